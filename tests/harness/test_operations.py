"""The harness's operations on brokers and partitions (docs/harness.md), checked against the
state the brokers serve: leadership moves and unclean elections through controller records,
restarts that keep data, a power loss that does not, network cuts, paused replication."""

from __future__ import annotations

import pytest

from kafkasim.broker.cluster import Cluster
from kafkasim.protocol.errors import ErrorCode, KafkaError
from kafkasim.protocol.messages.offset_for_leader_epoch import (
    OffsetForLeaderEpochRequest,
    OffsetForLeaderPartition,
    OffsetForLeaderTopic,
)
from tests.helpers.cluster import TEST_CLUSTER_CONFIG
from tests.helpers.data_path import batch, connect, fetch, leader, log_values, produce, values


@pytest.fixture
async def cluster():
    async with Cluster(brokers=3, racks=("a", "b", "c"), config=TEST_CLUSTER_CONFIG) as running:
        yield running


async def produce_values(cluster, topic: str, *items: bytes, partition: int = 0,
                         acks: int = -1) -> int:
    connection = await connect(leader(cluster, topic, partition))
    try:
        answer = await produce(connection, topic, batch(*items), partition=partition, acks=acks)
        assert answer.error_code == 0, answer
        return answer.base_offset
    finally:
        await connection.close()


async def test_move_leader_bumps_the_epoch_and_is_served(cluster):
    """Verifies that move_leader elects an in-sync replica in a new leader epoch, that every
    broker serves the change, and that a replica outside the ISR is refused."""
    await cluster.create_topic("ml", partitions=1, replication_factor=3)
    before = cluster.controller.metadata.partition("ml", 0)
    target = next(r for r in before.replicas if r != before.leader)
    state = await cluster.move_leader("ml", 0, to=target)
    assert state["leader"] == target and state["leader_epoch"] == before.leader_epoch + 1
    assert all(b.metadata.partition("ml", 0).leader == target for b in cluster.brokers.values())
    assert cluster.brokers[target].replica_manager.get_partition("ml", 0).is_leader
    with pytest.raises(KafkaError) as refused:
        await cluster.move_leader("ml", 0, to=99)
    assert refused.value.code == ErrorCode.INVALID_REQUEST


async def test_unclean_election_makes_a_diverging_epoch(cluster):
    """Verifies that an unclean election of a lagging replica truncates the old leader's extra
    records when it follows (KIP-320), and that OffsetForLeaderEpoch tells a consumer that read
    them where its epoch ends on the new leader (the truncation it must detect)."""
    await cluster.create_topic("ue", partitions=1, replication_factor=3,
                               configs={"min.insync.replicas": 1})
    await produce_values(cluster, "ue", b"both-1", b"both-2")
    info = cluster.controller.metadata.partition("ue", 0)
    old_leader, lagging = info.leader, next(r for r in info.replicas if r != info.leader)
    await cluster.wait_until(lambda: cluster.brokers[lagging].replica_manager
                             .get_partition("ue", 0).log.log_end_offset == 2)
    cluster.pause_replication(lagging)
    await produce_values(cluster, "ue", b"lost-3", b"lost-4", acks=1)
    old_epoch = info.leader_epoch
    state = await cluster.unclean_election("ue", 0, to=lagging)
    assert state["leader"] == lagging and state["leader_epoch"] > old_epoch
    cluster.resume_replication(lagging)
    old = cluster.brokers[old_leader].replica_manager.get_partition("ue", 0)
    await cluster.wait_until(lambda: old.log.log_end_offset == 2)
    assert log_values(old.log) == [b"both-1", b"both-2"]
    connection = await connect(cluster.brokers[lagging])
    try:
        response = await connection.send(OffsetForLeaderEpochRequest(topics=[
            OffsetForLeaderTopic(topic="ue", partitions=[OffsetForLeaderPartition(
                partition=0, current_leader_epoch=state["leader_epoch"],
                leader_epoch=old_epoch)])]), 4)
    finally:
        await connection.close()
    answer = response.topics[0].partitions[0]
    assert (answer.leader_epoch, answer.end_offset) == (old_epoch, 2)


async def test_stop_and_start_keep_memory_logs_and_kill_loses_unflushed(cluster):
    """Verifies that a stopped broker comes back with its in-memory logs (as from a disk), and
    that a killed one loses what it had not flushed — its whole active log by Kafka's default
    flush settings — and then replicates it back from the leader."""
    await cluster.create_topic("kp", partitions=1, replication_factor=3)
    await produce_values(cluster, "kp", b"r1", b"r2", b"r3")
    follower = next(r for r in cluster.controller.metadata.partition("kp", 0).replicas
                    if r != cluster.leader_of("kp"))
    local = cluster.brokers[follower].replica_manager
    await cluster.wait_until(lambda: local.get_partition("kp", 0).log.log_end_offset == 3)
    await cluster.stop_broker(follower)
    cluster.pause_replication(follower)  # so the restart shows what the broker kept itself
    await cluster.start_broker(follower)
    kept = cluster.brokers[follower].replica_manager.get_partition("kp", 0)
    assert log_values(kept.log) == [b"r1", b"r2", b"r3"]
    await produce_values(cluster, "kp", b"r4")
    cluster.resume_replication(follower)
    await cluster.wait_until(lambda: kept.log.log_end_offset == 4)
    lost = await cluster.kill_broker(follower)
    assert lost == {"kp-0": 1}  # r4 arrived after the clean restart flushed r1-r3
    await cluster.start_broker(follower)
    again = cluster.brokers[follower].replica_manager.get_partition("kp", 0)
    await cluster.wait_until(lambda: again.log.log_end_offset == 4)


