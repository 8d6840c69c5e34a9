"""KIP-932 share groups as the group coordinator holds them: the group, its members, and the
share-partition initialization state (Kafka 4.4's `ShareGroup`, `ShareGroupMember`).

A share group is a modern group without revocation: several members may hold the same partition
(the share partition's leader hands out records, not partitions), so a member moves to its
target assignment at once, taking the target's epoch. Its state is Empty (no members) or
Stable.

Which partitions may be assigned is the group's share-partition state metadata
(ShareGroupStatePartitionMetadata): a partition is assignable once the share coordinator has
initialized its state (InitializeShareGroupState). A subscribed partition not yet known to the
coordinator is first recorded as initializing; once the share coordinator has it, it moves to
initialized, and the next heartbeat that finds an initialized partition of a subscribed topic
outside the target assignment bumps the group epoch and assigns it (Kafka's
`initializedAssignmentPending`).

Members are immutable values; the group changes only by replaying records
(`broker/group/share_records.py`), on the coordinator that writes them and on one that loads the
partition later.
"""

from __future__ import annotations

import uuid
from collections import Counter
from dataclasses import dataclass, field, replace

from kafkasim.broker.group.consumer_group import GroupError
from kafkasim.protocol.errors import ErrorCode

JOIN_GROUP_MEMBER_EPOCH = 0
LEAVE_GROUP_MEMBER_EPOCH = -1

#: topic id -> partitions
TopicPartitions = dict[uuid.UUID, frozenset[int]]


class ShareGroupState:
    EMPTY = "Empty"
    STABLE = "Stable"
    DEAD = "Dead"


@dataclass(frozen=True, slots=True)
class ShareGroupMember:
    member_id: str
    member_epoch: int = 0
    previous_member_epoch: int = -1
    state: int = 0  # MemberState.STABLE: a share member never waits on revocations
    rack_id: str | None = None
    client_id: str = ""
    client_host: str = ""
    subscribed_topic_names: tuple[str, ...] = ()
    assigned: TopicPartitions = field(default_factory=dict, hash=False)

    def with_assignment(self, epoch: int, assigned: TopicPartitions) -> ShareGroupMember:
        return replace(self, member_epoch=epoch, previous_member_epoch=self.member_epoch,
                       assigned=assigned)


@dataclass(frozen=True, slots=True)
class TopicInitState:
    """One topic's partitions in the share-partition state metadata."""

    name: str
    partitions: frozenset[int]


@dataclass(frozen=True, slots=True)
class StatePartitionMetadata:
    """ShareGroupStatePartitionMetadataValue: topic id -> partitions in each phase."""

    initializing: dict[uuid.UUID, TopicInitState] = field(default_factory=dict)
    initialized: dict[uuid.UUID, TopicInitState] = field(default_factory=dict)
    deleting: dict[uuid.UUID, str] = field(default_factory=dict)


class ShareGroup:
    """One share group (see the module docstring)."""

    protocol_type = "share"
    kind = "share"

    def __init__(self, group_id: str) -> None:
        self.group_id = group_id
        self.group_epoch = 1  # as Kafka's modern groups: the first join answers epoch 2
        self.metadata_hash = 0
        self.assignment_epoch = -1
        self.assignment_timestamp_ms = 0
        self.members: dict[str, ShareGroupMember] = {}
        self.target: dict[str, TopicPartitions] = {}
        self.subscribed: Counter[str] = Counter()  # topic name -> subscribed members
        self.state_metadata = StatePartitionMetadata()
        # (deadline ms, group epoch): the subscription metadata is recomputed at the next
        # heartbeat after the deadline, or once the group epoch is below the recorded one.
        self.metadata_refresh_deadline: tuple[int, int] = (0, 0)

    @property
    def state(self) -> str:
        return ShareGroupState.STABLE if self.members else ShareGroupState.EMPTY

    # --- lookups -----------------------------------------------------------------------

    def member(self, member_id: str) -> ShareGroupMember:
        member = self.members.get(member_id)
        if member is None:
            raise GroupError(ErrorCode.UNKNOWN_MEMBER_ID,
                             f"Member {member_id} is not a member of group {self.group_id}.")
        return member

    @property
    def subscribed_topic_names(self) -> set[str]:
        return set(self.subscribed)

    def subscribed_after(self, old: ShareGroupMember | None,
                         new: ShareGroupMember | None) -> Counter[str]:
        counts = Counter(self.subscribed)
        for topic in (old.subscribed_topic_names if old is not None else ()):
            counts[topic] -= 1
        for topic in (new.subscribed_topic_names if new is not None else ()):
            counts[topic] += 1
        return Counter({t: c for t, c in counts.items() if c > 0})

    def has_metadata_expired(self, now_ms: int) -> bool:
        deadline, epoch = self.metadata_refresh_deadline
        return now_ms >= deadline or self.group_epoch < epoch

    def request_metadata_refresh(self) -> None:
        self.metadata_refresh_deadline = (0, 0)

    def initialized_partitions(self) -> dict[uuid.UUID, frozenset[int]]:
        return {t: s.partitions for t, s in self.state_metadata.initialized.items()}

    def initialized_assignment_pending(self) -> bool:
        """Whether an initialized partition of a subscribed topic is missing from the target
        assignment, or the target holds partitions of such a topic that are not initialized
        (GroupMetadataManager.initializedAssignmentPending: the sets per topic must be equal).
        An empty group has nothing pending."""
        if not self.members or not self.state_metadata.initialized or not self.subscribed:
            return False
        assigned: dict[uuid.UUID, set[int]] = {}
        for target in self.target.values():
            for topic_id, partitions in target.items():
                assigned.setdefault(topic_id, set()).update(partitions)
        return any(state.name in self.subscribed and assigned.get(topic_id) != state.partitions
                   for topic_id, state in self.state_metadata.initialized.items())

    def known_partitions(self) -> dict[uuid.UUID, set[int]]:
        """Partitions initialized or initializing."""
        known: dict[uuid.UUID, set[int]] = {}
        for phase in (self.state_metadata.initialized, self.state_metadata.initializing):
            for topic_id, state in phase.items():
                known.setdefault(topic_id, set()).update(state.partitions)
        return known

    # --- changes (applied by records) ----------------------------------------------------

    def update_member(self, member: ShareGroupMember) -> None:
        old = self.members.get(member.member_id)
        self.members[member.member_id] = member
        self._count(old, -1)
        self._count(member, 1)

    def remove_member(self, member_id: str) -> None:
        self._count(self.members.pop(member_id, None), -1)

    def _count(self, member: ShareGroupMember | None, sign: int) -> None:
        if member is None:
            return
        for topic in member.subscribed_topic_names:
            self.subscribed[topic] += sign
            if self.subscribed[topic] <= 0:
                del self.subscribed[topic]

    def set_target(self, member_id: str, assignment: TopicPartitions | None) -> None:
        if assignment is None:
            self.target.pop(member_id, None)
        else:
            self.target[member_id] = assignment
