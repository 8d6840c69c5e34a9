"""Refresh `schemas/` from a Kafka release's message schemas, keeping the facts only.

    python scripts/refresh_schemas.py SOURCE_DIR [NAME ...]

SOURCE_DIR is the `common/message/` folder of a kafka-clients jar (for Kafka 4.4.0:
`../shared/kafka-message-schemas-4.4.0`). Every schema already in `schemas/` is refreshed, and
each NAME (a schema file name without `.json`, for example `ShareFetchRequest`) is added.

What is kept is what the generator reads: names, types, version ranges, tags, defaults,
ignorability, entity types and map keys. Comments and `about` prose are dropped, and every file
is written in one layout (a field with no nested fields on one line), so a refresh is a
reviewable diff of facts.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCHEMAS = ROOT / "schemas"

# Keys carried over, in the order they are written.
MESSAGE_KEYS = ("apiKey", "type", "listeners", "name", "validVersions", "deprecatedVersions",
                "flexibleVersions", "latestVersionUnstable")
FIELD_KEYS = ("name", "type", "versions", "nullableVersions", "default", "taggedVersions", "tag",
              "ignorable", "entityType", "mapKey", "flexibleVersions", "zeroCopy")


def read_schema(path: Path) -> dict:
    """A schema file as JSON: Kafka's files carry `//` comment lines."""
    lines = [line for line in path.read_text().splitlines() if not line.lstrip().startswith("//")]
    return json.loads("\n".join(lines))


def facts(field: dict) -> dict:
    kept = {key: field[key] for key in FIELD_KEYS if key in field}
    if "fields" in field:
        kept["fields"] = [facts(child) for child in field["fields"]]
    return kept


def render_fields(fields: list[dict], indent: str) -> list[str]:
    out = []
    for index, field in enumerate(fields):
        comma = "," if index < len(fields) - 1 else ""
        if "fields" not in field:
            out.append(f"{indent}{json.dumps(field)}{comma}")
            continue
        out.append(indent + "{")
        for key, value in field.items():
            if key != "fields":
                out.append(f"{indent}  {json.dumps(key)}: {json.dumps(value)},")
        out.append(f'{indent}  "fields": [')
        out.extend(render_fields(field["fields"], indent + "    "))
        out.append(f"{indent}  ]")
        out.append(indent + "}" + comma)
    return out


def render(schema: dict) -> str:
    lines = ["{"]
    parts = []
    for key in MESSAGE_KEYS:
        if key in schema:
            parts.append([f"  {json.dumps(key)}: {json.dumps(schema[key])}"])
    for key in ("fields", "commonStructs"):
        if key in schema:
            body = [f'  "{key}": [']
            if key == "fields":
                body += render_fields([facts(f) for f in schema[key]], "    ")
            else:
                structs = [{"name": s["name"], "versions": s["versions"],
                            "fields": [facts(f) for f in s["fields"]]} for s in schema[key]]
                body += render_fields(structs, "    ")
            body.append("  ]")
            parts.append(body)
    for index, part in enumerate(parts):
        if index < len(parts) - 1:
            part[-1] += ","
        lines.extend(part)
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    if not argv or not Path(argv[0]).is_dir():
        print("usage: refresh_schemas.py SOURCE_DIR [NAME ...]: SOURCE_DIR must be a folder",
              file=sys.stderr)
        return 2
    source = Path(argv[0])
    names = {path.stem for path in SCHEMAS.glob("*.json")} | set(argv[1:])
    missing = sorted(name for name in names if not (source / f"{name}.json").is_file())
    if missing:
        print(f"refresh_schemas: not in {source}: {', '.join(missing)}", file=sys.stderr)
        return 2
    for name in sorted(names):
        (SCHEMAS / f"{name}.json").write_text(render(read_schema(source / f"{name}.json")))
    print(f"refresh_schemas: wrote {len(names)} schemas from {source}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
