"""Generated from schemas/AlterPartitionRequest.json, schemas/AlterPartitionResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'BrokerState',
    'AlterPartitionRequestPartitionData',
    'AlterPartitionRequestTopicData',
    'AlterPartitionRequest',
    'AlterPartitionResponsePartitionData',
    'AlterPartitionResponseTopicData',
    'AlterPartitionResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import alter_partition as codecs

    codecs.attach(globals())

class BrokerState(_Message):
    """AlterPartitionRequest: an element of AlterPartitionRequestPartitionData.new_isr_with_epochs."""

    __slots__ = ('broker_id', 'broker_epoch', 'unknown_tagged_fields')
    _FIELDS = ('broker_id', 'broker_epoch')
    _CODECS = staticmethod(_load_codecs)

    #: int32 (brokerId), versions 3+.
    broker_id: int
    #: int64, versions 3+, default -1.
    broker_epoch: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, broker_id=0, broker_epoch=-1, unknown_tagged_fields=None):
        self.broker_id = broker_id
        self.broker_epoch = broker_epoch
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, BrokerState):
            return NotImplemented
        return (
            self.broker_id == other.broker_id and
            self.broker_epoch == other.broker_epoch and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterPartitionRequestPartitionData(_Message):
    """AlterPartitionRequest: an element of AlterPartitionRequestTopicData.partitions."""

    __slots__ = ('partition_index', 'leader_epoch', 'new_isr', 'new_isr_with_epochs', 'leader_recovery_state', 'partition_epoch', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'leader_epoch', 'new_isr', 'new_isr_with_epochs', 'leader_recovery_state', 'partition_epoch')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_index: int
    #: int32, versions 0+.
    leader_epoch: int
    #: []int32 (brokerId), versions 0-2.
    new_isr: list[int]
    #: []BrokerState, versions 3+.
    new_isr_with_epochs: list[BrokerState]
    #: int8, versions 1+, default 0.
    leader_recovery_state: int
    #: int32, versions 0+.
    partition_epoch: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, leader_epoch=0, new_isr=_UNSET, new_isr_with_epochs=_UNSET, leader_recovery_state=0, partition_epoch=0, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.leader_epoch = leader_epoch
        self.new_isr = [] if new_isr is _UNSET else new_isr
        self.new_isr_with_epochs = [] if new_isr_with_epochs is _UNSET else new_isr_with_epochs
        self.leader_recovery_state = leader_recovery_state
        self.partition_epoch = partition_epoch
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterPartitionRequestPartitionData):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.leader_epoch == other.leader_epoch and
            self.new_isr == other.new_isr and
            self.new_isr_with_epochs == other.new_isr_with_epochs and
            self.leader_recovery_state == other.leader_recovery_state and
            self.partition_epoch == other.partition_epoch and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterPartitionRequestTopicData(_Message):
    """AlterPartitionRequest: an element of AlterPartitionRequest.topics."""

    __slots__ = ('topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic_id', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: uuid, versions 2+, ignorable.
    topic_id: uuid.UUID
    #: []PartitionData, versions 0+.
    partitions: list[AlterPartitionRequestPartitionData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_id=_ZERO_UUID, partitions=_UNSET, unknown_tagged_fields=None):
        self.topic_id = topic_id
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterPartitionRequestTopicData):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterPartitionRequest(_Message):
    """AlterPartitionRequest (API key 56): versions 2-3, flexible 0+."""

    __slots__ = ('broker_id', 'broker_epoch', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('broker_id', 'broker_epoch', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'AlterPartitionRequest'
    API_KEY = 56
    MIN_VERSION = 2
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 0

    #: int32 (brokerId), versions 0+.
    broker_id: int
    #: int64, versions 0+, default -1.
    broker_epoch: int
    #: []TopicData, versions 0+.
    topics: list[AlterPartitionRequestTopicData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, broker_id=0, broker_epoch=-1, topics=_UNSET, unknown_tagged_fields=None):
        self.broker_id = broker_id
        self.broker_epoch = broker_epoch
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterPartitionRequest):
            return NotImplemented
        return (
            self.broker_id == other.broker_id and
            self.broker_epoch == other.broker_epoch and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterPartitionResponsePartitionData(_Message):
    """AlterPartitionResponse: an element of AlterPartitionResponseTopicData.partitions."""

    __slots__ = ('partition_index', 'error_code', 'leader_id', 'leader_epoch', 'isr', 'leader_recovery_state', 'partition_epoch', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'error_code', 'leader_id', 'leader_epoch', 'isr', 'leader_recovery_state', 'partition_epoch')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_index: int
    #: int16, versions 0+.
    error_code: int
    #: int32 (brokerId), versions 0+.
    leader_id: int
    #: int32, versions 0+.
    leader_epoch: int
    #: []int32 (brokerId), versions 0+.
    isr: list[int]
    #: int8, versions 1+, ignorable, default 0.
    leader_recovery_state: int
    #: int32, versions 0+.
    partition_epoch: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, error_code=0, leader_id=0, leader_epoch=0, isr=_UNSET, leader_recovery_state=0, partition_epoch=0, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.error_code = error_code
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.isr = [] if isr is _UNSET else isr
        self.leader_recovery_state = leader_recovery_state
        self.partition_epoch = partition_epoch
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterPartitionResponsePartitionData):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.error_code == other.error_code and
            self.leader_id == other.leader_id and
            self.leader_epoch == other.leader_epoch and
            self.isr == other.isr and
            self.leader_recovery_state == other.leader_recovery_state and
            self.partition_epoch == other.partition_epoch and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterPartitionResponseTopicData(_Message):
    """AlterPartitionResponse: an element of AlterPartitionResponse.topics."""

    __slots__ = ('topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic_id', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: uuid, versions 2+, ignorable.
    topic_id: uuid.UUID
    #: []PartitionData, versions 0+.
    partitions: list[AlterPartitionResponsePartitionData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_id=_ZERO_UUID, partitions=_UNSET, unknown_tagged_fields=None):
        self.topic_id = topic_id
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterPartitionResponseTopicData):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterPartitionResponse(_Message):
    """AlterPartitionResponse (API key 56): versions 2-3, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'AlterPartitionResponse'
    API_KEY = 56
    MIN_VERSION = 2
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: []TopicData, versions 0+.
    topics: list[AlterPartitionResponseTopicData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, topics=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterPartitionResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

