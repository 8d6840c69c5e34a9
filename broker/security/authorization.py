"""Kafka's per-API authorization table, in one place, and the calls handlers make with it.

Each API a broker serves has an entry in `TABLE`: the operations on resources its requests
need, by role (Kafka's KafkaApis, AuthHelper and the group, share and transaction handlers of
4.4, as facts). A handler never names an operation itself; it looks its rules up once and asks
before it does any work:

    RULES = api_rules("Produce")
    ...
    if not allowed(node, context, RULES.transactional_id, request.transactional_id):
        return error_response(RULES.transactional_id.error)
    writable = allowed_names(node, context, RULES.topic, names)

How a new handler declares its operations: add an `ApiRules` entry to `TABLE` under the
API's name (the request schema's name without `Request`), one `Rule` per role, then use them
as above. An API that needs no authorization gets an entry with no rules and a `note` saying
so. tests/test_architecture.py fails for a broker-listener handler without an entry, so no API
is served unauthorized by omission.

`allowed` and `allowed_names` answer True (everything) when the node has no authorizer, as
Kafka's AuthHelper does; `authorized_operations` then reports every operation the resource
type supports. The controller's listener is the cluster's own link (brokers register, pull
metadata and forward admin requests there, having authorized them with the client's
principal first); it is not authorized.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from kafkasim.broker.security.acl import (
    CLUSTER_NAME,
    AclOperation,
    ResourceType,
)
from kafkasim.broker.security.authorizer import all_operations
from kafkasim.protocol.errors import ErrorCode

_ERRORS = {
    ResourceType.TOPIC: ErrorCode.TOPIC_AUTHORIZATION_FAILED,
    ResourceType.GROUP: ErrorCode.GROUP_AUTHORIZATION_FAILED,
    ResourceType.CLUSTER: ErrorCode.CLUSTER_AUTHORIZATION_FAILED,
    ResourceType.TRANSACTIONAL_ID: ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED,
    ResourceType.DELEGATION_TOKEN: ErrorCode.DELEGATION_TOKEN_AUTHORIZATION_FAILED,
}


class Rule(NamedTuple):
    """`operation` on a resource of `resource_type`, refused with `error`."""

    operation: AclOperation
    resource_type: ResourceType
    error: ErrorCode


def rule(operation: AclOperation, resource_type: ResourceType,
         error: ErrorCode | None = None) -> Rule:
    """A rule refused with the error of its resource type unless `error` says otherwise."""
    return Rule(operation, resource_type, _ERRORS[resource_type] if error is None else error)


class ApiRules:
    """The rules of one API by role (`RULES.topic`), and a note on how they apply."""

    def __init__(self, note: str = "", **rules: Rule) -> None:
        self.note = note
        self.rules = rules

    def __getattr__(self, role: str) -> Rule:
        try:
            return self.__dict__["rules"][role]
        except KeyError:
            raise AttributeError(role) from None

    def __repr__(self) -> str:
        return f"ApiRules({', '.join(f'{k}={v.operation.name} {v.resource_type.name}' for k, v in self.rules.items())})"


_R = AclOperation
_T = ResourceType
READ, WRITE, CREATE, DELETE, ALTER, DESCRIBE = _R.READ, _R.WRITE, _R.CREATE, _R.DELETE, \
    _R.ALTER, _R.DESCRIBE
TOPIC, GROUP, CLUSTER, TXN = _T.TOPIC, _T.GROUP, _T.CLUSTER, _T.TRANSACTIONAL_ID

#: API name -> its rules (see the module docstring).
TABLE: dict[str, ApiRules] = {
    "Produce": ApiRules(
        "transactional id first (the whole request), then WRITE per topic; unauthorized "
        "topics answer TOPIC_AUTHORIZATION_FAILED, before their existence is checked",
        transactional_id=rule(WRITE, TXN), topic=rule(WRITE, TOPIC)),
    "Fetch": ApiRules(
        "a follower (replica id >= 0) needs CLUSTER_ACTION, else every partition answers "
        "TOPIC_AUTHORIZATION_FAILED; a consumer READ per topic",
        cluster_action=rule(_R.CLUSTER_ACTION, CLUSTER, ErrorCode.TOPIC_AUTHORIZATION_FAILED),
        topic=rule(READ, TOPIC)),
    "ListOffsets": ApiRules("DESCRIBE per topic", topic=rule(DESCRIBE, TOPIC)),
    "Metadata": ApiRules(
        "topics without DESCRIBE are left out of all-topics answers and answer "
        "TOPIC_AUTHORIZATION_FAILED (no id, no partitions) when named; auto-creation needs "
        "CREATE on the cluster or the topic; authorized operations when asked",
        topic=rule(DESCRIBE, TOPIC), create_cluster=rule(CREATE, CLUSTER),
        create_topic=rule(CREATE, TOPIC), cluster=rule(DESCRIBE, CLUSTER)),
    "OffsetCommit": ApiRules("READ on the group (every partition), then READ per topic",
                             group=rule(READ, GROUP), topic=rule(READ, TOPIC)),
    "OffsetFetch": ApiRules(
        "DESCRIBE on each group; named topics without DESCRIBE answer "
        "TOPIC_AUTHORIZATION_FAILED, all-topics answers leave them out",
        group=rule(DESCRIBE, GROUP), topic=rule(DESCRIBE, TOPIC)),
    "FindCoordinator": ApiRules(
        "by key type: DESCRIBE on the group or transactional id, CLUSTER_ACTION for share "
        "coordinators",
        group=rule(DESCRIBE, GROUP), transactional_id=rule(DESCRIBE, TXN),
        share=rule(_R.CLUSTER_ACTION, CLUSTER)),
    "JoinGroup": ApiRules(group=rule(READ, GROUP)),
    "Heartbeat": ApiRules(group=rule(READ, GROUP)),
    "LeaveGroup": ApiRules(group=rule(READ, GROUP)),
    "SyncGroup": ApiRules(group=rule(READ, GROUP)),
    "DescribeGroups": ApiRules("DESCRIBE per group; authorized operations when asked",
                               group=rule(DESCRIBE, GROUP)),
    "ListGroups": ApiRules("DESCRIBE on the cluster lists every group, else the groups with "
                           "DESCRIBE", cluster=rule(DESCRIBE, CLUSTER),
                           group=rule(DESCRIBE, GROUP)),
    "DeleteGroups": ApiRules(group=rule(DELETE, GROUP)),
    "OffsetDelete": ApiRules(group=rule(DELETE, GROUP), topic=rule(READ, TOPIC)),
    "SaslHandshake": ApiRules("none: authentication itself"),
    "SaslAuthenticate": ApiRules("none: authentication itself"),
    "ApiVersions": ApiRules("none"),
    "CreateTopics": ApiRules(
        "CREATE on the cluster, else per topic; the configs in the answer need "
        "DESCRIBE_CONFIGS on the topic",
        cluster=rule(CREATE, CLUSTER), topic=rule(CREATE, TOPIC),
        configs=rule(_R.DESCRIBE_CONFIGS, TOPIC)),
    "DeleteTopics": ApiRules(
        "DELETE on the cluster covers every topic; else a topic needs DELETE, and one the "
        "principal may not DESCRIBE is refused without saying whether it exists",
        cluster=rule(DELETE, CLUSTER), describe=rule(DESCRIBE, TOPIC),
        topic=rule(DELETE, TOPIC)),
    "DeleteRecords": ApiRules(topic=rule(DELETE, TOPIC)),
    "InitProducerId": ApiRules(
        "WRITE on the transactional id; an idempotent producer needs IDEMPOTENT_WRITE on the "
        "cluster or WRITE on some topic (KIP-679), else CLUSTER_AUTHORIZATION_FAILED",
        transactional_id=rule(WRITE, TXN), idempotent=rule(_R.IDEMPOTENT_WRITE, CLUSTER),
        any_topic=rule(WRITE, TOPIC, ErrorCode.CLUSTER_AUTHORIZATION_FAILED)),
    "OffsetForLeaderEpoch": ApiRules("CLUSTER_ACTION covers every topic, else DESCRIBE per topic",
                                     cluster=rule(_R.CLUSTER_ACTION, CLUSTER),
                                     topic=rule(DESCRIBE, TOPIC)),
    "AddPartitionsToTxn": ApiRules(
        "v0-3 (clients): WRITE on the transactional id, then WRITE per topic (the other "
        "partitions answer OPERATION_NOT_ATTEMPTED); v4+ (brokers): CLUSTER_ACTION",
        transactional_id=rule(WRITE, TXN), topic=rule(WRITE, TOPIC),
        cluster=rule(_R.CLUSTER_ACTION, CLUSTER)),
    "AddOffsetsToTxn": ApiRules(transactional_id=rule(WRITE, TXN), group=rule(READ, GROUP)),
    "EndTxn": ApiRules(transactional_id=rule(WRITE, TXN)),
    "WriteTxnMarkers": ApiRules("ALTER or CLUSTER_ACTION on the cluster",
                                alter=rule(ALTER, CLUSTER),
                                cluster=rule(_R.CLUSTER_ACTION, CLUSTER)),
    "TxnOffsetCommit": ApiRules(transactional_id=rule(WRITE, TXN), group=rule(READ, GROUP),
                                topic=rule(READ, TOPIC)),
    "DescribeAcls": ApiRules(cluster=rule(DESCRIBE, CLUSTER)),
    "CreateAcls": ApiRules(cluster=rule(ALTER, CLUSTER)),
    "DeleteAcls": ApiRules(cluster=rule(ALTER, CLUSTER)),
    "DescribeConfigs": ApiRules(
        "DESCRIBE_CONFIGS per resource: topics on the topic, groups on the group, brokers, "
        "broker loggers and client metrics on the cluster",
        topic=rule(_R.DESCRIBE_CONFIGS, TOPIC), group=rule(_R.DESCRIBE_CONFIGS, GROUP),
        cluster=rule(_R.DESCRIBE_CONFIGS, CLUSTER)),
    "AlterConfigs": ApiRules("ALTER_CONFIGS per resource, as DescribeConfigs",
                             topic=rule(_R.ALTER_CONFIGS, TOPIC),
                             group=rule(_R.ALTER_CONFIGS, GROUP),
                             cluster=rule(_R.ALTER_CONFIGS, CLUSTER)),
    "IncrementalAlterConfigs": ApiRules("ALTER_CONFIGS per resource, as DescribeConfigs",
                                        topic=rule(_R.ALTER_CONFIGS, TOPIC),
                                        group=rule(_R.ALTER_CONFIGS, GROUP),
                                        cluster=rule(_R.ALTER_CONFIGS, CLUSTER)),
    "DescribeLogDirs": ApiRules(cluster=rule(DESCRIBE, CLUSTER)),
    "CreatePartitions": ApiRules(topic=rule(ALTER, TOPIC)),
    "ElectLeaders": ApiRules(cluster=rule(ALTER, CLUSTER)),
    "AlterPartitionReassignments": ApiRules(cluster=rule(ALTER, CLUSTER)),
    "ListPartitionReassignments": ApiRules(cluster=rule(DESCRIBE, CLUSTER)),
    "DescribeClientQuotas": ApiRules(cluster=rule(_R.DESCRIBE_CONFIGS, CLUSTER)),
    "AlterClientQuotas": ApiRules(cluster=rule(_R.ALTER_CONFIGS, CLUSTER)),
    "DescribeUserScramCredentials": ApiRules(cluster=rule(DESCRIBE, CLUSTER)),
    "AlterUserScramCredentials": ApiRules(cluster=rule(ALTER, CLUSTER)),
    "DescribeQuorum": ApiRules(cluster=rule(DESCRIBE, CLUSTER)),
    "DescribeCluster": ApiRules("none; its authorized operations when asked (0 without "
                                "DESCRIBE on the cluster)", cluster=rule(DESCRIBE, CLUSTER)),
    "DescribeProducers": ApiRules(topic=rule(READ, TOPIC)),
    "DescribeTransactions": ApiRules(
        "DESCRIBE per transactional id; partitions of topics without DESCRIBE are left out",
        transactional_id=rule(DESCRIBE, TXN), topic=rule(DESCRIBE, TOPIC)),
    "ListTransactions": ApiRules("transactions without DESCRIBE on their id are left out",
                                 transactional_id=rule(DESCRIBE, TXN)),
    "ConsumerGroupHeartbeat": ApiRules(
        "READ on the group, then DESCRIBE on every subscribed topic name",
        group=rule(READ, GROUP), topic=rule(DESCRIBE, TOPIC)),
    "ConsumerGroupDescribe": ApiRules(
        "DESCRIBE per group; a group assigning a topic without DESCRIBE answers "
        "TOPIC_AUTHORIZATION_FAILED and no members",
        group=rule(DESCRIBE, GROUP), topic=rule(DESCRIBE, TOPIC)),
    "DescribeTopicPartitions": ApiRules(
        "named topics without DESCRIBE answer TOPIC_AUTHORIZATION_FAILED, all-topics answers "
        "leave them out; authorized operations always", topic=rule(DESCRIBE, TOPIC)),
    "ShareGroupHeartbeat": ApiRules(
        "READ on the group, then DESCRIBE on every subscribed topic name",
        group=rule(READ, GROUP), topic=rule(DESCRIBE, TOPIC)),
    "ShareGroupDescribe": ApiRules(
        "DESCRIBE per group; a group assigning a topic without DESCRIBE answers "
        "TOPIC_AUTHORIZATION_FAILED and no members",
        group=rule(DESCRIBE, GROUP), topic=rule(DESCRIBE, TOPIC)),
    "ShareFetch": ApiRules("READ on the share group (the whole request), then READ per topic",
                           group=rule(READ, GROUP), topic=rule(READ, TOPIC)),
    "ShareAcknowledge": ApiRules("READ on the share group (the whole request), then READ per "
                                 "topic", group=rule(READ, GROUP), topic=rule(READ, TOPIC)),
    "InitializeShareGroupState": ApiRules(cluster=rule(_R.CLUSTER_ACTION, CLUSTER)),
    "ReadShareGroupState": ApiRules(cluster=rule(_R.CLUSTER_ACTION, CLUSTER)),
    "WriteShareGroupState": ApiRules(cluster=rule(_R.CLUSTER_ACTION, CLUSTER)),
    "DeleteShareGroupState": ApiRules(cluster=rule(_R.CLUSTER_ACTION, CLUSTER)),
    "ReadShareGroupStateSummary": ApiRules(cluster=rule(_R.CLUSTER_ACTION, CLUSTER)),
    "DescribeShareGroupOffsets": ApiRules("DESCRIBE per group", group=rule(DESCRIBE, GROUP)),
    "AlterShareGroupOffsets": ApiRules(group=rule(READ, GROUP), topic=rule(READ, TOPIC)),
    "DeleteShareGroupOffsets": ApiRules(group=rule(DELETE, GROUP), topic=rule(READ, TOPIC)),
    "GetTelemetrySubscriptions": ApiRules("none"),
    "PushTelemetry": ApiRules("none"),
    "ListConfigResources": ApiRules(cluster=rule(_R.DESCRIBE_CONFIGS, CLUSTER)),
}


# ConfigResource types (DescribeConfigs, AlterConfigs, IncrementalAlterConfigs): which rule of an
# API's `topic`, `group` and `cluster` a resource of each type is checked against.
_CONFIG_RESOURCE_ROLES = {2: "topic", 32: "group", 4: "cluster", 8: "cluster", 16: "cluster"}

#: The messages Kafka's Errors carry, for answers that use them (ConfigHelper).
ERROR_MESSAGES = {
    ErrorCode.TOPIC_AUTHORIZATION_FAILED: "Topic authorization failed.",
    ErrorCode.GROUP_AUTHORIZATION_FAILED: "Group authorization failed.",
    ErrorCode.CLUSTER_AUTHORIZATION_FAILED: "Cluster authorization failed.",
    ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED: "Transactional Id authorization failed.",
}


def config_resource(rules: ApiRules, resource_type: int, name: str) -> tuple[Rule, str]:
    """The rule of a configs API for a ConfigResource (TOPIC 2, BROKER 4, BROKER_LOGGER 8,
    CLIENT_METRICS 16, GROUP 32), and the name it is checked on: the topic's or group's, the
    cluster for the others. Unknown types are the handler's to refuse first."""
    role = _CONFIG_RESOURCE_ROLES.get(resource_type, "cluster")
    return rules.rules[role], CLUSTER_NAME if role == "cluster" else name


