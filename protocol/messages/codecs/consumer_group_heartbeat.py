"""Generated from schemas/ConsumerGroupHeartbeatRequest.json, schemas/ConsumerGroupHeartbeatResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_ih = _struct.Struct('>ih')
_S_ihBB = _struct.Struct('>ihBB')
_S_ii = _struct.Struct('>ii')
_S_u = _struct.Struct('>16s')
_S_uBB = _struct.Struct('>16sBB')

def _decode_ConsumerGroupHeartbeatRequestTopicPartitions_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(ConsumerGroupHeartbeatRequestTopicPartitions)
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
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ConsumerGroupHeartbeatRequestTopicPartitions_v0_to_1(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ConsumerGroupHeartbeatRequestTopicPartitions.partitions is None, but it cannot be null')
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


def _decode_ConsumerGroupHeartbeatRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(ConsumerGroupHeartbeatRequest)
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
    if n < 0:
        raise _DecodeError('non-nullable field MemberId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field MemberId runs past the end of the buffer')
        self.member_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.member_epoch, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n < 0:
        self.instance_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field InstanceId runs past the end of the buffer')
        self.instance_id = str(buf[pos:end], 'utf-8', 'replace')
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
        self.rack_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field RackId runs past the end of the buffer')
        self.rack_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.rebalance_timeout_ms, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n == 0:
        self.subscribed_topic_names = []
    elif n < 0:
        self.subscribed_topic_names = None
    else:
        if n > limit - pos:
            raise _DecodeError('array SubscribedTopicNames claims more elements than bytes')
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
                raise _DecodeError('non-nullable field SubscribedTopicNames is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field SubscribedTopicNames runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.subscribed_topic_names = items0
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
        self.server_assignor = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ServerAssignor runs past the end of the buffer')
        self.server_assignor = str(buf[pos:end], 'utf-8', 'replace')
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
        self.topic_partitions = []
    elif n < 0:
        self.topic_partitions = None
    else:
        if n > limit - pos:
            raise _DecodeError('array TopicPartitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ConsumerGroupHeartbeatRequestTopicPartitions)
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
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topic_partitions = items0
    self.subscribed_topic_regex = None
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ConsumerGroupHeartbeatRequest_v0(o, out, big):
    w = out.append
    if o.subscribed_topic_regex is not None:
        raise _UnsupportedVersionError('ConsumerGroupHeartbeatRequest.subscribed_topic_regex is set, but only versions 1+ have it')
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('ConsumerGroupHeartbeatRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('ConsumerGroupHeartbeatRequest.member_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_i.pack(o.member_epoch))
    v = o.instance_id
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.rack_id
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_i.pack(o.rebalance_timeout_ms))
    items0 = o.subscribed_topic_names
    if not items0:
        if items0 is None:
            w(b'\x00')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of ConsumerGroupHeartbeatRequest.subscribed_topic_names is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    v = o.server_assignor
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
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
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ConsumerGroupHeartbeatRequestTopicPartitions.partitions is None, but it cannot be null')
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


def _decode_ConsumerGroupHeartbeatRequest_v1(buf, pos):
    limit = len(buf)
    self = _new(ConsumerGroupHeartbeatRequest)
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
    if n < 0:
        raise _DecodeError('non-nullable field MemberId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field MemberId runs past the end of the buffer')
        self.member_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.member_epoch, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n < 0:
        self.instance_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field InstanceId runs past the end of the buffer')
        self.instance_id = str(buf[pos:end], 'utf-8', 'replace')
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
        self.rack_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field RackId runs past the end of the buffer')
        self.rack_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.rebalance_timeout_ms, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n == 0:
        self.subscribed_topic_names = []
    elif n < 0:
        self.subscribed_topic_names = None
    else:
        if n > limit - pos:
            raise _DecodeError('array SubscribedTopicNames claims more elements than bytes')
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
                raise _DecodeError('non-nullable field SubscribedTopicNames is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field SubscribedTopicNames runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.subscribed_topic_names = items0
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
        self.subscribed_topic_regex = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field SubscribedTopicRegex runs past the end of the buffer')
        self.subscribed_topic_regex = str(buf[pos:end], 'utf-8', 'replace')
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
        self.server_assignor = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ServerAssignor runs past the end of the buffer')
        self.server_assignor = str(buf[pos:end], 'utf-8', 'replace')
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
        self.topic_partitions = []
    elif n < 0:
        self.topic_partitions = None
    else:
        if n > limit - pos:
            raise _DecodeError('array TopicPartitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ConsumerGroupHeartbeatRequestTopicPartitions)
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
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topic_partitions = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ConsumerGroupHeartbeatRequest_v1(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('ConsumerGroupHeartbeatRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('ConsumerGroupHeartbeatRequest.member_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_i.pack(o.member_epoch))
    v = o.instance_id
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.rack_id
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_i.pack(o.rebalance_timeout_ms))
    items0 = o.subscribed_topic_names
    if not items0:
        if items0 is None:
            w(b'\x00')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of ConsumerGroupHeartbeatRequest.subscribed_topic_names is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    v = o.subscribed_topic_regex
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.server_assignor
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
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
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ConsumerGroupHeartbeatRequestTopicPartitions.partitions is None, but it cannot be null')
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


def _decode_ConsumerGroupHeartbeatResponseTopicPartitions_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(ConsumerGroupHeartbeatResponseTopicPartitions)
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
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ConsumerGroupHeartbeatResponseTopicPartitions_v0_to_1(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ConsumerGroupHeartbeatResponseTopicPartitions.partitions is None, but it cannot be null')
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


def _decode_Assignment_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(Assignment)
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
        self.topic_partitions = []
    elif n < 0:
        raise _DecodeError('non-nullable array TopicPartitions is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array TopicPartitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ConsumerGroupHeartbeatResponseTopicPartitions)
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
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topic_partitions = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_Assignment_v0_to_1(o, out, big):
    w = out.append
    items0 = o.topic_partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('Assignment.topic_partitions is None, but it cannot be null')
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
                    raise _UnsupportedVersionError('ConsumerGroupHeartbeatResponseTopicPartitions.partitions is None, but it cannot be null')
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


def _decode_ConsumerGroupHeartbeatResponse_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(ConsumerGroupHeartbeatResponse)
    self.throttle_time_ms, self.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
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
        self.member_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field MemberId runs past the end of the buffer')
        self.member_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.member_epoch, self.heartbeat_interval_ms = _S_ii.unpack_from(buf, pos)
    pos += 8
    if buf[pos] == 255:
        pos += 1
        self.assignment = None
    else:
        self.assignment, pos = _decode_Assignment_v0_to_1(buf, pos + 1)
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ConsumerGroupHeartbeatResponse_v0_to_1(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    v = o.error_message
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.member_id
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_ii.pack(o.member_epoch, o.heartbeat_interval_ms))
    if o.assignment is None:
        w(b'\xff')
    else:
        w(b'\x01')
        _encode_Assignment_v0_to_1(o.assignment, out, big)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/consumer_group_heartbeat.py (`classes`: its namespace) and give
    them their per-version tables."""
    global ConsumerGroupHeartbeatRequestTopicPartitions, ConsumerGroupHeartbeatRequest, ConsumerGroupHeartbeatResponseTopicPartitions, Assignment, ConsumerGroupHeartbeatResponse
    ConsumerGroupHeartbeatRequestTopicPartitions = classes['ConsumerGroupHeartbeatRequestTopicPartitions']
    ConsumerGroupHeartbeatRequest = classes['ConsumerGroupHeartbeatRequest']
    ConsumerGroupHeartbeatResponseTopicPartitions = classes['ConsumerGroupHeartbeatResponseTopicPartitions']
    Assignment = classes['Assignment']
    ConsumerGroupHeartbeatResponse = classes['ConsumerGroupHeartbeatResponse']
    ConsumerGroupHeartbeatRequestTopicPartitions._DECODERS = (_decode_ConsumerGroupHeartbeatRequestTopicPartitions_v0_to_1, _decode_ConsumerGroupHeartbeatRequestTopicPartitions_v0_to_1,)
    ConsumerGroupHeartbeatRequestTopicPartitions._ENCODERS = (_encode_ConsumerGroupHeartbeatRequestTopicPartitions_v0_to_1, _encode_ConsumerGroupHeartbeatRequestTopicPartitions_v0_to_1,)
    ConsumerGroupHeartbeatRequest._DECODERS = (_decode_ConsumerGroupHeartbeatRequest_v0, _decode_ConsumerGroupHeartbeatRequest_v1,)
    ConsumerGroupHeartbeatRequest._ENCODERS = (_encode_ConsumerGroupHeartbeatRequest_v0, _encode_ConsumerGroupHeartbeatRequest_v1,)
    ConsumerGroupHeartbeatResponseTopicPartitions._DECODERS = (_decode_ConsumerGroupHeartbeatResponseTopicPartitions_v0_to_1, _decode_ConsumerGroupHeartbeatResponseTopicPartitions_v0_to_1,)
    ConsumerGroupHeartbeatResponseTopicPartitions._ENCODERS = (_encode_ConsumerGroupHeartbeatResponseTopicPartitions_v0_to_1, _encode_ConsumerGroupHeartbeatResponseTopicPartitions_v0_to_1,)
    Assignment._DECODERS = (_decode_Assignment_v0_to_1, _decode_Assignment_v0_to_1,)
    Assignment._ENCODERS = (_encode_Assignment_v0_to_1, _encode_Assignment_v0_to_1,)
    ConsumerGroupHeartbeatResponse._DECODERS = (_decode_ConsumerGroupHeartbeatResponse_v0_to_1, _decode_ConsumerGroupHeartbeatResponse_v0_to_1,)
    ConsumerGroupHeartbeatResponse._ENCODERS = (_encode_ConsumerGroupHeartbeatResponse_v0_to_1, _encode_ConsumerGroupHeartbeatResponse_v0_to_1,)
