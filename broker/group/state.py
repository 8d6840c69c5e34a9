"""Classic consumer groups as plain data: states, members, and the group's bookkeeping.

This module mirrors Kafka's `ClassicGroup` and `ClassicGroupMember`: the state a coordinator
keeps per group (generation, leader, protocol, members, static-member and pending-member maps,
how many members are awaiting a JoinGroup answer) and the pure rules over it (which states may
follow which, protocol selection by vote, the DescribeGroups summary). Timers and answers to
waiting requests live in `broker/group/classic_coordinator.py`; nothing here awaits or does I/O.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from enum import Enum

from kafkasim.broker.clock import ClockTimer
from kafkasim.broker.metadata.coordinator_keys import coordinator_partition
from kafkasim.protocol.codec import DecodeError
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.consumer_protocol_subscription import (
    ConsumerProtocolSubscription,
)

# Kafka's JoinGroupRequest.UNKNOWN_MEMBER_ID / UNKNOWN_GENERATION_ID.
UNKNOWN_MEMBER_ID = ""
UNKNOWN_GENERATION_ID = -1
# Kafka's GroupCoordinator.NoLeader / NoProtocol.
NO_LEADER = ""
NO_PROTOCOL = ""
# The protocol type of the Java consumer's embedded protocol (Kafka's ConsumerProtocol).
CONSUMER_PROTOCOL_TYPE = "consumer"


class GroupState(Enum):
    """The classic group states, with the names DescribeGroups and ListGroups report."""

    EMPTY = "Empty"
    PREPARING_REBALANCE = "PreparingRebalance"
    COMPLETING_REBALANCE = "CompletingRebalance"
    STABLE = "Stable"
    DEAD = "Dead"


# Kafka's ClassicGroupState.validPreviousStates: a transition from any other state is a bug.
VALID_PREVIOUS_STATES: dict[GroupState, frozenset[GroupState]] = {
    GroupState.EMPTY: frozenset({GroupState.PREPARING_REBALANCE}),
    GroupState.PREPARING_REBALANCE: frozenset(
        {GroupState.STABLE, GroupState.COMPLETING_REBALANCE, GroupState.EMPTY}
    ),
    GroupState.COMPLETING_REBALANCE: frozenset({GroupState.PREPARING_REBALANCE}),
    GroupState.STABLE: frozenset({GroupState.COMPLETING_REBALANCE}),
    GroupState.DEAD: frozenset(
        {GroupState.STABLE, GroupState.PREPARING_REBALANCE, GroupState.COMPLETING_REBALANCE,
         GroupState.EMPTY, GroupState.DEAD}
    ),
}


@dataclass(slots=True)
class CommittedOffset:
    """A committed offset as OffsetCommit stores it and OffsetFetch returns it."""

    offset: int
    leader_epoch: int
    metadata: str
    commit_timestamp_ms: int


@dataclass(slots=True)
class JoinResult:
    """What a JoinGroup request is answered with (Kafka's JoinGroupResult)."""

    error: int
    member_id: str
    generation_id: int = UNKNOWN_GENERATION_ID
    protocol_type: str | None = None
    protocol_name: str | None = None
    leader_id: str = NO_LEADER
    skip_assignment: bool = False
    # (member_id, group_instance_id, metadata) for every member; only the leader gets them.
    members: list[tuple[str, str | None, bytes]] = field(default_factory=list)


@dataclass(slots=True)
class SyncResult:
    """What a SyncGroup request is answered with (Kafka's SyncGroupResult)."""

    error: int
    protocol_type: str | None = None
    protocol_name: str | None = None
    assignment: bytes = b""


# A JoinGroup or SyncGroup whose member sent a newer one of the same kind is not answered, as in
# Kafka, where the older callback is simply dropped (its client has already given up on it).
SUPERSEDED = object()


@dataclass(slots=True)
class GroupMember:
    """One member of a classic group (Kafka's ClassicGroupMember)."""

    member_id: str
    group_instance_id: str | None
    client_id: str
    client_host: str
    rebalance_timeout_ms: int
    session_timeout_ms: int
    protocol_type: str
    # (name, metadata) in the member's order of preference.
    protocols: list[tuple[str, bytes]]
    assignment: bytes = b""
    # A member is new until its first rebalance completes; a new member that never gets there
    # is expired by the new-member join timeout rather than by its session timeout.
    is_new: bool = False
    # Set while the member's JoinGroup / SyncGroup request waits for the rebalance to progress.
    join_waiter: asyncio.Future | None = None
    sync_waiter: asyncio.Future | None = None
    # The session (heartbeat) expiry timer.
    session_timer: ClockTimer | None = None

    @property
    def is_awaiting_join(self) -> bool:
        return self.join_waiter is not None

    @property
    def is_awaiting_sync(self) -> bool:
        return self.sync_waiter is not None

    @property
    def is_static(self) -> bool:
        return self.group_instance_id is not None

    def protocol_names(self) -> list[str]:
        return [name for name, _ in self.protocols]

    def metadata_for(self, protocol_name: str) -> bytes:
        """The member's metadata for `protocol_name` (empty when it does not support it)."""
        for name, metadata in self.protocols:
            if name == protocol_name:
                return metadata
        return b""

    def matches(self, protocols: list[tuple[str, bytes]]) -> bool:
        """True when `protocols` equals the member's current list, names, metadata and order."""
        return self.protocols == protocols

    def vote(self, candidates: set[str]) -> str:
        """The member's most preferred protocol among `candidates`."""
        for name, _ in self.protocols:
            if name in candidates:
                return name
        raise ValueError(f"member {self.member_id} supports none of {sorted(candidates)}")


class ClassicGroup:
    """The coordinator's record of one classic group; mutated only by the group coordinator."""

    def __init__(self, group_id: str, state: GroupState = GroupState.EMPTY):
        self.group_id = group_id
        self.state = state
        # Kafka's currentStateTimestamp: when the group entered its current state (-1: unknown,
        # as a record written before Kafka 2.1 leaves it).
        self.state_timestamp_ms = _now_ms()
        self.generation_id = 0
        self.protocol_type: str | None = None
        self.protocol_name: str | None = None
        self.leader_id: str | None = None
        self.members: dict[str, GroupMember] = {}
        # KIP-394: dynamic members told MEMBER_ID_REQUIRED that have not joined with the id yet,
        # each with the timer that forgets it after its session timeout.
        self.pending_members: dict[str, ClockTimer | None] = {}
        # Members that got this generation's JoinGroup answer but have not sent SyncGroup.
        self.pending_sync_members: set[str] = set()
        # KIP-345: group.instance.id -> member id of the static member holding it.
        self.static_members: dict[str, str] = {}
        self.supported_protocols: Counter[str] = Counter()
        self.num_members_awaiting_join = 0
        # Lets the initial rebalance delay extend itself while new members keep arriving.
        self.new_member_added = False
        # The pending rebalance (join) and sync-phase timers, and whether the join timer is the
        # initial delay (which never completes early).
        self.join_timer: ClockTimer | None = None
        self.join_timer_is_initial_delay = False
        self.sync_timer: ClockTimer | None = None
        # Committed offsets by (topic, partition), kept with the group as Kafka's coordinator
        # does; a group that only commits (generation -1) is an Empty group with offsets.
        self.offsets: dict[tuple[str, int], CommittedOffset] = {}
        # Kafka's subscribedTopics: the topics a "consumer" group's members subscribed to, as
        # of the generation's start (None: unknown, see compute_subscribed_topics).
        self.subscribed_topics: frozenset[str] | None = None

    kind = "classic"

    def is_simple(self) -> bool:
        """Kafka's isSimpleGroup: Empty and never joined (only offsets were committed)."""
        return self.state is GroupState.EMPTY and self.protocol_type is None and not self.members

    def is_simple_or_empty(self) -> bool:
        """Kafka's isEmptyClassicGroup: a consumer group may take this group's place."""
        return self.state is GroupState.EMPTY

    def uses_consumer_protocol(self) -> bool:
        """Kafka's usesConsumerGroupProtocol: the members speak the Java consumer's protocol."""
        return self.protocol_type == CONSUMER_PROTOCOL_TYPE

    def compute_subscribed_topics(self) -> frozenset[str] | None:
        """Kafka's computeSubscribedTopics: every member's subscribed topics, read from its
        metadata for the selected protocol as ConsumerProtocolSubscription v0 (the prefix of
        every version); None when the protocol type is not "consumer", no protocol is
        selected yet, or a member's metadata does not parse. No members: the empty set."""
        if not self.uses_consumer_protocol():
            return None
        if not self.members:
            return frozenset()
        if not self.protocol_name:
            return None
        topics: set[str] = set()
        try:
            for member in self.members.values():
                topics.update(subscribed_topics_of(member.metadata_for(self.protocol_name)))
        except ValueError:  # DecodeError is one
            return None
        return frozenset(topics)

    def is_subscribed_to_topic(self, topic: str) -> bool:
        """Kafka's ClassicGroup.isSubscribedToTopic: from the generation's subscribed topics;
        when they are unknown, every topic for a "consumer" group (OffsetDelete refuses them
        all), none otherwise."""
        if self.subscribed_topics is None:
            return self.uses_consumer_protocol()
        return topic in self.subscribed_topics

    def is_unused(self) -> bool:
        """True for an Empty group that never completed a rebalance and has no members, pending
        members or offsets. A group with a generation stays, Empty, as in Kafka, where only the
        offset expiry (not modelled) removes it."""
        return (self.state is GroupState.EMPTY and self.generation_id == 0 and not self.members
                and not self.pending_members and not self.offsets)

    # -- state ---------------------------------------------------------------------------------

    def is_in(self, *states: GroupState) -> bool:
        return self.state in states

    def transition_to(self, target: GroupState) -> None:
        """Move to `target`; raises when Kafka's state machine does not allow the move."""
        if self.state not in VALID_PREVIOUS_STATES[target]:
            raise RuntimeError(
                f"group {self.group_id}: illegal transition {self.state.value} -> {target.value}"
            )
        self.state = target
        self.state_timestamp_ms = _now_ms()

    def can_rebalance(self) -> bool:
        return self.state in VALID_PREVIOUS_STATES[GroupState.PREPARING_REBALANCE]

    # -- members -------------------------------------------------------------------------------

    def has_member(self, member_id: str) -> bool:
        return member_id in self.members

    def is_leader(self, member_id: str) -> bool:
        return self.leader_id == member_id

    def is_pending_member(self, member_id: str) -> bool:
        return member_id in self.pending_members

    def static_member_id(self, group_instance_id: str | None) -> str | None:
        return None if group_instance_id is None else self.static_members.get(group_instance_id)

    def is_static_member_fenced(self, group_instance_id: str | None, member_id: str) -> bool:
        """KIP-345: a request naming an instance id held by another member id is fenced."""
        existing = self.static_member_id(group_instance_id)
        return existing is not None and existing != member_id

    def commit_member_error(self, member_id: str, group_instance_id: str | None,
                            generation_id: int) -> ErrorCode:
        """Whether a committing member is who it says and at the group's generation (Kafka's
        validateOffsetCommit for a member, as OffsetCommit and TxnOffsetCommit both check it):
        UNKNOWN_MEMBER_ID, FENCED_INSTANCE_ID (KIP-345), ILLEGAL_GENERATION, or NONE."""
        if group_instance_id is not None:
            current = self.static_member_id(group_instance_id)
            if current is None:
                return ErrorCode.UNKNOWN_MEMBER_ID
            if current != member_id:
                return ErrorCode.FENCED_INSTANCE_ID
        elif not self.has_member(member_id):
            return ErrorCode.UNKNOWN_MEMBER_ID
        if generation_id != self.generation_id:
            return ErrorCode.ILLEGAL_GENERATION
        return ErrorCode.NONE

    def add_member(self, member: GroupMember, join_waiter: asyncio.Future | None) -> None:
        """Add `member`; the first member fixes the group's protocol type and becomes leader."""
        if not self.members:
            self.protocol_type = member.protocol_type
        self.members[member.member_id] = member
        self.supported_protocols.update(member.protocol_names())
        if member.group_instance_id is not None:
            self.static_members[member.group_instance_id] = member.member_id
        if self.leader_id is None:
            self.leader_id = member.member_id
        _cancel(self.pending_members.pop(member.member_id, None))
        if join_waiter is not None:
            self.num_members_awaiting_join += 1
        member.join_waiter = join_waiter

    def update_member(self, member: GroupMember, protocols: list[tuple[str, bytes]],
                      rebalance_timeout_ms: int, session_timeout_ms: int,
                      join_waiter: asyncio.Future | None) -> None:
        """Replace the member's protocols and timeouts and (re)arm its JoinGroup waiter."""
        self.supported_protocols.subtract(member.protocol_names())
        member.protocols = protocols
        self.supported_protocols.update(member.protocol_names())
        member.rebalance_timeout_ms = rebalance_timeout_ms
        member.session_timeout_ms = session_timeout_ms
        if join_waiter is not None and not member.is_awaiting_join:
            self.num_members_awaiting_join += 1
        elif join_waiter is None and member.is_awaiting_join:
            self.num_members_awaiting_join -= 1
        previous = member.join_waiter
        member.join_waiter = join_waiter
        if previous is not None and previous is not join_waiter and not previous.done():
            previous.set_result(SUPERSEDED)

    def remove_member(self, member_id: str) -> GroupMember | None:
        """Remove a member or pending member; a removed leader is replaced by the next member."""
        _cancel(self.pending_members.pop(member_id, None))
        self.pending_sync_members.discard(member_id)
        member = self.members.pop(member_id, None)
        if member is not None:
            _cancel(member.session_timer)
            member.session_timer = None
            self.supported_protocols.subtract(member.protocol_names())
            if member.is_awaiting_join:
                self.num_members_awaiting_join -= 1
            if member.group_instance_id is not None:
                self.static_members.pop(member.group_instance_id, None)
        if self.leader_id == member_id:
            self.leader_id = next(iter(self.members), None)
        return member

    def replace_static_member(self, group_instance_id: str, old_member_id: str,
                              new_member_id: str) -> GroupMember:
        """KIP-345: give the static member a new member id; any request still waiting under the
        old id is answered FENCED_INSTANCE_ID, since a newer instance has taken its place."""
        member = self.members.pop(old_member_id)
        self.invoke_join_waiter(member, JoinResult(ErrorCode.FENCED_INSTANCE_ID, old_member_id))
        self.invoke_sync_waiter(member, SyncResult(ErrorCode.FENCED_INSTANCE_ID))
        member.member_id = new_member_id
        self.members[new_member_id] = member
        if self.leader_id == old_member_id:
            self.leader_id = new_member_id
        if old_member_id in self.pending_sync_members:
            self.pending_sync_members.discard(old_member_id)
            self.pending_sync_members.add(new_member_id)
        self.static_members[group_instance_id] = new_member_id
        return member

    def invoke_join_waiter(self, member: GroupMember, result: JoinResult) -> None:
        """Answer the member's waiting JoinGroup, if any."""
        waiter = member.join_waiter
        if waiter is not None:
            if not waiter.done():
                waiter.set_result(result)
            member.join_waiter = None
            self.num_members_awaiting_join -= 1

    def invoke_sync_waiter(self, member: GroupMember, result: SyncResult) -> None:
        """Answer the member's waiting SyncGroup, if any."""
        waiter = member.sync_waiter
        if waiter is not None:
            if not waiter.done():
                waiter.set_result(result)
            member.sync_waiter = None

    def has_all_members_joined(self) -> bool:
        return len(self.members) == self.num_members_awaiting_join and not self.pending_members

    def not_yet_rejoined_members(self) -> list[GroupMember]:
        return [member for member in self.members.values() if not member.is_awaiting_join]

    def maybe_elect_new_joined_leader(self) -> bool:
        """Keep the leader if it rejoined, else promote any member that did; False if none did."""
        if self.leader_id is None:
            return False
        leader = self.members.get(self.leader_id)
        if leader is not None and leader.is_awaiting_join:
            return True
        for member_id, member in self.members.items():
            if member.is_awaiting_join:
                self.leader_id = member_id
                return True
        return False

    def rebalance_timeout_ms(self) -> int:
        """The longest rebalance timeout among members: how long a rebalance may wait."""
        return max((m.rebalance_timeout_ms for m in self.members.values()), default=0)

    # -- protocols -----------------------------------------------------------------------------

    def supports_protocols(self, protocol_type: str, protocol_names: list[str]) -> bool:
        """Kafka's rule: an empty group takes any non-empty type and list; otherwise the type must
        match and one of the protocols must be supported by every current member."""
        if self.state is GroupState.EMPTY:
            return bool(protocol_type) and bool(protocol_names)
        size = len(self.members)
        return self.protocol_type == protocol_type and any(
            self.supported_protocols[name] == size for name in protocol_names
        )

    def candidate_protocols(self) -> set[str]:
        size = len(self.members)
        return {name for name, count in self.supported_protocols.items() if count == size}

    def select_protocol(self) -> str:
        """Each member votes for its most preferred protocol all members support; most votes
        wins. Kafka leaves ties to hash order; here the earlier vote in member order wins."""
        if not self.members:
            raise RuntimeError(f"cannot select a protocol for empty group {self.group_id}")
        candidates = self.candidate_protocols()
        votes = Counter(member.vote(candidates) for member in self.members.values())
        return max(votes, key=lambda name: votes[name])  # max keeps the first of equals

    def init_next_generation(self) -> None:
        """Bump the generation; a group with members moves to CompletingRebalance, else Empty."""
        self.generation_id += 1
        if self.members:
            self.protocol_name = self.select_protocol()
            self.subscribed_topics = self.compute_subscribed_topics()
            self.transition_to(GroupState.COMPLETING_REBALANCE)
        else:
            self.protocol_name = None
            self.subscribed_topics = self.compute_subscribed_topics()
            self.transition_to(GroupState.EMPTY)
        self.pending_sync_members.clear()

    def current_member_metadata(self) -> list[tuple[str, str | None, bytes]]:
        """Every member's metadata for the selected protocol, as the leader's JoinGroup gets it."""
        protocol = self.protocol_name or NO_PROTOCOL
        return [(m.member_id, m.group_instance_id, m.metadata_for(protocol))
                for m in self.members.values()]


def new_member_id(client_id: str, group_instance_id: str | None) -> str:
    """Kafka's member id: the instance id (static) or client id (dynamic), a dash, a UUID."""
    return f"{group_instance_id if group_instance_id is not None else client_id}-{uuid.uuid4()}"


def subscribed_topics_of(metadata: bytes) -> list[str]:
    """The topics of a member's ConsumerProtocolSubscription, read at v0 whatever its version
    (as Kafka's coordinator reads it); raises DecodeError (or ValueError) when malformed."""
    if len(metadata) < 2:
        raise DecodeError("no consumer protocol version")
    if int.from_bytes(metadata[:2], "big", signed=True) < 0:
        raise DecodeError("negative consumer protocol version")
    return list(ConsumerProtocolSubscription.decode(memoryview(metadata)[2:], 0).topics)


def offsets_partition_for(group_id: str, partition_count: int) -> int:
    """The `__consumer_offsets` partition of a group (`offsets.topic.num.partitions`)."""
    return coordinator_partition(group_id, partition_count)


def _now_ms() -> int:
    return int(time.time() * 1000)


def _cancel(timer: ClockTimer | None) -> None:
    if timer is not None:
        timer.cancel()
