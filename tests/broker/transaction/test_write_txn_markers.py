"""The partition side of transactions, driven over TCP without a transaction coordinator:
transactional Produce, WriteTxnMarkers from a pretend coordinator, the last stable offset,
read_committed Fetch (LastStableOffset, AbortedTransactions) and ListOffsets at READ_COMMITTED.

Kafka behaviours reproduced: ProducerAppendInfo (transactions start with a producer's first
transactional batch, INVALID_TXN_STATE for a non-transactional batch meanwhile, marker epoch
and coordinator epoch checks), UnifiedLog.lastStableOffset, LocalLog.collectAbortedTransactions,
Partition.fetchOffsetForTimestamp with IsolationLevel.READ_COMMITTED.
"""

from __future__ import annotations

import pytest

from kafkasim.broker.cluster import Cluster
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.describe_producers import DescribeProducersRequest
from kafkasim.protocol.messages.describe_producers import TopicRequest as DescribeProducersTopic
from kafkasim.protocol.messages.init_producer_id import InitProducerIdRequest
from kafkasim.protocol.messages.list_offsets import (
    ListOffsetsPartition,
    ListOffsetsRequest,
    ListOffsetsTopic,
)
from kafkasim.protocol.records import iter_batches, iter_records, parse_control_record
from tests.helpers.cluster import TEST_CLUSTER_CONFIG
from tests.helpers.data_path import batch, connect, followers, leader
from tests.helpers.transactions import fetch_committed, produce, txn_batch, write_marker

#: The partition side alone, without a transaction coordinator: the leaders do not verify
#: transactional batches with one (Kafka's transaction.partition.verification.enable=false).
UNVERIFIED = {**TEST_CLUSTER_CONFIG, "transaction.partition.verification.enable": "false"}


@pytest.fixture
async def cluster():
    async with Cluster(brokers=3, racks=("a", "b", "c"), config=UNVERIFIED) as running:
        yield running


async def producer_id(connection) -> int:
    init = await connection.send(InitProducerIdRequest(transactional_id=None), 4)
    return init.producer_id


async def list_offset(connection, topic: str, timestamp: int, isolation_level: int):
    request = ListOffsetsRequest(replica_id=-1, isolation_level=isolation_level, topics=[
        ListOffsetsTopic(name=topic, partitions=[
            ListOffsetsPartition(partition_index=0, timestamp=timestamp)])])
    response = await connection.send(request, 7)
    answer = response.topics[0].partitions[0]
    return answer.error_code, answer.offset


def values(records) -> list[bytes]:
    """The values of the data records in `records` (control batches left out)."""
    out = []
    for header, whole in iter_batches(records or b""):
        if not header.is_control:
            out.extend(bytes(record.value) for record in iter_records(whole))
    return out


def control_types(records) -> list[tuple[int, int]]:
    """(offset, control type) of every control batch in `records`."""
    out = []
    for header, whole in iter_batches(records):
        if header.is_control:
            out.append((header.base_offset,
                        int(parse_control_record(next(iter_records(whole))).type)))
    return out


async def test_transaction_commit_moves_the_last_stable_offset(cluster):
    """Verifies that an ongoing transaction holds the last stable offset at its first offset
    (read_committed Fetch stops there, ListOffsets -1 answers it), and that a COMMIT marker
    written through WriteTxnMarkers releases it past the marker (Kafka's
    UnifiedLog.lastStableOffset)."""
    topic = await cluster.create_topic("txn1", replication_factor=3)
    connection = await connect(leader(cluster, "txn1"))
    try:
        assert (await produce(connection, "txn1", batch(b"plain"))).base_offset == 0
        pid = await producer_id(connection)
        first = await produce(connection, "txn1", txn_batch(pid, 0, b"t1", b"t2"))
        assert (first.error_code, first.base_offset) == (ErrorCode.NONE, 1)
        committed = await fetch_committed(connection, topic)
        assert committed.high_watermark == 3 and committed.last_stable_offset == 1
        assert values(committed.records) == [b"plain"]
        assert committed.aborted_transactions == []
        uncommitted = await fetch_committed(connection, topic, isolation_level=0)
        assert values(uncommitted.records) == [b"plain", b"t1", b"t2"]
        assert uncommitted.aborted_transactions is None
        assert await list_offset(connection, "txn1", -1, 1) == (ErrorCode.NONE, 1)
        assert await list_offset(connection, "txn1", -1, 0) == (ErrorCode.NONE, 3)

        assert await write_marker(connection, "txn1", pid, commit=True) == [ErrorCode.NONE]
        after = await fetch_committed(connection, topic)
        assert after.high_watermark == after.last_stable_offset == 4
        assert values(after.records) == [b"plain", b"t1", b"t2"]
        assert control_types(after.records) == [(3, 1)]
        assert after.aborted_transactions == []
        assert await list_offset(connection, "txn1", -1, 1) == (ErrorCode.NONE, 4)
    finally:
        await connection.close()


