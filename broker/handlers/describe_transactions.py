"""DescribeTransactions (key 65), version 0 (KIP-664).

Behavior:
- Per transactional id, from its coordinator (broker/transaction/coordinator.py): state name,
  timeout, start time, producer id and epoch, and the partitions in the transaction (while it
  prepares to commit or abort, those still without a marker). NOT_COORDINATOR from a broker
  that is not the id's coordinator, TRANSACTIONAL_ID_NOT_FOUND for an id it does not know
  (the other fields then keep their defaults, as in Kafka's answer).

Authorization: an id the principal may not DESCRIBE answers
TRANSACTIONAL_ID_AUTHORIZATION_FAILED; the partitions of topics it may not DESCRIBE are left
out.
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules
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


RULES = api_rules("DescribeTransactions")


async def handle_describe_transactions(node, context: RequestContext,
                                       request: DescribeTransactionsRequest):
    states = []
    for transactional_id in request.transactional_ids:
        if not allowed(node, context, RULES.transactional_id, transactional_id):
            state = TransactionState(error_code=RULES.transactional_id.error,
                                     transactional_id=transactional_id)
        else:
            state = _describe(node, transactional_id)
        # Only the partitions of topics the principal may describe are listed.
        state.topics = [topic for topic in state.topics
                        if allowed(node, context, RULES.topic, topic.topic)]
        states.append(state)
    return DescribeTransactionsResponse(transaction_states=states)
