"""Generated from schemas/BrokerHeartbeatRequest.json, schemas/BrokerHeartbeatResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_ihooo = _struct.Struct('>ih???')
_S_ihoooB = _struct.Struct('>ih???B')
_S_iqqoo = _struct.Struct('>iqq??')
_S_iqqooB = _struct.Struct('>iqq??B')

__all__ = [
    'BrokerHeartbeatRequest',
    'BrokerHeartbeatResponse',
]

class BrokerHeartbeatRequest(_Message):
    """BrokerHeartbeatRequest (API key 63): versions 0-2, flexible 0+."""

    __slots__ = ('broker_id', 'broker_epoch', 'current_metadata_offset', 'want_fence', 'want_shut_down', 'offline_log_dirs', 'cordoned_log_dirs', 'unknown_tagged_fields')
    _FIELDS = ('broker_id', 'broker_epoch', 'current_metadata_offset', 'want_fence', 'want_shut_down', 'offline_log_dirs', 'cordoned_log_dirs')
    NAME = 'BrokerHeartbeatRequest'
    API_KEY = 63
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0

    #: int32 (brokerId), versions 0+.
    broker_id: int
    #: int64, versions 0+, default -1.
    broker_epoch: int
    #: int64, versions 0+.
    current_metadata_offset: int
    #: bool, versions 0+.
    want_fence: bool
    #: bool, versions 0+.
    want_shut_down: bool
    #: []uuid, versions 1+, tagged 1+ as tag 0.
    offline_log_dirs: list[uuid.UUID]
    #: []uuid, versions 2+, nullable 2+, tagged 2+ as tag 1, default null.
    cordoned_log_dirs: list[uuid.UUID] | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, broker_id=0, broker_epoch=-1, current_metadata_offset=0, want_fence=False, want_shut_down=False, offline_log_dirs=_UNSET, cordoned_log_dirs=None, unknown_tagged_fields=None):
        self.broker_id = broker_id
        self.broker_epoch = broker_epoch
        self.current_metadata_offset = current_metadata_offset
        self.want_fence = want_fence
        self.want_shut_down = want_shut_down
        self.offline_log_dirs = [] if offline_log_dirs is _UNSET else offline_log_dirs
        self.cordoned_log_dirs = cordoned_log_dirs
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, BrokerHeartbeatRequest):
            return NotImplemented
        return (
            self.broker_id == other.broker_id and
            self.broker_epoch == other.broker_epoch and
            self.current_metadata_offset == other.current_metadata_offset and
            self.want_fence == other.want_fence and
            self.want_shut_down == other.want_shut_down and
            self.offline_log_dirs == other.offline_log_dirs and
            self.cordoned_log_dirs == other.cordoned_log_dirs and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class BrokerHeartbeatResponse(_Message):
    """BrokerHeartbeatResponse (API key 63): versions 0-2, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'is_caught_up', 'is_fenced', 'should_shut_down', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'is_caught_up', 'is_fenced', 'should_shut_down')
    NAME = 'BrokerHeartbeatResponse'
    API_KEY = 63
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: bool, versions 0+, default false.
    is_caught_up: bool
    #: bool, versions 0+, default true.
    is_fenced: bool
    #: bool, versions 0+.
    should_shut_down: bool
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, is_caught_up=False, is_fenced=True, should_shut_down=False, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.is_caught_up = is_caught_up
        self.is_fenced = is_fenced
        self.should_shut_down = should_shut_down
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, BrokerHeartbeatResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.is_caught_up == other.is_caught_up and
            self.is_fenced == other.is_fenced and
            self.should_shut_down == other.should_shut_down and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


