"""`kafkasim conform`: run the KIP conformance scenarios against one client library and print
the scorecard (a table; `--json FILE` and `--html FILE` write the other forms)."""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from pathlib import Path


def configure(parser: argparse.ArgumentParser, command: str) -> None:
    from kafkasim.conform.runner import ADAPTERS

    parser.add_argument("client", nargs="?", help=f"a shipped adapter ({', '.join(ADAPTERS)}) or, with "
                        "--adapter, any name for the client under test")
    parser.add_argument("--adapter", default=None,
                        help="the adapter's command line (the driver protocol: "
                             "kafkasim/conform/driver.py)")
    parser.add_argument("--scenario", action="append", default=None,
                        help="run only this scenario (repeatable); --list shows them")
    parser.add_argument("--list", action="store_true", help="list the scenarios and exit")
    parser.add_argument("--json", default=None, help="write the scorecard as JSON to FILE")
    parser.add_argument("--html", default=None, help="write the scorecard as HTML to FILE")
    parser.add_argument("--log-dir", default=None, help="the adapters' stderr, per scenario")


def run(args: argparse.Namespace) -> int:
    """The scorecard, or 2 after one line on stderr for a wrong client, scenario or path;
    1 when a scenario FAILs."""
    from kafkasim.arguments import directory_problem
    from kafkasim.conform.driver import DriverError
    from kafkasim.conform.runner import ADAPTERS, run_scorecard, select
    from kafkasim.conform.scenarios import Outcome

    if args.list:
        for s in select(None):
            print(f"{s.id:40} {s.kip:9} {s.title}")
        return 0
    if args.client is None:
        args.usage_error("the following arguments are required: client")
    if args.adapter is None and args.client not in ADAPTERS:
        args.usage_error(f"argument client: no adapter for {args.client!r} (shipped: "
                         f"{', '.join(ADAPTERS)}; or give --adapter COMMAND)")
    try:
        select(args.scenario)
    except KeyError as missing:
        args.usage_error(f"argument --scenario: no scenario {missing.args[0]!r} (see --list)")
    for option in ("json", "html"):
        target = getattr(args, option)
        if target and (problem := directory_problem(Path(target).parent or ".")):
            args.usage_error(f"argument --{option}: {problem}")
    command = shlex.split(args.adapter) if args.adapter is not None else None
    if command == []:
        args.usage_error("argument --adapter: empty command")
    try:
        card = run_scorecard(args.client, command=command, scenarios=args.scenario,
                             log_dir=args.log_dir)
    except DriverError as error:
        print(f"kafkasim conform: {error}", file=sys.stderr)
        return 2
    print(card.table())
    if args.json:
        Path(args.json).write_text(json.dumps(card.as_dict(), indent=2) + "\n")
    if args.html:
        Path(args.html).write_text(card.html())
    return 1 if card.counts()[Outcome.FAIL.value] else 0
