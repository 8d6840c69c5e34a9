"""The HTTP control plane (kafkasim/control_http.py) from outside Python's reach: the real
`kafkasim up --control` process, curl, a Go test with net/http and franz-go, and schemathesis
generating requests from /openapi.json."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from tests.helpers.cluster import TEST_CLUSTER_CONFIG

ROOT = Path(__file__).resolve().parents[2]
GO_CLIENT = ROOT / "tests" / "clients" / "go"


@pytest.fixture
def control_plane():
    """`kafkasim up --control 127.0.0.1:0` in its own process, one per test (schemathesis
    leaves brokers stopped and cut off); yields (url, token)."""
    yield from serve_control_plane(TEST_CLUSTER_CONFIG)


@pytest.fixture
def tiered_control_plane():
    """The same with the brokers' remote tier on (remote.log.storage.system.enable)."""
    yield from serve_control_plane({**TEST_CLUSTER_CONFIG,
                                    "remote.log.storage.system.enable": "true"})


def serve_control_plane(settings: dict):
    config = [arg for key, value in settings.items()
              for arg in ("--config", f"{key}={value}")]
    # stderr goes to a file: a pipe nobody reads fills with the brokers' warnings (a
    # schemathesis run provokes thousands) and then blocks the cluster's event loop.
    errors = tempfile.TemporaryFile("w+")  # noqa: SIM115
    process = subprocess.Popen(
        [sys.executable, "-m", "kafkasim", "up", "--port-base", "0", "--control",
         "127.0.0.1:0", *config], stdout=subprocess.PIPE, stderr=errors, text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)})
    url = token = None
    deadline = time.monotonic() + 30
    lines = []
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line:
            break
        lines.append(line)
        match = re.match(r"control: (\S+) token (\S+)", line)
        if match:
            url, token = match.groups()
        if line.startswith("ready in"):
            break
    if url is None:
        process.kill()
        process.wait()
        errors.seek(0)
        pytest.fail(f"kafkasim up did not start its control plane: {lines} {errors.read()}")
    try:
        yield url, token
    finally:
        process.terminate()
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        process.stdout.close()
        errors.close()


def curl(*args: str) -> tuple[int, str]:
    result = subprocess.run(["curl", "-s", "-o", "-", "-w", "\n%{http_code}", *args],
                            capture_output=True, text=True, timeout=60, check=True)
    body, _, status = result.stdout.rpartition("\n")
    return int(status), body


def test_curl_drives_the_plane_and_needs_the_token(control_plane):
    """Verifies with curl that a request without the bearer token gets 401 as JSON, that the
    OpenAPI document is served, that operations answer JSON, that a bad body is a 400 and an
    unknown broker a 404 (never a traceback), that client quotas are set and listed, and
    that /metrics is Prometheus text."""
    url, token = control_plane
    auth = ["-H", f"Authorization: Bearer {token}"]
    status, body = curl(f"{url}/cluster")
    assert status == 401 and json.loads(body)["error"]["status"] == 401
    status, body = curl("-H", "Authorization: Bearer wrong", f"{url}/cluster")
    assert status == 401
    status, body = curl(f"{url}/openapi.json")
    assert status == 200 and json.loads(body)["openapi"].startswith("3.")
    status, body = curl(*auth, "-X", "POST", "-H", "Content-Type: application/json",
                        "-d", '{"name": "curl-topic", "partitions": 2}', f"{url}/topics")
    assert status == 200 and len(json.loads(body)["partitions"]) == 2
    status, body = curl(*auth, "-X", "POST", "-d", '{"name": 5}', f"{url}/topics")
    assert status == 400 and "name" in json.loads(body)["error"]["message"]
    status, body = curl(*auth, "-X", "POST", "-d", "not json", f"{url}/topics")
    assert status == 400
    status, body = curl(*auth, "-X", "POST", f"{url}/brokers/42/kill")
    assert status == 404 and "Traceback" not in body
    status, body = curl(*auth, "-X", "POST", "-d", '{"name": "curl-topic"}', f"{url}/topics")
    assert status == 409 and json.loads(body)["error"]["kafka_error"] == "TOPIC_ALREADY_EXISTS"
    status, body = curl(*auth, "-X", "PUT", "-d", '{"entity": {"client-id": "curl", "user": '
                        'null}, "values": {"producer_byte_rate": 1024}}', f"{url}/quotas")
    assert status == 200 and json.loads(body)["quotas"] == [
        {"entity": {"user": None, "client-id": "curl"}, "values": {"producer_byte_rate": 1024.0}}]
    status, body = curl(*auth, f"{url}/metrics")
    assert status == 200 and "# TYPE kafkasim_requests_total counter" in body
    status, body = curl(*auth, "-X", "DELETE", f"{url}/topics/curl-topic")
    assert status == 200
    status, body = curl(*auth, "-X", "POST", "-d", '{"principal": "alice", "operations": '
                        '["read"], "topic": "t"}', f"{url}/acls")
    assert status == 409 and "authorizer" in json.loads(body)["error"]["message"]


