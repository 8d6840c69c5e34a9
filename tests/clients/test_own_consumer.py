"""kafkasim's own consumer (kafkasim.client) through the KIP scenarios that tests/ and
examples/ run with third-party clients: fetch from the rack's follower (KIP-392, as
tests/broker/replica/test_fetch_from_follower.py and tests/clients/test_peer_clients.py do with
librdkafka, the Java client and franz-go), fetch-session eviction (KIP-227,
examples/test_fetch_session_eviction.py and kafka-python in tests/broker/session/test_fetch_sessions.py),
truncation after an unclean election (KIP-320, examples/test_truncation_detection.py), leader
hints (KIP-951, examples/test_leader_hints.py), remote-tier reads through a failed remote fetch
(KIP-405, examples/test_remote_tier_reads.py) and failover (tests/broker/cluster/test_failover.py).

Everything runs over TCP against a real in-process cluster; the brokers' own records of what
they served (ReplicaManager.fetch_observers) and the request capture are the evidence.
"""

from __future__ import annotations

import asyncio

import pytest

from kafkasim.broker.cluster import Cluster
from kafkasim.client.consumer import Consumer, TopicPartition
from kafkasim.client.producer import Producer
from kafkasim.client.subscription_state import LogTruncationError
from kafkasim.protocol.errors import ErrorCode
from tests.helpers.cluster import TEST_CLUSTER_CONFIG

pytestmark = [pytest.mark.timeout(120)]

RACK_AWARE = "org.apache.kafka.common.replica.RackAwareReplicaSelector"
DEADLINE = 30.0


class MemoryLog:
    """A fetch-log sink that keeps the records."""

    def __init__(self) -> None:
        self.lines = []

    def write(self, record) -> None:
        self.lines.append(record)


@pytest.fixture
async def rack_aware():
    config = {**TEST_CLUSTER_CONFIG, "replica.selector.class": RACK_AWARE,
              # nothing here needs fast fencing; a loaded machine must not move leaders
              "broker.session.timeout.ms": "9000", "replica.lag.time.max.ms": "30000"}
    async with Cluster(brokers=3, racks=("a", "b", "c"), config=config) as running:
        yield running


@pytest.fixture
async def cluster():
    async with Cluster(brokers=3, racks=("a", "b", "c"), config=TEST_CLUSTER_CONFIG) as running:
        yield running


async def produce(bootstrap: str, topic: str, values: list[bytes], partitions: int = 1,
                  acks: int = -1) -> None:
    async with Producer(bootstrap, acks=acks) as producer:
        await asyncio.gather(*(producer.send(topic, value, partition=index % partitions)
                               for index, value in enumerate(values)))


async def take(consumer: Consumer, count: int, deadline: float = DEADLINE) -> list:
    received = []

    async def loop():
        async for record in consumer:
            received.append(record)
            if len(received) >= count:
                return

    await asyncio.wait_for(loop(), deadline)
    return received


class Served:
    """Every Fetch the cluster's brokers serve while recording (broker-side FetchServed)."""

    def __init__(self, cluster) -> None:
        self.cluster = cluster
        self.records = []

    def __enter__(self) -> Served:
        for broker in self.cluster.brokers.values():
            broker.replica_manager.fetch_observers.append(self.records.append)
        return self

    def __exit__(self, *exc_info) -> None:
        for broker in self.cluster.brokers.values():
            broker.replica_manager.fetch_observers.remove(self.records.append)

    def bytes_by_broker(self, client_id: str, topic: str) -> dict[int, int]:
        totals: dict[int, int] = {}
        for record in self.records:
            if record.replica_id >= 0 or record.client_id != client_id:
                continue
            for part in record.partitions:
                if part.topic == topic and part.bytes:
                    totals[record.broker_id] = totals.get(record.broker_id, 0) + part.bytes
        return totals


# --- KIP-392 ----------------------------------------------------------------------------------


