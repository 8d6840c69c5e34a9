"""Generated from schemas/DescribeLogDirsRequest.json, schemas/DescribeLogDirsResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_ih = _struct.Struct('>ih')
_S_ihBB = _struct.Struct('>ihBB')
_S_ii = _struct.Struct('>ii')
_S_iqqo = _struct.Struct('>iqq?')
_S_iqqoB = _struct.Struct('>iqq?B')
_S_qq = _struct.Struct('>qq')
_S_qqB = _struct.Struct('>qqB')
_S_qqo = _struct.Struct('>qq?')
_S_qqoB = _struct.Struct('>qq?B')

def _decode_DescribableLogDirTopic_v1(buf, pos):
    limit = len(buf)
    self = _new(DescribableLogDirTopic)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field Topic is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Topic runs past the end of the buffer')
        self.topic = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.partitions = []
    elif n < 0:
        raise _DecodeError('non-nullable array Partitions is null')
    else:
        self.partitions = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribableLogDirTopic_v1(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('DescribableLogDirTopic.topic is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribableLogDirTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        w(_pack('>%di' % len(items0), *items0))


def _decode_DescribableLogDirTopic_v2_to_5(buf, pos):
    limit = len(buf)
    self = _new(DescribableLogDirTopic)
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
        raise _DecodeError('non-nullable field Topic is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Topic runs past the end of the buffer')
        self.topic = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
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
        self.partitions = []
    elif n < 0:
        raise _DecodeError('non-nullable array Partitions is null')
    else:
        self.partitions = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribableLogDirTopic_v2_to_5(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('DescribableLogDirTopic.topic is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribableLogDirTopic.partitions is None, but it cannot be null')
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


def _decode_DescribeLogDirsRequest_v1(buf, pos):
    limit = len(buf)
    self = _new(DescribeLogDirsRequest)
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
            item0 = _new(DescribableLogDirTopic)
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field Topic is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Topic runs past the end of the buffer')
                item0.topic = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                item0.partitions = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeLogDirsRequest_v1(o, out, big):
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
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('DescribableLogDirTopic.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribableLogDirTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))


def _decode_DescribeLogDirsRequest_v2_to_5(buf, pos):
    limit = len(buf)
    self = _new(DescribeLogDirsRequest)
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
            item0 = _new(DescribableLogDirTopic)
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
                raise _DecodeError('non-nullable field Topic is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Topic runs past the end of the buffer')
                item0.topic = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
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
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                item0.partitions = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeLogDirsRequest_v2_to_5(o, out, big):
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
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('DescribableLogDirTopic.topic is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribableLogDirTopic.partitions is None, but it cannot be null')
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


def _decode_DescribeLogDirsPartition_v1(buf, pos):
    limit = len(buf)
    self = _new(DescribeLogDirsPartition)
    self.partition_index, self.partition_size, self.offset_lag, self.is_future_key = _S_iqqo.unpack_from(buf, pos)
    pos += 21
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeLogDirsPartition_v1(o, out, big):
    w = out.append
    w(_S_iqqo.pack(o.partition_index, o.partition_size, o.offset_lag, o.is_future_key))


def _decode_DescribeLogDirsPartition_v2_to_5(buf, pos):
    limit = len(buf)
    self = _new(DescribeLogDirsPartition)
    self.partition_index, self.partition_size, self.offset_lag, self.is_future_key, _t = _S_iqqoB.unpack_from(buf, pos)
    pos += 22
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeLogDirsPartition_v2_to_5(o, out, big):
    w = out.append
    w(_S_iqqo.pack(o.partition_index, o.partition_size, o.offset_lag, o.is_future_key))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeLogDirsTopic_v1(buf, pos):
    limit = len(buf)
    self = _new(DescribeLogDirsTopic)
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
            item0 = _new(DescribeLogDirsPartition)
            item0.partition_index, item0.partition_size, item0.offset_lag, item0.is_future_key = _S_iqqo.unpack_from(buf, pos)
            pos += 21
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeLogDirsTopic_v1(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('DescribeLogDirsTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeLogDirsTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_iqqo.pack(item0.partition_index, item0.partition_size, item0.offset_lag, item0.is_future_key))


def _decode_DescribeLogDirsTopic_v2_to_5(buf, pos):
    limit = len(buf)
    self = _new(DescribeLogDirsTopic)
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
        self.partitions = []
    elif n < 0:
        raise _DecodeError('non-nullable array Partitions is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribeLogDirsPartition)
            item0.partition_index, item0.partition_size, item0.offset_lag, item0.is_future_key, _t = _S_iqqoB.unpack_from(buf, pos)
            pos += 22
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeLogDirsTopic_v2_to_5(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('DescribeLogDirsTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeLogDirsTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_iqqo.pack(item0.partition_index, item0.partition_size, item0.offset_lag, item0.is_future_key))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeLogDirsResult_v1(buf, pos):
    limit = len(buf)
    self = _new(DescribeLogDirsResult)
    self.error_code, n = _S_hh.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        raise _DecodeError('non-nullable field LogDir is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field LogDir runs past the end of the buffer')
        self.log_dir = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
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
            item0 = _new(DescribeLogDirsTopic)
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
                    item1 = _new(DescribeLogDirsPartition)
                    item1.partition_index, item1.partition_size, item1.offset_lag, item1.is_future_key = _S_iqqo.unpack_from(buf, pos)
                    pos += 21
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.total_bytes = -1
    self.usable_bytes = -1
    self.is_cordoned = False
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeLogDirsResult_v1(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    v = o.log_dir
    if v is None:
        raise _UnsupportedVersionError('DescribeLogDirsResult.log_dir is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeLogDirsResult.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('DescribeLogDirsTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeLogDirsTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_iqqo.pack(item1.partition_index, item1.partition_size, item1.offset_lag, item1.is_future_key))


def _decode_DescribeLogDirsResult_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(DescribeLogDirsResult)
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
        raise _DecodeError('non-nullable field LogDir is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field LogDir runs past the end of the buffer')
        self.log_dir = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
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
            item0 = _new(DescribeLogDirsTopic)
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
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribeLogDirsPartition)
                    item1.partition_index, item1.partition_size, item1.offset_lag, item1.is_future_key, _t = _S_iqqoB.unpack_from(buf, pos)
                    pos += 22
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.total_bytes = -1
    self.usable_bytes = -1
    self.is_cordoned = False
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeLogDirsResult_v2_to_3(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    v = o.log_dir
    if v is None:
        raise _UnsupportedVersionError('DescribeLogDirsResult.log_dir is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeLogDirsResult.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('DescribeLogDirsTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeLogDirsTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_iqqo.pack(item1.partition_index, item1.partition_size, item1.offset_lag, item1.is_future_key))
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeLogDirsResult_v4(buf, pos):
    limit = len(buf)
    self = _new(DescribeLogDirsResult)
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
        raise _DecodeError('non-nullable field LogDir is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field LogDir runs past the end of the buffer')
        self.log_dir = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
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
            item0 = _new(DescribeLogDirsTopic)
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
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribeLogDirsPartition)
                    item1.partition_index, item1.partition_size, item1.offset_lag, item1.is_future_key, _t = _S_iqqoB.unpack_from(buf, pos)
                    pos += 22
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.total_bytes, self.usable_bytes, _t = _S_qqB.unpack_from(buf, pos)
    pos += 17
    self.is_cordoned = False
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeLogDirsResult_v4(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    v = o.log_dir
    if v is None:
        raise _UnsupportedVersionError('DescribeLogDirsResult.log_dir is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeLogDirsResult.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('DescribeLogDirsTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeLogDirsTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_iqqo.pack(item1.partition_index, item1.partition_size, item1.offset_lag, item1.is_future_key))
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    w(_S_qq.pack(o.total_bytes, o.usable_bytes))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeLogDirsResult_v5(buf, pos):
    limit = len(buf)
    self = _new(DescribeLogDirsResult)
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
        raise _DecodeError('non-nullable field LogDir is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field LogDir runs past the end of the buffer')
        self.log_dir = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
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
            item0 = _new(DescribeLogDirsTopic)
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
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribeLogDirsPartition)
                    item1.partition_index, item1.partition_size, item1.offset_lag, item1.is_future_key, _t = _S_iqqoB.unpack_from(buf, pos)
                    pos += 22
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.total_bytes, self.usable_bytes, self.is_cordoned, _t = _S_qqoB.unpack_from(buf, pos)
    pos += 18
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeLogDirsResult_v5(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    v = o.log_dir
    if v is None:
        raise _UnsupportedVersionError('DescribeLogDirsResult.log_dir is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeLogDirsResult.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('DescribeLogDirsTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeLogDirsTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_iqqo.pack(item1.partition_index, item1.partition_size, item1.offset_lag, item1.is_future_key))
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    w(_S_qqo.pack(o.total_bytes, o.usable_bytes, o.is_cordoned))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeLogDirsResponse_v1(buf, pos):
    limit = len(buf)
    self = _new(DescribeLogDirsResponse)
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
            item0 = _new(DescribeLogDirsResult)
            item0.error_code, n = _S_hh.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                raise _DecodeError('non-nullable field LogDir is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field LogDir runs past the end of the buffer')
                item0.log_dir = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.topics = []
            elif n < 0:
                raise _DecodeError('non-nullable array Topics is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Topics claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribeLogDirsTopic)
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        raise _DecodeError('non-nullable field Name is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Name runs past the end of the buffer')
                        item1.name = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n == 0:
                        item1.partitions = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array Partitions is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array Partitions claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(DescribeLogDirsPartition)
                            item2.partition_index, item2.partition_size, item2.offset_lag, item2.is_future_key = _S_iqqo.unpack_from(buf, pos)
                            pos += 21
                            item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.partitions = items2
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.topics = items1
            item0.total_bytes = -1
            item0.usable_bytes = -1
            item0.is_cordoned = False
            item0.unknown_tagged_fields = None
            append0(item0)
        self.results = items0
    self.error_code = 0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeLogDirsResponse_v1(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeLogDirsResponse.results is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_h.pack(item0.error_code))
            v = item0.log_dir
            if v is None:
                raise _UnsupportedVersionError('DescribeLogDirsResult.log_dir is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.topics
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeLogDirsResult.topics is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('DescribeLogDirsTopic.name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    items2 = item1.partitions
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('DescribeLogDirsTopic.partitions is None, but it cannot be null')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        for item2 in items2:
                            w(_S_iqqo.pack(item2.partition_index, item2.partition_size, item2.offset_lag, item2.is_future_key))


def _decode_DescribeLogDirsResponse_v2(buf, pos):
    limit = len(buf)
    self = _new(DescribeLogDirsResponse)
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
            item0 = _new(DescribeLogDirsResult)
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
                raise _DecodeError('non-nullable field LogDir is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field LogDir runs past the end of the buffer')
                item0.log_dir = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
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
                item0.topics = []
            elif n < 0:
                raise _DecodeError('non-nullable array Topics is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Topics claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribeLogDirsTopic)
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
                        item1.name = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
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
                        item1.partitions = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array Partitions is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array Partitions claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(DescribeLogDirsPartition)
                            item2.partition_index, item2.partition_size, item2.offset_lag, item2.is_future_key, _t = _S_iqqoB.unpack_from(buf, pos)
                            pos += 22
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.partitions = items2
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.topics = items1
            item0.total_bytes = -1
            item0.usable_bytes = -1
            item0.is_cordoned = False
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.results = items0
    self.error_code = 0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeLogDirsResponse_v2(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeLogDirsResponse.results is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_h.pack(item0.error_code))
            v = item0.log_dir
            if v is None:
                raise _UnsupportedVersionError('DescribeLogDirsResult.log_dir is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.topics
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeLogDirsResult.topics is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('DescribeLogDirsTopic.name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    items2 = item1.partitions
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('DescribeLogDirsTopic.partitions is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_iqqo.pack(item2.partition_index, item2.partition_size, item2.offset_lag, item2.is_future_key))
                            if item2.unknown_tagged_fields:
                                _write_tags([], item2.unknown_tagged_fields, w)
                            else:
                                w(b'\x00')
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeLogDirsResponse_v3(buf, pos):
    limit = len(buf)
    self = _new(DescribeLogDirsResponse)
    self.throttle_time_ms, self.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
    if n < 128:
        pos += 7
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 8
    else:
        n, pos = _read_uvarint(buf, pos + 6)
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
            item0 = _new(DescribeLogDirsResult)
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
                raise _DecodeError('non-nullable field LogDir is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field LogDir runs past the end of the buffer')
                item0.log_dir = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
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
                item0.topics = []
            elif n < 0:
                raise _DecodeError('non-nullable array Topics is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Topics claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribeLogDirsTopic)
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
                        item1.name = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
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
                        item1.partitions = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array Partitions is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array Partitions claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(DescribeLogDirsPartition)
                            item2.partition_index, item2.partition_size, item2.offset_lag, item2.is_future_key, _t = _S_iqqoB.unpack_from(buf, pos)
                            pos += 22
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.partitions = items2
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.topics = items1
            item0.total_bytes = -1
            item0.usable_bytes = -1
            item0.is_cordoned = False
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


def _encode_DescribeLogDirsResponse_v3(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    items0 = o.results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeLogDirsResponse.results is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_h.pack(item0.error_code))
            v = item0.log_dir
            if v is None:
                raise _UnsupportedVersionError('DescribeLogDirsResult.log_dir is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.topics
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeLogDirsResult.topics is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('DescribeLogDirsTopic.name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    items2 = item1.partitions
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('DescribeLogDirsTopic.partitions is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_iqqo.pack(item2.partition_index, item2.partition_size, item2.offset_lag, item2.is_future_key))
                            if item2.unknown_tagged_fields:
                                _write_tags([], item2.unknown_tagged_fields, w)
                            else:
                                w(b'\x00')
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeLogDirsResponse_v4(buf, pos):
    limit = len(buf)
    self = _new(DescribeLogDirsResponse)
    self.throttle_time_ms, self.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
    if n < 128:
        pos += 7
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 8
    else:
        n, pos = _read_uvarint(buf, pos + 6)
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
            item0 = _new(DescribeLogDirsResult)
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
                raise _DecodeError('non-nullable field LogDir is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field LogDir runs past the end of the buffer')
                item0.log_dir = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
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
                item0.topics = []
            elif n < 0:
                raise _DecodeError('non-nullable array Topics is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Topics claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribeLogDirsTopic)
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
                        item1.name = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
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
                        item1.partitions = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array Partitions is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array Partitions claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(DescribeLogDirsPartition)
                            item2.partition_index, item2.partition_size, item2.offset_lag, item2.is_future_key, _t = _S_iqqoB.unpack_from(buf, pos)
                            pos += 22
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.partitions = items2
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.topics = items1
            item0.total_bytes, item0.usable_bytes, _t = _S_qqB.unpack_from(buf, pos)
            pos += 17
            item0.is_cordoned = False
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.results = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeLogDirsResponse_v4(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    items0 = o.results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeLogDirsResponse.results is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_h.pack(item0.error_code))
            v = item0.log_dir
            if v is None:
                raise _UnsupportedVersionError('DescribeLogDirsResult.log_dir is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.topics
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeLogDirsResult.topics is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('DescribeLogDirsTopic.name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    items2 = item1.partitions
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('DescribeLogDirsTopic.partitions is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_iqqo.pack(item2.partition_index, item2.partition_size, item2.offset_lag, item2.is_future_key))
                            if item2.unknown_tagged_fields:
                                _write_tags([], item2.unknown_tagged_fields, w)
                            else:
                                w(b'\x00')
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            w(_S_qq.pack(item0.total_bytes, item0.usable_bytes))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeLogDirsResponse_v5(buf, pos):
    limit = len(buf)
    self = _new(DescribeLogDirsResponse)
    self.throttle_time_ms, self.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
    if n < 128:
        pos += 7
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 8
    else:
        n, pos = _read_uvarint(buf, pos + 6)
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
            item0 = _new(DescribeLogDirsResult)
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
                raise _DecodeError('non-nullable field LogDir is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field LogDir runs past the end of the buffer')
                item0.log_dir = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
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
                item0.topics = []
            elif n < 0:
                raise _DecodeError('non-nullable array Topics is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Topics claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribeLogDirsTopic)
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
                        item1.name = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
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
                        item1.partitions = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array Partitions is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array Partitions claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(DescribeLogDirsPartition)
                            item2.partition_index, item2.partition_size, item2.offset_lag, item2.is_future_key, _t = _S_iqqoB.unpack_from(buf, pos)
                            pos += 22
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.partitions = items2
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.topics = items1
            item0.total_bytes, item0.usable_bytes, item0.is_cordoned, _t = _S_qqoB.unpack_from(buf, pos)
            pos += 18
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.results = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeLogDirsResponse_v5(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    items0 = o.results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeLogDirsResponse.results is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_h.pack(item0.error_code))
            v = item0.log_dir
            if v is None:
                raise _UnsupportedVersionError('DescribeLogDirsResult.log_dir is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.topics
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeLogDirsResult.topics is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('DescribeLogDirsTopic.name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    items2 = item1.partitions
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('DescribeLogDirsTopic.partitions is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_iqqo.pack(item2.partition_index, item2.partition_size, item2.offset_lag, item2.is_future_key))
                            if item2.unknown_tagged_fields:
                                _write_tags([], item2.unknown_tagged_fields, w)
                            else:
                                w(b'\x00')
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            w(_S_qqo.pack(item0.total_bytes, item0.usable_bytes, item0.is_cordoned))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/describe_log_dirs.py (`classes`: its namespace) and give
    them their per-version tables."""
    global DescribableLogDirTopic, DescribeLogDirsRequest, DescribeLogDirsPartition, DescribeLogDirsTopic, DescribeLogDirsResult, DescribeLogDirsResponse
    DescribableLogDirTopic = classes['DescribableLogDirTopic']
    DescribeLogDirsRequest = classes['DescribeLogDirsRequest']
    DescribeLogDirsPartition = classes['DescribeLogDirsPartition']
    DescribeLogDirsTopic = classes['DescribeLogDirsTopic']
    DescribeLogDirsResult = classes['DescribeLogDirsResult']
    DescribeLogDirsResponse = classes['DescribeLogDirsResponse']
    DescribableLogDirTopic._DECODERS = (None, _decode_DescribableLogDirTopic_v1, _decode_DescribableLogDirTopic_v2_to_5, _decode_DescribableLogDirTopic_v2_to_5, _decode_DescribableLogDirTopic_v2_to_5, _decode_DescribableLogDirTopic_v2_to_5,)
    DescribableLogDirTopic._ENCODERS = (None, _encode_DescribableLogDirTopic_v1, _encode_DescribableLogDirTopic_v2_to_5, _encode_DescribableLogDirTopic_v2_to_5, _encode_DescribableLogDirTopic_v2_to_5, _encode_DescribableLogDirTopic_v2_to_5,)
    DescribeLogDirsRequest._DECODERS = (None, _decode_DescribeLogDirsRequest_v1, _decode_DescribeLogDirsRequest_v2_to_5, _decode_DescribeLogDirsRequest_v2_to_5, _decode_DescribeLogDirsRequest_v2_to_5, _decode_DescribeLogDirsRequest_v2_to_5,)
    DescribeLogDirsRequest._ENCODERS = (None, _encode_DescribeLogDirsRequest_v1, _encode_DescribeLogDirsRequest_v2_to_5, _encode_DescribeLogDirsRequest_v2_to_5, _encode_DescribeLogDirsRequest_v2_to_5, _encode_DescribeLogDirsRequest_v2_to_5,)
    DescribeLogDirsPartition._DECODERS = (None, _decode_DescribeLogDirsPartition_v1, _decode_DescribeLogDirsPartition_v2_to_5, _decode_DescribeLogDirsPartition_v2_to_5, _decode_DescribeLogDirsPartition_v2_to_5, _decode_DescribeLogDirsPartition_v2_to_5,)
    DescribeLogDirsPartition._ENCODERS = (None, _encode_DescribeLogDirsPartition_v1, _encode_DescribeLogDirsPartition_v2_to_5, _encode_DescribeLogDirsPartition_v2_to_5, _encode_DescribeLogDirsPartition_v2_to_5, _encode_DescribeLogDirsPartition_v2_to_5,)
    DescribeLogDirsTopic._DECODERS = (None, _decode_DescribeLogDirsTopic_v1, _decode_DescribeLogDirsTopic_v2_to_5, _decode_DescribeLogDirsTopic_v2_to_5, _decode_DescribeLogDirsTopic_v2_to_5, _decode_DescribeLogDirsTopic_v2_to_5,)
    DescribeLogDirsTopic._ENCODERS = (None, _encode_DescribeLogDirsTopic_v1, _encode_DescribeLogDirsTopic_v2_to_5, _encode_DescribeLogDirsTopic_v2_to_5, _encode_DescribeLogDirsTopic_v2_to_5, _encode_DescribeLogDirsTopic_v2_to_5,)
    DescribeLogDirsResult._DECODERS = (None, _decode_DescribeLogDirsResult_v1, _decode_DescribeLogDirsResult_v2_to_3, _decode_DescribeLogDirsResult_v2_to_3, _decode_DescribeLogDirsResult_v4, _decode_DescribeLogDirsResult_v5,)
    DescribeLogDirsResult._ENCODERS = (None, _encode_DescribeLogDirsResult_v1, _encode_DescribeLogDirsResult_v2_to_3, _encode_DescribeLogDirsResult_v2_to_3, _encode_DescribeLogDirsResult_v4, _encode_DescribeLogDirsResult_v5,)
    DescribeLogDirsResponse._DECODERS = (None, _decode_DescribeLogDirsResponse_v1, _decode_DescribeLogDirsResponse_v2, _decode_DescribeLogDirsResponse_v3, _decode_DescribeLogDirsResponse_v4, _decode_DescribeLogDirsResponse_v5,)
    DescribeLogDirsResponse._ENCODERS = (None, _encode_DescribeLogDirsResponse_v1, _encode_DescribeLogDirsResponse_v2, _encode_DescribeLogDirsResponse_v3, _encode_DescribeLogDirsResponse_v4, _encode_DescribeLogDirsResponse_v5,)