@pytest.fixture
def authorizer_control_plane():
    """The same with Kafka's StandardAuthorizer (authorizer.class.name)."""
    yield from serve_control_plane({
        **TEST_CLUSTER_CONFIG,
        "authorizer.class.name": "org.apache.kafka.metadata.authorizer.StandardAuthorizer"})


def test_curl_manages_acls(authorizer_control_plane):
    """Verifies the ACL routes with curl: POST /acls allows (or denies) a principal
    operations on one resource and answers every ACL, GET /acls lists them, DELETE /acls
    removes those of a principal and says how many went, and an ACL Kafka would not store (an
    empty topic name, no resource) is a 400 with the reason, never a traceback."""
    url, token = authorizer_control_plane
    auth = ["-H", f"Authorization: Bearer {token}"]
    status, body = curl(*auth, "-X", "POST", "-d", json.dumps(
        {"principal": "alice", "operations": ["read", "describe"], "topic": "orders",
         "pattern": "prefixed"}), f"{url}/acls")
    assert status == 200, body
    status, body = curl(*auth, "-X", "POST", "-d", json.dumps(
        {"principal": "User:bob", "operations": ["write"], "permission": "deny",
         "group": "*"}), f"{url}/acls")
    assert status == 200, body
    status, body = curl(*auth, f"{url}/acls")
    assert status == 200
    assert sorted((a["principal"], a["resource_type"], a["name"], a["pattern"],
                   a["operation"], a["permission"], a["host"])
                  for a in json.loads(body)["acls"]) == [
        ("User:alice", "topic", "orders", "prefixed", "describe", "allow", "*"),
        ("User:alice", "topic", "orders", "prefixed", "read", "allow", "*"),
        ("User:bob", "group", "*", "literal", "write", "deny", "*")]
    for bad in ({"principal": "alice", "operations": ["read"], "topic": ""},
                {"principal": "alice", "operations": ["read"]}):
        status, body = curl(*auth, "-X", "POST", "-d", json.dumps(bad), f"{url}/acls")
        assert status == 400 and "Traceback" not in body, body
    status, body = curl(*auth, "-X", "DELETE", f"{url}/acls?principal=alice")
    assert status == 200 and json.loads(body) == {"deleted": 2}
    status, body = curl(*auth, f"{url}/acls")
    assert [a["principal"] for a in json.loads(body)["acls"]] == ["User:bob"]


