"""KIP-932 share groups: ShareGroupHeartbeat and ShareGroupDescribe (membership, epochs, the
initialization of share partitions and the `simple` assignor), and how ListGroups and
DescribeGroups show share groups, against Kafka 4.4's group coordinator.

A share group assigns a partition only once the share coordinator has initialized its state:
a new member first gets an empty assignment, and the partitions at a heartbeat after the
assignment interval (`group.share.assignment.interval.ms`, 1 s). Scenarios wait for that with
unrecorded heartbeats (`ShareMembers.settle`), then record. Kafka lists members and groups in
orders of its own hash maps, so describes are sorted by member id before they are observed."""

from __future__ import annotations

import asyncio

from kafkasim.protocol.messages.describe_groups import DescribeGroupsRequest
from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest
from kafkasim.protocol.messages.list_groups import ListGroupsRequest
from kafkasim.protocol.messages.share_group_describe import ShareGroupDescribeRequest
from kafkasim.protocol.messages.share_group_heartbeat import ShareGroupHeartbeatRequest
from tests.reference.fidelity.registry import scenario

GROUP = "Share groups"
ASSIGNMENT_WAIT = 1.4  # past group.share.assignment.interval.ms (1 s), with a margin


async def share_coordinator(k, group: str):
    """The group's coordinator, once FindCoordinator finds one and it answers for the group
    (ShareGroupDescribe without NOT_COORDINATOR or a loading error)."""
    async def find():
        response = await k.request(k.any_broker(), FindCoordinatorRequest(
            key_type=0, coordinator_keys=[group]), 6)
        found = response.coordinators[0]
        node = k.nodes.get(found.node_id) if found.error_code == 0 else None
        if node is None:
            return None
        described = await k.request(node, ShareGroupDescribeRequest(group_ids=[group]), 1)
        return node if described.groups[0].error_code in (0, 69) else None

    return await k.wait_until(find, f"a loaded coordinator for {group}", timeout=60)


class ShareMembers:
    """Heartbeats of one scenario's share-group members, each remembering its epoch."""

    def __init__(self, k, node, group: str) -> None:
        self.k = k
        self.node = node
        self.group = group
        self.epochs: dict[str, int] = {}
        self.partitions: dict[str, int] = {}  # topic name -> partitions, of the scenario's topics

    def request(self, member: str, epoch: int, topics: list[str] | None = None,
                rack: str | None = None, group: str | None = None):
        return ShareGroupHeartbeatRequest(
            group_id=self.group if group is None else group, member_id=member,
            member_epoch=epoch, rack_id=rack, subscribed_topic_names=topics)

    async def join(self, member: str, topics: list[str], *, label: str = "",
                   rack: str | None = None):
        return await self._send(member, self.request(member, 0, topics, rack),
                                label or f"{member} joins")

    async def beat(self, member: str, *, epoch: int | None = None, label: str = "",
                   topics: list[str] | None = None, record: bool = True):
        request = self.request(member, self.epochs.get(member, 0) if epoch is None else epoch,
                               topics)
        return await self._send(member, request, label or f"{member} heartbeats", record)

    async def leave(self, member: str, *, label: str = ""):
        return await self._send(member, self.request(member, -1), label or f"{member} leaves")

    async def _send(self, member: str, request, label: str, record: bool = True):
        response = await self.k.request(self.node, request, 1)
        if response.assignment is not None:
            names = self.k.topic_ids
            response.assignment.topic_partitions.sort(key=lambda t: names.get(t.topic_id, ""))
            for topic in response.assignment.topic_partitions:
                topic.partitions.sort()
        if record:
            self.k.observe(label, response)
        if response.error_code == 0:
            self.epochs[member] = response.member_epoch
        return response

    async def settle(self, *members: str, timeout: float = 60.0) -> None:
        """Heartbeat (unrecorded) until the share coordinator has initialized every subscribed
        partition, every member's epoch is the group's assignment epoch and the group epoch is
        not ahead of it: the target assignment is final. (Kafka initializes the share state of
        the first group of a cluster only after creating `__share_group_state` and a retry,
        `group.share.initialize.retry.interval.ms` later.)"""
        async def settled():
            for member in members:
                await self.beat(member, record=False)
            described = await self.k.request(self.node, ShareGroupDescribeRequest(
                group_ids=[self.group]), 1)
            group = described.groups[0]
            if group.group_epoch != group.assignment_epoch or any(
                    m.member_epoch != group.assignment_epoch for m in group.members):
                return False
            wanted = set()
            for member in group.members:
                for name in member.subscribed_topic_names:
                    wanted |= {(name, p) for p in range(self.partitions.get(name, 0))}
            held = {(t.topic_name, p) for m in group.members
                    for t in m.assignment.topic_partitions for p in t.partitions}
            return held == wanted

        await asyncio.sleep(ASSIGNMENT_WAIT)
        await self.k.wait_until(settled, f"{self.group} settled", timeout, interval=0.5)

    async def describe_settled(self, label: str = "ShareGroupDescribe (settled)", *,
                               exact: bool = True):
        """A settled group's description without its epochs, which depend on when the share
        coordinator finished initializing (each completion that finds the epoch unchanged
        bumps it): the assignment and whether every member is at the assignment epoch.
        Without `exact`, each member's assignment is reduced to its partition count per topic,
        and each partition to how many members hold it: which member gets which partition
        follows the hash order of topic ids, and the two clusters' topic ids differ."""
        response = await self.k.request(self.node, ShareGroupDescribeRequest(
            group_ids=[self.group]), 1)
        group = response.groups[0]

        def held(member):
            if exact:
                return sorted((t.topic_name, sorted(t.partitions))
                              for t in member.assignment.topic_partitions)
            return sorted((t.topic_name, len(t.partitions))
                          for t in member.assignment.topic_partitions)

        holders: dict = {}
        for member in group.members:
            for topic in member.assignment.topic_partitions:
                for partition in topic.partitions:
                    key = f"{topic.topic_name}-{partition}"
                    holders[key] = holders.get(key, 0) + 1
        self.k.observe(label, {
            "error": group.error_code, "state": group.group_state,
            "assignor": group.assignor_name,
            "epochs aligned": group.group_epoch == group.assignment_epoch and all(
                m.member_epoch == group.assignment_epoch for m in group.members),
            "members": sorted((m.member_id, sorted(m.subscribed_topic_names), held(m))
                              for m in group.members),
            "members per partition": dict(sorted(holders.items()))})
        return response

    async def describe(self, label: str = "ShareGroupDescribe", operations: bool = False,
                       groups: list[str] | None = None):
        response = await self.k.request(self.node, ShareGroupDescribeRequest(
            group_ids=groups or [self.group], include_authorized_operations=operations), 1)
        response.groups.sort(key=lambda g: g.group_id)
        for group in response.groups:
            group.members.sort(key=lambda m: m.member_id)
            for member in group.members:
                member.assignment.topic_partitions.sort(key=lambda t: t.topic_name)
                member.subscribed_topic_names.sort()
        self.k.observe(label, response)
        return response


