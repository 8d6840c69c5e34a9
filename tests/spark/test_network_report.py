"""The report's network part (spark_jobs/network.py, network_charts.py) over consumer-side logs
and broker-side fetch records, and the HTML as a person sees it: rendered by headless Chromium,
screenshotted, and read back."""

from __future__ import annotations

import argparse
import html
import json
import random
import re
import shutil
import statistics
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest

from kafkasim.broker.network.fetch_records import FIELDS as BROKER_FIELDS
from kafkasim.broker.network.topology import load_topology
from kafkasim.client.fetch_log import read_fetch_log
from kafkasim.client.gen_logs import generate
from kafkasim.spark_jobs.network import BROKER_RECORD_FIELDS
from tests.spark.conftest import MAIN_CONFIG

pytestmark = [pytest.mark.spark, pytest.mark.timeout(300)]

TOPOLOGY = load_topology("default")


def test_broker_record_schema_is_mirrored_for_analytics() -> None:
    """Verifies that the analytics' copy of the broker-side record fields (analytics may not
    import the broker) is the broker's list, and that the fields both sides share with the
    consumer-side fetch log have the same types."""
    from kafkasim.client.fetch_log import FIELDS as CONSUMER_FIELDS

    assert BROKER_RECORD_FIELDS == BROKER_FIELDS
    consumer = {f.name: f.type for f in CONSUMER_FIELDS}
    shared = [(name, kind) for name, kind, _ in BROKER_FIELDS if name in consumer]
    assert len(shared) >= 15
    assert all(consumer[name] == kind for name, kind in shared)


def _broker_records(logs: Path, out: Path, seed: int) -> list[dict]:
    """Broker-side records for the consumer records under `logs`, as brokers would write them:
    the same client, racks and bytes; a latency around the modelled round trip, every third
    answered without a long-poll wait; plus follower fetches."""
    rng = random.Random(seed)
    lines = []
    for record in read_fetch_log([logs]):
        if not record.client_rack or not record.broker_rack:
            continue
        model = 2 * TOPOLOGY.latency_ms(record.client_rack, record.broker_rack) \
            if record.client_rack in TOPOLOGY.racks and record.broker_rack in TOPOLOGY.racks \
            else 10.0
        waited = 0.0 if rng.random() < 0.34 else rng.uniform(1, 400)
        incremental = rng.random() < 0.7
        lines.append({
            "schema_version": 1, "source": "broker", "ts_ms": record.ts_ms,
            "client_id": record.client_id, "client_rack": record.client_rack,
            "broker_id": record.broker_id, "broker_rack": record.broker_rack,
            "listener": f"RACK_{record.client_rack.upper()}", "replica_id": -1,
            "role": "consumer", "topic": record.topic, "partition": record.partition,
            "fetch_offset": record.fetch_offset, "records": record.records,
            "bytes": record.bytes, "high_watermark": record.high_watermark,
            "preferred_read_replica": -1, "session_id": 7 if incremental else 0,
            "session_epoch": 3 if incremental else -1, "incremental": incremental,
            "error": 0, "latency_ms": waited + model * rng.uniform(1.0, 1.1),
            "long_poll_wait_ms": waited, "request_bytes": 80 if incremental else 200,
            "response_bytes": record.bytes + 100})
        if rng.random() < 0.3:
            lines.append({**lines[-1], "role": "follower", "replica_id": 1,
                          "client_id": "broker-1", "client_rack": "a"})
    out.mkdir(parents=True, exist_ok=True)
    (out / "broker-1-0-000000.jsonl").write_text(
        "".join(json.dumps(line) + "\n" for line in lines))
    return lines


