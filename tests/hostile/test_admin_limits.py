"""Admin requests that would make the controller write without bound: refused as Kafka's
QuorumController refuses them (found by the soak fuzzer: a CreateTopics of 2^31-1 partitions
held the controller's event loop placing replicas; Kafka 4.3.1's own controller runs out of
memory on it)."""

from __future__ import annotations

from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.create_partitions import (
    CreatePartitionsRequest,
    CreatePartitionsTopic,
)
from kafkasim.protocol.messages.create_topics import CreatableTopic, CreateTopicsRequest
from kafkasim.protocol.messages.metadata import MetadataRequest


async def _send(broker, request, version):
    connection = await KafkaConnection.connect(broker.host, broker.port)
    try:
        return await connection.send(request, version)
    finally:
        await connection.close()


def _topic(name: str, partitions: int) -> CreatableTopic:
    return CreatableTopic(name=name, num_partitions=partitions, replication_factor=1)


async def test_create_topics_past_kafkas_limits_is_refused_whole(cluster):
    """Verifies ReplicationControlManager's limits: more than 10,000 partitions in one
    CreateTopics (2^31-1 included) and more than 10,000 metadata records in one operation get
    POLICY_VIOLATION with Kafka's messages for every topic of the request (a name given twice
    keeps INVALID_REQUEST), nothing is created, and the cluster serves on."""
    broker = cluster.brokers[1]
    for partitions in (2**31 - 1, 10_001):
        response = await _send(broker, CreateTopicsRequest(
            topics=[_topic("huge", partitions), _topic("tiny", 1), _topic("twice", 1),
                    _topic("twice", 1)], timeout_ms=5000), 7)
        assert [(t.name, t.error_code, t.error_message) for t in response.topics] == [
            ("huge", ErrorCode.POLICY_VIOLATION,
             "Excessively large number of partitions per request."),
            ("tiny", ErrorCode.POLICY_VIOLATION,
             "Excessively large number of partitions per request."),
            ("twice", ErrorCode.INVALID_REQUEST, "Duplicate topic name.")]
    response = await _send(broker, CreateTopicsRequest(
        topics=[_topic("almost", 9999), _topic("one-more", 1)], timeout_ms=5000,
        validate_only=True), 7)
    assert {(t.error_code, t.error_message) for t in response.topics} == {
        (ErrorCode.POLICY_VIOLATION, "Unable to perform excessively large batch operation.")}
    metadata = await _send(broker, MetadataRequest(topics=None), 12)
    assert {t.name for t in metadata.topics}.isdisjoint({"huge", "tiny", "almost", "one-more"})
    created = await cluster.create_topic("after", partitions=2, replication_factor=3)
    assert len(created.partitions) == 2


async def test_create_partitions_past_kafkas_limit_is_refused_whole(cluster):
    """Verifies that growing topics by more than 10,000 partitions in one CreatePartitions gets
    POLICY_VIOLATION for every topic (Kafka's bounded record list), and nothing grows."""
    await cluster.create_topic("grown", partitions=1, replication_factor=3)
    await cluster.create_topic("other", partitions=1, replication_factor=3)
    response = await _send(cluster.brokers[1], CreatePartitionsRequest(topics=[
        CreatePartitionsTopic(name="grown", count=2**31 - 1, assignments=None),
        CreatePartitionsTopic(name="other", count=2, assignments=None)], timeout_ms=5000), 3)
    assert [(r.name, r.error_code, r.error_message) for r in response.results] == [
        ("grown", ErrorCode.POLICY_VIOLATION,
         "Unable to perform excessively large batch operation."),
        ("other", ErrorCode.POLICY_VIOLATION,
         "Unable to perform excessively large batch operation.")]
    assert len(cluster.controller.metadata.topics["grown"].partitions) == 1
    assert len(cluster.controller.metadata.topics["other"].partitions) == 1
