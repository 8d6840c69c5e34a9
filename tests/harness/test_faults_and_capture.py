"""The harness's fault rules and request capture, seen on the wire with our own connection.

librdkafka's mock cluster (push_request_errors) and franz-go's kfake (ControlKey) are the
peers; the semantics follow Kafka's answers (docs/harness.md, broker/control/faults.py)."""

from __future__ import annotations

import asyncio

import pytest

from kafkasim.broker.cluster import Cluster
from kafkasim.protocol.connection import ConnectionClosedError, KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.heartbeat import HeartbeatRequest
from kafkasim.protocol.messages.metadata import MetadataRequest, MetadataRequestTopic
from tests.helpers.cluster import TEST_CLUSTER_CONFIG
from tests.helpers.data_path import batch, connect, fetch, leader, produce, values

# KIP-511: ApiVersions v3+ needs a valid client software name and version (else INVALID_REQUEST).
SOFTWARE = {"client_software_name": "kafkasim-tests", "client_software_version": "1.0"}


async def fetch_with(connection, info, **request_fields):
    """One consumer Fetch v17 of partition 0 from offset 0, with request-level fields."""
    from kafkasim.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic

    request = FetchRequest(max_wait_ms=0, min_bytes=0, max_bytes=1 << 20, **request_fields,
                           topics=[FetchTopic(topic_id=info.topic_id, partitions=[
                               FetchPartition(partition=0, fetch_offset=0,
                                              partition_max_bytes=1 << 20)])])
    return await connection.send(request, 17)


@pytest.fixture
async def cluster():
    async with Cluster(brokers=3, racks=("a", "b", "c"), config=TEST_CLUSTER_CONFIG) as running:
        yield running


async def test_fetch_error_is_answered_count_times_with_kip951_hints(cluster):
    """Verifies that an injected NOT_LEADER_OR_FOLLOWER on Fetch answers the next two fetches
    of the partition with the error, no records and the current leader and its endpoint
    (KIP-951's hints, as Kafka's handler adds them), and that the third fetch reads data."""
    info = await cluster.create_topic("f", partitions=1, replication_factor=3)
    connection = await connect(leader(cluster, "f"))
    try:
        assert (await produce(connection, "f", batch(b"a", b"b"))).error_code == 0
        rule = cluster.inject("Fetch", error="NOT_LEADER_OR_FOLLOWER", topic="f", count=2)
        for _ in range(2):
            response, data = await fetch(connection, info)
            assert data.error_code == ErrorCode.NOT_LEADER_OR_FOLLOWER
            assert bytes(data.records) == b"" and data.high_watermark == -1
            assert data.current_leader.leader_id == cluster.leader_of("f")
            assert [e.node_id for e in response.node_endpoints] == [cluster.leader_of("f")]
        assert not rule.active and rule.hits == 2
        _, data = await fetch(connection, info)
        assert data.error_code == 0 and values(data.records) == [b"a", b"b"]
    finally:
        await connection.close()


async def test_produce_error_appends_nothing_for_the_matched_partition(cluster):
    """Verifies that an injected error on Produce takes the matched partition out before the
    handler runs (nothing appended, offsets -1) while another partition of the same request
    is appended."""
    await cluster.create_topic("p", partitions=2, replication_factor=1,
                               assignments={0: [1], 1: [1]})
    from kafkasim.protocol.messages.produce import (
        PartitionProduceData,
        ProduceRequest,
        TopicProduceData,
    )

    cluster.inject("Produce", error=ErrorCode.NOT_ENOUGH_REPLICAS, topic="p", partition=1)
    connection = await connect(cluster.brokers[1])
    try:
        request = ProduceRequest(acks=-1, timeout_ms=5000, topic_data=[TopicProduceData(
            name="p", partition_data=[PartitionProduceData(index=0, records=batch(b"x")),
                                      PartitionProduceData(index=1, records=batch(b"y"))])])
        response = await connection.send(request, 11)
    finally:
        await connection.close()
    answers = {p.index: p for p in response.responses[0].partition_responses}
    assert answers[0].error_code == 0 and answers[0].base_offset == 0
    assert answers[1].error_code == ErrorCode.NOT_ENOUGH_REPLICAS and answers[1].base_offset == -1
    partition_1 = cluster.brokers[1].replica_manager.get_partition("p", 1)
    assert partition_1.log.log_end_offset == 0


async def test_top_level_error_skips_the_handler_and_close_and_delay(cluster):
    """Verifies that a Heartbeat error is the API's top-level error response, that a close
    rule closes the connection, and that a delay alone lets the request through late."""
    connection = await connect(cluster.brokers[1])
    try:
        cluster.inject("Heartbeat", error="REBALANCE_IN_PROGRESS")
        response = await connection.send(HeartbeatRequest(group_id="g", generation_id=1,
                                                          member_id="m"), 4)
        assert response.error_code == ErrorCode.REBALANCE_IN_PROGRESS
        cluster.inject("Metadata", delay_ms=200)
        loop = asyncio.get_running_loop()
        started = loop.time()
        await connection.send(MetadataRequest(topics=[]), 12)
        assert loop.time() - started >= 0.19
        cluster.inject("Metadata", close=True)
        with pytest.raises(ConnectionClosedError):
            await connection.send(MetadataRequest(topics=[]), 12)
    finally:
        await connection.close()
    outcomes = [e.outcome for e in cluster.requests(broker=1)]
    assert outcomes[-3:] == ["error:REBALANCE_IN_PROGRESS", "answered", "closed"]