def test_curl_tiers_a_partition_and_fails_the_remote_store(tiered_control_plane):
    """Verifies over HTTP the remote tier controls: POST .../tier uploads a partition and drops
    its local copies (KIP-405's local log start moves to the log end; an empty partition
    uploads nothing), POST /remote-store/faults takes an operation kind and refuses another
    (400), and /metrics carries Kafka's RemoteStorageMetrics names."""
    url, token = tiered_control_plane
    auth = ["-H", f"Authorization: Bearer {token}"]
    status, body = curl(*auth, "-X", "POST", "-d", '{"name": "tiered", "partitions": 1, '
                        '"configs": {"remote.storage.enable": "true"}}', f"{url}/topics")
    assert status == 200, body
    status, body = curl(*auth, "-X", "POST", "-d", '{}',
                        f"{url}/topics/tiered/partitions/0/tier")
    assert status == 200, body
    state = json.loads(body)
    assert state["remote_end_offset"] == -1 and state["local_log_start_offset"] == 0
    status, body = curl(*auth, "-X", "POST", "-d", '{}',
                        f"{url}/topics/tiered/partitions/3/tier")
    assert status == 404 and json.loads(body)["error"]["kafka_error"] == \
        "UNKNOWN_TOPIC_OR_PARTITION"
    status, body = curl(*auth, "-X", "POST", "-d", '{"operation": "fetch", "count": 2}',
                        f"{url}/remote-store/faults")
    assert status == 200, body
    status, body = curl(*auth, "-X", "POST", "-d", '{"operation": "upload"}',
                        f"{url}/remote-store/faults")
    assert status == 400
    status, body = curl(*auth, "-X", "POST", f"{url}/remote-store/pause")
    assert status == 200 and json.loads(body)["paused"] is True
    status, body = curl(*auth, "-X", "POST", f"{url}/remote-store/resume")
    assert status == 200
    status, body = curl(*auth, f"{url}/metrics")
    assert status == 200
    assert "kafka_server_BrokerTopicMetrics_RemoteCopyBytesPerSec_total" in body


def test_curl_records_the_history_and_checks_it(control_plane):
    """Verifies over HTTP the correctness checker: PUT /history starts recording, a
    confluent-kafka producer's acknowledged writes and a consumer's reads appear in GET
    /history, GET /check finds nothing wrong, a bad body is a 400, DELETE /history forgets."""
    from confluent_kafka import Consumer, Producer, TopicPartition

    url, token = control_plane
    auth = ["-H", f"Authorization: Bearer {token}"]
    status, body = curl(*auth, "-X", "PUT", "-d", '{"enabled": "yes"}', f"{url}/history")
    assert status == 400 and "enabled" in json.loads(body)["error"]["message"]
    status, body = curl(*auth, "-X", "PUT", "-d", '{"enabled": true}', f"{url}/history")
    assert status == 200 and json.loads(body) == {"enabled": True}
    status, body = curl(*auth, "-X", "POST", "-d", '{"name": "checked", "partitions": 1}',
                        f"{url}/topics")
    assert status == 200, body
    bootstrap = json.loads(curl(*auth, f"{url}/cluster")[1])["bootstrap"]
    producer = Producer({"bootstrap.servers": bootstrap, "acks": "all", "linger.ms": 0})
    for index in range(3):
        producer.produce("checked", b"v%d" % index, partition=0)
        producer.flush(10)
    consumer = Consumer({"bootstrap.servers": bootstrap, "group.id": "checked",
                         "fetch.wait.max.ms": 50})
    consumer.assign([TopicPartition("checked", 0, 0)])
    read = 0
    for _ in range(200):
        message = consumer.poll(0.05)
        read += message is not None and not message.error()
        if read == 3:
            break
    consumer.close()
    status, body = curl(*auth, f"{url}/history")
    history = json.loads(body)["partitions"]["checked-0"]
    assert [w["base_offset"] for w in history["writes"]] == [0, 1, 2] and history["reads"]
    status, body = curl(*auth, f"{url}/check")
    report = json.loads(body)
    assert status == 200 and report["ok"] is True and report["writes_checked"] == 3
    assert report["lost"] == {"count": 0, "first": None}
    status, body = curl(*auth, "-X", "DELETE", f"{url}/history")
    assert status == 200 and json.loads(curl(*auth, f"{url}/history")[1])["partitions"] == {}


