"""Generated from every schema in schemas/ by kafkasim.protocol.codegen. Do not edit.

Registry of every generated request and response class by API key. A key's module is
imported at the first lookup of its key (ClassesByKey), so a process loads only the
messages it uses; import a class from its module (`messages.fetch.FetchRequest`).
"""

from ..codec import ClassesByKey


def _add_offsets_to_txn():
    from .add_offsets_to_txn import AddOffsetsToTxnRequest, AddOffsetsToTxnResponse

    return AddOffsetsToTxnRequest, AddOffsetsToTxnResponse


def _add_partitions_to_txn():
    from .add_partitions_to_txn import AddPartitionsToTxnRequest, AddPartitionsToTxnResponse

    return AddPartitionsToTxnRequest, AddPartitionsToTxnResponse


def _alter_client_quotas():
    from .alter_client_quotas import AlterClientQuotasRequest, AlterClientQuotasResponse

    return AlterClientQuotasRequest, AlterClientQuotasResponse


def _alter_configs():
    from .alter_configs import AlterConfigsRequest, AlterConfigsResponse

    return AlterConfigsRequest, AlterConfigsResponse


def _alter_partition():
    from .alter_partition import AlterPartitionRequest, AlterPartitionResponse

    return AlterPartitionRequest, AlterPartitionResponse


def _alter_partition_reassignments():
    from .alter_partition_reassignments import AlterPartitionReassignmentsRequest, AlterPartitionReassignmentsResponse

    return AlterPartitionReassignmentsRequest, AlterPartitionReassignmentsResponse


def _alter_share_group_offsets():
    from .alter_share_group_offsets import AlterShareGroupOffsetsRequest, AlterShareGroupOffsetsResponse

    return AlterShareGroupOffsetsRequest, AlterShareGroupOffsetsResponse


def _alter_user_scram_credentials():
    from .alter_user_scram_credentials import AlterUserScramCredentialsRequest, AlterUserScramCredentialsResponse

    return AlterUserScramCredentialsRequest, AlterUserScramCredentialsResponse


def _api_versions():
    from .api_versions import ApiVersionsRequest, ApiVersionsResponse

    return ApiVersionsRequest, ApiVersionsResponse


def _broker_heartbeat():
    from .broker_heartbeat import BrokerHeartbeatRequest, BrokerHeartbeatResponse

    return BrokerHeartbeatRequest, BrokerHeartbeatResponse


def _broker_registration():
    from .broker_registration import BrokerRegistrationRequest, BrokerRegistrationResponse

    return BrokerRegistrationRequest, BrokerRegistrationResponse


def _consumer_group_describe():
    from .consumer_group_describe import ConsumerGroupDescribeRequest, ConsumerGroupDescribeResponse

    return ConsumerGroupDescribeRequest, ConsumerGroupDescribeResponse


def _consumer_group_heartbeat():
    from .consumer_group_heartbeat import ConsumerGroupHeartbeatRequest, ConsumerGroupHeartbeatResponse

    return ConsumerGroupHeartbeatRequest, ConsumerGroupHeartbeatResponse


def _create_acls():
    from .create_acls import CreateAclsRequest, CreateAclsResponse

    return CreateAclsRequest, CreateAclsResponse


def _create_partitions():
    from .create_partitions import CreatePartitionsRequest, CreatePartitionsResponse

    return CreatePartitionsRequest, CreatePartitionsResponse


def _create_topics():
    from .create_topics import CreateTopicsRequest, CreateTopicsResponse

    return CreateTopicsRequest, CreateTopicsResponse


def _delete_acls():
    from .delete_acls import DeleteAclsRequest, DeleteAclsResponse

    return DeleteAclsRequest, DeleteAclsResponse


def _delete_groups():
    from .delete_groups import DeleteGroupsRequest, DeleteGroupsResponse

    return DeleteGroupsRequest, DeleteGroupsResponse


def _delete_records():
    from .delete_records import DeleteRecordsRequest, DeleteRecordsResponse

    return DeleteRecordsRequest, DeleteRecordsResponse


def _delete_share_group_offsets():
    from .delete_share_group_offsets import DeleteShareGroupOffsetsRequest, DeleteShareGroupOffsetsResponse

    return DeleteShareGroupOffsetsRequest, DeleteShareGroupOffsetsResponse


def _delete_share_group_state():
    from .delete_share_group_state import DeleteShareGroupStateRequest, DeleteShareGroupStateResponse

    return DeleteShareGroupStateRequest, DeleteShareGroupStateResponse


def _delete_topics():
    from .delete_topics import DeleteTopicsRequest, DeleteTopicsResponse

    return DeleteTopicsRequest, DeleteTopicsResponse


