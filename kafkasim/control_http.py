"""The HTTP/JSON control plane: every harness operation for tests in any language.

`kafkasim up --control 127.0.0.1:PORT` serves it beside the cluster, on the cluster's own
event loop (aiohttp), and so does `ControlPlane(cluster).start()` in Python. Every route but
`GET /openapi.json` needs `Authorization: Bearer <token>` (401 otherwise): the token is given
(`--control-token`) or generated and printed. A bind address other than loopback needs a
given token: a generated one would protect nothing the operator knows about.

One table (`ROUTES`) defines each route's method, path, parameters and body schema; the same
table builds the aiohttp router, the request validation and the OpenAPI 3 document, so they
cannot disagree. Errors are JSON, `{"error": {"status", "kafka_error"?, "message"}}`, with a
4xx status, never a traceback: 400 for a body or parameter the schema refuses, 401 without
the token, 404 for an unknown broker, topic, fault or route, 408 when a wait times out, 409
when the cluster refuses the operation (with Kafka's error name where Kafka has one).
"""

from __future__ import annotations

import hmac
import inspect
import ipaddress
import json
import logging
import re
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from kafkasim.broker.cluster import Cluster
from kafkasim.broker.control.faults import FaultError
from kafkasim.protocol.errors import ErrorCode, KafkaError
from kafkasim.protocol.messages import API_NAMES

log = logging.getLogger("kafkasim.control_http")

JSON = "application/json"
API_NAME_LIST = sorted(API_NAMES.values())
ERROR_NAMES = sorted(code.name for code in ErrorCode)


class HttpError(Exception):
    def __init__(self, status: int, message: str, kafka_error: str | None = None):
        super().__init__(message)
        self.status = status
        self.message = message
        self.kafka_error = kafka_error


# --- schemas (JSON Schema, the subset the validator below understands) -----------------------


def integer(minimum: int | None = None, maximum: int | None = None, **extra) -> dict:
    schema: dict[str, Any] = {"type": "integer", **extra}
    if minimum is not None:
        schema["minimum"] = minimum
    if maximum is not None:
        schema["maximum"] = maximum
    return schema


def string(**extra) -> dict:
    return {"type": "string", **extra}


def nullable(schema: dict) -> dict:
    return {**schema, "nullable": True}


def obj(properties: dict, required: tuple[str, ...] = ()) -> dict:
    schema = {"type": "object", "properties": properties, "additionalProperties": False}
    if required:
        schema["required"] = list(required)
    return schema


BROKER_ID = integer(0, 1 << 30)
TIMEOUT = {"type": "number", "minimum": 0, "maximum": 60}
TOPIC_NAME = string(minLength=1, maxLength=249, pattern="^[a-zA-Z0-9._-]+$")
API = string(enum=API_NAME_LIST)
ERROR = {"oneOf": [string(enum=ERROR_NAMES), integer(-1, 200)]}

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
    "StopBroker": obj({"controlled": {"type": "boolean"}}),
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
        "delay_ms": integer(0, 600000), "drop": {"type": "boolean"},
        "close": {"type": "boolean"}, "internal": {"type": "boolean"},
        "match": {"type": "object", "description": "top-level request fields that must "
                  "equal these values (a predicate on the decoded request)"}},
        required=("api",)),
    "WaitForRequest": obj({
        "api": nullable(API), "broker": nullable(BROKER_ID), "timeout": TIMEOUT,
        "internal": {"type": "boolean"}, "since": integer(0),
        "match": {"type": "object"}}),
    "VersionCap": obj({"api": API, "max_version": nullable(integer(0, 100)),
                       "broker": nullable(BROKER_ID)}, required=("api", "max_version")),
    "Throttle": obj({"throttle_ms": integer(0, 3600000), "api": nullable(API),
                     "broker": nullable(BROKER_ID),
                     "client_id": nullable(string(maxLength=1000))},
                    required=("throttle_ms",)),
    "TierNow": obj({"delete_local": {"type": "boolean"},
                    "timeout": {"type": "number", "minimum": 0, "maximum": 30}}),
    "RemoteStoreFault": obj({"operation": string(enum=["copy", "fetch", "delete"]),
                             "count": integer(1, 1 << 20), "broker": nullable(BROKER_ID)},
                            required=("operation",)),
    "RemoteStore": obj({"broker": nullable(BROKER_ID)}),
    "EvictSessions": obj({"broker": nullable(BROKER_ID),
                          "include_followers": {"type": "boolean"}}),
    "User": obj({"password": string(minLength=1, maxLength=1000),
                 "mechanisms": {"type": "array", "minItems": 1, "items": string(
                     enum=["PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512"])}},
                required=("password",)),
}


