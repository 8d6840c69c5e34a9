"""The scenario registry: `@scenario(group, title)` on an async function of one `Side`."""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

#: Groups in the order the suite runs them and the report lists them.
GROUPS = (
    "ApiVersions",
    "Metadata",
    "Produce",
    "Fetch",
    "Fetch sessions",
    "Fetch from follower",
    "ListOffsets",
    "OffsetForLeaderEpoch",
    "Tiered storage",
    "Unknown topics and ids",
    "Error precedence",
    "Injected errors",
    "Admin",
    "Client quotas",
    "Groups",
    "Consumer groups",
    "Share groups",
    "Share fetch",
    "Share admin",
    "Client telemetry",
    "Compaction",
    "Transactions",
    "Transactions: data and failures",
    "Transactions v2",
    "Clients",
    "Leader moves",
    "Brokers down",
    "ACLs",
    "Authorization",
)

#: The clusters a scenario runs on: the default pair, or the pair with Kafka's
#: StandardAuthorizer and a SASL/PLAIN listener (run.AUTHORIZER_USERS act as principals).
DEFAULT = "default"
AUTHORIZER = "authorizer"


@dataclass(frozen=True)
class Scenario:
    id: str  # "<group-slug>/<title-slug>", unique; also the pytest id
    group: str
    title: str
    function: Callable[..., Awaitable[None]]
    timeout: float  # seconds, per side
    disruptive: bool  # stops or moves brokers: runs after the others, in order
    # Needs tiered storage (KIP-405) on the reference cluster: compared with the tiered
    # reference, whose Kafka version is TIERED_KAFKA_VERSION (scripts/reference/pom.xml).
    tiered: bool = False
    cluster: str = DEFAULT  # DEFAULT or AUTHORIZER: the pair of clusters it runs on

    def __str__(self) -> str:
        return self.id


TIERED_GROUP = "Tiered storage"
SCENARIOS: list[Scenario] = []


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def scenario(group: str, title: str, *, timeout: float = 60.0, disruptive: bool = False,
             tiered: bool | None = None, cluster: str = DEFAULT):
    """Register an async function `f(k: Side)` as a scenario of `group` (`tiered`: it needs
    tiered storage; by default the scenarios of the "Tiered storage" group), run on the
    `cluster` pair (DEFAULT, or AUTHORIZER for the clusters with an authorizer and SASL
    users)."""
    if group not in GROUPS:
        raise ValueError(f"unknown scenario group {group!r}")

    def register(function):
        scenario_id = f"{slug(group)}/{slug(title)}"
        if any(s.id == scenario_id for s in SCENARIOS):
            raise ValueError(f"two scenarios named {scenario_id}")
        SCENARIOS.append(Scenario(scenario_id, group, title, function, timeout, disruptive,
                                  group == TIERED_GROUP if tiered is None else tiered,
                                  cluster))
        return function

    return register


def all_scenarios(cluster: str | None = None) -> list[Scenario]:
    """Every scenario (of the `cluster` pair, when given), importing the modules under
    scenarios/ once; non-disruptive first, each part in group order, then registration
    order."""
    from tests.reference.fidelity import scenarios as package

    for module in pkgutil.iter_modules(package.__path__):
        importlib.import_module(f"{package.__name__}.{module.name}")
    order = {group: index for index, group in enumerate(GROUPS)}
    position = {s.id: index for index, s in enumerate(SCENARIOS)}
    chosen = [s for s in SCENARIOS if cluster is None or s.cluster == cluster]
    return sorted(chosen, key=lambda s: (s.disruptive, order[s.group], position[s.id]))
