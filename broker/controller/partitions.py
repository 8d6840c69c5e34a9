"""Partition leadership, ISR and eligible leader replicas, decided by the controller (KRaft's
ReplicationControlManager and PartitionChangeBuilder, as facts, not code).

Every function here reads the controller's image and returns metadata records; none mutates
anything, so the caller appends and replays the records as one operation. `PartitionChange`
is the one place the controller decides a partition's leader, ISR and ELR; every change it
makes goes through it (the harness's own operations at the end state theirs directly).

Election rules (PartitionChangeBuilder):
- A replica may lead when its broker is registered and unfenced (and it is not the broker being
  removed or one that shut down uncleanly); a clean leader must also be in the target ISR, or,
  when the ISR is empty, in the ELR: it then leads with an ISR of itself.
- The current leader stays while it may lead. Otherwise the first replica, in assignment order,
  that may lead wins. A preferred election tries the first assigned replica first.
- With the ISR and ELR both empty, the last known leader (LastKnownElr) leads, as an unclean
  election (KIP-966's balanced recovery), whether or not its broker is up yet.
- Unclean election (topic config `unclean.leader.election.enable`, or ElectLeaders type 1) falls
  back to the first live replica outside the ISR; the ISR then becomes just that leader and the
  ELR and LastKnownElr are cleared.
- The leader epoch moves on only when the leader changes; the partition epoch on every change.

Eligible leader replicas (KIP-966, when `eligible.leader.replicas.version` is 1, as a new Kafka
4.4 cluster finalizes it; `Cluster(features={"eligible.leader.replicas.version": 0})` turns
them off):
- The ISR may become empty: the last member leaving it leaves the partition without a leader.
- While the target ISR is smaller than the topic's effective min.insync.replicas (capped by
  its replication factor), the ELR holds the replicas of the old ISR and ELR that are not in the
  target ISR, less those that shut down uncleanly; at or above it the ELR is cleared.
- LastKnownElr records the leader at the moment the ISR empties, and is cleared once the
  partition has a leader again.
- A change of a topic's min.insync.replicas (of the cluster-wide one: every topic's) empties
  its ELR and LastKnownElr, even when the value stays the same (`clear_elr`).
- A broker that registers again after an unclean shutdown (its PreviousBrokerEpoch is not the
  epoch it had) leaves the ISRs and ELRs it was in; after a clean one it only leaves the ISRs,
  as a fenced broker does.
Without ELR (level 0) the last ISR member stays in the ISR, with no leader, and the ELR is
always empty.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from kafkasim.broker.config.settings import Config
from kafkasim.broker.config.topics import resolve
from kafkasim.broker.metadata.features import ELIGIBLE_LEADER_REPLICAS_VERSION
from kafkasim.broker.metadata.image import MetadataImage, PartitionInfo, TopicInfo
from kafkasim.broker.metadata.records import partition_change_record

NO_LEADER = -1
ONLINE = "online"
PREFERRED = "preferred"
UNCLEAN = "unclean"


def unclean_enabled(topic: TopicInfo, config: Config) -> bool:
    """The topic's effective `unclean.leader.election.enable`."""
    return resolve("unclean.leader.election.enable", topic.configs, config)[0] == "true"


def elr_enabled(image: MetadataImage) -> bool:
    """Whether eligible leader replicas are on: `eligible.leader.replicas.version` 1, the
    level a new Kafka 4.4 cluster finalizes (a metadata log without the feature is at 0)."""
    return image.feature_level(ELIGIBLE_LEADER_REPLICAS_VERSION) >= 1


def effective_min_isr(image: MetadataImage, topic: TopicInfo, config: Config) -> int:
    """Kafka's getTopicEffectiveMinIsr: the topic's min.insync.replicas (its own, else the
    cluster's dynamic default, else the static one), capped by the replication factor of its
    partition 0."""
    value = int(resolve("min.insync.replicas", topic.configs, config, image.broker_configs)[0])
    first = topic.partitions.get(0)
    return min(value, len(first.replicas)) if first is not None else value


