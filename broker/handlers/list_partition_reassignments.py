"""ListPartitionReassignments (key 46), version 0; a broker forwards it to the controller
(KIP-590).

Behavior (Kafka's ReplicationControlManager.listPartitionReassignments, KIP-455): the ongoing
reassignments of the named partitions (Topics null: of every partition), each with its current
replicas (the target first, then those being removed), the replicas being added and those being
removed. Unknown topics and partitions, and partitions not being reassigned, are left out. No
controller reachable: REQUEST_TIMED_OUT at the top level.

Versions: v0 (KIP-455), flexible.

Needs DESCRIBE on the cluster, else CLUSTER_AUTHORIZATION_FAILED.
"""

from __future__ import annotations

from kafkasim.broker.controller.channel import forward_to_controller
from kafkasim.broker.controller.reassignment import list_reassignments
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules, denied_message
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.list_partition_reassignments import (
    ListPartitionReassignmentsRequest,
    ListPartitionReassignmentsResponse,
    OngoingPartitionReassignment,
    OngoingTopicReassignment,
)

RULES = api_rules("ListPartitionReassignments")


async def handle_list_partition_reassignments(node, context: RequestContext,
                                              request: ListPartitionReassignmentsRequest):
    if not allowed(node, context, RULES.cluster):
        return ListPartitionReassignmentsResponse(error_code=RULES.cluster.error,
                                                  error_message=denied_message(RULES.cluster),
                                                  topics=[])
    def unavailable(message: str) -> ListPartitionReassignmentsResponse:
        return ListPartitionReassignmentsResponse(error_code=ErrorCode.REQUEST_TIMED_OUT,
                                                  error_message=message, topics=[])

    return await forward_to_controller(node, request, context.api_version,
                                       unavailable=unavailable)


async def handle_list_partition_reassignments_controller(
        node, context: RequestContext, request: ListPartitionReassignmentsRequest):
    return ListPartitionReassignmentsResponse(error_message=None, topics=[
        OngoingTopicReassignment(name=name, partitions=[
            OngoingPartitionReassignment(partition_index=info.partition,
                                         replicas=list(info.replicas),
                                         adding_replicas=list(info.adding_replicas),
                                         removing_replicas=list(info.removing_replicas))
            for info in partitions])
        for name, partitions in list_reassignments(node.metadata, request.topics)])
