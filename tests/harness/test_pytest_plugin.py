"""The pytest plugin (kafkasim/pytest_plugin.py) run as its users run it: a test file in its own
directory, no conftest, fixtures from the plugin, sync and async tests, the marker, the shared
cluster's reset between tests."""

from __future__ import annotations

import pytest

from tests.helpers.plugin import plugin_args

USER_TESTS = '''
import pytest
from kafka import KafkaConsumer, KafkaProducer


def test_sync_round_trip_with_capture(kafka_cluster, kafka_bootstrap):
    kafka_cluster.create_topic("t", partitions=2)
    producer = KafkaProducer(bootstrap_servers=kafka_bootstrap, acks="all")
    for index in range(10):
        producer.send("t", b"v%d" % index)
    producer.flush(10)
    producer.close()
    consumer = KafkaConsumer("t", bootstrap_servers=kafka_bootstrap, client_id="reader",
                             auto_offset_reset="earliest", consumer_timeout_ms=2000)
    assert len(list(consumer)) == 10
    consumer.close()
    assert kafka_cluster.requests("Fetch", where=lambda r: r.topics)
    assert all(e.client_id == "reader" for e in kafka_cluster.requests("Fetch"))


@pytest.mark.kafkasim(brokers=1, racks=None, config={"num.partitions": 4})
def test_marker_configures_the_cluster(kafka_cluster):
    assert kafka_cluster.node_ids == [1]
    assert kafka_cluster.rack_of(1) is None
    assert len(kafka_cluster.create_topic("m").partitions) == 4


@pytest.mark.asyncio
async def test_async_test_awaits_operations(kafka_cluster):
    topic = await kafka_cluster.create_topic("a", partitions=3)
    assert len(topic.partitions) == 3
    rule = kafka_cluster.inject("Metadata", error="UNKNOWN_SERVER_ERROR")
    assert rule.active
    exchange_waiter = kafka_cluster.wait_for_request("Metadata", timeout=0.1)
    try:
        await exchange_waiter
    except TimeoutError:
        pass


def test_shared_first(kafka_cluster_shared):
    kafka_cluster_shared.create_topic("left-behind")
    kafka_cluster_shared.inject("Fetch", error=6, count=None)
    kafka_cluster_shared.stop_broker(2)


def test_shared_second_sees_a_clean_cluster(kafka_cluster_shared):
    assert kafka_cluster_shared.topics() == []
    assert kafka_cluster_shared.faults() == []
    assert kafka_cluster_shared.running == {1, 2, 3}
'''


@pytest.mark.timeout(600)  # a pytest process of its own with a cluster per test
def test_plugin_fixtures_in_a_users_test_file(pytester):
    """Verifies that a test file with no conftest gets kafka_cluster, kafka_bootstrap and
    kafka_cluster_shared from the plugin, that sync and asyncio tests both use them, that the
    kafkasim marker configures the cluster, and that the shared cluster is reset between
    tests."""
    pytester.makepyfile(test_user=USER_TESTS)
    result = pytester.runpytest_subprocess(*plugin_args(), "-p", "no:randomly", "-q",
                                           "-W", "ignore::DeprecationWarning")
    result.assert_outcomes(passed=5)


def test_marker_is_registered_for_strict_markers(pytester):
    """Verifies that the plugin registers its marker, so --strict-markers accepts it."""
    pytester.makepyfile(test_marker='''
import pytest

@pytest.mark.kafkasim(brokers=1)
def test_nothing():
    pass
''')
    result = pytester.runpytest_subprocess(*plugin_args(), "--strict-markers", "-q")
    result.assert_outcomes(passed=1)
    listed = pytester.runpytest_subprocess(*plugin_args(), "--markers")
    listed.stdout.fnmatch_lines(["*kafkasim(brokers=3*"])
