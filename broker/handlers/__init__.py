"""One module per API key, and the one table of what each serves (HANDLERS).

Names mirror the schemas: `schemas/FetchRequest.json` -> `broker/handlers/fetch.py`. A row
names the API, the versions served, the handler function ("module:function") and the
listeners; the registry (broker/network/registry.py) answers ApiVersions and checks versions
from the table alone, and a handler's module is imported at its first request, so a broker
starts without loading the code of APIs nobody calls. tests/test_architecture.py checks that
every module here has a row, that every row's function exists and that its versions lie within
the schema's.
"""

from __future__ import annotations

import importlib
from functools import cache

from kafkasim.broker.network.registry import BROKER, CONTROLLER, REGISTRY, Handler, Route

BOTH = (BROKER, CONTROLLER)


def telemetry_receiver(node) -> bool:
    """Whether ApiVersions lists the telemetry APIs: Kafka advertises them only with a
    ClientTelemetry receiver configured (KIP-714), and answers them either way."""
    return node.client_metrics.receiver_enabled


HANDLERS = (
    # Route(API key, API, first version, last version, "module:function", listeners=(BROKER,))
    Route(0, "Produce", 3, 13, "produce:handle_produce", advertised_min_version=0),
    Route(1, "Fetch", 4, 18, "fetch:handle_fetch"),
    Route(1, "Fetch", 4, 18, "metadata_fetch:handle_metadata_fetch", (CONTROLLER,)),
    Route(2, "ListOffsets", 1, 11, "list_offsets:handle_list_offsets"),
    Route(3, "Metadata", 0, 13, "metadata:handle_metadata"),
    Route(8, "OffsetCommit", 2, 10, "offset_commit:handle_offset_commit"),
    Route(9, "OffsetFetch", 1, 10, "offset_fetch:handle_offset_fetch"),
    Route(10, "FindCoordinator", 0, 6, "find_coordinator:handle_find_coordinator"),
    Route(11, "JoinGroup", 0, 9, "join_group:handle_join_group"),
    Route(12, "Heartbeat", 0, 4, "heartbeat:handle_heartbeat"),
    Route(13, "LeaveGroup", 0, 5, "leave_group:handle_leave_group"),
    Route(14, "SyncGroup", 0, 5, "sync_group:handle_sync_group"),
    Route(15, "DescribeGroups", 0, 6, "describe_groups:handle_describe_groups"),
    Route(16, "ListGroups", 0, 5, "list_groups:handle_list_groups"),
    Route(17, "SaslHandshake", 0, 1, "sasl_handshake:handle_sasl_handshake", BOTH),
    Route(18, "ApiVersions", 0, 5, "api_versions:handle_api_versions", BOTH),
    Route(19, "CreateTopics", 2, 7, "create_topics:handle_create_topics"),
    Route(19, "CreateTopics", 2, 7, "create_topics:handle_create_topics_controller",
          (CONTROLLER,)),
    Route(20, "DeleteTopics", 1, 6, "delete_topics:handle_delete_topics"),
    Route(20, "DeleteTopics", 1, 6, "delete_topics:handle_delete_topics_controller",
          (CONTROLLER,)),
    Route(21, "DeleteRecords", 0, 2, "delete_records:handle_delete_records"),
    Route(22, "InitProducerId", 0, 5, "init_producer_id:handle_init_producer_id"),
    Route(23, "OffsetForLeaderEpoch", 2, 4,
          "offset_for_leader_epoch:handle_offset_for_leader_epoch"),
    Route(24, "AddPartitionsToTxn", 0, 5, "add_partitions_to_txn:handle_add_partitions_to_txn"),
    Route(25, "AddOffsetsToTxn", 0, 4, "add_offsets_to_txn:handle_add_offsets_to_txn"),
    Route(26, "EndTxn", 0, 5, "end_txn:handle_end_txn"),
    Route(27, "WriteTxnMarkers", 1, 2, "write_txn_markers:handle_write_txn_markers"),
    Route(28, "TxnOffsetCommit", 0, 6, "txn_offset_commit:handle_txn_offset_commit"),
    Route(29, "DescribeAcls", 1, 3, "describe_acls:handle_describe_acls"),
    Route(30, "CreateAcls", 1, 3, "create_acls:handle_create_acls"),
    Route(30, "CreateAcls", 1, 3, "create_acls:handle_create_acls_controller", (CONTROLLER,)),
    Route(31, "DeleteAcls", 1, 3, "delete_acls:handle_delete_acls"),
    Route(31, "DeleteAcls", 1, 3, "delete_acls:handle_delete_acls_controller", (CONTROLLER,)),
    Route(32, "DescribeConfigs", 1, 4, "describe_configs:handle_describe_configs"),
    Route(33, "AlterConfigs", 0, 2, "alter_configs:handle_alter_configs"),
    Route(33, "AlterConfigs", 0, 2, "alter_configs:handle_alter_configs_controller",
          (CONTROLLER,)),
    Route(35, "DescribeLogDirs", 1, 5, "describe_log_dirs:handle_describe_log_dirs"),
    Route(36, "SaslAuthenticate", 0, 2, "sasl_authenticate:handle_sasl_authenticate", BOTH),
    Route(37, "CreatePartitions", 0, 3, "create_partitions:handle_create_partitions"),
    Route(37, "CreatePartitions", 0, 3, "create_partitions:handle_create_partitions_controller",
          (CONTROLLER,)),
    Route(42, "DeleteGroups", 0, 3, "delete_groups:handle_delete_groups"),
    Route(43, "ElectLeaders", 0, 2, "elect_leaders:handle_elect_leaders"),
    Route(43, "ElectLeaders", 0, 2, "elect_leaders:handle_elect_leaders_controller",
          (CONTROLLER,)),
    Route(44, "IncrementalAlterConfigs", 0, 1,
          "incremental_alter_configs:handle_incremental_alter_configs"),
    Route(44, "IncrementalAlterConfigs", 0, 1,
          "incremental_alter_configs:handle_incremental_alter_configs_controller",
          (CONTROLLER,)),
    Route(45, "AlterPartitionReassignments", 0, 1,
          "alter_partition_reassignments:handle_alter_partition_reassignments"),
    Route(45, "AlterPartitionReassignments", 0, 1,
          "alter_partition_reassignments:handle_alter_partition_reassignments_controller",
          (CONTROLLER,)),
    Route(46, "ListPartitionReassignments", 0, 0,
          "list_partition_reassignments:handle_list_partition_reassignments"),
    Route(46, "ListPartitionReassignments", 0, 0,
          "list_partition_reassignments:handle_list_partition_reassignments_controller",
          (CONTROLLER,)),
    Route(47, "OffsetDelete", 0, 0, "offset_delete:handle_offset_delete"),
    Route(48, "DescribeClientQuotas", 0, 1, "describe_client_quotas:handle_describe_client_quotas"),
    Route(49, "AlterClientQuotas", 0, 1, "alter_client_quotas:handle_alter_client_quotas"),
    Route(49, "AlterClientQuotas", 0, 1,
          "alter_client_quotas:handle_alter_client_quotas_controller", (CONTROLLER,)),
    Route(50, "DescribeUserScramCredentials", 0, 0,
          "describe_user_scram_credentials:handle_describe_user_scram_credentials"),
    Route(51, "AlterUserScramCredentials", 0, 0,
          "alter_user_scram_credentials:handle_alter_user_scram_credentials"),
    Route(51, "AlterUserScramCredentials", 0, 0,
          "alter_user_scram_credentials:handle_alter_user_scram_credentials_controller",
          (CONTROLLER,)),
    Route(55, "DescribeQuorum", 0, 2, "describe_quorum:handle_describe_quorum"),
    Route(55, "DescribeQuorum", 0, 2, "describe_quorum:handle_describe_quorum_controller",
          (CONTROLLER,)),
    Route(56, "AlterPartition", 2, 3, "alter_partition:handle_alter_partition", (CONTROLLER,)),
    Route(60, "DescribeCluster", 0, 2, "describe_cluster:handle_describe_cluster"),
    Route(60, "DescribeCluster", 0, 2, "describe_cluster:handle_describe_cluster_controller",
          (CONTROLLER,)),
    Route(61, "DescribeProducers", 0, 0, "describe_producers:handle_describe_producers"),
    Route(62, "BrokerRegistration", 0, 4, "broker_registration:handle_broker_registration",
          (CONTROLLER,)),
    Route(63, "BrokerHeartbeat", 0, 2, "broker_heartbeat:handle_broker_heartbeat",
          (CONTROLLER,)),
    Route(65, "DescribeTransactions", 0, 0, "describe_transactions:handle_describe_transactions"),
    Route(66, "ListTransactions", 0, 2, "list_transactions:handle_list_transactions"),
    Route(68, "ConsumerGroupHeartbeat", 0, 1,
          "consumer_group_heartbeat:handle_consumer_group_heartbeat"),
    Route(69, "ConsumerGroupDescribe", 0, 1,
          "consumer_group_describe:handle_consumer_group_describe"),
    Route(71, "GetTelemetrySubscriptions", 0, 0,
          "get_telemetry_subscriptions:handle_get_telemetry_subscriptions",
          advertised_if=telemetry_receiver),
    Route(72, "PushTelemetry", 0, 0, "push_telemetry:handle_push_telemetry",
          advertised_if=telemetry_receiver),
    Route(74, "ListConfigResources", 0, 1, "list_config_resources:handle_list_config_resources"),
    Route(75, "DescribeTopicPartitions", 0, 0,
          "describe_topic_partitions:handle_describe_topic_partitions"),
    Route(76, "ShareGroupHeartbeat", 1, 1, "share_group_heartbeat:handle_share_group_heartbeat"),
    Route(77, "ShareGroupDescribe", 1, 1, "share_group_describe:handle_share_group_describe"),
    Route(78, "ShareFetch", 1, 2, "share_fetch:handle_share_fetch"),
    Route(79, "ShareAcknowledge", 1, 2, "share_acknowledge:handle_share_acknowledge"),
    Route(83, "InitializeShareGroupState", 0, 0,
          "initialize_share_group_state:handle_initialize_share_group_state"),
    Route(84, "ReadShareGroupState", 0, 0, "read_share_group_state:handle_read_share_group_state"),
    Route(85, "WriteShareGroupState", 0, 1,
          "write_share_group_state:handle_write_share_group_state"),
    Route(86, "DeleteShareGroupState", 0, 0,
          "delete_share_group_state:handle_delete_share_group_state"),
    Route(87, "ReadShareGroupStateSummary", 0, 1,
          "read_share_group_state_summary:handle_read_share_group_state_summary"),
    Route(90, "DescribeShareGroupOffsets", 0, 1,
          "describe_share_group_offsets:handle_describe_share_group_offsets"),
    Route(91, "AlterShareGroupOffsets", 0, 0,
          "alter_share_group_offsets:handle_alter_share_group_offsets"),
    Route(92, "DeleteShareGroupOffsets", 0, 0,
          "delete_share_group_offsets:handle_delete_share_group_offsets"),
)


@cache
def load(target: str) -> Handler:
    """The handler a row names ("module:function" of this package), its module imported the
    first time. The one import by name in the product: the table above is what a reader and
    tests/test_architecture.py follow."""
    module, function = target.split(":")
    return getattr(importlib.import_module(f"{__name__}.{module}"), function)


REGISTRY.add(HANDLERS, load)
