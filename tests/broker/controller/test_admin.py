"""Admin APIs sent to brokers (forwarded to the controller) and answered by brokers:
CreateTopics, DeleteTopics, CreatePartitions, ElectLeaders, DescribeCluster, DescribeConfigs."""

from __future__ import annotations

import uuid

import pytest

from kafkasim.protocol.codec import ZERO_UUID
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.create_partitions import (
    CreatePartitionsAssignment,
    CreatePartitionsRequest,
    CreatePartitionsTopic,
)
from kafkasim.protocol.messages.create_topics import (
    CreatableReplicaAssignment,
    CreatableTopic,
    CreatableTopicConfig,
    CreateTopicsRequest,
)
from kafkasim.protocol.messages.delete_topics import DeleteTopicsRequest, DeleteTopicState
from kafkasim.protocol.messages.describe_cluster import DescribeClusterRequest
from kafkasim.protocol.messages.describe_configs import (
    DescribeConfigsRequest,
    DescribeConfigsResource,
)
from kafkasim.protocol.messages.elect_leaders import ElectLeadersRequest, TopicPartitions

KAFKA_PYTHON_WARNINGS = pytest.mark.filterwarnings(
    "ignore:(read|open)_text is deprecated:DeprecationWarning")


async def send(node, request, version):
    connection = await KafkaConnection.connect(node.host, node.port)
    try:
        return await connection.send(request, version)
    finally:
        await connection.close()


def topic(name, partitions=1, replication_factor=1, configs=None, assignments=None):
    return CreatableTopic(
        name=name, num_partitions=partitions, replication_factor=replication_factor,
        configs=[CreatableTopicConfig(name=k, value=v) for k, v in (configs or {}).items()],
        assignments=[CreatableReplicaAssignment(partition_index=i, broker_ids=b)
                     for i, b in enumerate(assignments or [])])


async def create(broker, *topics, version=7, validate_only=False):
    request = CreateTopicsRequest(topics=list(topics), timeout_ms=5000,
                                  validate_only=validate_only)
    response = await send(broker, request, version)
    return {result.name: result for result in response.topics}


# --- CreateTopics ------------------------------------------------------------------------


@pytest.mark.parametrize("version", range(2, 8))
async def test_create_topics_every_version(cluster, version):
    """Verifies CreateTopics v2-7 (v0-1 removed in Kafka 4, KIP-896) through a broker: the topic exists on that broker when the
    answer arrives; v5+ report partitions, replication factor and configs, v7 the topic id."""
    broker = cluster.brokers[2]
    results = await create(broker, topic(f"v{version}", 3, 2, {"retention.ms": "60000"}),
                           version=version)
    result = results[f"v{version}"]
    assert result.error_code == ErrorCode.NONE
    created = broker.metadata.topics[f"v{version}"]  # read-your-writes on the same broker
    assert len(created.partitions) == 3
    if version >= 5:
        assert (result.num_partitions, result.replication_factor) == (3, 2)
        configs = {c.name: (c.value, c.config_source) for c in result.configs}
        assert configs["retention.ms"] == ("60000", 1)  # DYNAMIC_TOPIC_CONFIG
        assert configs["cleanup.policy"] == ("delete", 5)  # DEFAULT_CONFIG
    assert result.topic_id == (created.topic_id if version >= 7 else ZERO_UUID)


