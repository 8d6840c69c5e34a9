"""The cluster metadata a node holds: brokers, topics, partitions, with a version.

The controller owns the authoritative image and appends every change to its metadata log;
each broker applies the log's records in order (pulled over the Kafka protocol) and so holds a
copy whose `version` is the offset of the last record applied. Everything here is plain data:
no I/O, no awaits.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field

from kafkasim.broker.metadata.client_quotas import ClientQuotasImage
from kafkasim.broker.security.acl import AclBinding


@dataclass(slots=True)
class BrokerInfo:
    node_id: int
    host: str
    port: int
    rack: str | None
    fenced: bool = False
    # Incarnation id from BrokerRegistration: a restarted broker registers anew.
    incarnation_id: uuid.UUID = field(default_factory=lambda: uuid.UUID(int=0))
    epoch: int = -1
    # Every listener it registered, name -> (host, port); `host`/`port` are the first's.
    listeners: dict[str, tuple[str, int]] = field(default_factory=dict)

    def endpoint(self, listener_name: str | None) -> tuple[str, int]:
        """Where clients of `listener_name` reach this broker: that listener's endpoint,
        else the first listener's (a request on a listener this broker lacks; Kafka would
        answer LISTENER_NOT_FOUND, which cannot arise while every broker opens the same
        listeners)."""
        return self.listeners.get(listener_name) or (self.host, self.port)


@dataclass(slots=True)
class PartitionInfo:
    topic: str
    topic_id: uuid.UUID
    partition: int
    replicas: list[int]
    isr: list[int]
    leader: int  # -1 when no leader is available
    leader_epoch: int
    partition_epoch: int
    offline_replicas: list[int] = field(default_factory=list)
    # KIP-966: replicas that left the ISR while it was below min.insync.replicas and may still
    # lead (they hold every committed record), and the last leader of a partition whose ISR
    # emptied (broker/controller/partitions.py).
    eligible_leader_replicas: list[int] = field(default_factory=list)
    last_known_elr: list[int] = field(default_factory=list)
    # An ongoing reassignment (KIP-455): `replicas` holds the target replicas first, then those
    # being removed; the adding ones join the ISR before the reassignment completes.
    adding_replicas: list[int] = field(default_factory=list)
    removing_replicas: list[int] = field(default_factory=list)

    @property
    def reassigning(self) -> bool:
        return bool(self.adding_replicas or self.removing_replicas)

    @property
    def target_replicas(self) -> list[int]:
        """The replicas the partition will have once its reassignment completes."""
        return [r for r in self.replicas if r not in self.removing_replicas]


@dataclass(slots=True)
class TopicInfo:
    name: str
    topic_id: uuid.UUID
    partitions: dict[int, PartitionInfo] = field(default_factory=dict)
    configs: dict[str, str] = field(default_factory=dict)


@dataclass(slots=True)
class MetadataImage:
    cluster_id: str = ""
    controller_id: int = -1
    version: int = -1  # offset of the last metadata record applied
    brokers: dict[int, BrokerInfo] = field(default_factory=dict)
    topics: dict[str, TopicInfo] = field(default_factory=dict)
    topics_by_id: dict[uuid.UUID, TopicInfo] = field(default_factory=dict)
    # Dynamic broker configs by resource name: "" cluster-wide, else a broker id.
    broker_configs: dict[str, dict[str, str]] = field(default_factory=dict)
    # Group configs (GROUP resources, KIP-848/KIP-932) by group id.
    group_configs: dict[str, dict[str, str]] = field(default_factory=dict)
    # Client-metrics subscriptions (CLIENT_METRICS resources, KIP-714) by name; a resource
    # whose last config is deleted is gone.
    client_metrics: dict[str, dict[str, str]] = field(default_factory=dict)
    # SCRAM credentials: user -> mechanism name -> {salt, stored_key, server_key, iterations}.
    scram_credentials: dict[str, dict[str, dict]] = field(default_factory=dict)
    # Finalized feature levels by name (KIP-584; broker/metadata/features.py).
    features: dict[str, int] = field(default_factory=dict)
    # Client quotas by entity (broker/metadata/client_quotas.py).
    client_quotas: ClientQuotasImage = field(default_factory=ClientQuotasImage)
    # ACLs by id (Kafka's AccessControlEntryRecords), and a count of changes to them that
    # only grows (the authorizer indexes them again when it moves).
    acls: dict[str, AclBinding] = field(default_factory=dict)
    acls_version: int = -1

    def feature_level(self, name: str) -> int:
        """The finalized level of feature `name` (0 when the metadata holds none)."""
        return self.features.get(name, 0)

    def acl_state(self) -> tuple[int, dict[str, AclBinding]]:
        """The ACLs with the version of their last change (what the authorizer reads)."""
        return self.acls_version, self.acls

    def partition(self, topic: str, partition: int) -> PartitionInfo | None:
        info = self.topics.get(topic)
        return None if info is None else info.partitions.get(partition)

    def live_brokers(self) -> list[BrokerInfo]:
        return [b for b in self.brokers.values() if not b.fenced]

    def is_alive(self, node_id: int) -> bool:
        """True when `node_id` is registered and not fenced (eligible to lead and to be in ISRs)."""
        info = self.brokers.get(node_id)
        return info is not None and not info.fenced


@dataclass(slots=True)
class MetadataDelta:
    """What one applied batch of metadata records changed; handed to
    `ReplicaManager.on_metadata_update` after the image already reflects it.

    PartitionInfo objects are replaced, never mutated, on every change: a reader that keeps the
    old object keeps a consistent snapshot, and `changed_partitions` holds the new objects.
    Partitions of topics deleted in the same batch are not listed as changed.
    """

    changed_partitions: list[PartitionInfo] = field(default_factory=list)
    deleted_topics: list[TopicInfo] = field(default_factory=list)
    brokers_changed: bool = False
    version: int = -1  # the image version after the batch
    configs_changed: bool = False  # topic or dynamic broker configs
