"""Generated from schemas/ResponseHeader.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'ResponseHeader',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import response_header as codecs

    codecs.attach(globals())

class ResponseHeader(_Message):
    """ResponseHeader (header): versions 0-1, flexible 1+."""

    __slots__ = ('correlation_id', 'unknown_tagged_fields')
    _FIELDS = ('correlation_id',)
    _CODECS = staticmethod(_load_codecs)
    NAME = 'ResponseHeader'
    API_KEY = None
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = 1

    #: int32, versions 0+.
    correlation_id: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, correlation_id=0, unknown_tagged_fields=None):
        self.correlation_id = correlation_id
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ResponseHeader):
            return NotImplemented
        return (
            self.correlation_id == other.correlation_id and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

