"""DescribeQuorum (KIP-595), sent to a broker as `kafka-metadata-quorum` does: one voter (the
controller, node 0 on both clusters) and the brokers as observers. Offsets, epochs, times,
directory ids and endpoints are each cluster's own, so they are compared by what they must
be (set, caught up, in the past); ids, lists and errors are compared whole."""

from __future__ import annotations

from kafkasim.protocol.messages.describe_quorum import (
    DescribeQuorumRequest,
    DescribeQuorumRequestPartitionData,
    DescribeQuorumRequestTopicData,
)
from tests.reference.fidelity.registry import scenario

ADMIN = "Admin"
ZERO_DIRECTORY = "AAAAAAAAAAAAAAAAAAAAAA"


def describe_quorum(topic: str = "__cluster_metadata", partitions=(0,)) -> DescribeQuorumRequest:
    return DescribeQuorumRequest(topics=[DescribeQuorumRequestTopicData(
        topic_name=topic, partitions=[DescribeQuorumRequestPartitionData(partition_index=p)
                                      for p in partitions])])


def _replica(state, high_watermark: int) -> dict:
    return {
        "id": state.replica_id,
        "directory": "zero" if state.replica_directory_id.int == 0 else "set",
        "log end": ("at the high watermark" if state.log_end_offset == high_watermark
                    else "behind" if 0 <= state.log_end_offset < high_watermark
                    else state.log_end_offset),
        "last fetch": "set" if state.last_fetch_timestamp > 0 else state.last_fetch_timestamp,
        "last caught up": ("set" if state.last_caught_up_timestamp > 0
                           else state.last_caught_up_timestamp),
    }


def _normalised(response, version: int) -> dict:
    seen = {"error": response.error_code, "topics": []}
    for topic in response.topics:
        partitions = []
        for data in topic.partitions:
            high_watermark = data.high_watermark
            partitions.append({
                "partition": data.partition_index, "error": data.error_code,
                "leader": data.leader_id,
                "epoch": "set" if data.leader_epoch > 0 else data.leader_epoch,
                "high watermark": "set" if high_watermark > 0 else high_watermark,
                "voters": [_replica(s, high_watermark) for s in data.current_voters],
                "observers": sorted((_replica(s, high_watermark) for s in data.observers),
                                    key=lambda r: r["id"]),
            })
        seen["topics"].append({"name": topic.topic_name, "partitions": partitions})
    if version >= 2:
        seen["nodes"] = [{"id": node.node_id,
                          "listeners": [(listener.name, "host set" if listener.host else "",
                                         "port set" if listener.port else 0)
                                         for listener in node.listeners]}
                         for node in response.nodes]
    return seen


@scenario(ADMIN, "DescribeQuorum at every version")
async def every_version(k):
    # Every broker has fetched the metadata log since it started; wait for the observers.
    async def observed() -> bool:
        response = await k.request(k.any_broker(), describe_quorum(), 2)
        return len(response.topics[0].partitions[0].observers) == 3

    await k.wait_until(observed, "three observers")
    for version in (0, 1, 2):
        response = await k.request(k.any_broker(), describe_quorum(), version)
        k.observe(f"DescribeQuorum v{version}", _normalised(response, version))


@scenario(ADMIN, "DescribeQuorum of another partition or topic")
async def other_partitions(k):
    for label, request in (("partition 1", describe_quorum(partitions=(1,))),
                           ("another topic", describe_quorum("__consumer_offsets")),
                           ("two partitions", describe_quorum(partitions=(0, 1)))):
        response = await k.request(k.any_broker(), request, 2)
        k.observe(f"DescribeQuorum v2, {label}", _normalised(response, 2))
