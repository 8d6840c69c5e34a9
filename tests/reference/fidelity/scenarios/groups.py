"""Classic consumer groups: finding the coordinator, a member's whole life (join, sync,
heartbeat, commit, fetch offsets, leave), and the errors on the way.

The coordinator is the leader of a `__consumer_offsets` partition, placed by each cluster its
own way, so which broker it is is not compared: only that it is one."""

from __future__ import annotations

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
from tests.reference.fidelity.registry import scenario

GROUP = "Groups"
SUBSCRIPTION = b"\x00\x01\x00\x00\x00\x01\x00\x05topic\xff\xff\xff\xff"


async def coordinator(k, group: str):
    """The group's coordinator, once FindCoordinator finds one (the offsets topic may first
    have to be created) and it has loaded the group's offsets partition."""
    async def find():
        response = await k.request(k.any_broker(), FindCoordinatorRequest(key=group), 3)
        node = k.nodes.get(response.node_id) if response.error_code == 0 else None
        if node is None:
            return None
        described = await k.request(node, DescribeGroupsRequest(groups=[group]), 5)
        return node if described.groups[0].error_code == 0 else None

    return await k.wait_until(find, f"a loaded coordinator for {group}", timeout=60)


def _join(group, member_id="", session_timeout_ms=10_000, instance=None):
    return JoinGroupRequest(group_id=group, session_timeout_ms=session_timeout_ms,
                            rebalance_timeout_ms=10_000, member_id=member_id,
                            group_instance_id=instance, protocol_type="consumer",
                            protocols=[JoinGroupRequestProtocol(name="range",
                                                                metadata=SUBSCRIPTION)])


def _where(response):
    """A FindCoordinator answer with the coordinator's identity reduced to 'a broker'."""
    if response is None:
        return None
    for holder in [response, *response.coordinators]:
        holder.node_id = 1 if holder.node_id >= 0 else holder.node_id
        holder.port = 1 if holder.port > 0 else holder.port
    return response


@scenario(GROUP, "FindCoordinator at every version")
async def find_coordinator(k):
    group = k.new_name("-group")
    await coordinator(k, group)
    for version in range(0, 7):
        request = FindCoordinatorRequest(key=group, key_type=0) if version < 4 else \
            FindCoordinatorRequest(key_type=0, coordinator_keys=[group])
        response = await k.request(k.any_broker(), request, version)
        k.observe(f"FindCoordinator v{version}", _where(response))


@scenario(GROUP, "FindCoordinator for a transaction and an unknown key type")
async def find_coordinator_key_types(k):
    for key_type in (1, 2, 7):
        response = await k.request(k.any_broker(), FindCoordinatorRequest(
            key_type=key_type, coordinator_keys=["fidelity-x"]), 4)
        k.observe(f"key type {key_type}", _where(response))


@scenario(GROUP, "FindCoordinator refuses share keys of other shapes and below v6")
async def find_coordinator_share_keys(k):
    topic_id = "C2r9qPK9TLe5yluhwOOtKg"
    malformed = ["fidelity-x", f"g:{topic_id}", f"g:{topic_id}:x", f" :{topic_id}:0",
                 f"g:{topic_id}=:0", "g:100a4857-e161-420f-b322-5eb1a4240378:0",
                 f"g:{topic_id}:2147483648", f"g:{topic_id}:0 ", "g::0"]
    response = await k.request(k.any_broker(), FindCoordinatorRequest(
        key_type=2, coordinator_keys=malformed), 6)
    k.observe("malformed keys at v6", _where(response))
    for version in (4, 5):
        response = await k.request(k.any_broker(), FindCoordinatorRequest(
            key_type=2, coordinator_keys=[f"g:{topic_id}:0"]), version)
        k.observe(f"a share key at v{version}", _where(response))
    for version in (1, 3):
        response = await k.request(k.any_broker(), FindCoordinatorRequest(
            key_type=2, key=f"g:{topic_id}:0"), version)
        k.observe(f"a share key at v{version}", _where(response))
    for version in (3, 6):
        request = FindCoordinatorRequest(key_type=3, key="fidelity-x") if version < 4 else \
            FindCoordinatorRequest(key_type=3, coordinator_keys=["fidelity-x", "fidelity-y"])
        response = await k.request(k.any_broker(), request, version)
        k.observe(f"key type 3 at v{version}", _where(response))


@scenario(GROUP, "a member's life: join, sync, heartbeat, commit, fetch, leave", timeout=90)
async def member_life(k):
    topic = await k.topic()
    group = k.new_name("-group")
    node = await coordinator(k, group)
    first = await k.send(node, _join(group), 9, label="JoinGroup without a member id")
    member = first.member_id
    joined = await k.send(node, _join(group, member), 9, label="JoinGroup with it")
    generation = joined.generation_id
    await k.send(node, SyncGroupRequest(group_id=group, generation_id=generation,
                                        member_id=member, protocol_type="consumer",
                                        protocol_name="range", assignments=[
        SyncGroupRequestAssignment(member_id=member, assignment=b"\x00\x01assignment")]), 5)
    await k.send(node, HeartbeatRequest(group_id=group, generation_id=generation,
                                        member_id=member), 4)
    await k.send(node, OffsetCommitRequest(
        group_id=group, generation_id_or_member_epoch=generation, member_id=member, topics=[
            OffsetCommitRequestTopic(name=topic.name, partitions=[
                OffsetCommitRequestPartition(partition_index=0, committed_offset=3,
                                             committed_metadata="m")])]), 9)
    await k.send(node, OffsetFetchRequest(groups=[OffsetFetchRequestGroup(
        group_id=group, topics=[OffsetFetchRequestTopics(name=topic.name,
                                                         partition_indexes=[0, 1])])]), 9)
    described = await k.request(node, DescribeGroupsRequest(groups=[group]), 5)
    k.observe("DescribeGroups v5", described)
    await k.send(node, LeaveGroupRequest(group_id=group, members=[MemberIdentity(
        member_id=member)]), 5)
    await k.send(node, HeartbeatRequest(group_id=group, generation_id=generation,
                                        member_id=member), 4, label="Heartbeat after leaving")