async def test_create_topics_validation_errors(cluster):
    """Verifies Kafka's CreateTopics refusals: illegal names (INVALID_TOPIC_EXCEPTION), an
    existing or colliding topic, non-positive counts, replication above the live brokers,
    unknown or bad configs, and a duplicated name in one request (INVALID_REQUEST)."""
    await cluster.create_topic("exists.here", partitions=1, replication_factor=1)
    results = await create(
        cluster.brokers[1],
        topic(""), topic(".."), topic("x" * 250), topic("bad/name"),
        topic("exists.here"), topic("exists_here"),
        topic("zero-partitions", 0), topic("zero-rf", 1, 0), topic("too-wide", 1, 4),
        topic("unknown-config", configs={"no.such.config": "1"}),
        topic("bad-config", configs={"min.insync.replicas": "zero"}),
        topic("twice"), topic("twice"),
    )
    expected = {
        "": ErrorCode.INVALID_TOPIC_EXCEPTION,
        "..": ErrorCode.INVALID_TOPIC_EXCEPTION,
        "x" * 250: ErrorCode.INVALID_TOPIC_EXCEPTION,
        "bad/name": ErrorCode.INVALID_TOPIC_EXCEPTION,
        "exists.here": ErrorCode.TOPIC_ALREADY_EXISTS,
        "exists_here": ErrorCode.INVALID_TOPIC_EXCEPTION,
        "zero-partitions": ErrorCode.INVALID_PARTITIONS,
        "zero-rf": ErrorCode.INVALID_REPLICATION_FACTOR,
        "too-wide": ErrorCode.INVALID_REPLICATION_FACTOR,
        "unknown-config": ErrorCode.INVALID_CONFIG,
        "bad-config": ErrorCode.INVALID_CONFIG,
        "twice": ErrorCode.INVALID_REQUEST,
    }
    assert {name: r.error_code for name, r in results.items()} == expected
    assert all(r.error_message for r in results.values())
    assert all((r.num_partitions, r.replication_factor) == (-1, -1) for r in results.values())
    assert not {"twice", "too-wide"} & cluster.controller.metadata.topics.keys()


async def test_create_topics_defaults_and_validate_only(cluster):
    """Verifies -1 counts take num.partitions and default.replication.factor, and ValidateOnly
    answers as a creation would without creating anything."""
    results = await create(cluster.brokers[1], topic("dry-run", -1, -1), validate_only=True)
    result = results["dry-run"]
    assert result.error_code == ErrorCode.NONE
    assert (result.num_partitions, result.replication_factor) == (
        cluster.config.get_int("num.partitions"), 3)
    assert "dry-run" not in cluster.controller.metadata.topics


async def test_create_topics_manual_assignment(cluster):
    """Verifies manual Assignments: replicas as given with the first as leader; counts must be
    -1 (INVALID_REQUEST) and brokers registered and distinct (INVALID_REPLICA_ASSIGNMENT)."""
    broker = cluster.brokers[1]
    results = await create(
        broker,
        topic("manual", -1, -1, assignments=[[3, 1], [2, 3]]),
        topic("manual-counts", 2, -1, assignments=[[1, 2], [2, 3]]),
        topic("manual-unknown", -1, -1, assignments=[[1, 42]]),
        topic("manual-repeat", -1, -1, assignments=[[1, 1]]),
        topic("manual-uneven", -1, -1, assignments=[[1, 2], [3]]),
    )
    assert {n: r.error_code for n, r in results.items()} == {
        "manual": ErrorCode.NONE,
        "manual-counts": ErrorCode.INVALID_REQUEST,
        "manual-unknown": ErrorCode.INVALID_REPLICA_ASSIGNMENT,
        "manual-repeat": ErrorCode.INVALID_REPLICA_ASSIGNMENT,
        "manual-uneven": ErrorCode.INVALID_REPLICA_ASSIGNMENT,
    }
    partitions = cluster.controller.metadata.topics["manual"].partitions
    assert [(p.replicas, p.leader) for p in partitions.values()] == [([3, 1], 3), ([2, 3], 2)]


async def test_no_controller_means_request_timed_out(cluster):
    """Verifies that a broker that cannot reach the controller answers forwarded admin requests
    with REQUEST_TIMED_OUT, as Kafka's forwarding manager does on timeout."""
    broker = cluster.brokers[1]
    await cluster.controller.server.stop()
    broker.controller_channel.port = 1  # nothing listens there
    await broker.controller_channel._control.close()
    results = await create(broker, topic("unreachable"))
    assert results["unreachable"].error_code == ErrorCode.REQUEST_TIMED_OUT


# --- DeleteTopics ------------------------------------------------------------------------


