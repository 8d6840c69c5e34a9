"""What a node's listener does around each request when a harness controls the cluster.

`NodeControl.on_request` is installed as the network server's `on_request` hook on every node
(brokers and the controller). For each decoded request, in this order:

0. A chaos run (`Cluster.chaos`) is told of each client request to a broker (the harness's
   own requests go to the controller), and fires the faults due.
1. Network cuts (`Cluster.isolate`): a request crossing a cut — from a client, from another
   broker, or from a broker to the controller — closes its connection, as a reset link would;
   the sender reconnects and meets the cut again until it heals.
2. Faults (`broker/control/faults.py`): the top matching rule delays, drops, closes, or
   answers with an error, in the shape Kafka gives it (`broker/control/error_answers.py`).
3. The handler, then capture (`broker/control/capture.py`), metrics
   (`broker/control/metrics.py`) and, when enabled, the history of clients' writes and reads
   that the checker reads (`broker/control/history.py`).

Faults on the wire (`Cluster.tcp_fault`, broker/control/tcp_faults.py) are picked by
`NodeControl.wire_fault_for`, each broker listener's `wire_faults` hook, before all of this,
and applied by the listener itself (broker/network/wire_faults.py); the exchange of a request
whose answer such a fault loses has the outcome `tcp:KIND` (so the history does not count its
write as acknowledged: the client never heard of it).

Throttling (`Cluster.set_throttle`) is not done here: each broker's client quotas
(broker/quota/manager.py) throttle, and `throttle_for` is their override, so a harness throttle
answers and mutes exactly as a quota does (KIP-219: ThrottleTimeMs at once, then nothing read
from the connection for that long; a throttled Fetch comes back empty).

Where a request comes from is read from its client id: the cluster's own connections name
themselves `broker-N...` (replica fetchers, the controller channel); every other connection is
a client.
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from collections.abc import Callable
from dataclasses import dataclass

from kafkasim.broker.clock import BrokerClock
from kafkasim.broker.control.capture import Exchange, RequestLog
from kafkasim.broker.control.error_answers import (
    PRODUCE,
    TOP_LEVEL_ERROR_APIS,
    add_produce_errors,
    rewrite_with_error,
    split_produce,
    top_level_error_response,
)
from kafkasim.broker.control.faults import FaultStack
from kafkasim.broker.control.history import History
from kafkasim.broker.control.metrics import ClusterMetrics
from kafkasim.broker.control.tcp_faults import TcpFaultStack
from kafkasim.broker.control.telemetry import TelemetryReceiver
from kafkasim.protocol.messages import RESPONSES

log = logging.getLogger("kafkasim.control")

CLIENTS = "clients"
CONTROLLER = "controller"
_BROKER_CLIENT_ID = re.compile(r"^broker-(\d+)(?:-|$)")
_DROP_POLL_SECONDS = 0.05


class ConnectionCut(ConnectionResetError):
    """Raised in a request's task to close its connection quietly (the server treats
    ConnectionError as the peer going away)."""


def broker_endpoint(node_id: int) -> str:
    return f"broker-{node_id}"


def source_of(client_id: str | None) -> str:
    """"broker-N" for the cluster's own connections, "clients" for everything else."""
    match = _BROKER_CLIENT_ID.match(client_id or "")
    return broker_endpoint(int(match.group(1))) if match else CLIENTS


class NetworkCuts:
    """Symmetric cuts between endpoints: "broker-N", "controller", "clients"."""

    def __init__(self) -> None:
        self.cuts: set[frozenset[str]] = set()

    def cut(self, a: str, b: str) -> None:
        self.cuts.add(frozenset((a, b)))

    def heal(self, endpoint: str | None = None) -> None:
        if endpoint is None:
            self.cuts.clear()
        else:
            self.cuts = {pair for pair in self.cuts if endpoint not in pair}

    def blocked(self, a: str, b: str) -> bool:
        return bool(self.cuts) and frozenset((a, b)) in self.cuts

    def describe(self) -> list[list[str]]:
        return sorted(sorted(pair) for pair in self.cuts)


