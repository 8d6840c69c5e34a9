"""The in-process replica channel (issue 26, broker/network/local_channel.py): followers whose
leader lives in the same process fetch through the leader's request path without a socket, and
fall back to TCP where a socket is what is being modelled."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from kafkasim.broker.cluster import Cluster
from kafkasim.broker.config.definitions import REPLICATION_IN_PROCESS
from kafkasim.broker.network.topology import load_topology
from kafkasim.protocol.messages.fetch import FetchPartition, FetchRequest, FetchTopic
from tests.helpers.cluster import TEST_CLUSTER_CONFIG
from tests.helpers.data_path import (
    batch,
    connect,
    followers,
    leader,
    log_values,
    produce,
)

ON = {**TEST_CLUSTER_CONFIG, REPLICATION_IN_PROCESS: "true"}
OFF = {**TEST_CLUSTER_CONFIG, REPLICATION_IN_PROCESS: "false"}


def _fetchers(broker) -> list:
    return list(broker.replica_manager.fetchers.values())


def _stored_buffers(partition_log) -> list:
    """The objects holding each stored batch's bytes."""
    return [stored.data.obj for stored in partition_log.segments.batches]


async def _produce_values(broker, topic: str, values: list[bytes], acks: int = -1) -> None:
    connection = await connect(broker)
    try:
        for value in values:
            answer = await produce(connection, topic, batch(value), acks=acks)
            assert answer.error_code == 0, answer
    finally:
        await connection.close()


async def test_followers_share_the_leaders_stored_batches():
    """Verifies issue 26's channel: a follower of a leader in the same process fetches with
    the leader's request path (its Fetch requests are captured on the leader, as replica
    fetches with ReplicaState) and appends the leader's stored batches themselves: the
    follower's log holds the very buffers the leader's log holds, no copy."""
    async with Cluster(brokers=3, config=ON) as cluster:
        await cluster.create_topic("shared", replication_factor=3)
        leader_broker = leader(cluster, "shared")
        await _produce_values(leader_broker, "shared", [b"a", b"b", b"c"])
        on_leader = leader_broker.replica_manager.get_partition("shared", 0).log
        for follower in followers(cluster, "shared"):
            on_follower = follower.replica_manager.get_partition("shared", 0).log
            await cluster.wait_until(lambda log=on_follower: log.log_end_offset == 3)
            assert log_values(on_follower) == [b"a", b"b", b"c"]
            assert all(fetcher.in_process for fetcher in _fetchers(follower))
            leader_buffers = _stored_buffers(on_leader)
            assert all(mine is theirs for mine, theirs in
                       zip(_stored_buffers(on_follower), leader_buffers, strict=True))
        fetches = cluster.requests("Fetch", broker=leader_broker.node_id, internal=True)
        assert fetches and all(exchange.source.startswith("broker-") for exchange in fetches)
        assert any(exchange.request.replica_state.replica_id >= 0 for exchange in fetches)


async def test_switched_off_followers_fetch_over_tcp_and_copy():
    """Verifies the switch: with kafkasim.replication.in.process.enable=false every follower
    fetches over TCP, and its log holds its own copy of each batch."""
    async with Cluster(brokers=3, config=OFF) as cluster:
        await cluster.create_topic("copied", replication_factor=3)
        leader_broker = leader(cluster, "copied")
        await _produce_values(leader_broker, "copied", [b"x", b"y"])
        on_leader = leader_broker.replica_manager.get_partition("copied", 0).log
        for follower in followers(cluster, "copied"):
            on_follower = follower.replica_manager.get_partition("copied", 0).log
            await cluster.wait_until(lambda log=on_follower: log.log_end_offset == 2)
            assert log_values(on_follower) == [b"x", b"y"]
            assert not any(fetcher.in_process for fetcher in _fetchers(follower))
            assert not any(mine is theirs for mine, theirs in
                           zip(_stored_buffers(on_follower), _stored_buffers(on_leader),
                               strict=True))


