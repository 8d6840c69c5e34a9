"""AlterPartitionReassignments (key 45), versions 0-1; a broker forwards it to the controller
(KIP-590).

Behavior (Kafka's ReplicationControlManager.alterPartitionReassignments, KIP-455; the stages
are in broker/controller/reassignment.py):
- Replicas set: the partition moves to those replicas; new replicas are added to the
  assignment at once (empty followers that catch up from the leader), replicas left out are
  removed once every target replica is in the ISR. Replacing an ongoing reassignment is
  allowed. Validation, per partition: unknown topic or partition ->
  UNKNOWN_TOPIC_OR_PARTITION; an empty list, a broker twice, an unregistered broker, or only
  fenced brokers -> INVALID_REPLICA_ASSIGNMENT, with Kafka's messages.
- Replicas null: cancel the partition's ongoing reassignment (NO_REASSIGNMENT_IN_PROGRESS when
  there is none; INVALID_REPLICA_ASSIGNMENT when reverting needs an unclean election the topic
  does not allow).
- Every accepted change is committed as one batch; the broker answers once its own metadata
  shows the partitions moving to (or back from) their targets, or after TimeoutMs. No
  controller reachable: REQUEST_TIMED_OUT at the top level.

- v1 AllowReplicationFactorChange false: a target whose size differs from the partition's
  replicas -> INVALID_REPLICATION_FACTOR (KIP-860); the answer echoes the setting.

Versions: v0 (KIP-455), flexible; v1 AllowReplicationFactorChange (KIP-860).

Needs ALTER on the cluster, else CLUSTER_AUTHORIZATION_FAILED (top level and per partition).

Not implemented: replication throttles
(`leader/follower.replication.throttled.replicas` are recognised, not modelled).
"""

from __future__ import annotations

from kafkasim.broker.controller.channel import forward_to_controller
from kafkasim.broker.controller.reassignment import alter_reassignments
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules, denied_message
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.alter_partition_reassignments import (
    AlterPartitionReassignmentsRequest,
    AlterPartitionReassignmentsResponse,
    ReassignablePartitionResponse,
    ReassignableTopicResponse,
)

RULES = api_rules("AlterPartitionReassignments")


async def handle_alter_partition_reassignments(node, context: RequestContext,
                                               request: AlterPartitionReassignmentsRequest):
    if not allowed(node, context, RULES.cluster):
        message = denied_message(RULES.cluster)
        return AlterPartitionReassignmentsResponse(
            error_code=RULES.cluster.error, error_message=message, responses=[
                ReassignableTopicResponse(name=topic.name, partitions=[
                    ReassignablePartitionResponse(partition_index=p.partition_index,
                                                  error_code=RULES.cluster.error,
                                                  error_message=message)
                    for p in topic.partitions]) for topic in request.topics])
    image = node.metadata
    wanted = {(topic.name, p.partition_index): p.replicas
              for topic in request.topics for p in topic.partitions}

    def unavailable(message: str) -> AlterPartitionReassignmentsResponse:
        return AlterPartitionReassignmentsResponse(
            error_code=ErrorCode.REQUEST_TIMED_OUT, error_message=message, responses=[])

    def settled(response: AlterPartitionReassignmentsResponse):
        accepted = [(topic.name, p.partition_index) for topic in response.responses
                    for p in topic.partitions if p.error_code == ErrorCode.NONE]
        if not accepted:
            return None

        def visible() -> bool:
            for key in accepted:
                info = image.partition(*key)
                target = wanted.get(key)
                if info is None:
                    continue
                if target is None:
                    if info.reassigning:
                        return False
                elif info.target_replicas != list(target):
                    return False
            return True

        return visible

    return await forward_to_controller(node, request, context.api_version,
                                       unavailable=unavailable, settled=settled,
                                       timeout_ms=request.timeout_ms)


async def handle_alter_partition_reassignments_controller(
        node, context: RequestContext, request: AlterPartitionReassignmentsRequest):
    allow = request.allow_replication_factor_change if context.api_version >= 1 else True
    results, records = alter_reassignments(node.metadata, node.config, request.topics, allow)
    node.append(records)
    return AlterPartitionReassignmentsResponse(
        error_message=None, allow_replication_factor_change=allow, responses=[
        ReassignableTopicResponse(name=name, partitions=[
            ReassignablePartitionResponse(partition_index=r.partition, error_code=r.error_code,
                                          error_message=r.error_message)
            for r in partitions])
        for name, partitions in results])
