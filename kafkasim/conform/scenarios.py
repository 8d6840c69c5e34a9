"""The conformance scenarios: per KIP, what a client must do, decided from the requests the
brokers captured.

A scenario gets a `Trial` (the cluster, the client's driver, helpers) and returns a Verdict:
PASS or FAIL with the exchanges that decided it, NOT-SUPPORTED when the client lacks what the
scenario needs (an op, an option, a protocol version), ERROR when the harness could not set
the case up (then it says nothing about the client). Every scenario runs on a fresh topic of
the scorecard's cluster: brokers 1, 2 and 3 on racks a, b and c, the rack-aware replica
selector, partition 0 led by broker 1 (rack a) with followers 2 and 3.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum

from kafkasim.conform.driver import Unsupported
from kafkasim.conform.evidence import records_size, summarize
from kafkasim.protocol.errors import ErrorCode

LEADER, SAME_RACK, OTHER = 1, 2, 3
CLIENT_RACK = "b"


class Outcome(Enum):
    PASS = "PASS"
    FAIL = "FAIL"
    NOT_SUPPORTED = "NOT-SUPPORTED"
    ERROR = "ERROR"


@dataclass
class Verdict:
    outcome: Outcome
    detail: str
    evidence: list[dict] = field(default_factory=list)


@dataclass(frozen=True)
class Scenario:
    id: str
    kip: str
    section: str
    title: str
    run: Callable[[Trial], Verdict]


SCENARIOS: dict[str, Scenario] = {}


def scenario(id: str, kip: str, section: str, title: str):  # noqa: A002 - the scenario's id
    def register(function: Callable[[Trial], Verdict]):
        SCENARIOS[id] = Scenario(id, kip, section, title, function)
        return function

    return register


def verdict(passed: bool, detail: str, *exchanges) -> Verdict:
    return Verdict(Outcome.PASS if passed else Outcome.FAIL, detail,
                   [summarize(e) for e in exchanges if e is not None])


class SetupError(Exception):
    """The harness could not set the case up (the verdict is ERROR)."""


class Trial:
    """One scenario's run: the cluster, the client's driver and its client id, helpers."""

    def __init__(self, cluster, driver, client_id: str, features: set[str],
                 produce: Callable[[str, int, list[str]], None]) -> None:
        self.cluster = cluster
        self.driver = driver
        self.client_id = client_id
        self.features = features
        self._produce = produce
        self.next_value = 0
        self.records: list[dict] = []  # what the client read last, where a helper keeps it

    def require(self, feature: str) -> None:
        if feature not in self.features:
            raise Unsupported(f"the adapter does not offer {feature!r}")

    def topic(self, name: str, partitions: int = 1, configs: dict | None = None) -> str:
        self.cluster.create_topic(name, assignments={p: [LEADER, SAME_RACK, OTHER]
                                                     for p in range(partitions)},
                                  configs=configs)
        return name

    def produce(self, topic: str, count: int, partition: int = 0) -> None:
        """`count` records (values "0", "1", ... counted across the trial), acks=all, by the
        harness's own producer (never the client under test)."""
        values = [str(v) for v in range(self.next_value, self.next_value + count)]
        self._produce(topic, partition, values)
        self.next_value += count

    def consumer(self, topic: str, *, rack: str | None = None, partitions=(0,),
                 config: dict | None = None) -> None:
        self.driver.call("consumer", bootstrap=self.cluster.bootstrap, client_id=self.client_id,
                         rack=rack, group=None, config=config or {})
        self.driver.call("assign", topic=topic, partitions=list(partitions), offset=0)

    def consume(self, count: int, timeout_ms: int = 20_000) -> list[dict]:
        return self.driver.call("consume", count=count, timeout_ms=timeout_ms)["records"]

    def mark(self) -> int:
        """The latest capture sequence: exchanges after it are `since=mark`."""
        return self.cluster.control.capture.sequence

    def exchanges(self, api: str, since: int = 0) -> list:
        return [e for e in self.cluster.requests(api, since=since)
                if e.client_id == self.client_id]


