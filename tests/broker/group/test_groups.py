"""Classic consumer groups through real TCP: FindCoordinator, JoinGroup, SyncGroup, Heartbeat,
LeaveGroup, OffsetCommit, OffsetFetch, DescribeGroups, ListGroups against a controller and
brokers started on ephemeral ports (Kafka's GroupCoordinator behaviour is the reference)."""

from __future__ import annotations

import asyncio

import pytest

from kafkasim.broker.cluster import Cluster
from kafkasim.broker.group.coordinator import OFFSETS_TOPIC
from kafkasim.broker.group.state import offsets_partition_for
from kafkasim.broker.handlers.find_coordinator import INVALID_REQUEST_MESSAGE
from kafkasim.broker.metadata.coordinator_keys import java_string_hash
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.api_versions import ApiVersionsRequest
from kafkasim.protocol.messages.describe_groups import DescribeGroupsRequest
from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest
from kafkasim.protocol.messages.heartbeat import HeartbeatRequest
from kafkasim.protocol.messages.join_group import JoinGroupRequest, JoinGroupRequestProtocol
from kafkasim.protocol.messages.leave_group import LeaveGroupRequest, MemberIdentity
from kafkasim.protocol.messages.list_groups import ListGroupsRequest
from kafkasim.protocol.messages.offset_commit import (
    OffsetCommitRequest,
    OffsetCommitRequestPartition,
    OffsetCommitRequestTopic,
)
from kafkasim.protocol.messages.offset_fetch import (
    OffsetFetchRequest,
    OffsetFetchRequestGroup,
    OffsetFetchRequestTopic,
    OffsetFetchRequestTopics,
)
from kafkasim.protocol.messages.sync_group import SyncGroupRequest, SyncGroupRequestAssignment
from tests.helpers.groups import (
    BASE_CONFIG,
    WAIT,
    coordinator_of,
    fail_over_coordinator,
    running_cluster,
)

pytestmark = pytest.mark.timeout(30)

@pytest.fixture
async def nodes():
    """The brokers of a one-broker cluster with the groups' short timeouts."""
    async with running_cluster() as (_, brokers):
        yield brokers


@pytest.fixture
async def connect():
    """Open connections to a group's coordinator; all are closed after the test."""
    opened: list[KafkaConnection] = []

    async def open_to(nodes, group_id: str = "") -> KafkaConnection:
        node = coordinator_of(nodes, group_id) if group_id else nodes[0]
        connection = await KafkaConnection.connect("127.0.0.1", node.port, client_id="tester")
        opened.append(connection)
        return connection

    yield open_to
    for connection in opened:
        await connection.close()


class Member:
    """One group member speaking the classic protocol on its own connection (a JoinGroup
    blocks its connection until the rebalance completes, as in Kafka)."""

    def __init__(self, connection: KafkaConnection, group_id: str, *, version: int = 9,
                 instance_id: str | None = None, protocols=(("range", b"range-metadata"),),
                 session_timeout_ms: int = 10000, rebalance_timeout_ms: int = 5000,
                 protocol_type: str = "consumer"):
        self.connection = connection
        self.group_id = group_id
        self.version = version
        self.instance_id = instance_id
        self.protocols = protocols
        self.session_timeout_ms = session_timeout_ms
        self.rebalance_timeout_ms = rebalance_timeout_ms
        self.protocol_type = protocol_type
        self.member_id = ""
        self.generation_id = -1
        self.last_join = None

    async def join_once(self):
        request = JoinGroupRequest(
            group_id=self.group_id, session_timeout_ms=self.session_timeout_ms,
            rebalance_timeout_ms=self.rebalance_timeout_ms, member_id=self.member_id,
            group_instance_id=self.instance_id if self.version >= 5 else None,
            protocol_type=self.protocol_type,
            protocols=[JoinGroupRequestProtocol(name=name, metadata=metadata)
                       for name, metadata in self.protocols])
        response = await asyncio.wait_for(self.connection.send(request, self.version), WAIT)
        if response.error_code in (ErrorCode.NONE, ErrorCode.MEMBER_ID_REQUIRED):
            self.member_id = response.member_id
        if response.error_code == ErrorCode.NONE:
            self.generation_id = response.generation_id
        self.last_join = response
        return response

    async def join(self):
        """JoinGroup, rejoining once with the assigned id after MEMBER_ID_REQUIRED."""
        response = await self.join_once()
        if response.error_code == ErrorCode.MEMBER_ID_REQUIRED:
            response = await self.join_once()
        return response

    async def sync(self, assignments: dict[str, bytes] | None = None, version: int = 5,
                   protocol_type: str | None = None, protocol_name: str | None = None):
        if version >= 5 and protocol_type is None and protocol_name is None:
            # Mandatory from v5 (Kafka refuses nulls): the ones the JoinGroup answer named, or
            # the member's own when it has none.
            joined = self.last_join
            protocol_type = (joined and joined.protocol_type) or self.protocol_type
            protocol_name = (joined and joined.protocol_name) or self.protocols[0][0]
        request = SyncGroupRequest(
            group_id=self.group_id, generation_id=self.generation_id, member_id=self.member_id,
            group_instance_id=self.instance_id if version >= 3 else None,
            protocol_type=protocol_type, protocol_name=protocol_name,
            assignments=[SyncGroupRequestAssignment(member_id=member, assignment=data)
                         for member, data in (assignments or {}).items()])
        return await asyncio.wait_for(self.connection.send(request, version), WAIT)

    async def heartbeat(self, version: int = 4) -> int:
        request = HeartbeatRequest(group_id=self.group_id, generation_id=self.generation_id,
                                   member_id=self.member_id,
                                   group_instance_id=self.instance_id if version >= 3 else None)
        response = await asyncio.wait_for(self.connection.send(request, version), WAIT)
        return response.error_code

    async def heartbeat_until(self, expected: int) -> int:
        """Heartbeat every 20 ms until the answer is `expected` (bounded by WAIT)."""
        async def loop():
            while (error := await self.heartbeat()) != expected:
                await asyncio.sleep(0.02)
            return error
        return await asyncio.wait_for(loop(), WAIT)

    async def commit(self, offsets: dict[tuple[str, int], int], version: int = 8,
                     generation_id: int | None = None, metadata: str = ""):
        return await commit(self.connection, self.group_id, offsets, version=version,
                            generation_id=self.generation_id if generation_id is None
                            else generation_id,
                            member_id=self.member_id, instance_id=self.instance_id,
                            metadata=metadata)


