"""`kafkasim.Cluster`: a whole cluster in one event loop, driven from sync or async code.

    with Cluster(brokers=3, racks=("a", "b", "c")) as cluster:      # its own loop, a thread
        cluster.create_topic("t", partitions=6)
        cluster.inject("Fetch", error="NOT_LEADER_OR_FOLLOWER", count=2)

    async with Cluster() as cluster:                                # the caller's loop
        await cluster.create_topic("t")

`core.py` holds the Cluster: nodes, lifecycle, waiting, topics and the harness operations
(brokers, partitions, the remote tier, faults, capture, throttling, version caps, users,
metrics); `security.py` its listener-security collaborator; `dispatch.py` how one object
serves both kinds of caller. What it refuses raises the typed errors of
broker/control/errors.py, exported here. docs/harness.md is the guide.
"""

from __future__ import annotations

from kafkasim.broker.cluster.core import DEFAULT_RACKS, Cluster, cluster_config
from kafkasim.broker.cluster.nodes import START_TIMEOUT
from kafkasim.broker.control.errors import (
    ClusterConflict,
    ClusterError,
    ClusterNotRunningError,
    InvalidArgument,
    NotFound,
    UnknownBroker,
    UnknownFaultRule,
    UnknownTopic,
    UnknownUser,
)

__all__ = ["DEFAULT_RACKS", "START_TIMEOUT", "Cluster", "ClusterConflict", "ClusterError",
           "ClusterHandle", "ClusterNotRunningError", "InvalidArgument", "NotFound",
           "UnknownBroker", "UnknownFaultRule", "UnknownTopic", "UnknownUser",
           "cluster_config", "start_cluster"]

# A cluster started on a background thread used to be a separate handle class; the one
# Cluster now serves synchronous callers itself.
ClusterHandle = Cluster


def start_cluster(**cluster_args) -> Cluster:
    """Start a Cluster (same arguments) on a loop of its own in a background thread (uvloop
    when available); return it once ready."""
    cluster = Cluster(**cluster_args)
    cluster.__enter__()
    return cluster
