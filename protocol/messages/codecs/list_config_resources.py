"""Generated from schemas/ListConfigResourcesRequest.json, schemas/ListConfigResourcesResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_bB = _struct.Struct('>bB')
_S_ih = _struct.Struct('>ih')
_S_ihBB = _struct.Struct('>ihBB')

def _decode_ListConfigResourcesRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(ListConfigResourcesRequest)
    self.resource_types = []
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListConfigResourcesRequest_v0(o, out, big):
    w = out.append
    if o.resource_types:
        raise _UnsupportedVersionError('ListConfigResourcesRequest.resource_types is set, but only versions 1+ have it')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ListConfigResourcesRequest_v1(buf, pos):
    limit = len(buf)
    self = _new(ListConfigResourcesRequest)
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
        self.resource_types = []
    elif n < 0:
        raise _DecodeError('non-nullable array ResourceTypes is null')
    else:
        self.resource_types = list(_unpack_from('>%db' % n, buf, pos))
        pos += n * 1
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListConfigResourcesRequest_v1(o, out, big):
    w = out.append
    items0 = o.resource_types
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListConfigResourcesRequest.resource_types is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(_pack('>%db' % len(items0), *items0))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ConfigResource_v0(buf, pos):
    limit = len(buf)
    self = _new(ConfigResource)
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
        raise _DecodeError('non-nullable field ResourceName is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ResourceName runs past the end of the buffer')
        self.resource_name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.resource_type = 16
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ConfigResource_v0(o, out, big):
    w = out.append
    v = o.resource_name
    if v is None:
        raise _UnsupportedVersionError('ConfigResource.resource_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ConfigResource_v1(buf, pos):
    limit = len(buf)
    self = _new(ConfigResource)
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
        raise _DecodeError('non-nullable field ResourceName is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ResourceName runs past the end of the buffer')
        self.resource_name = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.resource_type, _t = _S_bB.unpack_from(buf, pos)
    pos += 2
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ConfigResource_v1(o, out, big):
    w = out.append
    v = o.resource_name
    if v is None:
        raise _UnsupportedVersionError('ConfigResource.resource_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_b.pack(o.resource_type))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ListConfigResourcesResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(ListConfigResourcesResponse)
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
        self.config_resources = []
    elif n < 0:
        raise _DecodeError('non-nullable array ConfigResources is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ConfigResources claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ConfigResource)
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
                raise _DecodeError('non-nullable field ResourceName is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ResourceName runs past the end of the buffer')
                item0.resource_name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.resource_type = 16
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.config_resources = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListConfigResourcesResponse_v0(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    items0 = o.config_resources
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListConfigResourcesResponse.config_resources is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.resource_name
            if v is None:
                raise _UnsupportedVersionError('ConfigResource.resource_name is None, but it cannot be null')
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


def _decode_ListConfigResourcesResponse_v1(buf, pos):
    limit = len(buf)
    self = _new(ListConfigResourcesResponse)
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
        self.config_resources = []
    elif n < 0:
        raise _DecodeError('non-nullable array ConfigResources is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ConfigResources claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ConfigResource)
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
                raise _DecodeError('non-nullable field ResourceName is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ResourceName runs past the end of the buffer')
                item0.resource_name = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.resource_type, _t = _S_bB.unpack_from(buf, pos)
            pos += 2
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.config_resources = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListConfigResourcesResponse_v1(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    items0 = o.config_resources
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListConfigResourcesResponse.config_resources is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.resource_name
            if v is None:
                raise _UnsupportedVersionError('ConfigResource.resource_name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_b.pack(item0.resource_type))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/list_config_resources.py (`classes`: its namespace) and give
    them their per-version tables."""
    global ListConfigResourcesRequest, ConfigResource, ListConfigResourcesResponse
    ListConfigResourcesRequest = classes['ListConfigResourcesRequest']
    ConfigResource = classes['ConfigResource']
    ListConfigResourcesResponse = classes['ListConfigResourcesResponse']
    ListConfigResourcesRequest._DECODERS = (_decode_ListConfigResourcesRequest_v0, _decode_ListConfigResourcesRequest_v1,)
    ListConfigResourcesRequest._ENCODERS = (_encode_ListConfigResourcesRequest_v0, _encode_ListConfigResourcesRequest_v1,)
    ConfigResource._DECODERS = (_decode_ConfigResource_v0, _decode_ConfigResource_v1,)
    ConfigResource._ENCODERS = (_encode_ConfigResource_v0, _encode_ConfigResource_v1,)
    ListConfigResourcesResponse._DECODERS = (_decode_ListConfigResourcesResponse_v0, _decode_ListConfigResourcesResponse_v1,)
    ListConfigResourcesResponse._ENCODERS = (_encode_ListConfigResourcesResponse_v0, _encode_ListConfigResourcesResponse_v1,)
