"""Real replication: lagging followers, HW at the ISR minimum, ISR shrink/expand, truncation."""

from __future__ import annotations

from kafkasim.broker.cluster import Cluster
from kafkasim.protocol.messages.metadata import MetadataRequest, MetadataRequestTopic
from tests.helpers.cluster import TEST_CLUSTER_CONFIG
from tests.helpers.data_path import batch, connect, followers, leader, log_values, produce


async def isr_in_metadata(broker, topic: str) -> list[int]:
    """The ISR of partition 0 as a Metadata response of `broker` reports it."""
    connection = await connect(broker)
    try:
        response = await connection.send(MetadataRequest(
            topics=[MetadataRequestTopic(name=topic)], allow_auto_topic_creation=False), 12)
        return sorted(response.topics[0].partitions[0].isr_nodes)
    finally:
        await connection.close()


async def test_paused_follower_lags_leaves_and_rejoins_the_isr():
    """Verifies acceptance check 3: with a follower's fetcher paused its log end offset lags,
    the high watermark stops at the ISR minimum, the follower leaves the ISR after
    replica.lag.time.max.ms and rejoins once it has caught up after resuming (seen through
    Metadata and the follower's own log)."""
    config = {**TEST_CLUSTER_CONFIG, "replica.lag.time.max.ms": "500"}
    async with Cluster(brokers=3, config=config) as cluster:
        await cluster.create_topic("r1", replication_factor=3)
        leader_broker = leader(cluster, "r1")
        lagging = followers(cluster, "r1")[0]
        connection = await connect(leader_broker)
        try:
            await produce(connection, "r1", batch(b"before"), acks=-1)
            lagging.replica_manager.pause_fetchers()
            for index in range(5):
                await produce(connection, "r1", batch(b"m%d" % index), acks=1)
            on_leader = leader_broker.replica_manager.get_partition("r1", 0)
            on_follower = lagging.replica_manager.get_partition("r1", 0)
            assert on_follower.log.log_end_offset == 1 < on_leader.log.log_end_offset == 6
            if lagging.node_id in on_leader.maximal_isr:
                assert on_leader.high_watermark == 1  # held back by the lagging ISR member
            await cluster.wait_until(lambda: _isr_without(cluster, lagging.node_id))
            await cluster.wait_for_metadata()
            for broker in cluster.brokers.values():
                assert lagging.node_id not in await isr_in_metadata(broker, "r1")
            await cluster.wait_until(lambda: on_leader.high_watermark == 6)
            assert on_follower.log.log_end_offset == 1  # still lagging, really
            lagging.replica_manager.resume_fetchers()
            await cluster.wait_until(lambda: _isr_with(cluster, lagging.node_id))
            await cluster.wait_for_metadata()
            for broker in cluster.brokers.values():
                assert lagging.node_id in await isr_in_metadata(broker, "r1")
            assert log_values(on_follower.log) == [b"before"] + [b"m%d" % i for i in range(5)]
        finally:
            await connection.close()


def _isr_without(cluster, node_id: int) -> bool:
    return node_id not in cluster.controller.metadata.partition("r1", 0).isr


def _isr_with(cluster, node_id: int) -> bool:
    return node_id in cluster.controller.metadata.partition("r1", 0).isr


async def test_restarted_old_leader_truncates_its_divergent_tail(tmp_path):
    """Verifies KIP-320 truncation as Kafka does it with Fetch v12+: an old leader restarted
    from its data directory with batches the new leader never got learns the divergence from
    DivergingEpoch, truncates to the end of the common epoch and then copies the new leader's
    log."""
    config = {**TEST_CLUSTER_CONFIG, "replica.lag.time.max.ms": "30000"}
    async with Cluster(brokers=2, data_dir=tmp_path, config=config) as cluster:
        await cluster.create_topic("r2", replication_factor=2)
        old_leader_id = cluster.leader_of("r2", 0)
        survivor = followers(cluster, "r2")[0]
        connection = await connect(cluster.brokers[old_leader_id])
        try:
            await produce(connection, "r2", batch(b"common"), acks=-1)
            survivor.replica_manager.pause_fetchers()
            await produce(connection, "r2", batch(b"lost-1"), acks=1)
            await produce(connection, "r2", batch(b"lost-2"), acks=1)
        finally:
            await connection.close()
        await cluster.stop_broker(old_leader_id, controlled=False)
        await cluster.wait_until(lambda: cluster.leader_of("r2", 0) == survivor.node_id)
        await cluster.wait_for_metadata()
        connection = await connect(survivor)
        try:
            written = await produce(connection, "r2", batch(b"new"), acks=1)
            assert written.base_offset == 1
        finally:
            await connection.close()
        restarted = await cluster.start_broker(old_leader_id)
        partition = restarted.replica_manager.get_partition("r2", 0)
        await cluster.wait_until(lambda: log_values(partition.log) == [b"common", b"new"])
        survivor.replica_manager.resume_fetchers()