@pytest.mark.kip392
async def test_consumer_fetches_from_the_follower_in_its_rack(rack_aware):
    """Verifies KIP-392 with our consumer (client_rack="b", the rack-aware selector): every
    leader in another rack names the rack-b broker as PreferredReadReplica, the consumer then
    reads every record from that broker only (the brokers' own records say so), and its exact
    fetch log agrees with the brokers' records byte for byte per broker."""
    cluster = rack_aware
    partitions = 6
    await cluster.create_topic("ff", partitions=partitions, replication_factor=3)
    sent = [b"m%04d" % index for index in range(600)]
    await produce(cluster.bootstrap, "ff", sent, partitions)
    rack_b = next(n for n in cluster.node_ids if cluster.rack_of(n) == "b")
    log = MemoryLog()
    with Served(cluster) as served:
        async with Consumer(cluster.bootstrap, client_id="own-b", client_rack="b",
                            auto_offset_reset="earliest", fetch_max_wait_ms=100,
                            fetch_log=log) as consumer:
            consumer.assign([TopicPartition("ff", p) for p in range(partitions)])
            received = await take(consumer, len(sent))
    assert sorted(r.value for r in received) == sorted(sent)
    led_elsewhere = {p for p in range(partitions) if cluster.leader_of("ff", p) != rack_b}
    assert led_elsewhere
    redirected = {line.partition for line in log.lines
                  if line.preferred_read_replica_seen == rack_b and line.broker_id != rack_b}
    assert redirected == led_elsewhere
    assert {line.broker_id for line in log.lines if line.records} == {rack_b}
    assert all(line.broker_rack == "b" for line in log.lines if line.records)
    broker_side = served.bytes_by_broker("own-b", "ff")
    client_side: dict[int, int] = {}
    for line in log.lines:
        if line.bytes:
            client_side[line.broker_id] = client_side.get(line.broker_id, 0) + line.bytes
    assert broker_side == client_side == {rack_b: client_side[rack_b]}


@pytest.mark.kip392
async def test_consumer_falls_back_to_the_leader_when_the_follower_fails(rack_aware):
    """Verifies KIP-392's fallback: when the preferred follower stops, the consumer's fetches
    to it fail, it goes back to the leader (preferred replica cleared) and every record still
    arrives."""
    cluster = rack_aware
    await cluster.create_topic("fb", partitions=1, replication_factor=3)
    leader = cluster.leader_of("fb")
    follower = next(n for n in cluster.node_ids if n != leader)
    await produce(cluster.bootstrap, "fb", [b"a%d" % i for i in range(50)])
    log = MemoryLog()
    async with Consumer(cluster.bootstrap, client_id="own-fb",
                        client_rack=cluster.rack_of(follower), auto_offset_reset="earliest",
                        fetch_max_wait_ms=50, fetch_log=log) as consumer:
        consumer.assign([TopicPartition("fb", 0)])
        first = await take(consumer, 50)
        assert {line.broker_id for line in log.lines if line.records} == {follower}
        await cluster.stop_broker(follower, controlled=False)
        await produce(cluster.bootstrap, "fb", [b"b%d" % i for i in range(50)], acks=1)
        second = await take(consumer, 50)
    assert [r.offset for r in first + second] == list(range(100))
    assert consumer.stats.preferred_replica_fallbacks >= 1
    late = [line for line in log.lines if line.records and line.fetch_offset >= 50]
    assert late and {line.broker_id for line in late} == {leader}


@pytest.mark.kip392
@pytest.mark.parametrize("error", ["NOT_LEADER_OR_FOLLOWER", "REPLICA_NOT_AVAILABLE",
                                   "OFFSET_NOT_AVAILABLE", "OFFSET_OUT_OF_RANGE"])
