"""Generated from every schema in schemas/ by kafkasim.protocol.codegen. Do not edit.

Registry of every generated request and response class by API key.
"""

from .add_offsets_to_txn import AddOffsetsToTxnRequest, AddOffsetsToTxnResponse
from .add_partitions_to_txn import AddPartitionsToTxnRequest, AddPartitionsToTxnResponse
from .alter_client_quotas import AlterClientQuotasRequest, AlterClientQuotasResponse
from .alter_configs import AlterConfigsRequest, AlterConfigsResponse
from .alter_partition import AlterPartitionRequest, AlterPartitionResponse
from .alter_partition_reassignments import AlterPartitionReassignmentsRequest, AlterPartitionReassignmentsResponse
from .alter_share_group_offsets import AlterShareGroupOffsetsRequest, AlterShareGroupOffsetsResponse
from .alter_user_scram_credentials import AlterUserScramCredentialsRequest, AlterUserScramCredentialsResponse
from .api_versions import ApiVersionsRequest, ApiVersionsResponse
from .broker_heartbeat import BrokerHeartbeatRequest, BrokerHeartbeatResponse
from .broker_registration import BrokerRegistrationRequest, BrokerRegistrationResponse
from .consumer_group_describe import ConsumerGroupDescribeRequest, ConsumerGroupDescribeResponse
from .consumer_group_heartbeat import ConsumerGroupHeartbeatRequest, ConsumerGroupHeartbeatResponse
from .consumer_protocol_assignment import ConsumerProtocolAssignment
from .consumer_protocol_subscription import ConsumerProtocolSubscription
from .create_acls import CreateAclsRequest, CreateAclsResponse
from .create_partitions import CreatePartitionsRequest, CreatePartitionsResponse
from .create_topics import CreateTopicsRequest, CreateTopicsResponse
from .delete_acls import DeleteAclsRequest, DeleteAclsResponse
from .delete_groups import DeleteGroupsRequest, DeleteGroupsResponse
from .delete_records import DeleteRecordsRequest, DeleteRecordsResponse
from .delete_share_group_offsets import DeleteShareGroupOffsetsRequest, DeleteShareGroupOffsetsResponse
from .delete_share_group_state import DeleteShareGroupStateRequest, DeleteShareGroupStateResponse
from .delete_topics import DeleteTopicsRequest, DeleteTopicsResponse
from .describe_acls import DescribeAclsRequest, DescribeAclsResponse
from .describe_client_quotas import DescribeClientQuotasRequest, DescribeClientQuotasResponse
from .describe_cluster import DescribeClusterRequest, DescribeClusterResponse
from .describe_configs import DescribeConfigsRequest, DescribeConfigsResponse
from .describe_groups import DescribeGroupsRequest, DescribeGroupsResponse
from .describe_log_dirs import DescribeLogDirsRequest, DescribeLogDirsResponse
from .describe_producers import DescribeProducersRequest, DescribeProducersResponse
from .describe_quorum import DescribeQuorumRequest, DescribeQuorumResponse
from .describe_share_group_offsets import DescribeShareGroupOffsetsRequest, DescribeShareGroupOffsetsResponse
from .describe_topic_partitions import DescribeTopicPartitionsRequest, DescribeTopicPartitionsResponse
from .describe_transactions import DescribeTransactionsRequest, DescribeTransactionsResponse
from .describe_user_scram_credentials import DescribeUserScramCredentialsRequest, DescribeUserScramCredentialsResponse
from .elect_leaders import ElectLeadersRequest, ElectLeadersResponse
from .end_txn import EndTxnRequest, EndTxnResponse
from .fetch import FetchRequest, FetchResponse
from .find_coordinator import FindCoordinatorRequest, FindCoordinatorResponse
from .get_telemetry_subscriptions import GetTelemetrySubscriptionsRequest, GetTelemetrySubscriptionsResponse
from .heartbeat import HeartbeatRequest, HeartbeatResponse
from .incremental_alter_configs import IncrementalAlterConfigsRequest, IncrementalAlterConfigsResponse
from .init_producer_id import InitProducerIdRequest, InitProducerIdResponse
from .initialize_share_group_state import InitializeShareGroupStateRequest, InitializeShareGroupStateResponse
from .join_group import JoinGroupRequest, JoinGroupResponse
from .leave_group import LeaveGroupRequest, LeaveGroupResponse
from .list_config_resources import ListConfigResourcesRequest, ListConfigResourcesResponse
from .list_groups import ListGroupsRequest, ListGroupsResponse
from .list_offsets import ListOffsetsRequest, ListOffsetsResponse
from .list_partition_reassignments import ListPartitionReassignmentsRequest, ListPartitionReassignmentsResponse
from .list_transactions import ListTransactionsRequest, ListTransactionsResponse
from .metadata import MetadataRequest, MetadataResponse
from .offset_commit import OffsetCommitRequest, OffsetCommitResponse
from .offset_delete import OffsetDeleteRequest, OffsetDeleteResponse
from .offset_fetch import OffsetFetchRequest, OffsetFetchResponse
from .offset_for_leader_epoch import OffsetForLeaderEpochRequest, OffsetForLeaderEpochResponse
from .produce import ProduceRequest, ProduceResponse
from .push_telemetry import PushTelemetryRequest, PushTelemetryResponse
from .read_share_group_state import ReadShareGroupStateRequest, ReadShareGroupStateResponse
from .read_share_group_state_summary import ReadShareGroupStateSummaryRequest, ReadShareGroupStateSummaryResponse
from .request_header import RequestHeader
from .response_header import ResponseHeader
from .sasl_authenticate import SaslAuthenticateRequest, SaslAuthenticateResponse
from .sasl_handshake import SaslHandshakeRequest, SaslHandshakeResponse
from .share_acknowledge import ShareAcknowledgeRequest, ShareAcknowledgeResponse
from .share_fetch import ShareFetchRequest, ShareFetchResponse
from .share_group_describe import ShareGroupDescribeRequest, ShareGroupDescribeResponse
from .share_group_heartbeat import ShareGroupHeartbeatRequest, ShareGroupHeartbeatResponse
from .sync_group import SyncGroupRequest, SyncGroupResponse
from .txn_offset_commit import TxnOffsetCommitRequest, TxnOffsetCommitResponse
from .update_features import UpdateFeaturesRequest, UpdateFeaturesResponse
from .write_share_group_state import WriteShareGroupStateRequest, WriteShareGroupStateResponse
from .write_txn_markers import WriteTxnMarkersRequest, WriteTxnMarkersResponse

