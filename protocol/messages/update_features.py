"""Generated from schemas/UpdateFeaturesRequest.json, schemas/UpdateFeaturesResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'FeatureUpdateKey',
    'UpdateFeaturesRequest',
    'UpdatableFeatureResult',
    'UpdateFeaturesResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import update_features as codecs

    codecs.attach(globals())

class FeatureUpdateKey(_Message):
    """UpdateFeaturesRequest: an element of UpdateFeaturesRequest.feature_updates."""

    __slots__ = ('feature', 'max_version_level', 'allow_downgrade', 'upgrade_type', 'unknown_tagged_fields')
    _FIELDS = ('feature', 'max_version_level', 'allow_downgrade', 'upgrade_type')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 0+, map key.
    feature: str
    #: int16, versions 0+.
    max_version_level: int
    #: bool, versions 0.
    allow_downgrade: bool
    #: int8, versions 1+, default 1.
    upgrade_type: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, feature='', max_version_level=0, allow_downgrade=False, upgrade_type=1, unknown_tagged_fields=None):
        self.feature = feature
        self.max_version_level = max_version_level
        self.allow_downgrade = allow_downgrade
        self.upgrade_type = upgrade_type
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, FeatureUpdateKey):
            return NotImplemented
        return (
            self.feature == other.feature and
            self.max_version_level == other.max_version_level and
            self.allow_downgrade == other.allow_downgrade and
            self.upgrade_type == other.upgrade_type and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class UpdateFeaturesRequest(_Message):
    """UpdateFeaturesRequest (API key 57): versions 0-2, flexible 0+."""

    __slots__ = ('timeout_ms', 'feature_updates', 'validate_only', 'unknown_tagged_fields')
    _FIELDS = ('timeout_ms', 'feature_updates', 'validate_only')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'UpdateFeaturesRequest'
    API_KEY = 57
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+, default 60000.
    timeout_ms: int
    #: []FeatureUpdateKey, versions 0+.
    feature_updates: list[FeatureUpdateKey]
    #: bool, versions 1+, default false.
    validate_only: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, timeout_ms=60000, feature_updates=_UNSET, validate_only=False, unknown_tagged_fields=None):
        self.timeout_ms = timeout_ms
        self.feature_updates = [] if feature_updates is _UNSET else feature_updates
        self.validate_only = validate_only
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, UpdateFeaturesRequest):
            return NotImplemented
        return (
            self.timeout_ms == other.timeout_ms and
            self.feature_updates == other.feature_updates and
            self.validate_only == other.validate_only and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class UpdatableFeatureResult(_Message):
    """UpdateFeaturesResponse: an element of UpdateFeaturesResponse.results."""

    __slots__ = ('feature', 'error_code', 'error_message', 'unknown_tagged_fields')
    _FIELDS = ('feature', 'error_code', 'error_message')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 0+, map key.
    feature: str
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+.
    error_message: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, feature='', error_code=0, error_message='', unknown_tagged_fields=None):
        self.feature = feature
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, UpdatableFeatureResult):
            return NotImplemented
        return (
            self.feature == other.feature and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class UpdateFeaturesResponse(_Message):
    """UpdateFeaturesResponse (API key 57): versions 0-2, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'results', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'error_message', 'results')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'UpdateFeaturesResponse'
    API_KEY = 57
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+.
    error_message: str | None
    #: []UpdatableFeatureResult, versions 0-1, ignorable.
    results: list[UpdatableFeatureResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, error_message='', results=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.results = [] if results is _UNSET else results
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, UpdateFeaturesResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.results == other.results and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

