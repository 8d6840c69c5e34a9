"""Generated from schemas/AlterPartitionReassignmentsRequest.json, schemas/AlterPartitionReassignmentsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'ReassignablePartition',
    'ReassignableTopic',
    'AlterPartitionReassignmentsRequest',
    'ReassignablePartitionResponse',
    'ReassignableTopicResponse',
    'AlterPartitionReassignmentsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import alter_partition_reassignments as codecs

    codecs.attach(globals())

class ReassignablePartition(_Message):
    """AlterPartitionReassignmentsRequest: an element of ReassignableTopic.partitions."""

    __slots__ = ('partition_index', 'replicas', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'replicas')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_index: int
    #: []int32 (brokerId), versions 0+, nullable 0+, default null.
    replicas: list[int] | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, replicas=None, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.replicas = replicas
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ReassignablePartition):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.replicas == other.replicas and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ReassignableTopic(_Message):
    """AlterPartitionReassignmentsRequest: an element of AlterPartitionReassignmentsRequest.topics."""

    __slots__ = ('name', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('name', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+.
    name: str
    #: []ReassignablePartition, versions 0+.
    partitions: list[ReassignablePartition]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', partitions=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ReassignableTopic):
            return NotImplemented
        return (
            self.name == other.name and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterPartitionReassignmentsRequest(_Message):
    """AlterPartitionReassignmentsRequest (API key 45): versions 0-1, flexible 0+."""

    __slots__ = ('timeout_ms', 'allow_replication_factor_change', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('timeout_ms', 'allow_replication_factor_change', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'AlterPartitionReassignmentsRequest'
    API_KEY = 45
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+, default 60000.
    timeout_ms: int
    #: bool, versions 1+, default true.
    allow_replication_factor_change: bool
    #: []ReassignableTopic, versions 0+.
    topics: list[ReassignableTopic]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, timeout_ms=60000, allow_replication_factor_change=True, topics=_UNSET, unknown_tagged_fields=None):
        self.timeout_ms = timeout_ms
        self.allow_replication_factor_change = allow_replication_factor_change
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterPartitionReassignmentsRequest):
            return NotImplemented
        return (
            self.timeout_ms == other.timeout_ms and
            self.allow_replication_factor_change == other.allow_replication_factor_change and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ReassignablePartitionResponse(_Message):
    """AlterPartitionReassignmentsResponse: an element of ReassignableTopicResponse.partitions."""

    __slots__ = ('partition_index', 'error_code', 'error_message', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'error_code', 'error_message')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_index: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+.
    error_message: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, error_code=0, error_message='', unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ReassignablePartitionResponse):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ReassignableTopicResponse(_Message):
    """AlterPartitionReassignmentsResponse: an element of AlterPartitionReassignmentsResponse.responses."""

    __slots__ = ('name', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('name', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+.
    name: str
    #: []ReassignablePartitionResponse, versions 0+.
    partitions: list[ReassignablePartitionResponse]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', partitions=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ReassignableTopicResponse):
            return NotImplemented
        return (
            self.name == other.name and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterPartitionReassignmentsResponse(_Message):
    """AlterPartitionReassignmentsResponse (API key 45): versions 0-1, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'allow_replication_factor_change', 'error_code', 'error_message', 'responses', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'allow_replication_factor_change', 'error_code', 'error_message', 'responses')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'AlterPartitionReassignmentsResponse'
    API_KEY = 45
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: bool, versions 1+, ignorable, default true.
    allow_replication_factor_change: bool
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+.
    error_message: str | None
    #: []ReassignableTopicResponse, versions 0+.
    responses: list[ReassignableTopicResponse]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, allow_replication_factor_change=True, error_code=0, error_message='', responses=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.allow_replication_factor_change = allow_replication_factor_change
        self.error_code = error_code
        self.error_message = error_message
        self.responses = [] if responses is _UNSET else responses
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterPartitionReassignmentsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.allow_replication_factor_change == other.allow_replication_factor_change and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.responses == other.responses and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

