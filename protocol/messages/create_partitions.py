"""Generated from schemas/CreatePartitionsRequest.json, schemas/CreatePartitionsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'CreatePartitionsAssignment',
    'CreatePartitionsTopic',
    'CreatePartitionsRequest',
    'CreatePartitionsTopicResult',
    'CreatePartitionsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import create_partitions as codecs

    codecs.attach(globals())

class CreatePartitionsAssignment(_Message):
    """CreatePartitionsRequest: an element of CreatePartitionsTopic.assignments."""

    __slots__ = ('broker_ids', 'unknown_tagged_fields')
    _FIELDS = ('broker_ids',)
    _CODECS = staticmethod(_load_codecs)

    #: []int32 (brokerId), versions 0+.
    broker_ids: list[int]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, broker_ids=_UNSET, unknown_tagged_fields=None):
        self.broker_ids = [] if broker_ids is _UNSET else broker_ids
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, CreatePartitionsAssignment):
            return NotImplemented
        return (
            self.broker_ids == other.broker_ids and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class CreatePartitionsTopic(_Message):
    """CreatePartitionsRequest: an element of CreatePartitionsRequest.topics."""

    __slots__ = ('name', 'count', 'assignments', 'unknown_tagged_fields')
    _FIELDS = ('name', 'count', 'assignments')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+, map key.
    name: str
    #: int32, versions 0+.
    count: int
    #: []CreatePartitionsAssignment, versions 0+, nullable 0+.
    assignments: list[CreatePartitionsAssignment] | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', count=0, assignments=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.count = count
        self.assignments = [] if assignments is _UNSET else assignments
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, CreatePartitionsTopic):
            return NotImplemented
        return (
            self.name == other.name and
            self.count == other.count and
            self.assignments == other.assignments and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class CreatePartitionsRequest(_Message):
    """CreatePartitionsRequest (API key 37): versions 0-3, flexible 2+."""

    __slots__ = ('topics', 'timeout_ms', 'validate_only', 'unknown_tagged_fields')
    _FIELDS = ('topics', 'timeout_ms', 'validate_only')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'CreatePartitionsRequest'
    API_KEY = 37
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 2

    #: []CreatePartitionsTopic, versions 0+.
    topics: list[CreatePartitionsTopic]
    #: int32, versions 0+.
    timeout_ms: int
    #: bool, versions 0+.
    validate_only: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topics=_UNSET, timeout_ms=0, validate_only=False, unknown_tagged_fields=None):
        self.topics = [] if topics is _UNSET else topics
        self.timeout_ms = timeout_ms
        self.validate_only = validate_only
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, CreatePartitionsRequest):
            return NotImplemented
        return (
            self.topics == other.topics and
            self.timeout_ms == other.timeout_ms and
            self.validate_only == other.validate_only and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class CreatePartitionsTopicResult(_Message):
    """CreatePartitionsResponse: an element of CreatePartitionsResponse.results."""

    __slots__ = ('name', 'error_code', 'error_message', 'unknown_tagged_fields')
    _FIELDS = ('name', 'error_code', 'error_message')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+.
    name: str
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+, default null.
    error_message: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', error_code=0, error_message=None, unknown_tagged_fields=None):
        self.name = name
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, CreatePartitionsTopicResult):
            return NotImplemented
        return (
            self.name == other.name and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class CreatePartitionsResponse(_Message):
    """CreatePartitionsResponse (API key 37): versions 0-3, flexible 2+."""

    __slots__ = ('throttle_time_ms', 'results', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'results')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'CreatePartitionsResponse'
    API_KEY = 37
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_VERSION = 2

    #: int32, versions 0+.
    throttle_time_ms: int
    #: []CreatePartitionsTopicResult, versions 0+.
    results: list[CreatePartitionsTopicResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, results=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is _UNSET else results
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, CreatePartitionsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.results == other.results and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

