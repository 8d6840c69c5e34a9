"""The reference cluster itself: real Apache Kafka, as kafkasim's oracle, checked through real
clients (confluent-kafka) and hand-encoded requests (kafka_wire) for what no installed client
sends: Fetch with a RackId (KIP-392) and ListOffsets for tiered offsets (KIP-405, 1005, 1023)."""

from __future__ import annotations

import time
import uuid

import pytest

from tests.reference import kafka_wire as wire
from tests.reference.conftest import START_TIMEOUT
from tests.reference.kafka_cluster import (
    REPO_ROOT,
    ReferenceCluster,
    ReferenceClusterError,
    ensure_jars,
    pinned_version,
    tiered_version,
)

pytestmark = [pytest.mark.reference, pytest.mark.timeout(START_TIMEOUT + 120)]

DEADLINE = 60.0  # seconds a convergence may take; never asserted as a duration


def new_topic(cluster, prefix: str, partitions: int = 1, replication_factor: int = 3,
              config: dict[str, str] | None = None) -> str:
    from confluent_kafka.admin import AdminClient, NewTopic

    name = f"{prefix}-{uuid.uuid4().hex[:8]}"
    admin = AdminClient({"bootstrap.servers": cluster.bootstrap})
    futures = admin.create_topics([NewTopic(name, partitions, replication_factor,
                                            config=config or {})], operation_timeout=30)
    futures[name].result(timeout=30)
    wait_for(lambda: all_replicas_in_sync(cluster, name, partitions, replication_factor),
             f"{name} fully replicated")
    return name


def wait_for(predicate, what: str, timeout: float = DEADLINE, interval: float = 0.2):
    deadline = time.monotonic() + timeout
    while True:
        result = predicate()
        if result:
            return result
        if time.monotonic() >= deadline:
            raise AssertionError(f"not within {timeout:.0f} s: {what}")
        time.sleep(interval)


def metadata(cluster, topics: list[str] | None, node_id: int | None = None) -> wire.Metadata:
    host, port, _ = cluster.brokers[node_id or min(cluster.brokers)]
    with wire.KafkaSocket(host, port) as conn:
        return wire.metadata(conn, topics)


def all_replicas_in_sync(cluster, topic: str, partitions: int, rf: int) -> bool:
    """Every broker knows every partition with a leader and a full ISR."""
    for node_id in cluster.brokers:
        info = metadata(cluster, [topic], node_id).topics.get(topic)
        if info is None or info.error or len(info.partitions) != partitions:
            return False
        if any(p.leader < 0 or len(p.isr) != rf for p in info.partitions.values()):
            return False
    return True


def leader_of(cluster, topic: str, partition: int = 0) -> int:
    return metadata(cluster, [topic]).topics[topic].partitions[partition].leader


def produce(cluster, topic: str, count: int, size: int = 100) -> None:
    import confluent_kafka

    producer = confluent_kafka.Producer({"bootstrap.servers": cluster.bootstrap, "acks": "all",
                                         "linger.ms": 5})
    for index in range(count):
        value = f"value-{index:08d}-".encode().ljust(size, b"x")
        producer.produce(topic, key=f"k{index}".encode(), value=value)
        if index % 1000 == 999:
            producer.poll(0)
    assert producer.flush(DEADLINE) == 0


def test_metadata_lists_three_brokers_on_racks(reference_cluster):
    """Verifies that the cluster's brokers 1, 2, 3 are on racks a, b, c, as confluent-kafka's
    DescribeCluster and a hand-encoded Metadata v8 both say, at the addresses the helper gives."""
    from confluent_kafka.admin import AdminClient

    assert sorted(reference_cluster.brokers) == [1, 2, 3]
    admin = AdminClient({"bootstrap.servers": reference_cluster.bootstrap})
    described = admin.describe_cluster(request_timeout=30).result(timeout=30)
    assert {(n.id, n.host, n.port, n.rack) for n in described.nodes} == {
        (node_id, host, port, rack)
        for node_id, (host, port, rack) in reference_cluster.brokers.items()}
    assert {n.id: n.rack for n in described.nodes} == {1: "a", 2: "b", 3: "c"}
    answer = metadata(reference_cluster, [])
    assert answer.brokers == reference_cluster.brokers
    assert answer.cluster_id == reference_cluster.cluster_id