class PartitionChange:
    """Kafka's PartitionChangeBuilder for one partition: set the targets, then `build()` the
    partition_change record (None when nothing would change)."""

    def __init__(self, image: MetadataImage, config: Config, partition: PartitionInfo, *,
                 election: str = ONLINE, broker_to_remove: int = NO_LEADER,
                 broker_to_add: int = NO_LEADER, unclean_shutdown: int = NO_LEADER) -> None:
        self.partition = partition
        topic = image.topics_by_id[partition.topic_id]
        self.min_isr = effective_min_isr(image, topic, config)
        self.elr_enabled = elr_enabled(image)
        self.election = election
        self.unclean_shutdown = unclean_shutdown

        def acceptable(replica: int) -> bool:
            # broker_to_add is still fenced in the image while its unfencing is decided.
            return replica not in (broker_to_remove, unclean_shutdown) and (
                replica == broker_to_add or image.is_alive(replica))

        self.acceptable: Callable[[int], bool] = acceptable
        self.target_isr = [r for r in partition.isr if r not in (broker_to_remove,
                                                                  unclean_shutdown)]
        self.target_elr = list(partition.eligible_leader_replicas)
        self.target_replicas = list(partition.replicas)
        self.target_adding = list(partition.adding_replicas)
        self.target_removing = list(partition.removing_replicas)

    def build(self) -> dict | None:
        partition = self.partition
        self._populate_target_elr()
        leader, unclean = self._elect()
        isr: list[int] | None = None  # set when the election decides it
        if leader != partition.leader:
            if leader in self.target_elr:
                # An eligible leader replica leads with an ISR of itself.
                self.target_isr = [leader]
                self.target_elr = [r for r in self.target_elr if r != leader]
            if unclean:
                isr = [leader]
        if isr is not None or not self.elr_enabled:
            self.target_elr = []
        if isr is None and (self.target_isr or self.elr_enabled):
            isr = self.target_isr
        isr = partition.isr if isr is None else isr
        last_known_elr = partition.last_known_elr
        if self.elr_enabled:
            if not isr and partition.isr and partition.last_known_elr != [partition.leader]:
                last_known_elr = [partition.leader]  # the first time it becomes leaderless
            elif leader >= 0 and partition.last_known_elr:
                last_known_elr = []
        if (leader == partition.leader and isr == partition.isr
                and self.target_elr == partition.eligible_leader_replicas
                and last_known_elr == partition.last_known_elr
                and self.target_replicas == partition.replicas
                and self.target_adding == partition.adding_replicas
                and self.target_removing == partition.removing_replicas):
            return None
        return partition_change_record(
            partition, leader=leader, isr=isr, replicas=self.target_replicas,
            adding_replicas=self.target_adding, removing_replicas=self.target_removing,
            eligible_leader_replicas=self.target_elr, last_known_elr=last_known_elr)

    def _populate_target_elr(self) -> None:
        """maybePopulateTargetElr: below the minimum ISR, the old ISR and ELR members outside
        the target ISR (less an uncleanly shut down broker) are eligible; at or above it,
        none are."""
        if not self.elr_enabled:
            return
        if len(self.target_isr) >= self.min_isr:
            self.target_elr = []
            return
        candidates = set(self.target_elr) | set(self.partition.isr)
        self.target_elr = sorted(r for r in candidates if r not in self.target_isr
                                 and r != self.unclean_shutdown)

    def _valid(self, replica: int) -> bool:
        return (replica in self.target_isr or (not self.target_isr
                                               and replica in self.target_elr)) \
            and self.acceptable(replica)

    def _elect(self) -> tuple[int, bool]:
        """(leader, unclean): electPreferredLeader / electAnyLeader."""
        partition = self.partition
        replicas = self.target_replicas
        if self.election == PREFERRED:
            candidates = [replicas[0], partition.leader, *replicas[1:]]
        else:
            candidates = [partition.leader, *replicas]
        leader = next((r for r in candidates if self._valid(r)), NO_LEADER)
        if leader != NO_LEADER:
            return leader, False
        if (self.elr_enabled and not self.target_elr and not self.target_isr
                and len(partition.last_known_elr) == 1):
            return partition.last_known_elr[0], True
        if self.election == UNCLEAN:
            leader = next((r for r in replicas if self.acceptable(r)), NO_LEADER)
            if leader != NO_LEADER:
                return leader, True
        return NO_LEADER, False


