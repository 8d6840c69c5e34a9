"""A broker's client quota managers (Kafka's ClientQuotaManager, ClientRequestQuotaManager and
the throttling steps of its KafkaApis and RequestHandlerHelper).

Three managers, one per quota key: `producer_byte_rate` (Produce request bytes),
`consumer_byte_rate` (Fetch response bytes) and `request_percentage` (the time handlers spend
on a client's requests, as a percentage of one thread over each second). Each reads the quota
entities holding its key from the broker's metadata image and keeps one windowed rate
(rate.py) per metric entity:

- Which rate a request counts in depends on the levels of quotas set (Kafka's
  DefaultQuotaCallback.quotaMetricTags): with client-id quotas only, one rate per client id;
  with user quotas only, one per user; with <user, client-id> quotas only, one per pair; with
  several levels, the first entity that exists in Kafka's order
  (<user, client-id>, <user, default client-id>, <user>, <default user, client-id>,
  <default user, default client-id>, <default user>, then client-id quotas) picks whether the
  rate is shared by all of a user's clients (user-level entities) or kept per pair.
- The bound of a rate is the most specific quota for it: /users/<user>/clients/<client-id>,
  /users/<user>/clients/<default>, /users/<default>/clients/<client-id>,
  /users/<default>/clients/<default> for a pair; /users/<user>, /users/<default> for a user;
  /clients/<client-id>, /clients/<default> for a client id. No quota: no bound.
- A value that takes the rate above its bound costs the client the throttle time of
  QuotaUtils: the response carries it as ThrottleTimeMs and the connection reads nothing more
  for as long (KIP-219). The request rate's throttle is capped at one window.

The steps the handlers take, as KafkaApis does:
- Produce: the request's size (header and body) counts in the producer rate, and the request
  time in the request rate unless acks=0; the larger throttle is answered. acks=0 is muted
  without a response.
- Fetch from a consumer: MaxBytes is capped at what the byte quota allows in a full window;
  the response's size counts in the consumer rate and the request time in the request rate;
  when either throttles, the size is taken back and the response is empty (no partitions;
  a new session is not created, an incremental one keeps its id).
- Every other request: the request time counts in the request rate, except the cluster's own
  requests (follower fetches, WriteTxnMarkers, AlterPartition, the share-group state APIs:
  Kafka's cluster actions) and requests made before SASL authentication.

The harness's `set_throttle` acts through the same steps (`override`): the larger of its
throttle and the quota's is answered.
"""

from __future__ import annotations

import enum
import time
from collections.abc import Callable

from kafkasim.broker.metadata.client_quotas import (
    CLIENT_ID,
    USER,
    ClientQuotasImage,
    QuotaEntity,
)
from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.quota.rate import RateWindow, SampledRate, throttle_time_ms

#: Kafka's ClientQuotaManager: sensors unused for an hour are dropped.
INACTIVE_RATE_EXPIRY_MS = 3_600_000
_EXPIRY_CHECK_MS = 30_000
#: ClientRequestQuotaManager: nanoseconds of handler time as a percentage of one second.
NANOS_TO_PERCENTAGE = 100.0 / 1e9

# The quota levels set (Kafka's quotaTypesEnabled bits).
_CLIENT_LEVEL, _USER_LEVEL, _USER_CLIENT_LEVEL = 1, 2, 4

# API keys of Kafka's cluster actions that a broker serves: never counted in request quotas.
WRITE_TXN_MARKERS, ALTER_PARTITION = 27, 56
SHARE_GROUP_STATE_APIS = frozenset({83, 84, 85, 86, 87})
_EXEMPT_APIS = frozenset({WRITE_TXN_MARKERS, ALTER_PARTITION}) | SHARE_GROUP_STATE_APIS
PRODUCE, FETCH = 0, 1


class QuotaKind(enum.Enum):
    """A client quota and the key that sets it."""

    PRODUCE = "producer_byte_rate"
    FETCH = "consumer_byte_rate"
    REQUEST = "request_percentage"


def now_ms() -> int:
    return int(time.monotonic() * 1000)


def user_of(principal: str) -> str:
    """The user name a quota knows a principal by ("User:alice" -> "alice")."""
    return principal.split(":", 1)[1] if ":" in principal else principal


def _java_int(value: int) -> int:
    """A long cast to a Java int, as Kafka casts throttle times."""
    return (value + 2**31) % 2**32 - 2**31


