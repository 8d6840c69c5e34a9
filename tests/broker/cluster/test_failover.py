"""Leader failover with acks=all and min.insync.replicas=2, then a restart from the data dir
(acceptance check 2), with real clients: kafka-python produces, kafka-python and
confluent-kafka consume."""

from __future__ import annotations

import gc
import threading
import time

import pytest

from kafkasim.broker.cluster import start_cluster
from tests.helpers import peers  # noqa: F401  (imports kafka-python with its deprecation muted)
from tests.helpers.cluster import TEST_CLUSTER_CONFIG

TOPIC = "failover"


def produce_until(bootstrap: str, stop: threading.Event, acknowledged: list[bytes]) -> None:
    from kafka import KafkaProducer

    producer = KafkaProducer(bootstrap_servers=bootstrap, acks="all", retries=100,
                             retry_backoff_ms=50, request_timeout_ms=5000, linger_ms=2,
                             max_block_ms=10000)
    lock = threading.Lock()

    def acked(value):
        def callback(_metadata):
            with lock:
                acknowledged.append(value)
        return callback

    index = 0
    while not stop.is_set():
        value = b"message-%06d" % index
        producer.send(TOPIC, key=b"k%d" % (index % 7), value=value).add_callback(acked(value))
        index += 1
        time.sleep(0.001)
    producer.flush(timeout=20)
    producer.close(timeout=5)


def consume_all_kafka_python(bootstrap: str) -> list[bytes]:
    from kafka import KafkaConsumer

    consumer = KafkaConsumer(TOPIC, bootstrap_servers=bootstrap, auto_offset_reset="earliest",
                             enable_auto_commit=False, consumer_timeout_ms=3000)
    try:
        return [message.value for message in consumer]
    finally:
        consumer.close()


def consume_all_confluent(bootstrap: str, expected: int) -> list[bytes]:
    from confluent_kafka import Consumer

    consumer = Consumer({"bootstrap.servers": bootstrap, "group.id": "failover-check",
                         "auto.offset.reset": "earliest", "enable.auto.commit": False})
    consumer.subscribe([TOPIC])
    values: list[bytes] = []
    deadline = time.monotonic() + 30
    idle_since = None
    try:
        while time.monotonic() < deadline:
            message = consumer.poll(0.2)
            if message is None or message.error():
                if len(values) >= expected:
                    idle_since = idle_since or time.monotonic()
                    if time.monotonic() - idle_since > 1:
                        break
                continue
            idle_since = None
            values.append(message.value())
    finally:
        consumer.close()
    return values


# kafka-python leaks the sockets of connection attempts refused by the stopped broker; collect
# them inside this test so the warning is not charged to the next one.
@pytest.mark.filterwarnings("ignore::ResourceWarning",
                            "ignore::pytest.PytestUnraisableExceptionWarning")
def test_acknowledged_messages_survive_leader_failover_and_restart(tmp_path):
    """Verifies acceptance check 2: with acks=all and min.insync.replicas=2, every message
    acknowledged while the partition leader's broker is stopped mid-stream is consumed from the
    new leader, and still there after the whole cluster restarts from its data directory."""
    config = {**TEST_CLUSTER_CONFIG, "min.insync.replicas": "2"}
    acknowledged: list[bytes] = []
    with start_cluster(brokers=3, data_dir=tmp_path, config=config) as cluster:
        cluster.create_topic(TOPIC, partitions=1, replication_factor=3)
        stop = threading.Event()
        producer = threading.Thread(target=produce_until,
                                    args=(cluster.bootstrap, stop, acknowledged))
        producer.start()
        try:
            cluster.wait_until(lambda: len(acknowledged) >= 200, timeout=20)
            old_leader = cluster.leader_of(TOPIC, 0)
            cluster.stop_broker(old_leader, controlled=False)
            # Predicates run on the cluster's loop: read the Cluster itself, not the handle.
            inner = cluster.cluster
            cluster.wait_until(lambda: inner.leader_of(TOPIC, 0) not in (-1, old_leader),
                               timeout=20)
            count = len(acknowledged)
            cluster.wait_until(lambda: len(acknowledged) >= count + 200, timeout=20)
        finally:
            stop.set()
            producer.join(timeout=60)
        consumed = consume_all_kafka_python(cluster.bootstrap)
        assert set(acknowledged) <= set(consumed)
        assert len(consumed) == len(set(consumed))  # idempotence: no duplicates after retries
    with start_cluster(brokers=3, data_dir=tmp_path, config=config) as restarted:
        consumed_again = consume_all_confluent(restarted.bootstrap, len(acknowledged))
        assert set(acknowledged) <= set(consumed_again)
    gc.collect()
