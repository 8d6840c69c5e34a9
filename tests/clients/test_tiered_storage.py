"""Tiered storage (KIP-405, KIP-1005) through real clients: confluent-kafka creates a topic with
`remote.storage.enable=true`, produces and consumes; kafka-python's admin lists the tiered
offsets (ListOffsets -4 earliest local, -5 latest tiered). The broker settings that pace the
remote tier are the reference cluster's (tests/reference/kafka_cluster.py)."""

from __future__ import annotations

import time
import uuid

import pytest

# kafka-python 3.0.12 loads its schemas with importlib.resources.read_text, deprecated on
# Python 3.11 (the suite turns warnings into errors).
pytestmark = [pytest.mark.clients, pytest.mark.filterwarnings(
    r"ignore:(read|open)_text is deprecated:DeprecationWarning")]

RECORDS = 50_000
SIZE = 200
DEADLINE = 30.0  # seconds the tiering may take (the acceptance check)
TIERED_CLUSTER_CONFIG = {
    "group.initial.rebalance.delay.ms": "0",
    "remote.log.storage.system.enable": "true",
    "remote.log.manager.task.interval.ms": "500",
    "log.retention.check.interval.ms": "1000",
    "log.initial.task.delay.ms": "1000",
}


@pytest.fixture(scope="module")
def tiered_cluster():
    from kafkasim.broker.cluster import start_cluster

    with start_cluster(brokers=3, racks=("a", "b", "c"), config=TIERED_CLUSTER_CONFIG) as handle:
        yield handle


def value_of(index: int) -> bytes:
    return f"record-{index:08d}-".encode().ljust(SIZE, b"v")


def wait_for(condition, what: str, timeout: float = DEADLINE):
    deadline = time.monotonic() + timeout
    while True:
        result = condition()
        if result:
            return result
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {timeout:.0f} s: {what}")
        time.sleep(0.2)


def test_fifty_thousand_records_tier_and_read_back_byte_exact(tiered_cluster):
    """Verifies KIP-405 end to end with real clients: on a topic with remote.storage.enable,
    1 MiB segments (Kafka's minimum) and a one-byte local retention, rolled segments are copied
    to the remote tier and deleted locally, so kafka-python's ListOffsets EARLIEST_LOCAL (-4)
    answers a positive offset and LATEST_TIERED (-5) at least the offset before it; a
    confluent-kafka consumer from offset 0 then reads all 50,000 records byte-exact, the
    early ones served from the remote tier."""
    import confluent_kafka
    from confluent_kafka.admin import AdminClient, NewTopic
    from kafka import KafkaAdminClient, TopicPartition
    from kafka.protocol.consumer.offsets import OffsetSpec

    bootstrap = tiered_cluster.bootstrap
    topic = f"tiered-{uuid.uuid4().hex[:8]}"
    admin = AdminClient({"bootstrap.servers": bootstrap})
    admin.create_topics([NewTopic(topic, 1, 3, config={
        "remote.storage.enable": "true", "segment.bytes": str(1 << 20),
        "local.retention.bytes": "1", "local.retention.ms": "1000"})])[topic].result(30)

    producer = confluent_kafka.Producer({"bootstrap.servers": bootstrap, "acks": "all",
                                         "linger.ms": 5, "enable.idempotence": True})
    for index in range(RECORDS):
        producer.produce(topic, key=str(index).encode(), value=value_of(index))
        if index % 5000 == 4999:
            producer.poll(0)
    assert producer.flush(30) == 0

    offsets_admin = KafkaAdminClient(bootstrap_servers=bootstrap)
    partition = TopicPartition(topic, 0)
    try:
        def tiered():
            answers = offsets_admin.list_partition_offsets(
                {partition: OffsetSpec.EARLIEST_LOCAL})
            local_start = answers[partition].offset
            latest_tiered = offsets_admin.list_partition_offsets(
                {partition: OffsetSpec.LATEST_TIERED})[partition].offset
            return (local_start, latest_tiered) if local_start > 0 else None

        local_start, latest_tiered = wait_for(tiered, "segments tiered and deleted locally")
        earliest = offsets_admin.list_partition_offsets({partition: OffsetSpec.EARLIEST})
    finally:
        offsets_admin.close()
    assert local_start > 0 and latest_tiered >= local_start - 1
    assert earliest[partition].offset == 0

    served_before = remote_read_bytes(tiered_cluster, topic)
    consumer = confluent_kafka.Consumer({"bootstrap.servers": bootstrap, "group.id": topic,
                                         "enable.auto.commit": False})
    seen = []
    try:
        consumer.assign([confluent_kafka.TopicPartition(topic, 0,
                                                        confluent_kafka.OFFSET_BEGINNING)])
        deadline = time.monotonic() + 60
        while len(seen) < RECORDS and time.monotonic() < deadline:
            for message in consumer.consume(1000, 0.5):
                assert message.error() is None, message.error()
                seen.append((message.offset(), message.key(), message.value()))
    finally:
        consumer.close()
    assert [offset for offset, _, _ in seen] == list(range(RECORDS))
    assert all(key == str(i).encode() and value == value_of(i)
               for i, (_, key, value) in enumerate(seen))
    assert remote_read_bytes(tiered_cluster, topic) - served_before >= local_start * SIZE


def remote_read_bytes(handle, topic: str) -> int:
    """Record bytes the brokers served to consumers from the remote tier so far."""
    return handle.call(lambda: sum(
        broker.replica_manager.remote_log_manager.remote_read_bytes
        for broker in handle.brokers.values()))
