"""DeleteGroups and OffsetDelete (what `kafka-consumer-groups --delete` and `--delete-offsets`
send): the group rules (unknown, non-empty, empty, not the coordinator), the subscribed-topic
rule for classic and KIP-848 consumer groups, unknown topics and partitions, and share groups
(Kafka 4.4's GroupCoordinatorService.deleteGroups / deleteOffsets).

Kafka answers DeleteGroups' results in the order of its hash maps, so results are sorted by
group id before they are observed; each request is sent to the group's coordinator."""

from __future__ import annotations

from kafkasim.protocol.messages.delete_groups import DeleteGroupsRequest
from kafkasim.protocol.messages.describe_groups import DescribeGroupsRequest
from kafkasim.protocol.messages.join_group import JoinGroupRequest, JoinGroupRequestProtocol
from kafkasim.protocol.messages.leave_group import LeaveGroupRequest, MemberIdentity
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
from kafkasim.protocol.messages.share_group_describe import ShareGroupDescribeRequest
from kafkasim.protocol.messages.sync_group import SyncGroupRequest, SyncGroupRequestAssignment
from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.scenarios.consumer_groups import Members
from tests.reference.fidelity.scenarios.groups import coordinator
from tests.reference.fidelity.scenarios.share_groups import ShareMembers, share_coordinator

GROUPS = "Groups"
CONSUMER = "Consumer groups"
SHARE = "Share groups"


def subscription(*topics: str) -> bytes:
    """A ConsumerProtocolSubscription v1 of `topics` (no user data, no owned partitions)."""
    body = len(topics).to_bytes(4, "big")
    for topic in topics:
        body += len(topic).to_bytes(2, "big") + topic.encode()
    return b"\x00\x01" + body + b"\xff\xff\xff\xff" + b"\x00\x00\x00\x00"


async def delete_groups(k, node, groups: list[str], version: int = 2, label: str = ""):
    """DeleteGroups, its results sorted by group id (Kafka's come in hash-map order)."""
    response = await k.request(node, DeleteGroupsRequest(groups_names=groups), version)
    response.results.sort(key=lambda result: result.group_id)
    k.observe(label or f"DeleteGroups v{version}", response)
    return response


def offset_delete(group: str, topics: dict[str, list[int]]) -> OffsetDeleteRequest:
    return OffsetDeleteRequest(group_id=group, topics=[
        OffsetDeleteRequestTopic(name=name, partitions=[
            OffsetDeleteRequestPartition(partition_index=p) for p in partitions])
        for name, partitions in topics.items()])


async def commit(k, node, group: str, offsets: dict[tuple[str, int], int], *,
                 generation: int = -1, member: str = "", version: int = 8) -> None:
    """OffsetCommit (not recorded: scenarios observe what deletion does to it)."""
    topics: dict[str, list] = {}
    for (topic, partition), offset in offsets.items():
        topics.setdefault(topic, []).append(OffsetCommitRequestPartition(
            partition_index=partition, committed_offset=offset))
    response = await k.request(node, OffsetCommitRequest(
        group_id=group, generation_id_or_member_epoch=generation, member_id=member,
        topics=[OffsetCommitRequestTopic(name=name, partitions=parts)
                for name, parts in topics.items()]), version)
    k.observe("OffsetCommit (setup)", [p.error_code for t in response.topics
                                       for p in t.partitions])


async def fetch_all(k, node, group: str, label: str) -> None:
    """OffsetFetch v7 of every topic, topics and partitions sorted."""
    response = await k.request(node, OffsetFetchRequest(group_id=group, topics=None), 7)
    response.topics.sort(key=lambda t: t.name)
    for topic in response.topics:
        topic.partitions.sort(key=lambda p: p.partition_index)
    k.observe(label, response)


