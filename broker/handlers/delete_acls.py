"""DeleteAcls (key 31), versions 1-3; a broker forwards it to the controller (KIP-590).

Behavior (Kafka's AclApis and AclControlManager):
- A filter naming UNKNOWN (code 0) cannot be parsed: the connection is closed.
- Needs ALTER on the cluster: without it every filter's result is CLUSTER_AUTHORIZATION_FAILED.
  No authorizer configured: every result is SECURITY_DISABLED.
- Per filter, INVALID_REQUEST for a resource type or pattern type Kafka does not know ("Unknown
  patternFilter.") or an operation or permission it does not know ("Unknown entryFilter.");
  otherwise every ACL the filter matches (as DescribeAcls matches) is deleted and listed. An
  ACL two filters match is listed by both and deleted once.
- Deletions are `remove_acl` records in the metadata log; the broker answers once its own
  metadata no longer holds the deleted ACLs.
- No controller reachable: REQUEST_TIMED_OUT per filter.

Versions: v1 adds the pattern type (KIP-290); v2 is flexible; v3 same layout.
"""

from __future__ import annotations

from kafkasim.broker.controller.acls import delete_acls
from kafkasim.broker.controller.channel import forward_to_controller
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.acl import AclBinding, AclBindingFilter, has_unknown_code
from kafkasim.broker.security.authorization import acl_api_refusal, api_rules
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.delete_acls import (
    DeleteAclsFilterResult,
    DeleteAclsMatchingAcl,
    DeleteAclsRequest,
    DeleteAclsResponse,
)

RULES = api_rules("DeleteAcls")


def every_result(request: DeleteAclsRequest, code: int, message: str | None) -> DeleteAclsResponse:
    return DeleteAclsResponse(filter_results=[
        DeleteAclsFilterResult(error_code=code, error_message=message, matching_acls=[])
        for _ in request.filters])


def unparsable(request: DeleteAclsRequest) -> bool:
    return any(has_unknown_code(f.resource_type_filter, f.pattern_type_filter, f.operation,
                                f.permission_type) for f in request.filters)


async def handle_delete_acls(node, context: RequestContext, request: DeleteAclsRequest):
    if unparsable(request):
        context.close_connection = True
        return None
    refusal = acl_api_refusal(node, context, RULES.cluster)
    if refusal is not None:
        return every_result(request, *refusal)

    def settled(response: DeleteAclsResponse):
        deleted = {_binding(acl) for result in response.filter_results
                   for acl in result.matching_acls}
        return (lambda: deleted.isdisjoint(node.metadata.acls.values())) if deleted else None

    return await forward_to_controller(
        node, request, context.api_version,
        unavailable=lambda message: every_result(request, ErrorCode.REQUEST_TIMED_OUT, message),
        settled=settled, timeout_ms=5000)


async def handle_delete_acls_controller(node, context: RequestContext,
                                        request: DeleteAclsRequest):
    if unparsable(request):
        context.close_connection = True
        return None
    refusal = acl_api_refusal(node, context, None)
    if refusal is not None:
        return every_result(request, *refusal)
    results = delete_acls(node, [AclBindingFilter.from_wire(f) for f in request.filters])
    return DeleteAclsResponse(filter_results=[
        DeleteAclsFilterResult(error_code=error.code, error_message=error.message,
                               matching_acls=[])
        if error is not None else
        DeleteAclsFilterResult(error_code=ErrorCode.NONE, error_message=None, matching_acls=[
            DeleteAclsMatchingAcl(error_code=ErrorCode.NONE, error_message=None,
                                  resource_type=acl.resource_type,
                                  resource_name=acl.resource_name, pattern_type=acl.pattern_type,
                                  principal=acl.principal, host=acl.host,
                                  operation=acl.operation, permission_type=acl.permission)
            for acl in deleted])
        for error, deleted in results])


def _binding(acl: DeleteAclsMatchingAcl) -> AclBinding:
    return AclBinding.from_record({"resource_type": acl.resource_type,
                                   "resource_name": acl.resource_name,
                                   "pattern_type": acl.pattern_type, "principal": acl.principal,
                                   "host": acl.host, "operation": acl.operation,
                                   "permission": acl.permission_type})
