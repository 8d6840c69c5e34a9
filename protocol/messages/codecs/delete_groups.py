"""Generated from schemas/DeleteGroupsRequest.json, schemas/DeleteGroupsResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_hBB = _struct.Struct('>hBB')
_S_i = _struct.Struct('>i')
_S_iBB = _struct.Struct('>iBB')
_S_ii = _struct.Struct('>ii')

def _decode_DeleteGroupsRequest_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(DeleteGroupsRequest)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.groups_names = []
    elif n < 0:
        raise _DecodeError('non-nullable array GroupsNames is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array GroupsNames claims more elements than bytes')
        items0 = []
        for _ in range(n):
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field GroupsNames is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupsNames runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.groups_names = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteGroupsRequest_v0_to_1(o, out, big):
    w = out.append
    items0 = o.groups_names
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DeleteGroupsRequest.groups_names is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of DeleteGroupsRequest.groups_names is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)


def _decode_DeleteGroupsRequest_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(DeleteGroupsRequest)
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
        self.groups_names = []
    elif n < 0:
        raise _DecodeError('non-nullable array GroupsNames is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array GroupsNames claims more elements than bytes')
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
                raise _DecodeError('non-nullable field GroupsNames is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupsNames runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.groups_names = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteGroupsRequest_v2_to_3(o, out, big):
    w = out.append
    items0 = o.groups_names
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DeleteGroupsRequest.groups_names is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of DeleteGroupsRequest.groups_names is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DeletableGroupResult_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(DeletableGroupResult)
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
    self.error_code, = _S_h.unpack_from(buf, pos)
    pos += 2
    self.error_message = None
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DeletableGroupResult_v0_to_1(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('DeletableGroupResult.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_h.pack(o.error_code))


def _decode_DeletableGroupResult_v2(buf, pos):
    limit = len(buf)
    self = _new(DeletableGroupResult)
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
    self.error_code, _t = _S_hB.unpack_from(buf, pos)
    pos += 3
    self.error_message = None
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DeletableGroupResult_v2(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('DeletableGroupResult.group_id is None, but it cannot be null')
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


def _decode_DeletableGroupResult_v3(buf, pos):
    limit = len(buf)
    self = _new(DeletableGroupResult)
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
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DeletableGroupResult_v3(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('DeletableGroupResult.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_h.pack(o.error_code))
    v = o.error_message
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


def _decode_DeleteGroupsResponse_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(DeleteGroupsResponse)
    self.throttle_time_ms, n = _S_ii.unpack_from(buf, pos)
    pos += 8
    if n == 0:
        self.results = []
    elif n < 0:
        raise _DecodeError('non-nullable array Results is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Results claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DeletableGroupResult)
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field GroupId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupId runs past the end of the buffer')
                item0.group_id = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.error_code, = _S_h.unpack_from(buf, pos)
            pos += 2
            item0.error_message = None
            item0.unknown_tagged_fields = None
            append0(item0)
        self.results = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteGroupsResponse_v0_to_1(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DeleteGroupsResponse.results is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('DeletableGroupResult.group_id is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_h.pack(item0.error_code))


def _decode_DeleteGroupsResponse_v2(buf, pos):
    limit = len(buf)
    self = _new(DeleteGroupsResponse)
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
        self.results = []
    elif n < 0:
        raise _DecodeError('non-nullable array Results is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Results claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DeletableGroupResult)
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
            item0.error_code, _t = _S_hB.unpack_from(buf, pos)
            pos += 3
            item0.error_message = None
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.results = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteGroupsResponse_v2(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DeleteGroupsResponse.results is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('DeletableGroupResult.group_id is None, but it cannot be null')
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


def _decode_DeleteGroupsResponse_v3(buf, pos):
    limit = len(buf)
    self = _new(DeleteGroupsResponse)
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
        self.results = []
    elif n < 0:
        raise _DecodeError('non-nullable array Results is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Results claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DeletableGroupResult)
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
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.results = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteGroupsResponse_v3(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DeleteGroupsResponse.results is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('DeletableGroupResult.group_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_h.pack(item0.error_code))
            v = item0.error_message
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


def attach(classes):
    """Bind the classes of messages/delete_groups.py (`classes`: its namespace) and give
    them their per-version tables."""
    global DeleteGroupsRequest, DeletableGroupResult, DeleteGroupsResponse
    DeleteGroupsRequest = classes['DeleteGroupsRequest']
    DeletableGroupResult = classes['DeletableGroupResult']
    DeleteGroupsResponse = classes['DeleteGroupsResponse']
    DeleteGroupsRequest._DECODERS = (_decode_DeleteGroupsRequest_v0_to_1, _decode_DeleteGroupsRequest_v0_to_1, _decode_DeleteGroupsRequest_v2_to_3, _decode_DeleteGroupsRequest_v2_to_3,)
    DeleteGroupsRequest._ENCODERS = (_encode_DeleteGroupsRequest_v0_to_1, _encode_DeleteGroupsRequest_v0_to_1, _encode_DeleteGroupsRequest_v2_to_3, _encode_DeleteGroupsRequest_v2_to_3,)
    DeletableGroupResult._DECODERS = (_decode_DeletableGroupResult_v0_to_1, _decode_DeletableGroupResult_v0_to_1, _decode_DeletableGroupResult_v2, _decode_DeletableGroupResult_v3,)
    DeletableGroupResult._ENCODERS = (_encode_DeletableGroupResult_v0_to_1, _encode_DeletableGroupResult_v0_to_1, _encode_DeletableGroupResult_v2, _encode_DeletableGroupResult_v3,)
    DeleteGroupsResponse._DECODERS = (_decode_DeleteGroupsResponse_v0_to_1, _decode_DeleteGroupsResponse_v0_to_1, _decode_DeleteGroupsResponse_v2, _decode_DeleteGroupsResponse_v3,)
    DeleteGroupsResponse._ENCODERS = (_encode_DeleteGroupsResponse_v0_to_1, _encode_DeleteGroupsResponse_v0_to_1, _encode_DeleteGroupsResponse_v2, _encode_DeleteGroupsResponse_v3,)
