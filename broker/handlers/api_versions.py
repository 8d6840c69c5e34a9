"""ApiVersions (key 18), versions 0-5.

Behavior:
- Lists every API this listener serves with its version range, built from the handler registry
  (capped by the node's `max_versions`), so ApiVersions can never disagree with what is served.
- An ApiVersions request at a version newer than served is answered by the server itself with a
  v0 response carrying UNSUPPORTED_VERSION and the ranges (as Kafka does), so the client retries.
- v3+: ClientSoftwareName/Version are accepted; an invalid name or version gets INVALID_REQUEST
  with no API list (Kafka's ApiVersionsRequest.getErrorResponse lists them only for
  UNSUPPORTED_VERSION).
- v3+: the features the brokers support and the levels the cluster finalized (KIP-584), as a
  new Kafka 4.4.0 cluster reports them (broker/metadata/features.py): supported ranges (at v3
  only those whose minimum is above 0, KAFKA-17011), and the finalized levels from the metadata
  (a feature at level 0 is not listed); FinalizedFeaturesEpoch is the node's metadata version.
- v5 (KIP-1242): ClusterId and NodeId come together or not at all (one without the other:
  INVALID_REQUEST); on a broker listener, a cluster id or node id that is not this broker's
  answers REBOOTSTRAP_REQUIRED with no API list, so that the client bootstraps again. The
  controller listener does not compare them, as Kafka's controller.

Versions: v1 adds ThrottleTimeMs; v3 is flexible and adds client software and features (KIP-511,
KIP-584); v4 also lists the supported features whose minimum is 0 (KAFKA-17011); v5 ClusterId
and NodeId (KIP-1242).
"""

from __future__ import annotations

from kafkasim.broker.metadata.features import SUPPORTED, finalized
from kafkasim.broker.network.registry import (
    BROKER,
    ClientInformation,
    RequestContext,
)
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.api_versions import (
    ApiVersionsRequest,
    ApiVersionsResponse,
    FinalizedFeatureKey,
    SupportedFeatureKey,
)

NO_NODE_ID = -1


def _target_error(node, context: RequestContext, request: ApiVersionsRequest) -> ErrorCode:
    """KIP-1242's check of the cluster and node the client means to reach (v5+)."""
    if context.api_version < 5:
        return ErrorCode.NONE
    named_cluster = request.cluster_id is not None
    named_node = request.node_id != NO_NODE_ID
    if named_cluster != named_node:
        return ErrorCode.INVALID_REQUEST
    if named_cluster and context.listener == BROKER and (
            request.cluster_id != node.metadata.cluster_id or request.node_id != node.node_id):
        return ErrorCode.REBOOTSTRAP_REQUIRED
    return ErrorCode.NONE


async def handle_api_versions(node, context: RequestContext, request: ApiVersionsRequest):
    server = node.server_for(context.listener)
    if context.api_version >= 3 and not ClientInformation.valid(
            request.client_software_name, request.client_software_version):
        return ApiVersionsResponse(error_code=ErrorCode.INVALID_REQUEST, api_keys=[])
    error = _target_error(node, context, request)
    if error != ErrorCode.NONE:
        return ApiVersionsResponse(error_code=error, api_keys=[])
    response = ApiVersionsResponse(error_code=ErrorCode.NONE, api_keys=server.api_versions())
    if context.api_version >= 3:
        metadata = node.metadata
        response.supported_features = [
            SupportedFeatureKey(name=f.name, min_version=f.min_level, max_version=f.max_level)
            for f in SUPPORTED if context.api_version >= 4 or f.min_level > 0]
        response.finalized_features = [
            FinalizedFeatureKey(name=name, min_version_level=level, max_version_level=level)
            for name, level in finalized(metadata.features)]
        response.finalized_features_epoch = max(getattr(metadata, "version", 0), 0)
    return response