async def test_follower_errors_send_the_consumer_back_to_the_leader(rack_aware, error):
    """Verifies KIP-392's fallback as Kafka's consumer does it: an error from the preferred
    follower (here injected) clears the preferred replica, the next fetch goes to the leader
    (which points at the follower again), and an out-of-range answer from a follower is not
    taken as definitive: the position is kept, no record is skipped or repeated."""
    cluster = rack_aware
    await cluster.create_topic("fe", partitions=1, replication_factor=3)
    leader = cluster.leader_of("fe")
    follower = next(n for n in cluster.node_ids if n != leader)
    log = MemoryLog()
    # Sessionless, so that every answer carries the partition and the rule's error shows.
    async with Consumer(cluster.bootstrap, client_id="own-fe",
                        client_rack=cluster.rack_of(follower), auto_offset_reset="earliest",
                        fetch_max_wait_ms=50, fetch_sessions=False,
                        fetch_log=log) as consumer:
        consumer.assign([TopicPartition("fe", 0)])
        await produce(cluster.bootstrap, "fe", [b"a%d" % i for i in range(20)])
        received = await take(consumer, 20)
        rule = cluster.inject("Fetch", error=error, broker=follower, topic="fe",
                              client_id="own-fe")
        await cluster.wait_until(lambda: any(line.error for line in log.lines))
        await produce(cluster.bootstrap, "fe", [b"b%d" % i for i in range(20)])
        received += await take(consumer, 20)
        assert rule.hits == 1
    assert [r.offset for r in received] == list(range(40))
    failed = next(index for index, line in enumerate(log.lines)
                  if line.broker_id == follower and line.error)
    assert log.lines[failed].error == ErrorCode[error]
    assert log.lines[failed + 1].broker_id == leader
    assert consumer.stats.preferred_replica_fallbacks >= 1


# --- KIP-227 ----------------------------------------------------------------------------------


@pytest.mark.kip227
async def test_consumer_survives_fetch_session_eviction(cluster):
    """Verifies KIP-227 with our consumer: fetches after the first are incremental in one
    session; after the broker evicts the session the next incremental fetch is answered
    FETCH_SESSION_ID_NOT_FOUND, the consumer starts a new session with a full fetch (epoch
    0) and goes on without losing or repeating a record; closing it closes its session."""
    await cluster.create_topic("se", partitions=3, replication_factor=3,
                               assignments={0: [1, 2, 3], 1: [1, 2, 3], 2: [1, 2, 3]})
    log = MemoryLog()
    async with Consumer(cluster.bootstrap, client_id="own-se", auto_offset_reset="earliest",
                        fetch_max_wait_ms=50, fetch_log=log) as consumer:
        consumer.assign([TopicPartition("se", p) for p in range(3)])
        await produce(cluster.bootstrap, "se", [b"%d" % i for i in range(30)], 3)
        received = await take(consumer, 30)
        await produce(cluster.bootstrap, "se", [b"%d" % i for i in range(30, 60)], 3)
        received += await take(consumer, 30)
        first_session = {line.session_id for line in log.lines if line.incremental}
        assert len(first_session) == 1 and 0 not in first_session
        assert cluster.evict_fetch_sessions() >= 1
        await cluster.wait_until(lambda: consumer.stats.session_errors >= 1)
        await produce(cluster.bootstrap, "se", [b"%d" % i for i in range(60, 120)], 3)
        received += await take(consumer, 60)
    # Closing the consumer closed its session (a Fetch at the final epoch), as Kafka's does.
    assert not [session for broker in cluster.brokers.values()
                for session in broker.fetch_sessions.sessions() if not session.privileged]
    assert sorted(int(r.value) for r in received) == list(range(120))
    errors = [line for line in log.lines
              if line.top_level_error == ErrorCode.FETCH_SESSION_ID_NOT_FOUND]
    assert errors and all(line.session_id in first_session for line in errors)
    after = [line for line in log.lines if line.fetch_id > errors[-1].fetch_id]
    assert after[0].session_epoch == 0 and not after[0].incremental
    new_sessions = {line.response_session_id for line in after} - first_session - {0}
    assert new_sessions
    assert consumer.stats.session_errors >= 1


