"""Scale benchmark (issue 14, target 4): a 3-broker `kafkasim up` with 10,000 partitions, RF 3.

Runs `kafkasim up` in a subprocess (logs on a temporary data directory when the open-file
limit allows, else in memory) and measures, from outside:

- memory per partition: the process's RSS growth from creating the partitions, divided by
  their number (it holds the controller's and three brokers' metadata and three replicas of
  each partition);
- Metadata (v12, all topics) round-trip time and response size;
- ready time: `kafkasim up` restarted on the same data directory, from process start to the
  "ready" line and to every partition having a leader in Metadata (in memory: the first
  start's ready line plus creating every partition);
- KIP-227 for a consumer of every partition, with no new data: the bytes of a sessionless
  full fetch (session epoch -1) against an incremental fetch in an established session
  (request and response bodies, summed over the three brokers), and the cluster process's CPU
  seconds per second while the consumer long-polls (max_wait 500 ms) in each mode
  (target: incremental bytes at most 1% of full);
- a healthy client's Fetch latency (p50, p99) alone and with many more idle connections
  each long-polling one partition.

    .venv/bin/python benchmarks/scale.py [--partitions 10000] [--topics 10] [--markdown]
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import re
import resource
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kafkasim.protocol.connection import KafkaConnection  # noqa: E402
from kafkasim.protocol.messages.create_topics import (  # noqa: E402
    CreatableTopic,
    CreateTopicsRequest,
)
from kafkasim.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic  # noqa: E402
from kafkasim.protocol.messages.metadata import MetadataRequest  # noqa: E402

METADATA_VERSION = 12
FETCH_VERSION = 16
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
PAGE_BYTES = os.sysconf("SC_PAGE_SIZE")


# -- the cluster process ------------------------------------------------------------------


class ClusterProcess:
    """`kafkasim up` on ephemeral ports, read until its "ready" line."""

    def __init__(self, data_dir: Path | None, log):
        self.data_dir = data_dir
        self.log = log
        self.process: subprocess.Popen | None = None
        self.bootstrap: list[tuple[str, int]] = []
        self.controller: tuple[str, int] | None = None
        self.ready_seconds = 0.0

    def start(self, timeout: float = 600.0) -> None:
        started = time.perf_counter()
        self.process = subprocess.Popen(
            [sys.executable, "-m", "kafkasim", "up", "--port-base", "0", "--controller-port", "0",
             *(["--data-dir", str(self.data_dir)] if self.data_dir else [])],
            stdout=subprocess.PIPE, stderr=self.log, text=True,
            env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])},
        )
        deadline = time.monotonic() + timeout
        for line in self.process.stdout:
            if line.startswith("bootstrap:"):
                self.bootstrap = [(host, int(port)) for host, port in
                                  (item.rsplit(":", 1) for item in line.split()[1].split(","))]
            match = re.match(r"controller \d+: (\S+):(\d+)", line)
            if match:
                self.controller = (match.group(1), int(match.group(2)))
            if line.startswith("ready in"):
                self.ready_seconds = time.perf_counter() - started
                return
            if time.monotonic() > deadline:
                break
        raise RuntimeError("kafkasim up did not become ready")

    def stop(self) -> None:
        if self.process is None:
            return
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(120)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.process = None

    def open_files(self) -> int:
        return len(os.listdir(f"/proc/{self.process.pid}/fd"))

    def rss_bytes(self) -> int:
        with open(f"/proc/{self.process.pid}/statm") as statm:
            return int(statm.read().split()[1]) * PAGE_BYTES

    def cpu_seconds(self) -> float:
        with open(f"/proc/{self.process.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS


# -- measurements ---------------------------------------------------------------------------


async def create_topics(controller: tuple[str, int], topics: int, partitions: int) -> None:
    connection = await KafkaConnection.connect(*controller, client_id="scale")
    try:
        for number in range(topics):
            request = CreateTopicsRequest(
                topics=[CreatableTopic(name=f"scale-{number}", num_partitions=partitions,
                                       replication_factor=3)],
                timeout_ms=600_000)
            response = await connection.send(request, 7)
            error = response.topics[0].error_code
            if error:
                raise RuntimeError(f"CreateTopics scale-{number}: error {error}")
    finally:
        await connection.close()


async def metadata(address: tuple[str, int]):
    connection = await KafkaConnection.connect(*address, client_id="scale", timeout=60)
    try:
        return await connection.send(MetadataRequest(topics=None), METADATA_VERSION)
    finally:
        await connection.close()


def led_partitions(response) -> int:
    return sum(1 for topic in response.topics for partition in topic.partitions
               if partition.leader_id >= 0)


async def wait_for_leaders(address: tuple[str, int], expected: int, timeout: float) -> float:
    """Seconds until Metadata shows `expected` partitions with a leader."""
    started = time.perf_counter()
    while time.perf_counter() - started < timeout:
        if led_partitions(await metadata(address)) >= expected:
            return time.perf_counter() - started
        await asyncio.sleep(0.2)
    raise TimeoutError(f"fewer than {expected} partitions have a leader after {timeout} s")


async def time_metadata(address: tuple[str, int], rounds: int = 5) -> tuple[float, int]:
    connection = await KafkaConnection.connect(*address, client_id="scale", timeout=60)
    times = []
    try:
        for _ in range(rounds):
            started = time.perf_counter()
            response = await connection.send(MetadataRequest(topics=None), METADATA_VERSION)
            times.append(time.perf_counter() - started)
    finally:
        await connection.close()
    return statistics.median(times), len(response.encode(METADATA_VERSION))


def fetch_topics_by_leader(response) -> dict[int, list[FetchTopic]]:
    """The consumer's fetch list per leader: every partition, from offset 0 (no data)."""
    by_leader: dict[int, dict] = {}
    for topic in response.topics:
        for partition in topic.partitions:
            by_leader.setdefault(partition.leader_id, {}).setdefault(topic.topic_id, []).append(
                FetchPartition(partition=partition.partition_index,
                               current_leader_epoch=partition.leader_epoch, fetch_offset=0,
                               partition_max_bytes=1048576))
    return {leader: [FetchTopic(topic_id=topic_id, partitions=partitions)
                     for topic_id, partitions in topics.items()]
            for leader, topics in by_leader.items()}


