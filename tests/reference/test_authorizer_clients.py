"""Real clients against Kafka's StandardAuthorizer: kafkasim and the reference cluster, both with
the authorizer and the same SASL/PLAIN users (run.AUTHORIZER_USERS), give librdkafka
(confluent-kafka) and the Java client the same authorization errors, and Kafka 4.4's
`kafka-acls` the same exit codes and output shapes.

Each test works on topics, groups and transactional ids of its own and removes the ACLs it
gave, so the session's two clusters serve every test alike.
"""

from __future__ import annotations

import json
import re
import subprocess
import time
import uuid

import pytest

from tests.reference.fidelity import run
from tests.reference.tools import run_tool, shape

pytestmark = [pytest.mark.reference, pytest.mark.clients, pytest.mark.timeout(600)]


def client_config(bootstrap: str, user: str) -> dict:
    """librdkafka settings for `user` on a SASL/PLAIN listener."""
    return {"bootstrap.servers": bootstrap, "security.protocol": "SASL_PLAINTEXT",
            "sasl.mechanism": "PLAIN", "sasl.username": user,
            "sasl.password": run.AUTHORIZER_USERS[user]}


def java_config(user: str) -> dict:
    return {"security.protocol": "SASL_PLAINTEXT", "sasl.mechanism": "PLAIN",
            "sasl.jaas.config": "org.apache.kafka.common.security.plain.PlainLoginModule "
                                f'required username="{user}" '
                                f'password="{run.AUTHORIZER_USERS[user]}";'}


@pytest.fixture
def both(kafkasim_authorizer_twin, reference_authorizer_cluster):
    """(name, bootstrap) of kafkasim and of the reference cluster, both with the authorizer."""
    return [("kafkasim", kafkasim_authorizer_twin.bootstrap),
            ("kafka", reference_authorizer_cluster.bootstrap)]


class Admin:
    """confluent-kafka's AdminClient as `admin` (a super user) on one cluster; the ACLs it
    creates are deleted by `close`."""

    def __init__(self, bootstrap: str) -> None:
        from confluent_kafka.admin import AdminClient

        self.client = AdminClient(client_config(bootstrap, "admin"))
        self.created: list = []

    def topic(self, name: str, partitions: int = 1) -> None:
        from confluent_kafka.admin import NewTopic

        for future in self.client.create_topics(
                [NewTopic(name, num_partitions=partitions, replication_factor=1)]).values():
            future.result(30)

    def allow(self, user: str, operation: str, *, topic: str | None = None,
              group: str | None = None, transactional_id: str | None = None) -> None:
        from confluent_kafka.admin import (
            AclBinding,
            AclBindingFilter,
            AclOperation,
            AclPermissionType,
            ResourcePatternType,
            ResourceType,
        )

        kind, name = ((ResourceType.TOPIC, topic) if topic else
                      (ResourceType.GROUP, group) if group else
                      (ResourceType.TRANSACTIONAL_ID, transactional_id))
        binding = AclBinding(kind, name, ResourcePatternType.LITERAL, f"User:{user}", "*",
                             AclOperation[operation.upper()], AclPermissionType.ALLOW)
        for future in self.client.create_acls([binding]).values():
            future.result(30)
        self.created.append(binding)
        # Kafka answers CreateAcls once the controller has the ACL; its brokers apply it a
        # moment later. DescribeAcls is answered from the broker's own authorizer.
        wanted = AclBindingFilter(kind, name, ResourcePatternType.LITERAL, f"User:{user}", "*",
                                  AclOperation[operation.upper()], AclPermissionType.ALLOW)
        deadline = time.monotonic() + 30
        while not self.client.describe_acls(wanted).result(30):
            assert time.monotonic() < deadline, f"the broker never applied {binding}"
            time.sleep(0.2)

    def close(self) -> None:
        from confluent_kafka.admin import AclBindingFilter

        if self.created:
            filters = [AclBindingFilter(b.restype, b.name, b.resource_pattern_type, b.principal,
                                        b.host, b.operation, b.permission_type)
                       for b in self.created]
            for future in self.client.delete_acls(filters).values():
                future.result(30)


@pytest.fixture
def admins(both):
    made = [Admin(bootstrap) for _, bootstrap in both]
    try:
        yield made
    finally:
        for admin in made:
            admin.close()


def produce_error(bootstrap: str, topic: str, **extra) -> str | None:
    """The delivery error (its name) of one record produced as alice with librdkafka."""
    from confluent_kafka import Producer

    outcome = []
    producer = Producer({**client_config(bootstrap, "alice"), "message.timeout.ms": 10_000,
                         "enable.idempotence": False, **extra})
    producer.produce(topic, b"one", on_delivery=lambda error, _: outcome.append(error))
    producer.flush(20)
    return outcome[0].name() if outcome and outcome[0] is not None else None


