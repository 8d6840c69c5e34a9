"""Follower bootstrap from the remote tier: KIP-405's path (OFFSET_MOVED_TO_TIERED_STORAGE ->
the leader's local log start) and KIP-1023's (`follower.fetch.last.tiered.offset.enable`: the
leader's earliest pending upload offset), with an empty replica added by
AlterPartitionReassignments, as an operator adds one.

The expected answers are Kafka's: KIP-1023's "Follower Fetch Scenarios" (its text is in
../shared/kips/), and Kafka 4's AbstractFetcherThread / ReplicaFetcherThread
(shouldFetchFromLastTieredOffset: an empty follower of a tiered, non-compacted topic whose
leader is not empty), TierStateMachine.buildRemoteLogAuxState, UnifiedLog
.fetchEarliestPendingUploadOffset and Partition.fetchOffsetForTimestamp (answers at or past the
last fetchable offset are dropped), with the cases of Kafka's AbstractFetcherThreadTest
(testEmptyFollowerFetch*, testLastTieredOffset*) named in each test.
"""

from __future__ import annotations

import pytest

from kafkasim.broker.cluster import Cluster
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.records import iter_batches, iter_records
from tests.helpers.configs import BROKER, SET, alter, resource
from tests.helpers.data_path import connect, fetch, produce
from tests.helpers.tiered import (
    EARLIEST,
    EARLIEST_LOCAL,
    EARLIEST_PENDING_UPLOAD,
    LATEST_TIERED,
    TIERED_CONFIG,
    batch_size,
    delete_records,
    in_isr,
    list_offset,
    move_leader,
    reassign,
    record_batch,
    replica,
    value_of,
)

pytestmark = pytest.mark.kip1023

LAST_TIERED = {"follower.fetch.last.tiered.offset.enable": "true"}


def cluster_with(last_tiered: bool) -> Cluster:
    config = {**TIERED_CONFIG, **(LAST_TIERED if last_tiered else {})}
    return Cluster(brokers=4, racks=("a", "b", "c", "d"), config=config)


async def produce_one(cluster, topic: str, index: int, acks: int = -1) -> None:
    connection = await connect(cluster.brokers[cluster.leader_of(topic)])
    try:
        answer = await produce(connection, topic, record_batch(index), acks=acks)
        assert answer.error_code == ErrorCode.NONE
    finally:
        await connection.close()


def spare_broker(cluster, topic: str) -> int:
    info = cluster.controller.metadata.partition(topic, 0)
    return next(n for n in sorted(cluster.brokers) if n not in info.replicas)


async def add_replica(cluster, topic: str, broker_id: int) -> None:
    """Add an empty replica on `broker_id` (AlterPartitionReassignments to replicas + it)."""
    info = cluster.controller.metadata.partition(topic, 0)
    connection = await connect(cluster.brokers[info.leader])
    try:
        answer = await reassign(connection, topic, [*info.replicas, broker_id])
        assert answer.error_code == ErrorCode.NONE
    finally:
        await connection.close()


def local_values(partition) -> list[tuple[int, bytes]]:
    log_ = partition.log
    out = []
    for view in log_.read_all(log_.local_log_start_offset):
        for header, whole in iter_batches(view):
            out.extend((record.offset(header), bytes(record.value))
                       for record in iter_records(whole))
    return out


# --- KIP-1023's Follower Fetch Scenarios -----------------------------------------------------


async def kip_example(cluster, name: str) -> int:
    """The partition of KIP-1023's scenario table on its leader: offsets 0-2 in leader epoch 0,
    3-4 in 1, 5-6 in 2, 7 in 3; segments of three batches, so 0-2 and 3-5 are uploaded
    (closed and below the high watermark) and 6-7 is the active segment; a local retention of
    five batches deletes only 0-2 locally. Returns the leader's id."""
    size = batch_size()
    await cluster.create_topic(name, replication_factor=3, configs={
        "remote.storage.enable": "true", "internal.segment.bytes": str(3 * size),
        "local.retention.bytes": str(5 * size)})
    info = cluster.controller.metadata.partition(name, 0)
    leaders = [info.leader] + [r for r in info.replicas if r != info.leader]
    epochs_and_offsets = [(0, (0, 1, 2)), (1, (3, 4)), (2, (5, 6)), (3, (7,))]
    for (epoch, offsets), leader_id in zip(epochs_and_offsets,
                                           [leaders[0], leaders[1], leaders[2], leaders[0]],
                                           strict=True):
        if epoch:
            connection = await connect(cluster.brokers[cluster.leader_of(name)])
            try:
                assert await move_leader(cluster, connection, name, leader_id) == epoch
            finally:
                await connection.close()
        for offset in offsets:
            await produce_one(cluster, name, offset)
    leader = replica(cluster, leaders[0], name)
    await cluster.wait_until(lambda: leader.log.local_log_start_offset == 3
                             and leader.log.highest_offset_in_remote_storage == 5)
    return leaders[0]


