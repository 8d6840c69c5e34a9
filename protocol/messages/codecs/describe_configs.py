"""Generated from schemas/DescribeConfigsRequest.json, schemas/DescribeConfigsResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_bBB = _struct.Struct('>bBB')
_S_bh = _struct.Struct('>bh')
_S_h = _struct.Struct('>h')
_S_hBB = _struct.Struct('>hBB')
_S_hh = _struct.Struct('>hh')
_S_i = _struct.Struct('>i')
_S_iBB = _struct.Struct('>iBB')
_S_ii = _struct.Struct('>ii')
_S_o = _struct.Struct('>?')
_S_obo = _struct.Struct('>?b?')
_S_oboBB = _struct.Struct('>?b?BB')
_S_oboBb = _struct.Struct('>?b?Bb')
_S_oboi = _struct.Struct('>?b?i')
_S_oboib = _struct.Struct('>?b?ib')
_S_oo = _struct.Struct('>??')
_S_ooB = _struct.Struct('>??B')

def _decode_DescribeConfigsResource_v1_to_3(buf, pos):
    limit = len(buf)
    self = _new(DescribeConfigsResource)
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
        self.configuration_keys = []
    elif n < 0:
        self.configuration_keys = None
    else:
        if n > limit - pos:
            raise _DecodeError('array ConfigurationKeys claims more elements than bytes')
        items0 = []
        for _ in range(n):
            n, = _I16.unpack_from(buf, pos)
            pos += 2
            if n < 0:
                raise _DecodeError('non-nullable field ConfigurationKeys is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ConfigurationKeys runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.configuration_keys = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeConfigsResource_v1_to_3(o, out, big):
    w = out.append
    w(_S_b.pack(o.resource_type))
    v = o.resource_name
    if v is None:
        raise _UnsupportedVersionError('DescribeConfigsResource.resource_name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.configuration_keys
    if not items0:
        if items0 is None:
            w(b'\xff\xff\xff\xff')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of DescribeConfigsResource.configuration_keys is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)


def _decode_DescribeConfigsResource_v4(buf, pos):
    limit = len(buf)
    self = _new(DescribeConfigsResource)
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
        self.configuration_keys = []
    elif n < 0:
        self.configuration_keys = None
    else:
        if n > limit - pos:
            raise _DecodeError('array ConfigurationKeys claims more elements than bytes')
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
                raise _DecodeError('non-nullable field ConfigurationKeys is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ConfigurationKeys runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.configuration_keys = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeConfigsResource_v4(o, out, big):
    w = out.append
    w(_S_b.pack(o.resource_type))
    v = o.resource_name
    if v is None:
        raise _UnsupportedVersionError('DescribeConfigsResource.resource_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.configuration_keys
    if not items0:
        if items0 is None:
            w(b'\x00')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of DescribeConfigsResource.configuration_keys is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeConfigsRequest_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(DescribeConfigsRequest)
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
            item0 = _new(DescribeConfigsResource)
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
                item0.configuration_keys = []
            elif n < 0:
                item0.configuration_keys = None
            else:
                if n > limit - pos:
                    raise _DecodeError('array ConfigurationKeys claims more elements than bytes')
                items1 = []
                for _ in range(n):
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        raise _DecodeError('non-nullable field ConfigurationKeys is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ConfigurationKeys runs past the end of the buffer')
                        item1 = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    items1.append(item1)
                item0.configuration_keys = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.resources = items0
    self.include_synonyms, = _S_o.unpack_from(buf, pos)
    pos += 1
    self.include_documentation = False
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeConfigsRequest_v1_to_2(o, out, big):
    w = out.append
    if o.include_documentation != False:
        raise _UnsupportedVersionError('DescribeConfigsRequest.include_documentation is set, but only versions 3+ have it')
    items0 = o.resources
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeConfigsRequest.resources is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_b.pack(item0.resource_type))
            v = item0.resource_name
            if v is None:
                raise _UnsupportedVersionError('DescribeConfigsResource.resource_name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.configuration_keys
            if not items1:
                if items1 is None:
                    w(b'\xff\xff\xff\xff')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    v = item1
                    if v is None:
                        raise _UnsupportedVersionError('an element of DescribeConfigsResource.configuration_keys is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
    w(_S_o.pack(o.include_synonyms))


def _decode_DescribeConfigsRequest_v3(buf, pos):
    limit = len(buf)
    self = _new(DescribeConfigsRequest)
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
            item0 = _new(DescribeConfigsResource)
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
                item0.configuration_keys = []
            elif n < 0:
                item0.configuration_keys = None
            else:
                if n > limit - pos:
                    raise _DecodeError('array ConfigurationKeys claims more elements than bytes')
                items1 = []
                for _ in range(n):
                    n, = _I16.unpack_from(buf, pos)
                    pos += 2
                    if n < 0:
                        raise _DecodeError('non-nullable field ConfigurationKeys is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ConfigurationKeys runs past the end of the buffer')
                        item1 = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    items1.append(item1)
                item0.configuration_keys = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.resources = items0
    self.include_synonyms, self.include_documentation = _S_oo.unpack_from(buf, pos)
    pos += 2
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeConfigsRequest_v3(o, out, big):
    w = out.append
    items0 = o.resources
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeConfigsRequest.resources is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_b.pack(item0.resource_type))
            v = item0.resource_name
            if v is None:
                raise _UnsupportedVersionError('DescribeConfigsResource.resource_name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.configuration_keys
            if not items1:
                if items1 is None:
                    w(b'\xff\xff\xff\xff')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    v = item1
                    if v is None:
                        raise _UnsupportedVersionError('an element of DescribeConfigsResource.configuration_keys is None, but it cannot be null')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)
    w(_S_oo.pack(o.include_synonyms, o.include_documentation))


def _decode_DescribeConfigsRequest_v4(buf, pos):
    limit = len(buf)
    self = _new(DescribeConfigsRequest)
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
            item0 = _new(DescribeConfigsResource)
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
                item0.configuration_keys = []
            elif n < 0:
                item0.configuration_keys = None
            else:
                if n > limit - pos:
                    raise _DecodeError('array ConfigurationKeys claims more elements than bytes')
                items1 = []
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
                        raise _DecodeError('non-nullable field ConfigurationKeys is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ConfigurationKeys runs past the end of the buffer')
                        item1 = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    items1.append(item1)
                item0.configuration_keys = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.resources = items0
    self.include_synonyms, self.include_documentation, _t = _S_ooB.unpack_from(buf, pos)
    pos += 3
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeConfigsRequest_v4(o, out, big):
    w = out.append
    items0 = o.resources
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeConfigsRequest.resources is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_b.pack(item0.resource_type))
            v = item0.resource_name
            if v is None:
                raise _UnsupportedVersionError('DescribeConfigsResource.resource_name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.configuration_keys
            if not items1:
                if items1 is None:
                    w(b'\x00')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1
                    if v is None:
                        raise _UnsupportedVersionError('an element of DescribeConfigsResource.configuration_keys is None, but it cannot be null')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    w(_S_oo.pack(o.include_synonyms, o.include_documentation))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeConfigsSynonym_v1_to_3(buf, pos):
    limit = len(buf)
    self = _new(DescribeConfigsSynonym)
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
    self.source, = _S_b.unpack_from(buf, pos)
    pos += 1
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeConfigsSynonym_v1_to_3(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('DescribeConfigsSynonym.name is None, but it cannot be null')
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
    w(_S_b.pack(o.source))


def _decode_DescribeConfigsSynonym_v4(buf, pos):
    limit = len(buf)
    self = _new(DescribeConfigsSynonym)
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
    self.source, _t = _S_bB.unpack_from(buf, pos)
    pos += 2
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeConfigsSynonym_v4(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('DescribeConfigsSynonym.name is None, but it cannot be null')
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
    w(_S_b.pack(o.source))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_DescribeConfigsResourceResult_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(DescribeConfigsResourceResult)
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
    self.read_only, self.config_source, self.is_sensitive, n = _S_oboi.unpack_from(buf, pos)
    pos += 7
    if n == 0:
        self.synonyms = []
    elif n < 0:
        raise _DecodeError('non-nullable array Synonyms is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Synonyms claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribeConfigsSynonym)
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
            item0.source, = _S_b.unpack_from(buf, pos)
            pos += 1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.synonyms = items0
    self.config_type = 0
    self.documentation = ''
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeConfigsResourceResult_v1_to_2(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('DescribeConfigsResourceResult.name is None, but it cannot be null')
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
    w(_S_obo.pack(o.read_only, o.config_source, o.is_sensitive))
    items0 = o.synonyms
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeConfigsResourceResult.synonyms is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('DescribeConfigsSynonym.name is None, but it cannot be null')
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
            w(_S_b.pack(item0.source))


def _decode_DescribeConfigsResourceResult_v3(buf, pos):
    limit = len(buf)
    self = _new(DescribeConfigsResourceResult)
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
    self.read_only, self.config_source, self.is_sensitive, n = _S_oboi.unpack_from(buf, pos)
    pos += 7
    if n == 0:
        self.synonyms = []
    elif n < 0:
        raise _DecodeError('non-nullable array Synonyms is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Synonyms claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribeConfigsSynonym)
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
            item0.source, = _S_b.unpack_from(buf, pos)
            pos += 1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.synonyms = items0
    self.config_type, n = _S_bh.unpack_from(buf, pos)
    pos += 3
    if n < 0:
        self.documentation = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Documentation runs past the end of the buffer')
        self.documentation = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeConfigsResourceResult_v3(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('DescribeConfigsResourceResult.name is None, but it cannot be null')
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
    items0 = o.synonyms
    if not items0 and items0 is not None:
        w(_S_oboib.pack(o.read_only, o.config_source, o.is_sensitive, 0, o.config_type))
    else:
        w(_S_obo.pack(o.read_only, o.config_source, o.is_sensitive))
        items0 = o.synonyms
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('DescribeConfigsResourceResult.synonyms is None, but it cannot be null')
            else:
                w(b'\x00\x00\x00\x00')
        else:
            w(_I32.pack(len(items0)))
            for item0 in items0:
                v = item0.name
                if v is None:
                    raise _UnsupportedVersionError('DescribeConfigsSynonym.name is None, but it cannot be null')
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
                w(_S_b.pack(item0.source))
        w(_S_b.pack(o.config_type))
    v = o.documentation
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_DescribeConfigsResourceResult_v4(buf, pos):
    limit = len(buf)
    self = _new(DescribeConfigsResourceResult)
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
    self.read_only, self.config_source, self.is_sensitive, n, _n2 = _S_oboBB.unpack_from(buf, pos)
    if n < 128:
        pos += 4
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 5
    else:
        n, pos = _read_uvarint(buf, pos + 3)
    n -= 1
    if n == 0:
        self.synonyms = []
    elif n < 0:
        raise _DecodeError('non-nullable array Synonyms is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Synonyms claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(DescribeConfigsSynonym)
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
            item0.source, _t = _S_bB.unpack_from(buf, pos)
            pos += 2
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.synonyms = items0
    self.config_type, n, _n2 = _S_bBB.unpack_from(buf, pos)
    if n < 128:
        pos += 2
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 3
    else:
        n, pos = _read_uvarint(buf, pos + 1)
    n -= 1
    if n < 0:
        self.documentation = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Documentation runs past the end of the buffer')
        self.documentation = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeConfigsResourceResult_v4(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('DescribeConfigsResourceResult.name is None, but it cannot be null')
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
    items0 = o.synonyms
    if not items0 and items0 is not None:
        w(_S_oboBb.pack(o.read_only, o.config_source, o.is_sensitive, 1, o.config_type))
    else:
        w(_S_obo.pack(o.read_only, o.config_source, o.is_sensitive))
        items0 = o.synonyms
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('DescribeConfigsResourceResult.synonyms is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                v = item0.name
                if v is None:
                    raise _UnsupportedVersionError('DescribeConfigsSynonym.name is None, but it cannot be null')
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
                w(_S_b.pack(item0.source))
                if item0.unknown_tagged_fields:
                    _write_tags([], item0.unknown_tagged_fields, w)
                else:
                    w(b'\x00')
        w(_S_b.pack(o.config_type))
    v = o.documentation
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


def _decode_DescribeConfigsResult_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(DescribeConfigsResult)
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
            item0 = _new(DescribeConfigsResourceResult)
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
            item0.read_only, item0.config_source, item0.is_sensitive, n = _S_oboi.unpack_from(buf, pos)
            pos += 7
            if n == 0:
                item0.synonyms = []
            elif n < 0:
                raise _DecodeError('non-nullable array Synonyms is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Synonyms claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribeConfigsSynonym)
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
                    item1.source, = _S_b.unpack_from(buf, pos)
                    pos += 1
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.synonyms = items1
            item0.config_type = 0
            item0.documentation = ''
            item0.unknown_tagged_fields = None
            append0(item0)
        self.configs = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeConfigsResult_v1_to_2(o, out, big):
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
        raise _UnsupportedVersionError('DescribeConfigsResult.resource_name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.configs
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeConfigsResult.configs is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('DescribeConfigsResourceResult.name is None, but it cannot be null')
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
            w(_S_obo.pack(item0.read_only, item0.config_source, item0.is_sensitive))
            items1 = item0.synonyms
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeConfigsResourceResult.synonyms is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('DescribeConfigsSynonym.name is None, but it cannot be null')
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
                    w(_S_b.pack(item1.source))


def _decode_DescribeConfigsResult_v3(buf, pos):
    limit = len(buf)
    self = _new(DescribeConfigsResult)
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
            item0 = _new(DescribeConfigsResourceResult)
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
            item0.read_only, item0.config_source, item0.is_sensitive, n = _S_oboi.unpack_from(buf, pos)
            pos += 7
            if n == 0:
                item0.synonyms = []
            elif n < 0:
                raise _DecodeError('non-nullable array Synonyms is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Synonyms claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribeConfigsSynonym)
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
                    item1.source, = _S_b.unpack_from(buf, pos)
                    pos += 1
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.synonyms = items1
            item0.config_type, n = _S_bh.unpack_from(buf, pos)
            pos += 3
            if n < 0:
                item0.documentation = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Documentation runs past the end of the buffer')
                item0.documentation = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.unknown_tagged_fields = None
            append0(item0)
        self.configs = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeConfigsResult_v3(o, out, big):
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
        raise _UnsupportedVersionError('DescribeConfigsResult.resource_name is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    items0 = o.configs
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeConfigsResult.configs is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('DescribeConfigsResourceResult.name is None, but it cannot be null')
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
            items1 = item0.synonyms
            if not items1 and items1 is not None:
                w(_S_oboib.pack(item0.read_only, item0.config_source, item0.is_sensitive, 0, item0.config_type))
            else:
                w(_S_obo.pack(item0.read_only, item0.config_source, item0.is_sensitive))
                items1 = item0.synonyms
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('DescribeConfigsResourceResult.synonyms is None, but it cannot be null')
                    else:
                        w(b'\x00\x00\x00\x00')
                else:
                    w(_I32.pack(len(items1)))
                    for item1 in items1:
                        v = item1.name
                        if v is None:
                            raise _UnsupportedVersionError('DescribeConfigsSynonym.name is None, but it cannot be null')
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
                        w(_S_b.pack(item1.source))
                w(_S_b.pack(item0.config_type))
            v = item0.documentation
            if v is None:
                w(b'\xff\xff')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)


def _decode_DescribeConfigsResult_v4(buf, pos):
    limit = len(buf)
    self = _new(DescribeConfigsResult)
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
            item0 = _new(DescribeConfigsResourceResult)
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
            item0.read_only, item0.config_source, item0.is_sensitive, n, _n2 = _S_oboBB.unpack_from(buf, pos)
            if n < 128:
                pos += 4
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 5
            else:
                n, pos = _read_uvarint(buf, pos + 3)
            n -= 1
            if n == 0:
                item0.synonyms = []
            elif n < 0:
                raise _DecodeError('non-nullable array Synonyms is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Synonyms claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(DescribeConfigsSynonym)
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
                    item1.source, _t = _S_bB.unpack_from(buf, pos)
                    pos += 2
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.synonyms = items1
            item0.config_type, n, _n2 = _S_bBB.unpack_from(buf, pos)
            if n < 128:
                pos += 2
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 3
            else:
                n, pos = _read_uvarint(buf, pos + 1)
            n -= 1
            if n < 0:
                item0.documentation = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Documentation runs past the end of the buffer')
                item0.documentation = str(buf[pos:end], 'utf-8', 'replace')
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


def _encode_DescribeConfigsResult_v4(o, out, big):
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
        raise _UnsupportedVersionError('DescribeConfigsResult.resource_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.configs
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeConfigsResult.configs is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('DescribeConfigsResourceResult.name is None, but it cannot be null')
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
            items1 = item0.synonyms
            if not items1 and items1 is not None:
                w(_S_oboBb.pack(item0.read_only, item0.config_source, item0.is_sensitive, 1, item0.config_type))
            else:
                w(_S_obo.pack(item0.read_only, item0.config_source, item0.is_sensitive))
                items1 = item0.synonyms
                if not items1:
                    if items1 is None:
                        raise _UnsupportedVersionError('DescribeConfigsResourceResult.synonyms is None, but it cannot be null')
                    else:
                        w(b'\x01')
                else:
                    size = len(items1) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    for item1 in items1:
                        v = item1.name
                        if v is None:
                            raise _UnsupportedVersionError('DescribeConfigsSynonym.name is None, but it cannot be null')
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
                        w(_S_b.pack(item1.source))
                        if item1.unknown_tagged_fields:
                            _write_tags([], item1.unknown_tagged_fields, w)
                        else:
                            w(b'\x00')
                w(_S_b.pack(item0.config_type))
            v = item0.documentation
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


def _decode_DescribeConfigsResponse_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(DescribeConfigsResponse)
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
            item0 = _new(DescribeConfigsResult)
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
                    item1 = _new(DescribeConfigsResourceResult)
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
                    item1.read_only, item1.config_source, item1.is_sensitive, n = _S_oboi.unpack_from(buf, pos)
                    pos += 7
                    if n == 0:
                        item1.synonyms = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array Synonyms is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array Synonyms claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(DescribeConfigsSynonym)
                            n, = _I16.unpack_from(buf, pos)
                            pos += 2
                            if n < 0:
                                raise _DecodeError('non-nullable field Name is null')
                            else:
                                end = pos + n
                                if end > limit:
                                    raise _DecodeError('field Name runs past the end of the buffer')
                                item2.name = str(buf[pos:end], 'utf-8', 'replace')
                                pos = end
                            n, = _I16.unpack_from(buf, pos)
                            pos += 2
                            if n < 0:
                                item2.value = None
                            else:
                                end = pos + n
                                if end > limit:
                                    raise _DecodeError('field Value runs past the end of the buffer')
                                item2.value = str(buf[pos:end], 'utf-8', 'replace')
                                pos = end
                            item2.source, = _S_b.unpack_from(buf, pos)
                            pos += 1
                            item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.synonyms = items2
                    item1.config_type = 0
                    item1.documentation = ''
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.configs = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.results = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeConfigsResponse_v1_to_2(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeConfigsResponse.results is None, but it cannot be null')
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
                raise _UnsupportedVersionError('DescribeConfigsResult.resource_name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.configs
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeConfigsResult.configs is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('DescribeConfigsResourceResult.name is None, but it cannot be null')
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
                    w(_S_obo.pack(item1.read_only, item1.config_source, item1.is_sensitive))
                    items2 = item1.synonyms
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('DescribeConfigsResourceResult.synonyms is None, but it cannot be null')
                        else:
                            w(b'\x00\x00\x00\x00')
                    else:
                        w(_I32.pack(len(items2)))
                        for item2 in items2:
                            v = item2.name
                            if v is None:
                                raise _UnsupportedVersionError('DescribeConfigsSynonym.name is None, but it cannot be null')
                            else:
                                v = v.encode()
                                w(_I16.pack(len(v)))
                                w(v)
                            v = item2.value
                            if v is None:
                                w(b'\xff\xff')
                            else:
                                v = v.encode()
                                w(_I16.pack(len(v)))
                                w(v)
                            w(_S_b.pack(item2.source))


def _decode_DescribeConfigsResponse_v3(buf, pos):
    limit = len(buf)
    self = _new(DescribeConfigsResponse)
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
            item0 = _new(DescribeConfigsResult)
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
                    item1 = _new(DescribeConfigsResourceResult)
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
                    item1.read_only, item1.config_source, item1.is_sensitive, n = _S_oboi.unpack_from(buf, pos)
                    pos += 7
                    if n == 0:
                        item1.synonyms = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array Synonyms is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array Synonyms claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(DescribeConfigsSynonym)
                            n, = _I16.unpack_from(buf, pos)
                            pos += 2
                            if n < 0:
                                raise _DecodeError('non-nullable field Name is null')
                            else:
                                end = pos + n
                                if end > limit:
                                    raise _DecodeError('field Name runs past the end of the buffer')
                                item2.name = str(buf[pos:end], 'utf-8', 'replace')
                                pos = end
                            n, = _I16.unpack_from(buf, pos)
                            pos += 2
                            if n < 0:
                                item2.value = None
                            else:
                                end = pos + n
                                if end > limit:
                                    raise _DecodeError('field Value runs past the end of the buffer')
                                item2.value = str(buf[pos:end], 'utf-8', 'replace')
                                pos = end
                            item2.source, = _S_b.unpack_from(buf, pos)
                            pos += 1
                            item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.synonyms = items2
                    item1.config_type, n = _S_bh.unpack_from(buf, pos)
                    pos += 3
                    if n < 0:
                        item1.documentation = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Documentation runs past the end of the buffer')
                        item1.documentation = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.unknown_tagged_fields = None
                    append1(item1)
                item0.configs = items1
            item0.unknown_tagged_fields = None
            append0(item0)
        self.results = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeConfigsResponse_v3(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeConfigsResponse.results is None, but it cannot be null')
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
                raise _UnsupportedVersionError('DescribeConfigsResult.resource_name is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            items1 = item0.configs
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeConfigsResult.configs is None, but it cannot be null')
                else:
                    w(b'\x00\x00\x00\x00')
            else:
                w(_I32.pack(len(items1)))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('DescribeConfigsResourceResult.name is None, but it cannot be null')
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
                    items2 = item1.synonyms
                    if not items2 and items2 is not None:
                        w(_S_oboib.pack(item1.read_only, item1.config_source, item1.is_sensitive, 0, item1.config_type))
                    else:
                        w(_S_obo.pack(item1.read_only, item1.config_source, item1.is_sensitive))
                        items2 = item1.synonyms
                        if not items2:
                            if items2 is None:
                                raise _UnsupportedVersionError('DescribeConfigsResourceResult.synonyms is None, but it cannot be null')
                            else:
                                w(b'\x00\x00\x00\x00')
                        else:
                            w(_I32.pack(len(items2)))
                            for item2 in items2:
                                v = item2.name
                                if v is None:
                                    raise _UnsupportedVersionError('DescribeConfigsSynonym.name is None, but it cannot be null')
                                else:
                                    v = v.encode()
                                    w(_I16.pack(len(v)))
                                    w(v)
                                v = item2.value
                                if v is None:
                                    w(b'\xff\xff')
                                else:
                                    v = v.encode()
                                    w(_I16.pack(len(v)))
                                    w(v)
                                w(_S_b.pack(item2.source))
                        w(_S_b.pack(item1.config_type))
                    v = item1.documentation
                    if v is None:
                        w(b'\xff\xff')
                    else:
                        v = v.encode()
                        w(_I16.pack(len(v)))
                        w(v)


def _decode_DescribeConfigsResponse_v4(buf, pos):
    limit = len(buf)
    self = _new(DescribeConfigsResponse)
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
            item0 = _new(DescribeConfigsResult)
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
                    item1 = _new(DescribeConfigsResourceResult)
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
                    item1.read_only, item1.config_source, item1.is_sensitive, n, _n2 = _S_oboBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 4
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 5
                    else:
                        n, pos = _read_uvarint(buf, pos + 3)
                    n -= 1
                    if n == 0:
                        item1.synonyms = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array Synonyms is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array Synonyms claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(DescribeConfigsSynonym)
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
                                item2.name = str(buf[pos:end], 'utf-8', 'replace')
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
                                item2.value = None
                            else:
                                end = pos + n
                                if end > limit:
                                    raise _DecodeError('field Value runs past the end of the buffer')
                                item2.value = str(buf[pos:end], 'utf-8', 'replace')
                                pos = end
                            item2.source, _t = _S_bB.unpack_from(buf, pos)
                            pos += 2
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.synonyms = items2
                    item1.config_type, n, _n2 = _S_bBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 2
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 3
                    else:
                        n, pos = _read_uvarint(buf, pos + 1)
                    n -= 1
                    if n < 0:
                        item1.documentation = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Documentation runs past the end of the buffer')
                        item1.documentation = str(buf[pos:end], 'utf-8', 'replace')
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
        self.results = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_DescribeConfigsResponse_v4(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('DescribeConfigsResponse.results is None, but it cannot be null')
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
                raise _UnsupportedVersionError('DescribeConfigsResult.resource_name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            items1 = item0.configs
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('DescribeConfigsResult.configs is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    v = item1.name
                    if v is None:
                        raise _UnsupportedVersionError('DescribeConfigsResourceResult.name is None, but it cannot be null')
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
                    items2 = item1.synonyms
                    if not items2 and items2 is not None:
                        w(_S_oboBb.pack(item1.read_only, item1.config_source, item1.is_sensitive, 1, item1.config_type))
                    else:
                        w(_S_obo.pack(item1.read_only, item1.config_source, item1.is_sensitive))
                        items2 = item1.synonyms
                        if not items2:
                            if items2 is None:
                                raise _UnsupportedVersionError('DescribeConfigsResourceResult.synonyms is None, but it cannot be null')
                            else:
                                w(b'\x01')
                        else:
                            size = len(items2) + 1
                            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                            for item2 in items2:
                                v = item2.name
                                if v is None:
                                    raise _UnsupportedVersionError('DescribeConfigsSynonym.name is None, but it cannot be null')
                                else:
                                    v = v.encode()
                                    size = len(v) + 1
                                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                    w(v)
                                v = item2.value
                                if v is None:
                                    w(b'\x00')
                                else:
                                    v = v.encode()
                                    size = len(v) + 1
                                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                    w(v)
                                w(_S_b.pack(item2.source))
                                if item2.unknown_tagged_fields:
                                    _write_tags([], item2.unknown_tagged_fields, w)
                                else:
                                    w(b'\x00')
                        w(_S_b.pack(item1.config_type))
                    v = item1.documentation
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
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/describe_configs.py (`classes`: its namespace) and give
    them their per-version tables."""
    global DescribeConfigsResource, DescribeConfigsRequest, DescribeConfigsSynonym, DescribeConfigsResourceResult, DescribeConfigsResult, DescribeConfigsResponse
    DescribeConfigsResource = classes['DescribeConfigsResource']
    DescribeConfigsRequest = classes['DescribeConfigsRequest']
    DescribeConfigsSynonym = classes['DescribeConfigsSynonym']
    DescribeConfigsResourceResult = classes['DescribeConfigsResourceResult']
    DescribeConfigsResult = classes['DescribeConfigsResult']
    DescribeConfigsResponse = classes['DescribeConfigsResponse']
    DescribeConfigsResource._DECODERS = (None, _decode_DescribeConfigsResource_v1_to_3, _decode_DescribeConfigsResource_v1_to_3, _decode_DescribeConfigsResource_v1_to_3, _decode_DescribeConfigsResource_v4,)
    DescribeConfigsResource._ENCODERS = (None, _encode_DescribeConfigsResource_v1_to_3, _encode_DescribeConfigsResource_v1_to_3, _encode_DescribeConfigsResource_v1_to_3, _encode_DescribeConfigsResource_v4,)
    DescribeConfigsRequest._DECODERS = (None, _decode_DescribeConfigsRequest_v1_to_2, _decode_DescribeConfigsRequest_v1_to_2, _decode_DescribeConfigsRequest_v3, _decode_DescribeConfigsRequest_v4,)
    DescribeConfigsRequest._ENCODERS = (None, _encode_DescribeConfigsRequest_v1_to_2, _encode_DescribeConfigsRequest_v1_to_2, _encode_DescribeConfigsRequest_v3, _encode_DescribeConfigsRequest_v4,)
    DescribeConfigsSynonym._DECODERS = (None, _decode_DescribeConfigsSynonym_v1_to_3, _decode_DescribeConfigsSynonym_v1_to_3, _decode_DescribeConfigsSynonym_v1_to_3, _decode_DescribeConfigsSynonym_v4,)
    DescribeConfigsSynonym._ENCODERS = (None, _encode_DescribeConfigsSynonym_v1_to_3, _encode_DescribeConfigsSynonym_v1_to_3, _encode_DescribeConfigsSynonym_v1_to_3, _encode_DescribeConfigsSynonym_v4,)
    DescribeConfigsResourceResult._DECODERS = (None, _decode_DescribeConfigsResourceResult_v1_to_2, _decode_DescribeConfigsResourceResult_v1_to_2, _decode_DescribeConfigsResourceResult_v3, _decode_DescribeConfigsResourceResult_v4,)
    DescribeConfigsResourceResult._ENCODERS = (None, _encode_DescribeConfigsResourceResult_v1_to_2, _encode_DescribeConfigsResourceResult_v1_to_2, _encode_DescribeConfigsResourceResult_v3, _encode_DescribeConfigsResourceResult_v4,)
    DescribeConfigsResult._DECODERS = (None, _decode_DescribeConfigsResult_v1_to_2, _decode_DescribeConfigsResult_v1_to_2, _decode_DescribeConfigsResult_v3, _decode_DescribeConfigsResult_v4,)
    DescribeConfigsResult._ENCODERS = (None, _encode_DescribeConfigsResult_v1_to_2, _encode_DescribeConfigsResult_v1_to_2, _encode_DescribeConfigsResult_v3, _encode_DescribeConfigsResult_v4,)
    DescribeConfigsResponse._DECODERS = (None, _decode_DescribeConfigsResponse_v1_to_2, _decode_DescribeConfigsResponse_v1_to_2, _decode_DescribeConfigsResponse_v3, _decode_DescribeConfigsResponse_v4,)
    DescribeConfigsResponse._ENCODERS = (None, _encode_DescribeConfigsResponse_v1_to_2, _encode_DescribeConfigsResponse_v1_to_2, _encode_DescribeConfigsResponse_v3, _encode_DescribeConfigsResponse_v4,)
