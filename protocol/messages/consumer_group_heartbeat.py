"""Generated from schemas/ConsumerGroupHeartbeatRequest.json, schemas/ConsumerGroupHeartbeatResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'ConsumerGroupHeartbeatRequestTopicPartitions',
    'ConsumerGroupHeartbeatRequest',
    'ConsumerGroupHeartbeatResponseTopicPartitions',
    'Assignment',
    'ConsumerGroupHeartbeatResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import consumer_group_heartbeat as codecs

    codecs.attach(globals())

class ConsumerGroupHeartbeatRequestTopicPartitions(_Message):
    """ConsumerGroupHeartbeatRequest: an element of ConsumerGroupHeartbeatRequest.topic_partitions."""

    __slots__ = ('topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic_id', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: uuid, versions 0+.
    topic_id: uuid.UUID
    #: []int32, versions 0+.
    partitions: list[int]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_id=_ZERO_UUID, partitions=_UNSET, unknown_tagged_fields=None):
        self.topic_id = topic_id
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ConsumerGroupHeartbeatRequestTopicPartitions):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ConsumerGroupHeartbeatRequest(_Message):
    """ConsumerGroupHeartbeatRequest (API key 68): versions 0-1, flexible 0+."""

    __slots__ = ('group_id', 'member_id', 'member_epoch', 'instance_id', 'rack_id', 'rebalance_timeout_ms', 'subscribed_topic_names', 'subscribed_topic_regex', 'server_assignor', 'topic_partitions', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'member_id', 'member_epoch', 'instance_id', 'rack_id', 'rebalance_timeout_ms', 'subscribed_topic_names', 'subscribed_topic_regex', 'server_assignor', 'topic_partitions')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ConsumerGroupHeartbeatRequest'
    API_KEY = 68
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0

    #: string (groupId), versions 0+.
    group_id: str
    #: string, versions 0+.
    member_id: str
    #: int32, versions 0+.
    member_epoch: int
    #: string, versions 0+, nullable 0+, default null.
    instance_id: str | None
    #: string, versions 0+, nullable 0+, default null.
    rack_id: str | None
    #: int32, versions 0+, default -1.
    rebalance_timeout_ms: int
    #: []string (topicName), versions 0+, nullable 0+, default null.
    subscribed_topic_names: list[str] | None
    #: string, versions 1+, nullable 1+, default null.
    subscribed_topic_regex: str | None
    #: string, versions 0+, nullable 0+, default null.
    server_assignor: str | None
    #: []TopicPartitions, versions 0+, nullable 0+, default null.
    topic_partitions: list[ConsumerGroupHeartbeatRequestTopicPartitions] | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', member_id='', member_epoch=0, instance_id=None, rack_id=None, rebalance_timeout_ms=-1, subscribed_topic_names=None, subscribed_topic_regex=None, server_assignor=None, topic_partitions=None, unknown_tagged_fields=None):
        self.group_id = group_id
        self.member_id = member_id
        self.member_epoch = member_epoch
        self.instance_id = instance_id
        self.rack_id = rack_id
        self.rebalance_timeout_ms = rebalance_timeout_ms
        self.subscribed_topic_names = subscribed_topic_names
        self.subscribed_topic_regex = subscribed_topic_regex
        self.server_assignor = server_assignor
        self.topic_partitions = topic_partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ConsumerGroupHeartbeatRequest):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.member_id == other.member_id and
            self.member_epoch == other.member_epoch and
            self.instance_id == other.instance_id and
            self.rack_id == other.rack_id and
            self.rebalance_timeout_ms == other.rebalance_timeout_ms and
            self.subscribed_topic_names == other.subscribed_topic_names and
            self.subscribed_topic_regex == other.subscribed_topic_regex and
            self.server_assignor == other.server_assignor and
            self.topic_partitions == other.topic_partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ConsumerGroupHeartbeatResponseTopicPartitions(_Message):
    """ConsumerGroupHeartbeatResponse: an element of Assignment.topic_partitions."""

    __slots__ = ('topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic_id', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: uuid, versions 0+.
    topic_id: uuid.UUID
    #: []int32, versions 0+.
    partitions: list[int]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_id=_ZERO_UUID, partitions=_UNSET, unknown_tagged_fields=None):
        self.topic_id = topic_id
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ConsumerGroupHeartbeatResponseTopicPartitions):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class Assignment(_Message):
    """ConsumerGroupHeartbeatResponse: the value of ConsumerGroupHeartbeatResponse.assignment."""

    __slots__ = ('topic_partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic_partitions',)
    _CODECS = staticmethod(_load_codecs)

    #: []TopicPartitions, versions 0+.
    topic_partitions: list[ConsumerGroupHeartbeatResponseTopicPartitions]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_partitions=_UNSET, unknown_tagged_fields=None):
        self.topic_partitions = [] if topic_partitions is _UNSET else topic_partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, Assignment):
            return NotImplemented
        return (
            self.topic_partitions == other.topic_partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ConsumerGroupHeartbeatResponse(_Message):
    """ConsumerGroupHeartbeatResponse (API key 68): versions 0-1, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'member_id', 'member_epoch', 'heartbeat_interval_ms', 'assignment', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'error_message', 'member_id', 'member_epoch', 'heartbeat_interval_ms', 'assignment')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ConsumerGroupHeartbeatResponse'
    API_KEY = 68
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+, default null.
    error_message: str | None
    #: string, versions 0+, nullable 0+, default null.
    member_id: str | None
    #: int32, versions 0+.
    member_epoch: int
    #: int32, versions 0+.
    heartbeat_interval_ms: int
    #: Assignment, versions 0+, nullable 0+, default null.
    assignment: Assignment | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, error_message=None, member_id=None, member_epoch=0, heartbeat_interval_ms=0, assignment=None, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.member_id = member_id
        self.member_epoch = member_epoch
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.assignment = assignment
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ConsumerGroupHeartbeatResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.member_id == other.member_id and
            self.member_epoch == other.member_epoch and
            self.heartbeat_interval_ms == other.heartbeat_interval_ms and
            self.assignment == other.assignment and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

