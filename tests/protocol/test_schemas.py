"""schemas/ holds the facts of Kafka's message schemas, checked one by one against the reference.

Our files drop Kafka's license headers, comments and `about` descriptions; every other key must
agree with `../shared/kafka-message-schemas/`, except the newer facts listed in NEWER_FACTS
(Kafka facts newer than the schema snapshot), so that a transcription slip cannot hide.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kafkasim.protocol.codegen.schema import load_json

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = ROOT.parent / "shared" / "kafka-message-schemas"
OURS = sorted((ROOT / "schemas").glob("*.json"))

# file -> our validVersions, for versions newer than the reference snapshot.
NEWER_VERSIONS = {
    # KIP-1166: Fetch v18 adds the follower's high watermark as a tagged partition field.
    "FetchRequest.json": "0-18",
    "FetchResponse.json": "0-18",
    # KIP-1023: ListOffsets v11 allows timestamp -6 (EARLIEST_PENDING_UPLOAD), same layout.
    "ListOffsetsRequest.json": "0-11",
    "ListOffsetsResponse.json": "0-11",
    # KIP-1102: Metadata v13 adds a top-level error code (REBOOTSTRAP_REQUIRED).
    "MetadataRequest.json": "0-13",
    "MetadataResponse.json": "0-13",
    # KIP-860: AlterPartitionReassignments v1 may refuse replication factor changes.
    "AlterPartitionReassignmentsRequest.json": "0-1",
    "AlterPartitionReassignmentsResponse.json": "0-1",
    # KIP-848: OffsetCommit v10 and OffsetFetch v10 name topics by id; ConsumerGroupDescribe v1
    # tells each member's protocol (KIP-1099).
    "OffsetCommitRequest.json": "0-10",
    "OffsetCommitResponse.json": "0-10",
    "OffsetFetchRequest.json": "0-10",
    "OffsetFetchResponse.json": "0-10",
    "ConsumerGroupDescribeRequest.json": "0-1",
    "ConsumerGroupDescribeResponse.json": "0-1",
    # KIP-896: WriteTxnMarkers v0 was removed in Kafka 4.0; KIP-1228: v2 adds the marker's
    # TransactionVersion. TxnOffsetCommit v5 is v4 for transactions v2 (KIP-890).
    "WriteTxnMarkersRequest.json": "1-2",
    "WriteTxnMarkersResponse.json": "1-2",
    "TxnOffsetCommitRequest.json": "0-5",
    "TxnOffsetCommitResponse.json": "0-5",
    # KIP-1152: ListTransactions v2 filters by a transactional id pattern.
    "ListTransactionsRequest.json": "0-2",
    "ListTransactionsResponse.json": "0-2",
}
ADDED_FIELDS = {
    ("WriteTxnMarkersRequest.json", "Markers/TransactionVersion"): {
        "name": "TransactionVersion", "type": "int8", "versions": "2+", "ignorable": True,
        "default": "0",
    },
    ("FetchRequest.json", "Topics/Partitions/HighWatermark"): {
        "name": "HighWatermark", "type": "int64", "versions": "18+",
        "default": "9223372036854775807", "taggedVersions": "18+", "tag": 1, "ignorable": True,
    },
    ("OffsetCommitRequest.json", "Topics/TopicId"): {
        "name": "TopicId", "type": "uuid", "versions": "10+", "ignorable": True,
    },
    ("OffsetCommitResponse.json", "Topics/TopicId"): {
        "name": "TopicId", "type": "uuid", "versions": "10+", "ignorable": True,
    },
    ("OffsetFetchRequest.json", "Groups/Topics/TopicId"): {
        "name": "TopicId", "type": "uuid", "versions": "10+", "ignorable": True,
    },
    ("OffsetFetchResponse.json", "Groups/Topics/TopicId"): {
        "name": "TopicId", "type": "uuid", "versions": "10+", "ignorable": True,
    },
    ("ConsumerGroupDescribeResponse.json", "Groups/Members/MemberType"): {
        "name": "MemberType", "type": "int8", "versions": "1+", "default": "-1", "ignorable": True,
    },
    ("MetadataResponse.json", "ErrorCode"): {
        "name": "ErrorCode", "type": "int16", "versions": "13+", "ignorable": True,
    },
    ("AlterPartitionReassignmentsRequest.json", "AllowReplicationFactorChange"): {
        "name": "AllowReplicationFactorChange", "type": "bool", "versions": "1+",
        "default": "true",
    },
    ("ListTransactionsRequest.json", "TransactionalIdPattern"): {
        "name": "TransactionalIdPattern", "type": "string", "versions": "2+",
        "nullableVersions": "2+", "default": "null",
    },
    ("AlterPartitionReassignmentsResponse.json", "AllowReplicationFactorChange"): {
        "name": "AllowReplicationFactorChange", "type": "bool", "versions": "1+",
        "default": "true", "ignorable": True,
    },
}
#: (file, field path) -> the reference's facts of a field whose facts changed after the
#: snapshot: KIP-848's v10 names topics by id, so the names stop at v9.
CHANGED_FIELDS = {
    ("OffsetCommitRequest.json", "Topics/Name"): {
        "name": "Name", "type": "string", "versions": "0+", "entityType": "topicName"},
    ("OffsetCommitResponse.json", "Topics/Name"): {
        "name": "Name", "type": "string", "versions": "0+", "entityType": "topicName"},
    ("OffsetFetchRequest.json", "Groups/Topics/Name"): {
        "name": "Name", "type": "string", "versions": "8+", "entityType": "topicName"},
    ("OffsetFetchResponse.json", "Groups/Topics/Name"): {
        "name": "Name", "type": "string", "versions": "8+", "entityType": "topicName"},
}
DROPPED_KEYS = {"about"}

pytestmark = pytest.mark.skipif(not REFERENCE.is_dir(), reason="../shared is not beside the checkout")


def strip_descriptions(node):
    if isinstance(node, dict):
        return {k: strip_descriptions(v) for k, v in node.items() if k not in DROPPED_KEYS}
    if isinstance(node, list):
        return [strip_descriptions(v) for v in node]
    return node


def remove_added_fields(file_name: str, fields: list[dict], prefix: str = "") -> list[dict]:
    kept = []
    for field in fields:
        path = prefix + field["name"]
        added = ADDED_FIELDS.get((file_name, path))
        if added is not None:
            assert field == added, f"{file_name} {path} differs from the documented newer fact"
            continue
        if (file_name, path) in CHANGED_FIELDS:
            field = CHANGED_FIELDS[(file_name, path)]
        if "fields" in field:
            field = {**field, "fields": remove_added_fields(file_name, field["fields"], path + "/")}
        kept.append(field)
    return kept


@pytest.mark.parametrize("path", OURS, ids=[p.name for p in OURS])
def test_schema_facts_match_reference(path):
    """Verifies that every fact in our schema file equals Kafka's, apart from documented newer
    facts (Fetch v18, ListOffsets v11, Metadata v13)."""
    ours = load_json(path)
    theirs = strip_descriptions(load_json(REFERENCE / path.name))
    if path.name in NEWER_VERSIONS:
        assert ours["validVersions"] == NEWER_VERSIONS[path.name]
        ours["validVersions"] = theirs["validVersions"]
    ours["fields"] = remove_added_fields(path.name, ours["fields"])
    assert ours == theirs


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