async def test_a_cut_closes_the_channel_and_the_isr_shrinks_until_healed():
    """Verifies that a network cut acts on the channel as on a socket (Cluster.isolate): the
    follower's fetches to the leader are closed before the leader reads them, so it copies
    nothing and leaves the ISR after replica.lag.time.max.ms; once healed it reconnects
    through the channel, catches up and rejoins."""
    config = {**ON, "replica.lag.time.max.ms": "500"}
    async with Cluster(brokers=3, config=config) as cluster:
        await cluster.create_topic("cut", replication_factor=3)
        leader_broker = leader(cluster, "cut")
        follower = followers(cluster, "cut")[0]
        await _produce_values(leader_broker, "cut", [b"before"])
        cluster.isolate(follower.node_id, from_=leader_broker.node_id)
        # The long poll in flight may still be answered, as on a socket; the next request
        # meets the cut and closes the channel.
        fetcher = follower.replica_manager.fetchers[leader_broker.node_id]
        await cluster.wait_until(lambda: not fetcher.connected)
        await _produce_values(leader_broker, "cut", [b"during"], acks=1)
        await cluster.wait_until(
            lambda: follower.node_id not in cluster.controller.metadata.partition("cut", 0).isr)
        on_follower = follower.replica_manager.get_partition("cut", 0).log
        assert on_follower.log_end_offset == 1
        cluster.heal(follower.node_id)
        await cluster.wait_until(
            lambda: follower.node_id in cluster.controller.metadata.partition("cut", 0).isr)
        assert log_values(on_follower) == [b"before", b"during"]
        assert all(fetcher.in_process for fetcher in _fetchers(follower))


async def test_a_killed_leader_ends_the_channel_and_its_restart_serves_a_new_one():
    """Verifies kills through the channel: a SIGKILL-like stop of the leader ends its
    followers' channels, a follower becomes leader and takes writes, and the restarted broker
    follows it through a channel to the new leader's listener and copies what it missed."""
    async with Cluster(brokers=3, config=ON) as cluster:
        await cluster.create_topic("kill", replication_factor=3)
        old_leader = leader(cluster, "kill")
        await _produce_values(old_leader, "kill", [b"one"])
        await cluster.kill_broker(old_leader.node_id)
        await cluster.wait_until(lambda: cluster.leader_of("kill", 0) not in
                                 (-1, old_leader.node_id))
        await cluster.wait_for_metadata()
        new_leader = leader(cluster, "kill")
        await _produce_values(new_leader, "kill", [b"two"], acks=1)
        restarted = await cluster.start_broker(old_leader.node_id)

        def caught_up() -> bool:
            partition = restarted.replica_manager.get_partition("kill", 0)
            return partition is not None and log_values(partition.log) == [b"one", b"two"]

        await cluster.wait_until(caught_up)
        assert any(fetcher.in_process for fetcher in _fetchers(restarted))


async def test_a_fault_that_closes_the_followers_fetch_closes_the_channel():
    """Verifies that the harness's faults reach replica fetches on the channel
    (Cluster.inject with internal=True): a Fetch closed by a fault ends the follower's
    channel, the follower reconnects and replicates what was written meanwhile."""
    async with Cluster(brokers=3, config=ON) as cluster:
        await cluster.create_topic("fault", replication_factor=3)
        leader_broker = leader(cluster, "fault")
        follower = followers(cluster, "fault")[0]
        await _produce_values(leader_broker, "fault", [b"first"])
        rule = cluster.inject("Fetch", broker=leader_broker.node_id, close=True,
                              client_id=f"broker-{follower.node_id}-fetcher-"
                                        f"{leader_broker.node_id}", internal=True, count=3)

        def closed() -> list:
            return [exchange for exchange in cluster.requests(
                "Fetch", broker=leader_broker.node_id, internal=True)
                if exchange.fault == rule.id]

        # The follower's long poll in flight when the rule came ends with the next write;
        # the rule takes its next three fetches.
        await _produce_values(leader_broker, "fault", [b"second"], acks=1)
        await cluster.wait_until(lambda: len(closed()) == 3)
        assert all(exchange.outcome == "closed" for exchange in closed())
        await _produce_values(leader_broker, "fault", [b"third"], acks=1)
        on_follower = follower.replica_manager.get_partition("fault", 0).log
        await cluster.wait_until(
            lambda: log_values(on_follower) == [b"first", b"second", b"third"])
        assert all(fetcher.in_process for fetcher in _fetchers(follower))


