"""Generated from schemas/GetTelemetrySubscriptionsRequest.json, schemas/GetTelemetrySubscriptionsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'GetTelemetrySubscriptionsRequest',
    'GetTelemetrySubscriptionsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import get_telemetry_subscriptions as codecs

    codecs.attach(globals())

class GetTelemetrySubscriptionsRequest(_Message):
    """GetTelemetrySubscriptionsRequest (API key 71): versions 0, flexible 0+."""

    __slots__ = ('client_instance_id', 'unknown_tagged_fields')
    _FIELDS = ('client_instance_id',)
    _CODECS = staticmethod(_load_codecs)
    NAME = 'GetTelemetrySubscriptionsRequest'
    API_KEY = 71
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: uuid, versions 0+.
    client_instance_id: uuid.UUID
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, client_instance_id=_ZERO_UUID, unknown_tagged_fields=None):
        self.client_instance_id = client_instance_id
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, GetTelemetrySubscriptionsRequest):
            return NotImplemented
        return (
            self.client_instance_id == other.client_instance_id and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class GetTelemetrySubscriptionsResponse(_Message):
    """GetTelemetrySubscriptionsResponse (API key 71): versions 0, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'client_instance_id', 'subscription_id', 'accepted_compression_types', 'push_interval_ms', 'telemetry_max_bytes', 'delta_temporality', 'requested_metrics', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'client_instance_id', 'subscription_id', 'accepted_compression_types', 'push_interval_ms', 'telemetry_max_bytes', 'delta_temporality', 'requested_metrics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'GetTelemetrySubscriptionsResponse'
    API_KEY = 71
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: uuid, versions 0+.
    client_instance_id: uuid.UUID
    #: int32, versions 0+.
    subscription_id: int
    #: []int8, versions 0+.
    accepted_compression_types: list[int]
    #: int32, versions 0+.
    push_interval_ms: int
    #: int32, versions 0+.
    telemetry_max_bytes: int
    #: bool, versions 0+.
    delta_temporality: bool
    #: []string, versions 0+.
    requested_metrics: list[str]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, client_instance_id=_ZERO_UUID, subscription_id=0, accepted_compression_types=_UNSET, push_interval_ms=0, telemetry_max_bytes=0, delta_temporality=False, requested_metrics=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.client_instance_id = client_instance_id
        self.subscription_id = subscription_id
        self.accepted_compression_types = [] if accepted_compression_types is _UNSET else accepted_compression_types
        self.push_interval_ms = push_interval_ms
        self.telemetry_max_bytes = telemetry_max_bytes
        self.delta_temporality = delta_temporality
        self.requested_metrics = [] if requested_metrics is _UNSET else requested_metrics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, GetTelemetrySubscriptionsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.client_instance_id == other.client_instance_id and
            self.subscription_id == other.subscription_id and
            self.accepted_compression_types == other.accepted_compression_types and
            self.push_interval_ms == other.push_interval_ms and
            self.telemetry_max_bytes == other.telemetry_max_bytes and
            self.delta_temporality == other.delta_temporality and
            self.requested_metrics == other.requested_metrics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