@pytest.mark.parametrize("last_tiered", [True, False], ids=["kip1023", "kip405"])
async def test_kip_follower_fetch_scenario(last_tiered):
    """Verifies KIP-1023's Follower Fetch Scenarios (Step 1 and Step 2) on its own example. The
    leader answers ListOffsets -4 (earliest local) with offset 3 in epoch 1 and -6 (earliest
    pending upload) with 6 in epoch 2. With follower.fetch.last.tiered.offset.enable the empty
    follower, on OFFSET_MOVED_TO_TIERED_STORAGE for offset 0, builds its leader-epoch cache
    from the remote segment 3-5 (LE-0 0, LE-1 3, LE-2 5), starts at 6 with the leader's log
    start 0, and fetches only 6-7 (adding LE-3 7). Without it (KIP-405's path), it starts at
    the leader's local log start 3 from the remote segment 0-2 (LE-0 0) and fetches 3-7. Either
    way it joins the ISR, serves offset 4 to a consumer (from the remote tier when below its
    own local start), and knows where epoch 1 ended (a fetch with LastFetchedEpoch 1 at 6
    diverges at 5)."""
    async with cluster_with(last_tiered) as cluster:
        leader_id = await kip_example(cluster, "kip")
        connection = await connect(cluster.brokers[leader_id])
        try:
            local = await list_offset(connection, "kip", EARLIEST_LOCAL)
            pending = await list_offset(connection, "kip", EARLIEST_PENDING_UPLOAD)
            tiered = await list_offset(connection, "kip", LATEST_TIERED)
        finally:
            await connection.close()
        assert (local.offset, local.leader_epoch) == (3, 1)
        assert (pending.offset, pending.leader_epoch) == (6, 2)
        assert (tiered.offset, tiered.leader_epoch) == (5, 2)

        spare = spare_broker(cluster, "kip")
        await add_replica(cluster, "kip", spare)
        await cluster.wait_until(lambda: in_isr(cluster, "kip", spare))
        follower = replica(cluster, spare, "kip")
        start = 6 if last_tiered else 3
        assert (follower.log.log_start_offset, follower.log.local_log_start_offset,
                follower.log.log_end_offset) == (0, start, 8)
        assert follower.log.epoch_cache.entries == [(0, 0), (1, 3), (2, 5), (3, 7)]
        assert local_values(follower) == [(i, value_of(i)) for i in range(start, 8)]
        assert follower.replicated_bytes == (8 - start) * batch_size()

        info = cluster.controller.metadata.topics["kip"]
        spare_connection = await connect(cluster.brokers[spare])
        try:
            assert (await list_offset(spare_connection, "kip", EARLIEST_LOCAL,
                                      replica_id=-2)).offset == start
            assert (await list_offset(spare_connection, "kip", EARLIEST,
                                      replica_id=-2)).offset == 0
            _, data = await fetch(spare_connection, info, offset=4)
            assert data.error_code == ErrorCode.NONE
            values = [(r.offset(h), bytes(r.value)) for h, w in iter_batches(data.records)
                      for r in iter_records(w)]
            assert values[0] == (4, value_of(4))
            _, data = await fetch(spare_connection, info, offset=6, last_fetched_epoch=1,
                                  current_leader_epoch=3)
            assert (data.diverging_epoch.epoch, data.diverging_epoch.end_offset) == (1, 5)
        finally:
            await spare_connection.close()


# --- other leader states --------------------------------------------------------------------


