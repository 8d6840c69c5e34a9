"""ApiVersions: the versions each API is served at, and the response itself.

One scenario per API kafkasim serves on a broker listener (its range must be Kafka's, or a
listed subset), one for the APIs Kafka serves that kafkasim does not, and the response at each
version (with the API list left to the per-API scenarios).
"""

from __future__ import annotations

import struct

import kafkasim.broker.handlers  # noqa: F401  (the handler table fills the registry)
from kafkasim.broker.network.registry import BROKER, REGISTRY
from kafkasim.protocol.messages import REQUESTS
from kafkasim.protocol.messages.api_versions import ApiVersionsRequest
from tests.reference.fidelity.registry import scenario

API_VERSIONS = 18

#: Kafka's API names by key (facts from the message schemas in kafka-clients 4.4.0), so that
#: the APIs only Kafka serves are listed by name.
API_NAMES = {
    0: "Produce", 1: "Fetch", 2: "ListOffsets", 3: "Metadata", 4: "LeaderAndIsr",
    5: "StopReplica", 6: "UpdateMetadata", 7: "ControlledShutdown", 8: "OffsetCommit",
    9: "OffsetFetch", 10: "FindCoordinator", 11: "JoinGroup", 12: "Heartbeat",
    13: "LeaveGroup", 14: "SyncGroup", 15: "DescribeGroups", 16: "ListGroups",
    17: "SaslHandshake", 18: "ApiVersions", 19: "CreateTopics", 20: "DeleteTopics",
    21: "DeleteRecords", 22: "InitProducerId", 23: "OffsetForLeaderEpoch",
    24: "AddPartitionsToTxn", 25: "AddOffsetsToTxn", 26: "EndTxn", 27: "WriteTxnMarkers",
    28: "TxnOffsetCommit", 29: "DescribeAcls", 30: "CreateAcls", 31: "DeleteAcls",
    32: "DescribeConfigs", 33: "AlterConfigs", 34: "AlterReplicaLogDirs",
    35: "DescribeLogDirs", 36: "SaslAuthenticate", 37: "CreatePartitions",
    38: "CreateDelegationToken", 39: "RenewDelegationToken", 40: "ExpireDelegationToken",
    41: "DescribeDelegationToken", 42: "DeleteGroups", 43: "ElectLeaders",
    44: "IncrementalAlterConfigs", 45: "AlterPartitionReassignments",
    46: "ListPartitionReassignments", 47: "OffsetDelete", 48: "DescribeClientQuotas",
    49: "AlterClientQuotas", 50: "DescribeUserScramCredentials",
    51: "AlterUserScramCredentials", 52: "Vote", 53: "BeginQuorumEpoch", 54: "EndQuorumEpoch",
    55: "DescribeQuorum", 56: "AlterPartition", 57: "UpdateFeatures", 58: "Envelope",
    59: "FetchSnapshot", 60: "DescribeCluster", 61: "DescribeProducers",
    62: "BrokerRegistration", 63: "BrokerHeartbeat", 64: "UnregisterBroker",
    65: "DescribeTransactions", 66: "ListTransactions", 67: "AllocateProducerIds",
    68: "ConsumerGroupHeartbeat", 69: "ConsumerGroupDescribe", 70: "ControllerRegistration",
    71: "GetTelemetrySubscriptions", 72: "PushTelemetry", 73: "AssignReplicasToDirs",
    74: "ListConfigResources", 75: "DescribeTopicPartitions", 76: "ShareGroupHeartbeat",
    77: "ShareGroupDescribe", 78: "ShareFetch", 79: "ShareAcknowledge", 80: "AddRaftVoter",
    81: "RemoveRaftVoter", 82: "UpdateRaftVoter", 83: "InitializeShareGroupState",
    84: "ReadShareGroupState", 85: "WriteShareGroupState", 86: "DeleteShareGroupState",
    87: "ReadShareGroupStateSummary", 88: "StreamsGroupHeartbeat", 89: "StreamsGroupDescribe",
    90: "DescribeShareGroupOffsets", 91: "AlterShareGroupOffsets",
    92: "DeleteShareGroupOffsets", 93: "StreamsGroupTopologyDescriptionUpdate",
    94: "UnregisterController",
}



async def _ranges(k) -> dict[int, tuple[int, int]]:
    response = await k.request(k.any_broker(), ApiVersionsRequest(
        client_software_name="kafkasim-fidelity", client_software_version="1"), 3)
    return {a.api_key: (a.min_version, a.max_version) for a in response.api_keys}


def _name(api_key: int) -> str:
    request = REQUESTS.get(api_key)
    if request is not None:
        return request.NAME.removesuffix("Request")
    return API_NAMES.get(api_key, f"key-{api_key}")


