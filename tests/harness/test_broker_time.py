"""Broker time that tests move (issue 25, part 4): `cluster.advance_time` and POST /time/advance
(broker/clock.py). Each expiry is driven by at least 10 minutes of broker time, never by a
sleep: retention, a classic and a KIP-848 group session timeout, a transaction timeout, a
share-record lock and fetch-session eviction, with librdkafka (confluent-kafka) or a raw client
of ours on TCP. Before the clock moves, each test checks that nothing has expired yet; after,
it waits (bounded) only for the effect the expiry starts (a retention pass, a write to
`__consumer_offsets` or `__transaction_state`) to show through the client."""

from __future__ import annotations

import asyncio
import time

import aiohttp
import pytest
from confluent_kafka import Consumer, KafkaException, Producer, TopicPartition
from confluent_kafka.admin import AdminClient

from kafkasim.broker.cluster import Cluster, InvalidArgument
from kafkasim.control_http import ControlPlane
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.consumer_group_heartbeat import ConsumerGroupHeartbeatRequest
from kafkasim.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic
from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest
from kafkasim.protocol.messages.join_group import JoinGroupRequest, JoinGroupRequestProtocol
from kafkasim.protocol.messages.sync_group import SyncGroupRequest, SyncGroupRequestAssignment
from tests.helpers.cluster import TEST_CLUSTER_CONFIG
from tests.helpers.share_client import ShareClient, acquired

pytestmark = pytest.mark.timeout(120)

TEN_MINUTES = 600.0
WAIT = 20.0  # an upper bound for an effect to show; never a timing assertion
CONFIG = {
    **TEST_CLUSTER_CONFIG,
    "offsets.topic.num.partitions": 1,
    "transaction.state.log.num.partitions": 1,
    "share.coordinator.state.topic.num.partitions": 1,
    "group.share.assignment.interval.ms": 100,
    # A share member's session outlives the 10 minutes its records' 30 s locks are moved by.
    "group.share.max.session.timeout.ms": 1_800_000,
    "group.share.session.timeout.ms": 1_200_000,
}

@pytest.fixture(scope="module")
def cluster():
    with Cluster(brokers=1, racks=None, config=CONFIG) as running:
        yield running


def until(predicate, what: str):
    """Poll `predicate` every 20 ms until true (at most WAIT seconds): the effect `what` of an
    expiry the clock made due, which goes through the broker's loop and a client."""
    deadline = time.monotonic() + WAIT
    while not (value := predicate()):
        assert time.monotonic() < deadline, f"never: {what}"
        time.sleep(0.02)
    return value


def produce(cluster, topic: str, count: int) -> None:
    producer = Producer({"bootstrap.servers": cluster.bootstrap, "linger.ms": 0})
    for index in range(count):
        producer.produce(topic, b"v%d" % index, partition=0)
        producer.flush(10)  # one batch each
    assert producer.flush(10) == 0


@pytest.fixture(scope="module")
def watermarks(cluster):
    """`watermarks(topic, isolation)`: librdkafka's (log start, high watermark or LSO) of
    partition 0, by ListOffsets from one consumer per isolation level."""
    consumers = {isolation: Consumer({"bootstrap.servers": cluster.bootstrap,
                                      "group.id": "watermarks", "isolation.level": isolation})
                 for isolation in ("read_uncommitted", "read_committed")}

    def read(topic: str, isolation: str = "read_uncommitted") -> tuple[int, int]:
        return consumers[isolation].get_watermark_offsets(TopicPartition(topic, 0), timeout=10)

    yield read
    for consumer in consumers.values():
        consumer.close()


