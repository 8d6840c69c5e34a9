"""The local log's segments and batches as the log holds them in memory: `LogSegment` (Kafka's
LogSegment: base offset, size, the timestamps rolling and time retention read, its transaction
index, its file when the log is durable) and `StoredBatch` (one stored batch, its offsets and
its place in a segment). The files themselves are broker/storage/segments.py's."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from kafkasim.broker.storage.segments import SegmentFile
from kafkasim.broker.storage.transaction_index import TransactionIndex


def now_ms() -> int:
    """Wall-clock milliseconds, as segments are stamped with and retention compares."""
    return int(time.time() * 1000)


@dataclass(slots=True, eq=False)
class LogSegment:
    """One segment of the local log: its base offset, size and batch count, the timestamps
    that rolling and time retention read, and its file when the log is durable."""

    base_offset: int
    created_ms: int
    size: int = 0
    batch_count: int = 0
    # Kafka's rollingBasedTimestamp: the max timestamp of the segment's first batch.
    first_batch_timestamp: int = -1
    max_timestamp: int = -1
    file: SegmentFile | None = None
    # The producer state as of the next segment's base offset, taken when this one rolled
    # (what Kafka uploads as the segment's producer snapshot).
    producer_snapshot: list | None = None
    # The transactions whose ABORT marker is in this segment (Kafka's `.txnindex`).
    txn_index: TransactionIndex = field(default_factory=TransactionIndex)

    @property
    def largest_timestamp(self) -> int:
        """Kafka's LogSegment.largestTimestamp: the newest record's timestamp, or the creation
        time of a segment without records."""
        return self.max_timestamp if self.max_timestamp >= 0 else self.created_ms


@dataclass(slots=True, eq=False)
class StoredBatch:
    """One batch as the log stores it: its offsets, max timestamp and leader epoch, its bytes
    (served as they are), and its segment and byte position there."""

    base_offset: int
    last_offset: int
    max_timestamp: int
    epoch: int
    data: bytes | bytearray | memoryview
    segment: LogSegment | None = None
    position: int = 0  # byte position in the segment

    @property
    def size(self) -> int:
        return len(self.data)

