"""Generated from schemas/AlterPartitionRequest.json, schemas/AlterPartitionResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_bi = _struct.Struct('>bi')
_S_biB = _struct.Struct('>biB')
_S_ih = _struct.Struct('>ih')
_S_ihBB = _struct.Struct('>ihBB')
_S_ihii = _struct.Struct('>ihii')
_S_ihiiBB = _struct.Struct('>ihiiBB')
_S_ihiiBbi = _struct.Struct('>ihiiBbi')
_S_ii = _struct.Struct('>ii')
_S_iiBB = _struct.Struct('>iiBB')
_S_iiBbi = _struct.Struct('>iiBbi')
_S_iq = _struct.Struct('>iq')
_S_iqB = _struct.Struct('>iqB')
_S_iqBB = _struct.Struct('>iqBB')
_S_u = _struct.Struct('>16s')
_S_uBB = _struct.Struct('>16sBB')

def _decode_BrokerState_v3(buf, pos):
    limit = len(buf)
    self = _new(BrokerState)
    self.broker_id, self.broker_epoch, _t = _S_iqB.unpack_from(buf, pos)
    pos += 13
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_BrokerState_v3(o, out, big):
    w = out.append
    w(_S_iq.pack(o.broker_id, o.broker_epoch))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AlterPartitionRequestPartitionData_v2(buf, pos):
    limit = len(buf)
    self = _new(AlterPartitionRequestPartitionData)
    self.partition_index, self.leader_epoch, n, _n2 = _S_iiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 9
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 10
    else:
        n, pos = _read_uvarint(buf, pos + 8)
    n -= 1
    if n == 0:
        self.new_isr = []
    elif n < 0:
        raise _DecodeError('non-nullable array NewIsr is null')
    else:
        self.new_isr = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    self.leader_recovery_state, self.partition_epoch, _t = _S_biB.unpack_from(buf, pos)
    pos += 6
    self.new_isr_with_epochs = []
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterPartitionRequestPartitionData_v2(o, out, big):
    w = out.append
    if o.new_isr_with_epochs:
        raise _UnsupportedVersionError('AlterPartitionRequestPartitionData.new_isr_with_epochs is set, but only versions 3+ have it')
    items0 = o.new_isr
    if not items0 and items0 is not None:
        w(_S_iiBbi.pack(o.partition_index, o.leader_epoch, 1, o.leader_recovery_state, o.partition_epoch))
    else:
        w(_S_ii.pack(o.partition_index, o.leader_epoch))
        items0 = o.new_isr
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('AlterPartitionRequestPartitionData.new_isr is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            w(_pack('>%di' % len(items0), *items0))
        w(_S_bi.pack(o.leader_recovery_state, o.partition_epoch))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AlterPartitionRequestPartitionData_v3(buf, pos):
    limit = len(buf)
    self = _new(AlterPartitionRequestPartitionData)
    self.partition_index, self.leader_epoch, n, _n2 = _S_iiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 9
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 10
    else:
        n, pos = _read_uvarint(buf, pos + 8)
    n -= 1
    if n == 0:
        self.new_isr_with_epochs = []
    elif n < 0:
        raise _DecodeError('non-nullable array NewIsrWithEpochs is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array NewIsrWithEpochs claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(BrokerState)
            item0.broker_id, item0.broker_epoch, _t = _S_iqB.unpack_from(buf, pos)
            pos += 13
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.new_isr_with_epochs = items0
    self.leader_recovery_state, self.partition_epoch, _t = _S_biB.unpack_from(buf, pos)
    pos += 6
    self.new_isr = []
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterPartitionRequestPartitionData_v3(o, out, big):
    w = out.append
    if o.new_isr:
        raise _UnsupportedVersionError('AlterPartitionRequestPartitionData.new_isr is set, but only versions 0-2 have it')
    items0 = o.new_isr_with_epochs
    if not items0 and items0 is not None:
        w(_S_iiBbi.pack(o.partition_index, o.leader_epoch, 1, o.leader_recovery_state, o.partition_epoch))
    else:
        w(_S_ii.pack(o.partition_index, o.leader_epoch))
        items0 = o.new_isr_with_epochs
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('AlterPartitionRequestPartitionData.new_isr_with_epochs is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                w(_S_iq.pack(item0.broker_id, item0.broker_epoch))
                if item0.unknown_tagged_fields:
                    _write_tags([], item0.unknown_tagged_fields, w)
                else:
                    w(b'\x00')
        w(_S_bi.pack(o.leader_recovery_state, o.partition_epoch))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AlterPartitionRequestTopicData_v2(buf, pos):
    limit = len(buf)
    self = _new(AlterPartitionRequestTopicData)
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
            item0 = _new(AlterPartitionRequestPartitionData)
            item0.partition_index, item0.leader_epoch, n, _n2 = _S_iiBB.unpack_from(buf, pos)
            if n < 128:
                pos += 9
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 10
            else:
                n, pos = _read_uvarint(buf, pos + 8)
            n -= 1
            if n == 0:
                item0.new_isr = []
            elif n < 0:
                raise _DecodeError('non-nullable array NewIsr is null')
            else:
                item0.new_isr = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.leader_recovery_state, item0.partition_epoch, _t = _S_biB.unpack_from(buf, pos)
            pos += 6
            item0.new_isr_with_epochs = []
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


def _encode_AlterPartitionRequestTopicData_v2(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterPartitionRequestTopicData.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            if item0.new_isr_with_epochs:
                raise _UnsupportedVersionError('AlterPartitionRequestPartitionData.new_isr_with_epochs is set, but only versions 3+ have it')
            items1 = item0.new_isr
            if not items1 and items1 is not None:
                w(_S_iiBbi.pack(item0.partition_index, item0.leader_epoch, 1, item0.leader_recovery_state, item0.partition_epoch))
            else:
                w(_S_ii.pack(item0.partition_index, item0.leader_epoch))
                items1 = item0.new_isr
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('AlterPartitionRequestPartitionData.new_isr is None, but it cannot be null')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(_pack('>%di' % len(items1), *items1))
                w(_S_bi.pack(item0.leader_recovery_state, item0.partition_epoch))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AlterPartitionRequestTopicData_v3(buf, pos):
    limit = len(buf)
    self = _new(AlterPartitionRequestTopicData)
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
            item0 = _new(AlterPartitionRequestPartitionData)
            item0.partition_index, item0.leader_epoch, n, _n2 = _S_iiBB.unpack_from(buf, pos)
            if n < 128:
                pos += 9
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 10
            else:
                n, pos = _read_uvarint(buf, pos + 8)
            n -= 1
            if n == 0:
                item0.new_isr_with_epochs = []
            elif n < 0:
                raise _DecodeError('non-nullable array NewIsrWithEpochs is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array NewIsrWithEpochs claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(BrokerState)
                    item1.broker_id, item1.broker_epoch, _t = _S_iqB.unpack_from(buf, pos)
                    pos += 13
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.new_isr_with_epochs = items1
            item0.leader_recovery_state, item0.partition_epoch, _t = _S_biB.unpack_from(buf, pos)
            pos += 6
            item0.new_isr = []
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


def _encode_AlterPartitionRequestTopicData_v3(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterPartitionRequestTopicData.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            if item0.new_isr:
                raise _UnsupportedVersionError('AlterPartitionRequestPartitionData.new_isr is set, but only versions 0-2 have it')
            items1 = item0.new_isr_with_epochs
            if not items1 and items1 is not None:
                w(_S_iiBbi.pack(item0.partition_index, item0.leader_epoch, 1, item0.leader_recovery_state, item0.partition_epoch))
            else:
                w(_S_ii.pack(item0.partition_index, item0.leader_epoch))
                items1 = item0.new_isr_with_epochs
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('AlterPartitionRequestPartitionData.new_isr_with_epochs is None, but it cannot be null')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    for item1 in items1:
                        w(_S_iq.pack(item1.broker_id, item1.broker_epoch))
                        if item1.unknown_tagged_fields:
                            _write_tags([], item1.unknown_tagged_fields, w)
                        else:
                            w(b'\x00')
                w(_S_bi.pack(item0.leader_recovery_state, item0.partition_epoch))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AlterPartitionRequest_v2(buf, pos):
    limit = len(buf)
    self = _new(AlterPartitionRequest)
    self.broker_id, self.broker_epoch, n, _n2 = _S_iqBB.unpack_from(buf, pos)
    if n < 128:
        pos += 13
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 14
    else:
        n, pos = _read_uvarint(buf, pos + 12)
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
            item0 = _new(AlterPartitionRequestTopicData)
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
                    item1 = _new(AlterPartitionRequestPartitionData)
                    item1.partition_index, item1.leader_epoch, n, _n2 = _S_iiBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 9
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 10
                    else:
                        n, pos = _read_uvarint(buf, pos + 8)
                    n -= 1
                    if n == 0:
                        item1.new_isr = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array NewIsr is null')
                    else:
                        item1.new_isr = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    item1.leader_recovery_state, item1.partition_epoch, _t = _S_biB.unpack_from(buf, pos)
                    pos += 6
                    item1.new_isr_with_epochs = []
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


def _encode_AlterPartitionRequest_v2(o, out, big):
    w = out.append
    w(_S_iq.pack(o.broker_id, o.broker_epoch))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterPartitionRequest.topics is None, but it cannot be null')
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
                    raise _UnsupportedVersionError('AlterPartitionRequestTopicData.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    if item1.new_isr_with_epochs:
                        raise _UnsupportedVersionError('AlterPartitionRequestPartitionData.new_isr_with_epochs is set, but only versions 3+ have it')
                    items2 = item1.new_isr
                    if not items2 and items2 is not None:
                        w(_S_iiBbi.pack(item1.partition_index, item1.leader_epoch, 1, item1.leader_recovery_state, item1.partition_epoch))
                    else:
                        w(_S_ii.pack(item1.partition_index, item1.leader_epoch))
                        items2 = item1.new_isr
                        if not items2:
                            if items2 is None:
                                raise _UnsupportedVersionError('AlterPartitionRequestPartitionData.new_isr is None, but it cannot be null')
                            else:
                                w(b'\x01')
                        else:
                            size = len(items2) + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(_pack('>%di' % len(items2), *items2))
                        w(_S_bi.pack(item1.leader_recovery_state, item1.partition_epoch))
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


def _decode_AlterPartitionRequest_v3(buf, pos):
    limit = len(buf)
    self = _new(AlterPartitionRequest)
    self.broker_id, self.broker_epoch, n, _n2 = _S_iqBB.unpack_from(buf, pos)
    if n < 128:
        pos += 13
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 14
    else:
        n, pos = _read_uvarint(buf, pos + 12)
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
            item0 = _new(AlterPartitionRequestTopicData)
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
                    item1 = _new(AlterPartitionRequestPartitionData)
                    item1.partition_index, item1.leader_epoch, n, _n2 = _S_iiBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 9
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 10
                    else:
                        n, pos = _read_uvarint(buf, pos + 8)
                    n -= 1
                    if n == 0:
                        item1.new_isr_with_epochs = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array NewIsrWithEpochs is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array NewIsrWithEpochs claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(BrokerState)
                            item2.broker_id, item2.broker_epoch, _t = _S_iqB.unpack_from(buf, pos)
                            pos += 13
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.new_isr_with_epochs = items2
                    item1.leader_recovery_state, item1.partition_epoch, _t = _S_biB.unpack_from(buf, pos)
                    pos += 6
                    item1.new_isr = []
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


def _encode_AlterPartitionRequest_v3(o, out, big):
    w = out.append
    w(_S_iq.pack(o.broker_id, o.broker_epoch))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterPartitionRequest.topics is None, but it cannot be null')
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
                    raise _UnsupportedVersionError('AlterPartitionRequestTopicData.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    if item1.new_isr:
                        raise _UnsupportedVersionError('AlterPartitionRequestPartitionData.new_isr is set, but only versions 0-2 have it')
                    items2 = item1.new_isr_with_epochs
                    if not items2 and items2 is not None:
                        w(_S_iiBbi.pack(item1.partition_index, item1.leader_epoch, 1, item1.leader_recovery_state, item1.partition_epoch))
                    else:
                        w(_S_ii.pack(item1.partition_index, item1.leader_epoch))
                        items2 = item1.new_isr_with_epochs
                        if not items2:
                            if items2 is None:
                                raise _UnsupportedVersionError('AlterPartitionRequestPartitionData.new_isr_with_epochs is None, but it cannot be null')
                            else:
                                w(b'\x01')
                        else:
                            size = len(items2) + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            for item2 in items2:
                                w(_S_iq.pack(item2.broker_id, item2.broker_epoch))
                                if item2.unknown_tagged_fields:
                                    _write_tags([], item2.unknown_tagged_fields, w)
                                else:
                                    w(b'\x00')
                        w(_S_bi.pack(item1.leader_recovery_state, item1.partition_epoch))
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


def _decode_AlterPartitionResponsePartitionData_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(AlterPartitionResponsePartitionData)
    self.partition_index, self.error_code, self.leader_id, self.leader_epoch, n, _n2 = _S_ihiiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 15
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 16
    else:
        n, pos = _read_uvarint(buf, pos + 14)
    n -= 1
    if n == 0:
        self.isr = []
    elif n < 0:
        raise _DecodeError('non-nullable array Isr is null')
    else:
        self.isr = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    self.leader_recovery_state, self.partition_epoch, _t = _S_biB.unpack_from(buf, pos)
    pos += 6
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterPartitionResponsePartitionData_v2_to_3(o, out, big):
    w = out.append
    items0 = o.isr
    if not items0 and items0 is not None:
        w(_S_ihiiBbi.pack(o.partition_index, o.error_code, o.leader_id, o.leader_epoch, 1, o.leader_recovery_state, o.partition_epoch))
    else:
        w(_S_ihii.pack(o.partition_index, o.error_code, o.leader_id, o.leader_epoch))
        items0 = o.isr
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('AlterPartitionResponsePartitionData.isr is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            w(_pack('>%di' % len(items0), *items0))
        w(_S_bi.pack(o.leader_recovery_state, o.partition_epoch))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AlterPartitionResponseTopicData_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(AlterPartitionResponseTopicData)
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
            item0 = _new(AlterPartitionResponsePartitionData)
            item0.partition_index, item0.error_code, item0.leader_id, item0.leader_epoch, n, _n2 = _S_ihiiBB.unpack_from(buf, pos)
            if n < 128:
                pos += 15
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 16
            else:
                n, pos = _read_uvarint(buf, pos + 14)
            n -= 1
            if n == 0:
                item0.isr = []
            elif n < 0:
                raise _DecodeError('non-nullable array Isr is null')
            else:
                item0.isr = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.leader_recovery_state, item0.partition_epoch, _t = _S_biB.unpack_from(buf, pos)
            pos += 6
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


def _encode_AlterPartitionResponseTopicData_v2_to_3(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterPartitionResponseTopicData.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            items1 = item0.isr
            if not items1 and items1 is not None:
                w(_S_ihiiBbi.pack(item0.partition_index, item0.error_code, item0.leader_id, item0.leader_epoch, 1, item0.leader_recovery_state, item0.partition_epoch))
            else:
                w(_S_ihii.pack(item0.partition_index, item0.error_code, item0.leader_id, item0.leader_epoch))
                items1 = item0.isr
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('AlterPartitionResponsePartitionData.isr is None, but it cannot be null')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(_pack('>%di' % len(items1), *items1))
                w(_S_bi.pack(item0.leader_recovery_state, item0.partition_epoch))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AlterPartitionResponse_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(AlterPartitionResponse)
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
        self.topics = []
    elif n < 0:
        raise _DecodeError('non-nullable array Topics is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Topics claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AlterPartitionResponseTopicData)
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
                    item1 = _new(AlterPartitionResponsePartitionData)
                    item1.partition_index, item1.error_code, item1.leader_id, item1.leader_epoch, n, _n2 = _S_ihiiBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 15
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 16
                    else:
                        n, pos = _read_uvarint(buf, pos + 14)
                    n -= 1
                    if n == 0:
                        item1.isr = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array Isr is null')
                    else:
                        item1.isr = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    item1.leader_recovery_state, item1.partition_epoch, _t = _S_biB.unpack_from(buf, pos)
                    pos += 6
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


def _encode_AlterPartitionResponse_v2_to_3(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterPartitionResponse.topics is None, but it cannot be null')
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
                    raise _UnsupportedVersionError('AlterPartitionResponseTopicData.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    items2 = item1.isr
                    if not items2 and items2 is not None:
                        w(_S_ihiiBbi.pack(item1.partition_index, item1.error_code, item1.leader_id, item1.leader_epoch, 1, item1.leader_recovery_state, item1.partition_epoch))
                    else:
                        w(_S_ihii.pack(item1.partition_index, item1.error_code, item1.leader_id, item1.leader_epoch))
                        items2 = item1.isr
                        if not items2:
                            if items2 is None:
                                raise _UnsupportedVersionError('AlterPartitionResponsePartitionData.isr is None, but it cannot be null')
                            else:
                                w(b'\x01')
                        else:
                            size = len(items2) + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(_pack('>%di' % len(items2), *items2))
                        w(_S_bi.pack(item1.leader_recovery_state, item1.partition_epoch))
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
    """Bind the classes of messages/alter_partition.py (`classes`: its namespace) and give
    them their per-version tables."""
    global BrokerState, AlterPartitionRequestPartitionData, AlterPartitionRequestTopicData, AlterPartitionRequest, AlterPartitionResponsePartitionData, AlterPartitionResponseTopicData, AlterPartitionResponse
    BrokerState = classes['BrokerState']
    AlterPartitionRequestPartitionData = classes['AlterPartitionRequestPartitionData']
    AlterPartitionRequestTopicData = classes['AlterPartitionRequestTopicData']
    AlterPartitionRequest = classes['AlterPartitionRequest']
    AlterPartitionResponsePartitionData = classes['AlterPartitionResponsePartitionData']
    AlterPartitionResponseTopicData = classes['AlterPartitionResponseTopicData']
    AlterPartitionResponse = classes['AlterPartitionResponse']
    BrokerState._DECODERS = (None, None, None, _decode_BrokerState_v3,)
    BrokerState._ENCODERS = (None, None, None, _encode_BrokerState_v3,)
    AlterPartitionRequestPartitionData._DECODERS = (None, None, _decode_AlterPartitionRequestPartitionData_v2, _decode_AlterPartitionRequestPartitionData_v3,)
    AlterPartitionRequestPartitionData._ENCODERS = (None, None, _encode_AlterPartitionRequestPartitionData_v2, _encode_AlterPartitionRequestPartitionData_v3,)
    AlterPartitionRequestTopicData._DECODERS = (None, None, _decode_AlterPartitionRequestTopicData_v2, _decode_AlterPartitionRequestTopicData_v3,)
    AlterPartitionRequestTopicData._ENCODERS = (None, None, _encode_AlterPartitionRequestTopicData_v2, _encode_AlterPartitionRequestTopicData_v3,)
    AlterPartitionRequest._DECODERS = (None, None, _decode_AlterPartitionRequest_v2, _decode_AlterPartitionRequest_v3,)
    AlterPartitionRequest._ENCODERS = (None, None, _encode_AlterPartitionRequest_v2, _encode_AlterPartitionRequest_v3,)
    AlterPartitionResponsePartitionData._DECODERS = (None, None, _decode_AlterPartitionResponsePartitionData_v2_to_3, _decode_AlterPartitionResponsePartitionData_v2_to_3,)
    AlterPartitionResponsePartitionData._ENCODERS = (None, None, _encode_AlterPartitionResponsePartitionData_v2_to_3, _encode_AlterPartitionResponsePartitionData_v2_to_3,)
    AlterPartitionResponseTopicData._DECODERS = (None, None, _decode_AlterPartitionResponseTopicData_v2_to_3, _decode_AlterPartitionResponseTopicData_v2_to_3,)
    AlterPartitionResponseTopicData._ENCODERS = (None, None, _encode_AlterPartitionResponseTopicData_v2_to_3, _encode_AlterPartitionResponseTopicData_v2_to_3,)
    AlterPartitionResponse._DECODERS = (None, None, _decode_AlterPartitionResponse_v2_to_3, _decode_AlterPartitionResponse_v2_to_3,)
    AlterPartitionResponse._ENCODERS = (None, None, _encode_AlterPartitionResponse_v2_to_3, _encode_AlterPartitionResponse_v2_to_3,)
