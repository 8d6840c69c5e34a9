"""The differential suite's own machinery, without clusters: what compare.py keeps, what a
known difference excuses (known.py), and what the second reading by kio catches
(second_reading.py). Each test plants the defect the comparison exists to see."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest

from kafkasim.protocol.framing import encode_response
from kafkasim.protocol.messages.api_versions import ApiVersion, ApiVersionsResponse
from kafkasim.protocol.messages.describe_transactions import (
    DescribeTransactionsResponse,
    TransactionState,
)
from kafkasim.protocol.messages.fetch import (
    FetchableTopicResponse,
    FetchResponse,
    PartitionData,
)
from kafkasim.protocol.messages.produce import (
    PartitionProduceResponse,
    ProduceResponse,
    TopicProduceResponse,
)
from kafkasim.protocol.records import build_batch
from tests.reference.fidelity import known as known_differences
from tests.reference.fidelity.compare import ABSENT, Normaliser, diff
from tests.reference.fidelity.known import Coverage, KnownDifferencesError, classify
from tests.reference.fidelity.second_reading import check
from tests.reference.fidelity.world import Node

NODES = {1: Node(1, "127.0.0.1", 9092, "a"), 2: Node(2, "127.0.0.1", 9093, "b")}


class FakeSide:
    """What Normaliser reads of a side: its brokers and topic ids (plain data, no cluster)."""

    nodes = NODES
    topic_ids: dict = {}

    def node_name(self, node_id):
        return NODES[node_id].name if node_id in NODES else node_id


def plain(value):
    return Normaliser(FakeSide()).plain(value)


def differences(ours, theirs, cover=None):
    return list(diff({"[0 x]": plain(ours)}, {"[0 x]": plain(theirs)}, "",
                     cover or (lambda *_: None)))


def fetch_with(records: bytes) -> FetchResponse:
    return FetchResponse(responses=[FetchableTopicResponse(
        topic="t", topic_id=uuid.UUID(int=0),
        partitions=[PartitionData(partition_index=0, records=records)])])


def batch(value: bytes, headers=(), attributes: int = 0) -> bytes:
    data = bytearray(build_batch([(b"k", value, list(headers), 1_000)]))
    if attributes:
        # a record's attributes byte: after the batch header (61 bytes) and the record's
        # length varint (one byte here)
        data[62] = attributes
    return bytes(data)


def test_unknown_tagged_fields_are_compared():
    """Verifies that a tagged field neither side's codec knows still differs when one side
    sends it (the codec keeps it as raw bytes by tag)."""
    ours = ApiVersionsResponse(api_keys=[])
    theirs = ApiVersionsResponse(api_keys=[], unknown_tagged_fields={9: b"\x01"})
    (found,) = differences(ours, theirs)
    assert found.path == "[0 x].unknown_tagged_fields"
    assert found.theirs == {9: "b'\\x01'"}


def test_long_bytes_are_compared_in_full():
    """Verifies that two values of the same length differing in their last byte differ."""
    ours = fetch_with(batch(b"v" * 500))
    theirs = fetch_with(batch(b"v" * 499 + b"w"))
    paths = [d.path for d in differences(ours, theirs)]
    assert "[0 x].responses[0].partitions[0].records.batches[0].records[0].value" in paths


def test_record_headers_and_attributes_are_compared():
    """Verifies that a record header and a record's attributes byte are compared."""
    plain_batch = fetch_with(batch(b"v"))
    with_header = fetch_with(batch(b"v", headers=[("h", b"1")]))
    paths = [d.path for d in differences(plain_batch, with_header)]
    assert any(".records[0].headers" in p for p in paths), paths
    crc_and_attributes = [d.path for d in differences(plain_batch,
                                                      fetch_with(batch(b"v", attributes=1)))]
    assert any(p.endswith(".records[0].attributes") for p in crc_and_attributes)
    # the attributes byte is under the CRC: the planted change also shows as a bad CRC
    assert any(p.endswith(".crc") for p in crc_and_attributes)


def test_a_partial_trailing_batch_is_compared():
    """Verifies that a fetch cut inside its last batch keeps that batch's size."""
    whole = batch(b"v")
    (found,) = differences(fetch_with(whole + whole[:20]), fetch_with(whole))
    assert (found.path, found.ours, found.theirs) == (
        "[0 x].responses[0].partitions[0].records.partial_batch_bytes", 20, 0)


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "known.toml"
    path.write_text(text)
    return path


