"""The controller's view of the metadata quorum (Kafka's LeaderState, as DescribeQuorum reads it).

kafkasim runs one controller, which is the quorum's only voter and its leader. Brokers replicate
`__cluster_metadata` as KRaft observers do, with Fetch on the controller listener; each fetch
updates that observer's state here, as Kafka's LeaderState.updateReplicaState does:
- its log end offset is the fetch offset;
- its last fetch time is now;
- its last caught-up time moves to now when it fetched from the leader's log end, or to its
  previous fetch time when it fetched at least up to what the leader's log end was then.
Observers that have not fetched for OBSERVER_SESSION_TIMEOUT_MS are forgotten, as in Kafka.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass

# Kafka's LeaderState.OBSERVER_SESSION_TIMEOUT_MS.
OBSERVER_SESSION_TIMEOUT_MS = 300_000


@dataclass(slots=True)
class ReplicaState:
    """One replica of the metadata log as the leader knows it (-1: not known yet)."""

    replica_id: int
    directory_id: uuid.UUID
    log_end_offset: int = -1
    last_fetch_ms: int = -1
    last_caught_up_ms: int = -1
    last_fetch_leader_end_offset: int = -1

    def update(self, fetch_offset: int, leader_end_offset: int, now_ms: int) -> None:
        """A fetch from `fetch_offset` while the leader's log ends at `leader_end_offset`."""
        if fetch_offset >= leader_end_offset:
            self.last_caught_up_ms = max(self.last_caught_up_ms, now_ms)
        elif 0 < self.last_fetch_leader_end_offset <= fetch_offset:
            self.last_caught_up_ms = max(self.last_caught_up_ms, self.last_fetch_ms)
        self.last_fetch_leader_end_offset = leader_end_offset
        self.last_fetch_ms = max(self.last_fetch_ms, now_ms)
        self.log_end_offset = fetch_offset


class QuorumState:
    """The one voter (the controller itself) and the observers (brokers) of the metadata log."""

    def __init__(self, node_id: int) -> None:
        self.node_id = node_id
        # The voter's directory id: none (zero), as for a quorum of static voters
        # (`controller.quorum.voters`, kraft.version 0), which is what kafkasim's one
        # controller is.
        self.directory_id = uuid.UUID(int=0)
        self._observers: dict[tuple[int, uuid.UUID], ReplicaState] = {}

    def observe_fetch(self, replica_id: int, directory_id: uuid.UUID, fetch_offset: int,
                      leader_end_offset: int, now_ms: int) -> None:
        """Record a broker's metadata fetch (replica ids below 0 are not replicas)."""
        if replica_id < 0 or replica_id == self.node_id:
            return
        key = (replica_id, directory_id)
        state = self._observers.get(key)
        if state is None:
            state = self._observers[key] = ReplicaState(replica_id, directory_id)
        state.update(fetch_offset, leader_end_offset, now_ms)

    def voter(self, end_offset: int, now_ms: int) -> ReplicaState:
        """The leader's own state: caught up and fetched now, as Kafka reports the leader."""
        return ReplicaState(self.node_id, self.directory_id, end_offset, now_ms, now_ms)

    def observers(self, now_ms: int) -> list[ReplicaState]:
        """The observers that fetched within the session timeout, by replica id."""
        for key in [key for key, state in self._observers.items()
                    if now_ms - state.last_fetch_ms >= OBSERVER_SESSION_TIMEOUT_MS]:
            del self._observers[key]
        return sorted(self._observers.values(), key=lambda state: state.replica_id)
