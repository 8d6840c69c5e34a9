"""The cross-rack report: who fetches how many bytes across racks, at what latency and cost.

Definitions (the report repeats them for its readers):
- A rack is *unknown* when it is null or the empty string (Kafka's "no rack configured").
  Unknown racks are kept in their own bucket, labelled "unknown", in every table.
- A fetch is *same-rack* when both racks are known and equal, *cross-rack* when both are
  known and differ, and of *unknown locality* when either rack is unknown. Unknown-locality
  fetches are never counted as cross-rack: `cross_rack_fraction` is cross-rack bytes over
  all bytes, and `unknown_rack_fraction` is reported beside it so the reader sees how much
  could not be classified. The cost estimate prices known cross-rack bytes only;
  `cost_upper_bound` adds the unknown-locality bytes as if they all crossed racks.
- Cost = cross-rack bytes / 10^9 x price per GB (decimal gigabytes, as cloud bills count).
- A fetch is *served by a follower* (KIP-392 follower fetching) when the serving broker is
  not the partition leader the client knew (`leader_id >= 0 and broker_id != leader_id`).
- Latency percentiles are exact: for n sorted latencies x[0..n-1] the p-th percentile is
  x[lo] + (h - lo) * (x[lo+1] - x[lo]) with h = (n - 1) * p and lo = floor(h) (the "linear"
  method, as numpy and Spark's exact `percentile` define it). Spark counts each distinct
  latency per locality; the driver walks those counts, so no sample or sketch is involved.
- Minutes and hours are UTC, from ts_ms.

Every figure comes from one scan of the data: one aggregation over three GROUPING SETS
(client x broker x topic traffic, per-minute traffic, latency counts); the other tables are
roll-ups of those on the driver, and ratios and costs are derived there from exact integer sums.
"""

from __future__ import annotations

import math
import uuid
from bisect import bisect_right
from dataclasses import dataclass, field
from itertools import accumulate

UNKNOWN_RACK = "unknown"
LOCALITIES = ("same", "cross", "unknown")
PERCENTILES = (0.5, 0.9, 0.99)
BYTES_PER_GB = 10**9
DEFAULT_PRICE_PER_GB = 0.02  # USD: a typical inter-zone price, $0.01/GB charged each way

# Measures of every table, in output order.
MEASURES = (
    "fetches",
    "records",
    "bytes",
    "same_rack_bytes",
    "cross_rack_bytes",
    "unknown_rack_bytes",
    "cross_rack_records",
    "cross_rack_fetches",
    "follower_fetches",
    "follower_bytes",
    "error_fetches",
)
# What Spark sums; the locality splits above follow from the locality grouping column.
_SPARK_MEASURES = ("fetches", "records", "bytes", "follower_fetches", "follower_bytes",
                   "error_fetches")

# Spark computes three grouping sets; every other table is a roll-up of "traffic" on the
# driver (clients x brokers x topics is small), which keeps the scan to one pass with a
# three-way expansion instead of one expansion per table. Keys are kept cheap for the hash
# aggregation: racks raw (bucketed on the driver), locality as a small integer code, minutes
# as an integer index.
_SPARK_SETS: dict[str, tuple[str, ...]] = {
    "traffic": ("client_id", "client_rack", "broker_id", "broker_rack", "topic"),
    "minute": ("minute", "locality_code"),
    "latency": ("locality_code", "latency_ms"),
}
_GROUP_COLUMNS = (
    "client_id",
    "client_rack",
    "broker_id",
    "broker_rack",
    "topic",
    "minute",
    "locality_code",
    "latency_ms",
)