@scenario(GROUP, "JoinGroup before and after member ids were required")
async def join_versions(k):
    group = k.new_name("-group")
    node = await coordinator(k, group)
    for version in (3, 4, 7):
        await k.send(node, _join(group), version, label=f"JoinGroup v{version}", timeout=15)


@scenario(GROUP, "JoinGroup with an invalid session timeout")
async def join_bad_timeout(k):
    group = k.new_name("-group")
    node = await coordinator(k, group)
    for timeout in (10, 10_000_000):
        await k.send(node, _join(group, session_timeout_ms=timeout), 9,
                     label=f"session timeout {timeout}")


@scenario(GROUP, "JoinGroup at a broker that is not the coordinator")
async def join_not_coordinator(k):
    group = k.new_name("-group")
    node = await coordinator(k, group)
    other = next(n for n in k.nodes.values() if n.node_id != node.node_id)
    await k.send(other, _join(group), 9)


@scenario(GROUP, "Heartbeat, SyncGroup and LeaveGroup of an unknown group")
async def unknown_group(k):
    group = k.new_name("-group")
    node = await coordinator(k, group)
    await k.send(node, HeartbeatRequest(group_id=group, generation_id=1, member_id="m"), 4)
    await k.send(node, SyncGroupRequest(group_id=group, generation_id=1, member_id="m",
                                        assignments=[]), 5)
    await k.send(node, LeaveGroupRequest(group_id=group, members=[MemberIdentity(
        member_id="m")]), 5)


@scenario(GROUP, "OffsetCommit and OffsetFetch without a group generation")
async def simple_commit(k):
    topic = await k.topic(partitions=2)
    group = k.new_name("-group")
    node = await coordinator(k, group)
    await k.send(node, OffsetCommitRequest(group_id=group, generation_id_or_member_epoch=-1,
                                           member_id="", topics=[
        OffsetCommitRequestTopic(name=topic.name, partitions=[
            OffsetCommitRequestPartition(partition_index=0, committed_offset=5),
            OffsetCommitRequestPartition(partition_index=1, committed_offset=7,
                                         committed_leader_epoch=0)]),
        OffsetCommitRequestTopic(name=k.new_name("-missing"), partitions=[
            OffsetCommitRequestPartition(partition_index=0, committed_offset=1)])]), 8)
    for version in (1, 5, 7):
        await k.send(node, OffsetFetchRequest(group_id=group, topics=[OffsetFetchRequestTopic(
            name=topic.name, partition_indexes=[0, 1, 2])]), version)
    await k.send(node, OffsetFetchRequest(group_id=group, topics=None), 7, label="all topics")


@scenario(GROUP, "OffsetCommit with an unknown member of an empty group")
async def commit_unknown_member(k):
    topic = await k.topic()
    group = k.new_name("-group")
    node = await coordinator(k, group)
    for version in (2, 8, 9):
        await k.send(node, OffsetCommitRequest(
            group_id=group, generation_id_or_member_epoch=3, member_id="nobody", topics=[
                OffsetCommitRequestTopic(name=topic.name, partitions=[
                    OffsetCommitRequestPartition(partition_index=0, committed_offset=1)])]),
            version)


@scenario(GROUP, "removed OffsetCommit and OffsetFetch versions")
async def removed_versions(k):
    group = k.new_name("-group")
    node = await coordinator(k, group)
    # by hand: the 4.4.0 schemas (and our codecs) no longer have them (KIP-896)
    await k.send_raw(node, 8, 1, b"", flexible_header=False, label="OffsetCommit v1")
    await k.send_raw(node, 9, 0, b"", flexible_header=False, label="OffsetFetch v0")


@scenario(GROUP, "DescribeGroups of an unknown group")
async def describe_unknown(k):
    group = k.new_name("-group")
    node = await coordinator(k, group)
    for version in (0, 3, 5):
        await k.send(node, DescribeGroupsRequest(groups=[group],
                                                 include_authorized_operations=version >= 3),
                     version)


@scenario(GROUP, "ListGroups with filters")
async def list_groups(k):
    group = k.new_name("-group")
    node = await coordinator(k, group)
    await k.request(node, OffsetCommitRequest(group_id=group, topics=[]), 8)
    joined = await k.request(node, _join(group), 9)
    await k.request(node, _join(group, joined.member_id), 9)

    async def listed():
        # Kafka 4's coordinator lists what its log has committed: a new group shows up soon.
        response = await k.request(node, ListGroupsRequest(), 5)
        return any(g.group_id == group for g in response.groups)

    await k.wait_until(listed, f"{group} listed")
    for version, states, types in ((0, [], []), (4, ["PreparingRebalance", "CompletingRebalance"],
                                                 []), (5, [], ["classic"]),
                                   (5, [], ["consumer"])):
        response = await k.request(node, ListGroupsRequest(states_filter=states,
                                                           types_filter=types), version)
        response.groups = [g for g in response.groups if g.group_id == group]
        k.observe(f"ListGroups v{version} {states} {types}", response)
