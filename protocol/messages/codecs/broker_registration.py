"""Generated from schemas/BrokerRegistrationRequest.json, schemas/BrokerRegistrationResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_Hh = _struct.Struct('>Hh')
_S_HhB = _struct.Struct('>HhB')
_S_hh = _struct.Struct('>hh')
_S_hhB = _struct.Struct('>hhB')
_S_i = _struct.Struct('>i')
_S_iBB = _struct.Struct('>iBB')
_S_ihq = _struct.Struct('>ihq')
_S_ihqB = _struct.Struct('>ihqB')
_S_o = _struct.Struct('>?')
_S_oB = _struct.Struct('>?B')
_S_oBB = _struct.Struct('>?BB')
_S_oBq = _struct.Struct('>?Bq')
_S_q = _struct.Struct('>q')
_S_qB = _struct.Struct('>qB')
_S_u = _struct.Struct('>16s')
_S_uBB = _struct.Struct('>16sBB')

def _decode_Listener_v0_to_4(buf, pos):
    limit = len(buf)
    self = _new(Listener)
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
        raise _DecodeError('non-nullable field Host is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Host runs past the end of the buffer')
        self.host = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.port, self.security_protocol, _t = _S_HhB.unpack_from(buf, pos)
    pos += 5
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_Listener_v0_to_4(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('Listener.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.host
    if v is None:
        raise _UnsupportedVersionError('Listener.host is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_Hh.pack(o.port, o.security_protocol))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_Feature_v0_to_4(buf, pos):
    limit = len(buf)
    self = _new(Feature)
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
    self.min_supported_version, self.max_supported_version, _t = _S_hhB.unpack_from(buf, pos)
    pos += 5
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_Feature_v0_to_4(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('Feature.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_hh.pack(o.min_supported_version, o.max_supported_version))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_BrokerRegistrationRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(BrokerRegistrationRequest)
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
        raise _DecodeError('non-nullable field ClusterId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClusterId runs past the end of the buffer')
        self.cluster_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    _u0, n, _n2 = _S_uBB.unpack_from(buf, pos)
    if n < 128:
        pos += 17
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 18
    else:
        n, pos = _read_uvarint(buf, pos + 16)
    n -= 1
    self.incarnation_id = _uuid(_u0)
    if n == 0:
        self.listeners = []
    elif n < 0:
        raise _DecodeError('non-nullable array Listeners is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Listeners claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(Listener)
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
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.port, item0.security_protocol, _t = _S_HhB.unpack_from(buf, pos)
            pos += 5
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.listeners = items0
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
        self.features = []
    elif n < 0:
        raise _DecodeError('non-nullable array Features is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Features claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(Feature)
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
            item0.min_supported_version, item0.max_supported_version, _t = _S_hhB.unpack_from(buf, pos)
            pos += 5
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.features = items0
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
        self.rack = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Rack runs past the end of the buffer')
        self.rack = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.is_migrating_zk_broker = False
    self.log_dirs = []
    self.previous_broker_epoch = -1
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_BrokerRegistrationRequest_v0(o, out, big):
    w = out.append
    if o.is_migrating_zk_broker != False:
        raise _UnsupportedVersionError('BrokerRegistrationRequest.is_migrating_zk_broker is set, but only versions 1+ have it')
    w(_S_i.pack(o.broker_id))
    v = o.cluster_id
    if v is None:
        raise _UnsupportedVersionError('BrokerRegistrationRequest.cluster_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_u.pack(o.incarnation_id.bytes))
    items0 = o.listeners
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('BrokerRegistrationRequest.listeners is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('Listener.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('Listener.host is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_Hh.pack(item0.port, item0.security_protocol))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    items0 = o.features
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('BrokerRegistrationRequest.features is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('Feature.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_hh.pack(item0.min_supported_version, item0.max_supported_version))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
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


def _decode_BrokerRegistrationRequest_v1(buf, pos):
    limit = len(buf)
    self = _new(BrokerRegistrationRequest)
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
        raise _DecodeError('non-nullable field ClusterId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClusterId runs past the end of the buffer')
        self.cluster_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    _u0, n, _n2 = _S_uBB.unpack_from(buf, pos)
    if n < 128:
        pos += 17
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 18
    else:
        n, pos = _read_uvarint(buf, pos + 16)
    n -= 1
    self.incarnation_id = _uuid(_u0)
    if n == 0:
        self.listeners = []
    elif n < 0:
        raise _DecodeError('non-nullable array Listeners is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Listeners claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(Listener)
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
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.port, item0.security_protocol, _t = _S_HhB.unpack_from(buf, pos)
            pos += 5
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.listeners = items0
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
        self.features = []
    elif n < 0:
        raise _DecodeError('non-nullable array Features is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Features claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(Feature)
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
            item0.min_supported_version, item0.max_supported_version, _t = _S_hhB.unpack_from(buf, pos)
            pos += 5
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.features = items0
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
        self.rack = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Rack runs past the end of the buffer')
        self.rack = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.is_migrating_zk_broker, _t = _S_oB.unpack_from(buf, pos)
    pos += 2
    self.log_dirs = []
    self.previous_broker_epoch = -1
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_BrokerRegistrationRequest_v1(o, out, big):
    w = out.append
    w(_S_i.pack(o.broker_id))
    v = o.cluster_id
    if v is None:
        raise _UnsupportedVersionError('BrokerRegistrationRequest.cluster_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_u.pack(o.incarnation_id.bytes))
    items0 = o.listeners
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('BrokerRegistrationRequest.listeners is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('Listener.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('Listener.host is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_Hh.pack(item0.port, item0.security_protocol))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    items0 = o.features
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('BrokerRegistrationRequest.features is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('Feature.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_hh.pack(item0.min_supported_version, item0.max_supported_version))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    v = o.rack
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_o.pack(o.is_migrating_zk_broker))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_BrokerRegistrationRequest_v2(buf, pos):
    limit = len(buf)
    self = _new(BrokerRegistrationRequest)
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
        raise _DecodeError('non-nullable field ClusterId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClusterId runs past the end of the buffer')
        self.cluster_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    _u0, n, _n2 = _S_uBB.unpack_from(buf, pos)
    if n < 128:
        pos += 17
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 18
    else:
        n, pos = _read_uvarint(buf, pos + 16)
    n -= 1
    self.incarnation_id = _uuid(_u0)
    if n == 0:
        self.listeners = []
    elif n < 0:
        raise _DecodeError('non-nullable array Listeners is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Listeners claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(Listener)
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
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.port, item0.security_protocol, _t = _S_HhB.unpack_from(buf, pos)
            pos += 5
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.listeners = items0
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
        self.features = []
    elif n < 0:
        raise _DecodeError('non-nullable array Features is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Features claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(Feature)
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
            item0.min_supported_version, item0.max_supported_version, _t = _S_hhB.unpack_from(buf, pos)
            pos += 5
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.features = items0
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
        self.rack = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Rack runs past the end of the buffer')
        self.rack = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.is_migrating_zk_broker, n, _n2 = _S_oBB.unpack_from(buf, pos)
    if n < 128:
        pos += 2
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 3
    else:
        n, pos = _read_uvarint(buf, pos + 1)
    n -= 1
    if n == 0:
        self.log_dirs = []
    elif n < 0:
        raise _DecodeError('non-nullable array LogDirs is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array LogDirs claims more elements than bytes')
        items0 = []
        for _ in range(n):
            item0 = _uuid(bytes(buf[pos:pos + 16]))
            pos += 16
            items0.append(item0)
        self.log_dirs = items0
    self.previous_broker_epoch = -1
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_BrokerRegistrationRequest_v2(o, out, big):
    w = out.append
    w(_S_i.pack(o.broker_id))
    v = o.cluster_id
    if v is None:
        raise _UnsupportedVersionError('BrokerRegistrationRequest.cluster_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_u.pack(o.incarnation_id.bytes))
    items0 = o.listeners
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('BrokerRegistrationRequest.listeners is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('Listener.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('Listener.host is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_Hh.pack(item0.port, item0.security_protocol))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    items0 = o.features
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('BrokerRegistrationRequest.features is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('Feature.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_hh.pack(item0.min_supported_version, item0.max_supported_version))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    v = o.rack
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_o.pack(o.is_migrating_zk_broker))
    items0 = o.log_dirs
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('BrokerRegistrationRequest.log_dirs is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(item0.bytes)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_BrokerRegistrationRequest_v3_to_4(buf, pos):
    limit = len(buf)
    self = _new(BrokerRegistrationRequest)
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
        raise _DecodeError('non-nullable field ClusterId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClusterId runs past the end of the buffer')
        self.cluster_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    _u0, n, _n2 = _S_uBB.unpack_from(buf, pos)
    if n < 128:
        pos += 17
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 18
    else:
        n, pos = _read_uvarint(buf, pos + 16)
    n -= 1
    self.incarnation_id = _uuid(_u0)
    if n == 0:
        self.listeners = []
    elif n < 0:
        raise _DecodeError('non-nullable array Listeners is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Listeners claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(Listener)
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
                raise _DecodeError('non-nullable field Host is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Host runs past the end of the buffer')
                item0.host = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.port, item0.security_protocol, _t = _S_HhB.unpack_from(buf, pos)
            pos += 5
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.listeners = items0
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
        self.features = []
    elif n < 0:
        raise _DecodeError('non-nullable array Features is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Features claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(Feature)
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
            item0.min_supported_version, item0.max_supported_version, _t = _S_hhB.unpack_from(buf, pos)
            pos += 5
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.features = items0
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
        self.rack = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Rack runs past the end of the buffer')
        self.rack = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.is_migrating_zk_broker, n, _n2 = _S_oBB.unpack_from(buf, pos)
    if n < 128:
        pos += 2
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 3
    else:
        n, pos = _read_uvarint(buf, pos + 1)
    n -= 1
    if n == 0:
        self.log_dirs = []
    elif n < 0:
        raise _DecodeError('non-nullable array LogDirs is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array LogDirs claims more elements than bytes')
        items0 = []
        for _ in range(n):
            item0 = _uuid(bytes(buf[pos:pos + 16]))
            pos += 16
            items0.append(item0)
        self.log_dirs = items0
    self.previous_broker_epoch, _t = _S_qB.unpack_from(buf, pos)
    pos += 9
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_BrokerRegistrationRequest_v3_to_4(o, out, big):
    w = out.append
    w(_S_i.pack(o.broker_id))
    v = o.cluster_id
    if v is None:
        raise _UnsupportedVersionError('BrokerRegistrationRequest.cluster_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_u.pack(o.incarnation_id.bytes))
    items0 = o.listeners
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('BrokerRegistrationRequest.listeners is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('Listener.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('Listener.host is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_Hh.pack(item0.port, item0.security_protocol))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    items0 = o.features
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('BrokerRegistrationRequest.features is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('Feature.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_hh.pack(item0.min_supported_version, item0.max_supported_version))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    v = o.rack
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    items0 = o.log_dirs
    if not items0 and items0 is not None:
        w(_S_oBq.pack(o.is_migrating_zk_broker, 1, o.previous_broker_epoch))
    else:
        w(_S_o.pack(o.is_migrating_zk_broker))
        items0 = o.log_dirs
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('BrokerRegistrationRequest.log_dirs is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                w(item0.bytes)
        w(_S_q.pack(o.previous_broker_epoch))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_BrokerRegistrationResponse_v0_to_4(buf, pos):
    limit = len(buf)
    self = _new(BrokerRegistrationResponse)
    self.throttle_time_ms, self.error_code, self.broker_epoch, _t = _S_ihqB.unpack_from(buf, pos)
    pos += 15
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_BrokerRegistrationResponse_v0_to_4(o, out, big):
    w = out.append
    w(_S_ihq.pack(o.throttle_time_ms, o.error_code, o.broker_epoch))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/broker_registration.py (`classes`: its namespace) and give
    them their per-version tables."""
    global Listener, Feature, BrokerRegistrationRequest, BrokerRegistrationResponse
    Listener = classes['Listener']
    Feature = classes['Feature']
    BrokerRegistrationRequest = classes['BrokerRegistrationRequest']
    BrokerRegistrationResponse = classes['BrokerRegistrationResponse']
    Listener._DECODERS = (_decode_Listener_v0_to_4, _decode_Listener_v0_to_4, _decode_Listener_v0_to_4, _decode_Listener_v0_to_4, _decode_Listener_v0_to_4,)
    Listener._ENCODERS = (_encode_Listener_v0_to_4, _encode_Listener_v0_to_4, _encode_Listener_v0_to_4, _encode_Listener_v0_to_4, _encode_Listener_v0_to_4,)
    Feature._DECODERS = (_decode_Feature_v0_to_4, _decode_Feature_v0_to_4, _decode_Feature_v0_to_4, _decode_Feature_v0_to_4, _decode_Feature_v0_to_4,)
    Feature._ENCODERS = (_encode_Feature_v0_to_4, _encode_Feature_v0_to_4, _encode_Feature_v0_to_4, _encode_Feature_v0_to_4, _encode_Feature_v0_to_4,)
    BrokerRegistrationRequest._DECODERS = (_decode_BrokerRegistrationRequest_v0, _decode_BrokerRegistrationRequest_v1, _decode_BrokerRegistrationRequest_v2, _decode_BrokerRegistrationRequest_v3_to_4, _decode_BrokerRegistrationRequest_v3_to_4,)
    BrokerRegistrationRequest._ENCODERS = (_encode_BrokerRegistrationRequest_v0, _encode_BrokerRegistrationRequest_v1, _encode_BrokerRegistrationRequest_v2, _encode_BrokerRegistrationRequest_v3_to_4, _encode_BrokerRegistrationRequest_v3_to_4,)
    BrokerRegistrationResponse._DECODERS = (_decode_BrokerRegistrationResponse_v0_to_4, _decode_BrokerRegistrationResponse_v0_to_4, _decode_BrokerRegistrationResponse_v0_to_4, _decode_BrokerRegistrationResponse_v0_to_4, _decode_BrokerRegistrationResponse_v0_to_4,)
    BrokerRegistrationResponse._ENCODERS = (_encode_BrokerRegistrationResponse_v0_to_4, _encode_BrokerRegistrationResponse_v0_to_4, _encode_BrokerRegistrationResponse_v0_to_4, _encode_BrokerRegistrationResponse_v0_to_4, _encode_BrokerRegistrationResponse_v0_to_4,)
