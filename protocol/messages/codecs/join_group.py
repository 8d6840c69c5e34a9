"""Generated from schemas/JoinGroupRequest.json, schemas/JoinGroupResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_hih = _struct.Struct('>hih')
_S_i = _struct.Struct('>i')
_S_ih = _struct.Struct('>ih')
_S_ihi = _struct.Struct('>ihi')
_S_ihiBB = _struct.Struct('>ihiBB')
_S_ihih = _struct.Struct('>ihih')
_S_ii = _struct.Struct('>ii')
_S_iiBB = _struct.Struct('>iiBB')
_S_iih = _struct.Struct('>iih')
_S_o = _struct.Struct('>?')
_S_oBB = _struct.Struct('>?BB')

def _decode_JoinGroupRequestProtocol_v0_to_5(buf, pos):
    limit = len(buf)
    self = _new(JoinGroupRequestProtocol)
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
    if n < 0:
        raise _DecodeError('non-nullable field Metadata is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Metadata runs past the end of the buffer')
        self.metadata = buf[pos:end]
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_JoinGroupRequestProtocol_v0_to_5(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('JoinGroupRequestProtocol.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.metadata
    if v is None:
        raise _UnsupportedVersionError('JoinGroupRequestProtocol.metadata is None, but it cannot be null')
    else:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)


def _decode_JoinGroupRequestProtocol_v6_to_9(buf, pos):
    limit = len(buf)
    self = _new(JoinGroupRequestProtocol)
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
    if n < 0:
        raise _DecodeError('non-nullable field Metadata is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Metadata runs past the end of the buffer')
        self.metadata = buf[pos:end]
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_JoinGroupRequestProtocol_v6_to_9(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('JoinGroupRequestProtocol.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.metadata
    if v is None:
        raise _UnsupportedVersionError('JoinGroupRequestProtocol.metadata is None, but it cannot be null')
    else:
        n = len(v)
        if n < 1536:
            w(_SMALL_UVARINTS[n + 1])
            w(v)
        else:
            size = n + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            if big is None:
                w(v)
            else:
                big += (_join(out), v)
                out.clear()
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_JoinGroupRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(JoinGroupRequest)
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
    self.session_timeout_ms, n = _S_ih.unpack_from(buf, pos)
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
        raise _DecodeError('non-nullable field ProtocolType is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ProtocolType runs past the end of the buffer')
        self.protocol_type = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.protocols = []
    elif n < 0:
        raise _DecodeError('non-nullable array Protocols is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Protocols claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(JoinGroupRequestProtocol)
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
            if n < 0:
                raise _DecodeError('non-nullable field Metadata is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Metadata runs past the end of the buffer')
                item0.metadata = buf[pos:end]
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.protocols = items0
    self.rebalance_timeout_ms = -1
    self.group_instance_id = None
    self.reason = None
    self.unknown_tagged_fields = None
    return self, pos


def _encode_JoinGroupRequest_v0(o, out, big):
    w = out.append
    if o.group_instance_id is not None:
        raise _UnsupportedVersionError('JoinGroupRequest.group_instance_id is set, but only versions 5+ have it')
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('JoinGroupRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_i.pack(o.session_timeout_ms))
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('JoinGroupRequest.member_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.protocol_type
    if v is None:
        raise _UnsupportedVersionError('JoinGroupRequest.protocol_type is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.protocols
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('JoinGroupRequest.protocols is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('JoinGroupRequestProtocol.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.metadata
            if v is None:
                raise _UnsupportedVersionError('JoinGroupRequestProtocol.metadata is None, but it cannot be null')
            else:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)


def _decode_JoinGroupRequest_v1_to_4(buf, pos):
    limit = len(buf)
    self = _new(JoinGroupRequest)
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
    self.session_timeout_ms, self.rebalance_timeout_ms, n = _S_iih.unpack_from(buf, pos)
    pos += 10
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
        raise _DecodeError('non-nullable field ProtocolType is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ProtocolType runs past the end of the buffer')
        self.protocol_type = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.protocols = []
    elif n < 0:
        raise _DecodeError('non-nullable array Protocols is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Protocols claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(JoinGroupRequestProtocol)
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
            if n < 0:
                raise _DecodeError('non-nullable field Metadata is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Metadata runs past the end of the buffer')
                item0.metadata = buf[pos:end]
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.protocols = items0
    self.group_instance_id = None
    self.reason = None
    self.unknown_tagged_fields = None
    return self, pos


def _encode_JoinGroupRequest_v1_to_4(o, out, big):
    w = out.append
    if o.group_instance_id is not None:
        raise _UnsupportedVersionError('JoinGroupRequest.group_instance_id is set, but only versions 5+ have it')
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('JoinGroupRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('JoinGroupRequest.member_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.protocol_type
    if v is None:
        raise _UnsupportedVersionError('JoinGroupRequest.protocol_type is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.protocols
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('JoinGroupRequest.protocols is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('JoinGroupRequestProtocol.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.metadata
            if v is None:
                raise _UnsupportedVersionError('JoinGroupRequestProtocol.metadata is None, but it cannot be null')
            else:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)


def _decode_JoinGroupRequest_v5(buf, pos):
    limit = len(buf)
    self = _new(JoinGroupRequest)
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
    self.session_timeout_ms, self.rebalance_timeout_ms, n = _S_iih.unpack_from(buf, pos)
    pos += 10
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
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field ProtocolType is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ProtocolType runs past the end of the buffer')
        self.protocol_type = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.protocols = []
    elif n < 0:
        raise _DecodeError('non-nullable array Protocols is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Protocols claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(JoinGroupRequestProtocol)
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
            if n < 0:
                raise _DecodeError('non-nullable field Metadata is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Metadata runs past the end of the buffer')
                item0.metadata = buf[pos:end]
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.protocols = items0
    self.reason = None
    self.unknown_tagged_fields = None
    return self, pos


def _encode_JoinGroupRequest_v5(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('JoinGroupRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('JoinGroupRequest.member_id is None, but it cannot be null')
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
    v = o.protocol_type
    if v is None:
        raise _UnsupportedVersionError('JoinGroupRequest.protocol_type is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.protocols
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('JoinGroupRequest.protocols is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('JoinGroupRequestProtocol.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.metadata
            if v is None:
                raise _UnsupportedVersionError('JoinGroupRequestProtocol.metadata is None, but it cannot be null')
            else:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)


def _decode_JoinGroupRequest_v6_to_7(buf, pos):
    limit = len(buf)
    self = _new(JoinGroupRequest)
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
    self.session_timeout_ms, self.rebalance_timeout_ms, n, _n2 = _S_iiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 9
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 10
    else:
        n, pos = _read_uvarint(buf, pos + 8)
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
        raise _DecodeError('non-nullable field ProtocolType is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ProtocolType runs past the end of the buffer')
        self.protocol_type = str(buf[pos:end], 'utf-8', 'replace')
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
        self.protocols = []
    elif n < 0:
        raise _DecodeError('non-nullable array Protocols is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Protocols claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(JoinGroupRequestProtocol)
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
            if n < 0:
                raise _DecodeError('non-nullable field Metadata is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Metadata runs past the end of the buffer')
                item0.metadata = buf[pos:end]
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.protocols = items0
    self.reason = None
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_JoinGroupRequest_v6_to_7(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('JoinGroupRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('JoinGroupRequest.member_id is None, but it cannot be null')
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
    v = o.protocol_type
    if v is None:
        raise _UnsupportedVersionError('JoinGroupRequest.protocol_type is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.protocols
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('JoinGroupRequest.protocols is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('JoinGroupRequestProtocol.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.metadata
            if v is None:
                raise _UnsupportedVersionError('JoinGroupRequestProtocol.metadata is None, but it cannot be null')
            else:
                n = len(v)
                if n < 1536:
                    w(_SMALL_UVARINTS[n + 1])
                    w(v)
                else:
                    size = n + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    if big is None:
                        w(v)
                    else:
                        big += (_join(out), v)
                        out.clear()
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_JoinGroupRequest_v8_to_9(buf, pos):
    limit = len(buf)
    self = _new(JoinGroupRequest)
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
    self.session_timeout_ms, self.rebalance_timeout_ms, n, _n2 = _S_iiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 9
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 10
    else:
        n, pos = _read_uvarint(buf, pos + 8)
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
        raise _DecodeError('non-nullable field ProtocolType is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ProtocolType runs past the end of the buffer')
        self.protocol_type = str(buf[pos:end], 'utf-8', 'replace')
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
        self.protocols = []
    elif n < 0:
        raise _DecodeError('non-nullable array Protocols is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Protocols claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(JoinGroupRequestProtocol)
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
            if n < 0:
                raise _DecodeError('non-nullable field Metadata is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Metadata runs past the end of the buffer')
                item0.metadata = buf[pos:end]
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.protocols = items0
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
        self.reason = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Reason runs past the end of the buffer')
        self.reason = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_JoinGroupRequest_v8_to_9(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('JoinGroupRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_ii.pack(o.session_timeout_ms, o.rebalance_timeout_ms))
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('JoinGroupRequest.member_id is None, but it cannot be null')
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
    v = o.protocol_type
    if v is None:
        raise _UnsupportedVersionError('JoinGroupRequest.protocol_type is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.protocols
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('JoinGroupRequest.protocols is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('JoinGroupRequestProtocol.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.metadata
            if v is None:
                raise _UnsupportedVersionError('JoinGroupRequestProtocol.metadata is None, but it cannot be null')
            else:
                n = len(v)
                if n < 1536:
                    w(_SMALL_UVARINTS[n + 1])
                    w(v)
                else:
                    size = n + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    if big is None:
                        w(v)
                    else:
                        big += (_join(out), v)
                        out.clear()
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    v = o.reason
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


def _decode_JoinGroupResponseMember_v0_to_4(buf, pos):
    limit = len(buf)
    self = _new(JoinGroupResponseMember)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field MemberId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field MemberId runs past the end of the buffer')
        self.member_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        raise _DecodeError('non-nullable field Metadata is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Metadata runs past the end of the buffer')
        self.metadata = buf[pos:end]
        pos = end
    self.group_instance_id = None
    self.unknown_tagged_fields = None
    return self, pos


def _encode_JoinGroupResponseMember_v0_to_4(o, out, big):
    w = out.append
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponseMember.member_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.metadata
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponseMember.metadata is None, but it cannot be null')
    else:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)


def _decode_JoinGroupResponseMember_v5(buf, pos):
    limit = len(buf)
    self = _new(JoinGroupResponseMember)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
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
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        raise _DecodeError('non-nullable field Metadata is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Metadata runs past the end of the buffer')
        self.metadata = buf[pos:end]
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_JoinGroupResponseMember_v5(o, out, big):
    w = out.append
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponseMember.member_id is None, but it cannot be null')
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
    v = o.metadata
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponseMember.metadata is None, but it cannot be null')
    else:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)


def _decode_JoinGroupResponseMember_v6_to_9(buf, pos):
    limit = len(buf)
    self = _new(JoinGroupResponseMember)
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
        raise _DecodeError('non-nullable field Metadata is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Metadata runs past the end of the buffer')
        self.metadata = buf[pos:end]
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_JoinGroupResponseMember_v6_to_9(o, out, big):
    w = out.append
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponseMember.member_id is None, but it cannot be null')
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
    v = o.metadata
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponseMember.metadata is None, but it cannot be null')
    else:
        n = len(v)
        if n < 1536:
            w(_SMALL_UVARINTS[n + 1])
            w(v)
        else:
            size = n + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            if big is None:
                w(v)
            else:
                big += (_join(out), v)
                out.clear()
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_JoinGroupResponse_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(JoinGroupResponse)
    self.error_code, self.generation_id, n = _S_hih.unpack_from(buf, pos)
    pos += 8
    if n < 0:
        raise _DecodeError('non-nullable field ProtocolName is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ProtocolName runs past the end of the buffer')
        self.protocol_name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field Leader is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Leader runs past the end of the buffer')
        self.leader = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field MemberId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field MemberId runs past the end of the buffer')
        self.member_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.members = []
    elif n < 0:
        raise _DecodeError('non-nullable array Members is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Members claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(JoinGroupResponseMember)
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field MemberId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field MemberId runs past the end of the buffer')
                item0.member_id = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                raise _DecodeError('non-nullable field Metadata is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Metadata runs past the end of the buffer')
                item0.metadata = buf[pos:end]
                pos = end
            item0.group_instance_id = None
            item0.unknown_tagged_fields = None
            append0(item0)
        self.members = items0
    self.throttle_time_ms = 0
    self.protocol_type = None
    self.skip_assignment = False
    self.unknown_tagged_fields = None
    return self, pos


def _encode_JoinGroupResponse_v0_to_1(o, out, big):
    w = out.append
    if o.skip_assignment != False:
        raise _UnsupportedVersionError('JoinGroupResponse.skip_assignment is set, but only versions 9+ have it')
    w(_S_hi.pack(o.error_code, o.generation_id))
    v = o.protocol_name
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponse.protocol_name is None, but only versions 7+ allow null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.leader
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponse.leader is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponse.member_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.members
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('JoinGroupResponse.members is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.member_id
            if v is None:
                raise _UnsupportedVersionError('JoinGroupResponseMember.member_id is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.metadata
            if v is None:
                raise _UnsupportedVersionError('JoinGroupResponseMember.metadata is None, but it cannot be null')
            else:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)


def _decode_JoinGroupResponse_v2_to_4(buf, pos):
    limit = len(buf)
    self = _new(JoinGroupResponse)
    self.throttle_time_ms, self.error_code, self.generation_id, n = _S_ihih.unpack_from(buf, pos)
    pos += 12
    if n < 0:
        raise _DecodeError('non-nullable field ProtocolName is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ProtocolName runs past the end of the buffer')
        self.protocol_name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field Leader is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Leader runs past the end of the buffer')
        self.leader = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field MemberId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field MemberId runs past the end of the buffer')
        self.member_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.members = []
    elif n < 0:
        raise _DecodeError('non-nullable array Members is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Members claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(JoinGroupResponseMember)
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field MemberId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field MemberId runs past the end of the buffer')
                item0.member_id = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                raise _DecodeError('non-nullable field Metadata is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Metadata runs past the end of the buffer')
                item0.metadata = buf[pos:end]
                pos = end
            item0.group_instance_id = None
            item0.unknown_tagged_fields = None
            append0(item0)
        self.members = items0
    self.protocol_type = None
    self.skip_assignment = False
    self.unknown_tagged_fields = None
    return self, pos


def _encode_JoinGroupResponse_v2_to_4(o, out, big):
    w = out.append
    if o.skip_assignment != False:
        raise _UnsupportedVersionError('JoinGroupResponse.skip_assignment is set, but only versions 9+ have it')
    w(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    v = o.protocol_name
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponse.protocol_name is None, but only versions 7+ allow null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.leader
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponse.leader is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponse.member_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.members
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('JoinGroupResponse.members is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.member_id
            if v is None:
                raise _UnsupportedVersionError('JoinGroupResponseMember.member_id is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.metadata
            if v is None:
                raise _UnsupportedVersionError('JoinGroupResponseMember.metadata is None, but it cannot be null')
            else:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)


def _decode_JoinGroupResponse_v5(buf, pos):
    limit = len(buf)
    self = _new(JoinGroupResponse)
    self.throttle_time_ms, self.error_code, self.generation_id, n = _S_ihih.unpack_from(buf, pos)
    pos += 12
    if n < 0:
        raise _DecodeError('non-nullable field ProtocolName is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ProtocolName runs past the end of the buffer')
        self.protocol_name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field Leader is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Leader runs past the end of the buffer')
        self.leader = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field MemberId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field MemberId runs past the end of the buffer')
        self.member_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.members = []
    elif n < 0:
        raise _DecodeError('non-nullable array Members is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Members claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(JoinGroupResponseMember)
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field MemberId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field MemberId runs past the end of the buffer')
                item0.member_id = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                item0.group_instance_id = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupInstanceId runs past the end of the buffer')
                item0.group_instance_id = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                raise _DecodeError('non-nullable field Metadata is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Metadata runs past the end of the buffer')
                item0.metadata = buf[pos:end]
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.members = items0
    self.protocol_type = None
    self.skip_assignment = False
    self.unknown_tagged_fields = None
    return self, pos


def _encode_JoinGroupResponse_v5(o, out, big):
    w = out.append
    if o.skip_assignment != False:
        raise _UnsupportedVersionError('JoinGroupResponse.skip_assignment is set, but only versions 9+ have it')
    w(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    v = o.protocol_name
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponse.protocol_name is None, but only versions 7+ allow null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.leader
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponse.leader is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponse.member_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.members
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('JoinGroupResponse.members is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.member_id
            if v is None:
                raise _UnsupportedVersionError('JoinGroupResponseMember.member_id is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.group_instance_id
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.metadata
            if v is None:
                raise _UnsupportedVersionError('JoinGroupResponseMember.metadata is None, but it cannot be null')
            else:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)


def _decode_JoinGroupResponse_v6(buf, pos):
    limit = len(buf)
    self = _new(JoinGroupResponse)
    self.throttle_time_ms, self.error_code, self.generation_id, n, _n2 = _S_ihiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 11
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 12
    else:
        n, pos = _read_uvarint(buf, pos + 10)
    n -= 1
    if n < 0:
        raise _DecodeError('non-nullable field ProtocolName is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ProtocolName runs past the end of the buffer')
        self.protocol_name = str(buf[pos:end], 'utf-8', 'replace')
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
        raise _DecodeError('non-nullable field Leader is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Leader runs past the end of the buffer')
        self.leader = str(buf[pos:end], 'utf-8', 'replace')
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
    if n == 0:
        self.members = []
    elif n < 0:
        raise _DecodeError('non-nullable array Members is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Members claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(JoinGroupResponseMember)
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
                raise _DecodeError('non-nullable field MemberId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field MemberId runs past the end of the buffer')
                item0.member_id = str(buf[pos:end], 'utf-8', 'replace')
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
                item0.group_instance_id = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupInstanceId runs past the end of the buffer')
                item0.group_instance_id = str(buf[pos:end], 'utf-8', 'replace')
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
                raise _DecodeError('non-nullable field Metadata is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Metadata runs past the end of the buffer')
                item0.metadata = buf[pos:end]
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.members = items0
    self.protocol_type = None
    self.skip_assignment = False
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_JoinGroupResponse_v6(o, out, big):
    w = out.append
    if o.skip_assignment != False:
        raise _UnsupportedVersionError('JoinGroupResponse.skip_assignment is set, but only versions 9+ have it')
    w(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    v = o.protocol_name
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponse.protocol_name is None, but only versions 7+ allow null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.leader
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponse.leader is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponse.member_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.members
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('JoinGroupResponse.members is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.member_id
            if v is None:
                raise _UnsupportedVersionError('JoinGroupResponseMember.member_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.group_instance_id
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.metadata
            if v is None:
                raise _UnsupportedVersionError('JoinGroupResponseMember.metadata is None, but it cannot be null')
            else:
                n = len(v)
                if n < 1536:
                    w(_SMALL_UVARINTS[n + 1])
                    w(v)
                else:
                    size = n + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    if big is None:
                        w(v)
                    else:
                        big += (_join(out), v)
                        out.clear()
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_JoinGroupResponse_v7_to_8(buf, pos):
    limit = len(buf)
    self = _new(JoinGroupResponse)
    self.throttle_time_ms, self.error_code, self.generation_id, n, _n2 = _S_ihiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 11
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 12
    else:
        n, pos = _read_uvarint(buf, pos + 10)
    n -= 1
    if n < 0:
        self.protocol_type = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ProtocolType runs past the end of the buffer')
        self.protocol_type = str(buf[pos:end], 'utf-8', 'replace')
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
        self.protocol_name = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ProtocolName runs past the end of the buffer')
        self.protocol_name = str(buf[pos:end], 'utf-8', 'replace')
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
        raise _DecodeError('non-nullable field Leader is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Leader runs past the end of the buffer')
        self.leader = str(buf[pos:end], 'utf-8', 'replace')
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
    if n == 0:
        self.members = []
    elif n < 0:
        raise _DecodeError('non-nullable array Members is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Members claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(JoinGroupResponseMember)
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
                raise _DecodeError('non-nullable field MemberId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field MemberId runs past the end of the buffer')
                item0.member_id = str(buf[pos:end], 'utf-8', 'replace')
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
                item0.group_instance_id = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupInstanceId runs past the end of the buffer')
                item0.group_instance_id = str(buf[pos:end], 'utf-8', 'replace')
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
                raise _DecodeError('non-nullable field Metadata is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Metadata runs past the end of the buffer')
                item0.metadata = buf[pos:end]
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.members = items0
    self.skip_assignment = False
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_JoinGroupResponse_v7_to_8(o, out, big):
    w = out.append
    if o.skip_assignment != False:
        raise _UnsupportedVersionError('JoinGroupResponse.skip_assignment is set, but only versions 9+ have it')
    w(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    v = o.protocol_type
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.protocol_name
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.leader
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponse.leader is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponse.member_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.members
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('JoinGroupResponse.members is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.member_id
            if v is None:
                raise _UnsupportedVersionError('JoinGroupResponseMember.member_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.group_instance_id
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.metadata
            if v is None:
                raise _UnsupportedVersionError('JoinGroupResponseMember.metadata is None, but it cannot be null')
            else:
                n = len(v)
                if n < 1536:
                    w(_SMALL_UVARINTS[n + 1])
                    w(v)
                else:
                    size = n + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    if big is None:
                        w(v)
                    else:
                        big += (_join(out), v)
                        out.clear()
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_JoinGroupResponse_v9(buf, pos):
    limit = len(buf)
    self = _new(JoinGroupResponse)
    self.throttle_time_ms, self.error_code, self.generation_id, n, _n2 = _S_ihiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 11
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 12
    else:
        n, pos = _read_uvarint(buf, pos + 10)
    n -= 1
    if n < 0:
        self.protocol_type = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ProtocolType runs past the end of the buffer')
        self.protocol_type = str(buf[pos:end], 'utf-8', 'replace')
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
        self.protocol_name = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ProtocolName runs past the end of the buffer')
        self.protocol_name = str(buf[pos:end], 'utf-8', 'replace')
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
        raise _DecodeError('non-nullable field Leader is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Leader runs past the end of the buffer')
        self.leader = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.skip_assignment, n, _n2 = _S_oBB.unpack_from(buf, pos)
    if n < 128:
        pos += 2
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 3
    else:
        n, pos = _read_uvarint(buf, pos + 1)
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
    if n == 0:
        self.members = []
    elif n < 0:
        raise _DecodeError('non-nullable array Members is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Members claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(JoinGroupResponseMember)
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
                raise _DecodeError('non-nullable field MemberId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field MemberId runs past the end of the buffer')
                item0.member_id = str(buf[pos:end], 'utf-8', 'replace')
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
                item0.group_instance_id = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupInstanceId runs past the end of the buffer')
                item0.group_instance_id = str(buf[pos:end], 'utf-8', 'replace')
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
                raise _DecodeError('non-nullable field Metadata is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Metadata runs past the end of the buffer')
                item0.metadata = buf[pos:end]
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.members = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_JoinGroupResponse_v9(o, out, big):
    w = out.append
    w(_S_ihi.pack(o.throttle_time_ms, o.error_code, o.generation_id))
    v = o.protocol_type
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.protocol_name
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.leader
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponse.leader is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_o.pack(o.skip_assignment))
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('JoinGroupResponse.member_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.members
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('JoinGroupResponse.members is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.member_id
            if v is None:
                raise _UnsupportedVersionError('JoinGroupResponseMember.member_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.group_instance_id
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.metadata
            if v is None:
                raise _UnsupportedVersionError('JoinGroupResponseMember.metadata is None, but it cannot be null')
            else:
                n = len(v)
                if n < 1536:
                    w(_SMALL_UVARINTS[n + 1])
                    w(v)
                else:
                    size = n + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    if big is None:
                        w(v)
                    else:
                        big += (_join(out), v)
                        out.clear()
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/join_group.py (`classes`: its namespace) and give
    them their per-version tables."""
    global JoinGroupRequestProtocol, JoinGroupRequest, JoinGroupResponseMember, JoinGroupResponse
    JoinGroupRequestProtocol = classes['JoinGroupRequestProtocol']
    JoinGroupRequest = classes['JoinGroupRequest']
    JoinGroupResponseMember = classes['JoinGroupResponseMember']
    JoinGroupResponse = classes['JoinGroupResponse']
    JoinGroupRequestProtocol._DECODERS = (_decode_JoinGroupRequestProtocol_v0_to_5, _decode_JoinGroupRequestProtocol_v0_to_5, _decode_JoinGroupRequestProtocol_v0_to_5, _decode_JoinGroupRequestProtocol_v0_to_5, _decode_JoinGroupRequestProtocol_v0_to_5, _decode_JoinGroupRequestProtocol_v0_to_5, _decode_JoinGroupRequestProtocol_v6_to_9, _decode_JoinGroupRequestProtocol_v6_to_9, _decode_JoinGroupRequestProtocol_v6_to_9, _decode_JoinGroupRequestProtocol_v6_to_9,)
    JoinGroupRequestProtocol._ENCODERS = (_encode_JoinGroupRequestProtocol_v0_to_5, _encode_JoinGroupRequestProtocol_v0_to_5, _encode_JoinGroupRequestProtocol_v0_to_5, _encode_JoinGroupRequestProtocol_v0_to_5, _encode_JoinGroupRequestProtocol_v0_to_5, _encode_JoinGroupRequestProtocol_v0_to_5, _encode_JoinGroupRequestProtocol_v6_to_9, _encode_JoinGroupRequestProtocol_v6_to_9, _encode_JoinGroupRequestProtocol_v6_to_9, _encode_JoinGroupRequestProtocol_v6_to_9,)
    JoinGroupRequest._DECODERS = (_decode_JoinGroupRequest_v0, _decode_JoinGroupRequest_v1_to_4, _decode_JoinGroupRequest_v1_to_4, _decode_JoinGroupRequest_v1_to_4, _decode_JoinGroupRequest_v1_to_4, _decode_JoinGroupRequest_v5, _decode_JoinGroupRequest_v6_to_7, _decode_JoinGroupRequest_v6_to_7, _decode_JoinGroupRequest_v8_to_9, _decode_JoinGroupRequest_v8_to_9,)
    JoinGroupRequest._ENCODERS = (_encode_JoinGroupRequest_v0, _encode_JoinGroupRequest_v1_to_4, _encode_JoinGroupRequest_v1_to_4, _encode_JoinGroupRequest_v1_to_4, _encode_JoinGroupRequest_v1_to_4, _encode_JoinGroupRequest_v5, _encode_JoinGroupRequest_v6_to_7, _encode_JoinGroupRequest_v6_to_7, _encode_JoinGroupRequest_v8_to_9, _encode_JoinGroupRequest_v8_to_9,)
    JoinGroupResponseMember._DECODERS = (_decode_JoinGroupResponseMember_v0_to_4, _decode_JoinGroupResponseMember_v0_to_4, _decode_JoinGroupResponseMember_v0_to_4, _decode_JoinGroupResponseMember_v0_to_4, _decode_JoinGroupResponseMember_v0_to_4, _decode_JoinGroupResponseMember_v5, _decode_JoinGroupResponseMember_v6_to_9, _decode_JoinGroupResponseMember_v6_to_9, _decode_JoinGroupResponseMember_v6_to_9, _decode_JoinGroupResponseMember_v6_to_9,)
    JoinGroupResponseMember._ENCODERS = (_encode_JoinGroupResponseMember_v0_to_4, _encode_JoinGroupResponseMember_v0_to_4, _encode_JoinGroupResponseMember_v0_to_4, _encode_JoinGroupResponseMember_v0_to_4, _encode_JoinGroupResponseMember_v0_to_4, _encode_JoinGroupResponseMember_v5, _encode_JoinGroupResponseMember_v6_to_9, _encode_JoinGroupResponseMember_v6_to_9, _encode_JoinGroupResponseMember_v6_to_9, _encode_JoinGroupResponseMember_v6_to_9,)
    JoinGroupResponse._DECODERS = (_decode_JoinGroupResponse_v0_to_1, _decode_JoinGroupResponse_v0_to_1, _decode_JoinGroupResponse_v2_to_4, _decode_JoinGroupResponse_v2_to_4, _decode_JoinGroupResponse_v2_to_4, _decode_JoinGroupResponse_v5, _decode_JoinGroupResponse_v6, _decode_JoinGroupResponse_v7_to_8, _decode_JoinGroupResponse_v7_to_8, _decode_JoinGroupResponse_v9,)
    JoinGroupResponse._ENCODERS = (_encode_JoinGroupResponse_v0_to_1, _encode_JoinGroupResponse_v0_to_1, _encode_JoinGroupResponse_v2_to_4, _encode_JoinGroupResponse_v2_to_4, _encode_JoinGroupResponse_v2_to_4, _encode_JoinGroupResponse_v5, _encode_JoinGroupResponse_v6, _encode_JoinGroupResponse_v7_to_8, _encode_JoinGroupResponse_v7_to_8, _encode_JoinGroupResponse_v9,)
