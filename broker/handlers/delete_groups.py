"""DeleteGroups (key 42), versions 0-3.

Behavior (Kafka 4.4's KafkaApis.handleDeleteGroupsRequest and the group coordinator's
deleteGroups; the rules are in broker/group/deletion.py):
- Each group named once (duplicates are answered once), by the coordinator of its
  `__consumer_offsets` partition: NOT_COORDINATOR elsewhere, GROUP_ID_NOT_FOUND for a group it
  does not know, NON_EMPTY_GROUP for a group with members.
- An empty group is deleted with tombstones for its committed (and pending transactional)
  offsets and for its own records, so the deletion survives a coordinator failover or
  restart; an empty share group's share-partition state is deleted on the share coordinators
  first.
- Results come in request order (Kafka's follow its hash maps; clients match them by group id).

Versions: v1 adds ThrottleTimeMs; v2 is flexible; v3 adds ErrorMessage (left null, as Kafka's
coordinator answers these errors without one).

Authorization: a group the principal may not DELETE answers GROUP_AUTHORIZATION_FAILED, after
the others, whether it exists or not.
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules
from kafkasim.protocol.messages.delete_groups import (
    DeletableGroupResult,
    DeleteGroupsRequest,
    DeleteGroupsResponse,
)

RULES = api_rules("DeleteGroups")


async def handle_delete_groups(node, context: RequestContext, request: DeleteGroupsRequest):
    names = list(dict.fromkeys(request.groups_names))
    deletable = [name for name in names if allowed(node, context, RULES.group, name)]
    results = await node.groups.deletion.delete_groups(deletable) if deletable else []
    # Groups the principal may not delete are answered after the others (Kafka's order).
    results = list(results) + [(name, RULES.group.error) for name in names
                               if name not in deletable]
    return DeleteGroupsResponse(results=[
        DeletableGroupResult(group_id=group_id, error_code=error)
        for group_id, error in results])
