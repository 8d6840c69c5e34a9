"""Generated from schemas/ListTransactionsRequest.json, schemas/ListTransactionsResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_ihBB = _struct.Struct('>ihBB')
_S_q = _struct.Struct('>q')
_S_qB = _struct.Struct('>qB')
_S_qBB = _struct.Struct('>qBB')

def _decode_ListTransactionsRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(ListTransactionsRequest)
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
        self.state_filters = []
    elif n < 0:
        raise _DecodeError('non-nullable array StateFilters is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array StateFilters claims more elements than bytes')
        items0 = []
        for _ in range(n):
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
                raise _DecodeError('non-nullable field StateFilters is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field StateFilters runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.state_filters = items0
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
        self.producer_id_filters = []
    elif n < 0:
        raise _DecodeError('non-nullable array ProducerIdFilters is null')
    else:
        self.producer_id_filters = list(_unpack_from('>%dq' % n, buf, pos))
        pos += n * 8
    self.duration_filter = -1
    self.transactional_id_pattern = None
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListTransactionsRequest_v0(o, out, big):
    w = out.append
    if o.duration_filter != -1:
        raise _UnsupportedVersionError('ListTransactionsRequest.duration_filter is set, but only versions 1+ have it')
    if o.transactional_id_pattern is not None:
        raise _UnsupportedVersionError('ListTransactionsRequest.transactional_id_pattern is set, but only versions 2+ have it')
    items0 = o.state_filters
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListTransactionsRequest.state_filters is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of ListTransactionsRequest.state_filters is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    items0 = o.producer_id_filters
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListTransactionsRequest.producer_id_filters is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(_pack('>%dq' % len(items0), *items0))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ListTransactionsRequest_v1(buf, pos):
    limit = len(buf)
    self = _new(ListTransactionsRequest)
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
        self.state_filters = []
    elif n < 0:
        raise _DecodeError('non-nullable array StateFilters is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array StateFilters claims more elements than bytes')
        items0 = []
        for _ in range(n):
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
                raise _DecodeError('non-nullable field StateFilters is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field StateFilters runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.state_filters = items0
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
        self.producer_id_filters = []
    elif n < 0:
        raise _DecodeError('non-nullable array ProducerIdFilters is null')
    else:
        self.producer_id_filters = list(_unpack_from('>%dq' % n, buf, pos))
        pos += n * 8
    self.duration_filter, _t = _S_qB.unpack_from(buf, pos)
    pos += 9
    self.transactional_id_pattern = None
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListTransactionsRequest_v1(o, out, big):
    w = out.append
    if o.transactional_id_pattern is not None:
        raise _UnsupportedVersionError('ListTransactionsRequest.transactional_id_pattern is set, but only versions 2+ have it')
    items0 = o.state_filters
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListTransactionsRequest.state_filters is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of ListTransactionsRequest.state_filters is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    items0 = o.producer_id_filters
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListTransactionsRequest.producer_id_filters is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(_pack('>%dq' % len(items0), *items0))
    w(_S_q.pack(o.duration_filter))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ListTransactionsRequest_v2(buf, pos):
    limit = len(buf)
    self = _new(ListTransactionsRequest)
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
        self.state_filters = []
    elif n < 0:
        raise _DecodeError('non-nullable array StateFilters is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array StateFilters claims more elements than bytes')
        items0 = []
        for _ in range(n):
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
                raise _DecodeError('non-nullable field StateFilters is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field StateFilters runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.state_filters = items0
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
        self.producer_id_filters = []
    elif n < 0:
        raise _DecodeError('non-nullable array ProducerIdFilters is null')
    else:
        self.producer_id_filters = list(_unpack_from('>%dq' % n, buf, pos))
        pos += n * 8
    self.duration_filter, n, _n2 = _S_qBB.unpack_from(buf, pos)
    if n < 128:
        pos += 9
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 10
    else:
        n, pos = _read_uvarint(buf, pos + 8)
    n -= 1
    if n < 0:
        self.transactional_id_pattern = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TransactionalIdPattern runs past the end of the buffer')
        self.transactional_id_pattern = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListTransactionsRequest_v2(o, out, big):
    w = out.append
    items0 = o.state_filters
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListTransactionsRequest.state_filters is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of ListTransactionsRequest.state_filters is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    items0 = o.producer_id_filters
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListTransactionsRequest.producer_id_filters is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(_pack('>%dq' % len(items0), *items0))
    w(_S_q.pack(o.duration_filter))
    v = o.transactional_id_pattern
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_TransactionState_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(TransactionState)
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
    self.producer_id, n, _n2 = _S_qBB.unpack_from(buf, pos)
    if n < 128:
        pos += 9
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 10
    else:
        n, pos = _read_uvarint(buf, pos + 8)
    n -= 1
    if n < 0:
        raise _DecodeError('non-nullable field TransactionState is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TransactionState runs past the end of the buffer')
        self.transaction_state = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_TransactionState_v0_to_2(o, out, big):
    w = out.append
    v = o.transactional_id
    if v is None:
        raise _UnsupportedVersionError('TransactionState.transactional_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_q.pack(o.producer_id))
    v = o.transaction_state
    if v is None:
        raise _UnsupportedVersionError('TransactionState.transaction_state is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ListTransactionsResponse_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(ListTransactionsResponse)
    self.throttle_time_ms, self.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
    if n < 128:
        pos += 7
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 8
    else:
        n, pos = _read_uvarint(buf, pos + 6)
    n -= 1
    if n == 0:
        self.unknown_state_filters = []
    elif n < 0:
        raise _DecodeError('non-nullable array UnknownStateFilters is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array UnknownStateFilters claims more elements than bytes')
        items0 = []
        for _ in range(n):
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
                raise _DecodeError('non-nullable field UnknownStateFilters is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field UnknownStateFilters runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.unknown_state_filters = items0
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
        self.transaction_states = []
    elif n < 0:
        raise _DecodeError('non-nullable array TransactionStates is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array TransactionStates claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(TransactionState)
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
                item0.transactional_id = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.producer_id, n, _n2 = _S_qBB.unpack_from(buf, pos)
            if n < 128:
                pos += 9
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 10
            else:
                n, pos = _read_uvarint(buf, pos + 8)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field TransactionState is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field TransactionState runs past the end of the buffer')
                item0.transaction_state = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.transaction_states = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListTransactionsResponse_v0_to_2(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    items0 = o.unknown_state_filters
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListTransactionsResponse.unknown_state_filters is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of ListTransactionsResponse.unknown_state_filters is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    items0 = o.transaction_states
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListTransactionsResponse.transaction_states is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.transactional_id
            if v is None:
                raise _UnsupportedVersionError('TransactionState.transactional_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_q.pack(item0.producer_id))
            v = item0.transaction_state
            if v is None:
                raise _UnsupportedVersionError('TransactionState.transaction_state is None, but it cannot be null')
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


def attach(classes):
    """Bind the classes of messages/list_transactions.py (`classes`: its namespace) and give
    them their per-version tables."""
    global ListTransactionsRequest, TransactionState, ListTransactionsResponse
    ListTransactionsRequest = classes['ListTransactionsRequest']
    TransactionState = classes['TransactionState']
    ListTransactionsResponse = classes['ListTransactionsResponse']
    ListTransactionsRequest._DECODERS = (_decode_ListTransactionsRequest_v0, _decode_ListTransactionsRequest_v1, _decode_ListTransactionsRequest_v2,)
    ListTransactionsRequest._ENCODERS = (_encode_ListTransactionsRequest_v0, _encode_ListTransactionsRequest_v1, _encode_ListTransactionsRequest_v2,)
    TransactionState._DECODERS = (_decode_TransactionState_v0_to_2, _decode_TransactionState_v0_to_2, _decode_TransactionState_v0_to_2,)
    TransactionState._ENCODERS = (_encode_TransactionState_v0_to_2, _encode_TransactionState_v0_to_2, _encode_TransactionState_v0_to_2,)
    ListTransactionsResponse._DECODERS = (_decode_ListTransactionsResponse_v0_to_2, _decode_ListTransactionsResponse_v0_to_2, _decode_ListTransactionsResponse_v0_to_2,)
    ListTransactionsResponse._ENCODERS = (_encode_ListTransactionsResponse_v0_to_2, _encode_ListTransactionsResponse_v0_to_2, _encode_ListTransactionsResponse_v0_to_2,)
