"""Generated from schemas/DescribeUserScramCredentialsRequest.json, schemas/DescribeUserScramCredentialsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import uuid

from ..codec import UNSET as _UNSET
from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import Message as _Message
from ..codec import frozen_default as _frozen_default

__all__ = [
    'UserName',
    'DescribeUserScramCredentialsRequest',
    'CredentialInfo',
    'DescribeUserScramCredentialsResult',
    'DescribeUserScramCredentialsResponse',
]

def _load_codecs():
    """Attach the per-version codecs to the classes below (on their first use)."""
    from .codecs import describe_user_scram_credentials as codecs

    codecs.attach(globals())

class UserName(_Message):
    """DescribeUserScramCredentialsRequest: an element of DescribeUserScramCredentialsRequest.users."""

    __slots__ = ('name', 'unknown_tagged_fields')
    _FIELDS = ('name',)
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 0+.
    name: str
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', unknown_tagged_fields=None):
        self.name = name
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, UserName):
            return NotImplemented
        return (
            self.name == other.name and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeUserScramCredentialsRequest(_Message):
    """DescribeUserScramCredentialsRequest (API key 50): versions 0, flexible 0+."""

    __slots__ = ('users', 'unknown_tagged_fields')
    _FIELDS = ('users',)
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeUserScramCredentialsRequest'
    API_KEY = 50
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: []UserName, versions 0+, nullable 0+.
    users: list[UserName] | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, users=_UNSET, unknown_tagged_fields=None):
        self.users = [] if users is _UNSET else users
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeUserScramCredentialsRequest):
            return NotImplemented
        return (
            self.users == other.users and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class CredentialInfo(_Message):
    """DescribeUserScramCredentialsResponse: an element of DescribeUserScramCredentialsResult.credential_infos."""

    __slots__ = ('mechanism', 'iterations', 'unknown_tagged_fields')
    _FIELDS = ('mechanism', 'iterations')
    _CODECS = staticmethod(_load_codecs)

    #: int8, versions 0+.
    mechanism: int
    #: int32, versions 0+.
    iterations: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, mechanism=0, iterations=0, unknown_tagged_fields=None):
        self.mechanism = mechanism
        self.iterations = iterations
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, CredentialInfo):
            return NotImplemented
        return (
            self.mechanism == other.mechanism and
            self.iterations == other.iterations and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeUserScramCredentialsResult(_Message):
    """DescribeUserScramCredentialsResponse: an element of DescribeUserScramCredentialsResponse.results."""

    __slots__ = ('user', 'error_code', 'error_message', 'credential_infos', 'unknown_tagged_fields')
    _FIELDS = ('user', 'error_code', 'error_message', 'credential_infos')
    _CODECS = staticmethod(_load_codecs)

    #: string, versions 0+.
    user: str
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+.
    error_message: str | None
    #: []CredentialInfo, versions 0+.
    credential_infos: list[CredentialInfo]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, user='', error_code=0, error_message='', credential_infos=_UNSET, unknown_tagged_fields=None):
        self.user = user
        self.error_code = error_code
        self.error_message = error_message
        self.credential_infos = [] if credential_infos is _UNSET else credential_infos
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeUserScramCredentialsResult):
            return NotImplemented
        return (
            self.user == other.user and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.credential_infos == other.credential_infos and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class DescribeUserScramCredentialsResponse(_Message):
    """DescribeUserScramCredentialsResponse (API key 50): versions 0, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'results', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'error_message', 'results')
    _CODECS = staticmethod(_load_codecs)
    NAME = 'DescribeUserScramCredentialsResponse'
    API_KEY = 50
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+.
    error_message: str | None
    #: []DescribeUserScramCredentialsResult, versions 0+.
    results: list[DescribeUserScramCredentialsResult]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, error_message='', results=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.results = [] if results is _UNSET else results
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, DescribeUserScramCredentialsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.results == other.results and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None

