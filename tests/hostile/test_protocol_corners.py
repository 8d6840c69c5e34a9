"""Defect 6 of issue 10: protocol corners answered as Kafka 4.3 answers them (checked against the
reference cluster: tests/reference/fidelity/scenarios/hostile.py), and no unhandled-error noise
in the log under hostile input."""

from __future__ import annotations

import asyncio
import gc
import logging
import random
import struct

from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.framing import decode_response, encode_request
from kafkasim.protocol.messages import REQUESTS
from kafkasim.protocol.messages.api_versions import ApiVersionsRequest, ApiVersionsResponse
from kafkasim.protocol.messages.metadata import MetadataRequest, MetadataRequestTopic
from kafkasim.protocol.messages.sasl_authenticate import SaslAuthenticateRequest
from kafkasim.protocol.messages.sasl_handshake import SaslHandshakeRequest
from tests.helpers.data_path import batch, connect, produce
from tests.hostile.test_compression_bombs import GIB, _bomb
from tests.hostile.test_record_validation import BAD_BATCHES

SASL_HANDSHAKE, SASL_AUTHENTICATE, API_VERSIONS = 17, 36, 18


async def _exchange(broker, frame_body: bytes, timeout: float = 5.0) -> bytes | None:
    """Send one raw request frame; the response frame's bytes, or None when closed."""
    reader, writer = await asyncio.open_connection(broker.host, broker.port)
    try:
        writer.write(struct.pack(">i", len(frame_body)) + frame_body)
        await writer.drain()
        try:
            size = struct.unpack(">i", await asyncio.wait_for(reader.readexactly(4), timeout))[0]
            return await asyncio.wait_for(reader.readexactly(size), timeout)
        except (asyncio.IncompleteReadError, ConnectionResetError, TimeoutError):
            return None  # closed, or waiting for bytes a mutated size prefix promised
    finally:
        writer.close()


async def test_sasl_on_a_plaintext_listener_gets_kafkas_answer(cluster):
    """Verifies that SaslHandshake v0-1 and SaslAuthenticate v0-2 on a listener without SASL are
    answered with ILLEGAL_SASL_STATE (Kafka's KafkaApis answers on such a listener: no
    mechanisms; the message for an authenticated connection) and the connection stays
    usable, and that ApiVersions lists both APIs as Kafka does."""
    connection = await connect(cluster.brokers[1])
    try:
        for version in (0, 1):
            answer = await connection.send(SaslHandshakeRequest(mechanism="PLAIN"), version)
            assert (answer.error_code, answer.mechanisms) == (ErrorCode.ILLEGAL_SASL_STATE, [])
        for version in (0, 1, 2):
            answer = await connection.send(SaslAuthenticateRequest(auth_bytes=b"\x00u\x00p"),
                                           version)
            assert (answer.error_code, answer.error_message, bytes(answer.auth_bytes)) == (
                ErrorCode.ILLEGAL_SASL_STATE,
                "SaslAuthenticate request received after successful authentication", b"")
        versions = await connection.send(ApiVersionsRequest(), 2)
        served = {entry.api_key: (entry.min_version, entry.max_version)
                  for entry in versions.api_keys}
        assert served[SASL_HANDSHAKE] == (0, 1) and served[SASL_AUTHENTICATE] == (0, 2)
    finally:
        await connection.close()


async def test_a_client_id_of_invalid_utf8_is_served(cluster):
    """Verifies that a request header whose client id is not UTF-8 is served, as Kafka reads
    strings with replacement characters (Java's String decoding), for a plain header (v1) and
    a flexible one (v2)."""
    broker = cluster.brokers[1]
    for version, flexible in ((2, False), (3, True)):
        header = struct.pack(">hhih", API_VERSIONS, version, 9, 3) + b"\xff\xfe\x80"
        body = (b"\x00" + b"\x03ab\x02a\x00") if flexible else b""
        answer = await _exchange(broker, header + body)
        assert answer is not None, f"v{version} closed"
        correlation_id, response = decode_response(answer, API_VERSIONS, version)
        assert (correlation_id, response.error_code) == (9, ErrorCode.NONE)
    header = struct.pack(">hhih", 3, 4, 10, 3) + b"\xff\xfe\x80"
    body = struct.pack(">i", 1) + struct.pack(">h", 2) + b"\xff\xfe" + b"\x00"
    answer = await _exchange(broker, header + body)
    _, metadata = decode_response(answer, 3, 4)
    assert [topic.error_code for topic in metadata.topics] == [ErrorCode.INVALID_TOPIC_EXCEPTION]


