"""Generated from schemas/ListGroupsRequest.json, schemas/ListGroupsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'ListGroupsRequest',
    'ListedGroup',
    'ListGroupsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import list_groups as codecs

    codecs.attach(globals())

class ListGroupsRequest(_Message):
    """ListGroupsRequest (API key 16): versions 0-5, flexible 3+."""

    __slots__ = ('states_filter', 'types_filter', 'unknown_tagged_fields')
    _FIELDS = ('states_filter', 'types_filter')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ListGroupsRequest'
    API_KEY = 16
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 3

    #: []string, versions 4+.
    states_filter: list[str]
    #: []string, versions 5+.
    types_filter: list[str]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, states_filter=_UNSET, types_filter=_UNSET, unknown_tagged_fields=None):
        self.states_filter = [] if states_filter is _UNSET else states_filter
        self.types_filter = [] if types_filter is _UNSET else types_filter
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ListGroupsRequest):
            return NotImplemented
        return (
            self.states_filter == other.states_filter and
            self.types_filter == other.types_filter and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ListedGroup(_Message):
    """ListGroupsResponse: an element of ListGroupsResponse.groups."""

    __slots__ = ('group_id', 'protocol_type', 'group_state', 'group_type', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'protocol_type', 'group_state', 'group_type')
    _CODECS = staticmethod(_load_codecs)

    #: string (groupId), versions 0+.
    group_id: str
    #: string, versions 0+.
    protocol_type: str
    #: string, versions 4+, ignorable.
    group_state: str
    #: string, versions 5+, ignorable.
    group_type: str
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', protocol_type='', group_state='', group_type='', unknown_tagged_fields=None):
        self.group_id = group_id
        self.protocol_type = protocol_type
        self.group_state = group_state
        self.group_type = group_type
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ListedGroup):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.protocol_type == other.protocol_type and
            self.group_state == other.group_state and
            self.group_type == other.group_type and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ListGroupsResponse(_Message):
    """ListGroupsResponse (API key 16): versions 0-5, flexible 3+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'groups', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'groups')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ListGroupsResponse'
    API_KEY = 16
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 3

    #: int32, versions 1+, ignorable.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: []ListedGroup, versions 0+.
    groups: list[ListedGroup]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, groups=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.groups = [] if groups is _UNSET else groups
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ListGroupsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.groups == other.groups and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

