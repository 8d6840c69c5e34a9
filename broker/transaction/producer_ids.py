"""Producer ids, unique across brokers without a round trip to the controller.

Bits 48-62 hold the broker's node id, the low 48 bits a per-broker counter seeded with the start
time in milliseconds times 64, so a restarted broker does not hand out ids it handed out before
(unless it issued more than 64 ids per millisecond of its previous run). Kafka allocates blocks
from the controller (AllocateProducerIds); the ids differ, their uniqueness does not.
"""

from __future__ import annotations

import itertools
import time

_NODE_SHIFT = 48
_COUNTER_MASK = (1 << _NODE_SHIFT) - 1
_counters: dict[int, itertools.count] = {}


def next_producer_id(node_id: int) -> int:
    """A producer id unique across brokers and restarts (see the module docstring)."""
    counter = _counters.get(node_id)
    if counter is None:
        counter = _counters[node_id] = itertools.count(int(time.time() * 1000) << 6)
    return ((node_id & 0x7FFF) << _NODE_SHIFT) | (next(counter) & _COUNTER_MASK)
