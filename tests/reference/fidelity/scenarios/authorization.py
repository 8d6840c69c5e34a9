"""Authorization tried as an attacker would (issue 24): a principal without DESCRIBE learns nothing
of a topic or group, without WRITE cannot produce (even through a transaction), without READ
cannot fetch or commit; and the StandardAuthorizer's rules (prefixed and wildcard patterns,
User:*, hosts, deny over allow, implied operations, super users) decide as in Kafka.

Every scenario runs on the authorizer clusters: `admin` (a super user) sets things up, `alice`
(and `bob`) act with only the ACLs the scenario gives them, removed when it ends. Topics and
groups are the scenario's own, so what is observed cannot come from another scenario.
"""

from __future__ import annotations

import uuid

from kafkasim.protocol.messages.create_topics import CreatableTopic, CreateTopicsRequest
from kafkasim.protocol.messages.delete_records import (
    DeleteRecordsPartition,
    DeleteRecordsRequest,
    DeleteRecordsTopic,
)
from kafkasim.protocol.messages.delete_share_group_state import (
    DeleteShareGroupStateRequest,
    DeleteStateData,
)
from kafkasim.protocol.messages.delete_share_group_state import (
    PartitionData as DeletePartition,
)
from kafkasim.protocol.messages.delete_topics import DeleteTopicsRequest, DeleteTopicState
from kafkasim.protocol.messages.describe_cluster import DescribeClusterRequest
from kafkasim.protocol.messages.describe_configs import (
    DescribeConfigsRequest,
    DescribeConfigsResource,
)
from kafkasim.protocol.messages.describe_topic_partitions import (
    DescribeTopicPartitionsRequest,
    TopicRequest,
)
from kafkasim.protocol.messages.init_producer_id import InitProducerIdRequest
from kafkasim.protocol.messages.initialize_share_group_state import (
    InitializeShareGroupStateRequest,
    InitializeStateData,
)
from kafkasim.protocol.messages.initialize_share_group_state import (
    PartitionData as InitializePartition,
)
from kafkasim.protocol.messages.list_config_resources import ListConfigResourcesRequest
from kafkasim.protocol.messages.read_share_group_state import (
    PartitionData as ReadPartition,
)
from kafkasim.protocol.messages.read_share_group_state import (
    ReadShareGroupStateRequest,
    ReadStateData,
)
from kafkasim.protocol.messages.read_share_group_state_summary import (
    PartitionData as SummaryPartition,
)
from kafkasim.protocol.messages.read_share_group_state_summary import (
    ReadShareGroupStateSummaryRequest,
    ReadStateSummaryData,
)
from kafkasim.protocol.messages.write_share_group_state import (
    PartitionData as WritePartition,
)
from kafkasim.protocol.messages.write_share_group_state import (
    WriteShareGroupStateRequest,
    WriteStateData,
)
from kafkasim.protocol.messages.write_txn_markers import (
    WritableTxnMarker,
    WritableTxnMarkerTopic,
    WriteTxnMarkersRequest,
)
from kafkasim.protocol.records import Compression
from tests.reference.fidelity.registry import AUTHORIZER, scenario
from tests.reference.fidelity.world import (
    ALTER_CONFIGS,
    CLUSTER,
    CLUSTER_NAME,
    CREATE,
    DELETE,
    DENY,
    DESCRIBE,
    DESCRIBE_CONFIGS,
    IDEMPOTENT_WRITE,
    PREFIXED,
    READ,
    TOPIC,
    WRITE,
    acl,
    batch_of,
    fetch_request,
    list_offsets_request,
    metadata_request,
    produce_request,
)

GROUP = "Authorization"
TOPIC_CONFIG_KEYS = ["cleanup.policy", "retention.ms"]


def _only(response, names):
    """A Metadata (or DescribeTopicPartitions) answer keeping only the topics named `names`
    (other scenarios' topics differ between the clusters)."""
    if response is not None:
        response.topics = [t for t in response.topics if t.name in names]
        if hasattr(response, "brokers"):
            response.brokers = []
    return response


