"""Consume-transform-produce with confluent-kafka (librdkafka): a transactional producer sends
its consumer's offsets with `send_offsets_to_transaction` (AddOffsetsToTxn + TxnOffsetCommit)
and commits or aborts. Verifies, end to end on a 3-broker cluster, Kafka's exactly-once
contract on the partition side: the group's committed offsets move only with a committed
transaction (KIP-98 / KIP-447: pending offsets, RequireStable), a read_committed consumer of the
output sees only committed records (LSO, AbortedTransactions), and ListOffsets at
READ_COMMITTED answers the last stable offset while a transaction is open."""

from __future__ import annotations

import time
import uuid

import pytest

pytestmark = [pytest.mark.clients, pytest.mark.timeout(180)]

DEADLINE = 60.0
CONFIG = {"group.initial.rebalance.delay.ms": "0", "auto.create.topics.enable": "false"}


@pytest.fixture(scope="module")
def cluster():
    from kafkasim.broker.cluster import start_cluster

    handle = start_cluster(brokers=3, racks=["a", "b", "c"], config=CONFIG)
    try:
        yield handle
    finally:
        handle.stop()


def _topic(cluster) -> str:
    name = f"eos-{uuid.uuid4().hex[:8]}"
    cluster.create_topic(name, partitions=1, replication_factor=3)
    return name


