"""Pure logic of kafkasim's own client, as tables: the KIP-227 client session state machine,
the range assignor, the default partitioner's hash, the ConsumerProtocol encoding, the
fetch-log record's JSON line, and the consumer's partition states (KIP-320 validation)."""

from __future__ import annotations

import json
import uuid

import pytest

from kafkasim.client.cluster import ClusterClient
from kafkasim.client.fetch_log import (
    FetchLogContext,
    FetchLogRecord,
    record_from_dict,
    to_json_line,
    validate,
)
from kafkasim.client.fetcher import (
    AskedPartition,
    FetchSession,
    SentPartition,
    error_answer,
    next_epoch,
)
from kafkasim.client.group import (
    decode_assignment,
    decode_subscription,
    encode_assignment,
    encode_subscription,
    range_assign,
)
from kafkasim.client.producer import default_partition, murmur2
from kafkasim.client.subscription_state import (
    FetchState,
    LogTruncationError,
    NoOffsetForPartitionError,
    OffsetResetStrategy,
    PartitionState,
    SubscriptionState,
    TopicPartition,
    TruncationSource,
)
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.fetch import LeaderIdAndEpoch, PartitionData

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


LOG_CONTEXT = dict(
    ts_ms=1700000000123, client_id="c-1", client_rack="b", broker_id=2, broker_rack="b",
    broker_address="127.0.0.1:9093", session_id=77, session_epoch=3, latency_ms=12.5,
    response_session_id=77, fetch_id=9, request_bytes=120, response_bytes=480,
    request_partitions=1, max_wait_ms=500)
ASKED = AskedPartition(PartitionState(TopicPartition("orders", 4)), 0, 1000, 1)
COMMON = ('"schema_version":2,"ts_ms":1700000000123,"client_id":"c-1","client_rack":"b",'
          '"broker_id":2,"broker_rack":"b","topic":"orders","partition":4,"fetch_offset":1000,')
SESSION = '"preferred_read_replica":2,"leader_id":1,"session_id":77,"session_epoch":3,'
REQUEST = ('"response_session_id":77,"fetch_id":9,"request_bytes":120,"response_bytes":480,'
           '"request_partitions":1,"max_wait_ms":500,')


def test_fetch_log_line_from_an_answer_keeps_its_bytes():
    """Verifies the fetch-log line built from a Fetch answer's partition, byte for byte (Spark
    reads it with an explicit schema): a follower's answer with records (KIP-392: read from
    broker 2 while the leader is 1; the KIP-951 CurrentLeader carried along), and a top-level
    KIP-227 error, which answers for the partition as Kafka's
    FetchResponse.partitionResponse(partition, error) does."""
    data = PartitionData(partition_index=4, high_watermark=1010, preferred_read_replica=2,
                         current_leader=LeaderIdAndEpoch(leader_id=1, leader_epoch=5),
                         records=b"\0" * 300)
    line = FetchLogContext(**LOG_CONTEXT, top_level_error=0, long_poll=False).record(
        ASKED, data, 10)
    assert to_json_line(line) == (
        "{" + COMMON + '"records":10,"bytes":300,"high_watermark":1010,' + SESSION
        + '"incremental":true,"error":0,"latency_ms":12.5,"preferred_read_replica_seen":2,'
        '"top_level_error":0,' + REQUEST + '"long_poll":false,"current_leader_id":1,'
        '"current_leader_epoch":5,"diverging_epoch":-1,"diverging_end_offset":-1,'
        '"broker_address":"127.0.0.1:9093"}\n')
    error = ErrorCode.FETCH_SESSION_ID_NOT_FOUND
    line = FetchLogContext(**LOG_CONTEXT, top_level_error=error, long_poll=True).record(
        ASKED, error_answer(4, error))
    assert to_json_line(line) == (
        "{" + COMMON + '"records":0,"bytes":0,"high_watermark":-1,' + SESSION
        + '"incremental":true,"error":70,"latency_ms":12.5,"preferred_read_replica_seen":-1,'
        '"top_level_error":70,' + REQUEST + '"long_poll":true,"current_leader_id":-1,'
        '"current_leader_epoch":-1,"diverging_epoch":-1,"diverging_end_offset":-1,'
        '"broker_address":"127.0.0.1:9093"}\n')