async def _metadata(k, names, label, *, version=12, user="alice", **options):
    response = await k.request(k.any_broker(), metadata_request(names, version=version,
                                                                **options), version, user=user)
    k.observe(label, _only(response, set(names or ())))
    return response


# --- describing topics ----------------------------------------------------------------------


@scenario(GROUP, "Metadata without DESCRIBE: the topic answers as if it might not exist",
          cluster=AUTHORIZER)
async def metadata_hides_topics(k):
    topic = await k.topic(partitions=2)
    missing = k.new_name("-missing")
    for version in (1, 9, 12):
        await _metadata(k, [topic.name, missing], f"named, v{version}", version=version)
    response = await k.request(k.any_broker(), metadata_request(None), 12, user="alice")
    k.observe("all topics: is it listed", topic.name in {t.name for t in response.topics})
    await k.send(k.any_broker(), metadata_request([], topic_ids=[topic.topic_id]), 12,
                 user="alice", label="by id")


@scenario(GROUP, "Metadata with DESCRIBE implied by READ, and the authorized operations",
          cluster=AUTHORIZER)
async def metadata_with_read(k):
    topic = await k.topic()
    await k.add_acls(acl("alice", TOPIC, topic.name, READ))
    await _metadata(k, [topic.name], "named, v10 with operations", version=10,
                    topic_operations=True, cluster_operations=True)
    response = await k.request(k.any_broker(), metadata_request(None), 12, user="alice")
    k.observe("all topics: is it listed", topic.name in {t.name for t in response.topics})
    await _metadata(k, [topic.name], "as admin, v10 with operations", version=10,
                    user=None, topic_operations=True, cluster_operations=True)


@scenario(GROUP, "Metadata auto-creation needs CREATE", cluster=AUTHORIZER)
async def metadata_auto_create(k):
    name = k.new_name("-auto")
    await k.add_acls(acl("alice", TOPIC, name, DESCRIBE))
    await _metadata(k, [name], "DESCRIBE only", auto_create=True)
    await k.add_acls(acl("alice", TOPIC, name, CREATE))
    response = await _metadata(k, [name], "and CREATE", auto_create=True)
    if response is not None:
        await k.wait_until(lambda: _exists(k, name), f"{name} created")


async def _exists(k, name: str) -> bool:
    response = await k.metadata(k.any_broker(), [name])
    return response.topics[0].error_code == 0


@scenario(GROUP, "DescribeTopicPartitions without DESCRIBE: refused after the others, and left "
          "out of all topics", cluster=AUTHORIZER)
async def describe_topic_partitions(k):
    seen = await k.topic(partitions=2)
    hidden = await k.topic()
    await k.add_acls(acl("alice", TOPIC, seen.name, DESCRIBE))
    names = [hidden.name, seen.name, k.new_name("-missing")]
    response = await k.request(k.any_broker(), DescribeTopicPartitionsRequest(
        topics=[TopicRequest(name=n) for n in names], response_partition_limit=2000), 0,
        user="alice")
    # Kafka adds the refused topics from a hash set: their order among themselves is its own.
    response.topics.sort(key=lambda t: (t.error_code == 29, t.name))
    k.observe("named", response)
    response = await k.request(k.any_broker(), DescribeTopicPartitionsRequest(
        topics=[], response_partition_limit=2000), 0, user="alice")
    k.observe("all topics", _only(response, {seen.name, hidden.name}))


@scenario(GROUP, "ListOffsets without DESCRIBE: every partition refused, existing or not",
          cluster=AUTHORIZER)
async def list_offsets_refused(k):
    topic = await k.topic(partitions=2)
    await k.produce(topic, 3)
    for name in (topic.name, k.new_name("-missing")):
        await k.send(k.any_broker(), list_offsets_request(name, {0: -1, 1: -2}), 7,
                     user="alice", label=f"ListOffsets {'existing' if name == topic.name else 'missing'}")
    await k.add_acls(acl("alice", TOPIC, topic.name, DESCRIBE))
    await k.send(k.any_broker(), list_offsets_request(topic.name, {0: -1, 1: -2}), 7,
                 user="alice", label="with DESCRIBE")


@scenario(GROUP, "DescribeConfigs without DESCRIBE_CONFIGS: topics and brokers refused",
          cluster=AUTHORIZER)
