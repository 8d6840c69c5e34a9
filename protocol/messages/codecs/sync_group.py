"""Generated from schemas/SyncGroupRequest.json, schemas/SyncGroupResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_hi = _struct.Struct('>hi')
_S_i = _struct.Struct('>i')
_S_iBB = _struct.Struct('>iBB')
_S_ih = _struct.Struct('>ih')
_S_ihBB = _struct.Struct('>ihBB')
_S_ihi = _struct.Struct('>ihi')

def _decode_SyncGroupRequestAssignment_v0_to_3(buf, pos):
    limit = len(buf)
    self = _new(SyncGroupRequestAssignment)
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
        raise _DecodeError('non-nullable field Assignment is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Assignment runs past the end of the buffer')
        self.assignment = buf[pos:end]
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_SyncGroupRequestAssignment_v0_to_3(o, out, big):
    w = out.append
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('SyncGroupRequestAssignment.member_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.assignment
    if v is None:
        raise _UnsupportedVersionError('SyncGroupRequestAssignment.assignment is None, but it cannot be null')
    else:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)


def _decode_SyncGroupRequestAssignment_v4_to_5(buf, pos):
    limit = len(buf)
    self = _new(SyncGroupRequestAssignment)
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
        raise _DecodeError('non-nullable field Assignment is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Assignment runs past the end of the buffer')
        self.assignment = buf[pos:end]
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_SyncGroupRequestAssignment_v4_to_5(o, out, big):
    w = out.append
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('SyncGroupRequestAssignment.member_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.assignment
    if v is None:
        raise _UnsupportedVersionError('SyncGroupRequestAssignment.assignment is None, but it cannot be null')
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


def _decode_SyncGroupRequest_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(SyncGroupRequest)
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
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.assignments = []
    elif n < 0:
        raise _DecodeError('non-nullable array Assignments is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Assignments claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(SyncGroupRequestAssignment)
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
                raise _DecodeError('non-nullable field Assignment is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Assignment runs past the end of the buffer')
                item0.assignment = buf[pos:end]
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.assignments = items0
    self.group_instance_id = None
    self.protocol_type = None
    self.protocol_name = None
    self.unknown_tagged_fields = None
    return self, pos


def _encode_SyncGroupRequest_v0_to_2(o, out, big):
    w = out.append
    if o.group_instance_id is not None:
        raise _UnsupportedVersionError('SyncGroupRequest.group_instance_id is set, but only versions 3+ have it')
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('SyncGroupRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_i.pack(o.generation_id))
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('SyncGroupRequest.member_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.assignments
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('SyncGroupRequest.assignments is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.member_id
            if v is None:
                raise _UnsupportedVersionError('SyncGroupRequestAssignment.member_id is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.assignment
            if v is None:
                raise _UnsupportedVersionError('SyncGroupRequestAssignment.assignment is None, but it cannot be null')
            else:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)


def _decode_SyncGroupRequest_v3(buf, pos):
    limit = len(buf)
    self = _new(SyncGroupRequest)
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
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.assignments = []
    elif n < 0:
        raise _DecodeError('non-nullable array Assignments is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Assignments claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(SyncGroupRequestAssignment)
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
                raise _DecodeError('non-nullable field Assignment is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Assignment runs past the end of the buffer')
                item0.assignment = buf[pos:end]
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.assignments = items0
    self.protocol_type = None
    self.protocol_name = None
    self.unknown_tagged_fields = None
    return self, pos


def _encode_SyncGroupRequest_v3(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('SyncGroupRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_i.pack(o.generation_id))
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('SyncGroupRequest.member_id is None, but it cannot be null')
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
    items0 = o.assignments
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('SyncGroupRequest.assignments is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.member_id
            if v is None:
                raise _UnsupportedVersionError('SyncGroupRequestAssignment.member_id is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.assignment
            if v is None:
                raise _UnsupportedVersionError('SyncGroupRequestAssignment.assignment is None, but it cannot be null')
            else:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)


def _decode_SyncGroupRequest_v4(buf, pos):
    limit = len(buf)
    self = _new(SyncGroupRequest)
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
        self.assignments = []
    elif n < 0:
        raise _DecodeError('non-nullable array Assignments is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Assignments claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(SyncGroupRequestAssignment)
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
                raise _DecodeError('non-nullable field Assignment is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Assignment runs past the end of the buffer')
                item0.assignment = buf[pos:end]
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.assignments = items0
    self.protocol_type = None
    self.protocol_name = None
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_SyncGroupRequest_v4(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('SyncGroupRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_i.pack(o.generation_id))
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('SyncGroupRequest.member_id is None, but it cannot be null')
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
    items0 = o.assignments
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('SyncGroupRequest.assignments is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.member_id
            if v is None:
                raise _UnsupportedVersionError('SyncGroupRequestAssignment.member_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.assignment
            if v is None:
                raise _UnsupportedVersionError('SyncGroupRequestAssignment.assignment is None, but it cannot be null')
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


def _decode_SyncGroupRequest_v5(buf, pos):
    limit = len(buf)
    self = _new(SyncGroupRequest)
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
    if n == 0:
        self.assignments = []
    elif n < 0:
        raise _DecodeError('non-nullable array Assignments is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Assignments claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(SyncGroupRequestAssignment)
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
                raise _DecodeError('non-nullable field Assignment is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Assignment runs past the end of the buffer')
                item0.assignment = buf[pos:end]
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.assignments = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_SyncGroupRequest_v5(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('SyncGroupRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_i.pack(o.generation_id))
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('SyncGroupRequest.member_id is None, but it cannot be null')
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
    items0 = o.assignments
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('SyncGroupRequest.assignments is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.member_id
            if v is None:
                raise _UnsupportedVersionError('SyncGroupRequestAssignment.member_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.assignment
            if v is None:
                raise _UnsupportedVersionError('SyncGroupRequestAssignment.assignment is None, but it cannot be null')
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


def _decode_SyncGroupResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(SyncGroupResponse)
    self.error_code, n = _S_hi.unpack_from(buf, pos)
    pos += 6
    if n < 0:
        raise _DecodeError('non-nullable field Assignment is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Assignment runs past the end of the buffer')
        self.assignment = buf[pos:end]
        pos = end
    self.throttle_time_ms = 0
    self.protocol_type = None
    self.protocol_name = None
    self.unknown_tagged_fields = None
    return self, pos


def _encode_SyncGroupResponse_v0(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    v = o.assignment
    if v is None:
        raise _UnsupportedVersionError('SyncGroupResponse.assignment is None, but it cannot be null')
    else:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)


def _decode_SyncGroupResponse_v1_to_3(buf, pos):
    limit = len(buf)
    self = _new(SyncGroupResponse)
    self.throttle_time_ms, self.error_code, n = _S_ihi.unpack_from(buf, pos)
    pos += 10
    if n < 0:
        raise _DecodeError('non-nullable field Assignment is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Assignment runs past the end of the buffer')
        self.assignment = buf[pos:end]
        pos = end
    self.protocol_type = None
    self.protocol_name = None
    self.unknown_tagged_fields = None
    return self, pos


def _encode_SyncGroupResponse_v1_to_3(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    v = o.assignment
    if v is None:
        raise _UnsupportedVersionError('SyncGroupResponse.assignment is None, but it cannot be null')
    else:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)


def _decode_SyncGroupResponse_v4(buf, pos):
    limit = len(buf)
    self = _new(SyncGroupResponse)
    self.throttle_time_ms, self.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
    if n < 128:
        pos += 7
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 8
    else:
        n, pos = _read_uvarint(buf, pos + 6)
    n -= 1
    if n < 0:
        raise _DecodeError('non-nullable field Assignment is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Assignment runs past the end of the buffer')
        self.assignment = buf[pos:end]
        pos = end
    self.protocol_type = None
    self.protocol_name = None
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_SyncGroupResponse_v4(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    v = o.assignment
    if v is None:
        raise _UnsupportedVersionError('SyncGroupResponse.assignment is None, but it cannot be null')
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


def _decode_SyncGroupResponse_v5(buf, pos):
    limit = len(buf)
    self = _new(SyncGroupResponse)
    self.throttle_time_ms, self.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
    if n < 128:
        pos += 7
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 8
    else:
        n, pos = _read_uvarint(buf, pos + 6)
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
        raise _DecodeError('non-nullable field Assignment is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Assignment runs past the end of the buffer')
        self.assignment = buf[pos:end]
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_SyncGroupResponse_v5(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
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
    v = o.assignment
    if v is None:
        raise _UnsupportedVersionError('SyncGroupResponse.assignment is None, but it cannot be null')
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


def attach(classes):
    """Bind the classes of messages/sync_group.py (`classes`: its namespace) and give
    them their per-version tables."""
    global SyncGroupRequestAssignment, SyncGroupRequest, SyncGroupResponse
    SyncGroupRequestAssignment = classes['SyncGroupRequestAssignment']
    SyncGroupRequest = classes['SyncGroupRequest']
    SyncGroupResponse = classes['SyncGroupResponse']
    SyncGroupRequestAssignment._DECODERS = (_decode_SyncGroupRequestAssignment_v0_to_3, _decode_SyncGroupRequestAssignment_v0_to_3, _decode_SyncGroupRequestAssignment_v0_to_3, _decode_SyncGroupRequestAssignment_v0_to_3, _decode_SyncGroupRequestAssignment_v4_to_5, _decode_SyncGroupRequestAssignment_v4_to_5,)
    SyncGroupRequestAssignment._ENCODERS = (_encode_SyncGroupRequestAssignment_v0_to_3, _encode_SyncGroupRequestAssignment_v0_to_3, _encode_SyncGroupRequestAssignment_v0_to_3, _encode_SyncGroupRequestAssignment_v0_to_3, _encode_SyncGroupRequestAssignment_v4_to_5, _encode_SyncGroupRequestAssignment_v4_to_5,)
    SyncGroupRequest._DECODERS = (_decode_SyncGroupRequest_v0_to_2, _decode_SyncGroupRequest_v0_to_2, _decode_SyncGroupRequest_v0_to_2, _decode_SyncGroupRequest_v3, _decode_SyncGroupRequest_v4, _decode_SyncGroupRequest_v5,)
    SyncGroupRequest._ENCODERS = (_encode_SyncGroupRequest_v0_to_2, _encode_SyncGroupRequest_v0_to_2, _encode_SyncGroupRequest_v0_to_2, _encode_SyncGroupRequest_v3, _encode_SyncGroupRequest_v4, _encode_SyncGroupRequest_v5,)
    SyncGroupResponse._DECODERS = (_decode_SyncGroupResponse_v0, _decode_SyncGroupResponse_v1_to_3, _decode_SyncGroupResponse_v1_to_3, _decode_SyncGroupResponse_v1_to_3, _decode_SyncGroupResponse_v4, _decode_SyncGroupResponse_v5,)
    SyncGroupResponse._ENCODERS = (_encode_SyncGroupResponse_v0, _encode_SyncGroupResponse_v1_to_3, _encode_SyncGroupResponse_v1_to_3, _encode_SyncGroupResponse_v1_to_3, _encode_SyncGroupResponse_v4, _encode_SyncGroupResponse_v5,)
