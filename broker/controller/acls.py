"""ACLs in the cluster metadata: creation and deletion at the controller (Kafka's
AclControlManager), as `acl` / `remove_acl` metadata records every node replays.

A creation is checked (broker/security/acl.py's `creation_error`), then becomes one record
with a new id unless the same binding exists already (or was created earlier in the request):
Kafka keeps a set of bindings and answers success for a duplicate without a second record. A
deletion filter is checked (`filter_error`) and removes every ACL it matches; an ACL matched by
two filters of one request is listed under both and removed once. Each request's records are
one batch, so its changes land together.
"""

from __future__ import annotations

import uuid
from typing import NamedTuple

from kafkasim.broker.metadata.records import acl_record, remove_acl_record
from kafkasim.broker.security.acl import (
    AclBinding,
    AclBindingFilter,
    AclError,
    creation_error,
    filter_error,
    has_any_code,
)
from kafkasim.protocol.errors import ErrorCode

MAX_RECORDS_PER_REQUEST = 10_000  # Kafka's MAX_RECORDS_PER_USER_OP
UNBUILDABLE = AclError(ErrorCode.UNKNOWN_SERVER_ERROR, None)


class DeletionResult(NamedTuple):
    error: AclError | None
    deleted: list[AclBinding]


def create_acls(controller, bindings: list[AclBinding]) -> list[AclError | None]:
    """Create `bindings` through the controller's metadata log; one result per binding (None:
    created, or there already). A binding naming ANY fails the whole request as Kafka's
    CreateAclsRequest.aclBinding does."""
    if any(has_any_code(binding) for binding in bindings):
        return [UNBUILDABLE] * len(bindings)
    existing = set(controller.metadata.acls.values())
    records, results = [], []
    for binding in bindings:
        error = creation_error(binding)
        if error is None and binding not in existing:
            existing.add(binding)
            records.append(acl_record(_new_id(controller.metadata.acls), binding))
        results.append(error)
    controller.append(records)
    return results


def delete_acls(controller, filters: list[AclBindingFilter]) -> list[DeletionResult]:
    """Delete what each filter matches; one result per filter."""
    acls = controller.metadata.acls
    removed: set[str] = set()
    results = []
    for acl_filter in filters:
        error = filter_error(acl_filter)
        if error is not None:
            results.append(DeletionResult(error, []))
            continue
        matched = [acl_id for acl_id, acl in acls.items() if acl_filter.matches(acl)]
        if len(removed | set(matched)) > MAX_RECORDS_PER_REQUEST:
            results.append(DeletionResult(AclError(
                ErrorCode.INVALID_REQUEST, f"Cannot remove more than {MAX_RECORDS_PER_REQUEST} "
                "acls in a single delete operation."), []))
            continue
        removed.update(matched)
        results.append(DeletionResult(None, [acls[acl_id] for acl_id in matched]))
    controller.append([remove_acl_record(acl_id) for acl_id in removed])
    return results


def _new_id(taken) -> str:
    while True:
        acl_id = str(uuid.uuid4())
        if acl_id not in taken:
            return acl_id
