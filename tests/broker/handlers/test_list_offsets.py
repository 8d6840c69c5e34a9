"""ListOffsets: special timestamps, timestamp lookups, HW visibility, fencing, removed v0."""

from __future__ import annotations

import asyncio
import struct

from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.list_offsets import (
    ListOffsetsPartition,
    ListOffsetsRequest,
    ListOffsetsTopic,
)
from tests.helpers.data_path import batch, connect, followers, leader, produce


async def list_offsets(connection, topic, timestamps, *, version=11, replica_id=-1,
                       isolation_level=0, current_leader_epoch=-1):
    request = ListOffsetsRequest(replica_id=replica_id, isolation_level=isolation_level, topics=[
        ListOffsetsTopic(name=topic, partitions=[
            ListOffsetsPartition(partition_index=0, timestamp=timestamp,
                                 current_leader_epoch=current_leader_epoch)
            for timestamp in timestamps])])
    response = await connection.send(request, version)
    return response.topics[0].partitions


async def test_special_timestamps_and_lookups(cluster):
    """Verifies -1 latest, -2 earliest, -3 max timestamp (KIP-734), -4 earliest local (= log
    start without tiering), -5/-6 (-1 without tiered storage) and timestamp lookups (first record
    at or after the timestamp, -1 when none)."""
    await cluster.create_topic("l1", replication_factor=3)
    connection = await connect(leader(cluster, "l1"))
    epoch = cluster.controller.metadata.partition("l1", 0).leader_epoch
    try:
        await produce(connection, "l1", batch(b"a", b"b", timestamp=1000), acks=-1)  # 0, 1
        await produce(connection, "l1", batch(b"c", timestamp=9000), acks=-1)        # 2
        await produce(connection, "l1", batch(b"d", timestamp=5000), acks=-1)        # 3
        timestamps = [-1, -2, -3, -4, -5, -6, 1000, 4000, 9001]
        answers = [(await list_offsets(connection, "l1", [t]))[0] for t in timestamps]
        got = [(a.error_code, a.offset, a.timestamp) for a in answers]
        assert got == [
            (0, 4, -1), (0, 0, -1), (0, 2, 9000), (0, 0, -1), (0, -1, -1), (0, -1, -1),
            (0, 0, 1000), (0, 2, 9000), (0, -1, -1),
        ]
        assert answers[0].leader_epoch == epoch and answers[4].leader_epoch == -1
    finally:
        await connection.close()


async def test_latest_is_the_high_watermark_for_consumers_and_log_end_for_followers(cluster):
    """Verifies that a consumer's latest offset is the high watermark (also read_committed, LSO
    = HW) while a follower (ReplicaId >= 0) sees the log end, and that timestamp lookups never
    return offsets at or past the high watermark."""
    await cluster.create_topic("l2", replication_factor=3)
    paused = followers(cluster, "l2")
    connection = await connect(leader(cluster, "l2"))
    try:
        for follower in paused:
            follower.replica_manager.pause_fetchers()
        await produce(connection, "l2", batch(b"x", timestamp=1000), acks=1)
        for isolation in (0, 1):
            (latest,) = await list_offsets(connection, "l2", [-1], isolation_level=isolation)
            assert latest.offset == 0
        (follower_view,) = await list_offsets(connection, "l2", [-1], replica_id=paused[0].node_id)
        assert follower_view.offset == 1
        (lookup,) = await list_offsets(connection, "l2", [0])
        assert lookup.offset == -1
    finally:
        for follower in paused:
            follower.replica_manager.resume_fetchers()
        await connection.close()


