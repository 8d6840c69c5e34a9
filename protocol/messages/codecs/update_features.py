"""Generated from schemas/UpdateFeaturesRequest.json, schemas/UpdateFeaturesResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_hBB = _struct.Struct('>hBB')
_S_hb = _struct.Struct('>hb')
_S_hbB = _struct.Struct('>hbB')
_S_ho = _struct.Struct('>h?')
_S_hoB = _struct.Struct('>h?B')
_S_i = _struct.Struct('>i')
_S_iBB = _struct.Struct('>iBB')
_S_iBo = _struct.Struct('>iB?')
_S_ih = _struct.Struct('>ih')
_S_ihBB = _struct.Struct('>ihBB')
_S_o = _struct.Struct('>?')
_S_oB = _struct.Struct('>?B')

def _decode_FeatureUpdateKey_v0(buf, pos):
    limit = len(buf)
    self = _new(FeatureUpdateKey)
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
        raise _DecodeError('non-nullable field Feature is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Feature runs past the end of the buffer')
        self.feature = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.max_version_level, self.allow_downgrade, _t = _S_hoB.unpack_from(buf, pos)
    pos += 4
    self.upgrade_type = 1
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FeatureUpdateKey_v0(o, out, big):
    w = out.append
    if o.upgrade_type != 1:
        raise _UnsupportedVersionError('FeatureUpdateKey.upgrade_type is set, but only versions 1+ have it')
    v = o.feature
    if v is None:
        raise _UnsupportedVersionError('FeatureUpdateKey.feature is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_ho.pack(o.max_version_level, o.allow_downgrade))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_FeatureUpdateKey_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(FeatureUpdateKey)
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
        raise _DecodeError('non-nullable field Feature is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Feature runs past the end of the buffer')
        self.feature = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.max_version_level, self.upgrade_type, _t = _S_hbB.unpack_from(buf, pos)
    pos += 4
    self.allow_downgrade = False
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FeatureUpdateKey_v1_to_2(o, out, big):
    w = out.append
    if o.allow_downgrade != False:
        raise _UnsupportedVersionError('FeatureUpdateKey.allow_downgrade is set, but only versions 0 have it')
    v = o.feature
    if v is None:
        raise _UnsupportedVersionError('FeatureUpdateKey.feature is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_hb.pack(o.max_version_level, o.upgrade_type))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_UpdateFeaturesRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(UpdateFeaturesRequest)
    self.timeout_ms, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n == 0:
        self.feature_updates = []
    elif n < 0:
        raise _DecodeError('non-nullable array FeatureUpdates is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array FeatureUpdates claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(FeatureUpdateKey)
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
                raise _DecodeError('non-nullable field Feature is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Feature runs past the end of the buffer')
                item0.feature = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.max_version_level, item0.allow_downgrade, _t = _S_hoB.unpack_from(buf, pos)
            pos += 4
            item0.upgrade_type = 1
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.feature_updates = items0
    self.validate_only = False
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_UpdateFeaturesRequest_v0(o, out, big):
    w = out.append
    if o.validate_only != False:
        raise _UnsupportedVersionError('UpdateFeaturesRequest.validate_only is set, but only versions 1+ have it')
    w(_S_i.pack(o.timeout_ms))
    items0 = o.feature_updates
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('UpdateFeaturesRequest.feature_updates is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            if item0.upgrade_type != 1:
                raise _UnsupportedVersionError('FeatureUpdateKey.upgrade_type is set, but only versions 1+ have it')
            v = item0.feature
            if v is None:
                raise _UnsupportedVersionError('FeatureUpdateKey.feature is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_ho.pack(item0.max_version_level, item0.allow_downgrade))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_UpdateFeaturesRequest_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(UpdateFeaturesRequest)
    self.timeout_ms, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n == 0:
        self.feature_updates = []
    elif n < 0:
        raise _DecodeError('non-nullable array FeatureUpdates is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array FeatureUpdates claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(FeatureUpdateKey)
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
                raise _DecodeError('non-nullable field Feature is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Feature runs past the end of the buffer')
                item0.feature = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.max_version_level, item0.upgrade_type, _t = _S_hbB.unpack_from(buf, pos)
            pos += 4
            item0.allow_downgrade = False
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.feature_updates = items0
    self.validate_only, _t = _S_oB.unpack_from(buf, pos)
    pos += 2
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_UpdateFeaturesRequest_v1_to_2(o, out, big):
    w = out.append
    items0 = o.feature_updates
    if not items0 and items0 is not None:
        w(_S_iBo.pack(o.timeout_ms, 1, o.validate_only))
    else:
        w(_S_i.pack(o.timeout_ms))
        items0 = o.feature_updates
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('UpdateFeaturesRequest.feature_updates is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                if item0.allow_downgrade != False:
                    raise _UnsupportedVersionError('FeatureUpdateKey.allow_downgrade is set, but only versions 0 have it')
                v = item0.feature
                if v is None:
                    raise _UnsupportedVersionError('FeatureUpdateKey.feature is None, but it cannot be null')
                else:
                    v = v.encode()
                    size = len(v) + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    w(v)
                w(_S_hb.pack(item0.max_version_level, item0.upgrade_type))
                if item0.unknown_tagged_fields:
                    _write_tags([], item0.unknown_tagged_fields, w)
                else:
                    w(b'\x00')
        w(_S_o.pack(o.validate_only))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_UpdatableFeatureResult_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(UpdatableFeatureResult)
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
        raise _DecodeError('non-nullable field Feature is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Feature runs past the end of the buffer')
        self.feature = str(buf[pos:end], 'utf-8', 'replace')
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


def _encode_UpdatableFeatureResult_v0_to_1(o, out, big):
    w = out.append
    v = o.feature
    if v is None:
        raise _UnsupportedVersionError('UpdatableFeatureResult.feature is None, but it cannot be null')
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


def _decode_UpdateFeaturesResponse_v0_to_1(buf, pos):
    limit = len(buf)
    self = _new(UpdateFeaturesResponse)
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
        self.results = []
    elif n < 0:
        raise _DecodeError('non-nullable array Results is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Results claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(UpdatableFeatureResult)
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
                raise _DecodeError('non-nullable field Feature is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Feature runs past the end of the buffer')
                item0.feature = str(buf[pos:end], 'utf-8', 'replace')
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


def _encode_UpdateFeaturesResponse_v0_to_1(o, out, big):
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
    items0 = o.results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('UpdateFeaturesResponse.results is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.feature
            if v is None:
                raise _UnsupportedVersionError('UpdatableFeatureResult.feature is None, but it cannot be null')
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


def _decode_UpdateFeaturesResponse_v2(buf, pos):
    limit = len(buf)
    self = _new(UpdateFeaturesResponse)
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
    self.results = []
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_UpdateFeaturesResponse_v2(o, out, big):
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
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def attach(classes):
    """Bind the classes of messages/update_features.py (`classes`: its namespace) and give
    them their per-version tables."""
    global FeatureUpdateKey, UpdateFeaturesRequest, UpdatableFeatureResult, UpdateFeaturesResponse
    FeatureUpdateKey = classes['FeatureUpdateKey']
    UpdateFeaturesRequest = classes['UpdateFeaturesRequest']
    UpdatableFeatureResult = classes['UpdatableFeatureResult']
    UpdateFeaturesResponse = classes['UpdateFeaturesResponse']
    FeatureUpdateKey._DECODERS = (_decode_FeatureUpdateKey_v0, _decode_FeatureUpdateKey_v1_to_2, _decode_FeatureUpdateKey_v1_to_2,)
    FeatureUpdateKey._ENCODERS = (_encode_FeatureUpdateKey_v0, _encode_FeatureUpdateKey_v1_to_2, _encode_FeatureUpdateKey_v1_to_2,)
    UpdateFeaturesRequest._DECODERS = (_decode_UpdateFeaturesRequest_v0, _decode_UpdateFeaturesRequest_v1_to_2, _decode_UpdateFeaturesRequest_v1_to_2,)
    UpdateFeaturesRequest._ENCODERS = (_encode_UpdateFeaturesRequest_v0, _encode_UpdateFeaturesRequest_v1_to_2, _encode_UpdateFeaturesRequest_v1_to_2,)
    UpdatableFeatureResult._DECODERS = (_decode_UpdatableFeatureResult_v0_to_1, _decode_UpdatableFeatureResult_v0_to_1, None,)
    UpdatableFeatureResult._ENCODERS = (_encode_UpdatableFeatureResult_v0_to_1, _encode_UpdatableFeatureResult_v0_to_1, None,)
    UpdateFeaturesResponse._DECODERS = (_decode_UpdateFeaturesResponse_v0_to_1, _decode_UpdateFeaturesResponse_v0_to_1, _decode_UpdateFeaturesResponse_v2,)
    UpdateFeaturesResponse._ENCODERS = (_encode_UpdateFeaturesResponse_v0_to_1, _encode_UpdateFeaturesResponse_v0_to_1, _encode_UpdateFeaturesResponse_v2,)
