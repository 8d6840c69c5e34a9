"""Exactly-once consume-transform-produce while brokers crash (issue 17, check 2).

A 3-broker cluster of processes with data directories; input and output topics with 3
partitions, 3 replicas, min.insync.replicas 2. An idempotent producer keeps appending input
while a pipeline (confluent-kafka, or the Java client's `eos` mode) copies it to the output in
transactions that also commit the input offsets (KIP-98's consume-transform-produce). Meanwhile
one broker at a time is killed with SIGKILL and started again, 10 times, so partition leaders,
the group coordinator and the transaction coordinator all move mid-stream. The cluster runs
transaction.version 2 (KAFKASIM_CRASH_TRANSACTION_VERSION=1 for transactions v1).

Verifies that the output, read with read_committed, holds every input record exactly once,
in input order per partition (Kafka's exactly-once guarantee), whatever the pipeline had to
abort or retry."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

import pytest

from tests.crash.process_cluster import ProcessCluster

pytestmark = [pytest.mark.slow, pytest.mark.timeout(900)]

PARTITIONS = 3
KILLS = int(os.environ.get("KAFKASIM_CRASH_KILLS", "10"))
#: The cluster's transaction.version: 2 (Kafka 4.4's default; the Java client then runs
#: transactions v2) unless KAFKASIM_CRASH_TRANSACTION_VERSION says 1.
TRANSACTION_VERSION = int(os.environ.get("KAFKASIM_CRASH_TRANSACTION_VERSION", "2"))
#: Each broker writes what it serves to cluster/broker-N.requests.jsonl (unless
#: KAFKASIM_CRASH_CAPTURE=0): a pipeline that stalls can be explained afterwards.
CAPTURE = os.environ.get("KAFKASIM_CRASH_CAPTURE", "1") != "0"
CONFIG = {
    "group.initial.rebalance.delay.ms": "0",
    "auto.create.topics.enable": "false",
    "transaction.abort.timed.out.transaction.cleanup.interval.ms": "1000",
}
ROOT = Path(__file__).resolve().parents[2]


def create_topics(bootstrap: str, *names: str) -> None:
    from confluent_kafka.admin import AdminClient, NewTopic

    admin = AdminClient({"bootstrap.servers": bootstrap})
    futures = admin.create_topics([NewTopic(name, PARTITIONS, 3,
                                            config={"min.insync.replicas": "2"})
                                   for name in names])
    for future in futures.values():
        future.result(60)


class InputProducer(threading.Thread):
    """Appends "in-<n>" records round-robin over the partitions until stopped; remembers
    what was acknowledged per partition, in order."""

    def __init__(self, bootstrap: str, topic: str) -> None:
        super().__init__(name="input-producer", daemon=True)
        import confluent_kafka

        self.topic = topic
        self.producer = confluent_kafka.Producer({
            "bootstrap.servers": bootstrap, "enable.idempotence": True, "acks": "all",
            "linger.ms": 5, "message.timeout.ms": 300_000})
        self.acknowledged: dict[int, list[tuple[int, bytes]]] = {}
        self.failed: list[str] = []
        self.stopping = threading.Event()
        self.sent = 0

    def delivered(self, error, message) -> None:
        if error is not None:
            self.failed.append(str(error))
            return
        self.acknowledged.setdefault(message.partition(), []).append(
            (message.offset(), message.value()))

    def run(self) -> None:
        while not self.stopping.is_set():
            for _ in range(20):
                self.producer.produce(self.topic, value=f"in-{self.sent:07d}".encode(),
                                      partition=self.sent % PARTITIONS,
                                      on_delivery=self.delivered)
                self.sent += 1
            self.producer.poll(0)
            time.sleep(0.04)  # about 500 records a second: input all through the kills
        assert self.producer.flush(300) == 0

    def ends(self) -> dict[int, int]:
        return {p: max(offset for offset, _ in records) + 1
                for p, records in self.acknowledged.items()}


def read_committed(bootstrap: str, topic: str, ends_wanted: int) -> dict[int, list[bytes]]:
    import confluent_kafka

    consumer = confluent_kafka.Consumer({
        "bootstrap.servers": bootstrap, "group.id": f"check-{uuid.uuid4().hex[:6]}",
        "isolation.level": "read_committed", "auto.offset.reset": "earliest",
        "enable.auto.commit": False})
    consumer.subscribe([topic])
    values: dict[int, list[bytes]] = {}
    quiet_since = None
    deadline = time.monotonic() + 180
    try:
        while time.monotonic() < deadline:
            message = consumer.poll(0.5)
            if message is not None and message.error() is None:
                values.setdefault(message.partition(), []).append(message.value())
                quiet_since = None
            elif sum(map(len, values.values())) >= ends_wanted:
                quiet_since = quiet_since or time.monotonic()
                if time.monotonic() - quiet_since > 3:
                    break
    finally:
        consumer.close()
    return values


def pipeline_command(kind: str, bootstrap: str, source: str, sink: str, group: str,
                     transactional_id: str, target: Path) -> list[str]:
    if kind == "confluent-kafka":
        return [sys.executable, "-m", "tests.crash.eos_pipeline", bootstrap, source, sink,
                group, transactional_id, str(target)]
    from tests.clients.peer_programs import java_client_command

    return [*java_client_command(), "eos", "--timeout-ms", "600000", "--bootstrap", bootstrap,
            "--topic", source, "--output-topic", sink, "--group", group,
            "--transactional-id", transactional_id, "--target-file", str(target)]


@pytest.mark.parametrize("kind", ["confluent-kafka", "java"])
def test_exactly_once_while_brokers_are_killed(tmp_path, kind):
    if kind == "java":
        from tests.clients.peer_programs import build

        build("java")
    cluster = ProcessCluster(tmp_path / "cluster", config=CONFIG,
                             features={"transaction.version": TRANSACTION_VERSION},
                             capture=CAPTURE).start()
    pipeline = None
    try:
        source, sink = f"in-{uuid.uuid4().hex[:6]}", f"out-{uuid.uuid4().hex[:6]}"
        create_topics(cluster.bootstrap, source, sink)
        producer = InputProducer(cluster.bootstrap, source)
        producer.start()
        target = tmp_path / "target.json"
        with open(tmp_path / "pipeline.log", "wb") as log:
            pipeline = subprocess.Popen(
                pipeline_command(kind, cluster.bootstrap, source, sink, f"eos-{kind}",
                                 f"eos-{uuid.uuid4().hex[:6]}", target),
                stdout=subprocess.PIPE, stderr=log, cwd=ROOT,
                env={**os.environ, "PYTHONPATH": str(ROOT)})
        time.sleep(3)
        for kill in range(KILLS):
            node_id = kill % 3 + 1
            cluster.kill_broker(node_id)
            time.sleep(2)
            cluster.start_broker(node_id)
            time.sleep(3)
        producer.stopping.set()
        producer.join(320)
        assert not producer.failed, producer.failed[:3]
        ends = producer.ends()
        target.write_text(json.dumps(ends))
        out, _ = pipeline.communicate(timeout=600)
        assert pipeline.returncode == 0, (tmp_path / "pipeline.log").read_text()[-3000:]
        stats = json.loads(out.decode().strip().splitlines()[-1])
        expected = {p: [b"out-" + value for _, value in sorted(records)]
                    for p, records in producer.acknowledged.items()}
        total = sum(map(len, expected.values()))
        output = read_committed(cluster.bootstrap, sink, total)
        print(f"\n{kind}: {total} records, {cluster.kills} broker kills, pipeline {stats}")
        for partition, wanted in expected.items():
            got = output.get(partition, [])
            assert len(got) == len(set(got)), f"duplicates in output partition {partition}"
            assert got == wanted, f"output partition {partition}: {len(got)} records, " \
                                  f"{len(wanted)} expected"
    finally:
        if pipeline is not None and pipeline.poll() is None:
            pipeline.kill()
            pipeline.wait()
        cluster.stop()
