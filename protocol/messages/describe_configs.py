"""Generated from schemas/DescribeConfigsRequest.json, schemas/DescribeConfigsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'DescribeConfigsResource',
    'DescribeConfigsRequest',
    'DescribeConfigsSynonym',
    'DescribeConfigsResourceResult',
    'DescribeConfigsResult',
    'DescribeConfigsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import describe_configs as codecs

    codecs.attach(globals())

class DescribeConfigsResource(_Message):
    """DescribeConfigsRequest: an element of DescribeConfigsRequest.resources."""

    __slots__ = ('resource_type', 'resource_name', 'configuration_keys', 'unknown_tagged_fields')
    _FIELDS = ('resource_type', 'resource_name', 'configuration_keys')
    _CODECS = staticmethod(_load_codecs)

    #: int8, versions 0+.
    resource_type: int
    #: string, versions 0+.
    resource_name: str
    #: []string, versions 0+, nullable 0+.
    configuration_keys: list[str] | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, resource_type=0, resource_name='', configuration_keys=_UNSET, unknown_tagged_fields=None):
        self.resource_type = resource_type
        self.resource_name = resource_name
        self.configuration_keys = [] if configuration_keys is _UNSET else configuration_keys
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeConfigsResource):
            return NotImplemented
        return (
            self.resource_type == other.resource_type and
            self.resource_name == other.resource_name and
            self.configuration_keys == other.configuration_keys and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeConfigsRequest(_Message):
    """DescribeConfigsRequest (API key 32): versions 1-4, flexible 4+."""

    __slots__ = ('resources', 'include_synonyms', 'include_documentation', 'unknown_tagged_fields')
    _FIELDS = ('resources', 'include_synonyms', 'include_documentation')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeConfigsRequest'
    API_KEY = 32
    MIN_VERSION = 1
    MAX_VERSION = 4
    FLEXIBLE_VERSION = 4

    #: []DescribeConfigsResource, versions 0+.
    resources: list[DescribeConfigsResource]
    #: bool, versions 1+, default false.
    include_synonyms: bool
    #: bool, versions 3+, default false.
    include_documentation: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, resources=_UNSET, include_synonyms=False, include_documentation=False, unknown_tagged_fields=None):
        self.resources = [] if resources is _UNSET else resources
        self.include_synonyms = include_synonyms
        self.include_documentation = include_documentation
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeConfigsRequest):
            return NotImplemented
        return (
            self.resources == other.resources and
            self.include_synonyms == other.include_synonyms and
            self.include_documentation == other.include_documentation and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeConfigsSynonym(_Message):
    """DescribeConfigsResponse: an element of DescribeConfigsResourceResult.synonyms."""

    __slots__ = ('name', 'value', 'source', 'unknown_tagged_fields')
    _FIELDS = ('name', 'value', 'source')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 1+.
    name: str
    #: string, versions 1+, nullable 0+.
    value: str | None
    #: int8, versions 1+.
    source: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', value='', source=0, unknown_tagged_fields=None):
        self.name = name
        self.value = value
        self.source = source
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeConfigsSynonym):
            return NotImplemented
        return (
            self.name == other.name and
            self.value == other.value and
            self.source == other.source and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeConfigsResourceResult(_Message):
    """DescribeConfigsResponse: an element of DescribeConfigsResult.configs."""

    __slots__ = ('name', 'value', 'read_only', 'config_source', 'is_sensitive', 'synonyms', 'config_type', 'documentation', 'unknown_tagged_fields')
    _FIELDS = ('name', 'value', 'read_only', 'config_source', 'is_sensitive', 'synonyms', 'config_type', 'documentation')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 0+.
    name: str
    #: string, versions 0+, nullable 0+.
    value: str | None
    #: bool, versions 0+.
    read_only: bool
    #: int8, versions 1+, ignorable, default -1.
    config_source: int
    #: bool, versions 0+.
    is_sensitive: bool
    #: []DescribeConfigsSynonym, versions 1+, ignorable.
    synonyms: list[DescribeConfigsSynonym]
    #: int8, versions 3+, ignorable, default 0.
    config_type: int
    #: string, versions 3+, nullable 0+, ignorable.
    documentation: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', value='', read_only=False, config_source=-1, is_sensitive=False, synonyms=_UNSET, config_type=0, documentation='', unknown_tagged_fields=None):
        self.name = name
        self.value = value
        self.read_only = read_only
        self.config_source = config_source
        self.is_sensitive = is_sensitive
        self.synonyms = [] if synonyms is _UNSET else synonyms
        self.config_type = config_type
        self.documentation = documentation
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeConfigsResourceResult):
            return NotImplemented
        return (
            self.name == other.name and
            self.value == other.value and
            self.read_only == other.read_only and
            self.config_source == other.config_source and
            self.is_sensitive == other.is_sensitive and
            self.synonyms == other.synonyms and
            self.config_type == other.config_type and
            self.documentation == other.documentation and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeConfigsResult(_Message):
    """DescribeConfigsResponse: an element of DescribeConfigsResponse.results."""

    __slots__ = ('error_code', 'error_message', 'resource_type', 'resource_name', 'configs', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'error_message', 'resource_type', 'resource_name', 'configs')
    _CODECS = staticmethod(_load_codecs)

    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+.
    error_message: str | None
    #: int8, versions 0+.
    resource_type: int
    #: string, versions 0+.
    resource_name: str
    #: []DescribeConfigsResourceResult, versions 0+.
    configs: list[DescribeConfigsResourceResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, error_code=0, error_message='', resource_type=0, resource_name='', configs=_UNSET, unknown_tagged_fields=None):
        self.error_code = error_code
        self.error_message = error_message
        self.resource_type = resource_type
        self.resource_name = resource_name
        self.configs = [] if configs is _UNSET else configs
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeConfigsResult):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.resource_type == other.resource_type and
            self.resource_name == other.resource_name and
            self.configs == other.configs and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeConfigsResponse(_Message):
    """DescribeConfigsResponse (API key 32): versions 1-4, flexible 4+."""

    __slots__ = ('throttle_time_ms', 'results', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'results')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeConfigsResponse'
    API_KEY = 32
    MIN_VERSION = 1
    MAX_VERSION = 4
    FLEXIBLE_VERSION = 4

    #: int32, versions 0+.
    throttle_time_ms: int
    #: []DescribeConfigsResult, versions 0+.
    results: list[DescribeConfigsResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, results=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is _UNSET else results
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeConfigsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.results == other.results and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