def test_retention_deletes_what_ten_minutes_made_old(cluster, watermarks):
    """Verifies that time-based retention (retention.ms, Kafka's UnifiedLog.deleteOldSegments
    run every log.retention.check.interval.ms by LogManager) follows broker time: records
    younger than retention.ms stay; 10 minutes later on the broker clock the next pass deletes
    their segments and the log start offset that librdkafka reads moves to the log end."""
    cluster.create_topic("time-retention", partitions=1, replication_factor=1,
                         configs={"retention.ms": "300000", "segment.bytes": "1048576"})
    produce(cluster, "time-retention", 3)
    assert watermarks("time-retention") == (0, 3)
    cluster.advance_time(TEN_MINUTES)
    until(lambda: watermarks("time-retention") == (3, 3),
          "the retention pass deleted the segments")


async def _coordinator(cluster, group: str) -> KafkaConnection:
    node = cluster.brokers[min(cluster.running)]
    bootstrap = await KafkaConnection.connect("127.0.0.1", node.port)
    try:
        deadline = time.monotonic() + WAIT
        while True:  # until __consumer_offsets has a leader that loaded it
            found = (await bootstrap.send(FindCoordinatorRequest(
                key_type=0, coordinator_keys=[group]), 6)).coordinators[0]
            if found.error_code == ErrorCode.NONE:
                return await KafkaConnection.connect(found.host, found.port)
            assert found.error_code == ErrorCode.COORDINATOR_NOT_AVAILABLE, found
            assert time.monotonic() < deadline, "no group coordinator"
            await asyncio.sleep(0.05)
    finally:
        await bootstrap.close()


@pytest.fixture(scope="module")
def described(cluster):
    """`described(group)`: librdkafka's DescribeConsumerGroups answer for `group`."""
    admin = AdminClient({"bootstrap.servers": cluster.bootstrap})
    return lambda group: admin.describe_consumer_groups([group])[group].result(10)


async def join_and_go_silent(cluster, group: str) -> str:
    """Join classic group `group` (JoinGroup v9, SyncGroup) with a 45 s session, then close
    the connection and never heartbeat again, as a crashed client; returns the member id."""
    connection = await _coordinator(cluster, group)
    try:
        request = JoinGroupRequest(
            group_id=group, session_timeout_ms=45_000, rebalance_timeout_ms=60_000,
            member_id="", protocol_type="consumer",
            protocols=[JoinGroupRequestProtocol(name="range", metadata=b"")])
        joined = await connection.send(request, 9)
        assert joined.error_code == ErrorCode.MEMBER_ID_REQUIRED
        request.member_id = joined.member_id
        joined = await connection.send(request, 9)
        assert joined.error_code == ErrorCode.NONE
        synced = await connection.send(SyncGroupRequest(
            group_id=group, generation_id=joined.generation_id, member_id=joined.member_id,
            protocol_type="consumer", protocol_name="range",
            assignments=[SyncGroupRequestAssignment(member_id=joined.member_id,
                                                    assignment=b"")]), 5)
        assert synced.error_code == ErrorCode.NONE
        return joined.member_id
    finally:
        await connection.close()


def test_a_classic_member_that_stops_heartbeating_expires(cluster, described):
    """Verifies that a classic group member's session.timeout.ms runs on broker time (Kafka's
    GroupCoordinator heartbeat expiry): a member that joined and synced, then went silent as a
    crashed client does, stays in the Stable group while the clock stands still, and is
    removed (the group Empty, as librdkafka's DescribeGroups shows) once 10 minutes pass."""
    group = "time-classic"
    member = asyncio.run(join_and_go_silent(cluster, group))
    before = described(group)
    assert [m.member_id for m in before.members] == [member]
    cluster.advance_time(TEN_MINUTES)
    until(lambda: not described(group).members, "the member's session expired")
    assert described(group).state.name == "EMPTY"


