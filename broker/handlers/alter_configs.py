"""AlterConfigs (key 33), versions 0-2; a broker checks what it alone can check and
forwards the rest to the controller (KIP-590).

Behavior: as IncrementalAlterConfigs (broker/handlers/incremental_alter_configs.py), with the
legacy meaning of a request: every key given is SET, and every key of the resource that is not
given is deleted (Kafka's legacyAlterConfigs), so the resource's configs become exactly the
request's.

Versions: v1 same layout (throttling after the response); v2 flexible (KIP-482).

Not implemented: as IncrementalAlterConfigs.
"""

from __future__ import annotations

from kafkasim.broker.controller.channel import forward_to_controller
from kafkasim.broker.controller.configs import ConfigChange, apply, changes_of, preprocess
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import api_rules, authorize_config_changes
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.alter_configs import (
    AlterConfigsRequest,
    AlterConfigsResourceResponse,
    AlterConfigsResponse,
)

RULES = api_rules("AlterConfigs")


async def handle_alter_configs(node, context: RequestContext,
                                           request: AlterConfigsRequest):
    changes = changes_of(request.resources, incremental=False)
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
            node, AlterConfigsRequest(resources=forwarded,
                                                 validate_only=request.validate_only),
            context.api_version, unavailable=unavailable)
        if answer is not None:
            by_resource = {(r.resource_type, r.resource_name): r for r in answer.responses}
            for change in changes:
                result = by_resource.get((change.resource_type, change.resource_name))
                if result is not None and not change.failed:
                    change.fail(result.error_code, result.error_message)
    return _response(changes)


async def handle_alter_configs_controller(node, context: RequestContext,
                                                      request: AlterConfigsRequest):
    changes = changes_of(request.resources, incremental=False)
    apply(node, changes, request.validate_only, incremental=False)
    return _response(changes)


def _response(changes: list[ConfigChange]) -> AlterConfigsResponse:
    return AlterConfigsResponse(responses=[
        AlterConfigsResourceResponse(error_code=change.error_code,
                                     error_message=change.error_message,
                                     resource_type=change.resource_type,
                                     resource_name=change.resource_name)
        for change in changes])
