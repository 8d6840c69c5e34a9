"""The offsets of share groups (KIP-932's DescribeShareGroupOffsets, AlterShareGroupOffsets and
DeleteShareGroupOffsets), as Kafka 4.4's group coordinator serves them: the group coordinator
knows which share partitions a group has (its share-partition state metadata) and asks their
share coordinators through the persister (`broker.share_persister`) for the rest.

- Describe: per requested partition (every initialized one when no topics are named) the start
  offset and leader epoch the share coordinator holds, and (v1) the lag: the partition's high
  watermark less the start offset and the records already done past it; -1 everywhere for a
  partition the group has no state for, an unknown group or topic (no error, as Kafka answers).
- Alter: only an empty group (NON_EMPTY_GROUP); a group that does not exist is created. Each
  partition's state starts again at the given offset, at a state epoch past the stored one
  (the leader's cached state is fenced by it and read again); unknown topics and partitions are
  UNKNOWN_TOPIC_OR_PARTITION.
- Delete: only an existing (GROUP_ID_NOT_FOUND) empty (NON_EMPTY_GROUP) group; each named
  topic's share-partition state is deleted and the topic leaves the group's state metadata.
"""

from __future__ import annotations

import uuid
from typing import NamedTuple

from kafkasim.broker.group import share_records as records
from kafkasim.broker.group.share_group import (
    ShareGroup,
    StatePartitionMetadata,
    TopicInitState,
)
from kafkasim.protocol.errors import ErrorCode

ZERO_UUID = uuid.UUID(int=0)
UNKNOWN_PARTITION_MESSAGE = "This server does not host this topic-partition."


class PartitionOffset(NamedTuple):
    partition: int
    start_offset: int = -1
    leader_epoch: int = 0
    lag: int = -1
    error: ErrorCode = ErrorCode.NONE
    message: str | None = None


class TopicOffsets(NamedTuple):
    name: str
    topic_id: uuid.UUID
    partitions: list[PartitionOffset]


