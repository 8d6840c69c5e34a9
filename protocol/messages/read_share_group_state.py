"""Generated from schemas/ReadShareGroupStateRequest.json, schemas/ReadShareGroupStateResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'PartitionData',
    'ReadStateData',
    'ReadShareGroupStateRequest',
    'StateBatch',
    'PartitionResult',
    'ReadStateResult',
    'ReadShareGroupStateResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import read_share_group_state as codecs

    codecs.attach(globals())

class PartitionData(_Message):
    """ReadShareGroupStateRequest: an element of ReadStateData.partitions."""

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


class ReadStateData(_Message):
    """ReadShareGroupStateRequest: an element of ReadShareGroupStateRequest.topics."""

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
        if not isinstance(other, ReadStateData):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ReadShareGroupStateRequest(_Message):
    """ReadShareGroupStateRequest (API key 84): versions 0, flexible 0+."""

    __slots__ = ('group_id', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ReadShareGroupStateRequest'
    API_KEY = 84
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: string, versions 0+.
    group_id: str
    #: []ReadStateData, versions 0+.
    topics: list[ReadStateData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', topics=_UNSET, unknown_tagged_fields=None):
        self.group_id = group_id
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ReadShareGroupStateRequest):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class StateBatch(_Message):
    """ReadShareGroupStateResponse: an element of PartitionResult.state_batches."""

    __slots__ = ('first_offset', 'last_offset', 'delivery_state', 'delivery_count', 'unknown_tagged_fields')
    _FIELDS = ('first_offset', 'last_offset', 'delivery_state', 'delivery_count')
    _CODECS = staticmethod(_load_codecs)

    #: int64, versions 0+.
    first_offset: int
    #: int64, versions 0+.
    last_offset: int
    #: int8, versions 0+.
    delivery_state: int
    #: int16, versions 0+.
    delivery_count: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, first_offset=0, last_offset=0, delivery_state=0, delivery_count=0, unknown_tagged_fields=None):
        self.first_offset = first_offset
        self.last_offset = last_offset
        self.delivery_state = delivery_state
        self.delivery_count = delivery_count
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, StateBatch):
            return NotImplemented
        return (
            self.first_offset == other.first_offset and
            self.last_offset == other.last_offset and
            self.delivery_state == other.delivery_state and
            self.delivery_count == other.delivery_count and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class PartitionResult(_Message):
    """ReadShareGroupStateResponse: an element of ReadStateResult.partitions."""

    __slots__ = ('partition', 'error_code', 'error_message', 'state_epoch', 'start_offset', 'state_batches', 'unknown_tagged_fields')
    _FIELDS = ('partition', 'error_code', 'error_message', 'state_epoch', 'start_offset', 'state_batches')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+, default null.
    error_message: str | None
    #: int32, versions 0+.
    state_epoch: int
    #: int64, versions 0+.
    start_offset: int
    #: []StateBatch, versions 0+.
    state_batches: list[StateBatch]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition=0, error_code=0, error_message=None, state_epoch=0, start_offset=0, state_batches=_UNSET, unknown_tagged_fields=None):
        self.partition = partition
        self.error_code = error_code
        self.error_message = error_message
        self.state_epoch = state_epoch
        self.start_offset = start_offset
        self.state_batches = [] if state_batches is _UNSET else state_batches
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, PartitionResult):
            return NotImplemented
        return (
            self.partition == other.partition and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.state_epoch == other.state_epoch and
            self.start_offset == other.start_offset and
            self.state_batches == other.state_batches and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ReadStateResult(_Message):
    """ReadShareGroupStateResponse: an element of ReadShareGroupStateResponse.results."""

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
        if not isinstance(other, ReadStateResult):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ReadShareGroupStateResponse(_Message):
    """ReadShareGroupStateResponse (API key 84): versions 0, flexible 0+."""

    __slots__ = ('results', 'unknown_tagged_fields')
    _FIELDS = ('results',)
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ReadShareGroupStateResponse'
    API_KEY = 84
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: []ReadStateResult, versions 0+.
    results: list[ReadStateResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, results=_UNSET, unknown_tagged_fields=None):
        self.results = [] if results is _UNSET else results
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ReadShareGroupStateResponse):
            return NotImplemented
        return (
            self.results == other.results and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

