"""The harness's typed errors (broker/control/errors.py, docs/harness.md "Errors"): the same
type from the Python API and, over the HTTP control plane, the status that type maps to; and
an unexpected failure answered 500 with one log line, never a traceback."""

from __future__ import annotations

import logging

import aiohttp
import pytest

import kafkasim
from kafkasim.broker.cluster import Cluster
from kafkasim.control_http import ROUTES, ControlPlane, Route
from kafkasim.protocol.errors import ErrorCode, KafkaError
from tests.helpers.cluster import TEST_CLUSTER_CONFIG


@pytest.fixture
async def cluster():
    async with Cluster(brokers=3, racks=("a", "b", "c"), config=TEST_CLUSTER_CONFIG) as running:
        yield running


async def test_python_api_raises_one_type_per_reason(cluster):
    """Verifies that an unknown broker is UnknownBroker, an unknown topic or partition is
    UnknownTopic (also Kafka's UNKNOWN_TOPIC_OR_PARTITION), a refusal by the cluster's state
    is ClusterConflict and an argument no cluster takes is InvalidArgument, each also the
    builtin error callers caught before (KeyError, ValueError)."""
    await cluster.create_topic("typed", partitions=1, replication_factor=3)
    with pytest.raises(kafkasim.UnknownBroker) as unknown_broker:
        await cluster.stop_broker(42)
    assert unknown_broker.value.node_id == 42 and isinstance(unknown_broker.value, KeyError)
    assert str(unknown_broker.value) == "no broker 42 (brokers [1, 2, 3])"
    with pytest.raises(kafkasim.UnknownBroker):
        cluster.pause_replication(0)
    with pytest.raises(kafkasim.UnknownTopic) as unknown_topic:
        cluster.describe_topic("nope")
    assert unknown_topic.value.code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
    with pytest.raises(kafkasim.UnknownTopic) as unknown_partition:
        await cluster.move_leader("typed", 7, to=1)
    assert (unknown_partition.value.topic, unknown_partition.value.partition) == ("typed", 7)
    assert isinstance(unknown_partition.value, KafkaError)
    with pytest.raises(kafkasim.UnknownTopic):
        await cluster.delete_topic("nope")
    with pytest.raises(kafkasim.ClusterConflict, match="is running"):
        await cluster.start_broker(1)
    await cluster.stop_broker(3)
    with pytest.raises(kafkasim.ClusterConflict, match="not running"):
        await cluster.kill_broker(3)
    with pytest.raises(kafkasim.ClusterConflict, match="not running"):
        await cluster.move_coordinator("g", to=3)
    with pytest.raises(kafkasim.ClusterConflict, match="no remote tier"):
        cluster.fail_remote_store("copy")
    with pytest.raises(kafkasim.InvalidArgument, match="itself"):
        cluster.isolate(1, from_=[1])
    with pytest.raises(kafkasim.InvalidArgument):
        cluster.inject("NoSuchApi", error="NOT_LEADER_OR_FOLLOWER")
    assert cluster.network_cuts() == []  # nothing was cut by the refused isolate
    with pytest.raises(ValueError):
        cluster.fail_remote_store("upload")
    with pytest.raises(KafkaError) as refused:  # Kafka's own refusal stays a KafkaError
        await cluster.create_topic("typed")
    assert refused.value.code == ErrorCode.TOPIC_ALREADY_EXISTS
    assert not isinstance(refused.value, kafkasim.ClusterError)


async def call(session, url: str, token: str, method: str, path: str, body=None,
               data: bytes | None = None) -> tuple[int, dict]:
    async with session.request(method, url + path, json=body, data=data,
                               headers={"Authorization": f"Bearer {token}"}) as answer:
        return answer.status, await answer.json()


