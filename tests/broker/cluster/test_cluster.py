"""The cluster harness: start, topics, broker stop/start, the thread-hosted handle."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode, KafkaError
from kafkasim.protocol.messages.metadata import MetadataRequest, MetadataRequestTopic

REPO = Path(__file__).resolve().parents[3]


async def metadata(broker, topics=None, version=12):
    connection = await KafkaConnection.connect(broker.host, broker.port)
    try:
        request = MetadataRequest(
            topics=None if topics is None else [MetadataRequestTopic(name=t) for t in topics],
            allow_auto_topic_creation=False)
        return await connection.send(request, version)
    finally:
        await connection.close()


async def test_cluster_starts_with_consistent_metadata(cluster):
    """Verifies that a started 3-broker cluster lists every broker with its rack on every
    broker's Metadata, all unfenced."""
    assert cluster.start_seconds is not None
    for broker in cluster.brokers.values():
        response = await metadata(broker)
        assert {(b.node_id, b.rack) for b in response.brokers} == {(1, "a"), (2, "b"), (3, "c")}
        assert response.cluster_id == cluster.controller.cluster_id
    assert len(cluster.bootstrap.split(",")) == 3


async def test_create_topic_is_known_by_every_broker(cluster):
    """Verifies that create_topic returns once every broker's Metadata shows the topic with a
    leader for each partition and rack-spread replicas."""
    topic = await cluster.create_topic("orders", partitions=6, replication_factor=3)
    assert len(topic.partitions) == 6
    leaders = set()
    for broker in cluster.brokers.values():
        response = await metadata(broker, ["orders"])
        (entry,) = response.topics
        assert entry.error_code == ErrorCode.NONE and entry.topic_id == topic.topic_id
        for partition in entry.partitions:
            assert partition.leader_id >= 1
            assert sorted(partition.replica_nodes) == [1, 2, 3]
            leaders.add(partition.leader_id)
    assert leaders == {1, 2, 3}  # leaders spread round-robin


async def test_create_topic_refusal_raises_kafka_error(cluster):
    """Verifies that create_topic surfaces Kafka's INVALID_REPLICATION_FACTOR when the
    replication factor exceeds the live brokers."""
    with pytest.raises(KafkaError) as raised:
        await cluster.create_topic("too-wide", partitions=1, replication_factor=4)
    assert raised.value.code == ErrorCode.INVALID_REPLICATION_FACTOR


async def test_stop_and_start_broker_keeps_port_and_moves_leadership(cluster):
    """Verifies that a controlled stop moves leadership off the broker and a restart on the same
    port rejoins unfenced (Kafka's controlled shutdown and re-registration)."""
    await cluster.create_topic("moves", partitions=3, replication_factor=3)
    port = cluster.brokers[2].port
    await cluster.stop_broker(2)
    assert all(p.leader != 2 and 2 not in p.isr
               for p in cluster.controller.metadata.topics["moves"].partitions.values())
    response = await metadata(cluster.brokers[1], ["moves"])
    assert {b.node_id for b in response.brokers} == {1, 3}
    assert all(p.offline_replicas == [2] for p in response.topics[0].partitions)
    broker = await cluster.start_broker(2)
    assert broker.port == port
    response = await metadata(broker, ["moves"])
    assert {b.node_id for b in response.brokers} == {1, 2, 3}


async def test_a_starting_broker_answers_nothing_until_it_is_unfenced(cluster):
    """Verifies that a broker being started reads no request until it is registered, caught up
    and unfenced, as Kafka's BrokerServer enables request processing only once the controller
    has unfenced it: a client that connects while it starts (the port accepts at once) gets
    its first answer from a broker whose Metadata lists itself among the live brokers and
    knows the cluster's topics, never one told from an empty metadata image."""
    await cluster.create_topic("starting", partitions=1, replication_factor=3)
    port = cluster.brokers[2].port
    # Crashed, so the new incarnation cannot register before its predecessor's session
    # (broker.session.timeout.ms) expires: a window of a second in which it listens.
    await cluster.stop_broker(2, controlled=False)
    starting = asyncio.ensure_future(cluster.start_broker(2))
    connection = None
    try:
        while connection is None:
            try:
                connection = await KafkaConnection.connect("127.0.0.1", port, timeout=1.0)
            except OSError:
                await asyncio.sleep(0.005)
        incarnation = cluster.nodes.brokers[2]
        connected_while_starting = incarnation.controller_channel.fenced
        response = await connection.send(MetadataRequest(topics=None), 12)
        # Synchronous from the answer on: the incarnation that answered was unfenced by then.
        assert connected_while_starting
        assert not incarnation.controller_channel.fenced
        assert {b.node_id for b in response.brokers} == {1, 2, 3}
        assert "starting" in {t.name for t in response.topics}
    finally:
        if connection is not None:
            await connection.close()
        await starting


def test_thread_handle_drives_cluster_synchronously(cluster_thread):
    """Verifies that start_cluster's handle creates topics and runs code on the cluster loop
    from a synchronous caller."""
    topic = cluster_thread.create_topic("sync-topic", partitions=2, replication_factor=2)
    assert len(topic.partitions) == 2
    versions = cluster_thread.call(
        lambda: {n: b.metadata.version for n, b in cluster_thread.brokers.items()})
    assert len(set(versions.values())) == 1
    assert cluster_thread.bootstrap.count(",") == 2


