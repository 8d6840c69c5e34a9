"""Generated from schemas/ListConfigResourcesRequest.json, schemas/ListConfigResourcesResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'ListConfigResourcesRequest',
    'ConfigResource',
    'ListConfigResourcesResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import list_config_resources as codecs

    codecs.attach(globals())

class ListConfigResourcesRequest(_Message):
    """ListConfigResourcesRequest (API key 74): versions 0-1, flexible 0+."""

    __slots__ = ('resource_types', 'unknown_tagged_fields')
    _FIELDS = ('resource_types',)
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ListConfigResourcesRequest'
    API_KEY = 74
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0

    #: []int8, versions 1+.
    resource_types: list[int]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, resource_types=_UNSET, unknown_tagged_fields=None):
        self.resource_types = [] if resource_types is _UNSET else resource_types
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ListConfigResourcesRequest):
            return NotImplemented
        return (
            self.resource_types == other.resource_types and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ConfigResource(_Message):
    """ListConfigResourcesResponse: an element of ListConfigResourcesResponse.config_resources."""

    __slots__ = ('resource_name', 'resource_type', 'unknown_tagged_fields')
    _FIELDS = ('resource_name', 'resource_type')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 0+.
    resource_name: str
    #: int8, versions 1+, ignorable, default 16.
    resource_type: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, resource_name='', resource_type=16, unknown_tagged_fields=None):
        self.resource_name = resource_name
        self.resource_type = resource_type
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ConfigResource):
            return NotImplemented
        return (
            self.resource_name == other.resource_name and
            self.resource_type == other.resource_type and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ListConfigResourcesResponse(_Message):
    """ListConfigResourcesResponse (API key 74): versions 0-1, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'config_resources', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'config_resources')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ListConfigResourcesResponse'
    API_KEY = 74
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: []ConfigResource, versions 0+.
    config_resources: list[ConfigResource]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, config_resources=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.config_resources = [] if config_resources is _UNSET else config_resources
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ListConfigResourcesResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.config_resources == other.config_resources and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

