"""PushTelemetry (key 72), version 0: a client's metrics, OTLP-encoded (KIP-714).

Behavior (broker/telemetry/manager.py, Kafka's ClientMetricsManager), errors in Kafka's
order:
- ClientInstanceId zero or reserved: INVALID_REQUEST; after a push with Terminating set:
  INVALID_REQUEST; sooner than the push interval after the last push (unless the first after
  GetTelemetrySubscriptions, or Terminating): THROTTLING_QUOTA_EXCEEDED; a SubscriptionId that
  is not the instance's current one: UNKNOWN_SUBSCRIPTION_ID; a CompressionType other than
  0-4: UNSUPPORTED_COMPRESSION_TYPE; Metrics over `telemetry.max.bytes`:
  TELEMETRY_TOO_LARGE.
- Non-empty Metrics are decompressed (damaged, or over `telemetry.max.bytes` decompressed:
  INVALID_RECORD, as Kafka 4.4). With `kafkasim.client.telemetry.receiver.enable=true` they are
  decoded as OTLP MetricsData (protocol/otlp.py; not OTLP: INVALID_RECORD, what Kafka answers
  when its receiver throws) and kept for the harness (`Cluster.client_metrics()`,
  `GET /client-metrics`, Prometheus); without, they are dropped, as by a Kafka broker without
  a telemetry receiver.
- Advertised by ApiVersions only with the receiver on; answered either way, as by Kafka.

Versions: v0 (KIP-714), flexible.

Client quotas: its handler time counts in the request quota like any client API's, and a
throttled answer carries ThrottleTimeMs (broker/quota/manager.py).
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.protocol.messages.push_telemetry import PushTelemetryRequest, PushTelemetryResponse


async def handle_push_telemetry(node, context: RequestContext, request: PushTelemetryRequest):
    return PushTelemetryResponse(error_code=node.client_metrics.push(request, context))