@pytest.mark.parametrize("version", range(1, 7))
async def test_delete_topics_by_name(cluster, version):
    """Verifies DeleteTopics v1-6 by name (v0 removed in Kafka 4, KIP-896): the topic is gone from the answering broker's
    metadata; an unknown name gets UNKNOWN_TOPIC_OR_PARTITION."""
    await cluster.create_topic("doomed", partitions=2, replication_factor=3)
    names = ["doomed", "never-was"]
    if version >= 6:
        request = DeleteTopicsRequest(topics=[DeleteTopicState(name=n) for n in names],
                                      timeout_ms=5000)
    else:
        request = DeleteTopicsRequest(topic_names=names, timeout_ms=5000)
    broker = cluster.brokers[3]
    response = await send(broker, request, version)
    codes = {r.name: r.error_code for r in response.responses}
    assert codes == {"doomed": ErrorCode.NONE, "never-was": ErrorCode.UNKNOWN_TOPIC_OR_PARTITION}
    assert "doomed" not in broker.metadata.topics


async def test_delete_topics_by_id(cluster):
    """Verifies DeleteTopics v6 by TopicId (KIP-516): known ids delete and report the name,
    unknown ids get UNKNOWN_TOPIC_ID, name and id together get INVALID_REQUEST."""
    created = await cluster.create_topic("by-id", partitions=1, replication_factor=1)
    other = await cluster.create_topic("named-and-id", partitions=1, replication_factor=1)
    stranger = uuid.uuid4()
    request = DeleteTopicsRequest(topics=[
        DeleteTopicState(name=None, topic_id=created.topic_id),
        DeleteTopicState(name=None, topic_id=stranger),
        DeleteTopicState(name="named-and-id", topic_id=other.topic_id),
    ], timeout_ms=5000)
    response = await send(cluster.brokers[1], request, 6)
    by_id = {r.topic_id: (r.name, r.error_code) for r in response.responses}
    assert by_id[created.topic_id] == ("by-id", ErrorCode.NONE)
    assert by_id[stranger] == (None, ErrorCode.UNKNOWN_TOPIC_ID)
    assert by_id[other.topic_id][1] == ErrorCode.INVALID_REQUEST
    assert "named-and-id" in cluster.controller.metadata.topics


# --- CreatePartitions --------------------------------------------------------------------


@pytest.mark.parametrize("version", range(0, 4))
async def test_create_partitions(cluster, version):
    """Verifies CreatePartitions v0-3: growing adds partitions with partition 0's replication
    factor; shrinking or keeping the count gets INVALID_PARTITIONS, an unknown topic
    UNKNOWN_TOPIC_OR_PARTITION, a wrong number of assignments INVALID_REPLICA_ASSIGNMENT."""
    await cluster.create_topic("grow", partitions=2, replication_factor=2)
    await cluster.create_topic("same", partitions=2, replication_factor=2)
    request = CreatePartitionsRequest(topics=[
        CreatePartitionsTopic(name="grow", count=5, assignments=None),
        CreatePartitionsTopic(name="same", count=2, assignments=None),
        CreatePartitionsTopic(name="absent", count=3, assignments=None),
        CreatePartitionsTopic(name="shrink", count=1, assignments=None),
    ], timeout_ms=5000)
    await cluster.create_topic("shrink", partitions=2, replication_factor=1)
    broker = cluster.brokers[2]
    response = await send(broker, request, version)
    assert {r.name: r.error_code for r in response.results} == {
        "grow": ErrorCode.NONE, "same": ErrorCode.INVALID_PARTITIONS,
        "absent": ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, "shrink": ErrorCode.INVALID_PARTITIONS}
    grown = broker.metadata.topics["grow"].partitions
    assert sorted(grown) == [0, 1, 2, 3, 4]
    assert all(len(p.replicas) == 2 and p.leader == p.replicas[0] for p in grown.values())
    wrong = CreatePartitionsRequest(topics=[CreatePartitionsTopic(
        name="same", count=4, assignments=[CreatePartitionsAssignment(broker_ids=[1, 2])])],
        timeout_ms=5000)
    response = await send(broker, wrong, version)
    assert response.results[0].error_code == ErrorCode.INVALID_REPLICA_ASSIGNMENT


