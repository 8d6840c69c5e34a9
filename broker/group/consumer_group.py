"""KIP-848 consumer groups: the group, its members and the reconciliation of one member.

The model is Apache Kafka 4.3's (`ConsumerGroup`, `ConsumerGroupMember`,
`CurrentAssignmentBuilder` of the group coordinator):

- a member has a member epoch (and the previous one), a state (STABLE, UNREVOKED_PARTITIONS,
  UNRELEASED_PARTITIONS), its assigned partitions, each with the epoch it was assigned at
  (OffsetCommit checks commits against it), and the partitions it must still revoke;
- the group has a group epoch (bumped when a subscription or the subscribed topics change), a
  target assignment computed by the assignor at an assignment epoch, and a state derived from
  both: Empty, Assigning (group epoch ahead of the assignment), Reconciling (a member not yet
  at the assignment epoch), Stable;
- `next_assignment` moves one member toward its target: partitions it must give up are
  revoked first (the member keeps its epoch until it reports them gone), then partitions
  nobody else still holds are assigned and the member takes the target epoch.

Members are immutable values (`dataclasses.replace` makes the next one); the group keeps the
indexes Kafka keeps (subscribed topic counts, static members, which member holds each
partition at which epoch, server assignor counts, subscribed regular expressions), updated by
`update_member` and `remove_member`. The group is changed only through records
(`broker/group/consumer_records.py`), as Kafka replays them, so that a coordinator that loads
the partition later rebuilds the same group.
"""

from __future__ import annotations

import base64
import dataclasses
import uuid
from collections import Counter
from dataclasses import dataclass, field
from enum import IntEnum

from kafkasim.protocol.errors import ErrorCode

# Member epochs with a meaning (ConsumerGroupHeartbeatRequest).
JOIN_GROUP_MEMBER_EPOCH = 0
LEAVE_GROUP_MEMBER_EPOCH = -1
LEAVE_GROUP_STATIC_MEMBER_EPOCH = -2

#: topic id -> partition -> the epoch the partition was assigned at
PartitionEpochs = dict[uuid.UUID, dict[int, int]]
#: topic id -> partitions (a target assignment)
TargetAssignment = dict[uuid.UUID, frozenset[int]]


class MemberState(IntEnum):
    STABLE = 0
    UNREVOKED_PARTITIONS = 1
    UNRELEASED_PARTITIONS = 2
    UNKNOWN = 127


class GroupState:
    EMPTY = "Empty"
    ASSIGNING = "Assigning"
    RECONCILING = "Reconciling"
    STABLE = "Stable"
    DEAD = "Dead"


