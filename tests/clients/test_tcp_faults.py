"""Real clients through TCP faults on kafkasim's own listeners (issue 25 part 5): a reset in
the middle of a Produce answer, a Produce answer lost on an open connection, a Fetch answer cut
mid-frame. librdkafka (confluent-kafka) talks to the brokers' advertised listeners directly;
the faults are broker/network/wire_faults.py's, the rules broker/control/tcp_faults.py's. The
wire-level behaviour of each fault is tested byte by byte in tests/harness/test_tcp_faults.py.
"""

from __future__ import annotations

import logging
from concurrent.futures import ThreadPoolExecutor

import pytest

pytestmark = [pytest.mark.clients, pytest.mark.timeout(300)]

COUNT = 200


@pytest.fixture
def cluster():
    import kafkasim

    with kafkasim.Cluster(brokers=3, racks=("a", "b", "c"), history=True, config={
            "group.initial.rebalance.delay.ms": "0",
            "auto.create.topics.enable": "false",
            "min.insync.replicas": "2"}) as cluster:
        yield cluster


def produce_all(cluster, topic: str, client_id: str, **config) -> list:
    """Produce COUNT values with an idempotent producer, a flush every 50; the delivery
    errors (None for each delivered record)."""
    from confluent_kafka import Producer

    producer = Producer({"bootstrap.servers": cluster.bootstrap, "client.id": client_id,
                         "enable.idempotence": True, "linger.ms": 5,
                         "message.timeout.ms": 120000, **config})
    errors: list = []
    for start in range(0, COUNT, 50):
        for i in range(start, start + 50):
            producer.produce(topic, value=b"%d" % i,
                             on_delivery=lambda error, _message: errors.append(error))
        assert producer.flush(120) == 0
    return errors


def read_all(cluster, topic: str, client_id: str = "reader", count: int = COUNT) -> list[bytes]:
    """Every value of partition 0, in order, read by a librdkafka consumer."""
    from confluent_kafka import Consumer, TopicPartition

    consumer = Consumer({"bootstrap.servers": cluster.bootstrap, "group.id": "unused",
                         "enable.auto.commit": False, "client.id": client_id})
    values: list[bytes] = []
    try:
        consumer.assign([TopicPartition(topic, 0, 0)])
        for _ in range(600):
            if len(values) >= count:
                break
            message = consumer.poll(0.2)
            if message is not None and message.error() is None:
                values.append(message.value())
        return values
    finally:
        consumer.close()


def produces_of(cluster, client_id: str) -> list:
    return [e for e in cluster.requests("Produce") if e.client_id == client_id]


def test_idempotent_producer_delivers_once_through_resets_mid_produce_answer(cluster):
    """Verifies that librdkafka's idempotent producer delivers every record exactly once when
    the connection is reset (RST) 10 bytes into two Produce answers: the broker appended each
    batch, the client never heard so, reconnected and sent the batch again with its sequence,
    and the broker answered the retry from its producer state instead of appending it again
    (KIP-98; Kafka's ProducerStateManager duplicate check). The checker finds no loss and no
    duplicate (cluster.check())."""
    topic = "tcp-reset-produce"
    cluster.create_topic(topic, partitions=1, replication_factor=3)
    rule = cluster.tcp_fault("reset", api="Produce", after_bytes=10, count=2,
                             client_id="reset-producer")
    errors = produce_all(cluster, topic, "reset-producer")
    assert errors == [None] * COUNT
    assert rule.hits == 2
    reset = [e for e in produces_of(cluster, "reset-producer") if e.outcome == "tcp:reset"]
    assert len(reset) == 2
    # The reset answers were appended: the broker had written the batches.
    assert all(e.response.responses[0].partition_responses[0].error_code == 0 for e in reset)
    assert read_all(cluster, topic) == [b"%d" % i for i in range(COUNT)]
    report = cluster.check()
    assert report.ok, report.to_dict()


