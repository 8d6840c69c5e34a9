"""Generated from schemas/DescribeTopicPartitionsRequest.json, schemas/DescribeTopicPartitionsResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_hiii = _struct.Struct('>hiii')
_S_hiiiBB = _struct.Struct('>hiiiBB')
_S_i = _struct.Struct('>i')
_S_iB = _struct.Struct('>iB')
_S_iBB = _struct.Struct('>iBB')
_S_uo = _struct.Struct('>16s?')
_S_uoBB = _struct.Struct('>16s?BB')
_S_uoBi = _struct.Struct('>16s?Bi')

def _decode_TopicRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(TopicRequest)
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
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_TopicRequest_v0(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('TopicRequest.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeTopicPartitionsRequestCursor_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeTopicPartitionsRequestCursor)
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
    self.partition_index, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeTopicPartitionsRequestCursor_v0(o, out, big):
    w = out.append
    v = o.topic_name
    if v is None:
        raise _UnsupportedVersionError('DescribeTopicPartitionsRequestCursor.topic_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_i.pack(o.partition_index))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeTopicPartitionsRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeTopicPartitionsRequest)
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
            item0 = _new(TopicRequest)
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
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.response_partition_limit, = _S_i.unpack_from(buf, pos)
    pos += 4
    if buf[pos] == 255:
        pos += 1
        self.cursor = None
    else:
        self.cursor, pos = _decode_DescribeTopicPartitionsRequestCursor_v0(buf, pos + 1)
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeTopicPartitionsRequest_v0(o, out, big):
    w = out.append
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeTopicPartitionsRequest.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('TopicRequest.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    w(_S_i.pack(o.response_partition_limit))
    if o.cursor is None:
        w(b'\xff')
    else:
        w(b'\x01')
        _encode_DescribeTopicPartitionsRequestCursor_v0(o.cursor, out, big)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeTopicPartitionsResponsePartition_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeTopicPartitionsResponsePartition)
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
        self.eligible_leader_replicas = []
    elif n < 0:
        self.eligible_leader_replicas = None
    else:
        self.eligible_leader_replicas = list(_unpack_from('>%di' % n, buf, pos))
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
        self.last_known_elr = []
    elif n < 0:
        self.last_known_elr = None
    else:
        self.last_known_elr = list(_unpack_from('>%di' % n, buf, pos))
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


def _encode_DescribeTopicPartitionsResponsePartition_v0(o, out, big):
    w = out.append
    w(_S_hiii.pack(o.error_code, o.partition_index, o.leader_id, o.leader_epoch))
    items0 = o.replica_nodes
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeTopicPartitionsResponsePartition.replica_nodes is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(_pack('>%di' % len(items0), *items0))
    items0 = o.isr_nodes
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeTopicPartitionsResponsePartition.isr_nodes is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(_pack('>%di' % len(items0), *items0))
    items0 = o.eligible_leader_replicas
    if not items0:
        if items0 is None:
            w(b'\x00')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(_pack('>%di' % len(items0), *items0))
    items0 = o.last_known_elr
    if not items0:
        if items0 is None:
            w(b'\x00')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(_pack('>%di' % len(items0), *items0))
    items0 = o.offline_replicas
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeTopicPartitionsResponsePartition.offline_replicas is None, but it cannot be null')
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


def _decode_DescribeTopicPartitionsResponseTopic_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeTopicPartitionsResponseTopic)
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
            item0 = _new(DescribeTopicPartitionsResponsePartition)
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
                item0.eligible_leader_replicas = []
            elif n < 0:
                item0.eligible_leader_replicas = None
            else:
                item0.eligible_leader_replicas = list(_unpack_from('>%di' % n, buf, pos))
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
                item0.last_known_elr = []
            elif n < 0:
                item0.last_known_elr = None
            else:
                item0.last_known_elr = list(_unpack_from('>%di' % n, buf, pos))
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


def _encode_DescribeTopicPartitionsResponseTopic_v0(o, out, big):
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
                raise _UnsupportedVersionError('DescribeTopicPartitionsResponseTopic.partitions is None, but it cannot be null')
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
                        raise _UnsupportedVersionError('DescribeTopicPartitionsResponsePartition.replica_nodes is None, but it cannot be null')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(_pack('>%di' % len(items1), *items1))
                items1 = item0.isr_nodes
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('DescribeTopicPartitionsResponsePartition.isr_nodes is None, but it cannot be null')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(_pack('>%di' % len(items1), *items1))
                items1 = item0.eligible_leader_replicas
                if not items1:
                    if items1 is None:
                        w(b'\x00')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(_pack('>%di' % len(items1), *items1))
                items1 = item0.last_known_elr
                if not items1:
                    if items1 is None:
                        w(b'\x00')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(_pack('>%di' % len(items1), *items1))
                items1 = item0.offline_replicas
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('DescribeTopicPartitionsResponsePartition.offline_replicas is None, but it cannot be null')
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


def _decode_DescribeTopicPartitionsResponseCursor_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeTopicPartitionsResponseCursor)
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
    self.partition_index, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeTopicPartitionsResponseCursor_v0(o, out, big):
    w = out.append
    v = o.topic_name
    if v is None:
        raise _UnsupportedVersionError('DescribeTopicPartitionsResponseCursor.topic_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_i.pack(o.partition_index))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeTopicPartitionsResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeTopicPartitionsResponse)
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
            item0 = _new(DescribeTopicPartitionsResponseTopic)
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
                    item1 = _new(DescribeTopicPartitionsResponsePartition)
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
                        item1.eligible_leader_replicas = []
                    elif n < 0:
                        item1.eligible_leader_replicas = None
                    else:
                        item1.eligible_leader_replicas = list(_unpack_from('>%di' % n, buf, pos))
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
                        item1.last_known_elr = []
                    elif n < 0:
                        item1.last_known_elr = None
                    else:
                        item1.last_known_elr = list(_unpack_from('>%di' % n, buf, pos))
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
    if buf[pos] == 255:
        pos += 1
        self.next_cursor = None
    else:
        self.next_cursor, pos = _decode_DescribeTopicPartitionsResponseCursor_v0(buf, pos + 1)
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeTopicPartitionsResponse_v0(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeTopicPartitionsResponse.topics is None, but it cannot be null')
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
                        raise _UnsupportedVersionError('DescribeTopicPartitionsResponseTopic.partitions is None, but it cannot be null')
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
                                raise _UnsupportedVersionError('DescribeTopicPartitionsResponsePartition.replica_nodes is None, but it cannot be null')
                            else:
                                w(b'\x01')
                        else:
                            size = len(items2) + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(_pack('>%di' % len(items2), *items2))
                        items2 = item1.isr_nodes
                        if not items2:
                            if items2 is None:
                                raise _UnsupportedVersionError('DescribeTopicPartitionsResponsePartition.isr_nodes is None, but it cannot be null')
                            else:
                                w(b'\x01')
                        else:
                            size = len(items2) + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(_pack('>%di' % len(items2), *items2))
                        items2 = item1.eligible_leader_replicas
                        if not items2:
                            if items2 is None:
                                w(b'\x00')
                            else:
                                w(b'\x01')
                        else:
                            size = len(items2) + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(_pack('>%di' % len(items2), *items2))
                        items2 = item1.last_known_elr
                        if not items2:
                            if items2 is None:
                                w(b'\x00')
                            else:
                                w(b'\x01')
                        else:
                            size = len(items2) + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(_pack('>%di' % len(items2), *items2))
                        items2 = item1.offline_replicas
                        if not items2:
                            if items2 is None:
                                raise _UnsupportedVersionError('DescribeTopicPartitionsResponsePartition.offline_replicas is None, but it cannot be null')
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
    if o.next_cursor is None:
        w(b'\xff')
    else:
        w(b'\x01')
        _encode_DescribeTopicPartitionsResponseCursor_v0(o.next_cursor, out, big)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/describe_topic_partitions.py (`classes`: its namespace) and give
    them their per-version tables."""
    global TopicRequest, DescribeTopicPartitionsRequestCursor, DescribeTopicPartitionsRequest, DescribeTopicPartitionsResponsePartition, DescribeTopicPartitionsResponseTopic, DescribeTopicPartitionsResponseCursor, DescribeTopicPartitionsResponse
    TopicRequest = classes['TopicRequest']
    DescribeTopicPartitionsRequestCursor = classes['DescribeTopicPartitionsRequestCursor']
    DescribeTopicPartitionsRequest = classes['DescribeTopicPartitionsRequest']
    DescribeTopicPartitionsResponsePartition = classes['DescribeTopicPartitionsResponsePartition']
    DescribeTopicPartitionsResponseTopic = classes['DescribeTopicPartitionsResponseTopic']
    DescribeTopicPartitionsResponseCursor = classes['DescribeTopicPartitionsResponseCursor']
    DescribeTopicPartitionsResponse = classes['DescribeTopicPartitionsResponse']
    TopicRequest._DECODERS = (_decode_TopicRequest_v0,)
    TopicRequest._ENCODERS = (_encode_TopicRequest_v0,)
    DescribeTopicPartitionsRequestCursor._DECODERS = (_decode_DescribeTopicPartitionsRequestCursor_v0,)
    DescribeTopicPartitionsRequestCursor._ENCODERS = (_encode_DescribeTopicPartitionsRequestCursor_v0,)
    DescribeTopicPartitionsRequest._DECODERS = (_decode_DescribeTopicPartitionsRequest_v0,)
    DescribeTopicPartitionsRequest._ENCODERS = (_encode_DescribeTopicPartitionsRequest_v0,)
    DescribeTopicPartitionsResponsePartition._DECODERS = (_decode_DescribeTopicPartitionsResponsePartition_v0,)
    DescribeTopicPartitionsResponsePartition._ENCODERS = (_encode_DescribeTopicPartitionsResponsePartition_v0,)
    DescribeTopicPartitionsResponseTopic._DECODERS = (_decode_DescribeTopicPartitionsResponseTopic_v0,)
    DescribeTopicPartitionsResponseTopic._ENCODERS = (_encode_DescribeTopicPartitionsResponseTopic_v0,)
    DescribeTopicPartitionsResponseCursor._DECODERS = (_decode_DescribeTopicPartitionsResponseCursor_v0,)
    DescribeTopicPartitionsResponseCursor._ENCODERS = (_encode_DescribeTopicPartitionsResponseCursor_v0,)
    DescribeTopicPartitionsResponse._DECODERS = (_decode_DescribeTopicPartitionsResponse_v0,)
    DescribeTopicPartitionsResponse._ENCODERS = (_encode_DescribeTopicPartitionsResponse_v0,)
