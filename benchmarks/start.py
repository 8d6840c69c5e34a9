"""Process start to the first Metadata answer (issue 26, Start): `kafkasim up`, `kafkasim
broker` and franz-go's kfake, side by side in one run.

Each round spawns the process and dials its first listener every millisecond; the clock stops
when a Metadata v4 answer lists every broker the command starts (3 for `up` and kfake, 1 for
`broker`, whose controller runs already). kafkasim is timed twice:

- with bytecode: compiled beforehand into a cache of its own (PYTHONPYCACHEPREFIX), as the
  Makefile's venv and an installed wheel have it;
- without: PYTHONDONTWRITEBYTECODE=1 and a cache that holds the standard library's and the
  dependencies' bytecode but none of kafkasim's, so every start compiles kafkasim's modules
  (what these machines did before the Makefile compiled at install).

Targets: median <= 0.1 s with bytecode, <= 0.3 s without. Beside the wall time, the process's
own CPU time up to the answer (/proc): on a machine shared with other work the wall time
includes waiting for a core, the CPU time does not.

    python benchmarks/start.py [--rounds 11] [--no-kfake] [--tree DIR]

`--tree` times another checkout's kafkasim; given twice or more, the checkouts take turns
round by round (a before/after comparison in one run, under the same load).
"""

from __future__ import annotations

import argparse
import compileall
import contextlib
import os
import random
import shutil
import signal
import socket
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TARGETS = {"bytecode": 0.1, "no bytecode": 0.3}
TICKS = os.sysconf("SC_CLK_TCK")
KAFKASIM = [sys.executable, "-m", "kafkasim"]
# Metadata v4, header v1 (correlation id 1, no client id), every topic, no auto-creation.
METADATA_V4 = struct.pack(">hhih", 3, 4, 1, -1) + struct.pack(">ib", -1, 0)
REQUEST = struct.pack(">i", len(METADATA_V4)) + METADATA_V4


def free_ports(count: int) -> int:
    """A base port from which `count` consecutive ports are free on 127.0.0.1."""
    while True:
        base = random.randrange(20000, 60000)
        sockets = []
        try:
            for offset in range(count):
                probe = socket.socket()
                sockets.append(probe)
                probe.bind(("127.0.0.1", base + offset))
            return base
        except OSError:
            continue
        finally:
            for probe in sockets:
                probe.close()