@pytest.fixture(scope="module")
def network_report(spark, tmp_path_factory):
    from kafkasim.spark_jobs import cli

    root = tmp_path_factory.mktemp("network-report")
    before_config = replace(MAIN_CONFIG, rows=1200, follower_share=0.0, seed=41,
                            malformed_share=0.0, clients_without_rack=0)
    after_config = replace(before_config, follower_share=0.9, seed=42)
    generate(before_config, root / "before")
    generate(after_config, root / "after")
    after_lines = _broker_records(root / "after", root / "records-after", 1)
    _broker_records(root / "before", root / "records-before", 2)
    (root / "topology.json").write_text(json.dumps(TOPOLOGY.to_dict()))
    out = root / "report"
    parser = argparse.ArgumentParser()
    cli.configure(parser, "report")
    args = parser.parse_args([
        str(root / "after"), "--baseline", str(root / "before"), "--out", str(out),
        "--no-progress", "--label", "rack-aware", "--baseline-label", "leader",
        "--broker-records", str(root / "records-after"),
        "--baseline-broker-records", str(root / "records-before"),
        "--topology-json", str(root / "topology.json"),
        "--title", "kafkasim demo: rack-aware vs leader fetching"])
    assert cli.run(args) == 0
    return out, after_lines


def test_network_tables_are_exact(network_report) -> None:
    """Verifies the per-pair latency percentiles (no-wait consumer fetches, one per request),
    traffic and cost, and that records that agree reconcile to a 0% difference."""
    out, lines = network_report
    summary = json.loads((out / "summary.json").read_text())
    tables = summary["network"]["runs"]["rack-aware"]
    answered_at_once = {}
    for line in lines:
        if line["role"] == "consumer" and line["long_poll_wait_ms"] == 0:
            key = (line["broker_id"], line["client_id"], line["ts_ms"], line["latency_ms"],
                   line["request_bytes"])
            answered_at_once[key] = f"{line['client_rack']}->{line['broker_rack']}"
    by_pair: dict[str, list[float]] = {}
    for key, pair in answered_at_once.items():
        by_pair.setdefault(pair, []).append(key[3])
    for row in tables["latency"]:
        assert row["fetches"] == len(by_pair[row["pair"]])
        assert row["p50_ms"] == pytest.approx(statistics.median(by_pair[row["pair"]]))
        assert row["modelled_round_trip_ms"] == 2 * TOPOLOGY.to_dict()["latency_ms"][row["pair"]]
    consumer_bytes = sum(line["bytes"] for line in lines if line["role"] == "consumer")
    assert sum(r["bytes"] for r in tables["traffic"] if r["role"] == "consumer") == consumer_bytes
    cross = sum(line["bytes"] for line in lines if line["role"] == "consumer"
                and line["client_rack"] != line["broker_rack"])
    assert sum(r["cost"] for r in tables["traffic"] if r["role"] == "consumer") == \
        pytest.approx(cross / 1e9 * TOPOLOGY.price_per_cross_rack_gb)
    assert all(row["difference"] == 0 for row in tables["reconciliation"])
    # The consumer-side latencies of the same no-wait fetches (joined on client, broker,
    # partition and fetch offset), for rack pairs with such fetches.
    timed = {row["pair"] for row in tables["client_latency"]}
    assert timed and timed <= set(by_pair)
    assert all(row["fetches"] > 0 and row["p99_ms"] >= row["p50_ms"]
               for row in tables["client_latency"])
    assert sum(row["request_bytes_saved"] for row in tables["sessions"]) > 0


def test_report_has_six_charts_labels_and_a_summary(network_report) -> None:
    """Verifies that the HTML embeds at least six charts, opens with the summary paragraph,
    and shows human labels with units rather than snake_case column names."""
    out, _ = network_report
    page = (out / "report.html").read_text()
    assert len(re.findall(r'src="data:image/png;base64,', page)) >= 6
    summary = re.search(r"<p id=summary class=summary>(.*?)</p>", page).group(1)
    assert "With the rack-aware replica selector" in summary and "crossed racks" in summary
    assert page.index("id=summary") < page.index("<h2>")
    assert "<th title=\"cross_rack_bytes\">Cross-rack bytes</th>" in page
    assert ">p99 (ms)</th>" in page


def _chromium() -> str:
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    assert path is not None, "headless Chromium is missing (make system-deps installs it)"
    return path


