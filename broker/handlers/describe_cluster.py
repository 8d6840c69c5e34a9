"""DescribeCluster (key 60), versions 0-2, on brokers and (KIP-919) on the controller.

Behavior:
- On a broker: EndpointType 1 (brokers, the v0 meaning) lists the unfenced brokers with host,
  port and rack, the cluster id, and as ControllerId the same live broker Metadata names (in
  KRaft clients reach the controller only through brokers). EndpointType 2 (controllers) gets
  UNSUPPORTED_ENDPOINT_TYPE, as from a Kafka broker. v2 with IncludeFencedBrokers lists the
  fenced brokers too (registered, not unfenced: a broker that stopped or has not caught up),
  IsFenced telling which (KIP-1073).
- On the controller listener: EndpointType 2 lists the controller itself (bootstrap.controllers
  clients, KIP-919); EndpointType 1 gets UNSUPPORTED_ENDPOINT_TYPE.
- ClusterAuthorizedOperations, when requested: the cluster operations the principal may do
  (every one without an authorizer), 0 without DESCRIBE on the cluster; else -2147483648.
  Nothing else is authorized (Kafka's AuthHelper.computeDescribeClusterResponse).

Versions: v0 (KIP-700); v1 EndpointType (KIP-919); v2 IncludeFencedBrokers and IsFenced
(KIP-1073).
"""

from __future__ import annotations

from kafkasim.broker.handlers.metadata import AUTHORIZED_OPERATIONS_OMITTED
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.acl import ResourceType
from kafkasim.broker.security.authorization import allowed, api_rules, authorized_operations
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.describe_cluster import (
    DescribeClusterBroker,
    DescribeClusterRequest,
    DescribeClusterResponse,
)

RULES = api_rules("DescribeCluster")
BROKERS = 1
CONTROLLERS = 2


def _response(node, context: RequestContext,
              request: DescribeClusterRequest) -> DescribeClusterResponse:
    operations = AUTHORIZED_OPERATIONS_OMITTED
    if request.include_cluster_authorized_operations:
        operations = authorized_operations(node, context, ResourceType.CLUSTER) \
            if allowed(node, context, RULES.cluster) else 0
    return DescribeClusterResponse(endpoint_type=request.endpoint_type,
                                   cluster_id=node.metadata.cluster_id,
                                   cluster_authorized_operations=operations)


async def handle_describe_cluster(node, context: RequestContext, request: DescribeClusterRequest):
    response = _response(node, context, request)
    if request.endpoint_type != BROKERS:
        response.error_code = ErrorCode.UNSUPPORTED_ENDPOINT_TYPE
        response.error_message = f"Unsupported endpoint type {request.endpoint_type}"
        return response
    live = sorted(node.metadata.live_brokers(), key=lambda info: info.node_id)
    listed = live
    if context.api_version >= 2 and request.include_fenced_brokers:
        listed = sorted(node.metadata.brokers.values(), key=lambda info: info.node_id)
    response.brokers = [DescribeClusterBroker(broker_id=b.node_id, host=host, port=port,
                                              rack=b.rack, is_fenced=b.fenced)
                        for b in listed for host, port in [b.endpoint(context.listener_name)]]
    response.controller_id = live[0].node_id if live else -1
    return response


async def handle_describe_cluster_controller(node, context: RequestContext,
                                             request: DescribeClusterRequest):
    response = _response(node, context, request)
    if request.endpoint_type != CONTROLLERS:
        response.error_code = ErrorCode.UNSUPPORTED_ENDPOINT_TYPE
        response.error_message = f"Unsupported endpoint type {request.endpoint_type}"
        return response
    response.brokers = [DescribeClusterBroker(broker_id=node.node_id, host=node.host,
                                              port=node.port, rack=None)]
    response.controller_id = node.node_id
    return response
