"""`kafkasim conform` (issue 25): the driver protocol, the shipped adapters and the scenarios'
verdicts, from Python and from the command line."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

from kafkasim.conform import run_scorecard
from kafkasim.conform.scenarios import SCENARIOS

pytestmark = [pytest.mark.clients, pytest.mark.timeout(600)]

KAFKASIM = [sys.executable, "-m", "kafkasim"]


def outcomes(card) -> dict[str, str]:
    return {r.scenario.id: r.verdict.outcome.value for r in card.results}


def test_own_client_follows_the_preferred_replica_and_uses_sessions(tmp_path):
    """Verifies that the scorecard decides from captured requests: kafkasim's own client
    fetches from the rack-b follower the leader names (KIP-392) and opens an incremental fetch
    session (KIP-227), and each PASS carries the Fetch exchanges that decided it."""
    card = run_scorecard("kafkasim", scenarios=["kip392-follower-fetch",
                                                "kip227-incremental-session"],
                         log_dir=tmp_path)
    assert outcomes(card) == {"kip392-follower-fetch": "PASS",
                              "kip227-incremental-session": "PASS"}
    named, served = card.results[0].verdict.evidence
    assert named["broker"] == 1 and named["request"]["rack_id"] == "b"
    assert any(p.get("preferred_read_replica") == 2 for p in named["response"]["partitions"])
    assert served["broker"] == 2
    assert any(p["record_bytes"] > 0 for p in served["response"]["partitions"])
    full, incremental = card.results[1].verdict.evidence
    assert full["request"]["session_epoch"] == 0
    assert incremental["request"]["session_id"] == full["response"]["session_id"] != 0
    assert incremental["request"]["session_epoch"] >= 1


MINIMAL_ADAPTER = textwrap.dedent("""
    import json, sys
    for line in sys.stdin:
        request = json.loads(line)
        if request["op"] == "hello":
            answer = {"ok": True, "client": "minimal", "version": "0", "features": []}
        elif request["op"] == "close":
            answer = {"ok": True}
        else:
            answer = {"ok": False, "error": "UNSUPPORTED", "message": request["op"]}
        answer["id"] = request["id"]
        print(json.dumps(answer), flush=True)
        if request["op"] == "close":
            break
