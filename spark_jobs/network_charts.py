"""PNG charts of the network side of the report (spark_jobs/network.py): cost and bytes per
rack pair, latency per pair against the model, KIP-227 savings, and the reconciliation of
consumer-side logs with broker-side records. Okabe-Ito colours, as every chart of the report.
"""

from __future__ import annotations

from pathlib import Path

from kafkasim.spark_jobs.charts import (
    OKABE_ITO,
    _finish,
    _no_data,
    cost_unit,
    plt,
    rack_heatmap,
)

# One colour per run, in the order the runs are given (the LOGS run, then the baseline).
_RUN_COLORS = (OKABE_ITO["blue"], OKABE_ITO["orange"], OKABE_ITO["green"])


def _legend_above_bars(axes, ncols: int) -> None:
    """The legend in one row at the top of the frame, over headroom kept free of bars (bars
    of equal height leave no corner for it)."""
    bottom, top = axes.get_ylim()
    axes.set_ylim(bottom, top * 1.25 or 1)
    axes.legend(loc="upper center", ncols=ncols)


def _pairs(racks: list[str]) -> list[str]:
    return [f"{a}->{b}" for a in racks for b in racks]


def _racks(network: dict) -> list[str]:
    topology = network.get("topology") or {}
    if topology.get("racks"):
        return list(topology["racks"])
    racks = set()
    for tables in network["runs"].values():
        for row in tables["traffic"]:
            racks.update(r for r in (row["client_rack"], row["broker_rack"]) if r)
    return sorted(racks)


def cost_by_pair(network: dict, path: Path) -> Path:
    """Grouped bars: consumer cross-rack bytes (MB) and their cost per rack pair, per run."""
    racks = _racks(network)
    pairs = [p for p in _pairs(racks) if p.split("->")[0] != p.split("->")[1]]
    figure, (left, right) = plt.subplots(1, 2, figsize=(12, 4))
    if not pairs:
        _no_data(left, "Cross-rack bytes")
        _no_data(right, "Cross-rack cost")
        return _finish(figure, path)
    width = 0.8 / len(network["runs"])
    scale, cost_label = cost_unit(row["cost"] for tables in network["runs"].values()
                            for row in tables["traffic"] if row["role"] == "consumer")
    for index, (label, tables) in enumerate(network["runs"].items()):
        by_pair = {row["pair"]: row for row in tables["traffic"] if row["role"] == "consumer"}
        positions = [k + index * width for k in range(len(pairs))]
        color = _RUN_COLORS[index % len(_RUN_COLORS)]
        left.bar(positions, [by_pair.get(p, {}).get("bytes", 0) / 1e6 for p in pairs],
                 width=width, color=color, label=f"{label} selector")
        right.bar(positions, [by_pair.get(p, {}).get("cost", 0.0) * scale for p in pairs],
                  width=width, color=color, label=f"{label} selector")
    centres = [k + width * (len(network["runs"]) - 1) / 2 for k in range(len(pairs))]
    for axes, title, unit in ((left, "Consumer bytes crossing racks", "MB (10^6 bytes)"),
                              (right, "Cost of those bytes", cost_label)):
        axes.set_xticks(centres, [p.replace("->", " → ") for p in pairs])
        axes.set_xlabel("Client rack → broker rack")
        axes.set_ylabel(unit)
        axes.set_title(title)
        _legend_above_bars(axes, ncols=len(network["runs"]))
    return _finish(figure, path)


def latency_by_pair(network: dict, path: Path) -> Path:
    """p50 and p99 of fetches answered without a long-poll wait, per rack pair and run, with
    the modelled round trip (twice the one-way latency) as a black tick."""
    racks = _racks(network)
    pairs = _pairs(racks)
    figure, axes = plt.subplots(figsize=(12, 4.5))
    title = "Fetch round trip per rack pair (answered without a long-poll wait), ms"
    rows_by_run = {label: {row["pair"]: row for row in tables["latency"]}
                   for label, tables in network["runs"].items()}
    if not any(rows_by_run.values()):
        _no_data(axes, title)
        return _finish(figure, path)
    runs = list(rows_by_run)
    width = 0.8 / (2 * len(runs))
    for index, label in enumerate(runs):
        color = _RUN_COLORS[index % len(_RUN_COLORS)]
        rows = rows_by_run[label]
        base = [k + 2 * index * width for k in range(len(pairs))]
        axes.bar(base, [(rows.get(p) or {}).get("p50_ms") or 0 for p in pairs], width=width,
                 color=color, label=f"p50, {label} selector")
        axes.bar([b + width for b in base], [(rows.get(p) or {}).get("p99_ms") or 0
                                             for p in pairs],
                 width=width, color=color, alpha=0.45, hatch="..",
                 label=f"p99, {label} selector")
    modelled = (network.get("topology") or {}).get("latency_ms", {})
    centres = [k + width * (2 * len(runs) - 1) / 2 for k in range(len(pairs))]
    if modelled:
        axes.scatter(centres, [2 * modelled.get(p, 0) for p in pairs], marker="_", s=900,
                     linewidths=3, color=OKABE_ITO["black"], zorder=3,
                     label="modelled round trip (2 × one-way)")
    axes.set_xticks(centres, [p.replace("->", " → ") for p in pairs])
    axes.set_xlabel("Client rack → broker rack")
    axes.set_ylabel("milliseconds")
    # markerscale: the tick is drawn 30 points wide, which ran into its legend label.
    axes.legend(fontsize=8, ncols=3, loc="upper center", bbox_to_anchor=(0.5, -0.18),
                markerscale=0.5)
    axes.set_title(title)
    return _finish(figure, path)


