"""Generated from schemas/AlterShareGroupOffsetsRequest.json, schemas/AlterShareGroupOffsetsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'AlterShareGroupOffsetsRequestPartition',
    'AlterShareGroupOffsetsRequestTopic',
    'AlterShareGroupOffsetsRequest',
    'AlterShareGroupOffsetsResponsePartition',
    'AlterShareGroupOffsetsResponseTopic',
    'AlterShareGroupOffsetsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import alter_share_group_offsets as codecs

    codecs.attach(globals())

class AlterShareGroupOffsetsRequestPartition(_Message):
    """AlterShareGroupOffsetsRequest: an element of AlterShareGroupOffsetsRequestTopic.partitions."""

    __slots__ = ('partition_index', 'start_offset', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'start_offset')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_index: int
    #: int64, versions 0+.
    start_offset: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, start_offset=0, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.start_offset = start_offset
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterShareGroupOffsetsRequestPartition):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.start_offset == other.start_offset and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterShareGroupOffsetsRequestTopic(_Message):
    """AlterShareGroupOffsetsRequest: an element of AlterShareGroupOffsetsRequest.topics."""

    __slots__ = ('topic_name', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic_name', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+, map key.
    topic_name: str
    #: []AlterShareGroupOffsetsRequestPartition, versions 0+.
    partitions: list[AlterShareGroupOffsetsRequestPartition]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_name='', partitions=_UNSET, unknown_tagged_fields=None):
        self.topic_name = topic_name
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterShareGroupOffsetsRequestTopic):
            return NotImplemented
        return (
            self.topic_name == other.topic_name and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterShareGroupOffsetsRequest(_Message):
    """AlterShareGroupOffsetsRequest (API key 91): versions 0, flexible 0+."""

    __slots__ = ('group_id', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'AlterShareGroupOffsetsRequest'
    API_KEY = 91
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: string (groupId), versions 0+.
    group_id: str
    #: []AlterShareGroupOffsetsRequestTopic, versions 0+.
    topics: list[AlterShareGroupOffsetsRequestTopic]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', topics=_UNSET, unknown_tagged_fields=None):
        self.group_id = group_id
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterShareGroupOffsetsRequest):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterShareGroupOffsetsResponsePartition(_Message):
    """AlterShareGroupOffsetsResponse: an element of AlterShareGroupOffsetsResponseTopic.partitions."""

    __slots__ = ('partition_index', 'error_code', 'error_message', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'error_code', 'error_message')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+.
    partition_index: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+, default null.
    error_message: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, error_code=0, error_message=None, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterShareGroupOffsetsResponsePartition):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterShareGroupOffsetsResponseTopic(_Message):
    """AlterShareGroupOffsetsResponse: an element of AlterShareGroupOffsetsResponse.responses."""

    __slots__ = ('topic_name', 'topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic_name', 'topic_id', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+, map key.
    topic_name: str
    #: uuid, versions 0+.
    topic_id: uuid.UUID
    #: []AlterShareGroupOffsetsResponsePartition, versions 0+.
    partitions: list[AlterShareGroupOffsetsResponsePartition]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_name='', topic_id=_ZERO_UUID, partitions=_UNSET, unknown_tagged_fields=None):
        self.topic_name = topic_name
        self.topic_id = topic_id
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterShareGroupOffsetsResponseTopic):
            return NotImplemented
        return (
            self.topic_name == other.topic_name and
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterShareGroupOffsetsResponse(_Message):
    """AlterShareGroupOffsetsResponse (API key 91): versions 0, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'responses', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'error_message', 'responses')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'AlterShareGroupOffsetsResponse'
    API_KEY = 91
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+, default null.
    error_message: str | None
    #: []AlterShareGroupOffsetsResponseTopic, versions 0+.
    responses: list[AlterShareGroupOffsetsResponseTopic]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, error_message=None, responses=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.responses = [] if responses is _UNSET else responses
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterShareGroupOffsetsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.responses == other.responses and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

