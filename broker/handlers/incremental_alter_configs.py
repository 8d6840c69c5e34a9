"""IncrementalAlterConfigs (key 44), versions 0-1; a broker checks what it alone can check and
forwards the rest to the controller (KIP-590).

Behavior (broker/controller/configs.py, Kafka's ConfigAdminManager and
ConfigurationControlManager):
- TOPIC (2): SET, DELETE, APPEND and SUBTRACT (the last two only for LIST keys, else
  INVALID_CONFIG); the topic's resulting configs are validated as Kafka's LogConfig does
  (INVALID_CONFIG), then the topic must exist (UNKNOWN_TOPIC_OR_PARTITION). Brokers apply the
  change from the metadata log; `min.insync.replicas` and the other modelled keys take effect.
- BROKER (4): resource name "" (cluster-wide) or the receiving broker's id (else
  INVALID_REQUEST); only keys Kafka updates dynamically (else INVALID_REQUEST "Cannot update
  these configs dynamically"), per-broker keys only with a broker id; values checked against
  the config table (INVALID_REQUEST, as Kafka answers, KAFKA-13609). Every broker adopts the
  cluster-wide values, and its own, on top of its start-up settings.
- `min.insync.replicas` with eligible leader replicas on (KIP-966): a broker's own (set or
  deleted) and the cluster-wide one deleted are INVALID_CONFIG; a topic's or the cluster-wide
  one changed empties the ELR of that topic's or every partition.
- A resource twice, a key twice, or a null value other than for DELETE: INVALID_REQUEST.
- Then ALTER_CONFIGS on the topic (TOPIC_AUTHORIZATION_FAILED), the group
  (GROUP_AUTHORIZATION_FAILED) or, for brokers, the cluster (CLUSTER_AUTHORIZATION_FAILED,
  without a message as Kafka 4.4.0 answers it), as Kafka's controller authorizes what the
  broker let through.
  ValidateOnly checks everything and changes nothing. No controller: REQUEST_TIMED_OUT.

Versions: v1 flexible (KIP-482).

- GROUP (32): a group id (the default group "" is INVALID_REQUEST, "Default group resources are
  not allowed."); the group's resulting configs are checked as Kafka's GroupConfig does (unknown
  names, types and lower bounds, the broker's `group.*.min.*`/`max.*` bounds: INVALID_CONFIG);
  the group need not exist. The share and consumer coordinators read them
  (broker/config/groups.py).

- CLIENT_METRICS (16): a client-metrics subscription (KIP-714), `metrics`, `interval.ms` and
  `match`; its resulting configs are checked as Kafka's ClientMetricsConfigs does (the empty
  name, an unknown key or an interval outside 100..3600000: INVALID_REQUEST; a value its type
  refuses, a repeated or empty list item, an illegal match pattern: INVALID_CONFIG). Deleting
  its last config deletes the subscription. Every broker's telemetry reads it
  (broker/config/client_metrics.py, broker/telemetry/manager.py).

Not implemented: BROKER_LOGGER (8; kafkasim has no broker loggers: INVALID_REQUEST),
alter-config policies. The broker answers when the controller has committed the change,
before its own metadata shows it (as Kafka).
"""

from __future__ import annotations

from kafkasim.broker.controller.channel import forward_to_controller
from kafkasim.broker.controller.configs import ConfigChange, apply, changes_of, preprocess
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import api_rules, authorize_config_changes
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.incremental_alter_configs import (
    AlterConfigsResourceResponse,
    IncrementalAlterConfigsRequest,
    IncrementalAlterConfigsResponse,
)

RULES = api_rules("IncrementalAlterConfigs")


async def handle_incremental_alter_configs(node, context: RequestContext,
                                           request: IncrementalAlterConfigsRequest):
    changes = changes_of(request.resources, incremental=True)
    preprocess(changes, node.node_id)
    # Then ALTER_CONFIGS on the topic, the group or (brokers, client metrics) the cluster.
    authorize_config_changes(node, context, RULES, changes)
    forwarded = [resource for resource, change in zip(request.resources, changes, strict=True)
                 if not change.failed]
    if forwarded:
        def unavailable(message: str):
            for change in changes:
                change.fail(ErrorCode.REQUEST_TIMED_OUT, message)

        answer = await forward_to_controller(
            node, IncrementalAlterConfigsRequest(resources=forwarded,
                                                 validate_only=request.validate_only),
            context.api_version, unavailable=unavailable)
        if answer is not None:
            by_resource = {(r.resource_type, r.resource_name): r for r in answer.responses}
            for change in changes:
                result = by_resource.get((change.resource_type, change.resource_name))
                if result is not None and not change.failed:
                    change.fail(result.error_code, result.error_message)
    return _response(changes)


async def handle_incremental_alter_configs_controller(node, context: RequestContext,
                                                      request: IncrementalAlterConfigsRequest):
    changes = changes_of(request.resources, incremental=True)
    apply(node, changes, request.validate_only, incremental=True)
    return _response(changes)


def _response(changes: list[ConfigChange]) -> IncrementalAlterConfigsResponse:
    return IncrementalAlterConfigsResponse(responses=[
        AlterConfigsResourceResponse(error_code=change.error_code,
                                     error_message=change.error_message,
                                     resource_type=change.resource_type,
                                     resource_name=change.resource_name)
        for change in changes])
