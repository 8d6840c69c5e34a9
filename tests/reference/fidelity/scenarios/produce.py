"""Produce: acks, versions, idempotence and every error path of a partition's records."""

from __future__ import annotations

import struct
import zlib

from kafkasim.protocol.messages.produce import (
    PartitionProduceData,
    ProduceRequest,
    TopicProduceData,
)
from kafkasim.protocol.records import Compression, build_batch
from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.world import (
    BASE_TIMESTAMP,
    batch_of,
    list_offsets_request,
    produce_request,
)

LATEST = -1


async def _latest(k, topic, label="latest offset"):
    await k.settle(topic)
    await k.send(topic.leader(), list_offsets_request(topic.name, LATEST), 7, label=label)


def _acks_at_version(version: int):
    async def produce_at_version(k):
        topic = await k.topic()
        for acks in (1, -1):
            await k.send(topic.leader(), produce_request(topic.name, 0, batch_of(0, 3),
                                                         acks=acks), version,
                         label=f"Produce v{version} acks={acks}")
        await _latest(k, topic)

    return produce_at_version


for _version in range(3, 12):
    scenario("Produce", f"acks 1 and all at v{_version}")(_acks_at_version(_version))


@scenario("Produce", "acks 0 gets no response")
async def acks_zero(k):
    topic = await k.topic()
    await k.send(topic.leader(), produce_request(topic.name, 0, batch_of(0, 4), acks=0), 9,
                 expect_response=False)
    topic.produced[0] = 4
    await k.wait_until(lambda: k.log_end_offset(topic), "records appended")
    await _latest(k, topic)


@scenario("Produce", "acks 2 is invalid")
async def acks_two(k):
    topic = await k.topic()
    await k.send(topic.leader(), produce_request(topic.name, 0, batch_of(0, 1), acks=2), 9)
    await _latest(k, topic)


def _legacy_version(version: int):
    async def legacy(k):
        """Produce v0-2 were removed in Kafka 4 (KIP-896): the connection is closed. Sent by
        hand (the 4.4.0 schemas, and so our codecs, no longer have these versions)."""
        topic = await k.topic()
        await k.send_raw(topic.leader(), 0, version, b"", flexible_header=False,
                         label=f"Produce v{version}")
        await _latest(k, topic)

    return legacy


for _version in (0, 1, 2):
    scenario("Produce", f"removed version v{_version}")(_legacy_version(_version))


@scenario("Produce", "several batches appended in order")
async def batches_in_order(k):
    topic = await k.topic()
    for start in (0, 3, 5):
        await k.send(topic.leader(), produce_request(topic.name, 0, batch_of(start, 3 if start
                                                                              < 5 else 1)), 9)
    await _latest(k, topic)


@scenario("Produce", "to a follower at v9 to v11 (KIP-951 current leader)")
async def to_follower(k):
    topic = await k.topic()
    for version in (9, 10, 11):
        await k.send(topic.follower(), produce_request(topic.name, 0, batch_of(0, 1)), version)


@scenario("Produce", "to a broker without a replica")
async def to_non_replica(k):
    topic = await k.topic(replication_factor=2)
    for version in (9, 10):
        await k.send(topic.non_replica(), produce_request(topic.name, 0, batch_of(0, 1)),
                     version)


@scenario("Produce", "unknown topic")
async def unknown_topic(k):
    await k.send(k.any_broker(), produce_request(k.new_name("-missing"), 0, batch_of(0, 1)), 9)


@scenario("Produce", "unknown partition")
async def unknown_partition(k):
    topic = await k.topic()
    await k.send(topic.leader(), produce_request(topic.name, 7, batch_of(0, 1)), 9)


@scenario("Produce", "one request, a good and a bad partition")
async def mixed_partitions(k):
    topic = await k.topic(partitions=2, replicas=[[1, 2, 3], [1, 3, 2]])
    request = ProduceRequest(acks=-1, timeout_ms=10_000, topic_data=[TopicProduceData(
        name=topic.name, partition_data=[
            PartitionProduceData(index=0, records=batch_of(0, 2)),
            PartitionProduceData(index=1, records=b"\x00" * 70),
            PartitionProduceData(index=9, records=batch_of(0, 2))])])
    await k.send(topic.leader(), request, 10)