async def commit(connection, group_id, offsets, *, version=8, generation_id=-1, member_id="",
                 instance_id=None, metadata=""):
    """OffsetCommit; returns {(topic, partition): error}."""
    topics: dict[str, list] = {}
    for (topic, partition), offset in offsets.items():
        topics.setdefault(topic, []).append(OffsetCommitRequestPartition(
            partition_index=partition, committed_offset=offset, committed_leader_epoch=3,
            committed_metadata=metadata))
    request = OffsetCommitRequest(
        group_id=group_id, generation_id_or_member_epoch=generation_id, member_id=member_id,
        group_instance_id=instance_id if version >= 7 else None,
        topics=[OffsetCommitRequestTopic(name=name, partitions=parts)
                for name, parts in topics.items()])
    response = await asyncio.wait_for(connection.send(request, version), WAIT)
    return {(topic.name, partition.partition_index): partition.error_code
            for topic in response.topics for partition in topic.partitions}


async def fetch_offsets(connection, group_id, partitions, version=7):
    """OffsetFetch v0-7; returns (top-level error, {(topic, partition): (offset, epoch, meta, error)})."""
    if partitions is None:
        topics = None
    else:
        by_topic: dict[str, list[int]] = {}
        for topic, partition in partitions:
            by_topic.setdefault(topic, []).append(partition)
        topics = [OffsetFetchRequestTopic(name=name, partition_indexes=indexes)
                  for name, indexes in by_topic.items()]
    response = await asyncio.wait_for(connection.send(
        OffsetFetchRequest(group_id=group_id, topics=topics), version), WAIT)
    return response.error_code, {
        (topic.name, p.partition_index): (p.committed_offset, p.committed_leader_epoch,
                                          p.metadata, p.error_code)
        for topic in response.topics for p in topic.partitions}


async def describe(connection, group_id, version=5, include_operations=False):
    response = await connection.send(DescribeGroupsRequest(
        groups=[group_id], include_authorized_operations=include_operations), version)
    return response.groups[0]


async def stable_group(connect, nodes, group_id, count=1, **member_options):
    """`count` members that joined and synced one generation (the first is the leader)."""
    members = [Member(await connect(nodes, group_id), group_id, **member_options)
               for _ in range(count)]
    await asyncio.gather(*(member.join() for member in members))
    leader = next(m for m in members if m.last_join.leader == m.member_id)
    assignments = {m.member_id: f"assignment-{index}".encode() for index, m in enumerate(members)}
    results = await asyncio.gather(*(
        member.sync(assignments if member is leader else None) for member in members))
    assert all(result.error_code == ErrorCode.NONE for result in results)
    members.sort(key=lambda m: m is not leader)
    return members


# --- placement ------------------------------------------------------------------------------


def test_group_partition_uses_java_string_hash():
    """Verifies that a group maps to abs(String.hashCode) % partitions, as Kafka places it
    (hash values checked against the JVM's, including a surrogate pair and MIN_VALUE)."""
    assert java_string_hash("") == 0
    assert java_string_hash("hello") == 99_162_322
    assert java_string_hash("Aa") == java_string_hash("BB") == 2112
    assert java_string_hash("\U0001F600") == 0xD83D * 31 + 0xDE00  # two UTF-16 code units
    assert java_string_hash("polygenelubricants") == -(2**31)
    assert offsets_partition_for("polygenelubricants", 50) == 0
    assert offsets_partition_for("hello", 50) == 99_162_322 % 50


async def test_find_coordinator_creates_offsets_topic_and_answers_its_leader(connect):
    """Verifies Kafka's coordinator placement: the first FindCoordinator finds no
    __consumer_offsets, answers COORDINATOR_NOT_AVAILABLE and has it created (RF =
    min(offsets.topic.replication.factor, live brokers)); then every version answers the leader
    of the group's partition, v4+ per batched key."""
    async with Cluster(brokers=3, config=BASE_CONFIG) as cluster:
        nodes = [cluster.brokers[node_id] for node_id in cluster.node_ids]
        connection = await connect(nodes)
        first = await connection.send(FindCoordinatorRequest(key="g"), 2)
        assert (first.error_code, first.node_id, first.host, first.port) == (
            ErrorCode.COORDINATOR_NOT_AVAILABLE, -1, "", -1)
        assert await nodes[0].controller_channel.wait_until(
            lambda: all(node.groups.owned_partitions for node in nodes), WAIT)
        topic = nodes[0].metadata.topics[OFFSETS_TOPIC]
        assert len(topic.partitions) == 3
        assert all(len(p.replicas) == 3 for p in topic.partitions.values())
        for version in range(0, 4):
            response = await connection.send(FindCoordinatorRequest(key="g"), version)
            expected = coordinator_of(nodes, "g")
            assert (response.error_code, response.node_id, response.port) == (
                ErrorCode.NONE, expected.node_id, expected.port)
        keys = [f"group-{index}" for index in range(6)]
        for version in (4, 5, 6):
            response = await connection.send(FindCoordinatorRequest(coordinator_keys=keys),
                                              version)
            assert [c.key for c in response.coordinators] == keys
            assert [c.node_id for c in response.coordinators] == [
                coordinator_of(nodes, key).node_id for key in keys]
        assert len({coordinator_of(nodes, key).node_id for key in keys}) > 1