def test_replicated_topic_round_trips_records(reference_cluster):
    """Verifies that a topic with replication factor 3 and 3 partitions has all three brokers
    in every ISR and gives back, in order per partition, every record produced with acks=all."""
    import confluent_kafka

    topic = new_topic(reference_cluster, "round-trip", partitions=3)
    count = 300
    produce(reference_cluster, topic, count)
    consumer = confluent_kafka.Consumer({
        "bootstrap.servers": reference_cluster.bootstrap, "group.id": f"g-{topic}",
        "auto.offset.reset": "earliest", "enable.auto.commit": False})
    received: dict[int, list[bytes]] = {}
    try:
        consumer.subscribe([topic])
        deadline = time.monotonic() + DEADLINE
        while sum(map(len, received.values())) < count and time.monotonic() < deadline:
            message = consumer.poll(0.2)
            if message is None:
                continue
            assert message.error() is None, message.error()
            received.setdefault(message.partition(), []).append(message.key())
    finally:
        consumer.close()
    keys = [k for part in received.values() for k in part]
    assert sorted(keys) == sorted(f"k{i}".encode() for i in range(count))
    for part in received.values():  # the producer sent keys in order: each partition keeps it
        assert part == sorted(part, key=lambda k: int(k[1:]))


def test_rack_aware_consumer_reads_from_same_rack_follower(reference_cluster):
    """Verifies KIP-392 with Kafka's RackAwareReplicaSelector: a Fetch v11 to the leader from a
    client on another rack is answered with PreferredReadReplica = that rack's follower, and a
    confluent-kafka consumer with client.rack set reads the partition from that follower
    (librdkafka's statistics name the broker it fetches from)."""
    import json

    import confluent_kafka

    topic = new_topic(reference_cluster, "rack-aware")
    count = 200
    produce(reference_cluster, topic, count)
    leader = leader_of(reference_cluster, topic)
    rack_of = {n: rack for n, (_, _, rack) in reference_cluster.brokers.items()}
    follower = next(n for n in sorted(rack_of) if n != leader)
    rack = rack_of[follower]

    # The raw Fetch: once the follower has the records, the leader points the client to it.
    host, port, _ = reference_cluster.brokers[leader]

    def preferred() -> int:
        with wire.KafkaSocket(host, port) as conn:
            answer = wire.fetch(conn, topic, 0, offset=0, rack_id=rack)
        assert answer.error == 0
        return answer.preferred_read_replica if answer.preferred_read_replica >= 0 else 0

    assert wait_for(preferred, "a preferred read replica") == follower
    with wire.KafkaSocket(host, port) as conn:  # the leader's own rack: no redirect
        assert wire.fetch(conn, topic, 0, 0, rack_id=rack_of[leader]).preferred_read_replica == -1

    # A real consumer on that rack.
    stats: list[dict] = []
    consumer = confluent_kafka.Consumer({
        "bootstrap.servers": reference_cluster.bootstrap, "group.id": f"g-{topic}",
        "client.rack": rack, "enable.auto.commit": False, "statistics.interval.ms": 100,
        "stats_cb": lambda doc: stats.append(json.loads(doc))})
    consumed = 0
    try:
        consumer.assign([confluent_kafka.TopicPartition(topic, 0,
                                                        confluent_kafka.OFFSET_BEGINNING)])

        def fetching_from_follower() -> bool:
            nonlocal consumed
            message = consumer.poll(0.1)
            if message is not None and message.error() is None:
                consumed += 1
            part = stats[-1]["topics"].get(topic, {}).get("partitions", {}).get("0") \
                if stats else None
            return consumed >= count and part is not None and part["broker"] == follower

        wait_for(fetching_from_follower, f"the consumer in rack {rack} fetching from {follower}",
                 interval=0)
    finally:
        consumer.close()
    part = stats[-1]["topics"][topic]["partitions"]["0"]
    assert part["leader"] == leader
    assert part["broker"] == follower
    assert consumed == count


def list_offsets(cluster, topic: str, timestamp: int, node_id: int) -> wire.ListOffsetsAnswer:
    host, port, _ = cluster.brokers[node_id]
    with wire.KafkaSocket(host, port) as conn:
        top = wire.api_versions(conn)[wire.API_LIST_OFFSETS][1]
        version = max(9, min(top, 11 if timestamp == wire.EARLIEST_PENDING_UPLOAD else 9))
        return wire.list_offsets(conn, topic, 0, timestamp, version=version)


