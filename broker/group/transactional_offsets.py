"""Transactional offset commits waiting for their transaction's end (Kafka's
OffsetMetadataManager pendingTransactionalOffsets, KIP-98 and KIP-447).

A TxnOffsetCommit writes its offsets into the group's `__consumer_offsets` partition as part of
the producer's transaction; they stay pending, invisible to OffsetFetch, until the transaction
coordinator's marker reaches that partition: COMMIT makes them the group's committed offsets,
ABORT drops them. While a partition has a pending offset, an OffsetFetch with RequireStable
(v7+) gets UNSTABLE_OFFSET_COMMIT for it.

Kafka keeps the most recent commit when transactional and plain commits of one partition mix:
a pending offset becomes committed only if no plain commit of that partition was written after
it (the order of their records in the log, which `order` numbers here as they are appended or
replayed).
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from dataclasses import dataclass

from kafkasim.broker.group.consumer_group import ConsumerGroup
from kafkasim.broker.group.offsets import OFFSETS_TOPIC
from kafkasim.broker.group.state import ClassicGroup, CommittedOffset, GroupState
from kafkasim.protocol.errors import ErrorCode

TopicPartition = tuple[str, int]

#: What OffsetFetch with RequireStable finds for a partition with a pending transactional
#: offset: answered UNSTABLE_OFFSET_COMMIT, offset -1 (Kafka's fetchOffsets).
UNSTABLE = object()


@dataclass(slots=True)
class PendingOffset:
    offset: CommittedOffset
    order: int


class TransactionalOffsets:
    """The pending transactional offsets of one group coordinator, by producer id."""

    def __init__(self) -> None:
        self.pending: dict[int, dict[tuple[str, TopicPartition], PendingOffset]] = {}
        # (group id, partition) -> order of the last plain commit written.
        self._plain: dict[tuple[str, TopicPartition], int] = {}
        self._order = itertools.count()

    def add(self, producer_id: int, group_id: str,
            offsets: list[tuple[TopicPartition, CommittedOffset]]) -> None:
        """Offsets written as part of `producer_id`'s transaction."""
        by_key = self.pending.setdefault(producer_id, {})
        for topic_partition, offset in offsets:
            by_key[(group_id, topic_partition)] = PendingOffset(offset, next(self._order))

    def note_plain_commit(self, group_id: str, partitions) -> None:
        """Plain (non-transactional) commits of `partitions` were written."""
        order = next(self._order)
        for topic_partition in partitions:
            self._plain[(group_id, topic_partition)] = order

    def complete(self, producer_id: int, commit: bool, in_scope: Callable[[str], bool]
                 ) -> list[tuple[str, TopicPartition, CommittedOffset]]:
        """The transaction of `producer_id` ended (for the groups `in_scope` says): its pending
        offsets of those groups leave; with `commit`, those not overtaken by a later plain
        commit are returned, to become committed."""
        by_key = self.pending.get(producer_id)
        if not by_key:
            return []
        out = []
        for key in [key for key in by_key if in_scope(key[0])]:
            pending = by_key.pop(key)
            if commit and pending.order > self._plain.get(key, -1):
                out.append((key[0], key[1], pending.offset))
        if not by_key:
            del self.pending[producer_id]
        return out

    def discard(self, group_id: str, partitions: list[TopicPartition] | None = None) -> None:
        """Offset tombstones of the group's `partitions` (None: all of them) were written:
        their pending offsets go too (Kafka's replay of an offset tombstone)."""
        for producer_id in list(self.pending):
            by_key = self.pending[producer_id]
            for key in [key for key in by_key if key[0] == group_id
                        and (partitions is None or key[1] in partitions)]:
                del by_key[key]
            if not by_key:
                del self.pending[producer_id]

    def pending_partitions(self, group_id: str) -> list[TopicPartition]:
        """The partitions with an offset of `group_id` pending in some transaction."""
        return list(dict.fromkeys(key[1] for by_key in self.pending.values()
                                  for key in by_key if key[0] == group_id))

    def has_pending(self, group_id: str, topic_partition: TopicPartition) -> bool:
        key = (group_id, topic_partition)
        return any(key in by_key for by_key in self.pending.values())

    def forget(self, in_scope: Callable[[str], bool]) -> None:
        """Drop everything of the groups `in_scope` says (their partition was unloaded)."""
        for producer_id in list(self.pending):
            by_key = self.pending[producer_id]
            for key in [key for key in by_key if in_scope(key[0])]:
                del by_key[key]
            if not by_key:
                del self.pending[producer_id]
        for key in [key for key in self._plain if in_scope(key[0])]:
            del self._plain[key]


# --- TxnOffsetCommit on the group coordinator -------------------------------------------------


