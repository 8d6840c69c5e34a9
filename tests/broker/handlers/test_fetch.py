"""Fetch: long poll, size limits, topic ids, epochs (KIP-320), HW visibility (KIP-227 sessions:
test_fetch_sessions.py)."""

from __future__ import annotations

import asyncio
import uuid

from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic
from tests.helpers.data_path import batch, connect, fetch, followers, leader, produce, values


async def test_long_poll_is_woken_by_new_data(cluster):
    """Verifies that a fetch at the log end waits (MinBytes 1, MaxWaitMs long) and is answered
    with the new batch as soon as it is committed, not at MaxWaitMs."""
    topic = await cluster.create_topic("f1", replication_factor=3)
    consumer = await connect(leader(cluster, "f1"))
    producer = await connect(leader(cluster, "f1"))
    try:
        waiting = asyncio.ensure_future(fetch(consumer, topic, max_wait_ms=30000, min_bytes=1))
        await asyncio.sleep(0.05)
        assert not waiting.done()
        await produce(producer, "f1", batch(b"wake"), acks=-1)
        _, data = await asyncio.wait_for(waiting, 5)
        assert values(data.records) == [b"wake"]
    finally:
        await consumer.close()
        await producer.close()


async def test_max_wait_expires_with_empty_answer(cluster):
    """Verifies that a long poll with nothing new ends at MaxWaitMs with no records."""
    topic = await cluster.create_topic("f2", replication_factor=1)
    connection = await connect(leader(cluster, "f2"))
    try:
        _, data = await fetch(connection, topic, max_wait_ms=50, min_bytes=1)
        assert data.error_code == ErrorCode.NONE and values(data.records) == []
    finally:
        await connection.close()


async def test_first_batch_rule_and_size_limits(cluster):
    """Verifies KIP-74: the first batch is returned whole even above PartitionMaxBytes and
    MaxBytes, later batches only while they fit."""
    topic = await cluster.create_topic("f3", replication_factor=1)
    connection = await connect(leader(cluster, "f3"))
    try:
        for value in (b"a" * 100, b"b", b"c"):
            await produce(connection, "f3", batch(value), acks=1)
        _, data = await fetch(connection, topic, partition_max_bytes=10)
        assert values(data.records) == [b"a" * 100]
        _, data = await fetch(connection, topic, max_bytes=10)
        assert values(data.records) == [b"a" * 100]
        _, data = await fetch(connection, topic, offset=1, partition_max_bytes=150)
        assert values(data.records) == [b"b", b"c"]
    finally:
        await connection.close()


async def test_topic_ids_and_unknown_topic_id(cluster):
    """Verifies that v13+ fetches address topics by id and an unknown id gets UNKNOWN_TOPIC_ID
    (KIP-516), while v12 uses names."""
    topic = await cluster.create_topic("f4", replication_factor=1)
    connection = await connect(leader(cluster, "f4"))
    try:
        await produce(connection, "f4", batch(b"x"), acks=1)
        response, data = await fetch(connection, topic, version=13)
        assert response.responses[0].topic_id == topic.topic_id and values(data.records) == [b"x"]
        _, data = await fetch(connection, topic, version=12)
        assert values(data.records) == [b"x"]
        unknown = type(topic)(name="?", topic_id=uuid.uuid4())
        _, data = await fetch(connection, unknown, version=16)
        assert data.error_code == ErrorCode.UNKNOWN_TOPIC_ID
    finally:
        await connection.close()