def _partitions(image: MetadataImage) -> Iterable[tuple[TopicInfo, PartitionInfo]]:
    for topic in image.topics.values():
        for partition in topic.partitions.values():
            yield topic, partition


def _election(topic: TopicInfo, config: Config) -> str:
    return UNCLEAN if unclean_enabled(topic, config) else ONLINE


def remove_broker(image: MetadataImage, config: Config, broker_id: int) -> list[dict]:
    """Records that take `broker_id` out of every ISR and leadership (it was fenced, timed
    out, is shutting down, or registered again after a clean shutdown), electing new leaders
    where needed and moving it into the ELR where the ISR falls below its minimum
    (handleBrokerFenced)."""
    records = []
    for topic, partition in _partitions(image):
        if broker_id not in partition.isr and partition.leader != broker_id:
            continue
        record = PartitionChange(image, config, partition, election=_election(topic, config),
                                 broker_to_remove=broker_id).build()
        if record is not None:
            records.append(record)
    return records


def unclean_shutdown(image: MetadataImage, config: Config, broker_id: int) -> list[dict]:
    """Records for `broker_id` registering again after an unclean shutdown: it leaves every ISR
    and ELR, since its log may lack what it had acknowledged (handleBrokerShutdown with an
    unclean shutdown, KIP-966). Without ELR it leaves the ISRs as a fenced broker does."""
    if not elr_enabled(image):
        return remove_broker(image, config, broker_id)
    records = []
    for topic, partition in _partitions(image):
        if broker_id not in partition.isr and broker_id not in partition.eligible_leader_replicas:
            continue
        record = PartitionChange(image, config, partition, election=_election(topic, config),
                                 unclean_shutdown=broker_id).build()
        if record is not None:
            records.append(record)
    return records


def clear_elr(image: MetadataImage, topic_name: str | None) -> list[dict]:
    """Records that empty the ELR and LastKnownElr of every partition of `topic_name` (of every
    topic when None) that has either, after its min.insync.replicas changed (Kafka's
    ClearElrRecord, which the controller appends after such a config record; the partition
    epoch moves on, the leader epoch does not)."""
    if not elr_enabled(image):
        return []
    topics = image.topics.values() if topic_name is None else filter(
        None, [image.topics.get(topic_name)])
    return [partition_change_record(partition, eligible_leader_replicas=[], last_known_elr=[])
            for topic in topics for partition in topic.partitions.values()
            if partition.eligible_leader_replicas or partition.last_known_elr]


def elect_for_returning_broker(image: MetadataImage, config: Config, broker_id: int) -> list[dict]:
    """Records that give leaderless partitions a leader now that `broker_id` is unfenced
    (handleBrokerUnfenced, over every leaderless partition): an ISR member, an eligible leader
    replica when the ISR is empty, or, uncleanly where the topic allows it, any replica."""
    records = []
    for topic, partition in _partitions(image):
        if partition.leader != NO_LEADER:
            continue
        record = PartitionChange(image, config, partition, election=_election(topic, config),
                                 broker_to_add=broker_id).build()
        if record is not None:
            records.append(record)
    return records


def elect_leadership(image: MetadataImage, config: Config, partition: PartitionInfo,
                     unclean: bool) -> tuple[str, dict | None]:
    """ElectLeaders for one partition: ("none" | "not_needed" | "not_available", record).

    Preferred: not needed when the first replica already leads; not available when no change
    results. Unclean: not needed while there is a leader; a clean leader from the ISR (or the
    ELR) is still preferred over an unclean one.
    """
    if unclean and partition.leader != NO_LEADER:
        return "not_needed", None
    if not unclean and partition.leader == partition.replicas[0]:
        return "not_needed", None
    record = PartitionChange(image, config, partition,
                             election=UNCLEAN if unclean else PREFERRED).build()
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
    return partition_change_record(partition, leader=to, isr=[to], eligible_leader_replicas=[],
                                   last_known_elr=[])


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
    return partition_change_record(
        partition, leader=leader, isr=isr or list(partition.isr), replicas=list(replicas),
        eligible_leader_replicas=[r for r in partition.eligible_leader_replicas
                                  if r in replicas])
