"""ShareGroupHeartbeat (key 76), version 1: KIP-932 share-group membership.

Behavior:
- Without READ on the group: GROUP_AUTHORIZATION_FAILED first; a subscription (of a member
  with an id) naming a topic the principal may not DESCRIBE: TOPIC_AUTHORIZATION_FAILED (Kafka's
  KafkaApis.handleShareGroupHeartbeat, which checks the member id in between).
- Validated first: INVALID_REQUEST with no message for an empty member id (the client generates
  it); with Kafka's messages for an empty group id or rack id, a join (epoch 0) without
  SubscribedTopicNames, an epoch below -1.
- Then served by the group's coordinator (elsewhere NOT_COORDINATOR). Epoch 0 joins (creating
  the group), -1 leaves, others heartbeat at the member's epoch (FENCED_MEMBER_EPOCH for a
  greater one, or a smaller one other than its previous epoch; UNKNOWN_MEMBER_ID for an unknown
  member; GROUP_ID_NOT_FOUND for an unknown group, or one of another type;
  GROUP_MAX_SIZE_REACHED past `group.share.max.size`).
- The answer carries the member id, its epoch, the heartbeat interval
  (`group.share.heartbeat.interval.ms`, or the group's `share.heartbeat.interval.ms`), and the
  assignment when the member joined, sent SubscribedTopicNames, or its assignment changed. Assigned partitions are those
  whose share state is initialized (broker/group/share_membership.py); the `simple` assignor
  runs at most once per `group.share.assignment.interval.ms`. It is sent once the group's
  records are in `__consumer_offsets`.

Versions: v1 is KIP-932's general-availability version (v0, the early-access one, is gone in
Kafka 4.1).
"""

from __future__ import annotations

from kafkasim.broker.group.share_membership import ShareHeartbeatRequest
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, allowed_names, api_rules
from kafkasim.protocol.messages.share_group_heartbeat import (
    Assignment,
    ShareGroupHeartbeatRequest,
    ShareGroupHeartbeatResponse,
    TopicPartitions,
)

RULES = api_rules("ShareGroupHeartbeat")


async def handle_share_group_heartbeat(node, context: RequestContext,
                                       request: ShareGroupHeartbeatRequest):
    if not allowed(node, context, RULES.group, request.group_id):
        return ShareGroupHeartbeatResponse(error_code=RULES.group.error)
    subscribed = set(request.subscribed_topic_names or ())
    if request.member_id and subscribed \
            and allowed_names(node, context, RULES.topic, subscribed) != subscribed:
        return ShareGroupHeartbeatResponse(error_code=RULES.topic.error)
    result = await node.groups.share.heartbeat(ShareHeartbeatRequest(
        group_id=request.group_id,
        member_id=request.member_id,
        member_epoch=request.member_epoch,
        rack_id=request.rack_id,
        subscribed_topic_names=request.subscribed_topic_names,
        client_id=context.client_id or "",
        client_host=f"/{context.client_host}",
    ))
    assignment = None
    if result.assignment is not None:
        assignment = Assignment(topic_partitions=[
            TopicPartitions(topic_id=topic_id, partitions=partitions)
            for topic_id, partitions in result.assignment.items()])
    return ShareGroupHeartbeatResponse(
        error_code=result.error, error_message=result.message, member_id=result.member_id,
        member_epoch=result.member_epoch, heartbeat_interval_ms=result.heartbeat_interval_ms,
        assignment=assignment)