def subscription(policy: str, errors: list) -> SubscriptionState:
    return SubscriptionState(ClusterClient("127.0.0.1:9", "logic"),
                             auto_offset_reset=OffsetResetStrategy(policy),
                             retry_backoff_ms=100, on_error=errors.append)


@pytest.mark.kip320
@pytest.mark.parametrize(("policy", "epoch", "end_offset", "state", "position", "event"), [
    # the leader's log holds our position: nothing changes
    ("earliest", 4, 120, FetchState.FETCHING, 100, None),
    ("earliest", 4, 100, FetchState.FETCHING, 100, None),
    # it ends before our position: back to where it diverges
    ("earliest", 3, 90, FetchState.FETCHING, 90, 90),
    # the leader knows no such epoch: reset per the policy
    ("latest", -1, -1, FetchState.AWAIT_RESET, 100, -1),
    # auto_offset_reset="none": the error goes to the application, the partition waits
    ("none", 3, 90, FetchState.BLOCKED, 100, None),
])
def test_complete_validation(policy, epoch, end_offset, state, position, event):
    """Verifies Kafka's SubscriptionState.maybeCompleteValidation rules (KIP-320): the leader's
    end offset for our epoch against the fetch position, and what truncation leads to."""
    errors: list = []
    subscriptions = subscription(policy, errors)
    tp = TopicPartition("t", 0)
    subscriptions.assign([tp])
    partition = subscriptions.state_for(tp)
    partition.seek(100, 4)
    subscriptions.complete_validation(partition, 100, epoch, end_offset,
                                      TruncationSource.OFFSET_FOR_LEADER_EPOCH)
    assert (partition.fetch_state, partition.position) == (state, position)
    assert [e.reset_to for e in subscriptions.truncations] == ([] if event is None else [event])
    assert [type(e) for e in errors] == ([LogTruncationError] if policy == "none" else [])
    assert partition.fetch_state.has_position == (state is not FetchState.AWAIT_RESET)


def test_partition_states_and_what_leaves_them():
    """Verifies the consumer's partition states (Kafka's FetchStates, and BLOCKED): no position
    until a committed offset or a reset arrives, a committed offset with a leader epoch is
    validated first, a failed partition is blocked until a seek, and an application's
    seek_to_* drops what is buffered (a new generation) while a policy reset keeps it."""
    errors: list = []
    subscriptions = subscription("none", errors)
    tp = TopicPartition("t", 0)
    subscriptions.assign([tp])
    partition = subscriptions.state_for(tp)
    assert partition.fetch_state is FetchState.INITIALIZING
    assert not partition.fetch_state.has_position and not partition.fetchable
    subscriptions.reset_or_block(partition, NoOffsetForPartitionError(tp))
    assert partition.fetch_state is FetchState.BLOCKED and len(errors) == 1
    partition.seek_unvalidated(50, 2)
    assert partition.fetch_state is FetchState.AWAIT_VALIDATION and not partition.fetchable
    partition.validated(3)
    assert partition.fetchable and partition.validated_epoch == 3
    generation = partition.generation
    assert subscriptions.is_current(partition, generation)
    partition.await_reset()
    assert partition.fetch_state is FetchState.AWAIT_RESET
    assert subscriptions.is_current(partition, generation)
    partition.request_reset(OffsetResetStrategy.EARLIEST)
    assert not subscriptions.is_current(partition, generation)
    partition.complete_reset(0, 3)
    assert (partition.fetch_state, partition.position, partition.reset_strategy) == (
        FetchState.FETCHING, 0, None)
    subscriptions.assign([TopicPartition("t", 1)])
    assert not subscriptions.is_current(partition, partition.generation)
