"""Client quotas through TCP: quotas kept in the metadata log across restarts, user quotas
that follow the SASL principal, replication untouched by client quotas, the harness's
set_throttle and set_quota acting through the brokers' quota managers, and a real client
(librdkafka) honouring the throttle. What Kafka answers field by field is the differential
suite's (tests/reference/fidelity/scenarios/client_quotas.py)."""

from __future__ import annotations

import asyncio
import json

import pytest

from kafkasim.broker.cluster import Cluster
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode, KafkaError
from kafkasim.protocol.messages.describe_client_quotas import (
    ComponentData,
    DescribeClientQuotasRequest,
)
from kafkasim.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic
from kafkasim.protocol.messages.metadata import MetadataRequest
from tests.helpers.cluster import TEST_CLUSTER_CONFIG
from tests.helpers.data_path import batch, fetch, leader, produce


async def _described(broker, entity_type: str, name: str | None) -> dict[str, float]:
    connection = await KafkaConnection.connect(broker.host, broker.port)
    try:
        response = await connection.send(DescribeClientQuotasRequest(components=[
            ComponentData(entity_type=entity_type, match_type=0 if name is not None else 1,
                          match=name)], strict=True), 1)
    finally:
        await connection.close()
    assert response.error_code == ErrorCode.NONE
    return {value.key: value.value for entry in response.entries for value in entry.values}


async def test_quotas_survive_a_restart_of_the_whole_cluster(tmp_path):
    """Verifies that client quotas are ClientQuotaRecords in the metadata log (Kafka's
    ClientQuotaControlManager.replay): a cluster started again from its data directory
    describes and applies the same quotas, and a removal is kept as well."""
    async with Cluster(brokers=1, data_dir=tmp_path, config=TEST_CLUSTER_CONFIG) as cluster:
        await cluster.set_quota({"client-id": "kept"}, producer_byte_rate=2048,
                                request_percentage=12.5)
        await cluster.set_quota({"user": None}, consumer_byte_rate=4096)
        await cluster.set_quota({"user": None}, consumer_byte_rate=None)
    async with Cluster(brokers=1, data_dir=tmp_path, config=TEST_CLUSTER_CONFIG) as cluster:
        assert cluster.quotas() == [{"entity": {"client-id": "kept"},
                                     "values": {"producer_byte_rate": 2048.0,
                                                "request_percentage": 12.5}}]
        broker = cluster.brokers[1]
        assert await _described(broker, "client-id", "kept") == {
            "producer_byte_rate": 2048.0, "request_percentage": 12.5}
        assert broker.quotas.produce.bound_for("ANONYMOUS", "kept") == 2048.0


async def test_user_quotas_follow_the_sasl_principal():
    """Verifies that quotas by user apply to the authenticated principal (Kafka's
    Session.sanitizedUser): alice's 1 byte/s producer quota throttles her Produce, not bob's
    on the same listener."""
    users = {"alice": "alice-secret", "bob": "bob-secret"}
    async with Cluster(brokers=1, security_protocol="SASL_PLAINTEXT", users=users,
                       config=TEST_CLUSTER_CONFIG) as cluster:
        await cluster.create_topic("paid", partitions=1, replication_factor=1)
        await cluster.set_quota({"user": "alice"}, producer_byte_rate=1)
        broker = cluster.brokers[1]
        throttles = {}
        for user, password in users.items():
            connection = await KafkaConnection.connect(
                broker.host, broker.port, client_id="same-app",
                sasl=("PLAIN", user, password))
            try:
                request = produce_request("paid", batch(b"x" * 100))
                response = await connection.send(request, 9)
                throttles[user] = response.throttle_time_ms
                assert response.responses[0].partition_responses[0].error_code == 0
            finally:
                await connection.close()
        assert throttles["alice"] > 0 and throttles["bob"] == 0


def produce_request(topic: str, records: bytes):
    from kafkasim.protocol.messages.produce import (
        PartitionProduceData,
        ProduceRequest,
        TopicProduceData,
    )

    return ProduceRequest(acks=1, timeout_ms=5000, topic_data=[TopicProduceData(
        name=topic, partition_data=[PartitionProduceData(index=0, records=records)])])


async def test_replication_is_not_throttled_by_client_quotas(cluster):
    """Verifies that client quotas leave replication alone (Kafka answers follower fetches
    with sendResponseExemptThrottle): with default quotas of 1 byte/s for every consumer and a
    tiny request percentage for every client id, an acks=all produce still completes (the
    followers fetch), and it is answered with the request quota's throttle, capped at one
    window."""
    await cluster.create_topic("replicated", partitions=1, replication_factor=3)
    await cluster.set_quota({"client-id": None}, consumer_byte_rate=1,
                            request_percentage=0.00001)
    await cluster.set_quota({"user": None}, consumer_byte_rate=1)
    connection = await KafkaConnection.connect(*_address(leader(cluster, "replicated")),
                                               client_id="any-client")
    try:
        request = produce_request("replicated", batch(b"replicated"))
        request.acks = -1
        response = await connection.send(request, 9)
    finally:
        await connection.close()
    assert response.responses[0].partition_responses[0].error_code == ErrorCode.NONE
    assert response.throttle_time_ms == 1000


