"""Generated from schemas/ShareGroupDescribeRequest.json, schemas/ShareGroupDescribeResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_iB = _struct.Struct('>iB')
_S_iBB = _struct.Struct('>iBB')
_S_ii = _struct.Struct('>ii')
_S_iiBB = _struct.Struct('>iiBB')
_S_o = _struct.Struct('>?')
_S_oB = _struct.Struct('>?B')
_S_u = _struct.Struct('>16s')
_S_uBB = _struct.Struct('>16sBB')

def _decode_ShareGroupDescribeRequest_v1(buf, pos):
    limit = len(buf)
    self = _new(ShareGroupDescribeRequest)
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
        self.group_ids = []
    elif n < 0:
        raise _DecodeError('non-nullable array GroupIds is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array GroupIds claims more elements than bytes')
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
                raise _DecodeError('non-nullable field GroupIds is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupIds runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.group_ids = items0
    self.include_authorized_operations, _t = _S_oB.unpack_from(buf, pos)
    pos += 2
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ShareGroupDescribeRequest_v1(o, out, big):
    w = out.append
    items0 = o.group_ids
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ShareGroupDescribeRequest.group_ids is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of ShareGroupDescribeRequest.group_ids is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    w(_S_o.pack(o.include_authorized_operations))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_TopicPartitions_v1(buf, pos):
    limit = len(buf)
    self = _new(TopicPartitions)
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


def _encode_TopicPartitions_v1(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    v = o.topic_name
    if v is None:
        raise _UnsupportedVersionError('TopicPartitions.topic_name is None, but it cannot be null')
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


def _decode_Assignment_v1(buf, pos):
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
            item0 = _new(TopicPartitions)
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
        self.topic_partitions = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_Assignment_v1(o, out, big):
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
            v = item0.topic_name
            if v is None:
                raise _UnsupportedVersionError('TopicPartitions.topic_name is None, but it cannot be null')
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
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_Member_v1(buf, pos):
    limit = len(buf)
    self = _new(Member)
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
        raise _DecodeError('non-nullable field ClientId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClientId runs past the end of the buffer')
        self.client_id = str(buf[pos:end], 'utf-8', 'replace')
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
        raise _DecodeError('non-nullable field ClientHost is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClientHost runs past the end of the buffer')
        self.client_host = str(buf[pos:end], 'utf-8', 'replace')
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
        self.subscribed_topic_names = []
    elif n < 0:
        raise _DecodeError('non-nullable array SubscribedTopicNames is null')
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
    self.assignment, pos = _decode_Assignment_v1(buf, pos)
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_Member_v1(o, out, big):
    w = out.append
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('Member.member_id is None, but it cannot be null')
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
    w(_S_i.pack(o.member_epoch))
    v = o.client_id
    if v is None:
        raise _UnsupportedVersionError('Member.client_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.client_host
    if v is None:
        raise _UnsupportedVersionError('Member.client_host is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.subscribed_topic_names
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('Member.subscribed_topic_names is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of Member.subscribed_topic_names is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    _encode_Assignment_v1(o.assignment, out, big)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribedGroup_v1(buf, pos):
    limit = len(buf)
    self = _new(DescribedGroup)
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
        raise _DecodeError('non-nullable field GroupState is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field GroupState runs past the end of the buffer')
        self.group_state = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.group_epoch, self.assignment_epoch, n, _n2 = _S_iiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 9
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 10
    else:
        n, pos = _read_uvarint(buf, pos + 8)
    n -= 1
    if n < 0:
        raise _DecodeError('non-nullable field AssignorName is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field AssignorName runs past the end of the buffer')
        self.assignor_name = str(buf[pos:end], 'utf-8', 'replace')
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
        self.members = []
    elif n < 0:
        raise _DecodeError('non-nullable array Members is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Members claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(Member)
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
                item0.member_id = str(buf[pos:end], 'utf-8', 'replace')
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
                item0.rack_id = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field RackId runs past the end of the buffer')
                item0.rack_id = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.member_epoch, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field ClientId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ClientId runs past the end of the buffer')
                item0.client_id = str(buf[pos:end], 'utf-8', 'replace')
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
                raise _DecodeError('non-nullable field ClientHost is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ClientHost runs past the end of the buffer')
                item0.client_host = str(buf[pos:end], 'utf-8', 'replace')
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
                item0.subscribed_topic_names = []
            elif n < 0:
                raise _DecodeError('non-nullable array SubscribedTopicNames is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array SubscribedTopicNames claims more elements than bytes')
                items1 = []
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
                        item1 = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    items1.append(item1)
                item0.subscribed_topic_names = items1
            item0.assignment, pos = _decode_Assignment_v1(buf, pos)
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.members = items0
    self.authorized_operations, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribedGroup_v1(o, out, big):
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
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.group_state
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.group_state is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_ii.pack(o.group_epoch, o.assignment_epoch))
    v = o.assignor_name
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.assignor_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.members
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribedGroup.members is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.member_id
            if v is None:
                raise _UnsupportedVersionError('Member.member_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.rack_id
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_i.pack(item0.member_epoch))
            v = item0.client_id
            if v is None:
                raise _UnsupportedVersionError('Member.client_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.client_host
            if v is None:
                raise _UnsupportedVersionError('Member.client_host is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.subscribed_topic_names
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('Member.subscribed_topic_names is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1
                    if v is None:
                        raise _UnsupportedVersionError('an element of Member.subscribed_topic_names is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
            _encode_Assignment_v1(item0.assignment, out, big)
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    w(_S_i.pack(o.authorized_operations))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ShareGroupDescribeResponse_v1(buf, pos):
    limit = len(buf)
    self = _new(ShareGroupDescribeResponse)
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
            item0 = _new(DescribedGroup)
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
            if n < 0:
                raise _DecodeError('non-nullable field GroupState is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupState runs past the end of the buffer')
                item0.group_state = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.group_epoch, item0.assignment_epoch, n, _n2 = _S_iiBB.unpack_from(buf, pos)
            if n < 128:
                pos += 9
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 10
            else:
                n, pos = _read_uvarint(buf, pos + 8)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field AssignorName is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field AssignorName runs past the end of the buffer')
                item0.assignor_name = str(buf[pos:end], 'utf-8', 'replace')
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
                item0.members = []
            elif n < 0:
                raise _DecodeError('non-nullable array Members is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Members claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(Member)
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
                        item1.member_id = str(buf[pos:end], 'utf-8', 'replace')
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
                        item1.rack_id = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field RackId runs past the end of the buffer')
                        item1.rack_id = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.member_epoch, n, _n2 = _S_iBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 5
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 6
                    else:
                        n, pos = _read_uvarint(buf, pos + 4)
                    n -= 1
                    if n < 0:
                        raise _DecodeError('non-nullable field ClientId is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ClientId runs past the end of the buffer')
                        item1.client_id = str(buf[pos:end], 'utf-8', 'replace')
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
                        raise _DecodeError('non-nullable field ClientHost is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ClientHost runs past the end of the buffer')
                        item1.client_host = str(buf[pos:end], 'utf-8', 'replace')
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
                        item1.subscribed_topic_names = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array SubscribedTopicNames is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array SubscribedTopicNames claims more elements than bytes')
                        items2 = []
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
                                item2 = str(buf[pos:end], 'utf-8', 'replace')
                                pos = end
                            items2.append(item2)
                        item1.subscribed_topic_names = items2
                    item1.assignment, pos = _decode_Assignment_v1(buf, pos)
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.members = items1
            item0.authorized_operations, _t = _S_iB.unpack_from(buf, pos)
            pos += 5
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.groups = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ShareGroupDescribeResponse_v1(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ShareGroupDescribeResponse.groups is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_h.pack(item0.error_code))
            v = item0.error_message
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.group_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.group_state
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.group_state is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_ii.pack(item0.group_epoch, item0.assignment_epoch))
            v = item0.assignor_name
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.assignor_name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.members
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribedGroup.members is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.member_id
                    if v is None:
                        raise _UnsupportedVersionError('Member.member_id is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    v = item1.rack_id
                    if v is None:
                        w(b'\x00')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    w(_S_i.pack(item1.member_epoch))
                    v = item1.client_id
                    if v is None:
                        raise _UnsupportedVersionError('Member.client_id is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    v = item1.client_host
                    if v is None:
                        raise _UnsupportedVersionError('Member.client_host is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    items2 = item1.subscribed_topic_names
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('Member.subscribed_topic_names is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            v = item2
                            if v is None:
                                raise _UnsupportedVersionError('an element of Member.subscribed_topic_names is None, but it cannot be null')
                            else:
                                v = v.encode()
                                size = len(v) + 1
                                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                w(v)
                    _encode_Assignment_v1(item1.assignment, out, big)
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            w(_S_i.pack(item0.authorized_operations))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/share_group_describe.py (`classes`: its namespace) and give
    them their per-version tables."""
    global ShareGroupDescribeRequest, TopicPartitions, Assignment, Member, DescribedGroup, ShareGroupDescribeResponse
    ShareGroupDescribeRequest = classes['ShareGroupDescribeRequest']
    TopicPartitions = classes['TopicPartitions']
    Assignment = classes['Assignment']
    Member = classes['Member']
    DescribedGroup = classes['DescribedGroup']
    ShareGroupDescribeResponse = classes['ShareGroupDescribeResponse']
    ShareGroupDescribeRequest._DECODERS = (None, _decode_ShareGroupDescribeRequest_v1,)
    ShareGroupDescribeRequest._ENCODERS = (None, _encode_ShareGroupDescribeRequest_v1,)
    TopicPartitions._DECODERS = (None, _decode_TopicPartitions_v1,)
    TopicPartitions._ENCODERS = (None, _encode_TopicPartitions_v1,)
    Assignment._DECODERS = (None, _decode_Assignment_v1,)
    Assignment._ENCODERS = (None, _encode_Assignment_v1,)
    Member._DECODERS = (None, _decode_Member_v1,)
    Member._ENCODERS = (None, _encode_Member_v1,)
    DescribedGroup._DECODERS = (None, _decode_DescribedGroup_v1,)
    DescribedGroup._ENCODERS = (None, _encode_DescribedGroup_v1,)
    ShareGroupDescribeResponse._DECODERS = (None, _decode_ShareGroupDescribeResponse_v1,)
    ShareGroupDescribeResponse._ENCODERS = (None, _encode_ShareGroupDescribeResponse_v1,)