async def stable_member(k, node, group: str, *, protocol_type: str = "consumer",
                        metadata: bytes = b"") -> tuple[str, int]:
    """One member that joined and synced a classic group alone (not recorded): (member id,
    generation)."""
    member = ""
    for _ in range(2):
        joined = await k.request(node, JoinGroupRequest(
            group_id=group, session_timeout_ms=30_000, rebalance_timeout_ms=10_000,
            member_id=member, protocol_type=protocol_type, protocols=[
                JoinGroupRequestProtocol(name="range", metadata=metadata)]), 9, timeout=15)
        member = joined.member_id
        if joined.error_code == 0:
            break
    synced = await k.request(node, SyncGroupRequest(
        group_id=group, generation_id=joined.generation_id, member_id=member,
        protocol_type=protocol_type, protocol_name="range",
        assignments=[SyncGroupRequestAssignment(member_id=member, assignment=b"")]), 5)
    k.observe("the member joined and synced", (joined.error_code, synced.error_code))
    return member, joined.generation_id


@scenario(GROUPS, "DeleteGroups of an unknown group at every version")
async def delete_unknown(k):
    group = k.new_name("-group")
    node = await coordinator(k, group)
    for version in range(4):
        await delete_groups(k, node, [group], version)


@scenario(GROUPS, "DeleteGroups of a group named twice and of an empty group id")
async def delete_twice_and_empty_id(k):
    group = k.new_name("-group")
    node = await coordinator(k, group)
    await delete_groups(k, node, [group, group])
    empty = await coordinator(k, "")
    await delete_groups(k, empty, [""], label="the empty group id")


@scenario(GROUPS, "DeleteGroups at a broker that is not the coordinator")
async def delete_not_coordinator(k):
    group = k.new_name("-group")
    node = await coordinator(k, group)
    other = next(n for n in k.nodes.values() if n.node_id != node.node_id)
    await delete_groups(k, other, [group])


@scenario(GROUPS, "DeleteGroups of a Stable group is refused, of an empty one deletes it",
          timeout=90)
async def delete_stable_then_empty(k):
    topic = await k.topic(partitions=2)
    group = k.new_name("-group")
    node = await coordinator(k, group)
    member, generation = await stable_member(k, node, group,
                                             metadata=subscription(topic.name))
    await commit(k, node, group, {(topic.name, 0): 5, (topic.name, 1): 6},
                 generation=generation, member=member, version=9)
    await delete_groups(k, node, [group], label="a Stable group")
    await k.send(node, LeaveGroupRequest(group_id=group, members=[MemberIdentity(
        member_id=member)]), 5)
    await delete_groups(k, node, [group], label="the Empty group")
    await fetch_all(k, node, group, "its offsets after the deletion")
    await k.send(node, DescribeGroupsRequest(groups=[group]), 5, label="DescribeGroups after")
    await delete_groups(k, node, [group], label="deleting it again")


@scenario(GROUPS, "DeleteGroups of a group that only committed offsets")
async def delete_simple_group(k):
    topic = await k.topic(partitions=3)
    group = k.new_name("-group")
    node = await coordinator(k, group)
    await commit(k, node, group, {(topic.name, p): 10 + p for p in range(3)})
    await delete_groups(k, node, [group])
    await fetch_all(k, node, group, "its offsets after the deletion")


@scenario(GROUPS, "OffsetDelete of a Stable consumer group's subscribed and other topics",
          timeout=90)
async def offset_delete_subscribed(k):
    subscribed = await k.topic(partitions=2)
    other = await k.topic(partitions=2)
    group = k.new_name("-group")
    node = await coordinator(k, group)
    member, generation = await stable_member(k, node, group,
                                             metadata=subscription(subscribed.name))
    await commit(k, node, group, {(subscribed.name, 0): 1, (other.name, 0): 2,
                                  (other.name, 1): 3}, generation=generation, member=member,
                 version=9)
    await k.send(node, offset_delete(group, {subscribed.name: [0, 1], other.name: [0]}), 0)
    await fetch_all(k, node, group, "its offsets after")


@scenario(GROUPS, "OffsetDelete with unknown topics and partitions")
async def offset_delete_unknown(k):
    topic = await k.topic(partitions=2)
    group = k.new_name("-group")
    node = await coordinator(k, group)
    await commit(k, node, group, {(topic.name, 0): 1, (topic.name, 1): 2})
    await k.send(node, offset_delete(group, {topic.name: [1, 5], k.new_name("-missing"): [0],
                                             "bad/name": [0]}), 0)
    await fetch_all(k, node, group, "its offsets after")
    await k.send(node, offset_delete(group, {k.new_name("-missing"): [0]}), 0,
                 label="only unknown topics")


