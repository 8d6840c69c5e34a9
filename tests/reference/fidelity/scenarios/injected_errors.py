"""Injected errors: kafkasim's fault rule against the error really happening on Kafka.

Each scenario puts both clusters in the same state, then asks for one answer: on Kafka the
request that really meets the error (a fetch from a broker holding no replica, an epoch from
the future, an offset past the end, acks=2, ...); on kafkasim the same request made healthy
(to the leader, at the current epoch, ...) while a fault rule (`Cluster.inject`) answers it
with that error. The two answers are compared field by field like any other scenario's, so
an injected error has exactly the shape Kafka gives that error: empty records rather than
null ones, its -1s, KIP-951's CurrentLeader and NodeEndpoints where Kafka adds them
(broker/control/error_answers.py).

The rule matches only the scenario's one connection (its client id), never the helpers'
requests that create topics and wait for replicas."""

from __future__ import annotations

from kafkasim.protocol.messages.create_topics import CreatableTopic, CreateTopicsRequest
from kafkasim.protocol.messages.delete_topics import DeleteTopicsRequest
from kafkasim.protocol.messages.describe_configs import (
    DescribeConfigsRequest,
    DescribeConfigsResource,
)
from kafkasim.protocol.messages.heartbeat import HeartbeatRequest
from kafkasim.protocol.messages.init_producer_id import InitProducerIdRequest
from kafkasim.protocol.messages.join_group import JoinGroupRequest, JoinGroupRequestProtocol
from kafkasim.protocol.messages.offset_commit import (
    OffsetCommitRequest,
    OffsetCommitRequestPartition,
    OffsetCommitRequestTopic,
)
from kafkasim.protocol.messages.sync_group import SyncGroupRequest
from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.scenarios.groups import coordinator
from tests.reference.fidelity.world import (
    batch_of,
    delete_records_request,
    fetch_request,
    list_offsets_request,
    metadata_request,
    offset_for_leader_epoch_request,
    produce_request,
)

GROUP = "Injected errors"
INJECTED = "kafkasim-fidelity-injected"  # the client id the rules match
SUBSCRIPTION = b"\x00\x01\x00\x00\x00\x01\x00\x05topic\xff\xff\xff\xff"


async def answer(k, label: str, version: int, *, api: str, error: str, real, healthy,
                 **rule) -> None:
    """Record one answer: on Kafka `real` = (node, request), which meets `error`; on kafkasim
    `healthy` = (node, request) answered by a rule injecting `error` into `api` (with the
    rule's other filters in `rule`)."""
    if k.control.injects:
        k.control.inject(api, error=error, client_id=INJECTED, **rule)
        node, request = healthy
    else:
        node, request = real
    response = await k.request(node, request, version, client_id=INJECTED)
    k.observe(label, response)


async def _topic_with_records(k, count=5, **options):
    topic = await k.topic(**options)
    await k.produce(topic, count)
    return topic


@scenario(GROUP, "Fetch NOT_LEADER_OR_FOLLOWER with KIP-951 hints")
async def fetch_not_leader(k):
    topic = await _topic_with_records(k, replication_factor=2)  # the rack-c broker holds none
    for version in (17, 12, 4):
        request = fetch_request(topic, {0: 0})
        await answer(k, f"Fetch v{version}", version, api="Fetch",
                     error="NOT_LEADER_OR_FOLLOWER", topic=topic.name,
                     real=(topic.non_replica(), request), healthy=(topic.leader(), request))


@scenario(GROUP, "Fetch UNKNOWN_LEADER_EPOCH")
async def fetch_unknown_leader_epoch(k):
    topic = await _topic_with_records(k)
    await answer(k, "Fetch v12", 12, api="Fetch", error="UNKNOWN_LEADER_EPOCH",
                 real=(topic.leader(), fetch_request(topic, {0: 0}, current_leader_epoch=5)),
                 healthy=(topic.leader(), fetch_request(topic, {0: 0}, current_leader_epoch=0)))


@scenario(GROUP, "Fetch OFFSET_OUT_OF_RANGE")
async def fetch_offset_out_of_range(k):
    topic = await _topic_with_records(k)
    await answer(k, "Fetch v16", 16, api="Fetch", error="OFFSET_OUT_OF_RANGE",
                 real=(topic.leader(), fetch_request(topic, {0: 100})),
                 healthy=(topic.leader(), fetch_request(topic, {0: 0})))


@scenario(GROUP, "Fetch UNKNOWN_TOPIC_OR_PARTITION for a partition by name")
async def fetch_unknown_partition(k):
    # Kafka: partition 1 of a one-partition topic; kafkasim: the topic has a partition 1.
    topic = await k.topic(partitions=2 if k.control.injects else 1)
    await answer(k, "Fetch v12", 12, api="Fetch", error="UNKNOWN_TOPIC_OR_PARTITION",
                 real=(topic.leader(), fetch_request(topic, {1: 0})),
                 healthy=(topic.leader(), fetch_request(topic, {1: 0})))