REQUESTS = {
    0: ProduceRequest,
    1: FetchRequest,
    2: ListOffsetsRequest,
    3: MetadataRequest,
    8: OffsetCommitRequest,
    9: OffsetFetchRequest,
    10: FindCoordinatorRequest,
    11: JoinGroupRequest,
    12: HeartbeatRequest,
    13: LeaveGroupRequest,
    14: SyncGroupRequest,
    15: DescribeGroupsRequest,
    16: ListGroupsRequest,
    17: SaslHandshakeRequest,
    18: ApiVersionsRequest,
    19: CreateTopicsRequest,
    20: DeleteTopicsRequest,
    21: DeleteRecordsRequest,
    22: InitProducerIdRequest,
    23: OffsetForLeaderEpochRequest,
    24: AddPartitionsToTxnRequest,
    25: AddOffsetsToTxnRequest,
    26: EndTxnRequest,
    27: WriteTxnMarkersRequest,
    28: TxnOffsetCommitRequest,
    29: DescribeAclsRequest,
    30: CreateAclsRequest,
    31: DeleteAclsRequest,
    32: DescribeConfigsRequest,
    33: AlterConfigsRequest,
    35: DescribeLogDirsRequest,
    36: SaslAuthenticateRequest,
    37: CreatePartitionsRequest,
    42: DeleteGroupsRequest,
    43: ElectLeadersRequest,
    44: IncrementalAlterConfigsRequest,
    45: AlterPartitionReassignmentsRequest,
    46: ListPartitionReassignmentsRequest,
    47: OffsetDeleteRequest,
    48: DescribeClientQuotasRequest,
    49: AlterClientQuotasRequest,
    50: DescribeUserScramCredentialsRequest,
    51: AlterUserScramCredentialsRequest,
    55: DescribeQuorumRequest,
    56: AlterPartitionRequest,
    57: UpdateFeaturesRequest,
    60: DescribeClusterRequest,
    61: DescribeProducersRequest,
    62: BrokerRegistrationRequest,
    63: BrokerHeartbeatRequest,
    65: DescribeTransactionsRequest,
    66: ListTransactionsRequest,
    68: ConsumerGroupHeartbeatRequest,
    69: ConsumerGroupDescribeRequest,
    71: GetTelemetrySubscriptionsRequest,
    72: PushTelemetryRequest,
    74: ListConfigResourcesRequest,
    75: DescribeTopicPartitionsRequest,
    76: ShareGroupHeartbeatRequest,
    77: ShareGroupDescribeRequest,
    78: ShareFetchRequest,
    79: ShareAcknowledgeRequest,
    83: InitializeShareGroupStateRequest,
    84: ReadShareGroupStateRequest,
    85: WriteShareGroupStateRequest,
    86: DeleteShareGroupStateRequest,
    87: ReadShareGroupStateSummaryRequest,
    90: DescribeShareGroupOffsetsRequest,
    91: AlterShareGroupOffsetsRequest,
    92: DeleteShareGroupOffsetsRequest,
}

