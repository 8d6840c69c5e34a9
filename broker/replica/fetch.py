"""The fetch path below the Fetch handler: one entry point for consumers and followers alike
(Kafka's ReplicaManager.fetchMessages, readFromLog, DelayedFetch).

`fetch(manager, params, partitions)` reads every partition once, and, unless the answer is due
at once, waits (the long poll) until a partition changes or MaxWaitMs passes, then reads again.
Each partition's result goes into its `read_*` fields (a `CachedPartition` of the session
package, so that an idle partition of a session costs no allocation per request).

Rules, as Kafka's broker applies them:
- Leaders serve consumers up to the high watermark (read_uncommitted) or the last stable offset
  (read_committed), and followers up to the log end offset. A read_committed read also
  collects the aborted transactions overlapping what it read, from the segments' transaction
  indexes (Kafka's LocalLog.addAbortedTransactions; an empty read has none). A follower fetch records the follower's log end offset
  and caught-up time, which moves the high watermark and may expand the ISR.
- KIP-392: consumer fetches from v11 on carry client metadata. On the leader, the
  `replica.selector.class` plugin may pick another in-sync replica: that partition is answered
  at once with PreferredReadReplica, no records, and the leader's offsets. A follower serves
  such consumers from its own log up to its own high watermark; older consumer fetches and
  replica fetches to a follower get NOT_LEADER_OR_FOLLOWER. An offset in (HW, log end] gets an
  empty answer; beyond the local log end, OFFSET_OUT_OF_RANGE (LocalLog.read).
- KIP-320: CurrentLeaderEpoch older than the replica's -> FENCED_LEADER_EPOCH, newer ->
  UNKNOWN_LEADER_EPOCH; a LastFetchedEpoch that diverges from the log -> DivergingEpoch with
  the end offset of the largest common epoch, and no records.
- KIP-74: PartitionMaxBytes per partition and MaxBytes for the response; the first batch of
  the first partition with data is returned whole even when larger than both.
- The answer is due at once when MinBytes are readable, MaxWaitMs is 0, a partition has an
  error, a diverging epoch or a preferred read replica, or (v18, KIP-1166) a follower's high
  watermark is behind the leader's. A wait that runs out is answered with a fresh read of
  every partition, as Kafka's DelayedFetch completes on expiry.
- KIP-405, a fetch offset in [log start, local log start) of a topic with the remote tier:
  a follower gets OFFSET_MOVED_TO_TIERED_STORAGE (with the leader's high watermark and log
  start offset); a consumer is served from the remote tier (broker/replica/tiered.py). As
  Kafka's DelayedRemoteFetch does, such a fetch does not long-poll: the remote reads of all
  its partitions run together and the answer goes out when they are done, or after
  `remote.fetch.max.wait.ms` with no records for the reads still running; the other partitions
  keep what the first read found. Each remote partition counts as its PartitionMaxBytes
  against MaxBytes, since its size is not known before the read.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Collection
from dataclasses import dataclass

from kafkasim.broker.replica.partition import now_ms
from kafkasim.broker.replica.selectors import ClientMetadata
from kafkasim.broker.replica.tiered import RemoteReadError
from kafkasim.broker.session.cache import NO_HIGH_WATERMARK, CachedPartition
from kafkasim.broker.storage.leader_epoch_cache import UNDEFINED_EPOCH
from kafkasim.broker.storage.log import OffsetMovedToTieredStorageError, OffsetOutOfRangeError
from kafkasim.protocol.errors import ErrorCode

_EMPTY = b""

READ_UNCOMMITTED = 0
READ_COMMITTED = 1


@dataclass(frozen=True, slots=True)
class FetchParams:
    """What a Fetch request asks of the replica manager, beside its partitions (Kafka's
    FetchParams). `replica_id` >= 0 is a follower; `client` is the consumer's metadata
    (KIP-392), present only for consumer fetches from v11 on, which alone may be served by a
    follower and be given a preferred read replica."""

    replica_id: int
    max_wait_ms: int
    min_bytes: int
    max_bytes: int
    isolation_level: int = READ_UNCOMMITTED
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
class ServedPartition:
    """What one fetch read from one partition."""

    topic: str | None
    partition: int
    error: int
    bytes: int  # record bytes returned (0 when redirected, idle or failed)
    preferred_read_replica: int  # -1 unless the leader named another replica (KIP-392)


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
        partitions=tuple(ServedPartition(read.topic, read.partition, int(read.read_error),
                                         read.read_bytes, read.read_preferred_read_replica)
                         for read in partitions))


async def fetch(manager, params: FetchParams, partitions: Collection[CachedPartition]) -> float:
    """Read `partitions` for `params`, waiting up to MaxWaitMs for MinBytes (see the module
    docstring); results are left in each partition's `read_*` fields. Returns the seconds
    spent waiting (the long poll or remote reads; 0.0 when answered at once)."""
    started = time.monotonic()
    deadline = started + max(params.max_wait_ms, 0) / 1000
    first_pass = True
    waited = 0.0
    while True:
        complete, total = _read_all(manager, params, partitions, first_pass)
        if first_pass and any(read.read_remote is not None for read in partitions):
            before = time.monotonic()
            await _read_remote(manager, partitions)
            return time.monotonic() - before
        first_pass = False
        now = time.monotonic()
        remaining = deadline - now
        if complete or total >= params.min_bytes or remaining <= 0 or not partitions:
            return waited
        woken = await _wait_for_change(partitions, remaining)
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
    for read in partitions:
        if read.topic is None:
            read.replica = None
            read.read_remote = None
            _fail(read, ErrorCode.UNKNOWN_TOPIC_ID)
            complete = True
            continue
        _read_partition(manager, params, read, limit, min_one_batch, first_pass, current_ms)
        # Kafka answers at once on an error, a diverging epoch or a preferred read replica.
        if read.read_error or read.read_diverging_epoch != UNDEFINED_EPOCH \
                or read.read_preferred_read_replica >= 0 or read.read_woken:
            complete = True
        if read.read_bytes:
            min_one_batch = False
            limit = max(0, limit - read.read_bytes)
            total += read.read_bytes
        elif read.read_remote is not None:
            # Kafka counts a remote read as its PartitionMaxBytes (its size is unknown yet).
            min_one_batch = False
            limit = max(0, limit - read.read_remote[1])
    return complete, total


def _read_partition(manager, params: FetchParams, read: CachedPartition, limit: int,
                    min_one_batch: bool, first_pass: bool, current_ms: int) -> None:
    """Read one partition with its fetch state into its `read_*` fields (no allocation for a
    partition with nothing new)."""
    read.read_bytes = 0
    read.read_woken = False
    read.read_remote = None
    read.read_aborted = None
    is_follower = params.replica_id >= 0
    replica = read.replica
    if is_follower and replica is not None and read.read_idle_at == _idle_key(read, replica):
        # Nothing the follower could see changed since the last read found nothing new: every
        # such change (data, high watermark, last stable offset, log start, epoch, role, the
        # replica's removal) wakes fetch waiters, which bumps the replica's change_count. That
        # answer stands; only the follower's fetch state is recorded. (Kafka reads every
        # partition of a session each time.)
        _follower_fetched(manager, params, read, replica, first_pass, current_ms)
        return
    read.read_idle_at = None
    partition, error = manager.local_partition(
        read.topic, read.partition, read.current_leader_epoch,
        require_leader=params.fetch_only_leader)
    read.replica = partition if partition is not None else manager.get_partition(
        read.topic, read.partition)
    if error != ErrorCode.NONE:
        _fail(read, error)
        return
    if is_follower and params.replica_id not in partition.followers:
        _fail(read, ErrorCode.NOT_LEADER_OR_FOLLOWER)
        return
    _read_log(manager, params, read, partition, limit, min_one_batch, first_pass, current_ms)
    if is_follower and not read.read_bytes and read.read_error == ErrorCode.NONE \
            and read.read_diverging_epoch == UNDEFINED_EPOCH and read.read_remote is None \
            and read.fetch_offset == partition.log.log_end_offset:
        read.read_idle_at = _idle_key(read, partition)


def _idle_key(read: CachedPartition, partition) -> tuple:
    """What a follower's read that found nothing new depended on."""
    return (partition.change_count, read.fetch_offset, read.last_fetched_epoch,
            read.current_leader_epoch, read.follower_high_watermark)


