"""AlterShareGroupOffsets (key 91), version 0: move an empty share group's start offsets
(KIP-932).

Behavior:
- Served by the group's coordinator (elsewhere NOT_COORDINATOR). A group with members is
  NON_EMPTY_GROUP; a group of another type GROUP_ID_NOT_FOUND; a group that does not exist is
  created. Each partition's share state starts again at StartOffset (the partition leader reads
  it again); UNKNOWN_TOPIC_OR_PARTITION for unknown topics (topic id zero) and partitions. See
  broker/group/share_offsets.py.

Versions: v0 only.

Not implemented: authorization (GROUP READ, TOPIC READ).
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext, handler
from kafkasim.protocol.messages.alter_share_group_offsets import (
    AlterShareGroupOffsetsRequest,
    AlterShareGroupOffsetsResponse,
    AlterShareGroupOffsetsResponsePartition,
    AlterShareGroupOffsetsResponseTopic,
)


@handler(AlterShareGroupOffsetsRequest, 0, 0)
async def handle_alter_share_group_offsets(node, context: RequestContext,
                                           request: AlterShareGroupOffsetsRequest):
    topics = [(t.topic_name, {p.partition_index: p.start_offset for p in t.partitions})
              for t in request.topics]
    error, message, altered = await node.groups.share_offsets.alter(request.group_id, topics)
    return AlterShareGroupOffsetsResponse(
        error_code=error, error_message=message,
        responses=[AlterShareGroupOffsetsResponseTopic(
            topic_name=t.name, topic_id=t.topic_id, partitions=[
                AlterShareGroupOffsetsResponsePartition(
                    partition_index=p.partition, error_code=p.error, error_message=p.message)
                for p in t.partitions]) for t in altered])
