"""Generated from schemas/EndTxnRequest.json, schemas/EndTxnResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_ih = _struct.Struct('>ih')
_S_ihB = _struct.Struct('>ihB')
_S_ihqh = _struct.Struct('>ihqh')
_S_ihqhB = _struct.Struct('>ihqhB')
_S_qho = _struct.Struct('>qh?')
_S_qhoB = _struct.Struct('>qh?B')

def _decode_EndTxnRequest_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(EndTxnRequest)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field TransactionalId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TransactionalId runs past the end of the buffer')
        self.transactional_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.producer_id, self.producer_epoch, self.committed = _S_qho.unpack_from(buf, pos)
    pos += 11
    self.unknown_tagged_fields = None
    return self, pos


def _encode_EndTxnRequest_v0_to_2(o, out, big):
    w = out.append
    v = o.transactional_id
    if v is None:
        raise _UnsupportedVersionError('EndTxnRequest.transactional_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_qho.pack(o.producer_id, o.producer_epoch, o.committed))


def _decode_EndTxnRequest_v3_to_5(buf, pos):
    limit = len(buf)
    self = _new(EndTxnRequest)
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
        raise _DecodeError('non-nullable field TransactionalId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TransactionalId runs past the end of the buffer')
        self.transactional_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.producer_id, self.producer_epoch, self.committed, _t = _S_qhoB.unpack_from(buf, pos)
    pos += 12
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_EndTxnRequest_v3_to_5(o, out, big):
    w = out.append
    v = o.transactional_id
    if v is None:
        raise _UnsupportedVersionError('EndTxnRequest.transactional_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_qho.pack(o.producer_id, o.producer_epoch, o.committed))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_EndTxnResponse_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(EndTxnResponse)
    self.throttle_time_ms, self.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    self.producer_id = -1
    self.producer_epoch = -1
    self.unknown_tagged_fields = None
    return self, pos


def _encode_EndTxnResponse_v0_to_2(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))


def _decode_EndTxnResponse_v3_to_4(buf, pos):
    limit = len(buf)
    self = _new(EndTxnResponse)
    self.throttle_time_ms, self.error_code, _t = _S_ihB.unpack_from(buf, pos)
    pos += 7
    self.producer_id = -1
    self.producer_epoch = -1
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_EndTxnResponse_v3_to_4(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_EndTxnResponse_v5(buf, pos):
    limit = len(buf)
    self = _new(EndTxnResponse)
    self.throttle_time_ms, self.error_code, self.producer_id, self.producer_epoch, _t = _S_ihqhB.unpack_from(buf, pos)
    pos += 17
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_EndTxnResponse_v5(o, out, big):
    w = out.append
    w(_S_ihqh.pack(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/end_txn.py (`classes`: its namespace) and give
    them their per-version tables."""
    global EndTxnRequest, EndTxnResponse
    EndTxnRequest = classes['EndTxnRequest']
    EndTxnResponse = classes['EndTxnResponse']
    EndTxnRequest._DECODERS = (_decode_EndTxnRequest_v0_to_2, _decode_EndTxnRequest_v0_to_2, _decode_EndTxnRequest_v0_to_2, _decode_EndTxnRequest_v3_to_5, _decode_EndTxnRequest_v3_to_5, _decode_EndTxnRequest_v3_to_5,)
    EndTxnRequest._ENCODERS = (_encode_EndTxnRequest_v0_to_2, _encode_EndTxnRequest_v0_to_2, _encode_EndTxnRequest_v0_to_2, _encode_EndTxnRequest_v3_to_5, _encode_EndTxnRequest_v3_to_5, _encode_EndTxnRequest_v3_to_5,)
    EndTxnResponse._DECODERS = (_decode_EndTxnResponse_v0_to_2, _decode_EndTxnResponse_v0_to_2, _decode_EndTxnResponse_v0_to_2, _decode_EndTxnResponse_v3_to_4, _decode_EndTxnResponse_v3_to_4, _decode_EndTxnResponse_v5,)
    EndTxnResponse._ENCODERS = (_encode_EndTxnResponse_v0_to_2, _encode_EndTxnResponse_v0_to_2, _encode_EndTxnResponse_v0_to_2, _encode_EndTxnResponse_v3_to_4, _encode_EndTxnResponse_v3_to_4, _encode_EndTxnResponse_v5,)
