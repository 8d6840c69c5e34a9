"""kafkasim's own asyncio consumer: a small, familiar API over the client side of KIP-392,
KIP-227, KIP-320 and KIP-951, with an exact fetch log.

    async with Consumer("127.0.0.1:9092", group_id="g", client_rack="b",
                        fetch_log="logs/") as consumer:
        consumer.subscribe(["events"])          # or consumer.assign([TopicPartition(...)])
        async for record in consumer:
            ...
            await consumer.commit()

What it does, as Apache Kafka's Java consumer does it:
- KIP-392: sends `client_rack` as the Fetch RackId; when the leader answers with a
  PreferredReadReplica, fetches from that replica until `metadata_max_age_ms` passes or the
  replica answers NOT_LEADER_OR_FOLLOWER, REPLICA_NOT_AVAILABLE, KAFKA_STORAGE_ERROR,
  FENCED_LEADER_EPOCH, OFFSET_NOT_AVAILABLE, UNKNOWN_LEADER_EPOCH or OFFSET_OUT_OF_RANGE, then
  falls back to the leader (an out-of-range answer from the leader itself resets per
  `auto_offset_reset`) (client/fetcher.py).
- KIP-227: one incremental fetch session per broker (client/fetcher.py); after
  FETCH_SESSION_ID_NOT_FOUND or INVALID_FETCH_SESSION_EPOCH the next fetch is full.
- KIP-320: sends CurrentLeaderEpoch and LastFetchedEpoch; validates its position with
  OffsetForLeaderEpoch after a leader change (client/positions.py); detects truncation from
  that answer or from a Fetch DivergingEpoch and resets or raises per `auto_offset_reset`
  (client/subscription_state.py).
- KIP-951: on NOT_LEADER_OR_FOLLOWER or FENCED_LEADER_EPOCH takes CurrentLeader and
  NodeEndpoints from the answer and fetches from the new leader without waiting for
  Metadata (`leader_hints=False` turns this off, to measure what the hints save).
- Groups: the classic protocol with the range assignor (client/group.py); `assign` works
  without a group. Only read_uncommitted is implemented.

Every Fetch answer becomes one `FetchLogRecord` per partition it carries, written to each of
the `fetch_log` sinks: a directory (a `FetchLogWriter`), any object with `write(record)`, or
a `TopicLogSink` that publishes the lines to a kafkasim topic.

The parts, as in Kafka's consumer: `SubscriptionState` (client/subscription_state.py) holds
each assigned partition's state and is what the others talk to; `Fetcher` (client/fetcher.py)
runs the fetch loops into the `FetchBuffer` (client/fetch_buffer.py); `OffsetFetcher`
(client/positions.py) resets and validates positions. The `Consumer` runs the control loop
(group membership, metadata, positions, auto commit) and hands records to the application.
"""

from __future__ import annotations

import asyncio
import os
import time
from dataclasses import dataclass

from kafkasim.client.cluster import ClusterClient
from kafkasim.client.fetch_buffer import ConsumerRecord, FetchBuffer
from kafkasim.client.fetch_log import FetchLogWriter
from kafkasim.client.fetcher import ConsumerStats, Fetcher
from kafkasim.client.group import GroupMember, OffsetAndEpoch
from kafkasim.client.positions import OffsetFetcher
from kafkasim.client.subscription_state import (
    FetchState,
    NoOffsetForPartitionError,
    OffsetResetStrategy,
    PartitionState,
    SubscriptionState,
    TopicPartition,
)
from kafkasim.protocol.errors import KafkaError

__all__ = ["Consumer", "ConsumerConfig", "ConsumerRecord", "ConsumerStats", "TopicPartition"]


@dataclass
class ConsumerConfig:
    """Settings, named after Kafka's consumer configs (dots become underscores)."""

    client_id: str = "kafkasim-consumer"
    client_rack: str | None = None
    group_id: str | None = None
    auto_offset_reset: str = "latest"  # "earliest", "latest" or "none"
    enable_auto_commit: bool = True
    auto_commit_interval_ms: int = 5000
    fetch_min_bytes: int = 1
    fetch_max_bytes: int = 50 * 1024 * 1024
    fetch_max_wait_ms: int = 500
    max_partition_fetch_bytes: int = 1024 * 1024
    request_timeout_ms: int = 30_000
    retry_backoff_ms: int = 100
    metadata_max_age_ms: int = 300_000
    session_timeout_ms: int = 45_000
    heartbeat_interval_ms: int = 3_000
    isolation_level: str = "read_uncommitted"
    fetch_sessions: bool = True  # KIP-227; False sends sessionless full fetches
    leader_hints: bool = True  # KIP-951; False waits for Metadata after a leader error
    buffer_bytes: int = 64 * 1024 * 1024  # fetched record bytes held before fetching pauses


