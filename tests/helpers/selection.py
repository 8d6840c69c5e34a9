"""How a run is split and what it left out (a pytest plugin, loaded by tests/conftest.py).

- Under pytest-xdist with `--dist loadgroup`, the tests that share a session-wide resource run on
  one worker, so a run starts that resource once: the reference cluster (real Apache Kafka, four
  JVMs, `tests/reference/`) and the SparkSession (`tests/spark/`). Those groups are dispatched
  first (the biggest work units); every other test is balanced on its own.
- A run that deselects tests by marker (`make test` leaves the `slow` and `reference` ones to
  `make check`) ends with one line that counts them by marker, with or without xdist, so nothing
  is left out silently.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

# Test folder -> the work unit its tests share (the folder's conftest.py holds the resource).
# By path, since xdist's scheduler sees test ids only; its own `xdist_group` markers are not
# read under pytest 9.2 (xdist 3.8.0 renames `item._nodeid`, which pytest 9.2 no longer reads).
SHARED_RESOURCES = {"tests/reference/": "reference-cluster", "tests/spark/": "spark-session"}


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log):
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadGroupScheduling

    class SharedResourceScheduling(LoadGroupScheduling):
        def _split_scope(self, nodeid: str) -> str:
            group = next((group for folder, group in SHARED_RESOURCES.items()
                          if nodeid.startswith(folder)), None)
            return group or super()._split_scope(nodeid)

    return SharedResourceScheduling(config, log)


_DESELECTED = pytest.StashKey[list]()
_COUNTS = pytest.StashKey[Counter]()


def pytest_configure(config: pytest.Config) -> None:
    config.stash[_DESELECTED] = []
    config.stash[_COUNTS] = Counter()


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
