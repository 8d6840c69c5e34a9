"""Feature levels (KIP-584): which features the brokers support, at which level a new cluster
finalizes each, and which levels can be chosen when a cluster starts.

Kafka 4.4.0's `kafka-storage format` writes a FeatureLevelRecord per feature into a new
cluster's bootstrap metadata; the brokers then report the supported ranges and the finalized
levels in ApiVersions v3+. kafkasim's controller writes the same levels as `feature_level`
metadata records (broker/metadata/records.py) when it starts a new metadata log, and every node
reads them from its metadata image.

A new Kafka 4.4.0 cluster (checked with FeatureCommand describe and ApiVersions against the
reference cluster) supports and finalizes:

| feature | supported | finalized | in kafkasim |
|---|---|---|---|
| metadata.version | 7-33 | 33 | reported; no behaviour depends on it |
| kraft.version | 0-1 | 0 (static quorum; level 0 is not listed) | reported |
| transaction.version | 0-2 | 2 | served at every level (broker/transaction) |
| group.version | 0-1 | 1 | KIP-848 consumer groups are served |
| share.version | 0-2 | 2 | reported; share groups are the share engineer's (FEATURES.md) |
| streams.version | 0-1 | 1 | reported; streams groups are not served (FEATURES.md) |
| eligible.leader.replicas.version | 0-1 | 1 | served at both levels (broker/controller/partitions.py) |

Only the features whose level changes what kafkasim does may be chosen at start
(`--feature transaction.version=1`, `Cluster(features=...)`): a level outside the supported
range, an unknown feature or a feature kafkasim does not act on is refused with one line.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import NamedTuple

METADATA_VERSION = "metadata.version"
KRAFT_VERSION = "kraft.version"
TRANSACTION_VERSION = "transaction.version"
GROUP_VERSION = "group.version"
SHARE_VERSION = "share.version"
STREAMS_VERSION = "streams.version"
ELIGIBLE_LEADER_REPLICAS_VERSION = "eligible.leader.replicas.version"


class FeatureRange(NamedTuple):
    """A feature the brokers support: its level range and a new cluster's level."""

    name: str
    min_level: int
    max_level: int
    default_level: int


#: In the order Kafka 4.4.0's brokers list SupportedFeatures (the iteration order of its map).
SUPPORTED: tuple[FeatureRange, ...] = (
    FeatureRange(GROUP_VERSION, 0, 1, 1),
    FeatureRange(KRAFT_VERSION, 0, 1, 0),
    FeatureRange(METADATA_VERSION, 7, 33, 33),
    FeatureRange(SHARE_VERSION, 0, 2, 2),
    FeatureRange(STREAMS_VERSION, 0, 1, 1),
    FeatureRange(TRANSACTION_VERSION, 0, 2, 2),
    FeatureRange(ELIGIBLE_LEADER_REPLICAS_VERSION, 0, 1, 1),
)
#: The order of FinalizedFeatures in Kafka 4.4.0's ApiVersions (another map's order; kraft.version
#: is never finalized there, level 0 of a static quorum).
FINALIZED_ORDER: tuple[str, ...] = (
    GROUP_VERSION, KRAFT_VERSION, STREAMS_VERSION, TRANSACTION_VERSION,
    ELIGIBLE_LEADER_REPLICAS_VERSION, SHARE_VERSION, METADATA_VERSION,
)
#: Features whose level can be chosen when a cluster starts: those kafkasim acts on.
SETTABLE = frozenset({TRANSACTION_VERSION, ELIGIBLE_LEADER_REPLICAS_VERSION})

_BY_NAME = {feature.name: feature for feature in SUPPORTED}


class FeatureError(ValueError):
    """A feature setting kafkasim refuses; the message is one line for the user."""


def default_levels() -> dict[str, int]:
    """The levels a new cluster finalizes, by feature name."""
    return {feature.name: feature.default_level for feature in SUPPORTED}


def parse_assignments(items: Iterable[str]) -> dict[str, int]:
    """`NAME=LEVEL` strings (the `--feature` option) as {name: level}, checked."""
    levels: dict[str, int] = {}
    for item in items:
        name, equals, text = item.partition("=")
        name = name.strip()
        if not equals or not name or not text.strip().lstrip("-").isdigit():
            raise FeatureError(f"{item!r}: expected NAME=LEVEL, e.g. transaction.version=1")
        levels[name] = int(text)
    return check_levels(levels)


def check_levels(levels: Mapping[str, int]) -> dict[str, int]:
    """The chosen levels, checked against what kafkasim supports and acts on."""
    for name, level in levels.items():
        feature = _BY_NAME.get(name)
        if feature is None:
            known = ", ".join(f.name for f in SUPPORTED)
            raise FeatureError(f"unknown feature {name!r} (Kafka 4.4.0 has {known})")
        if name not in SETTABLE:
            raise FeatureError(f"{name} cannot be chosen: kafkasim runs it at level "
                               f"{feature.default_level} only (settable: "
                               f"{', '.join(sorted(SETTABLE))})")
        if not feature.min_level <= level <= feature.max_level:
            raise FeatureError(f"{name}={level}: supported levels are {feature.min_level}-"
                               f"{feature.max_level}")
    return dict(levels)


def bootstrap_levels(chosen: Mapping[str, int] | None = None) -> dict[str, int]:
    """The finalized levels of a new cluster: the defaults with `chosen` applied."""
    return {**default_levels(), **check_levels(chosen or {})}


def finalized(levels: Mapping[str, int]) -> list[tuple[str, int]]:
    """(name, level) of each finalized feature in Kafka's order, without those at level 0
    (Kafka lists a feature as finalized only from level 1)."""
    order = {name: index for index, name in enumerate(FINALIZED_ORDER)}
    return sorted(((name, level) for name, level in levels.items() if level > 0),
                  key=lambda item: order.get(item[0], len(order)))
