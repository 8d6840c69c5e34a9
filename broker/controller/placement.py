"""Replica placement: Kafka's rack-aware assignment (AdminUtils.assignReplicasToBrokers).

With racks on every broker, brokers are first arranged rack-alternated (a1, b1, c1, a2, b2, ...)
so consecutive first replicas land on different racks, and each further replica skips brokers
whose rack already holds a replica while a rack without one remains. The first replica of
partition p is broker (start + p) mod n, which spreads leaders round-robin; the shift of the
following replicas grows every n partitions so followers spread too. When some broker has no
rack, the rack-unaware variant of the same algorithm is used (Kafka's RackAwareMode.Safe).

Kafka picks the start index at random; here the caller passes it (the controller rotates it per
topic), so placements are reproducible in tests.
"""

from __future__ import annotations


class PlacementError(ValueError):
    """The requested replication cannot be met by the available brokers."""


def assign_replicas(
    brokers: dict[int, str | None],
    partitions: int,
    replication_factor: int,
    start_index: int = 0,
    start_partition: int = 0,
) -> dict[int, list[int]]:
    """Map partition id -> replica list for `partitions` partitions numbered from
    `start_partition`, over `brokers` (node id -> rack). Raises PlacementError when the
    replication factor exceeds the number of brokers."""
    if replication_factor <= 0:
        raise PlacementError("Replication factor must be larger than 0.")
    if replication_factor > len(brokers):
        raise PlacementError(
            f"Unable to replicate the partition {replication_factor} time(s): The target "
            f"replication factor of {replication_factor} cannot be reached because only "
            f"{len(brokers)} broker(s) are registered."
        )
    if partitions <= 0:
        return {}
    if all(rack is not None for rack in brokers.values()):
        return _rack_aware(brokers, partitions, replication_factor, start_index, start_partition)
    return _rack_unaware(sorted(brokers), partitions, replication_factor, start_index,
                         start_partition)


def _replica_index(first_replica_index: int, second_replica_shift: int, replica_index: int,
                   broker_count: int) -> int:
    shift = 1 + (second_replica_shift + replica_index) % (broker_count - 1)
    return (first_replica_index + shift) % broker_count


def _rack_unaware(broker_ids: list[int], partitions: int, replication_factor: int,
                  start_index: int, start_partition: int) -> dict[int, list[int]]:
    count = len(broker_ids)
    start_index %= count
    next_replica_shift = start_index
    assignment: dict[int, list[int]] = {}
    for partition in range(start_partition, start_partition + partitions):
        if partition > 0 and partition % count == 0:
            next_replica_shift += 1
        first = (partition + start_index) % count
        replicas = [broker_ids[first]]
        for j in range(replication_factor - 1):
            replicas.append(broker_ids[_replica_index(first, next_replica_shift, j, count)])
        assignment[partition] = replicas
    return assignment


def rack_alternated(brokers: dict[int, str | None]) -> list[int]:
    """Brokers ordered rack by rack in turn (racks sorted, brokers sorted within a rack)."""
    by_rack: dict[str, list[int]] = {}
    for node_id in sorted(brokers):
        by_rack.setdefault(brokers[node_id] or "", []).append(node_id)
    racks = sorted(by_rack)
    iterators = {rack: iter(by_rack[rack]) for rack in racks}
    result: list[int] = []
    rack_index = 0
    while len(result) < len(brokers):
        node_id = next(iterators[racks[rack_index]], None)
        if node_id is not None:
            result.append(node_id)
        rack_index = (rack_index + 1) % len(racks)
    return result


def _rack_aware(brokers: dict[int, str | None], partitions: int, replication_factor: int,
                start_index: int, start_partition: int) -> dict[int, list[int]]:
    arranged = rack_alternated(brokers)
    count = len(arranged)
    rack_count = len(set(brokers.values()))
    start_index %= count
    next_replica_shift = start_index
    assignment: dict[int, list[int]] = {}
    for partition in range(start_partition, start_partition + partitions):
        if partition > 0 and partition % count == 0:
            next_replica_shift += 1
        first = (partition + start_index) % count
        leader = arranged[first]
        replicas = [leader]
        racks_with_replicas = {brokers[leader]}
        brokers_with_replicas = {leader}
        k = 0
        for _ in range(replication_factor - 1):
            while True:
                candidate = arranged[_replica_index(first, next_replica_shift * rack_count, k,
                                                    count)]
                rack = brokers[candidate]
                k += 1
                # Skip a broker whose rack already has a replica while some rack has none, and a
                # broker that already has a replica while some broker has none.
                if ((rack not in racks_with_replicas or len(racks_with_replicas) == rack_count)
                        and (candidate not in brokers_with_replicas
                             or len(brokers_with_replicas) == count)):
                    replicas.append(candidate)
                    racks_with_replicas.add(rack)
                    brokers_with_replicas.add(candidate)
                    break
        assignment[partition] = replicas
    return assignment
