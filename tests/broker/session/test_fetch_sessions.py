"""KIP-227 incremental fetch sessions, broker side: the session cache's rules as table tests
(broker/session/cache.py), the Fetch handler's answers over TCP, and kafka-python's
FetchSessionHandler consuming through sessions end to end."""

from __future__ import annotations

import asyncio
import time
from types import SimpleNamespace

import pytest

from kafkasim.broker.cluster import Cluster
from kafkasim.broker.session.cache import (
    INVALID_SESSION_ID,
    FetchSession,
    FetchSessionCache,
    next_epoch,
)
from kafkasim.broker.session.cached_partition import CachedPartition, PartitionRead
from kafkasim.broker.session.context import SessionResponse, new_context
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.delete_topics import DeleteTopicsRequest
from kafkasim.protocol.messages.fetch import (
    FetchPartition,
    FetchRequest,
    FetchTopic,
    ForgottenTopic,
    ReplicaState,
)
from tests.helpers.cluster import TEST_CLUSTER_CONFIG
from tests.helpers.data_path import batch, connect, produce, values

pytestmark = pytest.mark.kip227

VERSION = 16  # topic ids (v13+), CurrentLeader (v16)

# --- table tests: session state and cache rules ------------------------------------------


def _request_partition(partition: int, fetch_offset: int = 0) -> SimpleNamespace:
    return SimpleNamespace(partition=partition, fetch_offset=fetch_offset,
                           partition_max_bytes=1000, current_leader_epoch=-1,
                           last_fetched_epoch=-1, log_start_offset=-1,
                           high_watermark=2**63 - 1)


def _partitions(count: int, topic: str = "t") -> list[CachedPartition]:
    """Partitions as a first read leaves them: each with its PartitionRead."""
    partitions = [CachedPartition(topic, None, _request_partition(p)) for p in range(count)]
    for cached in partitions:
        cached.read = PartitionRead()
    return partitions


def _ids(*ids: int):
    remaining = list(ids)
    return lambda: remaining.pop(0)


@pytest.mark.parametrize(("epoch", "expected"), [
    (0, 1), (1, 2), (41, 42), (2**31 - 1, 1), (-1, -1),
])
def test_next_epoch(epoch, expected):
    """Verifies Kafka's FetchMetadata.nextEpoch: epochs count up from 1 after the initial
    epoch and wrap from Int32 max to 1 (never 0 or -1)."""
    assert next_epoch(epoch) == expected


def test_session_update_adds_updates_and_forgets():
    """Verifies Kafka's FetchSession.update: requested partitions join the session or replace
    its cached fetch state, forgotten ones leave, and the cached sent values of an updated
    partition stay."""
    session = FetchSession(7, False, False, _partitions(2), now_ms=0)
    assert session.epoch == 1
    session.partitions[("t", 0)].sent_high_watermark = 5
    session.update(
        [CachedPartition("t", None, _request_partition(0, fetch_offset=9)),
         CachedPartition("t", None, _request_partition(2))],
        [("t", 1), ("t", 99)])
    assert list(session.partitions) == [("t", 0), ("t", 2)]
    cached = session.partitions[("t", 0)]
    assert (cached.request.fetch_offset, cached.sent_high_watermark) == (9, 5)


@pytest.mark.parametrize(("change", "must"), [
    ({}, False),
    ({"bytes": 10}, True),
    ({"high_watermark": 11}, True),
    ({"last_stable_offset": 11}, True),
    ({"log_start_offset": 1}, True),
    ({"preferred_read_replica": 2}, True),
    ({"diverging_epoch": 3}, True),
    ({"error": ErrorCode.NOT_LEADER_OR_FOLLOWER}, True),
])
def test_must_respond(change, must):
    """Verifies Kafka's CachedPartition.maybeUpdateResponseData: an incremental response
    carries a partition only for records, an error, a preferred read replica, a diverging
    epoch or an offset that changed since it was last sent."""
    cached = _partitions(1)[0]
    cached.read.high_watermark = cached.read.last_stable_offset = 10
    cached.read.log_start_offset = 0
    assert cached.must_respond(True)  # never sent: the first answer carries it
    assert not cached.must_respond(True)
    for name, value in change.items():
        setattr(cached.read, name, value)
    assert cached.must_respond(True) is must