async def describe_configs_refused(k):
    topic = await k.topic(config={"retention.ms": 3_600_000})
    request = DescribeConfigsRequest(resources=[
        DescribeConfigsResource(resource_type=2, resource_name=topic.name,
                                configuration_keys=TOPIC_CONFIG_KEYS),
        DescribeConfigsResource(resource_type=2, resource_name=k.new_name("-missing"),
                                configuration_keys=TOPIC_CONFIG_KEYS),
        DescribeConfigsResource(resource_type=4, resource_name="1",
                                configuration_keys=["num.partitions"])])
    await k.send(k.any_broker(), request, 4, user="alice", label="nothing allowed")
    await k.add_acls(acl("alice", TOPIC, topic.name, ALTER_CONFIGS))
    await k.send(k.any_broker(), request, 4, user="alice",
                 label="ALTER_CONFIGS implies DESCRIBE_CONFIGS on the topic")
    await k.add_acls(acl("alice", CLUSTER, CLUSTER_NAME, DESCRIBE_CONFIGS))
    await k.send(k.any_broker(), request, 4, user="alice", label="and the cluster")


# --- writing and reading ----------------------------------------------------------------------


@scenario(GROUP, "Produce without WRITE is refused, existing topic or not", cluster=AUTHORIZER)
async def produce_refused(k):
    topic = await k.topic()
    for name in (topic.name, k.new_name("-missing")):
        await k.send(topic.leader(), produce_request(name, 0, batch_of(0, 2)), 9, user="alice",
                     label=f"produce to {'existing' if name == topic.name else 'missing'}")
    await k.add_acls(acl("alice", TOPIC, topic.name, DESCRIBE))
    await k.send(topic.leader(), produce_request(topic.name, 0, batch_of(0, 2)), 9,
                 user="alice", label="DESCRIBE is not WRITE")
    await k.add_acls(acl("alice", TOPIC, topic.name, WRITE))
    await k.send(topic.leader(), produce_request(topic.name, 0, batch_of(0, 2)), 9,
                 user="alice", label="with WRITE")


@scenario(GROUP, "Produce of transactional records needs WRITE on the transactional id",
          cluster=AUTHORIZER)
async def produce_transactional_refused(k):
    topic = await k.topic()
    await k.add_acls(acl("alice", TOPIC, topic.name, WRITE))
    records = batch_of(0, 2, producer_id=4242, producer_epoch=0, base_sequence=0,
                       compression=Compression.NONE)
    transactional = bytearray(records)
    transactional[22] |= 0x10  # the transactional bit of the batch attributes
    await k.send(topic.leader(), produce_request(topic.name, 0, bytes(transactional),
                                                 transactional_id=k.new_name("-txn")), 9,
                 user="alice", label="named transactional id")
    await k.send(topic.leader(), produce_request(topic.name, 0, bytes(transactional)), 9,
                 user="alice", label="no transactional id")


@scenario(GROUP, "Fetch without READ is refused; DENY READ wins over ALLOW", cluster=AUTHORIZER)
async def fetch_refused(k):
    topic = await k.topic()
    await k.produce(topic, 3)
    request = fetch_request(topic, {0: 0})
    await k.send(topic.leader(), request, 12, user="alice", label="nothing allowed")
    await k.send(topic.leader(), request, 13, user="alice", label="by id, nothing allowed")
    await k.add_acls(acl("alice", TOPIC, topic.name, READ))
    await k.send(topic.leader(), request, 12, user="alice", label="with READ")
    await k.add_acls(acl("alice", TOPIC, topic.name, READ, permission=DENY))
    await k.send(topic.leader(), request, 12, user="alice", label="and a DENY for READ")
    await k.send(topic.leader(), fetch_request(topic, {0: 0}, replica_id=2), 12, user="alice",
                 label="as a follower")


# --- the rules ------------------------------------------------------------------------------


@scenario(GROUP, "Prefixed patterns, the * wildcard and User:* grant as Kafka does",
          cluster=AUTHORIZER)
