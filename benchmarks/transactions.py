"""The cost of transactions, kafkasim beside Apache Kafka in one run on one machine (issue 17,
acceptance check 4).

Each target is a 3-broker cluster started and measured alone, then stopped:

- kafkasim: `kafkasim up` in its own process (3 brokers and a controller, logs in memory);
- Apache Kafka: the reference cluster (tests/reference/kafka_cluster.py: KRaft controller and
  3 broker JVMs) with BENCHMARK_JVM_FLAGS (G1, full JIT), tiered storage off.

Workload (the same for both): a topic of 3 partitions, replication factor 3; confluent-kafka
(librdkafka) writes RECORDS records of VALUE_BYTES bytes round-robin over the partitions
(acks=all), three ways, each after a warm-up the clock does not see (10 transactions, or
10,000 records without them):

- idempotent: `enable.idempotence`, no transactions, one flush at the end;
- transactional, a commit every 100 records (begin, produce 100, commit_transaction);
- transactional, a commit every 1,000 records.

A transaction costs an AddPartitionsToTxn per new partition, an EndTxn, and the coordinator's
`__transaction_state` writes and WriteTxnMarkers to the three leaders, all waited for before
the next transaction starts. Reported per target and mode: records/s and the mean time per
commit (wall time / transactions); ratios are kafkasim / Kafka (records/s above 1: kafkasim
is faster). A Python client tops out well below either broker for idempotent produce of small
records, so that row compares the client as much as the brokers; the transactional rows are
bound by round trips. Nothing here asserts; the table reports.

    .venv/bin/python benchmarks/transactions.py [--records N] [--readme]

Needs Java 17+ and the reference jars (make reference-jars).
"""

from __future__ import annotations

import argparse
import datetime
import os
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.reference import kafka_cluster  # noqa: E402

RECORDS = 50_000
VALUE_BYTES = 100
PARTITIONS = 3
WARM_UP_TRANSACTIONS = 10
MODES = (("idempotent", None), ("commit every 100", 100), ("commit every 1,000", 1000))
README = ROOT / "benchmarks" / "README.md"
BEGIN, END = "<!-- transactions:begin -->", "<!-- transactions:end -->"


@dataclass
class Target:
    name: str
    bootstrap: str
    stop: Callable[[], None]
    note: str = ""
    results: dict = field(default_factory=dict)


