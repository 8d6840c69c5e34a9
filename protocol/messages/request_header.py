"""Generated from schemas/RequestHeader.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'RequestHeader',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import request_header as codecs

    codecs.attach(globals())

class RequestHeader(_Message):
    """RequestHeader (header): versions 1-2, flexible 2+."""

    __slots__ = ('request_api_key', 'request_api_version', 'correlation_id', 'client_id', 'unknown_tagged_fields')
    _FIELDS = ('request_api_key', 'request_api_version', 'correlation_id', 'client_id')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'RequestHeader'
    API_KEY = None
    MIN_VERSION = 1
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 2

    #: int16, versions 0+.
    request_api_key: int
    #: int16, versions 0+.
    request_api_version: int
    #: int32, versions 0+.
    correlation_id: int
    #: string, versions 1+, nullable 1+, flexible none.
    client_id: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, request_api_key=0, request_api_version=0, correlation_id=0, client_id='', unknown_tagged_fields=None):
        self.request_api_key = request_api_key
        self.request_api_version = request_api_version
        self.correlation_id = correlation_id
        self.client_id = client_id
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, RequestHeader):
            return NotImplemented
        return (
            self.request_api_key == other.request_api_key and
            self.request_api_version == other.request_api_version and
            self.correlation_id == other.correlation_id and
            self.client_id == other.client_id and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

