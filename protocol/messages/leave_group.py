"""Generated from schemas/LeaveGroupRequest.json, schemas/LeaveGroupResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'MemberIdentity',
    'LeaveGroupRequest',
    'MemberResponse',
    'LeaveGroupResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import leave_group as codecs

    codecs.attach(globals())

class MemberIdentity(_Message):
    """LeaveGroupRequest: an element of LeaveGroupRequest.members."""

    __slots__ = ('member_id', 'group_instance_id', 'reason', 'unknown_tagged_fields')
    _FIELDS = ('member_id', 'group_instance_id', 'reason')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 3+.
    member_id: str
    #: string, versions 3+, nullable 3+, default null.
    group_instance_id: str | None
    #: string, versions 5+, nullable 5+, ignorable, default null.
    reason: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, member_id='', group_instance_id=None, reason=None, unknown_tagged_fields=None):
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.reason = reason
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, MemberIdentity):
            return NotImplemented
        return (
            self.member_id == other.member_id and
            self.group_instance_id == other.group_instance_id and
            self.reason == other.reason and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class LeaveGroupRequest(_Message):
    """LeaveGroupRequest (API key 13): versions 0-5, flexible 4+."""

    __slots__ = ('group_id', 'member_id', 'members', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'member_id', 'members')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'LeaveGroupRequest'
    API_KEY = 13
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 4

    #: string (groupId), versions 0+.
    group_id: str
    #: string, versions 0-2.
    member_id: str
    #: []MemberIdentity, versions 3+.
    members: list[MemberIdentity]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', member_id='', members=_UNSET, unknown_tagged_fields=None):
        self.group_id = group_id
        self.member_id = member_id
        self.members = [] if members is _UNSET else members
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, LeaveGroupRequest):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.member_id == other.member_id and
            self.members == other.members and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class MemberResponse(_Message):
    """LeaveGroupResponse: an element of LeaveGroupResponse.members."""

    __slots__ = ('member_id', 'group_instance_id', 'error_code', 'unknown_tagged_fields')
    _FIELDS = ('member_id', 'group_instance_id', 'error_code')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 3+.
    member_id: str
    #: string, versions 3+, nullable 3+.
    group_instance_id: str | None
    #: int16, versions 3+.
    error_code: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, member_id='', group_instance_id='', error_code=0, unknown_tagged_fields=None):
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.error_code = error_code
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, MemberResponse):
            return NotImplemented
        return (
            self.member_id == other.member_id and
            self.group_instance_id == other.group_instance_id and
            self.error_code == other.error_code and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class LeaveGroupResponse(_Message):
    """LeaveGroupResponse (API key 13): versions 0-5, flexible 4+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'members', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'members')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'LeaveGroupResponse'
    API_KEY = 13
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 4

    #: int32, versions 1+, ignorable.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: []MemberResponse, versions 3+.
    members: list[MemberResponse]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, members=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.members = [] if members is _UNSET else members
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, LeaveGroupResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.members == other.members and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