def test_error_resets_sent_high_watermark():
    """Verifies that after an error the partition is sent again once it recovers, even with
    the same offsets (Kafka caches high watermark -1 on errors)."""
    cached = _partitions(1)[0]
    cached.read.high_watermark = cached.read.last_stable_offset = 10
    cached.read.log_start_offset = 0
    cached.must_respond(True)
    # An error that keeps the offsets (a follower's OFFSET_MOVED_TO_TIERED_STORAGE).
    cached.read.error = ErrorCode.OFFSET_MOVED_TO_TIERED_STORAGE
    assert cached.must_respond(True)
    cached.read.error = ErrorCode.NONE
    assert cached.must_respond(True)
    assert not cached.must_respond(True)


def test_cache_refuses_when_full_and_nothing_evictable():
    """Verifies that a full cache refuses a consumer's new session (SessionId 0) while the
    existing session is young and used (KIP-227 cache rules)."""
    cache = FetchSessionCache(1, 1000, _ids(11, 12))
    assert cache.maybe_create_session(0, False, True, _partitions(3)) == 11
    assert cache.maybe_create_session(10, False, True, _partitions(5)) == INVALID_SESSION_ID
    assert cache.maybe_create_session(20, True, True, _partitions(1)) != INVALID_SESSION_ID


@pytest.mark.parametrize(("existing", "new", "at", "evicted"), [
    # (privileged, partitions) of the cached session and of the new one, time of creation
    ((False, 50), (True, 1), 10, True),      # a follower evicts any consumer session
    ((True, 1), (True, 50), 10, False),      # a young follower session is kept
    ((True, 1), (True, 50), 2000, True),     # old (and unused for > eviction ms): stale
    ((False, 1), (False, 50), 10, False),    # a young consumer session is kept
    ((True, 50), (False, 1), 2000, True),    # stale sessions go first, whoever asks
])
def test_cache_eviction_rules(existing, new, at, evicted):
    """Verifies Kafka's FetchSessionCache.tryEvict: a stale session (unused for
    min.incremental.fetch.session.eviction.ms) is evicted first; else a privileged
    (follower) session evicts an unprivileged one; else nothing."""
    cache = FetchSessionCache(1, 1000, _ids(1, 2))
    cache.maybe_create_session(0, existing[0], True, _partitions(existing[1]))
    new_id = cache.maybe_create_session(at, new[0], True, _partitions(new[1]))
    assert (new_id == 2) is evicted
    assert (1 in cache) is not evicted and len(cache) == 1


def test_evict_removes_and_counts_once():
    """Verifies that evicting a session from outside (the harness's evict_fetch_sessions, as
    a full cache would) removes it and counts one eviction, and that an id the cache does not
    hold counts nothing (Kafka's IncrementalFetchSessionEvictionsPerSec)."""
    cache = FetchSessionCache(2, 1000, _ids(1))
    cache.maybe_create_session(0, False, True, _partitions(2))
    assert cache.evict(1).id == 1 and 1 not in cache and cache.evictions == 1
    assert cache.evict(1) is None and cache.evictions == 1


def test_old_session_with_fewer_partitions_is_evicted_by_bigger():
    """Verifies KIP-227 rule 3: a session that has existed for more than the eviction time
    (and is still used) is evicted by a new session of the same privilege with more
    partitions, not by one with fewer or as many, and the consumer session with the fewest
    partitions goes first."""
    cache = FetchSessionCache(2, 1000, _ids(1, 2, 3, 4))
    cache.maybe_create_session(0, False, True, _partitions(4))
    cache.maybe_create_session(0, False, True, _partitions(2))
    for now in (500, 1500):
        for session in cache.sessions():
            cache.touch(session, now)
    assert cache.maybe_create_session(1600, False, True, _partitions(2)) == INVALID_SESSION_ID
    assert cache.maybe_create_session(1600, False, True, _partitions(3)) == 3
    assert sorted(cache.get(i) is not None for i in (1, 2, 3)) == [False, True, True]
    assert 2 not in cache


