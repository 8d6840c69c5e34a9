"""The KIP-932 half of the group coordinator: share-group membership and assignment
(ShareGroupHeartbeat, ShareGroupDescribe, member sessions, the initialization of share
partitions), as Kafka 4.4's GroupMetadataManager runs share groups.

It shares the group coordinator's store (one map of group id -> group) and its
`__consumer_offsets` partitions. Every operation computes the records of the change from the
current state (no awaits), replays them into the group (`share_records.replay`), appends them to
the group's offsets partition and answers once the partition's ISR has them.

A heartbeat (`shareGroupHeartbeat`):

1. finds or creates the group (epoch 0 creates it) and the member: an unknown member is
   UNKNOWN_MEMBER_ID, a greater epoch than the member's, or a smaller one that is not its
   previous epoch, is FENCED_MEMBER_EPOCH;
2. records the member's subscription; a changed subscription, a change of the subscribed
   topics' metadata, or (when the target assignment is at the group epoch) an initialized
   partition of a subscribed topic outside the target assignment bumps the group epoch;
3. recomputes the target assignment (the `simple` assignor over the initialized partitions)
   when the group epoch is ahead of the assignment epoch, at most once per
   `group.share.assignment.interval.ms`;
4. moves the member to its target at once (share partitions are never revoked first);
5. answers the member epoch, `group.share.heartbeat.interval.ms` and, when the member joined,
   sent its subscription or its assignment changed, the assignment;
6. once written, starts the initialization of subscribed partitions the share coordinator does
   not know yet: they are recorded as initializing, their state is initialized through the
   share persister (InitializeShareGroupState), then they are recorded as initialized (and
   nothing else, as in Kafka: step 2 of the next heartbeat bumps the epoch and step 3 assigns
   them).

A member whose heartbeats stop for `group.share.session.timeout.ms` is removed, as one that
leaves with epoch -1 is; the group epoch bumps.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import time
import uuid

from kafkasim.broker.clock import ClockTimer
from kafkasim.broker.group import share_records as records
from kafkasim.broker.group.consumer_coordinator import HeartbeatResult
from kafkasim.broker.group.consumer_group import GroupError, is_blank
from kafkasim.broker.group.offsets import coordinator_append_error
from kafkasim.broker.group.share_assignor import assign
from kafkasim.broker.group.share_group import (
    JOIN_GROUP_MEMBER_EPOCH,
    LEAVE_GROUP_MEMBER_EPOCH,
    ShareGroup,
    ShareGroupMember,
    StatePartitionMetadata,
    TopicInitState,
)
from kafkasim.protocol.errors import ErrorCode

log = logging.getLogger("kafkasim.groups")

# Kafka's METADATA_REFRESH_INTERVAL_MS: never, in practice; metadata changes request a refresh.
_NEVER = 1 << 62


def _now_ms() -> int:
    return int(time.time() * 1000)


@dataclasses.dataclass(slots=True)
class ShareHeartbeatRequest:
    group_id: str
    member_id: str
    member_epoch: int
    rack_id: str | None
    subscribed_topic_names: list[str] | None
    client_id: str
    client_host: str


class ShareGroupMembership:
    """Share groups of one broker's group coordinator (`coordinator`)."""

    def __init__(self, coordinator) -> None:
        self.coordinator = coordinator
        config = coordinator.broker.config
        self.session_timeout_ms = config.get_int("group.share.session.timeout.ms")
        self.heartbeat_interval_ms = config.get_int("group.share.heartbeat.interval.ms")
        self.assignment_interval_ms = config.get_int("group.share.assignment.interval.ms")
        self.max_size = config.get_int("group.share.max.size")
        self.session_timers: dict[tuple[str, str], ClockTimer] = {}
        self._initializing: set[str] = set()

    @property
    def groups(self) -> dict:
        return self.coordinator.groups

    @property
    def image(self):
        return self.coordinator.broker.metadata

    def group_config(self, group_id: str, name: str, default: int) -> int:
        """A share group config (GROUP resource) of `group_id`, else `default`."""
        configs = getattr(self.image, "group_configs", {}).get(group_id, {})
        value = configs.get(name)
        return int(value) if value is not None else default

    # --- writing ---------------------------------------------------------------------------

    def write(self, group_id: str, batch: list[records.Record]) -> asyncio.Future:
        """Replay `batch` and append it to the group's offsets partition; the future resolves
        with the append's error once the ISR has it."""
        for record in batch:
            records.replay(self.groups, record)
        if not batch:
            future = asyncio.get_running_loop().create_future()
            future.set_result(ErrorCode.NONE)
            return future
        partition = self.coordinator.partition_for(group_id)
        return self.coordinator.storage.start_append(
            partition, self.coordinator.owned_partitions.get(partition),
            [records.encode(r) for r in batch])

    async def written(self, future: asyncio.Future) -> ErrorCode:
        error = await self.coordinator.storage.completion(future)  # wait point: the ISR
        common = coordinator_append_error(error)
        return ErrorCode.UNKNOWN_SERVER_ERROR if common is None else common

    def write_in_background(self, group_id: str, batch: list[records.Record]) -> None:
        if batch:
            future = self.write(group_id, batch)
            self.coordinator.spawn(self.written(future))

    # --- ShareGroupHeartbeat ---------------------------------------------------------------

    @staticmethod
    def validate(request: ShareHeartbeatRequest) -> None:
        """throwIfShareGroupHeartbeatRequestIsInvalid (an empty member id is refused before,
        with no message, as Kafka's request handling does)."""
        def invalid(message: str | None) -> GroupError:
            return GroupError(ErrorCode.INVALID_REQUEST, message)

        if not request.member_id:
            raise invalid(None)
        if is_blank(request.group_id) or not request.group_id:
            raise invalid("GroupId can't be empty.")
        if is_blank(request.rack_id) or request.rack_id == "":
            raise invalid("RackId can't be empty.")
        if request.member_epoch == JOIN_GROUP_MEMBER_EPOCH:
            if not request.subscribed_topic_names:
                raise invalid("SubscribedTopicNames must be set in first request.")
        elif request.member_epoch < LEAVE_GROUP_MEMBER_EPOCH:
            raise invalid("MemberEpoch is invalid.")

    async def heartbeat(self, request: ShareHeartbeatRequest) -> HeartbeatResult:
        if not self.coordinator.running:
            return HeartbeatResult(ErrorCode.COORDINATOR_NOT_AVAILABLE)
        try:
            self.validate(request)
        except GroupError as error:
            return HeartbeatResult(error.code, error.message)
        error = self.coordinator.coordinator_error(request.group_id)
        if error:
            return HeartbeatResult(error)
        try:
            if request.member_epoch == LEAVE_GROUP_MEMBER_EPOCH:
                batch, result = self._leave(request)
            else:
                batch, result = self._heartbeat(request)
        except GroupError as error:
            return HeartbeatResult(error.code, error.message)
        write_error = await self.written(self.write(request.group_id, batch))
        if write_error:
            return HeartbeatResult(write_error)
        if request.member_epoch != LEAVE_GROUP_MEMBER_EPOCH:
            self.maybe_initialize(request.group_id)
        return result

    def _group_for(self, group_id: str, create: bool) -> ShareGroup:
        group = self.groups.get(group_id)
        if group is None:
            if not create:
                raise GroupError(ErrorCode.GROUP_ID_NOT_FOUND, f"Share group {group_id} not found.")
            return ShareGroup(group_id)
        if not isinstance(group, ShareGroup):
            if create and getattr(group, "is_simple_or_empty", lambda: False)() \
                    and not group.offsets:
                return ShareGroup(group_id)
            raise GroupError(ErrorCode.GROUP_ID_NOT_FOUND, f"Group {group_id} is not a share group.")
        return group

    def _heartbeat(self, request: ShareHeartbeatRequest) -> tuple[list, HeartbeatResult]:
        now = _now_ms()
        batch: list[records.Record] = []
        group_id = request.group_id
        joining = request.member_epoch == JOIN_GROUP_MEMBER_EPOCH
        group = self._group_for(group_id, joining)
        member_id = request.member_id
        if member_id not in group.members and len(group.members) >= self.max_size:
            raise GroupError(ErrorCode.GROUP_MAX_SIZE_REACHED,
                             f"The share group has reached its maximum capacity of "
                             f"{self.max_size} members.")
        member = group.members.get(member_id)
        if member is None:
            if not joining:
                raise GroupError(ErrorCode.UNKNOWN_MEMBER_ID,
                                 f"Member {member_id} is not a member of group {group_id}.")
            member = ShareGroupMember(member_id)
        elif not joining:
            _check_member_epoch(member, request.member_epoch)
        updated = dataclasses.replace(
            member,
            rack_id=request.rack_id if request.rack_id is not None else member.rack_id,
            subscribed_topic_names=tuple(request.subscribed_topic_names)
            if request.subscribed_topic_names is not None else member.subscribed_topic_names,
            client_id=request.client_id, client_host=request.client_host)
        new_member = member_id not in group.members
        subscription_changed = new_member or \
            set(updated.subscribed_topic_names) != set(member.subscribed_topic_names)
        if subscription_changed or (updated.rack_id, updated.client_id, updated.client_host) != \
                (member.rack_id, member.client_id, member.client_host):
            batch.append(records.member_metadata(group_id, updated))
        group_epoch = group.group_epoch
        # Partitions initialized since the last target assignment bump the epoch, so that this
        # heartbeat assigns them (shareGroupHeartbeat's initializedAssignmentPending).
        bump = subscription_changed or (group.assignment_epoch >= group_epoch
                                        and group.initialized_assignment_pending())
        if bump or group.has_metadata_expired(now):
            subscribed = group.subscribed_after(group.members.get(member_id), updated)
            metadata_hash = self.metadata_hash(set(subscribed))
            if bump or metadata_hash != group.metadata_hash:
                group_epoch += 1
                batch.append(records.group_epoch(group_id, group_epoch, metadata_hash))
            group.metadata_refresh_deadline = (now + _NEVER, group_epoch)
        target_epoch = group.assignment_epoch
        target = group.target.get(member_id, {})
        if group_epoch > group.assignment_epoch and self._can_assign(group, now):
            target_epoch = group_epoch
            target = self._compute_targets(group, group_epoch, updated, batch, now)
        else:
            # A new target waits for the assignment interval; meanwhile the member keeps only
            # the partitions of topics it still subscribes to (Kafka 4.4.0 answers a heartbeat
            # that drops a topic so at once, checked with librdkafka's share consumer).
            subscribed = {self.image.topics[name].topic_id for name in
                          updated.subscribed_topic_names if name in self.image.topics}
            target = {t: p for t, p in target.items() if t in subscribed}
        if updated.member_epoch != target_epoch or updated.assigned != target or new_member:
            updated = updated.with_assignment(target_epoch, dict(target))
            batch.append(records.current_assignment(group_id, updated))
        self.schedule_session_timeout(group_id, member_id)
        result = HeartbeatResult(
            member_id=member_id, member_epoch=updated.member_epoch,
            heartbeat_interval_ms=self.group_config(group_id, "share.heartbeat.interval.ms",
                                                    self.heartbeat_interval_ms))
        # Kafka sends the assignment to a joining member, to a full request (one carrying the
        # subscription) and when it changed.
        if joining or request.subscribed_topic_names is not None \
                or updated.assigned != member.assigned:
            result.assignment = {t: sorted(p) for t, p in updated.assigned.items()}
        return batch, result

    def _can_assign(self, group: ShareGroup, now: int) -> bool:
        if group.assignment_timestamp_ms == 0 or self.assignment_interval_ms == 0:
            return True
        return now >= group.assignment_timestamp_ms + self.assignment_interval_ms

    def _compute_targets(self, group: ShareGroup, epoch: int, updated: ShareGroupMember,
                         batch: list, now: int) -> dict:
        """The new target assignment as records (those of members whose target changed, then
        the assignment epoch); returns the updated member's target."""
        members = dict(group.members)
        members[updated.member_id] = updated
        image = self.image
        subscriptions = {}
        for member_id, member in members.items():
            ids = set()
            for name in member.subscribed_topic_names:
                topic = image.topics.get(name)
                if topic is not None:
                    ids.add(topic.topic_id)
            subscriptions[member_id] = ids
        initialized = group.initialized_partitions()
        current = {m: {t: set(p) for t, p in group.target.get(m, {}).items()} for m in members}
        result = assign(subscriptions, current,
                        lambda topic_id: sorted(initialized.get(topic_id, ())))
        for member_id in members:
            new = {t: frozenset(p) for t, p in result.get(member_id, {}).items() if p}
            if group.target.get(member_id) != new:
                batch.append(records.target_member(group.group_id, member_id, new))
        batch.append(records.target_metadata(group.group_id, epoch, now))
        return {t: frozenset(p) for t, p in result.get(updated.member_id, {}).items() if p}

    def metadata_hash(self, topics: set[str]) -> int:
        """The subscribed topics' metadata hash, as consumer groups compute it."""
        return self.coordinator.consumer.targets.metadata_hash(topics)

    # --- leaving and fencing ---------------------------------------------------------------

    def _leave(self, request: ShareHeartbeatRequest) -> tuple[list, HeartbeatResult]:
        group = self.groups.get(request.group_id)
        if not isinstance(group, ShareGroup):
            raise GroupError(ErrorCode.GROUP_ID_NOT_FOUND,
                             f"Group {request.group_id} not found." if group is None else
                             f"Group {request.group_id} is not a share group.")
        member = group.member(request.member_id)
        return self.remove_members(group, [member]), HeartbeatResult(
            member_id=request.member_id, member_epoch=LEAVE_GROUP_MEMBER_EPOCH)

    def remove_members(self, group: ShareGroup,
                       members: list[ShareGroupMember]) -> list[records.Record]:
        """shareGroupFenceMember: remove `members` and bump the group epoch; a group left empty
        gets the new epoch as its assignment epoch too, as in Kafka 4.4."""
        batch: list[records.Record] = []
        remaining = dict(group.subscribed)
        for member in members:
            batch += records.member_tombstones(group.group_id, member.member_id)
            self.cancel_timer(group.group_id, member.member_id)
            for topic in member.subscribed_topic_names:
                remaining[topic] = remaining.get(topic, 0) - 1
        topics = {t for t, c in remaining.items() if c > 0}
        batch.append(records.group_epoch(group.group_id, group.group_epoch + 1,
                                         self.metadata_hash(topics)))
        leaving = {m.member_id for m in members}
        if all(member_id in leaving for member_id in group.members):
            # The group empties: Kafka 4.4 gives it an empty target assignment at the new
            # epoch, with no assignment time, so the next member is assigned at once.
            batch.append(records.target_metadata(group.group_id, group.group_epoch + 1, 0))
        return batch

    # --- timers ----------------------------------------------------------------------------

    def schedule_session_timeout(self, group_id: str, member_id: str) -> None:
        key = (group_id, member_id)
        self.cancel_timer(group_id, member_id)
        timeout = self.group_config(group_id, "share.session.timeout.ms", self.session_timeout_ms)
        self.session_timers[key] = self.coordinator.broker.clock.call_later(
            timeout / 1000, self._on_session_expired, group_id, member_id)

    def _on_session_expired(self, group_id: str, member_id: str) -> None:
        self.session_timers.pop((group_id, member_id), None)
        group = self.groups.get(group_id)
        if not isinstance(group, ShareGroup) or member_id not in group.members:
            return
        log.info("member %s fenced from share group %s because its session expired",
                 member_id, group_id)
        self.write_in_background(group_id, self.remove_members(group, [group.members[member_id]]))

    def cancel_timer(self, group_id: str, member_id: str) -> None:
        timer = self.session_timers.pop((group_id, member_id), None)
        if timer is not None:
            timer.cancel()

    def on_loaded(self, groups: list[ShareGroup]) -> None:
        for group in groups:
            for member_id in group.members:
                self.schedule_session_timeout(group.group_id, member_id)
            if group.state_metadata.initializing:
                self.coordinator.spawn(self._initialize(group.group_id))

    def on_unloaded(self, group: ShareGroup) -> None:
        for member_id in list(group.members):
            self.cancel_timer(group.group_id, member_id)

    # --- share-partition initialization ----------------------------------------------------

    def maybe_initialize(self, group_id: str) -> None:
        """Record the subscribed partitions the share coordinator does not know yet as
        initializing, and initialize them in the background."""
        group = self.groups.get(group_id)
        if not isinstance(group, ShareGroup):
            return
        known = group.known_partitions()
        missing: dict[uuid.UUID, TopicInitState] = {}
        for name in group.subscribed_topic_names:
            topic = self.image.topics.get(name)
            if topic is None:
                continue
            new = set(topic.partitions) - known.get(topic.topic_id, set())
            if new:
                missing[topic.topic_id] = TopicInitState(name, frozenset(new))
        if not missing:
            return
        state = group.state_metadata
        initializing = dict(state.initializing)
        for topic_id, added in missing.items():
            old = initializing.get(topic_id)
            initializing[topic_id] = TopicInitState(
                added.name, added.partitions | (old.partitions if old else frozenset()))
        self.write_in_background(group_id, [records.state_partition_metadata(
            group_id, StatePartitionMetadata(initializing, dict(state.initialized),
                                             dict(state.deleting)))])
        self.coordinator.spawn(self._initialize(group_id))

    async def _initialize(self, group_id: str) -> None:
        """Initialize the group's initializing partitions with the share coordinator (start
        offset -1: the partition leader resolves `share.auto.offset.reset`), then record them
        initialized."""
        if group_id in self._initializing:
            return
        self._initializing.add(group_id)
        pending: dict = {}
        completed = False
        try:
            group = self.groups.get(group_id)
            if not isinstance(group, ShareGroup):
                return
            pending = dict(group.state_metadata.initializing)
            persister = getattr(self.coordinator.broker, "share_persister", None)
            if persister is not None:
                ok = await persister.initialize(
                    group_id, group.group_epoch,
                    {t: {p: -1 for p in s.partitions} for t, s in pending.items()})
                if not ok:
                    self.coordinator.spawn(self._retry_initialize(group_id))
                    return
            group = self.groups.get(group_id)
            if not isinstance(group, ShareGroup) or \
                    self.coordinator.partition_for(group_id) not in self.coordinator.owned_partitions:
                return
            state = group.state_metadata
            initializing = dict(state.initializing)
            initialized = dict(state.initialized)
            for topic_id, done in pending.items():
                left = initializing.get(topic_id)
                if left is not None:
                    rest = left.partitions - done.partitions
                    if rest:
                        initializing[topic_id] = TopicInitState(left.name, rest)
                    else:
                        del initializing[topic_id]
                old = initialized.get(topic_id)
                initialized[topic_id] = TopicInitState(
                    done.name, done.partitions | (old.partitions if old else frozenset()))
            # No epoch bump here (Kafka's initializeShareGroupState writes this record alone):
            # the next heartbeat finds the partitions unassigned and bumps it.
            self.write_in_background(group_id, [records.state_partition_metadata(
                group_id, StatePartitionMetadata(initializing, initialized,
                                                 dict(state.deleting)))])
            completed = True
        finally:
            self._initializing.discard(group_id)
        group = self.groups.get(group_id)
        if completed and isinstance(group, ShareGroup) and any(
                t not in pending or state.partitions - pending[t].partitions
                for t, state in group.state_metadata.initializing.items()):
            # Partitions that became initializing while this round ran get their own.
            self.coordinator.spawn(self._initialize(group_id))

    async def _retry_initialize(self, group_id: str) -> None:
        await asyncio.sleep(self.coordinator.broker.config.get_int(
            "group.share.initialize.retry.interval.ms") / 1000)
        await self._initialize(group_id)

    # --- ShareGroupDescribe ----------------------------------------------------------------

    def describe(self, group_id: str) -> tuple[ErrorCode, str | None, ShareGroup | None]:
        error = self.coordinator.coordinator_error(group_id)
        if error:
            return error, _DEFAULT_MESSAGES.get(error), None
        group = self.groups.get(group_id)
        if group is None:
            return ErrorCode.GROUP_ID_NOT_FOUND, f"Group {group_id} not found.", None
        if not isinstance(group, ShareGroup):
            return ErrorCode.GROUP_ID_NOT_FOUND, f"Group {group_id} is not a share group.", None
        return ErrorCode.NONE, None, group


def _check_member_epoch(member: ShareGroupMember, received: int) -> None:
    """throwIfShareGroupMemberEpochIsInvalid."""
    if received > member.member_epoch:
        raise GroupError(ErrorCode.FENCED_MEMBER_EPOCH,
                         f"The share group member has a greater member epoch ({received}) "
                         f"than the one known by the group coordinator ({member.member_epoch}). "
                         "The member must abandon all its partitions and rejoin.")
    if received < member.member_epoch and received != member.previous_member_epoch:
        raise GroupError(ErrorCode.FENCED_MEMBER_EPOCH,
                         f"The share group member has a smaller member epoch ({received}) "
                         f"than the one known by the group coordinator ({member.member_epoch}). "
                         "The member must abandon all its partitions and rejoin.")


_DEFAULT_MESSAGES = {ErrorCode.NOT_COORDINATOR: "This is not the correct coordinator.",
                     ErrorCode.COORDINATOR_NOT_AVAILABLE: "The coordinator is not available.",
                     ErrorCode.COORDINATOR_LOAD_IN_PROGRESS:
                         "The coordinator is loading and hence can't process requests."}
