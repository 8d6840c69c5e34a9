"""Client drivers for the matrix: for each client, a produce function and a group `Member`.

Python clients run in threads of their own (aiokafka on its own event loop in its thread);
kcat and kafkajs run as subprocesses whose output lines are read by a thread. None of them
shares a thread with the cluster, which runs on its own loop (`start_cluster`).
"""

from __future__ import annotations

import asyncio
import base64
import json
import logging
import os
import re
import shutil
import signal
import subprocess
import threading
from collections.abc import Sequence
from pathlib import Path

from tests.clients.matrix import (
    DEADLINE,
    Consumed,
    Delivered,
    Member,
    Message,
    ThreadMember,
    slices_by_codec,
)

HERE = Path(__file__).resolve().parent
HEARTBEAT_MS = 300      # rebalances are noticed within one heartbeat
SESSION_TIMEOUT_MS = 10_000


# -- kafka-python -----------------------------------------------------------------------------

def kafka_python_producer(bootstrap: str, topic: str, codecs: Sequence[str]):
    from kafka import KafkaProducer

    def produce(messages: Sequence[Message]) -> list[Delivered]:
        delivered = []
        for codec, chunk in slices_by_codec(messages, codecs):
            # kafka-python 3 is idempotent by default (acks=all, sequence numbers per partition).
            producer = KafkaProducer(bootstrap_servers=bootstrap, acks="all", linger_ms=5,
                                     compression_type=None if codec == "none" else codec,
                                     client_id=f"kafka-python-{codec}")
            try:
                futures = [(m, producer.send(topic, key=m.key, value=m.value)) for m in chunk]
                producer.flush(timeout=DEADLINE)
                for message, future in futures:
                    metadata = future.get(timeout=DEADLINE)
                    delivered.append(Delivered(message, metadata.partition, metadata.offset))
            finally:
                producer.close(timeout=10)
        return delivered

    return produce


class KafkaPythonMember(ThreadMember):
    def __init__(self, name: str, bootstrap: str, topic: str, group: str):
        super().__init__(name)
        self.bootstrap, self.topic, self.group = bootstrap, topic, group

    def run(self, stop: threading.Event) -> None:
        from kafka import ConsumerRebalanceListener, KafkaConsumer

        member = self

        class Listener(ConsumerRebalanceListener):
            def on_partitions_revoked(self, revoked):
                pass

            def on_partitions_assigned(self, assigned):
                member.on_assigned(tp.partition for tp in assigned)

        consumer = KafkaConsumer(bootstrap_servers=self.bootstrap, group_id=self.group,
                                 client_id=f"kafka-python-{self.name}",
                                 auto_offset_reset="earliest", enable_auto_commit=False,
                                 heartbeat_interval_ms=HEARTBEAT_MS,
                                 session_timeout_ms=SESSION_TIMEOUT_MS)
        try:
            consumer.subscribe([self.topic], listener=Listener())
            while not stop.is_set():
                batch = consumer.poll(timeout_ms=100)
                for records in batch.values():
                    self.records.extend(Consumed(r.partition, r.offset, r.key, r.value)
                                        for r in records)
                if batch:
                    consumer.commit()  # synchronous: a rebalance never re-delivers these
        finally:
            consumer.close()  # leaves the group


# -- confluent-kafka --------------------------------------------------------------------------

def confluent_producer(bootstrap: str, topic: str, codecs: Sequence[str]):
    import confluent_kafka

    def produce(messages: Sequence[Message]) -> list[Delivered]:
        delivered: list[Delivered] = []
        errors = []
        for codec, chunk in slices_by_codec(messages, codecs):
            producer = confluent_kafka.Producer({
                "bootstrap.servers": bootstrap, "client.id": f"confluent-{codec}",
                "enable.idempotence": True, "compression.codec": codec, "linger.ms": 5,
            })
            for message in chunk:
                def report(error, record, message=message):
                    if error is not None:
                        errors.append(error)
                    else:
                        delivered.append(Delivered(message, record.partition(), record.offset()))
                producer.produce(topic, key=message.key, value=message.value, on_delivery=report)
                producer.poll(0)
            remaining = producer.flush(DEADLINE)
            assert remaining == 0 and not errors, f"confluent {codec}: {remaining} left, {errors[:3]}"
        return delivered

    return produce


