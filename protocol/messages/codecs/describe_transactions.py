"""Generated from schemas/DescribeTransactionsRequest.json, schemas/DescribeTransactionsResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_i = _struct.Struct('>i')
_S_iBB = _struct.Struct('>iBB')
_S_iqqh = _struct.Struct('>iqqh')
_S_iqqhBB = _struct.Struct('>iqqhBB')

def _decode_DescribeTransactionsRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeTransactionsRequest)
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
        self.transactional_ids = []
    elif n < 0:
        raise _DecodeError('non-nullable array TransactionalIds is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array TransactionalIds claims more elements than bytes')
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
                raise _DecodeError('non-nullable field TransactionalIds is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field TransactionalIds runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.transactional_ids = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeTransactionsRequest_v0(o, out, big):
    w = out.append
    items0 = o.transactional_ids
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeTransactionsRequest.transactional_ids is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of DescribeTransactionsRequest.transactional_ids is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_TopicData_v0(buf, pos):
    limit = len(buf)
    self = _new(TopicData)
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
        raise _DecodeError('non-nullable field Topic is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Topic runs past the end of the buffer')
        self.topic = str(buf[pos:end], 'utf-8', 'replace')
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
    if n == 0:
        self.partitions = []
    elif n < 0:
        raise _DecodeError('non-nullable array Partitions is null')
    else:
        self.partitions = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_TopicData_v0(o, out, big):
    w = out.append
    v = o.topic
    if v is None:
        raise _UnsupportedVersionError('TopicData.topic is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TopicData.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(_pack('>%di' % len(items0), *items0))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_TransactionState_v0(buf, pos):
    limit = len(buf)
    self = _new(TransactionState)
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
        raise _DecodeError('non-nullable field TransactionalId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TransactionalId runs past the end of the buffer')
        self.transactional_id = str(buf[pos:end], 'utf-8', 'replace')
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
        raise _DecodeError('non-nullable field TransactionState is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TransactionState runs past the end of the buffer')
        self.transaction_state = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.transaction_timeout_ms, self.transaction_start_time_ms, self.producer_id, self.producer_epoch, n, _n2 = _S_iqqhBB.unpack_from(buf, pos)
    if n < 128:
        pos += 23
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 24
    else:
        n, pos = _read_uvarint(buf, pos + 22)
    n -= 1
    if n == 0:
        self.topics = []
    elif n < 0:
        raise _DecodeError('non-nullable array Topics is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Topics claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(TopicData)
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
                raise _DecodeError('non-nullable field Topic is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Topic runs past the end of the buffer')
                item0.topic = str(buf[pos:end], 'utf-8', 'replace')
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
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                item0.partitions = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_TransactionState_v0(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    v = o.transactional_id
    if v is None:
        raise _UnsupportedVersionError('TransactionState.transactional_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.transaction_state
    if v is None:
        raise _UnsupportedVersionError('TransactionState.transaction_state is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_iqqh.pack(o.transaction_timeout_ms, o.transaction_start_time_ms, o.producer_id, o.producer_epoch))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('TransactionState.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.topic
            if v is None:
                raise _UnsupportedVersionError('TopicData.topic is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('TopicData.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(_pack('>%di' % len(items1), *items1))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeTransactionsResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeTransactionsResponse)
    self.throttle_time_ms, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
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
            item0.error_code, n, _n2 = _S_hBB.unpack_from(buf, pos)
            if n < 128:
                pos += 3
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 4
            else:
                n, pos = _read_uvarint(buf, pos + 2)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field TransactionalId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field TransactionalId runs past the end of the buffer')
                item0.transactional_id = str(buf[pos:end], 'utf-8', 'replace')
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
                raise _DecodeError('non-nullable field TransactionState is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field TransactionState runs past the end of the buffer')
                item0.transaction_state = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.transaction_timeout_ms, item0.transaction_start_time_ms, item0.producer_id, item0.producer_epoch, n, _n2 = _S_iqqhBB.unpack_from(buf, pos)
            if n < 128:
                pos += 23
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 24
            else:
                n, pos = _read_uvarint(buf, pos + 22)
            n -= 1
            if n == 0:
                item0.topics = []
            elif n < 0:
                raise _DecodeError('non-nullable array Topics is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Topics claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(TopicData)
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
                        raise _DecodeError('non-nullable field Topic is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Topic runs past the end of the buffer')
                        item1.topic = str(buf[pos:end], 'utf-8', 'replace')
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
                    if n == 0:
                        item1.partitions = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array Partitions is null')
                    else:
                        item1.partitions = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.topics = items1
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


def _encode_DescribeTransactionsResponse_v0(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.transaction_states
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeTransactionsResponse.transaction_states is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_h.pack(item0.error_code))
            v = item0.transactional_id
            if v is None:
                raise _UnsupportedVersionError('TransactionState.transactional_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.transaction_state
            if v is None:
                raise _UnsupportedVersionError('TransactionState.transaction_state is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_iqqh.pack(item0.transaction_timeout_ms, item0.transaction_start_time_ms, item0.producer_id, item0.producer_epoch))
            items1 = item0.topics
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('TransactionState.topics is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.topic
                    if v is None:
                        raise _UnsupportedVersionError('TopicData.topic is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    items2 = item1.partitions
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('TopicData.partitions is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(_pack('>%di' % len(items2), *items2))
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/describe_transactions.py (`classes`: its namespace) and give
    them their per-version tables."""
    global DescribeTransactionsRequest, TopicData, TransactionState, DescribeTransactionsResponse
    DescribeTransactionsRequest = classes['DescribeTransactionsRequest']
    TopicData = classes['TopicData']
    TransactionState = classes['TransactionState']
    DescribeTransactionsResponse = classes['DescribeTransactionsResponse']
    DescribeTransactionsRequest._DECODERS = (_decode_DescribeTransactionsRequest_v0,)
    DescribeTransactionsRequest._ENCODERS = (_encode_DescribeTransactionsRequest_v0,)
    TopicData._DECODERS = (_decode_TopicData_v0,)
    TopicData._ENCODERS = (_encode_TopicData_v0,)
    TransactionState._DECODERS = (_decode_TransactionState_v0,)
    TransactionState._ENCODERS = (_encode_TransactionState_v0,)
    DescribeTransactionsResponse._DECODERS = (_decode_DescribeTransactionsResponse_v0,)
    DescribeTransactionsResponse._ENCODERS = (_encode_DescribeTransactionsResponse_v0,)
