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

`--topology default|FILE` turns on the network model (broker/network/topology.py): every broker
opens one more listener per rack, `up` prints one `bootstrap[<rack>]:` line per rack and the
model as a `topology:` JSON line. `--fetch-records DIR` writes broker-side fetch records.

Arguments are checked before anything starts (one line and exit status 2 for a mistake, see
kafkasim/cli.py). On SIGTERM or Ctrl-C the command stops within moments, however many Fetch
requests are long-polling, flushes what `--data-dir` holds to disk and exits 0.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import signal
import socket
import sys
from pathlib import Path

from kafkasim.arguments import (
    directory_problem,
    host_port,
    listen_address,
    non_negative_int,
    port,
    positive_int,
)
from kafkasim.broker.config.authorizer import authorizer_settings
from kafkasim.broker.config.definitions import InvalidConfigError
from kafkasim.broker.config.settings import Config, parse_assignments
from kafkasim.broker.metadata.features import FeatureError
from kafkasim.broker.metadata.features import parse_assignments as parse_features

DEFAULT_PORT_BASE = 9092
DEFAULT_CONTROLLER_PORT = 9090


_WILDCARDS = ("", "0.0.0.0", "::")


def configure(parser: argparse.ArgumentParser, command: str) -> None:
    if command == "replay":  # `up`, playing a chaos script from the first client request
        parser.add_argument("script", metavar="FILE",
                            help="a chaos script: a run's script() or GET /chaos's answer, as "
                                 "JSON (docs/harness.md)")
        command = "up"
    parser.add_argument("--host", default="127.0.0.1", help="listen address (default 127.0.0.1)")
    if command in ("up", "broker"):
        parser.add_argument("--advertised-host", default=None, metavar="NAME",
                            help="the host brokers advertise to clients (default: --host, or "
                                 "this machine's name when --host is a wildcard)")
    parser.add_argument("--data-dir", default=None,
                        help="durable logs and metadata under this directory (default: memory)")
    parser.add_argument("--config", action="append", default=[], metavar="KEY=VALUE",
                        help="a Kafka-style setting, e.g. min.insync.replicas=2 (repeatable)")
    if command in ("up", "controller"):
        parser.add_argument("--feature", action="append", default=[], metavar="NAME=LEVEL",
                            help="finalize a feature at another level than Kafka 4.4.0's "
                                 "default for a new cluster, e.g. transaction.version=1 "
                                 "(repeatable)")
    if command in ("up", "broker"):
        parser.add_argument("--topology", default=None, metavar="default|FILE",
                            help="the network model: 'default' (racks a, b, c) or a TOML file; "
                                 "opens one listener per rack (RACK_A, ...) that delays "
                                 "traffic as the model says (docs/network-model.md)")
        parser.add_argument("--fetch-records", default=None, metavar="DIR",
                            help="write one JSON line per partition of every Fetch response "
                                 "into DIR (broker-side fetch records)")
    if command == "up":
        parser.add_argument("--brokers", type=positive_int, default=3,
                            help="number of brokers (3)")
        parser.add_argument("--racks", default="a,b,c",
                            help="comma-separated racks, assigned round-robin ('' for none)")
        parser.add_argument("--port-base", type=port, default=DEFAULT_PORT_BASE,
                            help="first broker port; broker i listens on base+i-1 (9092; 0: any)")
        parser.add_argument("--controller-port", type=port, default=0,
                            help="controller listener port (default: any free port)")
        parser.add_argument("--control", type=listen_address, default=None, metavar="HOST:PORT",
                            help="serve the HTTP/JSON control plane there (docs/harness.md)")
        parser.add_argument("--history", action="store_true",
                            help="record clients' acknowledged writes and reads served for the "
                                 "correctness checker (GET /check, docs/harness.md)")
        parser.add_argument("--control-token", default=None, metavar="TOKEN",
                            help="the control plane's bearer token (default: generated and "
                                 "printed; required for a non-loopback address)")
        parser.add_argument("--security-protocol", default="PLAINTEXT",
                            choices=("PLAINTEXT", "SSL", "SASL_PLAINTEXT", "SASL_SSL"),
                            help="the brokers' listener security (default PLAINTEXT)")
        parser.add_argument("--user", action="append", default=[], metavar="NAME:PASSWORD",
                            help="a SASL user with PLAIN and SCRAM credentials (repeatable)")
        parser.add_argument("--sasl-mechanisms", default="PLAIN,SCRAM-SHA-256,SCRAM-SHA-512",
                            help="mechanisms SASL listeners enable (comma-separated)")
        parser.add_argument("--ssl-client-auth", default="none",
                            choices=("none", "requested", "required"),
                            help="ssl.client.auth for SSL listeners")
    elif command == "broker":
        parser.add_argument("--node-id", type=non_negative_int, required=True)
        parser.add_argument("--rack", default=None, help="broker.rack")
        parser.add_argument("--port", type=port, default=DEFAULT_PORT_BASE)
        parser.add_argument("--controller", type=host_port, required=True, metavar="HOST:PORT",
                            help="the controller listener")
        parser.add_argument("--rack-ports", default="", metavar="RACK=PORT,...",
                            help="with --topology: the port of each rack's listener "
                                 "(default: any free port)")
        parser.add_argument("--capture", default=None, metavar="FILE",
                            help="append every request this broker serves, decoded with its "
                                 "response, to FILE as JSON lines (docs/harness.md, Capture)")
    elif command == "controller":
        parser.add_argument("--node-id", type=non_negative_int, default=0)
        parser.add_argument("--port", type=port, default=DEFAULT_CONTROLLER_PORT)
        parser.add_argument("--cluster-id", default=None,
                            help="cluster id for a new metadata log (default: random)")


