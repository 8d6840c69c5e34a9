"""The local log's segments and the batches in them, as a partition log holds them in memory
(Kafka's LogSegment and LogSegments).

`LogSegment` is one segment: its base offset, size and batch count, the timestamps that rolling
and time retention read, the producer state as of its end once it is closed, its transaction
index and, when the log is durable, its file. `StoredBatch` is one stored batch: its offsets,
its bytes as they are served, and its segment and byte position there.

`LogSegments` owns them and is the only code that changes them. It keeps these together:
- the segments in offset order, the last one active;
- every batch in offset order, each segment holding a consecutive run of them, with the
  batches' base offsets in a parallel list for bisect;
- each segment's counters (size, batch count, first and largest timestamp), the byte position
  of each batch in its segment, and a closed segment's producer snapshot;
- a segment's file and transaction-index file, created and deleted with it;
- the batch with the largest timestamp (ListOffsets -3, KIP-734).

The log (broker/storage/log.py) decides what happens (appends, rolls, truncation, retention, a
compaction swap, recovery's result) and asks for it here; the files themselves are
broker/storage/segments.py's. The transaction index's entries are the log's (they come from
its producer state); only their file's life follows the segment here.
"""

from __future__ import annotations

import time
from bisect import bisect_left, bisect_right
from collections.abc import Iterator
from dataclasses import dataclass, field
from operator import attrgetter

from kafkasim.broker.storage.segments import SegmentFile, SegmentStore
from kafkasim.broker.storage.transaction_index import TransactionIndex, index_path
from kafkasim.protocol.records import BatchHeader, parse_header


def now_ms() -> int:
    """Wall-clock milliseconds, as segments are stamped with and retention compares."""
    return int(time.time() * 1000)


@dataclass(slots=True, eq=False)
class LogSegment:
    """One segment of the local log: its base offset, size and batch count, the timestamps
    that rolling and time retention read, and its file when the log is durable. Read its
    fields; `LogSegments` changes them."""

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


def _place(segment: LogSegment, header: BatchHeader, data) -> StoredBatch:
    """The one place a segment's counters grow: `data` goes at the segment's end."""
    stored = StoredBatch(header.base_offset, header.last_offset, header.max_timestamp,
                         header.partition_leader_epoch, data, segment, segment.size)
    segment.size += len(data)
    segment.batch_count += 1
    if segment.first_batch_timestamp < 0:
        segment.first_batch_timestamp = header.max_timestamp
    if header.max_timestamp > segment.max_timestamp:
        segment.max_timestamp = header.max_timestamp
    return stored


_BASE_OFFSET = attrgetter("base_offset")
# Stands for "the batch with the largest timestamp is not known": found again when asked for.
# Its timestamp is above any real one, so an append never takes its place.
_UNKNOWN = StoredBatch(-1, -1, 1 << 63, -1, b"")


