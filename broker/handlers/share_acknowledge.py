"""ShareAcknowledge (key 79), versions 1-2: KIP-932 acknowledgements outside a fetch.

Behavior:
- Without READ on the share group: GROUP_AUTHORIZATION_FAILED for the request, first; the
  partitions of topics the principal may not READ answer TOPIC_AUTHORIZATION_FAILED (for
  their acknowledgements too), in every answer of the session that includes them.
- INVALID_REQUEST for an empty member or group id. The request needs an existing share session
  (SHARE_SESSION_NOT_FOUND) at its epoch (INVALID_SHARE_SESSION_EPOCH; epoch 0 cannot open
  one); epoch -1 closes the session once its acknowledgements are applied, releasing what the
  member still holds.
- Each partition's ErrorCode is its acknowledgement result: INVALID_REQUEST for batches out of
  order or with a bad type list, INVALID_RECORD_STATE for records the member does not hold,
  NOT_LEADER_OR_FOLLOWER (with CurrentLeader and NodeEndpoints) where this broker does not
  lead. The answer follows the write of the new state to the share coordinator; when that
  write fails, the acknowledgement is rolled back (the member holds the records until their
  lock ends) and answered with the write's error.

Versions: v1 is KIP-932's general-availability version; v2 adds IsRenewAck and
AcquisitionLockTimeoutMs (KIP-1222).
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules
from kafkasim.broker.share.manager import requested_acknowledgements
from kafkasim.protocol.messages.share_acknowledge import (
    LeaderIdAndEpoch,
    NodeEndpoint,
    PartitionData,
    ShareAcknowledgeRequest,
    ShareAcknowledgeResponse,
    ShareAcknowledgeTopicResponse,
)

RULES = api_rules("ShareAcknowledge")


async def handle_share_acknowledge(node, context: RequestContext,
                                   request: ShareAcknowledgeRequest):
    if not allowed(node, context, RULES.group, request.group_id):
        return ShareAcknowledgeResponse(error_code=RULES.group.error)
    partitions = requested_acknowledgements(request.topics)
    answer = await node.share_partitions.acknowledge(
        request.group_id, request.member_id, request.share_session_epoch, partitions,
        renew=context.api_version >= 2 and request.is_renew_ack,
        readable=lambda topic: allowed(node, context, RULES.topic, topic))
    responses: dict = {}
    for p in answer.partitions:
        responses.setdefault(p.topic_id, []).append(PartitionData(
            partition_index=p.partition, error_code=p.error, error_message=p.error_message,
            current_leader=LeaderIdAndEpoch(leader_id=p.leader_id,
                                            leader_epoch=p.leader_epoch)))
    brokers = node.metadata.brokers
    return ShareAcknowledgeResponse(
        error_code=answer.error, error_message=answer.message,
        acquisition_lock_timeout_ms=answer.lock_timeout_ms if context.api_version >= 2 else 0,
        responses=[ShareAcknowledgeTopicResponse(topic_id=t, partitions=ps)
                   for t, ps in responses.items()],
        node_endpoints=[NodeEndpoint(node_id=n, host=brokers[n].endpoint(
            context.listener_name)[0], port=brokers[n].endpoint(context.listener_name)[1],
            rack=brokers[n].rack) for n in sorted(answer.leaders) if n in brokers])
