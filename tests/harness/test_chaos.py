"""Fault schedules that replay exactly (broker/cluster/chaos.py): drawn from a seed, tied to
client request numbers, played against confluent-kafka clients over TCP and checked by the
correctness checker (broker/control/history.py)."""

from __future__ import annotations

import time
import uuid

import pytest
from confluent_kafka import Consumer, Producer, TopicPartition

from kafkasim.broker.cluster import Cluster, ClusterConflict, InvalidArgument
from kafkasim.broker.cluster.chaos import Action, Step, draw_schedule
from tests.helpers.cluster import TEST_CLUSTER_CONFIG

CONFIG = {**TEST_CLUSTER_CONFIG, "min.insync.replicas": 2}
PARTITIONS = [("a", 0, [1, 2, 3]), ("a", 1, [2, 3, 1]), ("b", 0, [3, 1, 2])]
DOWN = {Action.KILL: Action.RESTART, Action.ISOLATE: Action.HEAL, Action.SLOW: Action.FAST}


def test_a_seed_draws_one_schedule_with_one_broker_down_at_a_time():
    """Verifies that the schedule depends on the seed alone (the same seed, the same steps;
    another seed, others) and that a drawn schedule takes at most one broker down at a time,
    each episode ended by its restart, heal or fast step."""
    kinds = ("kill", "isolate", "move_leader", "unclean_election", "slow", "error",
             "remote_store", "tcp", "advance_time")
    first = draw_schedule(42, [3, 1, 2], PARTITIONS, faults=40, every=20, kinds=kinds)
    assert first == draw_schedule(42, [1, 2, 3], list(reversed(PARTITIONS)), faults=40,
                                  every=20, kinds=kinds)
    assert first != draw_schedule(43, [1, 2, 3], PARTITIONS, faults=40, every=20, kinds=kinds)
    assert {step.action for step in first} == set(Action)
    assert [step.at for step in first] == sorted(step.at for step in first)
    down = None
    for step in first:
        if step.action in DOWN:
            assert down is None
            down = (step.broker, DOWN[step.action])
        elif step.action in DOWN.values():
            assert down == (step.broker, step.action)
            down = None
    assert down is None
    assert [Step.from_dict(step.to_dict()) for step in first] == first


@pytest.mark.parametrize("step, message", [
    ({"at": 0, "action": "kill", "broker": 1}, "request number"),
    ({"at": 3, "action": "explode"}, "unknown chaos action"),
    ({"at": 3, "action": "kill"}, "needs broker"),
    ({"at": 3, "action": "kill", "broker": 1, "color": "red"}, "unknown chaos step fields"),
    ({"at": 3, "action": "tcp"}, "needs kind"),
    ({"at": 3, "action": "tcp", "kind": "explode"}, "unknown TCP fault kind"),
    ({"at": 3, "action": "advance_time"}, "needs seconds"),
    ({"at": 3, "action": "advance_time", "seconds": -1}, "number >= 0"),
    ({"at": 3, "action": "advance_time", "seconds": "soon"}, "number >= 0"),
])
def test_a_bad_step_is_refused(step, message):
    """Verifies that a schedule step that cannot be played is refused with one message."""
    with pytest.raises(InvalidArgument, match=message):
        Step.from_dict(step)


def workload(cluster, run, messages: int = 120) -> None:
    """An idempotent confluent-kafka producer (acks=all, one batch per record) and a consumer
    reading everything back, then the consumer polling until every step has fired."""
    producer = Producer({"bootstrap.servers": cluster.bootstrap, "acks": "all",
                         "linger.ms": 0, "enable.idempotence": True,
                         "message.timeout.ms": 60000})
    for index in range(messages):
        producer.produce("chaos", b"m%d" % index, partition=index % 3)
        producer.flush(30)
    assert producer.flush(60) == 0
    consumer = Consumer({"bootstrap.servers": cluster.bootstrap, "group.id": uuid.uuid4().hex,
                         "enable.auto.commit": False, "fetch.wait.max.ms": 20,
                         "isolation.level": "read_committed"})
    consumer.assign([TopicPartition("chaos", p, 0) for p in range(3)])
    read = 0
    deadline = time.monotonic() + 90
    try:
        while time.monotonic() < deadline and (read < messages or not run.done):
            message = consumer.poll(0.05)
            read += message is not None and not message.error()
    finally:
        consumer.close()
    assert read >= messages


def chaos_run(seed: int) -> tuple[str, dict, list]:
    with Cluster(brokers=3, config=CONFIG, history=True) as cluster:
        cluster.create_topic("chaos", partitions=3, replication_factor=3)
        run = cluster.chaos(seed, faults=5, every=40)
        workload(cluster, run)
        stopped = cluster.stop_chaos()
        assert stopped is run and len(run.log) == len(run.steps)
        return run.fault_log(), cluster.check().to_dict(), run.outcomes


