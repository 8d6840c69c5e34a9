"""Generated from schemas/SyncGroupRequest.json, schemas/SyncGroupResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'SyncGroupRequestAssignment',
    'SyncGroupRequest',
    'SyncGroupResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import sync_group as codecs

    codecs.attach(globals())

class SyncGroupRequestAssignment(_Message):
    """SyncGroupRequest: an element of SyncGroupRequest.assignments."""

    __slots__ = ('member_id', 'assignment', 'unknown_tagged_fields')
    _FIELDS = ('member_id', 'assignment')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 0+.
    member_id: str
    #: bytes, versions 0+.
    assignment: memoryview | bytes
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, member_id='', assignment=b"", unknown_tagged_fields=None):
        self.member_id = member_id
        self.assignment = assignment
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, SyncGroupRequestAssignment):
            return NotImplemented
        return (
            self.member_id == other.member_id and
            self.assignment == other.assignment and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class SyncGroupRequest(_Message):
    """SyncGroupRequest (API key 14): versions 0-5, flexible 4+."""

    __slots__ = ('group_id', 'generation_id', 'member_id', 'group_instance_id', 'protocol_type', 'protocol_name', 'assignments', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'generation_id', 'member_id', 'group_instance_id', 'protocol_type', 'protocol_name', 'assignments')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'SyncGroupRequest'
    API_KEY = 14
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 4

    #: string (groupId), versions 0+.
    group_id: str
    #: int32, versions 0+.
    generation_id: int
    #: string, versions 0+.
    member_id: str
    #: string, versions 3+, nullable 3+, default null.
    group_instance_id: str | None
    #: string, versions 5+, nullable 5+, ignorable, default null.
    protocol_type: str | None
    #: string, versions 5+, nullable 5+, ignorable, default null.
    protocol_name: str | None
    #: []SyncGroupRequestAssignment, versions 0+.
    assignments: list[SyncGroupRequestAssignment]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', generation_id=0, member_id='', group_instance_id=None, protocol_type=None, protocol_name=None, assignments=_UNSET, unknown_tagged_fields=None):
        self.group_id = group_id
        self.generation_id = generation_id
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.protocol_type = protocol_type
        self.protocol_name = protocol_name
        self.assignments = [] if assignments is _UNSET else assignments
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, SyncGroupRequest):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.generation_id == other.generation_id and
            self.member_id == other.member_id and
            self.group_instance_id == other.group_instance_id and
            self.protocol_type == other.protocol_type and
            self.protocol_name == other.protocol_name and
            self.assignments == other.assignments and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class SyncGroupResponse(_Message):
    """SyncGroupResponse (API key 14): versions 0-5, flexible 4+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'protocol_type', 'protocol_name', 'assignment', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'protocol_type', 'protocol_name', 'assignment')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'SyncGroupResponse'
    API_KEY = 14
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 4

    #: int32, versions 1+, ignorable.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 5+, nullable 5+, ignorable, default null.
    protocol_type: str | None
    #: string, versions 5+, nullable 5+, ignorable, default null.
    protocol_name: str | None
    #: bytes, versions 0+.
    assignment: memoryview | bytes
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, protocol_type=None, protocol_name=None, assignment=b"", unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.protocol_type = protocol_type
        self.protocol_name = protocol_name
        self.assignment = assignment
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, SyncGroupResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.protocol_type == other.protocol_type and
            self.protocol_name == other.protocol_name and
            self.assignment == other.assignment and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

