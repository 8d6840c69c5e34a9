"""Listener security: SSL (broker/security/tls.py), SASL PLAIN and SCRAM (sasl.py, scram.py).

A `ListenerSecurity` describes a broker listener's security protocol, as Kafka's
`listener.security.protocol.map` names them: PLAINTEXT, SSL, SASL_PLAINTEXT or SASL_SSL. The
brokers' own connections to each other (replica fetchers) use the same listener, so they
present the broker certificate and authenticate as the cluster's inter-broker user
(`inter_broker`: mechanism, user, password), as Kafka brokers do with
`security.inter.broker.protocol` and `sasl.mechanism.inter.broker.protocol`. The controller's
listener stays PLAINTEXT (a separate listener in Kafka too: `controller.listener.names`).
"""

from __future__ import annotations

import dataclasses
import ssl
from dataclasses import dataclass

from kafkasim.broker.security.sasl import MECHANISMS, Authenticator, SaslSettings
from kafkasim.broker.security.tls import CLIENT_AUTH, TlsMaterial

PROTOCOLS = ("PLAINTEXT", "SSL", "SASL_PLAINTEXT", "SASL_SSL")
PROTOCOL_IDS = {name: number for number, name in enumerate(PROTOCOLS)}  # SecurityProtocol ids

__all__ = ["CLIENT_AUTH", "MECHANISMS", "PROTOCOLS", "Authenticator", "ListenerSecurity",
           "SaslSettings", "TlsMaterial"]


@dataclass
class ListenerSecurity:
    protocol: str = "PLAINTEXT"
    tls: TlsMaterial | None = None
    client_auth: str = "none"  # ssl.client.auth
    sasl: SaslSettings | None = None
    inter_broker: tuple[str, str, str] | None = None  # (mechanism, user, password)

    def __post_init__(self) -> None:
        if self.protocol not in PROTOCOLS:
            raise ValueError(f"security protocol must be one of {', '.join(PROTOCOLS)}")
        if self.uses_tls and self.tls is None:
            raise ValueError(f"{self.protocol} needs TLS material")
        if self.uses_sasl and self.sasl is None:
            raise ValueError(f"{self.protocol} needs SASL settings")

    @property
    def uses_tls(self) -> bool:
        return self.protocol in ("SSL", "SASL_SSL")

    @property
    def uses_sasl(self) -> bool:
        return self.protocol.startswith("SASL_")

    def server_context(self) -> ssl.SSLContext | None:
        return self.tls.server_context(self.client_auth) if self.uses_tls else None

    def authenticator_factory(self, scram_credentials):
        """Per-connection authenticators reading SCRAM credentials from
        `scram_credentials()` (the broker's metadata image); None without SASL."""
        if not self.uses_sasl:
            return None
        settings = dataclasses.replace(self.sasl, scram_credentials=scram_credentials)
        return lambda: Authenticator(settings)

    def internal_principals(self) -> tuple[str, ...]:
        """The principals of the brokers' own connections to each other, as a listener sees
        them: the inter-broker SASL user, or the broker certificate's subject where clients
        present certificates (a PLAINTEXT broker is User:ANONYMOUS, as in Kafka, and is
        given no more)."""
        if self.uses_sasl and self.inter_broker is not None:
            return (f"User:{self.inter_broker[1]}",)
        if self.uses_tls and self.client_auth != "none" and self.tls is not None:
            return (self.tls.broker_principal(),)
        return ()

    def connect_options(self) -> dict:
        """KafkaConnection.connect arguments for the brokers' own connections."""
        options: dict = {}
        if self.uses_tls:
            options["ssl"] = self.tls.client_context()
        if self.uses_sasl:
            options["sasl"] = self.inter_broker
        return options