async def share_group_of(k, partitions: int = 2, topics: int = 1):
    made = [await k.topic(partitions=partitions, replication_factor=1) for _ in range(topics)]
    group = k.new_name("-share")
    node = await share_coordinator(k, group)
    members = ShareMembers(k, node, group)
    for topic in made:
        members.partitions[topic.name] = len(topic.partitions)
    return members, made


@scenario(GROUP, "ShareGroupHeartbeat requests Kafka refuses before routing")
async def invalid_heartbeats(k):
    members, [topic] = await share_group_of(k)
    base = dict(group_id=members.group, member_id="m", member_epoch=0, rack_id=None,
                subscribed_topic_names=[topic.name])
    cases = {
        "empty member id": dict(base, member_id=""),
        "empty group id": dict(base, group_id=""),
        "empty rack id": dict(base, rack_id=""),
        "no subscription on join": dict(base, subscribed_topic_names=None),
        "empty subscription on join": dict(base, subscribed_topic_names=[]),
        "epoch -2": dict(base, member_epoch=-2),
    }
    for label, fields in cases.items():
        await k.send(members.node, ShareGroupHeartbeatRequest(**fields), 1, label=label)


@scenario(GROUP, "a first member joins a new share group and gets every partition")
async def first_member(k):
    members, [topic] = await share_group_of(k, partitions=3)
    await members.describe("before: unknown group")
    await members.join("member-a", [topic.name])
    await members.settle("member-a")
    await members.describe_settled()


@scenario(GROUP, "heartbeats of unknown share groups and members and with wrong epochs")
async def unknown_and_fenced(k):
    members, [topic] = await share_group_of(k)
    await members.beat("nobody", epoch=1, label="unknown group")
    await members.leave("nobody", label="leave of an unknown group")
    await members.join("member-a", [topic.name])
    await members.beat("nobody", epoch=1, label="unknown member")
    await members.leave("nobody", label="leave of an unknown member")
    epoch = members.epochs["member-a"]
    await members.beat("member-a", epoch=epoch + 3, label="a greater epoch")
    await members.beat("member-a", epoch=epoch - 1, label="a smaller epoch, not the previous")
    await members.join("member-a", [topic.name], label="rejoin at epoch 0 keeps the member")
    await members.settle("member-a")
    await members.describe_settled()


