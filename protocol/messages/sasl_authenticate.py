"""Generated from schemas/SaslAuthenticateRequest.json, schemas/SaslAuthenticateResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'SaslAuthenticateRequest',
    'SaslAuthenticateResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import sasl_authenticate as codecs

    codecs.attach(globals())

class SaslAuthenticateRequest(_Message):
    """SaslAuthenticateRequest (API key 36): versions 0-2, flexible 2+."""

    __slots__ = ('auth_bytes', 'unknown_tagged_fields')
    _FIELDS = ('auth_bytes',)
    _CODECS = staticmethod(_load_codecs)
    NAME = 'SaslAuthenticateRequest'
    API_KEY = 36
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 2

    #: bytes, versions 0+.
    auth_bytes: memoryview | bytes
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, auth_bytes=b"", unknown_tagged_fields=None):
        self.auth_bytes = auth_bytes
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, SaslAuthenticateRequest):
            return NotImplemented
        return (
            self.auth_bytes == other.auth_bytes and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class SaslAuthenticateResponse(_Message):
    """SaslAuthenticateResponse (API key 36): versions 0-2, flexible 2+."""

    __slots__ = ('error_code', 'error_message', 'auth_bytes', 'session_lifetime_ms', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'error_message', 'auth_bytes', 'session_lifetime_ms')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'SaslAuthenticateResponse'
    API_KEY = 36
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 2

    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+.
    error_message: str | None
    #: bytes, versions 0+.
    auth_bytes: memoryview | bytes
    #: int64, versions 1+, ignorable, default 0.
    session_lifetime_ms: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, error_code=0, error_message='', auth_bytes=b"", session_lifetime_ms=0, unknown_tagged_fields=None):
        self.error_code = error_code
        self.error_message = error_message
        self.auth_bytes = auth_bytes
        self.session_lifetime_ms = session_lifetime_ms
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, SaslAuthenticateResponse):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.auth_bytes == other.auth_bytes and
            self.session_lifetime_ms == other.session_lifetime_ms and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

