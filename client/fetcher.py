"""The consumer's fetch path: one fetch loop per broker, each with its KIP-227 session.

`FetchSession` is the client half of an incremental fetch session (Kafka's
`FetchSessionHandler`): the first request of a session is full (SessionId 0, epoch 0) and
lists every partition; the broker answers with a SessionId, and later requests at epochs
1, 2, ... list only the partitions whose fetch state changed, plus the ones to forget. On
FETCH_SESSION_ID_NOT_FOUND or INVALID_FETCH_SESSION_EPOCH (the broker evicted or lost the
session) and on any failed request, the next request is full again.

`NodeFetcher.run` is the loop for one broker: it takes the partitions whose fetch target is
that broker (the KIP-392 preferred read replica when one is set, else the leader), sends one
Fetch at a time, hands the records to the consumer's buffer and every partition's outcome to
the consumer (`Consumer._handle_partition`), and writes one fetch-log line per partition.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass

from kafkasim.client.fetch_log import FetchLogRecord
from kafkasim.protocol.connection import ConnectionClosedError
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.fetch import (
    FetchPartition,
    FetchRequest,
    FetchTopic,
    ForgottenTopic,
)

FETCH_VERSION = 17  # topic ids (13), KIP-951 hints (16); 18 only adds a follower field
MIN_FETCH_VERSION = 13
INITIAL_EPOCH = 0
FINAL_EPOCH = -1
INT32_MAX = 2**31 - 1
SESSION_ERRORS = (ErrorCode.FETCH_SESSION_ID_NOT_FOUND, ErrorCode.INVALID_FETCH_SESSION_EPOCH)


def next_epoch(epoch: int) -> int:
    """The session epoch after `epoch` (Kafka's FetchMetadata.nextEpoch: wraps to 1)."""
    if epoch < 0:
        return FINAL_EPOCH
    return 1 if epoch == INT32_MAX else epoch + 1


@dataclass(frozen=True, slots=True)
class SentPartition:
    """What a request asked of one partition; an incremental request repeats a partition only
    when this changes."""

    fetch_offset: int
    current_leader_epoch: int
    last_fetched_epoch: int
    partition_max_bytes: int


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

    def build(self, wanted: dict[tuple, SentPartition]
              ) -> tuple[list[tuple[tuple, SentPartition]], list[tuple], int, int]:
        """(partitions to list, partitions to forget, SessionId, SessionEpoch) for a request
        that should fetch `wanted`. A full request lists all of them."""
        if not self.enabled:
            return list(wanted.items()), [], 0, FINAL_EPOCH
        if self.is_full:
            listed = list(wanted.items())
            forgotten: list[tuple] = []
        else:
            sent = self.sent
            listed = [(key, part) for key, part in wanted.items() if sent.get(key) != part]
            forgotten = [key for key in sent if key not in wanted]
        self.sent = dict(wanted)
        return listed, forgotten, self.session_id, self.epoch

    def handle(self, error_code: int, response_session_id: int) -> None:
        """Move the session on after an answer: take the new session, count up the epoch, or
        start over with a full request after a session error."""
        if not self.enabled:
            return
        if error_code in SESSION_ERRORS:
            self.reset()
        elif error_code:
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


class NodeFetcher:
    """The fetch loop for one broker (see the module docstring)."""

    def __init__(self, consumer, node_id: int) -> None:
        self.consumer = consumer
        self.node_id = node_id
        self.session = consumer._sessions.setdefault(
            node_id, FetchSession(consumer.config.fetch_sessions))

    def _wanted(self) -> dict[tuple, tuple]:
        """Partitions this broker should be asked for now: key -> (state, SentPartition)."""
        consumer = self.consumer
        config = consumer.config
        wanted = {}
        for state in consumer._fetchable():
            if consumer._target(state) != self.node_id:
                continue
            topic = consumer.cluster.topics.get(state.topic)
            if topic is None:
                continue
            info = topic.partitions.get(state.partition)
            key = (topic.topic_id, state.partition)
            wanted[key] = (state, SentPartition(
                state.fetch_offset, info.leader_epoch if info else -1, state.fetch_epoch,
                config.max_partition_fetch_bytes))
        return wanted

    async def run(self) -> None:
        consumer = self.consumer
        try:
            while not consumer._closing:
                wanted = self._wanted()
                if not wanted:
                    return
                if not await consumer._wait_for_buffer_space():
                    continue
                try:
                    await self._fetch_once(wanted)
                except (ConnectionClosedError, OSError, TimeoutError) as error:
                    consumer._on_node_failure(self.node_id, error)
                    self.session.reset()
                    await asyncio.sleep(consumer.config.retry_backoff_ms / 1000)
        finally:
            consumer._fetchers.pop(self.node_id, None)
            consumer._wake.set()

    async def _fetch_once(self, wanted: dict[tuple, tuple]) -> None:
        consumer = self.consumer
        config = consumer.config
        node = await consumer.cluster.node(self.node_id)
        version = node.version(FetchRequest, FETCH_VERSION, MIN_FETCH_VERSION)
        listed, forgotten, session_id, epoch = self.session.build(
            {key: sent for key, (_, sent) in wanted.items()})
        by_topic: dict = {}
        for (topic_id, partition), sent in listed:
            by_topic.setdefault(topic_id, []).append(FetchPartition(
                partition=partition, current_leader_epoch=sent.current_leader_epoch,
                fetch_offset=sent.fetch_offset, last_fetched_epoch=sent.last_fetched_epoch,
                log_start_offset=-1, partition_max_bytes=sent.partition_max_bytes))
        forgotten_by_topic: dict = {}
        for topic_id, partition in forgotten:
            forgotten_by_topic.setdefault(topic_id, []).append(partition)
        request = FetchRequest(
            replica_id=-1, max_wait_ms=config.fetch_max_wait_ms,
            min_bytes=config.fetch_min_bytes, max_bytes=config.fetch_max_bytes,
            isolation_level=0, session_id=session_id, session_epoch=epoch,
            topics=[FetchTopic(topic_id=t, partitions=p) for t, p in by_topic.items()],
            forgotten_topics_data=[ForgottenTopic(topic_id=t, partitions=p)
                                   for t, p in forgotten_by_topic.items()],
            rack_id=config.client_rack or "")
        # What each partition was when the request left: the answer is checked against it.
        generations = {key: (state, state.generation, sent.fetch_offset)
                       for key, (state, sent) in wanted.items()}
        leaders = {key: consumer._leader_of(state) for key, (state, _) in wanted.items()}
        consumer._fetch_id += 1
        fetch_id = consumer._fetch_id
        started = time.perf_counter()
        try:
            response, request_bytes, response_bytes = await asyncio.wait_for(
                node.connection.send_measured(request, version),
                config.fetch_max_wait_ms / 1000 + config.request_timeout_ms / 1000)
        except BaseException:
            if not consumer._closing:  # closing: the session is closed by id (FINAL epoch)
                self.session.reset()
            raise
        latency_ms = (time.perf_counter() - started) * 1000
        ts_ms = int(time.time() * 1000)
        self.session.handle(response.error_code, response.session_id)
        consumer.stats.fetches += 1
        consumer.stats.request_bytes += request_bytes
        consumer.stats.response_bytes += response_bytes
        if response.error_code:
            consumer.stats.session_errors += response.error_code in SESSION_ERRORS
            consumer._log_top_level_error(self, response, generations, leaders, fetch_id,
                                          ts_ms, latency_ms, request_bytes, response_bytes,
                                          epoch, session_id, len(listed))
            if response.error_code not in SESSION_ERRORS:
                await asyncio.sleep(config.retry_backoff_ms / 1000)
            return
        if response.node_endpoints:
            consumer.cluster.apply_endpoints(response.node_endpoints)
        any_records = any(data.records is not None and len(data.records)
                          for topic in response.responses for data in topic.partitions)
        log_lines = []
        for topic in response.responses:
            for data in topic.partitions:
                key = (topic.topic_id, data.partition_index)
                held = generations.get(key)
                if held is None:
                    continue  # a partition this request did not ask for (or a stale session's)
                state, generation, fetch_offset = held
                records, nbytes = consumer._handle_partition(
                    self.node_id, state, generation, fetch_offset, data)
                log_lines.append(FetchLogRecord(
                    ts_ms=ts_ms, client_id=config.client_id, client_rack=config.client_rack,
                    broker_id=self.node_id, broker_rack=consumer.cluster.rack_of(self.node_id),
                    topic=state.topic, partition=state.partition, fetch_offset=fetch_offset,
                    records=records, bytes=nbytes, high_watermark=data.high_watermark,
                    preferred_read_replica=self.node_id if self.node_id != leaders[key] else -1,
                    leader_id=leaders[key], session_id=session_id, session_epoch=epoch,
                    incremental=epoch > 0, error=data.error_code, latency_ms=latency_ms,
                    preferred_read_replica_seen=data.preferred_read_replica,
                    top_level_error=0, response_session_id=response.session_id,
                    fetch_id=fetch_id, request_bytes=request_bytes,
                    response_bytes=response_bytes, request_partitions=len(listed),
                    max_wait_ms=config.fetch_max_wait_ms, long_poll=not any_records,
                    current_leader_id=data.current_leader.leader_id,
                    current_leader_epoch=data.current_leader.leader_epoch,
                    diverging_epoch=data.diverging_epoch.epoch,
                    diverging_end_offset=data.diverging_epoch.end_offset,
                    broker_address=consumer.cluster.address_of(self.node_id)))
        consumer._emit_log(log_lines)
