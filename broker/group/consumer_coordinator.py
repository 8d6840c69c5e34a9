"""The KIP-848 half of the group coordinator: ConsumerGroupHeartbeat, ConsumerGroupDescribe,
member sessions, rebalance timeouts, regular expressions and metadata changes.

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
   topics' metadata (hash of ids, names, partition counts and racks), bumps the group epoch;
   a new regular expression is resolved in the background (at most every 10 s, or
   `group.consumer.regex.refresh.interval.ms` with new topics), and its result bumps the epoch;
3. recomputes the target assignment with the preferred server assignor when the group epoch is
   ahead of the assignment epoch, at most once per `group.consumer.assignment.interval.ms`;
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
import hashlib
import logging
import re
import struct
import time
import uuid
from collections import Counter

from kafkasim.broker.group import consumer_records as records
from kafkasim.broker.group.assignors import (
    ASSIGNORS,
    GroupSpec,
    MemberSpec,
    PartitionAssignorError,
    assign,
)
from kafkasim.broker.group.consumer_group import (
    JOIN_GROUP_MEMBER_EPOCH,
    LEAVE_GROUP_MEMBER_EPOCH,
    LEAVE_GROUP_STATIC_MEMBER_EPOCH,
    ClassicMetadata,
    ConsumerGroup,
    ConsumerGroupMember,
    GroupError,
    MemberState,
    ResolvedRegex,
    next_assignment,
    subscription_type,
)
from kafkasim.protocol.errors import ErrorCode

log = logging.getLogger("kafkasim.groups")

# Kafka's GroupMetadataManager.REGEX_BATCH_REFRESH_MIN_INTERVAL_MS.
REGEX_BATCH_REFRESH_MIN_INTERVAL_MS = 10_000
# ConsumerGroupHeartbeat v1+ (KIP-1082): the client generates its member id.
CONSUMER_GENERATED_MEMBER_ID_REQUIRED_VERSION = 1
_NEVER = (1 << 31) - 1


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


def _blank(value: str | None) -> bool:
    """Kafka's throwIfEmptyString: set, and nothing left after String.trim()."""
    return value is not None and not value.strip(" \t\n\r\x0b\x0c\x00\x01\x02\x03\x04\x05\x06"
                                                 "\x07\x08\x0e\x0f\x10\x11\x12\x13\x14\x15"
                                                 "\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f")


def compile_regex(pattern: str) -> re.Pattern:
    """A subscription regex as Kafka compiles it (RE2J; full-name matches). Python's engine
    accepts more than RE2 does, so the constructs RE2 rejects are rejected here too."""
    if re.search(r"\(\?[=!<]|\\[1-9]", pattern):
        raise GroupError(ErrorCode.INVALID_REGULAR_EXPRESSION,
                         f"SubscribedTopicRegex `{pattern}` is not a valid regular expression: "
                         "invalid or unsupported Perl syntax.")
    try:
        return re.compile(pattern)
    except re.error as error:
        raise GroupError(ErrorCode.INVALID_REGULAR_EXPRESSION,
                         f"SubscribedTopicRegex `{pattern}` is not a valid regular expression: "
                         f"{error}.") from None