def test_curl_pushes_tcp_faults(control_plane):
    """Verifies over HTTP the TCP faults on the brokers' listeners: a bad kind, a wrong
    setting and a wrong type are each a 400 with a JSON error and no traceback; a `cut` rule
    is pushed, listed, and cuts the answer to a raw ApiVersions request after 3 bytes (then
    the connection ends); an unknown rule id is a 404; DELETE removes the rules."""
    import socket

    from kafkasim.protocol.framing import encode_request
    from kafkasim.protocol.messages.api_versions import ApiVersionsRequest

    url, token = control_plane
    auth = ["-H", f"Authorization: Bearer {token}"]
    for bad, words in (('{"kind": "explode"}', "kind"),
                       ('{"kind": "slow", "latency_ms": 5, "jitter_ms": 9}', "jitter_ms"),
                       ('{"kind": "cut", "direction": "request"}', "responses only"),
                       ('{"kind": "reset", "after_bytes": "ten"}', "after_bytes"),
                       ('{"kind": "cut", "api": "Nope"}', "api"),
                       ('{"kind": "cut", "broker": 42}', "42")):
        status, body = curl(*auth, "-X", "POST", "-d", bad, f"{url}/tcp-faults")
        error = json.loads(body)["error"]
        assert status in (400, 404) and words in error["message"] and "Traceback" not in body
    status, body = curl(*auth, "-X", "POST", "-d", '{"kind": "cut", "api": "ApiVersions", '
                        '"client_id": "http-cut", "at_byte": 3}', f"{url}/tcp-faults")
    assert status == 200, body
    rule = json.loads(body)
    assert (rule["kind"], rule["api"], rule["at_byte"], rule["count"]) == \
        ("cut", "ApiVersions", 3, 1)
    status, body = curl(*auth, f"{url}/tcp-faults")
    assert [r["id"] for r in json.loads(body)["tcp_faults"]] == [rule["id"]]
    bootstrap = json.loads(curl(*auth, f"{url}/cluster")[1])["bootstrap"]
    host, port = bootstrap.split(",")[0].rsplit(":", 1)
    with socket.create_connection((host, int(port)), timeout=30) as raw:
        raw.sendall(b"".join(encode_request(18, 3, 1, "http-cut", ApiVersionsRequest(
            client_software_name="curl-test", client_software_version="1"))))
        received = b""
        while chunk := raw.recv(65536):
            received += chunk
    assert len(received) == 3
    assert json.loads(curl(*auth, f"{url}/tcp-faults")[1])["tcp_faults"] == []
    status, body = curl(*auth, "-X", "DELETE", f"{url}/tcp-faults/{rule['id']}")
    assert status == 404 and json.loads(body)["error"]["status"] == 404
    status, body = curl(*auth, "-X", "POST", "-d", '{"kind": "slow", "latency_ms": 10}',
                        f"{url}/tcp-faults")
    assert status == 200 and json.loads(body)["count"] is None
    status, body = curl(*auth, "-X", "DELETE", f"{url}/tcp-faults")
    assert status == 200 and json.loads(curl(*auth, f"{url}/tcp-faults")[1]) == \
        {"tcp_faults": []}


