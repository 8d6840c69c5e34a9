"""One 3-broker cluster (racks a, b, c) per matrix module, on its own loop in a background thread.

Set KAFKASIM_MATRIX_BOOTSTRAP=host:port,... to run the same matrix against another cluster
(Apache Kafka, say) for comparison; topics are then created the same way, through CreateTopics.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import pytest

# Test-cluster settings, as Kafka's own integration tests use them: the first member of a new
# group need not wait 3 s (group.initial.rebalance.delay.ms) for others to join; topics exist
# only when a test creates them.
CLUSTER_CONFIG = {
    "group.initial.rebalance.delay.ms": "0",
    "auto.create.topics.enable": "false",
}


@dataclass
class ExternalCluster:
    bootstrap: str


@pytest.fixture(scope="module")
def cluster():
    external = os.environ.get("KAFKASIM_MATRIX_BOOTSTRAP")
    if external:
        yield ExternalCluster(external)
        return
    from kafkasim.broker.cluster import start_cluster

    handle = start_cluster(brokers=3, racks=["a", "b", "c"], config=CLUSTER_CONFIG)
    try:
        yield handle
    finally:
        handle.stop()
