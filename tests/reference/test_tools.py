"""Kafka 4.4's own command-line tools against kafkasim and against the reference cluster: the
same command line gives the same exit code and the same output shape on both (tools.py)."""

from __future__ import annotations

import json
import re
import time
import uuid

import pytest

from tests.reference.tools import run_tool, shape

pytestmark = [pytest.mark.reference, pytest.mark.clients]


@pytest.fixture
def both(kafkasim_tools_twin, reference_cluster):
    """(name, bootstrap) of kafkasim and of the reference cluster, in that order."""
    return [("kafkasim", kafkasim_tools_twin.bootstrap), ("kafka", reference_cluster.bootstrap)]


def same_on_both(both, tool: str, *args: str) -> list:
    """Run `tool args --bootstrap-server B` against each cluster; assert the exit codes and the
    shapes of stdout and stderr agree; return the two runs."""
    runs = [run_tool(tool, "--bootstrap-server", bootstrap, *args) for _, bootstrap in both]
    ours, theirs = runs
    assert ours.exit_code == theirs.exit_code, f"{ours}\n\n{theirs}"
    assert shape(ours.stdout) == shape(theirs.stdout), f"{ours}\n\n{theirs}"
    assert shape(ours.stderr) == shape(theirs.stderr), f"{ours}\n\n{theirs}"
    return runs


def test_kafka_topics_create_and_describe(both):
    """Verifies that `kafka-topics --create` with a replica assignment and `--describe` (which
    Kafka 4.4's TopicCommand answers from DescribeTopicPartitions, KIP-966, and
    DescribeConfigs) print the same on kafkasim as on Kafka, and that describing an unknown
    topic fails the same way."""
    topic = f"tools-describe-{uuid.uuid4().hex[:8]}"
    created = same_on_both(both, "kafka-topics", "--create", "--topic", topic,
                           "--replica-assignment", "1:2:3,2:3:1,3:1:2",
                           "--config", "retention.ms=3600000")
    assert created[0].exit_code == 0
    described = same_on_both(both, "kafka-topics", "--describe", "--topic", topic)
    assert described[0].exit_code == 0 and f"Topic: {topic}" in described[0].stdout
    missing = same_on_both(both, "kafka-topics", "--describe", "--topic", topic + "-missing")
    assert missing[0].exit_code != 0


def _log_dirs(run) -> dict:
    """kafka-log-dirs' JSON line as {broker: [(partition, size, offsetLag, isFuture), ...]}:
    the directory's path is each cluster's own, and the tool prints hash maps in no order."""
    document = json.loads(run.stdout.strip().splitlines()[-1])
    return {broker["broker"]: sorted(
        (p["partition"], p["size"], p["offsetLag"], p["isFuture"])
        for directory in broker["logDirs"] for p in directory["partitions"])
        for broker in document["brokers"]}


def test_kafka_log_dirs_describe(both, kafkasim_tools_twin, reference_cluster):
    """Verifies that `kafka-log-dirs --describe` (DescribeLogDirs to every broker, KIP-113)
    reports the same replicas, sizes and offset lags on kafkasim as on Kafka for a topic with
    records, and that naming a broker that does not exist fails the same way."""
    from confluent_kafka import Producer

    topic = f"tools-log-dirs-{uuid.uuid4().hex[:8]}"
    same_on_both(both, "kafka-topics", "--create", "--topic", topic,
                 "--replica-assignment", "1:2,2:3")
    for _, bootstrap in both:
        producer = Producer({"bootstrap.servers": bootstrap, "linger.ms": 0,
                             "enable.idempotence": False, "compression.type": "none"})
        for index in range(20):  # one batch each, so both logs hold the same bytes
            producer.produce(topic, key=b"k%d" % index, value=b"v" * 100,
                             partition=index % 2, timestamp=1_700_000_000_000)
            assert producer.flush(30) == 0
    runs = [run_tool("kafka-log-dirs", "--bootstrap-server", bootstrap, "--describe",
                     "--topic-list", topic) for _, bootstrap in both]
    assert [run.exit_code for run in runs] == [0, 0], "\n\n".join(map(str, runs))
    assert _log_dirs(runs[0]) == _log_dirs(runs[1]), "\n\n".join(map(str, runs))
    assert sum(len(replicas) for replicas in _log_dirs(runs[0]).values()) == 4
    same_on_both(both, "kafka-log-dirs", "--describe", "--broker-list", "1,7")


