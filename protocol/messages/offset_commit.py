"""Generated from schemas/OffsetCommitRequest.json, schemas/OffsetCommitResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'OffsetCommitRequestPartition',
    'OffsetCommitRequestTopic',
    'OffsetCommitRequest',
    'OffsetCommitResponsePartition',
    'OffsetCommitResponseTopic',
    'OffsetCommitResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import offset_commit as codecs

    codecs.attach(globals())

class OffsetCommitRequestPartition(_Message):
    """OffsetCommitRequest: an element of OffsetCommitRequestTopic.partitions."""

    __slots__ = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'committed_metadata', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'committed_metadata')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_index: int
    #: int64, versions 0+.
    committed_offset: int
    #: int32, versions 6+, ignorable, default -1.
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
        if not isinstance(other, OffsetCommitRequestPartition):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.committed_offset == other.committed_offset and
            self.committed_leader_epoch == other.committed_leader_epoch and
            self.committed_metadata == other.committed_metadata and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetCommitRequestTopic(_Message):
    """OffsetCommitRequest: an element of OffsetCommitRequest.topics."""

    __slots__ = ('name', 'topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('name', 'topic_id', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0-9, ignorable.
    name: str
    #: uuid, versions 10+, ignorable.
    topic_id: uuid.UUID
    #: []OffsetCommitRequestPartition, versions 0+.
    partitions: list[OffsetCommitRequestPartition]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', topic_id=_ZERO_UUID, partitions=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.topic_id = topic_id
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetCommitRequestTopic):
            return NotImplemented
        return (
            self.name == other.name and
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetCommitRequest(_Message):
    """OffsetCommitRequest (API key 8): versions 2-10, flexible 8+."""

    __slots__ = ('group_id', 'generation_id_or_member_epoch', 'member_id', 'group_instance_id', 'retention_time_ms', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'generation_id_or_member_epoch', 'member_id', 'group_instance_id', 'retention_time_ms', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'OffsetCommitRequest'
    API_KEY = 8
    MIN_VERSION = 2
    MAX_VERSION = 10
    FLEXIBLE_VERSION = 8

    #: string (groupId), versions 0+.
    group_id: str
    #: int32, versions 1+, ignorable, default -1.
    generation_id_or_member_epoch: int
    #: string, versions 1+, ignorable.
    member_id: str
    #: string, versions 7+, nullable 7+, default null.
    group_instance_id: str | None
    #: int64, versions 2-4, ignorable, default -1.
    retention_time_ms: int
    #: []OffsetCommitRequestTopic, versions 0+.
    topics: list[OffsetCommitRequestTopic]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', generation_id_or_member_epoch=-1, member_id='', group_instance_id=None, retention_time_ms=-1, topics=_UNSET, unknown_tagged_fields=None):
        self.group_id = group_id
        self.generation_id_or_member_epoch = generation_id_or_member_epoch
        self.member_id = member_id
        self.group_instance_id = group_instance_id
        self.retention_time_ms = retention_time_ms
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetCommitRequest):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.generation_id_or_member_epoch == other.generation_id_or_member_epoch and
            self.member_id == other.member_id and
            self.group_instance_id == other.group_instance_id and
            self.retention_time_ms == other.retention_time_ms and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetCommitResponsePartition(_Message):
    """OffsetCommitResponse: an element of OffsetCommitResponseTopic.partitions."""

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
        if not isinstance(other, OffsetCommitResponsePartition):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.error_code == other.error_code and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetCommitResponseTopic(_Message):
    """OffsetCommitResponse: an element of OffsetCommitResponse.topics."""

    __slots__ = ('name', 'topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('name', 'topic_id', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0-9, ignorable.
    name: str
    #: uuid, versions 10+, ignorable.
    topic_id: uuid.UUID
    #: []OffsetCommitResponsePartition, versions 0+.
    partitions: list[OffsetCommitResponsePartition]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', topic_id=_ZERO_UUID, partitions=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.topic_id = topic_id
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetCommitResponseTopic):
            return NotImplemented
        return (
            self.name == other.name and
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetCommitResponse(_Message):
    """OffsetCommitResponse (API key 8): versions 2-10, flexible 8+."""

    __slots__ = ('throttle_time_ms', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'OffsetCommitResponse'
    API_KEY = 8
    MIN_VERSION = 2
    MAX_VERSION = 10
    FLEXIBLE_VERSION = 8

    #: int32, versions 3+, ignorable.
    throttle_time_ms: int
    #: []OffsetCommitResponseTopic, versions 0+.
    topics: list[OffsetCommitResponseTopic]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, topics=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetCommitResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

