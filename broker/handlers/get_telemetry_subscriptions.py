"""GetTelemetrySubscriptions (key 71), version 0: which metrics a client pushes, how often and
how (KIP-714).

Behavior (broker/telemetry/manager.py, Kafka's ClientMetricsManager):
- ClientInstanceId zero: the broker assigns a new random id; any other id is taken as the
  client's. The answer carries the id, the SubscriptionId of the client's subscription set,
  the metrics it asks for (the union of the matching client-metrics subscriptions, `*` for
  every metric, none when nothing matches) in Kafka's order, the push interval (the smallest
  matching `interval.ms`, else 300000), AcceptedCompressionTypes zstd, lz4, gzip, snappy,
  TelemetryMaxBytes (`telemetry.max.bytes`) and DeltaTemporality true.
- Asked again sooner than the push interval after the instance's last request:
  THROTTLING_QUOTA_EXCEEDED (the rest empty), unless its last push failed with
  UNKNOWN_SUBSCRIPTION_ID or UNSUPPORTED_COMPRESSION_TYPE, or the subscriptions changed since.
- Advertised by ApiVersions only with `kafkasim.client.telemetry.receiver.enable=true` (Kafka
  advertises it only with a ClientTelemetry metrics reporter) and answered either way, as
  Kafka answers it.

Versions: v0 (KIP-714), flexible.

Client quotas: its handler time counts in the request quota like any client API's, and a
throttled answer carries ThrottleTimeMs (broker/quota/manager.py).
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.telemetry.manager import ACCEPTED_COMPRESSION_TYPES
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.get_telemetry_subscriptions import (
    GetTelemetrySubscriptionsRequest,
    GetTelemetrySubscriptionsResponse,
)


async def handle_get_telemetry_subscriptions(node, context: RequestContext,
                                             request: GetTelemetrySubscriptionsRequest):
    answer = node.client_metrics.get_subscriptions(request.client_instance_id, context)
    if answer.error != ErrorCode.NONE:
        return GetTelemetrySubscriptionsResponse(error_code=answer.error)
    instance = answer.instance
    return GetTelemetrySubscriptionsResponse(
        error_code=ErrorCode.NONE, client_instance_id=instance.client_instance_id,
        subscription_id=instance.subscription_id,
        accepted_compression_types=list(ACCEPTED_COMPRESSION_TYPES),
        push_interval_ms=instance.push_interval_ms,
        telemetry_max_bytes=node.client_metrics.telemetry_max_bytes, delta_temporality=True,
        requested_metrics=list(instance.metrics))
