"""The consumer-side fetch log: one JSON line per partition per fetch response.

This module is the single definition of the record. The consumer builds it from a Fetch
answer with `FetchLogContext.record` and writes it with `FetchLogWriter`, tools read it back
with `read_fetch_log`, and `spark_jobs` turns `FIELDS` into a Spark StructType, so a field
added here reaches every reader at once. It imports nothing beyond the standard library
(PySpark in particular stays out; the Fetch answer is read by its field names).

Fields in line order (version 1's eighteen, then the nullable ones version 2 added):

| field | type | meaning |
|---|---|---|
| schema_version | int | version of this layout; readers reject versions newer than theirs |
| ts_ms | long | wall-clock time the fetch response arrived, epoch milliseconds (UTC) |
| client_id | string | the consumer's `client.id` |
| client_rack | string, nullable | the consumer's `client.rack`; null or "" when not configured |
| broker_id | int | the broker that served this fetch |
| broker_rack | string, nullable | that broker's `broker.rack`; null or "" when not configured |
| topic | string | topic name |
| partition | int | partition index |
| fetch_offset | long | FetchOffset sent for the partition |
| records | long | records returned for the partition |
| bytes | long | record-batch bytes returned for the partition |
| high_watermark | long | HighWatermark in the response |
| preferred_read_replica | int | KIP-392: the replica the client was directed to read from when it sent this fetch; -1 when it read from the leader |
| leader_id | int | the partition leader as the client knew it (-1 when unknown) |
| session_id | int | KIP-227 fetch session id (0 = no session) |
| session_epoch | int | KIP-227 session epoch of the request (-1 = no session) |
| incremental | boolean | whether the request was an incremental fetch (KIP-227) |
| error | int | partition error code (0 = NONE) |
| latency_ms | double | request-to-response time in milliseconds |
| *version 2, all nullable (null in interval summaries, which cannot know them)* | | |
| preferred_read_replica_seen | int | KIP-392: PreferredReadReplica in this response (-1 none) |
| top_level_error | int | the response's top-level ErrorCode (KIP-227 session errors land here) |
| response_session_id | int | SessionId in the response (0: sessionless, or the session closed) |
| fetch_id | long | per-consumer request counter: equal on every line of one Fetch |
| request_bytes | long | size of the whole Fetch request frame (repeated on each of its lines) |
| response_bytes | long | size of the whole Fetch response frame (repeated on each of its lines) |
| request_partitions | int | partitions the request listed (0 for an empty incremental fetch) |
| max_wait_ms | int | MaxWaitMs sent |
| long_poll | boolean | the response carried no records at all, so its latency may hold the broker's wait |
| current_leader_id | int | KIP-951 CurrentLeader hint in an error answer (-1 none) |
| current_leader_epoch | int | that hint's leader epoch (-1 none) |
| diverging_epoch | int | KIP-320 DivergingEpoch.epoch (-1 none) |
| diverging_end_offset | long | DivergingEpoch.end_offset (-1 none) |
| broker_address | string | host:port the consumer reached the serving broker at |

Per-request numbers (request_bytes, response_bytes) repeat on every partition line of their
request: group by (client_id, fetch_id) before summing them.
"""

from __future__ import annotations

import io
import json
import math
import os
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from json.encoder import encode_basestring_ascii
from pathlib import Path

SCHEMA_VERSION = 2

# Suffix of a finished log file; the file being written carries IN_PROGRESS_SUFFIX after it,
# so a reader that lists a live directory never picks up a half-written line.
LOG_FILE_SUFFIX = ".jsonl"
IN_PROGRESS_SUFFIX = ".inprogress"

INT32_MIN, INT32_MAX = -(2**31), 2**31 - 1
INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1


@dataclass(frozen=True, slots=True)
class Field:
    """One column of the fetch log: its JSON name, logical type and nullability."""

    name: str
    type: str  # one of "int" (32-bit), "long" (64-bit), "double", "string", "boolean"
    nullable: bool = False


