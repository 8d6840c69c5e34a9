"""KIP-227 incremental fetch sessions, the broker side (Kafka's FetchSession, FetchSessionCache).

A fetch session remembers, per partition, what the client last asked for (fetch offset,
partition max bytes, current leader epoch, last fetched epoch, the follower's log start offset
and, v18, its high watermark) and what the broker last told it (high watermark, last stable
offset, log start offset): a `CachedPartition` (broker/session/cached_partition.py). An
incremental fetch then names only the partitions whose request changed, and its response
carries only the partitions with something to say.

- `FetchSession`: the partitions in round-robin order (those that returned records move to
  the end, so that MaxBytes is shared fairly), the expected next epoch, the privileged bit
  (created by a follower) and whether it addresses topics by id (Fetch v13+).
- `FetchSessionCache`: the per-broker cache, `max.incremental.fetch.session.cache.slots`
  sessions at most, with Kafka's eviction rules (see `maybe_create_session`), ranking
  sessions by `EvictableKey`. Every operation is O(1) or O(log sessions); nothing walks the
  cache per request.

Pure logic without I/O or awaits; times are milliseconds from one non-decreasing clock.
"""

from __future__ import annotations

import heapq
import secrets
from collections.abc import Callable, Iterable
from typing import NamedTuple

from kafkasim.broker.clock import BrokerClock
from kafkasim.broker.session.cached_partition import CachedPartition

INVALID_SESSION_ID = 0
INITIAL_EPOCH = 0  # a full fetch that asks for a new session
FINAL_EPOCH = -1  # a full fetch without a session (closes the one named, if any)
_MAX_EPOCH = 2**31 - 1
_MAX_SESSION_ID = 2**31 - 1


def next_epoch(epoch: int) -> int:
    """The session epoch that follows `epoch` (Kafka's FetchMetadata.nextEpoch): after
    Int32 max comes 1, never the initial or final epoch."""
    if epoch < 0:
        return FINAL_EPOCH
    if epoch == _MAX_EPOCH:
        return 1
    return epoch + 1


class FetchSession:
    """One incremental fetch session: its partitions in fetch order and its epoch."""

    __slots__ = ("id", "privileged", "uses_topic_ids", "partitions", "epoch", "creation_ms",
                 "last_used_ms", "evictable_key", "evictable_by_all")

    def __init__(self, session_id: int, privileged: bool, uses_topic_ids: bool,
                 partitions: Iterable[CachedPartition], now_ms: int) -> None:
        self.id = session_id
        self.privileged = privileged
        self.uses_topic_ids = uses_topic_ids
        self.partitions: dict[tuple, CachedPartition] = {}
        for cached in partitions:
            self.partitions[self.key(cached)] = cached
        self.epoch = next_epoch(INITIAL_EPOCH)
        self.creation_ms = now_ms
        self.last_used_ms = now_ms
        # Where the cache last ranked the session (its bookkeeping, see FetchSessionCache.touch).
        self.evictable_key: EvictableKey | None = None
        self.evictable_by_all = False

    def key(self, cached: CachedPartition) -> tuple:
        """How the session names a partition: by topic id from v13 on, else by topic name."""
        return (cached.topic_id if self.uses_topic_ids else cached.topic, cached.partition)

    def update(self, requested: Iterable[CachedPartition], forgotten: Iterable[tuple]) -> None:
        """Apply an incremental request (Kafka's FetchSession.update): a requested partition
        already in the session takes the new fetch state, a new one is appended; then the
        `forgotten` keys are removed."""
        partitions = self.partitions
        for cached in requested:
            key = self.key(cached)
            existing = partitions.get(key)
            if existing is None:
                partitions[key] = cached
            else:
                existing.take_fetch_state(cached)
        for key in forgotten:
            partitions.pop(key, None)

    def move_to_end(self, cached: CachedPartition) -> None:
        """Round-robin: a partition that returned records is read last next time."""
        key = self.key(cached)
        if self.partitions.get(key) is cached:
            del self.partitions[key]
            self.partitions[key] = cached

    def __len__(self) -> int:
        return len(self.partitions)

    def __repr__(self) -> str:
        return (f"FetchSession({self.id}, epoch={self.epoch}, partitions={len(self.partitions)}, "
                f"privileged={self.privileged}, topic_ids={self.uses_topic_ids})")


