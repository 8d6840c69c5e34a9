"""ShareFetch (key 78), versions 1-2: KIP-932 share-group reads through share sessions.

Behavior:
- Without READ on the share group: GROUP_AUTHORIZATION_FAILED for the request, first; the
  partitions of topics the principal may not READ answer TOPIC_AUTHORIZATION_FAILED (for
  their acknowledgements too), in every answer of the session that includes them.
- INVALID_REQUEST for an empty member or group id; SHARE_SESSION_NOT_FOUND and
  INVALID_SHARE_SESSION_EPOCH for a request that does not fit its share session (epoch 0 opens
  one, -1 closes it after its acknowledgements, others must follow on). When the connection
  of a session's last request closes, the session goes and its member's records are released.
- Acknowledgements ride along (ACCEPT, RELEASE, REJECT, GAP; RENEW with IsRenewAck, v2): their
  result is each partition's AcknowledgeErrorCode (INVALID_REQUEST for batches out of order or
  with a bad type list, INVALID_RECORD_STATE for records the member does not hold).
- Records are acquired from every partition of the session, up to MaxRecords and MaxBytes:
  whole record batches, with AcquiredRecords (offset ranges and delivery counts); the answer
  long-polls up to MaxWaitMs when nothing was acquired. AcquisitionLockTimeoutMs is the
  group's record lock duration. A partition led elsewhere is NOT_LEADER_OR_FOLLOWER with its
  leader in CurrentLeader and NodeEndpoints. See broker/share/manager.py and partition.py.

Versions: v1 is KIP-932's general-availability version (MaxRecords, BatchSize,
AcquisitionLockTimeoutMs); v2 adds ShareAcquireMode and IsRenewAck (KIP-1222).

Not implemented: ShareAcquireMode 1 (record-limit) is served as batch-optimized; BatchSize does
not split acquired ranges; MinBytes is treated as 1; the consumer byte rate (a ShareFetch
counts in the request rate only).
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules
from kafkasim.broker.share.manager import ShareFetchParams, requested_acknowledgements
from kafkasim.broker.share.session import TopicIdPartition
from kafkasim.protocol.messages.share_fetch import (
    AcquiredRecords,
    LeaderIdAndEpoch,
    NodeEndpoint,
    PartitionData,
    ShareFetchableTopicResponse,
    ShareFetchRequest,
    ShareFetchResponse,
)

_EMPTY = b""


RULES = api_rules("ShareFetch")


async def handle_share_fetch(node, context: RequestContext, request: ShareFetchRequest):
    if not allowed(node, context, RULES.group, request.group_id):
        return ShareFetchResponse(error_code=RULES.group.error)
    partitions = requested_acknowledgements(request.topics)
    forgotten = [TopicIdPartition(t.topic_id, p) for t in request.forgotten_topics_data
                 for p in t.partitions]
    answer = await node.share_partitions.fetch(ShareFetchParams(
        group_id=request.group_id, member_id=request.member_id,
        epoch=request.share_session_epoch, max_wait_ms=request.max_wait_ms,
        max_bytes=request.max_bytes, max_records=request.max_records,
        partitions=partitions, forgotten=forgotten,
        renew=context.api_version >= 2 and request.is_renew_ack,
        readable=lambda topic: allowed(node, context, RULES.topic, topic),
        connection_id=context.connection_id))
    responses: dict = {}
    for p in answer.partitions:
        responses.setdefault(p.topic_id, []).append(PartitionData(
            partition_index=p.partition, error_code=p.error, error_message=p.error_message,
            acknowledge_error_code=p.ack_error, acknowledge_error_message=p.ack_message,
            current_leader=LeaderIdAndEpoch(leader_id=p.leader_id, leader_epoch=p.leader_epoch),
            records=p.records or _EMPTY,
            acquired_records=[AcquiredRecords(first_offset=r.first_offset,
                                              last_offset=r.last_offset,
                                              delivery_count=r.delivery_count)
                              for r in p.ranges]))
    brokers = node.metadata.brokers
    return ShareFetchResponse(
        error_code=answer.error, error_message=answer.message,
        acquisition_lock_timeout_ms=answer.lock_timeout_ms,
        responses=[ShareFetchableTopicResponse(topic_id=t, partitions=ps)
                   for t, ps in responses.items()],
        node_endpoints=[NodeEndpoint(node_id=n, host=brokers[n].endpoint(
            context.listener_name)[0], port=brokers[n].endpoint(context.listener_name)[1],
            rack=brokers[n].rack) for n in sorted(answer.leaders) if n in brokers])
