"""Generated from schemas/CreateTopicsRequest.json, schemas/CreateTopicsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'CreatableReplicaAssignment',
    'CreatableTopicConfig',
    'CreatableTopic',
    'CreateTopicsRequest',
    'CreatableTopicConfigs',
    'CreatableTopicResult',
    'CreateTopicsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import create_topics as codecs

    codecs.attach(globals())

class CreatableReplicaAssignment(_Message):
    """CreateTopicsRequest: an element of CreatableTopic.assignments."""

    __slots__ = ('partition_index', 'broker_ids', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'broker_ids')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+, map key.
    partition_index: int
    #: []int32 (brokerId), versions 0+.
    broker_ids: list[int]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, broker_ids=_UNSET, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.broker_ids = [] if broker_ids is _UNSET else broker_ids
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, CreatableReplicaAssignment):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.broker_ids == other.broker_ids and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class CreatableTopicConfig(_Message):
    """CreateTopicsRequest: an element of CreatableTopic.configs."""

    __slots__ = ('name', 'value', 'unknown_tagged_fields')
    _FIELDS = ('name', 'value')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 0+, map key.
    name: str
    #: string, versions 0+, nullable 0+.
    value: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', value='', unknown_tagged_fields=None):
        self.name = name
        self.value = value
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, CreatableTopicConfig):
            return NotImplemented
        return (
            self.name == other.name and
            self.value == other.value and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class CreatableTopic(_Message):
    """CreateTopicsRequest: an element of CreateTopicsRequest.topics."""

    __slots__ = ('name', 'num_partitions', 'replication_factor', 'assignments', 'configs', 'unknown_tagged_fields')
    _FIELDS = ('name', 'num_partitions', 'replication_factor', 'assignments', 'configs')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+, map key.
    name: str
    #: int32, versions 0+.
    num_partitions: int
    #: int16, versions 0+.
    replication_factor: int
    #: []CreatableReplicaAssignment, versions 0+.
    assignments: list[CreatableReplicaAssignment]
    #: []CreatableTopicConfig, versions 0+.
    configs: list[CreatableTopicConfig]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', num_partitions=0, replication_factor=0, assignments=_UNSET, configs=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.num_partitions = num_partitions
        self.replication_factor = replication_factor
        self.assignments = [] if assignments is _UNSET else assignments
        self.configs = [] if configs is _UNSET else configs
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, CreatableTopic):
            return NotImplemented
        return (
            self.name == other.name and
            self.num_partitions == other.num_partitions and
            self.replication_factor == other.replication_factor and
            self.assignments == other.assignments and
            self.configs == other.configs and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class CreateTopicsRequest(_Message):
    """CreateTopicsRequest (API key 19): versions 2-7, flexible 5+."""

    __slots__ = ('topics', 'timeout_ms', 'validate_only', 'unknown_tagged_fields')
    _FIELDS = ('topics', 'timeout_ms', 'validate_only')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'CreateTopicsRequest'
    API_KEY = 19
    MIN_VERSION = 2
    MAX_VERSION = 7
    FLEXIBLE_VERSION = 5

    #: []CreatableTopic, versions 0+.
    topics: list[CreatableTopic]
    #: int32, versions 0+, default 60000.
    timeout_ms: int
    #: bool, versions 1+, default false.
    validate_only: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topics=_UNSET, timeout_ms=60000, validate_only=False, unknown_tagged_fields=None):
        self.topics = [] if topics is _UNSET else topics
        self.timeout_ms = timeout_ms
        self.validate_only = validate_only
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, CreateTopicsRequest):
            return NotImplemented
        return (
            self.topics == other.topics and
            self.timeout_ms == other.timeout_ms and
            self.validate_only == other.validate_only and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class CreatableTopicConfigs(_Message):
    """CreateTopicsResponse: an element of CreatableTopicResult.configs."""

    __slots__ = ('name', 'value', 'read_only', 'config_source', 'is_sensitive', 'unknown_tagged_fields')
    _FIELDS = ('name', 'value', 'read_only', 'config_source', 'is_sensitive')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 5+.
    name: str
    #: string, versions 5+, nullable 5+.
    value: str | None
    #: bool, versions 5+.
    read_only: bool
    #: int8, versions 5+, ignorable, default -1.
    config_source: int
    #: bool, versions 5+.
    is_sensitive: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', value='', read_only=False, config_source=-1, is_sensitive=False, unknown_tagged_fields=None):
        self.name = name
        self.value = value
        self.read_only = read_only
        self.config_source = config_source
        self.is_sensitive = is_sensitive
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, CreatableTopicConfigs):
            return NotImplemented
        return (
            self.name == other.name and
            self.value == other.value and
            self.read_only == other.read_only and
            self.config_source == other.config_source and
            self.is_sensitive == other.is_sensitive and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class CreatableTopicResult(_Message):
    """CreateTopicsResponse: an element of CreateTopicsResponse.topics."""

    __slots__ = ('name', 'topic_id', 'error_code', 'error_message', 'topic_config_error_code', 'num_partitions', 'replication_factor', 'configs', 'unknown_tagged_fields')
    _FIELDS = ('name', 'topic_id', 'error_code', 'error_message', 'topic_config_error_code', 'num_partitions', 'replication_factor', 'configs')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+, map key.
    name: str
    #: uuid, versions 7+, ignorable.
    topic_id: uuid.UUID
    #: int16, versions 0+.
    error_code: int
    #: string, versions 1+, nullable 0+, ignorable.
    error_message: str | None
    #: int16, versions 5+, tagged 5+ as tag 0, ignorable.
    topic_config_error_code: int
    #: int32, versions 5+, ignorable, default -1.
    num_partitions: int
    #: int16, versions 5+, ignorable, default -1.
    replication_factor: int
    #: []CreatableTopicConfigs, versions 5+, nullable 5+, ignorable.
    configs: list[CreatableTopicConfigs] | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', topic_id=_ZERO_UUID, error_code=0, error_message='', topic_config_error_code=0, num_partitions=-1, replication_factor=-1, configs=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.topic_id = topic_id
        self.error_code = error_code
        self.error_message = error_message
        self.topic_config_error_code = topic_config_error_code
        self.num_partitions = num_partitions
        self.replication_factor = replication_factor
        self.configs = [] if configs is _UNSET else configs
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, CreatableTopicResult):
            return NotImplemented
        return (
            self.name == other.name and
            self.topic_id == other.topic_id and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.topic_config_error_code == other.topic_config_error_code and
            self.num_partitions == other.num_partitions and
            self.replication_factor == other.replication_factor and
            self.configs == other.configs and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class CreateTopicsResponse(_Message):
    """CreateTopicsResponse (API key 19): versions 2-7, flexible 5+."""

    __slots__ = ('throttle_time_ms', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'CreateTopicsResponse'
    API_KEY = 19
    MIN_VERSION = 2
    MAX_VERSION = 7
    FLEXIBLE_VERSION = 5

    #: int32, versions 2+, ignorable.
    throttle_time_ms: int
    #: []CreatableTopicResult, versions 0+.
    topics: list[CreatableTopicResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, topics=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, CreateTopicsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

