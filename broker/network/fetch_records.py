"""Broker-side fetch records: one JSON line per partition of every Fetch response a broker sends
that returned records, an error or a preferred read replica (and at least one line per response).

The second, exact source beside the consumers' own fetch logs (client/fetch_log.py): the
fields both sides know carry the same names and meanings, so a report can join them on
(client_id, topic, partition, fetch_offset) and compare bytes per rack pair. Fields, in line
order (those marked * exist only here):

| field | type | meaning |
|---|---|---|
| schema_version | int | 1 |
| source* | string | "broker" |
| ts_ms | long | wall-clock time the response was written, epoch milliseconds |
| client_id | string | the request header's client id ("" when null) |
| client_rack | string, nullable | the rack of the listener the client dialled (network model); else the RackId the fetch sent; null when neither |
| broker_id | int | this broker |
| broker_rack | string, nullable | this broker's rack |
| listener* | string | the listener the request came in on (`RACK_A`, or `PLAINTEXT`) |
| replica_id* | int | the follower's id for replication fetches, -1 for consumers |
| role* | string | "follower" or "consumer" |
| topic | string | topic name ("" when the topic id is unknown) |
| partition | int | partition index |
| fetch_offset | long | the fetch offset of the request (or of the fetch session) |
| records | long | records in the returned batches |
| bytes | long | record-batch bytes returned for the partition |
| high_watermark | long | HighWatermark answered |
| preferred_read_replica | int | KIP-392: the PreferredReadReplica answered (-1: none) |
| session_id | int | KIP-227 SessionId of the request (0: none) |
| session_epoch | int | KIP-227 SessionEpoch of the request (-1: sessionless) |
| incremental | boolean | an incremental fetch (session epoch > 0) |
| error | int | the partition's error code |
| latency_ms | double | request read to response written, the modelled network legs included |
| long_poll_wait_ms* | double | how long the request waited for data (0.0: answered at once) |
| request_bytes* | long | the request's size on the wire |
| response_bytes* | long | the response's size on the wire |

A response with a top-level error (a KIP-227 session error) has no partitions and no record.

Sink: a directory of rotating JSONL files (`broker-<id>-<ms>-<seq>.jsonl`, the open one with an
`.inprogress` suffix, as the consumer-side writer does); the lines are buffered and reach the
file when a file rotates, on `flush` and at shutdown.
"""

from __future__ import annotations

import io
import json
import os
import struct
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

SCHEMA_VERSION = 1

#: (name, type, nullable) in line order; spark_jobs/broker_records.py mirrors this list and a
#: test keeps the two equal.
FIELDS: tuple[tuple[str, str, bool], ...] = (
    ("schema_version", "int", False),
    ("source", "string", False),
    ("ts_ms", "long", False),
    ("client_id", "string", False),
    ("client_rack", "string", True),
    ("broker_id", "int", False),
    ("broker_rack", "string", True),
    ("listener", "string", False),
    ("replica_id", "int", False),
    ("role", "string", False),
    ("topic", "string", False),
    ("partition", "int", False),
    ("fetch_offset", "long", False),
    ("records", "long", False),
    ("bytes", "long", False),
    ("high_watermark", "long", False),
    ("preferred_read_replica", "int", False),
    ("session_id", "int", False),
    ("session_epoch", "int", False),
    ("incremental", "boolean", False),
    ("error", "int", False),
    ("latency_ms", "double", False),
    ("long_poll_wait_ms", "double", False),
    ("request_bytes", "long", False),
    ("response_bytes", "long", False),
)

_INT32 = struct.Struct(">i")
# A record batch (magic 2): baseOffset int64, batchLength int32, ..., recordsCount int32 at 57.
_BATCH_LENGTH_AT = 8
_RECORDS_COUNT_AT = 57
_BATCH_HEADER = 61


def _chunks(data) -> list:
    # A partition's records: bytes, or the stored batches as a list of memoryviews.
    return data if isinstance(data, list) else [data]


def count_records(data) -> int:
    """Records in a partition's record batches (from each batch header's recordsCount)."""
    return sum(_count_records(chunk) for chunk in _chunks(data))


def _count_records(data: bytes | memoryview) -> int:
    view = memoryview(data)
    position = 0
    count = 0
    while position + _BATCH_HEADER <= len(view):
        length = _INT32.unpack_from(view, position + _BATCH_LENGTH_AT)[0]
        count += _INT32.unpack_from(view, position + _RECORDS_COUNT_AT)[0]
        position += 12 + length
    return count