async def test_aborted_transactions_are_listed_for_read_committed(cluster):
    """Verifies that an ABORT marker puts the transaction (producer id, first offset) in the
    AbortedTransactions of read_committed fetches that overlap it, at every Fetch version from
    4, and never in read_uncommitted answers (Kafka's transaction index)."""
    topic = await cluster.create_topic("txn2", replication_factor=3)
    connection = await connect(leader(cluster, "txn2"))
    try:
        aborting = await producer_id(connection)
        committing = await producer_id(connection)
        await produce(connection, "txn2", txn_batch(aborting, 0, b"a1"))
        await produce(connection, "txn2", txn_batch(committing, 0, b"c1"))
        await produce(connection, "txn2", txn_batch(aborting, 1, b"a2"))
        assert await write_marker(connection, "txn2", aborting, commit=False) == [ErrorCode.NONE]
        # The committing transaction, still open, holds the last stable offset at 1.
        held = await fetch_committed(connection, topic)
        assert held.last_stable_offset == 1 and values(held.records) == [b"a1"]
        assert [(a.producer_id, a.first_offset) for a in held.aborted_transactions] == \
            [(aborting, 0)]
        assert await write_marker(connection, "txn2", committing, commit=True) == \
            [ErrorCode.NONE]
        for version in (4, 7, 11, 12, 13, 17):
            data = await fetch_committed(connection, topic, version=version)
            assert data.last_stable_offset == 5, version
            assert [(a.producer_id, a.first_offset) for a in data.aborted_transactions] == \
                [(aborting, 0)], version
            assert control_types(data.records) == [(3, 0), (4, 1)]
            plain = await fetch_committed(connection, topic, version=version, isolation_level=0)
            assert plain.aborted_transactions is None
        # A read from past the aborted transaction's marker does not list it.
        later = await fetch_committed(connection, topic, offset=4)
        assert later.aborted_transactions == []
    finally:
        await connection.close()


async def test_producer_and_coordinator_checks_of_markers(cluster):
    """Verifies the leader's checks: a non-transactional batch while the producer's
    transaction is open -> INVALID_TXN_STATE; a marker with an older producer epoch ->
    INVALID_PRODUCER_EPOCH; one with an older coordinator epoch than the last marker ->
    TRANSACTION_COORDINATOR_FENCED; unknown partitions -> UNKNOWN_TOPIC_OR_PARTITION; a marker
    for a producer with no open transaction is written anyway (Kafka's ProducerAppendInfo)."""
    await cluster.create_topic("txn3", replication_factor=3)
    connection = await connect(leader(cluster, "txn3"))
    try:
        pid = await producer_id(connection)
        await produce(connection, "txn3", txn_batch(pid, 0, b"t", epoch=1))
        plain = await produce(connection, "txn3", batch(b"x", producer_id=pid, producer_epoch=1,
                                                         base_sequence=1))
        assert plain.error_code == ErrorCode.INVALID_TXN_STATE
        assert await write_marker(connection, "txn3", pid, commit=True, epoch=0) == \
            [ErrorCode.INVALID_PRODUCER_EPOCH]
        assert await write_marker(connection, "txn3", pid, commit=True, epoch=1,
                                  coordinator_epoch=5) == [ErrorCode.NONE]
        assert await write_marker(connection, "txn3", pid, commit=False, epoch=1,
                                  coordinator_epoch=4) == [ErrorCode.TRANSACTION_COORDINATOR_FENCED]
        # No transaction is open: the marker is still written (offset 2).
        assert await write_marker(connection, "txn3", pid, commit=False, epoch=1,
                                  coordinator_epoch=5, version=2) == [ErrorCode.NONE]
        assert cluster.brokers[cluster.leader_of("txn3", 0)].replica_manager.get_partition(
            "txn3", 0).log.log_end_offset == 3
        assert await write_marker(connection, "nope", pid, commit=True) == \
            [ErrorCode.UNKNOWN_TOPIC_OR_PARTITION]
        # After the marker, the producer writes non-transactionally again (sequence 1).
        again = await produce(connection, "txn3", batch(b"y", producer_id=pid, producer_epoch=1,
                                                         base_sequence=1))
        assert again.error_code == ErrorCode.NONE
    finally:
        await connection.close()


