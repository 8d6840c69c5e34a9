"""`kafkasim up`, `kafkasim broker`, `kafkasim controller`: run a cluster, or one node per process.

`up` runs the controller and N brokers in one process (one event loop, uvloop when
available), prints the bootstrap string and one status line per node, and shuts down cleanly
on Ctrl-C (SIGINT) or SIGTERM: brokers hand their leaderships over (controlled shutdown), then
everything stops and the exit status is 0. `broker` and `controller` run one role each, the
same code, for docker-compose; a broker finds the controller with `--controller host:port`.

Listeners default to 127.0.0.1 (safe by default); pass `--host 0.0.0.0` together with
`--config advertised.listeners=PLAINTEXT://name:port` to serve other hosts.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import sys

from kafkasim.broker.config.definitions import InvalidConfigError
from kafkasim.broker.config.settings import Config, parse_assignments

DEFAULT_PORT_BASE = 9092
DEFAULT_CONTROLLER_PORT = 9090


def configure(parser: argparse.ArgumentParser, command: str) -> None:
    parser.add_argument("--host", default="127.0.0.1", help="listen address (default 127.0.0.1)")
    parser.add_argument("--data-dir", default=None,
                        help="durable logs and metadata under this directory (default: memory)")
    parser.add_argument("--config", action="append", default=[], metavar="KEY=VALUE",
                        help="a Kafka-style setting, e.g. min.insync.replicas=2 (repeatable)")
    if command == "up":
        parser.add_argument("--brokers", type=int, default=3, help="number of brokers (3)")
        parser.add_argument("--racks", default="a,b,c",
                            help="comma-separated racks, assigned round-robin ('' for none)")
        parser.add_argument("--port-base", type=int, default=DEFAULT_PORT_BASE,
                            help="first broker port; broker i listens on base+i-1 (9092)")
        parser.add_argument("--controller-port", type=int, default=0,
                            help="controller listener port (default: any free port)")
    elif command == "broker":
        parser.add_argument("--node-id", type=int, required=True)
        parser.add_argument("--rack", default=None, help="broker.rack")
        parser.add_argument("--port", type=int, default=DEFAULT_PORT_BASE)
        parser.add_argument("--controller", required=True, metavar="HOST:PORT",
                            help="the controller listener")
    elif command == "controller":
        parser.add_argument("--node-id", type=int, default=0)
        parser.add_argument("--port", type=int, default=DEFAULT_CONTROLLER_PORT)
        parser.add_argument("--cluster-id", default=None,
                            help="cluster id for a new metadata log (default: random)")


def run(args: argparse.Namespace) -> int:
    try:
        config = parse_assignments(args.config)
        Config(config)  # every key and value checked before anything starts
    except InvalidConfigError as error:
        print(f"kafkasim {args.command}: --config: {error}", file=sys.stderr)
        return 2
    main = {"up": _up, "broker": _broker, "controller": _controller}[args.command]
    loop = _new_event_loop()
    try:
        return loop.run_until_complete(main(args, config))
    finally:
        loop.close()


def _new_event_loop() -> asyncio.AbstractEventLoop:
    try:
        import uvloop
    except ImportError:
        return asyncio.new_event_loop()
    return uvloop.new_event_loop()


async def _wait_for_signal() -> None:
    """Return on SIGINT or SIGTERM."""
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    try:
        await stop.wait()
    finally:
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.remove_signal_handler(sig)


def _print(line: str) -> None:
    print(line, flush=True)


async def _up(args: argparse.Namespace, config: dict[str, str]) -> int:
    from kafkasim.broker.cluster import Cluster

    racks = [rack.strip() for rack in args.racks.split(",") if rack.strip()]
    cluster = Cluster(brokers=args.brokers, racks=racks or None, host=args.host,
                      port_base=args.port_base, data_dir=args.data_dir, config=config,
                      controller_port=args.controller_port)
    try:
        await cluster.start()
    except OSError as error:
        print(f"kafkasim up: {error}", file=sys.stderr)
        return 1
    _print(f"bootstrap: {cluster.bootstrap}")
    controller = cluster.controller
    _print(f"controller {controller.node_id}: {controller.host}:{controller.port} "
           f"cluster {controller.cluster_id}")
    for node_id, broker in cluster.brokers.items():
        info = broker.metadata.brokers.get(node_id)
        state = "fenced" if info is None or info.fenced else "unfenced"
        _print(f"broker {node_id}: {broker.host}:{broker.port} rack {broker.rack or '-'} "
               f"epoch {getattr(info, 'epoch', -1)} {state}")
    _print(f"ready in {cluster.start_seconds:.3f} s; Ctrl-C to stop")
    await _wait_for_signal()
    _print("shutting down")
    await cluster.stop(controlled=True)
    _print("stopped")
    return 0


async def _broker(args: argparse.Namespace, config: dict[str, str]) -> int:
    from kafkasim.broker.nodes.broker import Broker

    host, _, port = args.controller.rpartition(":")
    rack = args.rack or config.get("broker.rack")
    settings = Config({**config, "node.id": args.node_id, "broker.id": args.node_id,
                       **({"broker.rack": rack} if rack else {})})
    broker = Broker(args.node_id, rack=rack, host=args.host, port=args.port, config=settings,
                    data_dir=args.data_dir, controller_address=(host or "127.0.0.1", int(port)))
    start = asyncio.ensure_future(broker.start())
    stop = asyncio.ensure_future(_wait_for_signal())
    done, _ = await asyncio.wait({start, stop}, return_when=asyncio.FIRST_COMPLETED)
    if start in done and start.exception() is None:
        _print(f"broker {args.node_id}: {broker.host}:{broker.port} rack {rack or '-'} "
               f"epoch {broker.controller_channel.broker_epoch} unfenced")
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
    _print(f"controller {controller.node_id}: {controller.host}:{controller.port} "
           f"cluster {controller.cluster_id}")
    await _wait_for_signal()
    await controller.stop()
    _print(f"controller {controller.node_id}: stopped")
    return 0
