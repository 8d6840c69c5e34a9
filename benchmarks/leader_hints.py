"""Recovery after a leader move, with and without KIP-951 hints, measured with kafkasim's own
consumer (issue 13: the report's "time to recover after a leader move").

A 3-broker cluster (in this process, on its own thread) holds one partition, replication
factor 3; a producer writes 500 records/s to it and our consumer reads it with a 100 ms long
poll. Each round moves the leader to another in-sync replica and measures, from the consumer's
exact fetch log, the time from the move to the first answer that carried records from the new
leader. With hints (`leader_hints=True`, KIP-951) the consumer takes CurrentLeader from the
old leader's NOT_LEADER_OR_FOLLOWER / FENCED_LEADER_EPOCH answer and fetches from the new
leader at once; without them it backs off (`retry_backoff_ms`, 100 ms) and waits for a
Metadata answer first, as a pre-KIP-951 client does.

Run::

    .venv/bin/python benchmarks/leader_hints.py [--moves 10] [--json out.json]

Nothing here asserts timings.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TOPIC = "leader-moves"


class Lines:
    def __init__(self) -> None:
        self.lines = []

    def write(self, record) -> None:
        self.lines.append(record)


async def measure(handle, hints: bool, moves: int) -> list[float]:
    from kafkasim.client.consumer import Consumer, TopicPartition
    from kafkasim.client.producer import Producer

    log = Lines()
    stop = asyncio.Event()
    recoveries: list[float] = []

    async def produce(producer) -> None:
        index = 0
        while not stop.is_set():
            producer.send_nowait(TOPIC, b"%d" % index, partition=0)
            index += 1
            await asyncio.sleep(0.002)

    async def drain(consumer) -> None:
        async for _ in consumer:
            if stop.is_set():
                return

    async with Producer(handle.bootstrap, linger_ms=1) as producer, \
            Consumer(handle.bootstrap, client_id=f"moves-{hints}", leader_hints=hints,
                     auto_offset_reset="latest", fetch_max_wait_ms=100,
                     enable_auto_commit=False, fetch_log=log) as consumer:
        consumer.assign([TopicPartition(TOPIC, 0)])
        tasks = [asyncio.ensure_future(produce(producer)), asyncio.ensure_future(drain(consumer))]
        await asyncio.sleep(1.0)
        for _ in range(moves):
            old = await asyncio.to_thread(handle.leader_of, TOPIC, 0)
            isr = (await asyncio.to_thread(handle.describe_topic, TOPIC))["partitions"][0]["isr"]
            new = next(r for r in isr if r != old)
            seen = len(log.lines)
            moved_ms = time.time() * 1000
            await asyncio.to_thread(handle.move_leader, TOPIC, 0, to=new)
            deadline = time.monotonic() + 10
            first = None
            while first is None and time.monotonic() < deadline:
                await asyncio.sleep(0.01)
                first = next((line for line in log.lines[seen:]
                              if line.broker_id == new and line.records), None)
            if first is not None:
                recoveries.append(first.ts_ms - moved_ms)
            await asyncio.sleep(0.5)
        stop.set()
        await producer.flush()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    return recoveries


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=10)
    parser.add_argument("--json", default=None, help="write the measurements here")
    args = parser.parse_args(argv)
    from kafkasim.broker.cluster import start_cluster

    results = {}
    config = {"replica.fetch.wait.max.ms": "50", "group.initial.rebalance.delay.ms": "0"}
    with start_cluster(brokers=3, racks=("a", "b", "c"), config=config) as handle:
        handle.create_topic(TOPIC, partitions=1, replication_factor=3)
        for hints in (True, False):
            label = "with KIP-951 hints" if hints else "without hints (Metadata first)"
            results[label] = asyncio.run(measure(handle, hints, args.moves))
    print(f"leader moves: {args.moves} per mode; recovery = move -> first records from the "
          "new leader (ms)")
    print(f"{'mode':<34} {'moves seen':>10} {'p50':>8} {'max':>8}")
    for label, values in results.items():
        if values:
            print(f"{label:<34} {len(values):>10} {statistics.median(values):>8.1f} "
                  f"{max(values):>8.1f}")
        else:
            print(f"{label:<34} {0:>10}")
    if args.json:
        Path(args.json).write_text(json.dumps(
            {label: {"recovery_ms": values} for label, values in results.items()}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
