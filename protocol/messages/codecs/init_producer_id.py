"""Generated from schemas/InitProducerIdRequest.json, schemas/InitProducerIdResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_ihqh = _struct.Struct('>ihqh')
_S_ihqhB = _struct.Struct('>ihqhB')
_S_ihqhqh = _struct.Struct('>ihqhqh')
_S_ihqhqhB = _struct.Struct('>ihqhqhB')
_S_iqh = _struct.Struct('>iqh')
_S_iqhB = _struct.Struct('>iqhB')
_S_iqhoo = _struct.Struct('>iqh??')
_S_iqhooB = _struct.Struct('>iqh??B')

def _decode_InitProducerIdRequest_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(InitProducerIdRequest)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        self.transactional_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TransactionalId runs past the end of the buffer')
        self.transactional_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.transaction_timeout_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    self.producer_id = -1
    self.producer_epoch = -1
    self.enable2_pc = False
    self.keep_prepared_txn = False
    self.unknown_tagged_fields = None
    return self, pos


def _encode_InitProducerIdRequest_v0_to_1(o, out, big):
    w = out.append
    if o.producer_id != -1:
        raise _UnsupportedVersionError('InitProducerIdRequest.producer_id is set, but only versions 3+ have it')
    if o.producer_epoch != -1:
        raise _UnsupportedVersionError('InitProducerIdRequest.producer_epoch is set, but only versions 3+ have it')
    if o.enable2_pc != False:
        raise _UnsupportedVersionError('InitProducerIdRequest.enable2_pc is set, but only versions 6+ have it')
    if o.keep_prepared_txn != False:
        raise _UnsupportedVersionError('InitProducerIdRequest.keep_prepared_txn is set, but only versions 6+ have it')
    v = o.transactional_id
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_i.pack(o.transaction_timeout_ms))


def _decode_InitProducerIdRequest_v2(buf, pos):
    limit = len(buf)
    self = _new(InitProducerIdRequest)
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
        self.transactional_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TransactionalId runs past the end of the buffer')
        self.transactional_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.transaction_timeout_ms, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    self.producer_id = -1
    self.producer_epoch = -1
    self.enable2_pc = False
    self.keep_prepared_txn = False
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_InitProducerIdRequest_v2(o, out, big):
    w = out.append
    if o.producer_id != -1:
        raise _UnsupportedVersionError('InitProducerIdRequest.producer_id is set, but only versions 3+ have it')
    if o.producer_epoch != -1:
        raise _UnsupportedVersionError('InitProducerIdRequest.producer_epoch is set, but only versions 3+ have it')
    if o.enable2_pc != False:
        raise _UnsupportedVersionError('InitProducerIdRequest.enable2_pc is set, but only versions 6+ have it')
    if o.keep_prepared_txn != False:
        raise _UnsupportedVersionError('InitProducerIdRequest.keep_prepared_txn is set, but only versions 6+ have it')
    v = o.transactional_id
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_i.pack(o.transaction_timeout_ms))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_InitProducerIdRequest_v3_to_5(buf, pos):
    limit = len(buf)
    self = _new(InitProducerIdRequest)
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
        self.transactional_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TransactionalId runs past the end of the buffer')
        self.transactional_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.transaction_timeout_ms, self.producer_id, self.producer_epoch, _t = _S_iqhB.unpack_from(buf, pos)
    pos += 15
    self.enable2_pc = False
    self.keep_prepared_txn = False
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_InitProducerIdRequest_v3_to_5(o, out, big):
    w = out.append
    if o.enable2_pc != False:
        raise _UnsupportedVersionError('InitProducerIdRequest.enable2_pc is set, but only versions 6+ have it')
    if o.keep_prepared_txn != False:
        raise _UnsupportedVersionError('InitProducerIdRequest.keep_prepared_txn is set, but only versions 6+ have it')
    v = o.transactional_id
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_iqh.pack(o.transaction_timeout_ms, o.producer_id, o.producer_epoch))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_InitProducerIdRequest_v6(buf, pos):
    limit = len(buf)
    self = _new(InitProducerIdRequest)
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
        self.transactional_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TransactionalId runs past the end of the buffer')
        self.transactional_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.transaction_timeout_ms, self.producer_id, self.producer_epoch, self.enable2_pc, self.keep_prepared_txn, _t = _S_iqhooB.unpack_from(buf, pos)
    pos += 17
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_InitProducerIdRequest_v6(o, out, big):
    w = out.append
    v = o.transactional_id
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_iqhoo.pack(o.transaction_timeout_ms, o.producer_id, o.producer_epoch, o.enable2_pc, o.keep_prepared_txn))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_InitProducerIdResponse_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(InitProducerIdResponse)
    self.throttle_time_ms, self.error_code, self.producer_id, self.producer_epoch = _S_ihqh.unpack_from(buf, pos)
    pos += 16
    self.ongoing_txn_producer_id = -1
    self.ongoing_txn_producer_epoch = -1
    self.unknown_tagged_fields = None
    return self, pos


def _encode_InitProducerIdResponse_v0_to_1(o, out, big):
    w = out.append
    if o.ongoing_txn_producer_id != -1:
        raise _UnsupportedVersionError('InitProducerIdResponse.ongoing_txn_producer_id is set, but only versions 6+ have it')
    if o.ongoing_txn_producer_epoch != -1:
        raise _UnsupportedVersionError('InitProducerIdResponse.ongoing_txn_producer_epoch is set, but only versions 6+ have it')
    w(_S_ihqh.pack(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))


def _decode_InitProducerIdResponse_v2_to_5(buf, pos):
    limit = len(buf)
    self = _new(InitProducerIdResponse)
    self.throttle_time_ms, self.error_code, self.producer_id, self.producer_epoch, _t = _S_ihqhB.unpack_from(buf, pos)
    pos += 17
    self.ongoing_txn_producer_id = -1
    self.ongoing_txn_producer_epoch = -1
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_InitProducerIdResponse_v2_to_5(o, out, big):
    w = out.append
    if o.ongoing_txn_producer_id != -1:
        raise _UnsupportedVersionError('InitProducerIdResponse.ongoing_txn_producer_id is set, but only versions 6+ have it')
    if o.ongoing_txn_producer_epoch != -1:
        raise _UnsupportedVersionError('InitProducerIdResponse.ongoing_txn_producer_epoch is set, but only versions 6+ have it')
    w(_S_ihqh.pack(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_InitProducerIdResponse_v6(buf, pos):
    limit = len(buf)
    self = _new(InitProducerIdResponse)
    self.throttle_time_ms, self.error_code, self.producer_id, self.producer_epoch, self.ongoing_txn_producer_id, self.ongoing_txn_producer_epoch, _t = _S_ihqhqhB.unpack_from(buf, pos)
    pos += 27
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_InitProducerIdResponse_v6(o, out, big):
    w = out.append
    w(_S_ihqhqh.pack(o.throttle_time_ms, o.error_code, o.producer_id, o.producer_epoch, o.ongoing_txn_producer_id, o.ongoing_txn_producer_epoch))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/init_producer_id.py (`classes`: its namespace) and give
    them their per-version tables."""
    global InitProducerIdRequest, InitProducerIdResponse
    InitProducerIdRequest = classes['InitProducerIdRequest']
    InitProducerIdResponse = classes['InitProducerIdResponse']
    InitProducerIdRequest._DECODERS = (_decode_InitProducerIdRequest_v0_to_1, _decode_InitProducerIdRequest_v0_to_1, _decode_InitProducerIdRequest_v2, _decode_InitProducerIdRequest_v3_to_5, _decode_InitProducerIdRequest_v3_to_5, _decode_InitProducerIdRequest_v3_to_5, _decode_InitProducerIdRequest_v6,)
    InitProducerIdRequest._ENCODERS = (_encode_InitProducerIdRequest_v0_to_1, _encode_InitProducerIdRequest_v0_to_1, _encode_InitProducerIdRequest_v2, _encode_InitProducerIdRequest_v3_to_5, _encode_InitProducerIdRequest_v3_to_5, _encode_InitProducerIdRequest_v3_to_5, _encode_InitProducerIdRequest_v6,)
    InitProducerIdResponse._DECODERS = (_decode_InitProducerIdResponse_v0_to_1, _decode_InitProducerIdResponse_v0_to_1, _decode_InitProducerIdResponse_v2_to_5, _decode_InitProducerIdResponse_v2_to_5, _decode_InitProducerIdResponse_v2_to_5, _decode_InitProducerIdResponse_v2_to_5, _decode_InitProducerIdResponse_v6,)
    InitProducerIdResponse._ENCODERS = (_encode_InitProducerIdResponse_v0_to_1, _encode_InitProducerIdResponse_v0_to_1, _encode_InitProducerIdResponse_v2_to_5, _encode_InitProducerIdResponse_v2_to_5, _encode_InitProducerIdResponse_v2_to_5, _encode_InitProducerIdResponse_v2_to_5, _encode_InitProducerIdResponse_v6,)
