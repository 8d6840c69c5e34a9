"""kafkasim's own consumer and producer against the reference cluster (real Apache Kafka, three
brokers on racks a, b, c with Kafka's rack-aware selector): what they do on kafkasim they do on
Kafka, so the client is not shaped to kafkasim's answers."""

from __future__ import annotations

import asyncio

import pytest

from kafkasim.client.consumer import Consumer
from kafkasim.client.log_sink import create_topic
from kafkasim.client.producer import Producer
from kafkasim.protocol.errors import KafkaError
from tests.reference.conftest import START_TIMEOUT

pytestmark = [pytest.mark.reference, pytest.mark.kip392, pytest.mark.kip227,
              pytest.mark.timeout(START_TIMEOUT + 180)]


class MemoryLog:
    def __init__(self) -> None:
        self.lines = []

    def write(self, record) -> None:
        self.lines.append(record)


async def round_trip(bootstrap: str) -> tuple[list, MemoryLog]:
    async with Producer(bootstrap) as producer:
        await create_topic(producer.cluster, "own-ref", 3, 3)
        for _ in range(100):  # until every partition has a leader everywhere
            try:
                await asyncio.gather(*(producer.send("own-ref", b"m%03d" % index,
                                                     partition=index % 3)
                                       for index in range(300)))
                break
            except KafkaError:  # a topic just created: leaders still being elected
                await asyncio.sleep(0.2)
    log = MemoryLog()
    received = []
    async with Consumer(bootstrap, client_id="own-ref-b", client_rack="b",
                        group_id="own-ref", auto_offset_reset="earliest",
                        fetch_max_wait_ms=100, fetch_log=log) as consumer:
        consumer.subscribe(["own-ref"])

        async def loop():
            async for record in consumer:
                received.append(record)
                if len(received) >= 300:
                    return

        await asyncio.wait_for(loop(), 60)
        # One more round of fetches after the last record, so later fetches are incremental.
        await consumer.getmany(timeout_ms=500)
        await consumer.commit()
    return received, log


def test_own_consumer_fetches_from_its_rack_on_apache_kafka(reference_cluster):
    """Verifies on Apache Kafka that our consumer (client_rack="b", a group member) is sent by
    every leader in another rack to the rack-b broker (PreferredReadReplica), reads every
    record from that broker only, and fetches incrementally in Kafka's fetch sessions
    (KIP-227), with every record delivered once, in order per partition."""
    cluster = reference_cluster
    rack_b = next(node for node in cluster.brokers if cluster.rack_of(node) == "b")
    received, log = asyncio.run(round_trip(cluster.bootstrap))
    assert sorted(r.value for r in received) == sorted(b"m%03d" % i for i in range(300))
    for partition in range(3):
        offsets = [r.offset for r in received if r.partition == partition]
        assert offsets == sorted(offsets) and len(offsets) == len(set(offsets))
    assert {line.broker_id for line in log.lines if line.records} == {rack_b}
    redirected = {line.partition for line in log.lines
                  if line.preferred_read_replica_seen == rack_b and line.broker_id != rack_b}
    served_by_leader_b = {line.partition for line in log.lines
                          if line.records and line.leader_id == rack_b}
    assert redirected | served_by_leader_b == {0, 1, 2}
    assert any(line.incremental and line.response_session_id > 0 for line in log.lines)
    assert all(line.top_level_error == 0 for line in log.lines)