class EvictableKey(NamedTuple):
    """How the cache ranks a session for eviction (Kafka's FetchSessionCache.EvictableKey):
    unprivileged before privileged, then fewer partitions, then the lower id; the least
    valuable session comes first. A new session's key (id 0) is compared with the first
    evictable one to decide whether it may take that session's place."""

    privileged: bool
    size: int  # partitions in the session
    id: int


class _EvictableSessions:
    """Sessions ordered by `EvictableKey` (Kafka keeps a TreeMap): a heap with lazy deletion.
    `_members` maps a session id to its current key; a heap entry that is not a member's
    current key is stale, dropped when it comes to the top or at compaction."""

    __slots__ = ("_heap", "_members")

    def __init__(self) -> None:
        self._heap: list[EvictableKey] = []
        self._members: dict[int, EvictableKey] = {}

    def put(self, key: EvictableKey) -> None:
        """Add the session of `key`, or move it to `key` (pushed only when it changed)."""
        if self._members.get(key.id) != key:
            self._members[key.id] = key
            heapq.heappush(self._heap, key)
            if len(self._heap) > 2 * len(self._members) + 32:
                self._heap = list(self._members.values())
                heapq.heapify(self._heap)

    def discard(self, session_id: int) -> None:
        self._members.pop(session_id, None)

    def first(self) -> EvictableKey | None:
        """The least valuable member's key, or None."""
        heap = self._heap
        members = self._members
        while heap:
            key = heap[0]
            if members.get(key.id) == key:
                return key
            heapq.heappop(heap)
        return None

    @property
    def entries(self) -> int:
        """Heap entries held, stale ones included."""
        return len(self._heap)


def _random_session_id() -> int:
    return secrets.randbelow(_MAX_SESSION_ID) + 1


