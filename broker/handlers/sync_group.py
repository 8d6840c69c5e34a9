"""SyncGroup (key 14), versions 0-5.

Behavior:
- Served by the group's coordinator; elsewhere NOT_COORDINATOR. Empty group id:
  INVALID_GROUP_ID; unknown group or member: UNKNOWN_MEMBER_ID; another generation:
  ILLEGAL_GENERATION; a static member id mismatch: FENCED_INSTANCE_ID.
- CompletingRebalance: each member's SyncGroup waits for the leader's; the leader's assignments
  (members it left out get an empty one) are handed to every waiting member and the group
  becomes Stable. Stable: the member's current assignment is returned at once.
  PreparingRebalance: REBALANCE_IN_PROGRESS. Empty: UNKNOWN_MEMBER_ID.
- Members that got their JoinGroup answer but send no SyncGroup within the rebalance timeout are
  removed and the group rebalances (Kafka's pending-sync expiry).

Versions: v1 adds ThrottleTimeMs; v2 same; v3 adds GroupInstanceId (KIP-345); v4 is flexible;
v5 adds ProtocolType and ProtocolName to request and response, checked against the group's
(INCONSISTENT_GROUP_PROTOCOL when they differ, KIP-559); from v5 both are mandatory: either
null gets INCONSISTENT_GROUP_PROTOCOL before the group is looked at, as in Kafka.

Then, without READ on the group: GROUP_AUTHORIZATION_FAILED.
"""

from __future__ import annotations

from kafkasim.broker.group.state import SUPERSEDED
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.sync_group import SyncGroupRequest, SyncGroupResponse

RULES = api_rules("SyncGroup")


async def handle_sync_group(node, context: RequestContext, request: SyncGroupRequest):
    if context.api_version >= 5 and (request.protocol_type is None
                                     or request.protocol_name is None):
        # Mandatory from v5: Kafka refuses the request before looking for the group.
        return SyncGroupResponse(error_code=ErrorCode.INCONSISTENT_GROUP_PROTOCOL)
    if not allowed(node, context, RULES.group, request.group_id):
        return SyncGroupResponse(error_code=RULES.group.error, assignment=b"")
    result = await node.groups.classic.sync_group(
        group_id=request.group_id,
        generation_id=request.generation_id,
        member_id=request.member_id,
        group_instance_id=request.group_instance_id,
        protocol_type=request.protocol_type,
        protocol_name=request.protocol_name,
        assignments={entry.member_id: bytes(entry.assignment) for entry in request.assignments},
    )
    if result is SUPERSEDED:
        return None  # the member sent a newer SyncGroup; this one goes unanswered, as in Kafka
    return SyncGroupResponse(
        error_code=result.error,
        protocol_type=result.protocol_type,
        protocol_name=result.protocol_name,
        assignment=result.assignment,
    )
