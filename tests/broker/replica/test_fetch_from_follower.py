"""KIP-392 fetch from the closest replica, as Kafka implements it today: replica selectors,
PreferredReadReplica on the leader, followers serving consumers up to their high watermark,
in-sync replicas only, the leader never reported; through our protocol connection and through
confluent-kafka (librdkafka) consumers with `client.rack`."""

from __future__ import annotations

import asyncio
import json
import time
import uuid

import pytest

from kafkasim.broker.cluster import Cluster, start_cluster
from kafkasim.broker.replica.selectors import (
    ClientMetadata,
    LeaderSelector,
    PartitionView,
    RackAwareReplicaSelector,
    ReplicaView,
    TopicPartition,
    load_replica_selector,
)
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic
from tests.helpers.cluster import TEST_CLUSTER_CONFIG
from tests.helpers.data_path import batch, connect, produce, values

pytestmark = [pytest.mark.kip392, pytest.mark.timeout(60)]

RACK_AWARE = "org.apache.kafka.common.replica.RackAwareReplicaSelector"
DEADLINE = 20.0  # seconds a convergence may take; never asserted as a duration


def selector_config(selector: str | None) -> dict[str, str]:
    return {**TEST_CLUSTER_CONFIG, **({"replica.selector.class": selector} if selector else {})}


@pytest.fixture
async def rack_aware_cluster():
    async with Cluster(brokers=3, racks=("a", "b", "c"),
                       config=selector_config(RACK_AWARE)) as running:
        yield running


async def fetch(connection, topic_info, *, version: int = 17, offset: int = 0,
                rack_id: str = ""):
    """One consumer fetch of partition 0 with `rack_id` (v11+); return (response, partition)."""
    request = FetchRequest(
        max_wait_ms=0, min_bytes=0, max_bytes=1 << 20, rack_id=rack_id if version >= 11 else "",
        topics=[FetchTopic(topic=topic_info.name if version < 13 else "",
                           topic_id=topic_info.topic_id if version >= 13 else FetchTopic().topic_id,
                           partitions=[FetchPartition(partition=0, fetch_offset=offset,
                                                      partition_max_bytes=1 << 20)])])
    response = await connection.send(request, version)
    return response, response.responses[0].partitions[0]


def rack_follower(cluster, topic: str, partition: int = 0) -> int:
    """A follower of the partition (the one with the lowest id) — its rack is the test's rack."""
    info = cluster.controller.metadata.partition(topic, partition)
    return min(r for r in info.replicas if r != info.leader)


# --- selectors as pure logic ----------------------------------------------------------------


def view(leader: int, replicas: dict[int, tuple[str, int, int]], isr=None) -> PartitionView:
    """replicas: id -> (rack, log end offset, ms since caught up); the leader is one of them."""
    views = {i: ReplicaView(i, rack, leo, lag) for i, (rack, leo, lag) in replicas.items()}
    return PartitionView(views[leader], tuple(views.values()),
                         tuple(isr if isr is not None else replicas))


CLIENT_B = ClientMetadata(rack_id="b", client_id="c", address="127.0.0.1")
TP = TopicPartition("t", 0)


@pytest.mark.parametrize(("partition_view", "client", "expected"), [
    # no client rack, or a rack without replicas: the leader
    (view(1, {1: ("a", 10, 0), 2: ("b", 10, 0)}), ClientMetadata("", "c", "h"), 1),
    (view(1, {1: ("a", 10, 0), 2: ("b", 10, 0)}), ClientMetadata("z", "c", "h"), 1),
    # the follower in the client's rack
    (view(1, {1: ("a", 10, 0), 2: ("b", 10, 0), 3: ("c", 10, 0)}), CLIENT_B, 2),
    # the leader when it is in the client's rack, even if a follower there is further ahead
    (view(2, {1: ("a", 10, 0), 2: ("b", 5, 0), 4: ("b", 10, 0)}), CLIENT_B, 2),
    # most caught up among the rack's followers: highest LEO, then most recently caught up
    (view(1, {1: ("a", 10, 0), 2: ("b", 8, 0), 4: ("b", 9, 50)}), CLIENT_B, 4),
    (view(1, {1: ("a", 10, 0), 2: ("b", 9, 10), 4: ("b", 9, 50)}), CLIENT_B, 2),
    # an out-of-sync follower in the client's rack is not chosen
    (view(1, {1: ("a", 10, 0), 2: ("b", 10, 0)}, isr=[1]), CLIENT_B, 1),
])
def test_rack_aware_selector_rules(partition_view, client, expected):
    """Verifies Kafka's RackAwareReplicaSelector: same-rack in-sync replicas only, the leader
    when it is in the client's rack, else the most caught-up (ReplicaView.comparator), else the
    leader."""
    assert RackAwareReplicaSelector().select(TP, client, partition_view) == expected


