"""Secure listeners for a Cluster: SSL, SASL_PLAINTEXT and SASL_SSL with PLAIN and SCRAM users.

    Cluster(security_protocol="SASL_SSL", users={"alice": "alice-secret"})

Every broker listener then speaks that protocol (bound to 127.0.0.1 unless `host` says
otherwise). TLS material is generated on start under a temporary directory (or given:
`tls=TlsMaterial.given(ca, cert, key)`); `ssl_client_auth="required"` makes clients present a
certificate signed by the CA (`client_certificate(name)` makes one). Each user gets a PLAIN
password and SCRAM-SHA-256 and SCRAM-SHA-512 credentials, the latter written through the
controller with AlterUserScramCredentials, as `kafka-configs --alter --add-config
SCRAM-SHA-256=...` does. `client_config(...)` gives the settings a client library needs.
"""

from __future__ import annotations

import secrets
import shutil
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path

from kafkasim.broker.cluster.core import ClusterCore
from kafkasim.broker.cluster.dispatch import on_loop, waits
from kafkasim.broker.security import (
    MECHANISMS,
    ListenerSecurity,
    SaslSettings,
    TlsMaterial,
)
from kafkasim.broker.security.scram import MECHANISM_IDS, new_credential
from kafkasim.protocol.errors import KafkaError
from kafkasim.protocol.messages.alter_user_scram_credentials import (
    AlterUserScramCredentialsRequest,
    ScramCredentialDeletion,
    ScramCredentialUpsertion,
)

INTER_BROKER_USER = "kafkasim-inter-broker"
SCRAM_MECHANISMS = ("SCRAM-SHA-256", "SCRAM-SHA-512")


