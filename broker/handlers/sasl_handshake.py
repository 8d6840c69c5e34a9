"""SaslHandshake (key 17), versions 0-1, once a connection is past authentication.

Behavior (Kafka's KafkaApis.handleSaslHandshakeRequest):
- On a SASL listener the handshake is handled by the connection's authenticator
  (broker/security/sasl.py) before any request reaches a handler.
- A handshake that reaches this handler comes after authentication, or on a listener without
  SASL (PLAINTEXT, SSL, the controller's): it gets ILLEGAL_SASL_STATE and no mechanisms, and the
  connection stays open, so clients configured for SASL report the error rather than see the
  connection drop. The registry entry also makes ApiVersions advertise the versions SASL
  clients look for.

Versions: v0 tokens as raw frames; v1 tokens in SaslAuthenticate (KIP-152).
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.sasl_handshake import SaslHandshakeRequest, SaslHandshakeResponse


async def handle_sasl_handshake(node, context: RequestContext, request: SaslHandshakeRequest):
    return SaslHandshakeResponse(error_code=ErrorCode.ILLEGAL_SASL_STATE, mechanisms=[])
