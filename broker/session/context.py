"""What one Fetch request does with the session cache (Kafka's FetchManager.newContext, and its
FetchContext kinds in one class: sessionless, full, incremental, session error).

`new_context(cache, ...)` is called once per request, before the read: it checks the session
fields, applies an incremental request to its session and names the partitions to read.
`FetchContext.update_and_generate_response` is called once, after the read: it picks the
partitions the response carries, records what was sent, and creates the session a full fetch
asked for. Between the two calls the replica manager fills each partition's `PartitionRead`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import NamedTuple

from kafkasim.broker.session.cache import (
    FINAL_EPOCH,
    INITIAL_EPOCH,
    INVALID_SESSION_ID,
    FetchSession,
    FetchSessionCache,
    next_epoch,
)
from kafkasim.broker.session.cached_partition import CachedPartition
from kafkasim.protocol.errors import ErrorCode


class SessionResponse(NamedTuple):
    """The session's part of a Fetch response: the top-level error, the SessionId, and the
    partitions the response carries, in order."""

    error: ErrorCode
    session_id: int
    partitions: list[CachedPartition]


class FetchContext:
    """One request's view of its session: the partitions to read, and how to answer."""

    __slots__ = ("cache", "error", "partitions", "session", "expected_epoch", "create_session",
                 "privileged", "uses_topic_ids")

    def __init__(self, cache: FetchSessionCache, *, error: ErrorCode = ErrorCode.NONE,
                 partitions: Sequence[CachedPartition] = (), session: FetchSession | None = None,
                 create_session: bool = False, privileged: bool = False,
                 uses_topic_ids: bool = False) -> None:
        self.cache = cache
        self.error = error
        self.partitions = partitions
        self.session = session
        self.expected_epoch = session.epoch if session is not None else INVALID_SESSION_ID
        self.create_session = create_session
        self.privileged = privileged
        self.uses_topic_ids = uses_topic_ids

    def update_and_generate_response(self) -> SessionResponse:
        """What the response carries, after the read (Kafka's
        FetchContext.updateAndGenerateResponseData).

        An incremental fetch answers only the partitions `CachedPartition.must_respond` picks
        (records, errors, changed offsets...), and those that returned records move to the end
        of the session's read order. A full fetch answers every partition; one that asked for
        a session (epoch 0) creates it here, with what was just sent as its baseline."""
        session = self.session
        if session is not None:
            if session.epoch != self.expected_epoch:
                # A request with the next epoch was accepted while this one waited (Kafka's
                # IncrementalFetchContext: "possible duplicate request").
                return SessionResponse(ErrorCode.INVALID_FETCH_SESSION_EPOCH, session.id, [])
            answered = []
            for cached in self.partitions:
                # KIP-1166: a follower whose high watermark is behind ours was answered at
                # once, so it gets the partition even when that high watermark was sent before
                # and lost on its side; else it would come straight back, again and again.
                if cached.must_respond(True) or cached.read.high_watermark_behind:
                    answered.append(cached)
            for cached in answered:
                if cached.read.bytes:
                    session.move_to_end(cached)
            return SessionResponse(ErrorCode.NONE, session.id, answered)
        session_id = INVALID_SESSION_ID
        if self.create_session:
            for cached in self.partitions:
                cached.must_respond(True)  # the next incremental response carries only changes
            session_id = self.cache.maybe_create_session(
                self.cache.now_ms(), self.privileged, self.uses_topic_ids, list(self.partitions))
        return SessionResponse(ErrorCode.NONE, session_id, list(self.partitions))

    def response_partitions(self) -> list[CachedPartition]:
        """The partitions `update_and_generate_response` would answer, leaving the session
        as it is (Kafka's getResponseSize: none when the session moved on meanwhile)."""
        session = self.session
        if session is None:
            return list(self.partitions)
        if session.epoch != self.expected_epoch:
            return []
        return [cached for cached in self.partitions
                if cached.must_respond(False) or cached.read.high_watermark_behind]

    def throttled_response(self) -> SessionResponse:
        """The empty response to a throttled consumer (Kafka's getThrottledResponse): a full
        fetch creates no session (id 0); an incremental one keeps its session id, with
        INVALID_FETCH_SESSION_EPOCH if the session moved on meanwhile."""
        session = self.session
        if session is None:
            return SessionResponse(ErrorCode.NONE, INVALID_SESSION_ID, [])
        if session.epoch != self.expected_epoch:
            return SessionResponse(ErrorCode.INVALID_FETCH_SESSION_EPOCH, session.id, [])
        return SessionResponse(ErrorCode.NONE, session.id, [])


def new_context(cache: FetchSessionCache, *, session_id: int, session_epoch: int,
                requested: list[CachedPartition], forgotten: Iterable[tuple],
                privileged: bool, uses_topic_ids: bool, topics_by_id: Mapping) -> FetchContext:
    """The context of one Fetch request (Kafka's FetchManager.newContext).

    Epoch -1 (FINAL) closes the session named by a non-zero `session_id` and is sessionless;
    epoch 0 (INITIAL) closes the named session too and is a full fetch that asks for a new
    session. Any other epoch is incremental: FETCH_SESSION_ID_NOT_FOUND for an unknown id,
    INVALID_FETCH_SESSION_EPOCH for an epoch other than the session's next, and
    FETCH_SESSION_TOPIC_ID_ERROR when a session by topic id is used by name or the reverse.
    Otherwise `requested` joins the session or replaces the cached fetch state, `forgotten`
    (keys as the session names partitions) leaves it, and every session partition is read; a
    session emptied this way is closed and the request answered sessionless. A session by
    topic id resolves the names of its partitions still unknown from `topics_by_id` (topic id
    -> topic info); a name once known is kept, also after its topic is deleted."""
    if session_epoch in (INITIAL_EPOCH, FINAL_EPOCH):
        if session_id != INVALID_SESSION_ID:
            cache.remove(session_id)
        return FetchContext(cache, partitions=requested,
                            create_session=session_epoch == INITIAL_EPOCH,
                            privileged=privileged, uses_topic_ids=uses_topic_ids)
    session = cache.get(session_id)
    if session is None:
        return FetchContext(cache, error=ErrorCode.FETCH_SESSION_ID_NOT_FOUND)
    if session.epoch != session_epoch:
        return FetchContext(cache, error=ErrorCode.INVALID_FETCH_SESSION_EPOCH)
    if session.uses_topic_ids != uses_topic_ids:
        return FetchContext(cache, error=ErrorCode.FETCH_SESSION_TOPIC_ID_ERROR)
    session.update(requested, forgotten)
    if not session.partitions:
        # Kafka closes a session its client emptied and answers sessionlessly.
        cache.remove(session.id)
        return FetchContext(cache, partitions=requested, privileged=privileged,
                            uses_topic_ids=uses_topic_ids)
    cache.touch(session, cache.now_ms())
    session.epoch = next_epoch(session.epoch)
    if session.uses_topic_ids:
        # Kafka's CachedPartition.maybeResolveUnknownName: only a name still unknown is looked
        # up; a topic deleted since keeps its name (and is answered UNKNOWN_TOPIC_OR_PARTITION).
        for cached in session.partitions.values():
            if cached.topic is None:
                info = topics_by_id.get(cached.topic_id)
                cached.topic = info.name if info is not None else None
    return FetchContext(cache, partitions=session.partitions.values(), session=session,
                        privileged=privileged, uses_topic_ids=uses_topic_ids)
