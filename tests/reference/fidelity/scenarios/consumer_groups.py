"""KIP-848 consumer groups: ConsumerGroupHeartbeat and ConsumerGroupDescribe, the member epochs,
revocation before assignment, the server-side assignors, static members, regular expressions,
and the offsets APIs' member-epoch checks, against Kafka 4.3's group coordinator.

Member ids are the scenario's own (v1 members generate theirs), chosen so that Java's hash map
order of them is the order they are named in: the uniform assignor walks members in that order.
ConsumerGroupDescribe lists members in an order of Kafka's own, so the scenarios sort them by
member id before observing. Kafka recomputes a target assignment at most once per
`group.consumer.assignment.interval.ms` (1 s): scenarios either send within that interval on
purpose or wait past it (`ASSIGNMENT_WAIT`)."""

from __future__ import annotations

import asyncio
import uuid

from kafkasim.protocol.messages.consumer_group_describe import ConsumerGroupDescribeRequest
from kafkasim.protocol.messages.consumer_group_heartbeat import (
    ConsumerGroupHeartbeatRequest,
)
from kafkasim.protocol.messages.consumer_group_heartbeat import (
    ConsumerGroupHeartbeatRequestTopicPartitions as Owned,
)
from kafkasim.protocol.messages.consumer_protocol_assignment import (
    ConsumerProtocolAssignment,
)
from kafkasim.protocol.messages.consumer_protocol_assignment import (
    TopicPartition as AssignedTopicPartition,
)
from kafkasim.protocol.messages.consumer_protocol_subscription import (
    ConsumerProtocolSubscription,
)
from kafkasim.protocol.messages.consumer_protocol_subscription import (
    TopicPartition as SubscribedTopicPartition,
)
from kafkasim.protocol.messages.create_partitions import (
    CreatePartitionsRequest,
    CreatePartitionsTopic,
)
from kafkasim.protocol.messages.describe_groups import DescribeGroupsRequest
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
    OffsetFetchRequestTopics,
)
from kafkasim.protocol.messages.sync_group import SyncGroupRequest, SyncGroupRequestAssignment
from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.scenarios.groups import coordinator

GROUP = "Consumer groups"
ASSIGNMENT_WAIT = 1.4  # past group.consumer.assignment.interval.ms (1 s), with a margin
REBALANCE_TIMEOUT = 30_000


class Members:
    """Heartbeats of one scenario's members against the group's coordinator, each remembering
    its member epoch."""

    def __init__(self, k, node, group: str) -> None:
        self.k = k
        self.node = node
        self.group = group
        self.epochs: dict[str, int] = {}

    async def join(self, member: str, topics: list[str] | None = None, *, label: str = "",
                   version: int = 1, regex: str | None = None, instance: str | None = None,
                   assignor: str | None = None, rack: str | None = None):
        request = ConsumerGroupHeartbeatRequest(
            group_id=self.group, member_id=member, member_epoch=0, instance_id=instance,
            rack_id=rack, rebalance_timeout_ms=REBALANCE_TIMEOUT, subscribed_topic_names=topics,
            subscribed_topic_regex=regex, server_assignor=assignor, topic_partitions=[])
        return await self._send(member, request, version, label or f"{member} joins")

    async def beat(self, member: str, *, owned: dict | None = None, epoch: int | None = None,
                   label: str = "", version: int = 1, instance: str | None = None,
                   topics: list[str] | None = None, full: bool = False):
        """A heartbeat at the member's epoch; `owned`: topic id -> partitions it holds."""
        request = ConsumerGroupHeartbeatRequest(
            group_id=self.group, member_id=member,
            member_epoch=self.epochs.get(member, 0) if epoch is None else epoch,
            instance_id=instance, rebalance_timeout_ms=REBALANCE_TIMEOUT if full else -1,
            subscribed_topic_names=topics,
            topic_partitions=None if owned is None else [
                Owned(topic_id=t, partitions=sorted(p)) for t, p in owned.items()])
        return await self._send(member, request, version, label or f"{member} heartbeats")

    async def leave(self, member: str, *, epoch: int = -1, instance: str | None = None,
                    label: str = ""):
        request = ConsumerGroupHeartbeatRequest(group_id=self.group, member_id=member,
                                                member_epoch=epoch, instance_id=instance)
        return await self._send(member, request, 1, label or f"{member} leaves ({epoch})")

    async def _send(self, member: str, request, version: int, label: str):
        response = await self.k.request(self.node, request, version)
        if response.assignment is not None:
            # Kafka lists the topics in the order of a hash map of topic ids.
            names = self.k.topic_ids
            response.assignment.topic_partitions.sort(key=lambda t: names.get(t.topic_id, ""))
        self.k.observe(label, response)
        if response.error_code == 0:
            self.epochs[member] = response.member_epoch
        return response

    async def describe(self, label: str = "ConsumerGroupDescribe", version: int = 1,
                       operations: bool = False):
        response = await self.k.request(self.node, ConsumerGroupDescribeRequest(
            group_ids=[self.group], include_authorized_operations=operations), version)
        for group in response.groups:
            group.members.sort(key=lambda m: m.member_id)
            for member in group.members:
                for assignment in (member.assignment, member.target_assignment):
                    assignment.topic_partitions.sort(key=lambda t: t.topic_name)
        self.k.observe(label, response)
        return response


