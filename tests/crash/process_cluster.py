"""A kafkasim cluster of processes (`kafkasim controller`, `kafkasim broker` per node, as the
compose layout runs it), each with its own data directory, so that a broker can be killed with
SIGKILL and started again on the same port and data.

With `capture=True` every broker writes the requests it serves, with their answers, to
`broker-N.requests.jsonl` in the cluster's directory (`kafkasim broker --capture`), across its
incarnations: what a client was told before it stalled can be read afterwards (`requests`).
`events.log` there has one line per kill, start and ready broker, with the wall clock time in
milliseconds (the captures' `received_ms`)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

from kafkasim.broker.control.capture import read_capture

READY_TIMEOUT = 60.0


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class ProcessCluster:
    def __init__(self, directory: Path, brokers: int = 3, config: dict[str, str] | None = None,
                 racks=("a", "b", "c"), features: dict[str, int] | None = None,
                 capture: bool = False):
        self.directory = Path(directory)
        self.capture = capture
        self.config = dict(config or {})
        # Feature levels the controller finalizes for the new cluster (`--feature`).
        self.features = dict(features or {})
        self.controller_port = free_port()
        self.ports = {node_id: free_port() for node_id in range(1, brokers + 1)}
        self.racks = {node_id: racks[(node_id - 1) % len(racks)] for node_id in self.ports}
        self.processes: dict[int, subprocess.Popen] = {}
        self.controller: subprocess.Popen | None = None
        self.kills = 0

    @property
    def bootstrap(self) -> str:
        return ",".join(f"127.0.0.1:{port}" for port in self.ports.values())

    def _command(self, *args: str) -> list[str]:
        level = os.environ.get("KAFKASIM_CRASH_LOG_LEVEL", "warning")
        command = [sys.executable, "-m", "kafkasim", "--log-level", level, *args]
        for key, value in self.config.items():
            command += ["--config", f"{key}={value}"]
        return command

    def _spawn(self, name: str, command: list[str]) -> subprocess.Popen:
        log = open(self.directory / f"{name}.log", "ab")
        try:
            return subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT,
                                    stdin=subprocess.DEVNULL, start_new_session=True)
        finally:
            log.close()

    def _wait_line(self, name: str, text: str, process: subprocess.Popen, since: int) -> None:
        path = self.directory / f"{name}.log"
        deadline = time.monotonic() + READY_TIMEOUT
        while time.monotonic() < deadline:
            if text in path.read_bytes()[since:].decode(errors="replace"):
                return
            if process.poll() is not None:
                raise RuntimeError(f"{name} exited with {process.returncode}: see {path}")
            time.sleep(0.05)
        raise TimeoutError(f"{name} not ready within {READY_TIMEOUT} s: see {path}")

    def _log_size(self, name: str) -> int:
        path = self.directory / f"{name}.log"
        return path.stat().st_size if path.exists() else 0

    def start(self) -> ProcessCluster:
        self.directory.mkdir(parents=True, exist_ok=True)
        since = self._log_size("controller")
        chosen = [f"--feature={name}={level}" for name, level in self.features.items()]
        self.controller = self._spawn("controller", self._command(
            "controller", "--port", str(self.controller_port),
            "--data-dir", str(self.directory / "controller"), *chosen))
        self._wait_line("controller", "controller 0: ", self.controller, since)
        for node_id in self.ports:
            self.start_broker(node_id, wait=False)
        for node_id in self.ports:
            self._wait_broker(node_id)
        return self

    def _event(self, what: str, node_id: int) -> None:
        with open(self.directory / "events.log", "a") as events:
            events.write(f"{time.time() * 1000:.0f} {what} broker-{node_id}\n")

    def start_broker(self, node_id: int, wait: bool = True) -> None:
        self._event("start", node_id)
        name = f"broker-{node_id}"
        self._since = getattr(self, "_since", {})
        self._since[node_id] = self._log_size(name)
        self.processes[node_id] = self._spawn(name, self._command(
            "broker", "--node-id", str(node_id), "--rack", self.racks[node_id],
            "--port", str(self.ports[node_id]),
            "--controller", f"127.0.0.1:{self.controller_port}",
            "--data-dir", str(self.directory / "data"),
            *(["--capture", str(self.capture_file(node_id))] if self.capture else [])))
        if wait:
            self._wait_broker(node_id)

    def _wait_broker(self, node_id: int) -> None:
        self._wait_line(f"broker-{node_id}", f"broker {node_id}: ",
                        self.processes[node_id], self._since[node_id])
        self._event("ready", node_id)

    def capture_file(self, node_id: int) -> Path:
        return self.directory / f"broker-{node_id}.requests.jsonl"

    def requests(self, api: str | None = None, internal: bool = False) -> list[dict]:
        """What every broker captured (Exchange.to_dict), by the time each was received; the
        brokers' own requests only with `internal`."""
        exchanges = [exchange for node_id in self.ports if self.capture_file(node_id).exists()
                     for exchange in read_capture(self.capture_file(node_id))
                     if (api is None or exchange["api"] == api)
                     and (internal or exchange["source"] == "clients")]
        return sorted(exchanges, key=lambda exchange: exchange["received_ms"])

    def kill_broker(self, node_id: int) -> None:
        """SIGKILL: no controlled shutdown, no flush."""
        process = self.processes.pop(node_id)
        os.kill(process.pid, signal.SIGKILL)
        process.wait()
        self._event("killed", node_id)
        self.kills += 1

    def stop(self) -> None:
        for process in [*self.processes.values(), self.controller]:
            if process is not None and process.poll() is None:
                process.send_signal(signal.SIGTERM)
        for process in [*self.processes.values(), self.controller]:
            if process is None:
                continue
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        self.processes.clear()
        self.controller = None
