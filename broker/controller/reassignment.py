"""Partition reassignment (KIP-455) decided by the controller (Kafka's
ReplicationControlManager.alterPartitionReassignments, PartitionReassignmentReplicas and
PartitionReassignmentRevert, as facts, not code).

A reassignment moves a partition to a target replica list in stages:
1. one partition_change record puts the target replicas first and the replicas being removed
   after them in `replicas`, and names `adding_replicas` (target - current) and
   `removing_replicas` (current - target). Brokers of the adding replicas create empty
   followers, which fetch from the leader (and, for a tiered topic, bootstrap from the remote
   tier, KIP-405/KIP-1023);
2. once the ISR holds every target replica (checked at each ISR change the leader asks for),
3. a second record drops the removed replicas from `replicas` and the ISR and clears both lists;
   a leader outside the target gives way to the first target replica in the ISR, and the leader
   epoch moves on (fencing the removed replicas).
A reassignment whose ISR already suits the target completes in one record. `Replicas` null
cancels an ongoing reassignment: the adding replicas go, the removed ones stay
(NO_REASSIGNMENT_IN_PROGRESS when there is none; INVALID_REPLICA_ASSIGNMENT when the revert
would need an unclean election that the topic does not allow).

Every function reads the controller's image and returns records; none mutates anything.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from kafkasim.broker.config.settings import Config
from kafkasim.broker.controller.partitions import (
    ONLINE,
    UNCLEAN,
    PartitionChange,
    unclean_enabled,
)
from kafkasim.broker.metadata.image import MetadataImage, PartitionInfo
from kafkasim.protocol.errors import ErrorCode


@dataclass(slots=True)
class ReassignmentResult:
    partition: int
    error_code: int = ErrorCode.NONE
    error_message: str | None = None


class ReassignmentError(Exception):
    def __init__(self, code: int, message: str) -> None:
        super().__init__(message)
        self.code = code


def alter_reassignments(image: MetadataImage, config: Config, topics: list,
                        allow_replication_factor_change: bool = True
                        ) -> tuple[list[tuple[str, list[ReassignmentResult]]], list[dict]]:
    """AlterPartitionReassignments for `topics` (ReassignableTopic objects): the results per
    topic, and the records to append as one batch. Without
    `allow_replication_factor_change` (v1, KIP-860) a target of another size than the
    partition's replicas is refused with INVALID_REPLICATION_FACTOR."""
    results = []
    records: list[dict] = []
    for topic in topics:
        partition_results = []
        for wanted in topic.partitions:
            result = ReassignmentResult(wanted.partition_index)
            try:
                record = _alter_one(image, config, topic.name, wanted.partition_index,
                                    wanted.replicas, allow_replication_factor_change)
            except ReassignmentError as error:
                result.error_code, result.error_message = error.code, str(error)
            else:
                if record is not None:
                    records.append(record)
            partition_results.append(result)
        results.append((topic.name, partition_results))
    return results, records


def _alter_one(image: MetadataImage, config: Config, topic_name: str, index: int,
               replicas: list[int] | None, allow_replication_factor_change: bool
               ) -> dict | None:
    topic = image.topics.get(topic_name)
    if topic is None:
        raise ReassignmentError(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                                f"Unable to find a topic named {topic_name}.")
    partition = topic.partitions.get(index)
    if partition is None:
        raise ReassignmentError(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                                f"Unable to find partition {topic_name}:{index}.")
    if replicas is None:
        return _cancel(image, config, topic, partition)
    _validate_target(image, list(replicas))
    original = [r for r in partition.replicas if r not in partition.adding_replicas]
    if not allow_replication_factor_change and len(replicas) != len(original):
        raise ReassignmentError(ErrorCode.INVALID_REPLICATION_FACTOR,
                                f"The replication factor is changed from {len(original)} to "
                                f"{len(replicas)}")
    return _change(image, config, partition, list(replicas))


def _validate_target(image: MetadataImage, target: list[int]) -> None:
    """Kafka's validateManualPartitionAssignment, as it applies to one partition."""
    if not target:
        raise ReassignmentError(ErrorCode.INVALID_REPLICA_ASSIGNMENT,
                                "The manual partition assignment includes an empty replica list.")
    repeated = [broker for broker, count in Counter(target).items() if count > 1]
    if repeated:
        raise ReassignmentError(ErrorCode.INVALID_REPLICA_ASSIGNMENT,
                                f"The manual partition assignment includes the broker "
                                f"{repeated[0]} more than once.")
    for broker in target:
        if broker not in image.brokers:
            raise ReassignmentError(ErrorCode.INVALID_REPLICA_ASSIGNMENT,
                                    f"The manual partition assignment includes broker {broker}, "
                                    "but no such broker is registered.")
    if not any(image.is_alive(broker) for broker in target):
        raise ReassignmentError(ErrorCode.INVALID_REPLICA_ASSIGNMENT,
                                "All brokers specified in the manual partition assignment for "
                                "partition are fenced or in controlled shutdown.")


