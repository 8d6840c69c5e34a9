"""AlterUserScramCredentials (key 51), version 0; a broker forwards it to the controller.

Behavior (Kafka's ScramControlManager):
- Each upsertion stores the credential derived from its salt, salted password and iterations
  (the password itself never travels); each deletion removes one user's credential for one
  mechanism. Every broker learns them from the metadata log and SASL/SCRAM listeners accept
  them at once.
- Per user: an empty name or iterations outside 4096-16384 UNACCEPTABLE_CREDENTIAL; a mechanism
  other than 1 (SCRAM-SHA-256) or 2 (SCRAM-SHA-512) UNSUPPORTED_SASL_MECHANISM; deleting a
  credential that does not exist RESOURCE_NOT_FOUND; a user named twice in one request
  DUPLICATE_RESOURCE (for every entry of that user). Users without an error change together,
  as one metadata batch.
- No controller reachable: REQUEST_TIMED_OUT for every user.

Versions: v0 (KIP-554), flexible.

Not implemented: ACLs (CLUSTER_AUTHORIZATION_FAILED never returned).
"""

from __future__ import annotations

from collections import Counter

from kafkasim.broker.controller.channel import forward_to_controller
from kafkasim.broker.metadata.records import scram_credential_record
from kafkasim.broker.network.registry import BROKER, CONTROLLER, RequestContext, handler
from kafkasim.broker.security.scram import (
    MAX_ITERATIONS,
    MECHANISMS,
    MIN_ITERATIONS,
    credential_from_salted,
)
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.alter_user_scram_credentials import (
    AlterUserScramCredentialsRequest,
    AlterUserScramCredentialsResponse,
    AlterUserScramCredentialsResult,
)


def _users(request: AlterUserScramCredentialsRequest) -> list[str]:
    return list(dict.fromkeys([d.name for d in request.deletions]
                              + [u.name for u in request.upsertions]))


@handler(AlterUserScramCredentialsRequest, 0, 0, listeners=(BROKER,))
async def handle_alter_user_scram_credentials(node, context: RequestContext,
                                              request: AlterUserScramCredentialsRequest):
    def unavailable(message: str) -> AlterUserScramCredentialsResponse:
        return AlterUserScramCredentialsResponse(results=[
            AlterUserScramCredentialsResult(user=user, error_code=ErrorCode.REQUEST_TIMED_OUT,
                                            error_message=message)
            for user in _users(request)])

    def settled(response: AlterUserScramCredentialsResponse):
        changed = {r.user for r in response.results if r.error_code == ErrorCode.NONE}
        upserted = [(u.name, MECHANISMS[u.mechanism]) for u in request.upsertions
                    if u.name in changed]
        deleted = [(d.name, MECHANISMS[d.mechanism]) for d in request.deletions
                   if d.name in changed]
        if not changed:
            return None

        def visible() -> bool:
            credentials = node.metadata.scram_credentials
            return (all(m in credentials.get(user, {}) for user, m in upserted)
                    and not any(m in credentials.get(user, {}) for user, m in deleted))

        return visible

    return await forward_to_controller(node, request, context.api_version,
                                       unavailable=unavailable, settled=settled,
                                       timeout_ms=5000)


@handler(AlterUserScramCredentialsRequest, 0, 0, listeners=(CONTROLLER,))
async def handle_alter_user_scram_credentials_controller(
        node, context: RequestContext, request: AlterUserScramCredentialsRequest):
    image = node.metadata
    counts = Counter([d.name for d in request.deletions] + [u.name for u in request.upsertions])
    errors: dict[str, tuple[ErrorCode, str]] = {}

    def fail(user: str, code: ErrorCode, message: str) -> None:
        errors.setdefault(user, (code, message))

    for user, count in counts.items():
        if count > 1:
            fail(user, ErrorCode.DUPLICATE_RESOURCE,
                 "A user credential cannot be altered twice in the same request")
    records = []
    for deletion in request.deletions:
        mechanism = MECHANISMS.get(deletion.mechanism)
        if not deletion.name:
            fail(deletion.name, ErrorCode.UNACCEPTABLE_CREDENTIAL, "Username must not be empty")
        elif mechanism is None:
            fail(deletion.name, ErrorCode.UNSUPPORTED_SASL_MECHANISM, "Unknown SCRAM mechanism")
        elif mechanism not in image.scram_credentials.get(deletion.name, {}):
            fail(deletion.name, ErrorCode.RESOURCE_NOT_FOUND,
                 "Attempt to delete a user credential that does not exist")
        elif deletion.name not in errors:
            records.append(scram_credential_record(deletion.name, mechanism, None))
    for upsertion in request.upsertions:
        mechanism = MECHANISMS.get(upsertion.mechanism)
        if not upsertion.name:
            fail(upsertion.name, ErrorCode.UNACCEPTABLE_CREDENTIAL,
                 "Username must not be empty")
        elif mechanism is None:
            fail(upsertion.name, ErrorCode.UNSUPPORTED_SASL_MECHANISM,
                 "Unknown SCRAM mechanism")
        elif upsertion.iterations < MIN_ITERATIONS:
            fail(upsertion.name, ErrorCode.UNACCEPTABLE_CREDENTIAL, "Too few iterations")
        elif upsertion.iterations > MAX_ITERATIONS:
            fail(upsertion.name, ErrorCode.UNACCEPTABLE_CREDENTIAL, "Too many iterations")
        elif upsertion.name not in errors:
            records.append(scram_credential_record(upsertion.name, mechanism,
                                                   credential_from_salted(
                                                       mechanism, bytes(upsertion.salt),
                                                       bytes(upsertion.salted_password),
                                                       upsertion.iterations)))
    node.append([r for r in records if r["user"] not in errors])
    return AlterUserScramCredentialsResponse(results=[
        AlterUserScramCredentialsResult(user=user, error_code=errors.get(user, (0, None))[0],
                                        error_message=errors.get(user, (0, None))[1])
        for user in counts])