def _partition_answers(exchange) -> list:
    response = exchange.response
    if response is None:
        return []
    return [p for t in response.responses for p in t.partitions]


def _fetches_partition(exchange, partition: int = 0) -> bool:
    return any(p.partition == partition for t in exchange.request.topics for p in t.partitions)


def _has_records(exchange) -> bool:
    return any(records_size(p.records) > 0 for p in _partition_answers(exchange))


def _values(records: list[dict]) -> list[int]:
    return [int(r["value"]) for r in records if r["value"].isdigit()]


def _got_all(records: list[dict], start: int, count: int) -> bool:
    return sorted(_values(records)) == list(range(start, start + count))


def _follow_preferred(t: Trial, topic: str) -> tuple[object, object]:
    """Create `topic`, consume 20 records with the client in rack b; return (the leader's
    answer naming the rack-b follower, the first fetch from that follower that returned
    records)."""
    t.topic(topic)
    t.produce(topic, 20)
    t.consumer(topic, rack=CLIENT_RACK)
    records = t.consume(20)
    fetches = t.exchanges("Fetch")
    if not any(getattr(e.request, "rack_id", "") == CLIENT_RACK for e in fetches):
        raise _Fail(f"the client never sent its rack (Fetch RackId, v11+); Fetch versions "
                    f"{sorted({e.api_version for e in fetches})}", fetches[:2])
    named = next((e for e in fetches if e.node_id == LEADER and any(
        p.preferred_read_replica == SAME_RACK for p in _partition_answers(e))), None)
    if named is None:
        raise SetupError("the leader never named the rack-b follower")
    served = next((e for e in fetches if e.node_id == SAME_RACK
                   and e.sequence > named.sequence and _has_records(e)), None)
    if served is None or not _got_all(records, 0, 20):
        raise _Fail(f"after the leader named broker {SAME_RACK} the client read "
                    f"{len(records)} of 20 records, none fetched from broker {SAME_RACK}",
                    [named])
    return named, served


class _Fail(Exception):  # noqa: N818 - carries a FAIL verdict out of a helper
    def __init__(self, detail: str, exchanges) -> None:
        super().__init__(detail)
        self.verdict = verdict(False, detail, *exchanges)


# --- KIP-392 -------------------------------------------------------------------------------


@scenario("kip392-follower-fetch", "KIP-392", "Follower Fetching; Finding the preferred follower",
          "fetches from the follower in its rack once the leader names it")
def follower_fetch(t: Trial) -> Verdict:
    t.require("rack")
    named, served = _follow_preferred(t, "kip392-follower-fetch")
    return verdict(True, f"the leader named broker {SAME_RACK} (preferred read replica) and the "
                   "client read every record from it", named, served)


@scenario("kip392-follower-not-leader", "KIP-392", "Follower Fetching (the consumer returns "
          "to the leader when the preferred replica errs)",
          "goes back to the leader when the preferred follower answers NOT_LEADER_OR_FOLLOWER")
def follower_not_leader(t: Trial) -> Verdict:
    t.require("rack")
    topic = "kip392-follower-not-leader"
    _follow_preferred(t, topic)
    # The partition is reassigned off the follower, which then answers NOT_LEADER_OR_FOLLOWER,
    # as Kafka's does: the one case where it gives a consumer that error (a replica serves
    # v11+ consumers), with KIP-951's hint of the leader in the reassignment's new epoch.
    mark = t.mark()
    t.cluster.set_replicas(topic, 0, [LEADER, OTHER])
    t.produce(topic, 10)
    records = t.consume(10, timeout_ms=30_000)
    fetches = t.exchanges("Fetch")  # a fetch parked before the change is answered after it
    hit = next((e for e in fetches if e.node_id == SAME_RACK and any(
        p.error_code == ErrorCode.NOT_LEADER_OR_FOLLOWER for p in _partition_answers(e))), None)
    if hit is None:  # it was at the leader when the follower went (kafka-python goes back
        # to the leader after each read from a follower that names no preferred replica)
        served = sorted({e.node_id for e in fetches if _has_records(e) and e.sequence > mark})
        return verdict(_got_all(records, 20, 10), f"the client fetched from the leader when "
                       f"broker {SAME_RACK} left the replicas; read {len(records)} of 10 new "
                       f"records, from broker(s) {served}", *fetches[-1:])
    after = next((e for e in fetches if e.sequence > hit.sequence and _fetches_partition(e)),
                 None)
    passed = after is not None and after.node_id == LEADER and _got_all(records, 20, 10)
    where = "nowhere" if after is None else f"broker {after.node_id}"
    return verdict(passed, f"after the follower's NOT_LEADER_OR_FOLLOWER the next fetch of the "
                   f"partition went to {where} (leader: broker {LEADER}); read "
                   f"{len(records)} of 10 new records", hit, after)