def partitions_of(response) -> dict:
    """topic id -> partitions of a heartbeat's assignment (empty when none was sent)."""
    if response is None or response.assignment is None:
        return {}
    return {t.topic_id: set(t.partitions) for t in response.assignment.topic_partitions}


async def group_of(k, topics: int = 1, partitions: int = 4):
    """(Members, [topics]) for a new group over new topics."""
    made = [await k.topic(partitions=partitions, replication_factor=1) for _ in range(topics)]
    group = k.new_name("-group")
    node = await coordinator(k, group)
    return Members(k, node, group), made


@scenario(GROUP, "ConsumerGroupHeartbeat requests Kafka refuses before routing")
async def invalid_heartbeats(k):
    topic = await k.topic(replication_factor=1)
    group = k.new_name("-group")
    node = await coordinator(k, group)
    base = dict(group_id=group, member_id="m", member_epoch=0, rebalance_timeout_ms=5000,
                subscribed_topic_names=[topic.name], topic_partitions=[])
    cases = {
        "empty member id at v1": dict(base, member_id=""),
        "blank group id": dict(base, group_id="  "),
        "empty instance id": dict(base, instance_id=""),
        "blank rack id": dict(base, rack_id=" "),
        "no rebalance timeout on join": dict(base, rebalance_timeout_ms=-1),
        "owned partitions on join": dict(base, topic_partitions=[Owned(
            topic_id=topic.topic_id, partitions=[0])]),
        "null owned partitions on join": dict(base, topic_partitions=None),
        "no subscription on join": dict(base, subscribed_topic_names=None),
        "epoch -2 without instance id": dict(base, member_epoch=-2),
        "epoch -3": dict(base, member_epoch=-3),
        "unknown server assignor": dict(base, server_assignor="sticky"),
        "invalid regex": dict(base, subscribed_topic_names=None, subscribed_topic_regex="(((")
    }
    for label, fields in cases.items():
        await k.send(node, ConsumerGroupHeartbeatRequest(**fields), 1, label=label)
    await k.send(node, ConsumerGroupHeartbeatRequest(**dict(base, member_id="", member_epoch=1)),
                 0, label="empty member id at v0 with epoch 1")


@scenario(GROUP, "a first member joins a new group and gets every partition")
async def first_member(k):
    members, [topic] = await group_of(k)
    await members.describe("before: unknown group")
    await members.join("member-a", [topic.name])
    await members.beat("member-a", label="a heartbeat with nothing to report")
    await members.describe()


@scenario(GROUP, "a v0 member without a member id gets one from the coordinator")
async def generated_member_id(k):
    members, [topic] = await group_of(k)
    response = await members.join("", [topic.name], version=0)
    member_id = response.member_id if response is not None else ""
    members.epochs[member_id] = response.member_epoch if response is not None else 0
    await members.beat(member_id, version=0, label="heartbeat with the generated id")
    await members.describe()