def _quorum_status(text: str) -> list[str]:
    """`describe --status` with the values that move with each cluster's history masked: the
    metadata log's high watermark, the leader epoch and the followers' lag (kept as keys); the
    observers in id order (Kafka lists them from a hash map)."""
    moving = ("HighWatermark:", "LeaderEpoch:", "MaxFollowerLag:", "MaxFollowerLagTimeMs:")
    lines = []
    for line in shape(text).splitlines():
        key = line.split()[0] if line.strip() else ""
        if line.startswith(moving):
            line = f"{key} <n>"
        elif key == "CurrentObservers:":
            observers = json.loads(line.split(":", 1)[1])
            line = f"{key} {sorted(observers, key=lambda observer: observer['id'])}"
        lines.append(line)
    return lines


def _quorum_replication(text: str) -> list[tuple[str, ...]]:
    """`describe --replication` as (NodeId, DirectoryId, Status) rows in NodeId order: offsets,
    lags and times are each cluster's own."""
    rows = [[cell.strip() for cell in line.split("\t")] for line in shape(text).splitlines()]
    header, body = rows[0], rows[1:]
    keep = [header.index(name) for name in ("NodeId", "DirectoryId", "Status")]
    return [tuple(header[i] for i in keep)] + sorted(tuple(row[i] for i in keep) for row in body)


def test_kafka_metadata_quorum_describe(both):
    """Verifies that `kafka-metadata-quorum describe --status` and `--replication`
    (DescribeQuorum, forwarded by a broker to the controller, KIP-595/836/853) show the same
    leader, voters, observers and statuses on kafkasim as on Kafka with static voters."""
    runs = [run_tool("kafka-metadata-quorum", "--bootstrap-server", bootstrap, "describe",
                     "--status") for _, bootstrap in both]
    assert [run.exit_code for run in runs] == [0, 0], "\n\n".join(map(str, runs))
    assert _quorum_status(runs[0].stdout) == _quorum_status(runs[1].stdout), \
        "\n\n".join(map(str, runs))
    assert "CurrentObservers:" in runs[0].stdout
    runs = [run_tool("kafka-metadata-quorum", "--bootstrap-server", bootstrap, "describe",
                     "--replication") for _, bootstrap in both]
    assert [run.exit_code for run in runs] == [0, 0], "\n\n".join(map(str, runs))
    assert _quorum_replication(runs[0].stdout) == _quorum_replication(runs[1].stdout), \
        "\n\n".join(map(str, runs))
    assert len(_quorum_replication(runs[0].stdout)) == 5  # the header, the leader, 3 observers


def _committed_group(both, topic: str, group: str) -> None:
    """`group` with offsets committed for both partitions of `topic` on each cluster (a
    consumer that assigned itself the partitions, committed and left)."""
    from confluent_kafka import Consumer, KafkaException, TopicPartition

    for _, bootstrap in both:
        consumer = Consumer({"bootstrap.servers": bootstrap, "group.id": group,
                             "enable.auto.commit": False})
        for attempt in range(20):  # the coordinator may still be loading the offsets topic
            try:
                consumer.commit(offsets=[TopicPartition(topic, 0, 3),
                                         TopicPartition(topic, 1, 5)], asynchronous=False)
                break
            except KafkaException:
                if attempt == 19:
                    raise
                time.sleep(0.5)
        consumer.close()