def _describe_acls():
    from .describe_acls import DescribeAclsRequest, DescribeAclsResponse

    return DescribeAclsRequest, DescribeAclsResponse


def _describe_client_quotas():
    from .describe_client_quotas import DescribeClientQuotasRequest, DescribeClientQuotasResponse

    return DescribeClientQuotasRequest, DescribeClientQuotasResponse


def _describe_cluster():
    from .describe_cluster import DescribeClusterRequest, DescribeClusterResponse

    return DescribeClusterRequest, DescribeClusterResponse


def _describe_configs():
    from .describe_configs import DescribeConfigsRequest, DescribeConfigsResponse

    return DescribeConfigsRequest, DescribeConfigsResponse


def _describe_groups():
    from .describe_groups import DescribeGroupsRequest, DescribeGroupsResponse

    return DescribeGroupsRequest, DescribeGroupsResponse


def _describe_log_dirs():
    from .describe_log_dirs import DescribeLogDirsRequest, DescribeLogDirsResponse

    return DescribeLogDirsRequest, DescribeLogDirsResponse


def _describe_producers():
    from .describe_producers import DescribeProducersRequest, DescribeProducersResponse

    return DescribeProducersRequest, DescribeProducersResponse


def _describe_quorum():
    from .describe_quorum import DescribeQuorumRequest, DescribeQuorumResponse

    return DescribeQuorumRequest, DescribeQuorumResponse


def _describe_share_group_offsets():
    from .describe_share_group_offsets import DescribeShareGroupOffsetsRequest, DescribeShareGroupOffsetsResponse

    return DescribeShareGroupOffsetsRequest, DescribeShareGroupOffsetsResponse


def _describe_topic_partitions():
    from .describe_topic_partitions import DescribeTopicPartitionsRequest, DescribeTopicPartitionsResponse

    return DescribeTopicPartitionsRequest, DescribeTopicPartitionsResponse


def _describe_transactions():
    from .describe_transactions import DescribeTransactionsRequest, DescribeTransactionsResponse

    return DescribeTransactionsRequest, DescribeTransactionsResponse


def _describe_user_scram_credentials():
    from .describe_user_scram_credentials import DescribeUserScramCredentialsRequest, DescribeUserScramCredentialsResponse

    return DescribeUserScramCredentialsRequest, DescribeUserScramCredentialsResponse


def _elect_leaders():
    from .elect_leaders import ElectLeadersRequest, ElectLeadersResponse

    return ElectLeadersRequest, ElectLeadersResponse


def _end_txn():
    from .end_txn import EndTxnRequest, EndTxnResponse

    return EndTxnRequest, EndTxnResponse


def _fetch():
    from .fetch import FetchRequest, FetchResponse

    return FetchRequest, FetchResponse


def _find_coordinator():
    from .find_coordinator import FindCoordinatorRequest, FindCoordinatorResponse

    return FindCoordinatorRequest, FindCoordinatorResponse


def _get_telemetry_subscriptions():
    from .get_telemetry_subscriptions import GetTelemetrySubscriptionsRequest, GetTelemetrySubscriptionsResponse

    return GetTelemetrySubscriptionsRequest, GetTelemetrySubscriptionsResponse


def _heartbeat():
    from .heartbeat import HeartbeatRequest, HeartbeatResponse

    return HeartbeatRequest, HeartbeatResponse


def _incremental_alter_configs():
    from .incremental_alter_configs import IncrementalAlterConfigsRequest, IncrementalAlterConfigsResponse

    return IncrementalAlterConfigsRequest, IncrementalAlterConfigsResponse


def _init_producer_id():
    from .init_producer_id import InitProducerIdRequest, InitProducerIdResponse

    return InitProducerIdRequest, InitProducerIdResponse


def _initialize_share_group_state():
    from .initialize_share_group_state import InitializeShareGroupStateRequest, InitializeShareGroupStateResponse

    return InitializeShareGroupStateRequest, InitializeShareGroupStateResponse


def _join_group():
    from .join_group import JoinGroupRequest, JoinGroupResponse

    return JoinGroupRequest, JoinGroupResponse


def _leave_group():
    from .leave_group import LeaveGroupRequest, LeaveGroupResponse

    return LeaveGroupRequest, LeaveGroupResponse


def _list_config_resources():
    from .list_config_resources import ListConfigResourcesRequest, ListConfigResourcesResponse

    return ListConfigResourcesRequest, ListConfigResourcesResponse


def _list_groups():
    from .list_groups import ListGroupsRequest, ListGroupsResponse

    return ListGroupsRequest, ListGroupsResponse