class GroupError(Exception):
    """An error answered to the client: Kafka's ApiException with its code and message."""

    def __init__(self, code: ErrorCode, message: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


# What Java's String.trim() strips: every character up to U+0020.
_JAVA_TRIMMED = "".join(chr(code) for code in range(0x21))


def is_blank(value: str | None) -> bool:
    """Kafka's throwIfEmptyString test (consumer and share group heartbeats): set, and nothing
    left after String.trim()."""
    return value is not None and not value.strip(_JAVA_TRIMMED)


@dataclass(frozen=True, slots=True)
class ClassicMetadata:
    """A member that joined with the classic protocol (JoinGroup) into a consumer group."""

    session_timeout_ms: int
    protocols: tuple[tuple[str, bytes], ...]


@dataclass(frozen=True, slots=True)
class ConsumerGroupMember:
    member_id: str
    member_epoch: int = 0
    previous_member_epoch: int = -1
    state: MemberState = MemberState.STABLE
    instance_id: str | None = None
    rack_id: str | None = None
    rebalance_timeout_ms: int = -1
    client_id: str = ""
    client_host: str = ""
    subscribed_topic_names: frozenset[str] = frozenset()
    subscribed_topic_regex: str = ""
    server_assignor: str | None = None
    assigned: PartitionEpochs = field(default_factory=dict, compare=True, hash=False)
    pending_revocation: PartitionEpochs = field(default_factory=dict, compare=True, hash=False)
    classic: ClassicMetadata | None = None

    def with_epoch(self, epoch: int, **changes) -> ConsumerGroupMember:
        """The member at `epoch`, its current epoch becoming the previous one."""
        return dataclasses.replace(self, member_epoch=epoch,
                                   previous_member_epoch=self.member_epoch, **changes)

    @property
    def uses_classic_protocol(self) -> bool:
        return self.classic is not None

    @property
    def regex(self) -> str | None:
        return self.subscribed_topic_regex or None

    def is_reconciled_to(self, epoch: int) -> bool:
        return self.state == MemberState.STABLE and self.member_epoch == epoch

    def assignment_epoch(self, topic_id: uuid.UUID, partition: int) -> int | None:
        epoch = self.assigned.get(topic_id, {}).get(partition)
        if epoch is None:
            epoch = self.pending_revocation.get(topic_id, {}).get(partition)
        return epoch

    def assigned_partitions(self) -> dict[uuid.UUID, list[int]]:
        return {t: sorted(p) for t, p in self.assigned.items()}


@dataclass
class ResolvedRegex:
    topics: frozenset[str]
    version: int
    timestamp_ms: int


class ConsumerGroup:
    """One KIP-848 consumer group. See the module docstring."""

    protocol_type = "consumer"
    kind = "consumer"

    def __init__(self, group_id: str) -> None:
        self.group_id = group_id
        self.group_epoch = 1  # a new group starts at 1 (Kafka's ModernGroup)
        self.metadata_hash = 0
        self.assignment_epoch = -1
        self.assignment_timestamp_ms = 0
        self.members: dict[str, ConsumerGroupMember] = {}
        self.static_members: dict[str, str] = {}  # instance id -> member id
        self.target: dict[str, TargetAssignment] = {}
        self.inverted_target: dict[tuple[uuid.UUID, int], str] = {}
        self.partition_epochs: dict[tuple[uuid.UUID, int], int] = {}
        self.topics_by_name: Counter[str] = Counter()  # subscriptions by name
        self.topics_by_regex: Counter[str] = Counter()  # subscriptions through resolved regexes
        self.regexes: Counter[str] = Counter()  # subscribed regex -> members
        self.resolved: dict[str, ResolvedRegex] = {}
        self.server_assignors: Counter[str] = Counter()
        # (deadline ms, group epoch): the subscription metadata is recomputed at the next
        # heartbeat after the deadline or once the group epoch is below the recorded one.
        self.metadata_refresh_deadline: tuple[int, int] = (0, 0)
        self.state = GroupState.EMPTY
        # Committed offsets, shared with the classic model: (topic, partition) -> offset.
        self.offsets: dict = {}

    # --- lookups --------------------------------------------------------------------------

    @property
    def subscribed_topic_names(self) -> set[str]:
        return {t for t in (self.topics_by_name | self.topics_by_regex) if
                self.topics_by_name[t] > 0 or self.topics_by_regex[t] > 0}

    def has_member(self, member_id: str) -> bool:
        return member_id in self.members

    def member(self, member_id: str) -> ConsumerGroupMember:
        member = self.members.get(member_id)
        if member is None:
            raise GroupError(ErrorCode.UNKNOWN_MEMBER_ID,
                             f"Member {member_id} is not a member of group {self.group_id}.")
        return member

    def get_or_create_member(self, member_id: str, create: bool) -> ConsumerGroupMember:
        member = self.members.get(member_id)
        if member is None:
            if not create:
                raise GroupError(ErrorCode.UNKNOWN_MEMBER_ID,
                                 f"Member {member_id} is not a member of group {self.group_id}.")
            member = ConsumerGroupMember(member_id)
        return member

    def static_member(self, instance_id: str | None) -> ConsumerGroupMember | None:
        member_id = self.static_members.get(instance_id) if instance_id is not None else None
        return self.members.get(member_id) if member_id is not None else None

    def target_of(self, member_id: str, instance_id: str | None = None) -> TargetAssignment:
        if instance_id is not None:
            previous = self.static_members.get(instance_id)
            return self.target.get(previous, {}) if previous is not None else {}
        return self.target.get(member_id, {})

    def current_partition_epoch(self, topic_id: uuid.UUID, partition: int) -> int:
        return self.partition_epochs.get((topic_id, partition), -1)

    def preferred_assignor(self, old: ConsumerGroupMember | None = None,
                           new: ConsumerGroupMember | None = None) -> str | None:
        counts = Counter(self.server_assignors)
        if old is not None and old.server_assignor:
            counts[old.server_assignor] -= 1
        if new is not None and new.server_assignor:
            counts[new.server_assignor] += 1
        best = None
        for name, count in counts.items():
            if count > 0 and (best is None or count > counts[best]):
                best = name
        return best

    @property
    def classic_member_count(self) -> int:
        return sum(1 for m in self.members.values() if m.uses_classic_protocol)

    def is_empty(self) -> bool:
        return not self.members

    # --- membership (applied by records) ----------------------------------------------------

    def update_member(self, member: ConsumerGroupMember) -> None:
        old = self.members.get(member.member_id)
        self.members[member.member_id] = member
        self._index(old, -1)
        self._index(member, 1)
        if member.instance_id is not None:
            self.static_members[member.instance_id] = member.member_id
        self.update_state()

    def remove_member(self, member_id: str) -> None:
        old = self.members.pop(member_id, None)
        if old is None:
            return
        self._index(old, -1)
        if old.instance_id is not None and self.static_members.get(old.instance_id) == member_id:
            del self.static_members[old.instance_id]
        self.update_state()

    def _index(self, member: ConsumerGroupMember | None, sign: int) -> None:
        if member is None:
            return
        for topic in member.subscribed_topic_names:
            self.topics_by_name[topic] += sign
            if self.topics_by_name[topic] <= 0:
                del self.topics_by_name[topic]
        if member.server_assignor:
            self.server_assignors[member.server_assignor] += sign
            if self.server_assignors[member.server_assignor] <= 0:
                del self.server_assignors[member.server_assignor]
        if member.regex:
            self.regexes[member.regex] += sign
            if self.regexes[member.regex] <= 0:
                del self.regexes[member.regex]
        for holding in (member.assigned, member.pending_revocation):
            for topic_id, partitions in holding.items():
                for partition in partitions:
                    key = (topic_id, partition)
                    if sign > 0:
                        self.partition_epochs[key] = member.member_epoch
                    elif self.partition_epochs.get(key) == member.member_epoch:
                        del self.partition_epochs[key]

    def set_target(self, member_id: str, assignment: TargetAssignment | None) -> None:
        old = self.target.pop(member_id, None)
        for topic_id, partitions in (old or {}).items():
            for partition in partitions:
                if self.inverted_target.get((topic_id, partition)) == member_id:
                    del self.inverted_target[(topic_id, partition)]
        if assignment is not None:
            self.target[member_id] = assignment
            for topic_id, partitions in assignment.items():
                for partition in partitions:
                    self.inverted_target[(topic_id, partition)] = member_id

    def set_resolved_regex(self, regex: str, resolved: ResolvedRegex | None) -> None:
        old = self.resolved.pop(regex, None)
        for topic in (old.topics if old else ()):
            self.topics_by_regex[topic] -= 1
            if self.topics_by_regex[topic] <= 0:
                del self.topics_by_regex[topic]
        if resolved is not None:
            self.resolved[regex] = resolved
            for topic in resolved.topics:
                self.topics_by_regex[topic] += 1

    def update_state(self) -> None:
        if not self.members:
            self.state = GroupState.EMPTY
        elif self.group_epoch > self.assignment_epoch:
            self.state = GroupState.ASSIGNING
        elif any(not m.is_reconciled_to(self.assignment_epoch) for m in self.members.values()):
            self.state = GroupState.RECONCILING
        else:
            self.state = GroupState.STABLE

    # --- subscriptions --------------------------------------------------------------------

    def subscribed_names_after(self, old: ConsumerGroupMember | None,
                               new: ConsumerGroupMember | None) -> dict[str, tuple[int, int]]:
        """topic -> (subscribers by name, by regex) once `old` is replaced by `new`."""
        by_name = Counter(self.topics_by_name)
        by_regex = Counter(self.topics_by_regex)
        for topic in (old.subscribed_topic_names if old else ()):
            by_name[topic] -= 1
        for topic in (new.subscribed_topic_names if new else ()):
            by_name[topic] += 1
        old_regex = old.regex if old else None
        if old_regex is not None and old_regex != (new.regex if new else None) \
                and self.regexes.get(old_regex, 0) == 1 and old_regex in self.resolved:
            for topic in self.resolved[old_regex].topics:
                by_regex[topic] -= 1
        topics = {t for t in by_name if by_name[t] > 0} | {t for t in by_regex if by_regex[t] > 0}
        return {t: (max(by_name[t], 0), max(by_regex[t], 0)) for t in topics}

    def regexes_after(self, old: ConsumerGroupMember | None,
                      new: ConsumerGroupMember | None) -> Counter[str]:
        regexes = Counter(self.regexes)
        if old is not None and old.regex:
            regexes[old.regex] -= 1
        if new is not None and new.regex:
            regexes[new.regex] += 1
        return Counter({r: c for r, c in regexes.items() if c > 0})

    def has_metadata_expired(self, now_ms: int) -> bool:
        deadline, epoch = self.metadata_refresh_deadline
        return now_ms >= deadline or self.group_epoch < epoch

    def request_metadata_refresh(self) -> None:
        self.metadata_refresh_deadline = (0, 0)

    def member_subscribed_topics(self, member: ConsumerGroupMember) -> set[str]:
        topics = set(member.subscribed_topic_names)
        if member.regex and member.regex in self.resolved:
            topics |= self.resolved[member.regex].topics
        return topics


def subscription_type(regexes: Counter[str], topics: dict[str, tuple[int, int]],
                      members: int) -> str:
    """HOMOGENEOUS when every member subscribes alike (all by the same names, or all by one
    regex and nothing by name), as Kafka's ConsumerGroup.subscriptionType decides."""
    from kafkasim.broker.group.assignors import HETEROGENEOUS, HOMOGENEOUS

    if not regexes:
        return HOMOGENEOUS if all(by_name == members for by_name, _ in topics.values()) \
            else HETEROGENEOUS
    if next(iter(regexes.values())) != members:
        return HETEROGENEOUS
    for by_name, by_regex in topics.values():
        if by_regex != 1 or by_name > 0:
            return HETEROGENEOUS
    return HOMOGENEOUS


# --- reconciliation of one member --------------------------------------------------------------

def next_assignment(member: ConsumerGroupMember, target_epoch: int, target: TargetAssignment,
                    subscribed_topic_ids: set[uuid.UUID], partition_epoch,
                    owned: list[tuple[uuid.UUID, list[int]]] | None,
                    subscription_changed: bool) -> ConsumerGroupMember:
    """Kafka's CurrentAssignmentBuilder.build: the member after one reconciliation step.

    `partition_epoch(topic id, partition)` is the epoch at which some member currently holds
    the partition (-1: nobody); `owned` the partitions the member reported (None when the
    request did not say)."""
    builder = _Reconciler(member, target_epoch, target, subscribed_topic_ids, partition_epoch,
                          owned)
    state = member.state
    if state == MemberState.STABLE:
        if member.member_epoch != target_epoch:
            return builder.compute(member.member_epoch)
        if subscription_changed:
            return builder.update_current(member.member_epoch)
        return member
    if state == MemberState.UNREVOKED_PARTITIONS:
        if builder.owns_any(member.pending_revocation):
            if subscription_changed:
                return builder.update_current(member.member_epoch)
            return member
        return builder.compute(member.member_epoch)
    if state == MemberState.UNRELEASED_PARTITIONS:
        return builder.compute(member.member_epoch)
    if owned is not None and not owned:
        return builder.compute(target_epoch)
    raise GroupError(ErrorCode.FENCED_MEMBER_EPOCH,
                     "The consumer group member is in a unknown state. The member must abandon "
                     "all its partitions and rejoin.")


class _Reconciler:
    def __init__(self, member, target_epoch, target, subscribed, partition_epoch, owned):
        self.member = member
        self.target_epoch = target_epoch
        self.target = target
        self.subscribed = subscribed
        self.partition_epoch = partition_epoch
        self.owned = owned

    def owns_any(self, partitions: PartitionEpochs) -> bool:
        """Whether the member still reports owning one of `partitions` (True when it did not
        report what it owns)."""
        if self.owned is None:
            return True
        for topic_id, owned in self.owned:
            pending = partitions.get(topic_id, {})
            if any(p in pending for p in owned):
                return True
        return False

    def update_current(self, epoch: int) -> ConsumerGroupMember:
        """The subscription changed: partitions of topics no longer subscribed move to the
        pending revocation at once, without waiting for a new target."""
        member = self.member
        assigned = member.assigned
        pending = member.pending_revocation
        if not self.subscribed and not pending:
            new_assigned: PartitionEpochs = {}
            new_pending = assigned
        else:
            new_assigned = assigned
            new_pending = pending
            for topic_id, partitions in assigned.items():
                if topic_id not in self.subscribed:
                    if new_assigned is assigned:
                        new_assigned = dict(assigned)
                        new_pending = {t: dict(p) for t, p in pending.items()}
                    del new_assigned[topic_id]
                    new_pending.setdefault(topic_id, {}).update(partitions)
        if new_assigned is assigned:
            return member
        if new_pending and self.owns_any(new_pending):
            return member.with_epoch(epoch, state=MemberState.UNREVOKED_PARTITIONS,
                                     assigned=new_assigned, pending_revocation=new_pending)
        return member.with_epoch(epoch, assigned=new_assigned)

    def compute(self, epoch: int) -> ConsumerGroupMember:
        member = self.member
        unreleased = False
        new_assigned: PartitionEpochs = {}
        new_pending: PartitionEpochs = {}
        to_assign: dict[uuid.UUID, set[int]] = {}
        for topic_id in set(self.target) | set(member.assigned):
            target = self.target.get(topic_id, frozenset())
            if topic_id not in self.subscribed:
                target = frozenset()
            current = member.assigned.get(topic_id, {})
            kept = {p: e for p, e in current.items() if p in target}
            revoke = {p: e for p, e in current.items() if p not in kept}
            pending_assign = set(target) - set(kept)
            held_elsewhere = {p for p in pending_assign
                              if self.partition_epoch(topic_id, p) != -1
                              and p not in member.pending_revocation.get(topic_id, {})}
            if held_elsewhere:
                unreleased = True
                pending_assign -= held_elsewhere
            if kept:
                new_assigned[topic_id] = kept
            if revoke:
                new_pending[topic_id] = revoke
            if pending_assign:
                to_assign[topic_id] = pending_assign
        if new_pending and self.owns_any(new_pending):
            return member.with_epoch(epoch, state=MemberState.UNREVOKED_PARTITIONS,
                                     assigned=new_assigned, pending_revocation=new_pending)
        for topic_id, partitions in to_assign.items():
            epochs = new_assigned.setdefault(topic_id, {})
            for partition in partitions:
                epochs[partition] = self.target_epoch
        state = MemberState.UNRELEASED_PARTITIONS if unreleased else MemberState.STABLE
        return member.with_epoch(self.target_epoch, state=state, assigned=new_assigned,
                                 pending_revocation={})


def random_member_id() -> str:
    """A new member id as Kafka makes one (Uuid.randomUuid().toString()): URL-safe base64 of
    16 random bytes, unpadded."""
    return base64.urlsafe_b64encode(uuid.uuid4().bytes).decode().rstrip("=")
