"""Real clients push their metrics to kafkasim (KIP-714): librdkafka (confluent-kafka) and the
Java client with `enable.metrics.push=true`, against brokers whose telemetry receiver is on,
and what kafkasim then shows through the harness, the HTTP control plane and Prometheus.

Each test prints what the clients pushed (pushes, metric names) for the issue's record."""

from __future__ import annotations

import json
import subprocess
import time
import urllib.request
import uuid

import pytest

from kafkasim.broker.cluster import start_cluster
from tests.helpers.cluster import TEST_CLUSTER_CONFIG

pytestmark = [pytest.mark.clients, pytest.mark.timeout(240)]

RECEIVER = {**TEST_CLUSTER_CONFIG, "kafkasim.client.telemetry.receiver.enable": "true"}
INTERVAL_MS = 500


@pytest.fixture
def telemetry_cluster():
    with start_cluster(brokers=3, racks=("a", "b", "c"), config=RECEIVER) as handle:
        handle.set_client_metrics("everything", metrics=["*"], interval_ms=INTERVAL_MS)
        yield handle


def report(name: str, clients) -> None:
    for client in clients:
        print(f"{name}: {client.client_id} ({client.client_software_name} "
              f"{client.client_software_version}) pushed {client.pushes} times to brokers "
              f"{sorted(client.brokers)}, terminated={client.terminated}, "
              f"{len(client.metrics)} metrics: {client.metric_names}")


def test_librdkafka_pushes_metrics(telemetry_cluster):
    """Verifies that librdkafka's producer and consumer (confluent-kafka 2.16.1,
    enable.metrics.push=true) ask for their subscription, push their metrics every interval
    and a terminating push on close, and that kafkasim shows each client instance with
    KIP-714's standard metric names (org.apache.kafka.producer.*, ...consumer.*)."""
    from confluent_kafka import Consumer, Producer

    topic = f"telemetry-{uuid.uuid4().hex[:6]}"
    telemetry_cluster.create_topic(topic, 3, 3)
    producer = Producer({"bootstrap.servers": telemetry_cluster.bootstrap,
                         "client.id": "rdkafka-producer", "enable.metrics.push": True})
    consumer = Consumer({"bootstrap.servers": telemetry_cluster.bootstrap,
                         "client.id": "rdkafka-consumer", "group.id": topic,
                         "auto.offset.reset": "earliest", "enable.metrics.push": True})
    consumer.subscribe([topic])
    deadline = time.monotonic() + 4 * INTERVAL_MS / 1000 + 2
    sent = received = 0
    while time.monotonic() < deadline:
        producer.produce(topic, value=b"v%d" % sent)
        sent += 1
        producer.poll(0)
        message = consumer.poll(0.05)
        received += message is not None and message.error() is None
    assert producer.flush(10) == 0
    consumer.close()
    producer = None  # its destruction closes it: the terminating push

    def both_done():
        clients = {c.client_id: c for c in telemetry_cluster.client_metrics()}
        done = [clients.get(name) for name in ("rdkafka-producer", "rdkafka-consumer")]
        return done if all(c is not None and c.terminated for c in done) else None

    producer_seen, consumer_seen = telemetry_cluster.wait_until(both_done, timeout=30,
                                                                interval=0.2)
    report("librdkafka", (producer_seen, consumer_seen))
    for client, role in ((producer_seen, "producer"), (consumer_seen, "consumer")):
        assert client.client_software_name == "confluent-kafka-python"
        assert client.pushes >= 2
        assert any(name.startswith(f"org.apache.kafka.{role}.") for name in client.metrics)
    assert producer_seen.value("org.apache.kafka.producer.record.queue.time.max") is not None
    assert sent > 0 and received > 0


