"""Which error wins when several apply to one partition or one request."""

from __future__ import annotations

import uuid

from kafkasim.protocol.records import Compression
from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.world import (
    batch_of,
    fetch_request,
    list_offsets_request,
    offset_for_leader_epoch_request,
    produce_request,
)

GROUP = "Error precedence"


def _corrupted(batch: bytes) -> bytes:
    data = bytearray(batch)
    data[-1] ^= 0xFF
    return bytes(data)


@scenario(GROUP, "Produce: invalid acks and an unknown topic")
async def acks_and_unknown(k):
    await k.send(k.any_broker(), produce_request(k.new_name("-missing"), 0, batch_of(0, 1),
                                                 acks=5), 9)


@scenario(GROUP, "Produce: a follower and a bad CRC")
async def follower_and_crc(k):
    topic = await k.topic()
    await k.send(topic.follower(), produce_request(topic.name, 0, _corrupted(batch_of(0, 2))), 9)


@scenario(GROUP, "Produce: a follower and two batches")
async def follower_and_two_batches(k):
    topic = await k.topic()
    await k.send(topic.follower(), produce_request(topic.name, 0,
                                                   batch_of(0, 1) + batch_of(1, 1)), 9)


@scenario(GROUP, "Produce: an unknown partition and a corrupt batch")
async def unknown_partition_and_corrupt(k):
    topic = await k.topic()
    await k.send(topic.leader(), produce_request(topic.name, 4, b"\x00" * 20), 9)


@scenario(GROUP, "Produce: a follower and zstd before v7")
async def follower_and_zstd(k):
    topic = await k.topic()
    await k.send(topic.follower(), produce_request(topic.name, 0, batch_of(
        0, 1, compression=Compression.ZSTD)), 6)


@scenario(GROUP, "Produce: min.insync.replicas and a bad CRC")
async def min_isr_and_crc(k):
    topic = await k.topic(config={"min.insync.replicas": 3})
    await k.send(topic.leader(), produce_request(topic.name, 0, _corrupted(batch_of(0, 1))), 9)


@scenario(GROUP, "Produce: a too large batch and a bad CRC")
async def too_large_and_crc(k):
    topic = await k.topic(config={"max.message.bytes": 200})
    await k.send(topic.leader(), produce_request(topic.name, 0, _corrupted(batch_of(
        0, 5, size=100))), 9)


@scenario(GROUP, "Produce: a base offset and a bad CRC")
async def base_offset_and_crc(k):
    import struct

    topic = await k.topic()
    batch = bytearray(_corrupted(batch_of(0, 2)))
    struct.pack_into(">q", batch, 0, 9)
    await k.send(topic.leader(), produce_request(topic.name, 0, bytes(batch)), 9)


@scenario(GROUP, "Produce: transactional records without an id, and invalid acks")
async def transactional_and_acks(k):
    from kafkasim.protocol.records import build_batch
    from tests.reference.fidelity.world import BASE_TIMESTAMP

    topic = await k.topic()
    batch = build_batch([(b"k", b"v", [], BASE_TIMESTAMP)], producer_id=1, producer_epoch=0,
                        base_sequence=0, is_transactional=True)
    await k.send(topic.leader(), produce_request(topic.name, 0, batch, acks=3), 9)


@scenario(GROUP, "Fetch: a non-replica and a future epoch")
async def fetch_non_replica_epoch(k):
    topic = await k.topic(replication_factor=2)
    await k.send(topic.non_replica(), fetch_request(topic, {0: 0}, current_leader_epoch=4), 12)


@scenario(GROUP, "Fetch: a follower below v11 and a future epoch")
async def fetch_follower_old_epoch(k):
    topic = await k.topic()
    await k.send(topic.follower(), fetch_request(topic, {0: 0}, current_leader_epoch=4), 10)


@scenario(GROUP, "Fetch: out of range and a future epoch")
async def fetch_range_and_epoch(k):
    topic = await k.topic()
    await k.produce(topic, 2)
    await k.send(topic.leader(), fetch_request(topic, {0: 50}, current_leader_epoch=4), 12)


@scenario(GROUP, "Fetch: out of range and a diverging epoch")
async def fetch_range_and_diverging(k):
    topic = await k.topic()
    await k.produce(topic, 2)
    await k.send(topic.leader(), fetch_request(topic, {0: 50}, last_fetched_epoch=3), 12)


@scenario(GROUP, "Fetch: a session error and unknown topics")
async def fetch_session_and_unknown(k):
    await k.send(k.any_broker(), fetch_request(None, {0: 0}, topic_name=k.new_name("-missing"),
                                               topic_id=uuid.uuid4(),
                                               session_id=99, session_epoch=3), 13)


@scenario(GROUP, "Fetch: a preferred replica and a future epoch")
async def fetch_preferred_and_epoch(k):
    topic = await k.topic()
    await k.produce(topic, 2)
    await k.send(topic.leader(), fetch_request(topic, {0: 0}, rack_id=topic.follower().rack,
                                               current_leader_epoch=3), 12)


@scenario(GROUP, "Fetch: a preferred replica and a diverging epoch")
async def fetch_preferred_and_diverging(k):
    topic = await k.topic()
    await k.produce(topic, 4)
    await k.send(topic.leader(), fetch_request(topic, {0: 2}, rack_id=topic.follower().rack,
                                               last_fetched_epoch=3), 12)


@scenario(GROUP, "ListOffsets: a follower and a future epoch")
async def list_offsets_follower_epoch(k):
    topic = await k.topic()
    await k.send(topic.follower(), list_offsets_request(topic.name, -1, current_leader_epoch=6),
                 7)


@scenario(GROUP, "ListOffsets: a follower and an unsupported timestamp")
async def list_offsets_follower_unsupported(k):
    topic = await k.topic()
    await k.send(topic.follower(), list_offsets_request(topic.name, -3), 6)


@scenario(GROUP, "OffsetForLeaderEpoch: a follower and a future epoch")
async def offset_for_leader_epoch_follower_epoch(k):
    topic = await k.topic()
    await k.send(topic.follower(), offset_for_leader_epoch_request(
        topic.name, {0: 0}, current_leader_epoch=6), 4)
