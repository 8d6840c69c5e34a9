"""`kafkasim conform`'s scenarios against the reference cluster (real Apache Kafka).

A scorecard decides from the requests the brokers captured. Kafka captures them too: its request
logger (`kafka.request.logger` at DEBUG, switched on at run time through IncrementalAlterConfigs
on each broker's BROKER_LOGGER resource, as `kafka-configs --entity-type broker-loggers` does)
writes every completed request with its header, its request and its answer as JSON
(RequestConvertToJson). `RequestLog` reads those lines back as exchanges with the attributes the
scenarios read from kafkasim's capture (snake_case fields, `node_id`, `client_id`, `sequence`), so
`run_scorecard(client, cluster=ReferenceTarget(reference_cluster))` runs the same scenario code
against Kafka and decides it the same way.

What Kafka's log leaves out: record bytes (a Fetch answer's records are logged as their size,
`recordsSizeInBytes`, which is all the scenarios read), and sequence numbers: an exchange's
`sequence` is the microsecond it was received (the log line's time less `totalTimeMs`), ordered
across brokers by the one clock they share.

What Kafka cannot do: inject an error, hold back an answer, evict fetch sessions, stop
replication, elect uncleanly at will, tier now. A scenario that needs one of these is kafkasim's
alone; its operation raises NeedsFaults (the verdict is ERROR, naming it). The leader moves
and broker kills it needs are Kafka's own: a partition reassignment with the new leader first,
then a preferred election (kafka-reassign-partitions, kafka-leader-election), and SIGKILL.
"""

from __future__ import annotations

import json
import re
import time
from datetime import datetime
from pathlib import Path
from types import SimpleNamespace

from kafka import KafkaAdminClient, TopicPartition
from kafka.admin import ConfigResource, ConfigResourceType, NewTopic

REQUEST_LOGGER = "kafka.request.logger"
LINE = re.compile(r"^\[(?P<time>[^\]]+)\] DEBUG Completed request:(?P<json>\{.*\}) "
                  r"\(k\.r\.logger\)$")
#: requestApiKeyName (Kafka's ApiKeys) -> the API's name as kafkasim's capture spells it.
API_NAMES = {"FETCH": "Fetch", "METADATA": "Metadata", "OFFSET_FOR_LEADER_EPOCH":
             "OffsetForLeaderEpoch", "LIST_OFFSETS": "ListOffsets", "PRODUCE": "Produce"}
ADMIN_CLIENT_ID = "conform-reference-admin"
SETTLE_SECONDS = 60.0


class NeedsFaults(Exception):  # noqa: N818 - a scenario kafkasim alone can run
    """The scenario needs a fault Kafka cannot be made to give (only kafkasim checks it)."""


class RecordsSize:
    """A Fetch answer's Records as Kafka's request log gives them: the size alone."""

    def __init__(self, size: int) -> None:
        self.size = size

    def __len__(self) -> int:
        return self.size


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def _namespace(value):
    """Kafka's JSON of a message as attributes named as kafkasim's codecs name them."""
    if isinstance(value, list):
        return [_namespace(v) for v in value]
    if not isinstance(value, dict):
        return value
    fields = {}
    for key, item in value.items():
        if key == "recordsSizeInBytes":
            fields["records"] = RecordsSize(item)
        else:
            fields[_snake(key)] = _namespace(item)
    return SimpleNamespace(**fields)


def _epoch_ms(stamp: str) -> float:
    """The log's ISO8601 time (the JVM's local zone, as this process's) in ms since the epoch."""
    return datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%S,%f").timestamp() * 1000


