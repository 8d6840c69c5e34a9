"""Consumer groups with real clients (kafka-python, confluent-kafka/librdkafka) against a
3-broker cluster on a background thread (`cluster_thread`): partitions are shared without
overlap, committed offsets survive a consumer restart, and a member joining mid-way causes a
rebalance without loss or duplicates — Kafka's classic group protocol end to end."""

from __future__ import annotations

import threading
import time
import uuid

import pytest

pytestmark = [
    pytest.mark.clients,
    pytest.mark.timeout(120),
    # kafka-python 3 loads its schemas with importlib.resources' legacy read_text.
    pytest.mark.filterwarnings("ignore:(read|open)_text is deprecated:DeprecationWarning"),
]

PARTITIONS = 6
HEARTBEAT_MS = 200
SESSION_TIMEOUT_MS = 6000  # group.min.session.timeout.ms
DEADLINE = 30.0  # seconds any convergence may take; never asserted as a duration


def produce(bootstrap: str, topic: str, count: int, start: int = 0) -> None:
    import confluent_kafka

    producer = confluent_kafka.Producer({"bootstrap.servers": bootstrap, "linger.ms": 5,
                                         "enable.idempotence": True})
    for index in range(start, start + count):
        producer.produce(topic, key=f"k{index}".encode(), value=f"v{index}".encode())
    assert producer.flush(DEADLINE) == 0


def kafka_python_consumer(bootstrap: str, group: str, topic: str, name: str):
    from kafka import KafkaConsumer

    consumer = KafkaConsumer(bootstrap_servers=bootstrap, group_id=group, client_id=name,
                             auto_offset_reset="earliest", enable_auto_commit=False,
                             heartbeat_interval_ms=HEARTBEAT_MS,
                             session_timeout_ms=SESSION_TIMEOUT_MS)
    consumer.subscribe([topic])
    # kafka-python 3.0.12 joins before its first metadata refresh of a new subscription (that
    # refresh is held back by retry_backoff_ms after the bootstrap metadata), so a leader that
    # joins within ~100 ms assigns nothing ("No partition metadata for topic") and rejoins when
    # the metadata arrives. That rejoin is triggered only by the metadata snapshot, and if a
    # poll() times out while its JoinGroup/SyncGroup is in flight, the completed join is never
    # applied: need_rejoin() is already False, so the client keeps heartbeats disabled, owns no
    # partitions and is dropped when its session expires. Waiting for the topic's metadata
    # (which also records the subscription's metadata snapshot) before the first poll means the
    # first assignment covers every partition and no metadata-triggered rejoin happens.
    assert len(consumer.partitions_for_topic(topic)) == PARTITIONS
    return consumer


def confluent_consumer(bootstrap: str, group: str, topic: str, name: str):
    import confluent_kafka

    consumer = confluent_kafka.Consumer({
        "bootstrap.servers": bootstrap, "group.id": group, "client.id": name,
        "auto.offset.reset": "earliest", "enable.auto.commit": False,
        "heartbeat.interval.ms": HEARTBEAT_MS, "session.timeout.ms": SESSION_TIMEOUT_MS,
    })
    consumer.subscribe([topic])
    return consumer


class PolledMember(threading.Thread):
    """Polls one consumer on its own thread (each client must keep polling to take part in a
    rebalance), recording values and committing synchronously after every batch."""

    def __init__(self, kind: str, bootstrap: str, group: str, topic: str, name: str):
        super().__init__(name=name, daemon=True)
        self.kind = kind
        self.bootstrap, self.group, self.topic = bootstrap, group, topic
        self.values: list[bytes] = []
        self.assignment: frozenset[int] = frozenset()
        self.stop_requested = threading.Event()
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            if self.kind == "kafka-python":
                self._run_kafka_python()
            else:
                self._run_confluent()
        except BaseException as error:  # reported by the test thread
            self.error = error

    def _run_kafka_python(self) -> None:
        consumer = kafka_python_consumer(self.bootstrap, self.group, self.topic, self.name)
        try:
            while not self.stop_requested.is_set():
                batch = consumer.poll(timeout_ms=100)
                for records in batch.values():
                    self.values.extend(record.value for record in records)
                if batch:
                    consumer.commit()
                self.assignment = frozenset(tp.partition for tp in consumer.assignment())
        finally:
            consumer.close()

    def _run_confluent(self) -> None:
        consumer = confluent_consumer(self.bootstrap, self.group, self.topic, self.name)
        try:
            while not self.stop_requested.is_set():
                batch = consumer.consume(500, timeout=0.1)
                for record in batch:
                    assert record.error() is None, record.error()
                    self.values.append(record.value())
                if batch:
                    consumer.commit(asynchronous=False)
                self.assignment = frozenset(tp.partition for tp in consumer.assignment())
        finally:
            consumer.close()

    def finish(self) -> None:
        self.stop_requested.set()
        self.join(DEADLINE)
        assert not self.is_alive(), f"{self.name} did not stop"
        if self.error is not None:
            raise self.error


