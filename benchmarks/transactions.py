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

`--versions` measures instead what transactions v2 (KIP-890 part 2: Produce v12 adds the
partitions, EndTxn v5 bumps the epoch) cost against transactions v1 (AddPartitionsToTxn,
EndTxn v4), beside Kafka 4.4.0 in one run: four clusters, each started alone at
`transaction.version` 1 or 2 (`kafkasim up --feature`, the reference cluster formatted with
`--feature`), the Java client 4.4 (which speaks v2 when the cluster finalized level 2; its
`txn-perf` mode) writing RECORDS records of VALUE_BYTES bytes to one partition (replication
factor 3, acks=all) with a commit every 100 records, after ten unmeasured transactions.

Needs Java 17+, the reference jars (make reference-jars) and, for `--versions`, the Java peer
client (scripts/build-peers.sh java).
"""

from __future__ import annotations

import argparse
import datetime
import json
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


def start_kafkasim(workdir: Path, transaction_version: int | None = None) -> Target:
    log_path = workdir / "kafkasim.log"
    log_file = log_path.open("w")
    environment = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    chosen = [] if transaction_version is None else \
        ["--feature", f"transaction.version={transaction_version}"]
    process = subprocess.Popen(
        [sys.executable, "-m", "kafkasim", "up", "--port-base", "0", "--log-level", "warning",
         *chosen],
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


def start_kafka(workdir: Path, transaction_version: int | None = None) -> Target:
    features = {} if transaction_version is None else {"transaction.version": transaction_version}
    cluster = kafka_cluster.ReferenceCluster(
        tiered=False, jvm_flags=kafka_cluster.BENCHMARK_JVM_FLAGS, broker_heap="1g",
        features=features)
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


def write_readme(text: str, begin: str = BEGIN, end: str = END,
                 title: str = "Transactions vs Kafka") -> None:
    content = README.read_text()
    block = f"{begin}\n{text}\n{end}"
    if begin in content and end in content:
        content = content[:content.index(begin)] + block + content[content.index(end) + len(end):]
    else:
        content = content.rstrip("\n") + f"\n\n## {title}\n\n" + block + "\n"
    README.write_text(content)


# --- transactions v2 against v1 (--versions) -----------------------------------------------------

VERSIONS_BEGIN, VERSIONS_END = "<!-- transactions-versions:begin -->", "<!-- transactions-versions:end -->"
COMMIT_EVERY = 100


def java_transactions(bootstrap: str, records: int) -> dict:
    """The Java client's txn-perf: `records` records in transactions of COMMIT_EVERY."""
    from tests.clients.peer_programs import java_client_command

    topic = f"bench-v-{uuid.uuid4().hex[:8]}"
    command = [*java_client_command(), "txn-perf", "--bootstrap", bootstrap, "--topic", topic,
               "--partitions", "1", "--replication-factor", "3", "--count", str(records),
               "--size", str(VALUE_BYTES), "--records-per-transaction", str(COMMIT_EVERY),
               "--transactional-id", f"bench-{uuid.uuid4().hex[:8]}",
               "--timeout-ms", "600000"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        raise RuntimeError(f"txn-perf failed: {done.stderr[-2000:]}")
    result = json.loads(done.stdout.strip().splitlines()[-1])
    return {"records_s": result["records_per_s"], "commit_ms": result["ms_per_commit"]}


def versions(records: int) -> str:
    rows: dict[tuple[str, int], dict] = {}
    names = {}
    with tempfile.TemporaryDirectory(prefix="transactions-versions-") as workdir:
        for start in (start_kafkasim, start_kafka):
            for level in (1, 2):
                print(f"starting {start.__name__.removeprefix('start_')} at "
                      f"transaction.version {level} ...", flush=True)
                target = start(Path(workdir), level)
                try:
                    result = java_transactions(target.bootstrap, records)
                finally:
                    target.stop()
                kind = "kafkasim" if start is start_kafkasim else "kafka"
                names[kind] = target.name
                rows[(kind, level)] = result
                print(f"  {target.name} v{level}: {result['records_s']:,.0f} records/s, "
                      f"{result['commit_ms']:.1f} ms per transaction", flush=True)
    lines = [f"| | {names['kafkasim']} | {names['kafka']} | kafkasim / Kafka |",
             "|---|---|---|---|"]
    for level in (1, 2):
        mine, kafka = rows[("kafkasim", level)], rows[("kafka", level)]
        lines.append(f"| transactions v{level}: records/s | {mine['records_s']:,.0f} | "
                     f"{kafka['records_s']:,.0f} | {mine['records_s'] / kafka['records_s']:.2f}x |")
        lines.append(f"| transactions v{level}: ms per transaction | {mine['commit_ms']:.1f} | "
                     f"{kafka['commit_ms']:.1f} | {mine['commit_ms'] / kafka['commit_ms']:.2f}x |")
    cost = {kind: rows[(kind, 2)]["commit_ms"] / rows[(kind, 1)]["commit_ms"]
            for kind in ("kafkasim", "kafka")}
    lines.append(f"| v2 / v1, ms per transaction | {cost['kafkasim']:.2f}x | "
                 f"{cost['kafka']:.2f}x | |")
    loads = os.getloadavg()
    return "\n".join([
        f"Measured {datetime.date.today()} on this machine ({os.cpu_count()} cores, load "
        f"average {loads[0]:.1f} at the end), `python benchmarks/transactions.py --versions"
        f"{'' if records == RECORDS else f' --records {records}'}`: {records:,} records of "
        f"{VALUE_BYTES} B, a commit every {COMMIT_EVERY}, the Java client 4.4 (txn-perf), one "
        "partition, replication factor 3, acks=all; each cluster started alone at "
        "transaction.version 1 (AddPartitionsToTxn, EndTxn v4) or 2 (Produce v12 adds the "
        "partition, EndTxn v5 bumps the epoch).",
        "", *lines])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=RECORDS)
    parser.add_argument("--readme", action="store_true", help="write the table to README.md")
    parser.add_argument("--versions", action="store_true",
                        help="transactions v2 against v1, the Java client, beside Kafka 4.4.0")
    args = parser.parse_args()
    kafka_cluster.ensure_jars()
    if args.versions:
        text = versions(args.records)
        print()
        print(text)
        if args.readme:
            write_readme(text, VERSIONS_BEGIN, VERSIONS_END, "Transactions v2 against v1")
        return 0
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