def test_librdkafka_producer_without_write(both, admins):
    """Verifies that librdkafka's producer, as a principal without WRITE, fails delivery with
    TOPIC_AUTHORIZATION_FAILED on kafkasim as on Kafka, and delivers once WRITE is granted
    (KafkaApis.handleProduceRequest; the topic is invisible to it in Metadata first)."""
    topic = f"clients-produce-{uuid.uuid4().hex[:8]}"
    answers = []
    for (_, bootstrap), admin in zip(both, admins, strict=True):
        admin.topic(topic)
        refused = produce_error(bootstrap, topic)
        admin.allow("alice", "write", topic=topic)
        answers.append((refused, produce_error(bootstrap, topic)))
    assert answers[0] == answers[1], answers
    assert answers[0] == ("TOPIC_AUTHORIZATION_FAILED", None)


def test_librdkafka_consumer_without_group_read(both, admins):
    """Verifies that librdkafka's consumer with READ on the topic but not on its group gets
    GROUP_AUTHORIZATION_FAILED (FindCoordinator needs DESCRIBE on the group) on both."""
    from confluent_kafka import Consumer

    topic = f"clients-consume-{uuid.uuid4().hex[:8]}"
    answers = []
    for (_, bootstrap), admin in zip(both, admins, strict=True):
        admin.topic(topic)
        admin.allow("alice", "read", topic=topic)
        consumer = Consumer({**client_config(bootstrap, "alice"),
                             "group.id": f"g-{topic}", "auto.offset.reset": "earliest"})
        consumer.subscribe([topic])
        error = None
        for _ in range(60):
            message = consumer.poll(0.5)
            if message is not None and message.error() is not None:
                error = message.error().name()
                break
        consumer.close()
        answers.append(error)
    assert answers[0] == answers[1] == "GROUP_AUTHORIZATION_FAILED", answers


def test_librdkafka_transactions_without_transactional_id_write(both, admins):
    """Verifies that librdkafka's init_transactions, without WRITE on the transactional id,
    fails with TRANSACTIONAL_ID_AUTHORIZATION_FAILED on kafkasim as on Kafka (InitProducerId)."""
    from confluent_kafka import KafkaException, Producer

    answers = []
    for _, bootstrap in both:
        producer = Producer({**client_config(bootstrap, "alice"),
                             "transactional.id": f"txn-{uuid.uuid4().hex[:8]}"})
        try:
            producer.init_transactions(30)
            answers.append(None)
        except KafkaException as error:
            answers.append(error.args[0].name())
    assert answers[0] == answers[1] == "TRANSACTIONAL_ID_AUTHORIZATION_FAILED", answers


def test_librdkafka_admin_acl_apis_refused(both):
    """Verifies that librdkafka's AdminClient, as a principal without DESCRIBE or ALTER on the
    cluster, sees the same on both: create_acls fails with CLUSTER_AUTHORIZATION_FAILED, and
    describe_acls answers an empty list (librdkafka drops DescribeAcls' top-level error)."""
    from confluent_kafka import KafkaException
    from confluent_kafka.admin import (
        AclBinding,
        AclBindingFilter,
        AclOperation,
        AclPermissionType,
        AdminClient,
        ResourcePatternType,
        ResourceType,
    )

    answers = []
    for _, bootstrap in both:
        client = AdminClient(client_config(bootstrap, "alice"))
        errors = []
        try:
            errors.append(client.describe_acls(AclBindingFilter(
                ResourceType.ANY, None, ResourcePatternType.ANY, None, None, AclOperation.ANY,
                AclPermissionType.ANY)).result(30))
        except KafkaException as error:
            errors.append(error.args[0].name())
        binding = AclBinding(ResourceType.TOPIC, "t", ResourcePatternType.LITERAL, "User:bob",
                             "*", AclOperation.READ, AclPermissionType.ALLOW)
        try:
            for future in client.create_acls([binding]).values():
                future.result(30)
        except KafkaException as error:
            errors.append(error.args[0].name())
        answers.append(errors)
    assert answers[0] == answers[1], answers
    assert answers[0] == [[], "CLUSTER_AUTHORIZATION_FAILED"]


def java(mode: str, bootstrap: str, topic: str, *extra: str) -> dict:
    """Run the Java client (kafka-clients) as alice; its JSON result line."""
    from tests.clients.peer_programs import java_client_command

    config = []
    for key, value in java_config("alice").items():
        config += ["--producer-config", f"{key}={value}", "--consumer-config", f"{key}={value}"]
    result = subprocess.run([*java_client_command(), mode, "--bootstrap", bootstrap,
                             "--topic", topic, "--count", "3", "--timeout-ms", "15000",
                             *config, *extra], capture_output=True, text=True, timeout=240)
    return json.loads(result.stdout.splitlines()[-1])


def exception_classes(result: dict) -> list[str]:
    """The exception classes (simple names) in the Java client's error, outermost first."""
    return re.findall(r"(?:[a-z0-9_]+\.)+([A-Z]\w*(?:Exception|Error))\b",
                      result.get("error") or "")


