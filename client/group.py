"""Consumer groups with the classic protocol: FindCoordinator, JoinGroup, SyncGroup,
Heartbeat, LeaveGroup, OffsetCommit and OffsetFetch, and the range assignor.

The member that JoinGroup names leader assigns partitions with Kafka's RangeAssignor (per
topic, partitions in order split into contiguous ranges over the members sorted by id, the
first `partitions % members` members taking one more). Subscription and assignment travel in
Kafka's ConsumerProtocol encoding (an int16 version, then the body).
"""

from __future__ import annotations

import asyncio
import struct
from typing import NamedTuple

from kafkasim.client.subscription_state import TopicPartition
from kafkasim.protocol.errors import ErrorCode, KafkaError
from kafkasim.protocol.messages.consumer_protocol_assignment import (
    ConsumerProtocolAssignment,
)
from kafkasim.protocol.messages.consumer_protocol_assignment import (
    TopicPartition as AssignedTopic,
)
from kafkasim.protocol.messages.consumer_protocol_subscription import (
    ConsumerProtocolSubscription,
)
from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest
from kafkasim.protocol.messages.heartbeat import HeartbeatRequest
from kafkasim.protocol.messages.join_group import JoinGroupRequest, JoinGroupRequestProtocol
from kafkasim.protocol.messages.leave_group import LeaveGroupRequest, MemberIdentity
from kafkasim.protocol.messages.offset_commit import (
    OffsetCommitRequest,
    OffsetCommitRequestPartition,
    OffsetCommitRequestTopic,
)
from kafkasim.protocol.messages.offset_fetch import OffsetFetchRequest, OffsetFetchRequestTopic
from kafkasim.protocol.messages.sync_group import SyncGroupRequest, SyncGroupRequestAssignment

SUBSCRIPTION_VERSION = 1
ASSIGNMENT_VERSION = 1
_VERSION = struct.Struct(">h")
COORDINATOR_ERRORS = (ErrorCode.NOT_COORDINATOR, ErrorCode.COORDINATOR_NOT_AVAILABLE,
                      ErrorCode.COORDINATOR_LOAD_IN_PROGRESS)
REJOIN_ERRORS = (ErrorCode.REBALANCE_IN_PROGRESS, ErrorCode.UNKNOWN_MEMBER_ID,
                 ErrorCode.ILLEGAL_GENERATION)


class OffsetAndEpoch(NamedTuple):
    """A committed position: the next offset to read and the leader epoch of the record
    before it (-1 unknown), as OffsetCommit stores and OffsetFetch returns them."""

    offset: int
    leader_epoch: int


def range_assign(members: dict[str, list[str]], partitions: dict[str, int]
                 ) -> dict[str, list[TopicPartition]]:
    """Kafka's RangeAssignor: members -> subscribed topics, partitions: topic -> count."""
    assignment: dict[str, list[TopicPartition]] = {member: [] for member in members}
    for topic in sorted(partitions):
        subscribers = sorted(m for m, topics in members.items() if topic in topics)
        if not subscribers:
            continue
        count = partitions[topic]
        share, extra = divmod(count, len(subscribers))
        start = 0
        for index, member in enumerate(subscribers):
            length = share + (1 if index < extra else 0)
            assignment[member].extend(TopicPartition(topic, p)
                                      for p in range(start, start + length))
            start += length
    return assignment


def encode_subscription(topics: list[str]) -> bytes:
    body = ConsumerProtocolSubscription(topics=sorted(topics))
    return _VERSION.pack(SUBSCRIPTION_VERSION) + body.encode(SUBSCRIPTION_VERSION)


def decode_subscription(data) -> list[str]:
    (version,) = _VERSION.unpack_from(data, 0)
    body = ConsumerProtocolSubscription.decode(
        memoryview(data)[2:], min(version, ConsumerProtocolSubscription.MAX_VERSION))
    return list(body.topics)


