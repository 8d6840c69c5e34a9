"""LeaveGroup (key 13), versions 0-5.

Behavior:
- Served by the group's coordinator; elsewhere NOT_COORDINATOR. Empty group id:
  INVALID_GROUP_ID.
- Each leaving member is removed and the group rebalances (a PreparingRebalance completes as
  soon as the remaining members have rejoined). A pending member (KIP-394) is simply forgotten.
- v3+ (KIP-345): a batch of members; a member given only by GroupInstanceId (empty MemberId) is
  the admin removal of that static member; a MemberId that does not hold the instance id is
  FENCED_INSTANCE_ID; an unknown member is UNKNOWN_MEMBER_ID, per member. The top-level error
  is NONE unless the whole request failed.
- v0-2: one member; its error is the top-level error, as Kafka reports it.
- An unknown group: each member UNKNOWN_MEMBER_ID.

Versions: v1 adds ThrottleTimeMs; v2 same; v3 batches members with GroupInstanceId (KIP-345);
v4 is flexible; v5 adds a per-member Reason (KIP-800).

Without READ on the group: GROUP_AUTHORIZATION_FAILED (no members listed).

Not implemented: the Reason is accepted but not recorded.
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.leave_group import (
    LeaveGroupRequest,
    LeaveGroupResponse,
    MemberResponse,
)

RULES = api_rules("LeaveGroup")


async def handle_leave_group(node, context: RequestContext, request: LeaveGroupRequest):
    if not allowed(node, context, RULES.group, request.group_id):
        return LeaveGroupResponse(error_code=RULES.group.error, members=[])
    if context.api_version >= 3:
        leaving = [(member.member_id, member.group_instance_id) for member in request.members]
    else:
        leaving = [(request.member_id, None)]
    error, member_errors = node.groups.classic.leave_group(request.group_id, leaving)
    if context.api_version < 3:
        if error == ErrorCode.NONE and member_errors:
            error = member_errors[0]
        return LeaveGroupResponse(error_code=error)
    return LeaveGroupResponse(
        error_code=error,
        members=[
            MemberResponse(member_id=member_id, group_instance_id=instance_id,
                           error_code=member_error)
            for (member_id, instance_id), member_error in zip(leaving, member_errors, strict=False)
        ],
    )
