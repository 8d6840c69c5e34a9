"""Partition replicas (Kafka's ReplicaManager, Partition): leader and follower state, the one
fetch entry point, replica fetchers, KIP-392 replica selectors."""