def test_curl_plays_a_chaos_schedule(control_plane):
    """Verifies over HTTP the fault schedules: POST /chaos draws one from a seed (the same
    seed, the same schedule) or takes one, refuses bad input with 400 and a second run with
    409, GET /chaos shows the fault log as client requests fire it, DELETE /chaos ends it."""
    url, token = control_plane
    auth = ["-H", f"Authorization: Bearer {token}"]
    status, body = curl(*auth, "-X", "POST", "-d", '{"seed": 1, "kinds": ["meteor"]}',
                        f"{url}/chaos")
    assert status == 400 and "kinds" in json.loads(body)["error"]["message"]
    status, body = curl(*auth, "-X", "POST", "-d", '{"faults": 2}', f"{url}/chaos")
    assert status == 400 and "seed" in json.loads(body)["error"]["message"]
    status, body = curl(*auth, "-X", "POST", "-d", '{"schedule": [{"at": 1, "action": "kill"}]}',
                        f"{url}/chaos")
    assert status == 400 and "needs broker" in json.loads(body)["error"]["message"]
    status, body = curl(*auth, "-X", "POST", "-d", '{"seed": 9, "faults": 3, "every": 10}',
                        f"{url}/chaos")
    assert status == 200, body
    drawn = json.loads(body)["schedule"]
    assert len(drawn) >= 3 and drawn == sorted(drawn, key=lambda step: step["at"])
    status, body = curl(*auth, "-X", "POST", "-d", '{"seed": 9}', f"{url}/chaos")
    assert status == 409
    status, body = curl(*auth, "-X", "DELETE", f"{url}/chaos")
    assert status == 200 and json.loads(body)["stopped"] is True
    status, body = curl(*auth, "-X", "POST", "-d", '{"seed": 9, "faults": 3, "every": 10}',
                        f"{url}/chaos")
    assert json.loads(body)["schedule"] == drawn
    curl(*auth, "-X", "DELETE", f"{url}/chaos")
    status, body = curl(*auth, "-X", "POST", "-d", '{"schedule": [{"at": 2, "action": '
                        '"error", "api": "Metadata", "error": "REQUEST_TIMED_OUT", "count": 1}]}',
                        f"{url}/chaos")
    assert status == 200, body
    bootstrap = json.loads(curl(*auth, f"{url}/cluster")[1])["bootstrap"]
    from confluent_kafka.admin import AdminClient

    admin = AdminClient({"bootstrap.servers": bootstrap})
    for _ in range(3):
        admin.list_topics(timeout=10)
    status, body = curl(*auth, f"{url}/chaos")
    state = json.loads(body)
    assert status == 200 and state["requests"] >= 2 and state["done"]
    assert state["log"] == ["       2 error api=Metadata error=REQUEST_TIMED_OUT count=1"]
    status, body = curl(*auth, "-X", "DELETE", f"{url}/chaos")
    assert status == 200
    status, body = curl(*auth, f"{url}/chaos")
    assert status == 404


def test_go_test_drives_the_cluster_with_net_http(control_plane):
    """Verifies that a Go test (tests/clients/go/control_test.go) drives the cluster with
    net/http alone — topic, fault rule, broker stop and start, capture — while franz-go
    produces and consumes through an injected NOT_LEADER_OR_FOLLOWER."""
    assert shutil.which("go") is not None, "no Go toolchain (make peers needs one too)"
    url, token = control_plane
    result = subprocess.run(
        ["go", "test", "-count=1", "-run", "TestControlPlane", "-v", "."], cwd=GO_CLIENT,
        capture_output=True, text=True, timeout=600,
        env={**os.environ, "KAFKASIM_CONTROL_URL": url, "KAFKASIM_CONTROL_TOKEN": token,
             "GOTOOLCHAIN": "local", "GOFLAGS": "-mod=readonly"})
    assert result.returncode == 0, result.stdout + result.stderr
    assert "--- PASS: TestControlPlane" in result.stdout


def test_go_tcp_faults_example_passes_over_http(control_plane):
    """Verifies that the copyable Go example (examples/go/tcp_faults_test.go) passes against
    `kafkasim up --control`: with net/http alone it pushes a reset 10 bytes into two Produce
    answers and a Fetch answer cut mid-frame, and franz-go reads every record once in order,
    with GET /check finding nothing."""
    assert shutil.which("go") is not None, "no Go toolchain (make peers needs one too)"
    url, token = control_plane
    result = subprocess.run(
        ["go", "test", "-count=1", "-run", "TestTcpFaults", "-v", "."],
        cwd=ROOT / "examples" / "go", capture_output=True, text=True, timeout=600,
        env={**os.environ, "KAFKASIM_CONTROL_URL": url, "KAFKASIM_CONTROL_TOKEN": token,
             "GOTOOLCHAIN": "local", "GOFLAGS": "-mod=readonly"})
    assert result.returncode == 0, result.stdout + result.stderr
    assert "--- PASS: TestTcpFaults" in result.stdout


