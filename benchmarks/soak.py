"""Soak: kafkasim under hostile input, chaos and crashes, with real clients (issue 10, acceptance
checks 2 and 3). Not part of `make test`; run it and put its numbers in the notes.

Four parts, each against fresh `kafkasim` processes (stderr kept, and scanned at the end for
unhandled errors: a traceback, an ERROR record, "never retrieved", "Exception in callback"):

1. fuzz: `--frames` (1,000,000) frames across every API key and version the broker listener
   serves, mutated from requests real clients sent (confluent-kafka, kafka-python and aiokafka
   doing admin, produce with every codec, idempotence, groups and offsets through a recording
   proxy) and re-encoded at every served version, plus a default request of each where no
   client sent one. Meanwhile a healthy librdkafka producer and consumer must be served
   throughout: every message delivered, every one read back.
2. clients: `--clients` (200) librdkafka clients, half idempotent producers with acks=all,
   half consumers in groups, for `--minutes` (10) against three broker processes (a topic with
   replication factor 3, min.insync.replicas 2), while leaders move (a random broker's
   controlled restart, then a preferred-leader election) and one broker is killed (kill -9)
   and restarted. At the end the whole topic is read back: every acknowledged record exactly
   once.
3. kill9: `--kill-rounds` (20) rounds of kill -9 of every broker (with `--data-dir`) and a
   restart, an idempotent acks=all producer writing throughout; then every acknowledged record
   must be in the log.
4. hostile: the figures of issue 10: RSS growth with 1,000 half-open connections (each a
   100 MiB size prefix and 1 KiB) and the time until `connections.max.idle.ms` closes them;
   produce and fetch p99 of other clients before and while compression bombs are rejected;
   the time SIGTERM takes to stop a cluster with 1,000 pending long polls.

Usage::

    .venv/bin/python benchmarks/soak.py [--only fuzz,clients,kill9,hostile] [--frames N]
        [--minutes M] [--clients C] [--kill-rounds K] [--work-dir DIR] [--seed S] [--json]

Nothing here asserts; the last lines are a summary with a verdict per check.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kafkasim.protocol.connection import KafkaConnection  # noqa: E402
from kafkasim.protocol.framing import decode_request, encode_request  # noqa: E402
from kafkasim.protocol.messages import REQUESTS  # noqa: E402
from kafkasim.protocol.messages.api_versions import ApiVersionsRequest  # noqa: E402

PYTHON = sys.executable
UNHANDLED_MARKERS = ("Traceback", " ERROR ", "never retrieved", "Exception in callback",
                     "Exception ignored")
MIB = 1 << 20


def log(line: str) -> None:
    print(f"[soak {time.strftime('%H:%M:%S')}] {line}", file=sys.stderr, flush=True)


def percentile(values: list[float], fraction: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def free_ports(count: int) -> list[int]:
    sockets = []
    for _ in range(count):
        sock = socket.socket()
        sock.bind(("127.0.0.1", 0))
        sockets.append(sock)
    ports = [sock.getsockname()[1] for sock in sockets]
    for sock in sockets:
        sock.close()
    return ports


def rss(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


# --- kafkasim processes ---------------------------------------------------------------------

SOAK_CONFIG = {
    "broker.heartbeat.interval.ms": "500",
    "broker.session.timeout.ms": "3000",
    "replica.lag.time.max.ms": "5000",
    "group.initial.rebalance.delay.ms": "0",
}


def _config_args(config: dict[str, str]) -> list[str]:
    return [item for key, value in config.items() for item in ("--config", f"{key}={value}")]


class Process:
    """A kafkasim command in the background, its stderr in a file."""

    def __init__(self, name: str, args: list[str], work: Path, wait_for: str) -> None:
        self.name = name
        self.args = args
        self.stderr_path = work / f"{name}.stderr"
        self.lines: list[str] = []
        self.process: subprocess.Popen | None = None
        self.wait_for = wait_for
        self.start()

    def start(self) -> None:
        stderr = open(self.stderr_path, "a")  # noqa: SIM115 (kept for the process)
        self.process = subprocess.Popen(
            [PYTHON, "-m", "kafkasim", *self.args], cwd=ROOT, stdout=subprocess.PIPE,
            stderr=stderr, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
        stderr.close()
        deadline = time.monotonic() + 120
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))
            if line.startswith(self.wait_for):
                break
            if time.monotonic() > deadline:
                break
        else:
            raise RuntimeError(f"{self.name} ended before {self.wait_for!r}: "
                               f"{self.stderr_path.read_text()[-2000:]}")
        threading.Thread(target=self._drain, daemon=True).start()

    def _drain(self) -> None:
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))

    @property
    def pid(self) -> int:
        return self.process.pid

    def line(self, prefix: str) -> str:
        return next(line for line in self.lines if line.startswith(prefix))

    def kill(self) -> None:
        self.process.kill()
        self.process.wait()

    def stop(self, timeout: float = 60) -> tuple[int, float]:
        """SIGTERM; (exit status, seconds it took)."""
        started = time.monotonic()
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return self.process.returncode, time.monotonic() - started

    def unhandled(self) -> list[str]:
        text = self.stderr_path.read_text(errors="replace") if self.stderr_path.exists() else ""
        return [line for line in text.splitlines()
                if any(marker in line for marker in UNHANDLED_MARKERS)]


def start_up(work: Path, name: str, *, brokers: int = 3, config: dict | None = None,
             extra: list[str] | None = None) -> tuple[Process, str]:
    """`kafkasim up` (one process); returns it and its bootstrap string."""
    args = ["up", "--brokers", str(brokers), "--port-base", "0", "--log-level", "warning",
            *_config_args({**SOAK_CONFIG, **(config or {})}), *(extra or [])]
    process = Process(name, args, work, "ready in")
    return process, process.line("bootstrap: ").split(": ", 1)[1].strip()


class SplitCluster:
    """A controller process and broker processes on fixed ports (so that a killed broker comes
    back where clients expect it), each with a data directory."""

    def __init__(self, work: Path, name: str, brokers: int = 3, config: dict | None = None):
        self.work = work
        self.name = name
        self.config = {**SOAK_CONFIG, **(config or {})}
        controller_port, *ports = free_ports(brokers + 1)
        self.data_dir = work / f"{name}-data"
        self.controller = Process(f"{name}-controller", [
            "controller", "--port", str(controller_port), "--data-dir", str(self.data_dir),
            "--log-level", "warning", *_config_args(self.config)], work, "controller 0:")
        self.controller_address = f"127.0.0.1:{controller_port}"
        self.ports = {node_id: port for node_id, port in enumerate(ports, start=1)}
        self.brokers: dict[int, Process] = {}
        for node_id in self.ports:
            self.brokers[node_id] = self._broker(node_id)

    def _broker(self, node_id: int) -> Process:
        return Process(f"{self.name}-broker-{node_id}", [
            "broker", "--node-id", str(node_id), "--port", str(self.ports[node_id]),
            "--rack", "abc"[(node_id - 1) % 3], "--controller", self.controller_address,
            "--data-dir", str(self.data_dir), "--log-level", "warning",
            *_config_args(self.config)], self.work, f"broker {node_id}:")

    @property
    def bootstrap(self) -> str:
        return ",".join(f"127.0.0.1:{port}" for port in self.ports.values())

    def kill(self, node_id: int) -> None:
        self.brokers[node_id].kill()

    def restart(self, node_id: int) -> None:
        self.brokers[node_id] = self._broker(node_id)

    def controlled_restart(self, node_id: int) -> None:
        self.brokers[node_id].stop()
        self.brokers[node_id] = self._broker(node_id)

    def processes(self) -> list[Process]:
        return [self.controller, *self.brokers.values()]

    def stop(self) -> None:
        for process in self.brokers.values():
            process.stop()
        self.controller.stop()


def create_topic(bootstrap: str, name: str, partitions: int, replication_factor: int,
                 config: dict | None = None) -> None:
    from confluent_kafka.admin import AdminClient, NewTopic

    admin = AdminClient({"bootstrap.servers": bootstrap})
    futures = admin.create_topics([NewTopic(name, partitions, replication_factor,
                                            config=config or {})], operation_timeout=30)
    futures[name].result(60)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        metadata = admin.list_topics(name, timeout=10)
        topic = metadata.topics.get(name)
        if topic is not None and topic.error is None and len(topic.partitions) == partitions \
                and all(p.leader >= 0 for p in topic.partitions.values()):
            return
        time.sleep(0.2)
    raise RuntimeError(f"{name} has no leaders")


# --- part 1: fuzz ---------------------------------------------------------------------------


class RecordingProxy:
    """A TCP proxy in front of one broker that keeps every request frame clients send."""

    def __init__(self, upstream: tuple[str, int]) -> None:
        self.upstream = upstream
        self.frames: list[bytes] = []
        self.port = 0
        self._server = None
        self._tasks: set[asyncio.Task] = set()

    async def start(self, port: int) -> None:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", port)
        self.port = self._server.sockets[0].getsockname()[1]

    async def _serve(self, client_reader, client_writer) -> None:
        task = asyncio.current_task()
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        try:
            upstream_reader, upstream_writer = await asyncio.open_connection(*self.upstream)
        except OSError:
            client_writer.close()
            return

        async def requests():
            try:
                while True:
                    size = await client_reader.readexactly(4)
                    body = await client_reader.readexactly(struct.unpack(">i", size)[0])
                    if len(self.frames) < 20000:
                        self.frames.append(body)
                    upstream_writer.write(size + body)
                    await upstream_writer.drain()
            except (asyncio.IncompleteReadError, ConnectionError):
                pass
            finally:
                upstream_writer.close()

        async def responses():
            try:
                while data := await upstream_reader.read(65536):
                    client_writer.write(data)
                    await client_writer.drain()
            except ConnectionError:
                pass
            finally:
                client_writer.close()

        await asyncio.gather(requests(), responses())

    async def stop(self) -> None:
        self._server.close()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)


def _seed_workload(bootstrap: str) -> None:
    """What real clients send: admin, produce (every codec, idempotent), groups, offsets."""
    import warnings

    from confluent_kafka import Consumer, Producer, TopicPartition
    from confluent_kafka.admin import (
        AdminClient,
        AlterConfigOpType,
        ConfigEntry,
        ConfigResource,
        NewPartitions,
        NewTopic,
    )

    def attempt(what, function):
        try:
            function()
        except Exception as error:  # a seed is best effort: what a client sent counts
            log(f"seed {what}: {type(error).__name__}: {error}"[:200])

    admin = AdminClient({"bootstrap.servers": bootstrap})
    attempt("create", lambda: admin.create_topics([
        NewTopic("seed-a", 3, 1, config={"retention.ms": "3600000"}),
        NewTopic("seed-b", 1, 1), NewTopic("seed-c", 1, 1, config={"cleanup.policy": "compact"})
    ], operation_timeout=10)["seed-a"].result(20))
    time.sleep(1)
    attempt("partitions", lambda: admin.create_partitions(
        [NewPartitions("seed-b", 2)])["seed-b"].result(20))
    attempt("describe configs", lambda: list(admin.describe_configs(
        [ConfigResource("topic", "seed-a"), ConfigResource("broker", "1")]).values())[0].result(20))
    attempt("alter configs", lambda: list(admin.incremental_alter_configs([ConfigResource(
        "topic", "seed-b", incremental_configs=[ConfigEntry(
            "retention.ms", "7200000", incremental_operation=AlterConfigOpType.SET)])]).values(
    ))[0].result(20))
    attempt("cluster", lambda: admin.describe_cluster().result(20))
    for codec in ("none", "gzip", "snappy", "lz4", "zstd"):
        producer = Producer({"bootstrap.servers": bootstrap, "compression.type": codec,
                             "enable.idempotence": codec in ("none", "zstd"), "linger.ms": 5})
        for i in range(200):
            producer.produce("seed-a", key=f"k{i}".encode(), value=os.urandom(40) * 3,
                             headers=[("h", b"v")])
        producer.produce("seed-c", key=b"key", value=b"compacted")
        producer.flush(20)
    consumer = Consumer({"bootstrap.servers": bootstrap, "group.id": "seed-group",
                         "auto.offset.reset": "earliest", "enable.auto.commit": False})
    consumer.subscribe(["seed-a", "seed-b"])
    deadline = time.monotonic() + 15
    read = 0
    while read < 300 and time.monotonic() < deadline:
        message = consumer.poll(0.5)
        if message is not None and message.error() is None:
            read += 1
    attempt("commit", lambda: consumer.commit(asynchronous=False))
    attempt("committed", lambda: consumer.committed([TopicPartition("seed-a", 0)], timeout=10))
    attempt("times", lambda: consumer.offsets_for_times(
        [TopicPartition("seed-a", 0, int(time.time() * 1000) - 60_000)], timeout=10))
    consumer.close()
    attempt("groups", lambda: admin.list_consumer_groups().result(20))
    attempt("describe groups", lambda: list(admin.describe_consumer_groups(
        ["seed-group"]).values())[0].result(20))
    attempt("delete records", lambda: list(admin.delete_records(
        [TopicPartition("seed-a", 0, 5)]).values())[0].result(20))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from kafka import KafkaConsumer, KafkaProducer
        from kafka.admin import KafkaAdminClient
        from kafka.admin import NewTopic as PyNewTopic

        attempt("kafka-python", lambda: _kafka_python_seed(
            bootstrap, KafkaProducer, KafkaConsumer, KafkaAdminClient, PyNewTopic))
    attempt("aiokafka", lambda: asyncio.run(_aiokafka_seed(bootstrap)))
    attempt("delete", lambda: admin.delete_topics(["seed-b"], operation_timeout=10)[
        "seed-b"].result(20))


def _kafka_python_seed(bootstrap, KafkaProducer, KafkaConsumer, KafkaAdminClient, NewTopic):
    admin = KafkaAdminClient(bootstrap_servers=bootstrap, request_timeout_ms=10000)
    admin.create_topics([NewTopic("seed-py", 2, 1)])
    admin.describe_cluster()
    admin.close()
    producer = KafkaProducer(bootstrap_servers=bootstrap, compression_type="gzip", acks="all")
    for i in range(100):
        producer.send("seed-py", key=b"k", value=f"v{i}".encode())
    producer.flush(20)
    producer.close()
    consumer = KafkaConsumer("seed-py", bootstrap_servers=bootstrap, group_id="seed-py-group",
                             auto_offset_reset="earliest", consumer_timeout_ms=4000)
    for _ in consumer:
        pass
    consumer.commit()
    consumer.close()


async def _aiokafka_seed(bootstrap: str) -> None:
    from aiokafka import AIOKafkaConsumer, AIOKafkaProducer

    producer = AIOKafkaProducer(bootstrap_servers=bootstrap, enable_idempotence=True)
    await producer.start()
    for i in range(50):
        await producer.send_and_wait("seed-a", f"aio-{i}".encode())
    await producer.stop()
    consumer = AIOKafkaConsumer("seed-a", bootstrap_servers=bootstrap, group_id="seed-aio",
                                auto_offset_reset="earliest")
    await consumer.start()
    with contextlib.suppress(TimeoutError):
        async with asyncio.timeout(5):
            async for _ in consumer:
                pass
    await consumer.stop()


def capture_seeds(work: Path) -> list[bytes]:
    """Run real clients against a one-broker kafkasim through a recording proxy."""
    proxy_port = free_ports(1)[0]
    process, bootstrap = start_up(work, "seed-cluster", brokers=1, config={
        "advertised.listeners": f"PLAINTEXT://127.0.0.1:{proxy_port}"})
    host, port = bootstrap.split(",")[0].rsplit(":", 1)
    proxy = RecordingProxy((host, int(port)))
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    asyncio.run_coroutine_threadsafe(proxy.start(proxy_port), loop).result(10)
    try:
        _seed_workload(f"127.0.0.1:{proxy_port}")
    finally:
        asyncio.run_coroutine_threadsafe(proxy.stop(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        process.stop()
    return proxy.frames


def build_corpus(seeds: list[bytes], served: dict[int, tuple[int, int]]) -> dict:
    """(api key, version) -> request frames: each captured request re-encoded at every served
    version of its key, and a default request where no client sent one."""
    corpus: dict[tuple[int, int], list[bytes]] = defaultdict(list)
    for frame in seeds:
        try:
            header, request = decode_request(frame)
        except Exception:
            continue
        key = header.request_api_key
        if key not in served:
            continue
        low, high = served[key]
        for version in range(low, high + 1):
            if len(corpus[(key, version)]) >= 12:
                continue
            try:
                chunks = encode_request(key, version, 1, header.client_id, request)
            except Exception:
                continue
            corpus[(key, version)].append(b"".join(bytes(chunk) for chunk in chunks)[4:])
    for key, (low, high) in served.items():
        for version in range(low, high + 1):
            if not corpus[(key, version)]:
                try:
                    chunks = encode_request(key, version, 1, "soak", REQUESTS[key]())
                    corpus[(key, version)].append(b"".join(bytes(c) for c in chunks)[4:])
                except Exception:
                    pass
    return dict(corpus)


_EXTREMES = (b"\x7f\xff\xff\xff", b"\x80\x00\x00\x00", b"\xff\xff\xff\xff", b"\x00\x00\x00\x00",
             b"\x7f\xff", b"\x80\x00", b"\xff\xff", b"\xff" * 10, b"\x00" * 8)


def mutate(rng: random.Random, frame: bytes, other: bytes) -> bytes:
    """One hostile variant of a request frame (without size prefix)."""
    data = bytearray(frame)
    for _ in range(rng.choice((0, 1, 1, 2, 3, 5))):
        if not data:
            break
        position = rng.randrange(len(data))
        choice = rng.random()
        if choice < 0.3:
            data[position] = rng.randrange(256)
        elif choice < 0.45:
            data[position:position] = os.urandom(rng.randint(1, 16))
        elif choice < 0.6:
            del data[position:position + rng.randint(1, 16)]
        elif choice < 0.75:
            extreme = rng.choice(_EXTREMES)
            data[position:position + len(extreme)] = extreme
        elif choice < 0.82:
            data = data[:position]
        elif choice < 0.9 and len(data) >= 4:
            # another version of the header (key and version are its first four bytes)
            struct.pack_into(">h", data, 2, rng.choice((-1, 0, 1, 3, 9, 13, 17, 127, 32767)))
        elif choice < 0.95:
            data[position:position] = data[max(0, position - 64):position] * rng.randint(2, 8)
        else:
            cut = rng.randrange(len(other) + 1)
            data = data[:position] + bytearray(other[cut:])
    return bytes(data)


@dataclass
class FuzzStats:
    frames: int = 0
    answered: int = 0
    closed: int = 0
    silent: int = 0
    per_key: Counter = field(default_factory=Counter)


async def _fuzz_worker(rng, corpus_items, broker_addresses, stats: FuzzStats, target: int,
                       deadline: float) -> None:
    keys = [pair for pair, frames in corpus_items if frames]
    frames_of = dict(corpus_items)
    while stats.frames < target and time.monotonic() < deadline:
        host, port = rng.choice(broker_addresses)
        try:
            reader, writer = await asyncio.open_connection(host, port)
        except OSError:
            await asyncio.sleep(0.05)
            continue
        sock = writer.get_extra_info("socket")
        if sock is not None:  # no TIME_WAIT for a million short connections
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        try:
            for _ in range(rng.randint(1, 6)):
                pair = rng.choice(keys)
                frame = mutate(rng, rng.choice(frames_of[pair]),
                               rng.choice(frames_of[rng.choice(keys)]))
                size = len(frame)
                if rng.random() < 0.03:
                    size = rng.choice((size + rng.randint(1, 64), max(0, size - 4), -1,
                                       2**31 - 1, 100 * MIB))
                writer.write(struct.pack(">i", size) + frame)
                stats.frames += 1
                stats.per_key[pair] += 1
                try:
                    head = await asyncio.wait_for(reader.readexactly(4), 0.05)
                    (length,) = struct.unpack(">i", head)
                    await asyncio.wait_for(reader.readexactly(min(max(length, 0), 64 * MIB)), 1)
                    stats.answered += 1
                except (asyncio.IncompleteReadError, ConnectionError):
                    stats.closed += 1
                    break
                except TimeoutError:
                    stats.silent += 1  # a long poll, acks=all, or bytes still owed: move on
                    break
        finally:
            writer.close()


async def _fuzz(corpus: dict, brokers: list[tuple[str, int]], frames: int, seed: int,
                workers: int, minutes: float, progress) -> FuzzStats:
    stats = FuzzStats()
    items = sorted(corpus.items())
    deadline = time.monotonic() + minutes * 60
    reporter = asyncio.ensure_future(progress(stats))
    try:
        await asyncio.gather(*(
            _fuzz_worker(random.Random(seed * 1000 + index), items, brokers, stats, frames,
                         deadline) for index in range(workers)))
    finally:
        reporter.cancel()
    return stats


class HealthyClient:
    """A librdkafka producer and consumer on their own topic, counting failures and
    latencies while the broker is under attack."""

    def __init__(self, bootstrap: str, topic: str) -> None:
        from confluent_kafka import Consumer, Producer

        self.topic = topic
        self.producer = Producer({"bootstrap.servers": bootstrap, "acks": "all",
                                  "linger.ms": 0, "enable.idempotence": True})
        self.consumer = Consumer({"bootstrap.servers": bootstrap, "group.id": f"{topic}-g",
                                  "auto.offset.reset": "earliest"})
        self.consumer.subscribe([topic])
        self.sent = 0
        self.delivered = 0
        self.failed: list[str] = []
        self.latencies: list[float] = []
        self.seen: set[bytes] = set()
        self._stop = threading.Event()
        self._threads = [threading.Thread(target=self._produce, daemon=True),
                         threading.Thread(target=self._consume, daemon=True)]
        for thread in self._threads:
            thread.start()

    def _produce(self) -> None:
        while not self._stop.is_set():
            value = f"healthy-{self.sent}".encode()
            started = time.monotonic()

            def report(error, message, started=started):
                if error is not None:
                    self.failed.append(str(error))
                else:
                    self.delivered += 1
                    self.latencies.append(time.monotonic() - started)

            self.producer.produce(self.topic, value=value, on_delivery=report)
            self.sent += 1
            self.producer.poll(0.02)

    def _consume(self) -> None:
        while not self._stop.is_set():
            message = self.consumer.poll(0.2)
            if message is not None and message.error() is None:
                self.seen.add(message.value())

    def stop(self) -> dict:
        self._stop.set()
        for thread in self._threads:
            thread.join(10)
        self.producer.flush(30)
        deadline = time.monotonic() + 30
        while len(self.seen) < self.delivered and time.monotonic() < deadline:
            message = self.consumer.poll(0.2)
            if message is not None and message.error() is None:
                self.seen.add(message.value())
        self.consumer.close()
        del self.producer, self.consumer  # librdkafka logs its brokers going away otherwise
        settled = self.latencies[len(self.latencies) // 20:]  # past the first metadata fetch
        return {"sent": self.sent, "delivered": self.delivered, "failed": len(self.failed),
                "read_back": len(self.seen),
                "produce_p99_ms": round(percentile(settled, 0.99) * 1000, 1),
                "produce_max_ms": round(max(settled, default=0) * 1000, 1)}


def part_fuzz(args, work: Path) -> dict:
    log("fuzz: capturing requests from real clients")
    seeds = capture_seeds(work)
    if args.fuzz_target:
        process, bootstrap = None, args.fuzz_target
        log(f"fuzz: {len(seeds)} frames captured; target {bootstrap}")
    else:
        log(f"fuzz: {len(seeds)} frames captured; starting the target cluster")
        process, bootstrap = start_up(work, "fuzz-cluster", config={
            "auto.create.topics.enable": "false"})
    healthy_topic = f"healthy-{uuid.uuid4().hex[:6]}"
    create_topic(bootstrap, healthy_topic, 3, min(3, bootstrap.count(",") + 1))
    brokers = [(host, int(port)) for host, port in
               (address.rsplit(":", 1) for address in bootstrap.split(","))]

    async def served() -> dict[int, tuple[int, int]]:
        connection = await KafkaConnection.connect(*brokers[0])
        try:
            response = await connection.send(ApiVersionsRequest(), 2)
        finally:
            await connection.close()
        return {entry.api_key: (entry.min_version, entry.max_version)
                for entry in response.api_keys if entry.api_key in REQUESTS}

    ranges = asyncio.run(served())
    corpus = build_corpus(seeds, ranges)
    pairs = {(key, version) for key, (low, high) in ranges.items()
             for version in range(low, high + 1)}
    uncovered = sorted(pairs - {pair for pair, frames in corpus.items() if frames})
    captured_keys = {key for key, _ in _captured_pairs(seeds)}
    from_clients = sum(1 for key, _ in pairs if key in captured_keys)
    log(f"fuzz: {len(pairs)} served (key, version) pairs, {len(pairs) - len(uncovered)} with "
        f"seeds ({from_clients} of an API some client sent); sending {args.frames:,} frames")
    healthy = HealthyClient(bootstrap, healthy_topic)
    started = time.monotonic()

    async def progress(stats: FuzzStats) -> None:
        while True:
            await asyncio.sleep(30)
            rate = stats.frames / max(time.monotonic() - started, 1e-9)
            memory = f", broker RSS {rss(process.pid) / MIB:.0f} MiB" if process else ""
            log(f"fuzz: {stats.frames:,} frames ({rate:,.0f}/s), healthy client "
                f"{healthy.delivered:,} delivered, {len(healthy.failed)} failed{memory}")

    stats = asyncio.run(_fuzz(corpus, brokers, args.frames, args.seed, args.fuzz_workers,
                              args.fuzz_minutes, progress))
    seconds = time.monotonic() - started
    health = healthy.stop()
    final_rss = rss(process.pid) if process else 0
    topics = _topic_count(bootstrap)  # fuzzed CreateTopics make some: the RSS grows with them
    status, _ = process.stop() if process else (0, 0.0)
    per_pair = [stats.per_key.get(pair, 0) for pair in sorted(pairs)]
    result = {
        "frames": stats.frames, "seconds": round(seconds, 1),
        "frames_per_second": round(stats.frames / seconds),
        "answered": stats.answered, "closed": stats.closed, "silent": stats.silent,
        "served_pairs": len(pairs), "pairs_fuzzed": sum(1 for n in per_pair if n),
        "pairs_without_seed": [f"{k}v{v}" for k, v in uncovered],
        "min_frames_per_pair": min(per_pair) if per_pair else 0,
        "captured_frames": len(seeds), "pairs_of_client_apis": from_clients,
        "healthy": health, "exit_status": status, "topics_at_end": topics,
        "broker_rss_mib_at_end": round(final_rss / MIB),
        "unhandled": process.unhandled() if process else [],
    }
    result["ok"] = (stats.frames >= args.frames and not result["unhandled"]
                    and health["failed"] == 0 and health["read_back"] >= health["delivered"]
                    and not uncovered and status == 0)
    return result


def _topic_count(bootstrap: str) -> int:
    from confluent_kafka.admin import AdminClient

    try:
        return len(AdminClient({"bootstrap.servers": bootstrap}).list_topics(timeout=20).topics)
    except Exception:  # a figure for the report only
        return -1


def _captured_pairs(seeds: list[bytes]) -> set[tuple[int, int]]:
    pairs = set()
    for frame in seeds:
        if len(frame) >= 4:
            pairs.add(struct.unpack_from(">hh", frame))
    return pairs


# --- part 2: clients ------------------------------------------------------------------------


class Ledger:
    """What producers were told was stored: acknowledged values, and failures."""

    def __init__(self) -> None:
        self.acked: set[bytes] = set()
        self.failed = Counter()
        self.lock = threading.Lock()

    def callback(self, error, message) -> None:
        if error is None:
            with self.lock:
                self.acked.add(message.value())
        else:
            self.failed[error.name()] += 1


def read_topic(bootstrap: str, topic: str) -> Counter:
    """Every value in `topic`, counted, read from the log start to the high watermarks."""
    from confluent_kafka import OFFSET_BEGINNING, Consumer, TopicPartition

    consumer = Consumer({"bootstrap.servers": bootstrap, "group.id": f"verify-{uuid.uuid4()}",
                         "enable.auto.commit": False, "auto.offset.reset": "earliest"})
    try:
        metadata = consumer.list_topics(topic, timeout=30).topics[topic]
        partitions = [TopicPartition(topic, p, OFFSET_BEGINNING) for p in metadata.partitions]
        ends = {}
        for partition in partitions:
            _, high = consumer.get_watermark_offsets(partition, timeout=30)
            ends[partition.partition] = high
        consumer.assign(partitions)
        positions = {p: 0 for p in ends}
        values: Counter = Counter()
        deadline = time.monotonic() + 300
        while any(positions[p] < ends[p] for p in ends) and time.monotonic() < deadline:
            message = consumer.poll(1.0)
            if message is None or message.error() is not None:
                continue
            values[message.value()] += 1
            positions[message.partition()] = message.offset() + 1
        return values
    finally:
        consumer.close()


def verify(ledger: Ledger, values: Counter, bumped: set[str] = frozenset()) -> dict:
    """Lost and duplicated acknowledged values; `bumped`: value prefixes of producers whose
    epoch librdkafka bumped (their duplicates are counted apart as well)."""
    lost = [value for value in ledger.acked if values[value] == 0]
    duplicated = [value for value in ledger.acked if values[value] > 1]
    after_bump = [value for value in duplicated
                  if value.decode().split(":", 1)[0] + ":" in bumped]
    return {"acknowledged": len(ledger.acked), "lost": len(lost),
            "duplicated": len(duplicated), "duplicated_after_epoch_bump": len(after_bump),
            "producers_with_epoch_bump": len(bumped), "stored_records": sum(values.values()),
            "stored_but_not_acknowledged": len(set(values) - ledger.acked),
            "delivery_failures": dict(ledger.failed), "lost_examples": [
                v.decode() for v in lost[:5]], "duplicated_examples": [
                v.decode() for v in duplicated[:5]]}


class ProducerFleet:
    """`count` idempotent acks=all librdkafka producers, driven by one thread at `rate`
    messages per second each; values are "<producer>:<sequence>"."""

    def __init__(self, bootstrap: str, topic: str, count: int, rate: float, ledger: Ledger,
                 prefix: str) -> None:
        from confluent_kafka import Producer

        # librdkafka's statistics name each producer's epoch: a bumped epoch re-sends what it
        # held unpersisted on every partition, which duplicates what was in fact stored
        # (confluentinc/librdkafka#4953, seen against Apache Kafka too). Duplicates are
        # reported apart when their producer's epoch moved.
        self.epochs: dict[int, int] = {}
        self.producers = [Producer({"bootstrap.servers": bootstrap, "acks": "all",
                                    "enable.idempotence": True, "linger.ms": 10,
                                    "message.timeout.ms": 300000,
                                    "statistics.interval.ms": 5000,
                                    "stats_cb": lambda stats, index=index: self._stats(index,
                                                                                       stats)})
                          for index in range(count)]
        self.topic = topic
        self.rate = rate
        self.ledger = ledger
        self.prefix = prefix
        self.sent = 0
        self.fatal: list[str] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _stats(self, index: int, stats: str) -> None:
        epoch = (json.loads(stats).get("eos") or {}).get("producer_epoch", 0)
        self.epochs[index] = max(self.epochs.get(index, 0), epoch)

    def bumped(self) -> set[str]:
        """The value prefixes ("p94:") of producers whose epoch moved past 0."""
        return {f"{self.prefix}{index}:" for index, epoch in self.epochs.items() if epoch > 0}

    def _run(self) -> None:
        interval = 1.0 / max(self.rate, 1e-9)
        sequence = 0
        next_round = time.monotonic()
        while not self._stop.is_set():
            for index, producer in enumerate(self.producers):
                value = f"{self.prefix}{index}:{sequence}".encode()
                try:
                    producer.produce(self.topic, key=value, value=value,
                                     on_delivery=self.ledger.callback)
                    self.sent += 1
                except BufferError:
                    pass
                except Exception as error:  # a fatal idempotence error, for the report
                    self.fatal.append(str(error))
                producer.poll(0)
            sequence += 1
            next_round += interval
            time.sleep(max(0.0, next_round - time.monotonic()))

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(30)
        for producer in self.producers:
            producer.flush(120)


class ConsumerFleet:
    def __init__(self, bootstrap: str, topic: str, count: int, group_size: int = 25) -> None:
        from confluent_kafka import Consumer

        self.consumers = []
        for index in range(count):
            consumer = Consumer({"bootstrap.servers": bootstrap,
                                 "group.id": f"soak-group-{index // group_size}",
                                 "auto.offset.reset": "earliest"})
            consumer.subscribe([topic])
            self.consumers.append(consumer)
        self.read = 0
        self.errors = Counter()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            for consumer in self.consumers:
                message = consumer.poll(0)
                if message is None:
                    continue
                if message.error() is None:
                    self.read += 1
                else:
                    self.errors[message.error().name()] += 1
            time.sleep(0.01)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(30)
        for consumer in self.consumers:
            consumer.close()


def _leaders(bootstrap: str, topic: str) -> dict[int, int]:
    from confluent_kafka.admin import AdminClient

    metadata = AdminClient({"bootstrap.servers": bootstrap}).list_topics(topic, timeout=20)
    return {p: info.leader for p, info in metadata.topics[topic].partitions.items()}


def _elect_preferred(bootstrap: str) -> str:
    from confluent_kafka import ElectionType
    from confluent_kafka.admin import AdminClient

    admin = AdminClient({"bootstrap.servers": bootstrap})  # held: a dropped one ends the call
    try:
        elected = admin.elect_leaders(ElectionType.PREFERRED, None).result(30)
        return f"{sum(1 for error in elected.values() if error is None)} partitions elected"
    except Exception as error:  # a preferred replica not yet back in the ISR, say
        return f"{type(error).__name__}: {error}"[:160]


def part_clients(args, work: Path) -> dict:
    cluster = SplitCluster(work, "clients")
    try:
        create_topic(cluster.bootstrap, "soak", 12, 3, {"min.insync.replicas": "2"})
        producers = args.clients // 2
        ledger = Ledger()
        log(f"clients: {producers} idempotent producers, {args.clients - producers} consumers "
            f"for {args.minutes} min")
        fleet = ProducerFleet(cluster.bootstrap, "soak", producers, args.rate, ledger, "p")
        readers = ConsumerFleet(cluster.bootstrap, "soak", args.clients - producers)
        started = time.monotonic()
        duration = args.minutes * 60
        rng = random.Random(args.seed)
        events: list[str] = []
        moved = 0
        killed = False
        while time.monotonic() - started < duration:
            elapsed = time.monotonic() - started
            if not killed and elapsed > duration * 0.45:
                victim = rng.choice(list(cluster.brokers))
                cluster.kill(victim)
                events.append(f"{elapsed:.0f}s kill -9 broker {victim}")
                time.sleep(10)
                cluster.restart(victim)
                events.append(f"{time.monotonic() - started:.0f}s broker {victim} restarted")
                killed = True
                continue
            before = _leaders(cluster.bootstrap, "soak")
            victim = rng.choice(list(cluster.brokers))
            cluster.controlled_restart(victim)
            time.sleep(8)
            outcome = _elect_preferred(cluster.bootstrap)
            after = _leaders(cluster.bootstrap, "soak")
            moved += sum(1 for p in before if before[p] != after.get(p))
            events.append(f"{time.monotonic() - started:.0f}s controlled restart of broker "
                          f"{victim}, preferred election {outcome}")
            log(f"clients: {events[-1]}; {len(ledger.acked):,} acknowledged, "
                f"{readers.read:,} read")
            time.sleep(max(0.0, min(args.move_interval, duration - (time.monotonic() - started))))
        fleet.stop()
        readers.stop()
        values = read_topic(cluster.bootstrap, "soak")
        result = {"minutes": args.minutes, "producers": producers,
                  "consumers": args.clients - producers, "sent": fleet.sent,
                  "consumer_reads": readers.read, "leader_changes_seen": moved,
                  "events": events, "fatal_producer_errors": fleet.fatal[:5],
                  **verify(ledger, values, fleet.bumped())}
    finally:
        cluster.stop()
    result["unhandled"] = [line for p in cluster.processes() for line in p.unhandled()]
    result["ok"] = (result["lost"] == 0 and result["duplicated"] == 0
                    and not result["unhandled"] and result["acknowledged"] > 0)
    return result


# --- part 3: kill -9 ------------------------------------------------------------------------


def part_kill9(args, work: Path) -> dict:
    cluster = SplitCluster(work, "kill9")
    try:
        create_topic(cluster.bootstrap, "durable", 6, 3, {"min.insync.replicas": "2"})
        ledger = Ledger()
        fleet = ProducerFleet(cluster.bootstrap, "durable", 4, 50, ledger, "k")
        restart_seconds = []
        for round_number in range(1, args.kill_rounds + 1):
            time.sleep(2)
            acked_before = len(ledger.acked)
            for node_id in list(cluster.brokers):
                cluster.kill(node_id)
            started = time.monotonic()
            threads = [threading.Thread(target=cluster.restart, args=(node_id,))
                       for node_id in list(cluster.brokers)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            restart_seconds.append(time.monotonic() - started)
            deadline = time.monotonic() + 60
            while len(ledger.acked) <= acked_before and time.monotonic() < deadline:
                time.sleep(0.2)
            log(f"kill9: round {round_number}: every broker killed and back in "
                f"{restart_seconds[-1]:.1f} s; {len(ledger.acked):,} acknowledged")
        fleet.stop()
        values = read_topic(cluster.bootstrap, "durable")
        result = {"rounds": args.kill_rounds, "restart_seconds_median": round(
            percentile(restart_seconds, 0.5), 1), **verify(ledger, values, fleet.bumped())}
    finally:
        cluster.stop()
    result["unhandled"] = [line for p in cluster.processes() for line in p.unhandled()]
    result["ok"] = result["lost"] == 0 and result["acknowledged"] > 0 and not result["unhandled"]
    return result


# --- part 4: hostile figures ----------------------------------------------------------------


def _warm_up(host: str, port: int) -> None:
    """One real 1 MiB request, as any producer sends: the frame arena warms up."""
    with socket.create_connection((host, port)) as warm:
        body = struct.pack(">hhih", 18, 0, 1, 1) + b"w" + bytes(MIB)
        warm.sendall(struct.pack(">i", len(body)) + body)
        (remaining,) = struct.unpack(">i", warm.recv(4, socket.MSG_WAITALL))
        warm.recv(remaining, socket.MSG_WAITALL)


def _half_open(args, work: Path) -> dict:
    idle_ms = args.idle_ms
    process, bootstrap = start_up(work, "half-open", config={
        "connections.max.idle.ms": str(idle_ms)})
    try:
        host, port = bootstrap.split(",")[0].rsplit(":", 1)
        port = int(port)
        _warm_up(host, port)
        time.sleep(2)
        before = rss(process.pid)
        sockets = []
        for _ in range(args.half_open):
            client = socket.create_connection((host, port))
            client.sendall(struct.pack(">i", 100 * MIB) + bytes(1024))
            sockets.append(client)
        last_activity = time.monotonic()
        time.sleep(1)
        grown = rss(process.pid) - before
        for client in sockets:
            client.setblocking(False)
        open_sockets = set(range(len(sockets)))
        closed_at = []
        deadline = time.monotonic() + idle_ms / 1000 + 60
        while open_sockets and time.monotonic() < deadline:
            for index in list(open_sockets):
                try:
                    if sockets[index].recv(1) == b"":
                        open_sockets.discard(index)
                        closed_at.append(time.monotonic() - last_activity)
                except BlockingIOError:
                    pass
                except OSError:
                    open_sockets.discard(index)
                    closed_at.append(time.monotonic() - last_activity)
            time.sleep(0.05)
        for client in sockets:
            client.close()
        return {"connections": args.half_open, "size_prefix_bytes": 100 * MIB,
                "sent_bytes_each": 1024, "rss_growth_mib": round(grown / MIB, 1),
                "idle_limit_ms": idle_ms, "closed_by_broker": len(closed_at),
                "last_closed_after_s": round(max(closed_at, default=float("nan")), 2),
                "unhandled": process.unhandled()}
    finally:
        process.stop()


def _bomb_batch(declared: bool) -> bytes:
    """A RecordBatch v2 of one record whose 1 GiB value of zeros zstd squeezes to ~32 KB."""
    import zstandard

    from tests.helpers.crafted import crafted_batch, varint

    size = 1 << 30
    body_head = b"\x00" + varint(0) + varint(0) + varint(-1) + varint(size)
    head = varint(len(body_head) + size + 1) + body_head
    compressor = zstandard.ZstdCompressor(level=3, write_content_size=declared)
    writer = compressor.compressobj(size=len(head) + size + 1 if declared else -1)
    chunk = bytes(MIB)
    parts = [writer.compress(head)] + [writer.compress(chunk) for _ in range(size // MIB)]
    parts += [writer.compress(b"\x00"), writer.flush()]
    return crafted_batch(b"".join(parts), 1, attributes=4)


async def _latencies(host: str, port: int, topic, seconds: float) -> tuple[list, list]:
    from kafkasim.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic
    from tests.helpers.data_path import batch, produce

    producer = await KafkaConnection.connect(host, port)
    fetcher = await KafkaConnection.connect(host, port)
    produce_rtt, fetch_rtt = [], []
    request = FetchRequest(max_wait_ms=0, min_bytes=0, max_bytes=1 << 20, topics=[FetchTopic(
        topic=topic, partitions=[FetchPartition(partition=0, fetch_offset=0,
                                                partition_max_bytes=64 * 1024)])])
    deadline = time.monotonic() + seconds

    async def produce_loop():
        while time.monotonic() < deadline:
            started = time.monotonic()
            await produce(producer, topic, batch(b"x" * 100), acks=-1)
            produce_rtt.append(time.monotonic() - started)
            await asyncio.sleep(0.01)

    async def fetch_loop():
        while time.monotonic() < deadline:
            started = time.monotonic()
            await fetcher.send(request, 12)
            fetch_rtt.append(time.monotonic() - started)
            await asyncio.sleep(0.01)

    try:
        await asyncio.gather(produce_loop(), fetch_loop())
    finally:
        await producer.close()
        await fetcher.close()
    return produce_rtt, fetch_rtt


def _bomber(host: str, port: int, topic: str, seconds: float) -> None:
    """(A subprocess of this script.) Send compression bombs back to back; print the answers."""
    from tests.helpers.data_path import produce

    bombs = [_bomb_batch(True), _bomb_batch(False)]

    async def attack() -> Counter:
        answers = Counter()
        deadline = time.monotonic() + seconds

        async def one(index: int):
            connection = await KafkaConnection.connect(host, port)
            try:
                while time.monotonic() < deadline:
                    result = await produce(connection, topic, bombs[index % 2], acks=1)
                    answers[result.error_code] += 1
            finally:
                await connection.close()

        await asyncio.gather(*(one(i) for i in range(4)))
        return answers

    print(json.dumps(asyncio.run(attack())), flush=True)


def _bombs(args, work: Path) -> dict:
    process, bootstrap = start_up(work, "bombs")
    try:
        create_topic(bootstrap, "latency", 1, 3)
        from confluent_kafka.admin import AdminClient

        leader = AdminClient({"bootstrap.servers": bootstrap}).list_topics(
            "latency", timeout=20).topics["latency"].partitions[0].leader
        host, port = bootstrap.split(",")[leader - 1].rsplit(":", 1)
        seconds = args.bomb_seconds
        base_produce, base_fetch = asyncio.run(_latencies(host, int(port), "latency", seconds))
        bomber = subprocess.Popen([PYTHON, __file__, "--bomber", host, port, "latency",
                                   str(seconds + 2)], cwd=ROOT, stdout=subprocess.PIPE,
                                  text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
        time.sleep(1.5)  # the bombs are built, the attack under way
        attack_produce, attack_fetch = asyncio.run(_latencies(host, int(port), "latency",
                                                              seconds))
        answers = json.loads(bomber.communicate(timeout=120)[0] or "{}")
        result = {"seconds_per_phase": seconds, "bombs_answered": answers,
                  "produce_p99_ms": [round(percentile(base_produce, .99) * 1000, 1),
                                     round(percentile(attack_produce, .99) * 1000, 1)],
                  "fetch_p99_ms": [round(percentile(base_fetch, .99) * 1000, 1),
                                   round(percentile(attack_fetch, .99) * 1000, 1)],
                  "unhandled": process.unhandled()}
        result["p99_rise_ms"] = max(result["produce_p99_ms"][1] - result["produce_p99_ms"][0],
                                    result["fetch_p99_ms"][1] - result["fetch_p99_ms"][0])
        return result
    finally:
        process.stop()


def _shutdown(args, work: Path) -> dict:
    from kafkasim.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic

    process, bootstrap = start_up(work, "shutdown", extra=["--data-dir",
                                                           str(work / "shutdown-data")])
    create_topic(bootstrap, "polled", 1, 3)
    from confluent_kafka.admin import AdminClient

    leader = AdminClient({"bootstrap.servers": bootstrap}).list_topics(
        "polled", timeout=20).topics["polled"].partitions[0].leader
    host, port = bootstrap.split(",")[leader - 1].rsplit(":", 1)
    request = FetchRequest(max_wait_ms=60_000, min_bytes=1, max_bytes=1 << 20, topics=[
        FetchTopic(topic="polled", partitions=[FetchPartition(partition=0, fetch_offset=0,
                                                              partition_max_bytes=1 << 20)])])

    async def run() -> tuple[int, float]:
        clients = [await KafkaConnection.connect(host, int(port)) for _ in range(args.polls)]
        polls = [asyncio.ensure_future(c.send(request, 12)) for c in clients]
        await asyncio.sleep(2)
        loop = asyncio.get_running_loop()
        status, seconds = await loop.run_in_executor(None, process.stop, 120)
        await asyncio.gather(*polls, return_exceptions=True)
        for client in clients:
            await client.close()
        return status, seconds

    status, seconds = asyncio.run(run())
    return {"pending_long_polls": args.polls, "poll_max_wait_ms": 60_000,
            "stop_seconds": round(seconds, 2), "exit_status": status,
            "unhandled": process.unhandled()}


def part_hostile(args, work: Path) -> dict:
    log("hostile: half-open connections")
    half_open = _half_open(args, work)
    log(f"hostile: {half_open}")
    log("hostile: compression bombs against other clients' p99")
    bombs = _bombs(args, work)
    log(f"hostile: {bombs}")
    log("hostile: SIGTERM with pending long polls")
    shutdown = _shutdown(args, work)
    log(f"hostile: {shutdown}")
    result = {"half_open": half_open, "bombs": bombs, "shutdown": shutdown}
    result["ok"] = (half_open["rss_growth_mib"] <= 64
                    and half_open["closed_by_broker"] == half_open["connections"]
                    and bombs["p99_rise_ms"] < 50 and shutdown["stop_seconds"] < 2
                    and shutdown["exit_status"] == 0
                    and not (half_open["unhandled"] or bombs["unhandled"]
                             or shutdown["unhandled"]))
    return result


# --- main -----------------------------------------------------------------------------------

PARTS = {"fuzz": part_fuzz, "clients": part_clients, "kill9": part_kill9,
         "hostile": part_hostile}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--bomber"]:
        host, port, topic, seconds = argv[1:5]
        _bomber(host, int(port), topic, float(seconds))
        return 0
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default=",".join(PARTS),
                        help=f"comma-separated parts (default: all of {', '.join(PARTS)})")
    parser.add_argument("--frames", type=int, default=1_000_000, help="fuzzed frames")
    parser.add_argument("--fuzz-workers", type=int, default=48)
    parser.add_argument("--fuzz-target", default=None, metavar="BOOTSTRAP",
                        help="fuzz this running cluster instead of starting one")
    parser.add_argument("--fuzz-minutes", type=float, default=60,
                        help="stop fuzzing after this long even if short of --frames")
    parser.add_argument("--minutes", type=float, default=10, help="the clients part's length")
    parser.add_argument("--clients", type=int, default=200)
    parser.add_argument("--rate", type=float, default=5.0,
                        help="messages per second per producer in the clients part")
    parser.add_argument("--move-interval", type=float, default=45.0,
                        help="seconds between leader moves in the clients part")
    parser.add_argument("--kill-rounds", type=int, default=20)
    parser.add_argument("--half-open", type=int, default=1000)
    parser.add_argument("--idle-ms", type=int, default=5000,
                        help="connections.max.idle.ms for the half-open figure (Kafka's "
                             "default is 10 minutes)")
    parser.add_argument("--bomb-seconds", type=float, default=20.0)
    parser.add_argument("--polls", type=int, default=1000, help="long polls at SIGTERM")
    parser.add_argument("--seed", type=int, default=10)
    parser.add_argument("--work-dir", default=None)
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args(argv)
    work = Path(args.work_dir or tempfile.mkdtemp(prefix="kafkasim-soak-"))
    work.mkdir(parents=True, exist_ok=True)
    log(f"work directory {work}")
    results = {}
    for name in args.only.split(","):
        started = time.monotonic()
        log(f"part {name}")
        try:
            results[name] = PARTS[name](args, work)
        except Exception as error:
            import traceback

            results[name] = {"ok": False, "error": f"{type(error).__name__}: {error}",
                             "traceback": traceback.format_exc()[-3000:]}
        results[name]["part_seconds"] = round(time.monotonic() - started, 1)
        log(f"part {name}: {'ok' if results[name]['ok'] else 'FAILED'}")
    (work / "soak-results.json").write_text(json.dumps(results, indent=1, default=str))
    if args.json:
        print(json.dumps(results, indent=1, default=str))
    else:
        for name, result in results.items():
            print(f"== {name}: {'ok' if result['ok'] else 'FAILED'}")
            print(json.dumps(result, indent=1, default=str))
    return 0 if all(result["ok"] for result in results.values()) else 1


if __name__ == "__main__":
    raise SystemExit(main())
