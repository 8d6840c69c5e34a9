"""Committed offsets in `__consumer_offsets`: Kafka's record format and where records go.

Records use Kafka's own binary layout, so the topic reads the same as Apache Kafka's:

- key `OffsetCommitKey` v1: int16 version, string group, string topic, int32 partition;
- value `OffsetCommitValue` v3: int16 version, int64 offset, int32 leader epoch, string
  metadata, int64 commit timestamp; a null value (tombstone) deletes the offset.

Group metadata records (v2 keys) share the partition; their format is in
`broker/group/metadata.py`, which also replays a partition's records of both kinds.

`OffsetsStorage` appends records to the `__consumer_offsets` partition through the broker's
replica manager (acks=all, as Kafka's `offsets.commit.required.acks` is -1) and reads them back
when this broker becomes the partition's leader. Transactional offset commits (TxnOffsetCommit)
go in as transactional batches of the producer's id and epoch, as Kafka's coordinator runtime
writes them; reading back tells their producer id and the COMMIT/ABORT markers that end them. A broker without a replica manager
(a bare broker in unit tests) keeps offsets in memory only.
"""

from __future__ import annotations

import asyncio
import logging
import struct
from collections.abc import Iterable, Iterator

from kafkasim.broker.group.state import CommittedOffset
from kafkasim.broker.storage.log import control_record_of
from kafkasim.broker.storage.producer_state import ProducerStateError
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.records import (
    ControlType,
    CorruptRecordError,
    build_batch,
    iter_batches,
    iter_records,
    parse_header,
)

_log = logging.getLogger("kafkasim.groups")

OFFSETS_TOPIC = "__consumer_offsets"
OFFSET_COMMIT_KEY_VERSION = 1
OFFSET_COMMIT_VALUE_VERSION = 3
# Kafka's offsets.commit.timeout.ms: how long a commit waits for the ISR.
OFFSETS_COMMIT_TIMEOUT_MS = 5000

_I16 = struct.Struct(">h")
_I32 = struct.Struct(">i")
_I64 = struct.Struct(">q")


def _string(text: str) -> bytes:
    data = text.encode()
    return _I16.pack(len(data)) + data


def _read_string(buffer, position: int) -> tuple[str, int]:
    (length,) = _I16.unpack_from(buffer, position)
    position += 2
    if length < 0:
        return "", position
    return bytes(buffer[position:position + length]).decode(), position + length


def encode_offset_commit_key(group_id: str, topic: str, partition: int) -> bytes:
    """Kafka's OffsetCommitKey v1."""
    return (_I16.pack(OFFSET_COMMIT_KEY_VERSION) + _string(group_id) + _string(topic)
            + _I32.pack(partition))


def encode_offset_commit_value(value: CommittedOffset) -> bytes:
    """Kafka's OffsetCommitValue v3."""
    return (_I16.pack(OFFSET_COMMIT_VALUE_VERSION) + _I64.pack(value.offset)
            + _I32.pack(value.leader_epoch) + _string(value.metadata)
            + _I64.pack(value.commit_timestamp_ms))


def decode_offset_commit(key, value) -> tuple[str, tuple[str, int], CommittedOffset | None] | None:
    """Decode an offset commit record; None for other record types (group metadata)."""
    (key_version,) = _I16.unpack_from(key, 0)
    if key_version not in (0, 1):
        return None
    group_id, position = _read_string(key, 2)
    topic, position = _read_string(key, position)
    (partition,) = _I32.unpack_from(key, position)
    if value is None:
        return group_id, (topic, partition), None
    (value_version,) = _I16.unpack_from(value, 0)
    (offset,) = _I64.unpack_from(value, 2)
    position = 10
    leader_epoch = -1
    if value_version >= 3:
        (leader_epoch,) = _I32.unpack_from(value, position)
        position += 4
    metadata, position = _read_string(value, position)
    (timestamp,) = _I64.unpack_from(value, position)
    return group_id, (topic, partition), CommittedOffset(offset, leader_epoch, metadata, timestamp)


