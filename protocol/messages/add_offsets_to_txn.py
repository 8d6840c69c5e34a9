"""Generated from schemas/AddOffsetsToTxnRequest.json, schemas/AddOffsetsToTxnResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'AddOffsetsToTxnRequest',
    'AddOffsetsToTxnResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import add_offsets_to_txn as codecs

    codecs.attach(globals())

class AddOffsetsToTxnRequest(_Message):
    """AddOffsetsToTxnRequest (API key 25): versions 0-4, flexible 3+."""

    __slots__ = ('transactional_id', 'producer_id', 'producer_epoch', 'group_id', 'unknown_tagged_fields')
    _FIELDS = ('transactional_id', 'producer_id', 'producer_epoch', 'group_id')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'AddOffsetsToTxnRequest'
    API_KEY = 25
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_VERSION = 3

    #: string (transactionalId), versions 0+.
    transactional_id: str
    #: int64 (producerId), versions 0+.
    producer_id: int
    #: int16, versions 0+.
    producer_epoch: int
    #: string (groupId), versions 0+.
    group_id: str
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, transactional_id='', producer_id=0, producer_epoch=0, group_id='', unknown_tagged_fields=None):
        self.transactional_id = transactional_id
        self.producer_id = producer_id
        self.producer_epoch = producer_epoch
        self.group_id = group_id
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AddOffsetsToTxnRequest):
            return NotImplemented
        return (
            self.transactional_id == other.transactional_id and
            self.producer_id == other.producer_id and
            self.producer_epoch == other.producer_epoch and
            self.group_id == other.group_id and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AddOffsetsToTxnResponse(_Message):
    """AddOffsetsToTxnResponse (API key 25): versions 0-4, flexible 3+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'AddOffsetsToTxnResponse'
    API_KEY = 25
    MIN_VERSION = 0
    MAX_VERSION = 4
    FLEXIBLE_VERSION = 3

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AddOffsetsToTxnResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

