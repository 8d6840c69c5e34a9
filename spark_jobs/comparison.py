"""Comparison of two log sets (e.g. rack-aware selector off = before, on = after).

Both sides are reduced to their cross-rack reports first (each one Spark job, see
`cross_rack`); the comparison itself is arithmetic on those exact totals:
- `cross_rack_bytes_saved` = before - after, absolute; it is only meaningful when both runs
  moved similar traffic, so `normalized_cross_rack_bytes_saved` also gives the saving scaled
  to the after run's volume: (before fraction - after fraction) x after bytes;
- cost saved, absolute and normalized, at the same price per GB;
- the latency price paid: after minus before for each exact percentile, for all fetches and
  per locality (positive = slower after).
"""

from __future__ import annotations

from kafkasim.spark_jobs.cross_rack import PERCENTILES, CrossRackReport, cost, fraction

_PERCENTILE_KEYS = tuple(f"p{round(p * 100):d}_ms" for p in PERCENTILES)


def _side(report: CrossRackReport) -> dict:
    totals = report.totals
    all_latency = next(row for row in report.latency if row["locality"] == "all")
    side = {
        key: totals[key]
        for key in (
            "fetches",
            "bytes",
            "cross_rack_bytes",
            "unknown_rack_bytes",
            "cross_rack_fraction",
            "follower_fetch_share",
            "cross_rack_cost",
        )
    }
    for key in _PERCENTILE_KEYS:
        side[f"latency_{key}"] = all_latency[key]
    return side


def _difference(after: float | None, before: float | None) -> float | None:
    return None if after is None or before is None else after - before


def compare(
    before: CrossRackReport,
    after: CrossRackReport,
    before_label: str = "before",
    after_label: str = "after",
) -> dict:
    """Saving in cross-rack bytes and cost, and latency change, from `before` to `after`.

    Both reports must use the same price per GB (the cost comparison would be meaningless
    otherwise).
    """
    if before.price_per_gb != after.price_per_gb:
        raise ValueError("both reports must be priced with the same price per GB")
    price = after.price_per_gb
    old, new = _side(before), _side(after)
    saved = old["cross_rack_bytes"] - new["cross_rack_bytes"]
    normalized_saved = (old["cross_rack_fraction"] - new["cross_rack_fraction"]) * new["bytes"]
    latency_change = []
    before_rows = {row["locality"]: row for row in before.latency}
    for row in after.latency:
        old_row = before_rows[row["locality"]]
        entry = {"locality": row["locality"], "before_fetches": old_row["fetches"],
                 "after_fetches": row["fetches"]}
        for key in _PERCENTILE_KEYS:
            entry[f"before_{key}"] = old_row[key]
            entry[f"after_{key}"] = row[key]
            entry[f"change_{key}"] = _difference(row[key], old_row[key])
        latency_change.append(entry)
    return {
        "before_label": before_label,
        "after_label": after_label,
        "price_per_gb": price,
        "before": old,
        "after": new,
        "cross_rack_bytes_saved": saved,
        "cross_rack_bytes_saved_fraction": fraction(saved, old["cross_rack_bytes"]),
        "cost_saved": cost(saved, price),
        "normalized_cross_rack_bytes_saved": normalized_saved,
        "normalized_cost_saved": normalized_saved / 10**9 * price,
        "cross_rack_fraction_change": new["cross_rack_fraction"] - old["cross_rack_fraction"],
        "latency_change": latency_change,
    }
