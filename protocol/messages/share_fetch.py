"""Generated from schemas/ShareFetchRequest.json, schemas/ShareFetchResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'AcknowledgementBatch',
    'FetchPartition',
    'FetchTopic',
    'ForgottenTopic',
    'ShareFetchRequest',
    'LeaderIdAndEpoch',
    'AcquiredRecords',
    'PartitionData',
    'ShareFetchableTopicResponse',
    'NodeEndpoint',
    'ShareFetchResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import share_fetch as codecs

    codecs.attach(globals())

class AcknowledgementBatch(_Message):
    """ShareFetchRequest: an element of FetchPartition.acknowledgement_batches."""

    __slots__ = ('first_offset', 'last_offset', 'acknowledge_types', 'unknown_tagged_fields')
    _FIELDS = ('first_offset', 'last_offset', 'acknowledge_types')
    _CODECS = staticmethod(_load_codecs)

    #: int64, versions 0+.
    first_offset: int
    #: int64, versions 0+.
    last_offset: int
    #: []int8, versions 0+.
    acknowledge_types: list[int]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, first_offset=0, last_offset=0, acknowledge_types=_UNSET, unknown_tagged_fields=None):
        self.first_offset = first_offset
        self.last_offset = last_offset
        self.acknowledge_types = [] if acknowledge_types is _UNSET else acknowledge_types
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AcknowledgementBatch):
            return NotImplemented
        return (
            self.first_offset == other.first_offset and
            self.last_offset == other.last_offset and
            self.acknowledge_types == other.acknowledge_types and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class FetchPartition(_Message):
    """ShareFetchRequest: an element of FetchTopic.partitions."""

    __slots__ = ('partition_index', 'partition_max_bytes', 'acknowledgement_batches', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'partition_max_bytes', 'acknowledgement_batches')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+, map key.
    partition_index: int
    #: int32, versions 0.
    partition_max_bytes: int
    #: []AcknowledgementBatch, versions 0+.
    acknowledgement_batches: list[AcknowledgementBatch]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, partition_max_bytes=0, acknowledgement_batches=_UNSET, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.partition_max_bytes = partition_max_bytes
        self.acknowledgement_batches = [] if acknowledgement_batches is _UNSET else acknowledgement_batches
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, FetchPartition):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.partition_max_bytes == other.partition_max_bytes and
            self.acknowledgement_batches == other.acknowledgement_batches and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class FetchTopic(_Message):
    """ShareFetchRequest: an element of ShareFetchRequest.topics."""

    __slots__ = ('topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic_id', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: uuid, versions 0+, map key.
    topic_id: uuid.UUID
    #: []FetchPartition, versions 0+.
    partitions: list[FetchPartition]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_id=_ZERO_UUID, partitions=_UNSET, unknown_tagged_fields=None):
        self.topic_id = topic_id
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, FetchTopic):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ForgottenTopic(_Message):
    """ShareFetchRequest: an element of ShareFetchRequest.forgotten_topics_data."""

    __slots__ = ('topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic_id', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: uuid, versions 0+.
    topic_id: uuid.UUID
    #: []int32, versions 0+.
    partitions: list[int]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_id=_ZERO_UUID, partitions=_UNSET, unknown_tagged_fields=None):
        self.topic_id = topic_id
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ForgottenTopic):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ShareFetchRequest(_Message):
    """ShareFetchRequest (API key 78): versions 1-2, flexible 0+."""

    __slots__ = ('group_id', 'member_id', 'share_session_epoch', 'max_wait_ms', 'min_bytes', 'max_bytes', 'max_records', 'batch_size', 'share_acquire_mode', 'is_renew_ack', 'topics', 'forgotten_topics_data', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'member_id', 'share_session_epoch', 'max_wait_ms', 'min_bytes', 'max_bytes', 'max_records', 'batch_size', 'share_acquire_mode', 'is_renew_ack', 'topics', 'forgotten_topics_data')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ShareFetchRequest'
    API_KEY = 78
    MIN_VERSION = 1
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0

    #: string (groupId), versions 0+, nullable 0+, default null.
    group_id: str | None
    #: string, versions 0+, nullable 0+.
    member_id: str | None
    #: int32, versions 0+.
    share_session_epoch: int
    #: int32, versions 0+.
    max_wait_ms: int
    #: int32, versions 0+.
    min_bytes: int
    #: int32, versions 0+, default 0x7fffffff.
    max_bytes: int
    #: int32, versions 1+.
    max_records: int
    #: int32, versions 1+.
    batch_size: int
    #: int8, versions 2+, ignorable, default 0.
    share_acquire_mode: int
    #: bool, versions 2+, default false.
    is_renew_ack: bool
    #: []FetchTopic, versions 0+.
    topics: list[FetchTopic]
    #: []ForgottenTopic, versions 0+.
    forgotten_topics_data: list[ForgottenTopic]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id=None, member_id='', share_session_epoch=0, max_wait_ms=0, min_bytes=0, max_bytes=2147483647, max_records=0, batch_size=0, share_acquire_mode=0, is_renew_ack=False, topics=_UNSET, forgotten_topics_data=_UNSET, unknown_tagged_fields=None):
        self.group_id = group_id
        self.member_id = member_id
        self.share_session_epoch = share_session_epoch
        self.max_wait_ms = max_wait_ms
        self.min_bytes = min_bytes
        self.max_bytes = max_bytes
        self.max_records = max_records
        self.batch_size = batch_size
        self.share_acquire_mode = share_acquire_mode
        self.is_renew_ack = is_renew_ack
        self.topics = [] if topics is _UNSET else topics
        self.forgotten_topics_data = [] if forgotten_topics_data is _UNSET else forgotten_topics_data
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ShareFetchRequest):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.member_id == other.member_id and
            self.share_session_epoch == other.share_session_epoch and
            self.max_wait_ms == other.max_wait_ms and
            self.min_bytes == other.min_bytes and
            self.max_bytes == other.max_bytes and
            self.max_records == other.max_records and
            self.batch_size == other.batch_size and
            self.share_acquire_mode == other.share_acquire_mode and
            self.is_renew_ack == other.is_renew_ack and
            self.topics == other.topics and
            self.forgotten_topics_data == other.forgotten_topics_data and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class LeaderIdAndEpoch(_Message):
    """ShareFetchResponse: the value of PartitionData.current_leader."""

    __slots__ = ('leader_id', 'leader_epoch', 'unknown_tagged_fields')
    _FIELDS = ('leader_id', 'leader_epoch')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    leader_id: int
    #: int32, versions 0+.
    leader_epoch: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, leader_id=0, leader_epoch=0, unknown_tagged_fields=None):
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


class AcquiredRecords(_Message):
    """ShareFetchResponse: an element of PartitionData.acquired_records."""

    __slots__ = ('first_offset', 'last_offset', 'delivery_count', 'unknown_tagged_fields')
    _FIELDS = ('first_offset', 'last_offset', 'delivery_count')
    _CODECS = staticmethod(_load_codecs)

    #: int64, versions 0+.
    first_offset: int
    #: int64, versions 0+.
    last_offset: int
    #: int16, versions 0+.
    delivery_count: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, first_offset=0, last_offset=0, delivery_count=0, unknown_tagged_fields=None):
        self.first_offset = first_offset
        self.last_offset = last_offset
        self.delivery_count = delivery_count
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AcquiredRecords):
            return NotImplemented
        return (
            self.first_offset == other.first_offset and
            self.last_offset == other.last_offset and
            self.delivery_count == other.delivery_count and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class PartitionData(_Message):
    """ShareFetchResponse: an element of ShareFetchableTopicResponse.partitions."""

    __slots__ = ('partition_index', 'error_code', 'error_message', 'acknowledge_error_code', 'acknowledge_error_message', 'current_leader', 'records', 'acquired_records', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'error_code', 'error_message', 'acknowledge_error_code', 'acknowledge_error_message', 'current_leader', 'records', 'acquired_records')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_index: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+, default null.
    error_message: str | None
    #: int16, versions 0+.
    acknowledge_error_code: int
    #: string, versions 0+, nullable 0+, default null.
    acknowledge_error_message: str | None
    #: LeaderIdAndEpoch, versions 0+.
    current_leader: LeaderIdAndEpoch
    #: records, versions 0+, nullable 0.
    records: memoryview | bytes | list[memoryview | bytes] | None
    #: []AcquiredRecords, versions 0+.
    acquired_records: list[AcquiredRecords]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, error_code=0, error_message=None, acknowledge_error_code=0, acknowledge_error_message=None, current_leader=_DEFAULT_LeaderIdAndEpoch, records=None, acquired_records=_UNSET, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.error_code = error_code
        self.error_message = error_message
        self.acknowledge_error_code = acknowledge_error_code
        self.acknowledge_error_message = acknowledge_error_message
        self.current_leader = current_leader
        self.records = records
        self.acquired_records = [] if acquired_records is _UNSET else acquired_records
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, PartitionData):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.acknowledge_error_code == other.acknowledge_error_code and
            self.acknowledge_error_message == other.acknowledge_error_message and
            self.current_leader == other.current_leader and
            self.records == other.records and
            self.acquired_records == other.acquired_records and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ShareFetchableTopicResponse(_Message):
    """ShareFetchResponse: an element of ShareFetchResponse.responses."""

    __slots__ = ('topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic_id', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: uuid, versions 0+, map key.
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
        if not isinstance(other, ShareFetchableTopicResponse):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class NodeEndpoint(_Message):
    """ShareFetchResponse: an element of ShareFetchResponse.node_endpoints."""

    __slots__ = ('node_id', 'host', 'port', 'rack', 'unknown_tagged_fields')
    _FIELDS = ('node_id', 'host', 'port', 'rack')
    _CODECS = staticmethod(_load_codecs)

    #: int32 (brokerId), versions 0+, map key.
    node_id: int
    #: string, versions 0+.
    host: str
    #: int32, versions 0+.
    port: int
    #: string, versions 0+, nullable 0+, default null.
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


class ShareFetchResponse(_Message):
    """ShareFetchResponse (API key 78): versions 1-2, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'acquisition_lock_timeout_ms', 'responses', 'node_endpoints', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'error_message', 'acquisition_lock_timeout_ms', 'responses', 'node_endpoints')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ShareFetchResponse'
    API_KEY = 78
    MIN_VERSION = 1
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+, default null.
    error_message: str | None
    #: int32, versions 1+.
    acquisition_lock_timeout_ms: int
    #: []ShareFetchableTopicResponse, versions 0+.
    responses: list[ShareFetchableTopicResponse]
    #: []NodeEndpoint, versions 0+.
    node_endpoints: list[NodeEndpoint]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, error_message=None, acquisition_lock_timeout_ms=0, responses=_UNSET, node_endpoints=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.acquisition_lock_timeout_ms = acquisition_lock_timeout_ms
        self.responses = [] if responses is _UNSET else responses
        self.node_endpoints = [] if node_endpoints is _UNSET else node_endpoints
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ShareFetchResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.acquisition_lock_timeout_ms == other.acquisition_lock_timeout_ms and
            self.responses == other.responses and
            self.node_endpoints == other.node_endpoints and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

