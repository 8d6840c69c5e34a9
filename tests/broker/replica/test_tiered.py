"""The remote tier (KIP-405) through the wire protocol: topic configs, uploads and local
deletion, ListOffsets -4/-5/-6 (KIP-1005, KIP-1023), consumer reads from the remote tier,
OFFSET_MOVED_TO_TIERED_STORAGE for followers, remote retention, and time/size retention without
the remote tier. Expected answers are Kafka 4.3.1's, measured on the reference cluster where
noted, with the Kafka classes that decide them."""

from __future__ import annotations

import time

import pytest

from kafkasim.broker.cluster import Cluster
from kafkasim.protocol.errors import ErrorCode, KafkaError
from kafkasim.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic, ReplicaState
from kafkasim.protocol.records import iter_batches, iter_records
from tests.helpers.configs import SET, TOPIC, alter, resource
from tests.helpers.data_path import connect, fetch, leader, produce
from tests.helpers.tiered import (
    EARLIEST,
    EARLIEST_LOCAL,
    EARLIEST_PENDING_UPLOAD,
    LATEST,
    LATEST_TIERED,
    MAX_TIMESTAMP,
    TIERED_CONFIG,
    batch_size,
    list_offset,
    move_leader,
    offsets,
    record_batch,
    replica,
    value_of,
)

pytestmark = pytest.mark.kip1023


@pytest.fixture
async def tiered_cluster():
    async with Cluster(brokers=3, racks=("a", "b", "c"), config=TIERED_CONFIG) as running:
        yield running


async def tiered_topic(cluster, name: str, batches_per_segment: int = 4, **configs):
    """A topic with the remote tier, segments of `batches_per_segment` one-record batches and
    (unless overridden) a local retention of one byte, so every uploaded segment is deleted."""
    settings = {"remote.storage.enable": "true",
                "internal.segment.bytes": str(batches_per_segment * batch_size()),
                "local.retention.bytes": "1", **configs}
    return await cluster.create_topic(name, replication_factor=3, configs=settings)


async def produce_records(connection, topic: str, first: int, count: int, acks: int = -1,
                          timestamp: int | None = None) -> None:
    for index in range(first, first + count):
        answer = await produce(connection, topic, record_batch(index, timestamp=timestamp),
                               acks=acks)
        assert answer.error_code == ErrorCode.NONE


def read_values(records) -> list[tuple[int, bytes]]:
    out = []
    if records:
        for header, whole in iter_batches(records):
            out.extend((record.offset(header), bytes(record.value))
                       for record in iter_records(whole))
    return out


# --- configs and the metadata topic ------------------------------------------------------


async def test_remote_storage_configs_are_checked_as_kafka_checks_them(cluster, tiered_cluster):
    """Verifies Kafka's LogConfig checks for tiered topics, answered INVALID_CONFIG:
    remote.storage.enable without the broker's remote.log.storage.system.enable; with it, a
    compacted topic, local.retention.ms above retention.ms or -1 while retention is limited,
    and turning remote.storage.enable off again (KIP-405, KIP-950 messages)."""
    with pytest.raises(KafkaError) as refused:
        await cluster.create_topic("t0", configs={"remote.storage.enable": "true"})
    assert refused.value.code == ErrorCode.INVALID_CONFIG
    assert "Tiered Storage functionality is disabled in the broker" in refused.value.message
    for name, configs, message in (
            ("t1", {"cleanup.policy": "compact"}, "unsupported for the compacted topics"),
            ("t2", {"retention.ms": "1000", "local.retention.ms": "2000"},
             "Value must not be more than retention.ms property value: 1000"),
            ("t3", {"retention.bytes": "1000", "local.retention.bytes": "-1"},
             "Value must not be -1 as retention.bytes value is set as 1000")):
        with pytest.raises(KafkaError) as refused:
            await tiered_cluster.create_topic(name, configs={"remote.storage.enable": "true",
                                                             **configs})
        assert refused.value.code == ErrorCode.INVALID_CONFIG, name
        assert message in refused.value.message, name
    await tiered_cluster.create_topic("t4", configs={"remote.storage.enable": "true",
                                                     "retention.ms": "-1",
                                                     "local.retention.ms": "-1"})
    answers = await alter(tiered_cluster.brokers[1],
                          resource(TOPIC, "t4", ("remote.storage.enable", SET, "false")))
    assert answers[0][1] == ErrorCode.INVALID_CONFIG
    assert "invalid to disable remote storage without deleting remote data" in answers[0][2]