@scenario("Produce", "a batch over message.max.bytes")
async def too_large(k):
    topic = await k.topic(config={"max.message.bytes": 1000})
    await k.send(topic.leader(), produce_request(topic.name, 0, batch_of(0, 3, size=600)), 9)
    await k.send(topic.leader(), produce_request(topic.name, 0, batch_of(0, 1, size=500)), 9)


@scenario("Produce", "a batch with a bad CRC")
async def bad_crc(k):
    topic = await k.topic()
    batch = bytearray(batch_of(0, 2))
    batch[-1] ^= 0xFF
    await k.send(topic.leader(), produce_request(topic.name, 0, bytes(batch)), 9)
    await _latest(k, topic)


@scenario("Produce", "a truncated batch")
async def truncated(k):
    topic = await k.topic()
    await k.send(topic.leader(), produce_request(topic.name, 0, batch_of(0, 2)[:-5]), 9)


@scenario("Produce", "bytes after the batch")
async def trailing_bytes(k):
    topic = await k.topic()
    await k.send(topic.leader(), produce_request(topic.name, 0, batch_of(0, 2) + b"\x00" * 8),
                 9)


@scenario("Produce", "two batches in one partition")
async def two_batches(k):
    topic = await k.topic()
    await k.send(topic.leader(), produce_request(topic.name, 0, batch_of(0, 2) + batch_of(2, 1)),
                 9)
    await _latest(k, topic)


@scenario("Produce", "empty records")
async def empty_records(k):
    topic = await k.topic()
    await k.send(topic.leader(), produce_request(topic.name, 0, b"", acks=1), 9)


@scenario("Produce", "null records")
async def null_records(k):
    topic = await k.topic()
    await k.send(topic.leader(), produce_request(topic.name, 0, None, acks=1), 9, timeout=5)


@scenario("Produce", "acks 0 with an error closes the connection")
async def acks_zero_error(k):
    topic = await k.topic()
    await k.send(topic.follower(), produce_request(topic.name, 0, batch_of(0, 1), acks=0), 9,
                 expect_response=False, label="acks 0 to a follower")
    await k.send(topic.follower(), list_offsets_request(topic.name, LATEST), 7,
                 label="next request on that connection")


@scenario("Produce", "acks 0 with a corrupt first entry closes the connection")
async def acks_zero_corrupt(k):
    topic = await k.topic()
    await k.send(topic.leader(), produce_request(topic.name, 0, b"\x00" * 20, acks=0), 9,
                 expect_response=False, label="acks 0, entry of length 0")
    await k.send(topic.leader(), list_offsets_request(topic.name, LATEST), 7,
                 label="next request on that connection")


def _legacy_message_set(magic: int) -> bytes:
    """A message set of one magic 0/1 message (key "k", value "v")."""
    body = struct.pack(">bb", magic, 0)
    if magic == 1:
        body += struct.pack(">q", BASE_TIMESTAMP)
    body += struct.pack(">i", 1) + b"k" + struct.pack(">i", 1) + b"v"
    message = struct.pack(">I", zlib.crc32(body)) + body
    return struct.pack(">qi", 0, len(message)) + message


@scenario("Produce", "a magic 1 message set")
async def magic_one(k):
    topic = await k.topic()
    await k.send(topic.leader(), produce_request(topic.name, 0, _legacy_message_set(1)), 9)
    await k.send(topic.leader(), produce_request(topic.name, 0, _legacy_message_set(0)), 3,
                 label="magic 0 at v3")


@scenario("Produce", "a non-zero base offset")
async def base_offset(k):
    topic = await k.topic()
    batch = bytearray(batch_of(0, 2))
    struct.pack_into(">q", batch, 0, 42)  # the CRC does not cover the base offset
    await k.send(topic.leader(), produce_request(topic.name, 0, bytes(batch)), 9)
    await _latest(k, topic)


def _codec_scenario(name: str, codec: int):
    async def compressed(k):
        topic = await k.topic()
        await k.send(topic.leader(), produce_request(topic.name, 0, batch_of(
            0, 20, compression=codec, size=50)), 9)
        topic.produced[0] = 20
        await k.settle(topic)
        from tests.reference.fidelity.world import fetch_request

        await k.send(topic.leader(), fetch_request(topic, {0: 0}), 12, label="read back")

    return compressed


