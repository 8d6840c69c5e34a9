"""Server-side partition assignors of KIP-848 consumer groups: `uniform` and `range`.

An assignor gets a `GroupSpec` (every member's subscribed topic ids, instance id and current
target assignment; whether all members subscribe alike) and a topic describer (partition
counts), and returns a target assignment per member: topic id -> set of partitions.

The behaviour is Apache Kafka 4.3's (`UniformAssignor`, `RangeAssignor` of the group
coordinator), including the order in which Kafka walks members and topics: its Java hash maps.
That order decides which members get the extra partitions, so kafkasim reproduces it
(`java_map_order`): an assignment made here is the one Kafka makes for the same member ids.

- `uniform`, homogeneous subscriptions: sticky. Each member keeps up to its quota (total /
  members, one more for the first `total % members` members in map order; a member with
  nothing to keep lets a later member take the extra partition), the rest are handed out in
  map order.
- `uniform`, heterogeneous subscriptions: sticky too; unassigned partitions go to the least
  loaded subscriber, topics with the most partitions per subscriber first, then partitions move
  from the most to the least loaded subscribers of each topic until no two differ by more than
  one (at most 16 rounds).
- `range`: members sorted (static members by instance id first, then by member id), each topic
  cut into contiguous ranges, the first `partitions % subscribers` members getting one more.
  Not sticky.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

Assignment = dict[uuid.UUID, set[int]]

HOMOGENEOUS = "homogeneous"
HETEROGENEOUS = "heterogeneous"


class PartitionAssignorError(Exception):
    """The assignor cannot assign (Kafka's PartitionAssignorException)."""


# --- Java's hash orders ----------------------------------------------------------------------

def java_string_hash(text: str) -> int:
    value = 0
    data = text.encode("utf-16-be")
    for index in range(0, len(data), 2):
        value = (31 * value + ((data[index] << 8) | data[index + 1])) & 0xFFFFFFFF
    return value


def java_uuid_hash(value: uuid.UUID) -> int:
    bits = value.int
    hilo = (bits >> 64) ^ (bits & 0xFFFFFFFFFFFFFFFF)
    return ((hilo >> 32) ^ hilo) & 0xFFFFFFFF


def java_int_hash(value: int) -> int:
    return value & 0xFFFFFFFF


def _capacity(size: int) -> int:
    capacity = 16
    while size > capacity * 3 // 4:
        capacity *= 2
    return capacity


def java_map_order(keys: Iterable, hash_of: Callable[[object], int]) -> list:
    """`keys` (in insertion order) in the order a java.util.HashMap holding them iterates:
    by bucket (the spread hash masked by the table size), ties in insertion order."""
    keys = list(keys)
    mask = _capacity(len(keys)) - 1

    def bucket(key) -> int:
        h = hash_of(key)
        return (h ^ (h >> 16)) & mask

    return [k for _, _, k in sorted((bucket(k), i, k) for i, k in enumerate(keys))]


def string_order(keys: Iterable[str]) -> list[str]:
    return java_map_order(keys, java_string_hash)


def uuid_order(keys: Iterable[uuid.UUID]) -> list[uuid.UUID]:
    return java_map_order(keys, java_uuid_hash)


def int_order(keys: Iterable[int]) -> list[int]:
    return java_map_order(keys, java_int_hash)


def _uuid_compare_key(value: uuid.UUID) -> tuple[int, int]:
    """Kafka's Uuid.compareTo: most then least significant bits, as signed longs."""
    def signed(v: int) -> int:
        return v - (1 << 64) if v >= (1 << 63) else v

    return signed(value.int >> 64), signed(value.int & 0xFFFFFFFFFFFFFFFF)


# --- the spec --------------------------------------------------------------------------------

@dataclass
class MemberSpec:
    subscribed_topic_ids: set[uuid.UUID]
    instance_id: str | None
    assignment: Assignment  # the member's current target assignment


@dataclass
class GroupSpec:
    members: dict[str, MemberSpec]  # in Java HashMap order (see `ordered`)
    subscription_type: str
    # (topic id, partition) of the current target assignment -> member id
    assigned: Mapping[tuple[uuid.UUID, int], str] = field(default_factory=dict)

    @staticmethod
    def ordered(members: dict[str, MemberSpec], subscription_type: str,
                assigned: Mapping[tuple[uuid.UUID, int], str]) -> GroupSpec:
        """A spec whose member order is the HashMap order Kafka's TargetAssignmentBuilder
        gives (`members` in insertion order)."""
        return GroupSpec({m: members[m] for m in string_order(members)}, subscription_type,
                         assigned)


TopicDescriber = Callable[[uuid.UUID], int]  # topic id -> partitions, -1 when unknown


def assign(name: str, spec: GroupSpec, partitions_of: TopicDescriber) -> dict[str, Assignment]:
    if not spec.members:
        return {}
    if name == "range":
        return _range(spec, partitions_of)
    if spec.subscription_type == HOMOGENEOUS:
        return _uniform_homogeneous(spec, partitions_of)
    return _UniformHeterogeneous(spec, partitions_of).build()


ASSIGNORS = ("uniform", "range")


# --- uniform, homogeneous --------------------------------------------------------------------

def _uniform_homogeneous(spec: GroupSpec, partitions_of: TopicDescriber) -> dict[str, Assignment]:
    member_ids = list(spec.members)
    topics = set(spec.members[member_ids[0]].subscribed_topic_ids)
    if not topics:
        return {}
    unassigned: list[tuple[uuid.UUID, int]] = []
    total = 0
    for topic_id in uuid_order(topics):
        count = partitions_of(topic_id)
        if count == -1:
            raise PartitionAssignorError(
                f"Members are subscribed to topic {topic_id} which doesn't exist in the topic "
                "metadata.")
        unassigned.extend((topic_id, p) for p in range(count)
                          if (topic_id, p) not in spec.assigned)
        total += count
    minimum, extra = divmod(total, len(member_ids))
    result: dict[str, Assignment] = {}
    unfilled: list[tuple[str, int]] = []
    for index, member_id in enumerate(member_ids):
        old = spec.members[member_id].assignment
        new = {t: set(p) for t, p in old.items()}
        quota = minimum
        has_extra = extra > 0
        if has_extra:
            quota += 1
        for topic_id in uuid_order(old):
            owned = old[topic_id]
            if topic_id not in topics:
                del new[topic_id]
                continue
            if len(owned) <= quota:
                quota -= len(owned)
                continue
            for partition in int_order(owned):
                if quota > 0:
                    quota -= 1
                else:
                    new[topic_id].discard(partition)
                    if not new[topic_id]:
                        del new[topic_id]
                    unassigned.append((topic_id, partition))
        # A member that could not use its extra partition leaves it to a later member, as
        # long as enough members remain to take the extra partitions.
        if quota > 0 and has_extra and len(member_ids) - index > extra:
            quota -= 1
            has_extra = False
        if quota > 0:
            unfilled.append((member_id, quota))
        if has_extra:
            extra -= 1
        result[member_id] = new
    position = 0
    for member_id, quota in unfilled:
        assignment = result[member_id]
        for _ in range(quota):
            if position >= len(unassigned):
                break
            topic_id, partition = unassigned[position]
            position += 1
            assignment.setdefault(topic_id, set()).add(partition)
    if position < len(unassigned):
        raise PartitionAssignorError("Partitions were left unassigned")
    return result


# --- uniform, heterogeneous ------------------------------------------------------------------

class _UniformHeterogeneous:
    MAX_ITERATIONS = 16

    def __init__(self, spec: GroupSpec, partitions_of: TopicDescriber) -> None:
        self.spec = spec
        self.partitions_of = partitions_of
        self.member_ids = list(spec.members)
        self.index_of = {m: i for i, m in enumerate(self.member_ids)}
        self.subscribers: dict[uuid.UUID, list[int]] = {}
        self.sizes = [0] * len(self.member_ids)
        self.result: dict[str, Assignment] = {}
        for index, member_id in enumerate(self.member_ids):
            for topic_id in uuid_order(spec.members[member_id].subscribed_topic_ids):
                if partitions_of(topic_id) == -1:
                    raise PartitionAssignorError(
                        f"Members are subscribed to topic {topic_id} which doesn't exist in the "
                        "topic metadata.")
                self.subscribers.setdefault(topic_id, []).append(index)
        self.owners = {t: [-1] * partitions_of(t) for t in self.subscribers}

    def topic_key(self, topic_id: uuid.UUID):
        count = self.partitions_of(topic_id)
        subscribers = len(self.subscribers[topic_id])
        return (-count / subscribers, subscribers, _uuid_compare_key(topic_id))

    def member_key(self, index: int):
        return (self.sizes[index], index)

    def build(self) -> dict[str, Assignment]:
        if not self.subscribers:
            return {}
        for member_id in self.member_ids:
            index = self.index_of[member_id]
            spec = self.spec.members[member_id]
            new: Assignment = {}
            for topic_id, partitions in spec.assignment.items():
                if topic_id in spec.subscribed_topic_ids:
                    new[topic_id] = set(partitions)
                    self.sizes[index] += len(partitions)
                    for partition in partitions:
                        self.owners[topic_id][partition] = index
            self.result[member_id] = new
        unassigned = {t: [p for p, owner in enumerate(owners) if owner == -1]
                      for t, owners in self.owners.items()}
        for topic_id in sorted((t for t, p in unassigned.items() if p), key=self.topic_key):
            balancer = _Balancer(self)
            balancer.initialize(self.subscribers[topic_id])
            for partition in unassigned[topic_id]:
                self.move(topic_id, partition, balancer.next_least_loaded())
        self.balance()
        return self.result

    def balance(self) -> None:
        topics = sorted((t for t, s in self.subscribers.items() if len(s) >= 2), key=self.topic_key)
        if not topics:
            return
        last = -1
        balancer = _Balancer(self)
        for _ in range(self.MAX_ITERATIONS):
            for index, topic_id in enumerate(topics):
                if index == last:
                    return
                moved = self.balance_topic(topic_id, balancer)
                if moved > 0 or last == -1:
                    last = index

    def balance_topic(self, topic_id: uuid.UUID, balancer: _Balancer) -> int:
        moved = 0
        owners = self.owners[topic_id]
        if balancer.initialize(self.subscribers[topic_id]) <= 1:
            return 0
        partitions = sorted(range(len(owners)), key=lambda p: (owners[p], p))
        start: dict[int, int] = {}
        end: dict[int, int] = {}
        for i, partition in enumerate(partitions):
            start.setdefault(owners[partition], i)
            end[owners[partition]] = i + 1
        while not balancer.is_balanced():
            while True:
                most = balancer.next_most_loaded()
                if most == -1:
                    return moved
                if most in end and end[most] - start[most] > 0:
                    break
                balancer.exclude_most_loaded()
            partition = partitions[end[most] - 1]
            end[most] -= 1
            least = balancer.next_least_loaded()
            if balancer.is_balanced():
                return moved
            self.move(topic_id, partition, least)
            moved += 1
        return moved

    def move(self, topic_id: uuid.UUID, partition: int, index: int) -> None:
        old = self.owners[topic_id][partition]
        if old != -1:
            assignment = self.result[self.member_ids[old]]
            assignment[topic_id].discard(partition)
            if not assignment[topic_id]:
                del assignment[topic_id]
            self.sizes[old] -= 1
        self.result[self.member_ids[index]].setdefault(topic_id, set()).add(partition)
        self.owners[topic_id][partition] = index
        self.sizes[index] += 1


class _Balancer:
    """Walks the subscribers of one topic from the least and the most loaded ends (Kafka's
    MemberAssignmentBalancer), over sizes that change as partitions move."""

    def __init__(self, builder: _UniformHeterogeneous) -> None:
        self.builder = builder
        self.sizes = builder.sizes
        self.members: list[int] = []

    def initialize(self, members: list[int]) -> int:
        self.members = sorted(members, key=self.builder.member_key)
        self.least_end = 0
        self.least_count = self.sizes[self.members[0]] - 1
        self.next_least = 0
        self.most_start = self.most_end = len(self.members)
        self.most_count = self.sizes[self.members[-1]] + 1
        self.next_most = len(self.members) - 1
        return self.sizes[self.members[-1]] - self.sizes[self.members[0]]

    def next_least_loaded(self) -> int:
        if self.next_least >= self.least_end:
            self.least_count += 1
            while (self.least_end < len(self.members)
                   and self.sizes[self.members[self.least_end]] == self.least_count):
                self.least_end += 1
            self.next_least = 0
        member = self.members[self.next_least]
        self.next_least += 1
        return member

    def next_most_loaded(self) -> int:
        if self.next_most < self.most_start:
            if self.most_end <= self.most_start and self.most_start > 0:
                self.most_count = self.sizes[self.members[self.most_start - 1]]
            else:
                self.most_count -= 1
            while self.most_start > 0 and self.sizes[self.members[self.most_start - 1]] == self.most_count:
                self.most_start -= 1
            self.next_most = self.most_end - 1
        if self.next_most < 0:
            return -1
        member = self.members[self.next_most]
        self.next_most -= 1
        return member

    def exclude_most_loaded(self) -> None:
        index = self.next_most + 1
        self.members[index], self.members[self.most_end - 1] = \
            self.members[self.most_end - 1], self.members[index]
        self.most_end -= 1

    def is_balanced(self) -> bool:
        return self.most_count - self.least_count <= 1


# --- range -----------------------------------------------------------------------------------

def _range(spec: GroupSpec, partitions_of: TopicDescriber) -> dict[str, Assignment]:
    def sort_key(member_id: str):
        instance = spec.members[member_id].instance_id
        return (0, _java_compare_key(instance)) if instance is not None \
            else (1, _java_compare_key(member_id))

    members = sorted(spec.members, key=sort_key)
    counts: dict[uuid.UUID, list[int]] = {}  # topic -> [partitions, subscribers, next, extra]
    if spec.subscription_type == HOMOGENEOUS:
        topics = uuid_order(spec.members[members[0]].subscribed_topic_ids)
        for topic_id in topics:
            counts[topic_id] = [partitions_of(topic_id), len(members)]
    else:
        for member_id in members:
            for topic_id in uuid_order(spec.members[member_id].subscribed_topic_ids):
                counts.setdefault(topic_id, [partitions_of(topic_id), 0])[1] += 1
    for entry in counts.values():
        if entry[0] == -1:
            raise PartitionAssignorError("Member is subscribed to a non-existent topic")
        minimum, extra = divmod(entry[0], entry[1])
        entry[1:] = [minimum, extra, 0]
    result: dict[str, Assignment] = {}
    for member_id in members:
        assignment: Assignment = {}
        topics = counts if spec.subscription_type == HOMOGENEOUS else \
            uuid_order(spec.members[member_id].subscribed_topic_ids)
        for topic_id in topics:
            count, minimum, extra, start = counts[topic_id]
            quota = minimum
            if extra > 0:
                quota += 1
                counts[topic_id][2] = extra - 1
            end = min(start + quota, count)
            counts[topic_id][3] = end
            if start < end:
                assignment[topic_id] = set(range(start, end))
        result[member_id] = assignment
    return result


def _java_compare_key(text: str) -> tuple[int, ...]:
    """String.compareTo order: UTF-16 code units."""
    data = text.encode("utf-16-be")
    return tuple((data[i] << 8) | data[i + 1] for i in range(0, len(data), 2))
