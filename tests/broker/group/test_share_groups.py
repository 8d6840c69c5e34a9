"""KIP-932 share groups on the group coordinator, through real TCP: ShareGroupHeartbeat,
ShareGroupDescribe, ListGroups, session timeouts and reloading after a coordinator failover
(Kafka 4.4's GroupMetadataManager is the reference; tests/reference/fidelity/scenarios/
share_groups.py compares the answers with a real cluster)."""

from __future__ import annotations

import asyncio
import time

import pytest

from kafkasim.broker.cluster import Cluster
from kafkasim.broker.group.share_assignor import assign
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest
from kafkasim.protocol.messages.list_groups import ListGroupsRequest
from kafkasim.protocol.messages.share_group_describe import ShareGroupDescribeRequest
from kafkasim.protocol.messages.share_group_heartbeat import ShareGroupHeartbeatRequest

pytestmark = pytest.mark.timeout(60)

CONFIG = {
    "offsets.topic.num.partitions": 3,
    "broker.heartbeat.interval.ms": 100,
    "broker.session.timeout.ms": 600,
    "group.share.assignment.interval.ms": 100,
}
WAIT = 15.0  # an upper bound for what should happen; never a timing assertion


async def coordinator_connection(cluster: Cluster, group: str) -> KafkaConnection:
    node = cluster.brokers[cluster.node_ids[0]]
    bootstrap = await KafkaConnection.connect("127.0.0.1", node.port)
    try:
        deadline = time.monotonic() + WAIT
        while True:
            response = await bootstrap.send(FindCoordinatorRequest(
                key_type=0, coordinator_keys=[group]), 6)
            found = response.coordinators[0]
            if found.error_code == 0:
                connection = await KafkaConnection.connect(found.host, found.port)
                described = await connection.send(ShareGroupDescribeRequest(
                    group_ids=[group]), 1)
                if described.groups[0].error_code == ErrorCode.GROUP_ID_NOT_FOUND:
                    return connection
                await connection.close()
            assert time.monotonic() < deadline, "no coordinator found"
            await asyncio.sleep(0.1)
    finally:
        await bootstrap.close()


def heartbeat(group: str, member: str, epoch: int, topics: list[str] | None = None):
    return ShareGroupHeartbeatRequest(group_id=group, member_id=member, member_epoch=epoch,
                                      subscribed_topic_names=topics)


async def beat_until_assigned(connection, group: str, member: str, epoch: int, count: int):
    """Heartbeat until the member holds `count` partitions; returns (epoch, assignment)."""
    deadline = time.monotonic() + WAIT
    held: dict = {}
    while True:
        response = await connection.send(heartbeat(group, member, epoch), 1)
        assert response.error_code == ErrorCode.NONE
        epoch = response.member_epoch
        if response.assignment is not None:
            held = {t.topic_id: set(t.partitions) for t in response.assignment.topic_partitions}
        if sum(len(p) for p in held.values()) == count:
            return epoch, held
        assert time.monotonic() < deadline, f"{member} never got {count} partitions"
        await asyncio.sleep(0.05)


async def test_a_member_joins_gets_initialized_partitions_and_leaves():
    """Verifies that a joining member gets epoch 2 and an empty assignment (nothing is
    initialized yet), then every partition once the share partitions are initialized (the
    group epoch bumped), that the group is listed as a share group, and that leaving empties
    it (GroupMetadataManager.shareGroupHeartbeat, KIP-932)."""
    async with Cluster(brokers=1, config=CONFIG) as cluster:
        await cluster.create_topic("orders", partitions=3)
        connection = await coordinator_connection(cluster, "g")
        try:
            joined = await connection.send(heartbeat("g", "m1", 0, ["orders"]), 1)
            assert (joined.error_code, joined.member_epoch) == (ErrorCode.NONE, 2)
            assert joined.assignment is not None and joined.assignment.topic_partitions == []
            assert joined.heartbeat_interval_ms == 5000
            epoch, held = await beat_until_assigned(connection, "g", "m1", 2, 3)
            assert epoch == 3 and list(held.values()) == [{0, 1, 2}]
            described = (await connection.send(ShareGroupDescribeRequest(
                group_ids=["g"], include_authorized_operations=True), 1)).groups[0]
            assert (described.group_state, described.group_epoch, described.assignment_epoch,
                    described.assignor_name) == ("Stable", 3, 3, "simple")
            assert [m.member_id for m in described.members] == ["m1"]
            assert described.members[0].assignment.topic_partitions[0].topic_name == "orders"
            listed = await connection.send(ListGroupsRequest(types_filter=["share"]), 5)
            assert [(g.group_id, g.group_type, g.protocol_type, g.group_state)
                    for g in listed.groups] == [("g", "share", "share", "Stable")]
            left = await connection.send(heartbeat("g", "m1", -1), 1)
            assert (left.error_code, left.member_epoch) == (ErrorCode.NONE, -1)
            described = (await connection.send(ShareGroupDescribeRequest(
                group_ids=["g"]), 1)).groups[0]
            assert (described.group_state, described.group_epoch) == ("Empty", 4)
        finally:
            await connection.close()


