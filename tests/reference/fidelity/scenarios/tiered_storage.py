"""Tiered storage (KIP-405) and follower bootstrap from the tiered offset (KIP-1023): the tiered
ListOffsets answers before anything is uploaded, by version and replica, and an empty replica
added with AlterPartitionReassignments to a partition whose oldest segments are uploaded and
deleted locally, with `follower.fetch.last.tiered.offset.enable` off (the follower starts at the
leader's local log start) and on (at the leader's earliest pending upload offset).

Both clusters tier with the reference cluster's settings (kafka_cluster.py's
TIERED_STORAGE_CONFIG; run.py's KAFKASIM_CONFIG): a remote log manager pass every 500 ms, a
retention check every second. Records and batches are the same on both sides, so segments roll
at the same offsets (1 MiB segments, Kafka's minimum) and offsets can be compared exactly once
uploads have caught up."""

from __future__ import annotations

from kafkasim.protocol.messages.alter_partition_reassignments import (
    AlterPartitionReassignmentsRequest,
    ReassignablePartition,
    ReassignableTopic,
)
from kafkasim.protocol.messages.describe_configs import (
    DescribeConfigsRequest,
    DescribeConfigsResource,
)
from kafkasim.protocol.messages.incremental_alter_configs import (
    AlterableConfig,
    AlterConfigsResource,
    IncrementalAlterConfigsRequest,
)
from tests.reference.fidelity.registry import scenario
from tests.reference.fidelity.world import fetch_request, list_offsets_request

GROUP = "Tiered storage"
LATEST, EARLIEST, MAX_TIMESTAMP, EARLIEST_LOCAL, LATEST_TIERED, EARLIEST_PENDING_UPLOAD = (
    -1, -2, -3, -4, -5, -6)
TIERED = (EARLIEST_LOCAL, LATEST_TIERED, EARLIEST_PENDING_UPLOAD)
FIRST_VERSION = {EARLIEST_LOCAL: 8, LATEST_TIERED: 9, EARLIEST_PENDING_UPLOAD: 11}
SEGMENT = 1 << 20
RECORD = 1000  # bytes per record value: 1,000 records fill about one segment
DEBUGGING_REPLICA_ID = -2


def _tiered(**extra) -> dict[str, str]:
    return {"remote.storage.enable": "true", "segment.bytes": str(SEGMENT), **extra}


@scenario(GROUP, "tiered offsets of an empty tiered partition")
async def empty(k):
    """KIP-405/1005/1023 answers on a partition with nothing in it: -4 is the log start in the
    leader's epoch, -5 and -6 are -1."""
    topic = await k.topic(config=_tiered())
    for timestamp in (LATEST, EARLIEST, MAX_TIMESTAMP, *TIERED):
        await k.send(topic.leader(), list_offsets_request(topic.name, timestamp), 11,
                     label=f"timestamp {timestamp}")


@scenario(GROUP, "tiered offsets before the first upload, by version and replica")
async def before_upload(k):
    """Records in the active segment only: -4 answers the log start, -5 -1, -6 the log start
    (nothing uploaded, nothing deleted locally); each tiered timestamp is refused below the
    version that introduced it, and by a follower."""
    topic = await k.topic(config=_tiered())
    await k.produce(topic, 50, size=100, batches=5)
    for timestamp in TIERED:
        first = FIRST_VERSION[timestamp]
        for version in (first - 1, first, 11):
            await k.send(topic.leader(), list_offsets_request(topic.name, timestamp), version,
                         label=f"timestamp {timestamp} v{version}")
        await k.send(topic.follower(), list_offsets_request(topic.name, timestamp), 11,
                     label=f"timestamp {timestamp} to a follower")


async def _uploaded(k, topic, records: int) -> dict[int, int]:
    """Wait until every closed segment is uploaded and local retention has acted: -5 + 1 is the
    active segment's base and -4 stopped moving; return the leader's answers."""
    async def answers() -> dict[int, int]:
        found = {}
        for timestamp in (EARLIEST, *TIERED):
            response = await k.request(topic.leader(), list_offsets_request(topic.name,
                                                                            timestamp), 11)
            found[timestamp] = response.topics[0].partitions[0].offset
        return found

    previous: dict[int, int] = {}

    async def settled():
        nonlocal previous
        current = await answers()
        # 1,000 records per segment: the active segment starts at the last multiple.
        done = current[LATEST_TIERED] + 1 == records // 1000 * 1000 and current == previous
        previous = current
        return current if done else None

    return await k.wait_until(settled, "uploads and local deletion caught up", timeout=60,
                              interval=1.5)


