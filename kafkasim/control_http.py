"""The HTTP/JSON control plane: every harness operation for tests in any language.

`kafkasim up --control 127.0.0.1:PORT` serves it beside the cluster, on the cluster's own
event loop (aiohttp), and so does `ControlPlane(cluster).start()` in Python. Every route but
`GET /openapi.json` needs `Authorization: Bearer <token>` (401 otherwise): the token is given
(`--control-token`) or generated and printed. A bind address other than loopback needs a
given token: a generated one would protect nothing the operator knows about.

Each route is declared with `@route` on its handler (method, path, summary, body schema,
query parameters); that one registry (`ROUTES`) builds the aiohttp router, the input checks
(kafkasim/control_schema.py) and the OpenAPI 3 document, so they cannot disagree. A handler
is thin: the checked input goes to one `Cluster` method, its result comes back as JSON.

Errors are JSON, `{"error": {"status", "kafka_error", "message"}}`, never a traceback. The
status comes from the error's type (`ERROR_STATUSES`): 400 for input the schema or the
cluster refuses, 401 without the token, 404 for an unknown broker, topic, fault rule, user or
route, 408 when a wait times out, 409 when the cluster's state or Kafka refuses the operation
(`kafka_error` is then Kafka's error name). Anything else is a bug of ours: 500, and one log
line naming where it was raised.
"""

from __future__ import annotations

import asyncio
import hmac
import inspect
import ipaddress
import json
import logging
import re
import secrets
import traceback
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from kafkasim.broker.cluster import (
    Cluster,
    ClusterConflict,
    ClusterNotRunningError,
    InvalidArgument,
    NotFound,
    UnknownFaultRule,
    UnknownUser,
)
from kafkasim.broker.cluster.chaos import DEFAULT_KINDS as DEFAULT_CHAOS_KINDS
from kafkasim.broker.cluster.chaos import KINDS as CHAOS_KINDS
from kafkasim.control_schema import (
    BOOLEAN,
    SchemaError,
    integer,
    nullable,
    obj,
    parameter,
    string,
    validate,
)
from kafkasim.protocol.errors import ErrorCode, KafkaError
from kafkasim.protocol.messages import API_NAMES

log = logging.getLogger("kafkasim.control_http")

JSON = "application/json"

# The status answering each error the harness raises; the first type that matches wins
# (UnknownTopic, a NotFound, is also a KafkaError). Anything else is a 500.
ERROR_STATUSES: tuple[tuple[type[Exception], int], ...] = (
    (SchemaError, 400), (InvalidArgument, 400),
    (NotFound, 404),
    (TimeoutError, 408),
    (ClusterConflict, 409), (ClusterNotRunningError, 409), (KafkaError, 409),
)
UNAUTHORIZED = 401


# --- schemas -------------------------------------------------------------------------------

BROKER_ID = integer(0, 1 << 30)
TIMEOUT = {"type": "number", "minimum": 0, "maximum": 60}
TOPIC_NAME = string(minLength=1, maxLength=249, pattern="^[a-zA-Z0-9._-]+$")
API = string(enum=sorted(API_NAMES.values()))
ERROR = {"oneOf": [string(enum=sorted(code.name for code in ErrorCode)), integer(-1, 200)]}

ACL_OPERATIONS = ["all", "read", "write", "create", "delete", "alter", "describe",
                  "cluster_action", "describe_configs", "alter_configs", "idempotent_write",
                  "create_tokens", "describe_tokens", "two_phase_commit"]
ACL_RESOURCE_TYPES = ["topic", "group", "cluster", "transactional_id", "delegation_token",
                      "user"]

