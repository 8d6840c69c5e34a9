"""Generated from schemas/HeartbeatRequest.json, schemas/HeartbeatResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_i = _struct.Struct('>i')
_S_iBB = _struct.Struct('>iBB')
_S_ih = _struct.Struct('>ih')
_S_ihB = _struct.Struct('>ihB')

def _decode_HeartbeatRequest_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(HeartbeatRequest)
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
    self.generation_id, n = _S_ih.unpack_from(buf, pos)
    pos += 6
    if n < 0:
        raise _DecodeError('non-nullable field MemberId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field MemberId runs past the end of the buffer')
        self.member_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.group_instance_id = None
    self.unknown_tagged_fields = None
    return self, pos


def _encode_HeartbeatRequest_v0_to_2(o, out, big):
    w = out.append
    if o.group_instance_id is not None:
        raise _UnsupportedVersionError('HeartbeatRequest.group_instance_id is set, but only versions 3+ have it')
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('HeartbeatRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_i.pack(o.generation_id))
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('HeartbeatRequest.member_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_HeartbeatRequest_v3(buf, pos):
    limit = len(buf)
    self = _new(HeartbeatRequest)
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
    self.generation_id, n = _S_ih.unpack_from(buf, pos)
    pos += 6
    if n < 0:
        raise _DecodeError('non-nullable field MemberId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field MemberId runs past the end of the buffer')
        self.member_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        self.group_instance_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field GroupInstanceId runs past the end of the buffer')
        self.group_instance_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_HeartbeatRequest_v3(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('HeartbeatRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_i.pack(o.generation_id))
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('HeartbeatRequest.member_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.group_instance_id
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_HeartbeatRequest_v4(buf, pos):
    limit = len(buf)
    self = _new(HeartbeatRequest)
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
        raise _DecodeError('non-nullable field GroupId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field GroupId runs past the end of the buffer')
        self.group_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.generation_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n < 0:
        raise _DecodeError('non-nullable field MemberId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field MemberId runs past the end of the buffer')
        self.member_id = str(buf[pos:end], 'utf-8', 'replace')
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
        self.group_instance_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field GroupInstanceId runs past the end of the buffer')
        self.group_instance_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_HeartbeatRequest_v4(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('HeartbeatRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_i.pack(o.generation_id))
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('HeartbeatRequest.member_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.group_instance_id
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


def _decode_HeartbeatResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(HeartbeatResponse)
    self.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    self.throttle_time_ms = 0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_HeartbeatResponse_v0(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))


def _decode_HeartbeatResponse_v1_to_3(buf, pos):
    limit = len(buf)
    self = _new(HeartbeatResponse)
    self.throttle_time_ms, self.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    self.unknown_tagged_fields = None
    return self, pos


def _encode_HeartbeatResponse_v1_to_3(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))


def _decode_HeartbeatResponse_v4(buf, pos):
    limit = len(buf)
    self = _new(HeartbeatResponse)
    self.throttle_time_ms, self.error_code, _t = _S_ihB.unpack_from(buf, pos)
    pos += 7
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_HeartbeatResponse_v4(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/heartbeat.py (`classes`: its namespace) and give
    them their per-version tables."""
    global HeartbeatRequest, HeartbeatResponse
    HeartbeatRequest = classes['HeartbeatRequest']
    HeartbeatResponse = classes['HeartbeatResponse']
    HeartbeatRequest._DECODERS = (_decode_HeartbeatRequest_v0_to_2, _decode_HeartbeatRequest_v0_to_2, _decode_HeartbeatRequest_v0_to_2, _decode_HeartbeatRequest_v3, _decode_HeartbeatRequest_v4,)
    HeartbeatRequest._ENCODERS = (_encode_HeartbeatRequest_v0_to_2, _encode_HeartbeatRequest_v0_to_2, _encode_HeartbeatRequest_v0_to_2, _encode_HeartbeatRequest_v3, _encode_HeartbeatRequest_v4,)
    HeartbeatResponse._DECODERS = (_decode_HeartbeatResponse_v0, _decode_HeartbeatResponse_v1_to_3, _decode_HeartbeatResponse_v1_to_3, _decode_HeartbeatResponse_v1_to_3, _decode_HeartbeatResponse_v4,)
    HeartbeatResponse._ENCODERS = (_encode_HeartbeatResponse_v0, _encode_HeartbeatResponse_v1_to_3, _encode_HeartbeatResponse_v1_to_3, _encode_HeartbeatResponse_v1_to_3, _encode_HeartbeatResponse_v4,)
