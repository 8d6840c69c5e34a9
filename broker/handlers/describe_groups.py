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
- Groups the principal may not DESCRIBE: GROUP_AUTHORIZATION_FAILED with empty state, first
  in the answer (Kafka's order), whether they exist or not.
- v3+: with IncludeAuthorizedOperations, the operations the principal may do on each group
  answered without error (every group operation without an authorizer: READ, DELETE,
  DESCRIBE, DESCRIBE_CONFIGS, ALTER_CONFIGS); otherwise, and on errors, INT32_MIN.

Versions: v1 adds ThrottleTimeMs; v2 same; v3 adds authorized operations (KIP-430); v4 adds
GroupInstanceId per member (KIP-345); v5 is flexible; v6 ErrorMessage, and GROUP_ID_NOT_FOUND for
an unknown group (KIP-1043).
"""

from __future__ import annotations

from kafkasim.broker.group.state import GroupState
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.acl import ResourceType
from kafkasim.broker.security.authorization import allowed, api_rules, authorized_operations
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.describe_groups import (
    DescribedGroup,
    DescribedGroupMember,
    DescribeGroupsRequest,
    DescribeGroupsResponse,
)

RULES = api_rules("DescribeGroups")
OPERATIONS_NOT_REQUESTED = -(1 << 31)


async def handle_describe_groups(node, context: RequestContext, request: DescribeGroupsRequest):
    include_operations = context.api_version >= 3 and request.include_authorized_operations
    # Groups the principal may not describe come first, as Kafka adds them before asking
    # the coordinator about the others.
    refused = [DescribedGroup(error_code=RULES.group.error, group_id=group_id, group_state="",
                              protocol_type="", protocol_data="", members=[])
               for group_id in request.groups
               if not allowed(node, context, RULES.group, group_id)]
    refused_ids = {group.group_id for group in refused}
    described = []
    for group_id in request.groups:
        if group_id in refused_ids:
            continue
        operations = authorized_operations(node, context, ResourceType.GROUP, group_id) \
            if include_operations else OPERATIONS_NOT_REQUESTED
        error, group = node.groups.describe_group(group_id)
        if error:
            described.append(DescribedGroup(error_code=error, group_id=group_id, group_state="",
                                            protocol_type="", protocol_data="", members=[]))
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
    return DescribeGroupsResponse(groups=refused + described)
