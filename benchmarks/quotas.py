"""Client quotas measured: a producer and a consumer each held to 1 MiB/s, on kafkasim and on
Apache Kafka in one run (issue 24, acceptance check 4).

Each target is a 3-broker cluster started and measured alone, then stopped (the same two as
benchmarks/transactions.py: `kafkasim up` in its own process, and the reference cluster's
KRaft controller and 3 broker JVMs). On each, the same steps:

1. quotas through AlterClientQuotas (kafkasim's protocol client, the same request to both):
   `producer_byte_rate` 1,048,576 for client id `quota-producer`, `consumer_byte_rate`
   1,048,576 for `quota-consumer`; the run waits until every broker describes them;
2. a topic of one partition (replication factor 3: quotas are per broker, so one leader
   means one quota) filled with 110 MiB by an unthrottled client, for the consumer;
3. for 90 seconds, at the same time: confluent-kafka (librdkafka) producing 1,000-byte records
   as fast as it is let to another one-partition topic (acks=1, batch.size 65536), and
   consuming the filled topic from the start. Counted: the bytes of the records acknowledged / consumed, over the
   seconds from the first one; and the throttle times librdkafka reports from the responses'
   ThrottleTimeMs (its statistics' `throttle` window, per stats interval, for the leader).

A quota bounds the bytes Kafka counts (the whole Produce request, the whole Fetch response);
the records' own bytes are about 1-2% fewer. Kafka's windowed rate spreads a client's first
bytes over quota.window.num - 1 windows (10 s), so a client that sends as fast as it is let
gets a burst of about 10 s worth at once, then is throttled, and gets another burst each time
the sample holding the last one expires: over its first 30 s such a client averages about 10%
above its quota, and over longer runs it comes back to the quota. The table gives each 30 s
window; nothing here asserts, the last line says met/MISSED for "within 10% of 1 MiB/s over
every 30 s".

    .venv/bin/python benchmarks/quotas.py [--seconds 90]

Its figures are in benchmarks/README.md, "Client quotas vs Kafka".

Needs Java 17+ and the reference jars (make reference-jars).
"""

from __future__ import annotations

import argparse
import asyncio
import datetime
import json
import os
import sys
import tempfile
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.transactions import Target, start_kafka, start_kafkasim  # noqa: E402
from tests.reference import kafka_cluster  # noqa: E402

RATE = 1_048_576  # bytes per second, for the producer and for the consumer
SECONDS = 90  # three windows of SPAN seconds
SPAN = 30
VALUE_BYTES = 1000
#: The producer's batch.size (librdkafka's default is 1,000,000, the Java client's 16384). A
#: Produce request over the quota is still appended before it is throttled, so each throttled
#: request lets its size through: the larger the requests, the more a producer overshoots; the
#: smaller, the more requests a broker must take per second (a loaded JVM falls behind 1 MiB/s
#: of 16 KB requests).
BATCH_BYTES = 65536
FILL_BYTES = 110 * RATE  # more than the consumer may read in SECONDS
PRODUCER, CONSUMER = "quota-producer", "quota-consumer"
TOLERANCE = 0.10


@dataclass
class Flow:
    """What one throttled client did: (seconds since its first record, bytes) per record,
    and the throttle windows librdkafka reported for its leader."""

    events: list[tuple[float, int]] = field(default_factory=list)
    throttles: list[dict] = field(default_factory=list)
    started: float | None = None

    def count(self, size: int) -> None:
        now = time.monotonic()
        if self.started is None:
            self.started = now
        self.events.append((now - self.started, size))

    def rate(self, seconds: float, since: float = 0.0) -> float:
        """Bytes per second over [since, since + seconds) from the first record."""
        return sum(size for at, size in self.events if since <= at < since + seconds) / seconds

    def statistics(self, text: str) -> None:
        for broker in json.loads(text)["brokers"].values():
            window = broker.get("throttle") or {}
            if broker.get("nodeid", -1) >= 0 and window.get("cnt"):
                self.throttles.append(window)

    def throttle_summary(self) -> str:
        if not self.throttles:
            return "none"
        averages = sorted(w["avg"] for w in self.throttles)
        return (f"avg {averages[len(averages) // 2]} ms (median of {len(averages)} "
                f"intervals), max {max(w['max'] for w in self.throttles)} ms")