def test_privileged_evicts_least_valuable_consumer_session():
    """Verifies that a follower's new session in a full cache evicts the consumer session
    with the fewest partitions, never a young follower session."""
    cache = FetchSessionCache(3, 120_000, _ids(1, 2, 3, 4, 5))
    cache.maybe_create_session(0, True, True, _partitions(1))
    cache.maybe_create_session(0, False, True, _partitions(9))
    cache.maybe_create_session(0, False, True, _partitions(4))
    assert cache.maybe_create_session(10, True, True, _partitions(2)) == 4
    assert [s.id for s in cache.sessions()] == [1, 2, 4]
    assert cache.maybe_create_session(20, True, True, _partitions(2)) == 5
    assert 2 not in cache and 1 in cache
    assert cache.maybe_create_session(30, True, True, _partitions(80)) == INVALID_SESSION_ID


def test_session_ids_are_unique_positive():
    """Verifies that session ids are positive int32, never 0, and unique in the cache."""
    cache = FetchSessionCache(5, 1000, _ids(0, 7, 7, 8))
    assert cache.maybe_create_session(0, False, True, []) == 7
    assert cache.maybe_create_session(0, False, True, []) == 8
    ids = {FetchSessionCache(1, 1, ).maybe_create_session(0, False, True, []) for _ in range(50)}
    assert all(0 < session_id < 2**31 for session_id in ids)


def test_a_closed_session_is_not_counted_as_evicted():
    """Verifies that `evictions` (Kafka's IncrementalFetchSessionEvictionsPerSec) does not
    count sessions their clients closed, that a closed session leaves the eviction order (the
    next new session finds room without evicting anyone), and that a full cache's eviction is
    counted."""
    cache = FetchSessionCache(2, 1000, _ids(1, 2, 3, 4))
    cache.maybe_create_session(0, False, True, _partitions(1))
    cache.maybe_create_session(0, False, True, _partitions(2))
    assert cache.remove(2) is not None and cache.evictions == 0
    assert cache.maybe_create_session(10, True, True, _partitions(1)) == 3
    assert cache.evictions == 0 and len(cache) == 2
    assert cache.maybe_create_session(20, True, True, _partitions(1)) == 4
    assert cache.evictions == 1 and 1 not in cache and len(cache) == 2


def test_a_request_overtaken_by_the_next_epoch_is_refused_with_the_session_id():
    """Verifies Kafka's IncrementalFetchContext.updateAndGenerateResponseData: a request whose
    session accepted the next epoch while it waited ("possible duplicate request") is
    answered INVALID_FETCH_SESSION_EPOCH with the session's id and no partitions, and the
    newer request is answered normally."""
    cache = FetchSessionCache(2, 1000, _ids(5))
    session_id = cache.maybe_create_session(0, False, False, _partitions(2))

    def context(epoch: int):
        return new_context(cache, session_id=session_id, session_epoch=epoch, requested=[],
                           forgotten=[], privileged=False, uses_topic_ids=False,
                           topics_by_id={})

    waiting = context(1)
    newer = context(2)
    assert waiting.update_and_generate_response() == SessionResponse(
        ErrorCode.INVALID_FETCH_SESSION_EPOCH, session_id, [])
    read_records = cache.get(session_id).partitions[("t", 1)]
    read_records.read.records, read_records.read.bytes = b"x", 1  # a read that found records
    assert newer.update_and_generate_response() == SessionResponse(
        ErrorCode.NONE, session_id, [read_records])


def test_touch_keeps_heaps_bounded():
    """Verifies that touching sessions on every request (hundreds per second) keeps the
    eviction bookkeeping bounded: no O(cache) work and no growth per request."""
    cache = FetchSessionCache(10, 100, _ids(*range(1, 11)))
    for _ in range(10):
        cache.maybe_create_session(0, False, True, _partitions(3))
    session = cache.get(5)
    for now in range(200, 5000):
        session.update(_partitions(now % 4), [("t", 3)])
        cache.touch(session, now)
    assert cache.eviction_entries <= 4 * 10 + 64


# --- wire tests -------------------------------------------------------------------------


