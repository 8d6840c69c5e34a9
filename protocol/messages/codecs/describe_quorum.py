"""Generated from schemas/DescribeQuorumRequest.json, schemas/DescribeQuorumResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_H = _struct.Struct('>H')
_S_HB = _struct.Struct('>HB')
_S_h = _struct.Struct('>h')
_S_hBB = _struct.Struct('>hBB')
_S_i = _struct.Struct('>i')
_S_iB = _struct.Struct('>iB')
_S_iBB = _struct.Struct('>iBB')
_S_ih = _struct.Struct('>ih')
_S_ihBB = _struct.Struct('>ihBB')
_S_ihiiq = _struct.Struct('>ihiiq')
_S_ihiiqBB = _struct.Struct('>ihiiqBB')
_S_iiq = _struct.Struct('>iiq')
_S_iiqBB = _struct.Struct('>iiqBB')
_S_iq = _struct.Struct('>iq')
_S_iqB = _struct.Struct('>iqB')
_S_iqqq = _struct.Struct('>iqqq')
_S_iqqqB = _struct.Struct('>iqqqB')
_S_iuqqq = _struct.Struct('>i16sqqq')
_S_iuqqqB = _struct.Struct('>i16sqqqB')

def _decode_DescribeQuorumRequestPartitionData_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(DescribeQuorumRequestPartitionData)
    self.partition_index, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeQuorumRequestPartitionData_v0_to_2(o, out, big):
    w = out.append
    w(_S_i.pack(o.partition_index))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeQuorumRequestTopicData_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(DescribeQuorumRequestTopicData)
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
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribeQuorumRequestPartitionData)
            item0.partition_index, _t = _S_iB.unpack_from(buf, pos)
            pos += 5
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


def _encode_DescribeQuorumRequestTopicData_v0_to_2(o, out, big):
    w = out.append
    v = o.topic_name
    if v is None:
        raise _UnsupportedVersionError('DescribeQuorumRequestTopicData.topic_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeQuorumRequestTopicData.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_i.pack(item0.partition_index))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeQuorumRequest_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(DescribeQuorumRequest)
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
            item0 = _new(DescribeQuorumRequestTopicData)
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
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribeQuorumRequestPartitionData)
                    item1.partition_index, _t = _S_iB.unpack_from(buf, pos)
                    pos += 5
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


def _encode_DescribeQuorumRequest_v0_to_2(o, out, big):
    w = out.append
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeQuorumRequest.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.topic_name
            if v is None:
                raise _UnsupportedVersionError('DescribeQuorumRequestTopicData.topic_name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeQuorumRequestTopicData.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_i.pack(item1.partition_index))
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


def _decode_ReplicaState_v0(buf, pos):
    limit = len(buf)
    self = _new(ReplicaState)
    self.replica_id, self.log_end_offset, _t = _S_iqB.unpack_from(buf, pos)
    pos += 13
    self.replica_directory_id = _ZERO_UUID
    self.last_fetch_timestamp = -1
    self.last_caught_up_timestamp = -1
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ReplicaState_v0(o, out, big):
    w = out.append
    if o.replica_directory_id != _ZERO_UUID:
        raise _UnsupportedVersionError('ReplicaState.replica_directory_id is set, but only versions 2+ have it')
    w(_S_iq.pack(o.replica_id, o.log_end_offset))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ReplicaState_v1(buf, pos):
    limit = len(buf)
    self = _new(ReplicaState)
    self.replica_id, self.log_end_offset, self.last_fetch_timestamp, self.last_caught_up_timestamp, _t = _S_iqqqB.unpack_from(buf, pos)
    pos += 29
    self.replica_directory_id = _ZERO_UUID
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ReplicaState_v1(o, out, big):
    w = out.append
    if o.replica_directory_id != _ZERO_UUID:
        raise _UnsupportedVersionError('ReplicaState.replica_directory_id is set, but only versions 2+ have it')
    w(_S_iqqq.pack(o.replica_id, o.log_end_offset, o.last_fetch_timestamp, o.last_caught_up_timestamp))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ReplicaState_v2(buf, pos):
    limit = len(buf)
    self = _new(ReplicaState)
    self.replica_id, _u1, self.log_end_offset, self.last_fetch_timestamp, self.last_caught_up_timestamp, _t = _S_iuqqqB.unpack_from(buf, pos)
    pos += 45
    self.replica_directory_id = _uuid(_u1)
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ReplicaState_v2(o, out, big):
    w = out.append
    w(_S_iuqqq.pack(o.replica_id, o.replica_directory_id.bytes, o.log_end_offset, o.last_fetch_timestamp, o.last_caught_up_timestamp))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeQuorumResponsePartitionData_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeQuorumResponsePartitionData)
    self.partition_index, self.error_code, self.leader_id, self.leader_epoch, self.high_watermark, n, _n2 = _S_ihiiqBB.unpack_from(buf, pos)
    if n < 128:
        pos += 23
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 24
    else:
        n, pos = _read_uvarint(buf, pos + 22)
    n -= 1
    if n == 0:
        self.current_voters = []
    elif n < 0:
        raise _DecodeError('non-nullable array CurrentVoters is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array CurrentVoters claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ReplicaState)
            item0.replica_id, item0.log_end_offset, _t = _S_iqB.unpack_from(buf, pos)
            pos += 13
            item0.replica_directory_id = _ZERO_UUID
            item0.last_fetch_timestamp = -1
            item0.last_caught_up_timestamp = -1
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.current_voters = items0
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
        self.observers = []
    elif n < 0:
        raise _DecodeError('non-nullable array Observers is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Observers claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ReplicaState)
            item0.replica_id, item0.log_end_offset, _t = _S_iqB.unpack_from(buf, pos)
            pos += 13
            item0.replica_directory_id = _ZERO_UUID
            item0.last_fetch_timestamp = -1
            item0.last_caught_up_timestamp = -1
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.observers = items0
    self.error_message = ''
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeQuorumResponsePartitionData_v0(o, out, big):
    w = out.append
    w(_S_ihiiq.pack(o.partition_index, o.error_code, o.leader_id, o.leader_epoch, o.high_watermark))
    items0 = o.current_voters
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeQuorumResponsePartitionData.current_voters is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            if item0.replica_directory_id != _ZERO_UUID:
                raise _UnsupportedVersionError('ReplicaState.replica_directory_id is set, but only versions 2+ have it')
            w(_S_iq.pack(item0.replica_id, item0.log_end_offset))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    items0 = o.observers
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeQuorumResponsePartitionData.observers is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            if item0.replica_directory_id != _ZERO_UUID:
                raise _UnsupportedVersionError('ReplicaState.replica_directory_id is set, but only versions 2+ have it')
            w(_S_iq.pack(item0.replica_id, item0.log_end_offset))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeQuorumResponsePartitionData_v1(buf, pos):
    limit = len(buf)
    self = _new(DescribeQuorumResponsePartitionData)
    self.partition_index, self.error_code, self.leader_id, self.leader_epoch, self.high_watermark, n, _n2 = _S_ihiiqBB.unpack_from(buf, pos)
    if n < 128:
        pos += 23
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 24
    else:
        n, pos = _read_uvarint(buf, pos + 22)
    n -= 1
    if n == 0:
        self.current_voters = []
    elif n < 0:
        raise _DecodeError('non-nullable array CurrentVoters is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array CurrentVoters claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ReplicaState)
            item0.replica_id, item0.log_end_offset, item0.last_fetch_timestamp, item0.last_caught_up_timestamp, _t = _S_iqqqB.unpack_from(buf, pos)
            pos += 29
            item0.replica_directory_id = _ZERO_UUID
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.current_voters = items0
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
        self.observers = []
    elif n < 0:
        raise _DecodeError('non-nullable array Observers is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Observers claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ReplicaState)
            item0.replica_id, item0.log_end_offset, item0.last_fetch_timestamp, item0.last_caught_up_timestamp, _t = _S_iqqqB.unpack_from(buf, pos)
            pos += 29
            item0.replica_directory_id = _ZERO_UUID
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.observers = items0
    self.error_message = ''
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeQuorumResponsePartitionData_v1(o, out, big):
    w = out.append
    w(_S_ihiiq.pack(o.partition_index, o.error_code, o.leader_id, o.leader_epoch, o.high_watermark))
    items0 = o.current_voters
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeQuorumResponsePartitionData.current_voters is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            if item0.replica_directory_id != _ZERO_UUID:
                raise _UnsupportedVersionError('ReplicaState.replica_directory_id is set, but only versions 2+ have it')
            w(_S_iqqq.pack(item0.replica_id, item0.log_end_offset, item0.last_fetch_timestamp, item0.last_caught_up_timestamp))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    items0 = o.observers
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeQuorumResponsePartitionData.observers is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            if item0.replica_directory_id != _ZERO_UUID:
                raise _UnsupportedVersionError('ReplicaState.replica_directory_id is set, but only versions 2+ have it')
            w(_S_iqqq.pack(item0.replica_id, item0.log_end_offset, item0.last_fetch_timestamp, item0.last_caught_up_timestamp))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeQuorumResponsePartitionData_v2(buf, pos):
    limit = len(buf)
    self = _new(DescribeQuorumResponsePartitionData)
    self.partition_index, self.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
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
    self.leader_id, self.leader_epoch, self.high_watermark, n, _n2 = _S_iiqBB.unpack_from(buf, pos)
    if n < 128:
        pos += 17
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 18
    else:
        n, pos = _read_uvarint(buf, pos + 16)
    n -= 1
    if n == 0:
        self.current_voters = []
    elif n < 0:
        raise _DecodeError('non-nullable array CurrentVoters is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array CurrentVoters claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ReplicaState)
            item0.replica_id, _u1, item0.log_end_offset, item0.last_fetch_timestamp, item0.last_caught_up_timestamp, _t = _S_iuqqqB.unpack_from(buf, pos)
            pos += 45
            item0.replica_directory_id = _uuid(_u1)
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.current_voters = items0
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
        self.observers = []
    elif n < 0:
        raise _DecodeError('non-nullable array Observers is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Observers claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ReplicaState)
            item0.replica_id, _u1, item0.log_end_offset, item0.last_fetch_timestamp, item0.last_caught_up_timestamp, _t = _S_iuqqqB.unpack_from(buf, pos)
            pos += 45
            item0.replica_directory_id = _uuid(_u1)
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.observers = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeQuorumResponsePartitionData_v2(o, out, big):
    w = out.append
    w(_S_ih.pack(o.partition_index, o.error_code))
    v = o.error_message
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_iiq.pack(o.leader_id, o.leader_epoch, o.high_watermark))
    items0 = o.current_voters
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeQuorumResponsePartitionData.current_voters is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_iuqqq.pack(item0.replica_id, item0.replica_directory_id.bytes, item0.log_end_offset, item0.last_fetch_timestamp, item0.last_caught_up_timestamp))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    items0 = o.observers
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeQuorumResponsePartitionData.observers is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_iuqqq.pack(item0.replica_id, item0.replica_directory_id.bytes, item0.log_end_offset, item0.last_fetch_timestamp, item0.last_caught_up_timestamp))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeQuorumResponseTopicData_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeQuorumResponseTopicData)
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
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribeQuorumResponsePartitionData)
            item0.partition_index, item0.error_code, item0.leader_id, item0.leader_epoch, item0.high_watermark, n, _n2 = _S_ihiiqBB.unpack_from(buf, pos)
            if n < 128:
                pos += 23
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 24
            else:
                n, pos = _read_uvarint(buf, pos + 22)
            n -= 1
            if n == 0:
                item0.current_voters = []
            elif n < 0:
                raise _DecodeError('non-nullable array CurrentVoters is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array CurrentVoters claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(ReplicaState)
                    item1.replica_id, item1.log_end_offset, _t = _S_iqB.unpack_from(buf, pos)
                    pos += 13
                    item1.replica_directory_id = _ZERO_UUID
                    item1.last_fetch_timestamp = -1
                    item1.last_caught_up_timestamp = -1
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.current_voters = items1
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
                item0.observers = []
            elif n < 0:
                raise _DecodeError('non-nullable array Observers is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Observers claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(ReplicaState)
                    item1.replica_id, item1.log_end_offset, _t = _S_iqB.unpack_from(buf, pos)
                    pos += 13
                    item1.replica_directory_id = _ZERO_UUID
                    item1.last_fetch_timestamp = -1
                    item1.last_caught_up_timestamp = -1
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.observers = items1
            item0.error_message = ''
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


def _encode_DescribeQuorumResponseTopicData_v0(o, out, big):
    w = out.append
    v = o.topic_name
    if v is None:
        raise _UnsupportedVersionError('DescribeQuorumResponseTopicData.topic_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeQuorumResponseTopicData.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_ihiiq.pack(item0.partition_index, item0.error_code, item0.leader_id, item0.leader_epoch, item0.high_watermark))
            items1 = item0.current_voters
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeQuorumResponsePartitionData.current_voters is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    if item1.replica_directory_id != _ZERO_UUID:
                        raise _UnsupportedVersionError('ReplicaState.replica_directory_id is set, but only versions 2+ have it')
                    w(_S_iq.pack(item1.replica_id, item1.log_end_offset))
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            items1 = item0.observers
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeQuorumResponsePartitionData.observers is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    if item1.replica_directory_id != _ZERO_UUID:
                        raise _UnsupportedVersionError('ReplicaState.replica_directory_id is set, but only versions 2+ have it')
                    w(_S_iq.pack(item1.replica_id, item1.log_end_offset))
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


def _decode_DescribeQuorumResponseTopicData_v1(buf, pos):
    limit = len(buf)
    self = _new(DescribeQuorumResponseTopicData)
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
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribeQuorumResponsePartitionData)
            item0.partition_index, item0.error_code, item0.leader_id, item0.leader_epoch, item0.high_watermark, n, _n2 = _S_ihiiqBB.unpack_from(buf, pos)
            if n < 128:
                pos += 23
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 24
            else:
                n, pos = _read_uvarint(buf, pos + 22)
            n -= 1
            if n == 0:
                item0.current_voters = []
            elif n < 0:
                raise _DecodeError('non-nullable array CurrentVoters is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array CurrentVoters claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(ReplicaState)
                    item1.replica_id, item1.log_end_offset, item1.last_fetch_timestamp, item1.last_caught_up_timestamp, _t = _S_iqqqB.unpack_from(buf, pos)
                    pos += 29
                    item1.replica_directory_id = _ZERO_UUID
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.current_voters = items1
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
                item0.observers = []
            elif n < 0:
                raise _DecodeError('non-nullable array Observers is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Observers claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(ReplicaState)
                    item1.replica_id, item1.log_end_offset, item1.last_fetch_timestamp, item1.last_caught_up_timestamp, _t = _S_iqqqB.unpack_from(buf, pos)
                    pos += 29
                    item1.replica_directory_id = _ZERO_UUID
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.observers = items1
            item0.error_message = ''
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


def _encode_DescribeQuorumResponseTopicData_v1(o, out, big):
    w = out.append
    v = o.topic_name
    if v is None:
        raise _UnsupportedVersionError('DescribeQuorumResponseTopicData.topic_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeQuorumResponseTopicData.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_ihiiq.pack(item0.partition_index, item0.error_code, item0.leader_id, item0.leader_epoch, item0.high_watermark))
            items1 = item0.current_voters
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeQuorumResponsePartitionData.current_voters is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    if item1.replica_directory_id != _ZERO_UUID:
                        raise _UnsupportedVersionError('ReplicaState.replica_directory_id is set, but only versions 2+ have it')
                    w(_S_iqqq.pack(item1.replica_id, item1.log_end_offset, item1.last_fetch_timestamp, item1.last_caught_up_timestamp))
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            items1 = item0.observers
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeQuorumResponsePartitionData.observers is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    if item1.replica_directory_id != _ZERO_UUID:
                        raise _UnsupportedVersionError('ReplicaState.replica_directory_id is set, but only versions 2+ have it')
                    w(_S_iqqq.pack(item1.replica_id, item1.log_end_offset, item1.last_fetch_timestamp, item1.last_caught_up_timestamp))
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


def _decode_DescribeQuorumResponseTopicData_v2(buf, pos):
    limit = len(buf)
    self = _new(DescribeQuorumResponseTopicData)
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
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribeQuorumResponsePartitionData)
            item0.partition_index, item0.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
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
            item0.leader_id, item0.leader_epoch, item0.high_watermark, n, _n2 = _S_iiqBB.unpack_from(buf, pos)
            if n < 128:
                pos += 17
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 18
            else:
                n, pos = _read_uvarint(buf, pos + 16)
            n -= 1
            if n == 0:
                item0.current_voters = []
            elif n < 0:
                raise _DecodeError('non-nullable array CurrentVoters is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array CurrentVoters claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(ReplicaState)
                    item1.replica_id, _u1, item1.log_end_offset, item1.last_fetch_timestamp, item1.last_caught_up_timestamp, _t = _S_iuqqqB.unpack_from(buf, pos)
                    pos += 45
                    item1.replica_directory_id = _uuid(_u1)
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.current_voters = items1
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
                item0.observers = []
            elif n < 0:
                raise _DecodeError('non-nullable array Observers is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Observers claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(ReplicaState)
                    item1.replica_id, _u1, item1.log_end_offset, item1.last_fetch_timestamp, item1.last_caught_up_timestamp, _t = _S_iuqqqB.unpack_from(buf, pos)
                    pos += 45
                    item1.replica_directory_id = _uuid(_u1)
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.observers = items1
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


def _encode_DescribeQuorumResponseTopicData_v2(o, out, big):
    w = out.append
    v = o.topic_name
    if v is None:
        raise _UnsupportedVersionError('DescribeQuorumResponseTopicData.topic_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeQuorumResponseTopicData.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_ih.pack(item0.partition_index, item0.error_code))
            v = item0.error_message
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_iiq.pack(item0.leader_id, item0.leader_epoch, item0.high_watermark))
            items1 = item0.current_voters
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeQuorumResponsePartitionData.current_voters is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_iuqqq.pack(item1.replica_id, item1.replica_directory_id.bytes, item1.log_end_offset, item1.last_fetch_timestamp, item1.last_caught_up_timestamp))
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            items1 = item0.observers
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeQuorumResponsePartitionData.observers is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_iuqqq.pack(item1.replica_id, item1.replica_directory_id.bytes, item1.log_end_offset, item1.last_fetch_timestamp, item1.last_caught_up_timestamp))
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


def _decode_Listener_v2(buf, pos):
    limit = len(buf)
    self = _new(Listener)
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
    if n < 0:
        raise _DecodeError('non-nullable field Host is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Host runs past the end of the buffer')
        self.host = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.port, _t = _S_HB.unpack_from(buf, pos)
    pos += 3
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_Listener_v2(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('Listener.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.host
    if v is None:
        raise _UnsupportedVersionError('Listener.host is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_H.pack(o.port))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_Node_v2(buf, pos):
    limit = len(buf)
    self = _new(Node)
    self.node_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n == 0:
        self.listeners = []
    elif n < 0:
        raise _DecodeError('non-nullable array Listeners is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Listeners claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(Listener)
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
            if n < 0:
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.port, _t = _S_HB.unpack_from(buf, pos)
            pos += 3
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.listeners = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_Node_v2(o, out, big):
    w = out.append
    w(_S_i.pack(o.node_id))
    items0 = o.listeners
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('Node.listeners is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('Listener.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('Listener.host is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_H.pack(item0.port))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeQuorumResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeQuorumResponse)
    self.error_code, n, _n2 = _S_hBB.unpack_from(buf, pos)
    if n < 128:
        pos += 3
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 4
    else:
        n, pos = _read_uvarint(buf, pos + 2)
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
            item0 = _new(DescribeQuorumResponseTopicData)
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
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribeQuorumResponsePartitionData)
                    item1.partition_index, item1.error_code, item1.leader_id, item1.leader_epoch, item1.high_watermark, n, _n2 = _S_ihiiqBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 23
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 24
                    else:
                        n, pos = _read_uvarint(buf, pos + 22)
                    n -= 1
                    if n == 0:
                        item1.current_voters = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array CurrentVoters is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array CurrentVoters claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(ReplicaState)
                            item2.replica_id, item2.log_end_offset, _t = _S_iqB.unpack_from(buf, pos)
                            pos += 13
                            item2.replica_directory_id = _ZERO_UUID
                            item2.last_fetch_timestamp = -1
                            item2.last_caught_up_timestamp = -1
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.current_voters = items2
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
                        item1.observers = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array Observers is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array Observers claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(ReplicaState)
                            item2.replica_id, item2.log_end_offset, _t = _S_iqB.unpack_from(buf, pos)
                            pos += 13
                            item2.replica_directory_id = _ZERO_UUID
                            item2.last_fetch_timestamp = -1
                            item2.last_caught_up_timestamp = -1
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.observers = items2
                    item1.error_message = ''
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
    self.error_message = ''
    self.nodes = []
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeQuorumResponse_v0(o, out, big):
    w = out.append
    if o.nodes:
        raise _UnsupportedVersionError('DescribeQuorumResponse.nodes is set, but only versions 2+ have it')
    w(_S_h.pack(o.error_code))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeQuorumResponse.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.topic_name
            if v is None:
                raise _UnsupportedVersionError('DescribeQuorumResponseTopicData.topic_name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeQuorumResponseTopicData.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_ihiiq.pack(item1.partition_index, item1.error_code, item1.leader_id, item1.leader_epoch, item1.high_watermark))
                    items2 = item1.current_voters
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('DescribeQuorumResponsePartitionData.current_voters is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            if item2.replica_directory_id != _ZERO_UUID:
                                raise _UnsupportedVersionError('ReplicaState.replica_directory_id is set, but only versions 2+ have it')
                            w(_S_iq.pack(item2.replica_id, item2.log_end_offset))
                            if item2.unknown_tagged_fields:
                                _write_tags([], item2.unknown_tagged_fields, w)
                            else:
                                w(b'\x00')
                    items2 = item1.observers
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('DescribeQuorumResponsePartitionData.observers is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            if item2.replica_directory_id != _ZERO_UUID:
                                raise _UnsupportedVersionError('ReplicaState.replica_directory_id is set, but only versions 2+ have it')
                            w(_S_iq.pack(item2.replica_id, item2.log_end_offset))
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


def _decode_DescribeQuorumResponse_v1(buf, pos):
    limit = len(buf)
    self = _new(DescribeQuorumResponse)
    self.error_code, n, _n2 = _S_hBB.unpack_from(buf, pos)
    if n < 128:
        pos += 3
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 4
    else:
        n, pos = _read_uvarint(buf, pos + 2)
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
            item0 = _new(DescribeQuorumResponseTopicData)
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
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribeQuorumResponsePartitionData)
                    item1.partition_index, item1.error_code, item1.leader_id, item1.leader_epoch, item1.high_watermark, n, _n2 = _S_ihiiqBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 23
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 24
                    else:
                        n, pos = _read_uvarint(buf, pos + 22)
                    n -= 1
                    if n == 0:
                        item1.current_voters = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array CurrentVoters is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array CurrentVoters claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(ReplicaState)
                            item2.replica_id, item2.log_end_offset, item2.last_fetch_timestamp, item2.last_caught_up_timestamp, _t = _S_iqqqB.unpack_from(buf, pos)
                            pos += 29
                            item2.replica_directory_id = _ZERO_UUID
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.current_voters = items2
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
                        item1.observers = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array Observers is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array Observers claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(ReplicaState)
                            item2.replica_id, item2.log_end_offset, item2.last_fetch_timestamp, item2.last_caught_up_timestamp, _t = _S_iqqqB.unpack_from(buf, pos)
                            pos += 29
                            item2.replica_directory_id = _ZERO_UUID
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.observers = items2
                    item1.error_message = ''
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
    self.error_message = ''
    self.nodes = []
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeQuorumResponse_v1(o, out, big):
    w = out.append
    if o.nodes:
        raise _UnsupportedVersionError('DescribeQuorumResponse.nodes is set, but only versions 2+ have it')
    w(_S_h.pack(o.error_code))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeQuorumResponse.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.topic_name
            if v is None:
                raise _UnsupportedVersionError('DescribeQuorumResponseTopicData.topic_name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeQuorumResponseTopicData.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_ihiiq.pack(item1.partition_index, item1.error_code, item1.leader_id, item1.leader_epoch, item1.high_watermark))
                    items2 = item1.current_voters
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('DescribeQuorumResponsePartitionData.current_voters is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            if item2.replica_directory_id != _ZERO_UUID:
                                raise _UnsupportedVersionError('ReplicaState.replica_directory_id is set, but only versions 2+ have it')
                            w(_S_iqqq.pack(item2.replica_id, item2.log_end_offset, item2.last_fetch_timestamp, item2.last_caught_up_timestamp))
                            if item2.unknown_tagged_fields:
                                _write_tags([], item2.unknown_tagged_fields, w)
                            else:
                                w(b'\x00')
                    items2 = item1.observers
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('DescribeQuorumResponsePartitionData.observers is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            if item2.replica_directory_id != _ZERO_UUID:
                                raise _UnsupportedVersionError('ReplicaState.replica_directory_id is set, but only versions 2+ have it')
                            w(_S_iqqq.pack(item2.replica_id, item2.log_end_offset, item2.last_fetch_timestamp, item2.last_caught_up_timestamp))
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


def _decode_DescribeQuorumResponse_v2(buf, pos):
    limit = len(buf)
    self = _new(DescribeQuorumResponse)
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
            item0 = _new(DescribeQuorumResponseTopicData)
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
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribeQuorumResponsePartitionData)
                    item1.partition_index, item1.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
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
                    item1.leader_id, item1.leader_epoch, item1.high_watermark, n, _n2 = _S_iiqBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 17
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 18
                    else:
                        n, pos = _read_uvarint(buf, pos + 16)
                    n -= 1
                    if n == 0:
                        item1.current_voters = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array CurrentVoters is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array CurrentVoters claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(ReplicaState)
                            item2.replica_id, _u1, item2.log_end_offset, item2.last_fetch_timestamp, item2.last_caught_up_timestamp, _t = _S_iuqqqB.unpack_from(buf, pos)
                            pos += 45
                            item2.replica_directory_id = _uuid(_u1)
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.current_voters = items2
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
                        item1.observers = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array Observers is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array Observers claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(ReplicaState)
                            item2.replica_id, _u1, item2.log_end_offset, item2.last_fetch_timestamp, item2.last_caught_up_timestamp, _t = _S_iuqqqB.unpack_from(buf, pos)
                            pos += 45
                            item2.replica_directory_id = _uuid(_u1)
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.observers = items2
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
        self.nodes = []
    elif n < 0:
        raise _DecodeError('non-nullable array Nodes is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Nodes claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(Node)
            item0.node_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n == 0:
                item0.listeners = []
            elif n < 0:
                raise _DecodeError('non-nullable array Listeners is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Listeners claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(Listener)
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
                    if n < 0:
                        raise _DecodeError('non-nullable field Host is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Host runs past the end of the buffer')
                        item1.host = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.port, _t = _S_HB.unpack_from(buf, pos)
                    pos += 3
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.listeners = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.nodes = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeQuorumResponse_v2(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    v = o.error_message
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeQuorumResponse.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.topic_name
            if v is None:
                raise _UnsupportedVersionError('DescribeQuorumResponseTopicData.topic_name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeQuorumResponseTopicData.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_ih.pack(item1.partition_index, item1.error_code))
                    v = item1.error_message
                    if v is None:
                        w(b'\x00')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    w(_S_iiq.pack(item1.leader_id, item1.leader_epoch, item1.high_watermark))
                    items2 = item1.current_voters
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('DescribeQuorumResponsePartitionData.current_voters is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_iuqqq.pack(item2.replica_id, item2.replica_directory_id.bytes, item2.log_end_offset, item2.last_fetch_timestamp, item2.last_caught_up_timestamp))
                            if item2.unknown_tagged_fields:
                                _write_tags([], item2.unknown_tagged_fields, w)
                            else:
                                w(b'\x00')
                    items2 = item1.observers
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('DescribeQuorumResponsePartitionData.observers is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_iuqqq.pack(item2.replica_id, item2.replica_directory_id.bytes, item2.log_end_offset, item2.last_fetch_timestamp, item2.last_caught_up_timestamp))
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
    items0 = o.nodes
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeQuorumResponse.nodes is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_i.pack(item0.node_id))
            items1 = item0.listeners
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('Node.listeners is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('Listener.name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    v = item1.host
                    if v is None:
                        raise _UnsupportedVersionError('Listener.host is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    w(_S_H.pack(item1.port))
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
    """Bind the classes of messages/describe_quorum.py (`classes`: its namespace) and give
    them their per-version tables."""
    global DescribeQuorumRequestPartitionData, DescribeQuorumRequestTopicData, DescribeQuorumRequest, ReplicaState, DescribeQuorumResponsePartitionData, DescribeQuorumResponseTopicData, Listener, Node, DescribeQuorumResponse
    DescribeQuorumRequestPartitionData = classes['DescribeQuorumRequestPartitionData']
    DescribeQuorumRequestTopicData = classes['DescribeQuorumRequestTopicData']
    DescribeQuorumRequest = classes['DescribeQuorumRequest']
    ReplicaState = classes['ReplicaState']
    DescribeQuorumResponsePartitionData = classes['DescribeQuorumResponsePartitionData']
    DescribeQuorumResponseTopicData = classes['DescribeQuorumResponseTopicData']
    Listener = classes['Listener']
    Node = classes['Node']
    DescribeQuorumResponse = classes['DescribeQuorumResponse']
    DescribeQuorumRequestPartitionData._DECODERS = (_decode_DescribeQuorumRequestPartitionData_v0_to_2, _decode_DescribeQuorumRequestPartitionData_v0_to_2, _decode_DescribeQuorumRequestPartitionData_v0_to_2,)
    DescribeQuorumRequestPartitionData._ENCODERS = (_encode_DescribeQuorumRequestPartitionData_v0_to_2, _encode_DescribeQuorumRequestPartitionData_v0_to_2, _encode_DescribeQuorumRequestPartitionData_v0_to_2,)
    DescribeQuorumRequestTopicData._DECODERS = (_decode_DescribeQuorumRequestTopicData_v0_to_2, _decode_DescribeQuorumRequestTopicData_v0_to_2, _decode_DescribeQuorumRequestTopicData_v0_to_2,)
    DescribeQuorumRequestTopicData._ENCODERS = (_encode_DescribeQuorumRequestTopicData_v0_to_2, _encode_DescribeQuorumRequestTopicData_v0_to_2, _encode_DescribeQuorumRequestTopicData_v0_to_2,)
    DescribeQuorumRequest._DECODERS = (_decode_DescribeQuorumRequest_v0_to_2, _decode_DescribeQuorumRequest_v0_to_2, _decode_DescribeQuorumRequest_v0_to_2,)
    DescribeQuorumRequest._ENCODERS = (_encode_DescribeQuorumRequest_v0_to_2, _encode_DescribeQuorumRequest_v0_to_2, _encode_DescribeQuorumRequest_v0_to_2,)
    ReplicaState._DECODERS = (_decode_ReplicaState_v0, _decode_ReplicaState_v1, _decode_ReplicaState_v2,)
    ReplicaState._ENCODERS = (_encode_ReplicaState_v0, _encode_ReplicaState_v1, _encode_ReplicaState_v2,)
    DescribeQuorumResponsePartitionData._DECODERS = (_decode_DescribeQuorumResponsePartitionData_v0, _decode_DescribeQuorumResponsePartitionData_v1, _decode_DescribeQuorumResponsePartitionData_v2,)
    DescribeQuorumResponsePartitionData._ENCODERS = (_encode_DescribeQuorumResponsePartitionData_v0, _encode_DescribeQuorumResponsePartitionData_v1, _encode_DescribeQuorumResponsePartitionData_v2,)
    DescribeQuorumResponseTopicData._DECODERS = (_decode_DescribeQuorumResponseTopicData_v0, _decode_DescribeQuorumResponseTopicData_v1, _decode_DescribeQuorumResponseTopicData_v2,)
    DescribeQuorumResponseTopicData._ENCODERS = (_encode_DescribeQuorumResponseTopicData_v0, _encode_DescribeQuorumResponseTopicData_v1, _encode_DescribeQuorumResponseTopicData_v2,)
    Listener._DECODERS = (None, None, _decode_Listener_v2,)
    Listener._ENCODERS = (None, None, _encode_Listener_v2,)
    Node._DECODERS = (None, None, _decode_Node_v2,)
    Node._ENCODERS = (None, None, _encode_Node_v2,)
    DescribeQuorumResponse._DECODERS = (_decode_DescribeQuorumResponse_v0, _decode_DescribeQuorumResponse_v1, _decode_DescribeQuorumResponse_v2,)
    DescribeQuorumResponse._ENCODERS = (_encode_DescribeQuorumResponse_v0, _encode_DescribeQuorumResponse_v1, _encode_DescribeQuorumResponse_v2,)
