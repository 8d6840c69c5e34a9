"""Generated from schemas/ListOffsetsRequest.json, schemas/ListOffsetsResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_iB = _struct.Struct('>iB')
_S_iBB = _struct.Struct('>iBB')
_S_ib = _struct.Struct('>ib')
_S_ibBB = _struct.Struct('>ibBB')
_S_ibBi = _struct.Struct('>ibBi')
_S_ibi = _struct.Struct('>ibi')
_S_ihqq = _struct.Struct('>ihqq')
_S_ihqqi = _struct.Struct('>ihqqi')
_S_ihqqiB = _struct.Struct('>ihqqiB')
_S_ii = _struct.Struct('>ii')
_S_iiq = _struct.Struct('>iiq')
_S_iiqB = _struct.Struct('>iiqB')
_S_iq = _struct.Struct('>iq')

def _decode_ListOffsetsPartition_v1_to_3(buf, pos):
    limit = len(buf)
    self = _new(ListOffsetsPartition)
    self.partition_index, self.timestamp = _S_iq.unpack_from(buf, pos)
    pos += 12
    self.current_leader_epoch = -1
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ListOffsetsPartition_v1_to_3(o, out, big):
    w = out.append
    w(_S_iq.pack(o.partition_index, o.timestamp))


def _decode_ListOffsetsPartition_v4_to_5(buf, pos):
    limit = len(buf)
    self = _new(ListOffsetsPartition)
    self.partition_index, self.current_leader_epoch, self.timestamp = _S_iiq.unpack_from(buf, pos)
    pos += 16
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ListOffsetsPartition_v4_to_5(o, out, big):
    w = out.append
    w(_S_iiq.pack(o.partition_index, o.current_leader_epoch, o.timestamp))


def _decode_ListOffsetsPartition_v6_to_11(buf, pos):
    limit = len(buf)
    self = _new(ListOffsetsPartition)
    self.partition_index, self.current_leader_epoch, self.timestamp, _t = _S_iiqB.unpack_from(buf, pos)
    pos += 17
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListOffsetsPartition_v6_to_11(o, out, big):
    w = out.append
    w(_S_iiq.pack(o.partition_index, o.current_leader_epoch, o.timestamp))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ListOffsetsTopic_v1_to_3(buf, pos):
    limit = len(buf)
    self = _new(ListOffsetsTopic)
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
            item0 = _new(ListOffsetsPartition)
            item0.partition_index, item0.timestamp = _S_iq.unpack_from(buf, pos)
            pos += 12
            item0.current_leader_epoch = -1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ListOffsetsTopic_v1_to_3(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('ListOffsetsTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListOffsetsTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_iq.pack(item0.partition_index, item0.timestamp))


def _decode_ListOffsetsTopic_v4_to_5(buf, pos):
    limit = len(buf)
    self = _new(ListOffsetsTopic)
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
            item0 = _new(ListOffsetsPartition)
            item0.partition_index, item0.current_leader_epoch, item0.timestamp = _S_iiq.unpack_from(buf, pos)
            pos += 16
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ListOffsetsTopic_v4_to_5(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('ListOffsetsTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListOffsetsTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_iiq.pack(item0.partition_index, item0.current_leader_epoch, item0.timestamp))


def _decode_ListOffsetsTopic_v6_to_11(buf, pos):
    limit = len(buf)
    self = _new(ListOffsetsTopic)
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
            item0 = _new(ListOffsetsPartition)
            item0.partition_index, item0.current_leader_epoch, item0.timestamp, _t = _S_iiqB.unpack_from(buf, pos)
            pos += 17
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


def _encode_ListOffsetsTopic_v6_to_11(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('ListOffsetsTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListOffsetsTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_iiq.pack(item0.partition_index, item0.current_leader_epoch, item0.timestamp))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ListOffsetsRequest_v1(buf, pos):
    limit = len(buf)
    self = _new(ListOffsetsRequest)
    self.replica_id, n = _S_ii.unpack_from(buf, pos)
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
            item0 = _new(ListOffsetsTopic)
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
                    item1 = _new(ListOffsetsPartition)
                    item1.partition_index, item1.timestamp = _S_iq.unpack_from(buf, pos)
                    pos += 12
                    item1.current_leader_epoch = -1
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.isolation_level = 0
    self.timeout_ms = 0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ListOffsetsRequest_v1(o, out, big):
    w = out.append
    if o.isolation_level != 0:
        raise _UnsupportedVersionError('ListOffsetsRequest.isolation_level is set, but only versions 2+ have it')
    w(_S_i.pack(o.replica_id))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListOffsetsRequest.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('ListOffsetsTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ListOffsetsTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_iq.pack(item1.partition_index, item1.timestamp))


def _decode_ListOffsetsRequest_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(ListOffsetsRequest)
    self.replica_id, self.isolation_level, n = _S_ibi.unpack_from(buf, pos)
    pos += 9
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
            item0 = _new(ListOffsetsTopic)
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
                    item1 = _new(ListOffsetsPartition)
                    item1.partition_index, item1.timestamp = _S_iq.unpack_from(buf, pos)
                    pos += 12
                    item1.current_leader_epoch = -1
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.timeout_ms = 0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ListOffsetsRequest_v2_to_3(o, out, big):
    w = out.append
    w(_S_ib.pack(o.replica_id, o.isolation_level))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListOffsetsRequest.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('ListOffsetsTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ListOffsetsTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_iq.pack(item1.partition_index, item1.timestamp))


def _decode_ListOffsetsRequest_v4_to_5(buf, pos):
    limit = len(buf)
    self = _new(ListOffsetsRequest)
    self.replica_id, self.isolation_level, n = _S_ibi.unpack_from(buf, pos)
    pos += 9
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
            item0 = _new(ListOffsetsTopic)
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
                    item1 = _new(ListOffsetsPartition)
                    item1.partition_index, item1.current_leader_epoch, item1.timestamp = _S_iiq.unpack_from(buf, pos)
                    pos += 16
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.timeout_ms = 0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ListOffsetsRequest_v4_to_5(o, out, big):
    w = out.append
    w(_S_ib.pack(o.replica_id, o.isolation_level))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListOffsetsRequest.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('ListOffsetsTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ListOffsetsTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_iiq.pack(item1.partition_index, item1.current_leader_epoch, item1.timestamp))


def _decode_ListOffsetsRequest_v6_to_9(buf, pos):
    limit = len(buf)
    self = _new(ListOffsetsRequest)
    self.replica_id, self.isolation_level, n, _n2 = _S_ibBB.unpack_from(buf, pos)
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
            item0 = _new(ListOffsetsTopic)
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
                    item1 = _new(ListOffsetsPartition)
                    item1.partition_index, item1.current_leader_epoch, item1.timestamp, _t = _S_iiqB.unpack_from(buf, pos)
                    pos += 17
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
    self.timeout_ms = 0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListOffsetsRequest_v6_to_9(o, out, big):
    w = out.append
    w(_S_ib.pack(o.replica_id, o.isolation_level))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListOffsetsRequest.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('ListOffsetsTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ListOffsetsTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_iiq.pack(item1.partition_index, item1.current_leader_epoch, item1.timestamp))
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


def _decode_ListOffsetsRequest_v10_to_11(buf, pos):
    limit = len(buf)
    self = _new(ListOffsetsRequest)
    self.replica_id, self.isolation_level, n, _n2 = _S_ibBB.unpack_from(buf, pos)
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
            item0 = _new(ListOffsetsTopic)
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
                    item1 = _new(ListOffsetsPartition)
                    item1.partition_index, item1.current_leader_epoch, item1.timestamp, _t = _S_iiqB.unpack_from(buf, pos)
                    pos += 17
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
    self.timeout_ms, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListOffsetsRequest_v10_to_11(o, out, big):
    w = out.append
    items0 = o.topics
    if not items0 and items0 is not None:
        w(_S_ibBi.pack(o.replica_id, o.isolation_level, 1, o.timeout_ms))
    else:
        w(_S_ib.pack(o.replica_id, o.isolation_level))
        items0 = o.topics
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('ListOffsetsRequest.topics is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                v = item0.name
                if v is None:
                    raise _UnsupportedVersionError('ListOffsetsTopic.name is None, but it cannot be null')
                else:
                    v = v.encode()
                    size = len(v) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(v)
                items1 = item0.partitions
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('ListOffsetsTopic.partitions is None, but it cannot be null')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    for item1 in items1:
                        w(_S_iiq.pack(item1.partition_index, item1.current_leader_epoch, item1.timestamp))
                        if item1.unknown_tagged_fields:
                            _write_tags([], item1.unknown_tagged_fields, w)
                        else:
                            w(b'\x00')
                if item0.unknown_tagged_fields:
                    _write_tags([], item0.unknown_tagged_fields, w)
                else:
                    w(b'\x00')
        w(_S_i.pack(o.timeout_ms))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ListOffsetsPartitionResponse_v1_to_3(buf, pos):
    limit = len(buf)
    self = _new(ListOffsetsPartitionResponse)
    self.partition_index, self.error_code, self.timestamp, self.offset = _S_ihqq.unpack_from(buf, pos)
    pos += 22
    self.leader_epoch = -1
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ListOffsetsPartitionResponse_v1_to_3(o, out, big):
    w = out.append
    if o.leader_epoch != -1:
        raise _UnsupportedVersionError('ListOffsetsPartitionResponse.leader_epoch is set, but only versions 4+ have it')
    w(_S_ihqq.pack(o.partition_index, o.error_code, o.timestamp, o.offset))


def _decode_ListOffsetsPartitionResponse_v4_to_5(buf, pos):
    limit = len(buf)
    self = _new(ListOffsetsPartitionResponse)
    self.partition_index, self.error_code, self.timestamp, self.offset, self.leader_epoch = _S_ihqqi.unpack_from(buf, pos)
    pos += 26
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ListOffsetsPartitionResponse_v4_to_5(o, out, big):
    w = out.append
    w(_S_ihqqi.pack(o.partition_index, o.error_code, o.timestamp, o.offset, o.leader_epoch))


def _decode_ListOffsetsPartitionResponse_v6_to_11(buf, pos):
    limit = len(buf)
    self = _new(ListOffsetsPartitionResponse)
    self.partition_index, self.error_code, self.timestamp, self.offset, self.leader_epoch, _t = _S_ihqqiB.unpack_from(buf, pos)
    pos += 27
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListOffsetsPartitionResponse_v6_to_11(o, out, big):
    w = out.append
    w(_S_ihqqi.pack(o.partition_index, o.error_code, o.timestamp, o.offset, o.leader_epoch))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ListOffsetsTopicResponse_v1_to_3(buf, pos):
    limit = len(buf)
    self = _new(ListOffsetsTopicResponse)
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
            item0 = _new(ListOffsetsPartitionResponse)
            item0.partition_index, item0.error_code, item0.timestamp, item0.offset = _S_ihqq.unpack_from(buf, pos)
            pos += 22
            item0.leader_epoch = -1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ListOffsetsTopicResponse_v1_to_3(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('ListOffsetsTopicResponse.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListOffsetsTopicResponse.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            if item0.leader_epoch != -1:
                raise _UnsupportedVersionError('ListOffsetsPartitionResponse.leader_epoch is set, but only versions 4+ have it')
            w(_S_ihqq.pack(item0.partition_index, item0.error_code, item0.timestamp, item0.offset))


def _decode_ListOffsetsTopicResponse_v4_to_5(buf, pos):
    limit = len(buf)
    self = _new(ListOffsetsTopicResponse)
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
            item0 = _new(ListOffsetsPartitionResponse)
            item0.partition_index, item0.error_code, item0.timestamp, item0.offset, item0.leader_epoch = _S_ihqqi.unpack_from(buf, pos)
            pos += 26
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ListOffsetsTopicResponse_v4_to_5(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('ListOffsetsTopicResponse.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListOffsetsTopicResponse.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_ihqqi.pack(item0.partition_index, item0.error_code, item0.timestamp, item0.offset, item0.leader_epoch))


def _decode_ListOffsetsTopicResponse_v6_to_11(buf, pos):
    limit = len(buf)
    self = _new(ListOffsetsTopicResponse)
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
            item0 = _new(ListOffsetsPartitionResponse)
            item0.partition_index, item0.error_code, item0.timestamp, item0.offset, item0.leader_epoch, _t = _S_ihqqiB.unpack_from(buf, pos)
            pos += 27
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


def _encode_ListOffsetsTopicResponse_v6_to_11(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('ListOffsetsTopicResponse.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListOffsetsTopicResponse.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_ihqqi.pack(item0.partition_index, item0.error_code, item0.timestamp, item0.offset, item0.leader_epoch))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ListOffsetsResponse_v1(buf, pos):
    limit = len(buf)
    self = _new(ListOffsetsResponse)
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
            item0 = _new(ListOffsetsTopicResponse)
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
                    item1 = _new(ListOffsetsPartitionResponse)
                    item1.partition_index, item1.error_code, item1.timestamp, item1.offset = _S_ihqq.unpack_from(buf, pos)
                    pos += 22
                    item1.leader_epoch = -1
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.throttle_time_ms = 0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ListOffsetsResponse_v1(o, out, big):
    w = out.append
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListOffsetsResponse.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('ListOffsetsTopicResponse.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ListOffsetsTopicResponse.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    if item1.leader_epoch != -1:
                        raise _UnsupportedVersionError('ListOffsetsPartitionResponse.leader_epoch is set, but only versions 4+ have it')
                    w(_S_ihqq.pack(item1.partition_index, item1.error_code, item1.timestamp, item1.offset))


def _decode_ListOffsetsResponse_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(ListOffsetsResponse)
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
            item0 = _new(ListOffsetsTopicResponse)
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
                    item1 = _new(ListOffsetsPartitionResponse)
                    item1.partition_index, item1.error_code, item1.timestamp, item1.offset = _S_ihqq.unpack_from(buf, pos)
                    pos += 22
                    item1.leader_epoch = -1
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ListOffsetsResponse_v2_to_3(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListOffsetsResponse.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('ListOffsetsTopicResponse.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ListOffsetsTopicResponse.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    if item1.leader_epoch != -1:
                        raise _UnsupportedVersionError('ListOffsetsPartitionResponse.leader_epoch is set, but only versions 4+ have it')
                    w(_S_ihqq.pack(item1.partition_index, item1.error_code, item1.timestamp, item1.offset))


def _decode_ListOffsetsResponse_v4_to_5(buf, pos):
    limit = len(buf)
    self = _new(ListOffsetsResponse)
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
            item0 = _new(ListOffsetsTopicResponse)
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
                    item1 = _new(ListOffsetsPartitionResponse)
                    item1.partition_index, item1.error_code, item1.timestamp, item1.offset, item1.leader_epoch = _S_ihqqi.unpack_from(buf, pos)
                    pos += 26
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ListOffsetsResponse_v4_to_5(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListOffsetsResponse.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('ListOffsetsTopicResponse.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ListOffsetsTopicResponse.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_ihqqi.pack(item1.partition_index, item1.error_code, item1.timestamp, item1.offset, item1.leader_epoch))


def _decode_ListOffsetsResponse_v6_to_11(buf, pos):
    limit = len(buf)
    self = _new(ListOffsetsResponse)
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
            item0 = _new(ListOffsetsTopicResponse)
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
                    item1 = _new(ListOffsetsPartitionResponse)
                    item1.partition_index, item1.error_code, item1.timestamp, item1.offset, item1.leader_epoch, _t = _S_ihqqiB.unpack_from(buf, pos)
                    pos += 27
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


def _encode_ListOffsetsResponse_v6_to_11(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListOffsetsResponse.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('ListOffsetsTopicResponse.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ListOffsetsTopicResponse.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_ihqqi.pack(item1.partition_index, item1.error_code, item1.timestamp, item1.offset, item1.leader_epoch))
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
    """Bind the classes of messages/list_offsets.py (`classes`: its namespace) and give
    them their per-version tables."""
    global ListOffsetsPartition, ListOffsetsTopic, ListOffsetsRequest, ListOffsetsPartitionResponse, ListOffsetsTopicResponse, ListOffsetsResponse
    ListOffsetsPartition = classes['ListOffsetsPartition']
    ListOffsetsTopic = classes['ListOffsetsTopic']
    ListOffsetsRequest = classes['ListOffsetsRequest']
    ListOffsetsPartitionResponse = classes['ListOffsetsPartitionResponse']
    ListOffsetsTopicResponse = classes['ListOffsetsTopicResponse']
    ListOffsetsResponse = classes['ListOffsetsResponse']
    ListOffsetsPartition._DECODERS = (None, _decode_ListOffsetsPartition_v1_to_3, _decode_ListOffsetsPartition_v1_to_3, _decode_ListOffsetsPartition_v1_to_3, _decode_ListOffsetsPartition_v4_to_5, _decode_ListOffsetsPartition_v4_to_5, _decode_ListOffsetsPartition_v6_to_11, _decode_ListOffsetsPartition_v6_to_11, _decode_ListOffsetsPartition_v6_to_11, _decode_ListOffsetsPartition_v6_to_11, _decode_ListOffsetsPartition_v6_to_11, _decode_ListOffsetsPartition_v6_to_11,)
    ListOffsetsPartition._ENCODERS = (None, _encode_ListOffsetsPartition_v1_to_3, _encode_ListOffsetsPartition_v1_to_3, _encode_ListOffsetsPartition_v1_to_3, _encode_ListOffsetsPartition_v4_to_5, _encode_ListOffsetsPartition_v4_to_5, _encode_ListOffsetsPartition_v6_to_11, _encode_ListOffsetsPartition_v6_to_11, _encode_ListOffsetsPartition_v6_to_11, _encode_ListOffsetsPartition_v6_to_11, _encode_ListOffsetsPartition_v6_to_11, _encode_ListOffsetsPartition_v6_to_11,)
    ListOffsetsTopic._DECODERS = (None, _decode_ListOffsetsTopic_v1_to_3, _decode_ListOffsetsTopic_v1_to_3, _decode_ListOffsetsTopic_v1_to_3, _decode_ListOffsetsTopic_v4_to_5, _decode_ListOffsetsTopic_v4_to_5, _decode_ListOffsetsTopic_v6_to_11, _decode_ListOffsetsTopic_v6_to_11, _decode_ListOffsetsTopic_v6_to_11, _decode_ListOffsetsTopic_v6_to_11, _decode_ListOffsetsTopic_v6_to_11, _decode_ListOffsetsTopic_v6_to_11,)
    ListOffsetsTopic._ENCODERS = (None, _encode_ListOffsetsTopic_v1_to_3, _encode_ListOffsetsTopic_v1_to_3, _encode_ListOffsetsTopic_v1_to_3, _encode_ListOffsetsTopic_v4_to_5, _encode_ListOffsetsTopic_v4_to_5, _encode_ListOffsetsTopic_v6_to_11, _encode_ListOffsetsTopic_v6_to_11, _encode_ListOffsetsTopic_v6_to_11, _encode_ListOffsetsTopic_v6_to_11, _encode_ListOffsetsTopic_v6_to_11, _encode_ListOffsetsTopic_v6_to_11,)
    ListOffsetsRequest._DECODERS = (None, _decode_ListOffsetsRequest_v1, _decode_ListOffsetsRequest_v2_to_3, _decode_ListOffsetsRequest_v2_to_3, _decode_ListOffsetsRequest_v4_to_5, _decode_ListOffsetsRequest_v4_to_5, _decode_ListOffsetsRequest_v6_to_9, _decode_ListOffsetsRequest_v6_to_9, _decode_ListOffsetsRequest_v6_to_9, _decode_ListOffsetsRequest_v6_to_9, _decode_ListOffsetsRequest_v10_to_11, _decode_ListOffsetsRequest_v10_to_11,)
    ListOffsetsRequest._ENCODERS = (None, _encode_ListOffsetsRequest_v1, _encode_ListOffsetsRequest_v2_to_3, _encode_ListOffsetsRequest_v2_to_3, _encode_ListOffsetsRequest_v4_to_5, _encode_ListOffsetsRequest_v4_to_5, _encode_ListOffsetsRequest_v6_to_9, _encode_ListOffsetsRequest_v6_to_9, _encode_ListOffsetsRequest_v6_to_9, _encode_ListOffsetsRequest_v6_to_9, _encode_ListOffsetsRequest_v10_to_11, _encode_ListOffsetsRequest_v10_to_11,)
    ListOffsetsPartitionResponse._DECODERS = (None, _decode_ListOffsetsPartitionResponse_v1_to_3, _decode_ListOffsetsPartitionResponse_v1_to_3, _decode_ListOffsetsPartitionResponse_v1_to_3, _decode_ListOffsetsPartitionResponse_v4_to_5, _decode_ListOffsetsPartitionResponse_v4_to_5, _decode_ListOffsetsPartitionResponse_v6_to_11, _decode_ListOffsetsPartitionResponse_v6_to_11, _decode_ListOffsetsPartitionResponse_v6_to_11, _decode_ListOffsetsPartitionResponse_v6_to_11, _decode_ListOffsetsPartitionResponse_v6_to_11, _decode_ListOffsetsPartitionResponse_v6_to_11,)
    ListOffsetsPartitionResponse._ENCODERS = (None, _encode_ListOffsetsPartitionResponse_v1_to_3, _encode_ListOffsetsPartitionResponse_v1_to_3, _encode_ListOffsetsPartitionResponse_v1_to_3, _encode_ListOffsetsPartitionResponse_v4_to_5, _encode_ListOffsetsPartitionResponse_v4_to_5, _encode_ListOffsetsPartitionResponse_v6_to_11, _encode_ListOffsetsPartitionResponse_v6_to_11, _encode_ListOffsetsPartitionResponse_v6_to_11, _encode_ListOffsetsPartitionResponse_v6_to_11, _encode_ListOffsetsPartitionResponse_v6_to_11, _encode_ListOffsetsPartitionResponse_v6_to_11,)
    ListOffsetsTopicResponse._DECODERS = (None, _decode_ListOffsetsTopicResponse_v1_to_3, _decode_ListOffsetsTopicResponse_v1_to_3, _decode_ListOffsetsTopicResponse_v1_to_3, _decode_ListOffsetsTopicResponse_v4_to_5, _decode_ListOffsetsTopicResponse_v4_to_5, _decode_ListOffsetsTopicResponse_v6_to_11, _decode_ListOffsetsTopicResponse_v6_to_11, _decode_ListOffsetsTopicResponse_v6_to_11, _decode_ListOffsetsTopicResponse_v6_to_11, _decode_ListOffsetsTopicResponse_v6_to_11, _decode_ListOffsetsTopicResponse_v6_to_11,)
    ListOffsetsTopicResponse._ENCODERS = (None, _encode_ListOffsetsTopicResponse_v1_to_3, _encode_ListOffsetsTopicResponse_v1_to_3, _encode_ListOffsetsTopicResponse_v1_to_3, _encode_ListOffsetsTopicResponse_v4_to_5, _encode_ListOffsetsTopicResponse_v4_to_5, _encode_ListOffsetsTopicResponse_v6_to_11, _encode_ListOffsetsTopicResponse_v6_to_11, _encode_ListOffsetsTopicResponse_v6_to_11, _encode_ListOffsetsTopicResponse_v6_to_11, _encode_ListOffsetsTopicResponse_v6_to_11, _encode_ListOffsetsTopicResponse_v6_to_11,)
    ListOffsetsResponse._DECODERS = (None, _decode_ListOffsetsResponse_v1, _decode_ListOffsetsResponse_v2_to_3, _decode_ListOffsetsResponse_v2_to_3, _decode_ListOffsetsResponse_v4_to_5, _decode_ListOffsetsResponse_v4_to_5, _decode_ListOffsetsResponse_v6_to_11, _decode_ListOffsetsResponse_v6_to_11, _decode_ListOffsetsResponse_v6_to_11, _decode_ListOffsetsResponse_v6_to_11, _decode_ListOffsetsResponse_v6_to_11, _decode_ListOffsetsResponse_v6_to_11,)
    ListOffsetsResponse._ENCODERS = (None, _encode_ListOffsetsResponse_v1, _encode_ListOffsetsResponse_v2_to_3, _encode_ListOffsetsResponse_v2_to_3, _encode_ListOffsetsResponse_v4_to_5, _encode_ListOffsetsResponse_v4_to_5, _encode_ListOffsetsResponse_v6_to_11, _encode_ListOffsetsResponse_v6_to_11, _encode_ListOffsetsResponse_v6_to_11, _encode_ListOffsetsResponse_v6_to_11, _encode_ListOffsetsResponse_v6_to_11, _encode_ListOffsetsResponse_v6_to_11,)
