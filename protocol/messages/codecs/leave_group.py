"""Generated from schemas/LeaveGroupRequest.json, schemas/LeaveGroupResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_hB = _struct.Struct('>hB')
_S_ih = _struct.Struct('>ih')
_S_ihBB = _struct.Struct('>ihBB')
_S_ihi = _struct.Struct('>ihi')

def _decode_MemberIdentity_v3(buf, pos):
    limit = len(buf)
    self = _new(MemberIdentity)
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
    self.reason = None
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MemberIdentity_v3(o, out, big):
    w = out.append
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('MemberIdentity.member_id is None, but it cannot be null')
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


def _decode_MemberIdentity_v4(buf, pos):
    limit = len(buf)
    self = _new(MemberIdentity)
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
    self.reason = None
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_MemberIdentity_v4(o, out, big):
    w = out.append
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('MemberIdentity.member_id is None, but it cannot be null')
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


def _decode_MemberIdentity_v5(buf, pos):
    limit = len(buf)
    self = _new(MemberIdentity)
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


def _encode_MemberIdentity_v5(o, out, big):
    w = out.append
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('MemberIdentity.member_id is None, but it cannot be null')
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


def _decode_LeaveGroupRequest_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(LeaveGroupRequest)
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
    self.members = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_LeaveGroupRequest_v0_to_2(o, out, big):
    w = out.append
    if o.members:
        raise _UnsupportedVersionError('LeaveGroupRequest.members is set, but only versions 3+ have it')
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('LeaveGroupRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('LeaveGroupRequest.member_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_LeaveGroupRequest_v3(buf, pos):
    limit = len(buf)
    self = _new(LeaveGroupRequest)
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
        self.members = []
    elif n < 0:
        raise _DecodeError('non-nullable array Members is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Members claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MemberIdentity)
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
            item0.reason = None
            item0.unknown_tagged_fields = None
            append0(item0)
        self.members = items0
    self.member_id = ''
    self.unknown_tagged_fields = None
    return self, pos


def _encode_LeaveGroupRequest_v3(o, out, big):
    w = out.append
    if o.member_id != '':
        raise _UnsupportedVersionError('LeaveGroupRequest.member_id is set, but only versions 0-2 have it')
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('LeaveGroupRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.members
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('LeaveGroupRequest.members is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.member_id
            if v is None:
                raise _UnsupportedVersionError('MemberIdentity.member_id is None, but it cannot be null')
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


def _decode_LeaveGroupRequest_v4(buf, pos):
    limit = len(buf)
    self = _new(LeaveGroupRequest)
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
            item0 = _new(MemberIdentity)
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
            item0.reason = None
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.members = items0
    self.member_id = ''
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_LeaveGroupRequest_v4(o, out, big):
    w = out.append
    if o.member_id != '':
        raise _UnsupportedVersionError('LeaveGroupRequest.member_id is set, but only versions 0-2 have it')
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('LeaveGroupRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.members
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('LeaveGroupRequest.members is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.member_id
            if v is None:
                raise _UnsupportedVersionError('MemberIdentity.member_id is None, but it cannot be null')
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
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_LeaveGroupRequest_v5(buf, pos):
    limit = len(buf)
    self = _new(LeaveGroupRequest)
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
            item0 = _new(MemberIdentity)
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
                item0.reason = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Reason runs past the end of the buffer')
                item0.reason = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.members = items0
    self.member_id = ''
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_LeaveGroupRequest_v5(o, out, big):
    w = out.append
    if o.member_id != '':
        raise _UnsupportedVersionError('LeaveGroupRequest.member_id is set, but only versions 0-2 have it')
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('LeaveGroupRequest.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.members
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('LeaveGroupRequest.members is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.member_id
            if v is None:
                raise _UnsupportedVersionError('MemberIdentity.member_id is None, but it cannot be null')
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
            v = item0.reason
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_MemberResponse_v3(buf, pos):
    limit = len(buf)
    self = _new(MemberResponse)
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
    self.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    self.unknown_tagged_fields = None
    return self, pos


def _encode_MemberResponse_v3(o, out, big):
    w = out.append
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('MemberResponse.member_id is None, but it cannot be null')
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
    w(_S_h.pack(o.error_code))


def _decode_MemberResponse_v4_to_5(buf, pos):
    limit = len(buf)
    self = _new(MemberResponse)
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
    self.error_code, _t = _S_hB.unpack_from(buf, pos)
    pos += 3
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_MemberResponse_v4_to_5(o, out, big):
    w = out.append
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('MemberResponse.member_id is None, but it cannot be null')
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
    w(_S_h.pack(o.error_code))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_LeaveGroupResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(LeaveGroupResponse)
    self.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    self.throttle_time_ms = 0
    self.members = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_LeaveGroupResponse_v0(o, out, big):
    w = out.append
    if o.members:
        raise _UnsupportedVersionError('LeaveGroupResponse.members is set, but only versions 3+ have it')
    w(_S_h.pack(o.error_code))


def _decode_LeaveGroupResponse_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(LeaveGroupResponse)
    self.throttle_time_ms, self.error_code = _S_ih.unpack_from(buf, pos)
    pos += 6
    self.members = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_LeaveGroupResponse_v1_to_2(o, out, big):
    w = out.append
    if o.members:
        raise _UnsupportedVersionError('LeaveGroupResponse.members is set, but only versions 3+ have it')
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))


def _decode_LeaveGroupResponse_v3(buf, pos):
    limit = len(buf)
    self = _new(LeaveGroupResponse)
    self.throttle_time_ms, self.error_code, n = _S_ihi.unpack_from(buf, pos)
    pos += 10
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
            item0 = _new(MemberResponse)
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
            item0.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            item0.unknown_tagged_fields = None
            append0(item0)
        self.members = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_LeaveGroupResponse_v3(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    items0 = o.members
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('LeaveGroupResponse.members is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.member_id
            if v is None:
                raise _UnsupportedVersionError('MemberResponse.member_id is None, but it cannot be null')
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
            w(_S_h.pack(item0.error_code))


def _decode_LeaveGroupResponse_v4_to_5(buf, pos):
    limit = len(buf)
    self = _new(LeaveGroupResponse)
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
        self.members = []
    elif n < 0:
        raise _DecodeError('non-nullable array Members is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Members claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(MemberResponse)
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
            item0.error_code, _t = _S_hB.unpack_from(buf, pos)
            pos += 3
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.members = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_LeaveGroupResponse_v4_to_5(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    items0 = o.members
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('LeaveGroupResponse.members is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.member_id
            if v is None:
                raise _UnsupportedVersionError('MemberResponse.member_id is None, but it cannot be null')
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
            w(_S_h.pack(item0.error_code))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/leave_group.py (`classes`: its namespace) and give
    them their per-version tables."""
    global MemberIdentity, LeaveGroupRequest, MemberResponse, LeaveGroupResponse
    MemberIdentity = classes['MemberIdentity']
    LeaveGroupRequest = classes['LeaveGroupRequest']
    MemberResponse = classes['MemberResponse']
    LeaveGroupResponse = classes['LeaveGroupResponse']
    MemberIdentity._DECODERS = (None, None, None, _decode_MemberIdentity_v3, _decode_MemberIdentity_v4, _decode_MemberIdentity_v5,)
    MemberIdentity._ENCODERS = (None, None, None, _encode_MemberIdentity_v3, _encode_MemberIdentity_v4, _encode_MemberIdentity_v5,)
    LeaveGroupRequest._DECODERS = (_decode_LeaveGroupRequest_v0_to_2, _decode_LeaveGroupRequest_v0_to_2, _decode_LeaveGroupRequest_v0_to_2, _decode_LeaveGroupRequest_v3, _decode_LeaveGroupRequest_v4, _decode_LeaveGroupRequest_v5,)
    LeaveGroupRequest._ENCODERS = (_encode_LeaveGroupRequest_v0_to_2, _encode_LeaveGroupRequest_v0_to_2, _encode_LeaveGroupRequest_v0_to_2, _encode_LeaveGroupRequest_v3, _encode_LeaveGroupRequest_v4, _encode_LeaveGroupRequest_v5,)
    MemberResponse._DECODERS = (None, None, None, _decode_MemberResponse_v3, _decode_MemberResponse_v4_to_5, _decode_MemberResponse_v4_to_5,)
    MemberResponse._ENCODERS = (None, None, None, _encode_MemberResponse_v3, _encode_MemberResponse_v4_to_5, _encode_MemberResponse_v4_to_5,)
    LeaveGroupResponse._DECODERS = (_decode_LeaveGroupResponse_v0, _decode_LeaveGroupResponse_v1_to_2, _decode_LeaveGroupResponse_v1_to_2, _decode_LeaveGroupResponse_v3, _decode_LeaveGroupResponse_v4_to_5, _decode_LeaveGroupResponse_v4_to_5,)
    LeaveGroupResponse._ENCODERS = (_encode_LeaveGroupResponse_v0, _encode_LeaveGroupResponse_v1_to_2, _encode_LeaveGroupResponse_v1_to_2, _encode_LeaveGroupResponse_v3, _encode_LeaveGroupResponse_v4_to_5, _encode_LeaveGroupResponse_v4_to_5,)
