"""A handful of Kafka requests, hand-encoded over a plain socket, standard library only.

The reference cluster's helper uses Metadata to tell when its brokers are ready; its tests use
ListOffsets v9+ (EARLIEST_LOCAL -4, LATEST_TIERED -5, EARLIEST_PENDING_UPLOAD -6, which no
installed Python client sends) and Fetch v11 with a RackId (to read PreferredReadReplica).
Field layouts follow the message schemas in the repository's schemas/ folder; this module
imports nothing of kafkasim on purpose, so that the oracle shares no code with what it checks.
"""

from __future__ import annotations

import socket
import struct
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

API_FETCH = 1
API_LIST_OFFSETS = 2
API_METADATA = 3
API_SASL_HANDSHAKE = 17
API_API_VERSIONS = 18
API_SASL_AUTHENTICATE = 36

# ListOffsets special timestamps.
LATEST = -1
EARLIEST = -2
MAX_TIMESTAMP = -3  # v7+
EARLIEST_LOCAL = -4  # v8+, KIP-405
LATEST_TIERED = -5  # v9+, KIP-1005
EARLIEST_PENDING_UPLOAD = -6  # v11+, KIP-1023


class Writer:
    def __init__(self) -> None:
        self._parts: list[bytes] = []

    def raw(self, data: bytes) -> Writer:
        self._parts.append(data)
        return self

    def int8(self, v: int) -> Writer:
        return self.raw(struct.pack(">b", v))

    def int16(self, v: int) -> Writer:
        return self.raw(struct.pack(">h", v))

    def int32(self, v: int) -> Writer:
        return self.raw(struct.pack(">i", v))

    def int64(self, v: int) -> Writer:
        return self.raw(struct.pack(">q", v))

    def boolean(self, v: bool) -> Writer:
        return self.int8(1 if v else 0)

    def uvarint(self, v: int) -> Writer:
        out = bytearray()
        while v >= 0x80:
            out.append((v & 0x7F) | 0x80)
            v >>= 7
        out.append(v)
        return self.raw(bytes(out))

    def string(self, s: str | None) -> Writer:
        if s is None:
            return self.int16(-1)
        data = s.encode()
        return self.int16(len(data)).raw(data)

    def compact_string(self, s: str | None) -> Writer:
        if s is None:
            return self.uvarint(0)
        data = s.encode()
        return self.uvarint(len(data) + 1).raw(data)

    def array(self, items: Iterable | None, each: Callable[[Writer, object], object]) -> Writer:
        if items is None:
            return self.int32(-1)
        items = list(items)
        self.int32(len(items))
        for item in items:
            each(self, item)
        return self

    def compact_array(self, items: Iterable | None,
                      each: Callable[[Writer, object], object]) -> Writer:
        if items is None:
            return self.uvarint(0)
        items = list(items)
        self.uvarint(len(items) + 1)
        for item in items:
            each(self, item)
        return self

    def no_tags(self) -> Writer:
        return self.uvarint(0)

    def bytes(self) -> bytes:
        return b"".join(self._parts)


class Reader:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def _take(self, n: int) -> bytes:
        if self.pos + n > len(self.data):
            raise ValueError(f"response truncated: wanted {n} bytes at {self.pos} of {len(self.data)}")
        chunk = self.data[self.pos:self.pos + n]
        self.pos += n
        return chunk

    def int8(self) -> int:
        return struct.unpack(">b", self._take(1))[0]

    def int16(self) -> int:
        return struct.unpack(">h", self._take(2))[0]

    def int32(self) -> int:
        return struct.unpack(">i", self._take(4))[0]

    def int64(self) -> int:
        return struct.unpack(">q", self._take(8))[0]

    def boolean(self) -> bool:
        return self.int8() != 0

    def uvarint(self) -> int:
        shift = value = 0
        while True:
            b = self._take(1)[0]
            value |= (b & 0x7F) << shift
            if not b & 0x80:
                return value
            shift += 7

    def string(self) -> str | None:
        n = self.int16()
        return None if n < 0 else self._take(n).decode()

    def compact_string(self) -> str | None:
        n = self.uvarint() - 1
        return None if n < 0 else self._take(n).decode()

    def nullable_bytes(self) -> bytes | None:
        n = self.int32()
        return None if n < 0 else self._take(n)

    def array(self, each: Callable[[Reader], object]) -> list | None:
        n = self.int32()
        return None if n < 0 else [each(self) for _ in range(n)]

    def compact_array(self, each: Callable[[Reader], object]) -> list | None:
        n = self.uvarint() - 1
        return None if n < 0 else [each(self) for _ in range(n)]

    def uuid(self) -> bytes:
        return self._take(16)

    def skip_tags(self) -> None:
        for _ in range(self.uvarint()):
            self.uvarint()  # tag
            self._take(self.uvarint())


