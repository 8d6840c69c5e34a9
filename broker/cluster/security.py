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
builds the SCRAM requests; the Cluster sends them to its controller.
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
from kafkasim.broker.security.scram import MECHANISM_IDS, new_credential
from kafkasim.protocol.messages.alter_user_scram_credentials import (
    AlterUserScramCredentialsRequest,
    ScramCredentialDeletion,
    ScramCredentialUpsertion,
)

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