@pytest.mark.slow
def test_two_runs_of_one_seed_give_the_same_fault_log_and_the_checker_finds_nothing():
    """Verifies that one seed against the same client run fires the same faults at the same
    client request numbers (byte-identical fault logs over two fresh clusters), and that a
    producer and consumer run through kills, isolation, leader moves, slow links and
    injected errors loses nothing the cluster acknowledged (acks=all, min.insync.replicas=2,
    Kafka's guarantee)."""
    first_log, first_report, outcomes = chaos_run(8)
    second_log, second_report, _ = chaos_run(8)
    assert first_log == second_log and first_log.count("\n") >= 4
    assert first_report["ok"], first_report
    assert second_report["ok"], second_report
    assert first_report["writes_checked"] >= 120
    assert all("step" in outcome for outcome in outcomes)


def test_a_script_replays_its_schedule_and_stop_undoes_its_faults():
    """Verifies that a run's script, given back as a schedule, plays the same steps at the
    same request numbers, that quick steps act on the request that reaches their number
    (an injected error answers it), and that stop_chaos undoes the run's cuts, rules and
    kills."""
    steps = [{"at": 2, "action": "error", "api": "Metadata", "error": "REQUEST_TIMED_OUT",
              "count": 1},
             {"at": 3, "action": "isolate", "broker": 2, "target": "clients"},
             {"at": 4, "action": "slow", "broker": 3, "delay_ms": 10},
             {"at": 5, "action": "kill", "broker": 1}]
    with Cluster(brokers=3, config=CONFIG) as cluster:
        run = cluster.chaos(schedule=steps)
        with pytest.raises(ClusterConflict):
            cluster.chaos(1)
        since = cluster.control.capture.sequence
        admin_requests(cluster, 5)
        cluster.wait_until(lambda: run.done, timeout=20)
        metadata = cluster.requests("Metadata", since=since)
        assert metadata[1].outcome == "error:REQUEST_TIMED_OUT"
        assert cluster.network_cuts() == [["broker-2", "clients"]]
        assert 1 not in cluster.running
        cluster.stop_chaos()
        assert cluster.network_cuts() == [] and cluster.faults() == []
        assert cluster.running == {1, 2, 3}
        replayed = cluster.chaos(schedule=run.script()["schedule"])
        admin_requests(cluster, 5)
        cluster.wait_until(lambda: replayed.done, timeout=20)
        cluster.stop_chaos()
    assert replayed.fault_log() == run.fault_log()
    assert run.fault_log().splitlines()[0].split() == [
        "2", "error", "api=Metadata", "error=REQUEST_TIMED_OUT", "count=1"]


def test_tcp_steps_cut_reset_and_close_slowly_and_the_checker_finds_nothing():
    """Verifies that a schedule's `tcp` steps push TCP fault rules at their request numbers
    (a reset 12 bytes into two Produce answers, a Fetch answer cut mid-frame, a Produce
    answer withheld by a slow close), that an idempotent producer and a consumer go through
    them with every record acknowledged and read once (the checker finds nothing), and that
    stop_chaos removes what is left of the rules."""
    steps = [{"at": 20, "action": "tcp", "kind": "reset", "api": "Produce", "count": 2,
              "after_bytes": 12},
             {"at": 40, "action": "tcp", "kind": "slow_close", "api": "Produce",
              "delay_ms": 200},
             {"at": 60, "action": "tcp", "kind": "cut", "api": "Fetch", "count": 1}]
    with Cluster(brokers=3, config=CONFIG, history=True) as cluster:
        cluster.create_topic("chaos", partitions=3, replication_factor=3)
        run = cluster.chaos(schedule=steps)
        workload(cluster, run)
        cluster.stop_chaos()
        assert [line.split()[:2] for line in run.fault_log().splitlines()] == [
            ["20", "tcp"], ["40", "tcp"], ["60", "tcp"]]
        assert all(outcome["ok"] for outcome in run.outcomes), run.outcomes
        assert {e.outcome for e in cluster.requests("Produce")} >= {"tcp:reset",
                                                                  "tcp:slow_close"}
        assert cluster.tcp_faults() == []
        report = cluster.check().to_dict()
        assert report["ok"] and report["writes_checked"] >= 120, report


