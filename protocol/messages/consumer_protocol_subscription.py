"""Generated from schemas/ConsumerProtocolSubscription.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'TopicPartition',
    'ConsumerProtocolSubscription',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import consumer_protocol_subscription as codecs

    codecs.attach(globals())

class TopicPartition(_Message):
    """ConsumerProtocolSubscription: an element of ConsumerProtocolSubscription.owned_partitions."""

    __slots__ = ('topic', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 1+, map key.
    topic: str
    #: []int32, versions 1+.
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


class ConsumerProtocolSubscription(_Message):
    """ConsumerProtocolSubscription (data): versions 0-3."""

    __slots__ = ('topics', 'user_data', 'owned_partitions', 'generation_id', 'rack_id', 'unknown_tagged_fields')
    _FIELDS = ('topics', 'user_data', 'owned_partitions', 'generation_id', 'rack_id')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ConsumerProtocolSubscription'
    API_KEY = None
    MIN_VERSION = 0
    MAX_VERSION = 3
    FLEXIBLE_VERSION = None

    #: []string, versions 0+.
    topics: list[str]
    #: bytes, versions 0+, nullable 0+, default null.
    user_data: memoryview | bytes | None
    #: []TopicPartition, versions 1+, ignorable.
    owned_partitions: list[TopicPartition]
    #: int32, versions 2+, ignorable, default -1.
    generation_id: int
    #: string, versions 3+, nullable 3+, ignorable, default null.
    rack_id: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topics=_UNSET, user_data=None, owned_partitions=_UNSET, generation_id=-1, rack_id=None, unknown_tagged_fields=None):
        self.topics = [] if topics is _UNSET else topics
        self.user_data = user_data
        self.owned_partitions = [] if owned_partitions is _UNSET else owned_partitions
        self.generation_id = generation_id
        self.rack_id = rack_id
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ConsumerProtocolSubscription):
            return NotImplemented
        return (
            self.topics == other.topics and
            self.user_data == other.user_data and
            self.owned_partitions == other.owned_partitions and
            self.generation_id == other.generation_id and
            self.rack_id == other.rack_id and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

