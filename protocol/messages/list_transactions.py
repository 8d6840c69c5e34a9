"""Generated from schemas/ListTransactionsRequest.json, schemas/ListTransactionsResponse.json by kafkasim.protocol.codegen. Do not edit."""

from __future__ import annotations

import struct as _struct
import uuid

from ..codec import ZERO_UUID as _ZERO_UUID
from ..codec import DecodeError as _DecodeError
from ..codec import Message as _Message
from ..codec import UnsupportedVersionError as _UnsupportedVersionError
from ..codec import read_uvarint as _read_uvarint
from ..codec import uuid_from_bytes as _uuid
from ..codec import uvarint_bytes as _uvarint_bytes
from ..codec import SMALL_UVARINTS as _SMALL_UVARINTS
from ..codec import read_unknown_tags as _read_unknown_tags
from ..codec import write_tags as _write_tags
from ..codec import UNSET as _UNSET
from ..codec import frozen_default as _frozen_default

_new = object.__new__
_pack = _struct.pack
_join = b''.join
_unpack_from = _struct.unpack_from
_I16 = _struct.Struct('>h')
_I32 = _struct.Struct('>i')
_S_ih = _struct.Struct('>ih')
_S_ihBB = _struct.Struct('>ihBB')
_S_q = _struct.Struct('>q')
_S_qB = _struct.Struct('>qB')
_S_qBB = _struct.Struct('>qBB')

__all__ = [
    'ListTransactionsRequest',
    'TransactionState',
    'ListTransactionsResponse',
]

