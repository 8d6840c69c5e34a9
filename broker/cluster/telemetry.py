"""The harness's hands on client telemetry (KIP-714): client-metrics subscriptions, and what
clients pushed.

A subscription is a CLIENT_METRICS config resource changed through the controller, exactly as
`kafka-client-metrics --alter` changes one (IncrementalAlterConfigs), so every broker learns
it from the metadata log. What clients push reaches the cluster's TelemetryReceiver
(broker/control/telemetry.py) on brokers whose receiver is on
(`kafkasim.client.telemetry.receiver.enable=true`).
"""

from __future__ import annotations

import copy
from collections.abc import Awaitable, Callable, Sequence

from kafkasim.broker.config.client_metrics import (
    CLIENT_METRICS_RESOURCE,
    INTERVAL_MS,
    MATCH,
    METRICS,
)
from kafkasim.broker.control.telemetry import ClientTelemetry, TelemetryReceiver
from kafkasim.protocol.errors import ErrorCode, KafkaError
from kafkasim.protocol.messages.incremental_alter_configs import (
    AlterableConfig,
    AlterConfigsResource,
    IncrementalAlterConfigsRequest,
)

INCREMENTAL_ALTER_CONFIGS_VERSION = 1
SET, DELETE = 0, 1


class ClientTelemetryControl:
    """Subscriptions through the controller, and the receiver's snapshots; Cluster's
    `set_client_metrics`, `delete_client_metrics` and `client_metrics` call these."""

    def __init__(self, receiver: TelemetryReceiver,
                 send_to_controller: Callable[..., Awaitable], subscriptions: Callable[[], dict],
                 wait_for_metadata: Callable[[float], Awaitable[None]]) -> None:
        self.receiver = receiver
        self._send = send_to_controller
        self._subscriptions = subscriptions  # the controller's image: name -> configs
        self._wait_for_metadata = wait_for_metadata

    async def set(self, name: str, metrics: Sequence[str] | None, interval_ms: int | None,
                  match: dict[str, str] | None, timeout: float) -> dict[str, str]:
        """See Cluster.set_client_metrics."""
        configs = {}
        if metrics is not None:
            configs[METRICS] = ",".join(metrics)
        if interval_ms is not None:
            configs[INTERVAL_MS] = str(interval_ms)
        if match is not None:
            configs[MATCH] = ",".join(f"{selector}={regex}" for selector, regex in match.items())
        await self._alter(name, [AlterableConfig(name=key, config_operation=SET, value=value)
                                 for key, value in configs.items()], timeout)
        return dict(self._subscriptions().get(name, {}))

    async def delete(self, name: str, timeout: float) -> None:
        """See Cluster.delete_client_metrics."""
        held = self._subscriptions().get(name, {})
        await self._alter(name, [AlterableConfig(name=key, config_operation=DELETE, value=None)
                                 for key in held], timeout)

    async def delete_all(self, timeout: float) -> None:
        for name in list(self._subscriptions()):
            await self.delete(name, timeout)

    async def _alter(self, name: str, configs: list[AlterableConfig], timeout: float) -> None:
        if not configs:
            return
        response = await self._send(IncrementalAlterConfigsRequest(resources=[
            AlterConfigsResource(resource_type=CLIENT_METRICS_RESOURCE, resource_name=name,
                                 configs=configs)]), INCREMENTAL_ALTER_CONFIGS_VERSION)
        result = response.responses[0]
        if result.error_code != ErrorCode.NONE:
            raise KafkaError(result.error_code, result.error_message)
        await self._wait_for_metadata(timeout)

    def clients(self, client_id: str | None) -> list[ClientTelemetry]:
        """See Cluster.client_metrics: copies, so a caller on another thread reads a still
        picture."""
        return [copy.deepcopy(client) for client in self.receiver.clients()
                if client_id is None or client.client_id == client_id]
