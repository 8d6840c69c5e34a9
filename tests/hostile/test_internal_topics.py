"""Defect 2 of issue 10: internal topics and topic names, answered as Kafka 4.3 answers them
(checked against the reference cluster: tests/reference/fidelity/scenarios/hostile.py)."""

from __future__ import annotations

import time

from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.create_topics import CreatableTopic, CreateTopicsRequest
from kafkasim.protocol.messages.delete_records import (
    DeleteRecordsPartition,
    DeleteRecordsRequest,
    DeleteRecordsTopic,
)
from kafkasim.protocol.messages.delete_topics import DeleteTopicsRequest
from tests.helpers.data_path import batch, produce

OFFSETS = "__consumer_offsets"


def _commit_and_read(bootstrap: str, group: str, offset: int) -> int:
    """Commit `offset` for orders-0 as `group` with librdkafka, then read it back."""
    from confluent_kafka import Consumer, TopicPartition

    consumer = Consumer({"bootstrap.servers": bootstrap, "group.id": group,
                         "enable.auto.commit": False})
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                consumer.commit(offsets=[TopicPartition("orders", 0, offset)], asynchronous=False)
                break
            except Exception:  # the coordinator is being created or moved: retry, as apps do
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)
        (committed,) = consumer.committed([TopicPartition("orders", 0)], timeout=15)
        return committed.offset
    finally:
        consumer.close()


def _leader_of_offsets_partition(handle):
    info = handle.call(lambda: handle.controller.metadata.partition(OFFSETS, 0))
    return handle.brokers[info.leader]


def test_clients_cannot_write_to_or_truncate_internal_topics(cluster_thread):
    """Verifies ReplicaManager.appendToLocalLog and deleteRecordsOnLocalLog: Produce to
    `__consumer_offsets` gets INVALID_TOPIC_EXCEPTION (no offsets, at every version) and
    DeleteRecords of it the same, while nothing reaches its log and the group's offsets
    stay readable."""
    cluster_thread.create_topic("orders", replication_factor=3)
    assert _commit_and_read(cluster_thread.bootstrap, "g1", 7) == 7
    broker = _leader_of_offsets_partition(cluster_thread)

    async def attack():
        connection = await KafkaConnection.connect(broker.host, broker.port)
        try:
            answers = [await produce(connection, OFFSETS, batch(b"\x00\x01garbage"),
                                     version=version) for version in (3, 9, 11)]
            deleted = await connection.send(DeleteRecordsRequest(topics=[DeleteRecordsTopic(
                name=OFFSETS, partitions=[DeleteRecordsPartition(partition_index=0,
                                                                 offset=-1)])],
                timeout_ms=5000), 2)
            return answers, deleted.topics[0].partitions[0]
        finally:
            await connection.close()

    end_before = cluster_thread.call(
        lambda: broker.replica_manager.get_partition(OFFSETS, 0).log.log_end_offset)
    answers, deleted = cluster_thread.call(attack)
    assert [(a.error_code, a.base_offset, a.log_start_offset) for a in answers] == [
        (ErrorCode.INVALID_TOPIC_EXCEPTION, -1, -1)] * 3
    assert (deleted.error_code, deleted.low_watermark) == (ErrorCode.INVALID_TOPIC_EXCEPTION, -1)
    assert cluster_thread.call(
        lambda: broker.replica_manager.get_partition(OFFSETS, 0).log.log_end_offset) == end_before
    assert _commit_and_read(cluster_thread.bootstrap, "g1", 9) == 9


def test_create_topics_answers_internal_and_invalid_names_as_kafka(cluster_thread):
    """Verifies CreateTopics for names Kafka refuses: an existing internal topic
    (TOPIC_ALREADY_EXISTS), a name colliding with it up to '.'/'_' (INVALID_TOPIC_EXCEPTION),
    `__cluster_metadata` (INVALID_REQUEST, ControllerApis), and Topic.validate's names (empty,
    '.', '..', 250 characters, other characters) with Kafka 4.3's messages; 249 characters and
    a new internal-looking name are fine."""
    cluster_thread.create_topic("orders", replication_factor=3)
    _commit_and_read(cluster_thread.bootstrap, "g2", 1)
    long_name = "n" * 250
    names = [OFFSETS, "__consumer.offsets", "__cluster_metadata", "", ".", "..", long_name,
             "bad name!", "m" * 249, "__transaction_state"]

    async def create():
        broker = cluster_thread.brokers[1]
        connection = await KafkaConnection.connect(broker.host, broker.port)
        try:
            return await connection.send(CreateTopicsRequest(
                topics=[CreatableTopic(name=name, num_partitions=1, replication_factor=1)
                        for name in names], timeout_ms=10_000), 7)
        finally:
            await connection.close()

    response = cluster_thread.call(create)
    answers = {topic.name: (topic.error_code, topic.error_message) for topic in response.topics}
    assert answers == {
        OFFSETS: (ErrorCode.TOPIC_ALREADY_EXISTS, f"Topic '{OFFSETS}' already exists."),
        "__consumer.offsets": (ErrorCode.INVALID_TOPIC_EXCEPTION,
                               f"Topic '__consumer.offsets' collides with existing topic: "
                               f"{OFFSETS}"),
        "__cluster_metadata": (ErrorCode.INVALID_REQUEST,
                               "Creation of internal topic __cluster_metadata is prohibited."),
        "": (ErrorCode.INVALID_TOPIC_EXCEPTION,
             "Topic name is invalid: the empty string is not allowed"),
        ".": (ErrorCode.INVALID_TOPIC_EXCEPTION, "Topic name is invalid: '.' is not allowed"),
        "..": (ErrorCode.INVALID_TOPIC_EXCEPTION, "Topic name is invalid: '..' is not allowed"),
        long_name: (ErrorCode.INVALID_TOPIC_EXCEPTION,
                    f"Topic name is invalid: the length of '{long_name}' is longer than the "
                    "max allowed length 249"),
        "bad name!": (ErrorCode.INVALID_TOPIC_EXCEPTION,
                      "Topic name is invalid: 'bad name!' contains one or more characters "
                      "other than ASCII alphanumerics, '.', '_' and '-'"),
        "m" * 249: (ErrorCode.NONE, None),
        "__transaction_state": (ErrorCode.NONE, None),
    }


def test_deleting_the_offsets_topic_leaves_groups_working(cluster_thread):
    """Verifies that DeleteTopics of `__consumer_offsets` is answered as Kafka 4.3 answers it
    (deleted: KRaft's controller does not protect internal topics) and that groups then work
    again: the next FindCoordinator has the topic created anew, and commits succeed."""
    cluster_thread.create_topic("orders", replication_factor=3)
    assert _commit_and_read(cluster_thread.bootstrap, "g3", 5) == 5

    async def delete():
        broker = cluster_thread.brokers[1]
        connection = await KafkaConnection.connect(broker.host, broker.port)
        try:
            response = await connection.send(DeleteTopicsRequest(topic_names=[OFFSETS],
                                                                 timeout_ms=10_000), 5)
            return response.responses[0].error_code
        finally:
            await connection.close()

    assert cluster_thread.call(delete) == ErrorCode.NONE
    assert _commit_and_read(cluster_thread.bootstrap, "g3", 6) == 6
