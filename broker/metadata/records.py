"""Metadata change records: how they are built, encoded, and replayed onto a MetadataImage.

The controller never edits its image directly: it builds records, appends them to the metadata
log and replays them with `apply_records`, exactly as every broker does with the records it
pulls. One replay function for both sides keeps the controller's image and the brokers' images
identical by construction (KRaft's replay design).

Each record is a JSON object with a `type`:

- `cluster`            cluster_id (the first record of a log)
- `register_broker`    node_id, host, port, rack, incarnation_id, epoch (brokers register fenced),
                       listeners {name: [host, port]} when a broker has more than one
- `fence_broker` / `unfence_broker`   node_id
- `topic`              name, topic_id, configs (explicitly set topic configs only)
- `partition`          topic_id, partition, replicas, isr, leader, leader_epoch, partition_epoch
- `partition_change`   topic_id, partition, and the new leader, leader_epoch, isr, replicas,
                       adding_replicas, removing_replicas, eligible_leader_replicas,
                       last_known_elr, partition_epoch (all present: a change record states
                       the whole result; Kafka's PartitionChangeRecord; logs written before
                       the KIP-966 fields replay them as empty)
- `remove_topic`       topic_id
- `scram_credential`   user, mechanism, and the credential: salt, stored_key, server_key
                       (base64), iterations; credential null removes it (Kafka's
                       UserScramCredentialRecord / RemoveUserScramCredentialRecord)
- `feature_level`      name, level: a finalized feature level (Kafka's FeatureLevelRecord;
                       broker/metadata/features.py)
- `client_quota`       entity [[type, name or null for the default], ...], key, and value (a
                       float; null removes the key; Kafka's ClientQuotaRecord)
- `acl`                id, resource_type, resource_name, pattern_type, principal, host,
                       operation, permission (Kafka's AccessControlEntryRecord)
- `remove_acl`         id (Kafka's RemoveAccessControlEntryRecord)
"""

from __future__ import annotations

import json
import uuid
from dataclasses import replace

from kafkasim.broker.metadata.client_quotas import QuotaEntity
from kafkasim.broker.metadata.image import (
    BrokerInfo,
    MetadataDelta,
    MetadataImage,
    PartitionInfo,
    TopicInfo,
)
from kafkasim.broker.security.acl import AclBinding


def encode_record(record: dict) -> bytes:
    """The bytes stored as a record value in the metadata log."""
    return json.dumps(record, separators=(",", ":"), sort_keys=True).encode()


def decode_record(value: bytes | memoryview) -> dict:
    return json.loads(bytes(value))


# --- builders ------------------------------------------------------------------------------


def cluster_record(cluster_id: str) -> dict:
    return {"type": "cluster", "cluster_id": cluster_id}


def register_broker_record(node_id: int, host: str, port: int, rack: str | None,
                           incarnation_id: uuid.UUID, epoch: int,
                           listeners: dict[str, tuple[str, int]] | None = None) -> dict:
    record = {"type": "register_broker", "node_id": node_id, "host": host, "port": port,
              "rack": rack, "incarnation_id": str(incarnation_id), "epoch": epoch}
    if listeners:
        record["listeners"] = {name: [h, p] for name, (h, p) in listeners.items()}
    return record


def fence_broker_record(node_id: int) -> dict:
    return {"type": "fence_broker", "node_id": node_id}


def unfence_broker_record(node_id: int) -> dict:
    return {"type": "unfence_broker", "node_id": node_id}


def topic_record(name: str, topic_id: uuid.UUID, configs: dict[str, str]) -> dict:
    return {"type": "topic", "name": name, "topic_id": str(topic_id), "configs": dict(configs)}


def partition_record(topic_id: uuid.UUID, partition: int, replicas: list[int], isr: list[int],
                     leader: int, leader_epoch: int = 0, partition_epoch: int = 0) -> dict:
    return {"type": "partition", "topic_id": str(topic_id), "partition": partition,
            "replicas": list(replicas), "isr": list(isr), "leader": leader,
            "leader_epoch": leader_epoch, "partition_epoch": partition_epoch}


def partition_change_record(current: PartitionInfo, *, leader: int | None = None,
                            isr: list[int] | None = None,
                            replicas: list[int] | None = None,
                            adding_replicas: list[int] | None = None,
                            removing_replicas: list[int] | None = None,
                            eligible_leader_replicas: list[int] | None = None,
                            last_known_elr: list[int] | None = None) -> dict:
    """A change of `current` (None: a field unchanged): the partition epoch always moves on;
    the leader epoch moves on when the leader changes or a replica leaves the assignment
    (Kafka's PartitionChangeBuilder, without the pre-3.6 bump on ISR shrink; the bump fences
    the removed replica)."""
    new_leader = current.leader if leader is None else leader
    new_replicas = list(current.replicas if replicas is None else replicas)
    removed = any(replica not in new_replicas for replica in current.replicas)
    return {
        "type": "partition_change",
        "topic_id": str(current.topic_id),
        "partition": current.partition,
        "leader": new_leader,
        "leader_epoch": current.leader_epoch + (1 if new_leader != current.leader or removed
                                                else 0),
        "isr": list(current.isr if isr is None else isr),
        "replicas": new_replicas,
        "adding_replicas": list(current.adding_replicas if adding_replicas is None
                                else adding_replicas),
        "removing_replicas": list(current.removing_replicas if removing_replicas is None
                                  else removing_replicas),
        "eligible_leader_replicas": list(current.eligible_leader_replicas
                                         if eligible_leader_replicas is None
                                         else eligible_leader_replicas),
        "last_known_elr": list(current.last_known_elr if last_known_elr is None
                               else last_known_elr),
        "partition_epoch": current.partition_epoch + 1,
    }


