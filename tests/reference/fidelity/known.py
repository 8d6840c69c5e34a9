"""The reviewed list of known differences: tests/reference/known_differences.toml.

Each entry names scenarios (a glob on the scenario id) and, optionally, the differing paths
(globs on the diff path, e.g. `*.error_code`), with the reason a reviewer accepted: a feature
being built in an open issue (`issue = 12`), or an intentional, documented choice
(`documented = "FEATURES.md, ..."`). A scenario is a known difference when every one of its
differing paths is covered by an entry; an uncovered path makes it differ.
"""

from __future__ import annotations

import fnmatch
import tomllib
from dataclasses import dataclass
from pathlib import Path

KNOWN_DIFFERENCES = Path(__file__).resolve().parents[1] / "known_differences.toml"


@dataclass(frozen=True)
class KnownDifference:
    scenario: str  # glob on scenario ids
    paths: tuple[str, ...]  # globs on diff paths; empty: any path
    reason: str
    issue: int | None
    documented: str | None

    def covers(self, scenario_id: str, path: str) -> bool:
        if not fnmatch.fnmatchcase(scenario_id, self.scenario):
            return False
        return not self.paths or any(fnmatch.fnmatchcase(path, p) for p in self.paths)

    @property
    def key(self) -> str:
        return f"{self.scenario} {list(self.paths)}"


def load(path: Path = KNOWN_DIFFERENCES) -> list[KnownDifference]:
    with open(path, "rb") as f:
        data = tomllib.load(f)
    entries = []
    for index, item in enumerate(data.get("difference", [])):
        unknown = set(item) - {"scenario", "paths", "reason", "issue", "documented"}
        if unknown or "scenario" not in item or not item.get("reason"):
            raise ValueError(f"{path}: entry {index} needs scenario and reason "
                             f"(unknown keys: {sorted(unknown)})")
        if item.get("issue") is None and not item.get("documented"):
            raise ValueError(f"{path}: entry {index} ({item['scenario']}) names neither an "
                             f"open issue nor where the choice is documented")
        entries.append(KnownDifference(item["scenario"], tuple(item.get("paths", ())),
                                       item["reason"].strip(), item.get("issue"),
                                       item.get("documented")))
    return entries


def classify(scenario_id: str, differences: list[tuple[str, object, object]],
             known: list[KnownDifference]) -> tuple[str, list[dict], set[str]]:
    """("same" | "known" | "differ", each difference with the entry covering it, keys of
    the entries used)."""
    rows, used = [], set()
    for path, ours, theirs in differences:
        entry = next((k for k in known if k.covers(scenario_id, path)), None)
        rows.append({"path": path, "kafkasim": ours, "kafka": theirs,
                     "known": None if entry is None else entry.reason,
                     "issue": None if entry is None else entry.issue})
        if entry is not None:
            used.add(entry.key)
    if not rows:
        return "same", rows, used
    if all(row["known"] is not None for row in rows):
        return "known", rows, used
    return "differ", rows, used
