"""Kafka's own command-line tools, run against kafkasim and against the reference cluster.

The tools are the `kafka-tools` jar of the reference version (resolved with the broker's jars,
`kafka_cluster.ensure_jars`), started as `java -cp 'lib/*' <main class>`, exactly as Kafka's
`bin/kafka-*.sh` scripts start them. A test runs the same command line against both clusters
and compares what a person or a script relies on: the exit code, and the output's shape
(`shape`: the text with what legitimately differs between two clusters masked).
"""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass

from tests.reference.kafka_cluster import ensure_jars, find_java

#: The `bin/` script names of Kafka 4.4 and their main classes (kafka-tools).
TOOLS = {
    "kafka-acls": "org.apache.kafka.tools.AclCommand",
    "kafka-client-metrics": "org.apache.kafka.tools.ClientMetricsCommand",
    "kafka-configs": "org.apache.kafka.tools.ConfigCommand",
    "kafka-console-share-consumer": "org.apache.kafka.tools.consumer.ConsoleShareConsumer",
    "kafka-consumer-groups": "org.apache.kafka.tools.consumer.group.ConsumerGroupCommand",
    "kafka-features": "org.apache.kafka.tools.FeatureCommand",
    "kafka-groups": "org.apache.kafka.tools.GroupsCommand",
    "kafka-log-dirs": "org.apache.kafka.tools.LogDirsCommand",
    "kafka-metadata-quorum": "org.apache.kafka.tools.MetadataQuorumCommand",
    "kafka-share-groups": "org.apache.kafka.tools.consumer.group.ShareGroupCommand",
    "kafka-topics": "org.apache.kafka.tools.TopicCommand",
    "kafka-transactions": "org.apache.kafka.tools.TransactionsCommand",
}
#: Where Kafka before 4.4 kept a tool that 4.4 moved to kafka-tools (while the reference cluster
#: may still be 4.3.1).
BEFORE_4_4 = {"kafka-configs": "kafka.admin.ConfigCommand"}
TIMEOUT = 120.0  # seconds a tool may take; a hung tool fails its test


@dataclass(frozen=True)
class ToolRun:
    """One run of a tool: its command line (without the class path), exit code and output."""

    command: list[str]
    exit_code: int
    stdout: str
    stderr: str

    def __str__(self) -> str:
        return (f"$ {' '.join(self.command)}\nexit {self.exit_code}\n--- stdout\n{self.stdout}"
                f"--- stderr\n{self.stderr}")


def run_tool(tool: str, *args: str, timeout: float = TIMEOUT) -> ToolRun:
    """Run Kafka's `tool` (a key of TOOLS) with `args`; never raises on a non-zero exit."""
    command = [tool, *args]
    jars = ensure_jars()
    main = TOOLS[tool]
    if tool in BEFORE_4_4 and tuple(int(p) for p in jars.version.split(".")[:2]) < (4, 4):
        main = BEFORE_4_4[tool]
    java = [find_java(), "-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
            "-cp", jars.classpath, main, *args]
    done = subprocess.run(java, capture_output=True, text=True, timeout=timeout)
    return ToolRun(command, done.returncode, done.stdout, _without_jvm_noise(done.stderr))


def _without_jvm_noise(stderr: str) -> str:
    """stderr without SLF4J's and log4j's start-up lines, which say nothing of the cluster."""
    return "".join(line for line in stderr.splitlines(keepends=True)
                   if not line.startswith(("SLF4J", "WARNING: ", "ERROR StatusLogger")))


_CLOCK = re.compile(r"\b\d{2}:\d{2}:\d{2}[.,]\d{3}\b")
_PORT = re.compile(r"(?<=[\w\]]):\d{2,5}\b")
_KAFKA_UUID = re.compile(r"(?<![\w-])[A-Za-z0-9_-]{22}(?![\w-])")


def shape(text: str, *, masks: dict[str, str] | None = None) -> str:
    """`text` with what differs between two clusters by design masked: each key of `masks`
    (for example a topic id, or a cluster id) by its value, other Kafka Uuids (22 characters
    of base64) by `<uuid>`, times of day in log lines by `<time>`, and ports by `:<port>`."""
    for value, mask in (masks or {}).items():
        text = text.replace(value, mask)
    text = _KAFKA_UUID.sub("<uuid>", text)
    text = _CLOCK.sub("<time>", text)
    return _PORT.sub(":<port>", text)
