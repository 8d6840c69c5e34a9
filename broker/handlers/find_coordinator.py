"""FindCoordinator (key 10), versions 0-6.

Behavior:
- Key type 0 (group): the coordinator is the leader of partition
  `abs(hashCode(group id)) % offsets.topic.num.partitions` of `__consumer_offsets`, answered
  with that broker's id, host and port. While the topic does not exist the answer is
  COORDINATOR_NOT_AVAILABLE and this broker asks the controller to create it
  (`offsets.topic.num.partitions` partitions, replication factor
  min(`offsets.topic.replication.factor`, live brokers), compacted), as Kafka does on the first
  FindCoordinator; a partition without a live leader is COORDINATOR_NOT_AVAILABLE too.
- Key type 1 (transaction): the leader of partition
  `abs(hashCode(transactional id)) % transaction.state.log.num.partitions` of
  `__transaction_state`; while that topic does not exist the answer is
  COORDINATOR_NOT_AVAILABLE and the broker has the controller create it
  (broker/transaction/state.py), as Kafka does.
- Key type 2 (share, KIP-932): the key is "group:topicId:partition"; the leader of partition
  `abs(hashCode(key)) % share.coordinator.state.topic.num.partitions` of `__share_group_state`,
  created on first use as the other internal topics are (broker/share/coordinator.py).
- Unknown key types: INVALID_REQUEST.
- Errors come with node id -1, host "" and port -1 (Kafka's Node.noNode). ErrorMessage as
  Kafka fills it: v1-3 the error's text ("NONE" on success), v4+ empty, but for an unknown
  key type.

Versions: v1 adds KeyType, ThrottleTimeMs and ErrorMessage; v2 same; v3 is flexible; v4 batches
CoordinatorKeys with one result per key (KIP-699); v5 same layout (TRANSACTION_ABORTABLE, KIP-890);
v6 adds the share key type (KIP-932).

Not implemented: authorization.
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext, handler
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.find_coordinator import (
    Coordinator,
    FindCoordinatorRequest,
    FindCoordinatorResponse,
)

GROUP = 0
TRANSACTION = 1


SHARE = 2


def _lookup(node, key_type: int, key: str,
            listener_name: str | None) -> tuple[ErrorCode, str | None, int, str, int]:
    """(error, message, node id, host, port) for one key; the message is what Kafka's v1-3
    answer carries (Errors.message(): "NONE" for success)."""
    if key_type == GROUP:
        error, coordinator = node.groups.coordinator_node(key)
        if coordinator is not None:
            host, port = coordinator.endpoint(listener_name)
            return ErrorCode.NONE, "NONE", coordinator.node_id, host, port
        return error, "The coordinator is not available.", -1, "", -1
    if key_type == TRANSACTION:
        error, coordinator = node.transactions.coordinator_node(key)
        if coordinator is not None:
            host, port = coordinator.endpoint(listener_name)
            return ErrorCode.NONE, "NONE", coordinator.node_id, host, port
        return error, "The coordinator is not available.", -1, "", -1
    if key_type == SHARE:
        error, coordinator = node.share_coordinator.coordinator_node(key)
        if coordinator is not None:
            host, port = coordinator.endpoint(listener_name)
            return ErrorCode.NONE, "NONE", coordinator.node_id, host, port
        return error, "The coordinator is not available.", -1, "", -1
    return ErrorCode.INVALID_REQUEST, f"Unsupported coordinator key type {key_type}.", -1, "", -1


@handler(FindCoordinatorRequest, 0, 6)
async def handle_find_coordinator(node, context: RequestContext, request: FindCoordinatorRequest):
    version = context.api_version
    key_type = request.key_type if version >= 1 else GROUP
    if version >= 4:
        coordinators = []
        for key in request.coordinator_keys:
            error, message, node_id, host, port = _lookup(node, key_type, key,
                                                          context.listener_name)
            # Kafka's batched answer carries no message, except for a key type it does not
            # know at all (the whole request fails with its exception's message).
            if key_type in (GROUP, TRANSACTION, SHARE):
                message = ""
            coordinators.append(Coordinator(key=key, node_id=node_id, host=host, port=port,
                                            error_code=error, error_message=message))
        return FindCoordinatorResponse(coordinators=coordinators)
    error, message, node_id, host, port = _lookup(node, key_type, request.key,
                                                  context.listener_name)
    return FindCoordinatorResponse(error_code=error, error_message=message, node_id=node_id,
                                   host=host, port=port)
