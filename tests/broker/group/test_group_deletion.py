"""DeleteGroups and OffsetDelete through real TCP (Kafka 4.4's GroupCoordinatorService
.deleteGroups / deleteOffsets and OffsetMetadataManager are the reference;
tests/reference/fidelity/scenarios/group_deletion.py compares the answers with a real cluster):
the group rules, the subscribed-topic rule, the tombstones that make a deletion survive a
coordinator failover, the share state of a deleted share group, and the admin clients that
send them."""

from __future__ import annotations

import asyncio
import time

import pytest

from kafkasim.broker.group.offsets import decode_offset_commit
from kafkasim.broker.group.state import offsets_partition_for
from kafkasim.broker.share.records import SharePartitionKey
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.consumer_group_heartbeat import ConsumerGroupHeartbeatRequest
from kafkasim.protocol.messages.delete_groups import DeleteGroupsRequest
from kafkasim.protocol.messages.describe_groups import DescribeGroupsRequest
from kafkasim.protocol.messages.join_group import JoinGroupRequest, JoinGroupRequestProtocol
from kafkasim.protocol.messages.leave_group import LeaveGroupRequest
from kafkasim.protocol.messages.offset_commit import (
    OffsetCommitRequest,
    OffsetCommitRequestPartition,
    OffsetCommitRequestTopic,
)
from kafkasim.protocol.messages.offset_delete import (
    OffsetDeleteRequest,
    OffsetDeleteRequestPartition,
    OffsetDeleteRequestTopic,
)
from kafkasim.protocol.messages.offset_fetch import OffsetFetchRequest
from kafkasim.protocol.messages.share_group_heartbeat import ShareGroupHeartbeatRequest
from kafkasim.protocol.messages.sync_group import SyncGroupRequest, SyncGroupRequestAssignment
from tests.helpers.groups import WAIT, coordinator_of, fail_over_coordinator, running_cluster

pytestmark = pytest.mark.timeout(90)

# ConsumerProtocolSubscription v1 of the topic "orders".
ORDERS_SUBSCRIPTION = b"\x00\x01\x00\x00\x00\x01\x00\x06orders\xff\xff\xff\xff"


@pytest.fixture
async def connect():
    """Open connections to a group's coordinator (or to another broker); closed after the
    test."""
    opened: list[KafkaConnection] = []

    async def open_to(node) -> KafkaConnection:
        connection = await KafkaConnection.connect("127.0.0.1", node.port, client_id="tester")
        opened.append(connection)
        return connection

    yield open_to
    for connection in opened:
        await connection.close()


async def delete_groups(connection, *group_ids: str, version: int = 3) -> dict[str, int]:
    response = await connection.send(DeleteGroupsRequest(groups_names=list(group_ids)), version)
    assert len(response.results) == len(set(group_ids))
    return {result.group_id: result.error_code for result in response.results}


async def delete_offsets(connection, group_id: str, topics: dict[str, list[int]]):
    """OffsetDelete; (top-level error, [(topic, {partition: error})] in answer order)."""
    response = await connection.send(OffsetDeleteRequest(group_id=group_id, topics=[
        OffsetDeleteRequestTopic(name=name, partitions=[
            OffsetDeleteRequestPartition(partition_index=p) for p in partitions])
        for name, partitions in topics.items()]), 0)
    return response.error_code, [(t.name, {p.partition_index: p.error_code for p in t.partitions})
                                 for t in response.topics]


async def commit(connection, group_id: str, offsets: dict[tuple[str, int], int], *,
                 generation_id: int = -1, member_id: str = "") -> None:
    topics: dict[str, list] = {}
    for (topic, partition), offset in offsets.items():
        topics.setdefault(topic, []).append(OffsetCommitRequestPartition(
            partition_index=partition, committed_offset=offset, committed_metadata=""))
    response = await connection.send(OffsetCommitRequest(
        group_id=group_id, generation_id_or_member_epoch=generation_id, member_id=member_id,
        topics=[OffsetCommitRequestTopic(name=name, partitions=parts)
                for name, parts in topics.items()]), 8)
    assert all(p.error_code == ErrorCode.NONE for t in response.topics for p in t.partitions)


async def committed(connection, group_id: str) -> dict[tuple[str, int], int]:
    """Every committed offset of the group (OffsetFetch v7 of all topics)."""
    response = await connection.send(OffsetFetchRequest(group_id=group_id, topics=None), 7)
    assert response.error_code == ErrorCode.NONE
    return {(t.name, p.partition_index): p.committed_offset
            for t in response.topics for p in t.partitions}


