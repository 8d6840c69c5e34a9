"""Share groups while brokers crash (issue 22, acceptance 3).

A 3-broker cluster of processes with data directories; a topic of 4 partitions, 3 replicas,
min.insync.replicas 2, holding KAFKASIM_SHARE_FAULT_RECORDS records (1,000,000 by default). A
share group of 4 members reads it with explicit acknowledgement: the Java client's
KafkaShareConsumer (tests/clients/java ShareMembers.java) or librdkafka's ShareConsumer
(confluent-kafka 2.16.1, tests/crash/share_members.py). Meanwhile one broker at a time is killed
with SIGKILL and started again, 5 times, spread over the run, so share-partition leaders, the
group coordinator and the share coordinators (`__share_group_state`) all move. Member 0 twice
holds a poll's records past their acquisition lock (`group.share.record.lock.duration.ms`, 5 s
here) before acknowledging them.

Verifies KIP-932's delivery guarantees as Kafka's SharePartition gives them:
- every record is delivered at least once;
- no record is delivered again after its acknowledgement was confirmed (commitSync answered
  the partition without an error: the state was written to the share coordinator);
- a record's delivery count never goes down from one hand-out to the next, in the brokers'
  ShareFetch answers (every broker captures what it serves), and a record whose lock expired
  is delivered next with its delivery count plus one (Kafka counts acquisitions; its late
  acknowledgement is refused);
- when the members have had nothing for IDLE_MS, Kafka's `kafka-share-groups --describe
  --offsets` reports a lag of 0 on every partition: every record is acknowledged on the broker,
  including those whose commit the client saw fail because the broker died after the share
  coordinator wrote the state (those are not delivered again: at least once, not more);
and prints the counts: records, deliveries, redeliveries by delivery count, kills.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import threading
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path

import pytest

from tests.crash.process_cluster import ProcessCluster
from tests.helpers import share

# slow: minutes per client with a million records; tests/clients/test_share_consumers.py and
# tests/broker/share cover the same code paths in make test.
pytestmark = [pytest.mark.slow, pytest.mark.timeout(5400)]

RECORDS = int(os.environ.get("KAFKASIM_SHARE_FAULT_RECORDS", "1000000"))
KILLS = 5
MEMBERS = 4
PARTITIONS = 4
LOCK_MS = 5000
STALL_MS = 8000  # past the lock
STALLS = 2
IDLE_MS = 3 * LOCK_MS  # nothing for this long: every lock taken before has expired
CONFIG = {
    "auto.create.topics.enable": "false",
    "group.share.min.record.lock.duration.ms": "1000",
    "group.share.record.lock.duration.ms": str(LOCK_MS),
}
ROOT = Path(__file__).resolve().parents[2]
PROGRESS = re.compile(r'\{"acknowledged": (\d+), "stalls": (\d+)\}')


def produce_records(bootstrap: str, topic: str) -> set[tuple[int, int]]:
    """RECORDS records over the partitions; returns the (partition, offset) of each."""
    from confluent_kafka import Producer

    produced: set[tuple[int, int]] = set()
    failed: list[str] = []

    def delivered(error, message) -> None:
        if error is not None:
            failed.append(str(error))
        else:
            produced.add((message.partition(), message.offset()))

    # Batches of ~1,000 records: a share partition hands out whole batches, so member 0 polls
    # often enough to stall on its 3rd and 6th poll.
    producer = Producer({"bootstrap.servers": bootstrap, "enable.idempotence": True,
                         "acks": "all", "linger.ms": 20, "batch.size": 16384})
    for index in range(RECORDS):
        while True:
            try:
                producer.produce(topic, value=b"%07d" % index, partition=index % PARTITIONS,
                                 on_delivery=delivered)
                break
            except BufferError:
                producer.poll(0.05)
        if index % 1000 == 0:
            producer.poll(0)
    assert producer.flush(300) == 0
    assert not failed, failed[:3]
    return produced


def members_command(kind: str, bootstrap: str, topic: str, group: str, events: Path,
                    timeout_s: int) -> list[str]:
    if kind == "librdkafka":
        return [sys.executable, "-m", "tests.crash.share_members", bootstrap, topic, group,
                str(MEMBERS), str(RECORDS), str(STALL_MS), str(STALLS), str(IDLE_MS),
                str(events), str(timeout_s)]
    from tests.clients.peer_programs import java_client_command

    return [*java_client_command(["-Xmx1g"]), "share-members", "--bootstrap", bootstrap,
            "--topic", topic, "--group", group, "--members", str(MEMBERS),
            "--count", str(RECORDS), "--stall-ms", str(STALL_MS), "--stalls", str(STALLS),
            "--idle-ms", str(IDLE_MS), "--events-file", str(events), "--timeout-ms", str(timeout_s * 1000)]


class Progress(threading.Thread):
    """Reads the members' stderr: keeps the latest progress line, copies the rest to a log."""

    def __init__(self, stream, log: Path) -> None:
        super().__init__(name="share-progress", daemon=True)
        self.stream = stream
        self.log = log
        self.acknowledged = 0
        self.stalls = 0

    def run(self) -> None:
        with open(self.log, "w") as log:
            for line in self.stream:
                # The last progress object of the line: a line once held two, run together.
                found = PROGRESS.findall(line)
                if found:
                    acknowledged, stalls = found[-1]
                    self.acknowledged, self.stalls = int(acknowledged), int(stalls)
                else:
                    log.write(line)
                    log.flush()