@scenario(GROUP, "a member leaves a share group: the group epoch bumps and it is Empty")
async def member_leaves(k):
    members, [topic] = await share_group_of(k)
    await members.join("member-a", [topic.name])
    await members.settle("member-a")
    await members.leave("member-a")
    await members.describe_settled("after the leave")
    await members.beat("member-a", epoch=1, label="heartbeat after leaving")
    await members.join("member-a", [topic.name], label="joins again")


@scenario(GROUP, "two members share four partitions two each")
async def two_members(k):
    members, [topic] = await share_group_of(k, partitions=4)
    await members.join("member-a", [topic.name])
    await members.settle("member-a")
    await members.join("member-b", [topic.name], label="member-b joins within the interval")
    await members.settle("member-a", "member-b")
    await members.describe_settled(exact=False)


@scenario(GROUP, "three members share one partition")
async def members_share_a_partition(k):
    members, [topic] = await share_group_of(k, partitions=1)
    for member in ("member-a", "member-b", "member-c"):
        await members.join(member, [topic.name])
    await members.settle("member-a", "member-b", "member-c")
    await members.describe_settled("every member holds the partition")


@scenario(GROUP, "a member subscribes to a topic that does not exist yet")
async def missing_topic(k):
    members, [topic] = await share_group_of(k)
    missing = k.new_name("-missing")
    await members.join("member-a", [missing], label="joins with a missing topic")
    await asyncio.sleep(ASSIGNMENT_WAIT)
    await members.beat("member-a", label="still nothing to assign")
    await members.beat("member-a", topics=[topic.name, missing],
                       label="adds an existing topic")
    await members.settle("member-a")
    await members.describe_settled()


@scenario(GROUP, "members with different subscriptions")
async def heterogeneous(k):
    members, [first, second] = await share_group_of(k, partitions=2, topics=2)
    await members.join("member-a", [first.name])
    await members.join("member-b", [first.name, second.name])
    await members.settle("member-a", "member-b")
    await members.describe_settled(exact=False)


@scenario(GROUP, "a subscription change bumps the group epoch")
async def subscription_change(k):
    members, [first, second] = await share_group_of(k, partitions=1, topics=2)
    await members.join("member-a", [first.name])
    await members.settle("member-a")
    await members.describe_settled("on the first topic")
    await members.beat("member-a", topics=[second.name], label="moves to the second topic",
                       record=False)
    await members.settle("member-a")
    await members.describe_settled("on the second topic")


@scenario(GROUP, "share groups in ListGroups, with type and state filters")
async def list_groups(k):
    members, [topic] = await share_group_of(k)
    await members.join("member-a", [topic.name])
    await members.settle("member-a")

    async def listed(label, **filters):
        response = await k.request(members.node, ListGroupsRequest(
            states_filter=filters.get("states", []), types_filter=filters.get("types", [])), 5)
        mine = [g for g in response.groups if g.group_id == members.group]
        k.observe(label, {"error": response.error_code, "groups": mine})

    await listed("no filter")
    await listed("type share", types=["share"])
    await listed("type SHARE (case)", types=["SHARE"])
    await listed("type consumer", types=["consumer"])
    await listed("state stable", states=["stable"])
    await listed("state empty", states=["Empty"])
    await members.leave("member-a")
    await listed("empty after the leave", states=["Empty"], types=["share"])


@scenario(GROUP, "DescribeGroups and ConsumerGroupDescribe of a share group")
async def other_describes(k):
    from kafkasim.protocol.messages.consumer_group_describe import (
        ConsumerGroupDescribeRequest,
    )

    members, [topic] = await share_group_of(k)
    await members.join("member-a", [topic.name])
    for version in (0, 3, 5):
        await k.send(members.node, DescribeGroupsRequest(
            groups=[members.group], include_authorized_operations=version >= 3), version)
    await k.send(members.node, ConsumerGroupDescribeRequest(group_ids=[members.group]), 1)


@scenario(GROUP, "ShareGroupDescribe with authorized operations, of several groups")
async def describe_several(k):
    members, [topic] = await share_group_of(k)
    await members.join("member-a", [topic.name], rack="rack-x")
    await members.settle("member-a")
    await members.describe_settled()
    for requested in (True, False):
        response = await k.request(members.node, ShareGroupDescribeRequest(
            group_ids=[members.group], include_authorized_operations=requested), 1)
        k.observe(f"operations requested: {requested}", response.groups[0].authorized_operations)
    other = k.new_name("-none")
    node = await share_coordinator(k, other)
    response = await k.request(node, ShareGroupDescribeRequest(group_ids=[other]), 1)
    k.observe("an unknown group", response)
