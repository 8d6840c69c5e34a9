"""The broker clock's own rules (broker/clock.py), on an event loop and nothing else: readings
that move only forward, timers that fire when advanced time reaches them, in deadline order,
once, and not after `cancel`; `sleep` and `wait` ended by `advance`."""

from __future__ import annotations

import asyncio
import time

import pytest

from kafkasim.broker.clock import BrokerClock


async def test_advance_moves_both_readings_and_fires_due_timers_in_deadline_order():
    """Verifies that advance adds to the monotonic and wall readings and runs the timers now
    due in deadline order (not creation order), leaving later ones pending and cancelled ones
    uncalled."""
    clock = BrokerClock()
    fired: list[str] = []
    wall_before = clock.wall_ms()
    clock.call_later(300, fired.append, "five minutes")
    clock.call_later(60, fired.append, "one minute")
    cancelled = clock.call_later(120, fired.append, "cancelled")
    clock.call_later(3600, fired.append, "an hour")
    cancelled.cancel()
    assert clock.advance(600) == 2
    assert clock.advanced == 600
    assert clock.wall_ms() - wall_before >= 600_000
    assert clock.monotonic() >= time.monotonic() + 600 - 1
    await asyncio.sleep(0)
    assert fired == ["one minute", "five minutes"]
    assert clock.pending_timers() == 1
    assert clock.advance(3000) == 1
    await asyncio.sleep(0)
    assert fired == ["one minute", "five minutes", "an hour"]
    assert clock.pending_timers() == 0


async def test_a_timer_also_fires_on_real_time():
    """Verifies that a timer whose deadline real time reaches fires without any advance (the
    default, wall-clock behaviour), and that a timer fires once only."""
    clock = BrokerClock()
    done = asyncio.get_running_loop().create_future()
    clock.call_later(0.01, done.set_result, "real time")
    assert await asyncio.wait_for(done, 10) == "real time"
    assert clock.advance(60) == 0


async def test_sleep_and_wait_end_when_the_clock_moves():
    """Verifies that clock.sleep and clock.wait (the wait points of retention, transaction
    checks and delayed operations) end on advance, and that wait ends early when its
    futures complete."""
    clock = BrokerClock()
    sleeper = asyncio.ensure_future(clock.sleep(300))
    never = asyncio.get_running_loop().create_future()
    waiter = asyncio.ensure_future(clock.wait([never], 300))
    await asyncio.sleep(0)
    assert not sleeper.done() and not waiter.done()
    clock.advance(300)
    await asyncio.wait_for(asyncio.gather(sleeper, waiter), 10)
    assert not never.done()
    answered = asyncio.get_running_loop().create_future()
    answered.set_result(None)
    await asyncio.wait_for(clock.wait([answered], 3600), 10)
    assert clock.pending_timers() == 0


@pytest.mark.parametrize("wrong", [-1, -0.001, float("nan"), float("inf")])
def test_time_only_moves_forward(wrong):
    """Verifies that advance refuses a negative or non-finite amount and leaves the clock."""
    clock = BrokerClock()
    with pytest.raises(ValueError):
        clock.advance(wrong)
    assert clock.advanced == 0