async def test_http_answers_each_type_with_its_status(cluster):
    """Verifies over HTTP that each typed error gets its status with a JSON error and no
    traceback: 400 for input the schema or the cluster refuses (a body nested too deep for
    the JSON parser too), 404 for an unknown broker, topic, partition, fault rule or user,
    408 for a wait that times out, 409 for a refusal by the cluster's state or by Kafka
    (with Kafka's error name)."""
    await cluster.create_topic("http-typed", partitions=1, replication_factor=3)
    plane = await ControlPlane(cluster).start()
    cases = [
        ("POST", "/brokers/42/stop", {}, 404, None),
        ("GET", "/topics/nope", None, 404, "UNKNOWN_TOPIC_OR_PARTITION"),
        ("DELETE", "/topics/nope", None, 404, "UNKNOWN_TOPIC_OR_PARTITION"),
        ("POST", "/topics/http-typed/partitions/9/leader", {"to": 1}, 404,
         "UNKNOWN_TOPIC_OR_PARTITION"),
        ("DELETE", "/faults/999", None, 404, None),
        ("DELETE", "/users/nobody", None, 404, None),
        ("PUT", "/throttles", {"throttle_ms": 10, "broker": 42}, 404, None),
        ("PUT", "/quotas", {"entity": {"group": "g"}, "values": {}}, 400, None),
        ("PUT", "/quotas", {"entity": {"client-id": "app"},
                            "values": {"producer_byte_rate": 0}}, 409, "INVALID_REQUEST"),
        ("POST", "/brokers/1/isolate", {"from": [42]}, 404, None),
        ("POST", "/brokers/1/isolate", {"from": [1]}, 400, None),
        ("POST", "/topics", {"name": "x", "assignments": {"²": [1]}}, 400, None),
        ("POST", "/brokers/1/start", None, 409, None),
        ("POST", "/remote-store/faults", {"operation": "copy"}, 409, None),
        ("POST", "/topics", {"name": "http-typed"}, 409, "TOPIC_ALREADY_EXISTS"),
        ("POST", "/topics/http-typed/partitions/0/leader", {"to": 42}, 409,
         "INVALID_REQUEST"),
        ("POST", "/requests/wait", {"api": "DeleteGroups", "timeout": 0.05}, 408, None),
    ]
    async with aiohttp.ClientSession() as session:
        for method, path, body, status, kafka_error in cases:
            answer_status, answer = await call(session, plane.url, plane.token, method, path,
                                               body)
            assert (answer_status, answer["error"]["status"]) == (status, status), \
                (method, path, answer)
            assert answer["error"]["kafka_error"] == kafka_error, (method, path, answer)
            assert "Traceback" not in answer["error"]["message"]
        deep = b"[" * 100000 + b"]" * 100000
        status, answer = await call(session, plane.url, plane.token, "POST", "/topics",
                                    data=deep)
        assert status == 400 and "JSON" in answer["error"]["message"]
    assert cluster.network_cuts() == []


async def test_an_unexpected_failure_is_a_500_with_one_log_line(cluster, caplog):
    """Verifies that a failure no typed error describes (a bug; planted here as a route
    whose handler raises a bare KeyError, which the plane once turned into a 404) is answered
    500 with the error's type only, and logged as one line naming where it was raised."""
    async def broken(cluster):
        return {}["missing"]

    planted = Route("GET", "/broken", "a planted bug", broken)
    ROUTES.append(planted)
    try:
        plane = await ControlPlane(cluster).start()
    finally:
        ROUTES.remove(planted)
    caplog.set_level(logging.INFO, logger="kafkasim.control_http")
    async with aiohttp.ClientSession() as session:
        status, answer = await call(session, plane.url, plane.token, "GET", "/broken")
    assert status == 500
    assert answer["error"] == {"status": 500, "kafka_error": None,
                               "message": "internal error: KeyError"}
    failures = [r for r in caplog.records if r.name == "kafkasim.control_http"
                and r.levelno >= logging.WARNING]
    assert len(failures) == 1 and failures[0].exc_info is None
    line = failures[0].getMessage()
    assert "\n" not in line and "GET /broken" in line and "KeyError" in line
    assert "test_errors.py:" in line
