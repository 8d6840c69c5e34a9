"""Java's collection orders and hashes that Kafka's ClientMetricsManager answers with
(broker/telemetry/java_collections.py). The expected values were printed by Java 17 with
kafka-clients 4.4.0 (`new HashSet<>()` after `addAll(new HashSet<>(list))`, as Kafka builds a
client's metrics set; a ConcurrentHashMap's key set; `Uuid.toString()`, `Uuid.hashCode()`;
CRC32C of `set.toString() + interval` XORed with the Uuid's hash)."""

from __future__ import annotations

import uuid

import pytest

from kafkasim.broker.telemetry.java_collections import (
    JavaHashSet,
    java_uuid_hash,
    kafka_uuid_string,
)

CASES = [
    (["org.apache.kafka.producer.", "org.apache.kafka.consumer."],
     "[org.apache.kafka.producer., org.apache.kafka.consumer.]"),
    (["*"], "[*]"),
    (["a", "b", "c", "org.apache.kafka.producer.record.queue.time.avg",
      "org.apache.kafka.consumer.fetch.manager.fetch.latency.avg", "zeta", "Aa", "BB"],
     "[zeta, Aa, BB, a, b, c, org.apache.kafka.consumer.fetch.manager.fetch.latency.avg, "
     "org.apache.kafka.producer.record.queue.time.avg]"),
    (["metrics", "interval.ms", "match"], "[interval.ms, match, metrics]"),
    ([f"m{i}" for i in range(20)],  # past 12 entries the table doubles to 32
     "[m0, m1, m2, m3, m4, m5, m6, m7, m8, m9, m11, m10, m13, m12, m15, m14, m17, m16, m19, "
     "m18]"),
]


@pytest.mark.parametrize("items, java", CASES)
def test_hash_set_iterates_as_java(items, java):
    """Verifies that a set of metric prefixes iterates, and prints, as Java's HashSet does
    (Kafka answers RequestedMetrics in this order and hashes this string)."""
    union = JavaHashSet()
    for item in JavaHashSet.copy_of(items):
        union.add(item)
    assert str(union) == java


def test_concurrent_hash_map_keys_iterate_as_java():
    """Verifies that subscription names iterate as a ConcurrentHashMap's keys (Kafka's order
    of client-metrics resources): it grows once it holds 3/4 of its table."""
    names = ["sub-a", "sub-b", "telemetry-1", "telemetry-2", "x", "all"] + \
        [f"m{i}" for i in range(7)]
    assert list(JavaHashSet(names, concurrent=True)) == [
        "all", "m0", "m1", "m2", "m3", "m4", "m5", "m6", "telemetry-1", "telemetry-2", "x",
        "sub-b", "sub-a"]


def test_uuid_string_and_hash_as_kafka():
    """Verifies Kafka's Uuid.toString (URL-safe base64, unpadded) and Uuid.hashCode."""
    value = uuid.UUID(int=(0x0123456789ABCDEF << 64) | 0x1122334455667788)
    assert kafka_uuid_string(value) == "ASNFZ4mrze8RIjNEVWZ3iA"
    assert java_uuid_hash(value) == -858993596
    same_halves = uuid.UUID("12345678-1234-5678-1234-567812345678")
    assert kafka_uuid_string(same_halves) == "EjRWeBI0VngSNFZ4EjRWeA"
    assert java_uuid_hash(same_halves) == 0
