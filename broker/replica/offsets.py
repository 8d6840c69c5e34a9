"""Offset lookups by timestamp on a replica (Kafka's ReplicaManager.fetchOffsetForTimestamp,
Partition.fetchOffsetForTimestamp and UnifiedLog.fetchOffsetByTimestamp), the part below the
ListOffsets handler.

Special timestamps:
- -1 latest: consumers the high watermark (read_uncommitted) or the last stable offset
  (read_committed); followers and the debugging ReplicaId -2 the log end offset
  (Kafka applies an isolation level to consumers only);
- -2 earliest: the log start offset, remote tier included. A leader of a tiered partition
  answers once it has updated its log start offset from the remote tier in its leadership
  (broker/replica/tiered.py): it waits for its remote log metadata like a timestamp lookup
  waits for the remote store (TimeoutMs, or `remote.list.offsets.request.timeout.ms` when the
  request has none), and answers OFFSET_NOT_AVAILABLE if that takes longer; an empty log
  answers at once. Kafka answers at once, so a leader that missed its predecessor's last log
  start move (the follower learns it from the next fetch answer, and the predecessor crashed
  first) answers a smaller -2 until its first remote log manager pass; kafkasim never lets -2
  go back;
- -3 (KIP-734): the record with the largest timestamp among the local segments (Kafka does not
  look in the remote tier, so a fully tiered partition answers -1);
- -4 earliest local (KIP-405): the local log start offset with the remote tier, else the log
  start offset;
- -5 latest tiered (KIP-1005): the last tiered offset (-1 before any upload); -1 with epoch -1
  without the remote tier;
- -6 earliest pending upload (KIP-1023): the offset after the last tiered one, or the log
  start offset when nothing was uploaded and nothing was deleted locally; -1 when nothing was
  uploaded but the local log starts later (a new leader that has not yet read its uploads), and
  without the remote tier.
Timestamps >= 0: the first record at or after it, searched in the remote tier first (from the log
start offset) and then locally (Kafka's asyncOffsetRead), bounded by the request's TimeoutMs (v10)
or `remote.list.offsets.request.timeout.ms`.

As Partition.fetchOffsetForTimestamp filters them, answers other than -2/-4/-1 are dropped (-1)
when at or past the last fetchable offset: the high watermark for consumers (the last stable
offset at read_committed), the log end offset for followers and the debugging replica id. Answers other than -1 carry timestamp -1. A new
leader whose high watermark is still below the start of its epoch answers consumers' latest and
unanswered lookups with OFFSET_NOT_AVAILABLE.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from kafkasim.broker.replica.fetch import READ_COMMITTED
from kafkasim.broker.storage import log_timestamps
from kafkasim.broker.storage.leader_epoch_cache import UNDEFINED_EPOCH
from kafkasim.broker.storage.log_timestamps import TimestampAndOffset
from kafkasim.protocol.errors import ErrorCode

LATEST, EARLIEST, MAX_TIMESTAMP, EARLIEST_LOCAL, LATEST_TIERED, EARLIEST_PENDING_UPLOAD = (
    -1, -2, -3, -4, -5, -6)
CONSUMER_REPLICA_ID, DEBUGGING_REPLICA_ID = -1, -2


@dataclass(slots=True)
class OffsetAnswer:
    """A lookup's answer: an error, or the offset found (-1 when none) with its timestamp and
    leader epoch."""

    error: ErrorCode = ErrorCode.NONE
    timestamp: int = -1
    offset: int = -1
    leader_epoch: int = UNDEFINED_EPOCH


async def fetch_offset_for_timestamp(manager, topic: str, partition_index: int, timestamp: int,
                                     *, current_leader_epoch: int, replica_id: int,
                                     timeout_ms: int | None = None,
                                     isolation_level: int = 0) -> OffsetAnswer:
    """Look up `timestamp` in the local replica (see the module docstring). ReplicaId -2
    (debugging) may read any local replica; everyone else needs the leader. Only lookups of
    record timestamps on a tiered partition wait (for the remote store)."""
    # Kafka's ReplicaManager.fetchOffset: only ReplicaId -1 reads with an isolation level (up
    # to the high watermark); followers and the debugging id -2 read up to the log end.
    is_client = replica_id == CONSUMER_REPLICA_ID
    if replica_id == DEBUGGING_REPLICA_ID:
        partition, error = manager.local_partition(topic, partition_index, current_leader_epoch,
                                                   require_leader=False)
    else:
        partition, error = manager.leader_partition(topic, partition_index, current_leader_epoch)
    if error != ErrorCode.NONE:
        return OffsetAnswer(error)
    log = partition.log
    high_watermark = partition.high_watermark
    if not is_client:
        last_fetchable = log.log_end_offset
    elif isolation_level == READ_COMMITTED:
        last_fetchable = partition.last_stable_offset
    else:
        last_fetchable = high_watermark
    lagging = (is_client and partition.is_leader
               and partition.leader_epoch_start_offset > high_watermark)
    if timestamp == LATEST:
        if lagging:
            return OffsetAnswer(ErrorCode.OFFSET_NOT_AVAILABLE)
        return OffsetAnswer(offset=last_fetchable, leader_epoch=partition.leader_epoch)
    remote = log.config.remote_log_enabled
    epoch_for = log.epoch_cache.epoch_for_offset
    if timestamp == EARLIEST and partition.is_leader and log.log_end_offset > log.log_start_offset \
            and not manager.remote_log_manager.log_start_is_current(partition):
        # The wait point: the remote log metadata this leader has not read yet. (An empty log
        # has nothing below its start; a request without a TimeoutMs still waits.)
        wait_ms = timeout_ms if timeout_ms else _timeout_ms(manager, None)
        if not await manager.remote_log_manager.wait_for_log_start(partition, wait_ms / 1000):
            return OffsetAnswer(ErrorCode.OFFSET_NOT_AVAILABLE)
    if timestamp == EARLIEST or (timestamp == EARLIEST_LOCAL and not remote):
        start = log.log_start_offset
        return OffsetAnswer(offset=start, leader_epoch=epoch_for(start))
    if timestamp == EARLIEST_LOCAL:
        start = log.local_log_start_offset
        return OffsetAnswer(offset=start, leader_epoch=epoch_for(start))
    if timestamp == LATEST_TIERED:
        tiered = log.highest_offset_in_remote_storage if remote else -1
        found = TimestampAndOffset(-1, tiered, epoch_for(tiered) if tiered >= 0 else -1)
    elif timestamp == EARLIEST_PENDING_UPLOAD:
        found = _earliest_pending_upload(log) if remote else None
    elif timestamp == MAX_TIMESTAMP:
        found = log_timestamps.max_timestamp_and_offset(log)
    elif timestamp < 0:
        return OffsetAnswer(ErrorCode.UNSUPPORTED_VERSION)  # an undefined special timestamp
    elif remote and log.log_start_offset != log.log_end_offset:
        remote_log_manager = manager.remote_log_manager
        try:
            # The wait point: remote segments' indexes and batches.
            found = await asyncio.wait_for(remote_log_manager.find_offset_by_timestamp(
                partition, timestamp, log.log_start_offset),
                _timeout_ms(manager, timeout_ms) / 1000)
        except TimeoutError:
            return OffsetAnswer(ErrorCode.REQUEST_TIMED_OUT)
        if found is None:
            found = log_timestamps.offset_for_timestamp(log, timestamp,
                                                        log.local_log_start_offset)
    else:
        found = log_timestamps.offset_for_timestamp(log, timestamp)
    if found is not None and found.offset < last_fetchable:
        return OffsetAnswer(timestamp=found.timestamp, offset=found.offset,
                            leader_epoch=found.leader_epoch)
    if lagging:
        return OffsetAnswer(ErrorCode.OFFSET_NOT_AVAILABLE)
    return OffsetAnswer()


def _timeout_ms(manager, timeout_ms: int | None) -> int:
    """How long a lookup may wait for the remote tier: the request's TimeoutMs (v10+), else
    `remote.list.offsets.request.timeout.ms`."""
    if timeout_ms is None:
        timeout_ms = manager.broker.config.get_int("remote.list.offsets.request.timeout.ms")
    return max(timeout_ms, 1)


def _earliest_pending_upload(log) -> TimestampAndOffset:
    """Kafka's UnifiedLog.fetchEarliestPendingUploadOffset (KIP-1023)."""
    tiered = log.highest_offset_in_remote_storage
    if tiered == -1:
        if log.local_log_start_offset == log.log_start_offset:
            # Nothing uploaded yet: the earliest offset, as -2 answers it.
            start = log.log_start_offset
            return TimestampAndOffset(-1, start, log.epoch_cache.epoch_for_offset(start))
        # Segments were uploaded, but this leader has not learnt of them yet.
        return TimestampAndOffset(-1, -1, -1)
    pending = max(tiered + 1, log.log_start_offset)
    return TimestampAndOffset(-1, pending, log.epoch_cache.epoch_for_offset(pending))
