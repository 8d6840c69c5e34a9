"""Fetch logs from real librdkafka consumers: confluent-kafka `stats_cb` JSON -> fetch-log records.

librdkafka does not expose individual fetch responses, but it emits a statistics JSON document
every `statistics.interval.ms` (see librdkafka's STATISTICS.md). `LibrdkafkaFetchLogAdapter`
turns each document into one fetch-log record per partition that is being fetched, carrying
the *deltas since the previous document* (one record = one statistics interval of fetching,
not one fetch response). Records go through `client.fetch_log` (`FetchLogWriter`,
`FetchLogRecord`): that module stays the single definition of the schema.

Use:

    writer = FetchLogWriter("logs/rack-b", prefix="rack-b")
    adapter = LibrdkafkaFetchLogAdapter(writer, client_rack="b",
                                        broker_racks=broker_racks(bootstrap))
    consumer = confluent_kafka.Consumer({..., "client.rack": "b",
                                         "statistics.interval.ms": 1000,
                                         "stats_cb": adapter.on_statistics})

How each field is derived (document = one statistics JSON; partition = its
`topics[t].partitions[p]` object; broker = the `brokers[*]` object whose `nodeid` is the
partition's fetch broker):

| field | derivation | exact or approximate |
|---|---|---|
| ts_ms | local wall clock when the callback ran (ms) | the end of the interval, not a fetch time |
| client_id | the document's `client_id` | exact |
| client_rack | the `client_rack` given to the adapter (the consumer's `client.rack`) | exact |
| broker_id | partition `broker`: the broker librdkafka currently fetches the partition from | state at the end of the interval; a mid-interval switch (leader -> preferred replica) is attributed to the new broker |
| broker_rack | `broker_racks[broker_id]`, from cluster metadata (DescribeCluster, see `broker_racks`) | exact while racks do not change |
| topic, partition | document keys (the internal partition -1 is skipped) | exact |
| fetch_offset | partition `next_offset` in the previous document (where this interval's fetching started); first interval: `next_offset - records`, not below `lo_offset`; -1 when unknown | approximate on the first interval and across control batches/compaction |
| records | delta of partition `rxmsgs` | exact count of messages fetched in the interval |
| bytes | delta of partition `rxbytes`: message key+value bytes as delivered | approximate: payload after decompression, without record-batch framing or protocol overhead (wire bytes are only known per broker connection) |
| high_watermark | partition `hi_offset` (the high watermark the fetch broker last reported; a follower's own HW when fetching from a follower) | state at the end of the interval |
| preferred_read_replica | `broker_id` when it differs from the partition `leader`, else -1 | exact: librdkafka fetches from a non-leader only when a leader named it as preferred (KIP-392) |
| leader_id | partition `leader` | state at the end of the interval |
| session_id, session_epoch, incremental | 0, -1, false | exact: librdkafka does not use KIP-227 fetch sessions |
| error | 0 | approximate: per-partition fetch errors are not in the statistics |
| latency_ms | the fetch broker's `rtt.avg` / 1000 (librdkafka reports µs over the interval's window); when no request completed in the interval, the broker's last known value, else 0.0 | approximate: the round trip of every request to that broker (fetch long polls dominate for a consumer) |

A partition without a fetch broker (`broker` -1: leader unknown, being delegated) is skipped
for that interval. Counters that went backwards (the partition was removed and re-added) count
from zero again.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from kafkasim.client.fetch_log import FetchLogRecord, FetchLogWriter

_INVALID_OFFSET = -1001  # librdkafka's RD_KAFKA_OFFSET_INVALID in statistics


@dataclass(slots=True)
class _PartitionCounters:
    rxmsgs: int = 0
    rxbytes: int = 0
    next_offset: int = -1


class LibrdkafkaFetchLogAdapter:
    """Writes one fetch-log record per fetched partition per librdkafka statistics document.

    `on_statistics(json_text)` is the confluent-kafka `stats_cb`; it runs on the thread that
    calls `poll`/`consume`, so the adapter, like the writer, needs no locking. `write` receives
    each record (default: `writer.write`); the writer is flushed after each document.
    """

    def __init__(self, writer: FetchLogWriter | None, client_rack: str | None,
                 broker_racks: Mapping[int, str | None],
                 write: Callable[[FetchLogRecord], None] | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        if writer is None and write is None:
            raise ValueError("a writer or a write function is needed")
        self.writer = writer
        self.client_rack = client_rack
        self.broker_racks = dict(broker_racks)
        self._write = write if write is not None else writer.write
        self._clock = clock
        self._counters: dict[tuple[str, int], _PartitionCounters] = {}
        self._latency_ms: dict[int, float] = {}
        self.documents = 0
        self.records_written = 0

    def on_statistics(self, json_text: str) -> None:
        """confluent-kafka `stats_cb`: turn one statistics document into records."""
        self.process(json.loads(json_text))

    def process(self, document: Mapping) -> list[FetchLogRecord]:
        """Turn one decoded statistics document into records, write them, and return them."""
        self.documents += 1
        ts_ms = int(self._clock() * 1000)
        client_id = document.get("client_id", "")
        self._update_latencies(document.get("brokers", {}))
        records = []
        for topic, topic_stats in document.get("topics", {}).items():
            for key, partition_stats in topic_stats.get("partitions", {}).items():
                record = self._record(ts_ms, client_id, topic, int(key), partition_stats)
                if record is not None:
                    records.append(record)
        for record in records:
            self._write(record)
        self.records_written += len(records)
        if self.writer is not None:
            self.writer.flush()
        return records

    def _update_latencies(self, brokers: Mapping) -> None:
        for broker in brokers.values():
            node_id = broker.get("nodeid", -1)
            rtt = broker.get("rtt") or {}
            if node_id >= 0 and rtt.get("cnt", 0) > 0:
                self._latency_ms[node_id] = rtt.get("avg", 0) / 1000.0

    def _record(self, ts_ms: int, client_id: str, topic: str, partition: int,
                stats: Mapping) -> FetchLogRecord | None:
        if partition < 0:
            return None  # librdkafka's internal unassigned-partition queue
        key = (topic, partition)
        previous = self._counters.get(key)
        rxmsgs, rxbytes = stats.get("rxmsgs", 0), stats.get("rxbytes", 0)
        next_offset = stats.get("next_offset", _INVALID_OFFSET)
        current = _PartitionCounters(rxmsgs, rxbytes, next_offset if next_offset >= 0 else -1)
        self._counters[key] = current
        broker_id = stats.get("broker", -1)
        if broker_id < 0:
            return None
        if previous is None or rxmsgs < previous.rxmsgs or rxbytes < previous.rxbytes:
            previous = None
        records = rxmsgs - (previous.rxmsgs if previous else 0)
        size = rxbytes - (previous.rxbytes if previous else 0)
        if previous is not None and previous.next_offset >= 0:
            fetch_offset = previous.next_offset
        elif current.next_offset >= 0:
            fetch_offset = max(current.next_offset - records, stats.get("lo_offset", -1), 0)
        else:
            fetch_offset = -1
        leader_id = stats.get("leader", -1)
        return FetchLogRecord(
            ts_ms=ts_ms,
            client_id=client_id,
            client_rack=self.client_rack,
            broker_id=broker_id,
            broker_rack=self.broker_racks.get(broker_id),
            topic=topic,
            partition=partition,
            fetch_offset=fetch_offset,
            records=records,
            bytes=size,
            high_watermark=stats.get("hi_offset", -1),
            preferred_read_replica=broker_id if leader_id >= 0 and broker_id != leader_id else -1,
            leader_id=leader_id,
            session_id=0,
            session_epoch=-1,
            incremental=False,
            error=0,
            latency_ms=self._latency_ms.get(broker_id, 0.0),
        )


def broker_racks(bootstrap: str, timeout: float = 10.0, **config) -> dict[int, str | None]:
    """Broker id -> `broker.rack` from the cluster's metadata (DescribeCluster through
    confluent-kafka's AdminClient); brokers without a rack map to None."""
    from confluent_kafka.admin import AdminClient

    admin = AdminClient({"bootstrap.servers": bootstrap, "log_level": 4, **config})
    description = admin.describe_cluster(request_timeout=timeout).result(timeout)
    return {node.id: (node.rack or None) for node in description.nodes}
