"""One module per API key; importing this package registers every handler.

Names mirror the schemas: `schemas/FetchRequest.json` -> `broker/handlers/fetch.py`.
tests/test_architecture.py checks that every module here is listed below.
"""

from kafkasim.broker.handlers import (  # noqa: F401  (each import registers its handler)
    alter_configs,
    alter_partition,
    alter_partition_reassignments,
    api_versions,
    broker_heartbeat,
    broker_registration,
    consumer_group_describe,
    consumer_group_heartbeat,
    create_partitions,
    create_topics,
    delete_records,
    delete_topics,
    describe_cluster,
    describe_configs,
    describe_groups,
    elect_leaders,
    fetch,
    find_coordinator,
    heartbeat,
    incremental_alter_configs,
    init_producer_id,
    join_group,
    leave_group,
    list_groups,
    list_offsets,
    list_partition_reassignments,
    metadata,
    metadata_fetch,
    offset_commit,
    offset_fetch,
    offset_for_leader_epoch,
    produce,
    sasl_authenticate,
    sasl_handshake,
    sync_group,
)
