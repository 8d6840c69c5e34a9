"""BrokerRegistration (key 62), versions 0-4, controller listener only.

Behavior:
- Registers a broker fenced, with a broker epoch equal to the offset of its registration record
  in the metadata log; a retried registration of the same incarnation gets the same epoch.
- INCONSISTENT_CLUSTER_ID when ClusterId is not this cluster's; DUPLICATE_BROKER_REGISTRATION
  while another incarnation of the id is unfenced with a live session (unless
  PreviousBrokerEpoch names it); INVALID_REGISTRATION without listeners.
- The first listener's host and port are what Metadata advertises for the broker.

Versions: v0 (KIP-631); v1 adds IsMigratingZkBroker (KIP-866); v2 adds LogDirs (KIP-858); v3
adds PreviousBrokerEpoch (KIP-966); v4 is v3 with newer feature semantics.

Not implemented: feature negotiation (Features are accepted, not checked); log directories
(LogDirs are accepted, not tracked); ZooKeeper migration (IsMigratingZkBroker ignored, as the
migration no longer exists in Kafka 4).
"""

from __future__ import annotations

from kafkasim.broker.network.registry import RequestContext
from kafkasim.protocol.messages.broker_registration import BrokerRegistrationRequest


async def handle_broker_registration(node, context: RequestContext,
                                     request: BrokerRegistrationRequest):
    return node.register_broker(request)
