"""Defect 4 of issue 10: memory follows the bytes that arrive, in-flight request bytes are capped
(queued.max.request.bytes), idle connections are closed (connections.max.idle.ms), and
max.connections / max.connections.per.ip are served."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import struct
import subprocess
import sys
from pathlib import Path

from kafkasim.broker.cluster import Cluster
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.messages.api_versions import ApiVersionsRequest
from tests.helpers.cluster import TEST_CLUSTER_CONFIG

REPO = Path(__file__).resolve().parents[2]
MIB = 1 << 20


def _rss(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise AssertionError("no VmRSS")


def test_half_open_connections_cost_what_they_sent():
    """Verifies that 1,000 connections that announce a 1 MiB request and send 1 KiB of it grow
    the broker's resident memory by at most 64 MiB (a size prefix commits nothing; buffers
    grow as bytes arrive), after one real 1 MiB request has warmed the frame arena as any
    producer would, and that the broker still answers a healthy client meanwhile."""
    process = subprocess.Popen(
        [sys.executable, "-m", "kafkasim", "up", "--brokers", "1", "--port-base", "0"],
        cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        env={**os.environ, "PYTHONPATH": str(REPO)})
    sockets = []
    try:
        bootstrap = None
        for line in process.stdout:
            if line.startswith("bootstrap: "):
                bootstrap = line.split(": ", 1)[1].strip()
            if line.startswith("ready in"):
                break
        host, port = bootstrap.rsplit(":", 1)

        def healthy() -> int:
            async def ask():
                connection = await KafkaConnection.connect(host, int(port))
                try:
                    return (await connection.send(ApiVersionsRequest(), 2)).error_code
                finally:
                    await connection.close()
            return asyncio.run(ask())

        assert healthy() == 0
        with socket.create_connection((host, int(port))) as warm:
            # ApiVersions v0 with a megabyte after its body (which Kafka ignores).
            body = struct.pack(">hhih", 18, 0, 1, 1) + b"w" + bytes(MIB)
            warm.sendall(struct.pack(">i", len(body)) + body)
            (remaining,) = struct.unpack(">i", warm.recv(4, socket.MSG_WAITALL))
            warm.recv(remaining, socket.MSG_WAITALL)
        before = _rss(process.pid)
        for _ in range(1000):
            client = socket.create_connection((host, int(port)))
            client.sendall(struct.pack(">i", MIB) + b"\x00" * 1024)
            sockets.append(client)
        assert healthy() == 0
        grown = _rss(process.pid) - before
        assert grown <= 64 * MIB, f"RSS grew by {grown / MIB:.0f} MiB"
    finally:
        for client in sockets:
            client.close()
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        process.stdout.close()


async def _closed(reader: asyncio.StreamReader, timeout: float = 10.0) -> bool:
    try:
        return await asyncio.wait_for(reader.read(1), timeout) == b""
    except ConnectionError:
        return True


async def test_idle_connections_are_closed_after_connections_max_idle_ms():
    """Verifies Kafka's idle expiry: a connection with no bytes in or out for
    connections.max.idle.ms is closed by the broker, while one in use stays open."""
    config = {**TEST_CLUSTER_CONFIG, "connections.max.idle.ms": 300}
    async with Cluster(brokers=1, racks=None, config=config) as cluster:
        broker = cluster.brokers[1]
        reader, writer = await asyncio.open_connection(broker.host, broker.port)
        busy = await KafkaConnection.connect(broker.host, broker.port)
        try:
            for _ in range(10):
                assert (await busy.send(ApiVersionsRequest(), 2)).error_code == 0
                await asyncio.sleep(0.1)
            assert await _closed(reader)
            assert (await busy.send(ApiVersionsRequest(), 2)).error_code == 0
        finally:
            writer.close()
            await busy.close()


async def test_max_connections_per_ip_and_overall():
    """Verifies max.connections.per.ip (with an override for one address) and max.connections:
    a connection over either limit is closed at once, the ones within keep working, and a slot
    freed is taken again."""
    config = {**TEST_CLUSTER_CONFIG, "max.connections.per.ip.overrides": "127.0.0.2:2",
              "max.connections": 6}
    async with Cluster(brokers=1, racks=None, config=config) as cluster:
        broker = cluster.brokers[1]

        async def open_from(address: str):
            return await asyncio.open_connection(broker.host, broker.port,
                                                 local_addr=(address, 0))

        first, second = [await open_from("127.0.0.2") for _ in range(2)]
        third = await open_from("127.0.0.2")
        assert await _closed(third[0])
        others = [await open_from("127.0.0.3") for _ in range(4)]
        over = await open_from("127.0.0.3")
        assert await _closed(over[0])
        healthy = await KafkaConnection.connect(broker.host, broker.port)  # the 7th: refused
        try:
            assert await asyncio.wait_for(healthy.send(ApiVersionsRequest(), 2), 10) is None
        except ConnectionError:
            pass
        finally:
            await healthy.close()
        first[1].close()
        await asyncio.sleep(0.2)
        again = await KafkaConnection.connect(broker.host, broker.port, client_id="again")
        try:
            assert (await again.send(ApiVersionsRequest(), 2)).error_code == 0
        finally:
            await again.close()
        for _, writer in [second, third, over, *others]:
            writer.close()


async def test_queued_max_request_bytes_holds_back_reads_until_memory_frees():
    """Verifies Kafka's request memory pool: with queued.max.request.bytes set, a connection
    whose request does not fit is not read (its request waits) while another holds the pool
    with a half-sent large request, and is answered once that memory is released."""
    config = {**TEST_CLUSTER_CONFIG, "queued.max.request.bytes": MIB}
    async with Cluster(brokers=1, racks=None, config=config) as cluster:
        broker = cluster.brokers[1]
        _, hog = await asyncio.open_connection(broker.host, broker.port)
        hog.write(struct.pack(">i", 2 * MIB) + b"\x00" * (MIB // 2))
        await hog.drain()
        await cluster.wait_until(lambda: broker.server._pool.used >= MIB)
        waiting = await KafkaConnection.connect(broker.host, broker.port)
        try:
            answer = asyncio.ensure_future(waiting.send(ApiVersionsRequest(), 2))
            done, _ = await asyncio.wait({answer}, timeout=0.5)
            assert not done  # held back: the pool is full
            hog.close()
            assert (await asyncio.wait_for(answer, 10)).error_code == 0
            assert broker.server._pool.used == 0
        finally:
            await waiting.close()