@dataclass(slots=True)
class Throttle:
    """Answer matching requests with ThrottleTimeMs = `throttle_ms` (and mute the
    connection for as long). None fields match anything."""

    throttle_ms: int
    api_key: int | None = None
    broker: int | None = None
    client_id: str | None = None

    def matches(self, node_id: int, api_key: int, client_id: str | None) -> bool:
        return ((self.api_key is None or self.api_key == api_key)
                and (self.broker is None or self.broker == node_id)
                and (self.client_id is None or self.client_id == client_id))

    def describe(self) -> dict:
        from kafkasim.protocol.messages import API_NAMES

        return {"throttle_ms": self.throttle_ms,
                "api": None if self.api_key is None else API_NAMES[self.api_key],
                "broker": self.broker, "client_id": self.client_id}


class ClusterControl:
    """The harness's state shared by every node of one cluster; mutated on its loop."""

    def __init__(self, capture_limit: int = 20000) -> None:
        self.faults = FaultStack()
        self.tcp_faults = TcpFaultStack()
        self.capture = RequestLog(capture_limit)
        self.network = NetworkCuts()
        self.throttles: list[Throttle] = []
        self.metrics = ClusterMetrics()
        # What clients were acknowledged and served, for the checker (off until enabled).
        self.history = History()
        # Told of each client request as it arrives (a chaos run, broker/cluster/chaos.py).
        self.on_client_request: Callable[[], None] | None = None
        # What clients push (KIP-714), from every broker whose receiver is on.
        self.telemetry = TelemetryReceiver()
        # The time every broker's expiries follow; the harness's advance_time moves it.
        self.clock = BrokerClock()

    def set_throttle(self, throttle: Throttle) -> None:
        """Replace the setting with the same filter by `throttle` (none if its throttle_ms
        is 0): one setting per filter, the newest last."""
        key = (throttle.api_key, throttle.broker, throttle.client_id)
        self.throttles[:] = [t for t in self.throttles
                             if (t.api_key, t.broker, t.client_id) != key]
        if throttle.throttle_ms:
            self.throttles.append(throttle)

    def throttle_for(self, node_id: int, api_key: int, client_id: str | None) -> int:
        for throttle in reversed(self.throttles):
            if throttle.matches(node_id, api_key, client_id):
                return throttle.throttle_ms
        return 0


