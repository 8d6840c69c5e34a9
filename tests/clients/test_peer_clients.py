"""Clients from two more ecosystems against kafkasim (issue 11): the Java client (kafka-clients,
the reference broker's version) and franz-go (kgo). Each produces idempotently with acks=all,
then consumes every record back byte-exact with a rack set (client.rack / kgo.Rack), on a
3-broker cluster on racks a, b, c with Kafka's rack-aware replica selector.

That the consumer fetched from the follower in its own rack is shown from the brokers' side:
every Fetch the brokers served is recorded (ReplicaManager.fetch_observers), so the test knows
which broker returned the consumer's record bytes, and which leader pointed it elsewhere.
"""

from __future__ import annotations

import json
import subprocess

import pytest

from tests.clients import peer_programs

pytestmark = [pytest.mark.clients, pytest.mark.kip392, pytest.mark.timeout(300)]

RACK_AWARE = "org.apache.kafka.common.replica.RackAwareReplicaSelector"
PARTITIONS = 6
COUNT = 3000
CLIENT_RACK = "b"


@pytest.fixture(scope="module")
def rack_aware_cluster():
    from kafkasim.broker.cluster import start_cluster

    handle = start_cluster(brokers=3, racks=("a", "b", "c"), config={
        "replica.selector.class": RACK_AWARE,
        "auto.create.topics.enable": "false",
        "group.initial.rebalance.delay.ms": "0",
    })
    try:
        yield handle
    finally:
        handle.stop()


class FetchRecords:
    """Every Fetch each broker serves while recording, as FetchServed records."""

    def __init__(self, handle) -> None:
        self.handle = handle
        self.records: list = []

    def __enter__(self) -> FetchRecords:
        self.handle.call(lambda: [broker.replica_manager.fetch_observers.append(
            self.records.append) for broker in self.handle.brokers.values()])
        return self

    def __exit__(self, *exc_info) -> None:
        self.handle.call(lambda: [broker.replica_manager.fetch_observers.remove(
            self.records.append) for broker in self.handle.brokers.values()])

    def of_client(self, client_id: str) -> list:
        return [r for r in self.records if r.replica_id < 0 and r.client_id == client_id]


def run(command: list[str]) -> dict:
    done = subprocess.run(command, capture_output=True, text=True, timeout=240,
                          stdin=subprocess.DEVNULL)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, f"no result line (exit {done.returncode}):\n{done.stderr[-3000:]}"
    result = json.loads(lines[-1])
    assert result.get("ok"), result
    return result


def check_same_rack_fetching(handle, topic: str, fetches: list) -> dict:
    """The broker-side evidence: the consumer's record bytes came only from the broker in its
    rack, and every other leader named that broker as the preferred read replica."""
    racks = {node_id: broker.rack for node_id, broker in handle.brokers.items()}
    same_rack = next(node_id for node_id, rack in racks.items() if rack == CLIENT_RACK)
    leaders = {p: handle.leader_of(topic, p) for p in range(PARTITIONS)}
    bytes_by_broker: dict[int, int] = {}
    redirected: set[int] = set()
    for record in fetches:
        assert record.client_rack == CLIENT_RACK
        for part in record.partitions:
            if part.topic != topic:
                continue
            bytes_by_broker[record.broker_id] = bytes_by_broker.get(record.broker_id, 0) \
                + part.bytes
            if part.preferred_read_replica >= 0:
                assert record.broker_id == leaders[part.partition]
                assert part.preferred_read_replica == same_rack
                redirected.add(part.partition)
    assert bytes_by_broker.get(same_rack, 0) > 0
    assert {b: n for b, n in bytes_by_broker.items() if b != same_rack and n} == {}
    led_elsewhere = {p for p, leader in leaders.items() if leader != same_rack}
    assert redirected == led_elsewhere
    return {"same_rack_broker": same_rack, "bytes_by_broker": bytes_by_broker,
            "partitions_redirected": sorted(redirected)}


def test_java_client_round_trip_fetches_from_same_rack_follower(rack_aware_cluster):
    """Verifies that kafka-clients (the Java client, the reference broker's version) produces
    idempotently with acks=all and consumes every record back byte-exact with client.rack=b,
    and that the brokers served its record bytes only from the rack-b replica: every leader in
    another rack named it as the preferred read replica (KIP-392, RackAwareReplicaSelector)."""
    handle = rack_aware_cluster
    topic = "peer-java"
    handle.create_topic(topic, partitions=PARTITIONS, replication_factor=3)
    with FetchRecords(handle) as records:
        result = run([*peer_programs.java_client_command(), "roundtrip", "--bootstrap",
                      handle.bootstrap, "--topic", topic, "--rack", CLIENT_RACK,
                      "--count", str(COUNT), "--size", "200", "--client-id", "fidelity-java"])
    assert (result["records"], result["missing"], result["duplicates"],
            result["mismatches"]) == (COUNT, 0, 0, 0)
    evidence = check_same_rack_fetching(handle, topic, records.of_client("fidelity-java"))
    # The client saw the same thing: its preferred-read-replica metric names the rack-b broker.
    assert result["partitions_with_same_rack_follower_preferred"] == len(
        evidence["partitions_redirected"])


def test_franz_go_round_trip_fetches_from_same_rack_follower(rack_aware_cluster):
    """Verifies that franz-go (kgo) produces idempotently with acks=all and consumes every
    record back byte-exact with kgo.Rack("b"), and that the brokers served its record bytes
    only from the rack-b replica: every leader in another rack named it as the preferred read
    replica (KIP-392, RackAwareReplicaSelector)."""
    handle = rack_aware_cluster
    topic = "peer-franz-go"
    handle.create_topic(topic, partitions=PARTITIONS, replication_factor=3)
    with FetchRecords(handle) as records:
        result = run([*peer_programs.go_client_command(), "roundtrip", "-bootstrap",
                      handle.bootstrap, "-topic", topic, "-rack", CLIENT_RACK,
                      "-count", str(COUNT), "-size", "200", "-client-id", "fidelity-go"])
    assert (result["records"], result["missing"], result["duplicates"],
            result["mismatches"]) == (COUNT, 0, 0, 0)
    evidence = check_same_rack_fetching(handle, topic, records.of_client("fidelity-go"))
    # The client saw the same thing: franz-go's hooks saw batches only from that broker.
    assert result["partitions_read_only_from_same_rack_follower"] == len(
        evidence["partitions_redirected"])
