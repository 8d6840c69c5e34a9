"""The partition log: record batches as stored, an offset index and a leader-epoch cache.

A `PartitionLog` holds one replica's copy of a partition. Batches are kept exactly as they will
be served: the leader assigns offsets by patching base offset and partition leader epoch into
a private copy of the producer's batch (the CRC does not cover those fields, so nothing is
recomputed); a follower keeps the leader's offsets and epochs. Reads return zero-copy
memoryview slices of stored batches.

The index is a sorted list of base offsets searched with bisect. The leader-epoch cache maps
each epoch to the first offset written in it (Kafka's LeaderEpochFileCache). In memory by
default; with a directory, every batch is also written to segment files (`broker.segments`)
and `PartitionLog.open` recovers the log from them after a restart.

All methods are synchronous: the log is mutated only by its partition's owner between awaits.
"""

from __future__ import annotations

import logging
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from pathlib import Path

from kafkasim.broker.storage.producer_state import BatchMetadata, ProducerStateManager
from kafkasim.broker.storage.segments import Segment, SegmentStore
from kafkasim.protocol.records import (
    BatchHeader,
    CorruptRecordError,
    iter_records,
    parse_header,
    set_base_offset,
    set_partition_leader_epoch,
)

log = logging.getLogger("kafkasim.log")

UNDEFINED_EPOCH = -1
UNDEFINED_OFFSET = -1


class OffsetOutOfRangeError(Exception):
    """A read asked for an offset outside [log start offset, log end offset]."""


@dataclass(slots=True, eq=False)
class StoredBatch:
    base_offset: int
    last_offset: int
    max_timestamp: int
    epoch: int
    data: bytes | bytearray | memoryview
    segment: Segment | None = None
    position: int = 0

    @property
    def size(self) -> int:
        return len(self.data)


@dataclass(slots=True)
class LeaderAppendResult:
    base_offset: int
    last_offset: int
    duplicate: bool = False
    # A duplicate's answer carries its original batch's max timestamp (Kafka's
    # UnifiedLog.append sets LogAppendTime from the producer state's batch metadata).
    log_append_time_ms: int = -1


@dataclass(slots=True)
class ReadResult:
    batches: list[memoryview]
    size: int
    first_offset: int  # base offset of the first batch returned, or the fetch offset


@dataclass(slots=True)
class TimestampAndOffset:
    timestamp: int
    offset: int
    leader_epoch: int


