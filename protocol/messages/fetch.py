"""Generated from schemas/FetchRequest.json, schemas/FetchResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'ReplicaState',
    'FetchPartition',
    'FetchTopic',
    'ForgottenTopic',
    'FetchRequest',
    'EpochEndOffset',
    'LeaderIdAndEpoch',
    'SnapshotId',
    'AbortedTransaction',
    'PartitionData',
    'FetchableTopicResponse',
    'NodeEndpoint',
    'FetchResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import fetch as codecs

    codecs.attach(globals())

class ReplicaState(_Message):
    """FetchRequest: the value of FetchRequest.replica_state."""

    __slots__ = ('replica_id', 'replica_epoch', 'unknown_tagged_fields')
    _FIELDS = ('replica_id', 'replica_epoch')
    _CODECS = staticmethod(_load_codecs)

    #: int32 (brokerId), versions 15+, default -1.
    replica_id: int
    #: int64, versions 15+, default -1.
    replica_epoch: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, replica_id=-1, replica_epoch=-1, unknown_tagged_fields=None):
        self.replica_id = replica_id
        self.replica_epoch = replica_epoch
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ReplicaState):
            return NotImplemented
        return (
            self.replica_id == other.replica_id and
            self.replica_epoch == other.replica_epoch and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


_DEFAULT_ReplicaState = _frozen_default(ReplicaState)


class FetchPartition(_Message):
    """FetchRequest: an element of FetchTopic.partitions."""

    __slots__ = ('partition', 'current_leader_epoch', 'fetch_offset', 'last_fetched_epoch', 'log_start_offset', 'partition_max_bytes', 'replica_directory_id', 'high_watermark', 'unknown_tagged_fields')
    _FIELDS = ('partition', 'current_leader_epoch', 'fetch_offset', 'last_fetched_epoch', 'log_start_offset', 'partition_max_bytes', 'replica_directory_id', 'high_watermark')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition: int
    #: int32, versions 9+, ignorable, default -1.
    current_leader_epoch: int
    #: int64, versions 0+.
    fetch_offset: int
    #: int32, versions 12+, default -1.
    last_fetched_epoch: int
    #: int64, versions 5+, ignorable, default -1.
    log_start_offset: int
    #: int32, versions 0+.
    partition_max_bytes: int
    #: uuid, versions 17+, tagged 17+ as tag 0, ignorable.
    replica_directory_id: uuid.UUID
    #: int64, versions 18+, tagged 18+ as tag 1, ignorable, default 9223372036854775807.
    high_watermark: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition=0, current_leader_epoch=-1, fetch_offset=0, last_fetched_epoch=-1, log_start_offset=-1, partition_max_bytes=0, replica_directory_id=_ZERO_UUID, high_watermark=9223372036854775807, unknown_tagged_fields=None):
        self.partition = partition
        self.current_leader_epoch = current_leader_epoch
        self.fetch_offset = fetch_offset
        self.last_fetched_epoch = last_fetched_epoch
        self.log_start_offset = log_start_offset
        self.partition_max_bytes = partition_max_bytes
        self.replica_directory_id = replica_directory_id
        self.high_watermark = high_watermark
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, FetchPartition):
            return NotImplemented
        return (
            self.partition == other.partition and
            self.current_leader_epoch == other.current_leader_epoch and
            self.fetch_offset == other.fetch_offset and
            self.last_fetched_epoch == other.last_fetched_epoch and
            self.log_start_offset == other.log_start_offset and
            self.partition_max_bytes == other.partition_max_bytes and
            self.replica_directory_id == other.replica_directory_id and
            self.high_watermark == other.high_watermark and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class FetchTopic(_Message):
    """FetchRequest: an element of FetchRequest.topics."""

    __slots__ = ('topic', 'topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic', 'topic_id', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0-12, ignorable.
    topic: str
    #: uuid, versions 13+, ignorable.
    topic_id: uuid.UUID
    #: []FetchPartition, versions 0+.
    partitions: list[FetchPartition]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic='', topic_id=_ZERO_UUID, partitions=_UNSET, unknown_tagged_fields=None):
        self.topic = topic
        self.topic_id = topic_id
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, FetchTopic):
            return NotImplemented
        return (
            self.topic == other.topic and
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ForgottenTopic(_Message):
    """FetchRequest: an element of FetchRequest.forgotten_topics_data."""

    __slots__ = ('topic', 'topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic', 'topic_id', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 7-12, ignorable.
    topic: str
    #: uuid, versions 13+, ignorable.
    topic_id: uuid.UUID
    #: []int32, versions 7+.
    partitions: list[int]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic='', topic_id=_ZERO_UUID, partitions=_UNSET, unknown_tagged_fields=None):
        self.topic = topic
        self.topic_id = topic_id
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ForgottenTopic):
            return NotImplemented
        return (
            self.topic == other.topic and
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class FetchRequest(_Message):
    """FetchRequest (API key 1): versions 4-18, flexible 12+."""

    __slots__ = ('cluster_id', 'replica_id', 'replica_state', 'max_wait_ms', 'min_bytes', 'max_bytes', 'isolation_level', 'session_id', 'session_epoch', 'topics', 'forgotten_topics_data', 'rack_id', 'unknown_tagged_fields')
    _FIELDS = ('cluster_id', 'replica_id', 'replica_state', 'max_wait_ms', 'min_bytes', 'max_bytes', 'isolation_level', 'session_id', 'session_epoch', 'topics', 'forgotten_topics_data', 'rack_id')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'FetchRequest'
    API_KEY = 1
    MIN_VERSION = 4
    MAX_VERSION = 18
    FLEXIBLE_VERSION = 12

    #: string, versions 12+, nullable 12+, tagged 12+ as tag 0, ignorable, default null.
    cluster_id: str | None
    #: int32 (brokerId), versions 0-14, default -1.
    replica_id: int
    #: ReplicaState, versions 15+, tagged 15+ as tag 1.
    replica_state: ReplicaState
    #: int32, versions 0+.
    max_wait_ms: int
    #: int32, versions 0+.
    min_bytes: int
    #: int32, versions 3+, ignorable, default 0x7fffffff.
    max_bytes: int
    #: int8, versions 4+, ignorable, default 0.
    isolation_level: int
    #: int32, versions 7+, ignorable, default 0.
    session_id: int
    #: int32, versions 7+, ignorable, default -1.
    session_epoch: int
    #: []FetchTopic, versions 0+.
    topics: list[FetchTopic]
    #: []ForgottenTopic, versions 7+.
    forgotten_topics_data: list[ForgottenTopic]
    #: string, versions 11+, ignorable, default .
    rack_id: str
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, cluster_id=None, replica_id=-1, replica_state=_DEFAULT_ReplicaState, max_wait_ms=0, min_bytes=0, max_bytes=2147483647, isolation_level=0, session_id=0, session_epoch=-1, topics=_UNSET, forgotten_topics_data=_UNSET, rack_id='', unknown_tagged_fields=None):
        self.cluster_id = cluster_id
        self.replica_id = replica_id
        self.replica_state = replica_state
        self.max_wait_ms = max_wait_ms
        self.min_bytes = min_bytes
        self.max_bytes = max_bytes
        self.isolation_level = isolation_level
        self.session_id = session_id
        self.session_epoch = session_epoch
        self.topics = [] if topics is _UNSET else topics
        self.forgotten_topics_data = [] if forgotten_topics_data is _UNSET else forgotten_topics_data
        self.rack_id = rack_id
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, FetchRequest):
            return NotImplemented
        return (
            self.cluster_id == other.cluster_id and
            self.replica_id == other.replica_id and
            self.replica_state == other.replica_state and
            self.max_wait_ms == other.max_wait_ms and
            self.min_bytes == other.min_bytes and
            self.max_bytes == other.max_bytes and
            self.isolation_level == other.isolation_level and
            self.session_id == other.session_id and
            self.session_epoch == other.session_epoch and
            self.topics == other.topics and
            self.forgotten_topics_data == other.forgotten_topics_data and
            self.rack_id == other.rack_id and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class EpochEndOffset(_Message):
    """FetchResponse: the value of PartitionData.diverging_epoch."""

    __slots__ = ('epoch', 'end_offset', 'unknown_tagged_fields')
    _FIELDS = ('epoch', 'end_offset')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 12+, default -1.
    epoch: int
    #: int64, versions 12+, default -1.
    end_offset: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, epoch=-1, end_offset=-1, unknown_tagged_fields=None):
        self.epoch = epoch
        self.end_offset = end_offset
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, EpochEndOffset):
            return NotImplemented
        return (
            self.epoch == other.epoch and
            self.end_offset == other.end_offset and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


_DEFAULT_EpochEndOffset = _frozen_default(EpochEndOffset)


class LeaderIdAndEpoch(_Message):
    """FetchResponse: the value of PartitionData.current_leader."""

    __slots__ = ('leader_id', 'leader_epoch', 'unknown_tagged_fields')
    _FIELDS = ('leader_id', 'leader_epoch')
    _CODECS = staticmethod(_load_codecs)

    #: int32 (brokerId), versions 12+, default -1.
    leader_id: int
    #: int32, versions 12+, default -1.
    leader_epoch: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, leader_id=-1, leader_epoch=-1, unknown_tagged_fields=None):
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, LeaderIdAndEpoch):
            return NotImplemented
        return (
            self.leader_id == other.leader_id and
            self.leader_epoch == other.leader_epoch and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


_DEFAULT_LeaderIdAndEpoch = _frozen_default(LeaderIdAndEpoch)


class SnapshotId(_Message):
    """FetchResponse: the value of PartitionData.snapshot_id."""

    __slots__ = ('end_offset', 'epoch', 'unknown_tagged_fields')
    _FIELDS = ('end_offset', 'epoch')
    _CODECS = staticmethod(_load_codecs)

    #: int64, versions 0+, default -1.
    end_offset: int
    #: int32, versions 0+, default -1.
    epoch: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, end_offset=-1, epoch=-1, unknown_tagged_fields=None):
        self.end_offset = end_offset
        self.epoch = epoch
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, SnapshotId):
            return NotImplemented
        return (
            self.end_offset == other.end_offset and
            self.epoch == other.epoch and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


_DEFAULT_SnapshotId = _frozen_default(SnapshotId)


class AbortedTransaction(_Message):
    """FetchResponse: an element of PartitionData.aborted_transactions."""

    __slots__ = ('producer_id', 'first_offset', 'unknown_tagged_fields')
    _FIELDS = ('producer_id', 'first_offset')
    _CODECS = staticmethod(_load_codecs)

    #: int64 (producerId), versions 4+.
    producer_id: int
    #: int64, versions 4+.
    first_offset: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, producer_id=0, first_offset=0, unknown_tagged_fields=None):
        self.producer_id = producer_id
        self.first_offset = first_offset
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AbortedTransaction):
            return NotImplemented
        return (
            self.producer_id == other.producer_id and
            self.first_offset == other.first_offset and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class PartitionData(_Message):
    """FetchResponse: an element of FetchableTopicResponse.partitions."""

    __slots__ = ('partition_index', 'error_code', 'high_watermark', 'last_stable_offset', 'log_start_offset', 'diverging_epoch', 'current_leader', 'snapshot_id', 'aborted_transactions', 'preferred_read_replica', 'records', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'error_code', 'high_watermark', 'last_stable_offset', 'log_start_offset', 'diverging_epoch', 'current_leader', 'snapshot_id', 'aborted_transactions', 'preferred_read_replica', 'records')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_index: int
    #: int16, versions 0+.
    error_code: int
    #: int64, versions 0+.
    high_watermark: int
    #: int64, versions 4+, ignorable, default -1.
    last_stable_offset: int
    #: int64, versions 5+, ignorable, default -1.
    log_start_offset: int
    #: EpochEndOffset, versions 12+, tagged 12+ as tag 0.
    diverging_epoch: EpochEndOffset
    #: LeaderIdAndEpoch, versions 12+, tagged 12+ as tag 1.
    current_leader: LeaderIdAndEpoch
    #: SnapshotId, versions 12+, tagged 12+ as tag 2.
    snapshot_id: SnapshotId
    #: []AbortedTransaction, versions 4+, nullable 4+, ignorable.
    aborted_transactions: list[AbortedTransaction] | None
    #: int32 (brokerId), versions 11+, default -1.
    preferred_read_replica: int
    #: records, versions 0+, nullable 0+.
    records: memoryview | bytes | list[memoryview | bytes] | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, error_code=0, high_watermark=0, last_stable_offset=-1, log_start_offset=-1, diverging_epoch=_DEFAULT_EpochEndOffset, current_leader=_DEFAULT_LeaderIdAndEpoch, snapshot_id=_DEFAULT_SnapshotId, aborted_transactions=_UNSET, preferred_read_replica=-1, records=None, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.error_code = error_code
        self.high_watermark = high_watermark
        self.last_stable_offset = last_stable_offset
        self.log_start_offset = log_start_offset
        self.diverging_epoch = diverging_epoch
        self.current_leader = current_leader
        self.snapshot_id = snapshot_id
        self.aborted_transactions = [] if aborted_transactions is _UNSET else aborted_transactions
        self.preferred_read_replica = preferred_read_replica
        self.records = records
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, PartitionData):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.error_code == other.error_code and
            self.high_watermark == other.high_watermark and
            self.last_stable_offset == other.last_stable_offset and
            self.log_start_offset == other.log_start_offset and
            self.diverging_epoch == other.diverging_epoch and
            self.current_leader == other.current_leader and
            self.snapshot_id == other.snapshot_id and
            self.aborted_transactions == other.aborted_transactions and
            self.preferred_read_replica == other.preferred_read_replica and
            self.records == other.records and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class FetchableTopicResponse(_Message):
    """FetchResponse: an element of FetchResponse.responses."""

    __slots__ = ('topic', 'topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic', 'topic_id', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0-12, ignorable.
    topic: str
    #: uuid, versions 13+, ignorable.
    topic_id: uuid.UUID
    #: []PartitionData, versions 0+.
    partitions: list[PartitionData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic='', topic_id=_ZERO_UUID, partitions=_UNSET, unknown_tagged_fields=None):
        self.topic = topic
        self.topic_id = topic_id
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, FetchableTopicResponse):
            return NotImplemented
        return (
            self.topic == other.topic and
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class NodeEndpoint(_Message):
    """FetchResponse: an element of FetchResponse.node_endpoints."""

    __slots__ = ('node_id', 'host', 'port', 'rack', 'unknown_tagged_fields')
    _FIELDS = ('node_id', 'host', 'port', 'rack')
    _CODECS = staticmethod(_load_codecs)

    #: int32 (brokerId), versions 16+, map key.
    node_id: int
    #: string, versions 16+.
    host: str
    #: int32, versions 16+.
    port: int
    #: string, versions 16+, nullable 16+, default null.
    rack: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, node_id=0, host='', port=0, rack=None, unknown_tagged_fields=None):
        self.node_id = node_id
        self.host = host
        self.port = port
        self.rack = rack
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, NodeEndpoint):
            return NotImplemented
        return (
            self.node_id == other.node_id and
            self.host == other.host and
            self.port == other.port and
            self.rack == other.rack and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class FetchResponse(_Message):
    """FetchResponse (API key 1): versions 4-18, flexible 12+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'session_id', 'responses', 'node_endpoints', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'session_id', 'responses', 'node_endpoints')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'FetchResponse'
    API_KEY = 1
    MIN_VERSION = 4
    MAX_VERSION = 18
    FLEXIBLE_VERSION = 12

    #: int32, versions 1+, ignorable.
    throttle_time_ms: int
    #: int16, versions 7+, ignorable.
    error_code: int
    #: int32, versions 7+, default 0.
    session_id: int
    #: []FetchableTopicResponse, versions 0+.
    responses: list[FetchableTopicResponse]
    #: []NodeEndpoint, versions 16+, tagged 16+ as tag 0.
    node_endpoints: list[NodeEndpoint]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, session_id=0, responses=_UNSET, node_endpoints=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.session_id = session_id
        self.responses = [] if responses is _UNSET else responses
        self.node_endpoints = [] if node_endpoints is _UNSET else node_endpoints
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, FetchResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.session_id == other.session_id and
            self.responses == other.responses and
            self.node_endpoints == other.node_endpoints and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

