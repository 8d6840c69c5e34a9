"""ConsumerGroupHeartbeat (key 68), versions 0-1: the KIP-848 consumer group protocol.

Behavior:
- Authorized first (Kafka's KafkaApis): without READ on the group GROUP_AUTHORIZATION_FAILED;
  a subscription naming a topic the principal may not DESCRIBE, TOPIC_AUTHORIZATION_FAILED
  (no message, nothing else answered).
- Then validated, as Kafka's GroupCoordinatorService does, wherever it arrives: INVALID_REQUEST
  for an empty group id, instance id or rack id, a v1 (or non-joining) request without a
  member id, a join (epoch 0) without a rebalance timeout, with owned partitions, or with no
  subscription, an epoch -2 without an instance id, an epoch below -2;
  UNSUPPORTED_ASSIGNOR for a server assignor not in `group.consumer.assignors`;
  INVALID_REGULAR_EXPRESSION for a regex that does not compile (RE2 syntax).
- Then served by the group's coordinator (elsewhere NOT_COORDINATOR). Epoch 0 joins (creating
  the group), -1 leaves, -2 is a static member's temporary leave, others heartbeat at the
  member's epoch (FENCED_MEMBER_EPOCH otherwise; UNKNOWN_MEMBER_ID for an unknown member;
  GROUP_ID_NOT_FOUND for an unknown group or one that is not a consumer group).
- The answer carries the member id, its epoch, `group.consumer.heartbeat.interval.ms`, and the
  assignment when the member joined, sent a full request, or its assignment changed. It is
  sent once the group's records are in `__consumer_offsets` (acks=all).
- Errors carry Kafka's messages (the fidelity suite compares their presence).

Versions: v0 lets the coordinator generate the member id; v1 adds SubscribedTopicRegex and
requires a client-generated member id (KIP-1082).

Not implemented: a regex subscription matches topics the principal may not DESCRIBE too (Kafka
4.4 leaves them out).
"""

from __future__ import annotations

from kafkasim.broker.group.consumer_coordinator import HeartbeatRequest
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, allowed_names, api_rules
from kafkasim.protocol.messages.consumer_group_heartbeat import (
    Assignment,
    ConsumerGroupHeartbeatRequest,
    ConsumerGroupHeartbeatResponse,
    ConsumerGroupHeartbeatResponseTopicPartitions,
)

RULES = api_rules("ConsumerGroupHeartbeat")


async def handle_consumer_group_heartbeat(node, context: RequestContext,
                                          request: ConsumerGroupHeartbeatRequest):
    if not allowed(node, context, RULES.group, request.group_id):
        return ConsumerGroupHeartbeatResponse(error_code=RULES.group.error)
    subscribed = set(request.subscribed_topic_names or ())
    if subscribed and allowed_names(node, context, RULES.topic, subscribed) != subscribed:
        return ConsumerGroupHeartbeatResponse(error_code=RULES.topic.error)
    owned = None
    if request.topic_partitions is not None:
        owned = [(tp.topic_id, list(tp.partitions)) for tp in request.topic_partitions]
    result = await node.groups.consumer.heartbeat(HeartbeatRequest(
        group_id=request.group_id,
        member_id=request.member_id,
        member_epoch=request.member_epoch,
        instance_id=request.instance_id,
        rack_id=request.rack_id,
        rebalance_timeout_ms=request.rebalance_timeout_ms,
        subscribed_topic_names=request.subscribed_topic_names,
        subscribed_topic_regex=request.subscribed_topic_regex if context.api_version >= 1
        else None,
        server_assignor=request.server_assignor,
        owned=owned,
        client_id=context.client_id or "",
        client_host=f"/{context.client_host}",
        api_version=context.api_version,
    ))
    assignment = None
    if result.assignment is not None:
        assignment = Assignment(topic_partitions=[
            ConsumerGroupHeartbeatResponseTopicPartitions(topic_id=topic_id, partitions=partitions)
            for topic_id, partitions in result.assignment.items()])
    return ConsumerGroupHeartbeatResponse(
        error_code=result.error, error_message=result.message, member_id=result.member_id,
        member_epoch=result.member_epoch, heartbeat_interval_ms=result.heartbeat_interval_ms,
        assignment=assignment)