class SchemaError(ValueError):
    pass


def validate(value: Any, schema: dict, where: str = "body") -> None:
    """Check `value` against `schema` (the JSON Schema subset used in SCHEMAS)."""
    if value is None:
        if schema.get("nullable"):
            return
        raise SchemaError(f"{where}: null not allowed")
    if "oneOf" in schema:
        for option in schema["oneOf"]:
            try:
                validate(value, option, where)
                return
            except SchemaError:
                continue
        raise SchemaError(f"{where}: matches none of the allowed forms")
    kind = schema.get("type")
    if kind == "object":
        if not isinstance(value, dict):
            raise SchemaError(f"{where}: expected an object")
        properties = schema.get("properties", {})
        for name in schema.get("required", ()):
            if name not in value:
                raise SchemaError(f"{where}: '{name}' is required")
        extra = schema.get("additionalProperties", True)
        for name, item in value.items():
            if name in properties:
                validate(item, properties[name], f"{where}.{name}")
            elif extra is False:
                raise SchemaError(f"{where}: unknown field '{name}'")
            elif isinstance(extra, dict):
                validate(item, extra, f"{where}.{name}")
    elif kind == "array":
        if not isinstance(value, list):
            raise SchemaError(f"{where}: expected an array")
        if len(value) < schema.get("minItems", 0) or len(value) > schema.get("maxItems", 1 << 30):
            raise SchemaError(f"{where}: wrong number of items")
        for index, item in enumerate(value):
            validate(item, schema.get("items", {}), f"{where}[{index}]")
    elif kind == "integer":
        if isinstance(value, bool) or not isinstance(value, int):
            raise SchemaError(f"{where}: expected an integer")
        _check_range(value, schema, where)
    elif kind == "number":
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise SchemaError(f"{where}: expected a number")
        _check_range(value, schema, where)
    elif kind == "boolean":
        if not isinstance(value, bool):
            raise SchemaError(f"{where}: expected true or false")
    elif kind == "string":
        if not isinstance(value, str):
            raise SchemaError(f"{where}: expected a string")
        if not schema.get("minLength", 0) <= len(value) <= schema.get("maxLength", 1 << 30):
            raise SchemaError(f"{where}: wrong length")
        if "pattern" in schema and not re.search(schema["pattern"], value):
            raise SchemaError(f"{where}: does not match {schema['pattern']}")
    if "enum" in schema and value not in schema["enum"]:
        raise SchemaError(f"{where}: not one of the allowed values")


def _check_range(value, schema: dict, where: str) -> None:
    if "minimum" in schema and value < schema["minimum"]:
        raise SchemaError(f"{where}: below {schema['minimum']}")
    if "maximum" in schema and value > schema["maximum"]:
        raise SchemaError(f"{where}: above {schema['maximum']}")


# --- routes ----------------------------------------------------------------------------------


@dataclass
class Route:
    method: str
    path: str
    summary: str
    handler: Callable[..., Awaitable[Any]]
    body: str | None = None  # a SCHEMAS name
    query: dict[str, dict] = field(default_factory=dict)
    text: bool = False  # answers text/plain (metrics)
    public: bool = False

    @property
    def path_parameters(self) -> list[str]:
        return re.findall(r"{(\w+)}", self.path)