def admin_requests(cluster, count: int) -> None:
    """`count` client Metadata requests, one connection each, sent to broker 3."""
    from kafkasim.protocol.connection import KafkaConnection
    from kafkasim.protocol.messages.metadata import MetadataRequest

    async def send():
        broker = cluster.brokers[3]
        for _ in range(count):
            connection = await KafkaConnection.connect(broker.host, broker.port,
                                                       client_id="chaos-test")
            try:
                await connection.send(MetadataRequest(topics=[]), 12)
            finally:
                await connection.close()

    cluster.call(send)


def lossy_run(schedule) -> tuple[str, dict]:
    """A confluent-kafka producer (acks=all, not idempotent) writing 120 records one request
    each through `schedule`; returns the fault log and the checker's report."""
    with Cluster(brokers=3, config=CONFIG, history=True) as cluster:
        cluster.create_topic("lossy", assignments={0: [1, 2, 3]})
        run = cluster.chaos(schedule=schedule)
        producer = Producer({"bootstrap.servers": cluster.bootstrap, "acks": "all",
                             "linger.ms": 0, "enable.idempotence": False,
                             "message.timeout.ms": 60000})
        for index in range(120):
            producer.produce("lossy", b"m%d" % index, partition=0)
            producer.flush(30)
            time.sleep(0.005)
        producer.flush(60)
        cluster.wait_until(lambda: run.done, timeout=30)
        cluster.stop_chaos()
        return run.fault_log(), cluster.check().to_dict()


@pytest.mark.slow
def test_a_replayed_script_reproduces_a_loss_the_checker_found():
    """Verifies that a schedule that loses acknowledged records (a follower cut off from its
    peers leaves the ISR, acks=all writes go on without it, then it is elected uncleanly and
    the others truncate to its log: Kafka's unclean.leader.election trade-off) is caught by the
    checker, and that its script played again against the same client run fires the same
    faults at the same requests and the checker finds the loss again."""
    schedule = [{"at": 10, "action": "isolate", "broker": 3, "target": "brokers"},
                {"at": 60, "action": "unclean_election", "topic": "lossy", "partition": 0,
                 "to": 3},
                {"at": 70, "action": "heal", "broker": 3}]
    first_log, first = lossy_run(schedule)
    assert first["lost"]["count"] >= 1, first
    assert first["lost"]["first"]["broker"] == 1  # acknowledged by the old leader
    replay_log, replayed = lossy_run(schedule)
    assert replay_log == first_log
    assert replayed["lost"]["count"] >= 1, replayed


def test_kafkasim_replay_plays_a_script_and_refuses_a_bad_one(tmp_path):
    """Verifies that `kafkasim replay FILE` starts `up`'s cluster playing a run's script from
    the first client request and prints the fault log when stopped, and that a file it
    cannot play is one line and exit status 2."""
    import json
    import os
    import signal
    import subprocess
    import sys
    from pathlib import Path

    from confluent_kafka.admin import AdminClient

    root = Path(__file__).resolve().parents[2]
    environment = {**os.environ, "PYTHONPATH": str(root)}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"schedule": [{"at": 1, "action": "kill", "broker": 9}]}))
    refused = subprocess.run([sys.executable, "-m", "kafkasim", "replay", str(bad)],
                             capture_output=True, text=True, timeout=60, env=environment)
    assert refused.returncode == 2 and refused.stdout == ""
    assert refused.stderr.splitlines() == [
        "kafkasim replay: argument FILE: a step names broker 9; the cluster has brokers 1..3"]

    script = tmp_path / "script.json"
    script.write_text(json.dumps({"seed": None, "schedule": [
        {"at": 2, "action": "error", "api": "Metadata", "error": "REQUEST_TIMED_OUT",
         "count": 1},
        {"at": 3, "action": "slow", "broker": 2, "delay_ms": 10}]}))
    process = subprocess.Popen([sys.executable, "-m", "kafkasim", "replay", str(script),
                                "--port-base", "0"], stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True, env=environment)
    try:
        lines = []
        for line in process.stdout:
            lines.append(line.strip())
            if line.startswith("ready in"):
                break
        assert "replaying 2 chaos steps" in "\n".join(lines)
        bootstrap = next(line.split(": ", 1)[1] for line in lines
                         if line.startswith("bootstrap:"))
        admin = AdminClient({"bootstrap.servers": bootstrap})
        for _ in range(3):
            admin.list_topics(timeout=10)
        process.send_signal(signal.SIGTERM)
        rest = process.stdout.read().splitlines()
        assert process.wait(30) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        process.stdout.close()
    assert [line for line in rest if line.startswith("fault:")] == [
        "fault: 2 error api=Metadata error=REQUEST_TIMED_OUT count=1",
        "fault: 3 slow broker=2 delay_ms=10"]
