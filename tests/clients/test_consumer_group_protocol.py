"""KIP-848 consumer groups with real clients (`group.protocol=consumer`): librdkafka through
confluent-kafka and the Java client (kafka-clients 4.3) against a 3-broker cluster.

The coordinator assigns partitions itself (ConsumerGroupHeartbeat, the uniform assignor), a
member joining takes partitions only after the other has revoked them, a member leaving hands
its partitions over, committed offsets carry across members, and a group can move between the
classic and the consumer protocol while its members keep consuming (Kafka 4's online upgrade
and downgrade). With the default `group.consumer.heartbeat.interval.ms` (5 s) a rebalance takes
a few heartbeats, so the deadlines here are generous; none is asserted as a duration."""

from __future__ import annotations

import contextlib
import json
import subprocess
import threading
import time
import uuid

import pytest

pytestmark = [pytest.mark.clients, pytest.mark.timeout(180)]

PARTITIONS = 6
DEADLINE = 60.0


def produce(bootstrap: str, topic: str, count: int, start: int = 0) -> None:
    import confluent_kafka

    producer = confluent_kafka.Producer({"bootstrap.servers": bootstrap, "linger.ms": 5})
    for index in range(start, start + count):
        producer.produce(topic, key=f"k{index}".encode(), value=f"v{index}".encode())
    assert producer.flush(DEADLINE) == 0


def wait_for(condition, what: str, *members: Member) -> None:
    """Wait for `condition`; a member thread that failed or ended meanwhile fails the wait at
    once with its own error (not as a timeout that hides it)."""
    deadline = time.monotonic() + DEADLINE
    while not condition():
        for member in members:
            member.check()
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)
    for member in members:
        member.check()


class Member(threading.Thread):
    """A confluent-kafka consumer polled on its own thread, committing after each batch (unless
    `commit` is False)."""

    def __init__(self, bootstrap: str, group: str, topic: str, name: str,
                 protocol: str = "consumer", commit: bool = True):
        super().__init__(name=name, daemon=True)
        self.commit = commit
        self.config = {"bootstrap.servers": bootstrap, "group.id": group, "client.id": name,
                       "group.protocol": protocol, "auto.offset.reset": "earliest",
                       "enable.auto.commit": False}
        if protocol == "classic":
            self.config.update({"heartbeat.interval.ms": 200, "session.timeout.ms": 6000})
        self.topic = topic
        self.values: list[bytes] = []
        self.assignment: frozenset[int] = frozenset()
        self.stop_requested = threading.Event()
        self.error: BaseException | None = None

    def run(self) -> None:
        import confluent_kafka

        try:
            consumer = confluent_kafka.Consumer(self.config)
            consumer.subscribe([self.topic])
            try:
                while not self.stop_requested.is_set():
                    batch = consumer.consume(200, timeout=0.1)
                    for record in batch:
                        assert record.error() is None, record.error()
                        self.values.append(record.value())
                    if batch and self.commit:
                        consumer.commit(asynchronous=False)
                    self.assignment = frozenset(tp.partition for tp in consumer.assignment())
            finally:
                consumer.close()
        except BaseException as error:  # reported by the test thread
            self.error = error

    def check(self) -> None:
        """Raise the thread's error, or fail if it ended without being asked to stop."""
        if self.error is not None:
            raise AssertionError(f"member {self.name} failed: {self.error!r}") from self.error
        if self.ident is not None and not self.is_alive() and not self.stop_requested.is_set():
            raise AssertionError(f"member {self.name} ended before it was asked to stop")

    def finish(self) -> None:
        """Stop the thread (if it was started) and raise whatever it failed with."""
        self.stop_requested.set()
        if self.ident is None:
            return
        self.join(DEADLINE)
        assert not self.is_alive(), f"{self.name} did not stop"
        self.check()


@contextlib.contextmanager
def running(*members: Member):
    """Members that are finished on the way out, however the block ends; the first member
    error is raised (chained to the block's own failure, if any), never dropped."""
    try:
        yield
    finally:
        errors = []
        for member in members:
            try:
                member.finish()
            except AssertionError as error:
                errors.append(error)
        if errors:
            raise errors[0]


def new_topic(cluster_thread) -> str:
    topic = f"kip848-{uuid.uuid4().hex[:8]}"
    cluster_thread.create_topic(topic, partitions=PARTITIONS, replication_factor=3)
    return topic


def describe(bootstrap: str, group: str):
    """The group as the admin client's describe_consumer_groups sees it."""
    from confluent_kafka.admin import AdminClient

    admin = AdminClient({"bootstrap.servers": bootstrap})
    return admin.describe_consumer_groups([group])[group].result(timeout=DEADLINE)


