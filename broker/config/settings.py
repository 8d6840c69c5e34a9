"""Broker and cluster settings under Kafka's own names (`min.insync.replicas`, ...).

Values are kept as strings, as Kafka's properties are, and read through typed accessors, so a
`--config key=value` from the command line and a dict in a test look the same.
"""

from __future__ import annotations

from collections.abc import Mapping

# Kafka's defaults, except where a simulator on one machine needs a shorter time.
DEFAULTS: dict[str, str] = {
    "auto.create.topics.enable": "true",
    "num.partitions": "1",
    "default.replication.factor": "1",
    "min.insync.replicas": "1",
    "replica.lag.time.max.ms": "30000",
    "replica.fetch.wait.max.ms": "500",
    "replica.fetch.min.bytes": "1",
    "replica.fetch.max.bytes": "1048576",
    "replica.fetch.response.max.bytes": "10485760",
    "replica.fetch.backoff.ms": "1000",
    "replica.selector.class": "",
    "socket.request.max.bytes": str(100 * 1024 * 1024),
    "message.max.bytes": "1048588",
    "log.segment.bytes": str(1024 * 1024 * 1024),
    "log.retention.ms": str(7 * 24 * 3600 * 1000),
    "unclean.leader.election.enable": "false",
    "group.initial.rebalance.delay.ms": "3000",
    "group.min.session.timeout.ms": "6000",
    "group.max.session.timeout.ms": "1800000",
    "offsets.retention.minutes": "10080",
    "offsets.topic.num.partitions": "50",
    "offsets.topic.replication.factor": "3",
    "offsets.topic.segment.bytes": "104857600",
    "offset.metadata.max.bytes": "4096",
    "broker.heartbeat.interval.ms": "2000",
    "broker.session.timeout.ms": "9000",
    "transactional.id.expiration.ms": "604800000",
    "max.incremental.fetch.session.cache.slots": "1000",
    "min.incremental.fetch.session.eviction.ms": "120000",
    "remote.log.storage.system.enable": "false",
    "log.local.retention.ms": "-2",
    "log.local.retention.bytes": "-2",
}


class Config:
    """Kafka-style settings: defaults overlaid by explicit values; unknown keys are kept (Kafka
    logs and ignores unknown broker properties; topic configs are validated where used)."""

    def __init__(self, values: Mapping[str, object] | None = None):
        self.values: dict[str, str] = dict(DEFAULTS)
        for key, value in (values or {}).items():
            self.values[key] = _to_text(value)

    def get(self, key: str, default: str | None = None) -> str | None:
        return self.values.get(key, default)

    def get_int(self, key: str) -> int:
        return int(self.values[key])

    def get_bool(self, key: str) -> bool:
        return self.values[key].strip().lower() == "true"

    def with_overrides(self, values: Mapping[str, object]) -> Config:
        merged = Config()
        merged.values = {**self.values, **{k: _to_text(v) for k, v in values.items()}}
        return merged

    def __repr__(self) -> str:
        changed = {k: v for k, v in self.values.items() if DEFAULTS.get(k) != v}
        return f"Config({changed})"


def _to_text(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def parse_assignments(items: list[str]) -> dict[str, str]:
    """Parse `key=value` strings from the command line."""
    values = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise ValueError(f"expected key=value, got {item!r}")
        values[key.strip()] = value.strip()
    return values
