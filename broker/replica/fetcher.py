"""Replica fetchers: followers copy their leader's log with real Fetch requests over TCP.

One `ReplicaFetcher` per (this broker, leader broker), as Kafka's ReplicaFetcherThread: it
holds a `KafkaConnection` to the leader and, in a loop, sends one Fetch for all partitions it
follows there — as a replica (`ReplicaState(replica_id, replica_epoch)` from v15, `ReplicaId`
before), with `current_leader_epoch` and `last_fetched_epoch`, long-polling for
`replica.fetch.wait.max.ms` — then appends what came back to the follower logs (offsets and
epochs as the leader wrote them) and advances each follower's high watermark from the answer.
From Fetch v7 on the fetcher keeps an incremental fetch session with the leader (KIP-227,
broker/replica/fetcher_session.py), as Kafka's fetchers do: once the session exists, a request
lists only partitions whose fetch state changed and the answer only partitions with news, so
idle partitions (a quiet `__consumer_offsets`, say) cost next to nothing per round trip.
A leader whose listener lives in this process is reached through the in-process channel
(broker/network/local_channel.py) instead of a socket, when the switch
`kafkasim.replication.in.process.enable` allows it: the same requests go through the leader's
same request path, and a Fetch answer brings the leader's stored batches themselves.

Truncation (KIP-320 as Kafka implements it today):
- Fetch v12+: a `DivergingEpoch` in the answer -> truncate to the end of the largest common
  epoch (Kafka's getOffsetTruncationState); when the follower does not know the leader's
  epoch it truncates to its own end of the largest smaller epoch and the next fetch (with the
  new last fetched epoch) narrows it down further.
- Leaders that only speak Fetch < v12 (a broker capped with `max_versions`), and logs without
  any epoch: the Truncating state, resolved with OffsetForLeaderEpoch before fetching (and a
  truncation to the high watermark for a log without epochs), as Kafka does.
- OFFSET_OUT_OF_RANGE: ListOffsets latest/earliest from the leader; truncate to the leader's
  end when ours is beyond it, else start over at the leader's log start when ours is below it.
- OFFSET_MOVED_TO_TIERED_STORAGE (KIP-405, Kafka's TierStateMachine): ListOffsets latest and
  earliest-local (-4) from the leader; below the leader's local log start, the follower builds
  its auxiliary state from the remote tier: the leader's epoch for the offset before the local
  start (OffsetForLeaderEpoch for the previous epoch tells whether it lies in that one), the
  remote segment holding it (remote log metadata), that segment's leader-epoch checkpoint and
  producer snapshot (remote store); then its log is emptied and starts locally after the
  segment, with the leader's log start offset, and fetching resumes there.
- KIP-1023 (`follower.fetch.last.tiered.offset.enable`): on either error, an empty follower
  (log end offset 0) of a tiered, non-compacted topic whose leader is not empty asks the leader
  for its earliest pending upload offset (ListOffsets -6, v11) instead, and builds its state up
  to there (Kafka's ReplicaFetcherThread.shouldFetchFromLastTieredOffset): -1 with the leader's
  local log start equal to its log start (nothing uploaded) starts at the local log start; -1
  otherwise (the leader has not learnt its uploads yet) retries after `replica.fetch.backoff.ms`;
  an offset below the leader's log start (stale uploads) replicates everything the leader holds
  locally; the log start itself needs no remote state; above it, the remote state up to it.
- FENCED_LEADER_EPOCH: the leader is newer than our metadata: the partition waits until the
  metadata update re-adds it. NOT_LEADER_OR_FOLLOWER, UNKNOWN_LEADER_EPOCH and unknown
  partitions: retried after `replica.fetch.backoff.ms`.
"""

from __future__ import annotations

import asyncio
import logging
import time
import uuid
from dataclasses import dataclass
from typing import NamedTuple

