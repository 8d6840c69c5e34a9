"""Generated from schemas/ListOffsetsRequest.json, schemas/ListOffsetsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'ListOffsetsPartition',
    'ListOffsetsTopic',
    'ListOffsetsRequest',
    'ListOffsetsPartitionResponse',
    'ListOffsetsTopicResponse',
    'ListOffsetsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import list_offsets as codecs

    codecs.attach(globals())

class ListOffsetsPartition(_Message):
    """ListOffsetsRequest: an element of ListOffsetsTopic.partitions."""

    __slots__ = ('partition_index', 'current_leader_epoch', 'timestamp', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'current_leader_epoch', 'timestamp')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_index: int
    #: int32, versions 4+, ignorable, default -1.
    current_leader_epoch: int
    #: int64, versions 0+.
    timestamp: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, current_leader_epoch=-1, timestamp=0, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.current_leader_epoch = current_leader_epoch
        self.timestamp = timestamp
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ListOffsetsPartition):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.current_leader_epoch == other.current_leader_epoch and
            self.timestamp == other.timestamp and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ListOffsetsTopic(_Message):
    """ListOffsetsRequest: an element of ListOffsetsRequest.topics."""

    __slots__ = ('name', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('name', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+.
    name: str
    #: []ListOffsetsPartition, versions 0+.
    partitions: list[ListOffsetsPartition]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', partitions=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ListOffsetsTopic):
            return NotImplemented
        return (
            self.name == other.name and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ListOffsetsRequest(_Message):
    """ListOffsetsRequest (API key 2): versions 1-11, flexible 6+."""

    __slots__ = ('replica_id', 'isolation_level', 'topics', 'timeout_ms', 'unknown_tagged_fields')
    _FIELDS = ('replica_id', 'isolation_level', 'topics', 'timeout_ms')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ListOffsetsRequest'
    API_KEY = 2
    MIN_VERSION = 1
    MAX_VERSION = 11
    FLEXIBLE_VERSION = 6

    #: int32 (brokerId), versions 0+.
    replica_id: int
    #: int8, versions 2+.
    isolation_level: int
    #: []ListOffsetsTopic, versions 0+.
    topics: list[ListOffsetsTopic]
    #: int32, versions 10+, ignorable.
    timeout_ms: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, replica_id=0, isolation_level=0, topics=_UNSET, timeout_ms=0, unknown_tagged_fields=None):
        self.replica_id = replica_id
        self.isolation_level = isolation_level
        self.topics = [] if topics is _UNSET else topics
        self.timeout_ms = timeout_ms
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ListOffsetsRequest):
            return NotImplemented
        return (
            self.replica_id == other.replica_id and
            self.isolation_level == other.isolation_level and
            self.topics == other.topics and
            self.timeout_ms == other.timeout_ms and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ListOffsetsPartitionResponse(_Message):
    """ListOffsetsResponse: an element of ListOffsetsTopicResponse.partitions."""

    __slots__ = ('partition_index', 'error_code', 'timestamp', 'offset', 'leader_epoch', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'error_code', 'timestamp', 'offset', 'leader_epoch')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_index: int
    #: int16, versions 0+.
    error_code: int
    #: int64, versions 1+, default -1.
    timestamp: int
    #: int64, versions 1+, default -1.
    offset: int
    #: int32, versions 4+, default -1.
    leader_epoch: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, error_code=0, timestamp=-1, offset=-1, leader_epoch=-1, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.error_code = error_code
        self.timestamp = timestamp
        self.offset = offset
        self.leader_epoch = leader_epoch
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ListOffsetsPartitionResponse):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.error_code == other.error_code and
            self.timestamp == other.timestamp and
            self.offset == other.offset and
            self.leader_epoch == other.leader_epoch and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ListOffsetsTopicResponse(_Message):
    """ListOffsetsResponse: an element of ListOffsetsResponse.topics."""

    __slots__ = ('name', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('name', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+.
    name: str
    #: []ListOffsetsPartitionResponse, versions 0+.
    partitions: list[ListOffsetsPartitionResponse]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', partitions=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ListOffsetsTopicResponse):
            return NotImplemented
        return (
            self.name == other.name and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ListOffsetsResponse(_Message):
    """ListOffsetsResponse (API key 2): versions 1-11, flexible 6+."""

    __slots__ = ('throttle_time_ms', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ListOffsetsResponse'
    API_KEY = 2
    MIN_VERSION = 1
    MAX_VERSION = 11
    FLEXIBLE_VERSION = 6

    #: int32, versions 2+, ignorable.
    throttle_time_ms: int
    #: []ListOffsetsTopicResponse, versions 0+.
    topics: list[ListOffsetsTopicResponse]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, topics=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ListOffsetsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

