"""The partitions this broker hosts, and their replica roles (Kafka's ReplicaManager).

`on_metadata_update(delta)` is called by the controller channel after each applied batch of
metadata records. For every changed partition that lists this broker as a replica it makes
the local replica leader or follower (Kafka's applyDelta): a new leader records its epoch at
its log end and starts tracking followers; a follower is handed to the `ReplicaFetcher` of its
leader. A replica no longer assigned here, or of a deleted topic, is stopped and its log
deleted. Stale updates (a lower leader epoch than the one held) are ignored: that is the
fencing a LeaderAndIsr request got in ZooKeeper mode.

It also runs the leader's ISR maintenance: every `replica.lag.time.max.ms / 2` it shrinks ISRs
of followers that stopped catching up, and after each follower fetch it expands the ISR with
followers that caught up; both are AlterPartition requests to the controller, applied from
its answer (and again, idempotently, from the metadata log).

KIP-392: it holds the `replica.selector.class` plugin (broker/replica/selectors.py) and, on a
leader, finds a consumer's preferred read replica among the in-sync followers
(`find_preferred_read_replica`, Kafka's ReplicaManager.findPreferredReadReplica).

Retention (Kafka's LogManager cleanup task): every `log.retention.check.interval.ms`, after
`log.initial.task.delay.ms`, each local log deletes its expired segments
(broker/storage/log_retention.py, `delete_old_segments`). The remote tier (KIP-405) is the
`RemoteLogManager` it holds (broker/replica/tiered.py). Each log's settings (`LogConfig`)
follow the topic's configs.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Collection

from kafkasim.broker.metadata.image import MetadataDelta, PartitionInfo
from kafkasim.broker.replica.append import AppendOutcome, append_records
from kafkasim.broker.replica.fetch import FetchParams, served
from kafkasim.broker.replica.fetch import fetch as fetch_partitions
from kafkasim.broker.replica.fetcher import ReplicaFetcher
from kafkasim.broker.replica.log_checkpoints import LogDirectoryCheckpoints
from kafkasim.broker.replica.log_cleaner import LogCleaner
from kafkasim.broker.replica.offsets import OffsetAnswer, fetch_offset_for_timestamp
from kafkasim.broker.replica.partition import Partition, check_leader_epoch, now_ms
from kafkasim.broker.replica.selectors import (
    ClientMetadata,
    PartitionView,
    ReplicaView,
    TopicPartition,
    load_replica_selector,
)
from kafkasim.broker.replica.tiered import RemoteLogManager
from kafkasim.broker.replica.txn_verification import TransactionVerifier
from kafkasim.broker.session.cached_partition import CachedPartition
from kafkasim.broker.storage import log_retention
from kafkasim.broker.storage.log import PartitionLog
from kafkasim.broker.storage.log_config import LogConfig
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.alter_partition import (
    AlterPartitionRequest,
    AlterPartitionRequestPartitionData,
    AlterPartitionRequestTopicData,
    BrokerState,
)

log = logging.getLogger("kafkasim.replica_manager")


# Produced batches checked on worker threads at once (see ReplicaManager.large_batch_checks).
LARGE_BATCH_CHECKS = 2


class ReplicaManager:
    """Partitions hosted on one broker; a component of `Broker` (start/stop)."""

    def __init__(self, broker) -> None:
        self.broker = broker
        self.partitions: dict[tuple[str, int], Partition] = {}
        # Broker-side records of the fetches served (FetchServed), for tests and tools that
        # must show which replica served whom: functions called on the broker's loop.
        self.fetch_observers: list = []
        self.fetchers: dict[int, ReplicaFetcher] = {}
        self.fetchers_paused = False
        self._tasks: set[asyncio.Task] = set()
        self._isr_task: asyncio.Task | None = None
        self._retention_task: asyncio.Task | None = None
        self._running = False
        # KIP-405: uploads, remote retention and remote reads (idle without a remote tier).
        self.remote_log_manager = RemoteLogManager(self)
        # Log compaction of compacted topics (broker/replica/log_cleaner.py).
        self.log_cleaner = LogCleaner(self)
        # With a data directory: the high-watermark and recovery-point checkpoints
        # (broker/replica/log_checkpoints.py), read now for the replicas created at start-up.
        self.checkpoints = LogDirectoryCheckpoints(self, broker.data_dir) \
            if broker.data_dir is not None else None
        # KIP-890: verification of transactional produce with the transaction coordinator.
        self.txn_verifier = TransactionVerifier(broker)
        # Produced batches checked on a worker thread (they may decompress to a lot), at most
        # LARGE_BATCH_CHECKS at a time: with kafkasim.decompressed.batch.max.bytes per batch,
        # this bounds the memory that decompression may take on this broker.
        self.large_batch_checks = asyncio.Semaphore(LARGE_BATCH_CHECKS)
        # KIP-392: None (Kafka's default) means consumers always read from leaders.
        self.replica_selector = load_replica_selector(
            broker.config.get("replica.selector.class"), broker.config.values)

    @property
    def node_id(self) -> int:
        return self.broker.node_id

    @property
    def replica_lag_time_max_ms(self) -> int:
        return self.broker.config.get_int("replica.lag.time.max.ms")

    # --- lifecycle ---------------------------------------------------------------------

    async def start(self) -> None:
        self._running = True
        loop = asyncio.get_running_loop()
        self._isr_task = loop.create_task(self._isr_expiration_loop())
        self._retention_task = loop.create_task(self._retention_loop())
        await self.remote_log_manager.start()
        self.log_cleaner.start()
        if self.checkpoints is not None:
            self.checkpoints.start()
        for fetcher in self.fetchers.values():
            fetcher.start()  # created by metadata applied before start

    async def stop(self) -> None:
        """Stop fetchers and ISR maintenance; close logs (their files stay for a restart)."""
        self._running = False
        tasks = [task for task in (self._isr_task, self._retention_task, *self._tasks)
                 if task is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._tasks.clear()
        self._isr_task = self._retention_task = None
        await self.log_cleaner.stop()
        await self.remote_log_manager.stop()
        await self.txn_verifier.close()
        fetchers = list(self.fetchers.values())
        self.fetchers.clear()
        await asyncio.gather(*(fetcher.stop() for fetcher in fetchers), return_exceptions=True)
        for partition in self.partitions.values():
            partition.stop()
            partition.log.close()
        if self.checkpoints is not None:
            await self.checkpoints.stop()  # after the logs' last flush
        close = getattr(self.replica_selector, "close", None)
        if callable(close):
            close()

    # --- lookups -----------------------------------------------------------------------

    def get_partition(self, topic: str, partition: int) -> Partition | None:
        return self.partitions.get((topic, partition))

    def leader_partition(self, topic: str, partition: int, current_leader_epoch: int = -1
                         ) -> tuple[Partition | None, ErrorCode]:
        """The partition if this broker leads it at `current_leader_epoch` (-1: any), else
        the error Kafka gives: UNKNOWN_TOPIC_OR_PARTITION, NOT_LEADER_OR_FOLLOWER,
        FENCED_LEADER_EPOCH (the client's epoch is older) or UNKNOWN_LEADER_EPOCH (newer)."""
        return self.local_partition(topic, partition, current_leader_epoch, require_leader=True)

    def local_partition(self, topic: str, partition: int, current_leader_epoch: int = -1,
                        require_leader: bool = True) -> tuple[Partition | None, ErrorCode]:
        """The local replica at `current_leader_epoch` (-1: any), leader or (without
        `require_leader`) follower, else the error Kafka's `localLogWithEpochOrThrow` gives."""
        local = self.partitions.get((topic, partition))
        if local is None:
            known = self.broker.metadata.partition(topic, partition) is not None
            return None, ErrorCode.NOT_LEADER_OR_FOLLOWER if known else ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
        error = check_leader_epoch(local, current_leader_epoch)
        if error != ErrorCode.NONE:
            return None, error
        if require_leader and not local.is_leader:
            return None, ErrorCode.NOT_LEADER_OR_FOLLOWER
        return local, ErrorCode.NONE

    # --- the fetch entry point ------------------------------------------------------------

    async def fetch(self, params: FetchParams, partitions: Collection[CachedPartition]) -> float:
        """Serve one Fetch, for a consumer or a follower alike: read `partitions` (waiting up
        to MaxWaitMs for MinBytes) into their `PartitionRead`. See broker/replica/fetch.py.
        Each function in `fetch_observers` is then given a `FetchServed` record of it.
        Returns the seconds the fetch waited (long poll, remote reads)."""
        waited = await fetch_partitions(self, params, partitions)
        if self.fetch_observers:
            record = served(self.broker.node_id, params, partitions)
            for observer in list(self.fetch_observers):
                observer(record)
        return waited

    async def append_records(self, topic: str, partition: int, records, *, acks: int,
                             api_version: int, transactional_id: str | None = None
                             ) -> AppendOutcome:
        """Append one produced partition's records as its leader; awaits only to check a
        large compressed batch on a worker thread or to verify a transaction's first batch
        with its coordinator. See broker/replica/append.py."""
        return await append_records(self, topic, partition, records, acks=acks,
                                    api_version=api_version, transactional_id=transactional_id)

    async def fetch_offset_for_timestamp(self, topic: str, partition: int, timestamp: int, *,
                                         current_leader_epoch: int, replica_id: int,
                                         timeout_ms: int | None = None,
                                         isolation_level: int = 0) -> OffsetAnswer:
        """A ListOffsets lookup on the local replica. See broker/replica/offsets.py."""
        return await fetch_offset_for_timestamp(self, topic, partition, timestamp,
                                                current_leader_epoch=current_leader_epoch,
                                                replica_id=replica_id, timeout_ms=timeout_ms,
                                                isolation_level=isolation_level)

    # --- preferred read replica (KIP-392) --------------------------------------------------

    def find_preferred_read_replica(self, partition: Partition, client: ClientMetadata,
                                    fetch_offset: int, current_time_ms: int) -> int | None:
        """The replica a consumer should read `partition` from instead of this leader, or None
        (read here). Kafka's `ReplicaManager.findPreferredReadReplica`: only on the leader,
        only with a selector configured; the selector sees the in-sync followers on unfenced
        brokers that hold `fetch_offset` (log start <= offset <= log end, as last reported by
        their fetches) and the leader; an answer naming the leader, or a replica outside that
        view, is None."""
        selector = self.replica_selector
        if selector is None or not partition.is_leader:
            return None
        brokers = self.broker.metadata.brokers
        isr = partition.isr
        leader = ReplicaView(self.node_id, self.broker.rack, partition.log.log_end_offset, 0)
        eligible = {self.node_id: leader}
        for follower in partition.followers.values():
            info = brokers.get(follower.broker_id)
            # Kafka offers only replicas with a live endpoint (unfenced brokers) in the ISR.
            if follower.broker_id in isr and info is not None and not info.fenced \
                    and follower.log_start_offset <= fetch_offset <= follower.log_end_offset:
                eligible[follower.broker_id] = ReplicaView(
                    follower.broker_id, info.rack,
                    follower.log_end_offset,
                    max(0, current_time_ms - follower.last_caught_up_time_ms))
        view = PartitionView(leader, tuple(eligible.values()), tuple(isr))
        selected = selector.select(TopicPartition(partition.topic, partition.partition), client,
                                   view)
        if selected is None or selected == self.node_id or selected not in eligible:
            return None
        return selected

    def min_insync_replicas(self, topic: str) -> int:
        from kafkasim.broker.config.topics import resolve

        info = self.broker.metadata.topics.get(topic)
        configs = info.configs if info is not None else {}
        return int(resolve("min.insync.replicas", configs, self.broker.config)[0])

    def log_config(self, topic: str) -> LogConfig:
        """The settings of `topic`'s logs on this broker (Kafka's LogConfig)."""
        from kafkasim.broker.controller.topics import INTERNAL_TOPICS

        info = self.broker.metadata.topics.get(topic)
        configs = info.configs if info is not None else {}
        return LogConfig.resolve(configs, self.broker.config, internal=topic in INTERNAL_TOPICS)

    # --- retention (Kafka's LogManager cleanup) ------------------------------------------

    async def _retention_loop(self) -> None:
        # On the broker clock (broker/clock.py): advance_time runs the passes it passes over.
        clock = self.broker.clock
        await clock.sleep(self.broker.config.get_int("log.initial.task.delay.ms") / 1000)
        while True:
            self.run_retention()
            await clock.sleep(self.broker.config.get_int("log.retention.check.interval.ms")
                              / 1000)

    def run_retention(self) -> int:
        """One retention pass over every local log, at the broker clock's time; returns the
        segments deleted."""
        deleted = 0
        current_ms = self.broker.clock.wall_ms()
        for partition in list(self.partitions.values()):
            log_ = partition.log
            start, local_start = log_.log_start_offset, log_.local_log_start_offset
            deleted += log_retention.delete_old_segments(log_, partition.high_watermark,
                                                         current_ms)
            if (start, local_start) != (log_.log_start_offset, log_.local_log_start_offset):
                partition.notify_data_waiters()
        return deleted

    # --- metadata ----------------------------------------------------------------------

    def on_metadata_update(self, delta: MetadataDelta) -> None:
        """Apply one metadata batch's changes to the local replicas (synchronous)."""
        for topic in delta.deleted_topics:
            for key in [key for key in self.partitions if key[0] == topic.name]:
                self._remove_partition(key, delete_log=True)
            self.remote_log_manager.forget_topic(topic.topic_id)
        for info in delta.changed_partitions:
            self._apply_partition(info)
        if delta.brokers_changed:
            for fetcher in self.fetchers.values():
                fetcher.on_brokers_changed()
        log_configs: dict[str, LogConfig] = {}
        for partition in self.partitions.values():
            # min.insync.replicas and the log's settings may have changed with the configs.
            partition.min_insync_replicas = self.min_insync_replicas(partition.topic)
            config = log_configs.get(partition.topic)
            if config is None:
                config = log_configs[partition.topic] = self.log_config(partition.topic)
            if config != partition.log.config:
                partition.log.update_config(config)

    def _apply_partition(self, info: PartitionInfo) -> None:
        key = (info.topic, info.partition)
        local = self.partitions.get(key)
        if self.node_id not in info.replicas:
            if local is not None:
                self._remove_partition(key, delete_log=True)
            return
        if local is not None and local.topic_id != info.topic_id:
            self._remove_partition(key, delete_log=True)  # same name, re-created topic
            local = None
        if local is not None and info.leader_epoch < local.leader_epoch:
            log.debug("ignoring stale metadata for %s-%d: epoch %d < %d", info.topic,
                      info.partition, info.leader_epoch, local.leader_epoch)
            return
        if local is None:
            local = self._create_partition(info)
        local.min_insync_replicas = self.min_insync_replicas(info.topic)
        if info.leader == self.node_id:
            self._remove_from_fetcher(local)
            local.make_leader(info, now_ms())
        else:
            previous_leader = local.leader_id
            if local.make_follower(info):
                self._remove_from_fetcher(local, previous_leader)
                if info.leader >= 0:
                    self._fetcher_for(info.leader).add_partition(local)

    def _create_partition(self, info: PartitionInfo) -> Partition:
        directory = None
        recovery_point = high_watermark = None
        if self.broker.data_dir is not None:
            directory = self.broker.data_dir / f"{info.topic}-{info.partition}"
            recovery_point = self.checkpoints.recovery_point(info.topic, info.partition)
            high_watermark = self.checkpoints.high_watermark(info.topic, info.partition)
        partition_log = PartitionLog.open(
            info.topic, info.partition, directory=directory, config=self.log_config(info.topic),
            topic_id=info.topic_id, recovery_point=recovery_point,
            volume=getattr(self.broker, "volume", None),
        )
        partition = Partition(info.topic, info.partition, info.topic_id, partition_log, self.node_id)
        # As Kafka's Partition.createLogIfNotExists: the checkpointed high watermark, within
        # [log start, log end]; without one, the log start (the leader's answers or the ISR's
        # fetches move it on). A memory log kept across a restart has no checkpoint either.
        if high_watermark is None:
            high_watermark = partition_log.log_start_offset
        partition.high_watermark = max(partition_log.log_start_offset,
                                       min(high_watermark, partition_log.log_end_offset))
        self.partitions[(info.topic, info.partition)] = partition
        return partition

    def _remove_partition(self, key: tuple[str, int], delete_log: bool) -> None:
        partition = self.partitions.pop(key)
        self._remove_from_fetcher(partition)
        partition.stop()
        if delete_log:
            partition.log.destroy()
        else:
            partition.log.close()

    # --- replica fetchers --------------------------------------------------------------

    def _fetcher_for(self, leader_id: int) -> ReplicaFetcher:
        fetcher = self.fetchers.get(leader_id)
        if fetcher is None:
            fetcher = self.fetchers[leader_id] = ReplicaFetcher(self, leader_id)
            if self.fetchers_paused:
                fetcher.pause()
            if self._running:
                fetcher.start()
        return fetcher

    def _remove_from_fetcher(self, partition: Partition, leader_id: int | None = None) -> None:
        for fetcher_leader, fetcher in list(self.fetchers.items()):
            if leader_id is not None and fetcher_leader != leader_id:
                continue
            fetcher.remove_partition(partition)

    def pause_fetchers(self) -> None:
        """Test hook: followers on this broker stop fetching (responses still in flight are
        dropped), so their logs lag and the leader sees them fall behind."""
        self.fetchers_paused = True
        for fetcher in self.fetchers.values():
            fetcher.pause()

    def resume_fetchers(self) -> None:
        """Test hook: undo `pause_fetchers`."""
        self.fetchers_paused = False
        for fetcher in self.fetchers.values():
            fetcher.resume()

    # --- ISR maintenance (leader) ------------------------------------------------------

    def on_follower_fetch(self, partition: Partition) -> None:
        """After a follower fetch: expand the ISR with followers that caught up."""
        if not partition.is_leader:
            return
        joining = partition.followers_to_add(self.broker.metadata.is_alive)
        if joining:
            self._request_isr_change(partition, sorted(set(partition.isr) | set(joining)))

    def maybe_shrink_isrs(self) -> None:
        """Remove followers that stayed behind for replica.lag.time.max.ms from ISRs."""
        current = now_ms()
        lag = self.replica_lag_time_max_ms
        for partition in self.partitions.values():
            if not partition.is_leader:
                continue
            leaving = partition.followers_to_remove(current, lag)
            if leaving:
                log.info("%s-%d: shrinking ISR %s, %s out of sync", partition.topic,
                         partition.partition, partition.isr, leaving)
                self._request_isr_change(partition, [r for r in partition.isr if r not in leaving])

    async def _isr_expiration_loop(self) -> None:
        while True:
            await asyncio.sleep(max(self.replica_lag_time_max_ms / 2, 10) / 1000)
            self.maybe_shrink_isrs()

    def _request_isr_change(self, partition: Partition, new_isr: list[int]) -> None:
        channel = getattr(self.broker, "controller_channel", None)
        if channel is None:
            return  # a broker without a controller (unit tests): ISR stays as metadata says
        partition.pending_isr = list(new_isr)
        partition.maybe_increment_high_watermark()  # an expansion may let the HW move
        task = asyncio.get_running_loop().create_task(self._alter_partition(partition, new_isr))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _alter_partition(self, partition: Partition, new_isr: list[int]) -> None:
        brokers = self.broker.metadata.brokers
        request = AlterPartitionRequest(
            broker_id=self.node_id,
            broker_epoch=self._broker_epoch(),
            topics=[AlterPartitionRequestTopicData(
                topic_id=partition.topic_id,
                partitions=[AlterPartitionRequestPartitionData(
                    partition_index=partition.partition,
                    leader_epoch=partition.leader_epoch,
                    new_isr=new_isr,
                    new_isr_with_epochs=[
                        BrokerState(broker_id=replica,
                                    broker_epoch=brokers[replica].epoch if replica in brokers else -1)
                        for replica in new_isr
                    ],
                    leader_recovery_state=0,
                    partition_epoch=partition.partition_epoch,
                )],
            )],
        )
        error = ErrorCode.UNKNOWN_SERVER_ERROR
        result = None
        try:
            response = await self.broker.controller_channel.alter_partition(request)
            error = ErrorCode(response.error_code)
            if error == ErrorCode.NONE:
                result = response.topics[0].partitions[0]
                error = ErrorCode(result.error_code)
        except Exception as exc:  # the controller is unreachable: retry on the next check
            log.info("%s-%d: AlterPartition failed: %s", partition.topic, partition.partition, exc)
        # Synchronous from here on: apply the answer only to the same leadership.
        if self.partitions.get((partition.topic, partition.partition)) is not partition:
            return
        if partition.pending_isr is None or partition.pending_isr != new_isr:
            return  # metadata already settled it
        partition.pending_isr = None
        if error == ErrorCode.NONE and result.leader_epoch == partition.leader_epoch \
                and result.partition_epoch >= partition.partition_epoch:
            partition.isr = list(result.isr)
            partition.partition_epoch = result.partition_epoch
        elif error != ErrorCode.NONE:
            log.info("%s-%d: AlterPartition to %s answered %s", partition.topic,
                     partition.partition, new_isr, error.name)
        partition.maybe_increment_high_watermark()

    def _broker_epoch(self) -> int:
        channel = getattr(self.broker, "controller_channel", None)
        if channel is not None and channel.broker_epoch >= 0:
            return channel.broker_epoch
        info = self.broker.metadata.brokers.get(self.node_id)
        return info.epoch if info is not None else -1

    @property
    def broker_epoch(self) -> int:
        """This broker's epoch from its registration (ReplicaState.replica_epoch)."""
        return self._broker_epoch()