class ConsumerGroupCoordinator:
    """KIP-848 consumer groups of one broker's group coordinator (`coordinator`)."""

    def __init__(self, coordinator) -> None:
        self.coordinator = coordinator
        config = coordinator.broker.config
        self.session_timeout_ms = config.get_int("group.consumer.session.timeout.ms")
        self.heartbeat_interval_ms = config.get_int("group.consumer.heartbeat.interval.ms")
        self.assignment_interval_ms = config.get_int("group.consumer.assignment.interval.ms")
        self.max_size = config.get_int("group.consumer.max.size")
        self.regex_refresh_interval_ms = config.get_int("group.consumer.regex.refresh.interval.ms")
        self.migration_policy = (config.get("group.consumer.migration.policy")
                                 or "bidirectional").lower()
        names = [n.strip() for n in (config.get("group.consumer.assignors")
                                     or "uniform,range").split(",") if n.strip()]
        # Kafka accepts class names too; the built-in ones are known by their short names.
        self.assignors = [n.rsplit(".", 1)[-1].removesuffix("Assignor").lower()
                          if "." in n else n for n in names]
        self.assignors = [n for n in self.assignors if n in ASSIGNORS] or list(ASSIGNORS)
        self.default_assignor = self.assignors[0]
        self.session_timers: dict[tuple[str, str], asyncio.TimerHandle] = {}
        self.rebalance_timers: dict[tuple[str, str], asyncio.TimerHandle] = {}
        # Classic-protocol members of consumer groups: the rejoin and SyncGroup deadlines.
        self.join_timers: dict[tuple[str, str], asyncio.TimerHandle] = {}
        self.sync_timers: dict[tuple[str, str], asyncio.TimerHandle] = {}
        self.regex_refreshing: set[str] = set()
        self.last_image_with_new_topics = -1
        self._topic_hashes: dict[str, int] = {}
        self._topics_seen: dict | None = None

    # --- plumbing shared with the classic coordinator ---------------------------------------

    @property
    def groups(self) -> dict:
        return self.coordinator.groups

    @property
    def image(self):
        return self.coordinator.broker.metadata

    def _partition(self, group_id: str) -> int:
        return self.coordinator.partition_for(group_id)

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

    async def _written(self, future: asyncio.Future) -> ErrorCode:
        error = await self.coordinator.storage.completion(future)  # wait point: the ISR
        return _write_error(error)

    def _write_in_background(self, group_id: str, batch: list[records.Record]) -> None:
        if batch:
            future = self.write(group_id, batch)
            self.coordinator._spawn(self._written(future))

    # --- ConsumerGroupHeartbeat -------------------------------------------------------------

    def validate(self, request: HeartbeatRequest) -> None:
        """GroupCoordinatorService.throwIfConsumerGroupHeartbeatRequestIsInvalid."""
        def invalid(message: str) -> GroupError:
            return GroupError(ErrorCode.INVALID_REQUEST, message)

        if (request.api_version >= CONSUMER_GENERATED_MEMBER_ID_REQUIRED_VERSION
                or request.member_epoch > 0 or request.member_epoch == LEAVE_GROUP_MEMBER_EPOCH):
            if _blank(request.member_id):
                raise invalid("MemberId can't be empty.")
        if _blank(request.group_id):
            raise invalid("GroupId can't be empty.")
        if _blank(request.instance_id):
            raise invalid("InstanceId can't be empty.")
        if _blank(request.rack_id):
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
        if request.server_assignor is not None and request.server_assignor not in self.assignors:
            raise GroupError(ErrorCode.UNSUPPORTED_ASSIGNOR,
                             f"ServerAssignor {request.server_assignor} is not supported. "
                             f"Supported assignors: {', '.join(self.assignors)}.")

    async def heartbeat(self, request: HeartbeatRequest) -> HeartbeatResult:
        if not self.coordinator._running:
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
        write_error = await self._written(future)
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
            member_id = _random_member_id()
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
        names_changed = self._record_subscription(group, member, updated, batch)
        regex_status = self._maybe_update_regexes(group, member, updated, batch, now)
        subscription_changed = names_changed or regex_status != _NO_CHANGE
        group_epoch = group.group_epoch
        sub_type = None
        bump = names_changed or regex_status == _UPDATED_AND_RESOLVED
        if bump or group.has_metadata_expired(now):
            group_epoch, sub_type = self._update_subscription_metadata(group, bump, member,
                                                                      updated, batch, now)
        target_epoch, target = self._maybe_update_target(group, group_epoch, member, updated,
                                                         sub_type, batch, now)
        updated = self._reconcile(group, updated, target_epoch, target, subscription_changed,
                                  request.owned, batch)
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
            self._replace_member(group, existing, new, batch)
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

    def _replace_member(self, group: ConsumerGroup, old: ConsumerGroupMember,
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

    def _maybe_update_regexes(self, group: ConsumerGroup, member: ConsumerGroupMember,
                              updated: ConsumerGroupMember, batch: list, now: int) -> str:
        old_regex, new_regex = member.subscribed_topic_regex, updated.subscribed_topic_regex
        status = _NO_CHANGE
        refresh = False
        if old_regex != new_regex:
            status = _UPDATED
            if old_regex and group.regexes.get(old_regex, 0) == 1:
                batch.append(records.tombstone(records.REGULAR_EXPRESSION, group.group_id,
                                               old_regex))
            if new_regex:
                if group.regexes.get(new_regex, 0) == 0:
                    compile_regex(new_regex)
                    refresh = True
                elif new_regex in group.resolved:
                    status = _UPDATED_AND_RESOLVED
            elif old_regex:
                status = _UPDATED_AND_RESOLVED
        if not refresh and not group.regexes:
            return status
        if group.group_id in self.regex_refreshing:
            return status
        last_refresh = next(iter(group.resolved.values())).timestamp_ms if group.resolved \
            else -(1 << 63)
        if now <= last_refresh + REGEX_BATCH_REFRESH_MIN_INTERVAL_MS:
            return status
        subscribed = group.regexes_after(member if member.member_id in group.members else None,
                                         updated)
        refresh |= len(subscribed) != len(group.resolved)
        last_version = next(iter(group.resolved.values())).version if group.resolved else 0
        refresh |= last_version < self.last_image_with_new_topics
        refresh |= now > last_refresh + self.regex_refresh_interval_ms
        if refresh and subscribed:
            self.regex_refreshing.add(group.group_id)
            asyncio.get_running_loop().call_soon(self._resolve_regexes, group.group_id,
                                                 set(subscribed))
        return status

    def _resolve_regexes(self, group_id: str, regexes: set[str]) -> None:
        """The background resolution of a group's regular expressions against the topics this
        broker knows (TopicRegexResolver), and its result (handleRegularExpressionsResult)."""
        self.regex_refreshing.discard(group_id)
        group = self.groups.get(group_id)
        if not isinstance(group, ConsumerGroup) or \
                self._partition(group_id) not in self.coordinator.owned_partitions:
            return
        now = _now_ms()
        version = self.image.version
        compiled = {}
        for regex in regexes:
            try:
                compiled[regex] = compile_regex(regex)
            except GroupError:
                compiled[regex] = None
        resolved = {r: set() for r in regexes}
        for name in self.image.topics:
            for regex, pattern in compiled.items():
                if pattern is not None and pattern.fullmatch(name):
                    resolved[regex].add(name)
        batch = []
        topics = {t: (n, r) for t, (n, r) in group.subscribed_names_after(None, None).items()}
        bump = False
        for regex, names in resolved.items():
            if group.regexes.get(regex, 0) == 0:
                continue
            old = group.resolved.get(regex)
            old_topics = old.topics if old else frozenset()
            if old_topics != frozenset(names):
                bump = True
                for t in old_topics:
                    n, r = topics.get(t, (0, 0))
                    topics[t] = (n, r - 1)
                for t in names:
                    n, r = topics.get(t, (0, 0))
                    topics[t] = (n, r + 1)
            batch.append(records.regex_record(group_id, regex,
                                              ResolvedRegex(frozenset(names), version, now)))
        metadata_hash = self.metadata_hash({t for t, (n, r) in topics.items() if n > 0 or r > 0})
        if metadata_hash != group.metadata_hash:
            bump = True
        if bump:
            epoch = group.group_epoch + 1
            batch.append(records.group_epoch(group_id, epoch, metadata_hash))
            group.metadata_refresh_deadline = (now + _NEVER, epoch)
        self._write_in_background(group_id, batch)

    def _update_subscription_metadata(self, group: ConsumerGroup, bump: bool,
                                      member: ConsumerGroupMember, updated: ConsumerGroupMember,
                                      batch: list, now: int) -> tuple[int, str]:
        old = member if member.member_id in group.members else None
        topics = group.subscribed_names_after(old, updated)
        regexes = group.regexes_after(old, updated)
        metadata_hash = self.metadata_hash(set(topics))
        members = len(group.members)
        if updated.member_id not in group.members and \
                group.static_member(updated.instance_id) is None:
            members += 1
        sub_type = subscription_type(regexes, topics, members)
        epoch = group.group_epoch
        if metadata_hash != group.metadata_hash:
            bump = True
        if bump:
            epoch += 1
            batch.append(records.group_epoch(group.group_id, epoch, metadata_hash))
        group.metadata_refresh_deadline = (now + _NEVER, epoch)
        return epoch, sub_type

    def _maybe_update_target(self, group: ConsumerGroup, group_epoch: int,
                             member: ConsumerGroupMember, updated: ConsumerGroupMember,
                             sub_type: str | None, batch: list, now: int):
        """maybeUpdateTargetAssignment: (target epoch, the member's target)."""
        if group.assignment_epoch >= group_epoch or not self._can_assign(group, now):
            return group.assignment_epoch, group.target_of(updated.member_id, updated.instance_id)
        if sub_type is None:
            old = member if member.member_id in group.members else None
            members = len(group.members) + (0 if updated.member_id in group.members else 1)
            sub_type = subscription_type(group.regexes_after(old, updated),
                                         group.subscribed_names_after(old, updated), members)
        assignor = group.preferred_assignor(
            member if member.member_id in group.members else None, updated) \
            or self.default_assignor
        changes = {updated.member_id: updated}
        previous = group.static_members.get(updated.instance_id) \
            if updated.instance_id is not None else None
        if previous is not None and previous != updated.member_id:
            changes[previous] = None
        targets = self._compute_targets(group, group_epoch, assignor, sub_type, changes, now)
        batch.extend(targets)
        for record in targets:
            if record.type == records.TARGET_MEMBER and record.sub_key == updated.member_id:
                return group_epoch, record.value
        return group_epoch, group.target.get(updated.member_id, {})

    def _can_assign(self, group: ConsumerGroup, now: int) -> bool:
        if group.assignment_timestamp_ms == 0 or self.assignment_interval_ms == 0:
            return True
        return now >= group.assignment_timestamp_ms + self.assignment_interval_ms

    def _compute_targets(self, group: ConsumerGroup, epoch: int, assignor: str, sub_type: str,
                         changes: dict[str, ConsumerGroupMember | None],
                         now: int) -> list[records.Record]:
        """TargetAssignmentBuilder.build: the assignor's result as the records of the members
        whose target changed, then the assignment epoch."""
        members: dict[str, ConsumerGroupMember] = dict(group.members)
        for member_id, member in changes.items():
            if member is None:
                members.pop(member_id, None)
            else:
                members[member_id] = member
        specs: dict[str, MemberSpec] = {}
        for member_id, member in members.items():
            current = group.target.get(member_id, {})
            if member_id in changes and member.instance_id is not None:
                previous = group.static_members.get(member.instance_id)
                if previous is not None and previous != member_id:
                    current = group.target.get(previous, {})
            specs[member_id] = MemberSpec(self._topic_ids(group, member), member.instance_id,
                                          {t: set(p) for t, p in current.items()})
        spec = GroupSpec.ordered(specs, sub_type, group.inverted_target)
        try:
            result = assign(assignor, spec, self._partition_count)
        except PartitionAssignorError as error:
            raise GroupError(ErrorCode.UNKNOWN_SERVER_ERROR,
                             f"Failed to compute a new target assignment for epoch {epoch}: "
                             f"{error}") from None
        out = []
        for member_id in spec.members:
            new = {t: frozenset(p) for t, p in result.get(member_id, {}).items() if p}
            old = group.target.get(member_id)
            if old is None or {t: set(p) for t, p in old.items()} != \
                    {t: set(p) for t, p in new.items()}:
                out.append(records.target_member(group.group_id, member_id, new))
        out.append(records.target_metadata(group.group_id, epoch, now))
        return out

    def _topic_ids(self, group: ConsumerGroup, member: ConsumerGroupMember) -> set[uuid.UUID]:
        ids = set()
        for name in group.member_subscribed_topics(member):
            topic = self.image.topics.get(name)
            if topic is not None:
                ids.add(topic.topic_id)
        return ids

    def _partition_count(self, topic_id: uuid.UUID) -> int:
        topic = self.image.topics_by_id.get(topic_id)
        return len(topic.partitions) if topic is not None else -1

    def _reconcile(self, group: ConsumerGroup, member: ConsumerGroupMember, target_epoch: int,
                   target, subscription_changed: bool, owned, batch: list) -> ConsumerGroupMember:
        if not subscription_changed and member.is_reconciled_to(target_epoch):
            return member
        updated = next_assignment(member, target_epoch, target,
                                  self._topic_ids(group, member),
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
                    self._cancel(self.rebalance_timers, (group.group_id, updated.member_id))
        return updated

    def metadata_hash(self, topics: set[str]) -> int:
        """A hash of the subscribed topics' ids, names, partition counts and replica racks
        (Kafka hashes the same facts with XXH3); 0 for no known topic."""
        known = sorted(t for t in topics if t in self.image.topics)
        if not known:
            return 0
        digest = hashlib.blake2b(digest_size=8)
        for name in known:
            digest.update(struct.pack(">q", self._topic_hash(name)))
        (value,) = struct.unpack(">q", digest.digest())
        return value or 1

    def _topic_hash(self, name: str) -> int:
        cached = self._topic_hashes.get(name)
        if cached is not None:
            return cached
        topic = self.image.topics[name]
        digest = hashlib.blake2b(digest_size=8)
        digest.update(topic.topic_id.bytes + name.encode() + struct.pack(">i", len(topic.partitions)))
        brokers = self.image.brokers
        for index in sorted(topic.partitions):
            racks = sorted(r for r in (getattr(brokers.get(b), "rack", None)
                                       for b in topic.partitions[index].replicas) if r)
            digest.update(struct.pack(">i", index) + ",".join(racks).encode())
        (value,) = struct.unpack(">q", digest.digest())
        self._topic_hashes[name] = value
        return value

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
        the group to a classic one when only classic-protocol members would remain)."""
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
                                         self.metadata_hash(remaining)))
        for member in members:
            self.cancel_member_timers(gid, member.member_id)
        return batch

    # --- timers ----------------------------------------------------------------------------

    def schedule_session_timeout(self, group_id: str, member_id: str,
                                 timeout_ms: int | None = None) -> None:
        key = (group_id, member_id)
        self._cancel(self.session_timers, key)
        self.session_timers[key] = asyncio.get_running_loop().call_later(
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
        self._write_in_background(group_id, self.fence_members(group, [group.members[member_id]]))

    def _schedule_rebalance_timeout(self, group_id: str, member_id: str, epoch: int,
                                    timeout_ms: int) -> None:
        key = (group_id, member_id)
        self._cancel(self.rebalance_timers, key)
        self.rebalance_timers[key] = asyncio.get_running_loop().call_later(
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
    def _cancel(timers: dict, key) -> None:
        timer = timers.pop(key, None)
        if timer is not None:
            timer.cancel()

    def cancel_member_timers(self, group_id: str, member_id: str) -> None:
        self._cancel(self.session_timers, (group_id, member_id))
        self._cancel(self.rebalance_timers, (group_id, member_id))
        self._cancel(self.join_timers, (group_id, member_id))
        self._cancel(self.sync_timers, (group_id, member_id))

    # --- loading, unloading, metadata --------------------------------------------------------

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
            self._cancel(self.session_timers, (group.group_id, member_id))
            self._cancel(self.rebalance_timers, (group.group_id, member_id))
        group.state = "Dead"

    def refresh_topics(self) -> None:
        """Called after every metadata update: finds the topics created, deleted or changed
        (partition count, replicas) since the last call."""
        image = self.image
        snapshot = {name: (topic.topic_id, tuple(tuple(topic.partitions[p].replicas)
                                                 for p in sorted(topic.partitions)))
                    for name, topic in image.topics.items()}
        previous = self._topics_seen
        self._topics_seen = snapshot
        if previous is None:
            self.on_metadata_update(set(), set())
            return
        created = {n for n in snapshot if n not in previous or previous[n][0] != snapshot[n][0]}
        changed = {n for n in set(previous) | set(snapshot) if previous.get(n) != snapshot.get(n)}
        self.on_metadata_update(created, changed)

    def on_metadata_update(self, created: set[str], changed: set[str]) -> None:
        """Topics created, deleted or changed: the groups subscribed to them refresh their
        subscription metadata at their next heartbeat (Kafka's onMetadataUpdate)."""
        if self.last_image_with_new_topics == -1 or created:
            self.last_image_with_new_topics = self.image.version
        touched = created | changed
        for name in touched:
            self._topic_hashes.pop(name, None)
        if not touched:
            return
        for group in self.groups.values():
            if isinstance(group, ConsumerGroup) and touched & group.subscribed_topic_names:
                group.request_metadata_refresh()

    # --- classic-protocol members of consumer groups --------------------------------------------

    def classic_join(self, group: ConsumerGroup, request, waiter: asyncio.Future) -> None:
        """JoinGroup to a consumer group (classicGroupJoinToConsumerGroup): the member joins as
        a classic-protocol member; the group's assignor assigns it; the answer (its epoch as
        the generation, no leader) comes once the records are written."""
        from kafkasim.broker.group.state import JoinResult

        def answer(error: ErrorCode, member_id: str = request.member_id) -> None:
            waiter.set_result(JoinResult(error, member_id))

        try:
            batch, result, member_id = self._classic_join(group, request)
        except GroupError as error:
            return answer(error.code)
        if result is None:
            return answer(ErrorCode.MEMBER_ID_REQUIRED, member_id)
        future = self.write(group.group_id, batch)

        async def reply():
            error = await self._written(future)
            if error:
                return answer(error, member_id)
            key = (group.group_id, member_id)
            self._cancel(self.join_timers, key)
            if isinstance(self.groups.get(group.group_id), ConsumerGroup):
                self.schedule_session_timeout(group.group_id, member_id,
                                              request.session_timeout_ms)
                self._cancel(self.sync_timers, key)
                self.sync_timers[key] = asyncio.get_running_loop().call_later(
                    request.rebalance_timeout_ms / 1000, self._on_classic_timeout, key,
                    self.sync_timers, "the member failed to sync within timeout")
            waiter.set_result(result)

        self.coordinator._spawn(reply())

    def _classic_join(self, group: ConsumerGroup, request):
        from kafkasim.broker.group import migration
        from kafkasim.broker.group.state import JoinResult

        if self.migration_policy == "disabled":
            raise GroupError(ErrorCode.INCONSISTENT_GROUP_PROTOCOL)
        now = _now_ms()
        unknown = request.member_id == ""
        member_id = _random_member_id() if unknown else request.member_id
        if len(group.members) >= self.max_size and (unknown or member_id not in group.members):
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
                    self._replace_member(group, existing, member, batch)
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
            info = self.image.topics.get(topic.topic)
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
        changed = self._record_subscription(group, member, updated, batch)
        regex_status = self._maybe_update_regexes(group, member, updated, batch, now)
        bump = changed or regex_status != _NO_CHANGE
        group_epoch, sub_type = group.group_epoch, None
        if bump or group.has_metadata_expired(now):
            group_epoch, sub_type = self._update_subscription_metadata(group, bump, member,
                                                                      updated, batch, now)
        target_epoch, target = self._maybe_update_target(group, group_epoch, member, updated,
                                                         sub_type, batch, now)
        updated = self._reconcile(group, updated, target_epoch, target, bump, owned, batch)
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

    def _classic_member(self, group: ConsumerGroup, member_id: str,
                        instance_id: str | None) -> ConsumerGroupMember:
        """validateConsumerGroupMember and throwIfMemberDoesNotUseClassicProtocol."""
        if instance_id is None:
            member = group.member(member_id)
        else:
            member = group.static_member(instance_id)
            if member is None:
                raise GroupError(ErrorCode.UNKNOWN_MEMBER_ID)
            if member.member_id != member_id:
                raise GroupError(ErrorCode.FENCED_INSTANCE_ID)
        if not member.uses_classic_protocol:
            raise GroupError(ErrorCode.UNKNOWN_MEMBER_ID)
        return member

    def classic_sync(self, group: ConsumerGroup, member_id: str, instance_id: str | None,
                     generation_id: int, protocol_type: str | None, protocol_name: str | None):
        """SyncGroup of a classic-protocol member (classicGroupSyncToConsumerGroup): its
        current assignment, in the embedded protocol's version it joined with."""
        from kafkasim.broker.group import migration
        from kafkasim.broker.group.state import SyncResult

        try:
            member = self._classic_member(group, member_id, instance_id)
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
        self._cancel(self.sync_timers, key)
        self.schedule_session_timeout(group.group_id, member.member_id,
                                      member.classic.session_timeout_ms)
        version = migration.embedded_version(member.classic.protocols[0][1])
        return SyncResult(ErrorCode.NONE, protocol_type, protocol_name,
                          migration.assignment_bytes(self.image, member.assigned, version))

    def _throw_if_rebalance_in_progress(self, group: ConsumerGroup,
                                        member: ConsumerGroupMember) -> None:
        if group.assignment_epoch > member.member_epoch and \
                member.state != MemberState.UNREVOKED_PARTITIONS:
            self._schedule_join_timeout(group.group_id, member)
            raise GroupError(ErrorCode.REBALANCE_IN_PROGRESS)

    def _schedule_join_timeout(self, group_id: str, member: ConsumerGroupMember) -> None:
        key = (group_id, member.member_id)
        if key not in self.join_timers:
            self.join_timers[key] = asyncio.get_running_loop().call_later(
                max(member.rebalance_timeout_ms, 0) / 1000, self._on_classic_timeout, key,
                self.join_timers, "the classic member failed to join within the rebalance timeout")

    def _on_classic_timeout(self, key, timers: dict, reason: str) -> None:
        timers.pop(key, None)
        self.fence_operation(key[0], key[1], reason)

    def classic_heartbeat(self, group: ConsumerGroup, member_id: str, instance_id: str | None,
                          generation_id: int) -> ErrorCode:
        """Heartbeat of a classic-protocol member (classicGroupHeartbeatToConsumerGroup):
        REBALANCE_IN_PROGRESS tells it to rejoin when its assignment must change."""
        try:
            member = self._classic_member(group, member_id, instance_id)
        except GroupError as error:
            return error.code
        if member.member_epoch != generation_id:
            return ErrorCode.ILLEGAL_GENERATION
        self.schedule_session_timeout(group.group_id, member_id,
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

    def classic_leave(self, group: ConsumerGroup, leaving: list[tuple[str, str | None]]
                      ) -> list[ErrorCode]:
        """LeaveGroup for a consumer group (classicGroupLeaveToConsumerGroup): any member may
        leave this way; the valid ones are fenced at once."""
        errors = []
        valid: dict[str, ConsumerGroupMember] = {}
        for member_id, instance_id in leaving:
            try:
                if instance_id is None:
                    member = group.member(member_id)
                else:
                    member = group.static_member(instance_id)
                    if member is None:
                        raise GroupError(ErrorCode.UNKNOWN_MEMBER_ID)
                    if member_id and member.member_id != member_id:
                        raise GroupError(ErrorCode.FENCED_INSTANCE_ID)
            except GroupError as error:
                errors.append(error.code)
                continue
            errors.append(ErrorCode.NONE)
            valid[member.member_id] = member
        self._write_in_background(group.group_id, self.fence_members(group, list(valid.values())))
        return errors

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
        return group.preferred_assignor() or self.default_assignor


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


def _random_member_id() -> str:
    """Uuid.randomUuid().toString(): URL-safe base64 of 16 bytes, unpadded."""
    import base64

    return base64.urlsafe_b64encode(uuid.uuid4().bytes).decode().rstrip("=")


_NO_CHANGE = "no-change"
_UPDATED = "updated"
_UPDATED_AND_RESOLVED = "updated-and-resolved"

# Errors Kafka's CoordinatorOperationExceptionHelper answers without a message.
_SILENT_ERRORS = frozenset({ErrorCode.COORDINATOR_NOT_AVAILABLE, ErrorCode.NOT_COORDINATOR,
                            ErrorCode.UNKNOWN_SERVER_ERROR, ErrorCode.COORDINATOR_LOAD_IN_PROGRESS})


def _write_error(error: int) -> ErrorCode:
    """The answer to a failed append (CoordinatorOperationExceptionHelper)."""
    if error == ErrorCode.NONE:
        return ErrorCode.NONE
    if error in (ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, ErrorCode.NOT_ENOUGH_REPLICAS,
                 ErrorCode.NOT_ENOUGH_REPLICAS_AFTER_APPEND, ErrorCode.REQUEST_TIMED_OUT):
        return ErrorCode.COORDINATOR_NOT_AVAILABLE
    if error in (ErrorCode.NOT_LEADER_OR_FOLLOWER, ErrorCode.KAFKA_STORAGE_ERROR,
                 ErrorCode.FENCED_LEADER_EPOCH, ErrorCode.UNKNOWN_LEADER_EPOCH):
        return ErrorCode.NOT_COORDINATOR
    return ErrorCode.UNKNOWN_SERVER_ERROR


def _default_message(error: ErrorCode) -> str | None:
    """Kafka's default message of an error without its own (ApiError.message)."""
    return _DEFAULT_MESSAGES.get(error)


# Kafka's runtime fails operations on a partition it does not own (or is still loading)
# with exceptions that carry no message.
_DEFAULT_MESSAGES: dict[ErrorCode, str] = {}
