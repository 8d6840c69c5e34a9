"""Secure listeners for a Cluster: SSL, SASL_PLAINTEXT and SASL_SSL with PLAIN and SCRAM users.

    Cluster(security_protocol="SASL_SSL", users={"alice": "alice-secret"})

Every broker listener then speaks that protocol (bound to 127.0.0.1 unless `host` says
otherwise). TLS material is generated when the cluster is built under a temporary directory
(or given: `tls=TlsMaterial.given(ca, cert, key)`); `ssl_client_auth="required"` makes clients
present a certificate signed by the CA (`client_certificate(name)` makes one). Each user gets a
PLAIN password and SCRAM-SHA-256 and SCRAM-SHA-512 credentials, the latter written through the
controller with AlterUserScramCredentials, as `kafka-configs --alter --add-config
SCRAM-SHA-256=...` does. `client_config(...)` gives the settings a client library needs.

`ClusterSecurity` is the Cluster's collaborator for all of it: it owns the listener settings
every broker is built with, the PLAIN passwords the brokers check, and the TLS files. It
builds the SCRAM requests; the Cluster sends them to its controller. `acl_bindings` and its
neighbours turn the harness's ACL arguments (`grant("alice", "read", topic="t")`) into Kafka's
ACLs and the CreateAcls / DeleteAcls entries the Cluster sends.
"""

from __future__ import annotations

import secrets
import shutil
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path

from kafkasim.broker.control.errors import ClusterConflict, InvalidArgument
from kafkasim.broker.security import (
    MECHANISMS,
    ListenerSecurity,
    SaslSettings,
    TlsMaterial,
)
from kafkasim.broker.security.acl import (
    CLUSTER_NAME,
    AclBinding,
    AclOperation,
    AclPermissionType,
    PatternType,
    ResourceType,
    creation_error,
    has_any_code,
)
from kafkasim.broker.security.scram import MECHANISM_IDS, new_credential
from kafkasim.protocol.messages.alter_user_scram_credentials import (
    AlterUserScramCredentialsRequest,
    ScramCredentialDeletion,
    ScramCredentialUpsertion,
)
from kafkasim.protocol.messages.create_acls import AclCreation
from kafkasim.protocol.messages.delete_acls import DeleteAclsFilter

INTER_BROKER_USER = "kafkasim-inter-broker"
SCRAM_MECHANISMS = ("SCRAM-SHA-256", "SCRAM-SHA-512")


