"""Generated from schemas/DescribeGroupsRequest.json, schemas/DescribeGroupsResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_hBB = _struct.Struct('>hBB')
_S_hh = _struct.Struct('>hh')
_S_i = _struct.Struct('>i')
_S_iB = _struct.Struct('>iB')
_S_iBB = _struct.Struct('>iBB')
_S_ii = _struct.Struct('>ii')
_S_o = _struct.Struct('>?')
_S_oB = _struct.Struct('>?B')

def _decode_DescribeGroupsRequest_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(DescribeGroupsRequest)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.groups = []
    elif n < 0:
        raise _DecodeError('non-nullable array Groups is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Groups claims more elements than bytes')
        items0 = []
        for _ in range(n):
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field Groups is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Groups runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.groups = items0
    self.include_authorized_operations = False
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeGroupsRequest_v0_to_2(o, out, big):
    w = out.append
    if o.include_authorized_operations != False:
        raise _UnsupportedVersionError('DescribeGroupsRequest.include_authorized_operations is set, but only versions 3+ have it')
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeGroupsRequest.groups is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of DescribeGroupsRequest.groups is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)


def _decode_DescribeGroupsRequest_v3_to_4(buf, pos):
    limit = len(buf)
    self = _new(DescribeGroupsRequest)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.groups = []
    elif n < 0:
        raise _DecodeError('non-nullable array Groups is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Groups claims more elements than bytes')
        items0 = []
        for _ in range(n):
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field Groups is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Groups runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.groups = items0
    self.include_authorized_operations, = _S_o.unpack_from(buf, pos)
    pos += 1
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeGroupsRequest_v3_to_4(o, out, big):
    w = out.append
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeGroupsRequest.groups is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of DescribeGroupsRequest.groups is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
    w(_S_o.pack(o.include_authorized_operations))


def _decode_DescribeGroupsRequest_v5_to_6(buf, pos):
    limit = len(buf)
    self = _new(DescribeGroupsRequest)
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
        self.groups = []
    elif n < 0:
        raise _DecodeError('non-nullable array Groups is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Groups claims more elements than bytes')
        items0 = []
        for _ in range(n):
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
                raise _DecodeError('non-nullable field Groups is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Groups runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.groups = items0
    self.include_authorized_operations, _t = _S_oB.unpack_from(buf, pos)
    pos += 2
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeGroupsRequest_v5_to_6(o, out, big):
    w = out.append
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeGroupsRequest.groups is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of DescribeGroupsRequest.groups is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    w(_S_o.pack(o.include_authorized_operations))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribedGroupMember_v0_to_3(buf, pos):
    limit = len(buf)
    self = _new(DescribedGroupMember)
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
        raise _DecodeError('non-nullable field ClientId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClientId runs past the end of the buffer')
        self.client_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field ClientHost is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClientHost runs past the end of the buffer')
        self.client_host = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        raise _DecodeError('non-nullable field MemberMetadata is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field MemberMetadata runs past the end of the buffer')
        self.member_metadata = buf[pos:end]
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        raise _DecodeError('non-nullable field MemberAssignment is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field MemberAssignment runs past the end of the buffer')
        self.member_assignment = buf[pos:end]
        pos = end
    self.group_instance_id = None
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribedGroupMember_v0_to_3(o, out, big):
    w = out.append
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('DescribedGroupMember.member_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.client_id
    if v is None:
        raise _UnsupportedVersionError('DescribedGroupMember.client_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.client_host
    if v is None:
        raise _UnsupportedVersionError('DescribedGroupMember.client_host is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.member_metadata
    if v is None:
        raise _UnsupportedVersionError('DescribedGroupMember.member_metadata is None, but it cannot be null')
    else:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)
    v = o.member_assignment
    if v is None:
        raise _UnsupportedVersionError('DescribedGroupMember.member_assignment is None, but it cannot be null')
    else:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)


def _decode_DescribedGroupMember_v4(buf, pos):
    limit = len(buf)
    self = _new(DescribedGroupMember)
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
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field ClientId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClientId runs past the end of the buffer')
        self.client_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field ClientHost is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClientHost runs past the end of the buffer')
        self.client_host = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        raise _DecodeError('non-nullable field MemberMetadata is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field MemberMetadata runs past the end of the buffer')
        self.member_metadata = buf[pos:end]
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        raise _DecodeError('non-nullable field MemberAssignment is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field MemberAssignment runs past the end of the buffer')
        self.member_assignment = buf[pos:end]
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribedGroupMember_v4(o, out, big):
    w = out.append
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('DescribedGroupMember.member_id is None, but it cannot be null')
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
    v = o.client_id
    if v is None:
        raise _UnsupportedVersionError('DescribedGroupMember.client_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.client_host
    if v is None:
        raise _UnsupportedVersionError('DescribedGroupMember.client_host is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.member_metadata
    if v is None:
        raise _UnsupportedVersionError('DescribedGroupMember.member_metadata is None, but it cannot be null')
    else:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)
    v = o.member_assignment
    if v is None:
        raise _UnsupportedVersionError('DescribedGroupMember.member_assignment is None, but it cannot be null')
    else:
        n = len(v)
        w(_I32.pack(n))
        if n >= 1536 and big is not None:
            big += (_join(out), v)
            out.clear()
        else:
            w(v)


def _decode_DescribedGroupMember_v5_to_6(buf, pos):
    limit = len(buf)
    self = _new(DescribedGroupMember)
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
        raise _DecodeError('non-nullable field ClientId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClientId runs past the end of the buffer')
        self.client_id = str(buf[pos:end], 'utf-8', 'replace')
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
        raise _DecodeError('non-nullable field ClientHost is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClientHost runs past the end of the buffer')
        self.client_host = str(buf[pos:end], 'utf-8', 'replace')
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
        raise _DecodeError('non-nullable field MemberMetadata is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field MemberMetadata runs past the end of the buffer')
        self.member_metadata = buf[pos:end]
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
        raise _DecodeError('non-nullable field MemberAssignment is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field MemberAssignment runs past the end of the buffer')
        self.member_assignment = buf[pos:end]
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribedGroupMember_v5_to_6(o, out, big):
    w = out.append
    v = o.member_id
    if v is None:
        raise _UnsupportedVersionError('DescribedGroupMember.member_id is None, but it cannot be null')
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
    v = o.client_id
    if v is None:
        raise _UnsupportedVersionError('DescribedGroupMember.client_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.client_host
    if v is None:
        raise _UnsupportedVersionError('DescribedGroupMember.client_host is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.member_metadata
    if v is None:
        raise _UnsupportedVersionError('DescribedGroupMember.member_metadata is None, but it cannot be null')
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
    v = o.member_assignment
    if v is None:
        raise _UnsupportedVersionError('DescribedGroupMember.member_assignment is None, but it cannot be null')
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


def _decode_DescribedGroup_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(DescribedGroup)
    self.error_code, n = _S_hh.unpack_from(buf, pos)
    pos += 4
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
        raise _DecodeError('non-nullable field GroupState is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field GroupState runs past the end of the buffer')
        self.group_state = str(buf[pos:end], 'utf-8', 'replace')
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
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field ProtocolData is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ProtocolData runs past the end of the buffer')
        self.protocol_data = str(buf[pos:end], 'utf-8', 'replace')
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
            item0 = _new(DescribedGroupMember)
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
                raise _DecodeError('non-nullable field ClientId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ClientId runs past the end of the buffer')
                item0.client_id = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field ClientHost is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ClientHost runs past the end of the buffer')
                item0.client_host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                raise _DecodeError('non-nullable field MemberMetadata is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field MemberMetadata runs past the end of the buffer')
                item0.member_metadata = buf[pos:end]
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                raise _DecodeError('non-nullable field MemberAssignment is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field MemberAssignment runs past the end of the buffer')
                item0.member_assignment = buf[pos:end]
                pos = end
            item0.group_instance_id = None
            item0.unknown_tagged_fields = None
            append0(item0)
        self.members = items0
    self.error_message = None
    self.authorized_operations = -2147483648
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribedGroup_v0_to_2(o, out, big):
    w = out.append
    if o.error_message is not None:
        raise _UnsupportedVersionError('DescribedGroup.error_message is set, but only versions 6+ have it')
    if o.authorized_operations != -2147483648:
        raise _UnsupportedVersionError('DescribedGroup.authorized_operations is set, but only versions 3+ have it')
    w(_S_h.pack(o.error_code))
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.group_state
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.group_state is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.protocol_type
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.protocol_type is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.protocol_data
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.protocol_data is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.members
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribedGroup.members is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.member_id
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.member_id is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.client_id
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.client_id is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.client_host
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.client_host is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.member_metadata
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.member_metadata is None, but it cannot be null')
            else:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)
            v = item0.member_assignment
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.member_assignment is None, but it cannot be null')
            else:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)


def _decode_DescribedGroup_v3(buf, pos):
    limit = len(buf)
    self = _new(DescribedGroup)
    self.error_code, n = _S_hh.unpack_from(buf, pos)
    pos += 4
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
        raise _DecodeError('non-nullable field GroupState is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field GroupState runs past the end of the buffer')
        self.group_state = str(buf[pos:end], 'utf-8', 'replace')
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
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field ProtocolData is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ProtocolData runs past the end of the buffer')
        self.protocol_data = str(buf[pos:end], 'utf-8', 'replace')
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
            item0 = _new(DescribedGroupMember)
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
                raise _DecodeError('non-nullable field ClientId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ClientId runs past the end of the buffer')
                item0.client_id = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field ClientHost is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ClientHost runs past the end of the buffer')
                item0.client_host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                raise _DecodeError('non-nullable field MemberMetadata is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field MemberMetadata runs past the end of the buffer')
                item0.member_metadata = buf[pos:end]
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                raise _DecodeError('non-nullable field MemberAssignment is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field MemberAssignment runs past the end of the buffer')
                item0.member_assignment = buf[pos:end]
                pos = end
            item0.group_instance_id = None
            item0.unknown_tagged_fields = None
            append0(item0)
        self.members = items0
    self.authorized_operations, = _S_i.unpack_from(buf, pos)
    pos += 4
    self.error_message = None
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribedGroup_v3(o, out, big):
    w = out.append
    if o.error_message is not None:
        raise _UnsupportedVersionError('DescribedGroup.error_message is set, but only versions 6+ have it')
    w(_S_h.pack(o.error_code))
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.group_state
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.group_state is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.protocol_type
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.protocol_type is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.protocol_data
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.protocol_data is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.members
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribedGroup.members is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.member_id
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.member_id is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.client_id
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.client_id is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.client_host
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.client_host is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.member_metadata
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.member_metadata is None, but it cannot be null')
            else:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)
            v = item0.member_assignment
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.member_assignment is None, but it cannot be null')
            else:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)
    w(_S_i.pack(o.authorized_operations))


def _decode_DescribedGroup_v4(buf, pos):
    limit = len(buf)
    self = _new(DescribedGroup)
    self.error_code, n = _S_hh.unpack_from(buf, pos)
    pos += 4
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
        raise _DecodeError('non-nullable field GroupState is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field GroupState runs past the end of the buffer')
        self.group_state = str(buf[pos:end], 'utf-8', 'replace')
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
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field ProtocolData is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ProtocolData runs past the end of the buffer')
        self.protocol_data = str(buf[pos:end], 'utf-8', 'replace')
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
            item0 = _new(DescribedGroupMember)
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
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field ClientId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ClientId runs past the end of the buffer')
                item0.client_id = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field ClientHost is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ClientHost runs past the end of the buffer')
                item0.client_host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                raise _DecodeError('non-nullable field MemberMetadata is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field MemberMetadata runs past the end of the buffer')
                item0.member_metadata = buf[pos:end]
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                raise _DecodeError('non-nullable field MemberAssignment is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field MemberAssignment runs past the end of the buffer')
                item0.member_assignment = buf[pos:end]
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.members = items0
    self.authorized_operations, = _S_i.unpack_from(buf, pos)
    pos += 4
    self.error_message = None
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribedGroup_v4(o, out, big):
    w = out.append
    if o.error_message is not None:
        raise _UnsupportedVersionError('DescribedGroup.error_message is set, but only versions 6+ have it')
    w(_S_h.pack(o.error_code))
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.group_state
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.group_state is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.protocol_type
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.protocol_type is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.protocol_data
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.protocol_data is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.members
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribedGroup.members is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.member_id
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.member_id is None, but it cannot be null')
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
            v = item0.client_id
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.client_id is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.client_host
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.client_host is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.member_metadata
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.member_metadata is None, but it cannot be null')
            else:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)
            v = item0.member_assignment
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.member_assignment is None, but it cannot be null')
            else:
                n = len(v)
                w(_I32.pack(n))
                if n >= 1536 and big is not None:
                    big += (_join(out), v)
                    out.clear()
                else:
                    w(v)
    w(_S_i.pack(o.authorized_operations))


def _decode_DescribedGroup_v5(buf, pos):
    limit = len(buf)
    self = _new(DescribedGroup)
    self.error_code, n, _n2 = _S_hBB.unpack_from(buf, pos)
    if n < 128:
        pos += 3
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 4
    else:
        n, pos = _read_uvarint(buf, pos + 2)
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
    if n < 0:
        raise _DecodeError('non-nullable field GroupState is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field GroupState runs past the end of the buffer')
        self.group_state = str(buf[pos:end], 'utf-8', 'replace')
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
    if n < 0:
        raise _DecodeError('non-nullable field ProtocolData is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ProtocolData runs past the end of the buffer')
        self.protocol_data = str(buf[pos:end], 'utf-8', 'replace')
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
            item0 = _new(DescribedGroupMember)
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
                raise _DecodeError('non-nullable field ClientId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ClientId runs past the end of the buffer')
                item0.client_id = str(buf[pos:end], 'utf-8', 'replace')
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
                raise _DecodeError('non-nullable field ClientHost is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ClientHost runs past the end of the buffer')
                item0.client_host = str(buf[pos:end], 'utf-8', 'replace')
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
                raise _DecodeError('non-nullable field MemberMetadata is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field MemberMetadata runs past the end of the buffer')
                item0.member_metadata = buf[pos:end]
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
                raise _DecodeError('non-nullable field MemberAssignment is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field MemberAssignment runs past the end of the buffer')
                item0.member_assignment = buf[pos:end]
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.members = items0
    self.authorized_operations, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    self.error_message = None
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribedGroup_v5(o, out, big):
    w = out.append
    if o.error_message is not None:
        raise _UnsupportedVersionError('DescribedGroup.error_message is set, but only versions 6+ have it')
    w(_S_h.pack(o.error_code))
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.group_state
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.group_state is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.protocol_type
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.protocol_type is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.protocol_data
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.protocol_data is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.members
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribedGroup.members is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.member_id
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.member_id is None, but it cannot be null')
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
            v = item0.client_id
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.client_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.client_host
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.client_host is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.member_metadata
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.member_metadata is None, but it cannot be null')
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
            v = item0.member_assignment
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.member_assignment is None, but it cannot be null')
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
    w(_S_i.pack(o.authorized_operations))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribedGroup_v6(buf, pos):
    limit = len(buf)
    self = _new(DescribedGroup)
    self.error_code, n, _n2 = _S_hBB.unpack_from(buf, pos)
    if n < 128:
        pos += 3
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 4
    else:
        n, pos = _read_uvarint(buf, pos + 2)
    n -= 1
    if n < 0:
        self.error_message = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
        self.error_message = str(buf[pos:end], 'utf-8', 'replace')
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
    if n < 0:
        raise _DecodeError('non-nullable field GroupState is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field GroupState runs past the end of the buffer')
        self.group_state = str(buf[pos:end], 'utf-8', 'replace')
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
    if n < 0:
        raise _DecodeError('non-nullable field ProtocolData is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ProtocolData runs past the end of the buffer')
        self.protocol_data = str(buf[pos:end], 'utf-8', 'replace')
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
            item0 = _new(DescribedGroupMember)
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
                raise _DecodeError('non-nullable field ClientId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ClientId runs past the end of the buffer')
                item0.client_id = str(buf[pos:end], 'utf-8', 'replace')
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
                raise _DecodeError('non-nullable field ClientHost is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ClientHost runs past the end of the buffer')
                item0.client_host = str(buf[pos:end], 'utf-8', 'replace')
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
                raise _DecodeError('non-nullable field MemberMetadata is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field MemberMetadata runs past the end of the buffer')
                item0.member_metadata = buf[pos:end]
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
                raise _DecodeError('non-nullable field MemberAssignment is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field MemberAssignment runs past the end of the buffer')
                item0.member_assignment = buf[pos:end]
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.members = items0
    self.authorized_operations, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribedGroup_v6(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    v = o.error_message
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.group_state
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.group_state is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.protocol_type
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.protocol_type is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.protocol_data
    if v is None:
        raise _UnsupportedVersionError('DescribedGroup.protocol_data is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.members
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribedGroup.members is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.member_id
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.member_id is None, but it cannot be null')
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
            v = item0.client_id
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.client_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.client_host
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.client_host is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.member_metadata
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.member_metadata is None, but it cannot be null')
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
            v = item0.member_assignment
            if v is None:
                raise _UnsupportedVersionError('DescribedGroupMember.member_assignment is None, but it cannot be null')
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
    w(_S_i.pack(o.authorized_operations))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeGroupsResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeGroupsResponse)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.groups = []
    elif n < 0:
        raise _DecodeError('non-nullable array Groups is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Groups claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribedGroup)
            item0.error_code, n = _S_hh.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                raise _DecodeError('non-nullable field GroupId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupId runs past the end of the buffer')
                item0.group_id = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field GroupState is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupState runs past the end of the buffer')
                item0.group_state = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field ProtocolType is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ProtocolType runs past the end of the buffer')
                item0.protocol_type = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field ProtocolData is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ProtocolData runs past the end of the buffer')
                item0.protocol_data = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.members = []
            elif n < 0:
                raise _DecodeError('non-nullable array Members is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Members claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribedGroupMember)
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        raise _DecodeError('non-nullable field MemberId is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field MemberId runs past the end of the buffer')
                        item1.member_id = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        raise _DecodeError('non-nullable field ClientId is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ClientId runs past the end of the buffer')
                        item1.client_id = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        raise _DecodeError('non-nullable field ClientHost is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ClientHost runs past the end of the buffer')
                        item1.client_host = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n < 0:
                        raise _DecodeError('non-nullable field MemberMetadata is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field MemberMetadata runs past the end of the buffer')
                        item1.member_metadata = buf[pos:end]
                        pos = end
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n < 0:
                        raise _DecodeError('non-nullable field MemberAssignment is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field MemberAssignment runs past the end of the buffer')
                        item1.member_assignment = buf[pos:end]
                        pos = end
                    item1.group_instance_id = None
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.members = items1
            item0.error_message = None
            item0.authorized_operations = -2147483648
            item0.unknown_tagged_fields = None
            append0(item0)
        self.groups = items0
    self.throttle_time_ms = 0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeGroupsResponse_v0(o, out, big):
    w = out.append
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeGroupsResponse.groups is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            if item0.error_message is not None:
                raise _UnsupportedVersionError('DescribedGroup.error_message is set, but only versions 6+ have it')
            if item0.authorized_operations != -2147483648:
                raise _UnsupportedVersionError('DescribedGroup.authorized_operations is set, but only versions 3+ have it')
            w(_S_h.pack(item0.error_code))
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.group_id is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.group_state
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.group_state is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.protocol_type
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.protocol_type is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.protocol_data
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.protocol_data is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.members
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribedGroup.members is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    v = item1.member_id
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.member_id is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    v = item1.client_id
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.client_id is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    v = item1.client_host
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.client_host is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    v = item1.member_metadata
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.member_metadata is None, but it cannot be null')
                    else:
                        n = len(v)
                        w(_I32.pack(n))
                        if n >= 1536 and big is not None:
                            big += (_join(out), v)
                            out.clear()
                        else:
                            w(v)
                    v = item1.member_assignment
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.member_assignment is None, but it cannot be null')
                    else:
                        n = len(v)
                        w(_I32.pack(n))
                        if n >= 1536 and big is not None:
                            big += (_join(out), v)
                            out.clear()
                        else:
                            w(v)


def _decode_DescribeGroupsResponse_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(DescribeGroupsResponse)
    self.throttle_time_ms, n = _S_ii.unpack_from(buf, pos)
    pos += 8
    if n == 0:
        self.groups = []
    elif n < 0:
        raise _DecodeError('non-nullable array Groups is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Groups claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribedGroup)
            item0.error_code, n = _S_hh.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                raise _DecodeError('non-nullable field GroupId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupId runs past the end of the buffer')
                item0.group_id = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field GroupState is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupState runs past the end of the buffer')
                item0.group_state = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field ProtocolType is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ProtocolType runs past the end of the buffer')
                item0.protocol_type = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field ProtocolData is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ProtocolData runs past the end of the buffer')
                item0.protocol_data = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.members = []
            elif n < 0:
                raise _DecodeError('non-nullable array Members is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Members claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribedGroupMember)
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        raise _DecodeError('non-nullable field MemberId is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field MemberId runs past the end of the buffer')
                        item1.member_id = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        raise _DecodeError('non-nullable field ClientId is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ClientId runs past the end of the buffer')
                        item1.client_id = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        raise _DecodeError('non-nullable field ClientHost is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ClientHost runs past the end of the buffer')
                        item1.client_host = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n < 0:
                        raise _DecodeError('non-nullable field MemberMetadata is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field MemberMetadata runs past the end of the buffer')
                        item1.member_metadata = buf[pos:end]
                        pos = end
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n < 0:
                        raise _DecodeError('non-nullable field MemberAssignment is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field MemberAssignment runs past the end of the buffer')
                        item1.member_assignment = buf[pos:end]
                        pos = end
                    item1.group_instance_id = None
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.members = items1
            item0.error_message = None
            item0.authorized_operations = -2147483648
            item0.unknown_tagged_fields = None
            append0(item0)
        self.groups = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeGroupsResponse_v1_to_2(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeGroupsResponse.groups is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            if item0.error_message is not None:
                raise _UnsupportedVersionError('DescribedGroup.error_message is set, but only versions 6+ have it')
            if item0.authorized_operations != -2147483648:
                raise _UnsupportedVersionError('DescribedGroup.authorized_operations is set, but only versions 3+ have it')
            w(_S_h.pack(item0.error_code))
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.group_id is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.group_state
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.group_state is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.protocol_type
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.protocol_type is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.protocol_data
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.protocol_data is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.members
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribedGroup.members is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    v = item1.member_id
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.member_id is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    v = item1.client_id
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.client_id is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    v = item1.client_host
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.client_host is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    v = item1.member_metadata
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.member_metadata is None, but it cannot be null')
                    else:
                        n = len(v)
                        w(_I32.pack(n))
                        if n >= 1536 and big is not None:
                            big += (_join(out), v)
                            out.clear()
                        else:
                            w(v)
                    v = item1.member_assignment
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.member_assignment is None, but it cannot be null')
                    else:
                        n = len(v)
                        w(_I32.pack(n))
                        if n >= 1536 and big is not None:
                            big += (_join(out), v)
                            out.clear()
                        else:
                            w(v)


def _decode_DescribeGroupsResponse_v3(buf, pos):
    limit = len(buf)
    self = _new(DescribeGroupsResponse)
    self.throttle_time_ms, n = _S_ii.unpack_from(buf, pos)
    pos += 8
    if n == 0:
        self.groups = []
    elif n < 0:
        raise _DecodeError('non-nullable array Groups is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Groups claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribedGroup)
            item0.error_code, n = _S_hh.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                raise _DecodeError('non-nullable field GroupId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupId runs past the end of the buffer')
                item0.group_id = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field GroupState is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupState runs past the end of the buffer')
                item0.group_state = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field ProtocolType is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ProtocolType runs past the end of the buffer')
                item0.protocol_type = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field ProtocolData is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ProtocolData runs past the end of the buffer')
                item0.protocol_data = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.members = []
            elif n < 0:
                raise _DecodeError('non-nullable array Members is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Members claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribedGroupMember)
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        raise _DecodeError('non-nullable field MemberId is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field MemberId runs past the end of the buffer')
                        item1.member_id = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        raise _DecodeError('non-nullable field ClientId is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ClientId runs past the end of the buffer')
                        item1.client_id = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        raise _DecodeError('non-nullable field ClientHost is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ClientHost runs past the end of the buffer')
                        item1.client_host = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n < 0:
                        raise _DecodeError('non-nullable field MemberMetadata is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field MemberMetadata runs past the end of the buffer')
                        item1.member_metadata = buf[pos:end]
                        pos = end
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n < 0:
                        raise _DecodeError('non-nullable field MemberAssignment is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field MemberAssignment runs past the end of the buffer')
                        item1.member_assignment = buf[pos:end]
                        pos = end
                    item1.group_instance_id = None
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.members = items1
            item0.authorized_operations, = _S_i.unpack_from(buf, pos)
            pos += 4
            item0.error_message = None
            item0.unknown_tagged_fields = None
            append0(item0)
        self.groups = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeGroupsResponse_v3(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeGroupsResponse.groups is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            if item0.error_message is not None:
                raise _UnsupportedVersionError('DescribedGroup.error_message is set, but only versions 6+ have it')
            w(_S_h.pack(item0.error_code))
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.group_id is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.group_state
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.group_state is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.protocol_type
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.protocol_type is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.protocol_data
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.protocol_data is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.members
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribedGroup.members is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    v = item1.member_id
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.member_id is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    v = item1.client_id
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.client_id is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    v = item1.client_host
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.client_host is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    v = item1.member_metadata
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.member_metadata is None, but it cannot be null')
                    else:
                        n = len(v)
                        w(_I32.pack(n))
                        if n >= 1536 and big is not None:
                            big += (_join(out), v)
                            out.clear()
                        else:
                            w(v)
                    v = item1.member_assignment
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.member_assignment is None, but it cannot be null')
                    else:
                        n = len(v)
                        w(_I32.pack(n))
                        if n >= 1536 and big is not None:
                            big += (_join(out), v)
                            out.clear()
                        else:
                            w(v)
            w(_S_i.pack(item0.authorized_operations))


def _decode_DescribeGroupsResponse_v4(buf, pos):
    limit = len(buf)
    self = _new(DescribeGroupsResponse)
    self.throttle_time_ms, n = _S_ii.unpack_from(buf, pos)
    pos += 8
    if n == 0:
        self.groups = []
    elif n < 0:
        raise _DecodeError('non-nullable array Groups is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Groups claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribedGroup)
            item0.error_code, n = _S_hh.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                raise _DecodeError('non-nullable field GroupId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupId runs past the end of the buffer')
                item0.group_id = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field GroupState is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupState runs past the end of the buffer')
                item0.group_state = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field ProtocolType is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ProtocolType runs past the end of the buffer')
                item0.protocol_type = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field ProtocolData is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ProtocolData runs past the end of the buffer')
                item0.protocol_data = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.members = []
            elif n < 0:
                raise _DecodeError('non-nullable array Members is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Members claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribedGroupMember)
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        raise _DecodeError('non-nullable field MemberId is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field MemberId runs past the end of the buffer')
                        item1.member_id = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        item1.group_instance_id = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field GroupInstanceId runs past the end of the buffer')
                        item1.group_instance_id = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        raise _DecodeError('non-nullable field ClientId is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ClientId runs past the end of the buffer')
                        item1.client_id = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        raise _DecodeError('non-nullable field ClientHost is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ClientHost runs past the end of the buffer')
                        item1.client_host = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n < 0:
                        raise _DecodeError('non-nullable field MemberMetadata is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field MemberMetadata runs past the end of the buffer')
                        item1.member_metadata = buf[pos:end]
                        pos = end
                    n, = _I32.unpack_from(buf, pos)
                    pos += 4
                    if n < 0:
                        raise _DecodeError('non-nullable field MemberAssignment is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field MemberAssignment runs past the end of the buffer')
                        item1.member_assignment = buf[pos:end]
                        pos = end
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.members = items1
            item0.authorized_operations, = _S_i.unpack_from(buf, pos)
            pos += 4
            item0.error_message = None
            item0.unknown_tagged_fields = None
            append0(item0)
        self.groups = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeGroupsResponse_v4(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeGroupsResponse.groups is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            if item0.error_message is not None:
                raise _UnsupportedVersionError('DescribedGroup.error_message is set, but only versions 6+ have it')
            w(_S_h.pack(item0.error_code))
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.group_id is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.group_state
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.group_state is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.protocol_type
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.protocol_type is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.protocol_data
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.protocol_data is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.members
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribedGroup.members is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    v = item1.member_id
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.member_id is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    v = item1.group_instance_id
                    if v is None:
                        w(b'\xff\xff')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    v = item1.client_id
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.client_id is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    v = item1.client_host
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.client_host is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    v = item1.member_metadata
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.member_metadata is None, but it cannot be null')
                    else:
                        n = len(v)
                        w(_I32.pack(n))
                        if n >= 1536 and big is not None:
                            big += (_join(out), v)
                            out.clear()
                        else:
                            w(v)
                    v = item1.member_assignment
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.member_assignment is None, but it cannot be null')
                    else:
                        n = len(v)
                        w(_I32.pack(n))
                        if n >= 1536 and big is not None:
                            big += (_join(out), v)
                            out.clear()
                        else:
                            w(v)
            w(_S_i.pack(item0.authorized_operations))


def _decode_DescribeGroupsResponse_v5(buf, pos):
    limit = len(buf)
    self = _new(DescribeGroupsResponse)
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
        self.groups = []
    elif n < 0:
        raise _DecodeError('non-nullable array Groups is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Groups claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribedGroup)
            item0.error_code, n, _n2 = _S_hBB.unpack_from(buf, pos)
            if n < 128:
                pos += 3
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 4
            else:
                n, pos = _read_uvarint(buf, pos + 2)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field GroupId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupId runs past the end of the buffer')
                item0.group_id = str(buf[pos:end], 'utf-8', 'replace')
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
                raise _DecodeError('non-nullable field GroupState is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupState runs past the end of the buffer')
                item0.group_state = str(buf[pos:end], 'utf-8', 'replace')
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
                item0.protocol_type = str(buf[pos:end], 'utf-8', 'replace')
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
                raise _DecodeError('non-nullable field ProtocolData is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ProtocolData runs past the end of the buffer')
                item0.protocol_data = str(buf[pos:end], 'utf-8', 'replace')
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
                item0.members = []
            elif n < 0:
                raise _DecodeError('non-nullable array Members is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Members claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribedGroupMember)
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
                        item1.member_id = str(buf[pos:end], 'utf-8', 'replace')
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
                        item1.group_instance_id = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field GroupInstanceId runs past the end of the buffer')
                        item1.group_instance_id = str(buf[pos:end], 'utf-8', 'replace')
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
                        raise _DecodeError('non-nullable field ClientId is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ClientId runs past the end of the buffer')
                        item1.client_id = str(buf[pos:end], 'utf-8', 'replace')
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
                        raise _DecodeError('non-nullable field ClientHost is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ClientHost runs past the end of the buffer')
                        item1.client_host = str(buf[pos:end], 'utf-8', 'replace')
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
                        raise _DecodeError('non-nullable field MemberMetadata is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field MemberMetadata runs past the end of the buffer')
                        item1.member_metadata = buf[pos:end]
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
                        raise _DecodeError('non-nullable field MemberAssignment is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field MemberAssignment runs past the end of the buffer')
                        item1.member_assignment = buf[pos:end]
                        pos = end
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.members = items1
            item0.authorized_operations, _t = _S_iB.unpack_from(buf, pos)
            pos += 5
            item0.error_message = None
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.groups = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeGroupsResponse_v5(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeGroupsResponse.groups is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            if item0.error_message is not None:
                raise _UnsupportedVersionError('DescribedGroup.error_message is set, but only versions 6+ have it')
            w(_S_h.pack(item0.error_code))
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.group_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.group_state
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.group_state is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.protocol_type
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.protocol_type is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.protocol_data
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.protocol_data is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.members
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribedGroup.members is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.member_id
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.member_id is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    v = item1.group_instance_id
                    if v is None:
                        w(b'\x00')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    v = item1.client_id
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.client_id is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    v = item1.client_host
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.client_host is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    v = item1.member_metadata
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.member_metadata is None, but it cannot be null')
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
                    v = item1.member_assignment
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.member_assignment is None, but it cannot be null')
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
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            w(_S_i.pack(item0.authorized_operations))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeGroupsResponse_v6(buf, pos):
    limit = len(buf)
    self = _new(DescribeGroupsResponse)
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
        self.groups = []
    elif n < 0:
        raise _DecodeError('non-nullable array Groups is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Groups claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribedGroup)
            item0.error_code, n, _n2 = _S_hBB.unpack_from(buf, pos)
            if n < 128:
                pos += 3
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 4
            else:
                n, pos = _read_uvarint(buf, pos + 2)
            n -= 1
            if n < 0:
                item0.error_message = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                item0.error_message = str(buf[pos:end], 'utf-8', 'replace')
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
                raise _DecodeError('non-nullable field GroupId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupId runs past the end of the buffer')
                item0.group_id = str(buf[pos:end], 'utf-8', 'replace')
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
                raise _DecodeError('non-nullable field GroupState is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupState runs past the end of the buffer')
                item0.group_state = str(buf[pos:end], 'utf-8', 'replace')
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
                item0.protocol_type = str(buf[pos:end], 'utf-8', 'replace')
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
                raise _DecodeError('non-nullable field ProtocolData is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ProtocolData runs past the end of the buffer')
                item0.protocol_data = str(buf[pos:end], 'utf-8', 'replace')
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
                item0.members = []
            elif n < 0:
                raise _DecodeError('non-nullable array Members is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Members claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribedGroupMember)
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
                        item1.member_id = str(buf[pos:end], 'utf-8', 'replace')
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
                        item1.group_instance_id = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field GroupInstanceId runs past the end of the buffer')
                        item1.group_instance_id = str(buf[pos:end], 'utf-8', 'replace')
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
                        raise _DecodeError('non-nullable field ClientId is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ClientId runs past the end of the buffer')
                        item1.client_id = str(buf[pos:end], 'utf-8', 'replace')
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
                        raise _DecodeError('non-nullable field ClientHost is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ClientHost runs past the end of the buffer')
                        item1.client_host = str(buf[pos:end], 'utf-8', 'replace')
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
                        raise _DecodeError('non-nullable field MemberMetadata is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field MemberMetadata runs past the end of the buffer')
                        item1.member_metadata = buf[pos:end]
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
                        raise _DecodeError('non-nullable field MemberAssignment is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field MemberAssignment runs past the end of the buffer')
                        item1.member_assignment = buf[pos:end]
                        pos = end
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.members = items1
            item0.authorized_operations, _t = _S_iB.unpack_from(buf, pos)
            pos += 5
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.groups = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeGroupsResponse_v6(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeGroupsResponse.groups is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_h.pack(item0.error_code))
            v = item0.error_message
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.group_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.group_state
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.group_state is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.protocol_type
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.protocol_type is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.protocol_data
            if v is None:
                raise _UnsupportedVersionError('DescribedGroup.protocol_data is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.members
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribedGroup.members is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.member_id
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.member_id is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    v = item1.group_instance_id
                    if v is None:
                        w(b'\x00')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    v = item1.client_id
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.client_id is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    v = item1.client_host
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.client_host is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    v = item1.member_metadata
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.member_metadata is None, but it cannot be null')
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
                    v = item1.member_assignment
                    if v is None:
                        raise _UnsupportedVersionError('DescribedGroupMember.member_assignment is None, but it cannot be null')
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
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            w(_S_i.pack(item0.authorized_operations))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/describe_groups.py (`classes`: its namespace) and give
    them their per-version tables."""
    global DescribeGroupsRequest, DescribedGroupMember, DescribedGroup, DescribeGroupsResponse
    DescribeGroupsRequest = classes['DescribeGroupsRequest']
    DescribedGroupMember = classes['DescribedGroupMember']
    DescribedGroup = classes['DescribedGroup']
    DescribeGroupsResponse = classes['DescribeGroupsResponse']
    DescribeGroupsRequest._DECODERS = (_decode_DescribeGroupsRequest_v0_to_2, _decode_DescribeGroupsRequest_v0_to_2, _decode_DescribeGroupsRequest_v0_to_2, _decode_DescribeGroupsRequest_v3_to_4, _decode_DescribeGroupsRequest_v3_to_4, _decode_DescribeGroupsRequest_v5_to_6, _decode_DescribeGroupsRequest_v5_to_6,)
    DescribeGroupsRequest._ENCODERS = (_encode_DescribeGroupsRequest_v0_to_2, _encode_DescribeGroupsRequest_v0_to_2, _encode_DescribeGroupsRequest_v0_to_2, _encode_DescribeGroupsRequest_v3_to_4, _encode_DescribeGroupsRequest_v3_to_4, _encode_DescribeGroupsRequest_v5_to_6, _encode_DescribeGroupsRequest_v5_to_6,)
    DescribedGroupMember._DECODERS = (_decode_DescribedGroupMember_v0_to_3, _decode_DescribedGroupMember_v0_to_3, _decode_DescribedGroupMember_v0_to_3, _decode_DescribedGroupMember_v0_to_3, _decode_DescribedGroupMember_v4, _decode_DescribedGroupMember_v5_to_6, _decode_DescribedGroupMember_v5_to_6,)
    DescribedGroupMember._ENCODERS = (_encode_DescribedGroupMember_v0_to_3, _encode_DescribedGroupMember_v0_to_3, _encode_DescribedGroupMember_v0_to_3, _encode_DescribedGroupMember_v0_to_3, _encode_DescribedGroupMember_v4, _encode_DescribedGroupMember_v5_to_6, _encode_DescribedGroupMember_v5_to_6,)
    DescribedGroup._DECODERS = (_decode_DescribedGroup_v0_to_2, _decode_DescribedGroup_v0_to_2, _decode_DescribedGroup_v0_to_2, _decode_DescribedGroup_v3, _decode_DescribedGroup_v4, _decode_DescribedGroup_v5, _decode_DescribedGroup_v6,)
    DescribedGroup._ENCODERS = (_encode_DescribedGroup_v0_to_2, _encode_DescribedGroup_v0_to_2, _encode_DescribedGroup_v0_to_2, _encode_DescribedGroup_v3, _encode_DescribedGroup_v4, _encode_DescribedGroup_v5, _encode_DescribedGroup_v6,)
    DescribeGroupsResponse._DECODERS = (_decode_DescribeGroupsResponse_v0, _decode_DescribeGroupsResponse_v1_to_2, _decode_DescribeGroupsResponse_v1_to_2, _decode_DescribeGroupsResponse_v3, _decode_DescribeGroupsResponse_v4, _decode_DescribeGroupsResponse_v5, _decode_DescribeGroupsResponse_v6,)
    DescribeGroupsResponse._ENCODERS = (_encode_DescribeGroupsResponse_v0, _encode_DescribeGroupsResponse_v1_to_2, _encode_DescribeGroupsResponse_v1_to_2, _encode_DescribeGroupsResponse_v3, _encode_DescribeGroupsResponse_v4, _encode_DescribeGroupsResponse_v5, _encode_DescribeGroupsResponse_v6,)
