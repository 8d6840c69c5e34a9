"""`kafkasim demo` / `python -m kafkasim.client.demo`: the `make demo` scenario, end to end.

    run       everything on this machine: for each selector (rack-aware, then leader) start
              `kafkasim up` (3 brokers on racks a/b/c, 127.0.0.1) as a subprocess, create the
              topic, produce at a fixed rate while one confluent-kafka consumer per rack
              (`client.rack`) consumes everything and writes fetch logs from its librdkafka
              statistics (`client.librdkafka_stats`); then `kafkasim report` (Spark, as a
              subprocess) compares the two runs and the headline numbers are printed.
    produce   one producer against a running cluster (docker-compose's `producer` service)
    consume   one rack's consumer writing fetch logs (docker-compose's `consumer-<rack>`)
    headline  print the headline numbers of a written report

Layout of `--out` (default `demo-out/`): `logs/<label>/rack-<r>/*.jsonl` fetch logs,
`report/` the Spark report (`report.html`, `summary.json`, tables and charts),
`cluster-<label>.log` each cluster's output.

This module is on the client side of the dependency rule: it never imports the broker or the
analytics (both run as `python -m kafkasim ...` subprocesses).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from kafkasim.client.fetch_log import FetchLogWriter, read_fetch_log
from kafkasim.client.librdkafka_stats import LibrdkafkaFetchLogAdapter, broker_racks

RACKS = ("a", "b", "c")
RACK_AWARE = "org.apache.kafka.common.replica.RackAwareReplicaSelector"
LEADER = "org.apache.kafka.common.replica.LeaderSelector"
# (label, replica.selector.class): the "after" run first, then the baseline.
PHASES = (("rack-aware", RACK_AWARE), ("leader", LEADER))
# The folder that holds the `kafkasim` package (a checkout, or site-packages), for subprocesses.
IMPORT_ROOT = Path(__file__).absolute().parents[2]  # .../kafkasim/client/demo.py
START_TIMEOUT = 60.0
# Per-partition fetch size of the demo's consumers: small, so that a backlog takes many fetches.
FETCH_PARTITION_BYTES = 16 * 1024


@dataclass
class DemoSettings:
    """What one demo run does; `quick()` is the reduced mode the test suite uses."""

    out: Path = Path("demo-out")
    topic: str = "demo-events"
    partitions: int = 6
    replication_factor: int = 3
    seconds: float = 10.0  # producing time per phase
    rate: int = 2000  # messages per second
    message_bytes: int = 200
    statistics_interval_ms: int = 500
    drain_timeout: float = 30.0  # seconds for consumers to catch up after producing
    backlog_seconds: float = 3.0  # producing time before the consumers start
    report: bool = True
    report_progress: bool = True
    topology: str | None = "default"  # the network model (`kafkasim up --topology`)
    own_consumers: bool = True  # kafkasim's own consumers beside librdkafka's
    spark_args: list[str] = field(default_factory=list)

    @classmethod
    def quick(cls, out: Path) -> DemoSettings:
        return cls(out=Path(out), seconds=3.0, rate=500, statistics_interval_ms=200,
                   report_progress=False, backlog_seconds=1.5)


def _log(message: str) -> None:
    print(f"[demo] {message}", flush=True)


def _python_command(*args: str) -> list[str]:
    """`python -m kafkasim ARGS` with this interpreter: works with or without the package
    installed (the folder holding `kafkasim` is put on PYTHONPATH)."""
    return [sys.executable, "-m", "kafkasim", *args]


def _environment() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(IMPORT_ROOT), env.get("PYTHONPATH")]))
    env["PYTHONUNBUFFERED"] = "1"
    return env


# --- the cluster, as a subprocess -----------------------------------------------------------


class ClusterProcess:
    """`kafkasim up` in the background: 3 brokers on racks a/b/c on free 127.0.0.1 ports.

    Output goes to `log_path`; `start()` returns once the cluster printed its ready line and
    sets `bootstrap`; `stop()` sends SIGINT (controlled shutdown) and waits."""

    def __init__(self, selector: str, log_path: Path, racks: Sequence[str] = RACKS,
                 topology: str | None = "default", fetch_records: Path | None = None) -> None:
        self.selector = selector
        self.log_path = log_path
        self.racks = racks
        self.topology_spec = topology
        self.fetch_records = fetch_records
        self.bootstrap: str | None = None
        # With the network model: each rack's bootstrap (clients dialling it sit in that rack)
        # and the model itself, as `kafkasim up` prints them.
        self.bootstraps: dict[str, str] = {}
        self.topology: dict | None = None
        self._process: subprocess.Popen | None = None

    def bootstrap_for(self, rack: str) -> str:
        """Where clients in `rack` bootstrap: its listeners, else the primary listener."""
        return self.bootstraps.get(rack) or self.bootstrap

    def start(self) -> str:
        command = _python_command(
            "up", "--brokers", str(len(self.racks)), "--racks", ",".join(self.racks),
            "--port-base", "0", "--config", f"replica.selector.class={self.selector}",
            # Consumers join their groups at once instead of after Kafka's 3 s delay.
            "--config", "group.initial.rebalance.delay.ms=0",
            *(["--topology", self.topology_spec] if self.topology_spec else []),
            *(["--fetch-records", str(self.fetch_records)] if self.fetch_records else []))
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        self._process = subprocess.Popen(command, stdout=subprocess.PIPE,
                                         stderr=subprocess.STDOUT, text=True, env=_environment())
        ready = threading.Event()
        threading.Thread(target=self._pump, args=(ready,), daemon=True).start()
        if not ready.wait(START_TIMEOUT) or self.bootstrap is None:
            self.stop()
            raise RuntimeError(f"kafkasim up did not start; see {self.log_path}")
        return self.bootstrap

    def _pump(self, ready: threading.Event) -> None:
        with open(self.log_path, "w") as log:
            for line in self._process.stdout:
                log.write(line)
                log.flush()
                if line.startswith("bootstrap: "):
                    self.bootstrap = line.split(" ", 1)[1].strip()
                elif line.startswith("bootstrap["):
                    rack, _, servers = line.removeprefix("bootstrap[").partition("]: ")
                    self.bootstraps[rack] = servers.strip()
                elif line.startswith("topology: "):
                    self.topology = json.loads(line.split(" ", 1)[1])
                elif line.startswith("ready in"):
                    ready.set()
        ready.set()  # the process ended: start() then fails unless it was ready

    def stop(self) -> None:
        process = self._process
        if process is None or process.poll() is not None:
            return
        process.send_signal(signal.SIGINT)
        try:
            process.wait(30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)

    def __enter__(self) -> ClusterProcess:
        self.start()
        return self

    def __exit__(self, *exc_info) -> None:
        self.stop()


# --- producer and consumers -----------------------------------------------------------------


def create_topic(bootstrap: str, topic: str, partitions: int, replication_factor: int) -> None:
    """Create `topic` (AdminClient CreateTopics); an existing topic is fine."""
    from confluent_kafka import KafkaError
    from confluent_kafka.admin import AdminClient, NewTopic

    admin = AdminClient({"bootstrap.servers": bootstrap, "log_level": 4})
    future = admin.create_topics([NewTopic(topic, partitions, replication_factor)])[topic]
    try:
        future.result(30)
    except Exception as error:
        code = error.args[0].code() if error.args and hasattr(error.args[0], "code") else None
        if code != KafkaError.TOPIC_ALREADY_EXISTS:
            raise


def produce(bootstrap: str, topic: str, seconds: float, rate: int, message_bytes: int) -> int:
    """Produce `rate` messages per second for `seconds` (acks=all, keys spread over
    partitions); return how many were acknowledged."""
    import confluent_kafka

    # linger.ms 100: with the network model an acks=all Produce takes a few modelled round
    # trips, and a broker answers a connection's requests one at a time (as Kafka does), so
    # fewer, larger requests keep up where one every 20 ms would queue.
    producer = confluent_kafka.Producer({"bootstrap.servers": bootstrap, "acks": "all",
                                         "linger.ms": 100, "client.id": "demo-producer"})
    acknowledged = 0
    failed = 0

    def delivered(error, _message) -> None:
        nonlocal acknowledged, failed
        if error is None:
            acknowledged += 1
        else:
            failed += 1

    payload = (b"kafkasim-demo-" * (message_bytes // 14 + 1))[:message_bytes]
    started = time.monotonic()
    sent = 0
    total = int(seconds * rate)
    while sent < total:
        due = min(int((time.monotonic() - started) * rate), total)
        while sent < due:
            try:
                producer.produce(topic, key=f"key-{sent % 997}".encode(), value=payload,
                                 on_delivery=delivered)
                sent += 1
            except BufferError:
                producer.poll(0.05)
        producer.poll(0.01)
    remaining = producer.flush(60)
    if remaining or failed:
        _log(f"producer: {remaining} undelivered, {failed} failed")
    return acknowledged


class RackConsumer(threading.Thread):
    """One confluent-kafka consumer in `rack` (its own group, so it reads every partition),
    polled on its own thread, writing fetch logs through the librdkafka statistics adapter."""

    def __init__(self, bootstrap: str, topic: str, rack: str, log_dir: Path, group: str,
                 statistics_interval_ms: int, racks_by_broker: dict[int, str | None],
                 client_id: str | None = None) -> None:
        super().__init__(name=f"consumer-{rack}", daemon=True)
        import confluent_kafka

        self.rack = rack
        self.writer = FetchLogWriter(log_dir, prefix=f"rack-{rack}")
        self.adapter = LibrdkafkaFetchLogAdapter(self.writer, client_rack=rack,
                                                 broker_racks=racks_by_broker)
        self.consumer = confluent_kafka.Consumer({
            "bootstrap.servers": bootstrap, "group.id": group,
            "client.id": client_id or f"consumer-{rack}",
            "client.rack": rack, "auto.offset.reset": "earliest", "enable.auto.commit": True,
            "max.partition.fetch.bytes": FETCH_PARTITION_BYTES,
            "statistics.interval.ms": statistics_interval_ms,
            "stats_cb": self.adapter.on_statistics,
        })
        self.consumer.subscribe([topic], on_assign=lambda _c, _p: self.assigned.set())
        self.assigned = threading.Event()
        self.consumed = 0
        self.last_message_at = time.monotonic()
        self.stop_requested = threading.Event()
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            while not self.stop_requested.is_set():
                for message in self.consumer.consume(500, 0.1):
                    if message.error() is None:
                        self.consumed += 1
                        self.last_message_at = time.monotonic()
        except BaseException as error:  # reported by the caller
            self.error = error
        finally:
            self.consumer.close()
            self.writer.close()


class OwnConsumers(threading.Thread):
    """kafkasim's own consumers (client/consumer.py), one per rack, on one asyncio loop in a
    thread: each dials its rack's listeners, sends `client_rack`, joins its own group and
    writes an exact fetch-log line per partition per Fetch answer into `log_dir/kafkasim-<r>`.
    """

    def __init__(self, bootstraps: dict[str, str], topic: str, log_dir: Path, label: str
                 ) -> None:
        super().__init__(name="own-consumers", daemon=True)
        self.bootstraps = bootstraps
        self.topic = topic
        self.log_dir = log_dir
        self.label = label
        self.consumed = dict.fromkeys(bootstraps, 0)
        self.assigned = threading.Event()
        self.stop_requested = threading.Event()
        self.error: BaseException | None = None

    def run(self) -> None:
        import asyncio

        try:
            asyncio.run(self._main())
        except BaseException as error:  # reported by the caller
            self.error = error

    async def _main(self) -> None:
        import asyncio

        from kafkasim.client.consumer import Consumer

        consumers = {rack: Consumer(bootstrap, client_id=f"kafkasim-{rack}", client_rack=rack,
                                    group_id=f"demo-{self.label}-kafkasim-{rack}",
                                    auto_offset_reset="earliest",
                                    max_partition_fetch_bytes=FETCH_PARTITION_BYTES,
                                    fetch_log=str(self.log_dir / f"kafkasim-{rack}"))
                     for rack, bootstrap in self.bootstraps.items()}
        try:
            for consumer in consumers.values():
                await consumer.start()
                consumer.subscribe([self.topic])
            await asyncio.gather(*(self._consume(rack, consumer)
                                   for rack, consumer in consumers.items()))
        finally:
            for consumer in consumers.values():
                await consumer.close()

    async def _consume(self, rack: str, consumer) -> None:
        while not self.stop_requested.is_set():
            batches = await consumer.getmany(timeout_ms=100)
            if consumer.assignment():
                self.assigned.set()
            self.consumed[rack] += sum(len(records) for records in batches.values())


def _settle(consumers: Sequence[RackConsumer], statistics_interval_ms: int) -> None:
    """Let two more statistics documents land, so the last fetches are in the logs."""
    documents = [consumer.adapter.documents for consumer in consumers]
    deadline = time.monotonic() + 10 * statistics_interval_ms / 1000 + 5
    while time.monotonic() < deadline and any(
            consumer.adapter.documents < seen + 2 for consumer, seen in zip(consumers, documents, strict=True)):
        time.sleep(0.05)


@dataclass
class PhaseResult:
    label: str
    produced: int
    consumed: dict[str, int]
    log_dir: Path
    seconds: float
    records_dir: Path | None = None
    topology: dict | None = None


def run_phase(settings: DemoSettings, label: str, selector: str) -> PhaseResult:
    """One cluster run with `selector`: topic, consumers, producer, drained fetch logs."""
    started = time.monotonic()
    log_dir = settings.out / "logs" / label
    records_dir = settings.out / "broker-records" / label
    with ClusterProcess(selector, settings.out / f"cluster-{label}.log",
                        topology=settings.topology, fetch_records=records_dir) as cluster:
        # Every client dials its own rack's listeners (the network model): that is its rack.
        bootstrap = cluster.bootstrap_for(RACKS[0])
        _log(f"{label}: cluster up (replica.selector.class={selector}); per-rack bootstrap "
             + ", ".join(f"{rack}: {cluster.bootstrap_for(rack)}" for rack in RACKS))
        create_topic(bootstrap, settings.topic, settings.partitions, settings.replication_factor)
        racks_by_broker = broker_racks(bootstrap)
        consumers = [RackConsumer(cluster.bootstrap_for(rack), settings.topic, rack,
                                  log_dir / f"rack-{rack}", f"demo-{label}-{rack}",
                                  settings.statistics_interval_ms, racks_by_broker,
                                  client_id=f"librdkafka-{rack}") for rack in RACKS]
        own = OwnConsumers({rack: cluster.bootstrap_for(rack) for rack in RACKS},
                           settings.topic, log_dir, label) if settings.own_consumers else None
        _log(f"{label}: producing {settings.rate}/s for {settings.seconds:g} s; librdkafka and "
             f"kafkasim consumers in racks {', '.join(RACKS)} start after "
             f"{settings.backlog_seconds:g} s")
        # The consumers start behind (a backlog, fetched 16 KB per partition at a time), so
        # that many fetches are answered at once: those measure the network, not the wait.
        outcome: dict = {}
        producer = threading.Thread(target=lambda: outcome.update(produced=produce(
            bootstrap, settings.topic, settings.seconds, settings.rate,
            settings.message_bytes)), name="producer", daemon=True)
        producer.start()
        time.sleep(settings.backlog_seconds)
        for consumer in consumers:
            consumer.start()
        if own is not None:
            own.start()
        try:
            for consumer in consumers:
                if not consumer.assigned.wait(30):
                    raise RuntimeError(f"consumer in rack {consumer.rack} got no assignment")
            if own is not None and not own.assigned.wait(30):
                raise RuntimeError("kafkasim's own consumers got no assignment")
            producer.join()
            if "produced" not in outcome:
                raise RuntimeError(f"{label}: the producer failed")
            produced = outcome["produced"]
            deadline = time.monotonic() + settings.drain_timeout
            while time.monotonic() < deadline and (any(
                    c.consumed < produced and c.error is None for c in consumers) or (
                    own is not None and own.error is None
                    and min(own.consumed.values()) < produced)):
                time.sleep(0.05)
            _settle(consumers, settings.statistics_interval_ms)
        finally:
            for consumer in [*consumers, *([own] if own is not None else [])]:
                consumer.stop_requested.set()
            for consumer in [*consumers, *([own] if own is not None else [])]:
                consumer.join(30)
    for consumer in consumers:
        if consumer.error is not None:
            raise RuntimeError(f"consumer in rack {consumer.rack} failed") from consumer.error
    if own is not None and own.error is not None:
        raise RuntimeError("kafkasim's own consumers failed") from own.error
    consumed = {f"librdkafka-{consumer.rack}": consumer.consumed for consumer in consumers}
    if own is not None:
        consumed.update({f"kafkasim-{rack}": count for rack, count in own.consumed.items()})
    result = PhaseResult(label, produced, consumed, log_dir, time.monotonic() - started,
                         records_dir, cluster.topology)
    totals = log_totals(log_dir)
    _log(f"{label}: produced {produced}, consumed {consumed}; fetch logs: "
         f"{totals['records']} records logged, {totals['bytes']:,} bytes, "
         f"{totals['cross_rack_fraction']:.1%} cross-rack ({result.seconds:.1f} s)")
    if any(count < produced for count in consumed.values()):
        raise RuntimeError(f"{label}: consumers did not receive every message: {consumed}")
    return result


def log_totals(log_dir: Path) -> dict:
    """Bytes and cross-rack bytes in a fetch-log directory, without Spark (a cross-check of
    the report's numbers)."""
    total = cross = records = 0
    for record in read_fetch_log([log_dir]):
        total += record.bytes
        records += record.records
        if record.client_rack and record.broker_rack and record.client_rack != record.broker_rack:
            cross += record.bytes
    return {"bytes": total, "cross_rack_bytes": cross, "records": records,
            "cross_rack_fraction": cross / total if total else 0.0}


# --- the report -----------------------------------------------------------------------------


def run_report(settings: DemoSettings, after: PhaseResult, before: PhaseResult) -> Path:
    """`kafkasim report` (Spark) over both runs, as a subprocess; return the report dir."""
    out = settings.out / "report"
    network: list[str] = []
    if after.topology is not None:
        topology_path = settings.out / "topology.json"
        topology_path.write_text(json.dumps(after.topology, indent=1))
        network = ["--topology-json", str(topology_path),
                   "--broker-records", str(after.records_dir),
                   "--baseline-broker-records", str(before.records_dir)]
    command = _python_command(
        "report", str(after.log_dir), "--baseline", str(before.log_dir), "--label",
        after.label, "--baseline-label", before.label, "--out", str(out), *network,
        "--title", "kafkasim demo: rack-aware vs leader fetching",
        *([] if settings.report_progress else ["--no-progress"]), *settings.spark_args)
    _log("Spark report: " + " ".join(command[2:]))
    subprocess.run(command, check=True, env=_environment())
    return out


def headline(report_dir: Path) -> dict:
    """The headline numbers from a report's summary.json."""
    summary = json.loads((Path(report_dir) / "summary.json").read_text())
    comparison = summary.get("comparison") or {}
    before, after = comparison.get("before", {}), comparison.get("after", {})
    return {
        "report": str(Path(report_dir) / "report.html"),
        "before_label": comparison.get("before_label"),
        "after_label": comparison.get("after_label"),
        "cross_rack_fraction_before": before.get("cross_rack_fraction"),
        "cross_rack_fraction_after": after.get("cross_rack_fraction"),
        "bytes_before": before.get("bytes"),
        "bytes_after": after.get("bytes"),
        "cross_rack_bytes_before": before.get("cross_rack_bytes"),
        "cross_rack_bytes_after": after.get("cross_rack_bytes"),
        "cross_rack_bytes_saved": comparison.get("cross_rack_bytes_saved"),
        "cross_rack_bytes_saved_fraction": comparison.get("cross_rack_bytes_saved_fraction"),
        "follower_fetch_share_after": after.get("follower_fetch_share"),
        "cross_rack_cost_before": before.get("cross_rack_cost"),
        "cross_rack_cost_after": after.get("cross_rack_cost"),
        **_network_headline(summary.get("network")),
    }


def _network_headline(network: dict | None) -> dict:
    """headline.json's network part: per selector label and rack pair `a->b`, p50 and p99
    of the fetches answered without a long-poll wait (broker-side records); the model."""
    if not network:
        return {}
    latency = {label: {row["pair"]: {"p50": row["p50_ms"], "p99": row["p99_ms"],
                                     "fetches": row["fetches"]}
                       for row in tables["latency"]}
               for label, tables in network["runs"].items()}
    differences: dict = {}
    for label, tables in network["runs"].items():
        for row in tables["reconciliation"]:
            if row["difference"] is not None:
                kinds = differences.setdefault(label, {})
                kinds[row["client_kind"]] = max(kinds.get(row["client_kind"], 0.0),
                                                abs(row["difference"]))
    saved = {label: sum(row["request_bytes_saved"] for row in tables["sessions"])
             for label, tables in network["runs"].items()}
    client_latency = {label: {row["pair"]: {"p50": row["p50_ms"], "p99": row["p99_ms"],
                                            "fetches": row["fetches"]}
                              for row in tables.get("client_latency", [])}
                      for label, tables in network["runs"].items()}
    return {"latency_ms": latency, "client_latency_ms": client_latency,
            "topology": network.get("topology"),
            "kip227_request_bytes_saved": saved,
            "reconciliation_max_difference": differences}


def print_headline(numbers: dict) -> None:
    def percent(value) -> str:
        return "n/a" if value is None else f"{value:.1%}"

    print()
    print(f"HTML report: {numbers['report']}")
    print(f"cross-rack fraction of fetched bytes: {numbers['before_label']} "
          f"{percent(numbers['cross_rack_fraction_before'])} -> {numbers['after_label']} "
          f"{percent(numbers['cross_rack_fraction_after'])}")
    saved = numbers["cross_rack_bytes_saved"]
    print(f"cross-rack bytes: {numbers['cross_rack_bytes_before'] or 0:,} -> "
          f"{numbers['cross_rack_bytes_after'] or 0:,}  (saved {saved or 0:,} bytes, "
          f"{percent(numbers['cross_rack_bytes_saved_fraction'])})")
    print(f"fetches served by a same-rack follower with the rack-aware selector: "
          f"{percent(numbers['follower_fetch_share_after'])}")
    if numbers.get("cross_rack_cost_before") is not None:
        print(f"cross-rack cost: {numbers['before_label']} "
              f"${numbers['cross_rack_cost_before']:.6f} -> {numbers['after_label']} "
              f"${numbers['cross_rack_cost_after']:.6f}")
    topology = numbers.get("topology") or {}
    modelled = topology.get("latency_ms", {})
    for label, pairs in (numbers.get("latency_ms") or {}).items():
        print(f"fetch latency, {label} selector (answered without a long-poll wait; "
              "p50 / p99 / modelled round trip, ms):")
        for pair in sorted(pairs):
            values = pairs[pair]
            model = 2 * modelled[pair] if pair in modelled else None
            model_text = "n/a" if model is None else f"{model:.1f}"
            off = "" if model is None else f" ({values['p50'] / model - 1:+.0%})"
            print(f"  {pair}: {values['p50']:.1f} / {values['p99']:.1f} / {model_text}{off}"
                  f"  [{values['fetches']} fetches]")
    for label, pairs in (numbers.get("client_latency_ms") or {}).items():
        if pairs:
            print(f"the same fetches timed by kafkasim's consumers, {label} selector (p50 ms): "
                  + ", ".join(f"{pair} {values['p50']:.1f}"
                              for pair, values in sorted(pairs.items())))
    for label, kinds in (numbers.get("reconciliation_max_difference") or {}).items():
        print(f"consumer-side vs broker-side bytes per rack pair, {label} run: largest "
              "difference " + ", ".join(f"{kind} {value:.2%}" for kind, value in sorted(
                  kinds.items())))
    sys.stdout.flush()


def run_demo(settings: DemoSettings) -> dict:
    """The whole local demo; return the headline numbers (plus per-phase results)."""
    started = time.monotonic()
    settings.out.mkdir(parents=True, exist_ok=True)
    for label, _ in PHASES:
        _remove_tree(settings.out / "logs" / label)
        _remove_tree(settings.out / "broker-records" / label)
    results = {label: run_phase(settings, label, selector) for label, selector in PHASES}
    numbers: dict = {"phases": {label: {"produced": r.produced, "consumed": r.consumed,
                                        **log_totals(r.log_dir)}
                                for label, r in results.items()}}
    if settings.report:
        _remove_tree(settings.out / "report")
        report_dir = run_report(settings, results["rack-aware"], results["leader"])
        numbers.update(headline(report_dir))
        print_headline(numbers)
    numbers["seconds"] = time.monotonic() - started
    (settings.out / "headline.json").write_text(json.dumps(numbers, indent=1))
    _log(f"done in {numbers['seconds']:.0f} s; headline numbers in "
         f"{settings.out / 'headline.json'}")
    return numbers


def _remove_tree(path: Path) -> None:
    import shutil

    shutil.rmtree(path, ignore_errors=True)


# --- command line ---------------------------------------------------------------------------


def configure(parser: argparse.ArgumentParser, command: str) -> None:
    """Add the demo's subcommands to `parser` (`kafkasim demo ...`); values are checked as
    they are parsed (one line and exit status 2 for a mistake)."""
    from kafkasim.arguments import bootstrap_servers, positive_float, positive_int

    commands = parser.add_subparsers(dest="demo_command", required=True)
    run = commands.add_parser("run", help="the whole demo on this machine (no Docker)")
    run.add_argument("--out", default="demo-out")
    run.add_argument("--seconds", type=positive_float, default=DemoSettings.seconds)
    run.add_argument("--rate", type=positive_int, default=DemoSettings.rate)
    run.add_argument("--partitions", type=positive_int, default=DemoSettings.partitions)
    run.add_argument("--statistics-interval-ms", type=positive_int,
                     default=DemoSettings.statistics_interval_ms)
    run.add_argument("--quick", action="store_true", help="seconds-long reduced mode")
    run.add_argument("--no-report", action="store_true", help="skip the Spark report")
    creator = commands.add_parser("create-topic", help="create the demo topic (compose)")
    creator.add_argument("--bootstrap", required=True, type=bootstrap_servers,
                         metavar="HOST:PORT[,...]")
    creator.add_argument("--topic", default=DemoSettings.topic)
    creator.add_argument("--partitions", type=positive_int, default=DemoSettings.partitions)
    creator.add_argument("--replication-factor", type=positive_int,
                         default=DemoSettings.replication_factor)
    producer = commands.add_parser("produce", help="create the topic and produce (compose)")
    producer.add_argument("--bootstrap", required=True, type=bootstrap_servers,
                          metavar="HOST:PORT[,...]")
    producer.add_argument("--topic", default=DemoSettings.topic)
    producer.add_argument("--partitions", type=positive_int, default=DemoSettings.partitions)
    producer.add_argument("--replication-factor", type=positive_int,
                          default=DemoSettings.replication_factor)
    producer.add_argument("--seconds", type=positive_float, default=DemoSettings.seconds)
    producer.add_argument("--rate", type=positive_int, default=DemoSettings.rate)
    producer.add_argument("--message-bytes", type=positive_int, default=DemoSettings.message_bytes)
    consumer = commands.add_parser("consume", help="one rack's logging consumer (compose)")
    consumer.add_argument("--bootstrap", required=True, type=bootstrap_servers,
                          metavar="HOST:PORT[,...]")
    consumer.add_argument("--rack", required=True)
    consumer.add_argument("--logs", required=True, help="fetch-log directory")
    consumer.add_argument("--group", default=None)
    consumer.add_argument("--topic", default=DemoSettings.topic)
    consumer.add_argument("--idle-seconds", type=positive_float, default=10.0,
                          help="stop after this long without messages (once some arrived)")
    consumer.add_argument("--max-seconds", type=positive_float, default=300.0)
    consumer.add_argument("--statistics-interval-ms", type=positive_int,
                          default=DemoSettings.statistics_interval_ms)
    summary = commands.add_parser("headline", help="print a report's headline numbers")
    summary.add_argument("report", help="the report directory (with summary.json)")


def run(args: argparse.Namespace) -> int:
    from kafkasim.arguments import directory_problem

    for option, directory in (("--out", getattr(args, "out", None)),
                              ("--logs", getattr(args, "logs", None))):
        problem = directory and directory_problem(directory)
        if problem:
            args.usage_error(f"argument {option}: {problem}")
    if args.demo_command == "run":
        settings = DemoSettings.quick(Path(args.out)) if args.quick else DemoSettings(
            out=Path(args.out), seconds=args.seconds, rate=args.rate,
            partitions=args.partitions, statistics_interval_ms=args.statistics_interval_ms)
        settings.report = not args.no_report
        run_demo(settings)
    elif args.demo_command == "create-topic":
        _wait_for_cluster(args.bootstrap)
        create_topic(args.bootstrap, args.topic, args.partitions, args.replication_factor)
        _log(f"topic {args.topic} ready")
    elif args.demo_command == "produce":
        _wait_for_cluster(args.bootstrap)
        create_topic(args.bootstrap, args.topic, args.partitions, args.replication_factor)
        count = produce(args.bootstrap, args.topic, args.seconds, args.rate, args.message_bytes)
        _log(f"produced {count} messages")
    elif args.demo_command == "consume":
        _wait_for_cluster(args.bootstrap)
        consume_until_idle(args)
    elif args.demo_command == "headline":
        if not (Path(args.report) / "summary.json").is_file():
            print(f"kafkasim demo headline: no summary.json in {args.report}", file=sys.stderr)
            return 2
        try:
            numbers = headline(Path(args.report))
        except (ValueError, AttributeError, OSError) as error:  # not a report's summary
            print(f"kafkasim demo headline: {Path(args.report) / 'summary.json'} is not a "
                  f"report summary ({type(error).__name__}: {error})", file=sys.stderr)
            return 2
        print_headline(numbers)
    return 0


def _wait_for_cluster(bootstrap: str, timeout: float = 120.0) -> None:
    """Wait until the cluster answers DescribeCluster with brokers (containers start in any
    order)."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            if broker_racks(bootstrap, timeout=5):
                return
        except Exception:
            if time.monotonic() > deadline:
                raise
        time.sleep(1)


def consume_until_idle(args: argparse.Namespace) -> None:
    """compose mode: consume until no message came for `idle_seconds` (after the first), or
    `max_seconds` passed."""
    consumer = RackConsumer(args.bootstrap, args.topic, args.rack, Path(args.logs),
                            args.group or f"demo-{args.rack}", args.statistics_interval_ms,
                            broker_racks(args.bootstrap), client_id=f"librdkafka-{args.rack}")
    started = time.monotonic()
    consumer.start()
    while consumer.is_alive() and time.monotonic() - started < args.max_seconds:
        if consumer.consumed and time.monotonic() - consumer.last_message_at > args.idle_seconds:
            break
        time.sleep(0.2)
    _settle([consumer], args.statistics_interval_ms)
    consumer.stop_requested.set()
    consumer.join(30)
    _log(f"rack {args.rack}: consumed {consumer.consumed} messages")
    if consumer.error is not None:
        raise consumer.error


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kafkasim.client.demo",
                                     description=__doc__.splitlines()[0])
    configure(parser, "demo")
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    raise SystemExit(main())