class ShareGroupOffsets:
    """Share-group offsets for one broker's group coordinator (`coordinator`)."""

    def __init__(self, coordinator) -> None:
        self.coordinator = coordinator

    @property
    def _persister(self):
        return self.coordinator.broker.share_persister

    def _group(self, group_id: str) -> ShareGroup | None:
        group = self.coordinator.groups.get(group_id)
        return group if isinstance(group, ShareGroup) else None

    # -- DescribeShareGroupOffsets ------------------------------------------------------------

    async def describe(self, group_id: str, topics: list[tuple[str, list[int]]] | None,
                       with_lag: bool) -> tuple[ErrorCode, list[TopicOffsets]]:
        error = self.coordinator.coordinator_error(group_id)
        if error:
            return error, []
        group = self._group(group_id)
        image = self.coordinator.broker.metadata
        initialized = group.initialized_partitions() if group is not None else {}
        if topics is None:
            topics = [(image.topics_by_id[t].name, sorted(p)) for t, p in initialized.items()
                      if t in image.topics_by_id]
        out = []
        for name, partitions in topics:
            topic = image.topics.get(name)
            if topic is None:
                out.append(TopicOffsets(name, ZERO_UUID, [PartitionOffset(p) for p in partitions]))
                continue
            answered = []
            for partition in partitions:
                if partition not in initialized.get(topic.topic_id, ()):
                    answered.append(PartitionOffset(partition))
                    continue
                # wait point: the share coordinator's summary
                summary = await self._persister.read_summary(
                    (group_id, topic.topic_id, partition))
                state = summary.state
                if summary.error or state is None:
                    answered.append(PartitionOffset(partition, error=summary.error,
                                                    message=summary.message))
                    continue
                lag = -1
                if with_lag and state.start_offset >= 0:
                    end = await self._persister.latest_offset(name, partition)
                    if end is not None:
                        done = max(state.delivery_complete_count, 0)
                        lag = max(end - state.start_offset - done, 0)
                answered.append(PartitionOffset(partition, state.start_offset,
                                                max(state.leader_epoch, 0), lag))
            out.append(TopicOffsets(name, topic.topic_id, answered))
        return ErrorCode.NONE, out

    # -- AlterShareGroupOffsets ---------------------------------------------------------------

    async def alter(self, group_id: str, topics: list[tuple[str, dict[int, int]]]
                    ) -> tuple[ErrorCode, str | None, list[TopicOffsets]]:
        error = self.coordinator.coordinator_error(group_id)
        if error:
            return error, None, []
        existing = self.coordinator.groups.get(group_id)
        if existing is not None and not isinstance(existing, ShareGroup):
            return ErrorCode.GROUP_ID_NOT_FOUND, f"Group {group_id} is not a share group.", []
        group = existing
        if group is not None and group.members:
            return ErrorCode.NON_EMPTY_GROUP, "The group is not empty.", []
        membership = self.coordinator.share
        if group is None:
            group = ShareGroup(group_id)
            written = await membership.written(membership.write(
                group_id, [records.group_epoch(group_id, group.group_epoch, 0)]))
            if written:
                return written, None, []
            group = self._group(group_id)
        image = self.coordinator.broker.metadata
        out = []
        done: dict[uuid.UUID, TopicInitState] = {}
        for name, offsets in topics:
            topic = image.topics.get(name)
            if topic is None:
                out.append(TopicOffsets(name, ZERO_UUID, [
                    PartitionOffset(p, error=ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                                    message=UNKNOWN_PARTITION_MESSAGE) for p in offsets]))
                continue
            answered = []
            for partition, start_offset in offsets.items():
                if partition not in topic.partitions:
                    answered.append(PartitionOffset(
                        partition, error=ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                        message=UNKNOWN_PARTITION_MESSAGE))
                    continue
                key = (group_id, topic.topic_id, partition)
                summary = await self._persister.read_summary(key)  # wait point
                state_epoch = summary.state.state_epoch + 1 if summary.state else \
                    group.group_epoch
                ok = await self._persister.initialize(  # wait point
                    group_id, state_epoch, {topic.topic_id: {partition: start_offset}})
                if not ok:
                    answered.append(PartitionOffset(partition,
                                                    error=ErrorCode.COORDINATOR_NOT_AVAILABLE))
                    continue
                answered.append(PartitionOffset(partition))
                previous = done.get(topic.topic_id)
                done[topic.topic_id] = TopicInitState(name, frozenset({partition}) | (
                    previous.partitions if previous else frozenset()))
            out.append(TopicOffsets(name, topic.topic_id, answered))
        group = self._group(group_id)
        if done and group is not None:
            state = group.state_metadata
            initialized = dict(state.initialized)
            initializing = dict(state.initializing)
            for topic_id, added in done.items():
                old = initialized.get(topic_id)
                initialized[topic_id] = TopicInitState(
                    added.name, added.partitions | (old.partitions if old else frozenset()))
                left = initializing.get(topic_id)
                if left is not None:
                    rest = left.partitions - added.partitions
                    if rest:
                        initializing[topic_id] = TopicInitState(left.name, rest)
                    else:
                        del initializing[topic_id]
            await membership.written(membership.write(group_id, [
                records.state_partition_metadata(group_id, StatePartitionMetadata(
                    initializing, initialized, dict(state.deleting)))]))
        return ErrorCode.NONE, None, out

    # -- DeleteShareGroupOffsets --------------------------------------------------------------

    async def delete(self, group_id: str, names: list[str]
                     ) -> tuple[ErrorCode, str | None, list[TopicOffsets]]:
        error = self.coordinator.coordinator_error(group_id)
        if error:
            return error, None, []
        group = self._group(group_id)
        if group is None:
            return ErrorCode.GROUP_ID_NOT_FOUND, f"Group {group_id} not found.", []
        if group.members:
            return ErrorCode.NON_EMPTY_GROUP, "The group is not empty.", []
        image = self.coordinator.broker.metadata
        out = []
        removed: set[uuid.UUID] = set()
        for name in names:
            topic = image.topics.get(name)
            if topic is None:
                out.append(TopicOffsets(name, ZERO_UUID, [PartitionOffset(
                    -1, error=ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                    message=UNKNOWN_PARTITION_MESSAGE)]))
                continue
            error = ErrorCode.NONE
            for partition in sorted(group.known_partitions().get(topic.topic_id, ())):
                answer = await self._persister.delete(  # wait point
                    (group_id, topic.topic_id, partition))
                error = error or answer.error
            out.append(TopicOffsets(name, topic.topic_id, [PartitionOffset(-1, error=error)]))
            if not error:
                removed.add(topic.topic_id)
        group = self._group(group_id)
        if removed and group is not None:
            state = group.state_metadata
            await self.coordinator.share.written(self.coordinator.share.write(group_id, [
                records.state_partition_metadata(group_id, StatePartitionMetadata(
                    {t: s for t, s in state.initializing.items() if t not in removed},
                    {t: s for t, s in state.initialized.items() if t not in removed},
                    dict(state.deleting)))]))
        return ErrorCode.NONE, None, out

