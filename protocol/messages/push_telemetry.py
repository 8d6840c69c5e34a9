"""Generated from schemas/PushTelemetryRequest.json, schemas/PushTelemetryResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'PushTelemetryRequest',
    'PushTelemetryResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import push_telemetry as codecs

    codecs.attach(globals())

class PushTelemetryRequest(_Message):
    """PushTelemetryRequest (API key 72): versions 0, flexible 0+."""

    __slots__ = ('client_instance_id', 'subscription_id', 'terminating', 'compression_type', 'metrics', 'unknown_tagged_fields')
    _FIELDS = ('client_instance_id', 'subscription_id', 'terminating', 'compression_type', 'metrics')
    _CODECS = staticmethod(_load_codecs)
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
    _CODECS = staticmethod(_load_codecs)
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

