"""The history of what clients were acknowledged and served, and the checker that compares it
with the logs (broker/control/history.py), with real clients over TCP: confluent-kafka
(librdkafka) and kafkasim's own client. Each planted defect is a test-only broker fault that a
correct Kafka never commits; the checker must name it and the request at fault, and must stay
quiet on a clean run."""

from __future__ import annotations

import pytest
from confluent_kafka import Producer

from kafkasim.broker.cluster import Cluster
from kafkasim.broker.control.history import log_view
from kafkasim.client.consumer import Consumer as OwnConsumer
from kafkasim.client.producer import Producer as OwnProducer
from kafkasim.protocol.messages.init_producer_id import InitProducerIdRequest
from kafkasim.protocol.records import CREATE_TIME, parse_header, set_max_timestamp
from tests.helpers.cluster import TEST_CLUSTER_CONFIG
from tests.helpers.consume import read_values
from tests.helpers.data_path import batch, connect, leader
from tests.helpers.data_path import produce as produce_raw


@pytest.fixture
def cluster():
    with Cluster(brokers=3, racks=("a", "b", "c"), config=TEST_CLUSTER_CONFIG,
                 history=True) as running:
        yield running


def produce(cluster, topic: str, values, *, idempotent: bool = False, partition: int = 0,
            transactional_id: str | None = None, commit: bool = True) -> list[int]:
    """Produce `values` one batch each with librdkafka (acks=all); return their offsets."""
    config = {"bootstrap.servers": cluster.bootstrap, "acks": "all", "linger.ms": 0,
              "enable.idempotence": idempotent or bool(transactional_id)}
    if transactional_id:
        config["transactional.id"] = transactional_id
    producer = Producer(config)
    offsets: list[int] = []

    def delivered(error, message):
        assert error is None, error
        offsets.append(message.offset())

    if transactional_id:
        producer.init_transactions(10)
        producer.begin_transaction()
    for value in values:
        producer.produce(topic, value, partition=partition, on_delivery=delivered)
        producer.flush(10)  # one batch per record
    if transactional_id:
        if commit:
            producer.commit_transaction(10)
        else:
            producer.abort_transaction(10)
    assert producer.flush(10) == 0
    return offsets


def consume(cluster, topic: str, count: int, *, isolation: str = "read_uncommitted",
            partition: int = 0) -> list[bytes]:
    return read_values(cluster.bootstrap, topic, count, partition=partition,
                       isolation=isolation)


def leader_replica(cluster, topic: str, partition: int = 0):
    return cluster.nodes.replica(cluster.leader_of(topic, partition), topic, partition)


def test_a_clean_run_reports_nothing_and_the_history_holds_it(cluster):
    """Verifies that acknowledged writes (an idempotent producer and a committed transaction),
    reads served and the high watermark's moves are recorded per partition, and that the
    checker finds nothing when the cluster kept every promise (Kafka's guarantees for acks=all
    writes, KIP-98's read_committed)."""
    cluster.create_topic("clean", partitions=1, replication_factor=3)
    produce(cluster, "clean", [b"a%d" % i for i in range(5)], idempotent=True)
    produce(cluster, "clean", [b"t%d" % i for i in range(3)], transactional_id="tx-clean")
    assert len(consume(cluster, "clean", 8, isolation="read_committed")) == 8
    history = cluster.history()["partitions"]["clean-0"]
    assert [w["base_offset"] for w in history["writes"]] == [0, 1, 2, 3, 4, 5, 6, 7]
    assert all(w["acks"] == -1 and w["producer_id"] >= 0 for w in history["writes"])
    assert history["reads"] and history["reads"][0]["read_committed"]
    assert history["marks"][-1]["high_watermark"] == 9  # 8 records and the commit marker
    report = cluster.check()
    assert report.ok, report.to_dict()
    assert report.writes_checked == 8 and report.reads_checked >= 1


