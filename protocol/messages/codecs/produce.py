"""Generated from schemas/ProduceRequest.json, schemas/ProduceResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_hi = _struct.Struct('>hi')
_S_hiBB = _struct.Struct('>hiBB')
_S_hii = _struct.Struct('>hii')
_S_i = _struct.Struct('>i')
_S_iB = _struct.Struct('>iB')
_S_iBB = _struct.Struct('>iBB')
_S_ih = _struct.Struct('>ih')
_S_ihqq = _struct.Struct('>ihqq')
_S_ihqqq = _struct.Struct('>ihqqq')
_S_ihqqqBB = _struct.Struct('>ihqqqBB')
_S_ihqqqi = _struct.Struct('>ihqqqi')
_S_ii = _struct.Struct('>ii')
_S_iiB = _struct.Struct('>iiB')
_S_u = _struct.Struct('>16s')
_S_uBB = _struct.Struct('>16sBB')

def _decode_PartitionProduceData_v3_to_8(buf, pos):
    limit = len(buf)
    self = _new(PartitionProduceData)
    self.index, n = _S_ii.unpack_from(buf, pos)
    pos += 8
    if n < 0:
        self.records = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Records runs past the end of the buffer')
        self.records = buf[pos:end]
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_PartitionProduceData_v3_to_8(o, out, big):
    w = out.append
    w(_S_i.pack(o.index))
    v = o.records
    if (_k := type(v)) is bytes or _k is memoryview:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)
    elif v is None:
        w(b'\xff\xff\xff\xff')
    elif _k is list or _k is tuple:
        n = 0
        for piece in v:
            n += len(piece)
        w(_I32.pack(n))
        for piece in v:
            if len(piece) >= 1536 and big is not None:
                big += (_join(out), piece)
                out.clear()
            else:
                w(piece)
    else:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)


def _decode_PartitionProduceData_v9_to_13(buf, pos):
    limit = len(buf)
    self = _new(PartitionProduceData)
    self.index, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n < 0:
        self.records = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Records runs past the end of the buffer')
        self.records = buf[pos:end]
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_PartitionProduceData_v9_to_13(o, out, big):
    w = out.append
    w(_S_i.pack(o.index))
    v = o.records
    if (_k := type(v)) is bytes or _k is memoryview:
        n = len(v)
        if n < 1536:
            w(_SMALL_UVARINTS[n + 1])
            w(v)
        else:
            size = n + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            if big is None:
                w(v)
            else:
                big += (_join(out), v)
                out.clear()
    elif v is None:
        w(b'\x00')
    elif _k is list or _k is tuple:
        n = 0
        for piece in v:
            n += len(piece)
        size = n + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for piece in v:
            if len(piece) >= 1536 and big is not None:
                big += (_join(out), piece)
                out.clear()
            else:
                w(piece)
    else:
        n = len(v)
        if n < 1536:
            w(_SMALL_UVARINTS[n + 1])
            w(v)
        else:
            size = n + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            if big is None:
                w(v)
            else:
                big += (_join(out), v)
                out.clear()
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_TopicProduceData_v3_to_8(buf, pos):
    limit = len(buf)
    self = _new(TopicProduceData)
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
        self.partition_data = []
    elif n < 0:
        raise _DecodeError('non-nullable array PartitionData is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array PartitionData claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(PartitionProduceData)
            item0.index, n = _S_ii.unpack_from(buf, pos)
            pos += 8
            if n < 0:
                item0.records = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Records runs past the end of the buffer')
                item0.records = buf[pos:end]
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partition_data = items0
    self.topic_id = _ZERO_UUID
    self.unknown_tagged_fields = None
    return self, pos


def _encode_TopicProduceData_v3_to_8(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('TopicProduceData.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partition_data
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TopicProduceData.partition_data is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_i.pack(item0.index))
            v = item0.records
            if (_k := type(v)) is bytes or _k is memoryview:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)
            elif v is None:
                w(b'\xff\xff\xff\xff')
            elif _k is list or _k is tuple:
                n = 0
                for piece in v:
                    n += len(piece)
                w(_I32.pack(n))
                for piece in v:
                    if len(piece) >= 1536 and big is not None:
                        big += (_join(out), piece)
                        out.clear()
                    else:
                        w(piece)
            else:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)


def _decode_TopicProduceData_v9_to_12(buf, pos):
    limit = len(buf)
    self = _new(TopicProduceData)
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
        self.partition_data = []
    elif n < 0:
        raise _DecodeError('non-nullable array PartitionData is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array PartitionData claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(PartitionProduceData)
            item0.index, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                item0.records = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Records runs past the end of the buffer')
                item0.records = buf[pos:end]
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.partition_data = items0
    self.topic_id = _ZERO_UUID
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_TopicProduceData_v9_to_12(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('TopicProduceData.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partition_data
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TopicProduceData.partition_data is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_i.pack(item0.index))
            v = item0.records
            if (_k := type(v)) is bytes or _k is memoryview:
                n = len(v)
                if n < 1536:
                    w(_SMALL_UVARINTS[n + 1])
                    w(v)
                else:
                    size = n + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    if big is None:
                        w(v)
                    else:
                        big += (_join(out), v)
                        out.clear()
            elif v is None:
                w(b'\x00')
            elif _k is list or _k is tuple:
                n = 0
                for piece in v:
                    n += len(piece)
                size = n + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for piece in v:
                    if len(piece) >= 1536 and big is not None:
                        big += (_join(out), piece)
                        out.clear()
                    else:
                        w(piece)
            else:
                n = len(v)
                if n < 1536:
                    w(_SMALL_UVARINTS[n + 1])
                    w(v)
                else:
                    size = n + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    if big is None:
                        w(v)
                    else:
                        big += (_join(out), v)
                        out.clear()
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_TopicProduceData_v13(buf, pos):
    limit = len(buf)
    self = _new(TopicProduceData)
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
        self.partition_data = []
    elif n < 0:
        raise _DecodeError('non-nullable array PartitionData is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array PartitionData claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(PartitionProduceData)
            item0.index, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                item0.records = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Records runs past the end of the buffer')
                item0.records = buf[pos:end]
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.partition_data = items0
    self.name = ''
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_TopicProduceData_v13(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partition_data
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TopicProduceData.partition_data is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_i.pack(item0.index))
            v = item0.records
            if (_k := type(v)) is bytes or _k is memoryview:
                n = len(v)
                if n < 1536:
                    w(_SMALL_UVARINTS[n + 1])
                    w(v)
                else:
                    size = n + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    if big is None:
                        w(v)
                    else:
                        big += (_join(out), v)
                        out.clear()
            elif v is None:
                w(b'\x00')
            elif _k is list or _k is tuple:
                n = 0
                for piece in v:
                    n += len(piece)
                size = n + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for piece in v:
                    if len(piece) >= 1536 and big is not None:
                        big += (_join(out), piece)
                        out.clear()
                    else:
                        w(piece)
            else:
                n = len(v)
                if n < 1536:
                    w(_SMALL_UVARINTS[n + 1])
                    w(v)
                else:
                    size = n + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    if big is None:
                        w(v)
                    else:
                        big += (_join(out), v)
                        out.clear()
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ProduceRequest_v3_to_8(buf, pos):
    limit = len(buf)
    self = _new(ProduceRequest)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        self.transactional_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TransactionalId runs past the end of the buffer')
        self.transactional_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.acks, self.timeout_ms, n = _S_hii.unpack_from(buf, pos)
    pos += 10
    if n == 0:
        self.topic_data = []
    elif n < 0:
        raise _DecodeError('non-nullable array TopicData is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array TopicData claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(TopicProduceData)
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
                item0.partition_data = []
            elif n < 0:
                raise _DecodeError('non-nullable array PartitionData is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array PartitionData claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(PartitionProduceData)
                    item1.index, n = _S_ii.unpack_from(buf, pos)
                    pos += 8
                    if n < 0:
                        item1.records = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Records runs past the end of the buffer')
                        item1.records = buf[pos:end]
                        pos = end
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partition_data = items1
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topic_data = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ProduceRequest_v3_to_8(o, out, big):
    w = out.append
    v = o.transactional_id
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_hi.pack(o.acks, o.timeout_ms))
    items0 = o.topic_data
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ProduceRequest.topic_data is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('TopicProduceData.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partition_data
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('TopicProduceData.partition_data is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_i.pack(item1.index))
                    v = item1.records
                    if (_k := type(v)) is bytes or _k is memoryview:
                        n = len(v)
                        w(_I32.pack(n))
                        if n >= 1536 and big is not None:
                            big += (_join(out), v)
                            out.clear()
                        else:
                            w(v)
                    elif v is None:
                        w(b'\xff\xff\xff\xff')
                    elif _k is list or _k is tuple:
                        n = 0
                        for piece in v:
                            n += len(piece)
                        w(_I32.pack(n))
                        for piece in v:
                            if len(piece) >= 1536 and big is not None:
                                big += (_join(out), piece)
                                out.clear()
                            else:
                                w(piece)
                    else:
                        n = len(v)
                        w(_I32.pack(n))
                        if n >= 1536 and big is not None:
                            big += (_join(out), v)
                            out.clear()
                        else:
                            w(v)


def _decode_ProduceRequest_v9_to_12(buf, pos):
    limit = len(buf)
    self = _new(ProduceRequest)
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
        self.transactional_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TransactionalId runs past the end of the buffer')
        self.transactional_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.acks, self.timeout_ms, n, _n2 = _S_hiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 7
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 8
    else:
        n, pos = _read_uvarint(buf, pos + 6)
    n -= 1
    if n == 0:
        self.topic_data = []
    elif n < 0:
        raise _DecodeError('non-nullable array TopicData is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array TopicData claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(TopicProduceData)
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
                item0.partition_data = []
            elif n < 0:
                raise _DecodeError('non-nullable array PartitionData is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array PartitionData claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(PartitionProduceData)
                    item1.index, n, _n2 = _S_iBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 5
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 6
                    else:
                        n, pos = _read_uvarint(buf, pos + 4)
                    n -= 1
                    if n < 0:
                        item1.records = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Records runs past the end of the buffer')
                        item1.records = buf[pos:end]
                        pos = end
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partition_data = items1
            item0.topic_id = _ZERO_UUID
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topic_data = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ProduceRequest_v9_to_12(o, out, big):
    w = out.append
    v = o.transactional_id
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_hi.pack(o.acks, o.timeout_ms))
    items0 = o.topic_data
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ProduceRequest.topic_data is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('TopicProduceData.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partition_data
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('TopicProduceData.partition_data is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_i.pack(item1.index))
                    v = item1.records
                    if (_k := type(v)) is bytes or _k is memoryview:
                        n = len(v)
                        if n < 1536:
                            w(_SMALL_UVARINTS[n + 1])
                            w(v)
                        else:
                            size = n + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            if big is None:
                                w(v)
                            else:
                                big += (_join(out), v)
                                out.clear()
                    elif v is None:
                        w(b'\x00')
                    elif _k is list or _k is tuple:
                        n = 0
                        for piece in v:
                            n += len(piece)
                        size = n + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for piece in v:
                            if len(piece) >= 1536 and big is not None:
                                big += (_join(out), piece)
                                out.clear()
                            else:
                                w(piece)
                    else:
                        n = len(v)
                        if n < 1536:
                            w(_SMALL_UVARINTS[n + 1])
                            w(v)
                        else:
                            size = n + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            if big is None:
                                w(v)
                            else:
                                big += (_join(out), v)
                                out.clear()
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


def _decode_ProduceRequest_v13(buf, pos):
    limit = len(buf)
    self = _new(ProduceRequest)
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
        self.transactional_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TransactionalId runs past the end of the buffer')
        self.transactional_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.acks, self.timeout_ms, n, _n2 = _S_hiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 7
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 8
    else:
        n, pos = _read_uvarint(buf, pos + 6)
    n -= 1
    if n == 0:
        self.topic_data = []
    elif n < 0:
        raise _DecodeError('non-nullable array TopicData is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array TopicData claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(TopicProduceData)
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
                item0.partition_data = []
            elif n < 0:
                raise _DecodeError('non-nullable array PartitionData is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array PartitionData claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(PartitionProduceData)
                    item1.index, n, _n2 = _S_iBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 5
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 6
                    else:
                        n, pos = _read_uvarint(buf, pos + 4)
                    n -= 1
                    if n < 0:
                        item1.records = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Records runs past the end of the buffer')
                        item1.records = buf[pos:end]
                        pos = end
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partition_data = items1
            item0.name = ''
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topic_data = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ProduceRequest_v13(o, out, big):
    w = out.append
    v = o.transactional_id
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_hi.pack(o.acks, o.timeout_ms))
    items0 = o.topic_data
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ProduceRequest.topic_data is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partition_data
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('TopicProduceData.partition_data is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_i.pack(item1.index))
                    v = item1.records
                    if (_k := type(v)) is bytes or _k is memoryview:
                        n = len(v)
                        if n < 1536:
                            w(_SMALL_UVARINTS[n + 1])
                            w(v)
                        else:
                            size = n + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            if big is None:
                                w(v)
                            else:
                                big += (_join(out), v)
                                out.clear()
                    elif v is None:
                        w(b'\x00')
                    elif _k is list or _k is tuple:
                        n = 0
                        for piece in v:
                            n += len(piece)
                        size = n + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for piece in v:
                            if len(piece) >= 1536 and big is not None:
                                big += (_join(out), piece)
                                out.clear()
                            else:
                                w(piece)
                    else:
                        n = len(v)
                        if n < 1536:
                            w(_SMALL_UVARINTS[n + 1])
                            w(v)
                        else:
                            size = n + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            if big is None:
                                w(v)
                            else:
                                big += (_join(out), v)
                                out.clear()
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


def _decode_BatchIndexAndErrorMessage_v8(buf, pos):
    limit = len(buf)
    self = _new(BatchIndexAndErrorMessage)
    self.batch_index, n = _S_ih.unpack_from(buf, pos)
    pos += 6
    if n < 0:
        self.batch_index_error_message = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field BatchIndexErrorMessage runs past the end of the buffer')
        self.batch_index_error_message = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_BatchIndexAndErrorMessage_v8(o, out, big):
    w = out.append
    w(_S_i.pack(o.batch_index))
    v = o.batch_index_error_message
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_BatchIndexAndErrorMessage_v9_to_13(buf, pos):
    limit = len(buf)
    self = _new(BatchIndexAndErrorMessage)
    self.batch_index, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n < 0:
        self.batch_index_error_message = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field BatchIndexErrorMessage runs past the end of the buffer')
        self.batch_index_error_message = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_BatchIndexAndErrorMessage_v9_to_13(o, out, big):
    w = out.append
    w(_S_i.pack(o.batch_index))
    v = o.batch_index_error_message
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


def _decode_LeaderIdAndEpoch_v10_to_13(buf, pos):
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


def _encode_LeaderIdAndEpoch_v10_to_13(o, out, big):
    w = out.append
    w(_S_ii.pack(o.leader_id, o.leader_epoch))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_tags_PartitionProduceResponse_v10_to_13(self, buf, pos):
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
            self.current_leader, pos = _decode_LeaderIdAndEpoch_v10_to_13(buf, pos)
        else:
            if unknown is None:
                unknown = {}
            unknown[tag] = bytes(buf[pos:tag_end])
        pos = tag_end
    self.unknown_tagged_fields = unknown
    return pos


def _decode_PartitionProduceResponse_v3_to_4(buf, pos):
    limit = len(buf)
    self = _new(PartitionProduceResponse)
    self.index, self.error_code, self.base_offset, self.log_append_time_ms = _S_ihqq.unpack_from(buf, pos)
    pos += 22
    self.log_start_offset = -1
    self.record_errors = []
    self.error_message = None
    self.current_leader = _DEFAULT_LeaderIdAndEpoch
    self.unknown_tagged_fields = None
    return self, pos


def _encode_PartitionProduceResponse_v3_to_4(o, out, big):
    w = out.append
    if ((_d := o.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
        raise _UnsupportedVersionError('PartitionProduceResponse.current_leader is set, but only versions 10+ have it')
    w(_S_ihqq.pack(o.index, o.error_code, o.base_offset, o.log_append_time_ms))


def _decode_PartitionProduceResponse_v5_to_7(buf, pos):
    limit = len(buf)
    self = _new(PartitionProduceResponse)
    self.index, self.error_code, self.base_offset, self.log_append_time_ms, self.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
    pos += 30
    self.record_errors = []
    self.error_message = None
    self.current_leader = _DEFAULT_LeaderIdAndEpoch
    self.unknown_tagged_fields = None
    return self, pos


def _encode_PartitionProduceResponse_v5_to_7(o, out, big):
    w = out.append
    if ((_d := o.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
        raise _UnsupportedVersionError('PartitionProduceResponse.current_leader is set, but only versions 10+ have it')
    w(_S_ihqqq.pack(o.index, o.error_code, o.base_offset, o.log_append_time_ms, o.log_start_offset))


def _decode_PartitionProduceResponse_v8(buf, pos):
    limit = len(buf)
    self = _new(PartitionProduceResponse)
    self.index, self.error_code, self.base_offset, self.log_append_time_ms, self.log_start_offset, n = _S_ihqqqi.unpack_from(buf, pos)
    pos += 34
    if n == 0:
        self.record_errors = []
    elif n < 0:
        raise _DecodeError('non-nullable array RecordErrors is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array RecordErrors claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(BatchIndexAndErrorMessage)
            item0.batch_index, n = _S_ih.unpack_from(buf, pos)
            pos += 6
            if n < 0:
                item0.batch_index_error_message = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field BatchIndexErrorMessage runs past the end of the buffer')
                item0.batch_index_error_message = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.record_errors = items0
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        self.error_message = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
        self.error_message = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.current_leader = _DEFAULT_LeaderIdAndEpoch
    self.unknown_tagged_fields = None
    return self, pos


def _encode_PartitionProduceResponse_v8(o, out, big):
    w = out.append
    if ((_d := o.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
        raise _UnsupportedVersionError('PartitionProduceResponse.current_leader is set, but only versions 10+ have it')
    w(_S_ihqqq.pack(o.index, o.error_code, o.base_offset, o.log_append_time_ms, o.log_start_offset))
    items0 = o.record_errors
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('PartitionProduceResponse.record_errors is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_i.pack(item0.batch_index))
            v = item0.batch_index_error_message
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
    v = o.error_message
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_PartitionProduceResponse_v9(buf, pos):
    limit = len(buf)
    self = _new(PartitionProduceResponse)
    self.index, self.error_code, self.base_offset, self.log_append_time_ms, self.log_start_offset, n, _n2 = _S_ihqqqBB.unpack_from(buf, pos)
    if n < 128:
        pos += 31
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 32
    else:
        n, pos = _read_uvarint(buf, pos + 30)
    n -= 1
    if n == 0:
        self.record_errors = []
    elif n < 0:
        raise _DecodeError('non-nullable array RecordErrors is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array RecordErrors claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(BatchIndexAndErrorMessage)
            item0.batch_index, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                item0.batch_index_error_message = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field BatchIndexErrorMessage runs past the end of the buffer')
                item0.batch_index_error_message = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.record_errors = items0
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
        self.error_message = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
        self.error_message = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.current_leader = _DEFAULT_LeaderIdAndEpoch
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_PartitionProduceResponse_v9(o, out, big):
    w = out.append
    if ((_d := o.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
        raise _UnsupportedVersionError('PartitionProduceResponse.current_leader is set, but only versions 10+ have it')
    w(_S_ihqqq.pack(o.index, o.error_code, o.base_offset, o.log_append_time_ms, o.log_start_offset))
    items0 = o.record_errors
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('PartitionProduceResponse.record_errors is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_i.pack(item0.batch_index))
            v = item0.batch_index_error_message
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


def _decode_PartitionProduceResponse_v10_to_13(buf, pos):
    limit = len(buf)
    self = _new(PartitionProduceResponse)
    self.index, self.error_code, self.base_offset, self.log_append_time_ms, self.log_start_offset, n, _n2 = _S_ihqqqBB.unpack_from(buf, pos)
    if n < 128:
        pos += 31
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 32
    else:
        n, pos = _read_uvarint(buf, pos + 30)
    n -= 1
    if n == 0:
        self.record_errors = []
    elif n < 0:
        raise _DecodeError('non-nullable array RecordErrors is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array RecordErrors claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(BatchIndexAndErrorMessage)
            item0.batch_index, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                item0.batch_index_error_message = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field BatchIndexErrorMessage runs past the end of the buffer')
                item0.batch_index_error_message = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.record_errors = items0
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
        self.error_message = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
        self.error_message = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.current_leader = _DEFAULT_LeaderIdAndEpoch
    if buf[pos]:
        pos = _decode_tags_PartitionProduceResponse_v10_to_13(self, buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_PartitionProduceResponse_v10_to_13(o, out, big):
    w = out.append
    w(_S_ihqqq.pack(o.index, o.error_code, o.base_offset, o.log_append_time_ms, o.log_start_offset))
    items0 = o.record_errors
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('PartitionProduceResponse.record_errors is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_i.pack(item0.batch_index))
            v = item0.batch_index_error_message
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
    v = o.error_message
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    tags = None
    if ((_d := o.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
        sub = []
        _encode_LeaderIdAndEpoch_v10_to_13(o.current_leader, sub, None)
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


def _decode_TopicProduceResponse_v3_to_4(buf, pos):
    limit = len(buf)
    self = _new(TopicProduceResponse)
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
        self.partition_responses = []
    elif n < 0:
        raise _DecodeError('non-nullable array PartitionResponses is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array PartitionResponses claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(PartitionProduceResponse)
            item0.index, item0.error_code, item0.base_offset, item0.log_append_time_ms = _S_ihqq.unpack_from(buf, pos)
            pos += 22
            item0.log_start_offset = -1
            item0.record_errors = []
            item0.error_message = None
            item0.current_leader = _DEFAULT_LeaderIdAndEpoch
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partition_responses = items0
    self.topic_id = _ZERO_UUID
    self.unknown_tagged_fields = None
    return self, pos


def _encode_TopicProduceResponse_v3_to_4(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('TopicProduceResponse.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partition_responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TopicProduceResponse.partition_responses is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            if ((_d := item0.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                raise _UnsupportedVersionError('PartitionProduceResponse.current_leader is set, but only versions 10+ have it')
            w(_S_ihqq.pack(item0.index, item0.error_code, item0.base_offset, item0.log_append_time_ms))


def _decode_TopicProduceResponse_v5_to_7(buf, pos):
    limit = len(buf)
    self = _new(TopicProduceResponse)
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
        self.partition_responses = []
    elif n < 0:
        raise _DecodeError('non-nullable array PartitionResponses is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array PartitionResponses claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(PartitionProduceResponse)
            item0.index, item0.error_code, item0.base_offset, item0.log_append_time_ms, item0.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
            pos += 30
            item0.record_errors = []
            item0.error_message = None
            item0.current_leader = _DEFAULT_LeaderIdAndEpoch
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partition_responses = items0
    self.topic_id = _ZERO_UUID
    self.unknown_tagged_fields = None
    return self, pos


def _encode_TopicProduceResponse_v5_to_7(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('TopicProduceResponse.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partition_responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TopicProduceResponse.partition_responses is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            if ((_d := item0.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                raise _UnsupportedVersionError('PartitionProduceResponse.current_leader is set, but only versions 10+ have it')
            w(_S_ihqqq.pack(item0.index, item0.error_code, item0.base_offset, item0.log_append_time_ms, item0.log_start_offset))


def _decode_TopicProduceResponse_v8(buf, pos):
    limit = len(buf)
    self = _new(TopicProduceResponse)
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
        self.partition_responses = []
    elif n < 0:
        raise _DecodeError('non-nullable array PartitionResponses is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array PartitionResponses claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(PartitionProduceResponse)
            item0.index, item0.error_code, item0.base_offset, item0.log_append_time_ms, item0.log_start_offset, n = _S_ihqqqi.unpack_from(buf, pos)
            pos += 34
            if n == 0:
                item0.record_errors = []
            elif n < 0:
                raise _DecodeError('non-nullable array RecordErrors is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array RecordErrors claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(BatchIndexAndErrorMessage)
                    item1.batch_index, n = _S_ih.unpack_from(buf, pos)
                    pos += 6
                    if n < 0:
                        item1.batch_index_error_message = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field BatchIndexErrorMessage runs past the end of the buffer')
                        item1.batch_index_error_message = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.record_errors = items1
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                item0.error_message = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                item0.error_message = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.current_leader = _DEFAULT_LeaderIdAndEpoch
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partition_responses = items0
    self.topic_id = _ZERO_UUID
    self.unknown_tagged_fields = None
    return self, pos


def _encode_TopicProduceResponse_v8(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('TopicProduceResponse.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partition_responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TopicProduceResponse.partition_responses is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            if ((_d := item0.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                raise _UnsupportedVersionError('PartitionProduceResponse.current_leader is set, but only versions 10+ have it')
            w(_S_ihqqq.pack(item0.index, item0.error_code, item0.base_offset, item0.log_append_time_ms, item0.log_start_offset))
            items1 = item0.record_errors
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('PartitionProduceResponse.record_errors is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_i.pack(item1.batch_index))
                    v = item1.batch_index_error_message
                    if v is None:
                        w(b'\xff\xff')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
            v = item0.error_message
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)


def _decode_TopicProduceResponse_v9(buf, pos):
    limit = len(buf)
    self = _new(TopicProduceResponse)
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
        self.partition_responses = []
    elif n < 0:
        raise _DecodeError('non-nullable array PartitionResponses is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array PartitionResponses claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(PartitionProduceResponse)
            item0.index, item0.error_code, item0.base_offset, item0.log_append_time_ms, item0.log_start_offset, n, _n2 = _S_ihqqqBB.unpack_from(buf, pos)
            if n < 128:
                pos += 31
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 32
            else:
                n, pos = _read_uvarint(buf, pos + 30)
            n -= 1
            if n == 0:
                item0.record_errors = []
            elif n < 0:
                raise _DecodeError('non-nullable array RecordErrors is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array RecordErrors claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(BatchIndexAndErrorMessage)
                    item1.batch_index, n, _n2 = _S_iBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 5
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 6
                    else:
                        n, pos = _read_uvarint(buf, pos + 4)
                    n -= 1
                    if n < 0:
                        item1.batch_index_error_message = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field BatchIndexErrorMessage runs past the end of the buffer')
                        item1.batch_index_error_message = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.record_errors = items1
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
                item0.error_message = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                item0.error_message = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.current_leader = _DEFAULT_LeaderIdAndEpoch
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.partition_responses = items0
    self.topic_id = _ZERO_UUID
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_TopicProduceResponse_v9(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('TopicProduceResponse.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partition_responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TopicProduceResponse.partition_responses is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            if ((_d := item0.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                raise _UnsupportedVersionError('PartitionProduceResponse.current_leader is set, but only versions 10+ have it')
            w(_S_ihqqq.pack(item0.index, item0.error_code, item0.base_offset, item0.log_append_time_ms, item0.log_start_offset))
            items1 = item0.record_errors
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('PartitionProduceResponse.record_errors is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_i.pack(item1.batch_index))
                    v = item1.batch_index_error_message
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


def _decode_TopicProduceResponse_v10_to_12(buf, pos):
    limit = len(buf)
    self = _new(TopicProduceResponse)
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
        self.partition_responses = []
    elif n < 0:
        raise _DecodeError('non-nullable array PartitionResponses is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array PartitionResponses claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(PartitionProduceResponse)
            item0.index, item0.error_code, item0.base_offset, item0.log_append_time_ms, item0.log_start_offset, n, _n2 = _S_ihqqqBB.unpack_from(buf, pos)
            if n < 128:
                pos += 31
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 32
            else:
                n, pos = _read_uvarint(buf, pos + 30)
            n -= 1
            if n == 0:
                item0.record_errors = []
            elif n < 0:
                raise _DecodeError('non-nullable array RecordErrors is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array RecordErrors claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(BatchIndexAndErrorMessage)
                    item1.batch_index, n, _n2 = _S_iBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 5
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 6
                    else:
                        n, pos = _read_uvarint(buf, pos + 4)
                    n -= 1
                    if n < 0:
                        item1.batch_index_error_message = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field BatchIndexErrorMessage runs past the end of the buffer')
                        item1.batch_index_error_message = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.record_errors = items1
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
                item0.error_message = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                item0.error_message = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.current_leader = _DEFAULT_LeaderIdAndEpoch
            if buf[pos]:
                pos = _decode_tags_PartitionProduceResponse_v10_to_13(item0, buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.partition_responses = items0
    self.topic_id = _ZERO_UUID
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_TopicProduceResponse_v10_to_12(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('TopicProduceResponse.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partition_responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TopicProduceResponse.partition_responses is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_ihqqq.pack(item0.index, item0.error_code, item0.base_offset, item0.log_append_time_ms, item0.log_start_offset))
            items1 = item0.record_errors
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('PartitionProduceResponse.record_errors is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_i.pack(item1.batch_index))
                    v = item1.batch_index_error_message
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
            v = item0.error_message
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            tags = None
            if ((_d := item0.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                sub = []
                _encode_LeaderIdAndEpoch_v10_to_13(item0.current_leader, sub, None)
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


def _decode_TopicProduceResponse_v13(buf, pos):
    limit = len(buf)
    self = _new(TopicProduceResponse)
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
        self.partition_responses = []
    elif n < 0:
        raise _DecodeError('non-nullable array PartitionResponses is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array PartitionResponses claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(PartitionProduceResponse)
            item0.index, item0.error_code, item0.base_offset, item0.log_append_time_ms, item0.log_start_offset, n, _n2 = _S_ihqqqBB.unpack_from(buf, pos)
            if n < 128:
                pos += 31
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 32
            else:
                n, pos = _read_uvarint(buf, pos + 30)
            n -= 1
            if n == 0:
                item0.record_errors = []
            elif n < 0:
                raise _DecodeError('non-nullable array RecordErrors is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array RecordErrors claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(BatchIndexAndErrorMessage)
                    item1.batch_index, n, _n2 = _S_iBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 5
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 6
                    else:
                        n, pos = _read_uvarint(buf, pos + 4)
                    n -= 1
                    if n < 0:
                        item1.batch_index_error_message = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field BatchIndexErrorMessage runs past the end of the buffer')
                        item1.batch_index_error_message = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.record_errors = items1
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
                item0.error_message = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                item0.error_message = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.current_leader = _DEFAULT_LeaderIdAndEpoch
            if buf[pos]:
                pos = _decode_tags_PartitionProduceResponse_v10_to_13(item0, buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.partition_responses = items0
    self.name = ''
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_TopicProduceResponse_v13(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partition_responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TopicProduceResponse.partition_responses is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_ihqqq.pack(item0.index, item0.error_code, item0.base_offset, item0.log_append_time_ms, item0.log_start_offset))
            items1 = item0.record_errors
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('PartitionProduceResponse.record_errors is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_i.pack(item1.batch_index))
                    v = item1.batch_index_error_message
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
            v = item0.error_message
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            tags = None
            if ((_d := item0.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                sub = []
                _encode_LeaderIdAndEpoch_v10_to_13(item0.current_leader, sub, None)
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


def _decode_NodeEndpoint_v10_to_13(buf, pos):
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


def _encode_NodeEndpoint_v10_to_13(o, out, big):
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


def _decode_tags_ProduceResponse_v10_to_13(self, buf, pos):
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
        else:
            if unknown is None:
                unknown = {}
            unknown[tag] = bytes(buf[pos:tag_end])
        pos = tag_end
    self.unknown_tagged_fields = unknown
    return pos


def _decode_ProduceResponse_v3_to_4(buf, pos):
    limit = len(buf)
    self = _new(ProduceResponse)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
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
            item0 = _new(TopicProduceResponse)
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
                item0.partition_responses = []
            elif n < 0:
                raise _DecodeError('non-nullable array PartitionResponses is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array PartitionResponses claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(PartitionProduceResponse)
                    item1.index, item1.error_code, item1.base_offset, item1.log_append_time_ms = _S_ihqq.unpack_from(buf, pos)
                    pos += 22
                    item1.log_start_offset = -1
                    item1.record_errors = []
                    item1.error_message = None
                    item1.current_leader = _DEFAULT_LeaderIdAndEpoch
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partition_responses = items1
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
    self.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    self.node_endpoints = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ProduceResponse_v3_to_4(o, out, big):
    w = out.append
    if o.node_endpoints:
        raise _UnsupportedVersionError('ProduceResponse.node_endpoints is set, but only versions 10+ have it')
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ProduceResponse.responses is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('TopicProduceResponse.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partition_responses
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('TopicProduceResponse.partition_responses is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    if ((_d := item1.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                        raise _UnsupportedVersionError('PartitionProduceResponse.current_leader is set, but only versions 10+ have it')
                    w(_S_ihqq.pack(item1.index, item1.error_code, item1.base_offset, item1.log_append_time_ms))
    w(_S_i.pack(o.throttle_time_ms))


def _decode_ProduceResponse_v5_to_7(buf, pos):
    limit = len(buf)
    self = _new(ProduceResponse)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
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
            item0 = _new(TopicProduceResponse)
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
                item0.partition_responses = []
            elif n < 0:
                raise _DecodeError('non-nullable array PartitionResponses is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array PartitionResponses claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(PartitionProduceResponse)
                    item1.index, item1.error_code, item1.base_offset, item1.log_append_time_ms, item1.log_start_offset = _S_ihqqq.unpack_from(buf, pos)
                    pos += 30
                    item1.record_errors = []
                    item1.error_message = None
                    item1.current_leader = _DEFAULT_LeaderIdAndEpoch
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partition_responses = items1
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
    self.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    self.node_endpoints = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ProduceResponse_v5_to_7(o, out, big):
    w = out.append
    if o.node_endpoints:
        raise _UnsupportedVersionError('ProduceResponse.node_endpoints is set, but only versions 10+ have it')
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ProduceResponse.responses is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('TopicProduceResponse.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partition_responses
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('TopicProduceResponse.partition_responses is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    if ((_d := item1.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                        raise _UnsupportedVersionError('PartitionProduceResponse.current_leader is set, but only versions 10+ have it')
                    w(_S_ihqqq.pack(item1.index, item1.error_code, item1.base_offset, item1.log_append_time_ms, item1.log_start_offset))
    w(_S_i.pack(o.throttle_time_ms))


def _decode_ProduceResponse_v8(buf, pos):
    limit = len(buf)
    self = _new(ProduceResponse)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
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
            item0 = _new(TopicProduceResponse)
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
                item0.partition_responses = []
            elif n < 0:
                raise _DecodeError('non-nullable array PartitionResponses is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array PartitionResponses claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(PartitionProduceResponse)
                    item1.index, item1.error_code, item1.base_offset, item1.log_append_time_ms, item1.log_start_offset, n = _S_ihqqqi.unpack_from(buf, pos)
                    pos += 34
                    if n == 0:
                        item1.record_errors = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array RecordErrors is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array RecordErrors claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(BatchIndexAndErrorMessage)
                            item2.batch_index, n = _S_ih.unpack_from(buf, pos)
                            pos += 6
                            if n < 0:
                                item2.batch_index_error_message = None
                            else:
                                end = pos + n
                                if end > limit:
                                    raise _DecodeError('field BatchIndexErrorMessage runs past the end of the buffer')
                                item2.batch_index_error_message = str(buf[pos:end], 'utf-8', 'replace')
                                pos = end
                            item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.record_errors = items2
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        item1.error_message = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                        item1.error_message = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.current_leader = _DEFAULT_LeaderIdAndEpoch
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partition_responses = items1
            item0.topic_id = _ZERO_UUID
            item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
    self.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    self.node_endpoints = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ProduceResponse_v8(o, out, big):
    w = out.append
    if o.node_endpoints:
        raise _UnsupportedVersionError('ProduceResponse.node_endpoints is set, but only versions 10+ have it')
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ProduceResponse.responses is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('TopicProduceResponse.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partition_responses
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('TopicProduceResponse.partition_responses is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    if ((_d := item1.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                        raise _UnsupportedVersionError('PartitionProduceResponse.current_leader is set, but only versions 10+ have it')
                    w(_S_ihqqq.pack(item1.index, item1.error_code, item1.base_offset, item1.log_append_time_ms, item1.log_start_offset))
                    items2 = item1.record_errors
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('PartitionProduceResponse.record_errors is None, but it cannot be null')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        for item2 in items2:
                            w(_S_i.pack(item2.batch_index))
                            v = item2.batch_index_error_message
                            if v is None:
                                w(b'\xff\xff')
                            else:
                                v = v.encode()
                                w(_I16.pack(len(v)))
                                w(v)
                    v = item1.error_message
                    if v is None:
                        w(b'\xff\xff')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
    w(_S_i.pack(o.throttle_time_ms))


def _decode_ProduceResponse_v9(buf, pos):
    limit = len(buf)
    self = _new(ProduceResponse)
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
            item0 = _new(TopicProduceResponse)
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
                item0.partition_responses = []
            elif n < 0:
                raise _DecodeError('non-nullable array PartitionResponses is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array PartitionResponses claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(PartitionProduceResponse)
                    item1.index, item1.error_code, item1.base_offset, item1.log_append_time_ms, item1.log_start_offset, n, _n2 = _S_ihqqqBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 31
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 32
                    else:
                        n, pos = _read_uvarint(buf, pos + 30)
                    n -= 1
                    if n == 0:
                        item1.record_errors = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array RecordErrors is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array RecordErrors claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(BatchIndexAndErrorMessage)
                            item2.batch_index, n, _n2 = _S_iBB.unpack_from(buf, pos)
                            if n < 128:
                                pos += 5
                            elif _n2 < 128:
                                n = (n & 127) | (_n2 << 7)
                                pos += 6
                            else:
                                n, pos = _read_uvarint(buf, pos + 4)
                            n -= 1
                            if n < 0:
                                item2.batch_index_error_message = None
                            else:
                                end = pos + n
                                if end > limit:
                                    raise _DecodeError('field BatchIndexErrorMessage runs past the end of the buffer')
                                item2.batch_index_error_message = str(buf[pos:end], 'utf-8', 'replace')
                                pos = end
                            if buf[pos]:
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                pos += 1
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.record_errors = items2
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
                        item1.error_message = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                        item1.error_message = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.current_leader = _DEFAULT_LeaderIdAndEpoch
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partition_responses = items1
            item0.topic_id = _ZERO_UUID
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
    self.throttle_time_ms, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    self.node_endpoints = []
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ProduceResponse_v9(o, out, big):
    w = out.append
    if o.node_endpoints:
        raise _UnsupportedVersionError('ProduceResponse.node_endpoints is set, but only versions 10+ have it')
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ProduceResponse.responses is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('TopicProduceResponse.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partition_responses
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('TopicProduceResponse.partition_responses is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    if ((_d := item1.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                        raise _UnsupportedVersionError('PartitionProduceResponse.current_leader is set, but only versions 10+ have it')
                    w(_S_ihqqq.pack(item1.index, item1.error_code, item1.base_offset, item1.log_append_time_ms, item1.log_start_offset))
                    items2 = item1.record_errors
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('PartitionProduceResponse.record_errors is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_i.pack(item2.batch_index))
                            v = item2.batch_index_error_message
                            if v is None:
                                w(b'\x00')
                            else:
                                v = v.encode()
                                size = len(v) + 1
                                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                w(v)
                            if item2.unknown_tagged_fields:
                                _write_tags([], item2.unknown_tagged_fields, w)
                            else:
                                w(b'\x00')
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
    w(_S_i.pack(o.throttle_time_ms))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ProduceResponse_v10_to_12(buf, pos):
    limit = len(buf)
    self = _new(ProduceResponse)
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
            item0 = _new(TopicProduceResponse)
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
                item0.partition_responses = []
            elif n < 0:
                raise _DecodeError('non-nullable array PartitionResponses is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array PartitionResponses claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(PartitionProduceResponse)
                    item1.index, item1.error_code, item1.base_offset, item1.log_append_time_ms, item1.log_start_offset, n, _n2 = _S_ihqqqBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 31
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 32
                    else:
                        n, pos = _read_uvarint(buf, pos + 30)
                    n -= 1
                    if n == 0:
                        item1.record_errors = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array RecordErrors is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array RecordErrors claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(BatchIndexAndErrorMessage)
                            item2.batch_index, n, _n2 = _S_iBB.unpack_from(buf, pos)
                            if n < 128:
                                pos += 5
                            elif _n2 < 128:
                                n = (n & 127) | (_n2 << 7)
                                pos += 6
                            else:
                                n, pos = _read_uvarint(buf, pos + 4)
                            n -= 1
                            if n < 0:
                                item2.batch_index_error_message = None
                            else:
                                end = pos + n
                                if end > limit:
                                    raise _DecodeError('field BatchIndexErrorMessage runs past the end of the buffer')
                                item2.batch_index_error_message = str(buf[pos:end], 'utf-8', 'replace')
                                pos = end
                            if buf[pos]:
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                pos += 1
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.record_errors = items2
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
                        item1.error_message = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                        item1.error_message = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.current_leader = _DEFAULT_LeaderIdAndEpoch
                    if buf[pos]:
                        pos = _decode_tags_PartitionProduceResponse_v10_to_13(item1, buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partition_responses = items1
            item0.topic_id = _ZERO_UUID
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
    self.throttle_time_ms, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    self.node_endpoints = []
    if _t:
        pos -= 1
        pos = _decode_tags_ProduceResponse_v10_to_13(self, buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ProduceResponse_v10_to_12(o, out, big):
    w = out.append
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ProduceResponse.responses is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('TopicProduceResponse.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partition_responses
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('TopicProduceResponse.partition_responses is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_ihqqq.pack(item1.index, item1.error_code, item1.base_offset, item1.log_append_time_ms, item1.log_start_offset))
                    items2 = item1.record_errors
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('PartitionProduceResponse.record_errors is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_i.pack(item2.batch_index))
                            v = item2.batch_index_error_message
                            if v is None:
                                w(b'\x00')
                            else:
                                v = v.encode()
                                size = len(v) + 1
                                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                w(v)
                            if item2.unknown_tagged_fields:
                                _write_tags([], item2.unknown_tagged_fields, w)
                            else:
                                w(b'\x00')
                    v = item1.error_message
                    if v is None:
                        w(b'\x00')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    tags = None
                    if ((_d := item1.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                        sub = []
                        _encode_LeaderIdAndEpoch_v10_to_13(item1.current_leader, sub, None)
                        tags = [*(tags or ()), (0, b''.join(sub))]
                    if tags is None and not item1.unknown_tagged_fields:
                        w(b'\x00')
                    elif not item1.unknown_tagged_fields:
                        w(_SMALL_UVARINTS[len(tags)])
                        for tag, data in tags:
                            size = len(data)
                            w(_SMALL_UVARINTS[tag])
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(data)
                    else:
                        _write_tags(tags or [], item1.unknown_tagged_fields, w)
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    w(_S_i.pack(o.throttle_time_ms))
    tags = None
    if o.node_endpoints:
        sub = []
        outer, outer_big, out, big = out, big, sub, None
        w = sub.append
        items0 = o.node_endpoints
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('ProduceResponse.node_endpoints is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                _encode_NodeEndpoint_v10_to_13(item0, out, big)
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


def _decode_ProduceResponse_v13(buf, pos):
    limit = len(buf)
    self = _new(ProduceResponse)
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
            item0 = _new(TopicProduceResponse)
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
                item0.partition_responses = []
            elif n < 0:
                raise _DecodeError('non-nullable array PartitionResponses is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array PartitionResponses claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(PartitionProduceResponse)
                    item1.index, item1.error_code, item1.base_offset, item1.log_append_time_ms, item1.log_start_offset, n, _n2 = _S_ihqqqBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 31
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 32
                    else:
                        n, pos = _read_uvarint(buf, pos + 30)
                    n -= 1
                    if n == 0:
                        item1.record_errors = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array RecordErrors is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array RecordErrors claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(BatchIndexAndErrorMessage)
                            item2.batch_index, n, _n2 = _S_iBB.unpack_from(buf, pos)
                            if n < 128:
                                pos += 5
                            elif _n2 < 128:
                                n = (n & 127) | (_n2 << 7)
                                pos += 6
                            else:
                                n, pos = _read_uvarint(buf, pos + 4)
                            n -= 1
                            if n < 0:
                                item2.batch_index_error_message = None
                            else:
                                end = pos + n
                                if end > limit:
                                    raise _DecodeError('field BatchIndexErrorMessage runs past the end of the buffer')
                                item2.batch_index_error_message = str(buf[pos:end], 'utf-8', 'replace')
                                pos = end
                            if buf[pos]:
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                pos += 1
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.record_errors = items2
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
                        item1.error_message = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                        item1.error_message = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.current_leader = _DEFAULT_LeaderIdAndEpoch
                    if buf[pos]:
                        pos = _decode_tags_PartitionProduceResponse_v10_to_13(item1, buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partition_responses = items1
            item0.name = ''
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
    self.throttle_time_ms, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    self.node_endpoints = []
    if _t:
        pos -= 1
        pos = _decode_tags_ProduceResponse_v10_to_13(self, buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ProduceResponse_v13(o, out, big):
    w = out.append
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ProduceResponse.responses is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partition_responses
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('TopicProduceResponse.partition_responses is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_ihqqq.pack(item1.index, item1.error_code, item1.base_offset, item1.log_append_time_ms, item1.log_start_offset))
                    items2 = item1.record_errors
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('PartitionProduceResponse.record_errors is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_i.pack(item2.batch_index))
                            v = item2.batch_index_error_message
                            if v is None:
                                w(b'\x00')
                            else:
                                v = v.encode()
                                size = len(v) + 1
                                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                w(v)
                            if item2.unknown_tagged_fields:
                                _write_tags([], item2.unknown_tagged_fields, w)
                            else:
                                w(b'\x00')
                    v = item1.error_message
                    if v is None:
                        w(b'\x00')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    tags = None
                    if ((_d := item1.current_leader) is not _DEFAULT_LeaderIdAndEpoch and (_d.leader_id != -1 or _d.leader_epoch != -1 or _d.unknown_tagged_fields)):
                        sub = []
                        _encode_LeaderIdAndEpoch_v10_to_13(item1.current_leader, sub, None)
                        tags = [*(tags or ()), (0, b''.join(sub))]
                    if tags is None and not item1.unknown_tagged_fields:
                        w(b'\x00')
                    elif not item1.unknown_tagged_fields:
                        w(_SMALL_UVARINTS[len(tags)])
                        for tag, data in tags:
                            size = len(data)
                            w(_SMALL_UVARINTS[tag])
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(data)
                    else:
                        _write_tags(tags or [], item1.unknown_tagged_fields, w)
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    w(_S_i.pack(o.throttle_time_ms))
    tags = None
    if o.node_endpoints:
        sub = []
        outer, outer_big, out, big = out, big, sub, None
        w = sub.append
        items0 = o.node_endpoints
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('ProduceResponse.node_endpoints is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                _encode_NodeEndpoint_v10_to_13(item0, out, big)
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


def attach(classes):
    """Bind the classes of messages/produce.py (`classes`: its namespace) and give
    them their per-version tables."""
    global PartitionProduceData, TopicProduceData, ProduceRequest, BatchIndexAndErrorMessage, LeaderIdAndEpoch, PartitionProduceResponse, TopicProduceResponse, NodeEndpoint, ProduceResponse, _DEFAULT_LeaderIdAndEpoch
    PartitionProduceData = classes['PartitionProduceData']
    TopicProduceData = classes['TopicProduceData']
    ProduceRequest = classes['ProduceRequest']
    BatchIndexAndErrorMessage = classes['BatchIndexAndErrorMessage']
    LeaderIdAndEpoch = classes['LeaderIdAndEpoch']
    PartitionProduceResponse = classes['PartitionProduceResponse']
    TopicProduceResponse = classes['TopicProduceResponse']
    NodeEndpoint = classes['NodeEndpoint']
    ProduceResponse = classes['ProduceResponse']
    _DEFAULT_LeaderIdAndEpoch = classes['_DEFAULT_LeaderIdAndEpoch']
    PartitionProduceData._DECODERS = (None, None, None, _decode_PartitionProduceData_v3_to_8, _decode_PartitionProduceData_v3_to_8, _decode_PartitionProduceData_v3_to_8, _decode_PartitionProduceData_v3_to_8, _decode_PartitionProduceData_v3_to_8, _decode_PartitionProduceData_v3_to_8, _decode_PartitionProduceData_v9_to_13, _decode_PartitionProduceData_v9_to_13, _decode_PartitionProduceData_v9_to_13, _decode_PartitionProduceData_v9_to_13, _decode_PartitionProduceData_v9_to_13,)
    PartitionProduceData._ENCODERS = (None, None, None, _encode_PartitionProduceData_v3_to_8, _encode_PartitionProduceData_v3_to_8, _encode_PartitionProduceData_v3_to_8, _encode_PartitionProduceData_v3_to_8, _encode_PartitionProduceData_v3_to_8, _encode_PartitionProduceData_v3_to_8, _encode_PartitionProduceData_v9_to_13, _encode_PartitionProduceData_v9_to_13, _encode_PartitionProduceData_v9_to_13, _encode_PartitionProduceData_v9_to_13, _encode_PartitionProduceData_v9_to_13,)
    TopicProduceData._DECODERS = (None, None, None, _decode_TopicProduceData_v3_to_8, _decode_TopicProduceData_v3_to_8, _decode_TopicProduceData_v3_to_8, _decode_TopicProduceData_v3_to_8, _decode_TopicProduceData_v3_to_8, _decode_TopicProduceData_v3_to_8, _decode_TopicProduceData_v9_to_12, _decode_TopicProduceData_v9_to_12, _decode_TopicProduceData_v9_to_12, _decode_TopicProduceData_v9_to_12, _decode_TopicProduceData_v13,)
    TopicProduceData._ENCODERS = (None, None, None, _encode_TopicProduceData_v3_to_8, _encode_TopicProduceData_v3_to_8, _encode_TopicProduceData_v3_to_8, _encode_TopicProduceData_v3_to_8, _encode_TopicProduceData_v3_to_8, _encode_TopicProduceData_v3_to_8, _encode_TopicProduceData_v9_to_12, _encode_TopicProduceData_v9_to_12, _encode_TopicProduceData_v9_to_12, _encode_TopicProduceData_v9_to_12, _encode_TopicProduceData_v13,)
    ProduceRequest._DECODERS = (None, None, None, _decode_ProduceRequest_v3_to_8, _decode_ProduceRequest_v3_to_8, _decode_ProduceRequest_v3_to_8, _decode_ProduceRequest_v3_to_8, _decode_ProduceRequest_v3_to_8, _decode_ProduceRequest_v3_to_8, _decode_ProduceRequest_v9_to_12, _decode_ProduceRequest_v9_to_12, _decode_ProduceRequest_v9_to_12, _decode_ProduceRequest_v9_to_12, _decode_ProduceRequest_v13,)
    ProduceRequest._ENCODERS = (None, None, None, _encode_ProduceRequest_v3_to_8, _encode_ProduceRequest_v3_to_8, _encode_ProduceRequest_v3_to_8, _encode_ProduceRequest_v3_to_8, _encode_ProduceRequest_v3_to_8, _encode_ProduceRequest_v3_to_8, _encode_ProduceRequest_v9_to_12, _encode_ProduceRequest_v9_to_12, _encode_ProduceRequest_v9_to_12, _encode_ProduceRequest_v9_to_12, _encode_ProduceRequest_v13,)
    BatchIndexAndErrorMessage._DECODERS = (None, None, None, None, None, None, None, None, _decode_BatchIndexAndErrorMessage_v8, _decode_BatchIndexAndErrorMessage_v9_to_13, _decode_BatchIndexAndErrorMessage_v9_to_13, _decode_BatchIndexAndErrorMessage_v9_to_13, _decode_BatchIndexAndErrorMessage_v9_to_13, _decode_BatchIndexAndErrorMessage_v9_to_13,)
    BatchIndexAndErrorMessage._ENCODERS = (None, None, None, None, None, None, None, None, _encode_BatchIndexAndErrorMessage_v8, _encode_BatchIndexAndErrorMessage_v9_to_13, _encode_BatchIndexAndErrorMessage_v9_to_13, _encode_BatchIndexAndErrorMessage_v9_to_13, _encode_BatchIndexAndErrorMessage_v9_to_13, _encode_BatchIndexAndErrorMessage_v9_to_13,)
    LeaderIdAndEpoch._DECODERS = (None, None, None, None, None, None, None, None, None, None, _decode_LeaderIdAndEpoch_v10_to_13, _decode_LeaderIdAndEpoch_v10_to_13, _decode_LeaderIdAndEpoch_v10_to_13, _decode_LeaderIdAndEpoch_v10_to_13,)
    LeaderIdAndEpoch._ENCODERS = (None, None, None, None, None, None, None, None, None, None, _encode_LeaderIdAndEpoch_v10_to_13, _encode_LeaderIdAndEpoch_v10_to_13, _encode_LeaderIdAndEpoch_v10_to_13, _encode_LeaderIdAndEpoch_v10_to_13,)
    PartitionProduceResponse._DECODERS = (None, None, None, _decode_PartitionProduceResponse_v3_to_4, _decode_PartitionProduceResponse_v3_to_4, _decode_PartitionProduceResponse_v5_to_7, _decode_PartitionProduceResponse_v5_to_7, _decode_PartitionProduceResponse_v5_to_7, _decode_PartitionProduceResponse_v8, _decode_PartitionProduceResponse_v9, _decode_PartitionProduceResponse_v10_to_13, _decode_PartitionProduceResponse_v10_to_13, _decode_PartitionProduceResponse_v10_to_13, _decode_PartitionProduceResponse_v10_to_13,)
    PartitionProduceResponse._ENCODERS = (None, None, None, _encode_PartitionProduceResponse_v3_to_4, _encode_PartitionProduceResponse_v3_to_4, _encode_PartitionProduceResponse_v5_to_7, _encode_PartitionProduceResponse_v5_to_7, _encode_PartitionProduceResponse_v5_to_7, _encode_PartitionProduceResponse_v8, _encode_PartitionProduceResponse_v9, _encode_PartitionProduceResponse_v10_to_13, _encode_PartitionProduceResponse_v10_to_13, _encode_PartitionProduceResponse_v10_to_13, _encode_PartitionProduceResponse_v10_to_13,)
    TopicProduceResponse._DECODERS = (None, None, None, _decode_TopicProduceResponse_v3_to_4, _decode_TopicProduceResponse_v3_to_4, _decode_TopicProduceResponse_v5_to_7, _decode_TopicProduceResponse_v5_to_7, _decode_TopicProduceResponse_v5_to_7, _decode_TopicProduceResponse_v8, _decode_TopicProduceResponse_v9, _decode_TopicProduceResponse_v10_to_12, _decode_TopicProduceResponse_v10_to_12, _decode_TopicProduceResponse_v10_to_12, _decode_TopicProduceResponse_v13,)
    TopicProduceResponse._ENCODERS = (None, None, None, _encode_TopicProduceResponse_v3_to_4, _encode_TopicProduceResponse_v3_to_4, _encode_TopicProduceResponse_v5_to_7, _encode_TopicProduceResponse_v5_to_7, _encode_TopicProduceResponse_v5_to_7, _encode_TopicProduceResponse_v8, _encode_TopicProduceResponse_v9, _encode_TopicProduceResponse_v10_to_12, _encode_TopicProduceResponse_v10_to_12, _encode_TopicProduceResponse_v10_to_12, _encode_TopicProduceResponse_v13,)
    NodeEndpoint._DECODERS = (None, None, None, None, None, None, None, None, None, None, _decode_NodeEndpoint_v10_to_13, _decode_NodeEndpoint_v10_to_13, _decode_NodeEndpoint_v10_to_13, _decode_NodeEndpoint_v10_to_13,)
    NodeEndpoint._ENCODERS = (None, None, None, None, None, None, None, None, None, None, _encode_NodeEndpoint_v10_to_13, _encode_NodeEndpoint_v10_to_13, _encode_NodeEndpoint_v10_to_13, _encode_NodeEndpoint_v10_to_13,)
    ProduceResponse._DECODERS = (None, None, None, _decode_ProduceResponse_v3_to_4, _decode_ProduceResponse_v3_to_4, _decode_ProduceResponse_v5_to_7, _decode_ProduceResponse_v5_to_7, _decode_ProduceResponse_v5_to_7, _decode_ProduceResponse_v8, _decode_ProduceResponse_v9, _decode_ProduceResponse_v10_to_12, _decode_ProduceResponse_v10_to_12, _decode_ProduceResponse_v10_to_12, _decode_ProduceResponse_v13,)
    ProduceResponse._ENCODERS = (None, None, None, _encode_ProduceResponse_v3_to_4, _encode_ProduceResponse_v3_to_4, _encode_ProduceResponse_v5_to_7, _encode_ProduceResponse_v5_to_7, _encode_ProduceResponse_v5_to_7, _encode_ProduceResponse_v8, _encode_ProduceResponse_v9, _encode_ProduceResponse_v10_to_12, _encode_ProduceResponse_v10_to_12, _encode_ProduceResponse_v10_to_12, _encode_ProduceResponse_v13,)
