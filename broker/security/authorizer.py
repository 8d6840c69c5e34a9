"""The authorizer: Kafka's StandardAuthorizer (KRaft), over the ACLs in a node's metadata image.

Configured as Kafka configures it, on every node (`authorizer.class.name` names
`org.apache.kafka.metadata.authorizer.StandardAuthorizer`; `authorizer_from_config` refuses any
other class):

- `super.users`: principals, separated by `;`, allowed everything whatever the ACLs say;
- `allow.everyone.if.no.acl.found`: what a resource with no ACL at all answers (default
  false: denied).

`authorize(principal, host, operation, resource_type, name)` decides as Kafka's
StandardAuthorizerData.authorize does. The ACLs that apply are those of the resource's type
whose pattern matches the name: LITERAL with the same name or `*`, PREFIXED with a prefix of
it. Of those, an ACL counts when its principal is the caller's or `User:*`, its host is `*`,
the caller's address or (Kafka 4.4) a CIDR range holding it, and its operation is the one
asked, ALL, or, for an ALLOW, one that implies it (READ, WRITE, DELETE and ALTER imply
DESCRIBE; ALTER_CONFIGS implies DESCRIBE_CONFIGS). A DENY that counts wins; else an ALLOW that
counts allows; else the resource having any ACL at all denies, and a resource without ACLs
answers `allow.everyone.if.no.acl.found`.

The ACLs are read from the image (`MetadataImage.acls`, replayed from the metadata log's
`acl` records), and indexed by resource type again whenever the image's ACLs change.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable, Iterable

from kafkasim.broker.config.authorizer import authorizer_settings
from kafkasim.broker.security.acl import (
    SUPPORTED_OPERATIONS,
    WILDCARD,
    WILDCARD_PRINCIPAL,
    AclBinding,
    AclBindingFilter,
    AclOperation,
    AclPermissionType,
    PatternType,
    ResourceType,
    operations_bit_field,
)

# ALLOW ACLs for these operations also allow DESCRIBE (DESCRIBE_CONFIGS).
_IMPLIES_DESCRIBE = frozenset({AclOperation.DESCRIBE, AclOperation.READ, AclOperation.WRITE,
                               AclOperation.DELETE, AclOperation.ALTER})
_IMPLIES_DESCRIBE_CONFIGS = frozenset({AclOperation.DESCRIBE_CONFIGS,
                                       AclOperation.ALTER_CONFIGS})
# authorize_by_resource_type asks about this name first, as Kafka's Authorizer does, so that
# super users and allow-everyone pass.
_PROBE_NAME = "hardcode"


def authorizer_from_config(config, acls: Callable[[], tuple[int, dict[str, AclBinding]]],
                           extra_super_users: Iterable[str] = ()) -> StandardAuthorizer | None:
    """The authorizer `config` asks for (None when `authorizer.class.name` is empty); raises
    AuthorizerConfigError for another class or a bad `super.users`
    (broker/config/authorizer.py). `acls()` returns the image's ACL version and ACLs by id;
    `extra_super_users` are kafkasim's own principals (the brokers' inter-broker user), which
    Kafka would need in `super.users`."""
    settings = authorizer_settings(config)
    if settings is None:
        return None
    return StandardAuthorizer(settings.super_users | set(extra_super_users),
                              settings.allow_everyone_if_no_acl_found, acls)


class StandardAuthorizer:
    """Kafka's StandardAuthorizer (see the module docstring)."""

    def __init__(self, super_users: Iterable[str], allow_everyone_if_no_acl_found: bool,
                 acls: Callable[[], tuple[int, dict[str, AclBinding]]]) -> None:
        self.super_users = frozenset(super_users)
        self.allow_everyone_if_no_acl_found = allow_everyone_if_no_acl_found
        self._acls = acls
        self._indexed_version: int | None = None
        self._by_type: dict[ResourceType, list[AclBinding]] = {}

    # --- the ACLs ----------------------------------------------------------------------------

    def _of_type(self, resource_type: ResourceType) -> list[AclBinding]:
        version, acls = self._acls()
        if version != self._indexed_version:
            by_type: dict[ResourceType, list[AclBinding]] = {}
            for acl in acls.values():
                by_type.setdefault(acl.resource_type, []).append(acl)
            self._by_type, self._indexed_version = by_type, version
        return self._by_type.get(resource_type, [])

    def acls(self, acl_filter: AclBindingFilter) -> list[AclBinding]:
        """The ACLs `acl_filter` matches (DescribeAcls)."""
        return [acl for acl in self._acls()[1].values() if acl_filter.matches(acl)]

    # --- decisions ---------------------------------------------------------------------------

    def authorize(self, principal: str, host: str, operation: AclOperation,
                  resource_type: ResourceType, name: str) -> bool:
        """Whether `principal`, connected from `host`, may do `operation` on the resource
        `resource_type` `name` (see the module docstring)."""
        if principal in self.super_users:
            return True
        allowed = found = False
        for acl in self._of_type(resource_type):
            if not _pattern_matches(acl, name):
                continue
            found = True
            if not _entry_applies(acl, principal, host, operation):
                continue
            if acl.permission == AclPermissionType.DENY:
                return False
            allowed = True
        if allowed:
            return True
        return not found and self.allow_everyone_if_no_acl_found

    def authorize_by_resource_type(self, principal: str, host: str, operation: AclOperation,
                                   resource_type: ResourceType) -> bool:
        """Whether `principal` may do `operation` on some resource of `resource_type`: an ALLOW
        for it (or ALL) on a pattern no DENY covers (Kafka's Authorizer
        .authorizeByResourceType; InitProducerId lets an idempotent producer in with WRITE on
        any topic, KIP-679)."""
        if self.authorize(principal, host, operation, resource_type, _PROBE_NAME):
            return True
        allow: dict[PatternType, set[str]] = {PatternType.LITERAL: set(), PatternType.PREFIXED: set()}
        deny: dict[PatternType, set[str]] = {PatternType.LITERAL: set(), PatternType.PREFIXED: set()}
        wildcard_allow = False
        for acl in self._of_type(resource_type):
            if acl.host not in (WILDCARD, host):
                continue
            if acl.principal not in (principal, WILDCARD_PRINCIPAL):
                continue
            if acl.operation not in (operation, AclOperation.ALL):
                continue
            if acl.pattern_type not in allow:
                continue
            if acl.permission == AclPermissionType.DENY:
                if acl.pattern_type == PatternType.LITERAL and acl.resource_name == WILDCARD:
                    return False
                deny[acl.pattern_type].add(acl.resource_name)
            elif acl.permission == AclPermissionType.ALLOW:
                if acl.pattern_type == PatternType.LITERAL and acl.resource_name == WILDCARD:
                    wildcard_allow = True
                else:
                    allow[acl.pattern_type].add(acl.resource_name)
        if wildcard_allow:
            return True
        for pattern_type, names in allow.items():
            for name in names:
                if pattern_type == PatternType.LITERAL and name in deny[PatternType.LITERAL]:
                    continue
                if not any(name[:end] in deny[PatternType.PREFIXED]
                           for end in range(1, len(name) + 1)):
                    return True
        return False

    def authorized_operations(self, principal: str, host: str, resource_type: ResourceType,
                              name: str) -> int:
        """The bit field of the operations `principal` may do on the resource, over those
        its type supports (Kafka's AuthHelper.authorizedOperations)."""
        return operations_bit_field(
            operation for operation in SUPPORTED_OPERATIONS[resource_type]
            if self.authorize(principal, host, operation, resource_type, name))