_BROKER_RESOURCE = 4


def authorize_config_changes(node, context, rules: ApiRules, changes) -> None:
    """Fail each change (of AlterConfigs or IncrementalAlterConfigs; `resource_type`,
    `resource_name`, `failed`, `fail(code, message)`) not failed yet whose resource the principal
    may not ALTER_CONFIGS, as Kafka's controller authorizes what the broker let through. Kafka
    4.4.0 answers a refused BROKER resource without a message (the differential suite saw it),
    the others with the error's."""
    for change in changes:
        rule, name = config_resource(rules, change.resource_type, change.resource_name)
        if not change.failed and not allowed(node, context, rule, name):
            change.fail(rule.error, None if change.resource_type == _BROKER_RESOURCE
                        else ERROR_MESSAGES[rule.error])


def api_rules(api: str) -> ApiRules:
    """The rules of `api` (KeyError for an API without an entry: add one, see above)."""
    return TABLE[api]


def allowed(node, context, rule: Rule, name: str = CLUSTER_NAME) -> bool:
    """Whether the request's principal may do `rule` on the resource `name` (the cluster
    when not given); True without an authorizer."""
    authorizer = node.authorizer
    return authorizer is None or authorizer.authorize(
        context.principal, context.client_host, rule.operation, rule.resource_type, name or "")