@pytest.fixture
async def single():
    """One broker: every partition is led here and no replica fetcher holds sessions."""
    async with Cluster(brokers=1, racks=("a",), config=TEST_CLUSTER_CONFIG) as running:
        yield running


def _fetch(topic, partitions, *, session_id=0, epoch=0, forgotten=(), max_wait_ms=0,
           min_bytes=0, replica_id=-1, offsets=None) -> FetchRequest:
    offsets = offsets or {}
    topics = [FetchTopic(topic_id=topic.topic_id, partitions=[
        FetchPartition(partition=p, fetch_offset=offsets.get(p, 0), partition_max_bytes=1 << 20)
        for p in partitions])] if partitions else []
    request = FetchRequest(max_wait_ms=max_wait_ms, min_bytes=min_bytes, session_id=session_id,
                           session_epoch=epoch, topics=topics,
                           replica_state=ReplicaState(replica_id=replica_id),
                           forgotten_topics_data=[ForgottenTopic(topic_id=topic.topic_id,
                                                                 partitions=list(forgotten))]
                           if forgotten else [])
    return request


def _answered(response) -> dict[int, object]:
    return {p.partition_index: p for t in response.responses for p in t.partitions}


async def test_initial_fetch_creates_session_and_incremental_sends_only_changes(single):
    """Verifies KIP-227 on the wire: a full fetch at epoch 0 gets a new session id and every
    partition; an incremental fetch with nothing new waits MaxWaitMs and returns no
    partitions; after a produce only that partition is returned."""
    topic = await single.create_topic("s1", partitions=3, replication_factor=1)
    connection = await connect(single.brokers[1])
    try:
        await produce(connection, "s1", batch(b"a"), partition=1, acks=1)
        response = await connection.send(_fetch(topic, [0, 1, 2]), VERSION)
        session_id = response.session_id
        assert response.error_code == ErrorCode.NONE and session_id > 0
        assert sorted(_answered(response)) == [0, 1, 2]
        assert values(_answered(response)[1].records) == [b"a"]
        # The client moves partition 1's offset: the request names only that partition.
        started = time.monotonic()
        response = await connection.send(
            _fetch(topic, [1], session_id=session_id, epoch=1, offsets={1: 1}, max_wait_ms=200,
                   min_bytes=1), VERSION)
        assert time.monotonic() - started >= 0.18
        assert (response.error_code, response.session_id) == (ErrorCode.NONE, session_id)
        assert _answered(response) == {}
        waiting = asyncio.ensure_future(connection.send(
            _fetch(topic, [], session_id=session_id, epoch=2, max_wait_ms=5000, min_bytes=1),
            VERSION))
        await asyncio.sleep(0.05)
        other = await connect(single.brokers[1])
        await produce(other, "s1", batch(b"b"), partition=2, acks=1)
        await other.close()
        response = await asyncio.wait_for(waiting, 5)
        answered = _answered(response)
        assert list(answered) == [2] and values(answered[2].records) == [b"b"]
        assert answered[2].high_watermark == 1
        session = single.brokers[1].fetch_sessions.get(session_id)
        # Round robin: the partition that returned records is read last next time.
        assert [key[1] for key in session.partitions] == [0, 1, 2] and session.epoch == 3
    finally:
        await connection.close()


async def test_high_watermark_change_alone_is_sent(single):
    """Verifies that an incremental response includes a partition whose high watermark moved
    although it returns no records (Kafka's maybeUpdateResponseData), and then leaves it out
    again while nothing changes."""
    topic = await single.create_topic("s2", partitions=2, replication_factor=1)
    connection = await connect(single.brokers[1])
    try:
        response = await connection.send(_fetch(topic, [0, 1]), VERSION)
        session_id = response.session_id
        await produce(connection, "s2", batch(b"x"), partition=0, acks=1)
        # The client asks partition 0 from offset 1 (as if it had read offset 0 elsewhere):
        # no records for it, but the high watermark moved from 0 to 1.
        response = await connection.send(
            _fetch(topic, [0], session_id=session_id, epoch=1, offsets={0: 1}), VERSION)
        answered = _answered(response)
        assert list(answered) == [0]
        assert (answered[0].high_watermark, values(answered[0].records)) == (1, [])
        response = await connection.send(_fetch(topic, [], session_id=session_id, epoch=2),
                                         VERSION)
        assert _answered(response) == {}
    finally:
        await connection.close()


