"""AddOffsetsToTxn (key 25), versions 0-4.

Behavior:
- Without WRITE on the transactional id: TRANSACTIONAL_ID_AUTHORIZATION_FAILED; then without
  READ on the group: GROUP_AUTHORIZATION_FAILED.
- Adds the group's `__consumer_offsets` partition (`abs(hashCode(group)) %
  offsets.topic.num.partitions`) to the transaction, exactly as AddPartitionsToTxn adds a
  partition (same coordinator checks and errors; Kafka's KafkaApis does not check that the
  partition exists). The producer then sends TxnOffsetCommit to the group coordinator; the
  transaction's markers make those offsets visible or drop them.
- PRODUCER_FENCED is answered as INVALID_PRODUCER_EPOCH below v2.

Versions: v1 same as v0; v2 same (PRODUCER_FENCED, KIP-588); v3 flexible; v4 same
(TRANSACTION_ABORTABLE, KIP-890).
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.add_offsets_to_txn import (
    AddOffsetsToTxnRequest,
    AddOffsetsToTxnResponse,
)

RULES = api_rules("AddOffsetsToTxn")
OFFSETS_TOPIC = "__consumer_offsets"


async def handle_add_offsets_to_txn(node, context: RequestContext,
                                    request: AddOffsetsToTxnRequest):
    if not allowed(node, context, RULES.transactional_id, request.transactional_id):
        return AddOffsetsToTxnResponse(error_code=RULES.transactional_id.error)
    if not allowed(node, context, RULES.group, request.group_id):
        return AddOffsetsToTxnResponse(error_code=RULES.group.error)
    partition = (OFFSETS_TOPIC, node.groups.partition_for(request.group_id))
    error = await node.transactions.add_partitions(
        request.transactional_id, request.producer_id, request.producer_epoch, [partition])
    if error == ErrorCode.PRODUCER_FENCED and context.api_version < 2:
        error = ErrorCode.INVALID_PRODUCER_EPOCH
    return AddOffsetsToTxnResponse(error_code=error)
