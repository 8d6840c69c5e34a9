"""Generated from schemas/DescribeShareGroupOffsetsRequest.json, schemas/DescribeShareGroupOffsetsResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_i = _struct.Struct('>i')
_S_iBB = _struct.Struct('>iBB')
_S_iqih = _struct.Struct('>iqih')
_S_iqihBB = _struct.Struct('>iqihBB')
_S_iqiqh = _struct.Struct('>iqiqh')
_S_iqiqhBB = _struct.Struct('>iqiqhBB')
_S_u = _struct.Struct('>16s')
_S_uBB = _struct.Struct('>16sBB')

def _decode_DescribeShareGroupOffsetsRequestTopic_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(DescribeShareGroupOffsetsRequestTopic)
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
        raise _DecodeError('non-nullable field TopicName is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TopicName runs past the end of the buffer')
        self.topic_name = str(buf[pos:end], 'utf-8', 'replace')
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


def _encode_DescribeShareGroupOffsetsRequestTopic_v0_to_1(o, out, big):
    w = out.append
    v = o.topic_name
    if v is None:
        raise _UnsupportedVersionError('DescribeShareGroupOffsetsRequestTopic.topic_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeShareGroupOffsetsRequestTopic.partitions is None, but it cannot be null')
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


def _decode_DescribeShareGroupOffsetsRequestGroup_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(DescribeShareGroupOffsetsRequestGroup)
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
        raise _DecodeError('non-nullable field GroupId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field GroupId runs past the end of the buffer')
        self.group_id = str(buf[pos:end], 'utf-8', 'replace')
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
        self.topics = None
    else:
        if n > limit - pos:
            raise _DecodeError('array Topics claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribeShareGroupOffsetsRequestTopic)
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
                raise _DecodeError('non-nullable field TopicName is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field TopicName runs past the end of the buffer')
                item0.topic_name = str(buf[pos:end], 'utf-8', 'replace')
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


def _encode_DescribeShareGroupOffsetsRequestGroup_v0_to_1(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('DescribeShareGroupOffsetsRequestGroup.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
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
            v = item0.topic_name
            if v is None:
                raise _UnsupportedVersionError('DescribeShareGroupOffsetsRequestTopic.topic_name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeShareGroupOffsetsRequestTopic.partitions is None, but it cannot be null')
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


def _decode_DescribeShareGroupOffsetsRequest_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(DescribeShareGroupOffsetsRequest)
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
        self.groups = []
    elif n < 0:
        raise _DecodeError('non-nullable array Groups is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Groups claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribeShareGroupOffsetsRequestGroup)
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
                raise _DecodeError('non-nullable field GroupId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupId runs past the end of the buffer')
                item0.group_id = str(buf[pos:end], 'utf-8', 'replace')
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
                item0.topics = None
            else:
                if n > limit - pos:
                    raise _DecodeError('array Topics claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribeShareGroupOffsetsRequestTopic)
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
                        raise _DecodeError('non-nullable field TopicName is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field TopicName runs past the end of the buffer')
                        item1.topic_name = str(buf[pos:end], 'utf-8', 'replace')
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
                        item1.partitions = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.topics = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.groups = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeShareGroupOffsetsRequest_v0_to_1(o, out, big):
    w = out.append
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeShareGroupOffsetsRequest.groups is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('DescribeShareGroupOffsetsRequestGroup.group_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.topics
            if not items1:
                if items1 is None:
                    w(b'\x00')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.topic_name
                    if v is None:
                        raise _UnsupportedVersionError('DescribeShareGroupOffsetsRequestTopic.topic_name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    items2 = item1.partitions
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('DescribeShareGroupOffsetsRequestTopic.partitions is None, but it cannot be null')
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
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeShareGroupOffsetsResponsePartition_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeShareGroupOffsetsResponsePartition)
    self.partition_index, self.start_offset, self.leader_epoch, self.error_code, n, _n2 = _S_iqihBB.unpack_from(buf, pos)
    if n < 128:
        pos += 19
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 20
    else:
        n, pos = _read_uvarint(buf, pos + 18)
    n -= 1
    if n < 0:
        self.error_message = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
        self.error_message = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.lag = -1
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeShareGroupOffsetsResponsePartition_v0(o, out, big):
    w = out.append
    w(_S_iqih.pack(o.partition_index, o.start_offset, o.leader_epoch, o.error_code))
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


def _decode_DescribeShareGroupOffsetsResponsePartition_v1(buf, pos):
    limit = len(buf)
    self = _new(DescribeShareGroupOffsetsResponsePartition)
    self.partition_index, self.start_offset, self.leader_epoch, self.lag, self.error_code, n, _n2 = _S_iqiqhBB.unpack_from(buf, pos)
    if n < 128:
        pos += 27
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 28
    else:
        n, pos = _read_uvarint(buf, pos + 26)
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


def _encode_DescribeShareGroupOffsetsResponsePartition_v1(o, out, big):
    w = out.append
    w(_S_iqiqh.pack(o.partition_index, o.start_offset, o.leader_epoch, o.lag, o.error_code))
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


def _decode_DescribeShareGroupOffsetsResponseTopic_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeShareGroupOffsetsResponseTopic)
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
        raise _DecodeError('non-nullable field TopicName is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TopicName runs past the end of the buffer')
        self.topic_name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
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
            item0 = _new(DescribeShareGroupOffsetsResponsePartition)
            item0.partition_index, item0.start_offset, item0.leader_epoch, item0.error_code, n, _n2 = _S_iqihBB.unpack_from(buf, pos)
            if n < 128:
                pos += 19
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 20
            else:
                n, pos = _read_uvarint(buf, pos + 18)
            n -= 1
            if n < 0:
                item0.error_message = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                item0.error_message = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.lag = -1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeShareGroupOffsetsResponseTopic_v0(o, out, big):
    w = out.append
    v = o.topic_name
    if v is None:
        raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponseTopic.topic_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponseTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_iqih.pack(item0.partition_index, item0.start_offset, item0.leader_epoch, item0.error_code))
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


def _decode_DescribeShareGroupOffsetsResponseTopic_v1(buf, pos):
    limit = len(buf)
    self = _new(DescribeShareGroupOffsetsResponseTopic)
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
        raise _DecodeError('non-nullable field TopicName is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TopicName runs past the end of the buffer')
        self.topic_name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
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
            item0 = _new(DescribeShareGroupOffsetsResponsePartition)
            item0.partition_index, item0.start_offset, item0.leader_epoch, item0.lag, item0.error_code, n, _n2 = _S_iqiqhBB.unpack_from(buf, pos)
            if n < 128:
                pos += 27
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 28
            else:
                n, pos = _read_uvarint(buf, pos + 26)
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
        self.partitions = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeShareGroupOffsetsResponseTopic_v1(o, out, big):
    w = out.append
    v = o.topic_name
    if v is None:
        raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponseTopic.topic_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponseTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_iqiqh.pack(item0.partition_index, item0.start_offset, item0.leader_epoch, item0.lag, item0.error_code))
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


def _decode_DescribeShareGroupOffsetsResponseGroup_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeShareGroupOffsetsResponseGroup)
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
        raise _DecodeError('non-nullable field GroupId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field GroupId runs past the end of the buffer')
        self.group_id = str(buf[pos:end], 'utf-8', 'replace')
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
            item0 = _new(DescribeShareGroupOffsetsResponseTopic)
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
                raise _DecodeError('non-nullable field TopicName is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field TopicName runs past the end of the buffer')
                item0.topic_name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
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
                    item1 = _new(DescribeShareGroupOffsetsResponsePartition)
                    item1.partition_index, item1.start_offset, item1.leader_epoch, item1.error_code, n, _n2 = _S_iqihBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 19
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 20
                    else:
                        n, pos = _read_uvarint(buf, pos + 18)
                    n -= 1
                    if n < 0:
                        item1.error_message = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                        item1.error_message = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.lag = -1
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
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


def _encode_DescribeShareGroupOffsetsResponseGroup_v0(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponseGroup.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponseGroup.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.topic_name
            if v is None:
                raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponseTopic.topic_name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponseTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_iqih.pack(item1.partition_index, item1.start_offset, item1.leader_epoch, item1.error_code))
                    v = item1.error_message
                    if v is None:
                        w(b'\x00')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
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


def _decode_DescribeShareGroupOffsetsResponseGroup_v1(buf, pos):
    limit = len(buf)
    self = _new(DescribeShareGroupOffsetsResponseGroup)
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
        raise _DecodeError('non-nullable field GroupId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field GroupId runs past the end of the buffer')
        self.group_id = str(buf[pos:end], 'utf-8', 'replace')
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
            item0 = _new(DescribeShareGroupOffsetsResponseTopic)
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
                raise _DecodeError('non-nullable field TopicName is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field TopicName runs past the end of the buffer')
                item0.topic_name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
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
                    item1 = _new(DescribeShareGroupOffsetsResponsePartition)
                    item1.partition_index, item1.start_offset, item1.leader_epoch, item1.lag, item1.error_code, n, _n2 = _S_iqiqhBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 27
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 28
                    else:
                        n, pos = _read_uvarint(buf, pos + 26)
                    n -= 1
                    if n < 0:
                        item1.error_message = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                        item1.error_message = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
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


def _encode_DescribeShareGroupOffsetsResponseGroup_v1(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponseGroup.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponseGroup.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.topic_name
            if v is None:
                raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponseTopic.topic_name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponseTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_iqiqh.pack(item1.partition_index, item1.start_offset, item1.leader_epoch, item1.lag, item1.error_code))
                    v = item1.error_message
                    if v is None:
                        w(b'\x00')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
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


def _decode_DescribeShareGroupOffsetsResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeShareGroupOffsetsResponse)
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
        self.groups = []
    elif n < 0:
        raise _DecodeError('non-nullable array Groups is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Groups claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribeShareGroupOffsetsResponseGroup)
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
                raise _DecodeError('non-nullable field GroupId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupId runs past the end of the buffer')
                item0.group_id = str(buf[pos:end], 'utf-8', 'replace')
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
                    item1 = _new(DescribeShareGroupOffsetsResponseTopic)
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
                        raise _DecodeError('non-nullable field TopicName is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field TopicName runs past the end of the buffer')
                        item1.topic_name = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    _u0, n, _n2 = _S_uBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 17
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 18
                    else:
                        n, pos = _read_uvarint(buf, pos + 16)
                    n -= 1
                    item1.topic_id = _uuid(_u0)
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
                            item2 = _new(DescribeShareGroupOffsetsResponsePartition)
                            item2.partition_index, item2.start_offset, item2.leader_epoch, item2.error_code, n, _n2 = _S_iqihBB.unpack_from(buf, pos)
                            if n < 128:
                                pos += 19
                            elif _n2 < 128:
                                n = (n & 127) | (_n2 << 7)
                                pos += 20
                            else:
                                n, pos = _read_uvarint(buf, pos + 18)
                            n -= 1
                            if n < 0:
                                item2.error_message = None
                            else:
                                end = pos + n
                                if end > limit:
                                    raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                                item2.error_message = str(buf[pos:end], 'utf-8', 'replace')
                                pos = end
                            item2.lag = -1
                            if buf[pos]:
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                pos += 1
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
        self.groups = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeShareGroupOffsetsResponse_v0(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponse.groups is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponseGroup.group_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.topics
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponseGroup.topics is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.topic_name
                    if v is None:
                        raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponseTopic.topic_name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    w(_S_u.pack(item1.topic_id.bytes))
                    items2 = item1.partitions
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponseTopic.partitions is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_iqih.pack(item2.partition_index, item2.start_offset, item2.leader_epoch, item2.error_code))
                            v = item2.error_message
                            if v is None:
                                w(b'\x00')
                            else:
                                v = v.encode()
                                size = len(v) + 1
                                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                w(v)
                            if item2.unknown_tagged_fields:
                                _write_tags([], item2.unknown_tagged_fields, w)
                            else:
                                w(b'\x00')
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
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


def _decode_DescribeShareGroupOffsetsResponse_v1(buf, pos):
    limit = len(buf)
    self = _new(DescribeShareGroupOffsetsResponse)
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
        self.groups = []
    elif n < 0:
        raise _DecodeError('non-nullable array Groups is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Groups claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribeShareGroupOffsetsResponseGroup)
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
                raise _DecodeError('non-nullable field GroupId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupId runs past the end of the buffer')
                item0.group_id = str(buf[pos:end], 'utf-8', 'replace')
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
                    item1 = _new(DescribeShareGroupOffsetsResponseTopic)
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
                        raise _DecodeError('non-nullable field TopicName is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field TopicName runs past the end of the buffer')
                        item1.topic_name = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    _u0, n, _n2 = _S_uBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 17
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 18
                    else:
                        n, pos = _read_uvarint(buf, pos + 16)
                    n -= 1
                    item1.topic_id = _uuid(_u0)
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
                            item2 = _new(DescribeShareGroupOffsetsResponsePartition)
                            item2.partition_index, item2.start_offset, item2.leader_epoch, item2.lag, item2.error_code, n, _n2 = _S_iqiqhBB.unpack_from(buf, pos)
                            if n < 128:
                                pos += 27
                            elif _n2 < 128:
                                n = (n & 127) | (_n2 << 7)
                                pos += 28
                            else:
                                n, pos = _read_uvarint(buf, pos + 26)
                            n -= 1
                            if n < 0:
                                item2.error_message = None
                            else:
                                end = pos + n
                                if end > limit:
                                    raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                                item2.error_message = str(buf[pos:end], 'utf-8', 'replace')
                                pos = end
                            if buf[pos]:
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                pos += 1
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
        self.groups = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeShareGroupOffsetsResponse_v1(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponse.groups is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponseGroup.group_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.topics
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponseGroup.topics is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.topic_name
                    if v is None:
                        raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponseTopic.topic_name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    w(_S_u.pack(item1.topic_id.bytes))
                    items2 = item1.partitions
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('DescribeShareGroupOffsetsResponseTopic.partitions is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_iqiqh.pack(item2.partition_index, item2.start_offset, item2.leader_epoch, item2.lag, item2.error_code))
                            v = item2.error_message
                            if v is None:
                                w(b'\x00')
                            else:
                                v = v.encode()
                                size = len(v) + 1
                                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                w(v)
                            if item2.unknown_tagged_fields:
                                _write_tags([], item2.unknown_tagged_fields, w)
                            else:
                                w(b'\x00')
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
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
    """Bind the classes of messages/describe_share_group_offsets.py (`classes`: its namespace) and give
    them their per-version tables."""
    global DescribeShareGroupOffsetsRequestTopic, DescribeShareGroupOffsetsRequestGroup, DescribeShareGroupOffsetsRequest, DescribeShareGroupOffsetsResponsePartition, DescribeShareGroupOffsetsResponseTopic, DescribeShareGroupOffsetsResponseGroup, DescribeShareGroupOffsetsResponse
    DescribeShareGroupOffsetsRequestTopic = classes['DescribeShareGroupOffsetsRequestTopic']
    DescribeShareGroupOffsetsRequestGroup = classes['DescribeShareGroupOffsetsRequestGroup']
    DescribeShareGroupOffsetsRequest = classes['DescribeShareGroupOffsetsRequest']
    DescribeShareGroupOffsetsResponsePartition = classes['DescribeShareGroupOffsetsResponsePartition']
    DescribeShareGroupOffsetsResponseTopic = classes['DescribeShareGroupOffsetsResponseTopic']
    DescribeShareGroupOffsetsResponseGroup = classes['DescribeShareGroupOffsetsResponseGroup']
    DescribeShareGroupOffsetsResponse = classes['DescribeShareGroupOffsetsResponse']
    DescribeShareGroupOffsetsRequestTopic._DECODERS = (_decode_DescribeShareGroupOffsetsRequestTopic_v0_to_1, _decode_DescribeShareGroupOffsetsRequestTopic_v0_to_1,)
    DescribeShareGroupOffsetsRequestTopic._ENCODERS = (_encode_DescribeShareGroupOffsetsRequestTopic_v0_to_1, _encode_DescribeShareGroupOffsetsRequestTopic_v0_to_1,)
    DescribeShareGroupOffsetsRequestGroup._DECODERS = (_decode_DescribeShareGroupOffsetsRequestGroup_v0_to_1, _decode_DescribeShareGroupOffsetsRequestGroup_v0_to_1,)
    DescribeShareGroupOffsetsRequestGroup._ENCODERS = (_encode_DescribeShareGroupOffsetsRequestGroup_v0_to_1, _encode_DescribeShareGroupOffsetsRequestGroup_v0_to_1,)
    DescribeShareGroupOffsetsRequest._DECODERS = (_decode_DescribeShareGroupOffsetsRequest_v0_to_1, _decode_DescribeShareGroupOffsetsRequest_v0_to_1,)
    DescribeShareGroupOffsetsRequest._ENCODERS = (_encode_DescribeShareGroupOffsetsRequest_v0_to_1, _encode_DescribeShareGroupOffsetsRequest_v0_to_1,)
    DescribeShareGroupOffsetsResponsePartition._DECODERS = (_decode_DescribeShareGroupOffsetsResponsePartition_v0, _decode_DescribeShareGroupOffsetsResponsePartition_v1,)
    DescribeShareGroupOffsetsResponsePartition._ENCODERS = (_encode_DescribeShareGroupOffsetsResponsePartition_v0, _encode_DescribeShareGroupOffsetsResponsePartition_v1,)
    DescribeShareGroupOffsetsResponseTopic._DECODERS = (_decode_DescribeShareGroupOffsetsResponseTopic_v0, _decode_DescribeShareGroupOffsetsResponseTopic_v1,)
    DescribeShareGroupOffsetsResponseTopic._ENCODERS = (_encode_DescribeShareGroupOffsetsResponseTopic_v0, _encode_DescribeShareGroupOffsetsResponseTopic_v1,)
    DescribeShareGroupOffsetsResponseGroup._DECODERS = (_decode_DescribeShareGroupOffsetsResponseGroup_v0, _decode_DescribeShareGroupOffsetsResponseGroup_v1,)
    DescribeShareGroupOffsetsResponseGroup._ENCODERS = (_encode_DescribeShareGroupOffsetsResponseGroup_v0, _encode_DescribeShareGroupOffsetsResponseGroup_v1,)
    DescribeShareGroupOffsetsResponse._DECODERS = (_decode_DescribeShareGroupOffsetsResponse_v0, _decode_DescribeShareGroupOffsetsResponse_v1,)
    DescribeShareGroupOffsetsResponse._ENCODERS = (_encode_DescribeShareGroupOffsetsResponse_v0, _encode_DescribeShareGroupOffsetsResponse_v1,)
