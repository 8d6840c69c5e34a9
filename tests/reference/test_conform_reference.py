"""The conformance scorecard's FAILs against the reference Kafka: the same scenario code, run on
real Apache Kafka through conform_target.ReferenceTarget (Kafka's request log as the capture),
shows the same client behaviour, so a FAIL is the client's and not kafkasim's (issue 25,
acceptance 1). kafkasim's own client passes the same scenarios on Kafka: they can be passed
there."""

from __future__ import annotations

from pathlib import Path

import pytest

from kafkasim.conform import run_scorecard
from kafkasim.conform.driver import Driver
from kafkasim.conform.runner import ADAPTERS
from tests.reference import conform_target
from tests.reference.conftest import START_TIMEOUT

pytestmark = [pytest.mark.reference, pytest.mark.slow, pytest.mark.clients,
              pytest.mark.kip320, pytest.mark.kip392,
              pytest.mark.timeout(START_TIMEOUT + 600)]

KIP320 = ["kip320-current-leader-epoch", "kip320-validate-after-leader-change"]


@pytest.fixture
def target(reference_cluster):
    target = conform_target.ReferenceTarget(reference_cluster)
    try:
        yield target
    finally:
        target.close()


def outcomes(card) -> dict[str, str]:
    return {r.scenario.id: r.verdict.outcome.value for r in card.results}


def test_own_client_passes_kip320_on_kafka(target, tmp_path):
    """Verifies that the KIP-320 scenarios can be passed on Kafka: kafkasim's own client, which
    sends its leader epochs and validates after a leader change, PASSes both there."""
    card = run_scorecard("kafkasim", scenarios=KIP320, cluster=target, log_dir=tmp_path)
    assert outcomes(card) == dict.fromkeys(KIP320, "PASS"), card.table()


@pytest.mark.parametrize("client", ["aiokafka", "kafkajs"])
def test_fetches_with_no_leader_epoch_on_kafka_too(target, tmp_path, client):
    """Verifies that aiokafka's and kafkajs's KIP-320 FAILs are theirs: on Kafka too each
    fetches at Fetch v11 with CurrentLeaderEpoch -1 (KIP-320 'Protocol Changes: Fetch') and
    sends no OffsetForLeaderEpoch after the leader moves (KIP-320 'Consumer Handling'), so
    both scenarios FAIL there as on kafkasim."""
    start = target.control.capture.sequence
    card = run_scorecard(client, scenarios=KIP320, cluster=target, log_dir=tmp_path)
    assert outcomes(card) == dict.fromkeys(KIP320, "FAIL"), card.table()
    clients = {f"conform-{id_}" for id_ in KIP320}
    fetches = [e for e in target.log.exchanges("Fetch", since=start) if e.client_id in clients]
    assert fetches and {e.api_version for e in fetches} == {11}
    assert {p.current_leader_epoch for e in fetches for t in e.request.topics
            for p in t.partitions} == {-1}
    assert not [e for e in target.log.exchanges("OffsetForLeaderEpoch", since=start)
                if e.client_id in clients]


def franz_go_driver(target, log: Path) -> Driver:
    from tests.clients import peer_programs

    peer_programs.build("go")
    return Driver(ADAPTERS["franz-go"](), stderr=log)


def test_franz_go_returns_to_the_leader_on_kafka(target, tmp_path):
    """Verifies KIP-392's fallback on Kafka with franz-go: the partition reassigned off the
    rack-b follower it reads from, the follower answers NOT_LEADER_OR_FOLLOWER with KIP-951's
    hint of the leader in a new epoch, and franz-go's next fetch goes to the leader: the
    scenario PASSes there as on kafkasim."""
    from tests.clients import peer_programs

    peer_programs.build("go")
    card = run_scorecard("franz-go", scenarios=["kip392-follower-not-leader"], cluster=target,
                         log_dir=tmp_path)
    assert outcomes(card) == {"kip392-follower-not-leader": "PASS"}, card.table()
    refused, after = card.results[0].verdict.evidence
    hint = refused["response"]["partitions"][0]["current_leader"]
    assert (refused["broker"], hint["leader_id"], after["broker"]) == (2, 1, 1)
    assert hint["leader_epoch"] > refused["request"]["partitions"][0]["current_leader_epoch"]


def test_kafkajs_stays_on_the_follower_on_kafka_too(target, tmp_path):
    """Verifies that kafkajs's kip392-follower-not-leader FAIL is kafkajs's: on Kafka, the
    partition reassigned off the rack-b follower kafkajs reads from, the follower answers
    NOT_LEADER_OR_FOLLOWER (Fetch v11: no hint) and kafkajs fetches from that follower again
    instead of going back to the leader (KIP-392), as on kafkasim."""
    card = run_scorecard("kafkajs", scenarios=["kip392-follower-not-leader"], cluster=target,
                         log_dir=tmp_path)
    assert outcomes(card) == {"kip392-follower-not-leader": "FAIL"}, card.table()
    refused, after = card.results[0].verdict.evidence
    assert (refused["broker"], after["broker"]) == (2, 2)


def test_franz_go_waits_for_metadata_after_a_hint_on_kafka_too(target, tmp_path):
    """Verifies that franz-go's KIP-951 FAIL is franz-go's: on Kafka, after the old leader's
    FENCED_LEADER_EPOCH (or NOT_LEADER_OR_FOLLOWER) answer names the new leader (KIP-951
    'Proposed Changes: Client'), franz-go's next requests are a Metadata request answered
    before its first fetch from the new leader, as on kafkasim (where that Metadata answer
    was held 3 s and the fetch waited for it)."""
    driver = franz_go_driver(target, tmp_path / "franz-go.stderr")
    try:
        trial = conform_target.trial(target, "franz-go", driver, {"rack"})
        seen = conform_target.hint_then_metadata(trial, "conform-ref-kip951")
    finally:
        driver.close()
        target.reset()
    assert seen["hinted"] is not None and seen["first"] is not None, seen
    assert len(seen["records"]) == 10
    assert seen["between"], (seen["hinted"], seen["first"])
