"""`kafkasim.Cluster`: a whole cluster in one event loop, driven from sync or async code.

    with Cluster(brokers=3, racks=("a", "b", "c")) as cluster:      # its own loop, a thread
        cluster.create_topic("t", partitions=6)
        cluster.inject("Fetch", error="NOT_LEADER_OR_FOLLOWER", count=2)

    async with Cluster() as cluster:                                # the caller's loop
        await cluster.create_topic("t")

`core.py` holds the nodes, lifecycle, waiting and topics; `operations.py` the harness
operations (brokers, partitions, faults, capture, throttling, version caps, metrics);
`dispatch.py` how one object serves both kinds of caller. docs/harness.md is the guide.
"""

from __future__ import annotations

from kafkasim.broker.cluster.core import DEFAULT_RACKS, START_TIMEOUT, cluster_config
from kafkasim.broker.cluster.dispatch import ClusterNotRunningError
from kafkasim.broker.cluster.operations import ClusterOperations
from kafkasim.broker.cluster.security import ClusterSecurity

__all__ = ["DEFAULT_RACKS", "START_TIMEOUT", "Cluster", "ClusterHandle",
           "ClusterNotRunningError", "cluster_config", "start_cluster"]


class Cluster(ClusterSecurity, ClusterOperations):
    """A controller and `brokers` brokers on `racks` (assigned round-robin), listening on
    `host` (127.0.0.1 by default) at free ports unless `port_base` is given, logs in memory
    unless `data_dir` is. `config` holds Kafka settings (broker keys, and topic defaults).
    `security_protocol` (PLAINTEXT, SSL, SASL_PLAINTEXT, SASL_SSL), `users`,
    `sasl_mechanisms`, `ssl_client_auth` and `tls` secure the listeners (security.py). Usable
    as `with`, `async with`, or `start()`/`stop()`; see the module docstring and
    docs/harness.md."""


# A cluster started on a background thread used to be a separate handle class; the one
# Cluster now serves synchronous callers itself.
ClusterHandle = Cluster


def start_cluster(**cluster_args) -> Cluster:
    """Start a Cluster (same arguments) on a loop of its own in a background thread (uvloop
    when available); return it once ready."""
    cluster = Cluster(**cluster_args)
    cluster.__enter__()
    return cluster