PATH_PARAMETERS = {"broker": BROKER_ID, "topic": TOPIC_NAME, "partition": integer(0, 1 << 20),
                   "fault": integer(1), "group": string(minLength=1, maxLength=1000),
                   "user": string(minLength=1, maxLength=1000)}


async def _result(value):
    return await value if inspect.isawaitable(value) else value


def _broker(cluster: Cluster, broker_id: int) -> int:
    if broker_id not in cluster.node_ids:
        raise HttpError(404, f"no broker {broker_id} (brokers {cluster.node_ids})")
    return broker_id


def _topic_state(cluster: Cluster, name: str) -> dict:
    try:
        return cluster.describe_topic(name)
    except KeyError:
        raise HttpError(404, f"no topic {name}", "UNKNOWN_TOPIC_OR_PARTITION") from None


def _match(fields: dict | None):
    if not fields:
        return None

    def predicate(request) -> bool:
        return all(getattr(request, name, object()) == value for name, value in fields.items())

    return predicate


async def get_cluster(cluster: Cluster, **_) -> dict:
    controller = cluster.controller
    image = controller.metadata
    return {
        "bootstrap": cluster.bootstrap, "cluster_id": controller.cluster_id,
        "controller": {"id": controller.node_id, "host": controller.host,
                       "port": controller.port},
        "brokers": [{"id": n, "host": cluster.brokers[n].advertised_host,
                     "port": cluster.brokers[n].port,
                     "rack": cluster.rack_of(n), "running": n in cluster.running,
                     "fenced": image.brokers[n].fenced if n in image.brokers else True,
                     "replication_paused": n in cluster._paused}
                    for n in cluster.node_ids],
        "network_cuts": cluster.control.network.describe(),
    }


async def list_topics(cluster: Cluster, internal: bool = False, **_) -> dict:
    return {"topics": cluster.topics(internal=internal)}


async def create_topic(cluster: Cluster, body: dict, **_) -> dict:
    assignments = {int(k): v for k, v in (body.get("assignments") or {}).items()
                   if k.isdigit()} or None
    if body.get("assignments") and assignments is None:
        raise HttpError(400, "assignments: keys are partition numbers")
    await cluster.create_topic(body["name"], body.get("partitions", -1),
                               body.get("replication_factor", -1), body.get("configs"),
                               body.get("timeout", 10.0), assignments)
    return _topic_state(cluster, body["name"])


async def get_topic(cluster: Cluster, topic: str, **_) -> dict:
    return _topic_state(cluster, topic)


async def delete_topic(cluster: Cluster, topic: str, **_) -> dict:
    _topic_state(cluster, topic)
    await cluster.delete_topic(topic)
    return {"deleted": topic}


async def stop_broker(cluster: Cluster, broker: int, body: dict, **_) -> dict:
    await cluster.stop_broker(_broker(cluster, broker), body.get("controlled", True))
    return await get_cluster(cluster)


async def start_broker(cluster: Cluster, broker: int, **_) -> dict:
    if _broker(cluster, broker) in cluster.running:
        raise HttpError(409, f"broker {broker} is running")
    await cluster.start_broker(broker)
    return await get_cluster(cluster)


async def kill_broker(cluster: Cluster, broker: int, **_) -> dict:
    if _broker(cluster, broker) not in cluster.running:
        raise HttpError(409, f"broker {broker} is not running")
    return {"lost": await cluster.kill_broker(broker)}


async def isolate_broker(cluster: Cluster, broker: int, body: dict, **_) -> dict:
    cluster.isolate(_broker(cluster, broker), body.get("from", ["controller", "brokers",
                                                                "clients"]))
    return {"network_cuts": cluster.control.network.describe()}


async def heal_broker(cluster: Cluster, broker: int, **_) -> dict:
    cluster.heal(_broker(cluster, broker))
    return {"network_cuts": cluster.control.network.describe()}