@scenario(GROUP, "ListOffsets NOT_LEADER_OR_FOLLOWER")
async def list_offsets_not_leader(k):
    topic = await _topic_with_records(k)
    request = list_offsets_request(topic.name, -1)
    await answer(k, "ListOffsets v7", 7, api="ListOffsets", error="NOT_LEADER_OR_FOLLOWER",
                 real=(topic.follower(), request), healthy=(topic.leader(), request))


@scenario(GROUP, "ListOffsets UNKNOWN_LEADER_EPOCH")
async def list_offsets_unknown_leader_epoch(k):
    topic = await _topic_with_records(k)
    await answer(k, "ListOffsets v7", 7, api="ListOffsets", error="UNKNOWN_LEADER_EPOCH",
                 real=(topic.leader(), list_offsets_request(topic.name, -1,
                                                            current_leader_epoch=5)),
                 healthy=(topic.leader(), list_offsets_request(topic.name, -1,
                                                               current_leader_epoch=0)))


@scenario(GROUP, "OffsetForLeaderEpoch NOT_LEADER_OR_FOLLOWER")
async def offset_for_leader_epoch_not_leader(k):
    topic = await _topic_with_records(k)
    request = offset_for_leader_epoch_request(topic.name, {0: 0})
    await answer(k, "OffsetForLeaderEpoch v4", 4, api="OffsetForLeaderEpoch",
                 error="NOT_LEADER_OR_FOLLOWER", real=(topic.follower(), request),
                 healthy=(topic.leader(), request))


@scenario(GROUP, "OffsetForLeaderEpoch UNKNOWN_LEADER_EPOCH")
async def offset_for_leader_epoch_unknown_epoch(k):
    topic = await _topic_with_records(k)
    await answer(k, "OffsetForLeaderEpoch v4", 4, api="OffsetForLeaderEpoch",
                 error="UNKNOWN_LEADER_EPOCH",
                 real=(topic.leader(), offset_for_leader_epoch_request(
                     topic.name, {0: 0}, current_leader_epoch=5)),
                 healthy=(topic.leader(), offset_for_leader_epoch_request(
                     topic.name, {0: 0}, current_leader_epoch=0)))


@scenario(GROUP, "Produce NOT_LEADER_OR_FOLLOWER with KIP-951 hints")
async def produce_not_leader(k):
    topic = await k.topic()
    for version in (11, 9):
        request = produce_request(topic.name, 0, batch_of(0, 2))
        await answer(k, f"Produce v{version}", version, api="Produce",
                     error="NOT_LEADER_OR_FOLLOWER", real=(topic.follower(), request),
                     healthy=(topic.leader(), request))


@scenario(GROUP, "Produce UNKNOWN_TOPIC_OR_PARTITION for a partition by name")
async def produce_unknown_partition(k):
    # Kafka: partition 1 of a one-partition topic; kafkasim: the topic has a partition 1.
    topic = await k.topic(partitions=2 if k.control.injects else 1)
    request = produce_request(topic.name, 1, batch_of(0, 2))
    node = topic.leader(1) if k.control.injects else topic.leader()
    await answer(k, "Produce v11", 11, api="Produce", error="UNKNOWN_TOPIC_OR_PARTITION",
                 real=(node, request), healthy=(node, request))


@scenario(GROUP, "Produce MESSAGE_TOO_LARGE")
async def produce_message_too_large(k):
    config = {} if k.control.injects else {"max.message.bytes": 100}
    topic = await k.topic(config=config)
    request = produce_request(topic.name, 0, batch_of(0, 2, size=200))
    await answer(k, "Produce v11", 11, api="Produce", error="MESSAGE_TOO_LARGE",
                 real=(topic.leader(), request), healthy=(topic.leader(), request))


@scenario(GROUP, "Produce INVALID_REQUIRED_ACKS")
async def produce_invalid_required_acks(k):
    topic = await k.topic()
    await answer(k, "Produce v9", 9, api="Produce", error="INVALID_REQUIRED_ACKS",
                 real=(topic.leader(), produce_request(topic.name, 0, batch_of(0, 2), acks=2)),
                 healthy=(topic.leader(), produce_request(topic.name, 0, batch_of(0, 2))))


@scenario(GROUP, "DeleteRecords OFFSET_OUT_OF_RANGE")
async def delete_records_out_of_range(k):
    topic = await _topic_with_records(k)
    await answer(k, "DeleteRecords v2", 2, api="DeleteRecords", error="OFFSET_OUT_OF_RANGE",
                 real=(topic.leader(), delete_records_request(topic.name, {0: 100})),
                 healthy=(topic.leader(), delete_records_request(topic.name, {0: 2})))


@scenario(GROUP, "Metadata UNKNOWN_TOPIC_OR_PARTITION")
async def metadata_unknown_topic(k):
    # Kafka: a name no topic has; kafkasim: a topic of that name.
    name = k.new_name()
    if k.control.injects:
        await k.topic(name=name)
    request = metadata_request([name])
    await answer(k, "Metadata v12", 12, api="Metadata", error="UNKNOWN_TOPIC_OR_PARTITION",
                 real=(k.any_broker(), request), healthy=(k.any_broker(), request))