def test_an_entry_without_paths_is_refused(tmp_path):
    """Verifies that the loader refuses an entry naming no path and values, which would
    excuse anything the scenario does (a crash included)."""
    path = _write(tmp_path, '[[difference]]\nscenario = "produce/x"\nreason = "r"\n'
                            'documented = "FEATURES.md"\n')
    with pytest.raises(KnownDifferencesError, match="names no paths"):
        known_differences.load(path)
    path = _write(tmp_path, '[[difference]]\nscenario = "produce/x"\nreason = "r"\n'
                            'documented = "FEATURES.md"\nexpect = [{ path = "*.a" }]\n')
    with pytest.raises(KnownDifferencesError, match="exactly path, kafkasim and kafka"):
        known_differences.load(path)


def test_a_known_difference_matches_its_values_only(tmp_path):
    """Verifies that an entry excuses its path only with the values it names: another max
    version, or a side that raised, still differs."""
    path = _write(tmp_path, '[[difference]]\nscenario = "apiversions/*"\nreason = "r"\n'
                            'issue = 17\n'
                            'expect = [{ path = "*.max_version", kafkasim = 11, '
                            'kafka = 13 }]\n')
    entries = known_differences.load(path)

    def outcome(ours_max, theirs_max):
        coverage = Coverage("apiversions/produce-version-range", entries)
        return classify(differences(ApiVersion(api_key=0, max_version=ours_max),
                                    ApiVersion(api_key=0, max_version=theirs_max),
                                    coverage))[0]

    assert outcome(11, 13) == "known"
    assert outcome(12, 13) == "differ"
    assert outcome(11, 14) == "differ"
    coverage = Coverage("apiversions/produce-version-range", entries)
    crashed = list(diff({"[0 x]": {"max_version": 11}}, {"[0 x]": {"raised": "Timeout"}}, "",
                        coverage))
    assert classify(crashed)[0] == "differ"
    assert {d.theirs for d in crashed} >= {ABSENT}


def test_the_reviewed_list_loads():
    """Verifies that tests/reference/known_differences.toml is in the form the loader takes:
    every entry with paths and the value on each side."""
    for entry in known_differences.load():
        assert entry.expect


def _frame(api_key: int, version: int, response) -> bytes:
    return b"".join(bytes(c) for c in encode_response(api_key, version, 7, response))[4:]


def test_kio_reads_our_answers_alike():
    """Verifies that kio and our codec read the same frames alike (Produce, Fetch with
    records, ApiVersions at each version kio has)."""
    produce = ProduceResponse(responses=[TopicProduceResponse(name="t", partition_responses=[
        PartitionProduceResponse(index=0, base_offset=5, log_append_time_ms=-1)])])
    for version in (3, 9, 11):
        assert check(0, version, _frame(0, version, produce)) == []
    for version in (4, 12, 16):
        assert check(1, version, _frame(1, version, fetch_with(batch(b"v")))) == []
    versions = ApiVersionsResponse(api_keys=[ApiVersion(api_key=18, max_version=4)])
    for version in range(0, 5):
        assert check(18, version, _frame(18, version, versions)) == []


def test_a_time_kio_cannot_hold_is_not_a_disagreement():
    """Verifies that DescribeTransactions' start time of -1 (a transaction not started), which
    kio's datetime cannot hold, is not taken for a misreading, while kio still reads the same
    answer with a real start time alike."""
    def answer(start: int) -> bytes:
        return _frame(65, 0, DescribeTransactionsResponse(transaction_states=[
            TransactionState(transactional_id="t", transaction_state="Empty",
                             transaction_timeout_ms=60_000, transaction_start_time_ms=start,
                             producer_id=7, producer_epoch=0, topics=[])]))

    assert check(65, 0, answer(-1)) == []
    assert check(65, 0, answer(1_700_000_000_000)) == []


def test_a_field_our_codec_does_not_read_is_caught():
    """Verifies that bytes our codec leaves unread (a field it does not know at that version)
    make kio disagree: kio must consume the whole body."""
    frame = _frame(18, 3, ApiVersionsResponse(api_keys=[]))
    found = check(18, 3, frame + b"\x00\x00")
    assert found and "consumed" in str(found[0].kio)


def test_a_field_read_otherwise_is_caught():
    """Verifies that a field our codec reads at another value than kio is reported with its
    path (the planted codec bug: a base offset read one too high)."""
    frame = _frame(0, 9, ProduceResponse(responses=[TopicProduceResponse(
        name="t", partition_responses=[PartitionProduceResponse(index=3, base_offset=5)])]))

    def misread(message_class, body, version):
        message = message_class.decode(body, version)
        message.responses[0].partition_responses[0].base_offset += 1
        return message

    assert check(0, 9, frame) == []
    (found,) = check(0, 9, frame, misread)
    assert found.path == "responses[0].partition_responses[0].base_offset"
    assert (found.ours, found.kio) == (6, 5)
