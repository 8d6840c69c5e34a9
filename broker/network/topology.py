"""The network model: racks, and what it costs to cross from one to another.

A topology file (TOML) names the racks and, per pair of racks, the one-way latency (with
optional jitter), the bandwidth, and a price per gigabyte for traffic between different
racks. Links are symmetric: `a->b` and `b->a` are the same link. With a topology, every
broker opens one listener per rack (named `RACK_A`, `RACK_B`, ...); a client's rack is the
rack of the listener it dialled, so any Kafka client sits in a rack by its bootstrap address,
whether or not it sends a RackId. The listener delays each request by one one-way trip plus
its transfer time before the broker sees it, and each response by one one-way trip plus its
transfer time before the client does: an idle round trip costs twice the one-way latency.
Replication is modelled the same way: a follower dials the leader's listener for its own
rack.

    racks = ["a", "b", "c"]
    price_per_cross_rack_gb = 0.01        # currency units per GB (10^9 bytes) crossing racks

    [defaults]                            # any pair not listed below
    same_rack_latency_ms = 5.0
    cross_rack_latency_ms = 12.5
    jitter_ms = 0.0                       # each trip: latency + uniform(-jitter, +jitter)
    same_rack_bandwidth_mbps = 10000      # megabits per second
    cross_rack_bandwidth_mbps = 2500

    [[link]]                              # one pair, both directions
    racks = ["a", "c"]
    latency_ms = 15.0
    jitter_ms = 0.5
    bandwidth_mbps = 1000

Not modelled: contention (each message is timed as if alone on its link), packet loss, and the
controller listener (the controller sits in no rack).
"""

from __future__ import annotations

import random
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

#: The built-in topology (`--topology default`). The latencies are a cloud region's (about
#: 0.5 ms one way within a zone, 1-1.5 ms between zones) scaled up ten times, so that a Python
#: broker's own time per request (about a millisecond on a busy machine) stays within 20% of
#: the modelled round trips and clients observe the model.
DEFAULT_TOPOLOGY_TOML = """\
# kafkasim's built-in topology: three racks (availability zones) a, b, c.
racks = ["a", "b", "c"]
price_per_cross_rack_gb = 0.02          # USD per GB crossing racks (0.01 out + 0.01 in)

[defaults]
same_rack_latency_ms = 5.0
cross_rack_latency_ms = 12.5
jitter_ms = 0.0
same_rack_bandwidth_mbps = 10000
cross_rack_bandwidth_mbps = 5000

[[link]]
racks = ["a", "b"]
latency_ms = 10.0
jitter_ms = 0.5

[[link]]
racks = ["b", "c"]
latency_ms = 12.5
jitter_ms = 0.5

[[link]]
racks = ["a", "c"]
latency_ms = 15.0
jitter_ms = 0.5
bandwidth_mbps = 2500
"""


class TopologyError(ValueError):
    """A topology file that cannot be used (one line saying what is wrong)."""


@dataclass(frozen=True, slots=True)
class Link:
    """One pair of racks, both directions: one-way latency, jitter and bandwidth."""

    latency_ms: float
    jitter_ms: float
    bandwidth_mbps: float

    def one_way_seconds(self, size: int, rng: random.Random | None = None) -> float:
        """The time a message of `size` bytes takes over this link: the latency (with a
        uniform jitter of +-jitter_ms) plus its transfer time at the link's bandwidth."""
        latency = self.latency_ms
        if self.jitter_ms:
            latency += (rng or random).uniform(-self.jitter_ms, self.jitter_ms)
        transfer = size * 8 / (self.bandwidth_mbps * 1e6)
        return max(latency, 0.0) / 1000 + transfer


@dataclass(frozen=True)
class Topology:
    """Racks, a link for every pair of racks (same-rack pairs included), and the price of a
    cross-rack gigabyte."""

    racks: tuple[str, ...]
    links: dict[tuple[str, str], Link] = field(default_factory=dict)
    price_per_cross_rack_gb: float = 0.0
    source: str = "default"

    def link(self, client_rack: str, broker_rack: str) -> Link:
        return self.links[(client_rack, broker_rack)]

    def latency_ms(self, client_rack: str, broker_rack: str) -> float:
        return self.link(client_rack, broker_rack).latency_ms

    def cost(self, cross_rack_bytes: int) -> float:
        """The price of `cross_rack_bytes` bytes crossing racks (GB = 10^9 bytes)."""
        return cross_rack_bytes / 1e9 * self.price_per_cross_rack_gb

    def listener_names(self) -> dict[str, str]:
        """Rack -> the name of its listener on every broker (`RACK_A` for rack `a`)."""
        return {rack: listener_name(rack) for rack in self.racks}

    def to_dict(self) -> dict:
        """The model as plain data, pairs written `a->b` (headline.json's `topology`)."""
        pairs = [(a, b) for a in self.racks for b in self.racks]
        return {
            "source": self.source,
            "racks": list(self.racks),
            "price_per_cross_rack_gb": self.price_per_cross_rack_gb,
            "latency_ms": {f"{a}->{b}": self.links[(a, b)].latency_ms for a, b in pairs},
            "jitter_ms": {f"{a}->{b}": self.links[(a, b)].jitter_ms for a, b in pairs},
            "bandwidth_mbps": {f"{a}->{b}": self.links[(a, b)].bandwidth_mbps for a, b in pairs},
            "listeners": self.listener_names(),
        }


