"""CreateAcls (key 30), versions 1-3; a broker forwards it to the controller (KIP-590).

Behavior (Kafka's AclApis and AclControlManager):
- A creation naming UNKNOWN (code 0) as its resource type, pattern type, operation or
  permission cannot be parsed: the connection is closed, as Kafka closes it.
- Needs ALTER on the cluster: without it every result is CLUSTER_AUTHORIZATION_FAILED. No
  authorizer configured: every result is SECURITY_DISABLED.
- A creation naming ANY (or pattern MATCH) cannot become a binding: every result is
  UNKNOWN_SERVER_ERROR.
- Then per creation, INVALID_REQUEST for a CLUSTER resource not named `kafka-cluster`, an
  empty name, a resource type, pattern type, operation or permission Kafka does not know
  (codes past its enumerations), a pattern other than LITERAL or PREFIXED, or a principal
  without a colon. Principal types and hosts are not checked. An ACL that exists already is
  answered with success and not created twice.
- Created ACLs are `acl` records in the metadata log: every node has them, they survive
  restarts. The broker answers once its own metadata holds them.
- No controller reachable: REQUEST_TIMED_OUT per creation.

Versions: v1 adds the pattern type (KIP-290); v2 is flexible; v3 same layout.
"""

from __future__ import annotations

from kafkasim.broker.controller.acls import create_acls
from kafkasim.broker.controller.channel import forward_to_controller
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.acl import AclBinding, has_unknown_code
from kafkasim.broker.security.authorization import acl_api_refusal, api_rules
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.create_acls import (
    AclCreationResult,
    CreateAclsRequest,
    CreateAclsResponse,
)

RULES = api_rules("CreateAcls")


def every_result(request: CreateAclsRequest, code: int, message: str | None) -> CreateAclsResponse:
    return CreateAclsResponse(results=[
        AclCreationResult(error_code=code, error_message=message) for _ in request.creations])


def unparsable(request: CreateAclsRequest) -> bool:
    return any(has_unknown_code(c.resource_type, c.resource_pattern_type, c.operation,
                                c.permission_type) for c in request.creations)


async def handle_create_acls(node, context: RequestContext, request: CreateAclsRequest):
    if unparsable(request):
        context.close_connection = True
        return None
    refusal = acl_api_refusal(node, context, RULES.cluster)
    if refusal is not None:
        return every_result(request, *refusal)

    def settled(response: CreateAclsResponse):
        created = {AclBinding.from_wire(c) for c, r in zip(request.creations, response.results,
                                                             strict=False)
                   if r.error_code == ErrorCode.NONE}
        return (lambda: created <= set(node.metadata.acls.values())) if created else None

    return await forward_to_controller(
        node, request, context.api_version,
        unavailable=lambda message: every_result(request, ErrorCode.REQUEST_TIMED_OUT, message),
        settled=settled, timeout_ms=5000)


async def handle_create_acls_controller(node, context: RequestContext,
                                        request: CreateAclsRequest):
    if unparsable(request):
        context.close_connection = True
        return None
    refusal = acl_api_refusal(node, context, None)
    if refusal is not None:
        return every_result(request, *refusal)
    results = create_acls(node, [AclBinding.from_wire(c) for c in request.creations])
    return CreateAclsResponse(results=[
        AclCreationResult() if error is None else
        AclCreationResult(error_code=error.code, error_message=error.message)
        for error in results])
