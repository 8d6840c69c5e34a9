"""Generated from schemas/AddPartitionsToTxnRequest.json, schemas/AddPartitionsToTxnResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'AddPartitionsToTxnTopic',
    'AddPartitionsToTxnTransaction',
    'AddPartitionsToTxnRequest',
    'AddPartitionsToTxnPartitionResult',
    'AddPartitionsToTxnTopicResult',
    'AddPartitionsToTxnResult',
    'AddPartitionsToTxnResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import add_partitions_to_txn as codecs

    codecs.attach(globals())

class AddPartitionsToTxnTopic(_Message):
    """AddPartitionsToTxnRequest: an element of AddPartitionsToTxnTransaction.topics, an element of AddPartitionsToTxnRequest.v3_and_below_topics."""

    __slots__ = ('name', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('name', 'partitions')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+, map key.
    name: str
    #: []int32, versions 0+.
    partitions: list[int]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', partitions=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AddPartitionsToTxnTopic):
            return NotImplemented
        return (
            self.name == other.name and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AddPartitionsToTxnTransaction(_Message):
    """AddPartitionsToTxnRequest: an element of AddPartitionsToTxnRequest.transactions."""

    __slots__ = ('transactional_id', 'producer_id', 'producer_epoch', 'verify_only', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('transactional_id', 'producer_id', 'producer_epoch', 'verify_only', 'topics')
    _CODECS = staticmethod(_load_codecs)

    #: string (transactionalId), versions 4+, map key.
    transactional_id: str
    #: int64 (producerId), versions 4+.
    producer_id: int
    #: int16, versions 4+.
    producer_epoch: int
    #: bool, versions 4+, default false.
    verify_only: bool
    #: []AddPartitionsToTxnTopic, versions 4+.
    topics: list[AddPartitionsToTxnTopic]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, transactional_id='', producer_id=0, producer_epoch=0, verify_only=False, topics=_UNSET, unknown_tagged_fields=None):
        self.transactional_id = transactional_id
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.verify_only = verify_only
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AddPartitionsToTxnTransaction):
            return NotImplemented
        return (
            self.transactional_id == other.transactional_id and
            self.producer_id == other.producer_id and
            self.producer_epoch == other.producer_epoch and
            self.verify_only == other.verify_only and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AddPartitionsToTxnRequest(_Message):
    """AddPartitionsToTxnRequest (API key 24): versions 0-5, flexible 3+."""

    __slots__ = ('transactions', 'v3_and_below_transactional_id', 'v3_and_below_producer_id', 'v3_and_below_producer_epoch', 'v3_and_below_topics', 'unknown_tagged_fields')
    _FIELDS = ('transactions', 'v3_and_below_transactional_id', 'v3_and_below_producer_id', 'v3_and_below_producer_epoch', 'v3_and_below_topics')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'AddPartitionsToTxnRequest'
    API_KEY = 24
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 3

    #: []AddPartitionsToTxnTransaction, versions 4+.
    transactions: list[AddPartitionsToTxnTransaction]
    #: string (transactionalId), versions 0-3.
    v3_and_below_transactional_id: str
    #: int64 (producerId), versions 0-3.
    v3_and_below_producer_id: int
    #: int16, versions 0-3.
    v3_and_below_producer_epoch: int
    #: []AddPartitionsToTxnTopic, versions 0-3.
    v3_and_below_topics: list[AddPartitionsToTxnTopic]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, transactions=_UNSET, v3_and_below_transactional_id='', v3_and_below_producer_id=0, v3_and_below_producer_epoch=0, v3_and_below_topics=_UNSET, unknown_tagged_fields=None):
        self.transactions = [] if transactions is _UNSET else transactions
        self.v3_and_below_transactional_id = v3_and_below_transactional_id
        self.v3_and_below_producer_id = v3_and_below_producer_id
        self.v3_and_below_producer_epoch = v3_and_below_producer_epoch
        self.v3_and_below_topics = [] if v3_and_below_topics is _UNSET else v3_and_below_topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AddPartitionsToTxnRequest):
            return NotImplemented
        return (
            self.transactions == other.transactions and
            self.v3_and_below_transactional_id == other.v3_and_below_transactional_id and
            self.v3_and_below_producer_id == other.v3_and_below_producer_id and
            self.v3_and_below_producer_epoch == other.v3_and_below_producer_epoch and
            self.v3_and_below_topics == other.v3_and_below_topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AddPartitionsToTxnPartitionResult(_Message):
    """AddPartitionsToTxnResponse: an element of AddPartitionsToTxnTopicResult.results_by_partition."""

    __slots__ = ('partition_index', 'partition_error_code', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'partition_error_code')
    _CODECS = staticmethod(_load_codecs)

    #: int32, versions 0+, map key.
    partition_index: int
    #: int16, versions 0+.
    partition_error_code: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, partition_error_code=0, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.partition_error_code = partition_error_code
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AddPartitionsToTxnPartitionResult):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.partition_error_code == other.partition_error_code and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AddPartitionsToTxnTopicResult(_Message):
    """AddPartitionsToTxnResponse: an element of AddPartitionsToTxnResult.topic_results, an element of AddPartitionsToTxnResponse.results_by_topic_v3_and_below."""

    __slots__ = ('name', 'results_by_partition', 'unknown_tagged_fields')
    _FIELDS = ('name', 'results_by_partition')
    _CODECS = staticmethod(_load_codecs)

    #: string (topicName), versions 0+, map key.
    name: str
    #: []AddPartitionsToTxnPartitionResult, versions 0+.
    results_by_partition: list[AddPartitionsToTxnPartitionResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', results_by_partition=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.results_by_partition = [] if results_by_partition is _UNSET else results_by_partition
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AddPartitionsToTxnTopicResult):
            return NotImplemented
        return (
            self.name == other.name and
            self.results_by_partition == other.results_by_partition and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AddPartitionsToTxnResult(_Message):
    """AddPartitionsToTxnResponse: an element of AddPartitionsToTxnResponse.results_by_transaction."""

    __slots__ = ('transactional_id', 'topic_results', 'unknown_tagged_fields')
    _FIELDS = ('transactional_id', 'topic_results')
    _CODECS = staticmethod(_load_codecs)

    #: string (transactionalId), versions 4+, map key.
    transactional_id: str
    #: []AddPartitionsToTxnTopicResult, versions 4+.
    topic_results: list[AddPartitionsToTxnTopicResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, transactional_id='', topic_results=_UNSET, unknown_tagged_fields=None):
        self.transactional_id = transactional_id
        self.topic_results = [] if topic_results is _UNSET else topic_results
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AddPartitionsToTxnResult):
            return NotImplemented
        return (
            self.transactional_id == other.transactional_id and
            self.topic_results == other.topic_results and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AddPartitionsToTxnResponse(_Message):
    """AddPartitionsToTxnResponse (API key 24): versions 0-5, flexible 3+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'results_by_transaction', 'results_by_topic_v3_and_below', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'results_by_transaction', 'results_by_topic_v3_and_below')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'AddPartitionsToTxnResponse'
    API_KEY = 24
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 3

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 4+, ignorable.
    error_code: int
    #: []AddPartitionsToTxnResult, versions 4+.
    results_by_transaction: list[AddPartitionsToTxnResult]
    #: []AddPartitionsToTxnTopicResult, versions 0-3.
    results_by_topic_v3_and_below: list[AddPartitionsToTxnTopicResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, results_by_transaction=_UNSET, results_by_topic_v3_and_below=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.results_by_transaction = [] if results_by_transaction is _UNSET else results_by_transaction
        self.results_by_topic_v3_and_below = [] if results_by_topic_v3_and_below is _UNSET else results_by_topic_v3_and_below
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AddPartitionsToTxnResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.results_by_transaction == other.results_by_transaction and
            self.results_by_topic_v3_and_below == other.results_by_topic_v3_and_below and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

