"""SaslHandshake (key 17), versions 0-1.

Behavior:
- kafkasim's listeners are PLAINTEXT, without SASL: as Kafka's KafkaApis answers a handshake on
  such a listener (the request reaches it only when no authenticator consumed it), every
  handshake gets ILLEGAL_SASL_STATE and no mechanisms, and the connection stays open. Clients
  configured for SASL report the error rather than see the connection drop.

Versions: v1 is the handshake that SaslAuthenticate follows (KIP-152).

Not implemented: SASL itself (no mechanisms, no SASL_PLAINTEXT or SASL_SSL listeners).
"""

from __future__ import annotations

from kafkasim.broker.network.registry import BROKER, CONTROLLER, RequestContext, handler
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.sasl_handshake import SaslHandshakeRequest, SaslHandshakeResponse


@handler(SaslHandshakeRequest, 0, 1, listeners=(BROKER, CONTROLLER))
async def handle_sasl_handshake(node, context: RequestContext, request: SaslHandshakeRequest):
    return SaslHandshakeResponse(error_code=ErrorCode.ILLEGAL_SASL_STATE, mechanisms=[])
