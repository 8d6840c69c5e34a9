"""Generated from schemas/ResponseHeader.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_i = _struct.Struct('>i')
_S_iB = _struct.Struct('>iB')

def _decode_ResponseHeader_v0(buf, pos):
    limit = len(buf)
    self = _new(ResponseHeader)
    self.correlation_id, = _S_i.unpack_from(buf, pos)
    pos += 4
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ResponseHeader_v0(o, out, big):
    w = out.append
    w(_S_i.pack(o.correlation_id))


def _decode_ResponseHeader_v1(buf, pos):
    limit = len(buf)
    self = _new(ResponseHeader)
    self.correlation_id, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ResponseHeader_v1(o, out, big):
    w = out.append
    w(_S_i.pack(o.correlation_id))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/response_header.py (`classes`: its namespace) and give
    them their per-version tables."""
    global ResponseHeader
    ResponseHeader = classes['ResponseHeader']
    ResponseHeader._DECODERS = (_decode_ResponseHeader_v0, _decode_ResponseHeader_v1,)
    ResponseHeader._ENCODERS = (_encode_ResponseHeader_v0, _encode_ResponseHeader_v1,)