def encode_assignment(partitions: list[TopicPartition]) -> bytes:
    by_topic: dict[str, list[int]] = {}
    for tp in partitions:
        by_topic.setdefault(tp.topic, []).append(tp.partition)
    body = ConsumerProtocolAssignment(assigned_partitions=[
        AssignedTopic(topic=t, partitions=p) for t, p in sorted(by_topic.items())])
    return _VERSION.pack(ASSIGNMENT_VERSION) + body.encode(ASSIGNMENT_VERSION)


def decode_assignment(data) -> list[TopicPartition]:
    if not data or len(data) < 2:
        return []
    (version,) = _VERSION.unpack_from(data, 0)
    body = ConsumerProtocolAssignment.decode(
        memoryview(data)[2:], min(version, ConsumerProtocolAssignment.MAX_VERSION))
    return [TopicPartition(t.topic, p) for t in body.assigned_partitions for p in t.partitions]


class GroupMember:
    """This consumer's membership of `group_id` (see the module docstring)."""

    def __init__(self, cluster, group_id: str, *, session_timeout_ms: int = 45_000,
                 rebalance_timeout_ms: int = 60_000, heartbeat_interval_ms: int = 3_000) -> None:
        self.cluster = cluster
        self.group_id = group_id
        self.session_timeout_ms = session_timeout_ms
        self.rebalance_timeout_ms = rebalance_timeout_ms
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.member_id = ""
        self.generation = -1
        self.coordinator: int | None = None
        self.needs_rejoin = True
        self.assignment: list[TopicPartition] = []

    async def _coordinator(self):
        for _ in range(50):
            if self.coordinator is not None:
                try:
                    return await self.cluster.node(self.coordinator)
                except (OSError, ConnectionError, KafkaError):
                    self.coordinator = None
            node = await self.cluster.any_node()
            version = node.version(FindCoordinatorRequest, 4, 4)
            answer = await node.connection.send(FindCoordinatorRequest(
                key_type=0, coordinator_keys=[self.group_id]), version)
            found = answer.coordinators[0]
            if found.error_code == 0:
                self.coordinator = found.node_id
                if found.node_id not in self.cluster.brokers:
                    await self.cluster.refresh([])
                continue
            await asyncio.sleep(0.1)
        raise KafkaError(ErrorCode.COORDINATOR_NOT_AVAILABLE, self.group_id)

    async def _send(self, request, preferred: int, minimum: int = 0):
        """Send to the coordinator; on a coordinator error find it again and retry."""
        for _ in range(50):
            node = await self._coordinator()
            answer = await node.connection.send(
                request, node.version(type(request), preferred, minimum))
            code = getattr(answer, "error_code", 0)
            if code in COORDINATOR_ERRORS:
                self.coordinator = None
                await asyncio.sleep(0.1)
                continue
            return answer
        raise KafkaError(ErrorCode.COORDINATOR_NOT_AVAILABLE, self.group_id)

    async def join(self, topics: list[str]) -> list[TopicPartition]:
        """JoinGroup and SyncGroup until a generation's assignment arrives; return it."""
        while True:
            answer = await self._send(JoinGroupRequest(
                group_id=self.group_id, session_timeout_ms=self.session_timeout_ms,
                rebalance_timeout_ms=self.rebalance_timeout_ms, member_id=self.member_id,
                protocol_type="consumer", protocols=[JoinGroupRequestProtocol(
                    name="range", metadata=encode_subscription(topics))]), 9, 5)
            if answer.error_code == ErrorCode.MEMBER_ID_REQUIRED:
                self.member_id = answer.member_id
                continue
            if answer.error_code in (ErrorCode.UNKNOWN_MEMBER_ID,):
                self.member_id = ""
                continue
            if answer.error_code == ErrorCode.REBALANCE_IN_PROGRESS:
                continue
            if answer.error_code:
                raise KafkaError(answer.error_code, "JoinGroup")
            self.member_id = answer.member_id
            self.generation = answer.generation_id
            assignments = []
            if answer.leader == self.member_id:
                assignments = await self._assign(answer.members)
            synced = await self._send(SyncGroupRequest(
                group_id=self.group_id, generation_id=self.generation,
                member_id=self.member_id, protocol_type="consumer", protocol_name="range",
                assignments=assignments), 5, 3)
            if synced.error_code in REJOIN_ERRORS:
                if synced.error_code == ErrorCode.UNKNOWN_MEMBER_ID:
                    self.member_id = ""
                continue
            if synced.error_code:
                raise KafkaError(synced.error_code, "SyncGroup")
            self.needs_rejoin = False
            self.assignment = decode_assignment(synced.assignment)
            return self.assignment

    async def _assign(self, members) -> list[SyncGroupRequestAssignment]:
        subscriptions = {m.member_id: decode_subscription(m.metadata) for m in members}
        wanted = sorted({t for topics in subscriptions.values() for t in topics})
        await self.cluster.refresh(wanted)
        counts = {t: len(self.cluster.topics[t].partitions) for t in wanted
                  if t in self.cluster.topics}
        plan = range_assign(subscriptions, counts)
        return [SyncGroupRequestAssignment(member_id=m, assignment=encode_assignment(p))
                for m, p in plan.items()]

    async def heartbeat(self) -> int:
        answer = await self._send(HeartbeatRequest(
            group_id=self.group_id, generation_id=self.generation, member_id=self.member_id), 4)
        if answer.error_code in REJOIN_ERRORS:
            self.needs_rejoin = True
            if answer.error_code == ErrorCode.UNKNOWN_MEMBER_ID:
                self.member_id = ""
        return answer.error_code

    async def leave(self) -> None:
        if not self.member_id:
            return
        await self._send(LeaveGroupRequest(group_id=self.group_id, members=[
            MemberIdentity(member_id=self.member_id)]), 5, 3)
        self.member_id = ""
        self.generation = -1

    async def commit(self, offsets: dict[TopicPartition, OffsetAndEpoch]) -> None:
        """OffsetCommit of `offsets`; raise on a partition error."""
        by_topic: dict[str, list] = {}
        for tp, (offset, epoch) in offsets.items():
            by_topic.setdefault(tp.topic, []).append(OffsetCommitRequestPartition(
                partition_index=tp.partition, committed_offset=offset,
                committed_leader_epoch=epoch, committed_metadata=""))
        answer = await self._send(OffsetCommitRequest(
            group_id=self.group_id, generation_id_or_member_epoch=self.generation,
            member_id=self.member_id, topics=[OffsetCommitRequestTopic(name=t, partitions=p)
                                              for t, p in by_topic.items()]), 8, 2)
        for topic in answer.topics:
            for part in topic.partitions:
                if part.error_code in REJOIN_ERRORS:
                    self.needs_rejoin = True
                if part.error_code:
                    raise KafkaError(part.error_code, f"OffsetCommit {topic.name}-"
                                                      f"{part.partition_index}")

    async def committed(self, partitions: list[TopicPartition]
                        ) -> dict[TopicPartition, OffsetAndEpoch]:
        """OffsetFetch: the committed positions of those of `partitions` that have one."""
        by_topic: dict[str, list[int]] = {}
        for tp in partitions:
            by_topic.setdefault(tp.topic, []).append(tp.partition)
        for _ in range(50):
            answer = await self._send(OffsetFetchRequest(group_id=self.group_id, topics=[
                OffsetFetchRequestTopic(name=t, partition_indexes=p)
                for t, p in by_topic.items()], require_stable=True), 7, 1)
            if answer.error_code == ErrorCode.UNSTABLE_OFFSET_COMMIT:
                await asyncio.sleep(0.1)
                continue
            if answer.error_code:
                raise KafkaError(answer.error_code, "OffsetFetch")
            found = {}
            for topic in answer.topics:
                for part in topic.partitions:
                    if part.error_code == ErrorCode.UNSTABLE_OFFSET_COMMIT:
                        break
                    if part.error_code:
                        raise KafkaError(part.error_code, "OffsetFetch")
                    if part.committed_offset >= 0:
                        found[TopicPartition(topic.name, part.partition_index)] = (
                            OffsetAndEpoch(part.committed_offset, part.committed_leader_epoch))
                else:
                    continue
                break
            else:
                return found
            await asyncio.sleep(0.1)
        raise KafkaError(ErrorCode.UNSTABLE_OFFSET_COMMIT, "OffsetFetch")
