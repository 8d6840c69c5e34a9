"""Generated from schemas/DeleteRecordsRequest.json, schemas/DeleteRecordsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'DeleteRecordsPartition',
    'DeleteRecordsTopic',
    'DeleteRecordsRequest',
    'DeleteRecordsPartitionResult',
    'DeleteRecordsTopicResult',
    'DeleteRecordsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import delete_records as codecs

    codecs.attach(globals())

class DeleteRecordsPartition(_Message):
    """DeleteRecordsRequest: an element of DeleteRecordsTopic.partitions."""

    __slots__ = ('partition_index', 'offset', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'offset')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_index: int
    #: int64, versions 0+.
    offset: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, offset=0, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.offset = offset
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteRecordsPartition):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.offset == other.offset and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DeleteRecordsTopic(_Message):
    """DeleteRecordsRequest: an element of DeleteRecordsRequest.topics."""

    __slots__ = ('name', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('name', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+.
    name: str
    #: []DeleteRecordsPartition, versions 0+.
    partitions: list[DeleteRecordsPartition]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', partitions=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteRecordsTopic):
            return NotImplemented
        return (
            self.name == other.name and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DeleteRecordsRequest(_Message):
    """DeleteRecordsRequest (API key 21): versions 0-2, flexible 2+."""

    __slots__ = ('topics', 'timeout_ms', 'unknown_tagged_fields')
    _FIELDS = ('topics', 'timeout_ms')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DeleteRecordsRequest'
    API_KEY = 21
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 2

    #: []DeleteRecordsTopic, versions 0+.
    topics: list[DeleteRecordsTopic]
    #: int32, versions 0+.
    timeout_ms: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topics=_UNSET, timeout_ms=0, unknown_tagged_fields=None):
        self.topics = [] if topics is _UNSET else topics
        self.timeout_ms = timeout_ms
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteRecordsRequest):
            return NotImplemented
        return (
            self.topics == other.topics and
            self.timeout_ms == other.timeout_ms and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DeleteRecordsPartitionResult(_Message):
    """DeleteRecordsResponse: an element of DeleteRecordsTopicResult.partitions."""

    __slots__ = ('partition_index', 'low_watermark', 'error_code', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'low_watermark', 'error_code')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+, map key.
    partition_index: int
    #: int64, versions 0+.
    low_watermark: int
    #: int16, versions 0+.
    error_code: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, low_watermark=0, error_code=0, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.low_watermark = low_watermark
        self.error_code = error_code
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteRecordsPartitionResult):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.low_watermark == other.low_watermark and
            self.error_code == other.error_code and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DeleteRecordsTopicResult(_Message):
    """DeleteRecordsResponse: an element of DeleteRecordsResponse.topics."""

    __slots__ = ('name', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('name', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+, map key.
    name: str
    #: []DeleteRecordsPartitionResult, versions 0+.
    partitions: list[DeleteRecordsPartitionResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', partitions=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteRecordsTopicResult):
            return NotImplemented
        return (
            self.name == other.name and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DeleteRecordsResponse(_Message):
    """DeleteRecordsResponse (API key 21): versions 0-2, flexible 2+."""

    __slots__ = ('throttle_time_ms', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DeleteRecordsResponse'
    API_KEY = 21
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 2

    #: int32, versions 0+.
    throttle_time_ms: int
    #: []DeleteRecordsTopicResult, versions 0+.
    topics: list[DeleteRecordsTopicResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, topics=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteRecordsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

