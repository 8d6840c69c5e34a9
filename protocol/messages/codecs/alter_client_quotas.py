"""Generated from schemas/AlterClientQuotasRequest.json, schemas/AlterClientQuotasResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_do = _struct.Struct('>d?')
_S_doB = _struct.Struct('>d?B')
_S_h = _struct.Struct('>h')
_S_hBB = _struct.Struct('>hBB')
_S_hh = _struct.Struct('>hh')
_S_i = _struct.Struct('>i')
_S_iBB = _struct.Struct('>iBB')
_S_ii = _struct.Struct('>ii')
_S_o = _struct.Struct('>?')
_S_oB = _struct.Struct('>?B')

def _decode_AlterClientQuotasRequestEntityData_v0(buf, pos):
    limit = len(buf)
    self = _new(AlterClientQuotasRequestEntityData)
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


def _encode_AlterClientQuotasRequestEntityData_v0(o, out, big):
    w = out.append
    v = o.entity_type
    if v is None:
        raise _UnsupportedVersionError('AlterClientQuotasRequestEntityData.entity_type is None, but it cannot be null')
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


def _decode_AlterClientQuotasRequestEntityData_v1(buf, pos):
    limit = len(buf)
    self = _new(AlterClientQuotasRequestEntityData)
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


def _encode_AlterClientQuotasRequestEntityData_v1(o, out, big):
    w = out.append
    v = o.entity_type
    if v is None:
        raise _UnsupportedVersionError('AlterClientQuotasRequestEntityData.entity_type is None, but it cannot be null')
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


def _decode_OpData_v0(buf, pos):
    limit = len(buf)
    self = _new(OpData)
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
    self.value, self.remove = _S_do.unpack_from(buf, pos)
    pos += 9
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OpData_v0(o, out, big):
    w = out.append
    v = o.key
    if v is None:
        raise _UnsupportedVersionError('OpData.key is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_do.pack(o.value, o.remove))


def _decode_OpData_v1(buf, pos):
    limit = len(buf)
    self = _new(OpData)
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
    self.value, self.remove, _t = _S_doB.unpack_from(buf, pos)
    pos += 10
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_OpData_v1(o, out, big):
    w = out.append
    v = o.key
    if v is None:
        raise _UnsupportedVersionError('OpData.key is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_do.pack(o.value, o.remove))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AlterClientQuotasRequestEntryData_v0(buf, pos):
    limit = len(buf)
    self = _new(AlterClientQuotasRequestEntryData)
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
            item0 = _new(AlterClientQuotasRequestEntityData)
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
        self.ops = []
    elif n < 0:
        raise _DecodeError('non-nullable array Ops is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Ops claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(OpData)
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
            item0.value, item0.remove = _S_do.unpack_from(buf, pos)
            pos += 9
            item0.unknown_tagged_fields = None
            append0(item0)
        self.ops = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterClientQuotasRequestEntryData_v0(o, out, big):
    w = out.append
    items0 = o.entity
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterClientQuotasRequestEntryData.entity is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.entity_type
            if v is None:
                raise _UnsupportedVersionError('AlterClientQuotasRequestEntityData.entity_type is None, but it cannot be null')
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
    items0 = o.ops
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterClientQuotasRequestEntryData.ops is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.key
            if v is None:
                raise _UnsupportedVersionError('OpData.key is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_do.pack(item0.value, item0.remove))


def _decode_AlterClientQuotasRequestEntryData_v1(buf, pos):
    limit = len(buf)
    self = _new(AlterClientQuotasRequestEntryData)
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
            item0 = _new(AlterClientQuotasRequestEntityData)
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
        self.ops = []
    elif n < 0:
        raise _DecodeError('non-nullable array Ops is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Ops claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(OpData)
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
            item0.value, item0.remove, _t = _S_doB.unpack_from(buf, pos)
            pos += 10
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.ops = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterClientQuotasRequestEntryData_v1(o, out, big):
    w = out.append
    items0 = o.entity
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterClientQuotasRequestEntryData.entity is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.entity_type
            if v is None:
                raise _UnsupportedVersionError('AlterClientQuotasRequestEntityData.entity_type is None, but it cannot be null')
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
    items0 = o.ops
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterClientQuotasRequestEntryData.ops is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.key
            if v is None:
                raise _UnsupportedVersionError('OpData.key is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_do.pack(item0.value, item0.remove))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AlterClientQuotasRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(AlterClientQuotasRequest)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.entries = []
    elif n < 0:
        raise _DecodeError('non-nullable array Entries is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Entries claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AlterClientQuotasRequestEntryData)
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
                    item1 = _new(AlterClientQuotasRequestEntityData)
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
                item0.ops = []
            elif n < 0:
                raise _DecodeError('non-nullable array Ops is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Ops claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(OpData)
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
                    item1.value, item1.remove = _S_do.unpack_from(buf, pos)
                    pos += 9
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.ops = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.entries = items0
    self.validate_only, = _S_o.unpack_from(buf, pos)
    pos += 1
    self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterClientQuotasRequest_v0(o, out, big):
    w = out.append
    items0 = o.entries
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterClientQuotasRequest.entries is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            items1 = item0.entity
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('AlterClientQuotasRequestEntryData.entity is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    v = item1.entity_type
                    if v is None:
                        raise _UnsupportedVersionError('AlterClientQuotasRequestEntityData.entity_type is None, but it cannot be null')
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
            items1 = item0.ops
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('AlterClientQuotasRequestEntryData.ops is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    v = item1.key
                    if v is None:
                        raise _UnsupportedVersionError('OpData.key is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    w(_S_do.pack(item1.value, item1.remove))
    w(_S_o.pack(o.validate_only))


def _decode_AlterClientQuotasRequest_v1(buf, pos):
    limit = len(buf)
    self = _new(AlterClientQuotasRequest)
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
        raise _DecodeError('non-nullable array Entries is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Entries claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AlterClientQuotasRequestEntryData)
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
                    item1 = _new(AlterClientQuotasRequestEntityData)
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
                item0.ops = []
            elif n < 0:
                raise _DecodeError('non-nullable array Ops is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Ops claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(OpData)
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
                    item1.value, item1.remove, _t = _S_doB.unpack_from(buf, pos)
                    pos += 10
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.ops = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.entries = items0
    self.validate_only, _t = _S_oB.unpack_from(buf, pos)
    pos += 2
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterClientQuotasRequest_v1(o, out, big):
    w = out.append
    items0 = o.entries
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterClientQuotasRequest.entries is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            items1 = item0.entity
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('AlterClientQuotasRequestEntryData.entity is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.entity_type
                    if v is None:
                        raise _UnsupportedVersionError('AlterClientQuotasRequestEntityData.entity_type is None, but it cannot be null')
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
            items1 = item0.ops
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('AlterClientQuotasRequestEntryData.ops is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.key
                    if v is None:
                        raise _UnsupportedVersionError('OpData.key is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    w(_S_do.pack(item1.value, item1.remove))
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    w(_S_o.pack(o.validate_only))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AlterClientQuotasResponseEntityData_v0(buf, pos):
    limit = len(buf)
    self = _new(AlterClientQuotasResponseEntityData)
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


def _encode_AlterClientQuotasResponseEntityData_v0(o, out, big):
    w = out.append
    v = o.entity_type
    if v is None:
        raise _UnsupportedVersionError('AlterClientQuotasResponseEntityData.entity_type is None, but it cannot be null')
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


def _decode_AlterClientQuotasResponseEntityData_v1(buf, pos):
    limit = len(buf)
    self = _new(AlterClientQuotasResponseEntityData)
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


def _encode_AlterClientQuotasResponseEntityData_v1(o, out, big):
    w = out.append
    v = o.entity_type
    if v is None:
        raise _UnsupportedVersionError('AlterClientQuotasResponseEntityData.entity_type is None, but it cannot be null')
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


def _decode_AlterClientQuotasResponseEntryData_v0(buf, pos):
    limit = len(buf)
    self = _new(AlterClientQuotasResponseEntryData)
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
            item0 = _new(AlterClientQuotasResponseEntityData)
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
    self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterClientQuotasResponseEntryData_v0(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    v = o.error_message
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.entity
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterClientQuotasResponseEntryData.entity is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.entity_type
            if v is None:
                raise _UnsupportedVersionError('AlterClientQuotasResponseEntityData.entity_type is None, but it cannot be null')
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


def _decode_AlterClientQuotasResponseEntryData_v1(buf, pos):
    limit = len(buf)
    self = _new(AlterClientQuotasResponseEntryData)
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
            item0 = _new(AlterClientQuotasResponseEntityData)
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
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterClientQuotasResponseEntryData_v1(o, out, big):
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
    items0 = o.entity
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterClientQuotasResponseEntryData.entity is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.entity_type
            if v is None:
                raise _UnsupportedVersionError('AlterClientQuotasResponseEntityData.entity_type is None, but it cannot be null')
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
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AlterClientQuotasResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(AlterClientQuotasResponse)
    self.throttle_time_ms, n = _S_ii.unpack_from(buf, pos)
    pos += 8
    if n == 0:
        self.entries = []
    elif n < 0:
        raise _DecodeError('non-nullable array Entries is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Entries claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AlterClientQuotasResponseEntryData)
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
                    item1 = _new(AlterClientQuotasResponseEntityData)
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
            item0.unknown_tagged_fields = None
            append0(item0)
        self.entries = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterClientQuotasResponse_v0(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.entries
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterClientQuotasResponse.entries is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_h.pack(item0.error_code))
            v = item0.error_message
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.entity
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('AlterClientQuotasResponseEntryData.entity is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    v = item1.entity_type
                    if v is None:
                        raise _UnsupportedVersionError('AlterClientQuotasResponseEntityData.entity_type is None, but it cannot be null')
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


def _decode_AlterClientQuotasResponse_v1(buf, pos):
    limit = len(buf)
    self = _new(AlterClientQuotasResponse)
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
        self.entries = []
    elif n < 0:
        raise _DecodeError('non-nullable array Entries is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Entries claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AlterClientQuotasResponseEntryData)
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
                    item1 = _new(AlterClientQuotasResponseEntityData)
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


def _encode_AlterClientQuotasResponse_v1(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.entries
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterClientQuotasResponse.entries is None, but it cannot be null')
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
            items1 = item0.entity
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('AlterClientQuotasResponseEntryData.entity is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.entity_type
                    if v is None:
                        raise _UnsupportedVersionError('AlterClientQuotasResponseEntityData.entity_type is None, but it cannot be null')
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
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/alter_client_quotas.py (`classes`: its namespace) and give
    them their per-version tables."""
    global AlterClientQuotasRequestEntityData, OpData, AlterClientQuotasRequestEntryData, AlterClientQuotasRequest, AlterClientQuotasResponseEntityData, AlterClientQuotasResponseEntryData, AlterClientQuotasResponse
    AlterClientQuotasRequestEntityData = classes['AlterClientQuotasRequestEntityData']
    OpData = classes['OpData']
    AlterClientQuotasRequestEntryData = classes['AlterClientQuotasRequestEntryData']
    AlterClientQuotasRequest = classes['AlterClientQuotasRequest']
    AlterClientQuotasResponseEntityData = classes['AlterClientQuotasResponseEntityData']
    AlterClientQuotasResponseEntryData = classes['AlterClientQuotasResponseEntryData']
    AlterClientQuotasResponse = classes['AlterClientQuotasResponse']
    AlterClientQuotasRequestEntityData._DECODERS = (_decode_AlterClientQuotasRequestEntityData_v0, _decode_AlterClientQuotasRequestEntityData_v1,)
    AlterClientQuotasRequestEntityData._ENCODERS = (_encode_AlterClientQuotasRequestEntityData_v0, _encode_AlterClientQuotasRequestEntityData_v1,)
    OpData._DECODERS = (_decode_OpData_v0, _decode_OpData_v1,)
    OpData._ENCODERS = (_encode_OpData_v0, _encode_OpData_v1,)
    AlterClientQuotasRequestEntryData._DECODERS = (_decode_AlterClientQuotasRequestEntryData_v0, _decode_AlterClientQuotasRequestEntryData_v1,)
    AlterClientQuotasRequestEntryData._ENCODERS = (_encode_AlterClientQuotasRequestEntryData_v0, _encode_AlterClientQuotasRequestEntryData_v1,)
    AlterClientQuotasRequest._DECODERS = (_decode_AlterClientQuotasRequest_v0, _decode_AlterClientQuotasRequest_v1,)
    AlterClientQuotasRequest._ENCODERS = (_encode_AlterClientQuotasRequest_v0, _encode_AlterClientQuotasRequest_v1,)
    AlterClientQuotasResponseEntityData._DECODERS = (_decode_AlterClientQuotasResponseEntityData_v0, _decode_AlterClientQuotasResponseEntityData_v1,)
    AlterClientQuotasResponseEntityData._ENCODERS = (_encode_AlterClientQuotasResponseEntityData_v0, _encode_AlterClientQuotasResponseEntityData_v1,)
    AlterClientQuotasResponseEntryData._DECODERS = (_decode_AlterClientQuotasResponseEntryData_v0, _decode_AlterClientQuotasResponseEntryData_v1,)
    AlterClientQuotasResponseEntryData._ENCODERS = (_encode_AlterClientQuotasResponseEntryData_v0, _encode_AlterClientQuotasResponseEntryData_v1,)
    AlterClientQuotasResponse._DECODERS = (_decode_AlterClientQuotasResponse_v0, _decode_AlterClientQuotasResponse_v1,)
    AlterClientQuotasResponse._ENCODERS = (_encode_AlterClientQuotasResponse_v0, _encode_AlterClientQuotasResponse_v1,)