async def test_create_partitions_validate_only_and_manual(cluster):
    """Verifies CreatePartitions ValidateOnly changes nothing and manual assignments are used
    as given."""
    await cluster.create_topic("manual-grow", partitions=1, replication_factor=2)
    broker = cluster.brokers[1]
    dry = CreatePartitionsRequest(topics=[CreatePartitionsTopic(name="manual-grow", count=3,
                                                                assignments=None)],
                                  timeout_ms=5000, validate_only=True)
    assert (await send(broker, dry, 3)).results[0].error_code == ErrorCode.NONE
    assert len(cluster.controller.metadata.topics["manual-grow"].partitions) == 1
    manual = CreatePartitionsRequest(topics=[CreatePartitionsTopic(
        name="manual-grow", count=2, assignments=[CreatePartitionsAssignment(broker_ids=[3, 2])])],
        timeout_ms=5000)
    assert (await send(broker, manual, 3)).results[0].error_code == ErrorCode.NONE
    assert cluster.controller.metadata.partition("manual-grow", 1).replicas == [3, 2]


# --- ElectLeaders ------------------------------------------------------------------------


async def elect(broker, topic_name, partitions, election_type, version=2):
    request = ElectLeadersRequest(
        election_type=election_type, timeout_ms=5000,
        topic_partitions=None if topic_name is None else [
            TopicPartitions(topic=topic_name, partitions=partitions)])
    return await send(broker, request, version)


async def test_preferred_election_restores_the_first_replica(cluster):
    """Verifies ElectLeaders preferred (KIP-183/460): after the preferred leader returns, an
    election moves leadership back with a new leader epoch; a second one is
    ELECTION_NOT_NEEDED; an unknown partition gets UNKNOWN_TOPIC_OR_PARTITION."""
    created = await cluster.create_topic("prefer", partitions=1, replication_factor=3)
    preferred = created.partitions[0].replicas[0]
    await cluster.stop_broker(preferred)
    await cluster.start_broker(preferred)
    # The returning broker rejoins the ISR once it has caught up with the leader.
    await cluster.wait_until(
        lambda: preferred in cluster.controller.metadata.partition("prefer", 0).isr)
    moved = cluster.controller.metadata.partition("prefer", 0)
    assert moved.leader != preferred
    broker = cluster.brokers[1]
    response = await elect(broker, "prefer", [0, 7], 0)
    codes = {r.partition_id: r.error_code for r in response.replica_election_results[0]
             .partition_result}
    assert codes == {0: ErrorCode.NONE, 7: ErrorCode.UNKNOWN_TOPIC_OR_PARTITION}
    after = broker.metadata.partition("prefer", 0)  # visible on the answering broker
    assert (after.leader, after.leader_epoch) == (preferred, moved.leader_epoch + 1)
    again = await elect(broker, "prefer", [0], 0, version=0)
    assert again.replica_election_results[0].partition_result[0].error_code == \
        ErrorCode.ELECTION_NOT_NEEDED


async def test_unclean_election_request(cluster):
    """Verifies ElectLeaders unclean (KIP-460): with the only ISR member gone, a live replica
    outside the ISR is elected and becomes the whole ISR; with a leader it is
    ELECTION_NOT_NEEDED."""
    created = await cluster.create_topic("unclean", partitions=1, replication_factor=2)
    leader = created.partitions[0].leader
    follower = next(r for r in created.partitions[0].replicas if r != leader)
    broker = cluster.brokers[next(n for n in (1, 2, 3) if n not in (leader, follower))]
    not_needed = await elect(broker, "unclean", [0], 1)
    assert not_needed.replica_election_results[0].partition_result[0].error_code == \
        ErrorCode.ELECTION_NOT_NEEDED
    await cluster.stop_broker(follower)
    await cluster.stop_broker(leader)
    await cluster.start_broker(follower)
    assert cluster.controller.metadata.partition("unclean", 0).leader == -1
    response = await elect(broker, "unclean", [0], 1)
    assert response.replica_election_results[0].partition_result[0].error_code == ErrorCode.NONE
    info = broker.metadata.partition("unclean", 0)
    assert (info.leader, info.isr) == (follower, [follower])


