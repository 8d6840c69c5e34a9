"""Normalise what each side observed, then compare field by field.

A response becomes a plain tree (dicts of its schema fields, lists, ints, strings) in which
every field is kept: known tagged fields like any other, the tagged fields the codec did not
know (`unknown_tagged_fields`, raw bytes by tag) whenever a side sent any, bytes in full, and
record batches decoded down to each record's attributes and headers. Only values that
legitimately differ between two correct clusters are reduced, each for the reason given:

- node ids (leader, replicas, ISR, ELR, preferred read replica, coordinator, ...) become the
  broker's name by rack (`broker-a`): each cluster numbers its brokers itself, and the rack
  is the role a scenario places replicas by; ports become the name of the broker listening
  there (each cluster binds its own ephemeral ports);
- `controller_id` becomes `broker` when it names a live broker: Kafka answers a random live
  broker (KIP-590's forwarding makes any broker do), kafkasim the lowest;
- `throttle_time_ms`: its presence only: a throttle is measured against wall-clock windows,
  so its value depends on when the request lands;
- `cluster_id`: its presence only (a random id per cluster); `finalized_features_epoch`:
  presence only (the offset of the metadata record that last changed the features, which
  counts every record the cluster's metadata log ever held);
- session ids, producer ids, member ids and JoinGroup's leader member id: `0`/`-1`/empty kept,
  any other value `<set>` (each is allocated by the broker: a random int, a counter block,
  a UUID);
- topic ids: `<id of T>` for the topic T they identify on that side, zero kept (random per
  topic);
- error messages: null, empty or `<text>`: free text that clients show and never parse, and
  Kafka's own wording embeds class names and internal state (kafkasim's does not copy it);
- record batches: the CRC is checked on each side and kept as `valid`/`invalid`, not its
  value: it covers the producer id, which is reduced as above; a trailing partial batch
  (a fetch cut at its byte limit) is kept as its size;
- bytes longer than 64: their size, first 16 bytes and a SHA-256 digest (compared in full
  through the digest; the report stays readable).

Scenarios reduce wall-clock timestamps they observe themselves (a transaction's start time,
a LogAppendTime batch), where the scenario says why.

`diff` walks two trees and yields readable paths:
`[2 ListOffsets v7].topics[0].partitions[0].offset: kafkasim=10 kafka=12`; a node a known
difference covers (known.py) is reported once, as that node, and not walked further.
"""

from __future__ import annotations

import hashlib
import uuid
from collections.abc import Callable, Iterator
from typing import Any, NamedTuple

from kafkasim.protocol.codec import Message
from kafkasim.protocol.records import CorruptRecordError, iter_batches, iter_records, validate_crc

PRESENT = "<present>"
SET = "<set>"
ABSENT = "<absent>"
ZERO_UUID = uuid.UUID(int=0)
SHORT_BYTES = 64  # bytes up to this size are shown whole

#: Fields whose value is only checked for presence.
DROPPED = frozenset({"throttle_time_ms", "cluster_id", "finalized_features_epoch"})
#: Identifiers: 0 and -1 (none) are kept, any other value becomes <set>.
IDENTIFIERS = frozenset({"session_id", "producer_id", "member_id", "leader"})
#: Fields holding node ids (or lists of them).
NODE_FIELDS = frozenset({"node_id", "leader_id", "preferred_read_replica", "replica_nodes",
                         "isr_nodes", "offline_replicas", "broker_id", "broker_ids",
                         "coordinator_id", "replicas", "isr", "eligible_leader_replicas",
                         "last_known_elr"})
