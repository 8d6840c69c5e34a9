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

Not implemented: authorization (GROUP_AUTHORIZATION_FAILED needs DELETE on the group).
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext, handler
from kafkasim.protocol.messages.delete_groups import (
    DeletableGroupResult,
    DeleteGroupsRequest,
    DeleteGroupsResponse,
)


@handler(DeleteGroupsRequest, 0, 3)
async def handle_delete_groups(node, context: RequestContext, request: DeleteGroupsRequest):
    results = await node.groups.deletion.delete_groups(request.groups_names)
    return DeleteGroupsResponse(results=[
        DeletableGroupResult(group_id=group_id, error_code=error)
        for group_id, error in results])
