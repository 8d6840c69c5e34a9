"""Defect 1 of issue 10: a batch whose CRC is valid but whose records are not what its header
says is refused before anything is stored, and no read path fails on what is stored."""

from __future__ import annotations

import time

import pytest

from kafkasim.protocol import compression
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.list_offsets import (
    ListOffsetsPartition,
    ListOffsetsRequest,
    ListOffsetsTopic,
)
from kafkasim.protocol.records import Compression, parse_header
from tests.helpers.crafted import crafted_batch, record, varint
from tests.helpers.data_path import batch, connect, fetch, leader, log_values, produce, values

TWO = record(0) + record(1)


def _compressed(codec: int, section: bytes, count: int) -> bytes:
    return crafted_batch(compression.compress(codec, section), count, attributes=codec)


# name -> records as sent; every one has a valid CRC and a consistent header.
BAD_BATCHES = {
    "count above the records": crafted_batch(TWO, 3),
    "count below the records": crafted_batch(TWO, 1),
    "record length overruns the batch": crafted_batch(varint(60) + record(0)[1:], 1),
    "record length varint of 11 bytes": crafted_batch(b"\xff" * 11 + b"\x00", 1),
    "record length shorter than its fields": crafted_batch(varint(3) + record(0)[1:], 1),
    "offset deltas 0, 2, 1": crafted_batch(record(0) + record(2) + record(1), 3),
    "offset deltas 0, 0": crafted_batch(record(0) + record(0), 2),
    "offset deltas start at 5": crafted_batch(record(5) + record(6), 2),
    "timestamp delta that does not decode": crafted_batch(
        record(0, raw_timestamp=b"\xff" * 10 + b"\x01"), 1),
    "timestamp delta cut off": crafted_batch(bytes([3, 0, 0x80, 0x80]), 1),
    "key longer than the record": crafted_batch(bytes([6, 0, 0, 0, 40, 1, 0]), 1),
    "negative header key length": crafted_batch(
        varint(7) + bytes([0, 0, 0, 1, 1]) + varint(1) + varint(-3) + b"\x00", 1),
    "more headers than bytes": crafted_batch(varint(6) + bytes([0, 0, 0, 1, 1]) + varint(60), 1),
    "bytes after the last record": crafted_batch(TWO + b"\x00\x00", 2),
    "unknown compression codec 5": crafted_batch(TWO, 2, attributes=5),
    **{f"{codec.name.lower()} payload that does not decompress": crafted_batch(
        b"\x00not-compressed-data" * 4, 2, attributes=codec)
       for codec in (Compression.GZIP, Compression.SNAPPY, Compression.LZ4, Compression.ZSTD)},
    **{f"{codec.name.lower()} payload cut short": crafted_batch(
        compression.compress(codec, TWO * 40)[:-9], 2, attributes=codec)
       for codec in (Compression.GZIP, Compression.SNAPPY, Compression.LZ4, Compression.ZSTD)},
    **{f"{codec.name.lower()} records disagreeing with the count": _compressed(codec, TWO, 3)
       for codec in (Compression.GZIP, Compression.SNAPPY, Compression.LZ4, Compression.ZSTD)},
    **{f"{codec.name.lower()} records out of order": _compressed(
        codec, record(0) + record(2) + record(1), 3)
       for codec in (Compression.GZIP, Compression.SNAPPY, Compression.LZ4, Compression.ZSTD)},
}


async def test_batches_with_bad_records_are_refused_and_nothing_is_stored(cluster):
    """Verifies that every batch whose records do not read as Kafka's LogValidator reads them
    (DefaultRecord.readFrom over every record: counts, lengths, varints, timestamps,
    decompression; plus kafkasim's rule that offset deltas run 0, 1, 2, ...) gets
    INVALID_RECORD with the log start offset and no message or record errors, as Kafka 4.3
    answers an InvalidRecordException, and that none of it reaches any replica's log."""
    await cluster.create_topic("bad-records", replication_factor=3)
    connection = await connect(leader(cluster, "bad-records"))
    try:
        for name, records in BAD_BATCHES.items():
            result = await produce(connection, "bad-records", records, acks=-1)
            assert (result.error_code, result.base_offset, result.log_start_offset,
                    result.error_message, result.record_errors) == (
                ErrorCode.INVALID_RECORD, -1, 0, None, []), name
        good = await produce(connection, "bad-records", batch(b"fine"), acks=-1)
        assert (good.error_code, good.base_offset) == (ErrorCode.NONE, 0)
    finally:
        await connection.close()
    for broker in cluster.brokers.values():
        log = broker.replica_manager.get_partition("bad-records", 0).log
        assert log_values(log) == [b"fine"]


def test_a_consumer_reads_on_past_a_refused_batch(cluster_thread):
    """Verifies the user-visible harm is gone: a confluent-kafka consumer (librdkafka) reads every
    record produced before and after a refused batch, where a stored bad batch stopped it."""
    from confluent_kafka import Consumer, Producer

    cluster_thread.create_topic("read-on", replication_factor=3)
    producer = Producer({"bootstrap.servers": cluster_thread.bootstrap, "linger.ms": 0})
    producer.produce("read-on", b"before")
    producer.flush(10)

    async def send_bad():
        connection = await connect(leader(cluster_thread.cluster, "read-on"))
        try:
            return await produce(connection, "read-on", BAD_BATCHES["count above the records"])
        finally:
            await connection.close()

    refused = cluster_thread.call(send_bad)
    assert refused.error_code == ErrorCode.INVALID_RECORD
    producer.produce("read-on", b"after")
    producer.flush(10)
    consumer = Consumer({"bootstrap.servers": cluster_thread.bootstrap, "group.id": "read-on",
                         "auto.offset.reset": "earliest", "enable.auto.commit": False})
    try:
        consumer.subscribe(["read-on"])
        seen = []
        deadline = time.monotonic() + 20
        while len(seen) < 2 and time.monotonic() < deadline:
            message = consumer.poll(0.5)
            if message is not None and message.error() is None:
                seen.append(message.value())
        assert seen == [b"before", b"after"]
    finally:
        consumer.close()


