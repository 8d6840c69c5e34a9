"""Generated from schemas/RequestHeader.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_hhi = _struct.Struct('>hhi')
_S_hhih = _struct.Struct('>hhih')

__all__ = [
    'RequestHeader',
]

class RequestHeader(_Message):
    """RequestHeader (header): versions 1-2, flexible 2+."""

    __slots__ = ('request_api_key', 'request_api_version', 'correlation_id', 'client_id', 'unknown_tagged_fields')
    _FIELDS = ('request_api_key', 'request_api_version', 'correlation_id', 'client_id')
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


def _decode_RequestHeader_v1(buf, pos):
    limit = len(buf)
    self = _new(RequestHeader)
    self.request_api_key, self.request_api_version, self.correlation_id, n = _S_hhih.unpack_from(buf, pos)
    pos += 10
    if n < 0:
        self.client_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClientId runs past the end of the buffer')
        self.client_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_RequestHeader_v1(o, out, big):
    w = out.append
    w(_S_hhi.pack(o.request_api_key, o.request_api_version, o.correlation_id))
    v = o.client_id
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_RequestHeader_v2(buf, pos):
    limit = len(buf)
    self = _new(RequestHeader)
    self.request_api_key, self.request_api_version, self.correlation_id, n = _S_hhih.unpack_from(buf, pos)
    pos += 10
    if n < 0:
        self.client_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClientId runs past the end of the buffer')
        self.client_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_RequestHeader_v2(o, out, big):
    w = out.append
    w(_S_hhi.pack(o.request_api_key, o.request_api_version, o.correlation_id))
    v = o.client_id
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


RequestHeader._DECODERS = (None, _decode_RequestHeader_v1, _decode_RequestHeader_v2,)
RequestHeader._ENCODERS = (None, _encode_RequestHeader_v1, _encode_RequestHeader_v2,)
