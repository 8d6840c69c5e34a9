"""The ACL APIs (KIP-140, KIP-290): CreateAcls, DescribeAcls and DeleteAcls as Kafka's AclApis
and AclControlManager answer them, on the clusters with StandardAuthorizer (and, without an
authorizer, SECURITY_DISABLED on the default pair).

Every ACL names resources unique to its scenario, and the scenario's ACLs are deleted when it
ends, so scenarios do not see each other's. Requests go out as `admin` (a super user) unless a
scenario acts as `alice`, who has no ACL until it gives her one.
"""

from __future__ import annotations

from kafkasim.protocol.messages.create_acls import AclCreation, CreateAclsRequest
from kafkasim.protocol.messages.delete_acls import DeleteAclsFilter, DeleteAclsRequest
from kafkasim.protocol.messages.describe_acls import DescribeAclsRequest
from tests.reference.fidelity.registry import AUTHORIZER, scenario
from tests.reference.fidelity.world import (
    ALL,
    ALLOW,
    ALTER,
    ANY,
    CLUSTER,
    CLUSTER_NAME,
    DENY,
    DESCRIBE,
    GROUP,
    IDEMPOTENT_WRITE,
    LITERAL,
    MATCH,
    PREFIXED,
    READ,
    TOPIC,
    TRANSACTIONAL_ID,
    WRITE,
    acl,
)

GROUP_NAME = "ACLs"


def describe(resource_type: int = ANY, name: str | None = None, pattern: int = ANY,
             principal: str | None = None, host: str | None = None, operation: int = ANY,
             permission: int = ANY) -> DescribeAclsRequest:
    return DescribeAclsRequest(resource_type_filter=resource_type, resource_name_filter=name,
                               pattern_type_filter=pattern, principal_filter=principal,
                               host_filter=host, operation=operation, permission_type=permission)


def deletion(resource_type: int = ANY, name: str | None = None, pattern: int = ANY,
             principal: str | None = None, host: str | None = None, operation: int = ANY,
             permission: int = ANY) -> DeleteAclsFilter:
    return DeleteAclsFilter(resource_type_filter=resource_type, resource_name_filter=name,
                            pattern_type_filter=pattern, principal_filter=principal,
                            host_filter=host, operation=operation, permission_type=permission)


async def create(k, *creations: AclCreation, label: str, version: int = 3, user=None):
    """Send CreateAcls and record the answer; the created ones are deleted at the end."""
    response = await k.send(k.any_broker(), CreateAclsRequest(creations=list(creations)),
                            version, label=label, user=user)
    if response is not None:
        k.acls_added.extend(c for c, r in zip(creations, response.results, strict=False)
                            if r.error_code == 0)
        await k.wait_for_acls([c for c, r in zip(creations, response.results, strict=False)
                               if r.error_code == 0], present=True)
    return response


def raw(resource_type: int, name: str, pattern: int, principal: str, host: str, operation: int,
        permission: int) -> AclCreation:
    return AclCreation(resource_type=resource_type, resource_name=name,
                       resource_pattern_type=pattern, principal=principal, host=host,
                       operation=operation, permission_type=permission)


@scenario(GROUP_NAME, "CreateAcls of literal, prefixed and wildcard ACLs, then DescribeAcls",
          cluster=AUTHORIZER)
async def create_and_describe(k):
    name = k.new_name()
    await create(k, acl("alice", TOPIC, name, READ),
                 acl("alice", TOPIC, name, WRITE, permission=DENY, host="127.0.0.1"),
                 acl("bob", TOPIC, name + "-", DESCRIBE, pattern=PREFIXED),
                 acl("User:*", GROUP, name, ALL),
                 acl("carol", CLUSTER, CLUSTER_NAME, IDEMPOTENT_WRITE),
                 acl("carol", TRANSACTIONAL_ID, name, WRITE), label="create six")
    for version in (1, 2, 3):
        await k.send(k.any_broker(), describe(TOPIC, name, LITERAL), version,
                     label=f"describe the literal topic ACLs v{version}")
    await k.send(k.any_broker(), describe(name=name), 3, label="describe any type, any pattern")
    await k.send(k.any_broker(), describe(TOPIC, name + "-x", MATCH), 3,
                 label="describe what matches a name under the prefix")
    await k.send(k.any_broker(), describe(TOPIC, name + "-", PREFIXED), 3,
                 label="describe the prefixed pattern")
    await k.send(k.any_broker(), describe(GROUP, name, ANY, principal="User:*"), 3,
                 label="describe by principal")