def _aggregation_sql(view: str) -> str:
    unknown = "({0} IS NULL OR {0} = '')"
    unknown_client, unknown_broker = unknown.format("client_rack"), unknown.format("broker_rack")
    same, cross, unknown_code = (LOCALITIES.index(n) for n in ("same", "cross", "unknown"))
    sets = ", ".join("(" + ", ".join(columns) + ")" for columns in _SPARK_SETS.values())
    flags = ", ".join(f"grouping({c}) AS g_{c}" for c in _GROUP_COLUMNS)
    return f"""
    WITH classified AS (
      SELECT client_id, client_rack, broker_id, broker_rack, topic,
        CAST(ts_ms DIV 60000 AS INT) AS minute,
        CAST(CASE WHEN {unknown_client} OR {unknown_broker} THEN {unknown_code}
                  WHEN client_rack = broker_rack THEN {same} ELSE {cross} END AS TINYINT)
          AS locality_code,
        records, bytes, latency_ms,
        leader_id >= 0 AND broker_id <> leader_id AS from_follower,
        error <> 0 AS failed
      FROM {view}
    )
    SELECT {", ".join(_GROUP_COLUMNS)}, {flags},
      count(1) AS fetches,
      sum(records) AS records,
      sum(bytes) AS bytes,
      sum(IF(from_follower, 1, 0)) AS follower_fetches,
      sum(IF(from_follower, bytes, 0)) AS follower_bytes,
      sum(IF(failed, 1, 0)) AS error_fetches
    FROM classified
    GROUP BY GROUPING SETS ({sets})
    """


def rack_bucket(rack: str | None) -> str:
    """The rack's label in the report: itself, or "unknown" when null or empty."""
    return UNKNOWN_RACK if rack is None or rack == "" else rack


def locality_of(client_rack: str | None, broker_rack: str | None) -> str:
    """"same", "cross" or "unknown" for a fetch between these racks (see module docstring)."""
    if client_rack is None or client_rack == "" or broker_rack is None or broker_rack == "":
        return "unknown"
    return "same" if client_rack == broker_rack else "cross"


def _logical_row(row: dict) -> dict:
    """A Spark result row in report terms: its set name, rack buckets, locality, minute_ms."""
    grouped = frozenset(c for c in _GROUP_COLUMNS if row[f"g_{c}"] == 0)
    name = next((n for n, cols in _SPARK_SETS.items() if frozenset(cols) == grouped), None)
    if name is None:
        raise AssertionError(f"unexpected grouping {sorted(grouped)}")
    out = {"set": name, **{m: row[m] for m in _SPARK_MEASURES}}
    if name == "traffic":
        out["locality"] = locality_of(row["client_rack"], row["broker_rack"])
        out["client_rack"] = rack_bucket(row["client_rack"])
        out["broker_rack"] = rack_bucket(row["broker_rack"])
        for key in ("client_id", "broker_id", "topic"):
            out[key] = row[key]
    else:
        out["locality"] = LOCALITIES[row["locality_code"]]
        if name == "minute":
            out["minute_ms"] = row["minute"] * 60_000
        else:
            out["latency_ms"] = row["latency_ms"]
    return out


def _full_measures(row: dict) -> dict[str, int]:
    """All MEASURES of one Spark row, whose rows share one locality."""
    values = {name: int(row[name] or 0) for name in _SPARK_MEASURES}
    kind = row["locality"]
    for name in LOCALITIES:
        values[f"{name}_rack_bytes"] = values["bytes"] if kind == name else 0
    cross = kind == "cross"
    values["cross_rack_records"] = values["records"] if cross else 0
    values["cross_rack_fetches"] = values["fetches"] if cross else 0
    return values


def _add(into: dict, values: dict) -> None:
    for name in MEASURES:
        into[name] = into.get(name, 0) + values[name]