async def test_session_errors(single):
    """Verifies the KIP-227 top-level errors: an unknown session id gets
    FETCH_SESSION_ID_NOT_FOUND (70), a wrong epoch INVALID_FETCH_SESSION_EPOCH (71), a session
    created with topic ids used at v12 FETCH_SESSION_TOPIC_ID_ERROR (106); each with SessionId
    0 and no partitions, and the session survives the bad requests."""
    topic = await single.create_topic("s3", partitions=1, replication_factor=1)
    connection = await connect(single.brokers[1])
    try:
        session_id = (await connection.send(_fetch(topic, [0]), VERSION)).session_id
        for request, version, error in [
            (_fetch(topic, [], session_id=session_id + 1, epoch=1), VERSION,
             ErrorCode.FETCH_SESSION_ID_NOT_FOUND),
            (_fetch(topic, [], session_id=session_id, epoch=2), VERSION,
             ErrorCode.INVALID_FETCH_SESSION_EPOCH),
            (FetchRequest(session_id=session_id, session_epoch=1, topics=[]), 12,
             ErrorCode.FETCH_SESSION_TOPIC_ID_ERROR),
        ]:
            response = await connection.send(request, version)
            assert (response.error_code, response.session_id, response.responses) == \
                (error, 0, [])
        response = await connection.send(_fetch(topic, [], session_id=session_id, epoch=1),
                                         VERSION)
        assert (response.error_code, response.session_id) == (ErrorCode.NONE, session_id)
        # A session made by name (v12) refuses topic ids the same way.
        name_request = FetchRequest(session_id=0, session_epoch=0, topics=[FetchTopic(
            topic="s3", partitions=[FetchPartition(partition=0, partition_max_bytes=100)])])
        name_session = (await connection.send(name_request, 12)).session_id
        assert name_session > 0
        response = await connection.send(_fetch(topic, [], session_id=name_session, epoch=1),
                                         VERSION)
        assert response.error_code == ErrorCode.FETCH_SESSION_TOPIC_ID_ERROR
    finally:
        await connection.close()


async def test_final_epoch_closes_session_and_initial_replaces_it(single):
    """Verifies that SessionEpoch -1 closes the named session and is answered sessionless
    (SessionId 0, all partitions), after which the id is unknown (70); and that epoch 0 with
    an old id closes it and opens a new one."""
    topic = await single.create_topic("s4", partitions=1, replication_factor=1)
    connection = await connect(single.brokers[1])
    cache = single.brokers[1].fetch_sessions
    try:
        first = (await connection.send(_fetch(topic, [0]), VERSION)).session_id
        second = (await connection.send(_fetch(topic, [0], session_id=first, epoch=0),
                                        VERSION)).session_id
        assert second not in (0, first) and first not in cache and second in cache
        response = await connection.send(_fetch(topic, [0], session_id=second, epoch=-1),
                                         VERSION)
        assert (response.session_id, list(_answered(response))) == (0, [0])
        assert second not in cache
        response = await connection.send(_fetch(topic, [], session_id=second, epoch=1), VERSION)
        assert response.error_code == ErrorCode.FETCH_SESSION_ID_NOT_FOUND
    finally:
        await connection.close()


async def test_forgotten_topics_leave_the_session(single):
    """Verifies that ForgottenTopicsData removes a partition from the session (it is no longer
    read or answered), and that forgetting the last one closes the session (SessionId 0)."""
    topic = await single.create_topic("s5", partitions=2, replication_factor=1)
    connection = await connect(single.brokers[1])
    try:
        session_id = (await connection.send(_fetch(topic, [0, 1]), VERSION)).session_id
        response = await connection.send(
            _fetch(topic, [], session_id=session_id, epoch=1, forgotten=[1]), VERSION)
        assert response.session_id == session_id
        session = single.brokers[1].fetch_sessions.get(session_id)
        assert [key[1] for key in session.partitions] == [0]
        await produce(connection, "s5", batch(b"p1"), partition=1, acks=1)
        response = await connection.send(_fetch(topic, [], session_id=session_id, epoch=2),
                                         VERSION)
        assert _answered(response) == {}
        response = await connection.send(
            _fetch(topic, [], session_id=session_id, epoch=3, forgotten=[0]), VERSION)
        assert (response.error_code, response.session_id) == (ErrorCode.NONE, 0)
        assert session_id not in single.brokers[1].fetch_sessions
    finally:
        await connection.close()