def _list_offsets():
    from .list_offsets import ListOffsetsRequest, ListOffsetsResponse

    return ListOffsetsRequest, ListOffsetsResponse


def _list_partition_reassignments():
    from .list_partition_reassignments import ListPartitionReassignmentsRequest, ListPartitionReassignmentsResponse

    return ListPartitionReassignmentsRequest, ListPartitionReassignmentsResponse


def _list_transactions():
    from .list_transactions import ListTransactionsRequest, ListTransactionsResponse

    return ListTransactionsRequest, ListTransactionsResponse


def _metadata():
    from .metadata import MetadataRequest, MetadataResponse

    return MetadataRequest, MetadataResponse


def _offset_commit():
    from .offset_commit import OffsetCommitRequest, OffsetCommitResponse

    return OffsetCommitRequest, OffsetCommitResponse


def _offset_delete():
    from .offset_delete import OffsetDeleteRequest, OffsetDeleteResponse

    return OffsetDeleteRequest, OffsetDeleteResponse


def _offset_fetch():
    from .offset_fetch import OffsetFetchRequest, OffsetFetchResponse

    return OffsetFetchRequest, OffsetFetchResponse


def _offset_for_leader_epoch():
    from .offset_for_leader_epoch import OffsetForLeaderEpochRequest, OffsetForLeaderEpochResponse

    return OffsetForLeaderEpochRequest, OffsetForLeaderEpochResponse


def _produce():
    from .produce import ProduceRequest, ProduceResponse

    return ProduceRequest, ProduceResponse


def _push_telemetry():
    from .push_telemetry import PushTelemetryRequest, PushTelemetryResponse

    return PushTelemetryRequest, PushTelemetryResponse


def _read_share_group_state():
    from .read_share_group_state import ReadShareGroupStateRequest, ReadShareGroupStateResponse

    return ReadShareGroupStateRequest, ReadShareGroupStateResponse


def _read_share_group_state_summary():
    from .read_share_group_state_summary import ReadShareGroupStateSummaryRequest, ReadShareGroupStateSummaryResponse

    return ReadShareGroupStateSummaryRequest, ReadShareGroupStateSummaryResponse


def _sasl_authenticate():
    from .sasl_authenticate import SaslAuthenticateRequest, SaslAuthenticateResponse

    return SaslAuthenticateRequest, SaslAuthenticateResponse


def _sasl_handshake():
    from .sasl_handshake import SaslHandshakeRequest, SaslHandshakeResponse

    return SaslHandshakeRequest, SaslHandshakeResponse


def _share_acknowledge():
    from .share_acknowledge import ShareAcknowledgeRequest, ShareAcknowledgeResponse

    return ShareAcknowledgeRequest, ShareAcknowledgeResponse


def _share_fetch():
    from .share_fetch import ShareFetchRequest, ShareFetchResponse

    return ShareFetchRequest, ShareFetchResponse


def _share_group_describe():
    from .share_group_describe import ShareGroupDescribeRequest, ShareGroupDescribeResponse

    return ShareGroupDescribeRequest, ShareGroupDescribeResponse


def _share_group_heartbeat():
    from .share_group_heartbeat import ShareGroupHeartbeatRequest, ShareGroupHeartbeatResponse

    return ShareGroupHeartbeatRequest, ShareGroupHeartbeatResponse


def _sync_group():
    from .sync_group import SyncGroupRequest, SyncGroupResponse

    return SyncGroupRequest, SyncGroupResponse


def _txn_offset_commit():
    from .txn_offset_commit import TxnOffsetCommitRequest, TxnOffsetCommitResponse

    return TxnOffsetCommitRequest, TxnOffsetCommitResponse


def _update_features():
    from .update_features import UpdateFeaturesRequest, UpdateFeaturesResponse

    return UpdateFeaturesRequest, UpdateFeaturesResponse


def _write_share_group_state():
    from .write_share_group_state import WriteShareGroupStateRequest, WriteShareGroupStateResponse

    return WriteShareGroupStateRequest, WriteShareGroupStateResponse


def _write_txn_markers():
    from .write_txn_markers import WriteTxnMarkersRequest, WriteTxnMarkersResponse

    return WriteTxnMarkersRequest, WriteTxnMarkersResponse


