"""Generated from schemas/JoinGroupRequest.json, schemas/JoinGroupResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'JoinGroupRequestProtocol',
    'JoinGroupRequest',
    'JoinGroupResponseMember',
    'JoinGroupResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import join_group as codecs

    codecs.attach(globals())

class JoinGroupRequestProtocol(_Message):
    """JoinGroupRequest: an element of JoinGroupRequest.protocols."""

    __slots__ = ('name', 'metadata', 'unknown_tagged_fields')
    _FIELDS = ('name', 'metadata')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 0+, map key.
    name: str
    #: bytes, versions 0+.
    metadata: memoryview | bytes
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', metadata=b"", unknown_tagged_fields=None):
        self.name = name
        self.metadata = metadata
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, JoinGroupRequestProtocol):
            return NotImplemented
        return (
            self.name == other.name and
            self.metadata == other.metadata and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class JoinGroupRequest(_Message):
    """JoinGroupRequest (API key 11): versions 0-9, flexible 6+."""

    __slots__ = ('group_id', 'session_timeout_ms', 'rebalance_timeout_ms', 'member_id', 'group_instance_id', 'protocol_type', 'protocols', 'reason', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'session_timeout_ms', 'rebalance_timeout_ms', 'member_id', 'group_instance_id', 'protocol_type', 'protocols', 'reason')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'JoinGroupRequest'
    API_KEY = 11
    MIN_VERSION = 0
    MAX_VERSION = 9
    FLEXIBLE_VERSION = 6

    #: string (groupId), versions 0+.
    group_id: str
    #: int32, versions 0+.
    session_timeout_ms: int
    #: int32, versions 1+, ignorable, default -1.
    rebalance_timeout_ms: int
    #: string, versions 0+.
    member_id: str
    #: string, versions 5+, nullable 5+, default null.
    group_instance_id: str | None
    #: string, versions 0+.
    protocol_type: str
    #: []JoinGroupRequestProtocol, versions 0+.
    protocols: list[JoinGroupRequestProtocol]
    #: string, versions 8+, nullable 8+, ignorable, default null.
    reason: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', session_timeout_ms=0, rebalance_timeout_ms=-1, member_id='', group_instance_id=None, protocol_type='', protocols=_UNSET, reason=None, unknown_tagged_fields=None):
        self.group_id = group_id
        self.session_timeout_ms = session_timeout_ms
        self.rebalance_timeout_ms = rebalance_timeout_ms
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.protocol_type = protocol_type
        self.protocols = [] if protocols is _UNSET else protocols
        self.reason = reason
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, JoinGroupRequest):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.session_timeout_ms == other.session_timeout_ms and
            self.rebalance_timeout_ms == other.rebalance_timeout_ms and
            self.member_id == other.member_id and
            self.group_instance_id == other.group_instance_id and
            self.protocol_type == other.protocol_type and
            self.protocols == other.protocols and
            self.reason == other.reason and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class JoinGroupResponseMember(_Message):
    """JoinGroupResponse: an element of JoinGroupResponse.members."""

    __slots__ = ('member_id', 'group_instance_id', 'metadata', 'unknown_tagged_fields')
    _FIELDS = ('member_id', 'group_instance_id', 'metadata')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 0+.
    member_id: str
    #: string, versions 5+, nullable 5+, ignorable, default null.
    group_instance_id: str | None
    #: bytes, versions 0+.
    metadata: memoryview | bytes
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, member_id='', group_instance_id=None, metadata=b"", unknown_tagged_fields=None):
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.metadata = metadata
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, JoinGroupResponseMember):
            return NotImplemented
        return (
            self.member_id == other.member_id and
            self.group_instance_id == other.group_instance_id and
            self.metadata == other.metadata and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class JoinGroupResponse(_Message):
    """JoinGroupResponse (API key 11): versions 0-9, flexible 6+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'generation_id', 'protocol_type', 'protocol_name', 'leader', 'skip_assignment', 'member_id', 'members', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'generation_id', 'protocol_type', 'protocol_name', 'leader', 'skip_assignment', 'member_id', 'members')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'JoinGroupResponse'
    API_KEY = 11
    MIN_VERSION = 0
    MAX_VERSION = 9
    FLEXIBLE_VERSION = 6

    #: int32, versions 2+, ignorable.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: int32, versions 0+, default -1.
    generation_id: int
    #: string, versions 7+, nullable 7+, ignorable, default null.
    protocol_type: str | None
    #: string, versions 0+, nullable 7+.
    protocol_name: str | None
    #: string, versions 0+.
    leader: str
    #: bool, versions 9+, default false.
    skip_assignment: bool
    #: string, versions 0+.
    member_id: str
    #: []JoinGroupResponseMember, versions 0+.
    members: list[JoinGroupResponseMember]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, generation_id=-1, protocol_type=None, protocol_name='', leader='', skip_assignment=False, member_id='', members=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.generation_id = generation_id
        self.protocol_type = protocol_type
        self.protocol_name = protocol_name
        self.leader = leader
        self.skip_assignment = skip_assignment
        self.member_id = member_id
        self.members = [] if members is _UNSET else members
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, JoinGroupResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.generation_id == other.generation_id and
            self.protocol_type == other.protocol_type and
            self.protocol_name == other.protocol_name and
            self.leader == other.leader and
            self.skip_assignment == other.skip_assignment and
            self.member_id == other.member_id and
            self.members == other.members and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

