"""Generated from schemas/SaslAuthenticateRequest.json, schemas/SaslAuthenticateResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_hBB = _struct.Struct('>hBB')
_S_hh = _struct.Struct('>hh')
_S_q = _struct.Struct('>q')
_S_qB = _struct.Struct('>qB')

def _decode_SaslAuthenticateRequest_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(SaslAuthenticateRequest)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        raise _DecodeError('non-nullable field AuthBytes is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field AuthBytes runs past the end of the buffer')
        self.auth_bytes = buf[pos:end]
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_SaslAuthenticateRequest_v0_to_1(o, out, big):
    w = out.append
    v = o.auth_bytes
    if v is None:
        raise _UnsupportedVersionError('SaslAuthenticateRequest.auth_bytes is None, but it cannot be null')
    else:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)


def _decode_SaslAuthenticateRequest_v2(buf, pos):
    limit = len(buf)
    self = _new(SaslAuthenticateRequest)
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
        raise _DecodeError('non-nullable field AuthBytes is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field AuthBytes runs past the end of the buffer')
        self.auth_bytes = buf[pos:end]
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_SaslAuthenticateRequest_v2(o, out, big):
    w = out.append
    v = o.auth_bytes
    if v is None:
        raise _UnsupportedVersionError('SaslAuthenticateRequest.auth_bytes is None, but it cannot be null')
    else:
        n = len(v)
        if n < 1536:
            w(_SMALL_UVARINTS[n + 1])
            w(v)
        else:
            size = n + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            if big is None:
                w(v)
            else:
                big += (_join(out), v)
                out.clear()
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_SaslAuthenticateResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(SaslAuthenticateResponse)
    self.error_code, n = _S_hh.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        self.error_message = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
        self.error_message = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        raise _DecodeError('non-nullable field AuthBytes is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field AuthBytes runs past the end of the buffer')
        self.auth_bytes = buf[pos:end]
        pos = end
    self.session_lifetime_ms = 0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_SaslAuthenticateResponse_v0(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    v = o.error_message
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.auth_bytes
    if v is None:
        raise _UnsupportedVersionError('SaslAuthenticateResponse.auth_bytes is None, but it cannot be null')
    else:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)


def _decode_SaslAuthenticateResponse_v1(buf, pos):
    limit = len(buf)
    self = _new(SaslAuthenticateResponse)
    self.error_code, n = _S_hh.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        self.error_message = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
        self.error_message = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        raise _DecodeError('non-nullable field AuthBytes is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field AuthBytes runs past the end of the buffer')
        self.auth_bytes = buf[pos:end]
        pos = end
    self.session_lifetime_ms, = _S_q.unpack_from(buf, pos)
    pos += 8
    self.unknown_tagged_fields = None
    return self, pos


def _encode_SaslAuthenticateResponse_v1(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    v = o.error_message
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.auth_bytes
    if v is None:
        raise _UnsupportedVersionError('SaslAuthenticateResponse.auth_bytes is None, but it cannot be null')
    else:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)
    w(_S_q.pack(o.session_lifetime_ms))


def _decode_SaslAuthenticateResponse_v2(buf, pos):
    limit = len(buf)
    self = _new(SaslAuthenticateResponse)
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
    if n < 0:
        raise _DecodeError('non-nullable field AuthBytes is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field AuthBytes runs past the end of the buffer')
        self.auth_bytes = buf[pos:end]
        pos = end
    self.session_lifetime_ms, _t = _S_qB.unpack_from(buf, pos)
    pos += 9
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_SaslAuthenticateResponse_v2(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    v = o.error_message
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.auth_bytes
    if v is None:
        raise _UnsupportedVersionError('SaslAuthenticateResponse.auth_bytes is None, but it cannot be null')
    else:
        n = len(v)
        if n < 1536:
            w(_SMALL_UVARINTS[n + 1])
            w(v)
        else:
            size = n + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            if big is None:
                w(v)
            else:
                big += (_join(out), v)
                out.clear()
    w(_S_q.pack(o.session_lifetime_ms))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/sasl_authenticate.py (`classes`: its namespace) and give
    them their per-version tables."""
    global SaslAuthenticateRequest, SaslAuthenticateResponse
    SaslAuthenticateRequest = classes['SaslAuthenticateRequest']
    SaslAuthenticateResponse = classes['SaslAuthenticateResponse']
    SaslAuthenticateRequest._DECODERS = (_decode_SaslAuthenticateRequest_v0_to_1, _decode_SaslAuthenticateRequest_v0_to_1, _decode_SaslAuthenticateRequest_v2,)
    SaslAuthenticateRequest._ENCODERS = (_encode_SaslAuthenticateRequest_v0_to_1, _encode_SaslAuthenticateRequest_v0_to_1, _encode_SaslAuthenticateRequest_v2,)
    SaslAuthenticateResponse._DECODERS = (_decode_SaslAuthenticateResponse_v0, _decode_SaslAuthenticateResponse_v1, _decode_SaslAuthenticateResponse_v2,)
    SaslAuthenticateResponse._ENCODERS = (_encode_SaslAuthenticateResponse_v0, _encode_SaslAuthenticateResponse_v1, _encode_SaslAuthenticateResponse_v2,)
