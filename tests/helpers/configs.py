"""IncrementalAlterConfigs and DescribeConfigs exchanges for tests: resources, their
operations, and what a broker describes once its metadata caught up."""

from __future__ import annotations

from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.describe_configs import (
    DescribeConfigsRequest,
    DescribeConfigsResource,
)
from kafkasim.protocol.messages.incremental_alter_configs import (
    AlterableConfig,
    AlterConfigsResource,
    IncrementalAlterConfigsRequest,
)

TOPIC, BROKER = 2, 4
SET, DELETE, APPEND, SUBTRACT = 0, 1, 2, 3


async def send(node, request, version):
    connection = await KafkaConnection.connect(node.host, node.port)
    try:
        return await connection.send(request, version)
    finally:
        await connection.close()


def resource(resource_type, name, *configs):
    return AlterConfigsResource(resource_type=resource_type, resource_name=name, configs=[
        AlterableConfig(name=key, config_operation=operation, value=value)
        for key, operation, value in configs])


async def alter(node, *resources, validate_only=False, version=1):
    response = await send(node, IncrementalAlterConfigsRequest(
        resources=list(resources), validate_only=validate_only), version)
    return [(r.resource_name, ErrorCode(r.error_code), r.error_message) for r in response.responses]


async def described(cluster, node, resource_type, name) -> dict:
    """The resource's configs as the broker describes them once its metadata caught up."""
    await cluster.wait_until(lambda: node.metadata.version >= cluster.controller.metadata.version)
    response = await send(node, DescribeConfigsRequest(resources=[DescribeConfigsResource(
        resource_type=resource_type, resource_name=name, configuration_keys=None)]), 4)
    return {entry.name: (entry.value, entry.config_source) for entry in response.results[0].configs}
