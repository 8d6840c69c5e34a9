"""Generated from schemas/FindCoordinatorRequest.json, schemas/FindCoordinatorResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_hi = _struct.Struct('>hi')
_S_hih = _struct.Struct('>hih')
_S_i = _struct.Struct('>i')
_S_iB = _struct.Struct('>iB')
_S_iBB = _struct.Struct('>iBB')
_S_ih = _struct.Struct('>ih')
_S_ihBB = _struct.Struct('>ihBB')
_S_ihh = _struct.Struct('>ihh')

def _decode_FindCoordinatorRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(FindCoordinatorRequest)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field Key is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Key runs past the end of the buffer')
        self.key = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.key_type = 0
    self.coordinator_keys = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FindCoordinatorRequest_v0(o, out, big):
    w = out.append
    if o.key_type != 0:
        raise _UnsupportedVersionError('FindCoordinatorRequest.key_type is set, but only versions 1+ have it')
    if o.coordinator_keys:
        raise _UnsupportedVersionError('FindCoordinatorRequest.coordinator_keys is set, but only versions 4+ have it')
    v = o.key
    if v is None:
        raise _UnsupportedVersionError('FindCoordinatorRequest.key is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)


def _decode_FindCoordinatorRequest_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(FindCoordinatorRequest)
    n, = _I16.unpack_from(buf, pos)
    pos += 2
    if n < 0:
        raise _DecodeError('non-nullable field Key is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Key runs past the end of the buffer')
        self.key = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.key_type, = _S_b.unpack_from(buf, pos)
    pos += 1
    self.coordinator_keys = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FindCoordinatorRequest_v1_to_2(o, out, big):
    w = out.append
    if o.coordinator_keys:
        raise _UnsupportedVersionError('FindCoordinatorRequest.coordinator_keys is set, but only versions 4+ have it')
    v = o.key
    if v is None:
        raise _UnsupportedVersionError('FindCoordinatorRequest.key is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_b.pack(o.key_type))


def _decode_FindCoordinatorRequest_v3(buf, pos):
    limit = len(buf)
    self = _new(FindCoordinatorRequest)
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
        raise _DecodeError('non-nullable field Key is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Key runs past the end of the buffer')
        self.key = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.key_type, _t = _S_bB.unpack_from(buf, pos)
    pos += 2
    self.coordinator_keys = []
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FindCoordinatorRequest_v3(o, out, big):
    w = out.append
    if o.coordinator_keys:
        raise _UnsupportedVersionError('FindCoordinatorRequest.coordinator_keys is set, but only versions 4+ have it')
    v = o.key
    if v is None:
        raise _UnsupportedVersionError('FindCoordinatorRequest.key is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_b.pack(o.key_type))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_FindCoordinatorRequest_v4_to_6(buf, pos):
    limit = len(buf)
    self = _new(FindCoordinatorRequest)
    self.key_type, n, _n2 = _S_bBB.unpack_from(buf, pos)
    if n < 128:
        pos += 2
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 3
    else:
        n, pos = _read_uvarint(buf, pos + 1)
    n -= 1
    if n == 0:
        self.coordinator_keys = []
    elif n < 0:
        raise _DecodeError('non-nullable array CoordinatorKeys is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array CoordinatorKeys claims more elements than bytes')
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
                raise _DecodeError('non-nullable field CoordinatorKeys is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field CoordinatorKeys runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.coordinator_keys = items0
    self.key = ''
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FindCoordinatorRequest_v4_to_6(o, out, big):
    w = out.append
    if o.key != '':
        raise _UnsupportedVersionError('FindCoordinatorRequest.key is set, but only versions 0-3 have it')
    w(_S_b.pack(o.key_type))
    items0 = o.coordinator_keys
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FindCoordinatorRequest.coordinator_keys is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of FindCoordinatorRequest.coordinator_keys is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_Coordinator_v4_to_6(buf, pos):
    limit = len(buf)
    self = _new(Coordinator)
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
        raise _DecodeError('non-nullable field Key is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Key runs past the end of the buffer')
        self.key = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.node_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
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
    self.port, self.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
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
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_Coordinator_v4_to_6(o, out, big):
    w = out.append
    v = o.key
    if v is None:
        raise _UnsupportedVersionError('Coordinator.key is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_i.pack(o.node_id))
    v = o.host
    if v is None:
        raise _UnsupportedVersionError('Coordinator.host is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_ih.pack(o.port, o.error_code))
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


def _decode_FindCoordinatorResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(FindCoordinatorResponse)
    self.error_code, self.node_id, n = _S_hih.unpack_from(buf, pos)
    pos += 8
    if n < 0:
        raise _DecodeError('non-nullable field Host is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Host runs past the end of the buffer')
        self.host = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.port, = _S_i.unpack_from(buf, pos)
    pos += 4
    self.throttle_time_ms = 0
    self.error_message = ''
    self.coordinators = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FindCoordinatorResponse_v0(o, out, big):
    w = out.append
    if o.coordinators:
        raise _UnsupportedVersionError('FindCoordinatorResponse.coordinators is set, but only versions 4+ have it')
    w(_S_hi.pack(o.error_code, o.node_id))
    v = o.host
    if v is None:
        raise _UnsupportedVersionError('FindCoordinatorResponse.host is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_i.pack(o.port))


def _decode_FindCoordinatorResponse_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(FindCoordinatorResponse)
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
    self.node_id, n = _S_ih.unpack_from(buf, pos)
    pos += 6
    if n < 0:
        raise _DecodeError('non-nullable field Host is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Host runs past the end of the buffer')
        self.host = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.port, = _S_i.unpack_from(buf, pos)
    pos += 4
    self.coordinators = []
    self.unknown_tagged_fields = None
    return self, pos


def _encode_FindCoordinatorResponse_v1_to_2(o, out, big):
    w = out.append
    if o.coordinators:
        raise _UnsupportedVersionError('FindCoordinatorResponse.coordinators is set, but only versions 4+ have it')
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    v = o.error_message
    if v is None:
        w(b'\xff\xff')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_i.pack(o.node_id))
    v = o.host
    if v is None:
        raise _UnsupportedVersionError('FindCoordinatorResponse.host is None, but it cannot be null')
    else:
        v = v.encode()
        w(_I16.pack(len(v)))
        w(v)
    w(_S_i.pack(o.port))


def _decode_FindCoordinatorResponse_v3(buf, pos):
    limit = len(buf)
    self = _new(FindCoordinatorResponse)
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
    self.node_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
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
    self.port, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    self.coordinators = []
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FindCoordinatorResponse_v3(o, out, big):
    w = out.append
    if o.coordinators:
        raise _UnsupportedVersionError('FindCoordinatorResponse.coordinators is set, but only versions 4+ have it')
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    v = o.error_message
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_i.pack(o.node_id))
    v = o.host
    if v is None:
        raise _UnsupportedVersionError('FindCoordinatorResponse.host is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_i.pack(o.port))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_FindCoordinatorResponse_v4_to_6(buf, pos):
    limit = len(buf)
    self = _new(FindCoordinatorResponse)
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
        self.coordinators = []
    elif n < 0:
        raise _DecodeError('non-nullable array Coordinators is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Coordinators claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(Coordinator)
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
                raise _DecodeError('non-nullable field Key is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Key runs past the end of the buffer')
                item0.key = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.node_id, n, _n2 = _S_iBB.unpack_from(buf, pos)
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
            item0.port, item0.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
            if n < 128:
                pos += 7
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 8
            else:
                n, pos = _read_uvarint(buf, pos + 6)
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
        self.coordinators = items0
    self.error_code = 0
    self.error_message = ''
    self.node_id = 0
    self.host = ''
    self.port = 0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FindCoordinatorResponse_v4_to_6(o, out, big):
    w = out.append
    if o.error_code != 0:
        raise _UnsupportedVersionError('FindCoordinatorResponse.error_code is set, but only versions 0-3 have it')
    if o.node_id != 0:
        raise _UnsupportedVersionError('FindCoordinatorResponse.node_id is set, but only versions 0-3 have it')
    if o.host != '':
        raise _UnsupportedVersionError('FindCoordinatorResponse.host is set, but only versions 0-3 have it')
    if o.port != 0:
        raise _UnsupportedVersionError('FindCoordinatorResponse.port is set, but only versions 0-3 have it')
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.coordinators
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FindCoordinatorResponse.coordinators is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.key
            if v is None:
                raise _UnsupportedVersionError('Coordinator.key is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_i.pack(item0.node_id))
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('Coordinator.host is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_ih.pack(item0.port, item0.error_code))
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
    """Bind the classes of messages/find_coordinator.py (`classes`: its namespace) and give
    them their per-version tables."""
    global FindCoordinatorRequest, Coordinator, FindCoordinatorResponse
    FindCoordinatorRequest = classes['FindCoordinatorRequest']
    Coordinator = classes['Coordinator']
    FindCoordinatorResponse = classes['FindCoordinatorResponse']
    FindCoordinatorRequest._DECODERS = (_decode_FindCoordinatorRequest_v0, _decode_FindCoordinatorRequest_v1_to_2, _decode_FindCoordinatorRequest_v1_to_2, _decode_FindCoordinatorRequest_v3, _decode_FindCoordinatorRequest_v4_to_6, _decode_FindCoordinatorRequest_v4_to_6, _decode_FindCoordinatorRequest_v4_to_6,)
    FindCoordinatorRequest._ENCODERS = (_encode_FindCoordinatorRequest_v0, _encode_FindCoordinatorRequest_v1_to_2, _encode_FindCoordinatorRequest_v1_to_2, _encode_FindCoordinatorRequest_v3, _encode_FindCoordinatorRequest_v4_to_6, _encode_FindCoordinatorRequest_v4_to_6, _encode_FindCoordinatorRequest_v4_to_6,)
    Coordinator._DECODERS = (None, None, None, None, _decode_Coordinator_v4_to_6, _decode_Coordinator_v4_to_6, _decode_Coordinator_v4_to_6,)
    Coordinator._ENCODERS = (None, None, None, None, _encode_Coordinator_v4_to_6, _encode_Coordinator_v4_to_6, _encode_Coordinator_v4_to_6,)
    FindCoordinatorResponse._DECODERS = (_decode_FindCoordinatorResponse_v0, _decode_FindCoordinatorResponse_v1_to_2, _decode_FindCoordinatorResponse_v1_to_2, _decode_FindCoordinatorResponse_v3, _decode_FindCoordinatorResponse_v4_to_6, _decode_FindCoordinatorResponse_v4_to_6, _decode_FindCoordinatorResponse_v4_to_6,)
    FindCoordinatorResponse._ENCODERS = (_encode_FindCoordinatorResponse_v0, _encode_FindCoordinatorResponse_v1_to_2, _encode_FindCoordinatorResponse_v1_to_2, _encode_FindCoordinatorResponse_v3, _encode_FindCoordinatorResponse_v4_to_6, _encode_FindCoordinatorResponse_v4_to_6, _encode_FindCoordinatorResponse_v4_to_6,)