class KafkaSocket:
    """One blocking connection; `request` sends one request and returns its response body."""

    def __init__(self, host: str, port: int, timeout: float = 5.0,
                 client_id: str = "kafkasim-reference") -> None:
        self.sock = socket.create_connection((host, port), timeout=timeout)
        self.client_id = client_id
        self.correlation_id = 0

    def close(self) -> None:
        self.sock.close()

    def __enter__(self) -> KafkaSocket:
        return self

    def __exit__(self, *exc_info) -> None:
        self.close()

    def _recv_exactly(self, n: int) -> bytes:
        chunks = bytearray()
        while len(chunks) < n:
            chunk = self.sock.recv(n - len(chunks))
            if not chunk:
                raise ConnectionError("connection closed by the broker")
            chunks += chunk
        return bytes(chunks)

    def request(self, api_key: int, version: int, body: bytes, flexible: bool) -> Reader:
        self.correlation_id += 1
        header = Writer().int16(api_key).int16(version).int32(self.correlation_id)
        header.string(self.client_id)  # never compact, even in header v2
        if flexible:
            header.no_tags()
        frame = header.bytes() + body
        self.sock.sendall(struct.pack(">i", len(frame)) + frame)
        size = struct.unpack(">i", self._recv_exactly(4))[0]
        reader = Reader(self._recv_exactly(size))
        correlation_id = reader.int32()
        if correlation_id != self.correlation_id:
            raise ValueError(f"correlation id {correlation_id}, expected {self.correlation_id}")
        # ApiVersions answers with header v0 whatever its version (so old clients can parse it).
        if flexible and api_key != API_API_VERSIONS:
            reader.skip_tags()
        return reader


def sasl_plain(conn: KafkaSocket, user: str, password: str) -> None:
    """Authenticate the connection with SASL/PLAIN: SaslHandshake v1, then one
    SaslAuthenticate v0 token (KIP-152). Raises ValueError when the broker refuses."""
    r = conn.request(API_SASL_HANDSHAKE, 1, Writer().string("PLAIN").bytes(), flexible=False)
    error = r.int16()
    if error:
        raise ValueError(f"SaslHandshake error {error}")
    token = b"\0" + user.encode() + b"\0" + password.encode()
    r = conn.request(API_SASL_AUTHENTICATE, 0, Writer().int32(len(token)).raw(token).bytes(),
                     flexible=False)
    error = r.int16()
    if error:
        raise ValueError(f"SaslAuthenticate error {error}: {r.string()}")


def api_versions(conn: KafkaSocket) -> dict[int, tuple[int, int]]:
    """ApiVersions v0: {api_key: (min_version, max_version)}."""
    r = conn.request(API_API_VERSIONS, 0, b"", flexible=False)
    error = r.int16()
    if error:
        raise ValueError(f"ApiVersions error {error}")
    keys = r.array(lambda r: (r.int16(), r.int16(), r.int16()))
    return {k: (lo, hi) for k, lo, hi in keys or ()}


@dataclass
class PartitionMetadata:
    error: int
    leader: int
    leader_epoch: int
    replicas: list[int]
    isr: list[int]
    offline: list[int]


@dataclass
class TopicMetadata:
    error: int
    internal: bool
    partitions: dict[int, PartitionMetadata] = field(default_factory=dict)


@dataclass
class Metadata:
    brokers: dict[int, tuple[str, int, str | None]]
    cluster_id: str | None
    controller_id: int
    topics: dict[str, TopicMetadata]


def metadata(conn: KafkaSocket, topics: list[str] | None = None,
             allow_auto_topic_creation: bool = False) -> Metadata:
    """Metadata v8. `topics=None` asks for every topic, `[]` for none (brokers only)."""
    body = (Writer()
            .array(topics, lambda w, t: w.string(t))
            .boolean(allow_auto_topic_creation)
            .boolean(False)  # include_cluster_authorized_operations
            .boolean(False)  # include_topic_authorized_operations
            .bytes())
    r = conn.request(API_METADATA, 8, body, flexible=False)
    r.int32()  # throttle_time_ms
    brokers = {}
    for node_id, host, port, rack in r.array(
            lambda r: (r.int32(), r.string(), r.int32(), r.string())) or ():
        brokers[node_id] = (host, port, rack)
    cluster_id = r.string()
    controller_id = r.int32()

    def partition(r: Reader) -> tuple[int, PartitionMetadata]:
        error, index, leader, epoch = r.int16(), r.int32(), r.int32(), r.int32()
        replicas = r.array(Reader.int32) or []
        isr = r.array(Reader.int32) or []
        offline = r.array(Reader.int32) or []
        return index, PartitionMetadata(error, leader, epoch, replicas, isr, offline)

    def topic(r: Reader) -> tuple[str, TopicMetadata]:
        error, name, internal = r.int16(), r.string(), r.boolean()
        parts = dict(r.array(partition) or ())
        r.int32()  # topic_authorized_operations
        return name, TopicMetadata(error, internal, parts)

    topic_map = dict(r.array(topic) or ())
    r.int32()  # cluster_authorized_operations
    return Metadata(brokers, cluster_id, controller_id, topic_map)