def test_lost_produce_answer_times_out_and_the_retry_is_deduplicated(cluster):
    """Verifies that a Produce answer lost on a connection that stays open makes librdkafka
    time the request out (request.timeout.ms), and that its retry of the same batch (same
    producer id, epoch and base sequence) is answered without a second append: every record
    is in the log once, and the checker finds nothing (KIP-98 idempotence)."""
    topic = "tcp-drop-produce"
    cluster.create_topic(topic, partitions=1, replication_factor=3)
    rule = cluster.tcp_fault("drop_response", api="Produce", client_id="drop-producer")
    errors = produce_all(cluster, topic, "drop-producer", **{"request.timeout.ms": 3000})
    assert errors == [None] * COUNT
    assert rule.hits == 1
    produces = produces_of(cluster, "drop-producer")
    lost = [e for e in produces if e.outcome == "tcp:drop_response"]
    assert len(lost) == 1
    sent = lost[0].request.topic_data[0].partition_data[0].records

    def batch_id(records) -> tuple[int, int, int]:
        from kafkasim.protocol.records import iter_batches

        header, _ = next(iter(iter_batches(records)))
        return header.producer_id, header.producer_epoch, header.base_sequence

    retries = [e for e in produces if e is not lost[0] and e.outcome == "answered" and
               batch_id(e.request.topic_data[0].partition_data[0].records) == batch_id(sent)]
    assert retries, "the lost batch was never sent again"
    assert read_all(cluster, topic) == [b"%d" % i for i in range(COUNT)]
    report = cluster.check()
    assert report.ok, report.to_dict()


def test_fetch_answer_cut_mid_frame_logs_one_line_and_spares_other_connections(cluster, caplog):
    """Verifies that a Fetch answer cut in the middle of its frame closes only that consumer's
    connection, with one log line on the broker: librdkafka reconnects and reads every record,
    and another consumer reading the same partition at the same time has each of its fetches
    answered on one connection to the leader, never closed until it closed it."""
    from confluent_kafka import Producer

    topic = "tcp-cut-fetch"
    cluster.create_topic(topic, partitions=1, replication_factor=3)
    producer = Producer({"bootstrap.servers": cluster.bootstrap, "acks": "all"})
    for i in range(COUNT):
        producer.produce(topic, value=b"%d" % i)
    assert producer.flush(60) == 0
    del producer
    leader = cluster.leader_of(topic)
    rule = cluster.tcp_fault("cut", api="Fetch", broker=leader, client_id="cut-consumer")
    expected = [b"%d" % i for i in range(COUNT)]
    with caplog.at_level(logging.INFO, logger="kafkasim.server"), \
            ThreadPoolExecutor(1) as other_thread:
        bystander_read = other_thread.submit(read_all, cluster, topic, "bystander")
        assert read_all(cluster, topic, "cut-consumer") == expected
        assert bystander_read.result(timeout=180) == expected
    assert rule.hits == 1
    lines = [r.getMessage() for r in caplog.records if "(a cut fault)" in r.getMessage()]
    assert len(lines) == 1, lines
    bystander = [e for e in cluster.requests("Fetch", broker=leader)
                 if e.client_id == "bystander"]
    # Every fetch answered, but the long poll the consumer's close ended (a poll whose client
    # goes away is cancelled: outcome "failed").
    assert len(bystander) > 1 and {e.outcome for e in bystander[:-1]} == {"answered"}
    assert len({e.connection_id for e in bystander}) == 1
    cut = [e for e in cluster.requests("Fetch", broker=leader)
           if e.client_id == "cut-consumer"]
    assert cut[0].outcome == "tcp:cut" and len({e.connection_id for e in cut}) == 2


def test_a_slow_link_times_one_client_out_and_spares_the_others(cluster):
    """Verifies that a `slow` fault on one client id's Metadata answers (5 s of latency on the
    way back) makes librdkafka's metadata request time out after the 1 s the caller gives it,
    while another client's Metadata on the same brokers is answered; once the rule is removed
    the first client is answered too (a client can tell a slow link from a dead broker)."""
    from confluent_kafka import KafkaException
    from confluent_kafka.admin import AdminClient

    cluster.create_topic("tcp-slow", partitions=1, replication_factor=3)
    rule = cluster.tcp_fault("slow", api="Metadata", direction="response", latency_ms=5000,
                             client_id="far-admin")
    far = AdminClient({"bootstrap.servers": cluster.bootstrap, "client.id": "far-admin"})
    near = AdminClient({"bootstrap.servers": cluster.bootstrap, "client.id": "near-admin"})
    with pytest.raises(KafkaException, match="(?i)timed out"):
        far.list_topics(timeout=1)
    assert "tcp-slow" in near.list_topics(timeout=30).topics
    assert rule.hits >= 1
    rule.remove()
    assert "tcp-slow" in far.list_topics(timeout=30).topics


