"""`make demo` in miniature: the demo module end to end (two `kafkasim up` clusters with the
network model, a producer, per rack a librdkafka consumer and a kafkasim consumer writing fetch
logs, broker-side fetch records, the Spark report) in seconds."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.slow, pytest.mark.spark, pytest.mark.clients, pytest.mark.kip392,
              pytest.mark.timeout(600)]

REPOSITORY = Path(__file__).resolve().parents[2]


def test_demo_quick_mode_writes_the_report_and_rack_aware_fetching_wins(tmp_path):
    """Verifies that the demo's reduced mode delivers every message to each rack's consumer in
    both runs, writes the HTML report and summary, and that with the rack-aware selector
    (KIP-392) the cross-rack fraction of fetched bytes is lower than with the leader
    selector."""
    env = {**os.environ, "PYTHONPATH": str(REPOSITORY)}
    completed = subprocess.run(
        [sys.executable, "-m", "kafkasim.client.demo", "run", "--quick", "--out", str(tmp_path)],
        cwd=REPOSITORY, env=env, capture_output=True, text=True, timeout=540)
    assert completed.returncode == 0, completed.stdout[-3000:] + completed.stderr[-3000:]
    for name in ("report.html", "summary.json"):
        assert (tmp_path / "report" / name).is_file()
    numbers = json.loads((tmp_path / "headline.json").read_text())
    for phase in numbers["phases"].values():
        assert set(phase["consumed"].values()) == {phase["produced"]} and phase["produced"] > 0
    assert numbers["cross_rack_fraction_after"] < numbers["cross_rack_fraction_before"]
    assert numbers["cross_rack_bytes_saved"] > 0
    assert "HTML report:" in completed.stdout
    # Issue 13: the network model's numbers. With three racks and every consumer reading every
    # partition, the leader selector sends 2/3 of the bytes across racks; the rack-aware one
    # keeps them in the rack.
    assert numbers["cross_rack_fraction_before"] == pytest.approx(2 / 3, abs=0.05)
    assert numbers["cross_rack_fraction_after"] <= 0.05
    assert numbers["cross_rack_cost_before"] > numbers["cross_rack_cost_after"] >= 0
    pairs = {f"{a}->{b}" for a in "abc" for b in "abc"}
    assert set(numbers["topology"]["latency_ms"]) == pairs
    assert set(numbers["latency_ms"]) == {"rack-aware", "leader"}
    for by_pair in numbers["latency_ms"].values():
        assert set(by_pair) <= pairs and by_pair
        assert all(set(v) >= {"p50", "p99"} and v["p99"] >= v["p50"] > 0
                   for v in by_pair.values())
    # Acceptance check 2: our consumer's exact logs and the broker-side records agree within
    # 1% on bytes per rack pair (librdkafka's interval statistics are only approximate).
    for kinds in numbers["reconciliation_max_difference"].values():
        assert kinds["kafkasim"] <= 0.01