async def test_find_coordinator_transaction_and_unknown_key_types(nodes, connect):
    """Verifies Kafka 4.4.0's FindCoordinator answers by key type: a transactional id before
    `__transaction_state` exists is COORDINATOR_NOT_AVAILABLE with Kafka's no-node answer; key
    type 2 (share, KIP-932) takes only "group:topicId:partition" keys (SharePartitionKey), and
    only from v6, anything else being INVALID_REQUEST without a message at v4+ and with
    Errors.INVALID_REQUEST's text at v1-3; key types Kafka does not know (3, 7) are
    INVALID_REQUEST with that text at every version."""
    connection = await connect(nodes)
    response = await connection.send(FindCoordinatorRequest(key="tx", key_type=1), 3)
    assert (response.error_code, response.node_id) == (ErrorCode.COORDINATOR_NOT_AVAILABLE, -1)
    topic_id = "C2r9qPK9TLe5yluhwOOtKg"
    malformed = ["a", "b", f"g:{topic_id}", f"g:{topic_id}:x", f" :{topic_id}:0",
                 "g:100a4857-e161-420f-b322-5eb1a4240378:0", f"g:{topic_id}:2147483648"]
    response = await connection.send(
        FindCoordinatorRequest(coordinator_keys=malformed, key_type=2), 6)
    assert [(c.error_code, c.error_message, c.node_id) for c in response.coordinators] == \
        [(ErrorCode.INVALID_REQUEST, "", -1)] * len(malformed)
    for version in (4, 5):
        response = await connection.send(FindCoordinatorRequest(
            coordinator_keys=[f"g:{topic_id}:0"], key_type=2), version)
        assert response.coordinators[0].error_code == ErrorCode.INVALID_REQUEST
    response = await connection.send(FindCoordinatorRequest(key=f"g:{topic_id}:0", key_type=2), 3)
    assert (response.error_code, response.error_message) == (ErrorCode.INVALID_REQUEST,
                                                             INVALID_REQUEST_MESSAGE)
    for key_type, version in ((3, 6), (7, 4), (7, 1)):
        request = FindCoordinatorRequest(coordinator_keys=["x"], key_type=key_type) \
            if version >= 4 else FindCoordinatorRequest(key="x", key_type=key_type)
        response = await connection.send(request, version)
        answer = response.coordinators[0] if version >= 4 else response
        assert (answer.error_code, answer.error_message, answer.node_id) == \
            (ErrorCode.INVALID_REQUEST, INVALID_REQUEST_MESSAGE, -1)


async def test_find_coordinator_share_keys(nodes, connect):
    """Verifies that FindCoordinator v6 finds a share coordinator for keys Kafka's
    SharePartitionKey.getInstance accepts (a group with colons, a signed or zero-padded
    partition, a trailing colon, a lower-case topic id), COORDINATOR_NOT_AVAILABLE until
    `__share_group_state` exists, then a broker; two spellings of one key find one broker."""
    connection = await connect(nodes)
    topic_id = "C2r9qPK9TLe5yluhwOOtKg"
    keys = [f"g:{topic_id}:1", f"g:{topic_id}:01", f"g:{topic_id}:+1", f"g:{topic_id}:1:",
            f"a:b:{topic_id}:0", f"g:{topic_id.lower()}:0", f"g:{topic_id}:-1"]
    deadline = asyncio.get_running_loop().time() + 15
    while True:
        response = await connection.send(
            FindCoordinatorRequest(coordinator_keys=keys, key_type=2), 6)
        errors = {c.error_code for c in response.coordinators}
        if errors == {ErrorCode.NONE}:
            break
        assert errors == {ErrorCode.COORDINATOR_NOT_AVAILABLE}
        assert asyncio.get_running_loop().time() < deadline, "__share_group_state never came"
        await asyncio.sleep(0.1)
    found = [c.node_id for c in response.coordinators]
    assert found[0] == found[1] == found[2] == found[3] and min(found) >= 0


async def test_api_versions_lists_group_apis(nodes, connect):
    """Verifies that the classic group APIs and KIP-848's ConsumerGroupHeartbeat (key 68) and
    ConsumerGroupDescribe (key 69) are advertised with the ranges Kafka 4.4 serves."""
    connection = await connect(nodes)
    response = await connection.send(ApiVersionsRequest(), 2)
    ranges = {k.api_key: (k.min_version, k.max_version) for k in response.api_keys}
    # OffsetCommit v0-1 and OffsetFetch v0 are gone in Kafka 4 (KIP-896)
    assert ranges[8] == (2, 10) and ranges[9] == (1, 10) and ranges[10] == (0, 6)
    assert ranges[11] == (0, 9) and ranges[12] == (0, 4) and ranges[13] == (0, 5)
    assert ranges[14] == (0, 5) and ranges[15] == (0, 6) and ranges[16] == (0, 5)
    assert ranges[68] == (0, 1) and ranges[69] == (0, 1)


async def test_coordinator_requests_elsewhere_get_not_coordinator(connect):
    """Verifies that a broker that does not lead the group's __consumer_offsets partition answers
    NOT_COORDINATOR to every group API (per group or per partition where the API has them)."""
    async with running_cluster(brokers=3) as (_, nodes):
        group_id = "misdirected"
        other = next(n for n in nodes if n is not coordinator_of(nodes, group_id))
        connection = await KafkaConnection.connect("127.0.0.1", other.port)
        try:
            member = Member(connection, group_id)
            assert (await member.join()).error_code == ErrorCode.NOT_COORDINATOR
            assert (await member.sync()).error_code == ErrorCode.NOT_COORDINATOR
            assert await member.heartbeat() == ErrorCode.NOT_COORDINATOR
            errors = await commit(connection, group_id, {("orders", 0): 5})
            assert errors == {("orders", 0): ErrorCode.NOT_COORDINATOR}
            error, _ = await fetch_offsets(connection, group_id, [("orders", 0)])
            assert error == ErrorCode.NOT_COORDINATOR
            _, partitions = await fetch_offsets(connection, group_id, [("orders", 0)], version=1)
            assert partitions[("orders", 0)][3] == ErrorCode.NOT_COORDINATOR
            assert (await describe(connection, group_id)).error_code == ErrorCode.NOT_COORDINATOR
            leave = await connection.send(LeaveGroupRequest(group_id=group_id, members=[
                MemberIdentity(member_id="m")]), 3)
            assert leave.error_code == ErrorCode.NOT_COORDINATOR
        finally:
            await connection.close()


# --- JoinGroup and the rebalance ------------------------------------------------------------


async def test_join_v4_without_member_id_gets_member_id_required(nodes, connect):
    """Verifies KIP-394: a v4+ dynamic member without id gets MEMBER_ID_REQUIRED with its id
    (client id, dash, UUID) and joins when it comes back with that id."""
    member = Member(await connect(nodes, "kip394"), "kip394", version=4)
    first = await member.join_once()
    assert first.error_code == ErrorCode.MEMBER_ID_REQUIRED
    assert first.member_id.startswith("tester-") and first.generation_id == -1
    second = await member.join_once()
    assert second.error_code == ErrorCode.NONE
    assert (second.member_id, second.leader, second.generation_id) == (
        first.member_id, first.member_id, 1)
    assert [(m.member_id, bytes(m.metadata)) for m in second.members] == [
        (first.member_id, b"range-metadata")]


