"""DeleteShareGroupOffsets (key 92), version 0: forget an empty share group's topics (KIP-932).

Behavior:
- Served by the group's coordinator (elsewhere NOT_COORDINATOR). An unknown group is
  GROUP_ID_NOT_FOUND, one with members NON_EMPTY_GROUP. Per topic: its share-partition state
  is deleted from the share coordinators and it leaves the group's state metadata (it is
  initialized again at the next assignment); UNKNOWN_TOPIC_OR_PARTITION (topic id zero) for an
  unknown topic. See broker/group/share_offsets.py.

Versions: v0 only.

Not implemented: authorization (GROUP DELETE, TOPIC READ).
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext, handler
from kafkasim.protocol.messages.delete_share_group_offsets import (
    DeleteShareGroupOffsetsRequest,
    DeleteShareGroupOffsetsResponse,
    DeleteShareGroupOffsetsResponseTopic,
)


@handler(DeleteShareGroupOffsetsRequest, 0, 0)
async def handle_delete_share_group_offsets(node, context: RequestContext,
                                            request: DeleteShareGroupOffsetsRequest):
    error, message, deleted = await node.groups.share_offsets.delete(
        request.group_id, [t.topic_name for t in request.topics])
    return DeleteShareGroupOffsetsResponse(
        error_code=error, error_message=message,
        responses=[DeleteShareGroupOffsetsResponseTopic(
            topic_name=t.name, topic_id=t.topic_id, error_code=t.partitions[0].error,
            error_message=t.partitions[0].message) for t in deleted])
