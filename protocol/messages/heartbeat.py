"""Generated from schemas/HeartbeatRequest.json, schemas/HeartbeatResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'HeartbeatRequest',
    'HeartbeatResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import heartbeat as codecs

    codecs.attach(globals())

class HeartbeatRequest(_Message):
    """HeartbeatRequest (API key 12): versions 0-4, flexible 4+."""

    __slots__ = ('group_id', 'generation_id', 'member_id', 'group_instance_id', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'generation_id', 'member_id', 'group_instance_id')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'HeartbeatRequest'
    API_KEY = 12
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_VERSION = 4

    #: string (groupId), versions 0+.
    group_id: str
    #: int32, versions 0+.
    generation_id: int
    #: string, versions 0+.
    member_id: str
    #: string, versions 3+, nullable 3+, default null.
    group_instance_id: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', generation_id=0, member_id='', group_instance_id=None, unknown_tagged_fields=None):
        self.group_id = group_id
        self.generation_id = generation_id
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, HeartbeatRequest):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.generation_id == other.generation_id and
            self.member_id == other.member_id and
            self.group_instance_id == other.group_instance_id and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class HeartbeatResponse(_Message):
    """HeartbeatResponse (API key 12): versions 0-4, flexible 4+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'HeartbeatResponse'
    API_KEY = 12
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_VERSION = 4

    #: int32, versions 1+, ignorable.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, HeartbeatResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

