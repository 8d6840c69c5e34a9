"""Log compaction: Kafka's LogCleaner, LogCleanerManager and Cleaner, for one partition log.

A log with `cleanup.policy` compact (or compact,delete) is cleaned in rounds. A round
(`plan`) looks at the log between its first dirty offset (where the previous round stopped,
kept in the `cleaner-offset-checkpoint` file; the log start the first time) and its first
uncleanable offset: the smallest of the last stable offset (never past the high watermark),
the active segment's base offset, and the base of the first segment holding a record newer
than `min.compaction.lag.ms`; it is rounded down to a segment boundary. A log is cleaned when
its dirty bytes are more than `min.cleanable.dirty.ratio` of its bytes, or when a dirty
segment's first batch is older than `max.compaction.lag.ms` (the filthiest log first).

`CleaningJob.run` then does what Kafka's Cleaner.doClean does, on a snapshot of the log's
closed segments, without touching the log (so it may run off the event loop):

1. the offset map: for every key in the dirty section, its latest offset (records of aborted
   transactions excluded);
2. every segment from the log start to the end of the dirty section, in groups whose sizes add
   up to at most `segment.bytes`, is rewritten: a record stays when it is the latest for its
   key (or beyond the map) and is not a tombstone past its delete horizon; records without a
   key go; aborted transactions' batches go; a transaction marker goes once no batch of its
   transaction remains and its delete horizon has passed; the last batch of every producer and
   the batch that ends the round are kept, empty if need be (producer sequences survive);
3. batches keep their base offset and last offset delta: offsets never change, gaps are left
   where records went. A batch that keeps all its records is kept byte for byte; otherwise it is
   rebuilt with the same codec. A batch that keeps tombstones or a marker of an empty
   transaction gets a delete horizon (KIP-534): its base timestamp becomes now +
   `delete.retention.ms`, and the tombstones go in a later round after that time.

The log cleaner (broker/replica/log_cleaner.py) drives a round: `plan` and `cleaning_job` read
the log, `CleaningJob.run` may run on a thread of its own, and the log swaps the rewritten
segments in whole (`PartitionLog.replace_segments`; files: written as `.cleaned`, renamed
`.swap`, the old ones deleted, renamed `.log`; recovery finishes a swap that a crash
interrupted), and the checkpoint moves to the end of the dirty section.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, NamedTuple

from kafkasim.broker.storage.log_segments import LogSegment, now_ms
from kafkasim.protocol.records import (
    ControlType,
    CorruptRecordError,
    iter_records,
    parse_control_record,
    parse_header,
    rebuild_batch,
)
from kafkasim.protocol.records import empty_batch as make_empty_batch

# Kafka's SkimpyOffsetMap holds log.cleaner.dedupe.buffer.size / 24 bytes per entry, at a
# load factor of log.cleaner.io.buffer.load.factor; kafkasim's map is a dict of the same
# capacity (128 MiB / 24 * 0.9 = 5,033,164 keys by default).
ENTRY_BYTES = 24

if TYPE_CHECKING:
    from kafkasim.broker.storage.log import PartitionLog


@dataclass(slots=True)
class LogToClean:
    """Kafka's LogToClean: the range a round would clean and how dirty the log is."""

    first_dirty_offset: int
    first_uncleanable_offset: int  # a segment base offset
    clean_bytes: int
    cleanable_bytes: int
    need_compaction_now: bool

    @property
    def total_bytes(self) -> int:
        return self.clean_bytes + self.cleanable_bytes

    @property
    def cleanable_ratio(self) -> float:
        return self.cleanable_bytes / self.total_bytes if self.total_bytes else 0.0


class OffsetsToClean(NamedTuple):
    """Kafka's OffsetsToClean: where a round would start and the offset it cannot reach."""

    first_dirty_offset: int
    first_uncleanable_offset: int


def cleanable_offsets(log: PartitionLog, stable_offset: int, now: int) -> OffsetsToClean:
    """LogCleanerManager.cleanableOffsets, from the log's cleaner checkpoint."""
    start = log.log_start_offset
    checkpoint = log.cleaner_checkpoint
    first_dirty = start if checkpoint is None else checkpoint
    if first_dirty < start or first_dirty > log.log_end_offset:
        first_dirty = start
    candidates = [stable_offset, log.segments.active.base_offset]
    lag = max(log.config.min_compaction_lag_ms, 0)
    if lag > 0:
        for segment in _non_active_from(log, first_dirty):
            if segment.largest_timestamp > now - lag:
                candidates.append(segment.base_offset)
                break
    return OffsetsToClean(first_dirty, max(first_dirty, min(candidates)))


