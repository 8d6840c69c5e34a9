"""Consume benchmark: kafkasim's own consumer (kafkasim.client) against kafka-python, both
reading the same 1 KB records from the same kafkasim cluster in one run (issue 13, check 3:
ours at least as fast as kafka-python).

The cluster runs as `kafkasim up` in a subprocess (3 brokers on racks a, b, c), so neither
client shares its interpreter. The topic (3 partitions, replication factor 3) is filled once
with confluent-kafka; then each round reads all of it from the beginning with each client in
turn (assigned partitions, no group, 10 ms long poll for both; the clock starts before the
consumer is created, so bootstrap and metadata count for both), records handed to the
application one by one (`for record in consumer` / `async for record in consumer`). Our
consumer runs twice per round: without a fetch log and with one (JSON lines to a file, one
per partition per Fetch), to show what the exact log costs. Reported: median MB/s of payload
(10^6 bytes) and records/s per client, and the ratio ours / kafka-python.

Run::

    .venv/bin/python benchmarks/consumer.py [--records 100000] [--rounds 3]

Nothing here asserts timings; the verdict line reports.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.throughput import start_kafkasim_process  # noqa: E402

TOPIC = "consume-bench"
PARTITIONS = 3
SIZE = 1000
FETCH_WAIT_MS = 10


def fill(bootstrap: str, count: int) -> None:
    import confluent_kafka

    producer = confluent_kafka.Producer({
        "bootstrap.servers": bootstrap, "acks": "all", "linger.ms": 5,
        "queue.buffering.max.messages": 1_000_000, "queue.buffering.max.kbytes": 1_048_576})
    payload = os.urandom(SIZE)
    for index in range(count):
        while True:
            try:
                producer.produce(TOPIC, payload, partition=index % PARTITIONS)
                break
            except BufferError:
                producer.poll(0.001)
    if producer.flush(120) != 0:
        raise RuntimeError("fill: not every record was acknowledged")


def kafka_python(bootstrap: str, count: int) -> float:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        from kafka import KafkaConsumer, TopicPartition

    started = time.perf_counter()
    consumer = KafkaConsumer(bootstrap_servers=bootstrap, enable_auto_commit=False,
                             auto_offset_reset="earliest", fetch_max_wait_ms=FETCH_WAIT_MS)
    try:
        consumer.assign([TopicPartition(TOPIC, p) for p in range(PARTITIONS)])
        received = 0
        for record in consumer:
            received += record.value is not None
            if received >= count:
                break
        return time.perf_counter() - started
    finally:
        consumer.close()


def ours(bootstrap: str, count: int, log_dir: str | None) -> float:
    from kafkasim.client.consumer import Consumer, TopicPartition

    async def run() -> float:
        started = time.perf_counter()
        async with Consumer(bootstrap, client_id="bench-own", auto_offset_reset="earliest",
                            fetch_max_wait_ms=FETCH_WAIT_MS, enable_auto_commit=False,
                            fetch_log=log_dir) as consumer:
            consumer.assign([TopicPartition(TOPIC, p) for p in range(PARTITIONS)])
            received = 0
            async for record in consumer:
                received += record.value is not None
                if received >= count:
                    break
            return time.perf_counter() - started

    try:
        import uvloop
    except ImportError:
        return asyncio.run(run())
    return uvloop.run(run())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    target, _, _ = start_kafkasim_process()
    try:
        target.create_topic(TOPIC, PARTITIONS)
        fill(target.bootstrap, args.records)
        times: dict[str, list[float]] = {"kafka-python": [], "kafkasim.client": [],
                                         "kafkasim.client + fetch log": []}
        with tempfile.TemporaryDirectory() as scratch:
            for round_index in range(args.rounds):
                times["kafka-python"].append(kafka_python(target.bootstrap, args.records))
                times["kafkasim.client"].append(ours(target.bootstrap, args.records, None))
                times["kafkasim.client + fetch log"].append(
                    ours(target.bootstrap, args.records, os.path.join(scratch, str(round_index))))
                print(f"round {round_index + 1}: " + ", ".join(
                    f"{name} {values[-1]:.2f} s" for name, values in times.items()), flush=True)
    finally:
        target.stop()
    megabytes = args.records * SIZE / 1e6
    print(f"\n{args.records:,} x {SIZE} B records, {PARTITIONS} partitions, "
          f"median of {args.rounds} rounds, kafkasim up (3 brokers) in a subprocess")
    print(f"{'client':<30} {'MB/s':>8} {'records/s':>11}")
    medians = {name: statistics.median(values) for name, values in times.items()}
    for name, seconds in medians.items():
        print(f"{name:<30} {megabytes / seconds:>8.1f} {args.records / seconds:>11,.0f}")
    ratio = medians["kafka-python"] / medians["kafkasim.client"]
    logged = medians["kafka-python"] / medians["kafkasim.client + fetch log"]
    print(f"\nratio kafkasim.client / kafka-python: {ratio:.2f}x "
          f"(with the fetch log: {logged:.2f}x); target >= 1.0x: "
          f"{'met' if ratio >= 1.0 else 'missed'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