def share_group_lags(bootstrap: str, group: str) -> dict[int, str]:
    """Partition -> LAG as Kafka's `kafka-share-groups --describe --offsets` prints it."""
    from tests.reference.tools import run_tool

    run = run_tool("kafka-share-groups", "--bootstrap-server", bootstrap, "--describe",
                   "--offsets", "--group", group)
    assert run.exit_code == 0, str(run)
    rows = [line.split() for line in run.stdout.splitlines()[1:] if line.strip()]
    return {int(row[2]): row[-1] for row in rows if row[0] == group}


@dataclass
class Events:
    """The members' events, by record."""

    # (partition, offset) -> (time, delivery count) of each delivery, in time order
    deliveries: dict[tuple[int, int], list[tuple[int, int]]] = field(default_factory=dict)
    confirmed: dict[tuple[int, int], int] = field(default_factory=dict)  # first confirmed ack
    refused: set[tuple[int, int]] = field(default_factory=set)
    stalled: list[tuple[tuple[int, int], int, int]] = field(default_factory=list)

    @classmethod
    def read(cls, path: Path) -> Events:
        events = cls()
        polled: dict[str, list[tuple[tuple[int, int], int, int]]] = {}
        with open(path) as lines:
            for line in lines:
                kind, member, *rest = line.split()
                if kind == "D":
                    partition, offset, count, at = map(int, rest)
                    record = (partition, offset)
                    events.deliveries.setdefault(record, []).append((at, count))
                    polled.setdefault(member, []).append((record, count, at))
                elif kind == "S":
                    events.stalled += polled.get(member, [])
                else:
                    partition, offset, at = map(int, rest)
                    polled[member] = []
                    if kind == "A":
                        events.confirmed.setdefault((partition, offset), at)
                    else:
                        events.refused.add((partition, offset))
        for seen in events.deliveries.values():
            seen.sort()  # members write their polls as they finish them
        return events


def counts_gone_down(share_fetches: list[dict]) -> list[tuple[int, int]]:
    """The records (partition, offset) that a broker handed out with a lower delivery count
    than an earlier hand-out (the brokers' ShareFetch answers, in the order they were
    answered). A member's own events cannot show this: the client fetches ahead, and a member
    that blocks longer than the lock (in commitSync while a broker dies) is given records it
    fetched before their lock ended, after another member got them with a higher count."""
    acquired = sorted(((exchange["answered_ms"], partition["partition_index"], batch)
                       for exchange in share_fetches if exchange.get("response")
                       for topic in exchange["response"]["responses"]
                       for partition in topic["partitions"]
                       for batch in partition["acquired_records"]),
                      key=lambda answer: answer[:2])
    highest: dict[tuple[int, int], int] = {}
    down = set()
    for _, partition, batch in acquired:
        count = batch["delivery_count"]
        for offset in range(batch["first_offset"], batch["last_offset"] + 1):
            record = (partition, offset)
            if highest.get(record, 0) > count:
                down.add(record)
            highest[record] = max(highest.get(record, 0), count)
    return sorted(down)


