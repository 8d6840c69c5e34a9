"""Generated from schemas/IncrementalAlterConfigsRequest.json, schemas/IncrementalAlterConfigsResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_b = _struct.Struct('>b')
_S_bBB = _struct.Struct('>bBB')
_S_bh = _struct.Struct('>bh')
_S_h = _struct.Struct('>h')
_S_hBB = _struct.Struct('>hBB')
_S_hh = _struct.Struct('>hh')
_S_i = _struct.Struct('>i')
_S_iBB = _struct.Struct('>iBB')
_S_ii = _struct.Struct('>ii')
_S_o = _struct.Struct('>?')
_S_oB = _struct.Struct('>?B')

__all__ = [
    'AlterableConfig',
    'AlterConfigsResource',
    'IncrementalAlterConfigsRequest',
    'AlterConfigsResourceResponse',
    'IncrementalAlterConfigsResponse',
]

class AlterableConfig(_Message):
    """IncrementalAlterConfigsRequest: an element of AlterConfigsResource.configs."""

    __slots__ = ('name', 'config_operation', 'value', 'unknown_tagged_fields')
    _FIELDS = ('name', 'config_operation', 'value')

    #: string, versions 0+, map key.
    name: str
    #: int8, versions 0+, map key.
    config_operation: int
    #: string, versions 0+, nullable 0+.
    value: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', config_operation=0, value='', unknown_tagged_fields=None):
        self.name = name
        self.config_operation = config_operation
        self.value = value
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterableConfig):
            return NotImplemented
        return (
            self.name == other.name and
            self.config_operation == other.config_operation and
            self.value == other.value and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterConfigsResource(_Message):
    """IncrementalAlterConfigsRequest: an element of IncrementalAlterConfigsRequest.resources."""

    __slots__ = ('resource_type', 'resource_name', 'configs', 'unknown_tagged_fields')
    _FIELDS = ('resource_type', 'resource_name', 'configs')

    #: int8, versions 0+, map key.
    resource_type: int
    #: string, versions 0+, map key.
    resource_name: str
    #: []AlterableConfig, versions 0+.
    configs: list[AlterableConfig]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, resource_type=0, resource_name='', configs=_UNSET, unknown_tagged_fields=None):
        self.resource_type = resource_type
        self.resource_name = resource_name
        self.configs = [] if configs is _UNSET else configs
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterConfigsResource):
            return NotImplemented
        return (
            self.resource_type == other.resource_type and
            self.resource_name == other.resource_name and
            self.configs == other.configs and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class IncrementalAlterConfigsRequest(_Message):
    """IncrementalAlterConfigsRequest (API key 44): versions 0-1, flexible 1+."""

    __slots__ = ('resources', 'validate_only', 'unknown_tagged_fields')
    _FIELDS = ('resources', 'validate_only')
    NAME = 'IncrementalAlterConfigsRequest'
    API_KEY = 44
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 1

    #: []AlterConfigsResource, versions 0+.
    resources: list[AlterConfigsResource]
    #: bool, versions 0+.
    validate_only: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, resources=_UNSET, validate_only=False, unknown_tagged_fields=None):
        self.resources = [] if resources is _UNSET else resources
        self.validate_only = validate_only
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, IncrementalAlterConfigsRequest):
            return NotImplemented
        return (
            self.resources == other.resources and
            self.validate_only == other.validate_only and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterConfigsResourceResponse(_Message):
    """IncrementalAlterConfigsResponse: an element of IncrementalAlterConfigsResponse.responses."""

    __slots__ = ('error_code', 'error_message', 'resource_type', 'resource_name', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'error_message', 'resource_type', 'resource_name')

    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+.
    error_message: str | None
    #: int8, versions 0+.
    resource_type: int
    #: string, versions 0+.
    resource_name: str
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, error_code=0, error_message='', resource_type=0, resource_name='', unknown_tagged_fields=None):
        self.error_code = error_code
        self.error_message = error_message
        self.resource_type = resource_type
        self.resource_name = resource_name
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterConfigsResourceResponse):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.resource_type == other.resource_type and
            self.resource_name == other.resource_name and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class IncrementalAlterConfigsResponse(_Message):
    """IncrementalAlterConfigsResponse (API key 44): versions 0-1, flexible 1+."""

    __slots__ = ('throttle_time_ms', 'responses', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'responses')
    NAME = 'IncrementalAlterConfigsResponse'
    API_KEY = 44
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 1

    #: int32, versions 0+.
    throttle_time_ms: int
    #: []AlterConfigsResourceResponse, versions 0+.
    responses: list[AlterConfigsResourceResponse]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, responses=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.responses = [] if responses is _UNSET else responses
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, IncrementalAlterConfigsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.responses == other.responses and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


def _decode_AlterableConfig_v0(buf, pos):
    limit = len(buf)
    self = _new(AlterableConfig)
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
    self.config_operation, n = _S_bh.unpack_from(buf, pos)
    pos += 3
    if n < 0:
        self.value = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Value runs past the end of the buffer')
        self.value = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterableConfig_v0(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('AlterableConfig.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_b.pack(o.config_operation))
    v = o.value
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_AlterableConfig_v1(buf, pos):
    limit = len(buf)
    self = _new(AlterableConfig)
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
    self.config_operation, n, _n2 = _S_bBB.unpack_from(buf, pos)
    if n < 128:
        pos += 2
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 3
    else:
        n, pos = _read_uvarint(buf, pos + 1)
    n -= 1
    if n < 0:
        self.value = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Value runs past the end of the buffer')
        self.value = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterableConfig_v1(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('AlterableConfig.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_b.pack(o.config_operation))
    v = o.value
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


def _decode_AlterConfigsResource_v0(buf, pos):
    limit = len(buf)
    self = _new(AlterConfigsResource)
    self.resource_type, n = _S_bh.unpack_from(buf, pos)
    pos += 3
    if n < 0:
        raise _DecodeError('non-nullable field ResourceName is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ResourceName runs past the end of the buffer')
        self.resource_name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.configs = []
    elif n < 0:
        raise _DecodeError('non-nullable array Configs is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Configs claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AlterableConfig)
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
            item0.config_operation, n = _S_bh.unpack_from(buf, pos)
            pos += 3
            if n < 0:
                item0.value = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Value runs past the end of the buffer')
                item0.value = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.configs = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterConfigsResource_v0(o, out, big):
    w = out.append
    w(_S_b.pack(o.resource_type))
    v = o.resource_name
    if v is None:
        raise _UnsupportedVersionError('AlterConfigsResource.resource_name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.configs
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterConfigsResource.configs is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('AlterableConfig.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_b.pack(item0.config_operation))
            v = item0.value
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)


def _decode_AlterConfigsResource_v1(buf, pos):
    limit = len(buf)
    self = _new(AlterConfigsResource)
    self.resource_type, n, _n2 = _S_bBB.unpack_from(buf, pos)
    if n < 128:
        pos += 2
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 3
    else:
        n, pos = _read_uvarint(buf, pos + 1)
    n -= 1
    if n < 0:
        raise _DecodeError('non-nullable field ResourceName is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ResourceName runs past the end of the buffer')
        self.resource_name = str(buf[pos:end], 'utf-8', 'replace')
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
        self.configs = []
    elif n < 0:
        raise _DecodeError('non-nullable array Configs is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Configs claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AlterableConfig)
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
            item0.config_operation, n, _n2 = _S_bBB.unpack_from(buf, pos)
            if n < 128:
                pos += 2
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 3
            else:
                n, pos = _read_uvarint(buf, pos + 1)
            n -= 1
            if n < 0:
                item0.value = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Value runs past the end of the buffer')
                item0.value = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.configs = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterConfigsResource_v1(o, out, big):
    w = out.append
    w(_S_b.pack(o.resource_type))
    v = o.resource_name
    if v is None:
        raise _UnsupportedVersionError('AlterConfigsResource.resource_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.configs
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterConfigsResource.configs is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('AlterableConfig.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_b.pack(item0.config_operation))
            v = item0.value
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


def _decode_IncrementalAlterConfigsRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(IncrementalAlterConfigsRequest)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.resources = []
    elif n < 0:
        raise _DecodeError('non-nullable array Resources is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Resources claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AlterConfigsResource)
            item0.resource_type, n = _S_bh.unpack_from(buf, pos)
            pos += 3
            if n < 0:
                raise _DecodeError('non-nullable field ResourceName is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ResourceName runs past the end of the buffer')
                item0.resource_name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.configs = []
            elif n < 0:
                raise _DecodeError('non-nullable array Configs is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Configs claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(AlterableConfig)
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        raise _DecodeError('non-nullable field Name is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Name runs past the end of the buffer')
                        item1.name = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.config_operation, n = _S_bh.unpack_from(buf, pos)
                    pos += 3
                    if n < 0:
                        item1.value = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Value runs past the end of the buffer')
                        item1.value = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.configs = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.resources = items0
    self.validate_only, = _S_o.unpack_from(buf, pos)
    pos += 1
    self.unknown_tagged_fields = None
    return self, pos


def _encode_IncrementalAlterConfigsRequest_v0(o, out, big):
    w = out.append
    items0 = o.resources
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('IncrementalAlterConfigsRequest.resources is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_b.pack(item0.resource_type))
            v = item0.resource_name
            if v is None:
                raise _UnsupportedVersionError('AlterConfigsResource.resource_name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.configs
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('AlterConfigsResource.configs is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('AlterableConfig.name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    w(_S_b.pack(item1.config_operation))
                    v = item1.value
                    if v is None:
                        w(b'\xff\xff')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
    w(_S_o.pack(o.validate_only))


def _decode_IncrementalAlterConfigsRequest_v1(buf, pos):
    limit = len(buf)
    self = _new(IncrementalAlterConfigsRequest)
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
        self.resources = []
    elif n < 0:
        raise _DecodeError('non-nullable array Resources is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Resources claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AlterConfigsResource)
            item0.resource_type, n, _n2 = _S_bBB.unpack_from(buf, pos)
            if n < 128:
                pos += 2
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 3
            else:
                n, pos = _read_uvarint(buf, pos + 1)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field ResourceName is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ResourceName runs past the end of the buffer')
                item0.resource_name = str(buf[pos:end], 'utf-8', 'replace')
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
                item0.configs = []
            elif n < 0:
                raise _DecodeError('non-nullable array Configs is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Configs claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(AlterableConfig)
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
                    item1.config_operation, n, _n2 = _S_bBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 2
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 3
                    else:
                        n, pos = _read_uvarint(buf, pos + 1)
                    n -= 1
                    if n < 0:
                        item1.value = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Value runs past the end of the buffer')
                        item1.value = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.configs = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.resources = items0
    self.validate_only, _t = _S_oB.unpack_from(buf, pos)
    pos += 2
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_IncrementalAlterConfigsRequest_v1(o, out, big):
    w = out.append
    items0 = o.resources
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('IncrementalAlterConfigsRequest.resources is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_b.pack(item0.resource_type))
            v = item0.resource_name
            if v is None:
                raise _UnsupportedVersionError('AlterConfigsResource.resource_name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.configs
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('AlterConfigsResource.configs is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('AlterableConfig.name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    w(_S_b.pack(item1.config_operation))
                    v = item1.value
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
    w(_S_o.pack(o.validate_only))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AlterConfigsResourceResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(AlterConfigsResourceResponse)
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
    self.resource_type, n = _S_bh.unpack_from(buf, pos)
    pos += 3
    if n < 0:
        raise _DecodeError('non-nullable field ResourceName is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ResourceName runs past the end of the buffer')
        self.resource_name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterConfigsResourceResponse_v0(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    v = o.error_message
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_b.pack(o.resource_type))
    v = o.resource_name
    if v is None:
        raise _UnsupportedVersionError('AlterConfigsResourceResponse.resource_name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_AlterConfigsResourceResponse_v1(buf, pos):
    limit = len(buf)
    self = _new(AlterConfigsResourceResponse)
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
    self.resource_type, n, _n2 = _S_bBB.unpack_from(buf, pos)
    if n < 128:
        pos += 2
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 3
    else:
        n, pos = _read_uvarint(buf, pos + 1)
    n -= 1
    if n < 0:
        raise _DecodeError('non-nullable field ResourceName is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ResourceName runs past the end of the buffer')
        self.resource_name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterConfigsResourceResponse_v1(o, out, big):
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
    w(_S_b.pack(o.resource_type))
    v = o.resource_name
    if v is None:
        raise _UnsupportedVersionError('AlterConfigsResourceResponse.resource_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_IncrementalAlterConfigsResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(IncrementalAlterConfigsResponse)
    self.throttle_time_ms, n = _S_ii.unpack_from(buf, pos)
    pos += 8
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
            item0 = _new(AlterConfigsResourceResponse)
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
            item0.resource_type, n = _S_bh.unpack_from(buf, pos)
            pos += 3
            if n < 0:
                raise _DecodeError('non-nullable field ResourceName is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ResourceName runs past the end of the buffer')
                item0.resource_name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_IncrementalAlterConfigsResponse_v0(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('IncrementalAlterConfigsResponse.responses is None, but it cannot be null')
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
            w(_S_b.pack(item0.resource_type))
            v = item0.resource_name
            if v is None:
                raise _UnsupportedVersionError('AlterConfigsResourceResponse.resource_name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)


def _decode_IncrementalAlterConfigsResponse_v1(buf, pos):
    limit = len(buf)
    self = _new(IncrementalAlterConfigsResponse)
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
        self.responses = []
    elif n < 0:
        raise _DecodeError('non-nullable array Responses is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Responses claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AlterConfigsResourceResponse)
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
            item0.resource_type, n, _n2 = _S_bBB.unpack_from(buf, pos)
            if n < 128:
                pos += 2
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 3
            else:
                n, pos = _read_uvarint(buf, pos + 1)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field ResourceName is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ResourceName runs past the end of the buffer')
                item0.resource_name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_IncrementalAlterConfigsResponse_v1(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('IncrementalAlterConfigsResponse.responses is None, but it cannot be null')
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
            w(_S_b.pack(item0.resource_type))
            v = item0.resource_name
            if v is None:
                raise _UnsupportedVersionError('AlterConfigsResourceResponse.resource_name is None, but it cannot be null')
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


AlterableConfig._DECODERS = (_decode_AlterableConfig_v0, _decode_AlterableConfig_v1,)
AlterableConfig._ENCODERS = (_encode_AlterableConfig_v0, _encode_AlterableConfig_v1,)
AlterConfigsResource._DECODERS = (_decode_AlterConfigsResource_v0, _decode_AlterConfigsResource_v1,)
AlterConfigsResource._ENCODERS = (_encode_AlterConfigsResource_v0, _encode_AlterConfigsResource_v1,)
IncrementalAlterConfigsRequest._DECODERS = (_decode_IncrementalAlterConfigsRequest_v0, _decode_IncrementalAlterConfigsRequest_v1,)
IncrementalAlterConfigsRequest._ENCODERS = (_encode_IncrementalAlterConfigsRequest_v0, _encode_IncrementalAlterConfigsRequest_v1,)
AlterConfigsResourceResponse._DECODERS = (_decode_AlterConfigsResourceResponse_v0, _decode_AlterConfigsResourceResponse_v1,)
AlterConfigsResourceResponse._ENCODERS = (_encode_AlterConfigsResourceResponse_v0, _encode_AlterConfigsResourceResponse_v1,)
IncrementalAlterConfigsResponse._DECODERS = (_decode_IncrementalAlterConfigsResponse_v0, _decode_IncrementalAlterConfigsResponse_v1,)
IncrementalAlterConfigsResponse._ENCODERS = (_encode_IncrementalAlterConfigsResponse_v0, _encode_IncrementalAlterConfigsResponse_v1,)
