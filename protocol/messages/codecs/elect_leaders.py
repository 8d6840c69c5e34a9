"""Generated from schemas/ElectLeadersRequest.json, schemas/ElectLeadersResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_b = _struct.Struct('>b')
_S_bBB = _struct.Struct('>bBB')
_S_bBi = _struct.Struct('>bBi')
_S_bi = _struct.Struct('>bi')
_S_bii = _struct.Struct('>bii')
_S_i = _struct.Struct('>i')
_S_iB = _struct.Struct('>iB')
_S_ih = _struct.Struct('>ih')
_S_ihBB = _struct.Struct('>ihBB')
_S_ihh = _struct.Struct('>ihh')
_S_ihi = _struct.Struct('>ihi')
_S_ii = _struct.Struct('>ii')

def _decode_TopicPartitions_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(TopicPartitions)
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


def _encode_TopicPartitions_v0_to_1(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('TopicPartitions.topic is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TopicPartitions.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        w(_pack('>%di' % len(items0), *items0))


def _decode_TopicPartitions_v2(buf, pos):
    limit = len(buf)
    self = _new(TopicPartitions)
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


def _encode_TopicPartitions_v2(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('TopicPartitions.topic is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TopicPartitions.partitions is None, but it cannot be null')
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


def _decode_ElectLeadersRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(ElectLeadersRequest)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.topic_partitions = []
    elif n < 0:
        self.topic_partitions = None
    else:
        if n > limit - pos:
            raise _DecodeError('array TopicPartitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(TopicPartitions)
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
        self.topic_partitions = items0
    self.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    self.election_type = 0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ElectLeadersRequest_v0(o, out, big):
    w = out.append
    if o.election_type != 0:
        raise _UnsupportedVersionError('ElectLeadersRequest.election_type is set, but only versions 1+ have it')
    items0 = o.topic_partitions
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
                raise _UnsupportedVersionError('TopicPartitions.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('TopicPartitions.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))
    w(_S_i.pack(o.timeout_ms))


def _decode_ElectLeadersRequest_v1(buf, pos):
    limit = len(buf)
    self = _new(ElectLeadersRequest)
    self.election_type, n = _S_bi.unpack_from(buf, pos)
    pos += 5
    if n == 0:
        self.topic_partitions = []
    elif n < 0:
        self.topic_partitions = None
    else:
        if n > limit - pos:
            raise _DecodeError('array TopicPartitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(TopicPartitions)
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
        self.topic_partitions = items0
    self.timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ElectLeadersRequest_v1(o, out, big):
    w = out.append
    items0 = o.topic_partitions
    if not items0:
        w(_S_bii.pack(o.election_type, -1 if items0 is None else 0, o.timeout_ms))
    else:
        w(_S_b.pack(o.election_type))
        items0 = o.topic_partitions
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
                    raise _UnsupportedVersionError('TopicPartitions.topic is None, but it cannot be null')
                else:
                    v = v.encode()
                    w(_I16.pack(len(v)))
                    w(v)
                items1 = item0.partitions
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('TopicPartitions.partitions is None, but it cannot be null')
                    else:
                        w(b'\x00\x00\x00\x00')
                else:
                    w(_I32.pack(len(items1)))
                    w(_pack('>%di' % len(items1), *items1))
        w(_S_i.pack(o.timeout_ms))


def _decode_ElectLeadersRequest_v2(buf, pos):
    limit = len(buf)
    self = _new(ElectLeadersRequest)
    self.election_type, n, _n2 = _S_bBB.unpack_from(buf, pos)
    if n < 128:
        pos += 2
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 3
    else:
        n, pos = _read_uvarint(buf, pos + 1)
    n -= 1
    if n == 0:
        self.topic_partitions = []
    elif n < 0:
        self.topic_partitions = None
    else:
        if n > limit - pos:
            raise _DecodeError('array TopicPartitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(TopicPartitions)
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
        self.topic_partitions = items0
    self.timeout_ms, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ElectLeadersRequest_v2(o, out, big):
    w = out.append
    items0 = o.topic_partitions
    if not items0:
        w(_S_bBi.pack(o.election_type, 0 if items0 is None else 1, o.timeout_ms))
    else:
        w(_S_b.pack(o.election_type))
        items0 = o.topic_partitions
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
                    raise _UnsupportedVersionError('TopicPartitions.topic is None, but it cannot be null')
                else:
                    v = v.encode()
                    size = len(v) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(v)
                items1 = item0.partitions
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('TopicPartitions.partitions is None, but it cannot be null')
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
        w(_S_i.pack(o.timeout_ms))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_PartitionResult_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(PartitionResult)
    self.partition_id, self.error_code, n = _S_ihh.unpack_from(buf, pos)
    pos += 8
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


def _encode_PartitionResult_v0_to_1(o, out, big):
    w = out.append
    w(_S_ih.pack(o.partition_id, o.error_code))
    v = o.error_message
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_PartitionResult_v2(buf, pos):
    limit = len(buf)
    self = _new(PartitionResult)
    self.partition_id, self.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
    if n < 128:
        pos += 7
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 8
    else:
        n, pos = _read_uvarint(buf, pos + 6)
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


def _encode_PartitionResult_v2(o, out, big):
    w = out.append
    w(_S_ih.pack(o.partition_id, o.error_code))
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


def _decode_ReplicaElectionResult_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(ReplicaElectionResult)
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
        self.partition_result = []
    elif n < 0:
        raise _DecodeError('non-nullable array PartitionResult is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array PartitionResult claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(PartitionResult)
            item0.partition_id, item0.error_code, n = _S_ihh.unpack_from(buf, pos)
            pos += 8
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
        self.partition_result = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ReplicaElectionResult_v0_to_1(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('ReplicaElectionResult.topic is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partition_result
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ReplicaElectionResult.partition_result is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_ih.pack(item0.partition_id, item0.error_code))
            v = item0.error_message
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)


def _decode_ReplicaElectionResult_v2(buf, pos):
    limit = len(buf)
    self = _new(ReplicaElectionResult)
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
        self.partition_result = []
    elif n < 0:
        raise _DecodeError('non-nullable array PartitionResult is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array PartitionResult claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(PartitionResult)
            item0.partition_id, item0.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
            if n < 128:
                pos += 7
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 8
            else:
                n, pos = _read_uvarint(buf, pos + 6)
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
        self.partition_result = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ReplicaElectionResult_v2(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('ReplicaElectionResult.topic is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partition_result
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ReplicaElectionResult.partition_result is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_ih.pack(item0.partition_id, item0.error_code))
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


def _decode_ElectLeadersResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(ElectLeadersResponse)
    self.throttle_time_ms, n = _S_ii.unpack_from(buf, pos)
    pos += 8
    if n == 0:
        self.replica_election_results = []
    elif n < 0:
        raise _DecodeError('non-nullable array ReplicaElectionResults is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ReplicaElectionResults claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ReplicaElectionResult)
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
                item0.partition_result = []
            elif n < 0:
                raise _DecodeError('non-nullable array PartitionResult is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array PartitionResult claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(PartitionResult)
                    item1.partition_id, item1.error_code, n = _S_ihh.unpack_from(buf, pos)
                    pos += 8
                    if n < 0:
                        item1.error_message = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                        item1.error_message = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partition_result = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.replica_election_results = items0
    self.error_code = 0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ElectLeadersResponse_v0(o, out, big):
    w = out.append
    if o.error_code != 0:
        raise _UnsupportedVersionError('ElectLeadersResponse.error_code is set, but only versions 1+ have it')
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.replica_election_results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ElectLeadersResponse.replica_election_results is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('ReplicaElectionResult.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partition_result
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ReplicaElectionResult.partition_result is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_ih.pack(item1.partition_id, item1.error_code))
                    v = item1.error_message
                    if v is None:
                        w(b'\xff\xff')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)


def _decode_ElectLeadersResponse_v1(buf, pos):
    limit = len(buf)
    self = _new(ElectLeadersResponse)
    self.throttle_time_ms, self.error_code, n = _S_ihi.unpack_from(buf, pos)
    pos += 10
    if n == 0:
        self.replica_election_results = []
    elif n < 0:
        raise _DecodeError('non-nullable array ReplicaElectionResults is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ReplicaElectionResults claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ReplicaElectionResult)
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
                item0.partition_result = []
            elif n < 0:
                raise _DecodeError('non-nullable array PartitionResult is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array PartitionResult claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(PartitionResult)
                    item1.partition_id, item1.error_code, n = _S_ihh.unpack_from(buf, pos)
                    pos += 8
                    if n < 0:
                        item1.error_message = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                        item1.error_message = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partition_result = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.replica_election_results = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ElectLeadersResponse_v1(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    items0 = o.replica_election_results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ElectLeadersResponse.replica_election_results is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('ReplicaElectionResult.topic is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partition_result
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ReplicaElectionResult.partition_result is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_ih.pack(item1.partition_id, item1.error_code))
                    v = item1.error_message
                    if v is None:
                        w(b'\xff\xff')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)


def _decode_ElectLeadersResponse_v2(buf, pos):
    limit = len(buf)
    self = _new(ElectLeadersResponse)
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
        self.replica_election_results = []
    elif n < 0:
        raise _DecodeError('non-nullable array ReplicaElectionResults is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ReplicaElectionResults claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ReplicaElectionResult)
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
                item0.partition_result = []
            elif n < 0:
                raise _DecodeError('non-nullable array PartitionResult is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array PartitionResult claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(PartitionResult)
                    item1.partition_id, item1.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 7
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 8
                    else:
                        n, pos = _read_uvarint(buf, pos + 6)
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
                item0.partition_result = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.replica_election_results = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ElectLeadersResponse_v2(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    items0 = o.replica_election_results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ElectLeadersResponse.replica_election_results is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('ReplicaElectionResult.topic is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partition_result
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ReplicaElectionResult.partition_result is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_ih.pack(item1.partition_id, item1.error_code))
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
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/elect_leaders.py (`classes`: its namespace) and give
    them their per-version tables."""
    global TopicPartitions, ElectLeadersRequest, PartitionResult, ReplicaElectionResult, ElectLeadersResponse
    TopicPartitions = classes['TopicPartitions']
    ElectLeadersRequest = classes['ElectLeadersRequest']
    PartitionResult = classes['PartitionResult']
    ReplicaElectionResult = classes['ReplicaElectionResult']
    ElectLeadersResponse = classes['ElectLeadersResponse']
    TopicPartitions._DECODERS = (_decode_TopicPartitions_v0_to_1, _decode_TopicPartitions_v0_to_1, _decode_TopicPartitions_v2,)
    TopicPartitions._ENCODERS = (_encode_TopicPartitions_v0_to_1, _encode_TopicPartitions_v0_to_1, _encode_TopicPartitions_v2,)
    ElectLeadersRequest._DECODERS = (_decode_ElectLeadersRequest_v0, _decode_ElectLeadersRequest_v1, _decode_ElectLeadersRequest_v2,)
    ElectLeadersRequest._ENCODERS = (_encode_ElectLeadersRequest_v0, _encode_ElectLeadersRequest_v1, _encode_ElectLeadersRequest_v2,)
    PartitionResult._DECODERS = (_decode_PartitionResult_v0_to_1, _decode_PartitionResult_v0_to_1, _decode_PartitionResult_v2,)
    PartitionResult._ENCODERS = (_encode_PartitionResult_v0_to_1, _encode_PartitionResult_v0_to_1, _encode_PartitionResult_v2,)
    ReplicaElectionResult._DECODERS = (_decode_ReplicaElectionResult_v0_to_1, _decode_ReplicaElectionResult_v0_to_1, _decode_ReplicaElectionResult_v2,)
    ReplicaElectionResult._ENCODERS = (_encode_ReplicaElectionResult_v0_to_1, _encode_ReplicaElectionResult_v0_to_1, _encode_ReplicaElectionResult_v2,)
    ElectLeadersResponse._DECODERS = (_decode_ElectLeadersResponse_v0, _decode_ElectLeadersResponse_v1, _decode_ElectLeadersResponse_v2,)
    ElectLeadersResponse._ENCODERS = (_encode_ElectLeadersResponse_v0, _encode_ElectLeadersResponse_v1, _encode_ElectLeadersResponse_v2,)
