"""Generated from schemas/DescribeGroupsRequest.json, schemas/DescribeGroupsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'DescribeGroupsRequest',
    'DescribedGroupMember',
    'DescribedGroup',
    'DescribeGroupsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import describe_groups as codecs

    codecs.attach(globals())

class DescribeGroupsRequest(_Message):
    """DescribeGroupsRequest (API key 15): versions 0-6, flexible 5+."""

    __slots__ = ('groups', 'include_authorized_operations', 'unknown_tagged_fields')
    _FIELDS = ('groups', 'include_authorized_operations')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeGroupsRequest'
    API_KEY = 15
    MIN_VERSION = 0
    MAX_VERSION = 6
    FLEXIBLE_VERSION = 5

    #: []string (groupId), versions 0+.
    groups: list[str]
    #: bool, versions 3+.
    include_authorized_operations: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, groups=_UNSET, include_authorized_operations=False, unknown_tagged_fields=None):
        self.groups = [] if groups is _UNSET else groups
        self.include_authorized_operations = include_authorized_operations
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeGroupsRequest):
            return NotImplemented
        return (
            self.groups == other.groups and
            self.include_authorized_operations == other.include_authorized_operations and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribedGroupMember(_Message):
    """DescribeGroupsResponse: an element of DescribedGroup.members."""

    __slots__ = ('member_id', 'group_instance_id', 'client_id', 'client_host', 'member_metadata', 'member_assignment', 'unknown_tagged_fields')
    _FIELDS = ('member_id', 'group_instance_id', 'client_id', 'client_host', 'member_metadata', 'member_assignment')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 0+.
    member_id: str
    #: string, versions 4+, nullable 4+, ignorable, default null.
    group_instance_id: str | None
    #: string, versions 0+.
    client_id: str
    #: string, versions 0+.
    client_host: str
    #: bytes, versions 0+.
    member_metadata: memoryview | bytes
    #: bytes, versions 0+.
    member_assignment: memoryview | bytes
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, member_id='', group_instance_id=None, client_id='', client_host='', member_metadata=b"", member_assignment=b"", unknown_tagged_fields=None):
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.client_id = client_id
        self.client_host = client_host
        self.member_metadata = member_metadata
        self.member_assignment = member_assignment
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribedGroupMember):
            return NotImplemented
        return (
            self.member_id == other.member_id and
            self.group_instance_id == other.group_instance_id and
            self.client_id == other.client_id and
            self.client_host == other.client_host and
            self.member_metadata == other.member_metadata and
            self.member_assignment == other.member_assignment and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribedGroup(_Message):
    """DescribeGroupsResponse: an element of DescribeGroupsResponse.groups."""

    __slots__ = ('error_code', 'error_message', 'group_id', 'group_state', 'protocol_type', 'protocol_data', 'members', 'authorized_operations', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'error_message', 'group_id', 'group_state', 'protocol_type', 'protocol_data', 'members', 'authorized_operations')
    _CODECS = staticmethod(_load_codecs)

    #: int16, versions 0+.
    error_code: int
    #: string, versions 6+, nullable 6+, default null.
    error_message: str | None
    #: string (groupId), versions 0+.
    group_id: str
    #: string, versions 0+.
    group_state: str
    #: string, versions 0+.
    protocol_type: str
    #: string, versions 0+.
    protocol_data: str
    #: []DescribedGroupMember, versions 0+.
    members: list[DescribedGroupMember]
    #: int32, versions 3+, default -2147483648.
    authorized_operations: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, error_code=0, error_message=None, group_id='', group_state='', protocol_type='', protocol_data='', members=_UNSET, authorized_operations=-2147483648, unknown_tagged_fields=None):
        self.error_code = error_code
        self.error_message = error_message
        self.group_id = group_id
        self.group_state = group_state
        self.protocol_type = protocol_type
        self.protocol_data = protocol_data
        self.members = [] if members is _UNSET else members
        self.authorized_operations = authorized_operations
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribedGroup):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.group_id == other.group_id and
            self.group_state == other.group_state and
            self.protocol_type == other.protocol_type and
            self.protocol_data == other.protocol_data and
            self.members == other.members and
            self.authorized_operations == other.authorized_operations and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeGroupsResponse(_Message):
    """DescribeGroupsResponse (API key 15): versions 0-6, flexible 5+."""

    __slots__ = ('throttle_time_ms', 'groups', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'groups')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeGroupsResponse'
    API_KEY = 15
    MIN_VERSION = 0
    MAX_VERSION = 6
    FLEXIBLE_VERSION = 5

    #: int32, versions 1+, ignorable.
    throttle_time_ms: int
    #: []DescribedGroup, versions 0+.
    groups: list[DescribedGroup]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, groups=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.groups = [] if groups is _UNSET else groups
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeGroupsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.groups == other.groups and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