def allowed_names(node, context, rule: Rule, names: Iterable[str]) -> set[str]:
    """The names among `names` on which the request's principal may do `rule`."""
    authorizer = node.authorizer
    unique = set(names)
    if authorizer is None:
        return unique
    return {name for name in unique if authorizer.authorize(
        context.principal, context.client_host, rule.operation, rule.resource_type, name)}


def allowed_on_some(node, context, rule: Rule) -> bool:
    """Whether the principal may do `rule` on some resource of its type (Kafka's
    authorizeByResourceType)."""
    authorizer = node.authorizer
    return authorizer is None or authorizer.authorize_by_resource_type(
        context.principal, context.client_host, rule.operation, rule.resource_type)


def authorized_operations(node, context, resource_type: ResourceType,
                          name: str = CLUSTER_NAME) -> int:
    """The authorized-operations bit field of a resource for the request's principal (every
    operation its type supports without an authorizer)."""
    authorizer = node.authorizer
    if authorizer is None:
        return all_operations(resource_type)
    return authorizer.authorized_operations(context.principal, context.client_host,
                                            resource_type, name)


def denied_message(rule: Rule, name: str = CLUSTER_NAME) -> str:
    """The error message of a request refused as a whole by `rule` (Kafka's words differ:
    they name the request)."""
    return f"The request needs {rule.operation.name} permission on {rule.resource_type.name} " \
           f"{name}."


NO_AUTHORIZER = "No Authorizer is configured."


def acl_api_refusal(node, context, rule: Rule | None, no_authorizer: str = NO_AUTHORIZER
                    ) -> tuple[int, str | None] | None:
    """Why an ACL API (CreateAcls, DescribeAcls, DeleteAcls) is refused as a whole, as (error
    code, message), or None: the principal lacks `rule` on the cluster (None on the controller
    listener, which is not authorized), or no authorizer is configured (SECURITY_DISABLED with
    Kafka's `no_authorizer` message)."""
    if rule is not None and not allowed(node, context, rule):
        return rule.error, denied_message(rule)
    if node.authorizer is None:
        return ErrorCode.SECURITY_DISABLED, no_authorizer
    return None


def refuse_every_partition(rule: Rule, topics, topic_result, partition_result) -> list:
    """The answer's topics when `rule` refuses a request by topic id as a whole (the share
    state APIs): every partition of every topic answers the rule's error."""
    message = denied_message(rule)
    return [topic_result(topic_id=topic.topic_id, partitions=[
        partition_result(partition=data.partition, error_code=rule.error, error_message=message)
        for data in topic.partitions]) for topic in topics]