async def _set_quotas(bootstrap: str) -> None:
    from kafkasim.broker.cluster.core import quota_alteration
    from kafkasim.protocol.connection import KafkaConnection
    from kafkasim.protocol.messages.describe_client_quotas import (
        ComponentData,
        DescribeClientQuotasRequest,
    )

    addresses = [(host, int(port)) for host, port in
                 (server.rsplit(":", 1) for server in bootstrap.split(","))]
    connection = await KafkaConnection.connect(*addresses[0])
    try:
        answer = await connection.send(quota_alteration(
            [({"client-id": PRODUCER}, {"producer_byte_rate": RATE}),
             ({"client-id": CONSUMER}, {"consumer_byte_rate": RATE})]), 1)
        assert all(entry.error_code == 0 for entry in answer.entries), answer
    finally:
        await connection.close()
    for address in addresses:  # every broker applies the records a moment later
        connection = await KafkaConnection.connect(*address)
        try:
            while True:
                described = await connection.send(DescribeClientQuotasRequest(components=[
                    ComponentData(entity_type="client-id", match_type=2, match=None)],
                    strict=True), 1)
                names = {entry.entity[0].entity_name for entry in described.entries or ()}
                if {PRODUCER, CONSUMER} <= names:
                    break
                await asyncio.sleep(0.1)
        finally:
            await connection.close()
    await asyncio.sleep(0.5)


def create_topic(bootstrap: str, topic: str) -> None:
    from confluent_kafka.admin import AdminClient, NewTopic

    admin = AdminClient({"bootstrap.servers": bootstrap})
    for future in admin.create_topics([NewTopic(topic, 1, 3)]).values():
        future.result(60)
    time.sleep(1)  # leaders settle on every broker