@scenario(GROUPS, "OffsetDelete of an unknown group, an empty group id and elsewhere")
async def offset_delete_group_errors(k):
    topic = await k.topic()
    group = k.new_name("-group")
    node = await coordinator(k, group)
    await k.send(node, offset_delete(group, {topic.name: [0]}), 0, label="an unknown group")
    empty = await coordinator(k, "")
    await k.send(empty, offset_delete("", {topic.name: [0]}), 0, label="the empty group id")
    other = next(n for n in k.nodes.values() if n.node_id != node.node_id)
    await commit(k, node, group, {(topic.name, 0): 1})
    await k.send(other, offset_delete(group, {topic.name: [0]}), 0, label="not the coordinator")


@scenario(GROUPS, "OffsetDelete of a group of another protocol type, with a member and empty",
          timeout=90)
async def offset_delete_other_protocols(k):
    topic = await k.topic()
    connect = k.new_name("-connect")
    node = await coordinator(k, connect)
    member, generation = await stable_member(k, node, connect, protocol_type="connect",
                                             metadata=b"connect")
    await commit(k, node, connect, {(topic.name, 0): 4}, generation=generation,
                 member=member, version=9)
    await k.send(node, offset_delete(connect, {topic.name: [0]}), 0,
                 label="a connect group with a member")
    await k.send(node, LeaveGroupRequest(group_id=connect, members=[MemberIdentity(
        member_id=member)]), 5)
    await k.send(node, offset_delete(connect, {topic.name: [0]}), 0,
                 label="the connect group once empty")
    await fetch_all(k, node, connect, "its offsets after")


@scenario(CONSUMER, "DeleteGroups and OffsetDelete of a consumer group with a member, then "
                    "empty", timeout=90)
async def consumer_group_deletion(k):
    subscribed = await k.topic(partitions=2, replication_factor=1)
    other = await k.topic(partitions=2, replication_factor=1)
    group = k.new_name("-group")
    node = await coordinator(k, group)
    await commit(k, node, group, {(other.name, 0): 7, (other.name, 1): 8})
    members = Members(k, node, group)
    await members.join("member-a", [subscribed.name])
    await delete_groups(k, node, [group], label="with a member")
    await k.send(node, offset_delete(group, {subscribed.name: [0], other.name: [1]}), 0)
    await fetch_all(k, node, group, "its offsets after OffsetDelete")
    await members.leave("member-a")
    await delete_groups(k, node, [group], label="once empty")
    await fetch_all(k, node, group, "its offsets after DeleteGroups")
    await members.describe("ConsumerGroupDescribe after")


@scenario(CONSUMER, "OffsetDelete of a topic a consumer group subscribes to by regex",
          timeout=90)
async def consumer_group_regex(k):
    topic = await k.topic(replication_factor=1)
    group = k.new_name("-group")
    node = await coordinator(k, group)
    await commit(k, node, group, {(topic.name, 0): 7})
    members = Members(k, node, group)
    await members.join("member-a", regex=f"{topic.name}.*")

    async def resolved():
        response = await k.request(node, offset_delete(group, {topic.name: [0]}), 0)
        return response.topics and response.topics[0].partitions[0].error_code == 86

    await k.wait_until(resolved, "the regular expression resolved", timeout=30)
    await k.send(node, offset_delete(group, {topic.name: [0]}), 0)


@scenario(SHARE, "DeleteGroups and OffsetDelete of a share group with a member, then empty",
          timeout=90)
async def share_group_deletion(k):
    topic = await k.topic(partitions=2, replication_factor=1)
    group = k.new_name("-share")
    node = await share_coordinator(k, group)
    members = ShareMembers(k, node, group)
    members.partitions[topic.name] = 2
    await members.join("member-a", [topic.name])
    await members.settle("member-a")  # the share coordinator holds both partitions' state
    await delete_groups(k, node, [group], label="with a member")
    await k.send(node, offset_delete(group, {topic.name: [0]}), 0)
    await members.leave("member-a")
    await delete_groups(k, node, [group], label="once empty")
    await k.send(node, ShareGroupDescribeRequest(group_ids=[group]), 1,
                 label="ShareGroupDescribe after")
    await delete_groups(k, node, [group], label="deleting it again")
