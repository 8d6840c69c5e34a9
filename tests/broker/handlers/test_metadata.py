"""Metadata v0-13 from brokers, over TCP with our connection and with kafka-python."""

from __future__ import annotations

import uuid

import pytest

from kafkasim.broker.cluster import Cluster
from kafkasim.protocol.codec import ZERO_UUID
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.metadata import MetadataRequest, MetadataRequestTopic
from tests.helpers.cluster import TEST_CLUSTER_CONFIG

OMITTED = -2147483648
# kafka-python 3 loads its schemas with importlib.resources' legacy read_text.
KAFKA_PYTHON_WARNINGS = pytest.mark.filterwarnings(
    "ignore:(read|open)_text is deprecated:DeprecationWarning")

# Kafka's AclEntry.supportedOperations as bit fields (AclOperation codes): TOPIC READ 3, WRITE 4,
# CREATE 5, DELETE 6, ALTER 7, DESCRIBE 8, DESCRIBE_CONFIGS 10, ALTER_CONFIGS 11; CLUSTER
# CREATE, ALTER, DESCRIBE, CLUSTER_ACTION 9, DESCRIBE_CONFIGS, ALTER_CONFIGS, IDEMPOTENT_WRITE 12.
TOPIC_OPERATIONS = sum(1 << code for code in (3, 4, 5, 6, 7, 8, 10, 11))
CLUSTER_OPERATIONS = sum(1 << code for code in (5, 7, 8, 9, 10, 11, 12))


async def metadata(broker, topics=None, version=12, *, ids=None, **fields):
    if topics is None and ids is None:
        wanted = None
    else:
        wanted = [MetadataRequestTopic(name=name) for name in topics or []]
        wanted += [MetadataRequestTopic(name=None, topic_id=i) for i in ids or []]
    connection = await KafkaConnection.connect(broker.host, broker.port)
    try:
        request = MetadataRequest(topics=wanted, **fields)
        if version >= 4 and "allow_auto_topic_creation" not in fields:
            request.allow_auto_topic_creation = False
        return await connection.send(request, version)
    finally:
        await connection.close()


@pytest.mark.parametrize("version", range(0, 14))
async def test_every_version_describes_brokers_and_topics(cluster, version):
    """Verifies Metadata at every version 0-13: brokers (racks from v1), cluster id (v2+),
    topic ids (v10+), leader epochs (v7+), replicas and ISR of a created topic."""
    topic = await cluster.create_topic("all-versions", partitions=2, replication_factor=3)
    response = await metadata(cluster.brokers[1], ["all-versions"], version)
    assert {b.node_id for b in response.brokers} == {1, 2, 3}
    if version >= 1:
        assert {b.rack for b in response.brokers} == {"a", "b", "c"}
        assert response.controller_id in (1, 2, 3)
    if version >= 2:
        assert response.cluster_id == cluster.controller.cluster_id
    (entry,) = response.topics
    assert entry.error_code == ErrorCode.NONE and entry.name == "all-versions"
    assert entry.topic_id == (topic.topic_id if version >= 10 else ZERO_UUID)
    for partition in entry.partitions:
        info = topic.partitions[partition.partition_index]
        assert partition.leader_id == info.leader
        assert partition.replica_nodes == info.replicas
        assert partition.isr_nodes == info.isr
        assert partition.leader_epoch == (info.leader_epoch if version >= 7 else -1)


async def test_null_empty_and_v0_topic_lists(cluster):
    """Verifies Kafka's topic-list rules: v1+ null lists all topics and empty lists none; v0's
    empty list lists all."""
    await cluster.create_topic("listed", partitions=1, replication_factor=1)
    broker = cluster.brokers[2]
    assert [t.name for t in (await metadata(broker, None, 9)).topics] == ["listed"]
    assert (await metadata(broker, [], 9)).topics == []
    assert [t.name for t in (await metadata(broker, [], 0)).topics] == ["listed"]


async def test_unknown_topic_without_auto_creation(cluster):
    """Verifies that an unknown topic gets UNKNOWN_TOPIC_OR_PARTITION when the request
    disallows auto-creation (v4+ AllowAutoTopicCreation false)."""
    response = await metadata(cluster.brokers[1], ["missing"], 12,
                              allow_auto_topic_creation=False)
    assert response.topics[0].error_code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
    assert "missing" not in cluster.controller.metadata.topics