def fill(bootstrap: str, topic: str) -> None:
    from confluent_kafka import Producer

    producer = Producer({"bootstrap.servers": bootstrap, "client.id": "quota-filler",
                         "linger.ms": 5, "acks": "all"})
    value = b"f" * VALUE_BYTES
    for index in range(FILL_BYTES // VALUE_BYTES):
        while True:
            try:
                producer.produce(topic, value=value, key=b"%d" % index)
                break
            except BufferError:
                producer.poll(0.01)
    assert producer.flush(300) == 0


def produce(bootstrap: str, topic: str, seconds: float, flow: Flow) -> None:
    from confluent_kafka import Producer

    def delivered(error, message) -> None:
        if error is None:
            flow.count(len(message.value()) + len(message.key()))

    producer = Producer({"bootstrap.servers": bootstrap, "client.id": PRODUCER, "acks": 1,
                         "linger.ms": 5, "batch.size": BATCH_BYTES,
                         "queue.buffering.max.kbytes": 65536,
                         "statistics.interval.ms": 1000, "stats_cb": flow.statistics})
    value = b"p" * VALUE_BYTES
    deadline = time.monotonic() + seconds + 60  # until the counted span has passed
    index = 0
    while time.monotonic() < deadline and (flow.started is None or
                                           time.monotonic() - flow.started < seconds + 1):
        try:
            producer.produce(topic, value=value, key=b"%08d" % index, on_delivery=delivered)
            index += 1
        except BufferError:
            producer.poll(0.05)
        producer.poll(0)
    producer.purge()
    producer.flush(10)


def consume(bootstrap: str, topic: str, seconds: float, flow: Flow) -> None:
    from confluent_kafka import Consumer, TopicPartition

    consumer = Consumer({"bootstrap.servers": bootstrap, "client.id": CONSUMER,
                         "group.id": f"quota-bench-{uuid.uuid4().hex[:8]}",
                         "enable.auto.commit": False, "statistics.interval.ms": 1000,
                         "stats_cb": flow.statistics})
    consumer.assign([TopicPartition(topic, 0, 0)])
    deadline = time.monotonic() + seconds + 60
    try:
        while time.monotonic() < deadline and (flow.started is None or
                                               time.monotonic() - flow.started < seconds + 1):
            message = consumer.poll(0.2)
            if message is not None and message.error() is None:
                flow.count(len(message.value()) + len(message.key()))
    finally:
        consumer.close()


def measure(target: Target, seconds: float) -> None:
    asyncio.run(_set_quotas(target.bootstrap))
    filled, written = f"quota-fill-{uuid.uuid4().hex[:8]}", f"quota-produce-{uuid.uuid4().hex[:8]}"
    create_topic(target.bootstrap, filled)
    create_topic(target.bootstrap, written)
    fill(target.bootstrap, filled)
    flows = {"producer": Flow(), "consumer": Flow()}
    threads = [threading.Thread(target=produce, args=(target.bootstrap, written, seconds,
                                                      flows["producer"])),
               threading.Thread(target=consume, args=(target.bootstrap, filled, seconds,
                                                      flows["consumer"]))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    target.results = flows
    for name, flow in flows.items():
        print(f"  {target.name} {name}: {flow.rate(seconds) / RATE:.3f} MiB/s over "
              f"{seconds:g} s; throttle {flow.throttle_summary()}", flush=True)


def _spans(seconds: float) -> list[tuple[float, float]]:
    """(start, length) of each SPAN-second window of the run."""
    return [(start, min(SPAN, seconds - start)) for start in range(0, int(seconds), SPAN)]


def table(targets: list[Target], seconds: float) -> str:
    lines = ["| | " + " | ".join(t.name for t in targets) + " |",
             "|---|" + "---|" * len(targets)]
    for name in ("producer", "consumer"):
        flows = [t.results[name] for t in targets]
        for start, span in _spans(seconds):
            lines.append(f"| {name}, MiB/s in seconds {start:g}-{start + span:g} | "
                         + " | ".join(f"{f.rate(span, start) / RATE:.3f}" for f in flows)
                         + " |")
        lines.append(f"| {name}, MiB/s over {seconds:g} s | "
                     + " | ".join(f"{f.rate(seconds) / RATE:.3f}" for f in flows) + " |")
        lines.append(f"| {name}, ThrottleTimeMs librdkafka reports | "
                     + " | ".join(f.throttle_summary() for f in flows) + " |")
    verdicts = []
    for label, windows in ((f"every {SPAN} s", _spans(seconds)),
                           (f"the whole {seconds:g} s", [(0, seconds)])):
        for target in targets:
            worst = max(abs(target.results[name].rate(span, start) / RATE - 1)
                        for name in ("producer", "consumer") for start, span in windows)
            verdicts.append(f"over {label}, {target.name}: "
                            f"{'met' if worst <= TOLERANCE else 'MISSED'} "
                            f"(largest deviation {worst:.1%})")
    return "\n".join(lines) + "\n\nWithin 10% of 1 MiB/s: " + "; ".join(verdicts)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=SECONDS)
    args = parser.parse_args()
    kafka_cluster.ensure_jars()
    loads = [os.getloadavg()[0]]
    targets = []
    with tempfile.TemporaryDirectory(prefix="quotas-bench-") as workdir:
        for start in (start_kafkasim, start_kafka):
            print(f"starting {start.__name__.removeprefix('start_')} ...", flush=True)
            target = start(Path(workdir))
            try:
                measure(target, args.seconds)
            finally:
                target.stop()
            targets.append(target)
            loads.append(os.getloadavg()[0])
    text = "\n".join([
        f"Measured {datetime.date.today()} on this machine ({os.cpu_count()} cores, load "
        f"average {', '.join(f'{load:.1f}' for load in loads)} at the start and after each "
        f"target), `python benchmarks/quotas.py"
        f"{'' if args.seconds == SECONDS else f' --seconds {args.seconds:g}'}`: confluent-kafka, "
        f"{VALUE_BYTES}-byte records, one partition (replication factor 3), producer_byte_rate "
        f"and consumer_byte_rate {RATE:,} for the two client ids; MiB/s of the records' bytes "
        "from each client's first record.",
        "",
        table(targets, args.seconds),
        "",
        *[f"- {t.name}: {t.note}" for t in targets],
    ])
    print()
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
