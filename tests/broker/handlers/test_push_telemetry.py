"""GetTelemetrySubscriptions and PushTelemetry over TCP (KIP-714) with kafkasim's telemetry
receiver on: what ApiVersions advertises, what the receiver keeps of a push, and what it refuses.
The answers a broker gives without a receiver are compared with Kafka's in the differential
suite (tests/reference/fidelity/scenarios/client_telemetry.py)."""

from __future__ import annotations

import asyncio
import uuid

import pytest

from kafkasim.broker.cluster import Cluster
from kafkasim.protocol.compression import GZIP, NONE, ZSTD, compress
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.api_versions import ApiVersionsRequest
from kafkasim.protocol.messages.get_telemetry_subscriptions import (
    GetTelemetrySubscriptionsRequest,
)
from kafkasim.protocol.messages.push_telemetry import PushTelemetryRequest
from kafkasim.protocol.otlp import MetricKind
from tests.helpers.cluster import TEST_CLUSTER_CONFIG
from tests.helpers.otlp import gauge, metrics_data, number_point, sum_metric

RECEIVER = {**TEST_CLUSTER_CONFIG, "kafkasim.client.telemetry.receiver.enable": "true"}
TELEMETRY_APIS = {71, 72}


def payload(requests: int, queue_time: float) -> bytes:
    return metrics_data(
        gauge("org.apache.kafka.producer.record.queue.time.avg",
              number_point(queue_time, {"node.id": "1"}, time=1)),
        sum_metric("org.apache.kafka.producer.request.total",
                   number_point(requests, {"node.id": "1"}, time=1)),
        resource={"client_rack": "a"})


@pytest.fixture
async def telemetry_cluster():
    async with Cluster(brokers=2, racks=("a", "b"), config=RECEIVER) as running:
        yield running


async def connect(cluster, broker: int = 1, name: str = "telemetry-test") -> KafkaConnection:
    node = cluster.brokers[broker]
    connection = await KafkaConnection.connect(node.host, node.port, client_id="telemetry-app")
    await connection.send(ApiVersionsRequest(client_software_name=name,
                                             client_software_version="2.0"), 3)
    return connection


async def advertised(host: str, port: int) -> set[int]:
    connection = await KafkaConnection.connect(host, port)
    try:
        response = await connection.send(ApiVersionsRequest(), 0)
        return {api.api_key for api in response.api_keys}
    finally:
        await connection.close()


async def test_telemetry_apis_advertised_only_with_a_receiver(cluster, telemetry_cluster):
    """Verifies that ApiVersions lists GetTelemetrySubscriptions and PushTelemetry only on
    brokers with a telemetry receiver (Kafka's ApiVersionManager lists them only with a
    ClientTelemetry metrics reporter), never on the controller listener, and that a broker
    without one still answers them."""
    with_receiver = telemetry_cluster.brokers[1]
    assert TELEMETRY_APIS <= await advertised(with_receiver.host, with_receiver.port)
    controller = telemetry_cluster.controller
    assert not TELEMETRY_APIS & await advertised(controller.host, controller.port)
    without = cluster.brokers[1]
    assert not TELEMETRY_APIS & await advertised(without.host, without.port)
    connection = await KafkaConnection.connect(without.host, without.port)
    try:
        answer = await connection.send(GetTelemetrySubscriptionsRequest(), 0)
        assert answer.error_code == ErrorCode.NONE and answer.push_interval_ms == 300000
    finally:
        await connection.close()


async def test_pushed_metrics_reach_the_receiver(telemetry_cluster):
    """Verifies that each accepted push's OTLP metrics, compressed or not, are decoded and kept
    per client instance: identity as the broker saw it (client id, the software of its
    ApiVersions, address), pushes and brokers, terminating, resource attributes, a gauge's
    latest value and a delta sum added up (KIP-714's delta temporality)."""
    await telemetry_cluster.set_client_metrics("all", metrics=["*"], interval_ms=100)
    connection = await connect(telemetry_cluster)
    cid = uuid.uuid4()
    try:
        for index, codec in enumerate((NONE, GZIP, ZSTD)):
            answer = await connection.send(
                GetTelemetrySubscriptionsRequest(client_instance_id=cid), 0)
            assert answer.error_code == ErrorCode.NONE and answer.requested_metrics == ["*"]
            data = payload(requests=5, queue_time=1.5 + index)
            pushed = await connection.send(PushTelemetryRequest(
                client_instance_id=cid, subscription_id=answer.subscription_id,
                compression_type=codec, metrics=compress(codec, data),
                terminating=index == 2), 0)
            assert pushed.error_code == ErrorCode.NONE
            await asyncio.sleep(0.15)  # past the push interval
    finally:
        await connection.close()
    [client] = telemetry_cluster.client_metrics()
    assert (client.client_id, client.client_software_name, client.client_software_version,
            client.client_source_address) == ("telemetry-app", "telemetry-test", "2.0",
                                              "127.0.0.1")
    assert (client.pushes, client.brokers, client.terminated) == (3, {1}, True)
    assert client.resource == {"client_rack": "a"}
    assert client.value("org.apache.kafka.producer.record.queue.time.avg", **{"node.id": "1"}) \
        == 3.5
    requests = client.metrics["org.apache.kafka.producer.request.total"]
    assert requests.kind == MetricKind.SUM
    [series] = requests.series.values()
    assert (series.value, series.total, series.points) == (5, 15, 3)
    assert telemetry_cluster.client_metrics(client_id="another") == []


