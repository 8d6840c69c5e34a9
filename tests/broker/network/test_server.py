"""The network layer: ApiVersions from the registry, and hostile input costing one connection."""

from __future__ import annotations

import asyncio
import struct

import pytest

from kafkasim.broker.nodes.broker import Broker
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.api_versions import ApiVersionsRequest, ApiVersionsResponse


@pytest.fixture
async def broker():
    node = Broker(1, rack="a", port=0)
    await node.server.start()
    yield node
    await node.server.stop()


async def raw_exchange(port: int, payload: bytes, read: bool = True) -> bytes:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(payload)
    await writer.drain()
    try:
        return await asyncio.wait_for(reader.read(65536), 2.0) if read else b""
    finally:
        writer.close()


async def test_api_versions_lists_registered_handlers(broker):
    """Verifies that ApiVersions is answered from the handler registry at every served version."""
    connection = await KafkaConnection.connect("127.0.0.1", broker.port)
    try:
        for version in range(0, 5):
            request = ApiVersionsRequest(client_software_name="kafkasim-test",
                                         client_software_version="1.0")
            response = await connection.send(request, version)
            assert response.error_code == ErrorCode.NONE
            keys = {entry.api_key: (entry.min_version, entry.max_version) for entry in response.api_keys}
            assert keys[18] == (0, 5)
    finally:
        await connection.close()


async def test_api_versions_supported_features_with_minimum_zero_from_v4(broker):
    """Verifies KIP-1022 (KAFKA-17011): a supported feature whose minimum version is 0
    (transaction.version, share.version, ...) is listed from ApiVersions v4 only; v3 leaves
    those out and keeps the others (metadata.version, whose minimum is 7), as Kafka 4.4.0
    answers (fidelity scenarios apiversions/response-at-v3 and -v4)."""
    connection = await KafkaConnection.connect("127.0.0.1", broker.port)
    try:
        request = ApiVersionsRequest(client_software_name="kafkasim-test",
                                     client_software_version="1.0")
        v3, v4 = await connection.send(request, 3), await connection.send(request, 4)
    finally:
        await connection.close()
    at_v4 = {f.name: (f.min_version, f.max_version) for f in v4.supported_features}
    assert at_v4["transaction.version"] == (0, 2) and at_v4["share.version"] == (0, 2)
    assert at_v4["metadata.version"][0] > 0
    assert [(f.name, f.min_version, f.max_version) for f in v3.supported_features] == [
        (name, low, high) for name, (low, high) in at_v4.items() if low > 0]
    assert v3.finalized_features == v4.finalized_features


async def test_api_versions_too_new_gets_v0_unsupported_version(broker):
    """Verifies Kafka's rule: an ApiVersions request newer than served gets a v0 response with
    UNSUPPORTED_VERSION and the supported ranges (so the client can retry at a lower version)."""
    # ApiVersions v9 with client id "x" and an empty (unparseable to us) body.
    body = struct.pack(">hhih", 18, 9, 77, 1) + b"x" + b"\x00"
    reply = await raw_exchange(broker.port, struct.pack(">i", len(body)) + body)
    size, correlation_id = struct.unpack_from(">ii", reply)
    assert correlation_id == 77
    response = ApiVersionsResponse.decode(reply[8 : 4 + size], 0)
    assert response.error_code == ErrorCode.UNSUPPORTED_VERSION
    assert any(entry.api_key == 18 and entry.max_version == 5 for entry in response.api_keys)


@pytest.mark.parametrize(
    "payload",
    [
        struct.pack(">i", -5),                                   # negative size
        struct.pack(">i", 200 * 1024 * 1024),                     # over socket.request.max.bytes
        struct.pack(">i", 10) + struct.pack(">hhih", 999, 0, 1, -1),  # unknown API key
        struct.pack(">i", 3) + b"abc",                              # too short for a header
    ],
    ids=["negative-size", "oversized", "unknown-key", "truncated-header"],
)
async def test_bad_frames_close_only_that_connection(broker, payload, caplog):
    """Verifies that a malformed frame closes its own connection with a log line while another
    connection keeps working."""
    healthy = await KafkaConnection.connect("127.0.0.1", broker.port)
    try:
        reply = await raw_exchange(broker.port, payload)
        assert reply == b""  # closed without an answer
        assert any("closing connection" in record.message for record in caplog.records)
        response = await healthy.send(ApiVersionsRequest(), 0)
        assert response.error_code == ErrorCode.NONE
    finally:
        await healthy.close()