@pytest.mark.kip227
async def test_incremental_fetches_send_fewer_bytes_than_sessionless_ones(cluster):
    """Verifies that with KIP-227 sessions an idle consumer's incremental fetch requests are
    smaller than the full fetches a sessionless consumer sends for the same partitions."""
    await cluster.create_topic("sz", partitions=12, replication_factor=1,
                               assignments={p: [1] for p in range(12)})
    per_fetch = {}
    for sessions in (True, False):
        log = MemoryLog()
        async with Consumer(cluster.bootstrap, client_id=f"own-sz-{sessions}",
                            auto_offset_reset="earliest", fetch_max_wait_ms=20,
                            fetch_sessions=sessions, fetch_log=log) as consumer:
            consumer.assign([TopicPartition("sz", p) for p in range(12)])
            await cluster.wait_until(lambda consumer=consumer: consumer.stats.fetches >= 10)
        per_fetch[sessions] = consumer.stats.request_bytes / consumer.stats.fetches
        first = log.lines[0]
        assert first.request_partitions == 12 and not first.incremental
        if not sessions:
            assert {(line.session_id, line.session_epoch) for line in log.lines} == {(0, -1)}
            assert all(line.request_partitions == 12 for line in log.lines)
    # Idle incremental fetches list no partition at all.
    assert per_fetch[True] < per_fetch[False] / 2


# --- KIP-320 ----------------------------------------------------------------------------------


async def _truncated_log(cluster, topic: str):
    """Ten records on every replica, ten more on the leader only (followers paused, out of
    the ISR); returns (leader, followers)."""
    await cluster.create_topic(topic, partitions=1, replication_factor=3,
                               configs={"min.insync.replicas": 1})
    await produce(cluster.bootstrap, topic, [b"kept-%d" % i for i in range(10)])
    leader = cluster.leader_of(topic)
    followers = [r for r in cluster.controller.metadata.partition(topic, 0).replicas
                 if r != leader]
    for follower in followers:
        cluster.pause_replication(follower)
    await produce(cluster.bootstrap, topic, [b"doomed-%d" % i for i in range(10)], acks=1)
    await cluster.wait_until(lambda: cluster.controller.metadata.partition(topic, 0).isr
                             == [leader])
    return leader, followers


@pytest.mark.kip320
@pytest.mark.parametrize("policy", ["earliest", "none"])
async def test_consumer_detects_truncation_after_unclean_election(policy):
    """Verifies KIP-320 with our consumer: after it read records that an unclean election
    then truncated, it learns from the new leader (DivergingEpoch in the Fetch answer, or an
    OffsetForLeaderEpoch answer) that its epoch ends at offset 10, not 20; with a reset policy
    it moves back to offset 10 and reads the new leader's records from there, with
    auto_offset_reset="none" it raises LogTruncationError."""
    config = {**TEST_CLUSTER_CONFIG, "replica.lag.time.max.ms": "500"}
    async with Cluster(brokers=3, racks=("a", "b", "c"), config=config) as cluster:
        leader, followers = await _truncated_log(cluster, "tr")
        log = MemoryLog()
        async with Consumer(cluster.bootstrap, client_id="own-tr", auto_offset_reset=policy,
                            fetch_max_wait_ms=50, fetch_log=log) as consumer:
            consumer.assign([TopicPartition("tr", 0)])
            consumer.seek(("tr", 0), 0)
            seen = await take(consumer, 20)
            assert [r.value for r in seen][-1] == b"doomed-9"
            await cluster.unclean_election("tr", 0, to=followers[0])
            for follower in followers:
                cluster.resume_replication(follower)
            await produce(cluster.bootstrap, "tr", [b"after-%d" % i for i in range(5)], acks=1)
            if policy == "none":
                with pytest.raises(LogTruncationError) as raised:
                    await take(consumer, 5)
                assert (raised.value.fetch_offset, raised.value.divergent_offset) == (20, 10)
                return
            after = await take(consumer, 5)
    assert [r.value for r in after] == [b"after-%d" % i for i in range(5)]
    assert [r.offset for r in after] == list(range(10, 15))
    assert [(t.fetch_offset, t.reset_to) for t in consumer.truncations] == [(20, 10)]
    assert any(line.diverging_end_offset == 10 for line in log.lines) \
        or consumer.truncations[0].source == "offset_for_leader_epoch"


