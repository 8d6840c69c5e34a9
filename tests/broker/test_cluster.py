"""The cluster harness: start, topics, broker stop/start, the thread-hosted handle."""

from __future__ import annotations

import pytest

from protocol.connection import KafkaConnection
from protocol.errors import ErrorCode, KafkaError
from protocol.messages.metadata import MetadataRequest, MetadataRequestTopic


async def metadata(broker, topics=None, version=12):
    connection = await KafkaConnection.connect(broker.host, broker.port)
    try:
        request = MetadataRequest(
            topics=None if topics is None else [MetadataRequestTopic(name=t) for t in topics],
            allow_auto_topic_creation=False)
        return await connection.send(request, version)
    finally:
        await connection.close()


async def test_cluster_starts_with_consistent_metadata(cluster):
    """Verifies that a started 3-broker cluster lists every broker with its rack on every
    broker's Metadata, all unfenced."""
    assert cluster.start_seconds is not None
    for broker in cluster.brokers.values():
        response = await metadata(broker)
        assert {(b.node_id, b.rack) for b in response.brokers} == {(1, "a"), (2, "b"), (3, "c")}
        assert response.cluster_id == cluster.controller.cluster_id
    assert len(cluster.bootstrap.split(",")) == 3


async def test_create_topic_is_known_by_every_broker(cluster):
    """Verifies that create_topic returns once every broker's Metadata shows the topic with a
    leader for each partition and rack-spread replicas."""
    topic = await cluster.create_topic("orders", partitions=6, replication_factor=3)
    assert len(topic.partitions) == 6
    leaders = set()
    for broker in cluster.brokers.values():
        response = await metadata(broker, ["orders"])
        (entry,) = response.topics
        assert entry.error_code == ErrorCode.NONE and entry.topic_id == topic.topic_id
        for partition in entry.partitions:
            assert partition.leader_id >= 1
            assert sorted(partition.replica_nodes) == [1, 2, 3]
            leaders.add(partition.leader_id)
    assert leaders == {1, 2, 3}  # leaders spread round-robin


async def test_create_topic_refusal_raises_kafka_error(cluster):
    """Verifies that create_topic surfaces Kafka's INVALID_REPLICATION_FACTOR when the
    replication factor exceeds the live brokers."""
    with pytest.raises(KafkaError) as raised:
        await cluster.create_topic("too-wide", partitions=1, replication_factor=4)
    assert raised.value.code == ErrorCode.INVALID_REPLICATION_FACTOR


async def test_stop_and_start_broker_keeps_port_and_moves_leadership(cluster):
    """Verifies that a controlled stop moves leadership off the broker and a restart on the same
    port rejoins unfenced (Kafka's controlled shutdown and re-registration)."""
    await cluster.create_topic("moves", partitions=3, replication_factor=3)
    port = cluster.brokers[2].port
    await cluster.stop_broker(2)
    assert all(p.leader != 2 and 2 not in p.isr
               for p in cluster.controller.metadata.topics["moves"].partitions.values())
    response = await metadata(cluster.brokers[1], ["moves"])
    assert {b.node_id for b in response.brokers} == {1, 3}
    assert all(p.offline_replicas == [2] for p in response.topics[0].partitions)
    broker = await cluster.start_broker(2)
    assert broker.port == port
    response = await metadata(broker, ["moves"])
    assert {b.node_id for b in response.brokers} == {1, 2, 3}


def test_thread_handle_drives_cluster_synchronously(cluster_thread):
    """Verifies that start_cluster's handle creates topics and runs code on the cluster loop
    from a synchronous caller."""
    topic = cluster_thread.create_topic("sync-topic", partitions=2, replication_factor=2)
    assert len(topic.partitions) == 2
    versions = cluster_thread.call(
        lambda: {n: b.metadata.version for n, b in cluster_thread.brokers.items()})
    assert len(set(versions.values())) == 1
    assert cluster_thread.bootstrap.count(",") == 2