@scenario(GROUP, "DescribeConfigs UNKNOWN_TOPIC_OR_PARTITION")
async def describe_configs_unknown_topic(k):
    name = k.new_name()
    if k.control.injects:
        await k.topic(name=name)
    request = DescribeConfigsRequest(resources=[DescribeConfigsResource(
        resource_type=2, resource_name=name, configuration_keys=None)])
    await answer(k, "DescribeConfigs v4", 4, api="DescribeConfigs",
                 error="UNKNOWN_TOPIC_OR_PARTITION", real=(k.any_broker(), request),
                 healthy=(k.any_broker(), request))


@scenario(GROUP, "DeleteTopics UNKNOWN_TOPIC_OR_PARTITION")
async def delete_topics_unknown_topic(k):
    name = k.new_name()
    if k.control.injects:
        await k.topic(name=name)
    request = DeleteTopicsRequest(topic_names=[name], timeout_ms=10_000)
    await answer(k, "DeleteTopics v5", 5, api="DeleteTopics",
                 error="UNKNOWN_TOPIC_OR_PARTITION", real=(k.any_broker(), request),
                 healthy=(k.any_broker(), request))


@scenario(GROUP, "CreateTopics INVALID_PARTITIONS")
async def create_topics_invalid_partitions(k):
    name = k.new_name()
    partitions = 1 if k.control.injects else 0
    request = CreateTopicsRequest(timeout_ms=30_000, topics=[CreatableTopic(
        name=name, num_partitions=partitions, replication_factor=1)])
    await answer(k, "CreateTopics v7", 7, api="CreateTopics", error="INVALID_PARTITIONS",
                 real=(k.any_broker(), request), healthy=(k.any_broker(), request))


def _join(group: str, session_timeout_ms: int) -> JoinGroupRequest:
    return JoinGroupRequest(group_id=group, session_timeout_ms=session_timeout_ms,
                            rebalance_timeout_ms=10_000, member_id="", protocol_type="consumer",
                            protocols=[JoinGroupRequestProtocol(name="range",
                                                                metadata=SUBSCRIPTION)])


@scenario(GROUP, "JoinGroup INVALID_SESSION_TIMEOUT")
async def join_group_invalid_session_timeout(k):
    group = k.new_name("-group")
    node = await coordinator(k, group)
    await answer(k, "JoinGroup v9", 9, api="JoinGroup", error="INVALID_SESSION_TIMEOUT",
                 real=(node, _join(group, 1)), healthy=(node, _join(group, 10_000)))


@scenario(GROUP, "Heartbeat and SyncGroup of an unknown member")
async def group_unknown_member(k):
    group = k.new_name("-group")
    node = await coordinator(k, group)
    await answer(k, "Heartbeat v4", 4, api="Heartbeat", error="UNKNOWN_MEMBER_ID",
                 real=(node, HeartbeatRequest(group_id=group, generation_id=1,
                                              member_id="nobody")),
                 healthy=(node, HeartbeatRequest(group_id=group, generation_id=1,
                                                 member_id="nobody")))
    await answer(k, "SyncGroup v5", 5, api="SyncGroup", error="UNKNOWN_MEMBER_ID",
                 real=(node, SyncGroupRequest(group_id=group, generation_id=1,
                                              member_id="nobody", protocol_type="consumer",
                                              protocol_name="range", assignments=[])),
                 healthy=(node, SyncGroupRequest(group_id=group, generation_id=1,
                                                 member_id="nobody", protocol_type="consumer",
                                                 protocol_name="range", assignments=[])))


@scenario(GROUP, "OffsetCommit of an unknown member")
async def offset_commit_unknown_member(k):
    topic = await k.topic()
    group = k.new_name("-group")
    node = await coordinator(k, group)
    request = OffsetCommitRequest(group_id=group, generation_id_or_member_epoch=3,
                                  member_id="nobody", topics=[OffsetCommitRequestTopic(
                                      name=topic.name, partitions=[OffsetCommitRequestPartition(
                                          partition_index=0, committed_offset=1)])])
    await answer(k, "OffsetCommit v8", 8, api="OffsetCommit", error="ILLEGAL_GENERATION",
                 real=(node, request), healthy=(node, request))


@scenario(GROUP, "InitProducerId INVALID_TRANSACTION_TIMEOUT")
async def init_producer_id_invalid_timeout(k):
    transactional_id = k.new_name("-txn")
    real = InitProducerIdRequest(transactional_id=transactional_id,
                                 transaction_timeout_ms=2_000_000_000)
    healthy = InitProducerIdRequest(transactional_id=None, transaction_timeout_ms=-1)

    async def coordinator_of_transaction():
        from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest

        response = await k.request(k.any_broker(), FindCoordinatorRequest(
            key_type=1, coordinator_keys=[transactional_id]), 4)
        found = response.coordinators[0]
        return k.nodes.get(found.node_id) if found.error_code == 0 else None

    node = await k.wait_until(coordinator_of_transaction, "a transaction coordinator", 60)
    await answer(k, "InitProducerId v4", 4, api="InitProducerId",
                 error="INVALID_TRANSACTION_TIMEOUT", real=(node, real), healthy=(node, healthy))