# Request bodies, by the name routes give in `body=` (OpenAPI components).
SCHEMAS = {
    "Error": obj({"error": obj({"status": integer(), "kafka_error": nullable(string()),
                                "message": string()})}),
    "CreateTopic": obj({
        "name": TOPIC_NAME,
        "partitions": integer(-1, 1024), "replication_factor": integer(-1, 64),
        "configs": {"type": "object", "additionalProperties": string(maxLength=1000)},
        "assignments": {"type": "object", "additionalProperties": {
            "type": "array", "items": BROKER_ID, "minItems": 1, "maxItems": 64}},
        "timeout": TIMEOUT}, required=("name",)),
    "StopBroker": obj({"controlled": BOOLEAN}),
    "Isolate": obj({"from": {"type": "array", "minItems": 1, "items": {"oneOf": [
        string(enum=["controller", "brokers", "clients"]), BROKER_ID]}}}),
    "MoveLeader": obj({"to": BROKER_ID}, required=("to",)),
    "UncleanElection": obj({"to": nullable(BROKER_ID)}),
    "Replicas": obj({"replicas": {"type": "array", "items": BROKER_ID, "minItems": 1,
                                  "maxItems": 64}}, required=("replicas",)),
    "Fault": obj({
        "api": API, "error": ERROR, "broker": nullable(BROKER_ID),
        "topic": nullable(string(maxLength=249)), "partition": nullable(integer(0, 1 << 20)),
        "client_id": nullable(string(maxLength=1000)), "count": nullable(integer(1, 1 << 30)),
        "delay_ms": integer(0, 600000), "drop": BOOLEAN, "close": BOOLEAN,
        "internal": BOOLEAN,
        "match": {"type": "object", "description": "top-level request fields that must "
                  "equal these values (a predicate on the decoded request)"}},
        required=("api",)),
    "TcpFault": obj({
        "kind": string(enum=["slow", "cut", "slow_close", "reset", "drop_response"]),
        "api": nullable(API), "broker": nullable(BROKER_ID),
        "racks": {"type": "array", "minItems": 1, "maxItems": 2,
                  "items": string(minLength=1, maxLength=100),
                  "description": "a pair of racks (either way round), or one"},
        "client_id": nullable(string(maxLength=1000)), "count": nullable(integer(1, 1 << 30)),
        "internal": BOOLEAN, "direction": string(enum=["request", "response", "both"]),
        "latency_ms": {"type": "number", "minimum": 0, "maximum": 600000},
        "jitter_ms": {"type": "number", "minimum": 0, "maximum": 600000},
        "bytes_per_second": {"type": "number", "minimum": 1, "maximum": 1e12},
        "at_byte": integer(0, 1 << 30), "after_bytes": integer(0, 1 << 40),
        "delay_ms": integer(0, 600000)},
        required=("kind",)),
    "WaitForRequest": obj({
        "api": nullable(API), "broker": nullable(BROKER_ID), "timeout": TIMEOUT,
        "internal": BOOLEAN, "since": integer(0), "match": {"type": "object"}}),
    "VersionCap": obj({"api": API, "max_version": nullable(integer(0, 100)),
                       "broker": nullable(BROKER_ID)}, required=("api", "max_version")),
    "Throttle": obj({"throttle_ms": integer(0, 3600000), "api": nullable(API),
                     "broker": nullable(BROKER_ID),
                     "client_id": nullable(string(maxLength=1000))},
                    required=("throttle_ms",)),
    "Quota": obj({"entity": obj({entity_type: nullable(string(maxLength=1000))
                                 for entity_type in ("user", "client-id", "ip")}),
                  "values": {"type": "object",
                             "additionalProperties": nullable({"type": "number"})}},
                 required=("entity", "values")),
    "TierNow": obj({"delete_local": BOOLEAN,
                    "timeout": {"type": "number", "minimum": 0, "maximum": 30}}),
    "RemoteStoreFault": obj({"operation": string(enum=["copy", "fetch", "delete"]),
                             "count": integer(1, 1 << 20), "broker": nullable(BROKER_ID)},
                            required=("operation",)),
    "RemoteStore": obj({"broker": nullable(BROKER_ID)}),
    "History": obj({"enabled": BOOLEAN}, required=("enabled",)),
    "Chaos": obj({
        "seed": integer(-(1 << 62), 1 << 62), "faults": integer(0, 10000),
        "every": integer(2, 1 << 30),
        "kinds": {"type": "array", "minItems": 1, "items": string(enum=list(CHAOS_KINDS))},
        "topics": {"type": "array", "items": TOPIC_NAME},
        "schedule": {"type": "array", "maxItems": 100000, "items": {
            "type": "object", "description": "a step: at, action and its fields "
            "(docs/harness.md)"}}}),
    "EvictSessions": obj({"broker": nullable(BROKER_ID), "include_followers": BOOLEAN}),
    "AdvanceTime": obj({"seconds": {"type": "number", "minimum": 0, "maximum": 1e9}},
                       required=("seconds",)),
    "Conform": obj({
        "client": string(minLength=1, maxLength=100),
        "adapter": {"type": "array", "minItems": 1, "maxItems": 100,
                    "items": string(minLength=1, maxLength=4096),
                    "description": "the adapter's command line (default: the shipped one)"},
        "scenarios": {"type": "array", "maxItems": 1000,
                      "items": string(minLength=1, maxLength=100, pattern="^[a-z0-9-]+$")}},
        required=("client",)),
    "ClientMetricsSubscription": obj({
        "metrics": {"type": "array", "maxItems": 1000, "items": string(minLength=1,
                                                                         maxLength=1000)},
        "interval_ms": integer(100, 3600000),
        "match": {"type": "object", "additionalProperties": string(maxLength=1000),
                  "description": "selector (client_id, client_software_name, ...) -> regex"},
        "timeout": TIMEOUT}),
    "Acl": obj({
        "principal": string(minLength=1, maxLength=1000),
        "operations": {"type": "array", "minItems": 1, "items": string(enum=ACL_OPERATIONS)},
        "permission": string(enum=["allow", "deny"]),
        "pattern": string(enum=["literal", "prefixed"]),
        "host": string(minLength=1, maxLength=1000),
        "topic": string(minLength=1, maxLength=1000),
        "group": string(minLength=1, maxLength=1000),
        "transactional_id": string(minLength=1, maxLength=1000),
        "delegation_token": string(minLength=1, maxLength=1000),
        "user": string(minLength=1, maxLength=1000), "cluster": BOOLEAN},
        required=("principal", "operations")),
    "User": obj({"password": string(minLength=1, maxLength=1000),
                 "mechanisms": {"type": "array", "minItems": 1, "items": string(
                     enum=["PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"])}},
                required=("password",)),
}