@scenario("kip392-preferred-replica-dies", "KIP-392", "Follower Fetching (the preferred "
          "replica becomes unavailable)",
          "reads on from another replica when the preferred follower dies")
def preferred_replica_dies(t: Trial) -> Verdict:
    t.require("rack")
    topic = "kip392-preferred-replica-dies"
    _follow_preferred(t, topic)
    mark = t.mark()
    t.cluster.kill_broker(SAME_RACK)
    t.produce(topic, 10)
    records = t.consume(10, timeout_ms=40_000)
    served = [e for e in t.exchanges("Fetch", since=mark) if _has_records(e)]
    passed = _got_all(records, 20, 10) and bool(served)
    return verdict(passed, f"broker {SAME_RACK} was killed; the client read {len(records)} of "
                   f"10 new records, from broker(s) {sorted({e.node_id for e in served})}",
                   *served[:1])


def _fetch_error(t: Trial, error: str, count: int, *, at: int = SAME_RACK) -> Verdict:
    """The client reads 20 records (from the rack-b follower when `at` is it, else from the
    leader), then broker `at` answers its next `count` fetches `error`; 10 new records are
    produced and consumed. PASS when the client read them all with no offset reset (no
    ListOffsets after the error, nothing read again)."""
    topic = f"kip-{error.lower().replace('_', '-')}"
    if at == SAME_RACK:
        t.require("rack")
        _follow_preferred(t, topic)
    else:
        t.topic(topic)
        t.produce(topic, 20)
        t.consumer(topic)
        if not _got_all(t.consume(20), 0, 20):
            raise SetupError("the client did not read the first 20 records")
        epochs = {p.current_leader_epoch for e in t.exchanges("Fetch") for t_ in e.request.topics
                  for p in t_.partitions}
        if epochs == {-1}:
            raise Unsupported(f"the client sends no leader epoch (CurrentLeaderEpoch -1): no "
                              f"broker answers it {error}")
    mark = t.mark()
    rule = t.cluster.inject("Fetch", error=error, broker=at, topic=topic,
                            client_id=t.client_id, count=count)
    records = []
    for _ in range(2):  # a fetch parked before the rule may take the first round's records
        t.produce(topic, 5)
        records += t.consume(5, timeout_ms=20_000)
    hit = next((e for e in t.exchanges("Fetch", since=mark) if e.fault == rule.id), None)
    if hit is None:
        raise SetupError(f"the client sent no fetch to broker {at} after the rule")
    resets = [e for e in t.exchanges("ListOffsets") if e.sequence > hit.sequence]
    after = next((e for e in t.exchanges("Fetch") if e.sequence > hit.sequence
                  and _fetches_partition(e)), None)
    offset = hit.request.topics[0].partitions[0].fetch_offset
    return verdict(_got_all(records, 20, 10) and not resets,
                   f"after broker {at}'s {error} ({count}x, at offset {offset}) the client sent "
                   f"{len(resets)} ListOffsets (an offset reset) and read offsets "
                   f"{sorted(r['offset'] for r in records)} (20-29 expected)",
                   hit, *(resets[:1] or [after]))