def fetch_request(topics, session_id: int, epoch: int, max_wait_ms: int) -> FetchRequest:
    return FetchRequest(max_wait_ms=max_wait_ms, min_bytes=1, max_bytes=52428800,
                        isolation_level=1, session_id=session_id, session_epoch=epoch,
                        topics=topics, forgotten_topics_data=[], rack_id="")


class Consumer:
    """One connection per leader, fetching every partition sessionless or incrementally."""

    def __init__(self, addresses: dict[int, tuple[str, int]], plan: dict[int, list[FetchTopic]]):
        self.addresses = addresses
        self.plan = plan
        self.connections: dict[int, KafkaConnection] = {}
        self.sessions: dict[int, tuple[int, int]] = {}

    async def open(self) -> None:
        for leader in self.plan:
            self.connections[leader] = await KafkaConnection.connect(
                *self.addresses[leader], client_id="scale-consumer", timeout=60)

    async def close(self) -> None:
        for connection in self.connections.values():
            await connection.close()

    async def fetch(self, leader: int, incremental: bool, max_wait_ms: int) -> tuple[int, int]:
        """One fetch from `leader`; returns (request bytes, response bytes)."""
        if not incremental:
            request = fetch_request(self.plan[leader], 0, -1, max_wait_ms)
        elif leader not in self.sessions:
            request = fetch_request(self.plan[leader], 0, 0, max_wait_ms)
        else:
            session_id, epoch = self.sessions[leader]
            request = fetch_request([], session_id, epoch, max_wait_ms)
        response = await self.connections[leader].send(request, FETCH_VERSION)
        if response.error_code:
            raise RuntimeError(f"fetch from {leader}: error {response.error_code}")
        if incremental:
            epoch = self.sessions.get(leader, (0, 0))[1]
            self.sessions[leader] = (response.session_id, epoch + 1)
        return (len(request.encode(FETCH_VERSION)), len(response.encode(FETCH_VERSION)))

    async def round(self, incremental: bool, max_wait_ms: int) -> tuple[int, int]:
        sizes = await asyncio.gather(*(self.fetch(leader, incremental, max_wait_ms)
                                       for leader in self.plan))
        return sum(s[0] for s in sizes), sum(s[1] for s in sizes)


