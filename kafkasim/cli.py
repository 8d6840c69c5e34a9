"""The `kafkasim` command: one entry point, subcommands owned by the packages that implement them.

Each subcommand module exposes `configure(parser, command)` (command: the subcommand's name,
for modules that serve several) and `run(args) -> int`. A module is imported only when its
subcommand runs, so `kafkasim up` never loads PySpark.

A user mistake — a bad argument, a value out of range, a file that is not there — is one line
on stderr (`kafkasim up: argument --brokers: must be at least 1, not 0`) and exit status 2,
found before anything heavy starts: argparse types check single values, and a module's `run`
checks the rest first, calling `args.usage_error(message)`. `--log-level` and `--log-format`
(before or after the subcommand) set the one logging configuration (kafkasim/logging_config.py).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from types import ModuleType

from kafkasim.arguments import ArgumentParser


def _cluster() -> ModuleType:
    from kafkasim.broker import cli

    return cli


def _inspect() -> ModuleType:
    from kafkasim.protocol import inspect

    return inspect


def _gen_logs() -> ModuleType:
    from kafkasim.client import gen_logs

    return gen_logs


def _consume() -> ModuleType:
    from kafkasim.client import consume

    return consume


def _report() -> ModuleType:
    from kafkasim.spark_jobs import cli

    return cli


def _conform() -> ModuleType:
    from kafkasim.conform import cli

    return cli


def _demo() -> ModuleType:
    from kafkasim.client import demo

    return demo


# name -> (loader of the module that implements it, one-line help)
SUBCOMMANDS: dict[str, tuple[Callable[[], ModuleType], str]] = {
    "up": (_cluster, "run an embedded multi-rack cluster (brokers + controller)"),
    "replay": (_cluster, "run `up`'s cluster playing a chaos script (Cluster.chaos's "
                         "run.script()) from the first client request"),
    "broker": (_cluster, "run one broker process"),
    "controller": (_cluster, "run the controller process"),
    "inspect": (_inspect, "pretty-print Kafka frames or record batches from a hex dump"),
    "gen-logs": (_gen_logs, "write synthetic consumer-side fetch logs"),
    "consume": (_consume, "kafkasim's own consumer (KIP-392/227/320/951), exact fetch logs"),
    "report": (_report, "compact fetch logs and build the cross-rack report with Spark"),
    "conform": (_conform, "a KIP conformance scorecard for a client library (issue 25)"),
    "demo": (_demo, "the make-demo scenario: rack-aware vs leader fetching, Spark report"),
}


class _Version(argparse.Action):
    """`--version`: prints `kafkasim <version>` and exits, reading the version only then."""

    def __init__(self, option_strings, dest, help=None):  # noqa: A002  (argparse's name)
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        from kafkasim import __version__

        print(f"kafkasim {__version__}")
        parser.exit()


def main(argv: list[str] | None = None) -> int:
    from kafkasim.logging_config import add_logging_arguments, configure_logging

    argv = sys.argv[1:] if argv is None else argv
    parser = ArgumentParser(prog="kafkasim", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action=_Version, help="show the version and exit")
    add_logging_arguments(parser)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (_, help_text) in SUBCOMMANDS.items():
        commands.add_parser(name, help=help_text, add_help=False)
    split = next((index for index, arg in enumerate(argv) if arg in SUBCOMMANDS), None)
    if split is None:
        parser.parse_args(argv)  # prints help, the version, or the "invalid choice" error
        parser.print_help()
        return 2
    leading = parser.parse_args(argv[:split])  # global options before the subcommand
    name = argv[split]
    load, help_text = SUBCOMMANDS[name]
    try:
        module = load()
    except ValueError as error:  # a setting read at import, e.g. KAFKASIM_REPLICATION_IN_PROCESS
        print(f"kafkasim {name}: {error}", file=sys.stderr)
        return 2
    sub = ArgumentParser(prog=f"kafkasim {name}", description=help_text)
    add_logging_arguments(sub, defaults=False)
    module.configure(sub, name)
    args = sub.parse_args(argv[split + 1:])
    configure_logging(args.log_level or leading.log_level, args.log_format or leading.log_format)
    args.command = name
    args.usage_error = sub.error
    return int(module.run(args) or 0)


if __name__ == "__main__":
    raise SystemExit(main())
