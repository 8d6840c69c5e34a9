"""Generated from schemas/ListTransactionsRequest.json, schemas/ListTransactionsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'ListTransactionsRequest',
    'TransactionState',
    'ListTransactionsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import list_transactions as codecs

    codecs.attach(globals())

class ListTransactionsRequest(_Message):
    """ListTransactionsRequest (API key 66): versions 0-2, flexible 0+."""

    __slots__ = ('state_filters', 'producer_id_filters', 'duration_filter', 'transactional_id_pattern', 'unknown_tagged_fields')
    _FIELDS = ('state_filters', 'producer_id_filters', 'duration_filter', 'transactional_id_pattern')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ListTransactionsRequest'
    API_KEY = 66
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0

    #: []string, versions 0+.
    state_filters: list[str]
    #: []int64 (producerId), versions 0+.
    producer_id_filters: list[int]
    #: int64, versions 1+, default -1.
    duration_filter: int
    #: string, versions 2+, nullable 2+, default null.
    transactional_id_pattern: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, state_filters=_UNSET, producer_id_filters=_UNSET, duration_filter=-1, transactional_id_pattern=None, unknown_tagged_fields=None):
        self.state_filters = [] if state_filters is _UNSET else state_filters
        self.producer_id_filters = [] if producer_id_filters is _UNSET else producer_id_filters
        self.duration_filter = duration_filter
        self.transactional_id_pattern = transactional_id_pattern
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ListTransactionsRequest):
            return NotImplemented
        return (
            self.state_filters == other.state_filters and
            self.producer_id_filters == other.producer_id_filters and
            self.duration_filter == other.duration_filter and
            self.transactional_id_pattern == other.transactional_id_pattern and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class TransactionState(_Message):
    """ListTransactionsResponse: an element of ListTransactionsResponse.transaction_states."""

    __slots__ = ('transactional_id', 'producer_id', 'transaction_state', 'unknown_tagged_fields')
    _FIELDS = ('transactional_id', 'producer_id', 'transaction_state')
    _CODECS = staticmethod(_load_codecs)

    #: string (transactionalId), versions 0+.
    transactional_id: str
    #: int64 (producerId), versions 0+.
    producer_id: int
    #: string, versions 0+.
    transaction_state: str
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, transactional_id='', producer_id=0, transaction_state='', unknown_tagged_fields=None):
        self.transactional_id = transactional_id
        self.producer_id = producer_id
        self.transaction_state = transaction_state
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, TransactionState):
            return NotImplemented
        return (
            self.transactional_id == other.transactional_id and
            self.producer_id == other.producer_id and
            self.transaction_state == other.transaction_state and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ListTransactionsResponse(_Message):
    """ListTransactionsResponse (API key 66): versions 0-2, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'unknown_state_filters', 'transaction_states', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'unknown_state_filters', 'transaction_states')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ListTransactionsResponse'
    API_KEY = 66
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: []string, versions 0+.
    unknown_state_filters: list[str]
    #: []TransactionState, versions 0+.
    transaction_states: list[TransactionState]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, unknown_state_filters=_UNSET, transaction_states=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.unknown_state_filters = [] if unknown_state_filters is _UNSET else unknown_state_filters
        self.transaction_states = [] if transaction_states is _UNSET else transaction_states
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ListTransactionsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.unknown_state_filters == other.unknown_state_filters and
            self.transaction_states == other.transaction_states and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

