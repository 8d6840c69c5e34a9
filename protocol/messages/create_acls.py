"""Generated from schemas/CreateAclsRequest.json, schemas/CreateAclsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'AclCreation',
    'CreateAclsRequest',
    'AclCreationResult',
    'CreateAclsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import create_acls as codecs

    codecs.attach(globals())

class AclCreation(_Message):
    """CreateAclsRequest: an element of CreateAclsRequest.creations."""

    __slots__ = ('resource_type', 'resource_name', 'resource_pattern_type', 'principal', 'host', 'operation', 'permission_type', 'unknown_tagged_fields')
    _FIELDS = ('resource_type', 'resource_name', 'resource_pattern_type', 'principal', 'host', 'operation', 'permission_type')
    _CODECS = staticmethod(_load_codecs)

    #: int8, versions 0+.
    resource_type: int
    #: string, versions 0+.
    resource_name: str
    #: int8, versions 1+, default 3.
    resource_pattern_type: int
    #: string, versions 0+.
    principal: str
    #: string, versions 0+.
    host: str
    #: int8, versions 0+.
    operation: int
    #: int8, versions 0+.
    permission_type: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, resource_type=0, resource_name='', resource_pattern_type=3, principal='', host='', operation=0, permission_type=0, unknown_tagged_fields=None):
        self.resource_type = resource_type
        self.resource_name = resource_name
        self.resource_pattern_type = resource_pattern_type
        self.principal = principal
        self.host = host
        self.operation = operation
        self.permission_type = permission_type
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AclCreation):
            return NotImplemented
        return (
            self.resource_type == other.resource_type and
            self.resource_name == other.resource_name and
            self.resource_pattern_type == other.resource_pattern_type and
            self.principal == other.principal and
            self.host == other.host and
            self.operation == other.operation and
            self.permission_type == other.permission_type and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class CreateAclsRequest(_Message):
    """CreateAclsRequest (API key 30): versions 1-3, flexible 2+."""

    __slots__ = ('creations', 'unknown_tagged_fields')
    _FIELDS = ('creations',)
    _CODECS = staticmethod(_load_codecs)
    NAME = 'CreateAclsRequest'
    API_KEY = 30
    MIN_VERSION = 1
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 2

    #: []AclCreation, versions 0+.
    creations: list[AclCreation]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, creations=_UNSET, unknown_tagged_fields=None):
        self.creations = [] if creations is _UNSET else creations
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, CreateAclsRequest):
            return NotImplemented
        return (
            self.creations == other.creations and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AclCreationResult(_Message):
    """CreateAclsResponse: an element of CreateAclsResponse.results."""

    __slots__ = ('error_code', 'error_message', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'error_message')
    _CODECS = staticmethod(_load_codecs)

    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+.
    error_message: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, error_code=0, error_message='', unknown_tagged_fields=None):
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AclCreationResult):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class CreateAclsResponse(_Message):
    """CreateAclsResponse (API key 30): versions 1-3, flexible 2+."""

    __slots__ = ('throttle_time_ms', 'results', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'results')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'CreateAclsResponse'
    API_KEY = 30
    MIN_VERSION = 1
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 2

    #: int32, versions 0+.
    throttle_time_ms: int
    #: []AclCreationResult, versions 0+.
    results: list[AclCreationResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, results=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is _UNSET else results
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, CreateAclsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.results == other.results and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