def test_confluent_members_share_partitions_and_hand_them_over(cluster_thread):
    """Verifies that two librdkafka members with group.protocol=consumer split a topic without
    overlap once the first has revoked (KIP-848 revocation before assignment), that every
    record is read exactly once, that the describe API sees a consumer group, and that the
    partitions of a member that leaves go to the other."""
    topic = new_topic(cluster_thread)
    group = f"kip848-share-{uuid.uuid4().hex[:6]}"
    produce(cluster_thread.bootstrap, topic, 600)
    first = Member(cluster_thread.bootstrap, group, topic, "first")
    second = Member(cluster_thread.bootstrap, group, topic, "second")
    with running(first, second):
        first.start()
        wait_for(lambda: len(first.values) == 600, "the first member to read everything", first)
        second.start()
        wait_for(lambda: first.assignment and second.assignment
                 and len(first.assignment) + len(second.assignment) == PARTITIONS,
                 "the partitions to be shared", first, second)
        assert first.assignment.isdisjoint(second.assignment)
        described = describe(cluster_thread.bootstrap, group)
        assert str(described.type).endswith("CONSUMER"), described.type
        assert len(described.members) == 2
        produce(cluster_thread.bootstrap, topic, 600, start=600)
        wait_for(lambda: len(first.values) + len(second.values) >= 1200,
                 "both members to read the second half", first, second)
        first.finish()
        wait_for(lambda: len(second.assignment) == PARTITIONS,
                 "the partitions of the leaving member to move", second)
        produce(cluster_thread.bootstrap, topic, 60, start=1200)
        wait_for(lambda: len(first.values) + len(second.values) >= 1260, "the last records",
                 second)
        time.sleep(0.3)  # anything read twice would arrive now
    values = first.values + second.values
    assert sorted(values) == sorted(f"v{index}".encode() for index in range(1260))


def test_java_consumer_with_consumer_protocol(cluster_thread, tmp_path):
    """Verifies that the Java client (kafka-clients 4.3, group.protocol=consumer) joins a
    KIP-848 group, reads every record exactly once byte-exact and commits, and that a
    librdkafka member of the same group then starts from those committed offsets."""
    from tests.clients import peer_programs

    topic = f"kip848-java-{uuid.uuid4().hex[:6]}"
    group = f"kip848-java-{uuid.uuid4().hex[:6]}"
    command = [*peer_programs.java_client_command(), "produce", "--bootstrap",
               cluster_thread.bootstrap, "--topic", topic, "--count", "500", "--partitions",
               str(PARTITIONS), "--replication-factor", "3"]
    produced = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert produced.returncode == 0, produced.stderr[-2000:]
    command = [*peer_programs.java_client_command(), "consume", "--bootstrap",
               cluster_thread.bootstrap, "--topic", topic, "--count", "500", "--group", group,
               "--group-protocol", "consumer"]
    consumed = subprocess.run(command, capture_output=True, text=True, timeout=150)
    assert consumed.returncode == 0, consumed.stdout[-2000:] + consumed.stderr[-2000:]
    result = json.loads(consumed.stdout.strip().splitlines()[-1])
    assert (result["records"], result["missing"], result["duplicates"]) == (500, 0, 0)
    produce(cluster_thread.bootstrap, topic, 50, start=500)
    member = Member(cluster_thread.bootstrap, group, topic, "after-java")
    with running(member):
        member.start()
        wait_for(lambda: len(member.values) >= 50, "the librdkafka member to read the rest",
                 member)
        time.sleep(0.3)
    assert sorted(member.values) == sorted(f"v{index}".encode() for index in range(500, 550))


def test_group_moves_between_protocols_while_consuming(cluster_thread):
    """Verifies Kafka 4's online migration: a classic group (librdkafka, group.protocol=classic)
    is upgraded when a group.protocol=consumer member joins (both then share the partitions,
    the classic member as a classic-protocol member of the consumer group), and downgraded back
    to a classic group when the consumer-protocol member leaves; every record is read once."""
    topic = new_topic(cluster_thread)
    group = f"kip848-migrate-{uuid.uuid4().hex[:6]}"
    produce(cluster_thread.bootstrap, topic, 300)
    classic = Member(cluster_thread.bootstrap, group, topic, "classic", protocol="classic")
    modern = Member(cluster_thread.bootstrap, group, topic, "modern")
    with running(classic, modern):
        classic.start()
        wait_for(lambda: len(classic.values) == 300, "the classic member to read", classic)
        assert str(describe(cluster_thread.bootstrap, group).type).endswith("CLASSIC")
        modern.start()
        wait_for(lambda: classic.assignment and modern.assignment
                 and len(classic.assignment) + len(modern.assignment) == PARTITIONS,
                 "the upgraded group to share the partitions", classic, modern)
        assert classic.assignment.isdisjoint(modern.assignment)
        assert str(describe(cluster_thread.bootstrap, group).type).endswith("CONSUMER")
        produce(cluster_thread.bootstrap, topic, 300, start=300)
        wait_for(lambda: len(classic.values) + len(modern.values) >= 600, "the second half",
                 classic, modern)
        modern.finish()
        wait_for(lambda: str(describe(cluster_thread.bootstrap, group).type).endswith("CLASSIC"),
                 "the downgrade", classic)
        wait_for(lambda: len(classic.assignment) == PARTITIONS,
                 "the classic member to take every partition", classic)
        produce(cluster_thread.bootstrap, topic, 60, start=600)
        wait_for(lambda: len(classic.values) + len(modern.values) >= 660, "the last records",
                 classic)
        time.sleep(0.3)
    values = classic.values + modern.values
    assert sorted(values) == sorted(f"v{index}".encode() for index in range(660))