class OffsetsStorage:
    """Appends offset commits to, and loads them from, this broker's `__consumer_offsets`
    partitions."""

    def __init__(self, broker):
        self.broker = broker
        # Used only without a replica manager: partition -> records in append order.
        self._memory: dict[int, list[tuple]] = {}

    def _replica_manager(self):
        return getattr(self.broker, "replica_manager", None)

    def start_append(self, partition: int, leader_epoch: int | None,
                     records: list[tuple[bytes, bytes | None]], *, producer_id: int = -1,
                     producer_epoch: int = -1) -> asyncio.Future:
        """Append `records` (key, value or None) as one batch now, so that appends reach the log
        in call order; the future resolves with the append's error: NONE once the ISR has the
        batch (acks=all), else the replica layer's error. With a `producer_id` the batch is
        transactional, of that producer and epoch (its epoch is checked against the
        partition's producer state: INVALID_PRODUCER_EPOCH)."""
        future = asyncio.get_running_loop().create_future()
        replica_manager = self._replica_manager()
        if replica_manager is None:
            self._memory.setdefault(partition, []).extend(
                (key, value, producer_id, None) for key, value in records)
            future.set_result(ErrorCode.NONE)
            return future
        local, error = replica_manager.leader_partition(
            OFFSETS_TOPIC, partition, -1 if leader_epoch is None else leader_epoch)
        if error == ErrorCode.NONE and len(local.isr) < local.effective_min_insync_replicas:
            error = ErrorCode.NOT_ENOUGH_REPLICAS
        if error != ErrorCode.NONE:
            future.set_result(error)
            return future
        # One batch per call, appended as a coordinator's batch (Kafka's origin COORDINATOR).
        if producer_id >= 0:
            batch = build_batch([(key, value, [], None) for key, value in records],
                                producer_id=producer_id, producer_epoch=producer_epoch,
                                base_sequence=0, is_transactional=True)
        else:
            batch = build_batch([(key, value, [], None) for key, value in records])
        try:
            appended = local.log.append_as_leader(memoryview(batch), parse_header(batch),
                                                  local.leader_epoch, from_client=False)
        except ProducerStateError as failed:
            future.set_result(failed.code)
            return future
        local.maybe_increment_high_watermark()
        local.notify_data_waiters()
        return local.wait_for_high_watermark(appended.last_offset + 1)

    @staticmethod
    async def completion(future: asyncio.Future) -> int:
        """The error of a `start_append`, REQUEST_TIMED_OUT when the ISR does not have the
        batch within Kafka's offsets.commit.timeout.ms."""
        # wait point: the ISR has the records (offsets.commit.required.acks = -1). Not
        # wait_for, which on Python 3.11 can swallow a cancellation (replica/fetch.py).
        done, _ = await asyncio.wait((future,), timeout=OFFSETS_COMMIT_TIMEOUT_MS / 1000)
        if not done:
            future.cancel()
            return ErrorCode.REQUEST_TIMED_OUT
        return future.result()

    async def append(self, partition: int, leader_epoch: int | None, group_id: str,
                     offsets: list[tuple[tuple[str, int], CommittedOffset]], *,
                     producer_id: int = -1, producer_epoch: int = -1) -> ErrorCode:
        """Append one record per offset; NONE once stored, else the error OffsetCommit returns
        (Kafka maps storage errors to coordinator errors so that the client retries). With a
        `producer_id`, as part of that producer's transaction (TxnOffsetCommit)."""
        records = [(encode_offset_commit_key(group_id, topic, index),
                    encode_offset_commit_value(value)) for (topic, index), value in offsets]
        future = self.start_append(partition, leader_epoch, records, producer_id=producer_id,
                                   producer_epoch=producer_epoch)
        return _commit_error(await self.completion(future))

    def read(self, partition: int) -> Iterable[tuple]:
        """Every record of the partition, in log order, as (key, value, producer id, marker):
        offset commits and the group metadata of `broker/group/metadata.py` alike. The
        producer id is that of a transactional batch's records (-1 otherwise); a COMMIT or
        ABORT marker comes as (None, None, producer id, True for COMMIT / False for ABORT),
        other records with marker None."""
        replica_manager = self._replica_manager()
        if replica_manager is None:
            return list(self._memory.get(partition, []))
        return _read_log(replica_manager, partition)


