"""Generated from schemas/DeleteAclsRequest.json, schemas/DeleteAclsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'DeleteAclsFilter',
    'DeleteAclsRequest',
    'DeleteAclsMatchingAcl',
    'DeleteAclsFilterResult',
    'DeleteAclsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import delete_acls as codecs

    codecs.attach(globals())

class DeleteAclsFilter(_Message):
    """DeleteAclsRequest: an element of DeleteAclsRequest.filters."""

    __slots__ = ('resource_type_filter', 'resource_name_filter', 'pattern_type_filter', 'principal_filter', 'host_filter', 'operation', 'permission_type', 'unknown_tagged_fields')
    _FIELDS = ('resource_type_filter', 'resource_name_filter', 'pattern_type_filter', 'principal_filter', 'host_filter', 'operation', 'permission_type')
    _CODECS = staticmethod(_load_codecs)

    #: int8, versions 0+.
    resource_type_filter: int
    #: string, versions 0+, nullable 0+.
    resource_name_filter: str | None
    #: int8, versions 1+, default 3.
    pattern_type_filter: int
    #: string, versions 0+, nullable 0+.
    principal_filter: str | None
    #: string, versions 0+, nullable 0+.
    host_filter: str | None
    #: int8, versions 0+.
    operation: int
    #: int8, versions 0+.
    permission_type: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, resource_type_filter=0, resource_name_filter='', pattern_type_filter=3, principal_filter='', host_filter='', operation=0, permission_type=0, unknown_tagged_fields=None):
        self.resource_type_filter = resource_type_filter
        self.resource_name_filter = resource_name_filter
        self.pattern_type_filter = pattern_type_filter
        self.principal_filter = principal_filter
        self.host_filter = host_filter
        self.operation = operation
        self.permission_type = permission_type
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteAclsFilter):
            return NotImplemented
        return (
            self.resource_type_filter == other.resource_type_filter and
            self.resource_name_filter == other.resource_name_filter and
            self.pattern_type_filter == other.pattern_type_filter and
            self.principal_filter == other.principal_filter and
            self.host_filter == other.host_filter and
            self.operation == other.operation and
            self.permission_type == other.permission_type and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DeleteAclsRequest(_Message):
    """DeleteAclsRequest (API key 31): versions 1-3, flexible 2+."""

    __slots__ = ('filters', 'unknown_tagged_fields')
    _FIELDS = ('filters',)
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DeleteAclsRequest'
    API_KEY = 31
    MIN_VERSION = 1
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 2

    #: []DeleteAclsFilter, versions 0+.
    filters: list[DeleteAclsFilter]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, filters=_UNSET, unknown_tagged_fields=None):
        self.filters = [] if filters is _UNSET else filters
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteAclsRequest):
            return NotImplemented
        return (
            self.filters == other.filters and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DeleteAclsMatchingAcl(_Message):
    """DeleteAclsResponse: an element of DeleteAclsFilterResult.matching_acls."""

    __slots__ = ('error_code', 'error_message', 'resource_type', 'resource_name', 'pattern_type', 'principal', 'host', 'operation', 'permission_type', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'error_message', 'resource_type', 'resource_name', 'pattern_type', 'principal', 'host', 'operation', 'permission_type')
    _CODECS = staticmethod(_load_codecs)

    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+.
    error_message: str | None
    #: int8, versions 0+.
    resource_type: int
    #: string, versions 0+.
    resource_name: str
    #: int8, versions 1+, default 3.
    pattern_type: int
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

    def __init__(self, *, error_code=0, error_message='', resource_type=0, resource_name='', pattern_type=3, principal='', host='', operation=0, permission_type=0, unknown_tagged_fields=None):
        self.error_code = error_code
        self.error_message = error_message
        self.resource_type = resource_type
        self.resource_name = resource_name
        self.pattern_type = pattern_type
        self.principal = principal
        self.host = host
        self.operation = operation
        self.permission_type = permission_type
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteAclsMatchingAcl):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.resource_type == other.resource_type and
            self.resource_name == other.resource_name and
            self.pattern_type == other.pattern_type and
            self.principal == other.principal and
            self.host == other.host and
            self.operation == other.operation and
            self.permission_type == other.permission_type and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DeleteAclsFilterResult(_Message):
    """DeleteAclsResponse: an element of DeleteAclsResponse.filter_results."""

    __slots__ = ('error_code', 'error_message', 'matching_acls', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'error_message', 'matching_acls')
    _CODECS = staticmethod(_load_codecs)

    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+.
    error_message: str | None
    #: []DeleteAclsMatchingAcl, versions 0+.
    matching_acls: list[DeleteAclsMatchingAcl]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, error_code=0, error_message='', matching_acls=_UNSET, unknown_tagged_fields=None):
        self.error_code = error_code
        self.error_message = error_message
        self.matching_acls = [] if matching_acls is _UNSET else matching_acls
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteAclsFilterResult):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.matching_acls == other.matching_acls and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DeleteAclsResponse(_Message):
    """DeleteAclsResponse (API key 31): versions 1-3, flexible 2+."""

    __slots__ = ('throttle_time_ms', 'filter_results', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'filter_results')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DeleteAclsResponse'
    API_KEY = 31
    MIN_VERSION = 1
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 2

    #: int32, versions 0+.
    throttle_time_ms: int
    #: []DeleteAclsFilterResult, versions 0+.
    filter_results: list[DeleteAclsFilterResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, filter_results=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.filter_results = [] if filter_results is _UNSET else filter_results
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteAclsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.filter_results == other.filter_results and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