async def test_preferred_election_not_available_and_all_partitions(cluster):
    """Verifies PREFERRED_LEADER_NOT_AVAILABLE when the preferred replica is down, and that
    TopicPartitions null elects wherever possible and lists only the elected partitions."""
    created = await cluster.create_topic("pna", partitions=1, replication_factor=2)
    preferred = created.partitions[0].replicas[0]
    await cluster.stop_broker(preferred)
    broker = cluster.brokers[next(n for n in cluster.running)]
    response = await elect(broker, "pna", [0], 0)
    assert response.replica_election_results[0].partition_result[0].error_code == \
        ErrorCode.PREFERRED_LEADER_NOT_AVAILABLE
    everything = await elect(broker, None, None, 0)
    assert everything.error_code == ErrorCode.NONE
    assert everything.replica_election_results == []


# --- DescribeCluster and DescribeConfigs -------------------------------------------------


@pytest.mark.parametrize("version", [0, 1, 2])
async def test_describe_cluster(cluster, version):
    """Verifies DescribeCluster v0-2 on a broker: live brokers with racks and the cluster id;
    v1 EndpointType controllers is UNSUPPORTED_ENDPOINT_TYPE on a broker (KIP-919)."""
    response = await send(cluster.brokers[1], DescribeClusterRequest(), version)
    assert response.error_code == ErrorCode.NONE
    assert response.cluster_id == cluster.controller.cluster_id
    assert {(b.broker_id, b.rack) for b in response.brokers} == {(1, "a"), (2, "b"), (3, "c")}
    assert response.cluster_authorized_operations == -2147483648
    assert not any(b.is_fenced for b in response.brokers)
    if version >= 1:
        refused = await send(cluster.brokers[1], DescribeClusterRequest(endpoint_type=2),
                             version)
        assert refused.error_code == ErrorCode.UNSUPPORTED_ENDPOINT_TYPE


async def test_describe_cluster_v2_lists_fenced_brokers_on_request(cluster):
    """Verifies KIP-1073: once a broker is stopped and fenced, DescribeCluster leaves it out,
    and v2 with IncludeFencedBrokers lists it with IsFenced."""
    await cluster.stop_broker(3)
    await cluster.wait_until(lambda: cluster.brokers[1].metadata.brokers[3].fenced)
    live = await send(cluster.brokers[1], DescribeClusterRequest(), 2)
    assert [b.broker_id for b in live.brokers] == [1, 2]
    every = await send(cluster.brokers[1], DescribeClusterRequest(include_fenced_brokers=True), 2)
    assert [(b.broker_id, b.rack, b.is_fenced) for b in every.brokers] == [
        (1, "a", False), (2, "b", False), (3, "c", True)]


async def test_describe_cluster_on_the_controller_lists_controllers(cluster):
    """Verifies KIP-919: the controller listener answers DescribeCluster for EndpointType
    controllers with itself."""
    response = await send(cluster.controller, DescribeClusterRequest(endpoint_type=2), 1)
    assert response.error_code == ErrorCode.NONE
    assert [(b.broker_id, b.port) for b in response.brokers] == [
        (cluster.controller.node_id, cluster.controller.port)]


def config_resource(resource_type, name, keys=None):
    return DescribeConfigsResource(resource_type=resource_type, resource_name=name,
                                   configuration_keys=keys)


