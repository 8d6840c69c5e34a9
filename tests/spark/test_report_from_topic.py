"""The report over fetch logs read from a kafkasim topic (Spark's own Kafka source,
spark-sql-kafka-0-10) equals the report over the same records read from files (issue 13,
check 2).

Three of kafkasim's own consumers, one per rack, consume a topic from a rack-aware cluster
and write every fetch-log record twice: to JSON-lines files and, through TopicLogSink, to a
kafkasim topic. A few lines that are not valid records go to both places too, so rejected
lines are counted alike. Spark then reads the topic as a Kafka client of the cluster.
"""

from __future__ import annotations

import asyncio
import json

import pytest

from kafkasim.spark_jobs.cli import report_arguments, report_for, run
from kafkasim.spark_jobs.kafka_source import TopicSource, connector_jars, resolve_connector
from kafkasim.spark_jobs.session import StageTimer

pytestmark = [pytest.mark.spark, pytest.mark.kip392, pytest.mark.timeout(600)]

RACK_AWARE = "org.apache.kafka.common.replica.RackAwareReplicaSelector"
BAD_LINES = [b'{"schema_version": 2, "ts_ms": "soon"}', b"not json at all"]


async def consume_with_both_logs(bootstrap: str, log_dir, topic: str) -> int:
    from kafkasim.client.consumer import Consumer, TopicPartition
    from kafkasim.client.log_sink import TopicLogSink, create_topic
    from kafkasim.client.producer import Producer

    async with Producer(bootstrap) as producer:
        await create_topic(producer.cluster, "events", 6, 3)
        for round_index in range(4):
            await asyncio.gather(*(producer.send("events", b"%d" % index * 50,
                                                 partition=index % 6)
                                   for index in range(round_index * 300,
                                                      (round_index + 1) * 300)))
    written = 0
    for rack in ("a", "b", "c"):
        sink = TopicLogSink(bootstrap, topic, client_id=f"log-{rack}")
        async with Consumer(bootstrap, client_id=f"own-{rack}", client_rack=rack,
                            auto_offset_reset="earliest", fetch_max_wait_ms=50,
                            max_partition_fetch_bytes=4096,
                            fetch_log=[str(log_dir / rack), sink]) as consumer:
            consumer.assign([TopicPartition("events", p) for p in range(6)])
            received = 0
            while received < 1200:
                batch = await consumer.getmany(timeout_ms=5000)
                assert batch, f"rack {rack} stalled at {received}"
                received += sum(len(records) for records in batch.values())
        assert sink.failed == 0
        written += sink.written
    async with Producer(bootstrap) as producer:
        await asyncio.gather(*(producer.send(topic, line, partition=0) for line in BAD_LINES))
    (log_dir / "bad.jsonl").write_bytes(b"\n".join(BAD_LINES) + b"\n")
    return written


def test_report_from_topic_equals_report_from_files(spark, tmp_path):
    """Verifies that `kafkasim report --from-topic` (Spark's Kafka source reading the topic
    our consumers published their fetch logs to) gives the same report, table for table, as
    the same records read from the consumers' log files, rejected lines counted alike."""
    if not connector_jars():  # `make spark-connector`, part of make test's install
        resolve_connector()  # raises ConnectorUnavailableError with the reason
        pytest.fail("Spark's Kafka source was resolved after the SparkSession had started")
    from kafkasim.broker.cluster import start_cluster

    log_dir = tmp_path / "logs"
    with start_cluster(brokers=3, racks=("a", "b", "c"),
                       config={"replica.selector.class": RACK_AWARE}) as handle:
        written = asyncio.run(consume_with_both_logs(handle.bootstrap, log_dir, "fetch-logs"))
        assert written > 20
        timer = StageTimer(verbose=False)
        from_topic = report_for(spark, TopicSource(handle.bootstrap, "fetch-logs"),
                                tmp_path / "topic-compacted", "auto", timer, "topic", 0.02, 10)
        out = tmp_path / "cli"
        status = run(report_arguments(["--from-topic", handle.bootstrap, "fetch-logs",
                                       "--out", str(out), "--no-progress"]))
    from_files = report_for(spark, [str(log_dir)], tmp_path / "file-compacted", "auto",
                            timer, "files", 0.02, 10)
    assert from_topic.tables() == from_files.tables()
    assert from_topic.totals["fetches"] == written
    assert from_topic.totals["cross_rack_fraction"] == 0.0  # every consumer read in its rack
    for key in ("lines", "malformed_lines", "valid_records", "rows_total"):
        assert from_topic.input_quality[key] == from_files.input_quality[key], key
    assert from_topic.input_quality["malformed_lines"] == len(BAD_LINES)
    assert status == 0
    summary = json.loads((out / "summary.json").read_text())
    assert summary["totals"] == from_files.totals
