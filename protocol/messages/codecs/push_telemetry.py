"""Generated from schemas/PushTelemetryRequest.json, schemas/PushTelemetryResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_ihB = _struct.Struct('>ihB')
_S_uiob = _struct.Struct('>16si?b')
_S_uiobBB = _struct.Struct('>16si?bBB')

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


def attach(classes):
    """Bind the classes of messages/push_telemetry.py (`classes`: its namespace) and give
    them their per-version tables."""
    global PushTelemetryRequest, PushTelemetryResponse
    PushTelemetryRequest = classes['PushTelemetryRequest']
    PushTelemetryResponse = classes['PushTelemetryResponse']
    PushTelemetryRequest._DECODERS = (_decode_PushTelemetryRequest_v0,)
    PushTelemetryRequest._ENCODERS = (_encode_PushTelemetryRequest_v0,)
    PushTelemetryResponse._DECODERS = (_decode_PushTelemetryResponse_v0,)
    PushTelemetryResponse._ENCODERS = (_encode_PushTelemetryResponse_v0,)
