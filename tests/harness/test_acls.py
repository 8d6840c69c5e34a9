"""The harness's ACLs (broker/cluster/core.py, security.py): Cluster(authorizer=True, acls=...),
grant / deny / add_acls / acls / remove_acls / reset, seen through confluent-kafka; ACLs kept in
the metadata log across restarts; the TLS client certificate's subject as the principal (Kafka's
DefaultKafkaPrincipalBuilder); the command line's refusals of other authorizers."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest
from confluent_kafka import Consumer, KafkaError, Producer, TopicPartition

from kafkasim.broker.cluster import Cluster
from kafkasim.broker.control.errors import ClusterConflict, InvalidArgument
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.api_versions import ApiVersionsRequest
from tests.helpers.cluster import TEST_CLUSTER_CONFIG
from tests.helpers.data_path import fetch, values

ROOT = Path(__file__).resolve().parents[2]
USERS = {"alice": "alice-secret", "bob": "bob-secret"}


def authorized(**extra) -> Cluster:
    """One broker with a SASL/PLAIN listener and Kafka's StandardAuthorizer."""
    return Cluster(brokers=1, racks=("a",), config=TEST_CLUSTER_CONFIG,
                   security_protocol="SASL_PLAINTEXT", users=USERS, authorizer=True, **extra)


def produce(config: dict, topic: str) -> int:
    """Produce one record (no idempotence: only topic WRITE matters); the delivery's error
    code, 0 when it was written."""
    outcome = []
    producer = Producer({**config, "message.timeout.ms": 8000, "enable.idempotence": False,
                         "retries": 0})
    producer.produce(topic, b"one", on_delivery=lambda error, _: outcome.append(error))
    producer.flush(15)
    assert outcome, "no delivery report"
    return 0 if outcome[0] is None else outcome[0].code()


def test_grant_deny_remove_and_reset_as_a_client_sees_them():
    """Verifies that the ACLs given at start hold, that `grant` lets a user produce at once,
    that `deny` wins over that grant (DENY before ALLOW, as StandardAuthorizer decides), that
    `remove_acls` deletes by principal and resource, that `acls()` lists what the controller
    holds, and that `reset()` goes back to the ACLs the cluster was built with."""
    topic = f"acl-{uuid.uuid4().hex[:8]}"
    start = [{"principal": "bob", "operations": ["write", "describe"], "topic": topic}]
    with authorized(acls=start) as cluster:
        cluster.create_topic(topic, partitions=1, replication_factor=1)
        alice, bob = cluster.client_config("alice"), cluster.client_config("bob")
        assert produce(bob, topic) == 0
        assert produce(alice, topic) == KafkaError.TOPIC_AUTHORIZATION_FAILED

        cluster.grant("alice", "write", topic=topic[:4], pattern="prefixed")
        assert produce(alice, topic) == 0
        cluster.deny("alice", "all", topic="*")
        assert produce(alice, topic) == KafkaError.TOPIC_AUTHORIZATION_FAILED
        assert {(a["principal"], a["operation"], a["permission"], a["pattern"], a["name"])
                for a in cluster.acls()} == {
            ("User:bob", "write", "allow", "literal", topic),
            ("User:bob", "describe", "allow", "literal", topic),
            ("User:alice", "write", "allow", "prefixed", topic[:4]),
            ("User:alice", "all", "deny", "literal", "*")}

        assert cluster.remove_acls("alice", "topic", "*") == 1
        assert produce(alice, topic) == 0
        cluster.deny("bob", "write", topic=topic)
        assert produce(bob, topic) == KafkaError.TOPIC_AUTHORIZATION_FAILED

        cluster.reset()
        cluster.create_topic(topic, partitions=1, replication_factor=1)
        assert [(a["principal"], a["operation"]) for a in cluster.acls()] == [
            ("User:bob", "describe"), ("User:bob", "write")]
        assert produce(bob, topic) == 0
        assert produce(alice, topic) == KafkaError.TOPIC_AUTHORIZATION_FAILED


def test_fetch_without_read_is_refused_on_an_open_connection():
    """Verifies that a consumer's Fetch of a topic it may DESCRIBE but not READ is answered
    TOPIC_AUTHORIZATION_FAILED for the partition, by name (v12) and by topic id (v17), in a
    sessionless fetch and in one opening a fetch session (KIP-227), and that the connection
    then answers the next request: Kafka's KafkaApis.handleFetchRequest refuses the partition
    before reading it (a refused partition once had no PartitionRead yet and closed the
    connection instead). librdkafka's consumer reports the same error, and a user with READ
    reads the records."""
    topic = f"fetch-acl-{uuid.uuid4().hex[:8]}"
    start = [{"principal": "bob", "operations": ["write", "read", "describe"], "topic": topic},
             {"principal": "alice", "operations": "describe", "topic": topic},
             # The consumer's group (librdkafka looks up its coordinator once assigned).
             {"principal": "alice", "operations": ["read", "describe"],
              "group": f"{topic}-group"}]
    with authorized(acls=start) as cluster:
        cluster.create_topic(topic, partitions=1, replication_factor=1)
        assert produce(cluster.client_config("bob"), topic) == 0
        info = cluster.controller.metadata.topics[topic]
        broker = cluster.brokers[1]

        async def fetch_as(user: str) -> list:
            """(version, session epoch, error, values) of each Fetch, on one connection,
            each after the connection answered the one before."""
            connection = await KafkaConnection.connect(
                broker.host, broker.port, client_id="fetch-acl-test",
                sasl=("PLAIN", user, USERS[user]))
            answers = []
            try:
                for version in (12, 17):
                    for session_epoch in (-1, 0):
                        _, data = await fetch(connection, info, version=version,
                                              session_epoch=session_epoch)
                        answers.append((version, session_epoch, data.error_code,
                                        values(data.records)))
                        versions = await connection.send(ApiVersionsRequest(
                            client_software_name="fetch-acl-test",
                            client_software_version="1.0"), 3)
                        assert versions.error_code == ErrorCode.NONE
            finally:
                await connection.close()
            return answers

        assert asyncio.run(fetch_as("alice")) == [
            (version, epoch, ErrorCode.TOPIC_AUTHORIZATION_FAILED, [])
            for version in (12, 17) for epoch in (-1, 0)]
        assert asyncio.run(fetch_as("bob")) == [
            (version, epoch, ErrorCode.NONE, [b"one"]) for version in (12, 17)
            for epoch in (-1, 0)]

        consumer = Consumer({**cluster.client_config("alice"), "group.id": f"{topic}-group",
                             "enable.auto.commit": False})
        try:
            consumer.assign([TopicPartition(topic, 0, 0)])
            error = None
            for _ in range(30):  # polls of 1 s until librdkafka reports the Fetch's error
                message = consumer.poll(1.0)
                if message is not None and message.error() is not None:
                    error = message.error()
                    break
        finally:
            consumer.close()
        assert error is not None and error.code() == KafkaError.TOPIC_AUTHORIZATION_FAILED, \
            error


