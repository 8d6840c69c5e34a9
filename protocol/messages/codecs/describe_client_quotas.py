"""Generated from schemas/DescribeClientQuotasRequest.json, schemas/DescribeClientQuotasResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_b = _struct.Struct('>b')
_S_bBB = _struct.Struct('>bBB')
_S_bh = _struct.Struct('>bh')
_S_d = _struct.Struct('>d')
_S_dB = _struct.Struct('>dB')
_S_ih = _struct.Struct('>ih')
_S_ihBB = _struct.Struct('>ihBB')
_S_ihh = _struct.Struct('>ihh')
_S_o = _struct.Struct('>?')
_S_oB = _struct.Struct('>?B')

def _decode_ComponentData_v0(buf, pos):
    limit = len(buf)
    self = _new(ComponentData)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field EntityType is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field EntityType runs past the end of the buffer')
        self.entity_type = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.match_type, n = _S_bh.unpack_from(buf, pos)
    pos += 3
    if n < 0:
        self.match = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Match runs past the end of the buffer')
        self.match = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ComponentData_v0(o, out, big):
    w = out.append
    v = o.entity_type
    if v is None:
        raise _UnsupportedVersionError('ComponentData.entity_type is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_b.pack(o.match_type))
    v = o.match
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_ComponentData_v1(buf, pos):
    limit = len(buf)
    self = _new(ComponentData)
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
        raise _DecodeError('non-nullable field EntityType is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field EntityType runs past the end of the buffer')
        self.entity_type = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.match_type, n, _n2 = _S_bBB.unpack_from(buf, pos)
    if n < 128:
        pos += 2
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 3
    else:
        n, pos = _read_uvarint(buf, pos + 1)
    n -= 1
    if n < 0:
        self.match = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Match runs past the end of the buffer')
        self.match = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ComponentData_v1(o, out, big):
    w = out.append
    v = o.entity_type
    if v is None:
        raise _UnsupportedVersionError('ComponentData.entity_type is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_b.pack(o.match_type))
    v = o.match
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


def _decode_DescribeClientQuotasRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeClientQuotasRequest)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.components = []
    elif n < 0:
        raise _DecodeError('non-nullable array Components is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Components claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ComponentData)
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field EntityType is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field EntityType runs past the end of the buffer')
                item0.entity_type = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.match_type, n = _S_bh.unpack_from(buf, pos)
            pos += 3
            if n < 0:
                item0.match = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Match runs past the end of the buffer')
                item0.match = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.components = items0
    self.strict, = _S_o.unpack_from(buf, pos)
    pos += 1
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeClientQuotasRequest_v0(o, out, big):
    w = out.append
    items0 = o.components
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeClientQuotasRequest.components is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.entity_type
            if v is None:
                raise _UnsupportedVersionError('ComponentData.entity_type is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_b.pack(item0.match_type))
            v = item0.match
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
    w(_S_o.pack(o.strict))


def _decode_DescribeClientQuotasRequest_v1(buf, pos):
    limit = len(buf)
    self = _new(DescribeClientQuotasRequest)
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
        self.components = []
    elif n < 0:
        raise _DecodeError('non-nullable array Components is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Components claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ComponentData)
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
                raise _DecodeError('non-nullable field EntityType is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field EntityType runs past the end of the buffer')
                item0.entity_type = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.match_type, n, _n2 = _S_bBB.unpack_from(buf, pos)
            if n < 128:
                pos += 2
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 3
            else:
                n, pos = _read_uvarint(buf, pos + 1)
            n -= 1
            if n < 0:
                item0.match = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Match runs past the end of the buffer')
                item0.match = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.components = items0
    self.strict, _t = _S_oB.unpack_from(buf, pos)
    pos += 2
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeClientQuotasRequest_v1(o, out, big):
    w = out.append
    items0 = o.components
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeClientQuotasRequest.components is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.entity_type
            if v is None:
                raise _UnsupportedVersionError('ComponentData.entity_type is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_b.pack(item0.match_type))
            v = item0.match
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
    w(_S_o.pack(o.strict))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_EntityData_v0(buf, pos):
    limit = len(buf)
    self = _new(EntityData)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field EntityType is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field EntityType runs past the end of the buffer')
        self.entity_type = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        self.entity_name = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field EntityName runs past the end of the buffer')
        self.entity_name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_EntityData_v0(o, out, big):
    w = out.append
    v = o.entity_type
    if v is None:
        raise _UnsupportedVersionError('EntityData.entity_type is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.entity_name
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_EntityData_v1(buf, pos):
    limit = len(buf)
    self = _new(EntityData)
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
        raise _DecodeError('non-nullable field EntityType is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field EntityType runs past the end of the buffer')
        self.entity_type = str(buf[pos:end], 'utf-8', 'replace')
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
        self.entity_name = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field EntityName runs past the end of the buffer')
        self.entity_name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_EntityData_v1(o, out, big):
    w = out.append
    v = o.entity_type
    if v is None:
        raise _UnsupportedVersionError('EntityData.entity_type is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.entity_name
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


def _decode_ValueData_v0(buf, pos):
    limit = len(buf)
    self = _new(ValueData)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field Key is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Key runs past the end of the buffer')
        self.key = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.value, = _S_d.unpack_from(buf, pos)
    pos += 8
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ValueData_v0(o, out, big):
    w = out.append
    v = o.key
    if v is None:
        raise _UnsupportedVersionError('ValueData.key is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_d.pack(o.value))


def _decode_ValueData_v1(buf, pos):
    limit = len(buf)
    self = _new(ValueData)
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
        raise _DecodeError('non-nullable field Key is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Key runs past the end of the buffer')
        self.key = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.value, _t = _S_dB.unpack_from(buf, pos)
    pos += 9
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ValueData_v1(o, out, big):
    w = out.append
    v = o.key
    if v is None:
        raise _UnsupportedVersionError('ValueData.key is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_d.pack(o.value))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_EntryData_v0(buf, pos):
    limit = len(buf)
    self = _new(EntryData)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.entity = []
    elif n < 0:
        raise _DecodeError('non-nullable array Entity is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Entity claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(EntityData)
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field EntityType is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field EntityType runs past the end of the buffer')
                item0.entity_type = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                item0.entity_name = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field EntityName runs past the end of the buffer')
                item0.entity_name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.entity = items0
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.values = []
    elif n < 0:
        raise _DecodeError('non-nullable array Values is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Values claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ValueData)
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field Key is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Key runs past the end of the buffer')
                item0.key = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.value, = _S_d.unpack_from(buf, pos)
            pos += 8
            item0.unknown_tagged_fields = None
            append0(item0)
        self.values = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_EntryData_v0(o, out, big):
    w = out.append
    items0 = o.entity
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('EntryData.entity is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.entity_type
            if v is None:
                raise _UnsupportedVersionError('EntityData.entity_type is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.entity_name
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
    items0 = o.values
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('EntryData.values is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.key
            if v is None:
                raise _UnsupportedVersionError('ValueData.key is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_d.pack(item0.value))


def _decode_EntryData_v1(buf, pos):
    limit = len(buf)
    self = _new(EntryData)
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
        self.entity = []
    elif n < 0:
        raise _DecodeError('non-nullable array Entity is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Entity claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(EntityData)
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
                raise _DecodeError('non-nullable field EntityType is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field EntityType runs past the end of the buffer')
                item0.entity_type = str(buf[pos:end], 'utf-8', 'replace')
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
                item0.entity_name = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field EntityName runs past the end of the buffer')
                item0.entity_name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.entity = items0
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
        self.values = []
    elif n < 0:
        raise _DecodeError('non-nullable array Values is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Values claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ValueData)
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
                raise _DecodeError('non-nullable field Key is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Key runs past the end of the buffer')
                item0.key = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.value, _t = _S_dB.unpack_from(buf, pos)
            pos += 9
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.values = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_EntryData_v1(o, out, big):
    w = out.append
    items0 = o.entity
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('EntryData.entity is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.entity_type
            if v is None:
                raise _UnsupportedVersionError('EntityData.entity_type is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.entity_name
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
    items0 = o.values
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('EntryData.values is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.key
            if v is None:
                raise _UnsupportedVersionError('ValueData.key is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_d.pack(item0.value))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeClientQuotasResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeClientQuotasResponse)
    self.throttle_time_ms, self.error_code, n = _S_ihh.unpack_from(buf, pos)
    pos += 8
    if n < 0:
        self.error_message = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
        self.error_message = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.entries = []
    elif n < 0:
        self.entries = None
    else:
        if n > limit - pos:
            raise _DecodeError('array Entries claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(EntryData)
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.entity = []
            elif n < 0:
                raise _DecodeError('non-nullable array Entity is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Entity claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(EntityData)
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        raise _DecodeError('non-nullable field EntityType is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field EntityType runs past the end of the buffer')
                        item1.entity_type = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        item1.entity_name = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field EntityName runs past the end of the buffer')
                        item1.entity_name = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.entity = items1
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.values = []
            elif n < 0:
                raise _DecodeError('non-nullable array Values is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Values claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(ValueData)
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        raise _DecodeError('non-nullable field Key is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Key runs past the end of the buffer')
                        item1.key = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.value, = _S_d.unpack_from(buf, pos)
                    pos += 8
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.values = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.entries = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeClientQuotasResponse_v0(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    v = o.error_message
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.entries
    if not items0:
        if items0 is None:
            w(b'\xff\xff\xff\xff')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            items1 = item0.entity
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('EntryData.entity is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    v = item1.entity_type
                    if v is None:
                        raise _UnsupportedVersionError('EntityData.entity_type is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    v = item1.entity_name
                    if v is None:
                        w(b'\xff\xff')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
            items1 = item0.values
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('EntryData.values is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    v = item1.key
                    if v is None:
                        raise _UnsupportedVersionError('ValueData.key is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    w(_S_d.pack(item1.value))


def _decode_DescribeClientQuotasResponse_v1(buf, pos):
    limit = len(buf)
    self = _new(DescribeClientQuotasResponse)
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
        self.entries = []
    elif n < 0:
        self.entries = None
    else:
        if n > limit - pos:
            raise _DecodeError('array Entries claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(EntryData)
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
                item0.entity = []
            elif n < 0:
                raise _DecodeError('non-nullable array Entity is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Entity claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(EntityData)
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
                        raise _DecodeError('non-nullable field EntityType is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field EntityType runs past the end of the buffer')
                        item1.entity_type = str(buf[pos:end], 'utf-8', 'replace')
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
                        item1.entity_name = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field EntityName runs past the end of the buffer')
                        item1.entity_name = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.entity = items1
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
                item0.values = []
            elif n < 0:
                raise _DecodeError('non-nullable array Values is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Values claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(ValueData)
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
                        raise _DecodeError('non-nullable field Key is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Key runs past the end of the buffer')
                        item1.key = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.value, _t = _S_dB.unpack_from(buf, pos)
                    pos += 9
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.values = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.entries = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeClientQuotasResponse_v1(o, out, big):
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
    items0 = o.entries
    if not items0:
        if items0 is None:
            w(b'\x00')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            items1 = item0.entity
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('EntryData.entity is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.entity_type
                    if v is None:
                        raise _UnsupportedVersionError('EntityData.entity_type is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    v = item1.entity_name
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
            items1 = item0.values
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('EntryData.values is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.key
                    if v is None:
                        raise _UnsupportedVersionError('ValueData.key is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    w(_S_d.pack(item1.value))
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
    """Bind the classes of messages/describe_client_quotas.py (`classes`: its namespace) and give
    them their per-version tables."""
    global ComponentData, DescribeClientQuotasRequest, EntityData, ValueData, EntryData, DescribeClientQuotasResponse
    ComponentData = classes['ComponentData']
    DescribeClientQuotasRequest = classes['DescribeClientQuotasRequest']
    EntityData = classes['EntityData']
    ValueData = classes['ValueData']
    EntryData = classes['EntryData']
    DescribeClientQuotasResponse = classes['DescribeClientQuotasResponse']
    ComponentData._DECODERS = (_decode_ComponentData_v0, _decode_ComponentData_v1,)
    ComponentData._ENCODERS = (_encode_ComponentData_v0, _encode_ComponentData_v1,)
    DescribeClientQuotasRequest._DECODERS = (_decode_DescribeClientQuotasRequest_v0, _decode_DescribeClientQuotasRequest_v1,)
    DescribeClientQuotasRequest._ENCODERS = (_encode_DescribeClientQuotasRequest_v0, _encode_DescribeClientQuotasRequest_v1,)
    EntityData._DECODERS = (_decode_EntityData_v0, _decode_EntityData_v1,)
    EntityData._ENCODERS = (_encode_EntityData_v0, _encode_EntityData_v1,)
    ValueData._DECODERS = (_decode_ValueData_v0, _decode_ValueData_v1,)
    ValueData._ENCODERS = (_encode_ValueData_v0, _encode_ValueData_v1,)
    EntryData._DECODERS = (_decode_EntryData_v0, _decode_EntryData_v1,)
    EntryData._ENCODERS = (_encode_EntryData_v0, _encode_EntryData_v1,)
    DescribeClientQuotasResponse._DECODERS = (_decode_DescribeClientQuotasResponse_v0, _decode_DescribeClientQuotasResponse_v1,)
    DescribeClientQuotasResponse._ENCODERS = (_encode_DescribeClientQuotasResponse_v0, _encode_DescribeClientQuotasResponse_v1,)