from kafkasim.broker.config.definitions import REPLICATION_IN_PROCESS
from kafkasim.broker.network.local_channel import LocalChannel, open_local_channel
from kafkasim.broker.replica.fetcher_session import FetchSessionHandler
from kafkasim.broker.storage.leader_epoch_cache import UNDEFINED_EPOCH, UNDEFINED_OFFSET
from kafkasim.broker.storage.log import PartitionLog
from kafkasim.broker.storage.remote import RemoteStorageError
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.api_versions import ApiVersionsRequest
from kafkasim.protocol.messages.fetch import (
    FetchPartition,
    FetchRequest,
    FetchTopic,
    ForgottenTopic,
    ReplicaState,
)
from kafkasim.protocol.messages.list_offsets import (
    ListOffsetsPartition,
    ListOffsetsRequest,
    ListOffsetsTopic,
)
from kafkasim.protocol.messages.offset_for_leader_epoch import (
    OffsetForLeaderEpochRequest,
    OffsetForLeaderPartition,
    OffsetForLeaderTopic,
)
from kafkasim.protocol.records import CorruptRecordError, iter_batches, validate_crc

log = logging.getLogger("kafkasim.replication")

FETCH_KEY, LIST_OFFSETS_KEY, OFFSET_FOR_LEADER_EPOCH_KEY = 1, 2, 23
LATEST_TIMESTAMP, EARLIEST_TIMESTAMP, EARLIEST_LOCAL_TIMESTAMP = -1, -2, -4
EARLIEST_PENDING_UPLOAD_TIMESTAMP = -6
# The first ListOffsets version that may ask for each timestamp the fetcher uses.
_LIST_OFFSETS_MIN_VERSION = {LATEST_TIMESTAMP: 1, EARLIEST_TIMESTAMP: 1,
                             EARLIEST_LOCAL_TIMESTAMP: 8, EARLIEST_PENDING_UPLOAD_TIMESTAMP: 11}
_ZERO_UUID = uuid.UUID(int=0)
_NO_HIGH_WATERMARK = 2**63 - 1
# Top-level session errors: the next request starts a session over at once, without backoff.
_SESSION_ERRORS = (ErrorCode.FETCH_SESSION_ID_NOT_FOUND, ErrorCode.INVALID_FETCH_SESSION_EPOCH,
                   ErrorCode.FETCH_SESSION_TOPIC_ID_ERROR)


@dataclass(eq=False, slots=True)
class FetchState:
    """One followed partition in a fetcher (Kafka's PartitionFetchState)."""

    partition: object  # broker.partition.Partition
    fetch_offset: int
    leader_epoch: int
    truncating: bool = False
    awaiting_metadata: bool = False
    delayed_until: float = 0.0


def truncation_offset(log: PartitionLog, leader_epoch: int, leader_end_offset: int,
                      high_watermark: int) -> tuple[int, bool]:
    """Where a follower truncates given the leader's (epoch, end offset) for its last epoch,
    and whether truncation is then complete (Kafka's getOffsetTruncationState)."""
    log_end_offset = log.log_end_offset
    if leader_end_offset == UNDEFINED_OFFSET:
        return min(high_watermark, log_end_offset), True
    if leader_epoch == UNDEFINED_EPOCH:
        return min(leader_end_offset, log_end_offset), True
    follower_epoch, follower_end_offset = log.end_offset_for_epoch(leader_epoch)
    if follower_epoch == UNDEFINED_EPOCH:
        return min(leader_end_offset, log_end_offset), True
    if follower_epoch != leader_epoch:
        # We do not know the leader's epoch: cut to the end of our largest smaller epoch and
        # ask again with it.
        return min(follower_end_offset, log_end_offset), False
    return min(follower_end_offset, leader_end_offset, log_end_offset), True


class FetchPartitionData(NamedTuple):
    """One partition's fetch state as a request carries it (Kafka's FetchRequest.PartitionData);
    the fetch session compares it with the state last sent to the leader."""

    topic_id: uuid.UUID
    fetch_offset: int
    current_leader_epoch: int
    last_fetched_epoch: int
    log_start_offset: int
    partition_max_bytes: int
    high_watermark: int

    def request_partition(self, index: int) -> FetchPartition:
        return FetchPartition(partition=index, current_leader_epoch=self.current_leader_epoch,
                              fetch_offset=self.fetch_offset,
                              last_fetched_epoch=self.last_fetched_epoch,
                              log_start_offset=self.log_start_offset,
                              partition_max_bytes=self.partition_max_bytes,
                              high_watermark=self.high_watermark)