async def test_api_versions_too_new_lists_only_its_own_range(cluster):
    """Verifies KIP-511: an ApiVersions request at a version the broker does not know gets a v0
    response with UNSUPPORTED_VERSION listing ApiVersions' own range only, not every API."""
    header = struct.pack(">hhih", API_VERSIONS, 127, 7, 3) + b"cid" + b"\x00"
    answer = await _exchange(cluster.brokers[1], header + b"\x00\x00")
    size_free = answer[4:]
    response = ApiVersionsResponse.decode(size_free, 0)
    assert response.error_code == ErrorCode.UNSUPPORTED_VERSION
    assert [(e.api_key, e.min_version, e.max_version) for e in response.api_keys] == [
        (API_VERSIONS, 0, 5)]


def _mutations(rng: random.Random, frame: bytes) -> bytes:
    data = bytearray(frame)
    for _ in range(rng.randint(1, 4)):
        choice = rng.random()
        position = rng.randrange(len(data)) if data else 0
        if choice < 0.4 and data:
            data[position] = rng.randrange(256)
        elif choice < 0.6:
            data[position:position] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
        elif choice < 0.8 and len(data) > 8:
            del data[position:position + rng.randint(1, 8)]
        elif len(data) > 8:
            # a length-looking field set to an extreme
            extreme = rng.choice([b"\x7f\xff\xff\xff", b"\xff\xff\xff\xff", b"\x80\x00",
                                  b"\x7f\xff", b"\xff\xff\xff\xff\x0f"])
            data[position:position + len(extreme)] = extreme
    return bytes(data[:8] if len(data) < 8 else data)


async def test_hostile_input_leaves_no_unhandled_error_in_the_log(cluster, caplog):
    """Verifies that under the inputs of this issue (corrupt batches, a compression bomb,
    half-open frames, SASL, invalid UTF-8, unknown versions) and a few thousand mutated
    requests of every served API and version, nothing is logged at ERROR (no "Future exception
    was never retrieved", no internal error closing a connection) and a client on another
    connection is served throughout."""
    caplog.set_level(logging.WARNING)
    await cluster.create_topic("noise", replication_factor=3)
    broker = cluster.brokers[cluster.leader_of("noise")]
    healthy = await connect(broker)
    rng = random.Random(10)
    seeds = []
    for api_key, spec_range in sorted(_served(broker).items()):
        for version in range(spec_range[0], spec_range[1] + 1):
            request = REQUESTS[api_key]()
            try:
                chunks = encode_request(api_key, version, 1, "fuzz", request)
            except Exception:
                continue
            seeds.append(b"".join(bytes(chunk) for chunk in chunks)[4:])
    try:
        attacker = await connect(broker)
        for records in [*BAD_BATCHES.values(), _frame_bomb()]:
            await produce(attacker, "noise", records, acks=-1)
        await attacker.close()
        for index in range(3000):
            frame = _mutations(rng, rng.choice(seeds))
            await _exchange(broker, frame, timeout=0.5)
            if index % 500 == 0:
                answer = await healthy.send(MetadataRequest(
                    topics=[MetadataRequestTopic(name="noise")]), 9)
                assert answer.topics[0].error_code == ErrorCode.NONE
        half_open = []
        for _ in range(50):
            _, writer = await asyncio.open_connection(broker.host, broker.port)
            writer.write(struct.pack(">i", 1 << 20) + b"\x00" * 100)
            half_open.append(writer)
        for writer in half_open:
            writer.close()
        produced = await produce(healthy, "noise", batch(b"still-served"), acks=-1)
        assert produced.error_code == ErrorCode.NONE
    finally:
        await healthy.close()
    await asyncio.sleep(0.2)
    gc.collect()
    await asyncio.sleep(0)
    noisy = [r for r in caplog.records if r.levelno >= logging.ERROR
             or "never retrieved" in r.getMessage()]
    assert noisy == [], [r.getMessage() for r in noisy[:5]]


def _frame_bomb() -> bytes:
    from kafkasim.protocol.records import Compression
    from tests.helpers.crafted import crafted_batch

    return crafted_batch(_bomb(Compression.ZSTD, GIB, declare=False), 1,
                         attributes=Compression.ZSTD)


def _served(broker) -> dict[int, tuple[int, int]]:
    return {entry.api_key: (entry.min_version, entry.max_version)
            for entry in broker.server.api_versions()}