@dataclass(frozen=True, slots=True)
class ServedPartition:
    """What one Fetch served from one partition: the source of a fetch record's partition
    fields, and of the replica manager's fetch observers (`FetchServed`)."""

    topic: str  # "" when the topic id is unknown
    partition: int
    fetch_offset: int
    error: int
    records: int  # records in the batches returned
    bytes: int  # record-batch bytes returned (0 when redirected, idle or failed)
    high_watermark: int
    preferred_read_replica: int  # -1 unless the leader named another replica (KIP-392)


class FetchRecordWriter:
    """Rotating JSONL files in one directory (one writer per broker)."""

    def __init__(self, directory: str | os.PathLike, prefix: str,
                 max_bytes: int = 64 * 1024 * 1024, buffer_bytes: int = 256 * 1024) -> None:
        self.directory = Path(directory)
        self.directory.mkdir(parents=True, exist_ok=True)
        self.prefix = prefix
        self.max_bytes = max_bytes
        self._buffer_bytes = buffer_bytes
        self._sequence = 0
        self._file: io.BufferedWriter | None = None
        self._path: Path | None = None
        self._size = 0

    def write_lines(self, data: bytes) -> None:
        if self._file is not None and self._size >= self.max_bytes:
            self._finish()
        if self._file is None:
            name = f"{self.prefix}-{int(time.time() * 1000)}-{self._sequence:06d}.jsonl"
            self._sequence += 1
            self._path = self.directory / name
            raw = open(str(self._path) + ".inprogress", "xb", buffering=0)  # noqa: SIM115
            self._file = io.BufferedWriter(raw, buffer_size=self._buffer_bytes)
            self._size = 0
        self._file.write(data)
        self._size += len(data)

    def flush(self) -> None:
        if self._file is not None:
            self._file.flush()

    def _finish(self) -> None:
        assert self._file is not None and self._path is not None
        self._file.close()
        os.replace(str(self._path) + ".inprogress", self._path)
        self._file = None
        self._path = None

    def close(self) -> None:
        if self._file is not None:
            self._finish()


class FetchRecorder:
    """Turns each answered Fetch into records and hands the JSON lines to `sink` (a callable
    taking bytes: a `FetchRecordWriter.write_lines`, or a topic appender)."""

    def __init__(self, broker_id: int, broker_rack: str | None,
                 sink: Callable[[bytes], None], exclude_topics: frozenset[str] = frozenset()):
        self.broker_id = broker_id
        self.broker_rack = broker_rack
        self.sink = sink
        # The records' own topic: fetching it must not write records about itself.
        self.exclude_topics = exclude_topics
        self.written = 0

    def record(self, context, request, served: list[ServedPartition], *, client_rack: str | None,
               latency_s: float, request_bytes: int, response_bytes: int) -> None:
        version = context.api_version
        replica_id = request.replica_state.replica_id if version >= 15 else request.replica_id
        if client_rack is None and version >= 11 and request.rack_id:
            client_rack = request.rack_id
        session_epoch = request.session_epoch if version >= 7 else -1
        session_id = request.session_id if version >= 7 else 0
        common = {
            "schema_version": SCHEMA_VERSION, "source": "broker",
            "ts_ms": int(time.time() * 1000), "client_id": context.client_id or "",
            "client_rack": client_rack, "broker_id": self.broker_id,
            "broker_rack": self.broker_rack,
            "listener": context.listener_name or "PLAINTEXT", "replica_id": replica_id,
            "role": "follower" if replica_id >= 0 else "consumer",
        }
        tail = {"session_id": session_id, "session_epoch": session_epoch,
                "incremental": session_epoch > 0}
        lines = []
        for index, part in enumerate(served):
            if part.topic in self.exclude_topics:
                continue
            # Partitions with nothing to say (no records, no error, no redirect) are left out,
            # except that every response keeps at least one line (its request's size, latency
            # and session count).
            empty = not part.bytes and not part.error and part.preferred_read_replica < 0
            if empty and (lines or index < len(served) - 1):
                continue
            lines.append(json.dumps({
                **common, "topic": part.topic, "partition": part.partition,
                "fetch_offset": part.fetch_offset, "records": part.records,
                "bytes": part.bytes, "high_watermark": part.high_watermark,
                "preferred_read_replica": part.preferred_read_replica, **tail,
                "error": part.error, "latency_ms": round(latency_s * 1000, 3),
                "long_poll_wait_ms": round(context.fetch_wait_ms, 3),
                "request_bytes": request_bytes, "response_bytes": response_bytes,
            }, separators=(",", ":")))
        if lines:
            self.written += len(lines)
            self.sink(("\n".join(lines) + "\n").encode())
