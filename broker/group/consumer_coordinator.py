"""The KIP-848 half of the group coordinator: ConsumerGroupHeartbeat (joining, updating and
leaving members, reconciliation), fencing, member sessions and rebalance timeouts, the
consumer-group side of OffsetCommit, ConsumerGroupDescribe, and the writing of the group's
records. Two concepts live apart: the subscriptions and target assignment
(`consumer_targets.py`) and the classic-protocol members of consumer groups
(`consumer_classic_members.py`).

It shares the classic coordinator's groups (one map of group id -> ClassicGroup or
ConsumerGroup, as Kafka keeps one group store) and its `__consumer_offsets` partitions. Every
operation works as Kafka 4.3's GroupMetadataManager does: it computes the records of the
change from the current state (synchronously, no awaits), replays them into the state
(`consumer_records.replay`), appends them to the group's offsets partition, and answers once
the partition's ISR has them. A coordinator that loads the partition replays the same records.

A heartbeat (`GroupMetadataManager.consumerGroupHeartbeat`):

1. finds or creates the group (epoch 0 creates; an empty classic group is replaced; a classic
   group whose members all speak the consumer protocol is upgraded when the migration policy
   allows) and the member (a static member may replace a previous instance that left with
   epoch -2), checking the member epoch: a larger one, or a smaller one that is not the previous
   epoch with a subset of the assignment, is FENCED_MEMBER_EPOCH;
2. updates the member's subscription; a changed subscription, or a change of the subscribed
   topics' metadata, bumps the group epoch; a new regular expression is resolved in the
   background, and its result bumps the epoch (`consumer_targets.py`);
3. recomputes the target assignment when the group epoch is ahead of the assignment epoch
   (`consumer_targets.py`);
4. reconciles the member (`consumer_group.next_assignment`): revocations first, then
   assignments of partitions other members released;
5. answers the member epoch, the heartbeat interval and, for a full request or a changed
   assignment, the assignment.

A member whose heartbeats stop for `group.consumer.session.timeout.ms` is fenced (removed; the
group epoch bumps); one that does not revoke within its rebalance timeout likewise. Epoch -1
leaves, -2 is a static member's temporary leave (it keeps its assignment until its session
ends or the same instance rejoins).
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import time
import uuid
from collections import Counter

from kafkasim.broker.clock import ClockTimer
from kafkasim.broker.group import consumer_records as records
from kafkasim.broker.group.consumer_classic_members import ClassicProtocolMembers
from kafkasim.broker.group.consumer_group import (
    JOIN_GROUP_MEMBER_EPOCH,
    LEAVE_GROUP_MEMBER_EPOCH,
    LEAVE_GROUP_STATIC_MEMBER_EPOCH,
    ConsumerGroup,
    ConsumerGroupMember,
    GroupError,
    MemberState,
    is_blank,
    next_assignment,
    random_member_id,
)
from kafkasim.broker.group.consumer_targets import (
    NO_CHANGE,
    UPDATED_AND_RESOLVED,
    TargetAssignment,
)
from kafkasim.broker.group.offsets import coordinator_append_error
from kafkasim.protocol.errors import ErrorCode

log = logging.getLogger("kafkasim.groups")

# ConsumerGroupHeartbeat v1+ (KIP-1082): the client generates its member id.
CONSUMER_GENERATED_MEMBER_ID_REQUIRED_VERSION = 1


def _now_ms() -> int:
    return int(time.time() * 1000)


@dataclasses.dataclass(slots=True)
class HeartbeatRequest:
    group_id: str
    member_id: str
    member_epoch: int
    instance_id: str | None
    rack_id: str | None
    rebalance_timeout_ms: int
    subscribed_topic_names: list[str] | None
    subscribed_topic_regex: str | None
    server_assignor: str | None
    owned: list[tuple[uuid.UUID, list[int]]] | None
    client_id: str
    client_host: str
    api_version: int


@dataclasses.dataclass(slots=True)
class HeartbeatResult:
    error: ErrorCode = ErrorCode.NONE
    message: str | None = None
    member_id: str | None = None
    member_epoch: int = 0
    heartbeat_interval_ms: int = 0
    assignment: dict[uuid.UUID, list[int]] | None = None


class ConsumerGroupCoordinator:
    """KIP-848 consumer groups of one broker's group coordinator (`coordinator`)."""

    def __init__(self, coordinator) -> None:
        self.coordinator = coordinator
        config = coordinator.broker.config
        self.session_timeout_ms = config.get_int("group.consumer.session.timeout.ms")
        self.heartbeat_interval_ms = config.get_int("group.consumer.heartbeat.interval.ms")
        self.max_size = config.get_int("group.consumer.max.size")
        self.migration_policy = (config.get("group.consumer.migration.policy")
                                 or "bidirectional").lower()
        self.session_timers: dict[tuple[str, str], ClockTimer] = {}
        self.rebalance_timers: dict[tuple[str, str], ClockTimer] = {}
        self.targets = TargetAssignment(self)
        self.classic_members = ClassicProtocolMembers(self)

    # --- plumbing shared with the classic coordinator and this side's parts -----------------

    @property
    def groups(self) -> dict:
        return self.coordinator.groups

    @property
    def image(self):
        return self.coordinator.broker.metadata

    def _partition(self, group_id: str) -> int:
        return self.coordinator.partition_for(group_id)

    def coordinates(self, group_id: str) -> bool:
        """Whether this broker still leads the offsets partition of `group_id`."""
        return self._partition(group_id) in self.coordinator.owned_partitions

    def write(self, group_id: str, batch: list[records.Record]) -> asyncio.Future:
        """Replay `batch` into the groups and append it to the group's offsets partition; the
        future resolves with the append's error once the ISR has it."""
        for record in batch:
            records.replay(self.groups, record)
            if record.type == records.CLASSIC_GROUP and record.value is not None:
                self.coordinator.classic.on_downgraded(record.value.group)
        if not batch:
            future = asyncio.get_running_loop().create_future()
            future.set_result(ErrorCode.NONE)
            return future
        partition = self._partition(group_id)
        encoded = [records.encode(r) for r in batch]
        return self.coordinator.storage.start_append(
            partition, self.coordinator.owned_partitions.get(partition), encoded)

    async def written(self, future: asyncio.Future) -> ErrorCode:
        """The answer to a write once the ISR has it (or the append failed)."""
        error = await self.coordinator.storage.completion(future)  # wait point: the ISR
        return _write_error(error)

    def write_in_background(self, group_id: str, batch: list[records.Record]) -> None:
        """Write `batch` for a change nobody waits on (timeouts, regex results, LeaveGroup)."""
        if batch:
            future = self.write(group_id, batch)
            self.coordinator.spawn(self.written(future))

    # --- ConsumerGroupHeartbeat -------------------------------------------------------------

    def validate(self, request: HeartbeatRequest) -> None:
        """GroupCoordinatorService.throwIfConsumerGroupHeartbeatRequestIsInvalid."""
        def invalid(message: str) -> GroupError:
            return GroupError(ErrorCode.INVALID_REQUEST, message)

        if (request.api_version >= CONSUMER_GENERATED_MEMBER_ID_REQUIRED_VERSION
                or request.member_epoch > 0 or request.member_epoch == LEAVE_GROUP_MEMBER_EPOCH):
            if is_blank(request.member_id):
                raise invalid("MemberId can't be empty.")
        if is_blank(request.group_id):
            raise invalid("GroupId can't be empty.")
        if is_blank(request.instance_id):
            raise invalid("InstanceId can't be empty.")
        if is_blank(request.rack_id):
            raise invalid("RackId can't be empty.")
        if request.member_epoch == JOIN_GROUP_MEMBER_EPOCH:
            if request.rebalance_timeout_ms == -1:
                raise invalid("RebalanceTimeoutMs must be provided in first request.")
            if request.owned is None or request.owned:
                raise invalid("TopicPartitions must be empty when (re-)joining.")
            if request.subscribed_topic_names is None and request.subscribed_topic_regex is None:
                raise invalid("Either SubscribedTopicNames or SubscribedTopicRegex must be "
                              "non-null when (re-)joining.")
        elif request.member_epoch == LEAVE_GROUP_STATIC_MEMBER_EPOCH:
            if request.instance_id is None:
                raise invalid("InstanceId can't be null.")
        elif request.member_epoch < LEAVE_GROUP_STATIC_MEMBER_EPOCH:
            raise invalid("MemberEpoch is invalid.")
        assignors = self.targets.assignors
        if request.server_assignor is not None and request.server_assignor not in assignors:
            raise GroupError(ErrorCode.UNSUPPORTED_ASSIGNOR,
                             f"ServerAssignor {request.server_assignor} is not supported. "
                             f"Supported assignors: {', '.join(assignors)}.")

    async def heartbeat(self, request: HeartbeatRequest) -> HeartbeatResult:
        if not self.coordinator.running:
            return HeartbeatResult(ErrorCode.COORDINATOR_NOT_AVAILABLE)
        try:
            self.validate(request)
        except GroupError as error:
            return HeartbeatResult(error.code, error.message)
        error = self.coordinator.coordinator_error(request.group_id)
        if error:
            return HeartbeatResult(error, _default_message(error))
        try:
            if request.member_epoch in (LEAVE_GROUP_MEMBER_EPOCH, LEAVE_GROUP_STATIC_MEMBER_EPOCH):
                batch, result = self._leave(request)
            else:
                batch, result = self._heartbeat(request)
        except GroupError as error:
            return HeartbeatResult(error.code, error.message or _default_message(error.code))
        future = self.write(request.group_id, batch)
        write_error = await self.written(future)
        if write_error:
            return HeartbeatResult(write_error, None if write_error in _SILENT_ERRORS
                                   else _default_message(write_error))
        return result

    def _group_for(self, group_id: str, create: bool, batch: list) -> ConsumerGroup:
        """GroupMetadataManager.getOrMaybeCreateConsumerGroup (the group is created by the
        replay of its first record)."""
        group = self.groups.get(group_id)
        if group is None:
            if not create:
                raise GroupError(ErrorCode.GROUP_ID_NOT_FOUND,
                                 f"Consumer group {group_id} not found.")
            return ConsumerGroup(group_id)
        if isinstance(group, ConsumerGroup):
            return group
        if getattr(group, "kind", None) == "share":
            raise GroupError(ErrorCode.GROUP_ID_NOT_FOUND,
                             f"Group {group_id} is not a consumer group.")
        if create and group.is_simple_or_empty():
            # An empty classic group gives way (its offsets stay with the id).
            self.coordinator.classic.delete_classic_group(group, batch)
            fresh = ConsumerGroup(group_id)
            fresh.offsets = group.offsets
            return fresh
        if create:
            return self.coordinator.classic.upgrade_to_consumer_group(group, batch)
        raise GroupError(ErrorCode.GROUP_ID_NOT_FOUND, f"Group {group_id} is not a consumer group.")

    def _heartbeat(self, request: HeartbeatRequest) -> tuple[list, HeartbeatResult]:
        now = _now_ms()
        batch: list[records.Record] = []
        group_id = request.group_id
        joining = request.member_epoch == JOIN_GROUP_MEMBER_EPOCH
        group = self._group_for(group_id, joining, batch)
        member_id = request.member_id
        if len(group.members) >= self.max_size and (not member_id or member_id not in group.members):
            raise GroupError(ErrorCode.GROUP_MAX_SIZE_REACHED,
                             f"The consumer group has reached its maximum capacity of "
                             f"{self.max_size} members.")
        if not member_id:
            member_id = random_member_id()
        if request.instance_id is None:
            member = group.get_or_create_member(member_id, joining)
            _check_member_epoch(member, request.member_epoch, request.owned)
        else:
            member = self._static_member(group, member_id, request, joining, batch)
        updated = dataclasses.replace(
            member,
            instance_id=request.instance_id if request.instance_id is not None
            else member.instance_id,
            rack_id=request.rack_id if request.rack_id is not None else member.rack_id,
            rebalance_timeout_ms=request.rebalance_timeout_ms
            if request.rebalance_timeout_ms != -1 else member.rebalance_timeout_ms,
            server_assignor=request.server_assignor if request.server_assignor is not None
            else member.server_assignor,
            subscribed_topic_names=frozenset(request.subscribed_topic_names)
            if request.subscribed_topic_names is not None else member.subscribed_topic_names,
            subscribed_topic_regex=request.subscribed_topic_regex
            if request.subscribed_topic_regex is not None else member.subscribed_topic_regex,
            client_id=request.client_id, client_host=request.client_host, classic=None)
        updated = self.update_member(group, member, updated, request.owned, batch, now,
                                     bump_on_any_regex_change=False)
        self.schedule_session_timeout(group_id, member_id)
        result = HeartbeatResult(member_id=updated.member_id, member_epoch=updated.member_epoch,
                                 heartbeat_interval_ms=self.heartbeat_interval_ms)
        full = (request.rebalance_timeout_ms != -1
                and (request.subscribed_topic_names is not None
                     or request.subscribed_topic_regex is not None)
                and request.owned is not None)
        if joining or full or member.assigned != updated.assigned:
            result.assignment = updated.assigned_partitions()
        return batch, result

    def _static_member(self, group: ConsumerGroup, member_id: str, request: HeartbeatRequest,
                       joining: bool, batch: list) -> ConsumerGroupMember:
        """getOrMaybeSubscribeStaticConsumerGroupMember."""
        existing = group.static_member(request.instance_id)
        if joining:
            if existing is None:
                return group.get_or_create_member(member_id, True)
            if not existing.uses_classic_protocol and \
                    existing.member_epoch != LEAVE_GROUP_STATIC_MEMBER_EPOCH:
                raise GroupError(
                    ErrorCode.UNRELEASED_INSTANCE_ID,
                    f"Static member {member_id} with instance id {request.instance_id} cannot "
                    f"join the group because the instance id is owned by {existing.member_id} "
                    "member.")
            new = dataclasses.replace(existing, member_id=member_id, member_epoch=0,
                                      previous_member_epoch=0)
            self.replace_member(group, existing, new, batch)
            return new
        if existing is None:
            raise GroupError(ErrorCode.UNKNOWN_MEMBER_ID,
                             f"Instance id {request.instance_id} is unknown.")
        if existing.member_id != member_id:
            raise GroupError(ErrorCode.FENCED_INSTANCE_ID,
                             f"Static member {member_id} with instance id {request.instance_id} "
                             f"was fenced by member {existing.member_id}.")
        _check_member_epoch(existing, request.member_epoch, request.owned)
        return existing

    def replace_member(self, group: ConsumerGroup, old: ConsumerGroupMember,
                       new: ConsumerGroupMember, batch: list) -> None:
        gid = group.group_id
        target = group.target.get(old.member_id, {})
        step = records.member_tombstones(gid, old.member_id)
        step += [records.member_subscription(gid, new), records.target_member(gid, new.member_id,
                                                                               target),
                 records.current_assignment(gid, new)]
        self.cancel_member_timers(gid, old.member_id)
        batch.extend(step)

    def _record_subscription(self, group: ConsumerGroup, member: ConsumerGroupMember,
                             updated: ConsumerGroupMember, batch: list) -> bool:
        """hasMemberSubscriptionChanged: writes the member's metadata when anything changed;
        True when its topic names changed."""
        if _metadata_of(updated) == _metadata_of(member) and member.member_id in group.members:
            return False
        batch.append(records.member_subscription(group.group_id, updated))
        return updated.subscribed_topic_names != member.subscribed_topic_names

    def update_member(self, group: ConsumerGroup, member: ConsumerGroupMember,
                      updated: ConsumerGroupMember, owned, batch: list, now: int, *,
                      bump_on_any_regex_change: bool) -> ConsumerGroupMember:
        """The steps a heartbeat and a classic-protocol member's JoinGroup share: record the
        member's new subscription, bump the group epoch when the subscribed topics or their
        metadata changed, recompute the target assignment when the group epoch is ahead of it,
        and reconcile the member towards its target; returns the reconciled member. A
        heartbeat bumps on a regex change only once the regex is resolved; a classic member's
        join bumps on any subscription change."""
        names_changed = self._record_subscription(group, member, updated, batch)
        regex_status = self.targets.maybe_update_regexes(group, member, updated, batch, now)
        subscription_changed = names_changed or regex_status != NO_CHANGE
        if bump_on_any_regex_change:
            bump = subscription_changed
        else:
            bump = names_changed or regex_status == UPDATED_AND_RESOLVED
        group_epoch, sub_type = group.group_epoch, None
        if bump or group.has_metadata_expired(now):
            group_epoch, sub_type = self.targets.update_subscription_metadata(
                group, bump, member, updated, batch, now)
        target_epoch, target = self.targets.maybe_update_target(group, group_epoch, member,
                                                                updated, sub_type, batch, now)
        return self._reconcile(group, updated, target_epoch, target, subscription_changed,
                               owned, batch)

    def _reconcile(self, group: ConsumerGroup, member: ConsumerGroupMember, target_epoch: int,
                   target, subscription_changed: bool, owned, batch: list) -> ConsumerGroupMember:
        if not subscription_changed and member.is_reconciled_to(target_epoch):
            return member
        updated = next_assignment(member, target_epoch, target,
                                  self.targets.topic_ids(group, member),
                                  group.current_partition_epoch, owned, subscription_changed)
        if updated != member:
            record = records.current_assignment(group.group_id, updated)
            batch.append(record)
            if not updated.uses_classic_protocol:
                if updated.state == MemberState.UNREVOKED_PARTITIONS:
                    self._schedule_rebalance_timeout(group.group_id, updated.member_id,
                                                     updated.member_epoch,
                                                     updated.rebalance_timeout_ms)
                else:
                    self.cancel_timer(self.rebalance_timers, (group.group_id, updated.member_id))
        return updated

    # --- leaving and fencing --------------------------------------------------------------

    def _leave(self, request: HeartbeatRequest) -> tuple[list, HeartbeatResult]:
        group = self.groups.get(request.group_id)
        if not isinstance(group, ConsumerGroup):
            raise GroupError(ErrorCode.GROUP_ID_NOT_FOUND,
                             f"Group {request.group_id} not found." if group is None else
                             f"Group {request.group_id} is not a consumer group.")
        result = HeartbeatResult(member_id=request.member_id, member_epoch=request.member_epoch)
        if request.instance_id is None:
            member = group.member(request.member_id)
            return self.fence_members(group, [member]), result
        member = group.static_member(request.instance_id)
        if member is None:
            raise GroupError(ErrorCode.UNKNOWN_MEMBER_ID,
                             f"Instance id {request.instance_id} is unknown.")
        if member.member_id != request.member_id:
            raise GroupError(ErrorCode.FENCED_INSTANCE_ID,
                             f"Static member {request.member_id} with instance id "
                             f"{request.instance_id} was fenced by member {member.member_id}.")
        if request.member_epoch == LEAVE_GROUP_STATIC_MEMBER_EPOCH:
            leaving = dataclasses.replace(
                member, member_epoch=LEAVE_GROUP_STATIC_MEMBER_EPOCH, pending_revocation={},
                assigned={t: dict.fromkeys(p, 0) for t, p in member.assigned.items()})
            batch = [records.current_assignment(group.group_id, leaving)]
            return batch, HeartbeatResult(member_id=member.member_id,
                                          member_epoch=LEAVE_GROUP_STATIC_MEMBER_EPOCH)
        return self.fence_members(group, [member]), result

    def fence_members(self, group: ConsumerGroup,
                      members: list[ConsumerGroupMember]) -> list[records.Record]:
        """consumerGroupFenceMembers: remove `members` and bump the group epoch (or downgrade
        the group to a classic one when only classic-protocol members would remain); a group
        left empty gets the new epoch as its assignment epoch too, as in Kafka 4.4."""
        if not members:
            return []
        downgraded = self.coordinator.classic.maybe_downgrade(group, members)
        if downgraded is not None:
            return downgraded
        gid = group.group_id
        batch: list[records.Record] = []
        for member in members:
            batch += records.member_tombstones(gid, member.member_id)
        counts = Counter(m.regex for m in members if m.regex)
        deleted = set()
        for regex, count in counts.items():
            if group.regexes.get(regex, 0) == count:
                batch.append(records.tombstone(records.REGULAR_EXPRESSION, gid, regex))
                deleted.add(regex)
        remaining = set()
        for other in group.members.values():
            if other.member_id in {m.member_id for m in members}:
                continue
            remaining |= set(other.subscribed_topic_names)
        for regex, resolved in group.resolved.items():
            if regex not in deleted:
                remaining |= set(resolved.topics)
        batch.append(records.group_epoch(gid, group.group_epoch + 1,
                                         self.targets.metadata_hash(remaining)))
        leaving = {m.member_id for m in members}
        if all(member_id in leaving for member_id in group.members):
            # The group empties: Kafka 4.4 gives it an empty target assignment at the new epoch
            # (its assignment epoch follows the group epoch).
            batch.append(records.target_metadata(gid, group.group_epoch + 1, _now_ms()))
        for member in members:
            self.cancel_member_timers(gid, member.member_id)
        return batch

    # --- timers ----------------------------------------------------------------------------

    def schedule_session_timeout(self, group_id: str, member_id: str,
                                 timeout_ms: int | None = None) -> None:
        key = (group_id, member_id)
        self.cancel_timer(self.session_timers, key)
        self.session_timers[key] = self.coordinator.broker.clock.call_later(
            (timeout_ms if timeout_ms is not None else self.session_timeout_ms) / 1000,
            self._on_session_expired, group_id, member_id)

    def _on_session_expired(self, group_id: str, member_id: str) -> None:
        self.session_timers.pop((group_id, member_id), None)
        self.fence_operation(group_id, member_id, "the member session expired")

    def fence_operation(self, group_id: str, member_id: str, reason: str) -> None:
        group = self.groups.get(group_id)
        if not isinstance(group, ConsumerGroup) or member_id not in group.members:
            return
        log.info("member %s fenced from consumer group %s because %s", member_id, group_id,
                 reason)
        self.write_in_background(group_id, self.fence_members(group, [group.members[member_id]]))

    def _schedule_rebalance_timeout(self, group_id: str, member_id: str, epoch: int,
                                    timeout_ms: int) -> None:
        key = (group_id, member_id)
        self.cancel_timer(self.rebalance_timers, key)
        self.rebalance_timers[key] = self.coordinator.broker.clock.call_later(
            max(timeout_ms, 0) / 1000, self._on_rebalance_timeout, group_id, member_id, epoch)

    def _on_rebalance_timeout(self, group_id: str, member_id: str, epoch: int) -> None:
        self.rebalance_timers.pop((group_id, member_id), None)
        group = self.groups.get(group_id)
        if isinstance(group, ConsumerGroup):
            member = group.members.get(member_id)
            if member is not None and member.member_epoch == epoch:
                self.fence_operation(group_id, member_id,
                                     f"it failed to transition from epoch {epoch} in time")

    @staticmethod
    def cancel_timer(timers: dict, key) -> None:
        timer = timers.pop(key, None)
        if timer is not None:
            timer.cancel()

    def cancel_member_timers(self, group_id: str, member_id: str) -> None:
        self.cancel_timer(self.session_timers, (group_id, member_id))
        self.cancel_timer(self.rebalance_timers, (group_id, member_id))
        self.classic_members.cancel_timers(group_id, member_id)

    # --- loading and unloading ----------------------------------------------------------------

    def on_loaded(self, groups: list[ConsumerGroup]) -> None:
        for group in groups:
            for member in group.members.values():
                if member.uses_classic_protocol:
                    timeout = member.classic.session_timeout_ms
                else:
                    timeout = self.session_timeout_ms
                self.schedule_session_timeout(group.group_id, member.member_id, timeout)
                if member.state == MemberState.UNREVOKED_PARTITIONS:
                    self._schedule_rebalance_timeout(group.group_id, member.member_id,
                                                     member.member_epoch,
                                                     member.rebalance_timeout_ms)

    def on_unloaded(self, group: ConsumerGroup) -> None:
        for member_id in list(group.members):
            self.cancel_timer(self.session_timers, (group.group_id, member_id))
            self.cancel_timer(self.rebalance_timers, (group.group_id, member_id))
        group.state = "Dead"

    # --- OffsetCommit ------------------------------------------------------------------------

    def validate_commit(self, group: ConsumerGroup, member_id: str, instance_id: str | None,
                        member_epoch: int, api_version: int, entries) -> ErrorCode:
        """ConsumerGroup.validateOffsetCommit and its per-partition assignment-epoch check: the
        error of the whole commit, or NONE."""
        if member_epoch < 0 and not group.members:
            return ErrorCode.NONE
        member = group.members.get(member_id)
        if member is None:
            return ErrorCode.UNKNOWN_MEMBER_ID
        if not member.uses_classic_protocol and api_version < 9:
            return ErrorCode.UNSUPPORTED_VERSION
        if member_epoch == member.member_epoch:
            self._touch_classic_member(group, member)
            return ErrorCode.NONE
        stale = ErrorCode.ILLEGAL_GENERATION if member.uses_classic_protocol \
            else ErrorCode.STALE_MEMBER_EPOCH
        if member_epoch > member.member_epoch:
            return stale
        for entry in entries:
            topic_id = entry.topic_id
            if topic_id is None:
                topic = self.image.topics.get(entry.topic)
                topic_id = topic.topic_id if topic is not None else None
            epoch = member.assignment_epoch(topic_id, entry.partition)
            if epoch is None or member_epoch < epoch:
                return stale
        return ErrorCode.NONE

    def _touch_classic_member(self, group: ConsumerGroup, member: ConsumerGroupMember) -> None:
        """A commit shows a classic-protocol member is alive, as its heartbeat would."""

    # --- ConsumerGroupDescribe ----------------------------------------------------------------

    def describe(self, group_id: str):
        """(error, message, group) for one group id."""
        error = self.coordinator.coordinator_error(group_id)
        if error:
            return error, _default_message(error), None
        group = self.groups.get(group_id)
        if group is None:
            return ErrorCode.GROUP_ID_NOT_FOUND, f"Group {group_id} not found.", None
        if not isinstance(group, ConsumerGroup):
            return ErrorCode.GROUP_ID_NOT_FOUND, f"Group {group_id} is not a consumer group.", None
        return ErrorCode.NONE, None, group

    def assignor_name(self, group: ConsumerGroup) -> str:
        return group.preferred_assignor() or self.targets.default_assignor


