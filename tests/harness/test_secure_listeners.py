"""Secure listeners (broker/security, broker/cluster/security.py): SSL, SASL_PLAINTEXT and
SASL_SSL with PLAIN and SCRAM, round trips with kafka-python, confluent-kafka and the Java
client, Kafka's refusals (SASL_AUTHENTICATION_FAILED, no request before authentication), and
the SCRAM credential APIs (KIP-554)."""

from __future__ import annotations

import json
import subprocess
import uuid

import pytest

from kafkasim.broker.cluster import Cluster
from kafkasim.protocol.connection import ConnectionClosedError, KafkaConnection, SaslError
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.metadata import MetadataRequest
from tests.helpers import peers  # noqa: F401  (imports kafka-python with its deprecation muted)
from tests.helpers.cluster import TEST_CLUSTER_CONFIG

# KIP-511: ApiVersions v3+ needs a valid client software name and version (else INVALID_REQUEST).
SOFTWARE = {"client_software_name": "kafkasim-tests", "client_software_version": "1.0"}

USERS = {"alice": "alice-secret"}
CASES = [("SSL", None), ("SASL_PLAINTEXT", "PLAIN"), ("SASL_PLAINTEXT", "SCRAM-SHA-256"),
         ("SASL_SSL", "PLAIN"), ("SASL_SSL", "SCRAM-SHA-512")]


def start(protocol: str, **extra) -> Cluster:
    return Cluster(brokers=3, config=TEST_CLUSTER_CONFIG, security_protocol=protocol,
                   users=USERS, **extra).start()


@pytest.fixture(scope="module", params=["SSL", "SASL_PLAINTEXT", "SASL_SSL"])
def secure_cluster(request):
    cluster = start(request.param)
    try:
        yield cluster
    finally:
        cluster.stop()


def mechanisms_for(protocol: str) -> list[str | None]:
    return [m for p, m in CASES if p == protocol]


def test_round_trip_with_kafka_python_and_confluent(secure_cluster):
    """Verifies that kafka-python and confluent-kafka produce (acks=all, replicated through
    the secure listener by the brokers' own fetchers) and consume on every mechanism the
    listener offers."""
    from confluent_kafka import Consumer, Producer
    from kafka import KafkaConsumer, KafkaProducer

    cluster = secure_cluster
    for mechanism in mechanisms_for(cluster.security_protocol):
        topic = f"secure-{uuid.uuid4().hex[:8]}"
        cluster.create_topic(topic, partitions=2, replication_factor=3)
        python_config = cluster.client_config("alice", mechanism=mechanism or "PLAIN",
                                              style="kafka-python")
        producer = KafkaProducer(acks="all", **python_config)
        for index in range(20):
            producer.send(topic, b"kp-%d" % index)
        producer.flush(15)
        producer.close()
        config = cluster.client_config("alice", mechanism=mechanism or "PLAIN")
        rd_producer = Producer({**config, "acks": "all"})
        for index in range(20):
            rd_producer.produce(topic, b"rd-%d" % index)
        assert rd_producer.flush(15) == 0
        consumer = KafkaConsumer(topic, auto_offset_reset="earliest", consumer_timeout_ms=3000,
                                 **python_config)
        assert len(list(consumer)) == 40
        consumer.close()
        rd_consumer = Consumer({**config, "group.id": f"g-{topic}",
                                "auto.offset.reset": "earliest"})
        rd_consumer.subscribe([topic])
        seen = 0
        for _ in range(100):
            message = rd_consumer.poll(0.2)
            if message is not None and message.error() is None:
                seen += 1
            if seen == 40:
                break
        rd_consumer.close()
        assert seen == 40, (cluster.security_protocol, mechanism)
        state = cluster.describe_topic(topic)
        assert all(len(p["isr"]) == 3 for p in state["partitions"])


@pytest.mark.slow  # a JVM per listener; the Python clients' round trips cover the same listeners
def test_java_client_round_trip(secure_cluster):
    """Verifies the Java client (kafka-clients) round trip on the secure listener."""
    from tests.clients.peer_programs import PeerBuildError, java_client_command

    command = java_client_command()  # `make peers` builds it; missing, the test fails
    cluster = secure_cluster
    mechanism = mechanisms_for(cluster.security_protocol)[-1] or "PLAIN"
    topic = f"java-secure-{mechanism or 'tls'}".lower()
    cluster.create_topic(topic, partitions=2, replication_factor=3)
    extra = []
    for key, value in cluster.client_config("alice", mechanism=mechanism, style="java").items():
        if key != "bootstrap.servers":
            extra += ["--producer-config", f"{key}={value}", "--consumer-config",
                      f"{key}={value}"]
    result = subprocess.run([*command, "roundtrip", "--bootstrap", cluster.bootstrap,
                             "--topic", topic, "--count", "50", *extra],
                            capture_output=True, text=True, timeout=180)
    assert result.returncode == 0, result.stdout + result.stderr[-3000:]
    assert json.loads(result.stdout.splitlines()[-1])["ok"] is True
    del PeerBuildError


