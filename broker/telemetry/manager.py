"""One broker's client telemetry (KIP-714), as Kafka's ClientMetricsManager answers it.

Subscriptions are the CLIENT_METRICS config resources of the metadata image (one per
resource with at least one config; broker/config/client_metrics.py), re-read whenever one
changes; every change bumps a subscription version. A client instance is made on the first
GetTelemetrySubscriptions or PushTelemetry naming its id (a new random id for the zero id),
from what the broker knows of the connection (client id, the software name and version of its
ApiVersions request, address and port), and re-made, keeping that identity, by its next request
after the subscriptions changed (which also resets its clocks). It matches each subscription
whose `match` selectors all match; its metrics are the union of theirs (just `*` when one
asks for every metric), its push interval the smallest of theirs (5 minutes when none), its
subscription id the CRC-32C of the metrics set's Java `toString()` and the interval, XORed
with the instance id's Java hash (java_collections.py).

GetTelemetrySubscriptions is THROTTLING_QUOTA_EXCEEDED when it comes sooner than the push
interval after the instance's last request, unless its last push failed with
UNKNOWN_SUBSCRIPTION_ID or UNSUPPORTED_COMPRESSION_TYPE. PushTelemetry, in Kafka's order: the
zero or reserved id is INVALID_REQUEST; a push after a terminating one INVALID_REQUEST; a
push sooner than the interval after the last push THROTTLING_QUOTA_EXCEEDED, unless the first
after a GetTelemetrySubscriptions or terminating; another subscription id
UNKNOWN_SUBSCRIPTION_ID; a compression type other than 0-4 UNSUPPORTED_COMPRESSION_TYPE;
metrics over `telemetry.max.bytes` TELEMETRY_TOO_LARGE. Its metrics are then decompressed
(more than `telemetry.max.bytes` decompressed, or damaged: INVALID_RECORD, as Kafka 4.4
answers) and, with the receiver on, decoded as OTLP (not OTLP: INVALID_RECORD, as Kafka
answers a receiver that throws) and handed to the receiver (broker/control/telemetry.py).

An instance lives max(60 s, 3 push intervals) after its last request, and goes with the
connection that made it. At most 16384 are kept (least recently used go first).
"""

from __future__ import annotations

import logging
import time
import uuid
from collections import OrderedDict
from dataclasses import dataclass
from typing import NamedTuple

import crc32c

from kafkasim.broker.config.client_metrics import (
    ALL_METRICS,
    DEFAULT_INTERVAL_MS,
    Subscription,
    subscription,
)
from kafkasim.broker.config.definitions import CLIENT_TELEMETRY_RECEIVER
from kafkasim.broker.control.telemetry import ClientIdentity, TelemetryReceiver
from kafkasim.broker.telemetry.java_collections import (
    JavaHashSet,
    java_uuid_hash,
    kafka_uuid_string,
)
from kafkasim.protocol.compression import DecompressionError, decompress
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.otlp import OtlpError, decode_metrics_data

log = logging.getLogger("kafkasim.telemetry")

# Kafka's preference order: clients take the first they support.
ACCEPTED_COMPRESSION_TYPES = (4, 3, 1, 2)  # zstd, lz4, gzip, snappy
MAX_INSTANCES = 16384
INSTANCE_EXPIRY_MS = 60_000
_RESERVED_IDS = (uuid.UUID(int=0), uuid.UUID(int=1))  # Kafka's Uuid.RESERVED
_KNOWN_COMPRESSION_TYPES = range(0, 5)
# After these errors a client asks for its subscription again at once (KIP-714).
_RETRY_AT_ONCE = (ErrorCode.UNKNOWN_SUBSCRIPTION_ID, ErrorCode.UNSUPPORTED_COMPRESSION_TYPE)


def _now_ms() -> int:
    return int(time.monotonic() * 1000)


@dataclass(slots=True)
class ClientInstance:
    """A client instance's subscription and request clocks (Kafka's ClientMetricsInstance)."""

    client_instance_id: uuid.UUID
    identity: ClientIdentity
    subscription_id: int
    subscription_version: int
    metrics: list[str]  # in the order Kafka's HashSet iterates them
    push_interval_ms: int
    connection_id: int
    expires_at_ms: int = 0
    last_get_ms: int = 0
    last_push_ms: int = 0
    terminating: bool = False
    last_error: ErrorCode = ErrorCode.NONE

    def may_get(self, now: int) -> bool:
        """A GetTelemetrySubscriptions a push interval after the last request: the clock
        moves."""
        if now - max(self.last_get_ms, self.last_push_ms) >= self.push_interval_ms:
            self.last_get_ms = now
            return True
        return False

    def may_push(self, now: int) -> bool:
        """The first push after a GetTelemetrySubscriptions (clients add jitter), or one a push
        interval after the last push: the clock moves."""
        if self.last_get_ms > self.last_push_ms or \
                now - self.last_push_ms >= self.push_interval_ms:
            self.last_push_ms = now
            return True
        return False


