"""A partition log's settings (Kafka's LogConfig): segments, retention, local retention and
the remote tier, resolved from the topic's configs and the broker's defaults.

`LogConfig.resolve(topic_configs, broker_config, internal=...)` reads Kafka's keys through
`broker.config.topics.resolve`, so a topic override, a dynamic broker default and Kafka's
default are read the same way DescribeConfigs reports them:

- `segment.bytes` (`log.segment.bytes`), or Kafka's internal `internal.segment.bytes` when set
  (the way Kafka's own tests go below the 1 MiB minimum); `segment.ms` (`log.roll.ms`, derived
  from `log.roll.hours`);
- `retention.ms` (`log.retention.ms`, derived from minutes or hours) and `retention.bytes`;
  -1 is unlimited;
- `local.retention.ms` / `local.retention.bytes` (`log.local.retention.*`): -2 means the
  same as the total retention (Kafka's UnifiedLog.localRetentionMs/localRetentionSize);
- `remote.storage.enable`, which takes effect only with the broker's
  `remote.log.storage.system.enable` and never for internal topics (Kafka's
  UnifiedLog.remoteLogEnabled); `remote.log.copy.disable` stops uploads (KIP-950);
- `cleanup.policy`: `delete` enables retention; `compact` enables log compaction
  (broker/storage/cleaner.py) with `min.cleanable.dirty.ratio`, `min.compaction.lag.ms`,
  `max.compaction.lag.ms` and `delete.retention.ms` (and their `log.cleaner.*` synonyms); a
  compacted-only log loses records to compaction, never to retention. A compacted log rolls
  at the latest after `max.compaction.lag.ms` (Kafka's LogConfig.maxSegmentMs).
"""

from __future__ import annotations

from dataclasses import dataclass

UNLIMITED = -1
SAME_AS_TOTAL = -2


@dataclass(frozen=True, slots=True)
class LogConfig:
    segment_bytes: int = 1 << 30
    segment_ms: int = 604_800_000
    retention_ms: int = 604_800_000
    retention_bytes: int = UNLIMITED
    local_retention_ms: int = SAME_AS_TOTAL
    local_retention_bytes: int = SAME_AS_TOTAL
    delete: bool = True  # cleanup.policy holds "delete"
    compact: bool = False  # cleanup.policy holds "compact"
    remote_storage_enable: bool = False  # the topic asks for the remote tier ...
    remote_system_enable: bool = False  # ... and the broker has one
    remote_log_copy_disable: bool = False
    internal: bool = False  # Kafka's internal topics never use the remote tier
    min_cleanable_dirty_ratio: float = 0.5
    min_compaction_lag_ms: int = 0
    max_compaction_lag_ms: int = (1 << 63) - 1
    delete_retention_ms: int = 86_400_000

    @property
    def remote_log_enabled(self) -> bool:
        """Kafka's UnifiedLog.remoteLogEnabled: the broker's remote tier is on, the topic asks
        for it, and the topic is not internal."""
        return self.remote_system_enable and self.remote_storage_enable and not self.internal

    @property
    def remote_copy_enabled(self) -> bool:
        """Kafka's remoteLogEnabledAndRemoteCopyEnabled: segments are uploaded, and local
        retention (not total retention) decides what stays on disk."""
        return self.remote_log_enabled and not self.remote_log_copy_disable

    @property
    def effective_local_retention_ms(self) -> int:
        if not self.remote_copy_enabled or self.local_retention_ms == SAME_AS_TOTAL:
            return self.retention_ms
        return self.local_retention_ms

    @property
    def effective_local_retention_bytes(self) -> int:
        if not self.remote_copy_enabled or self.local_retention_bytes == SAME_AS_TOTAL:
            return self.retention_bytes
        return self.local_retention_bytes

    @classmethod
    def resolve(cls, topic_configs: dict[str, str], broker_config, *,
                internal: bool = False) -> LogConfig:
        """The effective settings of a topic with `topic_configs` on a broker with
        `broker_config` (broker.config.settings.Config)."""
        from kafkasim.broker.config.topics import resolve

        def value(name: str) -> str:
            return resolve(name, topic_configs, broker_config)[0]

        internal_segment = topic_configs.get("internal.segment.bytes")
        segment_bytes = int(internal_segment) if internal_segment else int(value("segment.bytes"))
        policy = {item.strip() for item in value("cleanup.policy").split(",") if item.strip()}
        segment_ms = int(value("segment.ms"))
        max_lag = int(value("max.compaction.lag.ms"))
        if "compact" in policy and max_lag > 0:
            segment_ms = min(segment_ms, max_lag)  # Kafka's LogConfig.maxSegmentMs
        return cls(
            segment_bytes=segment_bytes,
            segment_ms=segment_ms,
            retention_ms=int(value("retention.ms")),
            retention_bytes=int(value("retention.bytes")),
            local_retention_ms=int(value("local.retention.ms")),
            local_retention_bytes=int(value("local.retention.bytes")),
            delete="delete" in policy,
            compact="compact" in policy,
            remote_storage_enable=value("remote.storage.enable") == "true",
            remote_system_enable=broker_config.get_bool("remote.log.storage.system.enable"),
            remote_log_copy_disable=value("remote.log.copy.disable") == "true",
            internal=internal,
            min_cleanable_dirty_ratio=float(value("min.cleanable.dirty.ratio")),
            min_compaction_lag_ms=int(value("min.compaction.lag.ms")),
            max_compaction_lag_ms=max_lag,
            delete_retention_ms=int(value("delete.retention.ms")),
        )