class RequestLog:
    """The completed requests the reference brokers logged, as exchanges."""

    def __init__(self, reference) -> None:
        self.reference = reference

    def switch(self, admin: KafkaAdminClient, level: str) -> None:
        for broker in self.reference.broker_ids:
            admin.alter_configs([ConfigResource(ConfigResourceType.BROKER_LOGGER, str(broker),
                                                configs={REQUEST_LOGGER: level})],
                                incremental=True)

    def exchanges(self, api: str | None = None, since: int = 0) -> list:
        found = []
        for broker in self.reference.broker_ids:
            path = Path(self.reference.node_log(broker))
            if not path.exists():
                continue
            with path.open(errors="replace") as log:
                for line in log:
                    if "Completed request:" not in line:
                        continue
                    match = LINE.match(line.rstrip("\n"))
                    if match is None:
                        continue
                    exchange = _exchange(broker, match)
                    if (api is None or exchange.api == api) and exchange.sequence > since:
                        found.append(exchange)
        return sorted(found, key=lambda e: e.sequence)


def _exchange(broker: int, match) -> SimpleNamespace:
    entry = json.loads(match["json"])
    header = entry["requestHeader"]
    answered = _epoch_ms(match["time"])
    received = answered - float(entry.get("totalTimeMs", 0.0))
    response = entry.get("response")
    error = getattr(_namespace(response), "error_code", 0) if response else 0
    return SimpleNamespace(
        sequence=int(received * 1000), node_id=broker, client_id=header.get("clientId"),
        api=API_NAMES.get(header["requestApiKeyName"], header["requestApiKeyName"]),
        api_version=header["requestApiVersion"], request=_namespace(entry.get("request")),
        response=_namespace(response) if response is not None else None,
        received_ms=received, answered_ms=answered, fault=None,
        outcome="answered" if not error else f"error:{error}")


class _Capture:
    @property
    def sequence(self) -> int:
        """Now, in the units of an exchange's sequence (microseconds since the epoch)."""
        return int(time.time() * 1_000_000)


class ReferenceTarget:
    """The part of kafkasim's Cluster the conformance scenarios use, over a running
    ReferenceCluster (three brokers on racks a, b, c with the rack-aware selector): pass it as
    `run_scorecard(..., cluster=ReferenceTarget(reference))`. `close()` switches the request
    logger off again."""

    def __init__(self, reference) -> None:
        self.reference = reference
        self.log = RequestLog(reference)
        self.control = SimpleNamespace(capture=_Capture())
        self.admin = KafkaAdminClient(bootstrap_servers=reference.bootstrap,
                                      client_id=ADMIN_CLIENT_ID)
        self.log.switch(self.admin, "DEBUG")
        self.topics: list[str] = []
        self.killed: list[int] = []
        self.floor = self.control.capture.sequence  # as a reset capture: older ones unseen

    @property
    def bootstrap(self) -> str:
        return self.reference.bootstrap

    def requests(self, api: str | None = None, since: int = 0) -> list:
        """The exchanges received since the last reset (and after `since`)."""
        return self.log.exchanges(api, max(since, self.floor))

    def create_topic(self, name: str, *, assignments: dict[int, list[int]],
                     configs: dict | None = None) -> None:
        self.admin.create_topics([NewTopic(name, num_partitions=-1, replication_factor=-1,
                                           replica_assignments=assignments,
                                           topic_configs=configs or {})])
        self.topics.append(name)
        self._wait(name, lambda p: p["leader_id"] == assignments[p["partition_index"]][0]
                   and len(p["isr_nodes"]) == len(assignments[p["partition_index"]]),
                   "every partition led by its first replica with a full ISR")

    def describe(self, topic: str) -> list[dict]:
        return self.admin.describe_topics([topic])[0]["partitions"]

    def _wait(self, topic: str, ready, what: str) -> list[dict]:
        deadline = time.monotonic() + SETTLE_SECONDS
        while True:
            try:
                partitions = self.describe(topic)
            except Exception:  # noqa: BLE001 - the topic not yet in this broker's metadata
                partitions = []
            if partitions and all(ready(p) for p in partitions):
                return partitions
            if time.monotonic() > deadline:
                raise TimeoutError(f"{topic}: not {what} within {SETTLE_SECONDS:.0f} s: "
                                   f"{partitions}")
            time.sleep(0.2)

    def move_leader(self, topic: str, partition: int, *, to: int) -> dict:
        """Reassign the partition with `to` first, then elect the preferred leader."""
        current = next(p for p in self.describe(topic) if p["partition_index"] == partition)
        self.set_replicas(topic, partition,
                          [to] + [r for r in current["replica_nodes"] if r != to])
        self.admin.elect_leaders(0, {topic: [partition]})
        moved = self._wait(topic, lambda p: p["partition_index"] != partition
                           or p["leader_id"] == to, f"led by broker {to}")
        return next(p for p in moved if p["partition_index"] == partition)

    def set_replicas(self, topic: str, partition: int, replicas: list[int]) -> dict:
        """Reassign the partition to `replicas` (a replica left out deletes its copy and
        answers fetches NOT_LEADER_OR_FOLLOWER: the partition exists, it no longer hosts it)."""
        self.admin.alter_partition_reassignments({TopicPartition(topic, partition): replicas})
        moved = self._wait(topic, lambda p: p["partition_index"] != partition
                           or p["replica_nodes"] == replicas, f"reassigned to {replicas}")
        return next(p for p in moved if p["partition_index"] == partition)

    def kill_broker(self, broker: int) -> None:
        self.reference.stop_broker(broker, kill=True)
        self.killed.append(broker)

    def reset(self) -> None:
        """After a scenario: killed brokers started again, its topics deleted, its exchanges
        no longer seen by `requests`."""
        self.floor = self.control.capture.sequence
        for broker in self.killed:
            self.reference.start_broker(broker)
        self.killed.clear()
        if self.topics:
            self.admin.delete_topics(self.topics)
            self.topics.clear()

    def stop(self) -> None:
        self.close()

    def close(self) -> None:
        self.reset()
        try:
            self.log.switch(self.admin, "WARN")
        finally:
            self.admin.close()

    def _fault(self, name: str):
        def unavailable(*args, **kwargs):
            raise NeedsFaults(f"{name} is a kafkasim fault: Kafka cannot be made to do it")
        return unavailable

    def __getattr__(self, name: str):
        if name in ("inject", "evict_fetch_sessions", "pause_replication",
                    "resume_replication", "unclean_election", "tier_now"):
            return self._fault(name)
        raise AttributeError(name)