def started_with_racks():
    """A 3-broker cluster of the default network model (racks a, b, c; a listener per rack on
    every broker), started; a start whose random listener port another process on this shared
    machine took between probe and bind (OSError) is tried again, twice at most."""
    import kafkasim
    from kafkasim.broker.network.topology import load_topology

    for attempt in range(3):
        cluster = kafkasim.Cluster(brokers=3, racks=("a", "b", "c"),
                                   topology=load_topology("default"), history=True,
                                   config={"auto.create.topics.enable": "false"})
        try:
            return cluster.start()
        except OSError:
            if attempt == 2:
                raise
    raise AssertionError("unreachable")


def test_advertised_rack_listeners_serve_through_a_slowed_cross_rack_link():
    """Verifies that a `slow` fault on the link between racks a and b (50 ms and 20 kB/s on
    the way back) takes the requests of a client that bootstrapped on rack a's listeners to
    the leader in rack b, and no request of a client in rack c: both clients dial only the
    addresses the brokers advertise for their rack (no proxy), librdkafka produces and reads
    every record through the slowed link, and the checker finds nothing."""
    from confluent_kafka import Consumer, Producer, TopicPartition

    cluster = started_with_racks()
    try:
        cluster.create_topic("tcp-racks", assignments={0: [2, 1, 3]})  # led from rack b
        assert cluster.rack_of(2) == "b"
        rule = cluster.tcp_fault("slow", racks=("a", "b"), direction="response",
                                 latency_ms=50, bytes_per_second=20_000)
        producer = Producer({"bootstrap.servers": cluster.bootstrap_for("a"), "acks": "all",
                             "enable.idempotence": True})
        for i in range(COUNT):
            producer.produce("tcp-racks", value=b"%d" % i, partition=0)
        assert producer.flush(120) == 0
        del producer
        slowed = rule.hits
        assert slowed > 0

        def read(rack: str) -> list[bytes]:
            consumer = Consumer({"bootstrap.servers": cluster.bootstrap_for(rack),
                                 "group.id": "unused", "enable.auto.commit": False})
            values: list[bytes] = []
            try:
                consumer.assign([TopicPartition("tcp-racks", 0, 0)])
                for _ in range(600):
                    if len(values) >= COUNT:
                        break
                    message = consumer.poll(0.2)
                    if message is not None and message.error() is None:
                        values.append(message.value())
            finally:
                consumer.close()
            return values

        expected = [b"%d" % i for i in range(COUNT)]
        assert read("c") == expected
        assert rule.hits == slowed  # rack c's requests crossed other links
        assert read("a") == expected
        assert rule.hits > slowed
        report = cluster.check()
        assert report.ok, report.to_dict()
    finally:
        cluster.stop()


# kafka-python 3 loads its schemas with importlib.resources' legacy read_text.
@pytest.mark.filterwarnings("ignore:(read|open)_text is deprecated:DeprecationWarning")
def test_kafka_python_times_out_a_lost_fetch_answer_and_reads_on(cluster):
    """Verifies that kafka-python's consumer, whose Fetch answer is lost on a connection that
    stays open, times the request out (request_timeout_ms), closes that connection, and reads
    every record on a new one, each once and in order."""
    from kafka import KafkaConsumer, KafkaProducer, TopicPartition

    topic = "tcp-drop-fetch"
    cluster.create_topic(topic, partitions=1, replication_factor=3)
    producer = KafkaProducer(bootstrap_servers=cluster.bootstrap, acks="all")
    for i in range(COUNT):
        producer.send(topic, value=b"%d" % i, partition=0)
    producer.flush(60)
    producer.close()
    rule = cluster.tcp_fault("drop_response", api="Fetch", client_id="python-consumer")
    consumer = KafkaConsumer(bootstrap_servers=cluster.bootstrap, client_id="python-consumer",
                             request_timeout_ms=3000, fetch_max_wait_ms=100,
                             enable_auto_commit=False)
    values: list[bytes] = []
    try:
        consumer.assign([TopicPartition(topic, 0)])
        consumer.seek_to_beginning()
        for _ in range(300):
            if len(values) >= COUNT:
                break
            for records in consumer.poll(timeout_ms=200).values():
                values += [record.value for record in records]
    finally:
        consumer.close()
    assert values == [b"%d" % i for i in range(COUNT)]
    assert rule.hits == 1
    fetches = [e for e in cluster.requests("Fetch") if e.client_id == "python-consumer"]
    assert fetches[0].outcome == "tcp:drop_response"
    assert fetches[0].connection_id != fetches[-1].connection_id