async def test_links_with_a_network_model_replicate_over_tcp():
    """Verifies the fallback: with a network model the replication listener delays requests
    and responses as a link between racks, so followers fetch over TCP."""
    async with Cluster(brokers=3, config=ON, topology=load_topology("default")) as cluster:
        await cluster.create_topic("modelled", replication_factor=3)
        leader_broker = leader(cluster, "modelled")
        await _produce_values(leader_broker, "modelled", [b"m"])
        for follower in followers(cluster, "modelled"):
            on_follower = follower.replica_manager.get_partition("modelled", 0).log
            await cluster.wait_until(lambda log=on_follower: log.log_end_offset == 1)
            assert all(fetcher.connected and not fetcher.in_process
                       for fetcher in _fetchers(follower))


async def test_sasl_listeners_replicate_over_tcp():
    """Verifies the fallback for SASL (and TLS) listeners: the brokers authenticate to each
    other on the socket, so followers fetch over TCP."""
    async with Cluster(brokers=2, config=ON, security_protocol="SASL_PLAINTEXT",
                       users={"admin": "admin-secret"}) as cluster:
        await cluster.create_topic("secure", replication_factor=2)
        follower = followers(cluster, "secure")[0]
        prefix = f"broker-{follower.node_id}-fetcher-"
        await cluster.wait_until(lambda: any(
            exchange.client_id.startswith(prefix) and exchange.outcome == "answered"
            for exchange in cluster.requests("Fetch", internal=True)))
        assert _fetchers(follower)
        assert all(fetcher.connected and not fetcher.in_process
                   for fetcher in _fetchers(follower))


async def test_a_harness_throttle_on_fetch_leaves_replica_fetches_unthrottled():
    """Verifies that throttles act on the channel as on a socket (KIP-219 through the
    brokers' client quotas, Cluster.set_throttle): a consumer's Fetch is answered with
    ThrottleTimeMs and no data, while the followers' fetches through the channel carry no
    throttle time and acks=all writes complete."""
    async with Cluster(brokers=3, config=ON) as cluster:
        topic = await cluster.create_topic("throttled", replication_factor=3)
        leader_broker = leader(cluster, "throttled")
        cluster.set_throttle(500, api="Fetch")
        since = cluster.control.capture.sequence
        await _produce_values(leader_broker, "throttled", [b"p", b"q"])
        connection = await connect(leader_broker)
        try:
            throttled = await connection.send(FetchRequest(
                max_wait_ms=0, min_bytes=0, max_bytes=1 << 20,
                topics=[FetchTopic(topic_id=topic.topic_id, partitions=[
                    FetchPartition(partition=0, fetch_offset=0, partition_max_bytes=1 << 20)])]),
                17)
            assert throttled.throttle_time_ms == 500 and throttled.responses == []
        finally:
            await connection.close()
        replica_fetches = [exchange for exchange in cluster.requests(
            "Fetch", broker=leader_broker.node_id, internal=True, since=since)
            if exchange.source != "clients" and exchange.response is not None]
        assert replica_fetches
        assert all(exchange.response.throttle_time_ms == 0 for exchange in replica_fetches)
        assert all(fetcher.in_process for follower in followers(cluster, "throttled")
                   for fetcher in _fetchers(follower))


