"""ListGroups (key 16), versions 0-5.

Behavior:
- Lists the groups this broker coordinates (a client asks every broker to see them all), with
  protocol type ("consumer", or "" for groups that only commit offsets).
- v4+: StatesFilter keeps groups whose state matches one of the names, case-insensitively, as
  Kafka 4 compares them; an empty filter keeps all.
- v5+: TypesFilter keeps groups of the listed types ("classic", "consumer", "share"),
  case-insensitively; every group here is "classic", so a filter without it lists nothing.

Versions: v1 adds ThrottleTimeMs; v2 same; v3 is flexible; v4 adds StatesFilter and GroupState
(KIP-518); v5 adds TypesFilter and GroupType (KIP-848).

Not implemented: KIP-848 "consumer" and KIP-932 "share" groups (never listed, none exist);
authorization; throttling.
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext, handler
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.list_groups import (
    ListedGroup,
    ListGroupsRequest,
    ListGroupsResponse,
)

CLASSIC = "classic"


@handler(ListGroupsRequest, 0, 5)
async def handle_list_groups(node, context: RequestContext, request: ListGroupsRequest):
    states = {state.lower() for state in request.states_filter or ()}
    types = {kind.lower() for kind in request.types_filter or ()}
    listed = []
    if not types or CLASSIC in types:
        for group in node.groups.coordinated_groups():
            if states and group.state.value.lower() not in states:
                continue
            listed.append(ListedGroup(group_id=group.group_id,
                                      protocol_type=group.protocol_type or "",
                                      group_state=group.state.value, group_type=CLASSIC))
    return ListGroupsResponse(error_code=ErrorCode.NONE, groups=listed)
