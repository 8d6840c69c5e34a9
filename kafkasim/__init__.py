"""kafkasim: a Kafka-compatible multi-rack cluster that models the fetch path.

The public face: `kafkasim.Cluster` (a whole cluster in one event loop, driven from synchronous or
asynchronous code: the test harness of docs/harness.md), `kafkasim.start_cluster` (a Cluster
started on a loop of its own), `kafkasim.KafkaError`, the harness's typed errors
(`kafkasim.UnknownBroker`, `UnknownTopic`, `ClusterConflict`, ...), the pytest plugin
(`kafkasim.pytest_plugin`, registered through the `pytest11` entry point), the HTTP control
plane (`kafkasim.control_http`), the `kafkasim` command (`kafkasim.cli`, also
`python -m kafkasim`) and `__version__`. The parts live in subpackages,
which in a source checkout are links to the repository's top-level folders: `kafkasim.protocol`
(codecs, framing, record batches), `kafkasim.broker`, `kafkasim.client`, `kafkasim.spark_jobs`.
"""

from __future__ import annotations

# The errors the harness raises itself (broker/control/errors.py), one type per reason.
CLUSTER_ERRORS = ("ClusterConflict", "ClusterError", "ClusterNotRunningError", "InvalidArgument",
                  "NotFound", "UnknownBroker", "UnknownFaultRule", "UnknownTopic", "UnknownUser")

__all__ = ["Cluster", "ClusterHandle", "KafkaError", "__version__", "start_cluster",
           *CLUSTER_ERRORS]


def __getattr__(name: str):
    # The cluster (and uvloop) load on first use, so `import kafkasim.protocol` stays light;
    # the version too (importlib.metadata costs a start ~20 ms).
    if name == "__version__":
        from importlib.metadata import PackageNotFoundError, version

        try:
            return version("kafkasim")
        except PackageNotFoundError:  # a source checkout that was never installed
            return "0+unknown"
    if name in ("Cluster", "ClusterHandle", "start_cluster"):
        from kafkasim.broker import cluster

        return getattr(cluster, name)
    if name in CLUSTER_ERRORS:
        from kafkasim.broker.control import errors

        return getattr(errors, name)
    if name == "KafkaError":
        from kafkasim.protocol.errors import KafkaError

        return KafkaError
    raise AttributeError(f"module 'kafkasim' has no attribute {name!r}")
