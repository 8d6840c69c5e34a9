"""KIP-932 share partitions through real TCP: ShareFetch and ShareAcknowledge against a cluster,
with acknowledgements (ACCEPT, RELEASE, REJECT), delivery counts, archiving at
`group.share.delivery.count.limit`, acquisition locks, share sessions, and the share-partition
state surviving a leader change through the share coordinator (Kafka's SharePartition,
SharePartitionManager and ShareCoordinatorShard are the reference; the fidelity suite compares
the same answers with a real cluster)."""

from __future__ import annotations

import asyncio
import time

import pytest

from kafkasim.broker.cluster import Cluster
from kafkasim.broker.metadata.coordinator_keys import coordinator_partition
from kafkasim.broker.share.records import uuid_string
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest
from kafkasim.protocol.messages.produce import (
    PartitionProduceData,
    ProduceRequest,
    TopicProduceData,
)
from kafkasim.protocol.messages.read_share_group_state import (
    PartitionData as ReadPartition,
)
from kafkasim.protocol.messages.read_share_group_state import (
    ReadShareGroupStateRequest,
    ReadStateData,
)
from kafkasim.protocol.records import build_batch
from tests.helpers.share_client import WAIT, ShareClient, acquired

pytestmark = pytest.mark.timeout(90)

CONFIG = {
    "offsets.topic.num.partitions": 3,
    "share.coordinator.state.topic.num.partitions": 3,
    "broker.heartbeat.interval.ms": 100,
    "broker.session.timeout.ms": 600,
    "group.share.assignment.interval.ms": 100,
    "group.share.delivery.count.limit": 3,
    "group.share.record.lock.duration.ms": 1000,
}
# Three brokers whose internal topics have a replica on each, so that one broker may go.
REPLICATED = {**CONFIG, "offsets.topic.replication.factor": 3,
              "share.coordinator.state.topic.replication.factor": 3}
ACCEPT, RELEASE, REJECT = 1, 2, 3
AVAILABLE = 0  # a stored batch's delivery state


async def produce(cluster: Cluster, topic: str, count: int, start: int = 0) -> None:
    leader = cluster.brokers[cluster.leader_of(topic, 0)]
    connection = await KafkaConnection.connect("127.0.0.1", leader.port)
    try:
        batch = build_batch([(None, f"v{i}".encode(), [], None)
                             for i in range(start, start + count)])
        response = await connection.send(ProduceRequest(
            transactional_id=None, acks=-1, timeout_ms=5000, topic_data=[TopicProduceData(
                name=topic, partition_data=[PartitionProduceData(index=0, records=batch)])]), 9)
        assert response.responses[0].partition_responses[0].error_code == 0
    finally:
        await connection.close()


async def test_acquire_acknowledge_and_redeliver():
    """Verifies SharePartition's core rules: a new group starts at the log end; acquired
    records carry delivery count 1; RELEASE makes them available again (count 2 on the next
    acquisition); ACCEPT and REJECT end them; a record released at the delivery count limit is
    archived, never delivered again; INVALID_RECORD_STATE for records not held. The locks
    (30 s) outlast the test: with CONFIG's 1 s, records 9-10 became available before their
    acknowledgement on a loaded machine."""
    config = {**CONFIG, "group.share.record.lock.duration.ms": 30_000}
    async with Cluster(brokers=1, config=config) as cluster:
        await cluster.create_topic("orders", partitions=1)
        await produce(cluster, "orders", 5)  # before the group: never delivered (latest)
        client = ShareClient(cluster, "orders", "g", "m1")
        try:
            await client.join()
            await client.open()
            await produce(cluster, "orders", 6, start=5)
            response = await client.fetch()
            assert acquired(response) == [(5, 10, 1)]
            assert response.acquisition_lock_timeout_ms == 30_000
            response = await client.fetch([(5, 6, ACCEPT), (7, 7, RELEASE), (8, 8, REJECT)])
            partition = response.responses[0].partitions[0]
            assert partition.acknowledge_error_code == 0
            assert acquired(response) == [(7, 7, 2)]
            response = await client.fetch([(7, 7, RELEASE)], wait_ms=0)
            assert acquired(response) == [(7, 7, 3)]
            # The third delivery was the last: released now, it is archived.
            response = await client.fetch([(7, 7, RELEASE)], wait_ms=200)
            assert acquired(response) == []
            # Below the start offset (5-8 are done): nothing to do, no error.
            answer = await client.acknowledge([(5, 5, ACCEPT)])
            assert answer.responses[0].partitions[0].error_code == ErrorCode.NONE
            answer = await client.acknowledge([(9, 9, RELEASE)])
            assert answer.responses[0].partitions[0].error_code == ErrorCode.NONE
            # 9 is available again, not held by the member.
            answer = await client.acknowledge([(9, 10, ACCEPT)])
            assert answer.responses[0].partitions[0].error_code == ErrorCode.INVALID_RECORD_STATE
            answer = await client.acknowledge([(10, 12, ACCEPT)])
            assert answer.responses[0].partitions[0].error_code == ErrorCode.INVALID_REQUEST
        finally:
            await client.close()


