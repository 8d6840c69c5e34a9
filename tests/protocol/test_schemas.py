"""schemas/ holds the facts of Kafka's message schemas, checked one by one against the reference.

Our files drop Kafka's license headers, comments and `about` descriptions; every other key must
agree with Kafka 4.4.0's schemas (`../shared/kafka-message-schemas-4.4.0/`, from its
kafka-clients jar), so that a transcription slip cannot hide. `scripts/refresh_schemas.py`
writes them.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kafkasim.protocol.codegen.schema import load_json

ROOT = Path(__file__).resolve().parents[2]
# ../shared beside a checkout (CI's clone); /work/shared beside the developers' worktrees.
CANDIDATES = [ROOT.parent / "shared" / "kafka-message-schemas-4.4.0",
              Path("/work/shared/kafka-message-schemas-4.4.0")]
REFERENCE = next((path for path in CANDIDATES if path.is_dir()), CANDIDATES[0])
OURS = sorted((ROOT / "schemas").glob("*.json"))
DROPPED_KEYS = {"about"}


def test_the_reference_schemas_are_beside_the_checkout():
    """Verifies that Kafka's own schemas are there to compare with (../shared, beside every
    checkout and CI's clone): without them every comparison below would pass on nothing."""
    assert REFERENCE.is_dir(), f"none of {CANDIDATES} is there"


def strip_descriptions(node):
    if isinstance(node, dict):
        return {k: strip_descriptions(v) for k, v in node.items() if k not in DROPPED_KEYS}
    if isinstance(node, list):
        return [strip_descriptions(v) for v in node]
    return node


@pytest.mark.parametrize("path", OURS, ids=[p.name for p in OURS])
def test_schema_facts_match_reference(path):
    """Verifies that every fact in our schema file equals Kafka 4.4.0's."""
    assert load_json(path) == strip_descriptions(load_json(REFERENCE / path.name))


def test_every_served_api_has_a_schema():
    """Verifies that the schema set covers every message the project serves or sends."""
    names = {p.stem for p in OURS}
    apis = """ApiVersions Metadata Produce Fetch ListOffsets OffsetForLeaderEpoch FindCoordinator
    JoinGroup SyncGroup Heartbeat LeaveGroup OffsetCommit OffsetFetch DescribeGroups ListGroups
    InitProducerId CreateTopics DeleteTopics CreatePartitions DeleteRecords ElectLeaders
    DescribeConfigs DescribeCluster SaslHandshake SaslAuthenticate ConsumerGroupHeartbeat
    BrokerRegistration BrokerHeartbeat AlterPartition""".split()
    expected = {api + kind for api in apis for kind in ("Request", "Response")}
    expected |= {"RequestHeader", "ResponseHeader", "ConsumerProtocolSubscription",
                 "ConsumerProtocolAssignment"}
    assert expected <= names


def test_our_schemas_carry_no_license_headers_or_descriptions():
    """Verifies that our schema files hold facts only: strict JSON, no comments, no `about`."""
    for path in OURS:
        text = path.read_text()
        assert "//" not in text and '"about"' not in text, path.name
