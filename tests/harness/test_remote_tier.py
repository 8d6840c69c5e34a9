"""The harness's remote tier controls (KIP-405): `tier_now`, remote store faults and the
remote-tier metrics, with confluent-kafka reading what only the remote tier holds. The remote
log manager's own pass is left at Kafka's 30 s and the retention check at 5 min, so what moves
happens because the test asked."""

from __future__ import annotations

import pytest
from confluent_kafka import Producer

from kafkasim.broker.cluster import Cluster
from kafkasim.protocol.errors import ErrorCode, KafkaError
from tests.helpers.cluster import TEST_CLUSTER_CONFIG
from tests.helpers.consume import read_values

TIERED = {**TEST_CLUSTER_CONFIG, "remote.log.storage.system.enable": "true",
          "rlmm.config.remote.log.metadata.topic.num.partitions": "5"}
TOPIC_CONFIG = {"remote.storage.enable": "true"}
COUNT = 30


@pytest.fixture(scope="module")
def cluster():
    with Cluster(brokers=3, racks=("a", "b", "c"), config=TIERED) as running:
        yield running


def produce(cluster, topic: str, count: int = COUNT) -> None:
    producer = Producer({"bootstrap.servers": cluster.bootstrap, "acks": "all",
                         "linger.ms": 0})
    for index in range(count):
        producer.produce(topic, b"value-%d" % index, partition=0)
        producer.flush(10)  # one batch per record
    assert producer.flush(10) == 0


def consume_all(cluster, topic: str, count: int = COUNT) -> list[bytes]:
    return read_values(cluster.bootstrap, topic, count, polls=400)


def metric(cluster, name: str, broker: int) -> float:
    prefix = f'kafka_server_BrokerTopicMetrics_{name}_total{{broker="{broker}"}} '
    for line in cluster.metrics_text().splitlines():
        if line.startswith(prefix):
            return float(line[len(prefix):])
    return 0.0


def test_tier_now_moves_the_log_to_the_remote_tier(cluster):
    """Verifies that tier_now uploads every record and drops the local copies on every replica
    (the local log start moves to the log end, KIP-405's local-log-start offset), that a
    confluent-kafka consumer then reads every record from the remote tier (Kafka's
    RemoteLogManager.read path), and that the RemoteCopyBytesPerSec / RemoteFetchBytesPerSec
    counters of Kafka's RemoteStorageMetrics show it."""
    cluster.create_topic("tn", partitions=1, replication_factor=3, configs=TOPIC_CONFIG)
    produce(cluster, "tn")
    state = cluster.tier_now("tn", 0)
    assert state["remote_end_offset"] == COUNT - 1
    assert state["local_log_start_offset"] == state["log_end_offset"] == COUNT
    assert state["log_start_offset"] == 0
    for log in cluster.describe_topic("tn")["partitions"][0]["logs"].values():
        assert log["local_log_start_offset"] == COUNT and log["remote_end_offset"] == COUNT - 1
    leader = state["leader"]
    assert metric(cluster, "RemoteCopyBytesPerSec", leader) > 0
    assert consume_all(cluster, "tn") == [b"value-%d" % i for i in range(COUNT)]
    assert metric(cluster, "RemoteFetchBytesPerSec", leader) > 0


def test_remote_store_faults(cluster):
    """Verifies the remote store faults: a failed copy makes tier_now fail with
    KAFKA_STORAGE_ERROR and the next one succeeds (RemoteLogManager cleans the failed upload
    up and retries); a failed remote fetch is answered UNKNOWN_SERVER_ERROR (as Kafka's
    RemoteLogReader answers a RemoteStorageException) and the consumer, retrying, still reads
    everything; the error counters of RemoteStorageMetrics count both."""
    cluster.create_topic("rf", partitions=1, replication_factor=3, configs=TOPIC_CONFIG)
    produce(cluster, "rf")
    leader = cluster.leader_of("rf", 0)
    copy_errors = metric(cluster, "RemoteCopyErrorsPerSec", leader)
    cluster.fail_remote_store("copy", 1, broker=leader)
    with pytest.raises(KafkaError) as failed:
        cluster.tier_now("rf", 0)
    assert failed.value.code == ErrorCode.KAFKA_STORAGE_ERROR
    assert metric(cluster, "RemoteCopyErrorsPerSec", leader) == copy_errors + 1
    assert cluster.tier_now("rf", 0)["remote_end_offset"] == COUNT - 1
    fetch_errors = metric(cluster, "RemoteFetchErrorsPerSec", leader)
    cluster.fail_remote_store("fetch", 1, broker=leader)
    assert consume_all(cluster, "rf") == [b"value-%d" % i for i in range(COUNT)]
    assert metric(cluster, "RemoteFetchErrorsPerSec", leader) == fetch_errors + 1
    with pytest.raises(ValueError):
        cluster.fail_remote_store("upload")


def test_a_paused_remote_store_holds_uploads_back(cluster):
    """Verifies pause_remote_store: uploads wait (tier_now gives up with TimeoutError, the local
    copies stay), and after resume_remote_store the same tier_now uploads everything."""
    cluster.create_topic("paused", partitions=1, replication_factor=3, configs=TOPIC_CONFIG)
    produce(cluster, "paused")
    leader = cluster.leader_of("paused", 0)
    cluster.pause_remote_store(broker=leader)
    try:
        with pytest.raises(TimeoutError):
            cluster.tier_now("paused", 0, timeout=1)
        logs = cluster.describe_topic("paused")["partitions"][0]["logs"]
        assert logs[str(leader)]["local_log_start_offset"] == 0
    finally:
        cluster.resume_remote_store(broker=leader)
    assert cluster.tier_now("paused", 0)["remote_end_offset"] == COUNT - 1


def test_tier_now_needs_a_tiered_topic(cluster):
    """Verifies that tier_now refuses a topic without remote.storage.enable (INVALID_CONFIG,
    the error Kafka gives tiered-storage settings it cannot apply) and an unknown partition
    (UNKNOWN_TOPIC_OR_PARTITION)."""
    cluster.create_topic("plain", partitions=1, replication_factor=3)
    with pytest.raises(KafkaError) as refused:
        cluster.tier_now("plain", 0)
    assert refused.value.code == ErrorCode.INVALID_CONFIG
    with pytest.raises(KafkaError) as unknown:
        cluster.tier_now("plain", 5)
    assert unknown.value.code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
