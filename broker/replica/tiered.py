"""The remote log manager (Kafka's RemoteLogManager, KIP-405): uploads, remote retention, remote
reads, and what followers need from the remote tier.

Every `remote.log.manager.task.interval.ms`, for each local replica of a topic with the remote
tier on (and whose remote log metadata this broker has read up to date):

- a new leader first moves its log start offset up to where the remote tier starts along its
  leader-epoch lineage (Kafka's RLMCopyTask.maybeUpdateLogStartOffsetOnBecomingLeader and
  findLogStartOffset: the start of the first finished remote segment of its earliest epoch
  that has one, else its local log start offset), once per leadership. A follower learns the
  log start offset only from its leader's fetch answers, so one that missed the last move (the
  leader crashed right after remote retention) would otherwise lead with a log start below the
  one the old leader answered; ListOffsets -2 on a leader waits for this step
  (`wait_for_log_start`);
- every replica sets its log's last tiered offset (`highest_offset_in_remote_storage`) from the
  remote log metadata, following its own leader-epoch lineage (Kafka's
  findHighestRemoteOffset), so followers too delete local segments once uploaded;
- a leader uploads its closed segments wholly below the last stable offset (the high watermark
  without open transactions),
  oldest first, from the one after the last tiered offset (Kafka's RLMCopyTask): publish
  COPY_SEGMENT_STARTED, copy the segment with its indexes, producer snapshot and leader-epoch
  checkpoint, publish COPY_SEGMENT_FINISHED, move the last tiered offset. A failed copy is
  cleaned up (DELETE_SEGMENT_STARTED/FINISHED) and retried after
  `remote.log.manager.task.retry.backoff.ms`; `remote.log.copy.disable` stops uploads;
- a leader deletes remote segments past total retention (Kafka's RLMExpirationTask):
  `retention.ms` by the segment's largest timestamp, `retention.bytes` over the remote and the
  not-yet-uploaded local bytes, and segments wholly below the log start offset (DeleteRecords);
  the log start offset moves past them first, then DELETE_SEGMENT_STARTED, the delete, and
  DELETE_SEGMENT_FINISHED.

Reads for consumers below the local log start offset (`read`, Kafka's RemoteLogManager.read)
find the segment holding the offset under the epoch the leader-epoch cache gives it, look the
batch up in the segment's offset index (cached), and fetch that byte range: whole batches from
the one holding the offset, up to the byte limit (the first batch whole when it is the first
data of the response), never past the segment. `find_offset_by_timestamp` serves ListOffsets
timestamp lookups from remote segments first.
"""

from __future__ import annotations

import asyncio
import json
import logging
import pkgutil
import time
from collections import OrderedDict
from typing import NamedTuple

from kafkasim.broker.replica.remote_log_metadata import TopicBasedRemoteLogMetadataManager
from kafkasim.broker.storage import log_tiering
from kafkasim.broker.storage.log_segments import now_ms
from kafkasim.broker.storage.log_timestamps import TimestampAndOffset
from kafkasim.broker.storage.remote import (
    IndexType,
    RemoteLogSegmentId,
    RemoteLogSegmentMetadata,
    RemoteLogSegmentState,
    RemoteStorageError,
    RemoteStorageManager,
    RemoteStorageSettings,
    SimulatedRemoteStorage,
)
from kafkasim.broker.storage.remote_metadata import PartitionRemoteMetadata
from kafkasim.broker.storage.segments import parse_epoch_checkpoint
from kafkasim.broker.storage.transaction_index import AbortedTransaction, TransactionIndex
from kafkasim.broker.storage.transaction_index import decode as decode_transaction_index
from kafkasim.protocol.records import iter_records, parse_header

log = logging.getLogger("kafkasim.remote_log_manager")

# Kafka's test plugin: the reference cluster runs it; here the simulated store stands in.
LOCAL_TIERED_STORAGE = "org.apache.kafka.server.log.remote.storage.LocalTieredStorage"
_INDEX_CACHE_ENTRIES = 1024


