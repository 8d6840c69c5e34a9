"""Fetch logs from a real confluent-kafka (librdkafka) consumer through
`client.librdkafka_stats`: statistics documents become schema-valid fetch-log records whose
deltas add up to what was consumed and whose brokers/racks show KIP-392 follower fetching."""

from __future__ import annotations

import json
import time
import uuid

import pytest

from kafkasim.broker.cluster import start_cluster
from kafkasim.client.fetch_log import FetchLogWriter, ReadStats, read_fetch_log
from kafkasim.client.librdkafka_stats import LibrdkafkaFetchLogAdapter, broker_racks
from tests.helpers.cluster import TEST_CLUSTER_CONFIG

pytestmark = [pytest.mark.clients, pytest.mark.kip392, pytest.mark.timeout(90)]

RACK_AWARE = "org.apache.kafka.common.replica.RackAwareReplicaSelector"
PARTITIONS = 4
MESSAGES = 400
DEADLINE = 20.0  # seconds a convergence may take; never asserted as a duration


def produce(bootstrap: str, topic: str) -> None:
    import confluent_kafka

    producer = confluent_kafka.Producer({"bootstrap.servers": bootstrap, "acks": "all",
                                         "linger.ms": 5})
    for index in range(MESSAGES):
        producer.produce(topic, key=f"k{index}".encode(), value=f"value-{index:04d}".encode())
    assert producer.flush(DEADLINE) == 0


def consume_logged(bootstrap: str, topic: str, rack: str, directory) -> LibrdkafkaFetchLogAdapter:
    """Consume every message with statistics every 100 ms logged through the adapter, and keep
    polling until a statistics document has seen all of them."""
    import confluent_kafka

    writer = FetchLogWriter(directory, prefix=f"rack-{rack}")
    adapter = LibrdkafkaFetchLogAdapter(writer, client_rack=rack,
                                        broker_racks=broker_racks(bootstrap))
    consumer = confluent_kafka.Consumer({
        "bootstrap.servers": bootstrap, "group.id": f"g-{uuid.uuid4().hex[:6]}",
        "client.id": f"consumer-{rack}", "client.rack": rack, "enable.auto.commit": False,
        "statistics.interval.ms": 100, "stats_cb": adapter.on_statistics,
    })
    consumer.assign([confluent_kafka.TopicPartition(topic, p, confluent_kafka.OFFSET_BEGINNING)
                     for p in range(PARTITIONS)])
    consumed = 0
    deadline = time.monotonic() + DEADLINE
    try:
        while time.monotonic() < deadline:
            message = consumer.poll(0.05)
            if message is not None and message.error() is None:
                consumed += 1
            if consumed >= MESSAGES and adapter.records_written and sum(
                    c.rxmsgs for c in adapter._counters.values()) >= MESSAGES:
                break
    finally:
        consumer.close()
        writer.close()
    assert consumed == MESSAGES
    return adapter


@pytest.mark.parametrize("selector", [RACK_AWARE, None])
def test_consumer_statistics_become_fetch_log_records(selector, tmp_path):
    """Verifies that a librdkafka consumer in rack b logged through the adapter yields valid
    fetch-log records whose record deltas sum to the messages consumed; with the rack-aware
    selector every byte comes from rack b's broker and records fetched from a non-leader carry
    preferred_read_replica = that broker (KIP-392); without a selector every record names the
    leader and preferred_read_replica is -1."""
    config = {**TEST_CLUSTER_CONFIG, **({"replica.selector.class": selector} if selector else {})}
    with start_cluster(brokers=3, racks=("a", "b", "c"), config=config) as handle:
        handle.create_topic("stats", partitions=PARTITIONS, replication_factor=3)
        produce(handle.bootstrap, "stats")
        adapter = consume_logged(handle.bootstrap, "stats", "b", tmp_path)
        leaders = {p: handle.leader_of("stats", p) for p in range(PARTITIONS)}
        rack_b = next(n for n in handle.cluster.node_ids if handle.cluster.rack_of(n) == "b")
    stats = ReadStats()
    records = list(read_fetch_log([tmp_path], stats))
    assert stats.malformed == 0 and len(records) == adapter.records_written > 0
    assert sum(r.records for r in records) == MESSAGES
    assert {r.client_rack for r in records} == {"b"}
    assert {(r.session_id, r.session_epoch, r.incremental) for r in records} == {(0, -1, False)}
    for record in records:
        assert record.leader_id == leaders[record.partition]
        assert record.broker_rack == {1: "a", 2: "b", 3: "c"}[record.broker_id]
        expected_preferred = record.broker_id if record.broker_id != record.leader_id else -1
        assert record.preferred_read_replica == expected_preferred
    with_data = [r for r in records if r.bytes > 0]
    if selector:
        assert {r.broker_id for r in with_data} == {rack_b}
        assert any(r.preferred_read_replica == rack_b for r in with_data)
    else:
        assert all(r.broker_id == r.leader_id for r in records)
        assert {r.preferred_read_replica for r in records} == {-1}


def test_deltas_offsets_and_latency_from_documents(tmp_path):
    """Verifies the adapter's arithmetic on librdkafka statistics documents: per-interval
    deltas of rxmsgs/rxbytes, fetch offset = the previous next_offset, latency from the fetch
    broker's rtt (µs) or its last known value, partitions without a fetch broker skipped."""
    written = []
    adapter = LibrdkafkaFetchLogAdapter(None, "a", {1: "a", 2: "b"}, write=written.append,
                                        clock=lambda: 1.5)

    def document(rxmsgs, rxbytes, next_offset, rtt_count, broker=2):
        partition = {"broker": broker, "leader": 1, "rxmsgs": rxmsgs, "rxbytes": rxbytes,
                     "next_offset": next_offset, "hi_offset": 50, "lo_offset": 0}
        return json.dumps({
            "client_id": "c1",
            "brokers": {"h:1/2": {"nodeid": 2, "rtt": {"avg": 4000, "cnt": rtt_count}}},
            "topics": {"t": {"partitions": {"0": partition, "-1": {"broker": -1}}}},
        })

    adapter.on_statistics(document(10, 1000, 10, 1))
    adapter.on_statistics(document(25, 2500, 25, 0))
    adapter.on_statistics(document(25, 2500, 25, 0, broker=-1))
    first, second = written
    assert (first.records, first.bytes, first.fetch_offset, first.latency_ms) == (10, 1000, 0, 4.0)
    assert (second.records, second.bytes, second.fetch_offset) == (15, 1500, 10)
    assert second.latency_ms == 4.0 and second.ts_ms == 1500
    assert (second.broker_rack, second.preferred_read_replica, second.high_watermark) == ("b", 2, 50)