def scram_credential_record(user: str, mechanism: str, credential: dict | None) -> dict:
    return {"type": "scram_credential", "user": user, "mechanism": mechanism,
            "credential": credential}


def feature_level_record(name: str, level: int) -> dict:
    return {"type": "feature_level", "name": name, "level": level}
def acl_record(acl_id: str, acl: AclBinding) -> dict:
    return {"type": "acl", "id": acl_id, **acl.as_record()}


def remove_acl_record(acl_id: str) -> dict:
    return {"type": "remove_acl", "id": acl_id}


def client_quota_record(entity: QuotaEntity, key: str, value: float | None) -> dict:
    """Kafka's ClientQuotaRecord: `key` of `entity` set to `value`, or removed (None)."""
    return {"type": "client_quota", "entity": entity.to_record(), "key": key, "value": value}


def remove_topic_record(topic_id: uuid.UUID) -> dict:
    return {"type": "remove_topic", "topic_id": str(topic_id)}


def config_record(resource_type: int, resource_name: str, name: str, value: str | None) -> dict:
    """Kafka's ConfigRecord: one key of a topic (type 2), broker (type 4, name "" for the
    cluster-wide default), client-metrics subscription (16) or group (32) set to `value`, or
    deleted (None)."""
    return {"type": "config", "resource_type": resource_type, "resource_name": resource_name,
            "name": name, "value": value}


# --- replay --------------------------------------------------------------------------------


class DeltaBuilder:
    """Collects what a batch of records changed, for one MetadataDelta."""

    def __init__(self):
        self.changed: dict[tuple[uuid.UUID, int], PartitionInfo] = {}
        self.deleted: list[TopicInfo] = []
        self.brokers_changed = False
        self.configs_changed = False
        # Client-metrics resources whose configs changed (they are not part of the delta the
        # replica manager gets).
        self.client_metrics_changed: set[str] = set()

    def build(self, version: int) -> MetadataDelta:
        return MetadataDelta(list(self.changed.values()), self.deleted, self.brokers_changed,
                             version, self.configs_changed)

    @property
    def empty(self) -> bool:
        return not (self.changed or self.deleted or self.brokers_changed or self.configs_changed)


def apply_records(image: MetadataImage, records: list[tuple[int, dict]],
                  delta: DeltaBuilder | None = None) -> None:
    """Replay `(offset, record)` pairs onto `image` in order; `image.version` becomes the last
    offset. Records at or below the image's version are skipped (a fetch that starts inside a
    batch gets the whole batch back)."""
    delta = delta if delta is not None else DeltaBuilder()
    for offset, record in records:
        if offset <= image.version:
            continue
        _APPLY[record["type"]](image, record, delta)
        image.version = offset


def _apply_cluster(image: MetadataImage, record: dict, delta: DeltaBuilder) -> None:
    image.cluster_id = record["cluster_id"]


def _apply_register_broker(image: MetadataImage, record: dict, delta: DeltaBuilder) -> None:
    image.brokers[record["node_id"]] = BrokerInfo(
        node_id=record["node_id"], host=record["host"], port=record["port"], rack=record["rack"],
        fenced=True, incarnation_id=uuid.UUID(record["incarnation_id"]), epoch=record["epoch"],
        listeners={name: (h, p) for name, (h, p) in record.get("listeners", {}).items()},
    )
    delta.brokers_changed = True


def _apply_fence(image: MetadataImage, record: dict, delta: DeltaBuilder) -> None:
    info = image.brokers.get(record["node_id"])
    if info is not None:
        image.brokers[info.node_id] = replace(info, fenced=True)
        delta.brokers_changed = True


def _apply_unfence(image: MetadataImage, record: dict, delta: DeltaBuilder) -> None:
    info = image.brokers.get(record["node_id"])
    if info is not None:
        image.brokers[info.node_id] = replace(info, fenced=False)
        delta.brokers_changed = True


def _apply_topic(image: MetadataImage, record: dict, delta: DeltaBuilder) -> None:
    topic = TopicInfo(record["name"], uuid.UUID(record["topic_id"]), {}, dict(record["configs"]))
    image.topics[topic.name] = topic
    image.topics_by_id[topic.topic_id] = topic


