"""Table tests of the client quota arithmetic (broker/quota/rate.py, manager.py): Kafka's
windowed Rate and QuotaUtils.throttleTime, and DefaultQuotaCallback's precedence of quota
entities. Pure logic: times are given, nothing runs."""

from __future__ import annotations

import pytest

from kafkasim.broker.metadata.client_quotas import ClientQuotasImage, QuotaEntity
from kafkasim.broker.quota.manager import ClientQuotaManager, QuotaKind
from kafkasim.broker.quota.rate import RateWindow, SampledRate, throttle_time_ms

WINDOW = RateWindow(samples=11, window_ms=1000)


def test_a_first_value_is_spread_over_all_but_one_window():
    """Verifies Kafka's Rate.windowSize: with less data than samples - 1 whole windows the
    rate is measured over that much time (10 s by default), so a first burst of 1,000 bytes is
    100 bytes/s, and a throttle of (100 - 10) / 10 * 10 s = 90 s at a 10 bytes/s quota."""
    rate = SampledRate(WINDOW)
    rate.record(1000, 5_000)
    assert rate.window_size(5_000) == 10_000
    assert rate.measure(5_000) == 100.0
    assert throttle_time_ms(rate.measure(5_000), 10.0, rate.window_size(5_000)) == 90_000


@pytest.mark.parametrize("times, now, window_ms", [
    ([0], 0, 10_000),                   # one sample, just begun: 10 windows
    ([0, 500], 500, 10_500),            # its half window, plus 10 more
    ([0, 1500], 1500, 10_500),          # a second sample; the oldest started at 0
    ([0, 10_000, 10_500], 10_500, 10_500),   # 10 full windows elapsed since the oldest
    ([0, 12_000], 12_000, 10_000),      # the first sample expired (11 windows old): reset
])
def test_window_size_follows_the_oldest_live_sample(times, now, window_ms):
    """Verifies the samples' lifecycle of Kafka's SampledStat: a new sample once the current
    one is a window old, samples whose last event is `samples` windows old reset, and the
    window measured from the oldest sample's start."""
    rate = SampledRate(WINDOW)
    for at in times:
        rate.record(1, at)
    assert rate.window_size(now) == window_ms


def test_a_value_taken_back_cancels_its_count():
    """Verifies unrecording (a throttled fetch's size is recorded negative): the sum is back
    where it was."""
    rate = SampledRate(WINDOW)
    rate.record(400, 0)
    rate.record(600, 10)
    rate.record(-600, 10)
    assert rate.measure(10) == 400 / 10.010


@pytest.mark.parametrize("observed, bound, window, expected", [
    (100.0, 10.0, 10_000, 90_000),
    (10.0001, 10.0, 10_000, 0),         # 0.1 ms rounds down
    (10.0005, 10.0, 10_000, 1),         # 0.5 ms rounds up (Java's Math.round)
    (2.5, 1.0, 1_000, 1_500),
])
def test_throttle_time_is_kafkas(observed, bound, window, expected):
    """Verifies QuotaUtils.throttleTime: (O - T) / T * W, rounded half up."""
    assert throttle_time_ms(observed, bound, window) == expected


def _image(*quotas: tuple[list, float]) -> ClientQuotasImage:
    image = ClientQuotasImage()
    for pairs, value in quotas:
        image.apply(QuotaEntity.of(pairs), QuotaKind.PRODUCE.value, value)
    return image


U, C = "user", "client-id"

# Kafka's DefaultQuotaCallback, per set of quotas: the bound that applies to user "alice"
# with client id "app", and whether a second client of alice's shares its rate.
PRECEDENCE = [
    ("client id only", [([(C, "app")], 1.0)], 1.0),
    ("default client id", [([(C, None)], 2.0)], 2.0),
    ("client id beats default client id", [([(C, "app")], 1.0), ([(C, None)], 2.0)], 1.0),
    ("user beats client id", [([(U, "alice")], 3.0), ([(C, "app")], 1.0)], 3.0),
    ("default user beats client id", [([(U, None)], 4.0), ([(C, "app")], 1.0)], 4.0),
    ("user beats default user", [([(U, "alice")], 3.0), ([(U, None)], 4.0)], 3.0),
    ("user's default client beats user",
     [([(U, "alice"), (C, None)], 5.0), ([(U, "alice")], 3.0)], 5.0),
    ("user and client beats all",
     [([(U, "alice"), (C, "app")], 6.0), ([(U, "alice"), (C, None)], 5.0),
      ([(U, None), (C, "app")], 7.0), ([(U, "alice")], 3.0)], 6.0),
    ("default user's client beats default user",
     [([(U, None), (C, "app")], 7.0), ([(U, None)], 4.0)], 7.0),
    ("default user and client beats default user",
     [([(U, None), (C, None)], 8.0), ([(U, None)], 4.0)], 8.0),
    ("user beats default user's client",
     [([(U, "alice")], 3.0), ([(U, None), (C, "app")], 7.0)], 3.0),
    ("another user's quota does not apply", [([(U, "bob")], 3.0)], None),
    ("another client's does not", [([(C, "other")], 1.0)], None),
]


@pytest.mark.parametrize("name, quotas, bound", PRECEDENCE, ids=[p[0] for p in PRECEDENCE])
def test_quota_precedence(name, quotas, bound):
    """Verifies the order in which Kafka's ClientQuotaManager picks the quota of a (user,
    client id): /users/alice/clients/app, /users/alice/clients/<default>, /users/alice,
    /users/<default>/clients/app, /users/<default>/clients/<default>, /users/<default>,
    /clients/app, /clients/<default>."""
    image = _image(*quotas)
    manager = ClientQuotaManager(QuotaKind.PRODUCE, lambda: image, WINDOW)
    assert manager.bound_for("alice", "app") == bound


def test_a_user_level_quota_is_shared_by_the_users_clients():
    """Verifies that a user quota measures all of the user's clients together (one sensor
    per user) while a client-id quota measures each client id apart."""
    image = _image(([(U, "alice")], 100.0))
    manager = ClientQuotaManager(QuotaKind.PRODUCE, lambda: image, WINDOW)
    assert manager.record("alice", "one", 600, 0) == 0     # 60 bytes/s
    assert manager.record("alice", "two", 600, 0) == 2000  # 120 bytes/s together: 2 s
    image = _image(([(C, "one")], 100.0), ([(C, "two")], 100.0))
    manager = ClientQuotaManager(QuotaKind.PRODUCE, lambda: image, WINDOW)
    assert manager.record("alice", "one", 600, 0) == 0
    assert manager.record("alice", "two", 600, 0) == 0


def test_a_quota_change_applies_to_the_running_rate():
    """Verifies that a changed quota bounds the rate already measured (Kafka updates the
    sensor's quota in place), and a removed one stops throttling."""
    image = _image(([(C, "app")], 1000.0))
    manager = ClientQuotaManager(QuotaKind.PRODUCE, lambda: image, WINDOW)
    assert manager.record("alice", "app", 5000, 0) == 0          # 500 bytes/s
    image.apply(QuotaEntity.of([(C, "app")]), QuotaKind.PRODUCE.value, 250.0)
    assert manager.record("alice", "app", 0, 0) == 10_000        # (500 - 250) / 250 * 10 s
    image.apply(QuotaEntity.of([(C, "app")]), QuotaKind.PRODUCE.value, None)
    assert not manager.enabled