@scenario(GROUP, "heartbeats of unknown groups and members and with wrong epochs")
async def unknown_and_fenced(k):
    members, [topic] = await group_of(k)
    await members.beat("nobody", epoch=1, label="unknown group")
    await members.leave("nobody", label="leave of an unknown group")
    await members.join("member-a", [topic.name])
    await members.beat("nobody", epoch=1, label="unknown member")
    await members.leave("nobody", label="leave of an unknown member")
    epoch = members.epochs["member-a"]
    await members.beat("member-a", epoch=epoch + 3, label="a greater epoch")
    await members.beat("member-a", epoch=epoch - 1, label="a smaller epoch")
    await members.join("member-a", [topic.name], label="rejoin at epoch 0 keeps the member")
    await members.describe()


@scenario(GROUP, "a second member: revocation before assignment", timeout=90)
async def revocation_before_assignment(k):
    members, [topic] = await group_of(k)
    a = await members.join("member-a", [topic.name])
    owned_a = partitions_of(a)
    await asyncio.sleep(ASSIGNMENT_WAIT)
    await members.join("member-b", [topic.name])
    await members.describe("after b joined")
    a = await members.beat("member-a", owned=owned_a, full=True,
                           topics=[topic.name], label="a: full heartbeat still owning all")
    kept = partitions_of(a)
    await members.beat("member-b", owned={}, label="b: waits for partitions a still owns")
    await members.describe("a has not revoked yet")
    await members.beat("member-a", owned=owned_a, label="a: still owning the revoked partitions")
    await members.beat("member-a", owned=kept, label="a: revoked")
    await members.describe("a revoked")
    await members.beat("member-b", owned={}, label="b: gets the released partitions")
    await members.describe("stable")


@scenario(GROUP, "members leave: the group epoch moves and the last one empties the group")
async def leaving(k):
    members, [topic] = await group_of(k)
    a = await members.join("member-a", [topic.name])
    await asyncio.sleep(ASSIGNMENT_WAIT)
    await members.join("member-b", [topic.name])
    await members.beat("member-a", owned=partitions_of(a))
    await members.leave("member-a")
    await members.describe("a left")
    await asyncio.sleep(ASSIGNMENT_WAIT)
    await members.beat("member-b", owned={}, label="b gets every partition")
    await members.leave("member-b")
    await members.describe("empty")
    await members.leave("member-b", label="leaving twice")


@scenario(GROUP, "static members: unreleased, temporary leave, replacement, fencing")
async def static_members(k):
    members, [topic] = await group_of(k)
    await members.join("s1", [topic.name], instance="instance-1")
    await members.join("s2", [topic.name], instance="instance-1",
                       label="s2 takes instance-1 while s1 holds it")
    await members.leave("s1", epoch=-2, instance="instance-1", label="s1 leaves for now (-2)")
    await members.describe("s1 away")
    await members.beat("s1", epoch=2, instance="instance-1", label="s1 heartbeats while away")
    await members.join("s2", [topic.name], instance="instance-1",
                       label="s2 takes instance-1 over")
    await members.describe("s2 replaced s1")
    await members.beat("s1", epoch=2, instance="instance-1", label="s1 is fenced")
    await members.leave("s3", instance="instance-9", label="leave of an unknown instance")
    await members.leave("s1", instance="instance-1", label="s1 leaves for good: fenced")
    await members.leave("s2", instance="instance-1")
    await members.describe("empty")


@scenario(GROUP, "the range assignor: contiguous ranges in member id order")
async def range_assignor(k):
    members, [topic] = await group_of(k, partitions=5)
    for member in ("member-c", "member-a", "member-b"):
        await members.join(member, [topic.name], assignor="range")
    await members.describe("within the assignment interval")
    await asyncio.sleep(ASSIGNMENT_WAIT)
    for member in ("member-c", "member-a", "member-b"):
        await members.beat(member, owned={})
    await members.describe("ranges")


@scenario(GROUP, "the uniform assignor: the first members may leave their extra partition")
async def uniform_assignor(k):
    members, [topic] = await group_of(k, partitions=6)
    for member in ("member-a", "member-b", "member-c", "member-d"):
        await members.join(member, [topic.name])
    await asyncio.sleep(ASSIGNMENT_WAIT)
    for member in ("member-a", "member-b", "member-c", "member-d"):
        await members.beat(member, owned={})
    await members.describe("balanced")


