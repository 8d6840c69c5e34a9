"""Faults on the wire: what a listener does to one connection's bytes, toxiproxy's kinds of
fault on kafkasim's own listeners (no proxy, so advertised listeners keep working).

A `WireFault` is what happens to a request that a harness rule picked (the rules, and which
request they pick, are broker/control/tcp_faults.py's part); the server (server.py) applies it:

| kind | what the client sees |
|---|---|
| `slow` | the request reaches the broker, and/or the response the client, `latency_ms` (+-`jitter_ms`) later plus its size at `bytes_per_second`, per direction |
| `cut` | the response stops after `at_byte` bytes (default: half of it), then the connection closes (FIN) in the middle of the frame |
| `slow_close` | the request is handled, its response never sent; the connection goes silent and closes (FIN) `delay_ms` later |
| `reset` | the connection is reset (RST) once `after_bytes` more bytes have gone through in `direction` (responses: the bytes the broker writes, counted from this request's response; requests: the bytes it reads, counted from this request), mid-frame if the count ends inside one |
| `drop_response` | the request is handled, its response never sent, and nothing more is written on the connection, which stays open (a stalled stream: later requests are still read and handled) until the client closes it |

A request cut on its way in (`reset` with `direction` "request") is never handled; in every
other kind the broker handles the request (a Produce is appended) and what it answers is lost
on the way out, so a client that retries meets its own earlier write. Like the network model
(topology.py) a `slow` message is timed as if alone on its link: no contention between
messages, and responses still reach the client in request order.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum

from kafkasim.broker.network.topology import Link


class WireFaultKind(Enum):
    SLOW = "slow"
    CUT = "cut"
    SLOW_CLOSE = "slow_close"
    RESET = "reset"
    DROP_RESPONSE = "drop_response"


class Direction(Enum):
    REQUEST = "request"    # client to broker
    RESPONSE = "response"  # broker to client
    BOTH = "both"

    def includes(self, direction: Direction) -> bool:
        return self is Direction.BOTH or self is direction


class WireFaultError(ValueError):
    """A wire fault that cannot be built (one line saying why)."""


@dataclass(frozen=True, slots=True)
class WireFault:
    """What happens on the wire to one request and its connection (module docstring)."""

    kind: WireFaultKind
    direction: Direction = Direction.RESPONSE
    latency_ms: float = 0.0
    jitter_ms: float = 0.0
    bytes_per_second: float | None = None
    at_byte: int | None = None
    after_bytes: int = 0
    delay_ms: int = 0

    def __post_init__(self) -> None:
        kind = self.kind
        for name in ("latency_ms", "jitter_ms", "after_bytes", "delay_ms"):
            value = getattr(self, name)
            if not isinstance(value, int | float) or isinstance(value, bool) or value < 0 \
                    or not math.isfinite(value):
                raise WireFaultError(f"{name} must be a non-negative number, got {value!r}")
        if self.jitter_ms > self.latency_ms:
            raise WireFaultError("jitter_ms is larger than latency_ms")
        if self.bytes_per_second is not None and not self.bytes_per_second > 0:
            raise WireFaultError("bytes_per_second must be positive")
        if self.at_byte is not None and self.at_byte < 0:
            raise WireFaultError("at_byte must not be negative")
        if kind is WireFaultKind.SLOW and not (self.latency_ms or self.bytes_per_second):
            raise WireFaultError("a slow fault needs latency_ms or bytes_per_second")
        if kind is WireFaultKind.RESET and self.direction is Direction.BOTH:
            raise WireFaultError("a reset counts the bytes of one direction: request or response")
        if kind is not WireFaultKind.SLOW and kind is not WireFaultKind.RESET \
                and self.direction is not Direction.RESPONSE:
            raise WireFaultError(f"a {kind.value} fault acts on responses only")

    @property
    def link(self) -> Link:
        """The fault's slowness as a link of the network model (one direction)."""
        rate = self.bytes_per_second
        return Link(self.latency_ms, self.jitter_ms,
                    math.inf if rate is None else rate * 8 / 1e6)

    def request_delay(self, size: int) -> float:
        """Seconds a request of `size` bytes is held on its way in."""
        if self.kind is not WireFaultKind.SLOW or not self.direction.includes(Direction.REQUEST):
            return 0.0
        return self.link.one_way_seconds(size)

    def response_delay(self, size: int) -> float:
        """Seconds a response of `size` bytes spends on its way out, on top of the model's."""
        if self.kind is not WireFaultKind.SLOW or not self.direction.includes(Direction.RESPONSE):
            return 0.0
        return self.link.one_way_seconds(size)

    @property
    def loses_response(self) -> bool:
        """Whether the response to the request it took may never (wholly) reach the client."""
        if self.kind is WireFaultKind.SLOW:
            return False
        return self.kind is not WireFaultKind.RESET or self.direction is Direction.RESPONSE

    def describe(self) -> dict:
        return {"kind": self.kind.value, "direction": self.direction.value,
                "latency_ms": self.latency_ms, "jitter_ms": self.jitter_ms,
                "bytes_per_second": self.bytes_per_second, "at_byte": self.at_byte,
                "after_bytes": self.after_bytes, "delay_ms": self.delay_ms}
