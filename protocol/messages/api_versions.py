"""Generated from schemas/ApiVersionsRequest.json, schemas/ApiVersionsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'ApiVersionsRequest',
    'ApiVersion',
    'SupportedFeatureKey',
    'FinalizedFeatureKey',
    'ApiVersionsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import api_versions as codecs

    codecs.attach(globals())

class ApiVersionsRequest(_Message):
    """ApiVersionsRequest (API key 18): versions 0-5, flexible 3+."""

    __slots__ = ('client_software_name', 'client_software_version', 'cluster_id', 'node_id', 'unknown_tagged_fields')
    _FIELDS = ('client_software_name', 'client_software_version', 'cluster_id', 'node_id')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ApiVersionsRequest'
    API_KEY = 18
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 3

    #: string, versions 3+, ignorable.
    client_software_name: str
    #: string, versions 3+, ignorable.
    client_software_version: str
    #: string, versions 5+, nullable 5+, ignorable, default null.
    cluster_id: str | None
    #: int32, versions 5+, ignorable, default -1.
    node_id: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, client_software_name='', client_software_version='', cluster_id=None, node_id=-1, unknown_tagged_fields=None):
        self.client_software_name = client_software_name
        self.client_software_version = client_software_version
        self.cluster_id = cluster_id
        self.node_id = node_id
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ApiVersionsRequest):
            return NotImplemented
        return (
            self.client_software_name == other.client_software_name and
            self.client_software_version == other.client_software_version and
            self.cluster_id == other.cluster_id and
            self.node_id == other.node_id and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ApiVersion(_Message):
    """ApiVersionsResponse: an element of ApiVersionsResponse.api_keys."""

    __slots__ = ('api_key', 'min_version', 'max_version', 'unknown_tagged_fields')
    _FIELDS = ('api_key', 'min_version', 'max_version')
    _CODECS = staticmethod(_load_codecs)

    #: int16, versions 0+, map key.
    api_key: int
    #: int16, versions 0+.
    min_version: int
    #: int16, versions 0+.
    max_version: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, api_key=0, min_version=0, max_version=0, unknown_tagged_fields=None):
        self.api_key = api_key
        self.min_version = min_version
        self.max_version = max_version
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ApiVersion):
            return NotImplemented
        return (
            self.api_key == other.api_key and
            self.min_version == other.min_version and
            self.max_version == other.max_version and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class SupportedFeatureKey(_Message):
    """ApiVersionsResponse: an element of ApiVersionsResponse.supported_features."""

    __slots__ = ('name', 'min_version', 'max_version', 'unknown_tagged_fields')
    _FIELDS = ('name', 'min_version', 'max_version')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 3+, map key.
    name: str
    #: int16, versions 3+.
    min_version: int
    #: int16, versions 3+.
    max_version: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', min_version=0, max_version=0, unknown_tagged_fields=None):
        self.name = name
        self.min_version = min_version
        self.max_version = max_version
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, SupportedFeatureKey):
            return NotImplemented
        return (
            self.name == other.name and
            self.min_version == other.min_version and
            self.max_version == other.max_version and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class FinalizedFeatureKey(_Message):
    """ApiVersionsResponse: an element of ApiVersionsResponse.finalized_features."""

    __slots__ = ('name', 'max_version_level', 'min_version_level', 'unknown_tagged_fields')
    _FIELDS = ('name', 'max_version_level', 'min_version_level')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 3+, map key.
    name: str
    #: int16, versions 3+.
    max_version_level: int
    #: int16, versions 3+.
    min_version_level: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', max_version_level=0, min_version_level=0, unknown_tagged_fields=None):
        self.name = name
        self.max_version_level = max_version_level
        self.min_version_level = min_version_level
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, FinalizedFeatureKey):
            return NotImplemented
        return (
            self.name == other.name and
            self.max_version_level == other.max_version_level and
            self.min_version_level == other.min_version_level and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ApiVersionsResponse(_Message):
    """ApiVersionsResponse (API key 18): versions 0-5, flexible 3+."""

    __slots__ = ('error_code', 'api_keys', 'throttle_time_ms', 'supported_features', 'finalized_features_epoch', 'finalized_features', 'zk_migration_ready', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'api_keys', 'throttle_time_ms', 'supported_features', 'finalized_features_epoch', 'finalized_features', 'zk_migration_ready')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ApiVersionsResponse'
    API_KEY = 18
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 3

    #: int16, versions 0+.
    error_code: int
    #: []ApiVersion, versions 0+.
    api_keys: list[ApiVersion]
    #: int32, versions 1+, ignorable.
    throttle_time_ms: int
    #: []SupportedFeatureKey, versions 3+, tagged 3+ as tag 0, ignorable.
    supported_features: list[SupportedFeatureKey]
    #: int64, versions 3+, tagged 3+ as tag 1, ignorable, default -1.
    finalized_features_epoch: int
    #: []FinalizedFeatureKey, versions 3+, tagged 3+ as tag 2, ignorable.
    finalized_features: list[FinalizedFeatureKey]
    #: bool, versions 3+, tagged 3+ as tag 3, ignorable, default false.
    zk_migration_ready: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, error_code=0, api_keys=_UNSET, throttle_time_ms=0, supported_features=_UNSET, finalized_features_epoch=-1, finalized_features=_UNSET, zk_migration_ready=False, unknown_tagged_fields=None):
        self.error_code = error_code
        self.api_keys = [] if api_keys is _UNSET else api_keys
        self.throttle_time_ms = throttle_time_ms
        self.supported_features = [] if supported_features is _UNSET else supported_features
        self.finalized_features_epoch = finalized_features_epoch
        self.finalized_features = [] if finalized_features is _UNSET else finalized_features
        self.zk_migration_ready = zk_migration_ready
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ApiVersionsResponse):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.api_keys == other.api_keys and
            self.throttle_time_ms == other.throttle_time_ms and
            self.supported_features == other.supported_features and
            self.finalized_features_epoch == other.finalized_features_epoch and
            self.finalized_features == other.finalized_features and
            self.zk_migration_ready == other.zk_migration_ready and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