def test_java_client_sees_the_same_authorization_errors(both, admins):
    """Verifies that the Java client (kafka-clients 4.4) producing without WRITE gets a
    TopicAuthorizationException, and consuming with READ on the topic but not the group a
    GroupAuthorizationException, on kafkasim as on Kafka."""
    topic = f"clients-java-{uuid.uuid4().hex[:8]}"
    answers = []
    for (_, bootstrap), admin in zip(both, admins, strict=True):
        admin.topic(topic)
        produced = java("produce", bootstrap, topic,
                        "--producer-config", "enable.idempotence=false")
        admin.allow("alice", "read", topic=topic)
        consumed = java("consume", bootstrap, topic, "--group", f"g-{topic}")
        answers.append((exception_classes(produced), exception_classes(consumed)))
    assert answers[0] == answers[1], answers
    assert "TopicAuthorizationException" in answers[0][0], answers
    assert "GroupAuthorizationException" in answers[0][1], answers


# --- kafka-acls ----------------------------------------------------------------------------


@pytest.fixture
def command_config(tmp_path):
    """A --command-config file logging the tools in as `admin` (a super user)."""
    path = tmp_path / "admin.properties"
    path.write_text("".join(f"{key}={value}\n" for key, value in java_config("admin").items()))
    return str(path)


def acls_on_both(both, command_config: str, *args: str, sort: bool = False) -> list:
    """Run `kafka-acls --bootstrap-server B --command-config C args` on each cluster; assert
    the exit codes and output shapes agree (lines sorted when `sort`: the tool prints the ACLs
    of a resource from a hash set)."""
    runs = [run_tool("kafka-acls", "--bootstrap-server", bootstrap, "--command-config",
                     command_config, *args) for _, bootstrap in both]

    def lines(text: str) -> list[str]:
        shaped = shape(text).splitlines()
        return sorted(shaped) if sort else shaped

    ours, theirs = runs
    assert ours.exit_code == theirs.exit_code, f"{ours}\n\n{theirs}"
    assert lines(ours.stdout) == lines(theirs.stdout), f"{ours}\n\n{theirs}"
    assert lines(ours.stderr) == lines(theirs.stderr), f"{ours}\n\n{theirs}"
    return runs


def test_kafka_acls_add_list_remove(both, command_config):
    """Verifies that Kafka 4.4's `kafka-acls` (AclCommand: CreateAcls, DescribeAcls,
    DeleteAcls) adds, lists and removes literal and prefixed ACLs with the same exit codes and
    output on kafkasim as on Kafka, and refuses a bad principal the same way."""
    topic = f"acls-tool-{uuid.uuid4().hex[:8]}"
    added = acls_on_both(both, command_config, "--add", "--allow-principal", "User:alice",
                         "--operation", "Read", "--operation", "Describe", "--topic", topic,
                         sort=True)
    assert added[0].exit_code == 0
    acls_on_both(both, command_config, "--add", "--allow-principal", "User:bob",
                 "--deny-principal", "User:carol", "--operation", "Write", "--topic", topic,
                 "--resource-pattern-type", "prefixed", sort=True)
    acls_on_both(both, command_config, "--add", "--allow-principal", "User:alice",
                 "--consumer", "--topic", topic + "-c", "--group", topic + "-g", sort=True)
    listed = acls_on_both(both, command_config, "--list", "--topic", topic, sort=True)
    assert "User:alice" in listed[0].stdout
    acls_on_both(both, command_config, "--list", "--topic", topic + "-x",
                 "--resource-pattern-type", "match", sort=True)
    acls_on_both(both, command_config, "--list", "--principal", "User:carol", sort=True)
    acls_on_both(both, command_config, "--remove", "--force", "--allow-principal",
                 "User:alice", "--operation", "Read", "--topic", topic, sort=True)
    acls_on_both(both, command_config, "--remove", "--force", "--topic", topic,
                 "--resource-pattern-type", "prefixed", sort=True)
    acls_on_both(both, command_config, "--remove", "--force", "--topic", topic + "-c",
                 sort=True)
    acls_on_both(both, command_config, "--remove", "--force", "--group", topic + "-g",
                 sort=True)
    acls_on_both(both, command_config, "--remove", "--force", "--topic", topic, sort=True)
    remaining = acls_on_both(both, command_config, "--list", "--topic", topic, sort=True)
    assert "User:" not in remaining[0].stdout
    refused = acls_on_both(both, command_config, "--add", "--allow-principal", "alice",
                           "--operation", "Read", "--topic", topic)
    assert refused[0].exit_code != 0


def test_kafka_acls_without_an_authorizer(kafkasim_tools_twin, reference_cluster):
    """Verifies that `kafka-acls --list` against a cluster without an authorizer fails the
    same way on kafkasim as on Kafka (SECURITY_DISABLED)."""
    runs = [run_tool("kafka-acls", "--bootstrap-server", bootstrap, "--list")
            for bootstrap in (kafkasim_tools_twin.bootstrap, reference_cluster.bootstrap)]
    ours, theirs = runs
    assert ours.exit_code == theirs.exit_code != 0, f"{ours}\n\n{theirs}"
    assert shape(ours.stdout) == shape(theirs.stdout), f"{ours}\n\n{theirs}"
    assert shape(ours.stderr) == shape(theirs.stderr), f"{ours}\n\n{theirs}"
