"""DeleteShareGroupOffsets (key 92), version 0: forget an empty share group's topics (KIP-932).

Behavior:
- Served by the group's coordinator (elsewhere NOT_COORDINATOR). An unknown group is
  GROUP_ID_NOT_FOUND, one with members NON_EMPTY_GROUP. Per topic: its share-partition state
  is deleted from the share coordinators and it leaves the group's state metadata (it is
  initialized again at the next assignment); UNKNOWN_TOPIC_OR_PARTITION (topic id zero) for an
  unknown topic. See broker/group/share_offsets.py.

Versions: v0 only.

Authorization: without DELETE on the group the request answers GROUP_AUTHORIZATION_FAILED;
topics the principal may not READ answer TOPIC_AUTHORIZATION_FAILED, first.
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import ERROR_MESSAGES, allowed, allowed_names, api_rules
from kafkasim.protocol.messages.delete_share_group_offsets import (
    DeleteShareGroupOffsetsRequest,
    DeleteShareGroupOffsetsResponse,
    DeleteShareGroupOffsetsResponseTopic,
)

RULES = api_rules("DeleteShareGroupOffsets")


async def handle_delete_share_group_offsets(node, context: RequestContext,
                                            request: DeleteShareGroupOffsetsRequest):
    if not allowed(node, context, RULES.group, request.group_id):
        return DeleteShareGroupOffsetsResponse(error_code=RULES.group.error,
                                               error_message=ERROR_MESSAGES[RULES.group.error],
                                               responses=[])
    readable = allowed_names(node, context, RULES.topic, (t.topic_name for t in request.topics))
    refused = [DeleteShareGroupOffsetsResponseTopic(
        topic_name=t.topic_name, error_code=RULES.topic.error,
        error_message=ERROR_MESSAGES[RULES.topic.error])
        for t in request.topics if t.topic_name not in readable]
    error, message, deleted = await node.groups.share_offsets.delete(
        request.group_id, [t.topic_name for t in request.topics if t.topic_name in readable])
    if error:
        refused = []  # a group-level error answers alone
    return DeleteShareGroupOffsetsResponse(
        error_code=error, error_message=message,
        responses=refused + [DeleteShareGroupOffsetsResponseTopic(
            topic_name=t.name, topic_id=t.topic_id, error_code=t.partitions[0].error,
            error_message=t.partitions[0].message) for t in deleted])