class ClientQuotaManager:
    """The rates and bounds of one quota kind (see the module docstring)."""

    def __init__(self, kind: QuotaKind, quotas: Callable[[], ClientQuotasImage],
                 window: RateWindow, max_throttle_ms: int | None = None) -> None:
        self.kind = kind
        self.window = window
        self.max_throttle_ms = max_throttle_ms
        self._quotas = quotas
        self._version = -1
        self._bounds: dict[QuotaEntity, float] = {}
        self._levels = 0
        self._rates: dict[tuple[str, str], SampledRate] = {}
        self._expiry_checked_ms = 0

    @property
    def enabled(self) -> bool:
        """Whether any entity has this quota (otherwise nothing is measured)."""
        self._refresh()
        return self._levels != 0

    def record(self, user: str, client_id: str, value: float, at_ms: int) -> int:
        """Count `value` at `at_ms`; the throttle time in ms if the rate is now over its
        bound, else 0."""
        tags = self._metric_tags(user, client_id)
        rate = self._rate(tags, at_ms)
        rate.record(value, at_ms)
        bound = self._bound(tags)
        if bound is None:
            return 0
        observed = rate.measure(at_ms)
        if observed <= bound:
            return 0
        throttle = throttle_time_ms(observed, bound, rate.window_size(at_ms))
        if self.max_throttle_ms is not None:
            throttle = min(throttle, self.max_throttle_ms)
        return _java_int(throttle)

    def record_no_throttle(self, user: str, client_id: str, value: float, at_ms: int) -> None:
        """Count `value` without checking the bound (it weighs on the next request)."""
        tags = self._metric_tags(user, client_id)
        self._rate(tags, at_ms).record(value, at_ms)

    def unrecord(self, user: str, client_id: str, value: float, at_ms: int) -> None:
        """Take back a value counted for a response that was not sent (a throttled fetch)."""
        self.record_no_throttle(user, client_id, -value, at_ms)

    def max_value_in_window(self, user: str, client_id: str) -> float:
        """The most one request may count without being throttled for sure: the bound over
        all windows but the current one (math.inf without a bound)."""
        if not self.enabled:
            return float("inf")
        bound = self._bound(self._metric_tags(user, client_id))
        if bound is None:
            return float("inf")
        return bound * (self.window.samples - 1) * self.window.window_ms / 1000

    def bound_for(self, user: str, client_id: str) -> float | None:
        """The quota that applies to (user, client_id), None when none does."""
        self._refresh()
        return self._bound(self._metric_tags(user, client_id))

    # --- entities ------------------------------------------------------------------------

    def _refresh(self) -> None:
        image = self._quotas()
        if image.version == self._version:
            return
        key = self.kind.value
        self._bounds = {entity: values[key] for entity, values in image.entities.items()
                        if key in values}
        levels = 0
        for entity in self._bounds:
            has_user, has_client = entity.has(USER), entity.has(CLIENT_ID)
            if has_user and has_client:
                levels |= _USER_CLIENT_LEVEL
            elif has_user:
                levels |= _USER_LEVEL
            elif has_client:
                levels |= _CLIENT_LEVEL
        self._levels = levels
        self._version = image.version

    def _metric_tags(self, user: str, client_id: str) -> tuple[str, str]:
        """The (user, client-id) a request's rate is kept under (Kafka's quotaMetricTags)."""
        self._refresh()
        levels = self._levels
        if levels in (0, _CLIENT_LEVEL):
            return "", client_id
        if levels == _USER_LEVEL:
            return user, ""
        if levels == _USER_CLIENT_LEVEL:
            return user, client_id
        bounds = self._bounds
        for entity, tags in (((user, client_id), (user, client_id)),
                             ((user, None), (user, client_id)),
                             ((user, _ABSENT), (user, "")),
                             ((None, client_id), (user, client_id)),
                             ((None, None), (user, client_id)),
                             ((None, _ABSENT), (user, ""))):
            if _entity(*entity) in bounds:
                return tags
        return "", client_id

    def _bound(self, tags: tuple[str, str]) -> float | None:
        user, client_id = tags
        if user and client_id:
            candidates = ((user, client_id), (user, None), (None, client_id), (None, None))
        elif user:
            candidates = ((user, _ABSENT), (None, _ABSENT))
        elif client_id:
            candidates = ((_ABSENT, client_id), (_ABSENT, None))
        else:
            return None
        bounds = self._bounds
        for candidate in candidates:
            bound = bounds.get(_entity(*candidate))
            if bound is not None:
                return bound
        return None

    def _rate(self, tags: tuple[str, str], at_ms: int) -> SampledRate:
        rate = self._rates.get(tags)
        if rate is None:
            self._expire(at_ms)
            rate = self._rates[tags] = SampledRate(self.window)
            rate.last_record_ms = at_ms
        return rate

    def _expire(self, at_ms: int) -> None:
        if at_ms - self._expiry_checked_ms < _EXPIRY_CHECK_MS:
            return
        self._expiry_checked_ms = at_ms
        for tags in [tags for tags, rate in self._rates.items()
                     if at_ms - rate.last_record_ms > INACTIVE_RATE_EXPIRY_MS]:
            del self._rates[tags]


class _Absent:
    """Marks an entity type the entity does not have (None is the default entity)."""


_ABSENT = _Absent()


def _entity(user, client_id) -> QuotaEntity:
    pairs = []
    if user is not _ABSENT:
        pairs.append((USER, user))
    if client_id is not _ABSENT:
        pairs.append((CLIENT_ID, client_id))
    return QuotaEntity(tuple(pairs))


