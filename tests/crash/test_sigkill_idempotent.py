"""Brokers killed with SIGKILL under idempotent load: a controller and three brokers, each its own
`kafkasim` process on one `--data-dir`, an idempotent confluent-kafka producer (acks=all)
writing all along, and ten rounds of kills at a random moment (a random broker, or in two rounds
every broker at once), each restarted on the same port and directory."""

from __future__ import annotations

import collections
import os
import random
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
KILLS = 10
PARTITIONS = 3
SETTINGS = [
    "broker.heartbeat.interval.ms=200",
    "broker.session.timeout.ms=2000",
    "replica.lag.time.max.ms=5000",
    "replica.fetch.wait.max.ms=100",
    "replica.fetch.backoff.ms=50",
    "min.insync.replicas=2",
    "default.replication.factor=3",
    "offsets.topic.replication.factor=3",
]

pytestmark = [pytest.mark.slow, pytest.mark.clients]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Node:
    """One `kafkasim controller` or `kafkasim broker` process, its output in files."""

    def __init__(self, name: str, arguments: list[str], log_dir: Path) -> None:
        self.name = name
        self.arguments = arguments
        self.log_dir = log_dir
        self.process: subprocess.Popen | None = None
        self.stdout_path: Path | None = None
        self.incarnation = 0

    def start(self) -> None:
        self.incarnation += 1
        self.stdout_path = self.log_dir / f"{self.name}-{self.incarnation}.out"
        stderr_path = self.log_dir / f"{self.name}-{self.incarnation}.err"
        with open(self.stdout_path, "w") as out, open(stderr_path, "w") as err:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "kafkasim", *self.arguments], cwd=REPO, stdout=out,
                stderr=err, env={**os.environ, "PYTHONPATH": str(REPO)})

    def wait_for(self, text: str, timeout: float = 60.0) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for line in self.stdout_path.read_text().splitlines():
                if text in line:
                    return line
            if self.process.poll() is not None:
                break
            time.sleep(0.05)
        raise AssertionError(f"{self.name} did not print {text!r}: see {self.stdout_path}")

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)  # no shutdown, no flush, no checkpoint
        self.process.wait(10)

    def close(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait(10)


class HighWatermarkWatch(threading.Thread):
    """Polls each partition's latest offset as a plain consumer sees it (ListOffsets latest,
    read_uncommitted) and records every answer below one seen before."""

    def __init__(self, bootstrap: str, topic: str) -> None:
        super().__init__(daemon=True)
        self.bootstrap = bootstrap
        self.topic = topic
        self.stop = threading.Event()
        self.highest: dict[int, int] = {}
        self.backwards: list[tuple[int, int, int]] = []
        self.answers = 0

    def run(self) -> None:
        import confluent_kafka

        consumer = confluent_kafka.Consumer({
            "bootstrap.servers": self.bootstrap, "group.id": f"watch-{uuid.uuid4().hex[:6]}",
            "isolation.level": "read_uncommitted", "enable.auto.commit": False})
        try:
            while not self.stop.is_set():
                for partition in range(PARTITIONS):
                    try:
                        _, high = consumer.get_watermark_offsets(
                            confluent_kafka.TopicPartition(self.topic, partition), timeout=2,
                            cached=False)
                    except confluent_kafka.KafkaException:
                        continue  # no leader now, or it is not ready to answer
                    self.answers += 1
                    before = self.highest.get(partition, -1)
                    if high < before:
                        self.backwards.append((partition, before, high))
                    self.highest[partition] = max(before, high)
                time.sleep(0.05)
        finally:
            consumer.close()


def full_isr(admin, topic: str) -> bool:
    metadata = admin.list_topics(topic=topic, timeout=5)
    partitions = metadata.topics[topic].partitions
    return len(partitions) == PARTITIONS and all(
        len(p.isrs) == 3 and p.leader >= 0 for p in partitions.values())


def wait_for(condition, what: str, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if condition():
                return
        except Exception:  # noqa: BLE001 - a broker may be restarting
            pass
        time.sleep(0.2)
    raise AssertionError(f"not within {timeout:.0f} s: {what}")


def test_sigkill_under_idempotent_load_loses_and_duplicates_nothing(tmp_path):
    """Verifies Kafka's promise across crashes with idempotence: while an idempotent producer
    (acks=all, min.insync.replicas=2) writes continuously, a random broker is killed with
    SIGKILL at a random moment and restarted from its data directory, ten times (each time
    once the ISR is whole again; two of the ten kill every broker at once); afterwards every acknowledged record is in the log at its
    offset with its value, no value is there twice, and the high watermark a plain consumer
    sees (ListOffsets latest) never went back. Restarted replicas recover their logs, epochs,
    log start, high watermark and producer state from the files Kafka keeps (LogManager's
    recovery-point-offset-checkpoint, ReplicaManager's replication-offset-checkpoint,
    ProducerStateManager's snapshots, LeaderEpochFileCache) and truncate by leader epoch."""
    import confluent_kafka
    from confluent_kafka.admin import AdminClient, NewTopic

    seed = int(os.environ.get("KAFKASIM_CRASH_SEED", random.randrange(1 << 30)))
    chooser = random.Random(seed)
    data_dir = tmp_path / "data"
    controller_port = free_port()
    config_arguments = [argument for setting in SETTINGS for argument in ("--config", setting)]
    controller = Node("controller", ["controller", "--node-id", "0", "--port",
                                     str(controller_port), "--data-dir", str(data_dir),
                                     *config_arguments], tmp_path)
    ports = {node_id: free_port() for node_id in (1, 2, 3)}
    brokers = {node_id: Node(f"broker-{node_id}", [
        "broker", "--node-id", str(node_id), "--port", str(port), "--rack", f"r{node_id}",
        "--controller", f"127.0.0.1:{controller_port}", "--data-dir", str(data_dir),
        *config_arguments], tmp_path) for node_id, port in ports.items()}
    bootstrap = ",".join(f"127.0.0.1:{port}" for port in ports.values())
    topic = f"crash-{uuid.uuid4().hex[:6]}"
    acknowledged: dict[tuple[int, int], bytes] = {}
    fatal: list[str] = []
    stop_producing = threading.Event()
    watch = HighWatermarkWatch(bootstrap, topic)
    try:
        controller.start()
        controller.wait_for("controller 0: ")
        for broker in brokers.values():
            broker.start()
        for node_id, broker in brokers.items():
            broker.wait_for(f"broker {node_id}: ")
        admin = AdminClient({"bootstrap.servers": bootstrap})
        admin.create_topics([NewTopic(topic, PARTITIONS, 3)])[topic].result(30)
        wait_for(lambda: full_isr(admin, topic), "the topic's ISRs")

        def on_error(error) -> None:
            if error.fatal():
                fatal.append(str(error))

        producer = confluent_kafka.Producer({
            "bootstrap.servers": bootstrap, "enable.idempotence": True, "acks": "all",
            "linger.ms": 5, "message.timeout.ms": 300_000, "error_cb": on_error})

        def delivered(error, message) -> None:
            if error is None:
                acknowledged[(message.partition(), message.offset())] = message.value()

        def produce() -> None:
            index = 0
            while not stop_producing.is_set():
                for _ in range(50):
                    try:
                        producer.produce(topic, key=b"k%d" % (index % 31),
                                         value=b"value-%09d" % index, on_delivery=delivered)
                    except BufferError:
                        break
                    index += 1
                producer.poll(0)
                time.sleep(0.02)

        producing = threading.Thread(target=produce, daemon=True)
        producing.start()
        watch.start()
        wait_for(lambda: len(acknowledged) > 1000, "the first acknowledgements")
        kills = []
        # Two of the rounds kill every broker at once: every replica then restarts from its
        # own files, and the first leaders' high watermarks come from their checkpoints.
        whole_cluster = set(chooser.sample(range(KILLS), 2))
        for round_ in range(KILLS):
            wait_for(lambda: full_isr(admin, topic), "the ISRs whole again", timeout=120)
            time.sleep(chooser.uniform(0.2, 1.5))
            victims = sorted(brokers) if round_ in whole_cluster \
                else [chooser.choice(sorted(brokers))]
            acknowledged_before = len(acknowledged)
            for victim in victims:
                brokers[victim].kill()
            kills.append((victims, acknowledged_before))
            time.sleep(chooser.uniform(0.0, 2.5))
            for victim in victims:
                brokers[victim].start()
            for victim in victims:
                brokers[victim].wait_for(f"broker {victim}: ")
        wait_for(lambda: full_isr(admin, topic), "the ISRs whole after the last kill",
                 timeout=120)
        time.sleep(1.0)
        stop_producing.set()
        producing.join(30)
        assert producer.flush(120) == 0
        watch.stop.set()
        watch.join(30)
        assert not fatal, fatal
        assert len(kills) == KILLS and len(acknowledged) > kills[-1][1] > kills[0][1]

        stored = read_everything(bootstrap, topic)
        lost = {key: value for key, value in acknowledged.items() if stored.get(key) != value}
        duplicates = {value: count for value, count in
                      collections.Counter(stored.values()).items() if count > 1}
        context = f"seed {seed}, kills {kills}, logs in {tmp_path}"
        assert lost == {}, context
        assert duplicates == {}, context
        assert watch.answers > 0
        assert watch.backwards == [], context
        print(f"{len(kills)} kills (seed {seed}): {len(acknowledged)} records acknowledged, "
              f"{len(stored)} stored, {watch.answers} high watermarks read")
    finally:
        stop_producing.set()
        watch.stop.set()
        for broker in brokers.values():
            broker.close()
        controller.close()


def read_everything(bootstrap: str, topic: str) -> dict[tuple[int, int], bytes]:
    """Every record of the topic, (partition, offset) -> value, read up to each partition's
    high watermark."""
    import confluent_kafka

    consumer = confluent_kafka.Consumer({
        "bootstrap.servers": bootstrap, "group.id": f"read-{uuid.uuid4().hex[:6]}",
        "enable.auto.commit": False, "isolation.level": "read_uncommitted"})
    try:
        ends = {partition: consumer.get_watermark_offsets(
            confluent_kafka.TopicPartition(topic, partition), timeout=10, cached=False)[1]
            for partition in range(PARTITIONS)}
        consumer.assign([confluent_kafka.TopicPartition(topic, partition,
                                                        confluent_kafka.OFFSET_BEGINNING)
                         for partition in range(PARTITIONS)])
        stored: dict[tuple[int, int], bytes] = {}
        reached = {partition for partition, end in ends.items() if end == 0}
        deadline = time.monotonic() + 120
        while len(reached) < PARTITIONS and time.monotonic() < deadline:
            for message in consumer.consume(1000, 0.5):
                assert message.error() is None, message.error()
                stored[(message.partition(), message.offset())] = message.value()
                if message.offset() + 1 >= ends[message.partition()]:
                    reached.add(message.partition())
        assert len(reached) == PARTITIONS, f"read only up to {sorted(stored)[-1:]} of {ends}"
        return stored
    finally:
        consumer.close()
