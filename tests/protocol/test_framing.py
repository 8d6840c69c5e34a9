"""Tests of protocol.framing: header versions, size-prefixed frames, correlation ids."""

from __future__ import annotations

import struct
import uuid

import pytest

from kafkasim.protocol import framing
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.framing import (
    FrameError,
    UnsupportedRequestError,
    decode_request,
    decode_response,
    encode_request,
    encode_response,
    request_header_version,
    response_header_version,
)
from kafkasim.protocol.messages import REQUESTS, RESPONSES
from kafkasim.protocol.messages.api_versions import (
    ApiVersion,
    ApiVersionsRequest,
    ApiVersionsResponse,
)
from kafkasim.protocol.messages.fetch import (
    FetchableTopicResponse,
    FetchRequest,
    FetchResponse,
    PartitionData,
)
from kafkasim.protocol.messages.metadata import MetadataRequest
from kafkasim.protocol.messages.produce import (
    PartitionProduceData,
    ProduceRequest,
    TopicProduceData,
)
from tests.helpers import peers

FETCH, PRODUCE, METADATA, API_VERSIONS = 1, 0, 3, 18


def _join(chunks: list) -> bytes:
    return b"".join(bytes(chunk) for chunk in chunks)


@pytest.mark.parametrize(
    ("api_key", "api_version", "request_header", "response_header"),
    [
        (FETCH, 11, 1, 0),
        (FETCH, 12, 2, 1),
        (FETCH, 18, 2, 1),
        (PRODUCE, 8, 1, 0),
        (PRODUCE, 9, 2, 1),
        (METADATA, 8, 1, 0),
        (METADATA, 9, 2, 1),
        (API_VERSIONS, 2, 1, 0),
        (API_VERSIONS, 3, 2, 0),
        (API_VERSIONS, 4, 2, 0),
        (API_VERSIONS, 99, 2, 0),
    ],
)
def test_header_versions_follow_kafka_rules(api_key, api_version, request_header, response_header):
    """Verifies that header versions follow flexibility, with ApiVersions responses always v0."""
    assert request_header_version(api_key, api_version) == request_header
    assert response_header_version(api_key, api_version) == response_header


def test_controlled_shutdown_v0_uses_request_header_v0():
    """Verifies that ControlledShutdown v0 is the one request that uses header v0."""
    assert request_header_version(7, 0) == 0


def test_every_api_uses_flexible_headers_exactly_at_flexible_versions():
    """Verifies that each served API's header versions switch at its first flexible version."""
    for api_key, request_class in REQUESTS.items():
        first = request_class.FLEXIBLE_VERSION
        for version in range(request_class.MIN_VERSION, request_class.MAX_VERSION + 1):
            flexible = first is not None and version >= first
            assert request_header_version(api_key, version) == (2 if flexible else 1)
            expected = 1 if flexible and api_key != API_VERSIONS else 0
            assert response_header_version(api_key, version) == expected
        assert RESPONSES[api_key].FLEXIBLE_VERSION == first


def _fetch_request() -> FetchRequest:
    return FetchRequest(max_wait_ms=500, min_bytes=1, session_epoch=0, rack_id="rack-a")


@pytest.mark.parametrize("version", [4, 11, 12, 18])
def test_request_round_trip_keeps_header_and_body(version):
    """Verifies that encode_request and decode_request agree on header, correlation id and body."""
    chunks = encode_request(FETCH, version, 1234, "client-7", _fetch_request())
    frame = _join(chunks)
    (size,) = struct.unpack_from(">i", frame)
    assert size == len(frame) - 4 == framing.frame_size(chunks) - 4
    header, request = decode_request(frame[4:])
    assert (header.request_api_key, header.request_api_version) == (FETCH, version)
    assert (header.correlation_id, header.client_id) == (1234, "client-7")
    assert request == FetchRequest.decode(_fetch_request().encode(version), version)
    assert request.max_wait_ms == 500


def test_null_client_id_round_trips():
    """Verifies that a null client id (nullable in header v1+) survives the round trip."""
    frame = _join(encode_request(METADATA, 12, 5, None, MetadataRequest(topics=None)))
    header, request = decode_request(frame[4:])
    assert header.client_id is None
    assert request.topics is None


@pytest.mark.parametrize(("api_version", "correlation_id"), [(0, 1), (2, 17), (3, 99), (4, -5)])
def test_api_versions_request_frame_matches_kafka_python(api_version, correlation_id):
    """Verifies that a framed ApiVersions request is byte-identical to kafka-python's."""
    body = ApiVersionsRequest(client_software_name="kafkasim", client_software_version="0.1")
    ours = _join(encode_request(API_VERSIONS, api_version, correlation_id, "probe", body))
    theirs_class = peers.kafka_python_class(peers.load_message("ApiVersionsRequest"))
    kwargs = {}
    if api_version >= 3:
        kwargs = {"client_software_name": "kafkasim", "client_software_version": "0.1"}
    theirs = theirs_class(version=api_version, **kwargs)
    theirs.with_header(correlation_id=correlation_id, client_id="probe")
    assert ours == bytes(theirs.encode(header=True, framed=True))


