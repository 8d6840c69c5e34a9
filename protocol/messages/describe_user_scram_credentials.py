"""Generated from schemas/DescribeUserScramCredentialsRequest.json, schemas/DescribeUserScramCredentialsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import struct as _struct
import uuid

from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import DecodeError as _DecodeError
from ..codec import Message as _Message
from ..codec import UnsupportedVersionError as _UnsupportedVersionError
from ..codec import read_uvarint as _read_uvarint
from ..codec import uuid_from_bytes as _uuid
from ..codec import uvarint_bytes as _uvarint_bytes
from ..codec import SMALL_UVARINTS as _SMALL_UVARINTS
from ..codec import read_unknown_tags as _read_unknown_tags
from ..codec import write_tags as _write_tags
from ..codec import UNSET as _UNSET
from ..codec import frozen_default as _frozen_default

_new = object.__new__
_pack = _struct.pack
_join = b''.join
_unpack_from = _struct.unpack_from
_I16 = _struct.Struct('>h')
_I32 = _struct.Struct('>i')
_S_bi = _struct.Struct('>bi')
_S_biB = _struct.Struct('>biB')
_S_h = _struct.Struct('>h')
_S_hBB = _struct.Struct('>hBB')
_S_ih = _struct.Struct('>ih')
_S_ihBB = _struct.Struct('>ihBB')

__all__ = [
    'UserName',
    'DescribeUserScramCredentialsRequest',
    'CredentialInfo',
    'DescribeUserScramCredentialsResult',
    'DescribeUserScramCredentialsResponse',
]

class UserName(_Message):
    """DescribeUserScramCredentialsRequest: an element of DescribeUserScramCredentialsRequest.users."""

    __slots__ = ('name', 'unknown_tagged_fields')
    _FIELDS = ('name',)

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


def _decode_UserName_v0(buf, pos):
    limit = len(buf)
    self = _new(UserName)
    n = buf[pos]
    if n < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n = (n & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n, pos = _read_uvarint(buf, pos)
    n -= 1
    if n < 0:
        raise _DecodeError('non-nullable field Name is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Name runs past the end of the buffer')
        self.name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_UserName_v0(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('UserName.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeUserScramCredentialsRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeUserScramCredentialsRequest)
    n = buf[pos]
    if n < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n = (n & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n, pos = _read_uvarint(buf, pos)
    n -= 1
    if n == 0:
        self.users = []
    elif n < 0:
        self.users = None
    else:
        if n > limit - pos:
            raise _DecodeError('array Users claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(UserName)
            n = buf[pos]
            if n < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n = (n & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n, pos = _read_uvarint(buf, pos)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field Name is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.users = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeUserScramCredentialsRequest_v0(o, out, big):
    w = out.append
    items0 = o.users
    if not items0:
        if items0 is None:
            w(b'\x00')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('UserName.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_CredentialInfo_v0(buf, pos):
    limit = len(buf)
    self = _new(CredentialInfo)
    self.mechanism, self.iterations, _t = _S_biB.unpack_from(buf, pos)
    pos += 6
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_CredentialInfo_v0(o, out, big):
    w = out.append
    w(_S_bi.pack(o.mechanism, o.iterations))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeUserScramCredentialsResult_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeUserScramCredentialsResult)
    n = buf[pos]
    if n < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n = (n & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n, pos = _read_uvarint(buf, pos)
    n -= 1
    if n < 0:
        raise _DecodeError('non-nullable field User is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field User runs past the end of the buffer')
        self.user = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.error_code, n, _n2 = _S_hBB.unpack_from(buf, pos)
    if n < 128:
        pos += 3
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 4
    else:
        n, pos = _read_uvarint(buf, pos + 2)
    n -= 1
    if n < 0:
        self.error_message = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
        self.error_message = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n = buf[pos]
    if n < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n = (n & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n, pos = _read_uvarint(buf, pos)
    n -= 1
    if n == 0:
        self.credential_infos = []
    elif n < 0:
        raise _DecodeError('non-nullable array CredentialInfos is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array CredentialInfos claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(CredentialInfo)
            item0.mechanism, item0.iterations, _t = _S_biB.unpack_from(buf, pos)
            pos += 6
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.credential_infos = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeUserScramCredentialsResult_v0(o, out, big):
    w = out.append
    v = o.user
    if v is None:
        raise _UnsupportedVersionError('DescribeUserScramCredentialsResult.user is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_h.pack(o.error_code))
    v = o.error_message
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.credential_infos
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeUserScramCredentialsResult.credential_infos is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_bi.pack(item0.mechanism, item0.iterations))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeUserScramCredentialsResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeUserScramCredentialsResponse)
    self.throttle_time_ms, self.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
    if n < 128:
        pos += 7
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 8
    else:
        n, pos = _read_uvarint(buf, pos + 6)
    n -= 1
    if n < 0:
        self.error_message = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
        self.error_message = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n = buf[pos]
    if n < 128:
        pos += 1
    elif buf[pos + 1] < 128:
        n = (n & 127) | (buf[pos + 1] << 7)
        pos += 2
    else:
        n, pos = _read_uvarint(buf, pos)
    n -= 1
    if n == 0:
        self.results = []
    elif n < 0:
        raise _DecodeError('non-nullable array Results is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Results claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribeUserScramCredentialsResult)
            n = buf[pos]
            if n < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n = (n & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n, pos = _read_uvarint(buf, pos)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field User is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field User runs past the end of the buffer')
                item0.user = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.error_code, n, _n2 = _S_hBB.unpack_from(buf, pos)
            if n < 128:
                pos += 3
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 4
            else:
                n, pos = _read_uvarint(buf, pos + 2)
            n -= 1
            if n < 0:
                item0.error_message = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                item0.error_message = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n = buf[pos]
            if n < 128:
                pos += 1
            elif buf[pos + 1] < 128:
                n = (n & 127) | (buf[pos + 1] << 7)
                pos += 2
            else:
                n, pos = _read_uvarint(buf, pos)
            n -= 1
            if n == 0:
                item0.credential_infos = []
            elif n < 0:
                raise _DecodeError('non-nullable array CredentialInfos is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array CredentialInfos claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(CredentialInfo)
                    item1.mechanism, item1.iterations, _t = _S_biB.unpack_from(buf, pos)
                    pos += 6
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.credential_infos = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.results = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeUserScramCredentialsResponse_v0(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    v = o.error_message
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeUserScramCredentialsResponse.results is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.user
            if v is None:
                raise _UnsupportedVersionError('DescribeUserScramCredentialsResult.user is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_h.pack(item0.error_code))
            v = item0.error_message
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.credential_infos
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeUserScramCredentialsResult.credential_infos is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_bi.pack(item1.mechanism, item1.iterations))
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


UserName._DECODERS = (_decode_UserName_v0,)
UserName._ENCODERS = (_encode_UserName_v0,)
DescribeUserScramCredentialsRequest._DECODERS = (_decode_DescribeUserScramCredentialsRequest_v0,)
DescribeUserScramCredentialsRequest._ENCODERS = (_encode_DescribeUserScramCredentialsRequest_v0,)
CredentialInfo._DECODERS = (_decode_CredentialInfo_v0,)
CredentialInfo._ENCODERS = (_encode_CredentialInfo_v0,)
DescribeUserScramCredentialsResult._DECODERS = (_decode_DescribeUserScramCredentialsResult_v0,)
DescribeUserScramCredentialsResult._ENCODERS = (_encode_DescribeUserScramCredentialsResult_v0,)
DescribeUserScramCredentialsResponse._DECODERS = (_decode_DescribeUserScramCredentialsResponse_v0,)
DescribeUserScramCredentialsResponse._ENCODERS = (_encode_DescribeUserScramCredentialsResponse_v0,)
