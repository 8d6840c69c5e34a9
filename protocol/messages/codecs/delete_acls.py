"""Generated from schemas/DeleteAclsRequest.json, schemas/DeleteAclsResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_b = _struct.Struct('>b')
_S_bBB = _struct.Struct('>bBB')
_S_bb = _struct.Struct('>bb')
_S_bbB = _struct.Struct('>bbB')
_S_bh = _struct.Struct('>bh')
_S_h = _struct.Struct('>h')
_S_hBB = _struct.Struct('>hBB')
_S_hh = _struct.Struct('>hh')
_S_i = _struct.Struct('>i')
_S_iBB = _struct.Struct('>iBB')
_S_ii = _struct.Struct('>ii')

def _decode_DeleteAclsFilter_v1(buf, pos):
    limit = len(buf)
    self = _new(DeleteAclsFilter)
    self.resource_type_filter, n = _S_bh.unpack_from(buf, pos)
    pos += 3
    if n < 0:
        self.resource_name_filter = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ResourceNameFilter runs past the end of the buffer')
        self.resource_name_filter = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.pattern_type_filter, n = _S_bh.unpack_from(buf, pos)
    pos += 3
    if n < 0:
        self.principal_filter = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field PrincipalFilter runs past the end of the buffer')
        self.principal_filter = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        self.host_filter = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field HostFilter runs past the end of the buffer')
        self.host_filter = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.operation, self.permission_type = _S_bb.unpack_from(buf, pos)
    pos += 2
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteAclsFilter_v1(o, out, big):
    w = out.append
    w(_S_b.pack(o.resource_type_filter))
    v = o.resource_name_filter
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_b.pack(o.pattern_type_filter))
    v = o.principal_filter
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.host_filter
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_bb.pack(o.operation, o.permission_type))


def _decode_DeleteAclsFilter_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(DeleteAclsFilter)
    self.resource_type_filter, n, _n2 = _S_bBB.unpack_from(buf, pos)
    if n < 128:
        pos += 2
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 3
    else:
        n, pos = _read_uvarint(buf, pos + 1)
    n -= 1
    if n < 0:
        self.resource_name_filter = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ResourceNameFilter runs past the end of the buffer')
        self.resource_name_filter = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.pattern_type_filter, n, _n2 = _S_bBB.unpack_from(buf, pos)
    if n < 128:
        pos += 2
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 3
    else:
        n, pos = _read_uvarint(buf, pos + 1)
    n -= 1
    if n < 0:
        self.principal_filter = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field PrincipalFilter runs past the end of the buffer')
        self.principal_filter = str(buf[pos:end], 'utf-8', 'replace')
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
        self.host_filter = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field HostFilter runs past the end of the buffer')
        self.host_filter = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.operation, self.permission_type, _t = _S_bbB.unpack_from(buf, pos)
    pos += 3
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteAclsFilter_v2_to_3(o, out, big):
    w = out.append
    w(_S_b.pack(o.resource_type_filter))
    v = o.resource_name_filter
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_b.pack(o.pattern_type_filter))
    v = o.principal_filter
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.host_filter
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_bb.pack(o.operation, o.permission_type))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DeleteAclsRequest_v1(buf, pos):
    limit = len(buf)
    self = _new(DeleteAclsRequest)
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.filters = []
    elif n < 0:
        raise _DecodeError('non-nullable array Filters is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Filters claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DeleteAclsFilter)
            item0.resource_type_filter, n = _S_bh.unpack_from(buf, pos)
            pos += 3
            if n < 0:
                item0.resource_name_filter = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ResourceNameFilter runs past the end of the buffer')
                item0.resource_name_filter = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.pattern_type_filter, n = _S_bh.unpack_from(buf, pos)
            pos += 3
            if n < 0:
                item0.principal_filter = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field PrincipalFilter runs past the end of the buffer')
                item0.principal_filter = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                item0.host_filter = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field HostFilter runs past the end of the buffer')
                item0.host_filter = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.operation, item0.permission_type = _S_bb.unpack_from(buf, pos)
            pos += 2
            item0.unknown_tagged_fields = None
            append0(item0)
        self.filters = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteAclsRequest_v1(o, out, big):
    w = out.append
    items0 = o.filters
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DeleteAclsRequest.filters is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_b.pack(item0.resource_type_filter))
            v = item0.resource_name_filter
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_b.pack(item0.pattern_type_filter))
            v = item0.principal_filter
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.host_filter
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_bb.pack(item0.operation, item0.permission_type))


def _decode_DeleteAclsRequest_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(DeleteAclsRequest)
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
        self.filters = []
    elif n < 0:
        raise _DecodeError('non-nullable array Filters is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Filters claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DeleteAclsFilter)
            item0.resource_type_filter, n, _n2 = _S_bBB.unpack_from(buf, pos)
            if n < 128:
                pos += 2
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 3
            else:
                n, pos = _read_uvarint(buf, pos + 1)
            n -= 1
            if n < 0:
                item0.resource_name_filter = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ResourceNameFilter runs past the end of the buffer')
                item0.resource_name_filter = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.pattern_type_filter, n, _n2 = _S_bBB.unpack_from(buf, pos)
            if n < 128:
                pos += 2
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 3
            else:
                n, pos = _read_uvarint(buf, pos + 1)
            n -= 1
            if n < 0:
                item0.principal_filter = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field PrincipalFilter runs past the end of the buffer')
                item0.principal_filter = str(buf[pos:end], 'utf-8', 'replace')
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
                item0.host_filter = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field HostFilter runs past the end of the buffer')
                item0.host_filter = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.operation, item0.permission_type, _t = _S_bbB.unpack_from(buf, pos)
            pos += 3
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.filters = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteAclsRequest_v2_to_3(o, out, big):
    w = out.append
    items0 = o.filters
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DeleteAclsRequest.filters is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_b.pack(item0.resource_type_filter))
            v = item0.resource_name_filter
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_b.pack(item0.pattern_type_filter))
            v = item0.principal_filter
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.host_filter
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_bb.pack(item0.operation, item0.permission_type))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DeleteAclsMatchingAcl_v1(buf, pos):
    limit = len(buf)
    self = _new(DeleteAclsMatchingAcl)
    self.error_code, n = _S_hh.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        self.error_message = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
        self.error_message = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.resource_type, n = _S_bh.unpack_from(buf, pos)
    pos += 3
    if n < 0:
        raise _DecodeError('non-nullable field ResourceName is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ResourceName runs past the end of the buffer')
        self.resource_name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.pattern_type, n = _S_bh.unpack_from(buf, pos)
    pos += 3
    if n < 0:
        raise _DecodeError('non-nullable field Principal is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Principal runs past the end of the buffer')
        self.principal = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field Host is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Host runs past the end of the buffer')
        self.host = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.operation, self.permission_type = _S_bb.unpack_from(buf, pos)
    pos += 2
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteAclsMatchingAcl_v1(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    v = o.error_message
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_b.pack(o.resource_type))
    v = o.resource_name
    if v is None:
        raise _UnsupportedVersionError('DeleteAclsMatchingAcl.resource_name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_b.pack(o.pattern_type))
    v = o.principal
    if v is None:
        raise _UnsupportedVersionError('DeleteAclsMatchingAcl.principal is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.host
    if v is None:
        raise _UnsupportedVersionError('DeleteAclsMatchingAcl.host is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_bb.pack(o.operation, o.permission_type))


def _decode_DeleteAclsMatchingAcl_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(DeleteAclsMatchingAcl)
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
    self.resource_type, n, _n2 = _S_bBB.unpack_from(buf, pos)
    if n < 128:
        pos += 2
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 3
    else:
        n, pos = _read_uvarint(buf, pos + 1)
    n -= 1
    if n < 0:
        raise _DecodeError('non-nullable field ResourceName is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ResourceName runs past the end of the buffer')
        self.resource_name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.pattern_type, n, _n2 = _S_bBB.unpack_from(buf, pos)
    if n < 128:
        pos += 2
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 3
    else:
        n, pos = _read_uvarint(buf, pos + 1)
    n -= 1
    if n < 0:
        raise _DecodeError('non-nullable field Principal is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Principal runs past the end of the buffer')
        self.principal = str(buf[pos:end], 'utf-8', 'replace')
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
        raise _DecodeError('non-nullable field Host is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Host runs past the end of the buffer')
        self.host = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.operation, self.permission_type, _t = _S_bbB.unpack_from(buf, pos)
    pos += 3
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteAclsMatchingAcl_v2_to_3(o, out, big):
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
    w(_S_b.pack(o.resource_type))
    v = o.resource_name
    if v is None:
        raise _UnsupportedVersionError('DeleteAclsMatchingAcl.resource_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_b.pack(o.pattern_type))
    v = o.principal
    if v is None:
        raise _UnsupportedVersionError('DeleteAclsMatchingAcl.principal is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.host
    if v is None:
        raise _UnsupportedVersionError('DeleteAclsMatchingAcl.host is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_bb.pack(o.operation, o.permission_type))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DeleteAclsFilterResult_v1(buf, pos):
    limit = len(buf)
    self = _new(DeleteAclsFilterResult)
    self.error_code, n = _S_hh.unpack_from(buf, pos)
    pos += 4
    if n < 0:
        self.error_message = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
        self.error_message = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.matching_acls = []
    elif n < 0:
        raise _DecodeError('non-nullable array MatchingAcls is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array MatchingAcls claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DeleteAclsMatchingAcl)
            item0.error_code, n = _S_hh.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                item0.error_message = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                item0.error_message = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.resource_type, n = _S_bh.unpack_from(buf, pos)
            pos += 3
            if n < 0:
                raise _DecodeError('non-nullable field ResourceName is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ResourceName runs past the end of the buffer')
                item0.resource_name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.pattern_type, n = _S_bh.unpack_from(buf, pos)
            pos += 3
            if n < 0:
                raise _DecodeError('non-nullable field Principal is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Principal runs past the end of the buffer')
                item0.principal = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.operation, item0.permission_type = _S_bb.unpack_from(buf, pos)
            pos += 2
            item0.unknown_tagged_fields = None
            append0(item0)
        self.matching_acls = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteAclsFilterResult_v1(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    v = o.error_message
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.matching_acls
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DeleteAclsFilterResult.matching_acls is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_h.pack(item0.error_code))
            v = item0.error_message
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_b.pack(item0.resource_type))
            v = item0.resource_name
            if v is None:
                raise _UnsupportedVersionError('DeleteAclsMatchingAcl.resource_name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_b.pack(item0.pattern_type))
            v = item0.principal
            if v is None:
                raise _UnsupportedVersionError('DeleteAclsMatchingAcl.principal is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('DeleteAclsMatchingAcl.host is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_bb.pack(item0.operation, item0.permission_type))


def _decode_DeleteAclsFilterResult_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(DeleteAclsFilterResult)
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
    if n == 0:
        self.matching_acls = []
    elif n < 0:
        raise _DecodeError('non-nullable array MatchingAcls is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array MatchingAcls claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DeleteAclsMatchingAcl)
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
            item0.resource_type, n, _n2 = _S_bBB.unpack_from(buf, pos)
            if n < 128:
                pos += 2
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 3
            else:
                n, pos = _read_uvarint(buf, pos + 1)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field ResourceName is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ResourceName runs past the end of the buffer')
                item0.resource_name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.pattern_type, n, _n2 = _S_bBB.unpack_from(buf, pos)
            if n < 128:
                pos += 2
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 3
            else:
                n, pos = _read_uvarint(buf, pos + 1)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field Principal is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Principal runs past the end of the buffer')
                item0.principal = str(buf[pos:end], 'utf-8', 'replace')
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
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.operation, item0.permission_type, _t = _S_bbB.unpack_from(buf, pos)
            pos += 3
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.matching_acls = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteAclsFilterResult_v2_to_3(o, out, big):
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
    items0 = o.matching_acls
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DeleteAclsFilterResult.matching_acls is None, but it cannot be null')
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
            w(_S_b.pack(item0.resource_type))
            v = item0.resource_name
            if v is None:
                raise _UnsupportedVersionError('DeleteAclsMatchingAcl.resource_name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_b.pack(item0.pattern_type))
            v = item0.principal
            if v is None:
                raise _UnsupportedVersionError('DeleteAclsMatchingAcl.principal is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('DeleteAclsMatchingAcl.host is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_bb.pack(item0.operation, item0.permission_type))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DeleteAclsResponse_v1(buf, pos):
    limit = len(buf)
    self = _new(DeleteAclsResponse)
    self.throttle_time_ms, n = _S_ii.unpack_from(buf, pos)
    pos += 8
    if n == 0:
        self.filter_results = []
    elif n < 0:
        raise _DecodeError('non-nullable array FilterResults is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array FilterResults claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DeleteAclsFilterResult)
            item0.error_code, n = _S_hh.unpack_from(buf, pos)
            pos += 4
            if n < 0:
                item0.error_message = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                item0.error_message = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.matching_acls = []
            elif n < 0:
                raise _DecodeError('non-nullable array MatchingAcls is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array MatchingAcls claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DeleteAclsMatchingAcl)
                    item1.error_code, n = _S_hh.unpack_from(buf, pos)
                    pos += 4
                    if n < 0:
                        item1.error_message = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                        item1.error_message = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.resource_type, n = _S_bh.unpack_from(buf, pos)
                    pos += 3
                    if n < 0:
                        raise _DecodeError('non-nullable field ResourceName is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ResourceName runs past the end of the buffer')
                        item1.resource_name = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.pattern_type, n = _S_bh.unpack_from(buf, pos)
                    pos += 3
                    if n < 0:
                        raise _DecodeError('non-nullable field Principal is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Principal runs past the end of the buffer')
                        item1.principal = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        raise _DecodeError('non-nullable field Host is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Host runs past the end of the buffer')
                        item1.host = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.operation, item1.permission_type = _S_bb.unpack_from(buf, pos)
                    pos += 2
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.matching_acls = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.filter_results = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteAclsResponse_v1(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.filter_results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DeleteAclsResponse.filter_results is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_h.pack(item0.error_code))
            v = item0.error_message
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.matching_acls
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DeleteAclsFilterResult.matching_acls is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    w(_S_h.pack(item1.error_code))
                    v = item1.error_message
                    if v is None:
                        w(b'\xff\xff')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    w(_S_b.pack(item1.resource_type))
                    v = item1.resource_name
                    if v is None:
                        raise _UnsupportedVersionError('DeleteAclsMatchingAcl.resource_name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    w(_S_b.pack(item1.pattern_type))
                    v = item1.principal
                    if v is None:
                        raise _UnsupportedVersionError('DeleteAclsMatchingAcl.principal is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    v = item1.host
                    if v is None:
                        raise _UnsupportedVersionError('DeleteAclsMatchingAcl.host is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    w(_S_bb.pack(item1.operation, item1.permission_type))


def _decode_DeleteAclsResponse_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(DeleteAclsResponse)
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
        self.filter_results = []
    elif n < 0:
        raise _DecodeError('non-nullable array FilterResults is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array FilterResults claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DeleteAclsFilterResult)
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
            if n == 0:
                item0.matching_acls = []
            elif n < 0:
                raise _DecodeError('non-nullable array MatchingAcls is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array MatchingAcls claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DeleteAclsMatchingAcl)
                    item1.error_code, n, _n2 = _S_hBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 3
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 4
                    else:
                        n, pos = _read_uvarint(buf, pos + 2)
                    n -= 1
                    if n < 0:
                        item1.error_message = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                        item1.error_message = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.resource_type, n, _n2 = _S_bBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 2
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 3
                    else:
                        n, pos = _read_uvarint(buf, pos + 1)
                    n -= 1
                    if n < 0:
                        raise _DecodeError('non-nullable field ResourceName is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ResourceName runs past the end of the buffer')
                        item1.resource_name = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.pattern_type, n, _n2 = _S_bBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 2
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 3
                    else:
                        n, pos = _read_uvarint(buf, pos + 1)
                    n -= 1
                    if n < 0:
                        raise _DecodeError('non-nullable field Principal is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Principal runs past the end of the buffer')
                        item1.principal = str(buf[pos:end], 'utf-8', 'replace')
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
                        raise _DecodeError('non-nullable field Host is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Host runs past the end of the buffer')
                        item1.host = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.operation, item1.permission_type, _t = _S_bbB.unpack_from(buf, pos)
                    pos += 3
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.matching_acls = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.filter_results = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DeleteAclsResponse_v2_to_3(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.filter_results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DeleteAclsResponse.filter_results is None, but it cannot be null')
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
            items1 = item0.matching_acls
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DeleteAclsFilterResult.matching_acls is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_h.pack(item1.error_code))
                    v = item1.error_message
                    if v is None:
                        w(b'\x00')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    w(_S_b.pack(item1.resource_type))
                    v = item1.resource_name
                    if v is None:
                        raise _UnsupportedVersionError('DeleteAclsMatchingAcl.resource_name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    w(_S_b.pack(item1.pattern_type))
                    v = item1.principal
                    if v is None:
                        raise _UnsupportedVersionError('DeleteAclsMatchingAcl.principal is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    v = item1.host
                    if v is None:
                        raise _UnsupportedVersionError('DeleteAclsMatchingAcl.host is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    w(_S_bb.pack(item1.operation, item1.permission_type))
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/delete_acls.py (`classes`: its namespace) and give
    them their per-version tables."""
    global DeleteAclsFilter, DeleteAclsRequest, DeleteAclsMatchingAcl, DeleteAclsFilterResult, DeleteAclsResponse
    DeleteAclsFilter = classes['DeleteAclsFilter']
    DeleteAclsRequest = classes['DeleteAclsRequest']
    DeleteAclsMatchingAcl = classes['DeleteAclsMatchingAcl']
    DeleteAclsFilterResult = classes['DeleteAclsFilterResult']
    DeleteAclsResponse = classes['DeleteAclsResponse']
    DeleteAclsFilter._DECODERS = (None, _decode_DeleteAclsFilter_v1, _decode_DeleteAclsFilter_v2_to_3, _decode_DeleteAclsFilter_v2_to_3,)
    DeleteAclsFilter._ENCODERS = (None, _encode_DeleteAclsFilter_v1, _encode_DeleteAclsFilter_v2_to_3, _encode_DeleteAclsFilter_v2_to_3,)
    DeleteAclsRequest._DECODERS = (None, _decode_DeleteAclsRequest_v1, _decode_DeleteAclsRequest_v2_to_3, _decode_DeleteAclsRequest_v2_to_3,)
    DeleteAclsRequest._ENCODERS = (None, _encode_DeleteAclsRequest_v1, _encode_DeleteAclsRequest_v2_to_3, _encode_DeleteAclsRequest_v2_to_3,)
    DeleteAclsMatchingAcl._DECODERS = (None, _decode_DeleteAclsMatchingAcl_v1, _decode_DeleteAclsMatchingAcl_v2_to_3, _decode_DeleteAclsMatchingAcl_v2_to_3,)
    DeleteAclsMatchingAcl._ENCODERS = (None, _encode_DeleteAclsMatchingAcl_v1, _encode_DeleteAclsMatchingAcl_v2_to_3, _encode_DeleteAclsMatchingAcl_v2_to_3,)
    DeleteAclsFilterResult._DECODERS = (None, _decode_DeleteAclsFilterResult_v1, _decode_DeleteAclsFilterResult_v2_to_3, _decode_DeleteAclsFilterResult_v2_to_3,)
    DeleteAclsFilterResult._ENCODERS = (None, _encode_DeleteAclsFilterResult_v1, _encode_DeleteAclsFilterResult_v2_to_3, _encode_DeleteAclsFilterResult_v2_to_3,)
    DeleteAclsResponse._DECODERS = (None, _decode_DeleteAclsResponse_v1, _decode_DeleteAclsResponse_v2_to_3, _decode_DeleteAclsResponse_v2_to_3,)
    DeleteAclsResponse._ENCODERS = (None, _encode_DeleteAclsResponse_v1, _encode_DeleteAclsResponse_v2_to_3, _encode_DeleteAclsResponse_v2_to_3,)
