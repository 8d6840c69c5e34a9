"""Kafka's StandardAuthorizer rules (broker/security/authorizer.py) and its ACL model
(broker/security/acl.py) as tables: what Kafka's StandardAuthorizerData.authorize,
Authorizer.authorizeByResourceType, AclBindingFilter.matches and AclControlManager.validateNewAcl
decide for each case. The differential suite checks the same rules against Kafka itself
(tests/reference/fidelity/scenarios/authorization.py); these pin the corners cheaply."""

from __future__ import annotations

import pytest

from kafkasim.broker.config.authorizer import AuthorizerConfigError, authorizer_settings
from kafkasim.broker.config.settings import Config
from kafkasim.broker.security.acl import (
    AclBinding,
    AclBindingFilter,
    AclOperation,
    AclPermissionType,
    PatternType,
    ResourceType,
    creation_error,
)
from kafkasim.broker.security.authorizer import StandardAuthorizer
from kafkasim.protocol.errors import ErrorCode

TOPIC, GROUP, CLUSTER = ResourceType.TOPIC, ResourceType.GROUP, ResourceType.CLUSTER
LITERAL, PREFIXED = PatternType.LITERAL, PatternType.PREFIXED
ALLOW, DENY = AclPermissionType.ALLOW, AclPermissionType.DENY
Op = AclOperation


def acl(principal, operation, name="orders", *, resource=TOPIC, pattern=LITERAL,
        permission=ALLOW, host="*") -> AclBinding:
    return AclBinding(resource, name, pattern, principal, host, operation, permission)


def authorizer(*acls, super_users=(), allow_everyone=False) -> StandardAuthorizer:
    table = {str(i): binding for i, binding in enumerate(acls)}
    return StandardAuthorizer(super_users, allow_everyone, lambda: (1, table))


def allowed(auth, operation, name="orders", principal="User:alice", host="127.0.0.1",
            resource=TOPIC) -> bool:
    return auth.authorize(principal, host, operation, resource, name)


CASES = [
    # (ACLs, operation, name, principal, host, allowed?, what it shows)
    ([], Op.READ, "orders", "User:alice", "127.0.0.1", False, "no ACL: denied by default"),
    ([acl("User:alice", Op.READ)], Op.READ, "orders", "User:alice", "127.0.0.1", True,
     "a literal ALLOW"),
    ([acl("User:alice", Op.READ)], Op.READ, "orders-2", "User:alice", "127.0.0.1", False,
     "a literal pattern is the whole name"),
    ([acl("User:alice", Op.READ, "*")], Op.READ, "anything", "User:alice", "127.0.0.1", True,
     "the * wildcard resource"),
    ([acl("User:alice", Op.READ, "ord", pattern=PREFIXED)], Op.READ, "orders", "User:alice",
     "127.0.0.1", True, "a prefix"),
    ([acl("User:alice", Op.READ, "orders-", pattern=PREFIXED)], Op.READ, "orders",
     "User:alice", "127.0.0.1", False, "a longer prefix does not match"),
    ([acl("User:*", Op.READ)], Op.READ, "orders", "User:bob", "127.0.0.1", True, "User:*"),
    ([acl("User:alice", Op.READ), acl("User:alice", Op.READ, permission=DENY)], Op.READ,
     "orders", "User:alice", "127.0.0.1", False, "deny wins over allow"),
    ([acl("User:alice", Op.READ), acl("User:*", Op.READ, "ord", pattern=PREFIXED,
                                      permission=DENY)],
     Op.READ, "orders", "User:alice", "127.0.0.1", False, "a prefixed User:* deny wins"),
    ([acl("User:alice", Op.READ)], Op.DESCRIBE, "orders", "User:alice", "127.0.0.1", True,
     "READ implies DESCRIBE"),
    ([acl("User:alice", Op.WRITE)], Op.DESCRIBE, "orders", "User:alice", "127.0.0.1", True,
     "WRITE implies DESCRIBE"),
    ([acl("User:alice", Op.ALTER_CONFIGS)], Op.DESCRIBE_CONFIGS, "orders", "User:alice",
     "127.0.0.1", True, "ALTER_CONFIGS implies DESCRIBE_CONFIGS"),
    ([acl("User:alice", Op.DESCRIBE)], Op.READ, "orders", "User:alice", "127.0.0.1", False,
     "DESCRIBE implies nothing"),
    ([acl("User:alice", Op.DESCRIBE), acl("User:alice", Op.READ, permission=DENY)],
     Op.DESCRIBE, "orders", "User:alice", "127.0.0.1", True,
     "a DENY for READ does not deny DESCRIBE"),
    ([acl("User:alice", Op.ALL)], Op.IDEMPOTENT_WRITE, "orders", "User:alice", "127.0.0.1",
     True, "ALL allows everything"),
    ([acl("User:alice", Op.READ), acl("User:alice", Op.ALL, permission=DENY)], Op.READ,
     "orders", "User:alice", "127.0.0.1", False, "ALL denies everything"),
    ([acl("User:alice", Op.READ, host="10.0.0.1")], Op.READ, "orders", "User:alice",
     "127.0.0.1", False, "another host"),
    ([acl("User:alice", Op.READ, host="127.0.0.1")], Op.READ, "orders", "User:alice",
     "127.0.0.1", True, "this host"),
    ([acl("User:alice", Op.READ, host="127.0.0.0/8")], Op.READ, "orders", "User:alice",
     "127.0.0.1", True, "a CIDR range holding the host (Kafka 4.4)"),
    ([acl("User:alice", Op.READ, host="10.0.0.0/99")], Op.READ, "orders", "User:alice",
     "127.0.0.1", False, "a malformed range matches nothing"),
    ([acl("User:bob", Op.READ)], Op.READ, "orders", "User:alice", "127.0.0.1", False,
     "another principal"),
]


