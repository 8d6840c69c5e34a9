"""Generated from schemas/DeleteShareGroupStateRequest.json, schemas/DeleteShareGroupStateResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'PartitionData',
    'DeleteStateData',
    'DeleteShareGroupStateRequest',
    'PartitionResult',
    'DeleteStateResult',
    'DeleteShareGroupStateResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import delete_share_group_state as codecs

    codecs.attach(globals())

class PartitionData(_Message):
    """DeleteShareGroupStateRequest: an element of DeleteStateData.partitions."""

    __slots__ = ('partition', 'unknown_tagged_fields')
    _FIELDS = ('partition',)
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition=0, unknown_tagged_fields=None):
        self.partition = partition
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, PartitionData):
            return NotImplemented
        return (
            self.partition == other.partition and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DeleteStateData(_Message):
    """DeleteShareGroupStateRequest: an element of DeleteShareGroupStateRequest.topics."""

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
        if not isinstance(other, DeleteStateData):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DeleteShareGroupStateRequest(_Message):
    """DeleteShareGroupStateRequest (API key 86): versions 0, flexible 0+."""

    __slots__ = ('group_id', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DeleteShareGroupStateRequest'
    API_KEY = 86
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: string, versions 0+.
    group_id: str
    #: []DeleteStateData, versions 0+.
    topics: list[DeleteStateData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', topics=_UNSET, unknown_tagged_fields=None):
        self.group_id = group_id
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteShareGroupStateRequest):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class PartitionResult(_Message):
    """DeleteShareGroupStateResponse: an element of DeleteStateResult.partitions."""

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


class DeleteStateResult(_Message):
    """DeleteShareGroupStateResponse: an element of DeleteShareGroupStateResponse.results."""

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
        if not isinstance(other, DeleteStateResult):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DeleteShareGroupStateResponse(_Message):
    """DeleteShareGroupStateResponse (API key 86): versions 0, flexible 0+."""

    __slots__ = ('results', 'unknown_tagged_fields')
    _FIELDS = ('results',)
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DeleteShareGroupStateResponse'
    API_KEY = 86
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: []DeleteStateResult, versions 0+.
    results: list[DeleteStateResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, results=_UNSET, unknown_tagged_fields=None):
        self.results = [] if results is _UNSET else results
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteShareGroupStateResponse):
            return NotImplemented
        return (
            self.results == other.results and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

