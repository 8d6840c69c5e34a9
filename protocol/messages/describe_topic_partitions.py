"""Generated from schemas/DescribeTopicPartitionsRequest.json, schemas/DescribeTopicPartitionsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'TopicRequest',
    'DescribeTopicPartitionsRequestCursor',
    'DescribeTopicPartitionsRequest',
    'DescribeTopicPartitionsResponsePartition',
    'DescribeTopicPartitionsResponseTopic',
    'DescribeTopicPartitionsResponseCursor',
    'DescribeTopicPartitionsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import describe_topic_partitions as codecs

    codecs.attach(globals())

class TopicRequest(_Message):
    """DescribeTopicPartitionsRequest: an element of DescribeTopicPartitionsRequest.topics."""

    __slots__ = ('name', 'unknown_tagged_fields')
    _FIELDS = ('name',)
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+.
    name: str
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', unknown_tagged_fields=None):
        self.name = name
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, TopicRequest):
            return NotImplemented
        return (
            self.name == other.name and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeTopicPartitionsRequestCursor(_Message):
    """DescribeTopicPartitionsRequest: the value of DescribeTopicPartitionsRequest.cursor."""

    __slots__ = ('topic_name', 'partition_index', 'unknown_tagged_fields')
    _FIELDS = ('topic_name', 'partition_index')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+.
    topic_name: str
    #: int32, versions 0+.
    partition_index: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_name='', partition_index=0, unknown_tagged_fields=None):
        self.topic_name = topic_name
        self.partition_index = partition_index
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeTopicPartitionsRequestCursor):
            return NotImplemented
        return (
            self.topic_name == other.topic_name and
            self.partition_index == other.partition_index and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeTopicPartitionsRequest(_Message):
    """DescribeTopicPartitionsRequest (API key 75): versions 0, flexible 0+."""

    __slots__ = ('topics', 'response_partition_limit', 'cursor', 'unknown_tagged_fields')
    _FIELDS = ('topics', 'response_partition_limit', 'cursor')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeTopicPartitionsRequest'
    API_KEY = 75
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: []TopicRequest, versions 0+.
    topics: list[TopicRequest]
    #: int32, versions 0+, default 2000.
    response_partition_limit: int
    #: Cursor, versions 0+, nullable 0+, default null.
    cursor: DescribeTopicPartitionsRequestCursor | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topics=_UNSET, response_partition_limit=2000, cursor=None, unknown_tagged_fields=None):
        self.topics = [] if topics is _UNSET else topics
        self.response_partition_limit = response_partition_limit
        self.cursor = cursor
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeTopicPartitionsRequest):
            return NotImplemented
        return (
            self.topics == other.topics and
            self.response_partition_limit == other.response_partition_limit and
            self.cursor == other.cursor and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeTopicPartitionsResponsePartition(_Message):
    """DescribeTopicPartitionsResponse: an element of DescribeTopicPartitionsResponseTopic.partitions."""

    __slots__ = ('error_code', 'partition_index', 'leader_id', 'leader_epoch', 'replica_nodes', 'isr_nodes', 'eligible_leader_replicas', 'last_known_elr', 'offline_replicas', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'partition_index', 'leader_id', 'leader_epoch', 'replica_nodes', 'isr_nodes', 'eligible_leader_replicas', 'last_known_elr', 'offline_replicas')
    _CODECS = staticmethod(_load_codecs)

    #: int16, versions 0+.
    error_code: int
    #: int32, versions 0+.
    partition_index: int
    #: int32 (brokerId), versions 0+.
    leader_id: int
    #: int32, versions 0+, ignorable, default -1.
    leader_epoch: int
    #: []int32 (brokerId), versions 0+.
    replica_nodes: list[int]
    #: []int32 (brokerId), versions 0+.
    isr_nodes: list[int]
    #: []int32 (brokerId), versions 0+, nullable 0+, default null.
    eligible_leader_replicas: list[int] | None
    #: []int32 (brokerId), versions 0+, nullable 0+, default null.
    last_known_elr: list[int] | None
    #: []int32 (brokerId), versions 0+, ignorable.
    offline_replicas: list[int]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, error_code=0, partition_index=0, leader_id=0, leader_epoch=-1, replica_nodes=_UNSET, isr_nodes=_UNSET, eligible_leader_replicas=None, last_known_elr=None, offline_replicas=_UNSET, unknown_tagged_fields=None):
        self.error_code = error_code
        self.partition_index = partition_index
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.replica_nodes = [] if replica_nodes is _UNSET else replica_nodes
        self.isr_nodes = [] if isr_nodes is _UNSET else isr_nodes
        self.eligible_leader_replicas = eligible_leader_replicas
        self.last_known_elr = last_known_elr
        self.offline_replicas = [] if offline_replicas is _UNSET else offline_replicas
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeTopicPartitionsResponsePartition):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.partition_index == other.partition_index and
            self.leader_id == other.leader_id and
            self.leader_epoch == other.leader_epoch and
            self.replica_nodes == other.replica_nodes and
            self.isr_nodes == other.isr_nodes and
            self.eligible_leader_replicas == other.eligible_leader_replicas and
            self.last_known_elr == other.last_known_elr and
            self.offline_replicas == other.offline_replicas and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeTopicPartitionsResponseTopic(_Message):
    """DescribeTopicPartitionsResponse: an element of DescribeTopicPartitionsResponse.topics."""

    __slots__ = ('error_code', 'name', 'topic_id', 'is_internal', 'partitions', 'topic_authorized_operations', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'name', 'topic_id', 'is_internal', 'partitions', 'topic_authorized_operations')
    _CODECS = staticmethod(_load_codecs)

    #: int16, versions 0+.
    error_code: int
    #: string (topicName), versions 0+, nullable 0+, map key.
    name: str | None
    #: uuid, versions 0+, ignorable.
    topic_id: uuid.UUID
    #: bool, versions 0+, ignorable, default false.
    is_internal: bool
    #: []DescribeTopicPartitionsResponsePartition, versions 0+.
    partitions: list[DescribeTopicPartitionsResponsePartition]
    #: int32, versions 0+, default -2147483648.
    topic_authorized_operations: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, error_code=0, name='', topic_id=_ZERO_UUID, is_internal=False, partitions=_UNSET, topic_authorized_operations=-2147483648, unknown_tagged_fields=None):
        self.error_code = error_code
        self.name = name
        self.topic_id = topic_id
        self.is_internal = is_internal
        self.partitions = [] if partitions is _UNSET else partitions
        self.topic_authorized_operations = topic_authorized_operations
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeTopicPartitionsResponseTopic):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.name == other.name and
            self.topic_id == other.topic_id and
            self.is_internal == other.is_internal and
            self.partitions == other.partitions and
            self.topic_authorized_operations == other.topic_authorized_operations and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeTopicPartitionsResponseCursor(_Message):
    """DescribeTopicPartitionsResponse: the value of DescribeTopicPartitionsResponse.next_cursor."""

    __slots__ = ('topic_name', 'partition_index', 'unknown_tagged_fields')
    _FIELDS = ('topic_name', 'partition_index')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+.
    topic_name: str
    #: int32, versions 0+.
    partition_index: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_name='', partition_index=0, unknown_tagged_fields=None):
        self.topic_name = topic_name
        self.partition_index = partition_index
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeTopicPartitionsResponseCursor):
            return NotImplemented
        return (
            self.topic_name == other.topic_name and
            self.partition_index == other.partition_index and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeTopicPartitionsResponse(_Message):
    """DescribeTopicPartitionsResponse (API key 75): versions 0, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'topics', 'next_cursor', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'topics', 'next_cursor')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeTopicPartitionsResponse'
    API_KEY = 75
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+, ignorable.
    throttle_time_ms: int
    #: []DescribeTopicPartitionsResponseTopic, versions 0+.
    topics: list[DescribeTopicPartitionsResponseTopic]
    #: Cursor, versions 0+, nullable 0+, default null.
    next_cursor: DescribeTopicPartitionsResponseCursor | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, topics=_UNSET, next_cursor=None, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _UNSET else topics
        self.next_cursor = next_cursor
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeTopicPartitionsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.topics == other.topics and
            self.next_cursor == other.next_cursor and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