def test_kafka_consumer_groups_delete(both):
    """Verifies that `kafka-consumer-groups --delete` (DeleteGroups to the group's coordinator,
    Kafka's GroupCoordinatorService.deleteGroups) deletes an empty group with offsets and
    reports it the same way on kafkasim as on Kafka, and that deleting it again (a group that
    no longer exists) fails the same way."""
    topic = f"tools-delete-{uuid.uuid4().hex[:8]}"
    group = f"tools-delete-group-{uuid.uuid4().hex[:8]}"
    same_on_both(both, "kafka-topics", "--create", "--topic", topic, "--partitions", "2",
                 "--replication-factor", "1")
    _committed_group(both, topic, group)
    deleted = same_on_both(both, "kafka-consumer-groups", "--delete", "--group", group)
    assert deleted[0].exit_code == 0 and "successful" in deleted[0].stdout
    missing = same_on_both(both, "kafka-consumer-groups", "--delete", "--group", group)
    assert "GroupIdNotFoundException" in missing[0].stdout + missing[0].stderr


def test_kafka_consumer_groups_delete_offsets(both):
    """Verifies that `kafka-consumer-groups --delete-offsets` (OffsetDelete, Kafka's
    OffsetMetadataManager.deleteOffsets) deletes a topic's and a partition's offsets of an
    empty group and prints the same table on kafkasim as on Kafka, including for a topic that
    does not exist, and that a group that does not exist fails the same way."""
    topic = f"tools-delete-offsets-{uuid.uuid4().hex[:8]}"
    group = f"tools-delete-offsets-group-{uuid.uuid4().hex[:8]}"
    same_on_both(both, "kafka-topics", "--create", "--topic", topic, "--partitions", "2",
                 "--replication-factor", "1")
    _committed_group(both, topic, group)
    partition = same_on_both(both, "kafka-consumer-groups", "--delete-offsets", "--group",
                             group, "--topic", f"{topic}:1")
    assert partition[0].exit_code == 0 and "Successful" in partition[0].stdout
    whole = same_on_both(both, "kafka-consumer-groups", "--delete-offsets", "--group", group,
                         "--topic", topic)
    assert whole[0].exit_code == 0
    same_on_both(both, "kafka-consumer-groups", "--delete-offsets", "--group", group,
                 "--topic", f"{topic}-missing")
    same_on_both(both, "kafka-consumer-groups", "--delete-offsets", "--group", f"{group}-none",
                 "--topic", topic)


_NUMBER = re.compile(r"(?<![\w.-])-?\d+(?![\w.-])")


def numbers_masked(run) -> list[list[str]]:
    """A run's stdout as a table of cells with every number masked (producer ids, coordinator
    ids, times and durations differ between two clusters by design, and with them the columns'
    widths), the header first and the rows in order (Kafka lists them from hash maps)."""
    rows = [[_NUMBER.sub("<n>", cell.strip()) for cell in line.split("\t")]
            for line in shape(run.stdout).splitlines()]
    return rows[:1] + sorted(rows[1:])


def test_kafka_features_describe(both):
    """Verifies that `kafka-features describe` (FeatureCommand: DescribeFeatures through the
    admin client, from ApiVersions) lists the same features with the same supported ranges and
    finalized levels on kafkasim as on a new Kafka 4.4.0 cluster (KIP-584); only the metadata
    log's epoch differs."""
    runs = [run_tool("kafka-features", "--bootstrap-server", bootstrap, "describe")
            for _, bootstrap in both]
    ours, theirs = runs
    assert ours.exit_code == theirs.exit_code == 0, f"{ours}\n\n{theirs}"
    epochless = [re.sub(r"Epoch: \d+", "Epoch: <epoch>", shape(run.stdout)) for run in runs]
    assert epochless[0] == epochless[1], f"{ours}\n\n{theirs}"
    assert re.search(r"transaction\.version\s+SupportedMinVersion: 0\s+SupportedMaxVersion: 2"
                     r"\s+FinalizedVersionLevel: 2", ours.stdout), ours