def metadata_brokers(port: int) -> int | None:
    """The number of brokers a Metadata v4 answer from 127.0.0.1:`port` lists; None when the
    port does not answer yet."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=2.0) as connection:
            connection.sendall(REQUEST)
            data = b""
            while len(data) < 4 or len(data) < 4 + struct.unpack(">i", data[:4])[0]:
                chunk = connection.recv(65536)
                if not chunk:
                    return None
                data += chunk
    except OSError:
        return None
    return struct.unpack(">i", data[12:16])[0]  # size, correlation id, throttle, brokers


def cpu_seconds(pid: int) -> float:
    """User + system CPU of process `pid` so far (/proc; its threads included)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def time_to_metadata(command: list[str], port: int, brokers: int, env: dict[str, str],
                     cwd: Path, timeout: float = 60.0) -> tuple[float, float]:
    """(wall seconds, the process's CPU seconds) from spawn to the first Metadata answer that
    lists `brokers` brokers."""
    started = time.perf_counter()
    process = subprocess.Popen(command, env=env, cwd=cwd, stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        while time.perf_counter() - started < timeout:
            answered = metadata_brokers(port)
            if answered is not None and answered >= brokers:
                return time.perf_counter() - started, cpu_seconds(process.pid)
            if process.poll() is not None:
                error = process.stderr.read().decode()
                if "address already in use" in error:
                    raise PortTaken(error)
                raise RuntimeError(f"{command[:4]} exited: {error}")
            time.sleep(0.001)
        raise TimeoutError(f"{command[:4]} gave no Metadata answer in {timeout} s")
    finally:
        stop(process)


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def environment(tree: Path, cache: str, write: bool) -> dict[str, str]:
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONPYCACHEPREFIX": cache}
    if write:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def compile_into(tree: Path, cache: str) -> None:
    """Bytecode for the sources and the standard library's imports, into `cache`."""
    sys.pycache_prefix = cache
    # Through kafkasim/'s links, the paths the imports use (compileall does not follow links).
    compileall.compile_dir(tree / "kafkasim", quiet=1, maxlevels=0)
    for folder in ("broker", "protocol", "client"):
        compileall.compile_dir(tree / "kafkasim" / folder, quiet=1, workers=0)
    # The standard library and site-packages modules the commands import land there too:
    # one start with writing allowed fills them in.
    sys.pycache_prefix = None


class PortTaken(RuntimeError):
    """Another process took a port free_ports found free (a machine shared with other work)."""


def on_free_ports(attempt):
    """`attempt()` again (new ports) while another process takes the ports it was given."""
    for _ in range(4):
        try:
            return attempt()
        except PortTaken:
            continue
    return attempt()


def kafkasim_up(tree: Path, env: dict[str, str]) -> tuple[float, float]:
    def attempt():
        base = free_ports(3)
        return time_to_metadata([*KAFKASIM, "up", "--port-base", str(base)], base, 3, env, tree)

    return on_free_ports(attempt)


def kafkasim_broker(tree: Path, env: dict[str, str], controller_port: int
                    ) -> tuple[float, float]:
    def attempt():
        port = free_ports(1)
        return time_to_metadata([*KAFKASIM, "broker", "--node-id", "1", "--port", str(port),
                                 "--controller", f"127.0.0.1:{controller_port}"], port, 1, env,
                                tree)

    return on_free_ports(attempt)


def start_controller(tree: Path, env: dict[str, str]) -> tuple[subprocess.Popen, int]:
    port = free_ports(1)
    process = subprocess.Popen([*KAFKASIM, "controller", "--port", str(port)], env=env, cwd=tree,
                               stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    if not line.startswith("controller"):
        stop(process)
        raise RuntimeError(f"the controller did not start: {line!r}")
    return process, port


def kfake(rounds: int) -> list[tuple[float, float]] | str:
    from tests.clients.peer_programs import kfake_command

    try:
        command = kfake_command()
    except Exception as error:  # no Go toolchain, nothing cached
        return f"unavailable: {error}".splitlines()[0]
    times = []
    for _ in range(rounds):
        base = free_ports(3)
        times.append(time_to_metadata([*command, "-brokers", "3", "-port-base", str(base)],
                                      base, 3, dict(os.environ), ROOT))
    return times


def prepare(tree: Path, stack: contextlib.ExitStack) -> tuple[Path, dict, int]:
    """`tree`'s two caches (environments by condition) and a running controller for its
    `kafkasim broker` rounds; the stack removes and stops them."""
    warm = stack.enter_context(tempfile.TemporaryDirectory())
    scratch = stack.enter_context(tempfile.TemporaryDirectory())
    compile_into(tree, warm)
    kafkasim_up(tree, environment(tree, warm, write=True))  # the libraries' bytecode too
    cold = os.path.join(scratch, "cold")
    shutil.copytree(warm, cold)
    shutil.rmtree(cold + str(tree))  # kafkasim's own bytecode (the prefix mirrors paths)
    caches = {"bytecode": environment(tree, warm, write=False),
              "no bytecode": environment(tree, cold, write=False)}
    controller, port = start_controller(tree, caches["bytecode"])
    stack.callback(stop, controller)
    return tree, caches, port


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--no-kfake", action="store_true")
    parser.add_argument("--tree", type=Path, action="append",
                        help="a checkout to time (repeatable; default this one)")
    args = parser.parse_args(argv)
    trees = [tree.resolve() for tree in (args.tree or [ROOT])]
    results: dict[str, list[tuple[float, float]] | str] = {}
    with contextlib.ExitStack() as stack:
        setups = [prepare(tree, stack) for tree in trees]
        for _ in range(args.rounds):  # the checkouts take turns, so that the load falls on all
            for condition in ("bytecode", "no bytecode"):
                for tree, caches, controller_port in setups:
                    label = f"{tree.name}: " if len(trees) > 1 else ""
                    env = caches[condition]
                    results.setdefault(f"{label}kafkasim up, 3 brokers, {condition}", []).append(
                        kafkasim_up(tree, env))
                    results.setdefault(f"{label}kafkasim broker, {condition}", []).append(
                        kafkasim_broker(tree, env, controller_port))
    if not args.no_kfake:
        results["franz-go kfake, 3 brokers"] = kfake(args.rounds)
    print("| process start to first Metadata answer | rounds | median | best | worst | "
          "process CPU, median |")
    print("|---|---|---|---|---|---|")
    for name, times in results.items():
        if isinstance(times, str):
            print(f"| {name} | - | - | - | - | {times} |")
            continue
        walls = [wall for wall, _ in times]
        print(f"| {name} | {len(times)} | {statistics.median(walls) * 1e3:.0f} ms | "
              f"{min(walls) * 1e3:.0f} ms | {max(walls) * 1e3:.0f} ms | "
              f"{statistics.median(cpu for _, cpu in times) * 1e3:.0f} ms |")
    print()
    missed = 0
    for name, times in results.items():
        condition = next((c for c in TARGETS if name.endswith(f", {c}")), None)
        if condition is None or isinstance(times, str):
            continue
        median = statistics.median(wall for wall, _ in times)
        verdict = "met" if median <= TARGETS[condition] else "MISSED"
        missed += verdict == "MISSED"
        print(f"- {name}: median {median * 1e3:.0f} ms (target <= "
              f"{TARGETS[condition] * 1e3:.0f} ms) {verdict}")
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
