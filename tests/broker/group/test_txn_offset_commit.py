"""TxnOffsetCommit on the group coordinator, driven over TCP with a pretend transaction
coordinator sending WriteTxnMarkers to the `__consumer_offsets` leader: pending offsets, their
visibility once the COMMIT marker lands (and their loss on ABORT), OffsetFetch RequireStable,
and the pending state rebuilt from the log after a coordinator failover (Kafka's
OffsetMetadataManager: commitTransactionalOffset, replayEndTransactionMarker, fetchOffsets)."""

from __future__ import annotations

from kafkasim.broker.group.coordinator import OFFSETS_TOPIC
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.init_producer_id import InitProducerIdRequest
from kafkasim.protocol.messages.offset_fetch import (
    OffsetFetchRequest,
    OffsetFetchRequestGroup,
    OffsetFetchRequestTopic,
    OffsetFetchRequestTopics,
)
from kafkasim.protocol.messages.txn_offset_commit import (
    TxnOffsetCommitRequest,
    TxnOffsetCommitRequestPartition,
    TxnOffsetCommitRequestTopic,
)
from tests.helpers.groups import coordinator_of, fail_over_coordinator, running_cluster
from tests.helpers.transactions import write_marker

#: Without a transaction coordinator: the group coordinator writes transactional offsets without
#: verifying them with one (Kafka's transaction.partition.verification.enable=false).
UNVERIFIED = {"transaction.partition.verification.enable": "false"}


async def txn_commit(connection, group_id: str, producer_id: int, offsets: dict, *,
                     epoch: int = 0, generation_id: int = -1, member_id: str = "",
                     version: int = 3) -> dict:
    topics: dict[str, list] = {}
    for (topic, partition), offset in offsets.items():
        topics.setdefault(topic, []).append(TxnOffsetCommitRequestPartition(
            partition_index=partition, committed_offset=offset, committed_metadata="txn"))
    request = TxnOffsetCommitRequest(
        transactional_id="tid", group_id=group_id, producer_id=producer_id,
        producer_epoch=epoch, generation_id_or_member_epoch=generation_id, member_id=member_id,
        topics=[TxnOffsetCommitRequestTopic(name=name, partitions=partitions)
                for name, partitions in topics.items()])
    response = await connection.send(request, version)
    return {(topic.name, p.partition_index): p.error_code
            for topic in response.topics for p in topic.partitions}


async def fetch_stable(connection, group_id: str, partitions, *, require_stable: bool,
                       version: int = 8) -> dict:
    """(offset, error) per partition from OffsetFetch (v7: one group; v8: the groups form)."""
    by_topic: dict[str, list[int]] = {}
    for topic, index in partitions:
        by_topic.setdefault(topic, []).append(index)
    if version >= 8:
        request = OffsetFetchRequest(require_stable=require_stable, groups=[
            OffsetFetchRequestGroup(group_id=group_id, topics=[
                OffsetFetchRequestTopics(name=name, partition_indexes=indexes)
                for name, indexes in by_topic.items()])])
        response = await connection.send(request, version)
        topics = response.groups[0].topics
    else:
        request = OffsetFetchRequest(group_id=group_id, require_stable=require_stable, topics=[
            OffsetFetchRequestTopic(name=name, partition_indexes=indexes)
            for name, indexes in by_topic.items()])
        response = await connection.send(request, version)
        topics = response.topics
    return {(topic.name, p.partition_index): (p.committed_offset, p.error_code)
            for topic in topics for p in topic.partitions}


async def end_transaction(cluster, nodes, group_id: str, producer_id: int, *, commit: bool,
                          epoch: int = 0) -> list:
    """What a transaction coordinator does at EndTxn for the group's offsets: a marker to the
    leader of the group's `__consumer_offsets` partition."""
    coordinator = coordinator_of(nodes, group_id)
    partition = coordinator.groups.partition_for(group_id)
    connection = await KafkaConnection.connect("127.0.0.1", coordinator.port)
    try:
        return await write_marker(connection, OFFSETS_TOPIC, producer_id, commit=commit,
                                  epoch=epoch, partitions=(partition,))
    finally:
        await connection.close()


