"""Classic-protocol members of KIP-848 consumer groups (KIP-848's online migration): a member
that still speaks JoinGroup, SyncGroup, Heartbeat and LeaveGroup takes part in a consumer group
as Kafka's classicGroup*ToConsumerGroup operations let it. Its JoinGroup updates its
subscription and reconciles it like a ConsumerGroupHeartbeat (the answer names its member epoch
as the generation and no leader); its SyncGroup returns its current assignment in the embedded
consumer protocol's version it joined with; its Heartbeat answers REBALANCE_IN_PROGRESS when its
assignment must change; its LeaveGroup fences it at once.

Two deadlines are its own: a member told to rejoin must do so within its rebalance timeout, and
a member that joined must send its SyncGroup within it; either missed fences the member.
"""

from __future__ import annotations

import asyncio
import dataclasses
import time
from collections import Counter

from kafkasim.broker.clock import ClockTimer
from kafkasim.broker.group import consumer_records as records
from kafkasim.broker.group import migration
from kafkasim.broker.group.consumer_group import (
    ClassicMetadata,
    ConsumerGroup,
    ConsumerGroupMember,
    GroupError,
    MemberState,
    random_member_id,
)
from kafkasim.broker.group.state import JoinResult, SyncResult
from kafkasim.protocol.errors import ErrorCode