def _apply_partition(image: MetadataImage, record: dict, delta: DeltaBuilder) -> None:
    topic = image.topics_by_id[uuid.UUID(record["topic_id"])]
    info = PartitionInfo(
        topic=topic.name, topic_id=topic.topic_id, partition=record["partition"],
        replicas=list(record["replicas"]), isr=list(record["isr"]), leader=record["leader"],
        leader_epoch=record["leader_epoch"], partition_epoch=record["partition_epoch"],
    )
    topic.partitions[info.partition] = info
    delta.changed[(topic.topic_id, info.partition)] = info


def _apply_partition_change(image: MetadataImage, record: dict, delta: DeltaBuilder) -> None:
    topic = image.topics_by_id[uuid.UUID(record["topic_id"])]
    current = topic.partitions[record["partition"]]
    info = replace(
        current, replicas=list(record["replicas"]), isr=list(record["isr"]),
        leader=record["leader"], leader_epoch=record["leader_epoch"],
        partition_epoch=record["partition_epoch"],
        offline_replicas=list(current.offline_replicas),
        eligible_leader_replicas=list(record.get("eligible_leader_replicas", ())),
        last_known_elr=list(record.get("last_known_elr", ())),
        adding_replicas=list(record.get("adding_replicas", ())),
        removing_replicas=list(record.get("removing_replicas", ())),
    )
    topic.partitions[info.partition] = info
    delta.changed[(topic.topic_id, info.partition)] = info


def _apply_remove_topic(image: MetadataImage, record: dict, delta: DeltaBuilder) -> None:
    topic = image.topics_by_id.pop(uuid.UUID(record["topic_id"]), None)
    if topic is None:
        return
    image.topics.pop(topic.name, None)
    for key in [key for key in delta.changed if key[0] == topic.topic_id]:
        del delta.changed[key]
    delta.deleted.append(topic)


def _apply_config(image: MetadataImage, record: dict, delta: DeltaBuilder) -> None:
    if record["resource_type"] == _TOPIC_RESOURCE:
        topic = image.topics.get(record["resource_name"])
        if topic is None:
            return
        configs = topic.configs
    elif record["resource_type"] == _GROUP_RESOURCE:
        configs = image.group_configs.setdefault(record["resource_name"], {})
    elif record["resource_type"] == _CLIENT_METRICS_RESOURCE:
        _apply_client_metrics_config(image, record, delta)
        return
    else:
        configs = image.broker_configs.setdefault(record["resource_name"], {})
    if record["value"] is None:
        configs.pop(record["name"], None)
    else:
        configs[record["name"]] = record["value"]
    delta.configs_changed = True


def _apply_client_metrics_config(image: MetadataImage, record: dict, delta: DeltaBuilder
                                 ) -> None:
    name = record["resource_name"]
    configs = image.client_metrics.setdefault(name, {})
    if record["value"] is None:
        configs.pop(record["name"], None)
        if not configs:
            del image.client_metrics[name]
    else:
        configs[record["name"]] = record["value"]
    delta.client_metrics_changed.add(name)


def _apply_scram_credential(image: MetadataImage, record: dict, delta: DeltaBuilder) -> None:
    user, mechanism, credential = record["user"], record["mechanism"], record["credential"]
    if credential is None:
        mechanisms = image.scram_credentials.get(user, {})
        mechanisms.pop(mechanism, None)
        if not mechanisms:
            image.scram_credentials.pop(user, None)
    else:
        image.scram_credentials.setdefault(user, {})[mechanism] = dict(credential)


def _apply_feature_level(image: MetadataImage, record: dict, delta: DeltaBuilder) -> None:
    image.features[record["name"]] = record["level"]
def _apply_acl(image: MetadataImage, record: dict, delta: DeltaBuilder) -> None:
    image.acls[record["id"]] = AclBinding.from_record(record)
    image.acls_version += 1


def _apply_remove_acl(image: MetadataImage, record: dict, delta: DeltaBuilder) -> None:
    image.acls.pop(record["id"], None)
    image.acls_version += 1


def _apply_client_quota(image: MetadataImage, record: dict, delta: DeltaBuilder) -> None:
    image.client_quotas.apply(QuotaEntity.from_record(record["entity"]), record["key"],
                              record["value"])


_TOPIC_RESOURCE = 2
_CLIENT_METRICS_RESOURCE = 16
_GROUP_RESOURCE = 32

_APPLY = {
    "config": _apply_config,
    "cluster": _apply_cluster,
    "register_broker": _apply_register_broker,
    "fence_broker": _apply_fence,
    "unfence_broker": _apply_unfence,
    "topic": _apply_topic,
    "partition": _apply_partition,
    "partition_change": _apply_partition_change,
    "remove_topic": _apply_remove_topic,
    "scram_credential": _apply_scram_credential,
    "feature_level": _apply_feature_level,
    "client_quota": _apply_client_quota,
    "acl": _apply_acl,
    "remove_acl": _apply_remove_acl,
}
