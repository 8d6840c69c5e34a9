"""`python -m kafkasim.protocol.codegen [--schemas DIR] [--out DIR]`: regenerate protocol/messages."""

from __future__ import annotations

import argparse
from pathlib import Path

from kafkasim.protocol.codegen.generator import generate

ROOT = Path(__file__).resolve().parents[2]


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m kafkasim.protocol.codegen", description=__doc__)
    parser.add_argument("--schemas", type=Path, default=ROOT / "schemas")
    parser.add_argument("--out", type=Path, default=ROOT / "protocol" / "messages")
    args = parser.parse_args()
    written = generate(args.schemas, args.out)
    print(f"wrote {len(written)} modules to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
