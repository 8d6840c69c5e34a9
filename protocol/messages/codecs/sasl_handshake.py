"""Generated from schemas/SaslHandshakeRequest.json, schemas/SaslHandshakeResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_h = _struct.Struct('>h')
_S_hi = _struct.Struct('>hi')

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


def attach(classes):
    """Bind the classes of messages/sasl_handshake.py (`classes`: its namespace) and give
    them their per-version tables."""
    global SaslHandshakeRequest, SaslHandshakeResponse
    SaslHandshakeRequest = classes['SaslHandshakeRequest']
    SaslHandshakeResponse = classes['SaslHandshakeResponse']
    SaslHandshakeRequest._DECODERS = (_decode_SaslHandshakeRequest_v0_to_1, _decode_SaslHandshakeRequest_v0_to_1,)
    SaslHandshakeRequest._ENCODERS = (_encode_SaslHandshakeRequest_v0_to_1, _encode_SaslHandshakeRequest_v0_to_1,)
    SaslHandshakeResponse._DECODERS = (_decode_SaslHandshakeResponse_v0_to_1, _decode_SaslHandshakeResponse_v0_to_1,)
    SaslHandshakeResponse._ENCODERS = (_encode_SaslHandshakeResponse_v0_to_1, _encode_SaslHandshakeResponse_v0_to_1,)