class Consumer:
    """An asyncio Kafka consumer (see the module docstring). Use it with `async with`."""

    def __init__(self, bootstrap: str | list[str], *, fetch_log=None, **settings) -> None:
        self.config = ConsumerConfig(**settings)
        try:
            reset_policy = OffsetResetStrategy(self.config.auto_offset_reset)
        except ValueError:
            raise ValueError(f"auto_offset_reset {self.config.auto_offset_reset!r}") from None
        if self.config.isolation_level != "read_uncommitted":
            raise NotImplementedError("only isolation_level='read_uncommitted' is implemented")
        self.cluster = ClusterClient(bootstrap, self.config.client_id,
                                     request_timeout=self.config.request_timeout_ms / 1000)
        self._sinks = []
        for sink in ([] if fetch_log is None else
                     fetch_log if isinstance(fetch_log, list | tuple) else [fetch_log]):
            if isinstance(sink, str | os.PathLike):
                sink = FetchLogWriter(sink, prefix=f"fetch-{self.config.client_id}")
            self._sinks.append(sink)
        self.stats = ConsumerStats()
        self._buffer = FetchBuffer(self.config.buffer_bytes)
        self._subscriptions = SubscriptionState(
            self.cluster, auto_offset_reset=reset_policy,
            retry_backoff_ms=self.config.retry_backoff_ms, on_error=self._buffer.fail)
        self.truncations = self._subscriptions.truncations
        self._wake = asyncio.Event()
        self._fetcher = Fetcher(self.cluster, self.config, self._subscriptions, self._buffer,
                                sinks=self._sinks, stats=self.stats, wakeup=self._wake.set)
        self._offsets = OffsetFetcher(self.cluster, self._subscriptions, self.stats)
        self._group = (GroupMember(self.cluster, self.config.group_id,
                                   session_timeout_ms=self.config.session_timeout_ms,
                                   heartbeat_interval_ms=self.config.heartbeat_interval_ms)
                       if self.config.group_id else None)
        # The records being handed out one by one: a chunk taken from the buffer.
        self._current: list[ConsumerRecord] = []
        self._current_state: PartitionState | None = None
        self._current_generation = -1
        self._index = 0
        self._closing = False
        self._runner: asyncio.Task | None = None
        self._heartbeat: asyncio.Task | None = None
        self._metadata_task: asyncio.Task | None = None
        self._metadata_at = 0.0
        self._last_commit = time.monotonic()

    # --- lifecycle -----------------------------------------------------------------------

    async def start(self) -> None:
        for sink in self._sinks:
            start = getattr(sink, "start", None)
            if start is not None:
                await start()
        await self.cluster.refresh([])
        self._runner = asyncio.get_running_loop().create_task(self._run())

    async def __aenter__(self) -> Consumer:
        await self.start()
        return self

    async def __aexit__(self, *exc_info) -> None:
        await self.close()

    async def close(self) -> None:
        """Commit (with auto commit on), leave the group, close sessions and connections."""
        if self._closing:
            return
        if (self._group is not None and self.config.enable_auto_commit
                and not self._buffer.failed):
            try:
                await asyncio.wait_for(self.commit(), 5)
            except (KafkaError, OSError, ConnectionError, TimeoutError):
                pass
        self._closing = True
        self._wake.set()
        self._buffer.close()
        tasks = [t for t in (self._runner, self._heartbeat, self._metadata_task) if t]
        for task in tasks:
            task.cancel()
        tasks += self._fetcher.stop()
        await asyncio.gather(*tasks, return_exceptions=True)
        await self._fetcher.close_sessions()
        if self._group is not None:
            try:
                await asyncio.wait_for(self._group.leave(), 5)
            except (KafkaError, OSError, ConnectionError, TimeoutError):
                pass
        await self.cluster.close()
        for sink in self._sinks:
            close = getattr(sink, "close", None)
            if close is not None:
                result = close()
                if asyncio.iscoroutine(result):
                    await result

    # --- assignment ----------------------------------------------------------------------

    def assign(self, partitions) -> None:
        """Consume exactly these partitions, without a group."""
        self._subscriptions.topics = None
        self._set_assignment([TopicPartition(*tp) for tp in partitions])

    def subscribe(self, topics: list[str]) -> None:
        """Join `group_id` and consume the partitions the group assigns from `topics`."""
        if self._group is None:
            raise ValueError("subscribe needs a group_id (assign works without one)")
        self._subscriptions.topics = list(topics)
        self._group.needs_rejoin = True
        self._wake.set()

    def assignment(self) -> set[TopicPartition]:
        return self._subscriptions.assignment()

    def _set_assignment(self, partitions: list[TopicPartition]) -> None:
        self._subscriptions.assign(partitions)
        self._wake.set()

    def seek(self, partition, offset: int) -> None:
        self._subscriptions.state_for(TopicPartition(*partition)).seek(offset)
        self._wake.set()

    def seek_to_beginning(self, *partitions) -> None:
        """Move to the log start of `partitions` (all assigned when none are named)."""
        self._request_reset(partitions, OffsetResetStrategy.EARLIEST)

    def seek_to_end(self, *partitions) -> None:
        """Move to the high watermark of `partitions` (all assigned when none are named)."""
        self._request_reset(partitions, OffsetResetStrategy.LATEST)

    def position(self, partition) -> int | None:
        """The offset of the next record the application gets from `partition`; None while
        it is not known yet (no committed offset read, a reset or seek_to_* pending)."""
        state = self._subscriptions.state_for(TopicPartition(*partition))
        return state.position if state.fetch_state.has_position else None

    def _request_reset(self, partitions, strategy: OffsetResetStrategy) -> None:
        subscriptions = self._subscriptions
        states = ([subscriptions.state_for(TopicPartition(*tp)) for tp in partitions]
                  if partitions else subscriptions.states())
        for state in states:
            state.request_reset(strategy)
        self._wake.set()

    async def commit(self, offsets: dict | None = None) -> None:
        """Commit `offsets` ({partition: offset}) or every assigned partition's position."""
        if self._group is None:
            raise ValueError("commit needs a group_id")
        if offsets is None:
            chosen = {s.tp: OffsetAndEpoch(s.position, s.position_epoch)
                      for s in self._subscriptions.states() if s.position is not None}
        else:
            chosen = {TopicPartition(*tp): OffsetAndEpoch(offset, -1)
                      for tp, offset in offsets.items()}
        if chosen:
            await self._group.commit(chosen)
        self._last_commit = time.monotonic()

    # --- records -------------------------------------------------------------------------

    def __aiter__(self) -> Consumer:
        return self

    async def __anext__(self) -> ConsumerRecord:
        while True:
            index = self._index
            current = self._current
            if index < len(current):
                record = current[index]
                self._index = index + 1
                state = self._current_state
                if state.generation == self._current_generation:
                    state.position = record.offset + 1
                    state.position_epoch = record.leader_epoch
                    return record
                self._current = []
                continue
            error = self._buffer.take_error()
            if error is not None:
                raise error
            if self._closing:
                raise StopAsyncIteration
            if not self._next_chunk():
                await self._buffer.wait_for_data()

    async def getmany(self, timeout_ms: int = 1000, max_records: int = 10_000
                      ) -> dict[TopicPartition, list[ConsumerRecord]]:
        """Records that are ready (waiting up to `timeout_ms` for the first), by partition."""
        result: dict[TopicPartition, list[ConsumerRecord]] = {}
        try:
            first = await asyncio.wait_for(self.__anext__(), timeout_ms / 1000)
        except TimeoutError:
            return result
        result.setdefault(TopicPartition(first.topic, first.partition), []).append(first)
        count = 1
        while count < max_records and (self._index < len(self._current) or self._buffer):
            if self._index >= len(self._current) and not self._next_chunk():
                break
            record = await self.__anext__()
            result.setdefault(TopicPartition(record.topic, record.partition), []).append(record)
            count += 1
        return result

    def _next_chunk(self) -> bool:
        """Hand out the next buffered chunk whose partition has not moved on since."""
        buffer = self._buffer
        is_current = self._subscriptions.is_current
        while (chunk := buffer.poll()) is not None:
            state, generation, records, _ = chunk
            if not is_current(state, generation):
                continue
            self._current, self._index = records, 0
            self._current_state, self._current_generation = state, generation
            self.stats.records += len(records)
            return True
        return False

    # --- the control loop ----------------------------------------------------------------

    async def _run(self) -> None:
        try:
            while not self._closing:
                await self._step()
                self._fetcher.ensure_fetching()
                self._wake.clear()
                try:
                    await asyncio.wait_for(self._wake.wait(),
                                           self.config.retry_backoff_ms / 1000)
                except TimeoutError:
                    pass
        except asyncio.CancelledError:
            raise
        except BaseException as error:  # surfaced to the application by __anext__
            self._buffer.fail(error)

    async def _step(self) -> None:
        group = self._group
        subscriptions = self._subscriptions
        cluster = self.cluster
        if group is not None and subscriptions.topics is not None and group.needs_rejoin:
            if self.config.enable_auto_commit and group.generation >= 0:
                try:
                    await self.commit()
                except KafkaError:
                    pass
            await cluster.refresh(subscriptions.topics)
            assigned = await group.join(subscriptions.topics)
            self._set_assignment(assigned)
            if self._heartbeat is None:
                self._heartbeat = asyncio.get_running_loop().create_task(self._heartbeats())
        now = time.monotonic()
        if subscriptions.any_leader_unknown():
            cluster.request_update()  # a partition without a known leader: ask again
        if len(subscriptions) and self._metadata_task is None and (
                cluster.update_requested
                or now - self._metadata_at > self.config.metadata_max_age_ms / 1000):
            # In the background: a KIP-951 hint lets fetching go on while Metadata is slow.
            self._metadata_task = asyncio.get_running_loop().create_task(
                self._refresh_metadata())
        subscriptions.maybe_validate_positions()
        ready = subscriptions.retry_due(now)
        initializing = [s for s in ready if s.fetch_state is FetchState.INITIALIZING]
        if initializing:
            await self._initial_positions(initializing)
        to_reset = [s for s in ready if s.fetch_state is FetchState.AWAIT_RESET]
        to_validate = [s for s in ready if s.fetch_state is FetchState.AWAIT_VALIDATION]
        if to_reset or to_validate:
            try:
                await asyncio.gather(self._offsets.reset_offsets(to_reset),
                                     self._offsets.validate_positions(to_validate))
            except (OSError, ConnectionError, TimeoutError, KafkaError):
                cluster.request_update()
        if (group is not None and self.config.enable_auto_commit and group.generation >= 0
                and time.monotonic() - self._last_commit
                > self.config.auto_commit_interval_ms / 1000):
            try:
                await self.commit()
            except KafkaError:
                pass

    async def _heartbeats(self) -> None:
        while not self._closing:
            await asyncio.sleep(self.config.heartbeat_interval_ms / 1000)
            if self._group.needs_rejoin:
                continue
            try:
                if await self._group.heartbeat():
                    self._wake.set()
            except (OSError, ConnectionError, TimeoutError, KafkaError):
                pass

    async def _initial_positions(self, states: list[PartitionState]) -> None:
        committed = {}
        if self._group is not None:
            committed = await self._group.committed([s.tp for s in states])
        for state in states:
            if state.tp in committed:
                position = committed[state.tp]
                state.seek_unvalidated(position.offset, position.leader_epoch)
            else:
                self._subscriptions.reset_or_block(state, NoOffsetForPartitionError(state.tp))

    async def _refresh_metadata(self) -> None:
        topics = sorted({tp.topic for tp in self._subscriptions.assignment()})
        self.cluster.update_requested = False
        try:
            await self.cluster.refresh(topics)
            self._metadata_at = time.monotonic()
        except (OSError, ConnectionError, TimeoutError, KafkaError):
            self.cluster.request_update()
            await asyncio.sleep(self.config.retry_backoff_ms / 1000)
        finally:
            self._metadata_task = None
            self._wake.set()
