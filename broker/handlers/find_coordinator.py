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
- Key type 2 (share, KIP-932), from v6: the key is "group:topicId:partition" as Kafka's
  SharePartitionKey.getInstance reads it (broker/share/records.py); the leader of partition
  `abs(hashCode(key)) % share.coordinator.state.topic.num.partitions` of `__share_group_state`,
  the key as Kafka writes it back (asCoordinatorKey), the topic created on first use as the
  other internal topics are (broker/share/coordinator.py). A key of another shape, or key
  type 2 below v6, is INVALID_REQUEST, as Kafka 4.4.0 answers both.
- Other key types: INVALID_REQUEST for every key.
- Errors come with node id -1, host "" and port -1 (Kafka's Node.noNode). ErrorMessage as
  Kafka 4.4.0 fills it: v1-3 the error's text ("NONE" on success), v4+ empty, but for a key
  type it does not know (INVALID_REQUEST's text).

Versions: v1 adds KeyType, ThrottleTimeMs and ErrorMessage; v2 same; v3 is flexible; v4 batches
CoordinatorKeys with one result per key (KIP-699); v5 same layout (TRANSACTION_ABORTABLE, KIP-890);
v6 adds the share key type (KIP-932).

Authorization: a group key needs DESCRIBE on the group (GROUP_AUTHORIZATION_FAILED), a
transaction key DESCRIBE on the transactional id (TRANSACTIONAL_ID_AUTHORIZATION_FAILED), each
key on its own; share keys (v6) CLUSTER_ACTION on the cluster, else every key
CLUSTER_AUTHORIZATION_FAILED.
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules, denied_message
from kafkasim.broker.share.records import SharePartitionKey
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.find_coordinator import (
    Coordinator,
    FindCoordinatorRequest,
    FindCoordinatorResponse,
)

RULES = api_rules("FindCoordinator")
GROUP = 0
TRANSACTION = 1
SHARE = 2

# Kafka's Errors.INVALID_REQUEST message, which Kafka 4.4.0 sends for a key type it does not know
# (at every version) and for a refused share key at v1-3.
INVALID_REQUEST_MESSAGE = (
    "This most likely occurs because of a request being malformed by the client library or "
    "the message was sent to an incompatible broker. See the broker logs for more details.")

_REFUSED = {GROUP: (RULES.group, "Group authorization failed."),
            TRANSACTION: (RULES.transactional_id, "Transactional Id authorization failed.")}


def _lookup(node, context: RequestContext, version: int, key_type: int, key: str,
            listener_name: str | None) -> tuple[ErrorCode, str | None, int, str, int]:
    """(error, message, node id, host, port) for one key; the message is what Kafka's v1-3
    answer carries (Errors.message(): "NONE" for success)."""
    refusal = _REFUSED.get(key_type)
    if refusal is not None and not allowed(node, context, refusal[0], key):
        return refusal[0].error, refusal[1], -1, "", -1
    if key_type == GROUP:
        error, coordinator = node.groups.coordinator_node(key)
    elif key_type == TRANSACTION:
        error, coordinator = node.transactions.coordinator_node(key)
    elif key_type == SHARE and version >= 6 and (share_key := _share_key(key)) is not None:
        error, coordinator = node.share_coordinator.coordinator_node(share_key)
    else:
        return ErrorCode.INVALID_REQUEST, INVALID_REQUEST_MESSAGE, -1, "", -1
    if coordinator is None:
        return error, "The coordinator is not available.", -1, "", -1
    host, port = coordinator.endpoint(listener_name)
    return ErrorCode.NONE, "NONE", coordinator.node_id, host, port


def _share_key(key: str) -> SharePartitionKey | None:
    try:
        return SharePartitionKey.parse(key)
    except ValueError:
        return None


async def handle_find_coordinator(node, context: RequestContext, request: FindCoordinatorRequest):
    version = context.api_version
    key_type = request.key_type if version >= 1 else GROUP
    if key_type == SHARE and version >= 6 and not allowed(node, context, RULES.share):
        # Kafka's authorizeClusterOperation throws: the whole request is refused.
        message = denied_message(RULES.share)
        return FindCoordinatorResponse(coordinators=[
            Coordinator(key=key, node_id=-1, host="", port=-1, error_code=RULES.share.error,
                        error_message=message) for key in request.coordinator_keys])
    if version >= 4:
        coordinators = []
        for key in request.coordinator_keys:
            error, message, node_id, host, port = _lookup(node, context, version, key_type, key,
                                                          context.listener_name)
            # Kafka's batched answer carries no message, except for a key type it does not
            # know at all (the whole request fails with its exception's message).
            if key_type in (GROUP, TRANSACTION, SHARE):
                message = ""
            coordinators.append(Coordinator(key=key, node_id=node_id, host=host, port=port,
                                            error_code=error, error_message=message))
        return FindCoordinatorResponse(coordinators=coordinators)
    error, message, node_id, host, port = _lookup(node, context, version, key_type, request.key,
                                                  context.listener_name)
    return FindCoordinatorResponse(error_code=error, error_message=message, node_id=node_id,
                                   host=host, port=port)