def _decode_tags_BrokerHeartbeatRequest_v1(self, buf, pos):
    limit = len(buf)
    count, pos = _read_uvarint(buf, pos)
    unknown = None
    for _ in range(count):
        tag, pos = _read_uvarint(buf, pos)
        size, pos = _read_uvarint(buf, pos)
        tag_end = pos + size
        if tag_end > limit:
            raise _DecodeError('tagged field runs past the end of the buffer')
        if tag == 0:
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
                self.offline_log_dirs = []
            elif n < 0:
                raise _DecodeError('non-nullable array OfflineLogDirs is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array OfflineLogDirs claims more elements than bytes')
                items0 = []
                for _ in range(n):
                    item0 = _uuid(bytes(buf[pos:pos + 16]))
                    pos += 16
                    items0.append(item0)
                self.offline_log_dirs = items0
        else:
            if unknown is None:
                unknown = {}
            unknown[tag] = bytes(buf[pos:tag_end])
        pos = tag_end
    self.unknown_tagged_fields = unknown
    return pos


def _decode_tags_BrokerHeartbeatRequest_v2(self, buf, pos):
    limit = len(buf)
    count, pos = _read_uvarint(buf, pos)
    unknown = None
    for _ in range(count):
        tag, pos = _read_uvarint(buf, pos)
        size, pos = _read_uvarint(buf, pos)
        tag_end = pos + size
        if tag_end > limit:
            raise _DecodeError('tagged field runs past the end of the buffer')
        if tag == 0:
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
                self.offline_log_dirs = []
            elif n < 0:
                raise _DecodeError('non-nullable array OfflineLogDirs is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array OfflineLogDirs claims more elements than bytes')
                items0 = []
                for _ in range(n):
                    item0 = _uuid(bytes(buf[pos:pos + 16]))
                    pos += 16
                    items0.append(item0)
                self.offline_log_dirs = items0
        elif tag == 1:
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
                self.cordoned_log_dirs = []
            elif n < 0:
                self.cordoned_log_dirs = None
            else:
                if n > limit - pos:
                    raise _DecodeError('array CordonedLogDirs claims more elements than bytes')
                items0 = []
                for _ in range(n):
                    item0 = _uuid(bytes(buf[pos:pos + 16]))
                    pos += 16
                    items0.append(item0)
                self.cordoned_log_dirs = items0
        else:
            if unknown is None:
                unknown = {}
            unknown[tag] = bytes(buf[pos:tag_end])
        pos = tag_end
    self.unknown_tagged_fields = unknown
    return pos


