"""Generated from schemas/AlterClientQuotasRequest.json, schemas/AlterClientQuotasResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import struct as _struct
import uuid

from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import DecodeError as _DecodeError
from ..codec import Message as _Message
from ..codec import UnsupportedVersionError as _UnsupportedVersionError
from ..codec import read_uvarint as _read_uvarint
from ..codec import uuid_from_bytes as _uuid
from ..codec import uvarint_bytes as _uvarint_bytes
from ..codec import SMALL_UVARINTS as _SMALL_UVARINTS
from ..codec import read_unknown_tags as _read_unknown_tags
from ..codec import write_tags as _write_tags
from ..codec import UNSET as _UNSET
from ..codec import frozen_default as _frozen_default

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

__all__ = [
    'AlterClientQuotasRequestEntityData',
    'OpData',
    'AlterClientQuotasRequestEntryData',
    'AlterClientQuotasRequest',
    'AlterClientQuotasResponseEntityData',
    'AlterClientQuotasResponseEntryData',
    'AlterClientQuotasResponse',
]

class AlterClientQuotasRequestEntityData(_Message):
    """AlterClientQuotasRequest: an element of AlterClientQuotasRequestEntryData.entity."""

    __slots__ = ('entity_type', 'entity_name', 'unknown_tagged_fields')
    _FIELDS = ('entity_type', 'entity_name')

    #: string, versions 0+.
    entity_type: str
    #: string, versions 0+, nullable 0+.
    entity_name: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, entity_type='', entity_name='', unknown_tagged_fields=None):
        self.entity_type = entity_type
        self.entity_name = entity_name
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterClientQuotasRequestEntityData):
            return NotImplemented
        return (
            self.entity_type == other.entity_type and
            self.entity_name == other.entity_name and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OpData(_Message):
    """AlterClientQuotasRequest: an element of AlterClientQuotasRequestEntryData.ops."""

    __slots__ = ('key', 'value', 'remove', 'unknown_tagged_fields')
    _FIELDS = ('key', 'value', 'remove')

    #: string, versions 0+.
    key: str
    #: float64, versions 0+.
    value: float
    #: bool, versions 0+.
    remove: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, key='', value=0.0, remove=False, unknown_tagged_fields=None):
        self.key = key
        self.value = value
        self.remove = remove
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OpData):
            return NotImplemented
        return (
            self.key == other.key and
            self.value == other.value and
            self.remove == other.remove and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterClientQuotasRequestEntryData(_Message):
    """AlterClientQuotasRequest: an element of AlterClientQuotasRequest.entries."""

    __slots__ = ('entity', 'ops', 'unknown_tagged_fields')
    _FIELDS = ('entity', 'ops')

    #: []EntityData, versions 0+.
    entity: list[AlterClientQuotasRequestEntityData]
    #: []OpData, versions 0+.
    ops: list[OpData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, entity=_UNSET, ops=_UNSET, unknown_tagged_fields=None):
        self.entity = [] if entity is _UNSET else entity
        self.ops = [] if ops is _UNSET else ops
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterClientQuotasRequestEntryData):
            return NotImplemented
        return (
            self.entity == other.entity and
            self.ops == other.ops and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterClientQuotasRequest(_Message):
    """AlterClientQuotasRequest (API key 49): versions 0-1, flexible 1+."""

    __slots__ = ('entries', 'validate_only', 'unknown_tagged_fields')
    _FIELDS = ('entries', 'validate_only')
    NAME = 'AlterClientQuotasRequest'
    API_KEY = 49
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 1

    #: []EntryData, versions 0+.
    entries: list[AlterClientQuotasRequestEntryData]
    #: bool, versions 0+.
    validate_only: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, entries=_UNSET, validate_only=False, unknown_tagged_fields=None):
        self.entries = [] if entries is _UNSET else entries
        self.validate_only = validate_only
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterClientQuotasRequest):
            return NotImplemented
        return (
            self.entries == other.entries and
            self.validate_only == other.validate_only and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterClientQuotasResponseEntityData(_Message):
    """AlterClientQuotasResponse: an element of AlterClientQuotasResponseEntryData.entity."""

    __slots__ = ('entity_type', 'entity_name', 'unknown_tagged_fields')
    _FIELDS = ('entity_type', 'entity_name')

    #: string, versions 0+.
    entity_type: str
    #: string, versions 0+, nullable 0+.
    entity_name: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, entity_type='', entity_name='', unknown_tagged_fields=None):
        self.entity_type = entity_type
        self.entity_name = entity_name
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterClientQuotasResponseEntityData):
            return NotImplemented
        return (
            self.entity_type == other.entity_type and
            self.entity_name == other.entity_name and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterClientQuotasResponseEntryData(_Message):
    """AlterClientQuotasResponse: an element of AlterClientQuotasResponse.entries."""

    __slots__ = ('error_code', 'error_message', 'entity', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'error_message', 'entity')

    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+.
    error_message: str | None
    #: []EntityData, versions 0+.
    entity: list[AlterClientQuotasResponseEntityData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, error_code=0, error_message='', entity=_UNSET, unknown_tagged_fields=None):
        self.error_code = error_code
        self.error_message = error_message
        self.entity = [] if entity is _UNSET else entity
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterClientQuotasResponseEntryData):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.entity == other.entity and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterClientQuotasResponse(_Message):
    """AlterClientQuotasResponse (API key 49): versions 0-1, flexible 1+."""

    __slots__ = ('throttle_time_ms', 'entries', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'entries')
    NAME = 'AlterClientQuotasResponse'
    API_KEY = 49
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 1

    #: int32, versions 0+.
    throttle_time_ms: int
    #: []EntryData, versions 0+.
    entries: list[AlterClientQuotasResponseEntryData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, entries=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.entries = [] if entries is _UNSET else entries
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterClientQuotasResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.entries == other.entries and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


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
