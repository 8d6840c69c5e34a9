"""Generated from schemas/MetadataRequest.json, schemas/MetadataResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_hh = _struct.Struct('>hh')
_S_hii = _struct.Struct('>hii')
_S_hiii = _struct.Struct('>hiii')
_S_hiiiBB = _struct.Struct('>hiiiBB')
_S_hiiii = _struct.Struct('>hiiii')
_S_i = _struct.Struct('>i')
_S_iB = _struct.Struct('>iB')
_S_iBB = _struct.Struct('>iBB')
_S_iBh = _struct.Struct('>iBh')
_S_iBi = _struct.Struct('>iBi')
_S_ih = _struct.Struct('>ih')
_S_ii = _struct.Struct('>ii')
_S_iii = _struct.Struct('>iii')
_S_o = _struct.Struct('>?')
_S_oBB = _struct.Struct('>?BB')
_S_oBi = _struct.Struct('>?Bi')
_S_oi = _struct.Struct('>?i')
_S_oii = _struct.Struct('>?ii')
_S_oo = _struct.Struct('>??')
_S_ooB = _struct.Struct('>??B')
_S_ooo = _struct.Struct('>???')
_S_oooB = _struct.Struct('>???B')
_S_u = _struct.Struct('>16s')
_S_uBB = _struct.Struct('>16sBB')
_S_uo = _struct.Struct('>16s?')
_S_uoBB = _struct.Struct('>16s?BB')
_S_uoBi = _struct.Struct('>16s?Bi')

def _decode_MetadataRequestTopic_v0_to_8(buf, pos):
    limit = len(buf)
    self = _new(MetadataRequestTopic)
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
    self.topic_id = _ZERO_UUID
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataRequestTopic_v0_to_8(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('MetadataRequestTopic.name is None, but only versions 10+ allow null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_MetadataRequestTopic_v9(buf, pos):
    limit = len(buf)
    self = _new(MetadataRequestTopic)
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
    self.topic_id = _ZERO_UUID
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataRequestTopic_v9(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('MetadataRequestTopic.name is None, but only versions 10+ allow null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_MetadataRequestTopic_v10_to_13(buf, pos):
    limit = len(buf)
    self = _new(MetadataRequestTopic)
    _u0, n, _n2 = _S_uBB.unpack_from(buf, pos)
    if n < 128:
        pos += 17
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 18
    else:
        n, pos = _read_uvarint(buf, pos + 16)
    n -= 1
    self.topic_id = _uuid(_u0)
    if n < 0:
        self.name = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Name runs past the end of the buffer')
        self.name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataRequestTopic_v10_to_13(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    v = o.name
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


def _decode_MetadataRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(MetadataRequest)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
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
            item0 = _new(MetadataRequestTopic)
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
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.allow_auto_topic_creation = True
    self.include_cluster_authorized_operations = False
    self.include_topic_authorized_operations = False
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataRequest_v0(o, out, big):
    w = out.append
    if o.allow_auto_topic_creation != True:
        raise _UnsupportedVersionError('MetadataRequest.allow_auto_topic_creation is set, but only versions 4+ have it')
    if o.include_cluster_authorized_operations != False:
        raise _UnsupportedVersionError('MetadataRequest.include_cluster_authorized_operations is set, but only versions 8-10 have it')
    if o.include_topic_authorized_operations != False:
        raise _UnsupportedVersionError('MetadataRequest.include_topic_authorized_operations is set, but only versions 8+ have it')
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataRequest.topics is None, but only versions 1+ allow null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('MetadataRequestTopic.name is None, but only versions 10+ allow null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)


def _decode_MetadataRequest_v1_to_3(buf, pos):
    limit = len(buf)
    self = _new(MetadataRequest)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.topics = []
    elif n < 0:
        self.topics = None
    else:
        if n > limit - pos:
            raise _DecodeError('array Topics claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataRequestTopic)
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
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.allow_auto_topic_creation = True
    self.include_cluster_authorized_operations = False
    self.include_topic_authorized_operations = False
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataRequest_v1_to_3(o, out, big):
    w = out.append
    if o.allow_auto_topic_creation != True:
        raise _UnsupportedVersionError('MetadataRequest.allow_auto_topic_creation is set, but only versions 4+ have it')
    if o.include_cluster_authorized_operations != False:
        raise _UnsupportedVersionError('MetadataRequest.include_cluster_authorized_operations is set, but only versions 8-10 have it')
    if o.include_topic_authorized_operations != False:
        raise _UnsupportedVersionError('MetadataRequest.include_topic_authorized_operations is set, but only versions 8+ have it')
    items0 = o.topics
    if not items0:
        if items0 is None:
            w(b'\xff\xff\xff\xff')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('MetadataRequestTopic.name is None, but only versions 10+ allow null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)


def _decode_MetadataRequest_v4_to_7(buf, pos):
    limit = len(buf)
    self = _new(MetadataRequest)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.topics = []
    elif n < 0:
        self.topics = None
    else:
        if n > limit - pos:
            raise _DecodeError('array Topics claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataRequestTopic)
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
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.allow_auto_topic_creation, = _S_o.unpack_from(buf, pos)
    pos += 1
    self.include_cluster_authorized_operations = False
    self.include_topic_authorized_operations = False
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataRequest_v4_to_7(o, out, big):
    w = out.append
    if o.include_cluster_authorized_operations != False:
        raise _UnsupportedVersionError('MetadataRequest.include_cluster_authorized_operations is set, but only versions 8-10 have it')
    if o.include_topic_authorized_operations != False:
        raise _UnsupportedVersionError('MetadataRequest.include_topic_authorized_operations is set, but only versions 8+ have it')
    items0 = o.topics
    if not items0:
        if items0 is None:
            w(b'\xff\xff\xff\xff')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('MetadataRequestTopic.name is None, but only versions 10+ allow null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
    w(_S_o.pack(o.allow_auto_topic_creation))


def _decode_MetadataRequest_v8(buf, pos):
    limit = len(buf)
    self = _new(MetadataRequest)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.topics = []
    elif n < 0:
        self.topics = None
    else:
        if n > limit - pos:
            raise _DecodeError('array Topics claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataRequestTopic)
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
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.allow_auto_topic_creation, self.include_cluster_authorized_operations, self.include_topic_authorized_operations = _S_ooo.unpack_from(buf, pos)
    pos += 3
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataRequest_v8(o, out, big):
    w = out.append
    items0 = o.topics
    if not items0:
        if items0 is None:
            w(b'\xff\xff\xff\xff')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('MetadataRequestTopic.name is None, but only versions 10+ allow null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
    w(_S_ooo.pack(o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations))


def _decode_MetadataRequest_v9(buf, pos):
    limit = len(buf)
    self = _new(MetadataRequest)
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
        self.topics = None
    else:
        if n > limit - pos:
            raise _DecodeError('array Topics claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataRequestTopic)
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
            item0.topic_id = _ZERO_UUID
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.allow_auto_topic_creation, self.include_cluster_authorized_operations, self.include_topic_authorized_operations, _t = _S_oooB.unpack_from(buf, pos)
    pos += 4
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataRequest_v9(o, out, big):
    w = out.append
    items0 = o.topics
    if not items0:
        if items0 is None:
            w(b'\x00')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('MetadataRequestTopic.name is None, but only versions 10+ allow null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    w(_S_ooo.pack(o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_MetadataRequest_v10(buf, pos):
    limit = len(buf)
    self = _new(MetadataRequest)
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
        self.topics = None
    else:
        if n > limit - pos:
            raise _DecodeError('array Topics claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataRequestTopic)
            _u0, n, _n2 = _S_uBB.unpack_from(buf, pos)
            if n < 128:
                pos += 17
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 18
            else:
                n, pos = _read_uvarint(buf, pos + 16)
            n -= 1
            item0.topic_id = _uuid(_u0)
            if n < 0:
                item0.name = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.allow_auto_topic_creation, self.include_cluster_authorized_operations, self.include_topic_authorized_operations, _t = _S_oooB.unpack_from(buf, pos)
    pos += 4
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataRequest_v10(o, out, big):
    w = out.append
    items0 = o.topics
    if not items0:
        if items0 is None:
            w(b'\x00')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_u.pack(item0.topic_id.bytes))
            v = item0.name
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
    w(_S_ooo.pack(o.allow_auto_topic_creation, o.include_cluster_authorized_operations, o.include_topic_authorized_operations))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_MetadataRequest_v11_to_13(buf, pos):
    limit = len(buf)
    self = _new(MetadataRequest)
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
        self.topics = None
    else:
        if n > limit - pos:
            raise _DecodeError('array Topics claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataRequestTopic)
            _u0, n, _n2 = _S_uBB.unpack_from(buf, pos)
            if n < 128:
                pos += 17
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 18
            else:
                n, pos = _read_uvarint(buf, pos + 16)
            n -= 1
            item0.topic_id = _uuid(_u0)
            if n < 0:
                item0.name = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.allow_auto_topic_creation, self.include_topic_authorized_operations, _t = _S_ooB.unpack_from(buf, pos)
    pos += 3
    self.include_cluster_authorized_operations = False
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataRequest_v11_to_13(o, out, big):
    w = out.append
    if o.include_cluster_authorized_operations != False:
        raise _UnsupportedVersionError('MetadataRequest.include_cluster_authorized_operations is set, but only versions 8-10 have it')
    items0 = o.topics
    if not items0:
        if items0 is None:
            w(b'\x00')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_u.pack(item0.topic_id.bytes))
            v = item0.name
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
    w(_S_oo.pack(o.allow_auto_topic_creation, o.include_topic_authorized_operations))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_MetadataResponseBroker_v0(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponseBroker)
    self.node_id, n = _S_ih.unpack_from(buf, pos)
    pos += 6
    if n < 0:
        raise _DecodeError('non-nullable field Host is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Host runs past the end of the buffer')
        self.host = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.port, = _S_i.unpack_from(buf, pos)
    pos += 4
    self.rack = None
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponseBroker_v0(o, out, big):
    w = out.append
    w(_S_i.pack(o.node_id))
    v = o.host
    if v is None:
        raise _UnsupportedVersionError('MetadataResponseBroker.host is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_i.pack(o.port))


def _decode_MetadataResponseBroker_v1_to_8(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponseBroker)
    self.node_id, n = _S_ih.unpack_from(buf, pos)
    pos += 6
    if n < 0:
        raise _DecodeError('non-nullable field Host is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Host runs past the end of the buffer')
        self.host = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.port, n = _S_ih.unpack_from(buf, pos)
    pos += 6
    if n < 0:
        self.rack = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Rack runs past the end of the buffer')
        self.rack = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponseBroker_v1_to_8(o, out, big):
    w = out.append
    w(_S_i.pack(o.node_id))
    v = o.host
    if v is None:
        raise _UnsupportedVersionError('MetadataResponseBroker.host is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_i.pack(o.port))
    v = o.rack
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_MetadataResponseBroker_v9_to_13(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponseBroker)
    self.node_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n < 0:
        raise _DecodeError('non-nullable field Host is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Host runs past the end of the buffer')
        self.host = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.port, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n < 0:
        self.rack = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Rack runs past the end of the buffer')
        self.rack = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponseBroker_v9_to_13(o, out, big):
    w = out.append
    w(_S_i.pack(o.node_id))
    v = o.host
    if v is None:
        raise _UnsupportedVersionError('MetadataResponseBroker.host is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_i.pack(o.port))
    v = o.rack
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


def _decode_MetadataResponsePartition_v0_to_4(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponsePartition)
    self.error_code, self.partition_index, self.leader_id, n = _S_hiii.unpack_from(buf, pos)
    pos += 14
    if n == 0:
        self.replica_nodes = []
    elif n < 0:
        raise _DecodeError('non-nullable array ReplicaNodes is null')
    else:
        self.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.isr_nodes = []
    elif n < 0:
        raise _DecodeError('non-nullable array IsrNodes is null')
    else:
        self.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    self.leader_epoch = -1
    self.offline_replicas = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponsePartition_v0_to_4(o, out, big):
    w = out.append
    w(_S_hii.pack(o.error_code, o.partition_index, o.leader_id))
    items0 = o.replica_nodes
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        w(_pack('>%di' % len(items0), *items0))
    items0 = o.isr_nodes
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        w(_pack('>%di' % len(items0), *items0))


def _decode_MetadataResponsePartition_v5_to_6(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponsePartition)
    self.error_code, self.partition_index, self.leader_id, n = _S_hiii.unpack_from(buf, pos)
    pos += 14
    if n == 0:
        self.replica_nodes = []
    elif n < 0:
        raise _DecodeError('non-nullable array ReplicaNodes is null')
    else:
        self.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.isr_nodes = []
    elif n < 0:
        raise _DecodeError('non-nullable array IsrNodes is null')
    else:
        self.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.offline_replicas = []
    elif n < 0:
        raise _DecodeError('non-nullable array OfflineReplicas is null')
    else:
        self.offline_replicas = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    self.leader_epoch = -1
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponsePartition_v5_to_6(o, out, big):
    w = out.append
    w(_S_hii.pack(o.error_code, o.partition_index, o.leader_id))
    items0 = o.replica_nodes
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        w(_pack('>%di' % len(items0), *items0))
    items0 = o.isr_nodes
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        w(_pack('>%di' % len(items0), *items0))
    items0 = o.offline_replicas
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponsePartition.offline_replicas is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        w(_pack('>%di' % len(items0), *items0))


def _decode_MetadataResponsePartition_v7_to_8(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponsePartition)
    self.error_code, self.partition_index, self.leader_id, self.leader_epoch, n = _S_hiiii.unpack_from(buf, pos)
    pos += 18
    if n == 0:
        self.replica_nodes = []
    elif n < 0:
        raise _DecodeError('non-nullable array ReplicaNodes is null')
    else:
        self.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.isr_nodes = []
    elif n < 0:
        raise _DecodeError('non-nullable array IsrNodes is null')
    else:
        self.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.offline_replicas = []
    elif n < 0:
        raise _DecodeError('non-nullable array OfflineReplicas is null')
    else:
        self.offline_replicas = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponsePartition_v7_to_8(o, out, big):
    w = out.append
    w(_S_hiii.pack(o.error_code, o.partition_index, o.leader_id, o.leader_epoch))
    items0 = o.replica_nodes
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        w(_pack('>%di' % len(items0), *items0))
    items0 = o.isr_nodes
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        w(_pack('>%di' % len(items0), *items0))
    items0 = o.offline_replicas
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponsePartition.offline_replicas is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        w(_pack('>%di' % len(items0), *items0))


def _decode_MetadataResponsePartition_v9_to_13(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponsePartition)
    self.error_code, self.partition_index, self.leader_id, self.leader_epoch, n, _n2 = _S_hiiiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 15
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 16
    else:
        n, pos = _read_uvarint(buf, pos + 14)
    n -= 1
    if n == 0:
        self.replica_nodes = []
    elif n < 0:
        raise _DecodeError('non-nullable array ReplicaNodes is null')
    else:
        self.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
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
        self.isr_nodes = []
    elif n < 0:
        raise _DecodeError('non-nullable array IsrNodes is null')
    else:
        self.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
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
        self.offline_replicas = []
    elif n < 0:
        raise _DecodeError('non-nullable array OfflineReplicas is null')
    else:
        self.offline_replicas = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponsePartition_v9_to_13(o, out, big):
    w = out.append
    w(_S_hiii.pack(o.error_code, o.partition_index, o.leader_id, o.leader_epoch))
    items0 = o.replica_nodes
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(_pack('>%di' % len(items0), *items0))
    items0 = o.isr_nodes
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(_pack('>%di' % len(items0), *items0))
    items0 = o.offline_replicas
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponsePartition.offline_replicas is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(_pack('>%di' % len(items0), *items0))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_MetadataResponseTopic_v0(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponseTopic)
    self.error_code, n = _S_hh.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        raise _DecodeError('non-nullable field Name is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Name runs past the end of the buffer')
        self.name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.partitions = []
    elif n < 0:
        raise _DecodeError('non-nullable array Partitions is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataResponsePartition)
            item0.error_code, item0.partition_index, item0.leader_id, n = _S_hiii.unpack_from(buf, pos)
            pos += 14
            if n == 0:
                item0.replica_nodes = []
            elif n < 0:
                raise _DecodeError('non-nullable array ReplicaNodes is null')
            else:
                item0.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.isr_nodes = []
            elif n < 0:
                raise _DecodeError('non-nullable array IsrNodes is null')
            else:
                item0.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.leader_epoch = -1
            item0.offline_replicas = []
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic_id = _ZERO_UUID
    self.is_internal = False
    self.topic_authorized_operations = -2147483648
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponseTopic_v0(o, out, big):
    w = out.append
    if o.topic_authorized_operations != -2147483648:
        raise _UnsupportedVersionError('MetadataResponseTopic.topic_authorized_operations is set, but only versions 8+ have it')
    w(_S_h.pack(o.error_code))
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('MetadataResponseTopic.name is None, but only versions 12+ allow null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponseTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_hii.pack(item0.error_code, item0.partition_index, item0.leader_id))
            items1 = item0.replica_nodes
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))
            items1 = item0.isr_nodes
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))


def _decode_MetadataResponseTopic_v1_to_4(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponseTopic)
    self.error_code, n = _S_hh.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        raise _DecodeError('non-nullable field Name is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Name runs past the end of the buffer')
        self.name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.is_internal, n = _S_oi.unpack_from(buf, pos)
    pos += 5
    if n == 0:
        self.partitions = []
    elif n < 0:
        raise _DecodeError('non-nullable array Partitions is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataResponsePartition)
            item0.error_code, item0.partition_index, item0.leader_id, n = _S_hiii.unpack_from(buf, pos)
            pos += 14
            if n == 0:
                item0.replica_nodes = []
            elif n < 0:
                raise _DecodeError('non-nullable array ReplicaNodes is null')
            else:
                item0.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.isr_nodes = []
            elif n < 0:
                raise _DecodeError('non-nullable array IsrNodes is null')
            else:
                item0.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.leader_epoch = -1
            item0.offline_replicas = []
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic_id = _ZERO_UUID
    self.topic_authorized_operations = -2147483648
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponseTopic_v1_to_4(o, out, big):
    w = out.append
    if o.topic_authorized_operations != -2147483648:
        raise _UnsupportedVersionError('MetadataResponseTopic.topic_authorized_operations is set, but only versions 8+ have it')
    w(_S_h.pack(o.error_code))
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('MetadataResponseTopic.name is None, but only versions 12+ allow null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_o.pack(o.is_internal))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponseTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_hii.pack(item0.error_code, item0.partition_index, item0.leader_id))
            items1 = item0.replica_nodes
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))
            items1 = item0.isr_nodes
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))


def _decode_MetadataResponseTopic_v5_to_6(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponseTopic)
    self.error_code, n = _S_hh.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        raise _DecodeError('non-nullable field Name is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Name runs past the end of the buffer')
        self.name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.is_internal, n = _S_oi.unpack_from(buf, pos)
    pos += 5
    if n == 0:
        self.partitions = []
    elif n < 0:
        raise _DecodeError('non-nullable array Partitions is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataResponsePartition)
            item0.error_code, item0.partition_index, item0.leader_id, n = _S_hiii.unpack_from(buf, pos)
            pos += 14
            if n == 0:
                item0.replica_nodes = []
            elif n < 0:
                raise _DecodeError('non-nullable array ReplicaNodes is null')
            else:
                item0.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.isr_nodes = []
            elif n < 0:
                raise _DecodeError('non-nullable array IsrNodes is null')
            else:
                item0.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.offline_replicas = []
            elif n < 0:
                raise _DecodeError('non-nullable array OfflineReplicas is null')
            else:
                item0.offline_replicas = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.leader_epoch = -1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic_id = _ZERO_UUID
    self.topic_authorized_operations = -2147483648
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponseTopic_v5_to_6(o, out, big):
    w = out.append
    if o.topic_authorized_operations != -2147483648:
        raise _UnsupportedVersionError('MetadataResponseTopic.topic_authorized_operations is set, but only versions 8+ have it')
    w(_S_h.pack(o.error_code))
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('MetadataResponseTopic.name is None, but only versions 12+ allow null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_o.pack(o.is_internal))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponseTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_hii.pack(item0.error_code, item0.partition_index, item0.leader_id))
            items1 = item0.replica_nodes
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))
            items1 = item0.isr_nodes
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))
            items1 = item0.offline_replicas
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('MetadataResponsePartition.offline_replicas is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))


def _decode_MetadataResponseTopic_v7(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponseTopic)
    self.error_code, n = _S_hh.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        raise _DecodeError('non-nullable field Name is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Name runs past the end of the buffer')
        self.name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.is_internal, n = _S_oi.unpack_from(buf, pos)
    pos += 5
    if n == 0:
        self.partitions = []
    elif n < 0:
        raise _DecodeError('non-nullable array Partitions is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataResponsePartition)
            item0.error_code, item0.partition_index, item0.leader_id, item0.leader_epoch, n = _S_hiiii.unpack_from(buf, pos)
            pos += 18
            if n == 0:
                item0.replica_nodes = []
            elif n < 0:
                raise _DecodeError('non-nullable array ReplicaNodes is null')
            else:
                item0.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.isr_nodes = []
            elif n < 0:
                raise _DecodeError('non-nullable array IsrNodes is null')
            else:
                item0.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.offline_replicas = []
            elif n < 0:
                raise _DecodeError('non-nullable array OfflineReplicas is null')
            else:
                item0.offline_replicas = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic_id = _ZERO_UUID
    self.topic_authorized_operations = -2147483648
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponseTopic_v7(o, out, big):
    w = out.append
    if o.topic_authorized_operations != -2147483648:
        raise _UnsupportedVersionError('MetadataResponseTopic.topic_authorized_operations is set, but only versions 8+ have it')
    w(_S_h.pack(o.error_code))
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('MetadataResponseTopic.name is None, but only versions 12+ allow null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_o.pack(o.is_internal))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponseTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_hiii.pack(item0.error_code, item0.partition_index, item0.leader_id, item0.leader_epoch))
            items1 = item0.replica_nodes
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))
            items1 = item0.isr_nodes
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))
            items1 = item0.offline_replicas
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('MetadataResponsePartition.offline_replicas is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))


def _decode_MetadataResponseTopic_v8(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponseTopic)
    self.error_code, n = _S_hh.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        raise _DecodeError('non-nullable field Name is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Name runs past the end of the buffer')
        self.name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.is_internal, n = _S_oi.unpack_from(buf, pos)
    pos += 5
    if n == 0:
        self.partitions = []
    elif n < 0:
        raise _DecodeError('non-nullable array Partitions is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataResponsePartition)
            item0.error_code, item0.partition_index, item0.leader_id, item0.leader_epoch, n = _S_hiiii.unpack_from(buf, pos)
            pos += 18
            if n == 0:
                item0.replica_nodes = []
            elif n < 0:
                raise _DecodeError('non-nullable array ReplicaNodes is null')
            else:
                item0.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.isr_nodes = []
            elif n < 0:
                raise _DecodeError('non-nullable array IsrNodes is null')
            else:
                item0.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.offline_replicas = []
            elif n < 0:
                raise _DecodeError('non-nullable array OfflineReplicas is null')
            else:
                item0.offline_replicas = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic_authorized_operations, = _S_i.unpack_from(buf, pos)
    pos += 4
    self.topic_id = _ZERO_UUID
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponseTopic_v8(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('MetadataResponseTopic.name is None, but only versions 12+ allow null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0 and items0 is not None:
        w(_S_oii.pack(o.is_internal, 0, o.topic_authorized_operations))
    else:
        w(_S_o.pack(o.is_internal))
        items0 = o.partitions
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('MetadataResponseTopic.partitions is None, but it cannot be null')
            else:
                w(b'\x00\x00\x00\x00')
        else:
            w(_I32.pack(len(items0)))
            for item0 in items0:
                w(_S_hiii.pack(item0.error_code, item0.partition_index, item0.leader_id, item0.leader_epoch))
                items1 = item0.replica_nodes
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
                    else:
                        w(b'\x00\x00\x00\x00')
                else:
                    w(_I32.pack(len(items1)))
                    w(_pack('>%di' % len(items1), *items1))
                items1 = item0.isr_nodes
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
                    else:
                        w(b'\x00\x00\x00\x00')
                else:
                    w(_I32.pack(len(items1)))
                    w(_pack('>%di' % len(items1), *items1))
                items1 = item0.offline_replicas
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('MetadataResponsePartition.offline_replicas is None, but it cannot be null')
                    else:
                        w(b'\x00\x00\x00\x00')
                else:
                    w(_I32.pack(len(items1)))
                    w(_pack('>%di' % len(items1), *items1))
        w(_S_i.pack(o.topic_authorized_operations))


def _decode_MetadataResponseTopic_v9(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponseTopic)
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
        raise _DecodeError('non-nullable field Name is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Name runs past the end of the buffer')
        self.name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.is_internal, n, _n2 = _S_oBB.unpack_from(buf, pos)
    if n < 128:
        pos += 2
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 3
    else:
        n, pos = _read_uvarint(buf, pos + 1)
    n -= 1
    if n == 0:
        self.partitions = []
    elif n < 0:
        raise _DecodeError('non-nullable array Partitions is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataResponsePartition)
            item0.error_code, item0.partition_index, item0.leader_id, item0.leader_epoch, n, _n2 = _S_hiiiBB.unpack_from(buf, pos)
            if n < 128:
                pos += 15
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 16
            else:
                n, pos = _read_uvarint(buf, pos + 14)
            n -= 1
            if n == 0:
                item0.replica_nodes = []
            elif n < 0:
                raise _DecodeError('non-nullable array ReplicaNodes is null')
            else:
                item0.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
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
                item0.isr_nodes = []
            elif n < 0:
                raise _DecodeError('non-nullable array IsrNodes is null')
            else:
                item0.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
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
                item0.offline_replicas = []
            elif n < 0:
                raise _DecodeError('non-nullable array OfflineReplicas is null')
            else:
                item0.offline_replicas = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic_authorized_operations, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    self.topic_id = _ZERO_UUID
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponseTopic_v9(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('MetadataResponseTopic.name is None, but only versions 12+ allow null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0 and items0 is not None:
        w(_S_oBi.pack(o.is_internal, 1, o.topic_authorized_operations))
    else:
        w(_S_o.pack(o.is_internal))
        items0 = o.partitions
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('MetadataResponseTopic.partitions is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                w(_S_hiii.pack(item0.error_code, item0.partition_index, item0.leader_id, item0.leader_epoch))
                items1 = item0.replica_nodes
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(_pack('>%di' % len(items1), *items1))
                items1 = item0.isr_nodes
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(_pack('>%di' % len(items1), *items1))
                items1 = item0.offline_replicas
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('MetadataResponsePartition.offline_replicas is None, but it cannot be null')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(_pack('>%di' % len(items1), *items1))
                if item0.unknown_tagged_fields:
                    _write_tags([], item0.unknown_tagged_fields, w)
                else:
                    w(b'\x00')
        w(_S_i.pack(o.topic_authorized_operations))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_MetadataResponseTopic_v10_to_11(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponseTopic)
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
        raise _DecodeError('non-nullable field Name is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Name runs past the end of the buffer')
        self.name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    _u0, self.is_internal, n, _n2 = _S_uoBB.unpack_from(buf, pos)
    if n < 128:
        pos += 18
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 19
    else:
        n, pos = _read_uvarint(buf, pos + 17)
    n -= 1
    self.topic_id = _uuid(_u0)
    if n == 0:
        self.partitions = []
    elif n < 0:
        raise _DecodeError('non-nullable array Partitions is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataResponsePartition)
            item0.error_code, item0.partition_index, item0.leader_id, item0.leader_epoch, n, _n2 = _S_hiiiBB.unpack_from(buf, pos)
            if n < 128:
                pos += 15
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 16
            else:
                n, pos = _read_uvarint(buf, pos + 14)
            n -= 1
            if n == 0:
                item0.replica_nodes = []
            elif n < 0:
                raise _DecodeError('non-nullable array ReplicaNodes is null')
            else:
                item0.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
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
                item0.isr_nodes = []
            elif n < 0:
                raise _DecodeError('non-nullable array IsrNodes is null')
            else:
                item0.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
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
                item0.offline_replicas = []
            elif n < 0:
                raise _DecodeError('non-nullable array OfflineReplicas is null')
            else:
                item0.offline_replicas = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic_authorized_operations, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponseTopic_v10_to_11(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('MetadataResponseTopic.name is None, but only versions 12+ allow null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0 and items0 is not None:
        w(_S_uoBi.pack(o.topic_id.bytes, o.is_internal, 1, o.topic_authorized_operations))
    else:
        w(_S_uo.pack(o.topic_id.bytes, o.is_internal))
        items0 = o.partitions
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('MetadataResponseTopic.partitions is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                w(_S_hiii.pack(item0.error_code, item0.partition_index, item0.leader_id, item0.leader_epoch))
                items1 = item0.replica_nodes
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(_pack('>%di' % len(items1), *items1))
                items1 = item0.isr_nodes
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(_pack('>%di' % len(items1), *items1))
                items1 = item0.offline_replicas
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('MetadataResponsePartition.offline_replicas is None, but it cannot be null')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(_pack('>%di' % len(items1), *items1))
                if item0.unknown_tagged_fields:
                    _write_tags([], item0.unknown_tagged_fields, w)
                else:
                    w(b'\x00')
        w(_S_i.pack(o.topic_authorized_operations))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_MetadataResponseTopic_v12_to_13(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponseTopic)
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
        self.name = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Name runs past the end of the buffer')
        self.name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    _u0, self.is_internal, n, _n2 = _S_uoBB.unpack_from(buf, pos)
    if n < 128:
        pos += 18
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 19
    else:
        n, pos = _read_uvarint(buf, pos + 17)
    n -= 1
    self.topic_id = _uuid(_u0)
    if n == 0:
        self.partitions = []
    elif n < 0:
        raise _DecodeError('non-nullable array Partitions is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataResponsePartition)
            item0.error_code, item0.partition_index, item0.leader_id, item0.leader_epoch, n, _n2 = _S_hiiiBB.unpack_from(buf, pos)
            if n < 128:
                pos += 15
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 16
            else:
                n, pos = _read_uvarint(buf, pos + 14)
            n -= 1
            if n == 0:
                item0.replica_nodes = []
            elif n < 0:
                raise _DecodeError('non-nullable array ReplicaNodes is null')
            else:
                item0.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
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
                item0.isr_nodes = []
            elif n < 0:
                raise _DecodeError('non-nullable array IsrNodes is null')
            else:
                item0.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
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
                item0.offline_replicas = []
            elif n < 0:
                raise _DecodeError('non-nullable array OfflineReplicas is null')
            else:
                item0.offline_replicas = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic_authorized_operations, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponseTopic_v12_to_13(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    v = o.name
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0 and items0 is not None:
        w(_S_uoBi.pack(o.topic_id.bytes, o.is_internal, 1, o.topic_authorized_operations))
    else:
        w(_S_uo.pack(o.topic_id.bytes, o.is_internal))
        items0 = o.partitions
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('MetadataResponseTopic.partitions is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                w(_S_hiii.pack(item0.error_code, item0.partition_index, item0.leader_id, item0.leader_epoch))
                items1 = item0.replica_nodes
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(_pack('>%di' % len(items1), *items1))
                items1 = item0.isr_nodes
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(_pack('>%di' % len(items1), *items1))
                items1 = item0.offline_replicas
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('MetadataResponsePartition.offline_replicas is None, but it cannot be null')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(_pack('>%di' % len(items1), *items1))
                if item0.unknown_tagged_fields:
                    _write_tags([], item0.unknown_tagged_fields, w)
                else:
                    w(b'\x00')
        w(_S_i.pack(o.topic_authorized_operations))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_MetadataResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponse)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.brokers = []
    elif n < 0:
        raise _DecodeError('non-nullable array Brokers is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Brokers claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataResponseBroker)
            item0.node_id, n = _S_ih.unpack_from(buf, pos)
            pos += 6
            if n < 0:
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.port, = _S_i.unpack_from(buf, pos)
            pos += 4
            item0.rack = None
            item0.unknown_tagged_fields = None
            append0(item0)
        self.brokers = items0
    n, = _I32.unpack_from(buf, pos)
    pos += 4
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
            item0 = _new(MetadataResponseTopic)
            item0.error_code, n = _S_hh.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                raise _DecodeError('non-nullable field Name is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(MetadataResponsePartition)
                    item1.error_code, item1.partition_index, item1.leader_id, n = _S_hiii.unpack_from(buf, pos)
                    pos += 14
                    if n == 0:
                        item1.replica_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array ReplicaNodes is null')
                    else:
                        item1.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n == 0:
                        item1.isr_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array IsrNodes is null')
                    else:
                        item1.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    item1.leader_epoch = -1
                    item1.offline_replicas = []
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_id = _ZERO_UUID
            item0.is_internal = False
            item0.topic_authorized_operations = -2147483648
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.throttle_time_ms = 0
    self.cluster_id = None
    self.controller_id = -1
    self.cluster_authorized_operations = -2147483648
    self.error_code = 0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponse_v0(o, out, big):
    w = out.append
    if o.cluster_authorized_operations != -2147483648:
        raise _UnsupportedVersionError('MetadataResponse.cluster_authorized_operations is set, but only versions 8-10 have it')
    items0 = o.brokers
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponse.brokers is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_i.pack(item0.node_id))
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('MetadataResponseBroker.host is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_i.pack(item0.port))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponse.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            if item0.topic_authorized_operations != -2147483648:
                raise _UnsupportedVersionError('MetadataResponseTopic.topic_authorized_operations is set, but only versions 8+ have it')
            w(_S_h.pack(item0.error_code))
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('MetadataResponseTopic.name is None, but only versions 12+ allow null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('MetadataResponseTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_hii.pack(item1.error_code, item1.partition_index, item1.leader_id))
                    items2 = item1.replica_nodes
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        w(_pack('>%di' % len(items2), *items2))
                    items2 = item1.isr_nodes
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        w(_pack('>%di' % len(items2), *items2))


def _decode_MetadataResponse_v1(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponse)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.brokers = []
    elif n < 0:
        raise _DecodeError('non-nullable array Brokers is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Brokers claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataResponseBroker)
            item0.node_id, n = _S_ih.unpack_from(buf, pos)
            pos += 6
            if n < 0:
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.port, n = _S_ih.unpack_from(buf, pos)
            pos += 6
            if n < 0:
                item0.rack = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Rack runs past the end of the buffer')
                item0.rack = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.brokers = items0
    self.controller_id, n = _S_ii.unpack_from(buf, pos)
    pos += 8
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
            item0 = _new(MetadataResponseTopic)
            item0.error_code, n = _S_hh.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                raise _DecodeError('non-nullable field Name is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.is_internal, n = _S_oi.unpack_from(buf, pos)
            pos += 5
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(MetadataResponsePartition)
                    item1.error_code, item1.partition_index, item1.leader_id, n = _S_hiii.unpack_from(buf, pos)
                    pos += 14
                    if n == 0:
                        item1.replica_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array ReplicaNodes is null')
                    else:
                        item1.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n == 0:
                        item1.isr_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array IsrNodes is null')
                    else:
                        item1.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    item1.leader_epoch = -1
                    item1.offline_replicas = []
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_id = _ZERO_UUID
            item0.topic_authorized_operations = -2147483648
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.throttle_time_ms = 0
    self.cluster_id = None
    self.cluster_authorized_operations = -2147483648
    self.error_code = 0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponse_v1(o, out, big):
    w = out.append
    if o.cluster_authorized_operations != -2147483648:
        raise _UnsupportedVersionError('MetadataResponse.cluster_authorized_operations is set, but only versions 8-10 have it')
    items0 = o.brokers
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponse.brokers is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_i.pack(item0.node_id))
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('MetadataResponseBroker.host is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_i.pack(item0.port))
            v = item0.rack
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
    w(_S_i.pack(o.controller_id))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponse.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            if item0.topic_authorized_operations != -2147483648:
                raise _UnsupportedVersionError('MetadataResponseTopic.topic_authorized_operations is set, but only versions 8+ have it')
            w(_S_h.pack(item0.error_code))
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('MetadataResponseTopic.name is None, but only versions 12+ allow null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_o.pack(item0.is_internal))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('MetadataResponseTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_hii.pack(item1.error_code, item1.partition_index, item1.leader_id))
                    items2 = item1.replica_nodes
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        w(_pack('>%di' % len(items2), *items2))
                    items2 = item1.isr_nodes
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        w(_pack('>%di' % len(items2), *items2))


def _decode_MetadataResponse_v2(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponse)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.brokers = []
    elif n < 0:
        raise _DecodeError('non-nullable array Brokers is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Brokers claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataResponseBroker)
            item0.node_id, n = _S_ih.unpack_from(buf, pos)
            pos += 6
            if n < 0:
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.port, n = _S_ih.unpack_from(buf, pos)
            pos += 6
            if n < 0:
                item0.rack = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Rack runs past the end of the buffer')
                item0.rack = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.brokers = items0
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        self.cluster_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClusterId runs past the end of the buffer')
        self.cluster_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.controller_id, n = _S_ii.unpack_from(buf, pos)
    pos += 8
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
            item0 = _new(MetadataResponseTopic)
            item0.error_code, n = _S_hh.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                raise _DecodeError('non-nullable field Name is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.is_internal, n = _S_oi.unpack_from(buf, pos)
            pos += 5
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(MetadataResponsePartition)
                    item1.error_code, item1.partition_index, item1.leader_id, n = _S_hiii.unpack_from(buf, pos)
                    pos += 14
                    if n == 0:
                        item1.replica_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array ReplicaNodes is null')
                    else:
                        item1.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n == 0:
                        item1.isr_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array IsrNodes is null')
                    else:
                        item1.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    item1.leader_epoch = -1
                    item1.offline_replicas = []
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_id = _ZERO_UUID
            item0.topic_authorized_operations = -2147483648
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.throttle_time_ms = 0
    self.cluster_authorized_operations = -2147483648
    self.error_code = 0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponse_v2(o, out, big):
    w = out.append
    if o.cluster_authorized_operations != -2147483648:
        raise _UnsupportedVersionError('MetadataResponse.cluster_authorized_operations is set, but only versions 8-10 have it')
    items0 = o.brokers
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponse.brokers is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_i.pack(item0.node_id))
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('MetadataResponseBroker.host is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_i.pack(item0.port))
            v = item0.rack
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
    v = o.cluster_id
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_i.pack(o.controller_id))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponse.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            if item0.topic_authorized_operations != -2147483648:
                raise _UnsupportedVersionError('MetadataResponseTopic.topic_authorized_operations is set, but only versions 8+ have it')
            w(_S_h.pack(item0.error_code))
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('MetadataResponseTopic.name is None, but only versions 12+ allow null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_o.pack(item0.is_internal))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('MetadataResponseTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_hii.pack(item1.error_code, item1.partition_index, item1.leader_id))
                    items2 = item1.replica_nodes
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        w(_pack('>%di' % len(items2), *items2))
                    items2 = item1.isr_nodes
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        w(_pack('>%di' % len(items2), *items2))


def _decode_MetadataResponse_v3_to_4(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponse)
    self.throttle_time_ms, n = _S_ii.unpack_from(buf, pos)
    pos += 8
    if n == 0:
        self.brokers = []
    elif n < 0:
        raise _DecodeError('non-nullable array Brokers is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Brokers claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataResponseBroker)
            item0.node_id, n = _S_ih.unpack_from(buf, pos)
            pos += 6
            if n < 0:
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.port, n = _S_ih.unpack_from(buf, pos)
            pos += 6
            if n < 0:
                item0.rack = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Rack runs past the end of the buffer')
                item0.rack = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.brokers = items0
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        self.cluster_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClusterId runs past the end of the buffer')
        self.cluster_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.controller_id, n = _S_ii.unpack_from(buf, pos)
    pos += 8
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
            item0 = _new(MetadataResponseTopic)
            item0.error_code, n = _S_hh.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                raise _DecodeError('non-nullable field Name is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.is_internal, n = _S_oi.unpack_from(buf, pos)
            pos += 5
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(MetadataResponsePartition)
                    item1.error_code, item1.partition_index, item1.leader_id, n = _S_hiii.unpack_from(buf, pos)
                    pos += 14
                    if n == 0:
                        item1.replica_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array ReplicaNodes is null')
                    else:
                        item1.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n == 0:
                        item1.isr_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array IsrNodes is null')
                    else:
                        item1.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    item1.leader_epoch = -1
                    item1.offline_replicas = []
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_id = _ZERO_UUID
            item0.topic_authorized_operations = -2147483648
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.cluster_authorized_operations = -2147483648
    self.error_code = 0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponse_v3_to_4(o, out, big):
    w = out.append
    if o.cluster_authorized_operations != -2147483648:
        raise _UnsupportedVersionError('MetadataResponse.cluster_authorized_operations is set, but only versions 8-10 have it')
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.brokers
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponse.brokers is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_i.pack(item0.node_id))
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('MetadataResponseBroker.host is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_i.pack(item0.port))
            v = item0.rack
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
    v = o.cluster_id
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_i.pack(o.controller_id))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponse.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            if item0.topic_authorized_operations != -2147483648:
                raise _UnsupportedVersionError('MetadataResponseTopic.topic_authorized_operations is set, but only versions 8+ have it')
            w(_S_h.pack(item0.error_code))
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('MetadataResponseTopic.name is None, but only versions 12+ allow null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_o.pack(item0.is_internal))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('MetadataResponseTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_hii.pack(item1.error_code, item1.partition_index, item1.leader_id))
                    items2 = item1.replica_nodes
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        w(_pack('>%di' % len(items2), *items2))
                    items2 = item1.isr_nodes
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        w(_pack('>%di' % len(items2), *items2))


def _decode_MetadataResponse_v5_to_6(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponse)
    self.throttle_time_ms, n = _S_ii.unpack_from(buf, pos)
    pos += 8
    if n == 0:
        self.brokers = []
    elif n < 0:
        raise _DecodeError('non-nullable array Brokers is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Brokers claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataResponseBroker)
            item0.node_id, n = _S_ih.unpack_from(buf, pos)
            pos += 6
            if n < 0:
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.port, n = _S_ih.unpack_from(buf, pos)
            pos += 6
            if n < 0:
                item0.rack = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Rack runs past the end of the buffer')
                item0.rack = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.brokers = items0
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        self.cluster_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClusterId runs past the end of the buffer')
        self.cluster_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.controller_id, n = _S_ii.unpack_from(buf, pos)
    pos += 8
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
            item0 = _new(MetadataResponseTopic)
            item0.error_code, n = _S_hh.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                raise _DecodeError('non-nullable field Name is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.is_internal, n = _S_oi.unpack_from(buf, pos)
            pos += 5
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(MetadataResponsePartition)
                    item1.error_code, item1.partition_index, item1.leader_id, n = _S_hiii.unpack_from(buf, pos)
                    pos += 14
                    if n == 0:
                        item1.replica_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array ReplicaNodes is null')
                    else:
                        item1.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n == 0:
                        item1.isr_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array IsrNodes is null')
                    else:
                        item1.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n == 0:
                        item1.offline_replicas = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array OfflineReplicas is null')
                    else:
                        item1.offline_replicas = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    item1.leader_epoch = -1
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_id = _ZERO_UUID
            item0.topic_authorized_operations = -2147483648
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.cluster_authorized_operations = -2147483648
    self.error_code = 0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponse_v5_to_6(o, out, big):
    w = out.append
    if o.cluster_authorized_operations != -2147483648:
        raise _UnsupportedVersionError('MetadataResponse.cluster_authorized_operations is set, but only versions 8-10 have it')
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.brokers
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponse.brokers is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_i.pack(item0.node_id))
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('MetadataResponseBroker.host is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_i.pack(item0.port))
            v = item0.rack
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
    v = o.cluster_id
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_i.pack(o.controller_id))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponse.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            if item0.topic_authorized_operations != -2147483648:
                raise _UnsupportedVersionError('MetadataResponseTopic.topic_authorized_operations is set, but only versions 8+ have it')
            w(_S_h.pack(item0.error_code))
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('MetadataResponseTopic.name is None, but only versions 12+ allow null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_o.pack(item0.is_internal))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('MetadataResponseTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_hii.pack(item1.error_code, item1.partition_index, item1.leader_id))
                    items2 = item1.replica_nodes
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        w(_pack('>%di' % len(items2), *items2))
                    items2 = item1.isr_nodes
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        w(_pack('>%di' % len(items2), *items2))
                    items2 = item1.offline_replicas
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('MetadataResponsePartition.offline_replicas is None, but it cannot be null')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        w(_pack('>%di' % len(items2), *items2))


def _decode_MetadataResponse_v7(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponse)
    self.throttle_time_ms, n = _S_ii.unpack_from(buf, pos)
    pos += 8
    if n == 0:
        self.brokers = []
    elif n < 0:
        raise _DecodeError('non-nullable array Brokers is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Brokers claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataResponseBroker)
            item0.node_id, n = _S_ih.unpack_from(buf, pos)
            pos += 6
            if n < 0:
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.port, n = _S_ih.unpack_from(buf, pos)
            pos += 6
            if n < 0:
                item0.rack = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Rack runs past the end of the buffer')
                item0.rack = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.brokers = items0
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        self.cluster_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClusterId runs past the end of the buffer')
        self.cluster_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.controller_id, n = _S_ii.unpack_from(buf, pos)
    pos += 8
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
            item0 = _new(MetadataResponseTopic)
            item0.error_code, n = _S_hh.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                raise _DecodeError('non-nullable field Name is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.is_internal, n = _S_oi.unpack_from(buf, pos)
            pos += 5
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(MetadataResponsePartition)
                    item1.error_code, item1.partition_index, item1.leader_id, item1.leader_epoch, n = _S_hiiii.unpack_from(buf, pos)
                    pos += 18
                    if n == 0:
                        item1.replica_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array ReplicaNodes is null')
                    else:
                        item1.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n == 0:
                        item1.isr_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array IsrNodes is null')
                    else:
                        item1.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n == 0:
                        item1.offline_replicas = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array OfflineReplicas is null')
                    else:
                        item1.offline_replicas = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_id = _ZERO_UUID
            item0.topic_authorized_operations = -2147483648
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.cluster_authorized_operations = -2147483648
    self.error_code = 0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponse_v7(o, out, big):
    w = out.append
    if o.cluster_authorized_operations != -2147483648:
        raise _UnsupportedVersionError('MetadataResponse.cluster_authorized_operations is set, but only versions 8-10 have it')
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.brokers
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponse.brokers is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_i.pack(item0.node_id))
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('MetadataResponseBroker.host is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_i.pack(item0.port))
            v = item0.rack
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
    v = o.cluster_id
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_i.pack(o.controller_id))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponse.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            if item0.topic_authorized_operations != -2147483648:
                raise _UnsupportedVersionError('MetadataResponseTopic.topic_authorized_operations is set, but only versions 8+ have it')
            w(_S_h.pack(item0.error_code))
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('MetadataResponseTopic.name is None, but only versions 12+ allow null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_o.pack(item0.is_internal))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('MetadataResponseTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_hiii.pack(item1.error_code, item1.partition_index, item1.leader_id, item1.leader_epoch))
                    items2 = item1.replica_nodes
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        w(_pack('>%di' % len(items2), *items2))
                    items2 = item1.isr_nodes
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        w(_pack('>%di' % len(items2), *items2))
                    items2 = item1.offline_replicas
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('MetadataResponsePartition.offline_replicas is None, but it cannot be null')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        w(_pack('>%di' % len(items2), *items2))


def _decode_MetadataResponse_v8(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponse)
    self.throttle_time_ms, n = _S_ii.unpack_from(buf, pos)
    pos += 8
    if n == 0:
        self.brokers = []
    elif n < 0:
        raise _DecodeError('non-nullable array Brokers is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Brokers claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataResponseBroker)
            item0.node_id, n = _S_ih.unpack_from(buf, pos)
            pos += 6
            if n < 0:
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.port, n = _S_ih.unpack_from(buf, pos)
            pos += 6
            if n < 0:
                item0.rack = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Rack runs past the end of the buffer')
                item0.rack = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.brokers = items0
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        self.cluster_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClusterId runs past the end of the buffer')
        self.cluster_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.controller_id, n = _S_ii.unpack_from(buf, pos)
    pos += 8
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
            item0 = _new(MetadataResponseTopic)
            item0.error_code, n = _S_hh.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                raise _DecodeError('non-nullable field Name is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.is_internal, n = _S_oi.unpack_from(buf, pos)
            pos += 5
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(MetadataResponsePartition)
                    item1.error_code, item1.partition_index, item1.leader_id, item1.leader_epoch, n = _S_hiiii.unpack_from(buf, pos)
                    pos += 18
                    if n == 0:
                        item1.replica_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array ReplicaNodes is null')
                    else:
                        item1.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n == 0:
                        item1.isr_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array IsrNodes is null')
                    else:
                        item1.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n == 0:
                        item1.offline_replicas = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array OfflineReplicas is null')
                    else:
                        item1.offline_replicas = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_authorized_operations, = _S_i.unpack_from(buf, pos)
            pos += 4
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.cluster_authorized_operations, = _S_i.unpack_from(buf, pos)
    pos += 4
    self.error_code = 0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponse_v8(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.brokers
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponse.brokers is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_i.pack(item0.node_id))
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('MetadataResponseBroker.host is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_i.pack(item0.port))
            v = item0.rack
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
    v = o.cluster_id
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.topics
    if not items0 and items0 is not None:
        w(_S_iii.pack(o.controller_id, 0, o.cluster_authorized_operations))
    else:
        w(_S_i.pack(o.controller_id))
        items0 = o.topics
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('MetadataResponse.topics is None, but it cannot be null')
            else:
                w(b'\x00\x00\x00\x00')
        else:
            w(_I32.pack(len(items0)))
            for item0 in items0:
                w(_S_h.pack(item0.error_code))
                v = item0.name
                if v is None:
                    raise _UnsupportedVersionError('MetadataResponseTopic.name is None, but only versions 12+ allow null')
                else:
                    v = v.encode()
                    w(_I16.pack(len(v)))
                    w(v)
                items1 = item0.partitions
                if not items1 and items1 is not None:
                    w(_S_oii.pack(item0.is_internal, 0, item0.topic_authorized_operations))
                else:
                    w(_S_o.pack(item0.is_internal))
                    items1 = item0.partitions
                    if not items1:
                        if items1 is None:
                            raise _UnsupportedVersionError('MetadataResponseTopic.partitions is None, but it cannot be null')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items1)))
                        for item1 in items1:
                            w(_S_hiii.pack(item1.error_code, item1.partition_index, item1.leader_id, item1.leader_epoch))
                            items2 = item1.replica_nodes
                            if not items2:
                                if items2 is None:
                                    raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
                                else:
                                    w(b'\x00\x00\x00\x00')
                            else:
                                w(_I32.pack(len(items2)))
                                w(_pack('>%di' % len(items2), *items2))
                            items2 = item1.isr_nodes
                            if not items2:
                                if items2 is None:
                                    raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
                                else:
                                    w(b'\x00\x00\x00\x00')
                            else:
                                w(_I32.pack(len(items2)))
                                w(_pack('>%di' % len(items2), *items2))
                            items2 = item1.offline_replicas
                            if not items2:
                                if items2 is None:
                                    raise _UnsupportedVersionError('MetadataResponsePartition.offline_replicas is None, but it cannot be null')
                                else:
                                    w(b'\x00\x00\x00\x00')
                            else:
                                w(_I32.pack(len(items2)))
                                w(_pack('>%di' % len(items2), *items2))
                    w(_S_i.pack(item0.topic_authorized_operations))
        w(_S_i.pack(o.cluster_authorized_operations))


def _decode_MetadataResponse_v9(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponse)
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
        self.brokers = []
    elif n < 0:
        raise _DecodeError('non-nullable array Brokers is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Brokers claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataResponseBroker)
            item0.node_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.port, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                item0.rack = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Rack runs past the end of the buffer')
                item0.rack = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.brokers = items0
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
        self.cluster_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClusterId runs past the end of the buffer')
        self.cluster_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.controller_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
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
            item0 = _new(MetadataResponseTopic)
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
                raise _DecodeError('non-nullable field Name is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.is_internal, n, _n2 = _S_oBB.unpack_from(buf, pos)
            if n < 128:
                pos += 2
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 3
            else:
                n, pos = _read_uvarint(buf, pos + 1)
            n -= 1
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(MetadataResponsePartition)
                    item1.error_code, item1.partition_index, item1.leader_id, item1.leader_epoch, n, _n2 = _S_hiiiBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 15
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 16
                    else:
                        n, pos = _read_uvarint(buf, pos + 14)
                    n -= 1
                    if n == 0:
                        item1.replica_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array ReplicaNodes is null')
                    else:
                        item1.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
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
                        item1.isr_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array IsrNodes is null')
                    else:
                        item1.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
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
                        item1.offline_replicas = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array OfflineReplicas is null')
                    else:
                        item1.offline_replicas = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_authorized_operations, _t = _S_iB.unpack_from(buf, pos)
            pos += 5
            item0.topic_id = _ZERO_UUID
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.cluster_authorized_operations, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    self.error_code = 0
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponse_v9(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.brokers
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponse.brokers is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_i.pack(item0.node_id))
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('MetadataResponseBroker.host is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_i.pack(item0.port))
            v = item0.rack
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
    v = o.cluster_id
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.topics
    if not items0 and items0 is not None:
        w(_S_iBi.pack(o.controller_id, 1, o.cluster_authorized_operations))
    else:
        w(_S_i.pack(o.controller_id))
        items0 = o.topics
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('MetadataResponse.topics is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                w(_S_h.pack(item0.error_code))
                v = item0.name
                if v is None:
                    raise _UnsupportedVersionError('MetadataResponseTopic.name is None, but only versions 12+ allow null')
                else:
                    v = v.encode()
                    size = len(v) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(v)
                items1 = item0.partitions
                if not items1 and items1 is not None:
                    w(_S_oBi.pack(item0.is_internal, 1, item0.topic_authorized_operations))
                else:
                    w(_S_o.pack(item0.is_internal))
                    items1 = item0.partitions
                    if not items1:
                        if items1 is None:
                            raise _UnsupportedVersionError('MetadataResponseTopic.partitions is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items1) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item1 in items1:
                            w(_S_hiii.pack(item1.error_code, item1.partition_index, item1.leader_id, item1.leader_epoch))
                            items2 = item1.replica_nodes
                            if not items2:
                                if items2 is None:
                                    raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
                                else:
                                    w(b'\x01')
                            else:
                                size = len(items2) + 1
                                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                w(_pack('>%di' % len(items2), *items2))
                            items2 = item1.isr_nodes
                            if not items2:
                                if items2 is None:
                                    raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
                                else:
                                    w(b'\x01')
                            else:
                                size = len(items2) + 1
                                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                w(_pack('>%di' % len(items2), *items2))
                            items2 = item1.offline_replicas
                            if not items2:
                                if items2 is None:
                                    raise _UnsupportedVersionError('MetadataResponsePartition.offline_replicas is None, but it cannot be null')
                                else:
                                    w(b'\x01')
                            else:
                                size = len(items2) + 1
                                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                w(_pack('>%di' % len(items2), *items2))
                            if item1.unknown_tagged_fields:
                                _write_tags([], item1.unknown_tagged_fields, w)
                            else:
                                w(b'\x00')
                    w(_S_i.pack(item0.topic_authorized_operations))
                if item0.unknown_tagged_fields:
                    _write_tags([], item0.unknown_tagged_fields, w)
                else:
                    w(b'\x00')
        w(_S_i.pack(o.cluster_authorized_operations))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_MetadataResponse_v10(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponse)
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
        self.brokers = []
    elif n < 0:
        raise _DecodeError('non-nullable array Brokers is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Brokers claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataResponseBroker)
            item0.node_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.port, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                item0.rack = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Rack runs past the end of the buffer')
                item0.rack = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.brokers = items0
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
        self.cluster_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClusterId runs past the end of the buffer')
        self.cluster_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.controller_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
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
            item0 = _new(MetadataResponseTopic)
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
                raise _DecodeError('non-nullable field Name is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            _u0, item0.is_internal, n, _n2 = _S_uoBB.unpack_from(buf, pos)
            if n < 128:
                pos += 18
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 19
            else:
                n, pos = _read_uvarint(buf, pos + 17)
            n -= 1
            item0.topic_id = _uuid(_u0)
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(MetadataResponsePartition)
                    item1.error_code, item1.partition_index, item1.leader_id, item1.leader_epoch, n, _n2 = _S_hiiiBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 15
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 16
                    else:
                        n, pos = _read_uvarint(buf, pos + 14)
                    n -= 1
                    if n == 0:
                        item1.replica_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array ReplicaNodes is null')
                    else:
                        item1.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
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
                        item1.isr_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array IsrNodes is null')
                    else:
                        item1.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
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
                        item1.offline_replicas = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array OfflineReplicas is null')
                    else:
                        item1.offline_replicas = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_authorized_operations, _t = _S_iB.unpack_from(buf, pos)
            pos += 5
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.cluster_authorized_operations, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    self.error_code = 0
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponse_v10(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.brokers
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponse.brokers is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_i.pack(item0.node_id))
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('MetadataResponseBroker.host is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_i.pack(item0.port))
            v = item0.rack
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
    v = o.cluster_id
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.topics
    if not items0 and items0 is not None:
        w(_S_iBi.pack(o.controller_id, 1, o.cluster_authorized_operations))
    else:
        w(_S_i.pack(o.controller_id))
        items0 = o.topics
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('MetadataResponse.topics is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                w(_S_h.pack(item0.error_code))
                v = item0.name
                if v is None:
                    raise _UnsupportedVersionError('MetadataResponseTopic.name is None, but only versions 12+ allow null')
                else:
                    v = v.encode()
                    size = len(v) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(v)
                items1 = item0.partitions
                if not items1 and items1 is not None:
                    w(_S_uoBi.pack(item0.topic_id.bytes, item0.is_internal, 1, item0.topic_authorized_operations))
                else:
                    w(_S_uo.pack(item0.topic_id.bytes, item0.is_internal))
                    items1 = item0.partitions
                    if not items1:
                        if items1 is None:
                            raise _UnsupportedVersionError('MetadataResponseTopic.partitions is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items1) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item1 in items1:
                            w(_S_hiii.pack(item1.error_code, item1.partition_index, item1.leader_id, item1.leader_epoch))
                            items2 = item1.replica_nodes
                            if not items2:
                                if items2 is None:
                                    raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
                                else:
                                    w(b'\x01')
                            else:
                                size = len(items2) + 1
                                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                w(_pack('>%di' % len(items2), *items2))
                            items2 = item1.isr_nodes
                            if not items2:
                                if items2 is None:
                                    raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
                                else:
                                    w(b'\x01')
                            else:
                                size = len(items2) + 1
                                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                w(_pack('>%di' % len(items2), *items2))
                            items2 = item1.offline_replicas
                            if not items2:
                                if items2 is None:
                                    raise _UnsupportedVersionError('MetadataResponsePartition.offline_replicas is None, but it cannot be null')
                                else:
                                    w(b'\x01')
                            else:
                                size = len(items2) + 1
                                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                w(_pack('>%di' % len(items2), *items2))
                            if item1.unknown_tagged_fields:
                                _write_tags([], item1.unknown_tagged_fields, w)
                            else:
                                w(b'\x00')
                    w(_S_i.pack(item0.topic_authorized_operations))
                if item0.unknown_tagged_fields:
                    _write_tags([], item0.unknown_tagged_fields, w)
                else:
                    w(b'\x00')
        w(_S_i.pack(o.cluster_authorized_operations))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_MetadataResponse_v11(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponse)
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
        self.brokers = []
    elif n < 0:
        raise _DecodeError('non-nullable array Brokers is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Brokers claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataResponseBroker)
            item0.node_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.port, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                item0.rack = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Rack runs past the end of the buffer')
                item0.rack = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.brokers = items0
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
        self.cluster_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClusterId runs past the end of the buffer')
        self.cluster_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.controller_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
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
            item0 = _new(MetadataResponseTopic)
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
                raise _DecodeError('non-nullable field Name is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            _u0, item0.is_internal, n, _n2 = _S_uoBB.unpack_from(buf, pos)
            if n < 128:
                pos += 18
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 19
            else:
                n, pos = _read_uvarint(buf, pos + 17)
            n -= 1
            item0.topic_id = _uuid(_u0)
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(MetadataResponsePartition)
                    item1.error_code, item1.partition_index, item1.leader_id, item1.leader_epoch, n, _n2 = _S_hiiiBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 15
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 16
                    else:
                        n, pos = _read_uvarint(buf, pos + 14)
                    n -= 1
                    if n == 0:
                        item1.replica_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array ReplicaNodes is null')
                    else:
                        item1.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
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
                        item1.isr_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array IsrNodes is null')
                    else:
                        item1.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
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
                        item1.offline_replicas = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array OfflineReplicas is null')
                    else:
                        item1.offline_replicas = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_authorized_operations, _t = _S_iB.unpack_from(buf, pos)
            pos += 5
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.cluster_authorized_operations = -2147483648
    self.error_code = 0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponse_v11(o, out, big):
    w = out.append
    if o.cluster_authorized_operations != -2147483648:
        raise _UnsupportedVersionError('MetadataResponse.cluster_authorized_operations is set, but only versions 8-10 have it')
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.brokers
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponse.brokers is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_i.pack(item0.node_id))
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('MetadataResponseBroker.host is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_i.pack(item0.port))
            v = item0.rack
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
    v = o.cluster_id
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_i.pack(o.controller_id))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponse.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_h.pack(item0.error_code))
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('MetadataResponseTopic.name is None, but only versions 12+ allow null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1 and items1 is not None:
                w(_S_uoBi.pack(item0.topic_id.bytes, item0.is_internal, 1, item0.topic_authorized_operations))
            else:
                w(_S_uo.pack(item0.topic_id.bytes, item0.is_internal))
                items1 = item0.partitions
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('MetadataResponseTopic.partitions is None, but it cannot be null')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    for item1 in items1:
                        w(_S_hiii.pack(item1.error_code, item1.partition_index, item1.leader_id, item1.leader_epoch))
                        items2 = item1.replica_nodes
                        if not items2:
                            if items2 is None:
                                raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
                            else:
                                w(b'\x01')
                        else:
                            size = len(items2) + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(_pack('>%di' % len(items2), *items2))
                        items2 = item1.isr_nodes
                        if not items2:
                            if items2 is None:
                                raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
                            else:
                                w(b'\x01')
                        else:
                            size = len(items2) + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(_pack('>%di' % len(items2), *items2))
                        items2 = item1.offline_replicas
                        if not items2:
                            if items2 is None:
                                raise _UnsupportedVersionError('MetadataResponsePartition.offline_replicas is None, but it cannot be null')
                            else:
                                w(b'\x01')
                        else:
                            size = len(items2) + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(_pack('>%di' % len(items2), *items2))
                        if item1.unknown_tagged_fields:
                            _write_tags([], item1.unknown_tagged_fields, w)
                        else:
                            w(b'\x00')
                w(_S_i.pack(item0.topic_authorized_operations))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_MetadataResponse_v12(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponse)
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
        self.brokers = []
    elif n < 0:
        raise _DecodeError('non-nullable array Brokers is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Brokers claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataResponseBroker)
            item0.node_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.port, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                item0.rack = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Rack runs past the end of the buffer')
                item0.rack = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.brokers = items0
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
        self.cluster_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClusterId runs past the end of the buffer')
        self.cluster_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.controller_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
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
            item0 = _new(MetadataResponseTopic)
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
                item0.name = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            _u0, item0.is_internal, n, _n2 = _S_uoBB.unpack_from(buf, pos)
            if n < 128:
                pos += 18
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 19
            else:
                n, pos = _read_uvarint(buf, pos + 17)
            n -= 1
            item0.topic_id = _uuid(_u0)
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(MetadataResponsePartition)
                    item1.error_code, item1.partition_index, item1.leader_id, item1.leader_epoch, n, _n2 = _S_hiiiBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 15
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 16
                    else:
                        n, pos = _read_uvarint(buf, pos + 14)
                    n -= 1
                    if n == 0:
                        item1.replica_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array ReplicaNodes is null')
                    else:
                        item1.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
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
                        item1.isr_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array IsrNodes is null')
                    else:
                        item1.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
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
                        item1.offline_replicas = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array OfflineReplicas is null')
                    else:
                        item1.offline_replicas = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_authorized_operations, _t = _S_iB.unpack_from(buf, pos)
            pos += 5
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.cluster_authorized_operations = -2147483648
    self.error_code = 0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponse_v12(o, out, big):
    w = out.append
    if o.cluster_authorized_operations != -2147483648:
        raise _UnsupportedVersionError('MetadataResponse.cluster_authorized_operations is set, but only versions 8-10 have it')
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.brokers
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponse.brokers is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_i.pack(item0.node_id))
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('MetadataResponseBroker.host is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_i.pack(item0.port))
            v = item0.rack
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
    v = o.cluster_id
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_i.pack(o.controller_id))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponse.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_h.pack(item0.error_code))
            v = item0.name
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1 and items1 is not None:
                w(_S_uoBi.pack(item0.topic_id.bytes, item0.is_internal, 1, item0.topic_authorized_operations))
            else:
                w(_S_uo.pack(item0.topic_id.bytes, item0.is_internal))
                items1 = item0.partitions
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('MetadataResponseTopic.partitions is None, but it cannot be null')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    for item1 in items1:
                        w(_S_hiii.pack(item1.error_code, item1.partition_index, item1.leader_id, item1.leader_epoch))
                        items2 = item1.replica_nodes
                        if not items2:
                            if items2 is None:
                                raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
                            else:
                                w(b'\x01')
                        else:
                            size = len(items2) + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(_pack('>%di' % len(items2), *items2))
                        items2 = item1.isr_nodes
                        if not items2:
                            if items2 is None:
                                raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
                            else:
                                w(b'\x01')
                        else:
                            size = len(items2) + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(_pack('>%di' % len(items2), *items2))
                        items2 = item1.offline_replicas
                        if not items2:
                            if items2 is None:
                                raise _UnsupportedVersionError('MetadataResponsePartition.offline_replicas is None, but it cannot be null')
                            else:
                                w(b'\x01')
                        else:
                            size = len(items2) + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(_pack('>%di' % len(items2), *items2))
                        if item1.unknown_tagged_fields:
                            _write_tags([], item1.unknown_tagged_fields, w)
                        else:
                            w(b'\x00')
                w(_S_i.pack(item0.topic_authorized_operations))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_MetadataResponse_v13(buf, pos):
    limit = len(buf)
    self = _new(MetadataResponse)
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
        self.brokers = []
    elif n < 0:
        raise _DecodeError('non-nullable array Brokers is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Brokers claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MetadataResponseBroker)
            item0.node_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.port, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                item0.rack = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Rack runs past the end of the buffer')
                item0.rack = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.brokers = items0
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
        self.cluster_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClusterId runs past the end of the buffer')
        self.cluster_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.controller_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
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
            item0 = _new(MetadataResponseTopic)
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
                item0.name = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            _u0, item0.is_internal, n, _n2 = _S_uoBB.unpack_from(buf, pos)
            if n < 128:
                pos += 18
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 19
            else:
                n, pos = _read_uvarint(buf, pos + 17)
            n -= 1
            item0.topic_id = _uuid(_u0)
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(MetadataResponsePartition)
                    item1.error_code, item1.partition_index, item1.leader_id, item1.leader_epoch, n, _n2 = _S_hiiiBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 15
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 16
                    else:
                        n, pos = _read_uvarint(buf, pos + 14)
                    n -= 1
                    if n == 0:
                        item1.replica_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array ReplicaNodes is null')
                    else:
                        item1.replica_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
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
                        item1.isr_nodes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array IsrNodes is null')
                    else:
                        item1.isr_nodes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
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
                        item1.offline_replicas = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array OfflineReplicas is null')
                    else:
                        item1.offline_replicas = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_authorized_operations, _t = _S_iB.unpack_from(buf, pos)
            pos += 5
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.error_code, _t = _S_hB.unpack_from(buf, pos)
    pos += 3
    self.cluster_authorized_operations = -2147483648
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_MetadataResponse_v13(o, out, big):
    w = out.append
    if o.cluster_authorized_operations != -2147483648:
        raise _UnsupportedVersionError('MetadataResponse.cluster_authorized_operations is set, but only versions 8-10 have it')
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.brokers
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('MetadataResponse.brokers is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_i.pack(item0.node_id))
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('MetadataResponseBroker.host is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_i.pack(item0.port))
            v = item0.rack
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
    v = o.cluster_id
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.topics
    if not items0 and items0 is not None:
        w(_S_iBh.pack(o.controller_id, 1, o.error_code))
    else:
        w(_S_i.pack(o.controller_id))
        items0 = o.topics
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('MetadataResponse.topics is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                w(_S_h.pack(item0.error_code))
                v = item0.name
                if v is None:
                    w(b'\x00')
                else:
                    v = v.encode()
                    size = len(v) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(v)
                items1 = item0.partitions
                if not items1 and items1 is not None:
                    w(_S_uoBi.pack(item0.topic_id.bytes, item0.is_internal, 1, item0.topic_authorized_operations))
                else:
                    w(_S_uo.pack(item0.topic_id.bytes, item0.is_internal))
                    items1 = item0.partitions
                    if not items1:
                        if items1 is None:
                            raise _UnsupportedVersionError('MetadataResponseTopic.partitions is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items1) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item1 in items1:
                            w(_S_hiii.pack(item1.error_code, item1.partition_index, item1.leader_id, item1.leader_epoch))
                            items2 = item1.replica_nodes
                            if not items2:
                                if items2 is None:
                                    raise _UnsupportedVersionError('MetadataResponsePartition.replica_nodes is None, but it cannot be null')
                                else:
                                    w(b'\x01')
                            else:
                                size = len(items2) + 1
                                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                w(_pack('>%di' % len(items2), *items2))
                            items2 = item1.isr_nodes
                            if not items2:
                                if items2 is None:
                                    raise _UnsupportedVersionError('MetadataResponsePartition.isr_nodes is None, but it cannot be null')
                                else:
                                    w(b'\x01')
                            else:
                                size = len(items2) + 1
                                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                w(_pack('>%di' % len(items2), *items2))
                            items2 = item1.offline_replicas
                            if not items2:
                                if items2 is None:
                                    raise _UnsupportedVersionError('MetadataResponsePartition.offline_replicas is None, but it cannot be null')
                                else:
                                    w(b'\x01')
                            else:
                                size = len(items2) + 1
                                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                w(_pack('>%di' % len(items2), *items2))
                            if item1.unknown_tagged_fields:
                                _write_tags([], item1.unknown_tagged_fields, w)
                            else:
                                w(b'\x00')
                    w(_S_i.pack(item0.topic_authorized_operations))
                if item0.unknown_tagged_fields:
                    _write_tags([], item0.unknown_tagged_fields, w)
                else:
                    w(b'\x00')
        w(_S_h.pack(o.error_code))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/metadata.py (`classes`: its namespace) and give
    them their per-version tables."""
    global MetadataRequestTopic, MetadataRequest, MetadataResponseBroker, MetadataResponsePartition, MetadataResponseTopic, MetadataResponse
    MetadataRequestTopic = classes['MetadataRequestTopic']
    MetadataRequest = classes['MetadataRequest']
    MetadataResponseBroker = classes['MetadataResponseBroker']
    MetadataResponsePartition = classes['MetadataResponsePartition']
    MetadataResponseTopic = classes['MetadataResponseTopic']
    MetadataResponse = classes['MetadataResponse']
    MetadataRequestTopic._DECODERS = (_decode_MetadataRequestTopic_v0_to_8, _decode_MetadataRequestTopic_v0_to_8, _decode_MetadataRequestTopic_v0_to_8, _decode_MetadataRequestTopic_v0_to_8, _decode_MetadataRequestTopic_v0_to_8, _decode_MetadataRequestTopic_v0_to_8, _decode_MetadataRequestTopic_v0_to_8, _decode_MetadataRequestTopic_v0_to_8, _decode_MetadataRequestTopic_v0_to_8, _decode_MetadataRequestTopic_v9, _decode_MetadataRequestTopic_v10_to_13, _decode_MetadataRequestTopic_v10_to_13, _decode_MetadataRequestTopic_v10_to_13, _decode_MetadataRequestTopic_v10_to_13,)
    MetadataRequestTopic._ENCODERS = (_encode_MetadataRequestTopic_v0_to_8, _encode_MetadataRequestTopic_v0_to_8, _encode_MetadataRequestTopic_v0_to_8, _encode_MetadataRequestTopic_v0_to_8, _encode_MetadataRequestTopic_v0_to_8, _encode_MetadataRequestTopic_v0_to_8, _encode_MetadataRequestTopic_v0_to_8, _encode_MetadataRequestTopic_v0_to_8, _encode_MetadataRequestTopic_v0_to_8, _encode_MetadataRequestTopic_v9, _encode_MetadataRequestTopic_v10_to_13, _encode_MetadataRequestTopic_v10_to_13, _encode_MetadataRequestTopic_v10_to_13, _encode_MetadataRequestTopic_v10_to_13,)
    MetadataRequest._DECODERS = (_decode_MetadataRequest_v0, _decode_MetadataRequest_v1_to_3, _decode_MetadataRequest_v1_to_3, _decode_MetadataRequest_v1_to_3, _decode_MetadataRequest_v4_to_7, _decode_MetadataRequest_v4_to_7, _decode_MetadataRequest_v4_to_7, _decode_MetadataRequest_v4_to_7, _decode_MetadataRequest_v8, _decode_MetadataRequest_v9, _decode_MetadataRequest_v10, _decode_MetadataRequest_v11_to_13, _decode_MetadataRequest_v11_to_13, _decode_MetadataRequest_v11_to_13,)
    MetadataRequest._ENCODERS = (_encode_MetadataRequest_v0, _encode_MetadataRequest_v1_to_3, _encode_MetadataRequest_v1_to_3, _encode_MetadataRequest_v1_to_3, _encode_MetadataRequest_v4_to_7, _encode_MetadataRequest_v4_to_7, _encode_MetadataRequest_v4_to_7, _encode_MetadataRequest_v4_to_7, _encode_MetadataRequest_v8, _encode_MetadataRequest_v9, _encode_MetadataRequest_v10, _encode_MetadataRequest_v11_to_13, _encode_MetadataRequest_v11_to_13, _encode_MetadataRequest_v11_to_13,)
    MetadataResponseBroker._DECODERS = (_decode_MetadataResponseBroker_v0, _decode_MetadataResponseBroker_v1_to_8, _decode_MetadataResponseBroker_v1_to_8, _decode_MetadataResponseBroker_v1_to_8, _decode_MetadataResponseBroker_v1_to_8, _decode_MetadataResponseBroker_v1_to_8, _decode_MetadataResponseBroker_v1_to_8, _decode_MetadataResponseBroker_v1_to_8, _decode_MetadataResponseBroker_v1_to_8, _decode_MetadataResponseBroker_v9_to_13, _decode_MetadataResponseBroker_v9_to_13, _decode_MetadataResponseBroker_v9_to_13, _decode_MetadataResponseBroker_v9_to_13, _decode_MetadataResponseBroker_v9_to_13,)
    MetadataResponseBroker._ENCODERS = (_encode_MetadataResponseBroker_v0, _encode_MetadataResponseBroker_v1_to_8, _encode_MetadataResponseBroker_v1_to_8, _encode_MetadataResponseBroker_v1_to_8, _encode_MetadataResponseBroker_v1_to_8, _encode_MetadataResponseBroker_v1_to_8, _encode_MetadataResponseBroker_v1_to_8, _encode_MetadataResponseBroker_v1_to_8, _encode_MetadataResponseBroker_v1_to_8, _encode_MetadataResponseBroker_v9_to_13, _encode_MetadataResponseBroker_v9_to_13, _encode_MetadataResponseBroker_v9_to_13, _encode_MetadataResponseBroker_v9_to_13, _encode_MetadataResponseBroker_v9_to_13,)
    MetadataResponsePartition._DECODERS = (_decode_MetadataResponsePartition_v0_to_4, _decode_MetadataResponsePartition_v0_to_4, _decode_MetadataResponsePartition_v0_to_4, _decode_MetadataResponsePartition_v0_to_4, _decode_MetadataResponsePartition_v0_to_4, _decode_MetadataResponsePartition_v5_to_6, _decode_MetadataResponsePartition_v5_to_6, _decode_MetadataResponsePartition_v7_to_8, _decode_MetadataResponsePartition_v7_to_8, _decode_MetadataResponsePartition_v9_to_13, _decode_MetadataResponsePartition_v9_to_13, _decode_MetadataResponsePartition_v9_to_13, _decode_MetadataResponsePartition_v9_to_13, _decode_MetadataResponsePartition_v9_to_13,)
    MetadataResponsePartition._ENCODERS = (_encode_MetadataResponsePartition_v0_to_4, _encode_MetadataResponsePartition_v0_to_4, _encode_MetadataResponsePartition_v0_to_4, _encode_MetadataResponsePartition_v0_to_4, _encode_MetadataResponsePartition_v0_to_4, _encode_MetadataResponsePartition_v5_to_6, _encode_MetadataResponsePartition_v5_to_6, _encode_MetadataResponsePartition_v7_to_8, _encode_MetadataResponsePartition_v7_to_8, _encode_MetadataResponsePartition_v9_to_13, _encode_MetadataResponsePartition_v9_to_13, _encode_MetadataResponsePartition_v9_to_13, _encode_MetadataResponsePartition_v9_to_13, _encode_MetadataResponsePartition_v9_to_13,)
    MetadataResponseTopic._DECODERS = (_decode_MetadataResponseTopic_v0, _decode_MetadataResponseTopic_v1_to_4, _decode_MetadataResponseTopic_v1_to_4, _decode_MetadataResponseTopic_v1_to_4, _decode_MetadataResponseTopic_v1_to_4, _decode_MetadataResponseTopic_v5_to_6, _decode_MetadataResponseTopic_v5_to_6, _decode_MetadataResponseTopic_v7, _decode_MetadataResponseTopic_v8, _decode_MetadataResponseTopic_v9, _decode_MetadataResponseTopic_v10_to_11, _decode_MetadataResponseTopic_v10_to_11, _decode_MetadataResponseTopic_v12_to_13, _decode_MetadataResponseTopic_v12_to_13,)
    MetadataResponseTopic._ENCODERS = (_encode_MetadataResponseTopic_v0, _encode_MetadataResponseTopic_v1_to_4, _encode_MetadataResponseTopic_v1_to_4, _encode_MetadataResponseTopic_v1_to_4, _encode_MetadataResponseTopic_v1_to_4, _encode_MetadataResponseTopic_v5_to_6, _encode_MetadataResponseTopic_v5_to_6, _encode_MetadataResponseTopic_v7, _encode_MetadataResponseTopic_v8, _encode_MetadataResponseTopic_v9, _encode_MetadataResponseTopic_v10_to_11, _encode_MetadataResponseTopic_v10_to_11, _encode_MetadataResponseTopic_v12_to_13, _encode_MetadataResponseTopic_v12_to_13,)
    MetadataResponse._DECODERS = (_decode_MetadataResponse_v0, _decode_MetadataResponse_v1, _decode_MetadataResponse_v2, _decode_MetadataResponse_v3_to_4, _decode_MetadataResponse_v3_to_4, _decode_MetadataResponse_v5_to_6, _decode_MetadataResponse_v5_to_6, _decode_MetadataResponse_v7, _decode_MetadataResponse_v8, _decode_MetadataResponse_v9, _decode_MetadataResponse_v10, _decode_MetadataResponse_v11, _decode_MetadataResponse_v12, _decode_MetadataResponse_v13,)
    MetadataResponse._ENCODERS = (_encode_MetadataResponse_v0, _encode_MetadataResponse_v1, _encode_MetadataResponse_v2, _encode_MetadataResponse_v3_to_4, _encode_MetadataResponse_v3_to_4, _encode_MetadataResponse_v5_to_6, _encode_MetadataResponse_v5_to_6, _encode_MetadataResponse_v7, _encode_MetadataResponse_v8, _encode_MetadataResponse_v9, _encode_MetadataResponse_v10, _encode_MetadataResponse_v11, _encode_MetadataResponse_v12, _encode_MetadataResponse_v13,)
