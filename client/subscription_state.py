"""Where each assigned partition stands: Kafka's SubscriptionState and TopicPartitionState.

The consumer, its fetcher (client/fetcher.py) and its offset lookups (client/positions.py) talk
to one `SubscriptionState`, never to each other's internals. It owns the assignment, each
partition's `PartitionState`, the KIP-392 choice of the broker to fetch from
(`fetchable_for(node)`) and the KIP-320 verdict on a position (`complete_validation`).

A partition moves through `FetchState`, as Kafka's `SubscriptionState.FetchStates` do:
INITIALIZING (no position yet: the group's committed offset is read, else a reset per
`auto_offset_reset`), AWAIT_RESET (ListOffsets), AWAIT_VALIDATION (after a leader change,
OffsetForLeaderEpoch for the epoch of the last fetched batch), FETCHING, and BLOCKED, which
Kafka has no name for: an error was handed to the application (`auto_offset_reset="none"`, an
unexpected partition error) and only a seek or a reset moves the partition on.

Truncation is detected when the leader's end offset for our epoch is below our fetch position,
from a validation answer or from a Fetch answer's DivergingEpoch (KIP-320, Fetch v12+). With a
reset policy the position moves back to that end offset (Kafka's
`SubscriptionState.maybeCompleteValidation`); with `auto_offset_reset="none"` the consumer
raises `LogTruncationError`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import NamedTuple

from kafkasim.client.cluster import ClusterClient
from kafkasim.protocol.errors import ErrorCode, KafkaError

EARLIEST = -2
LATEST = -1


class TopicPartition(NamedTuple):
    topic: str
    partition: int


class FetchState(Enum):
    """Where a partition's position stands (Kafka's FetchStates, and BLOCKED)."""

    INITIALIZING = "initializing"  # no position: committed offset, else reset per policy
    AWAIT_RESET = "await_reset"  # ListOffsets per the reset strategy
    AWAIT_VALIDATION = "await_validation"  # KIP-320 OffsetForLeaderEpoch after a leader change
    FETCHING = "fetching"
    BLOCKED = "blocked"  # an error was raised to the application; a seek or reset moves on

    @property
    def has_position(self) -> bool:
        """Whether `PartitionState.position` means something (Kafka's hasPosition)."""
        return self is not FetchState.INITIALIZING and self is not FetchState.AWAIT_RESET


class OffsetResetStrategy(StrEnum):
    """`auto_offset_reset`, and what `seek_to_beginning`/`seek_to_end` ask for."""

    EARLIEST = "earliest"
    LATEST = "latest"
    NONE = "none"


# ListOffsets timestamps of the strategies that have one ("none" raises instead).
RESET_TIMESTAMPS = {OffsetResetStrategy.EARLIEST: EARLIEST, OffsetResetStrategy.LATEST: LATEST}


class TruncationSource(StrEnum):
    """Which answer showed a truncation."""

    DIVERGING_EPOCH = "diverging_epoch"  # a Fetch answer's DivergingEpoch (Fetch v12+)
    OFFSET_FOR_LEADER_EPOCH = "offset_for_leader_epoch"  # a validation answer


class OffsetOutOfRangeError(KafkaError):
    """The position is out of range and `auto_offset_reset` is "none"."""

    def __init__(self, partition: TopicPartition, offset: int) -> None:
        super().__init__(ErrorCode.OFFSET_OUT_OF_RANGE, f"{partition} at offset {offset}")
        self.partition = partition
        self.offset = offset


class NoOffsetForPartitionError(KafkaError):
    """No committed offset and `auto_offset_reset` is "none" (Kafka's NoOffsetForPartition)."""

    def __init__(self, partition: TopicPartition) -> None:
        super().__init__(ErrorCode.OFFSET_OUT_OF_RANGE, f"no position for {partition}")
        self.partition = partition


class LogTruncationError(KafkaError):
    """KIP-320: records the consumer fetched are gone from the leader's log (an unclean
    election truncated them) and `auto_offset_reset` is "none". `divergent_offset` is the
    first offset known to diverge (the leader's end offset for our epoch)."""

    def __init__(self, partition: TopicPartition, fetch_offset: int,
                 divergent_offset: int | None) -> None:
        super().__init__(ErrorCode.OFFSET_OUT_OF_RANGE,
                         f"truncation detected for {partition}: fetched up to {fetch_offset}, "
                         f"the leader's log diverges at {divergent_offset}")
        self.partition = partition
        self.fetch_offset = fetch_offset
        self.divergent_offset = divergent_offset


@dataclass(slots=True)
class TruncationEvent:
    """A truncation the consumer detected and reset past (kept in `Consumer.truncations`)."""

    partition: TopicPartition
    fetch_offset: int
    reset_to: int
    source: TruncationSource


class PartitionState:
    """One assigned partition. `position` is what the application has been given up to (the
    next offset to return, what a commit stores); `fetch_offset` runs ahead of it by what is
    buffered. `generation` counts seeks: buffered records of an older generation are dropped.

    `fetch_state` changes only through the methods below. The consumer moves `position` (once
    per record) and the fetcher moves `fetch_offset`, `fetch_epoch` and `high_watermark` (once
    per answer) by plain assignment; a DivergingEpoch in an answer also settles
    `validated_epoch` without a change of state.
    """

    __slots__ = ("tp", "topic", "partition", "position", "position_epoch", "fetch_offset",
                 "fetch_epoch", "fetch_state", "generation", "preferred_replica",
                 "preferred_until", "validated_epoch", "retry_at", "paused", "high_watermark",
                 "reset_strategy")

    def __init__(self, tp: TopicPartition) -> None:
        self.tp = tp
        self.topic, self.partition = tp
        self.position: int | None = None
        self.position_epoch = -1  # leader epoch of the record before `position`
        self.fetch_offset = -1
        self.fetch_epoch = -1  # leader epoch of the last batch fetched (Fetch LastFetchedEpoch)
        self.fetch_state = FetchState.INITIALIZING
        self.generation = 0
        self.preferred_replica = -1
        self.preferred_until = 0.0
        self.validated_epoch = -1  # the leader epoch the position is known good for
        self.retry_at = 0.0
        self.paused = False
        self.high_watermark = -1
        # seek_to_beginning/end: the strategy instead of the policy
        self.reset_strategy: OffsetResetStrategy | None = None

    @property
    def fetchable(self) -> bool:
        return (self.fetch_state is FetchState.FETCHING and not self.paused
                and self.fetch_offset >= 0)

    def seek(self, offset: int, epoch: int = -1) -> None:
        """Move both positions to `offset` and drop what is buffered; fetch from there."""
        self.position = self.fetch_offset = offset
        self.position_epoch = self.fetch_epoch = epoch
        self.generation += 1
        self.fetch_state = FetchState.FETCHING

    def seek_unvalidated(self, offset: int, epoch: int) -> None:
        """A committed position: when it names a leader epoch, validate it before fetching
        (Kafka's seekUnvalidated)."""
        self.seek(offset, epoch)
        if epoch >= 0:
            self.fetch_state = FetchState.AWAIT_VALIDATION

    def request_reset(self, strategy: OffsetResetStrategy) -> None:
        """The application's seek_to_beginning/end: reset per `strategy`, dropping what is
        buffered (it belongs to the old position)."""
        self.fetch_state, self.reset_strategy = FetchState.AWAIT_RESET, strategy
        self.generation += 1

    def await_reset(self) -> None:
        """Reset per the policy (no position, or it left the log); what is buffered stays."""
        self.fetch_state = FetchState.AWAIT_RESET

    def complete_reset(self, offset: int, leader_epoch: int) -> None:
        """ListOffsets answered `offset`, from a leader at `leader_epoch`."""
        self.seek(offset, -1)
        self.reset_strategy = None
        self.validated_epoch = leader_epoch

    def maybe_validate(self, leader_epoch: int) -> None:
        """KIP-320: a position fetched under an older leader epoch is validated with the new
        leader before fetching resumes (Kafka's maybeValidatePositionForCurrentLeader)."""
        if self.fetch_state is FetchState.FETCHING and leader_epoch > self.validated_epoch:
            if self.fetch_epoch >= 0 and self.validated_epoch >= 0:
                self.fetch_state = FetchState.AWAIT_VALIDATION
            else:
                self.validated_epoch = leader_epoch

    def validated(self, leader_epoch: int) -> None:
        """OffsetForLeaderEpoch answered for the leader at `leader_epoch`; what it says of the
        position is `SubscriptionState.complete_validation`'s to judge."""
        self.fetch_state = FetchState.FETCHING
        self.validated_epoch = leader_epoch

    def block(self) -> None:
        self.fetch_state = FetchState.BLOCKED

    def prefer_replica(self, replica: int, until: float) -> None:
        """KIP-392: fetch from `replica` until the monotonic time `until`."""
        self.preferred_replica = replica
        self.preferred_until = until

    def clear_preferred_replica(self) -> bool:
        """Fetch from the leader again; return whether a preferred replica was set."""
        had = self.preferred_replica >= 0
        self.preferred_replica = -1
        return had


class SubscriptionState:
    """The consumer's assigned partitions and their states (see the module docstring).

    `cluster` is the metadata the leaders come from; `on_error` hands an error to the
    application (the consumer's fetch buffer raises it from the iterator).
    """

    def __init__(self, cluster: ClusterClient, *, auto_offset_reset: OffsetResetStrategy,
                 retry_backoff_ms: int, on_error: Callable[[BaseException], None]) -> None:
        self._cluster = cluster
        self.auto_offset_reset = auto_offset_reset
        self._retry_backoff = retry_backoff_ms / 1000
        self._on_error = on_error
        self._states: dict[TopicPartition, PartitionState] = {}
        self.topics: list[str] | None = None  # subscribed topics; None when assigned by hand
        self.truncations: list[TruncationEvent] = []

    # --- assignment ----------------------------------------------------------------------

    def assign(self, partitions: Iterable[TopicPartition]) -> None:
        """Hold exactly `partitions`; a partition kept keeps its state."""
        states = self._states
        self._states = {tp: states.get(tp) or PartitionState(tp) for tp in partitions}
        self._cluster.request_update()

    def assignment(self) -> set[TopicPartition]:
        return set(self._states)

    def state_for(self, tp: TopicPartition) -> PartitionState:
        """The state of assigned partition `tp` (KeyError when it is not assigned)."""
        return self._states[tp]

    def states(self) -> list[PartitionState]:
        return list(self._states.values())

    def __len__(self) -> int:
        return len(self._states)

    def is_current(self, state: PartitionState, generation: int) -> bool:
        """Whether `state` is still assigned and not moved (seek, reset) since `generation`."""
        return self._states.get(state.tp) is state and state.generation == generation

    def retry_due(self, now: float) -> list[PartitionState]:
        """Partitions whose retry backoff (`request_failed`) is over at monotonic `now`."""
        return [s for s in self._states.values() if s.retry_at <= now]

    # --- leaders and fetch targets -------------------------------------------------------

    def leader_of(self, state: PartitionState) -> int:
        info = self._cluster.partition(state.topic, state.partition)
        return -1 if info is None else info.leader

    def current_leader_epoch(self, state: PartitionState) -> int:
        info = self._cluster.partition(state.topic, state.partition)
        return -1 if info is None else info.leader_epoch

    def any_leader_unknown(self) -> bool:
        return any(self.leader_of(state) < 0 for state in self._states.values())

    def target(self, state: PartitionState) -> int:
        """KIP-392: the preferred read replica while it is fresh and known, else the leader."""
        replica = state.preferred_replica
        if replica >= 0:
            if time.monotonic() < state.preferred_until and replica in self._cluster.brokers:
                return replica
            state.clear_preferred_replica()
        return self.leader_of(state)

    def fetchable(self) -> list[PartitionState]:
        """Partitions to fetch now: positioned, not paused, not backing off."""
        now = time.monotonic()
        return [s for s in self._states.values() if s.fetchable and s.retry_at <= now]

    def fetchable_for(self, node_id: int) -> list[PartitionState]:
        """The fetchable partitions whose fetch target is broker `node_id`."""
        target = self.target
        return [state for state in self.fetchable() if target(state) == node_id]

    def forget_preferred_replica(self, node_id: int) -> int:
        """Broker `node_id` failed: partitions that read from it go back to their leader;
        return how many did."""
        fallbacks = 0
        for state in self._states.values():
            if state.preferred_replica == node_id:
                fallbacks += state.clear_preferred_replica()
        return fallbacks

    # --- transitions with consequences beyond the partition ------------------------------

    def maybe_validate_positions(self) -> None:
        """Every fetching partition whose leader epoch moved on is validated (KIP-320)."""
        for state in self._states.values():
            state.maybe_validate(self.current_leader_epoch(state))

    def request_failed(self, state: PartitionState) -> None:
        """A request for `state` failed: back off `retry_backoff_ms`, refresh metadata
        (Kafka's requestFailed)."""
        state.retry_at = time.monotonic() + self._retry_backoff
        self._cluster.request_update()

    def block(self, state: PartitionState, error: BaseException) -> None:
        """Raise `error` to the application; `state` waits for a seek or a reset."""
        self._on_error(error)
        state.block()

    def reset_or_block(self, state: PartitionState, error: BaseException) -> None:
        """No valid position: reset per `auto_offset_reset`, or with "none" raise `error`."""
        if self.auto_offset_reset is OffsetResetStrategy.NONE:
            self.block(state, error)
        else:
            state.await_reset()

    def complete_validation(self, state: PartitionState, fetch_offset: int, epoch: int,
                            end_offset: int, source: TruncationSource) -> None:
        """Compare the leader's end offset for our epoch with our fetch position; on
        truncation reset (to the divergence point, or per policy when the leader knows no such
        epoch) or raise the error to the application (Kafka's maybeCompleteValidation)."""
        if end_offset >= 0 and epoch >= 0 and end_offset >= fetch_offset:
            return  # the position is valid
        divergent = end_offset if end_offset >= 0 and epoch >= 0 else None
        if self.auto_offset_reset is OffsetResetStrategy.NONE:
            self.block(state, LogTruncationError(state.tp, fetch_offset, divergent))
            return
        if divergent is None:
            state.await_reset()
            self.truncations.append(TruncationEvent(state.tp, fetch_offset, -1, source))
            return
        self.truncations.append(TruncationEvent(state.tp, fetch_offset, divergent, source))
        state.seek(divergent, epoch)
