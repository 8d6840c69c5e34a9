"""One partition's replica state on this broker (Kafka's `Partition`).

A `Partition` wraps this broker's `PartitionLog` with the replica role the controller's
metadata gives it:

- **leader**: appends client batches, tracks each follower's fetch state (log end offset, last
  caught-up time), advances the high watermark to the minimum log end offset over the ISR
  (the "maximal" ISR while an AlterPartition is in flight, as Kafka does), shrinks the ISR of
  followers that stayed behind for `replica.lag.time.max.ms` and expands it with followers that
  caught up, both through AlterPartition to the controller;
- **follower**: appended to only by its replica fetcher; high watermark = min(leader's high
  watermark, own log end offset).

The last stable offset (Kafka's UnifiedLog.lastStableOffset) is the first offset of the
earliest transaction not yet stable (ongoing, or its marker not yet below the high watermark),
or the high watermark when there is none or it is higher; leaders and followers alike, each
from the producer state of its own log.

Wait points: fetch long-polls register a future with `add_data_waiter` (woken on append, high
watermark change and role change); acks=all produce awaits `wait_for_high_watermark`.
Everything else is synchronous: state changes happen between awaits only.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from enum import StrEnum

from kafkasim.broker.metadata.image import PartitionInfo
from kafkasim.broker.storage.log import PartitionLog
from kafkasim.protocol.errors import ErrorCode


class ReplicaRole(StrEnum):
    """The role the controller's metadata gives this broker's replica of a partition."""

    LEADER = "leader"
    FOLLOWER = "follower"


def now_ms() -> int:
    return int(time.monotonic() * 1000)


@dataclass(slots=True)
class FollowerState:
    """The leader's view of one follower replica (Kafka's `Replica` state)."""

    broker_id: int
    broker_epoch: int = -1
    log_end_offset: int = -1  # unknown until the follower fetches
    log_start_offset: int = -1
    last_caught_up_time_ms: int = 0
    last_fetch_time_ms: int = 0
    last_fetch_leader_log_end_offset: int = -1

    def update_fetch_state(self, fetch_offset: int, log_start_offset: int, broker_epoch: int,
                           fetch_time_ms: int, leader_log_end_offset: int) -> None:
        """Kafka's `updateFetchStateOrThrow`: a follower is caught up at the time of a fetch that
        reached the leader's log end, or at the previous fetch when this one reached the log
        end the leader had then."""
        if fetch_offset >= leader_log_end_offset:
            self.last_caught_up_time_ms = max(self.last_caught_up_time_ms, fetch_time_ms)
        elif fetch_offset >= self.last_fetch_leader_log_end_offset:
            self.last_caught_up_time_ms = max(self.last_caught_up_time_ms, self.last_fetch_time_ms)
        self.log_end_offset = fetch_offset
        self.log_start_offset = log_start_offset
        self.broker_epoch = broker_epoch
        self.last_fetch_leader_log_end_offset = leader_log_end_offset
        self.last_fetch_time_ms = fetch_time_ms

    def is_caught_up(self, leader_log_end_offset: int, current_time_ms: int, max_lag_ms: int) -> bool:
        return (self.log_end_offset == leader_log_end_offset
                or current_time_ms - self.last_caught_up_time_ms <= max_lag_ms)


@dataclass(eq=False)
class Partition:
    topic: str
    partition: int
    topic_id: object
    log: PartitionLog
    local_broker_id: int
    role: ReplicaRole = ReplicaRole.FOLLOWER
    leader_id: int = -1
    leader_epoch: int = -1
    partition_epoch: int = -1
    replicas: list[int] = field(default_factory=list)
    isr: list[int] = field(default_factory=list)
    pending_isr: list[int] | None = None  # the ISR asked for by an AlterPartition in flight
    high_watermark: int = 0
    followers: dict[int, FollowerState] = field(default_factory=dict)
    # Offset where this broker's current leadership began (the epoch's start offset).
    leader_epoch_start_offset: int = 0
    min_insync_replicas: int = 1  # the topic's effective min.insync.replicas
    # Record bytes this replica appended from its leaders' fetch answers (a follower's cost).
    replicated_bytes: int = 0
    # Bumped at every change a fetch could see (appends, high watermark, log start, role,
    # epoch, truncation: every path that wakes fetch waiters), so that a follower's fetch
    # skips partitions with nothing new (broker/replica/fetch.py).
    change_count: int = 0
    _data_waiters: set = field(default_factory=set)
    _high_watermark_waiters: list = field(default_factory=list)

    # --- role changes (from metadata) --------------------------------------------------

    @property
    def is_leader(self) -> bool:
        return self.role is ReplicaRole.LEADER

    @property
    def effective_min_insync_replicas(self) -> int:
        """min.insync.replicas, but never more than the replicas there are (Kafka's
        Partition.effectiveMinIsr: a minimum the assignment cannot meet is not enforced)."""
        return min(self.min_insync_replicas, max(1, len(self.replicas)))

    @property
    def maximal_isr(self) -> list[int]:
        """The ISR used for the high watermark: while an expansion is in flight it already
        counts the joining replica, while a shrink is in flight it still counts the leaving
        one (Kafka's PendingExpandIsr / PendingShrinkIsr states)."""
        if self.pending_isr is None:
            return self.isr
        return sorted(set(self.isr) | set(self.pending_isr))

    def make_leader(self, info: PartitionInfo, current_time_ms: int) -> bool:
        """Become (or stay) leader at `info.leader_epoch`; return True when the epoch is new."""
        new_epoch = self.role is not ReplicaRole.LEADER or info.leader_epoch != self.leader_epoch
        self.role = ReplicaRole.LEADER
        self._apply_assignment(info)
        if new_epoch:
            self.leader_epoch_start_offset = self.log.log_end_offset
            self.log.assign_epoch_start_offset(info.leader_epoch, self.log.log_end_offset)
            self.followers = {
                replica: FollowerState(
                    replica,
                    # A follower in the ISR counts as caught up now, others must prove it.
                    last_caught_up_time_ms=current_time_ms if replica in info.isr else 0,
                )
                for replica in info.replicas if replica != self.local_broker_id
            }
            self.pending_isr = None
        else:
            # A reassignment adds replicas (tracked from now on) or removes them.
            for replica in info.replicas:
                if replica != self.local_broker_id and replica not in self.followers:
                    self.followers[replica] = FollowerState(replica)
            for replica in [r for r in self.followers if r not in info.replicas]:
                del self.followers[replica]  # reassigned away
        self.maybe_increment_high_watermark()
        self.notify_data_waiters()
        return new_epoch

    def make_follower(self, info: PartitionInfo) -> bool:
        """Become (or stay) a follower of `info.leader`; return True when leader or epoch
        changed (the fetcher then restarts for this partition)."""
        changed = (self.role is not ReplicaRole.FOLLOWER or info.leader_epoch != self.leader_epoch
                   or info.leader != self.leader_id)
        self.role = ReplicaRole.FOLLOWER
        self._apply_assignment(info)
        self.followers = {}
        self.pending_isr = None
        self.high_watermark = min(self.high_watermark, self.log.log_end_offset)
        self.fail_high_watermark_waiters(ErrorCode.NOT_LEADER_OR_FOLLOWER)
        self.notify_data_waiters()
        return changed

    def _apply_assignment(self, info: PartitionInfo) -> None:
        self.leader_id = info.leader
        self.leader_epoch = info.leader_epoch
        self.replicas = list(info.replicas)
        if info.partition_epoch >= self.partition_epoch:
            self.partition_epoch = info.partition_epoch
            self.isr = list(info.isr)
            if self.pending_isr is not None and set(self.pending_isr) == set(info.isr):
                self.pending_isr = None

    def stop(self, error: ErrorCode = ErrorCode.NOT_LEADER_OR_FOLLOWER) -> None:
        """The replica leaves this broker (deleted, reassigned, broker stopping)."""
        self.role = ReplicaRole.FOLLOWER
        self.fail_high_watermark_waiters(error)
        self.notify_data_waiters()

    @property
    def last_stable_offset(self) -> int:
        """min(high watermark, first unstable offset): see the module docstring."""
        high_watermark = self.high_watermark
        state = self.log.producer_state
        if not state.ongoing and not state.unreplicated:
            return high_watermark  # no transaction in flight: the fetch path's common case
        first = self.log.first_unstable_offset(high_watermark)
        return high_watermark if first is None or first >= high_watermark else first

    # --- the leader's follower tracking ------------------------------------------------

    def update_follower_fetch_state(self, replica_id: int, broker_epoch: int, fetch_offset: int,
                                    log_start_offset: int, current_time_ms: int) -> FollowerState | None:
        """Record a follower's fetch (its fetch offset is its log end offset); may advance the
        high watermark. Returns the follower's state, None for a replica not assigned here."""
        follower = self.followers.get(replica_id)
        if follower is None:
            return None
        previous_log_start_offset = follower.log_start_offset
        follower.update_fetch_state(fetch_offset, log_start_offset, broker_epoch, current_time_ms,
                                    self.log.log_end_offset)
        if not self.maybe_increment_high_watermark(current_time_ms) \
                and log_start_offset != previous_log_start_offset:
            self.notify_data_waiters()  # DeleteRecords waits for followers' log starts
        return follower

    def followers_to_add(self, eligible) -> list[int]:
        """Followers outside the ISR that have caught up: log end >= high watermark and >= the
        start of this leader's epoch (Kafka's isFollowerInSync), on brokers `eligible(id)`."""
        if self.pending_isr is not None:
            return []
        return [
            follower.broker_id for follower in self.followers.values()
            if follower.broker_id not in self.isr
            and follower.log_end_offset >= self.high_watermark
            and follower.log_end_offset >= self.leader_epoch_start_offset
            and eligible(follower.broker_id)
        ]

    def followers_to_remove(self, current_time_ms: int, max_lag_ms: int) -> list[int]:
        """ISR followers that have not caught up within `max_lag_ms` (Kafka's
        getOutOfSyncReplicas)."""
        if self.pending_isr is not None:
            return []
        leader_log_end_offset = self.log.log_end_offset
        out = []
        for replica in self.isr:
            if replica == self.local_broker_id:
                continue
            follower = self.followers.get(replica)
            if follower is None or not follower.is_caught_up(leader_log_end_offset, current_time_ms,
                                                             max_lag_ms):
                out.append(replica)
        return out

    def maybe_increment_high_watermark(self, current_time_ms: int | None = None,
                                       max_lag_ms: int | None = None) -> bool:
        """Leader: move the high watermark to the smallest log end offset among the leader and
        the (maximal) ISR; return True when it moved. Not while the ISR is smaller than the
        effective min.insync.replicas (Kafka's Partition.maybeIncrementLeaderHW, KIP-966): what
        fewer replicas than the minimum hold is not committed."""
        if self.role is not ReplicaRole.LEADER:
            return False
        if len(self.isr) < self.effective_min_insync_replicas:
            return False
        new_high_watermark = self.log.log_end_offset
        isr = self.maximal_isr
        for follower in self.followers.values():
            if follower.broker_id in isr and follower.log_end_offset < new_high_watermark:
                new_high_watermark = follower.log_end_offset
        if new_high_watermark > self.high_watermark:
            self.high_watermark = new_high_watermark
            self._on_high_watermark_advanced()
            return True
        return False

    # --- the follower side -------------------------------------------------------------

    def update_follower_high_watermark(self, leader_high_watermark: int) -> None:
        """Follower: high watermark = min(leader's, own log end), never below the log start."""
        new_high_watermark = max(min(leader_high_watermark, self.log.log_end_offset),
                                 self.log.log_start_offset)
        if new_high_watermark != self.high_watermark:
            self.high_watermark = new_high_watermark
            self.notify_data_waiters()

    def after_truncation(self) -> None:
        """The log was truncated (fetcher divergence handling): keep HW within the log."""
        self.high_watermark = max(min(self.high_watermark, self.log.log_end_offset),
                                  self.log.log_start_offset)
        self.notify_data_waiters()

    # --- waiters -----------------------------------------------------------------------

    def add_data_waiter(self, future: asyncio.Future) -> None:
        self._data_waiters.add(future)

    def discard_data_waiter(self, future: asyncio.Future) -> None:
        self._data_waiters.discard(future)

    def notify_data_waiters(self) -> None:
        """Wake fetch long-polls waiting on this partition (they re-read and re-check)."""
        self.change_count += 1
        if self._data_waiters:
            for future in self._data_waiters:
                if not future.done():
                    future.set_result(None)
            self._data_waiters.clear()

    def wait_for_high_watermark(self, required_offset: int) -> asyncio.Future:
        """A future resolved with an error code once the high watermark reaches
        `required_offset` (NONE, or NOT_ENOUGH_REPLICAS_AFTER_APPEND when the ISR is then
        smaller than min.insync.replicas) or leadership is lost (NOT_LEADER_OR_FOLLOWER)."""
        future = asyncio.get_running_loop().create_future()
        if self.role is not ReplicaRole.LEADER:
            future.set_result(ErrorCode.NOT_LEADER_OR_FOLLOWER)
        elif self.high_watermark >= required_offset:
            future.set_result(self._acks_all_result())
        else:
            self._high_watermark_waiters.append((required_offset, future))
        return future

    def _acks_all_result(self) -> ErrorCode:
        if len(self.maximal_isr) < self.effective_min_insync_replicas:
            return ErrorCode.NOT_ENOUGH_REPLICAS_AFTER_APPEND
        return ErrorCode.NONE

    def _on_high_watermark_advanced(self) -> None:
        if self._high_watermark_waiters:
            still_waiting = []
            for required_offset, future in self._high_watermark_waiters:
                if future.done():
                    continue
                if self.high_watermark >= required_offset:
                    future.set_result(self._acks_all_result())
                else:
                    still_waiting.append((required_offset, future))
            self._high_watermark_waiters = still_waiting
        self.notify_data_waiters()

    def fail_high_watermark_waiters(self, error: ErrorCode) -> None:
        for _, future in self._high_watermark_waiters:
            if not future.done():
                future.set_result(error)
        self._high_watermark_waiters = []

    def __repr__(self) -> str:
        return (f"Partition({self.topic}-{self.partition} {self.role} epoch={self.leader_epoch} "
                f"isr={self.isr} hw={self.high_watermark} leo={self.log.log_end_offset})")


def check_leader_epoch(partition: Partition, current_leader_epoch: int) -> ErrorCode:
    """KIP-320 fencing of a request's CurrentLeaderEpoch against the local replica's epoch."""
    if current_leader_epoch < 0 or current_leader_epoch == partition.leader_epoch:
        return ErrorCode.NONE
    if current_leader_epoch < partition.leader_epoch:
        return ErrorCode.FENCED_LEADER_EPOCH
    return ErrorCode.UNKNOWN_LEADER_EPOCH
