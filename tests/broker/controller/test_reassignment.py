"""Partition reassignment (KIP-455): AlterPartitionReassignments and
ListPartitionReassignments, through kafka-python's admin client and the wire protocol, as
Kafka's ReplicationControlManager decides them."""

from __future__ import annotations

import time

import pytest

from kafkasim.broker.cluster import Cluster
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.list_partition_reassignments import (
    ListPartitionReassignmentsRequest,
    ListPartitionReassignmentsTopics,
)
from tests.helpers.cluster import TEST_CLUSTER_CONFIG
from tests.helpers.data_path import batch, connect, produce
from tests.helpers.tiered import reassign, replica

KAFKA_PYTHON_WARNINGS = pytest.mark.filterwarnings(
    "ignore:(read|open)_text is deprecated:DeprecationWarning")


@pytest.fixture
async def four_brokers():
    async with Cluster(brokers=4, racks=("a", "b", "c", "d"),
                       config=TEST_CLUSTER_CONFIG) as running:
        yield running


@KAFKA_PYTHON_WARNINGS
def test_kafka_python_moves_a_partition_and_lists_reassignments():
    """Verifies KIP-455 with kafka-python's admin client: alter_partition_reassignments moves a
    partition from [1, 2] to [2, 3, 4] (the leader 1 is removed, so leadership moves to 2 with
    a new leader epoch), the new replicas copy every record and join the ISR, the removed
    replica deletes its copy, and list_partition_reassignments shows nothing once done."""
    from kafka import KafkaAdminClient, KafkaConsumer, KafkaProducer, TopicPartition

    from kafkasim.broker.cluster import start_cluster

    with start_cluster(brokers=4, racks=("a", "b", "c", "d"),
                       config=TEST_CLUSTER_CONFIG) as cluster:
        admin = KafkaAdminClient(bootstrap_servers=cluster.bootstrap, request_timeout_ms=10000)
        producer = KafkaProducer(bootstrap_servers=cluster.bootstrap, acks="all")
        try:
            from kafka.admin import NewTopic

            admin.create_topics([NewTopic("moved", replica_assignments={0: [1, 2]})])
            for index in range(20):
                producer.send("moved", value=b"v%d" % index, partition=0)
            producer.flush(10)
            epoch = cluster.call(lambda: cluster.controller.metadata.partition("moved", 0)
                                 .leader_epoch)
            partition = TopicPartition("moved", 0)
            assert admin.alter_partition_reassignments({partition: [2, 3, 4]}) == {
                partition: None}

            def done():
                info = cluster.controller.metadata.partition("moved", 0)
                return info.replicas == [2, 3, 4] and sorted(info.isr) == [2, 3, 4] \
                    and not info.reassigning

            cluster.wait_until(done)
            info = cluster.call(lambda: cluster.controller.metadata.partition("moved", 0))
            assert info.leader == 2 and info.leader_epoch > epoch
            assert admin.list_partition_reassignments() == {}
            cluster.wait_until(lambda: replica(cluster.cluster, 1, "moved") is None)
        finally:
            producer.close()
            admin.close()
        consumer = KafkaConsumer(bootstrap_servers=cluster.bootstrap, auto_offset_reset="earliest",
                                 consumer_timeout_ms=5000)
        try:
            consumer.assign([TopicPartition("moved", 0)])
            values = []
            deadline = time.monotonic() + 10
            while len(values) < 20 and time.monotonic() < deadline:
                for records in consumer.poll(500).values():
                    values.extend(record.value for record in records)
            assert values == [b"v%d" % index for index in range(20)]
        finally:
            consumer.close()


async def test_reassignment_errors_as_kafka_answers_them(four_brokers):
    """Verifies ReplicationControlManager's per-partition errors: an unknown topic or partition
    (UNKNOWN_TOPIC_OR_PARTITION), an empty list, a repeated or unregistered broker
    (INVALID_REPLICA_ASSIGNMENT, with Kafka's messages), and a cancellation with no
    reassignment in progress (NO_REASSIGNMENT_IN_PROGRESS)."""
    await four_brokers.create_topic("errors", replication_factor=2)
    connection = await connect(four_brokers.brokers[1])
    try:
        cases = [("missing", [1, 2], ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                  "Unable to find a topic named missing."),
                 ("errors", [], ErrorCode.INVALID_REPLICA_ASSIGNMENT, "empty replica list"),
                 ("errors", [1, 1], ErrorCode.INVALID_REPLICA_ASSIGNMENT, "the broker 1 more than"),
                 ("errors", [1, 9], ErrorCode.INVALID_REPLICA_ASSIGNMENT,
                  "includes broker 9, but no such broker is registered"),
                 ("errors", None, ErrorCode.NO_REASSIGNMENT_IN_PROGRESS, "No partition")]
        for topic, replicas, code, message in cases:
            answer = await reassign(connection, topic, replicas)
            assert answer.error_code == code, (topic, replicas)
            assert message in answer.error_message, (topic, replicas)
        answer = await reassign(connection, "errors", [1, 2], partition=5)
        assert answer.error_code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
    finally:
        await connection.close()