async def heal_all(cluster: Cluster, **_) -> dict:
    cluster.heal()
    return {"network_cuts": []}


async def pause_replication(cluster: Cluster, broker: int, **_) -> dict:
    cluster.pause_replication(_broker(cluster, broker))
    return {"broker": broker, "replication_paused": True}


async def resume_replication(cluster: Cluster, broker: int, **_) -> dict:
    cluster.resume_replication(_broker(cluster, broker))
    return {"broker": broker, "replication_paused": False}


async def move_leader(cluster: Cluster, topic: str, partition: int, body: dict, **_) -> dict:
    return await cluster.move_leader(topic, partition, to=body["to"])


async def unclean_election(cluster: Cluster, topic: str, partition: int, body: dict,
                           **_) -> dict:
    return await cluster.unclean_election(topic, partition, to=body.get("to"))


async def set_replicas(cluster: Cluster, topic: str, partition: int, body: dict, **_) -> dict:
    return await cluster.set_replicas(topic, partition, body["replicas"])


async def move_coordinator(cluster: Cluster, group: str, body: dict, **_) -> dict:
    _broker(cluster, body["to"])
    if body["to"] not in cluster.running:
        raise HttpError(409, f"broker {body['to']} is not running")
    return await cluster.move_coordinator(group, to=body["to"])


async def tier_now(cluster: Cluster, topic: str, partition: int, body: dict, **_) -> dict:
    return await cluster.tier_now(topic, partition, delete_local=body.get("delete_local", True),
                                  timeout=body.get("timeout", 10.0))


def _running_broker(cluster: Cluster, broker: int | None) -> int | None:
    if broker is not None and _broker(cluster, broker) not in cluster.running:
        raise HttpError(409, f"broker {broker} is not running")
    return broker


async def fail_remote_store(cluster: Cluster, body: dict, **_) -> dict:
    cluster.fail_remote_store(body["operation"], body.get("count", 1),
                              _running_broker(cluster, body.get("broker")))
    return {"operation": body["operation"], "count": body.get("count", 1),
            "broker": body.get("broker")}


async def pause_remote_store(cluster: Cluster, body: dict, **_) -> dict:
    cluster.pause_remote_store(_running_broker(cluster, body.get("broker")))
    return {"broker": body.get("broker"), "paused": True}


async def resume_remote_store(cluster: Cluster, body: dict, **_) -> dict:
    cluster.resume_remote_store(_running_broker(cluster, body.get("broker")))
    return {"broker": body.get("broker"), "paused": False}


async def list_faults(cluster: Cluster, **_) -> dict:
    return {"faults": [rule.describe() for rule in cluster.faults()]}


async def add_fault(cluster: Cluster, body: dict, **_) -> dict:
    if body.get("broker") is not None:
        _broker(cluster, body["broker"])
    rule = cluster.inject(
        body["api"], error=body.get("error"), broker=body.get("broker"),
        topic=body.get("topic"), partition=body.get("partition"),
        client_id=body.get("client_id"),
        count=body["count"] if "count" in body else 1, delay_ms=body.get("delay_ms", 0),
        drop=body.get("drop", False), close=body.get("close", False),
        when=_match(body.get("match")), internal=body.get("internal", False))
    return rule.describe()


async def remove_fault(cluster: Cluster, fault: int, **_) -> dict:
    if not cluster.remove_fault(fault):
        raise HttpError(404, f"no fault rule {fault}")
    return {"removed": fault}


async def clear_faults(cluster: Cluster, **_) -> dict:
    cluster.clear_faults()
    return {"faults": []}


async def list_requests(cluster: Cluster, api: str | None = None, broker: int | None = None,
                        internal: bool = False, since: int = 0, limit: int = 1000,
                        bodies: bool = True, **_) -> dict:
    exchanges = cluster.requests(api, broker, internal=internal, since=since)
    return {"sequence": cluster.control.capture.sequence,
            "requests": [e.to_dict(bodies) for e in exchanges[-limit:]]}


