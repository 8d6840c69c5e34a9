"""PNG charts of the cross-rack report, drawn with matplotlib's non-interactive Agg backend.

Each function takes report data (plain Python) and a path, writes one PNG and returns the
path. Charts stay readable when a table is empty: they say "no data" instead of failing.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # no display on servers and in CI; must precede pyplot
import matplotlib.pyplot as plt  # noqa: E402

from kafkasim.spark_jobs.cross_rack import UNKNOWN_RACK, CrossRackReport  # noqa: E402

# Okabe and Ito's colour-blind-safe palette (https://jfly.uni-koeln.de/color/): every chart
# of the report draws from it, same rack in blue, cross rack in vermillion.
OKABE_ITO = {"orange": "#E69F00", "sky_blue": "#56B4E9", "green": "#009E73",
             "yellow": "#F0E442", "blue": "#0072B2", "vermillion": "#D55E00",
             "purple": "#CC79A7", "grey": "#999999", "black": "#000000"}
_COLORS = {"same": OKABE_ITO["blue"], "cross": OKABE_ITO["vermillion"],
           "unknown": OKABE_ITO["grey"]}
_MB = 1024 * 1024


def cost_unit(amounts) -> tuple[float, str]:
    """(scale, unit) that shows these USD amounts without a run of zeros: USD from a dollar,
    US cents from a cent, millionths of a dollar (µUSD) below; multiply by scale."""
    largest = max((abs(a) for a in amounts
                   if isinstance(a, (int, float)) and not isinstance(a, bool)), default=0.0)
    if largest == 0 or largest >= 1:
        return 1.0, "USD"
    return (100.0, "US cents") if largest >= 0.01 else (1e6, "µUSD")


def _finish(figure, path: Path) -> Path:
    figure.tight_layout()
    figure.savefig(path, format="png", dpi=100)
    plt.close(figure)
    return path


def _no_data(axes, title: str) -> None:
    axes.set_title(title)
    axes.text(0.5, 0.5, "no data", ha="center", va="center", transform=axes.transAxes)
    axes.set_axis_off()


def rack_matrix_heatmap(report: CrossRackReport, path: Path) -> Path:
    """Heatmap of bytes fetched by (client rack, broker rack); off-diagonal cells cross racks."""
    cells = report.rack_matrix
    figure, axes = plt.subplots(figsize=(6, 5))
    title = "Bytes fetched, MiB\nclient rack (rows) × broker rack (columns)"
    if not cells:
        _no_data(axes, title)
        return _finish(figure, path)

    def ordered(values: set[str]) -> list[str]:
        return sorted(v for v in values if v != UNKNOWN_RACK) + (
            [UNKNOWN_RACK] if UNKNOWN_RACK in values else []
        )

    client_racks = ordered({c["client_rack"] for c in cells})
    broker_racks = ordered({c["broker_rack"] for c in cells})
    grid = [[0.0] * len(broker_racks) for _ in client_racks]
    for cell in cells:
        row, column = client_racks.index(cell["client_rack"]), broker_racks.index(cell["broker_rack"])
        grid[row][column] = cell["bytes"] / _MB
    rack_heatmap(axes, figure, grid, client_racks, broker_racks, "MiB")
    axes.set_title(title, fontsize=10)
    return _finish(figure, path)


def rack_heatmap(axes, figure, grid: list[list[float]], client_racks: list[str],
                 broker_racks: list[str], unit: str) -> None:
    """A client rack x broker rack heatmap (cividis, readable in every colour vision) in which
    the cross-rack cells stand out: a thick vermillion frame, a hatch and a "cross-rack" tag;
    same-rack cells are left plain."""
    from matplotlib.patches import Rectangle

    image = axes.imshow(grid, cmap="cividis")
    figure.colorbar(image, ax=axes, label=unit)
    axes.set_xticks(range(len(broker_racks)), [f"rack {r}" for r in broker_racks])
    axes.set_yticks(range(len(client_racks)), [f"rack {r}" for r in client_racks])
    axes.set_xlabel("Broker rack (served the fetch)")
    axes.set_ylabel("Client rack")
    peak = max(max(row) for row in grid) or 1.0
    for row_index, row in enumerate(grid):
        for column_index, value in enumerate(row):
            crossing = (client_racks[row_index] != broker_racks[column_index]
                        and UNKNOWN_RACK not in (client_racks[row_index],
                                                 broker_racks[column_index]))
            if crossing:
                axes.add_patch(Rectangle((column_index - 0.46, row_index - 0.46), 0.92, 0.92,
                                         fill=False, edgecolor=OKABE_ITO["vermillion"],
                                         linewidth=3, hatch="//", alpha=0.9))
            label = f"{value:,.1f}" if value < 100 else f"{value:,.0f}"
            axes.text(column_index, row_index + (0.18 if crossing else 0), label, ha="center",
                      va="center", fontsize=9, fontweight="bold",
                      color="white" if value < peak / 2 else "black")
            if crossing:
                axes.text(column_index, row_index - 0.2, "cross-rack", ha="center",
                          va="center", fontsize=7, color="white" if value < peak / 2
                          else "black")


def per_minute_series(report: CrossRackReport, path: Path) -> Path:
    """Stacked per-minute bytes: same-rack, cross-rack and unknown locality."""
    minutes = report.per_minute
    figure, axes = plt.subplots(figsize=(10, 4))
    title = "Fetched bytes per minute (UTC), MiB"
    if not minutes:
        _no_data(axes, title)
        return _finish(figure, path)
    times = [datetime.fromtimestamp(m["minute_ms"] / 1000, tz=UTC) for m in minutes]
    series = [
        [m[f"{name}_rack_bytes"] / _MB for m in minutes] for name in ("same", "cross", "unknown")
    ]
    axes.stackplot(times, *series, labels=["Same rack", "Cross rack", "Unknown rack"],
                   colors=[_COLORS["same"], _COLORS["cross"], _COLORS["unknown"]], alpha=0.85)
    axes.set_ylabel("MiB per minute")
    axes.legend(loc="upper left")
    axes.set_title(title)
    figure.autofmt_xdate()
    return _finish(figure, path)


def per_topic_bars(report: CrossRackReport, path: Path, limit: int = 20) -> Path:
    """Horizontal bars per topic (largest first, at most `limit`), split by locality."""
    topics = sorted(report.by_topic, key=lambda t: (-t["bytes"], t["topic"]))[:limit]
    figure, axes = plt.subplots(figsize=(8, max(3.0, 0.35 * len(topics) + 1.5)))
    title = f"Bytes per topic by locality, MiB (top {limit})"
    if not topics:
        _no_data(axes, title)
        return _finish(figure, path)
    names = [t["topic"] for t in topics][::-1]
    left = [0.0] * len(names)
    for locality in ("same", "cross", "unknown"):
        values = [t[f"{locality}_rack_bytes"] / _MB for t in topics][::-1]
        axes.barh(names, values, left=left, color=_COLORS[locality], label=f"{locality} rack")
        left = [a + b for a, b in zip(left, values, strict=True)]
    axes.set_xlabel("MiB")
    axes.legend(loc="lower right")
    axes.set_title(title)
    return _finish(figure, path)


def latency_bars(report: CrossRackReport, path: Path) -> Path:
    """Grouped bars of exact latency percentiles for same-rack, cross-rack and unknown fetches."""
    rows = [r for r in report.latency if r["locality"] != "all" and r["fetches"]]
    figure, axes = plt.subplots(figsize=(7, 4))
    title = "Fetch latency percentiles by locality, ms"
    if not rows:
        _no_data(axes, title)
        return _finish(figure, path)
    labels = ["p50_ms", "p90_ms", "p99_ms"]
    width = 0.8 / len(rows)
    for index, row in enumerate(rows):
        positions = [k + index * width for k in range(len(labels))]
        axes.bar(positions, [row[label] for label in labels], width=width,
                 color=_COLORS[row["locality"]], label=f"{row['locality']} rack")
    axes.set_xticks([k + width * (len(rows) - 1) / 2 for k in range(len(labels))],
                    [label.removesuffix("_ms") for label in labels])
    axes.set_ylabel("ms")
    axes.legend()
    axes.set_title(title)
    return _finish(figure, path)


def comparison_bars(comparison: dict, path: Path) -> Path:
    """Before/after bars: cross-rack bytes, cross-rack fraction, cost and p99 latency."""
    before, after = comparison["before"], comparison["after"]
    scale, unit = cost_unit([before["cross_rack_cost"], after["cross_rack_cost"]])
    size, size_unit = (1e9, "GB") if max(before["cross_rack_bytes"],
                                         after["cross_rack_bytes"]) >= 1e9 else (1e6, "MB")
    panels = [
        (f"Cross-rack {size_unit}", before["cross_rack_bytes"] / size,
         after["cross_rack_bytes"] / size),
        ("Cross-rack share, %", before["cross_rack_fraction"] * 100,
         after["cross_rack_fraction"] * 100),
        (f"Cross-rack cost, {unit}", before["cross_rack_cost"] * scale,
         after["cross_rack_cost"] * scale),
        ("p99 fetch latency, ms\n(long polls included)", before["latency_p99_ms"] or 0.0,
         after["latency_p99_ms"] or 0.0),
    ]
    figure, axes_list = plt.subplots(1, len(panels), figsize=(12, 3.5))
    for axes, (title, old, new) in zip(axes_list, panels, strict=True):
        bars = axes.bar([comparison["before_label"], comparison["after_label"]], [old, new],
                        color=[OKABE_ITO["orange"], OKABE_ITO["blue"]])
        axes.bar_label(bars, fmt="%.4g")
        # Headroom, so that the tallest bar's label clears the frame and the title.
        axes.set_ylim(0, max(old, new) * 1.2 or 1)
        axes.set_title(title, fontsize=10)
    figure.suptitle(f"{comparison['before_label']} selector (before) vs "
                    f"{comparison['after_label']} selector (after)")
    return _finish(figure, path)
