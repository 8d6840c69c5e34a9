"""ListConfigResources over TCP (KIP-1142; v0 is KIP-714's ListClientMetricsResources) and
DescribeConfigs of client-metrics resources. The differential suite compares both with Kafka
(tests/reference/fidelity/scenarios/client_telemetry.py)."""

from __future__ import annotations

from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.describe_configs import (
    DescribeConfigsRequest,
    DescribeConfigsResource,
)
from kafkasim.protocol.messages.list_config_resources import ListConfigResourcesRequest

CLIENT_METRICS, TOPIC, BROKER, BROKER_LOGGER = 16, 2, 4, 8


async def test_lists_by_type_in_kafkas_order(cluster):
    """Verifies that v0 lists the client-metrics subscriptions (in the order of Kafka's
    ConcurrentHashMap of them), that v1 lists every type asked for (none: all) in Kafka 4.4's
    order, subscriptions, broker loggers, brokers, topics, and that an undefined type is
    UNSUPPORTED_VERSION."""
    names = ["sub-a", "sub-b", "telemetry-1", "telemetry-2", "x"]
    for name in names:
        await cluster.set_client_metrics(name, metrics=["org.apache.kafka."])
    await cluster.create_topic("listed", 1, 1)
    broker = cluster.brokers[1]
    connection = await KafkaConnection.connect(broker.host, broker.port)
    try:
        v0 = await connection.send(ListConfigResourcesRequest(), 0)
        assert [r.resource_name for r in v0.config_resources] == [
            "telemetry-1", "telemetry-2", "x", "sub-b", "sub-a"]  # as Java 17 iterates them
        v1 = await connection.send(ListConfigResourcesRequest(resource_types=[]), 1)
        listed = [(r.resource_type, r.resource_name) for r in v1.config_resources
                  if r.resource_type != TOPIC or not r.resource_name.startswith("__")]
        assert listed == [(CLIENT_METRICS, name) for name in
                          ("telemetry-1", "telemetry-2", "x", "sub-b", "sub-a")] + \
            [(BROKER_LOGGER, "1"), (BROKER_LOGGER, "2"), (BROKER_LOGGER, "3"),
             (BROKER, "1"), (BROKER, "2"), (BROKER, "3"), (TOPIC, "listed")]
        refused = await connection.send(ListConfigResourcesRequest(resource_types=[2, 1]), 1)
        assert (refused.error_code, refused.config_resources) == (
            ErrorCode.UNSUPPORTED_VERSION, [])
    finally:
        await connection.close()


async def test_describe_client_metrics_configs(cluster):
    """Verifies that DescribeConfigs of a subscription lists its three configs in Kafka's order,
    set ones with source CLIENT_METRICS_CONFIG (7) and themselves as synonym, the others with
    their defaults (DEFAULT_CONFIG, 5), LIST and INT types."""
    await cluster.set_client_metrics("described", metrics=["a.", "b."], interval_ms=2000)
    broker = cluster.brokers[2]
    connection = await KafkaConnection.connect(broker.host, broker.port)
    try:
        response = await connection.send(DescribeConfigsRequest(resources=[
            DescribeConfigsResource(resource_type=CLIENT_METRICS, resource_name="described")],
            include_synonyms=True), 4)
    finally:
        await connection.close()
    [result] = response.results
    assert [(c.name, c.value, c.config_source, c.config_type,
             [(s.name, s.value, s.source) for s in c.synonyms]) for c in result.configs] == [
        ("interval.ms", "2000", 7, 3, [("interval.ms", "2000", 7)]),
        ("match", "", 5, 7, []),
        ("metrics", "a.,b.", 7, 7, [("metrics", "a.,b.", 7)])]
