"""Generated from schemas/FindCoordinatorRequest.json, schemas/FindCoordinatorResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'FindCoordinatorRequest',
    'Coordinator',
    'FindCoordinatorResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import find_coordinator as codecs

    codecs.attach(globals())

class FindCoordinatorRequest(_Message):
    """FindCoordinatorRequest (API key 10): versions 0-6, flexible 3+."""

    __slots__ = ('key', 'key_type', 'coordinator_keys', 'unknown_tagged_fields')
    _FIELDS = ('key', 'key_type', 'coordinator_keys')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'FindCoordinatorRequest'
    API_KEY = 10
    MIN_VERSION = 0
    MAX_VERSION = 6
    FLEXIBLE_VERSION = 3

    #: string, versions 0-3.
    key: str
    #: int8, versions 1+, default 0.
    key_type: int
    #: []string, versions 4+.
    coordinator_keys: list[str]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, key='', key_type=0, coordinator_keys=_UNSET, unknown_tagged_fields=None):
        self.key = key
        self.key_type = key_type
        self.coordinator_keys = [] if coordinator_keys is _UNSET else coordinator_keys
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, FindCoordinatorRequest):
            return NotImplemented
        return (
            self.key == other.key and
            self.key_type == other.key_type and
            self.coordinator_keys == other.coordinator_keys and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class Coordinator(_Message):
    """FindCoordinatorResponse: an element of FindCoordinatorResponse.coordinators."""

    __slots__ = ('key', 'node_id', 'host', 'port', 'error_code', 'error_message', 'unknown_tagged_fields')
    _FIELDS = ('key', 'node_id', 'host', 'port', 'error_code', 'error_message')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 4+.
    key: str
    #: int32 (brokerId), versions 4+.
    node_id: int
    #: string, versions 4+.
    host: str
    #: int32, versions 4+.
    port: int
    #: int16, versions 4+.
    error_code: int
    #: string, versions 4+, nullable 4+, ignorable.
    error_message: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, key='', node_id=0, host='', port=0, error_code=0, error_message='', unknown_tagged_fields=None):
        self.key = key
        self.node_id = node_id
        self.host = host
        self.port = port
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, Coordinator):
            return NotImplemented
        return (
            self.key == other.key and
            self.node_id == other.node_id and
            self.host == other.host and
            self.port == other.port and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class FindCoordinatorResponse(_Message):
    """FindCoordinatorResponse (API key 10): versions 0-6, flexible 3+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'node_id', 'host', 'port', 'coordinators', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'error_message', 'node_id', 'host', 'port', 'coordinators')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'FindCoordinatorResponse'
    API_KEY = 10
    MIN_VERSION = 0
    MAX_VERSION = 6
    FLEXIBLE_VERSION = 3

    #: int32, versions 1+, ignorable.
    throttle_time_ms: int
    #: int16, versions 0-3.
    error_code: int
    #: string, versions 1-3, nullable 1-3, ignorable.
    error_message: str | None
    #: int32 (brokerId), versions 0-3.
    node_id: int
    #: string, versions 0-3.
    host: str
    #: int32, versions 0-3.
    port: int
    #: []Coordinator, versions 4+.
    coordinators: list[Coordinator]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, error_message='', node_id=0, host='', port=0, coordinators=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.node_id = node_id
        self.host = host
        self.port = port
        self.coordinators = [] if coordinators is _UNSET else coordinators
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, FindCoordinatorResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.node_id == other.node_id and
            self.host == other.host and
            self.port == other.port and
            self.coordinators == other.coordinators and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

