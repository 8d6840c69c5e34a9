"""The examples a client-library author copies (examples/) pass as they are, run the way a user
runs them: pytest on the files, the plugin's fixtures, no conftest."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers.plugin import plugin_args

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.mark.timeout(600)  # every example, in a pytest process of its own
def test_examples_pass():
    """Verifies examples/: a consumer follows a leader change through KIP-951's hints without a
    Metadata request, survives a KIP-227 fetch-session eviction, detects a truncation after an
    unclean election (KIP-320), reads what only the remote tier holds through a failed
    remote fetch (KIP-405), and sees TOPIC_AUTHORIZATION_FAILED until granted WRITE (Kafka's
    StandardAuthorizer), loses no acknowledged record through a seeded chaos run (the
    correctness checker), and delivers each record once through a connection reset in the
    middle of a Produce answer and a Fetch answer cut mid-frame (TCP faults)."""
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", "-p", "no:cacheprovider",
         *plugin_args(), "-W", "ignore::DeprecationWarning", "--rootdir", str(EXAMPLES),
         "-c", os.devnull, str(EXAMPLES)],
        capture_output=True, text=True, timeout=600, cwd=EXAMPLES)
    assert result.returncode == 0, result.stdout[-5000:] + result.stderr[-2000:]
    assert "7 passed" in result.stdout