MESSAGES = frozenset({"error_message", "batch_index_error_message"})
#: Lists whose order carries no meaning and differs, by (message class, field): Kafka 4
#: answers the partitions of Produce and ListOffsets in the order of a hash map, ...
UNORDERED = frozenset({("ProduceResponse", "responses"),
                       ("TopicProduceResponse", "partition_responses"),
                       ("ListOffsetsResponse", "topics"),
                       ("ListOffsetsTopicResponse", "partitions"),
                       # ... and the configs of DescribeConfigs, the topics of OffsetCommit
                       ("DescribeConfigsResult", "configs"),
                       ("OffsetCommitResponse", "topics"),
                       # ... the partitions of AddPartitionsToTxn (a map per transaction), the
                       # transactions of ListTransactions (hash maps per partition)
                       ("AddPartitionsToTxnResponse", "results_by_topic_v3_and_below"),
                       ("AddPartitionsToTxnResponse", "results_by_transaction"),
                       ("AddPartitionsToTxnResult", "topic_results"),
                       ("AddPartitionsToTxnTopicResult", "results_by_partition"),
                       ("ListTransactionsResponse", "transaction_states"),
                       # ... and a user's SCRAM credentials (ScramImage.describe walks a
                       # HashMap keyed by the ScramMechanism enum: identity hashes, so the
                       # order changes from one JVM to the next)
                       ("DescribeUserScramCredentialsResult", "credential_infos"),
                       # ... and ACLs: Kafka groups them by resource from hash maps and walks
                       # its ACLs by id (random UUIDs) to delete them
                       ("DescribeAclsResponse", "resources"),
                       ("DescribeAclsResource", "acls"),
                       ("DeleteAclsFilterResult", "matching_acls"),
                       # ... and DeleteTopics, which shuffles its answers on purpose (so their
                       # positions say nothing of topics the principal may not see)
                       ("DeleteTopicsResponse", "responses")})


def show_bytes(data: bytes) -> str:
    """Bytes as a comparable string: whole when short, else size, head and digest."""
    if len(data) <= SHORT_BYTES:
        return repr(data)
    digest = hashlib.sha256(data).hexdigest()[:24]
    return f"<{len(data)} bytes {data[:16]!r}... sha256:{digest}>"


class Normaliser:
    """Turns one side's observations into plain, comparable trees."""

    def __init__(self, side) -> None:
        self.side = side
        self.ports = {node.port: node.name for node in side.nodes.values()}

    def node(self, value):
        if isinstance(value, list):
            return [self.node(v) for v in value]
        if isinstance(value, int) and value in self.side.nodes:
            return self.side.node_name(value)
        return value

    def uuid(self, value: uuid.UUID):
        if value == ZERO_UUID:
            return "<zero>"
        name = self.side.topic_ids.get(value)
        return f"<id of {name}>" if name is not None else "<unknown id>"

    def unordered(self, values: list) -> list:
        return sorted((self.plain(v) for v in values), key=repr)

    def message(self, value: Message) -> dict:
        kind = type(value).__name__
        tree = {field: self.unordered(getattr(value, field))
                if (kind, field) in UNORDERED else self.plain(getattr(value, field), field)
                for field in value.field_names()}
        unknown = getattr(value, "unknown_tagged_fields", None)
        if unknown:
            tree["unknown_tagged_fields"] = {tag: show_bytes(bytes(data))
                                             for tag, data in sorted(unknown.items())}
        return tree

    def plain(self, value: Any, name: str = "") -> Any:
        if isinstance(value, Message):
            return self.message(value)
        if isinstance(value, dict):
            return {k: self.plain(v, k) for k, v in value.items()}
        if isinstance(value, (list, tuple)):
            if name in NODE_FIELDS:
                return [self.node(self.plain(v)) for v in value]
            return [self.plain(v, name) for v in value]
        if isinstance(value, (bytes, bytearray, memoryview)):
            if name == "records":
                return records(bytes(value))
            return show_bytes(bytes(value))
        if isinstance(value, uuid.UUID):
            return self.uuid(value)
        if name in DROPPED:
            return PRESENT if value is not None else None
        if name in IDENTIFIERS:
            return value if value in (0, -1, None, "") else SET
        if name in MESSAGES:
            return value if not value else "<text>"
        if name == "controller_id":
            return "broker" if value in self.side.nodes else value
        if name == "port" and value in self.ports:
            return f"<port of {self.ports[value]}>"
        if name in NODE_FIELDS:
            return self.node(value)
        return value