def modelled_latency_heatmap(network: dict, path: Path) -> Path:
    """The topology's one-way latency per rack pair, cross-rack cells framed."""
    topology = network.get("topology") or {}
    racks = _racks(network)
    figure, axes = plt.subplots(figsize=(6, 5))
    title = "Modelled one-way latency, ms (topology)"
    if not topology.get("latency_ms") or not racks:
        _no_data(axes, title)
        return _finish(figure, path)
    grid = [[topology["latency_ms"].get(f"{a}->{b}", 0.0) for b in racks] for a in racks]
    rack_heatmap(axes, figure, grid, racks, racks, "ms, one way")
    axes.set_xlabel("Broker rack")
    axes.set_title(title, fontsize=10)
    return _finish(figure, path)


def replication_heatmap(network: dict, path: Path) -> Path:
    """Replication bytes (follower fetches) per follower rack x leader rack, first run."""
    label, tables = next(iter(network["runs"].items()))
    racks = _racks(network)
    figure, axes = plt.subplots(figsize=(6, 5))
    title = f"Replication bytes, MB ({label} run)\nfollower rack × leader rack"
    rows = [row for row in tables["traffic"] if row["role"] == "follower"]
    if not rows or not racks:
        _no_data(axes, title)
        return _finish(figure, path)
    grid = [[0.0] * len(racks) for _ in racks]
    for row in rows:
        if row["client_rack"] in racks and row["broker_rack"] in racks:
            grid[racks.index(row["client_rack"])][racks.index(row["broker_rack"])] += \
                row["bytes"] / 1e6
    rack_heatmap(axes, figure, grid, racks, racks, "MB")
    axes.set_ylabel("Follower rack")
    axes.set_xlabel("Leader rack")
    axes.set_title(title, fontsize=10)
    return _finish(figure, path)


def session_savings(network: dict, path: Path) -> Path:
    """KIP-227: request bytes sent and saved by incremental fetch sessions, per run and role."""
    figure, axes = plt.subplots(figsize=(8, 4))
    title = "Fetch request bytes: sent, and saved by incremental sessions (KIP-227), kB"
    bars = []
    for label, tables in network["runs"].items():
        for row in tables["sessions"]:
            bars.append((f"{label}\n{row['role']}s", (row["request_bytes"] or 0) / 1e3,
                         row["request_bytes_saved"] / 1e3))
    if not bars:
        _no_data(axes, title)
        return _finish(figure, path)
    names = [b[0] for b in bars]
    axes.bar(names, [b[1] for b in bars], color=OKABE_ITO["sky_blue"], label="sent")
    saved = axes.bar(names, [b[2] for b in bars], bottom=[b[1] for b in bars],
                     color=OKABE_ITO["green"], label="saved (a full fetch would have sent)")
    axes.bar_label(saved, labels=[f"{b[2]:,.1f} saved" for b in bars], fontsize=8)
    axes.set_ylabel("kB (10^3 bytes)")
    axes.set_ylim(0, max(b[1] + b[2] for b in bars) * 1.25 or 1)
    axes.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0))
    axes.set_title(title, fontsize=10)
    return _finish(figure, path)


def reconciliation(network: dict, path: Path) -> Path:
    """Consumer-side against broker-side bytes per rack pair (all consumers with logs), first
    run: two bars per pair that should match."""
    label, tables = next(iter(network["runs"].items()))
    figure, axes = plt.subplots(figsize=(12, 4))
    title = f"Bytes per rack pair: consumer-side logs vs broker-side records, MB ({label} run)"
    totals: dict[str, list[float]] = {}
    for row in tables["reconciliation"]:
        entry = totals.setdefault(row["pair"], [0.0, 0.0])
        entry[0] += row["consumer_bytes"] / 1e6
        entry[1] += row["broker_bytes"] / 1e6
    if not totals:
        _no_data(axes, title)
        return _finish(figure, path)
    pairs = sorted(totals)
    positions = range(len(pairs))
    axes.bar([p - 0.2 for p in positions], [totals[p][0] for p in pairs], width=0.4,
             color=OKABE_ITO["purple"], label="consumer-side (fetch logs)")
    axes.bar([p + 0.2 for p in positions], [totals[p][1] for p in pairs], width=0.4,
             color=OKABE_ITO["green"], label="broker-side (fetch records)")
    axes.set_xticks(list(positions), [p.replace("->", " → ") for p in pairs])
    axes.set_xlabel("Client rack → broker rack")
    axes.set_ylabel("MB (10^6 bytes)")
    # Inside the frame: a legend beside it squeezed the plot, and the page shrinks the
    # whole picture to its width, this text with it.
    _legend_above_bars(axes, ncols=2)
    axes.set_title(title)
    return _finish(figure, path)


def network_charts(network: dict, charts_dir: Path) -> dict[str, Path]:
    """Every network chart, written under `charts_dir`: name -> path."""
    return {
        "cost_by_pair": cost_by_pair(network, charts_dir / "cost_by_pair.png"),
        "latency_by_pair": latency_by_pair(network, charts_dir / "latency_by_pair.png"),
        "modelled_latency": modelled_latency_heatmap(network,
                                                     charts_dir / "modelled_latency.png"),
        "replication": replication_heatmap(network, charts_dir / "replication.png"),
        "sessions": session_savings(network, charts_dir / "sessions.png"),
        "reconciliation": reconciliation(network, charts_dir / "reconciliation.png"),
    }