@dataclass
class CrossRackReport:
    """All tables of the report as plain Python data (lists of dicts), ready to write."""

    price_per_gb: float
    totals: dict
    rack_matrix: list[dict]
    by_topic: list[dict]
    by_client: list[dict]
    by_broker: list[dict]
    top_clients: list[dict]
    top_client_broker_pairs: list[dict]
    per_minute: list[dict]
    latency: list[dict]
    input_quality: dict = field(default_factory=dict)

    def tables(self) -> dict[str, list[dict]]:
        """The report's tables by name (totals as a one-row table)."""
        return {
            "totals": [self.totals],
            "rack_matrix": self.rack_matrix,
            "by_topic": self.by_topic,
            "by_client": self.by_client,
            "by_broker": self.by_broker,
            "top_clients": self.top_clients,
            "top_client_broker_pairs": self.top_client_broker_pairs,
            "per_minute": self.per_minute,
            "latency": self.latency,
        }


def fraction(part: int, whole: int) -> float:
    """part / whole, or 0.0 for an empty whole (no traffic means nothing crossed racks)."""
    return part / whole if whole else 0.0


def cost(byte_count: int, price_per_gb: float) -> float:
    """Price of `byte_count` bytes at `price_per_gb` per decimal gigabyte."""
    return byte_count / BYTES_PER_GB * price_per_gb


def percentile_from_counts(sorted_counts: list[tuple[float, int]], p: float) -> float | None:
    """The exact p-th percentile (linear method, see module docstring) of a counted sample.

    `sorted_counts` holds (value, how many times it occurs), values ascending. None when empty.
    """
    if not sorted_counts:
        return None
    cumulative = list(accumulate(count for _, count in sorted_counts))
    n = cumulative[-1]

    def value_at(rank: int) -> float:  # rank is 0-based in the expanded sorted sample
        return sorted_counts[bisect_right(cumulative, rank)][0]

    h = (n - 1) * p
    lo = math.floor(h)
    lower = value_at(lo)
    if lo + 1 >= n or h == lo:
        return lower
    return lower + (h - lo) * (value_at(lo + 1) - lower)


def _measures(row: dict, price_per_gb: float) -> dict:
    values = {name: int(row.get(name) or 0) for name in MEASURES}
    values["cross_rack_fraction"] = fraction(values["cross_rack_bytes"], values["bytes"])
    values["unknown_rack_fraction"] = fraction(values["unknown_rack_bytes"], values["bytes"])
    values["follower_fetch_share"] = fraction(values["follower_fetches"], values["fetches"])
    values["cross_rack_cost"] = cost(values["cross_rack_bytes"], price_per_gb)
    return values


