"""Independent pure-Python computation of every number in the cross-rack report.

Written from the report's definitions (see spark_jobs/cross_rack.py docstring) directly over
the records, without Spark and without the report's own code: plain loops, dicts and one
sorted list per latency population.
"""

from __future__ import annotations

import math
from collections import defaultdict

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


def rack_label(rack):
    return "unknown" if rack in (None, "") else rack


def locality(record) -> str:
    if record.client_rack in (None, "") or record.broker_rack in (None, ""):
        return "unknown"
    return "same" if record.client_rack == record.broker_rack else "cross"


def _ratio(a, b):
    return a / b if b else 0.0


def _accumulate(totals: dict, record) -> None:
    kind = locality(record)
    from_follower = record.leader_id >= 0 and record.broker_id != record.leader_id
    totals["fetches"] += 1
    totals["records"] += record.records
    totals["bytes"] += record.bytes
    totals[f"{kind}_rack_bytes"] += record.bytes
    if kind == "cross":
        totals["cross_rack_records"] += record.records
        totals["cross_rack_fetches"] += 1
    if from_follower:
        totals["follower_fetches"] += 1
        totals["follower_bytes"] += record.bytes
    if record.error != 0:
        totals["error_fetches"] += 1


def _finish(totals: dict, price: float) -> dict:
    out = dict(totals)
    out["cross_rack_fraction"] = _ratio(out["cross_rack_bytes"], out["bytes"])
    out["unknown_rack_fraction"] = _ratio(out["unknown_rack_bytes"], out["bytes"])
    out["follower_fetch_share"] = _ratio(out["follower_fetches"], out["fetches"])
    out["cross_rack_cost"] = out["cross_rack_bytes"] / 10**9 * price
    return out


def linear_percentile(sorted_values: list[float], p: float):
    """numpy's default ("linear") percentile of an already sorted list; None when empty."""
    if not sorted_values:
        return None
    h = (len(sorted_values) - 1) * p
    lo = math.floor(h)
    if lo + 1 >= len(sorted_values) or h == lo:
        return sorted_values[lo]
    return sorted_values[lo] + (h - lo) * (sorted_values[lo + 1] - sorted_values[lo])


def expected_report(records: list, price: float, top: int) -> dict:
    """Every table of the report, computed from `records` (distinct, valid FetchLogRecords)."""

    def new_totals():
        return dict.fromkeys(MEASURES, 0)

    groups = {
        name: defaultdict(new_totals)
        for name in ("rack_matrix", "topic", "client", "broker", "client_broker", "minute")
    }
    total = new_totals()
    latencies = defaultdict(list)
    for r in records:
        client_rack, broker_rack = rack_label(r.client_rack), rack_label(r.broker_rack)
        _accumulate(total, r)
        _accumulate(groups["rack_matrix"][(client_rack, broker_rack)], r)
        _accumulate(groups["topic"][(r.topic,)], r)
        _accumulate(groups["client"][(r.client_id, client_rack)], r)
        _accumulate(groups["broker"][(r.broker_id, broker_rack)], r)
        _accumulate(
            groups["client_broker"][(r.client_id, client_rack, r.broker_id, broker_rack)], r
        )
        _accumulate(groups["minute"][(r.ts_ms // 60_000 * 60_000,)], r)
        latencies[locality(r)].append(r.latency_ms)
        latencies["all"].append(r.latency_ms)

    def table(name, keys):
        return [
            {**dict(zip(keys, key, strict=True)), **_finish(values, price)}
            for key, values in sorted(groups[name].items())
        ]

    totals = _finish(total, price)
    totals["cost_upper_bound"] = (
        (total["cross_rack_bytes"] + total["unknown_rack_bytes"]) / 10**9 * price
    )
    totals["follower_bytes_share"] = _ratio(total["follower_bytes"], total["bytes"])
    totals["price_per_gb"] = price

    matrix = table("rack_matrix", ("client_rack", "broker_rack"))
    for cell in matrix:
        if "unknown" in (cell["client_rack"], cell["broker_rack"]):
            cell["locality"] = "unknown"
        else:
            cell["locality"] = "same" if cell["client_rack"] == cell["broker_rack"] else "cross"
    clients = table("client", ("client_id", "client_rack"))
    pairs = table("client_broker", ("client_id", "client_rack", "broker_id", "broker_rack"))

    def top_talkers(rows, keys):
        chosen = [row for row in rows if row["cross_rack_bytes"] > 0]
        chosen.sort(key=lambda row: (-row["cross_rack_bytes"], [row[k] for k in keys]))
        return chosen[:top]

    latency = []
    for name in ("same", "cross", "unknown", "all"):
        values = sorted(latencies[name])
        latency.append(
            {
                "locality": name,
                "fetches": len(values),
                "p50_ms": linear_percentile(values, 0.5),
                "p90_ms": linear_percentile(values, 0.9),
                "p99_ms": linear_percentile(values, 0.99),
                "max_ms": values[-1] if values else None,
            }
        )
    return {
        "totals": totals,
        "rack_matrix": matrix,
        "by_topic": table("topic", ("topic",)),
        "by_client": clients,
        "by_broker": table("broker", ("broker_id", "broker_rack")),
        "top_clients": top_talkers(clients, ("client_id", "client_rack")),
        "top_client_broker_pairs": top_talkers(
            pairs, ("client_id", "client_rack", "broker_id", "broker_rack")
        ),
        "per_minute": table("minute", ("minute_ms",)),
        "latency": latency,
    }


def distinct_records(records) -> list:
    """Records with exact duplicates removed (first occurrence kept)."""
    seen, out = set(), []
    for record in records:
        key = tuple(record.to_dict().values())
        if key not in seen:
            seen.add(key)
            out.append(record)
    return out
