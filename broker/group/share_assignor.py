"""Kafka's share-group assignor, `simple` (SimpleAssignor, KIP-932): balance first, then
stickiness, and a partition may be shared by several members.

For the members subscribed to a topic set, with P assignable partitions and M members, each
partition is wanted by `ceil(M / P)` members ("desired sharing") and each member is given its
share of `desired sharing * P` assignments, spread as evenly as integers allow. Starting from
the current target assignment it drops partitions no longer subscribed, trims members holding
too many and partitions shared too widely, then hands out what is missing to the members still
short, in one pass over the partitions (SimpleHomogeneousAssignmentBuilder). Members with
different subscriptions are assigned topic by topic among the members subscribed to each.

Only assignable partitions are handed out: those whose share-partition state the share
coordinator has initialized. Iteration follows Java's HashMap orders where Kafka's does (member
ids, partitions), so that small groups get the assignments Kafka gives.
"""

from __future__ import annotations

import math
import uuid
from collections.abc import Callable

from kafkasim.broker.group.assignors import java_map_order, java_uuid_hash, string_order

#: member id -> topic id -> partitions
Assignment = dict[str, dict[uuid.UUID, set[int]]]


def _partition_hash(key: tuple[uuid.UUID, int]) -> int:
    """The hash of Kafka's TopicIdPartition record: 31 * hash(topic id) + partition."""
    return (31 * java_uuid_hash(key[0]) + key[1]) & 0xFFFFFFFF


def assign(subscriptions: dict[str, set[uuid.UUID]], current: Assignment,
           assignable: Callable[[uuid.UUID], list[int]]) -> Assignment:
    """The new target assignment: member id -> topic id -> partitions. `subscriptions` gives
    each member's subscribed topic ids, `current` the current target, `assignable(topic)` the
    partitions that may be assigned."""
    members = string_order(subscriptions)
    if not members:
        return {}
    result: Assignment = {m: {} for m in members}
    by_subscription: dict[frozenset[uuid.UUID], list[str]] = {}
    for member in members:
        by_subscription.setdefault(frozenset(subscriptions[member]), []).append(member)
    if len(by_subscription) == 1:
        groups = [(next(iter(by_subscription)), members)]
    else:
        # Heterogeneous: each topic among the members subscribed to it.
        topics = {t for s in by_subscription for t in s}
        groups = [(frozenset({t}), [m for m in members if t in subscriptions[m]])
                  for t in sorted(topics, key=str)]
    for topics, subscribers in groups:
        partial = _homogeneous(topics, subscribers, current, assignable)
        for member, held in partial.items():
            for topic_id, partitions in held.items():
                if partitions:
                    result[member].setdefault(topic_id, set()).update(partitions)
    return result


def _homogeneous(topics: frozenset[uuid.UUID], members: list[str], current: Assignment,
                 assignable: Callable[[uuid.UUID], list[int]]) -> Assignment:
    targets = [(t, p) for t in topics for p in assignable(t)]
    count = len(members)
    sharing = math.ceil(count / len(targets)) if targets else 0
    precise = sharing * len(targets) / count
    desired = [math.ceil(precise * (i + 1)) - math.ceil(precise * i) for i in range(count)]
    assignment: Assignment = {}
    by_partition: dict[tuple[uuid.UUID, int], list[str]] = {}
    by_member: dict[str, list[tuple[uuid.UUID, int]]] = {m: [] for m in members}
    unfilled: list[str] = []
    overfilled: list[str] = []
    assignable_now = set(targets)
    for index, member in enumerate(members):
        held = {t: set(p) for t, p in current.get(member, {}).items() if t in topics}
        assignment[member] = held
        for topic_id, partitions in held.items():
            for partition in sorted(partitions):
                key = (topic_id, partition)
                if key not in assignable_now:
                    partitions.discard(partition)
                    continue
                by_partition.setdefault(key, []).append(member)
                by_member[member].append(key)
        if len(by_member[member]) < desired[index]:
            unfilled.append(member)
        elif len(by_member[member]) > desired[index]:
            overfilled.append(member)
    for member in overfilled:
        want = desired[members.index(member)]
        # Kafka walks the member's partitions as a HashSet of TopicIdPartition iterates.
        for key in java_map_order(list(by_member[member]), _partition_hash):
            if len(by_member[member]) <= want:
                break
            by_member[member].remove(key)
            assignment[member][key[0]].discard(key[1])
            by_partition[key].remove(member)
    for key in java_map_order(list(by_partition), _partition_hash):
        holders = by_partition[key]
        while len(holders) > sharing:
            member = holders.pop(0)
            assignment[member][key[0]].discard(key[1])
            by_member[member].remove(key)
            if member not in unfilled:
                unfilled.append(member)
    for key in targets:
        by_partition.setdefault(key, [])
    position = 0
    for key in java_map_order(list(by_partition), _partition_hash):
        if not unfilled:
            break
        holders = by_partition[key]
        missing = sharing - len(holders)
        tried = 0
        while missing > 0 and unfilled and tried < len(unfilled):
            position %= len(unfilled)
            member = unfilled[position]
            if member in holders:
                position += 1
                tried += 1
                continue
            assignment[member].setdefault(key[0], set()).add(key[1])
            by_member[member].append(key)
            holders.append(member)
            missing -= 1
            tried = 0
            if len(by_member[member]) >= desired[members.index(member)]:
                unfilled.pop(position)
            else:
                position += 1
    return assignment
