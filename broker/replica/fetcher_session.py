"""The client side of KIP-227 incremental fetch sessions, as a replica fetcher uses it.

Kafka's FetchSessionHandler, for one fetcher talking to one leader:
- The first request is a full fetch at epoch 0 (INITIAL) listing every partition; the leader
  answers with a session id, or 0 when its session cache refuses one (then every request
  stays a full fetch at epoch 0, each one asking again).
- With a session, each request is incremental: epoch 1, 2, ... (after the largest int32
  comes 1), listing only partitions that are new to the session or whose fetch state changed
  since it was last sent, and naming in ForgottenTopicsData the partitions no longer wanted.
  The leader answers only partitions with something to say (records, errors, a changed high
  watermark, last stable offset or log start offset, a diverging epoch, or from v18 a high
  watermark the follower has not caught up with); absent partitions have nothing new.
  A partition whose topic id changed (the topic was deleted and created again under its
  name) is sent with the new id and forgotten under the old one (Fetch v13+, as Kafka's
  builder does), so the leader's session does not keep answering the dead id.
- A top-level FETCH_SESSION_ID_NOT_FOUND starts over without a session id; any other
  top-level error, a lost connection or an answer the fetcher could not use closes the
  session with the next request (epoch 0 with the old id: a full fetch asking for a new one).
- Fetch before v7 has no sessions: every request is a full fetch at epoch -1 (FINAL).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import NamedTuple

from kafkasim.protocol.errors import ErrorCode

__all__ = ["FINAL_EPOCH", "INITIAL_EPOCH", "INVALID_SESSION_ID", "FetchRequestData",
           "FetchSessionHandler", "next_epoch"]

INVALID_SESSION_ID = 0
INITIAL_EPOCH = 0
FINAL_EPOCH = -1
_MAX_EPOCH = 2**31 - 1
SESSIONS_SINCE_VERSION = 7
TOPIC_IDS_SINCE_VERSION = 13


def next_epoch(epoch: int) -> int:
    """The epoch after `epoch`: wraps from the largest int32 to 1, never back to 0."""
    return 1 if epoch >= _MAX_EPOCH else epoch + 1


class FetchRequestData(NamedTuple):
    """The next request as the session plans it (Kafka's FetchSessionHandler.FetchRequestData):
    its SessionId and SessionEpoch, the keys to list in Topics, and the (key, fetch state last
    sent) pairs to list in ForgottenTopicsData."""

    session_id: int
    epoch: int
    to_send: list[Hashable]
    to_forget: list[tuple[Hashable, object]]


class FetchSessionHandler:
    """Session metadata and the partitions to send, for one fetcher and one leader.

    Partitions are keys; their fetch state is any comparable value (the fields a request
    carries for them). `build` plans the next request, `handle_response` or `handle_error`
    must follow each one.
    """

    def __init__(self, topic_id_of: Callable[[object], object] | None = None) -> None:
        """`topic_id_of` reads the topic id out of a partition's fetch state (None: topic ids
        are not compared)."""
        self.topic_id_of = topic_id_of
        self.session_id = INVALID_SESSION_ID
        self.epoch = INITIAL_EPOCH
        # What the leader's session holds for each partition: the state last sent.
        self._session: dict[Hashable, object] = {}
        self._planned: dict[Hashable, object] | None = None
        self._planned_full = True

    @property
    def sent(self) -> dict[Hashable, object]:
        """The fetch state the leader's session holds for each partition."""
        return self._session

    @property
    def is_full(self) -> bool:
        """The next request is a full fetch (it lists every wanted partition)."""
        return self.epoch in (INITIAL_EPOCH, FINAL_EPOCH)

    def build(self, wanted: dict[Hashable, object], version: int) -> FetchRequestData:
        """Plan the next request for `wanted` (key -> fetch state)."""
        self._planned = wanted
        if version < SESSIONS_SINCE_VERSION:
            self.session_id, self.epoch, self._session = INVALID_SESSION_ID, FINAL_EPOCH, {}
            self._planned_full = True
            return FetchRequestData(INVALID_SESSION_ID, FINAL_EPOCH, list(wanted), [])
        if self.epoch == FINAL_EPOCH:
            self.epoch = INITIAL_EPOCH
        self._planned_full = self.is_full
        if self._planned_full:
            return FetchRequestData(self.session_id, self.epoch, list(wanted), [])
        session = self._session
        send = []
        forgotten = [(key, state) for key, state in session.items() if key not in wanted]
        replaced_ids = self.topic_id_of is not None and version >= TOPIC_IDS_SINCE_VERSION
        for key, state in wanted.items():
            sent = session.get(key, _ABSENT)
            if sent != state:
                send.append(key)
                if (replaced_ids and sent is not _ABSENT
                        and self.topic_id_of(sent) != self.topic_id_of(state)):
                    forgotten.append((key, sent))
        return FetchRequestData(self.session_id, self.epoch, send, forgotten)

    def handle_response(self, error_code: int, response_session_id: int) -> bool:
        """Advance the session after an answer to the planned request; True when its
        partitions may be applied (False after a top-level error)."""
        planned, self._planned = self._planned or {}, None
        if self.epoch == FINAL_EPOCH:  # no sessions at this version
            return error_code == ErrorCode.NONE
        if error_code != ErrorCode.NONE:
            if error_code == ErrorCode.FETCH_SESSION_ID_NOT_FOUND:
                self.session_id = INVALID_SESSION_ID
            self.epoch, self._session = INITIAL_EPOCH, {}
            return False
        if response_session_id == INVALID_SESSION_ID:
            # Refused (full fetch) or closed by the leader (incremental): full fetches again.
            self.session_id, self.epoch, self._session = INVALID_SESSION_ID, INITIAL_EPOCH, {}
            return True
        if self._planned_full:
            self.session_id, self.epoch = response_session_id, 1
        else:
            self.epoch = next_epoch(self.epoch)
        self._session = planned
        return True

    def handle_error(self) -> None:
        """The request got no usable answer: the next request closes the session and asks
        for a new one (a full fetch)."""
        self._planned = None
        if self.epoch != FINAL_EPOCH:
            self.epoch, self._session = INITIAL_EPOCH, {}


_ABSENT = object()
