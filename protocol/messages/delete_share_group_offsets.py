"""Generated from schemas/DeleteShareGroupOffsetsRequest.json, schemas/DeleteShareGroupOffsetsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'DeleteShareGroupOffsetsRequestTopic',
    'DeleteShareGroupOffsetsRequest',
    'DeleteShareGroupOffsetsResponseTopic',
    'DeleteShareGroupOffsetsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import delete_share_group_offsets as codecs

    codecs.attach(globals())

class DeleteShareGroupOffsetsRequestTopic(_Message):
    """DeleteShareGroupOffsetsRequest: an element of DeleteShareGroupOffsetsRequest.topics."""

    __slots__ = ('topic_name', 'unknown_tagged_fields')
    _FIELDS = ('topic_name',)
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+.
    topic_name: str
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_name='', unknown_tagged_fields=None):
        self.topic_name = topic_name
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteShareGroupOffsetsRequestTopic):
            return NotImplemented
        return (
            self.topic_name == other.topic_name and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DeleteShareGroupOffsetsRequest(_Message):
    """DeleteShareGroupOffsetsRequest (API key 92): versions 0, flexible 0+."""

    __slots__ = ('group_id', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DeleteShareGroupOffsetsRequest'
    API_KEY = 92
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: string (groupId), versions 0+.
    group_id: str
    #: []DeleteShareGroupOffsetsRequestTopic, versions 0+.
    topics: list[DeleteShareGroupOffsetsRequestTopic]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', topics=_UNSET, unknown_tagged_fields=None):
        self.group_id = group_id
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteShareGroupOffsetsRequest):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DeleteShareGroupOffsetsResponseTopic(_Message):
    """DeleteShareGroupOffsetsResponse: an element of DeleteShareGroupOffsetsResponse.responses."""

    __slots__ = ('topic_name', 'topic_id', 'error_code', 'error_message', 'unknown_tagged_fields')
    _FIELDS = ('topic_name', 'topic_id', 'error_code', 'error_message')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+.
    topic_name: str
    #: uuid, versions 0+.
    topic_id: uuid.UUID
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+, default null.
    error_message: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_name='', topic_id=_ZERO_UUID, error_code=0, error_message=None, unknown_tagged_fields=None):
        self.topic_name = topic_name
        self.topic_id = topic_id
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteShareGroupOffsetsResponseTopic):
            return NotImplemented
        return (
            self.topic_name == other.topic_name and
            self.topic_id == other.topic_id and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DeleteShareGroupOffsetsResponse(_Message):
    """DeleteShareGroupOffsetsResponse (API key 92): versions 0, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'responses', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'error_message', 'responses')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DeleteShareGroupOffsetsResponse'
    API_KEY = 92
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+, default null.
    error_message: str | None
    #: []DeleteShareGroupOffsetsResponseTopic, versions 0+.
    responses: list[DeleteShareGroupOffsetsResponseTopic]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, error_message=None, responses=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.responses = [] if responses is _UNSET else responses
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DeleteShareGroupOffsetsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.responses == other.responses and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