def _non_active_from(log: PartitionLog, offset: int):
    """The closed segments holding offsets at or after `offset`."""
    active = log.segments.active
    for segment, end in log.segments.with_ends(log.log_end_offset):
        if segment is not active and end > offset:
            yield segment


def plan(log: PartitionLog, stable_offset: int, now: int | None = None) -> LogToClean | None:
    """What a round would clean now, from where the previous round stopped (the log's
    cleaner checkpoint); None when there is nothing (LogCleanerManager's
    grabFilthiestCompactedLog, for one log)."""
    now = now_ms() if now is None else now
    if not log.segments:
        return None
    first_dirty, uncleanable = cleanable_offsets(log, stable_offset, now)
    # calculateCleanableBytes: round down to the segment holding the uncleanable offset.
    first_uncleanable = log.segments.active.base_offset
    for segment in _non_active_from(log, uncleanable):
        first_uncleanable = segment.base_offset
        break
    clean_bytes = cleanable_bytes = 0
    for segment, upper in log.segments.with_ends(log.log_end_offset):
        if upper <= first_dirty and segment.base_offset < first_dirty:
            clean_bytes += segment.size
        elif min(first_dirty, first_uncleanable) <= segment.base_offset < first_uncleanable \
                or (segment.base_offset < first_uncleanable and upper > first_dirty):
            cleanable_bytes += segment.size
    # maxCompactionDelay: the earliest first-batch timestamp of a dirty closed segment.
    need_now = False
    max_lag = max(log.config.max_compaction_lag_ms, 0)
    stamps = [s.first_batch_timestamp for s in _non_active_from(log, first_dirty)
              if s.first_batch_timestamp > 0]
    if stamps and min(stamps) < now - max_lag:
        need_now = True
    ltc = LogToClean(first_dirty, first_uncleanable, clean_bytes, cleanable_bytes, need_now)
    return ltc if ltc.total_bytes > 0 else None


def should_clean(ltc: LogToClean, min_cleanable_ratio: float) -> bool:
    return (ltc.need_compaction_now and ltc.cleanable_bytes > 0) \
        or ltc.cleanable_ratio > min_cleanable_ratio


class BatchRetention(Enum):
    """What becomes of a batch whose records all go (Kafka's RecordFilter.BatchRetention)."""

    DELETE = "delete"              # the batch goes whole, its records unread
    RETAIN_EMPTY = "retain-empty"  # kept, empty if need be (a producer's last batch)
    DELETE_EMPTY = "delete-empty"  # kept only while some record stays


class AbortedRange(NamedTuple):
    """An aborted transaction as the cleaner walks it: its producer and its offsets."""

    producer_id: int
    first_offset: int
    last_offset: int  # its ABORT marker's


class SegmentPayloads(NamedTuple):
    """A closed segment of the log and its batches' bytes, in order."""

    segment: LogSegment
    payloads: list


class CleanedGroup(NamedTuple):
    """Consecutive segments a round cleaned into one, and the batches kept of them: what
    `PartitionLog.replace_segments` swaps in."""

    segments: list[LogSegment]
    payloads: list[bytes]


@dataclass(slots=True)
class CleaningStats:
    records_read: int = 0
    bytes_read: int = 0
    records_retained: int = 0
    bytes_retained: int = 0
    seconds: float = 0.0