async def commit_transactional_offsets(coordinator, *, group_id: str, producer_id: int,
                                       producer_epoch: int, generation_id: int, member_id: str,
                                       group_instance_id: str | None, entries,
                                       transactional_id: str | None = None,
                                       api_version: int = 3) -> list:
    """TxnOffsetCommit for partitions known to exist: one error per entry (Kafka's
    OffsetMetadataManager.commitTransactionalOffset). The write is first verified with the
    transaction coordinator (`verify`); the offsets are written to the group's
    `__consumer_offsets` partition as part of the producer's transaction and stay pending until
    its marker arrives (`complete`)."""
    error = coordinator.coordinator_error(group_id)
    if not error and transactional_id is not None:
        # The wait point of a transaction's first commit here: its coordinator's answer.
        error = await verify(coordinator, group_id, transactional_id, producer_id,
                             producer_epoch, api_version)
    if not error:
        error = validate(coordinator, group_id, generation_id, member_id, group_instance_id,
                         api_version)
    if error:
        return [error] * len(entries)
    now = int(time.time() * 1000)
    errors = []
    accepted: list[tuple[TopicPartition, CommittedOffset]] = []
    for entry in entries:
        metadata = entry.metadata if entry.metadata is not None else ""
        if len(metadata.encode()) > coordinator.max_metadata_size:
            errors.append(ErrorCode.OFFSET_METADATA_TOO_LARGE)
            continue
        errors.append(ErrorCode.NONE)
        accepted.append(((entry.topic, entry.partition),
                         CommittedOffset(entry.offset, entry.leader_epoch, metadata, now)))
    if not accepted:
        return errors
    partition = coordinator.partition_for(group_id)
    # wait point: the records reach the ISR of the offsets partition
    append_error = await coordinator.storage.append(
        partition, coordinator.owned_partitions.get(partition), group_id, accepted,
        producer_id=producer_id, producer_epoch=producer_epoch)
    if append_error:
        return [append_error if e == ErrorCode.NONE else e for e in errors]
    coordinator.transactional.add(producer_id, group_id, accepted)
    return errors


async def verify(coordinator, group_id: str, transactional_id: str, producer_id: int,
                 producer_epoch: int, api_version: int) -> ErrorCode:
    """KIP-890 for TxnOffsetCommit (Kafka's CoordinatorRuntime.scheduleTransactionalWriteOperation):
    unless the producer already has a transaction open in the group's offsets partition under
    its epoch, ask the transaction coordinator whether that partition is in the transaction
    (v5: have it added). Answers as broker/replica/txn_verification.py translates them, a
    coordinator that cannot answer as COORDINATOR_NOT_AVAILABLE (Kafka's mapping of
    NOT_ENOUGH_REPLICAS for group coordinator writes)."""
    replica_manager = getattr(coordinator.broker, "replica_manager", None)
    verifier = getattr(replica_manager, "txn_verifier", None)
    if verifier is None or not verifier.enabled:
        return ErrorCode.NONE
    partition = coordinator.partition_for(group_id)
    local = replica_manager.get_partition(OFFSETS_TOPIC, partition)
    if local is not None and local.log.producer_state.has_ongoing_transaction(
            producer_id, producer_epoch):
        return ErrorCode.NONE
    error = await verifier.verify(transactional_id, producer_id, producer_epoch, OFFSETS_TOPIC,
                                  partition, add=api_version >= 5)
    if error == ErrorCode.NONE:
        return error
    code, _ = verifier.translate(error, abortable_supported=api_version >= 4)
    return ErrorCode.COORDINATOR_NOT_AVAILABLE if code == ErrorCode.NOT_ENOUGH_REPLICAS else code


def validate(coordinator, group_id: str, generation_id: int, member_id: str,
             group_instance_id: str | None, api_version: int = 3) -> ErrorCode:
    """Kafka's validateTransactionalOffsetCommit: a missing group is created as a simple one
    for generation -1 (ILLEGAL_GENERATION otherwise, GROUP_ID_NOT_FOUND from v6); classic
    groups check the member and generation but accept a commit without them in any state;
    KIP-848 groups check the member and its epoch (a stale epoch is ILLEGAL_GENERATION,
    STALE_MEMBER_EPOCH from v6)."""
    error = coordinator.coordinator_error(group_id)
    if error:
        return error
    group = coordinator.groups.get(group_id)
    if group is None:
        if generation_id >= 0:
            return ErrorCode.GROUP_ID_NOT_FOUND if api_version >= 6 \
                else ErrorCode.ILLEGAL_GENERATION
        coordinator.groups[group_id] = ClassicGroup(group_id)
        return ErrorCode.NONE
    if isinstance(group, ConsumerGroup):
        if generation_id < 0 and not group.members:
            return ErrorCode.NONE
        member = group.members.get(member_id)
        if member is None:
            return ErrorCode.UNKNOWN_MEMBER_ID
        if generation_id == member.member_epoch:
            return ErrorCode.NONE
        return ErrorCode.STALE_MEMBER_EPOCH if api_version >= 6 else ErrorCode.ILLEGAL_GENERATION
    if group.is_in(GroupState.DEAD):
        return ErrorCode.COORDINATOR_NOT_AVAILABLE
    if generation_id < 0 and group.is_in(GroupState.EMPTY):
        return ErrorCode.NONE
    if generation_id >= 0 or member_id or group_instance_id is not None:
        return group.commit_member_error(member_id, group_instance_id, generation_id)
    return ErrorCode.NONE


def complete_transaction(coordinator, partition: int, producer_id: int, commit: bool) -> None:
    """A COMMIT or ABORT marker of `producer_id` landed in `__consumer_offsets` partition
    `partition` (Kafka's replayEndTransactionMarker): its pending offsets of the groups there
    become committed, or go."""
    for group_id, topic_partition, offset in coordinator.transactional.complete(
            producer_id, commit, lambda g: coordinator.partition_for(g) == partition):
        group = coordinator.groups.get(group_id)
        if group is not None and getattr(group, "state", None) not in (GroupState.DEAD,
                                                                        "Dead"):
            group.offsets[topic_partition] = offset
