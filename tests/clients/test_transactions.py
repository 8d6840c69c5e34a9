"""Transactions with a real client: confluent-kafka (librdkafka) against a 3-broker cluster.

Verifies Kafka's transaction coordinator behaviour (TransactionCoordinator, KIP-98) end to end:
FindCoordinator for a transactional id, InitProducerId epochs, commit and abort with their
markers, zombie fencing (a second producer with the same transactional id fences the first),
the coordinator aborting a transaction older than its timeout, a transaction that survives the
failover of its coordinator (the new leader of the `__transaction_state` partition reloads it),
and DescribeTransactions / ListTransactions answers for the admin tools (KIP-664)."""

from __future__ import annotations

import asyncio
import time
import uuid

import pytest

from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.messages.describe_transactions import DescribeTransactionsRequest
from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest
from kafkasim.protocol.messages.list_transactions import ListTransactionsRequest

pytestmark = [pytest.mark.clients, pytest.mark.timeout(180)]

DEADLINE = 60.0
CONFIG = {
    "group.initial.rebalance.delay.ms": "0",
    "auto.create.topics.enable": "false",
    "transaction.abort.timed.out.transaction.cleanup.interval.ms": "200",
}


@pytest.fixture(scope="module")
def cluster():
    from kafkasim.broker.cluster import start_cluster

    handle = start_cluster(brokers=3, racks=["a", "b", "c"], config=CONFIG)
    try:
        yield handle
    finally:
        handle.stop()


def new_topic(cluster, partitions: int = 3) -> str:
    name = f"txn-{uuid.uuid4().hex[:8]}"
    cluster.create_topic(name, partitions=partitions, replication_factor=3)
    return name


def producer(cluster, transactional_id: str, **extra):
    import confluent_kafka

    return confluent_kafka.Producer({"bootstrap.servers": cluster.bootstrap,
                                     "transactional.id": transactional_id, **extra})


def consume(cluster, topic: str, isolation: str, expected: int) -> list[bytes]:
    """Every value of `topic` a consumer with `isolation.level=isolation` reads, once it has
    read `expected` of them and a little more time found nothing further."""
    import confluent_kafka

    consumer = confluent_kafka.Consumer({
        "bootstrap.servers": cluster.bootstrap, "group.id": f"g-{uuid.uuid4().hex[:6]}",
        "auto.offset.reset": "earliest", "isolation.level": isolation,
        "enable.auto.commit": False})
    consumer.subscribe([topic])
    values: list[bytes] = []
    deadline = time.monotonic() + DEADLINE
    quiet_until = None
    try:
        while time.monotonic() < deadline:
            message = consumer.poll(0.2)
            if message is not None and not message.error():
                values.append(message.value())
                quiet_until = None
            elif len(values) >= expected:
                quiet_until = quiet_until or time.monotonic() + 1.0
                if time.monotonic() > quiet_until:
                    break
    finally:
        consumer.close()
    return values


def admin_request(cluster, request, version: int, node_id: int | None = None):
    """One request to broker `node_id`, or to the first broker that accepts a connection, over
    our own connection."""
    addresses = cluster.call(lambda: {n: (b.host, b.port) for n, b in cluster.brokers.items()})
    candidates = [node_id] if node_id is not None else sorted(addresses)

    async def send():
        for candidate in candidates:
            try:
                connection = await KafkaConnection.connect(*addresses[candidate])
            except OSError:
                if candidate == candidates[-1]:
                    raise
                continue
            try:
                return await connection.send(request, version)
            finally:
                await connection.close()

    return asyncio.run(send())


def coordinator_of(cluster, transactional_id: str) -> int:
    response = admin_request(cluster, FindCoordinatorRequest(
        key_type=1, coordinator_keys=[transactional_id]), 4)
    assert response.coordinators[0].error_code == 0
    return response.coordinators[0].node_id


def describe(cluster, transactional_id: str):
    node = coordinator_of(cluster, transactional_id)
    response = admin_request(cluster, DescribeTransactionsRequest(
        transactional_ids=[transactional_id]), 0, node)
    return response.transaction_states[0]


def wait_for(condition, what: str) -> None:
    deadline = time.monotonic() + DEADLINE
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.1)


def test_commit_and_abort_read_committed(cluster):
    """Verifies that committed transactions are read once and aborted ones never, under
    read_committed, while read_uncommitted sees both (Kafka's KIP-98 semantics)."""
    topic = new_topic(cluster)
    client = producer(cluster, f"tx-{uuid.uuid4().hex[:6]}")
    client.init_transactions(DEADLINE)
    client.begin_transaction()
    for index in range(20):
        client.produce(topic, key=f"k{index}".encode(), value=f"commit-{index}".encode())
    client.commit_transaction(DEADLINE)
    client.begin_transaction()
    for index in range(20):
        client.produce(topic, key=f"k{index}".encode(), value=f"abort-{index}".encode())
    client.flush(DEADLINE)
    client.abort_transaction(DEADLINE)
    client.begin_transaction()
    client.produce(topic, key=b"last", value=b"commit-last")
    client.commit_transaction(DEADLINE)

    committed = consume(cluster, topic, "read_committed", 21)
    assert sorted(committed) == sorted([f"commit-{i}".encode() for i in range(20)]
                                       + [b"commit-last"])
    uncommitted = consume(cluster, topic, "read_uncommitted", 41)
    assert len(uncommitted) == 41