class FetchSessionCache:
    """The broker's fetch sessions (Kafka's FetchSessionCache): at most `max_slots`, by id.

    Eviction bookkeeping, as Kafka keeps it: sessions in least-recently-used order, and two
    sets ordered by `EvictableKey`: sessions a new privileged session may evict (unprivileged
    ones, and privileged ones older than `eviction_ms`) and sessions any new session may evict
    (those older than `eviction_ms`). Membership and order are refreshed when a session is
    touched. `evictions` counts the sessions evicted (a metric).
    """

    def __init__(self, max_slots: int, eviction_ms: int,
                 new_session_id: Callable[[], int] = _random_session_id,
                 clock: BrokerClock | None = None) -> None:
        self.max_slots = max_slots
        self.eviction_ms = eviction_ms
        # Sessions age on the broker clock, so the harness's advance_time makes them evictable.
        self.clock = clock or BrokerClock()
        self._new_session_id = new_session_id
        self._sessions: dict[int, FetchSession] = {}
        self._by_last_use: dict[int, FetchSession] = {}  # least recently used first
        self._evictable_by_privileged = _EvictableSessions()
        self._evictable_by_all = _EvictableSessions()
        self.evictions = 0

    @classmethod
    def from_config(cls, config, clock: BrokerClock | None = None) -> FetchSessionCache:
        return cls(config.get_int("max.incremental.fetch.session.cache.slots"),
                   config.get_int("min.incremental.fetch.session.eviction.ms"), clock=clock)

    def now_ms(self) -> int:
        """The time sessions are created and used at: the broker clock's monotonic reading."""
        return self.clock.monotonic_ms()

    def __len__(self) -> int:
        return len(self._sessions)

    def __contains__(self, session_id: int) -> bool:
        return session_id in self._sessions

    def get(self, session_id: int) -> FetchSession | None:
        return self._sessions.get(session_id)

    def sessions(self) -> list[FetchSession]:
        """A snapshot of the cached sessions (for tests and the control plane)."""
        return list(self._sessions.values())

    @property
    def eviction_entries(self) -> int:
        """Entries the eviction bookkeeping holds, stale ones included: bounded by the number
        of sessions, never growing per request."""
        return self._evictable_by_privileged.entries + self._evictable_by_all.entries

    def remove(self, session_id: int) -> FetchSession | None:
        """Drop a session (closed by its client or emptied)."""
        session = self._sessions.pop(session_id, None)
        if session is not None:
            del self._by_last_use[session_id]
            self._evictable_by_privileged.discard(session_id)
            self._evictable_by_all.discard(session_id)
        return session

    def evict(self, session_id: int) -> FetchSession | None:
        """Evict a session as a full cache does, counted in `evictions` (the harness's
        `evict_fetch_sessions` uses it too): its client's next incremental fetch gets
        FETCH_SESSION_ID_NOT_FOUND."""
        session = self.remove(session_id)
        if session is not None:
            self.evictions += 1
        return session

    def maybe_create_session(self, now_ms: int, privileged: bool, uses_topic_ids: bool,
                             partitions: list[CachedPartition]) -> int:
        """Cache a new session holding `partitions` and return its id, or INVALID_SESSION_ID
        when the cache is full and nothing may be evicted. A full cache first evicts its
        least recently used session if unused for `eviction_ms`; else a privileged (follower)
        session evicts the least valuable unprivileged session (fewest partitions), or a
        privileged one older than `eviction_ms` with fewer partitions; an unprivileged session
        evicts an unprivileged one older than `eviction_ms` with fewer partitions (Kafka's
        tryEvict; KIP-227 "Fetch Session Caching")."""
        if len(self._sessions) >= self.max_slots and not self._try_evict(
                EvictableKey(privileged, len(partitions), INVALID_SESSION_ID), now_ms):
            return INVALID_SESSION_ID
        session_id = self._new_session_id()
        while session_id == INVALID_SESSION_ID or session_id in self._sessions:
            session_id = self._new_session_id()
        session = FetchSession(session_id, privileged, uses_topic_ids, partitions, now_ms)
        self._sessions[session_id] = session
        self.touch(session, now_ms)
        return session_id

    def touch(self, session: FetchSession, now_ms: int) -> None:
        """The session was used at `now_ms`: refresh its place in the eviction order."""
        last_use = self._by_last_use
        last_use.pop(session.id, None)
        last_use[session.id] = session
        session.last_used_ms = now_ms
        old_enough = now_ms - session.creation_ms > self.eviction_ms
        key = session.evictable_key
        size = len(session.partitions)
        if key is not None and key.size == size and old_enough == session.evictable_by_all:
            return  # its rank and its sets are the same as at its last use
        key = session.evictable_key = EvictableKey(session.privileged, size, session.id)
        session.evictable_by_all = old_enough
        if old_enough or not session.privileged:
            self._evictable_by_privileged.put(key)
        else:
            self._evictable_by_privileged.discard(session.id)
        if old_enough:
            self._evictable_by_all.put(key)
        else:
            self._evictable_by_all.discard(session.id)

    def _try_evict(self, new_key: EvictableKey, now_ms: int) -> bool:
        oldest = next(iter(self._by_last_use.values()), None)
        if oldest is None:
            return False
        if now_ms - oldest.last_used_ms > self.eviction_ms:
            self.evict(oldest.id)
            return True
        evictable = self._evictable_by_privileged if new_key.privileged \
            else self._evictable_by_all
        candidate = evictable.first()
        if candidate is None or new_key < candidate:
            return False
        self.evict(candidate.id)
        return True
