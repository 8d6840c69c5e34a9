"""Log compaction throughput, kafkasim beside Apache Kafka in one run on one machine (issue 17,
acceptance check 4).

Each target is a 3-broker cluster started and measured alone, then stopped:

- kafkasim: `kafkasim up --data-dir` in its own process (3 brokers and a controller, segment
  files on disk), `log.cleaner.backoff.ms` 500;
- Apache Kafka: the reference cluster (tests/reference/kafka_cluster.py: KRaft controller and
  3 broker JVMs) with BENCHMARK_JVM_FLAGS (G1, full JIT), tiered storage off,
  `log.cleaner.backoff.ms` 500 (its test default).

Both run their cleaner with Kafka's defaults otherwise: one cleaner thread per broker, a
128 MiB dedupe buffer, `min.cleanable.dirty.ratio` 0.5.

Workload (the same for both): a topic of one partition (replication factor 1, so one cleaner
does the work), `cleanup.policy=compact`, 1 MiB segments, created with `min.compaction.lag.ms`
one hour so that nothing is cleaned while it fills. confluent-kafka writes RECORDS records of
VALUE_BYTES bytes round-robin over KEYS keys (idempotent, acks=all). Then
IncrementalAlterConfigs sets `min.compaction.lag.ms` to 0, and the clock runs until the
partition's `cleaner-offset-checkpoint` (Kafka: one per log directory; kafkasim: one per
partition directory, the same format) reaches the active segment's base offset: the whole log
but the active segment has been compacted.

Reported per target: the log's size before and after (segment files on disk), the seconds
from the config change to the checkpoint, MB/s of log compacted in that time (10^6 bytes of
the log before cleaning, active segment excluded), and the cleaner's own figure of the rounds
that did it (Kafka's LogCleaner statistics line "MB of log processed in N seconds";
kafkasim's cleaner log line). Ratios are kafkasim / Kafka (rates above 1 and times below 1:
kafkasim is faster).
Nothing here asserts; the table reports.

    .venv/bin/python benchmarks/compaction.py [--records N] [--readme]

Needs Java 17+ and the reference jars (make reference-jars).
"""

from __future__ import annotations

import argparse
import datetime
import os
import re
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

RECORDS = 1_000_000
KEYS = 10_000
VALUE_BYTES = 100
SEGMENT_BYTES = 1 << 20
HOLD_MS = 3_600_000
BACKOFF_MS = 500
DEADLINE = 900.0
README = ROOT / "benchmarks" / "README.md"
BEGIN, END = "<!-- compaction:begin -->", "<!-- compaction:end -->"
KAFKA_STATS = re.compile(r"cleaned log (?P<log>\S+) \(dirty section = \[(?P<start>\d+), "
                         r"(?P<end>\d+)\]\)\s+(?P<mb>[\d,.]+) MB of log processed in "
                         r"(?P<seconds>[\d,.]+) seconds")
KAFKASIM_STATS = re.compile(r"cleaned (?P<log>\S+) up to (?P<end>\d+): (?P<kept>\d+) of "
                            r"(?P<read>\d+) records kept \((?P<bytes_kept>\d+) of "
                            r"(?P<bytes_read>\d+) bytes\) in (?P<seconds>[\d.]+) s")


@dataclass
class Target:
    name: str
    bootstrap: str
    data_dir: Path
    stop: Callable[[], None]
    # (log name, MB processed, seconds) of the cleaning rounds logged since the start
    cleaner_rounds: Callable[[], list[tuple[str, float, float]]]
    note: str = ""
    results: dict = field(default_factory=dict)


