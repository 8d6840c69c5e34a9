"""DescribeLogDirs (key 35), versions 1-5: the log directory of the receiving broker and the
replicas in it.

Behavior (Kafka's KafkaApis.handleDescribeLogDirsRequest and ReplicaManager.describeLogDirs):
- Topics null: every replica this broker holds; else the named partitions it holds (others
  are left out, not answered with an error). A topic none of whose named partitions is here
  is left out too.
- One log directory per broker (Kafka's `log.dirs` with one entry): its `--data-dir` path, or
  `memory:broker-<id>` for a broker that keeps its logs in memory.
- Per replica: PartitionSize is the bytes of its local segments (Kafka's UnifiedLog.size: the
  remote tier is not counted, as in Kafka, KAFKA-19527); OffsetLag is max(high watermark -
  log end offset, 0), so 0 on leaders and followers alike; IsFutureKey false (no replica
  moves between directories).
- TotalBytes and UsableBytes (v4+): the file system of the data directory; for a broker in
  memory, where its logs live: the machine's memory and the memory available (-1 where the
  platform does not tell).
- Internal topics (`__consumer_offsets`, `__transaction_state`, ...) are listed like any
  other; the controller's metadata log is not (it is not a replica of the broker's log manager
  in Kafka either).

Versions: v1 (KIP-113); v2 flexible (KIP-482); v3 top-level ErrorCode (KIP-784); v4 TotalBytes
and UsableBytes (KIP-827); v5 IsCordoned (always false). Kafka 4 removed v0 (KIP-896).

Needs DESCRIBE on the cluster, else CLUSTER_AUTHORIZATION_FAILED with no results (Kafka's
handleDescribeLogDirsRequest).

Not implemented: several log directories per broker, offline directories
(KAFKA_STORAGE_ERROR), cordoned directories.
"""

from __future__ import annotations

import os
import shutil

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.describe_log_dirs import (
    DescribeLogDirsPartition,
    DescribeLogDirsRequest,
    DescribeLogDirsResponse,
    DescribeLogDirsResult,
    DescribeLogDirsTopic,
)

RULES = api_rules("DescribeLogDirs")


async def handle_describe_log_dirs(node, context: RequestContext,
                                   request: DescribeLogDirsRequest):
    if not allowed(node, context, RULES.cluster):
        return DescribeLogDirsResponse(error_code=RULES.cluster.error, results=[])
    wanted = None if request.topics is None else {
        (topic.topic, index) for topic in request.topics for index in topic.partitions}
    by_topic: dict[str, list[DescribeLogDirsPartition]] = {}
    for (topic, index), partition in sorted(node.replica_manager.partitions.items()):
        if wanted is not None and (topic, index) not in wanted:
            continue
        log = partition.log
        by_topic.setdefault(topic, []).append(DescribeLogDirsPartition(
            partition_index=index, partition_size=log.size,
            offset_lag=max(partition.high_watermark - log.log_end_offset, 0),
            is_future_key=False))
    result = DescribeLogDirsResult(
        error_code=ErrorCode.NONE, log_dir=log_dir_name(node),
        topics=[DescribeLogDirsTopic(name=name, partitions=partitions)
                for name, partitions in by_topic.items()])
    result.total_bytes, result.usable_bytes = _space(node)
    return DescribeLogDirsResponse(error_code=ErrorCode.NONE, results=[result])


def log_dir_name(node) -> str:
    """The broker's one log directory as DescribeLogDirs names it."""
    if node.data_dir is not None:
        return str(node.data_dir.resolve())
    return f"memory:broker-{node.node_id}"


def _space(node) -> tuple[int, int]:
    """(total, usable) bytes of where the broker's logs live (see the module docstring)."""
    if node.data_dir is not None:
        usage = shutil.disk_usage(node.data_dir)
        return usage.total, usage.free
    try:
        total = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
        with open("/proc/meminfo") as meminfo:
            available = next(int(line.split()[1]) * 1024 for line in meminfo
                             if line.startswith("MemAvailable:"))
    except (OSError, ValueError, StopIteration):
        return -1, -1
    return total, available