# Run inside the rendered page (appended to a copy of report.html, read back with
# --dump-dom): every table's width against the width its container gives it, the page's own
# horizontal overflow, and the cells that show a number as a run of zeros.
_LAYOUT_PROBE = """<script>
(() => {
  const heading = (element) => {
    for (let node = element; node; node = node.previousElementSibling) {
      if (/^H[1-4]$/.test(node.tagName)) return node.textContent;
    }
    return "";
  };
  // Widths in fractional CSS pixels: a table's scrollWidth and its container's clientWidth
  // are rounded each their own way, and may differ by one where the container fits the table.
  const tables = [...document.querySelectorAll("table")].map((table) => ({
    heading: heading(table.parentElement),
    width: Math.max(table.scrollWidth - 1, table.getBoundingClientRect().width),
    container: table.parentElement.getBoundingClientRect().width,
  }));
  const zeros = [...document.querySelectorAll("td")].map((cell) => cell.textContent.trim())
    .filter((text) => /^-?0\\.0{4,}/.test(text));
  const probe = document.createElement("pre");
  probe.id = "layout-probe";
  probe.textContent = JSON.stringify({
    tables, zeros, page: [document.documentElement.scrollWidth,
                          document.documentElement.clientWidth]});
  document.body.append(probe);
})();
</script>"""


def _layout(browser: str, flags: list[str], page: Path, width: int, tmp_path: Path) -> dict:
    """What _LAYOUT_PROBE measures in `page` rendered by headless Chromium `width` px wide."""
    probed = tmp_path / f"probed-{width}.html"
    probed.write_text(page.read_text().replace("</body>", _LAYOUT_PROBE + "</body>"))
    dom = subprocess.run([browser, *flags, f"--window-size={width},2400", "--dump-dom",
                          probed.as_uri()], check=True, capture_output=True, text=True,
                         timeout=120).stdout
    found = re.search(r'<pre id="layout-probe">(.*?)</pre>', dom, re.S)
    assert found, dom[-2000:]
    return json.loads(html.unescape(found.group(1)))


@pytest.mark.parametrize("width", [1280, 900])
def test_report_tables_fit_the_page_in_headless_chromium(network_report, tmp_path,
                                                         width: int) -> None:
    """Verifies, in the page Chromium lays out at a desktop (1280 px) and a narrow (900 px)
    window, that no table is wider than its container (a wider one is cut off at the right
    edge of a screenshot or a print: the Totals table was), that the page itself does not
    scroll sideways, and that no cell shows a number as a run of zeros (0.000018 USD reads
    better in a smaller unit)."""
    out, _ = network_report
    browser = _chromium()
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--disable-dev-shm-usage", f"--user-data-dir={tmp_path / 'profile'}"]
    layout = _layout(browser, flags, out / "report.html", width, tmp_path)
    assert len(layout["tables"]) >= 15
    scroll_width, client_width = layout["page"]
    problems = {
        "tables wider than their container": [
            table for table in layout["tables"] if table["width"] > table["container"] + 0.5],
        "page wider than the window": [] if scroll_width <= client_width
        else [scroll_width, client_width],
        "cells of zeros": layout["zeros"][:10],
    }
    assert not any(problems.values()), problems


def test_report_renders_in_headless_chromium(network_report, tmp_path) -> None:
    """Verifies the report as a reader sees it: Chromium renders report.html (headless), the
    screenshot is not blank (many distinct colours, not one background), and the rendered
    DOM carries the summary paragraph."""
    import numpy as np
    from PIL import Image

    out, _ = network_report
    browser = _chromium()
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--disable-dev-shm-usage", f"--user-data-dir={tmp_path / 'profile'}"]
    screenshot = out / "report-screenshot.png"
    subprocess.run([browser, *flags, f"--screenshot={screenshot}", "--window-size=1280,2400",
                    (out / "report.html").as_uri()], check=True, capture_output=True,
                   timeout=120)
    pixels = np.asarray(Image.open(screenshot).convert("RGB"))
    assert pixels.shape[0] >= 2000 and pixels.shape[1] >= 1200
    colours = len(np.unique(pixels.reshape(-1, 3), axis=0))
    background = np.mean(np.all(pixels == pixels[0, 0], axis=2))
    assert colours > 500 and background < 0.9, (colours, background)
    dom = subprocess.run([browser, *flags, "--dump-dom", (out / "report.html").as_uri()],
                         check=True, capture_output=True, text=True, timeout=120).stdout
    assert 'id="summary"' in dom
    assert "With the rack-aware replica selector" in dom