async def test_followers_track_the_last_stable_offset(cluster):
    """Verifies that followers rebuild producer state from the batches they replicate, so
    their last stable offset and aborted transactions agree with the leader's (Kafka's
    followers append with origin REPLICATION through the same producer state)."""
    await cluster.create_topic("txn4", replication_factor=3)
    connection = await connect(leader(cluster, "txn4"))
    try:
        pid = await producer_id(connection)
        other = await producer_id(connection)
        await produce(connection, "txn4", txn_batch(pid, 0, b"a"))
        await produce(connection, "txn4", txn_batch(other, 0, b"b"))
        await write_marker(connection, "txn4", pid, commit=False)
        await produce(connection, "txn4", batch(b"c"))  # acks=all: followers have it all
        leader_partition = leader(cluster, "txn4").replica_manager.get_partition("txn4", 0)
        assert leader_partition.last_stable_offset == 1
        for follower in followers(cluster, "txn4"):
            replica = follower.replica_manager.get_partition("txn4", 0)
            replica.update_follower_high_watermark(leader_partition.high_watermark)
            assert replica.last_stable_offset == 1
            assert replica.log.aborted_transactions(0, 5) == \
                leader_partition.log.aborted_transactions(0, 5)
    finally:
        await connection.close()


async def test_list_offsets_read_committed_bounds_timestamp_lookups(cluster):
    """Verifies that at READ_COMMITTED, timestamp lookups (and -3) answer -1 for records at or
    past the last stable offset, as Partition.fetchOffsetForTimestamp filters them, while
    READ_UNCOMMITTED finds them below the high watermark."""
    await cluster.create_topic("txn5", replication_factor=3)
    connection = await connect(leader(cluster, "txn5"))
    try:
        pid = await producer_id(connection)
        await produce(connection, "txn5", batch(b"old", timestamp=1000))
        await produce(connection, "txn5", txn_batch(pid, 0, b"new"))
        assert await list_offset(connection, "txn5", 5000, 1) == (ErrorCode.NONE, -1)
        assert await list_offset(connection, "txn5", 5000, 0) == (ErrorCode.NONE, 1)
        assert await list_offset(connection, "txn5", -3, 1) == (ErrorCode.NONE, -1)
        assert await list_offset(connection, "txn5", 0, 1) == (ErrorCode.NONE, 0)
        await write_marker(connection, "txn5", pid, commit=True)
        assert await list_offset(connection, "txn5", 5000, 1) == (ErrorCode.NONE, 1)
    finally:
        await connection.close()


async def test_describe_producers_shows_ongoing_transactions(cluster):
    """Verifies DescribeProducers (KIP-664): each producer's epoch, last sequence, last
    timestamp, coordinator epoch and ongoing transaction's first offset, from the leader and
    from a follower (Kafka answers from any local replica's log); unknown partitions ->
    UNKNOWN_TOPIC_OR_PARTITION, partitions not hosted -> NOT_LEADER_OR_FOLLOWER."""
    await cluster.create_topic("txn6", replication_factor=2, partitions=3)
    leader_broker = leader(cluster, "txn6")
    connection = await connect(leader_broker)
    try:
        pid = await producer_id(connection)
        idempotent = await producer_id(connection)
        await produce(connection, "txn6", batch(b"i", timestamp=1500, producer_id=idempotent,
                                                 producer_epoch=0, base_sequence=0))
        await produce(connection, "txn6", txn_batch(pid, 0, b"a", b"b", epoch=3))

        async def describe(target):
            other = await connect(target)
            try:
                response = await other.send(DescribeProducersRequest(topics=[
                    DescribeProducersTopic(name="txn6", partition_indexes=[0]),
                    DescribeProducersTopic(name="missing", partition_indexes=[0])]), 0)
            finally:
                await other.close()
            assert response.topics[1].partitions[0].error_code == \
                ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
            answer = response.topics[0].partitions[0]
            assert answer.error_code == ErrorCode.NONE
            return {p.producer_id: (p.producer_epoch, p.last_sequence, p.last_timestamp,
                                    p.coordinator_epoch, p.current_txn_start_offset)
                    for p in answer.active_producers}

        ongoing = await describe(leader_broker)
        assert ongoing[idempotent] == (0, 0, 1500, -1, -1)
        assert ongoing[pid][:2] == (3, 1) and ongoing[pid][3:] == (-1, 1)
        assert await describe(followers(cluster, "txn6")[0]) == ongoing
        await write_marker(connection, "txn6", pid, commit=True, epoch=3, coordinator_epoch=7)
        done = await describe(leader_broker)
        assert done[pid][:2] == (3, 1) and done[pid][3:] == (7, -1)
        # A broker that hosts no replica of the partition.
        hosting = set(cluster.controller.metadata.partition("txn6", 0).replicas)
        outsider = next(b for b in cluster.brokers.values() if b.node_id not in hosting)
        other = await connect(outsider)
        try:
            response = await other.send(DescribeProducersRequest(topics=[
                DescribeProducersTopic(name="txn6", partition_indexes=[0])]), 0)
        finally:
            await other.close()
        assert response.topics[0].partitions[0].error_code == ErrorCode.NOT_LEADER_OR_FOLLOWER
    finally:
        await connection.close()