async def test_expired_locks_are_redelivered_with_a_higher_count():
    """Verifies that records whose acquisition lock (group.share.record.lock.duration.ms) ends
    become available again and are redelivered, to another member too, with the delivery count
    raised; acknowledging them afterwards as the first member is INVALID_RECORD_STATE."""
    async with Cluster(brokers=1, config=CONFIG) as cluster:
        await cluster.create_topic("orders", partitions=1)
        first = ShareClient(cluster, "orders", "g", "m1")
        second = ShareClient(cluster, "orders", "g", "m2")
        try:
            await first.join()
            await second.join()
            await first.open()
            await second.open()
            await produce(cluster, "orders", 3)
            assert acquired(await first.fetch()) == [(0, 2, 1)]
            deadline = time.monotonic() + WAIT
            while True:
                response = await second.fetch(wait_ms=500)
                if acquired(response):
                    break
                assert time.monotonic() < deadline, "the lock never ended"
            assert acquired(response) == [(0, 2, 2)]
            answer = await first.acknowledge([(0, 2, ACCEPT)])
            assert answer.responses[0].partitions[0].error_code == ErrorCode.INVALID_RECORD_STATE
        finally:
            await first.close()
            await second.close()


async def test_share_session_errors_and_close():
    """Verifies the share session rules (KIP-932's ShareSessionCache): a wrong epoch is
    INVALID_SHARE_SESSION_EPOCH, no session SHARE_SESSION_NOT_FOUND, ShareAcknowledge cannot
    open a session, and closing the session (epoch -1) releases the member's records."""
    async with Cluster(brokers=1, config=CONFIG) as cluster:
        await cluster.create_topic("orders", partitions=1)
        client = ShareClient(cluster, "orders", "g", "m1")
        other = ShareClient(cluster, "orders", "g", "m2")
        try:
            await client.join()
            await other.join()
            assert (await client.fetch(epoch=1)).error_code == ErrorCode.SHARE_SESSION_NOT_FOUND
            assert (await client.acknowledge([(0, 0, ACCEPT)], epoch=0)).error_code == \
                ErrorCode.INVALID_SHARE_SESSION_EPOCH
            await client.open()
            assert (await client.fetch(epoch=7)).error_code == \
                ErrorCode.INVALID_SHARE_SESSION_EPOCH
            await other.open()
            await produce(cluster, "orders", 2)
            assert acquired(await client.fetch()) == [(0, 1, 1)]
            closed = await client.fetch(epoch=-1, wait_ms=0)
            assert closed.error_code == 0 and closed.responses == []
            assert acquired(await other.fetch()) == [(0, 1, 2)]
        finally:
            await client.close()
            await other.close()