class ClassicProtocolMembers:
    """The classic-protocol members of the consumer groups of one broker's KIP-848 coordinator
    (`consumer`)."""

    def __init__(self, consumer) -> None:
        self.consumer = consumer
        # The rejoin and SyncGroup deadlines, by (group id, member id).
        self.join_timers: dict[tuple[str, str], ClockTimer] = {}
        self.sync_timers: dict[tuple[str, str], ClockTimer] = {}

    def cancel_timers(self, group_id: str, member_id: str) -> None:
        self.consumer.cancel_timer(self.join_timers, (group_id, member_id))
        self.consumer.cancel_timer(self.sync_timers, (group_id, member_id))

    # --- JoinGroup ---------------------------------------------------------------------------

    def join(self, group: ConsumerGroup, request, waiter: asyncio.Future) -> None:
        """JoinGroup to a consumer group (classicGroupJoinToConsumerGroup): the member joins as
        a classic-protocol member; the group's assignor assigns it; the answer (its epoch as
        the generation, no leader) comes once the records are written."""
        def answer(error: ErrorCode, member_id: str = request.member_id) -> None:
            waiter.set_result(JoinResult(error, member_id))

        try:
            batch, result, member_id = self._join(group, request)
        except GroupError as error:
            return answer(error.code)
        if result is None:
            return answer(ErrorCode.MEMBER_ID_REQUIRED, member_id)
        future = self.consumer.write(group.group_id, batch)

        async def reply():
            error = await self.consumer.written(future)
            if error:
                return answer(error, member_id)
            key = (group.group_id, member_id)
            self.consumer.cancel_timer(self.join_timers, key)
            if isinstance(self.consumer.groups.get(group.group_id), ConsumerGroup):
                self.consumer.schedule_session_timeout(group.group_id, member_id,
                                                       request.session_timeout_ms)
                self.consumer.cancel_timer(self.sync_timers, key)
                self.sync_timers[key] = self.consumer.coordinator.broker.clock.call_later(
                    request.rebalance_timeout_ms / 1000, self._on_classic_timeout, key,
                    self.sync_timers, "the member failed to sync within timeout")
            waiter.set_result(result)

        self.consumer.coordinator.spawn(reply())

    def _join(self, group: ConsumerGroup, request):
        if self.consumer.migration_policy == "disabled":
            raise GroupError(ErrorCode.INCONSISTENT_GROUP_PROTOCOL)
        now = int(time.time() * 1000)
        unknown = request.member_id == ""
        member_id = random_member_id() if unknown else request.member_id
        if len(group.members) >= self.consumer.max_size and (unknown
                                                             or member_id not in group.members):
            raise GroupError(ErrorCode.GROUP_MAX_SIZE_REACHED)
        names = [name for name, _ in request.protocols]
        if not self._supports_classic(group, request.protocol_type, names):
            raise GroupError(ErrorCode.INCONSISTENT_GROUP_PROTOCOL,
                             f"Member {member_id}'s protocols are not supported.")
        if request.require_known_member_id and unknown and request.group_instance_id is None:
            return [], None, member_id
        batch: list[records.Record] = []
        if request.group_instance_id is None:
            member = group.get_or_create_member(member_id, True)
        else:
            existing = group.static_member(request.group_instance_id)
            if unknown:
                if existing is None:
                    member = group.get_or_create_member(member_id, True)
                else:
                    member = dataclasses.replace(existing, member_id=member_id, member_epoch=0,
                                                 previous_member_epoch=0)
                    self.consumer.replace_member(group, existing, member, batch)
            else:
                if existing is None:
                    raise GroupError(ErrorCode.UNKNOWN_MEMBER_ID)
                if existing.member_id != member_id:
                    raise GroupError(ErrorCode.FENCED_INSTANCE_ID)
                member = existing
        try:
            subscription = migration.decode_subscription(bytes(request.protocols[0][1]))
        except Exception:
            raise GroupError(ErrorCode.INCONSISTENT_GROUP_PROTOCOL) from None
        owned = []
        for topic in subscription.owned_partitions or ():
            info = self.consumer.image.topics.get(topic.topic)
            if info is not None:
                owned.append((info.topic_id, list(topic.partitions)))
        updated = dataclasses.replace(
            member, instance_id=request.group_instance_id if request.group_instance_id
            is not None else member.instance_id,
            rack_id=subscription.rack_id if subscription.rack_id is not None else member.rack_id,
            rebalance_timeout_ms=request.rebalance_timeout_ms
            if request.rebalance_timeout_ms != -1 else member.rebalance_timeout_ms,
            subscribed_topic_names=frozenset(subscription.topics or ()),
            subscribed_topic_regex="", client_id=request.client_id,
            client_host=request.client_host,
            classic=ClassicMetadata(request.session_timeout_ms, tuple(
                (name, bytes(data)) for name, data in request.protocols)))
        updated = self.consumer.update_member(group, member, updated, owned, batch, now,
                                              bump_on_any_regex_change=True)
        result = JoinResult(ErrorCode.NONE, updated.member_id, updated.member_epoch,
                            migration.PROTOCOL_TYPE, request.protocols[0][0], "")
        return batch, result, member_id

    @staticmethod
    def _supports_classic(group: ConsumerGroup, protocol_type: str, names: list[str]) -> bool:
        if protocol_type != "consumer":
            return False
        if not group.members:
            return bool(names)
        classic = [m for m in group.members.values() if m.uses_classic_protocol]
        counts = Counter(name for m in classic for name, _ in m.classic.protocols)
        return any(counts.get(name, 0) == len(classic) for name in names)

    def _member(self, group: ConsumerGroup, member_id: str,
                instance_id: str | None) -> ConsumerGroupMember:
        """validateConsumerGroupMember and throwIfMemberDoesNotUseClassicProtocol."""
        member = _named_member(group, member_id, instance_id)
        if not member.uses_classic_protocol:
            raise GroupError(ErrorCode.UNKNOWN_MEMBER_ID)
        return member

    # --- SyncGroup --------------------------------------------------------------------------

    def sync(self, group: ConsumerGroup, member_id: str, instance_id: str | None,
             generation_id: int, protocol_type: str | None, protocol_name: str | None):
        """SyncGroup of a classic-protocol member (classicGroupSyncToConsumerGroup): its
        current assignment, in the embedded protocol's version it joined with."""
        try:
            member = self._member(group, member_id, instance_id)
            if member.member_epoch != generation_id:
                raise GroupError(ErrorCode.ILLEGAL_GENERATION)
            name = member.classic.protocols[0][0]
            if (protocol_type is not None and protocol_type != "consumer") or \
                    (protocol_name is not None and protocol_name != name):
                raise GroupError(ErrorCode.INCONSISTENT_GROUP_PROTOCOL)
            self._throw_if_rebalance_in_progress(group, member)
        except GroupError as error:
            return SyncResult(error.code)
        key = (group.group_id, member.member_id)
        self.consumer.cancel_timer(self.sync_timers, key)
        self.consumer.schedule_session_timeout(group.group_id, member.member_id,
                                               member.classic.session_timeout_ms)
        version = migration.embedded_version(member.classic.protocols[0][1])
        return SyncResult(ErrorCode.NONE, protocol_type, protocol_name,
                          migration.assignment_bytes(self.consumer.image, member.assigned, version))

    def _throw_if_rebalance_in_progress(self, group: ConsumerGroup,
                                        member: ConsumerGroupMember) -> None:
        if group.assignment_epoch > member.member_epoch and \
                member.state != MemberState.UNREVOKED_PARTITIONS:
            self._schedule_join_timeout(group.group_id, member)
            raise GroupError(ErrorCode.REBALANCE_IN_PROGRESS)

    def _schedule_join_timeout(self, group_id: str, member: ConsumerGroupMember) -> None:
        key = (group_id, member.member_id)
        if key not in self.join_timers:
            self.join_timers[key] = self.consumer.coordinator.broker.clock.call_later(
                max(member.rebalance_timeout_ms, 0) / 1000, self._on_classic_timeout, key,
                self.join_timers, "the classic member failed to join within the rebalance timeout")

    def _on_classic_timeout(self, key, timers: dict, reason: str) -> None:
        timers.pop(key, None)
        self.consumer.fence_operation(key[0], key[1], reason)

    # --- Heartbeat --------------------------------------------------------------------------

    def heartbeat(self, group: ConsumerGroup, member_id: str, instance_id: str | None,
                  generation_id: int) -> ErrorCode:
        """Heartbeat of a classic-protocol member (classicGroupHeartbeatToConsumerGroup):
        REBALANCE_IN_PROGRESS tells it to rejoin when its assignment must change."""
        try:
            member = self._member(group, member_id, instance_id)
        except GroupError as error:
            return error.code
        if member.member_epoch != generation_id:
            return ErrorCode.ILLEGAL_GENERATION
        self.consumer.schedule_session_timeout(group.group_id, member_id,
                                               member.classic.session_timeout_ms)
        if (member.member_epoch < group.assignment_epoch
                or member.state == MemberState.UNREVOKED_PARTITIONS
                or (member.state == MemberState.UNRELEASED_PARTITIONS
                    and not self._waiting_on_unreleased(group, member))):
            self._schedule_join_timeout(group.group_id, member)
            return ErrorCode.REBALANCE_IN_PROGRESS
        return ErrorCode.NONE

    @staticmethod
    def _waiting_on_unreleased(group: ConsumerGroup, member: ConsumerGroupMember) -> bool:
        if member.state != MemberState.UNRELEASED_PARTITIONS:
            return False
        for topic_id, partitions in group.target.get(member.member_id, {}).items():
            assigned = member.assigned.get(topic_id, {})
            for partition in partitions:
                if partition not in assigned and \
                        group.current_partition_epoch(topic_id, partition) != -1:
                    return True
        return False

    # --- LeaveGroup -------------------------------------------------------------------------

    def leave(self, group: ConsumerGroup, leaving: list[tuple[str, str | None]]
              ) -> list[ErrorCode]:
        """LeaveGroup for a consumer group (classicGroupLeaveToConsumerGroup): any member may
        leave this way; the valid ones are fenced at once."""
        errors = []
        valid: dict[str, ConsumerGroupMember] = {}
        for member_id, instance_id in leaving:
            try:
                member = _named_member(group, member_id, instance_id, admin_leave=True)
            except GroupError as error:
                errors.append(error.code)
                continue
            errors.append(ErrorCode.NONE)
            valid[member.member_id] = member
        fenced = self.consumer.fence_members(group, list(valid.values()))
        self.consumer.write_in_background(group.group_id, fenced)
        return errors


def _named_member(group: ConsumerGroup, member_id: str, instance_id: str | None, *,
                  admin_leave: bool = False) -> ConsumerGroupMember:
    """The member a classic request names: by member id, or a static member by instance id,
    whose member id must match (UNKNOWN_MEMBER_ID, FENCED_INSTANCE_ID). With `admin_leave` an
    empty member id names whoever holds the instance id (KIP-345's admin LeaveGroup)."""
    if instance_id is None:
        return group.member(member_id)
    member = group.static_member(instance_id)
    if member is None:
        raise GroupError(ErrorCode.UNKNOWN_MEMBER_ID)
    if (member_id or not admin_leave) and member.member_id != member_id:
        raise GroupError(ErrorCode.FENCED_INSTANCE_ID)
    return member
