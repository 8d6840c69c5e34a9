"""The partition log: record batches as stored, in segments, with an offset index and a
leader-epoch cache.

A `PartitionLog` holds one replica's copy of a partition. Batches are kept exactly as they will
be served: the leader assigns offsets by patching base offset and partition leader epoch into
a private copy of the producer's batch (the CRC does not cover those fields, so nothing is
recomputed); a follower keeps the leader's offsets and epochs. Reads return zero-copy
memoryview slices of stored batches.

Batches live in segments, in memory and, with a directory, in segment files
(`broker.segments`) from which `PartitionLog.open` recovers the log after a restart. The
segments, the batches and their index (base offsets searched with bisect) are kept together by
`LogSegments` (broker/storage/log_segments.py); the log decides when to roll a new segment:
when the active one would exceed `segment.bytes`, or when a batch's timestamp is more than
`segment.ms` past the first batch of the segment (Kafka's LogSegment.shouldRoll). The
leader-epoch cache maps each epoch to the first offset written in it (Kafka's
LeaderEpochFileCache).

Offsets, as Kafka's UnifiedLog keeps them:
- `log_start_offset`: the first offset of the partition, remote tier included (moved by
  DeleteRecords, total retention and a follower following its leader);
- `local_log_start_offset`: the first offset held here; above the log start once uploaded
  segments were deleted locally (KIP-405). Reads below it raise
  `OffsetMovedToTieredStorageError`;
- `highest_offset_in_remote_storage`: the last tiered offset (KIP-1005), -1 when nothing is
  uploaded; set by the remote log manager from the remote log metadata;
- `log_end_offset`: the next offset to append.

The log owns its offsets, its leader-epoch cache and producer state and their checkpoint
files, and the entries of its segments' transaction indexes. It is built from parts that own
their own state: the segments and batches (`log_segments`), the leader-epoch cache
(`leader_epoch_cache`), producer state (`producer_state`), the transaction index
(`transaction_index`), and loading from a directory (`log_recovery`, which returns what it
loaded). Policies that read the log and act through its public methods live beside it and are
called by the replica manager, not by the log: lookups by timestamp (`log_timestamps`),
retention (`log_retention`), compaction (`cleaner`) and what goes to the remote tier
(`log_tiering`). None of them imports another's privates, and this module imports none of them.

All methods are synchronous: the log is mutated only by its partition's owner between awaits.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from pathlib import Path

from kafkasim.broker.storage import log_recovery
from kafkasim.broker.storage.leader_epoch_cache import LeaderEpochCache
from kafkasim.broker.storage.log_config import LogConfig
from kafkasim.broker.storage.log_segments import LogSegment, LogSegments, now_ms
from kafkasim.broker.storage.producer_state import (
    BatchMetadata,
    CompletedTransaction,
    ProducerStateManager,
)
from kafkasim.broker.storage.segments import SegmentStore
from kafkasim.broker.storage.transaction_index import AbortedTransaction, collect_aborted
from kafkasim.protocol.records import (
    BatchHeader,
    ControlRecord,
    CorruptRecordError,
    iter_records,
    parse_control_record,
    parse_header,
    set_base_offset,
    set_partition_leader_epoch,
)


class MemoryVolume:
    """A broker's logs without a data directory, kept across a restart of the broker as a
    disk would keep them (a cluster holds one per broker)."""

    def __init__(self) -> None:
        self.logs: dict[tuple[str, int], PartitionLog] = {}
        # The directory's id (KIP-858), as Kafka keeps it in the directory's meta.properties.
        self.directory_id = uuid.uuid4()
        # The broker epoch of the last clean shutdown (-1: none since the last start), as a
        # data directory's `.kafka_cleanshutdown` holds it (broker/storage/checkpoints.py).
        self.clean_shutdown_epoch = -1


class OffsetOutOfRangeError(Exception):
    """A read asked for an offset outside [log start offset, log end offset]."""


class OffsetMovedToTieredStorageError(OffsetOutOfRangeError):
    """A read asked for an offset in [log start offset, local log start offset): it is in the
    remote tier only (Kafka's OffsetMovedToTieredStorageException)."""


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


class PartitionLog:
    """One replica's log of one partition (see the module docstring)."""

    def __init__(self, topic: str, partition: int, *, directory: Path | None = None,
                 config: LogConfig | None = None, segment_bytes: int | None = None) -> None:
        self.topic = topic
        self.partition = partition
        if config is None:
            config = LogConfig() if segment_bytes is None else LogConfig(segment_bytes=segment_bytes)
        self.config = config
        self.log_start_offset = 0
        self.local_log_start_offset = 0
        self.log_end_offset = 0
        # The last offset uploaded to the remote tier (KIP-1005), -1 when none; the remote
        # log manager sets it from the remote log metadata.
        self.highest_offset_in_remote_storage = -1
        self.epoch_cache = LeaderEpochCache()
        self.producer_state = ProducerStateManager()
        # The producer state as of the first local segment's base offset (what came before it
        # was deleted locally, or is in the remote tier): producer state is rebuilt from it.
        self._start_snapshot: list | None = None
        # Where the log cleaner stopped: its next round starts there (None: the log start).
        self.cleaner_checkpoint: int | None = None
        self.store = SegmentStore(directory) if directory is not None else None
        if self.store is not None:
            self.store.directory.mkdir(parents=True, exist_ok=True)
        # The segments and their batches (read them; they change through this class).
        self.segments = LogSegments(self.store)
        # Offsets below this are flushed: they survive a power loss (`lose_unflushed`).
        self.recovery_point = 0
        self.topic_id = None
        self.volume: MemoryVolume | None = None

    @classmethod
    def open(cls, topic: str, partition: int, *, directory: Path | None = None,
             config: LogConfig | None = None, segment_bytes: int | None = None,
             topic_id=None, volume: MemoryVolume | None = None,
             recovery_point: int | None = None) -> PartitionLog:
        """Create the log, recovering it from `directory` when that holds segments of the
        same topic id (segments of another topic id are deleted first); batches are validated
        from the segment holding `recovery_point` on (the checkpointed one; None: all of them,
        as Kafka recovers a log without a checkpoint entry whole). Without a directory, a
        `volume` hands back the log a previous incarnation of the broker kept there."""
        if directory is None and volume is not None:
            kept = volume.logs.get((topic, partition))
            if kept is not None and kept.topic_id == topic_id:
                return kept
        log = cls(topic, partition, directory=directory, config=config,
                  segment_bytes=segment_bytes)
        log.topic_id = topic_id
        if log.store is None:
            if volume is not None:
                volume.logs[(topic, partition)] = log
                log.volume = volume
            return log
        store = log.store
        if topic_id is not None:
            recorded = store.read_topic_id()
            if recorded is not None and recorded != str(topic_id):
                store.destroy([])
                store.directory.mkdir(parents=True, exist_ok=True)
            store.write_topic_id(topic_id)
        log._take_over(log_recovery.load(store, log.config, recovery_point))
        return log

    def _take_over(self, loaded: log_recovery.LoadedLog) -> None:
        """Adopt what loading found, then delete whole segments below the log start (a
        DeleteRecords just before the crash), rewrite the checkpoints that changed and
        rebuild the producer state."""
        self.segments = loaded.segments
        self.epoch_cache = loaded.epoch_cache
        self.cleaner_checkpoint = loaded.cleaner_checkpoint
        self.log_start_offset = loaded.log_start_offset
        self.log_end_offset = loaded.log_end_offset
        self.local_log_start_offset = max(self.log_start_offset, self.segments[0].base_offset)
        self._start_snapshot = loaded.start_snapshot
        self.delete_oldest_segments(self.segments.closed_below(self.log_start_offset))
        self.epoch_cache.truncate_from_end(self.log_end_offset)
        self.epoch_cache.truncate_from_start(self.log_start_offset)
        # Rewrite only what recovery changed: each write is two fsyncs, and a broker opens
        # thousands of logs at start-up. Without a log start file the next recovery derives
        # the same start from the segments.
        if self.epoch_cache.entries != (loaded.checkpointed_epochs or []):
            self._checkpoint_epochs()
        recorded = loaded.checkpointed_log_start_offset
        if recorded != self.log_start_offset and (
                recorded is not None or self.log_start_offset != self.segments[0].base_offset):
            self.store.write_log_start_offset(self.log_start_offset)
        self._rebuild_producer_state()
        self.recovery_point = self.log_end_offset

    # --- state -------------------------------------------------------------------------

    @property
    def latest_epoch(self) -> int:
        return self.epoch_cache.latest_epoch

    @property
    def size(self) -> int:
        """Bytes held locally (Kafka's UnifiedLog.size)."""
        return self.segments.size

    def update_config(self, config: LogConfig) -> None:
        """Adopt new settings (a topic or broker config changed); they apply from the next
        append or retention pass."""
        self.config = config

    def end_offset_for_epoch(self, epoch: int) -> tuple[int, int]:
        """(epoch, end offset) as OffsetForLeaderEpoch answers it (see LeaderEpochCache)."""
        return self.epoch_cache.end_offset_for(epoch, self.log_end_offset)

    def assign_epoch_start_offset(self, epoch: int, start_offset: int) -> None:
        """A new leader records its epoch at the current log end (Kafka's makeLeader)."""
        if self.epoch_cache.assign(epoch, start_offset):
            self._checkpoint_epochs()

    # --- appends -----------------------------------------------------------------------

    def append_as_leader(self, batch: memoryview, header: BatchHeader, leader_epoch: int,
                         *, from_client: bool = True) -> LeaderAppendResult:
        """Assign offsets to one validated client batch and append it.

        Producer checks run first: a retried duplicate returns the original offsets with
        `duplicate=True` and appends nothing; `ProducerStateError` propagates. A batch a
        coordinator writes (`from_client` False) has its producer epoch checked only.
        """
        if from_client:
            duplicate: BatchMetadata | None = self.producer_state.check_client_batch(header)
            if duplicate is not None:
                return LeaderAppendResult(duplicate.first_offset, duplicate.last_offset, True,
                                          duplicate.timestamp)
        elif header.producer_id >= 0 and not header.is_control:
            self.producer_state.check_coordinator_batch(header)
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
        if not self.segments.batches and header.base_offset > self.log_end_offset:
            # The leader's log starts later than ours (its start moved): follow it.
            if self.log_start_offset == self.log_end_offset:
                self.log_start_offset = header.base_offset
                if self.store is not None:
                    self.store.write_log_start_offset(self.log_start_offset)
            self.local_log_start_offset = self.log_end_offset = header.base_offset
        # Fetched frames are private buffers (protocol.streams), so the slice is kept as is.
        self._append(header, batch if isinstance(batch, memoryview) and not batch.readonly
                     else bytes(batch))

    def _append(self, header: BatchHeader, data) -> None:
        self._roll_if_due(header, len(data))
        segment = self.segments.append(header, data).segment
        self.log_end_offset = header.next_offset
        if self.epoch_cache.assign(header.partition_leader_epoch, header.base_offset):
            self._checkpoint_epochs()
        completed = self.producer_state.update(
            header, header.base_offset, header.last_offset,
            control_record_of(data) if header.is_control else None)
        if completed is not None and completed.aborted:
            segment.txn_index.append(self._aborted_entry(completed))

    def _aborted_entry(self, completed: CompletedTransaction) -> AbortedTransaction:
        return AbortedTransaction(completed.producer_id, completed.first_offset,
                                  completed.last_offset,
                                  self.producer_state.last_stable_offset_of(completed))

    # --- transactions ------------------------------------------------------------------

    def first_unstable_offset(self, high_watermark: int) -> int | None:
        """The first offset of the earliest transaction not yet stable at `high_watermark`
        (never below the log start offset), None when every transaction is."""
        first = self.producer_state.first_unstable_offset(high_watermark)
        return None if first is None else max(first, self.log_start_offset)

    def aborted_transactions(self, fetch_offset: int, upper_bound: int
                             ) -> list[AbortedTransaction]:
        """The aborted transactions overlapping [fetch_offset, upper_bound), from the
        transaction index of the segment holding `fetch_offset` onwards, until an entry's
        last stable offset reaches the bound (Kafka's LocalLog.collectAbortedTransactions)."""
        return collect_aborted((s.txn_index for s in self.segments.from_floor(fetch_offset)),
                               fetch_offset, upper_bound)

    def read_upper_bound(self, fetch_offset: int) -> int:
        """Where the aborted transactions of a read from `fetch_offset` are collected up to:
        the next segment's base offset, or the log end (Kafka's fetchUpperBoundOffset falls
        back to these when its sparse offset index has no entry past the read)."""
        for segment in self.segments:
            if segment.base_offset > fetch_offset:
                return segment.base_offset
        return self.log_end_offset

    # --- segments ----------------------------------------------------------------------

    def _roll_if_due(self, header: BatchHeader, size: int) -> None:
        """Make the active segment the one the batch goes to, rolling a new one when Kafka's
        LogSegment.shouldRoll says so: the active segment is not empty and the batch would
        take it past `segment.bytes`, or the batch is more than `segment.ms` newer than its
        first batch."""
        active = self.segments.active
        if active is None:
            self.segments.add(header.base_offset)
            return
        if active.batch_count == 0:
            if active.base_offset != header.base_offset:
                # An empty segment starting elsewhere (a follower following its leader's start).
                self.segments.restart_active(header.base_offset)
            return
        config = self.config
        if active.size + size > config.segment_bytes:
            self.roll(header.base_offset)
            return
        if active.first_batch_timestamp >= 0:
            waited = header.max_timestamp - active.first_batch_timestamp
        else:
            waited = now_ms() - active.created_ms
        if waited > config.segment_ms:
            self.roll(header.base_offset)

    def roll(self, base_offset: int | None = None) -> LogSegment:
        """Close the active segment (keeping the producer state as of its end) and start a new
        one at `base_offset` (the log end by default). An empty active segment is kept."""
        base_offset = self.log_end_offset if base_offset is None else base_offset
        active = self.segments.active
        if active is None:
            return self.segments.add(base_offset)
        if active.batch_count == 0 and active.base_offset == base_offset:
            return active
        snapshot = self.producer_state.snapshot()
        if self.store is not None:
            self.store.write_producer_snapshot(base_offset, snapshot)
            if active.file is not None:
                self.store.sync(active.file)
        # Kafka flushes the log up to the new segment when it rolls (UnifiedLog.roll):
        # what came before survives a power loss (`lose_unflushed`).
        self.recovery_point = max(self.recovery_point, min(base_offset, self.log_end_offset))
        return self.segments.roll(base_offset, snapshot)

    # --- reads -------------------------------------------------------------------------

    def read(self, fetch_offset: int, max_bytes: int, upper_bound: int,
             min_one_batch: bool) -> ReadResult:
        """Batches from the one holding `fetch_offset`, up to `max_bytes` in total, stopping
        before the batch that holds `upper_bound` (the high watermark for consumers, the log
        end for followers).

        With `min_one_batch` the first batch is returned even when larger than `max_bytes`
        (Kafka's rule for the first data of a response, KIP-74). As Kafka's LocalLog.read,
        one read returns batches of one segment only (the next read goes on). Raises
        `OffsetOutOfRangeError` outside [log start, log end], and its subclass
        `OffsetMovedToTieredStorageError` in [log start, local log start).
        """
        if fetch_offset < self.log_start_offset or fetch_offset > self.log_end_offset:
            raise OffsetOutOfRangeError(
                f"offset {fetch_offset} outside [{self.log_start_offset}, {self.log_end_offset}] "
                f"of {self.topic}-{self.partition}"
            )
        if fetch_offset < self.local_log_start_offset:
            raise OffsetMovedToTieredStorageError(
                f"offset {fetch_offset} of {self.topic}-{self.partition} is below the local "
                f"log start offset {self.local_log_start_offset}")
        index = self.segments.floor(fetch_offset)
        batches: list[memoryview] = []
        size = 0
        stored = self.segments.batches
        first_offset = stored[index].base_offset if index < len(stored) else fetch_offset
        segment = stored[index].segment if index < len(stored) else None
        while index < len(stored):
            batch = stored[index]
            if batch.last_offset >= upper_bound:
                break
            if batch.segment is not segment:
                break  # Kafka reads one segment at a time (LocalLog.read)
            length = len(batch.data)
            if size + length > max_bytes and not (min_one_batch and not batches):
                break
            batches.append(memoryview(batch.data))
            size += length
            index += 1
        return ReadResult(batches, size, first_offset)

    def read_all(self, fetch_offset: int | None = None) -> list[memoryview]:
        """Every batch from `fetch_offset` (the local log start by default) to the log end, read
        segment after segment (tests and tools)."""
        offset = self.local_log_start_offset if fetch_offset is None else fetch_offset
        out: list[memoryview] = []
        while offset < self.log_end_offset:
            result = self.read(offset, 1 << 62, self.log_end_offset, True)
            if not result.batches:
                break
            out.extend(result.batches)
            offset = parse_header(result.batches[-1]).next_offset
        return out

    # --- the remote tier -------------------------------------------------------------------

    def load_remote_aux_state(self, epochs: list[tuple[int, int]], producer_snapshot: list
                              ) -> None:
        """A follower starting past the remote tier adopts the leader-epoch entries and the
        producer state uploaded with the remote segment before its start (Kafka's
        TierStateMachine.buildRemoteLogAuxState)."""
        for epoch, start in epochs:
            self.epoch_cache.assign(epoch, start)
        self.epoch_cache.truncate_from_start(self.log_start_offset)
        self._checkpoint_epochs()
        self.producer_state.load(producer_snapshot)
        self._start_snapshot = producer_snapshot
        if self.store is not None and self.segments:
            self.store.write_producer_snapshot(self.segments[0].base_offset, producer_snapshot)

    # --- compaction ----------------------------------------------------------------------

    def replace_segments(self, groups: list[tuple[list[LogSegment], list[bytes]]]) -> bool:
        """Swap each group of consecutive closed segments for one segment holding its batches
        (a cleaning round's result, broker/storage/cleaner.py); each new segment's transaction
        index keeps the transactions whose ABORT marker the cleaner retained. Returns False,
        changing nothing, when the log moved meanwhile (segments deleted or truncated away)."""
        if not all(self.segments.closed_run(old) for old, _ in groups):
            return False
        for old, payloads in groups:
            entries = [entry for segment in old for entry in segment.txn_index.entries]
            segment = self.segments.replace(old, payloads)
            retained = {batch.base_offset for batch in self.segments.batches_of(segment)}
            segment.txn_index.rewrite([entry for entry in entries
                                       if entry.last_offset in retained])
        return True

    def set_cleaner_checkpoint(self, offset: int) -> None:
        self.cleaner_checkpoint = offset
        if self.store is not None:
            self.store.write_cleaner_checkpoint(self.topic, self.partition, offset)

    # --- truncation and deletion -------------------------------------------------------

    def truncate_to(self, offset: int) -> bool:
        """Remove every batch holding an offset >= `offset` (a batch is kept or dropped whole,
        so the log end may end up below `offset`); return True when anything was removed.
        Below the local log start, the log is emptied and starts at `offset` (as in Kafka).
        At or past the log end nothing is removed, but the epoch cache still drops the entries
        starting at the log end (Kafka's UnifiedLog.truncateTo): a replica that led an epoch
        and appended nothing in it keeps that epoch's entry there, which the next leader never
        saw; fetching with it as LastFetchedEpoch, it would be told to truncate (a diverging
        epoch) at every fetch, never record its fetch state on the leader, and never rejoin
        the ISR."""
        if offset >= self.log_end_offset:
            if self.epoch_cache.truncate_from_end(self.log_end_offset):
                self._checkpoint_epochs()
            return False
        if offset < self.local_log_start_offset:
            self.truncate_fully_and_start_at(offset)
            return True
        index = self.segments.floor(offset)
        if index >= len(self.segments.batches):
            return False
        first_removed = self.segments.truncate_from(index)
        if self.store is not None:
            self.store.delete_producer_snapshots_above(first_removed.base_offset)
        self.log_end_offset = max(first_removed.base_offset, self.local_log_start_offset)
        self.recovery_point = min(self.recovery_point, self.log_end_offset)
        if self.epoch_cache.truncate_from_end(self.log_end_offset):
            self._checkpoint_epochs()
        self._rebuild_producer_state()
        return True

    def truncate_fully_and_start_at(self, offset: int, log_start_offset: int | None = None
                                    ) -> None:
        """Empty the log; it now ends and starts locally at `offset`, and starts at
        `log_start_offset` (default `offset`; lower when the rest is in the remote tier)."""
        self.segments.clear()
        self.log_start_offset = offset if log_start_offset is None else min(log_start_offset,
                                                                             offset)
        self.local_log_start_offset = self.log_end_offset = offset
        self.recovery_point = offset
        self.epoch_cache.clear()
        self._start_snapshot = None
        self.segments.add(offset)
        if self.store is not None:
            self.store.delete_producer_snapshots_above(-1)
            self.store.write_log_start_offset(self.log_start_offset)
            self._checkpoint_epochs()
        self._rebuild_producer_state()

    def maybe_increment_log_start_offset(self, offset: int) -> bool:
        """Move the log start offset forward to `offset` (DeleteRecords, total retention of
        the remote tier, or a follower following its leader's log start); whole local segments
        below it go at once. Returns True when it moved."""
        if offset <= self.log_start_offset:
            return False
        offset = min(offset, self.log_end_offset)
        self.log_start_offset = offset
        if offset > self.local_log_start_offset:
            self.local_log_start_offset = offset
        if self.store is not None:
            self.store.write_log_start_offset(offset)
        self.delete_oldest_segments(self.segments.closed_below(offset))
        if self.epoch_cache.truncate_from_start(offset):
            self._checkpoint_epochs()
        self.producer_state.truncate_head(offset)
        return True

    def delete_records_before(self, offset: int) -> None:
        """DeleteRecords: the log start offset moves to `offset` (see
        `maybe_increment_log_start_offset`)."""
        self.maybe_increment_log_start_offset(offset)

    def delete_oldest_segments(self, count: int) -> int:
        """Delete the `count` oldest local segments (Kafka's UnifiedLog.deleteSegments; the
        retention policy, broker/storage/log_retention.py, picks them). Their producer state
        stays as the log's starting point; without the remote tier the log start offset
        follows, with it the local log start offset. Returns `count`."""
        if count <= 0:
            return 0
        if count == len(self.segments):
            self.roll()  # a log always keeps one (active) segment
        deleted = self.segments.drop_head(count)
        self._start_snapshot = deleted[-1].producer_snapshot
        new_start = self.segments[0].base_offset
        if self.store is not None:
            self.store.delete_producer_snapshots_below(new_start)
        if self.config.remote_copy_enabled:
            self.local_log_start_offset = max(self.local_log_start_offset, new_start)
            if self.store is not None and self.store.read_log_start_offset() is None:
                # The log start now lies below the first local segment: recovery needs the file.
                self.store.write_log_start_offset(self.log_start_offset)
        elif new_start > self.log_start_offset:
            self.maybe_increment_log_start_offset(new_start)
        else:
            self.local_log_start_offset = max(self.local_log_start_offset, new_start)
        return count

    def _rebuild_producer_state(self) -> None:
        """Rebuild the producer state from the snapshot before the first local segment and
        the batches still in the log, and every segment's transaction index with it (after
        recovery or truncation)."""
        state = self.producer_state
        state.load(self._start_snapshot or [])
        indexes: dict[int, list[AbortedTransaction]] = {id(s): [] for s in self.segments}
        for batch in self.segments.batches:
            header = parse_header(batch.data)
            completed = state.update(header, header.base_offset, header.last_offset,
                                     control_record_of(batch.data) if header.is_control
                                     else None)
            if completed is not None and completed.aborted:
                indexes[id(batch.segment)].append(self._aborted_entry(completed))
        for segment in self.segments:
            segment.txn_index.replace(indexes[id(segment)])

    # --- durability --------------------------------------------------------------------

    def _checkpoint_epochs(self) -> None:
        if self.store is not None:
            self.store.write_epoch_checkpoint(self.epoch_cache.entries)

    def flush(self) -> None:
        """Everything appended so far survives a power loss from now on (the segment files
        holding offsets above the recovery point are fsynced)."""
        if self.store is not None:
            for segment, end in self.segments.with_ends(self.log_end_offset):
                if end > self.recovery_point and segment.file is not None:
                    self.store.sync(segment.file)
        self.recovery_point = self.log_end_offset

    def lose_unflushed(self) -> int:
        """A power loss: drop every batch above the recovery point (whole batches, as
        recovery does); return how many offsets went."""
        before = self.log_end_offset
        self.truncate_to(max(self.recovery_point, self.local_log_start_offset))
        return before - self.log_end_offset

    def close(self) -> None:
        """A clean close: flush, then close the files (a memory log stays in its volume)."""
        self.flush()
        if self.store is not None:
            # Kafka's UnifiedLog.close takes a producer snapshot at the log end when it has
            # none there yet (here: when there are producers to keep).
            if self.producer_state.entries and \
                    self.store.latest_producer_snapshot_offset(self.log_end_offset) \
                    != self.log_end_offset:
                self.store.write_producer_snapshot(self.log_end_offset,
                                                   self.producer_state.snapshot())
            self.store.close(self.segments.files())

    def destroy(self) -> None:
        """Drop the log and, when durable, its directory (or its place in its volume)."""
        files = self.segments.forget()
        if self.store is not None:
            self.store.destroy(files)
        if self.volume is not None and self.volume.logs.get((self.topic, self.partition)) is self:
            del self.volume.logs[(self.topic, self.partition)]

    def __repr__(self) -> str:
        return (f"PartitionLog({self.topic}-{self.partition}, start={self.log_start_offset}, "
                f"local start={self.local_log_start_offset}, end={self.log_end_offset}, "
                f"tiered={self.highest_offset_in_remote_storage}, epoch={self.latest_epoch})")


def control_record_of(data) -> ControlRecord | None:
    """The control record of a control batch, None when it cannot be read."""
    try:
        for record in iter_records(data):
            return parse_control_record(record)
    except CorruptRecordError:
        return None
    return None
