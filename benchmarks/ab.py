"""A/B of two checkouts on a loaded machine: codec.py's own codecs, fixture.py's cluster start
and stop, and throughput.py's acks=1 produce (kafkasim as a process), interleaved round by
round.

Each measurement runs in a fresh interpreter inside its checkout (its own benchmark scripts
and its own kafkasim, ``PYTHONPATH`` and working directory set to it), and the order of A and
B alternates from round to round (ABBA...), so load from elsewhere on the machine falls on
both alike. Printed per measurement: best of the rounds for A and for B, B / A, and each
side's spread (worst / best). Codec times are CPU time; fixture and produce times are wall
time, with CPU time beside them, which a loaded machine disturbs much less: the fixture
process's, and the kafkasim process's during each produce, also less what the idle cluster
spends in as long (measured for a few seconds first).

    .venv/bin/python benchmarks/ab.py A_CHECKOUT B_CHECKOUT [--rounds 5] [--kinds ...] [--markdown]
    .venv/bin/python benchmarks/ab.py --table LOG [--markdown]   # from a run's stderr

Each measurement is also written to stderr as a JSON line, so a run cut short still gives
its table (``--table``).

A checkout needs its C record walker built (``protocol/_record_scan*.so``) and its bytecode
compiled, as ``make`` leaves it; ``git archive REV | tar -x`` and a build give an old one.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

FIXTURE_ROUNDS = 10  # start + stop pairs per harness in one measurement (median kept)
CODEC_REPEAT = 3     # timeit repeats per operation in one measurement (best kept)
IDLE_SECONDS = 3.0   # the idle cluster's CPU is measured this long before the produce cells
KINDS = ("codec", "fixture", "produce")


def load(tree: Path, name: str):
    """The checkout's own ``benchmarks/<name>.py`` as a module."""
    spec = importlib.util.spec_from_file_location(f"ab_{name}", tree / "benchmarks" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while it loads
    spec.loader.exec_module(module)
    return module


def measure_codec(tree: Path) -> dict[str, float]:
    """Seconds of CPU per operation of the checkout's own codecs (kio and kafka-python, the
    same on both sides, are left out)."""
    codec = load(tree, "codec")
    out = {}
    for name, build in codec.WORKLOADS:
        for operation, functions in codec.operations(build()).items():
            ours = {key: f for key, f in functions.items() if key.startswith("ours")}
            for key, seconds in codec.best_times(ours, CODEC_REPEAT).items():
                out[f"codec: {name}, {operation}{key[4:]}"] = seconds
    return out


def measure_fixture(tree: Path) -> dict[str, float]:
    """Median start + stop seconds of each harness fixture.py times."""
    import asyncio

    fixture = load(tree, "fixture")
    rounds = {"Cluster (asyncio)": lambda: asyncio.run(fixture.asyncio_round()),
              "start_cluster (thread)": fixture.thread_round}
    out = {}
    for name, one_round in rounds.items():
        walls, cpus = [], []
        for _ in range(FIXTURE_ROUNDS):
            cpu = time.process_time()  # every thread of this process: the cluster's too
            start, stop = one_round()
            cpus.append(time.process_time() - cpu)
            walls.append(start + stop)
        out[f"fixture: {name} start + stop"] = statistics.median(walls)
        out[f"fixture: {name} start + stop, CPU"] = statistics.median(cpus)
    return out


def measure_produce(tree: Path) -> dict[str, float]:
    """throughput.py's acks=1 cells against `kafkasim up`: wall seconds of each workload's
    produce and the kafkasim process's CPU seconds meanwhile."""
    import logging
    import warnings

    logging.basicConfig(level=logging.WARNING)
    warnings.filterwarnings("ignore", category=DeprecationWarning)
    throughput = load(tree, "throughput")
    target = throughput.start_kafkasim_process()[0]
    out = {}
    try:
        throughput.warm_up(target)
        # What the cluster spends doing nothing (heartbeats, replica fetches' long polls,
        # timers), per wall second: a produce that takes longer also idles longer.
        idle = throughput.Meter(target)
        idle.start()
        time.sleep(IDLE_SECONDS)
        idle.stop()
        idle_rate = idle.server_cpu / idle.seconds
        out["produce: idle server CPU s per s"] = idle_rate
        for count, size, partitions in throughput.WORKLOADS:
            topic = f"ab-{count}x{size}x{partitions}"
            target.create_topic(topic, partitions)
            meter = throughput.Meter(target)
            throughput.confluent_produce(target, topic, count, size, partitions, "1", meter)
            cell = f"produce acks=1 {count:,} x {size:,} B over {partitions}"
            out[f"{cell}: wall s"] = meter.seconds
            out[f"{cell}: server CPU s"] = meter.server_cpu
            out[f"{cell}: server CPU s less idle"] = meter.server_cpu - idle_rate * meter.seconds
            target.delete_topic(topic)
    finally:
        target.stop()
    return out


MEASURES = {"codec": measure_codec, "fixture": measure_fixture, "produce": measure_produce}


def run_one(tree: Path, kind: str) -> dict[str, float]:
    """One measurement in a fresh interpreter inside ``tree``."""
    environment = dict(os.environ, PYTHONPATH=str(tree))
    result = subprocess.run(
        [sys.executable, __file__, "--one", kind, str(tree)], cwd=tree, env=environment,
        capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise SystemExit(f"{kind} in {tree} failed:\n{result.stderr[-3000:]}")
    return json.loads(result.stdout.splitlines()[-1])


def fmt(name: str, seconds: float) -> str:
    if name.startswith("codec"):
        return f"{seconds * 1e6:,.1f} µs" if seconds < 1e-3 else f"{seconds * 1e3:.2f} ms"
    return f"{seconds * 1e3:,.0f} ms" if seconds < 1 else f"{seconds:.2f} s"


def table(samples: dict[str, dict[str, list[float]]], markdown: bool) -> str:
    header = ["measurement", "A best", "B best", "B / A", "A spread", "B spread"]
    rows = []
    for name in samples["A"]:
        a, b = samples["A"][name], samples["B"][name]
        rows.append([name, fmt(name, min(a)), fmt(name, min(b)), f"{min(b) / min(a):.3f}",
                     f"{max(a) / min(a):.2f}", f"{max(b) / min(b):.2f}"])
    if markdown:
        return "\n".join(["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
                         + ["| " + " | ".join(row) + " |" for row in rows])
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    return "\n".join("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True))
                     for row in [header, *rows])


def print_logged(path: Path, markdown: bool) -> int:
    """The table of the measurement lines in `path` (a run's stderr), rounds on both sides."""
    samples: dict[str, dict[str, list[float]]] = {"A": {}, "B": {}}
    rounds = set()
    for line in path.read_text().splitlines():
        if line.startswith("{"):
            entry = json.loads(line)
            rounds.add(entry["round"])
            for name, value in entry["values"].items():
                samples[entry["side"]].setdefault(name, []).append(value)
    for name in [n for n in samples["A"] if n not in samples["B"]]:
        del samples["A"][name]  # measured on one side only: the run was cut short
    print(f"{len(rounds)} rounds logged in {path}")
    print(table(samples, markdown))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("trees", nargs="*", type=Path, help="checkout A, checkout B")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--kinds", default=",".join(KINDS), help="of " + ",".join(KINDS))
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--table", type=Path, metavar="LOG",
                        help="print the table of the measurements a run wrote to stderr")
    parser.add_argument("--one", choices=KINDS, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one:
        print(json.dumps(MEASURES[args.one](args.trees[0].resolve())))
        return 0
    if args.table:
        if not args.table.is_file():
            parser.error(f"--table: no file {args.table}")
        return print_logged(args.table, args.markdown)
    if len(args.trees) != 2 or not all((t / "benchmarks").is_dir() for t in args.trees):
        parser.error("give two kafkasim checkouts, A then B")
    kinds = [kind for kind in args.kinds.split(",") if kind]
    if not kinds or set(kinds) - set(KINDS):
        parser.error(f"--kinds: a comma-separated list of {', '.join(KINDS)}")
    trees = {"A": args.trees[0].resolve(), "B": args.trees[1].resolve()}
    samples: dict[str, dict[str, list[float]]] = {"A": {}, "B": {}}
    load_before, started = os.getloadavg()[0], time.monotonic()
    for round_ in range(args.rounds):
        order = "AB" if round_ % 2 == 0 else "BA"
        for kind in kinds:
            for side in order:
                values = run_one(trees[side], kind)
                for name, value in values.items():
                    samples[side].setdefault(name, []).append(value)
                # One JSON line per measurement: a run cut short can still be tabled (--table).
                print(json.dumps({"round": round_ + 1, "side": side, "kind": kind,
                                  "values": values}), file=sys.stderr, flush=True)
    print(f"A = {trees['A']}, B = {trees['B']}: {args.rounds} interleaved rounds in "
          f"{time.monotonic() - started:.0f} s, load average before/after "
          f"{load_before:.1f}/{os.getloadavg()[0]:.1f}")
    print(table(samples, args.markdown))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