def listener_name(rack: str) -> str:
    """The listener name for clients in `rack`: RACK_ plus the rack in capitals, with
    characters Kafka does not allow in listener names replaced by `_`."""
    cleaned = "".join(c if c.isalnum() or c in "_-" else "_" for c in rack.upper())
    return f"RACK_{cleaned}"


def _number(table: dict, key: str, default: float, where: str) -> float:
    value = table.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
        raise TopologyError(f"{where}: {key} must be a non-negative number, got {value!r}")
    return float(value)


def parse_topology(text: str, source: str = "default") -> Topology:
    """Build a Topology from TOML text; TopologyError says what is wrong."""
    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise TopologyError(f"{source}: not TOML: {error}") from None
    racks = document.get("racks")
    if not isinstance(racks, list) or not racks or not all(
            isinstance(r, str) and r for r in racks) or len(set(racks)) != len(racks):
        raise TopologyError(f"{source}: racks must be a list of distinct non-empty names")
    names = [listener_name(r) for r in racks]
    if len(set(names)) != len(names):
        raise TopologyError(f"{source}: racks {racks} give clashing listener names {names}")
    defaults = document.get("defaults", {})
    price = _number(document, "price_per_cross_rack_gb", 0.0, source)
    where = f"{source} [defaults]"
    same = Link(_number(defaults, "same_rack_latency_ms", 1.0, where),
                _number(defaults, "jitter_ms", 0.0, where),
                _number(defaults, "same_rack_bandwidth_mbps", 10000.0, where))
    cross = Link(_number(defaults, "cross_rack_latency_ms", 5.0, where),
                 _number(defaults, "jitter_ms", 0.0, where),
                 _number(defaults, "cross_rack_bandwidth_mbps", 2500.0, where))
    if same.bandwidth_mbps <= 0 or cross.bandwidth_mbps <= 0:
        raise TopologyError(f"{where}: bandwidths must be positive")
    links = {(a, b): same if a == b else cross for a in racks for b in racks}
    for index, table in enumerate(document.get("link", [])):
        where = f"{source} [[link]] #{index + 1}"
        pair = table.get("racks")
        if not isinstance(pair, list) or len(pair) != 2 or not all(r in racks for r in pair):
            raise TopologyError(f"{where}: racks must name two of {racks}")
        a, b = pair
        base = links[(a, b)]
        link = Link(_number(table, "latency_ms", base.latency_ms, where),
                    _number(table, "jitter_ms", base.jitter_ms, where),
                    _number(table, "bandwidth_mbps", base.bandwidth_mbps, where))
        if link.bandwidth_mbps <= 0:
            raise TopologyError(f"{where}: bandwidth_mbps must be positive")
        if link.jitter_ms > link.latency_ms:
            raise TopologyError(f"{where}: jitter_ms is larger than latency_ms")
        links[(a, b)] = links[(b, a)] = link
    return Topology(tuple(racks), links, price, source)


def load_topology(spec: str) -> Topology:
    """`default` (the built-in model) or the path of a TOML topology file."""
    if spec == "default":
        return parse_topology(DEFAULT_TOPOLOGY_TOML)
    path = Path(spec)
    try:
        text = path.read_text()
    except OSError as error:
        raise TopologyError(f"{spec}: {error.strerror or error}") from None
    return parse_topology(text, str(path))


@dataclass(frozen=True, slots=True)
class NetworkPath:
    """What one listener models: clients in `client_rack` talking to a broker in
    `broker_rack` over `link`."""

    client_rack: str
    broker_rack: str
    link: Link
    rng: random.Random = field(default_factory=random.Random)

    @property
    def cross_rack(self) -> bool:
        return self.client_rack != self.broker_rack

    def delay(self, size: int) -> float:
        """Seconds a message of `size` bytes spends on the path, one way."""
        return self.link.one_way_seconds(size, self.rng)


def main(argv: list[str] | None = None) -> int:
    """`python -m kafkasim.broker.network.topology [default|FILE]`: print the model as JSON
    (what `kafkasim report --topology-json` reads)."""
    import json
    import sys

    args = sys.argv[1:] if argv is None else argv
    try:
        topology = load_topology(args[0] if args else "default")
    except TopologyError as error:
        print(f"topology: {error}", file=sys.stderr)
        return 2
    print(json.dumps(topology.to_dict(), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
