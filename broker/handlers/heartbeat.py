"""Heartbeat (key 12), versions 0-4.

Behavior:
- Without READ on the group: GROUP_AUTHORIZATION_FAILED.
- Served by the group's coordinator; elsewhere NOT_COORDINATOR. Empty group id:
  INVALID_GROUP_ID; unknown group or member: UNKNOWN_MEMBER_ID; another generation:
  ILLEGAL_GENERATION; a static member id mismatch: FENCED_INSTANCE_ID.
- Re-arms the member's session timer (`session.timeout.ms` from its JoinGroup); a member whose
  heartbeats stop is removed and the group rebalances.
- During PreparingRebalance the answer is REBALANCE_IN_PROGRESS (the member must rejoin);
  during CompletingRebalance and Stable it is NONE; in an Empty group UNKNOWN_MEMBER_ID.

Versions: v1 adds ThrottleTimeMs; v2 same; v3 adds GroupInstanceId (KIP-345); v4 is flexible.
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules
from kafkasim.protocol.messages.heartbeat import HeartbeatRequest, HeartbeatResponse

RULES = api_rules("Heartbeat")


async def handle_heartbeat(node, context: RequestContext, request: HeartbeatRequest):
    if not allowed(node, context, RULES.group, request.group_id):
        return HeartbeatResponse(error_code=RULES.group.error)
    error = node.groups.classic.heartbeat(
        group_id=request.group_id,
        generation_id=request.generation_id,
        member_id=request.member_id,
        group_instance_id=request.group_instance_id,
    )
    return HeartbeatResponse(error_code=error)