def _read_log(manager, params: FetchParams, read: CachedPartition, partition, limit: int,
              min_one_batch: bool, first_pass: bool, current_ms: int) -> None:
    """The read proper of `_read_partition`, for a replica that may serve it."""
    partition_log = partition.log
    is_follower = params.replica_id >= 0
    high_watermark = partition.high_watermark
    log_start_offset = partition_log.log_start_offset
    read.read_error = ErrorCode.NONE
    read.read_records = _EMPTY
    read.read_high_watermark = high_watermark
    read.read_last_stable_offset = partition.last_stable_offset
    read.read_log_start_offset = log_start_offset
    read.read_preferred_read_replica = -1
    read.read_diverging_epoch = UNDEFINED_EPOCH
    fetch_offset = read.fetch_offset
    client = params.client
    if client is not None and manager.replica_selector is not None and partition.is_leader:
        preferred = manager.find_preferred_read_replica(partition, client, fetch_offset,
                                                        current_ms)
        if preferred is not None:
            # Kafka skips the read: the leader's offsets, no records, and the replica to use.
            read.read_preferred_read_replica = preferred
            return
    if read.last_fetched_epoch >= 0:
        epoch, end_offset = partition_log.end_offset_for_epoch(read.last_fetched_epoch)
        if epoch == UNDEFINED_EPOCH or fetch_offset < log_start_offset:
            _fail(read, ErrorCode.OFFSET_OUT_OF_RANGE)
            return
        if epoch < read.last_fetched_epoch or end_offset < fetch_offset:
            read.read_diverging_epoch = epoch
            read.read_diverging_end_offset = end_offset
            return
    if is_follower:
        upper_bound = partition_log.log_end_offset
    elif params.isolation_level == READ_COMMITTED:
        upper_bound = read.read_last_stable_offset
    else:
        upper_bound = high_watermark
    # At the bound (an idle partition) the read is empty: skip it.
    if fetch_offset != upper_bound or fetch_offset < log_start_offset:
        max_bytes = min(read.partition_max_bytes, limit)
        try:
            result = partition_log.read(fetch_offset, max_bytes, upper_bound, min_one_batch)
        except OffsetMovedToTieredStorageError:
            if not (partition_log.config.remote_log_enabled
                    and manager.remote_log_manager.enabled):
                _fail(read, ErrorCode.OFFSET_OUT_OF_RANGE)
            elif is_follower:
                # Kafka's handleOffsetOutOfRangeError: the error with the leader's offsets.
                read.read_error = ErrorCode.OFFSET_MOVED_TO_TIERED_STORAGE
            elif max_bytes > 0 and first_pass:
                read.read_remote = (fetch_offset, max_bytes, min_one_batch,
                                    params.isolation_level == READ_COMMITTED)
            return
        except OffsetOutOfRangeError:
            _fail(read, ErrorCode.OFFSET_OUT_OF_RANGE)
            return
        if result.batches:
            read.read_records = result.batches
            read.read_bytes = result.size
            if params.isolation_level == READ_COMMITTED and not is_follower:
                read.read_aborted = partition_log.aborted_transactions(
                    fetch_offset, partition_log.read_upper_bound(result.first_offset))
    if is_follower:
        _follower_fetched(manager, params, read, partition, first_pass, current_ms)