@scenario(GROUP_NAME, "DescribeAcls filters: host, operation, permission, MATCH with wildcards",
          cluster=AUTHORIZER)
async def describe_filters(k):
    name = k.new_name()
    await create(k, acl("alice", TOPIC, name, READ, host="127.0.0.1"),
                 acl("alice", TOPIC, name, WRITE, permission=DENY),
                 acl("alice", TOPIC, "*", DESCRIBE),
                 acl("alice", TOPIC, name[:5], ALTER, pattern=PREFIXED), label="create four")
    await k.send(k.any_broker(), describe(TOPIC, name, MATCH, principal="User:alice"), 3,
                 label="MATCH: literal, wildcard and prefix")
    await k.send(k.any_broker(), describe(TOPIC, name, LITERAL, host="127.0.0.1"), 3,
                 label="by host")
    await k.send(k.any_broker(), describe(TOPIC, name, LITERAL, operation=WRITE), 3,
                 label="by operation")
    await k.send(k.any_broker(), describe(TOPIC, name, LITERAL, permission=DENY), 3,
                 label="by permission")
    await k.send(k.any_broker(), describe(TOPIC, "*", LITERAL, principal="User:alice"), 3,
                 label="the wildcard ACL by its name")
    await k.send(k.any_broker(), describe(TOPIC, name, LITERAL, operation=READ, permission=DENY),
                 3, label="nothing matches")


@scenario(GROUP_NAME, "CreateAcls of an ACL that exists, and twice in one request",
          cluster=AUTHORIZER)
async def create_duplicates(k):
    name = k.new_name()
    entry = acl("alice", TOPIC, name, READ)
    await create(k, entry, entry, label="the same ACL twice in one request")
    await create(k, entry, label="again")
    await k.send(k.any_broker(), describe(TOPIC, name, LITERAL), 3, label="one ACL")


@scenario(GROUP_NAME, "CreateAcls refuses invalid patterns: empty names, CLUSTER names, "
          "unknown types and operations", cluster=AUTHORIZER)
async def invalid_patterns(k):
    name = k.new_name()
    await create(k, raw(TOPIC, "", LITERAL, "User:alice", "*", READ, ALLOW),
                 raw(CLUSTER, "my-cluster", LITERAL, "User:alice", "*", ALTER, ALLOW),
                 raw(CLUSTER, "", LITERAL, "User:alice", "*", ALTER, ALLOW),
                 raw(9, name, LITERAL, "User:alice", "*", READ, ALLOW),
                 raw(TOPIC, name, 9, "User:alice", "*", READ, ALLOW),
                 raw(TOPIC, name, LITERAL, "User:alice", "*", 99, ALLOW),
                 raw(TOPIC, name, LITERAL, "User:alice", "*", READ, 9),
                 raw(TOPIC, name, LITERAL, "User:alice", "*", READ, ALLOW),
                 label="seven invalid, one valid")
    await create(k, raw(CLUSTER, CLUSTER_NAME, PREFIXED, "User:alice", "*", ALTER, ALLOW),
                 label="a prefixed CLUSTER pattern is accepted")


@scenario(GROUP_NAME, "CreateAcls and unknown principal types: no colon, empty, Group:",
          cluster=AUTHORIZER)
async def principal_types(k):
    name = k.new_name()
    await create(k, raw(TOPIC, name, LITERAL, "alice", "*", READ, ALLOW),
                 raw(TOPIC, name, LITERAL, "", "*", READ, ALLOW),
                 raw(TOPIC, name, LITERAL, "Group:alice", "*", READ, ALLOW),
                 raw(TOPIC, name, LITERAL, "User:", "*", READ, ALLOW),
                 raw(TOPIC, name, LITERAL, "User:bob", "somehost", READ, ALLOW),
                 label="principals and hosts")
    await k.send(k.any_broker(), describe(TOPIC, name, LITERAL), 3, label="what was created")


@scenario(GROUP_NAME, "CreateAcls naming ANY or MATCH fails the whole request",
          cluster=AUTHORIZER)
async def any_in_a_creation(k):
    name = k.new_name()
    valid = raw(TOPIC, name, LITERAL, "User:alice", "*", READ, ALLOW)
    await create(k, valid, raw(TOPIC, name, ANY, "User:alice", "*", READ, ALLOW),
                 label="pattern ANY")
    await create(k, valid, raw(TOPIC, name, MATCH, "User:alice", "*", READ, ALLOW),
                 label="pattern MATCH")
    await create(k, raw(ANY, name, LITERAL, "User:alice", "*", READ, ALLOW), label="type ANY")
    await create(k, raw(TOPIC, name, LITERAL, "User:alice", "*", ANY, ALLOW),
                 label="operation ANY")
    await create(k, raw(TOPIC, name, LITERAL, "User:alice", "*", READ, ANY),
                 label="permission ANY")
    await k.send(k.any_broker(), describe(TOPIC, name, LITERAL), 3, label="nothing created")


