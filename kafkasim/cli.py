"""The `kafkasim` command: one entry point, subcommands owned by the packages that implement them.

Each subcommand module exposes `configure(parser, command)` (command: the subcommand's name,
for modules that serve several) and `run(args) -> int`. A module is imported only when its
subcommand runs, so `kafkasim up` never loads PySpark.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from types import ModuleType


def _cluster() -> ModuleType:
    from kafkasim.broker import cli

    return cli


def _inspect() -> ModuleType:
    from kafkasim.protocol import inspect

    return inspect


def _gen_logs() -> ModuleType:
    from kafkasim.client import gen_logs

    return gen_logs


def _report() -> ModuleType:
    from kafkasim.spark_jobs import cli

    return cli


def _demo() -> ModuleType:
    from kafkasim.client import demo

    return demo


# name -> (loader of the module that implements it, one-line help)
SUBCOMMANDS: dict[str, tuple[Callable[[], ModuleType], str]] = {
    "up": (_cluster, "run an embedded multi-rack cluster (brokers + controller)"),
    "broker": (_cluster, "run one broker process"),
    "controller": (_cluster, "run the controller process"),
    "inspect": (_inspect, "pretty-print Kafka frames or record batches from a hex dump"),
    "gen-logs": (_gen_logs, "write synthetic consumer-side fetch logs"),
    "report": (_report, "compact fetch logs and build the cross-rack report with Spark"),
    "demo": (_demo, "the make-demo scenario: rack-aware vs leader fetching, Spark report"),
}


def main(argv: list[str] | None = None) -> int:
    from kafkasim import __version__

    argv = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(prog="kafkasim", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action="version", version=f"kafkasim {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (_, help_text) in SUBCOMMANDS.items():
        commands.add_parser(name, help=help_text, add_help=False)
    if not argv or argv[0].startswith("-") or argv[0] not in SUBCOMMANDS:
        parser.parse_args(argv)  # prints help, the version, or the "invalid choice" error
        parser.print_help()
        return 2
    name = argv[0]
    load, help_text = SUBCOMMANDS[name]
    module = load()
    sub = argparse.ArgumentParser(prog=f"kafkasim {name}", description=help_text)
    module.configure(sub, name)
    args = sub.parse_args(argv[1:])
    args.command = name
    return int(module.run(args) or 0)


if __name__ == "__main__":
    raise SystemExit(main())
