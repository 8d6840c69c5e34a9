"""The classic group protocol (Kafka's `GroupCoordinator` for classic groups): JoinGroup,
SyncGroup, Heartbeat and LeaveGroup, the rebalance state machine and its timers, and the
conversions between a classic group and a KIP-848 consumer group. A consumer group's
classic-protocol members are handed to the KIP-848 side (`consumer_classic_members.py`).

Membership is stored as Kafka stores it: a group metadata record when the leader's SyncGroup
completes a rebalance (the group goes Stable once the record is in the log), when the group
becomes Empty, and when a static member rejoins a Stable group under a new member id.

The state machine is Kafka's: Empty -> PreparingRebalance -> CompletingRebalance -> Stable, with
Dead for unloaded groups. Kafka's purgatories become event-loop timers whose callbacks run
without awaiting:

- the rebalance (join) timer: `group.initial.rebalance.delay.ms` for the first rebalance of an
  empty group, extended while new members keep arriving, up to the rebalance timeout; otherwise
  the longest member rebalance timeout, completed early once every member has rejoined;
- the sync timer: members that got their JoinGroup answer but send no SyncGroup within the
  rebalance timeout are removed and the group rebalances again;
- one session timer per member (re-armed by heartbeats, commits and rebalance completion); a
  member whose session expires is removed and the group rebalances; new members waiting in a
  rebalance use Kafka's fixed 5-minute new-member join timeout instead;
- one timer per KIP-394 pending member, forgetting it after its session timeout.

Wait points (the only awaits): a JoinGroup waits for the rebalance to complete, a SyncGroup for
the leader's assignment (and its group metadata record to be stored).
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass

from kafkasim.broker.clock import ClockTimer
from kafkasim.broker.group import consumer_records, migration
from kafkasim.broker.group.consumer_group import ConsumerGroup, GroupError
from kafkasim.broker.group.metadata import store_error, store_group
from kafkasim.broker.group.state import (
    SUPERSEDED,
    UNKNOWN_MEMBER_ID,
    ClassicGroup,
    GroupMember,
    GroupState,
    JoinResult,
    SyncResult,
    new_member_id,
)
from kafkasim.protocol.errors import ErrorCode

log = logging.getLogger("kafkasim.groups")

# Kafka's GroupCoordinator.NewMemberJoinTimeoutMs: a new member waiting in a rebalance that
# never completes is dropped after this long (it will rejoin if it is still alive).
NEW_MEMBER_JOIN_TIMEOUT_MS = 5 * 60 * 1000

_PREPARING = GroupState.PREPARING_REBALANCE
_COMPLETING = GroupState.COMPLETING_REBALANCE


@dataclass(slots=True)
class JoinRequest:
    """A JoinGroup as the coordinator sees it (versions already resolved by the handler)."""

    group_id: str
    member_id: str
    group_instance_id: str | None
    client_id: str
    client_host: str
    session_timeout_ms: int
    rebalance_timeout_ms: int
    protocol_type: str
    protocols: list[tuple[str, bytes]]
    # v4+ (KIP-394): a dynamic member without a member id must rejoin with an assigned one.
    require_known_member_id: bool
    # v9+ (KIP-814): a rejoining static leader may be told to skip the assignment.
    supports_skip_assignment: bool
    reason: str | None = None


class ClassicGroupCoordinator:
    """The classic groups of one broker's group coordinator (`coordinator`), which owns the
    group store and the `__consumer_offsets` partitions."""

    def __init__(self, coordinator) -> None:
        self.coordinator = coordinator
        config = coordinator.broker.config
        self.initial_rebalance_delay_ms = config.get_int("group.initial.rebalance.delay.ms")
        self.min_session_timeout_ms = config.get_int("group.min.session.timeout.ms")
        self.max_session_timeout_ms = config.get_int("group.max.session.timeout.ms")

    @property
    def groups(self) -> dict:
        return self.coordinator.groups

    @property
    def consumer(self):
        """The KIP-848 side, which serves the classic-protocol members of consumer groups."""
        return self.coordinator.consumer

    # -- loading and unloading -----------------------------------------------------------------

    def on_loaded(self, group: ClassicGroup) -> None:
        """A group restored from the log: its members' sessions start now."""
        for member in group.members.values():
            self.reset_session_timer(group, member, member.session_timeout_ms)

    def on_unloaded(self, group: ClassicGroup) -> None:
        """The group's partition is no longer led here: it goes Dead, its timers stop and its
        waiting requests are answered NOT_COORDINATOR."""
        self._cancel_group_timers(group)
        group.state = GroupState.DEAD
        for member in group.members.values():
            group.invoke_join_waiter(member, JoinResult(ErrorCode.NOT_COORDINATOR,
                                                        member.member_id))
            group.invoke_sync_waiter(member, SyncResult(ErrorCode.NOT_COORDINATOR))
            _cancel(member.session_timer)
        for timer in group.pending_members.values():
            _cancel(timer)

    # -- JoinGroup -----------------------------------------------------------------------------

    async def join_group(self, request: JoinRequest):
        """Handle a JoinGroup; returns a JoinResult once the rebalance lets it be answered, or
        SUPERSEDED when the same member sent a newer JoinGroup meanwhile (no answer is sent)."""
        waiter = asyncio.get_running_loop().create_future()
        self._join(request, waiter)
        return await waiter  # wait point: the rebalance completes

    def _join(self, request: JoinRequest, waiter: asyncio.Future) -> None:
        def answer(error: ErrorCode) -> None:
            waiter.set_result(JoinResult(error, request.member_id))

        if not request.group_id:
            return answer(ErrorCode.INVALID_GROUP_ID)
        error = self.coordinator.coordinator_error(request.group_id)
        if error:
            return answer(error)
        if not (self.min_session_timeout_ms <= request.session_timeout_ms
                <= self.max_session_timeout_ms):
            return answer(ErrorCode.INVALID_SESSION_TIMEOUT)
        unknown_member = request.member_id == UNKNOWN_MEMBER_ID
        group = self.groups.get(request.group_id)
        if isinstance(group, ConsumerGroup):
            return self.consumer.classic_members.join(group, request, waiter)
        if group is None:
            if not unknown_member:
                return answer(ErrorCode.UNKNOWN_MEMBER_ID)
            group = self.groups[request.group_id] = ClassicGroup(request.group_id)
        if unknown_member:
            self._join_unknown_member(group, request, waiter)
        else:
            self._join_known_member(group, request, waiter)
        if group.is_in(_PREPARING):
            self._maybe_complete_join(group)
        if group.is_unused():
            del self.groups[group.group_id]

    def _join_unknown_member(self, group: ClassicGroup, request: JoinRequest,
                             waiter: asyncio.Future) -> None:
        if group.is_in(GroupState.DEAD):
            waiter.set_result(JoinResult(ErrorCode.COORDINATOR_NOT_AVAILABLE, UNKNOWN_MEMBER_ID))
            return
        if not group.supports_protocols(request.protocol_type,
                                        [name for name, _ in request.protocols]):
            waiter.set_result(JoinResult(ErrorCode.INCONSISTENT_GROUP_PROTOCOL, UNKNOWN_MEMBER_ID))
            return
        member_id = new_member_id(request.client_id, request.group_instance_id)
        if request.group_instance_id is not None:
            old_member_id = group.static_member_id(request.group_instance_id)
            if old_member_id is not None:
                self._update_static_member_and_rebalance(group, old_member_id, member_id,
                                                         request, waiter)
            else:
                self._add_member_and_rebalance(group, member_id, request, waiter)
        elif request.require_known_member_id:
            # KIP-394: remember the id and ask for a rejoin with it, so a client that times out
            # and retries does not leave a trail of members the rebalance must wait for.
            group.pending_members[member_id] = self._call_later(
                request.session_timeout_ms, self._on_pending_member_expired, group, member_id)
            waiter.set_result(JoinResult(ErrorCode.MEMBER_ID_REQUIRED, member_id))
        else:
            self._add_member_and_rebalance(group, member_id, request, waiter)

    def _join_known_member(self, group: ClassicGroup, request: JoinRequest,
                           waiter: asyncio.Future) -> None:
        member_id = request.member_id

        def answer(error: ErrorCode) -> None:
            waiter.set_result(JoinResult(error, member_id))

        if group.is_in(GroupState.DEAD):
            return answer(ErrorCode.COORDINATOR_NOT_AVAILABLE)
        if not group.supports_protocols(request.protocol_type,
                                        [name for name, _ in request.protocols]):
            return answer(ErrorCode.INCONSISTENT_GROUP_PROTOCOL)
        if group.is_pending_member(member_id):
            if request.group_instance_id is not None:
                # Pending members are always dynamic; an instance id here is a client bug.
                return answer(ErrorCode.UNKNOWN_MEMBER_ID)
            self._add_member_and_rebalance(group, member_id, request, waiter)
            return
        if group.is_static_member_fenced(request.group_instance_id, member_id):
            return answer(ErrorCode.FENCED_INSTANCE_ID)
        if not group.has_member(member_id) or (
                request.group_instance_id is not None
                and group.static_member_id(request.group_instance_id) is None):
            return answer(ErrorCode.UNKNOWN_MEMBER_ID)
        member = group.members[member_id]
        if group.is_in(_PREPARING):
            self._update_member_and_rebalance(group, member, request, waiter)
        elif group.is_in(_COMPLETING):
            if member.matches(request.protocols):
                # The member lost its JoinGroup answer; give it this generation's again.
                waiter.set_result(self._join_result(group, member))
            else:
                self._update_member_and_rebalance(group, member, request, waiter)
        elif group.is_in(GroupState.STABLE):
            if group.is_leader(member_id) or not member.matches(request.protocols):
                # A leader rejoining forces a rebalance: that is how a consumer reacts to
                # metadata changes (new partitions) that its subscription alone does not show.
                self._update_member_and_rebalance(group, member, request, waiter)
            else:
                waiter.set_result(self._join_result(group, member, with_members=False))
        else:
            answer(ErrorCode.UNKNOWN_MEMBER_ID)

    def _join_result(self, group: ClassicGroup, member: GroupMember,
                     with_members: bool = True) -> JoinResult:
        return JoinResult(
            ErrorCode.NONE, member.member_id, group.generation_id, group.protocol_type,
            group.protocol_name, group.leader_id or "", False,
            group.current_member_metadata()
            if with_members and group.is_leader(member.member_id) else [],
        )

    def _add_member_and_rebalance(self, group: ClassicGroup, member_id: str,
                                  request: JoinRequest, waiter: asyncio.Future) -> None:
        member = GroupMember(
            member_id=member_id, group_instance_id=request.group_instance_id,
            client_id=request.client_id, client_host=request.client_host,
            rebalance_timeout_ms=request.rebalance_timeout_ms,
            session_timeout_ms=request.session_timeout_ms,
            protocol_type=request.protocol_type, protocols=request.protocols, is_new=True,
        )
        if group.is_in(_PREPARING) and group.generation_id == 0:
            group.new_member_added = True
        group.add_member(member, waiter)
        # A new member cannot heartbeat while its JoinGroup waits, so its session timeout does
        # not apply yet; the new-member join timeout bounds a rebalance that never completes.
        self.reset_session_timer(group, member, NEW_MEMBER_JOIN_TIMEOUT_MS)
        self._maybe_prepare_rebalance(group, f"adding new member {member_id}")

    def _update_member_and_rebalance(self, group: ClassicGroup, member: GroupMember,
                                     request: JoinRequest, waiter: asyncio.Future) -> None:
        group.update_member(member, request.protocols, request.rebalance_timeout_ms,
                            request.session_timeout_ms, waiter)
        self._maybe_prepare_rebalance(group, f"member {member.member_id} rejoined")

    def _update_static_member_and_rebalance(self, group: ClassicGroup, old_member_id: str,
                                            member_id: str, request: JoinRequest,
                                            waiter: asyncio.Future) -> None:
        leader_before = group.leader_id or ""
        member = group.replace_static_member(request.group_instance_id, old_member_id, member_id)
        self.reset_session_timer(group, member, member.session_timeout_ms)
        group.update_member(member, request.protocols, request.rebalance_timeout_ms,
                            request.session_timeout_ms, waiter)
        if group.is_in(GroupState.STABLE):
            if group.protocol_name == group.select_protocol():
                # KIP-345: a static member coming back with the same protocols does not cause a
                # rebalance; it keeps its assignment. A v9+ leader learns it is the leader but
                # must skip the assignment (KIP-814); older leaders are told the old leader id so
                # they do not compute an assignment a stable group would not distribute.
                is_leader = group.is_leader(member_id)
                skip = request.supports_skip_assignment and is_leader
                self._store_group(group, {m.member_id: m.assignment
                                          for m in group.members.values()})
                group.invoke_join_waiter(member, JoinResult(
                    ErrorCode.NONE, member_id, group.generation_id, group.protocol_type,
                    group.protocol_name,
                    (group.leader_id or "") if request.supports_skip_assignment else leader_before,
                    skip, group.current_member_metadata() if skip else [],
                ))
            else:
                self._maybe_prepare_rebalance(
                    group, f"static member {request.group_instance_id} changed protocols")
        elif group.is_in(_COMPLETING):
            # The leader may already have been given the old member id to assign to; only a
            # new rebalance makes the assignment name the new one.
            self._prepare_rebalance(group, f"static member {request.group_instance_id} rejoined")

    # -- the rebalance -------------------------------------------------------------------------

    def _maybe_prepare_rebalance(self, group: ClassicGroup, reason: str) -> None:
        if group.can_rebalance():
            self._prepare_rebalance(group, reason)

    def _prepare_rebalance(self, group: ClassicGroup, reason: str) -> None:
        if group.is_in(_COMPLETING):
            self._reset_and_propagate_assignment_error(group, ErrorCode.REBALANCE_IN_PROGRESS)
        _cancel(group.sync_timer)
        group.sync_timer = None
        _cancel(group.join_timer)
        if group.is_in(GroupState.EMPTY):
            delay = self.initial_rebalance_delay_ms
            remaining = max(group.rebalance_timeout_ms() - delay, 0)
            group.join_timer = self._call_later(delay, self._on_initial_delay_expired,
                                                group, delay, remaining)
            group.join_timer_is_initial_delay = True
        else:
            group.join_timer = self._call_later(group.rebalance_timeout_ms(),
                                                self._on_join_timer_expired, group)
            group.join_timer_is_initial_delay = False
        group.transition_to(_PREPARING)
        log.info("preparing to rebalance group %s in generation %d: %s",
                 group.group_id, group.generation_id, reason)
        self._maybe_complete_join(group)

    def _maybe_complete_join(self, group: ClassicGroup) -> None:
        if (group.is_in(_PREPARING) and not group.join_timer_is_initial_delay
                and group.has_all_members_joined()):
            self._complete_join(group)

    def _on_initial_delay_expired(self, group: ClassicGroup, delay_ms: int,
                                  remaining_ms: int) -> None:
        group.join_timer = None
        if group.new_member_added and remaining_ms != 0:
            # Members are still arriving: wait once more, but never past the rebalance timeout.
            group.new_member_added = False
            next_delay = min(self.initial_rebalance_delay_ms, remaining_ms)
            group.join_timer = self._call_later(
                next_delay, self._on_initial_delay_expired, group, next_delay,
                max(remaining_ms - delay_ms, 0))
        else:
            self._complete_join(group)

    def _on_join_timer_expired(self, group: ClassicGroup) -> None:
        group.join_timer = None
        self._complete_join(group)

    def _complete_join(self, group: ClassicGroup) -> None:
        _cancel(group.join_timer)
        group.join_timer = None
        group.join_timer_is_initial_delay = False
        if group.is_in(GroupState.DEAD):
            return
        # Dynamic members that did not rejoin in time are gone; static members keep their
        # place (KIP-345) until their session times out.
        for member in group.not_yet_rejoined_members():
            if not member.is_static:
                group.remove_member(member.member_id)
        if not group.maybe_elect_new_joined_leader() and group.members:
            # Nobody rejoined: wait another rebalance timeout for sessions to expire.
            log.error("group %s could not complete rebalance because no members rejoined",
                      group.group_id)
            group.join_timer = self._call_later(group.rebalance_timeout_ms(),
                                                self._on_join_timer_expired, group)
            return
        group.init_next_generation()
        if group.is_in(GroupState.EMPTY):
            log.info("group %s with generation %d is now empty", group.group_id,
                     group.generation_id)
            self._store_group(group, {})
            return
        log.info("stabilized group %s generation %d with %d members", group.group_id,
                 group.generation_id, len(group.members))
        for member in list(group.members.values()):
            group.invoke_join_waiter(member, self._join_result(group, member))
            self.reset_session_timer(group, member, member.session_timeout_ms)
            member.is_new = False
            group.pending_sync_members.add(member.member_id)
        group.sync_timer = self._call_later(group.rebalance_timeout_ms(),
                                            self._on_pending_sync_expired, group,
                                            group.generation_id)

    def _on_pending_sync_expired(self, group: ClassicGroup, generation_id: int) -> None:
        group.sync_timer = None
        if generation_id != group.generation_id or not group.is_in(_COMPLETING,
                                                                   GroupState.STABLE):
            return
        if group.pending_sync_members:
            missing = sorted(group.pending_sync_members)
            for member_id in missing:
                group.remove_member(member_id)
            self._prepare_rebalance(group, f"members {missing} sent no SyncGroup in time")

    def _reset_and_propagate_assignment_error(self, group: ClassicGroup, error: ErrorCode) -> None:
        for member in group.members.values():
            member.assignment = b""
        self._propagate_assignment(group, error)

    def _propagate_assignment(self, group: ClassicGroup, error: ErrorCode) -> None:
        for member in group.members.values():
            if member.sync_waiter is None:
                continue
            if error == ErrorCode.NONE:
                result = SyncResult(error, group.protocol_type, group.protocol_name,
                                    member.assignment)
            else:
                result = SyncResult(error)
            group.invoke_sync_waiter(member, result)
            # A session that expired while the member waited was ignored; start a fresh one.
            self.reset_session_timer(group, member, member.session_timeout_ms)

    # -- sessions ------------------------------------------------------------------------------

    def reset_session_timer(self, group: ClassicGroup, member: GroupMember,
                            timeout_ms: int) -> None:
        _cancel(member.session_timer)
        member.session_timer = self._call_later(timeout_ms, self._on_session_expired,
                                                group, member)

    def _on_session_expired(self, group: ClassicGroup, member: GroupMember) -> None:
        member.session_timer = None
        if group.is_in(GroupState.DEAD) or group.members.get(member.member_id) is not member:
            return
        # Members waiting in a rebalance are covered by the rebalance's own timers.
        if not member.is_new and (member.is_awaiting_join or member.is_awaiting_sync):
            return
        log.info("member %s in group %s has failed, removing it from the group",
                 member.member_id, group.group_id)
        self._remove_member_and_update_group(group, member, "session timeout")

    def _on_pending_member_expired(self, group: ClassicGroup, member_id: str) -> None:
        if member_id in group.pending_members:
            group.pending_members[member_id] = None
            self._remove_pending_member(group, member_id)

    def _remove_pending_member(self, group: ClassicGroup, member_id: str) -> None:
        group.remove_member(member_id)
        if group.is_in(_PREPARING):
            self._maybe_complete_join(group)
        if group.is_unused() and self.groups.get(group.group_id) is group:
            del self.groups[group.group_id]

    def _remove_member_and_update_group(self, group: ClassicGroup, member: GroupMember,
                                        reason: str) -> None:
        # A new member may time out while its JoinGroup waits: answer it UNKNOWN_MEMBER_ID so
        # that a still-live client rejoins. Kafka leaves a waiting SyncGroup of a removed member
        # unanswered until the client times out; answering it the same way ends it sooner.
        group.invoke_join_waiter(member, JoinResult(ErrorCode.UNKNOWN_MEMBER_ID,
                                                    UNKNOWN_MEMBER_ID))
        group.invoke_sync_waiter(member, SyncResult(ErrorCode.UNKNOWN_MEMBER_ID))
        group.remove_member(member.member_id)
        if group.is_in(GroupState.STABLE, _COMPLETING):
            self._maybe_prepare_rebalance(group, reason)
        elif group.is_in(_PREPARING):
            self._maybe_complete_join(group)

    # -- SyncGroup -----------------------------------------------------------------------------

    async def sync_group(self, *, group_id: str, generation_id: int, member_id: str,
                         group_instance_id: str | None, protocol_type: str | None,
                         protocol_name: str | None,
                         assignments: dict[str, bytes]):
        """Handle a SyncGroup; returns a SyncResult once the leader's assignment is known (or
        SUPERSEDED when the member sent a newer SyncGroup meanwhile)."""
        waiter = asyncio.get_running_loop().create_future()
        self._sync(group_id, generation_id, member_id, group_instance_id, protocol_type,
                   protocol_name, assignments, waiter)
        return await waiter  # wait point: the leader's SyncGroup

    def _sync(self, group_id, generation_id, member_id, group_instance_id, protocol_type,
              protocol_name, assignments, waiter: asyncio.Future) -> None:
        def answer(error: ErrorCode) -> None:
            waiter.set_result(SyncResult(error))

        if not group_id:
            return answer(ErrorCode.INVALID_GROUP_ID)
        error = self.coordinator.coordinator_error(group_id)
        if error:
            return answer(error)
        group = self.groups.get(group_id)
        if group is None:
            return answer(ErrorCode.UNKNOWN_MEMBER_ID)
        if isinstance(group, ConsumerGroup):
            return waiter.set_result(self.consumer.classic_members.sync(
                group, member_id, group_instance_id, generation_id, protocol_type, protocol_name))
        if group.is_in(GroupState.DEAD):
            return answer(ErrorCode.COORDINATOR_NOT_AVAILABLE)
        if group.is_static_member_fenced(group_instance_id, member_id):
            return answer(ErrorCode.FENCED_INSTANCE_ID)
        if not group.has_member(member_id):
            return answer(ErrorCode.UNKNOWN_MEMBER_ID)
        if generation_id != group.generation_id:
            return answer(ErrorCode.ILLEGAL_GENERATION)
        # v5: the client names the protocol type and name it got from JoinGroup.
        if protocol_type is not None and protocol_type != group.protocol_type:
            return answer(ErrorCode.INCONSISTENT_GROUP_PROTOCOL)
        if protocol_name is not None and protocol_name != group.protocol_name:
            return answer(ErrorCode.INCONSISTENT_GROUP_PROTOCOL)
        member = group.members[member_id]
        if group.is_in(GroupState.EMPTY):
            return answer(ErrorCode.UNKNOWN_MEMBER_ID)
        if group.is_in(_PREPARING):
            return answer(ErrorCode.REBALANCE_IN_PROGRESS)
        if group.is_in(GroupState.STABLE):
            self._remove_pending_sync_member(group, member_id)
            waiter.set_result(SyncResult(ErrorCode.NONE, group.protocol_type,
                                         group.protocol_name, member.assignment))
            self.reset_session_timer(group, member, member.session_timeout_ms)
            return
        # CompletingRebalance: wait for the leader's assignment.
        if member.sync_waiter is not None and not member.sync_waiter.done():
            member.sync_waiter.set_result(SUPERSEDED)
        member.sync_waiter = waiter
        self._remove_pending_sync_member(group, member_id)
        if group.is_leader(member_id):
            log.info("assignment received from leader %s for group %s generation %d",
                     member_id, group.group_id, group.generation_id)
            # As in Kafka, the group goes Stable once the assignment is in the log.
            stored = self._store_group(group, assignments)
            if stored.done():
                self._on_assignment_stored(group, group.generation_id, assignments,
                                           stored.result())
            else:
                self.coordinator.spawn(self._await_assignment_stored(group, group.generation_id,
                                                                     assignments, stored))

    async def _await_assignment_stored(self, group: ClassicGroup, generation_id: int,
                                       assignments: dict[str, bytes],
                                       stored: asyncio.Future) -> None:
        # wait point: the ISR has the record
        error = await self.coordinator.storage.completion(stored)
        self._on_assignment_stored(group, generation_id, assignments, error)

    def _on_assignment_stored(self, group: ClassicGroup, generation_id: int,
                              assignments: dict[str, bytes], error: int) -> None:
        if (self.groups.get(group.group_id) is not group or not group.is_in(_COMPLETING)
                or group.generation_id != generation_id):
            return  # unloaded or moved on meanwhile; its members have been answered
        if error != ErrorCode.NONE:
            self._reset_and_propagate_assignment_error(group, store_error(error))
            self._maybe_prepare_rebalance(group, "failed to store the assignment")
            return
        for each in group.members.values():
            each.assignment = assignments.get(each.member_id, b"")
        self._propagate_assignment(group, ErrorCode.NONE)
        group.transition_to(GroupState.STABLE)

    def _store_group(self, group: ClassicGroup, assignments: dict[str, bytes]) -> asyncio.Future:
        coordinator = self.coordinator
        partition = coordinator.partition_for(group.group_id)
        return store_group(coordinator.storage, partition,
                           coordinator.owned_partitions.get(partition), group, assignments)

    def _remove_pending_sync_member(self, group: ClassicGroup, member_id: str) -> None:
        group.pending_sync_members.discard(member_id)
        if not group.pending_sync_members and group.sync_timer is not None:
            group.sync_timer.cancel()
            group.sync_timer = None

    # -- Heartbeat -----------------------------------------------------------------------------

    def heartbeat(self, *, group_id: str, generation_id: int, member_id: str,
                  group_instance_id: str | None) -> ErrorCode:
        """Handle a Heartbeat: re-arm the member's session and tell it whether to rejoin."""
        if not group_id:
            return ErrorCode.INVALID_GROUP_ID
        error = self.coordinator.coordinator_error(group_id)
        if error:
            return error
        group = self.groups.get(group_id)
        if group is None:
            return ErrorCode.UNKNOWN_MEMBER_ID
        if isinstance(group, ConsumerGroup):
            return self.consumer.classic_members.heartbeat(group, member_id, group_instance_id,
                                                           generation_id)
        if group.is_in(GroupState.DEAD):
            return ErrorCode.COORDINATOR_NOT_AVAILABLE
        if group.is_static_member_fenced(group_instance_id, member_id):
            return ErrorCode.FENCED_INSTANCE_ID
        if not group.has_member(member_id):
            return ErrorCode.UNKNOWN_MEMBER_ID
        if generation_id != group.generation_id:
            return ErrorCode.ILLEGAL_GENERATION
        if group.is_in(GroupState.EMPTY):
            return ErrorCode.UNKNOWN_MEMBER_ID
        member = group.members[member_id]
        self.reset_session_timer(group, member, member.session_timeout_ms)
        if group.is_in(_PREPARING):
            return ErrorCode.REBALANCE_IN_PROGRESS
        return ErrorCode.NONE

    # -- LeaveGroup ----------------------------------------------------------------------------

    def leave_group(self, group_id: str, leaving: list[tuple[str, str | None]]
                    ) -> tuple[ErrorCode, list[ErrorCode]]:
        """Handle a LeaveGroup for (member_id, group_instance_id) pairs; returns the group-level
        error and one error per leaving member. An empty member id with an instance id removes
        that static member (the admin path of KIP-345)."""
        if not group_id:
            return ErrorCode.INVALID_GROUP_ID, []
        error = self.coordinator.coordinator_error(group_id)
        if error:
            return error, []
        group = self.groups.get(group_id)
        if group is None:
            return ErrorCode.NONE, [ErrorCode.UNKNOWN_MEMBER_ID for _ in leaving]
        if isinstance(group, ConsumerGroup):
            return ErrorCode.NONE, self.consumer.classic_members.leave(group, leaving)
        if group.is_in(GroupState.DEAD):
            return ErrorCode.COORDINATOR_NOT_AVAILABLE, []
        errors = []
        for member_id, group_instance_id in leaving:
            if member_id == UNKNOWN_MEMBER_ID:
                current = group.static_member_id(group_instance_id)
                if current is None:
                    errors.append(ErrorCode.UNKNOWN_MEMBER_ID)
                    continue
                self._remove_member_and_update_group(group, group.members[current],
                                                     "removed by instance id")
                errors.append(ErrorCode.NONE)
            elif group.is_pending_member(member_id):
                self._remove_pending_member(group, member_id)
                errors.append(ErrorCode.NONE)
            elif group.is_static_member_fenced(group_instance_id, member_id):
                errors.append(ErrorCode.FENCED_INSTANCE_ID)
            elif group.has_member(member_id):
                self._remove_member_and_update_group(group, group.members[member_id],
                                                     "member left")
                errors.append(ErrorCode.NONE)
            else:
                errors.append(ErrorCode.UNKNOWN_MEMBER_ID)
        return ErrorCode.NONE, errors

    # -- OffsetCommit --------------------------------------------------------------------------

    def validate_commit(self, group_id: str, generation_id: int, member_id: str,
                        group_instance_id: str | None, api_version: int) -> ErrorCode:
        """The error of a whole OffsetCommit to a classic group (or to no group: a commit
        without group management creates a simple group), or NONE."""
        error = self.coordinator.coordinator_error(group_id)
        if error:
            return error
        group = self.groups.get(group_id)
        if group is None:
            if generation_id >= 0:
                # Since v9 an unknown group is GROUP_ID_NOT_FOUND; before, ILLEGAL_GENERATION.
                return (ErrorCode.GROUP_ID_NOT_FOUND if api_version >= 9
                        else ErrorCode.ILLEGAL_GENERATION)
            # A commit without group management (admin tools, assign()) makes a simple group.
            self.groups[group_id] = ClassicGroup(group_id)
            return ErrorCode.NONE
        if group.is_in(GroupState.DEAD):
            return ErrorCode.COORDINATOR_NOT_AVAILABLE
        if generation_id >= 0 or member_id or group_instance_id is not None:
            error = group.commit_member_error(member_id, group_instance_id, generation_id)
            if error:
                return error
        elif not group.is_in(GroupState.EMPTY):
            return ErrorCode.UNKNOWN_MEMBER_ID
        if group.is_in(_COMPLETING):
            # The member has its JoinGroup answer but not yet its assignment.
            return ErrorCode.REBALANCE_IN_PROGRESS
        member = group.members.get(member_id)
        if member is not None:
            # A commit shows the member is alive, as a heartbeat would.
            self.reset_session_timer(group, member, member.session_timeout_ms)
        return ErrorCode.NONE

    # -- timers --------------------------------------------------------------------------------

    def _call_later(self, delay_ms: int, callback, *args) -> ClockTimer:
        # On the broker clock (broker/clock.py): the harness's advance_time expires sessions.
        return self.coordinator.broker.clock.call_later(max(delay_ms, 0) / 1000, callback, *args)

    def _cancel_group_timers(self, group: ClassicGroup) -> None:
        _cancel(group.join_timer)
        _cancel(group.sync_timer)
        group.join_timer = group.sync_timer = None

    # -- the KIP-848 side's calls into the classic side ---------------------------------------

    def delete_classic_group(self, group: ClassicGroup, batch: list) -> None:
        """An empty classic group goes (DeleteGroups) or gives way to a consumer group: its
        metadata tombstone goes into `batch` (its committed offsets are the caller's) and its
        timers stop."""
        self._cancel_group_timers(group)
        for timer in group.pending_members.values():
            _cancel(timer)
        batch.append(consumer_records.classic_tombstone(group.group_id))

    def upgrade_to_consumer_group(self, group: ClassicGroup, batch: list) -> ConsumerGroup:
        """A ConsumerGroupHeartbeat joins a non-empty classic group (KIP-848 online upgrade):
        Kafka's validateOnlineUpgrade and convertToConsumerGroup. The classic members' waiting
        requests are answered REBALANCE_IN_PROGRESS; they rejoin as classic-protocol members of
        the consumer group."""
        group_id = group.group_id
        if not migration.policy_allows(self.consumer.migration_policy, "upgrade"):
            raise GroupError(ErrorCode.GROUP_ID_NOT_FOUND,
                             f"Cannot upgrade classic group {group_id} to consumer group because "
                             "online upgrade is disabled.")
        if group.protocol_type != migration.PROTOCOL_TYPE:
            raise GroupError(ErrorCode.GROUP_ID_NOT_FOUND,
                             f"Cannot upgrade classic group {group_id} to consumer group because "
                             "the group does not use the consumer embedded protocol.")
        if len(group.members) > self.consumer.max_size:
            raise GroupError(ErrorCode.GROUP_ID_NOT_FOUND,
                             f"Cannot upgrade classic group {group_id} to consumer group because "
                             "the group size exceeds the consumer group maximum size.")
        converted = migration.to_consumer_group(group, self.coordinator.broker.metadata, batch,
                                                self.consumer.targets.metadata_hash)
        self._cancel_group_timers(group)
        for member in group.members.values():
            group.invoke_join_waiter(member, JoinResult(ErrorCode.REBALANCE_IN_PROGRESS,
                                                        member.member_id))
            group.invoke_sync_waiter(member, SyncResult(ErrorCode.REBALANCE_IN_PROGRESS))
            _cancel(member.session_timer)
            self.consumer.schedule_session_timeout(group_id, member.member_id,
                                                   member.session_timeout_ms)
        for timer in group.pending_members.values():
            _cancel(timer)
        log.info("converted classic group %s to a consumer group", group_id)
        return converted

    def maybe_downgrade(self, group: ConsumerGroup, leaving: list) -> list | None:
        """The records that turn `group` back into a classic group when only classic-protocol
        members would remain (KIP-848 online downgrade: validateOnlineDowngradeWithFencedMembers
        and convertToClassicGroup); None to stay a consumer group. The classic group then
        rebalances."""
        leaving_ids = {m.member_id for m in leaving}
        remaining = [m for m in group.members.values() if m.member_id not in leaving_ids]
        if not remaining or any(not m.uses_classic_protocol for m in remaining):
            return None
        if not migration.policy_allows(self.consumer.migration_policy, "downgrade"):
            return None
        classic = migration.to_classic_group(group, leaving_ids, self.coordinator.broker.metadata,
                                             int(time.time() * 1000))
        batch = consumer_records.group_tombstones(group)
        for member in group.members.values():
            self.consumer.cancel_member_timers(group.group_id, member.member_id)
        batch.append(consumer_records.classic_group(
            classic, {m.member_id: m.assignment for m in classic.members.values()}))
        log.info("converted consumer group %s to a classic group", group.group_id)
        return batch

    def on_downgraded(self, classic: ClassicGroup) -> None:
        """The classic group a downgrade wrote is in place: its members' sessions start and it
        rebalances (Kafka's convertToClassicGroup with rebalance)."""
        for member in classic.members.values():
            self.reset_session_timer(classic, member, member.session_timeout_ms)
        self._prepare_rebalance(classic, "downgraded from a consumer group")


def _cancel(timer: ClockTimer | None) -> None:
    if timer is not None:
        timer.cancel()