class ConfluentMember(ThreadMember):
    def __init__(self, name: str, bootstrap: str, topic: str, group: str):
        super().__init__(name)
        self.bootstrap, self.topic, self.group = bootstrap, topic, group

    SENT = re.compile(r"Sent (\w+)Request \(v(\d+)")

    def run(self, stop: threading.Event) -> None:
        import confluent_kafka

        member = self
        self.requests: set[tuple[str, int]] = set()

        class ProtocolLog(logging.Handler):
            """Collects (request name, version) from librdkafka's protocol debug log."""

            def emit(self, record):
                match = member.SENT.search(record.getMessage())
                if match:
                    member.requests.add((match.group(1), int(match.group(2))))

        protocol_log = logging.getLogger(f"tests.clients.librdkafka.{self.name}")
        protocol_log.propagate = False
        protocol_log.setLevel(logging.DEBUG)
        protocol_log.handlers[:] = [ProtocolLog()]
        consumer = confluent_kafka.Consumer({
            "bootstrap.servers": self.bootstrap, "group.id": self.group,
            "client.id": f"confluent-{self.name}", "auto.offset.reset": "earliest",
            "enable.auto.commit": False, "heartbeat.interval.ms": HEARTBEAT_MS,
            "session.timeout.ms": SESSION_TIMEOUT_MS, "debug": "protocol",
        }, logger=protocol_log)
        try:
            consumer.subscribe([self.topic],
                               on_assign=lambda _, tps: self.on_assigned(tp.partition for tp in tps))
            while not stop.is_set():
                batch = consumer.consume(500, timeout=0.1)
                for record in batch:
                    if record.error() is not None:
                        raise confluent_kafka.KafkaException(record.error())
                    self.records.append(Consumed(record.partition(), record.offset(),
                                                 record.key(), record.value()))
                if batch:
                    consumer.commit(asynchronous=False)
        finally:
            consumer.close()


# -- aiokafka (each on its own event loop, in its own thread) ---------------------------------

def aiokafka_producer(bootstrap: str, topic: str, codecs: Sequence[str]):
    from aiokafka import AIOKafkaProducer

    async def produce_async(messages: Sequence[Message]) -> list[Delivered]:
        delivered = []
        for codec, chunk in slices_by_codec(messages, codecs):
            producer = AIOKafkaProducer(bootstrap_servers=bootstrap, acks="all",
                                        enable_idempotence=True, linger_ms=5,
                                        compression_type=None if codec == "none" else codec,
                                        client_id=f"aiokafka-{codec}")
            await producer.start()
            try:
                futures = [(m, await producer.send(topic, key=m.key, value=m.value))
                           for m in chunk]
                for message, future in futures:
                    metadata = await future
                    delivered.append(Delivered(message, metadata.partition, metadata.offset))
            finally:
                await producer.stop()
        return delivered

    return lambda messages: asyncio.run(produce_async(messages))


class AiokafkaMember(ThreadMember):
    def __init__(self, name: str, bootstrap: str, topic: str, group: str):
        super().__init__(name)
        self.bootstrap, self.topic, self.group = bootstrap, topic, group

    def run(self, stop: threading.Event) -> None:
        asyncio.run(self._run(stop))

    async def _run(self, stop: threading.Event) -> None:
        from aiokafka import AIOKafkaConsumer, ConsumerRebalanceListener

        member = self

        class Listener(ConsumerRebalanceListener):
            async def on_partitions_revoked(self, revoked):
                pass

            async def on_partitions_assigned(self, assigned):
                member.on_assigned(tp.partition for tp in assigned)

        consumer = AIOKafkaConsumer(bootstrap_servers=self.bootstrap, group_id=self.group,
                                    client_id=f"aiokafka-{self.name}",
                                    auto_offset_reset="earliest", enable_auto_commit=False,
                                    heartbeat_interval_ms=HEARTBEAT_MS,
                                    session_timeout_ms=SESSION_TIMEOUT_MS)
        consumer.subscribe([self.topic], listener=Listener())
        await consumer.start()
        try:
            while not stop.is_set():
                batch = await consumer.getmany(timeout_ms=100)
                for records in batch.values():
                    self.records.extend(Consumed(r.partition, r.offset, r.key, r.value)
                                        for r in records)
                if batch:
                    await consumer.commit()
        finally:
            await consumer.stop()