def _decode_BrokerHeartbeatRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(BrokerHeartbeatRequest)
    self.broker_id, self.broker_epoch, self.current_metadata_offset, self.want_fence, self.want_shut_down, _t = _S_iqqooB.unpack_from(buf, pos)
    pos += 23
    self.offline_log_dirs = []
    self.cordoned_log_dirs = None
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_BrokerHeartbeatRequest_v0(o, out, big):
    w = out.append
    if o.offline_log_dirs:
        raise _UnsupportedVersionError('BrokerHeartbeatRequest.offline_log_dirs is set, but only versions 1+ have it')
    if o.cordoned_log_dirs is not None:
        raise _UnsupportedVersionError('BrokerHeartbeatRequest.cordoned_log_dirs is set, but only versions 2+ have it')
    w(_S_iqqoo.pack(o.broker_id, o.broker_epoch, o.current_metadata_offset, o.want_fence, o.want_shut_down))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_BrokerHeartbeatRequest_v1(buf, pos):
    limit = len(buf)
    self = _new(BrokerHeartbeatRequest)
    self.broker_id, self.broker_epoch, self.current_metadata_offset, self.want_fence, self.want_shut_down, _t = _S_iqqooB.unpack_from(buf, pos)
    pos += 23
    self.offline_log_dirs = []
    self.cordoned_log_dirs = None
    if _t:
        pos -= 1
        pos = _decode_tags_BrokerHeartbeatRequest_v1(self, buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_BrokerHeartbeatRequest_v1(o, out, big):
    w = out.append
    if o.cordoned_log_dirs is not None:
        raise _UnsupportedVersionError('BrokerHeartbeatRequest.cordoned_log_dirs is set, but only versions 2+ have it')
    w(_S_iqqoo.pack(o.broker_id, o.broker_epoch, o.current_metadata_offset, o.want_fence, o.want_shut_down))
    tags = None
    if o.offline_log_dirs:
        sub = []
        outer, outer_big, out, big = out, big, sub, None
        w = sub.append
        items0 = o.offline_log_dirs
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('BrokerHeartbeatRequest.offline_log_dirs is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                w(item0.bytes)
        out, big = outer, outer_big
        w = out.append
        tags = [*(tags or ()), (0, b''.join(sub))]
    if tags is None and not o.unknown_tagged_fields:
        w(b'\x00')
    elif not o.unknown_tagged_fields:
        w(_SMALL_UVARINTS[len(tags)])
        for tag, data in tags:
            size = len(data)
            w(_SMALL_UVARINTS[tag])
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            w(data)
    else:
        _write_tags(tags or [], o.unknown_tagged_fields, w)


def _decode_BrokerHeartbeatRequest_v2(buf, pos):
    limit = len(buf)
    self = _new(BrokerHeartbeatRequest)
    self.broker_id, self.broker_epoch, self.current_metadata_offset, self.want_fence, self.want_shut_down, _t = _S_iqqooB.unpack_from(buf, pos)
    pos += 23
    self.offline_log_dirs = []
    self.cordoned_log_dirs = None
    if _t:
        pos -= 1
        pos = _decode_tags_BrokerHeartbeatRequest_v2(self, buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_BrokerHeartbeatRequest_v2(o, out, big):
    w = out.append
    w(_S_iqqoo.pack(o.broker_id, o.broker_epoch, o.current_metadata_offset, o.want_fence, o.want_shut_down))
    tags = None
    if o.offline_log_dirs:
        sub = []
        outer, outer_big, out, big = out, big, sub, None
        w = sub.append
        items0 = o.offline_log_dirs
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('BrokerHeartbeatRequest.offline_log_dirs is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                w(item0.bytes)
        out, big = outer, outer_big
        w = out.append
        tags = [*(tags or ()), (0, b''.join(sub))]
    if o.cordoned_log_dirs is not None:
        sub = []
        outer, outer_big, out, big = out, big, sub, None
        w = sub.append
        items0 = o.cordoned_log_dirs
        if not items0:
            if items0 is None:
                w(b'\x00')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                w(item0.bytes)
        out, big = outer, outer_big
        w = out.append
        tags = [*(tags or ()), (1, b''.join(sub))]
    if tags is None and not o.unknown_tagged_fields:
        w(b'\x00')
    elif not o.unknown_tagged_fields:
        w(_SMALL_UVARINTS[len(tags)])
        for tag, data in tags:
            size = len(data)
            w(_SMALL_UVARINTS[tag])
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            w(data)
    else:
        _write_tags(tags or [], o.unknown_tagged_fields, w)


def _decode_BrokerHeartbeatResponse_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(BrokerHeartbeatResponse)
    self.throttle_time_ms, self.error_code, self.is_caught_up, self.is_fenced, self.should_shut_down, _t = _S_ihoooB.unpack_from(buf, pos)
    pos += 10
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_BrokerHeartbeatResponse_v0_to_2(o, out, big):
    w = out.append
    w(_S_ihooo.pack(o.throttle_time_ms, o.error_code, o.is_caught_up, o.is_fenced, o.should_shut_down))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


BrokerHeartbeatRequest._DECODERS = (_decode_BrokerHeartbeatRequest_v0, _decode_BrokerHeartbeatRequest_v1, _decode_BrokerHeartbeatRequest_v2,)
BrokerHeartbeatRequest._ENCODERS = (_encode_BrokerHeartbeatRequest_v0, _encode_BrokerHeartbeatRequest_v1, _encode_BrokerHeartbeatRequest_v2,)
BrokerHeartbeatResponse._DECODERS = (_decode_BrokerHeartbeatResponse_v0_to_2, _decode_BrokerHeartbeatResponse_v0_to_2, _decode_BrokerHeartbeatResponse_v0_to_2,)
BrokerHeartbeatResponse._ENCODERS = (_encode_BrokerHeartbeatResponse_v0_to_2, _encode_BrokerHeartbeatResponse_v0_to_2, _encode_BrokerHeartbeatResponse_v0_to_2,)