class LeaderEpochCache:
    """Epoch -> start offset entries, strictly increasing in both (Kafka's rules)."""

    def __init__(self, entries: list[tuple[int, int]] | None = None) -> None:
        self.epochs: list[int] = []
        self.start_offsets: list[int] = []
        for epoch, offset in entries or ():
            self.assign(epoch, offset)

    @property
    def entries(self) -> list[tuple[int, int]]:
        return list(zip(self.epochs, self.start_offsets, strict=True))

    @property
    def latest_epoch(self) -> int:
        return self.epochs[-1] if self.epochs else UNDEFINED_EPOCH

    def assign(self, epoch: int, start_offset: int) -> bool:
        """Record that `epoch` starts at `start_offset`; return True when the cache changed.

        As in Kafka, an entry for the latest epoch is not moved forward, and entries that
        would break monotonicity (an epoch >= `epoch` or a start offset >= `start_offset`) are
        removed first.
        """
        if epoch < 0:
            return False
        if self.epochs and self.epochs[-1] == epoch and self.start_offsets[-1] <= start_offset:
            return False
        if self.epochs and epoch < self.epochs[-1] and start_offset >= self.start_offsets[-1]:
            return False  # an older epoch's batch after a newer one: not a new epoch boundary
        while self.epochs and (self.epochs[-1] >= epoch or self.start_offsets[-1] >= start_offset):
            self.epochs.pop()
            self.start_offsets.pop()
        self.epochs.append(epoch)
        self.start_offsets.append(start_offset)
        return True

    def end_offset_for(self, requested_epoch: int, log_end_offset: int) -> tuple[int, int]:
        """Kafka's `endOffsetFor`: (largest known epoch <= requested, the offset where it ends).

        The latest epoch ends at the log end offset; an epoch older than any known one ends
        where the first known epoch starts; a requested epoch newer than every known one, or
        an empty cache, gives (-1, -1).
        """
        if requested_epoch == UNDEFINED_EPOCH or not self.epochs:
            return UNDEFINED_EPOCH, UNDEFINED_OFFSET
        if requested_epoch == self.epochs[-1]:
            return requested_epoch, log_end_offset
        higher = bisect_right(self.epochs, requested_epoch)
        if higher == len(self.epochs):
            return UNDEFINED_EPOCH, UNDEFINED_OFFSET
        if higher == 0:
            return requested_epoch, self.start_offsets[0]
        return self.epochs[higher - 1], self.start_offsets[higher]

    def epoch_for_offset(self, offset: int) -> int:
        """The epoch in which `offset` was written, or -1 when before every entry."""
        index = bisect_right(self.start_offsets, offset) - 1
        return self.epochs[index] if index >= 0 else UNDEFINED_EPOCH

    def truncate_from_end(self, end_offset: int) -> bool:
        """Drop entries starting at or after `end_offset` (the log was truncated there)."""
        changed = False
        while self.start_offsets and self.start_offsets[-1] >= end_offset:
            self.epochs.pop()
            self.start_offsets.pop()
            changed = True
        return changed

    def truncate_from_start(self, start_offset: int) -> bool:
        """Drop entries wholly before `start_offset`; the entry covering it now starts there."""
        index = bisect_right(self.start_offsets, start_offset) - 1
        if index < 0 or (index == 0 and self.start_offsets[0] == start_offset):
            return False
        del self.epochs[:index]
        del self.start_offsets[:index]
        self.start_offsets[0] = start_offset
        return True

    def clear(self) -> None:
        self.epochs.clear()
        self.start_offsets.clear()


