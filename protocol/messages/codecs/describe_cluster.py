"""Generated from schemas/DescribeClusterRequest.json, schemas/DescribeClusterResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_i = _struct.Struct('>i')
_S_iB = _struct.Struct('>iB')
_S_iBB = _struct.Struct('>iBB')
_S_iBi = _struct.Struct('>iBi')
_S_ih = _struct.Struct('>ih')
_S_ihBB = _struct.Struct('>ihBB')
_S_o = _struct.Struct('>?')
_S_oB = _struct.Struct('>?B')
_S_ob = _struct.Struct('>?b')
_S_obB = _struct.Struct('>?bB')
_S_obo = _struct.Struct('>?b?')
_S_oboB = _struct.Struct('>?b?B')

def _decode_DescribeClusterRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeClusterRequest)
    self.include_cluster_authorized_operations, _t = _S_oB.unpack_from(buf, pos)
    pos += 2
    self.endpoint_type = 1
    self.include_fenced_brokers = False
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeClusterRequest_v0(o, out, big):
    w = out.append
    if o.endpoint_type != 1:
        raise _UnsupportedVersionError('DescribeClusterRequest.endpoint_type is set, but only versions 1+ have it')
    if o.include_fenced_brokers != False:
        raise _UnsupportedVersionError('DescribeClusterRequest.include_fenced_brokers is set, but only versions 2+ have it')
    w(_S_o.pack(o.include_cluster_authorized_operations))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeClusterRequest_v1(buf, pos):
    limit = len(buf)
    self = _new(DescribeClusterRequest)
    self.include_cluster_authorized_operations, self.endpoint_type, _t = _S_obB.unpack_from(buf, pos)
    pos += 3
    self.include_fenced_brokers = False
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeClusterRequest_v1(o, out, big):
    w = out.append
    if o.include_fenced_brokers != False:
        raise _UnsupportedVersionError('DescribeClusterRequest.include_fenced_brokers is set, but only versions 2+ have it')
    w(_S_ob.pack(o.include_cluster_authorized_operations, o.endpoint_type))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeClusterRequest_v2(buf, pos):
    limit = len(buf)
    self = _new(DescribeClusterRequest)
    self.include_cluster_authorized_operations, self.endpoint_type, self.include_fenced_brokers, _t = _S_oboB.unpack_from(buf, pos)
    pos += 4
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeClusterRequest_v2(o, out, big):
    w = out.append
    w(_S_obo.pack(o.include_cluster_authorized_operations, o.endpoint_type, o.include_fenced_brokers))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeClusterBroker_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(DescribeClusterBroker)
    self.broker_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n < 0:
        raise _DecodeError('non-nullable field Host is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Host runs past the end of the buffer')
        self.host = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.port, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n < 0:
        self.rack = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Rack runs past the end of the buffer')
        self.rack = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.is_fenced = False
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeClusterBroker_v0_to_1(o, out, big):
    w = out.append
    if o.is_fenced != False:
        raise _UnsupportedVersionError('DescribeClusterBroker.is_fenced is set, but only versions 2+ have it')
    w(_S_i.pack(o.broker_id))
    v = o.host
    if v is None:
        raise _UnsupportedVersionError('DescribeClusterBroker.host is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_i.pack(o.port))
    v = o.rack
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


def _decode_DescribeClusterBroker_v2(buf, pos):
    limit = len(buf)
    self = _new(DescribeClusterBroker)
    self.broker_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n < 0:
        raise _DecodeError('non-nullable field Host is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Host runs past the end of the buffer')
        self.host = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.port, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n < 0:
        self.rack = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Rack runs past the end of the buffer')
        self.rack = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.is_fenced, _t = _S_oB.unpack_from(buf, pos)
    pos += 2
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeClusterBroker_v2(o, out, big):
    w = out.append
    w(_S_i.pack(o.broker_id))
    v = o.host
    if v is None:
        raise _UnsupportedVersionError('DescribeClusterBroker.host is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_i.pack(o.port))
    v = o.rack
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_o.pack(o.is_fenced))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeClusterResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(DescribeClusterResponse)
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
    if n < 0:
        raise _DecodeError('non-nullable field ClusterId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClusterId runs past the end of the buffer')
        self.cluster_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.controller_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n == 0:
        self.brokers = []
    elif n < 0:
        raise _DecodeError('non-nullable array Brokers is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Brokers claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribeClusterBroker)
            item0.broker_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.port, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                item0.rack = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Rack runs past the end of the buffer')
                item0.rack = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.is_fenced = False
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.brokers = items0
    self.cluster_authorized_operations, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    self.endpoint_type = 1
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeClusterResponse_v0(o, out, big):
    w = out.append
    if o.endpoint_type != 1:
        raise _UnsupportedVersionError('DescribeClusterResponse.endpoint_type is set, but only versions 1+ have it')
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    v = o.error_message
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.cluster_id
    if v is None:
        raise _UnsupportedVersionError('DescribeClusterResponse.cluster_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.brokers
    if not items0 and items0 is not None:
        w(_S_iBi.pack(o.controller_id, 1, o.cluster_authorized_operations))
    else:
        w(_S_i.pack(o.controller_id))
        items0 = o.brokers
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('DescribeClusterResponse.brokers is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                if item0.is_fenced != False:
                    raise _UnsupportedVersionError('DescribeClusterBroker.is_fenced is set, but only versions 2+ have it')
                w(_S_i.pack(item0.broker_id))
                v = item0.host
                if v is None:
                    raise _UnsupportedVersionError('DescribeClusterBroker.host is None, but it cannot be null')
                else:
                    v = v.encode()
                    size = len(v) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(v)
                w(_S_i.pack(item0.port))
                v = item0.rack
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
        w(_S_i.pack(o.cluster_authorized_operations))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeClusterResponse_v1(buf, pos):
    limit = len(buf)
    self = _new(DescribeClusterResponse)
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
    self.endpoint_type, n, _n2 = _S_bBB.unpack_from(buf, pos)
    if n < 128:
        pos += 2
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 3
    else:
        n, pos = _read_uvarint(buf, pos + 1)
    n -= 1
    if n < 0:
        raise _DecodeError('non-nullable field ClusterId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClusterId runs past the end of the buffer')
        self.cluster_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.controller_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n == 0:
        self.brokers = []
    elif n < 0:
        raise _DecodeError('non-nullable array Brokers is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Brokers claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribeClusterBroker)
            item0.broker_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.port, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                item0.rack = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Rack runs past the end of the buffer')
                item0.rack = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.is_fenced = False
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.brokers = items0
    self.cluster_authorized_operations, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeClusterResponse_v1(o, out, big):
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
    w(_S_b.pack(o.endpoint_type))
    v = o.cluster_id
    if v is None:
        raise _UnsupportedVersionError('DescribeClusterResponse.cluster_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.brokers
    if not items0 and items0 is not None:
        w(_S_iBi.pack(o.controller_id, 1, o.cluster_authorized_operations))
    else:
        w(_S_i.pack(o.controller_id))
        items0 = o.brokers
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('DescribeClusterResponse.brokers is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                if item0.is_fenced != False:
                    raise _UnsupportedVersionError('DescribeClusterBroker.is_fenced is set, but only versions 2+ have it')
                w(_S_i.pack(item0.broker_id))
                v = item0.host
                if v is None:
                    raise _UnsupportedVersionError('DescribeClusterBroker.host is None, but it cannot be null')
                else:
                    v = v.encode()
                    size = len(v) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(v)
                w(_S_i.pack(item0.port))
                v = item0.rack
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
        w(_S_i.pack(o.cluster_authorized_operations))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeClusterResponse_v2(buf, pos):
    limit = len(buf)
    self = _new(DescribeClusterResponse)
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
    self.endpoint_type, n, _n2 = _S_bBB.unpack_from(buf, pos)
    if n < 128:
        pos += 2
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 3
    else:
        n, pos = _read_uvarint(buf, pos + 1)
    n -= 1
    if n < 0:
        raise _DecodeError('non-nullable field ClusterId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClusterId runs past the end of the buffer')
        self.cluster_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.controller_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n == 0:
        self.brokers = []
    elif n < 0:
        raise _DecodeError('non-nullable array Brokers is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Brokers claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribeClusterBroker)
            item0.broker_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.port, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                item0.rack = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Rack runs past the end of the buffer')
                item0.rack = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.is_fenced, _t = _S_oB.unpack_from(buf, pos)
            pos += 2
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.brokers = items0
    self.cluster_authorized_operations, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeClusterResponse_v2(o, out, big):
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
    w(_S_b.pack(o.endpoint_type))
    v = o.cluster_id
    if v is None:
        raise _UnsupportedVersionError('DescribeClusterResponse.cluster_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.brokers
    if not items0 and items0 is not None:
        w(_S_iBi.pack(o.controller_id, 1, o.cluster_authorized_operations))
    else:
        w(_S_i.pack(o.controller_id))
        items0 = o.brokers
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('DescribeClusterResponse.brokers is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                w(_S_i.pack(item0.broker_id))
                v = item0.host
                if v is None:
                    raise _UnsupportedVersionError('DescribeClusterBroker.host is None, but it cannot be null')
                else:
                    v = v.encode()
                    size = len(v) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(v)
                w(_S_i.pack(item0.port))
                v = item0.rack
                if v is None:
                    w(b'\x00')
                else:
                    v = v.encode()
                    size = len(v) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(v)
                w(_S_o.pack(item0.is_fenced))
                if item0.unknown_tagged_fields:
                    _write_tags([], item0.unknown_tagged_fields, w)
                else:
                    w(b'\x00')
        w(_S_i.pack(o.cluster_authorized_operations))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/describe_cluster.py (`classes`: its namespace) and give
    them their per-version tables."""
    global DescribeClusterRequest, DescribeClusterBroker, DescribeClusterResponse
    DescribeClusterRequest = classes['DescribeClusterRequest']
    DescribeClusterBroker = classes['DescribeClusterBroker']
    DescribeClusterResponse = classes['DescribeClusterResponse']
    DescribeClusterRequest._DECODERS = (_decode_DescribeClusterRequest_v0, _decode_DescribeClusterRequest_v1, _decode_DescribeClusterRequest_v2,)
    DescribeClusterRequest._ENCODERS = (_encode_DescribeClusterRequest_v0, _encode_DescribeClusterRequest_v1, _encode_DescribeClusterRequest_v2,)
    DescribeClusterBroker._DECODERS = (_decode_DescribeClusterBroker_v0_to_1, _decode_DescribeClusterBroker_v0_to_1, _decode_DescribeClusterBroker_v2,)
    DescribeClusterBroker._ENCODERS = (_encode_DescribeClusterBroker_v0_to_1, _encode_DescribeClusterBroker_v0_to_1, _encode_DescribeClusterBroker_v2,)
    DescribeClusterResponse._DECODERS = (_decode_DescribeClusterResponse_v0, _decode_DescribeClusterResponse_v1, _decode_DescribeClusterResponse_v2,)
    DescribeClusterResponse._ENCODERS = (_encode_DescribeClusterResponse_v0, _encode_DescribeClusterResponse_v1, _encode_DescribeClusterResponse_v2,)
