"""One registry of request handlers: key, served versions and listener, in one place.

It is filled from one table, broker/handlers/__init__.py's HANDLERS, which names each API's
versions and handler function; a handler's module is imported at its first request. The same
registry answers ApiVersions, performs the version check before a handler runs, and honours a
`max_versions` cap (to make the cluster look like an older Kafka to a client under test).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, NamedTuple

BROKER = "broker"
CONTROLLER = "controller"
#: The principal of a connection that has not authenticated (PLAINTEXT and SSL listeners, and a
#: SASL listener's requests before the handshake): Kafka's KafkaPrincipal.ANONYMOUS.
ANONYMOUS = "User:ANONYMOUS"


# KIP-511: a client software name or version must match this.
_SOFTWARE = re.compile(r"^[a-zA-Z0-9](?:[a-zA-Z0-9\-.]*[a-zA-Z0-9])?$")


class ClientInformation(NamedTuple):
    """What a connection's client said it is in ApiVersions v3+ (KIP-511); "unknown" until it
    does, as Kafka's ClientInformation.EMPTY."""

    software_name: str = "unknown"
    software_version: str = "unknown"

    @staticmethod
    def valid(name: str | None, version: str | None) -> bool:
        """Whether both follow KIP-511's pattern (else ApiVersions is INVALID_REQUEST)."""
        return bool(_SOFTWARE.match(name or "") and _SOFTWARE.match(version or ""))


UNKNOWN_CLIENT = ClientInformation()


@dataclass(slots=True)
class RequestContext:
    """What a handler knows about the request besides its body."""

    api_key: int
    api_version: int
    correlation_id: int
    client_id: str | None
    client_host: str
    client_port: int
    listener: str
    connection_id: int
    # Set by a Produce handler with acks=0: the server then sends no response.
    suppress_response: bool = False
    # Set by a handler whose request must end the connection without a response (Kafka's
    # closeConnection: Produce with acks=0 that failed).
    close_connection: bool = False
    # True once the connection is closing (the client went away); for hooks that hold a
    # request back.
    is_closing: Callable[[], bool] | None = None
    # The listener's own name (`RACK_A` on a rack listener of the network model; None on the
    # broker's primary listener): Metadata and the other endpoint lists answer with this
    # listener's endpoints, as Kafka answers per listener.
    listener_name: str | None = None
    # The rack of the clients of that listener (the network model), else None.
    listener_rack: str | None = None
    # Who sent the request, as Kafka's KafkaPrincipal.toString writes it ("User:alice"): the
    # SASL user once the connection has authenticated, the subject of a verified TLS client
    # certificate, else ANONYMOUS. The authorizer decides on it and `client_host`
    # (broker/security/authorization.py).
    principal: str = ANONYMOUS
    # False for a request answered before SASL authentication completed (ApiVersions):
    # Kafka's authenticator answers those itself, outside client quotas.
    authenticated: bool = True
    # The request's size, header and body (Kafka's RequestChannel.Request.sizeInBytes).
    request_size: int = 0
    # Client quotas (broker/quota): the handler's running time when request quotas are on
    # (network/server.py's RequestTimer), and the throttle time once decided (Produce and
    # Fetch decide theirs in the handler; the server asks the quotas for the others').
    request_timer: Any = None
    throttle_time_ms: int | None = None
    # Set by the Fetch handler for the broker-side fetch records (network/fetch_records.py):
    # one entry per partition of the response, and how long the request long-polled.
    fetch_partitions: list | None = None
    fetch_wait_ms: float = 0.0
    # The client software of the connection (its last valid ApiVersions v3+ request).
    client_information: ClientInformation = UNKNOWN_CLIENT
    # The harness rule whose wire fault (network/wire_faults.py) takes this request, set by
    # the listener's `wire_faults` hook (broker/control/tcp_faults.py's TcpFaultRule).
    wire_rule: Any = None


Handler = Callable[[Any, RequestContext, Any], Awaitable[Any]]


@dataclass(frozen=True, slots=True)
class Route:
    """One row of the handler table (broker/handlers/__init__.py): the API, the versions served,
    the handler as "module:function" of broker/handlers, and the listeners it serves."""

    api_key: int
    name: str
    min_version: int
    max_version: int
    target: str
    listeners: tuple[str, ...] = (BROKER,)
    # What ApiVersions lists as the minimum: below min_version only where Kafka itself
    # advertises versions it no longer serves (Produce v0-v2, KAFKA-18659).
    advertised_min_version: int | None = None
    # Whether ApiVersions lists the API at all on a node (None: always). Kafka answers some
    # APIs it does not advertise: the telemetry ones without a telemetry receiver.
    advertised_if: Callable[[Any], bool] | None = None


@dataclass(frozen=True, slots=True)
class HandlerSpec:
    """A route on one listener, with `max_version` capped where the listener caps it; the
    handler's function is imported at its first use (`load`, from the handler table)."""

    route: Route
    max_version: int
    load: Callable[[str], Handler]

    @property
    def api_key(self) -> int:
        return self.route.api_key

    @property
    def name(self) -> str:
        return self.route.name

    @property
    def min_version(self) -> int:
        return self.route.min_version

    @property
    def advertised_min(self) -> int:
        route = self.route
        return route.min_version if route.advertised_min_version is None \
            else route.advertised_min_version

    @property
    def advertised_if(self) -> Callable[[Any], bool] | None:
        return self.route.advertised_if

    @property
    def function(self) -> Handler:
        return self.load(self.route.target)


class Registry:
    def __init__(self):
        self._handlers: dict[tuple[str, int], HandlerSpec] = {}

    def add(self, routes, load: Callable[[str], Handler]) -> None:
        """Serve every route of `routes` on its listeners; `load("module:function")` returns a
        route's handler (importing its module the first time)."""
        for route in routes:
            if not route.min_version <= route.max_version:
                raise ValueError(f"{route.name}: versions {route.min_version}-"
                                 f"{route.max_version} are empty")
            for listener in route.listeners:
                key = (listener, route.api_key)
                if key in self._handlers:
                    raise ValueError(f"two handlers for {route.name} on {listener}")
                self._handlers[key] = HandlerSpec(route, route.max_version, load)

    def lookup(self, listener: str, api_key: int) -> HandlerSpec | None:
        return self._handlers.get((listener, api_key))

    def served(self, listener: str, max_versions: dict[int, int] | None = None) -> list[HandlerSpec]:
        """Handlers on `listener` by API key, with versions capped by `max_versions`."""
        specs = []
        for (name, _), spec in sorted(self._handlers.items(), key=lambda item: item[0][1]):
            if name != listener:
                continue
            cap = (max_versions or {}).get(spec.api_key)
            if cap is not None:
                if cap < spec.min_version:
                    continue
                spec = HandlerSpec(spec.route, min(cap, spec.max_version), spec.load)
            specs.append(spec)
        return specs


REGISTRY = Registry()