def test_java_tcp_faults_example_passes_over_http(control_plane):
    """Verifies that the copyable Java example (examples/java/TcpFaultsExample.java, run as a
    single-file program beside kafka-clients) passes against `kafkasim up --control`: with
    java.net.http alone it makes a Produce answer get lost on an open connection, the
    idempotent KafkaProducer times it out and retries without a duplicate, a Fetch answer is
    cut mid-frame, and KafkaConsumer reads every record once in order, GET /check clean."""
    from tests.clients import peer_programs

    peer_programs.build("java")
    url, token = control_plane
    result = subprocess.run(
        [peer_programs.java_executable(), "-cp",
         str(peer_programs.java_client_dir() / "lib" / "*"),
         str(ROOT / "examples" / "java" / "TcpFaultsExample.java")],
        capture_output=True, text=True, timeout=600,
        env={**os.environ, "KAFKASIM_CONTROL_URL": url, "KAFKASIM_CONTROL_TOKEN": token})
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-5000:]
    assert result.stdout.strip().endswith("PASS")


@pytest.mark.slow  # generated requests by the hundred; the curl and Go tests above drive each route
@pytest.mark.parametrize("plane", ["control_plane", "tiered_control_plane"])
def test_schemathesis_finds_no_server_error(plane, request, tmp_path):
    """Verifies with schemathesis, generating requests from /openapi.json (a bounded number
    of examples per operation), that no request gets a 5xx answer, with and without the
    brokers' remote tier (so the remote tier routes run past their refusals too).
    /requests/wait is left out only because its generated timeouts would make the run slow;
    the Go test covers it. /conform is left out because each accepted request runs a whole
    scorecard (a minute or more); tests/conform/test_conform.py drives it."""
    executable = Path(sys.executable).with_name("schemathesis")
    assert executable.exists(), "schemathesis is not installed (pip install -e '.[dev]')"
    url, token = request.getfixturevalue(plane)
    result = subprocess.run(
        [str(executable), "run", f"{url}/openapi.json", "--checks", "not_a_server_error",
         "--max-examples", "5", "--seed", "1", "--phases", "examples,fuzzing",
         "--exclude-path", "/requests/wait", "--exclude-path", "/conform", "--workers", "1", "--request-timeout", "120",
         "-H", f"Authorization: Bearer {token}"],
        capture_output=True, text=True, timeout=600, env={**os.environ, "NO_COLOR": "1"},
        cwd=tmp_path)  # schemathesis keeps a cache in its working directory
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-2000:]


def test_a_control_plane_beyond_loopback_needs_a_token():
    """Verifies that `kafkasim up --control 0.0.0.0:PORT` without --control-token is refused
    with one line and exit 2 before anything starts, that ControlPlane refuses the same in
    Python (IPv4 and IPv6 wildcards, a host name), and that loopback gets a generated token
    while a given token is kept."""
    from kafkasim.broker.cluster import Cluster
    from kafkasim.control_http import ControlPlane

    result = subprocess.run(
        [sys.executable, "-m", "kafkasim", "up", "--port-base", "0", "--control", "0.0.0.0:0"],
        capture_output=True, text=True, timeout=60, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert result.returncode == 2, result.stdout + result.stderr
    assert "--control-token" in result.stderr and "bootstrap" not in result.stdout
    cluster = Cluster(brokers=1)  # never started: the plane refuses before serving
    for host in ("0.0.0.0", "::", "example.com"):
        with pytest.raises(ValueError, match="token"):
            ControlPlane(cluster, host)
    assert len(ControlPlane(cluster, "127.0.0.1").token) >= 32
    assert ControlPlane(cluster, "::1").token
    assert ControlPlane(cluster, "0.0.0.0", token="given").token == "given"
