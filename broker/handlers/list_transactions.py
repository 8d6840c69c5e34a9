"""ListTransactions (key 66), versions 0-2 (KIP-664, KIP-994, KIP-1152).

Behavior:
- The transactions this broker coordinates (admin clients ask every broker), filtered by state
  names, producer ids and (v1) a minimum running time in ms: a transaction is listed when it
  started more than DurationFilter ms ago (-1: no filter). Dead ones are never listed. State
  names Kafka does not know come back in UnknownStateFilters (the known ones still filter).
- v2: TransactionalIdPattern, a regular expression the whole id must match (null or empty: no
  filter); a pattern that does not compile is INVALID_REGULAR_EXPRESSION.

Versions: v1 adds DurationFilter (KIP-994); v2 TransactionalIdPattern (KIP-1152).

Transactions whose id the principal may not DESCRIBE are left out.
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules
from kafkasim.protocol.messages.list_transactions import (
    ListTransactionsRequest,
    ListTransactionsResponse,
    TransactionState,
)

RULES = api_rules("ListTransactions")


async def handle_list_transactions(node, context: RequestContext,
                                   request: ListTransactionsRequest):
    duration = request.duration_filter if context.api_version >= 1 else -1
    pattern = request.transactional_id_pattern if context.api_version >= 2 else None
    error, unknown, transactions = node.transactions.list_transactions(
        list(request.state_filters), list(request.producer_id_filters), duration, pattern)
    return ListTransactionsResponse(
        error_code=error, unknown_state_filters=unknown,
        transaction_states=[TransactionState(transactional_id=m.transactional_id,
                                             producer_id=m.producer_id,
                                             transaction_state=m.state.state_name)
                            for m in transactions
                            if allowed(node, context, RULES.transactional_id,
                                       m.transactional_id)])
