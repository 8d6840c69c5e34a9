"""InitProducerId (key 22), versions 0-5.

Behavior:
- Idempotent producers (TransactionalId null): always a fresh producer id with epoch 0, as
  Kafka's TransactionCoordinator does for a null transactional id, also when v3+ sends an
  existing ProducerId/ProducerEpoch (KIP-360 epoch bumps apply to transactional producers).
- Producer ids are unique across brokers without a round trip to the controller: bits 48-62
  hold the broker's node id, the low 48 bits a per-broker counter seeded with the start time in
  milliseconds times 64, so a restarted broker does not hand out ids it handed out before
  (unless it issued more than 64 ids per millisecond of its previous run).
- TransactionTimeoutMs is not checked for idempotent producers (Kafka ignores it too).

Versions: v1 same as v0; v2 flexible; v3 ProducerId/ProducerEpoch (KIP-360); v4
PRODUCER_FENCED (KIP-588); v5 (KIP-890).

Not implemented: transactions — a non-null TransactionalId gets COORDINATOR_NOT_AVAILABLE
(no transaction coordinator exists); throttling (ThrottleTimeMs 0).
"""

from __future__ import annotations

import itertools
import time

from kafkasim.broker.network.registry import RequestContext, handler
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.init_producer_id import (
    InitProducerIdRequest,
    InitProducerIdResponse,
)

_NODE_SHIFT = 48
_COUNTER_MASK = (1 << _NODE_SHIFT) - 1
_counters: dict[int, itertools.count] = {}


def next_producer_id(node_id: int) -> int:
    """A producer id unique across brokers and restarts (see the module docstring)."""
    counter = _counters.get(node_id)
    if counter is None:
        counter = _counters[node_id] = itertools.count(int(time.time() * 1000) << 6)
    return ((node_id & 0x7FFF) << _NODE_SHIFT) | (next(counter) & _COUNTER_MASK)


@handler(InitProducerIdRequest, 0, 5)
async def handle_init_producer_id(node, context: RequestContext, request: InitProducerIdRequest):
    if request.transactional_id is not None:
        return InitProducerIdResponse(error_code=ErrorCode.COORDINATOR_NOT_AVAILABLE,
                                      producer_id=-1, producer_epoch=-1)
    return InitProducerIdResponse(error_code=ErrorCode.NONE,
                                  producer_id=next_producer_id(node.node_id), producer_epoch=0)