async def test_deleted_topic_answers_error_until_forgotten(single):
    """Verifies that a session partition of a deleted topic is answered with
    UNKNOWN_TOPIC_OR_PARTITION on every incremental fetch until the client forgets it: the
    session keeps the name it resolved (Kafka's CachedPartition.maybeResolveUnknownName), and
    the topic is no longer in the metadata."""
    topic = await single.create_topic("s6", partitions=1, replication_factor=1)
    connection = await connect(single.brokers[1])
    try:
        session_id = (await connection.send(_fetch(topic, [0]), VERSION)).session_id
        await connection.send(DeleteTopicsRequest(topic_names=["s6"], timeout_ms=5000), 4)
        await single.wait_until(lambda: "s6" not in single.brokers[1].metadata.topics)
        for epoch in (1, 2):
            response = await connection.send(
                _fetch(topic, [], session_id=session_id, epoch=epoch, max_wait_ms=5000,
                       min_bytes=1), VERSION)
            assert _answered(response)[0].error_code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
        response = await connection.send(
            _fetch(topic, [], session_id=session_id, epoch=3, forgotten=[0]), VERSION)
        assert response.error_code == ErrorCode.NONE and response.responses == []
    finally:
        await connection.close()


async def test_full_cache_refuses_new_session():
    """Verifies that with max.incremental.fetch.session.cache.slots=1 a second consumer's
    full fetch is answered in full but sessionless (SessionId 0) while the first session is
    young, and the first session keeps working."""
    config = {**TEST_CLUSTER_CONFIG, "max.incremental.fetch.session.cache.slots": "1"}
    async with Cluster(brokers=1, racks=("a",), config=config) as single:
        topic = await single.create_topic("s7", partitions=1, replication_factor=1)
        connection = await connect(single.brokers[1])
        try:
            first = (await connection.send(_fetch(topic, [0]), VERSION)).session_id
            response = await connection.send(_fetch(topic, [0]), VERSION)
            assert (response.session_id, list(_answered(response))) == (0, [0])
            response = await connection.send(_fetch(topic, [], session_id=first, epoch=1),
                                             VERSION)
            assert (response.error_code, response.session_id) == (ErrorCode.NONE, first)
        finally:
            await connection.close()


async def test_follower_session_keeps_idle_partitions_caught_up(cluster):
    """Verifies that an incremental fetch reads every partition of the session: a follower's
    session that names no partition still records its fetch offset for each idle partition
    on the leader (keeping it caught up for the ISR), and is privileged in the cache."""
    topic = await cluster.create_topic("s8", partitions=1, replication_factor=3)
    leader_id = cluster.leader_of("s8", 0)
    leader = cluster.brokers[leader_id]
    follower_id = next(r for r in topic.partitions[0].replicas if r != leader_id)
    cluster.brokers[follower_id].replica_manager.pause_fetchers()
    connection = await connect(leader)
    try:
        response = await connection.send(_fetch(topic, [0], replica_id=follower_id), VERSION)
        session_id = response.session_id
        assert session_id > 0 and leader.fetch_sessions.get(session_id).privileged
        state = leader.replica_manager.get_partition("s8", 0).followers[follower_id]
        before = state.last_fetch_time_ms
        await asyncio.sleep(0.02)
        response = await connection.send(
            _fetch(topic, [], session_id=session_id, epoch=1, replica_id=follower_id), VERSION)
        assert response.error_code == ErrorCode.NONE and _answered(response) == {}
        assert state.last_fetch_time_ms > before
    finally:
        await connection.close()
        cluster.brokers[follower_id].replica_manager.resume_fetchers()