def _address(broker) -> tuple[str, int]:
    return broker.host, broker.port


async def test_set_throttle_answers_through_the_quota_managers(cluster):
    """Verifies the harness's set_throttle as an override of the brokers' client quotas: a
    throttled Fetch comes back empty with ThrottleTimeMs (as Kafka answers a consumer over its
    quota), a throttled Produce is appended and answered with it, and with a quota the larger
    throttle wins."""
    info = await cluster.create_topic("held", partitions=1, replication_factor=1)
    broker = leader(cluster, "held")
    connection = await KafkaConnection.connect(broker.host, broker.port, client_id="harness")
    try:
        assert (await produce(connection, "held", batch(b"one"), acks=1)).error_code == 0
        cluster.set_throttle(40, api="Fetch", client_id="harness")
        response = await connection.send(FetchRequest(max_bytes=1 << 20, topics=[FetchTopic(
            topic="held", partitions=[FetchPartition(partition=0, fetch_offset=0,
                                                     partition_max_bytes=1 << 20)])]), 12)
        assert response.throttle_time_ms == 40 and response.responses == []
        cluster.set_throttle(0, api="Fetch", client_id="harness")
        await asyncio.sleep(0.05)  # the mute of the throttled fetch
        response, data = await fetch(connection, info, version=12)
        assert response.throttle_time_ms == 0 and data.records
        cluster.set_throttle(30, api="Produce")
        request = produce_request("held", batch(b"two"))
        answer = await connection.send(request, 9)
        assert answer.throttle_time_ms == 30
        assert answer.responses[0].partition_responses[0].base_offset == 1
        await asyncio.sleep(0.05)
        await cluster.set_quota({"client-id": "harness"}, producer_byte_rate=1)
        answer = await connection.send(produce_request("held", batch(b"three")), 9)
        assert answer.throttle_time_ms > 30  # the quota's, far above the harness's
    finally:
        await connection.close()
    assert [t.describe() for t in cluster.throttles()] == [
        {"throttle_ms": 30, "api": "Produce", "broker": None, "client_id": None}]


async def test_set_quota_refusals_and_reset(cluster):
    """Verifies that the harness's set_quota refuses what Kafka refuses with Kafka's error and
    message, and that reset() removes every quota (a shared cluster's next test starts with
    none)."""
    with pytest.raises(KafkaError) as refused:
        await cluster.set_quota({"client-id": "app"}, producer_byte_rate=0)
    assert refused.value.code == ErrorCode.INVALID_REQUEST
    assert "must be greater than 0" in str(refused.value)
    await cluster.set_quota({"user": "alice", "client-id": None}, request_percentage=50)
    assert cluster.quotas() == [{"entity": {"user": "alice", "client-id": None},
                                 "values": {"request_percentage": 50.0}}]
    await cluster.reset()
    assert cluster.quotas() == []
    assert await _described(cluster.brokers[2], "user", "alice") == {}


def test_a_librdkafka_producer_sees_the_throttle(cluster_thread):
    """Verifies that a real client reads the throttle: librdkafka, producing 20 KB under a
    producer quota of 1 KB/s for its client id, reports the brokers' ThrottleTimeMs in its
    statistics (KIP-219), while the records are still written."""
    from confluent_kafka import Producer

    cluster_thread.create_topic("rdkafka-throttled", partitions=1, replication_factor=1)
    cluster_thread.set_quota({"client-id": "rdkafka-throttled"}, producer_byte_rate=1024)
    throttles: list[int] = []

    def statistics(text: str) -> None:
        for broker in json.loads(text)["brokers"].values():
            throttles.append(broker["throttle"]["max"])

    producer = Producer({"bootstrap.servers": cluster_thread.bootstrap,
                         "client.id": "rdkafka-throttled", "linger.ms": 0,
                         "statistics.interval.ms": 100, "stats_cb": statistics})
    for index in range(20):
        producer.produce("rdkafka-throttled", value=b"v" * 1000, key=b"%d" % index)
        producer.poll(0)
    assert producer.flush(60) == 0
    for _ in range(20):
        producer.poll(0.1)
    assert max(throttles) > 0


async def test_a_throttled_connection_is_muted(cluster):
    """Verifies the mute after a throttled response (KIP-219: Kafka sends the response at
    once, then reads nothing more from the connection until the throttle time has passed): a
    Metadata request pipelined behind a throttled one reaches the broker's handler no sooner
    than the throttle time after the first answer (a lower bound the mute guarantees), and
    is throttled in turn."""
    await cluster.set_quota({"client-id": "muted"}, request_percentage=0.00001)
    broker = cluster.brokers[1]
    connection = await KafkaConnection.connect(broker.host, broker.port, client_id="muted")
    try:
        answers = await asyncio.gather(connection.send(MetadataRequest(topics=[]), 12),
                                       connection.send(MetadataRequest(topics=[]), 12))
    finally:
        await connection.close()
    assert [answer.throttle_time_ms for answer in answers] == [1000, 1000]
    first, second = [exchange for exchange in cluster.requests("Metadata")
                     if exchange.client_id == "muted"]
    assert second.received_ms - first.answered_ms >= 990  # the clocks' granularity aside