@pytest.mark.parametrize("kind", ["java", "librdkafka"])
def test_share_group_reads_every_record_while_brokers_are_killed(tmp_path, kind):
    if kind == "java":
        from tests.clients.peer_programs import build

        build("java")
    # Every broker writes what it served (ProcessCluster): the delivery counts are checked on
    # the brokers' ShareFetch answers.
    cluster = ProcessCluster(tmp_path / "cluster", config=CONFIG, capture=True).start()
    members = None
    try:
        topic, group = f"share-crash-{uuid.uuid4().hex[:6]}", f"share-crash-{kind}"
        from confluent_kafka.admin import AdminClient, NewTopic

        admin = AdminClient({"bootstrap.servers": cluster.bootstrap})
        admin.create_topics([NewTopic(topic, PARTITIONS, 3, config={
            "min.insync.replicas": "2"})])[topic].result(60)
        produced = produce_records(cluster.bootstrap, topic)
        assert len(produced) == RECORDS
        share.read_from_start(cluster.bootstrap, group)
        events_file = tmp_path / "events.txt"
        members = subprocess.Popen(
            members_command(kind, cluster.bootstrap, topic, group, events_file, 4500),
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)})
        progress = Progress(members.stderr, tmp_path / "members.log")
        progress.start()
        for kill in range(KILLS):
            # Kills spread over the run by progress, after member 0's stalls.
            wanted = (kill + 1) * RECORDS // (KILLS + 2)
            while members.poll() is None and (progress.acknowledged < wanted
                                              or progress.stalls < STALLS):
                time.sleep(0.2)
            if members.poll() is not None:
                break
            node_id = kill % 3 + 1
            cluster.kill_broker(node_id)
            time.sleep(2)
            cluster.start_broker(node_id)
        out, _ = members.communicate(timeout=4600)
        progress.join(10)
        lines = out.strip().splitlines()
        assert lines, (tmp_path / "members.log").read_text()[-3000:]
        result = json.loads(lines[-1])
        assert members.returncode == 0 and result["ok"], \
            f"{result}\n{(tmp_path / 'members.log').read_text()[-3000:]}"
        assert cluster.kills == KILLS and result["stalls"] == STALLS
        lags = share_group_lags(cluster.bootstrap, group)
        assert lags == dict.fromkeys(range(PARTITIONS), "0"), lags

        events = Events.read(events_file)
        missing = produced - events.deliveries.keys()
        assert not missing, f"{len(missing)} records never delivered, e.g. {sorted(missing)[:5]}"
        again = [record for record, at in events.confirmed.items()
                 if any(delivered > at for delivered, _ in events.deliveries[record])]
        assert not again, f"{len(again)} acknowledged records delivered again, e.g. {again[:5]}"
        backwards = counts_gone_down(cluster.requests("ShareFetch"))
        assert not backwards, f"delivery counts went down for {backwards[:5]}"
        # What a member's poll gave late: records its client fetched before their lock ended
        # and handed over after another member had them again (with a higher count).
        late = [record for record, seen in events.deliveries.items()
                if any(later[1] < earlier[1] for earlier, later in pairwise(seen))]
        assert events.stalled
        for record, count, at in events.stalled:
            later = [(delivered, c) for delivered, c in events.deliveries[record] if delivered > at]
            assert later and later[0][1] == count + 1, \
                f"{record}: delivered with count {count}, its lock expired, then {later[:3]}"
            assert events.confirmed.get(record, later[0][0] + 1) > later[0][0], \
                f"{record}: its acknowledgement after the lock expired was confirmed"
        counts = Counter(count for seen in events.deliveries.values() for _, count in seen)
        redeliveries = {count: n for count, n in sorted(counts.items()) if count != 1}
        unconfirmed = sum(1 for record in events.deliveries if record not in events.confirmed)
        print(f"\n{kind}: {len(produced)} records, {sum(counts.values())} deliveries, "
              f"redeliveries by delivery count {redeliveries}, {cluster.kills} broker kills, "
              f"{len(events.stalled)} records held past their lock, "
              f"{result['refused']} acknowledgements refused ({result['errors']}), "
              f"{unconfirmed} records acknowledged on the broker without a confirmation, "
              f"{len(late)} records a member's poll gave after another member had them again")
    finally:
        if members is not None and members.poll() is None:
            members.kill()
            members.wait()
        cluster.stop()

