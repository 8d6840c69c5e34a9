"""ListConfigResources (key 74), versions 0-1: the config resources the cluster has, by type
(KIP-1142; v0 is KIP-714's ListClientMetricsResources).

Behavior (Kafka 4.4's KafkaApis.handleListConfigResources):
- v0 lists the client-metrics subscriptions (CLIENT_METRICS resources with at least one
  config), names only.
- v1: ResourceTypes empty means every type v1 knows: TOPIC (2), BROKER (4), BROKER_LOGGER
  (8), CLIENT_METRICS (16) and GROUP (32); a type outside them: UNSUPPORTED_VERSION and no
  resources. Listed in Kafka's order of types: groups with configs, client-metrics
  subscriptions, every live broker as a broker logger, then as a broker, then every topic
  (internal ones too). A type named twice is listed once.
- Subscriptions in the order of Kafka's ConcurrentHashMap of them; groups likewise; brokers
  by id; topics in kafkasim's order (Kafka lists a hash set's).

Versions: v0 (KIP-714, ListClientMetricsResources); v1 ResourceTypes and ResourceType
(KIP-1142).
- Authorized first: DESCRIBE_CONFIGS on the cluster, else CLUSTER_AUTHORIZATION_FAILED and
  no resources.
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules
from kafkasim.broker.telemetry.java_collections import JavaHashSet
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.list_config_resources import (
    ConfigResource,
    ListConfigResourcesRequest,
    ListConfigResourcesResponse,
)

TOPIC, BROKER_RESOURCE, BROKER_LOGGER, CLIENT_METRICS, GROUP = 2, 4, 8, 16, 32
SUPPORTED_V0 = (CLIENT_METRICS,)
SUPPORTED = (TOPIC, BROKER_RESOURCE, BROKER_LOGGER, CLIENT_METRICS, GROUP)
RULES = api_rules("ListConfigResources")


async def handle_list_config_resources(node, context: RequestContext,
                                       request: ListConfigResourcesRequest):
    if not allowed(node, context, RULES.cluster):
        return ListConfigResourcesResponse(error_code=RULES.cluster.error)
    supported = SUPPORTED_V0 if context.api_version == 0 else SUPPORTED
    requested = set(request.resource_types if context.api_version >= 1 else ()) or \
        set(supported)
    if not requested <= set(supported):
        return ListConfigResourcesResponse(error_code=ErrorCode.UNSUPPORTED_VERSION)
    image = node.metadata
    listed: list[tuple[int, str]] = []
    if GROUP in requested:
        groups = JavaHashSet((g for g, configs in image.group_configs.items() if configs),
                             concurrent=True)
        listed += [(GROUP, group) for group in groups]
    if CLIENT_METRICS in requested:
        listed += [(CLIENT_METRICS, name) for name in node.client_metrics.resource_names()]
    brokers = sorted(b.node_id for b in image.live_brokers())
    for resource_type in (BROKER_LOGGER, BROKER_RESOURCE):
        if resource_type in requested:
            listed += [(resource_type, str(broker)) for broker in brokers]
    if TOPIC in requested:
        listed += [(TOPIC, name) for name in image.topics]
    return ListConfigResourcesResponse(error_code=ErrorCode.NONE, config_resources=[
        ConfigResource(resource_name=name, resource_type=resource_type)
        for resource_type, name in listed])
