"""Where each partition's consumer stands: position state, offset reset (ListOffsets) and
KIP-320 position validation (OffsetForLeaderEpoch), as Kafka's SubscriptionState and
OffsetFetcher do it.

A partition needs, in this order: a position (the group's committed offset, else a reset per
`auto_offset_reset`); after a leader change, validation of that position with the new
leader (OffsetForLeaderEpoch for the epoch of the last fetched batch); then it is fetchable.
Truncation is detected when the leader's end offset for our epoch is below our fetch
position, from a validation answer or from a Fetch answer's DivergingEpoch (KIP-320, Fetch
v12+). With a reset policy the position moves back to that end offset (Kafka's
`SubscriptionState.maybeCompleteValidation`); with `auto_offset_reset="none"` the consumer
raises `LogTruncationError`.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import NamedTuple

from kafkasim.protocol.errors import ErrorCode, KafkaError
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

EARLIEST = -2
LATEST = -1
RESET_TIMESTAMPS = {"earliest": EARLIEST, "latest": LATEST}
LIST_OFFSETS_VERSION = 7
OFFSET_FOR_LEADER_EPOCH_VERSION = 4


class TopicPartition(NamedTuple):
    topic: str
    partition: int


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
    source: str  # "diverging_epoch" or "offset_for_leader_epoch"


class PartitionState:
    """One assigned partition. `position` is what the application has been given up to (the
    next offset to return, what a commit stores); `fetch_offset` runs ahead of it by what is
    buffered. `generation` counts seeks: buffered records of an older generation are dropped."""

    __slots__ = ("tp", "topic", "partition", "position", "position_epoch", "fetch_offset",
                 "fetch_epoch", "need", "generation", "preferred_replica", "preferred_until",
                 "validated_epoch", "retry_at", "paused", "high_watermark", "reset_strategy")

    def __init__(self, tp: TopicPartition) -> None:
        self.tp = tp
        self.topic, self.partition = tp
        self.position: int | None = None
        self.position_epoch = -1  # leader epoch of the record before `position`
        self.fetch_offset = -1
        self.fetch_epoch = -1  # leader epoch of the last batch fetched (Fetch LastFetchedEpoch)
        self.need: str | None = "position"  # "position", "reset", "validate" or None
        self.generation = 0
        self.preferred_replica = -1
        self.preferred_until = 0.0
        self.validated_epoch = -1  # the leader epoch the position is known good for
        self.retry_at = 0.0
        self.paused = False
        self.high_watermark = -1
        self.reset_strategy: str | None = None  # seek_to_beginning/end: instead of the policy

    def seek(self, offset: int, epoch: int = -1) -> None:
        """Move both positions to `offset` and drop what is buffered."""
        self.position = self.fetch_offset = offset
        self.position_epoch = self.fetch_epoch = epoch
        self.generation += 1
        self.need = None

    @property
    def fetchable(self) -> bool:
        return self.need is None and not self.paused and self.fetch_offset >= 0


def leader_groups(consumer, states) -> dict[int, list[PartitionState]]:
    """States grouped by their partition's leader (unknown leaders left out)."""
    groups: dict[int, list[PartitionState]] = {}
    for state in states:
        leader = consumer._leader_of(state)
        if leader >= 0:
            groups.setdefault(leader, []).append(state)
    return groups


async def reset_offsets(consumer, states: list[PartitionState]) -> None:
    """ListOffsets on each leader for partitions that need a reset; seek them."""
    await asyncio.gather(*(
        _reset_on(consumer, leader, group)
        for leader, group in leader_groups(consumer, states).items()))


async def _reset_on(consumer, leader: int, states: list[PartitionState]) -> None:
    by_topic: dict[str, list] = {}
    for state in states:
        info = consumer.cluster.partition(state.topic, state.partition)
        strategy = state.reset_strategy or consumer.config.auto_offset_reset
        by_topic.setdefault(state.topic, []).append(ListOffsetsPartition(
            partition_index=state.partition,
            current_leader_epoch=info.leader_epoch if info else -1,
            timestamp=RESET_TIMESTAMPS[strategy]))
    node = await consumer.cluster.node(leader)
    request = ListOffsetsRequest(replica_id=-1, isolation_level=0, topics=[
        ListOffsetsTopic(name=t, partitions=p) for t, p in by_topic.items()])
    answer = await node.connection.send(request, node.version(ListOffsetsRequest,
                                                              LIST_OFFSETS_VERSION, 1))
    states_by_key = {state.tp: state for state in states}
    for topic in answer.topics:
        for part in topic.partitions:
            state = states_by_key.get(TopicPartition(topic.name, part.partition_index))
            if state is None or state.need != "reset":
                continue
            if part.error_code:
                consumer._retry_later(state, part.error_code)
                continue
            state.seek(part.offset, -1)
            state.reset_strategy = None
            state.validated_epoch = consumer._current_leader_epoch(state)


async def validate_positions(consumer, states: list[PartitionState]) -> None:
    """OffsetForLeaderEpoch on each leader for partitions whose leader changed (KIP-320)."""
    await asyncio.gather(*(
        _validate_on(consumer, leader, group)
        for leader, group in leader_groups(consumer, states).items()))


async def _validate_on(consumer, leader: int, states: list[PartitionState]) -> None:
    by_topic: dict[str, list] = {}
    asked = {}
    for state in states:
        current = consumer._current_leader_epoch(state)
        asked[state.tp] = (state.generation, state.fetch_offset, current)
        by_topic.setdefault(state.topic, []).append(OffsetForLeaderPartition(
            partition=state.partition, current_leader_epoch=current,
            leader_epoch=state.fetch_epoch))
    node = await consumer.cluster.node(leader)
    request = OffsetForLeaderEpochRequest(replica_id=-1, topics=[
        OffsetForLeaderTopic(topic=t, partitions=p) for t, p in by_topic.items()])
    answer = await node.connection.send(request, node.version(
        OffsetForLeaderEpochRequest, OFFSET_FOR_LEADER_EPOCH_VERSION, 3))
    consumer.stats.validations += 1
    states_by_key = {state.tp: state for state in states}
    for topic in answer.topics:
        for part in topic.partitions:
            tp = TopicPartition(topic.topic, part.partition)
            state = states_by_key.get(tp)
            if state is None or state.need != "validate":
                continue
            generation, fetch_offset, current = asked[tp]
            if state.generation != generation:
                continue
            if part.error_code:
                consumer._retry_later(state, part.error_code)
                continue
            state.need = None
            state.validated_epoch = current
            complete_validation(consumer, state, fetch_offset, part.leader_epoch,
                                part.end_offset, "offset_for_leader_epoch")


def complete_validation(consumer, state: PartitionState, fetch_offset: int, epoch: int,
                        end_offset: int, source: str) -> None:
    """Compare the leader's end offset for our epoch with our fetch position; on truncation
    reset (to the divergence point, or per policy when the leader knows no such epoch) or
    record the error for the application."""
    if end_offset >= 0 and epoch >= 0 and end_offset >= fetch_offset:
        return  # the position is valid
    policy = consumer.config.auto_offset_reset
    divergent = end_offset if end_offset >= 0 and epoch >= 0 else None
    if policy == "none":
        consumer._fail(LogTruncationError(state.tp, fetch_offset, divergent))
        state.need = "blocked"
        return
    if divergent is None:
        state.need = "reset"
        consumer.truncations.append(TruncationEvent(state.tp, fetch_offset, -1, source))
        return
    consumer.truncations.append(TruncationEvent(state.tp, fetch_offset, divergent, source))
    state.seek(divergent, epoch)