def _change(image: MetadataImage, config: Config, partition: PartitionInfo,
            target: list[int]) -> dict | None:
    """Start (or replace) a reassignment to `target`; complete it at once when the ISR
    allows (Kafka's changePartitionReassignment with PartitionChangeBuilder)."""
    current = partition.replicas  # with an ongoing reassignment: its target and removing
    removing = sorted(set(current) - set(target))
    adding = sorted(set(target) - set(current))
    replicas = target + removing
    completed = _complete(image, config, partition, replicas, removing, partition.isr)
    if completed is not None:
        return completed
    return _rebuilt(image, config, partition, partition.isr, replicas, adding, removing)


def _rebuilt(image: MetadataImage, config: Config, partition: PartitionInfo, isr: list[int],
             replicas: list[int], adding: list[int], removing: list[int],
             election: str = ONLINE) -> dict | None:
    """The record giving `partition` these targets; the leader stays while it may lead, else
    the first replica in the ISR leads (partitions.PartitionChange)."""
    change = PartitionChange(image, config, partition, election=election)
    change.target_isr, change.target_replicas = list(isr), list(replicas)
    change.target_adding, change.target_removing = list(adding), list(removing)
    return change.build()


def _complete(image: MetadataImage, config: Config, partition: PartitionInfo,
              replicas: list[int], removing: list[int], isr: list[int]) -> dict | None:
    """The record that finishes a reassignment once `isr` holds every target replica (Kafka's
    maybeCompleteReassignment), or None when it cannot finish yet."""
    new_replicas = [r for r in replicas if r not in removing]
    new_isr = [r for r in isr if r not in removing]
    if not new_replicas or not new_isr or not set(new_replicas) <= set(new_isr):
        return None
    return _rebuilt(image, config, partition, new_isr, new_replicas, [], [])


def isr_change(image: MetadataImage, config: Config, partition: PartitionInfo,
               new_isr: list[int]) -> dict | None:
    """The record for a leader's ISR change (AlterPartition), completing an ongoing
    reassignment when the new ISR holds every target replica."""
    if partition.reassigning:
        completed = _complete(image, config, partition, partition.replicas,
                              partition.removing_replicas, new_isr)
        if completed is not None:
            return completed
    return _rebuilt(image, config, partition, new_isr, partition.replicas,
                    partition.adding_replicas, partition.removing_replicas)


def _cancel(image: MetadataImage, config: Config, topic,
            partition: PartitionInfo) -> dict | None:
    """Revert an ongoing reassignment (Kafka's PartitionReassignmentRevert)."""
    if not partition.reassigning:
        raise ReassignmentError(ErrorCode.NO_REASSIGNMENT_IN_PROGRESS,
                                "No partition reassignment is in progress for this topic or "
                                "partition.")
    replicas = [r for r in partition.replicas if r not in partition.adding_replicas]
    isr = [r for r in partition.isr if r not in partition.adding_replicas]
    if not isr:
        if not unclean_enabled(topic, config):
            raise ReassignmentError(
                ErrorCode.INVALID_REPLICA_ASSIGNMENT,
                f"Unable to revert partition assignment for {topic.name}:{partition.partition} "
                "because it would require an unclean leader election.")
        isr = [replicas[0]]
    # Kafka's cancelPartitionReassignment elects uncleanly where the topic allows it.
    return _rebuilt(image, config, partition, isr, replicas, [], [],
                    UNCLEAN if unclean_enabled(topic, config) else ONLINE)


def list_reassignments(image: MetadataImage, topics: list | None
                       ) -> list[tuple[str, list[PartitionInfo]]]:
    """The ongoing reassignments of `topics` (ListPartitionReassignmentsTopics objects; None:
    every topic); unknown topics and partitions are left out, as Kafka lists them."""
    out = []
    if topics is None:
        wanted = [(topic.name, sorted(topic.partitions)) for topic in image.topics.values()]
    else:
        wanted = [(topic.name, list(topic.partition_indexes)) for topic in topics]
    for name, indexes in wanted:
        topic = image.topics.get(name)
        if topic is None:
            continue
        ongoing = [topic.partitions[i] for i in indexes
                   if i in topic.partitions and topic.partitions[i].reassigning]
        if ongoing:
            out.append((name, ongoing))
    return out