async def test_remote_log_metadata_topic_is_created_as_kafka_creates_it():
    """Verifies that brokers with the remote tier create `__remote_log_metadata` as Kafka's
    TopicBasedRemoteLogMetadataManager does: 50 partitions, replication factor 3,
    retention.ms=-1, cleanup.policy=delete, remote.storage.enable=false."""
    config = {key: value for key, value in TIERED_CONFIG.items()
              if not key.startswith("rlmm.config.")}
    async with Cluster(brokers=3, config=config) as cluster:
        topic = await cluster.wait_until(
            lambda: cluster.controller.metadata.topics.get("__remote_log_metadata"))
        assert len(topic.partitions) == 50
        assert {len(p.replicas) for p in topic.partitions.values()} == {3}
        assert topic.configs == {"retention.ms": "-1", "cleanup.policy": "delete",
                                 "remote.storage.enable": "false"}


# --- offsets -------------------------------------------------------------------------------


async def test_tiered_offsets_before_any_upload(tiered_cluster):
    """Verifies ListOffsets on a tiered topic before anything is uploaded, as measured on Kafka
    4.3.1: empty, -2 and -4 answer 0 (-4 with leader epoch 0), -5 and -6 answer -1 (epoch -1:
    -6 would be the log start, but Kafka's Partition.fetchOffsetForTimestamp drops answers at
    or past the high watermark); after records in the active segment only, -6 answers the log
    start offset 0 (UnifiedLog.fetchEarliestPendingUploadOffset: nothing uploaded and nothing
    deleted locally), -5 still -1. Every answer but latest carries timestamp -1."""
    await tiered_topic(tiered_cluster, "before", batches_per_segment=100)
    connection = await connect(leader(tiered_cluster, "before"))
    try:
        empty = {t: await list_offset(connection, "before", t)
                 for t in (LATEST, EARLIEST, MAX_TIMESTAMP, EARLIEST_LOCAL, LATEST_TIERED,
                           EARLIEST_PENDING_UPLOAD)}
        assert {t: (a.error_code, a.offset, a.leader_epoch) for t, a in empty.items()} == {
            LATEST: (0, 0, 0), EARLIEST: (0, 0, 0), MAX_TIMESTAMP: (0, -1, -1),
            EARLIEST_LOCAL: (0, 0, 0), LATEST_TIERED: (0, -1, -1),
            EARLIEST_PENDING_UPLOAD: (0, -1, -1)}
        await produce_records(connection, "before", 0, 5)
        assert await offsets(connection, "before") == {
            LATEST: 5, EARLIEST: 0, EARLIEST_LOCAL: 0, LATEST_TIERED: -1,
            EARLIEST_PENDING_UPLOAD: 0}
        answers = [await list_offset(connection, "before", t)
                   for t in (EARLIEST, EARLIEST_LOCAL, LATEST_TIERED, EARLIEST_PENDING_UPLOAD)]
        assert {a.timestamp for a in answers} == {-1}
    finally:
        await connection.close()