@dataclass
class ListOffsetsAnswer:
    error: int
    timestamp: int
    offset: int
    leader_epoch: int


def list_offsets(conn: KafkaSocket, topic: str, partition: int, timestamp: int,
                 version: int = 9, isolation_level: int = 0,
                 current_leader_epoch: int = -1, timeout_ms: int = 30_000) -> ListOffsetsAnswer:
    """ListOffsets v6+ (flexible) for one partition, as a consumer (replica id -1)."""
    if version < 6:
        raise ValueError("only the flexible versions (6+) are encoded here")

    def encode_partition(w: Writer, _) -> None:
        w.int32(partition).int32(current_leader_epoch).int64(timestamp).no_tags()

    def encode_topic(w: Writer, _) -> None:
        w.compact_string(topic).compact_array([None], encode_partition).no_tags()

    w = Writer().int32(-1).int8(isolation_level).compact_array([None], encode_topic)
    if version >= 10:
        w.int32(timeout_ms)
    r = conn.request(API_LIST_OFFSETS, version, w.no_tags().bytes(), flexible=True)
    r.int32()  # throttle_time_ms

    def decode_partition(r: Reader) -> tuple[int, ListOffsetsAnswer]:
        index = r.int32()
        answer = ListOffsetsAnswer(r.int16(), r.int64(), r.int64(), r.int32())
        r.skip_tags()
        return index, answer

    def decode_topic(r: Reader) -> tuple[str, dict[int, ListOffsetsAnswer]]:
        name = r.compact_string()
        parts = dict(r.compact_array(decode_partition) or ())
        r.skip_tags()
        return name, parts

    topics = dict(r.compact_array(decode_topic) or ())
    return topics[topic][partition]


@dataclass
class FetchAnswer:
    error: int
    high_watermark: int
    last_stable_offset: int
    log_start_offset: int
    preferred_read_replica: int
    records: bytes | None


def fetch(conn: KafkaSocket, topic: str, partition: int, offset: int, rack_id: str = "",
          max_wait_ms: int = 0, min_bytes: int = 0, max_bytes: int = 1 << 20,
          current_leader_epoch: int = -1) -> FetchAnswer:
    """Fetch v11 (the first with RackId and PreferredReadReplica), sessionless, as a consumer."""
    def encode_partition(w: Writer, _) -> None:
        w.int32(partition).int32(current_leader_epoch).int64(offset).int64(-1).int32(max_bytes)

    def encode_topic(w: Writer, _) -> None:
        w.string(topic).array([None], encode_partition)

    body = (Writer()
            .int32(-1)  # replica_id: a consumer
            .int32(max_wait_ms).int32(min_bytes).int32(max_bytes)
            .int8(0)  # isolation_level READ_UNCOMMITTED
            .int32(0).int32(-1)  # session_id, session_epoch: no session
            .array([None], encode_topic)
            .array([], lambda w, t: None)  # forgotten_topics_data
            .string(rack_id)
            .bytes())
    r = conn.request(API_FETCH, 11, body, flexible=False)
    r.int32()  # throttle_time_ms
    error = r.int16()
    r.int32()  # session_id
    if error:
        raise ValueError(f"Fetch top-level error {error}")

    def decode_partition(r: Reader) -> tuple[int, FetchAnswer]:
        index, error, hw, lso, lso_start = r.int32(), r.int16(), r.int64(), r.int64(), r.int64()
        r.array(lambda r: (r.int64(), r.int64()))  # aborted_transactions
        preferred = r.int32()
        return index, FetchAnswer(error, hw, lso, lso_start, preferred, r.nullable_bytes())

    def decode_topic(r: Reader) -> tuple[str, dict[int, FetchAnswer]]:
        return r.string(), dict(r.array(decode_partition) or ())

    topics = dict(r.array(decode_topic) or ())
    return topics[topic][partition]
