"""BrokerHeartbeat (key 63), versions 0-2, controller listener only.

Behavior:
- STALE_BROKER_EPOCH (IsFenced true) when the broker id is not registered with that epoch; the
  broker then registers again.
- Renews the broker's session (`broker.session.timeout.ms`).
- IsCaughtUp when CurrentMetadataOffset has reached the broker's registration record; a fenced,
  caught-up broker that does not set WantFence is unfenced, and leaderless partitions it
  replicates elect it (cleanly from the ISR, or uncleanly where the topic allows).
- WantFence fences a live broker; WantShutDown runs a controlled shutdown: the broker leaves
  every ISR, its leaderships move, it is fenced, and ShouldShutDown is true.

Versions: v0 (KIP-631); v1 adds the tagged OfflineLogDirs (KIP-858); v2 adds the tagged
CordonedLogDirs (KIP-1066).

Not implemented: OfflineLogDirs and CordonedLogDirs (log directories are not modelled; the
fields are accepted).
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.protocol.messages.broker_heartbeat import BrokerHeartbeatRequest


async def handle_broker_heartbeat(node, context: RequestContext, request: BrokerHeartbeatRequest):
    return node.broker_heartbeat(request)