class ListTransactionsRequest(_Message):
    """ListTransactionsRequest (API key 66): versions 0-2, flexible 0+."""

    __slots__ = ('state_filters', 'producer_id_filters', 'duration_filter', 'transactional_id_pattern', 'unknown_tagged_fields')
    _FIELDS = ('state_filters', 'producer_id_filters', 'duration_filter', 'transactional_id_pattern')
    NAME = 'ListTransactionsRequest'
    API_KEY = 66
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0

    #: []string, versions 0+.
    state_filters: list[str]
    #: []int64 (producerId), versions 0+.
    producer_id_filters: list[int]
    #: int64, versions 1+, default -1.
    duration_filter: int
    #: string, versions 2+, nullable 2+, default null.
    transactional_id_pattern: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, state_filters=_UNSET, producer_id_filters=_UNSET, duration_filter=-1, transactional_id_pattern=None, unknown_tagged_fields=None):
        self.state_filters = [] if state_filters is _UNSET else state_filters
        self.producer_id_filters = [] if producer_id_filters is _UNSET else producer_id_filters
        self.duration_filter = duration_filter
        self.transactional_id_pattern = transactional_id_pattern
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ListTransactionsRequest):
            return NotImplemented
        return (
            self.state_filters == other.state_filters and
            self.producer_id_filters == other.producer_id_filters and
            self.duration_filter == other.duration_filter and
            self.transactional_id_pattern == other.transactional_id_pattern and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class TransactionState(_Message):
    """ListTransactionsResponse: an element of ListTransactionsResponse.transaction_states."""

    __slots__ = ('transactional_id', 'producer_id', 'transaction_state', 'unknown_tagged_fields')
    _FIELDS = ('transactional_id', 'producer_id', 'transaction_state')

    #: string (transactionalId), versions 0+.
    transactional_id: str
    #: int64 (producerId), versions 0+.
    producer_id: int
    #: string, versions 0+.
    transaction_state: str
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, transactional_id='', producer_id=0, transaction_state='', unknown_tagged_fields=None):
        self.transactional_id = transactional_id
        self.producer_id = producer_id
        self.transaction_state = transaction_state
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, TransactionState):
            return NotImplemented
        return (
            self.transactional_id == other.transactional_id and
            self.producer_id == other.producer_id and
            self.transaction_state == other.transaction_state and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ListTransactionsResponse(_Message):
    """ListTransactionsResponse (API key 66): versions 0-2, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'unknown_state_filters', 'transaction_states', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'unknown_state_filters', 'transaction_states')
    NAME = 'ListTransactionsResponse'
    API_KEY = 66
    MIN_VERSION = 0
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: []string, versions 0+.
    unknown_state_filters: list[str]
    #: []TransactionState, versions 0+.
    transaction_states: list[TransactionState]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, unknown_state_filters=_UNSET, transaction_states=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.unknown_state_filters = [] if unknown_state_filters is _UNSET else unknown_state_filters
        self.transaction_states = [] if transaction_states is _UNSET else transaction_states
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ListTransactionsResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.unknown_state_filters == other.unknown_state_filters and
            self.transaction_states == other.transaction_states and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


def _decode_ListTransactionsRequest_v0(buf, pos):
    limit = len(buf)
    self = _new(ListTransactionsRequest)
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
        self.state_filters = []
    elif n < 0:
        raise _DecodeError('non-nullable array StateFilters is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array StateFilters claims more elements than bytes')
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
                raise _DecodeError('non-nullable field StateFilters is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field StateFilters runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.state_filters = items0
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
        self.producer_id_filters = []
    elif n < 0:
        raise _DecodeError('non-nullable array ProducerIdFilters is null')
    else:
        self.producer_id_filters = list(_unpack_from('>%dq' % n, buf, pos))
        pos += n * 8
    self.duration_filter = -1
    self.transactional_id_pattern = None
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListTransactionsRequest_v0(o, out, big):
    w = out.append
    if o.duration_filter != -1:
        raise _UnsupportedVersionError('ListTransactionsRequest.duration_filter is set, but only versions 1+ have it')
    if o.transactional_id_pattern is not None:
        raise _UnsupportedVersionError('ListTransactionsRequest.transactional_id_pattern is set, but only versions 2+ have it')
    items0 = o.state_filters
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListTransactionsRequest.state_filters is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of ListTransactionsRequest.state_filters is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    items0 = o.producer_id_filters
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListTransactionsRequest.producer_id_filters is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(_pack('>%dq' % len(items0), *items0))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ListTransactionsRequest_v1(buf, pos):
    limit = len(buf)
    self = _new(ListTransactionsRequest)
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
        self.state_filters = []
    elif n < 0:
        raise _DecodeError('non-nullable array StateFilters is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array StateFilters claims more elements than bytes')
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
                raise _DecodeError('non-nullable field StateFilters is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field StateFilters runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.state_filters = items0
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
        self.producer_id_filters = []
    elif n < 0:
        raise _DecodeError('non-nullable array ProducerIdFilters is null')
    else:
        self.producer_id_filters = list(_unpack_from('>%dq' % n, buf, pos))
        pos += n * 8
    self.duration_filter, _t = _S_qB.unpack_from(buf, pos)
    pos += 9
    self.transactional_id_pattern = None
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListTransactionsRequest_v1(o, out, big):
    w = out.append
    if o.transactional_id_pattern is not None:
        raise _UnsupportedVersionError('ListTransactionsRequest.transactional_id_pattern is set, but only versions 2+ have it')
    items0 = o.state_filters
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListTransactionsRequest.state_filters is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of ListTransactionsRequest.state_filters is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    items0 = o.producer_id_filters
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListTransactionsRequest.producer_id_filters is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(_pack('>%dq' % len(items0), *items0))
    w(_S_q.pack(o.duration_filter))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ListTransactionsRequest_v2(buf, pos):
    limit = len(buf)
    self = _new(ListTransactionsRequest)
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
        self.state_filters = []
    elif n < 0:
        raise _DecodeError('non-nullable array StateFilters is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array StateFilters claims more elements than bytes')
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
                raise _DecodeError('non-nullable field StateFilters is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field StateFilters runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.state_filters = items0
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
        self.producer_id_filters = []
    elif n < 0:
        raise _DecodeError('non-nullable array ProducerIdFilters is null')
    else:
        self.producer_id_filters = list(_unpack_from('>%dq' % n, buf, pos))
        pos += n * 8
    self.duration_filter, n, _n2 = _S_qBB.unpack_from(buf, pos)
    if n < 128:
        pos += 9
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 10
    else:
        n, pos = _read_uvarint(buf, pos + 8)
    n -= 1
    if n < 0:
        self.transactional_id_pattern = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TransactionalIdPattern runs past the end of the buffer')
        self.transactional_id_pattern = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListTransactionsRequest_v2(o, out, big):
    w = out.append
    items0 = o.state_filters
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListTransactionsRequest.state_filters is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of ListTransactionsRequest.state_filters is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    items0 = o.producer_id_filters
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListTransactionsRequest.producer_id_filters is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(_pack('>%dq' % len(items0), *items0))
    w(_S_q.pack(o.duration_filter))
    v = o.transactional_id_pattern
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


def _decode_TransactionState_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(TransactionState)
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
        raise _DecodeError('non-nullable field TransactionalId is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TransactionalId runs past the end of the buffer')
        self.transactional_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.producer_id, n, _n2 = _S_qBB.unpack_from(buf, pos)
    if n < 128:
        pos += 9
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 10
    else:
        n, pos = _read_uvarint(buf, pos + 8)
    n -= 1
    if n < 0:
        raise _DecodeError('non-nullable field TransactionState is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field TransactionState runs past the end of the buffer')
        self.transaction_state = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_TransactionState_v0_to_2(o, out, big):
    w = out.append
    v = o.transactional_id
    if v is None:
        raise _UnsupportedVersionError('TransactionState.transactional_id is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_q.pack(o.producer_id))
    v = o.transaction_state
    if v is None:
        raise _UnsupportedVersionError('TransactionState.transaction_state is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ListTransactionsResponse_v0_to_2(buf, pos):
    limit = len(buf)
    self = _new(ListTransactionsResponse)
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
        self.unknown_state_filters = []
    elif n < 0:
        raise _DecodeError('non-nullable array UnknownStateFilters is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array UnknownStateFilters claims more elements than bytes')
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
                raise _DecodeError('non-nullable field UnknownStateFilters is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field UnknownStateFilters runs past the end of the buffer')
                item0 = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            items0.append(item0)
        self.unknown_state_filters = items0
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
        self.transaction_states = []
    elif n < 0:
        raise _DecodeError('non-nullable array TransactionStates is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array TransactionStates claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(TransactionState)
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
                raise _DecodeError('non-nullable field TransactionalId is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field TransactionalId runs past the end of the buffer')
                item0.transactional_id = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.producer_id, n, _n2 = _S_qBB.unpack_from(buf, pos)
            if n < 128:
                pos += 9
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 10
            else:
                n, pos = _read_uvarint(buf, pos + 8)
            n -= 1
            if n < 0:
                raise _DecodeError('non-nullable field TransactionState is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field TransactionState runs past the end of the buffer')
                item0.transaction_state = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.transaction_states = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ListTransactionsResponse_v0_to_2(o, out, big):
    w = out.append
    w(_S_ih.pack(o.throttle_time_ms, o.error_code))
    items0 = o.unknown_state_filters
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListTransactionsResponse.unknown_state_filters is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0
            if v is None:
                raise _UnsupportedVersionError('an element of ListTransactionsResponse.unknown_state_filters is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
    items0 = o.transaction_states
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ListTransactionsResponse.transaction_states is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            v = item0.transactional_id
            if v is None:
                raise _UnsupportedVersionError('TransactionState.transactional_id is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_q.pack(item0.producer_id))
            v = item0.transaction_state
            if v is None:
                raise _UnsupportedVersionError('TransactionState.transaction_state is None, but it cannot be null')
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


ListTransactionsRequest._DECODERS = (_decode_ListTransactionsRequest_v0, _decode_ListTransactionsRequest_v1, _decode_ListTransactionsRequest_v2,)
ListTransactionsRequest._ENCODERS = (_encode_ListTransactionsRequest_v0, _encode_ListTransactionsRequest_v1, _encode_ListTransactionsRequest_v2,)
TransactionState._DECODERS = (_decode_TransactionState_v0_to_2, _decode_TransactionState_v0_to_2, _decode_TransactionState_v0_to_2,)
TransactionState._ENCODERS = (_encode_TransactionState_v0_to_2, _encode_TransactionState_v0_to_2, _encode_TransactionState_v0_to_2,)
ListTransactionsResponse._DECODERS = (_decode_ListTransactionsResponse_v0_to_2, _decode_ListTransactionsResponse_v0_to_2, _decode_ListTransactionsResponse_v0_to_2,)
ListTransactionsResponse._ENCODERS = (_encode_ListTransactionsResponse_v0_to_2, _encode_ListTransactionsResponse_v0_to_2, _encode_ListTransactionsResponse_v0_to_2,)
