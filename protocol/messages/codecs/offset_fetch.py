"""Generated from schemas/OffsetFetchRequest.json, schemas/OffsetFetchResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_hB = _struct.Struct('>hB')
_S_i = _struct.Struct('>i')
_S_iBB = _struct.Struct('>iBB')
_S_iBh = _struct.Struct('>iBh')
_S_ii = _struct.Struct('>ii')
_S_iih = _struct.Struct('>iih')
_S_iq = _struct.Struct('>iq')
_S_iqh = _struct.Struct('>iqh')
_S_iqi = _struct.Struct('>iqi')
_S_iqiBB = _struct.Struct('>iqiBB')
_S_iqih = _struct.Struct('>iqih')
_S_o = _struct.Struct('>?')
_S_oB = _struct.Struct('>?B')
_S_u = _struct.Struct('>16s')
_S_uBB = _struct.Struct('>16sBB')

def _decode_OffsetFetchRequestTopic_v1_to_5(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchRequestTopic)
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
        self.partition_indexes = []
    elif n < 0:
        raise _DecodeError('non-nullable array PartitionIndexes is null')
    else:
        self.partition_indexes = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchRequestTopic_v1_to_5(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('OffsetFetchRequestTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partition_indexes
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetFetchRequestTopic.partition_indexes is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        w(_pack('>%di' % len(items0), *items0))


def _decode_OffsetFetchRequestTopic_v6_to_7(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchRequestTopic)
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
        self.partition_indexes = []
    elif n < 0:
        raise _DecodeError('non-nullable array PartitionIndexes is null')
    else:
        self.partition_indexes = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchRequestTopic_v6_to_7(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('OffsetFetchRequestTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partition_indexes
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetFetchRequestTopic.partition_indexes is None, but it cannot be null')
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


def _decode_OffsetFetchRequestTopics_v8_to_9(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchRequestTopics)
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
        self.partition_indexes = []
    elif n < 0:
        raise _DecodeError('non-nullable array PartitionIndexes is null')
    else:
        self.partition_indexes = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    self.topic_id = _ZERO_UUID
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchRequestTopics_v8_to_9(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('OffsetFetchRequestTopics.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partition_indexes
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetFetchRequestTopics.partition_indexes is None, but it cannot be null')
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


def _decode_OffsetFetchRequestTopics_v10(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchRequestTopics)
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
        self.partition_indexes = []
    elif n < 0:
        raise _DecodeError('non-nullable array PartitionIndexes is null')
    else:
        self.partition_indexes = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    self.name = ''
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchRequestTopics_v10(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partition_indexes
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetFetchRequestTopics.partition_indexes is None, but it cannot be null')
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


def _decode_OffsetFetchRequestGroup_v8(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchRequestGroup)
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
            item0 = _new(OffsetFetchRequestTopics)
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
                item0.partition_indexes = []
            elif n < 0:
                raise _DecodeError('non-nullable array PartitionIndexes is null')
            else:
                item0.partition_indexes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.topic_id = _ZERO_UUID
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.member_id = None
    self.member_epoch = -1
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchRequestGroup_v8(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('OffsetFetchRequestGroup.group_id is None, but it cannot be null')
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
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('OffsetFetchRequestTopics.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partition_indexes
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('OffsetFetchRequestTopics.partition_indexes is None, but it cannot be null')
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


def _decode_OffsetFetchRequestGroup_v9(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchRequestGroup)
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
        self.member_id = None
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
            item0 = _new(OffsetFetchRequestTopics)
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
                item0.partition_indexes = []
            elif n < 0:
                raise _DecodeError('non-nullable array PartitionIndexes is null')
            else:
                item0.partition_indexes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.topic_id = _ZERO_UUID
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


def _encode_OffsetFetchRequestGroup_v9(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('OffsetFetchRequestGroup.group_id is None, but it cannot be null')
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
    w(_S_i.pack(o.member_epoch))
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
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('OffsetFetchRequestTopics.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partition_indexes
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('OffsetFetchRequestTopics.partition_indexes is None, but it cannot be null')
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


def _decode_OffsetFetchRequestGroup_v10(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchRequestGroup)
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
        self.member_id = None
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
            item0 = _new(OffsetFetchRequestTopics)
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
                item0.partition_indexes = []
            elif n < 0:
                raise _DecodeError('non-nullable array PartitionIndexes is null')
            else:
                item0.partition_indexes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.name = ''
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


def _encode_OffsetFetchRequestGroup_v10(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('OffsetFetchRequestGroup.group_id is None, but it cannot be null')
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
    w(_S_i.pack(o.member_epoch))
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
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partition_indexes
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('OffsetFetchRequestTopics.partition_indexes is None, but it cannot be null')
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


def _decode_OffsetFetchRequest_v1(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchRequest)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field GroupId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field GroupId runs past the end of the buffer')
        self.group_id = str(buf[pos:end], 'utf-8', 'replace')
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
            item0 = _new(OffsetFetchRequestTopic)
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
                item0.partition_indexes = []
            elif n < 0:
                raise _DecodeError('non-nullable array PartitionIndexes is null')
            else:
                item0.partition_indexes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.groups = []
    self.require_stable = False
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchRequest_v1(o, out, big):
    w = out.append
    if o.groups:
        raise _UnsupportedVersionError('OffsetFetchRequest.groups is set, but only versions 8+ have it')
    if o.require_stable != False:
        raise _UnsupportedVersionError('OffsetFetchRequest.require_stable is set, but only versions 7+ have it')
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('OffsetFetchRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetFetchRequest.topics is None, but only versions 2-7 allow null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('OffsetFetchRequestTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partition_indexes
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('OffsetFetchRequestTopic.partition_indexes is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))


def _decode_OffsetFetchRequest_v2_to_5(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchRequest)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field GroupId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field GroupId runs past the end of the buffer')
        self.group_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
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
            item0 = _new(OffsetFetchRequestTopic)
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
                item0.partition_indexes = []
            elif n < 0:
                raise _DecodeError('non-nullable array PartitionIndexes is null')
            else:
                item0.partition_indexes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.groups = []
    self.require_stable = False
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchRequest_v2_to_5(o, out, big):
    w = out.append
    if o.groups:
        raise _UnsupportedVersionError('OffsetFetchRequest.groups is set, but only versions 8+ have it')
    if o.require_stable != False:
        raise _UnsupportedVersionError('OffsetFetchRequest.require_stable is set, but only versions 7+ have it')
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('OffsetFetchRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.topics
    if not items0:
        if items0 is None:
            w(b'\xff\xff\xff\xff')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('OffsetFetchRequestTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partition_indexes
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('OffsetFetchRequestTopic.partition_indexes is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))


def _decode_OffsetFetchRequest_v6(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchRequest)
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
            item0 = _new(OffsetFetchRequestTopic)
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
                item0.partition_indexes = []
            elif n < 0:
                raise _DecodeError('non-nullable array PartitionIndexes is null')
            else:
                item0.partition_indexes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.groups = []
    self.require_stable = False
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchRequest_v6(o, out, big):
    w = out.append
    if o.groups:
        raise _UnsupportedVersionError('OffsetFetchRequest.groups is set, but only versions 8+ have it')
    if o.require_stable != False:
        raise _UnsupportedVersionError('OffsetFetchRequest.require_stable is set, but only versions 7+ have it')
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('OffsetFetchRequest.group_id is None, but it cannot be null')
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
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('OffsetFetchRequestTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partition_indexes
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('OffsetFetchRequestTopic.partition_indexes is None, but it cannot be null')
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


def _decode_OffsetFetchRequest_v7(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchRequest)
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
            item0 = _new(OffsetFetchRequestTopic)
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
                item0.partition_indexes = []
            elif n < 0:
                raise _DecodeError('non-nullable array PartitionIndexes is null')
            else:
                item0.partition_indexes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.require_stable, _t = _S_oB.unpack_from(buf, pos)
    pos += 2
    self.groups = []
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchRequest_v7(o, out, big):
    w = out.append
    if o.groups:
        raise _UnsupportedVersionError('OffsetFetchRequest.groups is set, but only versions 8+ have it')
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('OffsetFetchRequest.group_id is None, but it cannot be null')
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
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('OffsetFetchRequestTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partition_indexes
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('OffsetFetchRequestTopic.partition_indexes is None, but it cannot be null')
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
    w(_S_o.pack(o.require_stable))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_OffsetFetchRequest_v8(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchRequest)
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
            item0 = _new(OffsetFetchRequestGroup)
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
                    item1 = _new(OffsetFetchRequestTopics)
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
                        item1.partition_indexes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array PartitionIndexes is null')
                    else:
                        item1.partition_indexes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    item1.topic_id = _ZERO_UUID
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.topics = items1
            item0.member_id = None
            item0.member_epoch = -1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.groups = items0
    self.require_stable, _t = _S_oB.unpack_from(buf, pos)
    pos += 2
    self.group_id = ''
    self.topics = []
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchRequest_v8(o, out, big):
    w = out.append
    if o.group_id != '':
        raise _UnsupportedVersionError('OffsetFetchRequest.group_id is set, but only versions 0-7 have it')
    if o.topics:
        raise _UnsupportedVersionError('OffsetFetchRequest.topics is set, but only versions 0-7 have it')
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetFetchRequest.groups is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('OffsetFetchRequestGroup.group_id is None, but it cannot be null')
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
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('OffsetFetchRequestTopics.name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    items2 = item1.partition_indexes
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('OffsetFetchRequestTopics.partition_indexes is None, but it cannot be null')
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
    w(_S_o.pack(o.require_stable))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_OffsetFetchRequest_v9(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchRequest)
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
            item0 = _new(OffsetFetchRequestGroup)
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
                item0.member_id = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field MemberId runs past the end of the buffer')
                item0.member_id = str(buf[pos:end], 'utf-8', 'replace')
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
                    item1 = _new(OffsetFetchRequestTopics)
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
                        item1.partition_indexes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array PartitionIndexes is null')
                    else:
                        item1.partition_indexes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    item1.topic_id = _ZERO_UUID
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
    self.require_stable, _t = _S_oB.unpack_from(buf, pos)
    pos += 2
    self.group_id = ''
    self.topics = []
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchRequest_v9(o, out, big):
    w = out.append
    if o.group_id != '':
        raise _UnsupportedVersionError('OffsetFetchRequest.group_id is set, but only versions 0-7 have it')
    if o.topics:
        raise _UnsupportedVersionError('OffsetFetchRequest.topics is set, but only versions 0-7 have it')
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetFetchRequest.groups is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('OffsetFetchRequestGroup.group_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.member_id
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_i.pack(item0.member_epoch))
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
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('OffsetFetchRequestTopics.name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    items2 = item1.partition_indexes
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('OffsetFetchRequestTopics.partition_indexes is None, but it cannot be null')
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
    w(_S_o.pack(o.require_stable))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_OffsetFetchRequest_v10(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchRequest)
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
            item0 = _new(OffsetFetchRequestGroup)
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
                item0.member_id = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field MemberId runs past the end of the buffer')
                item0.member_id = str(buf[pos:end], 'utf-8', 'replace')
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
                    item1 = _new(OffsetFetchRequestTopics)
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
                        item1.partition_indexes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array PartitionIndexes is null')
                    else:
                        item1.partition_indexes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    item1.name = ''
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
    self.require_stable, _t = _S_oB.unpack_from(buf, pos)
    pos += 2
    self.group_id = ''
    self.topics = []
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchRequest_v10(o, out, big):
    w = out.append
    if o.group_id != '':
        raise _UnsupportedVersionError('OffsetFetchRequest.group_id is set, but only versions 0-7 have it')
    if o.topics:
        raise _UnsupportedVersionError('OffsetFetchRequest.topics is set, but only versions 0-7 have it')
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetFetchRequest.groups is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('OffsetFetchRequestGroup.group_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.member_id
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_i.pack(item0.member_epoch))
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
                    w(_S_u.pack(item1.topic_id.bytes))
                    items2 = item1.partition_indexes
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('OffsetFetchRequestTopics.partition_indexes is None, but it cannot be null')
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
    w(_S_o.pack(o.require_stable))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_OffsetFetchResponsePartition_v1_to_4(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchResponsePartition)
    self.partition_index, self.committed_offset, n = _S_iqh.unpack_from(buf, pos)
    pos += 14
    if n < 0:
        self.metadata = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Metadata runs past the end of the buffer')
        self.metadata = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    self.committed_leader_epoch = -1
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchResponsePartition_v1_to_4(o, out, big):
    w = out.append
    w(_S_iq.pack(o.partition_index, o.committed_offset))
    v = o.metadata
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_h.pack(o.error_code))


def _decode_OffsetFetchResponsePartition_v5(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchResponsePartition)
    self.partition_index, self.committed_offset, self.committed_leader_epoch, n = _S_iqih.unpack_from(buf, pos)
    pos += 18
    if n < 0:
        self.metadata = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Metadata runs past the end of the buffer')
        self.metadata = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchResponsePartition_v5(o, out, big):
    w = out.append
    w(_S_iqi.pack(o.partition_index, o.committed_offset, o.committed_leader_epoch))
    v = o.metadata
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_h.pack(o.error_code))


def _decode_OffsetFetchResponsePartition_v6_to_7(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchResponsePartition)
    self.partition_index, self.committed_offset, self.committed_leader_epoch, n, _n2 = _S_iqiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 17
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 18
    else:
        n, pos = _read_uvarint(buf, pos + 16)
    n -= 1
    if n < 0:
        self.metadata = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Metadata runs past the end of the buffer')
        self.metadata = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.error_code, _t = _S_hB.unpack_from(buf, pos)
    pos += 3
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchResponsePartition_v6_to_7(o, out, big):
    w = out.append
    w(_S_iqi.pack(o.partition_index, o.committed_offset, o.committed_leader_epoch))
    v = o.metadata
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_h.pack(o.error_code))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_OffsetFetchResponseTopic_v1_to_4(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchResponseTopic)
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
            item0 = _new(OffsetFetchResponsePartition)
            item0.partition_index, item0.committed_offset, n = _S_iqh.unpack_from(buf, pos)
            pos += 14
            if n < 0:
                item0.metadata = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Metadata runs past the end of the buffer')
                item0.metadata = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            item0.committed_leader_epoch = -1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchResponseTopic_v1_to_4(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('OffsetFetchResponseTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetFetchResponseTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_iq.pack(item0.partition_index, item0.committed_offset))
            v = item0.metadata
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_h.pack(item0.error_code))


def _decode_OffsetFetchResponseTopic_v5(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchResponseTopic)
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
            item0 = _new(OffsetFetchResponsePartition)
            item0.partition_index, item0.committed_offset, item0.committed_leader_epoch, n = _S_iqih.unpack_from(buf, pos)
            pos += 18
            if n < 0:
                item0.metadata = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Metadata runs past the end of the buffer')
                item0.metadata = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchResponseTopic_v5(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('OffsetFetchResponseTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetFetchResponseTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_iqi.pack(item0.partition_index, item0.committed_offset, item0.committed_leader_epoch))
            v = item0.metadata
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_h.pack(item0.error_code))


def _decode_OffsetFetchResponseTopic_v6_to_7(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchResponseTopic)
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
            item0 = _new(OffsetFetchResponsePartition)
            item0.partition_index, item0.committed_offset, item0.committed_leader_epoch, n, _n2 = _S_iqiBB.unpack_from(buf, pos)
            if n < 128:
                pos += 17
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 18
            else:
                n, pos = _read_uvarint(buf, pos + 16)
            n -= 1
            if n < 0:
                item0.metadata = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Metadata runs past the end of the buffer')
                item0.metadata = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.error_code, _t = _S_hB.unpack_from(buf, pos)
            pos += 3
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


def _encode_OffsetFetchResponseTopic_v6_to_7(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('OffsetFetchResponseTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetFetchResponseTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_iqi.pack(item0.partition_index, item0.committed_offset, item0.committed_leader_epoch))
            v = item0.metadata
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_h.pack(item0.error_code))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_OffsetFetchResponsePartitions_v8_to_10(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchResponsePartitions)
    self.partition_index, self.committed_offset, self.committed_leader_epoch, n, _n2 = _S_iqiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 17
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 18
    else:
        n, pos = _read_uvarint(buf, pos + 16)
    n -= 1
    if n < 0:
        self.metadata = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Metadata runs past the end of the buffer')
        self.metadata = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.error_code, _t = _S_hB.unpack_from(buf, pos)
    pos += 3
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchResponsePartitions_v8_to_10(o, out, big):
    w = out.append
    w(_S_iqi.pack(o.partition_index, o.committed_offset, o.committed_leader_epoch))
    v = o.metadata
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_h.pack(o.error_code))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_OffsetFetchResponseTopics_v8_to_9(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchResponseTopics)
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
            item0 = _new(OffsetFetchResponsePartitions)
            item0.partition_index, item0.committed_offset, item0.committed_leader_epoch, n, _n2 = _S_iqiBB.unpack_from(buf, pos)
            if n < 128:
                pos += 17
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 18
            else:
                n, pos = _read_uvarint(buf, pos + 16)
            n -= 1
            if n < 0:
                item0.metadata = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Metadata runs past the end of the buffer')
                item0.metadata = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.error_code, _t = _S_hB.unpack_from(buf, pos)
            pos += 3
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


def _encode_OffsetFetchResponseTopics_v8_to_9(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('OffsetFetchResponseTopics.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetFetchResponseTopics.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_iqi.pack(item0.partition_index, item0.committed_offset, item0.committed_leader_epoch))
            v = item0.metadata
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_h.pack(item0.error_code))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_OffsetFetchResponseTopics_v10(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchResponseTopics)
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
            item0 = _new(OffsetFetchResponsePartitions)
            item0.partition_index, item0.committed_offset, item0.committed_leader_epoch, n, _n2 = _S_iqiBB.unpack_from(buf, pos)
            if n < 128:
                pos += 17
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 18
            else:
                n, pos = _read_uvarint(buf, pos + 16)
            n -= 1
            if n < 0:
                item0.metadata = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Metadata runs past the end of the buffer')
                item0.metadata = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.error_code, _t = _S_hB.unpack_from(buf, pos)
            pos += 3
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.name = ''
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchResponseTopics_v10(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetFetchResponseTopics.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_iqi.pack(item0.partition_index, item0.committed_offset, item0.committed_leader_epoch))
            v = item0.metadata
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_h.pack(item0.error_code))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_OffsetFetchResponseGroup_v8_to_9(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchResponseGroup)
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
            item0 = _new(OffsetFetchResponseTopics)
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
                    item1 = _new(OffsetFetchResponsePartitions)
                    item1.partition_index, item1.committed_offset, item1.committed_leader_epoch, n, _n2 = _S_iqiBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 17
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 18
                    else:
                        n, pos = _read_uvarint(buf, pos + 16)
                    n -= 1
                    if n < 0:
                        item1.metadata = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Metadata runs past the end of the buffer')
                        item1.metadata = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.error_code, _t = _S_hB.unpack_from(buf, pos)
                    pos += 3
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
    self.error_code, _t = _S_hB.unpack_from(buf, pos)
    pos += 3
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchResponseGroup_v8_to_9(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('OffsetFetchResponseGroup.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetFetchResponseGroup.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('OffsetFetchResponseTopics.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('OffsetFetchResponseTopics.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_iqi.pack(item1.partition_index, item1.committed_offset, item1.committed_leader_epoch))
                    v = item1.metadata
                    if v is None:
                        w(b'\x00')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    w(_S_h.pack(item1.error_code))
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    w(_S_h.pack(o.error_code))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_OffsetFetchResponseGroup_v10(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchResponseGroup)
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
            item0 = _new(OffsetFetchResponseTopics)
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
                    item1 = _new(OffsetFetchResponsePartitions)
                    item1.partition_index, item1.committed_offset, item1.committed_leader_epoch, n, _n2 = _S_iqiBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 17
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 18
                    else:
                        n, pos = _read_uvarint(buf, pos + 16)
                    n -= 1
                    if n < 0:
                        item1.metadata = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Metadata runs past the end of the buffer')
                        item1.metadata = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.error_code, _t = _S_hB.unpack_from(buf, pos)
                    pos += 3
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.name = ''
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.error_code, _t = _S_hB.unpack_from(buf, pos)
    pos += 3
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchResponseGroup_v10(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('OffsetFetchResponseGroup.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetFetchResponseGroup.topics is None, but it cannot be null')
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
                    raise _UnsupportedVersionError('OffsetFetchResponseTopics.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_iqi.pack(item1.partition_index, item1.committed_offset, item1.committed_leader_epoch))
                    v = item1.metadata
                    if v is None:
                        w(b'\x00')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    w(_S_h.pack(item1.error_code))
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    w(_S_h.pack(o.error_code))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_OffsetFetchResponse_v1(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchResponse)
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
            item0 = _new(OffsetFetchResponseTopic)
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
                    item1 = _new(OffsetFetchResponsePartition)
                    item1.partition_index, item1.committed_offset, n = _S_iqh.unpack_from(buf, pos)
                    pos += 14
                    if n < 0:
                        item1.metadata = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Metadata runs past the end of the buffer')
                        item1.metadata = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.error_code, = _S_h.unpack_from(buf, pos)
                    pos += 2
                    item1.committed_leader_epoch = -1
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.throttle_time_ms = 0
    self.error_code = 0
    self.groups = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchResponse_v1(o, out, big):
    w = out.append
    if o.groups:
        raise _UnsupportedVersionError('OffsetFetchResponse.groups is set, but only versions 8+ have it')
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetFetchResponse.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('OffsetFetchResponseTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('OffsetFetchResponseTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_iq.pack(item1.partition_index, item1.committed_offset))
                    v = item1.metadata
                    if v is None:
                        w(b'\xff\xff')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    w(_S_h.pack(item1.error_code))


def _decode_OffsetFetchResponse_v2(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchResponse)
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
            item0 = _new(OffsetFetchResponseTopic)
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
                    item1 = _new(OffsetFetchResponsePartition)
                    item1.partition_index, item1.committed_offset, n = _S_iqh.unpack_from(buf, pos)
                    pos += 14
                    if n < 0:
                        item1.metadata = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Metadata runs past the end of the buffer')
                        item1.metadata = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.error_code, = _S_h.unpack_from(buf, pos)
                    pos += 2
                    item1.committed_leader_epoch = -1
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    self.throttle_time_ms = 0
    self.groups = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchResponse_v2(o, out, big):
    w = out.append
    if o.groups:
        raise _UnsupportedVersionError('OffsetFetchResponse.groups is set, but only versions 8+ have it')
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetFetchResponse.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('OffsetFetchResponseTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('OffsetFetchResponseTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_iq.pack(item1.partition_index, item1.committed_offset))
                    v = item1.metadata
                    if v is None:
                        w(b'\xff\xff')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    w(_S_h.pack(item1.error_code))
    w(_S_h.pack(o.error_code))


def _decode_OffsetFetchResponse_v3_to_4(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchResponse)
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
            item0 = _new(OffsetFetchResponseTopic)
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
                    item1 = _new(OffsetFetchResponsePartition)
                    item1.partition_index, item1.committed_offset, n = _S_iqh.unpack_from(buf, pos)
                    pos += 14
                    if n < 0:
                        item1.metadata = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Metadata runs past the end of the buffer')
                        item1.metadata = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.error_code, = _S_h.unpack_from(buf, pos)
                    pos += 2
                    item1.committed_leader_epoch = -1
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    self.groups = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchResponse_v3_to_4(o, out, big):
    w = out.append
    if o.groups:
        raise _UnsupportedVersionError('OffsetFetchResponse.groups is set, but only versions 8+ have it')
    items0 = o.topics
    if not items0 and items0 is not None:
        w(_S_iih.pack(o.throttle_time_ms, 0, o.error_code))
    else:
        w(_S_i.pack(o.throttle_time_ms))
        items0 = o.topics
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('OffsetFetchResponse.topics is None, but it cannot be null')
            else:
                w(b'\x00\x00\x00\x00')
        else:
            w(_I32.pack(len(items0)))
            for item0 in items0:
                v = item0.name
                if v is None:
                    raise _UnsupportedVersionError('OffsetFetchResponseTopic.name is None, but it cannot be null')
                else:
                    v = v.encode()
                    w(_I16.pack(len(v)))
                    w(v)
                items1 = item0.partitions
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('OffsetFetchResponseTopic.partitions is None, but it cannot be null')
                    else:
                        w(b'\x00\x00\x00\x00')
                else:
                    w(_I32.pack(len(items1)))
                    for item1 in items1:
                        w(_S_iq.pack(item1.partition_index, item1.committed_offset))
                        v = item1.metadata
                        if v is None:
                            w(b'\xff\xff')
                        else:
                            v = v.encode()
                            w(_I16.pack(len(v)))
                            w(v)
                        w(_S_h.pack(item1.error_code))
        w(_S_h.pack(o.error_code))


def _decode_OffsetFetchResponse_v5(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchResponse)
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
            item0 = _new(OffsetFetchResponseTopic)
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
                    item1 = _new(OffsetFetchResponsePartition)
                    item1.partition_index, item1.committed_offset, item1.committed_leader_epoch, n = _S_iqih.unpack_from(buf, pos)
                    pos += 18
                    if n < 0:
                        item1.metadata = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Metadata runs past the end of the buffer')
                        item1.metadata = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.error_code, = _S_h.unpack_from(buf, pos)
                    pos += 2
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    self.groups = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchResponse_v5(o, out, big):
    w = out.append
    if o.groups:
        raise _UnsupportedVersionError('OffsetFetchResponse.groups is set, but only versions 8+ have it')
    items0 = o.topics
    if not items0 and items0 is not None:
        w(_S_iih.pack(o.throttle_time_ms, 0, o.error_code))
    else:
        w(_S_i.pack(o.throttle_time_ms))
        items0 = o.topics
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('OffsetFetchResponse.topics is None, but it cannot be null')
            else:
                w(b'\x00\x00\x00\x00')
        else:
            w(_I32.pack(len(items0)))
            for item0 in items0:
                v = item0.name
                if v is None:
                    raise _UnsupportedVersionError('OffsetFetchResponseTopic.name is None, but it cannot be null')
                else:
                    v = v.encode()
                    w(_I16.pack(len(v)))
                    w(v)
                items1 = item0.partitions
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('OffsetFetchResponseTopic.partitions is None, but it cannot be null')
                    else:
                        w(b'\x00\x00\x00\x00')
                else:
                    w(_I32.pack(len(items1)))
                    for item1 in items1:
                        w(_S_iqi.pack(item1.partition_index, item1.committed_offset, item1.committed_leader_epoch))
                        v = item1.metadata
                        if v is None:
                            w(b'\xff\xff')
                        else:
                            v = v.encode()
                            w(_I16.pack(len(v)))
                            w(v)
                        w(_S_h.pack(item1.error_code))
        w(_S_h.pack(o.error_code))


def _decode_OffsetFetchResponse_v6_to_7(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchResponse)
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
            item0 = _new(OffsetFetchResponseTopic)
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
                    item1 = _new(OffsetFetchResponsePartition)
                    item1.partition_index, item1.committed_offset, item1.committed_leader_epoch, n, _n2 = _S_iqiBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 17
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 18
                    else:
                        n, pos = _read_uvarint(buf, pos + 16)
                    n -= 1
                    if n < 0:
                        item1.metadata = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Metadata runs past the end of the buffer')
                        item1.metadata = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.error_code, _t = _S_hB.unpack_from(buf, pos)
                    pos += 3
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
    self.error_code, _t = _S_hB.unpack_from(buf, pos)
    pos += 3
    self.groups = []
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchResponse_v6_to_7(o, out, big):
    w = out.append
    if o.groups:
        raise _UnsupportedVersionError('OffsetFetchResponse.groups is set, but only versions 8+ have it')
    items0 = o.topics
    if not items0 and items0 is not None:
        w(_S_iBh.pack(o.throttle_time_ms, 1, o.error_code))
    else:
        w(_S_i.pack(o.throttle_time_ms))
        items0 = o.topics
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('OffsetFetchResponse.topics is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                v = item0.name
                if v is None:
                    raise _UnsupportedVersionError('OffsetFetchResponseTopic.name is None, but it cannot be null')
                else:
                    v = v.encode()
                    size = len(v) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(v)
                items1 = item0.partitions
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('OffsetFetchResponseTopic.partitions is None, but it cannot be null')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    for item1 in items1:
                        w(_S_iqi.pack(item1.partition_index, item1.committed_offset, item1.committed_leader_epoch))
                        v = item1.metadata
                        if v is None:
                            w(b'\x00')
                        else:
                            v = v.encode()
                            size = len(v) + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(v)
                        w(_S_h.pack(item1.error_code))
                        if item1.unknown_tagged_fields:
                            _write_tags([], item1.unknown_tagged_fields, w)
                        else:
                            w(b'\x00')
                if item0.unknown_tagged_fields:
                    _write_tags([], item0.unknown_tagged_fields, w)
                else:
                    w(b'\x00')
        w(_S_h.pack(o.error_code))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_OffsetFetchResponse_v8_to_9(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchResponse)
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
            item0 = _new(OffsetFetchResponseGroup)
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
                    item1 = _new(OffsetFetchResponseTopics)
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
                            item2 = _new(OffsetFetchResponsePartitions)
                            item2.partition_index, item2.committed_offset, item2.committed_leader_epoch, n, _n2 = _S_iqiBB.unpack_from(buf, pos)
                            if n < 128:
                                pos += 17
                            elif _n2 < 128:
                                n = (n & 127) | (_n2 << 7)
                                pos += 18
                            else:
                                n, pos = _read_uvarint(buf, pos + 16)
                            n -= 1
                            if n < 0:
                                item2.metadata = None
                            else:
                                end = pos + n
                                if end > limit:
                                    raise _DecodeError('field Metadata runs past the end of the buffer')
                                item2.metadata = str(buf[pos:end], 'utf-8', 'replace')
                                pos = end
                            item2.error_code, _t = _S_hB.unpack_from(buf, pos)
                            pos += 3
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.partitions = items2
                    item1.topic_id = _ZERO_UUID
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.topics = items1
            item0.error_code, _t = _S_hB.unpack_from(buf, pos)
            pos += 3
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.groups = items0
    self.topics = []
    self.error_code = 0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchResponse_v8_to_9(o, out, big):
    w = out.append
    if o.topics:
        raise _UnsupportedVersionError('OffsetFetchResponse.topics is set, but only versions 0-7 have it')
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetFetchResponse.groups is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('OffsetFetchResponseGroup.group_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.topics
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('OffsetFetchResponseGroup.topics is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('OffsetFetchResponseTopics.name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    items2 = item1.partitions
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('OffsetFetchResponseTopics.partitions is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_iqi.pack(item2.partition_index, item2.committed_offset, item2.committed_leader_epoch))
                            v = item2.metadata
                            if v is None:
                                w(b'\x00')
                            else:
                                v = v.encode()
                                size = len(v) + 1
                                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                w(v)
                            w(_S_h.pack(item2.error_code))
                            if item2.unknown_tagged_fields:
                                _write_tags([], item2.unknown_tagged_fields, w)
                            else:
                                w(b'\x00')
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            w(_S_h.pack(item0.error_code))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_OffsetFetchResponse_v10(buf, pos):
    limit = len(buf)
    self = _new(OffsetFetchResponse)
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
            item0 = _new(OffsetFetchResponseGroup)
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
                    item1 = _new(OffsetFetchResponseTopics)
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
                            item2 = _new(OffsetFetchResponsePartitions)
                            item2.partition_index, item2.committed_offset, item2.committed_leader_epoch, n, _n2 = _S_iqiBB.unpack_from(buf, pos)
                            if n < 128:
                                pos += 17
                            elif _n2 < 128:
                                n = (n & 127) | (_n2 << 7)
                                pos += 18
                            else:
                                n, pos = _read_uvarint(buf, pos + 16)
                            n -= 1
                            if n < 0:
                                item2.metadata = None
                            else:
                                end = pos + n
                                if end > limit:
                                    raise _DecodeError('field Metadata runs past the end of the buffer')
                                item2.metadata = str(buf[pos:end], 'utf-8', 'replace')
                                pos = end
                            item2.error_code, _t = _S_hB.unpack_from(buf, pos)
                            pos += 3
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.partitions = items2
                    item1.name = ''
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.topics = items1
            item0.error_code, _t = _S_hB.unpack_from(buf, pos)
            pos += 3
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.groups = items0
    self.topics = []
    self.error_code = 0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetFetchResponse_v10(o, out, big):
    w = out.append
    if o.topics:
        raise _UnsupportedVersionError('OffsetFetchResponse.topics is set, but only versions 0-7 have it')
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetFetchResponse.groups is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('OffsetFetchResponseGroup.group_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.topics
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('OffsetFetchResponseGroup.topics is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_u.pack(item1.topic_id.bytes))
                    items2 = item1.partitions
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('OffsetFetchResponseTopics.partitions is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_iqi.pack(item2.partition_index, item2.committed_offset, item2.committed_leader_epoch))
                            v = item2.metadata
                            if v is None:
                                w(b'\x00')
                            else:
                                v = v.encode()
                                size = len(v) + 1
                                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                w(v)
                            w(_S_h.pack(item2.error_code))
                            if item2.unknown_tagged_fields:
                                _write_tags([], item2.unknown_tagged_fields, w)
                            else:
                                w(b'\x00')
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            w(_S_h.pack(item0.error_code))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/offset_fetch.py (`classes`: its namespace) and give
    them their per-version tables."""
    global OffsetFetchRequestTopic, OffsetFetchRequestTopics, OffsetFetchRequestGroup, OffsetFetchRequest, OffsetFetchResponsePartition, OffsetFetchResponseTopic, OffsetFetchResponsePartitions, OffsetFetchResponseTopics, OffsetFetchResponseGroup, OffsetFetchResponse
    OffsetFetchRequestTopic = classes['OffsetFetchRequestTopic']
    OffsetFetchRequestTopics = classes['OffsetFetchRequestTopics']
    OffsetFetchRequestGroup = classes['OffsetFetchRequestGroup']
    OffsetFetchRequest = classes['OffsetFetchRequest']
    OffsetFetchResponsePartition = classes['OffsetFetchResponsePartition']
    OffsetFetchResponseTopic = classes['OffsetFetchResponseTopic']
    OffsetFetchResponsePartitions = classes['OffsetFetchResponsePartitions']
    OffsetFetchResponseTopics = classes['OffsetFetchResponseTopics']
    OffsetFetchResponseGroup = classes['OffsetFetchResponseGroup']
    OffsetFetchResponse = classes['OffsetFetchResponse']
    OffsetFetchRequestTopic._DECODERS = (None, _decode_OffsetFetchRequestTopic_v1_to_5, _decode_OffsetFetchRequestTopic_v1_to_5, _decode_OffsetFetchRequestTopic_v1_to_5, _decode_OffsetFetchRequestTopic_v1_to_5, _decode_OffsetFetchRequestTopic_v1_to_5, _decode_OffsetFetchRequestTopic_v6_to_7, _decode_OffsetFetchRequestTopic_v6_to_7, None, None, None,)
    OffsetFetchRequestTopic._ENCODERS = (None, _encode_OffsetFetchRequestTopic_v1_to_5, _encode_OffsetFetchRequestTopic_v1_to_5, _encode_OffsetFetchRequestTopic_v1_to_5, _encode_OffsetFetchRequestTopic_v1_to_5, _encode_OffsetFetchRequestTopic_v1_to_5, _encode_OffsetFetchRequestTopic_v6_to_7, _encode_OffsetFetchRequestTopic_v6_to_7, None, None, None,)
    OffsetFetchRequestTopics._DECODERS = (None, None, None, None, None, None, None, None, _decode_OffsetFetchRequestTopics_v8_to_9, _decode_OffsetFetchRequestTopics_v8_to_9, _decode_OffsetFetchRequestTopics_v10,)
    OffsetFetchRequestTopics._ENCODERS = (None, None, None, None, None, None, None, None, _encode_OffsetFetchRequestTopics_v8_to_9, _encode_OffsetFetchRequestTopics_v8_to_9, _encode_OffsetFetchRequestTopics_v10,)
    OffsetFetchRequestGroup._DECODERS = (None, None, None, None, None, None, None, None, _decode_OffsetFetchRequestGroup_v8, _decode_OffsetFetchRequestGroup_v9, _decode_OffsetFetchRequestGroup_v10,)
    OffsetFetchRequestGroup._ENCODERS = (None, None, None, None, None, None, None, None, _encode_OffsetFetchRequestGroup_v8, _encode_OffsetFetchRequestGroup_v9, _encode_OffsetFetchRequestGroup_v10,)
    OffsetFetchRequest._DECODERS = (None, _decode_OffsetFetchRequest_v1, _decode_OffsetFetchRequest_v2_to_5, _decode_OffsetFetchRequest_v2_to_5, _decode_OffsetFetchRequest_v2_to_5, _decode_OffsetFetchRequest_v2_to_5, _decode_OffsetFetchRequest_v6, _decode_OffsetFetchRequest_v7, _decode_OffsetFetchRequest_v8, _decode_OffsetFetchRequest_v9, _decode_OffsetFetchRequest_v10,)
    OffsetFetchRequest._ENCODERS = (None, _encode_OffsetFetchRequest_v1, _encode_OffsetFetchRequest_v2_to_5, _encode_OffsetFetchRequest_v2_to_5, _encode_OffsetFetchRequest_v2_to_5, _encode_OffsetFetchRequest_v2_to_5, _encode_OffsetFetchRequest_v6, _encode_OffsetFetchRequest_v7, _encode_OffsetFetchRequest_v8, _encode_OffsetFetchRequest_v9, _encode_OffsetFetchRequest_v10,)
    OffsetFetchResponsePartition._DECODERS = (None, _decode_OffsetFetchResponsePartition_v1_to_4, _decode_OffsetFetchResponsePartition_v1_to_4, _decode_OffsetFetchResponsePartition_v1_to_4, _decode_OffsetFetchResponsePartition_v1_to_4, _decode_OffsetFetchResponsePartition_v5, _decode_OffsetFetchResponsePartition_v6_to_7, _decode_OffsetFetchResponsePartition_v6_to_7, None, None, None,)
    OffsetFetchResponsePartition._ENCODERS = (None, _encode_OffsetFetchResponsePartition_v1_to_4, _encode_OffsetFetchResponsePartition_v1_to_4, _encode_OffsetFetchResponsePartition_v1_to_4, _encode_OffsetFetchResponsePartition_v1_to_4, _encode_OffsetFetchResponsePartition_v5, _encode_OffsetFetchResponsePartition_v6_to_7, _encode_OffsetFetchResponsePartition_v6_to_7, None, None, None,)
    OffsetFetchResponseTopic._DECODERS = (None, _decode_OffsetFetchResponseTopic_v1_to_4, _decode_OffsetFetchResponseTopic_v1_to_4, _decode_OffsetFetchResponseTopic_v1_to_4, _decode_OffsetFetchResponseTopic_v1_to_4, _decode_OffsetFetchResponseTopic_v5, _decode_OffsetFetchResponseTopic_v6_to_7, _decode_OffsetFetchResponseTopic_v6_to_7, None, None, None,)
    OffsetFetchResponseTopic._ENCODERS = (None, _encode_OffsetFetchResponseTopic_v1_to_4, _encode_OffsetFetchResponseTopic_v1_to_4, _encode_OffsetFetchResponseTopic_v1_to_4, _encode_OffsetFetchResponseTopic_v1_to_4, _encode_OffsetFetchResponseTopic_v5, _encode_OffsetFetchResponseTopic_v6_to_7, _encode_OffsetFetchResponseTopic_v6_to_7, None, None, None,)
    OffsetFetchResponsePartitions._DECODERS = (None, None, None, None, None, None, None, None, _decode_OffsetFetchResponsePartitions_v8_to_10, _decode_OffsetFetchResponsePartitions_v8_to_10, _decode_OffsetFetchResponsePartitions_v8_to_10,)
    OffsetFetchResponsePartitions._ENCODERS = (None, None, None, None, None, None, None, None, _encode_OffsetFetchResponsePartitions_v8_to_10, _encode_OffsetFetchResponsePartitions_v8_to_10, _encode_OffsetFetchResponsePartitions_v8_to_10,)
    OffsetFetchResponseTopics._DECODERS = (None, None, None, None, None, None, None, None, _decode_OffsetFetchResponseTopics_v8_to_9, _decode_OffsetFetchResponseTopics_v8_to_9, _decode_OffsetFetchResponseTopics_v10,)
    OffsetFetchResponseTopics._ENCODERS = (None, None, None, None, None, None, None, None, _encode_OffsetFetchResponseTopics_v8_to_9, _encode_OffsetFetchResponseTopics_v8_to_9, _encode_OffsetFetchResponseTopics_v10,)
    OffsetFetchResponseGroup._DECODERS = (None, None, None, None, None, None, None, None, _decode_OffsetFetchResponseGroup_v8_to_9, _decode_OffsetFetchResponseGroup_v8_to_9, _decode_OffsetFetchResponseGroup_v10,)
    OffsetFetchResponseGroup._ENCODERS = (None, None, None, None, None, None, None, None, _encode_OffsetFetchResponseGroup_v8_to_9, _encode_OffsetFetchResponseGroup_v8_to_9, _encode_OffsetFetchResponseGroup_v10,)
    OffsetFetchResponse._DECODERS = (None, _decode_OffsetFetchResponse_v1, _decode_OffsetFetchResponse_v2, _decode_OffsetFetchResponse_v3_to_4, _decode_OffsetFetchResponse_v3_to_4, _decode_OffsetFetchResponse_v5, _decode_OffsetFetchResponse_v6_to_7, _decode_OffsetFetchResponse_v6_to_7, _decode_OffsetFetchResponse_v8_to_9, _decode_OffsetFetchResponse_v8_to_9, _decode_OffsetFetchResponse_v10,)
    OffsetFetchResponse._ENCODERS = (None, _encode_OffsetFetchResponse_v1, _encode_OffsetFetchResponse_v2, _encode_OffsetFetchResponse_v3_to_4, _encode_OffsetFetchResponse_v3_to_4, _encode_OffsetFetchResponse_v5, _encode_OffsetFetchResponse_v6_to_7, _encode_OffsetFetchResponse_v6_to_7, _encode_OffsetFetchResponse_v8_to_9, _encode_OffsetFetchResponse_v8_to_9, _encode_OffsetFetchResponse_v10,)
