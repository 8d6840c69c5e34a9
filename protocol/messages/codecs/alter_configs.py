"""Generated from schemas/AlterConfigsRequest.json, schemas/AlterConfigsResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_bh = _struct.Struct('>bh')
_S_h = _struct.Struct('>h')
_S_hBB = _struct.Struct('>hBB')
_S_hh = _struct.Struct('>hh')
_S_i = _struct.Struct('>i')
_S_iBB = _struct.Struct('>iBB')
_S_ii = _struct.Struct('>ii')
_S_o = _struct.Struct('>?')
_S_oB = _struct.Struct('>?B')

def _decode_AlterableConfig_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(AlterableConfig)
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
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        self.value = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Value runs past the end of the buffer')
        self.value = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterableConfig_v0_to_1(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('AlterableConfig.name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.value
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_AlterableConfig_v2(buf, pos):
    limit = len(buf)
    self = _new(AlterableConfig)
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
        self.value = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Value runs past the end of the buffer')
        self.value = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterableConfig_v2(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('AlterableConfig.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.value
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


def _decode_AlterConfigsResource_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(AlterConfigsResource)
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
    n, = _I32.unpack_from(buf, pos)
    pos += 4
    if n == 0:
        self.configs = []
    elif n < 0:
        raise _DecodeError('non-nullable array Configs is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Configs claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AlterableConfig)
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
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                item0.value = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Value runs past the end of the buffer')
                item0.value = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.configs = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterConfigsResource_v0_to_1(o, out, big):
    w = out.append
    w(_S_b.pack(o.resource_type))
    v = o.resource_name
    if v is None:
        raise _UnsupportedVersionError('AlterConfigsResource.resource_name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.configs
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterConfigsResource.configs is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('AlterableConfig.name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.value
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)


def _decode_AlterConfigsResource_v2(buf, pos):
    limit = len(buf)
    self = _new(AlterConfigsResource)
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
        self.configs = []
    elif n < 0:
        raise _DecodeError('non-nullable array Configs is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Configs claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AlterableConfig)
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
                item0.value = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Value runs past the end of the buffer')
                item0.value = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.configs = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterConfigsResource_v2(o, out, big):
    w = out.append
    w(_S_b.pack(o.resource_type))
    v = o.resource_name
    if v is None:
        raise _UnsupportedVersionError('AlterConfigsResource.resource_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.configs
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterConfigsResource.configs is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('AlterableConfig.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.value
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


def _decode_AlterConfigsRequest_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(AlterConfigsRequest)
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
            item0 = _new(AlterConfigsResource)
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
            n, = _I32.unpack_from(buf, pos)
            pos += 4
            if n == 0:
                item0.configs = []
            elif n < 0:
                raise _DecodeError('non-nullable array Configs is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Configs claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(AlterableConfig)
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        raise _DecodeError('non-nullable field Name is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Name runs past the end of the buffer')
                        item1.name = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        item1.value = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Value runs past the end of the buffer')
                        item1.value = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.configs = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.resources = items0
    self.validate_only, = _S_o.unpack_from(buf, pos)
    pos += 1
    self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterConfigsRequest_v0_to_1(o, out, big):
    w = out.append
    items0 = o.resources
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterConfigsRequest.resources is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_b.pack(item0.resource_type))
            v = item0.resource_name
            if v is None:
                raise _UnsupportedVersionError('AlterConfigsResource.resource_name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.configs
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('AlterConfigsResource.configs is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('AlterableConfig.name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
                    v = item1.value
                    if v is None:
                        w(b'\xff\xff')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
    w(_S_o.pack(o.validate_only))


def _decode_AlterConfigsRequest_v2(buf, pos):
    limit = len(buf)
    self = _new(AlterConfigsRequest)
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
            item0 = _new(AlterConfigsResource)
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
                item0.configs = []
            elif n < 0:
                raise _DecodeError('non-nullable array Configs is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Configs claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(AlterableConfig)
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
                        item1.name = str(buf[pos:end], 'utf-8', 'replace')
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
                        item1.value = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Value runs past the end of the buffer')
                        item1.value = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.configs = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.resources = items0
    self.validate_only, _t = _S_oB.unpack_from(buf, pos)
    pos += 2
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterConfigsRequest_v2(o, out, big):
    w = out.append
    items0 = o.resources
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterConfigsRequest.resources is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_b.pack(item0.resource_type))
            v = item0.resource_name
            if v is None:
                raise _UnsupportedVersionError('AlterConfigsResource.resource_name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.configs
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('AlterConfigsResource.configs is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('AlterableConfig.name is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    v = item1.value
                    if v is None:
                        w(b'\x00')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    w(_S_o.pack(o.validate_only))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AlterConfigsResourceResponse_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(AlterConfigsResourceResponse)
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
    self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterConfigsResourceResponse_v0_to_1(o, out, big):
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
        raise _UnsupportedVersionError('AlterConfigsResourceResponse.resource_name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_AlterConfigsResourceResponse_v2(buf, pos):
    limit = len(buf)
    self = _new(AlterConfigsResourceResponse)
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
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterConfigsResourceResponse_v2(o, out, big):
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
        raise _UnsupportedVersionError('AlterConfigsResourceResponse.resource_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AlterConfigsResponse_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(AlterConfigsResponse)
    self.throttle_time_ms, n = _S_ii.unpack_from(buf, pos)
    pos += 8
    if n == 0:
        self.responses = []
    elif n < 0:
        raise _DecodeError('non-nullable array Responses is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Responses claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AlterConfigsResourceResponse)
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
            item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterConfigsResponse_v0_to_1(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterConfigsResponse.responses is None, but it cannot be null')
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
                raise _UnsupportedVersionError('AlterConfigsResourceResponse.resource_name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)


def _decode_AlterConfigsResponse_v2(buf, pos):
    limit = len(buf)
    self = _new(AlterConfigsResponse)
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
        self.responses = []
    elif n < 0:
        raise _DecodeError('non-nullable array Responses is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Responses claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AlterConfigsResourceResponse)
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
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterConfigsResponse_v2(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterConfigsResponse.responses is None, but it cannot be null')
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
                raise _UnsupportedVersionError('AlterConfigsResourceResponse.resource_name is None, but it cannot be null')
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
    """Bind the classes of messages/alter_configs.py (`classes`: its namespace) and give
    them their per-version tables."""
    global AlterableConfig, AlterConfigsResource, AlterConfigsRequest, AlterConfigsResourceResponse, AlterConfigsResponse
    AlterableConfig = classes['AlterableConfig']
    AlterConfigsResource = classes['AlterConfigsResource']
    AlterConfigsRequest = classes['AlterConfigsRequest']
    AlterConfigsResourceResponse = classes['AlterConfigsResourceResponse']
    AlterConfigsResponse = classes['AlterConfigsResponse']
    AlterableConfig._DECODERS = (_decode_AlterableConfig_v0_to_1, _decode_AlterableConfig_v0_to_1, _decode_AlterableConfig_v2,)
    AlterableConfig._ENCODERS = (_encode_AlterableConfig_v0_to_1, _encode_AlterableConfig_v0_to_1, _encode_AlterableConfig_v2,)
    AlterConfigsResource._DECODERS = (_decode_AlterConfigsResource_v0_to_1, _decode_AlterConfigsResource_v0_to_1, _decode_AlterConfigsResource_v2,)
    AlterConfigsResource._ENCODERS = (_encode_AlterConfigsResource_v0_to_1, _encode_AlterConfigsResource_v0_to_1, _encode_AlterConfigsResource_v2,)
    AlterConfigsRequest._DECODERS = (_decode_AlterConfigsRequest_v0_to_1, _decode_AlterConfigsRequest_v0_to_1, _decode_AlterConfigsRequest_v2,)
    AlterConfigsRequest._ENCODERS = (_encode_AlterConfigsRequest_v0_to_1, _encode_AlterConfigsRequest_v0_to_1, _encode_AlterConfigsRequest_v2,)
    AlterConfigsResourceResponse._DECODERS = (_decode_AlterConfigsResourceResponse_v0_to_1, _decode_AlterConfigsResourceResponse_v0_to_1, _decode_AlterConfigsResourceResponse_v2,)
    AlterConfigsResourceResponse._ENCODERS = (_encode_AlterConfigsResourceResponse_v0_to_1, _encode_AlterConfigsResourceResponse_v0_to_1, _encode_AlterConfigsResourceResponse_v2,)
    AlterConfigsResponse._DECODERS = (_decode_AlterConfigsResponse_v0_to_1, _decode_AlterConfigsResponse_v0_to_1, _decode_AlterConfigsResponse_v2,)
    AlterConfigsResponse._ENCODERS = (_encode_AlterConfigsResponse_v0_to_1, _encode_AlterConfigsResponse_v0_to_1, _encode_AlterConfigsResponse_v2,)