async def test_segments_are_uploaded_then_deleted_locally_and_the_offsets_follow(
        tiered_cluster):
    """Verifies KIP-405 uploads and local deletion: closed segments below the high watermark
    are copied to the remote tier and then deleted locally on the leader and on its followers
    (which learn the last tiered offset from the remote log metadata), so -2 stays 0 while -4
    (earliest local) moves past it, -5 names the last tiered offset, -6 the one after it
    (KIP-1005, KIP-1023), and -4 is at most -5 + 1; every broker's view of the remote segments
    is the same (one `__remote_log_metadata`)."""
    await tiered_topic(tiered_cluster, "up")
    connection = await connect(leader(tiered_cluster, "up"))
    try:
        await produce_records(connection, "up", 0, 30)

        async def uploaded():
            answers = await offsets(connection, "up")
            return answers if answers[LATEST_TIERED] >= 23 and answers[EARLIEST_LOCAL] >= 24 \
                else None

        answers = await tiered_cluster.wait_until(uploaded)
        assert answers[EARLIEST] == 0 and answers[LATEST] == 30
        assert answers[EARLIEST_PENDING_UPLOAD] == answers[LATEST_TIERED] + 1
        assert answers[EARLIEST_LOCAL] <= answers[LATEST_TIERED] + 1
        info = tiered_cluster.controller.metadata.partition("up", 0)
        await tiered_cluster.wait_until(lambda: all(
            replica(tiered_cluster, r, "up").log.local_log_start_offset >= 24
            for r in info.replicas))
        views = {r: [(m.start_offset, m.end_offset) for m in
                     tiered_cluster.brokers[r].replica_manager.remote_log_manager
                     .remote_metadata(replica(tiered_cluster, r, "up")).finished()]
                 for r in info.replicas}
        assert len({tuple(view) for view in views.values()}) == 1
        assert views[info.leader][:2] == [(0, 3), (4, 7)]
    finally:
        await connection.close()


async def test_tiered_offsets_by_version_and_replica(tiered_cluster):
    """Verifies that -4, -5 and -6 are answered only from the ListOffsets version that
    introduced them (v8, v9, v11; below: UNSUPPORTED_VERSION for the partition), only by the
    leader (a follower: NOT_LEADER_OR_FOLLOWER), as Kafka 4.3.1 answers; and that a follower's
    own -4 (ReplicaId -2, the debugging id) is its own local log start."""
    await tiered_topic(tiered_cluster, "versions")
    info = tiered_cluster.controller.metadata.partition("versions", 0)
    connection = await connect(leader(tiered_cluster, "versions"))
    follower = await connect(tiered_cluster.brokers[info.replicas[1] if info.replicas[0]
                                                    == info.leader else info.replicas[0]])
    try:
        await produce_records(connection, "versions", 0, 10)
        for timestamp, below in ((EARLIEST_LOCAL, 7), (LATEST_TIERED, 8),
                                 (EARLIEST_PENDING_UPLOAD, 10)):
            answer = await list_offset(connection, "versions", timestamp, version=below)
            assert answer.error_code == ErrorCode.UNSUPPORTED_VERSION, timestamp
            answer = await list_offset(connection, "versions", timestamp, version=below + 1)
            assert answer.error_code == ErrorCode.NONE, timestamp
            answer = await list_offset(follower, "versions", timestamp)
            assert answer.error_code == ErrorCode.NOT_LEADER_OR_FOLLOWER, timestamp
        await tiered_cluster.wait_until(lambda: all(
            replica(tiered_cluster, r, "versions").log.local_log_start_offset > 0
            for r in info.replicas))
        own = await list_offset(follower, "versions", EARLIEST_LOCAL, replica_id=-2)
        follower_id = next(r for r in info.replicas if r != info.leader)
        assert own.offset == replica(tiered_cluster, follower_id,
                                     "versions").log.local_log_start_offset
    finally:
        await connection.close()
        await follower.close()


