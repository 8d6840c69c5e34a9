"""DescribeGroups (key 15), versions 0-6.

Behavior:
- Each group is described by its coordinator; elsewhere NOT_COORDINATOR for that group (with
  empty state, as Kafka's error entries have).
- State names are Kafka's: Empty, PreparingRebalance, CompletingRebalance, Stable, Dead. A group
  this coordinator does not know is reported Dead with no members: with no error before v6,
  with GROUP_ID_NOT_FOUND and "Group <id> not found." from v6 (KIP-1043), its authorized
  operations then not filled in, as Kafka 4.4.0 answers.
- Members are listed in every state with client id, host ("/127.0.0.1", Kafka's form) and the
  assignment they last got (Kafka's ClassicGroupMember.describeNoMetadata: a group preparing a
  rebalance still shows it); their metadata (for the selected protocol) and the ProtocolData
  (selected protocol name) are filled only when the group is Stable.
- v3+: with IncludeAuthorizedOperations, the operations Kafka reports without an authorizer
  (READ, DELETE, DESCRIBE); otherwise the "not requested" value INT32_MIN.

Versions: v1 adds ThrottleTimeMs; v2 same; v3 adds authorized operations (KIP-430); v4 adds
GroupInstanceId per member (KIP-345); v5 is flexible; v6 ErrorMessage, and GROUP_ID_NOT_FOUND for
an unknown group (KIP-1043).

Not implemented: authorization (every group is visible).
"""

from __future__ import annotations

from kafkasim.broker.group.state import GroupState
from kafkasim.broker.network.registry import RequestContext, handler
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.describe_groups import (
    DescribedGroup,
    DescribedGroupMember,
    DescribeGroupsRequest,
    DescribeGroupsResponse,
)

# Kafka's AclOperation codes READ (3), DELETE (6), DESCRIBE (8): what a group allows when no
# authorizer is configured, as a bit field.
# What Kafka 4 reports for a group without an authorizer: READ, DELETE, DESCRIBE and, since
# groups have configs (KIP-848), DESCRIBE_CONFIGS and ALTER_CONFIGS (3400, as the reference
# broker answers).
GROUP_OPERATIONS_WITHOUT_AUTHORIZER = (1 << 3) | (1 << 6) | (1 << 8) | (1 << 10) | (1 << 11)
OPERATIONS_NOT_REQUESTED = -(1 << 31)


@handler(DescribeGroupsRequest, 0, 6)
async def handle_describe_groups(node, context: RequestContext, request: DescribeGroupsRequest):
    operations = (GROUP_OPERATIONS_WITHOUT_AUTHORIZER
                  if context.api_version >= 3 and request.include_authorized_operations
                  else OPERATIONS_NOT_REQUESTED)
    described = []
    for group_id in request.groups:
        error, group = node.groups.describe_group(group_id)
        if error:
            described.append(DescribedGroup(error_code=error, group_id=group_id, group_state="",
                                            protocol_type="", protocol_data="", members=[],
                                            authorized_operations=operations))
        elif group is None and context.api_version >= 6:
            described.append(DescribedGroup(error_code=ErrorCode.GROUP_ID_NOT_FOUND,
                                            error_message=f"Group {group_id} not found.",
                                            group_id=group_id,
                                            group_state=GroupState.DEAD.value, protocol_type="",
                                            protocol_data="", members=[],
                                            authorized_operations=OPERATIONS_NOT_REQUESTED))
        elif group is None:
            described.append(DescribedGroup(error_code=ErrorCode.NONE, group_id=group_id,
                                            group_state=GroupState.DEAD.value, protocol_type="",
                                            protocol_data="", members=[],
                                            authorized_operations=operations))
        else:
            stable = group.is_in(GroupState.STABLE)
            protocol = group.protocol_name if stable else ""
            described.append(DescribedGroup(
                error_code=ErrorCode.NONE,
                group_id=group_id,
                group_state=group.state.value,
                protocol_type=group.protocol_type or "",
                protocol_data=protocol or "",
                members=[
                    DescribedGroupMember(
                        member_id=member.member_id,
                        group_instance_id=member.group_instance_id,
                        client_id=member.client_id,
                        client_host=member.client_host,
                        member_metadata=member.metadata_for(protocol) if stable else b"",
                        member_assignment=member.assignment,
                    )
                    for member in group.members.values()
                ],
                authorized_operations=operations,
            ))
    return DescribeGroupsResponse(groups=described)
