"""Cluster metrics: the counters the listeners' hooks update on the loop.

Counters are plain dictionaries (a few dictionary operations per request);
broker/control/prometheus.py turns them, with gauges read from the brokers at scrape time, into
the Prometheus text format, and lists the metrics. That module, and prometheus-client, load at
the first scrape, not at start.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import defaultdict

LATENCY_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0,
                   2.5, 5.0, 10.0)
FETCH = 1
NO_RACK = ""


class ClusterMetrics:
    """Counters of one cluster (see the module docstring)."""

    def __init__(self) -> None:
        self.requests: dict[tuple[str, int], int] = defaultdict(int)
        # (broker, api) -> [bucket counts..., +Inf count], sum
        self.latency: dict[tuple[str, int], list] = {}
        self.fetch_bytes: dict[tuple[str, str, str], int] = defaultdict(int)
        self.cross_rack_bytes: dict[str, int] = defaultdict(int)
        self.replica_bytes: dict[tuple[str, str, str], int] = defaultdict(int)
        self.redirects: dict[str, int] = defaultdict(int)
        self.isr_shrinks: dict[str, int] = defaultdict(int)
        self.isr_expands: dict[str, int] = defaultdict(int)

    def observe_request(self, node_id: int | str, api_key: int, seconds: float) -> None:
        key = (str(node_id), api_key)
        self.requests[key] += 1
        histogram = self.latency.get(key)
        if histogram is None:
            histogram = self.latency[key] = [[0] * (len(LATENCY_BUCKETS) + 1), 0.0]
        histogram[0][bisect_left(LATENCY_BUCKETS, seconds)] += 1
        histogram[1] += seconds

    def observe_response(self, node, context, request, response) -> None:
        """Fetch traffic by rack, and KIP-392 redirects (called for broker listeners)."""
        if context.api_key != FETCH or response is None:
            return
        broker = str(node.node_id)
        broker_rack = node.rack or NO_RACK
        size = 0
        redirects = 0
        for topic in response.responses:
            for partition in topic.partitions:
                if partition.records is not None:
                    size += len(partition.records)
                if partition.preferred_read_replica >= 0:
                    redirects += 1
        if redirects:
            self.redirects[broker] += redirects
        if not size:
            return
        replica_id = request.replica_state.replica_id if context.api_version >= 15 \
            else request.replica_id
        if replica_id >= 0:
            self.replica_bytes[(broker, broker_rack, _rack_of(node, replica_id))] += size
            return
        client_rack = (request.rack_id or NO_RACK) if context.api_version >= 11 else NO_RACK
        self.fetch_bytes[(broker, broker_rack, client_rack)] += size
        if client_rack != broker_rack or not client_rack:
            self.cross_rack_bytes[broker] += size

    def observe_isr_change(self, leader: int, shrink: bool) -> None:
        (self.isr_shrinks if shrink else self.isr_expands)[str(leader)] += 1


def _rack_of(node, broker_id: int) -> str:
    info = node.metadata.brokers.get(broker_id)
    return (info.rack if info is not None else None) or NO_RACK
