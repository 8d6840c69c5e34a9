"""Offset lookups by timestamp on a replica (Kafka's ReplicaManager.fetchOffsetForTimestamp and
Partition.fetchOffsetForTimestamp), the part below the ListOffsets handler.

Special timestamps: -1 latest (consumers: the high watermark, or the last stable offset, equal
to it while transactions are not modelled; followers and the debugging ReplicaId -2: the log
end offset, since Kafka applies an isolation level to consumers only), -2 earliest (log
start), -3 the record with the largest timestamp (KIP-734), -4 earliest local (= log start
without tiered storage, KIP-405), -5 latest tiered and -6 earliest pending upload (offset -1,
epoch -1, as Kafka answers without tiered storage, KIP-1005/KIP-1023); >= 0 the first record
with a timestamp at or after it. Consumers never see offsets at or past the high watermark; a
new leader whose high watermark is still below the start of its epoch answers consumers'
latest and timestamp lookups with OFFSET_NOT_AVAILABLE.
"""

from __future__ import annotations

from dataclasses import dataclass

from kafkasim.broker.storage.log import UNDEFINED_EPOCH
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


def fetch_offset_for_timestamp(manager, topic: str, partition_index: int, timestamp: int, *,
                               current_leader_epoch: int, replica_id: int) -> OffsetAnswer:
    """Look up `timestamp` in the local replica (see the module docstring). ReplicaId -2
    (debugging) may read any local replica; everyone else needs the leader."""
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
    # Clients never see past the high watermark (= last stable offset); followers see the log end.
    last_fetchable = high_watermark if is_client else log.log_end_offset
    lagging = (is_client and partition.is_leader
               and partition.leader_epoch_start_offset > high_watermark)
    if timestamp == LATEST:
        if lagging:
            return OffsetAnswer(ErrorCode.OFFSET_NOT_AVAILABLE)
        return OffsetAnswer(offset=last_fetchable, leader_epoch=partition.leader_epoch)
    if timestamp in (EARLIEST, EARLIEST_LOCAL):
        start = log.log_start_offset
        return OffsetAnswer(offset=start, leader_epoch=log.epoch_cache.epoch_for_offset(start))
    if timestamp in (LATEST_TIERED, EARLIEST_PENDING_UPLOAD):
        return OffsetAnswer()
    if timestamp < 0 and timestamp != MAX_TIMESTAMP:
        return OffsetAnswer(ErrorCode.UNSUPPORTED_VERSION)  # an unknown special timestamp
    result = log.max_timestamp_and_offset() if timestamp == MAX_TIMESTAMP \
        else log.offset_for_timestamp(timestamp)
    if result is not None and result.offset < last_fetchable:
        return OffsetAnswer(timestamp=result.timestamp, offset=result.offset,
                            leader_epoch=result.leader_epoch)
    if lagging:
        return OffsetAnswer(ErrorCode.OFFSET_NOT_AVAILABLE)
    return OffsetAnswer()