async def patterns(k):
    prefix = k.new_name("-")
    first = await k.topic(name=prefix + "one")
    second = await k.topic(name=prefix + "two")
    other = await k.topic()
    names = [first.name, second.name, other.name]
    await _metadata(k, names, "nothing allowed")
    await k.add_acls(acl("alice", TOPIC, prefix, DESCRIBE, pattern=PREFIXED))
    await _metadata(k, names, "a prefix")
    await k.add_acls(acl("User:*", TOPIC, other.name, DESCRIBE))
    await _metadata(k, names, "and User:* on the other topic")
    await _metadata(k, names, "bob sees what User:* allows", user="bob")
    await k.add_acls(acl("alice", TOPIC, second.name, DESCRIBE, permission=DENY))
    await _metadata(k, names, "and a DENY on one of the prefixed")


@scenario(GROUP, "The * wildcard resource, denied for one principal", cluster=AUTHORIZER)
async def wildcard_resource(k):
    topic = await k.topic()
    await k.add_acls(acl("User:*", TOPIC, "*", READ))
    await _metadata(k, [topic.name], "alice: READ on every topic implies DESCRIBE")
    await k.add_acls(acl("bob", TOPIC, "*", DESCRIBE, permission=DENY))
    await _metadata(k, [topic.name], "bob: denied DESCRIBE on every topic", user="bob")


@scenario(GROUP, "Hosts: an ACL for another host does not apply, one for 127.0.0.1 does",
          cluster=AUTHORIZER)
async def hosts(k):
    topic = await k.topic()
    await k.add_acls(acl("alice", TOPIC, topic.name, DESCRIBE, host="10.1.2.3"))
    await _metadata(k, [topic.name], "another host")
    await k.add_acls(acl("alice", TOPIC, topic.name, DESCRIBE, host="127.0.0.1"))
    await _metadata(k, [topic.name], "this host")
    await k.add_acls(acl("alice", TOPIC, topic.name, DESCRIBE, permission=DENY,
                         host="10.1.2.3"))
    await _metadata(k, [topic.name], "a DENY for another host")


@scenario(GROUP, "A DENY for WRITE does not deny DESCRIBE; a DENY for ALL denies everything",
          cluster=AUTHORIZER)
async def deny_operations(k):
    topic = await k.topic()
    await k.add_acls(acl("alice", TOPIC, topic.name, WRITE),
                     acl("alice", TOPIC, topic.name, WRITE, permission=DENY))
    await _metadata(k, [topic.name], "WRITE allowed and denied: DESCRIBE?")
    await k.send(topic.leader(), produce_request(topic.name, 0, batch_of(0, 1)), 9,
                 user="alice", label="produce")
    await k.add_acls(acl("alice", TOPIC, topic.name, DESCRIBE))
    await _metadata(k, [topic.name], "DESCRIBE allowed")
    await k.add_acls(acl("alice", TOPIC, topic.name, 2, permission=DENY))  # ALL
    await _metadata(k, [topic.name], "ALL denied")


@scenario(GROUP, "Super users ignore DENY ACLs", cluster=AUTHORIZER)
async def super_user(k):
    topic = await k.topic()
    await k.add_acls(acl("User:*", TOPIC, topic.name, 2, permission=DENY),
                     acl("admin", TOPIC, "*", 2, permission=DENY))
    await _metadata(k, [topic.name], "admin", user=None)
    await _metadata(k, [topic.name], "alice")


@scenario(GROUP, "DescribeCluster: the cluster's authorized operations per principal",
          cluster=AUTHORIZER)
async def describe_cluster_operations(k):
    request = DescribeClusterRequest(include_cluster_authorized_operations=True)
    await k.send(k.any_broker(), request, 1, user="alice", label="alice, nothing allowed")
    await k.add_acls(acl("alice", CLUSTER, CLUSTER_NAME, IDEMPOTENT_WRITE))
    await k.send(k.any_broker(), request, 1, user="alice", label="alice, IDEMPOTENT_WRITE only")
    await k.add_acls(acl("alice", CLUSTER, CLUSTER_NAME, DESCRIBE))
    await k.send(k.any_broker(), request, 1, user="alice", label="and DESCRIBE")
    await k.send(k.any_broker(), request, 1, label="admin")


