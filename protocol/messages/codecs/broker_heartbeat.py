"""Generated from schemas/BrokerHeartbeatRequest.json, schemas/BrokerHeartbeatResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_ihooo = _struct.Struct('>ih???')
_S_ihoooB = _struct.Struct('>ih???B')
_S_iqqoo = _struct.Struct('>iqq??')
_S_iqqooB = _struct.Struct('>iqq??B')

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


def attach(classes):
    """Bind the classes of messages/broker_heartbeat.py (`classes`: its namespace) and give
    them their per-version tables."""
    global BrokerHeartbeatRequest, BrokerHeartbeatResponse
    BrokerHeartbeatRequest = classes['BrokerHeartbeatRequest']
    BrokerHeartbeatResponse = classes['BrokerHeartbeatResponse']
    BrokerHeartbeatRequest._DECODERS = (_decode_BrokerHeartbeatRequest_v0, _decode_BrokerHeartbeatRequest_v1, _decode_BrokerHeartbeatRequest_v2,)
    BrokerHeartbeatRequest._ENCODERS = (_encode_BrokerHeartbeatRequest_v0, _encode_BrokerHeartbeatRequest_v1, _encode_BrokerHeartbeatRequest_v2,)
    BrokerHeartbeatResponse._DECODERS = (_decode_BrokerHeartbeatResponse_v0_to_2, _decode_BrokerHeartbeatResponse_v0_to_2, _decode_BrokerHeartbeatResponse_v0_to_2,)
    BrokerHeartbeatResponse._ENCODERS = (_encode_BrokerHeartbeatResponse_v0_to_2, _encode_BrokerHeartbeatResponse_v0_to_2, _encode_BrokerHeartbeatResponse_v0_to_2,)