class SubscriptionAnswer(NamedTuple):
    """GetTelemetrySubscriptions' outcome: an error, or the instance to describe."""

    error: ErrorCode
    instance: ClientInstance | None


class ClientMetricsStats:
    """Kafka's ClientMetricsStats counters (the `client-metrics` metrics group)."""

    def __init__(self) -> None:
        self.unknown_subscription_requests = 0
        self.throttles = 0
        self.exports = 0
        self.export_errors = 0


class ClientMetricsManager:
    """Client telemetry of one broker (see the module docstring)."""

    def __init__(self, broker, receiver: TelemetryReceiver) -> None:
        self.broker = broker
        self.receiver = receiver
        self.stats = ClientMetricsStats()
        self._subscriptions: dict[str, Subscription] = {}
        # Kafka keeps them in a ConcurrentHashMap: its key order is the listing's order.
        self._names = JavaHashSet(concurrent=True)
        self._version = 0
        self._instances: OrderedDict[uuid.UUID, ClientInstance] = OrderedDict()
        self._connections: dict[int, uuid.UUID] = {}

    @property
    def receiver_enabled(self) -> bool:
        """Whether this broker has a telemetry receiver: only then does ApiVersions advertise
        the telemetry APIs (Kafka's ApiVersionManager, with a ClientTelemetry reporter)."""
        return self.broker.config.get_bool(CLIENT_TELEMETRY_RECEIVER)

    # --- subscriptions ----------------------------------------------------------------------

    def update_subscriptions(self, names, configs: dict[str, dict[str, str]]) -> None:
        """Resources `names` changed; `configs` holds every resource's configs now."""
        for name in names:
            resource = configs.get(name)
            if resource:
                self._subscriptions[name] = subscription(name, resource)
                self._names.add(name)
            elif name in self._subscriptions:
                del self._subscriptions[name]
                self._names.discard(name)
            else:
                continue
            self._version += 1

    def resource_names(self) -> list[str]:
        """The client-metrics resources, in Kafka's listing order."""
        return list(self._names)

    # --- requests -----------------------------------------------------------------------------

    def get_subscriptions(self, client_instance_id: uuid.UUID, context) -> SubscriptionAnswer:
        now = _now_ms()
        if client_instance_id == _RESERVED_IDS[0]:  # only the zero id asks for a new one
            client_instance_id = self._new_instance_id()
        instance = self._instance(client_instance_id, context, now)
        if not instance.may_get(now) and instance.last_error not in _RETRY_AT_ONCE:
            self.stats.throttles += 1
            return SubscriptionAnswer(ErrorCode.THROTTLING_QUOTA_EXCEEDED, None)
        instance.last_error = ErrorCode.NONE
        return SubscriptionAnswer(ErrorCode.NONE, instance)

    def push(self, request, context) -> ErrorCode:
        """PushTelemetry's error code, after exporting its metrics."""
        if request.client_instance_id in _RESERVED_IDS:
            return ErrorCode.INVALID_REQUEST
        now = _now_ms()
        instance = self._instance(request.client_instance_id, context, now)
        error = self._push_error(request, instance, now)
        instance.terminating = request.terminating
        if error != ErrorCode.NONE:
            instance.last_error = error
            return error
        if len(request.metrics) > 0:
            try:
                self._export(request, instance)
            except (DecompressionError, OtlpError) as failure:
                log.info("broker %d: telemetry of client instance %s refused: %s",
                         self.broker.node_id, instance.identity.client_instance_id, failure)
                self.stats.export_errors += 1
                instance.last_error = ErrorCode.INVALID_RECORD
                return ErrorCode.INVALID_RECORD
            self.stats.exports += 1
        instance.last_error = ErrorCode.NONE
        return ErrorCode.NONE

    def _push_error(self, request, instance: ClientInstance, now: int) -> ErrorCode:
        if instance.terminating:
            return ErrorCode.INVALID_REQUEST
        if not instance.may_push(now) and not request.terminating:
            self.stats.throttles += 1
            return ErrorCode.THROTTLING_QUOTA_EXCEEDED
        if request.subscription_id != instance.subscription_id:
            self.stats.unknown_subscription_requests += 1
            return ErrorCode.UNKNOWN_SUBSCRIPTION_ID
        if request.compression_type not in _KNOWN_COMPRESSION_TYPES:
            return ErrorCode.UNSUPPORTED_COMPRESSION_TYPE
        if len(request.metrics) > self.telemetry_max_bytes:
            return ErrorCode.TELEMETRY_TOO_LARGE
        return ErrorCode.NONE

    def _export(self, request, instance: ClientInstance) -> None:
        """Decompress the metrics as Kafka does even without a receiver; decode and keep
        them with one. DecompressionError or OtlpError when they cannot be read."""
        data = decompress(request.compression_type, request.metrics,
                          None if request.compression_type == 0 else self.telemetry_max_bytes)
        if self.receiver_enabled:
            self.receiver.export(self.broker.node_id, instance.identity, request.terminating,
                                 decode_metrics_data(data))

    @property
    def telemetry_max_bytes(self) -> int:
        return self.broker.config.get_int("telemetry.max.bytes")

    # --- client instances ---------------------------------------------------------------------

    def _new_instance_id(self) -> uuid.UUID:
        """Kafka's Uuid.randomUuid: not reserved, not in use, not written with a leading '-'."""
        while True:
            candidate = uuid.uuid4()
            if candidate not in _RESERVED_IDS and candidate not in self._instances and \
                    not kafka_uuid_string(candidate).startswith("-"):
                return candidate

    def _instance(self, client_instance_id: uuid.UUID, context, now: int) -> ClientInstance:
        """The cached instance (re-made after a subscription change), or a new one; its
        expiry moved to max(60 s, 3 push intervals) from now."""
        instance = self._instances.get(client_instance_id)
        if instance is not None and instance.expires_at_ms <= now:
            self._forget(client_instance_id)
            instance = None
        if instance is None:
            instance = self._make(client_instance_id, _identity(client_instance_id, context),
                                  context.connection_id)
        elif instance.subscription_version < self._version:
            instance = self._make(client_instance_id, instance.identity, context.connection_id)
        else:
            self._instances.move_to_end(client_instance_id)
        instance.expires_at_ms = now + max(INSTANCE_EXPIRY_MS, 3 * instance.push_interval_ms)
        return instance

    def _make(self, client_instance_id: uuid.UUID, identity: ClientIdentity,
              connection_id: int) -> ClientInstance:
        interval = DEFAULT_INTERVAL_MS
        metrics = JavaHashSet()
        every_metric = False
        for name in self._names:  # Kafka walks its ConcurrentHashMap
            wanted = self._subscriptions[name]
            if not _matches(identity, wanted):
                continue
            every_metric = every_metric or ALL_METRICS in wanted.metrics
            for metric in JavaHashSet.copy_of(wanted.metrics):
                metrics.add(metric)
            interval = min(interval, wanted.interval_ms)
        if every_metric:
            metrics.clear()
            metrics.add(ALL_METRICS)
        digest = crc32c.crc32c(f"{metrics}{interval}".encode())
        signed = digest - (1 << 32) if digest >= (1 << 31) else digest
        instance = ClientInstance(client_instance_id, identity,
                                  signed ^ java_uuid_hash(client_instance_id), self._version,
                                  list(metrics), interval, connection_id)
        self._instances[client_instance_id] = instance
        self._instances.move_to_end(client_instance_id)
        while len(self._instances) > MAX_INSTANCES:
            self._instances.popitem(last=False)
        self._connections[connection_id] = client_instance_id
        return instance

    def _forget(self, client_instance_id: uuid.UUID) -> None:
        instance = self._instances.pop(client_instance_id, None)
        if instance is not None and \
                self._connections.get(instance.connection_id) == client_instance_id:
            del self._connections[instance.connection_id]

    def connection_closed(self, connection_id: int) -> None:
        """A connection closed: the instance it made goes (Kafka's
        ClientConnectionDisconnectListener)."""
        client_instance_id = self._connections.pop(connection_id, None)
        if client_instance_id is not None:
            self._instances.pop(client_instance_id, None)

    def instance_count(self) -> int:
        now = _now_ms()
        for client_instance_id in [i for i, instance in self._instances.items()
                                   if instance.expires_at_ms <= now]:
            self._forget(client_instance_id)
        return len(self._instances)


def _identity(client_instance_id: uuid.UUID, context) -> ClientIdentity:
    information = context.client_information
    return ClientIdentity(
        client_instance_id=kafka_uuid_string(client_instance_id), client_id=context.client_id,
        client_software_name=information.software_name,
        client_software_version=information.software_version,
        client_source_address=context.client_host, client_source_port=str(context.client_port))


def _matches(identity: ClientIdentity, wanted: Subscription) -> bool:
    """Every selector of the subscription matches the client's whole value (none: every
    client matches)."""
    for selector, pattern in wanted.match.items():
        value = getattr(identity, selector)
        if value is None or pattern.fullmatch(value) is None:
            return False
    return True
