"""The generated modules are exactly what the generator writes from schemas/ today."""

from __future__ import annotations

import filecmp
from pathlib import Path

from kafkasim.protocol.codegen.generator import generate

ROOT = Path(__file__).resolve().parents[2]


def test_regenerating_changes_nothing(tmp_path):
    """Verifies that `python -m kafkasim.protocol.codegen` reproduces protocol/messages byte for byte
    (generated code is committed and never edited by hand)."""
    generate(ROOT / "schemas", tmp_path)
    committed = ROOT / "protocol" / "messages"
    generated_names = sorted(p.name for p in tmp_path.glob("*.py"))
    committed_names = sorted(p.name for p in committed.glob("*.py"))
    assert generated_names == committed_names
    match, mismatch, errors = filecmp.cmpfiles(tmp_path, committed, generated_names, shallow=False)
    assert mismatch == [] and errors == []


def test_every_generated_module_says_it_is_generated():
    """Verifies that each generated module opens with the do-not-edit notice."""
    for path in (ROOT / "protocol" / "messages").glob("*.py"):
        first_line = path.read_text().splitlines()[0]
        assert "by protocol/codegen. Do not edit." in first_line, path.name
