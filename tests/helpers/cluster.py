"""The cluster settings the suite's shared fixtures use (tests/conftest.py), for tests that start
their own cluster with the same short timeouts."""

# Short timeouts so fencing, ISR changes and rebalances happen within a test's patience.
TEST_CLUSTER_CONFIG = {
    "broker.heartbeat.interval.ms": "100",
    "broker.session.timeout.ms": "1000",
    "replica.lag.time.max.ms": "1000",
    "replica.fetch.wait.max.ms": "100",
    "replica.fetch.backoff.ms": "50",
    "group.initial.rebalance.delay.ms": "0",
}