# -- subprocess clients (kcat, kafkajs) -------------------------------------------------------

class ProcessMember(Member):
    """A member run as a subprocess; `parse_stdout`/`parse_stderr` turn its lines into records
    and assignments. Stopped by `terminate()` (which must leave the group gracefully)."""

    command: list[str]
    env: dict[str, str] | None = None

    def __init__(self, name: str):
        super().__init__(name)
        self.process: subprocess.Popen | None = None
        self.stderr_lines: list[str] = []
        self._readers: list[threading.Thread] = []

    def start(self) -> None:
        self.process = subprocess.Popen(self.command, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        cwd=HERE, env=self.env)
        for stream, parse in ((self.process.stdout, self.parse_stdout),
                              (self.process.stderr, self._stderr)):
            reader = threading.Thread(target=self._read, args=(stream, parse), daemon=True)
            reader.start()
            self._readers.append(reader)

    def _read(self, stream, parse) -> None:
        try:
            for line in stream:
                parse(line.decode("utf-8", "replace").rstrip("\n"))
        except BaseException as error:
            self.errors.append(error)

    def _stderr(self, line: str) -> None:
        self.stderr_lines.append(line)
        self.parse_stderr(line)

    def parse_stdout(self, line: str) -> None:
        raise NotImplementedError

    def parse_stderr(self, line: str) -> None:
        pass

    def terminate(self) -> None:
        raise NotImplementedError

    def check(self) -> None:
        super().check()
        if self.process is not None and self.process.poll() not in (None, 0):
            raise AssertionError(f"{self.command[0]} member {self.name} exited with "
                                 f"{self.process.returncode}:\n" + "\n".join(self.stderr_lines[-30:]))

    def stop(self) -> None:
        if self.process is None:
            return
        if self.process.poll() is None:
            self.terminate()
        try:
            self.process.wait(DEADLINE)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            raise AssertionError(f"member {self.name} did not leave the group") from None
        for reader in self._readers:
            reader.join(DEADLINE)
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            if not stream.closed:
                stream.close()
        self.check()


# kcat: librdkafka underneath, driven through its command line.

KCAT_CONFIG = ["-X", "enable.idempotence=true"]


def kcat_binary() -> str | None:
    return shutil.which("kcat") or shutil.which("kafkacat")


def kcat_producer(bootstrap: str, topic: str, codecs: Sequence[str]):
    """kcat -P reads `key<TAB>value` lines; it reports no offsets, so deliveries carry none
    (the scenario then checks placement through consumption)."""

    def produce(messages: Sequence[Message]) -> list[Delivered]:
        delivered = []
        for codec, chunk in slices_by_codec(messages, codecs):
            lines = b"".join(m.key + b"\t" + m.value + b"\n" for m in chunk)
            result = subprocess.run(
                [kcat_binary(), "-P", "-b", bootstrap, "-t", topic, "-K", "\t", "-z", codec,
                 "-X", f"client.id=kcat-{codec}", "-X", "linger.ms=5", *KCAT_CONFIG],
                input=lines, capture_output=True, timeout=DEADLINE)
            assert result.returncode == 0, f"kcat -P -z {codec}: {result.stderr.decode()}"
            delivered += [Delivered(m, None, None) for m in chunk]
        return delivered

    return produce


