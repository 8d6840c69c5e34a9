"""Fault schedules that replay exactly: drawn from a seed, tied to clients' request numbers.

A schedule is a list of `Step`s, each an `Action` at a request number: the number of client
requests the brokers have received since the run began (the brokers' own requests, and the
harness's to the controller, are not counted). `draw_schedule(seed, ...)` draws one from `random.Random(seed)` and nothing else —
not wall time, not the cluster's state — so one seed always gives one schedule; a schedule can
also be written by hand or read back from a run's `script()`.

`ChaosRun` plays a schedule: the interceptor (broker/control/interceptor.py) tells it of each
client request as it arrives, before any fault rule takes it, and every step due by then
fires. A quick step (isolate, heal, slow, error, remote store failure) acts at once, so the
request that reached the number is the first to meet it; a step that waits for the cluster
(kill, restart, leader move, unclean election) is queued to one worker task, so such steps
act one after another in schedule order. The fault log names each step with the request number
it fired at, so two runs of one seed against the same client run have byte-identical logs;
what each step did (a refused leader move, a broker already down) goes to `outcomes`, which
depends on the cluster's state and so is kept apart from the log.

The actions:

| action | fields | what it does |
|---|---|---|
| kill | broker | `kill_broker`: power loss, unflushed records lost |
| restart | broker | `start_broker` |
| isolate | broker, target ("controller", "brokers", "clients") | `isolate` |
| heal | broker | `heal` |
| move_leader | topic, partition, to | `move_leader` (refused when `to` cannot lead cleanly) |
| unclean_election | topic, partition, to (optional) | `unclean_election` (may lose acknowledged records) |
| slow | broker, delay_ms | Produce and Fetch to `broker`, the replicas' fetches too, held back `delay_ms` |
| fast | broker | the `slow` rules of `broker` removed |
| error | api, error, broker, count | `inject(api, error=..., broker=..., count=...)` |
| remote_store | operation, count | `fail_remote_store(operation, count)` |
| tcp | kind, api, broker, count, after_bytes, delay_ms | `tcp_fault(kind, api=..., broker=..., count=...)`: a fault on the wire (broker/network/wire_faults.py); `delay_ms` is a slow link's latency or a slow close's delay, `after_bytes` a reset's count |
| advance_time | seconds | `advance_time(seconds)`: the broker clock moves (broker/clock.py), so what expires on it (sessions, locks, transactions, retention) expires at that request |

A drawn schedule keeps at most one broker down (killed, isolated or slowed) at a time, each
episode ended by its restart, heal or fast step; it draws unclean elections and remote store
failures only when `kinds` names them (the first loses data by design, the second needs the
remote tier), and TCP faults (a cut, a reset, a lost answer or a slow close of one Produce or
Fetch) only when `kinds` names "tcp", so the schedules of seeds drawn before it existed stay
the same; clock jumps (advance_time) likewise only when `kinds` names them.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from enum import Enum
from pathlib import Path

from kafkasim.broker.control.errors import InvalidArgument
from kafkasim.broker.network.wire_faults import WireFaultKind

log = logging.getLogger("kafkasim.chaos")


class Action(Enum):
    KILL = "kill"
    RESTART = "restart"
    ISOLATE = "isolate"
    HEAL = "heal"
    MOVE_LEADER = "move_leader"
    UNCLEAN_ELECTION = "unclean_election"
    SLOW = "slow"
    FAST = "fast"
    ERROR = "error"
    REMOTE_STORE = "remote_store"
    TCP = "tcp"
    ADVANCE_TIME = "advance_time"


# What a drawn schedule chooses from, and what each kind starts (and which action ends it).
KINDS = ("kill", "isolate", "move_leader", "unclean_election", "slow", "error", "remote_store",
         "tcp", "advance_time")
DEFAULT_KINDS = ("kill", "isolate", "move_leader", "slow", "error")
_ENDS = {Action.KILL: Action.RESTART, Action.ISOLATE: Action.HEAL, Action.SLOW: Action.FAST}
_WAITS = frozenset((Action.KILL, Action.RESTART, Action.MOVE_LEADER, Action.UNCLEAN_ELECTION))
_ISOLATION_TARGETS = ("controller", "brokers", "clients")
_ERRORS = (("Produce", "NOT_LEADER_OR_FOLLOWER"), ("Fetch", "NOT_LEADER_OR_FOLLOWER"),
           ("Fetch", "FENCED_LEADER_EPOCH"), ("Metadata", "REQUEST_TIMED_OUT"))
_REMOTE_OPERATIONS = ("copy", "fetch")
_TCP_KINDS = ("cut", "reset", "drop_response", "slow_close")
WIRE_FAULT_KINDS = tuple(kind.value for kind in WireFaultKind)
_CLOCK_JUMPS = (30, 60, 300, 600)  # seconds: past heartbeats, share locks, sessions, timeouts
_FIELDS = ("broker", "target", "topic", "partition", "to", "delay_ms", "api", "error", "count",
           "operation", "kind", "after_bytes", "seconds")


@dataclass(frozen=True)
class Step:
    """One action at client request number `at` (see the module docstring's table)."""

    at: int
    action: Action
    broker: int | None = None
    target: str | None = None
    topic: str | None = None
    partition: int | None = None
    to: int | None = None
    delay_ms: int | None = None
    api: str | None = None
    error: str | None = None
    count: int | None = None
    operation: str | None = None
    kind: str | None = None
    after_bytes: int | None = None
    seconds: float | None = None

    def describe(self) -> str:
        """The step as one line of the fault log: its action and its set fields, in a fixed
        order."""
        fields = " ".join(f"{name}={getattr(self, name)}" for name in _FIELDS
                          if getattr(self, name) is not None)
        return f"{self.action.value} {fields}".rstrip()

    def to_dict(self) -> dict:
        data = {k: v for k, v in asdict(self).items() if v is not None}
        data["action"] = self.action.value
        return data

    @classmethod
    def from_dict(cls, data: dict) -> Step:
        """A step from its `to_dict` form; InvalidArgument for anything else."""
        if not isinstance(data, dict):
            raise InvalidArgument(f"a chaos step is an object, not {data!r}")
        unknown = set(data) - {"at", "action", *_FIELDS}
        if unknown:
            raise InvalidArgument(f"unknown chaos step fields {sorted(unknown)}")
        try:
            action = Action(data.get("action"))
        except ValueError:
            raise InvalidArgument(f"unknown chaos action {data.get('action')!r}; one of "
                                  f"{', '.join(a.value for a in Action)}") from None
        at = data.get("at")
        if not isinstance(at, int) or isinstance(at, bool) or at < 1:
            raise InvalidArgument(f"a chaos step's 'at' is a request number >= 1, not {at!r}")
        step = cls(at=at, action=action, **{k: data[k] for k in _FIELDS if k in data})
        missing = [name for name in _REQUIRED[action] if getattr(step, name) is None]
        if missing:
            raise InvalidArgument(f"chaos action {action.value} needs {', '.join(missing)}")
        if action is Action.TCP and step.kind not in WIRE_FAULT_KINDS:
            raise InvalidArgument(f"unknown TCP fault kind {step.kind!r}; one of "
                                  f"{', '.join(WIRE_FAULT_KINDS)}")
        seconds = step.seconds
        if seconds is not None and (isinstance(seconds, bool) or not isinstance(
                seconds, int | float) or not 0 <= seconds < float("inf")):
            raise InvalidArgument(f"a chaos step's 'seconds' is a number >= 0, not {seconds!r}")
        return step


_REQUIRED = {
    Action.KILL: ("broker",), Action.RESTART: ("broker",), Action.ISOLATE: ("broker", "target"),
    Action.HEAL: ("broker",), Action.MOVE_LEADER: ("topic", "partition", "to"),
    Action.UNCLEAN_ELECTION: ("topic", "partition"), Action.SLOW: ("broker", "delay_ms"),
    Action.FAST: ("broker",), Action.ERROR: ("api", "error", "count"),
    Action.REMOTE_STORE: ("operation", "count"), Action.TCP: ("kind",),
    Action.ADVANCE_TIME: ("seconds",),
}


def load_script(path: Path, brokers: int) -> list[Step]:
    """The steps of a script file: a run's `script()` (or `GET /chaos`'s answer) as JSON, or a
    bare list of steps, for a cluster of brokers 1..`brokers`. InvalidArgument, with one line
    saying why, for a file that cannot be read or played."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as error:
        raise InvalidArgument(f"cannot read {path}: {error.strerror or error}") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise InvalidArgument(f"{path} is not JSON: {error}") from None
    schedule = data.get("schedule") if isinstance(data, dict) else data
    if not isinstance(schedule, list):
        raise InvalidArgument(f"{path} holds no schedule (a list of steps, or an object with "
                              "'schedule')")
    steps = [Step.from_dict(step) for step in schedule]
    for step in steps:
        if step.broker is not None and not 1 <= step.broker <= brokers:
            raise InvalidArgument(f"a step names broker {step.broker}; the cluster has "
                                  f"brokers 1..{brokers}")
    return steps


def draw_schedule(seed: int, brokers: Sequence[int], partitions: Sequence[tuple[str, int,
                                                                                 list[int]]],
                  faults: int = 10, every: int = 100,
                  kinds: Iterable[str] = DEFAULT_KINDS) -> list[Step]:
    """`faults` faults drawn from `seed` alone: about `every` client requests apart, on
    `brokers` and `partitions` ((topic, partition, replicas) each). See the module
    docstring."""
    kinds = tuple(kinds)
    unknown = set(kinds) - set(KINDS)
    if unknown or not kinds:
        raise InvalidArgument(f"chaos kinds must be some of {', '.join(KINDS)}")
    if faults < 0 or every < 2:
        raise InvalidArgument("faults must be >= 0 and every >= 2")
    if not brokers:
        raise InvalidArgument("chaos needs brokers")
    rng = random.Random(seed)
    brokers = sorted(brokers)
    partitions = sorted(partitions)
    steps: list[Step] = []
    at = 0
    for _ in range(faults):
        at += rng.randint(every // 2, every + every // 2)
        kind = Action(rng.choice(kinds))
        needs_partition = kind in (Action.MOVE_LEADER, Action.UNCLEAN_ELECTION)
        if needs_partition and not partitions:
            kind = Action.ERROR
        broker = rng.choice(brokers)
        if kind in _ENDS:
            step = Step(at, kind, broker=broker,
                        target=rng.choice(_ISOLATION_TARGETS) if kind is Action.ISOLATE
                        else None,
                        delay_ms=rng.choice((50, 100, 200)) if kind is Action.SLOW else None)
            at += rng.randint(every // 2, every)
            steps += [step, Step(at, _ENDS[kind], broker=broker)]
        elif needs_partition:
            topic, index, replicas = rng.choice(partitions)
            steps.append(Step(at, kind, topic=topic, partition=index,
                              to=rng.choice(sorted(replicas)) if kind is Action.MOVE_LEADER
                              else None))
        elif kind is Action.ERROR:
            api, error = rng.choice(_ERRORS)
            steps.append(Step(at, kind, api=api, error=error, broker=broker,
                              count=rng.randint(1, 3)))
        elif kind is Action.TCP:
            tcp = rng.choice(_TCP_KINDS)
            steps.append(Step(at, Action.TCP, kind=tcp, api=rng.choice(("Produce", "Fetch")),
                              broker=broker, count=rng.randint(1, 3),
                              after_bytes=rng.randint(0, 64) if tcp == "reset" else None,
                              delay_ms=rng.choice((100, 300)) if tcp == "slow_close"
                              else None))
        elif kind is Action.ADVANCE_TIME:
            steps.append(Step(at, kind, seconds=rng.choice(_CLOCK_JUMPS)))
        else:
            steps.append(Step(at, kind, operation=rng.choice(_REMOTE_OPERATIONS),
                              count=rng.randint(1, 3)))
    return steps


class ChaosRun:
    """A schedule being played on `cluster` (see the module docstring). `log` holds the fault
    log lines, `outcomes` what each fired step did."""

    def __init__(self, cluster, steps: Sequence[Step], seed: int | None = None) -> None:
        self.cluster = cluster
        self.seed = seed
        self.steps = sorted(steps, key=lambda s: s.at)
        self.log: list[str] = []
        self.outcomes: list[dict] = []
        self.requests = 0
        self._next = 0
        self._queue: asyncio.Queue[tuple[int, Step]] = asyncio.Queue()
        self._worker: asyncio.Task | None = None
        self._slow_rules: dict[int, list] = {}
        self._rules: list = []
        self.killed: set[int] = set()
        self.isolated: set[int] = set()
        self._busy = False

    @property
    def done(self) -> bool:
        """Every step fired and the waiting ones finished."""
        return self._next == len(self.steps) and self._queue.empty() and not self._busy

    def start(self) -> None:
        self._worker = asyncio.get_running_loop().create_task(self._work())

    def on_client_request(self) -> None:
        """The interceptor's call for each client request: fire the steps now due."""
        self.requests += 1
        steps = self.steps
        while self._next < len(steps) and steps[self._next].at <= self.requests:
            step = steps[self._next]
            self._next += 1
            self.log.append(f"{self.requests:>8} {step.describe()}")
            if step.action in _WAITS:
                self._queue.put_nowait((self.requests, step))
            else:
                self._outcome(self.requests, step, self._act_now)

    def _outcome(self, number: int, step: Step, act) -> None:
        try:
            result = act(step)
            self.outcomes.append({"at": number, "step": step.describe(), "ok": True,
                                  "result": result})
        except Exception as error:  # the cluster refused: recorded, the run goes on
            self.outcomes.append({"at": number, "step": step.describe(), "ok": False,
                                  "error": f"{type(error).__name__}: {error}"})

    def _act_now(self, step: Step):
        cluster = self.cluster
        action = step.action
        if action is Action.ISOLATE:
            self.isolated.add(step.broker)
            return cluster.isolate(step.broker, step.target)
        if action is Action.HEAL:
            self.isolated.discard(step.broker)
            return cluster.heal(step.broker)
        if action is Action.SLOW:
            rules = [cluster.inject(api, delay_ms=step.delay_ms, broker=step.broker,
                                    count=None, internal=True) for api in ("Produce", "Fetch")]
            self._slow_rules.setdefault(step.broker, []).extend(rules)
            return [rule.id for rule in rules]
        if action is Action.FAST:
            for rule in self._slow_rules.pop(step.broker, []):
                rule.remove()
            return None
        if action is Action.ERROR:
            rule = cluster.inject(step.api, error=step.error, broker=step.broker,
                                  count=step.count)
            self._rules.append(rule)
            return rule.id
        if action is Action.REMOTE_STORE:
            return cluster.fail_remote_store(step.operation, step.count)
        if action is Action.TCP:
            settings = {"api": step.api, "broker": step.broker}
            if step.count is not None:
                settings["count"] = step.count
            if step.after_bytes is not None:
                settings["after_bytes"] = step.after_bytes
            if step.delay_ms is not None:
                settings["latency_ms" if step.kind == "slow" else "delay_ms"] = step.delay_ms
            rule = cluster.tcp_fault(step.kind, **settings)
            self._rules.append(rule)
            return rule.id
        if action is Action.ADVANCE_TIME:
            # The due timers run on the loop's next turns, after this request is handled.
            return cluster.control.clock.advance(step.seconds)
        raise AssertionError(step)

    async def _work(self) -> None:
        while True:
            number, step = await self._queue.get()
            self._busy = True
            try:
                outcome = {"at": number, "step": step.describe()}
                try:
                    outcome["result"] = _jsonable(await self._act_waiting(step))
                    outcome["ok"] = True
                except asyncio.CancelledError:
                    raise
                except Exception as error:
                    outcome.update(ok=False, error=f"{type(error).__name__}: {error}")
                self.outcomes.append(outcome)
            finally:
                self._busy = False

    async def _act_waiting(self, step: Step):
        cluster = self.cluster
        action = step.action
        if action is Action.KILL:
            lost = await cluster.kill_broker(step.broker)
            self.killed.add(step.broker)
            return lost
        if action is Action.RESTART:
            self.killed.discard(step.broker)
            await cluster.start_broker(step.broker)
            return None
        if action is Action.MOVE_LEADER:
            return await cluster.move_leader(step.topic, step.partition, to=step.to)
        return await cluster.unclean_election(step.topic, step.partition, to=step.to)

    async def stop(self, timeout: float = 30.0) -> None:
        """Fire nothing more; let a waiting step finish, then undo what is still in force:
        heal the brokers it isolated, remove its fault rules, restart the brokers it
        killed."""
        self._next = len(self.steps)
        deadline = asyncio.get_running_loop().time() + timeout
        while (not self._queue.empty() or self._busy) and \
                asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.02)
        await self.cancel()
        for broker in sorted(self.isolated):
            self.cluster.heal(broker)
        self.isolated.clear()
        for rules in self._slow_rules.values():
            for rule in rules:
                rule.remove()
        self._slow_rules.clear()
        for rule in self._rules:
            rule.remove()
        for broker in sorted(self.killed):
            if broker not in self.cluster.running:
                await self.cluster.start_broker(broker)
        self.killed.clear()

    async def cancel(self) -> None:
        """Stop the worker without undoing anything (the cluster is stopping)."""
        self._next = len(self.steps)
        if self._worker is not None:
            self._worker.cancel()
            await asyncio.gather(self._worker, return_exceptions=True)
            self._worker = None

    def script(self) -> dict:
        """The run as a replayable script: `Cluster.chaos(schedule=script["schedule"])`."""
        return {"seed": self.seed, "schedule": [step.to_dict() for step in self.steps]}

    def describe(self) -> dict:
        return {**self.script(), "requests": self.requests, "fired": self._next,
                "done": self.done, "log": list(self.log), "outcomes": list(self.outcomes)}

    def fault_log(self) -> str:
        return "\n".join(self.log) + ("\n" if self.log else "")


def _jsonable(value):
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return str(value)
    return value
