"""Cluster metrics in the Prometheus text format (prometheus-client), at scrape time.

The counters of broker/control/metrics.py (`ClusterMetrics`): `collect()` turns them, and
gauges read from the brokers at scrape time, into metric families. Names follow Kafka's MBeans where Kafka has the metric
(`kafka.server:type=FetchSessionCache,name=NumIncrementalFetchSessions` becomes
`kafka_server_FetchSessionCache_NumIncrementalFetchSessions`, keeping KIP-227's names); a
Kafka "PerSec" meter is a counter here (`..._total`), whose rate() is the per-second value.

| metric | labels | what |
|---|---|---|
| `kafkasim_requests_total` | broker, api | requests served (controller: broker="controller") |
| `kafkasim_request_latency_seconds` | broker, api | histogram, receipt to response |
| `kafkasim_fetch_bytes_out_total` | broker, broker_rack, client_rack | record bytes in Fetch responses to consumers |
| `kafkasim_fetch_cross_rack_bytes_out_total` | broker | the part of the above whose client rack differs (or is unset) |
| `kafkasim_replica_fetch_bytes_out_total` | broker, broker_rack, follower_rack | record bytes to followers |
| `kafkasim_preferred_read_replica_redirects_total` | broker | Fetch partitions answered with a KIP-392 preferred read replica |
| `kafka_server_ReplicaManager_IsrShrinksPerSec_total` / `..._IsrExpandsPerSec_total` | broker | ISR changes a leader made (AlterPartition) |
| `kafka_server_ReplicaManager_UnderReplicatedPartitions` | broker | partitions led here with fewer in-sync replicas than replicas |
| `kafka_server_FetchSessionCache_NumIncrementalFetchSessions` | broker | KIP-227 |
| `kafka_server_FetchSessionCache_NumIncrementalFetchPartitionsCached` | broker | KIP-227 |
| `kafka_server_FetchSessionCache_IncrementalFetchSessionEvictionsPerSec_total` | broker | KIP-227 |
| `kafka_server_BrokerTopicMetrics_Remote{Copy,Fetch}BytesPerSec_total` | broker | KIP-405: bytes the broker's remote store wrote / read (segments and indexes) |
| `kafka_server_BrokerTopicMetrics_Remote{Copy,Fetch,Delete}RequestsPerSec_total` | broker | KIP-405: remote store operations |
| `kafka_server_BrokerTopicMetrics_Remote{Copy,Fetch,Delete}ErrorsPerSec_total` | broker | KIP-405: failed ones |

| `kafka_server_client_metrics_instance_count` | broker | KIP-714 client instances the broker tracks |
| `kafka_server_client_metrics_{unknown_subscription_request,throttle,plugin_export,plugin_error}_total` | broker | KIP-714: pushes with an unknown subscription id, requests throttled, pushes exported, pushes refused as unreadable |
| `kafkasim_client_<metric>` | client_instance_id, client_id, client_software_name, the point's attributes | what clients pushed (KIP-714), the OTLP name with `.` as `_`: a monotonic sum as a counter (deltas added up), anything else as a gauge of its latest value (a histogram's or summary's sum) |

The remote-tier metrics come from kafkasim's simulated remote store, per broker (Kafka also
has them per topic); a broker's counters restart with the broker, as Kafka's do. The client
telemetry counters are Kafka's ClientMetricsStats (group `client-metrics`), per broker; pushed
metrics appear with `kafkasim.client.telemetry.receiver.enable=true`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from prometheus_client.core import (
    CollectorRegistry,
    CounterMetricFamily,
    GaugeMetricFamily,
    HistogramMetricFamily,
    Metric,
)
from prometheus_client.exposition import generate_latest

from kafkasim.broker.control.metrics import LATENCY_BUCKETS, ClusterMetrics
from kafkasim.protocol.messages import API_NAMES
from kafkasim.protocol.otlp import MetricKind


class MetricsCollector:
    """A prometheus-client collector over one cluster's counters and its brokers' state;
    `brokers` returns the running brokers when called (on the cluster's loop)."""

    def __init__(self, metrics: ClusterMetrics, brokers: Callable[[], Iterable]) -> None:
        self.metrics = metrics
        self.brokers = brokers

    def describe(self):
        return []  # no description at registration: collect() runs only on scrapes

    def collect(self):
        metrics = self.metrics
        requests = CounterMetricFamily("kafkasim_requests", "Requests served",
                                       labels=["broker", "api"])
        for (broker, api_key), count in sorted(metrics.requests.items()):
            requests.add_metric([broker, _api(api_key)], count)
        yield requests
        latency = HistogramMetricFamily("kafkasim_request_latency_seconds",
                                        "Request latency, receipt to response",
                                        labels=["broker", "api"])
        for (broker, api_key), (counts, total) in sorted(metrics.latency.items()):
            buckets, running = [], 0
            for bound, count in zip((*LATENCY_BUCKETS, float("inf")), counts, strict=True):
                running += count
                buckets.append((_bound(bound), running))
            latency.add_metric([broker, _api(api_key)], buckets, total)
        yield latency
        yield _counter("kafkasim_fetch_bytes_out", "Record bytes sent to consumers in Fetch "
                       "responses", ["broker", "broker_rack", "client_rack"], metrics.fetch_bytes)
        yield _counter("kafkasim_fetch_cross_rack_bytes_out", "Record bytes sent to consumers in "
                       "another rack (or without a rack)", ["broker"], metrics.cross_rack_bytes)
        yield _counter("kafkasim_replica_fetch_bytes_out", "Record bytes sent to followers",
                       ["broker", "broker_rack", "follower_rack"], metrics.replica_bytes)
        yield _counter("kafkasim_preferred_read_replica_redirects", "Fetch partitions answered "
                       "with a preferred read replica (KIP-392)", ["broker"], metrics.redirects)
        yield _counter("kafka_server_ReplicaManager_IsrShrinksPerSec", "ISR shrinks by the "
                       "partition leader", ["broker"], metrics.isr_shrinks)
        yield _counter("kafka_server_ReplicaManager_IsrExpandsPerSec", "ISR expansions by the "
                       "partition leader", ["broker"], metrics.isr_expands)
        under = GaugeMetricFamily("kafka_server_ReplicaManager_UnderReplicatedPartitions",
                                  "Partitions led here with fewer in-sync replicas than replicas",
                                  labels=["broker"])
        sessions = GaugeMetricFamily("kafka_server_FetchSessionCache_NumIncrementalFetchSessions",
                                     "Incremental fetch sessions cached (KIP-227)",
                                     labels=["broker"])
        cached = GaugeMetricFamily(
            "kafka_server_FetchSessionCache_NumIncrementalFetchPartitionsCached",
            "Partitions cached by incremental fetch sessions (KIP-227)", labels=["broker"])
        evictions = CounterMetricFamily(
            "kafka_server_FetchSessionCache_IncrementalFetchSessionEvictionsPerSec",
            "Incremental fetch sessions evicted from the cache (KIP-227)", labels=["broker"])
        for broker in self.brokers():
            label = [str(broker.node_id)]
            under.add_metric(label, sum(
                1 for p in broker.replica_manager.partitions.values()
                if p.is_leader and len(p.isr) < len(p.replicas)))
            cache = broker.fetch_sessions
            session_list = cache.sessions()
            sessions.add_metric(label, len(session_list))
            cached.add_metric(label, sum(len(s) for s in session_list))
            evictions.add_metric(label, cache.evictions)
        yield under
        yield from _remote_tier(self.brokers())
        yield sessions
        yield cached
        yield evictions
        yield from _client_telemetry(self.brokers())


REMOTE_METRICS = (  # (Kafka's name, the store's operation, which counter)
    ("RemoteCopyBytesPerSec", "copy", "bytes"), ("RemoteFetchBytesPerSec", "fetch", "bytes"),
    ("RemoteCopyRequestsPerSec", "copy", "operations"),
    ("RemoteFetchRequestsPerSec", "fetch", "operations"),
    ("RemoteDeleteRequestsPerSec", "delete", "operations"),
    ("RemoteCopyErrorsPerSec", "copy", "failures"),
    ("RemoteFetchErrorsPerSec", "fetch", "failures"),
    ("RemoteDeleteErrorsPerSec", "delete", "failures"),
)


def _remote_tier(brokers: Iterable):
    """KIP-405's BrokerTopicMetrics from each broker's simulated remote store (brokers without
    a remote tier, or with a plugin store, have none)."""
    counters = []
    for broker in brokers:
        manager = getattr(broker.replica_manager, "remote_log_manager", None)
        store = manager.open_storage if manager is not None else None
        if store is not None and hasattr(store, "counters"):
            counters.append((str(broker.node_id), store.counters))
    if not counters:
        return
    for name, operation, kind in REMOTE_METRICS:
        family = CounterMetricFamily(f"kafka_server_BrokerTopicMetrics_{name}",
                                     f"Remote store {operation} {kind} (KIP-405)",
                                     labels=["broker"])
        for broker, store_counters in counters:
            family.add_metric([broker], getattr(store_counters, kind)[operation])
        yield family


CLIENT_METRICS_STATS = (  # (Kafka's name, the ClientMetricsStats counter)
    ("unknown_subscription_request", "unknown_subscription_requests"),
    ("throttle", "throttles"), ("plugin_export", "exports"), ("plugin_error", "export_errors"))
_LABEL = re.compile(r"[^a-zA-Z0-9_]")


def _client_telemetry(brokers: Iterable):
    """KIP-714: each broker's ClientMetricsStats, then what the clients pushed (one receiver
    may serve every broker: each is read once)."""
    brokers = [broker for broker in brokers if hasattr(broker, "client_metrics")]
    instances = GaugeMetricFamily("kafka_server_client_metrics_instance_count",
                                  "Client instances the broker tracks (KIP-714)",
                                  labels=["broker"])
    for broker in brokers:
        instances.add_metric([str(broker.node_id)], broker.client_metrics.instance_count())
    yield instances
    for name, attribute in CLIENT_METRICS_STATS:
        family = CounterMetricFamily(f"kafka_server_client_metrics_{name}",
                                     f"Client telemetry {name.replace('_', ' ')}s (KIP-714)",
                                     labels=["broker"])
        for broker in brokers:
            family.add_metric([str(broker.node_id)],
                              getattr(broker.client_metrics.stats, attribute))
        yield family
    receivers = {id(b.client_metrics.receiver): b.client_metrics.receiver for b in brokers}
    families: dict[str, Metric] = {}
    for receiver in receivers.values():
        for client in receiver.clients():
            identity = {"client_instance_id": client.client_instance_id,
                        "client_id": client.client_id or "",
                        "client_software_name": client.client_software_name or ""}
            for metric in client.metrics.values():
                _add_pushed(families, identity, metric)
    yield from families.values()


def _add_pushed(families: dict, identity: dict, metric) -> None:
    name = "kafkasim_client_" + _LABEL.sub("_", metric.name)
    counter = metric.kind == MetricKind.SUM and metric.monotonic
    family = families.get(name)
    if family is None:
        family = families[name] = Metric(name, metric.description or metric.name,
                                         "counter" if counter else "gauge")
    elif (family.type == "counter") != counter:
        return  # the same name pushed as another kind by another client
    for series in metric.series.values():
        labels = dict(identity)
        for key, value in series.attributes.items():
            labels.setdefault(_label_name(key), str(value))
        family.add_sample(name + "_total" if counter else name, labels,
                          series.total if counter else series.value)


def _label_name(key: str) -> str:
    """An OTLP attribute key as a Prometheus label name (`node.id` -> `node_id`)."""
    name = _LABEL.sub("_", key)
    return f"attribute_{name}" if not name or name[0].isdigit() or name.startswith("__") \
        else name


def _counter(name: str, documentation: str, labels: list[str], values: dict):
    family = CounterMetricFamily(name, documentation, labels=labels)
    for key, value in sorted(values.items()):
        family.add_metric(list(key) if isinstance(key, tuple) else [key], value)
    return family


def _api(api_key: int) -> str:
    return API_NAMES.get(api_key, str(api_key))


def _bound(bound: float) -> str:
    return "+Inf" if bound == float("inf") else repr(bound)


def exposition(collector: MetricsCollector) -> bytes:
    """The Prometheus text exposition of one collector."""
    registry = CollectorRegistry(auto_describe=False)
    registry.register(collector)
    return generate_latest(registry)
