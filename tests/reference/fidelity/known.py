"""The reviewed list of known differences: tests/reference/known_differences.toml.

Each entry names scenarios (an fnmatch glob on the scenario id), the reason a reviewer accepted
— a feature being built in an open issue (`issue = 12`) or an intentional, documented choice
(`documented = "FEATURES.md, ..."`) — and what differs, as a non-empty `expect` list: per
node, its path and the value each side must show there::

    expect = [{ path = "*.max_version", kafkasim = 11, kafka = 13 }]

A path is a glob on the diff path (compare.py) in which only `*` is special (any run of
characters: diff paths hold brackets); it may name a leaf or a whole subtree, whose normalised
value is then compared as a whole. `"<absent>"` stands for a key or element one side lacks,
`"<null>"` for null. A node is known when a path matches it AND both sides show exactly the
expected values; anything else there (another version, a crash, no answer) differs. An entry
without paths is refused: it would excuse whatever the scenario does.
"""

from __future__ import annotations

import fnmatch
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.reference.fidelity.compare import Difference, leaf

KNOWN_DIFFERENCES = Path(__file__).resolve().parents[1] / "known_differences.toml"
NULL = "<null>"


class KnownDifferencesError(ValueError):
    """known_differences.toml has an entry the loader refuses."""


def _value(value: Any) -> Any:
    """A TOML value as it appears in a normalised tree ("<null>" is None)."""
    if value == NULL:
        return None
    if isinstance(value, list):
        return [_value(v) for v in value]
    if isinstance(value, dict):
        return {k: _value(v) for k, v in value.items()}
    return value


def _path_pattern(glob: str) -> re.Pattern:
    return re.compile(".*".join(re.escape(part) for part in glob.split("*")))


@dataclass(frozen=True)
class Expectation:
    """One node of a known difference: where, and what each side shows there."""

    path: str  # glob, `*` only
    kafkasim: Any
    kafka: Any
    pattern: re.Pattern

    def matches(self, path: str, ours: Any, theirs: Any) -> bool:
        return (self.pattern.fullmatch(path) is not None
                and ours == self.kafkasim and theirs == self.kafka)


@dataclass(frozen=True)
class KnownDifference:
    scenario: str  # glob on scenario ids
    expect: tuple[Expectation, ...]
    reason: str
    issue: int | None
    documented: str | None

    def applies(self, scenario_id: str) -> bool:
        return fnmatch.fnmatchcase(scenario_id, self.scenario)

    def key(self, expectation: Expectation) -> str:
        return f"{self.scenario} {expectation.path}"

    @property
    def keys(self) -> list[str]:
        return [self.key(e) for e in self.expect]


def _entry(path: Path, index: int, item: dict) -> KnownDifference:
    where = f"{path}: entry {index} ({item.get('scenario', '?')})"
    unknown = set(item) - {"scenario", "expect", "reason", "issue", "documented"}
    if unknown or "scenario" not in item or not item.get("reason"):
        raise KnownDifferencesError(f"{where} needs scenario and reason "
                                    f"(unknown keys: {sorted(unknown)})")
    if item.get("issue") is None and not item.get("documented"):
        raise KnownDifferencesError(f"{where} names neither an open issue nor where the "
                                    f"choice is documented")
    expect = item.get("expect")
    if not isinstance(expect, list) or not expect:
        raise KnownDifferencesError(f"{where} names no paths: `expect` must list each "
                                    f"differing path with the value on each side")
    expectations = []
    for node in expect:
        if not isinstance(node, dict) or set(node) != {"path", "kafkasim", "kafka"}:
            raise KnownDifferencesError(f"{where}: each `expect` item has exactly path, "
                                        f"kafkasim and kafka, not {node!r}")
        glob = node["path"]
        if not isinstance(glob, str) or not glob.strip("*"):
            raise KnownDifferencesError(f"{where}: path {glob!r} names no node")
        ours, theirs = _value(node["kafkasim"]), _value(node["kafka"])
        if ours == theirs:
            raise KnownDifferencesError(f"{where}: {glob} expects the same value on both "
                                        f"sides ({ours!r}): that is no difference")
        expectations.append(Expectation(glob, ours, theirs, _path_pattern(glob)))
    return KnownDifference(item["scenario"], tuple(expectations), item["reason"].strip(),
                           item.get("issue"), item.get("documented"))


def load(path: Path = KNOWN_DIFFERENCES) -> list[KnownDifference]:
    """Every entry of the file; raises KnownDifferencesError on one it refuses."""
    with open(path, "rb") as f:
        data = tomllib.load(f)
    unknown = set(data) - {"difference"}
    if unknown:
        raise KnownDifferencesError(f"{path}: unknown tables {sorted(unknown)}")
    return [_entry(path, index, item) for index, item in enumerate(data.get("difference", []))]


class Coverage:
    """The known differences of one scenario, as compare.diff's `cover` callback; remembers
    which expectations it used."""

    def __init__(self, scenario_id: str, known: list[KnownDifference]) -> None:
        self.entries = [k for k in known if k.applies(scenario_id)]
        self.used: set[str] = set()

    def __call__(self, path: str, ours: Any, theirs: Any) -> KnownDifference | None:
        for entry in self.entries:
            for expectation in entry.expect:
                if expectation.matches(path, ours, theirs):
                    self.used.add(entry.key(expectation))
                    return entry
        return None


def classify(differences: list[Difference]) -> tuple[str, list[dict]]:
    """("same" | "known" | "differ", one report row per difference)."""
    rows = [{"path": d.path, "kafkasim": leaf(d.ours), "kafka": leaf(d.theirs),
             "known": None if d.known is None else d.known.reason,
             "issue": None if d.known is None else d.known.issue}
            for d in differences]
    if not rows:
        return "same", rows
    if all(row["known"] is not None for row in rows):
        return "known", rows
    return "differ", rows

