"""Generated from schemas/DeleteGroupsRequest.json, schemas/DeleteGroupsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'DeleteGroupsRequest',
    'DeletableGroupResult',
    'DeleteGroupsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import delete_groups as codecs

    codecs.attach(globals())

class DeleteGroupsRequest(_Message):
    """DeleteGroupsRequest (API key 42): versions 0-3, flexible 2+."""

    __slots__ = ('groups_names', 'unknown_tagged_fields')
    _FIELDS = ('groups_names',)
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DeleteGroupsRequest'
    API_KEY = 42
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 2

    #: []string (groupId), versions 0+.
    groups_names: list[str]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, groups_names=_UNSET, unknown_tagged_fields=None):
        self.groups_names = [] if groups_names is _UNSET else groups_names
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteGroupsRequest):
            return NotImplemented
        return (
            self.groups_names == other.groups_names and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DeletableGroupResult(_Message):
    """DeleteGroupsResponse: an element of DeleteGroupsResponse.results."""

    __slots__ = ('group_id', 'error_code', 'error_message', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'error_code', 'error_message')
    _CODECS = staticmethod(_load_codecs)

    #: string (groupId), versions 0+, map key.
    group_id: str
    #: int16, versions 0+.
    error_code: int
    #: string, versions 3+, nullable 3+, ignorable, default null.
    error_message: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', error_code=0, error_message=None, unknown_tagged_fields=None):
        self.group_id = group_id
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeletableGroupResult):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DeleteGroupsResponse(_Message):
    """DeleteGroupsResponse (API key 42): versions 0-3, flexible 2+."""

    __slots__ = ('throttle_time_ms', 'results', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'results')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DeleteGroupsResponse'
    API_KEY = 42
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 2

    #: int32, versions 0+.
    throttle_time_ms: int
    #: []DeletableGroupResult, versions 0+.
    results: list[DeletableGroupResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, results=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is _UNSET else results
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteGroupsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.results == other.results and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

