"""Generated from schemas/ConsumerProtocolAssignment.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'TopicPartition',
    'ConsumerProtocolAssignment',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import consumer_protocol_assignment as codecs

    codecs.attach(globals())

class TopicPartition(_Message):
    """ConsumerProtocolAssignment: an element of ConsumerProtocolAssignment.assigned_partitions."""

    __slots__ = ('topic', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+, map key.
    topic: str
    #: []int32, versions 0+.
    partitions: list[int]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic='', partitions=_UNSET, unknown_tagged_fields=None):
        self.topic = topic
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, TopicPartition):
            return NotImplemented
        return (
            self.topic == other.topic and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ConsumerProtocolAssignment(_Message):
    """ConsumerProtocolAssignment (data): versions 0-3."""

    __slots__ = ('assigned_partitions', 'user_data', 'unknown_tagged_fields')
    _FIELDS = ('assigned_partitions', 'user_data')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ConsumerProtocolAssignment'
    API_KEY = None
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_VERSION = None

    #: []TopicPartition, versions 0+.
    assigned_partitions: list[TopicPartition]
    #: bytes, versions 0+, nullable 0+, default null.
    user_data: memoryview | bytes | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, assigned_partitions=_UNSET, user_data=None, unknown_tagged_fields=None):
        self.assigned_partitions = [] if assigned_partitions is _UNSET else assigned_partitions
        self.user_data = user_data
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ConsumerProtocolAssignment):
            return NotImplemented
        return (
            self.assigned_partitions == other.assigned_partitions and
            self.user_data == other.user_data and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