def _follower_fetched(manager, params: FetchParams, read: CachedPartition, partition,
                      first_pass: bool, current_ms: int) -> None:
    """A follower's fetch of `partition` read: its fetch state on the leader (the first pass
    only), and KIP-1166's early answer."""
    if first_pass:
        partition.update_follower_fetch_state(
            params.replica_id, -1, read.fetch_offset, read.log_start_offset, current_ms)
        manager.on_follower_fetch(partition)
        read.read_high_watermark = partition.high_watermark
        read.read_last_stable_offset = partition.last_stable_offset
    # KIP-1166: a follower whose high watermark is behind ours is answered at once.
    follower_high_watermark = read.follower_high_watermark
    if follower_high_watermark != NO_HIGH_WATERMARK \
            and follower_high_watermark < partition.high_watermark:
        read.read_woken = True


def _fail(read: CachedPartition, error: ErrorCode) -> None:
    read.read_error = error
    read.read_records = _EMPTY
    read.read_bytes = 0
    read.read_high_watermark = read.read_last_stable_offset = read.read_log_start_offset = -1
    read.read_preferred_read_replica = -1
    read.read_diverging_epoch = UNDEFINED_EPOCH


async def _read_remote(manager, partitions) -> None:
    """Serve the remote reads of one fetch together, for at most `remote.fetch.max.wait.ms`
    (Kafka's DelayedRemoteFetch); a read still running then is answered without records."""
    remote_log_manager = manager.remote_log_manager
    reads = [read for read in partitions if read.read_remote is not None]
    tasks = {}
    for read in reads:
        tasks[read] = asyncio.ensure_future(_remote_read(remote_log_manager, read))
    timeout = manager.broker.config.get_int("remote.fetch.max.wait.ms") / 1000
    # The wait point: the remote store's latency and transfer time.
    done, pending = await asyncio.wait(tasks.values(), timeout=timeout)
    for task in pending:
        task.cancel()
    for read, task in tasks.items():
        read.read_remote = None
        if task in pending:
            continue
        error = task.exception()
        if error is None:
            data, read.read_aborted = task.result()
            read.read_records = data or _EMPTY
            read.read_bytes = len(data)
        elif isinstance(error, RemoteReadError) and error.offset_out_of_range:
            _fail(read, ErrorCode.OFFSET_OUT_OF_RANGE)
        else:
            _fail(read, ErrorCode.UNKNOWN_SERVER_ERROR)


