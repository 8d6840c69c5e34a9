"""EndTxn (key 26), versions 0-4.

Behavior:
- The coordinator (broker/transaction/coordinator.py) writes PrepareCommit or PrepareAbort and
  answers; the markers and the Complete state follow in the background. Errors:
  NOT_COORDINATOR, INVALID_PRODUCER_ID_MAPPING (unknown id or another producer id),
  PRODUCER_FENCED for another epoch (INVALID_PRODUCER_EPOCH below v2), CONCURRENT_TRANSACTIONS
  while a transition is pending or the same result is still being written,
  INVALID_TXN_STATE for a transaction that is Empty or ended the other way; ending a transaction
  again the way it ended answers NONE.

Versions: v1 same as v0; v2 same (PRODUCER_FENCED, KIP-588); v3 flexible; v4 same
(TRANSACTION_ABORTABLE, KIP-890).

Not implemented: v5 (transaction.version 2: the epoch bumps at every EndTxn, KIP-890 part 2;
not advertised); authorization; throttling.
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext, handler
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.end_txn import EndTxnRequest, EndTxnResponse


@handler(EndTxnRequest, 0, 4)
async def handle_end_txn(node, context: RequestContext, request: EndTxnRequest):
    error = await node.transactions.end_transaction(
        request.transactional_id, request.producer_id, request.producer_epoch,
        request.committed)
    if error == ErrorCode.PRODUCER_FENCED and context.api_version < 2:
        error = ErrorCode.INVALID_PRODUCER_EPOCH
    return EndTxnResponse(error_code=error)
