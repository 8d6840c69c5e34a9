"""Project-wide checks: dependency direction and lint, so CI enforces them."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


def run_tool(name: str, *args: str) -> subprocess.CompletedProcess:
    tool = BIN / name if (BIN / name).exists() else shutil.which(name)
    if tool is None:
        pytest.skip(f"{name} is not installed")
    return subprocess.run([str(tool), *args], cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_import_contracts_hold():
    """Verifies the dependency direction in pyproject's import-linter contracts: protocol imports
    nothing of ours, client never imports broker, spark_jobs only the fetch-log schema."""
    result = run_tool("lint-imports")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_is_clean():
    """Verifies that `ruff check .` reports nothing (generated code is excluded by config)."""
    result = run_tool("ruff", "check", "--quiet", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_features_ledger_generated_sections_are_fresh():
    """Verifies that FEATURES.md's generated sections (the config key table) match the code:
    `python scripts/update_features.py` regenerates them."""
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "update_features.py"),
                             "--check"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