async def test_a_leader_that_appended_nothing_follows_the_next_leader():
    """Verifies that a replica that led an epoch without appending to it follows the next
    leader: it holds that epoch in its epoch cache at its log end, which the next leader never
    saw, so its first fetch (LastFetchedEpoch 1) is answered with a diverging epoch ending at
    its log end; as Kafka's UnifiedLog.truncateTo, the truncation removes no record but drops
    the empty epoch, and the replica then copies the new leader's records and its fetches
    count on the leader. Before, it was told to truncate at every fetch and never caught up,
    so an idle internal partition (__share_group_state, __transaction_state) lost it from the
    ISR for good."""
    # No ISR shrink on a loaded machine: the clean elections need every replica in sync.
    config = {**TEST_CLUSTER_CONFIG, "replica.lag.time.max.ms": "30000"}
    async with Cluster(brokers=3, config=config) as cluster:
        await cluster.create_topic("r5", replication_factor=3)
        first = leader(cluster, "r5")
        idle, last = followers(cluster, "r5")
        connection = await connect(first)
        try:
            await produce(connection, "r5", batch(b"epoch-0"), acks=-1)
        finally:
            await connection.close()
        await cluster.move_leader("r5", 0, to=idle.node_id)  # epoch 1: nothing appended
        await cluster.move_leader("r5", 0, to=last.node_id)  # epoch 2
        await cluster.wait_for_metadata()
        connection = await connect(last)
        try:
            written = await produce(connection, "r5", batch(b"epoch-2"), acks=1)
            assert written.error_code == 0 and written.base_offset == 1
        finally:
            await connection.close()
        on_idle = idle.replica_manager.get_partition("r5", 0)
        on_leader = last.replica_manager.get_partition("r5", 0)
        # What the wait is for: the idle replica's log holds the new leader's record, and the
        # leader recorded the idle replica's fetch at the new log end.
        await cluster.wait_until(lambda: log_values(on_idle.log) == [b"epoch-0", b"epoch-2"]
                                 and on_leader.followers[idle.node_id].log_end_offset == 2)
        assert on_idle.log.epoch_cache.epochs == [0, 2]
        assert idle.node_id in cluster.controller.metadata.partition("r5", 0).isr


async def test_a_restarted_replica_starts_its_high_watermark_from_the_checkpoint(tmp_path):
    """Verifies Kafka's replication-offset-checkpoint (ReplicaManager.checkpointHighWatermarks,
    read back by Partition.createLogIfNotExists): a follower restarted from its data directory,
    before it fetches anything, has the high watermark it had, not its log start offset; the
    file is Kafka's OffsetCheckpointFile, and the recovery points are checkpointed beside it."""
    from kafkasim.broker.storage.checkpoints import OffsetCheckpointFile

    config = {**TEST_CLUSTER_CONFIG, "replica.high.watermark.checkpoint.interval.ms": "50"}
    async with Cluster(brokers=3, data_dir=tmp_path, config=config) as cluster:
        await cluster.create_topic("hw", replication_factor=3)
        connection = await connect(leader(cluster, "hw"))
        try:
            for index in range(5):
                await produce(connection, "hw", batch(b"m%d" % index), acks=-1)
        finally:
            await connection.close()
        follower = followers(cluster, "hw")[0]
        replica = follower.replica_manager.get_partition("hw", 0)
        await cluster.wait_until(lambda: replica.high_watermark == 5)
        checkpoint = OffsetCheckpointFile(follower.data_dir, "replication-offset-checkpoint")
        await cluster.wait_until(lambda: checkpoint.read().get(("hw", 0)) == 5)
        cluster.pause_replication(follower.node_id)
        await cluster.stop_broker(follower.node_id, controlled=False)
        restarted = await cluster.start_broker(follower.node_id)
        replica = restarted.replica_manager.get_partition("hw", 0)
        assert (replica.log.log_start_offset, replica.high_watermark) == (0, 5)
        recovery_points = OffsetCheckpointFile(follower.data_dir,
                                               "recovery-point-offset-checkpoint").read()
        assert recovery_points[("hw", 0)] == 5
        cluster.resume_replication(follower.node_id)


async def test_restarted_follower_catches_up_a_log_start_inside_a_batch(cluster):
    """Verifies that a follower starting from an empty log catches up a partition whose log
    start offset DeleteRecords put in the middle of a batch: it resets to the leader's log
    start, is handed the batch that holds it, starts its log over at that batch's base offset
    (Kafka's appendRecordsToFollowerOrFutureReplica on UnexpectedAppendOffsetException) and
    rejoins the ISR with the leader's log start."""
    from kafkasim.protocol.messages.delete_records import (
        DeleteRecordsPartition,
        DeleteRecordsRequest,
        DeleteRecordsTopic,
    )

    await cluster.create_topic("r-mid", replication_factor=3)
    connection = await connect(leader(cluster, "r-mid"))
    try:
        for values in ((b"a", b"b"), (b"c", b"d"), (b"e", b"f")):
            await produce(connection, "r-mid", batch(*values), acks=-1)
        response = await connection.send(DeleteRecordsRequest(timeout_ms=5000, topics=[
            DeleteRecordsTopic(name="r-mid", partitions=[
                DeleteRecordsPartition(partition_index=0, offset=3)])]), 2)
        assert response.topics[0].partitions[0].low_watermark == 3
    finally:
        await connection.close()
    restarted = followers(cluster, "r-mid")[0].node_id
    await cluster.stop_broker(restarted, controlled=False)
    await cluster.start_broker(restarted)
    replica = cluster.brokers[restarted].replica_manager.get_partition("r-mid", 0)
    await cluster.wait_until(lambda: replica.log.log_end_offset == 6
                             and replica.log.log_start_offset == 3
                             and len(cluster.controller.metadata.partition("r-mid", 0).isr) == 3)
    assert log_values(replica.log)[-3:] == [b"d", b"e", b"f"]