async def test_follower_retries_while_the_leader_has_no_pending_upload():
    """Verifies KIP-1023's unknown earliest pending upload offset: on a fully tiered partition
    the leader answers -6 with -1 (its pending offset equals its log end, which Kafka's
    Partition.fetchOffsetForTimestamp drops) while its local log start (= log end) differs from
    its log start, so the empty follower does not start and retries after
    replica.fetch.backoff.ms (AbstractFetcherThreadTest
    testLastTieredOffsetWithInactiveLeaderFullUploadOnNewLeader); once a record arrives the
    pending offset is known and the follower starts there, fetching that record only."""
    async with cluster_with(True) as cluster:
        await cluster.create_topic("idle", replication_factor=3, configs={
            "remote.storage.enable": "true", "internal.segment.bytes": str(3 * batch_size()),
            "local.retention.bytes": "-2", "local.retention.ms": "100"})
        for index in range(6):
            await produce_one(cluster, "idle", index)
        leader_id = cluster.leader_of("idle")
        leader = replica(cluster, leader_id, "idle")
        await cluster.wait_until(lambda: leader.log.local_log_start_offset == 6)
        connection = await connect(cluster.brokers[leader_id])
        try:
            assert (await list_offset(connection, "idle", EARLIEST_PENDING_UPLOAD,
                                      replica_id=leader_id)).offset == -1
        finally:
            await connection.close()
        spare = spare_broker(cluster, "idle")
        await add_replica(cluster, "idle", spare)
        follower = await cluster.wait_until(lambda: replica(cluster, spare, "idle"))
        fetcher = cluster.brokers[spare].replica_manager.fetchers[leader_id]
        await cluster.wait_until(lambda: fetcher.states[("idle", 0)].delayed_until > 0)
        assert follower.log.log_end_offset == 0 and not in_isr(cluster, "idle", spare)
        await produce_one(cluster, "idle", 6)
        await cluster.wait_until(lambda: in_isr(cluster, "idle", spare))
        assert (follower.log.log_start_offset, follower.log.local_log_start_offset,
                follower.log.log_end_offset) == (0, 6, 7)
        assert follower.replicated_bytes == batch_size()


async def test_out_of_range_after_delete_records_starts_at_the_pending_upload_offset():
    """Verifies KIP-1023 on OFFSET_OUT_OF_RANGE (KIP Case 2.1): the leader's log start was
    moved by DeleteRecords and nothing was deleted locally for retention, so the empty
    follower's fetch at 0 is out of range; it takes the log start (-2) and the earliest pending
    upload offset (-6) and starts there with the state of the remote segment before it
    (AbstractFetcherThreadTest testEmptyFollowerFetchLastTieredOffsetLeaderLogStartOffsetNon
    ZeroAllLocalSegmentsRetained: log start 10, pending 150 -> local start 150)."""
    async with cluster_with(True) as cluster:
        await cluster.create_topic("moved", replication_factor=3, configs={
            "remote.storage.enable": "true", "internal.segment.bytes": str(4 * batch_size())})
        for index in range(18):
            await produce_one(cluster, "moved", index)
        leader_id = cluster.leader_of("moved")
        leader = replica(cluster, leader_id, "moved")
        await cluster.wait_until(lambda: leader.log.highest_offset_in_remote_storage == 15)
        connection = await connect(cluster.brokers[leader_id])
        try:
            assert await delete_records(connection, "moved", 6) == ErrorCode.NONE
            assert (await list_offset(connection, "moved", EARLIEST_LOCAL)).offset == 6
        finally:
            await connection.close()
        spare = spare_broker(cluster, "moved")
        await add_replica(cluster, "moved", spare)
        await cluster.wait_until(lambda: in_isr(cluster, "moved", spare))
        follower = replica(cluster, spare, "moved")
        assert (follower.log.log_start_offset, follower.log.local_log_start_offset,
                follower.log.log_end_offset) == (6, 16, 18)
        assert local_values(follower) == [(16, value_of(16)), (17, value_of(17))]


async def test_pending_upload_at_the_log_start_needs_no_remote_state():
    """Verifies the earliest pending upload offset clamped to the log start (UnifiedLog
    .fetchEarliestPendingUploadOffset: max(last tiered + 1, log start)): after DeleteRecords
    past the last tiered offset the follower starts at the log start with nothing to build from
    the remote tier (AbstractFetcherThreadTest testLastTieredOffsetWithSlowUploadNoLocalDeletion:
    pending = log start = local start -> start there)."""
    async with cluster_with(True) as cluster:
        await cluster.create_topic("clamped", replication_factor=3, configs={
            "remote.storage.enable": "true", "internal.segment.bytes": str(4 * batch_size())})
        for index in range(10):
            await produce_one(cluster, "clamped", index)
        leader_id = cluster.leader_of("clamped")
        leader = replica(cluster, leader_id, "clamped")
        await cluster.wait_until(lambda: leader.log.highest_offset_in_remote_storage == 7)
        connection = await connect(cluster.brokers[leader_id])
        try:
            assert await delete_records(connection, "clamped", 9) == ErrorCode.NONE
            assert (await list_offset(connection, "clamped", EARLIEST_PENDING_UPLOAD)).offset == 9
        finally:
            await connection.close()
        spare = spare_broker(cluster, "clamped")
        await add_replica(cluster, "clamped", spare)
        await cluster.wait_until(lambda: in_isr(cluster, "clamped", spare))
        follower = replica(cluster, spare, "clamped")
        assert (follower.log.log_start_offset, follower.log.local_log_start_offset,
                follower.log.log_end_offset) == (9, 9, 10)


