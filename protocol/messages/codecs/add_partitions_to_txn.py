"""Generated from schemas/AddPartitionsToTxnRequest.json, schemas/AddPartitionsToTxnResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_iBB = _struct.Struct('>iBB')
_S_ih = _struct.Struct('>ih')
_S_ihB = _struct.Struct('>ihB')
_S_ihBB = _struct.Struct('>ihBB')
_S_ii = _struct.Struct('>ii')
_S_qh = _struct.Struct('>qh')
_S_qhBB = _struct.Struct('>qhBB')
_S_qhi = _struct.Struct('>qhi')
_S_qho = _struct.Struct('>qh?')
_S_qhoBB = _struct.Struct('>qh?BB')

def _decode_AddPartitionsToTxnTopic_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(AddPartitionsToTxnTopic)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field Name is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Name runs past the end of the buffer')
        self.name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.partitions = []
    elif n < 0:
        raise _DecodeError('non-nullable array Partitions is null')
    else:
        self.partitions = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    self.unknown_tagged_fields = None
    return self, pos


def _encode_AddPartitionsToTxnTopic_v0_to_2(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('AddPartitionsToTxnTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AddPartitionsToTxnTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        w(_pack('>%di' % len(items0), *items0))


def _decode_AddPartitionsToTxnTopic_v3_to_5(buf, pos):
    limit = len(buf)
    self = _new(AddPartitionsToTxnTopic)
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
        raise _DecodeError('non-nullable field Name is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Name runs past the end of the buffer')
        self.name = str(buf[pos:end], 'utf-8', 'replace')
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


def _encode_AddPartitionsToTxnTopic_v3_to_5(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('AddPartitionsToTxnTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AddPartitionsToTxnTopic.partitions is None, but it cannot be null')
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


def _decode_AddPartitionsToTxnTransaction_v4_to_5(buf, pos):
    limit = len(buf)
    self = _new(AddPartitionsToTxnTransaction)
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
    self.producer_id, self.producer_epoch, self.verify_only, n, _n2 = _S_qhoBB.unpack_from(buf, pos)
    if n < 128:
        pos += 12
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 13
    else:
        n, pos = _read_uvarint(buf, pos + 11)
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
            item0 = _new(AddPartitionsToTxnTopic)
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
                raise _DecodeError('non-nullable field Name is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
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


def _encode_AddPartitionsToTxnTransaction_v4_to_5(o, out, big):
    w = out.append
    v = o.transactional_id
    if v is None:
        raise _UnsupportedVersionError('AddPartitionsToTxnTransaction.transactional_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_qho.pack(o.producer_id, o.producer_epoch, o.verify_only))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AddPartitionsToTxnTransaction.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('AddPartitionsToTxnTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('AddPartitionsToTxnTopic.partitions is None, but it cannot be null')
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


def _decode_AddPartitionsToTxnRequest_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(AddPartitionsToTxnRequest)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field V3AndBelowTransactionalId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field V3AndBelowTransactionalId runs past the end of the buffer')
        self.v3_and_below_transactional_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.v3_and_below_producer_id, self.v3_and_below_producer_epoch, n = _S_qhi.unpack_from(buf, pos)
    pos += 14
    if n == 0:
        self.v3_and_below_topics = []
    elif n < 0:
        raise _DecodeError('non-nullable array V3AndBelowTopics is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array V3AndBelowTopics claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AddPartitionsToTxnTopic)
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field Name is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                item0.partitions = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            item0.unknown_tagged_fields = None
            append0(item0)
        self.v3_and_below_topics = items0
    self.transactions = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_AddPartitionsToTxnRequest_v0_to_2(o, out, big):
    w = out.append
    if o.transactions:
        raise _UnsupportedVersionError('AddPartitionsToTxnRequest.transactions is set, but only versions 4+ have it')
    v = o.v3_and_below_transactional_id
    if v is None:
        raise _UnsupportedVersionError('AddPartitionsToTxnRequest.v3_and_below_transactional_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_qh.pack(o.v3_and_below_producer_id, o.v3_and_below_producer_epoch))
    items0 = o.v3_and_below_topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AddPartitionsToTxnRequest.v3_and_below_topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('AddPartitionsToTxnTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('AddPartitionsToTxnTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                w(_pack('>%di' % len(items1), *items1))


def _decode_AddPartitionsToTxnRequest_v3(buf, pos):
    limit = len(buf)
    self = _new(AddPartitionsToTxnRequest)
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
        raise _DecodeError('non-nullable field V3AndBelowTransactionalId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field V3AndBelowTransactionalId runs past the end of the buffer')
        self.v3_and_below_transactional_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.v3_and_below_producer_id, self.v3_and_below_producer_epoch, n, _n2 = _S_qhBB.unpack_from(buf, pos)
    if n < 128:
        pos += 11
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 12
    else:
        n, pos = _read_uvarint(buf, pos + 10)
    n -= 1
    if n == 0:
        self.v3_and_below_topics = []
    elif n < 0:
        raise _DecodeError('non-nullable array V3AndBelowTopics is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array V3AndBelowTopics claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AddPartitionsToTxnTopic)
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
                raise _DecodeError('non-nullable field Name is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
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
        self.v3_and_below_topics = items0
    self.transactions = []
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AddPartitionsToTxnRequest_v3(o, out, big):
    w = out.append
    if o.transactions:
        raise _UnsupportedVersionError('AddPartitionsToTxnRequest.transactions is set, but only versions 4+ have it')
    v = o.v3_and_below_transactional_id
    if v is None:
        raise _UnsupportedVersionError('AddPartitionsToTxnRequest.v3_and_below_transactional_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_qh.pack(o.v3_and_below_producer_id, o.v3_and_below_producer_epoch))
    items0 = o.v3_and_below_topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AddPartitionsToTxnRequest.v3_and_below_topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('AddPartitionsToTxnTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('AddPartitionsToTxnTopic.partitions is None, but it cannot be null')
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


def _decode_AddPartitionsToTxnRequest_v4_to_5(buf, pos):
    limit = len(buf)
    self = _new(AddPartitionsToTxnRequest)
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
        self.transactions = []
    elif n < 0:
        raise _DecodeError('non-nullable array Transactions is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Transactions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AddPartitionsToTxnTransaction)
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
            item0.producer_id, item0.producer_epoch, item0.verify_only, n, _n2 = _S_qhoBB.unpack_from(buf, pos)
            if n < 128:
                pos += 12
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 13
            else:
                n, pos = _read_uvarint(buf, pos + 11)
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
                    item1 = _new(AddPartitionsToTxnTopic)
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
                        raise _DecodeError('non-nullable field Name is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Name runs past the end of the buffer')
                        item1.name = str(buf[pos:end], 'utf-8', 'replace')
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
        self.transactions = items0
    self.v3_and_below_transactional_id = ''
    self.v3_and_below_producer_id = 0
    self.v3_and_below_producer_epoch = 0
    self.v3_and_below_topics = []
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AddPartitionsToTxnRequest_v4_to_5(o, out, big):
    w = out.append
    if o.v3_and_below_transactional_id != '':
        raise _UnsupportedVersionError('AddPartitionsToTxnRequest.v3_and_below_transactional_id is set, but only versions 0-3 have it')
    if o.v3_and_below_producer_id != 0:
        raise _UnsupportedVersionError('AddPartitionsToTxnRequest.v3_and_below_producer_id is set, but only versions 0-3 have it')
    if o.v3_and_below_producer_epoch != 0:
        raise _UnsupportedVersionError('AddPartitionsToTxnRequest.v3_and_below_producer_epoch is set, but only versions 0-3 have it')
    if o.v3_and_below_topics:
        raise _UnsupportedVersionError('AddPartitionsToTxnRequest.v3_and_below_topics is set, but only versions 0-3 have it')
    items0 = o.transactions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AddPartitionsToTxnRequest.transactions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.transactional_id
            if v is None:
                raise _UnsupportedVersionError('AddPartitionsToTxnTransaction.transactional_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_qho.pack(item0.producer_id, item0.producer_epoch, item0.verify_only))
            items1 = item0.topics
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('AddPartitionsToTxnTransaction.topics is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('AddPartitionsToTxnTopic.name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    items2 = item1.partitions
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('AddPartitionsToTxnTopic.partitions is None, but it cannot be null')
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


def _decode_AddPartitionsToTxnPartitionResult_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(AddPartitionsToTxnPartitionResult)
    self.partition_index, self.partition_error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    self.unknown_tagged_fields = None
    return self, pos


def _encode_AddPartitionsToTxnPartitionResult_v0_to_2(o, out, big):
    w = out.append
    w(_S_ih.pack(o.partition_index, o.partition_error_code))


def _decode_AddPartitionsToTxnPartitionResult_v3_to_5(buf, pos):
    limit = len(buf)
    self = _new(AddPartitionsToTxnPartitionResult)
    self.partition_index, self.partition_error_code, _t = _S_ihB.unpack_from(buf, pos)
    pos += 7
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AddPartitionsToTxnPartitionResult_v3_to_5(o, out, big):
    w = out.append
    w(_S_ih.pack(o.partition_index, o.partition_error_code))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AddPartitionsToTxnTopicResult_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(AddPartitionsToTxnTopicResult)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field Name is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Name runs past the end of the buffer')
        self.name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.results_by_partition = []
    elif n < 0:
        raise _DecodeError('non-nullable array ResultsByPartition is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ResultsByPartition claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AddPartitionsToTxnPartitionResult)
            item0.partition_index, item0.partition_error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            item0.unknown_tagged_fields = None
            append0(item0)
        self.results_by_partition = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_AddPartitionsToTxnTopicResult_v0_to_2(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('AddPartitionsToTxnTopicResult.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.results_by_partition
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AddPartitionsToTxnTopicResult.results_by_partition is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_ih.pack(item0.partition_index, item0.partition_error_code))


def _decode_AddPartitionsToTxnTopicResult_v3_to_5(buf, pos):
    limit = len(buf)
    self = _new(AddPartitionsToTxnTopicResult)
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
        raise _DecodeError('non-nullable field Name is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Name runs past the end of the buffer')
        self.name = str(buf[pos:end], 'utf-8', 'replace')
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
        self.results_by_partition = []
    elif n < 0:
        raise _DecodeError('non-nullable array ResultsByPartition is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ResultsByPartition claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AddPartitionsToTxnPartitionResult)
            item0.partition_index, item0.partition_error_code, _t = _S_ihB.unpack_from(buf, pos)
            pos += 7
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.results_by_partition = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AddPartitionsToTxnTopicResult_v3_to_5(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('AddPartitionsToTxnTopicResult.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.results_by_partition
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AddPartitionsToTxnTopicResult.results_by_partition is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_ih.pack(item0.partition_index, item0.partition_error_code))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AddPartitionsToTxnResult_v4_to_5(buf, pos):
    limit = len(buf)
    self = _new(AddPartitionsToTxnResult)
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
        self.topic_results = []
    elif n < 0:
        raise _DecodeError('non-nullable array TopicResults is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array TopicResults claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AddPartitionsToTxnTopicResult)
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
                raise _DecodeError('non-nullable field Name is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
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
                item0.results_by_partition = []
            elif n < 0:
                raise _DecodeError('non-nullable array ResultsByPartition is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array ResultsByPartition claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(AddPartitionsToTxnPartitionResult)
                    item1.partition_index, item1.partition_error_code, _t = _S_ihB.unpack_from(buf, pos)
                    pos += 7
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.results_by_partition = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topic_results = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AddPartitionsToTxnResult_v4_to_5(o, out, big):
    w = out.append
    v = o.transactional_id
    if v is None:
        raise _UnsupportedVersionError('AddPartitionsToTxnResult.transactional_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.topic_results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AddPartitionsToTxnResult.topic_results is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('AddPartitionsToTxnTopicResult.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.results_by_partition
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('AddPartitionsToTxnTopicResult.results_by_partition is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_ih.pack(item1.partition_index, item1.partition_error_code))
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


def _decode_AddPartitionsToTxnResponse_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(AddPartitionsToTxnResponse)
    self.throttle_time_ms, n = _S_ii.unpack_from(buf, pos)
    pos += 8
    if n == 0:
        self.results_by_topic_v3_and_below = []
    elif n < 0:
        raise _DecodeError('non-nullable array ResultsByTopicV3AndBelow is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ResultsByTopicV3AndBelow claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AddPartitionsToTxnTopicResult)
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field Name is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.results_by_partition = []
            elif n < 0:
                raise _DecodeError('non-nullable array ResultsByPartition is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array ResultsByPartition claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(AddPartitionsToTxnPartitionResult)
                    item1.partition_index, item1.partition_error_code = _S_ih.unpack_from(buf, pos)
                    pos += 6
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.results_by_partition = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.results_by_topic_v3_and_below = items0
    self.error_code = 0
    self.results_by_transaction = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_AddPartitionsToTxnResponse_v0_to_2(o, out, big):
    w = out.append
    if o.results_by_transaction:
        raise _UnsupportedVersionError('AddPartitionsToTxnResponse.results_by_transaction is set, but only versions 4+ have it')
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.results_by_topic_v3_and_below
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AddPartitionsToTxnResponse.results_by_topic_v3_and_below is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('AddPartitionsToTxnTopicResult.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.results_by_partition
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('AddPartitionsToTxnTopicResult.results_by_partition is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_ih.pack(item1.partition_index, item1.partition_error_code))


def _decode_AddPartitionsToTxnResponse_v3(buf, pos):
    limit = len(buf)
    self = _new(AddPartitionsToTxnResponse)
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
        self.results_by_topic_v3_and_below = []
    elif n < 0:
        raise _DecodeError('non-nullable array ResultsByTopicV3AndBelow is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ResultsByTopicV3AndBelow claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AddPartitionsToTxnTopicResult)
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
                raise _DecodeError('non-nullable field Name is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Name runs past the end of the buffer')
                item0.name = str(buf[pos:end], 'utf-8', 'replace')
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
                item0.results_by_partition = []
            elif n < 0:
                raise _DecodeError('non-nullable array ResultsByPartition is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array ResultsByPartition claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(AddPartitionsToTxnPartitionResult)
                    item1.partition_index, item1.partition_error_code, _t = _S_ihB.unpack_from(buf, pos)
                    pos += 7
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.results_by_partition = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.results_by_topic_v3_and_below = items0
    self.error_code = 0
    self.results_by_transaction = []
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AddPartitionsToTxnResponse_v3(o, out, big):
    w = out.append
    if o.results_by_transaction:
        raise _UnsupportedVersionError('AddPartitionsToTxnResponse.results_by_transaction is set, but only versions 4+ have it')
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.results_by_topic_v3_and_below
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AddPartitionsToTxnResponse.results_by_topic_v3_and_below is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('AddPartitionsToTxnTopicResult.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.results_by_partition
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('AddPartitionsToTxnTopicResult.results_by_partition is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_ih.pack(item1.partition_index, item1.partition_error_code))
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


def _decode_AddPartitionsToTxnResponse_v4_to_5(buf, pos):
    limit = len(buf)
    self = _new(AddPartitionsToTxnResponse)
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
        self.results_by_transaction = []
    elif n < 0:
        raise _DecodeError('non-nullable array ResultsByTransaction is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ResultsByTransaction claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AddPartitionsToTxnResult)
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
                item0.topic_results = []
            elif n < 0:
                raise _DecodeError('non-nullable array TopicResults is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array TopicResults claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(AddPartitionsToTxnTopicResult)
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
                        raise _DecodeError('non-nullable field Name is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Name runs past the end of the buffer')
                        item1.name = str(buf[pos:end], 'utf-8', 'replace')
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
                        item1.results_by_partition = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array ResultsByPartition is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array ResultsByPartition claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(AddPartitionsToTxnPartitionResult)
                            item2.partition_index, item2.partition_error_code, _t = _S_ihB.unpack_from(buf, pos)
                            pos += 7
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.results_by_partition = items2
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.topic_results = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.results_by_transaction = items0
    self.results_by_topic_v3_and_below = []
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AddPartitionsToTxnResponse_v4_to_5(o, out, big):
    w = out.append
    if o.results_by_topic_v3_and_below:
        raise _UnsupportedVersionError('AddPartitionsToTxnResponse.results_by_topic_v3_and_below is set, but only versions 0-3 have it')
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    items0 = o.results_by_transaction
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AddPartitionsToTxnResponse.results_by_transaction is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.transactional_id
            if v is None:
                raise _UnsupportedVersionError('AddPartitionsToTxnResult.transactional_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.topic_results
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('AddPartitionsToTxnResult.topic_results is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('AddPartitionsToTxnTopicResult.name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    items2 = item1.results_by_partition
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('AddPartitionsToTxnTopicResult.results_by_partition is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_ih.pack(item2.partition_index, item2.partition_error_code))
                            if item2.unknown_tagged_fields:
                                _write_tags([], item2.unknown_tagged_fields, w)
                            else:
                                w(b'\x00')
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
    """Bind the classes of messages/add_partitions_to_txn.py (`classes`: its namespace) and give
    them their per-version tables."""
    global AddPartitionsToTxnTopic, AddPartitionsToTxnTransaction, AddPartitionsToTxnRequest, AddPartitionsToTxnPartitionResult, AddPartitionsToTxnTopicResult, AddPartitionsToTxnResult, AddPartitionsToTxnResponse
    AddPartitionsToTxnTopic = classes['AddPartitionsToTxnTopic']
    AddPartitionsToTxnTransaction = classes['AddPartitionsToTxnTransaction']
    AddPartitionsToTxnRequest = classes['AddPartitionsToTxnRequest']
    AddPartitionsToTxnPartitionResult = classes['AddPartitionsToTxnPartitionResult']
    AddPartitionsToTxnTopicResult = classes['AddPartitionsToTxnTopicResult']
    AddPartitionsToTxnResult = classes['AddPartitionsToTxnResult']
    AddPartitionsToTxnResponse = classes['AddPartitionsToTxnResponse']
    AddPartitionsToTxnTopic._DECODERS = (_decode_AddPartitionsToTxnTopic_v0_to_2, _decode_AddPartitionsToTxnTopic_v0_to_2, _decode_AddPartitionsToTxnTopic_v0_to_2, _decode_AddPartitionsToTxnTopic_v3_to_5, _decode_AddPartitionsToTxnTopic_v3_to_5, _decode_AddPartitionsToTxnTopic_v3_to_5,)
    AddPartitionsToTxnTopic._ENCODERS = (_encode_AddPartitionsToTxnTopic_v0_to_2, _encode_AddPartitionsToTxnTopic_v0_to_2, _encode_AddPartitionsToTxnTopic_v0_to_2, _encode_AddPartitionsToTxnTopic_v3_to_5, _encode_AddPartitionsToTxnTopic_v3_to_5, _encode_AddPartitionsToTxnTopic_v3_to_5,)
    AddPartitionsToTxnTransaction._DECODERS = (None, None, None, None, _decode_AddPartitionsToTxnTransaction_v4_to_5, _decode_AddPartitionsToTxnTransaction_v4_to_5,)
    AddPartitionsToTxnTransaction._ENCODERS = (None, None, None, None, _encode_AddPartitionsToTxnTransaction_v4_to_5, _encode_AddPartitionsToTxnTransaction_v4_to_5,)
    AddPartitionsToTxnRequest._DECODERS = (_decode_AddPartitionsToTxnRequest_v0_to_2, _decode_AddPartitionsToTxnRequest_v0_to_2, _decode_AddPartitionsToTxnRequest_v0_to_2, _decode_AddPartitionsToTxnRequest_v3, _decode_AddPartitionsToTxnRequest_v4_to_5, _decode_AddPartitionsToTxnRequest_v4_to_5,)
    AddPartitionsToTxnRequest._ENCODERS = (_encode_AddPartitionsToTxnRequest_v0_to_2, _encode_AddPartitionsToTxnRequest_v0_to_2, _encode_AddPartitionsToTxnRequest_v0_to_2, _encode_AddPartitionsToTxnRequest_v3, _encode_AddPartitionsToTxnRequest_v4_to_5, _encode_AddPartitionsToTxnRequest_v4_to_5,)
    AddPartitionsToTxnPartitionResult._DECODERS = (_decode_AddPartitionsToTxnPartitionResult_v0_to_2, _decode_AddPartitionsToTxnPartitionResult_v0_to_2, _decode_AddPartitionsToTxnPartitionResult_v0_to_2, _decode_AddPartitionsToTxnPartitionResult_v3_to_5, _decode_AddPartitionsToTxnPartitionResult_v3_to_5, _decode_AddPartitionsToTxnPartitionResult_v3_to_5,)
    AddPartitionsToTxnPartitionResult._ENCODERS = (_encode_AddPartitionsToTxnPartitionResult_v0_to_2, _encode_AddPartitionsToTxnPartitionResult_v0_to_2, _encode_AddPartitionsToTxnPartitionResult_v0_to_2, _encode_AddPartitionsToTxnPartitionResult_v3_to_5, _encode_AddPartitionsToTxnPartitionResult_v3_to_5, _encode_AddPartitionsToTxnPartitionResult_v3_to_5,)
    AddPartitionsToTxnTopicResult._DECODERS = (_decode_AddPartitionsToTxnTopicResult_v0_to_2, _decode_AddPartitionsToTxnTopicResult_v0_to_2, _decode_AddPartitionsToTxnTopicResult_v0_to_2, _decode_AddPartitionsToTxnTopicResult_v3_to_5, _decode_AddPartitionsToTxnTopicResult_v3_to_5, _decode_AddPartitionsToTxnTopicResult_v3_to_5,)
    AddPartitionsToTxnTopicResult._ENCODERS = (_encode_AddPartitionsToTxnTopicResult_v0_to_2, _encode_AddPartitionsToTxnTopicResult_v0_to_2, _encode_AddPartitionsToTxnTopicResult_v0_to_2, _encode_AddPartitionsToTxnTopicResult_v3_to_5, _encode_AddPartitionsToTxnTopicResult_v3_to_5, _encode_AddPartitionsToTxnTopicResult_v3_to_5,)
    AddPartitionsToTxnResult._DECODERS = (None, None, None, None, _decode_AddPartitionsToTxnResult_v4_to_5, _decode_AddPartitionsToTxnResult_v4_to_5,)
    AddPartitionsToTxnResult._ENCODERS = (None, None, None, None, _encode_AddPartitionsToTxnResult_v4_to_5, _encode_AddPartitionsToTxnResult_v4_to_5,)
    AddPartitionsToTxnResponse._DECODERS = (_decode_AddPartitionsToTxnResponse_v0_to_2, _decode_AddPartitionsToTxnResponse_v0_to_2, _decode_AddPartitionsToTxnResponse_v0_to_2, _decode_AddPartitionsToTxnResponse_v3, _decode_AddPartitionsToTxnResponse_v4_to_5, _decode_AddPartitionsToTxnResponse_v4_to_5,)
    AddPartitionsToTxnResponse._ENCODERS = (_encode_AddPartitionsToTxnResponse_v0_to_2, _encode_AddPartitionsToTxnResponse_v0_to_2, _encode_AddPartitionsToTxnResponse_v0_to_2, _encode_AddPartitionsToTxnResponse_v3, _encode_AddPartitionsToTxnResponse_v4_to_5, _encode_AddPartitionsToTxnResponse_v4_to_5,)
