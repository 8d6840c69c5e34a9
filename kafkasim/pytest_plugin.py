"""The kafkasim pytest plugin: a real Kafka-protocol cluster per test, in-process, in milliseconds.

Installed with kafkasim (entry point `pytest11: kafkasim`); nothing to configure. Fixtures:

- `kafka_cluster`         a fresh `kafkasim.Cluster` for the test, stopped after it;
- `kafka_cluster_shared`  one cluster for the whole session (one per distinct configuration),
                          reset after each test: topics and client quotas deleted, faults,
                          captures, throttles, version caps and network cuts cleared,
                          replication resumed, stopped brokers started again, ACLs back to
                          the marker's (consumer-group state stays: use fresh group ids);
- `kafka_bootstrap`       `kafka_cluster.bootstrap`, the bootstrap.servers string.

Configure them with a marker on the test, its class or module::

    @pytest.mark.kafkasim(brokers=3, racks=("a", "b", "c"), config={"min.insync.replicas": 2})

(any `kafkasim.Cluster` argument; `features={"transaction.version": 1}` runs transactions v1).
A cluster with Kafka's authorizer, SASL users and ACLs is one marker too, and
`kafka_cluster.grant(...)` / `.deny(...)` change the ACLs in a test::

    @pytest.mark.kafkasim(security_protocol="SASL_PLAINTEXT", users={"alice": "alice-secret"},
                          authorizer=True,
                          acls=[{"principal": "alice", "operations": ["write"],
                                 "topic": "orders"}])

The cluster runs on a loop of its own in a background thread, so the same fixtures serve
synchronous tests and asyncio (or anyio) tests alike: in an async test, operations that wait
are awaited (`await kafka_cluster.create_topic("t")`), in a sync test they are called.
Defaults are Kafka's, except `group.initial.rebalance.delay.ms=0` (as Kafka's test containers
set it), so a consumer group forms without a three-second wait.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

MARKER = "kafkasim"
HARNESS_DEFAULTS = {"group.initial.rebalance.delay.ms": "0"}
DEFAULT_ARGS = {"brokers": 3, "racks": ("a", "b", "c")}


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        f"{MARKER}(brokers=3, racks=('a','b','c'), config={{...}}, **cluster_args): "
        "configure the kafka_cluster / kafka_cluster_shared fixtures (kafkasim.Cluster "
        "arguments)")


def cluster_arguments(node: pytest.Item) -> dict:
    """The Cluster arguments for a test: defaults, then its kafkasim markers (module, class,
    function; the closest wins)."""
    args = dict(DEFAULT_ARGS)
    config = dict(HARNESS_DEFAULTS)
    for marker in reversed(list(node.iter_markers(MARKER))):
        if marker.args:
            raise pytest.UsageError(f"@pytest.mark.{MARKER} takes keyword arguments only")
        for key, value in marker.kwargs.items():
            if key == "config":
                config.update({k: str(v) for k, v in (value or {}).items()})
            else:
                args[key] = value
    args["config"] = config
    return args


def _start(args: dict):
    from kafkasim import Cluster

    return Cluster(**args).start()


@pytest.fixture
def kafka_cluster(request: pytest.FixtureRequest) -> Iterator:
    """A fresh kafkasim.Cluster for this test (see the module docstring)."""
    cluster = _start(cluster_arguments(request.node))
    try:
        yield cluster
    finally:
        cluster.stop()


@pytest.fixture
def kafka_bootstrap(kafka_cluster) -> str:
    """The bootstrap.servers string of `kafka_cluster`."""
    return kafka_cluster.bootstrap


class _SharedClusters:
    """Clusters kept for the session, one per configuration."""

    def __init__(self) -> None:
        self.clusters: dict[str, object] = {}

    def get(self, args: dict):
        key = json.dumps(args, sort_keys=True, default=repr)
        cluster = self.clusters.get(key)
        if cluster is None:
            cluster = self.clusters[key] = _start(args)
        return cluster

    def close(self) -> None:
        for cluster in self.clusters.values():
            cluster.stop()
        self.clusters.clear()


@pytest.fixture(scope="session")
def _kafkasim_shared_clusters() -> Iterator[_SharedClusters]:
    shared = _SharedClusters()
    try:
        yield shared
    finally:
        shared.close()


@pytest.fixture
def kafka_cluster_shared(request: pytest.FixtureRequest, _kafkasim_shared_clusters) -> Iterator:
    """The session's cluster for this test's configuration, reset after the test."""
    cluster = _kafkasim_shared_clusters.get(cluster_arguments(request.node))
    try:
        yield cluster
    finally:
        cluster.reset()