class NodeControl:
    """The `on_request` hook of one node's listener."""

    def __init__(self, shared: ClusterControl, node_id: int, *, controller: bool = False,
                 rack: str | None = None) -> None:
        self.shared = shared
        self.node_id = node_id
        self.rack = rack
        self.controller = controller
        self.endpoint = CONTROLLER if controller else broker_endpoint(node_id)

    def throttle_for(self, api_key: int, client_id: str | None) -> int:
        """The harness's throttle for a request to this node: the newest matching
        `set_throttle` setting for client requests, 0 for the cluster's own (the broker's
        client quotas take it as their override)."""
        if not self.shared.throttles or source_of(client_id) != CLIENTS:
            return 0
        return self.shared.throttle_for(self.node_id, api_key, client_id)

    def internal_wire_faults(self) -> bool:
        """Whether a TCP fault rule may take the brokers' own requests (`internal`): the
        listener's hook that keeps replica fetchers on sockets meanwhile
        (broker/network/local_channel.py)."""
        return any(rule.internal for rule in self.shared.tcp_faults.rules)

    def wire_fault_for(self, context):
        """The wire fault (broker/network/wire_faults.py) of the TCP fault rule that takes
        this request, or None; the rule is kept in `context.wire_rule` for the capture."""
        stack = self.shared.tcp_faults
        if not stack.rules:
            return None
        rule = stack.take(self.node_id, self.rack, context.api_key, context.client_id,
                          context.listener_rack,
                          internal=source_of(context.client_id) != CLIENTS)
        if rule is None:
            return None
        context.wire_rule = rule
        return rule.fault

    async def on_request(self, server, context, request, function):
        shared = self.shared
        source = source_of(context.client_id)
        if shared.on_client_request is not None and source == CLIENTS and not self.controller:
            shared.on_client_request()  # clients' requests to brokers (not the harness's own)
        if shared.network.blocked(source, self.endpoint):
            raise ConnectionCut(f"{source} is cut off from {self.endpoint}")
        exchange = Exchange(
            sequence=shared.capture.next_sequence(), node_id=self.node_id,
            api_key=context.api_key, api_version=context.api_version,
            correlation_id=context.correlation_id, client_id=context.client_id,
            client_host=context.client_host, client_port=context.client_port,
            connection_id=context.connection_id, source=source,
            received_ms=time.time() * 1000, request=request)
        shared.capture.add(exchange)
        started = time.perf_counter()
        try:
            response = await self._serve(server, context, request, function, exchange, source)
            exchange.response = response
            if exchange.outcome == "pending":
                exchange.outcome = "answered" if response is not None \
                    and not context.suppress_response else "no-response"
            wire_rule = context.wire_rule
            if wire_rule is not None and wire_rule.fault.loses_response and \
                    exchange.outcome == "answered":
                exchange.outcome = f"tcp:{wire_rule.kind}"
                exchange.fault = wire_rule.id
        except ConnectionCut:
            exchange.outcome = "closed" if exchange.outcome == "pending" else exchange.outcome
            raise
        except BaseException:
            exchange.outcome = "failed"
            raise
        finally:
            exchange.answered_ms = time.time() * 1000
            shared.metrics.observe_request(self.node_id, context.api_key,
                                           time.perf_counter() - started)
            shared.capture.answered(exchange)
        if response is not None and not self.controller:
            shared.metrics.observe_response(server.owner, context, request, response)
            if shared.history.enabled and source == CLIENTS:
                self._record_history(exchange, server.owner)
        return response

    def _record_history(self, exchange: Exchange, owner) -> None:
        """Give the answered exchange to the history; a failure there costs the history one
        exchange (logged), never the client its answer."""
        try:
            self.shared.history.observe(exchange, owner)
        except Exception:
            log.exception("history could not read request %d (%s)", exchange.sequence,
                          exchange.api)

    async def _serve(self, server, context, request, function, exchange: Exchange, source: str):
        owner = server.owner
        rule = self.shared.faults.take(self.node_id, context.api_key, context.client_id, owner,
                                       request, internal=source != CLIENTS)
        if rule is None:
            if self.controller:
                return await self._serve_controller(owner, context, request, function)
            return await function(owner, context, request)
        exchange.fault = rule.id
        if rule.delay_ms:
            await asyncio.sleep(rule.delay_ms / 1000)
        if rule.close:
            exchange.outcome = "closed"
            raise ConnectionCut(f"fault rule {rule.id} closes the connection")
        if rule.drop:
            exchange.outcome = "dropped"
            await self._wait_until_closed(context)
            raise ConnectionCut(f"fault rule {rule.id} dropped the request")
        if rule.error is None:  # a delay only
            return await function(owner, context, request)
        exchange.outcome = f"error:{rule.error.name}"
        return await self._answer_with_error(owner, context, request, function, rule)

    async def _answer_with_error(self, owner, context, request, function, rule):
        api_key, version = context.api_key, context.api_version
        if api_key == PRODUCE:
            taken = split_produce(request, rule, owner)
            if request.acks == 0:
                raise ConnectionCut("an acks=0 produce failed: Kafka closes the connection")
            response = await function(owner, context, request) if request.topic_data else None
            return add_produce_errors(response, taken, rule, owner, version,
                                      context.listener_name or context.listener)
        if api_key in TOP_LEVEL_ERROR_APIS:
            return top_level_error_response(RESPONSES[api_key], rule, version)
        response = await function(owner, context, request)
        if response is None:
            return None
        return rewrite_with_error(response, api_key, version, rule, owner,
                                  context.listener_name or context.listener)

    async def _serve_controller(self, owner, context, request, function):
        """The controller's requests, with the ISR changes AlterPartition makes counted."""
        if context.api_key != 56:  # AlterPartition
            return await function(owner, context, request)
        image = owner.metadata
        before = {}
        for topic in request.topics:
            info = image.topics_by_id.get(topic.topic_id)
            for partition in topic.partitions:
                current = info.partitions.get(partition.partition_index) if info else None
                if current is not None:
                    before[(info.name, partition.partition_index)] = len(current.isr)
        response = await function(owner, context, request)
        for (topic, index), size in before.items():
            current = image.partition(topic, index)
            if current is not None and len(current.isr) != size:
                self.shared.metrics.observe_isr_change(request.broker_id,
                                                       len(current.isr) < size)
        return response

    @staticmethod
    async def _wait_until_closed(context) -> None:
        closing = getattr(context, "is_closing", None)
        while closing is None or not closing():
            await asyncio.sleep(_DROP_POLL_SECONDS)
