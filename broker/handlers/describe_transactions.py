"""DescribeTransactions (key 65), version 0 (KIP-664).

Behavior:
- Per transactional id, from its coordinator (broker/transaction/coordinator.py): state name,
  timeout, start time, producer id and epoch, and the partitions in the transaction (while it
  prepares to commit or abort, those still without a marker). NOT_COORDINATOR from a broker
  that is not the id's coordinator, TRANSACTIONAL_ID_NOT_FOUND for an id it does not know
  (the other fields then keep their defaults, as in Kafka's answer).

Not implemented: authorization (TRANSACTIONAL_ID_AUTHORIZATION_FAILED).
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext, handler
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.describe_transactions import (
    DescribeTransactionsRequest,
    DescribeTransactionsResponse,
    TopicData,
    TransactionState,
)


def _describe(node, transactional_id: str) -> TransactionState:
    error, metadata = node.transactions.describe(transactional_id)
    if error != ErrorCode.NONE:
        return TransactionState(error_code=error, transactional_id=transactional_id)
    by_topic: dict[str, list[int]] = {}
    for topic, partition in sorted(metadata.partitions):
        by_topic.setdefault(topic, []).append(partition)
    return TransactionState(
        error_code=ErrorCode.NONE, transactional_id=transactional_id,
        transaction_state=metadata.state.state_name,
        transaction_timeout_ms=metadata.timeout_ms,
        transaction_start_time_ms=metadata.start_timestamp_ms,
        producer_id=metadata.producer_id, producer_epoch=metadata.producer_epoch,
        topics=[TopicData(topic=topic, partitions=partitions)
                for topic, partitions in by_topic.items()])


@handler(DescribeTransactionsRequest, 0, 0)
async def handle_describe_transactions(node, context: RequestContext,
                                       request: DescribeTransactionsRequest):
    return DescribeTransactionsResponse(transaction_states=[
        _describe(node, transactional_id) for transactional_id in request.transactional_ids])
