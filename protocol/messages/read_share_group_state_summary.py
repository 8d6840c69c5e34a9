"""Generated from schemas/ReadShareGroupStateSummaryRequest.json, schemas/ReadShareGroupStateSummaryResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'PartitionData',
    'ReadStateSummaryData',
    'ReadShareGroupStateSummaryRequest',
    'PartitionResult',
    'ReadStateSummaryResult',
    'ReadShareGroupStateSummaryResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import read_share_group_state_summary as codecs

    codecs.attach(globals())

class PartitionData(_Message):
    """ReadShareGroupStateSummaryRequest: an element of ReadStateSummaryData.partitions."""

    __slots__ = ('partition', 'leader_epoch', 'unknown_tagged_fields')
    _FIELDS = ('partition', 'leader_epoch')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition: int
    #: int32, versions 0+.
    leader_epoch: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition=0, leader_epoch=0, unknown_tagged_fields=None):
        self.partition = partition
        self.leader_epoch = leader_epoch
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, PartitionData):
            return NotImplemented
        return (
            self.partition == other.partition and
            self.leader_epoch == other.leader_epoch and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ReadStateSummaryData(_Message):
    """ReadShareGroupStateSummaryRequest: an element of ReadShareGroupStateSummaryRequest.topics."""

    __slots__ = ('topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic_id', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: uuid, versions 0+.
    topic_id: uuid.UUID
    #: []PartitionData, versions 0+.
    partitions: list[PartitionData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_id=_ZERO_UUID, partitions=_UNSET, unknown_tagged_fields=None):
        self.topic_id = topic_id
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ReadStateSummaryData):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ReadShareGroupStateSummaryRequest(_Message):
    """ReadShareGroupStateSummaryRequest (API key 87): versions 0-1, flexible 0+."""

    __slots__ = ('group_id', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ReadShareGroupStateSummaryRequest'
    API_KEY = 87
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0

    #: string, versions 0+.
    group_id: str
    #: []ReadStateSummaryData, versions 0+.
    topics: list[ReadStateSummaryData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', topics=_UNSET, unknown_tagged_fields=None):
        self.group_id = group_id
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ReadShareGroupStateSummaryRequest):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class PartitionResult(_Message):
    """ReadShareGroupStateSummaryResponse: an element of ReadStateSummaryResult.partitions."""

    __slots__ = ('partition', 'error_code', 'error_message', 'state_epoch', 'leader_epoch', 'start_offset', 'delivery_complete_count', 'unknown_tagged_fields')
    _FIELDS = ('partition', 'error_code', 'error_message', 'state_epoch', 'leader_epoch', 'start_offset', 'delivery_complete_count')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+, default null.
    error_message: str | None
    #: int32, versions 0+.
    state_epoch: int
    #: int32, versions 0+.
    leader_epoch: int
    #: int64, versions 0+.
    start_offset: int
    #: int32, versions 1+, ignorable, default -1.
    delivery_complete_count: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition=0, error_code=0, error_message=None, state_epoch=0, leader_epoch=0, start_offset=0, delivery_complete_count=-1, unknown_tagged_fields=None):
        self.partition = partition
        self.error_code = error_code
        self.error_message = error_message
        self.state_epoch = state_epoch
        self.leader_epoch = leader_epoch
        self.start_offset = start_offset
        self.delivery_complete_count = delivery_complete_count
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, PartitionResult):
            return NotImplemented
        return (
            self.partition == other.partition and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.state_epoch == other.state_epoch and
            self.leader_epoch == other.leader_epoch and
            self.start_offset == other.start_offset and
            self.delivery_complete_count == other.delivery_complete_count and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ReadStateSummaryResult(_Message):
    """ReadShareGroupStateSummaryResponse: an element of ReadShareGroupStateSummaryResponse.results."""

    __slots__ = ('topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic_id', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: uuid, versions 0+.
    topic_id: uuid.UUID
    #: []PartitionResult, versions 0+.
    partitions: list[PartitionResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_id=_ZERO_UUID, partitions=_UNSET, unknown_tagged_fields=None):
        self.topic_id = topic_id
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ReadStateSummaryResult):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ReadShareGroupStateSummaryResponse(_Message):
    """ReadShareGroupStateSummaryResponse (API key 87): versions 0-1, flexible 0+."""

    __slots__ = ('results', 'unknown_tagged_fields')
    _FIELDS = ('results',)
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ReadShareGroupStateSummaryResponse'
    API_KEY = 87
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0

    #: []ReadStateSummaryResult, versions 0+.
    results: list[ReadStateSummaryResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, results=_UNSET, unknown_tagged_fields=None):
        self.results = [] if results is _UNSET else results
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ReadShareGroupStateSummaryResponse):
            return NotImplemented
        return (
            self.results == other.results and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