@pytest.mark.parametrize("version", [0, 1, 3])
async def test_join_before_v4_joins_without_member_id_round_trip(nodes, connect, version):
    """Verifies that before v4 a member without id is added at once (no MEMBER_ID_REQUIRED) and
    that v0 uses the session timeout as rebalance timeout."""
    member = Member(await connect(nodes, f"old-{version}"), f"old-{version}", version=version)
    response = await member.join_once()
    assert response.error_code == ErrorCode.NONE
    assert response.generation_id == 1 and response.leader == response.member_id
    assert response.protocol_name == "range"


async def test_initial_rebalance_delay_gathers_the_first_members(connect):
    """Verifies group.initial.rebalance.delay.ms: members joining an empty group within the delay
    all land in generation 1, and only the leader receives the member list."""
    async with running_cluster(**{"group.initial.rebalance.delay.ms": 400}) as (_, nodes):
        members = [Member(await connect(nodes, "delayed"), "delayed") for _ in range(3)]
        responses = await asyncio.gather(*(m.join() for m in members))
        assert {r.generation_id for r in responses} == {1}
        leaders = [r for r in responses if r.leader == r.member_id]
        assert len(leaders) == 1 and len(leaders[0].members) == 3
        assert all(not r.members for r in responses if r is not leaders[0])


async def test_new_member_triggers_rebalance_and_assignments_flow(nodes, connect):
    """Verifies the classic rebalance: a joining member moves a Stable group to
    PreparingRebalance, the existing member's heartbeat gets REBALANCE_IN_PROGRESS, both land in
    the next generation, and SyncGroup hands each member the leader's assignment."""
    (first,) = await stable_group(connect, nodes, "flow")
    assert await first.heartbeat() == ErrorCode.NONE
    second = Member(await connect(nodes, "flow"), "flow")
    joining = asyncio.ensure_future(second.join())
    assert await first.heartbeat_until(ErrorCode.REBALANCE_IN_PROGRESS)
    state = await describe(await connect(nodes, "flow"), "flow")
    assert state.group_state == "PreparingRebalance"
    rejoined = await first.join()
    second_join = await joining
    assert rejoined.generation_id == second_join.generation_id == 2
    assert rejoined.leader == first.member_id == second_join.leader
    assert {m.member_id for m in rejoined.members} == {first.member_id, second.member_id}
    assert second_join.members == []
    assert await first.heartbeat() == ErrorCode.NONE  # CompletingRebalance: heartbeats are fine
    follower_sync = asyncio.ensure_future(second.sync())
    leader_sync = await first.sync({first.member_id: b"p0-2", second.member_id: b"p3-5"})
    assert bytes(leader_sync.assignment) == b"p0-2"
    follower = await follower_sync
    assert (follower.error_code, bytes(follower.assignment)) == (ErrorCode.NONE, b"p3-5")
    assert (follower.protocol_type, follower.protocol_name) == ("consumer", "range")
    assert await second.heartbeat() == ErrorCode.NONE
    late = await second.sync()  # Stable: the current assignment again
    assert bytes(late.assignment) == b"p3-5"


async def test_protocol_selected_by_votes_among_common_protocols(nodes, connect):
    """Verifies Kafka's protocol selection: only protocols every member supports are candidates,
    each member votes for its most preferred candidate, and the most votes win."""
    connections = [await connect(nodes, "votes") for _ in range(3)]
    members = [
        Member(connections[0], "votes", protocols=(("sticky", b"a"), ("range", b"a"),
                                                   ("roundrobin", b"a"))),
        Member(connections[1], "votes", protocols=(("roundrobin", b"b"), ("range", b"b"))),
        Member(connections[2], "votes", protocols=(("roundrobin", b"c"), ("range", b"c"))),
    ]
    responses = await asyncio.gather(*(m.join() for m in members))
    assert {r.protocol_name for r in responses} == {"roundrobin"}
    leader = next(r for r in responses if r.members)
    assert sorted(bytes(m.metadata) for m in leader.members) == [b"a", b"b", b"c"]


async def test_inconsistent_group_protocol(nodes, connect):
    """Verifies INCONSISTENT_GROUP_PROTOCOL for an empty protocol list, another protocol type, or
    protocols no current member supports."""
    lonely = Member(await connect(nodes, "proto"), "proto", protocols=())
    assert (await lonely.join()).error_code == ErrorCode.INCONSISTENT_GROUP_PROTOCOL
    await stable_group(connect, nodes, "proto")
    connect_type = Member(await connect(nodes, "proto"), "proto", protocol_type="connect")
    assert (await connect_type.join()).error_code == ErrorCode.INCONSISTENT_GROUP_PROTOCOL
    disjoint = Member(await connect(nodes, "proto"), "proto", protocols=(("sticky", b""),))
    assert (await disjoint.join()).error_code == ErrorCode.INCONSISTENT_GROUP_PROTOCOL


async def test_unknown_member_illegal_generation_and_invalid_group(nodes, connect):
    """Verifies UNKNOWN_MEMBER_ID for ids the group does not know (join, sync, heartbeat, also
    for a group that does not exist), ILLEGAL_GENERATION for another generation, INVALID_GROUP_ID
    for an empty group id and INVALID_SESSION_TIMEOUT outside the configured range."""
    (member,) = await stable_group(connect, nodes, "checks")
    stranger = Member(await connect(nodes, "checks"), "checks")
    stranger.member_id, stranger.generation_id = "nobody", 1
    assert (await stranger.join_once()).error_code == ErrorCode.UNKNOWN_MEMBER_ID
    assert (await stranger.sync()).error_code == ErrorCode.UNKNOWN_MEMBER_ID
    assert await stranger.heartbeat() == ErrorCode.UNKNOWN_MEMBER_ID
    ghost = Member(await connect(nodes, "no-such-group"), "no-such-group")
    ghost.member_id, ghost.generation_id = "nobody", 1
    assert (await ghost.join_once()).error_code == ErrorCode.UNKNOWN_MEMBER_ID
    assert await ghost.heartbeat() == ErrorCode.UNKNOWN_MEMBER_ID
    member.generation_id = 7
    assert await member.heartbeat() == ErrorCode.ILLEGAL_GENERATION
    assert (await member.sync()).error_code == ErrorCode.ILLEGAL_GENERATION
    empty = Member(member.connection, "")
    assert (await empty.join()).error_code == ErrorCode.INVALID_GROUP_ID
    assert await empty.heartbeat() == ErrorCode.INVALID_GROUP_ID
    short = Member(member.connection, "checks", session_timeout_ms=10)
    assert (await short.join()).error_code == ErrorCode.INVALID_SESSION_TIMEOUT