class RecordingSelector:
    """A plugin of our own: remembers its configuration and always answers `answer`."""

    answer: int | None = None

    def configure(self, configs):
        self.configs = configs

    def select(self, topic_partition, client_metadata, partition_view):
        return self.answer


def test_selector_names_load_kafka_names_and_import_paths():
    """Verifies that replica.selector.class takes Kafka's class names (mapped to the built-ins),
    our own import paths (configured with the broker settings), and that empty means no
    selector (Kafka's default: always the leader) while a bad name is refused."""
    assert load_replica_selector("") is None
    assert isinstance(load_replica_selector(RACK_AWARE), RackAwareReplicaSelector)
    assert isinstance(load_replica_selector("org.apache.kafka.common.replica.LeaderSelector"),
                      LeaderSelector)
    own = load_replica_selector(f"{__name__}:RecordingSelector", {"x": "1"})
    assert isinstance(own, RecordingSelector) and own.configs == {"x": "1"}
    assert isinstance(load_replica_selector(f"{__name__}.RecordingSelector"), RecordingSelector)
    for bad in ("nonexistent.module.Selector", "NoDots", f"{__name__}.CLIENT_B"):
        with pytest.raises(ValueError):
            load_replica_selector(bad)


# --- protocol level -------------------------------------------------------------------------


async def test_leader_answers_with_the_preferred_read_replica(rack_aware_cluster):
    """Verifies that with the rack-aware selector the leader answers a v11+ consumer fetch from
    another rack's client with PreferredReadReplica = the follower in the client's rack, no
    records and the leader's offsets; the follower then serves the data; a client in the
    leader's rack, without a rack, or fetching with v10 reads from the leader (never reported
    as preferred)."""
    cluster = rack_aware_cluster
    topic = await cluster.create_topic("k1", replication_factor=3)
    leader_id = cluster.leader_of("k1")
    follower_id = rack_follower(cluster, "k1")
    leader_connection = await connect(cluster.brokers[leader_id])
    follower_connection = await connect(cluster.brokers[follower_id])
    try:
        await produce(leader_connection, "k1", batch(b"x", b"y"), acks=-1)
        await cluster.wait_until(lambda: cluster.brokers[follower_id].replica_manager
                                 .get_partition("k1", 0).high_watermark == 2)
        for version in (11, 12, 13, 16, 17, 18):
            _, data = await fetch(leader_connection, topic, version=version,
                                  rack_id=cluster.rack_of(follower_id))
            assert data.preferred_read_replica == follower_id
            assert values(data.records) == [] and data.error_code == ErrorCode.NONE
            assert (data.high_watermark, data.log_start_offset) == (2, 0)
        _, data = await fetch(follower_connection, topic, version=17,
                              rack_id=cluster.rack_of(follower_id))
        assert values(data.records) == [b"x", b"y"] and data.preferred_read_replica == -1
        for rack in (cluster.rack_of(leader_id), "", "nowhere"):
            _, data = await fetch(leader_connection, topic, version=17, rack_id=rack)
            assert data.preferred_read_replica == -1 and values(data.records) == [b"x", b"y"]
        _, data = await fetch(leader_connection, topic, version=10)
        assert data.preferred_read_replica == -1 and values(data.records) == [b"x", b"y"]
    finally:
        await leader_connection.close()
        await follower_connection.close()


