"""The record walker behind produce validation: its C implementation against the Python
reference, and both against what build_batch writes."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kafkasim.protocol import record_scan
from kafkasim.protocol.records import (
    BATCH_HEADER_SIZE,
    CorruptRecordError,
    build_batch,
    iter_records,
)
from tests.helpers.crafted import record, varint

nullable_bytes = st.none() | st.binary(max_size=40)
records = st.lists(
    st.tuples(nullable_bytes, nullable_bytes,
              st.lists(st.tuples(st.text(max_size=6), nullable_bytes), max_size=3),
              st.integers(0, 2**45)),
    min_size=1, max_size=12)


def _both(data: bytes, count: int):
    """(result or error message) from the Python walker, and from the C one when built."""
    outcomes = []
    walkers = [record_scan.scan_records_python]
    if record_scan.ACCELERATED:
        walkers.append(record_scan.scan_records)
    for walk in walkers:
        try:
            outcomes.append(walk(data, count))
        except CorruptRecordError as error:
            outcomes.append(f"error: {error}")
    return outcomes


def test_the_c_walker_is_built():
    """Verifies that the package's C walker is importable where a compiler was available (the
    broker validates every produced record with it; the Python walker is 100x slower)."""
    assert record_scan.ACCELERATED


def _record_lengths(section: bytes) -> list[int]:
    """Each record's declared length: the zigzag varint that opens it, read independently."""
    lengths, pos = [], 0
    while pos < len(section):
        raw = shift = 0
        while True:
            byte = section[pos]
            pos += 1
            raw |= (byte & 0x7F) << shift
            shift += 7
            if byte < 0x80:
                break
        length = (raw >> 1) ^ -(raw & 1)
        lengths.append(length)
        pos += length
    return lengths


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(records)
def test_well_formed_records_scan_to_their_deltas_and_null_keys(items):
    """Verifies that both walkers accept what build_batch writes and report the smallest and
    largest timestamp delta, the number of null keys and the largest record length."""
    whole = build_batch(items)
    section = whole[BATCH_HEADER_SIZE:]
    deltas = [r.timestamp_delta for r in iter_records(whole)]
    expected = record_scan.RecordScan(min(deltas), max(deltas),
                                      sum(1 for key, *_ in items if key is None),
                                      max(_record_lengths(section)))
    assert _both(section, len(items)) == [expected] * len(_both(section, len(items)))


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(records, st.data())
def test_both_walkers_agree_on_damaged_records(items, data):
    """Verifies that the C walker gives the Python reference's answer, error message included,
    for records damaged at random (bytes replaced, inserted, removed; counts off by one)."""
    section = bytearray(build_batch(items)[BATCH_HEADER_SIZE:])
    for _ in range(data.draw(st.integers(1, 4))):
        position = data.draw(st.integers(0, max(len(section) - 1, 0)))
        action = data.draw(st.sampled_from(["replace", "insert", "delete"]))
        byte = data.draw(st.integers(0, 255))
        if action == "replace" and section:
            section[position] = byte
        elif action == "insert":
            section.insert(position, byte)
        elif section:
            del section[position]
    count = len(items) + data.draw(st.sampled_from([0, 0, 0, -1, 1]))
    outcomes = _both(bytes(section), count)
    assert all(outcome == outcomes[0] for outcome in outcomes)


@pytest.mark.parametrize("section, count, message", [
    (record(0) + record(1), 3, "declares 3 records but holds only 2"),
    (record(0) + record(1), 1, "bytes remain after the 1 records"),
    (b"\xff" * 11, 1, "the record length is a varint longer than 5 bytes"),
    (record(0) + record(2), 2, "record 1 has offset delta 2"),
    (record(0, raw_timestamp=b"\xff" * 10 + b"\x01"), 1,
     "the timestamp delta is a varint longer than 10 bytes"),
    (varint(7) + bytes([0, 0, 0, 1, 1]) + varint(1) + varint(-3) + b"\x00", 1,
     "invalid header key length -3"),
    (varint(-2) + b"\x00" * 8, 1, "declares -2 bytes"),
])
def test_each_kind_of_damage_is_named(section, count, message):
    """Verifies that the walkers name the first record Kafka could not read, and why."""
    for outcome in _both(section, count):
        assert isinstance(outcome, str) and message in outcome, outcome


def test_header_keys_need_not_be_utf8():
    """Verifies that a header key of invalid UTF-8 is accepted, as Kafka reads header keys with
    replacement characters, and that iter_records reads it that way too."""
    section = record(0, headers=[(b"\xff\xfe", b"v")])
    expected = record_scan.RecordScan(0, 0, 0, _record_lengths(section)[0])
    assert _both(section, 1) == [expected] * len(_both(section, 1))
    whole = build_batch([(b"k", b"v", [("x", b"v")], 1000)])
    damaged = whole.replace(b"\x02x", b"\x02\xff")
    from kafkasim.protocol.records import compute_crc

    fixed = bytearray(damaged)
    fixed[17:21] = compute_crc(fixed).to_bytes(4, "big")
    (read,) = iter_records(bytes(fixed))
    assert read.headers == [("\ufffd", b"v")]
