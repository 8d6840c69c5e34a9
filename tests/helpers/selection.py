"""How a run is split and what it left out (a pytest plugin, loaded by tests/conftest.py).

- Under pytest-xdist with `--dist loadgroup`, the tests that share a session-wide resource run on
  one worker, so a run starts that resource once: the reference cluster (real Apache Kafka, four
  JVMs, tests marked `reference`) and the SparkSession (tests marked `spark`).
- A run that deselects tests by marker (`make test` leaves the `slow` and `reference` ones to
  `make check`) ends with one line that counts them by marker, with or without xdist, so nothing
  is left out silently.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

# Marker -> the xdist group its tests share (one worker each, in the order the markers are
# listed: a test marked both is placed by the first).
SHARED_RESOURCES = {"reference": "reference-cluster", "spark": "spark-session"}

_DESELECTED = pytest.StashKey[list]()
_COUNTS = pytest.StashKey[Counter]()


def pytest_configure(config: pytest.Config) -> None:
    config.stash[_DESELECTED] = []
    config.stash[_COUNTS] = Counter()


# Before xdist's own hook, which reads the groups into the test ids.
@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not config.pluginmanager.hasplugin("xdist"):
        return
    for item in items:
        for marker, group in SHARED_RESOURCES.items():
            if item.get_closest_marker(marker) is not None:
                item.add_marker(pytest.mark.xdist_group(group))
                break


def pytest_deselected(items: list[pytest.Item]) -> None:
    if items:
        items[0].config.stash[_DESELECTED].extend(items)


def _left_out(config: pytest.Config) -> Counter:
    """Deselected tests by the first marker of the `-m` expression they carry ("other" for
    those deselected by -k or with none of its markers)."""
    named = re.findall(r"[A-Za-z_][A-Za-z0-9_]*", config.option.markexpr or "")
    markers = [name for name in named if name not in ("not", "and", "or")]
    counts: Counter = Counter()
    for item in config.stash[_DESELECTED]:
        counts[next((m for m in markers if item.get_closest_marker(m)), "other")] += 1
    return counts


def pytest_sessionfinish(session: pytest.Session) -> None:
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:  # an xdist worker: every worker collected the same tests
        workeroutput["deselected_by_marker"] = dict(_left_out(session.config))


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error) -> None:
    """(xdist, on the controller) The deselected counts a worker collected; all agree."""
    counts = getattr(node, "workeroutput", {}).get("deselected_by_marker")
    if counts and not node.config.stash[_COUNTS]:
        node.config.stash[_COUNTS].update(counts)


@pytest.hookimpl(trylast=True)
def pytest_terminal_summary(terminalreporter, config: pytest.Config) -> None:
    if hasattr(config, "workeroutput") or not config.option.markexpr:
        return
    counts = config.stash[_COUNTS] or _left_out(config)
    total = sum(counts.values())
    if not total:
        return
    parts = ", ".join(f"{marker} {count}" for marker, count in counts.most_common())
    terminalreporter.write_line(
        f"left out by -m {config.option.markexpr!r}: {total} tests ({parts}); "
        f"`make check` runs every test")