class ClusterSecurity:
    """The listener security of a cluster's brokers and its SASL users (see the module
    docstring). `host` is the brokers' listen address, named in generated certificates."""

    _tls_directory: Path | None = None  # a generated CA's directory, removed with this object

    def __init__(self, protocol: str = "PLAINTEXT", users: Mapping[str, str] | None = None,
                 mechanisms: Sequence[str] | None = None, client_auth: str = "none",
                 tls: TlsMaterial | Mapping[str, str] | None = None,
                 host: str = "127.0.0.1") -> None:
        self.protocol = protocol
        self.sasl_mechanisms = tuple(mechanisms or MECHANISMS)
        # PLAIN passwords by user: the brokers' SASL settings hold this very dict, so a user
        # added here is accepted at once.
        self.plain_users: dict[str, str] = {}
        self.initial_users = dict(users or {})
        self.tls: TlsMaterial | None = None
        sasl = inter_broker = None
        if protocol.startswith("SASL_"):
            sasl = SaslSettings(mechanisms=self.sasl_mechanisms, plain_users=self.plain_users)
            # The brokers' own user; PLAIN when the listener offers it, else SCRAM.
            mechanism = "PLAIN" if "PLAIN" in self.sasl_mechanisms else self.sasl_mechanisms[0]
            inter_broker = (mechanism, INTER_BROKER_USER, secrets.token_urlsafe(18))
            self.initial_users.setdefault(INTER_BROKER_USER, inter_broker[2])
        if protocol in ("SSL", "SASL_SSL"):
            if isinstance(tls, TlsMaterial):
                self.tls = tls
            elif isinstance(tls, Mapping):
                self.tls = TlsMaterial.given(tls["ca_file"], tls["cert_file"], tls["key_file"])
            else:
                self._tls_directory = Path(tempfile.mkdtemp(prefix="kafkasim-tls-"))
                self.tls = TlsMaterial.generate(self._tls_directory, (host,))
        # What every broker's listeners are built with.
        self.listener = ListenerSecurity(protocol, self.tls, client_auth, sasl, inter_broker)
        for user, password in self.initial_users.items():
            if "PLAIN" in self.sasl_mechanisms or user == INTER_BROKER_USER:
                self.plain_users[user] = password

    def __del__(self) -> None:
        # The generated files outlive the cluster's stop(): clients may still read the CA file.
        if self._tls_directory is not None:
            shutil.rmtree(self._tls_directory, ignore_errors=True)

    # --- users -----------------------------------------------------------------------------

    def initial_credentials(self) -> list[AlterUserScramCredentialsRequest]:
        """The SCRAM requests that give the users the cluster was built with their
        credentials once the controller runs (none without SASL)."""
        if not self.listener.uses_sasl:
            return []
        scram = [m for m in self.sasl_mechanisms if m in SCRAM_MECHANISMS]
        return [request for user, password in self.initial_users.items()
                for request in scram_upsertions(user, password, scram)]

    def set_user(self, user: str, password: str, mechanisms: Sequence[str] | None = None
                 ) -> list[AlterUserScramCredentialsRequest]:
        """Give `user` a PLAIN password (when `mechanisms`, default every mechanism the
        listener enables, include PLAIN) and return the SCRAM requests for the rest."""
        if not user:
            raise InvalidArgument("a user needs a name")
        wanted = [m for m in (mechanisms or self.sasl_mechanisms) if m in MECHANISMS]
        if "PLAIN" in wanted:
            self.plain_users[user] = password
        return scram_upsertions(user, password, [m for m in wanted if m in SCRAM_MECHANISMS])

    def delete_user(self, user: str, scram_mechanisms: Sequence[str]
                    ) -> list[AlterUserScramCredentialsRequest]:
        """Forget `user`'s PLAIN password and return the requests deleting its SCRAM
        credentials (`scram_mechanisms`: those the controller holds)."""
        self.plain_users.pop(user, None)
        return [AlterUserScramCredentialsRequest(upsertions=[], deletions=[
            ScramCredentialDeletion(name=user, mechanism=MECHANISM_IDS[mechanism])])
            for mechanism in scram_mechanisms]

    # --- what clients need -----------------------------------------------------------------

    def client_certificate(self, name: str = "client") -> tuple[str, str]:
        """A client certificate and key (file paths) signed by the generated CA."""
        if self.tls is None:
            raise ClusterConflict("the cluster's listeners do not use TLS")
        cert, key = self.tls.client_certificate(name)
        return str(cert), str(key)

    @property
    def ssl_ca_file(self) -> str | None:
        """The CA certificate clients must trust (PEM), for SSL and SASL_SSL listeners."""
        return None if self.tls is None else str(self.tls.ca_file)

    def client_config(self, bootstrap: str, user: str | None = None,
                      password: str | None = None, mechanism: str = "PLAIN",
                      style: str = "librdkafka") -> dict:
        """Settings for a client library to reach `bootstrap` (see Cluster.client_config)."""
        if password is None and user is not None:
            password = self.initial_users.get(user) or self.plain_users.get(user)
        protocol = self.protocol
        if style == "kafka-python":
            config: dict = {"bootstrap_servers": bootstrap, "security_protocol": protocol}
            if self.tls is not None:
                config["ssl_cafile"] = self.ssl_ca_file
            if protocol.startswith("SASL_"):
                config.update(sasl_mechanism=mechanism, sasl_plain_username=user,
                              sasl_plain_password=password)
            return config
        config = {"bootstrap.servers": bootstrap, "security.protocol": protocol}
        if self.tls is not None:
            if style == "java":
                config.update({"ssl.truststore.type": "PEM",
                               "ssl.truststore.location": self.ssl_ca_file})
            else:
                config["ssl.ca.location"] = self.ssl_ca_file
        if protocol.startswith("SASL_"):
            config["sasl.mechanism"] = mechanism
            if style == "java":
                module = ("org.apache.kafka.common.security.plain.PlainLoginModule"
                          if mechanism == "PLAIN" else
                          "org.apache.kafka.common.security.scram.ScramLoginModule")
                config["sasl.jaas.config"] = (f'{module} required username="{user}" '
                                              f'password="{password}";')
            else:
                config.update({"sasl.username": user, "sasl.password": password})
        return config


def scram_upsertions(user: str, password: str, mechanisms: Sequence[str]
                     ) -> list[AlterUserScramCredentialsRequest]:
    """One AlterUserScramCredentials request per mechanism: Kafka alters one credential of a
    user per request (DUPLICATE_RESOURCE otherwise)."""
    requests = []
    for mechanism in mechanisms:
        salt, salted, iterations = new_credential(mechanism, password)
        requests.append(AlterUserScramCredentialsRequest(deletions=[], upsertions=[
            ScramCredentialUpsertion(name=user, mechanism=MECHANISM_IDS[mechanism],
                                     iterations=iterations, salt=salt,
                                     salted_password=salted)]))
    return requests