async def test_dropped_request_is_never_answered_and_rules_stack(cluster):
    """Verifies that a drop rule leaves the request unanswered until the client closes, that
    the newest matching rule wins, that a predicate on the decoded request filters, and that
    a rule with count None stays until removed."""
    connection = await connect(cluster.brokers[2])
    try:
        keep = cluster.inject("Metadata", error="UNKNOWN_SERVER_ERROR", count=None,
                              when=lambda request: request.topics and
                              request.topics[0].name == "named")
        cluster.inject("Metadata", drop=True)  # newest: takes the next Metadata
        pending = asyncio.ensure_future(connection.send(MetadataRequest(topics=[]), 12))
        await asyncio.sleep(0.2)
        assert not pending.done()
        await connection.close()
        with pytest.raises(ConnectionClosedError):
            await pending
        connection = await connect(cluster.brokers[2])
        for _ in range(2):
            named = await connection.send(MetadataRequest(
                topics=[MetadataRequestTopic(name="named")]), 12)
            assert named.topics[0].error_code == ErrorCode.UNKNOWN_SERVER_ERROR
        plain = await connection.send(MetadataRequest(topics=[]), 12)
        assert [b.node_id for b in plain.brokers] == [1, 2, 3]
        assert keep.active and keep.hits == 2
        keep.remove()
        assert cluster.faults() == []
    finally:
        await connection.close()


async def test_capture_and_wait_for_request(cluster):
    """Verifies that captured exchanges carry the decoded request and response with
    timestamps, that the brokers' own requests are left out unless asked for, and that
    wait_for_request returns a request that arrives later."""
    info = await cluster.create_topic("c", partitions=1, replication_factor=3)
    start = cluster.control.capture.sequence
    waiting = asyncio.ensure_future(cluster.wait_for_request(
        "Fetch", lambda request: request.rack_id == "b", timeout=5, since=start))
    connection = await connect(leader(cluster, "c"))
    try:
        await fetch_with(connection, info, rack_id="b")
    finally:
        await connection.close()
    exchange = await waiting
    assert exchange.request.rack_id == "b" and exchange.response.responses
    assert exchange.answered_ms >= exchange.received_ms and exchange.source == "clients"
    fetches = cluster.requests("Fetch", since=start)
    assert fetches == [exchange]
    replica_fetch = await cluster.wait_for_request(
        "Fetch", lambda request: request.replica_state.replica_id >= 0, internal=True,
        since=start)
    assert replica_fetch.source.startswith("broker-") and replica_fetch.internal
    assert exchange.to_dict()["request"]["rack_id"] == "b"
    with pytest.raises(TimeoutError):
        await cluster.wait_for_request("Fetch", lambda request: request.rack_id == "z",
                                       timeout=0.2)


async def test_cap_versions_and_throttle(cluster):
    """Verifies that cap_versions makes ApiVersions advertise the cap and closes a
    connection that uses a higher version (an older broker's behaviour), and that
    set_throttle answers with ThrottleTimeMs (KIP-219)."""
    from kafkasim.protocol.messages.api_versions import ApiVersionsRequest

    cluster.cap_versions("Fetch", 12, broker=1)
    cluster.set_throttle(250, api="Metadata")
    connection = await connect(cluster.brokers[1])
    try:
        versions = await connection.send(ApiVersionsRequest(**SOFTWARE), 3)
        fetch_range = next(k for k in versions.api_keys if k.api_key == 1)
        assert fetch_range.max_version == 12
        metadata = await connection.send(MetadataRequest(topics=[]), 12)
        assert metadata.throttle_time_ms == 250
    finally:
        await connection.close()
    other = await connect(cluster.brokers[2])
    try:
        versions = await other.send(ApiVersionsRequest(**SOFTWARE), 3)
        assert next(k for k in versions.api_keys if k.api_key == 1).max_version == 18
    finally:
        await other.close()
    cluster.cap_versions("Fetch", None, broker=1)
    assert cluster.version_caps() == {}


async def test_isolate_from_clients_and_heal(cluster):
    """Verifies that a broker isolated from clients closes their connections and serves them
    again after heal, while the controller keeps it registered."""
    cluster.isolate(3, from_="clients")
    with pytest.raises(ConnectionClosedError):
        connection = await connect(cluster.brokers[3])
        try:
            await connection.send(MetadataRequest(topics=[]), 12)
        finally:
            await connection.close()
    cluster.heal(3)
    connection = await KafkaConnection.connect(cluster.brokers[3].host, cluster.brokers[3].port)
    try:
        assert (await connection.send(MetadataRequest(topics=[]), 12)).brokers
    finally:
        await connection.close()


async def test_metrics_text(cluster):
    """Verifies the Prometheus exposition: request counters per API and broker, KIP-227's
    session-cache gauges under the KIP's names, rack byte counters."""
    info = await cluster.create_topic("m", partitions=1, replication_factor=3)
    connection = await connect(leader(cluster, "m"))
    try:
        await produce(connection, "m", batch(b"v" * 100))
        await fetch_with(connection, info, rack_id="a", session_epoch=0)
    finally:
        await connection.close()
    text = cluster.metrics_text()
    assert 'kafkasim_requests_total{api="Fetch",broker="' in text
    assert "kafka_server_FetchSessionCache_NumIncrementalFetchSessions{" in text
    assert "kafka_server_FetchSessionCache_NumIncrementalFetchPartitionsCached{" in text
    assert "kafka_server_FetchSessionCache_IncrementalFetchSessionEvictionsPerSec_total{" in text
    assert 'kafkasim_fetch_bytes_out_total{broker="' in text and 'client_rack="a"' in text
    assert "kafka_server_ReplicaManager_UnderReplicatedPartitions{" in text
