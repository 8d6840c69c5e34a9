"""Generated from schemas/DescribeTransactionsRequest.json, schemas/DescribeTransactionsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'DescribeTransactionsRequest',
    'TopicData',
    'TransactionState',
    'DescribeTransactionsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import describe_transactions as codecs

    codecs.attach(globals())

class DescribeTransactionsRequest(_Message):
    """DescribeTransactionsRequest (API key 65): versions 0, flexible 0+."""

    __slots__ = ('transactional_ids', 'unknown_tagged_fields')
    _FIELDS = ('transactional_ids',)
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeTransactionsRequest'
    API_KEY = 65
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: []string (transactionalId), versions 0+.
    transactional_ids: list[str]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, transactional_ids=_UNSET, unknown_tagged_fields=None):
        self.transactional_ids = [] if transactional_ids is _UNSET else transactional_ids
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeTransactionsRequest):
            return NotImplemented
        return (
            self.transactional_ids == other.transactional_ids and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class TopicData(_Message):
    """DescribeTransactionsResponse: an element of TransactionState.topics."""

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
        if not isinstance(other, TopicData):
            return NotImplemented
        return (
            self.topic == other.topic and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class TransactionState(_Message):
    """DescribeTransactionsResponse: an element of DescribeTransactionsResponse.transaction_states."""

    __slots__ = ('error_code', 'transactional_id', 'transaction_state', 'transaction_timeout_ms', 'transaction_start_time_ms', 'producer_id', 'producer_epoch', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'transactional_id', 'transaction_state', 'transaction_timeout_ms', 'transaction_start_time_ms', 'producer_id', 'producer_epoch', 'topics')
    _CODECS = staticmethod(_load_codecs)

    #: int16, versions 0+.
    error_code: int
    #: string (transactionalId), versions 0+.
    transactional_id: str
    #: string, versions 0+.
    transaction_state: str
    #: int32, versions 0+.
    transaction_timeout_ms: int
    #: int64, versions 0+.
    transaction_start_time_ms: int
    #: int64 (producerId), versions 0+.
    producer_id: int
    #: int16, versions 0+.
    producer_epoch: int
    #: []TopicData, versions 0+.
    topics: list[TopicData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, error_code=0, transactional_id='', transaction_state='', transaction_timeout_ms=0, transaction_start_time_ms=0, producer_id=0, producer_epoch=0, topics=_UNSET, unknown_tagged_fields=None):
        self.error_code = error_code
        self.transactional_id = transactional_id
        self.transaction_state = transaction_state
        self.transaction_timeout_ms = transaction_timeout_ms
        self.transaction_start_time_ms = transaction_start_time_ms
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, TransactionState):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.transactional_id == other.transactional_id and
            self.transaction_state == other.transaction_state and
            self.transaction_timeout_ms == other.transaction_timeout_ms and
            self.transaction_start_time_ms == other.transaction_start_time_ms and
            self.producer_id == other.producer_id and
            self.producer_epoch == other.producer_epoch and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeTransactionsResponse(_Message):
    """DescribeTransactionsResponse (API key 65): versions 0, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'transaction_states', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'transaction_states')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeTransactionsResponse'
    API_KEY = 65
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: []TransactionState, versions 0+.
    transaction_states: list[TransactionState]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, transaction_states=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.transaction_states = [] if transaction_states is _UNSET else transaction_states
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeTransactionsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.transaction_states == other.transaction_states and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

