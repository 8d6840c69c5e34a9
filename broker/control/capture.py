"""Request capture: every request a node serves, decoded, with its response and timestamps.

The log keeps the last `limit` exchanges of the whole cluster (oldest dropped first). Each
entry holds the decoded request and response objects themselves (generated message classes),
so a test asserts on fields (`exchange.request.rack_id`); `to_dict()` renders an entry as
JSON-ready data for the HTTP plane. Requests that brokers send each other or the controller
(replica fetches, heartbeats, metadata pulls) are captured too and marked `internal`.

Waiting for a request (`wait_for`) is a future per waiter, resolved by `add` on the loop: no
polling.

A node in a process of its own (`kafkasim broker --capture FILE`) has no harness to ask: its
log's `sink` is a `CaptureFile`, one JSON line per exchange as it is answered, written at once
so what a SIGKILLed broker served is still on disk.
"""

from __future__ import annotations

import asyncio
import base64
import json
import uuid
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kafkasim.protocol.codec import Message
from kafkasim.protocol.messages import API_NAMES


@dataclass(slots=True, eq=False)
class Exchange:
    """One request served by one node, and what it was answered."""

    sequence: int
    node_id: int
    api_key: int
    api_version: int
    correlation_id: int
    client_id: str | None
    client_host: str
    client_port: int
    connection_id: int
    source: str  # "clients", or "broker-N" for a broker's own requests
    received_ms: float  # wall clock, milliseconds since the epoch
    request: Any
    response: Any = None
    answered_ms: float | None = None
    outcome: str = "pending"  # answered | no-response | error:NAME | dropped | closed | failed
    fault: int | None = None  # id of the fault rule that took the request
    done: asyncio.Future | None = field(default=None, repr=False)

    @property
    def api(self) -> str:
        return API_NAMES.get(self.api_key, str(self.api_key))

    @property
    def internal(self) -> bool:
        return self.source != "clients"

    @property
    def latency_ms(self) -> float | None:
        return None if self.answered_ms is None else self.answered_ms - self.received_ms

    def to_dict(self, bodies: bool = True) -> dict:
        data = {
            "sequence": self.sequence, "broker": self.node_id, "api": self.api,
            "api_key": self.api_key, "api_version": self.api_version,
            "correlation_id": self.correlation_id, "client_id": self.client_id,
            "client_host": self.client_host, "client_port": self.client_port,
            "connection_id": self.connection_id, "source": self.source,
            "received_ms": round(self.received_ms, 3),
            "answered_ms": None if self.answered_ms is None else round(self.answered_ms, 3),
            "outcome": self.outcome, "fault": self.fault,
        }
        if bodies:
            data["request"] = to_json(self.request)
            data["response"] = to_json(self.response)
        return data


def to_json(value) -> Any:
    """A generated message (or a value of one of its fields) as JSON-ready data: record sets
    become their size, other bytes base64, UUIDs strings."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Message):
        out = {}
        for name in value.field_names():
            item = getattr(value, name)
            if name == "records" and item is not None:
                out[name] = {"size": len(item)}
            else:
                out[name] = to_json(item)
        return out
    if isinstance(value, list | tuple):
        return [to_json(item) for item in value]
    if isinstance(value, bytes | bytearray | memoryview):
        return base64.b64encode(bytes(value)).decode()
    if isinstance(value, uuid.UUID):
        return str(value)
    if isinstance(value, dict):
        return {str(k): to_json(v) for k, v in value.items()}
    return str(value)


Predicate = Callable[[Exchange], bool]


def exchange_filter(api_key: int | None = None, broker: int | None = None,
                    internal: bool = False, where: Callable[[Any], bool] | None = None
                    ) -> Predicate:
    """Exchanges of `api_key` on `broker` (None: any) whose decoded request satisfies
    `where`; the brokers' own requests (replication, heartbeats) only with `internal`."""
    def matches(exchange: Exchange) -> bool:
        if api_key is not None and exchange.api_key != api_key:
            return False
        if broker is not None and exchange.node_id != broker:
            return False
        if not internal and exchange.internal:
            return False
        return where is None or bool(where(exchange.request))

    return matches


class RequestLog:
    """The cluster's captured exchanges, newest last, at most `limit` of them."""

    def __init__(self, limit: int = 20000, sink: Callable[[Exchange], None] | None = None
                 ) -> None:
        self.limit = limit
        self.exchanges: deque[Exchange] = deque(maxlen=limit)
        self.sequence = 0
        self.enabled = True
        # Told of every exchange once it has its outcome (a CaptureFile); None: nothing.
        self.sink = sink
        self._waiters: list[tuple[Predicate, asyncio.Future]] = []

    def add(self, exchange: Exchange) -> None:
        if self.enabled:
            self.exchanges.append(exchange)

    def next_sequence(self) -> int:
        self.sequence += 1
        return self.sequence

    def answered(self, exchange: Exchange) -> None:
        """The exchange got its outcome: hand it to the sink, wake the waiters it satisfies."""
        if self.sink is not None and self.enabled:
            self.sink(exchange)
        if not self._waiters:
            return
        still = []
        for predicate, future in self._waiters:
            if future.done():
                continue
            try:
                matched = predicate(exchange)
            except Exception as error:  # the test's predicate failed: fail its wait
                future.set_exception(error)
                continue
            if matched:
                future.set_result(exchange)
            else:
                still.append((predicate, future))
        self._waiters = still

    def select(self, predicate: Predicate | None = None, since: int = 0) -> list[Exchange]:
        return [e for e in list(self.exchanges)
                if e.sequence > since and (predicate is None or predicate(e))]

    def clear(self) -> None:
        self.exchanges.clear()

    async def wait_for(self, predicate: Predicate, timeout: float, since: int = 0) -> Exchange:
        """The first exchange after sequence `since` (answered, dropped or closed) satisfying
        `predicate`; one already captured counts. Raises TimeoutError."""
        for exchange in self.select(since=since):
            if exchange.outcome != "pending" and predicate(exchange):
                return exchange
        future = asyncio.get_running_loop().create_future()
        self._waiters.append((predicate, future))
        try:
            return await asyncio.wait_for(future, timeout)
        except TimeoutError:
            raise TimeoutError(f"no matching request within {timeout} s") from None
        finally:
            self._waiters = [(p, f) for p, f in self._waiters if f is not future]


class CaptureFile:
    """A RequestLog sink that appends each exchange to `path` as one JSON line
    (`Exchange.to_dict`, with request and response), each line written as it comes, so that
    the file holds every answered request even after the process is killed."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._file = open(self.path, "a", buffering=1, encoding="utf-8")  # line buffered

    def __call__(self, exchange: Exchange) -> None:
        if not self._file.closed:
            self._file.write(json.dumps(exchange.to_dict(), separators=(",", ":")) + "\n")

    def close(self) -> None:
        self._file.close()


def read_capture(path: Path) -> list[dict]:
    """The exchanges a CaptureFile wrote, oldest first (a last line cut short by a kill is
    left out)."""
    exchanges = []
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            try:
                exchanges.append(json.loads(line))
            except json.JSONDecodeError:
                continue
    return exchanges
