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
  `auto_offset_reset`).
- KIP-227: one incremental fetch session per broker (client/fetcher.py); after
  FETCH_SESSION_ID_NOT_FOUND or INVALID_FETCH_SESSION_EPOCH the next fetch is full.
- KIP-320: sends CurrentLeaderEpoch and LastFetchedEpoch; validates its position with
  OffsetForLeaderEpoch after a leader change; detects truncation from that answer or from a
  Fetch DivergingEpoch and resets or raises per `auto_offset_reset` (client/positions.py).
- KIP-951: on NOT_LEADER_OR_FOLLOWER or FENCED_LEADER_EPOCH takes CurrentLeader and
  NodeEndpoints from the answer and fetches from the new leader without waiting for
  Metadata (`leader_hints=False` turns this off, to measure what the hints save).
- Groups: the classic protocol with the range assignor (client/group.py); `assign` works
  without a group. Only read_uncommitted is implemented.

Every Fetch answer becomes one `FetchLogRecord` per partition it carries, written to each of
the `fetch_log` sinks: a directory (a `FetchLogWriter`), any object with `write(record)`, or
a `TopicLogSink` that publishes the lines to a kafkasim topic.
"""

from __future__ import annotations

import asyncio
import os
import time
from collections import deque
from dataclasses import dataclass, field

from kafkasim.client.cluster import ClusterClient
from kafkasim.client.fetch_log import FetchLogRecord, FetchLogWriter
from kafkasim.client.fetcher import (
    FETCH_VERSION,
    FINAL_EPOCH,
    MIN_FETCH_VERSION,
    FetchSession,
    NodeFetcher,
)
from kafkasim.client.group import GroupMember
from kafkasim.client.positions import (
    NoOffsetForPartitionError,
    OffsetOutOfRangeError,
    PartitionState,
    TopicPartition,
    TruncationEvent,
    complete_validation,
    reset_offsets,
    validate_positions,
)
from kafkasim.protocol.errors import ErrorCode, KafkaError
from kafkasim.protocol.messages.fetch import FetchRequest
from kafkasim.protocol.records import iter_batches, iter_records_of, records_section

__all__ = ["Consumer", "ConsumerConfig", "ConsumerRecord", "TopicPartition"]

# Errors after which the fetch goes back to the leader and metadata is refreshed (Kafka's
# FetchCollector.handleInitializeErrors).
LEADER_ERRORS = frozenset({
    ErrorCode.NOT_LEADER_OR_FOLLOWER, ErrorCode.REPLICA_NOT_AVAILABLE,
    ErrorCode.KAFKA_STORAGE_ERROR, ErrorCode.FENCED_LEADER_EPOCH,
    ErrorCode.OFFSET_NOT_AVAILABLE, ErrorCode.UNKNOWN_LEADER_EPOCH,
    ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, ErrorCode.UNKNOWN_TOPIC_ID,
    ErrorCode.INCONSISTENT_TOPIC_ID, ErrorCode.LEADER_NOT_AVAILABLE,
})
HINT_ERRORS = frozenset({ErrorCode.NOT_LEADER_OR_FOLLOWER, ErrorCode.FENCED_LEADER_EPOCH})


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


class ConsumerRecord:
    __slots__ = ("topic", "partition", "offset", "timestamp", "key", "value", "headers",
                 "leader_epoch")

    def __init__(self, topic, partition, offset, timestamp, key, value, headers, leader_epoch):
        self.topic = topic
        self.partition = partition
        self.offset = offset
        self.timestamp = timestamp
        self.key = key
        self.value = value
        self.headers = headers
        self.leader_epoch = leader_epoch

    def __repr__(self) -> str:
        return (f"ConsumerRecord({self.topic}-{self.partition}@{self.offset}, "
                f"key={self.key!r}, value={self.value!r})")


@dataclass
class ConsumerStats:
    """Counters for tests and benchmarks."""

    fetches: int = 0
    request_bytes: int = 0
    response_bytes: int = 0
    session_errors: int = 0
    validations: int = 0
    leader_hints_used: int = 0
    preferred_replica_fallbacks: int = 0
    records: int = 0
    redirects: list = field(default_factory=list)


class Consumer:
    """An asyncio Kafka consumer (see the module docstring). Use it with `async with`."""

    def __init__(self, bootstrap: str | list[str], *, fetch_log=None, **settings) -> None:
        self.config = ConsumerConfig(**settings)
        if self.config.auto_offset_reset not in ("earliest", "latest", "none"):
            raise ValueError(f"auto_offset_reset {self.config.auto_offset_reset!r}")
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
        self._states: dict[TopicPartition, PartitionState] = {}
        self._subscription: list[str] | None = None
        self._group = (GroupMember(self.cluster, self.config.group_id,
                                   session_timeout_ms=self.config.session_timeout_ms,
                                   heartbeat_interval_ms=self.config.heartbeat_interval_ms)
                       if self.config.group_id else None)
        self._sessions: dict[int, FetchSession] = {}
        self._fetchers: dict[int, asyncio.Task] = {}
        self._ready: deque = deque()  # (state, generation, records, nbytes)
        self._buffered_bytes = 0
        self._data = asyncio.Event()
        self._space = asyncio.Event()
        self._wake = asyncio.Event()
        self._current: list[ConsumerRecord] = []
        self._current_state: PartitionState | None = None
        self._current_generation = -1
        self._index = 0
        self._error: BaseException | None = None
        self._closing = False
        self._runner: asyncio.Task | None = None
        self._heartbeat: asyncio.Task | None = None
        self._metadata_stale = True
        self._metadata_task: asyncio.Task | None = None
        self._metadata_at = 0.0
        self._last_commit = time.monotonic()
        self._fetch_id = 0
        self.stats = ConsumerStats()
        self.truncations: list[TruncationEvent] = []

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
        if self._group is not None and self.config.enable_auto_commit and self._error is None:
            try:
                await asyncio.wait_for(self.commit(), 5)
            except (KafkaError, OSError, ConnectionError, TimeoutError):
                pass
        self._closing = True
        self._wake.set()
        self._space.set()
        self._data.set()
        tasks = [t for t in (self._runner, self._heartbeat, self._metadata_task,
                             *self._fetchers.values()) if t]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await self._close_fetch_sessions()
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

    async def _close_fetch_sessions(self) -> None:
        """Tell each broker that holds a session of ours to drop it (a Fetch at the final
        epoch, -1, listing nothing), as Kafka's consumer does when it closes."""
        async def close_one(node_id: int, session: FetchSession) -> None:
            try:
                node = await self.cluster.node(node_id)
                await asyncio.wait_for(node.connection.send(
                    FetchRequest(replica_id=-1, max_wait_ms=0, min_bytes=0,
                                 max_bytes=self.config.fetch_max_bytes,
                                 session_id=session.session_id, session_epoch=FINAL_EPOCH,
                                 rack_id=self.config.client_rack or ""),
                    node.version(FetchRequest, FETCH_VERSION, MIN_FETCH_VERSION)),
                    self.config.fetch_max_wait_ms / 1000 + 2)
            except (OSError, ConnectionError, TimeoutError, KafkaError):
                pass  # the broker evicts it in time anyway
            session.reset()

        await asyncio.gather(*(close_one(node_id, session)
                               for node_id, session in self._sessions.items()
                               if session.enabled and session.session_id))

    # --- assignment ----------------------------------------------------------------------

    def assign(self, partitions) -> None:
        """Consume exactly these partitions, without a group."""
        self._subscription = None
        self._set_assignment([TopicPartition(*tp) for tp in partitions])

    def subscribe(self, topics: list[str]) -> None:
        """Join `group_id` and consume the partitions the group assigns from `topics`."""
        if self._group is None:
            raise ValueError("subscribe needs a group_id (assign works without one)")
        self._subscription = list(topics)
        self._group.needs_rejoin = True
        self._wake.set()

    def assignment(self) -> set[TopicPartition]:
        return set(self._states)

    def _set_assignment(self, partitions: list[TopicPartition]) -> None:
        self._states = {tp: self._states.get(tp) or PartitionState(tp) for tp in partitions}
        self._metadata_stale = True
        self._wake.set()

    def seek(self, partition, offset: int) -> None:
        self._states[TopicPartition(*partition)].seek(offset)
        self._wake.set()

    def seek_to_beginning(self, *partitions) -> None:
        """Move to the log start of `partitions` (all assigned when none are named)."""
        self._request_reset(partitions, "earliest")

    def seek_to_end(self, *partitions) -> None:
        """Move to the high watermark of `partitions` (all assigned when none are named)."""
        self._request_reset(partitions, "latest")

    def position(self, partition) -> int | None:
        """The offset of the next record the application gets from `partition`; None while
        it is not known yet (no committed offset read, a reset or seek_to_* pending)."""
        state = self._states[TopicPartition(*partition)]
        return None if state.need in ("position", "reset") else state.position

    def _request_reset(self, partitions, strategy: str) -> None:
        for tp in partitions or list(self._states):
            state = self._states[TopicPartition(*tp)]
            state.need, state.reset_strategy = "reset", strategy
            state.generation += 1  # what is buffered belongs to the old position
        self._wake.set()

    async def commit(self, offsets: dict | None = None) -> None:
        """Commit `offsets` ({partition: offset}) or every assigned partition's position."""
        if self._group is None:
            raise ValueError("commit needs a group_id")
        if offsets is None:
            chosen = {tp: (s.position, s.position_epoch) for tp, s in self._states.items()
                      if s.position is not None}
        else:
            chosen = {TopicPartition(*tp): (offset, -1) for tp, offset in offsets.items()}
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
            if self._error is not None:
                error, self._error = self._error, None
                raise error
            if self._closing:
                raise StopAsyncIteration
            if not self._next_chunk():
                self._data.clear()
                await self._data.wait()

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
        while count < max_records and (self._index < len(self._current) or self._ready):
            if self._index >= len(self._current) and not self._next_chunk():
                break
            record = await self.__anext__()
            result.setdefault(TopicPartition(record.topic, record.partition), []).append(record)
            count += 1
        return result

    def _next_chunk(self) -> bool:
        while self._ready:
            state, generation, records, nbytes = self._ready.popleft()
            self._buffered_bytes -= nbytes
            self._space.set()
            if self._states.get(state.tp) is not state or state.generation != generation:
                continue
            self._current, self._index = records, 0
            self._current_state, self._current_generation = state, generation
            self.stats.records += len(records)
            return True
        return False

    async def _wait_for_buffer_space(self) -> bool:
        while self._buffered_bytes >= self.config.buffer_bytes and not self._closing:
            self._space.clear()
            await self._space.wait()
        return not self._closing

    # --- the control loop ----------------------------------------------------------------

    async def _run(self) -> None:
        try:
            while not self._closing:
                await self._step()
                self._ensure_fetchers()
                self._wake.clear()
                try:
                    await asyncio.wait_for(self._wake.wait(),
                                           self.config.retry_backoff_ms / 1000)
                except TimeoutError:
                    pass
        except asyncio.CancelledError:
            raise
        except BaseException as error:  # surfaced to the application by __anext__
            self._fail(error)

    async def _step(self) -> None:
        group = self._group
        if group is not None and self._subscription is not None and group.needs_rejoin:
            if self.config.enable_auto_commit and group.generation >= 0:
                try:
                    await self.commit()
                except KafkaError:
                    pass
            await self.cluster.refresh(self._subscription)
            assigned = await group.join(self._subscription)
            self._set_assignment(assigned)
            if self._heartbeat is None:
                self._heartbeat = asyncio.get_running_loop().create_task(self._heartbeats())
        now = time.monotonic()
        if any(self._leader_of(state) < 0 for state in self._states.values()):
            self._metadata_stale = True  # a partition without a known leader: ask again
        if self._states and self._metadata_task is None and (
                self._metadata_stale
                or now - self._metadata_at > self.config.metadata_max_age_ms / 1000):
            # In the background: a KIP-951 hint lets fetching go on while Metadata is slow.
            self._metadata_task = asyncio.get_running_loop().create_task(
                self._refresh_metadata())
        self._check_leader_epochs()
        ready = [s for s in self._states.values() if s.retry_at <= now]
        waiting_position = [s for s in ready if s.need == "position"]
        if waiting_position:
            await self._initial_positions(waiting_position)
        to_reset = [s for s in ready if s.need == "reset"]
        to_validate = [s for s in ready if s.need == "validate"]
        if to_reset or to_validate:
            try:
                await asyncio.gather(reset_offsets(self, to_reset),
                                     validate_positions(self, to_validate))
            except (OSError, ConnectionError, TimeoutError, KafkaError):
                self._metadata_stale = True
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
                offset, epoch = committed[state.tp]
                state.seek(offset, epoch)
                state.need = "validate" if epoch >= 0 else None
            elif self.config.auto_offset_reset == "none":
                self._fail(NoOffsetForPartitionError(state.tp))
                state.need = "blocked"
            else:
                state.need = "reset"

    async def _refresh_metadata(self) -> None:
        topics = sorted({tp.topic for tp in self._states})
        self._metadata_stale = False
        try:
            await self.cluster.refresh(topics)
            self._metadata_at = time.monotonic()
        except (OSError, ConnectionError, TimeoutError, KafkaError):
            self._metadata_stale = True
            await asyncio.sleep(self.config.retry_backoff_ms / 1000)
        finally:
            self._metadata_task = None
            self._wake.set()

    def _check_leader_epochs(self) -> None:
        """KIP-320: a position fetched under an older leader epoch is validated with the new
        leader before fetching resumes (Kafka's maybeValidatePositionForCurrentLeader)."""
        for state in self._states.values():
            epoch = self._current_leader_epoch(state)
            if state.need is None and epoch > state.validated_epoch:
                if state.fetch_epoch >= 0 and state.validated_epoch >= 0:
                    state.need = "validate"
                else:
                    state.validated_epoch = epoch

    def _ensure_fetchers(self) -> None:
        loop = asyncio.get_running_loop()
        for state in self._fetchable():
            node = self._target(state)
            if node >= 0 and node not in self._fetchers:
                self._fetchers[node] = loop.create_task(NodeFetcher(self, node).run())

    def _fetchable(self):
        now = time.monotonic()
        return [s for s in self._states.values() if s.fetchable and s.retry_at <= now]

    def _leader_of(self, state: PartitionState) -> int:
        info = self.cluster.partition(state.topic, state.partition)
        return -1 if info is None else info.leader

    def _current_leader_epoch(self, state: PartitionState) -> int:
        info = self.cluster.partition(state.topic, state.partition)
        return -1 if info is None else info.leader_epoch

    def _target(self, state: PartitionState) -> int:
        """KIP-392: the preferred read replica while it is fresh and known, else the leader."""
        replica = state.preferred_replica
        if replica >= 0:
            if time.monotonic() < state.preferred_until and replica in self.cluster.brokers:
                return replica
            state.preferred_replica = -1
        return self._leader_of(state)

    def _retry_later(self, state: PartitionState, error_code: int) -> None:
        state.retry_at = time.monotonic() + self.config.retry_backoff_ms / 1000
        self._metadata_stale = True

    def _fail(self, error: BaseException) -> None:
        self._error = error
        self._data.set()

    def _on_node_failure(self, node_id: int, error: BaseException) -> None:
        self.cluster.drop(node_id)
        self._metadata_stale = True
        for state in self._states.values():
            if state.preferred_replica == node_id:
                state.preferred_replica = -1
                self.stats.preferred_replica_fallbacks += 1
        self._wake.set()

    # --- one partition of a Fetch answer (called by NodeFetcher) ------------------------

    def _handle_partition(self, node_id: int, state: PartitionState, generation: int,
                          fetch_offset: int, data) -> tuple[int, int]:
        """Take one partition's answer; return (records taken, record bytes received)."""
        records_field = data.records
        nbytes = 0 if records_field is None else len(records_field)
        if self._states.get(state.tp) is not state or state.generation != generation \
                or state.fetch_offset != fetch_offset:
            return 0, nbytes  # the partition moved on (seek, reset, revoke) while in flight
        error = data.error_code
        if error == ErrorCode.NONE:
            state.high_watermark = data.high_watermark
            diverging = data.diverging_epoch
            if diverging.epoch >= 0 or diverging.end_offset >= 0:
                state.validated_epoch = self._current_leader_epoch(state)
                complete_validation(self, state, fetch_offset, diverging.epoch,
                                    diverging.end_offset, "diverging_epoch")
                self._wake.set()
                return 0, nbytes
            if data.preferred_read_replica >= 0 and data.preferred_read_replica != node_id:
                state.preferred_replica = data.preferred_read_replica
                state.preferred_until = (time.monotonic()
                                         + self.config.metadata_max_age_ms / 1000)
                self.stats.redirects.append((state.tp, node_id, data.preferred_read_replica))
                self._wake.set()
            if nbytes:
                return self._take_records(state, fetch_offset, records_field), nbytes
            return 0, nbytes
        self._wake.set()
        from_follower = node_id != self._leader_of(state)
        if error == ErrorCode.OFFSET_OUT_OF_RANGE:
            if state.preferred_replica >= 0:
                state.preferred_replica = -1  # a follower's out of range is not definitive
                self.stats.preferred_replica_fallbacks += 1
            elif self.config.auto_offset_reset == "none":
                self._fail(OffsetOutOfRangeError(state.tp, fetch_offset))
                state.need = "blocked"
            else:
                state.need = "reset"
            return 0, nbytes
        if error in LEADER_ERRORS:
            if state.preferred_replica >= 0 or from_follower:
                state.preferred_replica = -1
                self.stats.preferred_replica_fallbacks += 1
            hinted = False
            if error in HINT_ERRORS and self.config.leader_hints:
                leader = data.current_leader
                hinted = self.cluster.apply_leader_hint(state.topic, state.partition,
                                                        leader.leader_id, leader.leader_epoch)
                self.stats.leader_hints_used += hinted
            self._metadata_stale = True
            if not hinted:
                self._retry_later(state, error)
            return 0, nbytes
        if error == ErrorCode.UNKNOWN_SERVER_ERROR:
            # Kafka's consumer logs it and fetches again (a failed remote-tier read, KIP-405,
            # is answered so).
            self._retry_later(state, error)
            return 0, nbytes
        self._fail(KafkaError(error, f"Fetch {state.tp}"))
        state.need = "blocked"
        return 0, nbytes

    def _take_records(self, state: PartitionState, fetch_offset: int, records_field) -> int:
        topic, partition = state.tp
        out: list[ConsumerRecord] = []
        append = out.append
        next_offset = fetch_offset
        last_epoch = state.fetch_epoch
        for header, batch in iter_batches(records_field):
            if header.next_offset <= fetch_offset:
                continue
            next_offset = header.next_offset
            last_epoch = header.partition_leader_epoch
            if header.is_control:
                continue
            base_offset = header.base_offset
            base_timestamp = header.base_timestamp
            log_append = header.timestamp_type == 1
            epoch = header.partition_leader_epoch
            for record in iter_records_of(records_section(batch, header), header.records_count):
                offset = base_offset + record.offset_delta
                if offset < fetch_offset:
                    continue
                append(ConsumerRecord(
                    topic, partition, offset,
                    header.max_timestamp if log_append else base_timestamp + record.timestamp_delta,
                    record.key, record.value, record.headers, epoch))
        state.fetch_offset = next_offset
        state.fetch_epoch = last_epoch
        if out:
            nbytes = len(records_field)
            self._ready.append((state, state.generation, out, nbytes))
            self._buffered_bytes += nbytes
            self._data.set()
        return len(out)

    # --- the fetch log -------------------------------------------------------------------

    def _emit_log(self, lines: list[FetchLogRecord]) -> None:
        for sink in self._sinks:
            for line in lines:
                sink.write(line)

    def _log_top_level_error(self, fetcher, response, generations, leaders, fetch_id, ts_ms,
                             latency_ms, request_bytes, response_bytes, epoch, session_id,
                             listed) -> None:
        """A top-level error (KIP-227 session errors) answers for every partition asked."""
        if not self._sinks:
            return
        lines = []
        for key, (state, _, fetch_offset) in generations.items():
            lines.append(FetchLogRecord(
                ts_ms=ts_ms, client_id=self.config.client_id,
                client_rack=self.config.client_rack, broker_id=fetcher.node_id,
                broker_rack=self.cluster.rack_of(fetcher.node_id), topic=state.topic,
                partition=state.partition, fetch_offset=fetch_offset, records=0, bytes=0,
                high_watermark=-1,
                preferred_read_replica=fetcher.node_id if fetcher.node_id != leaders[key] else -1,
                leader_id=leaders[key], session_id=session_id, session_epoch=epoch,
                incremental=epoch > 0, error=response.error_code, latency_ms=latency_ms,
                preferred_read_replica_seen=-1, top_level_error=response.error_code,
                response_session_id=response.session_id, fetch_id=fetch_id,
                request_bytes=request_bytes, response_bytes=response_bytes,
                request_partitions=listed, max_wait_ms=self.config.fetch_max_wait_ms,
                long_poll=True, current_leader_id=-1, current_leader_epoch=-1,
                diverging_epoch=-1, diverging_end_offset=-1,
                broker_address=self.cluster.address_of(fetcher.node_id)))
        self._emit_log(lines)
