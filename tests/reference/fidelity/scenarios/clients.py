"""Real clients from three ecosystems run the same round trip against both clusters: librdkafka
(confluent-kafka), the Java client (kafka-clients, the reference's own version) and franz-go.
What they report is compared, reduced to what must not differ: every record back byte-exact,
the same partitions, and which rack's broker served each partition to a consumer in rack b."""

from __future__ import annotations

import asyncio
import json
import subprocess

from tests.reference.fidelity.registry import scenario

GROUP = "Clients"
COUNT = 300


def _run(command: list[str], timeout: float = 120) -> dict:
    done = subprocess.run(command, capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL)
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if not lines:
        return {"ok": False, "exit": done.returncode, "stderr": done.stderr[-2000:]}
    return json.loads(lines[-1])


def _bootstrap(k) -> str:
    return ",".join(f"{n.host}:{n.port}" for n in k.nodes.values())


def _racks_serving(result: dict, by_partition: dict, node_of) -> dict:
    """partition -> the racks of the nodes that served it."""
    racks = result.get("broker_racks", {})
    return {p: sorted({racks.get(str(node_of(n)), "?") for n in nodes})
            for p, nodes in by_partition.items()}


@scenario(GROUP, "franz-go round trip with a rack", timeout=150)
async def franz_go(k):
    from tests.clients.peer_programs import go_client_command

    topic = await k.topic(partitions=3)
    command = [*go_client_command(), "roundtrip", "-bootstrap", _bootstrap(k), "-topic",
               topic.name, "-rack", "b", "-count", str(COUNT), "-size", "100",
               "-timeout", "90s"]
    result = await asyncio.to_thread(_run, command)
    served = {p: info.get("batches_by_node", {})
              for p, info in result.get("fetch_partitions", {}).items()}
    k.observe("franz-go", {
        "ok": result.get("ok"), "error": result.get("error"),
        "records": result.get("records"), "missing": result.get("missing"),
        "duplicates": result.get("duplicates"), "mismatches": result.get("mismatches"),
        "produced_per_partition": result.get("produce", {}).get("partitions"),
        "racks_that_served_each_partition": _racks_serving(result, served, lambda n: n),
        "partitions_read_only_from_same_rack_follower":
            result.get("partitions_read_only_from_same_rack_follower"),
    })


@scenario(GROUP, "Java client round trip with client.rack", timeout=150)
async def java_client(k):
    from tests.clients.peer_programs import java_client_command

    topic = await k.topic(partitions=3)
    command = [*java_client_command(), "roundtrip", "--bootstrap", _bootstrap(k), "--topic",
               topic.name, "--rack", "b", "--count", str(COUNT), "--size", "100",
               "--timeout-ms", "90000"]
    result = await asyncio.to_thread(_run, command)
    racks = result.get("broker_racks", {})
    partitions = {p: {"leader_rack": racks.get(str(info.get("leader"))),
                      "preferred_read_replica_rack": racks.get(str(info.get(
                          "preferred_read_replica")))}
                  for p, info in result.get("fetch_partitions", {}).items()}
    k.observe("kafka-clients", {
        "ok": result.get("ok"), "error": result.get("error"),
        "records": result.get("records"), "missing": result.get("missing"),
        "duplicates": result.get("duplicates"), "mismatches": result.get("mismatches"),
        "produced_per_partition": result.get("produce", {}).get("partitions"),
        "partitions": partitions,
        "partitions_with_same_rack_follower_preferred":
            result.get("partitions_with_same_rack_follower_preferred"),
    })


def _confluent_round_trip(bootstrap: str, topic: str, racks: dict[int, str]) -> dict:
    import confluent_kafka

    producer = confluent_kafka.Producer({"bootstrap.servers": bootstrap,
                                         "enable.idempotence": True, "linger.ms": 5})
    delivered = []
    for index in range(COUNT):
        producer.produce(topic, key=f"key-{index % 17}".encode(),
                         value=f"value-{index:06d}".encode(),
                         on_delivery=lambda err, msg: delivered.append(
                             (msg.partition(), msg.offset()) if err is None else ("error", str(err))))
    producer.flush(60)
    stats: list[dict] = []
    consumer = confluent_kafka.Consumer({
        "bootstrap.servers": bootstrap, "group.id": f"{topic}-group", "client.rack": "b",
        "enable.auto.commit": False, "statistics.interval.ms": 200,
        "stats_cb": lambda doc: stats.append(json.loads(doc))})
    received = []
    try:
        consumer.assign([confluent_kafka.TopicPartition(topic, p, confluent_kafka.OFFSET_BEGINNING)
                         for p in range(3)])
        import time

        deadline = time.monotonic() + 60
        served: dict[str, str] = {}  # partition -> rack of the broker it is fetched from now
        while time.monotonic() < deadline:
            message = consumer.poll(0.1)
            if message is not None and message.error() is None:
                received.append((message.partition(), message.offset(),
                                 message.key().decode(), message.value().decode()))
            if stats:
                for p, info in stats[-1].get("topics", {}).get(topic, {}).get(
                        "partitions", {}).items():
                    if p != "-1" and info.get("broker", -1) >= 0:
                        served[p] = racks.get(info["broker"], "?")
            if len(received) >= COUNT and len(served) == 3 and all(
                    rack == "b" for rack in served.values()):
                break
    finally:
        consumer.close()
    by_partition: dict[int, int] = {}
    for partition, _ in delivered:
        by_partition[partition] = by_partition.get(partition, 0) + 1
    return {"delivered_per_partition": dict(sorted(by_partition.items())),
            "received": sorted(received) == sorted(
                (p, o, f"key-{i % 17}", f"value-{i:06d}") for i, (p, o) in enumerate(delivered)),
            "received_count": len(received),
            "rack_each_partition_is_fetched_from": dict(sorted(served.items()))}


@scenario(GROUP, "confluent-kafka round trip with client.rack", timeout=150)
async def confluent(k):
    topic = await k.topic(partitions=3)
    racks = {n.node_id: n.rack for n in k.nodes.values()}
    k.observe("confluent-kafka", await asyncio.to_thread(_confluent_round_trip, _bootstrap(k),
                                                         topic.name, racks))
