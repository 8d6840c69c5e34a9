"""Generated from schemas/SaslHandshakeRequest.json, schemas/SaslHandshakeResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_h = _struct.Struct('>h')
_S_hi = _struct.Struct('>hi')

__all__ = [
    'SaslHandshakeRequest',
    'SaslHandshakeResponse',
]

class SaslHandshakeRequest(_Message):
    """SaslHandshakeRequest (API key 17): versions 0-1."""

    __slots__ = ('mechanism', 'unknown_tagged_fields')
    _FIELDS = ('mechanism',)
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


def _decode_SaslHandshakeRequest_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(SaslHandshakeRequest)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field Mechanism is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Mechanism runs past the end of the buffer')
        self.mechanism = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_SaslHandshakeRequest_v0_to_1(o, out, big):
    w = out.append
    v = o.mechanism
    if v is None:
        raise _UnsupportedVersionError('SaslHandshakeRequest.mechanism is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_SaslHandshakeResponse_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(SaslHandshakeResponse)
    self.error_code, n = _S_hi.unpack_from(buf, pos)
    pos += 6
    if n == 0:
        self.mechanisms = []
    elif n < 0:
        raise _DecodeError('non-nullable array Mechanisms is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Mechanisms claims more elements than bytes')
        items0 = []
        for _ in range(n):
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field Mechanisms is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Mechanisms runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.mechanisms = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_SaslHandshakeResponse_v0_to_1(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    items0 = o.mechanisms
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('SaslHandshakeResponse.mechanisms is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of SaslHandshakeResponse.mechanisms is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)


SaslHandshakeRequest._DECODERS = (_decode_SaslHandshakeRequest_v0_to_1, _decode_SaslHandshakeRequest_v0_to_1,)
SaslHandshakeRequest._ENCODERS = (_encode_SaslHandshakeRequest_v0_to_1, _encode_SaslHandshakeRequest_v0_to_1,)
SaslHandshakeResponse._DECODERS = (_decode_SaslHandshakeResponse_v0_to_1, _decode_SaslHandshakeResponse_v0_to_1,)
SaslHandshakeResponse._ENCODERS = (_encode_SaslHandshakeResponse_v0_to_1, _encode_SaslHandshakeResponse_v0_to_1,)
