"""Generated from schemas/SaslHandshakeRequest.json, schemas/SaslHandshakeResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'SaslHandshakeRequest',
    'SaslHandshakeResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import sasl_handshake as codecs

    codecs.attach(globals())

class SaslHandshakeRequest(_Message):
    """SaslHandshakeRequest (API key 17): versions 0-1."""

    __slots__ = ('mechanism', 'unknown_tagged_fields')
    _FIELDS = ('mechanism',)
    _CODECS = staticmethod(_load_codecs)
    NAME = 'SaslHandshakeRequest'
    API_KEY = 17
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = None

    #: string, versions 0+.
    mechanism: str
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, mechanism='', unknown_tagged_fields=None):
        self.mechanism = mechanism
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, SaslHandshakeRequest):
            return NotImplemented
        return (
            self.mechanism == other.mechanism and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class SaslHandshakeResponse(_Message):
    """SaslHandshakeResponse (API key 17): versions 0-1."""

    __slots__ = ('error_code', 'mechanisms', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'mechanisms')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'SaslHandshakeResponse'
    API_KEY = 17
    MIN_VERSION = 0
    MAX_VERSION = 1
    FLEXIBLE_VERSION = None

    #: int16, versions 0+.
    error_code: int
    #: []string, versions 0+.
    mechanisms: list[str]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, error_code=0, mechanisms=_UNSET, unknown_tagged_fields=None):
        self.error_code = error_code
        self.mechanisms = [] if mechanisms is _UNSET else mechanisms
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, SaslHandshakeResponse):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.mechanisms == other.mechanisms and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