async def test_partitions_initialized_after_the_last_assignment_are_assigned():
    """Verifies that partitions whose share state is initialized after the group's last target
    assignment are assigned at the next heartbeat, even when another member joined (and the
    group epoch moved) while they were initializing: Kafka's shareGroupHeartbeat bumps the
    group epoch when an initialized partition of a subscribed topic is outside the target
    assignment (GroupMetadataManager.initializedAssignmentPending), and its
    initializeShareGroupState bumps nothing. (Two librdkafka ShareConsumers that joined this
    way kept an empty assignment for ever.)"""
    async with Cluster(brokers=1, config=CONFIG) as cluster:
        await cluster.create_topic("orders", partitions=3)
        connection = await coordinator_connection(cluster, "g")
        # The share coordinator answers the initialization only after both members joined.
        held_back = cluster.inject("InitializeShareGroupState", delay_ms=1500, count=None,
                                   internal=True)
        try:
            first = await connection.send(heartbeat("g", "m1", 0, ["orders"]), 1)
            await asyncio.sleep(0.3)  # past the assignment interval: m2's join assigns
            second = await connection.send(heartbeat("g", "m2", 0, ["orders"]), 1)
            assert (first.member_epoch, second.member_epoch) == (2, 3)
            assert first.assignment.topic_partitions == second.assignment.topic_partitions == []
            await cluster.wait_for_request("InitializeShareGroupState", timeout=WAIT,
                                           internal=True)
            held_back.remove()
            _, held_by_m1 = await beat_until_assigned(connection, "g", "m1", 2, 2)
            _, held_by_m2 = await beat_until_assigned(connection, "g", "m2", 3, 1)
            assert sorted(p for held in (held_by_m1, held_by_m2)
                          for partitions in held.values() for p in partitions) == [0, 1, 2]
            described = (await connection.send(ShareGroupDescribeRequest(
                group_ids=["g"]), 1)).groups[0]
            assert described.group_epoch == described.assignment_epoch == 4
        finally:
            await connection.close()


async def test_heartbeat_errors():
    """Verifies Kafka's answers to bad heartbeats: INVALID_REQUEST (no message for an empty
    member id), GROUP_ID_NOT_FOUND, UNKNOWN_MEMBER_ID and FENCED_MEMBER_EPOCH."""
    async with Cluster(brokers=1, config=CONFIG) as cluster:
        await cluster.create_topic("orders", partitions=1)
        connection = await coordinator_connection(cluster, "g")
        try:
            async def error(request):
                response = await connection.send(request, 1)
                return response.error_code, response.error_message

            assert await error(heartbeat("g", "", 0, ["orders"])) == \
                (ErrorCode.INVALID_REQUEST, None)
            assert await error(heartbeat("g", "m", 0, None)) == \
                (ErrorCode.INVALID_REQUEST, "SubscribedTopicNames must be set in first request.")
            assert await error(heartbeat("g", "m", -2, ["orders"])) == \
                (ErrorCode.INVALID_REQUEST, "MemberEpoch is invalid.")
            assert await error(heartbeat("g", "m", 1)) == \
                (ErrorCode.GROUP_ID_NOT_FOUND, "Share group g not found.")
            assert (await connection.send(heartbeat("g", "m", 0, ["orders"]), 1)).error_code == 0
            assert (await error(heartbeat("g", "x", 2)))[0] == ErrorCode.UNKNOWN_MEMBER_ID
            assert (await error(heartbeat("g", "m", 9)))[0] == ErrorCode.FENCED_MEMBER_EPOCH
        finally:
            await connection.close()