def records(data: bytes) -> dict:
    """Record batches as comparable dicts: every header field (the CRC as valid or not, the
    producer id by presence) and every record with its attributes, key, value and headers;
    then the size of a trailing partial batch (0 when the data ends with a whole batch)."""
    out: list = []
    consumed = 0
    try:
        for header, batch in iter_batches(data):
            consumed += len(batch)
            out.append({
                "base_offset": header.base_offset,
                "batch_length": header.batch_length,
                "partition_leader_epoch": header.partition_leader_epoch,
                "magic": header.magic,
                "crc": "valid" if validate_crc(batch) else "invalid",
                "attributes": header.attributes,
                "last_offset_delta": header.last_offset_delta,
                "base_timestamp": header.base_timestamp,
                "max_timestamp": header.max_timestamp,
                "producer_id": header.producer_id if header.producer_id < 0 else SET,
                "producer_epoch": header.producer_epoch,
                "base_sequence": header.base_sequence,
                "records_count": header.records_count,
                "records": [_record(r) for r in iter_records(batch)],
            })
    except CorruptRecordError as error:  # UnsupportedMagicError too
        return {"batches": out, "corrupt": str(error)}
    return {"batches": out, "partial_batch_bytes": len(data) - consumed}


def _record(record) -> dict:
    return {"attributes": record.attributes,
            "offset_delta": record.offset_delta,
            "timestamp_delta": record.timestamp_delta,
            "key": None if record.key is None else show_bytes(bytes(record.key)),
            "value": None if record.value is None else show_bytes(bytes(record.value)),
            "headers": [[key, None if value is None else show_bytes(bytes(value))]
                        for key, value in record.headers]}


class Difference(NamedTuple):
    """One differing node: its path, each side's value, and the known difference covering it
    (None when no entry does)."""

    path: str
    ours: Any
    theirs: Any
    known: Any = None


#: (path, kafkasim value, kafka value) -> the known difference covering that node, or None.
Cover = Callable[[str, Any, Any], Any]


def _no_cover(path: str, ours: Any, theirs: Any) -> None:
    return None


def diff(a: Any, b: Any, path: str = "", cover: Cover = _no_cover) -> Iterator[Difference]:
    """Every node where the kafkasim tree `a` and the kafka tree `b` differ: a node `cover`
    accepts as a whole, else each differing leaf below it (ABSENT for a missing key or
    element)."""
    if a == b:
        return
    known = cover(path, a, b) if path else None
    if known is not None:
        yield Difference(path, a, b, known)
        return
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            sub = f"{path}.{key}" if path else str(key)
            yield from diff(a.get(key, ABSENT), b.get(key, ABSENT), sub, cover)
        return
    if isinstance(a, list) and isinstance(b, list):
        for index in range(max(len(a), len(b))):
            yield from diff(a[index] if index < len(a) else ABSENT,
                            b[index] if index < len(b) else ABSENT, f"{path}[{index}]", cover)
        return
    yield Difference(path, a, b)


def leaf(value: Any) -> Any:
    """A value as one line of a report."""
    text = repr(value)
    return value if len(text) <= 160 else text[:150] + "..."


def observations(side) -> list[tuple[str, Any]]:
    normaliser = Normaliser(side)
    return [(o.label, normaliser.plain(o.value)) for o in side.observations]


def trees(side) -> dict[str, Any]:
    """A side's observations keyed by index and label, so a missing or extra step shows."""
    return {f"[{i} {label}]": value for i, (label, value) in enumerate(observations(side))}


def compare(ours, theirs, cover: Cover = _no_cover) -> list[Difference]:
    """Differences between two sides' observations."""
    return list(diff(trees(ours), trees(theirs), "", cover))
