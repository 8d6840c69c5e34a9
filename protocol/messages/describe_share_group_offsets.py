"""Generated from schemas/DescribeShareGroupOffsetsRequest.json, schemas/DescribeShareGroupOffsetsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'DescribeShareGroupOffsetsRequestTopic',
    'DescribeShareGroupOffsetsRequestGroup',
    'DescribeShareGroupOffsetsRequest',
    'DescribeShareGroupOffsetsResponsePartition',
    'DescribeShareGroupOffsetsResponseTopic',
    'DescribeShareGroupOffsetsResponseGroup',
    'DescribeShareGroupOffsetsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import describe_share_group_offsets as codecs

    codecs.attach(globals())

class DescribeShareGroupOffsetsRequestTopic(_Message):
    """DescribeShareGroupOffsetsRequest: an element of DescribeShareGroupOffsetsRequestGroup.topics."""

    __slots__ = ('topic_name', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic_name', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+.
    topic_name: str
    #: []int32, versions 0+.
    partitions: list[int]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_name='', partitions=_UNSET, unknown_tagged_fields=None):
        self.topic_name = topic_name
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeShareGroupOffsetsRequestTopic):
            return NotImplemented
        return (
            self.topic_name == other.topic_name and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeShareGroupOffsetsRequestGroup(_Message):
    """DescribeShareGroupOffsetsRequest: an element of DescribeShareGroupOffsetsRequest.groups."""

    __slots__ = ('group_id', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'topics')
    _CODECS = staticmethod(_load_codecs)

    #: string (groupId), versions 0+.
    group_id: str
    #: []DescribeShareGroupOffsetsRequestTopic, versions 0+, nullable 0+.
    topics: list[DescribeShareGroupOffsetsRequestTopic] | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', topics=_UNSET, unknown_tagged_fields=None):
        self.group_id = group_id
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeShareGroupOffsetsRequestGroup):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeShareGroupOffsetsRequest(_Message):
    """DescribeShareGroupOffsetsRequest (API key 90): versions 0-1, flexible 0+."""

    __slots__ = ('groups', 'unknown_tagged_fields')
    _FIELDS = ('groups',)
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeShareGroupOffsetsRequest'
    API_KEY = 90
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0

    #: []DescribeShareGroupOffsetsRequestGroup, versions 0+.
    groups: list[DescribeShareGroupOffsetsRequestGroup]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, groups=_UNSET, unknown_tagged_fields=None):
        self.groups = [] if groups is _UNSET else groups
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeShareGroupOffsetsRequest):
            return NotImplemented
        return (
            self.groups == other.groups and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeShareGroupOffsetsResponsePartition(_Message):
    """DescribeShareGroupOffsetsResponse: an element of DescribeShareGroupOffsetsResponseTopic.partitions."""

    __slots__ = ('partition_index', 'start_offset', 'leader_epoch', 'lag', 'error_code', 'error_message', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'start_offset', 'leader_epoch', 'lag', 'error_code', 'error_message')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_index: int
    #: int64, versions 0+.
    start_offset: int
    #: int32, versions 0+.
    leader_epoch: int
    #: int64, versions 1+, ignorable, default -1.
    lag: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+, default null.
    error_message: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, start_offset=0, leader_epoch=0, lag=-1, error_code=0, error_message=None, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.start_offset = start_offset
        self.leader_epoch = leader_epoch
        self.lag = lag
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeShareGroupOffsetsResponsePartition):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.start_offset == other.start_offset and
            self.leader_epoch == other.leader_epoch and
            self.lag == other.lag and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeShareGroupOffsetsResponseTopic(_Message):
    """DescribeShareGroupOffsetsResponse: an element of DescribeShareGroupOffsetsResponseGroup.topics."""

    __slots__ = ('topic_name', 'topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic_name', 'topic_id', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+.
    topic_name: str
    #: uuid, versions 0+.
    topic_id: uuid.UUID
    #: []DescribeShareGroupOffsetsResponsePartition, versions 0+.
    partitions: list[DescribeShareGroupOffsetsResponsePartition]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_name='', topic_id=_ZERO_UUID, partitions=_UNSET, unknown_tagged_fields=None):
        self.topic_name = topic_name
        self.topic_id = topic_id
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeShareGroupOffsetsResponseTopic):
            return NotImplemented
        return (
            self.topic_name == other.topic_name and
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeShareGroupOffsetsResponseGroup(_Message):
    """DescribeShareGroupOffsetsResponse: an element of DescribeShareGroupOffsetsResponse.groups."""

    __slots__ = ('group_id', 'topics', 'error_code', 'error_message', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'topics', 'error_code', 'error_message')
    _CODECS = staticmethod(_load_codecs)

    #: string (groupId), versions 0+.
    group_id: str
    #: []DescribeShareGroupOffsetsResponseTopic, versions 0+.
    topics: list[DescribeShareGroupOffsetsResponseTopic]
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+, default null.
    error_message: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', topics=_UNSET, error_code=0, error_message=None, unknown_tagged_fields=None):
        self.group_id = group_id
        self.topics = [] if topics is _UNSET else topics
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeShareGroupOffsetsResponseGroup):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.topics == other.topics and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeShareGroupOffsetsResponse(_Message):
    """DescribeShareGroupOffsetsResponse (API key 90): versions 0-1, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'groups', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'groups')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeShareGroupOffsetsResponse'
    API_KEY = 90
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: []DescribeShareGroupOffsetsResponseGroup, versions 0+.
    groups: list[DescribeShareGroupOffsetsResponseGroup]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, groups=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.groups = [] if groups is _UNSET else groups
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeShareGroupOffsetsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.groups == other.groups and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