@pytest.mark.parametrize("api_version", [0, 3, 4])
def test_api_versions_response_frame_matches_kafka_python(api_version):
    """Verifies that ApiVersions responses use header v0 even when flexible, as kafka-python reads."""
    body = ApiVersionsResponse(
        api_keys=[ApiVersion(api_key=1, min_version=4, max_version=18)], throttle_time_ms=3
    )
    frame = _join(encode_response(API_VERSIONS, api_version, 42, body))
    theirs_class = peers.kafka_python_class(peers.load_message("ApiVersionsResponse"))
    theirs = theirs_class.decode(frame, version=api_version, header=True, framed=True)
    assert theirs.header.correlation_id == 42
    assert [(k.api_key, k.min_version, k.max_version) for k in theirs.api_keys] == [(1, 4, 18)]
    correlation_id, decoded = decode_response(frame[4:], API_VERSIONS, api_version)
    assert (correlation_id, decoded) == (
        42,
        ApiVersionsResponse.decode(body.encode(api_version), api_version),
    )


def test_unsupported_version_api_versions_response_is_read_as_v0():
    """Verifies that an UNSUPPORTED_VERSION ApiVersions response sent as v0 is read at any version."""
    body = ApiVersionsResponse(
        error_code=ErrorCode.UNSUPPORTED_VERSION,
        api_keys=[ApiVersion(api_key=18, min_version=0, max_version=4)],
    )
    frame = _join(encode_response(API_VERSIONS, 0, 8, body))
    correlation_id, decoded = decode_response(frame[4:], API_VERSIONS, 4)
    assert correlation_id == 8
    assert decoded.error_code == ErrorCode.UNSUPPORTED_VERSION
    assert [(k.api_key, k.max_version) for k in decoded.api_keys] == [(18, 4)]


@pytest.mark.parametrize("version", [11, 12, 18])
def test_fetch_response_round_trip_is_zero_copy(version):
    """Verifies that response records come back as memoryview slices of the received frame."""
    records = bytes(range(256)) * 4
    partition = PartitionData(partition_index=3, high_watermark=10, records=records)
    topic = FetchableTopicResponse(topic="t", topic_id=uuid.uuid4(), partitions=[partition])
    chunks = encode_response(FETCH, version, 77, FetchResponse(responses=[topic]))
    frame = bytearray(_join(chunks))
    correlation_id, response = decode_response(memoryview(frame)[4:], FETCH, version)
    assert correlation_id == 77
    decoded_records = response.responses[0].partitions[0].records
    assert isinstance(decoded_records, memoryview) and bytes(decoded_records) == records
    frame[-100] ^= 0xFF  # the slice must alias the frame, not a copy of it
    assert bytes(decoded_records) != records


def test_produce_request_records_alias_the_frame():
    """Verifies that decode_request returns Produce records as a view of the frame."""
    records = b"\x01" * 300
    topic = TopicProduceData(
        name="t", partition_data=[PartitionProduceData(index=0, records=records)]
    )
    request = ProduceRequest(acks=-1, timeout_ms=1000, topic_data=[topic])
    frame = _join(encode_request(PRODUCE, 9, 3, "p", request))
    _header, decoded = decode_request(memoryview(frame)[4:])
    view = decoded.topic_data[0].partition_data[0].records
    assert isinstance(view, memoryview) and view.obj is frame


def test_unknown_api_key_is_reported_with_correlation_id():
    """Verifies that an unknown API key raises UnsupportedRequestError naming the correlation id."""
    frame = struct.pack(">hhi", 9999, 0, 31) + b"\x00\x00"
    with pytest.raises(UnsupportedRequestError) as caught:
        decode_request(frame)
    assert (caught.value.api_key, caught.value.correlation_id, caught.value.header) == (
        9999,
        31,
        None,
    )


def test_unsupported_version_is_reported_with_header():
    """Verifies that a known key at an unknown version raises with the decoded header attached."""
    frame = _join(encode_request(API_VERSIONS, 3, 12, "c", ApiVersionsRequest()))
    frame = frame[:6] + struct.pack(">h", 99) + frame[8:]
    with pytest.raises(UnsupportedRequestError) as caught:
        decode_request(frame[4:])
    assert caught.value.header is not None
    assert (caught.value.api_version, caught.value.correlation_id) == (99, 12)


@pytest.mark.parametrize(
    "mutate",
    [
        pytest.param(lambda frame: frame[:3], id="shorter-than-header"),
        pytest.param(lambda frame: frame[:-3], id="truncated-body"),
    ],
)
def test_malformed_request_frames_raise_frame_error(mutate):
    """Verifies that truncated and short request frames raise FrameError."""
    frame = _join(encode_request(FETCH, 12, 1, "c", _fetch_request()))[4:]
    with pytest.raises(FrameError):
        decode_request(mutate(frame))


def test_bytes_after_a_request_body_are_ignored():
    """Verifies that bytes after a complete request body are ignored, as Kafka's broker does
    (RequestContext.parseRequest reads the body from the front of the buffer); librdkafka 2.16
    sends 3 such bytes after an all-topics Metadata v13 request."""
    frame = _join(encode_request(FETCH, 12, 1, "c", _fetch_request()))[4:]
    header, request = decode_request(frame + b"\x01\x00\x00")
    assert header.correlation_id == 1
    assert (request.max_wait_ms, request.session_epoch, request.rack_id) == (500, 0, "rack-a")
