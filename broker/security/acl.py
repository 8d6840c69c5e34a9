"""ACLs as Kafka models them: resource patterns, access control entries, bindings and filters.

The enumerations carry Kafka's wire codes (`ResourceType`, `PatternType`, `AclOperation`,
`AclPermissionType`); a code Kafka does not know reads as UNKNOWN, as its `fromCode` does. An
`AclBinding` is one ACL (Kafka's StandardAcl: a resource pattern and an entry); an
`AclBindingFilter` selects bindings as DescribeAcls and DeleteAcls filters do
(`ResourcePatternFilter.matches`, `AccessControlEntryFilter.matches`). `creation_error`
checks a new binding as Kafka's broker (AclApis) and controller (AclControlManager) do, in
their order, and answers Kafka's error and message.

Principals are strings, `Type:name` (`User:alice`), as KafkaPrincipal.toString writes them:
the authorizer compares them whole, and an ACL's principal is split at its first colon only
to check that it has one.
"""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple

from kafkasim.protocol.errors import ErrorCode

CLUSTER_NAME = "kafka-cluster"  # the one name of the CLUSTER resource
WILDCARD = "*"  # a literal resource name or host matching every one
WILDCARD_PRINCIPAL = "User:*"
ANONYMOUS = "User:ANONYMOUS"  # the principal of an unauthenticated connection


class _Coded(IntEnum):
    """A Kafka enumeration read from its wire code: unknown codes are UNKNOWN."""

    @classmethod
    def of(cls, code: int):
        try:
            return cls(code)
        except ValueError:
            return cls(0)


class ResourceType(_Coded):
    UNKNOWN = 0
    ANY = 1
    TOPIC = 2
    GROUP = 3
    CLUSTER = 4
    TRANSACTIONAL_ID = 5
    DELEGATION_TOKEN = 6
    USER = 7


class PatternType(_Coded):
    UNKNOWN = 0
    ANY = 1
    MATCH = 2
    LITERAL = 3
    PREFIXED = 4


class AclOperation(_Coded):
    UNKNOWN = 0
    ANY = 1
    ALL = 2
    READ = 3
    WRITE = 4
    CREATE = 5
    DELETE = 6
    ALTER = 7
    DESCRIBE = 8
    CLUSTER_ACTION = 9
    DESCRIBE_CONFIGS = 10
    ALTER_CONFIGS = 11
    IDEMPOTENT_WRITE = 12
    CREATE_TOKENS = 13
    DESCRIBE_TOKENS = 14
    TWO_PHASE_COMMIT = 15


class AclPermissionType(_Coded):
    UNKNOWN = 0
    ANY = 1
    DENY = 2
    ALLOW = 3


# The operations each resource type supports (Kafka's AclEntry.supportedOperations): what an
# authorized-operations bit field is computed over.
SUPPORTED_OPERATIONS: dict[ResourceType, tuple[AclOperation, ...]] = {
    ResourceType.TOPIC: (AclOperation.READ, AclOperation.WRITE, AclOperation.CREATE,
                         AclOperation.DESCRIBE, AclOperation.DELETE, AclOperation.ALTER,
                         AclOperation.DESCRIBE_CONFIGS, AclOperation.ALTER_CONFIGS),
    ResourceType.GROUP: (AclOperation.READ, AclOperation.DESCRIBE, AclOperation.DELETE,
                         AclOperation.DESCRIBE_CONFIGS, AclOperation.ALTER_CONFIGS),
    ResourceType.CLUSTER: (AclOperation.CREATE, AclOperation.CLUSTER_ACTION,
                           AclOperation.DESCRIBE_CONFIGS, AclOperation.ALTER_CONFIGS,
                           AclOperation.IDEMPOTENT_WRITE, AclOperation.ALTER,
                           AclOperation.DESCRIBE),
    ResourceType.TRANSACTIONAL_ID: (AclOperation.DESCRIBE, AclOperation.WRITE,
                                    AclOperation.TWO_PHASE_COMMIT),
    ResourceType.DELEGATION_TOKEN: (AclOperation.DESCRIBE,),
    ResourceType.USER: (AclOperation.CREATE_TOKENS, AclOperation.DESCRIBE_TOKENS),
}


def operations_bit_field(operations) -> int:
    """Kafka's Utils.to32BitField: bit n set for each operation of code n."""
    field = 0
    for operation in operations:
        field |= 1 << int(operation)
    return field


class AclBinding(NamedTuple):
    """One ACL: who (`principal`, from `host`) may or may not (`permission`) do `operation` on
    the resources `pattern_type` `resource_name` names (Kafka's StandardAcl)."""

    resource_type: ResourceType
    resource_name: str
    pattern_type: PatternType
    principal: str
    host: str
    operation: AclOperation
    permission: AclPermissionType

    def as_record(self) -> dict:
        """The fields of Kafka's AccessControlEntryRecord (without its id)."""
        return {"resource_type": int(self.resource_type), "resource_name": self.resource_name,
                "pattern_type": int(self.pattern_type), "principal": self.principal,
                "host": self.host, "operation": int(self.operation),
                "permission": int(self.permission)}

    @classmethod
    def from_record(cls, record: dict) -> AclBinding:
        return cls(ResourceType.of(record["resource_type"]), record["resource_name"],
                   PatternType.of(record["pattern_type"]), record["principal"], record["host"],
                   AclOperation.of(record["operation"]),
                   AclPermissionType.of(record["permission"]))

    @classmethod
    def from_wire(cls, entry) -> AclBinding:
        """A CreateAcls AclCreation as a binding (unknown codes read as UNKNOWN)."""
        return cls(ResourceType.of(entry.resource_type), entry.resource_name,
                   PatternType.of(entry.resource_pattern_type), entry.principal, entry.host,
                   AclOperation.of(entry.operation), AclPermissionType.of(entry.permission_type))


