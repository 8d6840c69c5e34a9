"""Project-wide checks of the code's shape (lint itself runs as `make lint`, inside `make test`)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


def test_no_import_by_string_in_the_product():
    """Verifies that nothing in the installed packages imports by string (importlib's
    import_module or __import__): every import is visible to readers and to import-linter."""
    offenders = []
    for folder in ("kafkasim", "broker", "protocol", "client", "spark_jobs"):
        for path in (ROOT / folder).rglob("*.py"):
            text = path.read_text()
            if "import_module(" in text or "__import__(" in text:
                offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


def test_every_handler_module_is_registered():
    """Verifies that broker/handlers/__init__.py imports every handler module (one per API
    key), so none is silently left out of the registry and ApiVersions."""
    from kafkasim.broker import handlers

    modules = {path.stem for path in (ROOT / "broker" / "handlers").glob("*.py")} - {"__init__"}
    assert modules == {name for name in modules if hasattr(handlers, name)}


def test_make_test_runs_lint():
    """Verifies that `make test` runs `make lint` (ruff and the import-linter contracts) first."""
    result = subprocess.run(["make", "-n", "test"], cwd=ROOT, capture_output=True, text=True,
                            timeout=60)
    planned = result.stdout
    assert "ruff check" in planned and "lint-imports" in planned
    assert planned.index("lint-imports") < planned.index("pytest")


def test_features_ledger_generated_sections_are_fresh():
    """Verifies that FEATURES.md's generated sections (the config key table) match the code:
    `python scripts/update_features.py` regenerates them."""
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "update_features.py"),
                             "--check"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


def test_document_pointers_in_code_lead_somewhere():
    """Verifies that every comment pointing at a document of ours (`docs/X.md, Section` or a
    bare `X.md`; another project's, "librdkafka's X.md", is not ours) names a file of the
    repository and, when a section is named, a heading in it."""
    pointer = re.compile(
        r"(?<!'s )\b((?:docs/)?[A-Z][A-Za-z_]*\.md)(?:, ([A-Z][A-Za-z ]*[A-Za-z]))?(?=[):;.\s])")
    broken = []
    for folder in ("kafkasim", "broker", "protocol", "client", "spark_jobs", "tests",
                   "benchmarks", "scripts"):
        for path in (ROOT / folder).rglob("*.py"):
            for match in pointer.finditer(path.read_text()):
                document, section = ROOT / match[1], match[2]
                where = f"{path.relative_to(ROOT)}: {match[0].strip()}"
                if not document.is_file():
                    broken.append(where)
                elif section and not re.search(rf"^#+ {re.escape(section)}\s*$",
                                               document.read_text(), re.M):
                    broken.append(where)
    assert broken == []
