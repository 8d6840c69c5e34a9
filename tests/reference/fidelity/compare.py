"""Normalise what each side observed, then compare field by field.

A response becomes a plain tree (dicts of its schema fields, lists, ints, strings) in which
what legitimately differs between two clusters is reduced, never removed:

- node ids (leader, replicas, ISR, preferred read replica, ...) become the broker's name by
  rack (`broker-a`), ports the name of the broker listening there; `controller_id` becomes
  `broker` when it names a live broker (Kafka picks one at random, kafkasim the lowest);
- throttle times, cluster ids, the features epoch: their presence only (`<present>`);
- session ids, producer ids, member ids: `0`/`-1` kept, any other value `<set>`;
- topic ids: the name of the topic they identify on that side (`<id of T>`), zero kept;
- error messages: null, empty or `<text>` (Kafka's wording is not a contract);
- record batches: their headers and records decoded, the CRC dropped (it covers the producer
  id), producer ids reduced as above.

`diff` walks two trees and yields readable paths:
`[2 ListOffsets v7].topics[0].partitions[0].offset: kafkasim=10 kafka=12`.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Any

from kafkasim.protocol.codec import Message
from kafkasim.protocol.records import CorruptRecordError, iter_batches, iter_records

PRESENT = "<present>"
SET = "<set>"
ZERO_UUID = uuid.UUID(int=0)

#: Fields whose value is only checked for presence.
DROPPED = frozenset({"throttle_time_ms", "cluster_id", "finalized_features_epoch"})
#: Identifiers: 0 and -1 (none) are kept, any other value becomes <set>.
IDENTIFIERS = frozenset({"session_id", "producer_id", "member_id", "leader"})
#: Fields holding node ids (or lists of them).
NODE_FIELDS = frozenset({"node_id", "leader_id", "preferred_read_replica", "replica_nodes",
                         "isr_nodes", "offline_replicas", "broker_id", "broker_ids",
                         "coordinator_id", "replicas", "isr"})
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
                       ("DescribeUserScramCredentialsResult", "credential_infos")})


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

    def plain(self, value: Any, name: str = "") -> Any:
        if isinstance(value, Message):
            kind = type(value).__name__
            return {field: self.unordered(getattr(value, field))
                    if (kind, field) in UNORDERED else self.plain(getattr(value, field), field)
                    for field in value._FIELDS}
        if isinstance(value, dict):
            return {k: self.plain(v, k) for k, v in value.items()}
        if isinstance(value, (list, tuple)):
            if name in NODE_FIELDS:
                return [self.node(self.plain(v)) for v in value]
            return [self.plain(v, name) for v in value]
        if isinstance(value, (bytes, bytearray, memoryview)):
            if name == "records":
                return records(bytes(value))
            data = bytes(value)
            return data.decode("ascii") if data.isascii() and len(data) <= 64 else \
                f"<{len(data)} bytes>"
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


def records(data: bytes):
    """Record batches as comparable dicts (no CRC; producer id by presence)."""
    out = []
    try:
        for header, batch in iter_batches(data):
            entry = {
                "base_offset": header.base_offset,
                "last_offset_delta": header.last_offset_delta,
                "partition_leader_epoch": header.partition_leader_epoch,
                "attributes": header.attributes,
                "base_timestamp": header.base_timestamp,
                "max_timestamp": header.max_timestamp,
                "producer_id": header.producer_id if header.producer_id < 0 else SET,
                "producer_epoch": header.producer_epoch,
                "base_sequence": header.base_sequence,
                "records": [
                    [r.offset_delta, r.timestamp_delta,
                     None if r.key is None else bytes(r.key).decode("ascii", "replace"),
                     None if r.value is None else _short(bytes(r.value))]
                    for r in iter_records(batch)],
            }
            out.append(entry)
    except CorruptRecordError as error:
        out.append({"corrupt": str(error)})
    return out


def _short(data: bytes) -> str:
    text = data.decode("ascii", "replace")
    return text if len(text) <= 40 else f"{text[:24]}...({len(data)} bytes)"


def diff(a: Any, b: Any, path: str = "") -> Iterator[tuple[str, Any, Any]]:
    """(path, kafkasim value, kafka value) for every leaf that differs."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            sub = f"{path}.{key}" if path else str(key)
            if key not in a:
                yield sub, "<absent>", _leaf(b[key])
            elif key not in b:
                yield sub, _leaf(a[key]), "<absent>"
            else:
                yield from diff(a[key], b[key], sub)
        return
    if isinstance(a, list) and isinstance(b, list):
        for index in range(max(len(a), len(b))):
            sub = f"{path}[{index}]"
            if index >= len(a):
                yield sub, "<absent>", _leaf(b[index])
            elif index >= len(b):
                yield sub, _leaf(a[index]), "<absent>"
            else:
                yield from diff(a[index], b[index], sub)
        return
    if a != b:
        yield path, _leaf(a), _leaf(b)


def _leaf(value: Any) -> Any:
    """A value as one line of a report."""
    text = repr(value)
    return value if len(text) <= 160 else text[:150] + "..."


def observations(side) -> list[tuple[str, Any]]:
    normaliser = Normaliser(side)
    return [(o.label, normaliser.plain(o.value)) for o in side.observations]


def compare(ours, theirs) -> list[tuple[str, Any, Any]]:
    """Differences between two sides' observations; each observation is keyed by its index
    and label, so a missing or extra step shows as such."""
    a = {f"[{i} {label}]": value for i, (label, value) in enumerate(observations(ours))}
    b = {f"[{i} {label}]": value for i, (label, value) in enumerate(observations(theirs))}
    return list(diff(a, b))