async def test_a_push_that_is_no_otlp_is_invalid_record(telemetry_cluster):
    """Verifies that with the receiver on, metrics that are not an OTLP MetricsData are
    INVALID_RECORD (what Kafka answers when its telemetry receiver throws), kept nowhere, and
    counted as a plugin error."""
    connection = await connect(telemetry_cluster)
    cid = uuid.uuid4()
    try:
        answer = await connection.send(GetTelemetrySubscriptionsRequest(client_instance_id=cid),
                                       0)
        pushed = await connection.send(PushTelemetryRequest(
            client_instance_id=cid, subscription_id=answer.subscription_id,
            metrics=b"\x0a\x05\x01"), 0)
        assert pushed.error_code == ErrorCode.INVALID_RECORD
    finally:
        await connection.close()
    assert telemetry_cluster.client_metrics() == []
    assert telemetry_cluster.brokers[1].client_metrics.stats.export_errors == 1


async def test_matching_follows_the_connection_and_subscription_changes(telemetry_cluster):
    """Verifies that a subscription's selectors match the software a connection named in
    ApiVersions, and that a changed subscription reaches a client instance on its next request
    even before its push interval (Kafka re-makes the instance)."""
    await telemetry_cluster.set_client_metrics(
        "java", metrics=["org.apache.kafka."], interval_ms=60000,
        match={"client_software_name": "apache-kafka-java"})
    java, other = await connect(telemetry_cluster, name="apache-kafka-java"), \
        await connect(telemetry_cluster, name="librdkafka")
    try:
        first = await java.send(GetTelemetrySubscriptionsRequest(), 0)
        assert (first.requested_metrics, first.push_interval_ms) == (["org.apache.kafka."],
                                                                     60000)
        unmatched = await other.send(GetTelemetrySubscriptionsRequest(), 0)
        assert (unmatched.requested_metrics, unmatched.push_interval_ms) == ([], 300000)
        again = await java.send(GetTelemetrySubscriptionsRequest(
            client_instance_id=first.client_instance_id), 0)
        assert again.error_code == ErrorCode.THROTTLING_QUOTA_EXCEEDED
        await telemetry_cluster.set_client_metrics("java", interval_ms=1000)
        changed = await java.send(GetTelemetrySubscriptionsRequest(
            client_instance_id=first.client_instance_id), 0)
        assert (changed.error_code, changed.push_interval_ms) == (ErrorCode.NONE, 1000)
        assert changed.subscription_id != first.subscription_id
    finally:
        await java.close()
        await other.close()


async def test_subscriptions_survive_a_broker_restart(telemetry_cluster):
    """Verifies that client-metrics subscriptions live in the cluster metadata (config
    records): a restarted broker answers with them."""
    await telemetry_cluster.set_client_metrics("restart", metrics=["org.apache.kafka."],
                                               interval_ms=2000)
    await telemetry_cluster.stop_broker(2)
    await telemetry_cluster.start_broker(2)
    await telemetry_cluster.wait_for_metadata()
    connection = await connect(telemetry_cluster, broker=2)
    try:
        answer = await connection.send(GetTelemetrySubscriptionsRequest(), 0)
        assert (answer.requested_metrics, answer.push_interval_ms) == (["org.apache.kafka."],
                                                                       2000)
    finally:
        await connection.close()


async def test_reset_forgets_subscriptions_and_pushes(telemetry_cluster):
    """Verifies that Cluster.reset deletes the client-metrics subscriptions and forgets what
    clients pushed, so a shared cluster starts each test clean."""
    await telemetry_cluster.set_client_metrics("all", metrics=["*"])
    connection = await connect(telemetry_cluster)
    try:
        answer = await connection.send(GetTelemetrySubscriptionsRequest(), 0)
        await connection.send(PushTelemetryRequest(
            client_instance_id=answer.client_instance_id,
            subscription_id=answer.subscription_id, metrics=payload(1, 1.0)), 0)
    finally:
        await connection.close()
    assert len(telemetry_cluster.client_metrics()) == 1
    await telemetry_cluster.reset()
    assert telemetry_cluster.client_metrics() == []
    assert telemetry_cluster.controller.metadata.client_metrics == {}
    assert all(not broker.client_metrics.resource_names()
               for broker in telemetry_cluster.brokers.values())