async def test_controller_metadata_log_survives_restart_with_data_dir(tmp_path):
    """Verifies that with a data directory the controller replays its metadata log on restart:
    topics keep their ids and placements, and brokers that shut down cleanly rejoin at once."""
    from kafkasim.broker.cluster import Cluster
    from tests.helpers.cluster import TEST_CLUSTER_CONFIG

    async with Cluster(brokers=3, data_dir=tmp_path, config=TEST_CLUSTER_CONFIG) as first:
        created = await first.create_topic("durable", partitions=3, replication_factor=3)
        cluster_id = first.controller.cluster_id
        await first.stop(controlled=True)
    async with Cluster(brokers=3, data_dir=tmp_path, config=TEST_CLUSTER_CONFIG) as second:
        assert second.controller.cluster_id == cluster_id
        await second.wait_until(lambda: all(
            p.leader >= 0 for p in second.controller.metadata.topics["durable"].partitions.values()))
        again = second.controller.metadata.topics["durable"]
        assert again.topic_id == created.topic_id
        assert [p.replicas for p in again.partitions.values()] == [
            p.replicas for p in created.partitions.values()]
        response = await metadata(second.brokers[1], ["durable"])
        assert response.topics[0].topic_id == created.topic_id


def _start_cli(*args: str):
    return subprocess.Popen(
        [sys.executable, "-m", "kafkasim", *args], cwd=REPO, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(REPO)})


def _read_until(process, prefix: str, lines: list[str]) -> str:
    for line in process.stdout:
        lines.append(line)
        if line.startswith(prefix):
            return line
    raise AssertionError(f"no {prefix!r} line; got {lines!r}; stderr {process.stderr.read()}")


@pytest.mark.filterwarnings("ignore:(read|open)_text is deprecated:DeprecationWarning")
def test_kafkasim_up_prints_status_serves_admin_and_exits_on_sigint():
    """Verifies `kafkasim up`: it prints the bootstrap string and a status line per broker, a
    kafka-python admin client lists topics through it, and SIGINT shuts it down with status 0."""
    from kafka.admin import KafkaAdminClient, NewTopic

    process = _start_cli("up", "--port-base", "0", "--config", "broker.heartbeat.interval.ms=200")
    lines: list[str] = []
    try:
        bootstrap = _read_until(process, "bootstrap: ", lines).split(": ", 1)[1].strip()
        _read_until(process, "ready in", lines)
        status = [line for line in lines if line.startswith("broker ")]
        assert len(status) == 3 and all("unfenced" in line for line in status)
        assert [line.split()[4] for line in status] == ["a", "b", "c"]  # racks
        admin = KafkaAdminClient(bootstrap_servers=bootstrap, request_timeout_ms=5000)
        try:
            admin.create_topics([NewTopic("cli-topic", 3, -1)])
            assert "cli-topic" in admin.list_topics()
        finally:
            admin.close()
        process.send_signal(signal.SIGINT)
        assert process.wait(10) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        process.stdout.close()
        process.stderr.close()


def test_kafkasim_controller_and_broker_run_one_role_per_process():
    """Verifies `kafkasim controller` and `kafkasim broker` (the compose layout): a broker
    process registers with a controller process and serves Metadata with its rack."""
    controller = _start_cli("controller", "--port", "0")
    broker = None
    lines: list[str] = []
    try:
        line = _read_until(controller, "controller 0: ", lines)
        address = line.split()[2]
        broker = _start_cli("broker", "--node-id", "5", "--rack", "r1", "--port", "0",
                            "--controller", address)
        line = _read_until(broker, "broker 5: ", lines)
        host, port = line.split()[2].rsplit(":", 1)
        assert "unfenced" in line

        async def describe():
            connection = await KafkaConnection.connect(host, int(port))
            try:
                return await connection.send(MetadataRequest(topics=None), 12)
            finally:
                await connection.close()

        response = asyncio.run(describe())
        assert [(b.node_id, b.rack) for b in response.brokers] == [(5, "r1")]
        broker.send_signal(signal.SIGINT)
        assert broker.wait(10) == 0
        controller.send_signal(signal.SIGTERM)
        assert controller.wait(10) == 0
    finally:
        for process in (broker, controller):
            if process is None:
                continue
            if process.poll() is None:
                process.kill()
                process.wait()
            process.stdout.close()
            process.stderr.close()


def test_kafkasim_broker_capture_writes_each_exchange_before_a_sigkill(tmp_path):
    """Verifies `kafkasim broker --capture FILE` (docs/harness.md, Capture): each request the
    broker serves is appended as a JSON line with its decoded request and response as it is
    answered, so the file holds it after the broker is killed with SIGKILL."""
    from kafkasim.broker.control.capture import read_capture

    capture = tmp_path / "broker-5.requests.jsonl"
    controller = _start_cli("controller", "--port", "0")
    broker = None
    lines: list[str] = []
    try:
        address = _read_until(controller, "controller 0: ", lines).split()[2]
        broker = _start_cli("broker", "--node-id", "5", "--port", "0", "--controller", address,
                            "--capture", str(capture))
        host, port = _read_until(broker, "broker 5: ", lines).split()[2].rsplit(":", 1)

        async def describe():
            connection = await KafkaConnection.connect(host, int(port), client_id="capture-test")
            try:
                return await connection.send(MetadataRequest(topics=None), 12)
            finally:
                await connection.close()

        asyncio.run(describe())
        broker.send_signal(signal.SIGKILL)
        broker.wait(10)
        captured = [e for e in read_capture(capture) if e["client_id"] == "capture-test"]
        assert [(e["api"], e["api_version"], e["outcome"]) for e in captured] == [
            ("Metadata", 12, "answered")]
        assert captured[0]["source"] == "clients" and captured[0]["broker"] == 5
        assert [b["node_id"] for b in captured[0]["response"]["brokers"]] == [5]
    finally:
        for process in (broker, controller):
            if process is None:
                continue
            if process.poll() is None:
                process.kill()
                process.wait()
            process.stdout.close()
            process.stderr.close()
