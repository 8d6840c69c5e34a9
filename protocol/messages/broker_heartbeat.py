"""Generated from schemas/BrokerHeartbeatRequest.json, schemas/BrokerHeartbeatResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'BrokerHeartbeatRequest',
    'BrokerHeartbeatResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import broker_heartbeat as codecs

    codecs.attach(globals())

class BrokerHeartbeatRequest(_Message):
    """BrokerHeartbeatRequest (API key 63): versions 0-2, flexible 0+."""

    __slots__ = ('broker_id', 'broker_epoch', 'current_metadata_offset', 'want_fence', 'want_shut_down', 'offline_log_dirs', 'cordoned_log_dirs', 'unknown_tagged_fields')
    _FIELDS = ('broker_id', 'broker_epoch', 'current_metadata_offset', 'want_fence', 'want_shut_down', 'offline_log_dirs', 'cordoned_log_dirs')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'BrokerHeartbeatRequest'
    API_KEY = 63
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0

    #: int32 (brokerId), versions 0+.
    broker_id: int
    #: int64, versions 0+, default -1.
    broker_epoch: int
    #: int64, versions 0+.
    current_metadata_offset: int
    #: bool, versions 0+.
    want_fence: bool
    #: bool, versions 0+.
    want_shut_down: bool
    #: []uuid, versions 1+, tagged 1+ as tag 0.
    offline_log_dirs: list[uuid.UUID]
    #: []uuid, versions 2+, nullable 2+, tagged 2+ as tag 1, default null.
    cordoned_log_dirs: list[uuid.UUID] | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, broker_id=0, broker_epoch=-1, current_metadata_offset=0, want_fence=False, want_shut_down=False, offline_log_dirs=_UNSET, cordoned_log_dirs=None, unknown_tagged_fields=None):
        self.broker_id = broker_id
        self.broker_epoch = broker_epoch
        self.current_metadata_offset = current_metadata_offset
        self.want_fence = want_fence
        self.want_shut_down = want_shut_down
        self.offline_log_dirs = [] if offline_log_dirs is _UNSET else offline_log_dirs
        self.cordoned_log_dirs = cordoned_log_dirs
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, BrokerHeartbeatRequest):
            return NotImplemented
        return (
            self.broker_id == other.broker_id and
            self.broker_epoch == other.broker_epoch and
            self.current_metadata_offset == other.current_metadata_offset and
            self.want_fence == other.want_fence and
            self.want_shut_down == other.want_shut_down and
            self.offline_log_dirs == other.offline_log_dirs and
            self.cordoned_log_dirs == other.cordoned_log_dirs and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class BrokerHeartbeatResponse(_Message):
    """BrokerHeartbeatResponse (API key 63): versions 0-2, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'is_caught_up', 'is_fenced', 'should_shut_down', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'is_caught_up', 'is_fenced', 'should_shut_down')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'BrokerHeartbeatResponse'
    API_KEY = 63
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: bool, versions 0+, default false.
    is_caught_up: bool
    #: bool, versions 0+, default true.
    is_fenced: bool
    #: bool, versions 0+.
    should_shut_down: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, is_caught_up=False, is_fenced=True, should_shut_down=False, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.is_caught_up = is_caught_up
        self.is_fenced = is_fenced
        self.should_shut_down = should_shut_down
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, BrokerHeartbeatResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.is_caught_up == other.is_caught_up and
            self.is_fenced == other.is_fenced and
            self.should_shut_down == other.should_shut_down and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

