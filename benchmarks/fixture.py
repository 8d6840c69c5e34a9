"""Fixture speed (issue 14, target 5): a 3-broker cluster started and stopped in process.

Times the two harnesses the tests use (tests/conftest.py), with the tests' settings: the
asyncio `Cluster` (`cluster` fixture) and `start_cluster` on its own thread
(`cluster_thread` fixture). Each start returns once every broker is unfenced and has the
controller's whole metadata log. Target: median start + stop at most 50 ms.

    .venv/bin/python benchmarks/fixture.py [--rounds 20] [--markdown]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kafkasim.broker.cluster import Cluster, start_cluster  # noqa: E402
from tests.helpers.cluster import TEST_CLUSTER_CONFIG  # noqa: E402

TARGET_SECONDS = 0.050
SETTINGS = {"brokers": 3, "racks": ("a", "b", "c"), "config": TEST_CLUSTER_CONFIG}


async def asyncio_round() -> tuple[float, float]:
    started = time.perf_counter()
    cluster = Cluster(**SETTINGS)
    await cluster.start()
    ready = time.perf_counter()
    await cluster.stop()
    return ready - started, time.perf_counter() - ready


def thread_round() -> tuple[float, float]:
    started = time.perf_counter()
    handle = start_cluster(**SETTINGS)
    ready = time.perf_counter()
    handle.stop()
    return ready - started, time.perf_counter() - ready


def run(rounds: int) -> tuple[list[list[str]], list[str]]:
    """Interleave the two harnesses round by round; medians of start, stop and both."""
    timings: dict[str, list[tuple[float, float]]] = {"Cluster (asyncio)": [],
                                                     "start_cluster (thread)": []}
    for _ in range(rounds):
        timings["Cluster (asyncio)"].append(asyncio.run(asyncio_round()))
        timings["start_cluster (thread)"].append(thread_round())
    rows, verdicts = [], []
    for name, pairs in timings.items():
        start = statistics.median(p[0] for p in pairs)
        stop = statistics.median(p[1] for p in pairs)
        total = statistics.median(p[0] + p[1] for p in pairs)
        rows.append([name, f"{start * 1e3:.1f} ms", f"{stop * 1e3:.1f} ms",
                     f"{total * 1e3:.1f} ms"])
        verdicts.append(f"{name} start + stop median = {total * 1e3:.1f} ms "
                        f"(target <= {TARGET_SECONDS * 1e3:.0f} ms) "
                        f"{'met' if total <= TARGET_SECONDS else 'MISSED'}")
    return rows, verdicts


HEADER = ["harness (3 brokers)", "start median", "stop median", "start + stop median"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20, help="rounds per harness")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    arguments = parser.parse_args(argv)
    rows, verdicts = run(arguments.rounds)
    if arguments.markdown:
        print("| " + " | ".join(HEADER) + " |\n|" + "---|" * len(HEADER))
        for row in rows:
            print("| " + " | ".join(row) + " |")
        print()
        for verdict in verdicts:
            print(f"- {verdict}")
        return 0
    widths = [max(len(cell) for cell in column) for column in zip(HEADER, *rows, strict=True)]
    for row in [HEADER, *rows]:
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)))
    print()
    for verdict in verdicts:
        print(verdict)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
