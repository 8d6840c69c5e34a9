"""The group coordinator of one broker (Kafka's `GroupCoordinator`): the store of classic and
KIP-848 consumer groups, the `__consumer_offsets` partitions it leads, and the offsets API both
kinds of group share (OffsetCommit, OffsetFetch). The protocols live apart: classic groups in
`classic_coordinator.py`, KIP-848 consumer groups in `consumer_coordinator.py`.

Placement, as in Kafka: group `g` belongs to partition
`abs(hashCode(g)) % offsets.topic.num.partitions` of `__consumer_offsets`, and the leader of
that partition coordinates it. The coordinator follows leadership from the metadata image:
`on_metadata_update` (and, as a safety net, every request) loads a partition's groups when this
broker becomes its leader and unloads them (state Dead, waiting requests answered
NOT_COORDINATOR) when it stops being the leader. Loading replays the partition's offset commits
and group metadata records (`broker/group/metadata.py`): a group comes back Stable with its
stored members and generation, or Empty, and its members' session timers start then.

Wait point (the only await here): an OffsetCommit waits for its records to be appended to
`__consumer_offsets`.
"""

from __future__ import annotations

import asyncio
import logging
import struct
import time
import uuid
from dataclasses import dataclass

from kafkasim.broker.group import consumer_records, share_records
from kafkasim.broker.group.classic_coordinator import ClassicGroupCoordinator
from kafkasim.broker.group.consumer_coordinator import ConsumerGroupCoordinator
from kafkasim.broker.group.consumer_group import ConsumerGroup
from kafkasim.broker.group.deletion import GroupDeletion
from kafkasim.broker.group.metadata import (
    LoadedGroup,
    decode_group_metadata_value,
    group_id_of_metadata_key,
    restore_group,
)
from kafkasim.broker.group.offsets import OFFSETS_TOPIC, OffsetsStorage, decode_offset_commit
from kafkasim.broker.group.placement import offsets_topic
from kafkasim.broker.group.share_group import ShareGroup
from kafkasim.broker.group.share_membership import ShareGroupMembership
from kafkasim.broker.group.share_offsets import ShareGroupOffsets
from kafkasim.broker.group.state import (
    ClassicGroup,
    CommittedOffset,
    GroupState,
    offsets_partition_for,
)
from kafkasim.broker.group.transactional_offsets import UNSTABLE, TransactionalOffsets
from kafkasim.protocol.errors import ErrorCode

log = logging.getLogger("kafkasim.groups")


@dataclass(slots=True)
class OffsetCommitEntry:
    topic: str
    partition: int
    offset: int
    leader_epoch: int
    metadata: str | None
    topic_id: uuid.UUID | None = None