def wait_for(condition, what: str) -> None:
    deadline = time.monotonic() + DEADLINE
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)


def new_topic(cluster_thread) -> str:
    topic = f"groups-{uuid.uuid4().hex[:8]}"
    cluster_thread.create_topic(topic, partitions=PARTITIONS, replication_factor=3)
    return topic


@pytest.mark.parametrize("kinds", [("kafka-python", "kafka-python"), ("confluent", "confluent"),
                                   ("confluent", "kafka-python")],
                         ids=["kafka-python", "confluent", "mixed"])
def test_two_members_share_partitions_without_overlap(cluster_thread, kinds):
    """Verifies that two members of one group (same client or mixed clients agreeing on a common
    assignor) split a 6-partition topic: disjoint assignments covering every partition, and
    every message consumed exactly once."""
    topic = new_topic(cluster_thread)
    group = f"share-{kinds[0]}-{kinds[1]}"
    produce(cluster_thread.bootstrap, topic, 600)
    members = [PolledMember(kind, cluster_thread.bootstrap, group, topic, f"{kind}-{index}")
               for index, kind in enumerate(kinds)]
    for member in members:
        member.start()
    try:
        wait_for(lambda: all(m.assignment for m in members)
                 and sum(len(m.assignment) for m in members) == PARTITIONS
                 and sum(len(m.values) for m in members) == 600, "both members to consume")
        first, second = (m.assignment for m in members)
        assert first.isdisjoint(second) and first | second == set(range(PARTITIONS))
    finally:
        for member in members:
            member.finish()
    values = [value for member in members for value in member.values]
    assert sorted(values) == sorted(f"v{index}".encode() for index in range(600))


@pytest.mark.parametrize("kind", ["kafka-python", "confluent"])
def test_restarted_consumer_resumes_from_committed_offsets(cluster_thread, kind):
    """Verifies that offsets committed by a group member (OffsetCommit to the coordinator, stored
    in __consumer_offsets) are fetched by a restarted consumer of the same group, which then
    reads only what was produced after them."""
    topic = new_topic(cluster_thread)
    group = f"restart-{kind}"
    produce(cluster_thread.bootstrap, topic, 300)
    first = PolledMember(kind, cluster_thread.bootstrap, group, topic, f"{kind}-first")
    first.start()
    try:
        wait_for(lambda: len(first.values) == 300, "the first consumer to read everything")
    finally:
        first.finish()
    produce(cluster_thread.bootstrap, topic, 100, start=300)
    second = PolledMember(kind, cluster_thread.bootstrap, group, topic, f"{kind}-second")
    second.start()
    try:
        wait_for(lambda: len(second.values) >= 100, "the restarted consumer to read")
        time.sleep(0.3)  # anything re-delivered would arrive now
    finally:
        second.finish()
    assert sorted(second.values) == sorted(f"v{index}".encode() for index in range(300, 400))


@pytest.mark.parametrize("kinds", [("kafka-python", "kafka-python"), ("confluent", "confluent"),
                                   ("kafka-python", "confluent")],
                         ids=["kafka-python", "confluent", "mixed"])
def test_member_joining_midway_rebalances_without_loss_or_duplicates(cluster_thread, kinds):
    """Verifies the rebalance when a second member joins while the first is consuming: the
    partitions end up shared, and with commits after every batch each message is consumed
    exactly once across both members (acceptance check 1 of issue 3)."""
    topic = new_topic(cluster_thread)
    group = f"midway-{kinds[0]}-{kinds[1]}"
    produce(cluster_thread.bootstrap, topic, 500)
    first = PolledMember(kinds[0], cluster_thread.bootstrap, group, topic, f"{kinds[0]}-a")
    first.start()
    second = PolledMember(kinds[1], cluster_thread.bootstrap, group, topic, f"{kinds[1]}-b")
    try:
        wait_for(lambda: len(first.values) == 500, "the first member to read phase one")
        second.start()
        wait_for(lambda: first.assignment and second.assignment
                 and len(first.assignment) + len(second.assignment) == PARTITIONS,
                 "the partitions to be shared")
        produce(cluster_thread.bootstrap, topic, 500, start=500)
        wait_for(lambda: len(first.values) + len(second.values) >= 1000,
                 "both members to read phase two")
        time.sleep(0.3)  # anything consumed twice would arrive now
        assert first.assignment.isdisjoint(second.assignment)
    finally:
        first.finish()
        if second.is_alive() or second.ident is not None:
            second.finish()
    values = first.values + second.values
    assert sorted(values) == sorted(f"v{index}".encode() for index in range(1000))