async def test_fully_tiered_partition_answers_as_kafka_does(tiered_cluster):
    """Verifies a partition whose every record was uploaded and deleted locally, as measured on
    Kafka 4.3.1 with local.retention.ms=1000: the expired active segment was rolled and
    uploaded too (UnifiedLog.deletableSegments), so -4 equals the log end, -5 the offset before
    it, -6 is -1 (the log end is not below the high watermark), -3 is -1 (KIP-734 looks at local
    segments only), and -2 stays 0; a timestamp lookup is served from the remote tier."""
    await tiered_topic(tiered_cluster, "full", **{"local.retention.bytes": "-2",
                                                 "local.retention.ms": "100"})
    connection = await connect(leader(tiered_cluster, "full"))
    base = int(time.time() * 1000) - 3_600_000  # an hour ago: within retention.ms
    try:
        for index in range(10):
            await produce(connection, "full", record_batch(index, timestamp=base + index),
                          acks=-1)

        async def fully_tiered():
            answers = await offsets(connection, "full")
            return answers if answers[EARLIEST_LOCAL] == 10 else None

        answers = await tiered_cluster.wait_until(fully_tiered)
        assert answers == {LATEST: 10, EARLIEST: 0, EARLIEST_LOCAL: 10, LATEST_TIERED: 9,
                           EARLIEST_PENDING_UPLOAD: -1}
        assert (await list_offset(connection, "full", MAX_TIMESTAMP)).offset == -1
        found = await list_offset(connection, "full", base + 4)
        assert (found.offset, found.timestamp) == (4, base + 4)
    finally:
        await connection.close()


# --- reads -------------------------------------------------------------------------------


async def test_consumer_reads_below_the_local_log_start_from_the_remote_tier(tiered_cluster):
    """Verifies Kafka's remote reads for consumers (ReplicaManager.handleOffsetOutOfRangeError,
    RemoteLogManager.read): a fetch offset in [log start, local log start) is served from the
    remote segment holding it, whole batches from the one holding the offset, up to
    PartitionMaxBytes and never past the segment, byte-exact; a consumer reads the partition
    from offset 0 to its end across both tiers."""
    info = await tiered_topic(tiered_cluster, "reads")
    connection = await connect(leader(tiered_cluster, "reads"))
    try:
        await produce_records(connection, "reads", 0, 30)
        await tiered_cluster.wait_until(lambda: replica(
            tiered_cluster, info.partitions[0].leader, "reads").log.local_log_start_offset >= 24)
        _, data = await fetch(connection, info, offset=5)
        assert data.error_code == ErrorCode.NONE
        assert read_values(data.records) == [(i, value_of(i)) for i in (5, 6, 7)]
        _, data = await fetch(connection, info, offset=9, partition_max_bytes=1)
        assert read_values(data.records) == [(9, value_of(9))]  # the first batch, whole
        seen = []
        offset = 0
        while offset < 30:
            _, data = await fetch(connection, info, offset=offset, max_wait_ms=100)
            assert data.error_code == ErrorCode.NONE
            values = read_values(data.records)
            seen.extend(values)
            offset = values[-1][0] + 1 if values else offset
        assert seen == [(i, value_of(i)) for i in range(30)]
    finally:
        await connection.close()


async def test_slow_and_failing_remote_reads():
    """Verifies the delayed remote fetch (Kafka's DelayedRemoteFetch): a remote read slower
    than remote.fetch.max.wait.ms is answered without records (no error) and a later fetch gets
    them once the store answers in time; a read the store fails is answered
    UNKNOWN_SERVER_ERROR for the partition."""
    config = {**TIERED_CONFIG, "remote.fetch.max.wait.ms": "100",
              "rsm.config.fetch.latency.ms": "300"}
    async with Cluster(brokers=3, config=config) as cluster:
        info = await tiered_topic(cluster, "slow")
        broker = leader(cluster, "slow")
        connection = await connect(broker)
        try:
            await produce_records(connection, "slow", 0, 10)
            await cluster.wait_until(
                lambda: replica(cluster, broker.node_id, "slow").log.local_log_start_offset > 4)
            _, data = await fetch(connection, info, offset=0, max_wait_ms=2000)
            assert (data.error_code, read_values(data.records)) == (ErrorCode.NONE, [])
            store = broker.replica_manager.remote_log_manager.storage
            store.settings.latency_ms["fetch"] = 0
            _, data = await fetch(connection, info, offset=0)
            assert read_values(data.records)[0] == (0, value_of(0))
            store.inject_failure("fetch")
            _, data = await fetch(connection, info, offset=4)
            assert data.error_code == ErrorCode.UNKNOWN_SERVER_ERROR
        finally:
            await connection.close()