class GroupCoordinator:
    """Owns every group whose `__consumer_offsets` partition this broker leads."""

    def __init__(self, broker):
        self.broker = broker
        config = broker.config
        self.partition_count = config.get_int("offsets.topic.num.partitions")
        self.max_metadata_size = config.get_int("offset.metadata.max.bytes")
        # Classic, KIP-848 consumer and KIP-932 share groups, by id (Kafka keeps one group
        # store).
        self.groups: dict[str, ClassicGroup | ConsumerGroup | ShareGroup] = {}
        # offsets partition -> leader epoch it was loaded at.
        self.owned_partitions: dict[int, int] = {}
        self.storage = OffsetsStorage(broker)
        self.transactional = TransactionalOffsets()
        self.offsets_topic = offsets_topic(broker, self.partition_count)
        self._running = False
        self._tasks: set[asyncio.Task] = set()
        self.classic = ClassicGroupCoordinator(self)
        self.consumer = ConsumerGroupCoordinator(self)
        self.share = ShareGroupMembership(self)
        self.share_offsets = ShareGroupOffsets(self)
        self.deletion = GroupDeletion(self)

    # -- lifecycle and ownership ---------------------------------------------------------------

    async def start(self) -> None:
        self._running = True
        self.on_metadata_update()
        if getattr(self.broker, "controller_channel", None) is not None:
            # Leadership of `__consumer_offsets` partitions arrives with metadata; the
            # channel applies it (and the replica manager's part) before calling back.
            self.spawn(self.broker.controller_channel.follow_metadata(self.on_metadata_update))

    async def stop(self) -> None:
        """Forget every group, as a stopped broker does; waiting requests get NOT_COORDINATOR."""
        self._running = False
        await self.offsets_topic.stop()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        for partition in list(self.owned_partitions):
            self._unload(partition)

    @property
    def running(self) -> bool:
        """Between start and stop: the coordinator serves requests."""
        return self._running

    def spawn(self, coroutine) -> None:
        """Run `coroutine` as a task the coordinator owns (its parts' timers and writes too):
        stop cancels it."""
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def partition_for(self, group_id: str) -> int:
        return offsets_partition_for(group_id, self.partition_count)

    def on_metadata_update(self, delta=None) -> None:
        """Load the groups of `__consumer_offsets` partitions this broker now leads and unload
        those it no longer leads (Kafka's onElection / onResignation)."""
        if not self._running:
            return
        topic = self.broker.metadata.topics.get(OFFSETS_TOPIC)
        led = {}
        if topic is not None:
            for index, info in topic.partitions.items():
                if self._leads(index, info):
                    led[index] = info.leader_epoch
        for partition in list(self.owned_partitions):
            if partition not in led or led[partition] != self.owned_partitions[partition]:
                self._unload(partition)
        for partition, epoch in led.items():
            if partition not in self.owned_partitions:
                self._load(partition, epoch)
        self.consumer.targets.refresh_topics()

    def _refresh_partition(self, partition: int) -> None:
        info = self.broker.metadata.partition(OFFSETS_TOPIC, partition)
        leads = info is not None and self._leads(partition, info)
        loaded_epoch = self.owned_partitions.get(partition)
        if loaded_epoch is not None and (not leads or info.leader_epoch != loaded_epoch):
            self._unload(partition)
        if leads and partition not in self.owned_partitions:
            self._load(partition, info.leader_epoch)

    def _leads(self, partition: int, info) -> bool:
        """Whether this broker leads `partition` of `__consumer_offsets`: the metadata names it
        leader and its local replica acts as the leader at that epoch. A restarted broker
        replays old metadata that may name it leader before its replica exists; loading then
        would read an empty log and answer "no committed offset" for groups it does not know
        (Kafka's coordinators load on the replica's own election, so never do)."""
        if info.leader != self.broker.node_id:
            return False
        replicas = getattr(self.broker, "replica_manager", None)
        if replicas is None:
            return True
        local = replicas.get_partition(OFFSETS_TOPIC, partition)
        return local is not None and local.is_leader and local.leader_epoch == info.leader_epoch

    @staticmethod
    def _replay_one(classic: dict, consumer: dict, key, value, share: dict) -> None:
        if key is None or len(key) < 2:
            return
        shared = share_records.decode(key, value)
        if shared is not None:
            share_records.replay(share, shared)
            return
        group_id = group_id_of_metadata_key(key)
        if group_id is not None:
            loaded = classic.setdefault(group_id, LoadedGroup())
            loaded.metadata = None if value is None else decode_group_metadata_value(value)
            return
        record = consumer_records.decode(key, value)
        if record is not None:
            consumer_records.replay(consumer, record)
            return
        commit = decode_offset_commit(key, value)
        if commit is None:
            return
        group_id, topic_partition, offset = commit
        offsets = classic.setdefault(group_id, LoadedGroup()).offsets
        if offset is None:
            offsets.pop(topic_partition, None)
        else:
            offsets[topic_partition] = offset

    def _load(self, partition: int, leader_epoch: int) -> None:
        # Kafka loads a partition's groups by replaying its log: a classic group comes back
        # with its offsets and its last membership record (Stable with its members, or Empty),
        # a consumer group from its KIP-848 records; members' session timers start now.
        # A record that does not decode costs only itself (counted in one warning), never the
        # loading of the partition.
        classic: dict[str, LoadedGroup] = {}
        consumer: dict[str, ConsumerGroup] = {}
        share: dict[str, ShareGroup] = {}
        skipped = 0
        in_partition = self._in_partition(partition)
        for key, value, producer_id, marker in self.storage.read(partition):
            try:
                if marker is not None:
                    # A transaction's end: its offsets become committed, or are dropped.
                    for group_id, topic_partition, offset in self.transactional.complete(
                            producer_id, marker, in_partition):
                        classic.setdefault(group_id, LoadedGroup()).offsets[topic_partition] = \
                            offset
                elif not self._replay_transactional(producer_id, key, value):
                    self._replay_one(classic, consumer, key, value, share)
            except (struct.error, ValueError, IndexError):  # UnicodeDecodeError is a ValueError
                skipped += 1
        if skipped:
            log.warning("skipped %d records of %s-%d that do not decode", skipped, OFFSETS_TOPIC,
                        partition)
        loaded_consumer = []
        for group_id, loaded in classic.items():
            group = consumer.get(group_id)
            if isinstance(group, ConsumerGroup):
                group.offsets = dict(loaded.offsets)
                continue
            if loaded.metadata is None and not loaded.offsets:
                continue
            group = self.groups[group_id] = restore_group(group_id, loaded)
            self.classic.on_loaded(group)
        for group_id, group in consumer.items():
            if isinstance(group, ConsumerGroup):
                self.groups[group_id] = group
                loaded_consumer.append(group)
        self.consumer.on_loaded(loaded_consumer)
        for group_id, group in share.items():
            self.groups.setdefault(group_id, group)
        self.share.on_loaded([g for g in share.values() if self.groups.get(g.group_id) is g])
        self.owned_partitions[partition] = leader_epoch
        log.info("broker %d coordinates groups of %s-%d (leader epoch %d)",
                 self.broker.node_id, OFFSETS_TOPIC, partition, leader_epoch)

    def _in_partition(self, partition: int):
        return lambda group_id: self.partition_for(group_id) == partition

    def _replay_transactional(self, producer_id: int, key, value) -> bool:
        """Replay an offset commit record's effect on the pending transactional offsets;
        True when it was a transactional one (pending now, not yet committed)."""
        commit = decode_offset_commit(key, value) if key is not None else None
        if commit is None:
            return False
        group_id, topic_partition, offset = commit
        if producer_id < 0:
            self.transactional.note_plain_commit(group_id, [topic_partition])
            if offset is None:  # a tombstone deletes the pending offsets too
                self.transactional.discard(group_id, [topic_partition])
            return False
        if offset is not None:
            self.transactional.add(producer_id, group_id, [(topic_partition, offset)])
        return True

    def _unload(self, partition: int) -> None:
        self.owned_partitions.pop(partition, None)
        self.transactional.forget(self._in_partition(partition))
        for group_id in [g for g in self.groups if self.partition_for(g) == partition]:
            group = self.groups.pop(group_id)
            if isinstance(group, ShareGroup):
                self.share.on_unloaded(group)
                continue
            if isinstance(group, ConsumerGroup):
                self.consumer.on_unloaded(group)
                continue
            self.classic.on_unloaded(group)

    def coordinator_error(self, group_id: str) -> ErrorCode:
        """NONE when this broker coordinates `group_id`, else NOT_COORDINATOR (or
        COORDINATOR_NOT_AVAILABLE while the coordinator is not running)."""
        if not self._running:
            return ErrorCode.COORDINATOR_NOT_AVAILABLE
        partition = self.partition_for(group_id)
        self._refresh_partition(partition)
        if partition not in self.owned_partitions:
            return ErrorCode.NOT_COORDINATOR
        return ErrorCode.NONE

    def coordinator_node(self, group_id: str):
        """FindCoordinator for a group: (NONE, BrokerInfo) or (COORDINATOR_NOT_AVAILABLE, None);
        see `InternalTopic.coordinator_node`."""
        return self.offsets_topic.coordinator_node(self.partition_for(group_id))

    def describe_group(self, group_id: str) -> tuple[ErrorCode, ClassicGroup | None]:
        """DescribeGroups for one group: the coordinator error, or the classic group (None when
        this coordinator does not know it, or it is a KIP-848 consumer group)."""
        error = self.coordinator_error(group_id)
        if error:
            return error, None
        group = self.groups.get(group_id)
        return ErrorCode.NONE, group if isinstance(group, ClassicGroup) else None

    def coordinated_groups(self) -> list[ClassicGroup | ConsumerGroup]:
        return [group for group_id, group in self.groups.items()
                if self.partition_for(group_id) in self.owned_partitions]

    # -- offsets -------------------------------------------------------------------------------

    async def commit_offsets(self, *, group_id: str, generation_id: int, member_id: str,
                             group_instance_id: str | None, entries: list[OffsetCommitEntry],
                             api_version: int) -> list[ErrorCode]:
        """Handle an OffsetCommit for partitions already known to exist; one error per entry.
        Validation follows Kafka's classic groups; the commit is appended to the group's
        `__consumer_offsets` partition and applied once the append succeeds."""
        group = self.groups.get(group_id)
        if isinstance(group, ConsumerGroup) and not self.coordinator_error(group_id):
            error = self.consumer.validate_commit(group, member_id, group_instance_id,
                                                  generation_id, api_version, entries)
        else:
            error = self.classic.validate_commit(group_id, generation_id, member_id,
                                                 group_instance_id, api_version)
        if error:
            return [error] * len(entries)
        now = int(time.time() * 1000)
        errors: list[ErrorCode] = []
        accepted: list[tuple[tuple[str, int], CommittedOffset]] = []
        for entry in entries:
            metadata = entry.metadata if entry.metadata is not None else ""
            if len(metadata.encode()) > self.max_metadata_size:
                errors.append(ErrorCode.OFFSET_METADATA_TOO_LARGE)
                continue
            errors.append(ErrorCode.NONE)
            accepted.append(((entry.topic, entry.partition),
                             CommittedOffset(entry.offset, entry.leader_epoch, metadata, now)))
        if not accepted:
            return errors
        partition = self.partition_for(group_id)
        self.transactional.note_plain_commit(group_id, [key for key, _ in accepted])
        # wait point: the commit records reach the ISR of the offsets partition
        append_error = await self.storage.append(partition, self.owned_partitions.get(partition),
                                                 group_id, accepted)
        if append_error:
            return [append_error if e == ErrorCode.NONE else e for e in errors]
        group = self.groups.get(group_id)
        if group is None or getattr(group, "state", None) in (GroupState.DEAD, "Dead"):
            # Unloaded while the append was in flight: the records are in the log and the next
            # coordinator loads them.
            return errors
        for key, value in accepted:
            group.offsets[key] = value
        return errors

    def fetch_offsets(self, group_id: str, partitions: list[tuple[str, int]] | None,
                      member_id: str | None = None, member_epoch: int = -1,
                      require_stable: bool = False
                      ) -> tuple[ErrorCode, dict[tuple[str, int], CommittedOffset | None]]:
        """Handle an OffsetFetch for one group: the group-level error and, per requested
        partition (or every committed one when `partitions` is None), its committed offset or
        None when nothing is committed; with `require_stable` (KIP-447), `UNSTABLE` for a
        partition with a pending transactional offset. A KIP-848 consumer group checks the
        member id and epoch OffsetFetch v9+ carries (classic groups ignore them, as in
        Kafka)."""
        error = self.coordinator_error(group_id)
        if error:
            return error, {}
        group = self.groups.get(group_id)
        if isinstance(group, ConsumerGroup) and (member_id is not None or member_epoch >= 0):
            member = group.members.get(member_id)
            if member is None:
                return ErrorCode.UNKNOWN_MEMBER_ID, {}
            if member.member_epoch != member_epoch:
                return (ErrorCode.ILLEGAL_GENERATION if member.uses_classic_protocol
                        else ErrorCode.STALE_MEMBER_EPOCH), {}
        offsets = group.offsets if group is not None else {}
        if partitions is None:
            found = dict(offsets)
        else:
            found = {key: offsets.get(key) for key in partitions}
        if require_stable and self.transactional.pending:
            for key in found:
                if self.transactional.has_pending(group_id, key):
                    found[key] = UNSTABLE
        return ErrorCode.NONE, found