def all_operations(resource_type: ResourceType) -> int:
    """The authorized-operations bit field without an authorizer: every supported operation."""
    return operations_bit_field(SUPPORTED_OPERATIONS[resource_type])


def _pattern_matches(acl: AclBinding, name: str) -> bool:
    if acl.pattern_type == PatternType.LITERAL:
        return acl.resource_name == name or acl.resource_name == WILDCARD
    if acl.pattern_type == PatternType.PREFIXED:
        return name.startswith(acl.resource_name)
    return False


def _entry_applies(acl: AclBinding, principal: str, host: str, operation: AclOperation) -> bool:
    """Kafka's StandardAuthorizerData.findResult, short of the permission: whether the ACL's
    principal, host and operation cover the action."""
    if acl.principal != principal and acl.principal != WILDCARD_PRINCIPAL:
        return False
    if acl.host != WILDCARD and acl.host != host and not _in_range(acl.host, host):
        return False
    if acl.operation == AclOperation.ALL or acl.operation == operation:
        return True
    if acl.permission != AclPermissionType.ALLOW:
        return False
    if operation == AclOperation.DESCRIBE:
        return acl.operation in _IMPLIES_DESCRIBE
    if operation == AclOperation.DESCRIBE_CONFIGS:
        return acl.operation in _IMPLIES_DESCRIBE_CONFIGS
    return False


def _in_range(pattern: str, host: str) -> bool:
    """Whether `host` is inside the CIDR range `pattern` (Kafka 4.4's CidrUtils.isInRange);
    False for anything that is not a range."""
    if "/" not in pattern:
        return False
    try:
        return ipaddress.ip_address(host) in ipaddress.ip_network(pattern, strict=False)
    except ValueError:
        return False
