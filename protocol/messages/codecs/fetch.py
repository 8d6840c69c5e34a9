"""Generated from schemas/FetchRequest.json, schemas/FetchResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_i = _struct.Struct('>i')
_S_iBB = _struct.Struct('>iBB')
_S_ihi = _struct.Struct('>ihi')
_S_ihiBB = _struct.Struct('>ihiBB')
_S_ihii = _struct.Struct('>ihii')
_S_ihqq = _struct.Struct('>ihqq')
_S_ihqqi = _struct.Struct('>ihqqi')
_S_ihqqq = _struct.Struct('>ihqqq')
_S_ihqqqBB = _struct.Struct('>ihqqqBB')
_S_ihqqqBi = _struct.Struct('>ihqqqBi')
_S_ihqqqi = _struct.Struct('>ihqqqi')
_S_ihqqqii = _struct.Struct('>ihqqqii')
_S_ii = _struct.Struct('>ii')
_S_iiB = _struct.Struct('>iiB')
_S_iiibii = _struct.Struct('>iiibii')
_S_iiibiiBB = _struct.Struct('>iiibiiBB')
_S_iiiib = _struct.Struct('>iiiib')
_S_iiiibi = _struct.Struct('>iiiibi')
_S_iiiibii = _struct.Struct('>iiiibii')
_S_iiiibiiBB = _struct.Struct('>iiiibiiBB')
_S_iiiibiii = _struct.Struct('>iiiibiii')
_S_iiqiqi = _struct.Struct('>iiqiqi')
_S_iiqiqiB = _struct.Struct('>iiqiqiB')
_S_iiqqi = _struct.Struct('>iiqqi')
_S_iq = _struct.Struct('>iq')
_S_iqB = _struct.Struct('>iqB')
_S_iqi = _struct.Struct('>iqi')
_S_iqqi = _struct.Struct('>iqqi')
_S_q = _struct.Struct('>q')
_S_qi = _struct.Struct('>qi')
_S_qiB = _struct.Struct('>qiB')
_S_qq = _struct.Struct('>qq')
_S_qqB = _struct.Struct('>qqB')
_S_u = _struct.Struct('>16s')
_S_uBB = _struct.Struct('>16sBB')

def _decode_ReplicaState_v15_to_18(buf, pos):
    limit = len(buf)
    self = _new(ReplicaState)
    self.replica_id, self.replica_epoch, _t = _S_iqB.unpack_from(buf, pos)
    pos += 13
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ReplicaState_v15_to_18(o, out, big):
    w = out.append
    w(_S_iq.pack(o.replica_id, o.replica_epoch))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_tags_FetchPartition_v17(self, buf, pos):
    limit = len(buf)
    count, pos = _read_uvarint(buf, pos)
    unknown = None
    for _ in range(count):
        tag, pos = _read_uvarint(buf, pos)
        size, pos = _read_uvarint(buf, pos)
        tag_end = pos + size
        if tag_end > limit:
            raise _DecodeError('tagged field runs past the end of the buffer')
        if tag == 0:
            self.replica_directory_id = _uuid(bytes(buf[pos:pos + 16]))
            pos += 16
        else:
            if unknown is None:
                unknown = {}
            unknown[tag] = bytes(buf[pos:tag_end])
        pos = tag_end
    self.unknown_tagged_fields = unknown
    return pos


def _decode_tags_FetchPartition_v18(self, buf, pos):
    limit = len(buf)
    count, pos = _read_uvarint(buf, pos)
    unknown = None
    for _ in range(count):
        tag, pos = _read_uvarint(buf, pos)
        size, pos = _read_uvarint(buf, pos)
        tag_end = pos + size
        if tag_end > limit:
            raise _DecodeError('tagged field runs past the end of the buffer')
        if tag == 0:
            self.replica_directory_id = _uuid(bytes(buf[pos:pos + 16]))
            pos += 16
        elif tag == 1:
            self.high_watermark, = _S_q.unpack_from(buf, pos)
            pos += 8
        else:
            if unknown is None:
                unknown = {}
            unknown[tag] = bytes(buf[pos:tag_end])
        pos = tag_end
    self.unknown_tagged_fields = unknown
    return pos


def _decode_FetchPartition_v4(buf, pos):
    limit = len(buf)
    self = _new(FetchPartition)
    self.partition, self.fetch_offset, self.partition_max_bytes = _S_iqi.unpack_from(buf, pos)
    pos += 16
    self.current_leader_epoch = -1
    self.last_fetched_epoch = -1
    self.log_start_offset = -1
    self.replica_directory_id = _ZERO_UUID
    self.high_watermark = 9223372036854775807
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchPartition_v4(o, out, big):
    w = out.append
    if o.last_fetched_epoch != -1:
        raise _UnsupportedVersionError('FetchPartition.last_fetched_epoch is set, but only versions 12+ have it')
    w(_S_iqi.pack(o.partition, o.fetch_offset, o.partition_max_bytes))


def _decode_FetchPartition_v5_to_8(buf, pos):
    limit = len(buf)
    self = _new(FetchPartition)
    self.partition, self.fetch_offset, self.log_start_offset, self.partition_max_bytes = _S_iqqi.unpack_from(buf, pos)
    pos += 24
    self.current_leader_epoch = -1
    self.last_fetched_epoch = -1
    self.replica_directory_id = _ZERO_UUID
    self.high_watermark = 9223372036854775807
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchPartition_v5_to_8(o, out, big):
    w = out.append
    if o.last_fetched_epoch != -1:
        raise _UnsupportedVersionError('FetchPartition.last_fetched_epoch is set, but only versions 12+ have it')
    w(_S_iqqi.pack(o.partition, o.fetch_offset, o.log_start_offset, o.partition_max_bytes))


def _decode_FetchPartition_v9_to_11(buf, pos):
    limit = len(buf)
    self = _new(FetchPartition)
    self.partition, self.current_leader_epoch, self.fetch_offset, self.log_start_offset, self.partition_max_bytes = _S_iiqqi.unpack_from(buf, pos)
    pos += 28
    self.last_fetched_epoch = -1
    self.replica_directory_id = _ZERO_UUID
    self.high_watermark = 9223372036854775807
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchPartition_v9_to_11(o, out, big):
    w = out.append
    if o.last_fetched_epoch != -1:
        raise _UnsupportedVersionError('FetchPartition.last_fetched_epoch is set, but only versions 12+ have it')
    w(_S_iiqqi.pack(o.partition, o.current_leader_epoch, o.fetch_offset, o.log_start_offset, o.partition_max_bytes))


def _decode_FetchPartition_v12_to_16(buf, pos):
    limit = len(buf)
    self = _new(FetchPartition)
    self.partition, self.current_leader_epoch, self.fetch_offset, self.last_fetched_epoch, self.log_start_offset, self.partition_max_bytes, _t = _S_iiqiqiB.unpack_from(buf, pos)
    pos += 33
    self.replica_directory_id = _ZERO_UUID
    self.high_watermark = 9223372036854775807
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchPartition_v12_to_16(o, out, big):
    w = out.append
    w(_S_iiqiqi.pack(o.partition, o.current_leader_epoch, o.fetch_offset, o.last_fetched_epoch, o.log_start_offset, o.partition_max_bytes))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_FetchPartition_v17(buf, pos):
    limit = len(buf)
    self = _new(FetchPartition)
    self.partition, self.current_leader_epoch, self.fetch_offset, self.last_fetched_epoch, self.log_start_offset, self.partition_max_bytes, _t = _S_iiqiqiB.unpack_from(buf, pos)
    pos += 33
    self.replica_directory_id = _ZERO_UUID
    self.high_watermark = 9223372036854775807
    if _t:
        pos -= 1
        pos = _decode_tags_FetchPartition_v17(self, buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchPartition_v17(o, out, big):
    w = out.append
    w(_S_iiqiqi.pack(o.partition, o.current_leader_epoch, o.fetch_offset, o.last_fetched_epoch, o.log_start_offset, o.partition_max_bytes))
    tags = None
    if o.replica_directory_id != _ZERO_UUID:
        sub = []
        outer, outer_big, out, big = out, big, sub, None
        w = sub.append
        w(o.replica_directory_id.bytes)
        out, big = outer, outer_big
        w = out.append
        tags = [*(tags or ()), (0, b''.join(sub))]
    if tags is None and not o.unknown_tagged_fields:
        w(b'\x00')
    elif not o.unknown_tagged_fields:
        w(_SMALL_UVARINTS[len(tags)])
        for tag, data in tags:
            size = len(data)
            w(_SMALL_UVARINTS[tag])
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            w(data)
    else:
        _write_tags(tags or [], o.unknown_tagged_fields, w)


def _decode_FetchPartition_v18(buf, pos):
    limit = len(buf)
    self = _new(FetchPartition)
    self.partition, self.current_leader_epoch, self.fetch_offset, self.last_fetched_epoch, self.log_start_offset, self.partition_max_bytes, _t = _S_iiqiqiB.unpack_from(buf, pos)
    pos += 33
    self.replica_directory_id = _ZERO_UUID
    self.high_watermark = 9223372036854775807
    if _t:
        pos -= 1
        pos = _decode_tags_FetchPartition_v18(self, buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchPartition_v18(o, out, big):
    w = out.append
    w(_S_iiqiqi.pack(o.partition, o.current_leader_epoch, o.fetch_offset, o.last_fetched_epoch, o.log_start_offset, o.partition_max_bytes))
    tags = None
    if o.replica_directory_id != _ZERO_UUID:
        sub = []
        outer, outer_big, out, big = out, big, sub, None
        w = sub.append
        w(o.replica_directory_id.bytes)
        out, big = outer, outer_big
        w = out.append
        tags = [*(tags or ()), (0, b''.join(sub))]
    if o.high_watermark != 9223372036854775807:
        sub = []
        outer, outer_big, out, big = out, big, sub, None
        w = sub.append
        w(_S_q.pack(o.high_watermark))
        out, big = outer, outer_big
        w = out.append
        tags = [*(tags or ()), (1, b''.join(sub))]
    if tags is None and not o.unknown_tagged_fields:
        w(b'\x00')
    elif not o.unknown_tagged_fields:
        w(_SMALL_UVARINTS[len(tags)])
        for tag, data in tags:
            size = len(data)
            w(_SMALL_UVARINTS[tag])
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            w(data)
    else:
        _write_tags(tags or [], o.unknown_tagged_fields, w)


def _decode_FetchTopic_v4(buf, pos):
    limit = len(buf)
    self = _new(FetchTopic)
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
            item0 = _new(FetchPartition)
            item0.partition, item0.fetch_offset, item0.partition_max_bytes = _S_iqi.unpack_from(buf, pos)
            pos += 16
            item0.current_leader_epoch = -1
            item0.last_fetched_epoch = -1
            item0.log_start_offset = -1
            item0.replica_directory_id = _ZERO_UUID
            item0.high_watermark = 9223372036854775807
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic_id = _ZERO_UUID
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchTopic_v4(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('FetchTopic.topic is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            if item0.last_fetched_epoch != -1:
                raise _UnsupportedVersionError('FetchPartition.last_fetched_epoch is set, but only versions 12+ have it')
            w(_S_iqi.pack(item0.partition, item0.fetch_offset, item0.partition_max_bytes))


def _decode_FetchTopic_v5_to_8(buf, pos):
    limit = len(buf)
    self = _new(FetchTopic)
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
            item0 = _new(FetchPartition)
            item0.partition, item0.fetch_offset, item0.log_start_offset, item0.partition_max_bytes = _S_iqqi.unpack_from(buf, pos)
            pos += 24
            item0.current_leader_epoch = -1
            item0.last_fetched_epoch = -1
            item0.replica_directory_id = _ZERO_UUID
            item0.high_watermark = 9223372036854775807
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic_id = _ZERO_UUID
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchTopic_v5_to_8(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('FetchTopic.topic is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            if item0.last_fetched_epoch != -1:
                raise _UnsupportedVersionError('FetchPartition.last_fetched_epoch is set, but only versions 12+ have it')
            w(_S_iqqi.pack(item0.partition, item0.fetch_offset, item0.log_start_offset, item0.partition_max_bytes))


def _decode_FetchTopic_v9_to_11(buf, pos):
    limit = len(buf)
    self = _new(FetchTopic)
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
            item0 = _new(FetchPartition)
            item0.partition, item0.current_leader_epoch, item0.fetch_offset, item0.log_start_offset, item0.partition_max_bytes = _S_iiqqi.unpack_from(buf, pos)
            pos += 28
            item0.last_fetched_epoch = -1
            item0.replica_directory_id = _ZERO_UUID
            item0.high_watermark = 9223372036854775807
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic_id = _ZERO_UUID
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchTopic_v9_to_11(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('FetchTopic.topic is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            if item0.last_fetched_epoch != -1:
                raise _UnsupportedVersionError('FetchPartition.last_fetched_epoch is set, but only versions 12+ have it')
            w(_S_iiqqi.pack(item0.partition, item0.current_leader_epoch, item0.fetch_offset, item0.log_start_offset, item0.partition_max_bytes))


def _decode_FetchTopic_v12(buf, pos):
    limit = len(buf)
    self = _new(FetchTopic)
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
            item0 = _new(FetchPartition)
            item0.partition, item0.current_leader_epoch, item0.fetch_offset, item0.last_fetched_epoch, item0.log_start_offset, item0.partition_max_bytes, _t = _S_iiqiqiB.unpack_from(buf, pos)
            pos += 33
            item0.replica_directory_id = _ZERO_UUID
            item0.high_watermark = 9223372036854775807
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic_id = _ZERO_UUID
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchTopic_v12(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('FetchTopic.topic is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_iiqiqi.pack(item0.partition, item0.current_leader_epoch, item0.fetch_offset, item0.last_fetched_epoch, item0.log_start_offset, item0.partition_max_bytes))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_FetchTopic_v13_to_16(buf, pos):
    limit = len(buf)
    self = _new(FetchTopic)
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
            item0 = _new(FetchPartition)
            item0.partition, item0.current_leader_epoch, item0.fetch_offset, item0.last_fetched_epoch, item0.log_start_offset, item0.partition_max_bytes, _t = _S_iiqiqiB.unpack_from(buf, pos)
            pos += 33
            item0.replica_directory_id = _ZERO_UUID
            item0.high_watermark = 9223372036854775807
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic = ''
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchTopic_v13_to_16(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_iiqiqi.pack(item0.partition, item0.current_leader_epoch, item0.fetch_offset, item0.last_fetched_epoch, item0.log_start_offset, item0.partition_max_bytes))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_FetchTopic_v17(buf, pos):
    limit = len(buf)
    self = _new(FetchTopic)
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
            item0 = _new(FetchPartition)
            item0.partition, item0.current_leader_epoch, item0.fetch_offset, item0.last_fetched_epoch, item0.log_start_offset, item0.partition_max_bytes, _t = _S_iiqiqiB.unpack_from(buf, pos)
            pos += 33
            item0.replica_directory_id = _ZERO_UUID
            item0.high_watermark = 9223372036854775807
            if _t:
                pos -= 1
                pos = _decode_tags_FetchPartition_v17(item0, buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic = ''
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchTopic_v17(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_iiqiqi.pack(item0.partition, item0.current_leader_epoch, item0.fetch_offset, item0.last_fetched_epoch, item0.log_start_offset, item0.partition_max_bytes))
            tags = None
            if item0.replica_directory_id != _ZERO_UUID:
                sub = []
                outer, outer_big, out, big = out, big, sub, None
                w = sub.append
                w(item0.replica_directory_id.bytes)
                out, big = outer, outer_big
                w = out.append
                tags = [*(tags or ()), (0, b''.join(sub))]
            if tags is None and not item0.unknown_tagged_fields:
                w(b'\x00')
            elif not item0.unknown_tagged_fields:
                w(_SMALL_UVARINTS[len(tags)])
                for tag, data in tags:
                    size = len(data)
                    w(_SMALL_UVARINTS[tag])
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(data)
            else:
                _write_tags(tags or [], item0.unknown_tagged_fields, w)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_FetchTopic_v18(buf, pos):
    limit = len(buf)
    self = _new(FetchTopic)
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
            item0 = _new(FetchPartition)
            item0.partition, item0.current_leader_epoch, item0.fetch_offset, item0.last_fetched_epoch, item0.log_start_offset, item0.partition_max_bytes, _t = _S_iiqiqiB.unpack_from(buf, pos)
            pos += 33
            item0.replica_directory_id = _ZERO_UUID
            item0.high_watermark = 9223372036854775807
            if _t:
                pos -= 1
                pos = _decode_tags_FetchPartition_v18(item0, buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic = ''
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchTopic_v18(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_iiqiqi.pack(item0.partition, item0.current_leader_epoch, item0.fetch_offset, item0.last_fetched_epoch, item0.log_start_offset, item0.partition_max_bytes))
            tags = None
            if item0.replica_directory_id != _ZERO_UUID:
                sub = []
                outer, outer_big, out, big = out, big, sub, None
                w = sub.append
                w(item0.replica_directory_id.bytes)
                out, big = outer, outer_big
                w = out.append
                tags = [*(tags or ()), (0, b''.join(sub))]
            if item0.high_watermark != 9223372036854775807:
                sub = []
                outer, outer_big, out, big = out, big, sub, None
                w = sub.append
                w(_S_q.pack(item0.high_watermark))
                out, big = outer, outer_big
                w = out.append
                tags = [*(tags or ()), (1, b''.join(sub))]
            if tags is None and not item0.unknown_tagged_fields:
                w(b'\x00')
            elif not item0.unknown_tagged_fields:
                w(_SMALL_UVARINTS[len(tags)])
                for tag, data in tags:
                    size = len(data)
                    w(_SMALL_UVARINTS[tag])
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(data)
            else:
                _write_tags(tags or [], item0.unknown_tagged_fields, w)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ForgottenTopic_v7_to_11(buf, pos):
    limit = len(buf)
    self = _new(ForgottenTopic)
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
    self.topic_id = _ZERO_UUID
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ForgottenTopic_v7_to_11(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('ForgottenTopic.topic is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ForgottenTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        w(_pack('>%di' % len(items0), *items0))


def _decode_ForgottenTopic_v12(buf, pos):
    limit = len(buf)
    self = _new(ForgottenTopic)
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
    self.topic_id = _ZERO_UUID
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ForgottenTopic_v12(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('ForgottenTopic.topic is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ForgottenTopic.partitions is None, but it cannot be null')
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


def _decode_ForgottenTopic_v13_to_18(buf, pos):
    limit = len(buf)
    self = _new(ForgottenTopic)
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
        self.partitions = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    self.topic = ''
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ForgottenTopic_v13_to_18(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ForgottenTopic.partitions is None, but it cannot be null')
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


def _decode_tags_FetchRequest_v12_to_14(self, buf, pos):
    limit = len(buf)
    count, pos = _read_uvarint(buf, pos)
    unknown = None
    for _ in range(count):
        tag, pos = _read_uvarint(buf, pos)
        size, pos = _read_uvarint(buf, pos)
        tag_end = pos + size
        if tag_end > limit:
            raise _DecodeError('tagged field runs past the end of the buffer')
        if tag == 0:
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
        else:
            if unknown is None:
                unknown = {}
            unknown[tag] = bytes(buf[pos:tag_end])
        pos = tag_end
    self.unknown_tagged_fields = unknown
    return pos


def _decode_tags_FetchRequest_v15_to_18(self, buf, pos):
    limit = len(buf)
    count, pos = _read_uvarint(buf, pos)
    unknown = None
    for _ in range(count):
        tag, pos = _read_uvarint(buf, pos)
        size, pos = _read_uvarint(buf, pos)
        tag_end = pos + size
        if tag_end > limit:
            raise _DecodeError('tagged field runs past the end of the buffer')
        if tag == 0:
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
        elif tag == 1:
            self.replica_state, pos = _decode_ReplicaState_v15_to_18(buf, pos)
        else:
            if unknown is None:
                unknown = {}
            unknown[tag] = bytes(buf[pos:tag_end])
        pos = tag_end
    self.unknown_tagged_fields = unknown
    return pos


def _decode_FetchRequest_v4(buf, pos):
    limit = len(buf)
    self = _new(FetchRequest)
    self.replica_id, self.max_wait_ms, self.min_bytes, self.max_bytes, self.isolation_level, n = _S_iiiibi.unpack_from(buf, pos)
    pos += 21
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
            item0 = _new(FetchTopic)
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
                    item1 = _new(FetchPartition)
                    item1.partition, item1.fetch_offset, item1.partition_max_bytes = _S_iqi.unpack_from(buf, pos)
                    pos += 16
                    item1.current_leader_epoch = -1
                    item1.last_fetched_epoch = -1
                    item1.log_start_offset = -1
                    item1.replica_directory_id = _ZERO_UUID
                    item1.high_watermark = 9223372036854775807
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.cluster_id = None
    self.replica_state = _DEFAULT_ReplicaState
    self.session_id = 0
    self.session_epoch = -1
    self.forgotten_topics_data = []
    self.rack_id = ''
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchRequest_v4(o, out, big):
    w = out.append
    if ((_d := o.replica_state) is not _DEFAULT_ReplicaState and (_d.replica_id != -1 or _d.replica_epoch != -1 or _d.unknown_tagged_fields)):
        raise _UnsupportedVersionError('FetchRequest.replica_state is set, but only versions 15+ have it')
    if o.forgotten_topics_data:
        raise _UnsupportedVersionError('FetchRequest.forgotten_topics_data is set, but only versions 7+ have it')
    w(_S_iiiib.pack(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchRequest.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('FetchTopic.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('FetchTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    if item1.last_fetched_epoch != -1:
                        raise _UnsupportedVersionError('FetchPartition.last_fetched_epoch is set, but only versions 12+ have it')
                    w(_S_iqi.pack(item1.partition, item1.fetch_offset, item1.partition_max_bytes))


def _decode_FetchRequest_v5_to_6(buf, pos):
    limit = len(buf)
    self = _new(FetchRequest)
    self.replica_id, self.max_wait_ms, self.min_bytes, self.max_bytes, self.isolation_level, n = _S_iiiibi.unpack_from(buf, pos)
    pos += 21
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
            item0 = _new(FetchTopic)
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
                    item1 = _new(FetchPartition)
                    item1.partition, item1.fetch_offset, item1.log_start_offset, item1.partition_max_bytes = _S_iqqi.unpack_from(buf, pos)
                    pos += 24
                    item1.current_leader_epoch = -1
                    item1.last_fetched_epoch = -1
                    item1.replica_directory_id = _ZERO_UUID
                    item1.high_watermark = 9223372036854775807
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.cluster_id = None
    self.replica_state = _DEFAULT_ReplicaState
    self.session_id = 0
    self.session_epoch = -1
    self.forgotten_topics_data = []
    self.rack_id = ''
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchRequest_v5_to_6(o, out, big):
    w = out.append
    if ((_d := o.replica_state) is not _DEFAULT_ReplicaState and (_d.replica_id != -1 or _d.replica_epoch != -1 or _d.unknown_tagged_fields)):
        raise _UnsupportedVersionError('FetchRequest.replica_state is set, but only versions 15+ have it')
    if o.forgotten_topics_data:
        raise _UnsupportedVersionError('FetchRequest.forgotten_topics_data is set, but only versions 7+ have it')
    w(_S_iiiib.pack(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchRequest.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('FetchTopic.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('FetchTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    if item1.last_fetched_epoch != -1:
                        raise _UnsupportedVersionError('FetchPartition.last_fetched_epoch is set, but only versions 12+ have it')
                    w(_S_iqqi.pack(item1.partition, item1.fetch_offset, item1.log_start_offset, item1.partition_max_bytes))


def _decode_FetchRequest_v7_to_8(buf, pos):
    limit = len(buf)
    self = _new(FetchRequest)
    self.replica_id, self.max_wait_ms, self.min_bytes, self.max_bytes, self.isolation_level, self.session_id, self.session_epoch, n = _S_iiiibiii.unpack_from(buf, pos)
    pos += 29
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
            item0 = _new(FetchTopic)
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
                    item1 = _new(FetchPartition)
                    item1.partition, item1.fetch_offset, item1.log_start_offset, item1.partition_max_bytes = _S_iqqi.unpack_from(buf, pos)
                    pos += 24
                    item1.current_leader_epoch = -1
                    item1.last_fetched_epoch = -1
                    item1.replica_directory_id = _ZERO_UUID
                    item1.high_watermark = 9223372036854775807
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.forgotten_topics_data = []
    elif n < 0:
        raise _DecodeError('non-nullable array ForgottenTopicsData is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ForgottenTopicsData claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ForgottenTopic)
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
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.forgotten_topics_data = items0
    self.cluster_id = None
    self.replica_state = _DEFAULT_ReplicaState
    self.rack_id = ''
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchRequest_v7_to_8(o, out, big):
    w = out.append
    if ((_d := o.replica_state) is not _DEFAULT_ReplicaState and (_d.replica_id != -1 or _d.replica_epoch != -1 or _d.unknown_tagged_fields)):
        raise _UnsupportedVersionError('FetchRequest.replica_state is set, but only versions 15+ have it')
    w(_S_iiiibii.pack(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchRequest.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('FetchTopic.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('FetchTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    if item1.last_fetched_epoch != -1:
                        raise _UnsupportedVersionError('FetchPartition.last_fetched_epoch is set, but only versions 12+ have it')
                    w(_S_iqqi.pack(item1.partition, item1.fetch_offset, item1.log_start_offset, item1.partition_max_bytes))
    items0 = o.forgotten_topics_data
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchRequest.forgotten_topics_data is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('ForgottenTopic.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ForgottenTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))


def _decode_FetchRequest_v9_to_10(buf, pos):
    limit = len(buf)
    self = _new(FetchRequest)
    self.replica_id, self.max_wait_ms, self.min_bytes, self.max_bytes, self.isolation_level, self.session_id, self.session_epoch, n = _S_iiiibiii.unpack_from(buf, pos)
    pos += 29
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
            item0 = _new(FetchTopic)
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
                    item1 = _new(FetchPartition)
                    item1.partition, item1.current_leader_epoch, item1.fetch_offset, item1.log_start_offset, item1.partition_max_bytes = _S_iiqqi.unpack_from(buf, pos)
                    pos += 28
                    item1.last_fetched_epoch = -1
                    item1.replica_directory_id = _ZERO_UUID
                    item1.high_watermark = 9223372036854775807
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.forgotten_topics_data = []
    elif n < 0:
        raise _DecodeError('non-nullable array ForgottenTopicsData is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ForgottenTopicsData claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ForgottenTopic)
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
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.forgotten_topics_data = items0
    self.cluster_id = None
    self.replica_state = _DEFAULT_ReplicaState
    self.rack_id = ''
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchRequest_v9_to_10(o, out, big):
    w = out.append
    if ((_d := o.replica_state) is not _DEFAULT_ReplicaState and (_d.replica_id != -1 or _d.replica_epoch != -1 or _d.unknown_tagged_fields)):
        raise _UnsupportedVersionError('FetchRequest.replica_state is set, but only versions 15+ have it')
    w(_S_iiiibii.pack(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchRequest.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('FetchTopic.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('FetchTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    if item1.last_fetched_epoch != -1:
                        raise _UnsupportedVersionError('FetchPartition.last_fetched_epoch is set, but only versions 12+ have it')
                    w(_S_iiqqi.pack(item1.partition, item1.current_leader_epoch, item1.fetch_offset, item1.log_start_offset, item1.partition_max_bytes))
    items0 = o.forgotten_topics_data
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchRequest.forgotten_topics_data is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('ForgottenTopic.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ForgottenTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))


def _decode_FetchRequest_v11(buf, pos):
    limit = len(buf)
    self = _new(FetchRequest)
    self.replica_id, self.max_wait_ms, self.min_bytes, self.max_bytes, self.isolation_level, self.session_id, self.session_epoch, n = _S_iiiibiii.unpack_from(buf, pos)
    pos += 29
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
            item0 = _new(FetchTopic)
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
                    item1 = _new(FetchPartition)
                    item1.partition, item1.current_leader_epoch, item1.fetch_offset, item1.log_start_offset, item1.partition_max_bytes = _S_iiqqi.unpack_from(buf, pos)
                    pos += 28
                    item1.last_fetched_epoch = -1
                    item1.replica_directory_id = _ZERO_UUID
                    item1.high_watermark = 9223372036854775807
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.forgotten_topics_data = []
    elif n < 0:
        raise _DecodeError('non-nullable array ForgottenTopicsData is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ForgottenTopicsData claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ForgottenTopic)
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
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.forgotten_topics_data = items0
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field RackId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field RackId runs past the end of the buffer')
        self.rack_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.cluster_id = None
    self.replica_state = _DEFAULT_ReplicaState
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchRequest_v11(o, out, big):
    w = out.append
    if ((_d := o.replica_state) is not _DEFAULT_ReplicaState and (_d.replica_id != -1 or _d.replica_epoch != -1 or _d.unknown_tagged_fields)):
        raise _UnsupportedVersionError('FetchRequest.replica_state is set, but only versions 15+ have it')
    w(_S_iiiibii.pack(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchRequest.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('FetchTopic.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('FetchTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    if item1.last_fetched_epoch != -1:
                        raise _UnsupportedVersionError('FetchPartition.last_fetched_epoch is set, but only versions 12+ have it')
                    w(_S_iiqqi.pack(item1.partition, item1.current_leader_epoch, item1.fetch_offset, item1.log_start_offset, item1.partition_max_bytes))
    items0 = o.forgotten_topics_data
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchRequest.forgotten_topics_data is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('ForgottenTopic.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ForgottenTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))
    v = o.rack_id
    if v is None:
        raise _UnsupportedVersionError('FetchRequest.rack_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_FetchRequest_v12(buf, pos):
    limit = len(buf)
    self = _new(FetchRequest)
    self.replica_id, self.max_wait_ms, self.min_bytes, self.max_bytes, self.isolation_level, self.session_id, self.session_epoch, n, _n2 = _S_iiiibiiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 26
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 27
    else:
        n, pos = _read_uvarint(buf, pos + 25)
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
            item0 = _new(FetchTopic)
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
                    item1 = _new(FetchPartition)
                    item1.partition, item1.current_leader_epoch, item1.fetch_offset, item1.last_fetched_epoch, item1.log_start_offset, item1.partition_max_bytes, _t = _S_iiqiqiB.unpack_from(buf, pos)
                    pos += 33
                    item1.replica_directory_id = _ZERO_UUID
                    item1.high_watermark = 9223372036854775807
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_id = _ZERO_UUID
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
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
        self.forgotten_topics_data = []
    elif n < 0:
        raise _DecodeError('non-nullable array ForgottenTopicsData is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ForgottenTopicsData claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ForgottenTopic)
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
            item0.topic_id = _ZERO_UUID
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.forgotten_topics_data = items0
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
        raise _DecodeError('non-nullable field RackId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field RackId runs past the end of the buffer')
        self.rack_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.cluster_id = None
    self.replica_state = _DEFAULT_ReplicaState
    if buf[pos]:
        pos = _decode_tags_FetchRequest_v12_to_14(self, buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchRequest_v12(o, out, big):
    w = out.append
    if ((_d := o.replica_state) is not _DEFAULT_ReplicaState and (_d.replica_id != -1 or _d.replica_epoch != -1 or _d.unknown_tagged_fields)):
        raise _UnsupportedVersionError('FetchRequest.replica_state is set, but only versions 15+ have it')
    w(_S_iiiibii.pack(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchRequest.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('FetchTopic.topic is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('FetchTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_iiqiqi.pack(item1.partition, item1.current_leader_epoch, item1.fetch_offset, item1.last_fetched_epoch, item1.log_start_offset, item1.partition_max_bytes))
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    items0 = o.forgotten_topics_data
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchRequest.forgotten_topics_data is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('ForgottenTopic.topic is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ForgottenTopic.partitions is None, but it cannot be null')
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
    v = o.rack_id
    if v is None:
        raise _UnsupportedVersionError('FetchRequest.rack_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    tags = None
    if o.cluster_id is not None:
        sub = []
        outer, outer_big, out, big = out, big, sub, None
        w = sub.append
        v = o.cluster_id
        if v is None:
            w(b'\x00')
        else:
            v = v.encode()
            size = len(v) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            w(v)
        out, big = outer, outer_big
        w = out.append
        tags = [*(tags or ()), (0, b''.join(sub))]
    if tags is None and not o.unknown_tagged_fields:
        w(b'\x00')
    elif not o.unknown_tagged_fields:
        w(_SMALL_UVARINTS[len(tags)])
        for tag, data in tags:
            size = len(data)
            w(_SMALL_UVARINTS[tag])
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            w(data)
    else:
        _write_tags(tags or [], o.unknown_tagged_fields, w)


def _decode_FetchRequest_v13_to_14(buf, pos):
    limit = len(buf)
    self = _new(FetchRequest)
    self.replica_id, self.max_wait_ms, self.min_bytes, self.max_bytes, self.isolation_level, self.session_id, self.session_epoch, n, _n2 = _S_iiiibiiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 26
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 27
    else:
        n, pos = _read_uvarint(buf, pos + 25)
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
            item0 = _new(FetchTopic)
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
                    item1 = _new(FetchPartition)
                    item1.partition, item1.current_leader_epoch, item1.fetch_offset, item1.last_fetched_epoch, item1.log_start_offset, item1.partition_max_bytes, _t = _S_iiqiqiB.unpack_from(buf, pos)
                    pos += 33
                    item1.replica_directory_id = _ZERO_UUID
                    item1.high_watermark = 9223372036854775807
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic = ''
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
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
        self.forgotten_topics_data = []
    elif n < 0:
        raise _DecodeError('non-nullable array ForgottenTopicsData is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ForgottenTopicsData claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ForgottenTopic)
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
                item0.partitions = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.topic = ''
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.forgotten_topics_data = items0
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
        raise _DecodeError('non-nullable field RackId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field RackId runs past the end of the buffer')
        self.rack_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.cluster_id = None
    self.replica_state = _DEFAULT_ReplicaState
    if buf[pos]:
        pos = _decode_tags_FetchRequest_v12_to_14(self, buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchRequest_v13_to_14(o, out, big):
    w = out.append
    if ((_d := o.replica_state) is not _DEFAULT_ReplicaState and (_d.replica_id != -1 or _d.replica_epoch != -1 or _d.unknown_tagged_fields)):
        raise _UnsupportedVersionError('FetchRequest.replica_state is set, but only versions 15+ have it')
    w(_S_iiiibii.pack(o.replica_id, o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchRequest.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('FetchTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_iiqiqi.pack(item1.partition, item1.current_leader_epoch, item1.fetch_offset, item1.last_fetched_epoch, item1.log_start_offset, item1.partition_max_bytes))
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    items0 = o.forgotten_topics_data
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchRequest.forgotten_topics_data is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ForgottenTopic.partitions is None, but it cannot be null')
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
    v = o.rack_id
    if v is None:
        raise _UnsupportedVersionError('FetchRequest.rack_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    tags = None
    if o.cluster_id is not None:
        sub = []
        outer, outer_big, out, big = out, big, sub, None
        w = sub.append
        v = o.cluster_id
        if v is None:
            w(b'\x00')
        else:
            v = v.encode()
            size = len(v) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            w(v)
        out, big = outer, outer_big
        w = out.append
        tags = [*(tags or ()), (0, b''.join(sub))]
    if tags is None and not o.unknown_tagged_fields:
        w(b'\x00')
    elif not o.unknown_tagged_fields:
        w(_SMALL_UVARINTS[len(tags)])
        for tag, data in tags:
            size = len(data)
            w(_SMALL_UVARINTS[tag])
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            w(data)
    else:
        _write_tags(tags or [], o.unknown_tagged_fields, w)


def _decode_FetchRequest_v15_to_16(buf, pos):
    limit = len(buf)
    self = _new(FetchRequest)
    self.max_wait_ms, self.min_bytes, self.max_bytes, self.isolation_level, self.session_id, self.session_epoch, n, _n2 = _S_iiibiiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 22
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 23
    else:
        n, pos = _read_uvarint(buf, pos + 21)
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
            item0 = _new(FetchTopic)
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
                    item1 = _new(FetchPartition)
                    item1.partition, item1.current_leader_epoch, item1.fetch_offset, item1.last_fetched_epoch, item1.log_start_offset, item1.partition_max_bytes, _t = _S_iiqiqiB.unpack_from(buf, pos)
                    pos += 33
                    item1.replica_directory_id = _ZERO_UUID
                    item1.high_watermark = 9223372036854775807
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic = ''
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
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
        self.forgotten_topics_data = []
    elif n < 0:
        raise _DecodeError('non-nullable array ForgottenTopicsData is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ForgottenTopicsData claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ForgottenTopic)
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
                item0.partitions = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.topic = ''
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.forgotten_topics_data = items0
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
        raise _DecodeError('non-nullable field RackId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field RackId runs past the end of the buffer')
        self.rack_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.cluster_id = None
    self.replica_id = -1
    self.replica_state = _DEFAULT_ReplicaState
    if buf[pos]:
        pos = _decode_tags_FetchRequest_v15_to_18(self, buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchRequest_v15_to_16(o, out, big):
    w = out.append
    if o.replica_id != -1:
        raise _UnsupportedVersionError('FetchRequest.replica_id is set, but only versions 0-14 have it')
    w(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchRequest.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('FetchTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_iiqiqi.pack(item1.partition, item1.current_leader_epoch, item1.fetch_offset, item1.last_fetched_epoch, item1.log_start_offset, item1.partition_max_bytes))
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    items0 = o.forgotten_topics_data
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchRequest.forgotten_topics_data is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ForgottenTopic.partitions is None, but it cannot be null')
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
    v = o.rack_id
    if v is None:
        raise _UnsupportedVersionError('FetchRequest.rack_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    tags = None
    if o.cluster_id is not None:
        sub = []
        outer, outer_big, out, big = out, big, sub, None
        w = sub.append
        v = o.cluster_id
        if v is None:
            w(b'\x00')
        else:
            v = v.encode()
            size = len(v) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            w(v)
        out, big = outer, outer_big
        w = out.append
        tags = [*(tags or ()), (0, b''.join(sub))]
    if ((_d := o.replica_state) is not _DEFAULT_ReplicaState and (_d.replica_id != -1 or _d.replica_epoch != -1 or _d.unknown_tagged_fields)):
        sub = []
        _encode_ReplicaState_v15_to_18(o.replica_state, sub, None)
        tags = [*(tags or ()), (1, b''.join(sub))]
    if tags is None and not o.unknown_tagged_fields:
        w(b'\x00')
    elif not o.unknown_tagged_fields:
        w(_SMALL_UVARINTS[len(tags)])
        for tag, data in tags:
            size = len(data)
            w(_SMALL_UVARINTS[tag])
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            w(data)
    else:
        _write_tags(tags or [], o.unknown_tagged_fields, w)


def _decode_FetchRequest_v17(buf, pos):
    limit = len(buf)
    self = _new(FetchRequest)
    self.max_wait_ms, self.min_bytes, self.max_bytes, self.isolation_level, self.session_id, self.session_epoch, n, _n2 = _S_iiibiiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 22
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 23
    else:
        n, pos = _read_uvarint(buf, pos + 21)
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
            item0 = _new(FetchTopic)
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
                    item1 = _new(FetchPartition)
                    item1.partition, item1.current_leader_epoch, item1.fetch_offset, item1.last_fetched_epoch, item1.log_start_offset, item1.partition_max_bytes, _t = _S_iiqiqiB.unpack_from(buf, pos)
                    pos += 33
                    item1.replica_directory_id = _ZERO_UUID
                    item1.high_watermark = 9223372036854775807
                    if _t:
                        pos -= 1
                        pos = _decode_tags_FetchPartition_v17(item1, buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic = ''
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
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
        self.forgotten_topics_data = []
    elif n < 0:
        raise _DecodeError('non-nullable array ForgottenTopicsData is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ForgottenTopicsData claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ForgottenTopic)
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
                item0.partitions = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.topic = ''
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.forgotten_topics_data = items0
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
        raise _DecodeError('non-nullable field RackId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field RackId runs past the end of the buffer')
        self.rack_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.cluster_id = None
    self.replica_id = -1
    self.replica_state = _DEFAULT_ReplicaState
    if buf[pos]:
        pos = _decode_tags_FetchRequest_v15_to_18(self, buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchRequest_v17(o, out, big):
    w = out.append
    if o.replica_id != -1:
        raise _UnsupportedVersionError('FetchRequest.replica_id is set, but only versions 0-14 have it')
    w(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchRequest.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('FetchTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_iiqiqi.pack(item1.partition, item1.current_leader_epoch, item1.fetch_offset, item1.last_fetched_epoch, item1.log_start_offset, item1.partition_max_bytes))
                    tags = None
                    if item1.replica_directory_id != _ZERO_UUID:
                        sub = []
                        outer, outer_big, out, big = out, big, sub, None
                        w = sub.append
                        w(item1.replica_directory_id.bytes)
                        out, big = outer, outer_big
                        w = out.append
                        tags = [*(tags or ()), (0, b''.join(sub))]
                    if tags is None and not item1.unknown_tagged_fields:
                        w(b'\x00')
                    elif not item1.unknown_tagged_fields:
                        w(_SMALL_UVARINTS[len(tags)])
                        for tag, data in tags:
                            size = len(data)
                            w(_SMALL_UVARINTS[tag])
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(data)
                    else:
                        _write_tags(tags or [], item1.unknown_tagged_fields, w)
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    items0 = o.forgotten_topics_data
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchRequest.forgotten_topics_data is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ForgottenTopic.partitions is None, but it cannot be null')
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
    v = o.rack_id
    if v is None:
        raise _UnsupportedVersionError('FetchRequest.rack_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    tags = None
    if o.cluster_id is not None:
        sub = []
        outer, outer_big, out, big = out, big, sub, None
        w = sub.append
        v = o.cluster_id
        if v is None:
            w(b'\x00')
        else:
            v = v.encode()
            size = len(v) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            w(v)
        out, big = outer, outer_big
        w = out.append
        tags = [*(tags or ()), (0, b''.join(sub))]
    if ((_d := o.replica_state) is not _DEFAULT_ReplicaState and (_d.replica_id != -1 or _d.replica_epoch != -1 or _d.unknown_tagged_fields)):
        sub = []
        _encode_ReplicaState_v15_to_18(o.replica_state, sub, None)
        tags = [*(tags or ()), (1, b''.join(sub))]
    if tags is None and not o.unknown_tagged_fields:
        w(b'\x00')
    elif not o.unknown_tagged_fields:
        w(_SMALL_UVARINTS[len(tags)])
        for tag, data in tags:
            size = len(data)
            w(_SMALL_UVARINTS[tag])
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            w(data)
    else:
        _write_tags(tags or [], o.unknown_tagged_fields, w)


def _decode_FetchRequest_v18(buf, pos):
    limit = len(buf)
    self = _new(FetchRequest)
    self.max_wait_ms, self.min_bytes, self.max_bytes, self.isolation_level, self.session_id, self.session_epoch, n, _n2 = _S_iiibiiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 22
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 23
    else:
        n, pos = _read_uvarint(buf, pos + 21)
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
            item0 = _new(FetchTopic)
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
                    item1 = _new(FetchPartition)
                    item1.partition, item1.current_leader_epoch, item1.fetch_offset, item1.last_fetched_epoch, item1.log_start_offset, item1.partition_max_bytes, _t = _S_iiqiqiB.unpack_from(buf, pos)
                    pos += 33
                    item1.replica_directory_id = _ZERO_UUID
                    item1.high_watermark = 9223372036854775807
                    if _t:
                        pos -= 1
                        pos = _decode_tags_FetchPartition_v18(item1, buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic = ''
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
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
        self.forgotten_topics_data = []
    elif n < 0:
        raise _DecodeError('non-nullable array ForgottenTopicsData is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ForgottenTopicsData claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ForgottenTopic)
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
                item0.partitions = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.topic = ''
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.forgotten_topics_data = items0
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
        raise _DecodeError('non-nullable field RackId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field RackId runs past the end of the buffer')
        self.rack_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.cluster_id = None
    self.replica_id = -1
    self.replica_state = _DEFAULT_ReplicaState
    if buf[pos]:
        pos = _decode_tags_FetchRequest_v15_to_18(self, buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchRequest_v18(o, out, big):
    w = out.append
    if o.replica_id != -1:
        raise _UnsupportedVersionError('FetchRequest.replica_id is set, but only versions 0-14 have it')
    w(_S_iiibii.pack(o.max_wait_ms, o.min_bytes, o.max_bytes, o.isolation_level, o.session_id, o.session_epoch))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchRequest.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('FetchTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_iiqiqi.pack(item1.partition, item1.current_leader_epoch, item1.fetch_offset, item1.last_fetched_epoch, item1.log_start_offset, item1.partition_max_bytes))
                    tags = None
                    if item1.replica_directory_id != _ZERO_UUID:
                        sub = []
                        outer, outer_big, out, big = out, big, sub, None
                        w = sub.append
                        w(item1.replica_directory_id.bytes)
                        out, big = outer, outer_big
                        w = out.append
                        tags = [*(tags or ()), (0, b''.join(sub))]
                    if item1.high_watermark != 9223372036854775807:
                        sub = []
                        outer, outer_big, out, big = out, big, sub, None
                        w = sub.append
                        w(_S_q.pack(item1.high_watermark))
                        out, big = outer, outer_big
                        w = out.append
                        tags = [*(tags or ()), (1, b''.join(sub))]
                    if tags is None and not item1.unknown_tagged_fields:
                        w(b'\x00')
                    elif not item1.unknown_tagged_fields:
                        w(_SMALL_UVARINTS[len(tags)])
                        for tag, data in tags:
                            size = len(data)
                            w(_SMALL_UVARINTS[tag])
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(data)
                    else:
                        _write_tags(tags or [], item1.unknown_tagged_fields, w)
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    items0 = o.forgotten_topics_data
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchRequest.forgotten_topics_data is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ForgottenTopic.partitions is None, but it cannot be null')
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
    v = o.rack_id
    if v is None:
        raise _UnsupportedVersionError('FetchRequest.rack_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    tags = None
    if o.cluster_id is not None:
        sub = []
        outer, outer_big, out, big = out, big, sub, None
        w = sub.append
        v = o.cluster_id
        if v is None:
            w(b'\x00')
        else:
            v = v.encode()
            size = len(v) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            w(v)
        out, big = outer, outer_big
        w = out.append
        tags = [*(tags or ()), (0, b''.join(sub))]
    if ((_d := o.replica_state) is not _DEFAULT_ReplicaState and (_d.replica_id != -1 or _d.replica_epoch != -1 or _d.unknown_tagged_fields)):
        sub = []
        _encode_ReplicaState_v15_to_18(o.replica_state, sub, None)
        tags = [*(tags or ()), (1, b''.join(sub))]
    if tags is None and not o.unknown_tagged_fields:
        w(b'\x00')
    elif not o.unknown_tagged_fields:
        w(_SMALL_UVARINTS[len(tags)])
        for tag, data in tags:
            size = len(data)
            w(_SMALL_UVARINTS[tag])
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            w(data)
    else:
        _write_tags(tags or [], o.unknown_tagged_fields, w)


def _decode_EpochEndOffset_v12_to_18(buf, pos):
    limit = len(buf)
    self = _new(EpochEndOffset)
    self.epoch, self.end_offset, _t = _S_iqB.unpack_from(buf, pos)
    pos += 13
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_EpochEndOffset_v12_to_18(o, out, big):
    w = out.append
    w(_S_iq.pack(o.epoch, o.end_offset))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_LeaderIdAndEpoch_v12_to_18(buf, pos):
    limit = len(buf)
    self = _new(LeaderIdAndEpoch)
    self.leader_id, self.leader_epoch, _t = _S_iiB.unpack_from(buf, pos)
    pos += 9
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_LeaderIdAndEpoch_v12_to_18(o, out, big):
    w = out.append
    w(_S_ii.pack(o.leader_id, o.leader_epoch))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_SnapshotId_v12_to_18(buf, pos):
    limit = len(buf)
    self = _new(SnapshotId)
    self.end_offset, self.epoch, _t = _S_qiB.unpack_from(buf, pos)
    pos += 13
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_SnapshotId_v12_to_18(o, out, big):
    w = out.append
    w(_S_qi.pack(o.end_offset, o.epoch))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AbortedTransaction_v4_to_11(buf, pos):
    limit = len(buf)
    self = _new(AbortedTransaction)
    self.producer_id, self.first_offset = _S_qq.unpack_from(buf, pos)
    pos += 16
    self.unknown_tagged_fields = None
    return self, pos


def _encode_AbortedTransaction_v4_to_11(o, out, big):
    w = out.append
    w(_S_qq.pack(o.producer_id, o.first_offset))


def _decode_AbortedTransaction_v12_to_18(buf, pos):
    limit = len(buf)
    self = _new(AbortedTransaction)
    self.producer_id, self.first_offset, _t = _S_qqB.unpack_from(buf, pos)
    pos += 17
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AbortedTransaction_v12_to_18(o, out, big):
    w = out.append
    w(_S_qq.pack(o.producer_id, o.first_offset))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_tags_PartitionData_v12_to_18(self, buf, pos):
    limit = len(buf)
    count, pos = _read_uvarint(buf, pos)
    unknown = None
    for _ in range(count):
        tag, pos = _read_uvarint(buf, pos)
        size, pos = _read_uvarint(buf, pos)
        tag_end = pos + size
        if tag_end > limit:
            raise _DecodeError('tagged field runs past the end of the buffer')
        if tag == 0:
            self.diverging_epoch, pos = _decode_EpochEndOffset_v12_to_18(buf, pos)
        elif tag == 1:
            self.current_leader, pos = _decode_LeaderIdAndEpoch_v12_to_18(buf, pos)
        elif tag == 2:
            self.snapshot_id, pos = _decode_SnapshotId_v12_to_18(buf, pos)
        else:
            if unknown is None:
                unknown = {}
            unknown[tag] = bytes(buf[pos:tag_end])
        pos = tag_end
    self.unknown_tagged_fields = unknown
    return pos


def _decode_PartitionData_v4(buf, pos):
    limit = len(buf)
    self = _new(PartitionData)
    self.partition_index, self.error_code, self.high_watermark, self.last_stable_offset, n = _S_ihqqi.unpack_from(buf, pos)
    pos += 26
    if n == 0:
        self.aborted_transactions = []
    elif n < 0:
        self.aborted_transactions = None
    else:
        if n > limit - pos:
            raise _DecodeError('array AbortedTransactions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AbortedTransaction)
            item0.producer_id, item0.first_offset = _S_qq.unpack_from(buf, pos)
            pos += 16
            item0.unknown_tagged_fields = None
            append0(item0)
        self.aborted_transactions = items0
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        self.records = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Records runs past the end of the buffer')
        self.records = buf[pos:end]
        pos = end
    self.log_start_offset = -1
    self.diverging_epoch = _DEFAULT_EpochEndOffset
    self.current_leader = _DEFAULT_LeaderIdAndEpoch
    self.snapshot_id = _DEFAULT_SnapshotId
    self.preferred_read_replica = -1
    self.unknown_tagged_fields = None
    return self, pos


def _encode_PartitionData_v4(o, out, big):
    w = out.append
    if ((_d := o.diverging_epoch) is not _DEFAULT_EpochEndOffset and (_d.epoch != -1 or _d.end_offset != -1 or _d.unknown_tagged_fields)):
        raise _UnsupportedVersionError('PartitionData.diverging_epoch is set, but only versions 12+ have it')
    if ((_d := o.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
        raise _UnsupportedVersionError('PartitionData.current_leader is set, but only versions 12+ have it')
    if ((_d := o.snapshot_id) is not _DEFAULT_SnapshotId and (_d.end_offset != -1 or _d.epoch != -1 or _d.unknown_tagged_fields)):
        raise _UnsupportedVersionError('PartitionData.snapshot_id is set, but only versions 12+ have it')
    if o.preferred_read_replica != -1:
        raise _UnsupportedVersionError('PartitionData.preferred_read_replica is set, but only versions 11+ have it')
    w(_S_ihqq.pack(o.partition_index, o.error_code, o.high_watermark, o.last_stable_offset))
    items0 = o.aborted_transactions
    if not items0:
        if items0 is None:
            w(b'\xff\xff\xff\xff')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_qq.pack(item0.producer_id, item0.first_offset))
    v = o.records
    if (_k := type(v)) is bytes or _k is memoryview:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)
    elif v is None:
        w(b'\xff\xff\xff\xff')
    elif _k is list or _k is tuple:
        n = 0
        for piece in v:
            n += len(piece)
        w(_I32.pack(n))
        for piece in v:
            if len(piece) >= 1536 and big is not None:
                big += (_join(out), piece)
                out.clear()
            else:
                w(piece)
    else:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)


def _decode_PartitionData_v5_to_10(buf, pos):
    limit = len(buf)
    self = _new(PartitionData)
    self.partition_index, self.error_code, self.high_watermark, self.last_stable_offset, self.log_start_offset, n = _S_ihqqqi.unpack_from(buf, pos)
    pos += 34
    if n == 0:
        self.aborted_transactions = []
    elif n < 0:
        self.aborted_transactions = None
    else:
        if n > limit - pos:
            raise _DecodeError('array AbortedTransactions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AbortedTransaction)
            item0.producer_id, item0.first_offset = _S_qq.unpack_from(buf, pos)
            pos += 16
            item0.unknown_tagged_fields = None
            append0(item0)
        self.aborted_transactions = items0
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        self.records = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Records runs past the end of the buffer')
        self.records = buf[pos:end]
        pos = end
    self.diverging_epoch = _DEFAULT_EpochEndOffset
    self.current_leader = _DEFAULT_LeaderIdAndEpoch
    self.snapshot_id = _DEFAULT_SnapshotId
    self.preferred_read_replica = -1
    self.unknown_tagged_fields = None
    return self, pos


def _encode_PartitionData_v5_to_10(o, out, big):
    w = out.append
    if ((_d := o.diverging_epoch) is not _DEFAULT_EpochEndOffset and (_d.epoch != -1 or _d.end_offset != -1 or _d.unknown_tagged_fields)):
        raise _UnsupportedVersionError('PartitionData.diverging_epoch is set, but only versions 12+ have it')
    if ((_d := o.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
        raise _UnsupportedVersionError('PartitionData.current_leader is set, but only versions 12+ have it')
    if ((_d := o.snapshot_id) is not _DEFAULT_SnapshotId and (_d.end_offset != -1 or _d.epoch != -1 or _d.unknown_tagged_fields)):
        raise _UnsupportedVersionError('PartitionData.snapshot_id is set, but only versions 12+ have it')
    if o.preferred_read_replica != -1:
        raise _UnsupportedVersionError('PartitionData.preferred_read_replica is set, but only versions 11+ have it')
    w(_S_ihqqq.pack(o.partition_index, o.error_code, o.high_watermark, o.last_stable_offset, o.log_start_offset))
    items0 = o.aborted_transactions
    if not items0:
        if items0 is None:
            w(b'\xff\xff\xff\xff')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_qq.pack(item0.producer_id, item0.first_offset))
    v = o.records
    if (_k := type(v)) is bytes or _k is memoryview:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)
    elif v is None:
        w(b'\xff\xff\xff\xff')
    elif _k is list or _k is tuple:
        n = 0
        for piece in v:
            n += len(piece)
        w(_I32.pack(n))
        for piece in v:
            if len(piece) >= 1536 and big is not None:
                big += (_join(out), piece)
                out.clear()
            else:
                w(piece)
    else:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)


def _decode_PartitionData_v11(buf, pos):
    limit = len(buf)
    self = _new(PartitionData)
    self.partition_index, self.error_code, self.high_watermark, self.last_stable_offset, self.log_start_offset, n = _S_ihqqqi.unpack_from(buf, pos)
    pos += 34
    if n == 0:
        self.aborted_transactions = []
    elif n < 0:
        self.aborted_transactions = None
    else:
        if n > limit - pos:
            raise _DecodeError('array AbortedTransactions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AbortedTransaction)
            item0.producer_id, item0.first_offset = _S_qq.unpack_from(buf, pos)
            pos += 16
            item0.unknown_tagged_fields = None
            append0(item0)
        self.aborted_transactions = items0
    self.preferred_read_replica, n = _S_ii.unpack_from(buf, pos)
    pos += 8
    if n < 0:
        self.records = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Records runs past the end of the buffer')
        self.records = buf[pos:end]
        pos = end
    self.diverging_epoch = _DEFAULT_EpochEndOffset
    self.current_leader = _DEFAULT_LeaderIdAndEpoch
    self.snapshot_id = _DEFAULT_SnapshotId
    self.unknown_tagged_fields = None
    return self, pos


def _encode_PartitionData_v11(o, out, big):
    w = out.append
    if ((_d := o.diverging_epoch) is not _DEFAULT_EpochEndOffset and (_d.epoch != -1 or _d.end_offset != -1 or _d.unknown_tagged_fields)):
        raise _UnsupportedVersionError('PartitionData.diverging_epoch is set, but only versions 12+ have it')
    if ((_d := o.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
        raise _UnsupportedVersionError('PartitionData.current_leader is set, but only versions 12+ have it')
    if ((_d := o.snapshot_id) is not _DEFAULT_SnapshotId and (_d.end_offset != -1 or _d.epoch != -1 or _d.unknown_tagged_fields)):
        raise _UnsupportedVersionError('PartitionData.snapshot_id is set, but only versions 12+ have it')
    items0 = o.aborted_transactions
    if not items0:
        w(_S_ihqqqii.pack(o.partition_index, o.error_code, o.high_watermark, o.last_stable_offset, o.log_start_offset, -1 if items0 is None else 0, o.preferred_read_replica))
    else:
        w(_S_ihqqq.pack(o.partition_index, o.error_code, o.high_watermark, o.last_stable_offset, o.log_start_offset))
        items0 = o.aborted_transactions
        if not items0:
            if items0 is None:
                w(b'\xff\xff\xff\xff')
            else:
                w(b'\x00\x00\x00\x00')
        else:
            w(_I32.pack(len(items0)))
            for item0 in items0:
                w(_S_qq.pack(item0.producer_id, item0.first_offset))
        w(_S_i.pack(o.preferred_read_replica))
    v = o.records
    if (_k := type(v)) is bytes or _k is memoryview:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)
    elif v is None:
        w(b'\xff\xff\xff\xff')
    elif _k is list or _k is tuple:
        n = 0
        for piece in v:
            n += len(piece)
        w(_I32.pack(n))
        for piece in v:
            if len(piece) >= 1536 and big is not None:
                big += (_join(out), piece)
                out.clear()
            else:
                w(piece)
    else:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)


def _decode_PartitionData_v12_to_18(buf, pos):
    limit = len(buf)
    self = _new(PartitionData)
    self.partition_index, self.error_code, self.high_watermark, self.last_stable_offset, self.log_start_offset, n, _n2 = _S_ihqqqBB.unpack_from(buf, pos)
    if n < 128:
        pos += 31
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 32
    else:
        n, pos = _read_uvarint(buf, pos + 30)
    n -= 1
    if n == 0:
        self.aborted_transactions = []
    elif n < 0:
        self.aborted_transactions = None
    else:
        if n > limit - pos:
            raise _DecodeError('array AbortedTransactions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AbortedTransaction)
            item0.producer_id, item0.first_offset, _t = _S_qqB.unpack_from(buf, pos)
            pos += 17
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.aborted_transactions = items0
    self.preferred_read_replica, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n < 0:
        self.records = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Records runs past the end of the buffer')
        self.records = buf[pos:end]
        pos = end
    self.diverging_epoch = _DEFAULT_EpochEndOffset
    self.current_leader = _DEFAULT_LeaderIdAndEpoch
    self.snapshot_id = _DEFAULT_SnapshotId
    if buf[pos]:
        pos = _decode_tags_PartitionData_v12_to_18(self, buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_PartitionData_v12_to_18(o, out, big):
    w = out.append
    items0 = o.aborted_transactions
    if not items0:
        w(_S_ihqqqBi.pack(o.partition_index, o.error_code, o.high_watermark, o.last_stable_offset, o.log_start_offset, 0 if items0 is None else 1, o.preferred_read_replica))
    else:
        w(_S_ihqqq.pack(o.partition_index, o.error_code, o.high_watermark, o.last_stable_offset, o.log_start_offset))
        items0 = o.aborted_transactions
        if not items0:
            if items0 is None:
                w(b'\x00')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                w(_S_qq.pack(item0.producer_id, item0.first_offset))
                if item0.unknown_tagged_fields:
                    _write_tags([], item0.unknown_tagged_fields, w)
                else:
                    w(b'\x00')
        w(_S_i.pack(o.preferred_read_replica))
    v = o.records
    if (_k := type(v)) is bytes or _k is memoryview:
        n = len(v)
        if n < 1536:
            w(_SMALL_UVARINTS[n + 1])
            w(v)
        else:
            size = n + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            if big is None:
                w(v)
            else:
                big += (_join(out), v)
                out.clear()
    elif v is None:
        w(b'\x00')
    elif _k is list or _k is tuple:
        n = 0
        for piece in v:
            n += len(piece)
        size = n + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for piece in v:
            if len(piece) >= 1536 and big is not None:
                big += (_join(out), piece)
                out.clear()
            else:
                w(piece)
    else:
        n = len(v)
        if n < 1536:
            w(_SMALL_UVARINTS[n + 1])
            w(v)
        else:
            size = n + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            if big is None:
                w(v)
            else:
                big += (_join(out), v)
                out.clear()
    tags = None
    if ((_d := o.diverging_epoch) is not _DEFAULT_EpochEndOffset and (_d.epoch != -1 or _d.end_offset != -1 or _d.unknown_tagged_fields)):
        sub = []
        _encode_EpochEndOffset_v12_to_18(o.diverging_epoch, sub, None)
        tags = [*(tags or ()), (0, b''.join(sub))]
    if ((_d := o.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
        sub = []
        _encode_LeaderIdAndEpoch_v12_to_18(o.current_leader, sub, None)
        tags = [*(tags or ()), (1, b''.join(sub))]
    if ((_d := o.snapshot_id) is not _DEFAULT_SnapshotId and (_d.end_offset != -1 or _d.epoch != -1 or _d.unknown_tagged_fields)):
        sub = []
        _encode_SnapshotId_v12_to_18(o.snapshot_id, sub, None)
        tags = [*(tags or ()), (2, b''.join(sub))]
    if tags is None and not o.unknown_tagged_fields:
        w(b'\x00')
    elif not o.unknown_tagged_fields:
        w(_SMALL_UVARINTS[len(tags)])
        for tag, data in tags:
            size = len(data)
            w(_SMALL_UVARINTS[tag])
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            w(data)
    else:
        _write_tags(tags or [], o.unknown_tagged_fields, w)


def _decode_FetchableTopicResponse_v4(buf, pos):
    limit = len(buf)
    self = _new(FetchableTopicResponse)
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
            item0 = _new(PartitionData)
            item0.partition_index, item0.error_code, item0.high_watermark, item0.last_stable_offset, n = _S_ihqqi.unpack_from(buf, pos)
            pos += 26
            if n == 0:
                item0.aborted_transactions = []
            elif n < 0:
                item0.aborted_transactions = None
            else:
                if n > limit - pos:
                    raise _DecodeError('array AbortedTransactions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(AbortedTransaction)
                    item1.producer_id, item1.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.aborted_transactions = items1
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                item0.records = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Records runs past the end of the buffer')
                item0.records = buf[pos:end]
                pos = end
            item0.log_start_offset = -1
            item0.diverging_epoch = _DEFAULT_EpochEndOffset
            item0.current_leader = _DEFAULT_LeaderIdAndEpoch
            item0.snapshot_id = _DEFAULT_SnapshotId
            item0.preferred_read_replica = -1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic_id = _ZERO_UUID
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchableTopicResponse_v4(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('FetchableTopicResponse.topic is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchableTopicResponse.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            if ((_d := item0.diverging_epoch) is not _DEFAULT_EpochEndOffset and (_d.epoch != -1 or _d.end_offset != -1 or _d.unknown_tagged_fields)):
                raise _UnsupportedVersionError('PartitionData.diverging_epoch is set, but only versions 12+ have it')
            if ((_d := item0.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                raise _UnsupportedVersionError('PartitionData.current_leader is set, but only versions 12+ have it')
            if ((_d := item0.snapshot_id) is not _DEFAULT_SnapshotId and (_d.end_offset != -1 or _d.epoch != -1 or _d.unknown_tagged_fields)):
                raise _UnsupportedVersionError('PartitionData.snapshot_id is set, but only versions 12+ have it')
            if item0.preferred_read_replica != -1:
                raise _UnsupportedVersionError('PartitionData.preferred_read_replica is set, but only versions 11+ have it')
            w(_S_ihqq.pack(item0.partition_index, item0.error_code, item0.high_watermark, item0.last_stable_offset))
            items1 = item0.aborted_transactions
            if not items1:
                if items1 is None:
                    w(b'\xff\xff\xff\xff')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_qq.pack(item1.producer_id, item1.first_offset))
            v = item0.records
            if (_k := type(v)) is bytes or _k is memoryview:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)
            elif v is None:
                w(b'\xff\xff\xff\xff')
            elif _k is list or _k is tuple:
                n = 0
                for piece in v:
                    n += len(piece)
                w(_I32.pack(n))
                for piece in v:
                    if len(piece) >= 1536 and big is not None:
                        big += (_join(out), piece)
                        out.clear()
                    else:
                        w(piece)
            else:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)


def _decode_FetchableTopicResponse_v5_to_10(buf, pos):
    limit = len(buf)
    self = _new(FetchableTopicResponse)
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
            item0 = _new(PartitionData)
            item0.partition_index, item0.error_code, item0.high_watermark, item0.last_stable_offset, item0.log_start_offset, n = _S_ihqqqi.unpack_from(buf, pos)
            pos += 34
            if n == 0:
                item0.aborted_transactions = []
            elif n < 0:
                item0.aborted_transactions = None
            else:
                if n > limit - pos:
                    raise _DecodeError('array AbortedTransactions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(AbortedTransaction)
                    item1.producer_id, item1.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.aborted_transactions = items1
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                item0.records = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Records runs past the end of the buffer')
                item0.records = buf[pos:end]
                pos = end
            item0.diverging_epoch = _DEFAULT_EpochEndOffset
            item0.current_leader = _DEFAULT_LeaderIdAndEpoch
            item0.snapshot_id = _DEFAULT_SnapshotId
            item0.preferred_read_replica = -1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic_id = _ZERO_UUID
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchableTopicResponse_v5_to_10(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('FetchableTopicResponse.topic is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchableTopicResponse.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            if ((_d := item0.diverging_epoch) is not _DEFAULT_EpochEndOffset and (_d.epoch != -1 or _d.end_offset != -1 or _d.unknown_tagged_fields)):
                raise _UnsupportedVersionError('PartitionData.diverging_epoch is set, but only versions 12+ have it')
            if ((_d := item0.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                raise _UnsupportedVersionError('PartitionData.current_leader is set, but only versions 12+ have it')
            if ((_d := item0.snapshot_id) is not _DEFAULT_SnapshotId and (_d.end_offset != -1 or _d.epoch != -1 or _d.unknown_tagged_fields)):
                raise _UnsupportedVersionError('PartitionData.snapshot_id is set, but only versions 12+ have it')
            if item0.preferred_read_replica != -1:
                raise _UnsupportedVersionError('PartitionData.preferred_read_replica is set, but only versions 11+ have it')
            w(_S_ihqqq.pack(item0.partition_index, item0.error_code, item0.high_watermark, item0.last_stable_offset, item0.log_start_offset))
            items1 = item0.aborted_transactions
            if not items1:
                if items1 is None:
                    w(b'\xff\xff\xff\xff')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_qq.pack(item1.producer_id, item1.first_offset))
            v = item0.records
            if (_k := type(v)) is bytes or _k is memoryview:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)
            elif v is None:
                w(b'\xff\xff\xff\xff')
            elif _k is list or _k is tuple:
                n = 0
                for piece in v:
                    n += len(piece)
                w(_I32.pack(n))
                for piece in v:
                    if len(piece) >= 1536 and big is not None:
                        big += (_join(out), piece)
                        out.clear()
                    else:
                        w(piece)
            else:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)


def _decode_FetchableTopicResponse_v11(buf, pos):
    limit = len(buf)
    self = _new(FetchableTopicResponse)
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
            item0 = _new(PartitionData)
            item0.partition_index, item0.error_code, item0.high_watermark, item0.last_stable_offset, item0.log_start_offset, n = _S_ihqqqi.unpack_from(buf, pos)
            pos += 34
            if n == 0:
                item0.aborted_transactions = []
            elif n < 0:
                item0.aborted_transactions = None
            else:
                if n > limit - pos:
                    raise _DecodeError('array AbortedTransactions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(AbortedTransaction)
                    item1.producer_id, item1.first_offset = _S_qq.unpack_from(buf, pos)
                    pos += 16
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.aborted_transactions = items1
            item0.preferred_read_replica, n = _S_ii.unpack_from(buf, pos)
            pos += 8
            if n < 0:
                item0.records = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Records runs past the end of the buffer')
                item0.records = buf[pos:end]
                pos = end
            item0.diverging_epoch = _DEFAULT_EpochEndOffset
            item0.current_leader = _DEFAULT_LeaderIdAndEpoch
            item0.snapshot_id = _DEFAULT_SnapshotId
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic_id = _ZERO_UUID
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchableTopicResponse_v11(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('FetchableTopicResponse.topic is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchableTopicResponse.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            if ((_d := item0.diverging_epoch) is not _DEFAULT_EpochEndOffset and (_d.epoch != -1 or _d.end_offset != -1 or _d.unknown_tagged_fields)):
                raise _UnsupportedVersionError('PartitionData.diverging_epoch is set, but only versions 12+ have it')
            if ((_d := item0.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                raise _UnsupportedVersionError('PartitionData.current_leader is set, but only versions 12+ have it')
            if ((_d := item0.snapshot_id) is not _DEFAULT_SnapshotId and (_d.end_offset != -1 or _d.epoch != -1 or _d.unknown_tagged_fields)):
                raise _UnsupportedVersionError('PartitionData.snapshot_id is set, but only versions 12+ have it')
            items1 = item0.aborted_transactions
            if not items1:
                w(_S_ihqqqii.pack(item0.partition_index, item0.error_code, item0.high_watermark, item0.last_stable_offset, item0.log_start_offset, -1 if items1 is None else 0, item0.preferred_read_replica))
            else:
                w(_S_ihqqq.pack(item0.partition_index, item0.error_code, item0.high_watermark, item0.last_stable_offset, item0.log_start_offset))
                items1 = item0.aborted_transactions
                if not items1:
                    if items1 is None:
                        w(b'\xff\xff\xff\xff')
                    else:
                        w(b'\x00\x00\x00\x00')
                else:
                    w(_I32.pack(len(items1)))
                    for item1 in items1:
                        w(_S_qq.pack(item1.producer_id, item1.first_offset))
                w(_S_i.pack(item0.preferred_read_replica))
            v = item0.records
            if (_k := type(v)) is bytes or _k is memoryview:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)
            elif v is None:
                w(b'\xff\xff\xff\xff')
            elif _k is list or _k is tuple:
                n = 0
                for piece in v:
                    n += len(piece)
                w(_I32.pack(n))
                for piece in v:
                    if len(piece) >= 1536 and big is not None:
                        big += (_join(out), piece)
                        out.clear()
                    else:
                        w(piece)
            else:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)


def _decode_FetchableTopicResponse_v12(buf, pos):
    limit = len(buf)
    self = _new(FetchableTopicResponse)
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
            item0 = _new(PartitionData)
            item0.partition_index, item0.error_code, item0.high_watermark, item0.last_stable_offset, item0.log_start_offset, n, _n2 = _S_ihqqqBB.unpack_from(buf, pos)
            if n < 128:
                pos += 31
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 32
            else:
                n, pos = _read_uvarint(buf, pos + 30)
            n -= 1
            if n == 0:
                item0.aborted_transactions = []
            elif n < 0:
                item0.aborted_transactions = None
            else:
                if n > limit - pos:
                    raise _DecodeError('array AbortedTransactions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(AbortedTransaction)
                    item1.producer_id, item1.first_offset, _t = _S_qqB.unpack_from(buf, pos)
                    pos += 17
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.aborted_transactions = items1
            item0.preferred_read_replica, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                item0.records = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Records runs past the end of the buffer')
                item0.records = buf[pos:end]
                pos = end
            item0.diverging_epoch = _DEFAULT_EpochEndOffset
            item0.current_leader = _DEFAULT_LeaderIdAndEpoch
            item0.snapshot_id = _DEFAULT_SnapshotId
            if buf[pos]:
                pos = _decode_tags_PartitionData_v12_to_18(item0, buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic_id = _ZERO_UUID
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchableTopicResponse_v12(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('FetchableTopicResponse.topic is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchableTopicResponse.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            items1 = item0.aborted_transactions
            if not items1:
                w(_S_ihqqqBi.pack(item0.partition_index, item0.error_code, item0.high_watermark, item0.last_stable_offset, item0.log_start_offset, 0 if items1 is None else 1, item0.preferred_read_replica))
            else:
                w(_S_ihqqq.pack(item0.partition_index, item0.error_code, item0.high_watermark, item0.last_stable_offset, item0.log_start_offset))
                items1 = item0.aborted_transactions
                if not items1:
                    if items1 is None:
                        w(b'\x00')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    for item1 in items1:
                        w(_S_qq.pack(item1.producer_id, item1.first_offset))
                        if item1.unknown_tagged_fields:
                            _write_tags([], item1.unknown_tagged_fields, w)
                        else:
                            w(b'\x00')
                w(_S_i.pack(item0.preferred_read_replica))
            v = item0.records
            if (_k := type(v)) is bytes or _k is memoryview:
                n = len(v)
                if n < 1536:
                    w(_SMALL_UVARINTS[n + 1])
                    w(v)
                else:
                    size = n + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    if big is None:
                        w(v)
                    else:
                        big += (_join(out), v)
                        out.clear()
            elif v is None:
                w(b'\x00')
            elif _k is list or _k is tuple:
                n = 0
                for piece in v:
                    n += len(piece)
                size = n + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for piece in v:
                    if len(piece) >= 1536 and big is not None:
                        big += (_join(out), piece)
                        out.clear()
                    else:
                        w(piece)
            else:
                n = len(v)
                if n < 1536:
                    w(_SMALL_UVARINTS[n + 1])
                    w(v)
                else:
                    size = n + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    if big is None:
                        w(v)
                    else:
                        big += (_join(out), v)
                        out.clear()
            tags = None
            if ((_d := item0.diverging_epoch) is not _DEFAULT_EpochEndOffset and (_d.epoch != -1 or _d.end_offset != -1 or _d.unknown_tagged_fields)):
                sub = []
                _encode_EpochEndOffset_v12_to_18(item0.diverging_epoch, sub, None)
                tags = [*(tags or ()), (0, b''.join(sub))]
            if ((_d := item0.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                sub = []
                _encode_LeaderIdAndEpoch_v12_to_18(item0.current_leader, sub, None)
                tags = [*(tags or ()), (1, b''.join(sub))]
            if ((_d := item0.snapshot_id) is not _DEFAULT_SnapshotId and (_d.end_offset != -1 or _d.epoch != -1 or _d.unknown_tagged_fields)):
                sub = []
                _encode_SnapshotId_v12_to_18(item0.snapshot_id, sub, None)
                tags = [*(tags or ()), (2, b''.join(sub))]
            if tags is None and not item0.unknown_tagged_fields:
                w(b'\x00')
            elif not item0.unknown_tagged_fields:
                w(_SMALL_UVARINTS[len(tags)])
                for tag, data in tags:
                    size = len(data)
                    w(_SMALL_UVARINTS[tag])
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(data)
            else:
                _write_tags(tags or [], item0.unknown_tagged_fields, w)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_FetchableTopicResponse_v13_to_18(buf, pos):
    limit = len(buf)
    self = _new(FetchableTopicResponse)
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
            item0 = _new(PartitionData)
            item0.partition_index, item0.error_code, item0.high_watermark, item0.last_stable_offset, item0.log_start_offset, n, _n2 = _S_ihqqqBB.unpack_from(buf, pos)
            if n < 128:
                pos += 31
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 32
            else:
                n, pos = _read_uvarint(buf, pos + 30)
            n -= 1
            if n == 0:
                item0.aborted_transactions = []
            elif n < 0:
                item0.aborted_transactions = None
            else:
                if n > limit - pos:
                    raise _DecodeError('array AbortedTransactions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(AbortedTransaction)
                    item1.producer_id, item1.first_offset, _t = _S_qqB.unpack_from(buf, pos)
                    pos += 17
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.aborted_transactions = items1
            item0.preferred_read_replica, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                item0.records = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Records runs past the end of the buffer')
                item0.records = buf[pos:end]
                pos = end
            item0.diverging_epoch = _DEFAULT_EpochEndOffset
            item0.current_leader = _DEFAULT_LeaderIdAndEpoch
            item0.snapshot_id = _DEFAULT_SnapshotId
            if buf[pos]:
                pos = _decode_tags_PartitionData_v12_to_18(item0, buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic = ''
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchableTopicResponse_v13_to_18(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchableTopicResponse.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            items1 = item0.aborted_transactions
            if not items1:
                w(_S_ihqqqBi.pack(item0.partition_index, item0.error_code, item0.high_watermark, item0.last_stable_offset, item0.log_start_offset, 0 if items1 is None else 1, item0.preferred_read_replica))
            else:
                w(_S_ihqqq.pack(item0.partition_index, item0.error_code, item0.high_watermark, item0.last_stable_offset, item0.log_start_offset))
                items1 = item0.aborted_transactions
                if not items1:
                    if items1 is None:
                        w(b'\x00')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    for item1 in items1:
                        w(_S_qq.pack(item1.producer_id, item1.first_offset))
                        if item1.unknown_tagged_fields:
                            _write_tags([], item1.unknown_tagged_fields, w)
                        else:
                            w(b'\x00')
                w(_S_i.pack(item0.preferred_read_replica))
            v = item0.records
            if (_k := type(v)) is bytes or _k is memoryview:
                n = len(v)
                if n < 1536:
                    w(_SMALL_UVARINTS[n + 1])
                    w(v)
                else:
                    size = n + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    if big is None:
                        w(v)
                    else:
                        big += (_join(out), v)
                        out.clear()
            elif v is None:
                w(b'\x00')
            elif _k is list or _k is tuple:
                n = 0
                for piece in v:
                    n += len(piece)
                size = n + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for piece in v:
                    if len(piece) >= 1536 and big is not None:
                        big += (_join(out), piece)
                        out.clear()
                    else:
                        w(piece)
            else:
                n = len(v)
                if n < 1536:
                    w(_SMALL_UVARINTS[n + 1])
                    w(v)
                else:
                    size = n + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    if big is None:
                        w(v)
                    else:
                        big += (_join(out), v)
                        out.clear()
            tags = None
            if ((_d := item0.diverging_epoch) is not _DEFAULT_EpochEndOffset and (_d.epoch != -1 or _d.end_offset != -1 or _d.unknown_tagged_fields)):
                sub = []
                _encode_EpochEndOffset_v12_to_18(item0.diverging_epoch, sub, None)
                tags = [*(tags or ()), (0, b''.join(sub))]
            if ((_d := item0.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                sub = []
                _encode_LeaderIdAndEpoch_v12_to_18(item0.current_leader, sub, None)
                tags = [*(tags or ()), (1, b''.join(sub))]
            if ((_d := item0.snapshot_id) is not _DEFAULT_SnapshotId and (_d.end_offset != -1 or _d.epoch != -1 or _d.unknown_tagged_fields)):
                sub = []
                _encode_SnapshotId_v12_to_18(item0.snapshot_id, sub, None)
                tags = [*(tags or ()), (2, b''.join(sub))]
            if tags is None and not item0.unknown_tagged_fields:
                w(b'\x00')
            elif not item0.unknown_tagged_fields:
                w(_SMALL_UVARINTS[len(tags)])
                for tag, data in tags:
                    size = len(data)
                    w(_SMALL_UVARINTS[tag])
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(data)
            else:
                _write_tags(tags or [], item0.unknown_tagged_fields, w)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_NodeEndpoint_v16_to_18(buf, pos):
    limit = len(buf)
    self = _new(NodeEndpoint)
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


def _encode_NodeEndpoint_v16_to_18(o, out, big):
    w = out.append
    w(_S_i.pack(o.node_id))
    v = o.host
    if v is None:
        raise _UnsupportedVersionError('NodeEndpoint.host is None, but it cannot be null')
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


def _decode_tags_FetchResponse_v16_to_18(self, buf, pos):
    limit = len(buf)
    count, pos = _read_uvarint(buf, pos)
    unknown = None
    for _ in range(count):
        tag, pos = _read_uvarint(buf, pos)
        size, pos = _read_uvarint(buf, pos)
        tag_end = pos + size
        if tag_end > limit:
            raise _DecodeError('tagged field runs past the end of the buffer')
        if tag == 0:
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
                self.node_endpoints = []
            elif n < 0:
                raise _DecodeError('non-nullable array NodeEndpoints is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array NodeEndpoints claims more elements than bytes')
                items0 = []
                append0 = items0.append
                for _ in range(n):
                    item0 = _new(NodeEndpoint)
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
                self.node_endpoints = items0
        else:
            if unknown is None:
                unknown = {}
            unknown[tag] = bytes(buf[pos:tag_end])
        pos = tag_end
    self.unknown_tagged_fields = unknown
    return pos


def _decode_FetchResponse_v4(buf, pos):
    limit = len(buf)
    self = _new(FetchResponse)
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
            item0 = _new(FetchableTopicResponse)
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
                    item1 = _new(PartitionData)
                    item1.partition_index, item1.error_code, item1.high_watermark, item1.last_stable_offset, n = _S_ihqqi.unpack_from(buf, pos)
                    pos += 26
                    if n == 0:
                        item1.aborted_transactions = []
                    elif n < 0:
                        item1.aborted_transactions = None
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array AbortedTransactions claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(AbortedTransaction)
                            item2.producer_id, item2.first_offset = _S_qq.unpack_from(buf, pos)
                            pos += 16
                            item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.aborted_transactions = items2
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n < 0:
                        item1.records = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Records runs past the end of the buffer')
                        item1.records = buf[pos:end]
                        pos = end
                    item1.log_start_offset = -1
                    item1.diverging_epoch = _DEFAULT_EpochEndOffset
                    item1.current_leader = _DEFAULT_LeaderIdAndEpoch
                    item1.snapshot_id = _DEFAULT_SnapshotId
                    item1.preferred_read_replica = -1
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
    self.error_code = 0
    self.session_id = 0
    self.node_endpoints = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchResponse_v4(o, out, big):
    w = out.append
    if o.session_id != 0:
        raise _UnsupportedVersionError('FetchResponse.session_id is set, but only versions 7+ have it')
    if o.node_endpoints:
        raise _UnsupportedVersionError('FetchResponse.node_endpoints is set, but only versions 16+ have it')
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchResponse.responses is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('FetchableTopicResponse.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('FetchableTopicResponse.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    if ((_d := item1.diverging_epoch) is not _DEFAULT_EpochEndOffset and (_d.epoch != -1 or _d.end_offset != -1 or _d.unknown_tagged_fields)):
                        raise _UnsupportedVersionError('PartitionData.diverging_epoch is set, but only versions 12+ have it')
                    if ((_d := item1.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                        raise _UnsupportedVersionError('PartitionData.current_leader is set, but only versions 12+ have it')
                    if ((_d := item1.snapshot_id) is not _DEFAULT_SnapshotId and (_d.end_offset != -1 or _d.epoch != -1 or _d.unknown_tagged_fields)):
                        raise _UnsupportedVersionError('PartitionData.snapshot_id is set, but only versions 12+ have it')
                    if item1.preferred_read_replica != -1:
                        raise _UnsupportedVersionError('PartitionData.preferred_read_replica is set, but only versions 11+ have it')
                    w(_S_ihqq.pack(item1.partition_index, item1.error_code, item1.high_watermark, item1.last_stable_offset))
                    items2 = item1.aborted_transactions
                    if not items2:
                        if items2 is None:
                            w(b'\xff\xff\xff\xff')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        for item2 in items2:
                            w(_S_qq.pack(item2.producer_id, item2.first_offset))
                    v = item1.records
                    if (_k := type(v)) is bytes or _k is memoryview:
                        n = len(v)
                        w(_I32.pack(n))
                        if n >= 1536 and big is not None:
                            big += (_join(out), v)
                            out.clear()
                        else:
                            w(v)
                    elif v is None:
                        w(b'\xff\xff\xff\xff')
                    elif _k is list or _k is tuple:
                        n = 0
                        for piece in v:
                            n += len(piece)
                        w(_I32.pack(n))
                        for piece in v:
                            if len(piece) >= 1536 and big is not None:
                                big += (_join(out), piece)
                                out.clear()
                            else:
                                w(piece)
                    else:
                        n = len(v)
                        w(_I32.pack(n))
                        if n >= 1536 and big is not None:
                            big += (_join(out), v)
                            out.clear()
                        else:
                            w(v)


def _decode_FetchResponse_v5_to_6(buf, pos):
    limit = len(buf)
    self = _new(FetchResponse)
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
            item0 = _new(FetchableTopicResponse)
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
                    item1 = _new(PartitionData)
                    item1.partition_index, item1.error_code, item1.high_watermark, item1.last_stable_offset, item1.log_start_offset, n = _S_ihqqqi.unpack_from(buf, pos)
                    pos += 34
                    if n == 0:
                        item1.aborted_transactions = []
                    elif n < 0:
                        item1.aborted_transactions = None
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array AbortedTransactions claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(AbortedTransaction)
                            item2.producer_id, item2.first_offset = _S_qq.unpack_from(buf, pos)
                            pos += 16
                            item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.aborted_transactions = items2
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n < 0:
                        item1.records = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Records runs past the end of the buffer')
                        item1.records = buf[pos:end]
                        pos = end
                    item1.diverging_epoch = _DEFAULT_EpochEndOffset
                    item1.current_leader = _DEFAULT_LeaderIdAndEpoch
                    item1.snapshot_id = _DEFAULT_SnapshotId
                    item1.preferred_read_replica = -1
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
    self.error_code = 0
    self.session_id = 0
    self.node_endpoints = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchResponse_v5_to_6(o, out, big):
    w = out.append
    if o.session_id != 0:
        raise _UnsupportedVersionError('FetchResponse.session_id is set, but only versions 7+ have it')
    if o.node_endpoints:
        raise _UnsupportedVersionError('FetchResponse.node_endpoints is set, but only versions 16+ have it')
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchResponse.responses is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('FetchableTopicResponse.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('FetchableTopicResponse.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    if ((_d := item1.diverging_epoch) is not _DEFAULT_EpochEndOffset and (_d.epoch != -1 or _d.end_offset != -1 or _d.unknown_tagged_fields)):
                        raise _UnsupportedVersionError('PartitionData.diverging_epoch is set, but only versions 12+ have it')
                    if ((_d := item1.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                        raise _UnsupportedVersionError('PartitionData.current_leader is set, but only versions 12+ have it')
                    if ((_d := item1.snapshot_id) is not _DEFAULT_SnapshotId and (_d.end_offset != -1 or _d.epoch != -1 or _d.unknown_tagged_fields)):
                        raise _UnsupportedVersionError('PartitionData.snapshot_id is set, but only versions 12+ have it')
                    if item1.preferred_read_replica != -1:
                        raise _UnsupportedVersionError('PartitionData.preferred_read_replica is set, but only versions 11+ have it')
                    w(_S_ihqqq.pack(item1.partition_index, item1.error_code, item1.high_watermark, item1.last_stable_offset, item1.log_start_offset))
                    items2 = item1.aborted_transactions
                    if not items2:
                        if items2 is None:
                            w(b'\xff\xff\xff\xff')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        for item2 in items2:
                            w(_S_qq.pack(item2.producer_id, item2.first_offset))
                    v = item1.records
                    if (_k := type(v)) is bytes or _k is memoryview:
                        n = len(v)
                        w(_I32.pack(n))
                        if n >= 1536 and big is not None:
                            big += (_join(out), v)
                            out.clear()
                        else:
                            w(v)
                    elif v is None:
                        w(b'\xff\xff\xff\xff')
                    elif _k is list or _k is tuple:
                        n = 0
                        for piece in v:
                            n += len(piece)
                        w(_I32.pack(n))
                        for piece in v:
                            if len(piece) >= 1536 and big is not None:
                                big += (_join(out), piece)
                                out.clear()
                            else:
                                w(piece)
                    else:
                        n = len(v)
                        w(_I32.pack(n))
                        if n >= 1536 and big is not None:
                            big += (_join(out), v)
                            out.clear()
                        else:
                            w(v)


def _decode_FetchResponse_v7_to_10(buf, pos):
    limit = len(buf)
    self = _new(FetchResponse)
    self.throttle_time_ms, self.error_code, self.session_id, n = _S_ihii.unpack_from(buf, pos)
    pos += 14
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
            item0 = _new(FetchableTopicResponse)
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
                    item1 = _new(PartitionData)
                    item1.partition_index, item1.error_code, item1.high_watermark, item1.last_stable_offset, item1.log_start_offset, n = _S_ihqqqi.unpack_from(buf, pos)
                    pos += 34
                    if n == 0:
                        item1.aborted_transactions = []
                    elif n < 0:
                        item1.aborted_transactions = None
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array AbortedTransactions claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(AbortedTransaction)
                            item2.producer_id, item2.first_offset = _S_qq.unpack_from(buf, pos)
                            pos += 16
                            item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.aborted_transactions = items2
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n < 0:
                        item1.records = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Records runs past the end of the buffer')
                        item1.records = buf[pos:end]
                        pos = end
                    item1.diverging_epoch = _DEFAULT_EpochEndOffset
                    item1.current_leader = _DEFAULT_LeaderIdAndEpoch
                    item1.snapshot_id = _DEFAULT_SnapshotId
                    item1.preferred_read_replica = -1
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
    self.node_endpoints = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchResponse_v7_to_10(o, out, big):
    w = out.append
    if o.node_endpoints:
        raise _UnsupportedVersionError('FetchResponse.node_endpoints is set, but only versions 16+ have it')
    w(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchResponse.responses is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('FetchableTopicResponse.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('FetchableTopicResponse.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    if ((_d := item1.diverging_epoch) is not _DEFAULT_EpochEndOffset and (_d.epoch != -1 or _d.end_offset != -1 or _d.unknown_tagged_fields)):
                        raise _UnsupportedVersionError('PartitionData.diverging_epoch is set, but only versions 12+ have it')
                    if ((_d := item1.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                        raise _UnsupportedVersionError('PartitionData.current_leader is set, but only versions 12+ have it')
                    if ((_d := item1.snapshot_id) is not _DEFAULT_SnapshotId and (_d.end_offset != -1 or _d.epoch != -1 or _d.unknown_tagged_fields)):
                        raise _UnsupportedVersionError('PartitionData.snapshot_id is set, but only versions 12+ have it')
                    if item1.preferred_read_replica != -1:
                        raise _UnsupportedVersionError('PartitionData.preferred_read_replica is set, but only versions 11+ have it')
                    w(_S_ihqqq.pack(item1.partition_index, item1.error_code, item1.high_watermark, item1.last_stable_offset, item1.log_start_offset))
                    items2 = item1.aborted_transactions
                    if not items2:
                        if items2 is None:
                            w(b'\xff\xff\xff\xff')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        for item2 in items2:
                            w(_S_qq.pack(item2.producer_id, item2.first_offset))
                    v = item1.records
                    if (_k := type(v)) is bytes or _k is memoryview:
                        n = len(v)
                        w(_I32.pack(n))
                        if n >= 1536 and big is not None:
                            big += (_join(out), v)
                            out.clear()
                        else:
                            w(v)
                    elif v is None:
                        w(b'\xff\xff\xff\xff')
                    elif _k is list or _k is tuple:
                        n = 0
                        for piece in v:
                            n += len(piece)
                        w(_I32.pack(n))
                        for piece in v:
                            if len(piece) >= 1536 and big is not None:
                                big += (_join(out), piece)
                                out.clear()
                            else:
                                w(piece)
                    else:
                        n = len(v)
                        w(_I32.pack(n))
                        if n >= 1536 and big is not None:
                            big += (_join(out), v)
                            out.clear()
                        else:
                            w(v)


def _decode_FetchResponse_v11(buf, pos):
    limit = len(buf)
    self = _new(FetchResponse)
    self.throttle_time_ms, self.error_code, self.session_id, n = _S_ihii.unpack_from(buf, pos)
    pos += 14
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
            item0 = _new(FetchableTopicResponse)
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
                    item1 = _new(PartitionData)
                    item1.partition_index, item1.error_code, item1.high_watermark, item1.last_stable_offset, item1.log_start_offset, n = _S_ihqqqi.unpack_from(buf, pos)
                    pos += 34
                    if n == 0:
                        item1.aborted_transactions = []
                    elif n < 0:
                        item1.aborted_transactions = None
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array AbortedTransactions claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(AbortedTransaction)
                            item2.producer_id, item2.first_offset = _S_qq.unpack_from(buf, pos)
                            pos += 16
                            item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.aborted_transactions = items2
                    item1.preferred_read_replica, n = _S_ii.unpack_from(buf, pos)
                    pos += 8
                    if n < 0:
                        item1.records = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Records runs past the end of the buffer')
                        item1.records = buf[pos:end]
                        pos = end
                    item1.diverging_epoch = _DEFAULT_EpochEndOffset
                    item1.current_leader = _DEFAULT_LeaderIdAndEpoch
                    item1.snapshot_id = _DEFAULT_SnapshotId
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
    self.node_endpoints = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchResponse_v11(o, out, big):
    w = out.append
    if o.node_endpoints:
        raise _UnsupportedVersionError('FetchResponse.node_endpoints is set, but only versions 16+ have it')
    w(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchResponse.responses is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('FetchableTopicResponse.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('FetchableTopicResponse.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    if ((_d := item1.diverging_epoch) is not _DEFAULT_EpochEndOffset and (_d.epoch != -1 or _d.end_offset != -1 or _d.unknown_tagged_fields)):
                        raise _UnsupportedVersionError('PartitionData.diverging_epoch is set, but only versions 12+ have it')
                    if ((_d := item1.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                        raise _UnsupportedVersionError('PartitionData.current_leader is set, but only versions 12+ have it')
                    if ((_d := item1.snapshot_id) is not _DEFAULT_SnapshotId and (_d.end_offset != -1 or _d.epoch != -1 or _d.unknown_tagged_fields)):
                        raise _UnsupportedVersionError('PartitionData.snapshot_id is set, but only versions 12+ have it')
                    items2 = item1.aborted_transactions
                    if not items2:
                        w(_S_ihqqqii.pack(item1.partition_index, item1.error_code, item1.high_watermark, item1.last_stable_offset, item1.log_start_offset, -1 if items2 is None else 0, item1.preferred_read_replica))
                    else:
                        w(_S_ihqqq.pack(item1.partition_index, item1.error_code, item1.high_watermark, item1.last_stable_offset, item1.log_start_offset))
                        items2 = item1.aborted_transactions
                        if not items2:
                            if items2 is None:
                                w(b'\xff\xff\xff\xff')
                            else:
                                w(b'\x00\x00\x00\x00')
                        else:
                            w(_I32.pack(len(items2)))
                            for item2 in items2:
                                w(_S_qq.pack(item2.producer_id, item2.first_offset))
                        w(_S_i.pack(item1.preferred_read_replica))
                    v = item1.records
                    if (_k := type(v)) is bytes or _k is memoryview:
                        n = len(v)
                        w(_I32.pack(n))
                        if n >= 1536 and big is not None:
                            big += (_join(out), v)
                            out.clear()
                        else:
                            w(v)
                    elif v is None:
                        w(b'\xff\xff\xff\xff')
                    elif _k is list or _k is tuple:
                        n = 0
                        for piece in v:
                            n += len(piece)
                        w(_I32.pack(n))
                        for piece in v:
                            if len(piece) >= 1536 and big is not None:
                                big += (_join(out), piece)
                                out.clear()
                            else:
                                w(piece)
                    else:
                        n = len(v)
                        w(_I32.pack(n))
                        if n >= 1536 and big is not None:
                            big += (_join(out), v)
                            out.clear()
                        else:
                            w(v)


def _decode_FetchResponse_v12(buf, pos):
    limit = len(buf)
    self = _new(FetchResponse)
    self.throttle_time_ms, self.error_code, self.session_id, n, _n2 = _S_ihiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 11
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 12
    else:
        n, pos = _read_uvarint(buf, pos + 10)
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
            item0 = _new(FetchableTopicResponse)
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
                    item1 = _new(PartitionData)
                    item1.partition_index, item1.error_code, item1.high_watermark, item1.last_stable_offset, item1.log_start_offset, n, _n2 = _S_ihqqqBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 31
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 32
                    else:
                        n, pos = _read_uvarint(buf, pos + 30)
                    n -= 1
                    if n == 0:
                        item1.aborted_transactions = []
                    elif n < 0:
                        item1.aborted_transactions = None
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array AbortedTransactions claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(AbortedTransaction)
                            item2.producer_id, item2.first_offset, _t = _S_qqB.unpack_from(buf, pos)
                            pos += 17
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.aborted_transactions = items2
                    item1.preferred_read_replica, n, _n2 = _S_iBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 5
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 6
                    else:
                        n, pos = _read_uvarint(buf, pos + 4)
                    n -= 1
                    if n < 0:
                        item1.records = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Records runs past the end of the buffer')
                        item1.records = buf[pos:end]
                        pos = end
                    item1.diverging_epoch = _DEFAULT_EpochEndOffset
                    item1.current_leader = _DEFAULT_LeaderIdAndEpoch
                    item1.snapshot_id = _DEFAULT_SnapshotId
                    if buf[pos]:
                        pos = _decode_tags_PartitionData_v12_to_18(item1, buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_id = _ZERO_UUID
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
    self.node_endpoints = []
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchResponse_v12(o, out, big):
    w = out.append
    if o.node_endpoints:
        raise _UnsupportedVersionError('FetchResponse.node_endpoints is set, but only versions 16+ have it')
    w(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchResponse.responses is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('FetchableTopicResponse.topic is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('FetchableTopicResponse.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    items2 = item1.aborted_transactions
                    if not items2:
                        w(_S_ihqqqBi.pack(item1.partition_index, item1.error_code, item1.high_watermark, item1.last_stable_offset, item1.log_start_offset, 0 if items2 is None else 1, item1.preferred_read_replica))
                    else:
                        w(_S_ihqqq.pack(item1.partition_index, item1.error_code, item1.high_watermark, item1.last_stable_offset, item1.log_start_offset))
                        items2 = item1.aborted_transactions
                        if not items2:
                            if items2 is None:
                                w(b'\x00')
                            else:
                                w(b'\x01')
                        else:
                            size = len(items2) + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            for item2 in items2:
                                w(_S_qq.pack(item2.producer_id, item2.first_offset))
                                if item2.unknown_tagged_fields:
                                    _write_tags([], item2.unknown_tagged_fields, w)
                                else:
                                    w(b'\x00')
                        w(_S_i.pack(item1.preferred_read_replica))
                    v = item1.records
                    if (_k := type(v)) is bytes or _k is memoryview:
                        n = len(v)
                        if n < 1536:
                            w(_SMALL_UVARINTS[n + 1])
                            w(v)
                        else:
                            size = n + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            if big is None:
                                w(v)
                            else:
                                big += (_join(out), v)
                                out.clear()
                    elif v is None:
                        w(b'\x00')
                    elif _k is list or _k is tuple:
                        n = 0
                        for piece in v:
                            n += len(piece)
                        size = n + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for piece in v:
                            if len(piece) >= 1536 and big is not None:
                                big += (_join(out), piece)
                                out.clear()
                            else:
                                w(piece)
                    else:
                        n = len(v)
                        if n < 1536:
                            w(_SMALL_UVARINTS[n + 1])
                            w(v)
                        else:
                            size = n + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            if big is None:
                                w(v)
                            else:
                                big += (_join(out), v)
                                out.clear()
                    tags = None
                    if ((_d := item1.diverging_epoch) is not _DEFAULT_EpochEndOffset and (_d.epoch != -1 or _d.end_offset != -1 or _d.unknown_tagged_fields)):
                        sub = []
                        _encode_EpochEndOffset_v12_to_18(item1.diverging_epoch, sub, None)
                        tags = [*(tags or ()), (0, b''.join(sub))]
                    if ((_d := item1.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                        sub = []
                        _encode_LeaderIdAndEpoch_v12_to_18(item1.current_leader, sub, None)
                        tags = [*(tags or ()), (1, b''.join(sub))]
                    if ((_d := item1.snapshot_id) is not _DEFAULT_SnapshotId and (_d.end_offset != -1 or _d.epoch != -1 or _d.unknown_tagged_fields)):
                        sub = []
                        _encode_SnapshotId_v12_to_18(item1.snapshot_id, sub, None)
                        tags = [*(tags or ()), (2, b''.join(sub))]
                    if tags is None and not item1.unknown_tagged_fields:
                        w(b'\x00')
                    elif not item1.unknown_tagged_fields:
                        w(_SMALL_UVARINTS[len(tags)])
                        for tag, data in tags:
                            size = len(data)
                            w(_SMALL_UVARINTS[tag])
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(data)
                    else:
                        _write_tags(tags or [], item1.unknown_tagged_fields, w)
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_FetchResponse_v13_to_15(buf, pos):
    limit = len(buf)
    self = _new(FetchResponse)
    self.throttle_time_ms, self.error_code, self.session_id, n, _n2 = _S_ihiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 11
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 12
    else:
        n, pos = _read_uvarint(buf, pos + 10)
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
            item0 = _new(FetchableTopicResponse)
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
                    item1 = _new(PartitionData)
                    item1.partition_index, item1.error_code, item1.high_watermark, item1.last_stable_offset, item1.log_start_offset, n, _n2 = _S_ihqqqBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 31
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 32
                    else:
                        n, pos = _read_uvarint(buf, pos + 30)
                    n -= 1
                    if n == 0:
                        item1.aborted_transactions = []
                    elif n < 0:
                        item1.aborted_transactions = None
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array AbortedTransactions claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(AbortedTransaction)
                            item2.producer_id, item2.first_offset, _t = _S_qqB.unpack_from(buf, pos)
                            pos += 17
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.aborted_transactions = items2
                    item1.preferred_read_replica, n, _n2 = _S_iBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 5
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 6
                    else:
                        n, pos = _read_uvarint(buf, pos + 4)
                    n -= 1
                    if n < 0:
                        item1.records = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Records runs past the end of the buffer')
                        item1.records = buf[pos:end]
                        pos = end
                    item1.diverging_epoch = _DEFAULT_EpochEndOffset
                    item1.current_leader = _DEFAULT_LeaderIdAndEpoch
                    item1.snapshot_id = _DEFAULT_SnapshotId
                    if buf[pos]:
                        pos = _decode_tags_PartitionData_v12_to_18(item1, buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic = ''
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
    self.node_endpoints = []
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchResponse_v13_to_15(o, out, big):
    w = out.append
    if o.node_endpoints:
        raise _UnsupportedVersionError('FetchResponse.node_endpoints is set, but only versions 16+ have it')
    w(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchResponse.responses is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('FetchableTopicResponse.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    items2 = item1.aborted_transactions
                    if not items2:
                        w(_S_ihqqqBi.pack(item1.partition_index, item1.error_code, item1.high_watermark, item1.last_stable_offset, item1.log_start_offset, 0 if items2 is None else 1, item1.preferred_read_replica))
                    else:
                        w(_S_ihqqq.pack(item1.partition_index, item1.error_code, item1.high_watermark, item1.last_stable_offset, item1.log_start_offset))
                        items2 = item1.aborted_transactions
                        if not items2:
                            if items2 is None:
                                w(b'\x00')
                            else:
                                w(b'\x01')
                        else:
                            size = len(items2) + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            for item2 in items2:
                                w(_S_qq.pack(item2.producer_id, item2.first_offset))
                                if item2.unknown_tagged_fields:
                                    _write_tags([], item2.unknown_tagged_fields, w)
                                else:
                                    w(b'\x00')
                        w(_S_i.pack(item1.preferred_read_replica))
                    v = item1.records
                    if (_k := type(v)) is bytes or _k is memoryview:
                        n = len(v)
                        if n < 1536:
                            w(_SMALL_UVARINTS[n + 1])
                            w(v)
                        else:
                            size = n + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            if big is None:
                                w(v)
                            else:
                                big += (_join(out), v)
                                out.clear()
                    elif v is None:
                        w(b'\x00')
                    elif _k is list or _k is tuple:
                        n = 0
                        for piece in v:
                            n += len(piece)
                        size = n + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for piece in v:
                            if len(piece) >= 1536 and big is not None:
                                big += (_join(out), piece)
                                out.clear()
                            else:
                                w(piece)
                    else:
                        n = len(v)
                        if n < 1536:
                            w(_SMALL_UVARINTS[n + 1])
                            w(v)
                        else:
                            size = n + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            if big is None:
                                w(v)
                            else:
                                big += (_join(out), v)
                                out.clear()
                    tags = None
                    if ((_d := item1.diverging_epoch) is not _DEFAULT_EpochEndOffset and (_d.epoch != -1 or _d.end_offset != -1 or _d.unknown_tagged_fields)):
                        sub = []
                        _encode_EpochEndOffset_v12_to_18(item1.diverging_epoch, sub, None)
                        tags = [*(tags or ()), (0, b''.join(sub))]
                    if ((_d := item1.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                        sub = []
                        _encode_LeaderIdAndEpoch_v12_to_18(item1.current_leader, sub, None)
                        tags = [*(tags or ()), (1, b''.join(sub))]
                    if ((_d := item1.snapshot_id) is not _DEFAULT_SnapshotId and (_d.end_offset != -1 or _d.epoch != -1 or _d.unknown_tagged_fields)):
                        sub = []
                        _encode_SnapshotId_v12_to_18(item1.snapshot_id, sub, None)
                        tags = [*(tags or ()), (2, b''.join(sub))]
                    if tags is None and not item1.unknown_tagged_fields:
                        w(b'\x00')
                    elif not item1.unknown_tagged_fields:
                        w(_SMALL_UVARINTS[len(tags)])
                        for tag, data in tags:
                            size = len(data)
                            w(_SMALL_UVARINTS[tag])
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(data)
                    else:
                        _write_tags(tags or [], item1.unknown_tagged_fields, w)
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_FetchResponse_v16_to_18(buf, pos):
    limit = len(buf)
    self = _new(FetchResponse)
    self.throttle_time_ms, self.error_code, self.session_id, n, _n2 = _S_ihiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 11
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 12
    else:
        n, pos = _read_uvarint(buf, pos + 10)
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
            item0 = _new(FetchableTopicResponse)
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
                    item1 = _new(PartitionData)
                    item1.partition_index, item1.error_code, item1.high_watermark, item1.last_stable_offset, item1.log_start_offset, n, _n2 = _S_ihqqqBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 31
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 32
                    else:
                        n, pos = _read_uvarint(buf, pos + 30)
                    n -= 1
                    if n == 0:
                        item1.aborted_transactions = []
                    elif n < 0:
                        item1.aborted_transactions = None
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array AbortedTransactions claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(AbortedTransaction)
                            item2.producer_id, item2.first_offset, _t = _S_qqB.unpack_from(buf, pos)
                            pos += 17
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.aborted_transactions = items2
                    item1.preferred_read_replica, n, _n2 = _S_iBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 5
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 6
                    else:
                        n, pos = _read_uvarint(buf, pos + 4)
                    n -= 1
                    if n < 0:
                        item1.records = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Records runs past the end of the buffer')
                        item1.records = buf[pos:end]
                        pos = end
                    item1.diverging_epoch = _DEFAULT_EpochEndOffset
                    item1.current_leader = _DEFAULT_LeaderIdAndEpoch
                    item1.snapshot_id = _DEFAULT_SnapshotId
                    if buf[pos]:
                        pos = _decode_tags_PartitionData_v12_to_18(item1, buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic = ''
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
    self.node_endpoints = []
    if buf[pos]:
        pos = _decode_tags_FetchResponse_v16_to_18(self, buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchResponse_v16_to_18(o, out, big):
    w = out.append
    w(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.session_id))
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchResponse.responses is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('FetchableTopicResponse.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    items2 = item1.aborted_transactions
                    if not items2:
                        w(_S_ihqqqBi.pack(item1.partition_index, item1.error_code, item1.high_watermark, item1.last_stable_offset, item1.log_start_offset, 0 if items2 is None else 1, item1.preferred_read_replica))
                    else:
                        w(_S_ihqqq.pack(item1.partition_index, item1.error_code, item1.high_watermark, item1.last_stable_offset, item1.log_start_offset))
                        items2 = item1.aborted_transactions
                        if not items2:
                            if items2 is None:
                                w(b'\x00')
                            else:
                                w(b'\x01')
                        else:
                            size = len(items2) + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            for item2 in items2:
                                w(_S_qq.pack(item2.producer_id, item2.first_offset))
                                if item2.unknown_tagged_fields:
                                    _write_tags([], item2.unknown_tagged_fields, w)
                                else:
                                    w(b'\x00')
                        w(_S_i.pack(item1.preferred_read_replica))
                    v = item1.records
                    if (_k := type(v)) is bytes or _k is memoryview:
                        n = len(v)
                        if n < 1536:
                            w(_SMALL_UVARINTS[n + 1])
                            w(v)
                        else:
                            size = n + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            if big is None:
                                w(v)
                            else:
                                big += (_join(out), v)
                                out.clear()
                    elif v is None:
                        w(b'\x00')
                    elif _k is list or _k is tuple:
                        n = 0
                        for piece in v:
                            n += len(piece)
                        size = n + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for piece in v:
                            if len(piece) >= 1536 and big is not None:
                                big += (_join(out), piece)
                                out.clear()
                            else:
                                w(piece)
                    else:
                        n = len(v)
                        if n < 1536:
                            w(_SMALL_UVARINTS[n + 1])
                            w(v)
                        else:
                            size = n + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            if big is None:
                                w(v)
                            else:
                                big += (_join(out), v)
                                out.clear()
                    tags = None
                    if ((_d := item1.diverging_epoch) is not _DEFAULT_EpochEndOffset and (_d.epoch != -1 or _d.end_offset != -1 or _d.unknown_tagged_fields)):
                        sub = []
                        _encode_EpochEndOffset_v12_to_18(item1.diverging_epoch, sub, None)
                        tags = [*(tags or ()), (0, b''.join(sub))]
                    if ((_d := item1.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                        sub = []
                        _encode_LeaderIdAndEpoch_v12_to_18(item1.current_leader, sub, None)
                        tags = [*(tags or ()), (1, b''.join(sub))]
                    if ((_d := item1.snapshot_id) is not _DEFAULT_SnapshotId and (_d.end_offset != -1 or _d.epoch != -1 or _d.unknown_tagged_fields)):
                        sub = []
                        _encode_SnapshotId_v12_to_18(item1.snapshot_id, sub, None)
                        tags = [*(tags or ()), (2, b''.join(sub))]
                    if tags is None and not item1.unknown_tagged_fields:
                        w(b'\x00')
                    elif not item1.unknown_tagged_fields:
                        w(_SMALL_UVARINTS[len(tags)])
                        for tag, data in tags:
                            size = len(data)
                            w(_SMALL_UVARINTS[tag])
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(data)
                    else:
                        _write_tags(tags or [], item1.unknown_tagged_fields, w)
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    tags = None
    if o.node_endpoints:
        sub = []
        outer, outer_big, out, big = out, big, sub, None
        w = sub.append
        items0 = o.node_endpoints
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('FetchResponse.node_endpoints is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                _encode_NodeEndpoint_v16_to_18(item0, out, big)
        out, big = outer, outer_big
        w = out.append
        tags = [*(tags or ()), (0, b''.join(sub))]
    if tags is None and not o.unknown_tagged_fields:
        w(b'\x00')
    elif not o.unknown_tagged_fields:
        w(_SMALL_UVARINTS[len(tags)])
        for tag, data in tags:
            size = len(data)
            w(_SMALL_UVARINTS[tag])
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            w(data)
    else:
        _write_tags(tags or [], o.unknown_tagged_fields, w)


def attach(classes):
    """Bind the classes of messages/fetch.py (`classes`: its namespace) and give
    them their per-version tables."""
    global ReplicaState, FetchPartition, FetchTopic, ForgottenTopic, FetchRequest, EpochEndOffset, LeaderIdAndEpoch, SnapshotId, AbortedTransaction, PartitionData, FetchableTopicResponse, NodeEndpoint, FetchResponse, _DEFAULT_ReplicaState, _DEFAULT_EpochEndOffset, _DEFAULT_LeaderIdAndEpoch, _DEFAULT_SnapshotId
    ReplicaState = classes['ReplicaState']
    FetchPartition = classes['FetchPartition']
    FetchTopic = classes['FetchTopic']
    ForgottenTopic = classes['ForgottenTopic']
    FetchRequest = classes['FetchRequest']
    EpochEndOffset = classes['EpochEndOffset']
    LeaderIdAndEpoch = classes['LeaderIdAndEpoch']
    SnapshotId = classes['SnapshotId']
    AbortedTransaction = classes['AbortedTransaction']
    PartitionData = classes['PartitionData']
    FetchableTopicResponse = classes['FetchableTopicResponse']
    NodeEndpoint = classes['NodeEndpoint']
    FetchResponse = classes['FetchResponse']
    _DEFAULT_ReplicaState = classes['_DEFAULT_ReplicaState']
    _DEFAULT_EpochEndOffset = classes['_DEFAULT_EpochEndOffset']
    _DEFAULT_LeaderIdAndEpoch = classes['_DEFAULT_LeaderIdAndEpoch']
    _DEFAULT_SnapshotId = classes['_DEFAULT_SnapshotId']
    ReplicaState._DECODERS = (None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, _decode_ReplicaState_v15_to_18, _decode_ReplicaState_v15_to_18, _decode_ReplicaState_v15_to_18, _decode_ReplicaState_v15_to_18,)
    ReplicaState._ENCODERS = (None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, _encode_ReplicaState_v15_to_18, _encode_ReplicaState_v15_to_18, _encode_ReplicaState_v15_to_18, _encode_ReplicaState_v15_to_18,)
    FetchPartition._DECODERS = (None, None, None, None, _decode_FetchPartition_v4, _decode_FetchPartition_v5_to_8, _decode_FetchPartition_v5_to_8, _decode_FetchPartition_v5_to_8, _decode_FetchPartition_v5_to_8, _decode_FetchPartition_v9_to_11, _decode_FetchPartition_v9_to_11, _decode_FetchPartition_v9_to_11, _decode_FetchPartition_v12_to_16, _decode_FetchPartition_v12_to_16, _decode_FetchPartition_v12_to_16, _decode_FetchPartition_v12_to_16, _decode_FetchPartition_v12_to_16, _decode_FetchPartition_v17, _decode_FetchPartition_v18,)
    FetchPartition._ENCODERS = (None, None, None, None, _encode_FetchPartition_v4, _encode_FetchPartition_v5_to_8, _encode_FetchPartition_v5_to_8, _encode_FetchPartition_v5_to_8, _encode_FetchPartition_v5_to_8, _encode_FetchPartition_v9_to_11, _encode_FetchPartition_v9_to_11, _encode_FetchPartition_v9_to_11, _encode_FetchPartition_v12_to_16, _encode_FetchPartition_v12_to_16, _encode_FetchPartition_v12_to_16, _encode_FetchPartition_v12_to_16, _encode_FetchPartition_v12_to_16, _encode_FetchPartition_v17, _encode_FetchPartition_v18,)
    FetchTopic._DECODERS = (None, None, None, None, _decode_FetchTopic_v4, _decode_FetchTopic_v5_to_8, _decode_FetchTopic_v5_to_8, _decode_FetchTopic_v5_to_8, _decode_FetchTopic_v5_to_8, _decode_FetchTopic_v9_to_11, _decode_FetchTopic_v9_to_11, _decode_FetchTopic_v9_to_11, _decode_FetchTopic_v12, _decode_FetchTopic_v13_to_16, _decode_FetchTopic_v13_to_16, _decode_FetchTopic_v13_to_16, _decode_FetchTopic_v13_to_16, _decode_FetchTopic_v17, _decode_FetchTopic_v18,)
    FetchTopic._ENCODERS = (None, None, None, None, _encode_FetchTopic_v4, _encode_FetchTopic_v5_to_8, _encode_FetchTopic_v5_to_8, _encode_FetchTopic_v5_to_8, _encode_FetchTopic_v5_to_8, _encode_FetchTopic_v9_to_11, _encode_FetchTopic_v9_to_11, _encode_FetchTopic_v9_to_11, _encode_FetchTopic_v12, _encode_FetchTopic_v13_to_16, _encode_FetchTopic_v13_to_16, _encode_FetchTopic_v13_to_16, _encode_FetchTopic_v13_to_16, _encode_FetchTopic_v17, _encode_FetchTopic_v18,)
    ForgottenTopic._DECODERS = (None, None, None, None, None, None, None, _decode_ForgottenTopic_v7_to_11, _decode_ForgottenTopic_v7_to_11, _decode_ForgottenTopic_v7_to_11, _decode_ForgottenTopic_v7_to_11, _decode_ForgottenTopic_v7_to_11, _decode_ForgottenTopic_v12, _decode_ForgottenTopic_v13_to_18, _decode_ForgottenTopic_v13_to_18, _decode_ForgottenTopic_v13_to_18, _decode_ForgottenTopic_v13_to_18, _decode_ForgottenTopic_v13_to_18, _decode_ForgottenTopic_v13_to_18,)
    ForgottenTopic._ENCODERS = (None, None, None, None, None, None, None, _encode_ForgottenTopic_v7_to_11, _encode_ForgottenTopic_v7_to_11, _encode_ForgottenTopic_v7_to_11, _encode_ForgottenTopic_v7_to_11, _encode_ForgottenTopic_v7_to_11, _encode_ForgottenTopic_v12, _encode_ForgottenTopic_v13_to_18, _encode_ForgottenTopic_v13_to_18, _encode_ForgottenTopic_v13_to_18, _encode_ForgottenTopic_v13_to_18, _encode_ForgottenTopic_v13_to_18, _encode_ForgottenTopic_v13_to_18,)
    FetchRequest._DECODERS = (None, None, None, None, _decode_FetchRequest_v4, _decode_FetchRequest_v5_to_6, _decode_FetchRequest_v5_to_6, _decode_FetchRequest_v7_to_8, _decode_FetchRequest_v7_to_8, _decode_FetchRequest_v9_to_10, _decode_FetchRequest_v9_to_10, _decode_FetchRequest_v11, _decode_FetchRequest_v12, _decode_FetchRequest_v13_to_14, _decode_FetchRequest_v13_to_14, _decode_FetchRequest_v15_to_16, _decode_FetchRequest_v15_to_16, _decode_FetchRequest_v17, _decode_FetchRequest_v18,)
    FetchRequest._ENCODERS = (None, None, None, None, _encode_FetchRequest_v4, _encode_FetchRequest_v5_to_6, _encode_FetchRequest_v5_to_6, _encode_FetchRequest_v7_to_8, _encode_FetchRequest_v7_to_8, _encode_FetchRequest_v9_to_10, _encode_FetchRequest_v9_to_10, _encode_FetchRequest_v11, _encode_FetchRequest_v12, _encode_FetchRequest_v13_to_14, _encode_FetchRequest_v13_to_14, _encode_FetchRequest_v15_to_16, _encode_FetchRequest_v15_to_16, _encode_FetchRequest_v17, _encode_FetchRequest_v18,)
    EpochEndOffset._DECODERS = (None, None, None, None, None, None, None, None, None, None, None, None, _decode_EpochEndOffset_v12_to_18, _decode_EpochEndOffset_v12_to_18, _decode_EpochEndOffset_v12_to_18, _decode_EpochEndOffset_v12_to_18, _decode_EpochEndOffset_v12_to_18, _decode_EpochEndOffset_v12_to_18, _decode_EpochEndOffset_v12_to_18,)
    EpochEndOffset._ENCODERS = (None, None, None, None, None, None, None, None, None, None, None, None, _encode_EpochEndOffset_v12_to_18, _encode_EpochEndOffset_v12_to_18, _encode_EpochEndOffset_v12_to_18, _encode_EpochEndOffset_v12_to_18, _encode_EpochEndOffset_v12_to_18, _encode_EpochEndOffset_v12_to_18, _encode_EpochEndOffset_v12_to_18,)
    LeaderIdAndEpoch._DECODERS = (None, None, None, None, None, None, None, None, None, None, None, None, _decode_LeaderIdAndEpoch_v12_to_18, _decode_LeaderIdAndEpoch_v12_to_18, _decode_LeaderIdAndEpoch_v12_to_18, _decode_LeaderIdAndEpoch_v12_to_18, _decode_LeaderIdAndEpoch_v12_to_18, _decode_LeaderIdAndEpoch_v12_to_18, _decode_LeaderIdAndEpoch_v12_to_18,)
    LeaderIdAndEpoch._ENCODERS = (None, None, None, None, None, None, None, None, None, None, None, None, _encode_LeaderIdAndEpoch_v12_to_18, _encode_LeaderIdAndEpoch_v12_to_18, _encode_LeaderIdAndEpoch_v12_to_18, _encode_LeaderIdAndEpoch_v12_to_18, _encode_LeaderIdAndEpoch_v12_to_18, _encode_LeaderIdAndEpoch_v12_to_18, _encode_LeaderIdAndEpoch_v12_to_18,)
    SnapshotId._DECODERS = (None, None, None, None, None, None, None, None, None, None, None, None, _decode_SnapshotId_v12_to_18, _decode_SnapshotId_v12_to_18, _decode_SnapshotId_v12_to_18, _decode_SnapshotId_v12_to_18, _decode_SnapshotId_v12_to_18, _decode_SnapshotId_v12_to_18, _decode_SnapshotId_v12_to_18,)
    SnapshotId._ENCODERS = (None, None, None, None, None, None, None, None, None, None, None, None, _encode_SnapshotId_v12_to_18, _encode_SnapshotId_v12_to_18, _encode_SnapshotId_v12_to_18, _encode_SnapshotId_v12_to_18, _encode_SnapshotId_v12_to_18, _encode_SnapshotId_v12_to_18, _encode_SnapshotId_v12_to_18,)
    AbortedTransaction._DECODERS = (None, None, None, None, _decode_AbortedTransaction_v4_to_11, _decode_AbortedTransaction_v4_to_11, _decode_AbortedTransaction_v4_to_11, _decode_AbortedTransaction_v4_to_11, _decode_AbortedTransaction_v4_to_11, _decode_AbortedTransaction_v4_to_11, _decode_AbortedTransaction_v4_to_11, _decode_AbortedTransaction_v4_to_11, _decode_AbortedTransaction_v12_to_18, _decode_AbortedTransaction_v12_to_18, _decode_AbortedTransaction_v12_to_18, _decode_AbortedTransaction_v12_to_18, _decode_AbortedTransaction_v12_to_18, _decode_AbortedTransaction_v12_to_18, _decode_AbortedTransaction_v12_to_18,)
    AbortedTransaction._ENCODERS = (None, None, None, None, _encode_AbortedTransaction_v4_to_11, _encode_AbortedTransaction_v4_to_11, _encode_AbortedTransaction_v4_to_11, _encode_AbortedTransaction_v4_to_11, _encode_AbortedTransaction_v4_to_11, _encode_AbortedTransaction_v4_to_11, _encode_AbortedTransaction_v4_to_11, _encode_AbortedTransaction_v4_to_11, _encode_AbortedTransaction_v12_to_18, _encode_AbortedTransaction_v12_to_18, _encode_AbortedTransaction_v12_to_18, _encode_AbortedTransaction_v12_to_18, _encode_AbortedTransaction_v12_to_18, _encode_AbortedTransaction_v12_to_18, _encode_AbortedTransaction_v12_to_18,)
    PartitionData._DECODERS = (None, None, None, None, _decode_PartitionData_v4, _decode_PartitionData_v5_to_10, _decode_PartitionData_v5_to_10, _decode_PartitionData_v5_to_10, _decode_PartitionData_v5_to_10, _decode_PartitionData_v5_to_10, _decode_PartitionData_v5_to_10, _decode_PartitionData_v11, _decode_PartitionData_v12_to_18, _decode_PartitionData_v12_to_18, _decode_PartitionData_v12_to_18, _decode_PartitionData_v12_to_18, _decode_PartitionData_v12_to_18, _decode_PartitionData_v12_to_18, _decode_PartitionData_v12_to_18,)
    PartitionData._ENCODERS = (None, None, None, None, _encode_PartitionData_v4, _encode_PartitionData_v5_to_10, _encode_PartitionData_v5_to_10, _encode_PartitionData_v5_to_10, _encode_PartitionData_v5_to_10, _encode_PartitionData_v5_to_10, _encode_PartitionData_v5_to_10, _encode_PartitionData_v11, _encode_PartitionData_v12_to_18, _encode_PartitionData_v12_to_18, _encode_PartitionData_v12_to_18, _encode_PartitionData_v12_to_18, _encode_PartitionData_v12_to_18, _encode_PartitionData_v12_to_18, _encode_PartitionData_v12_to_18,)
    FetchableTopicResponse._DECODERS = (None, None, None, None, _decode_FetchableTopicResponse_v4, _decode_FetchableTopicResponse_v5_to_10, _decode_FetchableTopicResponse_v5_to_10, _decode_FetchableTopicResponse_v5_to_10, _decode_FetchableTopicResponse_v5_to_10, _decode_FetchableTopicResponse_v5_to_10, _decode_FetchableTopicResponse_v5_to_10, _decode_FetchableTopicResponse_v11, _decode_FetchableTopicResponse_v12, _decode_FetchableTopicResponse_v13_to_18, _decode_FetchableTopicResponse_v13_to_18, _decode_FetchableTopicResponse_v13_to_18, _decode_FetchableTopicResponse_v13_to_18, _decode_FetchableTopicResponse_v13_to_18, _decode_FetchableTopicResponse_v13_to_18,)
    FetchableTopicResponse._ENCODERS = (None, None, None, None, _encode_FetchableTopicResponse_v4, _encode_FetchableTopicResponse_v5_to_10, _encode_FetchableTopicResponse_v5_to_10, _encode_FetchableTopicResponse_v5_to_10, _encode_FetchableTopicResponse_v5_to_10, _encode_FetchableTopicResponse_v5_to_10, _encode_FetchableTopicResponse_v5_to_10, _encode_FetchableTopicResponse_v11, _encode_FetchableTopicResponse_v12, _encode_FetchableTopicResponse_v13_to_18, _encode_FetchableTopicResponse_v13_to_18, _encode_FetchableTopicResponse_v13_to_18, _encode_FetchableTopicResponse_v13_to_18, _encode_FetchableTopicResponse_v13_to_18, _encode_FetchableTopicResponse_v13_to_18,)
    NodeEndpoint._DECODERS = (None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, _decode_NodeEndpoint_v16_to_18, _decode_NodeEndpoint_v16_to_18, _decode_NodeEndpoint_v16_to_18,)
    NodeEndpoint._ENCODERS = (None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, _encode_NodeEndpoint_v16_to_18, _encode_NodeEndpoint_v16_to_18, _encode_NodeEndpoint_v16_to_18,)
    FetchResponse._DECODERS = (None, None, None, None, _decode_FetchResponse_v4, _decode_FetchResponse_v5_to_6, _decode_FetchResponse_v5_to_6, _decode_FetchResponse_v7_to_10, _decode_FetchResponse_v7_to_10, _decode_FetchResponse_v7_to_10, _decode_FetchResponse_v7_to_10, _decode_FetchResponse_v11, _decode_FetchResponse_v12, _decode_FetchResponse_v13_to_15, _decode_FetchResponse_v13_to_15, _decode_FetchResponse_v13_to_15, _decode_FetchResponse_v16_to_18, _decode_FetchResponse_v16_to_18, _decode_FetchResponse_v16_to_18,)
    FetchResponse._ENCODERS = (None, None, None, None, _encode_FetchResponse_v4, _encode_FetchResponse_v5_to_6, _encode_FetchResponse_v5_to_6, _encode_FetchResponse_v7_to_10, _encode_FetchResponse_v7_to_10, _encode_FetchResponse_v7_to_10, _encode_FetchResponse_v7_to_10, _encode_FetchResponse_v11, _encode_FetchResponse_v12, _encode_FetchResponse_v13_to_15, _encode_FetchResponse_v13_to_15, _encode_FetchResponse_v13_to_15, _encode_FetchResponse_v16_to_18, _encode_FetchResponse_v16_to_18, _encode_FetchResponse_v16_to_18,)