""")


def test_a_client_without_an_op_is_not_supported(tmp_path):
    """Verifies the driver protocol's UNSUPPORTED answer: an adapter that offers no rack and
    no consumer gets NOT-SUPPORTED, not FAIL, in every scenario it cannot run."""
    adapter = tmp_path / "minimal.py"
    adapter.write_text(MINIMAL_ADAPTER)
    card = run_scorecard("minimal", command=[sys.executable, str(adapter)],
                         scenarios=["kip392-follower-fetch", "kip320-current-leader-epoch"],
                         log_dir=tmp_path)
    assert card.client == "minimal"
    assert outcomes(card) == {"kip392-follower-fetch": "NOT-SUPPORTED",
                              "kip320-current-leader-epoch": "NOT-SUPPORTED"}


@pytest.mark.slow
def test_own_client_passes_every_scenario(tmp_path):
    """Verifies that kafkasim's own client, which implements the client side of KIP-392,
    227, 320, 951 and reads from the remote tier (docs/client.md), passes every scenario."""
    card = run_scorecard("kafkasim", log_dir=tmp_path)
    assert outcomes(card) == {id_: "PASS" for id_ in SCENARIOS}, card.table()


@pytest.mark.slow
def test_librdkafka_scorecard(tmp_path):
    """Verifies confluent-kafka's (librdkafka's) scorecard: it follows the preferred replica
    and falls back to the leader (KIP-392), sends and validates leader epochs (KIP-320), uses
    KIP-951's hints while Metadata is held back, reads below the local log start
    (KIP-405/1023), and sends only sessionless fetches (epoch -1): librdkafka does not
    implement KIP-227, so those scenarios are NOT-SUPPORTED."""
    card = run_scorecard("confluent-kafka", log_dir=tmp_path)
    expected = {id_: "PASS" for id_ in SCENARIOS}
    expected["kip227-incremental-session"] = expected["kip227-session-evicted"] = \
        "NOT-SUPPORTED"
    assert outcomes(card) == expected, card.table()


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([*KAFKASIM, "conform", *args], capture_output=True, text=True,
                          timeout=300, stdin=subprocess.DEVNULL)


def test_cli_writes_table_json_and_html(tmp_path):
    """Verifies `kafkasim conform CLIENT --json FILE --html FILE`: the table on stdout, the
    same verdicts in the JSON, an HTML page with the verdict and the evidence, exit 0."""
    done = run_cli("kafkasim", "--scenario", "kip392-follower-fetch",
                   "--json", str(tmp_path / "card.json"), "--html", str(tmp_path / "card.html"),
                   "--log-dir", str(tmp_path / "logs"))
    assert done.returncode == 0, done.stderr
    assert "kip392-follower-fetch" in done.stdout and "PASS" in done.stdout
    card = json.loads((tmp_path / "card.json").read_text())
    assert card["counts"]["PASS"] == 1
    assert card["scenarios"][0]["kip"] == "KIP-392" and card["scenarios"][0]["evidence"]
    page = (tmp_path / "card.html").read_text()
    assert "kip392-follower-fetch" in page and "evidence (2 requests)" in page


@pytest.mark.parametrize("args", [
    ("nosuch-client",),
    ("kafkasim", "--scenario", "kip0-nothing"),
    ("kafkasim", "--json", "/proc/no/such/dir/card.json"),
    ("minimal", "--adapter", "/nonexistent/adapter"),
    ("java", "--adapter", ""),
    (),
])
def test_cli_wrong_input_is_one_line_and_exit_2(args):
    """Verifies that `kafkasim conform` with a wrong client, scenario, output path or adapter
    command prints one line on stderr and exits 2, with no traceback."""
    done = run_cli(*args)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert "Traceback" not in done.stderr
    assert len(lines) <= 2 and lines[-1].startswith("kafkasim conform"), done.stderr


@pytest.mark.slow
def test_java_client_scorecard(tmp_path):
    """Verifies the Java client's (kafka-clients, the reference broker's version) scorecard
    through its adapter (tests/clients/java's ConformAdapter): it implements the client side
    of every KIP the scenarios check and passes each."""
    from tests.clients import peer_programs

    peer_programs.build("java")
    card = run_scorecard("java", log_dir=tmp_path)
    assert card.version == peer_programs.kafka_version()
    assert outcomes(card) == {id_: "PASS" for id_ in SCENARIOS}, card.table()


@pytest.mark.slow
def test_http_control_plane_runs_a_scorecard(tmp_path):
    """Verifies POST /conform on the HTTP control plane: a scorecard for the named client
    and scenarios as the JSON of Scorecard.as_dict, and a wrong client or scenario answered
    400 with a JSON error (no traceback)."""
    import urllib.error
    import urllib.request

    import kafkasim
    from kafkasim.control_http import ControlPlane

    def post(body: dict) -> tuple[int, dict]:
        request = urllib.request.Request(
            f"{plane.url}/conform", data=json.dumps(body).encode(), method="POST",
            headers={"Authorization": f"Bearer {plane.token}",
                     "Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=300) as answer:
                return answer.status, json.loads(answer.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read())

    with kafkasim.Cluster(brokers=1) as cluster:
        plane = ControlPlane(cluster, "127.0.0.1").start()
        status, card = post({"client": "kafkasim", "scenarios": ["kip320-current-leader-epoch"]})
        assert status == 200, card
        assert card["client"] == "kafkasim" and card["counts"]["PASS"] == 1
        assert card["scenarios"][0]["evidence"][0]["api"] == "Fetch"
        for body in ({"client": "nosuch"}, {"client": "kafkasim", "scenarios": ["kip0-x"]},
                     {"client": "x", "adapter": ["/nonexistent/adapter"]}, {"scenarios": []}):
            status, answer = post(body)
            assert status == 400 and answer["error"]["message"], (body, answer)


@pytest.mark.slow
def test_kafka_python_scorecard(tmp_path):
    """Verifies kafka-python's scorecard: every scenario PASSes but KIP-951's, NOT-SUPPORTED
    because kafka-python speaks Fetch v12 (hints came with v16)."""
    card = run_scorecard("kafka-python", log_dir=tmp_path)
    expected = {id_: "PASS" for id_ in SCENARIOS}
    expected["kip951-fetch-hint"] = expected["kip951-produce-hint"] = "NOT-SUPPORTED"
    assert outcomes(card) == expected, card.table()


@pytest.mark.slow
def test_aiokafka_scorecard(tmp_path):
    """Verifies aiokafka's scorecard where it is settled: it follows the preferred replica
    (KIP-392) and reads below the local log start, sends sessionless fetches only (KIP-227
    NOT-SUPPORTED), speaks Fetch v11 (KIP-951 NOT-SUPPORTED), and fetches from followers at
    v11 with CurrentLeaderEpoch -1 and no OffsetForLeaderEpoch validation: no KIP-320 fencing
    (the KAFKA-14255 pattern), which the KIP-320 scenarios FAIL."""
    card = run_scorecard("aiokafka", log_dir=tmp_path)
    found = outcomes(card)
    assert {id_: found[id_] for id_ in (
        "kip392-follower-fetch", "kip392-follower-not-leader", "kip392-preferred-replica-dies",
        "kip405-read-below-local-start")} == dict.fromkeys(
        ("kip392-follower-fetch", "kip392-follower-not-leader",
         "kip392-preferred-replica-dies", "kip405-read-below-local-start"), "PASS"), card.table()
    assert found["kip227-incremental-session"] == found["kip227-session-evicted"] == \
        found["kip951-fetch-hint"] == "NOT-SUPPORTED", card.table()
    assert found["kip320-current-leader-epoch"] == "FAIL", card.table()
    assert found["kip320-validate-after-leader-change"] == "FAIL", card.table()
    # KIP-392 case 4: a follower's OFFSET_OUT_OF_RANGE resets aiokafka to the earliest offset
    # (a ListOffsets, the records read again) instead of validating the position.
    assert found["kip392-follower-out-of-range"] == "FAIL", card.table()
    assert found["kip392-follower-offset-not-available"] == "PASS", card.table()
    assert found["kip320-unknown-leader-epoch"] == "NOT-SUPPORTED", card.table()  # epoch -1
    assert found["kip951-produce-hint"] == "NOT-SUPPORTED", card.table()  # Produce v7


@pytest.mark.slow
def test_franz_go_scorecard(tmp_path):
    """Verifies franz-go's scorecard (tests/clients/go's conform mode) where it passes:
    follower fetching and its fallbacks but for a dead preferred replica (KIP-392),
    incremental sessions and a new full fetch after eviction (KIP-227), leader epochs,
    validation and truncation detection (KIP-320), reads below the local log start. Its FAILs
    (kip392-preferred-replica-dies, KIP-951) are franz-go's, as the reference Kafka shows
    (tests/reference/test_conform_reference.py, docs/harness.md)."""
    from tests.clients import peer_programs

    peer_programs.build("go")
    card = run_scorecard("franz-go", log_dir=tmp_path)
    found = outcomes(card)
    passing = ("kip392-follower-fetch", "kip392-follower-not-leader",
               "kip392-follower-out-of-range",
               "kip392-follower-offset-not-available", "kip320-unknown-leader-epoch",
               "kip951-produce-hint",
               "kip227-incremental-session",
               "kip227-session-evicted",
               "kip320-current-leader-epoch", "kip320-validate-after-leader-change",
               "kip320-diverging-epoch", "kip405-read-below-local-start")
    assert {id_: found[id_] for id_ in passing} == dict.fromkeys(passing, "PASS"), card.table()


@pytest.mark.slow
def test_kafkajs_scorecard(tmp_path):
    """Verifies kafkajs's scorecard (tests/clients/kafkajs_conform.js under Node) where it is
    settled: it follows the preferred replica (KIP-392) and reads below the local log start,
    sends sessionless fetches only (KIP-227 NOT-SUPPORTED), speaks Fetch v11 (KIP-951
    NOT-SUPPORTED) with CurrentLeaderEpoch -1 and no OffsetForLeaderEpoch after a leader change:
    the KIP-320 scenarios FAIL, as they do on the reference Kafka
    (tests/reference/test_conform_reference.py)."""
    card = run_scorecard("kafkajs", log_dir=tmp_path)
    assert card.client == "kafkajs"
    found = outcomes(card)
    expected = {"kip392-follower-fetch": "PASS", "kip405-read-below-local-start": "PASS",
                "kip392-follower-offset-not-available": "PASS",
                "kip392-follower-out-of-range": "FAIL",  # resets to the earliest offset
                "kip392-follower-not-leader": "FAIL",  # fetches the removed follower again
                "kip320-unknown-leader-epoch": "NOT-SUPPORTED",  # it sends epoch -1
                "kip951-produce-hint": "NOT-SUPPORTED",  # Produce v7
                "kip227-incremental-session": "NOT-SUPPORTED",
                "kip227-session-evicted": "NOT-SUPPORTED", "kip951-fetch-hint": "NOT-SUPPORTED",
                "kip320-current-leader-epoch": "FAIL",
                "kip320-validate-after-leader-change": "FAIL"}
    assert {id_: found[id_] for id_ in expected} == expected, card.table()
