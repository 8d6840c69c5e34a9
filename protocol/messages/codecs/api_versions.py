"""Generated from schemas/ApiVersionsRequest.json, schemas/ApiVersionsResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_hBi = _struct.Struct('>hBi')
_S_hh = _struct.Struct('>hh')
_S_hhB = _struct.Struct('>hhB')
_S_hhh = _struct.Struct('>hhh')
_S_hhhB = _struct.Struct('>hhhB')
_S_hi = _struct.Struct('>hi')
_S_hii = _struct.Struct('>hii')
_S_i = _struct.Struct('>i')
_S_iB = _struct.Struct('>iB')
_S_o = _struct.Struct('>?')
_S_q = _struct.Struct('>q')

def _decode_ApiVersionsRequest_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(ApiVersionsRequest)
    self.client_software_name = ''
    self.client_software_version = ''
    self.cluster_id = None
    self.node_id = -1
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ApiVersionsRequest_v0_to_2(o, out, big):
    w = out.append


def _decode_ApiVersionsRequest_v3_to_4(buf, pos):
    limit = len(buf)
    self = _new(ApiVersionsRequest)
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
        raise _DecodeError('non-nullable field ClientSoftwareName is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClientSoftwareName runs past the end of the buffer')
        self.client_software_name = str(buf[pos:end], 'utf-8', 'replace')
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
        raise _DecodeError('non-nullable field ClientSoftwareVersion is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClientSoftwareVersion runs past the end of the buffer')
        self.client_software_version = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.cluster_id = None
    self.node_id = -1
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ApiVersionsRequest_v3_to_4(o, out, big):
    w = out.append
    v = o.client_software_name
    if v is None:
        raise _UnsupportedVersionError('ApiVersionsRequest.client_software_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.client_software_version
    if v is None:
        raise _UnsupportedVersionError('ApiVersionsRequest.client_software_version is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ApiVersionsRequest_v5(buf, pos):
    limit = len(buf)
    self = _new(ApiVersionsRequest)
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
        raise _DecodeError('non-nullable field ClientSoftwareName is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClientSoftwareName runs past the end of the buffer')
        self.client_software_name = str(buf[pos:end], 'utf-8', 'replace')
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
        raise _DecodeError('non-nullable field ClientSoftwareVersion is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClientSoftwareVersion runs past the end of the buffer')
        self.client_software_version = str(buf[pos:end], 'utf-8', 'replace')
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
        self.cluster_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field ClusterId runs past the end of the buffer')
        self.cluster_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.node_id, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ApiVersionsRequest_v5(o, out, big):
    w = out.append
    v = o.client_software_name
    if v is None:
        raise _UnsupportedVersionError('ApiVersionsRequest.client_software_name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.client_software_version
    if v is None:
        raise _UnsupportedVersionError('ApiVersionsRequest.client_software_version is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.cluster_id
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_i.pack(o.node_id))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ApiVersion_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(ApiVersion)
    self.api_key, self.min_version, self.max_version = _S_hhh.unpack_from(buf, pos)
    pos += 6
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ApiVersion_v0_to_2(o, out, big):
    w = out.append
    w(_S_hhh.pack(o.api_key, o.min_version, o.max_version))


def _decode_ApiVersion_v3_to_5(buf, pos):
    limit = len(buf)
    self = _new(ApiVersion)
    self.api_key, self.min_version, self.max_version, _t = _S_hhhB.unpack_from(buf, pos)
    pos += 7
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ApiVersion_v3_to_5(o, out, big):
    w = out.append
    w(_S_hhh.pack(o.api_key, o.min_version, o.max_version))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_SupportedFeatureKey_v3_to_5(buf, pos):
    limit = len(buf)
    self = _new(SupportedFeatureKey)
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
    self.min_version, self.max_version, _t = _S_hhB.unpack_from(buf, pos)
    pos += 5
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_SupportedFeatureKey_v3_to_5(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('SupportedFeatureKey.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_hh.pack(o.min_version, o.max_version))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_FinalizedFeatureKey_v3_to_5(buf, pos):
    limit = len(buf)
    self = _new(FinalizedFeatureKey)
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
    self.max_version_level, self.min_version_level, _t = _S_hhB.unpack_from(buf, pos)
    pos += 5
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FinalizedFeatureKey_v3_to_5(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('FinalizedFeatureKey.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_hh.pack(o.max_version_level, o.min_version_level))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_tags_ApiVersionsResponse_v3_to_5(self, buf, pos):
    limit = len(buf)
    count, pos = _read_uvarint(buf, pos)
    unknown = None
    for _ in range(count):
        tag, pos = _read_uvarint(buf, pos)
        size, pos = _read_uvarint(buf, pos)
        tag_end = pos + size
        if tag_end > limit:
            raise _DecodeError('tagged field runs past the end of the buffer')
        if tag == 0:
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
                self.supported_features = []
            elif n < 0:
                raise _DecodeError('non-nullable array SupportedFeatures is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array SupportedFeatures claims more elements than bytes')
                items0 = []
                append0 = items0.append
                for _ in range(n):
                    item0 = _new(SupportedFeatureKey)
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
                    item0.min_version, item0.max_version, _t = _S_hhB.unpack_from(buf, pos)
                    pos += 5
                    if _t:
                        pos -= 1
                        item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item0.unknown_tagged_fields = None
                    append0(item0)
                self.supported_features = items0
        elif tag == 1:
            self.finalized_features_epoch, = _S_q.unpack_from(buf, pos)
            pos += 8
        elif tag == 2:
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
                self.finalized_features = []
            elif n < 0:
                raise _DecodeError('non-nullable array FinalizedFeatures is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array FinalizedFeatures claims more elements than bytes')
                items0 = []
                append0 = items0.append
                for _ in range(n):
                    item0 = _new(FinalizedFeatureKey)
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
                    item0.max_version_level, item0.min_version_level, _t = _S_hhB.unpack_from(buf, pos)
                    pos += 5
                    if _t:
                        pos -= 1
                        item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item0.unknown_tagged_fields = None
                    append0(item0)
                self.finalized_features = items0
        elif tag == 3:
            self.zk_migration_ready, = _S_o.unpack_from(buf, pos)
            pos += 1
        else:
            if unknown is None:
                unknown = {}
            unknown[tag] = bytes(buf[pos:tag_end])
        pos = tag_end
    self.unknown_tagged_fields = unknown
    return pos


def _decode_ApiVersionsResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(ApiVersionsResponse)
    self.error_code, n = _S_hi.unpack_from(buf, pos)
    pos += 6
    if n == 0:
        self.api_keys = []
    elif n < 0:
        raise _DecodeError('non-nullable array ApiKeys is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ApiKeys claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ApiVersion)
            item0.api_key, item0.min_version, item0.max_version = _S_hhh.unpack_from(buf, pos)
            pos += 6
            item0.unknown_tagged_fields = None
            append0(item0)
        self.api_keys = items0
    self.throttle_time_ms = 0
    self.supported_features = []
    self.finalized_features_epoch = -1
    self.finalized_features = []
    self.zk_migration_ready = False
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ApiVersionsResponse_v0(o, out, big):
    w = out.append
    w(_S_h.pack(o.error_code))
    items0 = o.api_keys
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ApiVersionsResponse.api_keys is None, but it cannot be null')
        else:
            w(b'\x00\x00\x00\x00')
    else:
        w(_I32.pack(len(items0)))
        for item0 in items0:
            w(_S_hhh.pack(item0.api_key, item0.min_version, item0.max_version))


def _decode_ApiVersionsResponse_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(ApiVersionsResponse)
    self.error_code, n = _S_hi.unpack_from(buf, pos)
    pos += 6
    if n == 0:
        self.api_keys = []
    elif n < 0:
        raise _DecodeError('non-nullable array ApiKeys is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ApiKeys claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ApiVersion)
            item0.api_key, item0.min_version, item0.max_version = _S_hhh.unpack_from(buf, pos)
            pos += 6
            item0.unknown_tagged_fields = None
            append0(item0)
        self.api_keys = items0
    self.throttle_time_ms, = _S_i.unpack_from(buf, pos)
    pos += 4
    self.supported_features = []
    self.finalized_features_epoch = -1
    self.finalized_features = []
    self.zk_migration_ready = False
    self.unknown_tagged_fields = None
    return self, pos


def _encode_ApiVersionsResponse_v1_to_2(o, out, big):
    w = out.append
    items0 = o.api_keys
    if not items0 and items0 is not None:
        w(_S_hii.pack(o.error_code, 0, o.throttle_time_ms))
    else:
        w(_S_h.pack(o.error_code))
        items0 = o.api_keys
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('ApiVersionsResponse.api_keys is None, but it cannot be null')
            else:
                w(b'\x00\x00\x00\x00')
        else:
            w(_I32.pack(len(items0)))
            for item0 in items0:
                w(_S_hhh.pack(item0.api_key, item0.min_version, item0.max_version))
        w(_S_i.pack(o.throttle_time_ms))


def _decode_ApiVersionsResponse_v3_to_5(buf, pos):
    limit = len(buf)
    self = _new(ApiVersionsResponse)
    self.error_code, n, _n2 = _S_hBB.unpack_from(buf, pos)
    if n < 128:
        pos += 3
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 4
    else:
        n, pos = _read_uvarint(buf, pos + 2)
    n -= 1
    if n == 0:
        self.api_keys = []
    elif n < 0:
        raise _DecodeError('non-nullable array ApiKeys is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ApiKeys claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ApiVersion)
            item0.api_key, item0.min_version, item0.max_version, _t = _S_hhhB.unpack_from(buf, pos)
            pos += 7
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.api_keys = items0
    self.throttle_time_ms, _t = _S_iB.unpack_from(buf, pos)
    pos += 5
    self.supported_features = []
    self.finalized_features_epoch = -1
    self.finalized_features = []
    self.zk_migration_ready = False
    if _t:
        pos -= 1
        pos = _decode_tags_ApiVersionsResponse_v3_to_5(self, buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ApiVersionsResponse_v3_to_5(o, out, big):
    w = out.append
    items0 = o.api_keys
    if not items0 and items0 is not None:
        w(_S_hBi.pack(o.error_code, 1, o.throttle_time_ms))
    else:
        w(_S_h.pack(o.error_code))
        items0 = o.api_keys
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('ApiVersionsResponse.api_keys is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                w(_S_hhh.pack(item0.api_key, item0.min_version, item0.max_version))
                if item0.unknown_tagged_fields:
                    _write_tags([], item0.unknown_tagged_fields, w)
                else:
                    w(b'\x00')
        w(_S_i.pack(o.throttle_time_ms))
    tags = None
    if o.supported_features:
        sub = []
        outer, outer_big, out, big = out, big, sub, None
        w = sub.append
        items0 = o.supported_features
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('ApiVersionsResponse.supported_features is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                _encode_SupportedFeatureKey_v3_to_5(item0, out, big)
        out, big = outer, outer_big
        w = out.append
        tags = [*(tags or ()), (0, b''.join(sub))]
    if o.finalized_features_epoch != -1:
        sub = []
        outer, outer_big, out, big = out, big, sub, None
        w = sub.append
        w(_S_q.pack(o.finalized_features_epoch))
        out, big = outer, outer_big
        w = out.append
        tags = [*(tags or ()), (1, b''.join(sub))]
    if o.finalized_features:
        sub = []
        outer, outer_big, out, big = out, big, sub, None
        w = sub.append
        items0 = o.finalized_features
        if not items0:
            if items0 is None:
                raise _UnsupportedVersionError('ApiVersionsResponse.finalized_features is None, but it cannot be null')
            else:
                w(b'\x01')
        else:
            size = len(items0) + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            for item0 in items0:
                _encode_FinalizedFeatureKey_v3_to_5(item0, out, big)
        out, big = outer, outer_big
        w = out.append
        tags = [*(tags or ()), (2, b''.join(sub))]
    if o.zk_migration_ready != False:
        sub = []
        outer, outer_big, out, big = out, big, sub, None
        w = sub.append
        w(_S_o.pack(o.zk_migration_ready))
        out, big = outer, outer_big
        w = out.append
        tags = [*(tags or ()), (3, b''.join(sub))]
    if tags is None and not o.unknown_tagged_fields:
        w(b'\x00')
    elif not o.unknown_tagged_fields:
        w(_SMALL_UVARINTS[len(tags)])
        for tag, data in tags:
            size = len(data)
            w(_SMALL_UVARINTS[tag])
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            w(data)
    else:
        _write_tags(tags or [], o.unknown_tagged_fields, w)


def attach(classes):
    """Bind the classes of messages/api_versions.py (`classes`: its namespace) and give
    them their per-version tables."""
    global ApiVersionsRequest, ApiVersion, SupportedFeatureKey, FinalizedFeatureKey, ApiVersionsResponse
    ApiVersionsRequest = classes['ApiVersionsRequest']
    ApiVersion = classes['ApiVersion']
    SupportedFeatureKey = classes['SupportedFeatureKey']
    FinalizedFeatureKey = classes['FinalizedFeatureKey']
    ApiVersionsResponse = classes['ApiVersionsResponse']
    ApiVersionsRequest._DECODERS = (_decode_ApiVersionsRequest_v0_to_2, _decode_ApiVersionsRequest_v0_to_2, _decode_ApiVersionsRequest_v0_to_2, _decode_ApiVersionsRequest_v3_to_4, _decode_ApiVersionsRequest_v3_to_4, _decode_ApiVersionsRequest_v5,)
    ApiVersionsRequest._ENCODERS = (_encode_ApiVersionsRequest_v0_to_2, _encode_ApiVersionsRequest_v0_to_2, _encode_ApiVersionsRequest_v0_to_2, _encode_ApiVersionsRequest_v3_to_4, _encode_ApiVersionsRequest_v3_to_4, _encode_ApiVersionsRequest_v5,)
    ApiVersion._DECODERS = (_decode_ApiVersion_v0_to_2, _decode_ApiVersion_v0_to_2, _decode_ApiVersion_v0_to_2, _decode_ApiVersion_v3_to_5, _decode_ApiVersion_v3_to_5, _decode_ApiVersion_v3_to_5,)
    ApiVersion._ENCODERS = (_encode_ApiVersion_v0_to_2, _encode_ApiVersion_v0_to_2, _encode_ApiVersion_v0_to_2, _encode_ApiVersion_v3_to_5, _encode_ApiVersion_v3_to_5, _encode_ApiVersion_v3_to_5,)
    SupportedFeatureKey._DECODERS = (None, None, None, _decode_SupportedFeatureKey_v3_to_5, _decode_SupportedFeatureKey_v3_to_5, _decode_SupportedFeatureKey_v3_to_5,)
    SupportedFeatureKey._ENCODERS = (None, None, None, _encode_SupportedFeatureKey_v3_to_5, _encode_SupportedFeatureKey_v3_to_5, _encode_SupportedFeatureKey_v3_to_5,)
    FinalizedFeatureKey._DECODERS = (None, None, None, _decode_FinalizedFeatureKey_v3_to_5, _decode_FinalizedFeatureKey_v3_to_5, _decode_FinalizedFeatureKey_v3_to_5,)
    FinalizedFeatureKey._ENCODERS = (None, None, None, _encode_FinalizedFeatureKey_v3_to_5, _encode_FinalizedFeatureKey_v3_to_5, _encode_FinalizedFeatureKey_v3_to_5,)
    ApiVersionsResponse._DECODERS = (_decode_ApiVersionsResponse_v0, _decode_ApiVersionsResponse_v1_to_2, _decode_ApiVersionsResponse_v1_to_2, _decode_ApiVersionsResponse_v3_to_5, _decode_ApiVersionsResponse_v3_to_5, _decode_ApiVersionsResponse_v3_to_5,)
    ApiVersionsResponse._ENCODERS = (_encode_ApiVersionsResponse_v0, _encode_ApiVersionsResponse_v1_to_2, _encode_ApiVersionsResponse_v1_to_2, _encode_ApiVersionsResponse_v3_to_5, _encode_ApiVersionsResponse_v3_to_5, _encode_ApiVersionsResponse_v3_to_5,)