async def test_errors_fencing_duplicates_and_removed_v0(cluster):
    """Verifies NOT_LEADER_OR_FOLLOWER on a follower, UNKNOWN_LEADER_EPOCH for a newer epoch
    (KIP-320), INVALID_REQUEST for a partition listed twice (answered once, as Kafka answers by
    partition), UNKNOWN_TOPIC_OR_PARTITION, and that v0 is no longer served (KIP-896: the
    connection is closed)."""
    await cluster.create_topic("l3", replication_factor=2)
    epoch = cluster.controller.metadata.partition("l3", 0).leader_epoch
    follower = await connect(followers(cluster, "l3")[0])
    connection = await connect(leader(cluster, "l3"))
    try:
        (answer,) = await list_offsets(follower, "l3", [-1])
        assert answer.error_code == ErrorCode.NOT_LEADER_OR_FOLLOWER
        (answer,) = await list_offsets(connection, "l3", [-1], current_leader_epoch=epoch + 1)
        assert answer.error_code == ErrorCode.UNKNOWN_LEADER_EPOCH
        (answer,) = await list_offsets(connection, "l3", [-1, -2])
        assert answer.error_code == ErrorCode.INVALID_REQUEST
        (answer,) = await list_offsets(connection, "nope", [-1])
        assert answer.error_code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
        # Kafka 4's schemas no longer describe v0, so the frame is written by hand: header v1
        # (key 2, version 0), ReplicaId -1, one topic "l3" with partition 0, timestamp -1 and
        # MaxNumOffsets 1.
        body = (struct.pack(">hhih", 2, 0, 7, -1) + struct.pack(">ii", -1, 1)
                + struct.pack(">h", 2) + b"l3" + struct.pack(">iiqi", 1, 0, -1, 1))
        reader, writer = await asyncio.open_connection(leader(cluster, "l3").host,
                                                       leader(cluster, "l3").port)
        try:
            writer.write(struct.pack(">i", len(body)) + body)
            assert await asyncio.wait_for(reader.read(), 5) == b"", "ListOffsets v0 was answered"
        finally:
            writer.close()
    finally:
        await follower.close()
        await connection.close()


async def test_special_timestamps_below_their_version_are_unsupported(cluster):
    """Verifies that a special timestamp sent below the version that introduced it (-3 before
    v7, -4 before v8, -5 before v9, -6 before v11) or an undefined one (-7) gets
    UNSUPPORTED_VERSION (35), as Kafka 4 answers, also when sent to a follower."""
    await cluster.create_topic("l4", replication_factor=2)
    connection = await connect(leader(cluster, "l4"))
    follower = await connect(followers(cluster, "l4")[0])
    try:
        for timestamp, first in ((-3, 7), (-4, 8), (-5, 9), (-6, 11)):
            (below,) = await list_offsets(connection, "l4", [timestamp], version=first - 1)
            (at,) = await list_offsets(connection, "l4", [timestamp], version=first)
            assert below.error_code == ErrorCode.UNSUPPORTED_VERSION, timestamp
            assert at.error_code == ErrorCode.NONE, timestamp
        (undefined,) = await list_offsets(connection, "l4", [-7])
        assert undefined.error_code == ErrorCode.UNSUPPORTED_VERSION
        (at_follower,) = await list_offsets(follower, "l4", [-5], version=8)
        assert at_follower.error_code == ErrorCode.UNSUPPORTED_VERSION
    finally:
        await follower.close()
        await connection.close()


async def test_debugging_replica_id_answers_the_log_end_offset(cluster):
    """Verifies that ListOffsets latest with ReplicaId -2 (debugging) answers the log end offset,
    not the high watermark (Kafka applies an isolation level to ReplicaId -1 only), on the
    leader and on a follower, whatever the isolation level."""
    await cluster.create_topic("l5", replication_factor=3)
    paused = followers(cluster, "l5")
    connection = await connect(leader(cluster, "l5"))
    try:
        await produce(connection, "l5", batch(b"a", b"b", timestamp=1000), acks=-1)
        for follower in paused:
            follower.replica_manager.pause_fetchers()
        await produce(connection, "l5", batch(b"c", timestamp=2000), acks=1)
        for isolation in (0, 1):
            (consumer,) = await list_offsets(connection, "l5", [-1], isolation_level=isolation)
            (debug,) = await list_offsets(connection, "l5", [-1], replica_id=-2,
                                          isolation_level=isolation)
            assert (consumer.offset, debug.offset) == (2, 3)
        at_follower = await connect(paused[0])
        try:
            (debug,) = await list_offsets(at_follower, "l5", [-1], replica_id=-2)
            assert debug.error_code == ErrorCode.NONE and debug.offset == 2
        finally:
            await at_follower.close()
    finally:
        for follower in paused:
            follower.replica_manager.resume_fetchers()
        await connection.close()
