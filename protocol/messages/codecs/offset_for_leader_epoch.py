"""Generated from schemas/OffsetForLeaderEpochRequest.json, schemas/OffsetForLeaderEpochResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_hiiq = _struct.Struct('>hiiq')
_S_hiiqB = _struct.Struct('>hiiqB')
_S_i = _struct.Struct('>i')
_S_iBB = _struct.Struct('>iBB')
_S_ii = _struct.Struct('>ii')
_S_iii = _struct.Struct('>iii')
_S_iiiB = _struct.Struct('>iiiB')

def _decode_OffsetForLeaderPartition_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(OffsetForLeaderPartition)
    self.partition, self.current_leader_epoch, self.leader_epoch = _S_iii.unpack_from(buf, pos)
    pos += 12
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetForLeaderPartition_v2_to_3(o, out, big):
    w = out.append
    w(_S_iii.pack(o.partition, o.current_leader_epoch, o.leader_epoch))


def _decode_OffsetForLeaderPartition_v4(buf, pos):
    limit = len(buf)
    self = _new(OffsetForLeaderPartition)
    self.partition, self.current_leader_epoch, self.leader_epoch, _t = _S_iiiB.unpack_from(buf, pos)
    pos += 13
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetForLeaderPartition_v4(o, out, big):
    w = out.append
    w(_S_iii.pack(o.partition, o.current_leader_epoch, o.leader_epoch))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_OffsetForLeaderTopic_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(OffsetForLeaderTopic)
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
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(OffsetForLeaderPartition)
            item0.partition, item0.current_leader_epoch, item0.leader_epoch = _S_iii.unpack_from(buf, pos)
            pos += 12
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetForLeaderTopic_v2_to_3(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('OffsetForLeaderTopic.topic is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetForLeaderTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_iii.pack(item0.partition, item0.current_leader_epoch, item0.leader_epoch))


def _decode_OffsetForLeaderTopic_v4(buf, pos):
    limit = len(buf)
    self = _new(OffsetForLeaderTopic)
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
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(OffsetForLeaderPartition)
            item0.partition, item0.current_leader_epoch, item0.leader_epoch, _t = _S_iiiB.unpack_from(buf, pos)
            pos += 13
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


def _encode_OffsetForLeaderTopic_v4(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('OffsetForLeaderTopic.topic is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetForLeaderTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_iii.pack(item0.partition, item0.current_leader_epoch, item0.leader_epoch))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_OffsetForLeaderEpochRequest_v2(buf, pos):
    limit = len(buf)
    self = _new(OffsetForLeaderEpochRequest)
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
            item0 = _new(OffsetForLeaderTopic)
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
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(OffsetForLeaderPartition)
                    item1.partition, item1.current_leader_epoch, item1.leader_epoch = _S_iii.unpack_from(buf, pos)
                    pos += 12
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.replica_id = -2
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetForLeaderEpochRequest_v2(o, out, big):
    w = out.append
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetForLeaderEpochRequest.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('OffsetForLeaderTopic.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('OffsetForLeaderTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_iii.pack(item1.partition, item1.current_leader_epoch, item1.leader_epoch))


def _decode_OffsetForLeaderEpochRequest_v3(buf, pos):
    limit = len(buf)
    self = _new(OffsetForLeaderEpochRequest)
    self.replica_id, n = _S_ii.unpack_from(buf, pos)
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
            item0 = _new(OffsetForLeaderTopic)
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
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(OffsetForLeaderPartition)
                    item1.partition, item1.current_leader_epoch, item1.leader_epoch = _S_iii.unpack_from(buf, pos)
                    pos += 12
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetForLeaderEpochRequest_v3(o, out, big):
    w = out.append
    w(_S_i.pack(o.replica_id))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetForLeaderEpochRequest.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('OffsetForLeaderTopic.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('OffsetForLeaderTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_iii.pack(item1.partition, item1.current_leader_epoch, item1.leader_epoch))


def _decode_OffsetForLeaderEpochRequest_v4(buf, pos):
    limit = len(buf)
    self = _new(OffsetForLeaderEpochRequest)
    self.replica_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
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
            item0 = _new(OffsetForLeaderTopic)
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
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(OffsetForLeaderPartition)
                    item1.partition, item1.current_leader_epoch, item1.leader_epoch, _t = _S_iiiB.unpack_from(buf, pos)
                    pos += 13
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
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetForLeaderEpochRequest_v4(o, out, big):
    w = out.append
    w(_S_i.pack(o.replica_id))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetForLeaderEpochRequest.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('OffsetForLeaderTopic.topic is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('OffsetForLeaderTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_iii.pack(item1.partition, item1.current_leader_epoch, item1.leader_epoch))
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


def _decode_EpochEndOffset_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(EpochEndOffset)
    self.error_code, self.partition, self.leader_epoch, self.end_offset = _S_hiiq.unpack_from(buf, pos)
    pos += 18
    self.unknown_tagged_fields = None
    return self, pos


def _encode_EpochEndOffset_v2_to_3(o, out, big):
    w = out.append
    w(_S_hiiq.pack(o.error_code, o.partition, o.leader_epoch, o.end_offset))


def _decode_EpochEndOffset_v4(buf, pos):
    limit = len(buf)
    self = _new(EpochEndOffset)
    self.error_code, self.partition, self.leader_epoch, self.end_offset, _t = _S_hiiqB.unpack_from(buf, pos)
    pos += 19
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_EpochEndOffset_v4(o, out, big):
    w = out.append
    w(_S_hiiq.pack(o.error_code, o.partition, o.leader_epoch, o.end_offset))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_OffsetForLeaderTopicResult_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(OffsetForLeaderTopicResult)
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
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(EpochEndOffset)
            item0.error_code, item0.partition, item0.leader_epoch, item0.end_offset = _S_hiiq.unpack_from(buf, pos)
            pos += 18
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetForLeaderTopicResult_v2_to_3(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('OffsetForLeaderTopicResult.topic is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetForLeaderTopicResult.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_hiiq.pack(item0.error_code, item0.partition, item0.leader_epoch, item0.end_offset))


def _decode_OffsetForLeaderTopicResult_v4(buf, pos):
    limit = len(buf)
    self = _new(OffsetForLeaderTopicResult)
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
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(EpochEndOffset)
            item0.error_code, item0.partition, item0.leader_epoch, item0.end_offset, _t = _S_hiiqB.unpack_from(buf, pos)
            pos += 19
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


def _encode_OffsetForLeaderTopicResult_v4(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('OffsetForLeaderTopicResult.topic is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetForLeaderTopicResult.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_hiiq.pack(item0.error_code, item0.partition, item0.leader_epoch, item0.end_offset))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_OffsetForLeaderEpochResponse_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(OffsetForLeaderEpochResponse)
    self.throttle_time_ms, n = _S_ii.unpack_from(buf, pos)
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
            item0 = _new(OffsetForLeaderTopicResult)
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
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(EpochEndOffset)
                    item1.error_code, item1.partition, item1.leader_epoch, item1.end_offset = _S_hiiq.unpack_from(buf, pos)
                    pos += 18
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetForLeaderEpochResponse_v2_to_3(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetForLeaderEpochResponse.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('OffsetForLeaderTopicResult.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('OffsetForLeaderTopicResult.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_hiiq.pack(item1.error_code, item1.partition, item1.leader_epoch, item1.end_offset))


def _decode_OffsetForLeaderEpochResponse_v4(buf, pos):
    limit = len(buf)
    self = _new(OffsetForLeaderEpochResponse)
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
        self.topics = []
    elif n < 0:
        raise _DecodeError('non-nullable array Topics is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Topics claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(OffsetForLeaderTopicResult)
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
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(EpochEndOffset)
                    item1.error_code, item1.partition, item1.leader_epoch, item1.end_offset, _t = _S_hiiqB.unpack_from(buf, pos)
                    pos += 19
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
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetForLeaderEpochResponse_v4(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetForLeaderEpochResponse.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('OffsetForLeaderTopicResult.topic is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('OffsetForLeaderTopicResult.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_hiiq.pack(item1.error_code, item1.partition, item1.leader_epoch, item1.end_offset))
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


def attach(classes):
    """Bind the classes of messages/offset_for_leader_epoch.py (`classes`: its namespace) and give
    them their per-version tables."""
    global OffsetForLeaderPartition, OffsetForLeaderTopic, OffsetForLeaderEpochRequest, EpochEndOffset, OffsetForLeaderTopicResult, OffsetForLeaderEpochResponse
    OffsetForLeaderPartition = classes['OffsetForLeaderPartition']
    OffsetForLeaderTopic = classes['OffsetForLeaderTopic']
    OffsetForLeaderEpochRequest = classes['OffsetForLeaderEpochRequest']
    EpochEndOffset = classes['EpochEndOffset']
    OffsetForLeaderTopicResult = classes['OffsetForLeaderTopicResult']
    OffsetForLeaderEpochResponse = classes['OffsetForLeaderEpochResponse']
    OffsetForLeaderPartition._DECODERS = (None, None, _decode_OffsetForLeaderPartition_v2_to_3, _decode_OffsetForLeaderPartition_v2_to_3, _decode_OffsetForLeaderPartition_v4,)
    OffsetForLeaderPartition._ENCODERS = (None, None, _encode_OffsetForLeaderPartition_v2_to_3, _encode_OffsetForLeaderPartition_v2_to_3, _encode_OffsetForLeaderPartition_v4,)
    OffsetForLeaderTopic._DECODERS = (None, None, _decode_OffsetForLeaderTopic_v2_to_3, _decode_OffsetForLeaderTopic_v2_to_3, _decode_OffsetForLeaderTopic_v4,)
    OffsetForLeaderTopic._ENCODERS = (None, None, _encode_OffsetForLeaderTopic_v2_to_3, _encode_OffsetForLeaderTopic_v2_to_3, _encode_OffsetForLeaderTopic_v4,)
    OffsetForLeaderEpochRequest._DECODERS = (None, None, _decode_OffsetForLeaderEpochRequest_v2, _decode_OffsetForLeaderEpochRequest_v3, _decode_OffsetForLeaderEpochRequest_v4,)
    OffsetForLeaderEpochRequest._ENCODERS = (None, None, _encode_OffsetForLeaderEpochRequest_v2, _encode_OffsetForLeaderEpochRequest_v3, _encode_OffsetForLeaderEpochRequest_v4,)
    EpochEndOffset._DECODERS = (None, None, _decode_EpochEndOffset_v2_to_3, _decode_EpochEndOffset_v2_to_3, _decode_EpochEndOffset_v4,)
    EpochEndOffset._ENCODERS = (None, None, _encode_EpochEndOffset_v2_to_3, _encode_EpochEndOffset_v2_to_3, _encode_EpochEndOffset_v4,)
    OffsetForLeaderTopicResult._DECODERS = (None, None, _decode_OffsetForLeaderTopicResult_v2_to_3, _decode_OffsetForLeaderTopicResult_v2_to_3, _decode_OffsetForLeaderTopicResult_v4,)
    OffsetForLeaderTopicResult._ENCODERS = (None, None, _encode_OffsetForLeaderTopicResult_v2_to_3, _encode_OffsetForLeaderTopicResult_v2_to_3, _encode_OffsetForLeaderTopicResult_v4,)
    OffsetForLeaderEpochResponse._DECODERS = (None, None, _decode_OffsetForLeaderEpochResponse_v2_to_3, _decode_OffsetForLeaderEpochResponse_v2_to_3, _decode_OffsetForLeaderEpochResponse_v4,)
    OffsetForLeaderEpochResponse._ENCODERS = (None, None, _encode_OffsetForLeaderEpochResponse_v2_to_3, _encode_OffsetForLeaderEpochResponse_v2_to_3, _encode_OffsetForLeaderEpochResponse_v4,)