async def stable_member(connection, group_id: str, *, protocol_type: str = "consumer",
                        metadata: bytes = ORDERS_SUBSCRIPTION) -> tuple[str, int]:
    """One member that joined and synced a classic group alone: (member id, generation)."""
    member_id = ""
    for _ in range(2):  # the second join carries the id MEMBER_ID_REQUIRED gave
        joined = await asyncio.wait_for(connection.send(JoinGroupRequest(
            group_id=group_id, session_timeout_ms=30_000, rebalance_timeout_ms=10_000,
            member_id=member_id, protocol_type=protocol_type,
            protocols=[JoinGroupRequestProtocol(name="range", metadata=metadata)]), 9), WAIT)
        member_id = joined.member_id
        if joined.error_code == ErrorCode.NONE:
            break
    synced = await asyncio.wait_for(connection.send(SyncGroupRequest(
        group_id=group_id, generation_id=joined.generation_id, member_id=member_id,
        protocol_type=protocol_type, protocol_name="range",
        assignments=[SyncGroupRequestAssignment(member_id=member_id, assignment=b"")]), 5), WAIT)
    assert synced.error_code == ErrorCode.NONE
    return member_id, joined.generation_id


async def group_state(connection, group_id: str) -> str:
    response = await connection.send(DescribeGroupsRequest(groups=[group_id]), 5)
    return response.groups[0].group_state


async def test_delete_groups_answers_each_group_by_kafkas_rules(connect):
    """Verifies DeleteGroups' answers per group (GroupCoordinatorShard.deleteGroups): an
    unknown group GROUP_ID_NOT_FOUND, a Stable classic group NON_EMPTY_GROUP, an Empty group
    with offsets NONE (its offsets and the group are gone after; deleting it again is
    GROUP_ID_NOT_FOUND), a group named twice answered once, and NOT_COORDINATOR from a broker
    that does not coordinate the group."""
    async with running_cluster(brokers=3) as (_, nodes):
        busy = await connect(coordinator_of(nodes, "busy"))
        await stable_member(busy, "busy")
        # An unknown group of the same coordinator (the offsets topic has three partitions).
        unknown = next(f"unknown-{i}" for i in range(100) if offsets_partition_for(
            f"unknown-{i}", 3) == offsets_partition_for("busy", 3))
        assert await delete_groups(busy, "busy", unknown, "busy") == {
            "busy": ErrorCode.NON_EMPTY_GROUP, unknown: ErrorCode.GROUP_ID_NOT_FOUND}
        simple = "simple"
        owner = await connect(coordinator_of(nodes, simple))
        await commit(owner, simple, {("orders", 0): 5, ("orders", 3): 9})
        assert await delete_groups(owner, simple, version=0) == {simple: ErrorCode.NONE}
        assert await committed(owner, simple) == {}
        assert await group_state(owner, simple) == "Dead"
        assert await delete_groups(owner, simple) == {simple: ErrorCode.GROUP_ID_NOT_FOUND}
        elsewhere = next(n for n in nodes if n is not coordinator_of(nodes, simple))
        other = await connect(elsewhere)
        assert await delete_groups(other, simple) == {simple: ErrorCode.NOT_COORDINATOR}


async def test_an_empty_classic_group_is_deleted_with_tombstones_that_survive_failover(connect):
    """Verifies that deleting an Empty classic group (its member left, generation kept) writes
    Kafka's tombstones to __consumer_offsets (each offset, then GroupMetadata) and that the
    coordinator taking over after a crash replays them: no group, no offsets."""
    async with running_cluster(brokers=3) as (cluster, nodes):
        group = "leaver"
        node = coordinator_of(nodes, group)
        connection = await connect(node)
        member_id, generation = await stable_member(connection, group)
        await commit(connection, group, {("orders", 1): 11}, generation_id=generation,
                     member_id=member_id)
        await connection.send(LeaveGroupRequest(group_id=group, member_id=member_id), 0)
        assert await group_state(connection, group) == "Empty"
        assert await delete_groups(connection, group) == {group: ErrorCode.NONE}
        partition = node.groups.partition_for(group)
        records = [(key, value) for key, value, _, _ in node.groups.storage.read(partition)]
        tombstones = [key for key, value in records[-2:] if value is None]
        assert len(tombstones) == 2
        assert decode_offset_commit(tombstones[0], None) == (group, ("orders", 1), None)
        survivors, new = await fail_over_coordinator(cluster, nodes, group)
        connection = await connect(new)
        assert await committed(connection, group) == {}
        assert await group_state(connection, group) == "Dead"
        assert await delete_groups(connection, group) == {group: ErrorCode.GROUP_ID_NOT_FOUND}


