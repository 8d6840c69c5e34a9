"""Partition leadership and ISR changes, decided by the controller (KRaft's
ReplicationControlManager and PartitionChangeBuilder, as facts, not code).

Every function here reads the controller's image and returns metadata records; none mutates
anything, so the caller appends and replays the records as one operation.

Election rules (PartitionChangeBuilder):
- A replica may lead when its broker is registered and unfenced (and it is not the broker being
  removed); a clean leader must also be in the target ISR.
- The current leader stays while it may lead. Otherwise the first replica, in assignment order,
  that may lead wins. A preferred election tries the first assigned replica first.
- Unclean election (topic config `unclean.leader.election.enable`, or ElectLeaders type 1) falls
  back to the first live replica outside the ISR; the ISR then becomes just that leader.
- Removing the last ISR member keeps it in the ISR (with no leader): it holds every committed
  record and is elected again when it returns.
- The leader epoch moves on only when the leader changes; the partition epoch on every change.
"""

from __future__ import annotations

from collections.abc import Iterable

from kafkasim.broker.config.settings import Config
from kafkasim.broker.config.topics import resolve
from kafkasim.broker.metadata.image import MetadataImage, PartitionInfo, TopicInfo
from kafkasim.broker.metadata.records import partition_change_record

NO_LEADER = -1
ONLINE = "online"
PREFERRED = "preferred"
UNCLEAN = "unclean"


def unclean_enabled(topic: TopicInfo, config: Config) -> bool:
    """The topic's effective `unclean.leader.election.enable`."""
    return resolve("unclean.leader.election.enable", topic.configs, config)[0] == "true"


def change_partition(
    image: MetadataImage,
    partition: PartitionInfo,
    target_isr: list[int],
    election: str = ONLINE,
    broker_to_remove: int = NO_LEADER,
    broker_to_add: int = NO_LEADER,
) -> dict | None:
    """The partition_change record for moving `partition` to `target_isr` and electing a
    leader under `election`, or None when nothing would change."""

    def acceptable(replica: int) -> bool:
        # broker_to_add is still fenced in the image while its unfencing is being decided.
        return replica != broker_to_remove and (replica == broker_to_add
                                                or image.is_alive(replica))

    def valid(replica: int) -> bool:
        return replica in target_isr and acceptable(replica)

    leader, unclean = _elect(partition, election, valid, acceptable)
    if unclean:
        new_isr = [leader]
    elif target_isr:
        new_isr = list(target_isr)
    else:
        new_isr = list(partition.isr)  # never empty the ISR (see module docstring)
    if leader == partition.leader and new_isr == partition.isr:
        return None
    return partition_change_record(partition, leader=leader, isr=new_isr)


def _elect(partition: PartitionInfo, election: str, valid, acceptable) -> tuple[int, bool]:
    replicas = partition.replicas
    if election == PREFERRED:
        if valid(replicas[0]):
            return replicas[0], False
        if valid(partition.leader):
            return partition.leader, False
        return next((r for r in replicas[1:] if valid(r)), NO_LEADER), False
    if valid(partition.leader):
        return partition.leader, False
    leader = next((r for r in replicas if valid(r)), NO_LEADER)
    if leader != NO_LEADER:
        return leader, False
    if election == UNCLEAN:
        leader = next((r for r in replicas if acceptable(r)), NO_LEADER)
        if leader != NO_LEADER:
            return leader, True
    return NO_LEADER, False


def _partitions(image: MetadataImage) -> Iterable[tuple[TopicInfo, PartitionInfo]]:
    for topic in image.topics.values():
        for partition in topic.partitions.values():
            yield topic, partition


def remove_broker(image: MetadataImage, config: Config, broker_id: int) -> list[dict]:
    """Records that take `broker_id` out of every ISR and leadership (it was fenced, timed
    out, or is shutting down), electing new leaders where needed."""
    records = []
    for topic, partition in _partitions(image):
        if broker_id not in partition.isr and partition.leader != broker_id:
            continue
        election = UNCLEAN if unclean_enabled(topic, config) else ONLINE
        target_isr = [r for r in partition.isr if r != broker_id]
        record = change_partition(image, partition, target_isr, election,
                                  broker_to_remove=broker_id)
        if record is not None:
            records.append(record)
    return records


def elect_for_returning_broker(image: MetadataImage, config: Config, broker_id: int) -> list[dict]:
    """Records that give leaderless partitions a leader now that `broker_id` is unfenced."""
    records = []
    for topic, partition in _partitions(image):
        if partition.leader != NO_LEADER or broker_id not in partition.replicas:
            continue
        election = UNCLEAN if unclean_enabled(topic, config) else ONLINE
        record = change_partition(image, partition, partition.isr, election,
                                  broker_to_add=broker_id)
        if record is not None:
            records.append(record)
    return records


