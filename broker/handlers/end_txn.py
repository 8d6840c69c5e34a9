"""EndTxn (key 26), versions 0-5.

Behavior:
- Without WRITE on the transactional id: TRANSACTIONAL_ID_AUTHORIZATION_FAILED.
- The coordinator (broker/transaction/coordinator.py) writes PrepareCommit or PrepareAbort and
  answers; the markers and the Complete state follow in the background. Errors:
  NOT_COORDINATOR, INVALID_PRODUCER_ID_MAPPING (unknown id or another producer id),
  PRODUCER_FENCED for another epoch (INVALID_PRODUCER_EPOCH below v2), CONCURRENT_TRANSACTIONS
  while a transition is pending or the same result is still being written,
  INVALID_TXN_STATE for a transaction that is Empty or ended the other way; ending a transaction
  again the way it ended answers NONE.

- v5 (transactions v2, KIP-890 part 2): PrepareCommit/PrepareAbort bump the producer epoch and
  the answer carries the producer id and epoch the client goes on with (a new producer id at
  epoch 0 once the epochs run out); a retry (the epoch one below) of a completed EndTxn answers
  NONE with the current ones; an abort at the current epoch of an Empty or completed
  transaction is a new, empty transaction (bumped again); an older or newer epoch is
  PRODUCER_FENCED (broker/transaction/coordinator.py `_end_v2`).

Versions: v1 same as v0; v2 same (PRODUCER_FENCED, KIP-588); v3 flexible; v4 same
(TRANSACTION_ABORTABLE, KIP-890); v5 ProducerId and ProducerEpoch (KIP-890 part 2).
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules
from kafkasim.broker.transaction.metadata import TV_0, TV_2
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.end_txn import EndTxnRequest, EndTxnResponse

RULES = api_rules("EndTxn")


async def handle_end_txn(node, context: RequestContext, request: EndTxnRequest):
    if not allowed(node, context, RULES.transactional_id, request.transactional_id):
        return EndTxnResponse(error_code=RULES.transactional_id.error)
    version = context.api_version
    result = await node.transactions.end_transaction(
        request.transactional_id, request.producer_id, request.producer_epoch,
        request.committed, TV_2 if version >= 5 else TV_0)
    error = result.error
    if error == ErrorCode.PRODUCER_FENCED and version < 2:
        error = ErrorCode.INVALID_PRODUCER_EPOCH
    response = EndTxnResponse(error_code=error)
    if version >= 5:
        response.producer_id, response.producer_epoch = result.producer_id, result.producer_epoch
    return response
