"""The driver protocol: how `kafkasim conform` drives a client library through its adapter.

The adapter is a program (any language) that reads one JSON object a line on stdin and
answers each with one JSON object a line on stdout; its own logging goes to stderr. Every
request has an `id` (echoed in the answer) and an `op`; every answer has `ok`, and when `ok` is
false an `error` (a Kafka error name such as NOT_LEADER_OR_FOLLOWER, UNSUPPORTED for an op or
option the client lacks, or the client's exception name) and a `message`.

| op | arguments | answer |
|---|---|---|
| hello | | client, version, features (a list: "rack", "transactions", "share", ...) |
| consumer | bootstrap, client_id, rack (or null), group (or null), config {} | |
| assign | topic, partitions [..], offset | |
| subscribe | topics [..] | |
| consume | count, timeout_ms | records [{topic, partition, offset, value}], errors [..] |
| seek | topic, partition, offset | |
| commit | | |
| producer | bootstrap, client_id, transactional_id (or null), config {} | |
| produce | topic, partition, values [..] (UTF-8 text) | offsets [..] |
| transaction | action: begin, commit or abort | |
| close | | (the adapter then exits) |

`consume` returns once `count` records arrived or `timeout_ms` passed; `errors` lists the
errors the client reported to the application meanwhile.
"""

from __future__ import annotations

import json
import queue
import subprocess
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

UNSUPPORTED = "UNSUPPORTED"


class DriverError(RuntimeError):
    """The adapter failed: it exited, answered garbage or nothing in time."""


class Unsupported(Exception):  # noqa: N818 - a verdict, not a failure
    """The client lacks an op or option the scenario needs (NOT-SUPPORTED)."""


class ClientError(Exception):
    """The client answered an op with an error (`code`: the adapter's `error`)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code


class Driver:
    """One adapter process. `call(op, **arguments)` sends a request and returns the answer
    (a dict); an answer with `ok` false raises Unsupported or ClientError."""

    def __init__(self, command: Sequence[str], *, stderr: Path | None = None,
                 timeout: float = 60.0) -> None:
        self.command = list(command)
        self.timeout = timeout
        self._stderr = open(stderr, "ab") if stderr else subprocess.DEVNULL  # noqa: SIM115
        try:
            self.process = subprocess.Popen(self.command, stdin=subprocess.PIPE,
                                            stdout=subprocess.PIPE, stderr=self._stderr,
                                            text=True, bufsize=1)
        except OSError as error:
            if self._stderr is not subprocess.DEVNULL:
                self._stderr.close()
            raise DriverError(f"cannot start adapter {self.command[0]}: {error}") from None
        self._answers: queue.Queue = queue.Queue()
        self._next_id = 0
        self._reader = threading.Thread(target=self._read, daemon=True, name="conform-driver")
        self._reader.start()

    def _read(self) -> None:
        for line in self.process.stdout:
            line = line.strip()
            if line:
                self._answers.put(line)
        self._answers.put(None)

    def call(self, op: str, *, timeout: float | None = None, **arguments: Any) -> dict:
        self._next_id += 1
        request = {"id": self._next_id, "op": op, **arguments}
        try:
            self.process.stdin.write(json.dumps(request) + "\n")
            self.process.stdin.flush()
        except (BrokenPipeError, OSError):
            raise DriverError(f"adapter exited ({self.process.poll()}) before {op}") from None
        wait = (timeout or self.timeout) + arguments.get("timeout_ms", 0) / 1000
        while True:
            try:
                line = self._answers.get(timeout=wait)
            except queue.Empty:
                raise DriverError(f"adapter did not answer {op} within {wait:.0f} s") from None
            if line is None:
                raise DriverError(f"adapter exited ({self.process.wait()}) during {op}")
            try:
                answer = json.loads(line)
            except json.JSONDecodeError:
                raise DriverError(f"adapter wrote a line that is not JSON: {line[:200]}") \
                    from None
            if answer.get("id") == self._next_id:
                break
        if answer.get("ok"):
            return answer
        code = str(answer.get("error") or "UNKNOWN")
        if code == UNSUPPORTED:
            raise Unsupported(f"{op}: {answer.get('message') or 'not supported'}")
        raise ClientError(code, str(answer.get("message") or ""))

    def close(self) -> None:
        try:
            if self.process.poll() is None:
                self.call("close", timeout=15)
        except (DriverError, ClientError, Unsupported):
            pass
        finally:
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
            self._reader.join(10)
            for stream in (self.process.stdin, self.process.stdout):
                try:
                    stream.close()
                except OSError:  # the adapter went away mid-write
                    pass
            if self._stderr is not subprocess.DEVNULL:
                self._stderr.close()
