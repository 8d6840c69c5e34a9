"""Shared fixtures: a 3-broker cluster on racks a, b, c with short timeouts.

`cluster` runs in the test's own event loop (for asyncio tests using our KafkaConnection or
aiokafka); `cluster_thread` runs it on a background thread's loop with a synchronous handle (for
kafka-python, confluent-kafka and kcat, which would block a shared loop).
"""

from __future__ import annotations

from importlib.metadata import entry_points

import pytest
from hypothesis import settings

from tests.helpers.cluster import TEST_CLUSTER_CONFIG

# No deadline for hypothesis's examples: how fast a test runs is not its result (timing belongs
# in benchmarks/), and on a loaded machine or a busy xdist worker one example can take longer
# than hypothesis's 200 ms, which it reports as a flaky failure.
settings.register_profile("kafkasim", deadline=None)
settings.load_profile("kafkasim")

# The kafkasim plugin (kafka_cluster, ...) comes with the installed distribution through its
# pytest11 entry point; a development install made before the entry point existed gets it
# here. pytester runs the plugin's own tests (tests/harness/test_pytest_plugin.py).
# tests.helpers.selection: one xdist worker per shared resource, and the line that counts what a
# run's -m left out.
pytest_plugins = ["pytester", "tests.helpers.selection"]
if not any(ep.value == "kafkasim.pytest_plugin" for ep in entry_points(group="pytest11")):
    pytest_plugins.append("kafkasim.pytest_plugin")


@pytest.fixture
async def cluster():
    from kafkasim.broker.cluster import Cluster

    async with Cluster(brokers=3, racks=("a", "b", "c"), config=TEST_CLUSTER_CONFIG) as running:
        yield running


@pytest.fixture
def cluster_thread():
    from kafkasim.broker.cluster import start_cluster

    with start_cluster(brokers=3, racks=("a", "b", "c"), config=TEST_CLUSTER_CONFIG) as handle:
        yield handle
