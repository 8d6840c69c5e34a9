"""WriteShareGroupState (key 85), versions 0-1: a partition leader's share state changes
(KIP-932).

Behavior:
- Per partition: the start offset (-1 keeps it) and state batches are merged into the stored
  state (the batches overwrite the offset ranges they cover, everything below the start offset
  goes) and written to `__share_group_state` before the answer: a ShareUpdate, or a
  ShareSnapshot every `share.coordinator.snapshot.update.records.per.snapshot` updates.
  FENCED_STATE_EPOCH and FENCED_LEADER_EPOCH for an older state or leader epoch,
  UNKNOWN_TOPIC_OR_PARTITION for state never initialized, NOT_COORDINATOR elsewhere.

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
from kafkasim.broker.share.records import StateBatch
from kafkasim.protocol.messages.write_share_group_state import (
    PartitionResult,
    WriteShareGroupStateRequest,
    WriteShareGroupStateResponse,
    WriteStateResult,
)

RULES = api_rules("WriteShareGroupState")


async def handle_write_share_group_state(node, context: RequestContext,
                                         request: WriteShareGroupStateRequest):
    if not allowed(node, context, RULES.cluster):
        # Only brokers (the share partitions' leaders) may use the share coordinator.
        return WriteShareGroupStateResponse(results=refuse_every_partition(
            RULES.cluster, request.topics, WriteStateResult, PartitionResult))

    async def write(key, data) -> PartitionResult:
        answer = await node.share_coordinator.write(
            key, data.state_epoch, data.leader_epoch, data.start_offset,
            [StateBatch(b.first_offset, b.last_offset, b.delivery_state, b.delivery_count)
             for b in data.state_batches],
            data.delivery_complete_count if context.api_version >= 1 else -1)
        return PartitionResult(partition=data.partition, error_code=answer.error,
                               error_message=answer.message)

    return WriteShareGroupStateResponse(results=await answer_each_partition(
        request, WriteStateResult, write))