async def _list_offsets(connection, topic: str, timestamp: int):
    request = ListOffsetsRequest(replica_id=-1, topics=[ListOffsetsTopic(
        name=topic, partitions=[ListOffsetsPartition(partition_index=0, timestamp=timestamp)])])
    response = await connection.send(request, 8)
    return response.topics[0].partitions[0]


async def test_the_max_timestamp_is_the_largest_record_timestamp(cluster):
    """Verifies Kafka's in-place assignment: a batch whose header understates its max timestamp
    is stored with the largest record timestamp (and a fresh CRC), so ListOffsets by timestamp
    and by max timestamp (KIP-734) find its records; before, a lookup by timestamp crashed on
    the bad batches stored beside it."""
    topic = await cluster.create_topic("timestamps", replication_factor=1)
    now = int(time.time() * 1000)
    understated = crafted_batch(record(0, timestamp_delta=0) + record(1, timestamp_delta=7000)
                                + record(2, timestamp_delta=3000), 3,
                                base_timestamp=now - 10_000, max_timestamp=now - 10_000)
    connection = await connect(leader(cluster, "timestamps"))
    try:
        for records in BAD_BATCHES.values():
            await produce(connection, "timestamps", records, acks=1)
        stored = await produce(connection, "timestamps", understated, acks=1)
        assert (stored.error_code, stored.base_offset) == (ErrorCode.NONE, 0)
        _, data = await fetch(connection, topic)
        assert parse_header(data.records).max_timestamp == now - 3000
        found = await _list_offsets(connection, "timestamps", now - 5000)
        assert (found.error_code, found.offset, found.timestamp) == (
            ErrorCode.NONE, 1, now - 3000)
        latest = await _list_offsets(connection, "timestamps", -3)
        assert (latest.offset, latest.timestamp) == (1, now - 3000)
    finally:
        await connection.close()


async def test_keyless_records_on_a_compacted_topic_get_record_errors(cluster):
    """Verifies LogValidator.validateKey: on a topic with cleanup.policy=compact, every record
    without a key is listed in RecordErrors with Kafka's message, the partition gets
    INVALID_RECORD and Kafka's summary message, and nothing is stored."""
    await cluster.create_topic("compacted", replication_factor=1,
                               configs={"cleanup.policy": "compact"})
    connection = await connect(leader(cluster, "compacted"))
    try:
        records = crafted_batch(record(0, key=None) + record(1) + record(2, key=None), 3)
        result = await produce(connection, "compacted", records, acks=1)
        message = ("Compacted topic cannot accept message without key in topic partition "
                   "compacted-0")
        assert result.error_code == ErrorCode.INVALID_RECORD
        assert [(e.batch_index, e.batch_index_error_message) for e in result.record_errors] == [
            (0, message), (2, message)]
        assert result.error_message == (
            "One or more records have been rejected due to 2 record errors in total, and only "
            "showing the first three errors at most: [RecordError(batchIndex=0, message='"
            f"{message}'), RecordError(batchIndex=2, message='{message}')]")
        keyed = await produce(connection, "compacted", crafted_batch(record(0), 1), acks=1)
        assert (keyed.error_code, keyed.base_offset) == (ErrorCode.NONE, 0)
    finally:
        await connection.close()


async def test_old_timestamps_are_refused_per_record(cluster):
    """Verifies LogValidator.validateTimestamp with message.timestamp.before.max.ms: only the
    records too old are listed, and the partition gets INVALID_TIMESTAMP."""
    await cluster.create_topic("old", replication_factor=1,
                               configs={"message.timestamp.before.max.ms": 60_000})
    connection = await connect(leader(cluster, "old"))
    now = int(time.time() * 1000)
    try:
        records = crafted_batch(record(0) + record(1, timestamp_delta=-3_600_000), 2,
                                base_timestamp=now)
        result = await produce(connection, "old", records, acks=1)
        assert result.error_code == ErrorCode.INVALID_TIMESTAMP
        assert [e.batch_index for e in result.record_errors] == [1]
        assert result.error_message == (
            "One or more records have been rejected due to invalid timestamp")
    finally:
        await connection.close()


@pytest.mark.parametrize("codec", [Compression.GZIP, Compression.SNAPPY, Compression.LZ4,
                                   Compression.ZSTD])
async def test_compressed_batches_that_read_well_are_stored_as_sent(cluster, codec):
    """Verifies that checking records leaves well-formed compressed batches alone: they are
    stored byte for byte as sent (Kafka's in-place path), offsets assigned."""
    topic = await cluster.create_topic(f"fine-{codec.name.lower()}", replication_factor=1)
    sent = batch(*(f"value-{i}".encode() * 20 for i in range(50)), compression=codec)
    connection = await connect(leader(cluster, topic.name))
    try:
        result = await produce(connection, topic.name, sent, acks=1)
        assert (result.error_code, result.base_offset) == (ErrorCode.NONE, 0)
        _, data = await fetch(connection, topic)
        assert len(values(data.records)) == 50
    finally:
        await connection.close()