FIELDS: tuple[Field, ...] = (
    Field("schema_version", "int"),
    Field("ts_ms", "long"),
    Field("client_id", "string"),
    Field("client_rack", "string", nullable=True),
    Field("broker_id", "int"),
    Field("broker_rack", "string", nullable=True),
    Field("topic", "string"),
    Field("partition", "int"),
    Field("fetch_offset", "long"),
    Field("records", "long"),
    Field("bytes", "long"),
    Field("high_watermark", "long"),
    Field("preferred_read_replica", "int"),
    Field("leader_id", "int"),
    Field("session_id", "int"),
    Field("session_epoch", "int"),
    Field("incremental", "boolean"),
    Field("error", "int"),
    Field("latency_ms", "double"),
    # version 2: what only a per-response record can know
    Field("preferred_read_replica_seen", "int", nullable=True),
    Field("top_level_error", "int", nullable=True),
    Field("response_session_id", "int", nullable=True),
    Field("fetch_id", "long", nullable=True),
    Field("request_bytes", "long", nullable=True),
    Field("response_bytes", "long", nullable=True),
    Field("request_partitions", "int", nullable=True),
    Field("max_wait_ms", "int", nullable=True),
    Field("long_poll", "boolean", nullable=True),
    Field("current_leader_id", "int", nullable=True),
    Field("current_leader_epoch", "int", nullable=True),
    Field("diverging_epoch", "int", nullable=True),
    Field("diverging_end_offset", "long", nullable=True),
    Field("broker_address", "string", nullable=True),
)

FIELD_NAMES: tuple[str, ...] = tuple(f.name for f in FIELDS)
REQUIRED_FIELD_NAMES: tuple[str, ...] = tuple(f.name for f in FIELDS if not f.nullable)


@dataclass(slots=True)
class FetchLogRecord:
    """One partition of one fetch response, as the consumer saw it."""

    ts_ms: int
    client_id: str
    client_rack: str | None
    broker_id: int
    broker_rack: str | None
    topic: str
    partition: int
    fetch_offset: int
    records: int
    bytes: int
    high_watermark: int
    preferred_read_replica: int
    leader_id: int
    session_id: int
    session_epoch: int
    incremental: bool
    error: int
    latency_ms: float
    preferred_read_replica_seen: int | None = None
    top_level_error: int | None = None
    response_session_id: int | None = None
    fetch_id: int | None = None
    request_bytes: int | None = None
    response_bytes: int | None = None
    request_partitions: int | None = None
    max_wait_ms: int | None = None
    long_poll: bool | None = None
    current_leader_id: int | None = None
    current_leader_epoch: int | None = None
    diverging_epoch: int | None = None
    diverging_end_offset: int | None = None
    broker_address: str | None = None
    schema_version: int = SCHEMA_VERSION

    def to_dict(self) -> dict:
        """Return the record as a dict keyed by field name, in schema order."""
        return {name: getattr(self, name) for name in FIELD_NAMES}