async def test_kill_keeps_the_segments_a_roll_flushed(cluster):
    """Verifies that a power loss keeps what Kafka flushed when it rolled a segment
    (UnifiedLog.roll flushes up to the new segment's base offset) and loses the records of the
    active segment only, with the logs in memory as with a data directory."""
    size = len(batch(b"r0"))
    await cluster.create_topic("kr", assignments={0: [1]},
                               configs={"internal.segment.bytes": str(2 * size)})
    for index in range(5):  # segments [0, 1], [2, 3], [4]
        await produce_values(cluster, "kr", b"r%d" % index)
    assert await cluster.kill_broker(1) == {"kr-0": 1}
    await cluster.start_broker(1)
    log = cluster.brokers[1].replica_manager.get_partition("kr", 0).log
    assert log_values(log) == [b"r0", b"r1", b"r2", b"r3"]


async def test_isolate_from_controller_fences_and_heal_returns(cluster):
    """Verifies that a broker cut off from the controller is fenced after the session timeout
    (its leaderships move), and is unfenced again once healed."""
    await cluster.create_topic("iso", partitions=1, replication_factor=3)
    victim = cluster.leader_of("iso")
    cluster.isolate(victim, from_="controller")
    await cluster.wait_until(lambda: cluster.controller.metadata.brokers[victim].fenced, 5)
    assert cluster.leader_of("iso") != victim
    cluster.heal(victim)
    await cluster.wait_until(lambda: not cluster.controller.metadata.brokers[victim].fenced, 5)


async def test_set_replicas_and_move_coordinator(cluster):
    """Verifies that set_replicas moves a partition to new brokers (the new replica catches up
    and joins the ISR, the removed one drops its copy) and that move_coordinator moves a
    group's coordinator (FindCoordinator names the new broker)."""
    await cluster.create_topic("sr", assignments={0: [1, 2]})
    await produce_values(cluster, "sr", b"a", b"b")
    state = await cluster.set_replicas("sr", 0, [2, 3])
    assert state["replicas"] == [2, 3] and state["leader"] == 2
    await cluster.wait_until(lambda: 3 in cluster.controller.metadata.partition("sr", 0).isr)
    await cluster.wait_until(lambda: cluster.brokers[1].replica_manager.get_partition("sr", 0)
                             is None)
    info = cluster.controller.metadata.topics["sr"]
    connection = await connect(cluster.brokers[3])
    try:
        _, data = await fetch(connection, info, partition=0)
    finally:
        await connection.close()
    assert data.error_code == ErrorCode.NOT_LEADER_OR_FOLLOWER or values(data.records)

    from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest

    result = await cluster.move_coordinator("harness-group", to=3)
    assert result["leader"] == 3
    connection = await connect(cluster.brokers[1])
    try:
        found = await connection.send(FindCoordinatorRequest(key_type=0,
                                                             coordinator_keys=["harness-group"]), 4)
    finally:
        await connection.close()
    assert found.coordinators[0].node_id == 3


async def test_evict_fetch_sessions(cluster):
    """Verifies that evicting a consumer's KIP-227 session makes its next incremental fetch
    fail with FETCH_SESSION_ID_NOT_FOUND, and that the eviction is counted."""
    info = await cluster.create_topic("ev", partitions=1, replication_factor=3)
    connection = await connect(leader(cluster, "ev"))
    try:
        from kafkasim.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic

        full = FetchRequest(max_wait_ms=0, min_bytes=0, max_bytes=1 << 20, session_id=0,
                            session_epoch=0, topics=[FetchTopic(topic_id=info.topic_id,
                            partitions=[FetchPartition(partition=0, partition_max_bytes=1 << 20)])])
        first = await connection.send(full, 17)
        assert first.session_id > 0
        assert cluster.evict_fetch_sessions() == 1
        incremental = FetchRequest(max_wait_ms=0, min_bytes=0, max_bytes=1 << 20,
                                   session_id=first.session_id, session_epoch=1, topics=[])
        second = await connection.send(incremental, 17)
        assert second.error_code == ErrorCode.FETCH_SESSION_ID_NOT_FOUND
    finally:
        await connection.close()
    assert "IncrementalFetchSessionEvictionsPerSec_total" in cluster.metrics_text()
