"""ReadShareGroupStateSummary (key 87), versions 0-1: a share partition's start offset (KIP-932).

Behavior:
- Per partition: the state epoch, leader epoch and start offset (what DescribeShareGroupOffsets
  reports), without the state batches and without recording the leader epoch;
  UNKNOWN_TOPIC_OR_PARTITION for state never initialized, NOT_COORDINATOR where this broker does
  not lead the state partition.

Versions: v1 adds DeliveryCompleteCount (KIP-1226).

Needs CLUSTER_ACTION on the cluster (the brokers' principal), else
CLUSTER_AUTHORIZATION_FAILED on every partition.

Never throttled by client quotas (a cluster action, as in Kafka).
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import (
    allowed,
    api_rules,
    refuse_every_partition,
)
from kafkasim.broker.share.coordinator import answer_each_partition
from kafkasim.protocol.messages.read_share_group_state_summary import (
    PartitionResult,
    ReadShareGroupStateSummaryRequest,
    ReadShareGroupStateSummaryResponse,
    ReadStateSummaryResult,
)

RULES = api_rules("ReadShareGroupStateSummary")


async def handle_read_share_group_state_summary(node, context: RequestContext,
                                                request: ReadShareGroupStateSummaryRequest):
    if not allowed(node, context, RULES.cluster):
        # Only brokers (the share partitions' leaders) may use the share coordinator.
        return ReadShareGroupStateSummaryResponse(results=refuse_every_partition(
            RULES.cluster, request.topics, ReadStateSummaryResult, PartitionResult))

    async def summarize(key, data) -> PartitionResult:
        answer = node.share_coordinator.read(key, -1)
        state = answer.state
        return PartitionResult(
            partition=data.partition, error_code=answer.error, error_message=answer.message,
            state_epoch=state.state_epoch if state else 0,
            leader_epoch=state.leader_epoch if state else 0,
            start_offset=state.start_offset if state else 0,
            delivery_complete_count=state.done_count() if state else -1)

    return ReadShareGroupStateSummaryResponse(results=await answer_each_partition(
        request, ReadStateSummaryResult, summarize))
