"""kafkasim side by side with Apache Kafka, librdkafka's mock cluster and franz-go's kfake, in
one run on one machine (issue 11).

Targets, each a 3-broker cluster started and measured alone, then stopped:

- kafkasim: `kafkasim up` in its own process (3 brokers on racks a, b, c and a controller,
  uvloop), replication factor 3;
- Apache Kafka: the reference cluster (tests/reference/kafka_cluster.py: KRaft controller and 3
  broker JVMs), started with BENCHMARK_JVM_FLAGS (G1, full JIT), tiered storage off,
  replication factor 3;
- librdkafka mock: `test.mock.num.brokers=3` inside a confluent-kafka client of this process
  (one log per partition, no replication);
- kfake: franz-go's fake cluster from benchmarks/kfake (a Go process; one log per partition).

Workloads (the same for every target):

- ready: seconds from starting the cluster to answering clients (kafkasim: process spawn to
  its ready line; Kafka: ReferenceCluster.start, JVM starts and format included; mock: the
  client instance that hosts it; kfake: process spawn to its ready line);
- RSS per broker: resident memory (/proc/PID/status VmRSS) after the workloads, divided by the
  brokers a process holds (kafkasim: 3 and its controller in one process; Kafka: each broker
  JVM alone, the controller JVM not counted; mock: the growth of this process since it was
  started; kfake: 3 in one process);
- produce and consume MB/s (10^6 payload bytes a second) of 1,000-byte and 100-byte records
  over 3 partitions, by franz-go's client (tests/clients/go, produce-perf/consume-perf:
  acks=all, idempotent, linger 5 ms; consuming every partition from the start): a Python
  client cannot tell brokers apart at 100 bytes;
- before measuring, each target takes 30,000 records of 1,000 bytes, unmeasured (warm-up);
- produce p99 latency with acks=all: Kafka's own ProducerPerformance (kafka-tools, the
  reference version) at a fixed 1,000 records/s of 1,000 bytes, so the figure is the
  broker's acks=all path, not a queue.

Ratios are kafkasim / peer (throughput: above 1 means kafkasim is faster; time, memory and
latency: below 1 means kafkasim is smaller). Nothing here asserts; the table reports.

    .venv/bin/python benchmarks/vs_kafka.py [--quick] [--readme]

`--readme` writes the table between the markers of the "kafkasim vs Kafka" section of
benchmarks/README.md. Needs Java 17+ and the reference jars (make reference-jars), Go peers
(make peers).
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import re
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.clients import peer_programs  # noqa: E402
from tests.reference import kafka_cluster  # noqa: E402

PARTITIONS = 3
WORKLOADS = [(100_000, 1_000), (500_000, 100)]
QUICK_WORKLOADS = [(20_000, 1_000), (100_000, 100)]
LATENCY_RATE, LATENCY_RECORDS, LATENCY_SIZE = 1_000, 10_000, 1_000
WARM_UP_RECORDS = 30_000
QUICK_LATENCY_RECORDS = 3_000
README = ROOT / "benchmarks" / "README.md"
BEGIN, END = "<!-- vs-kafka:begin -->", "<!-- vs-kafka:end -->"


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError(f"no VmRSS for {pid}")


@dataclass
class Target:
    name: str
    bootstrap: str
    ready_seconds: float
    rss_per_broker_mib: Callable[[], float]
    create_topic: Callable[[str], None]
    stop: Callable[[], None]
    note: str = ""
    go_options: list[str] = field(default_factory=list)  # extra franz-go client flags
    # Records a consumer can read back of `count` produced (the mock keeps a window only).
    readable: Callable[[str, int], int] = lambda topic, count: count
    results: dict = field(default_factory=dict)


def _create_with_go_client(bootstrap: str) -> Callable[[str], None]:
    """Topics made by the franz-go client's CreateTopics (replication factor 3), waited on."""
    def create(topic: str) -> None:
        run_go(["produce", "-bootstrap", bootstrap, "-topic", topic, "-partitions",
                str(PARTITIONS), "-replication-factor", "3", "-count", "0"])
    return create