@scenario(GROUP, "the uniform assignor keeps the first member's partitions up to its quota",
          timeout=90)
async def uniform_sticky(k):
    members, [topic] = await group_of(k, partitions=6)
    first = await members.join("zed", [topic.name])
    await asyncio.sleep(ASSIGNMENT_WAIT)
    for member in ("yak", "xu", "wo"):
        await members.join(member, [topic.name])
    await asyncio.sleep(ASSIGNMENT_WAIT)
    await members.beat("zed", owned=partitions_of(first), label="zed revokes")
    await members.describe("targets")


@scenario(GROUP, "a member that changes its subscription revokes the dropped topic", timeout=90)
async def subscription_change(k):
    members, [one, two] = await group_of(k, topics=2, partitions=2)
    a = await members.join("member-a", [one.name, two.name])
    await asyncio.sleep(ASSIGNMENT_WAIT)
    await members.beat("member-a", topics=[two.name], owned=partitions_of(a),
                       label="a drops the first topic")
    await members.describe("after the change")
    await asyncio.sleep(ASSIGNMENT_WAIT)
    await members.beat("member-a", owned={two.topic_id: {0, 1}}, label="a revoked")
    await members.describe("stable")


@scenario(GROUP, "a subscribed topic that appears, then grows", timeout=90)
async def topic_changes(k):
    members, _ = await group_of(k, topics=0)
    name = k.new_name("-later")
    await members.join("member-a", [name], label="a subscribes to a missing topic")
    topic = await k.topic(partitions=2, replication_factor=1, name=name)
    await asyncio.sleep(ASSIGNMENT_WAIT)
    await members.beat("member-a", owned={}, label="the topic exists now")
    await members.describe("assigned")
    response = await k.request(k.any_broker(), CreatePartitionsRequest(
        topics=[CreatePartitionsTopic(name=topic.name, count=3, assignments=None)],
        timeout_ms=10_000, validate_only=False), 3)
    k.observe("CreatePartitions", response)
    topic.replicas[2] = topic.replicas[0]  # wherever the controller put it: one replica
    await k.wait_in_sync(topic, isr=1)
    await asyncio.sleep(ASSIGNMENT_WAIT)
    await members.beat("member-a", owned={topic.topic_id: {0, 1}}, label="three partitions now")
    await members.describe("grown")


@scenario(GROUP, "a regular expression subscription is resolved in the background", timeout=90)
async def regex_subscription(k):
    members, [one, two] = await group_of(k, topics=2, partitions=2)
    pattern = one.name.rsplit("-", 1)[0] + "-[0-9]+"
    await members.join("member-a", regex=pattern, label="a subscribes by regex")

    async def resolved():
        response = await members.k.request(members.node, ConsumerGroupDescribeRequest(
            group_ids=[members.group], include_authorized_operations=False), 1)
        return response.groups[0].group_epoch > members.epochs["member-a"]

    await k.wait_until(resolved, "the regex resolved")
    await asyncio.sleep(ASSIGNMENT_WAIT)
    await members.beat("member-a", owned={}, label="both topics assigned")
    await members.describe("resolved")
    await members.join("member-b", regex=pattern, label="b joins with the same regex")
    await members.join("member-c", [one.name], regex=pattern,
                       label="c subscribes by name and regex")
    await members.describe("three members")


@scenario(GROUP, "within the assignment interval new members wait at the old epoch")
async def assignment_interval(k):
    members, [topic] = await group_of(k)
    await members.join("member-a", [topic.name])
    await members.join("member-b", [topic.name], label="b joins at once")
    await members.beat("member-a", owned={topic.topic_id: {0, 1, 2, 3}},
                       label="a heartbeats at once")
    await members.describe("assigning")