@pytest.mark.parametrize("acls, operation, name, principal, host, expected, why", CASES,
                         ids=[case[-1] for case in CASES])
def test_authorize(acls, operation, name, principal, host, expected, why):
    """Verifies one rule of Kafka's StandardAuthorizerData.findAclRule/findResult."""
    assert allowed(authorizer(*acls), operation, name, principal, host) is expected, why


def test_allow_everyone_only_where_a_resource_has_no_acl():
    """Verifies allow.everyone.if.no.acl.found: a resource without any ACL is allowed, one
    with an ACL for someone else is not (Kafka's MatchingRuleBuilder: hasResourceAcls)."""
    auth = authorizer(acl("User:bob", Op.READ), allow_everyone=True)
    assert allowed(auth, Op.READ, "other-topic")
    assert not allowed(auth, Op.READ, "orders")


def test_super_users_pass_every_deny():
    """Verifies that super.users are allowed whatever the ACLs say."""
    auth = authorizer(acl("User:*", Op.ALL, "*", permission=DENY), super_users={"User:admin"})
    assert allowed(auth, Op.ALTER, principal="User:admin")
    assert not allowed(auth, Op.ALTER, principal="User:alice")


def test_authorize_by_resource_type():
    """Verifies Kafka's Authorizer.authorizeByResourceType (InitProducerId, KIP-679): an
    ALLOW on some pattern no DENY dominates."""
    write = Op.WRITE
    assert not authorizer().authorize_by_resource_type("User:a", "h", write, TOPIC)
    assert authorizer(acl("User:a", write, "x")).authorize_by_resource_type(
        "User:a", "h", write, TOPIC)
    assert not authorizer(acl("User:a", write, "x"), acl("User:a", write, "x", permission=DENY)
                          ).authorize_by_resource_type("User:a", "h", write, TOPIC)
    assert not authorizer(acl("User:a", write, "abc", pattern=PREFIXED),
                          acl("User:a", write, "ab", pattern=PREFIXED, permission=DENY)
                          ).authorize_by_resource_type("User:a", "h", write, TOPIC)
    assert authorizer(acl("User:a", write, "abc", pattern=PREFIXED),
                      acl("User:a", write, "abcd", pattern=PREFIXED, permission=DENY)
                      ).authorize_by_resource_type("User:a", "h", write, TOPIC)
    assert not authorizer(acl("User:a", write, "x"), acl("User:*", write, "*", permission=DENY)
                          ).authorize_by_resource_type("User:a", "h", write, TOPIC)