class ClientQuotas:
    """The broker's three quota managers and the throttling steps of its handlers."""

    def __init__(self, quotas: Callable[[], ClientQuotasImage], window: RateWindow) -> None:
        self.produce = ClientQuotaManager(QuotaKind.PRODUCE, quotas, window)
        self.fetch = ClientQuotaManager(QuotaKind.FETCH, quotas, window)
        # ClientRequestQuotaManager caps its throttle at one window.
        self.request = ClientQuotaManager(QuotaKind.REQUEST, quotas, window,
                                          max_throttle_ms=window.window_ms)
        # The harness's set_throttle: (api key, client id) -> a throttle in ms it imposes.
        self.override: Callable[[int, str | None], int] | None = None

    @property
    def measures_request_time(self) -> bool:
        """Whether handlers' time must be measured (some entity has a request quota)."""
        return self.request.enabled

    def produce_throttle(self, context: RequestContext, acks: int) -> int:
        """Count a Produce request (its size, and its handler time unless acks=0); the
        throttle time it gets, which the connection is muted for."""
        at_ms = now_ms()
        user, client_id = user_of(context.principal), context.client_id or ""
        bandwidth = 0
        if self.produce.enabled:
            bandwidth = self.produce.record(user, client_id, context.request_size, at_ms)
        request = 0 if acks == 0 else self._request_time(context, user, client_id, at_ms)
        throttle = max(bandwidth, request, 0 if acks == 0 else self._override(context))
        context.throttle_time_ms = throttle
        return throttle

    def fetch_max_bytes(self, context: RequestContext, max_bytes: int) -> int:
        """A consumer's MaxBytes capped at what its byte quota allows in a full window."""
        if not self.fetch.enabled:
            return max_bytes
        allowed = self.fetch.max_value_in_window(user_of(context.principal),
                                                 context.client_id or "")
        return max_bytes if allowed >= max_bytes else max(int(allowed), 0)

    def may_throttle_fetch(self, context: RequestContext) -> bool:
        """Whether a consumer's Fetch may be throttled (the response size is then needed)."""
        return self.fetch.enabled or self.request.enabled or self._override(context) > 0

    def fetch_throttle(self, context: RequestContext, response_size: int) -> int:
        """Count a consumer's Fetch (its handler time, its response size); the throttle time.
        A throttled response is sent empty, so its size is taken back."""
        at_ms = now_ms()
        user, client_id = user_of(context.principal), context.client_id or ""
        request = self._request_time(context, user, client_id, at_ms)
        bandwidth = 0
        if self.fetch.enabled:
            bandwidth = self.fetch.record(user, client_id, response_size, at_ms)
        throttle = max(request, bandwidth, self._override(context))
        if throttle > 0 and self.fetch.enabled:
            self.fetch.unrecord(user, client_id, response_size, at_ms)
        context.throttle_time_ms = throttle
        return throttle

    def respond(self, context: RequestContext, response) -> int:
        """After any handler: the request's throttle time, written into the response's
        ThrottleTimeMs; the connection is muted that long. Produce and Fetch decided theirs
        in their handlers; other requests count their handler time in the request rate
        (except the cluster's own requests and those before SASL authentication) and take
        the harness's override. A forwarded response keeps the controller's throttle when it
        is larger (Kafka's sendForwardedResponse)."""
        carries = response is not None and _carries_throttle(response)
        throttle = context.throttle_time_ms
        if throttle is None:
            throttle = 0
            if self.request.enabled and context.api_key not in _EXEMPT_APIS \
                    and context.authenticated:
                throttle = self._request_time(context, user_of(context.principal),
                                              context.client_id or "", now_ms())
            if carries and self.override is not None:
                throttle = max(throttle, self.override(context.api_key, context.client_id))
        if carries:
            answered = response.throttle_time_ms
            if throttle > answered:
                response.throttle_time_ms = throttle
            else:
                throttle = answered
        return throttle

    def record_network_time(self, context: RequestContext, nanos: int) -> None:
        """The time spent sending a response counts in the request rate, unchecked (Kafka's
        network thread time)."""
        if self.request.enabled and context.api_key not in _EXEMPT_APIS:
            self.request.record_no_throttle(user_of(context.principal), context.client_id or "",
                                            nanos * NANOS_TO_PERCENTAGE, now_ms())

    def _request_time(self, context: RequestContext, user: str, client_id: str,
                      at_ms: int) -> int:
        if not self.request.enabled:
            return 0
        timer = context.request_timer
        nanos = timer.nanos if timer is not None else 0
        return self.request.record(user, client_id, nanos * NANOS_TO_PERCENTAGE, at_ms)

    def _override(self, context: RequestContext) -> int:
        override = self.override
        return override(context.api_key, context.client_id) if override is not None else 0


_CARRIES_THROTTLE: dict[type, bool] = {}


def _carries_throttle(response) -> bool:
    """Whether the response's schema has ThrottleTimeMs (looked up once per message type)."""
    carries = _CARRIES_THROTTLE.get(type(response))
    if carries is None:
        carries = _CARRIES_THROTTLE[type(response)] = \
            "throttle_time_ms" in response.field_names()
    return carries
