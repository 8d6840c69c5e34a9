"""Deleting groups and committed offsets (Kafka 4.4's DeleteGroups and OffsetDelete on the group
coordinator: GroupCoordinatorService.deleteGroups / deleteOffsets, GroupCoordinatorShard and
OffsetMetadataManager.deleteOffsets / deleteAllOffsets).

DeleteGroups, per group, on the coordinator of its `__consumer_offsets` partition:
- a group this broker does not coordinate: NOT_COORDINATOR (COORDINATOR_NOT_AVAILABLE while the
  coordinator is not running); a group it does not know: GROUP_ID_NOT_FOUND;
- a group with members: NON_EMPTY_GROUP (a classic group that is not Empty, a consumer or share
  group with a member);
- otherwise the group goes with every record Kafka writes for it: a tombstone for each committed
  offset and for each offset a transaction still holds pending, then the group's own tombstones
  (a classic group's GroupMetadata; a consumer group's assignments, targets, subscriptions,
  regular expressions, subscription metadata and epoch; a share group's target epoch, state
  partition metadata and epoch). A coordinator that loads the partition later (failover,
  restart) replays them and finds no group.
- A share group first has its share-partition state deleted on the share coordinators (Kafka's
  chained delete: sharePartitionDeleteRequests, then the persister's deleteState): its
  initialized and initializing topics are recorded as deleting, DeleteShareGroupState goes to
  each partition's share coordinator, and a failure there is that group's answer (the group
  stays, its topics marked deleting).

OffsetDelete of a group's offsets for some partitions (the request handler has already answered
unknown topics and partitions):
- INVALID_GROUP_ID for an empty group id, coordinator errors as above, GROUP_ID_NOT_FOUND for a
  group not known here or a share group;
- a classic group with members whose protocol type is not "consumer": NON_EMPTY_GROUP;
- a topic the group is subscribed to: GROUP_SUBSCRIBED_TO_TOPIC for each of its partitions (a
  classic group's subscriptions as of its generation's start, read from its members' consumer
  protocol metadata; a consumer group's topics by name or through its regular expressions);
- other partitions answer NONE, and those with a committed or pending offset get a tombstone.

The records of one request and partition go in one batch; the answer waits until the ISR of the
offsets partition has them (the only wait point), and a failed append answers the coordinator
error Kafka maps it to. The groups and offsets leave memory when the batch is appended (as
Kafka's timeline applies a write before it commits), so a request arriving meanwhile already
finds them gone.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable
from dataclasses import dataclass

from kafkasim.broker.group import consumer_records, share_records
from kafkasim.broker.group.consumer_group import ConsumerGroup
from kafkasim.broker.group.offsets import coordinator_append_error, encode_offset_commit_key
from kafkasim.broker.group.share_group import ShareGroup, StatePartitionMetadata
from kafkasim.broker.group.state import ClassicGroup, GroupState
from kafkasim.protocol.errors import ErrorCode

log = logging.getLogger("kafkasim.groups")

TopicPartition = tuple[str, int]


@dataclass(slots=True)
class OffsetDeletion:
    """OffsetDelete's answer: a group-level error, or one error per requested partition, by
    topic in request order (GROUP_SUBSCRIBED_TO_TOPIC or NONE)."""

    error: ErrorCode
    topics: list[tuple[str, list[tuple[int, ErrorCode]]]]


class GroupDeletion:
    """DeleteGroups and OffsetDelete for one broker's group coordinator (`coordinator`)."""

    def __init__(self, coordinator) -> None:
        self.coordinator = coordinator

    @property
    def groups(self) -> dict:
        return self.coordinator.groups

    # -- DeleteGroups --------------------------------------------------------------------------

    async def delete_groups(self, group_ids: Iterable[str]) -> list[tuple[str, ErrorCode]]:
        """Delete each group (duplicates once); (group id, error) in request order."""
        group_ids = list(dict.fromkeys(group_ids))
        errors: dict[str, ErrorCode] = {}
        for group_id in group_ids:
            error = self.coordinator.coordinator_error(group_id)
            if error:
                errors[group_id] = error
        shares = [g for g in group_ids if g not in errors
                  and isinstance(self.groups.get(g), ShareGroup)]
        if shares:
            # wait point: the share coordinators delete the share groups' state
            failed = await asyncio.gather(*(self._delete_share_state(g) for g in shares))
            errors.update((g, e) for g, e in zip(shares, failed, strict=True) if e)
        by_partition: dict[int, list[str]] = {}
        for group_id in group_ids:
            if group_id not in errors:
                by_partition.setdefault(self.coordinator.partition_for(group_id), []).append(
                    group_id)
        # wait point: each partition's tombstones reach its ISR
        done = await asyncio.gather(*(self._delete_in_partition(partition, ids)
                                      for partition, ids in by_partition.items()))
        for answers in done:
            errors.update(answers)
        return [(group_id, errors[group_id]) for group_id in group_ids]

    async def _delete_in_partition(self, partition: int,
                                   group_ids: list[str]) -> dict[str, ErrorCode]:
        """Kafka's GroupCoordinatorShard.deleteGroups for the groups of one partition."""
        errors: dict[str, ErrorCode] = {}
        deleted: list[str] = []
        records: list[tuple[bytes, bytes | None]] = []
        for group_id in group_ids:
            error = self.coordinator.coordinator_error(group_id) or self._delete_error(group_id)
            if error:
                errors[group_id] = error
                continue
            records += self._offset_tombstones(group_id, None)
            records += self._group_tombstones(self.groups[group_id])
            deleted.append(group_id)
        if not deleted:
            return errors
        error = await self._append(partition, records, lambda: self._forget(deleted))
        errors.update((group_id, error) for group_id in deleted)
        if not error:
            log.info("deleted groups %s", ", ".join(deleted))
        return errors

    def _delete_error(self, group_id: str) -> ErrorCode:
        """validateDeleteGroup: NONE when `group_id` may be deleted now."""
        group = self.groups.get(group_id)
        if group is None:
            return ErrorCode.GROUP_ID_NOT_FOUND
        if isinstance(group, ClassicGroup):
            return ErrorCode.NONE if group.is_in(GroupState.EMPTY) else ErrorCode.NON_EMPTY_GROUP
        return ErrorCode.NON_EMPTY_GROUP if group.members else ErrorCode.NONE

    def _group_tombstones(self, group) -> list[tuple[bytes, bytes | None]]:
        """The group's own records, deleted; a classic group's timers stop here too."""
        if isinstance(group, ConsumerGroup):
            return [consumer_records.encode(r) for r in consumer_records.group_tombstones(group)]
        if isinstance(group, ShareGroup):
            return [share_records.encode(r) for r in share_records.group_tombstones(group)]
        batch: list = []
        self.coordinator.classic.delete_classic_group(group, batch)
        return [consumer_records.encode(r) for r in batch]

    def _forget(self, group_ids: list[str]) -> None:
        for group_id in group_ids:
            self.groups.pop(group_id, None)
            self.coordinator.transactional.discard(group_id)

    async def _delete_share_state(self, group_id: str) -> ErrorCode:
        """Kafka's sharePartitionDeleteRequests and the persister's deleteState: mark the share
        group's topics deleting and delete their state on the share coordinators. NONE when
        the group may go on to be deleted (also when it is no share group now, or not
        empty: the final step answers those)."""
        group = self.groups.get(group_id)
        if not isinstance(group, ShareGroup) or group.members:
            return ErrorCode.NONE
        state = group.state_metadata
        partitions = {topic_id: set(s.partitions) for phase in (state.initialized,
                                                                  state.initializing)
                      for topic_id, s in phase.items()}
        image = self.coordinator.broker.metadata
        for topic_id in state.deleting:
            topic = image.topics_by_id.get(topic_id)
            if topic is not None:
                partitions.setdefault(topic_id, set()).update(topic.partitions)
        if not partitions:
            return ErrorCode.NONE
        deleting = dict(state.deleting)
        for phase in (state.initialized, state.initializing):
            deleting.update((topic_id, s.name) for topic_id, s in phase.items())
        self.coordinator.share.write_in_background(group_id, [
            share_records.state_partition_metadata(
                group_id, StatePartitionMetadata(deleting=deleting))])
        persister = getattr(self.coordinator.broker, "share_persister", None)
        if persister is None:
            return ErrorCode.NONE
        error, message = await persister.delete_group(group_id, partitions)
        if error:
            log.warning("deleting the share state of group %s failed: %s %s", group_id,
                        error.name, message or "")
        return error

    # -- OffsetDelete --------------------------------------------------------------------------

    async def delete_offsets(self, group_id: str,
                             topics: list[tuple[str, list[int]]]) -> OffsetDeletion:
        """Delete the group's offsets of `topics` (name, partitions), all known to exist."""
        if not self.coordinator.running:
            return OffsetDeletion(ErrorCode.COORDINATOR_NOT_AVAILABLE, [])
        if not group_id:
            return OffsetDeletion(ErrorCode.INVALID_GROUP_ID, [])
        error = self.coordinator.coordinator_error(group_id) or self._offset_delete_error(
            group_id)
        if error:
            return OffsetDeletion(error, [])
        group = self.groups[group_id]
        answer: list[tuple[str, list[tuple[int, ErrorCode]]]] = []
        deleted: list[TopicPartition] = []
        for topic, partitions in topics:
            if _subscribed(group, topic):
                answer.append((topic, [(p, ErrorCode.GROUP_SUBSCRIBED_TO_TOPIC)
                                       for p in partitions]))
                continue
            answer.append((topic, [(p, ErrorCode.NONE) for p in partitions]))
            deleted += [(topic, p) for p in partitions if (topic, p) in group.offsets
                        or self.coordinator.transactional.has_pending(group_id, (topic, p))]
        deleted = list(dict.fromkeys(deleted))
        if deleted:
            records = self._offset_tombstones(group_id, deleted)
            error = await self._append(self.coordinator.partition_for(group_id), records,
                                       lambda: self._forget_offsets(group, deleted))
            if error:
                return OffsetDeletion(error, [])
        return OffsetDeletion(ErrorCode.NONE, answer)

    def _offset_delete_error(self, group_id: str) -> ErrorCode:
        """validateOffsetDelete: NONE when the group's offsets may be deleted."""
        group = self.groups.get(group_id)
        if group is None or isinstance(group, ShareGroup):
            return ErrorCode.GROUP_ID_NOT_FOUND
        if isinstance(group, ClassicGroup) and not group.is_in(GroupState.EMPTY) \
                and not group.uses_consumer_protocol():
            return ErrorCode.NON_EMPTY_GROUP
        return ErrorCode.NONE

    def _forget_offsets(self, group, deleted: list[TopicPartition]) -> None:
        for key in deleted:
            group.offsets.pop(key, None)
        self.coordinator.transactional.discard(group.group_id, deleted)

    # -- records -------------------------------------------------------------------------------

    def _offset_tombstones(self, group_id: str, partitions: list[TopicPartition] | None
                           ) -> list[tuple[bytes, bytes | None]]:
        """Tombstones of `partitions`' offsets (None: every committed offset of the group and
        every one a transaction holds pending, as deleteAllOffsets)."""
        if partitions is None:
            group = self.groups.get(group_id)
            # A share group has no committed offsets (OffsetCommit does not find it).
            committed = [] if isinstance(group, ShareGroup) else list(group.offsets)
            partitions = list(dict.fromkeys(
                committed + self.coordinator.transactional.pending_partitions(group_id)))
        return [(encode_offset_commit_key(group_id, topic, index), None)
                for topic, index in partitions]

    async def _append(self, partition: int, records: list[tuple[bytes, bytes | None]],
                      apply) -> ErrorCode:
        """Append `records` to the offsets partition as one batch; `apply` changes memory once
        the batch is in the log. The answer comes once the ISR has it."""
        coordinator = self.coordinator
        if not records:
            apply()
            return ErrorCode.NONE
        future = coordinator.storage.start_append(
            partition, coordinator.owned_partitions.get(partition), records)
        if not (future.done() and future.result() != ErrorCode.NONE):
            apply()
        error = await coordinator.storage.completion(future)  # wait point: the ISR
        common = coordinator_append_error(error)
        return ErrorCode.UNKNOWN_SERVER_ERROR if common is None else common


def _subscribed(group: ClassicGroup | ConsumerGroup, topic: str) -> bool:
    """Kafka's Group.isSubscribedToTopic: a consumer group's topics by name or through its
    regular expressions; a classic group's as ClassicGroup.is_subscribed_to_topic says."""
    if isinstance(group, ClassicGroup):
        return group.is_subscribed_to_topic(topic)
    return topic in group.subscribed_topic_names