@scenario(GROUP, "ConsumerGroupDescribe of unknown groups, classic groups and with operations")
async def describe_groups(k):
    topic = await k.topic(replication_factor=1)
    members, _ = await group_of(k, topics=0)
    await members.describe("unknown group v0", version=0)
    await members.describe("unknown group v1", version=1)
    await members.join("member-a", [topic.name])
    await members.describe("with operations", operations=True)
    await members.describe("v0", version=0)
    classic = k.new_name("-classic")
    node = await coordinator(k, classic)
    await k.send(node, OffsetCommitRequest(group_id=classic, generation_id_or_member_epoch=-1,
                                           member_id="", topics=[OffsetCommitRequestTopic(
                                               name=topic.name, partitions=[
                                                   OffsetCommitRequestPartition(
                                                       partition_index=0, committed_offset=1)])]),
                 9, label="a classic group that only commits")
    await k.send(node, ConsumerGroupDescribeRequest(group_ids=[classic]), 1,
                 label="ConsumerGroupDescribe of the classic group")


@scenario(GROUP, "ConsumerGroupHeartbeat and ConsumerGroupDescribe at a broker that is not "
                 "the coordinator")
async def not_coordinator(k):
    topic = await k.topic(replication_factor=1)
    group = k.new_name("-group")
    node = await coordinator(k, group)
    other = next(n for n in k.nodes.values() if n.node_id != node.node_id)
    await k.send(other, ConsumerGroupHeartbeatRequest(
        group_id=group, member_id="m", member_epoch=0, rebalance_timeout_ms=5000,
        subscribed_topic_names=[topic.name], topic_partitions=[]), 1)
    await k.send(other, ConsumerGroupHeartbeatRequest(
        group_id=group, member_id="", member_epoch=0, rebalance_timeout_ms=5000,
        subscribed_topic_names=[topic.name], topic_partitions=[]), 1,
        label="an invalid request is refused before routing")
    await k.send(other, ConsumerGroupDescribeRequest(group_ids=[group]), 1)


def _commit(group: str, member: str, epoch: int, topic, partitions, version: int):
    return OffsetCommitRequest(
        group_id=group, generation_id_or_member_epoch=epoch, member_id=member, topics=[
            OffsetCommitRequestTopic(name=topic.name, topic_id=topic.topic_id, partitions=[
                OffsetCommitRequestPartition(partition_index=p, committed_offset=10 + p)
                for p in partitions])])


@scenario(GROUP, "OffsetCommit checks the member epoch of a consumer group", timeout=90)
async def commit_member_epoch(k):
    members, [topic] = await group_of(k)
    a = await members.join("member-a", [topic.name])
    epoch = members.epochs["member-a"]
    for version in (9, 10):
        await k.send(members.node, _commit(members.group, "member-a", epoch, topic, [0, 1],
                                           version), version, label=f"v{version} at the epoch")
    await k.send(members.node, _commit(members.group, "member-a", epoch, topic, [0], 8), 8,
                 label="v8 from a consumer-protocol member")
    await k.send(members.node, _commit(members.group, "member-a", epoch + 1, topic, [0], 9), 9,
                 label="a newer epoch")
    await k.send(members.node, _commit(members.group, "nobody", epoch, topic, [0], 9), 9,
                 label="an unknown member")
    await k.send(members.node, _commit(members.group, "", -1, topic, [0], 9), 9,
                 label="no member, a non-empty group")
    await asyncio.sleep(ASSIGNMENT_WAIT)
    await members.join("member-b", [topic.name])
    await members.beat("member-a", owned=partitions_of(a))
    await k.send(members.node, _commit(members.group, "member-a", epoch - 1, topic, [0], 9), 9,
                 label="an epoch older than the assignment")
    await k.send(members.node, _commit(members.group, "member-a", epoch, topic, [0, 3], 9), 9,
                 label="the previous epoch: assigned and revoking partitions")


@scenario(GROUP, "OffsetFetch checks the member epoch and names topics by id at v10")
async def fetch_member_epoch(k):
    members, [topic] = await group_of(k)
    await members.join("member-a", [topic.name])
    epoch = members.epochs["member-a"]
    await k.send(members.node, _commit(members.group, "member-a", epoch, topic, [0, 1], 10), 10)

    def fetch(member, member_epoch, version, topic_id=None):
        return OffsetFetchRequest(groups=[OffsetFetchRequestGroup(
            group_id=members.group, member_id=member, member_epoch=member_epoch,
            topics=[OffsetFetchRequestTopics(name=topic.name, topic_id=topic_id or topic.topic_id,
                                             partition_indexes=[0, 1, 2])])])

    await k.send(members.node, fetch("member-a", epoch, 9), 9, label="v9 at the epoch")
    await k.send(members.node, fetch("member-a", epoch, 10), 10, label="v10 at the epoch")
    await k.send(members.node, fetch("member-a", epoch + 1, 9), 9, label="another epoch")
    await k.send(members.node, fetch("nobody", epoch, 9), 9, label="an unknown member")
    await k.send(members.node, fetch(None, -1, 9), 9, label="no member (admin)")
    await k.send(members.node, fetch(None, -1, 10, uuid.uuid4()), 10, label="an unknown topic id")


