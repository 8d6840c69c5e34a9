"""broker.fetch_session_handler: the replica fetcher's side of KIP-227 fetch sessions, as a
table of requests planned and answers handled (Kafka's FetchSessionHandler)."""

from __future__ import annotations

from kafkasim.broker.replica.fetcher_session import (
    FINAL_EPOCH,
    INITIAL_EPOCH,
    FetchSessionHandler,
    next_epoch,
)
from kafkasim.protocol.errors import ErrorCode

NONE = ErrorCode.NONE
A, B, C = ("t", 0), ("t", 1), ("u", 0)


def test_full_fetch_then_incremental_sends_only_changes():
    """Verifies that the first request is a full fetch at epoch 0 with every partition, and
    that once the leader grants a session each request lists only partitions whose fetch state
    changed, with epochs 1, 2, ... (KIP-227 incremental fetch requests)."""
    handler = FetchSessionHandler()
    assert handler.build({A: 10, B: 20}, 18) == (0, INITIAL_EPOCH, [A, B], [])
    assert handler.handle_response(NONE, 777)
    assert handler.build({A: 10, B: 20}, 18) == (777, 1, [], [])
    assert handler.handle_response(NONE, 777)
    assert handler.build({A: 11, B: 20}, 18) == (777, 2, [A], [])
    assert handler.handle_response(NONE, 777)
    assert handler.build({A: 11, B: 20, C: 5}, 18) == (777, 3, [C], [])


def test_removed_partitions_are_forgotten():
    """Verifies that a partition no longer wanted goes into ForgottenTopicsData once, and a
    partition added back is listed again (KIP-227 ForgottenTopicsData)."""
    handler = FetchSessionHandler()
    handler.build({A: 1, B: 2}, 18)
    handler.handle_response(NONE, 5)
    assert handler.build({A: 1}, 18) == (5, 1, [], [(B, 2)])
    assert handler.sent == {A: 1, B: 2}
    handler.handle_response(NONE, 5)
    assert handler.build({A: 1}, 18) == (5, 2, [], [])
    handler.handle_response(NONE, 5)
    assert handler.build({A: 1, B: 2}, 18) == (5, 3, [B], [])


def test_a_topic_created_again_is_forgotten_under_its_old_id():
    """Verifies that a partition whose topic id changed (deleted and created again under the
    same name) is sent with the new id and forgotten under the old one from Fetch v13, as
    Kafka's FetchSessionHandler does; before v13 (names only) it is just sent again."""
    handler = FetchSessionHandler(topic_id_of=lambda state: state[0])
    handler.build({A: ("old", 10), B: ("other", 1)}, 18)
    handler.handle_response(NONE, 6)
    assert handler.build({A: ("new", 0), B: ("other", 1)}, 18) == (6, 1, [A], [(A, ("old", 10))])
    handler.handle_response(NONE, 6)
    assert handler.build({A: ("new", 0), B: ("other", 1)}, 18) == (6, 2, [], [])
    names_only = FetchSessionHandler(topic_id_of=lambda state: state[0])
    names_only.build({A: ("old", 10)}, 12)
    names_only.handle_response(NONE, 7)
    assert names_only.build({A: ("new", 0)}, 12) == (7, 1, [A], [])


def test_refused_session_keeps_full_fetches():
    """Verifies that when the leader answers a full fetch with session id 0 (its cache
    refused a session) every later request is again a full fetch at epoch 0."""
    handler = FetchSessionHandler()
    handler.build({A: 1}, 18)
    assert handler.handle_response(NONE, 0)
    assert handler.build({A: 2}, 18) == (0, INITIAL_EPOCH, [A], [])


def test_session_errors_start_over():
    """Verifies Kafka's recovery: FETCH_SESSION_ID_NOT_FOUND forgets the session id, any other
    top-level error closes the session with a full fetch at epoch 0 carrying the old id; the
    errored answer's partitions are not used."""
    handler = FetchSessionHandler()
    handler.build({A: 1}, 18)
    handler.handle_response(NONE, 9)
    handler.build({A: 1}, 18)
    assert not handler.handle_response(ErrorCode.INVALID_FETCH_SESSION_EPOCH, 0)
    assert handler.build({A: 1}, 18) == (9, INITIAL_EPOCH, [A], [])
    handler.handle_response(NONE, 10)
    handler.build({A: 1}, 18)
    assert not handler.handle_response(ErrorCode.FETCH_SESSION_ID_NOT_FOUND, 0)
    assert handler.build({A: 1}, 18) == (0, INITIAL_EPOCH, [A], [])


def test_lost_answer_and_closed_session():
    """Verifies that a request without a usable answer (connection lost, fetcher paused)
    makes the next one a full fetch closing the session, and that an incremental answer with
    session id 0 (the leader closed it) goes back to full fetches."""
    handler = FetchSessionHandler()
    handler.build({A: 1}, 18)
    handler.handle_response(NONE, 3)
    handler.build({A: 2}, 18)
    handler.handle_error()
    assert handler.build({A: 2}, 18) == (3, INITIAL_EPOCH, [A], [])
    handler.handle_response(NONE, 4)
    handler.build({A: 2}, 18)
    assert handler.handle_response(NONE, 0)
    assert handler.build({A: 2}, 18) == (0, INITIAL_EPOCH, [A], [])


def test_no_sessions_before_fetch_v7():
    """Verifies that against a leader capped below Fetch v7 every request is a sessionless full
    fetch (epoch -1), and that sessions start once v7+ is available again."""
    handler = FetchSessionHandler()
    assert handler.build({A: 1}, 6) == (0, FINAL_EPOCH, [A], [])
    assert handler.handle_response(NONE, 0)
    assert handler.build({A: 1}, 6) == (0, FINAL_EPOCH, [A], [])
    handler.handle_response(NONE, 0)
    assert handler.build({A: 1}, 12) == (0, INITIAL_EPOCH, [A], [])


def test_epoch_wraps_to_one():
    """Verifies that the session epoch after the largest int32 is 1, never 0 or negative
    (Kafka's FetchMetadata.nextEpoch)."""
    assert next_epoch(1) == 2
    assert next_epoch(2**31 - 1) == 1