def _read(cluster, topic: str, isolation: str, expected: int) -> list[bytes]:
    """The values a fresh consumer with `isolation.level` reads, once it has `expected` and a
    second more brought nothing."""
    import confluent_kafka

    consumer = confluent_kafka.Consumer({
        "bootstrap.servers": cluster.bootstrap, "group.id": f"r-{uuid.uuid4().hex[:6]}",
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


def test_offsets_move_with_committed_transactions_only(cluster):
    """Verifies that offsets sent with a transaction become the group's committed offsets when
    it commits and are dropped when it aborts, and that the output topic read with
    read_committed holds exactly the committed transactions' records (read_uncommitted sees
    the aborted ones too)."""
    import confluent_kafka

    source, sink = _topic(cluster), _topic(cluster)
    feeder = confluent_kafka.Producer({"bootstrap.servers": cluster.bootstrap})
    for index in range(30):
        feeder.produce(source, value=f"in-{index}".encode())
    feeder.flush(DEADLINE)
    group = f"eos-{uuid.uuid4().hex[:6]}"
    consumer = confluent_kafka.Consumer({
        "bootstrap.servers": cluster.bootstrap, "group.id": group,
        "auto.offset.reset": "earliest", "isolation.level": "read_committed",
        "enable.auto.commit": False})
    producer = confluent_kafka.Producer({"bootstrap.servers": cluster.bootstrap,
                                         "transactional.id": f"eos-{uuid.uuid4().hex[:6]}"})
    producer.init_transactions(DEADLINE)
    consumer.subscribe([source])
    try:
        taken = 0
        for round_, commit in enumerate((True, False, True)):
            batch = []
            deadline = time.monotonic() + DEADLINE
            while len(batch) < 10 and time.monotonic() < deadline:
                message = consumer.poll(0.2)
                if message is not None and not message.error():
                    batch.append(message)
            assert len(batch) == 10, round_
            producer.begin_transaction()
            for message in batch:
                producer.produce(sink, value=message.value().replace(b"in", b"out"))
            producer.send_offsets_to_transaction(
                consumer.position(consumer.assignment()), consumer.consumer_group_metadata(),
                DEADLINE)
            if commit:
                producer.commit_transaction(DEADLINE)
                taken += len(batch)
            else:
                producer.abort_transaction(DEADLINE)
                # As an exactly-once application does: rewind to the last committed offsets.
                committed = consumer.committed(consumer.assignment(), DEADLINE)
                assert [tp.offset for tp in committed] == [taken]
                for tp in committed:
                    consumer.seek(tp)
        committed = consumer.committed(consumer.assignment(), DEADLINE)
        assert [tp.offset for tp in committed] == [20]
    finally:
        consumer.close()
    expected = [f"out-{i}".encode() for i in list(range(10)) + list(range(10, 20))]
    assert _read(cluster, sink, "read_committed", 20) == expected
    uncommitted = _read(cluster, sink, "read_uncommitted", 30)
    assert len(uncommitted) == 30 and set(expected) <= set(uncommitted)


def test_read_committed_stops_at_an_open_transaction(cluster):
    """Verifies that while a transaction is open, read_committed consumers stop at its first
    offset and ListOffsets at READ_COMMITTED answers it (the LSO), while read_uncommitted reads
    on; once committed, both see everything."""
    import confluent_kafka

    topic = _topic(cluster)
    plain = confluent_kafka.Producer({"bootstrap.servers": cluster.bootstrap})
    for index in range(3):
        plain.produce(topic, value=f"plain-{index}".encode())
    plain.flush(DEADLINE)
    producer = confluent_kafka.Producer({"bootstrap.servers": cluster.bootstrap,
                                         "transactional.id": f"open-{uuid.uuid4().hex[:6]}"})
    producer.init_transactions(DEADLINE)
    producer.begin_transaction()
    for index in range(4):
        producer.produce(topic, value=f"txn-{index}".encode())
    producer.flush(DEADLINE)
    for index in range(2):
        plain.produce(topic, value=f"after-{index}".encode())
    plain.flush(DEADLINE)
    consumer = confluent_kafka.Consumer({"bootstrap.servers": cluster.bootstrap,
                                         "group.id": f"w-{uuid.uuid4().hex[:6]}",
                                         "isolation.level": "read_committed"})
    try:
        partition = confluent_kafka.TopicPartition(topic, 0)
        low, high = consumer.get_watermark_offsets(partition, DEADLINE, cached=False)
        assert (low, high) == (0, 3)  # librdkafka asks READ_COMMITTED: the LSO
    finally:
        consumer.close()
    assert _read(cluster, topic, "read_committed", 3) == [
        f"plain-{i}".encode() for i in range(3)]
    assert len(_read(cluster, topic, "read_uncommitted", 9)) == 9
    producer.commit_transaction(DEADLINE)
    assert len(_read(cluster, topic, "read_committed", 9)) == 9


def test_read_committed_consumer_at_a_preferred_read_replica():
    """Verifies KIP-392 with transactions: a read_committed consumer (confluent-kafka,
    client.rack of a follower) told by the rack-aware selector to read from that follower
    reads only committed records, in order, from the follower, which bounds its reads by its
    own last stable offset and lists the aborted transactions (followers track producer
    state from the batches they replicate, as Kafka's do)."""
    import confluent_kafka

    from kafkasim.broker.cluster import start_cluster
    from tests.helpers.cluster import TEST_CLUSTER_CONFIG

    config = {**TEST_CLUSTER_CONFIG, **CONFIG,
              "replica.selector.class":
                  "org.apache.kafka.common.replica.RackAwareReplicaSelector"}
    with start_cluster(brokers=3, racks=("a", "b", "c"), config=config) as handle:
        topic = _topic(handle)
        leader = handle.leader_of(topic)
        follower = next(n for n in handle.node_ids if n != leader)
        served: list = []
        handle.brokers[follower].replica_manager.fetch_observers.append(
            lambda record: served.append(record) if record.replica_id < 0 else None)
        producer = confluent_kafka.Producer({"bootstrap.servers": handle.bootstrap,
                                             "transactional.id": f"rr-{uuid.uuid4().hex[:6]}"})
        producer.init_transactions(DEADLINE)
        expected = []
        for round_, commit in enumerate((True, False, True, False, True)):
            producer.begin_transaction()
            for index in range(5):
                producer.produce(topic, value=f"r{round_}-{index}".encode())
            if commit:
                producer.commit_transaction(DEADLINE)
                expected += [f"r{round_}-{index}".encode() for index in range(5)]
            else:
                # Delivered first: the aborted records are then surely in the log, and librdkafka
                # aborts with EndTxn as soon as AddPartitionsToTxn is sent, which the coordinator
                # may not have yet: INVALID_TXN_STATE, against Kafka too (librdkafka#4849).
                producer.flush(DEADLINE)
                producer.abort_transaction(DEADLINE)
        consumer = confluent_kafka.Consumer({
            "bootstrap.servers": handle.bootstrap, "group.id": f"rr-{uuid.uuid4().hex[:6]}",
            "auto.offset.reset": "earliest", "isolation.level": "read_committed",
            "enable.auto.commit": False, "client.rack": handle.rack_of(follower)})
        consumer.subscribe([topic])
        values: list[bytes] = []
        deadline = time.monotonic() + DEADLINE
        try:
            while len(values) < len(expected) and time.monotonic() < deadline:
                message = consumer.poll(0.2)
                if message is not None and not message.error():
                    values.append(message.value())
        finally:
            consumer.close()
        assert values == expected
        assert any(p.bytes > 0 for record in served for p in record.partitions)


@pytest.mark.filterwarnings("ignore:(read|open)_text is deprecated:DeprecationWarning")
def test_python_clients_read_committed_skip_aborted_records(cluster):
    """Verifies that kafka-python and aiokafka consumers with isolation_level read_committed
    read a topic of committed and aborted transactions (written by confluent-kafka) without an
    aborted record, from the AbortedTransactions kafkasim lists, as they do against Kafka."""
    import asyncio

    import aiokafka
    import confluent_kafka
    import kafka

    topic = _topic(cluster)
    producer = confluent_kafka.Producer({"bootstrap.servers": cluster.bootstrap,
                                         "transactional.id": f"py-{uuid.uuid4().hex[:6]}"})
    producer.init_transactions(DEADLINE)
    expected = []
    for round_, commit in enumerate((False, True, False, True)):
        producer.begin_transaction()
        for index in range(4):
            producer.produce(topic, value=f"p{round_}-{index}".encode())
        if commit:
            producer.commit_transaction(DEADLINE)
            expected += [f"p{round_}-{index}".encode() for index in range(4)]
        else:
            # Delivered first: the aborted records are then surely in the log, and librdkafka
            # aborts with EndTxn as soon as AddPartitionsToTxn is sent, which the coordinator
            # may not have yet: INVALID_TXN_STATE, against Kafka too (librdkafka#4849).
            producer.flush(DEADLINE)
            producer.abort_transaction(DEADLINE)

    consumer = kafka.KafkaConsumer(topic, bootstrap_servers=cluster.bootstrap,
                                   isolation_level="read_committed",
                                   auto_offset_reset="earliest", enable_auto_commit=False,
                                   consumer_timeout_ms=3000)
    try:
        assert [message.value for message in consumer] == expected
    finally:
        consumer.close()

    async def aio() -> list[bytes]:
        reader = aiokafka.AIOKafkaConsumer(topic, bootstrap_servers=cluster.bootstrap,
                                           isolation_level="read_committed",
                                           auto_offset_reset="earliest",
                                           enable_auto_commit=False)
        await reader.start()
        values: list[bytes] = []
        try:
            deadline = time.monotonic() + DEADLINE
            while len(values) < len(expected) and time.monotonic() < deadline:
                batches = await reader.getmany(timeout_ms=200)
                for messages in batches.values():
                    values.extend(message.value for message in messages)
        finally:
            await reader.stop()
        return values

    assert asyncio.run(aio()) == expected


def _coordinator(bootstrap: str, key: str, key_type: int) -> int:
    """The node FindCoordinator names for `key` (0: group, 1: transactional id)."""
    import asyncio

    from kafkasim.protocol.connection import KafkaConnection
    from kafkasim.protocol.messages.find_coordinator import FindCoordinatorRequest

    async def find() -> int:
        host, port = bootstrap.split(",")[0].rsplit(":", 1)
        connection = await KafkaConnection.connect(host, int(port))
        try:
            for _ in range(100):
                answer = await connection.send(FindCoordinatorRequest(key=key, key_type=key_type),
                                               2)
                if answer.error_code == 0:
                    return answer.node_id
                await asyncio.sleep(0.1)
            raise AssertionError(f"no coordinator for {key}")
        finally:
            await connection.close()

    return asyncio.run(find())


@pytest.mark.slow  # 40-60 s, more under load: a broker crashes and restarts
def test_send_offsets_while_the_coordinator_restarts():
    """Verifies that librdkafka's send_offsets_to_transaction returns within its timeout when
    the broker that coordinates both the transaction and the group crashes and is started
    again just before the call (issue 22's exactly-once hang). Kafka's BrokerServer reads no
    request until the broker is unfenced (enableRequestProcessing): a restarted broker that
    answered AddOffsetsToTxn and FindCoordinator from the metadata it had before it crashed kept
    librdkafka on a coordinator it then forgot (fenced, dropped from Metadata), and
    TxnOffsetCommit waited for it past the call's timeout."""
    import threading

    import confluent_kafka
    from confluent_kafka import TopicPartition

    from kafkasim.broker.cluster import start_cluster

    config = {**CONFIG, "broker.session.timeout.ms": "3000",
              "broker.heartbeat.interval.ms": "500"}
    with start_cluster(brokers=3, config=config) as cluster:
        source, sink = _topic(cluster), f"eos-{uuid.uuid4().hex[:8]}"
        # Output on every broker, as a pipeline's: the crashed one leads a partition of it.
        cluster.create_topic(sink, partitions=3, replication_factor=3)
        group = f"eos-{uuid.uuid4().hex[:6]}"
        group_coordinator = _coordinator(cluster.bootstrap, group, 0)
        transactional_id = next(
            candidate for candidate in (f"eos-{uuid.uuid4().hex[:6]}" for _ in range(200))
            if _coordinator(cluster.bootstrap, candidate, 1) == group_coordinator)
        metadata = confluent_kafka.Consumer({"bootstrap.servers": cluster.bootstrap,
                                             "group.id": group}).consumer_group_metadata()
        producer = confluent_kafka.Producer({
            "bootstrap.servers": cluster.bootstrap, "transactional.id": transactional_id,
            "transaction.timeout.ms": 30_000})
        producer.init_transactions(DEADLINE)

        def transaction(offset: int) -> str:
            producer.begin_transaction()
            for partition in range(3):
                producer.produce(sink, value=b"out", partition=partition)
            try:
                producer.send_offsets_to_transaction([TopicPartition(source, 0, offset)],
                                                     metadata, 20)
                producer.commit_transaction(DEADLINE)
                return "committed"
            except confluent_kafka.KafkaException as failure:
                producer.abort_transaction(DEADLINE)
                return failure.args[0].name()

        assert transaction(1) == "committed"  # the coordinators are known and connected
        cluster.stop_broker(group_coordinator, False)
        time.sleep(1.0)
        starting = threading.Thread(target=cluster.start_broker, args=(group_coordinator,))
        starting.start()
        outcome: list[str] = []
        worker = threading.Thread(target=lambda: outcome.append(transaction(2)), daemon=True)
        worker.start()
        worker.join(90)
        starting.join()
        assert outcome, "send_offsets_to_transaction still waiting after 90 s (timeout 20 s)"
        assert transaction(3) == "committed"
