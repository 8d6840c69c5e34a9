"""Generated from schemas/InitializeShareGroupStateRequest.json, schemas/InitializeShareGroupStateResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'PartitionData',
    'InitializeStateData',
    'InitializeShareGroupStateRequest',
    'PartitionResult',
    'InitializeStateResult',
    'InitializeShareGroupStateResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import initialize_share_group_state as codecs

    codecs.attach(globals())

class PartitionData(_Message):
    """InitializeShareGroupStateRequest: an element of InitializeStateData.partitions."""

    __slots__ = ('partition', 'state_epoch', 'start_offset', 'unknown_tagged_fields')
    _FIELDS = ('partition', 'state_epoch', 'start_offset')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition: int
    #: int32, versions 0+.
    state_epoch: int
    #: int64, versions 0+.
    start_offset: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition=0, state_epoch=0, start_offset=0, unknown_tagged_fields=None):
        self.partition = partition
        self.state_epoch = state_epoch
        self.start_offset = start_offset
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, PartitionData):
            return NotImplemented
        return (
            self.partition == other.partition and
            self.state_epoch == other.state_epoch and
            self.start_offset == other.start_offset and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class InitializeStateData(_Message):
    """InitializeShareGroupStateRequest: an element of InitializeShareGroupStateRequest.topics."""

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
        if not isinstance(other, InitializeStateData):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class InitializeShareGroupStateRequest(_Message):
    """InitializeShareGroupStateRequest (API key 83): versions 0, flexible 0+."""

    __slots__ = ('group_id', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'InitializeShareGroupStateRequest'
    API_KEY = 83
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: string, versions 0+.
    group_id: str
    #: []InitializeStateData, versions 0+.
    topics: list[InitializeStateData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', topics=_UNSET, unknown_tagged_fields=None):
        self.group_id = group_id
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, InitializeShareGroupStateRequest):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class PartitionResult(_Message):
    """InitializeShareGroupStateResponse: an element of InitializeStateResult.partitions."""

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


class InitializeStateResult(_Message):
    """InitializeShareGroupStateResponse: an element of InitializeShareGroupStateResponse.results."""

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
        if not isinstance(other, InitializeStateResult):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class InitializeShareGroupStateResponse(_Message):
    """InitializeShareGroupStateResponse (API key 83): versions 0, flexible 0+."""

    __slots__ = ('results', 'unknown_tagged_fields')
    _FIELDS = ('results',)
    _CODECS = staticmethod(_load_codecs)
    NAME = 'InitializeShareGroupStateResponse'
    API_KEY = 83
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: []InitializeStateResult, versions 0+.
    results: list[InitializeStateResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, results=_UNSET, unknown_tagged_fields=None):
        self.results = [] if results is _UNSET else results
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, InitializeShareGroupStateResponse):
            return NotImplemented
        return (
            self.results == other.results and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

