"""The consumer's fetch path: one fetch loop per broker, each with its KIP-227 session.

`FetchSession` is the client half of an incremental fetch session (Kafka's
`FetchSessionHandler`): the first request of a session is full (SessionId 0, epoch 0) and
lists every partition; the broker answers with a SessionId, and later requests at epochs
1, 2, ... list only the partitions whose fetch state changed, plus the ones to forget. On
FETCH_SESSION_ID_NOT_FOUND or INVALID_FETCH_SESSION_EPOCH (the broker evicted or lost the
session) and on any failed request, the next request is full again.

`Fetcher` runs the loop for each broker (Kafka's Fetcher and FetchCollector): it asks the
`SubscriptionState` for the partitions whose fetch target is that broker (the KIP-392
preferred read replica when one is set, else the leader), sends one Fetch at a time, takes
each partition's answer (records into the `FetchBuffer`; errors, hints, redirects and
diverging epochs into the subscription state) and writes one fetch-log line per partition
through a `FetchLogContext`.

How it answers each partition error, as Kafka's FetchCollector.handleInitializeErrors does:
- KIP-392: a PreferredReadReplica moves the partition's fetches to that replica until
  `metadata_max_age_ms` passes; a leader error, or any error from a follower, goes back to the
  leader. OFFSET_OUT_OF_RANGE from a follower is not definitive (back to the leader); from the
  leader it resets per `auto_offset_reset`.
- KIP-951: NOT_LEADER_OR_FOLLOWER and FENCED_LEADER_EPOCH carry CurrentLeader: a newer epoch
  is taken at once (`leader_hints=False` waits for Metadata instead).
- KIP-320: a DivergingEpoch is judged by `SubscriptionState.complete_validation`.
- UNKNOWN_SERVER_ERROR (a failed remote-tier read, KIP-405) is retried after
  `retry_backoff_ms`; anything else is raised to the application.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import NamedTuple

from kafkasim.client.cluster import ClusterClient
from kafkasim.client.fetch_buffer import ConsumerRecord, FetchBuffer, ReadyChunk
from kafkasim.client.fetch_log import FetchLogContext, FetchLogRecord
from kafkasim.client.subscription_state import (
    OffsetOutOfRangeError,
    PartitionState,
    SubscriptionState,
    TopicPartition,
    TruncationSource,
)
from kafkasim.protocol.connection import ConnectionClosedError
from kafkasim.protocol.errors import ErrorCode, KafkaError
from kafkasim.protocol.messages.fetch import (
    FetchPartition,
    FetchRequest,
    FetchTopic,
    ForgottenTopic,
    PartitionData,
)
from kafkasim.protocol.records import iter_batches, iter_records_of, records_section

FETCH_VERSION = 17  # topic ids (13), KIP-951 hints (16); 18 only adds a follower field
MIN_FETCH_VERSION = 13
INITIAL_EPOCH = 0
FINAL_EPOCH = -1
INT32_MAX = 2**31 - 1
SESSION_ERRORS = (ErrorCode.FETCH_SESSION_ID_NOT_FOUND, ErrorCode.INVALID_FETCH_SESSION_EPOCH)

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


def next_epoch(epoch: int) -> int:
    """The session epoch after `epoch` (Kafka's FetchMetadata.nextEpoch: wraps to 1)."""
    if epoch < 0:
        return FINAL_EPOCH
    return 1 if epoch == INT32_MAX else epoch + 1


class Redirect(NamedTuple):
    """A KIP-392 redirect the consumer followed (in `ConsumerStats.redirects`)."""

    partition: TopicPartition
    from_broker: int  # the broker that answered
    to_broker: int  # the PreferredReadReplica it named


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
    redirects: list[Redirect] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class SentPartition:
    """What a request asked of one partition; an incremental request repeats a partition only
    when this changes."""

    fetch_offset: int
    current_leader_epoch: int
    last_fetched_epoch: int
    partition_max_bytes: int


class SessionRequest(NamedTuple):
    """What the session puts in one request."""

    listed: list[tuple[tuple, SentPartition]]  # (topic id, partition) and what to ask of it
    forgotten: list[tuple]  # (topic id, partition) to drop from the broker's session
    session_id: int
    epoch: int


class FetchSession:
    """The client side of one broker's fetch session (see the module docstring)."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self.session_id = 0
        self.epoch = INITIAL_EPOCH
        # What the broker's session holds, by (topic id, partition), as of the last request.
        self.sent: dict[tuple, SentPartition] = {}

    @property
    def is_full(self) -> bool:
        return self.epoch == INITIAL_EPOCH

    def build(self, wanted: dict[tuple, SentPartition]) -> SessionRequest:
        """The request that should fetch `wanted`. A full request lists all of them."""
        if not self.enabled:
            return SessionRequest(list(wanted.items()), [], 0, FINAL_EPOCH)
        if self.is_full:
            listed = list(wanted.items())
            forgotten: list[tuple] = []
        else:
            sent = self.sent
            listed = [(key, part) for key, part in wanted.items() if sent.get(key) != part]
            forgotten = [key for key in sent if key not in wanted]
        self.sent = dict(wanted)
        return SessionRequest(listed, forgotten, self.session_id, self.epoch)

    def handle(self, error_code: int, response_session_id: int) -> None:
        """Move the session on after an answer: take the new session, count up the epoch, or
        start over with a full request after a top-level error (session errors included)."""
        if not self.enabled:
            return
        if error_code:
            self.reset()
        elif self.is_full:
            if response_session_id:
                self.session_id, self.epoch = response_session_id, 1
        else:
            self.epoch = next_epoch(self.epoch)

    def reset(self) -> None:
        """Start a new session with the next request (a full one)."""
        self.session_id = 0
        self.epoch = INITIAL_EPOCH
        self.sent = {}


class AskedPartition(NamedTuple):
    """A partition as it stood when its Fetch left: the answer is checked against it, and its
    fetch-log line reports it."""

    state: PartitionState
    generation: int
    fetch_offset: int
    leader_id: int  # the leader the consumer knew (-1 unknown)

    @property
    def topic(self) -> str:
        return self.state.topic

    @property
    def partition(self) -> int:
        return self.state.partition


def error_answer(partition: int, error_code: int) -> PartitionData:
    """What a top-level error says of one partition asked (Kafka's
    FetchResponse.partitionResponse(partition, error): no high watermark, nothing else)."""
    return PartitionData(partition_index=partition, error_code=error_code, high_watermark=-1)


class Fetcher:
    """The consumer's fetch loops (see the module docstring). `config` is the consumer's
    ConsumerConfig; `sinks` get the fetch-log lines; `wakeup` nudges the consumer's control
    loop (a partition needs a reset or validation, a fetch target moved, a loop ended)."""

    def __init__(self, cluster: ClusterClient, config, subscriptions: SubscriptionState,
                 buffer: FetchBuffer, *, sinks: list, stats: ConsumerStats,
                 wakeup: Callable[[], None]) -> None:
        self._cluster = cluster
        self._config = config
        self._subscriptions = subscriptions
        self._buffer = buffer
        self._sinks = sinks
        self._stats = stats
        self._wakeup = wakeup
        self._sessions: dict[int, FetchSession] = {}
        self._loops: dict[int, asyncio.Task] = {}
        self._fetch_id = 0  # per consumer: equal on every fetch-log line of one request
        self._closing = False

    # --- the loops -----------------------------------------------------------------------

    def ensure_fetching(self) -> None:
        """Start a loop for each broker that some fetchable partition should be fetched from
        and that has none."""
        loop = asyncio.get_running_loop()
        subscriptions = self._subscriptions
        for state in subscriptions.fetchable():
            node_id = subscriptions.target(state)
            if node_id >= 0 and node_id not in self._loops:
                self._loops[node_id] = loop.create_task(self._run(node_id))

    def stop(self) -> list[asyncio.Task]:
        """Fetch no more: the loops, cancelled, for the caller to await. Sessions stay open
        until `close_sessions`."""
        self._closing = True
        loops = list(self._loops.values())
        for task in loops:
            task.cancel()
        return loops

    async def close_sessions(self) -> None:
        """Tell each broker that holds a session of ours to drop it (a Fetch at the final
        epoch, -1, listing nothing), as Kafka's consumer does when it closes."""
        config = self._config

        async def close_one(node_id: int, session: FetchSession) -> None:
            try:
                node = await self._cluster.node(node_id)
                await asyncio.wait_for(node.connection.send(
                    FetchRequest(replica_id=-1, max_wait_ms=0, min_bytes=0,
                                 max_bytes=config.fetch_max_bytes,
                                 session_id=session.session_id, session_epoch=FINAL_EPOCH,
                                 rack_id=config.client_rack or ""),
                    node.version(FetchRequest, FETCH_VERSION, MIN_FETCH_VERSION)),
                    config.fetch_max_wait_ms / 1000 + 2)
            except (OSError, ConnectionError, TimeoutError, KafkaError):
                pass  # the broker evicts it in time anyway
            session.reset()

        await asyncio.gather(*(close_one(node_id, session)
                               for node_id, session in self._sessions.items()
                               if session.enabled and session.session_id))

    async def _run(self, node_id: int) -> None:
        """Fetch from broker `node_id` while some partition's target is that broker."""
        config = self._config
        session = self._sessions.setdefault(node_id, FetchSession(config.fetch_sessions))
        try:
            while not self._closing:
                wanted = self._wanted(node_id)
                if not wanted:
                    return
                if not await self._buffer.wait_for_space():
                    continue
                try:
                    await self._fetch_once(node_id, session, wanted)
                except (ConnectionClosedError, OSError, TimeoutError):
                    self._node_failed(node_id)
                    session.reset()
                    await asyncio.sleep(config.retry_backoff_ms / 1000)
        finally:
            self._loops.pop(node_id, None)
            self._wakeup()

    def _node_failed(self, node_id: int) -> None:
        cluster = self._cluster
        cluster.drop(node_id)
        cluster.request_update()
        self._stats.preferred_replica_fallbacks += (
            self._subscriptions.forget_preferred_replica(node_id))
        self._wakeup()

    def _wanted(self, node_id: int) -> dict[tuple, tuple[PartitionState, SentPartition]]:
        """Partitions broker `node_id` should be asked for now, by (topic id, partition)."""
        topics = self._cluster.topics
        max_bytes = self._config.max_partition_fetch_bytes
        wanted = {}
        for state in self._subscriptions.fetchable_for(node_id):
            topic = topics.get(state.topic)
            if topic is None:
                continue
            info = topic.partitions.get(state.partition)
            wanted[(topic.topic_id, state.partition)] = (state, SentPartition(
                state.fetch_offset, info.leader_epoch if info else -1, state.fetch_epoch,
                max_bytes))
        return wanted

    # --- one request ---------------------------------------------------------------------

    async def _fetch_once(self, node_id: int, session: FetchSession,
                          wanted: dict[tuple, tuple[PartitionState, SentPartition]]) -> None:
        config = self._config
        cluster = self._cluster
        stats = self._stats
        node = await cluster.node(node_id)
        version = node.version(FetchRequest, FETCH_VERSION, MIN_FETCH_VERSION)
        sent = session.build({key: part for key, (_, part) in wanted.items()})
        by_topic: dict = {}
        for (topic_id, partition), part in sent.listed:
            by_topic.setdefault(topic_id, []).append(FetchPartition(
                partition=partition, current_leader_epoch=part.current_leader_epoch,
                fetch_offset=part.fetch_offset, last_fetched_epoch=part.last_fetched_epoch,
                log_start_offset=-1, partition_max_bytes=part.partition_max_bytes))
        forgotten_by_topic: dict = {}
        for topic_id, partition in sent.forgotten:
            forgotten_by_topic.setdefault(topic_id, []).append(partition)
        request = FetchRequest(
            replica_id=-1, max_wait_ms=config.fetch_max_wait_ms,
            min_bytes=config.fetch_min_bytes, max_bytes=config.fetch_max_bytes,
            isolation_level=0, session_id=sent.session_id, session_epoch=sent.epoch,
            topics=[FetchTopic(topic_id=t, partitions=p) for t, p in by_topic.items()],
            forgotten_topics_data=[ForgottenTopic(topic_id=t, partitions=p)
                                   for t, p in forgotten_by_topic.items()],
            rack_id=config.client_rack or "")
        leader_of = self._subscriptions.leader_of
        asked = {key: AskedPartition(state, state.generation, part.fetch_offset,
                                     leader_of(state))
                 for key, (state, part) in wanted.items()}
        self._fetch_id += 1
        fetch_id = self._fetch_id
        started = time.perf_counter()
        try:
            response, request_bytes, response_bytes = await asyncio.wait_for(
                node.connection.send_measured(request, version),
                config.fetch_max_wait_ms / 1000 + config.request_timeout_ms / 1000)
        except BaseException:
            if not self._closing:  # closing: the session is closed by id (FINAL epoch)
                session.reset()
            raise
        latency_ms = (time.perf_counter() - started) * 1000
        ts_ms = int(time.time() * 1000)
        error = response.error_code
        session.handle(error, response.session_id)
        stats.fetches += 1
        stats.request_bytes += request_bytes
        stats.response_bytes += response_bytes
        if not error and response.node_endpoints:
            cluster.apply_endpoints(response.node_endpoints)
        log = None
        if self._sinks:
            log = FetchLogContext(
                ts_ms=ts_ms, client_id=config.client_id, client_rack=config.client_rack,
                broker_id=node_id, broker_rack=cluster.rack_of(node_id),
                broker_address=cluster.address_of(node_id), session_id=sent.session_id,
                session_epoch=sent.epoch, latency_ms=latency_ms, top_level_error=error,
                response_session_id=response.session_id, fetch_id=fetch_id,
                request_bytes=request_bytes, response_bytes=response_bytes,
                request_partitions=len(sent.listed), max_wait_ms=config.fetch_max_wait_ms,
                long_poll=bool(error) or not any(
                    data.records is not None and len(data.records)
                    for topic in response.responses for data in topic.partitions))
        if error:
            stats.session_errors += error in SESSION_ERRORS
            if log is not None:
                self._emit([log.record(partition, error_answer(partition.partition, error))
                            for partition in asked.values()])
            if error not in SESSION_ERRORS:
                await asyncio.sleep(config.retry_backoff_ms / 1000)
            return
        lines = []
        for topic in response.responses:
            topic_id = topic.topic_id
            for data in topic.partitions:
                partition = asked.get((topic_id, data.partition_index))
                if partition is None:
                    continue  # a partition this request did not ask for (or a stale session's)
                records = self._take_partition(node_id, partition, data)
                if log is not None:
                    lines.append(log.record(partition, data, records))
        if lines:
            self._emit(lines)

    def _emit(self, lines: list[FetchLogRecord]) -> None:
        for sink in self._sinks:
            for line in lines:
                sink.write(line)

    # --- one partition of an answer ------------------------------------------------------

    def _take_partition(self, node_id: int, asked: AskedPartition, data) -> int:
        """Take one partition's answer from broker `node_id`; return the records taken."""
        state = asked.state
        fetch_offset = asked.fetch_offset
        subscriptions = self._subscriptions
        if (not subscriptions.is_current(state, asked.generation)
                or state.fetch_offset != fetch_offset):
            return 0  # the partition moved on (seek, reset, revoke) while in flight
        stats = self._stats
        error = data.error_code
        if error == ErrorCode.NONE:
            state.high_watermark = data.high_watermark
            diverging = data.diverging_epoch
            if diverging.epoch >= 0 or diverging.end_offset >= 0:
                state.validated_epoch = subscriptions.current_leader_epoch(state)
                subscriptions.complete_validation(state, fetch_offset, diverging.epoch,
                                                  diverging.end_offset,
                                                  TruncationSource.DIVERGING_EPOCH)
                self._wakeup()
                return 0
            replica = data.preferred_read_replica
            if replica >= 0 and replica != node_id:
                state.prefer_replica(
                    replica, time.monotonic() + self._config.metadata_max_age_ms / 1000)
                stats.redirects.append(Redirect(state.tp, node_id, replica))
                self._wakeup()
            batches = data.records
            if batches is not None and len(batches):
                return self._take_records(state, fetch_offset, batches)
            return 0
        self._wakeup()
        if error == ErrorCode.OFFSET_OUT_OF_RANGE:
            if state.clear_preferred_replica():
                stats.preferred_replica_fallbacks += 1  # a follower's answer is not definitive
            else:
                subscriptions.reset_or_block(state, OffsetOutOfRangeError(state.tp, fetch_offset))
            return 0
        if error in LEADER_ERRORS:
            from_follower = node_id != subscriptions.leader_of(state)
            if state.clear_preferred_replica() or from_follower:
                stats.preferred_replica_fallbacks += 1
            hinted = False
            if error in HINT_ERRORS and self._config.leader_hints:
                leader = data.current_leader
                hinted = self._cluster.apply_leader_hint(state.topic, state.partition,
                                                         leader.leader_id, leader.leader_epoch)
                stats.leader_hints_used += hinted
            self._cluster.request_update()
            if not hinted:
                subscriptions.request_failed(state)
            return 0
        if error == ErrorCode.UNKNOWN_SERVER_ERROR:
            # Kafka's consumer logs it and fetches again (a failed remote-tier read, KIP-405,
            # is answered so).
            subscriptions.request_failed(state)
            return 0
        subscriptions.block(state, KafkaError(error, f"Fetch {state.tp}"))
        return 0

    def _take_records(self, state: PartitionState, fetch_offset: int, batches) -> int:
        """Records at or after `fetch_offset` into the buffer; the fetch position moves past
        the last batch (control batches included). Return the records taken."""
        topic, partition = state.tp
        out: list[ConsumerRecord] = []
        append = out.append
        next_offset = fetch_offset
        last_epoch = state.fetch_epoch
        for header, batch in iter_batches(batches):
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
            self._buffer.add(ReadyChunk(state, state.generation, out, len(batches)))
        return len(out)
