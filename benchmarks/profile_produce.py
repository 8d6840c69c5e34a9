"""The cluster's CPU per record produced with acks=all, and where it goes (issue 26, part 4).

Starts `kafkasim up` (3 brokers, racks a, b, c) as a process of its own, produces `--messages`
records of `--size` bytes with confluent-kafka (acks=all, linger 5 ms) into a topic of
`--partitions` partitions and replication factor 3, and reads the kafkasim process's CPU time
(user + system, /proc) over the produce only. The CPU time, not the wall time, is the figure
of merit on a machine shared with other work: it counts what the cluster did, not what it
waited for. With `--profile` the process runs under cProfile and the functions with the most
own time on the cluster's event loop, over the produce alone, are printed (cProfile's overhead inflates every figure; compare profiles with each
other, and CPU times only without it).

    python benchmarks/profile_produce.py [--tree DIR] [--rounds 3] [--profile FILE]

`--tree` runs another checkout's kafkasim (a before/after comparison in one run).
"""

from __future__ import annotations

import argparse
import os
import pstats
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import confluent_kafka  # noqa: E402
from confluent_kafka.admin import AdminClient, NewTopic  # noqa: E402

from benchmarks.start import cpu_seconds, free_ports  # noqa: E402

# `kafkasim up` whose main thread (the cluster's event loop) is profiled between SIGUSR1 and
# SIGUSR2, which writes the stats to argv[1]: the produce alone, not the start.
PROFILED = """
import cProfile, signal, sys
profiler = cProfile.Profile()
def dump(*_):
    profiler.disable()
    profiler.dump_stats(sys.argv[1])
signal.signal(signal.SIGUSR1, lambda *_: profiler.enable())
signal.signal(signal.SIGUSR2, dump)
from kafkasim.cli import main
sys.exit(main(sys.argv[2:]))
"""


def start(tree: Path, profile: str | None) -> tuple[subprocess.Popen, str]:
    base = free_ports(3)
    command = [sys.executable, *(["-c", PROFILED, profile] if profile else ["-m", "kafkasim"]),
               "up", "--port-base", str(base)]
    env = {**os.environ, "PYTHONPATH": str(tree)}
    process = subprocess.Popen(command, env=env, cwd=tree, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True)
    for line in process.stdout:
        if line.startswith("ready"):
            return process, f"127.0.0.1:{base}"
    raise RuntimeError("kafkasim up did not start")


def produce(bootstrap: str, topic: str, messages: int, size: int, partitions: int) -> int:
    """Create the topic, produce and flush; the number of records."""
    admin = AdminClient({"bootstrap.servers": bootstrap})
    admin.create_topics([NewTopic(topic, partitions, 3)])[topic].result()
    time.sleep(0.5)  # the leaders learn their partitions
    producer = confluent_kafka.Producer({
        "bootstrap.servers": bootstrap, "acks": "all", "linger.ms": 5,
        "enable.idempotence": False,
        # room for every record at once (the queue's bytes default to 1 GiB)
        "queue.buffering.max.messages": messages + 1})
    payload = b"x" * size
    for index in range(messages):
        producer.produce(topic, payload, partition=index % partitions)
    if producer.flush(120) != 0:
        raise RuntimeError("not every record was acknowledged")
    return messages


def one_round(tree: Path, args: argparse.Namespace, profile: str | None) -> float:
    process, bootstrap = start(tree, profile)
    try:
        # A first produce outside the measurement: codecs load on first use (and compile
        # when there is no bytecode), the producer ids and connections are set up.
        produce(bootstrap, "warm-up", 2_000, args.size, args.partitions)
        before = cpu_seconds(process.pid)
        if profile:
            process.send_signal(signal.SIGUSR1)
        produce(bootstrap, "bench", args.messages, args.size, args.partitions)
        used = cpu_seconds(process.pid) - before
        if profile:
            process.send_signal(signal.SIGUSR2)
            while not os.path.exists(profile):
                time.sleep(0.1)
            time.sleep(0.5)
        return used
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(120)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", type=Path, action="append",
                        help="a checkout to run (repeatable; default this one)")
    parser.add_argument("--messages", type=int, default=100_000)
    parser.add_argument("--size", type=int, default=100)
    parser.add_argument("--partitions", type=int, default=12)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--profile", default=None, metavar="FILE",
                        help="one round under cProfile, the stats into FILE (per tree: FILE.N)")
    parser.add_argument("--top", type=int, default=30)
    args = parser.parse_args(argv)
    trees = [tree.resolve() for tree in (args.tree or [ROOT])]
    if args.profile:
        for number, tree in enumerate(trees):
            out = f"{args.profile}.{number}" if len(trees) > 1 else args.profile
            one_round(tree, args, out)
            print(f"## {tree}: cProfile, own time\n")
            pstats.Stats(out).sort_stats("tottime").print_stats(args.top)
        return 0
    results: dict[Path, list[float]] = {tree: [] for tree in trees}
    for _ in range(args.rounds):  # interleaved, so that the machine's load falls on both
        for tree in trees:
            results[tree].append(one_round(tree, args, None))
    print(f"| kafkasim tree | {args.messages:,} x {args.size} B, {args.partitions} partitions, "
          "acks=all: cluster CPU (best / median of "
          f"{args.rounds}) | us per record |")
    print("|---|---|---|")
    for tree, times in results.items():
        print(f"| {tree} | {min(times):.2f} s / {statistics.median(times):.2f} s | "
              f"{min(times) / args.messages * 1e6:.1f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
