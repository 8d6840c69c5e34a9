"""Generated from schemas/ListPartitionReassignmentsRequest.json, schemas/ListPartitionReassignmentsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'ListPartitionReassignmentsTopics',
    'ListPartitionReassignmentsRequest',
    'OngoingPartitionReassignment',
    'OngoingTopicReassignment',
    'ListPartitionReassignmentsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import list_partition_reassignments as codecs

    codecs.attach(globals())

class ListPartitionReassignmentsTopics(_Message):
    """ListPartitionReassignmentsRequest: an element of ListPartitionReassignmentsRequest.topics."""

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
        if not isinstance(other, ListPartitionReassignmentsTopics):
            return NotImplemented
        return (
            self.name == other.name and
            self.partition_indexes == other.partition_indexes and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ListPartitionReassignmentsRequest(_Message):
    """ListPartitionReassignmentsRequest (API key 46): versions 0, flexible 0+."""

    __slots__ = ('timeout_ms', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('timeout_ms', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ListPartitionReassignmentsRequest'
    API_KEY = 46
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+, default 60000.
    timeout_ms: int
    #: []ListPartitionReassignmentsTopics, versions 0+, nullable 0+, default null.
    topics: list[ListPartitionReassignmentsTopics] | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, timeout_ms=60000, topics=None, unknown_tagged_fields=None):
        self.timeout_ms = timeout_ms
        self.topics = topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ListPartitionReassignmentsRequest):
            return NotImplemented
        return (
            self.timeout_ms == other.timeout_ms and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OngoingPartitionReassignment(_Message):
    """ListPartitionReassignmentsResponse: an element of OngoingTopicReassignment.partitions."""

    __slots__ = ('partition_index', 'replicas', 'adding_replicas', 'removing_replicas', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'replicas', 'adding_replicas', 'removing_replicas')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_index: int
    #: []int32 (brokerId), versions 0+.
    replicas: list[int]
    #: []int32 (brokerId), versions 0+.
    adding_replicas: list[int]
    #: []int32 (brokerId), versions 0+.
    removing_replicas: list[int]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, replicas=_UNSET, adding_replicas=_UNSET, removing_replicas=_UNSET, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.replicas = [] if replicas is _UNSET else replicas
        self.adding_replicas = [] if adding_replicas is _UNSET else adding_replicas
        self.removing_replicas = [] if removing_replicas is _UNSET else removing_replicas
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OngoingPartitionReassignment):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.replicas == other.replicas and
            self.adding_replicas == other.adding_replicas and
            self.removing_replicas == other.removing_replicas and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OngoingTopicReassignment(_Message):
    """ListPartitionReassignmentsResponse: an element of ListPartitionReassignmentsResponse.topics."""

    __slots__ = ('name', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('name', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+.
    name: str
    #: []OngoingPartitionReassignment, versions 0+.
    partitions: list[OngoingPartitionReassignment]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', partitions=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OngoingTopicReassignment):
            return NotImplemented
        return (
            self.name == other.name and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ListPartitionReassignmentsResponse(_Message):
    """ListPartitionReassignmentsResponse (API key 46): versions 0, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'error_message', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ListPartitionReassignmentsResponse'
    API_KEY = 46
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+.
    error_message: str | None
    #: []OngoingTopicReassignment, versions 0+.
    topics: list[OngoingTopicReassignment]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, error_message='', topics=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ListPartitionReassignmentsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

