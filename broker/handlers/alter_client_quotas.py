"""AlterClientQuotas (key 49), versions 0-1; a broker forwards it to the controller.

Behavior (Kafka's ClientQuotaControlManager; broker/controller/client_quotas.py has the rules):
- Each entry sets or removes quota keys of one entity: user, client-id, or both, or ip alone;
  a null name is the type's default entity. Entities and values are checked as Kafka checks
  them (unknown types, empty names, combinations with ip, unresolvable ips, keys of the
  entity's kind, finite values above 0 and within the key's type, no fractions for integral keys,
  an op key or an entity named twice) and a faulty entity is answered INVALID_REQUEST with
  Kafka's message and changes nothing. The others change together, one ClientQuotaRecord per
  key set or removed (a value equal to the current one writes nothing), in the metadata log:
  every broker applies them, and they survive restarts.
- ValidateOnly: the same answers, nothing written.
- The broker answers once its own metadata shows the change, so a client's next request
  sees it; no controller reachable: REQUEST_TIMED_OUT for every entry.
- An entity is answered once, with its entity as Kafka lists it (a type named twice in an
  entity keeps its last name).

Versions: v0 (KIP-546); v1 flexible (KIP-482).

Authorization: without ALTER_CONFIGS on the cluster every entry answers
CLUSTER_AUTHORIZATION_FAILED ("Cluster authorization failed."), nothing checked or written.
"""

from __future__ import annotations

import asyncio

from kafkasim.broker.controller.channel import forward_to_controller
from kafkasim.broker.controller.client_quotas import (
    QuotaAlteration,
    alter_client_quotas,
    ip_names,
)
from kafkasim.broker.metadata.client_quotas import QuotaEntity
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import ERROR_MESSAGES, allowed, api_rules
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.alter_client_quotas import (
    AlterClientQuotasRequest,
    AlterClientQuotasResponse,
    AlterClientQuotasResponseEntityData,
    AlterClientQuotasResponseEntryData,
)

RULES = api_rules("AlterClientQuotas")
# Seconds an ip entity's host name may take to resolve (Kafka's InetAddress.getByName).
_RESOLVE_TIMEOUT = 5.0


def _every_entry(request: AlterClientQuotasRequest, code: int,
                 message: str | None) -> AlterClientQuotasResponse:
    """Every entry answered `code`, its entity as the request names it."""
    return AlterClientQuotasResponse(entries=[AlterClientQuotasResponseEntryData(
        error_code=code, error_message=message,
        entity=[AlterClientQuotasResponseEntityData(entity_type=e.entity_type,
                                                    entity_name=e.entity_name)
                for e in entry.entity])
        for entry in request.entries])


def _alterations(request: AlterClientQuotasRequest) -> list[QuotaAlteration]:
    return [QuotaAlteration([(e.entity_type, e.entity_name) for e in entry.entity],
                            [(op.key, None if op.remove else op.value) for op in entry.ops])
            for entry in request.entries]


async def handle_alter_client_quotas(node, context: RequestContext,
                                     request: AlterClientQuotasRequest):
    if not allowed(node, context, RULES.cluster):
        return _every_entry(request, RULES.cluster.error, ERROR_MESSAGES[RULES.cluster.error])

    def unavailable(message: str) -> AlterClientQuotasResponse:
        return _every_entry(request, ErrorCode.REQUEST_TIMED_OUT, message)

    def settled(response: AlterClientQuotasResponse):
        if request.validate_only:
            return None
        changed = {QuotaEntity.of((e.entity_type, e.entity_name) for e in entry.entity)
                   for entry in response.entries if entry.error_code == ErrorCode.NONE}
        expected = [(entity, dict(alteration.ops)) for alteration in _alterations(request)
                    if (entity := QuotaEntity.of(alteration.entity)) in changed]
        if not expected:
            return None

        def visible() -> bool:
            quotas = node.metadata.client_quotas
            return all(_shows(quotas.values(entity), ops) for entity, ops in expected)

        return visible

    return await forward_to_controller(node, request, context.api_version,
                                       unavailable=unavailable, settled=settled,
                                       timeout_ms=5000)


def _shows(values: dict[str, float], ops: dict[str, float | None]) -> bool:
    return all(values.get(key) == value for key, value in ops.items())


async def handle_alter_client_quotas_controller(node, context: RequestContext,
                                                request: AlterClientQuotasRequest):
    alterations = _alterations(request)
    resolvable = await _resolvable(ip_names(alterations))
    # Synchronous from here on: the checks and the append see one state of the quotas.
    outcome = alter_client_quotas(node.metadata.client_quotas, alterations, resolvable)
    if not request.validate_only:
        node.append(outcome.records)
    return AlterClientQuotasResponse(entries=[AlterClientQuotasResponseEntryData(
        error_code=result.error, error_message=result.message,
        entity=[AlterClientQuotasResponseEntityData(entity_type=entity_type, entity_name=name)
                for entity_type, name in result.entity])
        for result in outcome.results])


async def _resolvable(names: set[str]) -> set[str]:
    """The host names among `names` that resolve to an address (a name lookup each)."""
    loop = asyncio.get_running_loop()

    async def resolves(name: str) -> bool:
        try:
            await asyncio.wait_for(loop.getaddrinfo(name, None), _RESOLVE_TIMEOUT)
        except (OSError, UnicodeError, TimeoutError):
            return False
        return True

    found = await asyncio.gather(*(resolves(name) for name in names))
    return {name for name, ok in zip(names, found, strict=True) if ok}