@scenario(GROUP, "ListGroups with consumer and classic groups, filtered by type and state")
async def list_groups(k):
    members, [topic] = await group_of(k)
    await members.join("member-a", [topic.name])
    classic = k.new_name("-classic")
    node = await coordinator(k, classic)
    await k.send(node, OffsetCommitRequest(group_id=classic, generation_id_or_member_epoch=-1,
                                           member_id="", topics=[OffsetCommitRequestTopic(
                                               name=topic.name, partitions=[
                                                   OffsetCommitRequestPartition(
                                                       partition_index=0, committed_offset=1)])]),
                 9, label="a classic group that only commits")
    wanted = {members.group, classic}
    for label, types, states in (("all", [], []), ("consumer", ["consumer"], []),
                                 ("classic", ["Classic"], []), ("stable", [], ["stable"]),
                                 ("empty consumer", ["consumer"], ["Empty"])):
        seen = []
        for node_id in sorted({members.node.node_id, node.node_id}):
            response = await k.request(k.nodes[node_id], ListGroupsRequest(
                states_filter=states, types_filter=types), 5)
            seen += [g for g in response.groups if g.group_id in wanted]
        seen.sort(key=lambda g: g.group_id)
        k.observe(f"ListGroups {label}", seen)


@scenario(GROUP, "classic APIs on a consumer group: DescribeGroups and JoinGroup")
async def classic_apis_on_consumer_group(k):
    members, [topic] = await group_of(k)
    await members.join("member-a", [topic.name])
    for version in (0, 5):
        response = await k.request(members.node, DescribeGroupsRequest(groups=[members.group]),
                                   version)
        k.observe(f"DescribeGroups v{version}", response)
    subscription = b"\x00\x03\x00\x00\x00\x01" + len(topic.name).to_bytes(2, "big") + \
        topic.name.encode() + b"\xff\xff\xff\xff\x00\x00\x00\x00\xff\xff\xff\xff\xff\xff"
    await k.send(members.node, JoinGroupRequest(
        group_id=members.group, session_timeout_ms=45_000, rebalance_timeout_ms=10_000,
        member_id="", protocol_type="consumer", protocols=[
            JoinGroupRequestProtocol(name="range", metadata=subscription)]), 9,
        label="a classic member asks for a member id")
    await k.send(members.node, JoinGroupRequest(
        group_id=members.group, session_timeout_ms=45_000, rebalance_timeout_ms=10_000,
        member_id="", protocol_type="connect", protocols=[
            JoinGroupRequestProtocol(name="x", metadata=b"")]), 9,
        label="another protocol type")
    await k.send(members.node, SyncGroupRequest(group_id=members.group, generation_id=1,
                                                member_id="nobody", assignments=[
        SyncGroupRequestAssignment(member_id="nobody", assignment=b"")]), 5,
        label="SyncGroup of an unknown member")


@scenario(GROUP, "a consumer group takes the place of a classic group that only committed")
async def replaces_simple_classic_group(k):
    topic = await k.topic(replication_factor=1)
    group = k.new_name("-group")
    node = await coordinator(k, group)
    await k.send(node, OffsetCommitRequest(group_id=group, generation_id_or_member_epoch=-1,
                                           member_id="", topics=[OffsetCommitRequestTopic(
                                               name=topic.name, partitions=[
                                                   OffsetCommitRequestPartition(
                                                       partition_index=0, committed_offset=7)])]),
                 9, label="offsets committed without a group")
    members = Members(k, node, group)
    await members.join("member-a", [topic.name])
    await members.describe("a consumer group now")
    await k.send(node, OffsetFetchRequest(groups=[OffsetFetchRequestGroup(
        group_id=group, member_id="member-a", member_epoch=members.epochs.get("member-a", -1),
        topics=[OffsetFetchRequestTopics(name=topic.name, partition_indexes=[0])])]), 9,
        label="the committed offset stayed")


