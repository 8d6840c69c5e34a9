"""Running a scenario on both clusters and keeping the results for the report."""

from __future__ import annotations

import asyncio
import json
import os
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

from tests.reference.fidelity.compare import compare, leaf, observations
from tests.reference.fidelity.known import Coverage, KnownDifference, classify
from tests.reference.fidelity.registry import Scenario
from tests.reference.fidelity.world import Control, Node, Side

REPORT = Path(__file__).resolve().parents[3] / "fidelity-report.json"

#: kafkasim's settings for the suite: the reference cluster's, where they change behaviour
#: (kafka_cluster.py's DEFAULT_BROKER_CONFIG and DEFAULT_CONTROLLER_CONFIG, and Kafka's own
#: defaults where kafkasim's Cluster picks another: default.replication.factor).
KAFKASIM_CONFIG = {
    "replica.selector.class": "org.apache.kafka.common.replica.RackAwareReplicaSelector",
    "default.replication.factor": "1",
    "broker.heartbeat.interval.ms": "500",
    "broker.session.timeout.ms": "6000",
    "group.initial.rebalance.delay.ms": "0",
    "log.retention.check.interval.ms": "1000",
    "log.initial.task.delay.ms": "1000",
    "log.cleaner.backoff.ms": "500",
    # TIERED_STORAGE_CONFIG: the remote tier, with the reference cluster's pace and metadata
    # topic shape (its LocalTieredStorage is kafkasim's simulated store in memory).
    "remote.log.storage.system.enable": "true",
    "remote.log.manager.task.interval.ms": "500",
    "rlmm.config.remote.log.metadata.topic.replication.factor": "3",
    "rlmm.config.remote.log.metadata.topic.num.partitions": "5",
    # REFERENCE_CONFIG's pace of the transaction timeout check
    "transaction.abort.timed.out.transaction.cleanup.interval.ms": "500",
}

#: Added to the reference cluster for the suite: kafkasim moves preferred leaders back only
#: through ElectLeaders, and a leader-move scenario must not race Kafka's periodic rebalance.
REFERENCE_CONFIG = {
    "auto.leader.rebalance.enable": "false",
    # Transaction timeout scenarios wait for the coordinator's check (default every 10 s).
    "transaction.abort.timed.out.transaction.cleanup.interval.ms": "500",
}


#: The clusters with an authorizer (scenarios registered with cluster=AUTHORIZER): Kafka's
#: StandardAuthorizer on every node, `admin` the one super user of the SASL listener (and
#: User:ANONYMOUS, the principal of the reference brokers on the controller's PLAINTEXT
#: listener), no access for anyone else without an ACL. The users authenticate with
#: SASL/PLAIN; scenarios act as `alice`, `bob` or `carol` with `user=`.
AUTHORIZER_USERS = {"admin": "admin-secret", "alice": "alice-secret", "bob": "bob-secret",
                    "carol": "carol-secret"}
AUTHORIZER_ADMIN = "admin"
AUTHORIZER_CONFIG = {
    "authorizer.class.name": "org.apache.kafka.metadata.authorizer.StandardAuthorizer",
    "super.users": "User:admin;User:ANONYMOUS",
    "allow.everyone.if.no.acl.found": "false",
    # One broker: the internal topics with one replica (Kafka's defaults want three).
    "offsets.topic.replication.factor": "1",
    "transaction.state.log.replication.factor": "1",
    "transaction.state.log.min.isr": "1",
    "share.coordinator.state.topic.replication.factor": "1",
    "share.coordinator.state.topic.min.isr": "1",
}
#: One broker (rack a) beside the controller: two JVMs on the reference side.
AUTHORIZER_RACKS = ("a",)


@dataclass
class Environment:
    """One running cluster as the runner needs it; `users` (name -> password) when its
    listener authenticates with SASL/PLAIN, connections then log in as `admin` unless a
    scenario names another user."""

    name: str
    nodes: dict[int, Node]
    control: Control
    users: dict[str, str] = field(default_factory=dict)


class KafkasimControl(Control):
    injects = True

    def __init__(self, handle) -> None:
        super().__init__()
        self.handle = handle

    def inject(self, api: str, **rule) -> None:
        self.handle.inject(api, **rule)

    def stop_broker(self, node_id: int, *, controlled: bool) -> None:
        self.handle.stop_broker(node_id, controlled)

    def start_broker(self, node_id: int) -> None:
        self.handle.start_broker(node_id)


class ReferenceControl(Control):
    def __init__(self, cluster) -> None:
        super().__init__()
        self.cluster = cluster

    def stop_broker(self, node_id: int, *, controlled: bool) -> None:
        self.cluster.stop_broker(node_id, kill=not controlled)

    def start_broker(self, node_id: int) -> None:
        self.cluster.start_broker(node_id)