def test_confluent_regex_subscription_follows_new_topics(cluster_thread):
    """Verifies KIP-848 regular expression subscriptions with librdkafka (group.protocol=consumer
    sends the pattern to the coordinator, SubscribedTopicRegex): the coordinator resolves it
    against the cluster's topics in the background and assigns the matching topics' partitions,
    a topic created later that matches is picked up, and a topic that does not match is not."""
    prefix = f"kip848-rx-{uuid.uuid4().hex[:6]}"
    first, later, other = f"{prefix}-a", f"{prefix}-b", f"other-{uuid.uuid4().hex[:6]}"
    for topic in (first, other):
        cluster_thread.create_topic(topic, partitions=2, replication_factor=3)
    produce(cluster_thread.bootstrap, first, 20)
    produce(cluster_thread.bootstrap, other, 20, start=1000)
    group = f"kip848-rx-{uuid.uuid4().hex[:6]}"
    member = Member(cluster_thread.bootstrap, group, f"^{prefix}-.*", "regex")
    with running(member):
        member.start()
        wait_for(lambda: len(member.values) >= 20, "the matching topic's records", member)

        def regexes() -> set[str]:
            """The regexes the coordinator holds for the group's members."""
            return {m.subscribed_topic_regex for b in cluster_thread.brokers.values()
                    if group in b.groups.groups for m in b.groups.groups[group].members.values()}

        # the pattern reached the coordinator (librdkafka did not resolve it itself); librdkafka
        # sends its patterns joined as "(a)|(b)"
        assert cluster_thread.call(regexes) == {f"(^{prefix}-.*)"}
        cluster_thread.create_topic(later, partitions=2, replication_factor=3)
        produce(cluster_thread.bootstrap, later, 20, start=500)
        wait_for(lambda: len(member.values) >= 40, "the records of the topic created later",
                 member)
        time.sleep(0.3)
    assert sorted(member.values) == sorted(
        [f"v{index}".encode() for index in range(20)]
        + [f"v{index}".encode() for index in range(500, 520)])


def test_java_member_joins_a_librdkafka_member_and_takes_over(cluster_thread):
    """Verifies KIP-848 reconciliation between two client implementations: a Java member
    (kafka-clients 4.3, group.protocol=consumer) joins a group whose librdkafka member owns every
    partition, gets its share only after the librdkafka member revoked it, and gets every
    partition once that member leaves; nothing is committed, so the Java member reads all 600
    records once, byte-exact, from the partitions it successively owns."""
    from tests.clients import peer_programs

    topic = f"kip848-mixed-{uuid.uuid4().hex[:6]}"
    group = f"kip848-mixed-{uuid.uuid4().hex[:6]}"
    command = [*peer_programs.java_client_command(), "produce", "--bootstrap",
               cluster_thread.bootstrap, "--topic", topic, "--count", "600", "--partitions",
               str(PARTITIONS), "--replication-factor", "3"]
    produced = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert produced.returncode == 0, produced.stderr[-2000:]
    native = Member(cluster_thread.bootstrap, group, topic, "librdkafka", commit=False)
    java = None
    with running(native):
        try:
            native.start()
            wait_for(lambda: len(native.assignment) == PARTITIONS and len(native.values) == 600,
                     "the librdkafka member to own and read every partition", native)
            java = subprocess.Popen(
                [*peer_programs.java_client_command(), "consume", "--bootstrap",
                 cluster_thread.bootstrap, "--topic", topic, "--count", "600", "--group", group,
                 "--group-protocol", "consumer", "--timeout-ms", "120000"],
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            try:
                wait_for(lambda: 0 < len(native.assignment) < PARTITIONS,
                         "the librdkafka member to revoke the Java member's share", native)
            except AssertionError as timed_out:
                java.kill()
                out, err = java.communicate(timeout=30)
                raise AssertionError(f"{timed_out}; Java: {out[-1500:]} {err[-3000:]}") from None
            native.finish()
            out, err = java.communicate(timeout=150)
        finally:
            if java is not None and java.poll() is None:
                java.kill()
                java.wait()
    assert java.returncode == 0, out[-2000:] + err[-2000:]
    result = json.loads(out.strip().splitlines()[-1])
    assert (result["records"], result["missing"], result["duplicates"]) == (600, 0, 0)
