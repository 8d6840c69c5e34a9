"""Defect 8 of issue 10: every user mistake on the command line is one line and exit status 2,
found before anything heavy starts; `--host 0.0.0.0` prints an address clients can dial; one
logging configuration (`--log-level`, `--log-format`) for every command."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.messages.metadata import MetadataRequest

REPO = Path(__file__).resolve().parents[2]


def _kafkasim(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "kafkasim", *args], capture_output=True,
                          text=True, timeout=timeout, cwd=REPO,
                          env={**os.environ, "PYTHONPATH": str(REPO)})


MISTAKES = {
    "up --brokers 0": (["up", "--brokers", "0"], "argument --brokers: must be at least 1, not 0"),
    "up --brokers x": (["up", "--brokers", "x"], "argument --brokers: not an integer: 'x'"),
    "up --port-base 70000": (["up", "--port-base", "70000"],
                             "argument --port-base: a port is 0-65535, not 70000"),
    "up --port-base 65534": (["up", "--port-base", "65534"],
                             "argument --port-base: 3 brokers from port 65534 run past port "
                             "65535"),
    "up --controller-port -1": (["up", "--controller-port", "-1"],
                                "argument --controller-port: a port is 0-65535, not -1"),
    "up --host with no such name": (["up", "--host", "no-such-host.invalid"],
                                    "argument --host: cannot resolve 'no-such-host.invalid'"),
    "up --log-level loud": (["up", "--log-level", "loud"], "argument --log-level: invalid choice"),
    "broker --controller nocolon": (["broker", "--node-id", "1", "--controller", "nocolon"],
                                    "argument --controller: expected HOST:PORT, got 'nocolon'"),
    "broker --controller h:0": (["broker", "--node-id", "1", "--controller", "h:0"],
                                "argument --controller: a port is 1-65535 here"),
    "broker --node-id -1": (["broker", "--node-id", "-1", "--controller", "h:1"],
                            "argument --node-id: must be 0 or more, not -1"),
    "controller --port 99999": (["controller", "--port", "99999"],
                                "argument --port: a port is 0-65535, not 99999"),
    "gen-logs --rows -5": (["gen-logs", "--rows", "-5", "--out", "{tmp}/logs"],
                           "argument --rows: must be at least 1, not -5"),
    "gen-logs --follower-share 2": (["gen-logs", "--follower-share", "2", "--out", "{tmp}/l"],
                                    "argument --follower-share: must be between 0 and 1, not "
                                    "2.0"),
    "gen-logs --clients-per-rack 1": (["gen-logs", "--clients-per-rack", "1", "--out",
                                       "{tmp}/l"], "argument --clients-per-rack: one count of 0 "
                                                   "or more per rack (3 racks)"),
    "gen-logs --start yesterday": (["gen-logs", "--start", "yesterday", "--out", "{tmp}/l"],
                                   "argument --start: not an ISO-8601 time: 'yesterday'"),
    "inspect a missing file": (["inspect", "{tmp}/missing.hex"],
                               "cannot read {tmp}/missing.hex: No such file or directory"),
    "report /nonexistent": (["report", "/nonexistent", "--out", "{tmp}/report"],
                            "argument LOGS: /nonexistent does not exist"),
    "report --top 0": (["report", "{tmp}", "--out", "{tmp}/report", "--top", "0"],
                       "argument --top: must be at least 1, not 0"),
    "report --conf without =": (["report", "{tmp}", "--out", "{tmp}/r", "--conf", "spark"],
                                "argument --conf: expected KEY=VALUE, got 'spark'"),
    "up --data-dir under a file": (["up", "--data-dir", "{tmp}/file/data"],
                                   "argument --data-dir: cannot create {tmp}/file/data: Not a "
                                   "directory"),
    "controller --data-dir under a file": (["controller", "--data-dir", "{tmp}/file/data"],
                                           "argument --data-dir: cannot create "
                                           "{tmp}/file/data: Not a directory"),
    "gen-logs --out under a file": (["gen-logs", "--out", "{tmp}/file/logs"],
                                    "argument --out: cannot create {tmp}/file/logs: Not a "
                                    "directory"),
    "report --out under a file": (["report", "{tmp}", "--out", "{tmp}/file/report"],
                                  "argument --out: cannot create {tmp}/file/report: Not a "
                                  "directory"),
    "demo run --out under a file": (["demo", "run", "--quick", "--out", "{tmp}/file/demo"],
                                    "argument --out: cannot create {tmp}/file/demo: Not a "
                                    "directory"),
    "demo produce --bootstrap nocolon": (["demo", "produce", "--bootstrap", "nocolon"],
                                         "argument --bootstrap: expected HOST:PORT, got "
                                         "'nocolon'"),
    "report --from-topic nowhere": (["report", "--from-topic", "127.0.0.1:1", "logs", "--out",
                                     "{tmp}/r"], "no broker reachable at 127.0.0.1:1"),
    "report LOGS and --from-topic": (["report", "{tmp}", "--from-topic", "127.0.0.1:1", "logs",
                                      "--out", "{tmp}/r"],
                                     "argument LOGS: give LOGS or a topic, not both"),
    "consume --bootstrap nocolon": (["consume", "--bootstrap", "nocolon", "--topic", "t"],
                                    "argument --bootstrap: expected HOST:PORT, got 'nocolon'"),
    "consume from nowhere": (["consume", "--bootstrap", "127.0.0.1:1", "--topic", "t"],
                             "no broker reachable at [('127.0.0.1', 1)]"),
    "demo headline of something else": (["demo", "headline", "{tmp}/not-a-report"],
                                        "{tmp}/not-a-report/summary.json is not a report "
                                        "summary"),
    "inspect a file that is not hex": (["inspect", "{tmp}/words.hex"],
                                       "not a hex digit: 'n'"),
    "inspect bytes that decode as nothing": (["inspect", "{tmp}/short.hex"],
                                             "cannot decode: neither a size-prefixed frame "
                                             "nor a record batch"),
    "inspect a response cut short": (["inspect", "--kind", "response", "--api-key", "3",
                                      "--api-version", "12", "{tmp}/short.hex"],
                                     "cannot decode: "),
    "report --master nonsense": (["report", "{tmp}", "--out", "{tmp}/r", "--master", "nonsense"],
                                 "argument --master: a Spark master such as local[*]"),
    "report --driver-memory lots": (["report", "{tmp}", "--out", "{tmp}/r", "--driver-memory",
                                     "lots"], "argument --driver-memory: a JVM memory size"),
    "report --conf spark.driver.memory=lots": (["report", "{tmp}", "--out", "{tmp}/r", "--conf",
                                                "spark.driver.memory=lots"],
                                               "argument --conf: spark.driver.memory is a JVM "
                                               "memory size"),
    "up --config advertised.listeners=garbage": (["up", "--config",
                                                  "advertised.listeners=garbage"],
                                                 "--config: Unable to parse garbage to a broker "
                                                 "endpoint"),
    "gen-logs --prefix with a path": (["gen-logs", "--out", "{tmp}/l", "--prefix", "../escape"],
                                      "argument --prefix: a file name prefix, without '/': "
                                      "'../escape'"),
    "gen-logs --hours past int64": (["gen-logs", "--out", "{tmp}/l", "--hours", "1e308"],
                                    "argument --hours: 1e+308 hours from 2026-01-01T00:00:00Z "
                                    "run past the largest timestamp"),
    "gen-logs --topics 10^8": (["gen-logs", "--out", "{tmp}/l", "--topics", "100000000"],
                               "argument --partitions: at most 1,000,000 partitions in all"),
    "an unknown command": (["sideways"], "argument COMMAND: invalid choice: 'sideways'"),
}


def _inputs(tmp_path: Path) -> None:
    """The files the mistakes above name: a plain file where a directory belongs, a dump
    that is not hex, five bytes that are neither a frame nor a batch, a summary.json that is
    not a report's."""
    (tmp_path / "file").write_text("x")
    (tmp_path / "words.hex").write_text("not hex at all\n")
    (tmp_path / "short.hex").write_text("00 11 22 33 44\n")
    (tmp_path / "not-a-report").mkdir()
    (tmp_path / "not-a-report" / "summary.json").write_text("[1, 2]")


