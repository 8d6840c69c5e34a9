"""Generated from schemas/WriteShareGroupStateRequest.json, schemas/WriteShareGroupStateResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'StateBatch',
    'PartitionData',
    'WriteStateData',
    'WriteShareGroupStateRequest',
    'PartitionResult',
    'WriteStateResult',
    'WriteShareGroupStateResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import write_share_group_state as codecs

    codecs.attach(globals())

class StateBatch(_Message):
    """WriteShareGroupStateRequest: an element of PartitionData.state_batches."""

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


class PartitionData(_Message):
    """WriteShareGroupStateRequest: an element of WriteStateData.partitions."""

    __slots__ = ('partition', 'state_epoch', 'leader_epoch', 'start_offset', 'delivery_complete_count', 'state_batches', 'unknown_tagged_fields')
    _FIELDS = ('partition', 'state_epoch', 'leader_epoch', 'start_offset', 'delivery_complete_count', 'state_batches')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition: int
    #: int32, versions 0+.
    state_epoch: int
    #: int32, versions 0+.
    leader_epoch: int
    #: int64, versions 0+.
    start_offset: int
    #: int32, versions 1+, ignorable, default -1.
    delivery_complete_count: int
    #: []StateBatch, versions 0+.
    state_batches: list[StateBatch]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition=0, state_epoch=0, leader_epoch=0, start_offset=0, delivery_complete_count=-1, state_batches=_UNSET, unknown_tagged_fields=None):
        self.partition = partition
        self.state_epoch = state_epoch
        self.leader_epoch = leader_epoch
        self.start_offset = start_offset
        self.delivery_complete_count = delivery_complete_count
        self.state_batches = [] if state_batches is _UNSET else state_batches
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, PartitionData):
            return NotImplemented
        return (
            self.partition == other.partition and
            self.state_epoch == other.state_epoch and
            self.leader_epoch == other.leader_epoch and
            self.start_offset == other.start_offset and
            self.delivery_complete_count == other.delivery_complete_count and
            self.state_batches == other.state_batches and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class WriteStateData(_Message):
    """WriteShareGroupStateRequest: an element of WriteShareGroupStateRequest.topics."""

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
        if not isinstance(other, WriteStateData):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class WriteShareGroupStateRequest(_Message):
    """WriteShareGroupStateRequest (API key 85): versions 0-1, flexible 0+."""

    __slots__ = ('group_id', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'WriteShareGroupStateRequest'
    API_KEY = 85
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0

    #: string, versions 0+.
    group_id: str
    #: []WriteStateData, versions 0+.
    topics: list[WriteStateData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', topics=_UNSET, unknown_tagged_fields=None):
        self.group_id = group_id
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, WriteShareGroupStateRequest):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class PartitionResult(_Message):
    """WriteShareGroupStateResponse: an element of WriteStateResult.partitions."""

    __slots__ = ('partition', 'error_code', 'error_message', 'unknown_tagged_fields')
    _FIELDS = ('partition', 'error_code', 'error_message')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+, default null.
    error_message: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition=0, error_code=0, error_message=None, unknown_tagged_fields=None):
        self.partition = partition
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, PartitionResult):
            return NotImplemented
        return (
            self.partition == other.partition and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class WriteStateResult(_Message):
    """WriteShareGroupStateResponse: an element of WriteShareGroupStateResponse.results."""

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
        if not isinstance(other, WriteStateResult):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class WriteShareGroupStateResponse(_Message):
    """WriteShareGroupStateResponse (API key 85): versions 0-1, flexible 0+."""

    __slots__ = ('results', 'unknown_tagged_fields')
    _FIELDS = ('results',)
    _CODECS = staticmethod(_load_codecs)
    NAME = 'WriteShareGroupStateResponse'
    API_KEY = 85
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0

    #: []WriteStateResult, versions 0+.
    results: list[WriteStateResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, results=_UNSET, unknown_tagged_fields=None):
        self.results = [] if results is _UNSET else results
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, WriteShareGroupStateResponse):
            return NotImplemented
        return (
            self.results == other.results and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

