"""Generated from schemas/DescribeProducersRequest.json, schemas/DescribeProducersResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'TopicRequest',
    'DescribeProducersRequest',
    'ProducerState',
    'PartitionResponse',
    'TopicResponse',
    'DescribeProducersResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import describe_producers as codecs

    codecs.attach(globals())

class TopicRequest(_Message):
    """DescribeProducersRequest: an element of DescribeProducersRequest.topics."""

    __slots__ = ('name', 'partition_indexes', 'unknown_tagged_fields')
    _FIELDS = ('name', 'partition_indexes')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+, map key.
    name: str
    #: []int32, versions 0+.
    partition_indexes: list[int]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', partition_indexes=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.partition_indexes = [] if partition_indexes is _UNSET else partition_indexes
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, TopicRequest):
            return NotImplemented
        return (
            self.name == other.name and
            self.partition_indexes == other.partition_indexes and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeProducersRequest(_Message):
    """DescribeProducersRequest (API key 61): versions 0, flexible 0+."""

    __slots__ = ('topics', 'unknown_tagged_fields')
    _FIELDS = ('topics',)
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeProducersRequest'
    API_KEY = 61
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: []TopicRequest, versions 0+.
    topics: list[TopicRequest]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topics=_UNSET, unknown_tagged_fields=None):
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeProducersRequest):
            return NotImplemented
        return (
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ProducerState(_Message):
    """DescribeProducersResponse: an element of PartitionResponse.active_producers."""

    __slots__ = ('producer_id', 'producer_epoch', 'last_sequence', 'last_timestamp', 'coordinator_epoch', 'current_txn_start_offset', 'unknown_tagged_fields')
    _FIELDS = ('producer_id', 'producer_epoch', 'last_sequence', 'last_timestamp', 'coordinator_epoch', 'current_txn_start_offset')
    _CODECS = staticmethod(_load_codecs)

    #: int64 (producerId), versions 0+.
    producer_id: int
    #: int32, versions 0+.
    producer_epoch: int
    #: int32, versions 0+, default -1.
    last_sequence: int
    #: int64, versions 0+, default -1.
    last_timestamp: int
    #: int32, versions 0+.
    coordinator_epoch: int
    #: int64, versions 0+, default -1.
    current_txn_start_offset: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, producer_id=0, producer_epoch=0, last_sequence=-1, last_timestamp=-1, coordinator_epoch=0, current_txn_start_offset=-1, unknown_tagged_fields=None):
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.last_sequence = last_sequence
        self.last_timestamp = last_timestamp
        self.coordinator_epoch = coordinator_epoch
        self.current_txn_start_offset = current_txn_start_offset
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ProducerState):
            return NotImplemented
        return (
            self.producer_id == other.producer_id and
            self.producer_epoch == other.producer_epoch and
            self.last_sequence == other.last_sequence and
            self.last_timestamp == other.last_timestamp and
            self.coordinator_epoch == other.coordinator_epoch and
            self.current_txn_start_offset == other.current_txn_start_offset and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class PartitionResponse(_Message):
    """DescribeProducersResponse: an element of TopicResponse.partitions."""

    __slots__ = ('partition_index', 'error_code', 'error_message', 'active_producers', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'error_code', 'error_message', 'active_producers')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_index: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+, default null.
    error_message: str | None
    #: []ProducerState, versions 0+.
    active_producers: list[ProducerState]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, error_code=0, error_message=None, active_producers=_UNSET, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.error_code = error_code
        self.error_message = error_message
        self.active_producers = [] if active_producers is _UNSET else active_producers
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, PartitionResponse):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.active_producers == other.active_producers and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class TopicResponse(_Message):
    """DescribeProducersResponse: an element of DescribeProducersResponse.topics."""

    __slots__ = ('name', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('name', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+.
    name: str
    #: []PartitionResponse, versions 0+.
    partitions: list[PartitionResponse]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', partitions=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, TopicResponse):
            return NotImplemented
        return (
            self.name == other.name and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeProducersResponse(_Message):
    """DescribeProducersResponse (API key 61): versions 0, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeProducersResponse'
    API_KEY = 61
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: []TopicResponse, versions 0+.
    topics: list[TopicResponse]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, topics=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeProducersResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

