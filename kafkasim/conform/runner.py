"""Running the scenarios against one client: a cluster for the scorecard, a fresh adapter
process and a fresh topic per scenario, the cluster reset between scenarios."""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from kafkasim.conform.driver import Driver, DriverError
from kafkasim.conform.scenarios import SCENARIOS, Outcome, Scenario, Trial, Verdict, run_scenario


def _python(module: str) -> Callable[[], list[str]]:
    return lambda: [sys.executable, "-m", f"kafkasim.conform.adapters.{module}"]


def _peer_cache() -> Path:
    """Where scripts/build-peers.sh puts the peer programs."""
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "kafkasim"


def _franz_go() -> list[str]:
    """franz-go's adapter: the Go peer client's `conform` mode (tests/clients/go/conform.go),
    as scripts/build-peers.sh go builds it."""
    program = _peer_cache() / "go-client" / "kafkasim-go-client"
    if not program.exists():
        raise DriverError("franz-go's adapter is not built: run scripts/build-peers.sh go")
    return [str(program), "conform"]


def _java() -> list[str]:
    """The Java client's adapter (tests/clients/java's ConformAdapter), as
    scripts/build-peers.sh java builds it under ~/.cache/kafkasim/java-client/VERSION/lib; the
    newest version built."""
    built = sorted((_peer_cache() / "java-client").glob("*/lib/kafkasim-java-client.jar"),
                   key=lambda jar: [int(n) if n.isdigit() else 0
                                    for n in jar.parent.parent.name.split(".")])
    if not built:
        raise DriverError("the Java client's adapter is not built: "
                          "run scripts/build-peers.sh java")
    java = os.path.join(os.environ["JAVA_HOME"], "bin", "java") \
        if os.environ.get("JAVA_HOME") else "java"
    return [java, "-cp", str(built[-1].parent / "*"), "kafkasim.peer.ConformAdapter"]


def _kafkajs() -> list[str]:
    """kafkajs's adapter (tests/clients/kafkajs_conform.js) under Node, with the kafkajs that
    scripts/install-system-deps.sh installs into tests/clients/node_modules."""
    clients = Path(__file__).resolve().parents[2] / "tests" / "clients"
    node = shutil.which("node")
    if node is None:
        raise DriverError("kafkajs's adapter needs Node.js (node): scripts/install-system-deps.sh")
    if not (clients / "node_modules" / "kafkajs").is_dir():
        raise DriverError(f"kafkajs is not installed in {clients}/node_modules: "
                          "run scripts/install-system-deps.sh")
    return [node, str(clients / "kafkajs_conform.js")]


# Adapters shipped with kafkasim: client name -> its command line (found when it runs).
ADAPTERS: dict[str, Callable[[], list[str]]] = {
    "kafkasim": _python("kafkasim_adapter"),
    "confluent-kafka": _python("confluent_kafka_adapter"),
    "kafka-python": _python("kafka_python_adapter"),
    "aiokafka": _python("aiokafka_adapter"),
    "java": _java,
    "franz-go": _franz_go,
    "kafkajs": _kafkajs,
}

#: The scorecard's cluster: three racks, Kafka's rack-aware selector, the remote tier, and
#: timeouts short enough that a killed broker leaves the ISR in seconds.
CLUSTER_CONFIG = {
    "replica.selector.class": "org.apache.kafka.common.replica.RackAwareReplicaSelector",
    "remote.log.storage.system.enable": "true",
    "auto.create.topics.enable": "false",
    "group.initial.rebalance.delay.ms": "0",
    "replica.lag.time.max.ms": "2000",
    "broker.session.timeout.ms": "3000",
    "broker.heartbeat.interval.ms": "300",
}


@dataclass
class Result:
    scenario: Scenario
    verdict: Verdict
    seconds: float

    def as_dict(self) -> dict:
        return {"id": self.scenario.id, "kip": self.scenario.kip,
                "section": self.scenario.section, "title": self.scenario.title,
                "outcome": self.verdict.outcome.value, "detail": self.verdict.detail,
                "seconds": round(self.seconds, 2), "evidence": self.verdict.evidence}


@dataclass
class Scorecard:
    client: str
    version: str
    results: list[Result] = field(default_factory=list)

    def counts(self) -> dict[str, int]:
        return {o.value: sum(r.verdict.outcome is o for r in self.results) for o in Outcome}

    def as_dict(self) -> dict:
        return {"client": self.client, "version": self.version, "counts": self.counts(),
                "scenarios": [r.as_dict() for r in self.results]}

    def table(self) -> str:
        from kafkasim.conform.report import table

        return table(self)

    def html(self) -> str:
        from kafkasim.conform.report import html

        return html(self)


def select(ids: Sequence[str] | None) -> list[Scenario]:
    """The scenarios named (all when None); KeyError names an unknown one."""
    if not ids:
        return list(SCENARIOS.values())
    missing = [i for i in ids if i not in SCENARIOS]
    if missing:
        raise KeyError(missing[0])
    return [SCENARIOS[i] for i in ids]


def harness_producer(cluster):
    """The harness's own producer (kafkasim's client, acks=all) for a scenario's records."""

    def produce(topic: str, partition: int, values: list[str]) -> None:
        from kafkasim.client.producer import Producer

        async def send() -> None:
            async with Producer(cluster.bootstrap, client_id="conform-harness") as producer:
                await asyncio.gather(*(producer.send(topic, v.encode(), partition=partition)
                                       for v in values))

        asyncio.run(send())

    return produce


def run_scorecard(client: str, *, command: Sequence[str] | None = None,
                  scenarios: Sequence[str] | None = None, cluster=None,
                  log_dir: Path | None = None) -> Scorecard:
    """Run `scenarios` (ids; all by default) against `client`, through `command` (an adapter's
    command line; default: the shipped adapter named `client`) on `cluster` (a started,
    threaded kafkasim Cluster configured as CLUSTER_CONFIG; default: one started here).
    Adapter stderr goes to `log_dir` (default: a temporary directory)."""
    chosen = select(scenarios)
    command = list(command or ADAPTERS[client]())
    log_dir = Path(log_dir or tempfile.mkdtemp(prefix="kafkasim-conform-"))
    log_dir.mkdir(parents=True, exist_ok=True)
    own = cluster is None
    if own:
        import kafkasim

        cluster = kafkasim.Cluster(brokers=3, racks=("a", "b", "c"),
                                   config=CLUSTER_CONFIG).start()
    try:
        hello = _hello(command, log_dir)
        card = Scorecard(hello.get("client", client), str(hello.get("version", "?")))
        features = set(hello.get("features", ()))
        for s in chosen:
            started = time.monotonic()
            driver = Driver(command, stderr=log_dir / f"{s.id}.stderr")
            try:
                trial = Trial(cluster, driver, f"conform-{s.id}", features,
                              harness_producer(cluster))
                result = run_scenario(s, trial)
            finally:
                driver.close()
                cluster.reset()
            card.results.append(Result(s, result, time.monotonic() - started))
        return card
    finally:
        if own:
            cluster.stop()


def _hello(command: list[str], log_dir: Path) -> dict:
    driver = Driver(command, stderr=log_dir / "hello.stderr")
    try:
        return driver.call("hello")
    except DriverError:
        raise
    finally:
        driver.close()