async def test_an_expired_long_poll_is_answered_with_a_fresh_read():
    """Verifies that a consumer fetch whose MaxWaitMs runs out is answered with a new read, as
    Kafka's DelayedFetch completes on expiry (readFromLog again, recomputing the preferred
    read replica): a selector whose choice changed during the wait, with no change to the
    partition that would wake the fetch, is heard in the answer."""
    RecordingSelector.answer = None
    config = selector_config(f"{__name__}:RecordingSelector")
    try:
        async with Cluster(brokers=3, racks=("a", "b", "c"), config=config) as cluster:
            topic = await cluster.create_topic("k9", replication_factor=3)
            leader_id = cluster.leader_of("k9")
            follower_id = rack_follower(cluster, "k9")
            connection = await connect(cluster.brokers[leader_id])
            try:
                await produce(connection, "k9", batch(b"x"), acks=-1)
                await cluster.wait_until(lambda: cluster.brokers[follower_id].replica_manager
                                         .get_partition("k9", 0).high_watermark == 1)
                request = FetchRequest(
                    max_wait_ms=400, min_bytes=1, max_bytes=1 << 20,
                    rack_id=cluster.rack_of(follower_id),
                    topics=[FetchTopic(topic_id=topic.topic_id, partitions=[FetchPartition(
                        partition=0, fetch_offset=1, partition_max_bytes=1 << 20)])])
                waiting = asyncio.get_running_loop().create_task(connection.send(request, 17))
                await asyncio.sleep(0.1)
                assert not waiting.done()
                RecordingSelector.answer = follower_id
                response = await waiting
                data = response.responses[0].partitions[0]
                assert data.error_code == ErrorCode.NONE
                assert data.preferred_read_replica == follower_id
            finally:
                await connection.close()
    finally:
        RecordingSelector.answer = None


async def test_without_a_selector_consumers_read_from_the_leader(cluster):
    """Verifies Kafka's default (no replica.selector.class): the leader serves every consumer
    whatever its rack, PreferredReadReplica -1."""
    topic = await cluster.create_topic("k2", replication_factor=3)
    leader_id = cluster.leader_of("k2")
    connection = await connect(cluster.brokers[leader_id])
    try:
        await produce(connection, "k2", batch(b"v"), acks=-1)
        for rack in ("a", "b", "c"):
            _, data = await fetch(connection, topic, version=17, rack_id=rack)
            assert data.preferred_read_replica == -1 and values(data.records) == [b"v"]
    finally:
        await connection.close()


async def test_a_follower_out_of_the_isr_is_never_preferred(rack_aware_cluster):
    """Verifies that a follower removed from the ISR (it stopped fetching) is not selected for
    its rack's consumers — the leader serves them — and that a consumer fetching from it beyond
    its log end (committed on the leader) gets OFFSET_OUT_OF_RANGE (KIP-392 case 4, Kafka's
    LocalLog.read)."""
    cluster = rack_aware_cluster
    topic = await cluster.create_topic("k3", replication_factor=3)
    leader_id = cluster.leader_of("k3")
    lagging_id = rack_follower(cluster, "k3")
    rack = cluster.rack_of(lagging_id)
    lagging = cluster.brokers[lagging_id]
    leader_connection = await connect(cluster.brokers[leader_id])
    lagging_connection = await connect(lagging)
    try:
        _, data = await fetch(leader_connection, topic, version=17, rack_id=rack)
        assert data.preferred_read_replica == lagging_id
        lagging.replica_manager.pause_fetchers()
        # A follower is out of sync once it has not reached the leader's log end for
        # replica.lag.time.max.ms, so the leader needs something it lacks.
        await produce(leader_connection, "k3", batch(b"first"), acks=1)
        await cluster.wait_until(
            lambda: lagging_id not in cluster.controller.metadata.partition("k3", 0).isr)
        await produce(leader_connection, "k3", batch(b"committed"), acks=-1)
        _, data = await fetch(leader_connection, topic, version=17, rack_id=rack)
        assert data.preferred_read_replica == -1
        assert values(data.records) == [b"first", b"committed"]
        _, data = await fetch(lagging_connection, topic, version=17, offset=2, rack_id=rack)
        assert data.error_code == ErrorCode.OFFSET_OUT_OF_RANGE
        lagging.replica_manager.resume_fetchers()
        await cluster.wait_until(
            lambda: lagging_id in cluster.controller.metadata.partition("k3", 0).isr
            and cluster.brokers[leader_id].replica_manager.get_partition("k3", 0).isr
            == cluster.controller.metadata.partition("k3", 0).isr)
        _, data = await fetch(leader_connection, topic, version=17, rack_id=rack)
        assert data.preferred_read_replica == lagging_id
    finally:
        await leader_connection.close()
        await lagging_connection.close()


