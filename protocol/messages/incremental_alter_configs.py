"""Generated from schemas/IncrementalAlterConfigsRequest.json, schemas/IncrementalAlterConfigsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'AlterableConfig',
    'AlterConfigsResource',
    'IncrementalAlterConfigsRequest',
    'AlterConfigsResourceResponse',
    'IncrementalAlterConfigsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import incremental_alter_configs as codecs

    codecs.attach(globals())

class AlterableConfig(_Message):
    """IncrementalAlterConfigsRequest: an element of AlterConfigsResource.configs."""

    __slots__ = ('name', 'config_operation', 'value', 'unknown_tagged_fields')
    _FIELDS = ('name', 'config_operation', 'value')
    _CODECS = staticmethod(_load_codecs)

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
    _CODECS = staticmethod(_load_codecs)

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
    _CODECS = staticmethod(_load_codecs)
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
    _CODECS = staticmethod(_load_codecs)

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
    _CODECS = staticmethod(_load_codecs)
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

