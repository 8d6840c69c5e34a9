"""Generated from schemas/AlterUserScramCredentialsRequest.json, schemas/AlterUserScramCredentialsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'ScramCredentialDeletion',
    'ScramCredentialUpsertion',
    'AlterUserScramCredentialsRequest',
    'AlterUserScramCredentialsResult',
    'AlterUserScramCredentialsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import alter_user_scram_credentials as codecs

    codecs.attach(globals())

class ScramCredentialDeletion(_Message):
    """AlterUserScramCredentialsRequest: an element of AlterUserScramCredentialsRequest.deletions."""

    __slots__ = ('name', 'mechanism', 'unknown_tagged_fields')
    _FIELDS = ('name', 'mechanism')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 0+.
    name: str
    #: int8, versions 0+.
    mechanism: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', mechanism=0, unknown_tagged_fields=None):
        self.name = name
        self.mechanism = mechanism
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ScramCredentialDeletion):
            return NotImplemented
        return (
            self.name == other.name and
            self.mechanism == other.mechanism and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ScramCredentialUpsertion(_Message):
    """AlterUserScramCredentialsRequest: an element of AlterUserScramCredentialsRequest.upsertions."""

    __slots__ = ('name', 'mechanism', 'iterations', 'salt', 'salted_password', 'unknown_tagged_fields')
    _FIELDS = ('name', 'mechanism', 'iterations', 'salt', 'salted_password')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 0+.
    name: str
    #: int8, versions 0+.
    mechanism: int
    #: int32, versions 0+.
    iterations: int
    #: bytes, versions 0+.
    salt: memoryview | bytes
    #: bytes, versions 0+.
    salted_password: memoryview | bytes
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', mechanism=0, iterations=0, salt=b"", salted_password=b"", unknown_tagged_fields=None):
        self.name = name
        self.mechanism = mechanism
        self.iterations = iterations
        self.salt = salt
        self.salted_password = salted_password
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ScramCredentialUpsertion):
            return NotImplemented
        return (
            self.name == other.name and
            self.mechanism == other.mechanism and
            self.iterations == other.iterations and
            self.salt == other.salt and
            self.salted_password == other.salted_password and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterUserScramCredentialsRequest(_Message):
    """AlterUserScramCredentialsRequest (API key 51): versions 0, flexible 0+."""

    __slots__ = ('deletions', 'upsertions', 'unknown_tagged_fields')
    _FIELDS = ('deletions', 'upsertions')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'AlterUserScramCredentialsRequest'
    API_KEY = 51
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: []ScramCredentialDeletion, versions 0+.
    deletions: list[ScramCredentialDeletion]
    #: []ScramCredentialUpsertion, versions 0+.
    upsertions: list[ScramCredentialUpsertion]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, deletions=_UNSET, upsertions=_UNSET, unknown_tagged_fields=None):
        self.deletions = [] if deletions is _UNSET else deletions
        self.upsertions = [] if upsertions is _UNSET else upsertions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterUserScramCredentialsRequest):
            return NotImplemented
        return (
            self.deletions == other.deletions and
            self.upsertions == other.upsertions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterUserScramCredentialsResult(_Message):
    """AlterUserScramCredentialsResponse: an element of AlterUserScramCredentialsResponse.results."""

    __slots__ = ('user', 'error_code', 'error_message', 'unknown_tagged_fields')
    _FIELDS = ('user', 'error_code', 'error_message')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 0+.
    user: str
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+.
    error_message: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, user='', error_code=0, error_message='', unknown_tagged_fields=None):
        self.user = user
        self.error_code = error_code
        self.error_message = error_message
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterUserScramCredentialsResult):
            return NotImplemented
        return (
            self.user == other.user and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class AlterUserScramCredentialsResponse(_Message):
    """AlterUserScramCredentialsResponse (API key 51): versions 0, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'results', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'results')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'AlterUserScramCredentialsResponse'
    API_KEY = 51
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: []AlterUserScramCredentialsResult, versions 0+.
    results: list[AlterUserScramCredentialsResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, results=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.results = [] if results is _UNSET else results
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AlterUserScramCredentialsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.results == other.results and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