async def test_follower_fetch_below_the_local_log_start_gets_offset_moved_to_tiered_storage(
        tiered_cluster):
    """Verifies KIP-405's follower answer: a replica's Fetch at an offset in [log start, local
    log start) gets OFFSET_MOVED_TO_TIERED_STORAGE (109) with the leader's high watermark and
    log start offset and no records (Kafka's createLogReadResult for the exception)."""
    info = await tiered_topic(tiered_cluster, "omts")
    partition = info.partitions[0]
    broker = leader(tiered_cluster, "omts")
    connection = await connect(broker)
    try:
        await produce_records(connection, "omts", 0, 12)
        await tiered_cluster.wait_until(lambda: replica(
            tiered_cluster, broker.node_id, "omts").log.local_log_start_offset > 0)
        follower = next(r for r in partition.replicas if r != partition.leader)
        epoch = tiered_cluster.brokers[follower].controller_channel.broker_epoch
        request = FetchRequest(
            replica_state=ReplicaState(replica_id=follower, replica_epoch=epoch),
            max_wait_ms=0, min_bytes=0, max_bytes=1 << 20, session_id=0, session_epoch=-1,
            topics=[FetchTopic(topic_id=info.topic_id, partitions=[FetchPartition(
                partition=0, fetch_offset=0, partition_max_bytes=1 << 20,
                current_leader_epoch=partition.leader_epoch)])])
        data = (await connection.send(request, 18)).responses[0].partitions[0]
        assert data.error_code == ErrorCode.OFFSET_MOVED_TO_TIERED_STORAGE
        assert (data.high_watermark, data.log_start_offset) == (12, 0)
        assert not data.records
    finally:
        await connection.close()


# --- retention -----------------------------------------------------------------------------


async def test_remote_segments_are_deleted_past_total_retention(tiered_cluster):
    """Verifies the remote log manager's expiration (Kafka's RLMExpirationTask): remote
    segments past retention.bytes (remote plus not-yet-uploaded local bytes) are deleted from
    the remote tier, oldest first, after the log start offset moved past them; followers follow
    the leader's log start offset; a read below it is OFFSET_OUT_OF_RANGE."""
    size = batch_size()
    info = await tiered_topic(tiered_cluster, "expire", **{"retention.bytes": str(12 * size)})
    broker = leader(tiered_cluster, "expire")
    connection = await connect(broker)
    try:
        await produce_records(connection, "expire", 0, 30)

        async def expired():
            answers = await offsets(connection, "expire")
            return answers if answers[EARLIEST] >= 16 else None

        answers = await tiered_cluster.wait_until(expired)
        assert answers[EARLIEST] % 4 == 0  # whole segments
        remote = broker.replica_manager.remote_log_manager
        metadata = remote.remote_metadata(replica(tiered_cluster, broker.node_id, "expire"))
        await tiered_cluster.wait_until(
            lambda: metadata.all_segments()[0].start_offset >= answers[EARLIEST])
        segments = metadata.all_segments()
        store_keys = [key for key in remote.storage.backend.keys() if key.startswith("expire-")]
        assert len(store_keys) == 6 * len(segments)
        await tiered_cluster.wait_until(lambda: all(
            replica(tiered_cluster, r, "expire").log.log_start_offset == answers[EARLIEST]
            for r in info.partitions[0].replicas))
        _, data = await fetch(connection, info, offset=0)
        assert data.error_code == ErrorCode.OFFSET_OUT_OF_RANGE
    finally:
        await connection.close()


