"""Generated from schemas/DeleteTopicsRequest.json, schemas/DeleteTopicsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'DeleteTopicState',
    'DeleteTopicsRequest',
    'DeletableTopicResult',
    'DeleteTopicsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import delete_topics as codecs

    codecs.attach(globals())

class DeleteTopicState(_Message):
    """DeleteTopicsRequest: an element of DeleteTopicsRequest.topics."""

    __slots__ = ('name', 'topic_id', 'unknown_tagged_fields')
    _FIELDS = ('name', 'topic_id')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 6+, nullable 6+, default null.
    name: str | None
    #: uuid, versions 6+.
    topic_id: uuid.UUID
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name=None, topic_id=_ZERO_UUID, unknown_tagged_fields=None):
        self.name = name
        self.topic_id = topic_id
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteTopicState):
            return NotImplemented
        return (
            self.name == other.name and
            self.topic_id == other.topic_id and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DeleteTopicsRequest(_Message):
    """DeleteTopicsRequest (API key 20): versions 1-6, flexible 4+."""

    __slots__ = ('topics', 'topic_names', 'timeout_ms', 'unknown_tagged_fields')
    _FIELDS = ('topics', 'topic_names', 'timeout_ms')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DeleteTopicsRequest'
    API_KEY = 20
    MIN_VERSION = 1
    MAX_VERSION = 6
    FLEXIBLE_VERSION = 4

    #: []DeleteTopicState, versions 6+.
    topics: list[DeleteTopicState]
    #: []string (topicName), versions 0-5, ignorable.
    topic_names: list[str]
    #: int32, versions 0+.
    timeout_ms: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topics=_UNSET, topic_names=_UNSET, timeout_ms=0, unknown_tagged_fields=None):
        self.topics = [] if topics is _UNSET else topics
        self.topic_names = [] if topic_names is _UNSET else topic_names
        self.timeout_ms = timeout_ms
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteTopicsRequest):
            return NotImplemented
        return (
            self.topics == other.topics and
            self.topic_names == other.topic_names and
            self.timeout_ms == other.timeout_ms and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DeletableTopicResult(_Message):
    """DeleteTopicsResponse: an element of DeleteTopicsResponse.responses."""

    __slots__ = ('name', 'topic_id', 'error_code', 'error_message', 'unknown_tagged_fields')
    _FIELDS = ('name', 'topic_id', 'error_code', 'error_message')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+, nullable 6+, map key.
    name: str | None
    #: uuid, versions 6+, ignorable.
    topic_id: uuid.UUID
    #: int16, versions 0+.
    error_code: int
    #: string, versions 5+, nullable 5+, ignorable, default null.
    error_message: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', topic_id=_ZERO_UUID, error_code=0, error_message=None, unknown_tagged_fields=None):
        self.name = name
        self.topic_id = topic_id
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeletableTopicResult):
            return NotImplemented
        return (
            self.name == other.name and
            self.topic_id == other.topic_id and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DeleteTopicsResponse(_Message):
    """DeleteTopicsResponse (API key 20): versions 1-6, flexible 4+."""

    __slots__ = ('throttle_time_ms', 'responses', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'responses')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DeleteTopicsResponse'
    API_KEY = 20
    MIN_VERSION = 1
    MAX_VERSION = 6
    FLEXIBLE_VERSION = 4

    #: int32, versions 1+, ignorable.
    throttle_time_ms: int
    #: []DeletableTopicResult, versions 0+.
    responses: list[DeletableTopicResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, responses=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.responses = [] if responses is _UNSET else responses
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteTopicsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.responses == other.responses and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