async def test_empty_leader_log_with_a_moved_log_start():
    """Verifies the leader with an empty log whose start moved (DeleteRecords to its end): -6
    is -1 (the log start equals the log end, dropped as not below it) and -4 equals the log
    start, so the follower starts at the log start (AbstractFetcherThreadTest
    testLastTieredOffsetWithEmptyLeaderLogNonZeroLSOOnNewLeader: log start 10 -> start at 10)."""
    async with cluster_with(True) as cluster:
        await cluster.create_topic("emptied", replication_factor=3, configs={
            "remote.storage.enable": "true", "internal.segment.bytes": str(4 * batch_size())})
        for index in range(3):
            await produce_one(cluster, "emptied", index)
        leader_id = cluster.leader_of("emptied")
        connection = await connect(cluster.brokers[leader_id])
        try:
            assert await delete_records(connection, "emptied", 3) == ErrorCode.NONE
        finally:
            await connection.close()
        spare = spare_broker(cluster, "emptied")
        await add_replica(cluster, "emptied", spare)
        await cluster.wait_until(lambda: in_isr(cluster, "emptied", spare))
        follower = replica(cluster, spare, "emptied")
        assert (follower.log.log_start_offset, follower.log.local_log_start_offset,
                follower.log.log_end_offset) == (3, 3, 3)


async def test_last_tiered_offset_is_not_used_without_the_remote_tier():
    """Verifies that the feature applies to tiered topics only: a follower of a topic without
    remote.storage.enable, out of range after DeleteRecords, starts at the leader's log start
    and fetches everything from there (AbstractFetcherThreadTest
    testEmptyFollowerFetchTieredStorageDisabledTieredOffsetStrategyLeaderLogStartOffsetNonZero)."""
    async with cluster_with(True) as cluster:
        await cluster.create_topic("plain", replication_factor=3)
        for index in range(8):
            await produce_one(cluster, "plain", index)
        leader_id = cluster.leader_of("plain")
        connection = await connect(cluster.brokers[leader_id])
        try:
            assert await delete_records(connection, "plain", 5) == ErrorCode.NONE
        finally:
            await connection.close()
        spare = spare_broker(cluster, "plain")
        await add_replica(cluster, "plain", spare)
        await cluster.wait_until(lambda: in_isr(cluster, "plain", spare))
        follower = replica(cluster, spare, "plain")
        assert (follower.log.log_start_offset, follower.log.log_end_offset) == (5, 8)
        assert follower.replicated_bytes == 3 * batch_size()


async def test_the_setting_is_a_dynamic_cluster_wide_default():
    """Verifies KIP-1023's "Dynamically configurable as cluster-default for all brokers":
    follower.fetch.last.tiered.offset.enable set with IncrementalAlterConfigs on the
    cluster-wide broker resource takes effect for the next empty follower."""
    async with cluster_with(False) as cluster:
        leader_id = await kip_example(cluster, "dynamic")
        answers = await alter(cluster.brokers[leader_id], resource(
            BROKER, "", ("follower.fetch.last.tiered.offset.enable", SET, "true")))
        assert answers[0][1] == ErrorCode.NONE
        spare = spare_broker(cluster, "dynamic")
        await cluster.wait_until(lambda: cluster.brokers[spare].config.get_bool(
            "follower.fetch.last.tiered.offset.enable"))
        await add_replica(cluster, "dynamic", spare)
        await cluster.wait_until(lambda: in_isr(cluster, "dynamic", spare))
        assert replica(cluster, spare, "dynamic").log.local_log_start_offset == 6


# --- truncation and diverging epochs around the tiered boundary -----------------------------


