"""Generated from schemas/WriteShareGroupStateRequest.json, schemas/WriteShareGroupStateResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_ih = _struct.Struct('>ih')
_S_ihBB = _struct.Struct('>ihBB')
_S_iiiq = _struct.Struct('>iiiq')
_S_iiiqBB = _struct.Struct('>iiiqBB')
_S_iiiqi = _struct.Struct('>iiiqi')
_S_iiiqiBB = _struct.Struct('>iiiqiBB')
_S_qqbh = _struct.Struct('>qqbh')
_S_qqbhB = _struct.Struct('>qqbhB')
_S_u = _struct.Struct('>16s')
_S_uBB = _struct.Struct('>16sBB')

def _decode_StateBatch_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(StateBatch)
    self.first_offset, self.last_offset, self.delivery_state, self.delivery_count, _t = _S_qqbhB.unpack_from(buf, pos)
    pos += 20
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_StateBatch_v0_to_1(o, out, big):
    w = out.append
    w(_S_qqbh.pack(o.first_offset, o.last_offset, o.delivery_state, o.delivery_count))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_PartitionData_v0(buf, pos):
    limit = len(buf)
    self = _new(PartitionData)
    self.partition, self.state_epoch, self.leader_epoch, self.start_offset, n, _n2 = _S_iiiqBB.unpack_from(buf, pos)
    if n < 128:
        pos += 21
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 22
    else:
        n, pos = _read_uvarint(buf, pos + 20)
    n -= 1
    if n == 0:
        self.state_batches = []
    elif n < 0:
        raise _DecodeError('non-nullable array StateBatches is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array StateBatches claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(StateBatch)
            item0.first_offset, item0.last_offset, item0.delivery_state, item0.delivery_count, _t = _S_qqbhB.unpack_from(buf, pos)
            pos += 20
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.state_batches = items0
    self.delivery_complete_count = -1
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_PartitionData_v0(o, out, big):
    w = out.append
    w(_S_iiiq.pack(o.partition, o.state_epoch, o.leader_epoch, o.start_offset))
    items0 = o.state_batches
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('PartitionData.state_batches is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_qqbh.pack(item0.first_offset, item0.last_offset, item0.delivery_state, item0.delivery_count))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_PartitionData_v1(buf, pos):
    limit = len(buf)
    self = _new(PartitionData)
    self.partition, self.state_epoch, self.leader_epoch, self.start_offset, self.delivery_complete_count, n, _n2 = _S_iiiqiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 25
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 26
    else:
        n, pos = _read_uvarint(buf, pos + 24)
    n -= 1
    if n == 0:
        self.state_batches = []
    elif n < 0:
        raise _DecodeError('non-nullable array StateBatches is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array StateBatches claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(StateBatch)
            item0.first_offset, item0.last_offset, item0.delivery_state, item0.delivery_count, _t = _S_qqbhB.unpack_from(buf, pos)
            pos += 20
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.state_batches = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_PartitionData_v1(o, out, big):
    w = out.append
    w(_S_iiiqi.pack(o.partition, o.state_epoch, o.leader_epoch, o.start_offset, o.delivery_complete_count))
    items0 = o.state_batches
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('PartitionData.state_batches is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_qqbh.pack(item0.first_offset, item0.last_offset, item0.delivery_state, item0.delivery_count))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_WriteStateData_v0(buf, pos):
    limit = len(buf)
    self = _new(WriteStateData)
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
            item0.partition, item0.state_epoch, item0.leader_epoch, item0.start_offset, n, _n2 = _S_iiiqBB.unpack_from(buf, pos)
            if n < 128:
                pos += 21
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 22
            else:
                n, pos = _read_uvarint(buf, pos + 20)
            n -= 1
            if n == 0:
                item0.state_batches = []
            elif n < 0:
                raise _DecodeError('non-nullable array StateBatches is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array StateBatches claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(StateBatch)
                    item1.first_offset, item1.last_offset, item1.delivery_state, item1.delivery_count, _t = _S_qqbhB.unpack_from(buf, pos)
                    pos += 20
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.state_batches = items1
            item0.delivery_complete_count = -1
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


def _encode_WriteStateData_v0(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('WriteStateData.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_iiiq.pack(item0.partition, item0.state_epoch, item0.leader_epoch, item0.start_offset))
            items1 = item0.state_batches
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('PartitionData.state_batches is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_qqbh.pack(item1.first_offset, item1.last_offset, item1.delivery_state, item1.delivery_count))
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


def _decode_WriteStateData_v1(buf, pos):
    limit = len(buf)
    self = _new(WriteStateData)
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
            item0.partition, item0.state_epoch, item0.leader_epoch, item0.start_offset, item0.delivery_complete_count, n, _n2 = _S_iiiqiBB.unpack_from(buf, pos)
            if n < 128:
                pos += 25
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 26
            else:
                n, pos = _read_uvarint(buf, pos + 24)
            n -= 1
            if n == 0:
                item0.state_batches = []
            elif n < 0:
                raise _DecodeError('non-nullable array StateBatches is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array StateBatches claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(StateBatch)
                    item1.first_offset, item1.last_offset, item1.delivery_state, item1.delivery_count, _t = _S_qqbhB.unpack_from(buf, pos)
                    pos += 20
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.state_batches = items1
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


def _encode_WriteStateData_v1(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('WriteStateData.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_iiiqi.pack(item0.partition, item0.state_epoch, item0.leader_epoch, item0.start_offset, item0.delivery_complete_count))
            items1 = item0.state_batches
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('PartitionData.state_batches is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_qqbh.pack(item1.first_offset, item1.last_offset, item1.delivery_state, item1.delivery_count))
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


def _decode_WriteShareGroupStateRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(WriteShareGroupStateRequest)
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
            item0 = _new(WriteStateData)
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
                    item1.partition, item1.state_epoch, item1.leader_epoch, item1.start_offset, n, _n2 = _S_iiiqBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 21
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 22
                    else:
                        n, pos = _read_uvarint(buf, pos + 20)
                    n -= 1
                    if n == 0:
                        item1.state_batches = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array StateBatches is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array StateBatches claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(StateBatch)
                            item2.first_offset, item2.last_offset, item2.delivery_state, item2.delivery_count, _t = _S_qqbhB.unpack_from(buf, pos)
                            pos += 20
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.state_batches = items2
                    item1.delivery_complete_count = -1
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


def _encode_WriteShareGroupStateRequest_v0(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('WriteShareGroupStateRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('WriteShareGroupStateRequest.topics is None, but it cannot be null')
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
                    raise _UnsupportedVersionError('WriteStateData.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_iiiq.pack(item1.partition, item1.state_epoch, item1.leader_epoch, item1.start_offset))
                    items2 = item1.state_batches
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('PartitionData.state_batches is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_qqbh.pack(item2.first_offset, item2.last_offset, item2.delivery_state, item2.delivery_count))
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


def _decode_WriteShareGroupStateRequest_v1(buf, pos):
    limit = len(buf)
    self = _new(WriteShareGroupStateRequest)
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
            item0 = _new(WriteStateData)
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
                    item1.partition, item1.state_epoch, item1.leader_epoch, item1.start_offset, item1.delivery_complete_count, n, _n2 = _S_iiiqiBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 25
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 26
                    else:
                        n, pos = _read_uvarint(buf, pos + 24)
                    n -= 1
                    if n == 0:
                        item1.state_batches = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array StateBatches is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array StateBatches claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(StateBatch)
                            item2.first_offset, item2.last_offset, item2.delivery_state, item2.delivery_count, _t = _S_qqbhB.unpack_from(buf, pos)
                            pos += 20
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.state_batches = items2
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


def _encode_WriteShareGroupStateRequest_v1(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('WriteShareGroupStateRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('WriteShareGroupStateRequest.topics is None, but it cannot be null')
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
                    raise _UnsupportedVersionError('WriteStateData.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_iiiqi.pack(item1.partition, item1.state_epoch, item1.leader_epoch, item1.start_offset, item1.delivery_complete_count))
                    items2 = item1.state_batches
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('PartitionData.state_batches is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_qqbh.pack(item2.first_offset, item2.last_offset, item2.delivery_state, item2.delivery_count))
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


def _decode_PartitionResult_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(PartitionResult)
    self.partition, self.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
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


def _encode_PartitionResult_v0_to_1(o, out, big):
    w = out.append
    w(_S_ih.pack(o.partition, o.error_code))
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


def _decode_WriteStateResult_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(WriteStateResult)
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
            item0 = _new(PartitionResult)
            item0.partition, item0.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
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
        self.partitions = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_WriteStateResult_v0_to_1(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('WriteStateResult.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_ih.pack(item0.partition, item0.error_code))
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


def _decode_WriteShareGroupStateResponse_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(WriteShareGroupStateResponse)
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
        self.results = []
    elif n < 0:
        raise _DecodeError('non-nullable array Results is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Results claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(WriteStateResult)
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
                    item1 = _new(PartitionResult)
                    item1.partition, item1.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
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
                item0.partitions = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.results = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_WriteShareGroupStateResponse_v0_to_1(o, out, big):
    w = out.append
    items0 = o.results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('WriteShareGroupStateResponse.results is None, but it cannot be null')
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
                    raise _UnsupportedVersionError('WriteStateResult.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_ih.pack(item1.partition, item1.error_code))
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
    """Bind the classes of messages/write_share_group_state.py (`classes`: its namespace) and give
    them their per-version tables."""
    global StateBatch, PartitionData, WriteStateData, WriteShareGroupStateRequest, PartitionResult, WriteStateResult, WriteShareGroupStateResponse
    StateBatch = classes['StateBatch']
    PartitionData = classes['PartitionData']
    WriteStateData = classes['WriteStateData']
    WriteShareGroupStateRequest = classes['WriteShareGroupStateRequest']
    PartitionResult = classes['PartitionResult']
    WriteStateResult = classes['WriteStateResult']
    WriteShareGroupStateResponse = classes['WriteShareGroupStateResponse']
    StateBatch._DECODERS = (_decode_StateBatch_v0_to_1, _decode_StateBatch_v0_to_1,)
    StateBatch._ENCODERS = (_encode_StateBatch_v0_to_1, _encode_StateBatch_v0_to_1,)
    PartitionData._DECODERS = (_decode_PartitionData_v0, _decode_PartitionData_v1,)
    PartitionData._ENCODERS = (_encode_PartitionData_v0, _encode_PartitionData_v1,)
    WriteStateData._DECODERS = (_decode_WriteStateData_v0, _decode_WriteStateData_v1,)
    WriteStateData._ENCODERS = (_encode_WriteStateData_v0, _encode_WriteStateData_v1,)
    WriteShareGroupStateRequest._DECODERS = (_decode_WriteShareGroupStateRequest_v0, _decode_WriteShareGroupStateRequest_v1,)
    WriteShareGroupStateRequest._ENCODERS = (_encode_WriteShareGroupStateRequest_v0, _encode_WriteShareGroupStateRequest_v1,)
    PartitionResult._DECODERS = (_decode_PartitionResult_v0_to_1, _decode_PartitionResult_v0_to_1,)
    PartitionResult._ENCODERS = (_encode_PartitionResult_v0_to_1, _encode_PartitionResult_v0_to_1,)
    WriteStateResult._DECODERS = (_decode_WriteStateResult_v0_to_1, _decode_WriteStateResult_v0_to_1,)
    WriteStateResult._ENCODERS = (_encode_WriteStateResult_v0_to_1, _encode_WriteStateResult_v0_to_1,)
    WriteShareGroupStateResponse._DECODERS = (_decode_WriteShareGroupStateResponse_v0_to_1, _decode_WriteShareGroupStateResponse_v0_to_1,)
    WriteShareGroupStateResponse._ENCODERS = (_encode_WriteShareGroupStateResponse_v0_to_1, _encode_WriteShareGroupStateResponse_v0_to_1,)
