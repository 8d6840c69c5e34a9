"""`make demo` in miniature: the demo module end to end (two `kafkasim up` clusters, a producer,
three rack-aware librdkafka consumers writing fetch logs, the Spark report) in seconds."""

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