def _check(args: argparse.Namespace) -> None:
    """The checks argparse cannot make alone; args.usage_error (one line, exit 2) on a mistake."""
    fail = getattr(args, "usage_error", None) or _usage_exit(args.command)
    if args.command == "replay":
        from kafkasim.broker.cluster.chaos import load_script
        from kafkasim.broker.control.errors import InvalidArgument

        try:
            args.replay_steps = load_script(Path(args.script), args.brokers)
        except InvalidArgument as error:
            fail(f"argument FILE: {error}")
    if args.command in ("up", "replay") and args.port_base and \
            args.port_base + args.brokers - 1 > 65535:
        fail(f"argument --port-base: {args.brokers} brokers from port {args.port_base} run past "
             "port 65535")
    for option in ("data_dir", "fetch_records"):
        directory = getattr(args, option, None)
        problem = directory_problem(directory) if directory is not None else None
        if problem is not None:
            fail(f"argument --{option.replace('_', '-')}: {problem}")
    capture = getattr(args, "capture", None)
    if capture is not None:
        problem = directory_problem(os.path.dirname(os.path.abspath(capture)))
        if problem is None:
            try:
                open(capture, "a").close()
            except OSError as error:
                problem = f"cannot write {capture}: {error.strerror or error}"
        if problem is not None:
            fail(f"argument --capture: {problem}")
    if getattr(args, "topology", None) is not None:
        from kafkasim.broker.network.topology import TopologyError, load_topology

        try:
            args.topology_model = load_topology(args.topology)
        except TopologyError as error:
            fail(f"argument --topology: {error}")
    else:
        args.topology_model = None
    try:
        socket.getaddrinfo(args.host or None, None)
    except (socket.gaierror, UnicodeError) as error:
        fail(f"argument --host: cannot resolve {args.host!r} ({error})")


def _usage_exit(command: str):
    def fail(message: str):
        print(f"kafkasim {command}: {message}", file=sys.stderr)
        raise SystemExit(2)
    return fail


def _listen_error(command: str, error: OSError) -> int:
    """A listener that cannot be opened (the port taken, an address not of this machine) is
    the user's to fix: one line, exit status 2."""
    reason = error.strerror or str(error)
    print(f"kafkasim {command}: cannot listen: {reason}", file=sys.stderr)
    return 2


def _run_loop(main) -> int:
    """Run `main` on a new event loop; then, as asyncio.run does, cancel and finish whatever
    tasks are left (a start that failed half-way) before the loop closes, so that nothing
    reports a task destroyed while pending."""
    loop = _new_event_loop()
    try:
        return loop.run_until_complete(main)
    finally:
        try:
            pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
            for task in pending:
                task.cancel()
            if pending:
                loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
            loop.run_until_complete(loop.shutdown_asyncgens())
        finally:
            loop.close()


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
        # every key and value checked before anything starts, the authorizer's too
        authorizer_settings(Config(config))
    except InvalidConfigError as error:
        print(f"kafkasim {args.command}: --config: {error}", file=sys.stderr)
        return 2
    try:
        args.features = parse_features(getattr(args, "feature", []))
    except FeatureError as error:
        print(f"kafkasim {args.command}: --feature {error}", file=sys.stderr)
        return 2
    _check(args)
    main = {"up": _up, "replay": _up, "broker": _broker,
            "controller": _controller}[args.command]
    status = _run_loop(main(args, config))
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