def test_a_dropped_acknowledged_batch_is_caught(cluster):
    """Verifies that the checker reports acknowledged records that left the log: a test-only
    broker fault truncates the only replica below two acknowledged batches, the producer then
    writes others at the same offsets, and the checker counts both losses and names the
    Produce request that acknowledged the first (Kafka never loses an acks=all write while a
    replica of the ISR survives)."""
    cluster.create_topic("drop", partitions=1, replication_factor=1)
    offsets = produce(cluster, "drop", [b"v%d" % i for i in range(5)])
    assert offsets == [0, 1, 2, 3, 4]
    first_ack = [e for e in cluster.requests("Produce")
                 if e.response.responses[0].partition_responses[0].base_offset == 3][0]

    def drop_from_3():  # the planted defect: the acknowledged batches 3 and 4 vanish
        replica = leader_replica(cluster, "drop")
        replica.log.truncate_to(3)
        replica.high_watermark = 3

    cluster.call(drop_from_3)
    assert produce(cluster, "drop", [b"other"]) == [3]
    report = cluster.check()
    assert report.count("lost") == 2
    lost = report.first("lost")
    assert lost["sequence"] == first_ack.sequence and lost["offsets"] == [3, 3]
    assert lost["found"]["offsets"] == [3, 3]  # another batch took its place
    assert report.count("duplicates") == 0 and report.count("aborted_reads") == 0


def test_a_truncation_of_unacknowledged_or_acks1_data_is_not_a_loss(cluster):
    """Verifies that only acks=all writes are held to the no-loss promise: an acks=1 write
    lost with its leader is not counted (Kafka's acks=1 contract allows it)."""
    cluster.create_topic("acks1", partitions=1, replication_factor=1)
    producer = Producer({"bootstrap.servers": cluster.bootstrap, "acks": 1, "linger.ms": 0})
    producer.produce("acks1", b"x", partition=0)
    assert producer.flush(10) == 0
    cluster.call(lambda: leader_replica(cluster, "acks1").log.truncate_to(0))
    report = cluster.check()
    assert report.ok and report.writes_checked == 0


async def test_a_high_watermark_going_back_is_caught():
    """Verifies that the checker reports a leader answering a lower high watermark than it
    answered before in the same leader epoch (a test-only broker fault moves it back), seen
    by kafkasim's own consumer, with the Fetch that showed it (Kafka's leader only ever
    raises its high watermark, Partition.maybeIncrementLeaderHW)."""
    async with Cluster(brokers=3, racks=("a", "b", "c"), config=TEST_CLUSTER_CONFIG,
                       history=True) as cluster:
        await cluster.create_topic("hw", partitions=1, replication_factor=1)
        async with OwnProducer(cluster.bootstrap, client_id="own-producer") as producer:
            for index in range(6):
                await producer.send("hw", b"r%d" % index, partition=0)
        async with OwnConsumer(cluster.bootstrap, client_id="own-consumer",
                               auto_offset_reset="earliest", fetch_max_wait_ms=50) as consumer:
            consumer.assign([("hw", 0)])
            seen = 0
            async for _ in consumer:
                seen += 1
                if seen == 6:
                    break
            assert cluster.check().ok
            since = cluster.control.capture.sequence
            leader_replica(cluster, "hw").high_watermark = 2  # the planted defect
            await cluster.wait_for_request("Fetch", since=since, timeout=10)
        report = cluster.check()
        assert report.count("high_watermark_back") >= 1
        first = report.first("high_watermark_back")
        assert (first["high_watermark"], first["earlier"]) == (2, 6)
        at_fault = [e for e in cluster.requests("Fetch") if e.sequence == first["sequence"]]
        assert at_fault[0].response.responses[0].partitions[0].high_watermark == 2
        assert report.count("lost") == 0


def test_history_off_records_nothing():
    """Verifies that without history=True nothing is recorded (the checker costs nothing
    until enabled) and that enable_history starts it."""
    with Cluster(brokers=1, racks=None, config=TEST_CLUSTER_CONFIG) as cluster:
        cluster.create_topic("off", partitions=1, replication_factor=1)
        produce(cluster, "off", [b"a"])
        assert cluster.history() == {"enabled": False, "partitions": {}}
        cluster.enable_history()
        produce(cluster, "off", [b"b"])
        assert [w["base_offset"] for w in
                cluster.history()["partitions"]["off-0"]["writes"]] == [1]


