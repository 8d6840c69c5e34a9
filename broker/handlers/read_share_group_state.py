"""ReadShareGroupState (key 84), version 0: a share partition's state for its leader (KIP-932).

Behavior:
- Sent by a partition leader initializing a share partition. Per partition: the state epoch,
  start offset and state batches; a LeaderEpoch newer than the stored one is recorded first
  (fencing the previous leader), an older one is FENCED_LEADER_EPOCH;
  UNKNOWN_TOPIC_OR_PARTITION for a share partition never initialized; NOT_COORDINATOR where
  this broker does not lead the state partition. See broker/share/coordinator.py.

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
from kafkasim.protocol.messages.read_share_group_state import (
    PartitionResult,
    ReadShareGroupStateRequest,
    ReadShareGroupStateResponse,
    ReadStateResult,
    StateBatch,
)

RULES = api_rules("ReadShareGroupState")


async def handle_read_share_group_state(node, context: RequestContext,
                                        request: ReadShareGroupStateRequest):
    if not allowed(node, context, RULES.cluster):
        # Only brokers (the share partitions' leaders) may use the share coordinator.
        return ReadShareGroupStateResponse(results=refuse_every_partition(
            RULES.cluster, request.topics, ReadStateResult, PartitionResult))

    async def read(key, data) -> PartitionResult:
        answer = await node.share_coordinator.read_and_fence(key, data.leader_epoch)
        state = answer.state
        return PartitionResult(
            partition=data.partition, error_code=answer.error, error_message=answer.message,
            state_epoch=state.state_epoch if state else 0,
            start_offset=state.start_offset if state else 0,
            state_batches=[StateBatch(first_offset=b.first_offset, last_offset=b.last_offset,
                                      delivery_state=b.delivery_state,
                                      delivery_count=b.delivery_count)
                           for b in (state.batches if state else ())])

    return ReadShareGroupStateResponse(results=await answer_each_partition(
        request, ReadStateResult, read))