def kafkasim_environment(handle, users: dict[str, str] | None = None) -> Environment:
    nodes = handle.call(lambda: {n: Node(n, b.host, b.port, b.rack)
                                 for n, b in handle.brokers.items()})
    return Environment("kafkasim", nodes, KafkasimControl(handle), dict(users or {}))


def reference_environment(cluster, users: dict[str, str] | None = None) -> Environment:
    nodes = {n: Node(n, host, port, rack) for n, (host, port, rack) in cluster.brokers.items()}
    return Environment("kafka", nodes, ReferenceControl(cluster), dict(users or {}))


@dataclass
class Result:
    scenario: Scenario
    outcome: str  # same, known, differ
    differences: list[dict]
    errors: dict[str, str]
    seconds: float
    used: set[str] = field(default_factory=set)
    observed: dict | None = None  # both sides' normalised observations, when they differ

    def as_dict(self) -> dict:
        entry = {"id": self.scenario.id, "group": self.scenario.group,
                 "title": self.scenario.title, "outcome": self.outcome,
                 "seconds": round(self.seconds, 2), "differences": self.differences,
                 "errors": self.errors}
        if self.observed is not None:
            entry["observed"] = self.observed
        return entry

    def explain(self) -> str:
        lines = [f"{self.scenario.id}: {self.outcome}"]
        for row in self.differences:
            mark = f"  (known: {row['known']})" if row["known"] else ""
            lines.append(f"  {row['path']}: kafkasim={row['kafkasim']!r} "
                         f"kafka={row['kafka']!r}{mark}")
        for side, error in self.errors.items():
            lines.append(f"  {side} raised:\n{error}")
        return "\n".join(lines)


async def _run_side(scenario: Scenario, side: Side) -> str | None:
    try:
        await asyncio.wait_for(scenario.function(side), scenario.timeout)
        return None
    except Exception as error:  # recorded as an observation: the other side may not raise
        side.observe("raised", {"raised": type(error).__name__})
        text = "".join(traceback.format_exception(error))
        return text if len(text) <= 4000 else f"{text[:2000]}\n...\n{text[-2000:]}"
    finally:
        await side.close()


def run(scenario: Scenario, environments: list[Environment],
        known: list[KnownDifference]) -> Result:
    """Run `scenario` on both clusters at once and classify the differences."""
    sides = [Side(env.name, env.nodes, env.control, scenario.id, env.users)
             for env in environments]
    began = time.monotonic()

    async def both():
        return await asyncio.gather(*(_run_side(scenario, side) for side in sides))

    errors = asyncio.run(both())
    coverage = Coverage(scenario.id, known)
    outcome, rows = classify(compare(sides[0], sides[1], coverage))
    raised = {side.name: error for side, error in zip(sides, errors, strict=True) if error}
    for side in sides:
        # kio read an answer otherwise than our codec: whatever the comparison says, one
        # of the two codecs is wrong, and no known difference excuses that.
        for found in side.codec_disagreements:
            outcome = "differ"
            rows.append({"path": f"<kio and kafkasim's codec read {side.name}'s answer "
                                 f"differently> {found.where}",
                         "kafkasim": leaf(f"our codec: {found.ours!r}"),
                         "kafka": leaf(f"kio: {found.kio!r}"), "known": None, "issue": None})
    if raised and outcome == "same":
        # Both sides failing alike is no evidence of fidelity: the scenario itself is broken.
        outcome = "differ"
        rows.append({"path": "<the scenario raised on both sides>", "kafkasim": "raised",
                     "kafka": "raised", "known": None, "issue": None})
    observed = None
    if outcome != "same" or os.environ.get("KAFKASIM_FIDELITY_OBSERVATIONS"):
        observed = {side.name: observations(side) for side in sides}
    return Result(scenario, outcome, rows, raised, time.monotonic() - began, coverage.used,
                  observed)


def write_report(results: list[Result], known: list[KnownDifference], total: int,
                 kafka_version: str, path: Path = REPORT) -> dict:
    """fidelity-report.json: every scenario run, its outcome and differences."""
    counts = {o: sum(r.outcome == o for r in results) for o in ("same", "known", "differ")}
    used = set().union(*(r.used for r in results)) if results else set()
    report = {
        "kafka_version": kafka_version,
        "scenarios": len(results),
        "registered": total,
        **counts,
        "unused_known_differences": [key for k in known for key in k.keys if key not in used],
        "results": [r.as_dict() for r in results],
    }
    path.write_text(json.dumps(report, indent=1, default=str) + "\n")
    return report


def summary_line(report: dict) -> str:
    return (f"fidelity: {report['scenarios']} scenarios, {report['same']} same, "
            f"{report['known']} known differences, {report['differ']} differ")
