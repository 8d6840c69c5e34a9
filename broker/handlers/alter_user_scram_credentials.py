"""AlterUserScramCredentials (key 51), version 0; a broker forwards it to the controller.

Behavior (Kafka's ScramControlManager):
- Each upsertion stores the credential derived from its salt, salted password and iterations
  (the password itself never travels); each deletion removes one user's credential for one
  mechanism. Every broker learns them from the metadata log and SASL/SCRAM listeners accept
  them at once.
- Entries are checked in request order, deletions first, as Kafka's
  ScramControlManager.alterCredentials does: an empty name or iterations outside 4096-16384
  UNACCEPTABLE_CREDENTIAL; a mechanism other than 1 (SCRAM-SHA-256) or 2 (SCRAM-SHA-512)
  UNSUPPORTED_SASL_MECHANISM; deleting a credential that does not exist RESOURCE_NOT_FOUND; a
  user named again after a valid entry DUPLICATE_RESOURCE (one credential change per user and
  request, even for two mechanisms). A user's first error sticks: later entries for it are
  ignored. Users without an error change together, as one metadata batch; results list the
  deletions, then the upsertions, then the errors.
- No controller reachable: REQUEST_TIMED_OUT for every user.

Versions: v0 (KIP-554), flexible.

Needs ALTER on the cluster, else CLUSTER_AUTHORIZATION_FAILED for every user.
"""

from __future__ import annotations

from kafkasim.broker.controller.channel import forward_to_controller
from kafkasim.broker.metadata.records import scram_credential_record
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules, denied_message
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


RULES = api_rules("AlterUserScramCredentials")


async def handle_alter_user_scram_credentials(node, context: RequestContext,
                                              request: AlterUserScramCredentialsRequest):
    if not allowed(node, context, RULES.cluster):
        return AlterUserScramCredentialsResponse(results=[
            AlterUserScramCredentialsResult(user=user, error_code=RULES.cluster.error,
                                            error_message=denied_message(RULES.cluster))
            for user in _users(request)])
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


def _validate(name: str, mechanism_type: int) -> tuple[ErrorCode, str] | None:
    """Kafka's validateScramUsernameAndMechanism."""
    if not name:
        return ErrorCode.UNACCEPTABLE_CREDENTIAL, "Username must not be empty"
    if mechanism_type not in MECHANISMS:
        return ErrorCode.UNSUPPORTED_SASL_MECHANISM, "Unknown SCRAM mechanism"
    return None


DUPLICATE = (ErrorCode.DUPLICATE_RESOURCE,
             "A user credential cannot be altered twice in the same request")


async def handle_alter_user_scram_credentials_controller(
        node, context: RequestContext, request: AlterUserScramCredentialsRequest):
    # Kafka's ScramControlManager.alterCredentials: entries in request order, deletions first;
    # a user's first error sticks (later entries for that user are ignored), and a user seen
    # again after a valid entry is DUPLICATE_RESOURCE.
    credentials = node.metadata.scram_credentials
    deletions: dict[str, object] = {}
    upsertions: dict[str, object] = {}
    errors: dict[str, tuple[ErrorCode, str]] = {}
    for deletion in request.deletions:
        name = deletion.name
        if name in errors:
            continue
        if deletions.pop(name, None) is not None:
            errors[name] = DUPLICATE
            continue
        error = _validate(name, deletion.mechanism)
        if error is None and MECHANISMS[deletion.mechanism] not in credentials.get(name, {}):
            error = (ErrorCode.RESOURCE_NOT_FOUND,
                     "Attempt to delete a user credential that does not exist")
        if error is not None:
            errors[name] = error
        else:
            deletions[name] = deletion
    for upsertion in request.upsertions:
        name = upsertion.name
        if name in errors:
            continue
        if deletions.pop(name, None) is not None or upsertions.pop(name, None) is not None:
            errors[name] = DUPLICATE
            continue
        error = _validate(name, upsertion.mechanism)
        if error is None and upsertion.iterations < MIN_ITERATIONS:
            error = (ErrorCode.UNACCEPTABLE_CREDENTIAL, "Too few iterations")
        elif error is None and upsertion.iterations > MAX_ITERATIONS:
            error = (ErrorCode.UNACCEPTABLE_CREDENTIAL, "Too many iterations")
        if error is not None:
            errors[name] = error
        else:
            upsertions[name] = upsertion
    records = [scram_credential_record(d.name, MECHANISMS[d.mechanism], None)
               for d in deletions.values()]
    records += [scram_credential_record(u.name, MECHANISMS[u.mechanism], credential_from_salted(
        MECHANISMS[u.mechanism], bytes(u.salt), bytes(u.salted_password), u.iterations))
        for u in upsertions.values()]
    node.append(records)
    results = [AlterUserScramCredentialsResult(user=name, error_code=ErrorCode.NONE,
                                               error_message=None)
               for name in [*deletions, *upsertions]]
    results += [AlterUserScramCredentialsResult(user=name, error_code=code, error_message=text)
                for name, (code, text) in errors.items()]
    return AlterUserScramCredentialsResponse(results=results)