def start_kafkasim(workdir: Path) -> Target:
    data = workdir / "kafkasim-data"
    log_path = workdir / "kafkasim.log"
    log_file = log_path.open("w")
    environment = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    process = subprocess.Popen(
        [sys.executable, "-m", "kafkasim", "up", "--port-base", "0", "--data-dir", str(data),
         "--log-level", "info", "--config", f"log.cleaner.backoff.ms={BACKOFF_MS}"],
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

    def rounds() -> list[tuple[str, float, float]]:
        found = []
        for match in KAFKASIM_STATS.finditer(log_path.read_text(errors="replace")):
            found.append((match["log"], int(match["bytes_read"]) / 1e6,
                          float(match["seconds"])))
        return found

    return Target("kafkasim", bootstrap, data, stop, rounds,
                  "`kafkasim up --data-dir`: 3 brokers and a controller in one process, "
                  "segment files on disk; the cleaner rewrites segments on its own thread "
                  "(Python, so it shares the GIL with the brokers' event loop)")


def start_kafka(workdir: Path) -> Target:
    cluster = kafka_cluster.ReferenceCluster(
        tiered=False, jvm_flags=kafka_cluster.BENCHMARK_JVM_FLAGS, broker_heap="1g",
        broker_config={"log.cleaner.backoff.ms": str(BACKOFF_MS)})
    cluster.start()

    def rounds() -> list[tuple[str, float, float]]:
        found = []
        for node_id in cluster.broker_ids:
            text = cluster.node_log(node_id).read_text(errors="replace")
            for match in KAFKA_STATS.finditer(text):
                # Kafka's statistics count MB as 2^20 bytes
                found.append((match["log"], float(match["mb"].replace(",", "")) * 1.048576,
                              float(match["seconds"].replace(",", ""))))
        return found

    return Target(f"Apache Kafka {cluster.version}", cluster.bootstrap, cluster.root, cluster.stop,
                  rounds, "KRaft controller + 3 broker JVMs (G1, -Xmx1g), segment files on "
                  "disk (page cache), one LogCleaner thread per broker")


def partition_dir(target: Target, topic: str) -> Path:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        found = [p for p in target.data_dir.rglob(f"{topic}-0") if p.is_dir()]
        if found:
            return found[0]
        time.sleep(0.1)
    raise RuntimeError(f"no directory for {topic}-0 under {target.data_dir}")


def segments(directory: Path) -> list[tuple[int, int]]:
    """(base offset, bytes) of the partition's live segment files."""
    out = []
    for path in directory.glob("*.log"):
        try:
            out.append((int(path.name[:-4]), path.stat().st_size))
        except (ValueError, FileNotFoundError):
            continue
    return sorted(out)


def checkpoint(path: Path, topic: str) -> int | None:
    """The cleaner checkpoint of topic-0 from a cleaner-offset-checkpoint file."""
    try:
        lines = path.read_text().splitlines()
    except FileNotFoundError:
        return None
    for line in lines[2:]:
        parts = line.split()
        if len(parts) == 3 and parts[0] == topic and parts[1] == "0":
            return int(parts[2])
    return None


def produce(bootstrap: str, topic: str, records: int) -> float:
    import confluent_kafka

    producer = confluent_kafka.Producer({"bootstrap.servers": bootstrap, "linger.ms": 20,
                                         "batch.size": 262_144, "enable.idempotence": True,
                                         "queue.buffering.max.messages": 500_000})
    padding = b"." * VALUE_BYTES
    started = time.perf_counter()
    for sequence in range(records):
        value = (b"%09d" % sequence + padding)[:VALUE_BYTES]
        while True:
            try:
                producer.produce(topic, key=b"key-%05d" % (sequence % KEYS), value=value)
                break
            except BufferError:
                producer.poll(0.05)
    remaining = producer.flush(300)
    if remaining:
        raise RuntimeError(f"{remaining} records not delivered")
    return time.perf_counter() - started


def set_topic_config(bootstrap: str, topic: str, key: str, value: str) -> None:
    from confluent_kafka.admin import (
        AdminClient,
        AlterConfigOpType,
        ConfigEntry,
        ConfigResource,
        ResourceType,
    )

    admin = AdminClient({"bootstrap.servers": bootstrap})
    resource = ConfigResource(ResourceType.TOPIC, topic, incremental_configs=[
        ConfigEntry(key, value, incremental_operation=AlterConfigOpType.SET)])
    for future in admin.incremental_alter_configs([resource]).values():
        future.result(timeout=30)


def create_topic(bootstrap: str, topic: str) -> None:
    from confluent_kafka.admin import AdminClient, NewTopic

    admin = AdminClient({"bootstrap.servers": bootstrap})
    new = NewTopic(topic, num_partitions=1, replication_factor=1, config={
        "cleanup.policy": "compact", "segment.bytes": str(SEGMENT_BYTES),
        "min.compaction.lag.ms": str(HOLD_MS)})
    for future in admin.create_topics([new]).values():
        future.result(timeout=60)


def measure(target: Target, records: int) -> None:
    topic = f"compaction-{uuid.uuid4().hex[:8]}"
    create_topic(target.bootstrap, topic)
    produced = produce(target.bootstrap, topic, records)
    directory = partition_dir(target, topic)
    # kafkasim keeps the file in the partition's directory, Kafka one per log directory
    files = [directory / "cleaner-offset-checkpoint",
             directory.parent / "cleaner-offset-checkpoint"]
    time.sleep(1)  # let the last segment files settle
    before = segments(directory)
    active_base = before[-1][0]
    dirty_bytes = sum(size for base, size in before[:-1])
    rounds_before = len(target.cleaner_rounds())
    set_topic_config(target.bootstrap, topic, "min.compaction.lag.ms", "0")
    started = time.perf_counter()
    deadline = time.monotonic() + DEADLINE
    while max(checkpoint(path, topic) or 0 for path in files) < active_base:
        if time.monotonic() > deadline:
            raise RuntimeError(f"{target.name}: not compacted within {DEADLINE:.0f} s")
        time.sleep(0.05)
    seconds = time.perf_counter() - started
    time.sleep(1)
    after = segments(directory)
    rounds = [r for r in target.cleaner_rounds()[rounds_before:] if r[0].startswith(topic)]
    target.results.update({
        "produce_s": produced,
        "before_mb": sum(size for _, size in before) / 1e6,
        "segments_before": len(before),
        "after_mb": sum(size for _, size in after) / 1e6,
        "segments_after": len(after),
        "seconds": seconds,
        "mb_s": dirty_bytes / 1e6 / seconds,
        "records_s": records / seconds,
        "rounds": len(rounds),
        "cleaner_mb_s": sum(mb for _, mb, _ in rounds) / max(sum(s for _, _, s in rounds), 1e-9)
        if rounds else float("nan"),
    })
    print(f"{target.name}: {target.results}", flush=True)


def table(targets: list[Target]) -> str:
    rows = [
        ("log before cleaning (MB, segments)", lambda r: f"{r['before_mb']:.1f} "
         f"({r['segments_before']})", None),
        ("log after cleaning (MB, segments)", lambda r: f"{r['after_mb']:.2f} "
         f"({r['segments_after']})", None),
        ("config change to compacted (s)", lambda r: f"{r['seconds']:.2f}", "seconds"),
        ("compaction MB/s (log before cleaning / time)", lambda r: f"{r['mb_s']:.1f}", "mb_s"),
        ("compaction records/s", lambda r: f"{r['records_s']:,.0f}", "records_s"),
        ("cleaner's own MB/s (its rounds)", lambda r: f"{r['cleaner_mb_s']:.1f} "
         f"({r['rounds']} round{'s' if r['rounds'] != 1 else ''})", "cleaner_mb_s"),
        ("produce time, unmeasured setup (s)", lambda r: f"{r['produce_s']:.1f}", None),
    ]
    ours, theirs = targets[0].results, targets[1].results
    head = f"| | {targets[0].name} | {targets[1].name} | ratio |"
    lines = [head, "|---|---|---|---|"]
    for label, show, key in rows:
        ratio = ""
        if key is not None and theirs.get(key) and ours.get(key) == ours.get(key):
            value = ours[key] / theirs[key]
            ratio = f"{value:.2f}x"
        lines.append(f"| {label} | {show(ours)} | {show(theirs)} | {ratio} |")
    return "\n".join(lines)


def write_readme(text: str) -> None:
    content = README.read_text()
    block = f"{BEGIN}\n{text}\n{END}"
    if BEGIN in content and END in content:
        content = content[:content.index(BEGIN)] + block + content[content.index(END) + len(END):]
    else:
        content = content.rstrip("\n") + "\n\n## Log compaction vs Kafka\n\n" + block + "\n"
    README.write_text(content)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=RECORDS)
    parser.add_argument("--readme", action="store_true", help="write the table to README.md")
    args = parser.parse_args()
    kafka_cluster.ensure_jars()
    targets = []
    with tempfile.TemporaryDirectory(prefix="compaction-bench-") as workdir:
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
        f"average {loads[0]:.1f} at the end), `python benchmarks/compaction.py"
        f"{'' if args.records == RECORDS else f' --records {args.records}'}`: "
        f"{args.records:,} records of {VALUE_BYTES} B over {KEYS:,} keys, 1 MiB segments, one "
        "partition, replication factor 1; the clock runs from `min.compaction.lag.ms` set to 0 "
        "until the cleaner checkpoint reaches the active segment.",
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