async def _add_replica(k, topic, broker_id: int) -> None:
    """AlterPartitionReassignments to the replicas plus `broker_id`; wait for its ISR place."""
    replicas = [*topic.replicas[0], broker_id]
    await k.send(k.any_broker(), AlterPartitionReassignmentsRequest(topics=[ReassignableTopic(
        name=topic.name, partitions=[ReassignablePartition(partition_index=0,
                                                           replicas=replicas)])]), 0,
        label="AlterPartitionReassignments adding an empty replica")
    topic.replicas[0] = replicas
    await k.wait_in_sync(topic, timeout=60)


async def _set_last_tiered(k, value: str | None) -> None:
    """Set (or delete, None) the cluster-wide follower.fetch.last.tiered.offset.enable, and
    wait until broker 3 (the new replica's) reports it."""
    key = "follower.fetch.last.tiered.offset.enable"
    request = IncrementalAlterConfigsRequest(resources=[AlterConfigsResource(
        resource_type=4, resource_name="", configs=[AlterableConfig(
            name=key, config_operation=0 if value is not None else 1, value=value)])])
    await k.send(k.any_broker(), request, 1, label=f"set last tiered offset {value}")

    async def applied() -> bool:
        response = await k.request(k.nodes[3], DescribeConfigsRequest(resources=[
            DescribeConfigsResource(resource_type=4, resource_name="3",
                                    configuration_keys=[key])]), 4)
        entries = response.results[0].configs
        return bool(entries) and entries[0].value == (value or "false")

    await k.wait_until(applied, f"{key}={value} applied on broker 3")


def _bootstrap(last_tiered: bool):
    async def bootstrap(k):
        topic = await k.topic(replication_factor=2, replicas=[[1, 2]], config=_tiered(**{
            "local.retention.bytes": str(2 * SEGMENT)}))
        records = 4500
        await k.produce(topic, records, size=RECORD, batches=45)
        leader = await _uploaded(k, topic, records)
        k.observe("leader offsets before the new replica", {
            "earliest": leader[EARLIEST], "local start past the log start":
            leader[EARLIEST_LOCAL] > leader[EARLIEST],
            "pending upload": leader[EARLIEST_PENDING_UPLOAD],
            "last tiered": leader[LATEST_TIERED]})
        if last_tiered:
            await _set_last_tiered(k, "true")
        try:
            await _add_replica(k, topic, 3)
        finally:
            if last_tiered:
                await _set_last_tiered(k, None)
        follower = k.nodes[3]
        starts = {}
        for timestamp in (EARLIEST, EARLIEST_LOCAL, LATEST):
            response = await k.request(follower, list_offsets_request(
                topic.name, timestamp, replica_id=DEBUGGING_REPLICA_ID), 11)
            starts[timestamp] = response.topics[0].partitions[0].offset
        k.observe("the new follower's own offsets", {
            "earliest": starts[EARLIEST], "end": starts[LATEST],
            "local start is the leader's local start":
            starts[EARLIEST_LOCAL] == leader[EARLIEST_LOCAL],
            "local start is the leader's pending upload offset":
            starts[EARLIEST_LOCAL] == leader[EARLIEST_PENDING_UPLOAD]})
        # A consumer on the follower's rack reads offset 0 there: from the remote tier.
        await k.send(follower, fetch_request(topic, {0: 0}, rack_id=follower.rack,
                                             partition_max_bytes=1, max_wait_ms=2000), 12,
                     label="Fetch of offset 0 from the new follower")

    return bootstrap


scenario(GROUP, "an empty replica starts at the leader's local log start (KIP-405)",
         timeout=150)(_bootstrap(False))
scenario(GROUP, "an empty replica starts at the earliest pending upload offset (KIP-1023)",
         timeout=150)(_bootstrap(True))
