"""KIP-932 share sessions (Kafka's ShareSessionCache, ShareSession): which partitions a member
fetches from this broker, and the epoch its next request must carry.

A session is keyed by (group id, member id) and remembers the connection of its last request:
when that connection closes, the session goes and the member's records are released. ShareFetch epoch 0 opens one (replacing the
member's previous session), -1 closes it; any other epoch must be the session's current one
(INVALID_SHARE_SESSION_EPOCH), of a session that exists (SHARE_SESSION_NOT_FOUND), and moves it
on by one. A request adds its partitions to the session and removes its forgotten ones; every
fetch of the session reads all of its partitions, as KIP-227's incremental fetch sessions do.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple

from kafkasim.protocol.errors import ErrorCode

INITIAL_EPOCH = 0
FINAL_EPOCH = -1


class SessionKey(NamedTuple):
    group_id: str
    member_id: str


class TopicIdPartition(NamedTuple):
    topic_id: uuid.UUID
    partition: int


class ContextKind(Enum):
    NEW = "new"  # epoch 0: a full answer with every requested partition
    INCREMENTAL = "incremental"  # an answer with the partitions that have something to say
    FINAL = "final"  # epoch -1: acknowledgements only, then the session closes


@dataclass(slots=True)
class ShareSession:
    key: SessionKey
    epoch: int = 1  # the epoch the next request must carry
    partitions: dict[TopicIdPartition, None] = field(default_factory=dict)  # ordered set
    connection_id: int | None = None  # the connection of its last request


class ShareContext(NamedTuple):
    error: ErrorCode
    kind: ContextKind | None = None
    session: ShareSession | None = None


class ShareSessionCache:
    """The share sessions of one broker."""

    def __init__(self) -> None:
        self.sessions: dict[SessionKey, ShareSession] = {}

    def context(self, key: SessionKey, epoch: int, added: list[TopicIdPartition],
                forgotten: list[TopicIdPartition]) -> ShareContext:
        """The session a ShareFetch works in (ShareSessionCache.maybeCreateSession and
        ShareFetchContext): a new one at epoch 0, the existing one moved on otherwise, or the
        session error."""
        if epoch == INITIAL_EPOCH:
            session = ShareSession(key)
            session.partitions = dict.fromkeys(added)
            self.sessions[key] = session
            return ShareContext(ErrorCode.NONE, ContextKind.NEW, session)
        session = self.sessions.get(key)
        if epoch == FINAL_EPOCH:
            if session is None:
                return ShareContext(ErrorCode.SHARE_SESSION_NOT_FOUND)
            return ShareContext(ErrorCode.NONE, ContextKind.FINAL, session)
        if session is None:
            return ShareContext(ErrorCode.SHARE_SESSION_NOT_FOUND)
        if session.epoch != epoch:
            return ShareContext(ErrorCode.INVALID_SHARE_SESSION_EPOCH)
        session.epoch += 1
        for partition in added:
            session.partitions.setdefault(partition, None)
        for partition in forgotten:
            session.partitions.pop(partition, None)
        return ShareContext(ErrorCode.NONE, ContextKind.INCREMENTAL, session)

    def acknowledge_context(self, key: SessionKey, epoch: int) -> ShareContext:
        """The session a ShareAcknowledge works in: it cannot open one (epoch 0 is
        INVALID_SHARE_SESSION_EPOCH); -1 closes it."""
        if epoch == INITIAL_EPOCH:
            return ShareContext(ErrorCode.INVALID_SHARE_SESSION_EPOCH)
        session = self.sessions.get(key)
        if session is None:
            return ShareContext(ErrorCode.SHARE_SESSION_NOT_FOUND)
        if epoch == FINAL_EPOCH:
            return ShareContext(ErrorCode.NONE, ContextKind.FINAL, session)
        if session.epoch != epoch:
            return ShareContext(ErrorCode.INVALID_SHARE_SESSION_EPOCH)
        session.epoch += 1
        return ShareContext(ErrorCode.NONE, ContextKind.INCREMENTAL, session)

    def remove(self, key: SessionKey) -> ShareSession | None:
        return self.sessions.pop(key, None)

    def remove_connection(self, connection_id: int) -> list[ShareSession]:
        """The sessions whose last request came over `connection_id`, removed (Kafka's
        ShareSessionCache drops a session when its client's connection closes)."""
        gone = [s for s in self.sessions.values() if s.connection_id == connection_id]
        for session in gone:
            del self.sessions[session.key]
        return gone
