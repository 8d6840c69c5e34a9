"""Unknown topics, partitions and topic ids, asked of every API that names them."""

from __future__ import annotations

import uuid

from kafkasim.protocol.messages.create_partitions import (
    CreatePartitionsRequest,
    CreatePartitionsTopic,
)
from kafkasim.protocol.messages.delete_topics import DeleteTopicsRequest, DeleteTopicState
from kafkasim.protocol.messages.describe_configs import (
    DescribeConfigsRequest,
    DescribeConfigsResource,
)
from kafkasim.protocol.messages.elect_leaders import ElectLeadersRequest, TopicPartitions
from kafkasim.protocol.messages.fetch import FetchPartition, FetchTopic
from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.world import (
    batch_of,
    delete_records_request,
    fetch_request,
    list_offsets_request,
    offset_for_leader_epoch_request,
    produce_request,
)

GROUP = "Unknown topics and ids"


@scenario(GROUP, "Fetch of an unknown topic name")
async def fetch_unknown_name(k):
    name = k.new_name("-missing")
    for version in (4, 12):
        await k.send(k.any_broker(), fetch_request(None, {0: 0}, topic_name=name,
                                                   topic_id=uuid.UUID(int=0)), version)


@scenario(GROUP, "Fetch of an unknown topic id")
async def fetch_unknown_id(k):
    for version in (13, 16, 18):
        await k.send(k.any_broker(), fetch_request(None, {0: 0, 1: 0}, topic_name="",
                                                   topic_id=uuid.uuid4()), version)


@scenario(GROUP, "Fetch of an unknown partition")
async def fetch_unknown_partition(k):
    topic = await k.topic()
    await k.produce(topic, 2)
    for version in (12, 13):
        await k.send(topic.leader(), fetch_request(topic, {5: 0, 0: 0}), version)


@scenario(GROUP, "Fetch of an unknown topic id before a known one")
async def fetch_unknown_id_first(k):
    topic = await k.topic()
    await k.produce(topic, 2)
    request = fetch_request(topic, {0: 0})
    request.topics.insert(0, FetchTopic(topic="", topic_id=uuid.uuid4(), partitions=[
        FetchPartition(partition=0, fetch_offset=0, partition_max_bytes=1 << 20)]))
    await k.send(topic.leader(), request, 13)


@scenario(GROUP, "Fetch session holding an unknown topic id")
async def session_unknown_id(k):
    topic = await k.topic()
    await k.produce(topic, 1)
    request = fetch_request(topic, {0: 0}, session_epoch=0)
    request.topics.append(FetchTopic(topic="", topic_id=uuid.uuid4(), partitions=[
        FetchPartition(partition=0, fetch_offset=0, partition_max_bytes=1 << 20)]))
    response = await k.send(topic.leader(), request, 13, label="full fetch")
    if response is not None and response.session_id:
        await k.send(topic.leader(), fetch_request(topic, {}, session_id=response.session_id,
                                                   session_epoch=1), 13,
                     label="incremental")


@scenario(GROUP, "Produce to an unknown topic")
async def produce_unknown(k):
    for version in (3, 9, 11):
        await k.send(k.any_broker(), produce_request(k.new_name("-missing"), 0, batch_of(0, 1)),
                     version)


@scenario(GROUP, "Produce to an unknown partition")
async def produce_unknown_partition(k):
    topic = await k.topic()
    for version in (3, 10):
        await k.send(topic.leader(), produce_request(topic.name, 3, batch_of(0, 1)), version)


@scenario(GROUP, "ListOffsets of an unknown topic and partition")
async def list_offsets_unknown(k):
    topic = await k.topic()
    await k.send(k.any_broker(), list_offsets_request(k.new_name("-missing"), -1), 7,
                 label="unknown topic")
    await k.send(topic.leader(), list_offsets_request(topic.name, {4: -1}), 7,
                 label="unknown partition")


@scenario(GROUP, "OffsetForLeaderEpoch of an unknown topic and partition")
async def offset_for_leader_epoch_unknown(k):
    topic = await k.topic()
    await k.send(k.any_broker(), offset_for_leader_epoch_request(k.new_name("-missing"), {0: 0}),
                 4, label="unknown topic")
    await k.send(topic.leader(), offset_for_leader_epoch_request(topic.name, {4: 0}), 4,
                 label="unknown partition")


@scenario(GROUP, "DeleteRecords of an unknown topic and partition")
async def delete_records_unknown(k):
    topic = await k.topic()
    await k.send(k.any_broker(), delete_records_request(k.new_name("-missing"), {0: 0}), 2,
                 label="unknown topic")
    await k.send(topic.leader(), delete_records_request(topic.name, {4: 0}), 2,
                 label="unknown partition")


@scenario(GROUP, "DescribeConfigs of an unknown topic")
async def describe_configs_unknown(k):
    for version in (1, 4):
        await k.send(k.any_broker(), DescribeConfigsRequest(resources=[DescribeConfigsResource(
            resource_type=2, resource_name=k.new_name("-missing"), configuration_keys=None)]),
            version)


@scenario(GROUP, "CreatePartitions of an unknown topic")
async def create_partitions_unknown(k):
    await k.send(k.any_broker(), CreatePartitionsRequest(topics=[CreatePartitionsTopic(
        name=k.new_name("-missing"), count=3, assignments=None)], timeout_ms=10_000), 3)


@scenario(GROUP, "DeleteTopics of an unknown name and id")
async def delete_topics_unknown(k):
    await k.send(k.any_broker(), DeleteTopicsRequest(topic_names=[k.new_name("-missing")],
                                                     timeout_ms=10_000), 5, label="by name")
    await k.send(k.any_broker(), DeleteTopicsRequest(topics=[DeleteTopicState(
        name=None, topic_id=uuid.uuid4())], timeout_ms=10_000), 6, label="by id")


@scenario(GROUP, "ElectLeaders of an unknown topic and partition")
async def elect_leaders_unknown(k):
    topic = await k.topic()
    await k.send(k.any_broker(), ElectLeadersRequest(election_type=0, timeout_ms=10_000,
                                                     topic_partitions=[
        TopicPartitions(topic=k.new_name("-missing"), partitions=[0]),
        TopicPartitions(topic=topic.name, partitions=[3])]), 2)
