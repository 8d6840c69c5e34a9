"""What the history (broker/control/history.py) costs per request, and what a check costs.

A 3-broker cluster on a thread of this process; confluent-kafka produces MESSAGES records
(acks=all, batches up to 16 KiB) into a 3-partition topic and a consumer reads them back.
Then every captured client Produce and Fetch exchange is given to a fresh History again,
ROUNDS times, and the CPU time of this thread per exchange (robust to other processes' load)
is printed beside the median time the broker took to answer such a request (capture's
answered - received, wall time). Off, the history costs
one attribute test per request (not measured: below the timer's noise).

Run::

    .venv/bin/python benchmarks/checker.py [--messages N]

Nothing here asserts timings.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from confluent_kafka import Consumer, Producer, TopicPartition  # noqa: E402

from kafkasim.broker.cluster import Cluster  # noqa: E402
from kafkasim.broker.control.history import History  # noqa: E402

ROUNDS = 5


def workload(cluster: Cluster, messages: int) -> None:
    cluster.create_topic("bench", partitions=3, replication_factor=3)
    producer = Producer({"bootstrap.servers": cluster.bootstrap, "acks": "all",
                         "linger.ms": 1, "batch.size": 16384})
    payload = b"x" * 100
    for index in range(messages):
        while True:
            try:
                producer.produce("bench", payload, partition=index % 3)
                break
            except BufferError:
                producer.poll(0.01)
    assert producer.flush(60) == 0
    consumer = Consumer({"bootstrap.servers": cluster.bootstrap, "group.id": uuid.uuid4().hex,
                         "enable.auto.commit": False})
    consumer.assign([TopicPartition("bench", p, 0) for p in range(3)])
    read = 0
    deadline = time.monotonic() + 120
    while read < messages and time.monotonic() < deadline:
        for message in consumer.consume(1000, 0.2):
            read += message.error() is None
    consumer.close()
    assert read == messages, read


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--messages", type=int, default=50_000)
    args = parser.parse_args()
    with Cluster(brokers=3, history=True, capture_limit=1_000_000) as cluster:
        workload(cluster, args.messages)
        exchanges = cluster.call(lambda: [e for e in cluster.requests()
                                          if e.api in ("Produce", "Fetch")])
        node = cluster.brokers[1]
        for api in ("Produce", "Fetch"):
            chosen = [e for e in exchanges if e.api == api and e.outcome == "answered"]
            best = float("inf")
            for _ in range(ROUNDS):
                history = History()
                started = time.thread_time()
                for exchange in chosen:
                    history.observe(exchange, node)
                best = min(best, time.thread_time() - started)
            served = statistics.median(e.latency_ms for e in chosen) * 1000
            print(f"{api}: {len(chosen)} requests, history {best / len(chosen) * 1e6:.1f} us "
                  f"CPU per request (best of {ROUNDS}); the broker answered in a median "
                  f"{served:.0f} us")
        started = time.perf_counter()
        report = cluster.check()
        print(f"check: {time.perf_counter() - started:.3f} s for {report.writes_checked} "
              f"writes and {report.reads_checked} reads; ok={report.ok}")


if __name__ == "__main__":
    main()
