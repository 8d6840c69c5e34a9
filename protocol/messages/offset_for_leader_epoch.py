"""Generated from schemas/OffsetForLeaderEpochRequest.json, schemas/OffsetForLeaderEpochResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'OffsetForLeaderPartition',
    'OffsetForLeaderTopic',
    'OffsetForLeaderEpochRequest',
    'EpochEndOffset',
    'OffsetForLeaderTopicResult',
    'OffsetForLeaderEpochResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import offset_for_leader_epoch as codecs

    codecs.attach(globals())

class OffsetForLeaderPartition(_Message):
    """OffsetForLeaderEpochRequest: an element of OffsetForLeaderTopic.partitions."""

    __slots__ = ('partition', 'current_leader_epoch', 'leader_epoch', 'unknown_tagged_fields')
    _FIELDS = ('partition', 'current_leader_epoch', 'leader_epoch')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition: int
    #: int32, versions 2+, ignorable, default -1.
    current_leader_epoch: int
    #: int32, versions 0+.
    leader_epoch: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition=0, current_leader_epoch=-1, leader_epoch=0, unknown_tagged_fields=None):
        self.partition = partition
        self.current_leader_epoch = current_leader_epoch
        self.leader_epoch = leader_epoch
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetForLeaderPartition):
            return NotImplemented
        return (
            self.partition == other.partition and
            self.current_leader_epoch == other.current_leader_epoch and
            self.leader_epoch == other.leader_epoch and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetForLeaderTopic(_Message):
    """OffsetForLeaderEpochRequest: an element of OffsetForLeaderEpochRequest.topics."""

    __slots__ = ('topic', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+, map key.
    topic: str
    #: []OffsetForLeaderPartition, versions 0+.
    partitions: list[OffsetForLeaderPartition]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic='', partitions=_UNSET, unknown_tagged_fields=None):
        self.topic = topic
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetForLeaderTopic):
            return NotImplemented
        return (
            self.topic == other.topic and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetForLeaderEpochRequest(_Message):
    """OffsetForLeaderEpochRequest (API key 23): versions 2-4, flexible 4+."""

    __slots__ = ('replica_id', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('replica_id', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'OffsetForLeaderEpochRequest'
    API_KEY = 23
    MIN_VERSION = 2
    MAX_VERSION = 4
    FLEXIBLE_VERSION = 4

    #: int32 (brokerId), versions 3+, ignorable, default -2.
    replica_id: int
    #: []OffsetForLeaderTopic, versions 0+.
    topics: list[OffsetForLeaderTopic]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, replica_id=-2, topics=_UNSET, unknown_tagged_fields=None):
        self.replica_id = replica_id
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetForLeaderEpochRequest):
            return NotImplemented
        return (
            self.replica_id == other.replica_id and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class EpochEndOffset(_Message):
    """OffsetForLeaderEpochResponse: an element of OffsetForLeaderTopicResult.partitions."""

    __slots__ = ('error_code', 'partition', 'leader_epoch', 'end_offset', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'partition', 'leader_epoch', 'end_offset')
    _CODECS = staticmethod(_load_codecs)

    #: int16, versions 0+.
    error_code: int
    #: int32, versions 0+.
    partition: int
    #: int32, versions 1+, ignorable, default -1.
    leader_epoch: int
    #: int64, versions 0+, default -1.
    end_offset: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, error_code=0, partition=0, leader_epoch=-1, end_offset=-1, unknown_tagged_fields=None):
        self.error_code = error_code
        self.partition = partition
        self.leader_epoch = leader_epoch
        self.end_offset = end_offset
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, EpochEndOffset):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.partition == other.partition and
            self.leader_epoch == other.leader_epoch and
            self.end_offset == other.end_offset and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetForLeaderTopicResult(_Message):
    """OffsetForLeaderEpochResponse: an element of OffsetForLeaderEpochResponse.topics."""

    __slots__ = ('topic', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+, map key.
    topic: str
    #: []EpochEndOffset, versions 0+.
    partitions: list[EpochEndOffset]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic='', partitions=_UNSET, unknown_tagged_fields=None):
        self.topic = topic
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetForLeaderTopicResult):
            return NotImplemented
        return (
            self.topic == other.topic and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetForLeaderEpochResponse(_Message):
    """OffsetForLeaderEpochResponse (API key 23): versions 2-4, flexible 4+."""

    __slots__ = ('throttle_time_ms', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'OffsetForLeaderEpochResponse'
    API_KEY = 23
    MIN_VERSION = 2
    MAX_VERSION = 4
    FLEXIBLE_VERSION = 4

    #: int32, versions 2+, ignorable.
    throttle_time_ms: int
    #: []OffsetForLeaderTopicResult, versions 0+.
    topics: list[OffsetForLeaderTopicResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, topics=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetForLeaderEpochResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