@pytest.mark.parametrize("name", sorted(MISTAKES))
def test_a_mistake_is_one_line_and_exit_2(name, tmp_path):
    """Verifies that each user mistake ends with exit status 2 and exactly one line on stderr
    naming the command, the argument and what is wrong, with nothing on stdout and no
    traceback (and, for `report`, no JVM started: no report directory appears)."""
    args, expected = MISTAKES[name]
    _inputs(tmp_path)
    args = [arg.replace("{tmp}", str(tmp_path)) for arg in args]
    expected = expected.replace("{tmp}", str(tmp_path))
    result = _kafkasim(*args)
    lines = result.stderr.strip().splitlines()
    assert result.returncode == 2, result.stderr
    assert len(lines) == 1, lines
    command = "kafkasim" if args[0] == "sideways" else f"kafkasim {args[0]}"
    assert lines[0].startswith(f"{command}") and expected in lines[0], lines
    assert result.stdout == ""
    assert not (tmp_path / "report").exists() and not (tmp_path / "l").exists()


def test_version():
    """Verifies that `kafkasim --version` prints the package's version and exits 0."""
    result = _kafkasim("--version")
    assert result.returncode == 0 and result.stdout.startswith("kafkasim ")
    assert result.stderr == ""


@pytest.mark.parametrize("command", ["up", "up-controller", "controller", "broker"])
def test_a_port_in_use_is_one_line_and_exit_2(command):
    """Verifies that a listener that cannot open (the port taken, as when `up` is started
    twice) is one line and exit status 2, and that the nodes that had started stop: a broker
    whose port is taken stops its siblings' start before the cluster stops (they used to go
    on registering behind the stop, and a metadata pull whose cancellation Python 3.11's
    wait_for swallowed in KafkaConnection.connect held the command forever), and no task is
    left pending when the event loop closes ("Task was destroyed but it is pending")."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = str(taken.getsockname()[1])
        args = {"up": ["up", "--port-base", port],
                "up-controller": ["up", "--port-base", "0", "--controller-port", port],
                "controller": ["controller", "--port", port],
                "broker": ["broker", "--node-id", "1", "--controller", "127.0.0.1:1",
                           "--port", port]}[command]
        for _ in range(3 if command == "up" else 1):  # the hang came one run in two or so
            result = _kafkasim(*args, timeout=30)
            assert result.returncode == 2, result.stderr
            assert result.stderr.strip().splitlines() == [
                f"kafkasim {args[0]}: cannot listen: error while attempting to bind on address "
                f"('127.0.0.1', {port}): address already in use"]


def test_up_data_dir_that_is_a_file_is_a_mistake(tmp_path):
    """Verifies that `--data-dir` naming a file is refused before anything starts."""
    (tmp_path / "file").write_text("x")
    result = _kafkasim("up", "--data-dir", str(tmp_path / "file"))
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        f"kafkasim up: argument --data-dir: {tmp_path / 'file'} is not a directory"]


def _start_up(*args: str) -> tuple[subprocess.Popen, list[str]]:
    process = subprocess.Popen([sys.executable, "-m", "kafkasim", "up", "--port-base", "0", *args],
                               cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, env={**os.environ, "PYTHONPATH": str(REPO)})
    lines = []
    for line in process.stdout:
        lines.append(line.rstrip("\n"))
        if line.startswith("ready in"):
            return process, lines
    raise AssertionError(f"kafkasim up did not start: {process.stderr.read()}")


def _stop(process: subprocess.Popen) -> str:
    process.send_signal(signal.SIGTERM)
    _, stderr = process.communicate(timeout=30)
    assert process.returncode == 0, stderr
    return stderr


@pytest.mark.parametrize("advertised", [None, "localhost"], ids=["machine-name", "given"])
def test_a_wildcard_host_prints_an_address_clients_can_dial(advertised):
    """Verifies that `up --host 0.0.0.0` advertises, for every broker, a host clients can
    resolve (this machine's name, or --advertised-host) with the broker's own port, as Kafka
    derives advertised.listeners from listeners: the printed bootstrap works and Metadata names
    the same addresses."""
    extra = ["--advertised-host", advertised] if advertised else []
    process, lines = _start_up("--host", "0.0.0.0", *extra)
    try:
        bootstrap = next(line for line in lines if line.startswith("bootstrap: ")).split()[1]
        expected_host = advertised or socket.gethostname()
        addresses = [address.rsplit(":", 1) for address in bootstrap.split(",")]
        assert {host for host, _ in addresses} == {expected_host}

        async def metadata():
            host, port = addresses[0]
            connection = await KafkaConnection.connect(host, int(port))
            try:
                return await connection.send(MetadataRequest(topics=None), 12)
            finally:
                await connection.close()

        response = asyncio.run(metadata())
        assert sorted(f"{b.host}:{b.port}" for b in response.brokers) == sorted(
            bootstrap.split(","))
    finally:
        _stop(process)


def test_log_format_json_and_log_level_apply_to_the_command():
    """Verifies the one logging configuration: with `--log-level info --log-format json` every
    line the command logs on stderr is a JSON object with ts, level, logger and message, and
    the default level keeps INFO records out."""
    process, _ = _start_up("--log-level", "info", "--log-format", "json")
    stderr = _stop(process)
    entries = [json.loads(line) for line in stderr.strip().splitlines()]
    assert entries and all(set(entry) >= {"ts", "level", "logger", "message"}
                           for entry in entries)
    assert any(entry["level"] == "INFO" and entry["logger"].startswith("kafkasim.")
               for entry in entries)
    quiet, _ = _start_up()
    assert _stop(quiet).strip() == ""
