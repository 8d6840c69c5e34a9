"""Generated from schemas/OffsetDeleteRequest.json, schemas/OffsetDeleteResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import struct as _struct
import uuid

from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import DecodeError as _DecodeError
from ..codec import Message as _Message
from ..codec import UnsupportedVersionError as _UnsupportedVersionError
from ..codec import read_uvarint as _read_uvarint
from ..codec import uuid_from_bytes as _uuid
from ..codec import uvarint_bytes as _uvarint_bytes
from ..codec import SMALL_UVARINTS as _SMALL_UVARINTS
from ..codec import read_unknown_tags as _read_unknown_tags
from ..codec import write_tags as _write_tags
from ..codec import UNSET as _UNSET
from ..codec import frozen_default as _frozen_default

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

__all__ = [
    'OffsetDeleteRequestPartition',
    'OffsetDeleteRequestTopic',
    'OffsetDeleteRequest',
    'OffsetDeleteResponsePartition',
    'OffsetDeleteResponseTopic',
    'OffsetDeleteResponse',
]

class OffsetDeleteRequestPartition(_Message):
    """OffsetDeleteRequest: an element of OffsetDeleteRequestTopic.partitions."""

    __slots__ = ('partition_index', 'unknown_tagged_fields')
    _FIELDS = ('partition_index',)

    #: int32, versions 0+.
    partition_index: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetDeleteRequestPartition):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetDeleteRequestTopic(_Message):
    """OffsetDeleteRequest: an element of OffsetDeleteRequest.topics."""

    __slots__ = ('name', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('name', 'partitions')

    #: string (topicName), versions 0+, map key.
    name: str
    #: []OffsetDeleteRequestPartition, versions 0+.
    partitions: list[OffsetDeleteRequestPartition]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', partitions=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetDeleteRequestTopic):
            return NotImplemented
        return (
            self.name == other.name and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetDeleteRequest(_Message):
    """OffsetDeleteRequest (API key 47): versions 0."""

    __slots__ = ('group_id', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'topics')
    NAME = 'OffsetDeleteRequest'
    API_KEY = 47
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = None

    #: string (groupId), versions 0+.
    group_id: str
    #: []OffsetDeleteRequestTopic, versions 0+.
    topics: list[OffsetDeleteRequestTopic]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id='', topics=_UNSET, unknown_tagged_fields=None):
        self.group_id = group_id
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetDeleteRequest):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetDeleteResponsePartition(_Message):
    """OffsetDeleteResponse: an element of OffsetDeleteResponseTopic.partitions."""

    __slots__ = ('partition_index', 'error_code', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'error_code')

    #: int32, versions 0+, map key.
    partition_index: int
    #: int16, versions 0+.
    error_code: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, error_code=0, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.error_code = error_code
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetDeleteResponsePartition):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.error_code == other.error_code and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetDeleteResponseTopic(_Message):
    """OffsetDeleteResponse: an element of OffsetDeleteResponse.topics."""

    __slots__ = ('name', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('name', 'partitions')

    #: string (topicName), versions 0+, map key.
    name: str
    #: []OffsetDeleteResponsePartition, versions 0+.
    partitions: list[OffsetDeleteResponsePartition]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, name='', partitions=_UNSET, unknown_tagged_fields=None):
        self.name = name
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetDeleteResponseTopic):
            return NotImplemented
        return (
            self.name == other.name and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class OffsetDeleteResponse(_Message):
    """OffsetDeleteResponse (API key 47): versions 0."""

    __slots__ = ('error_code', 'throttle_time_ms', 'topics', 'unknown_tagged_fields')
    _FIELDS = ('error_code', 'throttle_time_ms', 'topics')
    NAME = 'OffsetDeleteResponse'
    API_KEY = 47
    MIN_VERSION = 0
    MAX_VERSION = 0
    FLEXIBLE_VERSION = None

    #: int16, versions 0+.
    error_code: int
    #: int32, versions 0+, ignorable.
    throttle_time_ms: int
    #: []OffsetDeleteResponseTopic, versions 0+.
    topics: list[OffsetDeleteResponseTopic]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, error_code=0, throttle_time_ms=0, topics=_UNSET, unknown_tagged_fields=None):
        self.error_code = error_code
        self.throttle_time_ms = throttle_time_ms
        self.topics = [] if topics is _UNSET else topics
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, OffsetDeleteResponse):
            return NotImplemented
        return (
            self.error_code == other.error_code and
            self.throttle_time_ms == other.throttle_time_ms and
            self.topics == other.topics and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


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
