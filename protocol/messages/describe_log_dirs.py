"""Generated from schemas/DescribeLogDirsRequest.json, schemas/DescribeLogDirsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'DescribableLogDirTopic',
    'DescribeLogDirsRequest',
    'DescribeLogDirsPartition',
    'DescribeLogDirsTopic',
    'DescribeLogDirsResult',
    'DescribeLogDirsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import describe_log_dirs as codecs

    codecs.attach(globals())

class DescribableLogDirTopic(_Message):
    """DescribeLogDirsRequest: an element of DescribeLogDirsRequest.topics."""

    __slots__ = ('topic', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+, map key.
    topic: str
    #: []int32, versions 0+.
    partitions: list[int]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic='', partitions=_UNSET, unknown_tagged_fields=None):
        self.topic = topic
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribableLogDirTopic):
            return NotImplemented
        return (
            self.topic == other.topic and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeLogDirsRequest(_Message):
    """DescribeLogDirsRequest (API key 35): versions 1-5, flexible 2+."""

    __slots__ = ('topics', 'unknown_tagged_fields')
    _FIELDS = ('topics',)
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeLogDirsRequest'
    API_KEY = 35
    MIN_VERSION = 1
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 2

    #: []DescribableLogDirTopic, versions 0+, nullable 0+.
    topics: list[DescribableLogDirTopic] | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topics=_UNSET, unknown_tagged_fields=None):
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeLogDirsRequest):
            return NotImplemented
        return (
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeLogDirsPartition(_Message):
    """DescribeLogDirsResponse: an element of DescribeLogDirsTopic.partitions."""

    __slots__ = ('partition_index', 'partition_size', 'offset_lag', 'is_future_key', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'partition_size', 'offset_lag', 'is_future_key')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_index: int
    #: int64, versions 0+.
    partition_size: int
    #: int64, versions 0+.
    offset_lag: int
    #: bool, versions 0+.
    is_future_key: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, partition_size=0, offset_lag=0, is_future_key=False, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.partition_size = partition_size
        self.offset_lag = offset_lag
        self.is_future_key = is_future_key
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeLogDirsPartition):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.partition_size == other.partition_size and
            self.offset_lag == other.offset_lag and
            self.is_future_key == other.is_future_key and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeLogDirsTopic(_Message):
    """DescribeLogDirsResponse: an element of DescribeLogDirsResult.topics."""

    __slots__ = ('name', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('name', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+.
    name: str
    #: []DescribeLogDirsPartition, versions 0+.
    partitions: list[DescribeLogDirsPartition]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', partitions=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeLogDirsTopic):
            return NotImplemented
        return (
            self.name == other.name and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeLogDirsResult(_Message):
    """DescribeLogDirsResponse: an element of DescribeLogDirsResponse.results."""

    __slots__ = ('error_code', 'log_dir', 'topics', 'total_bytes', 'usable_bytes', 'is_cordoned', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'log_dir', 'topics', 'total_bytes', 'usable_bytes', 'is_cordoned')
    _CODECS = staticmethod(_load_codecs)

    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+.
    log_dir: str
    #: []DescribeLogDirsTopic, versions 0+.
    topics: list[DescribeLogDirsTopic]
    #: int64, versions 4+, ignorable, default -1.
    total_bytes: int
    #: int64, versions 4+, ignorable, default -1.
    usable_bytes: int
    #: bool, versions 5+, ignorable, default false.
    is_cordoned: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, error_code=0, log_dir='', topics=_UNSET, total_bytes=-1, usable_bytes=-1, is_cordoned=False, unknown_tagged_fields=None):
        self.error_code = error_code
        self.log_dir = log_dir
        self.topics = [] if topics is _UNSET else topics
        self.total_bytes = total_bytes
        self.usable_bytes = usable_bytes
        self.is_cordoned = is_cordoned
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeLogDirsResult):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.log_dir == other.log_dir and
            self.topics == other.topics and
            self.total_bytes == other.total_bytes and
            self.usable_bytes == other.usable_bytes and
            self.is_cordoned == other.is_cordoned and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeLogDirsResponse(_Message):
    """DescribeLogDirsResponse (API key 35): versions 1-5, flexible 2+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'results', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'results')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeLogDirsResponse'
    API_KEY = 35
    MIN_VERSION = 1
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 2

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 3+, ignorable.
    error_code: int
    #: []DescribeLogDirsResult, versions 0+.
    results: list[DescribeLogDirsResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, results=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.results = [] if results is _UNSET else results
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeLogDirsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.results == other.results and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