async def kip227(cluster: ClusterProcess, response, seconds: float) -> dict:
    addresses = {broker.node_id: (broker.host, broker.port) for broker in response.brokers}
    consumer = Consumer(addresses, fetch_topics_by_leader(response))
    await consumer.open()
    try:
        full = await consumer.round(False, 0)
        await consumer.round(True, 0)  # epoch 0: the session is created, a full response
        incremental = await consumer.round(True, 0)
        cpu = {}
        for label, incremental_mode in (("full", False), ("incremental", True)):
            rounds = 0
            before, started = cluster.cpu_seconds(), time.perf_counter()
            while time.perf_counter() - started < seconds:
                await consumer.round(incremental_mode, 500)
                rounds += 1
            elapsed = time.perf_counter() - started
            cpu[label] = ((cluster.cpu_seconds() - before) / elapsed, rounds / elapsed)
    finally:
        await consumer.close()
    return {"full": full, "incremental": incremental, "cpu": cpu}


def idle_connections_process(addresses, count: int, topic_id, partition: int, epoch: int,
                              ready, stop) -> None:
    """`count` connections, each long-polling (max_wait 500 ms) one partition with no new
    data until `stop` is set; `ready` once all are open."""
    request = fetch_request([FetchTopic(topic_id=topic_id, partitions=[FetchPartition(
        partition=partition, current_leader_epoch=epoch, fetch_offset=0,
        partition_max_bytes=1048576)])], 0, -1, 500)

    async def main() -> None:
        connections = [await KafkaConnection.connect(*addresses[index % len(addresses)],
                                                     client_id=f"idle-{index}", timeout=60)
                       for index in range(count)]
        ready.set()

        async def poll(connection: KafkaConnection) -> None:
            while not stop.is_set():
                await connection.send(request, FETCH_VERSION)

        tasks = [asyncio.create_task(poll(connection)) for connection in connections]
        await asyncio.to_thread(stop.wait)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        for connection in connections:
            await connection.close()

    asyncio.run(main())