def _read_log(replica_manager, partition: int) -> Iterator[tuple]:
    # Kafka loads a coordinator partition up to its log end offset. A batch that cannot be
    # read (damaged on disk) is skipped with a warning rather than stop the loading.
    local = replica_manager.get_partition(OFFSETS_TOPIC, partition)
    if local is None:
        return
    # A log read returns one segment at a time (Kafka's LocalLog.read): walk every batch.
    for stored in list(local.log.segments.batches):
        try:
            batches = list(iter_batches(stored.data))
        except CorruptRecordError as corrupt:
            _log.warning("%s-%d: unreadable batch skipped while loading: %s", OFFSETS_TOPIC,
                         partition, corrupt)
            continue
        for header, batch in batches:
            if header.is_control:
                control = control_record_of(batch)
                if control is not None and control.type in (ControlType.COMMIT,
                                                             ControlType.ABORT):
                    yield None, None, header.producer_id, control.type == ControlType.COMMIT
                continue
            producer_id = header.producer_id if header.is_transactional else -1
            try:
                records = [(None if record.key is None else bytes(record.key),
                            None if record.value is None else bytes(record.value))
                           for record in iter_records(batch)]
            except CorruptRecordError as corrupt:
                _log.warning("%s-%d: unreadable batch at offset %d skipped while loading: %s",
                             OFFSETS_TOPIC, partition, header.base_offset, corrupt)
                continue
            for key, value in records:
                yield key, value, producer_id, None


def coordinator_append_error(error: int) -> ErrorCode | None:
    """How a coordinator answers a failed append to its internal topic, as Kafka's group and
    transaction coordinators both map it: NONE, COORDINATOR_NOT_AVAILABLE for a transient
    failure, NOT_COORDINATOR once the partition's leadership is gone; None for the rest, which
    each coordinator maps its own way."""
    if error == ErrorCode.NONE:
        return ErrorCode.NONE
    if error in (ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, ErrorCode.NOT_ENOUGH_REPLICAS,
                 ErrorCode.NOT_ENOUGH_REPLICAS_AFTER_APPEND, ErrorCode.REQUEST_TIMED_OUT):
        return ErrorCode.COORDINATOR_NOT_AVAILABLE
    if error in (ErrorCode.NOT_LEADER_OR_FOLLOWER, ErrorCode.KAFKA_STORAGE_ERROR,
                 ErrorCode.FENCED_LEADER_EPOCH, ErrorCode.UNKNOWN_LEADER_EPOCH):
        return ErrorCode.NOT_COORDINATOR
    return None


def _commit_error(error: int) -> ErrorCode:
    """Kafka's GroupMetadataManager mapping of append errors to OffsetCommit errors."""
    common = coordinator_append_error(error)
    if common is not None:
        return common
    if error in (ErrorCode.INVALID_PRODUCER_EPOCH, ErrorCode.INVALID_TXN_STATE):
        return ErrorCode(error)  # a transactional commit's producer checks, passed through
    if error in (ErrorCode.MESSAGE_TOO_LARGE, ErrorCode.RECORD_LIST_TOO_LARGE,
                 ErrorCode.INVALID_FETCH_SIZE):
        return ErrorCode.INVALID_COMMIT_OFFSET_SIZE
    return ErrorCode.UNKNOWN_SERVER_ERROR