for _name, _codec in (("gzip", Compression.GZIP), ("snappy", Compression.SNAPPY),
                      ("lz4", Compression.LZ4), ("zstd", Compression.ZSTD)):
    scenario("Produce", f"{_name} batch stored and read back as sent")(
        _codec_scenario(_name, _codec))


@scenario("Produce", "a small batch decompressing past max.message.bytes")
async def inflating_batch(k):
    """message.max.bytes (1 MiB) applies to the batch as sent: three 1 MiB records that zstd
    packs into a few KB are stored (issue 22)."""
    topic = await k.topic()
    records = batch_of(0, 3, compression=Compression.ZSTD, size=1 << 20)
    assert len(records) < 16 << 10
    await k.send(topic.leader(), produce_request(topic.name, 0, records), 9)
    topic.produced[0] = 3
    await _latest(k, topic)


@scenario("Produce", "records decompressing past max.decompressed.message.bytes")
async def past_max_decompressed(k):
    """Kafka 4.4's max.decompressed.message.bytes (a topic config here, 1 MiB) bounds each
    record of a compressed batch by its declared length (the bytes after its length varint: a
    keyless record without headers takes its value + 8): one record of 2 MiB, two records of
    700 KiB (a batch of 1.4 MiB), records whose length is the limit and one byte more, and an
    uncompressed record over the limit."""
    topic = await k.topic(config={"max.decompressed.message.bytes": 1 << 20})
    for label, records in (
            ("one record of 2 MiB", batch_of(0, 1, compression=Compression.ZSTD, size=2 << 20)),
            ("two records of 700 KiB", batch_of(0, 2, compression=Compression.ZSTD,
                                                size=700 << 10)),
            ("one record of 1 MiB", batch_of(0, 1, compression=Compression.ZSTD, size=1 << 20)),
            ("a record whose length is the limit", build_batch(
                [(None, bytes((1 << 20) - 8), [], BASE_TIMESTAMP)], compression=Compression.ZSTD)),
            ("a record one byte over the limit", build_batch(
                [(None, bytes((1 << 20) - 7), [], BASE_TIMESTAMP)], compression=Compression.ZSTD)),
            ("an uncompressed record of 2 MiB", batch_of(0, 1, size=2 << 20))):
        await k.send(topic.leader(), produce_request(topic.name, 0, records), 9, label=label)
    await _latest(k, topic)


@scenario("Produce", "zstd before v7")
async def zstd_too_old(k):
    topic = await k.topic()
    for version in (6, 7):
        await k.send(topic.leader(), produce_request(topic.name, 0, batch_of(
            0, 2, compression=Compression.ZSTD)), version)


@scenario("Produce", "a timestamp more than an hour ahead")
async def future_timestamp(k):
    import time

    topic = await k.topic()
    ahead = int(time.time() * 1000) + 2 * 3600 * 1000
    await k.send(topic.leader(), produce_request(topic.name, 0, batch_of(0, 1, timestamp=ahead)),
                 9)


@scenario("Produce", "acks all below min.insync.replicas")
async def not_enough_replicas(k):
    topic = await k.topic(replication_factor=2, config={"min.insync.replicas": 3})
    await k.send(topic.leader(), produce_request(topic.name, 0, batch_of(0, 1), acks=-1), 9,
                 label="acks all")
    await k.send(topic.leader(), produce_request(topic.name, 0, batch_of(0, 1), acks=1), 9,
                 label="acks 1")
    await _latest(k, topic)


@scenario("Produce", "a transactional id")
async def transactional_id(k):
    topic = await k.topic()
    await k.send(topic.leader(), produce_request(topic.name, 0, batch_of(0, 1),
                                                 transactional_id="fidelity-txn"), 9)


@scenario("Produce", "a transactional batch without a transaction")
async def transactional_batch(k):
    from kafkasim.protocol.records import build_batch

    topic = await k.topic()
    producer_id, epoch = await k.producer_id()
    batch = build_batch([(b"k", b"v", [], BASE_TIMESTAMP)], producer_id=producer_id,
                        producer_epoch=epoch, base_sequence=0, is_transactional=True)
    await k.send(topic.leader(), produce_request(topic.name, 0, batch), 9)


