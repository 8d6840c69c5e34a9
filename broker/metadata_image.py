"""The cluster metadata a node holds: brokers, topics, partitions, with a version.

The controller owns the authoritative image and appends every change to its metadata log;
each broker applies the log's records in order (pulled over the Kafka protocol) and so holds a
copy whose `version` is the offset of the last record applied. Everything here is plain data:
no I/O, no awaits.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field


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
    eligible_leader_replicas: list[int] = field(default_factory=list)


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

    def partition(self, topic: str, partition: int) -> PartitionInfo | None:
        info = self.topics.get(topic)
        return None if info is None else info.partitions.get(partition)

    def live_brokers(self) -> list[BrokerInfo]:
        return [b for b in self.brokers.values() if not b.fenced]
