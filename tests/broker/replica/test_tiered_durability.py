"""Tiered storage survives a crash: `kafkasim up --data-dir` killed with SIGKILL in the middle
of uploads, local deletion and remote retention, then started again on the same directory."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]
RECORDS = 30_000
SIZE = 200
SETTINGS = [
    "broker.heartbeat.interval.ms=200",
    "broker.session.timeout.ms=2000",
    "remote.log.storage.system.enable=true",
    "remote.log.manager.task.interval.ms=300",
    "log.retention.check.interval.ms=300",
    "log.initial.task.delay.ms=0",
    "rlmm.config.remote.log.metadata.topic.num.partitions=5",
]

pytestmark = [pytest.mark.kip1023, pytest.mark.filterwarnings(
    r"ignore:(read|open)_text is deprecated:DeprecationWarning")]


def value_of(index: int) -> bytes:
    return f"durable-{index:08d}-".encode().ljust(SIZE, b"d")


class Up:
    """`kafkasim up` on a data directory, its output in files (a pipe could fill)."""

    def __init__(self, data_dir: Path, log_dir: Path) -> None:
        self.log_dir = log_dir
        arguments = [sys.executable, "-m", "kafkasim", "up", "--port-base", "0",
                     "--data-dir", str(data_dir)]
        for setting in SETTINGS:
            arguments += ["--config", setting]
        self.stdout = open(log_dir / f"up-{time.monotonic_ns()}.out", "w+")  # noqa: SIM115
        self.stderr = open(log_dir / f"up-{time.monotonic_ns()}.err", "w")  # noqa: SIM115
        self.process = subprocess.Popen(arguments, cwd=REPO, stdout=self.stdout,
                                        stderr=self.stderr,
                                        env={**os.environ, "PYTHONPATH": str(REPO)})

    def bootstrap(self, timeout: float = 30.0) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.stdout.seek(0)
            text = self.stdout.read()
            if "ready in" in text:
                line = next(line for line in text.splitlines() if line.startswith("bootstrap: "))
                return line.split(": ", 1)[1].strip()
            if self.process.poll() is not None:
                break
            time.sleep(0.1)
        raise AssertionError(f"kafkasim up did not start: {self.stderr.name}")

    def kill(self) -> None:
        self.process.kill()  # SIGKILL: no shutdown, no flush
        self.process.wait(10)

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(10)
        self.stdout.close()
        self.stderr.close()


def tiered_offsets(bootstrap: str, topic: str) -> dict[str, int]:
    from kafka import KafkaAdminClient, TopicPartition
    from kafka.protocol.consumer.offsets import OffsetSpec

    admin = KafkaAdminClient(bootstrap_servers=bootstrap, request_timeout_ms=10000)
    partition = TopicPartition(topic, 0)
    try:
        return {name: admin.list_partition_offsets({partition: spec})[partition].offset
                for name, spec in (("earliest", OffsetSpec.EARLIEST),
                                   ("earliest_local", OffsetSpec.EARLIEST_LOCAL),
                                   ("latest_tiered", OffsetSpec.LATEST_TIERED),
                                   ("latest", OffsetSpec.LATEST))}
    finally:
        admin.close()


def wait_for(condition, what: str, timeout: float = 60.0):
    deadline = time.monotonic() + timeout
    while True:
        try:
            result = condition()
        except Exception:  # noqa: BLE001 - the cluster may still be starting
            result = None
        if result:
            return result
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {timeout:.0f} s: {what}")
        time.sleep(0.3)


def test_uploads_local_deletion_and_remote_retention_survive_kill_9(tmp_path):
    """Verifies that with --data-dir, a cluster killed with SIGKILL while it uploads, deletes
    local segments and expires remote ones keeps every record a producer had acknowledged
    (acks=all) at or above the log start offset: after a restart the log start offset has not
    moved back, a consumer from the beginning reads every acknowledged record byte-exact (the
    uploaded part from the remote store's directory), and new segments are uploaded again."""
    import confluent_kafka
    from confluent_kafka.admin import AdminClient, NewTopic

    data_dir = tmp_path / "data"
    topic = f"durable-{uuid.uuid4().hex[:6]}"
    up = Up(data_dir, tmp_path)
    acknowledged: dict[int, bytes] = {}
    try:
        bootstrap = up.bootstrap()
        admin = AdminClient({"bootstrap.servers": bootstrap})
        admin.create_topics([NewTopic(topic, 1, 3, config={
            "remote.storage.enable": "true", "segment.bytes": str(1 << 20),
            "local.retention.bytes": "1", "retention.bytes": str(3 << 20)})])[topic].result(30)
        producer = confluent_kafka.Producer({"bootstrap.servers": bootstrap, "acks": "all",
                                             "enable.idempotence": True, "linger.ms": 5})

        def delivered(error, message):
            if error is None:
                acknowledged[message.offset()] = message.value()

        for index in range(RECORDS):
            producer.produce(topic, value=value_of(index), on_delivery=delivered)
            if index % 2000 == 1999:
                producer.poll(0)
        producer.flush(30)
        before = wait_for(lambda: (lambda o: o if o["earliest"] > 0
                                   and o["earliest_local"] > o["earliest"] else None)(
            tiered_offsets(bootstrap, topic)), "remote retention and local deletion")
        up.kill()
        up.close()
        assert any((data_dir / "remote-storage").rglob("*.log"))

        up = Up(data_dir, tmp_path)
        bootstrap = up.bootstrap()
        after = wait_for(lambda: tiered_offsets(bootstrap, topic), "offsets after the restart")
        assert after["earliest"] >= before["earliest"]
        assert after["latest"] >= max(acknowledged) + 1

        consumer = confluent_kafka.Consumer({"bootstrap.servers": bootstrap, "group.id": topic,
                                             "enable.auto.commit": False})
        seen: dict[int, bytes] = {}
        try:
            consumer.assign([confluent_kafka.TopicPartition(topic, 0,
                                                            confluent_kafka.OFFSET_BEGINNING)])
            deadline = time.monotonic() + 60
            while len(seen) < after["latest"] - after["earliest"] and time.monotonic() < deadline:
                for message in consumer.consume(1000, 0.5):
                    assert message.error() is None, message.error()
                    seen[message.offset()] = message.value()
        finally:
            consumer.close()
        assert min(seen) == after["earliest"]
        lost = [offset for offset, value in acknowledged.items()
                if offset >= after["earliest"] and seen.get(offset) != value]
        assert lost == []

        producer = confluent_kafka.Producer({"bootstrap.servers": bootstrap, "acks": "all"})
        for index in range(RECORDS, RECORDS + 12_000):
            producer.produce(topic, value=value_of(index))
            if index % 2000 == 1999:
                producer.poll(0)
        assert producer.flush(30) == 0
        wait_for(lambda: tiered_offsets(bootstrap, topic)["latest_tiered"]
                 > after["latest_tiered"], "uploads after the restart")
    finally:
        up.close()