async def test_wrong_password_is_refused_with_58_and_closed():
    """Verifies that a wrong password gets SASL_AUTHENTICATION_FAILED (58) and the connection
    closes, for PLAIN and SCRAM, and that an unknown mechanism is refused."""
    async with Cluster(brokers=1, security_protocol="SASL_PLAINTEXT", users=USERS) as cluster:
        broker = cluster.brokers[1]
        for mechanism in ("PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"):
            with pytest.raises(SaslError, match="error 58"):
                await KafkaConnection.connect(broker.host, broker.port,
                                              sasl=(mechanism, "alice", "wrong"))
            with pytest.raises(SaslError, match="error 58"):
                await KafkaConnection.connect(broker.host, broker.port,
                                              sasl=(mechanism, "mallory", "alice-secret"))
            good = await KafkaConnection.connect(broker.host, broker.port,
                                                 sasl=(mechanism, "alice", "alice-secret"))
            assert (await good.send(MetadataRequest(topics=[]), 12)).brokers
            await good.close()
        with pytest.raises(SaslError, match="error 33"):
            await KafkaConnection.connect(broker.host, broker.port,
                                          sasl=("GSSAPI", "alice", "alice-secret"))


async def test_no_request_passes_before_authentication():
    """Verifies that on a SASL listener ApiVersions is answered before authentication but any
    other request closes the connection (Kafka's IllegalSaslStateException), and that after
    authentication a second SaslHandshake gets ILLEGAL_SASL_STATE; and that every listener
    binds loopback when not told otherwise."""
    from kafkasim.protocol.messages.api_versions import ApiVersionsRequest
    from kafkasim.protocol.messages.sasl_handshake import SaslHandshakeRequest

    async with Cluster(brokers=1, security_protocol="SASL_PLAINTEXT", users=USERS) as cluster:
        broker = cluster.brokers[1]
        for server in (broker.server, cluster.controller.server):
            assert {s.getsockname()[0] for s in server._server.sockets} == {"127.0.0.1"}
        connection = await KafkaConnection.connect(broker.host, broker.port)
        versions = await connection.send(ApiVersionsRequest(**SOFTWARE), 3)
        assert {17, 36, 50, 51} <= {k.api_key for k in versions.api_keys}
        with pytest.raises(ConnectionClosedError):
            await connection.send(MetadataRequest(topics=[]), 12)
        await connection.close()
        connection = await KafkaConnection.connect(broker.host, broker.port,
                                                   sasl=("PLAIN", "alice", "alice-secret"))
        again = await connection.send(SaslHandshakeRequest(mechanism="PLAIN"), 1)
        assert again.error_code == ErrorCode.ILLEGAL_SASL_STATE
        await connection.close()


def test_scram_credentials_through_the_admin_api():
    """Verifies AlterUserScramCredentials and DescribeUserScramCredentials with
    confluent-kafka's admin client: a new SCRAM user can authenticate at once, the credential
    is described with its mechanism and iterations, and a deleted one can no longer log in."""
    from confluent_kafka import KafkaException
    from confluent_kafka.admin import (
        AdminClient,
        ScramCredentialInfo,
        ScramMechanism,
        UserScramCredentialDeletion,
        UserScramCredentialUpsertion,
    )

    cluster = start("SASL_PLAINTEXT")
    try:
        admin = AdminClient(cluster.client_config("alice"))
        info = ScramCredentialInfo(ScramMechanism.SCRAM_SHA_256, 8192)
        futures = admin.alter_user_scram_credentials(
            [UserScramCredentialUpsertion("bob", info, b"bob-secret")])
        for future in futures.values():
            future.result(10)
        described = admin.describe_user_scram_credentials(["bob"])["bob"].result(10)
        infos = described.scram_credential_infos
        assert [(i.mechanism, i.iterations) for i in infos] == [
            (ScramMechanism.SCRAM_SHA_256, 8192)]
        from kafka import KafkaConsumer

        config = cluster.client_config("bob", "bob-secret", mechanism="SCRAM-SHA-256",
                                       style="kafka-python")
        KafkaConsumer(**config).close()
        deleted = admin.alter_user_scram_credentials(
            [UserScramCredentialDeletion("bob", ScramMechanism.SCRAM_SHA_256)])
        for future in deleted.values():
            future.result(10)
        with pytest.raises(KafkaException):
            admin.describe_user_scram_credentials(["bob"])["bob"].result(10)
        assert cluster.user_mechanisms("bob") == []
    finally:
        cluster.stop()