async def consumer_group_heartbeat(connection, group_id: str, member_id: str, epoch: int,
                                   topics: list[str] | None = None):
    response = await connection.send(ConsumerGroupHeartbeatRequest(
        group_id=group_id, member_id=member_id, member_epoch=epoch, rebalance_timeout_ms=5000,
        subscribed_topic_names=topics, topic_partitions=[] if epoch == 0 else None), 1)
    assert response.error_code == ErrorCode.NONE, response
    return response


async def test_consumer_group_deletion_and_its_subscribed_topics(connect):
    """Verifies KIP-848 consumer groups: OffsetDelete refuses the topics the group subscribes
    to (GROUP_SUBSCRIBED_TO_TOPIC) and deletes the others while it has members; DeleteGroups
    answers NON_EMPTY_GROUP until the last member leaves, then deletes the group's records
    (ConsumerGroup.createGroupTombstoneRecords), which a new coordinator replays."""
    async with running_cluster(brokers=3) as (cluster, nodes):
        await cluster.create_topic("payments", partitions=2)
        group = "modern"
        connection = await connect(coordinator_of(nodes, group))
        await commit(connection, group, {("payments", 0): 3})  # then the group forms
        joined = await consumer_group_heartbeat(connection, group, "m1", 0, ["orders"])
        assert await delete_offsets(connection, group, {"orders": [0, 1], "payments": [0, 1]}) \
            == (0, [("orders", {0: ErrorCode.GROUP_SUBSCRIBED_TO_TOPIC,
                                1: ErrorCode.GROUP_SUBSCRIBED_TO_TOPIC}),
                    ("payments", {0: 0, 1: 0})])
        assert await committed(connection, group) == {}
        assert await delete_groups(connection, group) == {group: ErrorCode.NON_EMPTY_GROUP}
        await consumer_group_heartbeat(connection, group, "m1", -1)
        await commit(connection, group, {("payments", 1): 8})
        assert await delete_groups(connection, group) == {group: ErrorCode.NONE}
        assert joined.member_epoch > 0
        _, new = await fail_over_coordinator(cluster, nodes, group)
        connection = await connect(new)
        assert await committed(connection, group) == {}
        assert await delete_groups(connection, group) == {group: ErrorCode.GROUP_ID_NOT_FOUND}


async def test_offset_delete_rules_for_classic_groups(connect):
    """Verifies OffsetDelete's answers (KafkaApis.handleOffsetDeleteRequest and
    OffsetMetadataManager.deleteOffsets): unknown topics and partitions first with
    UNKNOWN_TOPIC_OR_PARTITION, a Stable consumer group's subscribed topic refused per
    partition and another topic's offsets deleted, a group whose subscriptions cannot be read
    refusing every topic, a non-consumer group with members NON_EMPTY_GROUP, an unknown group
    GROUP_ID_NOT_FOUND (even with only unknown topics), an empty group id INVALID_GROUP_ID."""
    async with running_cluster() as (cluster, nodes):
        await cluster.create_topic("payments", partitions=2)
        connection = await connect(nodes[0])
        member_id, generation = await stable_member(connection, "stable")
        await commit(connection, "stable", {("orders", 0): 1, ("payments", 1): 2},
                     generation_id=generation, member_id=member_id)
        assert await delete_offsets(connection, "stable", {
            "orders": [0, 1], "missing": [0], "payments": [1, 7]}) == (0, [
                ("missing", {0: ErrorCode.UNKNOWN_TOPIC_OR_PARTITION}),
                ("payments", {7: ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, 1: ErrorCode.NONE}),
                ("orders", {0: ErrorCode.GROUP_SUBSCRIBED_TO_TOPIC,
                            1: ErrorCode.GROUP_SUBSCRIBED_TO_TOPIC})])
        assert await committed(connection, "stable") == {("orders", 0): 1}
        await stable_member(connection, "opaque", metadata=b"not a subscription")
        assert await delete_offsets(connection, "opaque", {"payments": [0]}) == \
            (0, [("payments", {0: ErrorCode.GROUP_SUBSCRIBED_TO_TOPIC})])
        await stable_member(connection, "connect-group", protocol_type="connect")
        assert await delete_offsets(connection, "connect-group", {"orders": [0]}) == \
            (ErrorCode.NON_EMPTY_GROUP, [])
        assert await delete_offsets(connection, "nobody", {"missing": [0]}) == \
            (ErrorCode.GROUP_ID_NOT_FOUND, [])
        assert await delete_offsets(connection, "", {"orders": [0]}) == \
            (ErrorCode.INVALID_GROUP_ID, [])