# --- ACLs (the authorizer) ---------------------------------------------------------------------

_RESOURCES = {"topic": ResourceType.TOPIC, "group": ResourceType.GROUP,
              "transactional_id": ResourceType.TRANSACTIONAL_ID,
              "delegation_token": ResourceType.DELEGATION_TOKEN, "user": ResourceType.USER}


def acl_bindings(principal: str, operations: str | Sequence[str], *,
                 permission: str = "allow", pattern: str = "literal", host: str = "*",
                 topic: str | None = None, group: str | None = None,
                 transactional_id: str | None = None, cluster: bool = False,
                 delegation_token: str | None = None, user: str | None = None
                 ) -> list[AclBinding]:
    """The ACLs giving (permission "allow") or refusing ("deny") `principal` each of
    `operations` ("read", "write", ... Kafka's AclOperation names, any case) on one resource:
    `topic=`, `group=`, `transactional_id=`, `delegation_token=`, `user=` (a name, or a prefix
    with pattern "prefixed"; "*" for all) or `cluster=True`. A principal without a colon is a
    user: "alice" is User:alice, "*" every principal (User:*). InvalidArgument for anything
    Kafka would not store."""
    named = {kind: name for kind, name in (("topic", topic), ("group", group),
                                           ("transactional_id", transactional_id),
                                           ("delegation_token", delegation_token),
                                           ("user", user)) if name is not None}
    if len(named) + bool(cluster) != 1:
        raise InvalidArgument("an ACL names one resource: topic=, group=, transactional_id=, "
                              "delegation_token=, user= or cluster=True")
    if cluster:
        resource_type, name = ResourceType.CLUSTER, CLUSTER_NAME
    else:
        (kind, name), = named.items()
        resource_type = _RESOURCES[kind]
    principal = principal if ":" in principal else f"User:{principal}"
    bindings = []
    for operation in [operations] if isinstance(operations, str) else operations:
        binding = AclBinding(resource_type, name, _enum(PatternType, pattern, "pattern"),
                             principal, host, _enum(AclOperation, operation, "operation"),
                             _enum(AclPermissionType, permission, "permission"))
        if has_any_code(binding) or creation_error(binding) is not None:
            error = creation_error(binding)
            raise InvalidArgument(error.message if error else f"not a concrete ACL: {binding}")
        bindings.append(binding)
    return bindings


def _enum(kind, value, what: str):
    try:
        return kind[str(value).upper()]
    except KeyError:
        names = ", ".join(m.name.lower() for m in kind if m.name not in ("UNKNOWN", "ANY",
                                                                          "MATCH"))
        raise InvalidArgument(f"unknown ACL {what} {value!r} (one of {names})") from None


def acl_creation(binding: AclBinding) -> AclCreation:
    return AclCreation(resource_type=binding.resource_type, resource_name=binding.resource_name,
                       resource_pattern_type=binding.pattern_type, principal=binding.principal,
                       host=binding.host, operation=binding.operation,
                       permission_type=binding.permission)


def acl_deletion(principal: str | None = None, resource_type: str | None = None,
                 name: str | None = None) -> DeleteAclsFilter:
    """A DeleteAcls filter: the ACLs of `principal` ("alice" is User:alice), on resources of
    `resource_type` ("topic", "group", "cluster", ...) named `name`; None matches any."""
    if resource_type is None:
        kind = ResourceType.ANY
    elif resource_type == "cluster":
        kind = ResourceType.CLUSTER
    elif resource_type in _RESOURCES:
        kind = _RESOURCES[resource_type]
    else:
        raise InvalidArgument(f"unknown resource type {resource_type!r} (one of "
                              f"{', '.join([*_RESOURCES, 'cluster'])})")
    if principal is not None and ":" not in principal:
        principal = f"User:{principal}"
    return DeleteAclsFilter(resource_type_filter=kind, resource_name_filter=name,
                            pattern_type_filter=PatternType.ANY, principal_filter=principal,
                            host_filter=None, operation=AclOperation.ANY,
                            permission_type=AclPermissionType.ANY)


def describe_acl(binding: AclBinding) -> dict:
    """An ACL as JSON-ready data (the harness's `acls()`, the HTTP control plane)."""
    return {"principal": binding.principal, "resource_type": binding.resource_type.name.lower(),
            "name": binding.resource_name, "pattern": binding.pattern_type.name.lower(),
            "operation": binding.operation.name.lower(),
            "permission": binding.permission.name.lower(), "host": binding.host}