async def test_a_new_leader_takes_its_log_start_offset_from_the_remote_tier(tiered_cluster):
    """Verifies Kafka's RLMCopyTask.maybeUpdateLogStartOffsetOnBecomingLeader (with
    RemoteLogManager.findLogStartOffset): a follower that missed its leader's last log start
    move (its fetcher paused while remote retention moved it) leads with the log start offset
    where the remote tier starts, so -2 does not go back across the change of leader."""
    size = batch_size()
    info = await tiered_topic(tiered_cluster, "takeover")
    replicas = info.partitions[0].replicas
    old_leader = leader(tiered_cluster, "takeover")
    connection = await connect(old_leader)
    try:
        await produce_records(connection, "takeover", 0, 30)
        await tiered_cluster.wait_until(lambda: all(
            replica(tiered_cluster, r, "takeover").log.log_end_offset == 30
            and replica(tiered_cluster, r, "takeover").log.highest_offset_in_remote_storage
            >= 23 for r in replicas))
        follower = next(r for r in replicas if r != old_leader.node_id)
        tiered_cluster.brokers[follower].replica_manager.pause_fetchers()
        assert (await alter(old_leader, resource(
            TOPIC, "takeover", ("retention.bytes", SET, str(12 * size)))))[0][1] == ErrorCode.NONE

        async def moved():
            answer = (await list_offset(connection, "takeover", EARLIEST)).offset
            return answer if answer >= 16 else None

        earliest = await tiered_cluster.wait_until(moved)
        stale = replica(tiered_cluster, follower, "takeover")
        remote = tiered_cluster.brokers[follower].replica_manager.remote_log_manager
        await tiered_cluster.wait_until(
            lambda: remote.remote_log_start_offset(stale) >= earliest)
        assert stale.log.log_start_offset < earliest  # it missed the move
        await move_leader(tiered_cluster, connection, "takeover", follower)
    finally:
        await connection.close()
    tiered_cluster.brokers[follower].replica_manager.resume_fetchers()
    connection = await connect(tiered_cluster.brokers[follower])
    try:
        assert (await list_offset(connection, "takeover", EARLIEST)).offset >= earliest
    finally:
        await connection.close()


async def test_time_and_size_retention_without_the_remote_tier():
    """Verifies retention for a topic without the remote tier (Kafka's LogManager cleanup
    every log.retention.check.interval.ms): segments whose newest record is older than
    retention.ms go, and then the oldest while the log exceeds retention.bytes; the log start
    offset moves on the leader and, through the fetch answers, on the followers."""
    config = {**TIERED_CONFIG, "remote.log.storage.system.enable": "false"}
    async with Cluster(brokers=3, config=config) as cluster:
        size = batch_size()
        await cluster.create_topic("plain", replication_factor=3, configs={
            "internal.segment.bytes": str(2 * size), "retention.ms": "60000",
            "retention.bytes": str(4 * size)})
        info = cluster.controller.metadata.partition("plain", 0)
        connection = await connect(leader(cluster, "plain"))
        try:
            await produce_records(connection, "plain", 0, 4, timestamp=1_000)  # 1970: expired
            await cluster.wait_until(lambda: all(
                replica(cluster, r, "plain").log.log_start_offset == 4 for r in info.replicas))
            await produce_records(connection, "plain", 4, 8)  # now: size retention only
            await cluster.wait_until(lambda: all(
                replica(cluster, r, "plain").log.log_start_offset == 8 for r in info.replicas))
            assert (await list_offset(connection, "plain", EARLIEST)).offset == 8
            assert (await list_offset(connection, "plain", EARLIEST_LOCAL)).offset == 8
        finally:
            await connection.close()