async def wait_for_request(cluster: Cluster, body: dict, **_) -> dict:
    try:
        exchange = await cluster.wait_for_request(
            body.get("api"), _match(body.get("match")), body.get("timeout", 10.0),
            broker=body.get("broker"), internal=body.get("internal", False),
            since=body.get("since", 0))
    except TimeoutError as error:
        raise HttpError(408, str(error)) from None
    return exchange.to_dict()


async def clear_requests(cluster: Cluster, **_) -> dict:
    cluster.clear_requests()
    return {"requests": []}


async def get_versions(cluster: Cluster, **_) -> dict:
    return {"caps": cluster.version_caps()}


async def cap_versions(cluster: Cluster, body: dict, **_) -> dict:
    if body.get("broker") is not None:
        _broker(cluster, body["broker"])
    cluster.cap_versions(body["api"], body["max_version"], body.get("broker"))
    return {"caps": cluster.version_caps()}


async def get_throttles(cluster: Cluster, **_) -> dict:
    return {"throttles": [t.describe() for t in cluster.control.throttles]}


async def set_throttle(cluster: Cluster, body: dict, **_) -> dict:
    cluster.set_throttle(body["throttle_ms"], body.get("api"), body.get("broker"),
                         body.get("client_id"))
    return await get_throttles(cluster)


async def evict_sessions(cluster: Cluster, body: dict, **_) -> dict:
    return {"evicted": cluster.evict_fetch_sessions(body.get("broker"),
                                                    body.get("include_followers", False))}


async def set_user(cluster: Cluster, user: str, body: dict, **_) -> dict:
    await cluster.set_user(user, body["password"], body.get("mechanisms"))
    return {"user": user, "mechanisms": cluster.user_mechanisms(user)}


async def delete_user(cluster: Cluster, user: str, **_) -> dict:
    if not cluster.user_mechanisms(user):
        raise HttpError(404, f"no user {user}")
    await cluster.delete_user(user)
    return {"deleted": user}


async def reset(cluster: Cluster, **_) -> dict:
    await cluster.reset()
    return await get_cluster(cluster)


async def metrics(cluster: Cluster, **_) -> str:
    return cluster.metrics_text()