@scenario("kip392-follower-out-of-range", "KIP-392", "Out of range handling (Case 4: the "
          "offset is not on the follower; validate, do not reset)",
          "reads on without an offset reset when the follower answers OFFSET_OUT_OF_RANGE")
def follower_out_of_range(t: Trial) -> Verdict:
    return _fetch_error(t, "OFFSET_OUT_OF_RANGE", 1)


@scenario("kip392-follower-offset-not-available", "KIP-392", "Out of range handling (Cases 1 "
          "and 2: OFFSET_NOT_AVAILABLE, the consumer retries)",
          "retries when the follower answers OFFSET_NOT_AVAILABLE, and loses nothing")
def follower_offset_not_available(t: Trial) -> Verdict:
    return _fetch_error(t, "OFFSET_NOT_AVAILABLE", 2)


# --- KIP-227 -------------------------------------------------------------------------------


def _session_fetches(t: Trial, topic: str) -> list:
    t.produce(topic, 20)
    t.consumer(topic, partitions=(0, 1))
    t.consume(20)
    t.produce(topic, 10, partition=1)
    t.consume(10)
    return [e for e in t.exchanges("Fetch") if e.node_id == LEADER]


@scenario("kip227-incremental-session", "KIP-227", "Fetch Sessions; Incremental Fetch Requests",
          "opens a fetch session with a full fetch, then sends incremental fetches")
def incremental_session(t: Trial) -> Verdict:
    fetches = _session_fetches(t, t.topic("kip227-incremental-session", partitions=2))
    if fetches and all(e.request.session_epoch == -1 for e in fetches):
        raise Unsupported("every fetch was sessionless (epoch -1, FINAL_EPOCH): the client "
                          "does not implement fetch sessions")
    full = next((e for e in fetches if e.request.session_epoch == 0 and e.response is not None
                 and e.response.session_id > 0), None)
    incremental = next((e for e in fetches if full is not None and e.sequence > full.sequence
                        and e.request.session_id == full.response.session_id
                        and e.request.session_epoch >= 1), None)
    return verdict(incremental is not None,
                   "a full fetch (epoch 0) opened a session and the next fetches named it with "
                   "epochs from 1" if incremental is not None else
                   f"no incremental fetch: session ids and epochs sent "
                   f"{sorted({(e.request.session_id, e.request.session_epoch) for e in fetches})[:6]}",
                   full or (fetches[0] if fetches else None), incremental)


@scenario("kip227-session-evicted", "KIP-227", "Fetch Session Caching; New Error Codes "
          "(FETCH_SESSION_ID_NOT_FOUND)",
          "after FETCH_SESSION_ID_NOT_FOUND, starts a new session with a full fetch")
def session_evicted(t: Trial) -> Verdict:
    topic = t.topic("kip227-session-evicted", partitions=2)
    fetches = _session_fetches(t, topic)
    if not any(e.request.session_epoch >= 1 for e in fetches):
        raise Unsupported("the client sends no incremental fetches (session epochs "
                          f"{sorted({e.request.session_epoch for e in fetches})})")
    mark = t.mark()
    t.cluster.evict_fetch_sessions(broker=LEADER)
    records = []
    for _ in range(2):  # a fetch parked before the eviction may take the first round's records
        t.produce(topic, 5)
        records += t.consume(5)
    after = [e for e in t.exchanges("Fetch", since=mark) if e.node_id == LEADER]
    refused = next((e for e in after if e.response is not None and e.response.error_code
                    == ErrorCode.FETCH_SESSION_ID_NOT_FOUND), None)
    if refused is None:
        raise SetupError("no fetch met the evicted session")
    following = next((e for e in after if e.sequence > refused.sequence), None)
    # A full fetch: epoch 0 (INITIAL: a new session, closing the named one if any) or -1.
    full = following is not None and following.request.session_epoch in (0, -1)
    passed = full and _got_all(records, 30, 10)
    sent = "nothing" if following is None else \
        f"session {following.request.session_id} epoch {following.request.session_epoch}"
    return verdict(passed, f"after FETCH_SESSION_ID_NOT_FOUND the client sent {sent}; read "
                   f"{len(records)} of 10 new records", refused, following)


