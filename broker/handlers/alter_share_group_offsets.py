"""AlterShareGroupOffsets (key 91), version 0: move an empty share group's start offsets
(KIP-932).

Behavior:
- Served by the group's coordinator (elsewhere NOT_COORDINATOR). A group with members is
  NON_EMPTY_GROUP; a group of another type GROUP_ID_NOT_FOUND; a group that does not exist is
  created. Each partition's share state starts again at StartOffset (the partition leader reads
  it again); UNKNOWN_TOPIC_OR_PARTITION for unknown topics (topic id zero) and partitions. See
  broker/group/share_offsets.py.

Versions: v0 only.

Authorization: without READ on the group the request answers GROUP_AUTHORIZATION_FAILED; the
partitions of topics the principal may not READ answer TOPIC_AUTHORIZATION_FAILED, first (and
when no topic is left, the coordinator is not asked).
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import ERROR_MESSAGES, allowed, allowed_names, api_rules
from kafkasim.protocol.codec import ZERO_UUID
from kafkasim.protocol.messages.alter_share_group_offsets import (
    AlterShareGroupOffsetsRequest,
    AlterShareGroupOffsetsResponse,
    AlterShareGroupOffsetsResponsePartition,
    AlterShareGroupOffsetsResponseTopic,
)

RULES = api_rules("AlterShareGroupOffsets")


async def handle_alter_share_group_offsets(node, context: RequestContext,
                                           request: AlterShareGroupOffsetsRequest):
    if not allowed(node, context, RULES.group, request.group_id):
        return AlterShareGroupOffsetsResponse(error_code=RULES.group.error,
                                              error_message=ERROR_MESSAGES[RULES.group.error],
                                              responses=[])
    readable = allowed_names(node, context, RULES.topic, (t.topic_name for t in request.topics))
    known = node.metadata.topics
    refused = [AlterShareGroupOffsetsResponseTopic(
        topic_name=t.topic_name,
        topic_id=known[t.topic_name].topic_id if t.topic_name in known else ZERO_UUID,
        partitions=[
        AlterShareGroupOffsetsResponsePartition(
            partition_index=p.partition_index, error_code=RULES.topic.error,
            error_message=ERROR_MESSAGES[RULES.topic.error]) for p in t.partitions])
        for t in request.topics if t.topic_name not in readable]
    topics = [(t.topic_name, {p.partition_index: p.start_offset for p in t.partitions})
              for t in request.topics if t.topic_name in readable]
    if not topics and refused:
        # Nothing left to alter: Kafka answers without asking the coordinator.
        return AlterShareGroupOffsetsResponse(error_code=0, error_message=None,
                                              responses=refused)
    error, message, altered = await node.groups.share_offsets.alter(request.group_id, topics)
    return AlterShareGroupOffsetsResponse(
        error_code=error, error_message=message,
        responses=refused + [AlterShareGroupOffsetsResponseTopic(
            topic_name=t.name, topic_id=t.topic_id, partitions=[
                AlterShareGroupOffsetsResponsePartition(
                    partition_index=p.partition, error_code=p.error, error_message=p.message)
                for p in t.partitions]) for t in altered])