PATH_PARAMETERS = {"broker": BROKER_ID, "topic": TOPIC_NAME, "partition": integer(0, 1 << 20),
                   "fault": integer(1), "group": string(minLength=1, maxLength=1000),
                   "user": string(minLength=1, maxLength=1000),
                   "subscription": string(minLength=1, maxLength=1000)}


# --- the route registry --------------------------------------------------------------------


@dataclass
class Route:
    method: str
    path: str
    summary: str
    handler: Callable[..., Awaitable[Any]]
    body: str | None = None  # a SCHEMAS name
    query: dict[str, dict] = field(default_factory=dict)
    text: bool = False  # answers text/plain (metrics)

    @property
    def path_parameters(self) -> list[str]:
        return re.findall(r"{(\w+)}", self.path)


ROUTES: list[Route] = []


def route(method: str, path: str, summary: str, *, body: str | None = None,
          query: dict[str, dict] | None = None, text: bool = False):
    """Declare the decorated handler as the route `method path`: it is called with the
    cluster, the path parameters, the query parameters present, and (with `body`, a SCHEMAS
    name) the checked JSON body as `body`."""
    def register(handler: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
        declared = Route(method, path, summary, handler, body, dict(query or {}), text)
        if any((r.method, r.path) == (method, path) for r in ROUTES):
            raise ValueError(f"{method} {path} is declared twice")
        unknown = set(declared.path_parameters) - set(PATH_PARAMETERS)
        if unknown or (body is not None and body not in SCHEMAS):
            raise ValueError(f"{method} {path}: no schema for {unknown or body}")
        ROUTES.append(declared)
        return handler

    return register


def _match(fields: dict | None):
    if not fields:
        return None

    def predicate(request) -> bool:
        return all(getattr(request, name, object()) == value for name, value in fields.items())

    return predicate


# --- cluster and topics --------------------------------------------------------------------


@route("GET", "/cluster", "Brokers, their state, the bootstrap string")
async def get_cluster(cluster: Cluster) -> dict:
    return cluster.describe()


@route("POST", "/reset", "Back to the state after start (topics deleted, faults, captures, "
       "throttles, caps and cuts cleared, brokers started)")
async def reset(cluster: Cluster) -> dict:
    await cluster.reset()
    return cluster.describe()


@route("GET", "/topics", "Topic names", query={"internal": BOOLEAN})
async def list_topics(cluster: Cluster, internal: bool = False) -> dict:
    return {"topics": cluster.topics(internal=internal)}


@route("POST", "/topics", "Create a topic; answers its state", body="CreateTopic")
async def create_topic(cluster: Cluster, body: dict) -> dict:
    assignments = body.get("assignments") or {}
    if not all(re.fullmatch("[0-9]{1,7}", key) for key in assignments):
        raise SchemaError("assignments: keys are partition numbers")
    await cluster.create_topic(body["name"], body.get("partitions", -1),
                               body.get("replication_factor", -1), body.get("configs"),
                               body.get("timeout", 10.0),
                               {int(k): v for k, v in assignments.items()} or None)
    return cluster.describe_topic(body["name"])


@route("GET", "/topics/{topic}", "A topic's partitions: leader, epochs, replicas, ISR, each "
       "replica's log")
async def get_topic(cluster: Cluster, topic: str) -> dict:
    return cluster.describe_topic(topic)


@route("DELETE", "/topics/{topic}", "Delete a topic")
async def delete_topic(cluster: Cluster, topic: str) -> dict:
    await cluster.delete_topic(topic)
    return {"deleted": topic}


# --- partitions ----------------------------------------------------------------------------


@route("POST", "/topics/{topic}/partitions/{partition}/leader",
       "Move the leadership to an in-sync replica (new leader epoch)", body="MoveLeader")
async def move_leader(cluster: Cluster, topic: str, partition: int, body: dict) -> dict:
    return await cluster.move_leader(topic, partition, to=body["to"])


@route("POST", "/topics/{topic}/partitions/{partition}/unclean-election",
       "Elect a replica uncleanly (diverging epochs, KIP-320)", body="UncleanElection")
async def unclean_election(cluster: Cluster, topic: str, partition: int, body: dict) -> dict:
    return await cluster.unclean_election(topic, partition, to=body.get("to"))


@route("PUT", "/topics/{topic}/partitions/{partition}/replicas",
       "Replace the replica list at once", body="Replicas")
async def set_replicas(cluster: Cluster, topic: str, partition: int, body: dict) -> dict:
    return await cluster.set_replicas(topic, partition, body["replicas"])


# --- the remote tier -----------------------------------------------------------------------


@route("POST", "/topics/{topic}/partitions/{partition}/tier", "Upload the partition to the "
       "remote tier now and (delete_local, default true) drop the uploaded local segments",
       body="TierNow")
async def tier_now(cluster: Cluster, topic: str, partition: int, body: dict) -> dict:
    return await cluster.tier_now(topic, partition, delete_local=body.get("delete_local", True),
                                  timeout=body.get("timeout", 10.0))


@route("POST", "/remote-store/faults", "The next `count` remote store operations of a kind "
       "fail", body="RemoteStoreFault")
async def fail_remote_store(cluster: Cluster, body: dict) -> dict:
    cluster.fail_remote_store(body["operation"], body.get("count", 1), body.get("broker"))
    return {"operation": body["operation"], "count": body.get("count", 1),
            "broker": body.get("broker")}


@route("POST", "/remote-store/pause", "Uploads to the remote store wait until resumed",
       body="RemoteStore")
async def pause_remote_store(cluster: Cluster, body: dict) -> dict:
    cluster.pause_remote_store(body.get("broker"))
    return {"broker": body.get("broker"), "paused": True}


@route("POST", "/remote-store/resume", "Uploads to the remote store proceed", body="RemoteStore")
async def resume_remote_store(cluster: Cluster, body: dict) -> dict:
    cluster.resume_remote_store(body.get("broker"))
    return {"broker": body.get("broker"), "paused": False}


# --- brokers -------------------------------------------------------------------------------


@route("POST", "/brokers/{broker}/stop", "Stop a broker (its logs stay)", body="StopBroker")
async def stop_broker(cluster: Cluster, broker: int, body: dict) -> dict:
    await cluster.stop_broker(broker, body.get("controlled", True))
    return cluster.describe()


@route("POST", "/brokers/{broker}/start", "Start a stopped broker")
async def start_broker(cluster: Cluster, broker: int) -> dict:
    await cluster.start_broker(broker)
    return cluster.describe()


@route("POST", "/brokers/{broker}/kill", "Power loss: unflushed records are lost")
async def kill_broker(cluster: Cluster, broker: int) -> dict:
    return {"lost": await cluster.kill_broker(broker)}


@route("POST", "/brokers/{broker}/isolate", "Cut a broker off from the controller, its peers "
       "and/or clients", body="Isolate")
async def isolate_broker(cluster: Cluster, broker: int, body: dict) -> dict:
    cluster.isolate(broker, body.get("from", ["controller", "brokers", "clients"]))
    return {"network_cuts": cluster.network_cuts()}


@route("POST", "/brokers/{broker}/heal", "Undo a broker's network cuts")
async def heal_broker(cluster: Cluster, broker: int) -> dict:
    cluster.heal(broker)
    return {"network_cuts": cluster.network_cuts()}


@route("POST", "/network/heal", "Undo every network cut")
async def heal_all(cluster: Cluster) -> dict:
    cluster.heal()
    return {"network_cuts": cluster.network_cuts()}


@route("POST", "/brokers/{broker}/replication/pause", "Followers on a broker stop fetching")
async def pause_replication(cluster: Cluster, broker: int) -> dict:
    cluster.pause_replication(broker)
    return {"broker": broker, "replication_paused": True}


@route("POST", "/brokers/{broker}/replication/resume", "Followers fetch again")
async def resume_replication(cluster: Cluster, broker: int) -> dict:
    cluster.resume_replication(broker)
    return {"broker": broker, "replication_paused": False}


@route("POST", "/groups/{group}/share-locks/expire", "End a share group's acquisition locks now")
async def expire_share_locks(cluster: Cluster, group: str) -> dict:
    return {"group": group, "released": cluster.expire_share_locks(group)}


@route("POST", "/groups/{group}/coordinator", "Move a group's coordinator", body="MoveLeader")
async def move_coordinator(cluster: Cluster, group: str, body: dict) -> dict:
    return await cluster.move_coordinator(group, to=body["to"])


# --- faults and capture --------------------------------------------------------------------


@route("GET", "/faults", "Fault rules, newest (first to match) first")
async def list_faults(cluster: Cluster) -> dict:
    return {"faults": [rule.describe() for rule in cluster.faults()]}


@route("POST", "/faults", "Push a fault rule: error, delay, drop or close", body="Fault")
async def add_fault(cluster: Cluster, body: dict) -> dict:
    rule = cluster.inject(
        body["api"], error=body.get("error"), broker=body.get("broker"),
        topic=body.get("topic"), partition=body.get("partition"),
        client_id=body.get("client_id"),
        count=body["count"] if "count" in body else 1, delay_ms=body.get("delay_ms", 0),
        drop=body.get("drop", False), close=body.get("close", False),
        when=_match(body.get("match")), internal=body.get("internal", False))
    return rule.describe()


@route("DELETE", "/faults", "Remove every fault rule")
async def clear_faults(cluster: Cluster) -> dict:
    cluster.clear_faults()
    return {"faults": []}


@route("DELETE", "/faults/{fault}", "Remove one fault rule")
async def remove_fault(cluster: Cluster, fault: int) -> dict:
    if not cluster.remove_fault(fault):
        raise UnknownFaultRule(fault)
    return {"removed": fault}


@route("GET", "/tcp-faults", "TCP fault rules, newest (first to match) first")
async def list_tcp_faults(cluster: Cluster) -> dict:
    return {"tcp_faults": [rule.describe() for rule in cluster.tcp_faults()]}


@route("POST", "/tcp-faults", "Push a TCP fault rule on the brokers' listeners: slow, cut, "
       "slow_close, reset or drop_response", body="TcpFault")
async def add_tcp_fault(cluster: Cluster, body: dict) -> dict:
    settings = {name: body[name] for name in (
        "api", "broker", "racks", "client_id", "count", "internal", "direction", "latency_ms",
        "jitter_ms", "bytes_per_second", "at_byte", "after_bytes", "delay_ms") if name in body}
    return cluster.tcp_fault(body["kind"], **settings).describe()


@route("DELETE", "/tcp-faults", "Remove every TCP fault rule")
async def clear_tcp_faults(cluster: Cluster) -> dict:
    cluster.clear_tcp_faults()
    return {"tcp_faults": []}


@route("DELETE", "/tcp-faults/{fault}", "Remove one TCP fault rule")
async def remove_tcp_fault(cluster: Cluster, fault: int) -> dict:
    if not cluster.remove_tcp_fault(fault):
        raise UnknownFaultRule(fault)
    return {"removed": fault}


@route("GET", "/requests", "Captured requests with their responses",
       query={"api": API, "broker": BROKER_ID, "internal": BOOLEAN, "since": integer(0),
              "limit": integer(1, 100000), "bodies": BOOLEAN})
async def list_requests(cluster: Cluster, api: str | None = None, broker: int | None = None,
                        internal: bool = False, since: int = 0, limit: int = 1000,
                        bodies: bool = True) -> dict:
    exchanges = cluster.requests(api, broker, internal=internal, since=since)
    return {"sequence": cluster.control.capture.sequence,
            "requests": [e.to_dict(bodies) for e in exchanges[-limit:]]}


@route("POST", "/requests/wait", "Wait for a request (408 on timeout)", body="WaitForRequest")
async def wait_for_request(cluster: Cluster, body: dict) -> dict:
    exchange = await cluster.wait_for_request(
        body.get("api"), _match(body.get("match")), body.get("timeout", 10.0),
        broker=body.get("broker"), internal=body.get("internal", False),
        since=body.get("since", 0))
    return exchange.to_dict()


@route("DELETE", "/requests", "Forget captured requests")
async def clear_requests(cluster: Cluster) -> dict:
    cluster.clear_requests()
    return {"requests": []}


# --- history and the checker ----------------------------------------------------------------


@route("GET", "/history", "Per partition: acknowledged writes, reads served, high watermark "
       "and last stable offset moves")
async def get_history(cluster: Cluster) -> dict:
    return cluster.history()


@route("PUT", "/history", "Start or stop recording the history", body="History")
async def set_history(cluster: Cluster, body: dict) -> dict:
    cluster.enable_history(body["enabled"])
    return {"enabled": body["enabled"]}


@route("DELETE", "/history", "Forget the history recorded")
async def clear_history(cluster: Cluster) -> dict:
    cluster.clear_history()
    return {"partitions": {}}


@route("GET", "/check", "Check the history against the logs: lost acknowledged records, "
       "duplicates, high watermark gone back, aborted reads, gaps (counts, first at fault)")
async def check(cluster: Cluster) -> dict:
    return cluster.check().to_dict()


@route("POST", "/chaos", "Play a fault schedule drawn from a seed (or given) tied to client "
       "request numbers", body="Chaos")
async def start_chaos(cluster: Cluster, body: dict) -> dict:
    run = cluster.chaos(body.get("seed"), schedule=body.get("schedule"),
                        faults=body.get("faults", 10), every=body.get("every", 100),
                        kinds=body.get("kinds", DEFAULT_CHAOS_KINDS), topics=body.get("topics"))
    return run.describe()


@route("GET", "/chaos", "The chaos run: schedule, fault log, outcomes (404 when none plays)")
async def get_chaos(cluster: Cluster) -> dict:
    if cluster.chaos_run is None:
        raise NotFound("no chaos run is playing")
    return cluster.chaos_run.describe()


@route("DELETE", "/chaos", "End the chaos run and undo its faults; answers its last state")
async def stop_chaos(cluster: Cluster) -> dict:
    run = await cluster.stop_chaos()
    return {"stopped": run is not None, **(run.describe() if run is not None else {})}


@route("POST", "/conform", "Run the KIP conformance scorecard of a client library (on a "
       "cluster of its own; takes a minute or two) and answer it", body="Conform")
async def conform(cluster: Cluster, body: dict) -> dict:
    from kafkasim.conform.driver import DriverError
    from kafkasim.conform.runner import ADAPTERS, run_scorecard, select

    client, command = body["client"], body.get("adapter")
    if command is None and client not in ADAPTERS:
        raise InvalidArgument(f"no adapter for {client!r} (shipped: {', '.join(ADAPTERS)}; "
                              "or give adapter)")
    try:
        select(body.get("scenarios"))
    except KeyError as missing:
        raise InvalidArgument(f"no scenario {missing.args[0]!r}") from None
    try:
        card = await asyncio.to_thread(run_scorecard, client, command=command,
                                       scenarios=body.get("scenarios"))
    except DriverError as error:
        raise InvalidArgument(str(error)) from None
    return card.as_dict()


# --- versions, throttles, sessions, users, ACLs, metrics -----------------------------------


@route("GET", "/versions", "Version caps")
async def get_versions(cluster: Cluster) -> dict:
    return {"caps": cluster.version_caps()}


@route("PUT", "/versions", "Cap an API's versions (null lifts the cap)", body="VersionCap")
async def cap_versions(cluster: Cluster, body: dict) -> dict:
    cluster.cap_versions(body["api"], body["max_version"], body.get("broker"))
    return {"caps": cluster.version_caps()}


@route("GET", "/throttles", "Throttle settings")
async def get_throttles(cluster: Cluster) -> dict:
    return {"throttles": [t.describe() for t in cluster.throttles()]}


@route("PUT", "/throttles", "Answer matching requests with ThrottleTimeMs (0 removes)",
       body="Throttle")
async def set_throttle(cluster: Cluster, body: dict) -> dict:
    cluster.set_throttle(body["throttle_ms"], body.get("api"), body.get("broker"),
                         body.get("client_id"))
    return await get_throttles(cluster)


@route("GET", "/quotas", "Client quotas (entity and values)")
async def get_quotas(cluster: Cluster) -> dict:
    return {"quotas": cluster.quotas()}


@route("PUT", "/quotas", "Set client quotas of an entity (a null value removes its key; a "
       "null name is the type's default entity)", body="Quota")
async def set_quota(cluster: Cluster, body: dict) -> dict:
    await cluster.set_quota(body["entity"], **body["values"])
    return await get_quotas(cluster)


@route("POST", "/fetch-sessions/evict", "Evict KIP-227 fetch sessions", body="EvictSessions")
async def evict_sessions(cluster: Cluster, body: dict) -> dict:
    return {"evicted": cluster.evict_fetch_sessions(body.get("broker"),
                                                    body.get("include_followers", False))}


@route("POST", "/time/advance", "Move the brokers' clock ahead: sessions, retention, transaction "
       "timeouts, share locks, fetch-session eviction and delayed operations expire on it",
       body="AdvanceTime")
async def advance_time(cluster: Cluster, body: dict) -> dict:
    return (await cluster.advance_time(body["seconds"]))._asdict()


@route("PUT", "/users/{user}", "Set a SASL user's password (PLAIN and SCRAM)", body="User")
async def set_user(cluster: Cluster, user: str, body: dict) -> dict:
    await cluster.set_user(user, body["password"], body.get("mechanisms"))
    return {"user": user, "mechanisms": cluster.user_mechanisms(user)}


@route("DELETE", "/users/{user}", "Delete a SASL user")
async def delete_user(cluster: Cluster, user: str) -> dict:
    if not cluster.user_mechanisms(user):
        raise UnknownUser(user)
    await cluster.delete_user(user)
    return {"deleted": user}


@route("GET", "/client-metrics", "What clients pushed (KIP-714), per client instance",
       query={"client_id": string(maxLength=1000)})
async def client_metrics(cluster: Cluster, client_id: str | None = None) -> dict:
    return {"clients": [client.to_dict() for client in cluster.client_metrics(client_id)]}


@route("PUT", "/client-metrics/subscriptions/{subscription}", "Create or change a "
       "client-metrics subscription (the metrics, interval and selectors clients push by)",
       body="ClientMetricsSubscription")
async def set_client_metrics(cluster: Cluster, subscription: str, body: dict) -> dict:
    configs = await cluster.set_client_metrics(
        subscription, metrics=body.get("metrics"), interval_ms=body.get("interval_ms"),
        match=body.get("match"), timeout=body.get("timeout", 10.0))
    return {"subscription": subscription, "configs": configs}


@route("DELETE", "/client-metrics/subscriptions/{subscription}",
       "Delete a client-metrics subscription")
async def delete_client_metrics(cluster: Cluster, subscription: str) -> dict:
    await cluster.delete_client_metrics(subscription)
    return {"deleted": subscription}


@route("GET", "/acls", "Every ACL (the authorizer's, from the controller's metadata)")
async def list_acls(cluster: Cluster) -> dict:
    return {"acls": cluster.acls()}


@route("POST", "/acls", "Allow or deny a principal operations on one resource (topic, group, "
       "transactional_id, user, delegation_token or cluster)", body="Acl")
async def add_acls(cluster: Cluster, body: dict) -> dict:
    await cluster.add_acls([body])
    return {"acls": cluster.acls()}


@route("DELETE", "/acls", "Delete ACLs: of a principal, on resources of a type and name "
       "(each optional)", query={"principal": string(minLength=1, maxLength=1000),
                                 "resource_type": string(enum=ACL_RESOURCE_TYPES),
                                 "name": string(minLength=1, maxLength=1000)})
async def remove_acls(cluster: Cluster, principal: str | None = None,
                      resource_type: str | None = None, name: str | None = None) -> dict:
    return {"deleted": await cluster.remove_acls(principal, resource_type, name)}


@route("GET", "/metrics", "Prometheus metrics", text=True)
async def metrics(cluster: Cluster) -> str:
    return cluster.metrics_text()


# --- the server ------------------------------------------------------------------------------


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class ControlPlane:
    """The HTTP control plane of one cluster, on the cluster's loop."""

    def __init__(self, cluster: Cluster, host: str = "127.0.0.1", port: int = 0,
                 token: str | None = None):
        if not is_loopback(host) and not token:
            raise ValueError(f"the control plane binds {host}, beyond loopback: give it a "
                             f"token (--control-token)")
        self.cluster = cluster
        self.host = host
        self.port = port
        self.token = token or secrets.token_urlsafe(24)
        self._runner: web.AppRunner | None = None

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    def start(self):
        """Start serving (on the cluster's loop); returns the plane, or an awaitable of it
        where the caller runs an event loop."""
        return self.cluster.call(self._start)

    async def _start(self) -> ControlPlane:
        app = web.Application(middlewares=[self._errors], client_max_size=1 << 20)
        for declared in ROUTES:
            app.router.add_route(declared.method, declared.path, self._handler(declared))
        app.router.add_get("/openapi.json", self._openapi)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port, reuse_address=True)
        await site.start()
        self.port = self._runner.addresses[0][1]
        self.cluster.attachments.append(self)
        log.info("control plane on %s", self.url)
        return self

    async def close(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    def openapi(self) -> dict:
        return openapi_document(self.url)

    async def _openapi(self, request: web.Request) -> web.Response:
        return web.json_response(openapi_document(f"{request.scheme}://{request.host}"))

    @web.middleware
    async def _errors(self, request: web.Request, handler) -> web.StreamResponse:
        if request.path != "/openapi.json" and not self._authorized(request):
            return _error(UNAUTHORIZED,
                          "a bearer token is required (Authorization: Bearer ...)")
        try:
            return await handler(request)
        except web.HTTPException as error:  # aiohttp's own 404/405/413
            return _error(error.status, error.reason)
        except Exception as error:
            status = status_of(error)
            if status is None:  # a bug of ours: still JSON, never a traceback
                log.error("control plane: %s %s failed: %s", request.method, request.path,
                          _where(error))
                log.debug("control plane: the failure's traceback", exc_info=error)
                return _error(500, f"internal error: {type(error).__name__}")
            kafka_error = None
            if isinstance(error, KafkaError):
                code = error.code
                kafka_error = code.name if isinstance(code, ErrorCode) else str(code)
                message = error.message or kafka_error
            else:
                message = str(error) or type(error).__name__
            return _error(status, message, kafka_error)

    def _authorized(self, request: web.Request) -> bool:
        header = request.headers.get("Authorization", "")
        scheme, _, token = header.partition(" ")
        return scheme.lower() == "bearer" and hmac.compare_digest(token.strip().encode(),
                                                                  self.token.encode())

    def _handler(self, declared: Route):
        async def handle(request: web.Request) -> web.StreamResponse:
            arguments: dict[str, Any] = {}
            for name in declared.path_parameters:
                arguments[name] = parameter(request.match_info[name], PATH_PARAMETERS[name],
                                            name)
            for name, schema in declared.query.items():
                if name in request.query:
                    arguments[name] = parameter(request.query[name], schema, name)
            if declared.body is not None:
                arguments["body"] = await _body(request, SCHEMAS[declared.body])
            result = declared.handler(self.cluster, **arguments)
            if inspect.isawaitable(result):
                result = await result
            if declared.text:
                return web.Response(text=result, content_type="text/plain",
                                    charset="utf-8")
            return web.json_response(result)

        return handle


def status_of(error: Exception) -> int | None:
    """The HTTP status answering `error` (ERROR_STATUSES); None for an unexpected one."""
    return next((status for kind, status in ERROR_STATUSES if isinstance(error, kind)), None)


def _where(error: Exception) -> str:
    """`error` in one line: its type, message and the place it was raised."""
    frames = traceback.extract_tb(error.__traceback__)
    place = f" at {frames[-1].filename}:{frames[-1].lineno}" if frames else ""
    return f"{type(error).__name__}: {error}{place}"


def _error(status: int, message: str, kafka_error: str | None = None) -> web.Response:
    return web.json_response({"error": {"status": status, "kafka_error": kafka_error,
                                        "message": message}}, status=status)


async def _body(request: web.Request, schema: dict) -> dict:
    if not request.can_read_body:
        body: Any = {}
    else:
        try:
            body = json.loads(await request.read() or b"{}")
        except (ValueError, UnicodeDecodeError, RecursionError):
            raise SchemaError("the body is not JSON (or nests too deep)") from None
    validate(body, schema)
    return body


# --- OpenAPI ---------------------------------------------------------------------------------


def openapi_document(server_url: str | None = None) -> dict:
    """The OpenAPI 3.0 document of ROUTES."""
    from kafkasim import __version__

    error_response = {"description": "error", "content": {JSON: {
        "schema": {"$ref": "#/components/schemas/Error"}}}}
    statuses = sorted({str(status) for _, status in ERROR_STATUSES} | {str(UNAUTHORIZED)})
    paths: dict[str, dict] = {}
    for declared in ROUTES:
        operation: dict[str, Any] = {
            "summary": declared.summary,
            "operationId": declared.handler.__name__,
            "responses": {
                "200": {"description": "done", "content": {
                    "text/plain" if declared.text else JSON: {
                        "schema": {"type": "string"} if declared.text
                        else {"type": "object"}}}},
                **{status: error_response for status in statuses}},
            "security": [{"bearer": []}],
        }
        parameters = [{"name": name, "in": "path", "required": True,
                       "schema": PATH_PARAMETERS[name]} for name in declared.path_parameters]
        parameters += [{"name": name, "in": "query", "required": False, "schema": schema}
                       for name, schema in declared.query.items()]
        if parameters:
            operation["parameters"] = parameters
        if declared.body is not None:
            operation["requestBody"] = {"required": False, "content": {JSON: {
                "schema": {"$ref": f"#/components/schemas/{declared.body}"}}}}
        paths.setdefault(declared.path, {})[declared.method.lower()] = operation
    document = {
        "openapi": "3.0.3",
        "info": {"title": "kafkasim control plane", "version": __version__,
                 "description": "Drive a kafkasim cluster from any language: topics, brokers, "
                 "partitions, faults, request capture, throttling, version caps, users, ACLs, "
                 "metrics. See docs/harness.md."},
        "paths": paths,
        "components": {"schemas": SCHEMAS,
                       "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}}},
    }
    if server_url:
        document["servers"] = [{"url": server_url}]
    return document
