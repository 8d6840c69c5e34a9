"""Finding records by timestamp in the local log, as ListOffsets asks: the first record at or
after a timestamp (Kafka's UnifiedLog.fetchOffsetByTimestamp over local segments) and the record
with the largest timestamp (KIP-734). The log's segments (broker/storage/log_segments.py) know
their batch with the largest timestamp; these read the batches' records. The replica manager's
ListOffsets (broker/replica/offsets.py) calls them.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kafkasim.broker.storage.log_segments import StoredBatch
from kafkasim.protocol.records import CorruptRecordError, iter_records, parse_header

if TYPE_CHECKING:
    from kafkasim.broker.storage.log import PartitionLog

logger = logging.getLogger("kafkasim.log")


@dataclass(slots=True)
class TimestampAndOffset:
    """A record found by timestamp: its timestamp, offset and the leader epoch of its batch."""

    timestamp: int
    offset: int
    leader_epoch: int


def offset_for_timestamp(log: PartitionLog, timestamp: int, start_offset: int | None = None
                         ) -> TimestampAndOffset | None:
    """The first local record at or after `start_offset` (the log start by default) with
    a timestamp >= `timestamp`: its timestamp, offset and epoch; None when every record is
    older (ListOffsets then answers -1). A batch whose records cannot be read answers with
    its header: its max timestamp and first offset."""
    start = log.log_start_offset if start_offset is None else start_offset
    for batch in log.segments.batches:
        if batch.max_timestamp < timestamp or batch.last_offset < start:
            continue
        header = parse_header(batch.data)
        try:
            for record in iter_records(batch.data):
                offset = record.offset(header)
                record_timestamp = record.timestamp(header)
                if offset >= start and record_timestamp >= timestamp:
                    return TimestampAndOffset(record_timestamp, offset, batch.epoch)
        except CorruptRecordError as corrupt:
            _unreadable(log, batch, corrupt)
            return TimestampAndOffset(batch.max_timestamp,
                                      max(batch.base_offset, start), batch.epoch)
    return None


def max_timestamp_and_offset(log: PartitionLog) -> TimestampAndOffset | None:
    """The local record with the largest timestamp (the first if several share it), as
    ListOffsets -3 answers (KIP-734: Kafka looks at local segments only); None when no
    record is held locally."""
    batch = log.segments.max_timestamp_batch
    if batch is None:
        return None
    header = parse_header(batch.data)
    try:
        for record in iter_records(batch.data):
            if record.timestamp(header) == batch.max_timestamp:
                return TimestampAndOffset(batch.max_timestamp, record.offset(header),
                                          batch.epoch)
    except CorruptRecordError as corrupt:
        _unreadable(log, batch, corrupt)
    return TimestampAndOffset(batch.max_timestamp, batch.last_offset, batch.epoch)


def _unreadable(log: PartitionLog, batch: StoredBatch, corrupt: CorruptRecordError) -> None:
    # Every batch a leader stores has had its records checked; one that cannot be read
    # was damaged on disk or stored before the check existed. Reads fall back to its
    # header rather than fail.
    logger.warning("%s-%d: the records of the batch at offset %d cannot be read (%s); "
                   "answering from its header", log.topic, log.partition, batch.base_offset,
                   corrupt)
