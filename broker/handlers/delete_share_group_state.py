"""DeleteShareGroupState (key 86), version 0: a share partition's state goes (KIP-932).

Behavior:
- Per partition: a tombstone in `__share_group_state` (nothing to do for state never
  initialized), written before the answer; NOT_COORDINATOR where this broker does not lead the
  state partition.

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
from kafkasim.protocol.messages.delete_share_group_state import (
    DeleteShareGroupStateRequest,
    DeleteShareGroupStateResponse,
    DeleteStateResult,
    PartitionResult,
)

RULES = api_rules("DeleteShareGroupState")


async def handle_delete_share_group_state(node, context: RequestContext,
                                          request: DeleteShareGroupStateRequest):
    if not allowed(node, context, RULES.cluster):
        # Only brokers (the share partitions' leaders) may use the share coordinator.
        return DeleteShareGroupStateResponse(results=refuse_every_partition(
            RULES.cluster, request.topics, DeleteStateResult, PartitionResult))

    async def delete(key, data) -> PartitionResult:
        answer = await node.share_coordinator.delete(key)
        return PartitionResult(partition=data.partition, error_code=answer.error,
                               error_message=answer.message)

    return DeleteShareGroupStateResponse(results=await answer_each_partition(
        request, DeleteStateResult, delete))