def start_kafkasim() -> Target:
    environment = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    started = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-m", "kafkasim", "up", "--port-base", "0"],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               text=True, env=environment)
    bootstrap = None
    for line in process.stdout:
        if line.startswith("bootstrap:"):
            bootstrap = line.split(":", 1)[1].strip()
        if re.match(r"ready in ([\d.]+) s", line):
            break
    ready = time.perf_counter() - started
    if bootstrap is None:
        process.kill()
        raise RuntimeError(f"kafkasim up failed (exit {process.wait()})")

    def stop() -> None:
        process.terminate()
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()

    return Target("kafkasim", bootstrap, ready, lambda: rss_kib(process.pid) / 1024 / 3,
                  _create_with_go_client(bootstrap), stop,
                  "`kafkasim up`: 3 brokers and a controller in one process (RSS / 3); logs in "
                  "memory (no --data-dir), replication factor 3, acks=all waits for both "
                  "followers")


def start_kafka() -> Target:
    cluster = kafka_cluster.ReferenceCluster(tiered=False,
                                             jvm_flags=kafka_cluster.BENCHMARK_JVM_FLAGS,
                                             broker_heap="1g")
    began = time.perf_counter()
    cluster.start()
    ready = time.perf_counter() - began

    def rss() -> float:
        pids = [cluster.nodes[n].process.pid for n in cluster.broker_ids]
        return sum(rss_kib(pid) for pid in pids) / 1024 / len(pids)

    return Target(f"Apache Kafka {cluster.version}", cluster.bootstrap, ready, rss,
                  _create_with_go_client(cluster.bootstrap), cluster.stop,
                  "KRaft controller + 3 broker JVMs (G1, -Xmx1g), RSS of a broker JVM; logs "
                  "written to segment files (page cache), replication factor 3")


def start_mock() -> Target:
    import confluent_kafka

    before = rss_kib(os.getpid())
    started = time.perf_counter()
    host = confluent_kafka.Producer({"test.mock.num.brokers": 3, "bootstrap.servers": "mock:1",
                                     "log_level": 3})
    brokers = host.list_topics(timeout=10).brokers.values()
    ready = time.perf_counter() - started
    bootstrap = ",".join(f"{b.host}:{b.port}" for b in brokers)
    holder = {"host": host}

    def create(topic: str) -> None:
        # The mock has no CreateTopics: a topic appears (4 partitions) on its first Metadata.
        holder["host"].list_topics(topic, timeout=10)

    def stop() -> None:
        holder.pop("host", None)

    def readable(topic: str, count: int) -> int:
        # The mock keeps a window of each partition's log (a few MB): what is left of it.
        consumer = confluent_kafka.Consumer({"bootstrap.servers": bootstrap,
                                             "group.id": "vs-kafka-windows"})
        try:
            partitions = holder["host"].list_topics(topic, timeout=10).topics[topic].partitions
            windows = [consumer.get_watermark_offsets(
                confluent_kafka.TopicPartition(topic, p), timeout=10) for p in partitions]
        finally:
            consumer.close()
        return sum(high - low for low, high in windows)

    return Target("librdkafka mock", bootstrap, ready,
                  lambda: (rss_kib(os.getpid()) - before) / 1024 / 3, create, stop,
                  "test.mock.num.brokers=3 in a confluent-kafka 2.16 client (RSS growth / 3), "
                  "one log per partition, no replication; "
                  "franz-go speaks Kafka 2.3's versions to it (it cannot read the mock's newer "
                  "ApiVersions answers); it keeps a few MB per partition, so consuming reads "
                  "what is left", go_options=["-max-kafka-version", "v2.3.0"],
                  readable=readable)