async def test_ongoing_reassignment_is_listed_and_can_be_cancelled(four_brokers):
    """Verifies a reassignment that cannot finish yet (the new replica's broker does not fetch):
    ListPartitionReassignments shows the replicas (target first, then the removed ones), the
    adding and the removing replicas; Metadata lists every replica; cancelling (Replicas null)
    reverts to the original replicas (Kafka's PartitionReassignmentRevert)."""
    cluster = four_brokers
    await cluster.create_topic("pending", replication_factor=2)
    info = cluster.controller.metadata.partition("pending", 0)
    spare = next(n for n in sorted(cluster.brokers) if n not in info.replicas)
    cluster.brokers[spare].replica_manager.pause_fetchers()
    connection = await connect(cluster.brokers[info.leader])
    try:
        await produce(connection, "pending", batch(b"a"), acks=-1)
        target = [info.replicas[1], spare]
        assert (await reassign(connection, "pending", target)).error_code == ErrorCode.NONE
        response = await connection.send(ListPartitionReassignmentsRequest(topics=[
            ListPartitionReassignmentsTopics(name="pending", partition_indexes=[0, 7])]), 0)
        (listed,) = response.topics[0].partitions
        assert (listed.replicas, listed.adding_replicas, listed.removing_replicas) == (
            [info.replicas[1], spare, info.replicas[0]], [spare], [info.replicas[0]])
        assert (await reassign(connection, "pending", None)).error_code == ErrorCode.NONE
        await cluster.wait_for_metadata()
        reverted = cluster.controller.metadata.partition("pending", 0)
        assert reverted.replicas == [info.replicas[1], info.replicas[0]]
        assert not reverted.reassigning and sorted(reverted.isr) == sorted(info.replicas)
        await cluster.wait_until(lambda: replica(cluster, spare, "pending") is None)
    finally:
        cluster.brokers[spare].replica_manager.resume_fetchers()
        await connection.close()


async def test_v1_may_refuse_a_replication_factor_change(four_brokers):
    """Verifies KIP-860 (AlterPartitionReassignments v1): with AllowReplicationFactorChange
    false a target of another size is refused with INVALID_REPLICATION_FACTOR ("The replication
    factor is changed from 2 to 3"), a target of the same size is accepted, and the answer
    echoes the setting."""
    from kafkasim.protocol.messages.alter_partition_reassignments import (
        AlterPartitionReassignmentsRequest,
        ReassignablePartition,
        ReassignableTopic,
    )

    await four_brokers.create_topic("factor", replication_factor=2)
    info = four_brokers.controller.metadata.partition("factor", 0)
    spare = [n for n in sorted(four_brokers.brokers) if n not in info.replicas]
    connection = await connect(four_brokers.brokers[1])
    try:
        for target, code in (([*info.replicas, spare[0]], ErrorCode.INVALID_REPLICATION_FACTOR),
                             ([info.replicas[0], spare[0]], ErrorCode.NONE)):
            response = await connection.send(AlterPartitionReassignmentsRequest(
                allow_replication_factor_change=False, topics=[ReassignableTopic(
                    name="factor", partitions=[ReassignablePartition(
                        partition_index=0, replicas=target)])]), 1)
            answer = response.responses[0].partitions[0]
            assert answer.error_code == code, target
            assert response.allow_replication_factor_change is False
        assert "changed from 2 to 3" in (await connection.send(AlterPartitionReassignmentsRequest(
            allow_replication_factor_change=False, topics=[ReassignableTopic(
                name="factor", partitions=[ReassignablePartition(
                    partition_index=0, replicas=[1, 2, 3])])]), 1)
        ).responses[0].partitions[0].error_message
    finally:
        await connection.close()