@dataclass(slots=True)
class FetchLogContext:
    """What every line of one Fetch answer shares; `record` makes one partition's line.

    The one place a record is built from a Fetch answer. A top-level error (KIP-227 session
    errors) answers for every partition asked: its lines are made from Kafka's error answer
    for a partition (`FetchResponse.partitionResponse(partition, error)`: the error, a high
    watermark of -1, nothing else).
    """

    ts_ms: int
    client_id: str
    client_rack: str | None
    broker_id: int
    broker_rack: str | None
    broker_address: str | None
    session_id: int  # the request's SessionId
    session_epoch: int  # the request's SessionEpoch
    latency_ms: float
    top_level_error: int
    response_session_id: int
    fetch_id: int
    request_bytes: int
    response_bytes: int
    request_partitions: int
    max_wait_ms: int
    long_poll: bool

    def record(self, partition, data, records: int = 0) -> FetchLogRecord:
        """The line for one partition. `partition` is what the request asked of it (its
        `topic`, `partition`, `fetch_offset`, and the `leader_id` the consumer knew); `data`
        is the answer's FetchResponse PartitionData; `records` counts those the consumer took."""
        leader_id = partition.leader_id
        broker_id = self.broker_id
        batches = data.records
        current_leader = data.current_leader
        diverging = data.diverging_epoch
        session_epoch = self.session_epoch
        return FetchLogRecord(
            ts_ms=self.ts_ms, client_id=self.client_id, client_rack=self.client_rack,
            broker_id=broker_id, broker_rack=self.broker_rack, topic=partition.topic,
            partition=partition.partition, fetch_offset=partition.fetch_offset,
            records=records, bytes=0 if batches is None else len(batches),
            high_watermark=data.high_watermark,
            preferred_read_replica=broker_id if broker_id != leader_id else -1,
            leader_id=leader_id, session_id=self.session_id, session_epoch=session_epoch,
            incremental=session_epoch > 0, error=data.error_code, latency_ms=self.latency_ms,
            preferred_read_replica_seen=data.preferred_read_replica,
            top_level_error=self.top_level_error, response_session_id=self.response_session_id,
            fetch_id=self.fetch_id, request_bytes=self.request_bytes,
            response_bytes=self.response_bytes, request_partitions=self.request_partitions,
            max_wait_ms=self.max_wait_ms, long_poll=self.long_poll,
            current_leader_id=current_leader.leader_id,
            current_leader_epoch=current_leader.leader_epoch,
            diverging_epoch=diverging.epoch, diverging_end_offset=diverging.end_offset,
            broker_address=self.broker_address)


def _json_string(value: str | None) -> str:
    return "null" if value is None else encode_basestring_ascii(value)


def _json_int(value: int | None) -> str:
    return "null" if value is None else str(int(value))


def _json_bool(value: bool | None) -> str:
    return "null" if value is None else ("true" if value else "false")


def to_json_line(record: FetchLogRecord) -> str:
    """Serialise a record as one JSON line (with the trailing newline), fields in schema order.

    Hand-formatted rather than json.dumps because the consumer calls it once per partition per
    fetch; strings go through the C-accelerated JSON string encoder so escaping stays correct.
    """
    latency = float(record.latency_ms)
    if not math.isfinite(latency):
        raise ValueError(f"latency_ms must be finite, got {record.latency_ms!r}")
    return (
        f'{{"schema_version":{int(record.schema_version)},"ts_ms":{int(record.ts_ms)},'
        f'"client_id":{_json_string(record.client_id)},'
        f'"client_rack":{_json_string(record.client_rack)},'
        f'"broker_id":{int(record.broker_id)},'
        f'"broker_rack":{_json_string(record.broker_rack)},'
        f'"topic":{_json_string(record.topic)},"partition":{int(record.partition)},'
        f'"fetch_offset":{int(record.fetch_offset)},"records":{int(record.records)},'
        f'"bytes":{int(record.bytes)},"high_watermark":{int(record.high_watermark)},'
        f'"preferred_read_replica":{int(record.preferred_read_replica)},'
        f'"leader_id":{int(record.leader_id)},"session_id":{int(record.session_id)},'
        f'"session_epoch":{int(record.session_epoch)},'
        f'"incremental":{"true" if record.incremental else "false"},'
        f'"error":{int(record.error)},"latency_ms":{latency!r},'
        f'"preferred_read_replica_seen":{_json_int(record.preferred_read_replica_seen)},'
        f'"top_level_error":{_json_int(record.top_level_error)},'
        f'"response_session_id":{_json_int(record.response_session_id)},'
        f'"fetch_id":{_json_int(record.fetch_id)},'
        f'"request_bytes":{_json_int(record.request_bytes)},'
        f'"response_bytes":{_json_int(record.response_bytes)},'
        f'"request_partitions":{_json_int(record.request_partitions)},'
        f'"max_wait_ms":{_json_int(record.max_wait_ms)},'
        f'"long_poll":{_json_bool(record.long_poll)},'
        f'"current_leader_id":{_json_int(record.current_leader_id)},'
        f'"current_leader_epoch":{_json_int(record.current_leader_epoch)},'
        f'"diverging_epoch":{_json_int(record.diverging_epoch)},'
        f'"diverging_end_offset":{_json_int(record.diverging_end_offset)},'
        f'"broker_address":{_json_string(record.broker_address)}}}\n'
    )


