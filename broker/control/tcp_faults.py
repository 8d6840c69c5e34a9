"""TCP fault rules: which requests, on which connections, meet a fault on the wire.

What a fault does to the bytes (slow, cut, slow_close, reset, drop_response) is
broker/network/wire_faults.py's part, applied by every broker's listener; this module says which
requests it takes. A rule matches an API (or any), a broker, a pair of racks (the rack of the
client's listener in the network model and the broker's rack, either way round), a client id,
and by default clients' requests only (`internal` takes the brokers' own too: replica fetches
between racks). Like the request fault rules (faults.py) the rules form a stack, newest on top:
the first matching rule takes the request and uses up one of its `count` (None: every matching
request until removed). The two stacks are independent: a request may meet an injected error
and then lose its answer on the wire.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kafkasim.broker.control.faults import FaultError, RuleStack, api_key_of, next_rule_id
from kafkasim.broker.network.wire_faults import (
    Direction,
    WireFault,
    WireFaultError,
    WireFaultKind,
)
from kafkasim.protocol.messages import API_NAMES

#: What each kind counts by default: a slow link stays until removed, the rest happen once.
_DEFAULT_COUNT = {WireFaultKind.SLOW: None}


def wire_fault_of(kind: str, **settings) -> WireFault:
    """A WireFault from its kind's name and settings; FaultError says what is wrong."""
    try:
        fault_kind = WireFaultKind(kind)
    except ValueError:
        raise FaultError(f"unknown TCP fault kind {kind!r}; one of "
                         f"{', '.join(k.value for k in WireFaultKind)}") from None
    direction = settings.pop("direction", None)
    try:
        if direction is not None:
            settings["direction"] = Direction(direction)
        elif fault_kind is WireFaultKind.SLOW:
            settings["direction"] = Direction.BOTH
        return WireFault(fault_kind, **settings)
    except ValueError as error:  # WireFaultError, or an unknown direction
        message = str(error) if isinstance(error, WireFaultError) else \
            f"unknown direction {direction!r}; one of request, response, both"
        raise FaultError(message) from None


@dataclass(eq=False)
class TcpFaultRule:
    """One rule of the TCP fault stack. Build rules with `Cluster.tcp_fault`."""

    fault: WireFault
    api_key: int | None = None
    broker: int | None = None
    racks: frozenset[str] | None = None
    client_id: str | None = None
    count: int | None = 1
    internal: bool = False
    id: int = field(default_factory=next_rule_id)
    hits: int = 0
    stack: RuleStack | None = field(default=None, init=False, repr=False)

    def __post_init__(self) -> None:
        if self.count is not None and self.count < 1:
            raise FaultError("count must be at least 1 (or None for every request)")
        if self.racks is not None and not 1 <= len(self.racks) <= 2:
            raise FaultError("racks names one or two racks")

    @property
    def kind(self) -> str:
        return self.fault.kind.value

    def remove(self) -> None:
        """Take the rule off the stack (no-op when it is gone already)."""
        if self.stack is not None:
            self.stack.remove(self)

    def describe(self) -> dict:
        """The rule as JSON-ready data (the HTTP plane's representation)."""
        return {"id": self.id, **self.fault.describe(),
                "api": None if self.api_key is None else API_NAMES[self.api_key],
                "broker": self.broker,
                "racks": None if self.racks is None else sorted(self.racks),
                "client_id": self.client_id, "count": self.count, "internal": self.internal,
                "hits": self.hits}

    def matches(self, node_id: int, broker_rack: str | None, api_key: int,
                client_id: str | None, client_rack: str | None) -> bool:
        if self.api_key is not None and self.api_key != api_key:
            return False
        if self.broker is not None and self.broker != node_id:
            return False
        if self.client_id is not None and self.client_id != client_id:
            return False
        # A pair of racks is a link: a client in one talking to a broker in the other, either
        # way round; one rack: the link within it.
        return self.racks is None or frozenset((client_rack, broker_rack)) == self.racks


def tcp_fault_rule(kind: str, *, api: int | str | None = None, broker: int | None = None,
                   racks=None, client_id: str | None = None, count: int | None | str = "default",
                   internal: bool = False, **settings) -> TcpFaultRule:
    """Build a rule (Cluster.tcp_fault's arguments); FaultError says what is wrong."""
    fault = wire_fault_of(kind, **settings)
    if isinstance(racks, str):
        racks = (racks,)
    if racks is not None and (not all(isinstance(r, str) and r for r in racks)):
        raise FaultError("racks must be rack names")
    return TcpFaultRule(
        fault=fault, api_key=None if api is None else api_key_of(api), broker=broker,
        racks=None if racks is None else frozenset(racks), client_id=client_id,
        count=_DEFAULT_COUNT.get(fault.kind, 1) if count == "default" else count,
        internal=internal)


class TcpFaultStack(RuleStack):
    """The TCP fault rules of one cluster, shared by every broker's listeners."""

    rules: list[TcpFaultRule]

    def take(self, node_id: int, broker_rack: str | None, api_key: int, client_id: str | None,
             client_rack: str | None, internal: bool) -> TcpFaultRule | None:
        """The rule that takes this request, its count used up by one; None when none
        matches."""
        for rule in reversed(self.rules):
            if internal and not rule.internal:
                continue
            if rule.matches(node_id, broker_rack, api_key, client_id, client_rack):
                return self.use(rule)
        return None