# slow: two Java clients, each its own JVM (about a minute on 2 busy cores); the librdkafka test
# above and tests/broker/handlers/test_push_telemetry.py cover the same broker code in make test.
@pytest.mark.slow
def test_java_client_pushes_metrics(telemetry_cluster):
    """Verifies that the Java client (kafka-clients 4.4.0, enable.metrics.push=true, its
    default) pushes its producer and consumer metrics while it runs, and that kafkasim shows
    them under the client's instance, id and software (apache-kafka-java)."""
    from tests.clients import peer_programs

    topic = f"telemetry-java-{uuid.uuid4().hex[:6]}"
    base = [*peer_programs.java_client_command()]
    hold = str(6 * INTERVAL_MS)
    produced = subprocess.run(
        [*base, "produce", "--bootstrap", telemetry_cluster.bootstrap, "--topic", topic,
         "--count", "500", "--partitions", "3", "--client-id", "java-producer",
         "--hold-ms", hold, "--producer-config", "enable.metrics.push=true"],
        capture_output=True, text=True, timeout=120)
    assert produced.returncode == 0, produced.stderr[-2000:]
    consumed = subprocess.run(
        [*base, "consume", "--bootstrap", telemetry_cluster.bootstrap, "--topic", topic,
         "--count", "500", "--group", topic, "--client-id", "java-consumer",
         "--hold-ms", hold, "--consumer-config", "enable.metrics.push=true"],
        capture_output=True, text=True, timeout=120)
    assert consumed.returncode == 0, consumed.stdout[-2000:] + consumed.stderr[-2000:]
    clients = {c.client_id: c for c in telemetry_cluster.client_metrics()
               if c.client_software_name == "apache-kafka-java"}
    report("java", clients.values())
    producer, consumer = clients["java-producer"], clients["java-consumer"]
    assert producer.client_software_version == "4.4.0"
    assert producer.pushes >= 2 and consumer.pushes >= 2
    assert producer.value("org.apache.kafka.producer.record.send.total") is not None
    assert any(name.startswith("org.apache.kafka.consumer.") for name in consumer.metrics)
    total = producer.metrics["org.apache.kafka.producer.record.send.total"]
    assert max(series.total for series in total.series.values()) == 500


def test_pushed_metrics_over_http_and_prometheus(telemetry_cluster):
    """Verifies that a subscription made with PUT /client-metrics/subscriptions/{name} (and
    removed with DELETE) reaches the brokers, and that what a client pushed is served by
    GET /client-metrics (JSON per client instance) and in GET /metrics as kafkasim_client_*
    series labelled with the client, beside Kafka's client-metrics broker stats."""
    from confluent_kafka import Producer

    from kafkasim.control_http import ControlPlane

    plane = ControlPlane(telemetry_cluster).start()  # closed with the cluster
    headers = {"Authorization": f"Bearer {plane.token}", "Content-Type": "application/json"}

    def call(method: str, path: str, body: dict | None = None) -> dict:
        data = json.dumps(body).encode() if body is not None else None
        with urllib.request.urlopen(urllib.request.Request(
                f"{plane.url}{path}", data=data, method=method, headers=headers)) as answer:
            return json.load(answer)

    assert call("PUT", "/client-metrics/subscriptions/http", {
        "metrics": ["org.apache.kafka.producer."], "interval_ms": 500,
        "match": {"client_id": "http-.*"}}) == {"subscription": "http", "configs": {
            "metrics": "org.apache.kafka.producer.", "interval.ms": "500",
            "match": "client_id=http-.*"}}
    producer = Producer({"bootstrap.servers": telemetry_cluster.bootstrap,
                         "client.id": "http-producer", "enable.metrics.push": True})
    producer.produce("telemetry-http", b"x")
    producer.flush(10)
    telemetry_cluster.wait_until(lambda: telemetry_cluster.client_metrics("http-producer"),
                                 timeout=30, interval=0.2)
    [client] = call("GET", "/client-metrics?client_id=http-producer")["clients"]
    assert client["client_software_name"] == "confluent-kafka-python"
    assert any(m["name"].startswith("org.apache.kafka.producer.") for m in client["metrics"])
    with urllib.request.urlopen(urllib.request.Request(f"{plane.url}/metrics",
                                                       headers=headers)) as answer:
        text = answer.read().decode()
    assert 'client_id="http-producer"' in text
    assert "kafkasim_client_org_apache_kafka_producer_" in text
    assert "kafka_server_client_metrics_plugin_export_total" in text
    assert call("DELETE", "/client-metrics/subscriptions/http") == {"deleted": "http"}
    assert "http" not in telemetry_cluster.controller.metadata.client_metrics
