"""DescribeClientQuotas (key 48), versions 0-1.

Behavior (Kafka's ClientQuotasImage.describe, answered from the broker's metadata image):
- Each filter component names an entity type and how to match its name: EXACT (the name
  given), DEFAULT (the type's default entity) or SPECIFIED (any name). The answer lists every
  entity whose names match each component, with all its quota values; Strict leaves out
  entities with types the filter does not name. No components: every entity (none, when
  strict).
- A bad filter fails the whole request with ErrorMessage and null Entries: an empty type, a
  type named twice, a match string where the match type takes none or none for EXACT, an
  unknown match type, ip combined with user or client-id (INVALID_REQUEST), a type other than
  user, client-id and ip (UNSUPPORTED_VERSION).
- Default entities are listed with a null EntityName.

Versions: v0 (KIP-546); v1 flexible (KIP-482).

Authorization: without DESCRIBE_CONFIGS on the cluster the request answers
CLUSTER_AUTHORIZATION_FAILED (no message, null Entries), before the filter is looked at.
"""

from __future__ import annotations

from kafkasim.broker.metadata.client_quotas import FilterComponent, QuotaFilterError
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules
from kafkasim.protocol.messages.describe_client_quotas import (
    DescribeClientQuotasRequest,
    DescribeClientQuotasResponse,
    EntityData,
    EntryData,
    ValueData,
)

RULES = api_rules("DescribeClientQuotas")


async def handle_describe_client_quotas(node, context: RequestContext,
                                        request: DescribeClientQuotasRequest):
    if not allowed(node, context, RULES.cluster):
        return DescribeClientQuotasResponse(error_code=RULES.cluster.error, error_message=None,
                                            entries=None)
    components = [FilterComponent(c.entity_type, c.match_type, c.match)
                  for c in request.components]
    try:
        matched = node.metadata.client_quotas.describe(components, request.strict)
    except QuotaFilterError as error:
        return DescribeClientQuotasResponse(error_code=error.code, error_message=error.message,
                                            entries=None)
    return DescribeClientQuotasResponse(entries=[
        EntryData(entity=[EntityData(entity_type=entity_type, entity_name=name)
                          for entity_type, name in entity.entries],
                  values=[ValueData(key=key, value=value) for key, value in values.items()])
        for entity, values in matched])
