"""Generated from schemas/DeleteTopicsRequest.json, schemas/DeleteTopicsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import struct as _struct
import uuid

from ...codec import ZERO_UUID as _ZERO_UUID
from ...codec import DecodeError as _DecodeError
from ...codec import UnsupportedVersionError as _UnsupportedVersionError
from ...codec import read_uvarint as _read_uvarint
from ...codec import uuid_from_bytes as _uuid
from ...codec import uvarint_bytes as _uvarint_bytes
from ...codec import SMALL_UVARINTS as _SMALL_UVARINTS
from ...codec import read_unknown_tags as _read_unknown_tags
from ...codec import write_tags as _write_tags
from ...codec import UNSET as _UNSET

_new = object.__new__
_pack = _struct.pack
_join = b''.join
_unpack_from = _struct.unpack_from
_I16 = _struct.Struct('>h')
_I32 = _struct.Struct('>i')
_S_h = _struct.Struct('>h')
_S_hB = _struct.Struct('>hB')
_S_hBB = _struct.Struct('>hBB')
_S_i = _struct.Struct('>i')
_S_iB = _struct.Struct('>iB')
_S_iBB = _struct.Struct('>iBB')
_S_ii = _struct.Struct('>ii')
_S_u = _struct.Struct('>16s')
_S_uB = _struct.Struct('>16sB')
_S_uh = _struct.Struct('>16sh')
_S_uhBB = _struct.Struct('>16shBB')

def _decode_DeleteTopicState_v6(buf, pos):
    limit = len(buf)
    self = _new(DeleteTopicState)
    n = buf[pos]
    if n < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n = (n & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n, pos = _read_uvarint(buf, pos)
    n -= 1
    if n < 0:
        self.name = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Name runs past the end of the buffer')
        self.name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    _u0, _t = _S_uB.unpack_from(buf, pos)
    pos += 17
    self.topic_id = _uuid(_u0)
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteTopicState_v6(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_u.pack(o.topic_id.bytes))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DeleteTopicsRequest_v1_to_3(buf, pos):
    limit = len(buf)
    self = _new(DeleteTopicsRequest)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.topic_names = []
    elif n < 0:
        raise _DecodeError('non-nullable array TopicNames is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array TopicNames claims more elements than bytes')
        items0 = []
        for _ in range(n):
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field TopicNames is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field TopicNames runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.topic_names = items0
    self.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    self.topics = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteTopicsRequest_v1_to_3(o, out, big):
    w = out.append
    if o.topics:
        raise _UnsupportedVersionError('DeleteTopicsRequest.topics is set, but only versions 6+ have it')
    items0 = o.topic_names
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DeleteTopicsRequest.topic_names is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of DeleteTopicsRequest.topic_names is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
    w(_S_i.pack(o.timeout_ms))


def _decode_DeleteTopicsRequest_v4_to_5(buf, pos):
    limit = len(buf)
    self = _new(DeleteTopicsRequest)
    n = buf[pos]
    if n < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n = (n & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n, pos = _read_uvarint(buf, pos)
    n -= 1
    if n == 0:
        self.topic_names = []
    elif n < 0:
        raise _DecodeError('non-nullable array TopicNames is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array TopicNames claims more elements than bytes')
        items0 = []
        for _ in range(n):
            n = buf[pos]
            if n < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n = (n & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n, pos = _read_uvarint(buf, pos)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field TopicNames is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field TopicNames runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.topic_names = items0
    self.timeout_ms, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    self.topics = []
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteTopicsRequest_v4_to_5(o, out, big):
    w = out.append
    if o.topics:
        raise _UnsupportedVersionError('DeleteTopicsRequest.topics is set, but only versions 6+ have it')
    items0 = o.topic_names
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DeleteTopicsRequest.topic_names is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of DeleteTopicsRequest.topic_names is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    w(_S_i.pack(o.timeout_ms))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DeleteTopicsRequest_v6(buf, pos):
    limit = len(buf)
    self = _new(DeleteTopicsRequest)
    n = buf[pos]
    if n < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n = (n & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n, pos = _read_uvarint(buf, pos)
    n -= 1
    if n == 0:
        self.topics = []
    elif n < 0:
        raise _DecodeError('non-nullable array Topics is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Topics claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DeleteTopicState)
            n = buf[pos]
            if n < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n = (n & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n, pos = _read_uvarint(buf, pos)
            n -= 1
            if n < 0:
                item0.name = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            _u0, _t = _S_uB.unpack_from(buf, pos)
            pos += 17
            item0.topic_id = _uuid(_u0)
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.timeout_ms, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    self.topic_names = []
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteTopicsRequest_v6(o, out, big):
    w = out.append
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DeleteTopicsRequest.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_u.pack(item0.topic_id.bytes))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    w(_S_i.pack(o.timeout_ms))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DeletableTopicResult_v1_to_3(buf, pos):
    limit = len(buf)
    self = _new(DeletableTopicResult)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field Name is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Name runs past the end of the buffer')
        self.name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    self.topic_id = _ZERO_UUID
    self.error_message = None
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DeletableTopicResult_v1_to_3(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('DeletableTopicResult.name is None, but only versions 6+ allow null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_h.pack(o.error_code))


def _decode_DeletableTopicResult_v4(buf, pos):
    limit = len(buf)
    self = _new(DeletableTopicResult)
    n = buf[pos]
    if n < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n = (n & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n, pos = _read_uvarint(buf, pos)
    n -= 1
    if n < 0:
        raise _DecodeError('non-nullable field Name is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Name runs past the end of the buffer')
        self.name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.error_code, _t = _S_hB.unpack_from(buf, pos)
    pos += 3
    self.topic_id = _ZERO_UUID
    self.error_message = None
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DeletableTopicResult_v4(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('DeletableTopicResult.name is None, but only versions 6+ allow null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_h.pack(o.error_code))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DeletableTopicResult_v5(buf, pos):
    limit = len(buf)
    self = _new(DeletableTopicResult)
    n = buf[pos]
    if n < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n = (n & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n, pos = _read_uvarint(buf, pos)
    n -= 1
    if n < 0:
        raise _DecodeError('non-nullable field Name is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Name runs past the end of the buffer')
        self.name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.error_code, n, _n2 = _S_hBB.unpack_from(buf, pos)
    if n < 128:
        pos += 3
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 4
    else:
        n, pos = _read_uvarint(buf, pos + 2)
    n -= 1
    if n < 0:
        self.error_message = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
        self.error_message = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.topic_id = _ZERO_UUID
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DeletableTopicResult_v5(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('DeletableTopicResult.name is None, but only versions 6+ allow null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_h.pack(o.error_code))
    v = o.error_message
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DeletableTopicResult_v6(buf, pos):
    limit = len(buf)
    self = _new(DeletableTopicResult)
    n = buf[pos]
    if n < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n = (n & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n, pos = _read_uvarint(buf, pos)
    n -= 1
    if n < 0:
        self.name = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Name runs past the end of the buffer')
        self.name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    _u0, self.error_code, n, _n2 = _S_uhBB.unpack_from(buf, pos)
    if n < 128:
        pos += 19
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 20
    else:
        n, pos = _read_uvarint(buf, pos + 18)
    n -= 1
    self.topic_id = _uuid(_u0)
    if n < 0:
        self.error_message = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
        self.error_message = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DeletableTopicResult_v6(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_uh.pack(o.topic_id.bytes, o.error_code))
    v = o.error_message
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DeleteTopicsResponse_v1_to_3(buf, pos):
    limit = len(buf)
    self = _new(DeleteTopicsResponse)
    self.throttle_time_ms, n = _S_ii.unpack_from(buf, pos)
    pos += 8
    if n == 0:
        self.responses = []
    elif n < 0:
        raise _DecodeError('non-nullable array Responses is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Responses claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DeletableTopicResult)
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field Name is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            item0.topic_id = _ZERO_UUID
            item0.error_message = None
            item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteTopicsResponse_v1_to_3(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DeleteTopicsResponse.responses is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('DeletableTopicResult.name is None, but only versions 6+ allow null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_h.pack(item0.error_code))


def _decode_DeleteTopicsResponse_v4(buf, pos):
    limit = len(buf)
    self = _new(DeleteTopicsResponse)
    self.throttle_time_ms, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n == 0:
        self.responses = []
    elif n < 0:
        raise _DecodeError('non-nullable array Responses is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Responses claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DeletableTopicResult)
            n = buf[pos]
            if n < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n = (n & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n, pos = _read_uvarint(buf, pos)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field Name is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.error_code, _t = _S_hB.unpack_from(buf, pos)
            pos += 3
            item0.topic_id = _ZERO_UUID
            item0.error_message = None
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteTopicsResponse_v4(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DeleteTopicsResponse.responses is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('DeletableTopicResult.name is None, but only versions 6+ allow null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_h.pack(item0.error_code))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DeleteTopicsResponse_v5(buf, pos):
    limit = len(buf)
    self = _new(DeleteTopicsResponse)
    self.throttle_time_ms, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n == 0:
        self.responses = []
    elif n < 0:
        raise _DecodeError('non-nullable array Responses is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Responses claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DeletableTopicResult)
            n = buf[pos]
            if n < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n = (n & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n, pos = _read_uvarint(buf, pos)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field Name is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.error_code, n, _n2 = _S_hBB.unpack_from(buf, pos)
            if n < 128:
                pos += 3
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 4
            else:
                n, pos = _read_uvarint(buf, pos + 2)
            n -= 1
            if n < 0:
                item0.error_message = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                item0.error_message = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.topic_id = _ZERO_UUID
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteTopicsResponse_v5(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DeleteTopicsResponse.responses is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('DeletableTopicResult.name is None, but only versions 6+ allow null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_h.pack(item0.error_code))
            v = item0.error_message
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DeleteTopicsResponse_v6(buf, pos):
    limit = len(buf)
    self = _new(DeleteTopicsResponse)
    self.throttle_time_ms, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n == 0:
        self.responses = []
    elif n < 0:
        raise _DecodeError('non-nullable array Responses is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Responses claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DeletableTopicResult)
            n = buf[pos]
            if n < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n = (n & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n, pos = _read_uvarint(buf, pos)
            n -= 1
            if n < 0:
                item0.name = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            _u0, item0.error_code, n, _n2 = _S_uhBB.unpack_from(buf, pos)
            if n < 128:
                pos += 19
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 20
            else:
                n, pos = _read_uvarint(buf, pos + 18)
            n -= 1
            item0.topic_id = _uuid(_u0)
            if n < 0:
                item0.error_message = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                item0.error_message = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteTopicsResponse_v6(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DeleteTopicsResponse.responses is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_uh.pack(item0.topic_id.bytes, item0.error_code))
            v = item0.error_message
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/delete_topics.py (`classes`: its namespace) and give
    them their per-version tables."""
    global DeleteTopicState, DeleteTopicsRequest, DeletableTopicResult, DeleteTopicsResponse
    DeleteTopicState = classes['DeleteTopicState']
    DeleteTopicsRequest = classes['DeleteTopicsRequest']
    DeletableTopicResult = classes['DeletableTopicResult']
    DeleteTopicsResponse = classes['DeleteTopicsResponse']
    DeleteTopicState._DECODERS = (None, None, None, None, None, None, _decode_DeleteTopicState_v6,)
    DeleteTopicState._ENCODERS = (None, None, None, None, None, None, _encode_DeleteTopicState_v6,)
    DeleteTopicsRequest._DECODERS = (None, _decode_DeleteTopicsRequest_v1_to_3, _decode_DeleteTopicsRequest_v1_to_3, _decode_DeleteTopicsRequest_v1_to_3, _decode_DeleteTopicsRequest_v4_to_5, _decode_DeleteTopicsRequest_v4_to_5, _decode_DeleteTopicsRequest_v6,)
    DeleteTopicsRequest._ENCODERS = (None, _encode_DeleteTopicsRequest_v1_to_3, _encode_DeleteTopicsRequest_v1_to_3, _encode_DeleteTopicsRequest_v1_to_3, _encode_DeleteTopicsRequest_v4_to_5, _encode_DeleteTopicsRequest_v4_to_5, _encode_DeleteTopicsRequest_v6,)
    DeletableTopicResult._DECODERS = (None, _decode_DeletableTopicResult_v1_to_3, _decode_DeletableTopicResult_v1_to_3, _decode_DeletableTopicResult_v1_to_3, _decode_DeletableTopicResult_v4, _decode_DeletableTopicResult_v5, _decode_DeletableTopicResult_v6,)
    DeletableTopicResult._ENCODERS = (None, _encode_DeletableTopicResult_v1_to_3, _encode_DeletableTopicResult_v1_to_3, _encode_DeletableTopicResult_v1_to_3, _encode_DeletableTopicResult_v4, _encode_DeletableTopicResult_v5, _encode_DeletableTopicResult_v6,)
    DeleteTopicsResponse._DECODERS = (None, _decode_DeleteTopicsResponse_v1_to_3, _decode_DeleteTopicsResponse_v1_to_3, _decode_DeleteTopicsResponse_v1_to_3, _decode_DeleteTopicsResponse_v4, _decode_DeleteTopicsResponse_v5, _decode_DeleteTopicsResponse_v6,)
    DeleteTopicsResponse._ENCODERS = (None, _encode_DeleteTopicsResponse_v1_to_3, _encode_DeleteTopicsResponse_v1_to_3, _encode_DeleteTopicsResponse_v1_to_3, _encode_DeleteTopicsResponse_v4, _encode_DeleteTopicsResponse_v5, _encode_DeleteTopicsResponse_v6,)