async def _remote_read(remote_log_manager, read: CachedPartition) -> tuple[bytes, list | None]:
    """One remote read and, for read_committed, the aborted transactions it overlaps (up to the
    end of the remote segment read: Kafka's fallback bound when its sparse remote offset index
    has no entry past the read)."""
    offset, max_bytes, min_one_batch, read_committed = read.read_remote
    data = await remote_log_manager.read(read.replica, offset, max_bytes, min_one_batch)
    if not (read_committed and data):
        return data, None
    metadata = remote_log_manager.segment_for(read.replica, offset)
    upper_bound = metadata.end_offset + 1 if metadata is not None else offset + 1
    return data, await remote_log_manager.aborted_transactions(read.replica, offset,
                                                                upper_bound)


async def _wait_for_change(partitions, timeout: float) -> bool:
    """The long-poll wait point: until any partition changes or `timeout` passes."""
    return await wait_for_replicas({read.replica for read in partitions
                                    if read.replica is not None}, timeout)


async def wait_for_replicas(replicas, timeout: float) -> bool:
    """Wait until any of `replicas` wakes its data waiters (an append, a high watermark or role
    change; a share partition's released records) or `timeout` passes; True when woken. The
    long poll of Fetch and of ShareFetch (broker/share/manager.py)."""
    if not replicas:
        await asyncio.sleep(timeout)
        return False
    future = asyncio.get_running_loop().create_future()
    for replica in replicas:
        replica.add_data_waiter(future)
    try:
        # asyncio.wait, not wait_for: on Python 3.11 wait_for swallows a cancellation that
        # arrives as the future completes, and a shutdown or a client gone away must end the
        # poll at once.
        done, _ = await asyncio.wait((future,), timeout=timeout)
        return bool(done)
    finally:
        for replica in replicas:
            replica.discard_data_waiter(future)