def _check_member_epoch(member: ConsumerGroupMember, received: int, owned) -> None:
    """throwIfConsumerGroupMemberEpochIsInvalid."""
    if received == 0:
        return
    if received > member.member_epoch:
        raise GroupError(ErrorCode.FENCED_MEMBER_EPOCH,
                         f"The consumer group member has a greater member epoch ({received}) "
                         f"than the one known by the group coordinator ({member.member_epoch}). "
                         "The member must abandon all its partitions and rejoin.")
    if received < member.member_epoch and (received != member.previous_member_epoch
                                           or not _is_subset(owned, member.assigned)):
        raise GroupError(ErrorCode.FENCED_MEMBER_EPOCH,
                         f"The consumer group member has a smaller member epoch ({received}) "
                         f"than the one known by the group coordinator ({member.member_epoch}). "
                         "The member must abandon all its partitions and rejoin.")


def _is_subset(owned, assigned) -> bool:
    if owned is None:
        return False
    for topic_id, partitions in owned:
        held = assigned.get(topic_id)
        if held is None or any(p not in held for p in partitions):
            return False
    return True


def _metadata_of(member: ConsumerGroupMember):
    return (member.instance_id, member.rack_id, member.client_id, member.client_host,
            member.subscribed_topic_names, member.subscribed_topic_regex,
            member.rebalance_timeout_ms, member.server_assignor, member.classic)



# Errors Kafka's CoordinatorOperationExceptionHelper answers without a message.
_SILENT_ERRORS = frozenset({ErrorCode.COORDINATOR_NOT_AVAILABLE, ErrorCode.NOT_COORDINATOR,
                            ErrorCode.UNKNOWN_SERVER_ERROR, ErrorCode.COORDINATOR_LOAD_IN_PROGRESS})


def _write_error(error: int) -> ErrorCode:
    """The answer to a failed append (CoordinatorOperationExceptionHelper): the mapping both
    coordinators share, anything else UNKNOWN_SERVER_ERROR."""
    common = coordinator_append_error(error)
    return ErrorCode.UNKNOWN_SERVER_ERROR if common is None else common


def _default_message(error: ErrorCode) -> str | None:
    """Kafka's default message of an error without its own (ApiError.message)."""
    return _DEFAULT_MESSAGES.get(error)


# Kafka's runtime fails operations on a partition it does not own (or is still loading)
# with exceptions that carry no message.
_DEFAULT_MESSAGES: dict[ErrorCode, str] = {}
