"""The `kafkasim` command: one entry point, subcommands owned by the packages that implement them.

Subcommands are named by module path and imported only when used, so `kafkasim up` never
loads PySpark and the analytics package stays free of broker imports. Each module exposes
`configure(parser, command)` (command: the subcommand's name, for modules that serve
several) and `run(args) -> int`.
"""

from __future__ import annotations

import argparse
import importlib
import sys

# name -> (module, one-line help)
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "up": ("broker.cluster_cli", "run an embedded multi-rack cluster (brokers + controller)"),
    "broker": ("broker.cluster_cli", "run one broker process"),
    "controller": ("broker.cluster_cli", "run the controller process"),
    "inspect": ("protocol.inspect", "pretty-print Kafka frames or record batches from a hex dump"),
    "gen-logs": ("client.gen_logs", "write synthetic consumer-side fetch logs"),
    "report": ("spark_jobs.cli", "compact fetch logs and build the cross-rack report with Spark"),
    "demo": ("client.demo", "the make-demo scenario: rack-aware vs leader fetching, Spark report"),
}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(prog="kafkasim", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (_, help_text) in SUBCOMMANDS.items():
        commands.add_parser(name, help=help_text, add_help=False)
    if not argv or argv[0] in ("-h", "--help") or argv[0] not in SUBCOMMANDS:
        parser.parse_args(argv)  # prints help or the "invalid choice" error
        parser.print_help()
        return 2
    name = argv[0]
    module_name, help_text = SUBCOMMANDS[name]
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name == module_name:
            print(f"kafkasim {name}: not built yet ({module_name})", file=sys.stderr)
            return 2
        raise
    sub = argparse.ArgumentParser(prog=f"kafkasim {name}", description=help_text)
    module.configure(sub, name)
    args = sub.parse_args(argv[1:])
    args.command = name
    return int(module.run(args) or 0)


if __name__ == "__main__":
    raise SystemExit(main())