# ---------------------------------------------------------------------------------------------
# Validation, shared by the reader below; spark_jobs applies the same rules in Spark SQL.


def _valid_value(value: object, field_type: str) -> bool:
    # bool is a subclass of int in Python; JSON true/false must not pass as a number.
    if field_type == "int":
        return type(value) is int and INT32_MIN <= value <= INT32_MAX
    if field_type == "long":
        return type(value) is int and INT64_MIN <= value <= INT64_MAX
    if field_type == "double":
        return type(value) in (int, float) and math.isfinite(value)
    if field_type == "string":
        return type(value) is str
    if field_type == "boolean":
        return type(value) is bool
    raise ValueError(f"unknown field type {field_type!r}")


def validate(obj: object) -> str | None:
    """Return None if `obj` (a decoded JSON value) is a valid fetch-log record, else the reason.

    Valid means: a JSON object; every non-nullable field present, non-null and of its type
    (32/64-bit ranges enforced); nullable fields absent, null or of their type; schema_version
    between 1 and SCHEMA_VERSION. Unknown extra fields are ignored so that older readers
    tolerate additive changes within a version. A record without schema_version is read as
    version 1 when everything else is valid; otherwise its reason is "missing schema_version".
    """
    if type(obj) is not dict:
        return "not an object"
    versionless = obj.get("schema_version") is None
    for f in FIELDS:
        value = obj.get(f.name)
        if value is None:
            if f.nullable or f.name == "schema_version":
                continue
            return "missing schema_version" if versionless else f"missing {f.name}"
        if not _valid_value(value, f.type):
            return f"bad type for {f.name}"
    if not versionless and not 1 <= obj["schema_version"] <= SCHEMA_VERSION:
        return "unsupported schema_version"
    return None


def record_from_dict(obj: dict) -> FetchLogRecord:
    """Build a record from a dict that `validate` accepted (no schema_version: version 1)."""
    values = {f.name: obj.get(f.name) for f in FIELDS}
    if values["schema_version"] is None:
        values["schema_version"] = 1
    values["latency_ms"] = float(values["latency_ms"])
    return FetchLogRecord(**values)


@dataclass
class ReadStats:
    """What a read saw: lines, valid records, malformed lines and why they were rejected."""

    lines: int = 0
    records: int = 0
    malformed: int = 0
    reasons: Counter = field(default_factory=Counter)


def list_log_files(paths: Iterable[str | os.PathLike]) -> list[Path]:
    """Expand files and directories into the sorted list of finished log files they name.

    A directory contributes every `*.jsonl` file below it (in-progress files are skipped); a
    path naming a file is taken as is, whatever its suffix.
    """
    files: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            files.extend(sorted(p for p in path.rglob(f"*{LOG_FILE_SUFFIX}") if p.is_file()))
        else:
            files.append(path)
    return files