def test_authorized_operations_bit_field():
    """Verifies the authorized-operations bit field over a type's supported operations
    (Kafka's AuthHelper.authorizedOperations): READ on a group gives READ and DESCRIBE."""
    auth = authorizer(acl("User:alice", Op.READ, "g", resource=GROUP))
    assert auth.authorized_operations("User:alice", "h", GROUP, "g") == (1 << 3) | (1 << 8)


FILTERS = [
    (AclBindingFilter(ResourceType.ANY, None, PatternType.ANY, None, None, Op.ANY,
                      AclPermissionType.ANY), {"lit", "pre", "star"}),
    (AclBindingFilter(TOPIC, "orders-eu", PatternType.MATCH, None, None, Op.ANY,
                      AclPermissionType.ANY), {"pre", "star"}),
    (AclBindingFilter(TOPIC, "orders", PatternType.MATCH, None, None, Op.ANY,
                      AclPermissionType.ANY), {"lit", "pre", "star"}),
    (AclBindingFilter(TOPIC, "orders", PatternType.ANY, None, None, Op.ANY,
                      AclPermissionType.ANY), {"lit"}),
    (AclBindingFilter(TOPIC, None, PREFIXED, None, None, Op.ANY, AclPermissionType.ANY),
     {"pre"}),
    (AclBindingFilter(TOPIC, None, PatternType.ANY, "User:bob", None, Op.ANY,
                      AclPermissionType.ANY), set()),
    (AclBindingFilter(TOPIC, None, PatternType.UNKNOWN, None, None, Op.ANY,
                      AclPermissionType.ANY), set()),
]


@pytest.mark.parametrize("acl_filter, expected", FILTERS)
def test_binding_filters(acl_filter, expected):
    """Verifies Kafka's ResourcePatternFilter/AccessControlEntryFilter.matches: MATCH finds
    the literal name, the wildcard and every prefix of it; ANY one name of any pattern."""
    acls = {"lit": acl("User:alice", Op.READ, "orders"),
            "pre": acl("User:alice", Op.READ, "ord", pattern=PREFIXED),
            "star": acl("User:alice", Op.READ, "*")}
    assert {key for key, binding in acls.items() if acl_filter.matches(binding)} == expected


@pytest.mark.parametrize("binding, code", [
    (acl("User:a", Op.READ, ""), ErrorCode.INVALID_REQUEST),
    (acl("User:a", Op.ALTER, "c", resource=CLUSTER), ErrorCode.INVALID_REQUEST),
    (acl("alice", Op.READ), ErrorCode.INVALID_REQUEST),
    (acl("User:a", Op.UNKNOWN), ErrorCode.INVALID_REQUEST),
    (acl("Group:a", Op.READ), None),
    (acl("User:a", Op.ALTER, "kafka-cluster", resource=CLUSTER, pattern=PREFIXED), None),
])
def test_creation_errors(binding, code):
    """Verifies Kafka's checks of a new ACL (AclApis and AclControlManager.validateNewAcl):
    empty names, CLUSTER names, principals without a colon and unknown operations are
    INVALID_REQUEST; principal types are not checked."""
    error = creation_error(binding)
    assert (None if error is None else error.code) == code


def test_authorizer_settings():
    """Verifies the authorizer's settings as Kafka reads them: StandardAuthorizer only,
    `super.users` split on `;`, each Type:name."""
    assert authorizer_settings(Config()) is None
    settings = authorizer_settings(Config({
        "authorizer.class.name": "org.apache.kafka.metadata.authorizer.StandardAuthorizer",
        "super.users": "User:admin; User:ops;", "allow.everyone.if.no.acl.found": "true"}))
    assert settings.super_users == {"User:admin", "User:ops"}
    assert settings.allow_everyone_if_no_acl_found
    with pytest.raises(AuthorizerConfigError):
        authorizer_settings(Config({"authorizer.class.name": "kafka.security.AclAuthorizer"}))
    with pytest.raises(AuthorizerConfigError):
        authorizer_settings(Config({
            "authorizer.class.name": "org.apache.kafka.metadata.authorizer.StandardAuthorizer",
            "super.users": "admin"}))