class KcatMember(ProcessMember):
    """kcat's balanced consumer (-G): librdkafka's group client with auto-commit; on SIGTERM it
    closes the consumer, which commits the stored offsets and leaves the group."""

    ASSIGNED = re.compile(r"rebalanced.*\bassigned\b:?(.*)$", re.IGNORECASE)

    def __init__(self, name: str, bootstrap: str, topic: str, group: str):
        super().__init__(name)
        self.command = [
            kcat_binary(), "-b", bootstrap, "-G", group, "-u",
            "-X", f"client.id=kcat-{name}", "-X", "auto.offset.reset=earliest",
            "-X", "auto.commit.interval.ms=100", "-X", f"heartbeat.interval.ms={HEARTBEAT_MS}",
            "-X", f"session.timeout.ms={SESSION_TIMEOUT_MS}",
            "-f", "%p\\t%o\\t%k\\t%s\\n", topic,
        ]

    def parse_stdout(self, line: str) -> None:
        partition, offset, key, value = line.split("\t", 3)
        self.records.append(Consumed(int(partition), int(offset), key.encode(), value.encode()))

    def parse_stderr(self, line: str) -> None:
        match = self.ASSIGNED.search(line)
        if match:
            self.on_assigned(int(p) for p in re.findall(r"\[(\d+)\]", match.group(1)))

    def terminate(self) -> None:
        self.process.send_signal(signal.SIGTERM)


# kafkajs: a Node script (kafkajs_client.js) speaking JSON lines.

KAFKAJS_SCRIPT = HERE / "kafkajs_client.js"


def node_binary() -> str | None:
    if not (HERE / "node_modules" / "kafkajs").is_dir():
        return None
    return shutil.which("node")


def kafkajs_producer(bootstrap: str, topic: str, codecs: Sequence[str]):
    def produce(messages: Sequence[Message]) -> list[Delivered]:
        delivered = []
        for codec, chunk in slices_by_codec(messages, codecs):
            options = {
                "brokers": bootstrap.split(","), "topic": topic, "codec": codec,
                "clientId": f"kafkajs-{codec}",
                "messages": [[base64.b64encode(m.key).decode(), base64.b64encode(m.value).decode()]
                             for m in chunk],
            }
            result = subprocess.run([node_binary(), str(KAFKAJS_SCRIPT), "produce"],
                                    input=json.dumps(options).encode(), capture_output=True,
                                    timeout=DEADLINE, cwd=HERE, env=_node_env())
            assert result.returncode == 0, f"kafkajs produce {codec}: {result.stderr.decode()}"
            offsets = json.loads(result.stdout)["delivered"]
            delivered += [Delivered(m, p, o) for m, (p, o) in zip(chunk, offsets, strict=True)]
        return delivered

    return produce


def kafkajs_committed(bootstrap: str, topic: str, group: str) -> dict[int, int]:
    """The group's committed offsets as kafkajs's admin client reads them (OffsetFetch)."""
    options = {"brokers": bootstrap.split(","), "topic": topic, "groupId": group}
    result = subprocess.run([node_binary(), str(KAFKAJS_SCRIPT), "committed", json.dumps(options)],
                            capture_output=True, timeout=DEADLINE, cwd=HERE, env=_node_env())
    assert result.returncode == 0, f"kafkajs committed: {result.stderr.decode()}"
    return {int(p): o for p, o in json.loads(result.stdout)["committed"].items()}


class KafkajsMember(ProcessMember):
    def __init__(self, name: str, bootstrap: str, topic: str, group: str):
        super().__init__(name)
        options = {"brokers": bootstrap.split(","), "topic": topic, "groupId": group,
                   "clientId": f"kafkajs-{name}"}
        self.command = [node_binary(), str(KAFKAJS_SCRIPT), "consume", json.dumps(options)]
        self.env = _node_env()

    def parse_stdout(self, line: str) -> None:
        event = json.loads(line)
        if "record" in event:
            partition, offset, key, value = event["record"]
            self.records.append(Consumed(partition, offset,
                                         None if key is None else base64.b64decode(key),
                                         None if value is None else base64.b64decode(value)))
        elif "assigned" in event:
            self.on_assigned(event["assigned"])

    def terminate(self) -> None:
        self.process.stdin.close()  # the script disconnects (commit, LeaveGroup) on stdin EOF


def _node_env() -> dict[str, str]:
    # kafkajs warns about its partitioner change unless told it is known.
    return {**os.environ, "KAFKAJS_NO_PARTITIONER_WARNING": "1"}
