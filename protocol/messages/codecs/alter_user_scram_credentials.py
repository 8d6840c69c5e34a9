"""Generated from schemas/AlterUserScramCredentialsRequest.json, schemas/AlterUserScramCredentialsResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_bi = _struct.Struct('>bi')
_S_biBB = _struct.Struct('>biBB')
_S_h = _struct.Struct('>h')
_S_hBB = _struct.Struct('>hBB')
_S_i = _struct.Struct('>i')
_S_iBB = _struct.Struct('>iBB')

def _decode_ScramCredentialDeletion_v0(buf, pos):
    limit = len(buf)
    self = _new(ScramCredentialDeletion)
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
    self.mechanism, _t = _S_bB.unpack_from(buf, pos)
    pos += 2
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ScramCredentialDeletion_v0(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('ScramCredentialDeletion.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_b.pack(o.mechanism))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ScramCredentialUpsertion_v0(buf, pos):
    limit = len(buf)
    self = _new(ScramCredentialUpsertion)
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
    self.mechanism, self.iterations, n, _n2 = _S_biBB.unpack_from(buf, pos)
    if n < 128:
        pos += 6
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 7
    else:
        n, pos = _read_uvarint(buf, pos + 5)
    n -= 1
    if n < 0:
        raise _DecodeError('non-nullable field Salt is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Salt runs past the end of the buffer')
        self.salt = buf[pos:end]
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
        raise _DecodeError('non-nullable field SaltedPassword is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field SaltedPassword runs past the end of the buffer')
        self.salted_password = buf[pos:end]
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ScramCredentialUpsertion_v0(o, out, big):
    w = out.append
    v = o.name
    if v is None:
        raise _UnsupportedVersionError('ScramCredentialUpsertion.name is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_bi.pack(o.mechanism, o.iterations))
    v = o.salt
    if v is None:
        raise _UnsupportedVersionError('ScramCredentialUpsertion.salt is None, but it cannot be null')
    else:
        n = len(v)
        if n < 1536:
            w(_SMALL_UVARINTS[n + 1])
            w(v)
        else:
            size = n + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            if big is None:
                w(v)
            else:
                big += (_join(out), v)
                out.clear()
    v = o.salted_password
    if v is None:
        raise _UnsupportedVersionError('ScramCredentialUpsertion.salted_password is None, but it cannot be null')
    else:
        n = len(v)
        if n < 1536:
            w(_SMALL_UVARINTS[n + 1])
            w(v)
        else:
            size = n + 1
            w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
            if big is None:
                w(v)
            else:
                big += (_join(out), v)
                out.clear()
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AlterUserScramCredentialsRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(AlterUserScramCredentialsRequest)
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
        self.deletions = []
    elif n < 0:
        raise _DecodeError('non-nullable array Deletions is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Deletions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ScramCredentialDeletion)
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
            item0.mechanism, _t = _S_bB.unpack_from(buf, pos)
            pos += 2
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.deletions = items0
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
        self.upsertions = []
    elif n < 0:
        raise _DecodeError('non-nullable array Upsertions is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Upsertions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ScramCredentialUpsertion)
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
            item0.mechanism, item0.iterations, n, _n2 = _S_biBB.unpack_from(buf, pos)
            if n < 128:
                pos += 6
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 7
            else:
                n, pos = _read_uvarint(buf, pos + 5)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field Salt is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Salt runs past the end of the buffer')
                item0.salt = buf[pos:end]
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
                raise _DecodeError('non-nullable field SaltedPassword is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field SaltedPassword runs past the end of the buffer')
                item0.salted_password = buf[pos:end]
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.upsertions = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AlterUserScramCredentialsRequest_v0(o, out, big):
    w = out.append
    items0 = o.deletions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterUserScramCredentialsRequest.deletions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('ScramCredentialDeletion.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_b.pack(item0.mechanism))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    items0 = o.upsertions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterUserScramCredentialsRequest.upsertions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.name
            if v is None:
                raise _UnsupportedVersionError('ScramCredentialUpsertion.name is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_bi.pack(item0.mechanism, item0.iterations))
            v = item0.salt
            if v is None:
                raise _UnsupportedVersionError('ScramCredentialUpsertion.salt is None, but it cannot be null')
            else:
                n = len(v)
                if n < 1536:
                    w(_SMALL_UVARINTS[n + 1])
                    w(v)
                else:
                    size = n + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    if big is None:
                        w(v)
                    else:
                        big += (_join(out), v)
                        out.clear()
            v = item0.salted_password
            if v is None:
                raise _UnsupportedVersionError('ScramCredentialUpsertion.salted_password is None, but it cannot be null')
            else:
                n = len(v)
                if n < 1536:
                    w(_SMALL_UVARINTS[n + 1])
                    w(v)
                else:
                    size = n + 1
                    w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                    if big is None:
                        w(v)
                    else:
                        big += (_join(out), v)
                        out.clear()
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AlterUserScramCredentialsResult_v0(buf, pos):
    limit = len(buf)
    self = _new(AlterUserScramCredentialsResult)
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
        raise _DecodeError('non-nullable field User is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field User runs past the end of the buffer')
        self.user = str(buf[pos:end], 'utf-8', 'replace')
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


def _encode_AlterUserScramCredentialsResult_v0(o, out, big):
    w = out.append
    v = o.user
    if v is None:
        raise _UnsupportedVersionError('AlterUserScramCredentialsResult.user is None, but it cannot be null')
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


def _decode_AlterUserScramCredentialsResponse_v0(buf, pos):
    limit = len(buf)
    self = _new(AlterUserScramCredentialsResponse)
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
            item0 = _new(AlterUserScramCredentialsResult)
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
                raise _DecodeError('non-nullable field User is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field User runs past the end of the buffer')
                item0.user = str(buf[pos:end], 'utf-8', 'replace')
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


def _encode_AlterUserScramCredentialsResponse_v0(o, out, big):
    w = out.append
    w(_S_i.pack(o.throttle_time_ms))
    items0 = o.results
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AlterUserScramCredentialsResponse.results is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.user
            if v is None:
                raise _UnsupportedVersionError('AlterUserScramCredentialsResult.user is None, but it cannot be null')
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


def attach(classes):
    """Bind the classes of messages/alter_user_scram_credentials.py (`classes`: its namespace) and give
    them their per-version tables."""
    global ScramCredentialDeletion, ScramCredentialUpsertion, AlterUserScramCredentialsRequest, AlterUserScramCredentialsResult, AlterUserScramCredentialsResponse
    ScramCredentialDeletion = classes['ScramCredentialDeletion']
    ScramCredentialUpsertion = classes['ScramCredentialUpsertion']
    AlterUserScramCredentialsRequest = classes['AlterUserScramCredentialsRequest']
    AlterUserScramCredentialsResult = classes['AlterUserScramCredentialsResult']
    AlterUserScramCredentialsResponse = classes['AlterUserScramCredentialsResponse']
    ScramCredentialDeletion._DECODERS = (_decode_ScramCredentialDeletion_v0,)
    ScramCredentialDeletion._ENCODERS = (_encode_ScramCredentialDeletion_v0,)
    ScramCredentialUpsertion._DECODERS = (_decode_ScramCredentialUpsertion_v0,)
    ScramCredentialUpsertion._ENCODERS = (_encode_ScramCredentialUpsertion_v0,)
    AlterUserScramCredentialsRequest._DECODERS = (_decode_AlterUserScramCredentialsRequest_v0,)
    AlterUserScramCredentialsRequest._ENCODERS = (_encode_AlterUserScramCredentialsRequest_v0,)
    AlterUserScramCredentialsResult._DECODERS = (_decode_AlterUserScramCredentialsResult_v0,)
    AlterUserScramCredentialsResult._ENCODERS = (_encode_AlterUserScramCredentialsResult_v0,)
    AlterUserScramCredentialsResponse._DECODERS = (_decode_AlterUserScramCredentialsResponse_v0,)
    AlterUserScramCredentialsResponse._ENCODERS = (_encode_AlterUserScramCredentialsResponse_v0,)
