"""Rewrites the generated sections of FEATURES.md (between `<!-- generated: NAME -->` and
`<!-- end generated: NAME -->`) from the code they describe. `--check` exits 1 when a section
is stale instead of writing (tests/test_architecture.py runs it so)."""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kafkasim.broker.config.definitions import (  # noqa: E402
    BROKER_KEYS,
    KAFKA_VERSION,
    TOPIC_KEYS,
)


def config_keys() -> str:
    """The config table: what kafkasim models, and what it only recognises."""
    lines = [f"Keys are Kafka {KAFKA_VERSION}'s own (its broker and topic ConfigDefs, "
             "`broker/config/kafka_configs.json`), checked for type and range at start-up "
             "(exit 2) and over the wire (INVALID_CONFIG)."]
    for scope, table in (("broker", BROKER_KEYS), ("topic", TOPIC_KEYS)):
        modelled = sorted(name for name, key in table.items() if key.modelled)
        recognised = sorted(name for name, key in table.items() if not key.modelled)
        lines.append("")
        lines.append(f"- **{scope.capitalize()} keys modelled** ({len(modelled)}): "
                     + ", ".join(f"`{name}`" for name in modelled) + ".")
        own = sorted(name for name, key in table.items()
                     if key.kafkasim_only and key.plugin is None)
        if own:
            lines.append("  Of these, kafkasim's own (Kafka hard-codes the value, or has no such guard): "
                         + ", ".join(f"`{name}`" for name in own) + ".")
        plugins = sorted(name for name, key in table.items() if key.plugin is not None)
        if plugins:
            lines.append("  Of these, plugin settings the broker passes on (kafkasim's simulated "
                         "remote store and Kafka's topic-based remote log metadata manager under "
                         "their prefixes, Kafka's StandardAuthorizer whole): "
                         + ", ".join(f"`{name}`" for name in plugins) + ".")
        lines.append(f"- **{scope.capitalize()} keys recognised, not modelled** "
                     f"({len(recognised)}; accepted, reported by DescribeConfigs, no effect): "
                     + ", ".join(f"`{name}`" for name in recognised) + ".")
    return "\n".join(lines)


SECTIONS = {"config-keys": config_keys}


def render(text: str) -> str:
    for name, build in SECTIONS.items():
        pattern = re.compile(
            rf"(<!-- generated: {name} -->\n)(?:.*?\n)?(<!-- end generated: {name} -->)", re.S)
        if not pattern.search(text):
            raise SystemExit(f"FEATURES.md has no generated section {name!r}")
        section = build()
        text = pattern.sub(lambda match, section=section: match[1] + section + "\n" + match[2],
                           text)
    return text


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if FEATURES.md is stale")
    args = parser.parse_args()
    path = ROOT / "FEATURES.md"
    current = path.read_text()
    wanted = render(current)
    if args.check:
        if wanted != current:
            print("FEATURES.md is stale: run python scripts/update_features.py", file=sys.stderr)
            return 1
        return 0
    path.write_text(wanted)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
