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
from kafkasim.spark_jobs.charts import cost_unit
from kafkasim.spark_jobs.cross_rack import CrossRackReport

_DEFINITIONS = (
    "A rack is <b>unknown</b> when it is null or empty; it gets its own bucket, labelled "
    "\"unknown\". A fetch is <b>same-rack</b> when both racks are known and equal, "
    "<b>cross-rack</b> when both are known and differ, and of <b>unknown locality</b> "
    "otherwise. Unknown-locality bytes are never counted as cross-rack; the cost upper bound "
    "counts them as if they all crossed racks.",
    "Cost = cross-rack bytes / 10<sup>9</sup> &times; price per GB. Amounts under a cent "
    "are shown in <b>&micro;USD</b>, millionths of a US dollar (1 &micro;USD = "
    "US$0.000001), and under a dollar in US cents.",
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
        return "yes" if value else "no"
    if isinstance(value, dict):
        return ", ".join(f"{html.escape(str(k))}: {_format(v)}"
                         for k, v in value.items()) or "none"
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, float):
        if value.is_integer() and abs(value) >= 1000:
            return f"{value:,.0f}"
        return f"{value:,.4g}" if abs(value) < 1e6 else f"{value:,.0f}"
    return html.escape(str(value))


# Column headers as people read them: words, units in brackets.
_LABELS = {
    "client_id": "Client", "client_rack": "Client rack", "broker_id": "Broker",
    "broker_rack": "Broker rack", "pair": "Client rack → broker rack", "topic": "Topic",
    "cost": "Cost (USD)", "cross_rack_cost": "Cross-rack cost (USD)",
    "cost_upper_bound": "Cost upper bound (USD)", "cost_saved": "Cost saved (USD)",
    "price_per_gb": "Price per GB (USD)", "minute_ms": "Minute (epoch ms, UTC)",
    "p50_vs_model": "p50 vs model (%)", "modelled_round_trip_ms": "Modelled round trip (ms)",
    "consumer_bytes": "Consumer-side bytes", "broker_bytes": "Broker-side bytes",
    "request_bytes_saved": "Request bytes saved", "partition_answers": "Partition answers",
    "follower_fetch_share": "Served by a follower (%)", "role": "Fetched by",
    "bandwidth_mbps": "Bandwidth (Mbit/s)", "client_kind": "Consumer kind",
}
_PERCENT_SUFFIXES = ("fraction", "share", "difference", "vs_model")


def _label(column: str) -> str:
    """A column's header: `cross_rack_bytes` -> "Cross-rack bytes", `p99_ms` -> "p99 (ms)"."""
    if column in _LABELS:
        return _LABELS[column]
    words = column.split("_")
    unit = ""
    if words[-1] == "ms":
        words, unit = words[:-1], " (ms)"
    elif words[-1] in _PERCENT_SUFFIXES or column.endswith("fraction_change"):
        unit = " (%)"
    text = " ".join(words).replace("cross rack", "cross-rack").replace("same rack", "same-rack")
    text = text.replace(" id", " ID")
    return (text[:1].upper() + text[1:] if not text.startswith("p") or not text[1:2].isdigit()
            else text) + unit


def _is_cost(column: str) -> bool:
    return "cost" in column


def _cell(column: str, value: object, cost_scale: float = 1.0) -> str:
    """A cell's HTML; text (not numbers) in a left-aligned cell, rack pairs with an arrow."""
    if isinstance(value, float) and (column.endswith(_PERCENT_SUFFIXES)
                                     or column.endswith("fraction_change")):
        text = f"{value * 100:,.2f}"
    elif isinstance(value, (int, float)) and not isinstance(value, bool) and _is_cost(column):
        text = _format(float(value) * cost_scale)
    elif column == "pair" and isinstance(value, str):
        text = html.escape(value.replace("->", " → "))
    else:
        text = _format(value)
    numeric = value is None or (isinstance(value, (int, float)) and not isinstance(value, bool))
    return f"<td>{text}</td>" if numeric else f"<td class=text>{text}</td>"


def _cost_units(rows: list[dict], columns: list[str]) -> dict[str, tuple[float, str]]:
    """{cost column: (scale, unit)}: one unit a column, the one its largest amount needs."""
    return {c: cost_unit(row.get(c) for row in rows) for c in columns if _is_cost(c)}