class AclBindingFilter(NamedTuple):
    """A filter over bindings (DescribeAcls, DeleteAcls); None matches any name, principal or
    host, ANY any type, operation or permission, and pattern type MATCH every pattern that
    would match `resource_name` (literal, wildcard and prefixes)."""

    resource_type: ResourceType
    resource_name: str | None
    pattern_type: PatternType
    principal: str | None
    host: str | None
    operation: AclOperation
    permission: AclPermissionType

    @classmethod
    def from_wire(cls, entry) -> AclBindingFilter:
        """A DescribeAcls request or a DeleteAcls filter as a binding filter."""
        return cls(ResourceType.of(entry.resource_type_filter), entry.resource_name_filter,
                   PatternType.of(entry.pattern_type_filter), entry.principal_filter,
                   entry.host_filter, AclOperation.of(entry.operation),
                   AclPermissionType.of(entry.permission_type))

    @property
    def pattern_unknown(self) -> bool:
        return (self.resource_type == ResourceType.UNKNOWN
                or self.pattern_type == PatternType.UNKNOWN)

    @property
    def entry_unknown(self) -> bool:
        return (self.operation == AclOperation.UNKNOWN
                or self.permission == AclPermissionType.UNKNOWN)

    def matches(self, acl: AclBinding) -> bool:
        return self._matches_pattern(acl) and self._matches_entry(acl)

    def _matches_pattern(self, acl: AclBinding) -> bool:
        if self.resource_type != ResourceType.ANY and self.resource_type != acl.resource_type:
            return False
        if (self.pattern_type not in (PatternType.ANY, PatternType.MATCH)
                and self.pattern_type != acl.pattern_type):
            return False
        name = self.resource_name
        if name is None:
            return True
        if self.pattern_type in (PatternType.ANY, acl.pattern_type):
            return name == acl.resource_name
        if acl.pattern_type == PatternType.LITERAL:  # MATCH from here on
            return name == acl.resource_name or acl.resource_name == WILDCARD
        return name.startswith(acl.resource_name)

    def _matches_entry(self, acl: AclBinding) -> bool:
        if self.principal is not None and self.principal != acl.principal:
            return False
        if self.host is not None and self.host != acl.host:
            return False
        if self.operation != AclOperation.ANY and self.operation != acl.operation:
            return False
        return self.permission in (AclPermissionType.ANY, acl.permission)


class AclError(NamedTuple):
    code: ErrorCode
    message: str | None


def has_unknown_code(resource_type: int, pattern_type: int, operation: int,
                     permission: int) -> bool:
    """Whether a creation or filter names UNKNOWN (code 0) explicitly: Kafka's request
    classes refuse to parse it (an IllegalArgumentException), and the connection is closed."""
    return 0 in (resource_type, pattern_type, operation, permission)


def has_any_code(acl: AclBinding) -> bool:
    """Whether a creation names ANY (or MATCH) where a binding needs a concrete value: Kafka
    cannot build the binding, and the whole CreateAcls request fails with
    UNKNOWN_SERVER_ERROR."""
    return (acl.resource_type == ResourceType.ANY
            or acl.pattern_type in (PatternType.ANY, PatternType.MATCH)
            or acl.operation == AclOperation.ANY or acl.permission == AclPermissionType.ANY)


def creation_error(acl: AclBinding) -> AclError | None:
    """Why Kafka refuses to create `acl` (INVALID_REQUEST with its message), or None: the
    broker's checks (AclApis) first, then the controller's (AclControlManager.validateNewAcl).
    Principal types are not checked (`Group:x` is created), nor hosts."""
    if acl.resource_type == ResourceType.CLUSTER and acl.resource_name != CLUSTER_NAME:
        return AclError(ErrorCode.INVALID_REQUEST,
                        f"The only valid name for the CLUSTER resource is {CLUSTER_NAME}")
    if not acl.resource_name:
        return AclError(ErrorCode.INVALID_REQUEST, "Invalid empty resource name")
    if acl.resource_type == ResourceType.UNKNOWN:
        return AclError(ErrorCode.INVALID_REQUEST, "Invalid resourceType UNKNOWN")
    if acl.pattern_type not in (PatternType.LITERAL, PatternType.PREFIXED):
        return AclError(ErrorCode.INVALID_REQUEST, f"Invalid patternType {acl.pattern_type.name}")
    if acl.operation == AclOperation.UNKNOWN:
        return AclError(ErrorCode.INVALID_REQUEST, "Invalid operation UNKNOWN")
    if acl.permission == AclPermissionType.UNKNOWN:
        return AclError(ErrorCode.INVALID_REQUEST, "Invalid permissionType UNKNOWN")
    if ":" not in acl.principal:
        return AclError(ErrorCode.INVALID_REQUEST,
                        f"Could not parse principal from `{acl.principal}` (no colon is present "
                        "separating the principal type from the principal name)")
    return None


def filter_error(acl_filter: AclBindingFilter) -> AclError | None:
    """Why Kafka's controller refuses a DeleteAcls filter (AclControlManager.validateFilter)."""
    if acl_filter.pattern_unknown:
        return AclError(ErrorCode.INVALID_REQUEST, "Unknown patternFilter.")
    if acl_filter.entry_unknown:
        return AclError(ErrorCode.INVALID_REQUEST, "Unknown entryFilter.")
    return None
