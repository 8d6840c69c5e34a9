"""Generated from schemas/DescribeAclsRequest.json, schemas/DescribeAclsResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_bi = _struct.Struct('>bi')
_S_ih = _struct.Struct('>ih')
_S_ihBB = _struct.Struct('>ihBB')
_S_ihh = _struct.Struct('>ihh')

def _decode_DescribeAclsRequest_v1(buf, pos):
    limit = len(buf)
    self = _new(DescribeAclsRequest)
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


def _encode_DescribeAclsRequest_v1(o, out, big):
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


def _decode_DescribeAclsRequest_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(DescribeAclsRequest)
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


def _encode_DescribeAclsRequest_v2_to_3(o, out, big):
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


def _decode_AclDescription_v1(buf, pos):
    limit = len(buf)
    self = _new(AclDescription)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
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


def _encode_AclDescription_v1(o, out, big):
    w = out.append
    v = o.principal
    if v is None:
        raise _UnsupportedVersionError('AclDescription.principal is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.host
    if v is None:
        raise _UnsupportedVersionError('AclDescription.host is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_bb.pack(o.operation, o.permission_type))


def _decode_AclDescription_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(AclDescription)
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


def _encode_AclDescription_v2_to_3(o, out, big):
    w = out.append
    v = o.principal
    if v is None:
        raise _UnsupportedVersionError('AclDescription.principal is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.host
    if v is None:
        raise _UnsupportedVersionError('AclDescription.host is None, but it cannot be null')
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


def _decode_DescribeAclsResource_v1(buf, pos):
    limit = len(buf)
    self = _new(DescribeAclsResource)
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
    self.pattern_type, n = _S_bi.unpack_from(buf, pos)
    pos += 5
    if n == 0:
        self.acls = []
    elif n < 0:
        raise _DecodeError('non-nullable array Acls is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Acls claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AclDescription)
            n, = _I16.unpack_from(buf, pos)
            pos += 2
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
        self.acls = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeAclsResource_v1(o, out, big):
    w = out.append
    w(_S_b.pack(o.resource_type))
    v = o.resource_name
    if v is None:
        raise _UnsupportedVersionError('DescribeAclsResource.resource_name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_b.pack(o.pattern_type))
    items0 = o.acls
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeAclsResource.acls is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.principal
            if v is None:
                raise _UnsupportedVersionError('AclDescription.principal is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('AclDescription.host is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_bb.pack(item0.operation, item0.permission_type))


def _decode_DescribeAclsResource_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(DescribeAclsResource)
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
    if n == 0:
        self.acls = []
    elif n < 0:
        raise _DecodeError('non-nullable array Acls is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Acls claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AclDescription)
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
        self.acls = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeAclsResource_v2_to_3(o, out, big):
    w = out.append
    w(_S_b.pack(o.resource_type))
    v = o.resource_name
    if v is None:
        raise _UnsupportedVersionError('DescribeAclsResource.resource_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_b.pack(o.pattern_type))
    items0 = o.acls
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeAclsResource.acls is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.principal
            if v is None:
                raise _UnsupportedVersionError('AclDescription.principal is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('AclDescription.host is None, but it cannot be null')
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


def _decode_DescribeAclsResponse_v1(buf, pos):
    limit = len(buf)
    self = _new(DescribeAclsResponse)
    self.throttle_time_ms, self.error_code, n = _S_ihh.unpack_from(buf, pos)
    pos += 8
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
        self.resources = []
    elif n < 0:
        raise _DecodeError('non-nullable array Resources is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Resources claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribeAclsResource)
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
            item0.pattern_type, n = _S_bi.unpack_from(buf, pos)
            pos += 5
            if n == 0:
                item0.acls = []
            elif n < 0:
                raise _DecodeError('non-nullable array Acls is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Acls claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(AclDescription)
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
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
                item0.acls = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.resources = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeAclsResponse_v1(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    v = o.error_message
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.resources
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeAclsResponse.resources is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_b.pack(item0.resource_type))
            v = item0.resource_name
            if v is None:
                raise _UnsupportedVersionError('DescribeAclsResource.resource_name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            w(_S_b.pack(item0.pattern_type))
            items1 = item0.acls
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeAclsResource.acls is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    v = item1.principal
                    if v is None:
                        raise _UnsupportedVersionError('AclDescription.principal is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    v = item1.host
                    if v is None:
                        raise _UnsupportedVersionError('AclDescription.host is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    w(_S_bb.pack(item1.operation, item1.permission_type))


def _decode_DescribeAclsResponse_v2_to_3(buf, pos):
    limit = len(buf)
    self = _new(DescribeAclsResponse)
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
        self.resources = []
    elif n < 0:
        raise _DecodeError('non-nullable array Resources is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Resources claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribeAclsResource)
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
            if n == 0:
                item0.acls = []
            elif n < 0:
                raise _DecodeError('non-nullable array Acls is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Acls claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(AclDescription)
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
                item0.acls = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.resources = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeAclsResponse_v2_to_3(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    v = o.error_message
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.resources
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeAclsResponse.resources is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_b.pack(item0.resource_type))
            v = item0.resource_name
            if v is None:
                raise _UnsupportedVersionError('DescribeAclsResource.resource_name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_b.pack(item0.pattern_type))
            items1 = item0.acls
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeAclsResource.acls is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.principal
                    if v is None:
                        raise _UnsupportedVersionError('AclDescription.principal is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    v = item1.host
                    if v is None:
                        raise _UnsupportedVersionError('AclDescription.host is None, but it cannot be null')
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
    """Bind the classes of messages/describe_acls.py (`classes`: its namespace) and give
    them their per-version tables."""
    global DescribeAclsRequest, AclDescription, DescribeAclsResource, DescribeAclsResponse
    DescribeAclsRequest = classes['DescribeAclsRequest']
    AclDescription = classes['AclDescription']
    DescribeAclsResource = classes['DescribeAclsResource']
    DescribeAclsResponse = classes['DescribeAclsResponse']
    DescribeAclsRequest._DECODERS = (None, _decode_DescribeAclsRequest_v1, _decode_DescribeAclsRequest_v2_to_3, _decode_DescribeAclsRequest_v2_to_3,)
    DescribeAclsRequest._ENCODERS = (None, _encode_DescribeAclsRequest_v1, _encode_DescribeAclsRequest_v2_to_3, _encode_DescribeAclsRequest_v2_to_3,)
    AclDescription._DECODERS = (None, _decode_AclDescription_v1, _decode_AclDescription_v2_to_3, _decode_AclDescription_v2_to_3,)
    AclDescription._ENCODERS = (None, _encode_AclDescription_v1, _encode_AclDescription_v2_to_3, _encode_AclDescription_v2_to_3,)
    DescribeAclsResource._DECODERS = (None, _decode_DescribeAclsResource_v1, _decode_DescribeAclsResource_v2_to_3, _decode_DescribeAclsResource_v2_to_3,)
    DescribeAclsResource._ENCODERS = (None, _encode_DescribeAclsResource_v1, _encode_DescribeAclsResource_v2_to_3, _encode_DescribeAclsResource_v2_to_3,)
    DescribeAclsResponse._DECODERS = (None, _decode_DescribeAclsResponse_v1, _decode_DescribeAclsResponse_v2_to_3, _decode_DescribeAclsResponse_v2_to_3,)
    DescribeAclsResponse._ENCODERS = (None, _encode_DescribeAclsResponse_v1, _encode_DescribeAclsResponse_v2_to_3, _encode_DescribeAclsResponse_v2_to_3,)