@pytest.mark.kip320
async def test_out_of_range_position_resets_per_policy(cluster):
    """Verifies that a position beyond the log end answered OFFSET_OUT_OF_RANGE by the leader
    is reset per auto_offset_reset (earliest: offset 0)."""
    await cluster.create_topic("oor", partitions=1, replication_factor=3)
    await produce(cluster.bootstrap, "oor", [b"x", b"y"])
    async with Consumer(cluster.bootstrap, auto_offset_reset="earliest",
                        fetch_max_wait_ms=50) as consumer:
        consumer.assign([TopicPartition("oor", 0)])
        consumer.seek(("oor", 0), 100)
        records = await take(consumer, 2)
    assert [r.offset for r in records] == [0, 1]


async def test_seek_to_beginning_and_end_override_the_reset_policy(cluster):
    """Verifies seek_to_beginning (ListOffsets EARLIEST) with a "latest" policy, then
    seek_to_end (LATEST): only records written afterwards arrive."""
    await cluster.create_topic("sk", partitions=1, replication_factor=3)
    await produce(cluster.bootstrap, "sk", [b"old-%d" % i for i in range(5)])
    async with Consumer(cluster.bootstrap, auto_offset_reset="latest",
                        fetch_max_wait_ms=50) as consumer:
        consumer.assign([TopicPartition("sk", 0)])
        consumer.seek_to_beginning()
        assert [r.value for r in await take(consumer, 5)][0] == b"old-0"
        consumer.seek_to_end(("sk", 0))
        await cluster.wait_until(lambda: consumer.position(("sk", 0)) == 5)
        await produce(cluster.bootstrap, "sk", [b"new"])
        assert [(r.offset, r.value) for r in await take(consumer, 1)] == [(5, b"new")]


async def test_consumer_reads_the_remote_tier_through_a_failed_remote_fetch():
    """Verifies that our consumer reads records only the remote tier holds (KIP-405), and that
    a failed remote fetch, answered UNKNOWN_SERVER_ERROR as Kafka answers it, is retried as
    Kafka's consumer retries it: every record in order, none skipped
    (examples/test_remote_tier_reads.py with our consumer)."""
    config = {**TEST_CLUSTER_CONFIG, "remote.log.storage.system.enable": "true"}
    async with Cluster(brokers=3, racks=("a", "b", "c"), config=config) as cluster:
        await cluster.create_topic("tiered", partitions=1, replication_factor=3,
                                   configs={"remote.storage.enable": "true"})
        await produce(cluster.bootstrap, "tiered", [b"record-%d" % i for i in range(50)])
        state = await cluster.tier_now("tiered", 0)
        assert state["local_log_start_offset"] == 50
        cluster.fail_remote_store("fetch", count=1)
        log = MemoryLog()
        async with Consumer(cluster.bootstrap, auto_offset_reset="earliest",
                            fetch_max_wait_ms=50, fetch_log=log) as consumer:
            consumer.assign([TopicPartition("tiered", 0)])
            records = await take(consumer, 50)
    assert [r.value for r in records] == [b"record-%d" % i for i in range(50)]
    assert any(line.error == ErrorCode.UNKNOWN_SERVER_ERROR for line in log.lines)


# --- KIP-951 ----------------------------------------------------------------------------------