async def test_follower_behind_on_high_watermark_gets_the_partition_again(cluster):
    """Verifies KIP-1166 inside a session: a follower (Fetch v18) whose high watermark is
    behind the leader's is answered at once, and the answer carries the partition with the
    leader's high watermark even though that value was sent to the session before (the
    follower lost it) — else every incremental fetch would come back empty and at once."""
    topic = await cluster.create_topic("s9", partitions=1, replication_factor=3)
    leader_id = cluster.leader_of("s9", 0)
    leader = cluster.brokers[leader_id]
    follower_id = next(r for r in topic.partitions[0].replicas if r != leader_id)
    connection = await connect(leader)
    await produce(connection, "s9", batch(b"x"), acks=-1)
    cluster.brokers[follower_id].replica_manager.pause_fetchers()

    def fetch(session_id, epoch, follower_high_watermark=None):
        request = _fetch(topic, [0] if follower_high_watermark is not None else [],
                         session_id=session_id, epoch=epoch, replica_id=follower_id,
                         offsets={0: 1}, max_wait_ms=1000)
        for fetch_topic in request.topics:
            fetch_topic.partitions[0].high_watermark = follower_high_watermark
            fetch_topic.partitions[0].log_start_offset = 0
        return request

    try:
        response = await connection.send(fetch(0, 0, 1), 18)
        session_id = response.session_id
        assert _answered(response)[0].high_watermark == 1
        response = await connection.send(fetch(session_id, 1, 0), 18)  # the follower lost it
        for epoch in (2, 3):
            started = time.monotonic()
            response = await connection.send(fetch(session_id, epoch), 18)
            assert time.monotonic() - started < 0.5
            assert response.error_code == ErrorCode.NONE
            assert _answered(response)[0].high_watermark == 1
    finally:
        await connection.close()
        cluster.brokers[follower_id].replica_manager.resume_fetchers()


# --- a real client ------------------------------------------------------------------------


@pytest.mark.clients
@pytest.mark.filterwarnings("ignore:(read|open)_text is deprecated:DeprecationWarning")
def test_kafka_python_consumes_through_incremental_sessions(cluster_thread):
    """Verifies that kafka-python 3's FetchSessionHandler (KIP-227) consumes through broker
    sessions: it is given a session by its full fetch, then served incremental fetches
    (epoch > 0, error NONE, the same SessionId), and every message arrives in order."""
    from kafka import KafkaConsumer, KafkaProducer, TopicPartition

    handle = cluster_thread
    handle.create_topic("s9", partitions=2, replication_factor=3)
    seen: list[tuple[int, int, int, int]] = []

    async def record(server, context, request, function):
        response = await function(server.owner, context, request)
        if context.api_key == 1 and context.client_id == "session-check":
            seen.append((request.session_id, request.session_epoch, response.error_code,
                         response.session_id))
        return response

    for broker in handle.brokers.values():
        broker.server.on_request = record
    producer = KafkaProducer(bootstrap_servers=handle.bootstrap, batch_size=256, linger_ms=0)
    expected = {0: [], 1: []}
    for index in range(300):
        partition = index % 2
        value = f"m{index:04d}".encode()
        producer.send("s9", value, partition=partition)
        expected[partition].append(value)
        if index % 50 == 0:
            producer.flush()
    producer.flush()
    producer.close()
    consumer = KafkaConsumer(bootstrap_servers=handle.bootstrap, client_id="session-check",
                             auto_offset_reset="earliest", enable_auto_commit=False,
                             max_partition_fetch_bytes=512, fetch_max_wait_ms=100,
                             consumer_timeout_ms=3000)
    consumer.assign([TopicPartition("s9", 0), TopicPartition("s9", 1)])
    received = {0: [], 1: []}
    try:
        for message in consumer:
            received[message.partition].append(message.value)
    finally:
        consumer.close()
    for broker in handle.brokers.values():
        broker.server.on_request = None
    assert received == expected
    incremental = [entry for entry in seen if entry[1] > 0]
    assert incremental and all(error == ErrorCode.NONE for _, _, error, _ in incremental)
    assert all(response_id == session_id for session_id, _, _, response_id in incremental)
    assert any(epoch == 0 and response_id > 0 for _, epoch, _, response_id in seen)
