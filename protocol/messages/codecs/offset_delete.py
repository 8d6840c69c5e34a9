"""Generated from schemas/OffsetDeleteRequest.json, schemas/OffsetDeleteResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_hi = _struct.Struct('>hi')
_S_hii = _struct.Struct('>hii')
_S_i = _struct.Struct('>i')
_S_ih = _struct.Struct('>ih')

def _decode_OffsetDeleteRequestPartition_v0(buf, pos):
    limit = len(buf)
    self = _new(OffsetDeleteRequestPartition)
    self.partition_index, = _S_i.unpack_from(buf, pos)
    pos += 4
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetDeleteRequestPartition_v0(o, out, big):
    w = out.append
    w(_S_i.pack(o.partition_index))


def _decode_OffsetDeleteRequestTopic_v0(buf, pos):
    limit = len(buf)
    self = _new(OffsetDeleteRequestTopic)
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
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(OffsetDeleteRequestPartition)
            item0.partition_index, = _S_i.unpack_from(buf, pos)
            pos += 4
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetDeleteRequestTopic_v0(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('OffsetDeleteRequestTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetDeleteRequestTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_i.pack(item0.partition_index))


def _decode_OffsetDeleteRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(OffsetDeleteRequest)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field GroupId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field GroupId runs past the end of the buffer')
        self.group_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
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
            item0 = _new(OffsetDeleteRequestTopic)
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
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(OffsetDeleteRequestPartition)
                    item1.partition_index, = _S_i.unpack_from(buf, pos)
                    pos += 4
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetDeleteRequest_v0(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('OffsetDeleteRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetDeleteRequest.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('OffsetDeleteRequestTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('OffsetDeleteRequestTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_i.pack(item1.partition_index))


def _decode_OffsetDeleteResponsePartition_v0(buf, pos):
    limit = len(buf)
    self = _new(OffsetDeleteResponsePartition)
    self.partition_index, self.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetDeleteResponsePartition_v0(o, out, big):
    w = out.append
    w(_S_ih.pack(o.partition_index, o.error_code))


def _decode_OffsetDeleteResponseTopic_v0(buf, pos):
    limit = len(buf)
    self = _new(OffsetDeleteResponseTopic)
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
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(OffsetDeleteResponsePartition)
            item0.partition_index, item0.error_code = _S_ih.unpack_from(buf, pos)
            pos += 6
            item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetDeleteResponseTopic_v0(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('OffsetDeleteResponseTopic.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetDeleteResponseTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_ih.pack(item0.partition_index, item0.error_code))


def _decode_OffsetDeleteResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(OffsetDeleteResponse)
    self.error_code, self.throttle_time_ms, n = _S_hii.unpack_from(buf, pos)
    pos += 10
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
            item0 = _new(OffsetDeleteResponseTopic)
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
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(OffsetDeleteResponsePartition)
                    item1.partition_index, item1.error_code = _S_ih.unpack_from(buf, pos)
                    pos += 6
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_OffsetDeleteResponse_v0(o, out, big):
    w = out.append
    w(_S_hi.pack(o.error_code, o.throttle_time_ms))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('OffsetDeleteResponse.topics is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('OffsetDeleteResponseTopic.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('OffsetDeleteResponseTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_ih.pack(item1.partition_index, item1.error_code))


def attach(classes):
    """Bind the classes of messages/offset_delete.py (`classes`: its namespace) and give
    them their per-version tables."""
    global OffsetDeleteRequestPartition, OffsetDeleteRequestTopic, OffsetDeleteRequest, OffsetDeleteResponsePartition, OffsetDeleteResponseTopic, OffsetDeleteResponse
    OffsetDeleteRequestPartition = classes['OffsetDeleteRequestPartition']
    OffsetDeleteRequestTopic = classes['OffsetDeleteRequestTopic']
    OffsetDeleteRequest = classes['OffsetDeleteRequest']
    OffsetDeleteResponsePartition = classes['OffsetDeleteResponsePartition']
    OffsetDeleteResponseTopic = classes['OffsetDeleteResponseTopic']
    OffsetDeleteResponse = classes['OffsetDeleteResponse']
    OffsetDeleteRequestPartition._DECODERS = (_decode_OffsetDeleteRequestPartition_v0,)
    OffsetDeleteRequestPartition._ENCODERS = (_encode_OffsetDeleteRequestPartition_v0,)
    OffsetDeleteRequestTopic._DECODERS = (_decode_OffsetDeleteRequestTopic_v0,)
    OffsetDeleteRequestTopic._ENCODERS = (_encode_OffsetDeleteRequestTopic_v0,)
    OffsetDeleteRequest._DECODERS = (_decode_OffsetDeleteRequest_v0,)
    OffsetDeleteRequest._ENCODERS = (_encode_OffsetDeleteRequest_v0,)
    OffsetDeleteResponsePartition._DECODERS = (_decode_OffsetDeleteResponsePartition_v0,)
    OffsetDeleteResponsePartition._ENCODERS = (_encode_OffsetDeleteResponsePartition_v0,)
    OffsetDeleteResponseTopic._DECODERS = (_decode_OffsetDeleteResponseTopic_v0,)
    OffsetDeleteResponseTopic._ENCODERS = (_encode_OffsetDeleteResponseTopic_v0,)
    OffsetDeleteResponse._DECODERS = (_decode_OffsetDeleteResponse_v0,)
    OffsetDeleteResponse._ENCODERS = (_encode_OffsetDeleteResponse_v0,)