BOOLEAN = {"type": "boolean"}
ROUTES = [
    Route("GET", "/cluster", "Brokers, their state, the bootstrap string", get_cluster),
    Route("POST", "/reset", "Back to the state after start (topics deleted, faults, captures, "
          "throttles, caps and cuts cleared, brokers started)", reset),
    Route("GET", "/topics", "Topic names", list_topics, query={"internal": BOOLEAN}),
    Route("POST", "/topics", "Create a topic; answers its state", create_topic,
          body="CreateTopic"),
    Route("GET", "/topics/{topic}", "A topic's partitions: leader, epochs, replicas, ISR, "
          "each replica's log", get_topic),
    Route("DELETE", "/topics/{topic}", "Delete a topic", delete_topic),
    Route("POST", "/topics/{topic}/partitions/{partition}/leader",
          "Move the leadership to an in-sync replica (new leader epoch)", move_leader,
          body="MoveLeader"),
    Route("POST", "/topics/{topic}/partitions/{partition}/unclean-election",
          "Elect a replica uncleanly (diverging epochs, KIP-320)", unclean_election,
          body="UncleanElection"),
    Route("PUT", "/topics/{topic}/partitions/{partition}/replicas",
          "Replace the replica list at once", set_replicas, body="Replicas"),
    Route("POST", "/topics/{topic}/partitions/{partition}/tier", "Upload the partition to the "
          "remote tier now and (delete_local, default true) drop the uploaded local segments",
          tier_now, body="TierNow"),
    Route("POST", "/remote-store/faults", "The next `count` remote store operations of a kind "
          "fail", fail_remote_store, body="RemoteStoreFault"),
    Route("POST", "/remote-store/pause", "Uploads to the remote store wait until resumed",
          pause_remote_store, body="RemoteStore"),
    Route("POST", "/remote-store/resume", "Uploads to the remote store proceed",
          resume_remote_store, body="RemoteStore"),
    Route("POST", "/brokers/{broker}/stop", "Stop a broker (its logs stay)", stop_broker,
          body="StopBroker"),
    Route("POST", "/brokers/{broker}/start", "Start a stopped broker", start_broker),
    Route("POST", "/brokers/{broker}/kill", "Power loss: unflushed records are lost",
          kill_broker),
    Route("POST", "/brokers/{broker}/isolate", "Cut a broker off from the controller, its "
          "peers and/or clients", isolate_broker, body="Isolate"),
    Route("POST", "/brokers/{broker}/heal", "Undo a broker's network cuts", heal_broker),
    Route("POST", "/network/heal", "Undo every network cut", heal_all),
    Route("POST", "/brokers/{broker}/replication/pause", "Followers on a broker stop fetching",
          pause_replication),
    Route("POST", "/brokers/{broker}/replication/resume", "Followers fetch again",
          resume_replication),
    Route("POST", "/groups/{group}/coordinator", "Move a group's coordinator",
          move_coordinator, body="MoveLeader"),
    Route("GET", "/faults", "Fault rules, newest (first to match) first", list_faults),
    Route("POST", "/faults", "Push a fault rule: error, delay, drop or close", add_fault,
          body="Fault"),
    Route("DELETE", "/faults", "Remove every fault rule", clear_faults),
    Route("DELETE", "/faults/{fault}", "Remove one fault rule", remove_fault),
    Route("GET", "/requests", "Captured requests with their responses", list_requests,
          query={"api": API, "broker": BROKER_ID, "internal": BOOLEAN, "since": integer(0),
                 "limit": integer(1, 100000), "bodies": BOOLEAN}),
    Route("POST", "/requests/wait", "Wait for a request (408 on timeout)", wait_for_request,
          body="WaitForRequest"),
    Route("DELETE", "/requests", "Forget captured requests", clear_requests),
    Route("GET", "/versions", "Version caps", get_versions),
    Route("PUT", "/versions", "Cap an API's versions (null lifts the cap)", cap_versions,
          body="VersionCap"),
    Route("GET", "/throttles", "Throttle settings", get_throttles),
    Route("PUT", "/throttles", "Answer matching requests with ThrottleTimeMs (0 removes)",
          set_throttle, body="Throttle"),
    Route("POST", "/fetch-sessions/evict", "Evict KIP-227 fetch sessions", evict_sessions,
          body="EvictSessions"),
    Route("PUT", "/users/{user}", "Set a SASL user's password (PLAIN and SCRAM)", set_user,
          body="User"),
    Route("DELETE", "/users/{user}", "Delete a SASL user", delete_user),
    Route("GET", "/metrics", "Prometheus metrics", metrics, text=True),
]


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
        for route in ROUTES:
            app.router.add_route(route.method, route.path, self._handler(route))
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
        try:
            if request.path != "/openapi.json" and not self._authorized(request):
                raise HttpError(401, "a bearer token is required (Authorization: Bearer ...)")
            return await handler(request)
        except HttpError as error:
            return _error(error.status, error.message, error.kafka_error)
        except web.HTTPException as error:  # aiohttp's own 404/405/413
            return _error(error.status, error.reason)
        except KafkaError as error:
            code = error.code
            name = code.name if isinstance(code, ErrorCode) else str(code)
            status = 404 if code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION else 409
            return _error(status, error.message or name, name)
        except (SchemaError, FaultError) as error:
            return _error(400, str(error))
        except KeyError as error:
            return _error(404, str(error.args[0]) if error.args else "not found")
        except (ValueError, RuntimeError) as error:
            return _error(409, str(error))
        except TimeoutError as error:
            return _error(408, str(error) or "timed out")
        except Exception as error:  # a bug of ours: still JSON, never a traceback
            log.exception("control plane: %s %s failed", request.method, request.path)
            return _error(500, f"internal error: {type(error).__name__}")

    def _authorized(self, request: web.Request) -> bool:
        header = request.headers.get("Authorization", "")
        scheme, _, token = header.partition(" ")
        return scheme.lower() == "bearer" and hmac.compare_digest(token.strip().encode(),
                                                                  self.token.encode())

    def _handler(self, route: Route):
        async def handle(request: web.Request) -> web.StreamResponse:
            arguments: dict[str, Any] = {}
            for name in route.path_parameters:
                arguments[name] = _parameter(request.match_info[name], PATH_PARAMETERS[name],
                                             name)
            for name, schema in route.query.items():
                if name in request.query:
                    arguments[name] = _parameter(request.query[name], schema, name)
            if route.body is not None:
                arguments["body"] = await _body(request, SCHEMAS[route.body])
            result = await _result(route.handler(self.cluster, **arguments))
            if route.text:
                return web.Response(text=result, content_type="text/plain",
                                    charset="utf-8")
            return web.json_response(result)

        return handle