async def test_transactional_offsets_become_visible_on_commit_and_vanish_on_abort():
    """Verifies that TxnOffsetCommit offsets are pending (OffsetFetch answers the last
    committed offset, or UNSTABLE_OFFSET_COMMIT with RequireStable at v7 and v8) until the
    COMMIT marker lands in `__consumer_offsets`, and that an ABORT marker drops them."""
    async with running_cluster(brokers=1, **UNVERIFIED) as (cluster, nodes):
        group_id = "txn-group"
        connection = await KafkaConnection.connect("127.0.0.1", coordinator_of(nodes,
                                                                              group_id).port)
        try:
            pid = (await connection.send(InitProducerIdRequest(transactional_id=None),
                                         4)).producer_id
            errors = await txn_commit(connection, group_id, pid, {("orders", 0): 10,
                                                                   ("orders", 1): 11,
                                                                   ("missing", 0): 1})
            assert errors == {("orders", 0): ErrorCode.NONE, ("orders", 1): ErrorCode.NONE,
                              ("missing", 0): ErrorCode.UNKNOWN_TOPIC_OR_PARTITION}
            wanted = [("orders", 0), ("orders", 1), ("orders", 2)]
            for version in (7, 8):
                stable = await fetch_stable(connection, group_id, wanted, require_stable=True,
                                            version=version)
                assert stable == {
                    ("orders", 0): (-1, ErrorCode.UNSTABLE_OFFSET_COMMIT),
                    ("orders", 1): (-1, ErrorCode.UNSTABLE_OFFSET_COMMIT),
                    ("orders", 2): (-1, ErrorCode.NONE)}, version
            plain = await fetch_stable(connection, group_id, wanted, require_stable=False)
            assert plain[("orders", 0)] == (-1, ErrorCode.NONE)

            assert await end_transaction(cluster, nodes, group_id, pid, commit=True) == \
                [ErrorCode.NONE]
            committed = await fetch_stable(connection, group_id, wanted, require_stable=True)
            assert committed == {("orders", 0): (10, ErrorCode.NONE),
                                 ("orders", 1): (11, ErrorCode.NONE),
                                 ("orders", 2): (-1, ErrorCode.NONE)}

            await txn_commit(connection, group_id, pid, {("orders", 0): 20})
            assert await end_transaction(cluster, nodes, group_id, pid, commit=False) == \
                [ErrorCode.NONE]
            aborted = await fetch_stable(connection, group_id, wanted, require_stable=True)
            assert aborted[("orders", 0)] == (10, ErrorCode.NONE)
            # The __consumer_offsets partition's own last stable offset follows the markers.
            partition = coordinator_of(nodes, group_id).replica_manager.get_partition(
                OFFSETS_TOPIC, coordinator_of(nodes, group_id).groups.partition_for(group_id))
            assert partition.last_stable_offset == partition.high_watermark
        finally:
            await connection.close()


async def test_group_and_producer_checks():
    """Verifies the group checks of a transactional commit (an unknown group with a generation
    -> ILLEGAL_GENERATION, an unknown member -> UNKNOWN_MEMBER_ID, an empty group id ->
    INVALID_GROUP_ID) and the producer epoch check of its write (INVALID_PRODUCER_EPOCH)."""
    async with running_cluster(brokers=1, **UNVERIFIED) as (cluster, nodes):
        group_id = "checks"
        connection = await KafkaConnection.connect("127.0.0.1", coordinator_of(nodes,
                                                                              group_id).port)
        try:
            pid = (await connection.send(InitProducerIdRequest(transactional_id=None),
                                         4)).producer_id
            offsets = {("orders", 0): 5}
            assert await txn_commit(connection, group_id, pid, offsets, generation_id=3) == \
                {("orders", 0): ErrorCode.ILLEGAL_GENERATION}
            assert await txn_commit(connection, group_id, pid, offsets, epoch=2) == \
                {("orders", 0): ErrorCode.NONE}
            assert await txn_commit(connection, group_id, pid, offsets, generation_id=1,
                                    member_id="nobody") == \
                {("orders", 0): ErrorCode.UNKNOWN_MEMBER_ID}
            assert await txn_commit(connection, group_id, pid, offsets, epoch=1) == \
                {("orders", 0): ErrorCode.INVALID_PRODUCER_EPOCH}
            assert await txn_commit(connection, "", pid, offsets) == \
                {("orders", 0): ErrorCode.INVALID_GROUP_ID}
        finally:
            await connection.close()


async def test_pending_offsets_survive_a_coordinator_failover():
    """Verifies that the new coordinator rebuilds pending transactional offsets from the
    `__consumer_offsets` log it replicated (transactional batches and markers), so RequireStable
    still answers UNSTABLE_OFFSET_COMMIT after a failover and the COMMIT marker sent to the new
    leader makes the offsets visible; a committed transaction's offsets replay as committed."""
    async with running_cluster(brokers=3, **UNVERIFIED) as (cluster, nodes):
        group_id = "failover-txn"
        old = coordinator_of(nodes, group_id)
        connection = await KafkaConnection.connect("127.0.0.1", old.port)
        try:
            pid = (await connection.send(InitProducerIdRequest(transactional_id=None),
                                         4)).producer_id
            other = (await connection.send(InitProducerIdRequest(transactional_id=None),
                                           4)).producer_id
            await txn_commit(connection, group_id, other, {("orders", 5): 55})
            await end_transaction(cluster, nodes, group_id, other, commit=True)
            assert await txn_commit(connection, group_id, pid, {("orders", 3): 33}) == \
                {("orders", 3): ErrorCode.NONE}
        finally:
            await connection.close()
        survivors, new = await fail_over_coordinator(cluster, nodes, group_id)
        connection = await KafkaConnection.connect("127.0.0.1", new.port)
        try:
            wanted = [("orders", 3), ("orders", 5)]
            assert await fetch_stable(connection, group_id, wanted, require_stable=True) == {
                ("orders", 3): (-1, ErrorCode.UNSTABLE_OFFSET_COMMIT),
                ("orders", 5): (55, ErrorCode.NONE)}
            assert await end_transaction(cluster, survivors, group_id, pid, commit=True) == \
                [ErrorCode.NONE]
            assert (await fetch_stable(connection, group_id, wanted, require_stable=True))[
                ("orders", 3)] == (33, ErrorCode.NONE)
        finally:
            await connection.close()
