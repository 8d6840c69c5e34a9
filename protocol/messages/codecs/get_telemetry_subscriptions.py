"""Generated from schemas/GetTelemetrySubscriptionsRequest.json, schemas/GetTelemetrySubscriptionsResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_ihui = _struct.Struct('>ih16si')
_S_ihuiBB = _struct.Struct('>ih16siBB')
_S_ihuiBiio = _struct.Struct('>ih16siBii?')
_S_iio = _struct.Struct('>ii?')
_S_iioBB = _struct.Struct('>ii?BB')
_S_u = _struct.Struct('>16s')
_S_uB = _struct.Struct('>16sB')

def _decode_GetTelemetrySubscriptionsRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(GetTelemetrySubscriptionsRequest)
    _u0, _t = _S_uB.unpack_from(buf, pos)
    pos += 17
    self.client_instance_id = _uuid(_u0)
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_GetTelemetrySubscriptionsRequest_v0(o, out, big):
    w = out.append
    w(_S_u.pack(o.client_instance_id.bytes))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_GetTelemetrySubscriptionsResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(GetTelemetrySubscriptionsResponse)
    self.throttle_time_ms, self.error_code, _u2, self.subscription_id, n, _n2 = _S_ihuiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 27
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 28
    else:
        n, pos = _read_uvarint(buf, pos + 26)
    n -= 1
    self.client_instance_id = _uuid(_u2)
    if n == 0:
        self.accepted_compression_types = []
    elif n < 0:
        raise _DecodeError('non-nullable array AcceptedCompressionTypes is null')
    else:
        self.accepted_compression_types = list(_unpack_from('>%db' % n, buf, pos))
        pos += n * 1
    self.push_interval_ms, self.telemetry_max_bytes, self.delta_temporality, n, _n2 = _S_iioBB.unpack_from(buf, pos)
    if n < 128:
        pos += 10
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 11
    else:
        n, pos = _read_uvarint(buf, pos + 9)
    n -= 1
    if n == 0:
        self.requested_metrics = []
    elif n < 0:
        raise _DecodeError('non-nullable array RequestedMetrics is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array RequestedMetrics claims more elements than bytes')
        items0 = []
        for _ in range(n):
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
                raise _DecodeError('non-nullable field RequestedMetrics is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field RequestedMetrics runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.requested_metrics = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_GetTelemetrySubscriptionsResponse_v0(o, out, big):
    w = out.append
    items0 = o.accepted_compression_types
    if not items0 and items0 is not None:
        w(_S_ihuiBiio.pack(o.throttle_time_ms, o.error_code, o.client_instance_id.bytes, o.subscription_id, 1, o.push_interval_ms, o.telemetry_max_bytes, o.delta_temporality))
    else:
        w(_S_ihui.pack(o.throttle_time_ms, o.error_code, o.client_instance_id.bytes, o.subscription_id))
        items0 = o.accepted_compression_types
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('GetTelemetrySubscriptionsResponse.accepted_compression_types is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            w(_pack('>%db' % len(items0), *items0))
        w(_S_iio.pack(o.push_interval_ms, o.telemetry_max_bytes, o.delta_temporality))
    items0 = o.requested_metrics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('GetTelemetrySubscriptionsResponse.requested_metrics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of GetTelemetrySubscriptionsResponse.requested_metrics is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/get_telemetry_subscriptions.py (`classes`: its namespace) and give
    them their per-version tables."""
    global GetTelemetrySubscriptionsRequest, GetTelemetrySubscriptionsResponse
    GetTelemetrySubscriptionsRequest = classes['GetTelemetrySubscriptionsRequest']
    GetTelemetrySubscriptionsResponse = classes['GetTelemetrySubscriptionsResponse']
    GetTelemetrySubscriptionsRequest._DECODERS = (_decode_GetTelemetrySubscriptionsRequest_v0,)
    GetTelemetrySubscriptionsRequest._ENCODERS = (_encode_GetTelemetrySubscriptionsRequest_v0,)
    GetTelemetrySubscriptionsResponse._DECODERS = (_decode_GetTelemetrySubscriptionsResponse_v0,)
    GetTelemetrySubscriptionsResponse._ENCODERS = (_encode_GetTelemetrySubscriptionsResponse_v0,)