class LogSegments:
    """The segments of one local log and the batches in them (see the module docstring for
    what it keeps consistent). Iterating it, indexing it and `len` give the segments in
    offset order; `batches` is every batch in offset order, to read and never to change."""

    def __init__(self, store: SegmentStore | None) -> None:
        self._store = store
        self._segments: list[LogSegment] = []
        self.batches: list[StoredBatch] = []
        self._base_offsets: list[int] = []  # parallel to `batches`, for bisect
        self._max_timestamp_batch: StoredBatch | None = None

    # --- reading -------------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self._segments)

    def __iter__(self) -> Iterator[LogSegment]:
        return iter(self._segments)

    def __getitem__(self, index):
        return self._segments[index]

    def __contains__(self, segment: object) -> bool:
        return segment in self._segments

    @property
    def active(self) -> LogSegment | None:
        """The last segment, the one appends go to (None before the first is added)."""
        return self._segments[-1] if self._segments else None

    @property
    def size(self) -> int:
        """Bytes held in every segment (Kafka's UnifiedLog.size)."""
        return sum(segment.size for segment in self._segments)

    @property
    def max_timestamp_batch(self) -> StoredBatch | None:
        """The first batch holding the largest timestamp, None without batches."""
        if self._max_timestamp_batch is _UNKNOWN:
            top = None
            for batch in self.batches:
                if top is None or batch.max_timestamp > top.max_timestamp:
                    top = batch
            self._max_timestamp_batch = top
        return self._max_timestamp_batch

    def floor(self, offset: int) -> int:
        """Index in `batches` of the batch holding `offset`, or of the first batch after it
        (in a gap that compaction left, or past the end: `len(batches)`)."""
        index = bisect_right(self._base_offsets, offset) - 1
        if index < 0:
            return 0
        if self.batches[index].last_offset < offset:
            index += 1
        return index

    def from_floor(self, offset: int) -> list[LogSegment]:
        """The segment holding `offset` (the first one when `offset` is below it) and every
        later segment (Kafka's floorSegment, then higherSegments)."""
        index = max(bisect_right(self._segments, offset, key=_BASE_OFFSET) - 1, 0)
        return self._segments[index:]

    def with_ends(self, log_end_offset: int) -> Iterator[tuple[LogSegment, int]]:
        """(segment, end) in offset order, the end being the next segment's base offset, or
        `log_end_offset` for the active segment."""
        segments = self._segments
        last = len(segments) - 1
        for index, segment in enumerate(segments):
            yield segment, (segments[index + 1].base_offset if index < last else log_end_offset)

    def closed_below(self, offset: int) -> int:
        """How many of the oldest segments lie wholly below `offset`: closed segments whose
        successor starts at or before it (what moving the log start to `offset` deletes)."""
        segments = self._segments
        count = 0
        while count + 1 < len(segments) and segments[count + 1].base_offset <= offset:
            count += 1
        return count

    def batches_of(self, segment: LogSegment) -> list[StoredBatch]:
        """The batches of `segment`, in order."""
        first = bisect_left(self._base_offsets, segment.base_offset)
        return self.batches[first:first + segment.batch_count]

    def closed_run(self, group: list[LogSegment]) -> bool:
        """True when `group` is still a run of consecutive closed segments here (a compaction
        round's snapshot that the log has not moved away from)."""
        try:
            index = self._segments.index(group[0])
        except ValueError:
            return False
        return self._segments[index:index + len(group)] == group \
            and index + len(group) < len(self._segments)

    def files(self) -> list[SegmentFile]:
        """The segment files, in offset order (none for a log without a directory)."""
        return [segment.file for segment in self._segments if segment.file is not None]

    # --- segments --------------------------------------------------------------------------

    def add(self, base_offset: int) -> LogSegment:
        """Start a new active segment at `base_offset` (Kafka's LogSegments.add): with a
        directory, its file is created empty and a stale transaction index is removed."""
        segment = LogSegment(base_offset, now_ms())
        if self._store is not None:
            segment.file = self._store.new_segment(base_offset)
            segment.txn_index.path = index_path(self._store.directory, base_offset)
            segment.txn_index.delete()
        self._segments.append(segment)
        return segment

    def roll(self, base_offset: int, producer_snapshot: list) -> LogSegment:
        """Close the active segment, which keeps `producer_snapshot` (the producer state as of
        its end), and add a new one at `base_offset`."""
        if self._segments:
            self._segments[-1].producer_snapshot = producer_snapshot
        return self.add(base_offset)

    def restart_active(self, base_offset: int) -> LogSegment:
        """Replace the empty active segment with one at `base_offset` (a follower following its
        leader's log start)."""
        self._drop(self._segments.pop())
        return self.add(base_offset)

    def load(self, file: SegmentFile, producer_snapshot: list | None) -> LogSegment:
        """Add a segment recovered from `file` (its batches follow: `append` with `in_file`),
        with the transaction index kept beside it and the producer snapshot as of its end."""
        segment = LogSegment(file.base_offset, now_ms(), file=file,
                             producer_snapshot=producer_snapshot)
        segment.txn_index = TransactionIndex.load(index_path(self._store.directory,
                                                             file.base_offset))
        self._segments.append(segment)
        return segment

    # --- batches ---------------------------------------------------------------------------

    def append(self, header: BatchHeader, data, *, in_file: bool = False) -> StoredBatch:
        """Add one batch at the end of the active segment, and of its file when durable
        (unless it is `in_file` already: recovery)."""
        segment = self._segments[-1]
        if segment.file is not None and not in_file:
            self._store.append(segment.file, data)
        stored = _place(segment, header, data)
        self.batches.append(stored)
        self._base_offsets.append(header.base_offset)
        top = self._max_timestamp_batch
        if top is None or header.max_timestamp > top.max_timestamp:
            self._max_timestamp_batch = stored
        return stored

    # --- removal ---------------------------------------------------------------------------

    def truncate_from(self, index: int) -> StoredBatch:
        """Remove batch `index` of `batches` and every later one: later segments go whole
        (files too), the segment holding it is cut at its byte position. Returns the first
        batch removed."""
        first_removed = self.batches[index]
        segment = first_removed.segment
        while self._segments[-1] is not segment:
            self._drop(self._segments.pop())
        del self.batches[index:]
        del self._base_offsets[index:]
        kept = self.batches_of(segment)
        segment.size = first_removed.position
        segment.batch_count = len(kept)
        segment.first_batch_timestamp = kept[0].max_timestamp if kept else -1
        segment.max_timestamp = max((b.max_timestamp for b in kept), default=-1)
        segment.producer_snapshot = None
        if segment.file is not None:
            self._store.truncate(segment.file, first_removed.position)
        self._max_timestamp_batch = _UNKNOWN
        return first_removed

    def drop_head(self, count: int) -> list[LogSegment]:
        """Remove the `count` oldest segments with their batches and files (at least one
        segment must remain: roll first to drop them all). Returns the segments removed."""
        dropped = self._segments[:count]
        batch_count = sum(segment.batch_count for segment in dropped)
        del self.batches[:batch_count]
        del self._base_offsets[:batch_count]
        del self._segments[:count]
        for segment in dropped:
            self._drop(segment)
        top = self._max_timestamp_batch
        if top is not None and top.last_offset < self._segments[0].base_offset:
            self._max_timestamp_batch = _UNKNOWN  # it was dropped (or was not known)
        return dropped

    def clear(self) -> None:
        """Remove every segment, with its files."""
        while self._segments:
            self._drop(self._segments.pop())
        self.batches.clear()
        self._base_offsets.clear()
        self._max_timestamp_batch = None

    def forget(self) -> list[SegmentFile]:
        """Let go of every segment without touching its files, and return the files (the log
        is destroyed with its directory)."""
        files = self.files()
        self._segments.clear()
        self.batches.clear()
        self._base_offsets.clear()
        self._max_timestamp_batch = None
        return files

    def _drop(self, segment: LogSegment) -> None:
        if segment.file is not None:
            self._store.delete(segment.file)
        segment.txn_index.delete()

    # --- compaction ------------------------------------------------------------------------

    def replace(self, group: list[LogSegment], payloads: list[bytes]) -> LogSegment:
        """Swap `group` (a `closed_run`) for one segment holding `payloads`, the batches a
        compaction round kept of them, offsets unchanged (with a directory, the files are
        swapped as Kafka does: broker/storage/segments.py's `swap_in`). The new segment starts
        with an empty transaction index; the log refills it. Returns the new segment."""
        first = bisect_left(self._base_offsets, group[0].base_offset)
        count = sum(segment.batch_count for segment in group)
        segment = LogSegment(group[0].base_offset, group[-1].created_ms,
                             producer_snapshot=group[-1].producer_snapshot)
        if self._store is not None:
            segment.file = self._store.swap_in(segment.base_offset, payloads,
                                              [s.file for s in group if s.file is not None])
        stored = [_place(segment, parse_header(data), data) for data in payloads]
        self.batches[first:first + count] = stored
        self._base_offsets[first:first + count] = [batch.base_offset for batch in stored]
        index = self._segments.index(group[0])
        self._segments[index:index + len(group)] = [segment]
        for replaced in group:
            replaced.txn_index.delete()
        if self._store is not None:
            segment.txn_index.path = index_path(self._store.directory, segment.base_offset)
        self._max_timestamp_batch = _UNKNOWN
        return segment