def test_a_consumer_group_member_that_stops_heartbeating_is_fenced(cluster, described):
    """Verifies that a KIP-848 member's group.consumer.session.timeout.ms runs on broker time
    (GroupMetadataManager's session timer): a member that heartbeat once stays a member while
    the clock stands still, and is fenced (gone from librdkafka's DescribeConsumerGroup answer)
    10 minutes of broker time later."""
    group = "time-consumer"
    cluster.create_topic("time-consumer-topic", partitions=1, replication_factor=1)

    async def join() -> str:
        connection = await _coordinator(cluster, group)
        try:
            answer = await connection.send(ConsumerGroupHeartbeatRequest(
                group_id=group, member_id="time-member-1", member_epoch=0,
                rebalance_timeout_ms=60_000, subscribed_topic_names=["time-consumer-topic"],
                topic_partitions=[]), 0)
            assert answer.error_code == ErrorCode.NONE
            return answer.member_id
        finally:
            await connection.close()

    member = asyncio.run(join())
    assert [m.member_id for m in described(group).members] == [member]
    cluster.advance_time(TEN_MINUTES)
    until(lambda: not described(group).members, "the member was fenced")


def test_a_transaction_older_than_its_timeout_is_aborted(cluster, watermarks):
    """Verifies that transaction.timeout.ms runs on broker time (Kafka's TransactionCoordinator
    abortTimedOutTransactions): librdkafka's open transaction keeps the last stable offset at
    its first record while the clock stands still; 10 minutes later the coordinator aborts it,
    the abort marker moves the LSO to the log end, and the producer's commit fails."""
    cluster.create_topic("time-txn", partitions=1, replication_factor=1)
    producer = Producer({"bootstrap.servers": cluster.bootstrap, "transactional.id": "time-tx",
                         "transaction.timeout.ms": 60_000, "linger.ms": 0})
    producer.init_transactions(10)
    producer.begin_transaction()
    producer.produce("time-txn", b"pending", partition=0)
    assert producer.flush(10) == 0
    assert watermarks("time-txn", "read_committed") == (0, 0)
    cluster.advance_time(TEN_MINUTES)
    until(lambda: watermarks("time-txn", "read_committed") == (0, 2),
          "the coordinator aborted the transaction (record and abort marker below the LSO)")
    with pytest.raises(KafkaException):
        producer.commit_transaction(10)


def test_an_acquisition_lock_ends_with_broker_time(cluster):
    """Verifies that share.record.lock.duration.ms (30 s) runs on broker time (KIP-932,
    SharePartition's acquisition lock timeout): records a member acquired and never
    acknowledged are not handed out again while the clock stands still; 10 minutes later they
    are available and come back to the member with delivery count 2."""
    cluster.create_topic("time-share", partitions=1, replication_factor=1)

    async def scenario() -> None:
        client = ShareClient(cluster, "time-share", "time-share-group", "time-share-member")
        try:
            await client.join()
            await client.open()
            produce(cluster, "time-share", 3)
            assert acquired(await client.fetch()) == [(0, 2, 1)]
            assert acquired(await client.fetch(wait_ms=0)) == []  # still held
            await cluster.advance_time(TEN_MINUTES)
            assert acquired(await client.fetch(wait_ms=0)) == [(0, 2, 2)]
        finally:
            await client.close()

    asyncio.run(scenario())


def test_a_chaos_step_moves_the_clock_at_its_request(cluster, described):
    """Verifies the chaos action advance_time: a schedule's clock jump fires at its client
    request number, like any other step, and what expires on broker time expires then (a
    silent classic member's session here); a drawn schedule names such jumps only when its
    kinds do."""
    group = "time-chaos"
    member = asyncio.run(join_and_go_silent(cluster, group))
    assert [m.member_id for m in described(group).members] == [member]
    run = cluster.chaos(schedule=[{"at": 2, "action": "advance_time", "seconds": 600}])
    try:
        until(lambda: not described(group).members,
              "the member's session expired at the chaos step")
        assert run.fault_log() == "       2 advance_time seconds=600\n"
        assert run.outcomes[0]["ok"] and run.outcomes[0]["result"] >= 1
    finally:
        cluster.stop_chaos()


