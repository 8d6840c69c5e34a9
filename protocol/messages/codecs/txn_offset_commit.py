"""Generated from schemas/TxnOffsetCommitRequest.json, schemas/TxnOffsetCommitResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_ihB = _struct.Struct('>ihB')
_S_ii = _struct.Struct('>ii')
_S_iq = _struct.Struct('>iq')
_S_iqh = _struct.Struct('>iqh')
_S_iqi = _struct.Struct('>iqi')
_S_iqiBB = _struct.Struct('>iqiBB')
_S_iqih = _struct.Struct('>iqih')
_S_qh = _struct.Struct('>qh')
_S_qhi = _struct.Struct('>qhi')
_S_qhiBB = _struct.Struct('>qhiBB')
_S_u = _struct.Struct('>16s')
_S_uBB = _struct.Struct('>16sBB')

def _decode_TxnOffsetCommitRequestPartition_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(TxnOffsetCommitRequestPartition)
    self.partition_index, self.committed_offset, n = _S_iqh.unpack_from(buf, pos)
    pos += 14
    if n < 0:
        self.committed_metadata = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field CommittedMetadata runs past the end of the buffer')
        self.committed_metadata = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.committed_leader_epoch = -1
    self.unknown_tagged_fields = None
    return self, pos


def _encode_TxnOffsetCommitRequestPartition_v0_to_1(o, out, big):
    w = out.append
    w(_S_iq.pack(o.partition_index, o.committed_offset))
    v = o.committed_metadata
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_TxnOffsetCommitRequestPartition_v2(buf, pos):
    limit = len(buf)
    self = _new(TxnOffsetCommitRequestPartition)
    self.partition_index, self.committed_offset, self.committed_leader_epoch, n = _S_iqih.unpack_from(buf, pos)
    pos += 18
    if n < 0:
        self.committed_metadata = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field CommittedMetadata runs past the end of the buffer')
        self.committed_metadata = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_TxnOffsetCommitRequestPartition_v2(o, out, big):
    w = out.append
    w(_S_iqi.pack(o.partition_index, o.committed_offset, o.committed_leader_epoch))
    v = o.committed_metadata
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_TxnOffsetCommitRequestPartition_v3_to_6(buf, pos):
    limit = len(buf)
    self = _new(TxnOffsetCommitRequestPartition)
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
        self.committed_metadata = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field CommittedMetadata runs past the end of the buffer')
        self.committed_metadata = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_TxnOffsetCommitRequestPartition_v3_to_6(o, out, big):
    w = out.append
    w(_S_iqi.pack(o.partition_index, o.committed_offset, o.committed_leader_epoch))
    v = o.committed_metadata
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


def _decode_TxnOffsetCommitRequestTopic_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(TxnOffsetCommitRequestTopic)
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
            item0 = _new(TxnOffsetCommitRequestPartition)
            item0.partition_index, item0.committed_offset, n = _S_iqh.unpack_from(buf, pos)
            pos += 14
            if n < 0:
                item0.committed_metadata = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field CommittedMetadata runs past the end of the buffer')
                item0.committed_metadata = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.committed_leader_epoch = -1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic_id = _ZERO_UUID
    self.unknown_tagged_fields = None
    return self, pos


def _encode_TxnOffsetCommitRequestTopic_v0_to_1(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('TxnOffsetCommitRequestTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TxnOffsetCommitRequestTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_iq.pack(item0.partition_index, item0.committed_offset))
            v = item0.committed_metadata
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)


def _decode_TxnOffsetCommitRequestTopic_v2(buf, pos):
    limit = len(buf)
    self = _new(TxnOffsetCommitRequestTopic)
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
            item0 = _new(TxnOffsetCommitRequestPartition)
            item0.partition_index, item0.committed_offset, item0.committed_leader_epoch, n = _S_iqih.unpack_from(buf, pos)
            pos += 18
            if n < 0:
                item0.committed_metadata = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field CommittedMetadata runs past the end of the buffer')
                item0.committed_metadata = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic_id = _ZERO_UUID
    self.unknown_tagged_fields = None
    return self, pos


def _encode_TxnOffsetCommitRequestTopic_v2(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('TxnOffsetCommitRequestTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TxnOffsetCommitRequestTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_iqi.pack(item0.partition_index, item0.committed_offset, item0.committed_leader_epoch))
            v = item0.committed_metadata
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)


def _decode_TxnOffsetCommitRequestTopic_v3_to_5(buf, pos):
    limit = len(buf)
    self = _new(TxnOffsetCommitRequestTopic)
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
            item0 = _new(TxnOffsetCommitRequestPartition)
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
                item0.committed_metadata = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field CommittedMetadata runs past the end of the buffer')
                item0.committed_metadata = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
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


def _encode_TxnOffsetCommitRequestTopic_v3_to_5(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('TxnOffsetCommitRequestTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TxnOffsetCommitRequestTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_iqi.pack(item0.partition_index, item0.committed_offset, item0.committed_leader_epoch))
            v = item0.committed_metadata
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


def _decode_TxnOffsetCommitRequestTopic_v6(buf, pos):
    limit = len(buf)
    self = _new(TxnOffsetCommitRequestTopic)
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
            item0 = _new(TxnOffsetCommitRequestPartition)
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
                item0.committed_metadata = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field CommittedMetadata runs past the end of the buffer')
                item0.committed_metadata = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
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


def _encode_TxnOffsetCommitRequestTopic_v6(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TxnOffsetCommitRequestTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_iqi.pack(item0.partition_index, item0.committed_offset, item0.committed_leader_epoch))
            v = item0.committed_metadata
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


def _decode_TxnOffsetCommitRequest_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(TxnOffsetCommitRequest)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field TransactionalId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TransactionalId runs past the end of the buffer')
        self.transactional_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
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
    self.producer_id, self.producer_epoch, n = _S_qhi.unpack_from(buf, pos)
    pos += 14
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
            item0 = _new(TxnOffsetCommitRequestTopic)
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
                    item1 = _new(TxnOffsetCommitRequestPartition)
                    item1.partition_index, item1.committed_offset, n = _S_iqh.unpack_from(buf, pos)
                    pos += 14
                    if n < 0:
                        item1.committed_metadata = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field CommittedMetadata runs past the end of the buffer')
                        item1.committed_metadata = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.committed_leader_epoch = -1
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.generation_id_or_member_epoch = -1
    self.member_id = ''
    self.group_instance_id = None
    self.unknown_tagged_fields = None
    return self, pos


def _encode_TxnOffsetCommitRequest_v0_to_1(o, out, big):
    w = out.append
    if o.generation_id_or_member_epoch != -1:
        raise _UnsupportedVersionError('TxnOffsetCommitRequest.generation_id_or_member_epoch is set, but only versions 3+ have it')
    if o.member_id != '':
        raise _UnsupportedVersionError('TxnOffsetCommitRequest.member_id is set, but only versions 3+ have it')
    if o.group_instance_id is not None:
        raise _UnsupportedVersionError('TxnOffsetCommitRequest.group_instance_id is set, but only versions 3+ have it')
    v = o.transactional_id
    if v is None:
        raise _UnsupportedVersionError('TxnOffsetCommitRequest.transactional_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('TxnOffsetCommitRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_qh.pack(o.producer_id, o.producer_epoch))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TxnOffsetCommitRequest.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('TxnOffsetCommitRequestTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('TxnOffsetCommitRequestTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_iq.pack(item1.partition_index, item1.committed_offset))
                    v = item1.committed_metadata
                    if v is None:
                        w(b'\xff\xff')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)


def _decode_TxnOffsetCommitRequest_v2(buf, pos):
    limit = len(buf)
    self = _new(TxnOffsetCommitRequest)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field TransactionalId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TransactionalId runs past the end of the buffer')
        self.transactional_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
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
    self.producer_id, self.producer_epoch, n = _S_qhi.unpack_from(buf, pos)
    pos += 14
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
            item0 = _new(TxnOffsetCommitRequestTopic)
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
                    item1 = _new(TxnOffsetCommitRequestPartition)
                    item1.partition_index, item1.committed_offset, item1.committed_leader_epoch, n = _S_iqih.unpack_from(buf, pos)
                    pos += 18
                    if n < 0:
                        item1.committed_metadata = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field CommittedMetadata runs past the end of the buffer')
                        item1.committed_metadata = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.generation_id_or_member_epoch = -1
    self.member_id = ''
    self.group_instance_id = None
    self.unknown_tagged_fields = None
    return self, pos


def _encode_TxnOffsetCommitRequest_v2(o, out, big):
    w = out.append
    if o.generation_id_or_member_epoch != -1:
        raise _UnsupportedVersionError('TxnOffsetCommitRequest.generation_id_or_member_epoch is set, but only versions 3+ have it')
    if o.member_id != '':
        raise _UnsupportedVersionError('TxnOffsetCommitRequest.member_id is set, but only versions 3+ have it')
    if o.group_instance_id is not None:
        raise _UnsupportedVersionError('TxnOffsetCommitRequest.group_instance_id is set, but only versions 3+ have it')
    v = o.transactional_id
    if v is None:
        raise _UnsupportedVersionError('TxnOffsetCommitRequest.transactional_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('TxnOffsetCommitRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_qh.pack(o.producer_id, o.producer_epoch))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TxnOffsetCommitRequest.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('TxnOffsetCommitRequestTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('TxnOffsetCommitRequestTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_iqi.pack(item1.partition_index, item1.committed_offset, item1.committed_leader_epoch))
                    v = item1.committed_metadata
                    if v is None:
                        w(b'\xff\xff')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)


def _decode_TxnOffsetCommitRequest_v3_to_5(buf, pos):
    limit = len(buf)
    self = _new(TxnOffsetCommitRequest)
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
        raise _DecodeError('non-nullable field TransactionalId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TransactionalId runs past the end of the buffer')
        self.transactional_id = str(buf[pos:end], 'utf-8', 'replace')
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
    self.producer_id, self.producer_epoch, self.generation_id_or_member_epoch, n, _n2 = _S_qhiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 15
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 16
    else:
        n, pos = _read_uvarint(buf, pos + 14)
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
        self.group_instance_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field GroupInstanceId runs past the end of the buffer')
        self.group_instance_id = str(buf[pos:end], 'utf-8', 'replace')
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
            item0 = _new(TxnOffsetCommitRequestTopic)
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
                    item1 = _new(TxnOffsetCommitRequestPartition)
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
                        item1.committed_metadata = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field CommittedMetadata runs past the end of the buffer')
                        item1.committed_metadata = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
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
        self.topics = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_TxnOffsetCommitRequest_v3_to_5(o, out, big):
    w = out.append
    v = o.transactional_id
    if v is None:
        raise _UnsupportedVersionError('TxnOffsetCommitRequest.transactional_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('TxnOffsetCommitRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_qhi.pack(o.producer_id, o.producer_epoch, o.generation_id_or_member_epoch))
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('TxnOffsetCommitRequest.member_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.group_instance_id
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
            raise _UnsupportedVersionError('TxnOffsetCommitRequest.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('TxnOffsetCommitRequestTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('TxnOffsetCommitRequestTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_iqi.pack(item1.partition_index, item1.committed_offset, item1.committed_leader_epoch))
                    v = item1.committed_metadata
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


def _decode_TxnOffsetCommitRequest_v6(buf, pos):
    limit = len(buf)
    self = _new(TxnOffsetCommitRequest)
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
        raise _DecodeError('non-nullable field TransactionalId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TransactionalId runs past the end of the buffer')
        self.transactional_id = str(buf[pos:end], 'utf-8', 'replace')
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
    self.producer_id, self.producer_epoch, self.generation_id_or_member_epoch, n, _n2 = _S_qhiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 15
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 16
    else:
        n, pos = _read_uvarint(buf, pos + 14)
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
        self.group_instance_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field GroupInstanceId runs past the end of the buffer')
        self.group_instance_id = str(buf[pos:end], 'utf-8', 'replace')
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
            item0 = _new(TxnOffsetCommitRequestTopic)
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
                    item1 = _new(TxnOffsetCommitRequestPartition)
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
                        item1.committed_metadata = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field CommittedMetadata runs past the end of the buffer')
                        item1.committed_metadata = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
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
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_TxnOffsetCommitRequest_v6(o, out, big):
    w = out.append
    v = o.transactional_id
    if v is None:
        raise _UnsupportedVersionError('TxnOffsetCommitRequest.transactional_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('TxnOffsetCommitRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_qhi.pack(o.producer_id, o.producer_epoch, o.generation_id_or_member_epoch))
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('TxnOffsetCommitRequest.member_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.group_instance_id
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
            raise _UnsupportedVersionError('TxnOffsetCommitRequest.topics is None, but it cannot be null')
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
                    raise _UnsupportedVersionError('TxnOffsetCommitRequestTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_iqi.pack(item1.partition_index, item1.committed_offset, item1.committed_leader_epoch))
                    v = item1.committed_metadata
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


def _decode_TxnOffsetCommitResponsePartition_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(TxnOffsetCommitResponsePartition)
    self.partition_index, self.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    self.unknown_tagged_fields = None
    return self, pos


def _encode_TxnOffsetCommitResponsePartition_v0_to_2(o, out, big):
    w = out.append
    w(_S_ih.pack(o.partition_index, o.error_code))


def _decode_TxnOffsetCommitResponsePartition_v3_to_6(buf, pos):
    limit = len(buf)
    self = _new(TxnOffsetCommitResponsePartition)
    self.partition_index, self.error_code, _t = _S_ihB.unpack_from(buf, pos)
    pos += 7
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_TxnOffsetCommitResponsePartition_v3_to_6(o, out, big):
    w = out.append
    w(_S_ih.pack(o.partition_index, o.error_code))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_TxnOffsetCommitResponseTopic_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(TxnOffsetCommitResponseTopic)
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
            item0 = _new(TxnOffsetCommitResponsePartition)
            item0.partition_index, item0.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.topic_id = _ZERO_UUID
    self.unknown_tagged_fields = None
    return self, pos


def _encode_TxnOffsetCommitResponseTopic_v0_to_2(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('TxnOffsetCommitResponseTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TxnOffsetCommitResponseTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_ih.pack(item0.partition_index, item0.error_code))


def _decode_TxnOffsetCommitResponseTopic_v3_to_5(buf, pos):
    limit = len(buf)
    self = _new(TxnOffsetCommitResponseTopic)
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
            item0 = _new(TxnOffsetCommitResponsePartition)
            item0.partition_index, item0.error_code, _t = _S_ihB.unpack_from(buf, pos)
            pos += 7
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


def _encode_TxnOffsetCommitResponseTopic_v3_to_5(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('TxnOffsetCommitResponseTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TxnOffsetCommitResponseTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_ih.pack(item0.partition_index, item0.error_code))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_TxnOffsetCommitResponseTopic_v6(buf, pos):
    limit = len(buf)
    self = _new(TxnOffsetCommitResponseTopic)
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
            item0 = _new(TxnOffsetCommitResponsePartition)
            item0.partition_index, item0.error_code, _t = _S_ihB.unpack_from(buf, pos)
            pos += 7
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


def _encode_TxnOffsetCommitResponseTopic_v6(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TxnOffsetCommitResponseTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_ih.pack(item0.partition_index, item0.error_code))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_TxnOffsetCommitResponse_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(TxnOffsetCommitResponse)
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
            item0 = _new(TxnOffsetCommitResponseTopic)
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
                    item1 = _new(TxnOffsetCommitResponsePartition)
                    item1.partition_index, item1.error_code = _S_ih.unpack_from(buf, pos)
                    pos += 6
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_TxnOffsetCommitResponse_v0_to_2(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TxnOffsetCommitResponse.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('TxnOffsetCommitResponseTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('TxnOffsetCommitResponseTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_ih.pack(item1.partition_index, item1.error_code))


def _decode_TxnOffsetCommitResponse_v3_to_5(buf, pos):
    limit = len(buf)
    self = _new(TxnOffsetCommitResponse)
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
            item0 = _new(TxnOffsetCommitResponseTopic)
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
                    item1 = _new(TxnOffsetCommitResponsePartition)
                    item1.partition_index, item1.error_code, _t = _S_ihB.unpack_from(buf, pos)
                    pos += 7
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
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_TxnOffsetCommitResponse_v3_to_5(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TxnOffsetCommitResponse.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('TxnOffsetCommitResponseTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('TxnOffsetCommitResponseTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_ih.pack(item1.partition_index, item1.error_code))
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


def _decode_TxnOffsetCommitResponse_v6(buf, pos):
    limit = len(buf)
    self = _new(TxnOffsetCommitResponse)
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
            item0 = _new(TxnOffsetCommitResponseTopic)
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
                    item1 = _new(TxnOffsetCommitResponsePartition)
                    item1.partition_index, item1.error_code, _t = _S_ihB.unpack_from(buf, pos)
                    pos += 7
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
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_TxnOffsetCommitResponse_v6(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TxnOffsetCommitResponse.topics is None, but it cannot be null')
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
                    raise _UnsupportedVersionError('TxnOffsetCommitResponseTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_ih.pack(item1.partition_index, item1.error_code))
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
    """Bind the classes of messages/txn_offset_commit.py (`classes`: its namespace) and give
    them their per-version tables."""
    global TxnOffsetCommitRequestPartition, TxnOffsetCommitRequestTopic, TxnOffsetCommitRequest, TxnOffsetCommitResponsePartition, TxnOffsetCommitResponseTopic, TxnOffsetCommitResponse
    TxnOffsetCommitRequestPartition = classes['TxnOffsetCommitRequestPartition']
    TxnOffsetCommitRequestTopic = classes['TxnOffsetCommitRequestTopic']
    TxnOffsetCommitRequest = classes['TxnOffsetCommitRequest']
    TxnOffsetCommitResponsePartition = classes['TxnOffsetCommitResponsePartition']
    TxnOffsetCommitResponseTopic = classes['TxnOffsetCommitResponseTopic']
    TxnOffsetCommitResponse = classes['TxnOffsetCommitResponse']
    TxnOffsetCommitRequestPartition._DECODERS = (_decode_TxnOffsetCommitRequestPartition_v0_to_1, _decode_TxnOffsetCommitRequestPartition_v0_to_1, _decode_TxnOffsetCommitRequestPartition_v2, _decode_TxnOffsetCommitRequestPartition_v3_to_6, _decode_TxnOffsetCommitRequestPartition_v3_to_6, _decode_TxnOffsetCommitRequestPartition_v3_to_6, _decode_TxnOffsetCommitRequestPartition_v3_to_6,)
    TxnOffsetCommitRequestPartition._ENCODERS = (_encode_TxnOffsetCommitRequestPartition_v0_to_1, _encode_TxnOffsetCommitRequestPartition_v0_to_1, _encode_TxnOffsetCommitRequestPartition_v2, _encode_TxnOffsetCommitRequestPartition_v3_to_6, _encode_TxnOffsetCommitRequestPartition_v3_to_6, _encode_TxnOffsetCommitRequestPartition_v3_to_6, _encode_TxnOffsetCommitRequestPartition_v3_to_6,)
    TxnOffsetCommitRequestTopic._DECODERS = (_decode_TxnOffsetCommitRequestTopic_v0_to_1, _decode_TxnOffsetCommitRequestTopic_v0_to_1, _decode_TxnOffsetCommitRequestTopic_v2, _decode_TxnOffsetCommitRequestTopic_v3_to_5, _decode_TxnOffsetCommitRequestTopic_v3_to_5, _decode_TxnOffsetCommitRequestTopic_v3_to_5, _decode_TxnOffsetCommitRequestTopic_v6,)
    TxnOffsetCommitRequestTopic._ENCODERS = (_encode_TxnOffsetCommitRequestTopic_v0_to_1, _encode_TxnOffsetCommitRequestTopic_v0_to_1, _encode_TxnOffsetCommitRequestTopic_v2, _encode_TxnOffsetCommitRequestTopic_v3_to_5, _encode_TxnOffsetCommitRequestTopic_v3_to_5, _encode_TxnOffsetCommitRequestTopic_v3_to_5, _encode_TxnOffsetCommitRequestTopic_v6,)
    TxnOffsetCommitRequest._DECODERS = (_decode_TxnOffsetCommitRequest_v0_to_1, _decode_TxnOffsetCommitRequest_v0_to_1, _decode_TxnOffsetCommitRequest_v2, _decode_TxnOffsetCommitRequest_v3_to_5, _decode_TxnOffsetCommitRequest_v3_to_5, _decode_TxnOffsetCommitRequest_v3_to_5, _decode_TxnOffsetCommitRequest_v6,)
    TxnOffsetCommitRequest._ENCODERS = (_encode_TxnOffsetCommitRequest_v0_to_1, _encode_TxnOffsetCommitRequest_v0_to_1, _encode_TxnOffsetCommitRequest_v2, _encode_TxnOffsetCommitRequest_v3_to_5, _encode_TxnOffsetCommitRequest_v3_to_5, _encode_TxnOffsetCommitRequest_v3_to_5, _encode_TxnOffsetCommitRequest_v6,)
    TxnOffsetCommitResponsePartition._DECODERS = (_decode_TxnOffsetCommitResponsePartition_v0_to_2, _decode_TxnOffsetCommitResponsePartition_v0_to_2, _decode_TxnOffsetCommitResponsePartition_v0_to_2, _decode_TxnOffsetCommitResponsePartition_v3_to_6, _decode_TxnOffsetCommitResponsePartition_v3_to_6, _decode_TxnOffsetCommitResponsePartition_v3_to_6, _decode_TxnOffsetCommitResponsePartition_v3_to_6,)
    TxnOffsetCommitResponsePartition._ENCODERS = (_encode_TxnOffsetCommitResponsePartition_v0_to_2, _encode_TxnOffsetCommitResponsePartition_v0_to_2, _encode_TxnOffsetCommitResponsePartition_v0_to_2, _encode_TxnOffsetCommitResponsePartition_v3_to_6, _encode_TxnOffsetCommitResponsePartition_v3_to_6, _encode_TxnOffsetCommitResponsePartition_v3_to_6, _encode_TxnOffsetCommitResponsePartition_v3_to_6,)
    TxnOffsetCommitResponseTopic._DECODERS = (_decode_TxnOffsetCommitResponseTopic_v0_to_2, _decode_TxnOffsetCommitResponseTopic_v0_to_2, _decode_TxnOffsetCommitResponseTopic_v0_to_2, _decode_TxnOffsetCommitResponseTopic_v3_to_5, _decode_TxnOffsetCommitResponseTopic_v3_to_5, _decode_TxnOffsetCommitResponseTopic_v3_to_5, _decode_TxnOffsetCommitResponseTopic_v6,)
    TxnOffsetCommitResponseTopic._ENCODERS = (_encode_TxnOffsetCommitResponseTopic_v0_to_2, _encode_TxnOffsetCommitResponseTopic_v0_to_2, _encode_TxnOffsetCommitResponseTopic_v0_to_2, _encode_TxnOffsetCommitResponseTopic_v3_to_5, _encode_TxnOffsetCommitResponseTopic_v3_to_5, _encode_TxnOffsetCommitResponseTopic_v3_to_5, _encode_TxnOffsetCommitResponseTopic_v6,)
    TxnOffsetCommitResponse._DECODERS = (_decode_TxnOffsetCommitResponse_v0_to_2, _decode_TxnOffsetCommitResponse_v0_to_2, _decode_TxnOffsetCommitResponse_v0_to_2, _decode_TxnOffsetCommitResponse_v3_to_5, _decode_TxnOffsetCommitResponse_v3_to_5, _decode_TxnOffsetCommitResponse_v3_to_5, _decode_TxnOffsetCommitResponse_v6,)
    TxnOffsetCommitResponse._ENCODERS = (_encode_TxnOffsetCommitResponse_v0_to_2, _encode_TxnOffsetCommitResponse_v0_to_2, _encode_TxnOffsetCommitResponse_v0_to_2, _encode_TxnOffsetCommitResponse_v3_to_5, _encode_TxnOffsetCommitResponse_v3_to_5, _encode_TxnOffsetCommitResponse_v3_to_5, _encode_TxnOffsetCommitResponse_v6,)
