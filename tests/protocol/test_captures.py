"""Frames captured from real clients decode exactly (issue 2, acceptance check 3).

kafka-python and confluent-kafka (librdkafka) producers and consumers talk to the capture
server in tests/helpers/capture.py. Every frame they send must decode with our codec and re-encode
to the very same bytes, and the decoded fields must hold what the client was told to send:
client id, topic, acks, compression codec and the records themselves.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest

from kafkasim.protocol.framing import decode_request, encode_request
from kafkasim.protocol.records import Compression, iter_batches, iter_records, validate_crc
from tests.helpers import peers  # noqa: F401  (imports kafka-python with its deprecation muted)
from tests.helpers.capture import FETCH, LIST_OFFSETS, METADATA, PRODUCE, CaptureServer

pytestmark = [pytest.mark.clients, pytest.mark.timeout(120)]

TOPIC = "capture-topic"
MESSAGES = [(f"key-{i}".encode(), f"value-{i}-".encode() * (i + 1)) for i in range(20)]
CODECS = ["none", "gzip", "snappy", "lz4", "zstd"]
ACKS_ON_WIRE = {"0": 0, "1": 1, "all": -1}


def _join(chunks: list) -> bytes:
    return b"".join(bytes(chunk) for chunk in chunks)


def assert_every_frame_exact(server: CaptureServer, client_id: str) -> None:
    """Each captured frame decodes and re-encodes byte for byte, with the client's id."""
    assert server.frames, "the client sent nothing"
    assert not server.errors, f"the capture server failed to answer: {server.errors!r}"
    for captured in server.frames:
        header, request = decode_request(captured.frame)
        assert header.client_id == client_id
        again = encode_request(
            header.request_api_key,
            header.request_api_version,
            header.correlation_id,
            header.client_id,
            request,
        )
        assert _join(again)[4:] == captured.frame, (
            f"API {header.request_api_key} v{header.request_api_version} re-encodes differently"
        )


def produced_records(server: CaptureServer, codec: str, acks: int) -> list[tuple[bytes, bytes]]:
    """Check every Produce request and return the (key, value) pairs its batches carry."""
    produce_frames = server.captured(PRODUCE)
    assert produce_frames
    records = []
    for captured in produce_frames:
        _header, request = decode_request(captured.frame)
        assert request.acks == acks
        for topic in request.topic_data:
            assert topic.name == TOPIC
            for partition in topic.partition_data:
                assert partition.index == 0
                for batch_header, batch in iter_batches(partition.records):
                    assert validate_crc(batch)
                    assert batch_header.compression == Compression[codec.upper()]
                    records.extend((r.key, r.value) for r in iter_records(batch))
    return records