def read_fetch_log(
    paths: Iterable[str | os.PathLike], stats: ReadStats | None = None
) -> Iterator[FetchLogRecord]:
    """Yield the valid records of the given files or directories, in file then line order.

    Malformed lines (not JSON, failing `validate`) are counted in `stats` and skipped, never
    raised; blank lines are ignored, as Spark's JSON reader ignores them.
    """
    stats = stats if stats is not None else ReadStats()
    for path in list_log_files(paths):
        with open(path, encoding="utf-8", errors="replace") as handle:
            for line in handle:
                if not line.strip():
                    continue
                stats.lines += 1
                try:
                    obj = json.loads(line)
                except ValueError:
                    reason: str | None = "not JSON"
                else:
                    reason = validate(obj)
                if reason is not None:
                    stats.malformed += 1
                    stats.reasons[reason] += 1
                    continue
                stats.records += 1
                yield record_from_dict(obj)


# ---------------------------------------------------------------------------------------------
# Writer


class FetchLogWriter:
    """Appends fetch-log lines to rotating files in one directory.

    Files are named `<prefix>-<start ms>-<sequence>.jsonl`; the open file carries an extra
    `.inprogress` suffix that is dropped when it is closed, so a finished file never changes
    afterwards. A file is rotated once it holds `max_bytes` or is `max_age_s` old (checked on
    each write and by `maybe_rotate`). Writes are buffered; call `flush` to push them to the OS
    and `close` (or use `with`) to finish the last file. Not thread-safe: one writer per
    consumer, as one consumer owns its fetch loop.
    """

    def __init__(
        self,
        directory: str | os.PathLike,
        prefix: str = "fetch",
        max_bytes: int = 64 * 1024 * 1024,
        max_age_s: float = 3600.0,
        buffer_bytes: int = 1024 * 1024,
        clock: Callable[[], float] = time.time,
    ) -> None:
        if max_bytes <= 0 or max_age_s <= 0:
            raise ValueError("max_bytes and max_age_s must be positive")
        self.directory = Path(directory)
        self.directory.mkdir(parents=True, exist_ok=True)
        self.prefix = prefix
        self.max_bytes = max_bytes
        self.max_age_s = max_age_s
        self._buffer_bytes = buffer_bytes
        self._clock = clock
        self._sequence = 0
        self._file: io.BufferedWriter | None = None
        self._path: Path | None = None
        self._opened_at = 0.0
        self._size = 0
        self.finished_files: list[Path] = []

    def _open(self) -> None:
        self._opened_at = self._clock()
        name = f"{self.prefix}-{int(self._opened_at * 1000)}-{self._sequence:06d}{LOG_FILE_SUFFIX}"
        self._sequence += 1
        self._path = self.directory / name
        # "x": never append to or clobber a file another writer produced.
        raw = open(str(self._path) + IN_PROGRESS_SUFFIX, "xb", buffering=0)  # noqa: SIM115
        self._file = io.BufferedWriter(raw, buffer_size=self._buffer_bytes)
        self._size = 0

    def write(self, record: FetchLogRecord) -> None:
        """Append one record, rotating first if the current file is full or too old."""
        self.write_line(to_json_line(record))

    def write_line(self, line: str) -> None:
        """Append one already-serialised line (must end with a newline)."""
        if self._file is not None and (
            self._size >= self.max_bytes or self._clock() - self._opened_at >= self.max_age_s
        ):
            self._finish()
        if self._file is None:
            self._open()
        data = line.encode("utf-8")
        self._file.write(data)
        self._size += len(data)

    def maybe_rotate(self) -> None:
        """Finish the current file if it has outlived `max_age_s` (for idle consumers)."""
        if self._file is not None and self._clock() - self._opened_at >= self.max_age_s:
            self._finish()

    def flush(self) -> None:
        """Push buffered lines to the operating system."""
        if self._file is not None:
            self._file.flush()

    def _finish(self) -> None:
        assert self._file is not None and self._path is not None
        self._file.close()
        os.replace(str(self._path) + IN_PROGRESS_SUFFIX, self._path)
        self.finished_files.append(self._path)
        self._file = None
        self._path = None

    def close(self) -> None:
        """Finish the current file; the writer may be reused and then opens a new file."""
        if self._file is not None:
            self._finish()

    def __enter__(self) -> FetchLogWriter:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