def test_tiered_storage_moves_segments_and_answers_tiered_offsets(tiered_reference_cluster,
                                                                  capsys):
    """Verifies tiered storage through LocalTieredStorage: with 1 MiB segments and a local
    retention of one byte, rolled segments are copied to the remote store and deleted locally,
    so ListOffsets answers EARLIEST_LOCAL (-4, v8+) > 0 and LATEST_TIERED (-5, v9+) >= 0, while
    EARLIEST (-2) stays 0 and a consumer still reads every record from offset 0 (the tiered
    ones through the remote store)."""
    import confluent_kafka

    topic = new_topic(tiered_reference_cluster, "tiered", config={
        "remote.storage.enable": "true",
        "segment.bytes": str(1024 * 1024),
        "local.retention.bytes": "1",
        "local.retention.ms": "1000",
    })
    leader = leader_of(tiered_reference_cluster, topic)
    specs = {"latest": wire.LATEST, "earliest": wire.EARLIEST,
             "earliest_local": wire.EARLIEST_LOCAL, "latest_tiered": wire.LATEST_TIERED}
    host, port, _ = tiered_reference_cluster.brokers[leader]
    with wire.KafkaSocket(host, port) as conn:
        max_version = wire.api_versions(conn)[wire.API_LIST_OFFSETS][1]
    if max_version >= 11:
        specs["earliest_pending_upload"] = wire.EARLIEST_PENDING_UPLOAD

    def offsets() -> dict[str, tuple[int, int]]:
        answers = {name: list_offsets(tiered_reference_cluster, topic, ts, leader)
                   for name, ts in specs.items()}
        for name, answer in answers.items():
            assert answer.error == 0, (name, answer)
        return {name: (a.offset, a.timestamp) for name, a in answers.items()}

    before = offsets()
    count, size = 4000, 1000  # about 4 MiB: three or four rolled 1 MiB segments
    produce(tiered_reference_cluster, topic, count, size)
    after_produce = offsets()
    tiered = wait_for(lambda: (lambda o: o if o["earliest_local"][0] > 0
                               and o["latest_tiered"][0] >= 0 else None)(offsets()),
                      "segments tiered and deleted locally")
    with capsys.disabled():
        print(f"\nListOffsets v<={max_version} on {topic} (offset, timestamp):"
              f"\n  empty:          {before}\n  after produce:  {after_produce}"
              f"\n  after tiering:  {tiered}")
    assert before["earliest"][0] == before["latest"][0] == 0
    assert tiered["earliest"][0] == 0
    assert tiered["latest"][0] == count
    assert 0 < tiered["earliest_local"][0] <= tiered["latest_tiered"][0] + 1 <= count
    assert any(tiered_reference_cluster.tiered_storage_dir.rglob("*.log"))

    consumer = confluent_kafka.Consumer({
        "bootstrap.servers": tiered_reference_cluster.bootstrap, "group.id": f"g-{topic}",
        "enable.auto.commit": False})
    seen = []
    try:
        consumer.assign([confluent_kafka.TopicPartition(topic, 0,
                                                        confluent_kafka.OFFSET_BEGINNING)])
        deadline = time.monotonic() + DEADLINE
        while len(seen) < count and time.monotonic() < deadline:
            message = consumer.poll(0.2)
            if message is not None:
                assert message.error() is None, message.error()
                seen.append(message.offset())
    finally:
        consumer.close()
    assert seen == list(range(count))


def test_jars_are_cached_outside_the_repository(reference_cluster, tiered_reference_cluster,
                                                 monkeypatch):
    """Verifies that the jars live in the cache outside the repository, under the pinned
    versions (the tiered cluster's with Kafka's test storage plugin), and that resolving them
    again with the cache warm runs no Maven at all (here with no mvn on PATH)."""
    jars = reference_cluster.jars
    assert jars.version == pinned_version() == reference_cluster.version
    assert REPO_ROOT not in jars.home.parents
    assert (jars.lib / f"kafka_2.13-{jars.version}.jar").is_file()
    tiered = tiered_reference_cluster.jars
    assert tiered.version == tiered_version() == tiered_reference_cluster.version
    assert (tiered.rsm / f"kafka-storage-{tiered.version}-test.jar").is_file()
    monkeypatch.setenv("PATH", "")
    began = time.monotonic()
    assert ensure_jars() == jars
    assert ensure_jars(tiered=True) == tiered
    assert time.monotonic() - began < 1.0


def test_a_broker_that_dies_at_start_raises_naming_its_log(reference_tools, tmp_path):
    """Verifies that a JVM that exits during start() (here a broker whose storage plugin class
    does not exist) makes start() raise at once with the node's log file and its last lines,
    stops the other nodes and keeps the logs."""
    cluster = ReferenceCluster(racks=("a",), base_dir=tmp_path, ready_timeout=60, tiered=True,
                               broker_config={"remote.log.storage.manager.class.name":
                                              "no.such.RemoteStorageManager"})
    with pytest.raises(ReferenceClusterError) as raised:
        cluster.start()
    message = str(raised.value)
    assert "broker-1 " in message and "exited with code" in message
    assert str(cluster.log_dir / "broker-1.log") in message
    assert "ClassNotFoundException: no.such.RemoteStorageManager" in message
    assert cluster.keep_logs and (cluster.log_dir / "broker-1.log").is_file()
    assert not cluster.pids()