@contextlib.contextmanager
def _stop_signals():
    """An event set on SIGINT or SIGTERM, the handlers in place for the whole command: a
    signal that arrives while the nodes start, or just after "ready" is printed, stops the
    command cleanly instead of killing it with the default action."""
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    try:
        yield stop
    finally:
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.remove_signal_handler(sig)


async def _until(stop: asyncio.Event, starting) -> bool:
    """Run `starting` (a node's start) unless `stop` is set first; True when it started.
    A failed start raises."""
    start = asyncio.ensure_future(starting)
    stopped = asyncio.ensure_future(stop.wait())
    try:
        await asyncio.wait({start, stopped}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        stopped.cancel()
    if start.done():
        start.result()
        return True
    start.cancel()
    await asyncio.gather(start, return_exceptions=True)
    return False


def _print(line: str) -> None:
    print(line, flush=True)


async def _up(args: argparse.Namespace, config: dict[str, str]) -> int:
    from kafkasim.broker.cluster import Cluster

    racks = [rack.strip() for rack in args.racks.split(",") if rack.strip()]
    users = {}
    for entry in args.user:
        name, colon, password = entry.partition(":")
        if not name or not colon:
            print(f"kafkasim up: --user {entry!r}: expected NAME:PASSWORD", file=sys.stderr)
            return 2
        users[name] = password
    try:
        cluster = Cluster(brokers=args.brokers, racks=racks or None, host=args.host,
                          history=args.history,
                          port_base=args.port_base, data_dir=args.data_dir, config=config,
                          controller_port=args.controller_port,
                          advertised_host=advertised_host(args),
                          security_protocol=args.security_protocol, users=users,
                          sasl_mechanisms=[m.strip() for m in args.sasl_mechanisms.split(",")
                                           if m.strip()],
                          ssl_client_auth=args.ssl_client_auth, topology=args.topology_model,
                          fetch_records=args.fetch_records, features=args.features)
    except ValueError as error:
        print(f"kafkasim up: {error}", file=sys.stderr)
        return 2
    control = None
    if args.control is not None:
        from kafkasim.control_http import ControlPlane

        host, port_number = args.control
        try:
            control = ControlPlane(cluster, host, port_number, args.control_token)
        except ValueError as error:
            print(f"kafkasim up: --control: {error}", file=sys.stderr)
            return 2
    with _stop_signals() as stop:
        try:
            started = await _until(stop, cluster.start())
            if started and control is not None:
                await control.start()
        except TimeoutError:  # an OSError too, but not the user's to fix
            await cluster.stop()
            print("kafkasim up: the cluster did not start in time", file=sys.stderr)
            return 1
        except OSError as error:
            await cluster.stop()
            return _listen_error("up", error)
        if not started:
            await cluster.stop()
            _print("stopped")
            return 0
        _print(f"bootstrap: {cluster.bootstrap}")
        if cluster.topology is not None:
            # One line per rack: clients that dial it sit in that rack (the network model).
            for rack in cluster.topology.racks:
                _print(f"bootstrap[{rack}]: {cluster.bootstrap_for(rack)}")
            _print(f"topology: {json.dumps(cluster.topology.to_dict())}")
        if cluster.security_protocol != "PLAINTEXT":
            _print(f"security: {cluster.security_protocol}"
                   + (f" ca {cluster.ssl_ca_file}" if cluster.ssl_ca_file else "")
                   + (f" users {', '.join(sorted(users))}" if users else ""))
        if control is not None:
            _print(f"control: {control.url} token {control.token} (OpenAPI at "
                   f"{control.url}/openapi.json)")
        controller = cluster.controller
        _print(f"controller {controller.node_id}: {advertised_host(args) or controller.host}:"
               f"{controller.port} cluster {controller.cluster_id}")
        for node_id, broker in cluster.brokers.items():
            info = broker.metadata.brokers.get(node_id)
            state = "fenced" if info is None or info.fenced else "unfenced"
            _print(f"broker {node_id}: {broker.advertised_host}:{broker.port} rack "
                   f"{broker.rack or '-'} epoch {getattr(info, 'epoch', -1)} {state}")
        replay = None
        if getattr(args, "replay_steps", None) is not None:
            replay = cluster.chaos(schedule=args.replay_steps)
            _print(f"replaying {len(replay.steps)} chaos steps from {args.script}, counted "
                   "from the first client request")
        _print(f"ready in {cluster.start_seconds:.3f} s; Ctrl-C to stop")
        await stop.wait()
        _print("shutting down")
        if replay is not None:
            await cluster.stop_chaos()
            for line in replay.log:
                _print(f"fault: {line.strip()}")
        await cluster.stop(controlled=True)
    _print("stopped")
    return 0


async def _broker(args: argparse.Namespace, config: dict[str, str]) -> int:
    from kafkasim.broker.nodes.broker import Broker

    controller_host, controller_port = args.controller
    rack = args.rack or config.get("broker.rack")
    settings = Config({**config, "node.id": args.node_id, "broker.id": args.node_id,
                       **({"broker.rack": rack} if rack else {})})
    rack_ports = {}
    for item in filter(None, (part.strip() for part in args.rack_ports.split(","))):
        name, _, number = item.partition("=")
        if not number.isdigit() or not 0 < int(number) < 65536:
            print(f"kafkasim broker: --rack-ports {item!r}: expected RACK=PORT", file=sys.stderr)
            return 2
        rack_ports[name] = int(number)
    try:
        broker = Broker(args.node_id, rack=rack, host=args.host, port=args.port,
                        config=settings, data_dir=args.data_dir,
                        controller_address=(controller_host, controller_port),
                        advertised_host=advertised_host(args), topology=args.topology_model,
                        rack_ports=rack_ports,
                        fetch_records=Path(args.fetch_records) if args.fetch_records else None)
    except ValueError as error:
        print(f"kafkasim broker: {error}", file=sys.stderr)
        return 2
    capture = _capture_to(broker, Path(args.capture)) if args.capture else None
    try:
        return await _run_broker(args, broker, rack)
    finally:
        if capture is not None:
            capture.close()


def _capture_to(broker, path: Path):
    """`--capture FILE`: the broker's listeners report every request to a capture log of their
    own whose sink appends it to `path` (nothing is kept in memory)."""
    from kafkasim.broker.control.capture import CaptureFile
    from kafkasim.broker.control.interceptor import ClusterControl, NodeControl

    sink = CaptureFile(path)
    control = ClusterControl(capture_limit=0)
    control.capture.sink = sink
    hook = NodeControl(control, broker.node_id, rack=broker.rack)
    for server in broker.servers:
        server.on_request = hook.on_request
    return sink


async def _run_broker(args: argparse.Namespace, broker, rack: str | None) -> int:
    with _stop_signals() as stop:
        try:
            started = await _until(stop, broker.start())
        except OSError as error:
            await broker.stop()
            return _listen_error("broker", error)
        except Exception as error:
            await broker.stop()
            print(f"kafkasim broker: {error}", file=sys.stderr)
            return 1
        if started:
            _print(f"broker {args.node_id}: {broker.advertised_host}:{broker.port} rack "
                   f"{rack or '-'} epoch {broker.controller_channel.broker_epoch} unfenced")
            await stop.wait()
            with contextlib.suppress(Exception):
                await broker.controller_channel.controlled_shutdown(timeout=2.0)
        await broker.stop()
    _print(f"broker {args.node_id}: stopped")
    return 0


async def _controller(args: argparse.Namespace, config: dict[str, str]) -> int:
    from kafkasim.broker.nodes.controller import Controller

    controller = Controller(args.node_id, host=args.host, port=args.port, config=Config(config),
                            data_dir=args.data_dir, cluster_id=args.cluster_id,
                            features=args.features)
    with _stop_signals() as stop:
        try:
            started = await _until(stop, controller.start())
        except OSError as error:
            await controller.stop()
            return _listen_error("controller", error)
        if started:
            _print(f"controller {controller.node_id}: {controller.host}:{controller.port} "
                   f"cluster {controller.cluster_id}")
            await stop.wait()
        await controller.stop()
    _print(f"controller {controller.node_id}: stopped")
    return 0
