"""Follower bootstrap from the remote tier: KIP-405's path against KIP-1023's, on one log.

A 4-broker cluster (one process, in-memory logs, the simulated remote store) holds a tiered
partition with three replicas. The log is built to the shape KIP-1023 is about:

1. `--log-mib` (200) of records in `--segment-mib` (4) segments, with `local.retention.bytes`
   at half the log: while the first 90% is produced, closed segments are uploaded and the
   oldest deleted locally, so the leader's local log starts around 40% of the log;
2. uploads then stall (the leader's remote store is paused, as a slow uploader would), and
   the last 10% is produced: the log is 90% tiered, and the earliest pending upload offset
   sits at 90%.

Then an empty replica is added on the fourth broker (AlterPartitionReassignments), once with
`follower.fetch.last.tiered.offset.enable=false` (KIP-405: the follower starts at the leader's
local log start) and once with it true (KIP-1023: at the earliest pending upload offset; the
setting is changed between runs as a dynamic cluster-wide config, and the replica removed again
in between, so both runs see the same leader log). For each it reports the record bytes the new
follower fetched from the leader (its replica fetcher's appends) and the time from the
reassignment until it is in the ISR, then the ratio KIP-1023 / KIP-405 and the share of the log
KIP-1023 fetched (target: at most 15%).

    python benchmarks/follower_bootstrap.py [--log-mib 200] [--segment-mib 4]
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kafkasim.broker.cluster import Cluster  # noqa: E402
from kafkasim.protocol.connection import KafkaConnection  # noqa: E402
from kafkasim.protocol.messages.alter_partition_reassignments import (  # noqa: E402
    AlterPartitionReassignmentsRequest,
    ReassignablePartition,
    ReassignableTopic,
)
from kafkasim.protocol.messages.incremental_alter_configs import (  # noqa: E402
    AlterableConfig,
    AlterConfigsResource,
    IncrementalAlterConfigsRequest,
)
from kafkasim.protocol.messages.produce import (  # noqa: E402
    PartitionProduceData,
    ProduceRequest,
    TopicProduceData,
)
from kafkasim.protocol.records import build_batch  # noqa: E402

MIB = 1 << 20
TOPIC = "bootstrap"
RECORD = 1000  # bytes per record value
PER_BATCH = 1000  # records per produced batch: about 1 MiB
CONFIG = {
    "broker.heartbeat.interval.ms": "200",
    "broker.session.timeout.ms": "3000",
    "replica.fetch.wait.max.ms": "100",
    "replica.fetch.backoff.ms": "100",
    "remote.log.storage.system.enable": "true",
    "remote.log.manager.task.interval.ms": "200",
    "log.retention.check.interval.ms": "200",
    "log.initial.task.delay.ms": "0",
    "rlmm.config.remote.log.metadata.topic.num.partitions": "5",
}


async def produce(connection: KafkaConnection, mib: float, first: int) -> int:
    """Produce about `mib` MiB of records (acks=all); return the next record index."""
    index = first
    target = first + int(mib * MIB / RECORD)
    value = b"x" * (RECORD - 16)
    while index < target:
        count = min(PER_BATCH, target - index)
        batch = build_batch([(None, b"%015d-" % i + value, [], None)
                             for i in range(index, index + count)])
        request = ProduceRequest(acks=-1, timeout_ms=30_000, topic_data=[TopicProduceData(
            name=TOPIC, partition_data=[PartitionProduceData(index=0, records=batch)])])
        answer = (await connection.send(request, 9)).responses[0].partition_responses[0]
        if answer.error_code:
            raise RuntimeError(f"produce failed: error {answer.error_code}")
        index += count
    return index


async def alter(connection: KafkaConnection, replicas: list[int]) -> None:
    request = AlterPartitionReassignmentsRequest(topics=[ReassignableTopic(
        name=TOPIC, partitions=[ReassignablePartition(partition_index=0, replicas=replicas)])])
    answer = (await connection.send(request, 0)).responses[0].partitions[0]
    if answer.error_code:
        raise RuntimeError(f"reassignment refused: {answer.error_code} {answer.error_message}")


async def set_last_tiered(connection: KafkaConnection, enabled: bool) -> None:
    request = IncrementalAlterConfigsRequest(resources=[AlterConfigsResource(
        resource_type=4, resource_name="", configs=[AlterableConfig(
            name="follower.fetch.last.tiered.offset.enable", config_operation=0,
            value="true" if enabled else "false")])])
    response = await connection.send(request, 1)
    if response.responses[0].error_code:
        raise RuntimeError(f"config refused: {response.responses[0].error_message}")


async def bootstrap_once(cluster: Cluster, connection: KafkaConnection, replicas: list[int],
                         spare: int) -> tuple[int, float, int]:
    """Add an empty replica on `spare`; (bytes it fetched, seconds to the ISR, its local start)."""
    began = time.perf_counter()
    await alter(connection, [*replicas, spare])

    def joined() -> bool:
        info = cluster.controller.metadata.partition(TOPIC, 0)
        return spare in info.isr and not info.reassigning

    await cluster.wait_until(joined, timeout=600, interval=0.005)
    seconds = time.perf_counter() - began
    follower = cluster.brokers[spare].replica_manager.get_partition(TOPIC, 0)
    fetched, local_start = follower.replicated_bytes, follower.log.local_log_start_offset
    await alter(connection, replicas)  # remove it again: the next run starts empty
    await cluster.wait_until(
        lambda: cluster.brokers[spare].replica_manager.get_partition(TOPIC, 0) is None
        and not cluster.controller.metadata.partition(TOPIC, 0).reassigning, timeout=60)
    return fetched, seconds, local_start


async def main(log_mib: float, segment_mib: float) -> int:
    async with Cluster(brokers=4, racks=("a", "b", "c", "d"), config=CONFIG) as cluster:
        await cluster.create_topic(TOPIC, replication_factor=3, configs={
            "remote.storage.enable": "true", "segment.bytes": str(int(segment_mib * MIB)),
            "local.retention.bytes": str(int(log_mib * MIB / 2))})
        info = cluster.controller.metadata.partition(TOPIC, 0)
        replicas = list(info.replicas)
        spare = next(n for n in sorted(cluster.brokers) if n not in replicas)
        leader = cluster.brokers[info.leader]
        log = leader.replica_manager.get_partition(TOPIC, 0).log
        connection = await KafkaConnection.connect(leader.host, leader.port)
        try:
            began = time.perf_counter()
            next_index = await produce(connection, log_mib * 0.9, 0)
            # Uploads caught up, and local retention too (Kafka deletes a segment only while
            # the log stays at least its retention size: it may exceed it by one segment).
            await cluster.wait_until(
                lambda: log.highest_offset_in_remote_storage + 1 == log.segments[-1].base_offset
                and log.size - log_mib * MIB / 2 < segment_mib * MIB, timeout=600)
            store = leader.replica_manager.remote_log_manager.storage
            store.pause()  # uploads stall from here: the last 10% stays pending
            await produce(connection, log_mib * 0.1, next_index)
            # Local retention settles: it deletes uploaded segments only, while the log is more
            # than a segment above its retention size.
            await cluster.wait_until(
                lambda: log.size - log_mib * MIB / 2 < segment_mib * MIB
                or log.local_log_start_offset == log.highest_offset_in_remote_storage + 1,
                timeout=600)
            built = time.perf_counter() - began
            remote = leader.replica_manager.remote_log_manager.remote_metadata(
                leader.replica_manager.get_partition(TOPIC, 0))
            log_bytes = log.size + sum(m.segment_size_bytes for m in remote.finished()
                                       if m.end_offset < log.local_log_start_offset)
            tiered = log.highest_offset_in_remote_storage + 1
            print(f"log: {log.log_end_offset} records, about {log_bytes / MIB:.0f} MiB, built "
                  f"in {built:.1f} s; tiered below {tiered} "
                  f"({tiered / log.log_end_offset:.0%}), local log from "
                  f"{log.local_log_start_offset} "
                  f"({log.local_log_start_offset / log.log_end_offset:.0%})")
            results = {}
            for name, enabled in (("KIP-405", False), ("KIP-1023", True)):
                await set_last_tiered(connection, enabled)
                await cluster.wait_until(lambda enabled=enabled: cluster.brokers[spare].config
                                         .get_bool("follower.fetch.last.tiered.offset.enable")
                                         == enabled)
                results[name] = await bootstrap_once(cluster, connection, replicas, spare)
                fetched, seconds, local_start = results[name]
                print(f"{name:9} follower starts at {local_start:>7}: fetched "
                      f"{fetched / MIB:7.1f} MiB ({fetched / log_bytes:5.1%} of the log), "
                      f"in the ISR after {seconds:6.2f} s")
            store.resume()
        finally:
            await connection.close()
    classic, kip1023 = results["KIP-405"], results["KIP-1023"]
    share = kip1023[0] / log_bytes
    print(f"KIP-1023 / KIP-405: bytes {kip1023[0] / classic[0]:.3f}x, time to ISR "
          f"{kip1023[1] / classic[1]:.3f}x; KIP-1023 fetched {share:.1%} of the log "
          f"(target at most 15%: {'met' if share <= 0.15 else 'missed'})")
    return 0 if share <= 0.15 else 1


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--log-mib", type=float, default=200)
    parser.add_argument("--segment-mib", type=float, default=4)
    args = parser.parse_args()
    raise SystemExit(asyncio.run(main(args.log_mib, args.segment_mib)))
