"""Defect 1 of issue 10, the read side: whatever bytes a log holds (a segment damaged on disk,
data stored before records were checked), no read path fails on them."""

from __future__ import annotations

import time
from pathlib import Path

from kafkasim.protocol.records import build_batch, iter_batches, parse_header, set_base_offset
from tests.helpers.cluster import TEST_CLUSTER_CONFIG
from tests.helpers.crafted import crafted_batch, record


def _append_to_segment(partition_dir: Path, batches: list[bytes]) -> None:
    """Append `batches` after the last batch of the partition's newest segment, numbered on
    from its log end, as a damaged or foreign write would leave them (CRCs valid)."""
    segment = sorted(partition_dir.glob("*.log"))[-1]
    data = segment.read_bytes()
    next_offset = int(segment.stem)
    for header, _ in iter_batches(data):
        next_offset = header.next_offset
    with open(segment, "ab") as out:
        for whole in batches:
            whole = bytearray(whole)
            set_base_offset(whole, 0, next_offset)
            next_offset = parse_header(whole).next_offset
            out.write(whole)


def test_group_loading_skips_records_that_do_not_decode(tmp_path):
    """Verifies that a `__consumer_offsets` partition holding a batch whose records cannot be
    read, and records that do not decode as offset commits, still loads: the group's committed
    offsets come back after a restart (Kafka's coordinator loader skips what it cannot read
    rather than stop loading the partition)."""
    from confluent_kafka import Consumer, TopicPartition

    from kafkasim.broker.cluster import start_cluster

    config = {**TEST_CLUSTER_CONFIG, "offsets.topic.num.partitions": 1}

    def committed(bootstrap: str) -> int:
        consumer = Consumer({"bootstrap.servers": bootstrap, "group.id": "survivor",
                             "enable.auto.commit": False})
        try:
            (partition,) = consumer.committed([TopicPartition("orders", 0)], timeout=15)
            return partition.offset
        finally:
            consumer.close()

    with start_cluster(brokers=1, racks=None, data_dir=tmp_path, config=config) as first:
        first.create_topic("orders", replication_factor=1)
        consumer = Consumer({"bootstrap.servers": first.bootstrap, "group.id": "survivor",
                             "enable.auto.commit": False})
        consumer.commit(offsets=[TopicPartition("orders", 0, 42)], asynchronous=False)
        consumer.close()
        assert committed(first.bootstrap) == 42
        first.call(first.cluster.stop, True)
    partition_dir = tmp_path / "broker-1" / "__consumer_offsets-0"
    undecodable_key = build_batch([(b"\x00\x01\x00\x09surv", b"\x00\x03", [],
                                    int(time.time() * 1000))])
    _append_to_segment(partition_dir, [crafted_batch(record(0) + record(1), 3), undecodable_key])
    with start_cluster(brokers=1, racks=None, data_dir=tmp_path, config=config) as second:
        assert committed(second.bootstrap) == 42


def test_list_offsets_by_timestamp_answers_over_a_damaged_batch(tmp_path):
    """Verifies that ListOffsets by timestamp (a librdkafka offsets_for_times) answers from the
    batch header when a stored batch's records cannot be read, where it used to fail the
    request."""
    from confluent_kafka import Consumer, Producer, TopicPartition

    from kafkasim.broker.cluster import start_cluster

    now = int(time.time() * 1000)
    with start_cluster(brokers=1, racks=None, data_dir=tmp_path,
                       config=TEST_CLUSTER_CONFIG) as first:
        first.create_topic("dated", replication_factor=1)
        producer = Producer({"bootstrap.servers": first.bootstrap})
        producer.produce("dated", b"early", timestamp=now - 60_000)
        producer.flush(10)
        first.call(first.cluster.stop, True)
    _append_to_segment(tmp_path / "broker-1" / "dated-0", [crafted_batch(
        record(0) + record(1), 3, base_timestamp=now - 1000, max_timestamp=now)])
    with start_cluster(brokers=1, racks=None, data_dir=tmp_path,
                       config=TEST_CLUSTER_CONFIG) as second:
        consumer = Consumer({"bootstrap.servers": second.bootstrap, "group.id": "dated"})
        try:
            (early,) = consumer.offsets_for_times([TopicPartition("dated", 0, now - 90_000)],
                                                  timeout=15)
            (damaged,) = consumer.offsets_for_times([TopicPartition("dated", 0, now - 500)],
                                                    timeout=15)
            (later,) = consumer.offsets_for_times([TopicPartition("dated", 0, now + 5000)],
                                                  timeout=15)
        finally:
            consumer.close()
        assert (early.error, early.offset) == (None, 0)
        assert (damaged.error, damaged.offset) == (None, 1)
        assert (later.error, later.offset) == (None, -1)
