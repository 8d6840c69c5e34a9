"""Generated from schemas/OffsetDeleteRequest.json, schemas/OffsetDeleteResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'OffsetDeleteRequestPartition',
    'OffsetDeleteRequestTopic',
    'OffsetDeleteRequest',
    'OffsetDeleteResponsePartition',
    'OffsetDeleteResponseTopic',
    'OffsetDeleteResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import offset_delete as codecs

    codecs.attach(globals())

class OffsetDeleteRequestPartition(_Message):
    """OffsetDeleteRequest: an element of OffsetDeleteRequestTopic.partitions."""

    __slots__ = ('partition_index', 'unknown_tagged_fields')
    _FIELDS = ('partition_index',)
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_index: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetDeleteRequestPartition):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetDeleteRequestTopic(_Message):
    """OffsetDeleteRequest: an element of OffsetDeleteRequest.topics."""

    __slots__ = ('name', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('name', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+, map key.
    name: str
    #: []OffsetDeleteRequestPartition, versions 0+.
    partitions: list[OffsetDeleteRequestPartition]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', partitions=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetDeleteRequestTopic):
            return NotImplemented
        return (
            self.name == other.name and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetDeleteRequest(_Message):
    """OffsetDeleteRequest (API key 47): versions 0."""

    __slots__ = ('group_id', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'OffsetDeleteRequest'
    API_KEY = 47
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = None

    #: string (groupId), versions 0+.
    group_id: str
    #: []OffsetDeleteRequestTopic, versions 0+.
    topics: list[OffsetDeleteRequestTopic]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', topics=_UNSET, unknown_tagged_fields=None):
        self.group_id = group_id
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetDeleteRequest):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetDeleteResponsePartition(_Message):
    """OffsetDeleteResponse: an element of OffsetDeleteResponseTopic.partitions."""

    __slots__ = ('partition_index', 'error_code', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'error_code')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+, map key.
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
        if not isinstance(other, OffsetDeleteResponsePartition):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.error_code == other.error_code and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetDeleteResponseTopic(_Message):
    """OffsetDeleteResponse: an element of OffsetDeleteResponse.topics."""

    __slots__ = ('name', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('name', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+, map key.
    name: str
    #: []OffsetDeleteResponsePartition, versions 0+.
    partitions: list[OffsetDeleteResponsePartition]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', partitions=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetDeleteResponseTopic):
            return NotImplemented
        return (
            self.name == other.name and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetDeleteResponse(_Message):
    """OffsetDeleteResponse (API key 47): versions 0."""

    __slots__ = ('error_code', 'throttle_time_ms', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'throttle_time_ms', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'OffsetDeleteResponse'
    API_KEY = 47
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = None

    #: int16, versions 0+.
    error_code: int
    #: int32, versions 0+, ignorable.
    throttle_time_ms: int
    #: []OffsetDeleteResponseTopic, versions 0+.
    topics: list[OffsetDeleteResponseTopic]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, error_code=0, throttle_time_ms=0, topics=_UNSET, unknown_tagged_fields=None):
        self.error_code = error_code
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetDeleteResponse):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.throttle_time_ms == other.throttle_time_ms and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