def test_describe_and_list_transactions(cluster):
    """Verifies DescribeTransactions (state, producer id and epoch, partitions) during and after
    a transaction, and ListTransactions filters (KIP-664)."""
    topic = new_topic(cluster, partitions=2)
    transactional_id = f"tx-{uuid.uuid4().hex[:6]}"
    client = producer(cluster, transactional_id)
    client.init_transactions(DEADLINE)
    empty = describe(cluster, transactional_id)
    assert (empty.error_code, empty.transaction_state, empty.producer_epoch) == (0, "Empty", 0)
    client.begin_transaction()
    client.produce(topic, value=b"v", partition=1)
    client.flush(DEADLINE)
    ongoing = describe(cluster, transactional_id)
    assert ongoing.transaction_state == "Ongoing"
    assert [(t.topic, t.partitions) for t in ongoing.topics] == [(topic, [1])]
    node = coordinator_of(cluster, transactional_id)
    listed = admin_request(cluster, ListTransactionsRequest(state_filters=["Ongoing", "Bogus"]),
                           1, node)
    assert listed.unknown_state_filters == ["Bogus"]
    assert transactional_id in [t.transactional_id for t in listed.transaction_states]
    client.commit_transaction(DEADLINE)
    wait_for(lambda: describe(cluster, transactional_id).transaction_state == "CompleteCommit",
             "CompleteCommit")
    unknown = describe(cluster, f"never-{uuid.uuid4().hex[:6]}")
    assert unknown.error_code == 105  # TRANSACTIONAL_ID_NOT_FOUND


def test_zombie_is_fenced(cluster):
    """Verifies zombie fencing: InitProducerId from a new instance bumps the epoch and aborts
    the old instance's ongoing transaction; the old instance's commit fails as fenced and its
    records are never read under read_committed."""
    import confluent_kafka

    topic = new_topic(cluster)
    transactional_id = f"tx-{uuid.uuid4().hex[:6]}"
    zombie = producer(cluster, transactional_id)
    zombie.init_transactions(DEADLINE)
    zombie.begin_transaction()
    zombie.produce(topic, value=b"zombie")
    zombie.flush(DEADLINE)

    successor = producer(cluster, transactional_id)
    successor.init_transactions(DEADLINE)
    successor.begin_transaction()
    successor.produce(topic, value=b"successor")
    successor.commit_transaction(DEADLINE)

    with pytest.raises(confluent_kafka.KafkaException) as raised:
        zombie.commit_transaction(DEADLINE)
    assert raised.value.args[0].fatal() or raised.value.args[0].txn_requires_abort()
    assert consume(cluster, topic, "read_committed", 1) == [b"successor"]
    # The fence aborted the zombie's transaction at a bumped epoch; the successor's
    # InitProducerId retried and got the next one.
    assert describe(cluster, transactional_id).producer_epoch == 2


def test_timed_out_transaction_is_aborted(cluster):
    """Verifies that the coordinator aborts a transaction older than its
    transaction.timeout.ms (TransactionCoordinator.abortTimedOutTransactions) and fences the
    producer's epoch."""
    topic = new_topic(cluster)
    transactional_id = f"tx-{uuid.uuid4().hex[:6]}"
    client = producer(cluster, transactional_id, **{"transaction.timeout.ms": 1500})
    client.init_transactions(DEADLINE)
    client.begin_transaction()
    client.produce(topic, value=b"late")
    client.flush(DEADLINE)
    wait_for(lambda: describe(cluster, transactional_id).transaction_state == "CompleteAbort",
             "the coordinator's abort")
    assert describe(cluster, transactional_id).producer_epoch == 1
    import confluent_kafka

    with pytest.raises(confluent_kafka.KafkaException):
        client.commit_transaction(DEADLINE)
    assert consume(cluster, topic, "read_committed", 0) == []


def test_transaction_survives_coordinator_failover(cluster):
    """Verifies that a transaction begun before its coordinator's broker stops commits through
    the new coordinator, which rebuilt the transaction from `__transaction_state`
    (TransactionStateManager.loadTransactionsForTxnTopicPartition)."""
    topic = new_topic(cluster)
    transactional_id = f"tx-{uuid.uuid4().hex[:6]}"
    client = producer(cluster, transactional_id)
    client.init_transactions(DEADLINE)
    client.begin_transaction()
    for index in range(10):
        client.produce(topic, value=f"before-{index}".encode())
    client.flush(DEADLINE)
    old = coordinator_of(cluster, transactional_id)
    cluster.stop_broker(old, controlled=False)
    try:
        wait_for(lambda: coordinator_of(cluster, transactional_id) != old, "a new coordinator")
        assert describe(cluster, transactional_id).transaction_state == "Ongoing"
        for index in range(10):
            client.produce(topic, value=f"after-{index}".encode())
        client.commit_transaction(DEADLINE)
    finally:
        cluster.start_broker(old)
    values = consume(cluster, topic, "read_committed", 20)
    assert sorted(values) == sorted([f"before-{i}".encode() for i in range(10)]
                                    + [f"after-{i}".encode() for i in range(10)])
