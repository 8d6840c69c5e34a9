"""Generated from schemas/ShareFetchRequest.json, schemas/ShareFetchResponse.json by kafkasim.protocol.codegen. Do not edit."""

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
_S_h = _struct.Struct('>h')
_S_hBB = _struct.Struct('>hBB')
_S_i = _struct.Struct('>i')
_S_iBB = _struct.Struct('>iBB')
_S_ih = _struct.Struct('>ih')
_S_ihBB = _struct.Struct('>ihBB')
_S_ii = _struct.Struct('>ii')
_S_iiB = _struct.Struct('>iiB')
_S_iiiiii = _struct.Struct('>iiiiii')
_S_iiiiiiBB = _struct.Struct('>iiiiiiBB')
_S_iiiiiibo = _struct.Struct('>iiiiiib?')
_S_iiiiiiboBB = _struct.Struct('>iiiiiib?BB')
_S_qq = _struct.Struct('>qq')
_S_qqBB = _struct.Struct('>qqBB')
_S_qqh = _struct.Struct('>qqh')
_S_qqhB = _struct.Struct('>qqhB')
_S_u = _struct.Struct('>16s')
_S_uBB = _struct.Struct('>16sBB')

__all__ = [
    'AcknowledgementBatch',
    'FetchPartition',
    'FetchTopic',
    'ForgottenTopic',
    'ShareFetchRequest',
    'LeaderIdAndEpoch',
    'AcquiredRecords',
    'PartitionData',
    'ShareFetchableTopicResponse',
    'NodeEndpoint',
    'ShareFetchResponse',
]