async def test_auto_creation_answers_unknown_then_creates(cluster):
    """Verifies auto.create.topics.enable: the first Metadata answers UNKNOWN_TOPIC_OR_PARTITION
    (a KRaft broker sends the CreateTopics and does not wait) and the topic is created with num.partitions and default.replication.factor; an illegal name
    gets INVALID_TOPIC_EXCEPTION."""
    broker = cluster.brokers[3]
    response = await metadata(broker, ["auto-made", "bad name!"], 12,
                              allow_auto_topic_creation=True)
    codes = {t.name: t.error_code for t in response.topics}
    assert codes == {"auto-made": ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                     "bad name!": ErrorCode.INVALID_TOPIC_EXCEPTION}
    await cluster.wait_until(lambda: "auto-made" in broker.metadata.topics)
    response = await metadata(broker, ["auto-made"], 12)
    (entry,) = response.topics
    assert entry.error_code == ErrorCode.NONE
    assert len(entry.partitions) == cluster.config.get_int("num.partitions")
    assert len(entry.partitions[0].replica_nodes) == 3  # min(3, brokers)


async def test_v0_to_v3_always_allow_auto_creation_unless_disabled_by_config():
    """Verifies that before v4 every Metadata request may auto-create, and that
    auto.create.topics.enable=false turns it off (UNKNOWN_TOPIC_OR_PARTITION)."""
    config = {**TEST_CLUSTER_CONFIG, "auto.create.topics.enable": "false"}
    async with Cluster(brokers=1, racks=("a",), config=config) as cluster:
        response = await metadata(cluster.brokers[1], ["never"], 3)
        assert response.topics[0].error_code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
    async with Cluster(brokers=1, racks=("a",), config=TEST_CLUSTER_CONFIG) as cluster:
        response = await metadata(cluster.brokers[1], ["always"], 3)
        assert response.topics[0].error_code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
        await cluster.wait_until(lambda: "always" in cluster.controller.metadata.topics)


async def test_topics_by_id(cluster):
    """Verifies v12+ requests by TopicId (unknown ids get UNKNOWN_TOPIC_ID, listed first as
    Kafka's handleTopicMetadataRequest lists them) and that v10-11 refuse ids with
    INVALID_REQUEST, as Kafka does."""
    topic = await cluster.create_topic("by-id", partitions=1, replication_factor=1)
    stranger = uuid.uuid4()
    response = await metadata(cluster.brokers[1], ids=[topic.topic_id, stranger], version=12)
    missing, found = response.topics
    assert (found.name, found.error_code) == ("by-id", ErrorCode.NONE)
    assert (missing.topic_id, missing.error_code) == (stranger, ErrorCode.UNKNOWN_TOPIC_ID)
    response = await metadata(cluster.brokers[1], ids=[topic.topic_id], version=10)
    assert response.topics[0].error_code == ErrorCode.INVALID_REQUEST


async def test_authorized_operations_without_an_authorizer(cluster):
    """Verifies v8+ authorized operations as Kafka reports them with no authorizer: every
    supported operation when requested, -2147483648 otherwise (cluster operations v8-10)."""
    await cluster.create_topic("ops", partitions=1, replication_factor=1)
    broker = cluster.brokers[1]
    asked = await metadata(broker, ["ops"], 10, include_topic_authorized_operations=True,
                           include_cluster_authorized_operations=True)
    assert asked.topics[0].topic_authorized_operations == TOPIC_OPERATIONS
    assert asked.cluster_authorized_operations == CLUSTER_OPERATIONS
    plain = await metadata(broker, ["ops"], 10)
    assert plain.topics[0].topic_authorized_operations == OMITTED
    assert plain.cluster_authorized_operations == OMITTED


async def test_fenced_broker_is_offline_and_leaderless_partition_unavailable(cluster):
    """Verifies that a fenced broker disappears from Brokers and shows in OfflineReplicas
    (v5+), and a partition without a leader answers LEADER_NOT_AVAILABLE with leader -1 and,
    its last ISR member gone into the ELR (KIP-966), an empty ISR."""
    await cluster.create_topic("offline", partitions=1, replication_factor=1)
    owner = cluster.leader_of("offline")
    await cluster.stop_broker(owner)
    survivor = next(b for n, b in cluster.brokers.items() if n != owner)
    response = await metadata(survivor, ["offline"], 9)
    assert owner not in {b.node_id for b in response.brokers}
    (partition,) = response.topics[0].partitions
    assert partition.error_code == ErrorCode.LEADER_NOT_AVAILABLE
    assert partition.leader_id == -1
    assert partition.offline_replicas == [owner]
    assert partition.isr_nodes == []
    v0 = await metadata(survivor, ["offline"], 0)
    assert v0.topics[0].partitions[0].replica_nodes == []  # v0 lists only live replicas


