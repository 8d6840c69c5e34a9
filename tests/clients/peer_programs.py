"""Where the peer programs from other ecosystems are, built on first use (standard library only).

- the Java client (`tests/clients/java`, kafka-clients at `scripts/reference/KAFKA_VERSION`);
- the franz-go client (`tests/clients/go`);
- franz-go's fake cluster kfake (`benchmarks/kfake`), a benchmark peer.

`scripts/build-peers.sh` builds them outside the repository, under
`${XDG_CACHE_HOME:-~/.cache}/kafkasim/`, and does nothing when its stamps say they are up to
date; each `*_command()` runs it once per process for its program, so an edited source is
rebuilt. The programs' modes, options and one-line JSON results are described at the top of
`tests/clients/java/src/main/java/kafkasim/peer/JavaClient.java` and `tests/clients/go/main.go`.

Example::

    import json, subprocess
    out = subprocess.run([*go_client_command(), "roundtrip", "-bootstrap", bootstrap,
                          "-topic", "t", "-partitions", "6", "-rack", "a"],
                         capture_output=True, text=True, check=True)
    result = json.loads(out.stdout)
"""

from __future__ import annotations

import os
import shutil
import subprocess
import threading
from collections.abc import Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
BUILD_SCRIPT = REPO / "scripts" / "build-peers.sh"
KAFKA_VERSION_FILE = REPO / "scripts" / "reference" / "KAFKA_VERSION"
JAVA_MAIN_CLASS = "kafkasim.peer.JavaClient"

_built: set[str] = set()
_lock = threading.Lock()


class PeerBuildError(RuntimeError):
    """scripts/build-peers.sh failed; the message carries its output."""


def cache_dir() -> Path:
    """`${XDG_CACHE_HOME:-~/.cache}/kafkasim`, as scripts/build-peers.sh computes it."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "kafkasim"


def kafka_version() -> str:
    """The Kafka version the Java client is built against (scripts/reference/KAFKA_VERSION)."""
    return KAFKA_VERSION_FILE.read_text().strip()


def build(*targets: str) -> None:
    """Run scripts/build-peers.sh for `targets` ("java", "go", "kfake"; none: all three) unless
    this process already did. Raises PeerBuildError with the script's output on failure."""
    with _lock:
        wanted = [t for t in targets or ("java", "go", "kfake") if t not in _built]
        if not wanted:
            return
        result = subprocess.run(["bash", str(BUILD_SCRIPT), *wanted], stdin=subprocess.DEVNULL,
                                capture_output=True, text=True)
        if result.returncode != 0:
            raise PeerBuildError(f"scripts/build-peers.sh {' '.join(wanted)} exited "
                                 f"{result.returncode}:\n{result.stdout}{result.stderr}")
        _built.update(wanted)


def java_client_dir(version: str | None = None) -> Path:
    """The built Java client's directory (its jars are in `lib/`), whether built or not."""
    return cache_dir() / "java-client" / (version or kafka_version())


def java_executable() -> str:
    """`$JAVA_HOME/bin/java` when JAVA_HOME is set, else `java` from PATH."""
    home = os.environ.get("JAVA_HOME")
    if home and os.access(os.path.join(home, "bin", "java"), os.X_OK):
        return os.path.join(home, "bin", "java")
    found = shutil.which("java")
    if found is None:
        raise PeerBuildError("no java on PATH (make system-deps installs one)")
    return found


def java_client_command(jvm_options: Sequence[str] = ()) -> list[str]:
    """The command line of the Java client, up to its MODE argument; built first if needed."""
    build("java")
    classpath = str(java_client_dir() / "lib" / "*")  # the JVM expands lib/* itself
    return [java_executable(), *jvm_options, "-cp", classpath, JAVA_MAIN_CLASS]


def go_client_path() -> Path:
    return cache_dir() / "go-client" / "kafkasim-go-client"


def go_client_command() -> list[str]:
    """The command line of the franz-go client, up to its MODE argument; built first if needed."""
    build("go")
    return [str(go_client_path())]


def kfake_path() -> Path:
    return cache_dir() / "kfake" / "kfake"


def kfake_command() -> list[str]:
    """The command line of the kfake cluster program; built first if needed."""
    build("kfake")
    return [str(kfake_path())]


def start_kfake(brokers: int = 3, port_base: int = 0, topics: Sequence[str] = (),
                partitions: int = 6, timeout: float = 30.0) -> tuple[subprocess.Popen, str]:
    """Start kfake (`brokers` brokers on 127.0.0.1, ports from `port_base` or any free ones,
    `topics` created with `partitions` partitions each) and wait for its ready line. Returns
    the process and the bootstrap address. Closing the process's stdin (or SIGTERM) stops it."""
    command = [*kfake_command(), "-brokers", str(brokers), "-port-base", str(port_base),
               "-partitions", str(partitions)]
    for topic in topics:
        command += ["-topic", topic]
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    lines: list[str] = []

    def read() -> None:
        for line in process.stdout:
            lines.append(line.rstrip("\n"))
            if line.strip() == "ready":
                return

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(timeout)
    bootstrap = next((line.split(" ", 1)[1] for line in lines if line.startswith("bootstrap ")), None)
    if reader.is_alive() or bootstrap is None or "ready" not in lines:
        process.kill()
        _, error = process.communicate(timeout=10)
        raise PeerBuildError(f"kfake did not start: {lines} {error}")
    return process, bootstrap


def stop_kfake(process: subprocess.Popen, timeout: float = 10.0) -> None:
    """Stop a kfake started by start_kfake: close its stdin, then wait (kill if it lingers)."""
    try:
        if process.stdin is not None:
            process.stdin.close()
        process.wait(timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout)
