"""Admin APIs served by brokers (forwarded to the controller where Kafka forwards them):
CreateTopics validations, DeleteTopics, CreatePartitions, DeleteRecords, DescribeConfigs,
DescribeCluster, ElectLeaders and InitProducerId."""

from __future__ import annotations

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
from kafkasim.protocol.messages.init_producer_id import InitProducerIdRequest
from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.world import delete_records_request, list_offsets_request

GROUP = "Admin"
TOPIC_CONFIGS = ["cleanup.policy", "min.insync.replicas", "max.message.bytes", "retention.ms",
                 "retention.bytes", "segment.bytes", "message.timestamp.type",
                 "message.timestamp.after.max.ms", "unclean.leader.election.enable",
                 "compression.type", "remote.storage.enable"]


def _create(name, partitions=1, replication_factor=1, assignments=(), configs=None,
            validate_only=False):
    return CreateTopicsRequest(validate_only=validate_only, timeout_ms=10_000, topics=[
        CreatableTopic(name=name, num_partitions=partitions,
                       replication_factor=replication_factor,
                       assignments=[CreatableReplicaAssignment(partition_index=p, broker_ids=b)
                                    for p, b in assignments],
                       configs=[CreatableTopicConfig(name=k, value=v)
                                for k, v in (configs or {}).items()])])


def _without_configs(response):
    """CreateTopics v5+ lists every topic config: compared by DescribeConfigs instead."""
    if response is not None:
        for topic in response.topics:
            topic.configs = [c for c in topic.configs if c.name in TOPIC_CONFIGS]
    return response


async def _create_and_observe(k, request, version, label):
    response = await k.request(k.any_broker(), request, version)
    for topic in response.topics:
        k.topic_ids[topic.topic_id] = topic.name
    k.observe(label, _without_configs(response))


@scenario(GROUP, "CreateTopics at every version")
async def create_topics_versions(k):
    for version in range(2, 8):
        name = k.new_name()
        await _create_and_observe(k, _create(name, 2, 3, configs={"retention.ms": "3600000"}),
                                  version, f"CreateTopics v{version}")


@scenario(GROUP, "CreateTopics validate only")
async def create_topics_validate_only(k):
    name = k.new_name()
    await _create_and_observe(k, _create(name, 3, 2, validate_only=True), 7, "validate only")
    await k.send(k.any_broker(), list_offsets_request(name, -1), 7, label="not created")


@scenario(GROUP, "CreateTopics defaults (-1 partitions and replication factor)")
async def create_topics_defaults(k):
    await _create_and_observe(k, _create(k.new_name(), -1, -1), 7, "defaults")


@scenario(GROUP, "CreateTopics of an existing topic")
async def create_topics_exists(k):
    topic = await k.topic()
    await _create_and_observe(k, _create(topic.name, 1, 1), 7, "again")


@scenario(GROUP, "CreateTopics with an invalid replication factor")
async def create_topics_bad_rf(k):
    for rf in (4, 0, -2):
        await _create_and_observe(k, _create(k.new_name(), 1, rf), 7, f"replication factor {rf}")


@scenario(GROUP, "CreateTopics with invalid partition counts")
async def create_topics_bad_partitions(k):
    for partitions in (0, -5):
        await _create_and_observe(k, _create(k.new_name(), partitions, 1), 7,
                                  f"{partitions} partitions")


@scenario(GROUP, "CreateTopics with invalid names")
async def create_topics_bad_names(k):
    for name in ("bad name", "a" * 250, "..", ""):
        await _create_and_observe(k, _create(name, 1, 1), 7, f"name {name[:10]!r}")


@scenario(GROUP, "CreateTopics with an invalid config")
async def create_topics_bad_config(k):
    for configs in ({"no.such.config": "1"}, {"retention.ms": "soon"},
                    {"cleanup.policy": "sometimes"}, {"min.insync.replicas": "0"}):
        await _create_and_observe(k, _create(k.new_name(), 1, 1, configs=configs), 7,
                                  f"config {configs}")


@scenario(GROUP, "CreateTopics with replica assignments")
async def create_topics_assignments(k):
    cases = {
        "an unknown broker": [(0, [1, 9])],
        "a broker twice": [(0, [1, 1])],
        "uneven replication factors": [(0, [1, 2]), (1, [3])],
        "a gap in the partitions": [(0, [1]), (2, [2])],
        "assignment with a replication factor": [(0, [1, 2])],
    }
    for label, assignments in cases.items():
        rf = 2 if label == "assignment with a replication factor" else -1
        await _create_and_observe(k, _create(k.new_name(), -1, rf, assignments=assignments), 7,
                                  label)


@scenario(GROUP, "CreateTopics of the same name twice in one request")
async def create_topics_duplicate(k):
    name = k.new_name()
    request = _create(name, 1, 1)
    request.topics.append(CreatableTopic(name=name, num_partitions=1, replication_factor=1))
    await _create_and_observe(k, request, 7, "twice")