# --- moving between the classic and the consumer protocol (Kafka 4's online migration) -----


def _subscription(topic: str, owned: list[int] | None = None) -> bytes:
    """A classic consumer's JoinGroup metadata: ConsumerProtocolSubscription v1 (topics and
    owned partitions), as the Java client's eager assignors send it."""
    body = ConsumerProtocolSubscription(
        topics=[topic], user_data=None, owned_partitions=[] if not owned else [
            SubscribedTopicPartition(topic=topic, partitions=owned)]).encode(1)
    return b"\x00\x01" + bytes(body)


def _assignment(topic: str, partitions: list[int]) -> bytes:
    """ConsumerProtocolAssignment v1 of `partitions` of `topic`."""
    body = ConsumerProtocolAssignment(assigned_partitions=[
        AssignedTopicPartition(topic=topic, partitions=partitions)], user_data=None).encode(1)
    return b"\x00\x01" + bytes(body)


class ClassicMember:
    """One classic-protocol consumer (JoinGroup v9, SyncGroup v5, Heartbeat v4) of a group."""

    def __init__(self, k, node, group: str, topic: str) -> None:
        self.k, self.node, self.group, self.topic = k, node, group, topic
        self.member_id = ""
        self.generation = -1

    def join_request(self, owned: list[int] | None = None) -> JoinGroupRequest:
        return JoinGroupRequest(
            group_id=self.group, session_timeout_ms=45_000, rebalance_timeout_ms=10_000,
            member_id=self.member_id, protocol_type="consumer", protocols=[
                JoinGroupRequestProtocol(name="range",
                                         metadata=_subscription(self.topic, owned))])

    async def join(self, label: str, owned: list[int] | None = None):
        response = await self.k.send(self.node, self.join_request(owned), 9, label=label)
        if response is not None:
            self.member_id = response.member_id or self.member_id
            if response.error_code == 0:
                self.generation = response.generation_id
        return response

    async def sync(self, label: str, assignments: dict[str, bytes] | None = None):
        return await self.k.send(self.node, SyncGroupRequest(
            group_id=self.group, generation_id=self.generation, member_id=self.member_id,
            protocol_type="consumer", protocol_name="range", assignments=[
                SyncGroupRequestAssignment(member_id=m, assignment=a)
                for m, a in (assignments or {}).items()]), 5, label=label)

    async def heartbeat(self, label: str):
        return await self.k.send(self.node, HeartbeatRequest(
            group_id=self.group, generation_id=self.generation, member_id=self.member_id), 4,
            label=label)


async def _upgraded_group(k):
    """A classic group whose one member owns all 4 partitions, then a consumer-protocol member
    joins: (Members, ClassicMember, topic)."""
    topic = await k.topic(partitions=4, replication_factor=1)
    group = k.new_name("-group")
    node = await coordinator(k, group)
    classic = ClassicMember(k, node, group, topic.name)
    await classic.join("classic member: JoinGroup without a member id")
    await classic.join("classic member: JoinGroup with it (leader)")
    await classic.sync("classic member: SyncGroup as leader, all partitions to itself",
                       {classic.member_id: _assignment(topic.name, [0, 1, 2, 3])})
    await classic.heartbeat("classic member: Heartbeat")
    k.observe("DescribeGroups v5 of the classic group", await k.request(
        node, DescribeGroupsRequest(groups=[group]), 5))
    members = Members(k, node, group)
    await members.join("member-b", [topic.name],
                       label="a consumer-protocol member joins the classic group")
    await members.describe("upgraded: a consumer group with a classic member")
    return members, classic, topic


async def _rejoin(classic: ClassicMember, owned: list[int], label: str):
    """The classic member's JoinGroup, sent on its own connection (Kafka may hold it until the
    member's new assignment is ready), recorded under `label` once answered."""
    response = await classic.k.request(classic.node, classic.join_request(owned), 9,
                                       key="rejoin", timeout=30)
    classic.k.observe(label, response)
    if response is not None and response.error_code == 0:
        classic.generation = response.generation_id
    return response