class PartitionLog:
    """One replica's log of one partition. See the module docstring."""

    def __init__(self, topic: str, partition: int, *, directory: Path | None = None,
                 segment_bytes: int = 1 << 30) -> None:
        self.topic = topic
        self.partition = partition
        self.log_start_offset = 0
        self.log_end_offset = 0
        self.batches: list[StoredBatch] = []
        self._base_offsets: list[int] = []  # parallel to `batches`, for bisect
        self.epoch_cache = LeaderEpochCache()
        self.producer_state = ProducerStateManager()
        self._max_timestamp_batch: StoredBatch | None = None
        self.store = SegmentStore(directory, segment_bytes) if directory is not None else None
        if self.store is not None:
            self.store.directory.mkdir(parents=True, exist_ok=True)

    @classmethod
    def open(cls, topic: str, partition: int, *, directory: Path | None = None,
             segment_bytes: int = 1 << 30, topic_id=None) -> PartitionLog:
        """Create the log, recovering it from `directory` when that holds segments of the
        same topic id (segments of another topic id are deleted first)."""
        log = cls(topic, partition, directory=directory, segment_bytes=segment_bytes)
        if log.store is None:
            return log
        store = log.store
        if topic_id is not None:
            recorded = store.read_topic_id()
            if recorded is not None and recorded != str(topic_id):
                store.destroy()
                store.directory.mkdir(parents=True, exist_ok=True)
            store.write_topic_id(topic_id)
        log._recover()
        return log

    # --- state -------------------------------------------------------------------------

    @property
    def latest_epoch(self) -> int:
        return self.epoch_cache.latest_epoch

    def end_offset_for_epoch(self, epoch: int) -> tuple[int, int]:
        """(epoch, end offset) as OffsetForLeaderEpoch answers it (see LeaderEpochCache)."""
        return self.epoch_cache.end_offset_for(epoch, self.log_end_offset)

    def assign_epoch_start_offset(self, epoch: int, start_offset: int) -> None:
        """A new leader records its epoch at the current log end (Kafka's makeLeader)."""
        if self.epoch_cache.assign(epoch, start_offset):
            self._checkpoint_epochs()

    # --- appends -----------------------------------------------------------------------

    def append_as_leader(self, batch: memoryview, header: BatchHeader, leader_epoch: int
                         ) -> LeaderAppendResult:
        """Assign offsets to one validated client batch and append it.

        Producer checks run first: a retried duplicate returns the original offsets with
        `duplicate=True` and appends nothing; `ProducerStateError` propagates.
        """
        duplicate: BatchMetadata | None = self.producer_state.check_client_batch(header)
        if duplicate is not None:
            return LeaderAppendResult(duplicate.first_offset, duplicate.last_offset, True,
                                      duplicate.timestamp)
        if isinstance(batch, memoryview) and not batch.readonly:
            # A slice of a request frame from protocol.streams: a private buffer, so the batch
            # is patched and kept in place, not copied.
            data = batch
        else:
            data = bytearray(batch)
        base_offset = self.log_end_offset
        set_base_offset(data, 0, base_offset)
        set_partition_leader_epoch(data, 0, leader_epoch)
        header.base_offset = base_offset
        header.partition_leader_epoch = leader_epoch
        self._append(header, data)
        return LeaderAppendResult(base_offset, header.last_offset)

    def append_as_follower(self, header: BatchHeader, batch: memoryview) -> None:
        """Append a batch fetched from the leader, offsets and epoch as the leader wrote them.

        The batch must start at or after the log end offset (the fetcher guarantees it).
        """
        if header.base_offset < self.log_end_offset:
            raise ValueError(
                f"{self.topic}-{self.partition}: follower batch at {header.base_offset} is below "
                f"the log end offset {self.log_end_offset}"
            )
        if not self.batches and header.base_offset > self.log_end_offset:
            # The leader's log starts later than ours (its start moved): follow it.
            self.log_start_offset = self.log_end_offset = header.base_offset
        # Fetched frames are private buffers (protocol.streams), so the slice is kept as is.
        self._append(header, batch if isinstance(batch, memoryview) and not batch.readonly
                     else bytes(batch))

    def _append(self, header: BatchHeader, data) -> None:
        stored = StoredBatch(header.base_offset, header.last_offset, header.max_timestamp,
                             header.partition_leader_epoch, data)
        if self.store is not None:
            stored.segment, stored.position = self.store.append(data, header.base_offset)
        self.batches.append(stored)
        self._base_offsets.append(header.base_offset)
        self.log_end_offset = header.next_offset
        if self._max_timestamp_batch is None or header.max_timestamp > self._max_timestamp_batch.max_timestamp:
            self._max_timestamp_batch = stored
        if self.epoch_cache.assign(header.partition_leader_epoch, header.base_offset):
            self._checkpoint_epochs()
        self.producer_state.update(header, header.base_offset, header.last_offset)

    # --- reads -------------------------------------------------------------------------

    def read(self, fetch_offset: int, max_bytes: int, upper_bound: int,
             min_one_batch: bool) -> ReadResult:
        """Batches from the one holding `fetch_offset`, up to `max_bytes` in total, stopping
        before the batch that holds `upper_bound` (the high watermark for consumers, the log
        end for followers).

        With `min_one_batch` the first batch is returned even when larger than `max_bytes`
        (Kafka's rule for the first data of a response, KIP-74). Raises
        `OffsetOutOfRangeError` outside [log start, log end].
        """
        if fetch_offset < self.log_start_offset or fetch_offset > self.log_end_offset:
            raise OffsetOutOfRangeError(
                f"offset {fetch_offset} outside [{self.log_start_offset}, {self.log_end_offset}] "
                f"of {self.topic}-{self.partition}"
            )
        index = self._index_of(fetch_offset)
        batches: list[memoryview] = []
        size = 0
        stored = self.batches
        first_offset = stored[index].base_offset if index < len(stored) else fetch_offset
        while index < len(stored):
            batch = stored[index]
            if batch.last_offset >= upper_bound:
                break
            length = len(batch.data)
            if size + length > max_bytes and not (min_one_batch and not batches):
                break
            batches.append(memoryview(batch.data))
            size += length
            index += 1
        return ReadResult(batches, size, first_offset)

    def _index_of(self, offset: int) -> int:
        """Index of the first batch whose last offset is >= `offset`."""
        index = bisect_right(self._base_offsets, offset) - 1
        if index < 0:
            return 0
        if self.batches[index].last_offset < offset:
            index += 1
        return index

    def offset_for_timestamp(self, timestamp: int) -> TimestampAndOffset | None:
        """The first record with a timestamp >= `timestamp`: its timestamp, offset and
        epoch; None when every record is older (ListOffsets then answers -1). A batch whose
        records cannot be read answers with its header: its max timestamp and first offset."""
        for batch in self.batches:
            if batch.max_timestamp < timestamp:
                continue
            header = parse_header(batch.data)
            try:
                for record in iter_records(batch.data):
                    offset = record.offset(header)
                    record_timestamp = record.timestamp(header)
                    if offset >= self.log_start_offset and record_timestamp >= timestamp:
                        return TimestampAndOffset(record_timestamp, offset, batch.epoch)
            except CorruptRecordError as corrupt:
                self._unreadable(batch, corrupt)
                return TimestampAndOffset(batch.max_timestamp,
                                          max(batch.base_offset, self.log_start_offset),
                                          batch.epoch)
        return None

    def max_timestamp_and_offset(self) -> TimestampAndOffset | None:
        """The record with the largest timestamp (the first if several share it), as
        ListOffsets -3 answers (KIP-734); None for an empty log."""
        batch = self._max_timestamp_batch
        if batch is None:
            return None
        header = parse_header(batch.data)
        try:
            for record in iter_records(batch.data):
                if record.timestamp(header) == batch.max_timestamp:
                    return TimestampAndOffset(batch.max_timestamp, record.offset(header),
                                              batch.epoch)
        except CorruptRecordError as corrupt:
            self._unreadable(batch, corrupt)
        return TimestampAndOffset(batch.max_timestamp, batch.last_offset, batch.epoch)

    def _unreadable(self, batch: StoredBatch, corrupt: CorruptRecordError) -> None:
        # Every batch a leader stores has had its records checked; one that cannot be read
        # was damaged on disk or stored before the check existed. Reads fall back to its
        # header rather than fail.
        log.warning("%s-%d: the records of the batch at offset %d cannot be read (%s); "
                    "answering from its header", self.topic, self.partition, batch.base_offset,
                    corrupt)

    def batch_headers(self):
        """Headers of every stored batch, in offset order (for rebuilding producer state)."""
        return (parse_header(batch.data) for batch in self.batches)

    # --- truncation and deletion -------------------------------------------------------

    def truncate_to(self, offset: int) -> bool:
        """Remove every batch holding an offset >= `offset` (a batch is kept or dropped whole,
        so the log end may end up below `offset`); return True when anything was removed.
        Below the log start, the log is emptied and starts at `offset` (as in Kafka)."""
        if offset >= self.log_end_offset:
            return False
        if offset < self.log_start_offset:
            self.truncate_fully_and_start_at(offset)
            return True
        index = self._index_of(offset)
        if index >= len(self.batches):
            return False
        first_removed = self.batches[index]
        if self.store is not None and first_removed.segment is not None:
            self.store.truncate(first_removed.segment, first_removed.position)
        del self.batches[index:]
        del self._base_offsets[index:]
        self.log_end_offset = max(first_removed.base_offset, self.log_start_offset)
        if self.epoch_cache.truncate_from_end(self.log_end_offset):
            self._checkpoint_epochs()
        self._after_removal()
        return True

    def truncate_fully_and_start_at(self, offset: int) -> None:
        """Empty the log; it now starts and ends at `offset`."""
        self.batches.clear()
        self._base_offsets.clear()
        self.log_start_offset = self.log_end_offset = offset
        self.epoch_cache.clear()
        if self.store is not None:
            self.store.truncate_fully(offset)
            self.store.write_log_start_offset(offset)
            self._checkpoint_epochs()
        self._after_removal()

    def delete_records_before(self, offset: int) -> None:
        """Move the log start offset forward to `offset` (DeleteRecords, or a follower
        following its leader's log start); whole batches and segments below it go."""
        if offset <= self.log_start_offset:
            return
        offset = min(offset, self.log_end_offset)
        self.log_start_offset = offset
        index = bisect_left([b.last_offset for b in self.batches], offset)
        if index:
            del self.batches[:index]
            del self._base_offsets[:index]
        if self.store is not None:
            self.store.write_log_start_offset(offset)
            self.store.delete_segments_before(offset)
        if self.epoch_cache.truncate_from_start(offset):
            self._checkpoint_epochs()
        self.producer_state.truncate_head(offset)
        if self._max_timestamp_batch is not None and self._max_timestamp_batch.last_offset < offset:
            self._refresh_max_timestamp()

    def _after_removal(self) -> None:
        self.producer_state.rebuild(self.batch_headers())
        self._refresh_max_timestamp()

    def _refresh_max_timestamp(self) -> None:
        self._max_timestamp_batch = None
        for batch in self.batches:
            if self._max_timestamp_batch is None or batch.max_timestamp > self._max_timestamp_batch.max_timestamp:
                self._max_timestamp_batch = batch

    # --- durability --------------------------------------------------------------------

    def _checkpoint_epochs(self) -> None:
        if self.store is not None:
            self.store.write_epoch_checkpoint(self.epoch_cache.entries)

    def _recover(self) -> None:
        store = self.store
        start = store.read_log_start_offset() or 0
        recovered = store.recover(start)
        checkpoint = store.read_epoch_checkpoint()
        self.epoch_cache = LeaderEpochCache(checkpoint or [])
        for item in recovered:
            if item.header.last_offset < start:
                continue
            stored = StoredBatch(item.header.base_offset, item.header.last_offset,
                                 item.header.max_timestamp, item.header.partition_leader_epoch,
                                 item.data, item.segment, item.position)
            self.batches.append(stored)
            self._base_offsets.append(stored.base_offset)
            # A checkpoint written before a torn append may lack the newest epochs.
            self.epoch_cache.assign(stored.epoch, stored.base_offset)
        if self.batches:
            self.log_end_offset = self.batches[-1].last_offset + 1
            self.log_start_offset = max(start, self.batches[0].base_offset)
        else:
            segment_base = store.segments[0].base_offset if store.segments else 0
            self.log_start_offset = self.log_end_offset = max(start, segment_base)
        if not store.segments:
            store.truncate_fully(self.log_end_offset)
        self.epoch_cache.truncate_from_end(self.log_end_offset)
        self.epoch_cache.truncate_from_start(self.log_start_offset)
        self._checkpoint_epochs()
        self._after_removal()

    def close(self) -> None:
        if self.store is not None:
            self.store.close()

    def destroy(self) -> None:
        """Drop the log and, when durable, its directory."""
        self.batches.clear()
        self._base_offsets.clear()
        if self.store is not None:
            self.store.destroy()

    def __repr__(self) -> str:
        return (f"PartitionLog({self.topic}-{self.partition}, start={self.log_start_offset}, "
                f"end={self.log_end_offset}, epoch={self.latest_epoch})")
