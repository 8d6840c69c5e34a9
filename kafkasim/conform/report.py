"""The scorecard as a terminal table and as an HTML page (its JSON is Scorecard.as_dict)."""

from __future__ import annotations

import html as markup
import json

COLOURS = {"PASS": "#1a7f37", "FAIL": "#cf222e", "NOT-SUPPORTED": "#6e7781", "ERROR": "#9a6700"}


def table(card) -> str:
    rows = [(r.scenario.kip, r.scenario.id, r.verdict.outcome.value, r.verdict.detail)
            for r in card.results]
    widths = [max([len(h)] + [len(row[i]) for row in rows])
              for i, h in enumerate(("KIP", "scenario", "verdict"))]
    lines = [f"{card.client} {card.version}",
             "  ".join(h.ljust(w) for h, w in zip(("KIP", "scenario", "verdict"), widths,
                                                  strict=True)) + "  detail"]
    for row in rows:
        lines.append("  ".join(c.ljust(w) for c, w in zip(row[:3], widths, strict=True))
                     + "  " + row[3])
    lines.append(", ".join(f"{n} {o}" for o, n in card.counts().items() if n))
    return "\n".join(lines)


def html(card) -> str:
    counts = ", ".join(f"{n} {o}" for o, n in card.counts().items() if n)
    rows = []
    for r in card.results:
        outcome = r.verdict.outcome.value
        evidence = "\n".join(json.dumps(e, sort_keys=True) for e in r.verdict.evidence)
        rows.append(
            f"<tr><td>{markup.escape(r.scenario.kip)}</td>"
            f"<td><b>{markup.escape(r.scenario.title)}</b><br>"
            f"<code>{markup.escape(r.scenario.id)}</code><br>"
            f"<small>{markup.escape(r.scenario.section)}</small></td>"
            f"<td class=v style=\"background:{COLOURS[outcome]}\">{outcome}</td>"
            f"<td>{markup.escape(r.verdict.detail)}"
            + (f"<details><summary>evidence ({len(r.verdict.evidence)} requests)</summary>"
               f"<pre>{markup.escape(evidence)}</pre></details>" if evidence else "")
            + "</td></tr>")
    title = markup.escape(f"KIP conformance: {card.client} {card.version}")
    return f"""<!doctype html>
<html><head><meta charset="utf-8"><title>{title}</title>
<style>
body {{ font-family: system-ui, sans-serif; margin: 2em; color: #1f2328; }}
table {{ border-collapse: collapse; width: 100%; }}
th, td {{ border: 1px solid #d0d7de; padding: 0.5em; vertical-align: top; text-align: left; }}
th {{ background: #f6f8fa; }}
td.v {{ color: white; font-weight: bold; text-align: center; white-space: nowrap; }}
pre {{ white-space: pre-wrap; font-size: 0.8em; }}
</style></head><body>
<h1>{title}</h1>
<p>{markup.escape(counts)}. Each verdict is decided from the requests kafkasim's brokers
captured from the client (the evidence).</p>
<table><tr><th>KIP</th><th>scenario</th><th>verdict</th><th>what happened</th></tr>
{chr(10).join(rows)}
</table></body></html>
"""