class ClusterSecurity(ClusterCore):
    """Listener security and SASL users of a Cluster (see the module docstring)."""

    def _init_security(self, protocol: str, users: Mapping[str, str] | None,
                       mechanisms: Sequence[str] | None, client_auth: str, tls) -> None:
        self.security_protocol = protocol
        self.sasl_mechanisms = tuple(mechanisms or MECHANISMS)
        self.plain_users: dict[str, str] = {}
        self._initial_users = dict(users or {})
        self._tls_directory: Path | None = None
        self.tls: TlsMaterial | None = None
        sasl = inter_broker = None
        if protocol.startswith("SASL_"):
            sasl = SaslSettings(mechanisms=self.sasl_mechanisms, plain_users=self.plain_users)
            # The brokers' own user; PLAIN when the listener offers it, else SCRAM.
            mechanism = "PLAIN" if "PLAIN" in self.sasl_mechanisms else self.sasl_mechanisms[0]
            inter_broker = (mechanism, INTER_BROKER_USER, secrets.token_urlsafe(18))
            self._initial_users.setdefault(INTER_BROKER_USER, inter_broker[2])
        if protocol in ("SSL", "SASL_SSL"):
            if isinstance(tls, TlsMaterial):
                self.tls = tls
            elif isinstance(tls, Mapping):
                self.tls = TlsMaterial.given(tls["ca_file"], tls["cert_file"], tls["key_file"])
            else:
                self._tls_directory = Path(tempfile.mkdtemp(prefix="kafkasim-tls-"))
                self.tls = TlsMaterial.generate(self._tls_directory, (self.host,))
        self.listener_security = ListenerSecurity(protocol, self.tls, client_auth, sasl,
                                                  inter_broker)
        for user, password in self._initial_users.items():
            if "PLAIN" in self.sasl_mechanisms or user == INTER_BROKER_USER:
                self.plain_users[user] = password

    def _broker_options(self, node_id: int) -> dict:
        return {"security": self.listener_security}

    async def _after_start(self) -> None:
        await super()._after_start()
        if self.listener_security.uses_sasl:
            for user, password in self._initial_users.items():
                await self._set_scram(user, password, [
                    m for m in self.sasl_mechanisms if m in SCRAM_MECHANISMS])

    def __del__(self) -> None:
        # The generated files outlive stop(): clients may still read the CA file.
        directory = getattr(self, "_tls_directory", None)
        if directory is not None:
            shutil.rmtree(directory, ignore_errors=True)

    # --- users -----------------------------------------------------------------------------

    async def _set_scram(self, user: str, password: str, mechanisms: Sequence[str]) -> None:
        # Kafka alters one credential of a user per request (DUPLICATE_RESOURCE otherwise).
        for mechanism in mechanisms:
            salt, salted, iterations = new_credential(mechanism, password)
            await self._alter_scram(AlterUserScramCredentialsRequest(deletions=[], upsertions=[
                ScramCredentialUpsertion(name=user, mechanism=MECHANISM_IDS[mechanism],
                                         iterations=iterations, salt=salt,
                                         salted_password=salted)]))

    async def _alter_scram(self, request: AlterUserScramCredentialsRequest) -> None:
        response = await self._send_to_controller(request, 0)
        for result in response.results:
            if result.error_code:
                raise KafkaError(result.error_code, result.error_message)
        await self.wait_for_metadata()

    @waits
    async def set_user(self, user: str, password: str,
                       mechanisms: Sequence[str] | None = None) -> None:
        """Give `user` the password `password` for `mechanisms` (default: every mechanism the
        listener enables): a PLAIN entry, and SCRAM credentials through the controller."""
        wanted = [m for m in (mechanisms or self.sasl_mechanisms) if m in MECHANISMS]
        if not user:
            raise ValueError("a user needs a name")
        if "PLAIN" in wanted:
            self.plain_users[user] = password
        await self._set_scram(user, password, [m for m in wanted if m in SCRAM_MECHANISMS])

    @waits
    async def delete_user(self, user: str) -> None:
        """Remove `user`'s PLAIN entry and SCRAM credentials; its new connections fail."""
        self.plain_users.pop(user, None)
        for mechanism in list(self.controller.metadata.scram_credentials.get(user, {})):
            await self._alter_scram(AlterUserScramCredentialsRequest(upsertions=[], deletions=[
                ScramCredentialDeletion(name=user, mechanism=MECHANISM_IDS[mechanism])]))

    @on_loop
    def user_mechanisms(self, user: str) -> list[str]:
        """The mechanisms `user` can authenticate with."""
        found = ["PLAIN"] if user in self.plain_users else []
        found += sorted(self.controller.metadata.scram_credentials.get(user, {}))
        return found

    # --- what clients need -----------------------------------------------------------------

    def client_certificate(self, name: str = "client") -> tuple[str, str]:
        """A client certificate and key (file paths) signed by the generated CA."""
        if self.tls is None:
            raise ValueError("the cluster's listeners do not use TLS")
        cert, key = self.tls.client_certificate(name)
        return str(cert), str(key)

    @property
    def ssl_ca_file(self) -> str | None:
        """The CA certificate clients must trust (PEM), for SSL and SASL_SSL listeners."""
        return None if self.tls is None else str(self.tls.ca_file)

    def client_config(self, user: str | None = None, password: str | None = None,
                      mechanism: str = "PLAIN", style: str = "librdkafka") -> dict:
        """Connection settings for a client library: `style` "librdkafka" (confluent-kafka,
        kcat), "java" (kafka-clients) or "kafka-python" (its keyword arguments)."""
        if password is None and user is not None:
            password = self._initial_users.get(user) or self.plain_users.get(user)
        protocol = self.security_protocol
        if style == "kafka-python":
            config: dict = {"bootstrap_servers": self.bootstrap, "security_protocol": protocol}
            if self.tls is not None:
                config["ssl_cafile"] = self.ssl_ca_file
            if protocol.startswith("SASL_"):
                config.update(sasl_mechanism=mechanism, sasl_plain_username=user,
                              sasl_plain_password=password)
            return config
        config = {"bootstrap.servers": self.bootstrap, "security.protocol": protocol}
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
