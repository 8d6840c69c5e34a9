"""Generated from schemas/RequestHeader.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import struct as _struct
import uuid

from ...codec import ZERO_UUID as _ZERO_UUID
from ...codec import DecodeError as _DecodeError
from ...codec import UnsupportedVersionError as _UnsupportedVersionError
from ...codec import read_uvarint as _read_uvarint
from ...codec import uuid_from_bytes as _uuid
from ...codec import uvarint_bytes as _uvarint_bytes
from ...codec import SMALL_UVARINTS as _SMALL_UVARINTS
from ...codec import read_unknown_tags as _read_unknown_tags
from ...codec import write_tags as _write_tags
from ...codec import UNSET as _UNSET

_new = object.__new__
_pack = _struct.pack
_join = b''.join
_unpack_from = _struct.unpack_from
_I16 = _struct.Struct('>h')
_I32 = _struct.Struct('>i')
_S_hhi = _struct.Struct('>hhi')
_S_hhih = _struct.Struct('>hhih')

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


def attach(classes):
    """Bind the classes of messages/request_header.py (`classes`: its namespace) and give
    them their per-version tables."""
    global RequestHeader
    RequestHeader = classes['RequestHeader']
    RequestHeader._DECODERS = (None, _decode_RequestHeader_v1, _decode_RequestHeader_v2,)
    RequestHeader._ENCODERS = (None, _encode_RequestHeader_v1, _encode_RequestHeader_v2,)
