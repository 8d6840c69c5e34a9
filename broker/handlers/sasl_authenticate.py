"""SaslAuthenticate (key 36), versions 0-2, once a connection is past authentication.

Behavior (Kafka's KafkaApis.handleSaslAuthenticateRequest):
- The tokens of an authentication are handled by the connection's authenticator
  (broker/security/sasl.py) before any request reaches a handler.
- A SaslAuthenticate that reaches this handler comes after authentication, or on a listener
  without SASL: it gets ILLEGAL_SASL_STATE with Kafka's message for a connection already
  authenticated, empty AuthBytes and (v1+) SessionLifetimeMs 0.

Versions: v0 (KIP-152); v1 SessionLifetimeMs (KIP-368); v2 flexible.

Not implemented: re-authentication (KIP-368): SessionLifetimeMs is always 0.
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.sasl_authenticate import (
    SaslAuthenticateRequest,
    SaslAuthenticateResponse,
)


async def handle_sasl_authenticate(node, context: RequestContext,
                                   request: SaslAuthenticateRequest):
    return SaslAuthenticateResponse(
        error_code=ErrorCode.ILLEGAL_SASL_STATE,
        error_message="SaslAuthenticate request received after successful authentication",
        auth_bytes=b"", session_lifetime_ms=0)