async def healthy_fetch_latency(cluster: ClusterProcess, response, idle_connections: int,
                                samples: int = 200) -> dict:
    """p50/p99 of a Fetch (max_wait 0) of one partition, alone and among idle long-pollers."""
    topic = response.topics[0]
    partition = topic.partitions[0]
    broker = next(b for b in response.brokers if b.node_id == partition.leader_id)
    request = fetch_request([FetchTopic(topic_id=topic.topic_id, partitions=[FetchPartition(
        partition=partition.partition_index, current_leader_epoch=partition.leader_epoch,
        fetch_offset=0, partition_max_bytes=1048576)])], 0, -1, 0)

    async def latencies() -> list[float]:
        connection = await KafkaConnection.connect(broker.host, broker.port, client_id="healthy")
        result = []
        try:
            for _ in range(samples):
                started = time.perf_counter()
                reply = await connection.send(request, FETCH_VERSION)
                result.append(time.perf_counter() - started)
                if reply.error_code or reply.responses[0].partitions[0].error_code:
                    raise RuntimeError(f"healthy fetch failed: {reply}")
        finally:
            await connection.close()
        return sorted(result)

    def summary(values: list[float]) -> tuple[float, float]:
        return values[len(values) // 2], values[int(len(values) * 0.99) - 1]

    await asyncio.sleep(2.0)  # let the previous phase's long polls end
    alone = summary(await latencies())
    addresses = [(b.host, b.port) for b in response.brokers]
    # The idle connections run in a process of their own, so the healthy client's latency
    # is the cluster's, not this event loop's with a thousand more tasks.
    context = multiprocessing.get_context("spawn")
    ready, stop = context.Event(), context.Event()
    idle = context.Process(target=idle_connections_process, args=(
        addresses, idle_connections, topic.topic_id, partition.partition_index,
        partition.leader_epoch, ready, stop))
    idle.start()
    try:
        if not await asyncio.to_thread(ready.wait, 120):
            raise RuntimeError("the idle connections did not open")
        await asyncio.sleep(1.0)
        before, started = cluster.cpu_seconds(), time.perf_counter()
        loaded = summary(await latencies())
        cpu = (cluster.cpu_seconds() - before) / (time.perf_counter() - started)
    finally:
        stop.set()
        idle.join(30)
        if idle.is_alive():
            idle.kill()
    return {"alone": alone, "loaded": loaded, "loaded_cpu": cpu}


# -- the run --------------------------------------------------------------------------------


def progress(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


async def measure(cluster: ClusterProcess, topics: int, per_topic: int, seconds: float,
                  connections: int) -> dict:
    total = topics * per_topic
    progress(f"creating {total} partitions")
    results: dict = {"partitions": total}
    rss_before, files_before = cluster.rss_bytes(), cluster.open_files()
    started = time.perf_counter()
    await create_topics(cluster.controller, topics, per_topic)
    await wait_for_leaders(cluster.bootstrap[0], total, 600)
    results["create_seconds"] = time.perf_counter() - started
    await asyncio.sleep(1.0)
    results["bytes_per_partition"] = (cluster.rss_bytes() - rss_before) / total
    results["files_per_partition"] = (cluster.open_files() - files_before) / total
    progress(f"created in {results['create_seconds']:.1f} s; Metadata")
    results["metadata_seconds"], results["metadata_bytes"] = await time_metadata(
        cluster.bootstrap[0])
    response = await metadata(cluster.bootstrap[0])
    progress("idle cluster CPU")
    before, started = cluster.cpu_seconds(), time.perf_counter()
    await asyncio.sleep(seconds)
    results["idle_cpu"] = (cluster.cpu_seconds() - before) / (time.perf_counter() - started)
    progress("KIP-227 fetches")
    results["kip227"] = await kip227(cluster, response, seconds)
    if connections:
        progress(f"latency among {connections} idle connections")
        results["latency"] = await healthy_fetch_latency(cluster, response, connections)
        results["connections"] = connections
    progress("done; restarting when on disk")
    return results


def raise_open_files_limit() -> int:
    """Raise this process's (and so the cluster's) open-file limit as far as allowed: on disk
    each replica holds its segment files open, as Kafka's does (Kafka's documentation asks
    for a limit of 100,000 or more)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    for wanted in (1 << 20, 1 << 18, hard):
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, max(wanted, hard)))
            return wanted
        except (ValueError, OSError):
            continue
    return soft


# Open files the cluster holds per partition on disk (one log segment per replica, RF 3),
# with room for sockets and the interpreter's own.
FILES_PER_PARTITION = 3
SPARE_FILES = 2000


def run(topics: int, per_topic: int, seconds: float, connections: int, on_disk: bool | None
        ) -> dict:
    limit = raise_open_files_limit()
    if on_disk is None:
        on_disk = limit >= topics * per_topic * FILES_PER_PARTITION + connections + SPARE_FILES
    progress(f"open-file limit {limit:,}: logs {'on disk' if on_disk else 'in memory'}")
    log_path = Path(tempfile.gettempdir()) / "kafkasim-scale.log"
    with tempfile.TemporaryDirectory(prefix="kafkasim-scale-") as data_dir, \
            log_path.open("w") as log:
        progress(f"kafkasim up's stderr goes to {log_path}")
        cluster = ClusterProcess(Path(data_dir) / "data" if on_disk else None, log)
        cluster.start()
        try:
            results = asyncio.run(measure(cluster, topics, per_topic, seconds, connections))
        finally:
            cluster.stop()
        results["on_disk"] = on_disk
        results["first_ready_seconds"] = cluster.ready_seconds
        if not on_disk:
            # Nothing to restart from: the ready time is spawn to every partition led.
            results["restart_ready_seconds"] = cluster.ready_seconds
            results["restart_leaders_seconds"] = (cluster.ready_seconds
                                                  + results["create_seconds"])
            return results
        cluster.start()
        try:
            leaders = asyncio.run(wait_for_leaders(cluster.bootstrap[0], topics * per_topic, 600))
            results["restart_ready_seconds"] = cluster.ready_seconds
            results["restart_leaders_seconds"] = cluster.ready_seconds + leaders
        finally:
            cluster.stop()
    return results


def report(results: dict) -> tuple[list[list[str]], list[str]]:
    kip = results["kip227"]
    (full_request, full_response), (inc_request, inc_response) = kip["full"], kip["incremental"]
    ratio = (inc_request + inc_response) / (full_request + full_response)
    rows = [
        ["partitions (RF 3)", f"{results['partitions']:,}"],
        ["create + all led", f"{results['create_seconds']:.1f} s"],
        ["memory per partition", f"{results['bytes_per_partition'] / 1024:.1f} KiB"],
        ["open files per partition", f"{results['files_per_partition']:.1f}"],
        ["Metadata v12 all topics", f"{results['metadata_seconds'] * 1e3:.1f} ms, "
                                    f"{results['metadata_bytes']:,} B"],
        ["logs", "on disk" if results["on_disk"] else "in memory"],
        ["ready: kafkasim up restarted, ready line" if results["on_disk"] else
         "ready: kafkasim up, ready line", f"{results['restart_ready_seconds']:.2f} s"],
        ["ready: ... every partition led" if results["on_disk"] else
         "ready: ... + create, every partition led", f"{results['restart_leaders_seconds']:.2f} s"],
        ["full fetch (request + response)", f"{full_request:,} + {full_response:,} B"],
        ["incremental fetch (request + response)", f"{inc_request:,} + {inc_response:,} B"],
        ["incremental / full bytes", f"{ratio * 100:.3f}%"],
    ]
    rows.append(["cluster CPU, no clients (replication only)", f"{results['idle_cpu']:.2f} s/s"])
    for label, (cpu, rate) in kip["cpu"].items():
        rows.append([f"cluster CPU, idle {label} long-poll", f"{cpu:.2f} s/s ({rate:.1f} rounds/s)"])
    if "latency" in results:
        latency = results["latency"]
        for label in ("alone", "loaded"):
            p50, p99 = latency[label]
            name = (f"healthy Fetch latency, among {results['connections']:,} idle connections"
                    if label == "loaded" else "healthy Fetch latency, alone")
            rows.append([name, f"p50 {p50 * 1e3:.2f} ms, p99 {p99 * 1e3:.2f} ms"])
        rows.append(["cluster CPU among the idle connections",
                     f"{latency['loaded_cpu']:.2f} s/s"])
    verdicts = [f"KIP-227 incremental / full bytes = {ratio * 100:.3f}% (target <= 1%) "
                f"{'met' if ratio <= 0.01 else 'MISSED'}"]
    return rows, verdicts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--partitions", type=int, default=10_000, help="partitions in all")
    parser.add_argument("--topics", type=int, default=10, help="topics they are spread over")
    parser.add_argument("--seconds", type=float, default=5.0, help="CPU window per fetch mode")
    parser.add_argument("--connections", type=int, default=1000,
                        help="idle long-polling connections for the latency test (0: skip)")
    parser.add_argument("--on-disk", action=argparse.BooleanOptionalAction, default=None,
                        help="logs on disk (default: when the open-file limit allows)")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    arguments = parser.parse_args(argv)
    results = run(arguments.topics, arguments.partitions // arguments.topics, arguments.seconds,
                  arguments.connections, arguments.on_disk)
    rows, verdicts = report(results)
    if arguments.markdown:
        print("| measure | value |\n|---|---|")
        for name, value in rows:
            print(f"| {name} | {value} |")
        print()
        for verdict in verdicts:
            print(f"- {verdict}")
        return 0
    width = max(len(name) for name, _ in rows)
    for name, value in rows:
        print(f"{name.ljust(width)}  {value}")
    print()
    for verdict in verdicts:
        print(verdict)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