@scenario("Produce", "a control batch from a client")
async def control_batch(k):
    from kafkasim.protocol.records import build_control_batch

    topic = await k.topic()
    batch = build_control_batch(1, producer_id=1, producer_epoch=0, timestamp=BASE_TIMESTAMP)
    await k.send(topic.leader(), produce_request(topic.name, 0, batch), 9)


# --- idempotence ------------------------------------------------------------------------------

async def _idempotent(k, topic, start, count, sequence, *, epoch=None, producer="p",
                      label=None):
    producer_id, producer_epoch = await k.producer_id(producer)
    batch = batch_of(start, count, producer_id=producer_id,
                     producer_epoch=producer_epoch if epoch is None else epoch,
                     base_sequence=sequence)
    return await k.send(topic.leader(), produce_request(topic.name, 0, batch), 9,
                        label=label or f"sequence {sequence}")


@scenario("Produce", "idempotent producer: in-order batches and a retried one")
async def idempotent_duplicate(k):
    topic = await k.topic()
    await _idempotent(k, topic, 0, 3, 0)
    await _idempotent(k, topic, 3, 2, 3)
    await _idempotent(k, topic, 0, 3, 0, label="sequence 0 again")
    await _idempotent(k, topic, 3, 2, 3, label="sequence 3 again")
    await _latest(k, topic)


@scenario("Produce", "idempotent producer: the window of five batches at its edge")
async def idempotent_window_edge(k):
    """Kafka keeps the metadata of a producer's last 5 batches per partition
    (ProducerStateEntry.NUM_BATCHES_TO_RETAIN): after six batches (sequences 0-5, two records
    each), a retry of the 5th-last (sequence 2) is still found and answered as a duplicate
    with its original offsets; a retry of the 6th-last (sequence 0) is no longer in the window
    and is answered as Kafka answers a sequence below the last (OUT_OF_ORDER_SEQUENCE_NUMBER)
    and appends nothing."""
    topic = await k.topic()
    for batch in range(6):
        await _idempotent(k, topic, 2 * batch, 2, 2 * batch)
    await _idempotent(k, topic, 2, 2, 2, label="the 5th-last batch again (sequence 2)")
    await _idempotent(k, topic, 0, 2, 0, label="the 6th-last batch again (sequence 0)")
    await _idempotent(k, topic, 10, 2, 10, label="the last batch again (sequence 10)")
    await _latest(k, topic)


@scenario("Produce", "idempotent producer: a sequence gap")
async def idempotent_gap(k):
    topic = await k.topic()
    await _idempotent(k, topic, 0, 3, 0)
    await _idempotent(k, topic, 3, 2, 7)
    await _latest(k, topic)


@scenario("Produce", "idempotent producer: first batch not at sequence 0")
async def idempotent_first_sequence(k):
    topic = await k.topic()
    await _idempotent(k, topic, 0, 3, 5)
    await _latest(k, topic)


@scenario("Produce", "idempotent producer: an older epoch")
async def idempotent_old_epoch(k):
    topic = await k.topic()
    _, epoch = await k.producer_id("p")
    await _idempotent(k, topic, 0, 1, 0, epoch=epoch + 1, label="epoch + 1")
    await _idempotent(k, topic, 1, 1, 0, epoch=epoch, label="the epoch before")
    await _idempotent(k, topic, 1, 1, 1, epoch=epoch + 1, label="epoch + 1, next sequence")
    await _latest(k, topic)


@scenario("Produce", "idempotent producer: a new epoch starts at sequence 0")
async def idempotent_new_epoch(k):
    topic = await k.topic()
    _, epoch = await k.producer_id("p")
    await _idempotent(k, topic, 0, 2, 0)
    await _idempotent(k, topic, 2, 2, 5, epoch=epoch + 1, label="epoch + 1 at sequence 5")
    await _idempotent(k, topic, 2, 2, 0, epoch=epoch + 1, label="epoch + 1 at sequence 0")
    await _latest(k, topic)


@scenario("Produce", "a producer id without a sequence")
async def producer_id_without_sequence(k):
    topic = await k.topic()
    producer_id, epoch = await k.producer_id()
    await k.send(topic.leader(), produce_request(topic.name, 0, batch_of(
        0, 1, producer_id=producer_id, producer_epoch=epoch, base_sequence=-1)), 9)
