"""The metrics clients push (KIP-714), as the harness shows them: kafkasim's stand-in for the
ClientTelemetry receiver a Kafka operator plugs into `metric.reporters`.

With `kafkasim.client.telemetry.receiver.enable=true` every broker hands each accepted
PushTelemetry's decoded OTLP payload (protocol/otlp.py) to a `TelemetryReceiver`: one per
cluster in the harness (kept across broker restarts), one per broker process otherwise. It
keeps, per client instance, who the client is (its id, software, address, as the broker saw
them when the instance was created), how often it pushed and to which brokers, whether it
said it was terminating, its resource attributes, and each metric's latest data point per
attribute set. A sum pushed as deltas (the brokers ask for delta temporality) is also added
up into a running total, so a monotonic counter reads as one.

Bounded: the receiver keeps the `MAX_CLIENTS` most recently pushing instances.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from kafkasim.protocol.otlp import DataPoint, MetricKind, ResourceMetrics, Temporality

MAX_CLIENTS = 16384  # Kafka's ClientMetricsManager caches as many client instances


@dataclass
class SeriesValue:
    """One data point stream of a metric: the latest point, and a delta sum's running total."""

    attributes: dict[str, Any]
    value: float | int
    total: float | int  # a sum's cumulative value (deltas added up); else the value
    count: int | None  # a histogram's or summary's count
    time_unix_nano: int
    points: int = 1  # data points received

    def to_dict(self) -> dict:
        return {"attributes": _json(self.attributes), "value": self.value, "total": self.total,
                "count": self.count, "time_unix_nano": self.time_unix_nano,
                "points": self.points}


@dataclass
class ReceivedMetric:
    name: str
    kind: MetricKind
    unit: str
    description: str
    temporality: Temporality
    monotonic: bool
    series: dict[tuple, SeriesValue] = field(default_factory=dict)

    def receive(self, point: DataPoint, temporality: Temporality) -> None:
        key = _frozen(point.attributes)
        current = self.series.get(key)
        value = point.value
        if current is None:
            self.series[key] = SeriesValue(point.attributes, value, value, point.count,
                                           point.time_unix_nano)
            return
        adds_up = self.kind == MetricKind.SUM and temporality == Temporality.DELTA
        current.total = current.total + value if adds_up else value
        current.value, current.count = value, point.count
        current.time_unix_nano = point.time_unix_nano
        current.points += 1

    def to_dict(self) -> dict:
        return {"name": self.name, "kind": self.kind.value, "unit": self.unit,
                "description": self.description, "temporality": self.temporality.name,
                "monotonic": self.monotonic,
                "series": [value.to_dict() for value in self.series.values()]}


@dataclass
class ClientTelemetry:
    """What one client instance pushed (to any broker of the cluster)."""

    client_instance_id: str  # as Kafka writes a Uuid
    client_id: str | None
    client_software_name: str | None
    client_software_version: str | None
    client_source_address: str | None
    client_source_port: int | None
    pushes: int = 0
    brokers: set[int] = field(default_factory=set)
    terminated: bool = False
    first_push_ms: int = 0
    last_push_ms: int = 0
    resource: dict[str, Any] = field(default_factory=dict)
    metrics: dict[str, ReceivedMetric] = field(default_factory=dict)

    @property
    def metric_names(self) -> list[str]:
        return sorted(self.metrics)

    def value(self, name: str, **attributes) -> float | int | None:
        """The latest value of metric `name` for the series with these attributes (or, with
        none given, the only or first series); None when not pushed."""
        metric = self.metrics.get(name)
        if metric is None:
            return None
        for series in metric.series.values():
            if all(series.attributes.get(k) == v for k, v in attributes.items()):
                return series.value
        return None

    def to_dict(self) -> dict:
        return {"client_instance_id": self.client_instance_id, "client_id": self.client_id,
                "client_software_name": self.client_software_name,
                "client_software_version": self.client_software_version,
                "client_source_address": self.client_source_address,
                "client_source_port": self.client_source_port, "pushes": self.pushes,
                "brokers": sorted(self.brokers), "terminated": self.terminated,
                "first_push_ms": self.first_push_ms, "last_push_ms": self.last_push_ms,
                "resource": _json(self.resource),
                "metrics": [self.metrics[name].to_dict() for name in self.metric_names]}


class ClientIdentity(NamedTuple):
    """Who a client instance is, as the broker saw it when the instance was made: the values
    client-metrics `match` selectors test, by their names (Kafka's
    ClientMetricsInstanceMetadata); None where the broker does not know one."""

    client_instance_id: str  # as Kafka writes a Uuid
    client_id: str | None
    client_software_name: str | None
    client_software_version: str | None
    client_source_address: str | None
    client_source_port: str | None


class TelemetryReceiver:
    """Keeps the pushed metrics of every client instance (see the module docstring)."""

    def __init__(self) -> None:
        self._clients: OrderedDict[str, ClientTelemetry] = OrderedDict()

    def export(self, broker_id: int, identity: ClientIdentity, terminating: bool,
               resources: list[ResourceMetrics]) -> None:
        """Record one accepted push of client instance `identity`."""
        instance_id = identity.client_instance_id
        client = self._clients.get(instance_id)
        now = int(time.time() * 1000)
        if client is None:
            port = identity.client_source_port
            client = ClientTelemetry(
                instance_id, identity.client_id, identity.client_software_name,
                identity.client_software_version, identity.client_source_address,
                int(port) if port is not None else None, first_push_ms=now)
            self._clients[instance_id] = client
            while len(self._clients) > MAX_CLIENTS:
                self._clients.popitem(last=False)
        else:
            self._clients.move_to_end(instance_id)
        client.pushes += 1
        client.brokers.add(broker_id)
        client.terminated = client.terminated or terminating
        client.last_push_ms = now
        for resource in resources:
            client.resource.update(resource.resource)
            for pushed in resource.metrics:
                metric = client.metrics.get(pushed.name)
                if metric is None or metric.kind != pushed.kind:
                    metric = client.metrics[pushed.name] = ReceivedMetric(
                        pushed.name, pushed.kind, pushed.unit, pushed.description,
                        pushed.temporality, pushed.monotonic)
                for point in pushed.points:
                    metric.receive(point, pushed.temporality)

    def clients(self) -> list[ClientTelemetry]:
        """Every client instance that pushed, oldest first."""
        return list(self._clients.values())

    def clear(self) -> None:
        self._clients.clear()


def _frozen(value: Any) -> Any:
    """A hashable form of an attribute value (OTLP's AnyValue: lists and maps nest)."""
    if isinstance(value, dict):
        return tuple(sorted((key, _frozen(item)) for key, item in value.items()))
    if isinstance(value, list):
        return tuple(_frozen(item) for item in value)
    return value


def _json(value: Any) -> Any:
    """Attribute values as JSON can carry them (bytes as hex)."""
    if isinstance(value, dict):
        return {key: _json(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_json(item) for item in value]
    if isinstance(value, bytes):
        return value.hex()
    return value