def test_ssl_client_certificate_required():
    """Verifies ssl.client.auth=required: a client with a certificate from the CA connects;
    one without is refused by the TLS layer, as Kafka's SslFactory does with
    ssl.client.auth=required. The refusal is looked at, not only some failure: the server
    closes a certificate-less TLS 1.3 connection right after the handshake, and librdkafka
    sees every connection closed by the peer (a listener that merely hung would show
    timeouts instead)."""
    import logging
    import socket
    import ssl

    from confluent_kafka import KafkaError, KafkaException
    from confluent_kafka.admin import AdminClient

    cluster = start("SSL", ssl_client_auth="required")
    try:
        cert, key = cluster.client_certificate("tester")
        config = cluster.client_config()
        with_cert = AdminClient({**config, "ssl.certificate.location": cert,
                                 "ssl.key.location": key})
        assert len(with_cert.list_topics(timeout=10).brokers) == 3

        host, port = config["bootstrap.servers"].split(",")[0].rsplit(":", 1)
        context = ssl.create_default_context(cafile=config["ssl.ca.location"])
        context.check_hostname = False
        with socket.create_connection((host, int(port)), timeout=10) as raw, \
                context.wrap_socket(raw) as tls:
            # TLS 1.3: the server checks the (absent) certificate after the client's Finished
            # and closes; a hung listener would raise TimeoutError here instead.
            try:
                answer = tls.recv(1)
            except ssl.SSLError as alert:  # the closing alert, when it arrives first
                assert "CERTIFICATE_REQUIRED" in str(alert), alert
            else:
                assert answer == b"", answer

        failures: list[str] = []

        class Failures(logging.Handler):
            def emit(self, record: logging.LogRecord) -> None:
                failures.append(record.getMessage())

        logger = logging.getLogger(f"rdkafka-{uuid.uuid4().hex[:6]}")
        logger.addHandler(Failures())
        logger.setLevel(logging.INFO)  # confluent-kafka logs librdkafka's FAIL lines at INFO
        without = AdminClient({**config, "socket.timeout.ms": 2000, "logger": logger})
        with pytest.raises(KafkaException) as refused:
            without.list_topics(timeout=3)
        assert refused.value.args[0].code() == KafkaError._TRANSPORT, refused.value
        without.poll(1)  # serves the queued log lines to the logger
        closed = [line for line in failures if "Disconnected" in line]
        assert closed and all("SSL connection closed by peer" in line
                              or "connection reset by peer" in line for line in closed), failures
        assert not [line for line in failures if "timed out" in line], failures
    finally:
        cluster.stop()


def test_kafkasim_up_with_a_sasl_ssl_listener(tmp_path):
    """Verifies the command line: `kafkasim up --security-protocol SASL_SSL --user NAME:PASSWORD`
    prints the protocol, the CA file to trust and the users; confluent-kafka produces with
    SCRAM-SHA-512 over TLS trusting that CA, a wrong password fails authentication (58), and a
    --user without a password is refused with exit 2 before anything starts."""
    import os
    import re
    import signal
    import sys
    from pathlib import Path

    from confluent_kafka import KafkaError, Producer

    root = Path(__file__).resolve().parents[2]
    environment = {**os.environ, "PYTHONPATH": str(root)}
    refused = subprocess.run([sys.executable, "-m", "kafkasim", "up", "--port-base", "0",
                              "--security-protocol", "SASL_SSL", "--user", "alice"],
                             capture_output=True, text=True, timeout=60, env=environment)
    assert refused.returncode == 2 and "NAME:PASSWORD" in refused.stderr
    assert "bootstrap" not in refused.stdout
    process = subprocess.Popen(
        [sys.executable, "-m", "kafkasim", "up", "--port-base", "0", "--brokers", "1",
         "--racks", "", "--security-protocol", "SASL_SSL", "--user", "alice:alice-secret"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=environment,
        cwd=tmp_path)
    try:
        lines = []
        for line in process.stdout:
            lines.append(line)
            if line.startswith("ready in"):
                break
        output = "".join(lines)
        bootstrap = re.search(r"^bootstrap: (\S+)", output, re.M).group(1)
        security = re.search(r"^security: SASL_SSL ca (\S+) users alice$", output, re.M)
        assert security, output
        config = {"bootstrap.servers": bootstrap, "security.protocol": "SASL_SSL",
                  "ssl.ca.location": security.group(1), "sasl.mechanism": "SCRAM-SHA-512",
                  "sasl.username": "alice", "message.timeout.ms": 10000}
        producer = Producer({**config, "sasl.password": "alice-secret", "acks": "all"})
        errors = []
        producer.produce("cli-secure", b"over TLS",
                         on_delivery=lambda error, message: errors.append(error))
        assert producer.flush(15) == 0 and errors == [None]
        failures = []
        intruder = Producer({**config, "sasl.password": "wrong",
                             "error_cb": lambda error: failures.append(error)})
        intruder.produce("cli-secure", b"refused")
        intruder.flush(3)
        assert any(e.code() == KafkaError._AUTHENTICATION for e in failures), failures
    finally:
        process.send_signal(signal.SIGTERM)
        process.communicate(timeout=30)
    assert process.returncode == 0
