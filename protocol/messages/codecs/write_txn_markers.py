"""Generated from schemas/WriteTxnMarkersRequest.json, schemas/WriteTxnMarkersResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_ib = _struct.Struct('>ib')
_S_ibB = _struct.Struct('>ibB')
_S_ih = _struct.Struct('>ih')
_S_ihB = _struct.Struct('>ihB')
_S_q = _struct.Struct('>q')
_S_qBB = _struct.Struct('>qBB')
_S_qho = _struct.Struct('>qh?')
_S_qhoBB = _struct.Struct('>qh?BB')
_S_qhoBi = _struct.Struct('>qh?Bi')
_S_qhoBib = _struct.Struct('>qh?Bib')

def _decode_WritableTxnMarkerTopic_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(WritableTxnMarkerTopic)
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
        self.partition_indexes = []
    elif n < 0:
        raise _DecodeError('non-nullable array PartitionIndexes is null')
    else:
        self.partition_indexes = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_WritableTxnMarkerTopic_v1_to_2(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('WritableTxnMarkerTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partition_indexes
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('WritableTxnMarkerTopic.partition_indexes is None, but it cannot be null')
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


def _decode_WritableTxnMarker_v1(buf, pos):
    limit = len(buf)
    self = _new(WritableTxnMarker)
    self.producer_id, self.producer_epoch, self.transaction_result, n, _n2 = _S_qhoBB.unpack_from(buf, pos)
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
            item0 = _new(WritableTxnMarkerTopic)
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
                item0.partition_indexes = []
            elif n < 0:
                raise _DecodeError('non-nullable array PartitionIndexes is null')
            else:
                item0.partition_indexes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.coordinator_epoch, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    self.transaction_version = 0
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_WritableTxnMarker_v1(o, out, big):
    w = out.append
    items0 = o.topics
    if not items0 and items0 is not None:
        w(_S_qhoBi.pack(o.producer_id, o.producer_epoch, o.transaction_result, 1, o.coordinator_epoch))
    else:
        w(_S_qho.pack(o.producer_id, o.producer_epoch, o.transaction_result))
        items0 = o.topics
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('WritableTxnMarker.topics is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                v = item0.name
                if v is None:
                    raise _UnsupportedVersionError('WritableTxnMarkerTopic.name is None, but it cannot be null')
                else:
                    v = v.encode()
                    size = len(v) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(v)
                items1 = item0.partition_indexes
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('WritableTxnMarkerTopic.partition_indexes is None, but it cannot be null')
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
        w(_S_i.pack(o.coordinator_epoch))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_WritableTxnMarker_v2(buf, pos):
    limit = len(buf)
    self = _new(WritableTxnMarker)
    self.producer_id, self.producer_epoch, self.transaction_result, n, _n2 = _S_qhoBB.unpack_from(buf, pos)
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
            item0 = _new(WritableTxnMarkerTopic)
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
                item0.partition_indexes = []
            elif n < 0:
                raise _DecodeError('non-nullable array PartitionIndexes is null')
            else:
                item0.partition_indexes = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.coordinator_epoch, self.transaction_version, _t = _S_ibB.unpack_from(buf, pos)
    pos += 6
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_WritableTxnMarker_v2(o, out, big):
    w = out.append
    items0 = o.topics
    if not items0 and items0 is not None:
        w(_S_qhoBib.pack(o.producer_id, o.producer_epoch, o.transaction_result, 1, o.coordinator_epoch, o.transaction_version))
    else:
        w(_S_qho.pack(o.producer_id, o.producer_epoch, o.transaction_result))
        items0 = o.topics
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('WritableTxnMarker.topics is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                v = item0.name
                if v is None:
                    raise _UnsupportedVersionError('WritableTxnMarkerTopic.name is None, but it cannot be null')
                else:
                    v = v.encode()
                    size = len(v) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(v)
                items1 = item0.partition_indexes
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('WritableTxnMarkerTopic.partition_indexes is None, but it cannot be null')
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
        w(_S_ib.pack(o.coordinator_epoch, o.transaction_version))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_WriteTxnMarkersRequest_v1(buf, pos):
    limit = len(buf)
    self = _new(WriteTxnMarkersRequest)
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
        self.markers = []
    elif n < 0:
        raise _DecodeError('non-nullable array Markers is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Markers claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(WritableTxnMarker)
            item0.producer_id, item0.producer_epoch, item0.transaction_result, n, _n2 = _S_qhoBB.unpack_from(buf, pos)
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
                    item1 = _new(WritableTxnMarkerTopic)
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
                        item1.partition_indexes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array PartitionIndexes is null')
                    else:
                        item1.partition_indexes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.topics = items1
            item0.coordinator_epoch, _t = _S_iB.unpack_from(buf, pos)
            pos += 5
            item0.transaction_version = 0
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.markers = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_WriteTxnMarkersRequest_v1(o, out, big):
    w = out.append
    items0 = o.markers
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('WriteTxnMarkersRequest.markers is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            items1 = item0.topics
            if not items1 and items1 is not None:
                w(_S_qhoBi.pack(item0.producer_id, item0.producer_epoch, item0.transaction_result, 1, item0.coordinator_epoch))
            else:
                w(_S_qho.pack(item0.producer_id, item0.producer_epoch, item0.transaction_result))
                items1 = item0.topics
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('WritableTxnMarker.topics is None, but it cannot be null')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    for item1 in items1:
                        v = item1.name
                        if v is None:
                            raise _UnsupportedVersionError('WritableTxnMarkerTopic.name is None, but it cannot be null')
                        else:
                            v = v.encode()
                            size = len(v) + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(v)
                        items2 = item1.partition_indexes
                        if not items2:
                            if items2 is None:
                                raise _UnsupportedVersionError('WritableTxnMarkerTopic.partition_indexes is None, but it cannot be null')
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
                w(_S_i.pack(item0.coordinator_epoch))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_WriteTxnMarkersRequest_v2(buf, pos):
    limit = len(buf)
    self = _new(WriteTxnMarkersRequest)
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
        self.markers = []
    elif n < 0:
        raise _DecodeError('non-nullable array Markers is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Markers claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(WritableTxnMarker)
            item0.producer_id, item0.producer_epoch, item0.transaction_result, n, _n2 = _S_qhoBB.unpack_from(buf, pos)
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
                    item1 = _new(WritableTxnMarkerTopic)
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
                        item1.partition_indexes = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array PartitionIndexes is null')
                    else:
                        item1.partition_indexes = list(_unpack_from('>%di' % n, buf, pos))
                        pos += n * 4
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.topics = items1
            item0.coordinator_epoch, item0.transaction_version, _t = _S_ibB.unpack_from(buf, pos)
            pos += 6
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.markers = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_WriteTxnMarkersRequest_v2(o, out, big):
    w = out.append
    items0 = o.markers
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('WriteTxnMarkersRequest.markers is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            items1 = item0.topics
            if not items1 and items1 is not None:
                w(_S_qhoBib.pack(item0.producer_id, item0.producer_epoch, item0.transaction_result, 1, item0.coordinator_epoch, item0.transaction_version))
            else:
                w(_S_qho.pack(item0.producer_id, item0.producer_epoch, item0.transaction_result))
                items1 = item0.topics
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('WritableTxnMarker.topics is None, but it cannot be null')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    for item1 in items1:
                        v = item1.name
                        if v is None:
                            raise _UnsupportedVersionError('WritableTxnMarkerTopic.name is None, but it cannot be null')
                        else:
                            v = v.encode()
                            size = len(v) + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            w(v)
                        items2 = item1.partition_indexes
                        if not items2:
                            if items2 is None:
                                raise _UnsupportedVersionError('WritableTxnMarkerTopic.partition_indexes is None, but it cannot be null')
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
                w(_S_ib.pack(item0.coordinator_epoch, item0.transaction_version))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_WritableTxnMarkerPartitionResult_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(WritableTxnMarkerPartitionResult)
    self.partition_index, self.error_code, _t = _S_ihB.unpack_from(buf, pos)
    pos += 7
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_WritableTxnMarkerPartitionResult_v1_to_2(o, out, big):
    w = out.append
    w(_S_ih.pack(o.partition_index, o.error_code))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_WritableTxnMarkerTopicResult_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(WritableTxnMarkerTopicResult)
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
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(WritableTxnMarkerPartitionResult)
            item0.partition_index, item0.error_code, _t = _S_ihB.unpack_from(buf, pos)
            pos += 7
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_WritableTxnMarkerTopicResult_v1_to_2(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('WritableTxnMarkerTopicResult.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('WritableTxnMarkerTopicResult.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_ih.pack(item0.partition_index, item0.error_code))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_WritableTxnMarkerResult_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(WritableTxnMarkerResult)
    self.producer_id, n, _n2 = _S_qBB.unpack_from(buf, pos)
    if n < 128:
        pos += 9
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 10
    else:
        n, pos = _read_uvarint(buf, pos + 8)
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
            item0 = _new(WritableTxnMarkerTopicResult)
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
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(WritableTxnMarkerPartitionResult)
                    item1.partition_index, item1.error_code, _t = _S_ihB.unpack_from(buf, pos)
                    pos += 7
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
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


def _encode_WritableTxnMarkerResult_v1_to_2(o, out, big):
    w = out.append
    w(_S_q.pack(o.producer_id))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('WritableTxnMarkerResult.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('WritableTxnMarkerTopicResult.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('WritableTxnMarkerTopicResult.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_ih.pack(item1.partition_index, item1.error_code))
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


def _decode_WriteTxnMarkersResponse_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(WriteTxnMarkersResponse)
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
        self.markers = []
    elif n < 0:
        raise _DecodeError('non-nullable array Markers is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Markers claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(WritableTxnMarkerResult)
            item0.producer_id, n, _n2 = _S_qBB.unpack_from(buf, pos)
            if n < 128:
                pos += 9
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 10
            else:
                n, pos = _read_uvarint(buf, pos + 8)
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
                    item1 = _new(WritableTxnMarkerTopicResult)
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
                        if n > limit - pos:
                            raise _DecodeError('array Partitions claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(WritableTxnMarkerPartitionResult)
                            item2.partition_index, item2.error_code, _t = _S_ihB.unpack_from(buf, pos)
                            pos += 7
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.partitions = items2
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
        self.markers = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_WriteTxnMarkersResponse_v1_to_2(o, out, big):
    w = out.append
    items0 = o.markers
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('WriteTxnMarkersResponse.markers is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_q.pack(item0.producer_id))
            items1 = item0.topics
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('WritableTxnMarkerResult.topics is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('WritableTxnMarkerTopicResult.name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    items2 = item1.partitions
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('WritableTxnMarkerTopicResult.partitions is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_ih.pack(item2.partition_index, item2.error_code))
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
    """Bind the classes of messages/write_txn_markers.py (`classes`: its namespace) and give
    them their per-version tables."""
    global WritableTxnMarkerTopic, WritableTxnMarker, WriteTxnMarkersRequest, WritableTxnMarkerPartitionResult, WritableTxnMarkerTopicResult, WritableTxnMarkerResult, WriteTxnMarkersResponse
    WritableTxnMarkerTopic = classes['WritableTxnMarkerTopic']
    WritableTxnMarker = classes['WritableTxnMarker']
    WriteTxnMarkersRequest = classes['WriteTxnMarkersRequest']
    WritableTxnMarkerPartitionResult = classes['WritableTxnMarkerPartitionResult']
    WritableTxnMarkerTopicResult = classes['WritableTxnMarkerTopicResult']
    WritableTxnMarkerResult = classes['WritableTxnMarkerResult']
    WriteTxnMarkersResponse = classes['WriteTxnMarkersResponse']
    WritableTxnMarkerTopic._DECODERS = (None, _decode_WritableTxnMarkerTopic_v1_to_2, _decode_WritableTxnMarkerTopic_v1_to_2,)
    WritableTxnMarkerTopic._ENCODERS = (None, _encode_WritableTxnMarkerTopic_v1_to_2, _encode_WritableTxnMarkerTopic_v1_to_2,)
    WritableTxnMarker._DECODERS = (None, _decode_WritableTxnMarker_v1, _decode_WritableTxnMarker_v2,)
    WritableTxnMarker._ENCODERS = (None, _encode_WritableTxnMarker_v1, _encode_WritableTxnMarker_v2,)
    WriteTxnMarkersRequest._DECODERS = (None, _decode_WriteTxnMarkersRequest_v1, _decode_WriteTxnMarkersRequest_v2,)
    WriteTxnMarkersRequest._ENCODERS = (None, _encode_WriteTxnMarkersRequest_v1, _encode_WriteTxnMarkersRequest_v2,)
    WritableTxnMarkerPartitionResult._DECODERS = (None, _decode_WritableTxnMarkerPartitionResult_v1_to_2, _decode_WritableTxnMarkerPartitionResult_v1_to_2,)
    WritableTxnMarkerPartitionResult._ENCODERS = (None, _encode_WritableTxnMarkerPartitionResult_v1_to_2, _encode_WritableTxnMarkerPartitionResult_v1_to_2,)
    WritableTxnMarkerTopicResult._DECODERS = (None, _decode_WritableTxnMarkerTopicResult_v1_to_2, _decode_WritableTxnMarkerTopicResult_v1_to_2,)
    WritableTxnMarkerTopicResult._ENCODERS = (None, _encode_WritableTxnMarkerTopicResult_v1_to_2, _encode_WritableTxnMarkerTopicResult_v1_to_2,)
    WritableTxnMarkerResult._DECODERS = (None, _decode_WritableTxnMarkerResult_v1_to_2, _decode_WritableTxnMarkerResult_v1_to_2,)
    WritableTxnMarkerResult._ENCODERS = (None, _encode_WritableTxnMarkerResult_v1_to_2, _encode_WritableTxnMarkerResult_v1_to_2,)
    WriteTxnMarkersResponse._DECODERS = (None, _decode_WriteTxnMarkersResponse_v1_to_2, _decode_WriteTxnMarkersResponse_v1_to_2,)
    WriteTxnMarkersResponse._ENCODERS = (None, _encode_WriteTxnMarkersResponse_v1_to_2, _encode_WriteTxnMarkersResponse_v1_to_2,)