async def test_session_timeout_removes_the_member():
    """Verifies that a member whose heartbeats stop for group.share.session.timeout.ms is
    removed and the group epoch bumps (Kafka's share group session timeout)."""
    async with Cluster(brokers=1, config={**CONFIG,
                                          "group.share.session.timeout.ms": 300}) as cluster:
        await cluster.create_topic("orders", partitions=1)
        connection = await coordinator_connection(cluster, "g")
        try:
            assert (await connection.send(heartbeat("g", "m", 0, ["orders"]), 1)).error_code == 0
            deadline = time.monotonic() + WAIT
            while True:
                described = (await connection.send(ShareGroupDescribeRequest(
                    group_ids=["g"]), 1)).groups[0]
                if described.group_state == "Empty":
                    break
                assert time.monotonic() < deadline, "the member was never removed"
                await asyncio.sleep(0.1)
            assert (await connection.send(heartbeat("g", "m", 2), 1)).error_code == \
                ErrorCode.UNKNOWN_MEMBER_ID
        finally:
            await connection.close()


async def test_a_new_coordinator_loads_the_group():
    """Verifies that share groups are replayed from __consumer_offsets when another broker
    becomes the coordinator: members, epochs and assignments survive the failover."""
    config = {**CONFIG, "offsets.topic.replication.factor": 3}
    async with Cluster(brokers=3, config=config) as cluster:
        await cluster.create_topic("orders", partitions=2, replication_factor=3)
        connection = await coordinator_connection(cluster, "g")
        await connection.send(heartbeat("g", "m1", 0, ["orders"]), 1)
        epoch, _ = await beat_until_assigned(connection, "g", "m1", 2, 2)
        await connection.close()
        old = coordinator_of(cluster, "g")
        await cluster.stop_broker(old)
        connection = await coordinator_connection_after_failover(cluster, "g")
        try:
            described = (await connection.send(ShareGroupDescribeRequest(
                group_ids=["g"]), 1)).groups[0]
            assert described.error_code == 0 and described.group_epoch == epoch
            assert [(m.member_id, m.member_epoch) for m in described.members] == [("m1", epoch)]
            assert sorted(described.members[0].assignment.topic_partitions[0].partitions) == \
                [0, 1]
            response = await connection.send(heartbeat("g", "m1", epoch), 1)
            assert (response.error_code, response.member_epoch) == (0, epoch)
        finally:
            await connection.close()


def coordinator_of(cluster: Cluster, group: str) -> int | None:
    """The node id of the running broker that coordinates `group`, if one does."""
    for node_id in cluster.running:
        groups = cluster.brokers[node_id].groups
        if groups.partition_for(group) in groups.owned_partitions:
            return node_id
    return None


async def coordinator_connection_after_failover(cluster: Cluster, group: str):
    deadline = time.monotonic() + WAIT
    while (node_id := coordinator_of(cluster, group)) is None:
        assert time.monotonic() < deadline, "no new coordinator"
        await asyncio.sleep(0.1)
    return await KafkaConnection.connect("127.0.0.1", cluster.brokers[node_id].port)


@pytest.mark.parametrize("members, partitions", [(1, 3), (2, 4), (3, 4), (4, 2), (5, 1)])
def test_simple_assignor_balances_and_shares(members, partitions):
    """Verifies the SimpleAssignor's rules: every assignable partition is held, each by
    ceil(M/P) members at most, and member loads differ by one at most."""
    import uuid

    topic = uuid.uuid4()
    subscriptions = {f"m{i}": {topic} for i in range(members)}
    result = assign(subscriptions, {}, lambda t: list(range(partitions)))
    loads = [sum(len(p) for p in held.values()) for held in result.values()]
    sharing = -(-members // partitions)
    holders = {p: sum(p in held.get(topic, ()) for held in result.values())
               for p in range(partitions)}
    assert all(count >= 1 for count in holders.values())
    assert max(holders.values()) <= sharing
    assert max(loads) - min(loads) <= 1
    # Sticky: the same inputs with the result as the current assignment change nothing.
    again = assign(subscriptions, result, lambda t: list(range(partitions)))
    assert again == result
