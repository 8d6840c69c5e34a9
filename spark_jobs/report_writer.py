"""Writes a cross-rack report to disk: CSV tables, one JSON summary, PNG charts, one HTML page.

Layout under the output directory:
    tables/<name>.csv        one file per table (and comparison tables when comparing)
    summary.json             every table and headline number, machine-readable
    charts/<name>.png        rack-matrix heatmap, per-minute series, per-topic bars, latency,
                             before/after comparison
    report.html              self-contained: charts embedded as base64 data URIs, so the page
                             can be mailed or attached without its directory
"""

from __future__ import annotations

import base64
import csv
import html
import json
from datetime import UTC, datetime
from pathlib import Path

from kafkasim.spark_jobs import charts
from kafkasim.spark_jobs.cross_rack import CrossRackReport

_DEFINITIONS = (
    "A rack is <b>unknown</b> when it is null or empty; it gets its own bucket, labelled "
    "\"unknown\". A fetch is <b>same-rack</b> when both racks are known and equal, "
    "<b>cross-rack</b> when both are known and differ, and of <b>unknown locality</b> "
    "otherwise. Unknown-locality bytes are never counted as cross-rack; the cost upper bound "
    "counts them as if they all crossed racks.",
    "Cost = cross-rack bytes / 10<sup>9</sup> &times; price per GB.",
    "A fetch is <b>served by a follower</b> when the serving broker is not the partition "
    "leader (KIP-392 follower fetching).",
    "Latency percentiles are exact (linear interpolation between the two nearest ranks, as "
    "numpy and Spark's <code>percentile</code> define it), not sketches.",
    "Times are UTC.",
)


def _write_csv(path: Path, rows: list[dict]) -> None:
    columns: list[str] = []
    for row in rows:
        columns.extend(k for k in row if k not in columns)
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=columns)
        writer.writeheader()
        writer.writerows(rows)


def _format(value: object) -> str:
    if value is None:
        return "&ndash;"
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, float):
        return f"{value:,.4g}" if abs(value) < 1e6 else f"{value:,.0f}"
    return html.escape(str(value))


def _html_table(rows: list[dict], columns: list[str] | None = None, limit: int = 50) -> str:
    if not rows:
        return "<p><i>no rows</i></p>"
    columns = columns or list(rows[0])
    head = "".join(f"<th>{html.escape(c)}</th>" for c in columns)
    body = "".join(
        "<tr>" + "".join(f"<td>{_format(row.get(c))}</td>" for c in columns) + "</tr>"
        for row in rows[:limit]
    )
    more = f"<p><i>{len(rows) - limit:,} more rows in the CSV</i></p>" if len(rows) > limit else ""
    return f"<table><tr>{head}</tr>{body}</table>{more}"


def _image(path: Path, alt: str) -> str:
    data = base64.b64encode(path.read_bytes()).decode("ascii")
    return f'<figure><img alt="{html.escape(alt)}" src="data:image/png;base64,{data}"></figure>'


_SUMMARY_COLUMNS = ["fetches", "records", "bytes", "cross_rack_bytes", "unknown_rack_bytes",
                    "cross_rack_fraction", "unknown_rack_fraction", "follower_fetch_share",
                    "cross_rack_cost"]