@dataclass
class CleaningJob:
    """One round over a snapshot of the log's segments: every segment from the log start up
    to `end_offset` (the first uncleanable offset) with its batches; `run` may execute on
    another thread."""

    segments: list[SegmentPayloads]
    first_dirty_offset: int
    end_offset: int
    segment_bytes: int
    delete_retention_ms: int
    now: int
    map_capacity: int
    # Over the whole log (see `aborted_transactions` and `last_data_batches`).
    aborted: list[AbortedRange]
    last_of_producer: dict[int, int]
    stats: CleaningStats = field(default_factory=CleaningStats)

    def run(self) -> list[CleanedGroup]:
        """The segments cleaned into one and the batches kept of them, per group."""
        began = time.monotonic()
        offsets, end = self._offset_map()
        last_of_producer = self.last_of_producer
        groups = self._group(end)
        out = []
        txn = _TransactionState(self.aborted)
        for group in groups:
            batches: list[bytes] = []
            for held in group:
                for data in held.payloads:
                    self._clean_batch(data, offsets, end, last_of_producer, txn, batches)
            out.append(CleanedGroup([held.segment for held in group], batches))
        self.end_offset = end
        self.stats.seconds = time.monotonic() - began
        return out

    # --- the offset map -------------------------------------------------------------------

    def _offset_map(self) -> tuple[dict[bytes, int], int]:
        """key -> latest offset over the dirty section; and where the round ends (the end of
        the dirty section, or earlier when the map fills up)."""
        offsets: dict[bytes, int] = {}
        start, end = self.first_dirty_offset, self.end_offset
        # collectAbortedTransactions(start, end): the transactions overlapping the range.
        txn = _TransactionState([aborted for aborted in self.aborted
                                 if aborted.last_offset >= start and aborted.first_offset < end])
        for held in self.segments:
            for data in held.payloads:
                header = parse_header(data)
                if header.last_offset < start:
                    continue
                if header.base_offset >= end:
                    return offsets, end
                if header.is_control:
                    txn.on_control(header, data)
                    continue
                if txn.on_batch(header):
                    continue  # aborted: its keys are not the latest values
                for record in iter_records(data):
                    offset = header.base_offset + record.offset_delta
                    if record.key is not None and offset >= start:
                        key = bytes(record.key)
                        if key not in offsets and len(offsets) >= self.map_capacity:
                            # Full: the round stops at the batch holding this record.
                            return offsets, max(header.base_offset, start + 1)
                        offsets[key] = offset
        return offsets, end

    # --- grouping -------------------------------------------------------------------------

    def _group(self, end: int) -> list[list[SegmentPayloads]]:
        """groupSegmentsBySize: consecutive segments below `end` whose sizes add up to at most
        `segment.bytes` are cleaned into one."""
        segments = [held for held in self.segments if held.segment.base_offset < end]
        groups = []
        while segments:
            group = [segments.pop(0)]
            size = group[0].segment.size
            while segments and size + segments[0].segment.size <= self.segment_bytes:
                size += segments[0].segment.size
                group.append(segments.pop(0))
            groups.append(group)
        return groups

    # --- one batch (MemoryRecords.filterTo with the cleaner's RecordFilter) ---------------

    def _clean_batch(self, data, offsets: dict[bytes, int], end: int,
                     last_of_producer: dict[int, int], txn: _TransactionState,
                     out: list[bytes]) -> None:
        header = parse_header(data)
        stats = self.stats
        stats.bytes_read += len(data)
        horizon = header.delete_horizon_ms
        if header.is_control:
            can_discard = txn.on_control(header, data)
            discard_records = can_discard and horizon is not None and horizon <= self.now
        else:
            can_discard = txn.on_batch(header)
            discard_records = can_discard
        if header.producer_id >= 0 and not header.is_control \
                and last_of_producer.get(header.producer_id) == header.last_offset:
            retention = BatchRetention.RETAIN_EMPTY
        elif header.next_offset == end:
            retention = BatchRetention.RETAIN_EMPTY
        elif discard_records:
            retention = BatchRetention.DELETE
        else:
            retention = BatchRetention.DELETE_EMPTY
        marker_of_empty_txn = can_discard and header.is_control
        if retention is BatchRetention.DELETE:
            stats.records_read += header.records_count
            return
        retained = []
        tombstones = False
        whole = True
        latest = end - 1
        for record in _records(data):
            stats.records_read += 1
            offset = header.base_offset + record.offset_delta
            if discard_records:
                keep = False
            elif header.is_control:
                keep = True
            elif offset > latest:
                keep = True
            elif record.key is None:
                keep = False
            else:
                found = offsets.get(bytes(record.key), -1)
                retain_deletes = horizon is None or self.now < horizon
                keep = offset >= found and (record.value is not None or retain_deletes)
            if keep:
                retained.append(record)
                if record.value is None:
                    tombstones = True
            else:
                whole = False
        if retained:
            need_horizon = (tombstones or marker_of_empty_txn) and horizon is None
            if whole and not need_horizon:
                payload = bytes(data)
            else:
                new_horizon = self.now + self.delete_retention_ms if need_horizon else horizon
                payload = rebuild_batch(header, retained, new_horizon)
            stats.records_retained += len(retained)
            stats.bytes_retained += len(payload)
            out.append(payload)
        elif retention is BatchRetention.RETAIN_EMPTY:
            out.append(make_empty_batch(header))


