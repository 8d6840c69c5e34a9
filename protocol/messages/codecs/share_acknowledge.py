"""Generated from schemas/ShareAcknowledgeRequest.json, schemas/ShareAcknowledgeResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_iiB = _struct.Struct('>iiB')
_S_io = _struct.Struct('>i?')
_S_ioBB = _struct.Struct('>i?BB')
_S_qq = _struct.Struct('>qq')
_S_qqBB = _struct.Struct('>qqBB')
_S_u = _struct.Struct('>16s')
_S_uBB = _struct.Struct('>16sBB')

def _decode_AcknowledgementBatch_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(AcknowledgementBatch)
    self.first_offset, self.last_offset, n, _n2 = _S_qqBB.unpack_from(buf, pos)
    if n < 128:
        pos += 17
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 18
    else:
        n, pos = _read_uvarint(buf, pos + 16)
    n -= 1
    if n == 0:
        self.acknowledge_types = []
    elif n < 0:
        raise _DecodeError('non-nullable array AcknowledgeTypes is null')
    else:
        self.acknowledge_types = list(_unpack_from('>%db' % n, buf, pos))
        pos += n * 1
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AcknowledgementBatch_v1_to_2(o, out, big):
    w = out.append
    w(_S_qq.pack(o.first_offset, o.last_offset))
    items0 = o.acknowledge_types
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AcknowledgementBatch.acknowledge_types is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(_pack('>%db' % len(items0), *items0))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AcknowledgePartition_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(AcknowledgePartition)
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
        self.acknowledgement_batches = []
    elif n < 0:
        raise _DecodeError('non-nullable array AcknowledgementBatches is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array AcknowledgementBatches claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AcknowledgementBatch)
            item0.first_offset, item0.last_offset, n, _n2 = _S_qqBB.unpack_from(buf, pos)
            if n < 128:
                pos += 17
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 18
            else:
                n, pos = _read_uvarint(buf, pos + 16)
            n -= 1
            if n == 0:
                item0.acknowledge_types = []
            elif n < 0:
                raise _DecodeError('non-nullable array AcknowledgeTypes is null')
            else:
                item0.acknowledge_types = list(_unpack_from('>%db' % n, buf, pos))
                pos += n * 1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.acknowledgement_batches = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AcknowledgePartition_v1_to_2(o, out, big):
    w = out.append
    w(_S_i.pack(o.partition_index))
    items0 = o.acknowledgement_batches
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AcknowledgePartition.acknowledgement_batches is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_qq.pack(item0.first_offset, item0.last_offset))
            items1 = item0.acknowledge_types
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('AcknowledgementBatch.acknowledge_types is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(_pack('>%db' % len(items1), *items1))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AcknowledgeTopic_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(AcknowledgeTopic)
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
            item0 = _new(AcknowledgePartition)
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
                item0.acknowledgement_batches = []
            elif n < 0:
                raise _DecodeError('non-nullable array AcknowledgementBatches is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array AcknowledgementBatches claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(AcknowledgementBatch)
                    item1.first_offset, item1.last_offset, n, _n2 = _S_qqBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 17
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 18
                    else:
                        n, pos = _read_uvarint(buf, pos + 16)
                    n -= 1
                    if n == 0:
                        item1.acknowledge_types = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array AcknowledgeTypes is null')
                    else:
                        item1.acknowledge_types = list(_unpack_from('>%db' % n, buf, pos))
                        pos += n * 1
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.acknowledgement_batches = items1
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


def _encode_AcknowledgeTopic_v1_to_2(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AcknowledgeTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_i.pack(item0.partition_index))
            items1 = item0.acknowledgement_batches
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('AcknowledgePartition.acknowledgement_batches is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_qq.pack(item1.first_offset, item1.last_offset))
                    items2 = item1.acknowledge_types
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('AcknowledgementBatch.acknowledge_types is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(_pack('>%db' % len(items2), *items2))
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


def _decode_ShareAcknowledgeRequest_v1(buf, pos):
    limit = len(buf)
    self = _new(ShareAcknowledgeRequest)
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
        self.group_id = None
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
    self.share_session_epoch, n, _n2 = _S_iBB.unpack_from(buf, pos)
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
            item0 = _new(AcknowledgeTopic)
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
                    item1 = _new(AcknowledgePartition)
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
                        item1.acknowledgement_batches = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array AcknowledgementBatches is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array AcknowledgementBatches claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(AcknowledgementBatch)
                            item2.first_offset, item2.last_offset, n, _n2 = _S_qqBB.unpack_from(buf, pos)
                            if n < 128:
                                pos += 17
                            elif _n2 < 128:
                                n = (n & 127) | (_n2 << 7)
                                pos += 18
                            else:
                                n, pos = _read_uvarint(buf, pos + 16)
                            n -= 1
                            if n == 0:
                                item2.acknowledge_types = []
                            elif n < 0:
                                raise _DecodeError('non-nullable array AcknowledgeTypes is null')
                            else:
                                item2.acknowledge_types = list(_unpack_from('>%db' % n, buf, pos))
                                pos += n * 1
                            if buf[pos]:
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                pos += 1
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.acknowledgement_batches = items2
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
    self.is_renew_ack = False
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ShareAcknowledgeRequest_v1(o, out, big):
    w = out.append
    if o.is_renew_ack != False:
        raise _UnsupportedVersionError('ShareAcknowledgeRequest.is_renew_ack is set, but only versions 2+ have it')
    v = o.group_id
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
    w(_S_i.pack(o.share_session_epoch))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ShareAcknowledgeRequest.topics is None, but it cannot be null')
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
                    raise _UnsupportedVersionError('AcknowledgeTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_i.pack(item1.partition_index))
                    items2 = item1.acknowledgement_batches
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('AcknowledgePartition.acknowledgement_batches is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_qq.pack(item2.first_offset, item2.last_offset))
                            items3 = item2.acknowledge_types
                            if not items3:
                                if items3 is None:
                                    raise _UnsupportedVersionError('AcknowledgementBatch.acknowledge_types is None, but it cannot be null')
                                else:
                                    w(b'\x01')
                            else:
                                size = len(items3) + 1
                                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                w(_pack('>%db' % len(items3), *items3))
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


def _decode_ShareAcknowledgeRequest_v2(buf, pos):
    limit = len(buf)
    self = _new(ShareAcknowledgeRequest)
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
        self.group_id = None
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
    self.share_session_epoch, self.is_renew_ack, n, _n2 = _S_ioBB.unpack_from(buf, pos)
    if n < 128:
        pos += 6
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 7
    else:
        n, pos = _read_uvarint(buf, pos + 5)
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
            item0 = _new(AcknowledgeTopic)
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
                    item1 = _new(AcknowledgePartition)
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
                        item1.acknowledgement_batches = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array AcknowledgementBatches is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array AcknowledgementBatches claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(AcknowledgementBatch)
                            item2.first_offset, item2.last_offset, n, _n2 = _S_qqBB.unpack_from(buf, pos)
                            if n < 128:
                                pos += 17
                            elif _n2 < 128:
                                n = (n & 127) | (_n2 << 7)
                                pos += 18
                            else:
                                n, pos = _read_uvarint(buf, pos + 16)
                            n -= 1
                            if n == 0:
                                item2.acknowledge_types = []
                            elif n < 0:
                                raise _DecodeError('non-nullable array AcknowledgeTypes is null')
                            else:
                                item2.acknowledge_types = list(_unpack_from('>%db' % n, buf, pos))
                                pos += n * 1
                            if buf[pos]:
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                pos += 1
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.acknowledgement_batches = items2
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
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ShareAcknowledgeRequest_v2(o, out, big):
    w = out.append
    v = o.group_id
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
    w(_S_io.pack(o.share_session_epoch, o.is_renew_ack))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ShareAcknowledgeRequest.topics is None, but it cannot be null')
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
                    raise _UnsupportedVersionError('AcknowledgeTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_i.pack(item1.partition_index))
                    items2 = item1.acknowledgement_batches
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('AcknowledgePartition.acknowledgement_batches is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_qq.pack(item2.first_offset, item2.last_offset))
                            items3 = item2.acknowledge_types
                            if not items3:
                                if items3 is None:
                                    raise _UnsupportedVersionError('AcknowledgementBatch.acknowledge_types is None, but it cannot be null')
                                else:
                                    w(b'\x01')
                            else:
                                size = len(items3) + 1
                                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                w(_pack('>%db' % len(items3), *items3))
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


def _decode_LeaderIdAndEpoch_v1_to_2(buf, pos):
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


def _encode_LeaderIdAndEpoch_v1_to_2(o, out, big):
    w = out.append
    w(_S_ii.pack(o.leader_id, o.leader_epoch))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_PartitionData_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(PartitionData)
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
    self.current_leader, pos = _decode_LeaderIdAndEpoch_v1_to_2(buf, pos)
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_PartitionData_v1_to_2(o, out, big):
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
    _encode_LeaderIdAndEpoch_v1_to_2(o.current_leader, out, big)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ShareAcknowledgeTopicResponse_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(ShareAcknowledgeTopicResponse)
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
            item0.current_leader, pos = _decode_LeaderIdAndEpoch_v1_to_2(buf, pos)
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


def _encode_ShareAcknowledgeTopicResponse_v1_to_2(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ShareAcknowledgeTopicResponse.partitions is None, but it cannot be null')
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
            _encode_LeaderIdAndEpoch_v1_to_2(item0.current_leader, out, big)
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_NodeEndpoint_v1_to_2(buf, pos):
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


def _encode_NodeEndpoint_v1_to_2(o, out, big):
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


def _decode_ShareAcknowledgeResponse_v1(buf, pos):
    limit = len(buf)
    self = _new(ShareAcknowledgeResponse)
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
            item0 = _new(ShareAcknowledgeTopicResponse)
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
                    item1.current_leader, pos = _decode_LeaderIdAndEpoch_v1_to_2(buf, pos)
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
        self.responses = items0
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
    self.acquisition_lock_timeout_ms = 0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ShareAcknowledgeResponse_v1(o, out, big):
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
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ShareAcknowledgeResponse.responses is None, but it cannot be null')
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
                    raise _UnsupportedVersionError('ShareAcknowledgeTopicResponse.partitions is None, but it cannot be null')
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
                    _encode_LeaderIdAndEpoch_v1_to_2(item1.current_leader, out, big)
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    items0 = o.node_endpoints
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ShareAcknowledgeResponse.node_endpoints is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_i.pack(item0.node_id))
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('NodeEndpoint.host is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_i.pack(item0.port))
            v = item0.rack
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


def _decode_ShareAcknowledgeResponse_v2(buf, pos):
    limit = len(buf)
    self = _new(ShareAcknowledgeResponse)
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
    self.acquisition_lock_timeout_ms, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
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
            item0 = _new(ShareAcknowledgeTopicResponse)
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
                    item1.current_leader, pos = _decode_LeaderIdAndEpoch_v1_to_2(buf, pos)
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
        self.responses = items0
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
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ShareAcknowledgeResponse_v2(o, out, big):
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
    w(_S_i.pack(o.acquisition_lock_timeout_ms))
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ShareAcknowledgeResponse.responses is None, but it cannot be null')
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
                    raise _UnsupportedVersionError('ShareAcknowledgeTopicResponse.partitions is None, but it cannot be null')
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
                    _encode_LeaderIdAndEpoch_v1_to_2(item1.current_leader, out, big)
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    items0 = o.node_endpoints
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ShareAcknowledgeResponse.node_endpoints is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_i.pack(item0.node_id))
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('NodeEndpoint.host is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_i.pack(item0.port))
            v = item0.rack
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


def attach(classes):
    """Bind the classes of messages/share_acknowledge.py (`classes`: its namespace) and give
    them their per-version tables."""
    global AcknowledgementBatch, AcknowledgePartition, AcknowledgeTopic, ShareAcknowledgeRequest, LeaderIdAndEpoch, PartitionData, ShareAcknowledgeTopicResponse, NodeEndpoint, ShareAcknowledgeResponse, _DEFAULT_LeaderIdAndEpoch
    AcknowledgementBatch = classes['AcknowledgementBatch']
    AcknowledgePartition = classes['AcknowledgePartition']
    AcknowledgeTopic = classes['AcknowledgeTopic']
    ShareAcknowledgeRequest = classes['ShareAcknowledgeRequest']
    LeaderIdAndEpoch = classes['LeaderIdAndEpoch']
    PartitionData = classes['PartitionData']
    ShareAcknowledgeTopicResponse = classes['ShareAcknowledgeTopicResponse']
    NodeEndpoint = classes['NodeEndpoint']
    ShareAcknowledgeResponse = classes['ShareAcknowledgeResponse']
    _DEFAULT_LeaderIdAndEpoch = classes['_DEFAULT_LeaderIdAndEpoch']
    AcknowledgementBatch._DECODERS = (None, _decode_AcknowledgementBatch_v1_to_2, _decode_AcknowledgementBatch_v1_to_2,)
    AcknowledgementBatch._ENCODERS = (None, _encode_AcknowledgementBatch_v1_to_2, _encode_AcknowledgementBatch_v1_to_2,)
    AcknowledgePartition._DECODERS = (None, _decode_AcknowledgePartition_v1_to_2, _decode_AcknowledgePartition_v1_to_2,)
    AcknowledgePartition._ENCODERS = (None, _encode_AcknowledgePartition_v1_to_2, _encode_AcknowledgePartition_v1_to_2,)
    AcknowledgeTopic._DECODERS = (None, _decode_AcknowledgeTopic_v1_to_2, _decode_AcknowledgeTopic_v1_to_2,)
    AcknowledgeTopic._ENCODERS = (None, _encode_AcknowledgeTopic_v1_to_2, _encode_AcknowledgeTopic_v1_to_2,)
    ShareAcknowledgeRequest._DECODERS = (None, _decode_ShareAcknowledgeRequest_v1, _decode_ShareAcknowledgeRequest_v2,)
    ShareAcknowledgeRequest._ENCODERS = (None, _encode_ShareAcknowledgeRequest_v1, _encode_ShareAcknowledgeRequest_v2,)
    LeaderIdAndEpoch._DECODERS = (None, _decode_LeaderIdAndEpoch_v1_to_2, _decode_LeaderIdAndEpoch_v1_to_2,)
    LeaderIdAndEpoch._ENCODERS = (None, _encode_LeaderIdAndEpoch_v1_to_2, _encode_LeaderIdAndEpoch_v1_to_2,)
    PartitionData._DECODERS = (None, _decode_PartitionData_v1_to_2, _decode_PartitionData_v1_to_2,)
    PartitionData._ENCODERS = (None, _encode_PartitionData_v1_to_2, _encode_PartitionData_v1_to_2,)
    ShareAcknowledgeTopicResponse._DECODERS = (None, _decode_ShareAcknowledgeTopicResponse_v1_to_2, _decode_ShareAcknowledgeTopicResponse_v1_to_2,)
    ShareAcknowledgeTopicResponse._ENCODERS = (None, _encode_ShareAcknowledgeTopicResponse_v1_to_2, _encode_ShareAcknowledgeTopicResponse_v1_to_2,)
    NodeEndpoint._DECODERS = (None, _decode_NodeEndpoint_v1_to_2, _decode_NodeEndpoint_v1_to_2,)
    NodeEndpoint._ENCODERS = (None, _encode_NodeEndpoint_v1_to_2, _encode_NodeEndpoint_v1_to_2,)
    ShareAcknowledgeResponse._DECODERS = (None, _decode_ShareAcknowledgeResponse_v1, _decode_ShareAcknowledgeResponse_v2,)
    ShareAcknowledgeResponse._ENCODERS = (None, _encode_ShareAcknowledgeResponse_v1, _encode_ShareAcknowledgeResponse_v2,)