async def test_share_state_survives_a_leader_change():
    """Verifies that acknowledged records stay acknowledged after the partition's leader
    changes: the new leader reads the share-partition state from the share coordinator
    (__share_group_state) and delivers only what was not acknowledged."""
    async with Cluster(brokers=3, config=REPLICATED) as cluster:
        await cluster.create_topic("orders", partitions=1, replication_factor=3)
        client = ShareClient(cluster, "orders", "g", "m1")
        try:
            await client.join()
            await client.open()
            await produce(cluster, "orders", 4)
            assert acquired(await client.fetch()) == [(0, 3, 1)]
            answer = await client.acknowledge([(0, 1, ACCEPT)])
            assert answer.responses[0].partitions[0].error_code == 0
            old_leader = cluster.leader_of("orders", 0)
            await client.close()
            await cluster.stop_broker(old_leader)
            await cluster.wait_until(lambda: cluster.leader_of("orders", 0) not in
                                     (old_leader, -1), timeout=WAIT)
            client = ShareClient(cluster, "orders", "g", "m1")
            await client.join()
            response = await client.fetch()
            assert acquired(response) == [(2, 3, 2)]
        finally:
            await client.close()


async def test_the_harness_expires_locks_on_demand():
    """Verifies the harness's expire_share_locks: records acquired under a 30 s lock become
    available at once and are redelivered with delivery count 2, as an ended lock makes them
    (SharePartition's acquisition lock timeout)."""
    config = {**CONFIG, "group.share.record.lock.duration.ms": 30_000}
    async with Cluster(brokers=1, config=config) as cluster:
        await cluster.create_topic("orders", partitions=1)
        client = ShareClient(cluster, "orders", "g", "m1")
        try:
            await client.join()
            await client.open()
            await produce(cluster, "orders", 3)
            assert acquired(await client.fetch()) == [(0, 2, 1)]
            assert cluster.expire_share_locks("g") == 3
            assert cluster.expire_share_locks("other") == 0
            assert acquired(await client.fetch(wait_ms=0)) == [(0, 2, 2)]
        finally:
            await client.close()


async def test_an_acknowledgement_the_share_coordinator_did_not_take_is_rolled_back():
    """Verifies that an acknowledgement whose new state the share coordinator never took
    (every WriteShareGroupState's connection closed, as while its broker restarts) answers
    COORDINATOR_NOT_AVAILABLE and changes nothing: as Kafka's
    SharePartition.rollbackOrProcessStateUpdates rolls the transitions back, the records are
    the member's until their lock ends, then delivered again with delivery count 2. Kept as
    ACKNOWLEDGED instead, they were never delivered again and the start offset waited for a
    write that never came (a partition at `max.record.locks` then stopped for good)."""
    async with Cluster(brokers=1, config=CONFIG) as cluster:
        await cluster.create_topic("orders", partitions=1)
        client = ShareClient(cluster, "orders", "g", "m1")
        try:
            await client.join()
            await client.open()
            await produce(cluster, "orders", 3)
            assert acquired(await client.fetch()) == [(0, 2, 1)]
            # Every try of the persister finds its connection closed (the broker gone).
            rule = cluster.inject("WriteShareGroupState", close=True, count=None, internal=True)
            try:
                answer = await client.acknowledge([(0, 2, ACCEPT)])
            finally:
                rule.remove()
            assert answer.responses[0].partitions[0].error_code == \
                ErrorCode.COORDINATOR_NOT_AVAILABLE
            deadline = time.monotonic() + WAIT
            while True:
                response = await client.fetch(wait_ms=500)
                if acquired(response):
                    break
                assert time.monotonic() < deadline, "the records were never delivered again"
            assert acquired(response) == [(0, 2, 2)]
            answer = await client.acknowledge([(0, 2, ACCEPT)])
            assert answer.responses[0].partitions[0].error_code == ErrorCode.NONE
        finally:
            await client.close()


async def share_coordinator_of(cluster: Cluster, key: str) -> int:
    """The node id FindCoordinator (key type 2) names for share partition `key`."""
    deadline = time.monotonic() + WAIT
    while True:
        node = cluster.brokers[min(cluster.running)]
        connection = await KafkaConnection.connect("127.0.0.1", node.port)
        try:
            found = (await connection.send(FindCoordinatorRequest(
                key_type=2, coordinator_keys=[key]), 6)).coordinators[0]
        finally:
            await connection.close()
        if found.error_code == 0:
            return found.node_id
        assert time.monotonic() < deadline, f"no share coordinator for {key}"
        await asyncio.sleep(0.1)