async def test_out_of_range_and_epoch_fencing(cluster):
    """Verifies OFFSET_OUT_OF_RANGE beyond the log end, and KIP-320 fencing after a leader
    change: an older CurrentLeaderEpoch gets FENCED_LEADER_EPOCH, a newer one
    UNKNOWN_LEADER_EPOCH."""
    topic = await cluster.create_topic("f5", replication_factor=2)
    old_epoch = cluster.controller.metadata.partition("f5", 0).leader_epoch
    await cluster.stop_broker(cluster.leader_of("f5", 0))
    epoch = cluster.controller.metadata.partition("f5", 0).leader_epoch
    assert epoch > old_epoch
    connection = await connect(leader(cluster, "f5"))
    try:
        _, data = await fetch(connection, topic, offset=5)
        assert (data.error_code, data.high_watermark) == (ErrorCode.OFFSET_OUT_OF_RANGE, -1)
        _, data = await fetch(connection, topic, current_leader_epoch=old_epoch)
        assert data.error_code == ErrorCode.FENCED_LEADER_EPOCH
        _, data = await fetch(connection, topic, current_leader_epoch=epoch + 1)
        assert data.error_code == ErrorCode.UNKNOWN_LEADER_EPOCH
        _, data = await fetch(connection, topic, current_leader_epoch=epoch)
        assert data.error_code == ErrorCode.NONE
    finally:
        await connection.close()


async def test_diverging_last_fetched_epoch(cluster):
    """Verifies that a LastFetchedEpoch unknown to the leader, with a fetch offset past that
    epoch's end, gets DivergingEpoch (end offset of the largest epoch <= it) and no records
    (Fetch v12+, KIP-320 as Kafka implements it)."""
    topic = await cluster.create_topic("f6", replication_factor=1)
    epoch = cluster.controller.metadata.partition("f6", 0).leader_epoch
    connection = await connect(leader(cluster, "f6"))
    try:
        for value in (b"a", b"b"):
            await produce(connection, "f6", batch(value), acks=1)
        _, data = await fetch(connection, topic, offset=2, last_fetched_epoch=epoch + 3)
        assert data.error_code == ErrorCode.OFFSET_OUT_OF_RANGE  # newer than any known epoch
        if epoch > 0:
            _, data = await fetch(connection, topic, offset=1, last_fetched_epoch=epoch - 1)
            assert (data.diverging_epoch.epoch, data.diverging_epoch.end_offset) == (epoch - 1, 0)
            assert values(data.records) == []
        _, data = await fetch(connection, topic, offset=1, last_fetched_epoch=epoch)
        assert data.diverging_epoch.epoch == -1 and values(data.records) == [b"b"]
    finally:
        await connection.close()


async def test_consumers_see_only_up_to_the_high_watermark(cluster):
    """Verifies that with followers paused an acks=1 batch is in the leader's log but not
    visible to consumers (read_uncommitted or read_committed, LSO = HW) until the followers
    fetch it; a follower serves consumers only from Fetch v11 (KIP-392), older versions get
    NOT_LEADER_OR_FOLLOWER."""
    topic = await cluster.create_topic("f8", replication_factor=3)
    paused = followers(cluster, "f8")
    connection = await connect(leader(cluster, "f8"))
    try:
        for follower in paused:
            follower.replica_manager.pause_fetchers()
        await produce(connection, "f8", batch(b"pending"), acks=1)
        for isolation in (0, 1):
            request = FetchRequest(max_wait_ms=0, isolation_level=isolation, topics=[FetchTopic(
                topic_id=topic.topic_id,
                partitions=[FetchPartition(partition=0, partition_max_bytes=1000)])])
            data = (await connection.send(request, 17)).responses[0].partitions[0]
            assert (data.high_watermark, data.last_stable_offset) == (0, 0)
            assert values(data.records) == []
        for follower in paused:
            follower.replica_manager.resume_fetchers()
        _, data = await fetch(connection, topic, max_wait_ms=5000, min_bytes=1)
        assert values(data.records) == [b"pending"] and data.high_watermark == 1
    finally:
        await connection.close()
    follower_connection = await connect(paused[0])
    try:
        _, data = await fetch(follower_connection, topic, version=10)
        assert data.error_code == ErrorCode.NOT_LEADER_OR_FOLLOWER
        _, data = await fetch(follower_connection, topic, version=16, max_wait_ms=5000,
                              min_bytes=1)
        assert values(data.records) == [b"pending"] and data.preferred_read_replica == -1
    finally:
        await follower_connection.close()
