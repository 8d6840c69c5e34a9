"""Generated from schemas/ElectLeadersRequest.json, schemas/ElectLeadersResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'TopicPartitions',
    'ElectLeadersRequest',
    'PartitionResult',
    'ReplicaElectionResult',
    'ElectLeadersResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import elect_leaders as codecs

    codecs.attach(globals())

class TopicPartitions(_Message):
    """ElectLeadersRequest: an element of ElectLeadersRequest.topic_partitions."""

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
        if not isinstance(other, TopicPartitions):
            return NotImplemented
        return (
            self.topic == other.topic and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ElectLeadersRequest(_Message):
    """ElectLeadersRequest (API key 43): versions 0-2, flexible 2+."""

    __slots__ = ('election_type', 'topic_partitions', 'timeout_ms', 'unknown_tagged_fields')
    _FIELDS = ('election_type', 'topic_partitions', 'timeout_ms')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ElectLeadersRequest'
    API_KEY = 43
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 2

    #: int8, versions 1+.
    election_type: int
    #: []TopicPartitions, versions 0+, nullable 0+.
    topic_partitions: list[TopicPartitions] | None
    #: int32, versions 0+, default 60000.
    timeout_ms: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, election_type=0, topic_partitions=_UNSET, timeout_ms=60000, unknown_tagged_fields=None):
        self.election_type = election_type
        self.topic_partitions = [] if topic_partitions is _UNSET else topic_partitions
        self.timeout_ms = timeout_ms
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ElectLeadersRequest):
            return NotImplemented
        return (
            self.election_type == other.election_type and
            self.topic_partitions == other.topic_partitions and
            self.timeout_ms == other.timeout_ms and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class PartitionResult(_Message):
    """ElectLeadersResponse: an element of ReplicaElectionResult.partition_result."""

    __slots__ = ('partition_id', 'error_code', 'error_message', 'unknown_tagged_fields')
    _FIELDS = ('partition_id', 'error_code', 'error_message')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_id: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+.
    error_message: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_id=0, error_code=0, error_message='', unknown_tagged_fields=None):
        self.partition_id = partition_id
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, PartitionResult):
            return NotImplemented
        return (
            self.partition_id == other.partition_id and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ReplicaElectionResult(_Message):
    """ElectLeadersResponse: an element of ElectLeadersResponse.replica_election_results."""

    __slots__ = ('topic', 'partition_result', 'unknown_tagged_fields')
    _FIELDS = ('topic', 'partition_result')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+.
    topic: str
    #: []PartitionResult, versions 0+.
    partition_result: list[PartitionResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic='', partition_result=_UNSET, unknown_tagged_fields=None):
        self.topic = topic
        self.partition_result = [] if partition_result is _UNSET else partition_result
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ReplicaElectionResult):
            return NotImplemented
        return (
            self.topic == other.topic and
            self.partition_result == other.partition_result and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ElectLeadersResponse(_Message):
    """ElectLeadersResponse (API key 43): versions 0-2, flexible 2+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'replica_election_results', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'replica_election_results')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ElectLeadersResponse'
    API_KEY = 43
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 2

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 1+.
    error_code: int
    #: []ReplicaElectionResult, versions 0+.
    replica_election_results: list[ReplicaElectionResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, replica_election_results=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.replica_election_results = [] if replica_election_results is _UNSET else replica_election_results
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ElectLeadersResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.replica_election_results == other.replica_election_results and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

