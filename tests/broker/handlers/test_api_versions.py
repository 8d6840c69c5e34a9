"""ApiVersions over TCP: the features a new Kafka 4.4.0 cluster reports (KIP-584), v5's cluster
and node checks (KIP-1242), and feature levels chosen at start (`--feature`, Cluster(features))."""

from __future__ import annotations

import subprocess
import sys

import pytest

from kafkasim.broker.cluster import Cluster
from kafkasim.broker.metadata.features import SUPPORTED, FeatureError, check_levels
from kafkasim.protocol.connection import KafkaConnection
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.api_versions import ApiVersionsRequest
from tests.helpers.cluster import TEST_CLUSTER_CONFIG


async def api_versions(host: str, port: int, version: int, **fields):
    connection = await KafkaConnection.connect(host, port)
    try:
        return await connection.send(ApiVersionsRequest(
            client_software_name="kafkasim-test", client_software_version="1.0", **fields),
            version)
    finally:
        await connection.close()


def features(response) -> tuple[dict, dict]:
    return ({f.name: (f.min_version, f.max_version) for f in response.supported_features},
            {f.name: (f.min_version_level, f.max_version_level)
             for f in response.finalized_features})


@pytest.mark.parametrize("version", [3, 4, 5])
async def test_features_of_a_new_cluster(cluster, version):
    """Verifies that brokers and the controller report the supported features and the levels a
    new Kafka 4.4.0 cluster finalizes (FeatureCommand describe on the reference cluster):
    metadata.version 33, group.version 1, share.version 2, streams.version 1,
    eligible.leader.replicas.version 1, transaction.version 2, kraft.version (level 0) not
    finalized; v3 leaves out supported features whose minimum is 0
    (KAFKA-17011)."""
    broker = cluster.brokers[1]
    for host, port in ((broker.host, broker.port),
                       (cluster.controller.host, cluster.controller.port)):
        response = await api_versions(host, port, version)
        supported, finalized = features(response)
        expected = {f.name: (f.min_level, f.max_level) for f in SUPPORTED
                    if version >= 4 or f.min_level > 0}
        assert supported == expected
        assert finalized == {"metadata.version": (33, 33), "group.version": (1, 1),
                             "share.version": (2, 2), "streams.version": (1, 1),
                             "eligible.leader.replicas.version": (1, 1),
                             "transaction.version": (2, 2)}
        assert response.finalized_features_epoch >= 0


async def test_v5_checks_the_cluster_and_node_the_client_means(cluster):
    """Verifies KIP-1242 as Kafka 4.4.0's broker answers it: ClusterId and NodeId together and
    matching list the APIs; either one wrong answers REBOOTSTRAP_REQUIRED with no APIs; one
    without the other is INVALID_REQUEST; the controller listener compares neither."""
    broker = cluster.brokers[2]
    cluster_id = cluster.controller.cluster_id
    ok = await api_versions(broker.host, broker.port, 5, cluster_id=cluster_id, node_id=2)
    assert ok.error_code == ErrorCode.NONE and ok.api_keys
    for cluster_id_sent, node_id in ((cluster_id, 1), ("another-cluster", 2)):
        wrong = await api_versions(broker.host, broker.port, 5, cluster_id=cluster_id_sent,
                                   node_id=node_id)
        assert (wrong.error_code, wrong.api_keys) == (ErrorCode.REBOOTSTRAP_REQUIRED, [])
    for fields in ({"cluster_id": cluster_id}, {"node_id": 2}):
        half = await api_versions(broker.host, broker.port, 5, **fields)
        assert (half.error_code, half.api_keys) == (ErrorCode.INVALID_REQUEST, [])
    controller = cluster.controller
    other = await api_versions(controller.host, controller.port, 5, cluster_id="another",
                               node_id=7)
    assert other.error_code == ErrorCode.NONE and other.api_keys


async def test_a_cluster_started_at_transaction_version_0():
    """Verifies that Cluster(features=...) finalizes the chosen level, and that a feature at
    level 0 is not listed as finalized (as Kafka lists kraft.version 0)."""
    async with Cluster(brokers=1, racks=None, config=TEST_CLUSTER_CONFIG,
                       features={"transaction.version": 0}) as running:
        broker = running.brokers[1]
        _, finalized = features(await api_versions(broker.host, broker.port, 4))
        assert "transaction.version" not in finalized
        assert broker.metadata.feature_level("transaction.version") == 0


@pytest.mark.parametrize("levels, message", [
    ({"transaction.version": 9}, "transaction.version=9: supported levels are 0-"),
    ({"share.version": 1}, "share.version cannot be chosen"),
    ({"no.such.version": 1}, "unknown feature 'no.such.version'"),
])
def test_wrong_feature_levels_are_refused(levels, message):
    """Verifies that a level out of range, a feature kafkasim does not act on and an unknown
    feature are refused before anything starts."""
    with pytest.raises(FeatureError, match=message):
        check_levels(levels)
    with pytest.raises(ValueError, match=message):
        Cluster(brokers=1, features=levels)


@pytest.mark.parametrize("command", ["up", "controller"])
@pytest.mark.parametrize("option", ["transaction.version=7", "transaction.version", "x=1"])
def test_wrong_feature_option_is_one_line_and_exit_2(command, option):
    """Verifies that `kafkasim up|controller --feature` with wrong input prints one line and
    exits with status 2, before listening anywhere."""
    done = subprocess.run([sys.executable, "-m", "kafkasim", command, "--feature", option],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"kafkasim {command}: --feature ")