async def test_session_timeout_removes_silent_member(nodes, connect):
    """Verifies session timeouts: a member whose heartbeats stop is removed after its
    session.timeout.ms and the group rebalances without it."""
    fast = {"session_timeout_ms": 300}
    active, silent = await stable_group(connect, nodes, "sessions", count=2, **fast)
    assert await active.heartbeat_until(ErrorCode.REBALANCE_IN_PROGRESS)
    rejoined = await active.join()
    assert rejoined.generation_id == 2
    assert [m.member_id for m in rejoined.members] == [active.member_id]
    assert await silent.heartbeat() == ErrorCode.UNKNOWN_MEMBER_ID


async def test_rebalance_timeout_drops_members_that_do_not_rejoin(nodes, connect):
    """Verifies the rebalance timeout: when a rebalance starts, a dynamic member that does not
    rejoin within the group's rebalance timeout is dropped and the others complete without it."""
    (old,) = await stable_group(connect, nodes, "slow", rebalance_timeout_ms=300)
    newcomer = Member(await connect(nodes, "slow"), "slow", rebalance_timeout_ms=300)
    response = await newcomer.join()  # `old` never rejoins
    assert response.generation_id == 2 and response.leader == newcomer.member_id
    assert [m.member_id for m in response.members] == [newcomer.member_id]
    assert await old.heartbeat() == ErrorCode.UNKNOWN_MEMBER_ID


async def test_members_without_sync_group_are_removed(nodes, connect):
    """Verifies Kafka's pending-sync expiry: members that got their JoinGroup answer but send no
    SyncGroup within the rebalance timeout are removed and the group rebalances."""
    members = [Member(await connect(nodes, "nosync"), "nosync", rebalance_timeout_ms=300)
               for _ in range(2)]
    responses = await asyncio.gather(*(m.join() for m in members))
    leader = next(m for m, r in zip(members, responses, strict=True) if r.members)
    follower = next(m for m in members if m is not leader)
    assert (await leader.sync({leader.member_id: b"x"})).error_code == ErrorCode.NONE
    assert await leader.heartbeat_until(ErrorCode.REBALANCE_IN_PROGRESS)
    rejoined = await leader.join()
    assert [m.member_id for m in rejoined.members] == [leader.member_id]
    assert await follower.heartbeat() == ErrorCode.UNKNOWN_MEMBER_ID


async def test_leader_rejoin_in_stable_group_forces_rebalance(nodes, connect):
    """Verifies that the leader rejoining a Stable group starts a new generation (how consumers
    react to metadata changes), while a follower rejoining with unchanged metadata gets the
    current generation back."""
    leader, follower = await stable_group(connect, nodes, "rejoin", count=2)
    same = await follower.join()
    assert same.error_code == ErrorCode.NONE and same.generation_id == 1
    assert (await describe(leader.connection, "rejoin")).group_state == "Stable"
    rejoining = asyncio.ensure_future(leader.join())
    assert await follower.heartbeat_until(ErrorCode.REBALANCE_IN_PROGRESS)
    await follower.join()
    assert (await rejoining).generation_id == 2


async def test_sync_group_v5_checks_protocol_type_and_name(nodes, connect):
    """Verifies SyncGroup v5 (KIP-559): a protocol type or name other than the group's is
    INCONSISTENT_GROUP_PROTOCOL; matching ones are echoed back."""
    member = Member(await connect(nodes, "sync5"), "sync5")
    await member.join()
    wrong = await member.sync({}, protocol_type="connect")
    assert wrong.error_code == ErrorCode.INCONSISTENT_GROUP_PROTOCOL
    wrong = await member.sync({}, protocol_type="consumer", protocol_name="sticky")
    assert wrong.error_code == ErrorCode.INCONSISTENT_GROUP_PROTOCOL
    right = await member.sync({member.member_id: b"a"}, protocol_type="consumer",
                              protocol_name="range")
    assert (right.error_code, right.protocol_type, right.protocol_name) == (
        ErrorCode.NONE, "consumer", "range")


# --- LeaveGroup -----------------------------------------------------------------------------


async def test_leave_group_v0_and_batched_v3(nodes, connect):
    """Verifies LeaveGroup: v0-2 one member with its error at top level; v3+ a batch with
    per-member errors; the remaining member is told to rebalance and the group empties when the
    last member leaves (generation bumped)."""
    first, second, third = await stable_group(connect, nodes, "leaving", count=3)
    connection = await connect(nodes, "leaving")
    response = await connection.send(
        LeaveGroupRequest(group_id="leaving", member_id=third.member_id), 0)
    assert response.error_code == ErrorCode.NONE
    response = await connection.send(
        LeaveGroupRequest(group_id="leaving", member_id="unknown"), 1)
    assert response.error_code == ErrorCode.UNKNOWN_MEMBER_ID
    assert await first.heartbeat_until(ErrorCode.REBALANCE_IN_PROGRESS)
    response = await connection.send(LeaveGroupRequest(group_id="leaving", members=[
        MemberIdentity(member_id=second.member_id),
        MemberIdentity(member_id=first.member_id, reason="shutdown"),
        MemberIdentity(member_id="unknown")]), 5)
    assert response.error_code == ErrorCode.NONE
    assert [(m.member_id, m.error_code) for m in response.members] == [
        (second.member_id, ErrorCode.NONE), (first.member_id, ErrorCode.NONE),
        ("unknown", ErrorCode.UNKNOWN_MEMBER_ID)]
    state = await describe(connection, "leaving")
    assert (state.group_state, state.members) == ("Empty", [])
    response = await connection.send(LeaveGroupRequest(group_id="absent", members=[
        MemberIdentity(member_id="m")]), 3)
    assert [m.error_code for m in response.members] == [ErrorCode.UNKNOWN_MEMBER_ID]


# --- static membership (KIP-345) ------------------------------------------------------------


