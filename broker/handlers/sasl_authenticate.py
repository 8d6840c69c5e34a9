"""SaslAuthenticate (key 36), versions 0-2.

Behavior:
- On kafkasim's PLAINTEXT listeners there is nothing to authenticate: every request gets
  ILLEGAL_SASL_STATE with Kafka's message for a connection already authenticated, empty
  AuthBytes and (v1+) SessionLifetimeMs 0, as Kafka's KafkaApis answers it there.

Versions: v1 adds SessionLifetimeMs (KIP-368); v2 is flexible.

Not implemented: SASL itself (see sasl_handshake.py).
"""

from __future__ import annotations

from kafkasim.broker.network.registry import BROKER, CONTROLLER, RequestContext, handler
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.sasl_authenticate import (
    SaslAuthenticateRequest,
    SaslAuthenticateResponse,
)


@handler(SaslAuthenticateRequest, 0, 2, listeners=(BROKER, CONTROLLER))
async def handle_sasl_authenticate(node, context: RequestContext,
                                   request: SaslAuthenticateRequest):
    return SaslAuthenticateResponse(
        error_code=ErrorCode.ILLEGAL_SASL_STATE,
        error_message="SaslAuthenticate request received after successful authentication",
        auth_bytes=b"", session_lifetime_ms=0)
