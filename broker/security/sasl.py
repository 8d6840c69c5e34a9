"""SASL authentication on SASL_PLAINTEXT and SASL_SSL listeners (Kafka's SaslServerAuthenticator).

Each connection of a SASL listener gets an `Authenticator`, which sees every frame until the
client has authenticated; only then are requests dispatched to handlers. The exchange, as
Kafka runs it:

1. ApiVersions may come first and is answered as usual.
2. SaslHandshake names a mechanism. One the listener does not enable is answered with
   UNSUPPORTED_SASL_MECHANISM and the enabled list, and the connection closes.
3. With SaslHandshake v1 the tokens travel in SaslAuthenticate requests (KIP-152); with v0 as
   raw size-prefixed frames. PLAIN takes one token; SCRAM-SHA-256/512 two (RFC 5802, the
   server side done by `scramp`).
4. A wrong user or password is answered with SASL_AUTHENTICATION_FAILED (58) and the
   connection closes (v0: it just closes). Any other request before authentication closes the
   connection (Kafka's IllegalSaslStateException).

PLAIN users are the listener's static list (Kafka's JAAS `user_<name>="<password>"` entries);
SCRAM credentials come from the broker's metadata image (AlterUserScramCredentials).
"""

from __future__ import annotations

import hmac
import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field

from kafkasim.broker.security.scram import auth_info
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.framing import decode_request, encode_response
from kafkasim.protocol.messages.sasl_authenticate import SaslAuthenticateResponse
from kafkasim.protocol.messages.sasl_handshake import SaslHandshakeResponse

log = logging.getLogger("kafkasim.sasl")

MECHANISMS = ("PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512")
API_VERSIONS, SASL_HANDSHAKE, SASL_AUTHENTICATE = 18, 17, 36
INVALID_CREDENTIALS = "Authentication failed: Invalid username or password"


class AuthenticationFailed(Exception):
    pass


@dataclass
class SaslSettings:
    """What a SASL listener accepts. `plain_users` is read at each attempt (a shared dict the
    harness may change); `scram_credentials()` returns user -> mechanism -> credential."""

    mechanisms: tuple[str, ...] = MECHANISMS
    plain_users: Mapping[str, str] = field(default_factory=dict)
    scram_credentials: Callable[[], Mapping[str, Mapping[str, dict]]] = dict

    def __post_init__(self) -> None:
        unknown = [m for m in self.mechanisms if m not in MECHANISMS]
        if unknown or not self.mechanisms:
            raise ValueError(f"SASL mechanisms must be among {', '.join(MECHANISMS)}")


class Authenticator:
    """One connection's SASL state (see the module docstring)."""

    def __init__(self, settings: SaslSettings) -> None:
        self.settings = settings
        self.state = "handshake"  # handshake -> authenticate (v1) | raw (v0) -> done
        self.mechanism: str | None = None
        self.principal: str | None = None
        self._scram = None

    @property
    def complete(self) -> bool:
        return self.state == "done"

    async def receive(self, frame, write: Callable[[list], None],
                      dispatch: Callable[[object], Awaitable[bool]]) -> bool:
        """Handle one frame before authentication; return False to close the connection.
        `dispatch` serves a frame as an ordinary request (ApiVersions)."""
        if self.state == "raw":
            return self._raw_token(bytes(frame), write)
        try:
            header, request = decode_request(frame)
        except Exception:  # malformed, or an API we do not know: Kafka closes
            return False
        api_key, version = header.request_api_key, header.request_api_version
        if self.state == "handshake" and api_key == API_VERSIONS:
            return await dispatch(frame)
        if self.state == "handshake" and api_key == SASL_HANDSHAKE:
            return self._handshake(request, version, header.correlation_id, write)
        if self.state == "authenticate" and api_key == SASL_AUTHENTICATE:
            return self._authenticate(request, version, header.correlation_id, write)
        log.info("closing a connection: %s (key %d) during SASL %s", "request", api_key,
                 self.state)
        return False

    def _handshake(self, request, version: int, correlation_id: int, write) -> bool:
        enabled = list(self.settings.mechanisms)
        if request.mechanism not in enabled:
            write(encode_response(SASL_HANDSHAKE, version, correlation_id, SaslHandshakeResponse(
                error_code=ErrorCode.UNSUPPORTED_SASL_MECHANISM, mechanisms=enabled)))
            return False
        self.mechanism = request.mechanism
        self.state = "authenticate" if version >= 1 else "raw"
        write(encode_response(SASL_HANDSHAKE, version, correlation_id,
                              SaslHandshakeResponse(error_code=ErrorCode.NONE,
                                                    mechanisms=enabled)))
        return True

    def _authenticate(self, request, version: int, correlation_id: int, write) -> bool:
        try:
            challenge = self._step(bytes(request.auth_bytes))
        except AuthenticationFailed as error:
            write(encode_response(SASL_AUTHENTICATE, version, correlation_id,
                                  SaslAuthenticateResponse(
                                      error_code=ErrorCode.SASL_AUTHENTICATION_FAILED,
                                      error_message=str(error), auth_bytes=b"")))
            return False
        write(encode_response(SASL_AUTHENTICATE, version, correlation_id,
                              SaslAuthenticateResponse(error_code=ErrorCode.NONE,
                                                       auth_bytes=challenge,
                                                       session_lifetime_ms=0)))
        return True

    def _raw_token(self, token: bytes, write) -> bool:
        try:
            challenge = self._step(token)
        except AuthenticationFailed:
            return False
        write([len(challenge).to_bytes(4, "big") + challenge])
        return True

    # --- mechanisms ------------------------------------------------------------------------

    def _step(self, token: bytes) -> bytes:
        if self.mechanism == "PLAIN":
            return self._plain(token)
        return self._scram_step(token)

    def _plain(self, token: bytes) -> bytes:
        parts = token.split(b"\x00")
        if len(parts) != 3:
            raise AuthenticationFailed("Invalid SASL/PLAIN response: expected 3 tokens")
        authorization_id, user, password = (part.decode("utf-8", "replace") for part in parts)
        if authorization_id and authorization_id != user:
            raise AuthenticationFailed("Authentication failed: Client requested an "
                                       "authorization id that is different from username")
        expected = self.settings.plain_users.get(user)
        if expected is None or not hmac.compare_digest(expected.encode(), password.encode()):
            raise AuthenticationFailed(INVALID_CREDENTIALS)
        self._done(user)
        return b""

    def _scram_step(self, token: bytes) -> bytes:
        from scramp import ScramException, ScramMechanism

        try:
            if self._scram is None:
                credentials = self.settings.scram_credentials()

                def lookup(user: str):
                    self.principal = user
                    credential = credentials.get(user, {}).get(self.mechanism)
                    if credential is None:
                        raise ScramException("unknown user")
                    return auth_info(credential)

                self._scram = ScramMechanism(self.mechanism).make_server(lookup)
                self._scram.set_client_first(token.decode("utf-8"))
                return self._scram.get_server_first().encode()
            self._scram.set_client_final(token.decode("utf-8"))
            final = self._scram.get_server_final().encode()
        except (ScramException, UnicodeDecodeError, ValueError) as error:
            log.info("SCRAM authentication failed: %s", error)
            raise AuthenticationFailed(
                "Authentication failed during authentication due to invalid credentials "
                f"with SASL mechanism {self.mechanism}") from None
        self._done(self.principal)
        return final

    def _done(self, user: str) -> None:
        self.principal = user
        self.state = "done"