def start_kfake() -> Target:
    started = time.perf_counter()
    process, bootstrap = peer_programs.start_kfake(brokers=3, partitions=PARTITIONS)
    ready = time.perf_counter() - started

    def create(topic: str) -> None:
        run_go(["produce", "-bootstrap", bootstrap, "-topic", topic, "-partitions",
                str(PARTITIONS), "-replication-factor", "1", "-count", "0"])

    return Target("kfake", bootstrap, ready, lambda: rss_kib(process.pid) / 1024 / 3, create,
                  lambda: peer_programs.stop_kfake(process),
                  "franz-go's kfake, 3 brokers in one Go process (RSS / 3); one in-memory log "
                  "per partition, no replication")


# --- clients ----------------------------------------------------------------------------------

def run_go(args: list[str], timeout: float = 600) -> dict:
    done = subprocess.run([*peer_programs.go_client_command(), *args], capture_output=True,
                          text=True, timeout=timeout, stdin=subprocess.DEVNULL)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    result = json.loads(lines[-1]) if lines else {"ok": False, "error": done.stderr[-500:]}
    if not result.get("ok"):
        raise RuntimeError(f"franz-go {args[0]}: {result.get('error')}")
    return result


def producer_performance(bootstrap: str, topic: str, records: int, size: int,
                         rate: int) -> dict:
    """Kafka's ProducerPerformance; its summary line's latencies in ms."""
    jars = kafka_cluster.ensure_jars()
    command = [kafka_cluster.find_java(), "-Xmx512m", "-cp", jars.classpath,
               "org.apache.kafka.tools.ProducerPerformance", "--topic", topic,
               "--num-records", str(records), "--record-size", str(size),
               "--throughput", str(rate), "--producer-props", f"bootstrap.servers={bootstrap}",
               "acks=all", "linger.ms=0", "enable.idempotence=true"]
    try:
        done = subprocess.run(command, capture_output=True, text=True,
                              timeout=60 + 3 * records / rate, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        raise RuntimeError("ProducerPerformance did not finish (the Java producer gets no "
                           "answers from this cluster)") from None
    summary = [line for line in done.stdout.splitlines() if "99th" in line]
    if not summary:
        raise RuntimeError(f"ProducerPerformance failed: {(done.stdout + done.stderr)[-800:]}")
    numbers = dict((name, float(value)) for value, name in re.findall(
        r"([\d.]+) ms (avg latency|max latency|50th|95th|99th|99\.9th)", summary[-1]))
    return {"p50": numbers["50th"], "p99": numbers["99th"], "avg": numbers["avg latency"]}


def measure(target: Target, workloads, latency_records: int) -> None:
    """Every workload; one that fails on this target is reported and left n/a."""
    def attempt(what: str, run: Callable[[], None]) -> None:
        try:
            run()
        except Exception as error:  # a peer that cannot run a workload gets n/a, not a crash
            print(f"  {target.name}: {what}: {error}", flush=True)

    def warm_up() -> None:
        # The same load once, unmeasured: JIT compilers, allocators and caches warm up alike.
        topic = f"bench-warm-up-{uuid.uuid4().hex[:6]}"
        target.create_topic(topic)
        run_go(["produce-perf", "-bootstrap", target.bootstrap, "-topic", topic, "-count",
                str(WARM_UP_RECORDS), "-size", "1000", "-acks", "all", *target.go_options])

    attempt("warm-up", warm_up)
    for count, size in workloads:
        topic = f"bench-{size}-{uuid.uuid4().hex[:6]}"

        def produce(count=count, size=size, topic=topic) -> None:
            target.create_topic(topic)
            result = run_go(["produce-perf", "-bootstrap", target.bootstrap, "-topic", topic,
                             "-count", str(count), "-size", str(size), "-acks", "all",
                             *target.go_options])
            target.results[f"produce {size} B"] = result["mb_per_s"]

        def consume(count=count, size=size, topic=topic) -> None:
            result = run_go(["consume-perf", "-bootstrap", target.bootstrap, "-topic", topic,
                             "-count", str(target.readable(topic, count)), "-size", str(size),
                             *target.go_options])
            target.results[f"consume {size} B"] = result["mb_per_s"]

        attempt(f"produce {size} B", produce)
        if f"produce {size} B" in target.results:
            attempt(f"consume {size} B", consume)
        print(f"  {target.name}: {size} B produce {target.results.get(f'produce {size} B')} "
              f"MB/s, consume {target.results.get(f'consume {size} B')} MB/s", flush=True)

    def latency() -> None:
        topic = f"bench-latency-{uuid.uuid4().hex[:6]}"
        target.create_topic(topic)
        result = producer_performance(target.bootstrap, topic, latency_records, LATENCY_SIZE,
                                      LATENCY_RATE)
        target.results["p99"], target.results["p50"] = result["p99"], result["p50"]
        print(f"  {target.name}: acks=all p50 {result['p50']:.0f} ms, p99 {result['p99']:.0f} ms",
              flush=True)

    attempt("latency", latency)


# --- the table --------------------------------------------------------------------------------

ROWS = [("cluster ready", "ready", "s", False), ("RSS per broker", "rss", "MiB", False),
        ("produce 1,000 B", "produce 1000 B", "MB/s", True),
        ("consume 1,000 B", "consume 1000 B", "MB/s", True),
        ("produce 100 B", "produce 100 B", "MB/s", True),
        ("consume 100 B", "consume 100 B", "MB/s", True),
        ("produce p50, acks=all", "p50", "ms", False),
        ("produce p99, acks=all", "p99", "ms", False)]


def table(targets: list[Target]) -> str:
    ours = targets[0]
    head = "| | " + " | ".join(t.name for t in targets) + " |"
    lines = [head, "|---" * (len(targets) + 1) + "|"]
    for label, key, unit, _ in ROWS:
        cells = []
        for target in targets:
            value = target.results.get(key)
            if value is None:
                cells.append("n/a")
                continue
            digits = 2 if key == "ready" else (0 if key in ("p50", "p99", "rss") else 1)
            text = f"{value:.{digits}f} {unit}"
            base = ours.results.get(key)
            if target is not ours and base and value:
                text += f" ({base / value:.2f}x)"
            cells.append(text)
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def write_readme(text: str) -> None:
    content = README.read_text()
    block = f"{BEGIN}\n{text}\n{END}"
    if BEGIN in content and END in content:
        content = content[:content.index(BEGIN)] + block + content[content.index(END) + len(END):]
    else:
        content = content.rstrip("\n") + "\n\n## kafkasim vs Kafka\n\n" + block + "\n"
    README.write_text(content)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller workloads")
    parser.add_argument("--readme", action="store_true", help="write the table to README.md")
    args = parser.parse_args()
    workloads = QUICK_WORKLOADS if args.quick else WORKLOADS
    latency_records = QUICK_LATENCY_RECORDS if args.quick else LATENCY_RECORDS
    peer_programs.build("go")
    kafka_cluster.ensure_jars()
    targets = []
    for start in (start_kafkasim, start_kafka, start_mock, start_kfake):
        print(f"starting {start.__name__.removeprefix('start_')} ...", flush=True)
        target = start()
        target.results["ready"] = target.ready_seconds
        try:
            measure(target, workloads, latency_records)
            target.results["rss"] = target.rss_per_broker_mib()
        finally:
            target.stop()
        targets.append(target)
    loads = os.getloadavg()
    notes = [f"- {t.name}: {t.note}" for t in targets]
    text = "\n".join([
        f"Measured {datetime.date.today()} on this machine ({os.cpu_count()} cores, load "
        f"average {loads[0]:.1f} at the end), `python benchmarks/vs_kafka.py"
        f"{' --quick' if args.quick else ''}`; workloads "
        + ", ".join(f"{c:,} x {s} B" for c, s in workloads)
        + f"; latency at {LATENCY_RATE:,} records/s x {LATENCY_SIZE} B, {latency_records:,} "
        "records. In parentheses: kafkasim / peer.",
        "",
        table(targets),
        "",
        *notes,
    ])
    print()
    print(text)
    if args.readme:
        write_readme(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