@scenario(GROUP_NAME, "ACL requests naming UNKNOWN (code 0) close the connection",
          cluster=AUTHORIZER)
async def unknown_code_zero(k):
    name = k.new_name()
    await k.send(k.any_broker(), CreateAclsRequest(creations=[
        raw(TOPIC, name, LITERAL, "User:alice", "*", 0, ALLOW)]), 3, label="CreateAcls op 0")
    await k.send(k.any_broker(), describe(0, name, LITERAL), 3, label="DescribeAcls type 0")
    await k.send(k.any_broker(), DeleteAclsRequest(filters=[deletion(TOPIC, name, 0)]), 3,
                 label="DeleteAcls pattern 0")
    await k.send(k.any_broker(), describe(TOPIC, name, 9), 3,
                 label="DescribeAcls pattern 9 matches nothing")


@scenario(GROUP_NAME, "DeleteAcls by exact, MATCH and overlapping filters; refused filters",
          cluster=AUTHORIZER)
async def delete_filters(k):
    name = k.new_name()
    await create(k, acl("alice", TOPIC, name, READ), acl("alice", TOPIC, name, WRITE),
                 acl("bob", TOPIC, name, READ), acl("bob", TOPIC, name[:6], READ,
                                                    pattern=PREFIXED),
                 acl("carol", GROUP, name, READ), label="create five")
    await k.send(k.any_broker(), DeleteAclsRequest(filters=[
        deletion(TOPIC, name, LITERAL, "User:alice", "*", READ, ALLOW)]), 3,
        label="delete one exactly")
    await k.send(k.any_broker(), DeleteAclsRequest(filters=[
        deletion(TOPIC, name, MATCH, "User:bob"), deletion(ANY, name, ANY, "User:bob")]), 3,
        label="two filters matching the same ACL")
    await k.send(k.any_broker(), DeleteAclsRequest(filters=[
        deletion(9, name), deletion(TOPIC, name, LITERAL, operation=99),
        deletion(TOPIC, name, LITERAL, permission=9)]), 3, label="unknown filters")
    await k.send(k.any_broker(), describe(name=name), 3, label="what is left")
    await k.send(k.any_broker(), DeleteAclsRequest(filters=[deletion(name=name)]), 3,
                 label="delete the rest")
    k.acls_added.clear()
    await k.send(k.any_broker(), describe(name=name), 3, label="none left")


@scenario(GROUP_NAME, "ACL APIs need DESCRIBE or ALTER on the cluster", cluster=AUTHORIZER)
async def acl_apis_refused(k):
    name = k.new_name()
    entry = acl("bob", TOPIC, name, READ)
    await k.send(k.any_broker(), describe(TOPIC, name, LITERAL), 3, user="alice",
                 label="alice describes")
    await create(k, entry, acl("bob", TOPIC, "", READ), user="alice", label="alice creates")
    await k.send(k.any_broker(), DeleteAclsRequest(filters=[deletion(name=name),
                                                            deletion()]), 3,
                 user="alice", label="alice deletes")
    await k.add_acls(acl("alice", CLUSTER, CLUSTER_NAME, DESCRIBE))
    await k.send(k.any_broker(), describe(TOPIC, name, LITERAL), 3, user="alice",
                 label="alice with DESCRIBE describes")
    await create(k, entry, user="alice", label="alice with DESCRIBE creates")
    await k.add_acls(acl("alice", CLUSTER, CLUSTER_NAME, ALTER))
    await create(k, entry, user="alice", label="alice with ALTER creates")
    await k.send(k.any_broker(), DeleteAclsRequest(filters=[deletion(TOPIC, name, LITERAL)]),
                 3, user="alice", label="alice with ALTER deletes")


@scenario(GROUP_NAME, "ACL APIs without an authorizer: SECURITY_DISABLED")
async def without_authorizer(k):
    name = k.new_name()
    for version in (1, 3):
        await k.send(k.any_broker(), describe(TOPIC, name, LITERAL), version)
        await k.send(k.any_broker(), CreateAclsRequest(creations=[
            acl("alice", TOPIC, name, READ), acl("bob", TOPIC, "", READ)]), version)
        await k.send(k.any_broker(), DeleteAclsRequest(filters=[deletion(name=name),
                                                                deletion(9)]), version)