def _header(column: str, units: dict[str, tuple[float, str]], scope: str = "",
            text: bool = False) -> str:
    label = _label(column)
    if column in units:
        label = label.removesuffix(" (USD)") + f" ({units[column][1]})"
    attributes = scope + (" class=text" if text else "")
    return f"<th{attributes} title=\"{html.escape(column)}\">{html.escape(label)}</th>"


def _is_text(rows: list[dict], column: str) -> bool:
    """Whether a column holds text (left-aligned, header too) rather than numbers."""
    return any(isinstance(row.get(column), (str, bool, dict)) for row in rows)


def _html_table(rows: list[dict], columns: list[str] | None = None, limit: int = 50) -> str:
    if not rows:
        return "<p><i>no rows</i></p>"
    columns = columns or list(rows[0])
    units = _cost_units(rows[:limit], columns)
    head = "".join(_header(c, units, text=_is_text(rows[:limit], c)) for c in columns)
    body = "".join(
        "<tr>" + "".join(_cell(c, row.get(c), units.get(c, (1.0, ""))[0]) for c in columns)
        + "</tr>"
        for row in rows[:limit]
    )
    more = f"<p><i>{len(rows) - limit:,} more rows in the CSV</i></p>" if len(rows) > limit else ""
    return f"<div class=scroll><table><tr>{head}</tr>{body}</table></div>{more}"


def _html_record(row: dict, columns: list[str] | None = None) -> str:
    """One row (totals, input counts) as a two-column table, a line a field: a row of more
    fields than the page is wide would be cut off at its right edge."""
    if not row:
        return "<p><i>no rows</i></p>"
    columns = columns or list(row)
    units = _cost_units([row], columns)
    body = "".join(
        f"<tr>{_header(c, units, ' scope=row')}"
        f"{_cell(c, row.get(c), units.get(c, (1.0, ''))[0])}</tr>" for c in columns)
    return f"<div class=scroll><table class=record>{body}</table></div>"


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
    network: dict | None = None,
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
    if network is not None:
        from kafkasim.spark_jobs.network_charts import network_charts

        chart_paths.update(network_charts(network, out / "charts"))
        for label, run_tables in network["runs"].items():
            for name, rows in run_tables.items():
                path = out / "tables" / f"network_{name}_{label}.csv"
                _write_csv(path, rows)
                written[f"table:network_{name}_{label}"] = path
    written.update({f"chart:{name}": path for name, path in chart_paths.items()})

    summary = {
        "generated_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "price_per_gb": report.price_per_gb,
        "input_quality": report.input_quality,
        **{name: rows for name, rows in report.tables().items() if name != "totals"},
        "totals": report.totals,
        "comparison": comparison,
        "network": network,
        **(extra_summary or {}),
    }
    summary_path = out / "summary.json"
    summary_path.write_text(json.dumps(summary, indent=1, default=str))
    written["summary"] = summary_path

    totals = report.totals
    headline = (
        f"<p class=headline>{_percent(totals['cross_rack_fraction'])} of the "
        f"{_megabytes(totals['bytes'])} fetched crossed racks "
        f"({_megabytes(totals['cross_rack_bytes'])}; estimated cost "
        f"{_usd(totals['cross_rack_cost'])} at {_price(report.price_per_gb)} per GB, "
        f"{_usd(totals['cost_upper_bound'])} at most if every unknown-rack byte crossed). "
        f"{_percent(totals['follower_fetch_share'])} of fetches were served by a "
        f"follower.</p>"
    )
    sections = [
        f"<h1>{html.escape(title)}</h1>",
        f"<p id=summary class=summary>{summary_paragraph(report, comparison, network)}</p>",
        headline,
        "<h2>Definitions</h2><ul>" + "".join(f"<li>{d}</li>" for d in _DEFINITIONS) + "</ul>",
        "<div class=records><div><h2>Input</h2>" + _html_record(report.input_quality or {})
        + "</div><div><h2>Totals</h2>" + _html_record(totals) + "</div></div>",
    ]
    if comparison is not None:
        summary_row = tables["comparison"]
        sections += [
            f"<h2>Comparison: {html.escape(comparison['before_label'])} &rarr; "
            f"{html.escape(comparison['after_label'])}</h2>",
            _image(chart_paths["comparison"], "before/after comparison"),
            _html_record(summary_row[0]),
            "<h3>Before / after totals</h3>",
            _html_table([{"side": comparison["before_label"], **comparison["before"]},
                         {"side": comparison["after_label"], **comparison["after"]}]),
            "<h3>Latency change (after - before)</h3>",
            _html_table(comparison["latency_change"]),
        ]
    if network is not None:
        sections += network_sections(network, chart_paths)
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
        "td,th{border:1px solid #ccc;padding:2px 5px;text-align:right}"
        "@media (max-width:1000px){table{font-size:0.78em}}"
        "td{white-space:nowrap}.text,.record th{text-align:left}"
        "th{background:#f0f0f0}img{max-width:100%}.headline{font-size:1.15em}"
        ".scroll{overflow-x:auto}"
        ".records{display:flex;flex-wrap:wrap;gap:0 3em;align-items:flex-start}"
        ".summary{font-size:1.2em;line-height:1.5;background:#eef5fb;border-left:6px solid "
        "#0072B2;padding:0.8em 1em}"
    )
    page = (
        f"<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>{html.escape(title)}"
        f"</title><style>{style}</style></head><body>{''.join(sections)}</body></html>\n"
    )
    html_path = out / "report.html"
    html_path.write_text(page, encoding="utf-8")
    written["html"] = html_path
    return written