async def test_followers_refuse_old_consumers_and_non_replicas_point_at_the_leader(
        rack_aware_cluster):
    """Verifies Kafka's FetchParams.fetchOnlyLeader: a consumer fetch older than v11 sent to a
    follower gets NOT_LEADER_OR_FOLLOWER, and a broker that holds no replica answers a v16
    fetch with NOT_LEADER_OR_FOLLOWER plus the leader (KIP-951)."""
    cluster = rack_aware_cluster
    topic = await cluster.create_topic("k4", replication_factor=2)
    info = cluster.controller.metadata.partition("k4", 0)
    follower_id = next(r for r in info.replicas if r != info.leader)
    outsider_id = next(n for n in cluster.node_ids if n not in info.replicas)
    follower = await connect(cluster.brokers[follower_id])
    outsider = await connect(cluster.brokers[outsider_id])
    try:
        _, data = await fetch(follower, topic, version=10)
        assert data.error_code == ErrorCode.NOT_LEADER_OR_FOLLOWER
        _, data = await fetch(follower, topic, version=11)
        assert data.error_code == ErrorCode.NONE
        response, data = await fetch(outsider, topic, version=16)
        assert data.error_code == ErrorCode.NOT_LEADER_OR_FOLLOWER
        assert data.current_leader.leader_id == info.leader
        assert [e.node_id for e in response.node_endpoints] == [info.leader]
    finally:
        await follower.close()
        await outsider.close()


async def test_selector_answers_naming_the_leader_or_unknown_replicas_are_dropped():
    """Verifies that whatever a plugin answers, the leader is never reported as preferred and a
    replica outside the eligible view (not a replica, not in the ISR) is ignored: the leader
    serves the data."""
    config = selector_config(f"{__name__}:RecordingSelector")
    async with Cluster(brokers=3, racks=("a", "b", "c"), config=config) as cluster:
        topic = await cluster.create_topic("k5", replication_factor=2)
        info = cluster.controller.metadata.partition("k5", 0)
        outsider = next(n for n in cluster.node_ids if n not in info.replicas)
        connection = await connect(cluster.brokers[info.leader])
        try:
            await produce(connection, "k5", batch(b"v"), acks=-1)
            for answer in (info.leader, outsider, 99, None):
                RecordingSelector.answer = answer
                _, data = await fetch(connection, topic, version=17, rack_id="a")
                assert data.preferred_read_replica == -1 and values(data.records) == [b"v"]
        finally:
            RecordingSelector.answer = None
            await connection.close()


# --- confluent-kafka (librdkafka) consumers -------------------------------------------------


