"""Generated from schemas/ListGroupsRequest.json, schemas/ListGroupsResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_ih = _struct.Struct('>ih')
_S_ihBB = _struct.Struct('>ihBB')
_S_ihi = _struct.Struct('>ihi')

def _decode_ListGroupsRequest_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(ListGroupsRequest)
    self.states_filter = []
    self.types_filter = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ListGroupsRequest_v0_to_2(o, out, big):
    w = out.append
    if o.states_filter:
        raise _UnsupportedVersionError('ListGroupsRequest.states_filter is set, but only versions 4+ have it')
    if o.types_filter:
        raise _UnsupportedVersionError('ListGroupsRequest.types_filter is set, but only versions 5+ have it')


def _decode_ListGroupsRequest_v3(buf, pos):
    limit = len(buf)
    self = _new(ListGroupsRequest)
    self.states_filter = []
    self.types_filter = []
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListGroupsRequest_v3(o, out, big):
    w = out.append
    if o.states_filter:
        raise _UnsupportedVersionError('ListGroupsRequest.states_filter is set, but only versions 4+ have it')
    if o.types_filter:
        raise _UnsupportedVersionError('ListGroupsRequest.types_filter is set, but only versions 5+ have it')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ListGroupsRequest_v4(buf, pos):
    limit = len(buf)
    self = _new(ListGroupsRequest)
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
        self.states_filter = []
    elif n < 0:
        raise _DecodeError('non-nullable array StatesFilter is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array StatesFilter claims more elements than bytes')
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
                raise _DecodeError('non-nullable field StatesFilter is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field StatesFilter runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.states_filter = items0
    self.types_filter = []
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListGroupsRequest_v4(o, out, big):
    w = out.append
    if o.types_filter:
        raise _UnsupportedVersionError('ListGroupsRequest.types_filter is set, but only versions 5+ have it')
    items0 = o.states_filter
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListGroupsRequest.states_filter is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of ListGroupsRequest.states_filter is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ListGroupsRequest_v5(buf, pos):
    limit = len(buf)
    self = _new(ListGroupsRequest)
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
        self.states_filter = []
    elif n < 0:
        raise _DecodeError('non-nullable array StatesFilter is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array StatesFilter claims more elements than bytes')
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
                raise _DecodeError('non-nullable field StatesFilter is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field StatesFilter runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.states_filter = items0
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
        self.types_filter = []
    elif n < 0:
        raise _DecodeError('non-nullable array TypesFilter is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array TypesFilter claims more elements than bytes')
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
                raise _DecodeError('non-nullable field TypesFilter is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field TypesFilter runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.types_filter = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListGroupsRequest_v5(o, out, big):
    w = out.append
    items0 = o.states_filter
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListGroupsRequest.states_filter is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of ListGroupsRequest.states_filter is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    items0 = o.types_filter
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListGroupsRequest.types_filter is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of ListGroupsRequest.types_filter is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ListedGroup_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(ListedGroup)
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
        raise _DecodeError('non-nullable field ProtocolType is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ProtocolType runs past the end of the buffer')
        self.protocol_type = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.group_state = ''
    self.group_type = ''
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ListedGroup_v0_to_2(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('ListedGroup.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    v = o.protocol_type
    if v is None:
        raise _UnsupportedVersionError('ListedGroup.protocol_type is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_ListedGroup_v3(buf, pos):
    limit = len(buf)
    self = _new(ListedGroup)
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
        raise _DecodeError('non-nullable field ProtocolType is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ProtocolType runs past the end of the buffer')
        self.protocol_type = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.group_state = ''
    self.group_type = ''
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListedGroup_v3(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('ListedGroup.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.protocol_type
    if v is None:
        raise _UnsupportedVersionError('ListedGroup.protocol_type is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ListedGroup_v4(buf, pos):
    limit = len(buf)
    self = _new(ListedGroup)
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
        raise _DecodeError('non-nullable field GroupState is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field GroupState runs past the end of the buffer')
        self.group_state = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.group_type = ''
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListedGroup_v4(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('ListedGroup.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.protocol_type
    if v is None:
        raise _UnsupportedVersionError('ListedGroup.protocol_type is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.group_state
    if v is None:
        raise _UnsupportedVersionError('ListedGroup.group_state is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ListedGroup_v5(buf, pos):
    limit = len(buf)
    self = _new(ListedGroup)
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
        raise _DecodeError('non-nullable field GroupType is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field GroupType runs past the end of the buffer')
        self.group_type = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListedGroup_v5(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        raise _UnsupportedVersionError('ListedGroup.group_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.protocol_type
    if v is None:
        raise _UnsupportedVersionError('ListedGroup.protocol_type is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.group_state
    if v is None:
        raise _UnsupportedVersionError('ListedGroup.group_state is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.group_type
    if v is None:
        raise _UnsupportedVersionError('ListedGroup.group_type is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ListGroupsResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(ListGroupsResponse)
    self.error_code, n = _S_hi.unpack_from(buf, pos)
    pos += 6
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
            item0 = _new(ListedGroup)
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
            item0.group_state = ''
            item0.group_type = ''
            item0.unknown_tagged_fields = None
            append0(item0)
        self.groups = items0
    self.throttle_time_ms = 0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ListGroupsResponse_v0(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListGroupsResponse.groups is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('ListedGroup.group_id is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.protocol_type
            if v is None:
                raise _UnsupportedVersionError('ListedGroup.protocol_type is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)


def _decode_ListGroupsResponse_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(ListGroupsResponse)
    self.throttle_time_ms, self.error_code, n = _S_ihi.unpack_from(buf, pos)
    pos += 10
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
            item0 = _new(ListedGroup)
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
            item0.group_state = ''
            item0.group_type = ''
            item0.unknown_tagged_fields = None
            append0(item0)
        self.groups = items0
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ListGroupsResponse_v1_to_2(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListGroupsResponse.groups is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('ListedGroup.group_id is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)
            v = item0.protocol_type
            if v is None:
                raise _UnsupportedVersionError('ListedGroup.protocol_type is None, but it cannot be null')
            else:
                v = v.encode()
                w(_I16.pack(len(v)))
                w(v)


def _decode_ListGroupsResponse_v3(buf, pos):
    limit = len(buf)
    self = _new(ListGroupsResponse)
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
        self.groups = []
    elif n < 0:
        raise _DecodeError('non-nullable array Groups is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Groups claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ListedGroup)
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
                raise _DecodeError('non-nullable field ProtocolType is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field ProtocolType runs past the end of the buffer')
                item0.protocol_type = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.group_state = ''
            item0.group_type = ''
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.groups = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListGroupsResponse_v3(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListGroupsResponse.groups is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('ListedGroup.group_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.protocol_type
            if v is None:
                raise _UnsupportedVersionError('ListedGroup.protocol_type is None, but it cannot be null')
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


def _decode_ListGroupsResponse_v4(buf, pos):
    limit = len(buf)
    self = _new(ListGroupsResponse)
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
        self.groups = []
    elif n < 0:
        raise _DecodeError('non-nullable array Groups is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Groups claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ListedGroup)
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
                raise _DecodeError('non-nullable field GroupState is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupState runs past the end of the buffer')
                item0.group_state = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.group_type = ''
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.groups = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListGroupsResponse_v4(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListGroupsResponse.groups is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('ListedGroup.group_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.protocol_type
            if v is None:
                raise _UnsupportedVersionError('ListedGroup.protocol_type is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.group_state
            if v is None:
                raise _UnsupportedVersionError('ListedGroup.group_state is None, but it cannot be null')
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


def _decode_ListGroupsResponse_v5(buf, pos):
    limit = len(buf)
    self = _new(ListGroupsResponse)
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
        self.groups = []
    elif n < 0:
        raise _DecodeError('non-nullable array Groups is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Groups claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ListedGroup)
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
                raise _DecodeError('non-nullable field GroupType is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field GroupType runs past the end of the buffer')
                item0.group_type = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.groups = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListGroupsResponse_v5(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    items0 = o.groups
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListGroupsResponse.groups is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.group_id
            if v is None:
                raise _UnsupportedVersionError('ListedGroup.group_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.protocol_type
            if v is None:
                raise _UnsupportedVersionError('ListedGroup.protocol_type is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.group_state
            if v is None:
                raise _UnsupportedVersionError('ListedGroup.group_state is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.group_type
            if v is None:
                raise _UnsupportedVersionError('ListedGroup.group_type is None, but it cannot be null')
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
    """Bind the classes of messages/list_groups.py (`classes`: its namespace) and give
    them their per-version tables."""
    global ListGroupsRequest, ListedGroup, ListGroupsResponse
    ListGroupsRequest = classes['ListGroupsRequest']
    ListedGroup = classes['ListedGroup']
    ListGroupsResponse = classes['ListGroupsResponse']
    ListGroupsRequest._DECODERS = (_decode_ListGroupsRequest_v0_to_2, _decode_ListGroupsRequest_v0_to_2, _decode_ListGroupsRequest_v0_to_2, _decode_ListGroupsRequest_v3, _decode_ListGroupsRequest_v4, _decode_ListGroupsRequest_v5,)
    ListGroupsRequest._ENCODERS = (_encode_ListGroupsRequest_v0_to_2, _encode_ListGroupsRequest_v0_to_2, _encode_ListGroupsRequest_v0_to_2, _encode_ListGroupsRequest_v3, _encode_ListGroupsRequest_v4, _encode_ListGroupsRequest_v5,)
    ListedGroup._DECODERS = (_decode_ListedGroup_v0_to_2, _decode_ListedGroup_v0_to_2, _decode_ListedGroup_v0_to_2, _decode_ListedGroup_v3, _decode_ListedGroup_v4, _decode_ListedGroup_v5,)
    ListedGroup._ENCODERS = (_encode_ListedGroup_v0_to_2, _encode_ListedGroup_v0_to_2, _encode_ListedGroup_v0_to_2, _encode_ListedGroup_v3, _encode_ListedGroup_v4, _encode_ListedGroup_v5,)
    ListGroupsResponse._DECODERS = (_decode_ListGroupsResponse_v0, _decode_ListGroupsResponse_v1_to_2, _decode_ListGroupsResponse_v1_to_2, _decode_ListGroupsResponse_v3, _decode_ListGroupsResponse_v4, _decode_ListGroupsResponse_v5,)
    ListGroupsResponse._ENCODERS = (_encode_ListGroupsResponse_v0, _encode_ListGroupsResponse_v1_to_2, _encode_ListGroupsResponse_v1_to_2, _encode_ListGroupsResponse_v3, _encode_ListGroupsResponse_v4, _encode_ListGroupsResponse_v5,)