@pytest.fixture
def one_slot_cluster():
    """A cluster whose brokers cache one fetch session (max.incremental.fetch.session.cache.slots)."""
    with Cluster(brokers=1, racks=None, config={
            **TEST_CLUSTER_CONFIG, "max.incremental.fetch.session.cache.slots": 1}) as running:
        yield running


def test_an_idle_fetch_session_is_evicted_after_the_eviction_time(one_slot_cluster):
    """Verifies that min.incremental.fetch.session.eviction.ms (120 s) runs on broker time
    (KIP-227's FetchSessionCache.tryEvict): with one slot, a second consumer gets no session
    while the first's is younger than the eviction time; 10 minutes of broker time later the
    idle session is evicted for the new one, and its owner's next incremental fetch is
    FETCH_SESSION_ID_NOT_FOUND."""
    cluster = one_slot_cluster
    topic = cluster.create_topic("time-sessions", partitions=1, replication_factor=1)

    def request(session_id: int, epoch: int) -> FetchRequest:
        partitions = [] if epoch > 0 else [FetchPartition(
            partition=0, fetch_offset=0, partition_max_bytes=1 << 20)]
        return FetchRequest(max_wait_ms=0, min_bytes=0, session_id=session_id,
                            session_epoch=epoch, topics=[FetchTopic(
                                topic_id=topic.topic_id, partitions=partitions)]
                            if partitions else [])

    async def scenario() -> None:
        node = cluster.brokers[min(cluster.running)]
        first = await KafkaConnection.connect("127.0.0.1", node.port)
        second = await KafkaConnection.connect("127.0.0.1", node.port)
        try:
            opened = await first.send(request(0, 0), 17)
            assert opened.error_code == ErrorCode.NONE and opened.session_id != 0
            refused = await second.send(request(0, 0), 17)
            assert (refused.error_code, refused.session_id) == (ErrorCode.NONE, 0)
            await cluster.advance_time(TEN_MINUTES)
            taken = await second.send(request(0, 0), 17)
            assert taken.error_code == ErrorCode.NONE and taken.session_id != 0
            evicted = await first.send(request(opened.session_id, 1), 17)
            assert evicted.error_code == ErrorCode.FETCH_SESSION_ID_NOT_FOUND
        finally:
            await first.close()
            await second.close()

    asyncio.run(scenario())


async def test_advance_time_refuses_going_back_and_so_does_the_http_route():
    """Verifies the harness's input checks: advance_time refuses a negative or non-finite
    amount (InvalidArgument, the clock unmoved); POST /time/advance answers a JSON error (400)
    for a missing, negative or non-numeric `seconds`, and its result for a good one."""
    async with Cluster(brokers=1, racks=None, config=TEST_CLUSTER_CONFIG) as cluster:
        for wrong in (-1, float("nan"), float("inf"), "ten"):
            with pytest.raises(InvalidArgument):
                await cluster.advance_time(wrong)
        moved = await cluster.advance_time(0)
        assert moved.advanced_s == 0
        plane = await ControlPlane(cluster).start()
        headers = {"Authorization": f"Bearer {plane.token}"}
        async with aiohttp.ClientSession() as session:
            for body in ({}, {"seconds": -5}, {"seconds": "ten"}, {"seconds": 1, "x": 2}, []):
                async with session.post(plane.url + "/time/advance", json=body,
                                        headers=headers) as answer:
                    error = (await answer.json())["error"]
                    assert (answer.status, error["status"]) == (400, 400), body
                    assert "Traceback" not in error["message"]
            async with session.post(plane.url + "/time/advance", json={"seconds": 600},
                                    headers=headers) as answer:
                assert answer.status == 200
                assert (await answer.json())["advanced_s"] == 600
            async with session.post(plane.url + "/time/advance", json={"seconds": 1}) as answer:
                assert answer.status == 401
