"""InitializeShareGroupState (key 83), version 0: a share partition's state starts (KIP-932).

Behavior:
- Sent by the group coordinator to the share coordinator of each share partition it assigns
  for the first time. Per partition: a fresh state (no in-flight batches) at StateEpoch from
  StartOffset (-1: the partition leader resolves `share.auto.offset.reset`), written to
  `__share_group_state` as a ShareSnapshot before the answer; FENCED_STATE_EPOCH for an older
  state epoch than the stored one; NOT_COORDINATOR where this broker does not lead the
  partition's state partition. See broker/share/coordinator.py.

Versions: v0 only.

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
from kafkasim.protocol.messages.initialize_share_group_state import (
    InitializeShareGroupStateRequest,
    InitializeShareGroupStateResponse,
    InitializeStateResult,
    PartitionResult,
)

RULES = api_rules("InitializeShareGroupState")


async def handle_initialize_share_group_state(node, context: RequestContext,
                                              request: InitializeShareGroupStateRequest):
    if not allowed(node, context, RULES.cluster):
        # Only brokers (the share partitions' leaders) may use the share coordinator.
        return InitializeShareGroupStateResponse(results=refuse_every_partition(
            RULES.cluster, request.topics, InitializeStateResult, PartitionResult))

    async def initialize(key, data) -> PartitionResult:
        answer = await node.share_coordinator.initialize(key, data.state_epoch, data.start_offset)
        return PartitionResult(partition=data.partition, error_code=answer.error,
                               error_message=answer.message)

    return InitializeShareGroupStateResponse(results=await answer_each_partition(
        request, InitializeStateResult, initialize))