async def test_offset_deletion_survives_failover(connect):
    """Verifies that the offsets OffsetDelete removes stay removed on the coordinator that
    loads the partition after a crash (the tombstones are replayed), and the others stay."""
    async with running_cluster(brokers=3) as (cluster, nodes):
        group = "admin-only"
        connection = await connect(coordinator_of(nodes, group))
        await commit(connection, group, {("orders", 0): 1, ("orders", 1): 2})
        assert await delete_offsets(connection, group, {"orders": [1, 2]}) == \
            (0, [("orders", {1: 0, 2: 0})])
        _, new = await fail_over_coordinator(cluster, nodes, group)
        connection = await connect(new)
        assert await committed(connection, group) == {("orders", 0): 1}


async def test_share_group_deletion_deletes_its_share_state(connect):
    """Verifies that DeleteGroups of a share group answers NON_EMPTY_GROUP while it has
    members and, once it is empty, deletes the share-partition state on the share coordinator
    (Kafka's chained share group delete: DeleteShareGroupState through the persister) before
    the group; OffsetDelete treats a share group as not found (ShareGroup
    .validateOffsetDelete)."""
    config = {"group.share.assignment.interval.ms": 100}
    async with running_cluster(**config) as (cluster, nodes):
        node = nodes[0]
        connection = await connect(node)
        group = "sharers"
        topic_id = node.metadata.topics["orders"].topic_id

        async def beat(epoch, topics=None):
            response = await connection.send(ShareGroupHeartbeatRequest(
                group_id=group, member_id="s1", member_epoch=epoch,
                subscribed_topic_names=topics), 1)
            assert response.error_code == ErrorCode.NONE
            return response.member_epoch

        epoch = await beat(0, ["orders"])
        persister = node.share_persister
        key = SharePartitionKey(group, topic_id, 0)
        deadline = time.monotonic() + WAIT
        while (await persister.read_summary(key)).error:
            assert time.monotonic() < deadline, "the share partitions were never initialized"
            epoch = await beat(epoch)
            await asyncio.sleep(0.05)
        assert await delete_groups(connection, group) == {group: ErrorCode.NON_EMPTY_GROUP}
        assert await delete_offsets(connection, group, {"orders": [0]}) == \
            (ErrorCode.GROUP_ID_NOT_FOUND, [])
        await beat(-1)
        assert await delete_groups(connection, group) == {group: ErrorCode.NONE}
        assert (await persister.read_summary(key)).error == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
        assert await delete_groups(connection, group) == {group: ErrorCode.GROUP_ID_NOT_FOUND}


async def test_admin_client_deletes_groups():
    """Verifies librdkafka's delete_consumer_groups (DeleteGroups to each group's
    coordinator) against a group a consumer committed offsets for and left, and against a group
    that does not exist (GROUP_ID_NOT_FOUND); the deleted group's offsets are gone."""
    from confluent_kafka import Consumer, TopicPartition
    from confluent_kafka.admin import AdminClient

    async with running_cluster() as (_, nodes):
        bootstrap = f"127.0.0.1:{nodes[0].port}"

        def run() -> tuple:
            consumer = Consumer({"bootstrap.servers": bootstrap, "group.id": "lib",
                                 "enable.auto.commit": False})
            consumer.commit(offsets=[TopicPartition("orders", 0, 4)], asynchronous=False)
            consumer.close()
            admin = AdminClient({"bootstrap.servers": bootstrap})
            futures = admin.delete_consumer_groups(["lib", "none"], request_timeout=WAIT)
            return futures["lib"].result(WAIT), futures["none"].exception(WAIT)

        result, missing = await asyncio.get_running_loop().run_in_executor(None, run)
        assert result is None
        assert missing is not None and missing.args[0].code() == ErrorCode.GROUP_ID_NOT_FOUND
        connection = await KafkaConnection.connect("127.0.0.1", nodes[0].port)
        try:
            assert await committed(connection, "lib") == {}
        finally:
            await connection.close()