class OffsetAndEpoch(NamedTuple):
    """A ListOffsets answer from the leader (Kafka's OffsetAndEpoch)."""

    offset: int
    leader_epoch: int


def _by_topic(entries) -> dict[tuple, list[int]]:
    """Partition indexes of ((topic, index), FetchPartitionData) pairs grouped by (topic, topic
    id), in first-seen order."""
    grouped: dict[tuple, list[int]] = {}
    for (topic, index), data in entries:
        grouped.setdefault((topic, data.topic_id), []).append(index)
    return grouped


def _topic_id_of(data: FetchPartitionData) -> uuid.UUID:
    return data.topic_id


class ReplicaFetcher:
    """Fetches every partition this broker follows on one leader broker."""

    def __init__(self, replica_manager, leader_id: int) -> None:
        self.replica_manager = replica_manager
        self.leader_id = leader_id
        self.states: dict[tuple[str, int], FetchState] = {}
        self._connection: KafkaConnection | LocalChannel | None = None
        self._endpoint: tuple[str, int] | None = None
        self._versions: dict[int, int] = {}
        self._session = FetchSessionHandler(topic_id_of=_topic_id_of)
        self._task: asyncio.Task | None = None
        self._wakeup = asyncio.Event()
        self._resumed = asyncio.Event()
        self._resumed.set()

    # --- control -----------------------------------------------------------------------

    @property
    def broker(self):
        return self.replica_manager.broker

    @property
    def backoff_seconds(self) -> float:
        return self.broker.config.get_int("replica.fetch.backoff.ms") / 1000

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None
        await self._disconnect()

    def add_partition(self, partition) -> None:
        """Start following `partition` from its log end (a new state replaces an old one, so
        an answer to a request sent before is ignored)."""
        state = FetchState(partition, partition.log.log_end_offset, partition.leader_epoch)
        state.truncating = partition.log.latest_epoch == UNDEFINED_EPOCH or self._needs_epoch_requests()
        self.states[(partition.topic, partition.partition)] = state
        self._wakeup.set()

    def remove_partition(self, partition) -> None:
        key = (partition.topic, partition.partition)
        state = self.states.get(key)
        if state is not None and state.partition is partition:
            del self.states[key]

    def pause(self) -> None:
        self._resumed.clear()

    def resume(self) -> None:
        self._resumed.set()
        self._wakeup.set()

    def on_brokers_changed(self) -> None:
        """The leader may have restarted on another port: reconnect when its endpoint moved."""
        if self._connection is not None and self._endpoint != self._leader_endpoint():
            self._session.handle_error()  # a restarted leader has no sessions
            connection, self._connection = self._connection, None
            asyncio.get_running_loop().create_task(connection.close())
        self._wakeup.set()

    @property
    def connected(self) -> bool:
        """Whether the fetcher holds an open connection (or channel) to its leader."""
        return self._connection is not None and not self._connection.closed

    @property
    def in_process(self) -> bool:
        """Whether the fetcher reaches its leader through the in-process channel now."""
        return isinstance(self._connection, LocalChannel) and not self._connection.closed

    def _leader_endpoint(self) -> tuple[str, int] | None:
        info = self.broker.metadata.brokers.get(self.leader_id)
        return None if info is None else info.endpoint(self.broker.replication_listener)

    def _needs_epoch_requests(self) -> bool:
        version = self._versions.get(FETCH_KEY)
        return version is not None and version < 12

    # --- the loop ----------------------------------------------------------------------

    async def _run(self) -> None:
        while True:
            try:
                await self._resumed.wait()
                ready = self._ready_states()
                if not ready:
                    await self._idle()
                    continue
                connection = await self._connect()
                if connection is None:
                    await asyncio.sleep(self.backoff_seconds)
                    continue
                if any(state.truncating for state in ready):
                    await self._truncate_with_epoch_requests(connection,
                                                             [s for s in ready if s.truncating])
                    ready = [state for state in self._ready_states() if not state.truncating]
                    if not ready:
                        continue
                await self._fetch_once(connection, ready)
            except asyncio.CancelledError:
                raise
            except (TimeoutError, ConnectionError, OSError) as error:
                log.info("broker %d: fetcher for leader %d: %s", self.broker.node_id,
                         self.leader_id, error or type(error).__name__)
                await self._disconnect()
                await asyncio.sleep(self.backoff_seconds)
            except Exception:
                log.exception("broker %d: fetcher for leader %d failed", self.broker.node_id,
                              self.leader_id)
                await self._disconnect()
                await asyncio.sleep(self.backoff_seconds)

    def _ready_states(self) -> list[FetchState]:
        now = time.monotonic()
        return [state for state in self.states.values()
                if not state.awaiting_metadata and state.delayed_until <= now]

    async def _idle(self) -> None:
        """Nothing to fetch now: wait for a new partition, a resume, or the next retry time."""
        self._wakeup.clear()
        delays = [state.delayed_until for state in self.states.values()
                  if not state.awaiting_metadata]
        timeout = max(min(delays) - time.monotonic(), 0.001) if delays else None
        if not self.states and self._connection is not None:
            await self._disconnect()
        if timeout is None:
            await self._wakeup.wait()
            return
        waiter = asyncio.ensure_future(self._wakeup.wait())
        try:  # not wait_for: see broker/replica/fetch.py
            await asyncio.wait((waiter,), timeout=timeout)
        finally:
            waiter.cancel()

    async def _connect(self) -> KafkaConnection | LocalChannel | None:
        if self._connection is not None and not self._connection.closed:
            return self._connection
        endpoint = self._leader_endpoint()
        if endpoint is None:
            return None
        client_id = f"broker-{self.broker.node_id}-fetcher-{self.leader_id}"
        connect_options = getattr(self.broker, "connect_options", {})  # SSL / SASL listeners
        connection = None
        if not connect_options and self.broker.config.get_bool(REPLICATION_IN_PROCESS):
            connection = open_local_channel(endpoint, client_id)
        if connection is None:
            connection = await KafkaConnection.connect(
                *endpoint, client_id=client_id, timeout=max(self.backoff_seconds, 1.0),
                **connect_options)
        versions = await connection.send(ApiVersionsRequest(), 0)
        self._versions = {entry.api_key: entry.max_version for entry in versions.api_keys}
        self._connection, self._endpoint = connection, endpoint
        if self._needs_epoch_requests():
            for state in self.states.values():
                state.truncating = True
        return connection

    async def _disconnect(self) -> None:
        self._session.handle_error()
        connection, self._connection = self._connection, None
        if connection is not None:
            await connection.close()

    # --- fetch -------------------------------------------------------------------------

    async def _fetch_once(self, connection: KafkaConnection, ready: list[FetchState]) -> None:
        config = self.broker.config
        version = min(self._versions.get(FETCH_KEY, 18), 18)
        partition_max_bytes = config.get_int("replica.fetch.max.bytes")
        by_key: dict[tuple[str, int], FetchState] = {}
        wanted: dict[tuple[str, int], FetchPartitionData] = {}
        for state in ready:
            partition = state.partition
            key = (partition.topic, partition.partition)
            by_key[key] = state
            wanted[key] = FetchPartitionData(
                partition.topic_id, state.fetch_offset, state.leader_epoch,
                partition.log.latest_epoch if version >= 12 else UNDEFINED_EPOCH,
                partition.log.log_start_offset, partition_max_bytes,
                partition.high_watermark if version >= 18 else _NO_HIGH_WATERMARK,
            )
        session_id, session_epoch, send, forgotten = self._session.build(wanted, version)
        request = FetchRequest(
            replica_id=self.broker.node_id if version < 15 else -1,
            max_wait_ms=config.get_int("replica.fetch.wait.max.ms"),
            min_bytes=config.get_int("replica.fetch.min.bytes"),
            max_bytes=config.get_int("replica.fetch.response.max.bytes"),
            isolation_level=0,
            session_id=session_id,
            session_epoch=session_epoch,
            topics=[
                FetchTopic(topic=topic if version < 13 else "",
                           topic_id=topic_id if version >= 13 else _ZERO_UUID,
                           partitions=[wanted[(topic, index)].request_partition(index)
                                       for index in indexes])
                for (topic, topic_id), indexes in _by_topic((key, wanted[key]) for key in send).items()
            ],
            forgotten_topics_data=[
                ForgottenTopic(topic=topic if version < 13 else "",
                               topic_id=topic_id if version >= 13 else _ZERO_UUID,
                               partitions=indexes)
                for (topic, topic_id), indexes in _by_topic(forgotten).items()
            ],
        )
        if version >= 15:
            request.replica_state = ReplicaState(replica_id=self.broker.node_id,
                                                 replica_epoch=self.replica_manager.broker_epoch)
        # No answer in time ends the connection (TimeoutError): the connection's one watchdog
        # timer, not a timer per fetch (protocol/connection.py).
        timeout = request.max_wait_ms / 1000 + 30
        try:
            response = await connection.send(request, version, timeout=timeout)
        except BaseException:
            self._session.handle_error()
            raise
        if not self._resumed.is_set():
            # Paused while the request was in flight: act as if it never came back (and
            # start the session over, since the leader believes it was answered).
            self._session.handle_error()
            return
        if not self._session.handle_response(response.error_code, response.session_id):
            if response.error_code not in _SESSION_ERRORS:
                self._delay(ready)
            return
        by_id = {state.partition.topic_id: state.partition.topic for state in ready}
        resets = []
        for topic_response in response.responses:
            topic = topic_response.topic if version < 13 else by_id.get(topic_response.topic_id)
            for data in topic_response.partitions:
                key = (topic, data.partition_index)
                state = by_key.get(key)
                if state is None or self.states.get(key) is not state:
                    continue  # removed or re-added while the request was in flight
                error = self._process_partition(state, data)
                if error in (ErrorCode.OFFSET_OUT_OF_RANGE,
                             ErrorCode.OFFSET_MOVED_TO_TIERED_STORAGE):
                    resets.append((state, data))
        for state, data in resets:
            try:
                await self._reset_fetch_offset(connection, state, ErrorCode(data.error_code),
                                               data.log_start_offset)
            except RemoteStorageError as failed:
                log.info("broker %d: %s-%d: cannot build the remote log state yet: %s",
                         self.broker.node_id, state.partition.topic, state.partition.partition,
                         failed)
                self._delay([state])

    def _process_partition(self, state: FetchState, data) -> ErrorCode:
        """Apply one partition's answer (synchronous: the log changes between awaits only)."""
        partition = state.partition
        error = ErrorCode(data.error_code)
        if error == ErrorCode.NONE:
            diverging = data.diverging_epoch
            if diverging is not None and (diverging.epoch >= 0 or diverging.end_offset >= 0):
                self._truncate(state, diverging.epoch, diverging.end_offset)
                return error
            try:
                self._append(state, data.records)
            except CorruptRecordError as corrupt:
                log.warning("%s-%d: corrupt batch from leader %d: %s", partition.topic,
                            partition.partition, self.leader_id, corrupt)
                self._delay([state])
                return ErrorCode.CORRUPT_MESSAGE
            partition.update_follower_high_watermark(data.high_watermark)
            if data.log_start_offset > partition.log.log_start_offset:
                partition.log.delete_records_before(min(data.log_start_offset,
                                                        partition.log.log_end_offset))
                partition.after_truncation()
            return error
        if error in (ErrorCode.OFFSET_OUT_OF_RANGE, ErrorCode.OFFSET_MOVED_TO_TIERED_STORAGE):
            return error
        if error == ErrorCode.FENCED_LEADER_EPOCH:
            state.awaiting_metadata = True  # the metadata update re-adds the partition
        else:
            self._delay([state])
        return error

    def _append(self, state: FetchState, records) -> None:
        partition = state.partition
        partition_log = partition.log
        appended = False
        # Over TCP one decoded blob; through the in-process channel the leader's stored
        # batches, one memoryview each (a read from the remote tier: one blob in a list).
        for chunk in (records if isinstance(records, list) else (records,) if records else ()):
            for header, batch in iter_batches(chunk):
                if header.next_offset <= partition_log.log_end_offset:
                    continue
                if not validate_crc(batch):
                    raise CorruptRecordError(f"batch at offset {header.base_offset} fails its CRC")
                end = partition_log.log_end_offset
                if header.base_offset < end and end == partition_log.log_start_offset:
                    # An empty log reset to the leader's log start, which DeleteRecords put in
                    # the middle of a batch: the log starts over at the batch (Kafka's
                    # Partition.appendRecordsToFollowerOrFutureReplica on
                    # UnexpectedAppendOffsetException); the leader's start follows below.
                    partition_log.truncate_fully_and_start_at(header.base_offset)
                partition_log.append_as_follower(header, batch)
                partition.replicated_bytes += len(batch)
                appended = True
        state.fetch_offset = partition_log.log_end_offset
        if appended:
            partition.notify_data_waiters()

    def _truncate(self, state: FetchState, leader_epoch: int, leader_end_offset: int) -> bool:
        partition = state.partition
        offset, complete = truncation_offset(partition.log, leader_epoch, leader_end_offset,
                                             partition.high_watermark)
        if partition.log.truncate_to(offset):
            log.info("broker %d: %s-%d truncated to %d (leader epoch %d ends at %d)",
                     self.broker.node_id, partition.topic, partition.partition,
                     partition.log.log_end_offset, leader_epoch, leader_end_offset)
            partition.after_truncation()
        state.fetch_offset = partition.log.log_end_offset
        return complete

    def _delay(self, states: list[FetchState]) -> None:
        until = time.monotonic() + self.backoff_seconds
        for state in states:
            state.delayed_until = until

    # --- truncation and reset with extra requests --------------------------------------

    async def _truncate_with_epoch_requests(self, connection: KafkaConnection,
                                            states: list[FetchState]) -> None:
        """The Truncating state: OffsetForLeaderEpoch for each partition's latest epoch."""
        asking = []
        for state in states:
            partition = state.partition
            if partition.log.latest_epoch == UNDEFINED_EPOCH:
                # A log without epochs cannot be compared: Kafka truncates it to the HW.
                if partition.log.truncate_to(partition.high_watermark):
                    partition.after_truncation()
                state.fetch_offset = partition.log.log_end_offset
                state.truncating = False
            else:
                asking.append(state)
        if not asking:
            return
        version = min(self._versions.get(OFFSET_FOR_LEADER_EPOCH_KEY, 4), 4)
        by_topic: dict[str, list[FetchState]] = {}
        for state in asking:
            by_topic.setdefault(state.partition.topic, []).append(state)
        request = OffsetForLeaderEpochRequest(
            replica_id=self.broker.node_id,
            topics=[OffsetForLeaderTopic(topic=topic, partitions=[
                OffsetForLeaderPartition(partition=state.partition.partition,
                                         current_leader_epoch=state.leader_epoch,
                                         leader_epoch=state.partition.log.latest_epoch)
                for state in group]) for topic, group in by_topic.items()],
        )
        response = await connection.send(request, version)
        sent = {(state.partition.topic, state.partition.partition): state for state in asking}
        for topic in response.topics:
            for result in topic.partitions:
                state = sent.get((topic.topic, result.partition))
                if state is None or self.states.get((topic.topic, result.partition)) is not state:
                    continue
                error = ErrorCode(result.error_code)
                if error == ErrorCode.NONE:
                    state.truncating = not self._truncate(state, result.leader_epoch, result.end_offset)
                elif error == ErrorCode.FENCED_LEADER_EPOCH:
                    state.awaiting_metadata = True
                else:
                    self._delay([state])

    async def _reset_fetch_offset(self, connection: KafkaConnection, state: FetchState,
                                  error: ErrorCode, leader_log_start_offset: int) -> None:
        """Kafka's fetchOffsetAndTruncate / fetchOffsetAndApplyTruncateAndBuild, after
        OFFSET_OUT_OF_RANGE or OFFSET_MOVED_TO_TIERED_STORAGE (see the module docstring)."""
        answer = await self._list_offset(connection, state, LATEST_TIMESTAMP)
        if answer is None or not self._current(state):
            return
        leader_end = answer.offset
        partition = state.partition
        if leader_end < partition.log.log_end_offset:
            partition.log.truncate_to(leader_end)
            partition.after_truncation()
        elif self._fetch_from_last_tiered_offset(partition, leader_end):
            await self._start_at_last_tiered_offset(connection, state, leader_log_start_offset)
        elif error == ErrorCode.OFFSET_MOVED_TO_TIERED_STORAGE:
            answer = await self._list_offset(connection, state, EARLIEST_LOCAL_TIMESTAMP)
            if answer is None or not self._current(state):
                return
            leader_local_start, epoch = answer
            if leader_local_start > partition.log.log_end_offset:
                await self._build_remote_log_aux_state(connection, state, epoch,
                                                       leader_local_start,
                                                       leader_log_start_offset)
        else:
            answer = await self._list_offset(connection, state, EARLIEST_TIMESTAMP)
            if answer is None or not self._current(state):
                return
            leader_start = answer.offset
            if leader_start > partition.log.log_end_offset:
                self._start_over_at(partition, leader_start)
        if not self._current(state):
            return
        state.fetch_offset = partition.log.log_end_offset
        log.info("broker %d: %s-%d: %s at the leader, fetching from %d", self.broker.node_id,
                 partition.topic, partition.partition, error.name, state.fetch_offset)

    def _fetch_from_last_tiered_offset(self, partition, leader_end_offset: int) -> bool:
        """Kafka's ReplicaFetcherThread.shouldFetchFromLastTieredOffset (KIP-1023)."""
        log_ = partition.log
        return (self.broker.config.get_bool("follower.fetch.last.tiered.offset.enable")
                and log_.config.remote_log_enabled and not log_.config.compact
                and log_.log_end_offset == 0 and leader_end_offset != 0)

    async def _start_at_last_tiered_offset(self, connection: KafkaConnection,
                                           state: FetchState, leader_log_start_offset: int
                                           ) -> None:
        """KIP-1023: build the state up to the leader's earliest pending upload offset."""
        partition = state.partition
        if leader_log_start_offset < 0:
            answer = await self._list_offset(connection, state, EARLIEST_TIMESTAMP)
            if answer is None or not self._current(state):
                return
            leader_log_start_offset = answer.offset
        answer = await self._list_offset(connection, state, EARLIEST_PENDING_UPLOAD_TIMESTAMP)
        if answer is None or not self._current(state):
            return
        pending, epoch = answer
        if pending < 0 or pending < leader_log_start_offset:
            local = await self._list_offset(connection, state, EARLIEST_LOCAL_TIMESTAMP)
            if local is None or not self._current(state):
                return
            leader_local_start = local.offset
            if pending < 0 and leader_local_start != leader_log_start_offset:
                # Uploads the leader has not learnt of yet: try again later.
                raise RemoteStorageError(
                    "the leader does not know its earliest pending upload offset yet")
            # Nothing uploaded, or only below the log start: replicate what it holds locally.
            self._start_over_at(partition, leader_local_start)
        elif pending == leader_log_start_offset:
            self._start_over_at(partition, pending)  # nothing in the remote tier to build from
        else:
            await self._build_remote_log_aux_state(connection, state, epoch, pending,
                                                   leader_log_start_offset)

    async def _build_remote_log_aux_state(self, connection: KafkaConnection, state: FetchState,
                                          epoch: int, target: int,
                                          leader_log_start_offset: int) -> None:
        """Kafka's TierStateMachine.buildRemoteLogAuxState: the leader-epoch cache and producer
        state up to `target` (whose epoch is `epoch` on the leader) from the remote segment
        before it; the log then starts locally where that segment ends."""
        partition = state.partition
        remote_log_manager = self.replica_manager.remote_log_manager
        if not (partition.log.config.remote_log_enabled and remote_log_manager.enabled):
            raise RemoteStorageError("the remote tier is not enabled for this partition here")
        previous = target - 1
        target_epoch = epoch
        if epoch > 0:
            found = await self._epoch_end_offset(connection, state, epoch - 1)
            if found is None or not self._current(state):
                return
            earlier_epoch, earlier_end = found
            if earlier_end > previous:
                target_epoch = earlier_epoch  # the offset before `target` is in an earlier epoch
        metadata, checkpoint, snapshot = await remote_log_manager.auxiliary_state(
            partition, target_epoch, previous)
        if not self._current(state):
            return
        next_offset = metadata.end_offset + 1
        log_start = leader_log_start_offset if leader_log_start_offset >= 0 else next_offset
        partition.log.truncate_fully_and_start_at(next_offset, log_start_offset=log_start)
        partition.log.load_remote_aux_state(checkpoint, snapshot)
        partition.high_watermark = next_offset
        partition.after_truncation()
        log.info("broker %d: %s-%d: built the remote log state up to %d (log start %d) from "
                 "remote segment %s", self.broker.node_id, partition.topic, partition.partition,
                 next_offset, partition.log.log_start_offset, metadata.segment_id.id)

    @staticmethod
    def _start_over_at(partition, offset: int) -> None:
        partition.log.truncate_fully_and_start_at(offset)
        partition.high_watermark = offset
        partition.after_truncation()

    def _current(self, state: FetchState) -> bool:
        """Whether `state` is still the partition's fetch state (not removed or replaced while
        a request was in flight)."""
        return self.states.get(self._key(state)) is state

    async def _list_offset(self, connection: KafkaConnection, state: FetchState,
                           timestamp: int) -> OffsetAndEpoch | None:
        """The offset and leader epoch of `timestamp` at the leader, asked as this replica; None
        (and the partition delayed) on an error or when the leader's ListOffsets is too old
        for the timestamp."""
        version = min(self._versions.get(LIST_OFFSETS_KEY, 7), 11)
        if version < _LIST_OFFSETS_MIN_VERSION[timestamp]:
            log.info("broker %d: leader %d cannot answer ListOffsets %d (v%d)",
                     self.broker.node_id, self.leader_id, timestamp, version)
            self._delay([state])
            return None
        request = ListOffsetsRequest(
            replica_id=self.broker.node_id,
            topics=[ListOffsetsTopic(name=state.partition.topic, partitions=[ListOffsetsPartition(
                partition_index=state.partition.partition,
                current_leader_epoch=state.leader_epoch if version >= 4 else -1,
                timestamp=timestamp)])],
        )
        response = await connection.send(request, version)
        result = response.topics[0].partitions[0]
        if result.error_code != ErrorCode.NONE:
            self._delay([state])
            return None
        return OffsetAndEpoch(result.offset, result.leader_epoch)

    async def _epoch_end_offset(self, connection: KafkaConnection, state: FetchState,
                                epoch: int) -> tuple[int, int] | None:
        """The leader's (epoch, end offset) for `epoch` (OffsetForLeaderEpoch); None (and the
        partition delayed) on an error."""
        version = min(self._versions.get(OFFSET_FOR_LEADER_EPOCH_KEY, 4), 4)
        request = OffsetForLeaderEpochRequest(
            replica_id=self.broker.node_id,
            topics=[OffsetForLeaderTopic(topic=state.partition.topic, partitions=[
                OffsetForLeaderPartition(partition=state.partition.partition,
                                         current_leader_epoch=state.leader_epoch,
                                         leader_epoch=epoch)])])
        response = await connection.send(request, version)
        result = response.topics[0].partitions[0]
        if result.error_code != ErrorCode.NONE:
            self._delay([state])
            return None
        return result.leader_epoch, result.end_offset

    @staticmethod
    def _key(state: FetchState) -> tuple[str, int]:
        return state.partition.topic, state.partition.partition