@pytest.mark.kip951
async def test_consumer_follows_the_new_leader_from_the_hint(cluster):
    """Verifies KIP-951 with our consumer: after a leader move the old leader answers with
    NOT_LEADER_OR_FOLLOWER or FENCED_LEADER_EPOCH plus CurrentLeader, and the consumer
    fetches from the new leader before any Metadata answer reaches it (its Metadata requests
    are held back 10 s); it validates its position with the new leader (KIP-320
    OffsetForLeaderEpoch, for the epoch of its last fetched batch)."""
    await cluster.create_topic("hint", partitions=1, replication_factor=3)
    log = MemoryLog()
    async with Consumer(cluster.bootstrap, client_id="own-hint", auto_offset_reset="earliest",
                        fetch_max_wait_ms=100, fetch_log=log) as consumer:
        consumer.assign([TopicPartition("hint", 0)])
        await produce(cluster.bootstrap, "hint", [b"%d" % i for i in range(50)])
        received = await take(consumer, 50)
        old_leader = cluster.leader_of("hint")
        new_leader = next(r for r in cluster.controller.metadata.partition("hint", 0).isr
                          if r != old_leader)
        moved_at = cluster.control.capture.sequence
        held = cluster.inject("Metadata", client_id="own-hint", delay_ms=10_000, count=None)
        await cluster.move_leader("hint", 0, to=new_leader)
        await produce(cluster.bootstrap, "hint", [b"%d" % i for i in range(50, 100)])
        received += await take(consumer, 50, deadline=8.0)
        held.remove()
    assert [int(r.value) for r in received] == list(range(100))
    hinted = [line for line in log.lines if line.current_leader_id == new_leader]
    assert hinted and hinted[0].broker_id == old_leader
    assert hinted[0].error in (ErrorCode.NOT_LEADER_OR_FOLLOWER, ErrorCode.FENCED_LEADER_EPOCH)
    assert consumer.stats.leader_hints_used >= 1
    after = [e for e in cluster.requests(since=moved_at) if e.client_id == "own-hint"]
    first_fetch = next(e for e in after if e.api == "Fetch" and e.node_id == new_leader)
    answered = [e.answered_ms for e in after if e.api == "Metadata" and e.answered_ms]
    assert all(ms > first_fetch.received_ms for ms in answered), answered
    # KIP-320: the position was validated with the new leader after the leader change.
    validation = next(e for e in after if e.api == "OffsetForLeaderEpoch")
    assert validation.node_id == new_leader
    asked = validation.request.topics[0].partitions[0]
    assert asked.current_leader_epoch > asked.leader_epoch >= 0


@pytest.mark.kip951
async def test_producer_follows_the_new_leader_from_the_hint(cluster):
    """Verifies KIP-951 on the write side with our producer: after a leader move the old
    leader answers Produce v10+ with NOT_LEADER_OR_FOLLOWER plus CurrentLeader and
    NodeEndpoints, and the producer's retry goes to the new leader while its Metadata
    requests are held back 10 s."""
    await cluster.create_topic("phint", partitions=1, replication_factor=3)
    async with Producer(cluster.bootstrap, client_id="own-producer") as producer:
        assert await producer.send("phint", b"before", partition=0) == (0, 0)
        old_leader = cluster.leader_of("phint")
        new_leader = next(r for r in cluster.controller.metadata.partition("phint", 0).isr
                          if r != old_leader)
        held = cluster.inject("Metadata", client_id="own-producer", delay_ms=10_000,
                              count=None)
        await cluster.move_leader("phint", 0, to=new_leader)
        written = await asyncio.wait_for(producer.send("phint", b"after", partition=0), 8)
        held.remove()
    assert written == (0, 1)
    assert producer.leader_hints_used == 1
    produced = [e for e in cluster.requests("Produce") if e.client_id == "own-producer"]
    assert [e.node_id for e in produced][-2:] == [old_leader, new_leader]