def _served_range_scenario(api_key: int, name: str):
    async def served_range(k):
        ranges = await _ranges(k)
        low_high = ranges.get(api_key)
        k.observe(f"{name} versions",
                  {"min_version": low_high[0], "max_version": low_high[1]}
                  if low_high else {"served": False})

    served_range.__doc__ = f"{name} (key {api_key}) is served at the versions Kafka serves."
    return served_range


for _spec in REGISTRY.served(BROKER):
    scenario("ApiVersions", f"{_spec.name} version range")(
        _served_range_scenario(_spec.api_key, _spec.name))


@scenario("ApiVersions", "APIs served by Kafka only")
async def apis_kafka_serves(k):
    """Every API key either side advertises on a broker listener, by name: which are served."""
    ours = {spec.api_key for spec in REGISTRY.served(BROKER)}
    ranges = await _ranges(k)
    k.observe("served", {_name(key): "served" for key in sorted(ranges) if key not in ours})


def _response_scenario(version: int):
    async def response_at_version(k):
        response = await k.request(k.any_broker(), ApiVersionsRequest(
            client_software_name="kafkasim-fidelity", client_software_version="1.0"), version)
        response.api_keys = [a for a in response.api_keys if a.api_key == API_VERSIONS]
        k.observe(f"ApiVersions v{version} (its own entry only)", response)

    return response_at_version


for _version in range(0, 6):
    scenario("ApiVersions", f"response at v{_version}")(_response_scenario(_version))


@scenario("ApiVersions", "request version newer than served")
async def newer_than_served(k):
    """An ApiVersions request at a version the broker does not know is answered at v0 with
    UNSUPPORTED_VERSION and the broker's ranges, so that the client can retry lower (KIP-511)."""
    body = bytes([18]) + b"kafkasim-fidelity" + bytes([4]) + b"1.0" + b"\x00"
    response = await k.send_raw(k.any_broker(), API_VERSIONS, 127, body, flexible_header=True,
                                decode_version=0, label="ApiVersions v127")
    if response is not None:
        entry = [a for a in response.api_keys if a.api_key == API_VERSIONS]
        k.observe("its ApiVersions entry", entry)
        response.api_keys = []


@scenario("ApiVersions", "invalid client software name")
async def invalid_software_name(k):
    """ApiVersions v3 with a client software name outside [a-zA-Z0-9.-] is answered with
    INVALID_REQUEST (KIP-511)."""
    response = await k.send(k.any_broker(), ApiVersionsRequest(
        client_software_name="bad name!", client_software_version="1.0"), 3)
    if response is not None:
        response.api_keys = len(response.api_keys) > 0


@scenario("ApiVersions", "request for an unknown API key")
async def unknown_api_key(k):
    """A request with an API key Kafka does not define closes the connection."""
    await k.send_raw(k.any_broker(), 999, 0, b"", flexible_header=False,
                     label="key 999 v0")


@scenario("ApiVersions", "Metadata at a version past the served range")
async def metadata_too_new(k):
    """A Metadata request at a version above the broker's range closes the connection (Kafka
    answers only ApiVersions at unknown versions)."""
    body = struct.pack(">i", -1) + b"\x00\x00\x00"
    await k.send_raw(k.any_broker(), 3, 99, body, flexible_header=True, label="Metadata v99")


@scenario("ApiVersions", "v5 names the cluster and node the client means (KIP-1242)")
async def cluster_and_node(k):
    """ApiVersions v5 with ClusterId and NodeId: both right lists the APIs, another cluster or
    node answers REBOOTSTRAP_REQUIRED with none, one without the other INVALID_REQUEST."""
    from kafkasim.protocol.messages.metadata import MetadataRequest

    node = k.any_broker()
    cluster_id = (await k.request(node, MetadataRequest(
        topics=[], allow_auto_topic_creation=False), 12)).cluster_id
    other = next(n for n in k.nodes.values() if n.node_id != node.node_id)
    cases = {"both right": (cluster_id, node.node_id),
             "another node": (cluster_id, other.node_id),
             "another cluster": ("AAAAAAAAAAAAAAAAAAAAAA", node.node_id),
             "the cluster only": (cluster_id, -1),
             "the node only": (None, node.node_id)}
    for label, (target_cluster, target_node) in cases.items():
        response = await k.request(node, ApiVersionsRequest(
            client_software_name="kafkasim-fidelity", client_software_version="1.0",
            cluster_id=target_cluster, node_id=target_node), 5)
        k.observe(label, {"error_code": response.error_code,
                          "apis listed": len(response.api_keys) > 0,
                          "features listed": bool(response.finalized_features)})