async def bootstrapped_then_unclean(cluster, name: str, lagging_at: int) -> tuple[int, int, int]:
    """A partition on [leader, lagging] where `lagging` stops fetching after offset
    `lagging_at`; the leader produces alone and uploads; an empty follower added with
    KIP-1023 starts at the earliest pending upload offset; the follower falls behind too, the
    leader crashes, and the controller elects `lagging` uncleanly (the topic allows it).
    Returns (leader, lagging, follower) ids."""
    size = batch_size()
    await cluster.create_topic(name, replication_factor=2, configs={
        "remote.storage.enable": "true", "internal.segment.bytes": str(4 * size),
        "local.retention.bytes": str(4 * size), "unclean.leader.election.enable": "true"})
    info = cluster.controller.metadata.partition(name, 0)
    leader_id = info.leader
    lagging = next(r for r in info.replicas if r != leader_id)
    for index in range(lagging_at):
        await produce_one(cluster, name, index)
    await cluster.wait_until(
        lambda: replica(cluster, lagging, name).log.log_end_offset == lagging_at)
    cluster.brokers[lagging].replica_manager.pause_fetchers()
    for index in range(lagging_at, 20):  # the first waits for the ISR to shrink (acks=all)
        await produce_one(cluster, name, index)
    assert cluster.controller.metadata.partition(name, 0).isr == [leader_id]
    leader = replica(cluster, leader_id, name)
    # Uploaded and deleted locally: only then does an empty follower's first fetch (from 0)
    # get OFFSET_MOVED_TO_TIERED_STORAGE and bootstrap by KIP-1023; before the leader's next
    # retention pass it would simply copy the whole log.
    await cluster.wait_until(lambda: leader.log.highest_offset_in_remote_storage == 15
                             and leader.log.local_log_start_offset == 16)
    spare = spare_broker(cluster, name)
    await add_replica(cluster, name, spare)
    follower = await cluster.wait_until(lambda: replica(cluster, spare, name))
    await cluster.wait_until(lambda: spare in cluster.controller.metadata.partition(name, 0).isr)
    assert follower.log.local_log_start_offset == 16
    cluster.brokers[spare].replica_manager.pause_fetchers()
    for index in range(20, 22):
        await produce_one(cluster, name, index, acks=1)
    await cluster.wait_until(lambda: cluster.controller.metadata.partition(name, 0).isr
                             == [leader_id])
    await cluster.stop_broker(leader_id, controlled=False)
    # Fenced after broker.session.timeout.ms; the topic allows an unclean election.
    await cluster.wait_until(lambda: cluster.leader_of(name) == lagging)
    await cluster.wait_for_metadata()
    cluster.brokers[lagging].replica_manager.resume_fetchers()
    cluster.brokers[spare].replica_manager.resume_fetchers()
    return leader_id, lagging, spare


async def test_diverging_epoch_above_the_tiered_boundary():
    """Verifies KIP-320 truncation on a follower bootstrapped by KIP-1023, above its local log
    start: the uncleanly elected leader's log ends at 18, past the follower's local start 16,
    so the follower's fetch with its last fetched epoch gets a DivergingEpoch and truncates its
    local log to 18, keeping its local start and the remote tier's log start."""
    async with cluster_with(True) as cluster:
        _, lagging, spare = await bootstrapped_then_unclean(cluster, "above", lagging_at=18)
        follower = replica(cluster, spare, "above")
        await cluster.wait_until(lambda: follower.log.log_end_offset == 18
                                 and follower.leader_id == lagging)
        assert (follower.log.log_start_offset, follower.log.local_log_start_offset) == (0, 16)
        assert local_values(follower) == [(16, value_of(16)), (17, value_of(17))]
        await produce_one(cluster, "above", 99)
        await cluster.wait_until(lambda: follower.log.log_end_offset == 19)
        assert local_values(follower)[-1] == (18, value_of(99))


async def test_truncation_below_the_local_log_start():
    """Verifies truncation past a bootstrapped follower's local log start: the uncleanly
    elected leader's log ends at 12, below the follower's local start 16, so the DivergingEpoch
    answer makes the follower empty its log and start at 12 (Kafka's UnifiedLog.truncateTo:
    truncateFullyAndStartAt when the target is below the first local segment, which also moves
    its log start there), then fetch from the new leader's local log."""
    async with cluster_with(True) as cluster:
        _, lagging, spare = await bootstrapped_then_unclean(cluster, "below", lagging_at=12)
        follower = replica(cluster, spare, "below")
        await cluster.wait_until(lambda: follower.leader_id == lagging
                                 and follower.log.log_end_offset == 12)
        assert (follower.log.log_start_offset, follower.log.local_log_start_offset) == (12, 12)
        await produce_one(cluster, "below", 99)
        await cluster.wait_until(lambda: follower.log.log_end_offset == 13)
        assert local_values(follower) == [(12, value_of(99))]