def _error(status: int, message: str, kafka_error: str | None = None) -> web.Response:
    return web.json_response({"error": {"status": status, "kafka_error": kafka_error,
                                        "message": message}}, status=status)


def _parameter(raw: str, schema: dict, name: str):
    kind = schema.get("type")
    value: Any = raw
    if kind == "integer":
        if not re.fullmatch(r"-?\d{1,18}", raw):
            raise SchemaError(f"{name}: expected an integer")
        value = int(raw)
    elif kind == "boolean":
        if raw.lower() not in ("true", "false", "1", "0"):
            raise SchemaError(f"{name}: expected true or false")
        value = raw.lower() in ("true", "1")
    validate(value, schema, name)
    return value


async def _body(request: web.Request, schema: dict) -> dict:
    if not request.can_read_body:
        body: Any = {}
    else:
        try:
            body = json.loads(await request.read() or b"{}")
        except (ValueError, UnicodeDecodeError):
            raise SchemaError("the body is not JSON") from None
    validate(body, schema)
    return body


# --- OpenAPI ---------------------------------------------------------------------------------


def openapi_document(server_url: str | None = None) -> dict:
    """The OpenAPI 3.0 document of ROUTES."""
    from kafkasim import __version__

    error_response = {"description": "error", "content": {JSON: {
        "schema": {"$ref": "#/components/schemas/Error"}}}}
    paths: dict[str, dict] = {}
    for route in ROUTES:
        operation: dict[str, Any] = {
            "summary": route.summary,
            "operationId": route.handler.__name__,
            "responses": {
                "200": {"description": "done", "content": {
                    "text/plain" if route.text else JSON: {
                        "schema": {"type": "string"} if route.text else {"type": "object"}}}},
                "400": error_response, "401": error_response, "404": error_response,
                "408": error_response, "409": error_response},
        }
        parameters = [{"name": name, "in": "path", "required": True,
                       "schema": PATH_PARAMETERS[name]} for name in route.path_parameters]
        parameters += [{"name": name, "in": "query", "required": False, "schema": schema}
                       for name, schema in route.query.items()]
        if parameters:
            operation["parameters"] = parameters
        if route.body is not None:
            operation["requestBody"] = {"required": False, "content": {JSON: {
                "schema": {"$ref": f"#/components/schemas/{route.body}"}}}}
        if not route.public:
            operation["security"] = [{"bearer": []}]
        paths.setdefault(route.path, {})[route.method.lower()] = operation
    document = {
        "openapi": "3.0.3",
        "info": {"title": "kafkasim control plane", "version": __version__,
                 "description": "Drive a kafkasim cluster from any language: topics, brokers, "
                 "partitions, faults, request capture, throttling, version caps, users, "
                 "metrics. See docs/harness.md."},
        "paths": paths,
        "components": {"schemas": SCHEMAS,
                       "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}}},
    }
    if server_url:
        document["servers"] = [{"url": server_url}]
    return document