def write_report(
    report: CrossRackReport,
    out_dir: str | Path,
    comparison: dict | None = None,
    title: str = "kafkasim cross-rack fetch report",
    extra_summary: dict | None = None,
) -> dict[str, Path]:
    """Write tables, charts, summary.json and report.html under `out_dir`; return their paths.

    The HTML embeds every chart it shows (base64), names the CSV files, and includes the input
    quality counts (lines read, malformed lines, duplicates dropped) when known.
    """
    out = Path(out_dir)
    (out / "tables").mkdir(parents=True, exist_ok=True)
    (out / "charts").mkdir(parents=True, exist_ok=True)
    written: dict[str, Path] = {}

    tables = report.tables()
    if comparison is not None:
        tables["comparison_latency"] = comparison["latency_change"]
        tables["comparison"] = [{k: v for k, v in comparison.items()
                                 if not isinstance(v, (dict, list))}]
    for name, rows in tables.items():
        path = out / "tables" / f"{name}.csv"
        _write_csv(path, rows)
        written[f"table:{name}"] = path

    chart_paths = {
        "rack_matrix": charts.rack_matrix_heatmap(report, out / "charts" / "rack_matrix.png"),
        "per_minute": charts.per_minute_series(report, out / "charts" / "per_minute.png"),
        "per_topic": charts.per_topic_bars(report, out / "charts" / "per_topic.png"),
        "latency": charts.latency_bars(report, out / "charts" / "latency.png"),
    }
    if comparison is not None:
        chart_paths["comparison"] = charts.comparison_bars(
            comparison, out / "charts" / "comparison.png"
        )
    written.update({f"chart:{name}": path for name, path in chart_paths.items()})

    summary = {
        "generated_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "price_per_gb": report.price_per_gb,
        "input_quality": report.input_quality,
        **{name: rows for name, rows in report.tables().items() if name != "totals"},
        "totals": report.totals,
        "comparison": comparison,
        **(extra_summary or {}),
    }
    summary_path = out / "summary.json"
    summary_path.write_text(json.dumps(summary, indent=1, default=str))
    written["summary"] = summary_path

    totals = report.totals
    headline = (
        f"<p class=headline>{_format(totals['cross_rack_fraction'] * 100)}% of "
        f"{_format(totals['bytes'])} fetched bytes crossed racks "
        f"({_format(totals['cross_rack_bytes'])} bytes, estimated cost "
        f"{_format(totals['cross_rack_cost'])} at {_format(report.price_per_gb)} per GB; "
        f"upper bound {_format(totals['cost_upper_bound'])} if every unknown-rack byte "
        f"crossed). {_format(totals['follower_fetch_share'] * 100)}% of fetches were served "
        f"by a follower.</p>"
    )
    sections = [
        f"<h1>{html.escape(title)}</h1>",
        headline,
        "<h2>Definitions</h2><ul>" + "".join(f"<li>{d}</li>" for d in _DEFINITIONS) + "</ul>",
        "<h2>Input</h2>" + _html_table([report.input_quality] if report.input_quality else []),
        "<h2>Totals</h2>" + _html_table([totals]),
    ]
    if comparison is not None:
        summary_row = tables["comparison"]
        sections += [
            f"<h2>Comparison: {html.escape(comparison['before_label'])} &rarr; "
            f"{html.escape(comparison['after_label'])}</h2>",
            _image(chart_paths["comparison"], "before/after comparison"),
            _html_table(summary_row),
            "<h3>Before / after totals</h3>",
            _html_table([{"side": comparison["before_label"], **comparison["before"]},
                         {"side": comparison["after_label"], **comparison["after"]}]),
            "<h3>Latency change (after - before)</h3>",
            _html_table(comparison["latency_change"]),
        ]
    sections += [
        "<h2>Rack matrix</h2>",
        _image(chart_paths["rack_matrix"], "rack matrix heatmap"),
        _html_table(report.rack_matrix, ["client_rack", "broker_rack", "locality", "fetches",
                                         "records", "bytes"]),
        "<h2>Per-minute traffic</h2>",
        _image(chart_paths["per_minute"], "per-minute time series"),
        "<h2>Fetch latency</h2>",
        _image(chart_paths["latency"], "latency percentiles"),
        _html_table(report.latency),
        "<h2>Per topic</h2>",
        _image(chart_paths["per_topic"], "per-topic bars"),
        _html_table(report.by_topic, ["topic", *_SUMMARY_COLUMNS]),
        "<h2>Top talkers (cross-rack bytes)</h2><h3>Clients</h3>",
        _html_table(report.top_clients, ["client_id", "client_rack", *_SUMMARY_COLUMNS]),
        "<h3>Client &rarr; broker pairs</h3>",
        _html_table(report.top_client_broker_pairs,
                    ["client_id", "client_rack", "broker_id", "broker_rack", "fetches",
                     "bytes", "cross_rack_bytes", "cross_rack_cost"]),
        "<h2>Per client</h2>",
        _html_table(report.by_client, ["client_id", "client_rack", *_SUMMARY_COLUMNS]),
        "<h2>Per broker</h2>",
        _html_table(report.by_broker, ["broker_id", "broker_rack", *_SUMMARY_COLUMNS]),
        "<h2>Files</h2><ul>"
        + "".join(f"<li><a href=\"{p.relative_to(out).as_posix()}\">"
                  f"{html.escape(p.relative_to(out).as_posix())}</a></li>"
                  for p in sorted(written.values()))
        + "</ul>",
    ]
    style = (
        "body{font-family:sans-serif;max-width:1100px;margin:2em auto;padding:0 1em}"
        "table{border-collapse:collapse;font-size:0.85em;margin:0.5em 0}"
        "td,th{border:1px solid #ccc;padding:2px 6px;text-align:right}"
        "th{background:#f0f0f0}img{max-width:100%}.headline{font-size:1.15em}"
    )
    page = (
        f"<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>{html.escape(title)}"
        f"</title><style>{style}</style></head><body>{''.join(sections)}</body></html>\n"
    )
    html_path = out / "report.html"
    html_path.write_text(page, encoding="utf-8")
    written["html"] = html_path
    return written