async def test_static_member_rejoin_keeps_generation_and_assignment(nodes, connect):
    """Verifies KIP-345/KIP-814: a static member restarting (empty member id, same instance id)
    in a Stable group gets a new member id without a rebalance, keeps its assignment, is told to
    skip assignment when it is the v9 leader, and its old id is fenced (FENCED_INSTANCE_ID)."""
    static = [Member(await connect(nodes, "static-2"), "static-2", instance_id=f"i-{n}")
              for n in range(2)]
    responses = await asyncio.gather(*(m.join() for m in static))
    assert all(r.error_code == ErrorCode.NONE for r in responses)  # no MEMBER_ID_REQUIRED
    lead = next(m for m, r in zip(static, responses, strict=True) if r.members)
    other = next(m for m in static if m is not lead)
    assert {m.group_instance_id for m in lead.last_join.members} == {"i-0", "i-1"}
    await asyncio.gather(lead.sync({lead.member_id: b"L", other.member_id: b"O"}), other.sync())

    restarted = Member(await connect(nodes, "static-2"), "static-2",
                       instance_id=lead.instance_id)
    response = await restarted.join_once()
    assert response.error_code == ErrorCode.NONE and response.generation_id == 1
    assert response.member_id != lead.member_id
    assert response.skip_assignment and response.leader == response.member_id
    assert len(response.members) == 2
    assert bytes((await restarted.sync()).assignment) == b"L"
    assert await lead.heartbeat() == ErrorCode.FENCED_INSTANCE_ID
    assert (await lead.sync()).error_code == ErrorCode.FENCED_INSTANCE_ID
    assert await other.heartbeat() == ErrorCode.NONE  # no rebalance happened

    older = Member(await connect(nodes, "static-2"), "static-2", instance_id=other.instance_id,
                   version=5)
    response = await older.join_once()
    # Before v9 a non-leader is simply given the current generation and leader.
    assert (response.generation_id, response.leader, response.skip_assignment) == (
        1, restarted.member_id, False)
    assert await other.heartbeat() == ErrorCode.FENCED_INSTANCE_ID


async def test_static_member_removed_by_instance_id(nodes, connect):
    """Verifies the KIP-345 admin path: LeaveGroup v3+ naming only a group.instance.id removes
    that static member; a member id that does not hold the instance id is FENCED_INSTANCE_ID."""
    (member,) = await stable_group(connect, nodes, "static-leave", instance_id="pod-1")
    connection = await connect(nodes, "static-leave")
    response = await connection.send(LeaveGroupRequest(group_id="static-leave", members=[
        MemberIdentity(member_id="impostor", group_instance_id="pod-1")]), 3)
    assert response.members[0].error_code == ErrorCode.FENCED_INSTANCE_ID
    response = await connection.send(LeaveGroupRequest(group_id="static-leave", members=[
        MemberIdentity(group_instance_id="pod-1"), MemberIdentity(group_instance_id="pod-9")]), 4)
    assert [m.error_code for m in response.members] == [ErrorCode.NONE,
                                                         ErrorCode.UNKNOWN_MEMBER_ID]
    assert await member.heartbeat() == ErrorCode.UNKNOWN_MEMBER_ID


# --- offsets --------------------------------------------------------------------------------


async def test_simple_commit_and_fetch_across_versions(nodes, connect):
    """Verifies that a commit with generation -1 (no group management) creates an Empty group with
    offsets; OffsetFetch returns them at every version Kafka 4 serves (leader epoch from v5,
    null topic list from v2, several groups from v8), and -1 with no error for partitions never committed."""
    connection = await connect(nodes, "simple")
    for version in (2, 6, 8, 9):
        errors = await commit(connection, "simple", {("orders", 0): 10 + version,
                                                     ("orders", 1): 20}, version=version,
                              metadata=f"v{version}")
        assert set(errors.values()) == {ErrorCode.NONE}
    for version in range(1, 8):
        error, partitions = await fetch_offsets(connection, "simple",
                                                [("orders", 0), ("orders", 5)], version=version)
        epoch = 3 if version >= 5 else -1
        assert error == ErrorCode.NONE
        assert partitions[("orders", 0)] == (19, epoch, "v9", ErrorCode.NONE)
        assert partitions[("orders", 5)] == (-1, -1, "", ErrorCode.NONE)
    error, everything = await fetch_offsets(connection, "simple", None, version=2)
    assert sorted(everything) == [("orders", 0), ("orders", 1)]
    response = await connection.send(OffsetFetchRequest(groups=[
        OffsetFetchRequestGroup(group_id="simple", topics=None),
        OffsetFetchRequestGroup(group_id="never-committed", member_id="m", member_epoch=4,
                                topics=[OffsetFetchRequestTopics(name="orders",
                                                                 partition_indexes=[2])]),
    ], require_stable=True), 9)
    by_group = {g.group_id: g for g in response.groups}
    assert sorted(p.partition_index for p in by_group["simple"].topics[0].partitions) == [0, 1]
    unknown = by_group["never-committed"].topics[0].partitions[0]
    assert (unknown.committed_offset, unknown.error_code) == (-1, ErrorCode.NONE)
    state = await describe(connection, "simple")
    assert (state.group_state, state.protocol_type) == ("Empty", "")


async def test_commit_checks_member_generation_and_state(nodes, connect):
    """Verifies Kafka's commit checks for a managed group: the member's own generation commits;
    another generation is ILLEGAL_GENERATION, an unknown member UNKNOWN_MEMBER_ID, a commit
    without member id while the group has members UNKNOWN_MEMBER_ID, and a commit during
    CompletingRebalance REBALANCE_IN_PROGRESS."""
    (member,) = await stable_group(connect, nodes, "managed")
    assert await member.commit({("orders", 2): 5}) == {("orders", 2): ErrorCode.NONE}
    assert await member.commit({("orders", 2): 6}, generation_id=9) == {
        ("orders", 2): ErrorCode.ILLEGAL_GENERATION}
    connection = member.connection
    assert await commit(connection, "managed", {("orders", 2): 7}, generation_id=1,
                        member_id="nobody") == {("orders", 2): ErrorCode.UNKNOWN_MEMBER_ID}
    assert await commit(connection, "managed", {("orders", 2): 7}) == {
        ("orders", 2): ErrorCode.UNKNOWN_MEMBER_ID}
    await member.join()  # the leader rejoins alone: CompletingRebalance until it syncs
    assert (await describe(connection, "managed")).group_state == "CompletingRebalance"
    assert await member.commit({("orders", 2): 8}) == {
        ("orders", 2): ErrorCode.REBALANCE_IN_PROGRESS}
    _, partitions = await fetch_offsets(connection, "managed", [("orders", 2)])
    assert partitions[("orders", 2)][0] == 5