@scenario(GROUP, "online upgrade: a classic group becomes a consumer group when a "
          "consumer-protocol member joins", timeout=120)
async def online_upgrade(k):
    members, classic, topic = await _upgraded_group(k)
    k.observe("DescribeGroups v5 after the upgrade", await k.request(
        members.node, DescribeGroupsRequest(groups=[members.group]), 5))
    await classic.heartbeat("classic member: Heartbeat after the upgrade")
    await asyncio.sleep(ASSIGNMENT_WAIT)
    await _rejoin(classic, [0, 1, 2, 3], "classic member: rejoins owning every partition")
    await classic.sync("classic member: SyncGroup gets its new assignment")
    await classic.heartbeat("classic member: Heartbeat at the new generation")
    await members.beat("member-b", owned={}, label="member-b: gets the released partitions")
    await members.describe("both members reconciled")


@scenario(GROUP, "online downgrade: the last consumer-protocol member leaves and the group "
          "becomes a classic group again", timeout=120)
async def online_downgrade(k):
    members, classic, topic = await _upgraded_group(k)
    await members.leave("member-b", label="the consumer-protocol member leaves")
    k.observe("DescribeGroups v5 after the downgrade", await k.request(
        members.node, DescribeGroupsRequest(groups=[members.group]), 5))
    await members.describe("ConsumerGroupDescribe of the downgraded group")
    await classic.heartbeat("classic member: Heartbeat after the downgrade")
    await _rejoin(classic, [0, 1, 2, 3], "classic member: rejoins the classic group")
    await classic.sync("classic member: SyncGroup as leader again",
                       {classic.member_id: _assignment(topic.name, [0, 1, 2, 3])})
    await classic.heartbeat("classic member: Heartbeat")
    k.observe("DescribeGroups v5 at the end", await k.request(
        members.node, DescribeGroupsRequest(groups=[members.group]), 5))


@scenario(GROUP, "a classic member of a consumer group commits at its generation and leaves "
          "with LeaveGroup", timeout=120)
async def classic_member_commits_and_leaves(k):
    members, classic, topic = await _upgraded_group(k)
    for label, generation in (("at its generation", classic.generation),
                              ("at a stale generation", classic.generation - 1)):
        await k.send(members.node, OffsetCommitRequest(
            group_id=members.group, generation_id_or_member_epoch=generation,
            member_id=classic.member_id, topics=[OffsetCommitRequestTopic(
                name=topic.name, partitions=[OffsetCommitRequestPartition(
                    partition_index=0, committed_offset=5)])]), 8,
            label=f"classic member: OffsetCommit v8 {label}")
    await k.send(members.node, LeaveGroupRequest(group_id=members.group, members=[
        MemberIdentity(member_id=classic.member_id)]), 5, label="classic member: LeaveGroup")
    await members.describe("the classic member left")
    await asyncio.sleep(ASSIGNMENT_WAIT)
    await members.beat("member-b", owned={}, label="member-b: gets every partition")
    await members.describe("member-b alone")


@scenario(GROUP, "a member that does not revoke within its rebalance timeout is fenced",
          timeout=120)
async def rebalance_timeout(k):
    members, [topic] = await group_of(k)
    joined = await members._send("member-a", ConsumerGroupHeartbeatRequest(
        group_id=members.group, member_id="member-a", member_epoch=0,
        rebalance_timeout_ms=2_000, subscribed_topic_names=[topic.name], topic_partitions=[]),
        1, "member-a joins with a 2 s rebalance timeout")
    owned = partitions_of(joined)
    await asyncio.sleep(ASSIGNMENT_WAIT)
    await members.join("member-b", [topic.name])
    await members.beat("member-a", owned=owned, label="member-a is asked to revoke")
    await asyncio.sleep(3.5)
    await members.beat("member-a", owned=owned, label="member-a, past its rebalance timeout")
    await members.describe("member-a removed")
    await asyncio.sleep(ASSIGNMENT_WAIT)
    await members.beat("member-b", owned={}, label="member-b gets every partition")
