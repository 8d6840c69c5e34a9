"""Share-group consumption (KIP-932), kafkasim beside Apache Kafka in one run on one machine
(issue 22, acceptance check 7).

Each target is a 3-broker cluster started and measured alone, then stopped:

- kafkasim: `kafkasim up` in its own process (3 brokers and a controller, logs in memory);
- Apache Kafka: the reference cluster (tests/reference/kafka_cluster.py: KRaft controller and
  3 broker JVMs) with BENCHMARK_JVM_FLAGS (G1, full JIT), tiered storage off.

Workload (the same for both): a topic of 4 partitions, replication factor 3, filled by Kafka's
ProducerPerformance with RECORDS records of 1,000 B, then of 100 B (a topic each); a share
group per run, set to `share.auto.offset.reset=earliest` (kafka-configs), read by Kafka's own
ShareConsumerPerformance (kafka-tools: KafkaShareConsumer, implicit acknowledgement) with
`--threads 1` and `--threads 4` (4 members of one share group). Reported: the tool's records
per second (nMsg.sec: records over the tool's whole run, joining the group included), the best
of RUNS runs per cell (each run reads the same topics through a new group), and the ratio
kafkasim / Kafka (above 1: kafkasim is faster). Nothing here asserts; the table reports.

    .venv/bin/python benchmarks/share_consumer.py [--records N] [--runs N] [--readme]

Needs Java 17+ and the reference jars (make reference-jars).
"""

from __future__ import annotations

import argparse
import datetime
import os
import subprocess
import sys
import tempfile
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.readme_section import write_section  # noqa: E402
from benchmarks.transactions import Target, start_kafka, start_kafkasim  # noqa: E402
from tests.reference import kafka_cluster  # noqa: E402

RECORDS = 200_000
RUNS = 3
PARTITIONS = 4
SIZES = (1000, 100)
THREADS = (1, 4)
BEGIN, END = "<!-- share-consumer:begin -->", "<!-- share-consumer:end -->"


def _java(main: str, *args: str, timeout: float = 900) -> subprocess.CompletedProcess:
    jars = kafka_cluster.ensure_jars()
    command = [kafka_cluster.find_java(), "-Xmx1g", "-cp", jars.classpath, main, *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL)


def _config_command() -> str:
    version = tuple(int(p) for p in kafka_cluster.ensure_jars().version.split(".")[:2])
    return "org.apache.kafka.tools.ConfigCommand" if version >= (4, 4) \
        else "kafka.admin.ConfigCommand"


def fill(bootstrap: str, topic: str, records: int, size: int) -> None:
    done = _java("org.apache.kafka.tools.TopicCommand", "--bootstrap-server", bootstrap,
                 "--create", "--topic", topic, "--partitions", str(PARTITIONS),
                 "--replication-factor", "3")
    if done.returncode:
        raise RuntimeError(f"creating {topic}: {done.stdout}{done.stderr}")
    done = _java("org.apache.kafka.tools.ProducerPerformance", "--topic", topic,
                 "--num-records", str(records), "--record-size", str(size),
                 "--throughput", "-1", "--producer-props", f"bootstrap.servers={bootstrap}",
                 "acks=1", "linger.ms=5", "batch.size=262144")
    if done.returncode:
        raise RuntimeError(f"ProducerPerformance: {done.stdout[-800:]}{done.stderr[-800:]}")


def share_consume(bootstrap: str, topic: str, records: int, threads: int) -> float:
    """ShareConsumerPerformance's records per second through a new share group set to
    earliest."""
    group = f"bench-share-{uuid.uuid4().hex[:8]}"
    done = _java(_config_command(), "--bootstrap-server", bootstrap, "--alter",
                 "--entity-type", "groups", "--entity-name", group, "--add-config",
                 "share.auto.offset.reset=earliest")
    if done.returncode:
        raise RuntimeError(f"kafka-configs: {done.stdout}{done.stderr}")
    done = _java("org.apache.kafka.tools.ShareConsumerPerformance", "--bootstrap-server",
                 bootstrap, "--topic", topic, "--group", group, "--num-records", str(records),
                 "--threads", str(threads), "--timeout", "60000")
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    if done.returncode or len(lines) < 2:
        raise RuntimeError(f"ShareConsumerPerformance: {done.stdout[-800:]}{done.stderr[-800:]}")
    header = [h.strip() for h in lines[0].split(",")]
    values = [v.strip() for v in lines[-1].split(",")]
    row = dict(zip(header, values, strict=False))
    return float(row["nMsg.sec"])


def measure(target: Target, records: int, runs: int) -> None:
    """Fill a topic per record size, then read it `runs` times per member count; the best
    rate per cell is kept."""
    topics = {}
    for size in SIZES:
        topics[size] = f"bench-share-{size}-{uuid.uuid4().hex[:6]}"
        fill(target.bootstrap, topics[size], records, size)
    for run in range(runs):
        for size in SIZES:
            for threads in THREADS:
                rate = share_consume(target.bootstrap, topics[size], records, threads)
                cell = (size, threads)
                target.results[cell] = max(rate, target.results.get(cell, 0.0))
                print(f"{target.name} run {run + 1}: {size} B, {threads} member(s): "
                      f"{rate:,.0f} records/s", flush=True)


def table(targets: list[Target]) -> str:
    ours, theirs = targets[0].results, targets[1].results
    lines = [f"| records, members | {targets[0].name} records/s | {targets[1].name} records/s "
             "| ratio | target 1.5x |", "|---|---|---|---|---|"]
    for size in SIZES:
        for threads in THREADS:
            mine, kafka = ours[(size, threads)], theirs[(size, threads)]
            ratio = mine / kafka
            lines.append(f"| {size:,} B, {threads} | {mine:,.0f} | {kafka:,.0f} | {ratio:.2f}x "
                         f"| {'met' if ratio >= 1.5 else 'MISSED'} |")
    return "\n".join(lines)


def _measured(target: Target, records: int, runs: int) -> None:
    """Measure one started target, then stop it (one cluster on the machine at a time)."""
    print(f"measuring {target.name} ...", flush=True)
    try:
        measure(target, records, runs)
    finally:
        target.stop()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=RECORDS)
    parser.add_argument("--runs", type=int, default=RUNS, help="best of this many per cell")
    parser.add_argument("--readme", action="store_true", help="write the table to README.md")
    args = parser.parse_args()
    if args.records < 1 or args.runs < 1:
        parser.error("--records and --runs must be at least 1")
    kafka_cluster.ensure_jars()
    with tempfile.TemporaryDirectory(prefix="share-bench-") as workdir:
        targets = [start(Path(workdir)) for start in (start_kafkasim,)]
        _measured(targets[0], args.records, args.runs)
        targets.append(start_kafka(Path(workdir)))
        _measured(targets[1], args.records, args.runs)
    loads = os.getloadavg()
    text = "\n".join([
        f"Measured {datetime.date.today()} on this machine ({os.cpu_count()} cores, load "
        f"average {loads[0]:.1f} at the end), `python benchmarks/share_consumer.py"
        f"{'' if args.records == RECORDS else f' --records {args.records}'}"
        f"{'' if args.runs == RUNS else f' --runs {args.runs}'}`: "
        f"{args.records:,} records per topic, 4 partitions, replication factor 3, Kafka's "
        "ShareConsumerPerformance (kafka-tools of the reference version) through a new share "
        f"group set to earliest, best of {args.runs} per cell.",
        "",
        table(targets),
        "",
        *[f"- {t.name}: {t.note}" for t in targets],
    ])
    print()
    print(text)
    if args.readme:
        write_section("Share groups vs Kafka", BEGIN, END, text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