def _percent(value: float | None) -> str:
    return "n/a" if value is None else f"{value * 100:.1f}%"


def _megabytes(value: int | float) -> str:
    return f"{value / 1e6:,.2f}&nbsp;MB"


def _usd(value: float) -> str:
    """An amount in the unit that reads without a run of zeros: $12.34, 4.2 US cents,
    113 µUSD."""
    scale, unit = cost_unit([value])
    if unit == "USD":
        return f"${value:,.2f}"
    scaled = value * scale
    return (f"{scaled:,.0f}&nbsp;{unit}" if abs(scaled) >= 100
            else f"{scaled:,.3g}&nbsp;{unit}")


def _price(value: float) -> str:
    """A price per GB as prices are written: $0.02, $0.0125."""
    return f"${value:,.2f}" if round(value, 2) == value else f"${value:,.4g}"


def _ms_range(values: list[float]) -> str:
    low, high = f"{min(values):.1f}", f"{max(values):.1f}"
    return f"{low}&nbsp;ms" if low == high else f"{low}&ndash;{high}&nbsp;ms"


def _consumers(kind: str) -> str:
    """"kafkasim consumers", and "consumers" (not "consumer consumers") for kind consumer."""
    kind = html.escape(kind)
    return f"{kind}s" if kind.endswith("consumer") else f"{kind} consumers"


def summary_paragraph(report: CrossRackReport, comparison: dict | None,
                      network: dict | None) -> str:
    """The one paragraph at the top of the report: what crossed racks, what it cost, what the
    network made fetches take, and whether the two sources agree (HTML-escaped text)."""
    totals = report.totals
    if comparison is not None:
        before, after = comparison["before"], comparison["after"]
        parts = [
            f"With the {html.escape(comparison['after_label'])} replica selector, "
            f"{_percent(after['cross_rack_fraction'])} of the bytes consumers fetched crossed "
            f"racks ({_megabytes(after['cross_rack_bytes'])}, {_usd(after['cross_rack_cost'])}"
            f"), against {_percent(before['cross_rack_fraction'])} "
            f"({_megabytes(before['cross_rack_bytes'])}, {_usd(before['cross_rack_cost'])}) "
            f"with the {html.escape(comparison['before_label'])} selector."]
    else:
        parts = [f"{_percent(totals['cross_rack_fraction'])} of the "
                 f"{_megabytes(totals['bytes'])} fetched crossed racks "
                 f"({_megabytes(totals['cross_rack_bytes'])}, "
                 f"{_usd(totals['cross_rack_cost'])})."]
    if network is not None:
        after_label = network["after_label"]
        tables = network["runs"][after_label]
        latency = {row["pair"]: row for row in tables["latency"]}
        same = [row["p50_ms"] for pair, row in latency.items()
                if pair.split("->")[0] == pair.split("->")[1]]
        cross = [row["p50_ms"] for pair, row in latency.items()
                 if pair.split("->")[0] != pair.split("->")[1]]
        before_label = network.get("before_label")
        if before_label:
            cross = cross or []
            cross += [row["p50_ms"] for row in network["runs"][before_label]["latency"]
                      if row["pair"].split("->")[0] != row["pair"].split("->")[1]]
        if same or cross:
            text = "Fetches answered without a long-poll wait took"
            if same:
                text += f" {_ms_range(same)} (median) within a rack"
            if cross:
                text += f"{' and' if same else ''} {_ms_range(cross)} across racks"
            parts.append(text + ", as the network model's round trips predict.")
        saved = sum(row["request_bytes_saved"] for row in tables["sessions"])
        if saved:
            parts.append(f"Incremental fetch sessions (KIP-227) saved {saved / 1e3:,.1f} kB "
                         "of fetch requests.")
        from kafkasim.spark_jobs.network import largest_difference_by_kind

        differences = largest_difference_by_kind(tables)
        if differences:
            parts.append("Consumer-side logs and broker-side records differ by at most "
                         + ", ".join(f"{value * 100:.1f}% for {_consumers(kind)}"
                                     for kind, value in sorted(differences.items()))
                         + " per rack pair.")
    return " ".join(parts)


