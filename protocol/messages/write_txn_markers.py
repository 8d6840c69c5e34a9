"""Generated from schemas/WriteTxnMarkersRequest.json, schemas/WriteTxnMarkersResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'WritableTxnMarkerTopic',
    'WritableTxnMarker',
    'WriteTxnMarkersRequest',
    'WritableTxnMarkerPartitionResult',
    'WritableTxnMarkerTopicResult',
    'WritableTxnMarkerResult',
    'WriteTxnMarkersResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import write_txn_markers as codecs

    codecs.attach(globals())

class WritableTxnMarkerTopic(_Message):
    """WriteTxnMarkersRequest: an element of WritableTxnMarker.topics."""

    __slots__ = ('name', 'partition_indexes', 'unknown_tagged_fields')
    _FIELDS = ('name', 'partition_indexes')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+.
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
        if not isinstance(other, WritableTxnMarkerTopic):
            return NotImplemented
        return (
            self.name == other.name and
            self.partition_indexes == other.partition_indexes and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class WritableTxnMarker(_Message):
    """WriteTxnMarkersRequest: an element of WriteTxnMarkersRequest.markers."""

    __slots__ = ('producer_id', 'producer_epoch', 'transaction_result', 'topics', 'coordinator_epoch', 'transaction_version', 'unknown_tagged_fields')
    _FIELDS = ('producer_id', 'producer_epoch', 'transaction_result', 'topics', 'coordinator_epoch', 'transaction_version')
    _CODECS = staticmethod(_load_codecs)

    #: int64 (producerId), versions 0+.
    producer_id: int
    #: int16, versions 0+.
    producer_epoch: int
    #: bool, versions 0+.
    transaction_result: bool
    #: []WritableTxnMarkerTopic, versions 0+.
    topics: list[WritableTxnMarkerTopic]
    #: int32, versions 0+.
    coordinator_epoch: int
    #: int8, versions 2+, ignorable, default 0.
    transaction_version: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, producer_id=0, producer_epoch=0, transaction_result=False, topics=_UNSET, coordinator_epoch=0, transaction_version=0, unknown_tagged_fields=None):
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.transaction_result = transaction_result
        self.topics = [] if topics is _UNSET else topics
        self.coordinator_epoch = coordinator_epoch
        self.transaction_version = transaction_version
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, WritableTxnMarker):
            return NotImplemented
        return (
            self.producer_id == other.producer_id and
            self.producer_epoch == other.producer_epoch and
            self.transaction_result == other.transaction_result and
            self.topics == other.topics and
            self.coordinator_epoch == other.coordinator_epoch and
            self.transaction_version == other.transaction_version and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class WriteTxnMarkersRequest(_Message):
    """WriteTxnMarkersRequest (API key 27): versions 1-2, flexible 1+."""

    __slots__ = ('markers', 'unknown_tagged_fields')
    _FIELDS = ('markers',)
    _CODECS = staticmethod(_load_codecs)
    NAME = 'WriteTxnMarkersRequest'
    API_KEY = 27
    MIN_VERSION = 1
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 1

    #: []WritableTxnMarker, versions 0+.
    markers: list[WritableTxnMarker]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, markers=_UNSET, unknown_tagged_fields=None):
        self.markers = [] if markers is _UNSET else markers
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, WriteTxnMarkersRequest):
            return NotImplemented
        return (
            self.markers == other.markers and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class WritableTxnMarkerPartitionResult(_Message):
    """WriteTxnMarkersResponse: an element of WritableTxnMarkerTopicResult.partitions."""

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
        if not isinstance(other, WritableTxnMarkerPartitionResult):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.error_code == other.error_code and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class WritableTxnMarkerTopicResult(_Message):
    """WriteTxnMarkersResponse: an element of WritableTxnMarkerResult.topics."""

    __slots__ = ('name', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('name', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+.
    name: str
    #: []WritableTxnMarkerPartitionResult, versions 0+.
    partitions: list[WritableTxnMarkerPartitionResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', partitions=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, WritableTxnMarkerTopicResult):
            return NotImplemented
        return (
            self.name == other.name and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class WritableTxnMarkerResult(_Message):
    """WriteTxnMarkersResponse: an element of WriteTxnMarkersResponse.markers."""

    __slots__ = ('producer_id', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('producer_id', 'topics')
    _CODECS = staticmethod(_load_codecs)

    #: int64 (producerId), versions 0+.
    producer_id: int
    #: []WritableTxnMarkerTopicResult, versions 0+.
    topics: list[WritableTxnMarkerTopicResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, producer_id=0, topics=_UNSET, unknown_tagged_fields=None):
        self.producer_id = producer_id
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, WritableTxnMarkerResult):
            return NotImplemented
        return (
            self.producer_id == other.producer_id and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class WriteTxnMarkersResponse(_Message):
    """WriteTxnMarkersResponse (API key 27): versions 1-2, flexible 1+."""

    __slots__ = ('markers', 'unknown_tagged_fields')
    _FIELDS = ('markers',)
    _CODECS = staticmethod(_load_codecs)
    NAME = 'WriteTxnMarkersResponse'
    API_KEY = 27
    MIN_VERSION = 1
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 1

    #: []WritableTxnMarkerResult, versions 0+.
    markers: list[WritableTxnMarkerResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, markers=_UNSET, unknown_tagged_fields=None):
        self.markers = [] if markers is _UNSET else markers
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, WriteTxnMarkersResponse):
            return NotImplemented
        return (
            self.markers == other.markers and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