def test_kafka_transactions(both):
    """Verifies that `kafka-transactions` (TransactionsCommand) gives the same exit codes and
    output shapes on kafkasim as on Kafka 4.4.0 for a committed and an open transaction of the
    same transactional ids: `list` filtered by a transactional id pattern (ListTransactions v2,
    KIP-1152), `describe` (DescribeTransactions), `describe-producers` (DescribeProducers) and
    `find-hanging` (ListTransactions and DescribeProducers on a broker), and `describe` of an
    unknown id."""
    import confluent_kafka
    from confluent_kafka.admin import AdminClient, NewTopic

    stem = f"tools-txn-{uuid.uuid4().hex[:8]}"
    topic = f"{stem}-topic"
    held = []
    for _, bootstrap in both:
        admin = AdminClient({"bootstrap.servers": bootstrap})
        admin.create_topics([NewTopic(topic, 1, 3)])[topic].result(60)
        for suffix, commit in (("done", True), ("open", False)):
            # The open one must outlive the test: a long timeout, or its coordinator aborts it.
            producer = confluent_kafka.Producer({"bootstrap.servers": bootstrap,
                                                 "transactional.id": f"{stem}-{suffix}",
                                                 "transaction.timeout.ms": 600_000})
            producer.init_transactions(60)
            producer.begin_transaction()
            producer.produce(topic, value=b"v", partition=0)
            producer.flush(60)
            if commit:
                producer.commit_transaction(60)
            else:
                held.append(producer)  # left open until the end of the test
    try:
        for args in (["list", "--transactional-id-pattern", f"{stem}-.*"],
                     ["describe", "--transactional-id", f"{stem}-done"],
                     ["describe", "--transactional-id", f"{stem}-open"],
                     ["describe", "--transactional-id", f"{stem}-missing"],
                     ["describe-producers", "--topic", topic, "--partition", "0"],
                     ["find-hanging", "--broker-id", "1", "--max-transaction-timeout", "1"]):
            runs = [run_tool("kafka-transactions", "--bootstrap-server", bootstrap, *args)
                    for _, bootstrap in both]
            ours, theirs = runs
            assert ours.exit_code == theirs.exit_code, f"{ours}\n\n{theirs}"
            assert numbers_masked(ours) == numbers_masked(theirs), f"{ours}\n\n{theirs}"
            assert _NUMBER.sub("<n>", shape(ours.stderr)) == \
                _NUMBER.sub("<n>", shape(theirs.stderr)), f"{ours}\n\n{theirs}"
    finally:
        for producer in held:
            producer.abort_transaction(60)