async def test_failed_uploads_are_cleaned_up_and_retried(tiered_cluster):
    """Verifies that an upload the remote store fails is cleaned up (its metadata goes through
    DELETE_SEGMENT_STARTED/FINISHED) and retried after remote.log.manager.task.retry.backoff.ms,
    and that nothing is deleted locally before the upload succeeded."""
    await tiered_topic(tiered_cluster, "retry")
    broker = leader(tiered_cluster, "retry")
    store = broker.replica_manager.remote_log_manager.storage
    store.inject_failure("copy", 2)
    connection = await connect(broker)
    try:
        await produce_records(connection, "retry", 0, 6)
        await tiered_cluster.wait_until(lambda: store.counters.failures["copy"] == 2)
        assert replica(tiered_cluster, broker.node_id, "retry").log.local_log_start_offset == 0
        await tiered_cluster.wait_until(lambda: replica(
            tiered_cluster, broker.node_id, "retry").log.highest_offset_in_remote_storage == 3)
        assert (await list_offset(connection, "retry", EARLIEST)).offset == 0
        remote = broker.replica_manager.remote_log_manager.remote_metadata(
            replica(tiered_cluster, broker.node_id, "retry"))
        assert [(m.start_offset, m.state.name) for m in remote.all_segments()] == [
            (0, "COPY_SEGMENT_FINISHED")]
    finally:
        await connection.close()


@pytest.fixture
async def unverified_tiered_cluster():
    """The tiered cluster without transaction verification (no transaction coordinator)."""
    config = {**TIERED_CONFIG, "transaction.partition.verification.enable": "false"}
    async with Cluster(brokers=3, racks=("a", "b", "c"), config=config) as running:
        yield running


async def test_read_committed_from_the_remote_tier_lists_aborted_transactions(
        unverified_tiered_cluster):
    """Verifies that a segment's transaction index is uploaded with it (Kafka's LogSegmentData
    txnIndex, in the `.txnindex` layout) and that a read_committed fetch served from the remote
    tier lists the aborted transactions it overlaps (Kafka's RemoteLogManager
    addAbortedTransactions), so a consumer can drop the aborted records."""
    from kafkasim.broker.storage.remote import IndexType
    from kafkasim.broker.storage.transaction_index import AbortedTransaction, decode
    from kafkasim.protocol.messages.init_producer_id import InitProducerIdRequest
    from kafkasim.protocol.records import build_batch
    from tests.helpers.transactions import fetch_committed, write_marker
    from tests.helpers.transactions import produce as produce_transactional

    tiered_cluster = unverified_tiered_cluster
    topic = await tiered_topic(tiered_cluster, "txn-remote")
    connection = await connect(leader(tiered_cluster, "txn-remote"))
    try:
        pid = (await connection.send(InitProducerIdRequest(transactional_id=None), 4)).producer_id
        for sequence in range(2):
            records = build_batch([(None, value_of(sequence), [], None)], producer_id=pid,
                                  producer_epoch=0, base_sequence=sequence,
                                  is_transactional=True)
            answer = await produce_transactional(connection, "txn-remote", records)
            assert answer.error_code == ErrorCode.NONE
        assert await write_marker(connection, "txn-remote", pid, commit=False) == \
            [ErrorCode.NONE]
        await produce_records(connection, "txn-remote", 3, 20)

        async def tiered():
            answers = await offsets(connection, "txn-remote")
            return answers[EARLIEST_LOCAL] >= 4 or None

        await tiered_cluster.wait_until(tiered)
        leader_replica = replica(tiered_cluster, leader(tiered_cluster, "txn-remote").node_id,
                                 "txn-remote")
        manager = leader(tiered_cluster, "txn-remote").replica_manager.remote_log_manager
        first = manager.remote_metadata(leader_replica).finished()[0]
        assert (first.start_offset, first.end_offset) == (0, 3)
        raw = await manager.storage.fetch_index(first, IndexType.TRANSACTION)
        assert decode(raw) == [AbortedTransaction(pid, 0, 2, 3)]
        data = await fetch_committed(connection, topic, version=12)
        assert data.error_code == ErrorCode.NONE and data.records
        assert [(a.producer_id, a.first_offset) for a in data.aborted_transactions] == [(pid, 0)]
        plain = await fetch_committed(connection, topic, version=12, isolation_level=0)
        assert plain.records and plain.aborted_transactions is None
    finally:
        await connection.close()
