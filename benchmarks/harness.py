"""Harness start-up: what a test pays for a fresh 3-broker cluster, side by side with peers.

Measured in one run on one machine (ratios are the figure of merit):

- kafkasim `kafka_cluster` fixture: set-up plus tear-down, exactly what the pytest plugin does
  (`Cluster(brokers=3, racks=a,b,c).start()` on its own loop thread, then `stop()`); the
  issue's target is a median of at most 150 ms;
- kafkasim in the caller's loop (`async with Cluster()`), for asyncio suites;
- franz-go's kfake (`benchmarks/kfake`, a Go process: spawn to "ready" plus stop), when Go is
  available (scripts/build-peers.sh builds it);
- real Apache Kafka in KRaft mode (tests/reference/kafka_cluster.py: a controller and three
  broker JVMs, as a testcontainers-style suite would start per test class, without the
  container layer, since Docker cannot run here), when Java and its cached jars are there.

    python benchmarks/harness.py [--runs 21] [--reference-runs 3] [--no-kfake] [--no-reference]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TARGET_MS = 150.0


def time_fixture(runs: int) -> list[float]:
    from kafkasim import Cluster
    from kafkasim.pytest_plugin import DEFAULT_ARGS, HARNESS_DEFAULTS

    times = []
    for _ in range(runs):
        started = time.perf_counter()
        cluster = Cluster(**DEFAULT_ARGS, config=HARNESS_DEFAULTS).start()
        cluster.stop()
        times.append(time.perf_counter() - started)
    return times


def time_async(runs: int) -> list[float]:
    from kafkasim import Cluster

    async def once() -> float:
        started = time.perf_counter()
        async with Cluster(brokers=3, racks=("a", "b", "c")):
            pass
        return time.perf_counter() - started

    async def all_runs() -> list[float]:
        return [await once() for _ in range(runs)]

    try:
        import uvloop
    except ImportError:
        return asyncio.run(all_runs())
    return uvloop.run(all_runs())


def time_kfake(runs: int) -> list[float] | str:
    from tests.clients.peer_programs import start_kfake, stop_kfake

    try:
        process, _ = start_kfake(brokers=3)  # builds it first if needed, not timed
        stop_kfake(process)
    except Exception as error:  # no Go toolchain
        return f"unavailable: {error}".splitlines()[0]
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        process, _ = start_kfake(brokers=3)
        stop_kfake(process)
        times.append(time.perf_counter() - started)
    return times


def time_reference(runs: int) -> list[float] | str:
    from tests.reference.kafka_cluster import ReferenceCluster, find_java, jars_cached

    try:
        find_java()
    except Exception as error:
        return f"unavailable: {error}"
    if not jars_cached():
        return "unavailable: the reference jars are not cached (make reference-jars)"
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        cluster = ReferenceCluster(racks=("a", "b", "c"), tiered=False).start()
        cluster.stop()
        times.append(time.perf_counter() - started)
    return times


def row(name: str, times: list[float] | str) -> tuple[str, float | None]:
    if isinstance(times, str):
        print(f"| {name} | - | - | - | {times} |")
        return name, None
    median = statistics.median(times) * 1000
    print(f"| {name} | {len(times)} | {median:.1f} ms | {min(times) * 1000:.1f} ms | "
          f"max {max(times) * 1000:.1f} ms |")
    return name, median


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--reference-runs", type=int, default=3)
    parser.add_argument("--no-kfake", action="store_true")
    parser.add_argument("--no-reference", action="store_true")
    args = parser.parse_args(argv)

    time_fixture(2)  # imports and first-use costs out of the measurement
    print("| cluster start + stop, 3 brokers | runs | median | best | note |")
    print("|---|---|---|---|---|")
    _, fixture = row("kafkasim kafka_cluster fixture (own loop thread)", time_fixture(args.runs))
    row("kafkasim async with Cluster() (caller's loop)", time_async(args.runs))
    kfake = None
    if not args.no_kfake:
        _, kfake = row("franz-go kfake (Go process)", time_kfake(args.runs))
    reference = None
    if not args.no_reference:
        _, reference = row("Apache Kafka 4.3.1 KRaft, 1 controller + 3 broker JVMs",
                           time_reference(args.reference_runs))
    print()
    verdict = "met" if fixture <= TARGET_MS else "MISSED"
    print(f"- fixture median {fixture:.1f} ms (target <= {TARGET_MS:.0f} ms) {verdict}")
    if kfake:
        print(f"- kfake / kafkasim fixture = {kfake / fixture:.1f}x")
    if reference:
        print(f"- real Kafka / kafkasim fixture = {reference / fixture:.0f}x")
    return 0 if fixture <= TARGET_MS else 1


if __name__ == "__main__":
    raise SystemExit(main())
