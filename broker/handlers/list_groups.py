"""ListGroups (key 16), versions 0-5.

Behavior:
- Lists the groups this broker coordinates (a client asks every broker to see them all), with
  protocol type ("consumer", or "" for groups that only commit offsets).
- v4+: StatesFilter keeps groups whose state matches one of the names, case-insensitively, as
  Kafka 4 compares them; an empty filter keeps all.
- v5+: TypesFilter keeps groups of the listed types ("classic", "consumer", "share"),
  case-insensitively. KIP-848 consumer groups are listed as type "consumer", protocol type
  "consumer", with their state (Empty, Assigning, Reconciling, Stable); KIP-932 share groups as
  type "share", protocol type "share", state Empty or Stable.

Versions: v1 adds ThrottleTimeMs; v2 same; v3 is flexible; v4 adds StatesFilter and GroupState
(KIP-518); v5 adds TypesFilter and GroupType (KIP-848).

Authorization: DESCRIBE on the cluster lists every group; without it only the groups the
principal may DESCRIBE are listed (the others are not mentioned).
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.list_groups import (
    ListedGroup,
    ListGroupsRequest,
    ListGroupsResponse,
)

RULES = api_rules("ListGroups")
CLASSIC = "classic"
CONSUMER = "consumer"


async def handle_list_groups(node, context: RequestContext, request: ListGroupsRequest):
    states = {state.lower() for state in request.states_filter or ()}
    types = {kind.lower() for kind in request.types_filter or ()}
    listed = []
    every_group = allowed(node, context, RULES.cluster)
    for group in node.groups.coordinated_groups():
        if not every_group and not allowed(node, context, RULES.group, group.group_id):
            continue
        kind = getattr(group, "kind", CLASSIC)
        state = group.state if isinstance(group.state, str) else group.state.value
        if types and kind not in types:
            continue
        if states and state.lower() not in states:
            continue
        listed.append(ListedGroup(group_id=group.group_id,
                                  protocol_type=group.protocol_type or "",
                                  group_state=state, group_type=kind))
    return ListGroupsResponse(error_code=ErrorCode.NONE, groups=listed)