async def test_consumer_reads_on_after_the_leader_broker_stops(cluster):
    """Verifies failover with our consumer and producer: the partition leader's broker stops
    mid-stream, the consumer finds the new leader and every acknowledged record arrives once."""
    await cluster.create_topic("fo", partitions=1, replication_factor=3,
                               configs={"min.insync.replicas": 2})
    async with Consumer(cluster.bootstrap, client_id="own-fo", auto_offset_reset="earliest",
                        fetch_max_wait_ms=50) as consumer:
        consumer.assign([TopicPartition("fo", 0)])
        await produce(cluster.bootstrap, "fo", [b"a%03d" % i for i in range(100)])
        received = await take(consumer, 100)
        old_leader = cluster.leader_of("fo")
        await cluster.stop_broker(old_leader, controlled=False)
        await cluster.wait_until(lambda: cluster.leader_of("fo") not in (-1, old_leader),
                                 timeout=20)
        await produce(cluster.bootstrap, "fo", [b"b%03d" % i for i in range(100)])
        received += await take(consumer, 100)
    assert [r.offset for r in received] == list(range(200))


# --- groups -----------------------------------------------------------------------------------


async def test_two_members_share_partitions_by_range_and_commit(cluster):
    """Verifies the classic group protocol with the range assignor: two members of one group
    split six partitions three and three, each record reaches one member, and the committed
    offsets a new member of the group starts from are the log end offsets."""
    await cluster.create_topic("grp", partitions=6, replication_factor=3)
    await produce(cluster.bootstrap, "grp", [b"%d" % i for i in range(120)], 6)
    settings = dict(group_id="g-own", auto_offset_reset="earliest", fetch_max_wait_ms=50,
                    heartbeat_interval_ms=100, enable_auto_commit=False)
    async with Consumer(cluster.bootstrap, client_id="m1", **settings) as first, \
            Consumer(cluster.bootstrap, client_id="m2", **settings) as second:
        first.subscribe(["grp"])
        second.subscribe(["grp"])
        await cluster.wait_until(lambda: len(first.assignment()) == 3
                                 and len(second.assignment()) == 3, timeout=20)
        got: list = []

        async def drain(consumer):
            while True:
                batch = await consumer.getmany(timeout_ms=300)
                if not batch:
                    return
                for records in batch.values():
                    got.extend(records)

        await asyncio.gather(drain(first), drain(second))
        assert first.assignment().isdisjoint(second.assignment())
        await first.commit()
        await second.commit()
    assert sorted(int(r.value) for r in got) == list(range(120))
    async with Consumer(cluster.bootstrap, client_id="m3", **settings) as third:
        third.subscribe(["grp"])
        await cluster.wait_until(lambda: len(third.assignment()) == 6, timeout=20)
        assert await third.getmany(timeout_ms=500) == {}
        assert sum(third.position(tp) or 0 for tp in third.assignment()) == 120


# --- the command ------------------------------------------------------------------------------


def test_kafkasim_consume_writes_the_fetch_log(cluster_thread, tmp_path):
    """Verifies `kafkasim consume`: our consumer from the command line reads every record of a
    topic and writes one valid fetch-log line per partition per Fetch answer that carried it,
    with its rack and the serving broker's rack; the JSON summary counts the records."""
    import json
    import subprocess
    import sys

    from kafkasim.client.fetch_log import ReadStats, read_fetch_log

    handle = cluster_thread
    handle.create_topic("cli", partitions=3, replication_factor=3)
    asyncio.run(produce(handle.bootstrap, "cli", [b"v%d" % i for i in range(90)], 3))
    done = subprocess.run(
        [sys.executable, "-m", "kafkasim", "consume", "--bootstrap", handle.bootstrap,
         "--topic", "cli", "--rack", "c", "--client-id", "cli-c", "--fetch-log",
         str(tmp_path / "logs"), "--idle-seconds", "2", "--fetch-max-wait-ms", "100"],
        capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    summary = json.loads(done.stdout.splitlines()[-1])
    assert (summary["records"], summary["client_id"], summary["rack"]) == (90, "cli-c", "c")
    stats = ReadStats()
    lines = list(read_fetch_log([tmp_path / "logs"], stats))
    assert stats.malformed == 0 and lines
    assert sum(line.records for line in lines) == 90
    racks = {broker.node_id: broker.rack for broker in handle.brokers.values()}
    assert all(line.client_rack == "c" and line.broker_rack == racks[line.broker_id]
               and line.schema_version == 2 for line in lines)