@scenario(GROUP, "DeleteTopics by name and by id")
async def delete_topics(k):
    first, second = await k.topic(), await k.topic()
    await k.send(k.any_broker(), DeleteTopicsRequest(topic_names=[first.name],
                                                     timeout_ms=10_000), 5, label="by name")
    await k.send(k.any_broker(), DeleteTopicsRequest(topics=[DeleteTopicState(
        name=None, topic_id=second.topic_id)], timeout_ms=10_000), 6, label="by id")


@scenario(GROUP, "DeleteTopics of an internal topic")
async def delete_internal(k):
    await k.send(k.any_broker(), DeleteTopicsRequest(topic_names=["__consumer_offsets"],
                                                     timeout_ms=10_000), 5)


@scenario(GROUP, "CreatePartitions")
async def create_partitions(k):
    topic = await k.topic(partitions=2)
    cases = [("to 4", 4, None), ("to 4 again", 4, None), ("down to 1", 1, None),
             ("to 6 with assignments", 6, [[1, 2, 3], [2, 3, 1]]),
             ("to 8 with a bad assignment", 8, [[1, 2, 9], [1, 2, 3]]),
             ("to 9 with too few assignments", 9, [[1, 2, 3]])]
    for label, count, assignments in cases:
        await k.send(k.any_broker(), CreatePartitionsRequest(timeout_ms=10_000, topics=[
            CreatePartitionsTopic(name=topic.name, count=count, assignments=None if assignments
                                  is None else [CreatePartitionsAssignment(broker_ids=b)
                                                for b in assignments])]), 3, label=label)


@scenario(GROUP, "DeleteRecords")
async def delete_records(k):
    topic = await k.topic()
    await k.produce(topic, 6, batches=3)
    for label, offset in (("to 2", 2), ("back to 1", 1), ("to the high watermark (-1)", -1),
                          ("past the high watermark", 9)):
        await k.send(topic.leader(), delete_records_request(topic.name, {0: offset}), 2,
                     label=label)
    await k.send(topic.follower(), delete_records_request(topic.name, {0: 1}), 2,
                 label="to a follower")


@scenario(GROUP, "DescribeConfigs of a topic")
async def describe_configs_topic(k):
    topic = await k.topic(config={"retention.ms": "7200000", "min.insync.replicas": "2"})
    for version in (1, 2, 4):
        await k.send(k.any_broker(), DescribeConfigsRequest(
            include_synonyms=version >= 1, resources=[DescribeConfigsResource(
                resource_type=2, resource_name=topic.name, configuration_keys=TOPIC_CONFIGS)]),
            version)


@scenario(GROUP, "DescribeConfigs of an invalid topic name")
async def describe_configs_invalid_name(k):
    await k.send(k.any_broker(), DescribeConfigsRequest(resources=[
        DescribeConfigsResource(resource_type=2, resource_name="bad name!",
                                configuration_keys=["retention.ms"])]), 4)


@scenario(GROUP, "DescribeConfigs of an unknown resource type")
async def describe_configs_unknown_type(k):
    topic = await k.topic()
    await k.send(k.any_broker(), DescribeConfigsRequest(resources=[
        DescribeConfigsResource(resource_type=2, resource_name=topic.name,
                                configuration_keys=["retention.ms"]),
        DescribeConfigsResource(resource_type=99, resource_name="x", configuration_keys=None)]),
        4)


@scenario(GROUP, "DescribeCluster")
async def describe_cluster(k):
    for version in (0, 1):
        response = await k.request(k.any_broker(), DescribeClusterRequest(
            include_cluster_authorized_operations=version == 0), version)
        k.observe(f"DescribeCluster v{version}", response)


@scenario(GROUP, "ElectLeaders when the preferred leader leads")
async def elect_not_needed(k):
    topic = await k.topic(partitions=2)
    for election_type in (0, 1):
        await k.send(k.any_broker(), ElectLeadersRequest(
            election_type=election_type, timeout_ms=10_000,
            topic_partitions=[TopicPartitions(topic=topic.name, partitions=[0, 1])]), 2,
            label=f"election type {election_type}")


@scenario(GROUP, "ElectLeaders of every partition (null)")
async def elect_all(k):
    response = await k.request(k.any_broker(), ElectLeadersRequest(
        election_type=0, timeout_ms=10_000, topic_partitions=None), 2)
    k.observe("top-level error", response.error_code)


@scenario(GROUP, "InitProducerId for an idempotent producer")
async def init_producer_id(k):
    await k.producer_ids_ready(k.any_broker())
    for version in (0, 2, 4, 5):
        await k.send(k.any_broker(), InitProducerIdRequest(transactional_id=None,
                                                           transaction_timeout_ms=-1), version)