async def test_internal_topic_flag(cluster):
    """Verifies that __consumer_offsets is reported IsInternal (v1+)."""
    await cluster.create_topic("__consumer_offsets", partitions=1, replication_factor=1)
    response = await metadata(cluster.brokers[1], ["__consumer_offsets"], 9)
    assert response.topics[0].is_internal


@KAFKA_PYTHON_WARNINGS
def test_kafka_python_sees_racks_and_topics(cluster_thread):
    """Verifies that kafka-python's admin client reads brokers with racks and a topic's
    partitions from our Metadata."""
    from kafka.admin import KafkaAdminClient

    cluster_thread.create_topic("kp-meta", partitions=3, replication_factor=3)
    admin = KafkaAdminClient(bootstrap_servers=cluster_thread.bootstrap, request_timeout_ms=5000)
    try:
        described = admin.describe_cluster()
        assert {(b["broker_id"], b["rack"]) for b in described["brokers"]} == {
            (1, "a"), (2, "b"), (3, "c")}
        (topic,) = admin.describe_topics(["kp-meta"])
        assert topic["error_code"] == 0
        assert sorted(p["partition_index"] for p in topic["partitions"]) == [0, 1, 2]
        assert "kp-meta" in admin.list_topics()
    finally:
        admin.close()


def test_confluent_kafka_lists_all_topics(cluster_thread):
    """Verifies that librdkafka's all-topics Metadata v13 request (which carries 3 bytes after
    its body; Kafka's broker ignores them) is answered: AdminClient.list_topics() sees every
    topic and broker."""
    from confluent_kafka.admin import AdminClient

    cluster_thread.create_topic("ck-meta", partitions=2, replication_factor=3)
    admin = AdminClient({"bootstrap.servers": cluster_thread.bootstrap})
    listed = admin.list_topics(timeout=10)
    assert "ck-meta" in listed.topics
    assert sorted(listed.topics["ck-meta"].partitions) == [0, 1]
    assert sorted(listed.brokers) == [1, 2, 3]


async def test_auto_creating_the_offsets_topic_uses_group_settings(cluster):
    """Verifies that auto-creating __consumer_offsets through Metadata uses the coordinator's
    settings (offsets.topic.num.partitions, compaction), as Kafka's AutoTopicCreationManager
    does for internal topics."""
    response = await metadata(cluster.brokers[1], ["__consumer_offsets"], 12,
                              allow_auto_topic_creation=True)
    assert response.topics[0].error_code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
    await cluster.wait_until(lambda: "__consumer_offsets" in cluster.controller.metadata.topics)
    created = cluster.controller.metadata.topics["__consumer_offsets"]
    assert len(created.partitions) == cluster.config.get_int("offsets.topic.num.partitions")
    assert created.configs["cleanup.policy"] == "compact"


@KAFKA_PYTHON_WARNINGS
def test_isr_shrink_and_expand_seen_by_kafka_python(cluster_thread):
    """Verifies acceptance check 3's metadata side with a real client: a paused follower leaves
    the ISR after replica.lag.time.max.ms (leader epoch unchanged, as Kafka since 3.6) and
    rejoins after resuming, as kafka-python's describe_topics reports."""
    from kafka import KafkaProducer
    from kafka.admin import KafkaAdminClient

    created = cluster_thread.create_topic("isr-watch", partitions=1, replication_factor=3)
    info = created.partitions[0]
    follower = next(r for r in info.replicas if r != info.leader)
    admin = KafkaAdminClient(bootstrap_servers=cluster_thread.bootstrap, request_timeout_ms=5000)
    producer = KafkaProducer(bootstrap_servers=cluster_thread.bootstrap, acks=1)

    def described():
        (topic,) = admin.describe_topics(["isr-watch"])
        return topic["partitions"][0]

    try:
        cluster_thread.call(cluster_thread.brokers[follower].replica_manager.pause_fetchers)
        for index in range(5):
            producer.send("isr-watch", b"m%d" % index).get(timeout=10)
        cluster_thread.wait_until(
            lambda: follower not in cluster_thread.controller.metadata.partition(
                "isr-watch", 0).isr)
        cluster_thread.call(cluster_thread.cluster.wait_for_metadata)
        shrunk = described()
        assert follower not in shrunk["isr_nodes"]
        assert (shrunk["leader_id"], shrunk["leader_epoch"]) == (info.leader, info.leader_epoch)
        cluster_thread.call(cluster_thread.brokers[follower].replica_manager.resume_fetchers)
        cluster_thread.wait_until(
            lambda: follower in cluster_thread.controller.metadata.partition("isr-watch", 0).isr)
        cluster_thread.call(cluster_thread.cluster.wait_for_metadata)
        assert sorted(described()["isr_nodes"]) == sorted(info.replicas)
    finally:
        producer.close()
        admin.close()
