"""Generated from schemas/DescribeQuorumRequest.json, schemas/DescribeQuorumResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'DescribeQuorumRequestPartitionData',
    'DescribeQuorumRequestTopicData',
    'DescribeQuorumRequest',
    'ReplicaState',
    'DescribeQuorumResponsePartitionData',
    'DescribeQuorumResponseTopicData',
    'Listener',
    'Node',
    'DescribeQuorumResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import describe_quorum as codecs

    codecs.attach(globals())

class DescribeQuorumRequestPartitionData(_Message):
    """DescribeQuorumRequest: an element of DescribeQuorumRequestTopicData.partitions."""

    __slots__ = ('partition_index', 'unknown_tagged_fields')
    _FIELDS = ('partition_index',)
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_index: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeQuorumRequestPartitionData):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeQuorumRequestTopicData(_Message):
    """DescribeQuorumRequest: an element of DescribeQuorumRequest.topics."""

    __slots__ = ('topic_name', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic_name', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+.
    topic_name: str
    #: []PartitionData, versions 0+.
    partitions: list[DescribeQuorumRequestPartitionData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_name='', partitions=_UNSET, unknown_tagged_fields=None):
        self.topic_name = topic_name
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeQuorumRequestTopicData):
            return NotImplemented
        return (
            self.topic_name == other.topic_name and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeQuorumRequest(_Message):
    """DescribeQuorumRequest (API key 55): versions 0-2, flexible 0+."""

    __slots__ = ('topics', 'unknown_tagged_fields')
    _FIELDS = ('topics',)
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeQuorumRequest'
    API_KEY = 55
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0

    #: []TopicData, versions 0+.
    topics: list[DescribeQuorumRequestTopicData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topics=_UNSET, unknown_tagged_fields=None):
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeQuorumRequest):
            return NotImplemented
        return (
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ReplicaState(_Message):
    """DescribeQuorumResponse: an element of DescribeQuorumResponsePartitionData.current_voters, an element of DescribeQuorumResponsePartitionData.observers."""

    __slots__ = ('replica_id', 'replica_directory_id', 'log_end_offset', 'last_fetch_timestamp', 'last_caught_up_timestamp', 'unknown_tagged_fields')
    _FIELDS = ('replica_id', 'replica_directory_id', 'log_end_offset', 'last_fetch_timestamp', 'last_caught_up_timestamp')
    _CODECS = staticmethod(_load_codecs)

    #: int32 (brokerId), versions 0+.
    replica_id: int
    #: uuid, versions 2+.
    replica_directory_id: uuid.UUID
    #: int64, versions 0+.
    log_end_offset: int
    #: int64, versions 1+, ignorable, default -1.
    last_fetch_timestamp: int
    #: int64, versions 1+, ignorable, default -1.
    last_caught_up_timestamp: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, replica_id=0, replica_directory_id=_ZERO_UUID, log_end_offset=0, last_fetch_timestamp=-1, last_caught_up_timestamp=-1, unknown_tagged_fields=None):
        self.replica_id = replica_id
        self.replica_directory_id = replica_directory_id
        self.log_end_offset = log_end_offset
        self.last_fetch_timestamp = last_fetch_timestamp
        self.last_caught_up_timestamp = last_caught_up_timestamp
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ReplicaState):
            return NotImplemented
        return (
            self.replica_id == other.replica_id and
            self.replica_directory_id == other.replica_directory_id and
            self.log_end_offset == other.log_end_offset and
            self.last_fetch_timestamp == other.last_fetch_timestamp and
            self.last_caught_up_timestamp == other.last_caught_up_timestamp and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeQuorumResponsePartitionData(_Message):
    """DescribeQuorumResponse: an element of DescribeQuorumResponseTopicData.partitions."""

    __slots__ = ('partition_index', 'error_code', 'error_message', 'leader_id', 'leader_epoch', 'high_watermark', 'current_voters', 'observers', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'error_code', 'error_message', 'leader_id', 'leader_epoch', 'high_watermark', 'current_voters', 'observers')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_index: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 2+, nullable 2+, ignorable.
    error_message: str | None
    #: int32 (brokerId), versions 0+.
    leader_id: int
    #: int32, versions 0+.
    leader_epoch: int
    #: int64, versions 0+.
    high_watermark: int
    #: []ReplicaState, versions 0+.
    current_voters: list[ReplicaState]
    #: []ReplicaState, versions 0+.
    observers: list[ReplicaState]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, error_code=0, error_message='', leader_id=0, leader_epoch=0, high_watermark=0, current_voters=_UNSET, observers=_UNSET, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.error_code = error_code
        self.error_message = error_message
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.high_watermark = high_watermark
        self.current_voters = [] if current_voters is _UNSET else current_voters
        self.observers = [] if observers is _UNSET else observers
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeQuorumResponsePartitionData):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.leader_id == other.leader_id and
            self.leader_epoch == other.leader_epoch and
            self.high_watermark == other.high_watermark and
            self.current_voters == other.current_voters and
            self.observers == other.observers and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeQuorumResponseTopicData(_Message):
    """DescribeQuorumResponse: an element of DescribeQuorumResponse.topics."""

    __slots__ = ('topic_name', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic_name', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+.
    topic_name: str
    #: []PartitionData, versions 0+.
    partitions: list[DescribeQuorumResponsePartitionData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_name='', partitions=_UNSET, unknown_tagged_fields=None):
        self.topic_name = topic_name
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeQuorumResponseTopicData):
            return NotImplemented
        return (
            self.topic_name == other.topic_name and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class Listener(_Message):
    """DescribeQuorumResponse: an element of Node.listeners."""

    __slots__ = ('name', 'host', 'port', 'unknown_tagged_fields')
    _FIELDS = ('name', 'host', 'port')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 2+, map key.
    name: str
    #: string, versions 2+.
    host: str
    #: uint16, versions 2+.
    port: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', host='', port=0, unknown_tagged_fields=None):
        self.name = name
        self.host = host
        self.port = port
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, Listener):
            return NotImplemented
        return (
            self.name == other.name and
            self.host == other.host and
            self.port == other.port and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class Node(_Message):
    """DescribeQuorumResponse: an element of DescribeQuorumResponse.nodes."""

    __slots__ = ('node_id', 'listeners', 'unknown_tagged_fields')
    _FIELDS = ('node_id', 'listeners')
    _CODECS = staticmethod(_load_codecs)

    #: int32 (brokerId), versions 2+, map key.
    node_id: int
    #: []Listener, versions 2+.
    listeners: list[Listener]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, node_id=0, listeners=_UNSET, unknown_tagged_fields=None):
        self.node_id = node_id
        self.listeners = [] if listeners is _UNSET else listeners
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, Node):
            return NotImplemented
        return (
            self.node_id == other.node_id and
            self.listeners == other.listeners and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeQuorumResponse(_Message):
    """DescribeQuorumResponse (API key 55): versions 0-2, flexible 0+."""

    __slots__ = ('error_code', 'error_message', 'topics', 'nodes', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'error_message', 'topics', 'nodes')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeQuorumResponse'
    API_KEY = 55
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0

    #: int16, versions 0+.
    error_code: int
    #: string, versions 2+, nullable 2+, ignorable.
    error_message: str | None
    #: []TopicData, versions 0+.
    topics: list[DescribeQuorumResponseTopicData]
    #: []Node, versions 2+.
    nodes: list[Node]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, error_code=0, error_message='', topics=_UNSET, nodes=_UNSET, unknown_tagged_fields=None):
        self.error_code = error_code
        self.error_message = error_message
        self.topics = [] if topics is _UNSET else topics
        self.nodes = [] if nodes is _UNSET else nodes
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeQuorumResponse):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.topics == other.topics and
            self.nodes == other.nodes and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

