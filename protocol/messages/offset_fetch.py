"""Generated from schemas/OffsetFetchRequest.json, schemas/OffsetFetchResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'OffsetFetchRequestTopic',
    'OffsetFetchRequestTopics',
    'OffsetFetchRequestGroup',
    'OffsetFetchRequest',
    'OffsetFetchResponsePartition',
    'OffsetFetchResponseTopic',
    'OffsetFetchResponsePartitions',
    'OffsetFetchResponseTopics',
    'OffsetFetchResponseGroup',
    'OffsetFetchResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import offset_fetch as codecs

    codecs.attach(globals())

class OffsetFetchRequestTopic(_Message):
    """OffsetFetchRequest: an element of OffsetFetchRequest.topics."""

    __slots__ = ('name', 'partition_indexes', 'unknown_tagged_fields')
    _FIELDS = ('name', 'partition_indexes')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0-7.
    name: str
    #: []int32, versions 0-7.
    partition_indexes: list[int]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', partition_indexes=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.partition_indexes = [] if partition_indexes is _UNSET else partition_indexes
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetFetchRequestTopic):
            return NotImplemented
        return (
            self.name == other.name and
            self.partition_indexes == other.partition_indexes and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetFetchRequestTopics(_Message):
    """OffsetFetchRequest: an element of OffsetFetchRequestGroup.topics."""

    __slots__ = ('name', 'topic_id', 'partition_indexes', 'unknown_tagged_fields')
    _FIELDS = ('name', 'topic_id', 'partition_indexes')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 8-9, ignorable.
    name: str
    #: uuid, versions 10+, ignorable.
    topic_id: uuid.UUID
    #: []int32, versions 8+.
    partition_indexes: list[int]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', topic_id=_ZERO_UUID, partition_indexes=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.topic_id = topic_id
        self.partition_indexes = [] if partition_indexes is _UNSET else partition_indexes
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetFetchRequestTopics):
            return NotImplemented
        return (
            self.name == other.name and
            self.topic_id == other.topic_id and
            self.partition_indexes == other.partition_indexes and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetFetchRequestGroup(_Message):
    """OffsetFetchRequest: an element of OffsetFetchRequest.groups."""

    __slots__ = ('group_id', 'member_id', 'member_epoch', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'member_id', 'member_epoch', 'topics')
    _CODECS = staticmethod(_load_codecs)

    #: string (groupId), versions 8+.
    group_id: str
    #: string, versions 9+, nullable 9+, ignorable, default null.
    member_id: str | None
    #: int32, versions 9+, ignorable, default -1.
    member_epoch: int
    #: []OffsetFetchRequestTopics, versions 8+, nullable 8+.
    topics: list[OffsetFetchRequestTopics] | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', member_id=None, member_epoch=-1, topics=_UNSET, unknown_tagged_fields=None):
        self.group_id = group_id
        self.member_id = member_id
        self.member_epoch = member_epoch
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetFetchRequestGroup):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.member_id == other.member_id and
            self.member_epoch == other.member_epoch and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetFetchRequest(_Message):
    """OffsetFetchRequest (API key 9): versions 1-10, flexible 6+."""

    __slots__ = ('group_id', 'topics', 'groups', 'require_stable', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'topics', 'groups', 'require_stable')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'OffsetFetchRequest'
    API_KEY = 9
    MIN_VERSION = 1
    MAX_VERSION = 10
    FLEXIBLE_VERSION = 6

    #: string (groupId), versions 0-7.
    group_id: str
    #: []OffsetFetchRequestTopic, versions 0-7, nullable 2-7.
    topics: list[OffsetFetchRequestTopic] | None
    #: []OffsetFetchRequestGroup, versions 8+.
    groups: list[OffsetFetchRequestGroup]
    #: bool, versions 7+, default false.
    require_stable: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', topics=_UNSET, groups=_UNSET, require_stable=False, unknown_tagged_fields=None):
        self.group_id = group_id
        self.topics = [] if topics is _UNSET else topics
        self.groups = [] if groups is _UNSET else groups
        self.require_stable = require_stable
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetFetchRequest):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.topics == other.topics and
            self.groups == other.groups and
            self.require_stable == other.require_stable and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetFetchResponsePartition(_Message):
    """OffsetFetchResponse: an element of OffsetFetchResponseTopic.partitions."""

    __slots__ = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'metadata', 'error_code', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'metadata', 'error_code')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0-7.
    partition_index: int
    #: int64, versions 0-7.
    committed_offset: int
    #: int32, versions 5-7, ignorable, default -1.
    committed_leader_epoch: int
    #: string, versions 0-7, nullable 0-7.
    metadata: str | None
    #: int16, versions 0-7.
    error_code: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, committed_offset=0, committed_leader_epoch=-1, metadata='', error_code=0, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.committed_offset = committed_offset
        self.committed_leader_epoch = committed_leader_epoch
        self.metadata = metadata
        self.error_code = error_code
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetFetchResponsePartition):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.committed_offset == other.committed_offset and
            self.committed_leader_epoch == other.committed_leader_epoch and
            self.metadata == other.metadata and
            self.error_code == other.error_code and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetFetchResponseTopic(_Message):
    """OffsetFetchResponse: an element of OffsetFetchResponse.topics."""

    __slots__ = ('name', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('name', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0-7.
    name: str
    #: []OffsetFetchResponsePartition, versions 0-7.
    partitions: list[OffsetFetchResponsePartition]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', partitions=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetFetchResponseTopic):
            return NotImplemented
        return (
            self.name == other.name and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetFetchResponsePartitions(_Message):
    """OffsetFetchResponse: an element of OffsetFetchResponseTopics.partitions."""

    __slots__ = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'metadata', 'error_code', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'committed_offset', 'committed_leader_epoch', 'metadata', 'error_code')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 8+.
    partition_index: int
    #: int64, versions 8+.
    committed_offset: int
    #: int32, versions 8+, ignorable, default -1.
    committed_leader_epoch: int
    #: string, versions 8+, nullable 8+.
    metadata: str | None
    #: int16, versions 8+.
    error_code: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, committed_offset=0, committed_leader_epoch=-1, metadata='', error_code=0, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.committed_offset = committed_offset
        self.committed_leader_epoch = committed_leader_epoch
        self.metadata = metadata
        self.error_code = error_code
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetFetchResponsePartitions):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.committed_offset == other.committed_offset and
            self.committed_leader_epoch == other.committed_leader_epoch and
            self.metadata == other.metadata and
            self.error_code == other.error_code and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetFetchResponseTopics(_Message):
    """OffsetFetchResponse: an element of OffsetFetchResponseGroup.topics."""

    __slots__ = ('name', 'topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('name', 'topic_id', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 8-9, ignorable.
    name: str
    #: uuid, versions 10+, ignorable.
    topic_id: uuid.UUID
    #: []OffsetFetchResponsePartitions, versions 8+.
    partitions: list[OffsetFetchResponsePartitions]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', topic_id=_ZERO_UUID, partitions=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.topic_id = topic_id
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetFetchResponseTopics):
            return NotImplemented
        return (
            self.name == other.name and
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetFetchResponseGroup(_Message):
    """OffsetFetchResponse: an element of OffsetFetchResponse.groups."""

    __slots__ = ('group_id', 'topics', 'error_code', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'topics', 'error_code')
    _CODECS = staticmethod(_load_codecs)

    #: string (groupId), versions 8+.
    group_id: str
    #: []OffsetFetchResponseTopics, versions 8+.
    topics: list[OffsetFetchResponseTopics]
    #: int16, versions 8+, default 0.
    error_code: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', topics=_UNSET, error_code=0, unknown_tagged_fields=None):
        self.group_id = group_id
        self.topics = [] if topics is _UNSET else topics
        self.error_code = error_code
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetFetchResponseGroup):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.topics == other.topics and
            self.error_code == other.error_code and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetFetchResponse(_Message):
    """OffsetFetchResponse (API key 9): versions 1-10, flexible 6+."""

    __slots__ = ('throttle_time_ms', 'topics', 'error_code', 'groups', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'topics', 'error_code', 'groups')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'OffsetFetchResponse'
    API_KEY = 9
    MIN_VERSION = 1
    MAX_VERSION = 10
    FLEXIBLE_VERSION = 6

    #: int32, versions 3+, ignorable.
    throttle_time_ms: int
    #: []OffsetFetchResponseTopic, versions 0-7.
    topics: list[OffsetFetchResponseTopic]
    #: int16, versions 2-7, ignorable, default 0.
    error_code: int
    #: []OffsetFetchResponseGroup, versions 8+.
    groups: list[OffsetFetchResponseGroup]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, topics=_UNSET, error_code=0, groups=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _UNSET else topics
        self.error_code = error_code
        self.groups = [] if groups is _UNSET else groups
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetFetchResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.topics == other.topics and
            self.error_code == other.error_code and
            self.groups == other.groups and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

