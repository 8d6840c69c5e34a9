"""Generated from schemas/PushTelemetryRequest.json, schemas/PushTelemetryResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_ih = _struct.Struct('>ih')
_S_ihB = _struct.Struct('>ihB')
_S_uiob = _struct.Struct('>16si?b')
_S_uiobBB = _struct.Struct('>16si?bBB')

__all__ = [
    'PushTelemetryRequest',
    'PushTelemetryResponse',
]

class PushTelemetryRequest(_Message):
    """PushTelemetryRequest (API key 72): versions 0, flexible 0+."""

    __slots__ = ('client_instance_id', 'subscription_id', 'terminating', 'compression_type', 'metrics', 'unknown_tagged_fields')
    _FIELDS = ('client_instance_id', 'subscription_id', 'terminating', 'compression_type', 'metrics')
    NAME = 'PushTelemetryRequest'
    API_KEY = 72
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: uuid, versions 0+.
    client_instance_id: uuid.UUID
    #: int32, versions 0+.
    subscription_id: int
    #: bool, versions 0+.
    terminating: bool
    #: int8, versions 0+.
    compression_type: int
    #: bytes, versions 0+.
    metrics: memoryview | bytes
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, client_instance_id=_ZERO_UUID, subscription_id=0, terminating=False, compression_type=0, metrics=b"", unknown_tagged_fields=None):
        self.client_instance_id = client_instance_id
        self.subscription_id = subscription_id
        self.terminating = terminating
        self.compression_type = compression_type
        self.metrics = metrics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, PushTelemetryRequest):
            return NotImplemented
        return (
            self.client_instance_id == other.client_instance_id and
            self.subscription_id == other.subscription_id and
            self.terminating == other.terminating and
            self.compression_type == other.compression_type and
            self.metrics == other.metrics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class PushTelemetryResponse(_Message):
    """PushTelemetryResponse (API key 72): versions 0, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code')
    NAME = 'PushTelemetryResponse'
    API_KEY = 72
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, PushTelemetryResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


def _decode_PushTelemetryRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(PushTelemetryRequest)
    _u0, self.subscription_id, self.terminating, self.compression_type, n, _n2 = _S_uiobBB.unpack_from(buf, pos)
    if n < 128:
        pos += 23
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 24
    else:
        n, pos = _read_uvarint(buf, pos + 22)
    n -= 1
    self.client_instance_id = _uuid(_u0)
    if n < 0:
        raise _DecodeError('non-nullable field Metrics is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Metrics runs past the end of the buffer')
        self.metrics = buf[pos:end]
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_PushTelemetryRequest_v0(o, out, big):
    w = out.append
    w(_S_uiob.pack(o.client_instance_id.bytes, o.subscription_id, o.terminating, o.compression_type))
    v = o.metrics
    if v is None:
        raise _UnsupportedVersionError('PushTelemetryRequest.metrics is None, but it cannot be null')
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


def _decode_PushTelemetryResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(PushTelemetryResponse)
    self.throttle_time_ms, self.error_code, _t = _S_ihB.unpack_from(buf, pos)
    pos += 7
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_PushTelemetryResponse_v0(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


PushTelemetryRequest._DECODERS = (_decode_PushTelemetryRequest_v0,)
PushTelemetryRequest._ENCODERS = (_encode_PushTelemetryRequest_v0,)
PushTelemetryResponse._DECODERS = (_decode_PushTelemetryResponse_v0,)
PushTelemetryResponse._ENCODERS = (_encode_PushTelemetryResponse_v0,)