def consume_with_statistics(bootstrap: str, topic: str, partitions: int, expected: int,
                            rack: str, settled) -> tuple[list[bytes], dict]:
    """Consume `expected` messages from every partition with a librdkafka consumer in `rack`;
    return the values and the first statistics, after the last message, for which
    `settled(partitions_statistics)` holds (else the last ones where every partition has a
    fetch broker, for the caller's assertions to report).

    librdkafka moves a partition to its leader on every leader change it sees and back to the
    preferred replica only on the leader's next answer, so a snapshot taken right after the
    last message may catch a transient: on a loaded machine the single event loop running the
    whole cluster can stall past broker.session.timeout.ms (1 s in tests), the controller then
    fences brokers and leaders move (reproduced by stalling the cluster loop for 1.2 s)."""
    import confluent_kafka

    statistics: list[dict] = []
    consumer = confluent_kafka.Consumer({
        "bootstrap.servers": bootstrap, "group.id": f"g-{uuid.uuid4().hex[:6]}",
        "client.id": f"rack-{rack}", "client.rack": rack, "enable.auto.commit": False,
        "statistics.interval.ms": 100,
        "stats_cb": lambda text: statistics.append(json.loads(text)),
    })
    consumer.assign([confluent_kafka.TopicPartition(topic, p, confluent_kafka.OFFSET_BEGINNING)
                     for p in range(partitions)])
    received: list[bytes] = []
    deadline = time.monotonic() + DEADLINE
    try:
        while len(received) < expected and time.monotonic() < deadline:
            message = consumer.poll(0.2)
            if message is not None and message.error() is None:
                received.append(message.value())
        statistics.clear()
        latest = None
        while time.monotonic() < deadline:
            consumer.poll(0.1)
            for stats in statistics:
                parts = stats["topics"].get(topic, {}).get("partitions", {})
                if all(parts.get(str(p), {}).get("broker", -1) >= 0 for p in range(partitions)):
                    latest = stats
                    if settled(parts):
                        return received, stats
            statistics.clear()
    finally:
        consumer.close()
    return received, latest


def produce_values(bootstrap: str, topic: str, count: int) -> list[bytes]:
    import confluent_kafka

    producer = confluent_kafka.Producer({"bootstrap.servers": bootstrap, "acks": "all",
                                         "linger.ms": 5})
    sent = [f"m{index}".encode() for index in range(count)]
    for value in sent:
        producer.produce(topic, value=value)
    assert producer.flush(DEADLINE) == 0
    return sent


@pytest.mark.clients
@pytest.mark.parametrize("selector", [RACK_AWARE, None])
def test_librdkafka_consumer_fetches_from_its_rack(selector):
    """Verifies with a confluent-kafka consumer (client.rack=b) that with the rack-aware
    selector every partition is fetched from rack b's broker — the follower where another rack
    leads (librdkafka statistics: partition `broker` != `leader`) — and every message arrives;
    with no selector every partition is fetched from its leader."""
    partitions = 6
    # Kafka's default session and lag timeouts: nothing here needs fast fencing or ISR
    # shrinking, and with the test settings (1 s) a stall of the loop running the whole cluster
    # fences brokers and moves leaders, possibly all onto rack b.
    config = {**selector_config(selector), "broker.session.timeout.ms": "9000",
              "replica.lag.time.max.ms": "30000"}
    with start_cluster(brokers=3, racks=("a", "b", "c"), config=config) as handle:
        handle.create_topic("kc", partitions=partitions, replication_factor=3)
        sent = produce_values(handle.bootstrap, "kc", 300)
        rack_b = next(n for n in handle.cluster.node_ids if handle.cluster.rack_of(n) == "b")

        def settled(parts) -> bool:
            """Each partition fetched from where the selector says, per the cluster's leaders."""
            leaders = {p: handle.leader_of("kc", p) for p in range(partitions)}
            return all(parts[str(p)]["leader"] == leaders[p]
                       and parts[str(p)]["broker"] == (rack_b if selector else leaders[p])
                       for p in range(partitions))

        received, stats = consume_with_statistics(handle.bootstrap, "kc", partitions, len(sent),
                                                  "b", settled)
        assert sorted(received) == sorted(sent)
        assert stats is not None
        parts = stats["topics"]["kc"]["partitions"]
        leaders = {p: handle.leader_of("kc", p) for p in range(partitions)}
        fetched_from = {p: parts[str(p)]["broker"] for p in range(partitions)}
        assert {p: parts[str(p)]["leader"] for p in range(partitions)} == leaders
        if selector:
            assert set(fetched_from.values()) == {rack_b}
            assert any(leader != rack_b for leader in leaders.values())
        else:
            assert fetched_from == leaders
