"""DescribeShareGroupOffsets (key 90), versions 0-1: where share groups stand (KIP-932).

Behavior:
- Each group by its coordinator (elsewhere NOT_COORDINATOR for the group). Per requested
  partition, or every initialized one when Topics is null: the start offset and leader epoch
  the share coordinator holds; -1 (leader epoch 0, no error) for a partition the group has no
  state for, an unknown group or an unknown topic (topic id zero). See
  broker/group/share_offsets.py.

Versions: v1 adds Lag (KIP-1226): the high watermark less the start offset and the records
done past it; -1 where unknown.

Authorization: without DESCRIBE on the group, the group answers GROUP_AUTHORIZATION_FAILED and
its coordinator is not asked; topics are not checked.
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules
from kafkasim.protocol.messages.describe_share_group_offsets import (
    DescribeShareGroupOffsetsRequest,
    DescribeShareGroupOffsetsResponse,
    DescribeShareGroupOffsetsResponseGroup,
    DescribeShareGroupOffsetsResponsePartition,
    DescribeShareGroupOffsetsResponseTopic,
)

RULES = api_rules("DescribeShareGroupOffsets")


async def handle_describe_share_group_offsets(node, context: RequestContext,
                                              request: DescribeShareGroupOffsetsRequest):
    groups = []
    for group in request.groups:
        if not allowed(node, context, RULES.group, group.group_id):
            groups.append(DescribeShareGroupOffsetsResponseGroup(
                group_id=group.group_id, error_code=RULES.group.error, error_message=None,
                topics=[]))
            continue
        topics = None if group.topics is None else [(t.topic_name, list(t.partitions))
                                                    for t in group.topics]
        error, described = await node.groups.share_offsets.describe(
            group.group_id, topics, with_lag=context.api_version >= 1)
        groups.append(DescribeShareGroupOffsetsResponseGroup(
            group_id=group.group_id, error_code=error, error_message=None,
            topics=[DescribeShareGroupOffsetsResponseTopic(
                topic_name=t.name, topic_id=t.topic_id, partitions=[
                    DescribeShareGroupOffsetsResponsePartition(
                        partition_index=p.partition, start_offset=p.start_offset,
                        leader_epoch=p.leader_epoch, lag=p.lag, error_code=p.error,
                        error_message=p.message) for p in t.partitions])
                for t in described]))
    return DescribeShareGroupOffsetsResponse(groups=groups)