async def test_commit_partition_and_group_errors(nodes, connect):
    """Verifies per-partition UNKNOWN_TOPIC_OR_PARTITION (unknown topic or partition) and
    OFFSET_METADATA_TOO_LARGE (over offset.metadata.max.bytes), and that a commit with a
    generation for a group that does not exist is ILLEGAL_GENERATION before v9 and
    GROUP_ID_NOT_FOUND from v9, as Kafka 4 answers."""
    connection = await connect(nodes, "errors")
    errors = await commit(connection, "errors", {("orders", 0): 1, ("orders", 6): 1,
                                                 ("nope", 0): 1})
    assert errors == {("orders", 0): ErrorCode.NONE, ("orders", 6):
                      ErrorCode.UNKNOWN_TOPIC_OR_PARTITION,
                      ("nope", 0): ErrorCode.UNKNOWN_TOPIC_OR_PARTITION}
    errors = await commit(connection, "errors", {("orders", 0): 2}, metadata="x" * 5000)
    assert errors == {("orders", 0): ErrorCode.OFFSET_METADATA_TOO_LARGE}
    for version, expected in ((8, ErrorCode.ILLEGAL_GENERATION),
                              (9, ErrorCode.GROUP_ID_NOT_FOUND)):
        connection = await connect(nodes, "ghost")
        errors = await commit(connection, "ghost", {("orders", 0): 1}, version=version,
                              generation_id=1, member_id="m")
        assert errors == {("orders", 0): expected}


async def test_commits_are_records_in_consumer_offsets(nodes, connect):
    """Verifies that commits are appended to the group's __consumer_offsets partition in Kafka's
    record format and are loaded back when the partition is loaded again (coordinator
    failover replays the log)."""
    connection = await connect(nodes, "durable")
    await commit(connection, "durable", {("orders", 3): 33}, metadata="m")
    node = coordinator_of(nodes, "durable")
    partition = node.groups.partition_for("durable")
    log = node.replica_manager.get_partition(OFFSETS_TOPIC, partition).log
    assert log.log_end_offset >= 1
    node.groups._unload(partition)  # as on losing leadership: state is dropped
    assert "durable" not in node.groups.groups
    _, partitions = await fetch_offsets(connection, "durable", [("orders", 3)])
    assert partitions[("orders", 3)][:3] == (33, 3, "m")


async def test_offsets_survive_coordinator_failover(connect):
    """Verifies that committed offsets survive the coordinator's broker stopping: the new leader
    of the __consumer_offsets partition coordinates the group and serves the offsets from its
    replica of the log."""
    async with running_cluster(brokers=3) as (cluster, nodes):
        group_id = "failover"
        old = coordinator_of(nodes, group_id)
        connection = await KafkaConnection.connect("127.0.0.1", old.port)
        errors = await commit(connection, group_id, {("orders", 4): 44})
        assert errors == {("orders", 4): ErrorCode.NONE}
        await connection.close()
        survivors, new = await fail_over_coordinator(cluster, nodes, group_id)  # a crash
        connection = await KafkaConnection.connect("127.0.0.1", survivors[0].port)
        try:
            found = await connection.send(FindCoordinatorRequest(key=group_id), 3)
            assert found.node_id == new.node_id
        finally:
            await connection.close()
        connection = await connect(survivors, group_id)
        _, partitions = await fetch_offsets(connection, group_id, [("orders", 4)])
        assert partitions[("orders", 4)][0] == 44


async def test_group_membership_survives_coordinator_failover(connect):
    """Verifies that a Stable group's membership is stored in __consumer_offsets (Kafka's
    GroupMetadata record, written when the leader's assignment completes the rebalance) and
    that the new coordinator after a failover restores it: members heartbeat with NONE at the
    same generation and DescribeGroups shows the same members, protocol and assignments."""
    async with running_cluster(brokers=3) as (cluster, nodes):
        group_id = "membership"
        leader, follower = await stable_group(connect, nodes, group_id, count=2)
        generation = leader.generation_id
        before = await describe(await connect(nodes, group_id), group_id)
        survivors, new = await fail_over_coordinator(cluster, nodes, group_id)
        for member in (leader, follower):
            member.connection = await connect(survivors, group_id)
            assert await member.heartbeat() == ErrorCode.NONE
        after = await describe(await connect(survivors, group_id), group_id)
        assert (after.error_code, after.group_state, after.protocol_type,
                after.protocol_data) == (ErrorCode.NONE, "Stable", "consumer", "range")
        restored = new.groups.groups[group_id]
        assert (restored.generation_id, restored.leader_id) == (generation, leader.member_id)

        def summary(group):
            return sorted((m.member_id, m.group_instance_id, m.client_id, m.client_host,
                           bytes(m.member_metadata), bytes(m.member_assignment))
                          for m in group.members)
        assert summary(after) == summary(before)
        assert {m.member_id for m in after.members} == {leader.member_id, follower.member_id}
        assert [(m.session_timeout_ms, m.rebalance_timeout_ms)
                for m in restored.members.values()] == [(10000, 5000), (10000, 5000)]
        # The restored group rebalances as usual, its generation counting on from the stored one.
        rejoined = await asyncio.gather(leader.join(), follower.join())
        assert [r.generation_id for r in rejoined] == [generation + 1] * 2


async def test_failed_group_metadata_append_fails_the_sync_and_rebalances(nodes, connect):
    """Verifies Kafka's handling of a group metadata append that fails when the leader's
    assignment is stored: SyncGroup waiters get the mapped error (NOT_ENOUGH_REPLICAS becomes
    COORDINATOR_NOT_AVAILABLE), the group rebalances instead of going Stable, and the next
    rebalance completes once appends succeed again."""
    coordinator = coordinator_of(nodes, "unstored")
    storage = coordinator.groups.storage
    members = [Member(await connect(nodes, "unstored"), "unstored") for _ in range(2)]
    await asyncio.gather(*(member.join() for member in members))
    leader = next(m for m in members if m.last_join.leader == m.member_id)
    working = storage.start_append

    def failing(partition, leader_epoch, records):
        future = asyncio.get_running_loop().create_future()
        future.set_result(ErrorCode.NOT_ENOUGH_REPLICAS)
        return future
    follower = next(m for m in members if m is not leader)
    waiting = asyncio.ensure_future(follower.sync())
    group = coordinator.groups.groups["unstored"]
    async def follower_waits():
        while not group.members[follower.member_id].is_awaiting_sync:
            await asyncio.sleep(0.01)
    await asyncio.wait_for(follower_waits(), WAIT)
    storage.start_append = failing
    try:
        results = [await leader.sync({m.member_id: b"x" for m in members}), await waiting]
    finally:
        storage.start_append = working
    assert [r.error_code for r in results] == [ErrorCode.COORDINATOR_NOT_AVAILABLE] * 2
    assert coordinator.groups.groups["unstored"].state.value == "PreparingRebalance"
    await asyncio.gather(*(member.join() for member in members))
    results = await asyncio.gather(*(
        m.sync({m.member_id: b"y" for m in members} if m is leader else None)
        for m in members))
    assert [r.error_code for r in results] == [ErrorCode.NONE] * 2