async def stored_batches(cluster: Cluster, client: ShareClient) -> list[tuple[int, int, int, int]]:
    """What the share coordinator keeps for the client's share partition: (first, last, state,
    delivery count) per batch, read over the wire (ReadShareGroupState), or [] while no
    coordinator answers."""
    key = f"{client.group}:{uuid_string(client.topic_id)}:0"
    node_id = await share_coordinator_of(cluster, key)
    try:
        connection = await KafkaConnection.connect("127.0.0.1", cluster.brokers[node_id].port)
    except OSError:  # the named coordinator is the crashed broker, not yet fenced
        return []
    try:
        response = await connection.send(ReadShareGroupStateRequest(
            group_id=client.group, topics=[ReadStateData(
                topic_id=client.topic_id, partitions=[ReadPartition(
                    partition=0, leader_epoch=-1)])]), ReadShareGroupStateRequest.MAX_VERSION)
    except (OSError, ConnectionError):
        return []
    finally:
        await connection.close()
    result = response.results[0].partitions[0]
    return [] if result.error_code else [
        (b.first_offset, b.last_offset, b.delivery_state, b.delivery_count)
        for b in result.state_batches]


@pytest.mark.timeout(180)
async def test_a_lock_expiry_reaches_the_share_coordinator_that_replaces_a_crashed_one():
    """Verifies that a lock expiry whose state write finds the share coordinator's broker
    crashed (not yet fenced: broker.session.timeout.ms) reaches the coordinator that takes its
    state partition over, and that a later partition leader then delivers the records with
    the delivery count they had: Kafka's persister (PersisterStateManager) tries a write 5
    times, 1 s apart and doubling, longer than the controller takes to fence a dead broker.
    With a 1 s retry the write was lost, and the next leader delivered count 1 after count 2
    (tests/crash/test_share_faults.py saw delivery counts go down under SIGKILLs)."""
    config = {**REPLICATED, "broker.session.timeout.ms": 3000}
    async with Cluster(brokers=3, config=config) as cluster:
        await cluster.create_topic("orders", partitions=1, replication_factor=3)
        client = ShareClient(cluster, "orders", "g", "m1")
        try:
            await client.join()
            await client.open()
            key = f"g:{uuid_string(client.topic_id)}:0"
            coordinator, leader = await share_coordinator_of(cluster, key), \
                cluster.leader_of("orders", 0)
            if coordinator == leader:  # the crash must spare the partition leader
                other = next(n for n in cluster.running if n != leader)
                await cluster.move_leader("__share_group_state", coordinator_partition(key, 3),
                                          to=other)
                coordinator = other
            await produce(cluster, "orders", 3)
            assert acquired(await client.fetch()) == [(0, 2, 1)]
            await cluster.stop_broker(coordinator, controlled=False)
            # The 1 s lock ends while the coordinator is dead; its write waits for the next.
            deadline = time.monotonic() + WAIT
            while (0, 2, AVAILABLE, 1) not in await stored_batches(cluster, client):
                assert time.monotonic() < deadline, \
                    "the lock expiry never reached a share coordinator"
                await asyncio.sleep(0.2)
            assert acquired(await client.fetch()) == [(0, 2, 2)]
            await cluster.start_broker(coordinator)
            # Back in every ISR, so the partition and its state can lose the leader's broker.
            await cluster.wait_until(lambda: all(
                coordinator in partition["isr"] for topic in ("orders", "__share_group_state")
                for partition in cluster.describe_topic(topic)["partitions"]), timeout=WAIT)
            await client.close()
            await cluster.stop_broker(leader, controlled=False)
            await cluster.wait_until(lambda: cluster.leader_of("orders", 0) not in
                                     (leader, -1), timeout=WAIT)
            client = ShareClient(cluster, "orders", "g", "m1")
            await client.join()
            deadline = time.monotonic() + WAIT
            while not acquired(response := await client.fetch(wait_ms=500)):
                assert time.monotonic() < deadline, "the records were never delivered again"
            # Count 2 again, or 3 when the last lock ended before the leader's broker crashed.
            (first, last, count), = acquired(response)
            assert (first, last) == (0, 2) and count in (2, 3), acquired(response)
        finally:
            await client.close()
