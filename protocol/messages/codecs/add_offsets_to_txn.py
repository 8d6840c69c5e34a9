"""Generated from schemas/AddOffsetsToTxnRequest.json, schemas/AddOffsetsToTxnResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_qh = _struct.Struct('>qh')
_S_qhBB = _struct.Struct('>qhBB')
_S_qhh = _struct.Struct('>qhh')

def _decode_AddOffsetsToTxnRequest_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(AddOffsetsToTxnRequest)
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
    self.producer_id, self.producer_epoch, n = _S_qhh.unpack_from(buf, pos)
    pos += 12
    if n < 0:
        raise _DecodeError('non-nullable field GroupId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field GroupId runs past the end of the buffer')
        self.group_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_AddOffsetsToTxnRequest_v0_to_2(o, out, big):
    w = out.append
    v = o.transactional_id
    if v is None:
        raise _UnsupportedVersionError('AddOffsetsToTxnRequest.transactional_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_qh.pack(o.producer_id, o.producer_epoch))
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('AddOffsetsToTxnRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_AddOffsetsToTxnRequest_v3_to_4(buf, pos):
    limit = len(buf)
    self = _new(AddOffsetsToTxnRequest)
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
    self.producer_id, self.producer_epoch, n, _n2 = _S_qhBB.unpack_from(buf, pos)
    if n < 128:
        pos += 11
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 12
    else:
        n, pos = _read_uvarint(buf, pos + 10)
    n -= 1
    if n < 0:
        raise _DecodeError('non-nullable field GroupId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field GroupId runs past the end of the buffer')
        self.group_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AddOffsetsToTxnRequest_v3_to_4(o, out, big):
    w = out.append
    v = o.transactional_id
    if v is None:
        raise _UnsupportedVersionError('AddOffsetsToTxnRequest.transactional_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_qh.pack(o.producer_id, o.producer_epoch))
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('AddOffsetsToTxnRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AddOffsetsToTxnResponse_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(AddOffsetsToTxnResponse)
    self.throttle_time_ms, self.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    self.unknown_tagged_fields = None
    return self, pos


def _encode_AddOffsetsToTxnResponse_v0_to_2(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))


def _decode_AddOffsetsToTxnResponse_v3_to_4(buf, pos):
    limit = len(buf)
    self = _new(AddOffsetsToTxnResponse)
    self.throttle_time_ms, self.error_code, _t = _S_ihB.unpack_from(buf, pos)
    pos += 7
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AddOffsetsToTxnResponse_v3_to_4(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/add_offsets_to_txn.py (`classes`: its namespace) and give
    them their per-version tables."""
    global AddOffsetsToTxnRequest, AddOffsetsToTxnResponse
    AddOffsetsToTxnRequest = classes['AddOffsetsToTxnRequest']
    AddOffsetsToTxnResponse = classes['AddOffsetsToTxnResponse']
    AddOffsetsToTxnRequest._DECODERS = (_decode_AddOffsetsToTxnRequest_v0_to_2, _decode_AddOffsetsToTxnRequest_v0_to_2, _decode_AddOffsetsToTxnRequest_v0_to_2, _decode_AddOffsetsToTxnRequest_v3_to_4, _decode_AddOffsetsToTxnRequest_v3_to_4,)
    AddOffsetsToTxnRequest._ENCODERS = (_encode_AddOffsetsToTxnRequest_v0_to_2, _encode_AddOffsetsToTxnRequest_v0_to_2, _encode_AddOffsetsToTxnRequest_v0_to_2, _encode_AddOffsetsToTxnRequest_v3_to_4, _encode_AddOffsetsToTxnRequest_v3_to_4,)
    AddOffsetsToTxnResponse._DECODERS = (_decode_AddOffsetsToTxnResponse_v0_to_2, _decode_AddOffsetsToTxnResponse_v0_to_2, _decode_AddOffsetsToTxnResponse_v0_to_2, _decode_AddOffsetsToTxnResponse_v3_to_4, _decode_AddOffsetsToTxnResponse_v3_to_4,)
    AddOffsetsToTxnResponse._ENCODERS = (_encode_AddOffsetsToTxnResponse_v0_to_2, _encode_AddOffsetsToTxnResponse_v0_to_2, _encode_AddOffsetsToTxnResponse_v0_to_2, _encode_AddOffsetsToTxnResponse_v3_to_4, _encode_AddOffsetsToTxnResponse_v3_to_4,)
