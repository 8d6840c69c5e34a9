"""A consume-transform-produce pipeline with exactly-once semantics, on confluent-kafka
(librdkafka), as Kafka's documentation writes one: read_committed input in a consumer group,
each batch's output and its input offsets in one transaction (send_offsets_to_transaction),
and on a failure the transaction aborted and the consumer rewound to the committed offsets.

Run as a program so a test can run it beside a cluster that it disrupts:

    python -m tests.crash.eos_pipeline BOOTSTRAP INPUT OUTPUT GROUP TRANSACTIONAL_ID TARGET

It stops once the file TARGET exists (JSON: input partition -> end offset, written by the test
when the input is complete) and its group's committed offsets reach those ends, and prints one
JSON line: transactions committed and aborted, producers created, error names seen.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import confluent_kafka
from confluent_kafka import KafkaError, KafkaException, TopicPartition

DEADLINE = 600.0
#: librdkafka debug contexts for the transactional producer (e.g. "eos,broker"), logged to
#: stderr: KAFKASIM_CRASH_CLIENT_DEBUG.
DEBUG = os.environ.get("KAFKASIM_CRASH_CLIENT_DEBUG", "")
#: Errors of a group coordinator lookup that a retry gets past.
COORDINATOR_MOVED = {"NOT_COORDINATOR", "COORDINATOR_NOT_AVAILABLE",
                     "COORDINATOR_LOAD_IN_PROGRESS", "_TIMED_OUT", "_TRANSPORT"}
#: The transactional producer's connections.max.idle.ms (see new_producer); 0 keeps librdkafka's
#: default (never closed): KAFKASIM_CRASH_CLIENT_IDLE_MS.
IDLE_MS = int(os.environ.get("KAFKASIM_CRASH_CLIENT_IDLE_MS", "10000"))


def transform(value: bytes) -> bytes:
    return b"out-" + value


class Pipeline:
    def __init__(self, bootstrap: str, source: str, sink: str, group: str,
                 transactional_id: str, target: str) -> None:
        self.bootstrap, self.source, self.sink = bootstrap, source, sink
        self.transactional_id, self.target = transactional_id, Path(target)
        self.consumer = confluent_kafka.Consumer({
            "bootstrap.servers": bootstrap, "group.id": group,
            "client.id": "eos-pipeline-consumer",
            "isolation.level": "read_committed", "enable.auto.commit": False,
            "auto.offset.reset": "earliest", "session.timeout.ms": 10_000,
            "heartbeat.interval.ms": 500})
        self.producer = None
        self.stats = {"committed": 0, "aborted": 0, "producers": 0, "errors": []}

    def new_producer(self) -> None:
        self.producer = confluent_kafka.Producer({
            "bootstrap.servers": self.bootstrap, "transactional.id": self.transactional_id,
            "client.id": "eos-pipeline-producer",
            "transaction.timeout.ms": 30_000, "linger.ms": 5,
            # librdkafka 2.16 can wait in send_offsets_to_transaction past its timeout when the
            # group's coordinator was dropped from Metadata (fenced after a crash, as Kafka
            # fences it): its coordinator request waits for a broker state change that may
            # never come (librdkafka issues 5511 and 5456). Closing idle connections makes one.
            "connections.max.idle.ms": IDLE_MS,
            **({"debug": DEBUG} if DEBUG else {})})
        self.producer.init_transactions(60)
        self.stats["producers"] += 1

    def rewind(self) -> None:
        """Back to the group's committed offsets: what the aborted transaction read is read
        again."""
        assignment = self.consumer.assignment()
        if not assignment:
            return
        for partition in self.committed(assignment):
            offset = partition.offset if partition.offset >= 0 else confluent_kafka.OFFSET_BEGINNING
            self.consumer.seek(TopicPartition(partition.topic, partition.partition, offset))

    def committed(self, partitions: list[TopicPartition]) -> list[TopicPartition]:
        """The group's committed offsets, asked again while the answer is a retriable error:
        librdkafka hands the application a NOT_COORDINATOR from a group coordinator that moved
        (as a broker restarted after a crash answers once it serves, like Kafka's)."""
        deadline = time.monotonic() + 60
        while True:
            try:
                return self.consumer.committed(partitions, timeout=30)
            except KafkaException as failure:
                error = failure.args[0]
                if not (error.retriable() or error.name() in COORDINATOR_MOVED) \
                        or time.monotonic() > deadline:
                    raise
                self.stats["errors"].append(error.name())
                time.sleep(0.5)

    def done(self) -> bool:
        if not self.target.exists():
            return False
        ends = {int(p): offset for p, offset in json.loads(self.target.read_text()).items()}
        committed = self.consumer.committed(
            [TopicPartition(self.source, p) for p in ends], timeout=10)
        return all(c.offset >= ends[c.partition] for c in committed)

    def run(self) -> dict:
        self.new_producer()
        self.consumer.subscribe([self.source])
        deadline = time.monotonic() + DEADLINE
        idle_checks = 0
        while time.monotonic() < deadline:
            messages = self.consumer.consume(200, 0.5)
            messages = [m for m in messages if m.error() is None]
            if not messages:
                idle_checks += 1
                if idle_checks % 4 == 0:
                    try:
                        if self.done():
                            break
                    except KafkaException:
                        pass
                continue
            try:
                self.producer.begin_transaction()
                for message in messages:
                    self.producer.produce(self.sink, key=message.key(),
                                          value=transform(message.value()),
                                          partition=message.partition())
                self.producer.send_offsets_to_transaction(
                    self.consumer.position(self.consumer.assignment()),
                    self.consumer.consumer_group_metadata(), 60)
                self.commit()
            except KafkaException as failure:
                self.recover(failure.args[0])
        self.consumer.close()
        return self.stats

    def commit(self) -> None:
        while True:
            try:
                self.producer.commit_transaction(60)
                self.stats["committed"] += 1
                return
            except KafkaException as failure:
                error = failure.args[0]
                if error.retriable() and not error.txn_requires_abort() and not error.fatal():
                    continue
                raise

    def recover(self, error: KafkaError) -> None:
        self.stats["errors"].append(error.name())
        if error.fatal():
            self.new_producer()
        else:
            try:
                self.producer.abort_transaction(60)
                self.stats["aborted"] += 1
            except KafkaException:
                self.new_producer()
        self.rewind()


def main(argv: list[str]) -> int:
    stats = Pipeline(*argv).run()
    stats["errors"] = sorted(set(stats["errors"]))
    print(json.dumps(stats), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
