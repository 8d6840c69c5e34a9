"""Generated from schemas/CreatePartitionsRequest.json, schemas/CreatePartitionsResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_hBB = _struct.Struct('>hBB')
_S_hh = _struct.Struct('>hh')
_S_i = _struct.Struct('>i')
_S_iBB = _struct.Struct('>iBB')
_S_ii = _struct.Struct('>ii')
_S_io = _struct.Struct('>i?')
_S_ioB = _struct.Struct('>i?B')

def _decode_CreatePartitionsAssignment_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(CreatePartitionsAssignment)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.broker_ids = []
    elif n < 0:
        raise _DecodeError('non-nullable array BrokerIds is null')
    else:
        self.broker_ids = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    self.unknown_tagged_fields = None
    return self, pos


def _encode_CreatePartitionsAssignment_v0_to_1(o, out, big):
    w = out.append
    items0 = o.broker_ids
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('CreatePartitionsAssignment.broker_ids is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        w(_pack('>%di' % len(items0), *items0))


def _decode_CreatePartitionsAssignment_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(CreatePartitionsAssignment)
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
        self.broker_ids = []
    elif n < 0:
        raise _DecodeError('non-nullable array BrokerIds is null')
    else:
        self.broker_ids = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_CreatePartitionsAssignment_v2_to_3(o, out, big):
    w = out.append
    items0 = o.broker_ids
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('CreatePartitionsAssignment.broker_ids is None, but it cannot be null')
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


def _decode_CreatePartitionsTopic_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(CreatePartitionsTopic)
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
    self.count, n = _S_ii.unpack_from(buf, pos)
    pos += 8
    if n == 0:
        self.assignments = []
    elif n < 0:
        self.assignments = None
    else:
        if n > limit - pos:
            raise _DecodeError('array Assignments claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(CreatePartitionsAssignment)
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.broker_ids = []
            elif n < 0:
                raise _DecodeError('non-nullable array BrokerIds is null')
            else:
                item0.broker_ids = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.unknown_tagged_fields = None
            append0(item0)
        self.assignments = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_CreatePartitionsTopic_v0_to_1(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('CreatePartitionsTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_i.pack(o.count))
    items0 = o.assignments
    if not items0:
        if items0 is None:
            w(b'\xff\xff\xff\xff')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            items1 = item0.broker_ids
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('CreatePartitionsAssignment.broker_ids is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))


def _decode_CreatePartitionsTopic_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(CreatePartitionsTopic)
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
    self.count, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n == 0:
        self.assignments = []
    elif n < 0:
        self.assignments = None
    else:
        if n > limit - pos:
            raise _DecodeError('array Assignments claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(CreatePartitionsAssignment)
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
                item0.broker_ids = []
            elif n < 0:
                raise _DecodeError('non-nullable array BrokerIds is null')
            else:
                item0.broker_ids = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.assignments = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_CreatePartitionsTopic_v2_to_3(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('CreatePartitionsTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_i.pack(o.count))
    items0 = o.assignments
    if not items0:
        if items0 is None:
            w(b'\x00')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            items1 = item0.broker_ids
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('CreatePartitionsAssignment.broker_ids is None, but it cannot be null')
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
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_CreatePartitionsRequest_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(CreatePartitionsRequest)
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
            item0 = _new(CreatePartitionsTopic)
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
            item0.count, n = _S_ii.unpack_from(buf, pos)
            pos += 8
            if n == 0:
                item0.assignments = []
            elif n < 0:
                item0.assignments = None
            else:
                if n > limit - pos:
                    raise _DecodeError('array Assignments claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(CreatePartitionsAssignment)
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n == 0:
                        item1.broker_ids = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array BrokerIds is null')
                    else:
                        item1.broker_ids = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.assignments = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.timeout_ms, self.validate_only = _S_io.unpack_from(buf, pos)
    pos += 5
    self.unknown_tagged_fields = None
    return self, pos


def _encode_CreatePartitionsRequest_v0_to_1(o, out, big):
    w = out.append
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('CreatePartitionsRequest.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('CreatePartitionsTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_i.pack(item0.count))
            items1 = item0.assignments
            if not items1:
                if items1 is None:
                    w(b'\xff\xff\xff\xff')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    items2 = item1.broker_ids
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('CreatePartitionsAssignment.broker_ids is None, but it cannot be null')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        w(_pack('>%di' % len(items2), *items2))
    w(_S_io.pack(o.timeout_ms, o.validate_only))


def _decode_CreatePartitionsRequest_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(CreatePartitionsRequest)
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
            item0 = _new(CreatePartitionsTopic)
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
            item0.count, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n == 0:
                item0.assignments = []
            elif n < 0:
                item0.assignments = None
            else:
                if n > limit - pos:
                    raise _DecodeError('array Assignments claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(CreatePartitionsAssignment)
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
                        item1.broker_ids = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array BrokerIds is null')
                    else:
                        item1.broker_ids = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.assignments = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.timeout_ms, self.validate_only, _t = _S_ioB.unpack_from(buf, pos)
    pos += 6
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_CreatePartitionsRequest_v2_to_3(o, out, big):
    w = out.append
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('CreatePartitionsRequest.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('CreatePartitionsTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_i.pack(item0.count))
            items1 = item0.assignments
            if not items1:
                if items1 is None:
                    w(b'\x00')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    items2 = item1.broker_ids
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('CreatePartitionsAssignment.broker_ids is None, but it cannot be null')
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
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    w(_S_io.pack(o.timeout_ms, o.validate_only))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_CreatePartitionsTopicResult_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(CreatePartitionsTopicResult)
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
    self.error_code, n = _S_hh.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        self.error_message = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
        self.error_message = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_CreatePartitionsTopicResult_v0_to_1(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('CreatePartitionsTopicResult.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_h.pack(o.error_code))
    v = o.error_message
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_CreatePartitionsTopicResult_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(CreatePartitionsTopicResult)
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
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_CreatePartitionsTopicResult_v2_to_3(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('CreatePartitionsTopicResult.name is None, but it cannot be null')
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


def _decode_CreatePartitionsResponse_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(CreatePartitionsResponse)
    self.throttle_time_ms, n = _S_ii.unpack_from(buf, pos)
    pos += 8
    if n == 0:
        self.results = []
    elif n < 0:
        raise _DecodeError('non-nullable array Results is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Results claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(CreatePartitionsTopicResult)
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
            item0.error_code, n = _S_hh.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                item0.error_message = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                item0.error_message = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.results = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_CreatePartitionsResponse_v0_to_1(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('CreatePartitionsResponse.results is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('CreatePartitionsTopicResult.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_h.pack(item0.error_code))
            v = item0.error_message
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)


def _decode_CreatePartitionsResponse_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(CreatePartitionsResponse)
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
        self.results = []
    elif n < 0:
        raise _DecodeError('non-nullable array Results is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Results claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(CreatePartitionsTopicResult)
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
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.results = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_CreatePartitionsResponse_v2_to_3(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('CreatePartitionsResponse.results is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('CreatePartitionsTopicResult.name is None, but it cannot be null')
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


def attach(classes):
    """Bind the classes of messages/create_partitions.py (`classes`: its namespace) and give
    them their per-version tables."""
    global CreatePartitionsAssignment, CreatePartitionsTopic, CreatePartitionsRequest, CreatePartitionsTopicResult, CreatePartitionsResponse
    CreatePartitionsAssignment = classes['CreatePartitionsAssignment']
    CreatePartitionsTopic = classes['CreatePartitionsTopic']
    CreatePartitionsRequest = classes['CreatePartitionsRequest']
    CreatePartitionsTopicResult = classes['CreatePartitionsTopicResult']
    CreatePartitionsResponse = classes['CreatePartitionsResponse']
    CreatePartitionsAssignment._DECODERS = (_decode_CreatePartitionsAssignment_v0_to_1, _decode_CreatePartitionsAssignment_v0_to_1, _decode_CreatePartitionsAssignment_v2_to_3, _decode_CreatePartitionsAssignment_v2_to_3,)
    CreatePartitionsAssignment._ENCODERS = (_encode_CreatePartitionsAssignment_v0_to_1, _encode_CreatePartitionsAssignment_v0_to_1, _encode_CreatePartitionsAssignment_v2_to_3, _encode_CreatePartitionsAssignment_v2_to_3,)
    CreatePartitionsTopic._DECODERS = (_decode_CreatePartitionsTopic_v0_to_1, _decode_CreatePartitionsTopic_v0_to_1, _decode_CreatePartitionsTopic_v2_to_3, _decode_CreatePartitionsTopic_v2_to_3,)
    CreatePartitionsTopic._ENCODERS = (_encode_CreatePartitionsTopic_v0_to_1, _encode_CreatePartitionsTopic_v0_to_1, _encode_CreatePartitionsTopic_v2_to_3, _encode_CreatePartitionsTopic_v2_to_3,)
    CreatePartitionsRequest._DECODERS = (_decode_CreatePartitionsRequest_v0_to_1, _decode_CreatePartitionsRequest_v0_to_1, _decode_CreatePartitionsRequest_v2_to_3, _decode_CreatePartitionsRequest_v2_to_3,)
    CreatePartitionsRequest._ENCODERS = (_encode_CreatePartitionsRequest_v0_to_1, _encode_CreatePartitionsRequest_v0_to_1, _encode_CreatePartitionsRequest_v2_to_3, _encode_CreatePartitionsRequest_v2_to_3,)
    CreatePartitionsTopicResult._DECODERS = (_decode_CreatePartitionsTopicResult_v0_to_1, _decode_CreatePartitionsTopicResult_v0_to_1, _decode_CreatePartitionsTopicResult_v2_to_3, _decode_CreatePartitionsTopicResult_v2_to_3,)
    CreatePartitionsTopicResult._ENCODERS = (_encode_CreatePartitionsTopicResult_v0_to_1, _encode_CreatePartitionsTopicResult_v0_to_1, _encode_CreatePartitionsTopicResult_v2_to_3, _encode_CreatePartitionsTopicResult_v2_to_3,)
    CreatePartitionsResponse._DECODERS = (_decode_CreatePartitionsResponse_v0_to_1, _decode_CreatePartitionsResponse_v0_to_1, _decode_CreatePartitionsResponse_v2_to_3, _decode_CreatePartitionsResponse_v2_to_3,)
    CreatePartitionsResponse._ENCODERS = (_encode_CreatePartitionsResponse_v0_to_1, _encode_CreatePartitionsResponse_v0_to_1, _encode_CreatePartitionsResponse_v2_to_3, _encode_CreatePartitionsResponse_v2_to_3,)
