"""`kafkasim up`, `kafkasim broker`, `kafkasim controller`: run a cluster, or one node per process.

`up` runs the controller and N brokers in one process (one event loop, uvloop when
available), prints the bootstrap string and one status line per node, and shuts down cleanly
on Ctrl-C (SIGINT) or SIGTERM: brokers hand their leaderships over (controlled shutdown), then
everything stops and the exit status is 0. `broker` and `controller` run one role each, the
same code, for docker-compose; a broker finds the controller with `--controller host:port`.

Listeners default to 127.0.0.1 (safe by default). `--host 0.0.0.0` listens on every
interface; each broker then advertises `--advertised-host` (default: this machine's name) with
its own port, as Kafka derives `advertised.listeners` from `listeners`, so the printed bootstrap
and the Metadata answers name an address clients elsewhere can reach.

Arguments are checked before anything starts (one line and exit status 2 for a mistake, see
kafkasim/cli.py). On SIGTERM or Ctrl-C the command stops within moments, however many Fetch
requests are long-polling, flushes what `--data-dir` holds to disk and exits 0.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import signal
import socket
import sys
from pathlib import Path

from kafkasim.arguments import host_port, non_negative_int, port, positive_int
from kafkasim.broker.config.definitions import InvalidConfigError
from kafkasim.broker.config.settings import Config, parse_assignments

DEFAULT_PORT_BASE = 9092
DEFAULT_CONTROLLER_PORT = 9090


_WILDCARDS = ("", "0.0.0.0", "::")


def configure(parser: argparse.ArgumentParser, command: str) -> None:
    parser.add_argument("--host", default="127.0.0.1", help="listen address (default 127.0.0.1)")
    if command in ("up", "broker"):
        parser.add_argument("--advertised-host", default=None, metavar="NAME",
                            help="the host brokers advertise to clients (default: --host, or "
                                 "this machine's name when --host is a wildcard)")
    parser.add_argument("--data-dir", default=None,
                        help="durable logs and metadata under this directory (default: memory)")
    parser.add_argument("--config", action="append", default=[], metavar="KEY=VALUE",
                        help="a Kafka-style setting, e.g. min.insync.replicas=2 (repeatable)")
    if command == "up":
        parser.add_argument("--brokers", type=positive_int, default=3,
                            help="number of brokers (3)")
        parser.add_argument("--racks", default="a,b,c",
                            help="comma-separated racks, assigned round-robin ('' for none)")
        parser.add_argument("--port-base", type=port, default=DEFAULT_PORT_BASE,
                            help="first broker port; broker i listens on base+i-1 (9092; 0: any)")
        parser.add_argument("--controller-port", type=port, default=0,
                            help="controller listener port (default: any free port)")
    elif command == "broker":
        parser.add_argument("--node-id", type=non_negative_int, required=True)
        parser.add_argument("--rack", default=None, help="broker.rack")
        parser.add_argument("--port", type=port, default=DEFAULT_PORT_BASE)
        parser.add_argument("--controller", type=host_port, required=True, metavar="HOST:PORT",
                            help="the controller listener")
    elif command == "controller":
        parser.add_argument("--node-id", type=non_negative_int, default=0)
        parser.add_argument("--port", type=port, default=DEFAULT_CONTROLLER_PORT)
        parser.add_argument("--cluster-id", default=None,
                            help="cluster id for a new metadata log (default: random)")


def _check(args: argparse.Namespace) -> None:
    """The checks argparse cannot make alone; args.usage_error (one line, exit 2) on a mistake."""
    fail = getattr(args, "usage_error", None) or _usage_exit(args.command)
    if args.command == "up" and args.port_base and args.port_base + args.brokers - 1 > 65535:
        fail(f"argument --port-base: {args.brokers} brokers from port {args.port_base} run past "
             "port 65535")
    if args.data_dir is not None:
        data_dir = Path(args.data_dir)
        if data_dir.exists() and not data_dir.is_dir():
            fail(f"argument --data-dir: {data_dir} is not a directory")
        existing = next((p for p in (data_dir, *data_dir.parents) if p.exists()), None)
        if existing is not None and not os.access(existing, os.W_OK | os.X_OK):
            fail(f"argument --data-dir: {existing} is not writable")
    try:
        socket.getaddrinfo(args.host or None, None)
    except (socket.gaierror, UnicodeError) as error:
        fail(f"argument --host: cannot resolve {args.host!r} ({error})")


def _usage_exit(command: str):
    def fail(message: str):
        print(f"kafkasim {command}: {message}", file=sys.stderr)
        raise SystemExit(2)
    return fail


def advertised_host(args: argparse.Namespace) -> str | None:
    """The host the brokers advertise: --advertised-host, else this machine's name when
    listening on a wildcard address, else None (the listen address itself)."""
    chosen = getattr(args, "advertised_host", None)
    if chosen:
        return chosen
    return socket.gethostname() if args.host in _WILDCARDS else None


def run(args: argparse.Namespace) -> int:
    try:
        config = parse_assignments(args.config)
        Config(config)  # every key and value checked before anything starts
    except InvalidConfigError as error:
        print(f"kafkasim {args.command}: --config: {error}", file=sys.stderr)
        return 2
    _check(args)
    main = {"up": _up, "broker": _broker, "controller": _controller}[args.command]
    loop = _new_event_loop()
    try:
        status = loop.run_until_complete(main(args, config))
    finally:
        loop.close()
    if args.data_dir is not None and status == 0:
        flush_directory(Path(args.data_dir))
    return status


def flush_directory(root: Path) -> None:
    """fsync every file under `root`, and the directories: what a clean Kafka shutdown
    flushes, so that the logs survive the machine, not only the process."""
    if not root.is_dir():
        return
    for directory, _, files in os.walk(root):
        for name in files:
            with contextlib.suppress(OSError):
                descriptor = os.open(os.path.join(directory, name), os.O_RDONLY)
                try:
                    os.fsync(descriptor)
                finally:
                    os.close(descriptor)
        with contextlib.suppress(OSError):
            descriptor = os.open(directory, os.O_RDONLY)
            try:
                os.fsync(descriptor)
            finally:
                os.close(descriptor)


def _new_event_loop() -> asyncio.AbstractEventLoop:
    try:
        import uvloop
    except ImportError:
        return asyncio.new_event_loop()
    return uvloop.new_event_loop()


class _Signals:
    """SIGINT and SIGTERM handlers, installed when made: before a command prints the line that
    says it is ready, so that a signal sent as soon as that line is read stops it cleanly
    rather than kill it (the default action)."""

    def __init__(self) -> None:
        self.loop = asyncio.get_running_loop()
        self.stop = asyncio.Event()
        for sig in (signal.SIGINT, signal.SIGTERM):
            self.loop.add_signal_handler(sig, self.stop.set)

    async def wait(self) -> None:
        """Return on SIGINT or SIGTERM."""
        try:
            await self.stop.wait()
        finally:
            for sig in (signal.SIGINT, signal.SIGTERM):
                self.loop.remove_signal_handler(sig)


async def _wait_for_signal() -> None:
    """Return on SIGINT or SIGTERM."""
    await _Signals().wait()


def _print(line: str) -> None:
    print(line, flush=True)


async def _up(args: argparse.Namespace, config: dict[str, str]) -> int:
    from kafkasim.broker.cluster import Cluster

    racks = [rack.strip() for rack in args.racks.split(",") if rack.strip()]
    cluster = Cluster(brokers=args.brokers, racks=racks or None, host=args.host,
                      port_base=args.port_base, data_dir=args.data_dir, config=config,
                      controller_port=args.controller_port,
                      advertised_host=advertised_host(args))
    try:
        await cluster.start()
    except OSError as error:
        print(f"kafkasim up: {error}", file=sys.stderr)
        return 1
    signals = _Signals()
    _print(f"bootstrap: {cluster.bootstrap}")
    controller = cluster.controller
    _print(f"controller {controller.node_id}: {advertised_host(args) or controller.host}:"
           f"{controller.port} cluster {controller.cluster_id}")
    for node_id, broker in cluster.brokers.items():
        info = broker.metadata.brokers.get(node_id)
        state = "fenced" if info is None or info.fenced else "unfenced"
        _print(f"broker {node_id}: {broker.advertised_host}:{broker.port} rack "
               f"{broker.rack or '-'} epoch {getattr(info, 'epoch', -1)} {state}")
    _print(f"ready in {cluster.start_seconds:.3f} s; Ctrl-C to stop")
    await signals.wait()
    _print("shutting down")
    await cluster.stop(controlled=True)
    _print("stopped")
    return 0


async def _broker(args: argparse.Namespace, config: dict[str, str]) -> int:
    from kafkasim.broker.nodes.broker import Broker

    controller_host, controller_port = args.controller
    rack = args.rack or config.get("broker.rack")
    settings = Config({**config, "node.id": args.node_id, "broker.id": args.node_id,
                       **({"broker.rack": rack} if rack else {})})
    broker = Broker(args.node_id, rack=rack, host=args.host, port=args.port, config=settings,
                    data_dir=args.data_dir, controller_address=(controller_host, controller_port),
                    advertised_host=advertised_host(args))
    start = asyncio.ensure_future(broker.start())
    stop = asyncio.ensure_future(_wait_for_signal())
    done, _ = await asyncio.wait({start, stop}, return_when=asyncio.FIRST_COMPLETED)
    if start in done and start.exception() is None:
        _print(f"broker {args.node_id}: {broker.advertised_host}:{broker.port} rack "
               f"{rack or '-'} epoch {broker.controller_channel.broker_epoch} unfenced")
        await stop
        with contextlib.suppress(Exception):
            await broker.controller_channel.controlled_shutdown(timeout=2.0)
    else:
        start.cancel()
        stop.cancel()
        if start.done() and not start.cancelled() and start.exception() is not None:
            print(f"kafkasim broker: {start.exception()}", file=sys.stderr)
            await broker.stop()
            return 1
    await broker.stop()
    _print(f"broker {args.node_id}: stopped")
    return 0


async def _controller(args: argparse.Namespace, config: dict[str, str]) -> int:
    from kafkasim.broker.nodes.controller import Controller

    controller = Controller(args.node_id, host=args.host, port=args.port, config=Config(config),
                            data_dir=args.data_dir, cluster_id=args.cluster_id)
    try:
        await controller.start()
    except OSError as error:
        print(f"kafkasim controller: {error}", file=sys.stderr)
        return 1
    signals = _Signals()
    _print(f"controller {controller.node_id}: {controller.host}:{controller.port} "
           f"cluster {controller.cluster_id}")
    await signals.wait()
    await controller.stop()
    _print(f"controller {controller.node_id}: stopped")
    return 0
