"""Generated from schemas/ProduceRequest.json, schemas/ProduceResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'PartitionProduceData',
    'TopicProduceData',
    'ProduceRequest',
    'BatchIndexAndErrorMessage',
    'LeaderIdAndEpoch',
    'PartitionProduceResponse',
    'TopicProduceResponse',
    'NodeEndpoint',
    'ProduceResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import produce as codecs

    codecs.attach(globals())

class PartitionProduceData(_Message):
    """ProduceRequest: an element of TopicProduceData.partition_data."""

    __slots__ = ('index', 'records', 'unknown_tagged_fields')
    _FIELDS = ('index', 'records')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    index: int
    #: records, versions 0+, nullable 0+.
    records: memoryview | bytes | list[memoryview | bytes] | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, index=0, records=None, unknown_tagged_fields=None):
        self.index = index
        self.records = records
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, PartitionProduceData):
            return NotImplemented
        return (
            self.index == other.index and
            self.records == other.records and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class TopicProduceData(_Message):
    """ProduceRequest: an element of ProduceRequest.topic_data."""

    __slots__ = ('name', 'topic_id', 'partition_data', 'unknown_tagged_fields')
    _FIELDS = ('name', 'topic_id', 'partition_data')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0-12, ignorable, map key.
    name: str
    #: uuid, versions 13+, ignorable, map key.
    topic_id: uuid.UUID
    #: []PartitionProduceData, versions 0+.
    partition_data: list[PartitionProduceData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', topic_id=_ZERO_UUID, partition_data=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.topic_id = topic_id
        self.partition_data = [] if partition_data is _UNSET else partition_data
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, TopicProduceData):
            return NotImplemented
        return (
            self.name == other.name and
            self.topic_id == other.topic_id and
            self.partition_data == other.partition_data and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ProduceRequest(_Message):
    """ProduceRequest (API key 0): versions 3-13, flexible 9+."""

    __slots__ = ('transactional_id', 'acks', 'timeout_ms', 'topic_data', 'unknown_tagged_fields')
    _FIELDS = ('transactional_id', 'acks', 'timeout_ms', 'topic_data')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ProduceRequest'
    API_KEY = 0
    MIN_VERSION = 3
    MAX_VERSION = 13
    FLEXIBLE_VERSION = 9

    #: string (transactionalId), versions 3+, nullable 3+, default null.
    transactional_id: str | None
    #: int16, versions 0+.
    acks: int
    #: int32, versions 0+.
    timeout_ms: int
    #: []TopicProduceData, versions 0+.
    topic_data: list[TopicProduceData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, transactional_id=None, acks=0, timeout_ms=0, topic_data=_UNSET, unknown_tagged_fields=None):
        self.transactional_id = transactional_id
        self.acks = acks
        self.timeout_ms = timeout_ms
        self.topic_data = [] if topic_data is _UNSET else topic_data
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ProduceRequest):
            return NotImplemented
        return (
            self.transactional_id == other.transactional_id and
            self.acks == other.acks and
            self.timeout_ms == other.timeout_ms and
            self.topic_data == other.topic_data and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class BatchIndexAndErrorMessage(_Message):
    """ProduceResponse: an element of PartitionProduceResponse.record_errors."""

    __slots__ = ('batch_index', 'batch_index_error_message', 'unknown_tagged_fields')
    _FIELDS = ('batch_index', 'batch_index_error_message')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 8+.
    batch_index: int
    #: string, versions 8+, nullable 8+, default null.
    batch_index_error_message: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, batch_index=0, batch_index_error_message=None, unknown_tagged_fields=None):
        self.batch_index = batch_index
        self.batch_index_error_message = batch_index_error_message
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, BatchIndexAndErrorMessage):
            return NotImplemented
        return (
            self.batch_index == other.batch_index and
            self.batch_index_error_message == other.batch_index_error_message and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class LeaderIdAndEpoch(_Message):
    """ProduceResponse: the value of PartitionProduceResponse.current_leader."""

    __slots__ = ('leader_id', 'leader_epoch', 'unknown_tagged_fields')
    _FIELDS = ('leader_id', 'leader_epoch')
    _CODECS = staticmethod(_load_codecs)

    #: int32 (brokerId), versions 10+, default -1.
    leader_id: int
    #: int32, versions 10+, default -1.
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


class PartitionProduceResponse(_Message):
    """ProduceResponse: an element of TopicProduceResponse.partition_responses."""

    __slots__ = ('index', 'error_code', 'base_offset', 'log_append_time_ms', 'log_start_offset', 'record_errors', 'error_message', 'current_leader', 'unknown_tagged_fields')
    _FIELDS = ('index', 'error_code', 'base_offset', 'log_append_time_ms', 'log_start_offset', 'record_errors', 'error_message', 'current_leader')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    index: int
    #: int16, versions 0+.
    error_code: int
    #: int64, versions 0+.
    base_offset: int
    #: int64, versions 2+, ignorable, default -1.
    log_append_time_ms: int
    #: int64, versions 5+, ignorable, default -1.
    log_start_offset: int
    #: []BatchIndexAndErrorMessage, versions 8+, ignorable.
    record_errors: list[BatchIndexAndErrorMessage]
    #: string, versions 8+, nullable 8+, ignorable, default null.
    error_message: str | None
    #: LeaderIdAndEpoch, versions 10+, tagged 10+ as tag 0.
    current_leader: LeaderIdAndEpoch
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, index=0, error_code=0, base_offset=0, log_append_time_ms=-1, log_start_offset=-1, record_errors=_UNSET, error_message=None, current_leader=_DEFAULT_LeaderIdAndEpoch, unknown_tagged_fields=None):
        self.index = index
        self.error_code = error_code
        self.base_offset = base_offset
        self.log_append_time_ms = log_append_time_ms
        self.log_start_offset = log_start_offset
        self.record_errors = [] if record_errors is _UNSET else record_errors
        self.error_message = error_message
        self.current_leader = current_leader
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, PartitionProduceResponse):
            return NotImplemented
        return (
            self.index == other.index and
            self.error_code == other.error_code and
            self.base_offset == other.base_offset and
            self.log_append_time_ms == other.log_append_time_ms and
            self.log_start_offset == other.log_start_offset and
            self.record_errors == other.record_errors and
            self.error_message == other.error_message and
            self.current_leader == other.current_leader and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class TopicProduceResponse(_Message):
    """ProduceResponse: an element of ProduceResponse.responses."""

    __slots__ = ('name', 'topic_id', 'partition_responses', 'unknown_tagged_fields')
    _FIELDS = ('name', 'topic_id', 'partition_responses')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0-12, ignorable, map key.
    name: str
    #: uuid, versions 13+, ignorable, map key.
    topic_id: uuid.UUID
    #: []PartitionProduceResponse, versions 0+.
    partition_responses: list[PartitionProduceResponse]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', topic_id=_ZERO_UUID, partition_responses=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.topic_id = topic_id
        self.partition_responses = [] if partition_responses is _UNSET else partition_responses
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, TopicProduceResponse):
            return NotImplemented
        return (
            self.name == other.name and
            self.topic_id == other.topic_id and
            self.partition_responses == other.partition_responses and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class NodeEndpoint(_Message):
    """ProduceResponse: an element of ProduceResponse.node_endpoints."""

    __slots__ = ('node_id', 'host', 'port', 'rack', 'unknown_tagged_fields')
    _FIELDS = ('node_id', 'host', 'port', 'rack')
    _CODECS = staticmethod(_load_codecs)

    #: int32 (brokerId), versions 10+, map key.
    node_id: int
    #: string, versions 10+.
    host: str
    #: int32, versions 10+.
    port: int
    #: string, versions 10+, nullable 10+, default null.
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


class ProduceResponse(_Message):
    """ProduceResponse (API key 0): versions 3-13, flexible 9+."""

    __slots__ = ('responses', 'throttle_time_ms', 'node_endpoints', 'unknown_tagged_fields')
    _FIELDS = ('responses', 'throttle_time_ms', 'node_endpoints')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ProduceResponse'
    API_KEY = 0
    MIN_VERSION = 3
    MAX_VERSION = 13
    FLEXIBLE_VERSION = 9

    #: []TopicProduceResponse, versions 0+.
    responses: list[TopicProduceResponse]
    #: int32, versions 1+, ignorable, default 0.
    throttle_time_ms: int
    #: []NodeEndpoint, versions 10+, tagged 10+ as tag 0.
    node_endpoints: list[NodeEndpoint]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, responses=_UNSET, throttle_time_ms=0, node_endpoints=_UNSET, unknown_tagged_fields=None):
        self.responses = [] if responses is _UNSET else responses
        self.throttle_time_ms = throttle_time_ms
        self.node_endpoints = [] if node_endpoints is _UNSET else node_endpoints
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ProduceResponse):
            return NotImplemented
        return (
            self.responses == other.responses and
            self.throttle_time_ms == other.throttle_time_ms and
            self.node_endpoints == other.node_endpoints and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

