"""Replica selectors (KIP-392): which replica a consumer should fetch a partition from.

A selector is a plugin named by import path in the broker setting `replica.selector.class`
(Kafka's `ReplicaSelector` interface). It is an object with

    select(topic_partition: TopicPartition, client_metadata: ClientMetadata,
           partition_view: PartitionView) -> int | None

returning the broker id of the preferred read replica, or None for "no preference" (the
leader serves). Optional `configure(configs: dict[str, str])` (called once with the broker's
settings, as Kafka calls `configure(config.originals())`) and `close()` (at broker stop).

Names accepted in `replica.selector.class`:
- empty (the default): no selector; consumers always read from the leader. This is Kafka's
  default (`replica.selector.class` is null, `ReplicaManager.replicaSelectorOpt` is None).
- `org.apache.kafka.common.replica.RackAwareReplicaSelector` (the only selector Kafka ships
  today) or `rack-aware`: `RackAwareReplicaSelector` below.
- `org.apache.kafka.common.replica.LeaderSelector` (the KIP's name for the default),
  `org.apache.kafka.common.replica.LeaderReplicaSelector` (the class's name in Kafka 2.4), or
  `leader`: `LeaderSelector` below.
- any dotted import path of our own, `package.module.Name` or `package.module:Name`; a class is
  instantiated without arguments, any other object is used as is.

The view handed to a selector is Kafka's (ReplicaManager.findPreferredReadReplica): only
in-sync replicas that hold the fetch offset (log start <= offset <= log end offset as last
reported to the leader), plus the leader itself; Kafka restricted selection to the ISR after
KIP-392 so that a lagging follower is never chosen. Whatever a selector answers, the broker
never reports the leader as preferred (it answers with the data instead), and ignores an answer
outside the view.
"""

from __future__ import annotations

import pkgutil
from collections.abc import Mapping
from dataclasses import dataclass
from typing import NamedTuple, Protocol


@dataclass(frozen=True, slots=True)
class TopicPartition:
    topic: str
    partition: int


class ClientMetadata(NamedTuple):
    """What the broker knows about the fetching client (Kafka's ClientMetadata). A NamedTuple:
    made for each consumer fetch, it costs less than a frozen dataclass."""

    rack_id: str  # Fetch v11+ RackId; "" when the client set no client.rack
    client_id: str
    address: str  # the client's IP address as the broker sees it
    listener_name: str = "PLAINTEXT"


@dataclass(frozen=True, slots=True)
class ReplicaView:
    """One replica as the leader sees it (Kafka's ReplicaView)."""

    broker_id: int
    rack: str | None
    log_end_offset: int
    # Milliseconds since the replica last caught up with the leader's log end; 0 for the leader.
    time_since_last_caught_up_ms: int

    def most_caught_up_key(self) -> tuple[int, int, int]:
        """Sort key of Kafka's `ReplicaView.comparator()`: highest log end offset first, then
        the most recently caught up, then the highest broker id (a deterministic tie break)."""
        return (self.log_end_offset, -self.time_since_last_caught_up_ms, self.broker_id)


@dataclass(frozen=True, slots=True)
class PartitionView:
    """The replicas a selector may choose from (Kafka's PartitionView)."""

    leader: ReplicaView
    replicas: tuple[ReplicaView, ...]  # eligible replicas, the leader included
    isr: tuple[int, ...]  # the partition's in-sync replicas (leader included)


class ReplicaSelector(Protocol):
    def select(self, topic_partition: TopicPartition, client_metadata: ClientMetadata,
               partition_view: PartitionView) -> int | None: ...


class LeaderSelector:
    """Always the leader (KIP-392's LeaderSelector)."""

    def select(self, topic_partition: TopicPartition, client_metadata: ClientMetadata,
               partition_view: PartitionView) -> int | None:
        return partition_view.leader.broker_id


class RackAwareReplicaSelector:
    """Kafka's RackAwareReplicaSelector: a client with a rack reads from a replica in its rack.

    Among the in-sync replicas whose broker rack equals the client's rack id, the leader when it
    is one of them, else the most caught-up one (`ReplicaView.most_caught_up_key`). A client
    without a rack, or in a rack with no such replica, reads from the leader.
    """

    def select(self, topic_partition: TopicPartition, client_metadata: ClientMetadata,
               partition_view: PartitionView) -> int | None:
        leader = partition_view.leader
        rack = client_metadata.rack_id
        if not rack:
            return leader.broker_id
        in_sync = set(partition_view.isr) | {leader.broker_id}
        same_rack = [replica for replica in partition_view.replicas
                     if replica.rack == rack and replica.broker_id in in_sync]
        if not same_rack:
            return leader.broker_id
        if any(replica.broker_id == leader.broker_id for replica in same_rack):
            return leader.broker_id
        return max(same_rack, key=ReplicaView.most_caught_up_key).broker_id


# Kafka's class names (and short names) of the selectors built in here.
BUILT_IN: dict[str, type] = {
    "org.apache.kafka.common.replica.RackAwareReplicaSelector": RackAwareReplicaSelector,
    "org.apache.kafka.common.replica.LeaderSelector": LeaderSelector,
    "org.apache.kafka.common.replica.LeaderReplicaSelector": LeaderSelector,
    "rack-aware": RackAwareReplicaSelector,
    "leader": LeaderSelector,
}


def load_replica_selector(name: str | None, configs: Mapping[str, str] | None = None
                          ) -> ReplicaSelector | None:
    """The selector named by `name` (a `replica.selector.class` value), configured with
    `configs`; None for an empty name. Raises ValueError when the name cannot be loaded, as a
    Kafka broker refuses to start with an unknown class."""
    name = (name or "").strip()
    if not name:
        return None
    target = BUILT_IN.get(name)
    if target is None:
        if "." not in name and ":" not in name:
            raise ValueError(f"replica.selector.class {name!r} is not an import path")
        try:
            # A plugin named by import path (`package.module.Class` or `package.module:Class`),
            # as Kafka loads the class named by the setting.
            target = pkgutil.resolve_name(name)
        except (ImportError, AttributeError, ValueError) as error:
            raise ValueError(f"replica.selector.class {name!r} cannot be loaded: {error}") from error
    selector = target() if isinstance(target, type) else target
    if not callable(getattr(selector, "select", None)):
        raise ValueError(f"replica.selector.class {name!r} has no select method")
    configure = getattr(selector, "configure", None)
    if callable(configure):
        configure(dict(configs or {}))
    return selector