def _wait_for(condition: Callable[[], bool], step: Callable[[], object], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out waiting for the client"
        step()


def _wait_until_all_produced(server: CaptureServer) -> None:
    # With acks=0 a flush returns once the bytes are written, maybe before the server read them.
    _wait_for(
        lambda: server.log_end_offsets[(TOPIC, 0)] >= len(MESSAGES),
        lambda: time.sleep(0.01),
        10,
    )


# -- producers --------------------------------------------------------------------------


@pytest.mark.parametrize("codec", CODECS)
@pytest.mark.parametrize(("acks", "idempotent"), [("0", False), ("1", False), ("all", True)])
def test_kafka_python_producer_frames_decode_exactly(codec, acks, idempotent):
    """Verifies that kafka-python Produce/Metadata/ApiVersions frames decode and re-encode exactly."""
    from kafka import KafkaProducer

    client_id = f"kafka-python-{codec}-{acks}"
    with CaptureServer().running_in_thread() as server:
        producer = KafkaProducer(
            bootstrap_servers=server.bootstrap,
            client_id=client_id,
            acks=int(acks) if acks != "all" else "all",
            compression_type=None if codec == "none" else codec,
            enable_idempotence=idempotent,
            linger_ms=20,
        )
        try:
            for key, value in MESSAGES:
                producer.send(TOPIC, key=key, value=value)
            producer.flush(timeout=20)
        finally:
            producer.close(timeout=5)
        _wait_until_all_produced(server)
        assert_every_frame_exact(server, client_id)
        assert produced_records(server, codec, ACKS_ON_WIRE[acks]) == MESSAGES
        assert any(
            TOPIC in [t.name for t in decode_request(f.frame)[1].topics or []]
            for f in server.captured(METADATA)
        )


@pytest.mark.parametrize("codec", CODECS)
@pytest.mark.parametrize(("acks", "idempotent"), [("0", False), ("1", False), ("all", True)])
def test_confluent_kafka_producer_frames_decode_exactly(codec, acks, idempotent):
    """Verifies that librdkafka Produce/InitProducerId/Metadata frames decode and re-encode exactly."""
    import confluent_kafka

    client_id = f"confluent-{codec}-{acks}"
    with CaptureServer().running_in_thread() as server:
        producer = confluent_kafka.Producer(
            {
                "bootstrap.servers": server.bootstrap,
                "client.id": client_id,
                "acks": acks,
                "compression.type": codec,
                "enable.idempotence": idempotent,
                "linger.ms": 20,
                "log_level": 0,
            }
        )
        for key, value in MESSAGES:
            producer.produce(TOPIC, key=key, value=value)
        assert producer.flush(20) == 0
        del producer
        _wait_until_all_produced(server)
        assert_every_frame_exact(server, client_id)
        assert produced_records(server, codec, ACKS_ON_WIRE[acks]) == MESSAGES
        if idempotent:
            assert server.captured(22), "an idempotent producer asks for a producer id"
            for captured in server.captured(PRODUCE):
                _header, request = decode_request(captured.frame)
                for topic in request.topic_data:
                    for partition in topic.partition_data:
                        for batch_header, _batch in iter_batches(partition.records):
                            assert batch_header.producer_id == 1000


# -- consumers --------------------------------------------------------------------------


def _assert_fetches_name_topic(server: CaptureServer) -> None:
    fetches = server.captured(FETCH)
    assert fetches, "the consumer never fetched"
    for captured in fetches:
        _header, request = decode_request(captured.frame)
        for topic in request.topics:
            if captured.api_version >= 13:
                assert topic.topic_id == server.topic_id(TOPIC)
            else:
                assert topic.topic == TOPIC
            assert [p.partition for p in topic.partitions] == [0]


def test_kafka_python_consumer_frames_decode_exactly():
    """Verifies that kafka-python ListOffsets and Fetch frames decode and re-encode exactly."""
    from kafka import KafkaConsumer, TopicPartition

    client_id = "kafka-python-consumer"
    with CaptureServer().running_in_thread() as server:
        server.topic_id(TOPIC)
        consumer = KafkaConsumer(
            bootstrap_servers=server.bootstrap,
            client_id=client_id,
            group_id=None,
            enable_auto_commit=False,
            auto_offset_reset="earliest",
            fetch_max_wait_ms=50,
        )
        try:
            consumer.assign([TopicPartition(TOPIC, 0)])
            _wait_for(
                lambda: len(server.captured(FETCH)) >= 2,
                lambda: consumer.poll(timeout_ms=100),
                30,
            )
        finally:
            consumer.close()
        assert_every_frame_exact(server, client_id)
        assert server.captured(LIST_OFFSETS)
        _assert_fetches_name_topic(server)


def test_confluent_kafka_consumer_frames_decode_exactly():
    """Verifies that librdkafka ListOffsets, Fetch and FindCoordinator frames decode exactly."""
    import confluent_kafka

    client_id = "confluent-consumer"
    with CaptureServer().running_in_thread() as server:
        server.topic_id(TOPIC)
        consumer = confluent_kafka.Consumer(
            {
                "bootstrap.servers": server.bootstrap,
                "client.id": client_id,
                "group.id": "capture-group",
                "enable.auto.commit": False,
                "fetch.wait.max.ms": 50,
                "client.rack": "rack-a",
                "log_level": 0,
            }
        )
        try:
            partition = confluent_kafka.TopicPartition(TOPIC, 0, confluent_kafka.OFFSET_BEGINNING)
            consumer.assign([partition])
            _wait_for(lambda: len(server.captured(FETCH)) >= 2, lambda: consumer.poll(0.1), 30)
        finally:
            consumer.close()
        assert_every_frame_exact(server, client_id)
        assert server.captured(LIST_OFFSETS)
        _assert_fetches_name_topic(server)
        for captured in server.captured(FETCH):
            _header, request = decode_request(captured.frame)
            if captured.api_version >= 11:
                assert request.rack_id == "rack-a"
