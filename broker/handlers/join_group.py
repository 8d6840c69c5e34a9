"""JoinGroup (key 11), versions 0-9.

Behavior:
- Served by the group's coordinator (the leader of its `__consumer_offsets` partition); any
  other broker answers NOT_COORDINATOR. Empty group id: INVALID_GROUP_ID. A session timeout
  outside `group.min.session.timeout.ms`..`group.max.session.timeout.ms`: INVALID_SESSION_TIMEOUT.
- Kafka's classic state machine (see `broker/group/classic_coordinator.py`): a join moves the group to
  PreparingRebalance; the answer waits until every known member has rejoined or the rebalance
  timeout passes (the first rebalance of an empty group waits `group.initial.rebalance.delay.ms`,
  extended while members keep arriving). Then the generation is bumped, the protocol all members
  support with the most first-preference votes is selected, and every member is answered; only
  the leader gets the member list.
- A known member id not in the group: UNKNOWN_MEMBER_ID; protocol type or protocols the group
  cannot accept: INCONSISTENT_GROUP_PROTOCOL; a static member id mismatch: FENCED_INSTANCE_ID.
- The group's leader rejoining a Stable group forces a rebalance; a follower rejoining with
  unchanged metadata gets the current generation back.
- v0 has no rebalance timeout: the session timeout is used, as in Kafka.

Versions: v1 adds RebalanceTimeoutMs; v2 ThrottleTimeMs; v3 same; v4 answers a dynamic member
without member id MEMBER_ID_REQUIRED with its assigned id (KIP-394); v5 adds GroupInstanceId
for static membership (KIP-345); v6 is flexible; v7 adds ProtocolType to the response and makes
ProtocolName nullable (KIP-559); v8 adds Reason (KIP-800); v9 adds SkipAssignment for a rejoining
static leader (KIP-814).

Without READ on the group: GROUP_AUTHORIZATION_FAILED, nothing else looked at.

A classic-protocol member joining a KIP-848 consumer group already at
`group.consumer.max.size` members gets GROUP_MAX_SIZE_REACHED
(broker/group/consumer_classic_members.py).

Not implemented: `group.max.size` for classic groups (recognised, no effect: a classic group
takes any number of members); the Reason is logged nowhere but accepted.
"""

from __future__ import annotations

from kafkasim.broker.group.classic_coordinator import JoinRequest
from kafkasim.broker.group.state import SUPERSEDED
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules
from kafkasim.protocol.messages.join_group import (
    JoinGroupRequest,
    JoinGroupResponse,
    JoinGroupResponseMember,
)

RULES = api_rules("JoinGroup")


async def handle_join_group(node, context: RequestContext, request: JoinGroupRequest):
    version = context.api_version
    if not allowed(node, context, RULES.group, request.group_id):
        # Kafka's JoinGroupRequest.getErrorResponse: no generation, member or protocol.
        return JoinGroupResponse(error_code=RULES.group.error, generation_id=-1,
                                 protocol_name=None if version >= 7 else "", leader="",
                                 member_id="", members=[])
    session_timeout_ms = request.session_timeout_ms
    join = JoinRequest(
        group_id=request.group_id,
        member_id=request.member_id,
        group_instance_id=request.group_instance_id,
        client_id=context.client_id or "",
        client_host=f"/{context.client_host}",
        session_timeout_ms=session_timeout_ms,
        rebalance_timeout_ms=session_timeout_ms if version == 0 else request.rebalance_timeout_ms,
        protocol_type=request.protocol_type,
        protocols=[(protocol.name, bytes(protocol.metadata)) for protocol in request.protocols],
        require_known_member_id=version >= 4,
        supports_skip_assignment=version >= 9,
        reason=request.reason,
    )
    result = await node.groups.classic.join_group(join)
    if result is SUPERSEDED:
        return None  # the member sent a newer JoinGroup; this one goes unanswered, as in Kafka
    protocol_name = result.protocol_name
    if protocol_name is None and version < 7:
        protocol_name = ""
    return JoinGroupResponse(
        error_code=result.error,
        generation_id=result.generation_id,
        protocol_type=result.protocol_type,
        protocol_name=protocol_name,
        leader=result.leader_id,
        skip_assignment=result.skip_assignment,
        member_id=result.member_id,
        members=[
            JoinGroupResponseMember(member_id=member_id, group_instance_id=instance_id,
                                    metadata=metadata)
            for member_id, instance_id, metadata in result.members
        ],
    )