def elect_leadership(image: MetadataImage, partition: PartitionInfo,
                     unclean: bool) -> tuple[str, dict | None]:
    """ElectLeaders for one partition: ("none" | "not_needed" | "not_available", record).

    Preferred: not needed when the first replica already leads; not available when no change
    results. Unclean: not needed while there is a leader; a clean leader from the ISR is still
    preferred over an unclean one.
    """
    if unclean:
        if partition.leader != NO_LEADER:
            return "not_needed", None
        record = change_partition(image, partition, partition.isr, UNCLEAN)
    else:
        if partition.leader == partition.replicas[0]:
            return "not_needed", None
        record = change_partition(image, partition, partition.isr, PREFERRED)
    return ("none", record) if record is not None else ("not_available", None)


# --- harness operations (Cluster.move_leader, unclean_election, set_replicas) ----------------


class PartitionChangeError(ValueError):
    """A requested leadership or assignment change the partition's state does not allow."""


def move_leadership(image: MetadataImage, partition: PartitionInfo, to: int) -> dict | None:
    """The record making `to` the leader, cleanly: it must be a replica in the ISR on an
    unfenced broker (what a preferred election after a reassignment achieves in Kafka). None
    when `to` leads already."""
    if to == partition.leader:
        return None
    if to not in partition.replicas:
        raise PartitionChangeError(f"broker {to} is not a replica of "
                                   f"{partition.topic}-{partition.partition} "
                                   f"(replicas {partition.replicas})")
    if to not in partition.isr:
        raise PartitionChangeError(f"broker {to} is not in the ISR {partition.isr}: a clean "
                                   f"election needs an in-sync replica (see unclean_election)")
    if not image.is_alive(to):
        raise PartitionChangeError(f"broker {to} is fenced or not registered")
    return partition_change_record(partition, leader=to)


def unclean_leadership(image: MetadataImage, partition: PartitionInfo,
                       to: int | None = None) -> dict:
    """The record of an unclean election: `to` (default: the first live replica other than
    the current leader, preferring one outside the ISR) leads in a new epoch with an ISR of
    itself alone, whatever its log holds, as Kafka's unclean election does when the ISR is
    gone. Records only the old ISR had are then truncated away on the other replicas (KIP-320
    diverging epochs)."""
    alive = [r for r in partition.replicas if r != partition.leader and image.is_alive(r)]
    if to is None:
        outside = [r for r in alive if r not in partition.isr]
        if not (outside or alive):
            raise PartitionChangeError(f"{partition.topic}-{partition.partition} has no live "
                                       f"replica besides its leader {partition.leader}")
        to = (outside or alive)[0]
    if to not in partition.replicas:
        raise PartitionChangeError(f"broker {to} is not a replica of "
                                   f"{partition.topic}-{partition.partition}")
    if to == partition.leader:
        raise PartitionChangeError(f"broker {to} leads {partition.topic}-"
                                   f"{partition.partition} already")
    if not image.is_alive(to):
        raise PartitionChangeError(f"broker {to} is fenced or not registered")
    return partition_change_record(partition, leader=to, isr=[to])


def reassign_replicas(image: MetadataImage, partition: PartitionInfo,
                      replicas: list[int]) -> dict | None:
    """The record giving `partition` the replica list `replicas` at once (no catch-up phase):
    the ISR keeps its members that stay; a new replica joins it after catching up, as any
    follower does; a removed replica deletes its copy. The leader stays when it stays a
    replica, else the first remaining in-sync replica leads; with none, the first live new
    replica leads uncleanly."""
    if not replicas or len(set(replicas)) != len(replicas):
        raise PartitionChangeError("replicas must be a non-empty list of distinct broker ids")
    unknown = [r for r in replicas if r not in image.brokers]
    if unknown:
        raise PartitionChangeError(f"unknown broker(s) {unknown}")
    if replicas == partition.replicas:
        return None
    isr = [r for r in partition.isr if r in replicas]
    leader = partition.leader if partition.leader in replicas else NO_LEADER
    if leader == NO_LEADER:
        leader = next((r for r in isr if image.is_alive(r)), NO_LEADER)
    if leader == NO_LEADER:
        leader = next((r for r in replicas if image.is_alive(r)), NO_LEADER)
        isr = [leader] if leader != NO_LEADER else isr
    return partition_change_record(partition, leader=leader, isr=isr or list(partition.isr),
                                   replicas=list(replicas))