class RemoteIndexEntry(NamedTuple):
    """One batch in a remote segment's offset index (the simulated store keeps one entry per
    batch, as JSON lists in this order)."""

    base_offset: int
    last_offset: int
    position: int  # the batch's byte position in the segment
    max_timestamp: int


class RemoteLogAuxState(NamedTuple):
    """What a follower builds its log from below the leader's local log start (Kafka's
    TierStateMachine): the remote segment, its leader-epoch checkpoint and producer snapshot."""

    metadata: RemoteLogSegmentMetadata
    epoch_checkpoint: list[tuple[int, int]]
    producer_snapshot: list


class RemoteReadError(Exception):
    """A remote read could not be served; `offset_out_of_range` when no remote segment holds
    the offset (the fetch then answers OFFSET_OUT_OF_RANGE, as Kafka does)."""

    def __init__(self, message: str, offset_out_of_range: bool = False) -> None:
        super().__init__(message)
        self.offset_out_of_range = offset_out_of_range


def load_storage_class(name: str | None):
    """The RemoteStorageManager class named by `remote.log.storage.manager.class.name`: empty or
    Kafka's LocalTieredStorage is the simulated store; anything else is a Python import path
    (`package.module.Class`). ValueError when it cannot be loaded, as Kafka refuses to start."""
    name = (name or "").strip()
    if not name or name == LOCAL_TIERED_STORAGE:
        return SimulatedRemoteStorage
    try:
        target = pkgutil.resolve_name(name)
    except (ImportError, AttributeError, ValueError) as error:
        raise ValueError(f"remote.log.storage.manager.class.name {name!r} cannot be loaded: "
                         f"{error}") from error
    if not (isinstance(target, type) and issubclass(target, RemoteStorageManager)):
        raise ValueError(f"remote.log.storage.manager.class.name {name!r} is not a "
                         "RemoteStorageManager")
    return target