# --- the scenarios that need a fault, as Kafka can make them happen -------------------------


def trial(target: ReferenceTarget, client: str, driver, features: set[str]):
    """A scenario's Trial on the reference cluster (the client's id names its requests)."""
    from kafkasim.conform.runner import harness_producer
    from kafkasim.conform.scenarios import Trial

    return Trial(target, driver, f"conform-ref-{client}", features, harness_producer(target))


def _hint(partition) -> int:
    """The leader a Fetch answer's KIP-951 CurrentLeader names (-1: none, or before v16)."""
    leader = getattr(partition, "current_leader", None)
    return -1 if leader is None else leader.leader_id


def hint_then_metadata(t, topic: str) -> dict:
    """KIP-951 as Kafka gives it, without holding Metadata back: the leader moves from broker
    1 to broker 3; returns the old leader's answer with the CurrentLeader hint, the client's
    first fetch from broker 3 after it, and the client's Metadata requests answered between
    the two (a client that follows the hint needs none)."""
    from kafkasim.conform.scenarios import HINTED_ERRORS, LEADER, OTHER

    t.topic(topic)
    t.produce(topic, 20)
    t.consumer(topic)
    t.consume(20)
    mark = t.mark()
    t.cluster.move_leader(topic, 0, to=OTHER)
    t.produce(topic, 10)
    records = t.consume(10, timeout_ms=30_000)
    fetches = t.exchanges("Fetch")  # a fetch parked before the move is answered after it
    hinted = next((e for e in fetches if e.node_id == LEADER and e.answered_ms * 1000 > mark
                   and any(p.error_code in HINTED_ERRORS and _hint(p) >= 0
                           for r in e.response.responses for p in r.partitions)), None)
    first = next((e for e in fetches if hinted is not None and e.node_id == OTHER
                  and e.sequence > hinted.sequence), None)
    between = [m for m in t.exchanges("Metadata")
               if hinted is not None and first is not None
               and hinted.answered_ms <= m.answered_ms <= first.received_ms]
    return {"hinted": hinted, "first": first, "between": between, "records": records}