def network_sections(network: dict, chart_paths: dict[str, Path]) -> list[str]:
    """The report's network part: the model, cost, latency, KIP-227 and reconciliation."""
    topology = network.get("topology") or {}
    sections = ["<h2>The network model</h2>"]
    if topology:
        sections.append(
            f"<p>Racks {html.escape(', '.join(topology.get('racks', [])))}; price "
            f"{_price(topology.get('price_per_cross_rack_gb', 0.0))} per cross-rack GB "
            f"(10<sup>9</sup> bytes); source: {html.escape(str(topology.get('source')))}. "
            "A round trip costs twice the one-way latency plus the transfer time of the "
            "request and the response at the pair's bandwidth.</p>")
        sections.append(_image(chart_paths["modelled_latency"], "modelled latency heatmap"))
        sections.append(_html_table([
            {"pair": pair, "latency_ms": latency,
             "jitter_ms": topology.get("jitter_ms", {}).get(pair),
             "bandwidth_mbps": topology.get("bandwidth_mbps", {}).get(pair)}
            for pair, latency in topology.get("latency_ms", {}).items()]))
    sections += ["<h2>Cross-rack bytes and cost per rack pair</h2>",
                 _image(chart_paths["cost_by_pair"], "cross-rack bytes and cost per pair")]
    for label, tables in network["runs"].items():
        sections += [f"<h3>{html.escape(label)} run (broker-side records)</h3>",
                     _html_table(tables["traffic"], ["role", "pair", "cross_rack",
                                                     "partition_answers", "records", "bytes",
                                                     "cost"])]
    sections += ["<h2>Fetch latency per rack pair</h2>",
                 "<p>Consumer fetches the broker answered without a long-poll wait, one value "
                 "per request, from request read to response written (the modelled network "
                 "trips included); the black ticks are the modelled round trips.</p>",
                 _image(chart_paths["latency_by_pair"], "latency per rack pair")]
    for label, tables in network["runs"].items():
        sections += [f"<h3>{html.escape(label)} run</h3>",
                     _html_table(tables["latency"], ["pair", "fetches", "p50_ms", "p99_ms",
                                                     "modelled_round_trip_ms",
                                                     "p50_vs_model"])]
    sections += ["<h3>The same fetches as the consumers timed them</h3>",
                 "<p>Consumer-side latency (from sending the request to reading the answer, "
                 "in the client) of the fetches above, joined on client, broker, partition "
                 "and fetch offset; it adds the client's own time to the round trip.</p>"]
    for label, tables in network["runs"].items():
        sections += [f"<h4>{html.escape(label)} run</h4>",
                     _html_table(tables.get("client_latency", []),
                                 ["pair", "fetches", "p50_ms", "p99_ms",
                                  "modelled_round_trip_ms", "p50_vs_model"])]
    sections += ["<h2>Replication between racks</h2>",
                 _image(chart_paths["replication"], "replication bytes heatmap"),
                 "<h2>KIP-227 incremental fetch sessions</h2>",
                 "<p>Request bytes saved = for each incremental request, the mean size of "
                 "the same client's full fetch requests to that broker minus its own size "
                 "(an estimate).</p>",
                 _image(chart_paths["sessions"], "KIP-227 request bytes saved")]
    for label, tables in network["runs"].items():
        sections += [f"<h3>{html.escape(label)} run</h3>", _html_table(tables["sessions"])]
    sections += ["<h2>Consumer-side vs broker-side</h2>",
                 "<p>Bytes each consumer logged per rack pair against the bytes the brokers "
                 "recorded answering it. Exact per-fetch logs should agree within 1%; logs "
                 "rebuilt from librdkafka's interval statistics only approximately.</p>",
                 _image(chart_paths["reconciliation"], "reconciliation")]
    for label, tables in network["runs"].items():
        sections += [f"<h3>{html.escape(label)} run</h3>",
                     _html_table(tables["reconciliation"])]
    return sections