#: API key -> a function that imports its module and returns its (request, response) classes.
_LOADERS = {
    0: _produce,
    1: _fetch,
    2: _list_offsets,
    3: _metadata,
    8: _offset_commit,
    9: _offset_fetch,
    10: _find_coordinator,
    11: _join_group,
    12: _heartbeat,
    13: _leave_group,
    14: _sync_group,
    15: _describe_groups,
    16: _list_groups,
    17: _sasl_handshake,
    18: _api_versions,
    19: _create_topics,
    20: _delete_topics,
    21: _delete_records,
    22: _init_producer_id,
    23: _offset_for_leader_epoch,
    24: _add_partitions_to_txn,
    25: _add_offsets_to_txn,
    26: _end_txn,
    27: _write_txn_markers,
    28: _txn_offset_commit,
    29: _describe_acls,
    30: _create_acls,
    31: _delete_acls,
    32: _describe_configs,
    33: _alter_configs,
    35: _describe_log_dirs,
    36: _sasl_authenticate,
    37: _create_partitions,
    42: _delete_groups,
    43: _elect_leaders,
    44: _incremental_alter_configs,
    45: _alter_partition_reassignments,
    46: _list_partition_reassignments,
    47: _offset_delete,
    48: _describe_client_quotas,
    49: _alter_client_quotas,
    50: _describe_user_scram_credentials,
    51: _alter_user_scram_credentials,
    55: _describe_quorum,
    56: _alter_partition,
    57: _update_features,
    60: _describe_cluster,
    61: _describe_producers,
    62: _broker_registration,
    63: _broker_heartbeat,
    65: _describe_transactions,
    66: _list_transactions,
    68: _consumer_group_heartbeat,
    69: _consumer_group_describe,
    71: _get_telemetry_subscriptions,
    72: _push_telemetry,
    74: _list_config_resources,
    75: _describe_topic_partitions,
    76: _share_group_heartbeat,
    77: _share_group_describe,
    78: _share_fetch,
    79: _share_acknowledge,
    83: _initialize_share_group_state,
    84: _read_share_group_state,
    85: _write_share_group_state,
    86: _delete_share_group_state,
    87: _read_share_group_state_summary,
    90: _describe_share_group_offsets,
    91: _alter_share_group_offsets,
    92: _delete_share_group_offsets,
}

REQUESTS = ClassesByKey(_LOADERS, 0)
RESPONSES = ClassesByKey(_LOADERS, 1)

API_NAMES = {
    0: 'Produce',
    1: 'Fetch',
    2: 'ListOffsets',
    3: 'Metadata',
    8: 'OffsetCommit',
    9: 'OffsetFetch',
    10: 'FindCoordinator',
    11: 'JoinGroup',
    12: 'Heartbeat',
    13: 'LeaveGroup',
    14: 'SyncGroup',
    15: 'DescribeGroups',
    16: 'ListGroups',
    17: 'SaslHandshake',
    18: 'ApiVersions',
    19: 'CreateTopics',
    20: 'DeleteTopics',
    21: 'DeleteRecords',
    22: 'InitProducerId',
    23: 'OffsetForLeaderEpoch',
    24: 'AddPartitionsToTxn',
    25: 'AddOffsetsToTxn',
    26: 'EndTxn',
    27: 'WriteTxnMarkers',
    28: 'TxnOffsetCommit',
    29: 'DescribeAcls',
    30: 'CreateAcls',
    31: 'DeleteAcls',
    32: 'DescribeConfigs',
    33: 'AlterConfigs',
    35: 'DescribeLogDirs',
    36: 'SaslAuthenticate',
    37: 'CreatePartitions',
    42: 'DeleteGroups',
    43: 'ElectLeaders',
    44: 'IncrementalAlterConfigs',
    45: 'AlterPartitionReassignments',
    46: 'ListPartitionReassignments',
    47: 'OffsetDelete',
    48: 'DescribeClientQuotas',
    49: 'AlterClientQuotas',
    50: 'DescribeUserScramCredentials',
    51: 'AlterUserScramCredentials',
    55: 'DescribeQuorum',
    56: 'AlterPartition',
    57: 'UpdateFeatures',
    60: 'DescribeCluster',
    61: 'DescribeProducers',
    62: 'BrokerRegistration',
    63: 'BrokerHeartbeat',
    65: 'DescribeTransactions',
    66: 'ListTransactions',
    68: 'ConsumerGroupHeartbeat',
    69: 'ConsumerGroupDescribe',
    71: 'GetTelemetrySubscriptions',
    72: 'PushTelemetry',
    74: 'ListConfigResources',
    75: 'DescribeTopicPartitions',
    76: 'ShareGroupHeartbeat',
    77: 'ShareGroupDescribe',
    78: 'ShareFetch',
    79: 'ShareAcknowledge',
    83: 'InitializeShareGroupState',
    84: 'ReadShareGroupState',
    85: 'WriteShareGroupState',
    86: 'DeleteShareGroupState',
    87: 'ReadShareGroupStateSummary',
    90: 'DescribeShareGroupOffsets',
    91: 'AlterShareGroupOffsets',
    92: 'DeleteShareGroupOffsets',
}
