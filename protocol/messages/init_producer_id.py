"""Generated from schemas/InitProducerIdRequest.json, schemas/InitProducerIdResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'InitProducerIdRequest',
    'InitProducerIdResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import init_producer_id as codecs

    codecs.attach(globals())

class InitProducerIdRequest(_Message):
    """InitProducerIdRequest (API key 22): versions 0-6, flexible 2+."""

    __slots__ = ('transactional_id', 'transaction_timeout_ms', 'producer_id', 'producer_epoch', 'enable2_pc', 'keep_prepared_txn', 'unknown_tagged_fields')
    _FIELDS = ('transactional_id', 'transaction_timeout_ms', 'producer_id', 'producer_epoch', 'enable2_pc', 'keep_prepared_txn')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'InitProducerIdRequest'
    API_KEY = 22
    MIN_VERSION = 0
    MAX_VERSION = 6
    FLEXIBLE_VERSION = 2

    #: string (transactionalId), versions 0+, nullable 0+.
    transactional_id: str | None
    #: int32, versions 0+.
    transaction_timeout_ms: int
    #: int64 (producerId), versions 3+, default -1.
    producer_id: int
    #: int16, versions 3+, default -1.
    producer_epoch: int
    #: bool, versions 6+, default false.
    enable2_pc: bool
    #: bool, versions 6+, default false.
    keep_prepared_txn: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, transactional_id='', transaction_timeout_ms=0, producer_id=-1, producer_epoch=-1, enable2_pc=False, keep_prepared_txn=False, unknown_tagged_fields=None):
        self.transactional_id = transactional_id
        self.transaction_timeout_ms = transaction_timeout_ms
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.enable2_pc = enable2_pc
        self.keep_prepared_txn = keep_prepared_txn
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, InitProducerIdRequest):
            return NotImplemented
        return (
            self.transactional_id == other.transactional_id and
            self.transaction_timeout_ms == other.transaction_timeout_ms and
            self.producer_id == other.producer_id and
            self.producer_epoch == other.producer_epoch and
            self.enable2_pc == other.enable2_pc and
            self.keep_prepared_txn == other.keep_prepared_txn and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class InitProducerIdResponse(_Message):
    """InitProducerIdResponse (API key 22): versions 0-6, flexible 2+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'producer_id', 'producer_epoch', 'ongoing_txn_producer_id', 'ongoing_txn_producer_epoch', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'producer_id', 'producer_epoch', 'ongoing_txn_producer_id', 'ongoing_txn_producer_epoch')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'InitProducerIdResponse'
    API_KEY = 22
    MIN_VERSION = 0
    MAX_VERSION = 6
    FLEXIBLE_VERSION = 2

    #: int32, versions 0+, ignorable.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: int64 (producerId), versions 0+, default -1.
    producer_id: int
    #: int16, versions 0+.
    producer_epoch: int
    #: int64 (producerId), versions 6+, default -1.
    ongoing_txn_producer_id: int
    #: int16, versions 6+, default -1.
    ongoing_txn_producer_epoch: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, producer_id=-1, producer_epoch=0, ongoing_txn_producer_id=-1, ongoing_txn_producer_epoch=-1, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.ongoing_txn_producer_id = ongoing_txn_producer_id
        self.ongoing_txn_producer_epoch = ongoing_txn_producer_epoch
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, InitProducerIdResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.producer_id == other.producer_id and
            self.producer_epoch == other.producer_epoch and
            self.ongoing_txn_producer_id == other.ongoing_txn_producer_id and
            self.ongoing_txn_producer_epoch == other.ongoing_txn_producer_epoch and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

