"""Generated from schemas/MetadataRequest.json, schemas/MetadataResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'MetadataRequestTopic',
    'MetadataRequest',
    'MetadataResponseBroker',
    'MetadataResponsePartition',
    'MetadataResponseTopic',
    'MetadataResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import metadata as codecs

    codecs.attach(globals())

class MetadataRequestTopic(_Message):
    """MetadataRequest: an element of MetadataRequest.topics."""

    __slots__ = ('topic_id', 'name', 'unknown_tagged_fields')
    _FIELDS = ('topic_id', 'name')
    _CODECS = staticmethod(_load_codecs)

    #: uuid, versions 10+, ignorable.
    topic_id: uuid.UUID
    #: string (topicName), versions 0+, nullable 10+.
    name: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_id=_ZERO_UUID, name='', unknown_tagged_fields=None):
        self.topic_id = topic_id
        self.name = name
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, MetadataRequestTopic):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.name == other.name and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class MetadataRequest(_Message):
    """MetadataRequest (API key 3): versions 0-13, flexible 9+."""

    __slots__ = ('topics', 'allow_auto_topic_creation', 'include_cluster_authorized_operations', 'include_topic_authorized_operations', 'unknown_tagged_fields')
    _FIELDS = ('topics', 'allow_auto_topic_creation', 'include_cluster_authorized_operations', 'include_topic_authorized_operations')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'MetadataRequest'
    API_KEY = 3
    MIN_VERSION = 0
    MAX_VERSION = 13
    FLEXIBLE_VERSION = 9

    #: []MetadataRequestTopic, versions 0+, nullable 1+.
    topics: list[MetadataRequestTopic] | None
    #: bool, versions 4+, default true.
    allow_auto_topic_creation: bool
    #: bool, versions 8-10.
    include_cluster_authorized_operations: bool
    #: bool, versions 8+.
    include_topic_authorized_operations: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topics=_UNSET, allow_auto_topic_creation=True, include_cluster_authorized_operations=False, include_topic_authorized_operations=False, unknown_tagged_fields=None):
        self.topics = [] if topics is _UNSET else topics
        self.allow_auto_topic_creation = allow_auto_topic_creation
        self.include_cluster_authorized_operations = include_cluster_authorized_operations
        self.include_topic_authorized_operations = include_topic_authorized_operations
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, MetadataRequest):
            return NotImplemented
        return (
            self.topics == other.topics and
            self.allow_auto_topic_creation == other.allow_auto_topic_creation and
            self.include_cluster_authorized_operations == other.include_cluster_authorized_operations and
            self.include_topic_authorized_operations == other.include_topic_authorized_operations and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class MetadataResponseBroker(_Message):
    """MetadataResponse: an element of MetadataResponse.brokers."""

    __slots__ = ('node_id', 'host', 'port', 'rack', 'unknown_tagged_fields')
    _FIELDS = ('node_id', 'host', 'port', 'rack')
    _CODECS = staticmethod(_load_codecs)

    #: int32 (brokerId), versions 0+, map key.
    node_id: int
    #: string, versions 0+.
    host: str
    #: int32, versions 0+.
    port: int
    #: string, versions 1+, nullable 1+, ignorable, default null.
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
        if not isinstance(other, MetadataResponseBroker):
            return NotImplemented
        return (
            self.node_id == other.node_id and
            self.host == other.host and
            self.port == other.port and
            self.rack == other.rack and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class MetadataResponsePartition(_Message):
    """MetadataResponse: an element of MetadataResponseTopic.partitions."""

    __slots__ = ('error_code', 'partition_index', 'leader_id', 'leader_epoch', 'replica_nodes', 'isr_nodes', 'offline_replicas', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'partition_index', 'leader_id', 'leader_epoch', 'replica_nodes', 'isr_nodes', 'offline_replicas')
    _CODECS = staticmethod(_load_codecs)

    #: int16, versions 0+.
    error_code: int
    #: int32, versions 0+.
    partition_index: int
    #: int32 (brokerId), versions 0+.
    leader_id: int
    #: int32, versions 7+, ignorable, default -1.
    leader_epoch: int
    #: []int32 (brokerId), versions 0+.
    replica_nodes: list[int]
    #: []int32 (brokerId), versions 0+.
    isr_nodes: list[int]
    #: []int32 (brokerId), versions 5+, ignorable.
    offline_replicas: list[int]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, error_code=0, partition_index=0, leader_id=0, leader_epoch=-1, replica_nodes=_UNSET, isr_nodes=_UNSET, offline_replicas=_UNSET, unknown_tagged_fields=None):
        self.error_code = error_code
        self.partition_index = partition_index
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.replica_nodes = [] if replica_nodes is _UNSET else replica_nodes
        self.isr_nodes = [] if isr_nodes is _UNSET else isr_nodes
        self.offline_replicas = [] if offline_replicas is _UNSET else offline_replicas
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, MetadataResponsePartition):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.partition_index == other.partition_index and
            self.leader_id == other.leader_id and
            self.leader_epoch == other.leader_epoch and
            self.replica_nodes == other.replica_nodes and
            self.isr_nodes == other.isr_nodes and
            self.offline_replicas == other.offline_replicas and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class MetadataResponseTopic(_Message):
    """MetadataResponse: an element of MetadataResponse.topics."""

    __slots__ = ('error_code', 'name', 'topic_id', 'is_internal', 'partitions', 'topic_authorized_operations', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'name', 'topic_id', 'is_internal', 'partitions', 'topic_authorized_operations')
    _CODECS = staticmethod(_load_codecs)

    #: int16, versions 0+.
    error_code: int
    #: string (topicName), versions 0+, nullable 12+, map key.
    name: str | None
    #: uuid, versions 10+, ignorable.
    topic_id: uuid.UUID
    #: bool, versions 1+, ignorable, default false.
    is_internal: bool
    #: []MetadataResponsePartition, versions 0+.
    partitions: list[MetadataResponsePartition]
    #: int32, versions 8+, default -2147483648.
    topic_authorized_operations: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, error_code=0, name='', topic_id=_ZERO_UUID, is_internal=False, partitions=_UNSET, topic_authorized_operations=-2147483648, unknown_tagged_fields=None):
        self.error_code = error_code
        self.name = name
        self.topic_id = topic_id
        self.is_internal = is_internal
        self.partitions = [] if partitions is _UNSET else partitions
        self.topic_authorized_operations = topic_authorized_operations
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, MetadataResponseTopic):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.name == other.name and
            self.topic_id == other.topic_id and
            self.is_internal == other.is_internal and
            self.partitions == other.partitions and
            self.topic_authorized_operations == other.topic_authorized_operations and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class MetadataResponse(_Message):
    """MetadataResponse (API key 3): versions 0-13, flexible 9+."""

    __slots__ = ('throttle_time_ms', 'brokers', 'cluster_id', 'controller_id', 'topics', 'cluster_authorized_operations', 'error_code', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'brokers', 'cluster_id', 'controller_id', 'topics', 'cluster_authorized_operations', 'error_code')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'MetadataResponse'
    API_KEY = 3
    MIN_VERSION = 0
    MAX_VERSION = 13
    FLEXIBLE_VERSION = 9

    #: int32, versions 3+, ignorable.
    throttle_time_ms: int
    #: []MetadataResponseBroker, versions 0+.
    brokers: list[MetadataResponseBroker]
    #: string, versions 2+, nullable 2+, ignorable, default null.
    cluster_id: str | None
    #: int32 (brokerId), versions 1+, ignorable, default -1.
    controller_id: int
    #: []MetadataResponseTopic, versions 0+.
    topics: list[MetadataResponseTopic]
    #: int32, versions 8-10, default -2147483648.
    cluster_authorized_operations: int
    #: int16, versions 13+, ignorable.
    error_code: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, brokers=_UNSET, cluster_id=None, controller_id=-1, topics=_UNSET, cluster_authorized_operations=-2147483648, error_code=0, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.brokers = [] if brokers is _UNSET else brokers
        self.cluster_id = cluster_id
        self.controller_id = controller_id
        self.topics = [] if topics is _UNSET else topics
        self.cluster_authorized_operations = cluster_authorized_operations
        self.error_code = error_code
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, MetadataResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.brokers == other.brokers and
            self.cluster_id == other.cluster_id and
            self.controller_id == other.controller_id and
            self.topics == other.topics and
            self.cluster_authorized_operations == other.cluster_authorized_operations and
            self.error_code == other.error_code and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

