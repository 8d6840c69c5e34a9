"""Generated from schemas/TxnOffsetCommitRequest.json, schemas/TxnOffsetCommitResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'TxnOffsetCommitRequestPartition',
    'TxnOffsetCommitRequestTopic',
    'TxnOffsetCommitRequest',
    'TxnOffsetCommitResponsePartition',
    'TxnOffsetCommitResponseTopic',
    'TxnOffsetCommitResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import txn_offset_commit as codecs

    codecs.attach(globals())

class TxnOffsetCommitRequestPartition(_Message):
    """TxnOffsetCommitRequest: an element of TxnOffsetCommitRequestTopic.partitions."""

    __slots__ = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'committed_metadata', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'committed_metadata')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_index: int
    #: int64, versions 0+.
    committed_offset: int
    #: int32, versions 2+, ignorable, default -1.
    committed_leader_epoch: int
    #: string, versions 0+, nullable 0+.
    committed_metadata: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, committed_offset=0, committed_leader_epoch=-1, committed_metadata='', unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.committed_offset = committed_offset
        self.committed_leader_epoch = committed_leader_epoch
        self.committed_metadata = committed_metadata
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, TxnOffsetCommitRequestPartition):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.committed_offset == other.committed_offset and
            self.committed_leader_epoch == other.committed_leader_epoch and
            self.committed_metadata == other.committed_metadata and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class TxnOffsetCommitRequestTopic(_Message):
    """TxnOffsetCommitRequest: an element of TxnOffsetCommitRequest.topics."""

    __slots__ = ('name', 'topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('name', 'topic_id', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0-5, ignorable.
    name: str
    #: uuid, versions 6+, ignorable.
    topic_id: uuid.UUID
    #: []TxnOffsetCommitRequestPartition, versions 0+.
    partitions: list[TxnOffsetCommitRequestPartition]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', topic_id=_ZERO_UUID, partitions=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.topic_id = topic_id
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, TxnOffsetCommitRequestTopic):
            return NotImplemented
        return (
            self.name == other.name and
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class TxnOffsetCommitRequest(_Message):
    """TxnOffsetCommitRequest (API key 28): versions 0-6, flexible 3+."""

    __slots__ = ('transactional_id', 'group_id', 'producer_id', 'producer_epoch', 'generation_id_or_member_epoch', 'member_id', 'group_instance_id', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('transactional_id', 'group_id', 'producer_id', 'producer_epoch', 'generation_id_or_member_epoch', 'member_id', 'group_instance_id', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'TxnOffsetCommitRequest'
    API_KEY = 28
    MIN_VERSION = 0
    MAX_VERSION = 6
    FLEXIBLE_VERSION = 3

    #: string (transactionalId), versions 0+.
    transactional_id: str
    #: string (groupId), versions 0+.
    group_id: str
    #: int64 (producerId), versions 0+.
    producer_id: int
    #: int16, versions 0+.
    producer_epoch: int
    #: int32, versions 3+, default -1.
    generation_id_or_member_epoch: int
    #: string, versions 3+, default .
    member_id: str
    #: string, versions 3+, nullable 3+, default null.
    group_instance_id: str | None
    #: []TxnOffsetCommitRequestTopic, versions 0+.
    topics: list[TxnOffsetCommitRequestTopic]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, transactional_id='', group_id='', producer_id=0, producer_epoch=0, generation_id_or_member_epoch=-1, member_id='', group_instance_id=None, topics=_UNSET, unknown_tagged_fields=None):
        self.transactional_id = transactional_id
        self.group_id = group_id
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.generation_id_or_member_epoch = generation_id_or_member_epoch
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, TxnOffsetCommitRequest):
            return NotImplemented
        return (
            self.transactional_id == other.transactional_id and
            self.group_id == other.group_id and
            self.producer_id == other.producer_id and
            self.producer_epoch == other.producer_epoch and
            self.generation_id_or_member_epoch == other.generation_id_or_member_epoch and
            self.member_id == other.member_id and
            self.group_instance_id == other.group_instance_id and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class TxnOffsetCommitResponsePartition(_Message):
    """TxnOffsetCommitResponse: an element of TxnOffsetCommitResponseTopic.partitions."""

    __slots__ = ('partition_index', 'error_code', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'error_code')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_index: int
    #: int16, versions 0+.
    error_code: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, error_code=0, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.error_code = error_code
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, TxnOffsetCommitResponsePartition):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.error_code == other.error_code and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class TxnOffsetCommitResponseTopic(_Message):
    """TxnOffsetCommitResponse: an element of TxnOffsetCommitResponse.topics."""

    __slots__ = ('name', 'topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('name', 'topic_id', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0-5, ignorable.
    name: str
    #: uuid, versions 6+, ignorable.
    topic_id: uuid.UUID
    #: []TxnOffsetCommitResponsePartition, versions 0+.
    partitions: list[TxnOffsetCommitResponsePartition]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', topic_id=_ZERO_UUID, partitions=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.topic_id = topic_id
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, TxnOffsetCommitResponseTopic):
            return NotImplemented
        return (
            self.name == other.name and
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class TxnOffsetCommitResponse(_Message):
    """TxnOffsetCommitResponse (API key 28): versions 0-6, flexible 3+."""

    __slots__ = ('throttle_time_ms', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'TxnOffsetCommitResponse'
    API_KEY = 28
    MIN_VERSION = 0
    MAX_VERSION = 6
    FLEXIBLE_VERSION = 3

    #: int32, versions 0+.
    throttle_time_ms: int
    #: []TxnOffsetCommitResponseTopic, versions 0+.
    topics: list[TxnOffsetCommitResponseTopic]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, topics=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, TxnOffsetCommitResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

