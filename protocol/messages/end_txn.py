"""Generated from schemas/EndTxnRequest.json, schemas/EndTxnResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'EndTxnRequest',
    'EndTxnResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import end_txn as codecs

    codecs.attach(globals())

class EndTxnRequest(_Message):
    """EndTxnRequest (API key 26): versions 0-5, flexible 3+."""

    __slots__ = ('transactional_id', 'producer_id', 'producer_epoch', 'committed', 'unknown_tagged_fields')
    _FIELDS = ('transactional_id', 'producer_id', 'producer_epoch', 'committed')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'EndTxnRequest'
    API_KEY = 26
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 3

    #: string (transactionalId), versions 0+.
    transactional_id: str
    #: int64 (producerId), versions 0+.
    producer_id: int
    #: int16, versions 0+.
    producer_epoch: int
    #: bool, versions 0+.
    committed: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, transactional_id='', producer_id=0, producer_epoch=0, committed=False, unknown_tagged_fields=None):
        self.transactional_id = transactional_id
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.committed = committed
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, EndTxnRequest):
            return NotImplemented
        return (
            self.transactional_id == other.transactional_id and
            self.producer_id == other.producer_id and
            self.producer_epoch == other.producer_epoch and
            self.committed == other.committed and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class EndTxnResponse(_Message):
    """EndTxnResponse (API key 26): versions 0-5, flexible 3+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'producer_id', 'producer_epoch', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'producer_id', 'producer_epoch')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'EndTxnResponse'
    API_KEY = 26
    MIN_VERSION = 0
    MAX_VERSION = 5
    FLEXIBLE_VERSION = 3

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: int64 (producerId), versions 5+, ignorable, default -1.
    producer_id: int
    #: int16, versions 5+, ignorable, default -1.
    producer_epoch: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, producer_id=-1, producer_epoch=-1, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, EndTxnResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.producer_id == other.producer_id and
            self.producer_epoch == other.producer_epoch and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

