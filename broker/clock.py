"""The broker clock: the time that expiries follow, which the harness can move ahead.

One `BrokerClock` per cluster (each broker started alone has its own). Its readings are the
wall clock's and the monotonic clock's plus `advanced`, the seconds `advance` added; it starts
at 0, so a broker no test touches keeps wall-clock time. The broker's expiries read it and wait
on its timers: group session and rebalance timeouts, time-based retention, transaction
timeouts, share-record acquisition locks, fetch-session eviction and the delayed operations
(the Fetch long poll, acks=all, DeleteRecords). A timer fires when its deadline is reached on
the clock, by real time passing or by `advance`, whichever comes first; `advance` runs the due
timers in deadline order on the loop, as if that much time had passed.

Time only moves forward: `advance` refuses a negative or non-finite amount. Everything else in
the broker (request latencies, quotas, replica lag) keeps real time.
"""

from __future__ import annotations

import asyncio
import math
import time
from collections.abc import Callable, Iterable
from typing import NamedTuple


class TimeAdvanced(NamedTuple):
    """What `advance` did: the clock's total lead on real time, the timers it made due, and
    the timers still pending."""

    advanced_s: float
    fired: int
    pending_timers: int


class ClockTimer:
    """A callback due at a monotonic reading of its clock; `cancel` it as a loop timer."""

    __slots__ = ("when", "_clock", "_callback", "_args", "_handle", "_cancelled")

    def __init__(self, clock: BrokerClock, when: float, callback: Callable, args: tuple) -> None:
        self.when = when
        self._clock = clock
        self._callback = callback
        self._args = args
        self._handle: asyncio.TimerHandle | asyncio.Handle | None = None
        self._cancelled = False

    def cancel(self) -> None:
        if not self._cancelled:
            self._cancelled = True
            if self._handle is not None:
                self._handle.cancel()
            self._clock.discard(self)

    def cancelled(self) -> bool:
        return self._cancelled

    def arm(self, loop: asyncio.AbstractEventLoop, now: float) -> None:
        """Schedule on `loop` for the real time left until `when` (`now`: the clock's reading)."""
        if self._handle is not None:
            self._handle.cancel()
        self._handle = loop.call_at(loop.time() + max(self.when - now, 0.0), self._fire)

    def run_soon(self, loop: asyncio.AbstractEventLoop) -> None:
        if self._handle is not None:
            self._handle.cancel()
        self._handle = loop.call_soon(self._fire)

    def _fire(self) -> None:
        if self._cancelled:
            return
        self._cancelled = True
        self._clock.discard(self)
        self._callback(*self._args)


class BrokerClock:
    """See the module docstring."""

    def __init__(self) -> None:
        self.advanced = 0.0  # seconds added by `advance`
        self._timers: dict[ClockTimer, None] = {}  # the pending ones, in creation order

    # --- readings --------------------------------------------------------------------------

    def monotonic(self) -> float:
        """Seconds on the monotonic clock, advanced: deadlines and elapsed times."""
        return time.monotonic() + self.advanced

    def monotonic_ms(self) -> int:
        return int(self.monotonic() * 1000)

    def wall_ms(self) -> int:
        """Milliseconds since the epoch, advanced: timestamps that retention and transaction
        timeouts compare."""
        return int((time.time() + self.advanced) * 1000)

    # --- timers ----------------------------------------------------------------------------

    def call_at(self, when: float, callback: Callable, *args) -> ClockTimer:
        """Call `callback(*args)` on the running loop once `monotonic()` reaches `when`."""
        timer = ClockTimer(self, when, callback, args)
        self._timers[timer] = None
        timer.arm(asyncio.get_running_loop(), self.monotonic())
        return timer

    def call_later(self, delay: float, callback: Callable, *args) -> ClockTimer:
        """Call `callback(*args)` on the running loop `delay` seconds of this clock from now."""
        return self.call_at(self.monotonic() + max(delay, 0.0), callback, *args)

    async def sleep(self, delay: float) -> None:
        """Wait `delay` seconds of this clock (a wait point that `advance` can end)."""
        future = asyncio.get_running_loop().create_future()
        timer = self.call_later(delay, _expire, future)
        try:
            await future
        finally:
            timer.cancel()

    async def wait(self, futures: Iterable[asyncio.Future], timeout: float) -> None:
        """Wait until every one of `futures` is done or `timeout` seconds of this clock pass
        (`asyncio.wait(futures, timeout=...)` on broker time)."""
        pending = {future for future in futures if not future.done()}
        if not pending:
            return
        expired = asyncio.get_running_loop().create_future()
        timer = self.call_later(timeout, _expire, expired)
        try:
            while pending and not expired.done():
                _, pending = await asyncio.wait(pending | {expired},
                                                return_when=asyncio.FIRST_COMPLETED)
                pending.discard(expired)
        finally:
            timer.cancel()

    def pending_timers(self) -> int:
        return len(self._timers)

    # --- moving time -----------------------------------------------------------------------

    def advance(self, seconds: float) -> int:
        """Move the clock `seconds` ahead (on the loop of its timers). The timers now due are
        run in deadline order, the others re-armed for their shorter real wait; returns how
        many came due. Raises ValueError for a negative or non-finite amount."""
        if not math.isfinite(seconds) or seconds < 0:
            raise ValueError(f"time moves forward only: {seconds!r} seconds")
        self.advanced += seconds
        now = self.monotonic()
        loop = asyncio.get_running_loop()
        due = sorted((timer for timer in self._timers if timer.when <= now),
                     key=lambda timer: timer.when)
        for timer in self._timers:
            if timer.when > now:
                timer.arm(loop, now)
        for timer in due:
            # Each on its own loop turn, in deadline order, as the loop would have run them.
            timer.run_soon(loop)
        return len(due)

    def discard(self, timer: ClockTimer) -> None:
        """Forget `timer` (it fired or was cancelled)."""
        self._timers.pop(timer, None)


def _expire(future: asyncio.Future) -> None:
    if not future.done():
        future.set_result(None)