def last_data_batches(payloads) -> dict[int, int]:
    """producer id -> the last offset of its last data batch in `payloads` (the log's batches in
    order): Kafka keeps those batches, empty if need be, so that the producer's state survives
    cleaning (its lastRecordsOfActiveProducers)."""
    last: dict[int, int] = {}
    for data in payloads:
        header = parse_header(data)
        if header.producer_id >= 0 and not header.is_control:
            last[header.producer_id] = header.last_offset
    return last


def aborted_transactions(payloads) -> list[AbortedRange]:
    """Every aborted transaction in `payloads` (the log's batches in order), by first offset:
    what Kafka's transaction index holds, derived from the log itself."""
    open_first: dict[int, int] = {}
    aborted = []
    for data in payloads:
        header = parse_header(data)
        if not header.is_transactional:
            continue
        pid = header.producer_id
        if header.is_control:
            first = open_first.pop(pid, None)
            if first is not None and _control_type(data) == ControlType.ABORT:
                aborted.append(AbortedRange(pid, first, header.last_offset))
        else:
            open_first.setdefault(pid, header.base_offset)
    aborted.sort(key=lambda entry: entry.first_offset)
    return aborted


def cleaning_job(log: PartitionLog, ltc: LogToClean, now: int, map_capacity: int
                 ) -> CleaningJob:
    """A snapshot of the closed segments below `ltc`'s first uncleanable offset, and of
    the transactions and producers of the whole log, for `CleaningJob.run`."""
    end = ltc.first_uncleanable_offset
    active = log.segments.active
    segments = [SegmentPayloads(segment, [batch.data for batch in log.segments.batches_of(segment)])
                for segment in log.segments if segment.base_offset < end and segment is not active]
    payloads = [batch.data for batch in log.segments.batches]
    return CleaningJob(
        segments, ltc.first_dirty_offset, end, log.config.segment_bytes,
        log.config.delete_retention_ms, now, map_capacity,
        aborted_transactions(payloads), last_data_batches(payloads))


def _records(data):
    try:
        return list(iter_records(data))
    except CorruptRecordError:
        return []


def _control_type(data) -> int | None:
    records = _records(data)
    if not records:
        return None
    return parse_control_record(records[0]).type


class _OngoingAbort:
    """An aborted transaction the walk is inside, and the last offset of its latest batch seen
    (None: no batch of it seen yet, so its marker may go)."""

    __slots__ = ("last_batch_offset", "txn")

    def __init__(self, txn: AbortedRange) -> None:
        self.txn = txn
        self.last_batch_offset: int | None = None


class _TransactionState:
    """Kafka's CleanedTransactionMetadata: walking the log in order, which data batches
    belong to aborted transactions (discarded) and which markers may go."""

    def __init__(self, aborted: list[AbortedRange]) -> None:
        self.aborted = list(aborted)  # by first offset
        self.position = 0
        self.ongoing_aborted: dict[int, _OngoingAbort] = {}  # by producer id
        self.ongoing_committed: set[int] = set()

    def _consume_up_to(self, offset: int) -> None:
        while self.position < len(self.aborted) \
                and self.aborted[self.position].first_offset <= offset:
            txn = self.aborted[self.position]
            self.position += 1
            self.ongoing_aborted.setdefault(txn.producer_id, _OngoingAbort(txn))

    def on_batch(self, header) -> bool:
        """A data batch; True when it belongs to an aborted transaction."""
        self._consume_up_to(header.last_offset)
        if not header.is_transactional:
            return False
        entry = self.ongoing_aborted.get(header.producer_id)
        if entry is not None:
            entry.last_batch_offset = header.last_offset
            return True
        self.ongoing_committed.add(header.producer_id)
        return False

    def on_control(self, header, data) -> bool:
        """A marker; True when it may be discarded (no batch of its transaction remains)."""
        self._consume_up_to(header.last_offset)
        kind = _control_type(data)
        if kind is None:
            return True  # an empty control batch was already cleaned
        pid = header.producer_id
        if kind == ControlType.ABORT:
            entry = self.ongoing_aborted.pop(pid, None)
            return not (entry is not None and entry.last_batch_offset is not None)
        if kind == ControlType.COMMIT:
            if pid in self.ongoing_committed:
                self.ongoing_committed.discard(pid)
                return False
            return True
        return False