class AcknowledgementBatch(_Message):
    """ShareFetchRequest: an element of FetchPartition.acknowledgement_batches."""

    __slots__ = ('first_offset', 'last_offset', 'acknowledge_types', 'unknown_tagged_fields')
    _FIELDS = ('first_offset', 'last_offset', 'acknowledge_types')

    #: int64, versions 0+.
    first_offset: int
    #: int64, versions 0+.
    last_offset: int
    #: []int8, versions 0+.
    acknowledge_types: list[int]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, first_offset=0, last_offset=0, acknowledge_types=_UNSET, unknown_tagged_fields=None):
        self.first_offset = first_offset
        self.last_offset = last_offset
        self.acknowledge_types = [] if acknowledge_types is _UNSET else acknowledge_types
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AcknowledgementBatch):
            return NotImplemented
        return (
            self.first_offset == other.first_offset and
            self.last_offset == other.last_offset and
            self.acknowledge_types == other.acknowledge_types and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class FetchPartition(_Message):
    """ShareFetchRequest: an element of FetchTopic.partitions."""

    __slots__ = ('partition_index', 'partition_max_bytes', 'acknowledgement_batches', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'partition_max_bytes', 'acknowledgement_batches')

    #: int32, versions 0+, map key.
    partition_index: int
    #: int32, versions 0.
    partition_max_bytes: int
    #: []AcknowledgementBatch, versions 0+.
    acknowledgement_batches: list[AcknowledgementBatch]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, partition_max_bytes=0, acknowledgement_batches=_UNSET, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.partition_max_bytes = partition_max_bytes
        self.acknowledgement_batches = [] if acknowledgement_batches is _UNSET else acknowledgement_batches
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, FetchPartition):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.partition_max_bytes == other.partition_max_bytes and
            self.acknowledgement_batches == other.acknowledgement_batches and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class FetchTopic(_Message):
    """ShareFetchRequest: an element of ShareFetchRequest.topics."""

    __slots__ = ('topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic_id', 'partitions')

    #: uuid, versions 0+, map key.
    topic_id: uuid.UUID
    #: []FetchPartition, versions 0+.
    partitions: list[FetchPartition]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_id=_ZERO_UUID, partitions=_UNSET, unknown_tagged_fields=None):
        self.topic_id = topic_id
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, FetchTopic):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ForgottenTopic(_Message):
    """ShareFetchRequest: an element of ShareFetchRequest.forgotten_topics_data."""

    __slots__ = ('topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic_id', 'partitions')

    #: uuid, versions 0+.
    topic_id: uuid.UUID
    #: []int32, versions 0+.
    partitions: list[int]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_id=_ZERO_UUID, partitions=_UNSET, unknown_tagged_fields=None):
        self.topic_id = topic_id
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ForgottenTopic):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ShareFetchRequest(_Message):
    """ShareFetchRequest (API key 78): versions 1-2, flexible 0+."""

    __slots__ = ('group_id', 'member_id', 'share_session_epoch', 'max_wait_ms', 'min_bytes', 'max_bytes', 'max_records', 'batch_size', 'share_acquire_mode', 'is_renew_ack', 'topics', 'forgotten_topics_data', 'unknown_tagged_fields')
    _FIELDS = ('group_id', 'member_id', 'share_session_epoch', 'max_wait_ms', 'min_bytes', 'max_bytes', 'max_records', 'batch_size', 'share_acquire_mode', 'is_renew_ack', 'topics', 'forgotten_topics_data')
    NAME = 'ShareFetchRequest'
    API_KEY = 78
    MIN_VERSION = 1
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0

    #: string (groupId), versions 0+, nullable 0+, default null.
    group_id: str | None
    #: string, versions 0+, nullable 0+.
    member_id: str | None
    #: int32, versions 0+.
    share_session_epoch: int
    #: int32, versions 0+.
    max_wait_ms: int
    #: int32, versions 0+.
    min_bytes: int
    #: int32, versions 0+, default 0x7fffffff.
    max_bytes: int
    #: int32, versions 1+.
    max_records: int
    #: int32, versions 1+.
    batch_size: int
    #: int8, versions 2+, ignorable, default 0.
    share_acquire_mode: int
    #: bool, versions 2+, default false.
    is_renew_ack: bool
    #: []FetchTopic, versions 0+.
    topics: list[FetchTopic]
    #: []ForgottenTopic, versions 0+.
    forgotten_topics_data: list[ForgottenTopic]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, group_id=None, member_id='', share_session_epoch=0, max_wait_ms=0, min_bytes=0, max_bytes=2147483647, max_records=0, batch_size=0, share_acquire_mode=0, is_renew_ack=False, topics=_UNSET, forgotten_topics_data=_UNSET, unknown_tagged_fields=None):
        self.group_id = group_id
        self.member_id = member_id
        self.share_session_epoch = share_session_epoch
        self.max_wait_ms = max_wait_ms
        self.min_bytes = min_bytes
        self.max_bytes = max_bytes
        self.max_records = max_records
        self.batch_size = batch_size
        self.share_acquire_mode = share_acquire_mode
        self.is_renew_ack = is_renew_ack
        self.topics = [] if topics is _UNSET else topics
        self.forgotten_topics_data = [] if forgotten_topics_data is _UNSET else forgotten_topics_data
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ShareFetchRequest):
            return NotImplemented
        return (
            self.group_id == other.group_id and
            self.member_id == other.member_id and
            self.share_session_epoch == other.share_session_epoch and
            self.max_wait_ms == other.max_wait_ms and
            self.min_bytes == other.min_bytes and
            self.max_bytes == other.max_bytes and
            self.max_records == other.max_records and
            self.batch_size == other.batch_size and
            self.share_acquire_mode == other.share_acquire_mode and
            self.is_renew_ack == other.is_renew_ack and
            self.topics == other.topics and
            self.forgotten_topics_data == other.forgotten_topics_data and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class LeaderIdAndEpoch(_Message):
    """ShareFetchResponse: the value of PartitionData.current_leader."""

    __slots__ = ('leader_id', 'leader_epoch', 'unknown_tagged_fields')
    _FIELDS = ('leader_id', 'leader_epoch')

    #: int32, versions 0+.
    leader_id: int
    #: int32, versions 0+.
    leader_epoch: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, leader_id=0, leader_epoch=0, unknown_tagged_fields=None):
        self.leader_id = leader_id
        self.leader_epoch = leader_epoch
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, LeaderIdAndEpoch):
            return NotImplemented
        return (
            self.leader_id == other.leader_id and
            self.leader_epoch == other.leader_epoch and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


_DEFAULT_LeaderIdAndEpoch = _frozen_default(LeaderIdAndEpoch)


class AcquiredRecords(_Message):
    """ShareFetchResponse: an element of PartitionData.acquired_records."""

    __slots__ = ('first_offset', 'last_offset', 'delivery_count', 'unknown_tagged_fields')
    _FIELDS = ('first_offset', 'last_offset', 'delivery_count')

    #: int64, versions 0+.
    first_offset: int
    #: int64, versions 0+.
    last_offset: int
    #: int16, versions 0+.
    delivery_count: int
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, first_offset=0, last_offset=0, delivery_count=0, unknown_tagged_fields=None):
        self.first_offset = first_offset
        self.last_offset = last_offset
        self.delivery_count = delivery_count
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, AcquiredRecords):
            return NotImplemented
        return (
            self.first_offset == other.first_offset and
            self.last_offset == other.last_offset and
            self.delivery_count == other.delivery_count and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class PartitionData(_Message):
    """ShareFetchResponse: an element of ShareFetchableTopicResponse.partitions."""

    __slots__ = ('partition_index', 'error_code', 'error_message', 'acknowledge_error_code', 'acknowledge_error_message', 'current_leader', 'records', 'acquired_records', 'unknown_tagged_fields')
    _FIELDS = ('partition_index', 'error_code', 'error_message', 'acknowledge_error_code', 'acknowledge_error_message', 'current_leader', 'records', 'acquired_records')

    #: int32, versions 0+.
    partition_index: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+, default null.
    error_message: str | None
    #: int16, versions 0+.
    acknowledge_error_code: int
    #: string, versions 0+, nullable 0+, default null.
    acknowledge_error_message: str | None
    #: LeaderIdAndEpoch, versions 0+.
    current_leader: LeaderIdAndEpoch
    #: records, versions 0+, nullable 0.
    records: memoryview | bytes | list[memoryview | bytes] | None
    #: []AcquiredRecords, versions 0+.
    acquired_records: list[AcquiredRecords]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, partition_index=0, error_code=0, error_message=None, acknowledge_error_code=0, acknowledge_error_message=None, current_leader=_DEFAULT_LeaderIdAndEpoch, records=None, acquired_records=_UNSET, unknown_tagged_fields=None):
        self.partition_index = partition_index
        self.error_code = error_code
        self.error_message = error_message
        self.acknowledge_error_code = acknowledge_error_code
        self.acknowledge_error_message = acknowledge_error_message
        self.current_leader = current_leader
        self.records = records
        self.acquired_records = [] if acquired_records is _UNSET else acquired_records
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, PartitionData):
            return NotImplemented
        return (
            self.partition_index == other.partition_index and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.acknowledge_error_code == other.acknowledge_error_code and
            self.acknowledge_error_message == other.acknowledge_error_message and
            self.current_leader == other.current_leader and
            self.records == other.records and
            self.acquired_records == other.acquired_records and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ShareFetchableTopicResponse(_Message):
    """ShareFetchResponse: an element of ShareFetchResponse.responses."""

    __slots__ = ('topic_id', 'partitions', 'unknown_tagged_fields')
    _FIELDS = ('topic_id', 'partitions')

    #: uuid, versions 0+, map key.
    topic_id: uuid.UUID
    #: []PartitionData, versions 0+.
    partitions: list[PartitionData]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, topic_id=_ZERO_UUID, partitions=_UNSET, unknown_tagged_fields=None):
        self.topic_id = topic_id
        self.partitions = [] if partitions is _UNSET else partitions
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ShareFetchableTopicResponse):
            return NotImplemented
        return (
            self.topic_id == other.topic_id and
            self.partitions == other.partitions and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class NodeEndpoint(_Message):
    """ShareFetchResponse: an element of ShareFetchResponse.node_endpoints."""

    __slots__ = ('node_id', 'host', 'port', 'rack', 'unknown_tagged_fields')
    _FIELDS = ('node_id', 'host', 'port', 'rack')

    #: int32 (brokerId), versions 0+, map key.
    node_id: int
    #: string, versions 0+.
    host: str
    #: int32, versions 0+.
    port: int
    #: string, versions 0+, nullable 0+, default null.
    rack: str | None
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, node_id=0, host='', port=0, rack=None, unknown_tagged_fields=None):
        self.node_id = node_id
        self.host = host
        self.port = port
        self.rack = rack
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, NodeEndpoint):
            return NotImplemented
        return (
            self.node_id == other.node_id and
            self.host == other.host and
            self.port == other.port and
            self.rack == other.rack and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


class ShareFetchResponse(_Message):
    """ShareFetchResponse (API key 78): versions 1-2, flexible 0+."""

    __slots__ = ('throttle_time_ms', 'error_code', 'error_message', 'acquisition_lock_timeout_ms', 'responses', 'node_endpoints', 'unknown_tagged_fields')
    _FIELDS = ('throttle_time_ms', 'error_code', 'error_message', 'acquisition_lock_timeout_ms', 'responses', 'node_endpoints')
    NAME = 'ShareFetchResponse'
    API_KEY = 78
    MIN_VERSION = 1
    MAX_VERSION = 2
    FLEXIBLE_VERSION = 0

    #: int32, versions 0+.
    throttle_time_ms: int
    #: int16, versions 0+.
    error_code: int
    #: string, versions 0+, nullable 0+, default null.
    error_message: str | None
    #: int32, versions 1+.
    acquisition_lock_timeout_ms: int
    #: []ShareFetchableTopicResponse, versions 0+.
    responses: list[ShareFetchableTopicResponse]
    #: []NodeEndpoint, versions 0+.
    node_endpoints: list[NodeEndpoint]
    #: Tagged fields unknown to the version decoded, as raw bytes by tag; encode writes them back.
    unknown_tagged_fields: dict[int, bytes] | None

    def __init__(self, *, throttle_time_ms=0, error_code=0, error_message=None, acquisition_lock_timeout_ms=0, responses=_UNSET, node_endpoints=_UNSET, unknown_tagged_fields=None):
        self.throttle_time_ms = throttle_time_ms
        self.error_code = error_code
        self.error_message = error_message
        self.acquisition_lock_timeout_ms = acquisition_lock_timeout_ms
        self.responses = [] if responses is _UNSET else responses
        self.node_endpoints = [] if node_endpoints is _UNSET else node_endpoints
        self.unknown_tagged_fields = unknown_tagged_fields

    def __eq__(self, other):
        if not isinstance(other, ShareFetchResponse):
            return NotImplemented
        return (
            self.throttle_time_ms == other.throttle_time_ms and
            self.error_code == other.error_code and
            self.error_message == other.error_message and
            self.acquisition_lock_timeout_ms == other.acquisition_lock_timeout_ms and
            self.responses == other.responses and
            self.node_endpoints == other.node_endpoints and
            (self.unknown_tagged_fields or None) == (other.unknown_tagged_fields or None)
        )

    __hash__ = None


def _decode_AcknowledgementBatch_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(AcknowledgementBatch)
    self.first_offset, self.last_offset, n, _n2 = _S_qqBB.unpack_from(buf, pos)
    if n < 128:
        pos += 17
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 18
    else:
        n, pos = _read_uvarint(buf, pos + 16)
    n -= 1
    if n == 0:
        self.acknowledge_types = []
    elif n < 0:
        raise _DecodeError('non-nullable array AcknowledgeTypes is null')
    else:
        self.acknowledge_types = list(_unpack_from('>%db' % n, buf, pos))
        pos += n * 1
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AcknowledgementBatch_v1_to_2(o, out, big):
    w = out.append
    w(_S_qq.pack(o.first_offset, o.last_offset))
    items0 = o.acknowledge_types
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('AcknowledgementBatch.acknowledge_types is None, but it cannot be null')
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


def _decode_FetchPartition_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(FetchPartition)
    self.partition_index, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n == 0:
        self.acknowledgement_batches = []
    elif n < 0:
        raise _DecodeError('non-nullable array AcknowledgementBatches is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array AcknowledgementBatches claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AcknowledgementBatch)
            item0.first_offset, item0.last_offset, n, _n2 = _S_qqBB.unpack_from(buf, pos)
            if n < 128:
                pos += 17
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 18
            else:
                n, pos = _read_uvarint(buf, pos + 16)
            n -= 1
            if n == 0:
                item0.acknowledge_types = []
            elif n < 0:
                raise _DecodeError('non-nullable array AcknowledgeTypes is null')
            else:
                item0.acknowledge_types = list(_unpack_from('>%db' % n, buf, pos))
                pos += n * 1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.acknowledgement_batches = items0
    self.partition_max_bytes = 0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchPartition_v1_to_2(o, out, big):
    w = out.append
    if o.partition_max_bytes != 0:
        raise _UnsupportedVersionError('FetchPartition.partition_max_bytes is set, but only versions 0 have it')
    w(_S_i.pack(o.partition_index))
    items0 = o.acknowledgement_batches
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchPartition.acknowledgement_batches is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_qq.pack(item0.first_offset, item0.last_offset))
            items1 = item0.acknowledge_types
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('AcknowledgementBatch.acknowledge_types is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(_pack('>%db' % len(items1), *items1))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_FetchTopic_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(FetchTopic)
    _u0, n, _n2 = _S_uBB.unpack_from(buf, pos)
    if n < 128:
        pos += 17
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 18
    else:
        n, pos = _read_uvarint(buf, pos + 16)
    n -= 1
    self.topic_id = _uuid(_u0)
    if n == 0:
        self.partitions = []
    elif n < 0:
        raise _DecodeError('non-nullable array Partitions is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(FetchPartition)
            item0.partition_index, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n == 0:
                item0.acknowledgement_batches = []
            elif n < 0:
                raise _DecodeError('non-nullable array AcknowledgementBatches is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array AcknowledgementBatches claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(AcknowledgementBatch)
                    item1.first_offset, item1.last_offset, n, _n2 = _S_qqBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 17
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 18
                    else:
                        n, pos = _read_uvarint(buf, pos + 16)
                    n -= 1
                    if n == 0:
                        item1.acknowledge_types = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array AcknowledgeTypes is null')
                    else:
                        item1.acknowledge_types = list(_unpack_from('>%db' % n, buf, pos))
                        pos += n * 1
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.acknowledgement_batches = items1
            item0.partition_max_bytes = 0
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_FetchTopic_v1_to_2(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('FetchTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            if item0.partition_max_bytes != 0:
                raise _UnsupportedVersionError('FetchPartition.partition_max_bytes is set, but only versions 0 have it')
            w(_S_i.pack(item0.partition_index))
            items1 = item0.acknowledgement_batches
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('FetchPartition.acknowledgement_batches is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_qq.pack(item1.first_offset, item1.last_offset))
                    items2 = item1.acknowledge_types
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('AcknowledgementBatch.acknowledge_types is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(_pack('>%db' % len(items2), *items2))
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


def _decode_ForgottenTopic_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(ForgottenTopic)
    _u0, n, _n2 = _S_uBB.unpack_from(buf, pos)
    if n < 128:
        pos += 17
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 18
    else:
        n, pos = _read_uvarint(buf, pos + 16)
    n -= 1
    self.topic_id = _uuid(_u0)
    if n == 0:
        self.partitions = []
    elif n < 0:
        raise _DecodeError('non-nullable array Partitions is null')
    else:
        self.partitions = list(_unpack_from('>%di' % n, buf, pos))
        pos += n * 4
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ForgottenTopic_v1_to_2(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ForgottenTopic.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(_pack('>%di' % len(items0), *items0))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ShareFetchRequest_v1(buf, pos):
    limit = len(buf)
    self = _new(ShareFetchRequest)
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
        self.group_id = None
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
        self.member_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field MemberId runs past the end of the buffer')
        self.member_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.share_session_epoch, self.max_wait_ms, self.min_bytes, self.max_bytes, self.max_records, self.batch_size, n, _n2 = _S_iiiiiiBB.unpack_from(buf, pos)
    if n < 128:
        pos += 25
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 26
    else:
        n, pos = _read_uvarint(buf, pos + 24)
    n -= 1
    if n == 0:
        self.topics = []
    elif n < 0:
        raise _DecodeError('non-nullable array Topics is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Topics claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(FetchTopic)
            _u0, n, _n2 = _S_uBB.unpack_from(buf, pos)
            if n < 128:
                pos += 17
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 18
            else:
                n, pos = _read_uvarint(buf, pos + 16)
            n -= 1
            item0.topic_id = _uuid(_u0)
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(FetchPartition)
                    item1.partition_index, n, _n2 = _S_iBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 5
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 6
                    else:
                        n, pos = _read_uvarint(buf, pos + 4)
                    n -= 1
                    if n == 0:
                        item1.acknowledgement_batches = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array AcknowledgementBatches is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array AcknowledgementBatches claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(AcknowledgementBatch)
                            item2.first_offset, item2.last_offset, n, _n2 = _S_qqBB.unpack_from(buf, pos)
                            if n < 128:
                                pos += 17
                            elif _n2 < 128:
                                n = (n & 127) | (_n2 << 7)
                                pos += 18
                            else:
                                n, pos = _read_uvarint(buf, pos + 16)
                            n -= 1
                            if n == 0:
                                item2.acknowledge_types = []
                            elif n < 0:
                                raise _DecodeError('non-nullable array AcknowledgeTypes is null')
                            else:
                                item2.acknowledge_types = list(_unpack_from('>%db' % n, buf, pos))
                                pos += n * 1
                            if buf[pos]:
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                pos += 1
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.acknowledgement_batches = items2
                    item1.partition_max_bytes = 0
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
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
        self.forgotten_topics_data = []
    elif n < 0:
        raise _DecodeError('non-nullable array ForgottenTopicsData is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ForgottenTopicsData claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ForgottenTopic)
            _u0, n, _n2 = _S_uBB.unpack_from(buf, pos)
            if n < 128:
                pos += 17
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 18
            else:
                n, pos = _read_uvarint(buf, pos + 16)
            n -= 1
            item0.topic_id = _uuid(_u0)
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                item0.partitions = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.forgotten_topics_data = items0
    self.share_acquire_mode = 0
    self.is_renew_ack = False
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ShareFetchRequest_v1(o, out, big):
    w = out.append
    if o.is_renew_ack != False:
        raise _UnsupportedVersionError('ShareFetchRequest.is_renew_ack is set, but only versions 2+ have it')
    v = o.group_id
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.member_id
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_iiiiii.pack(o.share_session_epoch, o.max_wait_ms, o.min_bytes, o.max_bytes, o.max_records, o.batch_size))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ShareFetchRequest.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('FetchTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    if item1.partition_max_bytes != 0:
                        raise _UnsupportedVersionError('FetchPartition.partition_max_bytes is set, but only versions 0 have it')
                    w(_S_i.pack(item1.partition_index))
                    items2 = item1.acknowledgement_batches
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('FetchPartition.acknowledgement_batches is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_qq.pack(item2.first_offset, item2.last_offset))
                            items3 = item2.acknowledge_types
                            if not items3:
                                if items3 is None:
                                    raise _UnsupportedVersionError('AcknowledgementBatch.acknowledge_types is None, but it cannot be null')
                                else:
                                    w(b'\x01')
                            else:
                                size = len(items3) + 1
                                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                w(_pack('>%db' % len(items3), *items3))
                            if item2.unknown_tagged_fields:
                                _write_tags([], item2.unknown_tagged_fields, w)
                            else:
                                w(b'\x00')
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    items0 = o.forgotten_topics_data
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ShareFetchRequest.forgotten_topics_data is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ForgottenTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(_pack('>%di' % len(items1), *items1))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ShareFetchRequest_v2(buf, pos):
    limit = len(buf)
    self = _new(ShareFetchRequest)
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
        self.group_id = None
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
        self.member_id = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field MemberId runs past the end of the buffer')
        self.member_id = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.share_session_epoch, self.max_wait_ms, self.min_bytes, self.max_bytes, self.max_records, self.batch_size, self.share_acquire_mode, self.is_renew_ack, n, _n2 = _S_iiiiiiboBB.unpack_from(buf, pos)
    if n < 128:
        pos += 27
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 28
    else:
        n, pos = _read_uvarint(buf, pos + 26)
    n -= 1
    if n == 0:
        self.topics = []
    elif n < 0:
        raise _DecodeError('non-nullable array Topics is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Topics claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(FetchTopic)
            _u0, n, _n2 = _S_uBB.unpack_from(buf, pos)
            if n < 128:
                pos += 17
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 18
            else:
                n, pos = _read_uvarint(buf, pos + 16)
            n -= 1
            item0.topic_id = _uuid(_u0)
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(FetchPartition)
                    item1.partition_index, n, _n2 = _S_iBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 5
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 6
                    else:
                        n, pos = _read_uvarint(buf, pos + 4)
                    n -= 1
                    if n == 0:
                        item1.acknowledgement_batches = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array AcknowledgementBatches is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array AcknowledgementBatches claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(AcknowledgementBatch)
                            item2.first_offset, item2.last_offset, n, _n2 = _S_qqBB.unpack_from(buf, pos)
                            if n < 128:
                                pos += 17
                            elif _n2 < 128:
                                n = (n & 127) | (_n2 << 7)
                                pos += 18
                            else:
                                n, pos = _read_uvarint(buf, pos + 16)
                            n -= 1
                            if n == 0:
                                item2.acknowledge_types = []
                            elif n < 0:
                                raise _DecodeError('non-nullable array AcknowledgeTypes is null')
                            else:
                                item2.acknowledge_types = list(_unpack_from('>%db' % n, buf, pos))
                                pos += n * 1
                            if buf[pos]:
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                pos += 1
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.acknowledgement_batches = items2
                    item1.partition_max_bytes = 0
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.topics = items0
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
        self.forgotten_topics_data = []
    elif n < 0:
        raise _DecodeError('non-nullable array ForgottenTopicsData is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array ForgottenTopicsData claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(ForgottenTopic)
            _u0, n, _n2 = _S_uBB.unpack_from(buf, pos)
            if n < 128:
                pos += 17
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 18
            else:
                n, pos = _read_uvarint(buf, pos + 16)
            n -= 1
            item0.topic_id = _uuid(_u0)
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                item0.partitions = list(_unpack_from('>%di' % n, buf, pos))
                pos += n * 4
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.forgotten_topics_data = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ShareFetchRequest_v2(o, out, big):
    w = out.append
    v = o.group_id
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    v = o.member_id
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_iiiiiibo.pack(o.share_session_epoch, o.max_wait_ms, o.min_bytes, o.max_bytes, o.max_records, o.batch_size, o.share_acquire_mode, o.is_renew_ack))
    items0 = o.topics
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ShareFetchRequest.topics is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('FetchTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    if item1.partition_max_bytes != 0:
                        raise _UnsupportedVersionError('FetchPartition.partition_max_bytes is set, but only versions 0 have it')
                    w(_S_i.pack(item1.partition_index))
                    items2 = item1.acknowledgement_batches
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('FetchPartition.acknowledgement_batches is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_qq.pack(item2.first_offset, item2.last_offset))
                            items3 = item2.acknowledge_types
                            if not items3:
                                if items3 is None:
                                    raise _UnsupportedVersionError('AcknowledgementBatch.acknowledge_types is None, but it cannot be null')
                                else:
                                    w(b'\x01')
                            else:
                                size = len(items3) + 1
                                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                                w(_pack('>%db' % len(items3), *items3))
                            if item2.unknown_tagged_fields:
                                _write_tags([], item2.unknown_tagged_fields, w)
                            else:
                                w(b'\x00')
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    items0 = o.forgotten_topics_data
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ShareFetchRequest.forgotten_topics_data is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ForgottenTopic.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(_pack('>%di' % len(items1), *items1))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_LeaderIdAndEpoch_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(LeaderIdAndEpoch)
    self.leader_id, self.leader_epoch, _t = _S_iiB.unpack_from(buf, pos)
    pos += 9
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_LeaderIdAndEpoch_v1_to_2(o, out, big):
    w = out.append
    w(_S_ii.pack(o.leader_id, o.leader_epoch))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_AcquiredRecords_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(AcquiredRecords)
    self.first_offset, self.last_offset, self.delivery_count, _t = _S_qqhB.unpack_from(buf, pos)
    pos += 19
    if _t:
        pos -= 1
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        self.unknown_tagged_fields = None
    return self, pos


def _encode_AcquiredRecords_v1_to_2(o, out, big):
    w = out.append
    w(_S_qqh.pack(o.first_offset, o.last_offset, o.delivery_count))
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_PartitionData_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(PartitionData)
    self.partition_index, self.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
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
    self.acknowledge_error_code, n, _n2 = _S_hBB.unpack_from(buf, pos)
    if n < 128:
        pos += 3
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 4
    else:
        n, pos = _read_uvarint(buf, pos + 2)
    n -= 1
    if n < 0:
        self.acknowledge_error_message = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field AcknowledgeErrorMessage runs past the end of the buffer')
        self.acknowledge_error_message = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    self.current_leader, pos = _decode_LeaderIdAndEpoch_v1_to_2(buf, pos)
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
        raise _DecodeError('non-nullable field Records is null')
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Records runs past the end of the buffer')
        self.records = buf[pos:end]
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
        self.acquired_records = []
    elif n < 0:
        raise _DecodeError('non-nullable array AcquiredRecords is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array AcquiredRecords claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(AcquiredRecords)
            item0.first_offset, item0.last_offset, item0.delivery_count, _t = _S_qqhB.unpack_from(buf, pos)
            pos += 19
            if _t:
                pos -= 1
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                item0.unknown_tagged_fields = None
            append0(item0)
        self.acquired_records = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_PartitionData_v1_to_2(o, out, big):
    w = out.append
    w(_S_ih.pack(o.partition_index, o.error_code))
    v = o.error_message
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_h.pack(o.acknowledge_error_code))
    v = o.acknowledge_error_message
    if v is None:
        w(b'\x00')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    _encode_LeaderIdAndEpoch_v1_to_2(o.current_leader, out, big)
    v = o.records
    if (_k := type(v)) is bytes or _k is memoryview:
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
    elif v is None:
        raise _UnsupportedVersionError('PartitionData.records is None, but only versions 0 allow null')
    elif _k is list or _k is tuple:
        n = 0
        for piece in v:
            n += len(piece)
        size = n + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for piece in v:
            if len(piece) >= 1536 and big is not None:
                big += (_join(out), piece)
                out.clear()
            else:
                w(piece)
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
    items0 = o.acquired_records
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('PartitionData.acquired_records is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_qqh.pack(item0.first_offset, item0.last_offset, item0.delivery_count))
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    if o.unknown_tagged_fields:
        _write_tags([], o.unknown_tagged_fields, w)
    else:
        w(b'\x00')


def _decode_ShareFetchableTopicResponse_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(ShareFetchableTopicResponse)
    _u0, n, _n2 = _S_uBB.unpack_from(buf, pos)
    if n < 128:
        pos += 17
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 18
    else:
        n, pos = _read_uvarint(buf, pos + 16)
    n -= 1
    self.topic_id = _uuid(_u0)
    if n == 0:
        self.partitions = []
    elif n < 0:
        raise _DecodeError('non-nullable array Partitions is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array Partitions claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(PartitionData)
            item0.partition_index, item0.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
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
            item0.acknowledge_error_code, n, _n2 = _S_hBB.unpack_from(buf, pos)
            if n < 128:
                pos += 3
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 4
            else:
                n, pos = _read_uvarint(buf, pos + 2)
            n -= 1
            if n < 0:
                item0.acknowledge_error_message = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field AcknowledgeErrorMessage runs past the end of the buffer')
                item0.acknowledge_error_message = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            item0.current_leader, pos = _decode_LeaderIdAndEpoch_v1_to_2(buf, pos)
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
                raise _DecodeError('non-nullable field Records is null')
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Records runs past the end of the buffer')
                item0.records = buf[pos:end]
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
                item0.acquired_records = []
            elif n < 0:
                raise _DecodeError('non-nullable array AcquiredRecords is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array AcquiredRecords claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(AcquiredRecords)
                    item1.first_offset, item1.last_offset, item1.delivery_count, _t = _S_qqhB.unpack_from(buf, pos)
                    pos += 19
                    if _t:
                        pos -= 1
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.acquired_records = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.partitions = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ShareFetchableTopicResponse_v1_to_2(o, out, big):
    w = out.append
    w(_S_u.pack(o.topic_id.bytes))
    items0 = o.partitions
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ShareFetchableTopicResponse.partitions is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_ih.pack(item0.partition_index, item0.error_code))
            v = item0.error_message
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_h.pack(item0.acknowledge_error_code))
            v = item0.acknowledge_error_message
            if v is None:
                w(b'\x00')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            _encode_LeaderIdAndEpoch_v1_to_2(item0.current_leader, out, big)
            v = item0.records
            if (_k := type(v)) is bytes or _k is memoryview:
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
            elif v is None:
                raise _UnsupportedVersionError('PartitionData.records is None, but only versions 0 allow null')
            elif _k is list or _k is tuple:
                n = 0
                for piece in v:
                    n += len(piece)
                size = n + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for piece in v:
                    if len(piece) >= 1536 and big is not None:
                        big += (_join(out), piece)
                        out.clear()
                    else:
                        w(piece)
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
            items1 = item0.acquired_records
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('PartitionData.acquired_records is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_qqh.pack(item1.first_offset, item1.last_offset, item1.delivery_count))
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


def _decode_NodeEndpoint_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(NodeEndpoint)
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
    self.port, n, _n2 = _S_iBB.unpack_from(buf, pos)
    if n < 128:
        pos += 5
    elif _n2 < 128:
        n = (n & 127) | (_n2 << 7)
        pos += 6
    else:
        n, pos = _read_uvarint(buf, pos + 4)
    n -= 1
    if n < 0:
        self.rack = None
    else:
        end = pos + n
        if end > limit:
            raise _DecodeError('field Rack runs past the end of the buffer')
        self.rack = str(buf[pos:end], 'utf-8', 'replace')
        pos = end
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_NodeEndpoint_v1_to_2(o, out, big):
    w = out.append
    w(_S_i.pack(o.node_id))
    v = o.host
    if v is None:
        raise _UnsupportedVersionError('NodeEndpoint.host is None, but it cannot be null')
    else:
        v = v.encode()
        size = len(v) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        w(v)
    w(_S_i.pack(o.port))
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


def _decode_ShareFetchResponse_v1_to_2(buf, pos):
    limit = len(buf)
    self = _new(ShareFetchResponse)
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
    self.acquisition_lock_timeout_ms, n, _n2 = _S_iBB.unpack_from(buf, pos)
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
            item0 = _new(ShareFetchableTopicResponse)
            _u0, n, _n2 = _S_uBB.unpack_from(buf, pos)
            if n < 128:
                pos += 17
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 18
            else:
                n, pos = _read_uvarint(buf, pos + 16)
            n -= 1
            item0.topic_id = _uuid(_u0)
            if n == 0:
                item0.partitions = []
            elif n < 0:
                raise _DecodeError('non-nullable array Partitions is null')
            else:
                if n > limit - pos:
                    raise _DecodeError('array Partitions claims more elements than bytes')
                items1 = []
                append1 = items1.append
                for _ in range(n):
                    item1 = _new(PartitionData)
                    item1.partition_index, item1.error_code, n, _n2 = _S_ihBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 7
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 8
                    else:
                        n, pos = _read_uvarint(buf, pos + 6)
                    n -= 1
                    if n < 0:
                        item1.error_message = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field ErrorMessage runs past the end of the buffer')
                        item1.error_message = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.acknowledge_error_code, n, _n2 = _S_hBB.unpack_from(buf, pos)
                    if n < 128:
                        pos += 3
                    elif _n2 < 128:
                        n = (n & 127) | (_n2 << 7)
                        pos += 4
                    else:
                        n, pos = _read_uvarint(buf, pos + 2)
                    n -= 1
                    if n < 0:
                        item1.acknowledge_error_message = None
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field AcknowledgeErrorMessage runs past the end of the buffer')
                        item1.acknowledge_error_message = str(buf[pos:end], 'utf-8', 'replace')
                        pos = end
                    item1.current_leader, pos = _decode_LeaderIdAndEpoch_v1_to_2(buf, pos)
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
                        raise _DecodeError('non-nullable field Records is null')
                    else:
                        end = pos + n
                        if end > limit:
                            raise _DecodeError('field Records runs past the end of the buffer')
                        item1.records = buf[pos:end]
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
                        item1.acquired_records = []
                    elif n < 0:
                        raise _DecodeError('non-nullable array AcquiredRecords is null')
                    else:
                        if n > limit - pos:
                            raise _DecodeError('array AcquiredRecords claims more elements than bytes')
                        items2 = []
                        append2 = items2.append
                        for _ in range(n):
                            item2 = _new(AcquiredRecords)
                            item2.first_offset, item2.last_offset, item2.delivery_count, _t = _S_qqhB.unpack_from(buf, pos)
                            pos += 19
                            if _t:
                                pos -= 1
                                item2.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                            else:
                                item2.unknown_tagged_fields = None
                            append2(item2)
                        item1.acquired_records = items2
                    if buf[pos]:
                        item1.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
                    else:
                        pos += 1
                        item1.unknown_tagged_fields = None
                    append1(item1)
                item0.partitions = items1
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.responses = items0
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
        self.node_endpoints = []
    elif n < 0:
        raise _DecodeError('non-nullable array NodeEndpoints is null')
    else:
        if n > limit - pos:
            raise _DecodeError('array NodeEndpoints claims more elements than bytes')
        items0 = []
        append0 = items0.append
        for _ in range(n):
            item0 = _new(NodeEndpoint)
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
            item0.port, n, _n2 = _S_iBB.unpack_from(buf, pos)
            if n < 128:
                pos += 5
            elif _n2 < 128:
                n = (n & 127) | (_n2 << 7)
                pos += 6
            else:
                n, pos = _read_uvarint(buf, pos + 4)
            n -= 1
            if n < 0:
                item0.rack = None
            else:
                end = pos + n
                if end > limit:
                    raise _DecodeError('field Rack runs past the end of the buffer')
                item0.rack = str(buf[pos:end], 'utf-8', 'replace')
                pos = end
            if buf[pos]:
                item0.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
            else:
                pos += 1
                item0.unknown_tagged_fields = None
            append0(item0)
        self.node_endpoints = items0
    if buf[pos]:
        self.unknown_tagged_fields, pos = _read_unknown_tags(buf, pos)
    else:
        pos += 1
        self.unknown_tagged_fields = None
    return self, pos


def _encode_ShareFetchResponse_v1_to_2(o, out, big):
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
    w(_S_i.pack(o.acquisition_lock_timeout_ms))
    items0 = o.responses
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ShareFetchResponse.responses is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_u.pack(item0.topic_id.bytes))
            items1 = item0.partitions
            if not items1:
                if items1 is None:
                    raise _UnsupportedVersionError('ShareFetchableTopicResponse.partitions is None, but it cannot be null')
                else:
                    w(b'\x01')
            else:
                size = len(items1) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                for item1 in items1:
                    w(_S_ih.pack(item1.partition_index, item1.error_code))
                    v = item1.error_message
                    if v is None:
                        w(b'\x00')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    w(_S_h.pack(item1.acknowledge_error_code))
                    v = item1.acknowledge_error_message
                    if v is None:
                        w(b'\x00')
                    else:
                        v = v.encode()
                        size = len(v) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        w(v)
                    _encode_LeaderIdAndEpoch_v1_to_2(item1.current_leader, out, big)
                    v = item1.records
                    if (_k := type(v)) is bytes or _k is memoryview:
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
                    elif v is None:
                        raise _UnsupportedVersionError('PartitionData.records is None, but only versions 0 allow null')
                    elif _k is list or _k is tuple:
                        n = 0
                        for piece in v:
                            n += len(piece)
                        size = n + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for piece in v:
                            if len(piece) >= 1536 and big is not None:
                                big += (_join(out), piece)
                                out.clear()
                            else:
                                w(piece)
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
                    items2 = item1.acquired_records
                    if not items2:
                        if items2 is None:
                            raise _UnsupportedVersionError('PartitionData.acquired_records is None, but it cannot be null')
                        else:
                            w(b'\x01')
                    else:
                        size = len(items2) + 1
                        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                        for item2 in items2:
                            w(_S_qqh.pack(item2.first_offset, item2.last_offset, item2.delivery_count))
                            if item2.unknown_tagged_fields:
                                _write_tags([], item2.unknown_tagged_fields, w)
                            else:
                                w(b'\x00')
                    if item1.unknown_tagged_fields:
                        _write_tags([], item1.unknown_tagged_fields, w)
                    else:
                        w(b'\x00')
            if item0.unknown_tagged_fields:
                _write_tags([], item0.unknown_tagged_fields, w)
            else:
                w(b'\x00')
    items0 = o.node_endpoints
    if not items0:
        if items0 is None:
            raise _UnsupportedVersionError('ShareFetchResponse.node_endpoints is None, but it cannot be null')
        else:
            w(b'\x01')
    else:
        size = len(items0) + 1
        w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
        for item0 in items0:
            w(_S_i.pack(item0.node_id))
            v = item0.host
            if v is None:
                raise _UnsupportedVersionError('NodeEndpoint.host is None, but it cannot be null')
            else:
                v = v.encode()
                size = len(v) + 1
                w(_SMALL_UVARINTS[size] if size < 16384 else _uvarint_bytes(size))
                w(v)
            w(_S_i.pack(item0.port))
            v = item0.rack
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


AcknowledgementBatch._DECODERS = (None, _decode_AcknowledgementBatch_v1_to_2, _decode_AcknowledgementBatch_v1_to_2,)
AcknowledgementBatch._ENCODERS = (None, _encode_AcknowledgementBatch_v1_to_2, _encode_AcknowledgementBatch_v1_to_2,)
FetchPartition._DECODERS = (None, _decode_FetchPartition_v1_to_2, _decode_FetchPartition_v1_to_2,)
FetchPartition._ENCODERS = (None, _encode_FetchPartition_v1_to_2, _encode_FetchPartition_v1_to_2,)
FetchTopic._DECODERS = (None, _decode_FetchTopic_v1_to_2, _decode_FetchTopic_v1_to_2,)
FetchTopic._ENCODERS = (None, _encode_FetchTopic_v1_to_2, _encode_FetchTopic_v1_to_2,)
ForgottenTopic._DECODERS = (None, _decode_ForgottenTopic_v1_to_2, _decode_ForgottenTopic_v1_to_2,)
ForgottenTopic._ENCODERS = (None, _encode_ForgottenTopic_v1_to_2, _encode_ForgottenTopic_v1_to_2,)
ShareFetchRequest._DECODERS = (None, _decode_ShareFetchRequest_v1, _decode_ShareFetchRequest_v2,)
ShareFetchRequest._ENCODERS = (None, _encode_ShareFetchRequest_v1, _encode_ShareFetchRequest_v2,)
LeaderIdAndEpoch._DECODERS = (None, _decode_LeaderIdAndEpoch_v1_to_2, _decode_LeaderIdAndEpoch_v1_to_2,)
LeaderIdAndEpoch._ENCODERS = (None, _encode_LeaderIdAndEpoch_v1_to_2, _encode_LeaderIdAndEpoch_v1_to_2,)
AcquiredRecords._DECODERS = (None, _decode_AcquiredRecords_v1_to_2, _decode_AcquiredRecords_v1_to_2,)
AcquiredRecords._ENCODERS = (None, _encode_AcquiredRecords_v1_to_2, _encode_AcquiredRecords_v1_to_2,)
PartitionData._DECODERS = (None, _decode_PartitionData_v1_to_2, _decode_PartitionData_v1_to_2,)
PartitionData._ENCODERS = (None, _encode_PartitionData_v1_to_2, _encode_PartitionData_v1_to_2,)
ShareFetchableTopicResponse._DECODERS = (None, _decode_ShareFetchableTopicResponse_v1_to_2, _decode_ShareFetchableTopicResponse_v1_to_2,)
ShareFetchableTopicResponse._ENCODERS = (None, _encode_ShareFetchableTopicResponse_v1_to_2, _encode_ShareFetchableTopicResponse_v1_to_2,)
NodeEndpoint._DECODERS = (None, _decode_NodeEndpoint_v1_to_2, _decode_NodeEndpoint_v1_to_2,)
NodeEndpoint._ENCODERS = (None, _encode_NodeEndpoint_v1_to_2, _encode_NodeEndpoint_v1_to_2,)
ShareFetchResponse._DECODERS = (None, _decode_ShareFetchResponse_v1_to_2, _decode_ShareFetchResponse_v1_to_2,)
ShareFetchResponse._ENCODERS = (None, _encode_ShareFetchResponse_v1_to_2, _encode_ShareFetchResponse_v1_to_2,)
