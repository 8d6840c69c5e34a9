"""Pure logic of kafkasim's own client, as tables: the KIP-227 client session state machine,
the range assignor, the default partitioner's hash, the ConsumerProtocol encoding and the
fetch-log record's JSON line."""

from __future__ import annotations

import json
import uuid

import pytest

from kafkasim.client.fetch_log import FetchLogRecord, record_from_dict, to_json_line, validate
from kafkasim.client.fetcher import FetchSession, SentPartition, next_epoch
from kafkasim.client.group import (
    decode_assignment,
    decode_subscription,
    encode_assignment,
    encode_subscription,
    range_assign,
)
from kafkasim.client.positions import TopicPartition
from kafkasim.client.producer import default_partition, murmur2
from kafkasim.protocol.errors import ErrorCode

TOPIC_ID = uuid.uuid4()


def wanted(**offsets: int) -> dict:
    return {(TOPIC_ID, int(p[1:])): SentPartition(offset, 3, 2, 1024)
            for p, offset in offsets.items()}


@pytest.mark.kip227
@pytest.mark.parametrize(("epoch", "expected"), [(0, 1), (1, 2), (2**31 - 1, 1), (-1, -1)])
def test_next_epoch(epoch, expected):
    """Verifies Kafka's FetchMetadata.nextEpoch on the client: counts up, wraps to 1."""
    assert next_epoch(epoch) == expected


@pytest.mark.kip227
def test_session_lists_only_changes_and_forgets_what_is_gone():
    """Verifies the client half of KIP-227 (Kafka's FetchSessionHandler): a full first
    request (SessionId 0, epoch 0) lists every partition; after the broker names a session the
    next requests list only partitions whose fetch state changed and forget those no longer
    wanted, at epochs 1, 2, ..."""
    session = FetchSession()
    listed, forgotten, session_id, epoch = session.build(wanted(p0=0, p1=0))
    assert (len(listed), forgotten, session_id, epoch) == (2, [], 0, 0)
    session.handle(0, 77)
    listed, forgotten, session_id, epoch = session.build(wanted(p0=5, p1=0))
    assert [key[1] for key, _ in listed] == [0] and forgotten == [] and (session_id, epoch) == (77, 1)
    session.handle(0, 77)
    listed, forgotten, session_id, epoch = session.build(wanted(p0=5))
    assert listed == [] and forgotten == [(TOPIC_ID, 1)] and epoch == 2


@pytest.mark.kip227
@pytest.mark.parametrize("error", [ErrorCode.FETCH_SESSION_ID_NOT_FOUND,
                                   ErrorCode.INVALID_FETCH_SESSION_EPOCH,
                                   ErrorCode.UNKNOWN_SERVER_ERROR])
def test_session_errors_make_the_next_request_full(error):
    """Verifies KIP-227's recovery: after FETCH_SESSION_ID_NOT_FOUND, INVALID_FETCH_SESSION_EPOCH
    (or any top-level error) the next request starts a new session: SessionId 0, epoch 0,
    every partition listed."""
    session = FetchSession()
    session.build(wanted(p0=0, p1=0))
    session.handle(0, 9)
    session.build(wanted(p0=1, p1=0))
    session.handle(error, 0)
    listed, forgotten, session_id, epoch = session.build(wanted(p0=1, p1=0))
    assert (len(listed), forgotten, session_id, epoch) == (2, [], 0, 0)


@pytest.mark.kip227
def test_a_full_answer_without_a_session_stays_full_and_disabled_is_sessionless():
    """Verifies that when the broker gives no session (SessionId 0: its cache is full) every
    request stays full at epoch 0, and that a client with sessions off sends epoch -1."""
    session = FetchSession()
    session.build(wanted(p0=0))
    session.handle(0, 0)
    assert session.build(wanted(p0=1))[2:] == (0, 0)
    off = FetchSession(enabled=False)
    assert off.build(wanted(p0=0))[2:] == (0, -1)


@pytest.mark.parametrize(("members", "counts", "expected"), [
    # Kafka's RangeAssignor: per topic, ranges over sorted members, the first ones take more
    ({"m1": ["t"], "m2": ["t"]}, {"t": 5}, {"m1": [0, 1, 2], "m2": [3, 4]}),
    ({"b": ["t"], "a": ["t"], "c": ["t"]}, {"t": 2}, {"a": [0], "b": [1], "c": []}),
    ({"m1": ["t", "u"], "m2": ["t"]}, {"t": 2, "u": 2}, {"m1": [0, 0, 1], "m2": [1]}),
])
def test_range_assignor(members, counts, expected):
    """Verifies Kafka's RangeAssignor rules."""
    plan = range_assign(members, counts)
    assert {m: [tp.partition for tp in parts] for m, parts in plan.items()} == expected


@pytest.mark.parametrize(("key", "hash_value"), [
    (b"21", -973932308), (b"foobar", -790332482), (b"a-little-bit-long-string", -985981536),
    (b"a-little-bit-longer-string", -1486304829),
    (b"lkjh234lh9fiuh90y23oiuhsafujhadof229phr9h19h89h8", -58897971), (b"abc", 479470107),
])
def test_murmur2_matches_kafka(key, hash_value):
    """Verifies Kafka's Utils.murmur2 values (its UtilsTest), so keyed records land where the
    Java producer puts them."""
    assert murmur2(key) == hash_value
    assert default_partition(key, 7) == (hash_value & 0x7FFFFFFF) % 7


def test_consumer_protocol_round_trip():
    """Verifies the ConsumerProtocol subscription and assignment encodings (int16 version,
    then the body) round-trip."""
    assert decode_subscription(encode_subscription(["b", "a"])) == ["a", "b"]
    parts = [TopicPartition("a", 0), TopicPartition("a", 2), TopicPartition("b", 1)]
    assert decode_assignment(encode_assignment(parts)) == parts
    assert decode_assignment(b"") == []


def test_fetch_log_v2_line_round_trips():
    """Verifies that a version-2 record's JSON line is valid, keeps every field, and that a
    version-1 line (no version-2 fields) is still valid."""
    record = FetchLogRecord(
        ts_ms=1, client_id="c", client_rack="b", broker_id=2, broker_rack="b", topic="t",
        partition=0, fetch_offset=5, records=3, bytes=300, high_watermark=8,
        preferred_read_replica=2, leader_id=1, session_id=7, session_epoch=3,
        incremental=True, error=0, latency_ms=1.5, preferred_read_replica_seen=-1,
        top_level_error=0, response_session_id=7, fetch_id=11, request_bytes=90,
        response_bytes=400, request_partitions=1, max_wait_ms=500, long_poll=False,
        current_leader_id=-1, current_leader_epoch=-1, diverging_epoch=-1,
        diverging_end_offset=-1, broker_address="127.0.0.1:9092")
    decoded = json.loads(to_json_line(record))
    assert validate(decoded) is None
    assert record_from_dict(decoded) == record
    version_one = {k: v for k, v in decoded.items()
                   if k not in FetchLogRecord.__dataclass_fields__ or
                   list(FetchLogRecord.__dataclass_fields__).index(k) < 18}
    version_one["schema_version"] = 1
    assert validate(version_one) is None