@scenario(GROUP, "Inter-broker APIs (WriteTxnMarkers, the share state APIs) refuse clients "
          "without CLUSTER_ACTION", cluster=AUTHORIZER)
async def inter_broker_apis(k):
    topic = await k.topic(replication_factor=1)
    broker = k.any_broker()
    group = k.new_name("-share")
    await k.send(broker, WriteTxnMarkersRequest(markers=[WritableTxnMarker(
        producer_id=4242, producer_epoch=0, transaction_result=True, coordinator_epoch=0,
        topics=[WritableTxnMarkerTopic(name=topic.name, partition_indexes=[0])])]), 1,
        user="alice", label="WriteTxnMarkers")
    await k.send(broker, InitializeShareGroupStateRequest(group_id=group, topics=[
        InitializeStateData(topic_id=topic.topic_id, partitions=[
            InitializePartition(partition=0, state_epoch=0, start_offset=0)])]), 0,
        user="alice", label="InitializeShareGroupState")
    await k.send(broker, ReadShareGroupStateRequest(group_id=group, topics=[
        ReadStateData(topic_id=topic.topic_id, partitions=[
            ReadPartition(partition=0, leader_epoch=0)])]), 0,
        user="alice", label="ReadShareGroupState")
    await k.send(broker, WriteShareGroupStateRequest(group_id=group, topics=[
        WriteStateData(topic_id=topic.topic_id, partitions=[
            WritePartition(partition=0, state_epoch=0, leader_epoch=0, start_offset=0,
                           state_batches=[])])]), 0,
        user="alice", label="WriteShareGroupState")
    await k.send(broker, ReadShareGroupStateSummaryRequest(group_id=group, topics=[
        ReadStateSummaryData(topic_id=topic.topic_id, partitions=[
            SummaryPartition(partition=0, leader_epoch=0)])]), 0,
        user="alice", label="ReadShareGroupStateSummary")
    await k.send(broker, DeleteShareGroupStateRequest(group_id=group, topics=[
        DeleteStateData(topic_id=topic.topic_id, partitions=[DeletePartition(partition=0)])]),
        0, user="alice", label="DeleteShareGroupState")


# --- producers --------------------------------------------------------------------------------


@scenario(GROUP, "InitProducerId: idempotent producers need IDEMPOTENT_WRITE or WRITE on a topic",
          cluster=AUTHORIZER)
async def idempotent_producer(k):
    prefix = k.new_name("-")
    request = InitProducerIdRequest(transactional_id=None, transaction_timeout_ms=-1)

    async def init(label):
        async def answered():
            # A broker's first producer ids come from the controller: until they do, Kafka
            # answers COORDINATOR_LOAD_IN_PROGRESS (14), which producers retry.
            response = await k.request(k.any_broker(), request, 4, user="alice")
            return None if response.error_code == 14 else response

        response = await k.wait_until(answered, "an InitProducerId answer")
        k.observe(label, (response.error_code, response.producer_id >= 0))

    await init("nothing allowed")
    await k.add_acls(acl("alice", TOPIC, prefix, WRITE, pattern=PREFIXED))
    await init("WRITE on a prefix")
    await k.add_acls(acl("alice", TOPIC, prefix[:8], WRITE, pattern=PREFIXED,
                         permission=DENY))
    await init("and a DENY on a shorter prefix")
    await k.add_acls(acl("alice", CLUSTER, CLUSTER_NAME, IDEMPOTENT_WRITE))
    await init("and IDEMPOTENT_WRITE on the cluster")


@scenario(GROUP, "InitProducerId with a transactional id needs WRITE on it", cluster=AUTHORIZER)
async def transactional_producer(k):
    txn = k.new_name("-txn")
    request = InitProducerIdRequest(transactional_id=txn, transaction_timeout_ms=60_000)
    response = await k.request(k.any_broker(), request, 4, user="alice")
    k.observe("nothing allowed", (response.error_code, response.producer_id))
    await k.add_acls(acl("alice", 5, txn, DESCRIBE))
    response = await k.request(k.any_broker(), request, 4, user="alice")
    k.observe("DESCRIBE is not WRITE", (response.error_code, response.producer_id))