def build_report(
    rows: list[dict], price_per_gb: float = DEFAULT_PRICE_PER_GB, top: int = 10
) -> CrossRackReport:
    """Turn the rows `aggregate` returns into the report's tables.

    Pure Python and deterministic: tables are sorted by their keys (top talkers by cross-rack
    bytes, descending, ties by key), so two runs over the same data give identical output.
    """
    groups: dict[str, list[dict]] = {name: [] for name in _SPARK_SETS}
    for row in rows:
        groups[row["set"]].append(row)

    # Roll the traffic rows up into every keyed table; integer sums, so exact.
    rollups: dict[str, dict[tuple, dict]] = {
        name: {} for name in ("total", "rack_matrix", "topic", "client", "broker", "client_broker")
    }
    for row in groups["traffic"]:
        values = _full_measures(row)
        keys = {
            "total": (),
            "rack_matrix": (row["client_rack"], row["broker_rack"]),
            "topic": (row["topic"],),
            "client": (row["client_id"], row["client_rack"]),
            "broker": (row["broker_id"], row["broker_rack"]),
            "client_broker": (row["client_id"], row["client_rack"], row["broker_id"],
                              row["broker_rack"]),
        }
        for name, key in keys.items():
            _add(rollups[name].setdefault(key, {}), values)
    minutes: dict[tuple, dict] = {}
    for row in groups["minute"]:
        _add(minutes.setdefault((row["minute_ms"],), {}), _full_measures(row))
    rollups["minute"] = minutes

    totals = _measures(rollups["total"].get((), {}), price_per_gb)
    totals["cost_upper_bound"] = cost(
        totals["cross_rack_bytes"] + totals["unknown_rack_bytes"], price_per_gb
    )
    totals["follower_bytes_share"] = fraction(totals["follower_bytes"], totals["bytes"])
    totals["price_per_gb"] = price_per_gb

    def table(name: str, keys: tuple[str, ...]) -> list[dict]:
        return [
            {**dict(zip(keys, key, strict=True)), **_measures(values, price_per_gb)}
            for key, values in sorted(rollups[name].items())
        ]

    rack_matrix = table("rack_matrix", ("client_rack", "broker_rack"))
    for cell in rack_matrix:
        cell["locality"] = (
            "unknown"
            if UNKNOWN_RACK in (cell["client_rack"], cell["broker_rack"])
            else "same" if cell["client_rack"] == cell["broker_rack"] else "cross"
        )
    by_client = table("client", ("client_id", "client_rack"))
    pairs = table("client_broker", ("client_id", "client_rack", "broker_id", "broker_rack"))

    def top_by_cross(items: list[dict], keys: tuple[str, ...]) -> list[dict]:
        ranked = [r for r in items if r["cross_rack_bytes"] > 0]
        ranked.sort(key=lambda r: (-r["cross_rack_bytes"], tuple(r[k] for k in keys)))
        return ranked[:top]

    per_minute = table("minute", ("minute_ms",))

    samples: dict[str, list[tuple[float, int]]] = {name: [] for name in LOCALITIES}
    for row in groups["latency"]:
        samples[row["locality"]].append((float(row["latency_ms"]), int(row["fetches"])))
    samples["all"] = [item for name in LOCALITIES for item in samples[name]]
    latency = []
    for name in (*LOCALITIES, "all"):
        counted = sorted(samples[name])
        if name == "all":  # merge equal values that came from different localities
            merged: dict[float, int] = {}
            for value, count in counted:
                merged[value] = merged.get(value, 0) + count
            counted = sorted(merged.items())
        entry = {"locality": name, "fetches": sum(count for _, count in counted)}
        for p in PERCENTILES:
            entry[f"p{round(p * 100):d}_ms"] = percentile_from_counts(counted, p)
        entry["max_ms"] = counted[-1][0] if counted else None
        latency.append(entry)

    return CrossRackReport(
        price_per_gb=price_per_gb,
        totals=totals,
        rack_matrix=rack_matrix,
        by_topic=table("topic", ("topic",)),
        by_client=by_client,
        by_broker=table("broker", ("broker_id", "broker_rack")),
        top_clients=top_by_cross(by_client, ("client_id", "client_rack")),
        top_client_broker_pairs=top_by_cross(
            pairs, ("client_id", "client_rack", "broker_id", "broker_rack")
        ),
        per_minute=per_minute,
        latency=latency,
    )


def aggregate(spark, records) -> list[dict]:
    """Run the grouping-sets aggregation over `records`; return its rows in report terms.

    Each row is a dict with "set" ("traffic", "minute" or "latency"), its keys (rack buckets,
    "locality", minute_ms) and the summed measures; `build_report` turns them into tables.
    """
    view = f"fetch_log_{uuid.uuid4().hex[:12]}"
    records.createOrReplaceTempView(view)
    try:
        return [_logical_row(row.asDict()) for row in spark.sql(_aggregation_sql(view)).collect()]
    finally:
        spark.catalog.dropTempView(view)


def load_compacted(spark, dataset: str):
    """Read a compacted fetch-log dataset (Parquet, date/hour partitions), explicit schema."""
    from kafkasim.spark_jobs.schema import compacted_struct

    return spark.read.schema(compacted_struct()).parquet(dataset)


def cross_rack_report(
    spark, records, price_per_gb: float = DEFAULT_PRICE_PER_GB, top: int = 10
) -> CrossRackReport:
    """Compute the whole cross-rack report over the DataFrame `records` (one Spark job)."""
    return build_report(aggregate(spark, records), price_per_gb=price_per_gb, top=top)
