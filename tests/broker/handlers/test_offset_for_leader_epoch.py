"""OffsetForLeaderEpoch: epoch end offsets across a leader change, fencing, non-leaders."""

from __future__ import annotations

from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.offset_for_leader_epoch import (
    OffsetForLeaderEpochRequest,
    OffsetForLeaderPartition,
    OffsetForLeaderTopic,
)
from tests.helpers.data_path import batch, connect, followers, leader, produce


async def end_offsets(connection, topic, epochs, *, current_leader_epoch=-1, version=4,
                      replica_id=-2):
    request = OffsetForLeaderEpochRequest(replica_id=replica_id, topics=[OffsetForLeaderTopic(
        topic=topic, partitions=[OffsetForLeaderPartition(
            partition=0, leader_epoch=epoch, current_leader_epoch=current_leader_epoch)
            for epoch in epochs])])
    response = await connection.send(request, version)
    return [(p.error_code, p.leader_epoch, p.end_offset) for p in response.topics[0].partitions]


async def test_epoch_end_offsets_after_leader_change(cluster):
    """Verifies Kafka's endOffsetFor answers on a new leader: the old epoch ends where the new
    one starts, the latest epoch ends at the log end, an epoch between known ones maps to the
    largest smaller epoch, a newer epoch gives -1/-1 (KIP-101, KIP-279)."""
    await cluster.create_topic("e1", replication_factor=2)
    old_epoch = cluster.controller.metadata.partition("e1", 0).leader_epoch
    connection = await connect(leader(cluster, "e1"))
    try:
        for value in (b"a", b"b", b"c"):
            await produce(connection, "e1", batch(value), acks=-1)
    finally:
        await connection.close()
    await cluster.stop_broker(cluster.leader_of("e1", 0))
    new_epoch = cluster.controller.metadata.partition("e1", 0).leader_epoch
    connection = await connect(leader(cluster, "e1"))
    try:
        await produce(connection, "e1", batch(b"d", b"e"), acks=1)
        answers = await end_offsets(connection, "e1", [old_epoch, new_epoch, new_epoch + 5])
        assert answers == [(0, old_epoch, 3), (0, new_epoch, 5), (0, -1, -1)]
        if new_epoch - old_epoch > 1:
            (between,) = await end_offsets(connection, "e1", [new_epoch - 1])
            assert between == (0, old_epoch, 3)
        (v2,) = await end_offsets(connection, "e1", [old_epoch], version=2)
        assert v2 == (0, old_epoch, 3)  # v0-1 are gone in Kafka 4 (KIP-896)
        (fenced,) = await end_offsets(connection, "e1", [old_epoch], current_leader_epoch=old_epoch)
        assert fenced[0] == ErrorCode.FENCED_LEADER_EPOCH
        (unknown,) = await end_offsets(connection, "e1", [old_epoch],
                                       current_leader_epoch=new_epoch + 1)
        assert unknown[0] == ErrorCode.UNKNOWN_LEADER_EPOCH
    finally:
        await connection.close()


async def test_non_leader_and_unknown_partition(cluster):
    """Verifies NOT_LEADER_OR_FOLLOWER from a follower (only leaders answer, also for
    followers' own requests) and UNKNOWN_TOPIC_OR_PARTITION for an unknown topic."""
    await cluster.create_topic("e2", replication_factor=2)
    follower = followers(cluster, "e2")[0]
    connection = await connect(follower)
    try:
        (answer,) = await end_offsets(connection, "e2", [0], replica_id=follower.node_id)
        assert answer[0] == ErrorCode.NOT_LEADER_OR_FOLLOWER
        (answer,) = await end_offsets(connection, "missing", [0])
        assert answer[0] == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
    finally:
        await connection.close()