# --- KIP-320 -------------------------------------------------------------------------------


def _leader_moved(t: Trial, topic: str) -> tuple[int, int]:
    """Consume 20 records from the leader, move leadership to broker 3, produce 10 more and
    consume them. Returns (the capture mark at the move, the new leader epoch)."""
    t.produce(topic, 20)
    t.consumer(topic)
    t.consume(20)
    mark = t.mark()
    moved = t.cluster.move_leader(topic, 0, to=OTHER)
    t.produce(topic, 10)
    t.records = t.consume(10, timeout_ms=30_000)
    return mark, moved["leader_epoch"]


@scenario("kip320-current-leader-epoch", "KIP-320", "Consumer Handling; Protocol Changes: "
          "Fetch (CurrentLeaderEpoch)",
          "sends the leader epoch it knows in its fetches, the new one after a leader change")
def current_leader_epoch(t: Trial) -> Verdict:
    topic = t.topic("kip320-current-leader-epoch")
    mark, epoch = _leader_moved(t, topic)
    before = [e for e in t.exchanges("Fetch") if e.sequence <= mark and e.node_id == LEADER]
    after = [e for e in t.exchanges("Fetch", since=mark) if e.node_id == OTHER]
    if before and before[0].api_version < 9:
        raise Unsupported(f"Fetch v{before[0].api_version} has no CurrentLeaderEpoch")

    def epochs(exchanges) -> set[int]:
        return {p.current_leader_epoch for e in exchanges for t_ in e.request.topics
                for p in t_.partitions}

    passed = bool(before) and bool(after) and epochs(before) == {epoch - 1} \
        and epochs(after) == {epoch}
    version = before[0].api_version if before else "?"
    return verdict(passed, f"Fetch v{version}: epochs sent to the old leader "
                   f"{sorted(epochs(before))}, to the new leader {sorted(epochs(after))} (leader "
                   f"epochs {epoch - 1} then {epoch}; -1 is 'unknown', no fencing)",
                   *(before[:1] + after[:1]))


@scenario("kip320-validate-after-leader-change", "KIP-320", "Consumer Handling "
          "(OffsetsForLeaderEpoch after a leader change)",
          "validates its position with OffsetForLeaderEpoch after a leader change")
def validate_after_leader_change(t: Trial) -> Verdict:
    topic = t.topic("kip320-validate-after-leader-change")
    mark, epoch = _leader_moved(t, topic)
    validations = t.exchanges("OffsetForLeaderEpoch", since=mark)
    first_fetch = next((e for e in t.exchanges("Fetch", since=mark) if e.node_id == OTHER),
                       None)
    valid = next((e for e in validations if e.node_id == OTHER and any(
        p.current_leader_epoch == epoch for t_ in e.request.topics for p in t_.partitions)),
        None)
    passed = valid is not None and _got_all(t.records, 20, 10)
    return verdict(passed, "the client asked the new leader OffsetForLeaderEpoch at epoch "
                   f"{epoch} before reading on" if passed else
                   f"no OffsetForLeaderEpoch to the new leader after the change "
                   f"({len(validations)} sent); read {len(t.records)} of 10 new records",
                   valid, first_fetch)


@scenario("kip320-unknown-leader-epoch", "KIP-320", "Consumer Handling (UNKNOWN_LEADER_EPOCH: "
          "refresh metadata and retry the fetch)",
          "retries a fetch answered UNKNOWN_LEADER_EPOCH, and loses nothing")
def unknown_leader_epoch(t: Trial) -> Verdict:
    return _fetch_error(t, "UNKNOWN_LEADER_EPOCH", 2, at=LEADER)


@scenario("kip320-diverging-epoch", "KIP-320", "Consumer Handling (truncation detection); "
          "Fetch v12+ DivergingEpoch",
          "after an unclean election, moves back to where the logs diverge and reads on")
