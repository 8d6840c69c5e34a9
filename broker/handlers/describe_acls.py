"""DescribeAcls (key 29), versions 1-3, answered from the broker's metadata image.

Behavior (Kafka's AclApis.handleDescribeAcls and the filters of its ACL classes):
- A filter naming UNKNOWN (code 0) cannot be parsed: the connection is closed.
- Needs DESCRIBE on the cluster (ALTER implies it): without it, CLUSTER_AUTHORIZATION_FAILED.
  No authorizer configured: SECURITY_DISABLED.
- Otherwise the ACLs the filter matches, grouped by resource pattern: the resource type (ANY:
  every type), name (null: any name), pattern type (ANY: any; MATCH: the literal name, the
  `*` wildcard and every prefix pattern of it; LITERAL/PREFIXED: that type only), principal
  and host (null: any), operation and permission (ANY: any). Codes Kafka does not know match
  nothing.

Versions: v1 adds the pattern type (KIP-290); v2 is flexible; v3 same layout.
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.acl import AclBindingFilter, has_unknown_code
from kafkasim.broker.security.authorization import acl_api_refusal, api_rules
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.describe_acls import (
    AclDescription,
    DescribeAclsRequest,
    DescribeAclsResource,
    DescribeAclsResponse,
)

RULES = api_rules("DescribeAcls")
NO_AUTHORIZER_ON_THE_BROKER = "No Authorizer is configured on the broker"


async def handle_describe_acls(node, context: RequestContext, request: DescribeAclsRequest):
    if has_unknown_code(request.resource_type_filter, request.pattern_type_filter,
                        request.operation, request.permission_type):
        context.close_connection = True
        return None
    refusal = acl_api_refusal(node, context, RULES.cluster, NO_AUTHORIZER_ON_THE_BROKER)
    if refusal is not None:
        code, message = refusal
        return DescribeAclsResponse(error_code=code, error_message=message, resources=[])
    resources: dict[tuple, list[AclDescription]] = {}
    for acl in node.authorizer.acls(AclBindingFilter.from_wire(request)):
        resources.setdefault((acl.resource_type, acl.resource_name, acl.pattern_type), []).append(
            AclDescription(principal=acl.principal, host=acl.host, operation=acl.operation,
                           permission_type=acl.permission))
    return DescribeAclsResponse(error_code=ErrorCode.NONE, resources=[
        DescribeAclsResource(resource_type=resource_type, resource_name=name,
                             pattern_type=pattern_type, acls=acls)
        for (resource_type, name, pattern_type), acls in resources.items()])
