"""Generated from schemas/CreateTopicsRequest.json, schemas/CreateTopicsResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_ihi = _struct.Struct('>ihi')
_S_ii = _struct.Struct('>ii')
_S_io = _struct.Struct('>i?')
_S_ioB = _struct.Struct('>i?B')
_S_obo = _struct.Struct('>?b?')
_S_oboB = _struct.Struct('>?b?B')
_S_uh = _struct.Struct('>16sh')
_S_uhBB = _struct.Struct('>16shBB')

def _decode_CreatableReplicaAssignment_v2_to_4(buf, pos):
    limit = len(buf)
    self = _new(CreatableReplicaAssignment)
    self.partition_index, n = _S_ii.unpack_from(buf, pos)
    pos += 8
    if n == 0:
        self.broker_ids = []
    elif n < 0:
        raise _DecodeError('non-nullable array BrokerIds is null')
    else:
        self.broker_ids = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    self.unknown_tagged_fields = None
    return self, pos


def _encode_CreatableReplicaAssignment_v2_to_4(o, out, big):
    w = out.append
    w(_S_i.pack(o.partition_index))
    items0 = o.broker_ids
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('CreatableReplicaAssignment.broker_ids is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        w(_pack('>%di' % len(items0), *items0))


def _decode_CreatableReplicaAssignment_v5_to_7(buf, pos):
    limit = len(buf)
    self = _new(CreatableReplicaAssignment)
    self.partition_index, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
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


def _encode_CreatableReplicaAssignment_v5_to_7(o, out, big):
    w = out.append
    w(_S_i.pack(o.partition_index))
    items0 = o.broker_ids
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('CreatableReplicaAssignment.broker_ids is None, but it cannot be null')
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


def _decode_CreatableTopicConfig_v2_to_4(buf, pos):
    limit = len(buf)
    self = _new(CreatableTopicConfig)
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
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        self.value = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Value runs past the end of the buffer')
        self.value = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_CreatableTopicConfig_v2_to_4(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('CreatableTopicConfig.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.value
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_CreatableTopicConfig_v5_to_7(buf, pos):
    limit = len(buf)
    self = _new(CreatableTopicConfig)
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
        self.value = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Value runs past the end of the buffer')
        self.value = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_CreatableTopicConfig_v5_to_7(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('CreatableTopicConfig.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.value
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


def _decode_CreatableTopic_v2_to_4(buf, pos):
    limit = len(buf)
    self = _new(CreatableTopic)
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
    self.num_partitions, self.replication_factor, n = _S_ihi.unpack_from(buf, pos)
    pos += 10
    if n == 0:
        self.assignments = []
    elif n < 0:
        raise _DecodeError('non-nullable array Assignments is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Assignments claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(CreatableReplicaAssignment)
            item0.partition_index, n = _S_ii.unpack_from(buf, pos)
            pos += 8
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
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.configs = []
    elif n < 0:
        raise _DecodeError('non-nullable array Configs is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Configs claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(CreatableTopicConfig)
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
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                item0.value = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Value runs past the end of the buffer')
                item0.value = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.configs = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_CreatableTopic_v2_to_4(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('CreatableTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_ih.pack(o.num_partitions, o.replication_factor))
    items0 = o.assignments
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('CreatableTopic.assignments is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_i.pack(item0.partition_index))
            items1 = item0.broker_ids
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('CreatableReplicaAssignment.broker_ids is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))
    items0 = o.configs
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('CreatableTopic.configs is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('CreatableTopicConfig.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.value
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)


def _decode_CreatableTopic_v5_to_7(buf, pos):
    limit = len(buf)
    self = _new(CreatableTopic)
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
    self.num_partitions, self.replication_factor, n, _n2 = _S_ihBB.unpack_from(buf, pos)
    if n < 128:
        pos += 7
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 8
    else:
        n, pos = _read_uvarint(buf, pos + 6)
    n -= 1
    if n == 0:
        self.assignments = []
    elif n < 0:
        raise _DecodeError('non-nullable array Assignments is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Assignments claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(CreatableReplicaAssignment)
            item0.partition_index, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
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
        self.configs = []
    elif n < 0:
        raise _DecodeError('non-nullable array Configs is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Configs claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(CreatableTopicConfig)
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
                item0.value = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Value runs past the end of the buffer')
                item0.value = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.configs = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_CreatableTopic_v5_to_7(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('CreatableTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_ih.pack(o.num_partitions, o.replication_factor))
    items0 = o.assignments
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('CreatableTopic.assignments is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_i.pack(item0.partition_index))
            items1 = item0.broker_ids
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('CreatableReplicaAssignment.broker_ids is None, but it cannot be null')
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
    items0 = o.configs
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('CreatableTopic.configs is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('CreatableTopicConfig.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.value
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


def _decode_CreateTopicsRequest_v2_to_4(buf, pos):
    limit = len(buf)
    self = _new(CreateTopicsRequest)
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
            item0 = _new(CreatableTopic)
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
            item0.num_partitions, item0.replication_factor, n = _S_ihi.unpack_from(buf, pos)
            pos += 10
            if n == 0:
                item0.assignments = []
            elif n < 0:
                raise _DecodeError('non-nullable array Assignments is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Assignments claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(CreatableReplicaAssignment)
                    item1.partition_index, n = _S_ii.unpack_from(buf, pos)
                    pos += 8
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
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.configs = []
            elif n < 0:
                raise _DecodeError('non-nullable array Configs is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Configs claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(CreatableTopicConfig)
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
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        item1.value = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Value runs past the end of the buffer')
                        item1.value = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.configs = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.timeout_ms, self.validate_only = _S_io.unpack_from(buf, pos)
    pos += 5
    self.unknown_tagged_fields = None
    return self, pos


def _encode_CreateTopicsRequest_v2_to_4(o, out, big):
    w = out.append
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('CreateTopicsRequest.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('CreatableTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_ih.pack(item0.num_partitions, item0.replication_factor))
            items1 = item0.assignments
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('CreatableTopic.assignments is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_i.pack(item1.partition_index))
                    items2 = item1.broker_ids
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('CreatableReplicaAssignment.broker_ids is None, but it cannot be null')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        w(_pack('>%di' % len(items2), *items2))
            items1 = item0.configs
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('CreatableTopic.configs is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('CreatableTopicConfig.name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    v = item1.value
                    if v is None:
                        w(b'\xff\xff')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
    w(_S_io.pack(o.timeout_ms, o.validate_only))


def _decode_CreateTopicsRequest_v5_to_7(buf, pos):
    limit = len(buf)
    self = _new(CreateTopicsRequest)
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
            item0 = _new(CreatableTopic)
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
            item0.num_partitions, item0.replication_factor, n, _n2 = _S_ihBB.unpack_from(buf, pos)
            if n < 128:
                pos += 7
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 8
            else:
                n, pos = _read_uvarint(buf, pos + 6)
            n -= 1
            if n == 0:
                item0.assignments = []
            elif n < 0:
                raise _DecodeError('non-nullable array Assignments is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Assignments claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(CreatableReplicaAssignment)
                    item1.partition_index, n, _n2 = _S_iBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 5
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 6
                    else:
                        n, pos = _read_uvarint(buf, pos + 4)
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
                item0.configs = []
            elif n < 0:
                raise _DecodeError('non-nullable array Configs is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Configs claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(CreatableTopicConfig)
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
                        item1.value = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Value runs past the end of the buffer')
                        item1.value = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.configs = items1
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


def _encode_CreateTopicsRequest_v5_to_7(o, out, big):
    w = out.append
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('CreateTopicsRequest.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('CreatableTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_ih.pack(item0.num_partitions, item0.replication_factor))
            items1 = item0.assignments
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('CreatableTopic.assignments is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_i.pack(item1.partition_index))
                    items2 = item1.broker_ids
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('CreatableReplicaAssignment.broker_ids is None, but it cannot be null')
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
            items1 = item0.configs
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('CreatableTopic.configs is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('CreatableTopicConfig.name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    v = item1.value
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
    w(_S_io.pack(o.timeout_ms, o.validate_only))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_CreatableTopicConfigs_v5_to_7(buf, pos):
    limit = len(buf)
    self = _new(CreatableTopicConfigs)
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
        self.value = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Value runs past the end of the buffer')
        self.value = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.read_only, self.config_source, self.is_sensitive, _t = _S_oboB.unpack_from(buf, pos)
    pos += 4
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_CreatableTopicConfigs_v5_to_7(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('CreatableTopicConfigs.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.value
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_obo.pack(o.read_only, o.config_source, o.is_sensitive))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_tags_CreatableTopicResult_v5_to_7(self, buf, pos):
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
            self.topic_config_error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
        else:
            if unknown is None:
                unknown = {}
            unknown[tag] = bytes(buf[pos:tag_end])
        pos = tag_end
    self.unknown_tagged_fields = unknown
    return pos


def _decode_CreatableTopicResult_v2_to_4(buf, pos):
    limit = len(buf)
    self = _new(CreatableTopicResult)
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
    self.topic_id = _ZERO_UUID
    self.topic_config_error_code = 0
    self.num_partitions = -1
    self.replication_factor = -1
    self.configs = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_CreatableTopicResult_v2_to_4(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('CreatableTopicResult.name is None, but it cannot be null')
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


def _decode_CreatableTopicResult_v5_to_6(buf, pos):
    limit = len(buf)
    self = _new(CreatableTopicResult)
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
    self.num_partitions, self.replication_factor, n, _n2 = _S_ihBB.unpack_from(buf, pos)
    if n < 128:
        pos += 7
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 8
    else:
        n, pos = _read_uvarint(buf, pos + 6)
    n -= 1
    if n == 0:
        self.configs = []
    elif n < 0:
        self.configs = None
    else:
        if n > limit - pos:
            raise _DecodeError('array Configs claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(CreatableTopicConfigs)
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
                item0.value = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Value runs past the end of the buffer')
                item0.value = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.read_only, item0.config_source, item0.is_sensitive, _t = _S_oboB.unpack_from(buf, pos)
            pos += 4
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.configs = items0
    self.topic_id = _ZERO_UUID
    self.topic_config_error_code = 0
    if buf[pos]:
        pos = _decode_tags_CreatableTopicResult_v5_to_7(self, buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_CreatableTopicResult_v5_to_6(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('CreatableTopicResult.name is None, but it cannot be null')
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
    w(_S_ih.pack(o.num_partitions, o.replication_factor))
    items0 = o.configs
    if not items0:
        if items0 is None:
            w(b'\x00')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('CreatableTopicConfigs.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.value
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_obo.pack(item0.read_only, item0.config_source, item0.is_sensitive))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    tags = None
    if o.topic_config_error_code != 0:
        sub = []
        outer, outer_big, out, big = out, big, sub, None
        w = sub.append
        w(_S_h.pack(o.topic_config_error_code))
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


def _decode_CreatableTopicResult_v7(buf, pos):
    limit = len(buf)
    self = _new(CreatableTopicResult)
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
    _u0, self.error_code, n, _n2 = _S_uhBB.unpack_from(buf, pos)
    if n < 128:
        pos += 19
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 20
    else:
        n, pos = _read_uvarint(buf, pos + 18)
    n -= 1
    self.topic_id = _uuid(_u0)
    if n < 0:
        self.error_message = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
        self.error_message = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.num_partitions, self.replication_factor, n, _n2 = _S_ihBB.unpack_from(buf, pos)
    if n < 128:
        pos += 7
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 8
    else:
        n, pos = _read_uvarint(buf, pos + 6)
    n -= 1
    if n == 0:
        self.configs = []
    elif n < 0:
        self.configs = None
    else:
        if n > limit - pos:
            raise _DecodeError('array Configs claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(CreatableTopicConfigs)
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
                item0.value = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Value runs past the end of the buffer')
                item0.value = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.read_only, item0.config_source, item0.is_sensitive, _t = _S_oboB.unpack_from(buf, pos)
            pos += 4
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.configs = items0
    self.topic_config_error_code = 0
    if buf[pos]:
        pos = _decode_tags_CreatableTopicResult_v5_to_7(self, buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_CreatableTopicResult_v7(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('CreatableTopicResult.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_uh.pack(o.topic_id.bytes, o.error_code))
    v = o.error_message
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_ih.pack(o.num_partitions, o.replication_factor))
    items0 = o.configs
    if not items0:
        if items0 is None:
            w(b'\x00')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('CreatableTopicConfigs.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.value
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_obo.pack(item0.read_only, item0.config_source, item0.is_sensitive))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    tags = None
    if o.topic_config_error_code != 0:
        sub = []
        outer, outer_big, out, big = out, big, sub, None
        w = sub.append
        w(_S_h.pack(o.topic_config_error_code))
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


def _decode_CreateTopicsResponse_v2_to_4(buf, pos):
    limit = len(buf)
    self = _new(CreateTopicsResponse)
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
            item0 = _new(CreatableTopicResult)
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
            item0.topic_id = _ZERO_UUID
            item0.topic_config_error_code = 0
            item0.num_partitions = -1
            item0.replication_factor = -1
            item0.configs = []
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_CreateTopicsResponse_v2_to_4(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('CreateTopicsResponse.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('CreatableTopicResult.name is None, but it cannot be null')
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


def _decode_CreateTopicsResponse_v5_to_6(buf, pos):
    limit = len(buf)
    self = _new(CreateTopicsResponse)
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
            item0 = _new(CreatableTopicResult)
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
            item0.num_partitions, item0.replication_factor, n, _n2 = _S_ihBB.unpack_from(buf, pos)
            if n < 128:
                pos += 7
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 8
            else:
                n, pos = _read_uvarint(buf, pos + 6)
            n -= 1
            if n == 0:
                item0.configs = []
            elif n < 0:
                item0.configs = None
            else:
                if n > limit - pos:
                    raise _DecodeError('array Configs claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(CreatableTopicConfigs)
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
                        item1.value = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Value runs past the end of the buffer')
                        item1.value = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.read_only, item1.config_source, item1.is_sensitive, _t = _S_oboB.unpack_from(buf, pos)
                    pos += 4
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.configs = items1
            item0.topic_id = _ZERO_UUID
            item0.topic_config_error_code = 0
            if buf[pos]:
                pos = _decode_tags_CreatableTopicResult_v5_to_7(item0, buf, pos)
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


def _encode_CreateTopicsResponse_v5_to_6(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('CreateTopicsResponse.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('CreatableTopicResult.name is None, but it cannot be null')
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
            w(_S_ih.pack(item0.num_partitions, item0.replication_factor))
            items1 = item0.configs
            if not items1:
                if items1 is None:
                    w(b'\x00')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('CreatableTopicConfigs.name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    v = item1.value
                    if v is None:
                        w(b'\x00')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    w(_S_obo.pack(item1.read_only, item1.config_source, item1.is_sensitive))
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            tags = None
            if item0.topic_config_error_code != 0:
                sub = []
                outer, outer_big, out, big = out, big, sub, None
                w = sub.append
                w(_S_h.pack(item0.topic_config_error_code))
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


def _decode_CreateTopicsResponse_v7(buf, pos):
    limit = len(buf)
    self = _new(CreateTopicsResponse)
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
            item0 = _new(CreatableTopicResult)
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
            _u0, item0.error_code, n, _n2 = _S_uhBB.unpack_from(buf, pos)
            if n < 128:
                pos += 19
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 20
            else:
                n, pos = _read_uvarint(buf, pos + 18)
            n -= 1
            item0.topic_id = _uuid(_u0)
            if n < 0:
                item0.error_message = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                item0.error_message = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.num_partitions, item0.replication_factor, n, _n2 = _S_ihBB.unpack_from(buf, pos)
            if n < 128:
                pos += 7
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 8
            else:
                n, pos = _read_uvarint(buf, pos + 6)
            n -= 1
            if n == 0:
                item0.configs = []
            elif n < 0:
                item0.configs = None
            else:
                if n > limit - pos:
                    raise _DecodeError('array Configs claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(CreatableTopicConfigs)
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
                        item1.value = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Value runs past the end of the buffer')
                        item1.value = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.read_only, item1.config_source, item1.is_sensitive, _t = _S_oboB.unpack_from(buf, pos)
                    pos += 4
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.configs = items1
            item0.topic_config_error_code = 0
            if buf[pos]:
                pos = _decode_tags_CreatableTopicResult_v5_to_7(item0, buf, pos)
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


def _encode_CreateTopicsResponse_v7(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('CreateTopicsResponse.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('CreatableTopicResult.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_uh.pack(item0.topic_id.bytes, item0.error_code))
            v = item0.error_message
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_ih.pack(item0.num_partitions, item0.replication_factor))
            items1 = item0.configs
            if not items1:
                if items1 is None:
                    w(b'\x00')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('CreatableTopicConfigs.name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    v = item1.value
                    if v is None:
                        w(b'\x00')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    w(_S_obo.pack(item1.read_only, item1.config_source, item1.is_sensitive))
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            tags = None
            if item0.topic_config_error_code != 0:
                sub = []
                outer, outer_big, out, big = out, big, sub, None
                w = sub.append
                w(_S_h.pack(item0.topic_config_error_code))
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


def attach(classes):
    """Bind the classes of messages/create_topics.py (`classes`: its namespace) and give
    them their per-version tables."""
    global CreatableReplicaAssignment, CreatableTopicConfig, CreatableTopic, CreateTopicsRequest, CreatableTopicConfigs, CreatableTopicResult, CreateTopicsResponse
    CreatableReplicaAssignment = classes['CreatableReplicaAssignment']
    CreatableTopicConfig = classes['CreatableTopicConfig']
    CreatableTopic = classes['CreatableTopic']
    CreateTopicsRequest = classes['CreateTopicsRequest']
    CreatableTopicConfigs = classes['CreatableTopicConfigs']
    CreatableTopicResult = classes['CreatableTopicResult']
    CreateTopicsResponse = classes['CreateTopicsResponse']
    CreatableReplicaAssignment._DECODERS = (None, None, _decode_CreatableReplicaAssignment_v2_to_4, _decode_CreatableReplicaAssignment_v2_to_4, _decode_CreatableReplicaAssignment_v2_to_4, _decode_CreatableReplicaAssignment_v5_to_7, _decode_CreatableReplicaAssignment_v5_to_7, _decode_CreatableReplicaAssignment_v5_to_7,)
    CreatableReplicaAssignment._ENCODERS = (None, None, _encode_CreatableReplicaAssignment_v2_to_4, _encode_CreatableReplicaAssignment_v2_to_4, _encode_CreatableReplicaAssignment_v2_to_4, _encode_CreatableReplicaAssignment_v5_to_7, _encode_CreatableReplicaAssignment_v5_to_7, _encode_CreatableReplicaAssignment_v5_to_7,)
    CreatableTopicConfig._DECODERS = (None, None, _decode_CreatableTopicConfig_v2_to_4, _decode_CreatableTopicConfig_v2_to_4, _decode_CreatableTopicConfig_v2_to_4, _decode_CreatableTopicConfig_v5_to_7, _decode_CreatableTopicConfig_v5_to_7, _decode_CreatableTopicConfig_v5_to_7,)
    CreatableTopicConfig._ENCODERS = (None, None, _encode_CreatableTopicConfig_v2_to_4, _encode_CreatableTopicConfig_v2_to_4, _encode_CreatableTopicConfig_v2_to_4, _encode_CreatableTopicConfig_v5_to_7, _encode_CreatableTopicConfig_v5_to_7, _encode_CreatableTopicConfig_v5_to_7,)
    CreatableTopic._DECODERS = (None, None, _decode_CreatableTopic_v2_to_4, _decode_CreatableTopic_v2_to_4, _decode_CreatableTopic_v2_to_4, _decode_CreatableTopic_v5_to_7, _decode_CreatableTopic_v5_to_7, _decode_CreatableTopic_v5_to_7,)
    CreatableTopic._ENCODERS = (None, None, _encode_CreatableTopic_v2_to_4, _encode_CreatableTopic_v2_to_4, _encode_CreatableTopic_v2_to_4, _encode_CreatableTopic_v5_to_7, _encode_CreatableTopic_v5_to_7, _encode_CreatableTopic_v5_to_7,)
    CreateTopicsRequest._DECODERS = (None, None, _decode_CreateTopicsRequest_v2_to_4, _decode_CreateTopicsRequest_v2_to_4, _decode_CreateTopicsRequest_v2_to_4, _decode_CreateTopicsRequest_v5_to_7, _decode_CreateTopicsRequest_v5_to_7, _decode_CreateTopicsRequest_v5_to_7,)
    CreateTopicsRequest._ENCODERS = (None, None, _encode_CreateTopicsRequest_v2_to_4, _encode_CreateTopicsRequest_v2_to_4, _encode_CreateTopicsRequest_v2_to_4, _encode_CreateTopicsRequest_v5_to_7, _encode_CreateTopicsRequest_v5_to_7, _encode_CreateTopicsRequest_v5_to_7,)
    CreatableTopicConfigs._DECODERS = (None, None, None, None, None, _decode_CreatableTopicConfigs_v5_to_7, _decode_CreatableTopicConfigs_v5_to_7, _decode_CreatableTopicConfigs_v5_to_7,)
    CreatableTopicConfigs._ENCODERS = (None, None, None, None, None, _encode_CreatableTopicConfigs_v5_to_7, _encode_CreatableTopicConfigs_v5_to_7, _encode_CreatableTopicConfigs_v5_to_7,)
    CreatableTopicResult._DECODERS = (None, None, _decode_CreatableTopicResult_v2_to_4, _decode_CreatableTopicResult_v2_to_4, _decode_CreatableTopicResult_v2_to_4, _decode_CreatableTopicResult_v5_to_6, _decode_CreatableTopicResult_v5_to_6, _decode_CreatableTopicResult_v7,)
    CreatableTopicResult._ENCODERS = (None, None, _encode_CreatableTopicResult_v2_to_4, _encode_CreatableTopicResult_v2_to_4, _encode_CreatableTopicResult_v2_to_4, _encode_CreatableTopicResult_v5_to_6, _encode_CreatableTopicResult_v5_to_6, _encode_CreatableTopicResult_v7,)
    CreateTopicsResponse._DECODERS = (None, None, _decode_CreateTopicsResponse_v2_to_4, _decode_CreateTopicsResponse_v2_to_4, _decode_CreateTopicsResponse_v2_to_4, _decode_CreateTopicsResponse_v5_to_6, _decode_CreateTopicsResponse_v5_to_6, _decode_CreateTopicsResponse_v7,)
    CreateTopicsResponse._ENCODERS = (None, None, _encode_CreateTopicsResponse_v2_to_4, _encode_CreateTopicsResponse_v2_to_4, _encode_CreateTopicsResponse_v2_to_4, _encode_CreateTopicsResponse_v5_to_6, _encode_CreateTopicsResponse_v5_to_6, _encode_CreateTopicsResponse_v7,)
