"""How a partition gets a position: offset reset (ListOffsets) and KIP-320 position validation
(OffsetForLeaderEpoch), as Kafka's OffsetFetcher does them.

`OffsetFetcher` asks each leader about the partitions the `SubscriptionState` holds in
AWAIT_RESET or AWAIT_VALIDATION, and reports each answer back to it; what a validation answer
means for the position (a truncation, and what to do about it) is the subscription state's
call (`SubscriptionState.complete_validation`).
"""

from __future__ import annotations

import asyncio
from typing import NamedTuple

from kafkasim.client.cluster import ClusterClient
from kafkasim.client.fetcher import ConsumerStats
from kafkasim.client.subscription_state import (
    RESET_TIMESTAMPS,
    FetchState,
    PartitionState,
    SubscriptionState,
    TopicPartition,
    TruncationSource,
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

LIST_OFFSETS_VERSION = 7
OFFSET_FOR_LEADER_EPOCH_VERSION = 4


class AskedValidation(NamedTuple):
    """A partition as it stood when its OffsetForLeaderEpoch left."""

    generation: int
    fetch_offset: int
    current_leader_epoch: int


class OffsetFetcher:
    """ListOffsets and OffsetForLeaderEpoch for the consumer (see the module docstring);
    `stats.validations` counts OffsetForLeaderEpoch answers."""

    def __init__(self, cluster: ClusterClient, subscriptions: SubscriptionState,
                 stats: ConsumerStats) -> None:
        self._cluster = cluster
        self._subscriptions = subscriptions
        self._stats = stats

    async def _on_each_leader(self, states: list[PartitionState], ask) -> None:
        """`ask(leader, states)` for the states of each leader at once (partitions without a
        known leader wait for metadata)."""
        groups: dict[int, list[PartitionState]] = {}
        for state in states:
            leader = self._subscriptions.leader_of(state)
            if leader >= 0:
                groups.setdefault(leader, []).append(state)
        await asyncio.gather(*(ask(leader, group) for leader, group in groups.items()))

    async def reset_offsets(self, states: list[PartitionState]) -> None:
        """ListOffsets on each leader for partitions that need a reset; seek them."""
        await self._on_each_leader(states, self._reset_on)

    async def _reset_on(self, leader: int, states: list[PartitionState]) -> None:
        subscriptions = self._subscriptions
        by_topic: dict[str, list] = {}
        for state in states:
            info = self._cluster.partition(state.topic, state.partition)
            strategy = state.reset_strategy or subscriptions.auto_offset_reset
            by_topic.setdefault(state.topic, []).append(ListOffsetsPartition(
                partition_index=state.partition,
                current_leader_epoch=info.leader_epoch if info else -1,
                timestamp=RESET_TIMESTAMPS[strategy]))
        node = await self._cluster.node(leader)
        request = ListOffsetsRequest(replica_id=-1, isolation_level=0, topics=[
            ListOffsetsTopic(name=t, partitions=p) for t, p in by_topic.items()])
        answer = await node.connection.send(request, node.version(ListOffsetsRequest,
                                                                  LIST_OFFSETS_VERSION, 1))
        states_by_key = {state.tp: state for state in states}
        for topic in answer.topics:
            for part in topic.partitions:
                state = states_by_key.get(TopicPartition(topic.name, part.partition_index))
                if state is None or state.fetch_state is not FetchState.AWAIT_RESET:
                    continue
                if part.error_code:
                    subscriptions.request_failed(state)
                    continue
                state.complete_reset(part.offset, subscriptions.current_leader_epoch(state))

    async def validate_positions(self, states: list[PartitionState]) -> None:
        """OffsetForLeaderEpoch on each leader for partitions whose leader changed (KIP-320)."""
        await self._on_each_leader(states, self._validate_on)

    async def _validate_on(self, leader: int, states: list[PartitionState]) -> None:
        subscriptions = self._subscriptions
        by_topic: dict[str, list] = {}
        asked: dict[TopicPartition, AskedValidation] = {}
        for state in states:
            current = subscriptions.current_leader_epoch(state)
            asked[state.tp] = AskedValidation(state.generation, state.fetch_offset, current)
            by_topic.setdefault(state.topic, []).append(OffsetForLeaderPartition(
                partition=state.partition, current_leader_epoch=current,
                leader_epoch=state.fetch_epoch))
        node = await self._cluster.node(leader)
        request = OffsetForLeaderEpochRequest(replica_id=-1, topics=[
            OffsetForLeaderTopic(topic=t, partitions=p) for t, p in by_topic.items()])
        answer = await node.connection.send(request, node.version(
            OffsetForLeaderEpochRequest, OFFSET_FOR_LEADER_EPOCH_VERSION, 3))
        self._stats.validations += 1
        states_by_key = {state.tp: state for state in states}
        for topic in answer.topics:
            for part in topic.partitions:
                tp = TopicPartition(topic.topic, part.partition)
                state = states_by_key.get(tp)
                if state is None or state.fetch_state is not FetchState.AWAIT_VALIDATION:
                    continue
                sent = asked[tp]
                if state.generation != sent.generation:
                    continue
                if part.error_code:
                    subscriptions.request_failed(state)
                    continue
                state.validated(sent.current_leader_epoch)
                subscriptions.complete_validation(state, sent.fetch_offset, part.leader_epoch,
                                                  part.end_offset,
                                                  TruncationSource.OFFSET_FOR_LEADER_EPOCH)