async def test_a_tcp_fault_for_brokers_requests_moves_followers_onto_sockets():
    """Verifies that faults on the wire reach replica fetches (Cluster.tcp_fault with
    internal=True, broker/network/wire_faults.py): while such a rule is on the stack the
    followers' channels close and they fetch over TCP, where the rule cuts a replica fetch's
    response mid-frame; the follower reconnects and replicates everything."""
    async with Cluster(brokers=3, config=ON) as cluster:
        await cluster.create_topic("wire", replication_factor=3)
        leader_broker = leader(cluster, "wire")
        follower = followers(cluster, "wire")[0]
        await _produce_values(leader_broker, "wire", [b"one"])
        fetcher = follower.replica_manager.fetchers[leader_broker.node_id]
        assert fetcher.in_process
        rule = cluster.tcp_fault("cut", api="Fetch", broker=leader_broker.node_id,
                                 client_id=f"broker-{follower.node_id}-fetcher-"
                                           f"{leader_broker.node_id}", internal=True)
        await _produce_values(leader_broker, "wire", [b"two"], acks=1)
        await cluster.wait_until(lambda: rule.hits == 1)
        await _produce_values(leader_broker, "wire", [b"three"], acks=1)
        on_follower = follower.replica_manager.get_partition("wire", 0).log
        await cluster.wait_until(lambda: log_values(on_follower) == [b"one", b"two", b"three"])
        assert cluster.tcp_faults() == []


@pytest.mark.slow  # it waits out the follower's request timeout (replica.fetch.wait.max.ms + 30 s)
async def test_a_dropped_replica_fetch_times_the_channel_out():
    """Verifies that a dropped request acts on the channel as on a socket (Cluster.inject with
    drop=True, internal=True): the follower's Fetch gets no answer, its request timeout
    (replica.fetch.wait.max.ms + 30 s, as over TCP) ends the channel, and the follower
    reconnects through a new channel and copies what was written meanwhile."""
    async with Cluster(brokers=3, config=ON) as cluster:
        await cluster.create_topic("dropped", replication_factor=3)
        leader_broker = leader(cluster, "dropped")
        follower = followers(cluster, "dropped")[0]
        await _produce_values(leader_broker, "dropped", [b"before"])
        fetcher = follower.replica_manager.fetchers[leader_broker.node_id]
        rule = cluster.inject("Fetch", broker=leader_broker.node_id, drop=True,
                              client_id=f"broker-{follower.node_id}-fetcher-"
                                        f"{leader_broker.node_id}", internal=True)
        # The long poll in flight when the rule came ends with the next write; the next
        # fetch is dropped.
        await _produce_values(leader_broker, "dropped", [b"during"], acks=1)
        await cluster.wait_until(lambda: any(
            exchange.fault == rule.id for exchange in cluster.requests(
                "Fetch", broker=leader_broker.node_id, internal=True)))
        held = fetcher.connected
        await _produce_values(leader_broker, "dropped", [b"after"], acks=1)
        on_follower = follower.replica_manager.get_partition("dropped", 0).log
        await cluster.wait_until(
            lambda: log_values(on_follower) == [b"before", b"during", b"after"], timeout=90)
        assert held and fetcher.in_process


def test_a_misspelt_switch_is_one_line_and_exit_2():
    """Verifies that a KAFKASIM_REPLICATION_IN_PROCESS that is neither true nor false stops
    `kafkasim up` with one line and exit status 2, no traceback (the switch is read at import,
    so a misspelt CI setting fails loudly)."""
    root = Path(__file__).resolve().parents[3]
    refused = subprocess.run(
        [sys.executable, "-m", "kafkasim", "up", "--port-base", "0"], capture_output=True,
        text=True, timeout=60, env={**os.environ, "PYTHONPATH": str(root),
                                    "KAFKASIM_REPLICATION_IN_PROCESS": "maybe"})
    assert refused.returncode == 2 and refused.stdout == ""
    assert refused.stderr == ("kafkasim up: KAFKASIM_REPLICATION_IN_PROCESS='maybe': expected "
                              "true or false\n")
