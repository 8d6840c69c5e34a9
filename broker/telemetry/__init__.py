"""Client telemetry (KIP-714): the broker side of GetTelemetrySubscriptions and PushTelemetry
(manager.py, Kafka's ClientMetricsManager) and what it reproduces of Java's collections
(java_collections.py)."""
