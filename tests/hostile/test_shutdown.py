"""Defect 5 of issue 10: SIGTERM and Ctrl-C do not wait for long polls, a data directory is
flushed, the exit status is 0; a client that disconnects mid-poll frees its wait at once."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic
from kafkasim.protocol.messages.metadata import MetadataRequest, MetadataRequestTopic
from tests.helpers.data_path import batch, connect, leader, produce

REPO = Path(__file__).resolve().parents[2]
POLL_MS = 120_000  # far longer than any test waits: an exit before it proves nothing waited


def _long_poll(topic: str, offset: int) -> FetchRequest:
    return FetchRequest(max_wait_ms=POLL_MS, min_bytes=1, max_bytes=1 << 20, topics=[
        FetchTopic(topic=topic, partitions=[FetchPartition(partition=0, fetch_offset=offset,
                                                           partition_max_bytes=1 << 20)])])


def _start(data_dir: Path) -> tuple[subprocess.Popen, str]:
    process = subprocess.Popen(
        [sys.executable, "-m", "kafkasim", "up", "--port-base", "0", "--data-dir", str(data_dir),
         "--config", "broker.heartbeat.interval.ms=200"],
        cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONPATH": str(REPO)})
    bootstrap = None
    for line in process.stdout:
        if line.startswith("bootstrap: "):
            bootstrap = line.split(": ", 1)[1].strip()
        if line.startswith("ready in"):
            return process, bootstrap
    raise AssertionError(f"kafkasim up did not start: {process.stderr.read()}")


async def _leader_connection(bootstrap: str, topic: str) -> KafkaConnection:
    host, port = bootstrap.split(",")[0].rsplit(":", 1)
    connection = await KafkaConnection.connect(host, int(port))
    try:
        for _ in range(100):
            response = await connection.send(MetadataRequest(
                topics=[MetadataRequestTopic(name=topic)], allow_auto_topic_creation=True), 9)
            partitions = response.topics[0].partitions
            if partitions and partitions[0].leader_id >= 0:
                broker = next(b for b in response.brokers if b.node_id == partitions[0].leader_id)
                return await KafkaConnection.connect(broker.host, broker.port)
            await asyncio.sleep(0.1)
        raise AssertionError(f"{topic} has no leader")
    finally:
        await connection.close()


@pytest.mark.parametrize("stop_signal", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_stop_signal_ends_pending_long_polls_flushes_and_exits_zero(tmp_path, stop_signal):
    """Verifies that `kafkasim up` stops on SIGTERM or SIGINT (Ctrl-C) with 200 Fetch long polls
    pending, long before they would expire, exits 0, and that the records in its data
    directory are all there on the next start."""
    process, bootstrap = _start(tmp_path)
    polls: list = []

    async def produce_and_poll():
        connection = await _leader_connection(bootstrap, "polled")
        produced = await produce(connection, "polled", batch(b"kept-1", b"kept-2"), acks=-1)
        assert produced.error_code == 0
        pollers = [await KafkaConnection.connect(*connection._stream.get_extra_info(
            "peername")[:2]) for _ in range(200)]
        polls.extend(asyncio.ensure_future(p.send(_long_poll("polled", 2), 12)) for p in pollers)
        await asyncio.sleep(0.5)
        return connection, pollers

    loop = asyncio.new_event_loop()
    try:
        connection, pollers = loop.run_until_complete(produce_and_poll())
        process.send_signal(stop_signal)
        try:
            status = process.wait(POLL_MS / 1000 / 4)
        except subprocess.TimeoutExpired:
            raise AssertionError("kafkasim up is still waiting for its long polls") from None
        assert status == 0, process.stderr.read()
        assert "Traceback" not in process.stderr.read()
        for poll in polls:
            poll.cancel()
        loop.run_until_complete(asyncio.gather(*polls, return_exceptions=True))
        for client in [connection, *pollers]:
            loop.run_until_complete(client.close())
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        process.stdout.close()
        process.stderr.close()
    again, bootstrap = _start(tmp_path)
    try:
        async def read_back():
            leader_connection = await _leader_connection(bootstrap, "polled")
            try:
                request = _long_poll("polled", 0)
                request.max_wait_ms = 0
                response = await leader_connection.send(request, 12)
                from tests.helpers.data_path import values

                return values(response.responses[0].partitions[0].records)
            finally:
                await leader_connection.close()

        assert loop.run_until_complete(read_back()) == [b"kept-1", b"kept-2"]
        again.send_signal(signal.SIGTERM)
        assert again.wait(30) == 0
    finally:
        loop.close()
        if again.poll() is None:
            again.kill()
            again.wait()
        again.stdout.close()
        again.stderr.close()


async def test_a_client_gone_mid_poll_frees_its_wait_at_once(cluster):
    """Verifies that when a client disconnects while its Fetch long-polls, the broker drops the
    wait then (the partition holds no waiter for it), not when MaxWaitMs runs out."""
    await cluster.create_topic("abandoned", replication_factor=1)
    broker = leader(cluster, "abandoned")
    partition = broker.replica_manager.get_partition("abandoned", 0)
    clients = [await connect(broker) for _ in range(20)]
    polls = [asyncio.ensure_future(c.send(_long_poll("abandoned", 0), 12)) for c in clients]
    await cluster.wait_until(lambda: len(partition._data_waiters) == 20)
    for client in clients:
        await client.close()
    await asyncio.gather(*polls, return_exceptions=True)
    await cluster.wait_until(lambda: not partition._data_waiters, timeout=5)
    assert broker.server._in_progress == {}