RESPONSES = {
    0: ProduceResponse,
    1: FetchResponse,
    2: ListOffsetsResponse,
    3: MetadataResponse,
    8: OffsetCommitResponse,
    9: OffsetFetchResponse,
    10: FindCoordinatorResponse,
    11: JoinGroupResponse,
    12: HeartbeatResponse,
    13: LeaveGroupResponse,
    14: SyncGroupResponse,
    15: DescribeGroupsResponse,
    16: ListGroupsResponse,
    17: SaslHandshakeResponse,
    18: ApiVersionsResponse,
    19: CreateTopicsResponse,
    20: DeleteTopicsResponse,
    21: DeleteRecordsResponse,
    22: InitProducerIdResponse,
    23: OffsetForLeaderEpochResponse,
    24: AddPartitionsToTxnResponse,
    25: AddOffsetsToTxnResponse,
    26: EndTxnResponse,
    27: WriteTxnMarkersResponse,
    28: TxnOffsetCommitResponse,
    29: DescribeAclsResponse,
    30: CreateAclsResponse,
    31: DeleteAclsResponse,
    32: DescribeConfigsResponse,
    33: AlterConfigsResponse,
    35: DescribeLogDirsResponse,
    36: SaslAuthenticateResponse,
    37: CreatePartitionsResponse,
    42: DeleteGroupsResponse,
    43: ElectLeadersResponse,
    44: IncrementalAlterConfigsResponse,
    45: AlterPartitionReassignmentsResponse,
    46: ListPartitionReassignmentsResponse,
    47: OffsetDeleteResponse,
    48: DescribeClientQuotasResponse,
    49: AlterClientQuotasResponse,
    50: DescribeUserScramCredentialsResponse,
    51: AlterUserScramCredentialsResponse,
    55: DescribeQuorumResponse,
    56: AlterPartitionResponse,
    57: UpdateFeaturesResponse,
    60: DescribeClusterResponse,
    61: DescribeProducersResponse,
    62: BrokerRegistrationResponse,
    63: BrokerHeartbeatResponse,
    65: DescribeTransactionsResponse,
    66: ListTransactionsResponse,
    68: ConsumerGroupHeartbeatResponse,
    69: ConsumerGroupDescribeResponse,
    71: GetTelemetrySubscriptionsResponse,
    72: PushTelemetryResponse,
    74: ListConfigResourcesResponse,
    75: DescribeTopicPartitionsResponse,
    76: ShareGroupHeartbeatResponse,
    77: ShareGroupDescribeResponse,
    78: ShareFetchResponse,
    79: ShareAcknowledgeResponse,
    83: InitializeShareGroupStateResponse,
    84: ReadShareGroupStateResponse,
    85: WriteShareGroupStateResponse,
    86: DeleteShareGroupStateResponse,
    87: ReadShareGroupStateSummaryResponse,
    90: DescribeShareGroupOffsetsResponse,
    91: AlterShareGroupOffsetsResponse,
    92: DeleteShareGroupOffsetsResponse,
}

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
