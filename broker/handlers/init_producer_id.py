"""InitProducerId (key 22), versions 0-5.

Behavior:
- Authorized first: a TransactionalId needs WRITE on it (else
  TRANSACTIONAL_ID_AUTHORIZATION_FAILED); an idempotent producer needs IDEMPOTENT_WRITE on the
  cluster or WRITE on some topic (KIP-679: an ALLOW on a literal or prefixed pattern no DENY
  covers; else CLUSTER_AUTHORIZATION_FAILED). Refusals carry producer id and epoch -1.
- Idempotent producers (TransactionalId null): always a fresh producer id with epoch 0, as
  Kafka's TransactionCoordinator does for a null transactional id, also when v3+ sends an
  existing ProducerId/ProducerEpoch (KIP-360 epoch bumps apply to transactional producers).
- Producer ids are unique across brokers without a round trip to the controller
  (broker/transaction/producer_ids.py).
- TransactionTimeoutMs is not checked for idempotent producers (Kafka ignores it too).
- A ProducerId without a ProducerEpoch (or the reverse) is INVALID_REQUEST, as Kafka's KafkaApis.
- With a TransactionalId: the broker's transaction coordinator answers
  (broker/transaction/coordinator.py): NOT_COORDINATOR from a broker that is not the id's
  coordinator, INVALID_TRANSACTION_TIMEOUT outside 1..`transaction.max.timeout.ms`, an epoch bump
  (or a new producer id once epochs run out), CONCURRENT_TRANSACTIONS while the previous
  transaction completes (an ongoing one is aborted first: zombie fencing), PRODUCER_FENCED for a
  stale expected epoch (INVALID_PRODUCER_EPOCH below v4, which predates PRODUCER_FENCED).

Versions: v1 same as v0; v2 flexible; v3 ProducerId/ProducerEpoch (KIP-360); v4
PRODUCER_FENCED (KIP-588); v5 (KIP-890).

Not implemented: KIP-939 two-phase commit
(v6).
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, allowed_on_some, api_rules
from kafkasim.broker.transaction.producer_ids import next_producer_id
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.init_producer_id import (
    InitProducerIdRequest,
    InitProducerIdResponse,
)

RULES = api_rules("InitProducerId")


async def handle_init_producer_id(node, context: RequestContext, request: InitProducerIdRequest):
    if request.transactional_id is not None:
        if not allowed(node, context, RULES.transactional_id, request.transactional_id):
            return _refused(RULES.transactional_id.error)
    elif not (allowed(node, context, RULES.idempotent)
              or allowed_on_some(node, context, RULES.any_topic)):
        return _refused(RULES.any_topic.error)
    producer_id = request.producer_id if context.api_version >= 3 else -1
    producer_epoch = request.producer_epoch if context.api_version >= 3 else -1
    if (producer_id == -1) != (producer_epoch == -1):
        return InitProducerIdResponse(error_code=ErrorCode.INVALID_REQUEST,
                                      producer_id=-1, producer_epoch=-1)
    if request.transactional_id is not None:
        result = await node.transactions.init_producer_id(
            request.transactional_id, request.transaction_timeout_ms,
            None if producer_id == -1 else (producer_id, producer_epoch))
        error = result.error
        if error == ErrorCode.PRODUCER_FENCED and context.api_version < 4:
            error = ErrorCode.INVALID_PRODUCER_EPOCH
        return InitProducerIdResponse(error_code=error, producer_id=result.producer_id,
                                      producer_epoch=result.producer_epoch)
    return InitProducerIdResponse(error_code=ErrorCode.NONE,
                                  producer_id=next_producer_id(node.node_id), producer_epoch=0)


def _refused(error: ErrorCode) -> InitProducerIdResponse:
    return InitProducerIdResponse(error_code=error, producer_id=-1, producer_epoch=-1)
