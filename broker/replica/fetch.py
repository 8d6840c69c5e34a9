"""The fetch path below the Fetch handler: one entry point for consumers and followers alike
(Kafka's ReplicaManager.fetchMessages, readFromLog, DelayedFetch, DelayedRemoteFetch).

`fetch(manager, params, partitions)` reads every partition once, and, unless the answer is due
at once, waits (the long poll) until a partition changes or MaxWaitMs passes, then reads again.
Each partition's outcome goes into its `PartitionRead` (broker/session/cached_partition.py),
made at the partition's first read and reused by every later one (`reset`, `fail`), so that
an idle partition of a session costs no allocation per request.

The read rules, as Kafka's broker applies them (stated here only; the Fetch handler's header
gives the wire format):
- Which replica: an unknown topic id is UNKNOWN_TOPIC_ID; a partition not hosted here is
  NOT_LEADER_OR_FOLLOWER when the metadata knows it, else UNKNOWN_TOPIC_OR_PARTITION.
  Followers (ReplicaId >= 0) and consumers before v11 must reach the leader (Kafka's
  FetchParams.fetchOnlyLeader), else NOT_LEADER_OR_FOLLOWER; so must a replica fetch from a
  broker that is not a replica of the partition.
- KIP-320: CurrentLeaderEpoch older than the replica's -> FENCED_LEADER_EPOCH, newer ->
  UNKNOWN_LEADER_EPOCH (the replica's own epoch on a follower). A LastFetchedEpoch (v12+)
  that diverges from the log -> DivergingEpoch with the end offset of the largest common
  epoch, and no records; one the log does not know, or a fetch offset below the log start,
  -> OFFSET_OUT_OF_RANGE.
- KIP-392 (ReplicaManager.findPreferredReadReplica): consumer fetches from v11 on carry
  client metadata. On the leader, the `replica.selector.class` plugin
  (broker/replica/selectors.py; none by default: always the leader) may pick another in-sync
  replica holding the fetch offset: that partition is answered at once with
  PreferredReadReplica, no records, and the leader's high watermark, last stable offset and
  log start. The leader itself is never named (-1, and the data instead). A follower serves
  such consumers from its own log up to its own high watermark (min(the leader's high
  watermark as last propagated, its own log end)).
- Bounds: leaders serve consumers up to the high watermark (read_uncommitted) or the last
  stable offset (read_committed), followers up to the log end offset. An offset in (bound,
  log end] gets an empty answer and waits (Kafka's LocalLog.read: the KIP's
  OFFSET_NOT_AVAILABLE for fetches was never implemented); beyond the local log end, e.g. on
  a follower behind the high watermark the consumer saw, or below the log start:
  OFFSET_OUT_OF_RANGE (the client then validates its position with the leader, KIP-392
  case 4). A failed partition carries no records and offsets -1.
- A read returns whole stored batches of one segment (Kafka's LocalLog.read), zero copy.
  KIP-74: PartitionMaxBytes per partition and MaxBytes for the response; the first batch of
  the first partition with data is returned whole even when larger than both.
- read_committed reads that return records also collect the aborted transactions
  overlapping them, from the segments' transaction indexes, up to the next segment or the
  log end (Kafka's LocalLog.addAbortedTransactions, its fallback when the sparse offset
  index has no entry past the read).
- A follower's fetch records its log end offset and caught-up time on the leader (the first
  read of a request only), which moves the high watermark and may expand the ISR
  (AlterPartition). A follower's partition that found nothing new is not read again until
  its replica changes (every change a fetch could see bumps `Partition.change_count`) or the
  follower's fetch state does; only its fetch state is recorded (Kafka reads every partition
  of a session each time; the answer is the same).
- The answer is due at once when MinBytes are readable, MaxWaitMs is 0, a partition has an
  error, a diverging epoch or a preferred read replica, or (v18, KIP-1166) a follower's high
  watermark is behind the leader's. Otherwise the request waits for new data (woken by
  appends, high watermark, log start, role and epoch changes) until MaxWaitMs. A wait that
  runs out is answered with a fresh read of every partition, as Kafka's DelayedFetch
  completes on expiry.
- KIP-405, a fetch offset in [log start, local log start) of a topic with the remote tier:
  a follower gets OFFSET_MOVED_TO_TIERED_STORAGE with the leader's high watermark and log
  start offset; a consumer is served from the remote tier (broker/replica/tiered.py). As
  Kafka's DelayedRemoteFetch does, such a fetch does not long-poll: the remote reads of all
  its partitions run together and the answer goes out when they are done, or after
  `remote.fetch.max.wait.ms` with no records for the reads still running; the other partitions
  keep what the first read found. Each remote partition counts as its PartitionMaxBytes
  against MaxBytes, since its size is not known before the read. An offset no remote segment
  holds is OFFSET_OUT_OF_RANGE, a failed remote read UNKNOWN_SERVER_ERROR. Without the remote
  tier (on the topic or the broker) such an offset is OFFSET_OUT_OF_RANGE.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Collection
from dataclasses import dataclass
from enum import IntEnum
from typing import NamedTuple

from kafkasim.broker.clock import BrokerClock
from kafkasim.broker.network.fetch_records import ServedPartition
from kafkasim.broker.replica.partition import now_ms
from kafkasim.broker.replica.selectors import ClientMetadata
from kafkasim.broker.replica.tiered import RemoteReadError
from kafkasim.broker.session.cached_partition import (
    NO_HIGH_WATERMARK,
    CachedPartition,
    PartitionRead,
    RemoteRead,
)
from kafkasim.broker.storage.leader_epoch_cache import UNDEFINED_EPOCH
from kafkasim.broker.storage.log import OffsetMovedToTieredStorageError, OffsetOutOfRangeError
from kafkasim.protocol.errors import ErrorCode


class IsolationLevel(IntEnum):
    """What a consumer may read (Kafka's IsolationLevel; the Fetch and ListOffsets field)."""

    READ_UNCOMMITTED = 0
    READ_COMMITTED = 1


#: The isolation level of each IsolationLevel value a request may carry.
ISOLATION_LEVELS = {level.value: level for level in IsolationLevel}
# Module globals: on Python 3.11 looking an enum member up on its class costs more than a
# global, and these are read once per partition per read.
READ_UNCOMMITTED, READ_COMMITTED = IsolationLevel
_NO_ERROR = ErrorCode.NONE


class FetchParams(NamedTuple):
    """What a Fetch request asks of the replica manager, beside its partitions (Kafka's
    FetchParams). `replica_id` >= 0 is a follower; `client` is the consumer's metadata
    (KIP-392), present only for consumer fetches from v11 on, which alone may be served by a
    follower and be given a preferred read replica. (A NamedTuple: made once per request, it
    costs less than a frozen dataclass.)"""

    replica_id: int
    max_wait_ms: int
    min_bytes: int
    max_bytes: int
    isolation_level: IsolationLevel = READ_UNCOMMITTED
    client: ClientMetadata | None = None

    @property
    def is_follower(self) -> bool:
        return self.replica_id >= 0

    @property
    def fetch_only_leader(self) -> bool:
        """Kafka's FetchParams.fetchOnlyLeader: followers, and consumers before v11, need
        the leader."""
        return self.client is None


@dataclass(frozen=True, slots=True)
class FetchServed:
    """A broker-side record of one Fetch this broker served: who asked (a follower's replica
    id, or a consumer's client id and rack, known from v11) and what each partition gave."""

    broker_id: int
    replica_id: int
    client_id: str | None
    client_rack: str | None
    partitions: tuple[ServedPartition, ...]

    @property
    def bytes(self) -> int:
        return sum(p.bytes for p in self.partitions)


def served(broker_id: int, params: FetchParams, partitions: Collection[CachedPartition]
           ) -> FetchServed:
    client = params.client
    return FetchServed(
        broker_id=broker_id, replica_id=params.replica_id,
        client_id=client.client_id if client is not None else None,
        client_rack=client.rack_id if client is not None else None,
        partitions=tuple(cached.served() for cached in partitions))


async def fetch(manager, params: FetchParams, partitions: Collection[CachedPartition]) -> float:
    """Read `partitions` for `params`, waiting up to MaxWaitMs for MinBytes (see the module
    docstring); each partition's outcome is left in its `read`. Returns the seconds spent
    waiting (the long poll or remote reads; 0.0 when answered at once)."""
    # MaxWaitMs runs on the broker clock (broker/clock.py), `waited` in real time.
    clock = manager.broker.clock
    deadline = clock.monotonic() + max(params.max_wait_ms, 0) / 1000
    first_pass = True
    waited = 0.0
    while True:
        complete, total = _read_all(manager, params, partitions, first_pass)
        if first_pass and any(cached.read.remote is not None for cached in partitions):
            before = time.monotonic()
            await _read_remote(manager, partitions)
            return time.monotonic() - before
        first_pass = False
        remaining = deadline - clock.monotonic()
        if complete or total >= params.min_bytes or remaining <= 0 or not partitions:
            return waited
        now = time.monotonic()
        woken = await _wait_for_change(partitions, remaining, clock)
        waited += time.monotonic() - now
        if not woken:
            # Expired: Kafka's DelayedFetch completes with a fresh read of every partition
            # (offsets, high watermarks, the preferred read replica), not the first one.
            _read_all(manager, params, partitions, False)
            return waited
        # Woken: re-read everything, as Kafka's DelayedFetch completion does.


def _read_all(manager, params: FetchParams, partitions, first_pass: bool) -> tuple[bool, int]:
    """Read every partition once, in order; return (answer now?, bytes read)."""
    limit = params.max_bytes
    min_one_batch = True
    total = 0
    complete = False
    current_ms = now_ms()
    for cached in partitions:
        read = cached.read
        if read is None:  # the partition's first read: its PartitionRead, kept from now on
            read = cached.read = PartitionRead()
        if cached.topic is None:
            read.replica = None
            read.fail(ErrorCode.UNKNOWN_TOPIC_ID)
            complete = True
            continue
        _read_partition(manager, params, cached, read, limit, min_one_batch, first_pass,
                        current_ms)
        # Kafka answers at once on an error, a diverging epoch or a preferred read replica.
        if read.error or read.diverging_epoch != UNDEFINED_EPOCH \
                or read.preferred_read_replica >= 0 or read.high_watermark_behind:
            complete = True
        if read.bytes:
            min_one_batch = False
            limit = max(0, limit - read.bytes)
            total += read.bytes
        elif read.remote is not None:
            # Kafka counts a remote read as its PartitionMaxBytes (its size is unknown yet).
            min_one_batch = False
            limit = max(0, limit - read.remote.max_bytes)
    return complete, total


def _read_partition(manager, params: FetchParams, cached: CachedPartition, read: PartitionRead,
                    limit: int, min_one_batch: bool, first_pass: bool, current_ms: int) -> None:
    """Read one partition with its fetch state into `read` (no allocation for a partition with
    nothing new)."""
    is_follower = params.replica_id >= 0
    replica = read.replica
    if is_follower and replica is not None and read.idle_at_change == replica.change_count:
        # Nothing the follower could see changed since the last read found nothing new: every
        # such change (data, high watermark, last stable offset, log start, epoch, role, the
        # replica's removal) wakes fetch waiters, which bumps the replica's change_count, and
        # a new fetch state drops the mark. That answer stands; only the follower's fetch
        # state is recorded.
        read.high_watermark_behind = False
        _follower_fetched(manager, params, cached, read, replica, first_pass, current_ms)
        return
    read.reset()
    partition, error = manager.local_partition(
        cached.topic, cached.partition, cached.request.current_leader_epoch,
        require_leader=params.fetch_only_leader)
    read.replica = partition if partition is not None else manager.get_partition(
        cached.topic, cached.partition)
    if error != _NO_ERROR:
        read.fail(error)
        return
    if is_follower and params.replica_id not in partition.followers:
        read.fail(ErrorCode.NOT_LEADER_OR_FOLLOWER)
        return
    _read_log(manager, params, cached, read, partition, limit, min_one_batch, first_pass,
              current_ms)
    if is_follower and not read.bytes and read.error == _NO_ERROR \
            and read.diverging_epoch == UNDEFINED_EPOCH and read.remote is None \
            and cached.request.fetch_offset == partition.log.log_end_offset:
        read.idle_at_change = partition.change_count


def _read_log(manager, params: FetchParams, cached: CachedPartition, read: PartitionRead,
              partition, limit: int, min_one_batch: bool, first_pass: bool,
              current_ms: int) -> None:
    """The read proper of `_read_partition`, for a replica that may serve it (`read` is
    reset)."""
    partition_log = partition.log
    is_follower = params.replica_id >= 0
    high_watermark = partition.high_watermark
    log_start_offset = partition_log.log_start_offset
    read.high_watermark = high_watermark
    read.last_stable_offset = partition.last_stable_offset
    read.log_start_offset = log_start_offset
    request = cached.request
    fetch_offset = request.fetch_offset
    client = params.client
    if client is not None and manager.replica_selector is not None and partition.is_leader:
        preferred = manager.find_preferred_read_replica(partition, client, fetch_offset,
                                                        current_ms)
        if preferred is not None:
            # Kafka skips the read: the leader's offsets, no records, and the replica to use.
            read.preferred_read_replica = preferred
            return
    last_fetched_epoch = request.last_fetched_epoch
    if last_fetched_epoch >= 0:
        epoch, end_offset = partition_log.end_offset_for_epoch(last_fetched_epoch)
        if epoch == UNDEFINED_EPOCH or fetch_offset < log_start_offset:
            read.fail(ErrorCode.OFFSET_OUT_OF_RANGE)
            return
        if epoch < last_fetched_epoch or end_offset < fetch_offset:
            read.diverging_epoch = epoch
            read.diverging_end_offset = end_offset
            return
    read_committed = params.isolation_level is READ_COMMITTED
    if is_follower:
        upper_bound = partition_log.log_end_offset
    elif read_committed:
        upper_bound = read.last_stable_offset
    else:
        upper_bound = high_watermark
    # At the bound (an idle partition) the read is empty: skip it.
    if fetch_offset != upper_bound or fetch_offset < log_start_offset:
        max_bytes = min(request.partition_max_bytes, limit)
        try:
            result = partition_log.read(fetch_offset, max_bytes, upper_bound, min_one_batch)
        except OffsetMovedToTieredStorageError:
            if not (partition_log.config.remote_log_enabled
                    and manager.remote_log_manager.enabled):
                read.fail(ErrorCode.OFFSET_OUT_OF_RANGE)
            elif is_follower:
                # Kafka's handleOffsetOutOfRangeError: the error with the leader's offsets.
                read.error = ErrorCode.OFFSET_MOVED_TO_TIERED_STORAGE
            elif max_bytes > 0 and first_pass:
                read.remote = RemoteRead(fetch_offset, max_bytes, min_one_batch, read_committed)
            return
        except OffsetOutOfRangeError:
            read.fail(ErrorCode.OFFSET_OUT_OF_RANGE)
            return
        if result.batches:
            read.records = result.batches
            read.bytes = result.size
            if read_committed and not is_follower:
                read.aborted_transactions = partition_log.aborted_transactions(
                    fetch_offset, partition_log.read_upper_bound(result.first_offset))
    if is_follower:
        _follower_fetched(manager, params, cached, read, partition, first_pass, current_ms)


def _follower_fetched(manager, params: FetchParams, cached: CachedPartition,
                      read: PartitionRead, partition, first_pass: bool,
                      current_ms: int) -> None:
    """A follower's fetch of `partition` read: its fetch state on the leader (the first pass
    only), and KIP-1166's early answer."""
    request = cached.request
    if first_pass:
        partition.update_follower_fetch_state(
            params.replica_id, -1, request.fetch_offset, request.log_start_offset, current_ms)
        manager.on_follower_fetch(partition)
        read.high_watermark = partition.high_watermark
        read.last_stable_offset = partition.last_stable_offset
    # KIP-1166: a follower whose high watermark is behind ours is answered at once.
    follower_high_watermark = request.high_watermark
    if follower_high_watermark != NO_HIGH_WATERMARK \
            and follower_high_watermark < partition.high_watermark:
        read.high_watermark_behind = True


async def _read_remote(manager, partitions: Collection[CachedPartition]) -> None:
    """Serve the remote reads of one fetch together, for at most `remote.fetch.max.wait.ms`
    (Kafka's DelayedRemoteFetch); a read still running then is answered without records."""
    remote_log_manager = manager.remote_log_manager
    tasks = {}
    for cached in partitions:
        read = cached.read
        if read.remote is not None:
            tasks[read] = asyncio.ensure_future(
                _remote_read(remote_log_manager, read.replica, read.remote))
    timeout = manager.broker.config.get_int("remote.fetch.max.wait.ms") / 1000
    # The wait point: the remote store's latency and transfer time.
    done, pending = await asyncio.wait(tasks.values(), timeout=timeout)
    for task in pending:
        task.cancel()
    for read, task in tasks.items():
        read.remote = None
        if task in pending:
            continue
        error = task.exception()
        if error is None:
            data, read.aborted_transactions = task.result()
            read.records = data
            read.bytes = len(data)
        elif isinstance(error, RemoteReadError) and error.offset_out_of_range:
            read.fail(ErrorCode.OFFSET_OUT_OF_RANGE)
        else:
            read.fail(ErrorCode.UNKNOWN_SERVER_ERROR)


async def _remote_read(remote_log_manager, replica, remote: RemoteRead
                       ) -> tuple[bytes, list | None]:
    """One remote read and, for read_committed, the aborted transactions it overlaps (up to the
    end of the remote segment read: Kafka's fallback bound when its sparse remote offset index
    has no entry past the read)."""
    offset = remote.fetch_offset
    data = await remote_log_manager.read(replica, offset, remote.max_bytes, remote.min_one_batch)
    if not (remote.read_committed and data):
        return data, None
    metadata = remote_log_manager.segment_for(replica, offset)
    upper_bound = metadata.end_offset + 1 if metadata is not None else offset + 1
    return data, await remote_log_manager.aborted_transactions(replica, offset, upper_bound)


async def _wait_for_change(partitions: Collection[CachedPartition], timeout: float,
                           clock: BrokerClock) -> bool:
    """The long-poll wait point: until any partition changes or `timeout` passes."""
    return await wait_for_replicas({cached.read.replica for cached in partitions
                                    if cached.read.replica is not None}, timeout, clock)


async def wait_for_replicas(replicas, timeout: float, clock: BrokerClock | None = None) -> bool:
    """Wait until any of `replicas` wakes its data waiters (an append, a high watermark or role
    change; a share partition's released records) or `timeout` passes, on `clock` when given
    (else the loop's); True when woken. The long poll of Fetch and of ShareFetch
    (broker/share/manager.py)."""
    if not replicas:
        await (asyncio.sleep(timeout) if clock is None else clock.sleep(timeout))
        return False
    loop = asyncio.get_running_loop()
    future = loop.create_future()
    for replica in replicas:
        replica.add_data_waiter(future)  # a wake-up sets None
    # The future awaited directly with a timer of its own, not wait_for (on Python 3.11
    # wait_for swallows a cancellation that arrives as the future completes, and a shutdown or
    # a client gone away must end the poll at once) nor asyncio.wait (a waiter future and
    # callbacks more, on every long poll of every replica fetch).
    timer = (loop.call_later(timeout, _expire, future) if clock is None
             else clock.call_later(timeout, _expire, future))
    try:
        woken = await future
    finally:
        timer.cancel()
        for replica in replicas:
            replica.discard_data_waiter(future)
    return woken is None


def _expire(future: asyncio.Future) -> None:
    if not future.done():
        future.set_result(False)