def test_kafka_configs_client_and_user_quotas(both):
    """Verifies that `kafka-configs` for client quotas (AlterClientQuotas and
    DescribeClientQuotas, KIP-546; --entity-type clients, users, both, their defaults, and
    ips) sets, describes and deletes quotas with the same output on kafkasim as on Kafka, and
    fails the same way on an out-of-range or fractional value, on deleting a quota that is not
    set, and on an unresolvable ip."""
    suffix = uuid.uuid4().hex[:8]
    client, user = f"tools-client-{suffix}", f"tools-user-{suffix}"
    clients = ["--entity-type", "clients", "--entity-name", client]
    users = ["--entity-type", "users", "--entity-name", user]
    both_kinds = [*users, *clients]
    default_user = ["--entity-type", "users", "--entity-default"]
    shown = "Quota configs for"
    steps = [  # (exit code, what stdout holds, the command)
        (0, "", ["--alter", *clients, "--add-config",
                 "producer_byte_rate=1048576,consumer_byte_rate=2097152"]),
        (0, shown, ["--describe", *clients]),
        (0, "", ["--alter", *both_kinds, "--add-config", "request_percentage=50.5"]),
        (0, shown, ["--describe", *both_kinds]),
        (0, "", ["--alter", *default_user, "--add-config",
                 "producer_byte_rate=1000000000000"]),
        (0, shown, ["--describe", *default_user]),
        (0, "", ["--describe", *users]),  # strict: the user alone has no quota
        (1, "", ["--alter", *clients, "--add-config", "producer_byte_rate=-5"]),
        (1, "", ["--alter", *clients, "--add-config", "consumer_byte_rate=1.5"]),
        (0, "", ["--alter", *clients, "--delete-config", "producer_byte_rate"]),
        (0, "consumer_byte_rate=2097152.0", ["--describe", *clients]),
        (1, "", ["--alter", *clients, "--delete-config", "producer_byte_rate"]),
        (1, "", ["--alter", "--entity-type", "ips", "--entity-name", "300.1.2.3",
                 "--add-config", "connection_creation_rate=10"]),
        (0, "", ["--alter", *clients, "--delete-config", "consumer_byte_rate"]),
        (0, "", ["--alter", *both_kinds, "--delete-config", "request_percentage"]),
        (0, "", ["--alter", *default_user, "--delete-config", "producer_byte_rate"]),
        (0, "", ["--describe", *clients]),
    ]
    for expected, output, args in steps:
        ours, _ = same_on_both(both, "kafka-configs", *args)
        assert ours.exit_code == expected and output in ours.stdout, ours


def _listed(run, prefix: str) -> list[str]:
    """`kafka-client-metrics --list`'s names of this test's resources, sorted (the reference
    cluster holds other tests' too, and Kafka lists them from a hash map)."""
    return sorted(line for line in run.stdout.splitlines() if line.startswith(prefix))


def test_kafka_client_metrics(both):
    """Verifies that `kafka-client-metrics` (ClientMetricsCommand, KIP-714: IncrementalAlterConfigs,
    DescribeConfigs and ListConfigResources on CLIENT_METRICS resources) alters, describes,
    lists and deletes a subscription with the same exit codes and output on kafkasim as on
    Kafka, refuses a bad interval and a bad match pattern the same way, and describes a
    deleted subscription by its defaults."""
    prefix = f"tools-client-metrics-{uuid.uuid4().hex[:8]}"
    name, other = f"{prefix}-a", f"{prefix}-b"
    altered = same_on_both(both, "kafka-client-metrics", "--alter", "--name", name,
                           "--metrics", "org.apache.kafka.producer.,org.apache.kafka.consumer.",
                           "--interval", "1000",
                           "--match", "client_software_name=apache-kafka-java,client_id=app-.*")
    assert altered[0].exit_code == 0
    same_on_both(both, "kafka-client-metrics", "--alter", "--name", other, "--metrics", "*")
    described = same_on_both(both, "kafka-client-metrics", "--describe", "--name", name)
    assert "interval.ms=1000" in described[0].stdout
    listed = [run_tool("kafka-client-metrics", "--bootstrap-server", bootstrap, "--list")
              for _, bootstrap in both]
    assert [run.exit_code for run in listed] == [0, 0], "\n\n".join(map(str, listed))
    assert _listed(listed[0], prefix) == _listed(listed[1], prefix) == [name, other]
    refused = same_on_both(both, "kafka-client-metrics", "--alter", "--name", name,
                           "--interval", "50")
    assert refused[0].exit_code != 0
    same_on_both(both, "kafka-client-metrics", "--alter", "--name", name,
                 "--match", "client_rack=a")
    for subscription in (name, other):
        deleted = same_on_both(both, "kafka-client-metrics", "--delete", "--name", subscription)
        assert deleted[0].exit_code == 0
    same_on_both(both, "kafka-client-metrics", "--describe", "--name", name)
    same_on_both(both, "kafka-client-metrics", "--alter")
