"""ApiVersions (key 18), versions 0-4.

Behavior:
- Lists every API this listener serves with its version range, built from the handler registry
  (capped by the node's `max_versions`), so ApiVersions can never disagree with what is served.
- An ApiVersions request at a version newer than served is answered by the server itself with a
  v0 response carrying UNSUPPORTED_VERSION and the ranges (as Kafka does), so the client retries.
- v3+: ClientSoftwareName/Version are accepted; an invalid name or version gets INVALID_REQUEST
  with no API list (Kafka's ApiVersionsRequest.getErrorResponse lists them only for
  UNSUPPORTED_VERSION).

Versions: v1 adds ThrottleTimeMs; v3 is flexible and adds client software and features (KIP-511,
KIP-584).

- v3+ on a broker listener: the one feature level kafkasim implements, `transaction.version`
  supported 0-1 and finalized at 1 (transactions with client-side AddPartitionsToTxn and a
  flexible `__transaction_state` value; level 2, KIP-890's epoch bump per transaction, is not
  built). FinalizedFeaturesEpoch is the broker's metadata version.
- v4 (KIP-1022, KAFKA-17011): only from v4 may a supported feature have minimum version 0;
  below v4 Kafka leaves such features out of SupportedFeatures (older clients fail to read a
  0 there), so v3 lists no supported feature (transaction.version's minimum is 0) and keeps
  the finalized level (the reference Kafka 4.3.1 answers v3 so: the differential suite's
  `apiversions/response-at-v3`).

Not implemented: other feature flags (group.version, share.version, metadata.version,
kraft.version...: not advertised); throttling (ThrottleTimeMs is always 0).
"""

from __future__ import annotations

import re

from kafkasim.broker.network.registry import BROKER, CONTROLLER, RequestContext, handler
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.api_versions import (
    ApiVersionsRequest,
    ApiVersionsResponse,
    FinalizedFeatureKey,
    SupportedFeatureKey,
)

#: transaction.version levels served (broker/transaction): 0 and 1, finalized at 1.
TRANSACTION_VERSION = 1

# KIP-511: client software name and version must match this pattern.
_SOFTWARE = re.compile(r"^[a-zA-Z0-9](?:[a-zA-Z0-9\-.]*[a-zA-Z0-9])?$")


@handler(ApiVersionsRequest, 0, 4, listeners=(BROKER, CONTROLLER))
async def handle_api_versions(node, context: RequestContext, request: ApiVersionsRequest):
    server = node.server_for(context.listener)
    if context.api_version >= 3 and not (
        _SOFTWARE.match(request.client_software_name or "")
        and _SOFTWARE.match(request.client_software_version or "")
    ):
        return ApiVersionsResponse(error_code=ErrorCode.INVALID_REQUEST, api_keys=[])
    response = ApiVersionsResponse(error_code=ErrorCode.NONE, api_keys=server.api_versions())
    if context.api_version >= 3 and context.listener == BROKER:
        if context.api_version >= 4:  # below v4 a minimum of 0 is left out (KIP-1022)
            response.supported_features = [SupportedFeatureKey(
                name="transaction.version", min_version=0, max_version=TRANSACTION_VERSION)]
        response.finalized_features = [FinalizedFeatureKey(
            name="transaction.version", min_version_level=TRANSACTION_VERSION,
            max_version_level=TRANSACTION_VERSION)]
        response.finalized_features_epoch = max(getattr(node.metadata, "version", 0), 0)
    return response