async def test_static_members_and_empty_groups_survive_coordinator_failover(connect):
    """Verifies that static members come back with their group instance ids after a failover
    (so a rejoin with the instance id is not fenced and keeps the generation, KIP-345), and that
    a group that became Empty (Kafka's record with no members) comes back Empty with its
    generation, so its next rebalance continues the generation count."""
    async with running_cluster(brokers=3) as (cluster, nodes):
        # Both groups on one __consumer_offsets partition, so one failover moves both.
        count = nodes[0].groups.partition_count
        emptied = next(name for name in (f"emptied-{n}" for n in range(100))
                       if offsets_partition_for(name, count)
                       == offsets_partition_for("static", count))
        (static,) = await stable_group(connect, nodes, "static", count=1,
                                       instance_id="instance-1")
        (gone,) = await stable_group(connect, nodes, emptied, count=1)
        response = await gone.connection.send(LeaveGroupRequest(
            group_id=emptied, member_id=gone.member_id), 0)
        assert response.error_code == ErrorCode.NONE
        coordinator = coordinator_of(nodes, emptied)
        assert await cluster.wait_until(
            lambda: coordinator.groups.groups[emptied].state.value == "Empty", WAIT,
            interval=0.02)
        assert coordinator.groups.groups[emptied].generation_id == gone.generation_id + 1
        survivors, new = await fail_over_coordinator(cluster, nodes, "static")
        group = await describe(await connect(survivors, emptied), emptied)
        assert (group.error_code, group.group_state, group.protocol_type, group.members) == (
            ErrorCode.NONE, "Empty", "consumer", [])
        assert new.groups.groups[emptied].generation_id == gone.generation_id + 1
        newcomer = Member(await connect(survivors, emptied), emptied)
        assert (await newcomer.join()).generation_id == gone.generation_id + 2

        static.connection = await connect(survivors, "static")
        assert await static.heartbeat() == ErrorCode.NONE
        group = await describe(await connect(survivors, "static"), "static")
        assert [(m.member_id, m.group_instance_id) for m in group.members] == [
            (static.member_id, "instance-1")]
        generation = static.generation_id
        static.member_id = ""
        response = await static.join()
        assert (response.error_code, response.generation_id) == (ErrorCode.NONE, generation)


# --- DescribeGroups and ListGroups ----------------------------------------------------------


async def test_describe_groups(nodes, connect):
    """Verifies DescribeGroups: a Stable group shows protocol, members with client id/host,
    metadata and assignment; an unknown group is Dead with no error before v6 and
    GROUP_ID_NOT_FOUND with a message from v6 (KIP-1043, as Kafka 4.4.0 answers); v3+ reports
    the group operations Kafka allows without an authorizer when asked; v4+ the instance ids."""
    leader, follower = await stable_group(connect, nodes, "described", count=2,
                                          instance_id=None)
    connection = await connect(nodes, "described")
    for version in range(0, 7):
        group = await describe(connection, "described", version=version)
        assert (group.error_code, group.group_state, group.protocol_type,
                group.protocol_data) == (ErrorCode.NONE, "Stable", "consumer", "range")
        members = {m.member_id: m for m in group.members}
        assert set(members) == {leader.member_id, follower.member_id}
        member = members[leader.member_id]
        assert (member.client_id, member.client_host) == ("tester", "/127.0.0.1")
        assert bytes(member.member_metadata) == b"range-metadata"
        assert bytes(member.member_assignment) == b"assignment-0"
    assert (await describe(connection, "described", 3)).authorized_operations == -(2**31)
    group = await describe(connection, "described", 3, include_operations=True)
    # READ, DELETE, DESCRIBE, DESCRIBE_CONFIGS, ALTER_CONFIGS: what Kafka 4 reports (3400)
    assert group.authorized_operations == 3400
    unknown = await describe(await connect(nodes, "unknown-group"), "unknown-group")
    assert (unknown.error_code, unknown.group_state, unknown.members) == (
        ErrorCode.NONE, "Dead", [])
    unknown = await describe(await connect(nodes, "unknown-group"), "unknown-group", 6,
                             include_operations=True)
    assert (unknown.error_code, unknown.error_message, unknown.group_state,
            unknown.authorized_operations) == (ErrorCode.GROUP_ID_NOT_FOUND,
                                               "Group unknown-group not found.", "Dead", -(2**31))
    joining = Member(await connect(nodes, "described"), "described")
    pending = asyncio.ensure_future(joining.join())
    await leader.heartbeat_until(ErrorCode.REBALANCE_IN_PROGRESS)
    group = await describe(connection, "described")
    assert (group.group_state, group.protocol_data) == ("PreparingRebalance", "")
    assert all(bytes(m.member_metadata) == b"" for m in group.members)
    await asyncio.gather(leader.join(), follower.join(), pending)


async def test_list_groups_with_state_and_type_filters(nodes, connect):
    """Verifies ListGroups: every group of the coordinator with its protocol type; v4+ filters
    by state case-insensitively and reports it; v5+ filters by type, all groups being classic."""
    await stable_group(connect, nodes, "listed-stable")
    await commit(await connect(nodes, "listed-simple"), "listed-simple", {("orders", 0): 1})
    connection = await connect(nodes)
    response = await connection.send(ListGroupsRequest(), 0)
    listed = {g.group_id: g.protocol_type for g in response.groups}
    assert listed == {"listed-stable": "consumer", "listed-simple": ""}
    response = await connection.send(ListGroupsRequest(states_filter=["stable"]), 4)
    assert [(g.group_id, g.group_state) for g in response.groups] == [("listed-stable",
                                                                        "Stable")]
    response = await connection.send(ListGroupsRequest(types_filter=["Classic"]), 5)
    assert {g.group_type for g in response.groups} == {"classic"}
    assert len(response.groups) == 2
    response = await connection.send(ListGroupsRequest(types_filter=["consumer"]), 5)
    assert response.groups == []