class RemoteLogManager:
    """The remote tier as one broker uses it (see the module docstring)."""

    def __init__(self, replica_manager) -> None:
        self.replica_manager = replica_manager
        self.broker = replica_manager.broker
        self.metadata = TopicBasedRemoteLogMetadataManager(self.broker)
        # A plugin that cannot be loaded stops the broker from starting, as in Kafka.
        self._storage_class = load_storage_class(
            self.broker.config.get("remote.log.storage.manager.class.name")) \
            if self.enabled else None
        self._storage: RemoteStorageManager | None = None
        self._loop_task: asyncio.Task | None = None
        self._partition_tasks: dict[tuple[str, int], asyncio.Task] = {}
        self._retry_after: dict[tuple[str, int], float] = {}
        self._indexes: OrderedDict = OrderedDict()
        # (topic id, partition) -> the leader epoch whose log start offset was updated from the
        # remote tier (Kafka's isLogStartOffsetUpdatedOnBecomingLeader, per leadership).
        self._log_start_updated: dict[tuple, int] = {}
        # Record bytes served to consumers from the remote tier (reads, for tools and tests).
        self.remote_read_bytes = 0

    @property
    def enabled(self) -> bool:
        """`remote.log.storage.system.enable`: the broker has a remote tier."""
        return self.broker.config.get_bool("remote.log.storage.system.enable")

    @property
    def storage(self) -> RemoteStorageManager:
        """The remote store, created on first use (the in-memory store is shared by cluster id,
        known once metadata arrived)."""
        if self._storage is None:
            storage_class = self._storage_class or load_storage_class(
                self.broker.config.get("remote.log.storage.manager.class.name"))
            if issubclass(storage_class, SimulatedRemoteStorage):
                data_root = self.broker.data_dir.parent if self.broker.data_dir else None
                settings = RemoteStorageSettings.from_config(self.broker.config, data_root)
                self._storage = storage_class(settings, self.broker.metadata.cluster_id or "")
            else:
                self._storage = storage_class()
                configure = getattr(self._storage, "configure", None)
                if callable(configure):
                    configure(dict(self.broker.config.values))
        return self._storage

    @property
    def open_storage(self) -> RemoteStorageManager | None:
        """The remote store if it was created (for metrics and the harness), else None."""
        return self._storage

    # --- lifecycle ---------------------------------------------------------------------

    async def start(self) -> None:
        if not self.enabled:
            return
        self.metadata.start()
        self._loop_task = asyncio.get_running_loop().create_task(self._run(),
                                                                 name="remote-log-manager")

    async def stop(self) -> None:
        tasks = [task for task in (self._loop_task, *self._partition_tasks.values())
                 if task is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._loop_task = None
        self._partition_tasks.clear()
        await self.metadata.stop()
        if self._storage is not None:
            self._storage.close()
            self._storage = None

    # --- the periodic task -------------------------------------------------------------

    async def _run(self) -> None:
        while True:
            interval = self.broker.config.get_int("remote.log.manager.task.interval.ms") / 1000
            await self.broker.clock.sleep(interval)  # the broker clock: advance_time runs a pass
            self.run_once()

    def run_once(self) -> None:
        """Start one pass for every tiered replica whose previous pass has finished."""
        current = time.monotonic()
        for key, partition in list(self.replica_manager.partitions.items()):
            if not partition.log.config.remote_log_enabled:
                continue
            if not self.metadata.is_ready(partition.topic_id, partition.partition):
                continue
            running = self._partition_tasks.get(key)
            if running is not None and not running.done():
                continue
            if self._retry_after.get(key, 0) > current:
                continue
            self._partition_tasks[key] = asyncio.get_running_loop().create_task(
                self._run_partition(key, partition), name=f"rlm-{key[0]}-{key[1]}")

    async def _run_partition(self, key, partition) -> None:
        try:
            self.update_highest_offset(partition)
            if partition.is_leader:
                self.maybe_update_log_start_on_becoming_leader(partition)
                if partition.log.config.remote_copy_enabled:
                    await self._copy(partition)
                await self._expire(partition)
        except asyncio.CancelledError:
            raise
        except RemoteStorageError as error:
            backoff = self.broker.config.get_int("remote.log.manager.task.retry.backoff.ms")
            self._retry_after[key] = time.monotonic() + backoff / 1000
            log.info("broker %d: %s-%d: remote tier task failed, retrying in %d ms: %s",
                     self.broker.node_id, partition.topic, partition.partition, backoff, error)
        except Exception:
            log.exception("broker %d: %s-%d: remote tier task failed", self.broker.node_id,
                          partition.topic, partition.partition)

    async def upload_now(self, partition) -> None:
        """One upload pass for `partition` now, after the pass in progress (the harness's
        `tier_now`); the periodic task skips the partition meanwhile. RemoteStorageError
        propagates."""
        key = (partition.topic, partition.partition)
        while (running := self._partition_tasks.get(key)) is not None and not running.done():
            await asyncio.wait([running])

        async def upload() -> None:
            self.update_highest_offset(partition)
            if partition.is_leader and partition.log.config.remote_copy_enabled:
                await self._copy(partition)

        task = asyncio.get_running_loop().create_task(upload(),
                                                      name=f"rlm-now-{key[0]}-{key[1]}")
        self._partition_tasks[key] = task
        self._retry_after.pop(key, None)
        await task

    # --- offsets -----------------------------------------------------------------------

    def forget_topic(self, topic_id) -> None:
        """A deleted topic's remote metadata is dropped here (its remote segments are left in
        the store: Kafka deletes them, kafkasim does not model that)."""
        self.metadata.cache.forget_topic(topic_id)
        for key in [key for key in self._log_start_updated if key[0] == topic_id]:
            del self._log_start_updated[key]

    def remote_metadata(self, partition) -> PartitionRemoteMetadata:
        return self.metadata.cache.partition(partition.topic_id, partition.partition)

    def highest_remote_offset(self, partition) -> int:
        """The last offset uploaded along this replica's leader-epoch lineage (Kafka's
        findHighestRemoteOffset); -1 when none."""
        log_ = partition.log
        remote = self.remote_metadata(partition)
        for epoch, _ in reversed(log_.epoch_cache.entries):
            highest = remote.highest_offset_for_epoch(epoch)
            if highest >= 0:
                _, end_offset = log_.epoch_cache.end_offset_for(epoch, log_.log_end_offset)
                return min(highest, end_offset - 1)
        return -1

    def update_highest_offset(self, partition) -> None:
        partition.log.highest_offset_in_remote_storage = self.highest_remote_offset(partition)

    def remote_log_start_offset(self, partition) -> int:
        """Kafka's RemoteLogManager.findLogStartOffset: the start of the first finished remote
        segment, looking from this replica's earliest leader epoch on, else its local log
        start offset."""
        remote = self.remote_metadata(partition)
        for epoch, _ in partition.log.epoch_cache.entries:
            start = remote.earliest_start_for_epoch(epoch)
            if start >= 0:
                return start
        return partition.log.local_log_start_offset

    def log_start_is_current(self, partition) -> bool:
        """Whether this leader's log start offset was updated from the remote tier in its
        current leadership (trivially so without the remote tier)."""
        if not (self.enabled and partition.log.config.remote_log_enabled):
            return True
        key = (partition.topic_id, partition.partition)
        return self._log_start_updated.get(key) == partition.leader_epoch

    def maybe_update_log_start_on_becoming_leader(self, partition) -> bool:
        """Once per leadership, and only once the remote log metadata is read: move the log
        start offset up to the remote tier's start (see the module docstring). Returns whether
        the log start offset is now current."""
        if self.log_start_is_current(partition):
            return True
        if not partition.is_leader or not self.metadata.is_ready(partition.topic_id,
                                                                 partition.partition):
            return False
        log_ = partition.log
        start = self.remote_log_start_offset(partition)
        if log_.maybe_increment_log_start_offset(start):
            log.info("broker %d: %s-%d: log start offset %d from the remote tier on becoming "
                     "leader in epoch %d", self.broker.node_id, partition.topic,
                     partition.partition, log_.log_start_offset, partition.leader_epoch)
            partition.after_truncation()
        self._log_start_updated[(partition.topic_id, partition.partition)] = \
            partition.leader_epoch
        return True

    async def wait_for_log_start(self, partition, timeout: float) -> bool:
        """Wait (up to `timeout` seconds) until this leader's log start offset is current
        (`maybe_update_log_start_on_becoming_leader`); False when it is not by then or the
        replica stopped leading."""
        deadline = time.monotonic() + timeout
        while not self.maybe_update_log_start_on_becoming_leader(partition):
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not partition.is_leader:
                return False
            event = self.metadata.progress
            try:
                async with asyncio.timeout(remaining):  # not wait_for: see broker/replica/fetch.py
                    await event.wait()
            except TimeoutError:
                return False
        return True

    # --- uploads -----------------------------------------------------------------------

    def _still_leading(self, partition, leader_epoch: int) -> bool:
        return (partition.is_leader and partition.leader_epoch == leader_epoch
                and self.replica_manager.partitions.get((partition.topic, partition.partition))
                is partition)

    async def _copy(self, partition) -> None:
        """Upload the closed segments above the last tiered offset (see the module docstring)."""
        log_ = partition.log
        leader_epoch = partition.leader_epoch
        candidates = log_tiering.upload_candidates(log_, log_.highest_offset_in_remote_storage + 1,
                                                   partition.last_stable_offset)
        for segment in candidates:
            if not self._still_leading(partition, leader_epoch) or segment not in log_.segments \
                    or not log_.config.remote_copy_enabled:
                return
            # Taken now: the log may change while we wait.
            upload = log_tiering.segment_upload(log_, segment)
            metadata = RemoteLogSegmentMetadata(
                segment_id=RemoteLogSegmentId.generate(partition.topic_id, partition.partition),
                topic=partition.topic, start_offset=upload.base_offset,
                end_offset=upload.end_offset, max_timestamp_ms=upload.max_timestamp,
                broker_id=self.broker.node_id, event_timestamp_ms=now_ms(),
                segment_size_bytes=upload.size,
                segment_leader_epochs=tuple(upload.segment_epochs))
            await self.metadata.add_segment(metadata)
            try:
                await self.storage.copy_log_segment_data(metadata, upload)
            except RemoteStorageError:
                await self._delete_remote_segment(metadata)
                raise
            await self.metadata.update_segment(metadata.with_state(
                RemoteLogSegmentState.COPY_SEGMENT_FINISHED, self.broker.node_id, now_ms()))
            if upload.end_offset > log_.highest_offset_in_remote_storage:
                log_.highest_offset_in_remote_storage = upload.end_offset
            log.debug("broker %d: %s-%d: uploaded [%d, %d] (%d bytes)", self.broker.node_id,
                      partition.topic, partition.partition, upload.base_offset,
                      upload.end_offset, upload.size)

    async def _delete_remote_segment(self, metadata: RemoteLogSegmentMetadata) -> None:
        broker_id = self.broker.node_id
        await self.metadata.update_segment(metadata.with_state(
            RemoteLogSegmentState.DELETE_SEGMENT_STARTED, broker_id, now_ms()))
        await self.storage.delete_log_segment_data(metadata)
        await self.metadata.update_segment(metadata.with_state(
            RemoteLogSegmentState.DELETE_SEGMENT_FINISHED, broker_id, now_ms()))

    # --- remote retention --------------------------------------------------------------

    async def _expire(self, partition) -> None:
        """Delete remote segments past total retention or below the log start offset."""
        log_ = partition.log
        config = log_.config
        leader_epoch = partition.leader_epoch
        segments = self.remote_metadata(partition).finished()
        if not segments:
            return
        current = self.broker.clock.wall_ms()  # remote retention.ms on the broker clock
        expired: list[RemoteLogSegmentMetadata] = []
        remaining_bytes = None
        if config.retention_bytes >= 0:
            local_only = sum(segment.size for segment in log_.segments
                             if segment.base_offset > log_.highest_offset_in_remote_storage)
            total = local_only + sum(s.segment_size_bytes for s in segments)
            remaining_bytes = total - config.retention_bytes
        for metadata in segments:
            if metadata.end_offset < log_.log_start_offset:
                expired.append(metadata)
                continue
            if config.retention_ms >= 0 and current - metadata.max_timestamp_ms > config.retention_ms:
                expired.append(metadata)
                if remaining_bytes is not None:
                    remaining_bytes -= metadata.segment_size_bytes
                continue
            if remaining_bytes is not None and remaining_bytes - metadata.segment_size_bytes >= 0:
                remaining_bytes -= metadata.segment_size_bytes
                expired.append(metadata)
                continue
            break
        if not expired:
            return
        new_start = max(metadata.end_offset for metadata in expired) + 1
        if new_start > log_.log_start_offset and self._still_leading(partition, leader_epoch):
            # Kafka moves the log start offset before deleting, so no reader asks for them.
            new_start = min(new_start, partition.high_watermark)
            if log_.maybe_increment_log_start_offset(new_start):
                partition.notify_data_waiters()
        for metadata in expired:
            if not self._still_leading(partition, leader_epoch):
                return
            await self._delete_remote_segment(metadata)
            self._indexes.pop(metadata.segment_id.id, None)

    # --- reads -------------------------------------------------------------------------

    def segment_for(self, partition, offset: int) -> RemoteLogSegmentMetadata | None:
        """The finished remote segment holding `offset` under the epoch this replica's
        leader-epoch cache gives it."""
        epoch = partition.log.epoch_cache.epoch_for_offset(offset)
        return self.remote_metadata(partition).segment_for(epoch, offset)

    async def _index(self, metadata: RemoteLogSegmentMetadata) -> list[RemoteIndexEntry]:
        key = metadata.segment_id.id
        index = self._indexes.get(key)
        if index is None:
            index = [RemoteIndexEntry(*entry) for entry in json.loads(
                await self.storage.fetch_index(metadata, IndexType.OFFSET))]
            self._indexes[key] = index
            while len(self._indexes) > _INDEX_CACHE_ENTRIES:
                self._indexes.popitem(last=False)
        else:
            self._indexes.move_to_end(key)
        return index

    async def read(self, partition, fetch_offset: int, max_bytes: int,
                   min_one_batch: bool) -> bytes:
        """Whole batches from the remote segment holding `fetch_offset` (see the module
        docstring); RemoteReadError when it cannot be served."""
        metadata = self.segment_for(partition, fetch_offset)
        if metadata is None:
            raise RemoteReadError(f"no remote segment of {partition.topic}-"
                                  f"{partition.partition} holds offset {fetch_offset}",
                                  offset_out_of_range=True)
        try:
            index = await self._index(metadata)
            entries = [entry for entry in index if entry.last_offset >= fetch_offset]
            if not entries:
                return b""
            start = entries[0].position
            end = start
            for position, entry in enumerate(entries):
                following = entries[position + 1].position if position + 1 < len(entries) \
                    else metadata.segment_size_bytes
                size = following - entry.position
                if end - start + size > max_bytes and not (min_one_batch and end == start):
                    break
                end = following
            if end == start:
                return b""
            data = await self.storage.fetch_log_segment(metadata, start, end - 1)
            self.remote_read_bytes += len(data)
            return data
        except RemoteStorageError as error:
            raise RemoteReadError(str(error)) from error

    async def aborted_transactions(self, partition, fetch_offset: int, upper_bound: int
                                   ) -> list[AbortedTransaction]:
        """The aborted transactions overlapping [fetch_offset, upper_bound) for a read_committed
        read from the remote tier: the transaction indexes of the remote segments from the one
        holding `fetch_offset` on, then the local segments', until an entry's last stable offset
        reaches the bound (Kafka's RemoteLogManager.collectAbortedTransactions)."""
        out: list[AbortedTransaction] = []
        for metadata in self.remote_metadata(partition).finished():
            if metadata.end_offset < fetch_offset:
                continue
            raw = await self.storage.fetch_index(metadata, IndexType.TRANSACTION)
            index = TransactionIndex(decode_transaction_index(raw))
            if index.collect(fetch_offset, upper_bound, out):
                return out
        for segment in partition.log.segments:
            if segment.txn_index.collect(fetch_offset, upper_bound, out):
                break
        return out

    async def find_offset_by_timestamp(self, partition, timestamp: int,
                                       start_offset: int) -> TimestampAndOffset | None:
        """The first remote record at or after `start_offset` with a timestamp >= `timestamp`
        (Kafka's RemoteLogManager.findOffsetByTimestamp), None when the remote tier has none."""
        for metadata in self.remote_metadata(partition).finished():
            if metadata.end_offset < start_offset or metadata.max_timestamp_ms < timestamp:
                continue
            index = await self._index(metadata)
            for position, entry in enumerate(index):
                if entry.last_offset < start_offset or entry.max_timestamp < timestamp:
                    continue
                following = index[position + 1].position if position + 1 < len(index) \
                    else metadata.segment_size_bytes
                data = await self.storage.fetch_log_segment(metadata, entry.position,
                                                            following - 1)
                header = parse_header(data)
                for record in iter_records(data):
                    offset = record.offset(header)
                    record_timestamp = record.timestamp(header)
                    if offset >= start_offset and record_timestamp >= timestamp:
                        return TimestampAndOffset(record_timestamp, offset,
                                                  header.partition_leader_epoch)
        return None

    # --- a follower's auxiliary state ----------------------------------------------------

    async def auxiliary_state(self, partition, epoch: int, offset: int) -> RemoteLogAuxState:
        """The remote segment holding `offset` under `epoch`, with its leader-epoch checkpoint
        and producer snapshot (what Kafka's TierStateMachine builds a follower from);
        RemoteStorageError when there is none."""
        metadata = self.remote_metadata(partition).segment_for(epoch, offset)
        if metadata is None:
            raise RemoteStorageError(
                f"no remote segment of {partition.topic}-{partition.partition} holds offset "
                f"{offset} in epoch {epoch}")
        checkpoint = parse_epoch_checkpoint(
            (await self.storage.fetch_index(metadata, IndexType.LEADER_EPOCH)).decode())
        if checkpoint is None:
            raise RemoteStorageError(f"remote segment {metadata.segment_id.id} has a malformed "
                                     "leader-epoch checkpoint")
        snapshot = json.loads(await self.storage.fetch_index(metadata,
                                                             IndexType.PRODUCER_SNAPSHOT))
        return RemoteLogAuxState(metadata, checkpoint, snapshot)
