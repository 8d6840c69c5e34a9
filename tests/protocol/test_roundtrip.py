"""Generated round-trip properties for every message and every version in schemas/."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafkasim.protocol.codec import DecodeError, UnsupportedVersionError
from tests.protocol.schema_strategies import (
    message_class,
    message_def,
    message_versions,
    struct_strategy,
)

CASES = message_versions()
ROUND_TRIP = settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow], database=None
)


@pytest.mark.parametrize(("name", "version"), CASES, ids=[f"{n}-v{v}" for n, v in CASES])
def test_round_trip(name, version):
    """Verifies that decode(encode(x)) == x and that encoding the decoded message is byte-stable."""
    message = message_def(name)
    cls = message_class(message)

    @ROUND_TRIP
    @given(struct_strategy(message, message.root, version))
    def check(value):
        encoded = value.encode(version)
        decoded = cls.decode(encoded, version)
        assert decoded == value
        assert decoded.encode(version) == encoded
        chunks = value.encode_chunks(version)
        assert b"".join(chunks) == encoded

    check()


@pytest.mark.parametrize(("name", "version"), CASES[::7], ids=[f"{n}-v{v}" for n, v in CASES[::7]])
def test_truncated_input_raises_decode_error(name, version):
    """Verifies that every strict prefix of a valid encoding fails with DecodeError, never with
    another exception or a silently short message."""
    message = message_def(name)
    cls = message_class(message)

    @settings(max_examples=5, deadline=None, database=None)
    @given(struct_strategy(message, message.root, version), st.data())
    def check(value, data):
        encoded = value.encode(version)
        if not encoded:
            return
        cut = data.draw(st.integers(0, len(encoded) - 1))
        with pytest.raises(DecodeError):
            cls.decode(encoded[:cut], version)

    check()


def test_unsupported_version_rejected():
    """Verifies that encoding or decoding outside the schema's valid versions raises."""
    from kafkasim.protocol.messages.fetch import FetchRequest

    with pytest.raises(UnsupportedVersionError):
        FetchRequest().encode(FetchRequest.MAX_VERSION + 1)
    with pytest.raises(UnsupportedVersionError):
        FetchRequest.decode(b"", -1)


def test_non_ignorable_field_at_version_without_it_raises():
    """Verifies Kafka's rule: a non-default, non-ignorable field cannot be silently dropped when
    the version lacks it (Fetch LastFetchedEpoch is non-ignorable and new in v12)."""
    from kafkasim.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic

    request = FetchRequest(
        topics=[FetchTopic(topic="t", partitions=[FetchPartition(partition=0, last_fetched_epoch=3)])]
    )
    with pytest.raises(UnsupportedVersionError, match="last_fetched_epoch"):
        request.encode(11)
    assert FetchRequest.decode(request.encode(12), 12) == request


def test_ignorable_field_dropped_at_version_without_it():
    """Verifies that an ignorable field (Fetch RackId, v11+) is left out of older versions."""
    from kafkasim.protocol.messages.fetch import FetchRequest

    request = FetchRequest(rack_id="rack-a")
    assert FetchRequest.decode(request.encode(10), 10).rack_id == ""
    assert FetchRequest.decode(request.encode(11), 11).rack_id == "rack-a"


def test_unknown_tagged_fields_preserved():
    """Verifies that tagged fields unknown to this version survive decode and re-encode."""
    from kafkasim.protocol.messages.fetch import FetchResponse

    response = FetchResponse(unknown_tagged_fields={9: b"future", 40: b"x"})
    encoded = response.encode(16)
    decoded = FetchResponse.decode(encoded, 16)
    assert decoded.unknown_tagged_fields == {9: b"future", 40: b"x"}
    assert decoded.encode(16) == encoded


def test_records_are_zero_copy_and_chunks_pass_payloads_through():
    """Verifies that records decode as memoryview slices of the frame and encode_chunks hands
    large payloads through as the same objects, uncopied."""
    from kafkasim.protocol.messages.fetch import (
        FetchableTopicResponse,
        FetchResponse,
        PartitionData,
    )

    payload = bytes(range(256)) * 128
    response = FetchResponse(
        responses=[
            FetchableTopicResponse(
                topic="t", partitions=[PartitionData(partition_index=0, records=payload)]
            )
        ]
    )
    chunks = response.encode_chunks(11)
    assert any(chunk is payload for chunk in chunks)
    frame = bytearray(b"".join(chunks))
    decoded = FetchResponse.decode(frame, 11)
    records = decoded.responses[0].partitions[0].records
    assert isinstance(records, memoryview) and records.obj is frame
    assert records == payload


def test_records_may_be_given_as_a_list_of_batches():
    """Verifies that a records field given as several buffers encodes as their concatenation."""
    from kafkasim.protocol.messages.fetch import (
        FetchableTopicResponse,
        FetchResponse,
        PartitionData,
    )

    pieces = [b"a" * 600, b"b" * 10, memoryview(b"c" * 700)]
    as_list = FetchResponse(
        responses=[FetchableTopicResponse(topic="t", partitions=[PartitionData(records=pieces)])]
    )
    joined = FetchResponse(
        responses=[
            FetchableTopicResponse(topic="t", partitions=[PartitionData(records=b"".join(pieces))])
        ]
    )
    for version in (4, 12, 18):
        assert as_list.encode(version) == joined.encode(version)