def test_acl_arguments_kafka_would_not_store_are_refused():
    """Verifies that the harness refuses, before anything is sent, an unknown operation, an
    ACL naming no resource or two, an empty resource name (Kafka: "Invalid empty resource
    name") and an unknown pattern type (InvalidArgument), and that a cluster without an authorizer refuses ACLs
    (ClusterConflict, Kafka's SECURITY_DISABLED)."""
    with authorized() as cluster:
        for arguments in ({"operations": "fly", "topic": "t"}, {"operations": "read"},
                          {"operations": "read", "topic": "t", "group": "g"},
                          {"operations": "read", "topic": ""},
                          {"operations": "read", "topic": "t", "pattern": "regex"}):
            with pytest.raises(InvalidArgument):
                cluster.grant("alice", **arguments)
        assert cluster.acls() == []
    with Cluster(brokers=1, racks=("a",), config=TEST_CLUSTER_CONFIG) as plain:
        with pytest.raises(ClusterConflict, match="authorizer"):
            plain.grant("alice", "read", topic="t")
        assert plain.remove_acls() == 0


def test_acls_survive_restarts(tmp_path):
    """Verifies that ACLs are metadata records (Kafka's AccessControlEntryRecord): a broker
    restarted rebuilds its authorizer from the log, and a cluster stopped and started again on
    its data directory enforces the same ACLs without creating them twice."""
    topic = "durable-acls"
    start = [{"principal": "bob", "operations": "write", "topic": topic}]
    with authorized(data_dir=tmp_path, acls=start) as cluster:
        cluster.create_topic(topic, partitions=1, replication_factor=1)
        cluster.grant("alice", "write", topic=topic)
        cluster.stop_broker(1)
        cluster.start_broker(1)
        assert produce(cluster.client_config("alice"), topic) == 0
        cluster.stop(controlled=True)
    with authorized(data_dir=tmp_path, acls=start) as again:
        assert [(a["principal"], a["operation"]) for a in again.acls()] == [
            ("User:alice", "write"), ("User:bob", "write")]
        assert produce(again.client_config("alice"), topic) == 0
        assert produce(again.client_config("bob"), topic) == 0
        again.remove_acls("alice")
        assert produce(again.client_config("alice"), topic) == \
            KafkaError.TOPIC_AUTHORIZATION_FAILED


def test_the_client_certificate_subject_is_the_principal():
    """Verifies that on an SSL listener with ssl.client.auth=required the principal is the
    certificate's subject, `User:CN=alice`, as Kafka's DefaultKafkaPrincipalBuilder names it:
    an ACL for that principal lets alice's certificate produce and not bob's."""
    topic = "tls-acls"
    with Cluster(brokers=1, racks=("a",), config=TEST_CLUSTER_CONFIG, security_protocol="SSL",
                 ssl_client_auth="required", authorizer=True) as cluster:
        cluster.create_topic(topic, partitions=1, replication_factor=1)
        cluster.grant("User:CN=alice", "write", topic=topic)

        def as_holder(name: str) -> dict:
            cert, key = cluster.client_certificate(name)
            return {**cluster.client_config(), "ssl.certificate.location": str(cert),
                    "ssl.key.location": str(key)}

        assert produce(as_holder("alice"), topic) == 0
        assert produce(as_holder("bob"), topic) == KafkaError.TOPIC_AUTHORIZATION_FAILED


@pytest.mark.parametrize(("setting", "expected"), [
    ("authorizer.class.name=kafka.security.authorizer.AclAuthorizer", "StandardAuthorizer"),
    ("super.users=admin", "super.users")])
def test_kafkasim_up_refuses_other_authorizers(setting, expected):
    """Verifies that `kafkasim up` refuses an authorizer other than Kafka's StandardAuthorizer
    (kafkasim has no other) and a super.users entry without a principal type: one line, exit
    2, before anything starts."""
    result = subprocess.run(
        [sys.executable, "-m", "kafkasim", "up", "--port-base", "0", "--config",
         "authorizer.class.name=org.apache.kafka.metadata.authorizer.StandardAuthorizer",
         "--config", setting], capture_output=True, text=True, timeout=60,
        env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert result.returncode == 2, result.stdout + result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and expected in result.stderr
    assert "Traceback" not in result.stderr and "bootstrap" not in result.stdout