def diverging_epoch(t: Trial) -> Verdict:
    topic = t.topic("kip320-diverging-epoch")
    t.produce(topic, 20)
    t.consumer(topic)
    t.consume(20)
    # Records 20-29 reach only the leader (the followers stop fetching and leave the ISR),
    # and the client reads them; then broker 2, which lacks them, is elected uncleanly.
    for follower in (SAME_RACK, OTHER):
        t.cluster.pause_replication(follower)
    t.produce(topic, 10)
    if not _got_all(t.consume(10, timeout_ms=30_000), 20, 10):
        raise SetupError("the client did not read the records only the leader holds")
    mark = t.mark()
    elected = t.cluster.unclean_election(topic, 0, to=SAME_RACK)
    for follower in (SAME_RACK, OTHER):
        t.cluster.resume_replication(follower)
    t.produce(topic, 5)  # offsets 20-24 of the new leader's log, values 30-34
    records = t.consume(5, timeout_ms=30_000)
    fetches = [e for e in t.exchanges("Fetch") if e.node_id == SAME_RACK
               and e.sequence > mark and _fetches_partition(e)]
    told = next((e for e in fetches if any(
        p.diverging_epoch is not None and p.diverging_epoch.epoch >= 0
        for p in _partition_answers(e))), None)
    told = told or next((e for e in t.exchanges("OffsetForLeaderEpoch", since=mark)
                         if e.node_id == SAME_RACK), None)
    offsets = [r["offset"] for r in records]
    passed = _got_all(records, 30, 5) and offsets == list(range(20, 25))
    back = next((e for e in fetches if any(p.fetch_offset == 20 for t_ in e.request.topics
                                           for p in t_.partitions)), None)
    return verdict(passed, f"broker {SAME_RACK} was elected uncleanly at epoch "
                   f"{elected['leader_epoch']} without offsets 20-29 the client had read; the "
                   f"client then read offsets {offsets} (values {_values(records)}), expected "
                   "20-24 (values 30-34)", told, back)


# --- KIP-951 -------------------------------------------------------------------------------


# The errors whose Fetch answers carry KIP-951's CurrentLeader (v16+).
HINTED_ERRORS = (ErrorCode.NOT_LEADER_OR_FOLLOWER, ErrorCode.FENCED_LEADER_EPOCH)
METADATA_DELAY_MS = 3000


@scenario("kip951-fetch-hint", "KIP-951", "Proposed Changes: Client",
          "follows the CurrentLeader hint of a NOT_LEADER_OR_FOLLOWER or FENCED_LEADER_EPOCH "
          "answer without a Metadata round trip")
def fetch_hint(t: Trial) -> Verdict:
    topic = t.topic("kip951-fetch-hint")
    t.produce(topic, 20)
    t.consumer(topic)
    t.consume(20)
    # Metadata answers now take 3 s: a client that waits for one before it fetches from the
    # new leader is seen doing so.
    slow = t.cluster.inject("Metadata", delay_ms=METADATA_DELAY_MS, client_id=t.client_id,
                            count=None)
    t.cluster.move_leader(topic, 0, to=OTHER)
    t.produce(topic, 10)
    t.records = t.consume(10, timeout_ms=30_000)
    slow.remove()
    fetches = t.exchanges("Fetch")  # a fetch parked before the move is answered after it
    version = max((e.api_version for e in fetches), default=0)
    if version < 16:
        raise Unsupported(f"the client speaks Fetch v{version}; hints need v16+")
    hinted = next((e for e in fetches if e.node_id == LEADER and any(
        p.error_code in HINTED_ERRORS for p in _partition_answers(e))), None)
    if hinted is None:
        raise SetupError("the client never met NOT_LEADER_OR_FOLLOWER or FENCED_LEADER_EPOCH "
                         "at the old leader")
    first = next((e for e in fetches if e.node_id == OTHER and e.sequence > hinted.sequence),
                 None)
    if first is None:
        return verdict(False, "the client never fetched from the new leader", hinted)
    between = [m for m in t.exchanges("Metadata")
               if m.answered_ms is not None and hinted.answered_ms <= m.answered_ms
               <= first.received_ms]
    return verdict(not between and _got_all(t.records, 20, 10),
                   f"{len(between)} Metadata answer(s) (each held {METADATA_DELAY_MS} ms) between "
                   f"the hint and the first fetch from the new leader; read {len(t.records)} of "
                   "10 new records", hinted, *between[:1], first)