def test_read_committed_reads_of_aborted_data_are_caught(cluster):
    """Verifies that the checker reports a read_committed Fetch that returned an aborted
    transaction's batches without listing the transaction in AbortedTransactions (KIP-98: the
    consumer skips only what the broker lists): a test-only broker fault loses the leader's
    transaction index, and librdkafka then hands the aborted records to the application."""
    cluster.create_topic("txn", partitions=1, replication_factor=1)
    produce(cluster, "txn", [b"aborted-%d" % i for i in range(3)], transactional_id="tx-abort",
            commit=False)
    produce(cluster, "txn", [b"after"])

    def lose_transaction_index():  # the planted defect
        for segment in leader_replica(cluster, "txn").log.segments.from_floor(0):
            segment.txn_index.replace([])

    assert consume(cluster, "txn", 1, isolation="read_committed") == [b"after"]
    assert cluster.check().ok
    cluster.call(lose_transaction_index)
    leaked = consume(cluster, "txn", 4, isolation="read_committed")
    assert leaked[:3] == [b"aborted-0", b"aborted-1", b"aborted-2"]
    report = cluster.check()
    assert report.count("aborted_reads") == 3
    first = report.first("aborted_reads")
    assert first["offsets"] == [0, 0] and first["reason"] == "aborted transaction not listed"
    fetch = [e for e in cluster.requests("Fetch") if e.sequence == first["sequence"]][0]
    assert fetch.request.isolation_level == 1
    assert not fetch.response.responses[0].partitions[0].aborted_transactions


async def test_an_idempotent_batch_appended_twice_is_caught():
    """Verifies that the checker reports an idempotent producer's batch acknowledged at two
    offsets (KIP-98: a retried sequence must answer DUPLICATE, not append again): a test-only
    broker fault makes the leader forget its producer state between a send and its retry."""
    async with Cluster(brokers=1, racks=None, config=TEST_CLUSTER_CONFIG,
                       history=True) as cluster:
        await cluster.create_topic("idem", partitions=1, replication_factor=1)
        connection = await connect(leader(cluster, "idem"))
        try:
            ids = await connection.send(InitProducerIdRequest(transactional_id=None,
                                                              transaction_timeout_ms=-1), 4)
            records = batch(b"once", producer_id=ids.producer_id,
                            producer_epoch=ids.producer_epoch, base_sequence=0)
            assert (await produce_raw(connection, "idem", records)).base_offset == 0
            assert (await produce_raw(connection, "idem", records)).base_offset == 0  # deduped
            assert cluster.check().ok
            leader_replica(cluster, "idem").log.producer_state.load([])  # the planted defect
            assert (await produce_raw(connection, "idem", records)).base_offset == 1
        finally:
            await connection.close()
        report = cluster.check()
        assert report.count("duplicates") == 1
        first = report.first("duplicates")
        assert first["offsets"] == [0, 1] and first["producer_id"] == ids.producer_id
        assert first["sequence"] == cluster.requests("Produce")[-1].sequence


async def test_a_batch_the_leader_rewrites_is_not_a_loss():
    """Verifies that a batch the leader rewrites on append (a max timestamp that is not its
    records' largest: Kafka's in-place assignment sets it, and with it the CRC) is matched to
    its acknowledgement by what the log stored, so the checker finds nothing."""
    async with Cluster(brokers=1, racks=None, config=TEST_CLUSTER_CONFIG,
                       history=True) as cluster:
        await cluster.create_topic("stamped", partitions=1, replication_factor=1)
        records = bytearray(batch(b"a", b"b", timestamp=1_000))
        set_max_timestamp(records, 0, CREATE_TIME, 5)  # wrong, with a valid CRC
        connection = await connect(leader(cluster, "stamped"))
        try:
            assert (await produce_raw(connection, "stamped", bytes(records))).error_code == 0
        finally:
            await connection.close()
        stored = log_view(leader_replica(cluster, "stamped")).batches[0][0]
        assert stored.crc != parse_header(records).crc  # the leader rewrote it
        report = cluster.check()
        assert report.ok and report.writes_checked == 1, report.to_dict()