# --- admin --------------------------------------------------------------------------------------


@scenario(GROUP, "CreateTopics needs CREATE; configs need DESCRIBE_CONFIGS", cluster=AUTHORIZER)
async def create_topics(k):
    prefix = k.new_name("-")

    def create(*names):
        return CreateTopicsRequest(topics=[CreatableTopic(name=n, num_partitions=1,
                                                          replication_factor=1) for n in names],
                                   timeout_ms=30_000)

    await k.send(k.any_broker(), create(prefix + "a"), 7, user="alice", label="nothing allowed")
    await k.add_acls(acl("alice", TOPIC, prefix, CREATE, pattern=PREFIXED))
    response = await k.send(k.any_broker(), create(prefix + "b", k.new_name("-other")), 7,
                            user="alice", label="CREATE on a prefix")
    if response is not None:
        for topic in response.topics:
            k.topic_ids[topic.topic_id] = topic.name
    await k.add_acls(acl("alice", TOPIC, prefix, DESCRIBE_CONFIGS, pattern=PREFIXED))
    response = await k.request(k.any_broker(), create(prefix + "c"), 7, user="alice")
    for topic in response.topics:
        topic.configs = sorted(c.name for c in topic.configs or [])
        k.topic_ids[topic.topic_id] = topic.name
    k.observe("and DESCRIBE_CONFIGS: the configs' names", response)


@scenario(GROUP, "DeleteTopics needs DELETE; without DESCRIBE the name stays unsaid",
          cluster=AUTHORIZER)
async def delete_topics(k):
    topic = await k.topic()
    missing = k.new_name("-missing")
    await k.send(k.any_broker(), DeleteTopicsRequest(topic_names=[topic.name, missing],
                                                     timeout_ms=30_000), 5, user="alice",
                 label="by name, nothing allowed")
    await k.send(k.any_broker(), DeleteTopicsRequest(topics=[
        DeleteTopicState(topic_id=topic.topic_id), DeleteTopicState(topic_id=uuid.uuid4())],
        timeout_ms=30_000), 6, user="alice", label="by id, nothing allowed")
    await k.add_acls(acl("alice", TOPIC, topic.name, DESCRIBE))
    await k.send(k.any_broker(), DeleteTopicsRequest(topics=[
        DeleteTopicState(topic_id=topic.topic_id)], timeout_ms=30_000), 6, user="alice",
        label="by id, with DESCRIBE")
    await k.add_acls(acl("alice", TOPIC, topic.name, DELETE))
    await k.send(k.any_broker(), DeleteTopicsRequest(topic_names=[topic.name],
                                                     timeout_ms=30_000), 5, user="alice",
                 label="with DELETE")


@scenario(GROUP, "DeleteRecords needs DELETE on the topic", cluster=AUTHORIZER)
async def delete_records(k):
    topic = await k.topic()
    await k.produce(topic, 4)
    request = DeleteRecordsRequest(timeout_ms=10_000, topics=[DeleteRecordsTopic(
        name=topic.name, partitions=[DeleteRecordsPartition(partition_index=0, offset=2)])])
    await k.send(topic.leader(), request, 2, user="alice", label="nothing allowed")
    await k.add_acls(acl("alice", TOPIC, topic.name, DELETE))
    await k.send(topic.leader(), request, 2, user="alice", label="with DELETE")


@scenario(GROUP, "ListConfigResources needs DESCRIBE_CONFIGS on the cluster (KIP-1142; Kafka's "
          "KafkaApis.handleListConfigResources)", cluster=AUTHORIZER)
async def list_config_resources_refused(k):
    request = ListConfigResourcesRequest(resource_types=[16])
    await k.send(k.any_broker(), request, 1, user="alice", label="alice, nothing allowed")
    await k.send(k.any_broker(), ListConfigResourcesRequest(), 0, user="alice",
                 label="alice, v0")
    await k.add_acls(acl("alice", CLUSTER, CLUSTER_NAME, DESCRIBE_CONFIGS))
    await k.send(k.any_broker(), request, 1, user="alice", label="and DESCRIBE_CONFIGS")
