"""kafkasim: a Kafka-compatible multi-rack cluster that models the fetch path.

The public face: `kafkasim.Cluster` (a whole cluster in one event loop), `kafkasim.start_cluster`
(the same on a background thread, with a synchronous handle), the `kafkasim` command
(`kafkasim.cli`, also `python -m kafkasim`) and `__version__`. The parts live in subpackages,
which in a source checkout are links to the repository's top-level folders: `kafkasim.protocol`
(codecs, framing, record batches), `kafkasim.broker`, `kafkasim.client`, `kafkasim.spark_jobs`.
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("kafkasim")
except PackageNotFoundError:  # a source checkout that was never installed
    __version__ = "0+unknown"

__all__ = ["Cluster", "ClusterHandle", "__version__", "start_cluster"]


def __getattr__(name: str):
    # The cluster (and uvloop) load on first use, so `import kafkasim.protocol` stays light.
    if name in ("Cluster", "ClusterHandle", "start_cluster"):
        from kafkasim.broker import cluster

        return getattr(cluster, name)
    raise AttributeError(f"module 'kafkasim' has no attribute {name!r}")