@scenario("kip951-produce-hint", "KIP-951", "Proposed Changes: Client (Produce)",
          "sends its produce retry to the leader a NOT_LEADER_OR_FOLLOWER answer names, without "
          "a Metadata round trip")
def produce_hint(t: Trial) -> Verdict:
    topic = t.topic("kip951-produce-hint")
    t.driver.call("producer", bootstrap=t.cluster.bootstrap, client_id=t.client_id,
                  transactional_id=None, config={})
    t.driver.call("produce", topic=topic, partition=0, values=[str(v) for v in range(5)])
    slow = t.cluster.inject("Metadata", delay_ms=METADATA_DELAY_MS, client_id=t.client_id,
                            count=None)
    try:
        t.cluster.move_leader(topic, 0, to=OTHER)
        offsets = t.driver.call("produce", topic=topic, partition=0,
                                values=[str(v) for v in range(5, 10)])["offsets"]
    finally:
        slow.remove()
    produces = t.exchanges("Produce")
    version = max((e.api_version for e in produces), default=0)
    if version < 10:
        raise Unsupported(f"the client speaks Produce v{version}; hints need v10+")

    def hinted_answer(exchange) -> bool:
        return exchange.response is not None and any(
            p.error_code in HINTED_ERRORS and p.current_leader.leader_id >= 0
            for r in exchange.response.responses for p in r.partition_responses)

    hinted = next((e for e in produces if e.node_id == LEADER and hinted_answer(e)), None)
    if hinted is None:
        raise SetupError("the client's produce never met NOT_LEADER_OR_FOLLOWER at the old "
                         "leader")
    first = next((e for e in produces if e.node_id == OTHER and e.sequence > hinted.sequence),
                 None)
    if first is None:
        return verdict(False, "the client never produced to the new leader", hinted)
    between = [m for m in t.exchanges("Metadata")
               if m.answered_ms is not None and hinted.answered_ms <= m.answered_ms
               <= first.received_ms]
    return verdict(not between and offsets == list(range(5, 10)),
                   f"{len(between)} Metadata answer(s) (each held {METADATA_DELAY_MS} ms) between "
                   f"the hint and the first produce to the new leader; offsets {offsets}",
                   hinted, *between[:1], first)


# --- KIP-405 / KIP-1023 --------------------------------------------------------------------


@scenario("kip405-read-below-local-start", "KIP-405", "Consumer fetch from remote storage "
          "(KIP-1023: local log start above log start)",
          "reads records that are only in the remote tier, below the local log start")
def read_below_local_start(t: Trial) -> Verdict:
    topic = t.topic("kip405-read-below-local-start", configs={"remote.storage.enable": "true"})
    t.produce(topic, 30)
    tiered = t.cluster.tier_now(topic, 0)
    if tiered.get("local_log_start_offset", 0) <= 0:
        raise SetupError(f"tiering left the local log start at {tiered}")
    t.consumer(topic)
    records = t.consume(30, timeout_ms=30_000)
    fetches = t.exchanges("Fetch")
    first = next((e for e in fetches if _has_records(e)), None)
    return verdict(_got_all(records, 0, 30),
                   f"local log start {tiered['local_log_start_offset']}; the client read "
                   f"{len(records)} of 30 records from offset 0", *(fetches[:1] + [first]))


def run_scenario(s: Scenario, trial: Trial) -> Verdict:
    try:
        return s.run(trial)
    except Unsupported as error:
        return Verdict(Outcome.NOT_SUPPORTED, str(error))
    except _Fail as failure:
        return failure.verdict
    except SetupError as error:
        return Verdict(Outcome.ERROR, f"setup: {error}")
    except Exception as error:  # the client's or the harness's failure, reported as such
        return Verdict(Outcome.ERROR, f"{type(error).__name__}: {error}")