def start_kafkasim(workdir: Path) -> Target:
    log_path = workdir / "kafkasim.log"
    log_file = log_path.open("w")
    environment = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    process = subprocess.Popen(
        [sys.executable, "-m", "kafkasim", "up", "--port-base", "0", "--log-level", "warning"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=log_file, text=True, env=environment)
    bootstrap = None
    for line in process.stdout:
        if line.startswith("bootstrap:"):
            bootstrap = line.split(":", 1)[1].strip()
        if line.startswith("ready in"):
            break
    if bootstrap is None:
        process.kill()
        raise RuntimeError(f"kafkasim up failed (exit {process.wait()}), see {log_path}")

    def stop() -> None:
        process.terminate()
        try:
            process.wait(30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log_file.close()

    return Target("kafkasim", bootstrap, stop,
                  "`kafkasim up`: 3 brokers and a controller in one process (one event loop), "
                  "logs in memory")


def start_kafka(workdir: Path) -> Target:
    cluster = kafka_cluster.ReferenceCluster(
        tiered=False, jvm_flags=kafka_cluster.BENCHMARK_JVM_FLAGS, broker_heap="1g")
    cluster.start()
    return Target(f"Apache Kafka {cluster.version}", cluster.bootstrap, cluster.stop,
                  "KRaft controller + 3 broker JVMs (G1, -Xmx1g), segment files on disk "
                  "(page cache)")


def create_topic(bootstrap: str, topic: str) -> None:
    from confluent_kafka.admin import AdminClient, NewTopic

    admin = AdminClient({"bootstrap.servers": bootstrap})
    for future in admin.create_topics([NewTopic(topic, PARTITIONS, 3)]).values():
        future.result(60)
    time.sleep(1)  # leaders settle on every broker


def run_mode(bootstrap: str, topic: str, records: int, every: int | None) -> dict:
    import confluent_kafka

    config = {"bootstrap.servers": bootstrap, "acks": "all", "linger.ms": 5,
              "enable.idempotence": True}
    if every is not None:
        config["transactional.id"] = f"bench-{uuid.uuid4().hex[:8]}"
    producer = confluent_kafka.Producer(config)
    if every is not None:
        producer.init_transactions(60)
    value = b"x" * VALUE_BYTES
    # A warm-up the clock does not see: connections, metadata, the coordinator, and (for the
    # JVMs) the code paths of this mode compiled.
    for _ in range(WARM_UP_TRANSACTIONS):
        if every is not None:
            producer.begin_transaction()
        for index in range(every or 1000):
            producer.produce(topic, value=value, partition=index % PARTITIONS)
        if every is not None:
            producer.commit_transaction(60)
    assert producer.flush(60) == 0
    transactions = 0
    started = time.perf_counter()
    index = 0
    while index < records:
        batch = min(every or records, records - index)
        if every is not None:
            producer.begin_transaction()
        for _ in range(batch):
            while True:
                try:
                    producer.produce(topic, value=value, partition=index % PARTITIONS)
                    break
                except BufferError:
                    producer.poll(0.01)
            index += 1
        producer.poll(0)
        if every is not None:
            producer.commit_transaction(60)
            transactions += 1
    assert producer.flush(120) == 0
    seconds = time.perf_counter() - started
    return {"records_s": records / seconds, "seconds": seconds, "transactions": transactions,
            "commit_ms": 1000 * seconds / transactions if transactions else None}


def measure(target: Target, records: int) -> None:
    for label, every in MODES:
        topic = f"bench-{uuid.uuid4().hex[:8]}"
        create_topic(target.bootstrap, topic)
        result = run_mode(target.bootstrap, topic, records, every)
        target.results[label] = result
        print(f"  {target.name} {label}: {result['records_s']:,.0f} records/s"
              + (f", {result['commit_ms']:.1f} ms per transaction" if result["commit_ms"]
                 else ""), flush=True)


def table(targets: list[Target]) -> str:
    ours, theirs = targets[0].results, targets[1].results
    lines = [f"| | {targets[0].name} | {targets[1].name} | ratio |", "|---|---|---|---|"]
    for label, _ in MODES:
        mine, kafka = ours[label], theirs[label]
        lines.append(f"| {label}: records/s | {mine['records_s']:,.0f} | "
                     f"{kafka['records_s']:,.0f} | {mine['records_s'] / kafka['records_s']:.2f}x |")
        if mine["commit_ms"]:
            lines.append(f"| {label}: ms per transaction | {mine['commit_ms']:.1f} | "
                         f"{kafka['commit_ms']:.1f} | {mine['commit_ms'] / kafka['commit_ms']:.2f}x |")
    for label, every in MODES:
        if every is None:
            continue
        cost = [t.results[label]["records_s"] / t.results["idempotent"]["records_s"]
                for t in targets]
        lines.append(f"| {label} / idempotent, records/s | {cost[0]:.2f}x | {cost[1]:.2f}x | |")
    return "\n".join(lines)


def write_readme(text: str) -> None:
    content = README.read_text()
    block = f"{BEGIN}\n{text}\n{END}"
    if BEGIN in content and END in content:
        content = content[:content.index(BEGIN)] + block + content[content.index(END) + len(END):]
    else:
        content = content.rstrip("\n") + "\n\n## Transactions vs Kafka\n\n" + block + "\n"
    README.write_text(content)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=RECORDS)
    parser.add_argument("--readme", action="store_true", help="write the table to README.md")
    args = parser.parse_args()
    kafka_cluster.ensure_jars()
    targets = []
    with tempfile.TemporaryDirectory(prefix="transactions-bench-") as workdir:
        for start in (start_kafkasim, start_kafka):
            print(f"starting {start.__name__.removeprefix('start_')} ...", flush=True)
            target = start(Path(workdir))
            try:
                measure(target, args.records)
            finally:
                target.stop()
            targets.append(target)
    loads = os.getloadavg()
    text = "\n".join([
        f"Measured {datetime.date.today()} on this machine ({os.cpu_count()} cores, load "
        f"average {loads[0]:.1f} at the end), `python benchmarks/transactions.py"
        f"{'' if args.records == RECORDS else f' --records {args.records}'}`: "
        f"{args.records:,} records of {VALUE_BYTES} B per mode, confluent-kafka, 3 partitions, "
        "replication factor 3, acks=all.",
        "",
        table(targets),
        "",
        *[f"- {t.name}: {t.note}" for t in targets],
    ])
    print()
    print(text)
    if args.readme:
        write_readme(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