@pytest.mark.parametrize("version", range(1, 5))
async def test_describe_topic_configs(cluster, version):
    """Verifies DescribeConfigs v1-4 (v0 removed in Kafka 4, KIP-896) for a topic: set configs are DYNAMIC_TOPIC_CONFIG,
    broker-set synonyms STATIC_BROKER_CONFIG, the rest defaults (v0: IsDefault); synonyms from
    v1; unknown topics UNKNOWN_TOPIC_OR_PARTITION."""
    await cluster.create_topic("described", partitions=1, replication_factor=1,
                               configs={"cleanup.policy": "compact"})
    request = DescribeConfigsRequest(resources=[
        config_resource(2, "described", ["cleanup.policy", "retention.ms",
                                         "replica.lag.time.max.ms"]),
        config_resource(2, "ghost"),
    ], include_synonyms=version >= 1)
    response = await send(cluster.brokers[1], request, version)
    found, ghost = response.results
    assert ghost.error_code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
    configs = {c.name: c for c in found.configs}
    assert sorted(configs) == ["cleanup.policy", "retention.ms"]  # only keys that exist
    assert configs["cleanup.policy"].value == "compact"
    if version == 0:
        assert not configs["cleanup.policy"].is_default
        assert configs["retention.ms"].is_default
    else:
        assert configs["cleanup.policy"].config_source == 1
        assert configs["retention.ms"].config_source == 5
        synonyms = [(s.name, s.source) for s in configs["cleanup.policy"].synonyms]
        assert synonyms == [("cleanup.policy", 1), ("log.cleanup.policy", 5)]


async def test_describe_broker_configs(cluster):
    """Verifies DescribeConfigs for a broker: its own id lists its settings (explicit ones as
    STATIC_BROKER_CONFIG), the empty name lists the cluster-wide dynamic defaults (a new cluster
    holds min.insync.replicas, as Kafka 4 bootstraps one for KIP-966), another id is
    INVALID_REQUEST; a topic's min.insync.replicas follows the broker setting."""
    broker = cluster.brokers[2]
    request = DescribeConfigsRequest(resources=[
        config_resource(4, "2", ["broker.rack", "replica.lag.time.max.ms", "num.partitions"]),
        config_resource(4, ""),
        config_resource(4, "3"),
        config_resource(8, "2"),
    ])
    own, defaults, other, logger = (await send(broker, request, 4)).results
    configs = {c.name: (c.value, c.config_source) for c in own.configs}
    assert configs == {"broker.rack": ("b", 4), "replica.lag.time.max.ms": ("1000", 4),
                       "num.partitions": ("1", 5)}
    assert defaults.error_code == ErrorCode.NONE
    assert [(c.name, c.value, c.config_source) for c in defaults.configs] == [
        ("min.insync.replicas", "1", 3)]
    assert other.error_code == ErrorCode.INVALID_REQUEST
    assert logger.error_code == ErrorCode.INVALID_REQUEST


# --- kafka-python's admin client ---------------------------------------------------------


@KAFKA_PYTHON_WARNINGS
def test_kafka_python_admin_round_trip(cluster_thread):
    """Verifies that kafka-python's KafkaAdminClient creates, lists, grows, describes and
    deletes topics against the cluster (requests land on any broker and are forwarded)."""
    from kafka.admin import (
        ConfigResource,
        ConfigResourceType,
        KafkaAdminClient,
        NewPartitions,
        NewTopic,
    )

    admin = KafkaAdminClient(bootstrap_servers=cluster_thread.bootstrap, request_timeout_ms=5000)
    try:
        admin.create_topics([NewTopic("kp-admin", 2, 3, topic_configs={"retention.ms": "5000"})])
        assert "kp-admin" in admin.list_topics()
        admin.create_partitions({"kp-admin": NewPartitions(4)})
        (described,) = admin.describe_topics(["kp-admin"])
        assert len(described["partitions"]) == 4
        configs = admin.describe_configs([ConfigResource(ConfigResourceType.TOPIC, "kp-admin")])
        assert "'retention.ms': {'value': '5000'" in str(configs)
        admin.delete_topics(["kp-admin"])
        assert "kp-admin" not in admin.list_topics()
    finally:
        admin.close()
