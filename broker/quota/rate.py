"""The windowed rate a client quota is measured with (Kafka's Rate over a WindowedSum, with
the sample rules of its SampledStat) and the throttle time a violation costs (QuotaUtils).

A rate keeps up to `samples` + 1 samples of `window_ms` each: a value is added to the current
sample, and a sample older than one window is replaced by a new one starting at that time.
Samples whose last value is `samples` windows old are reset before every measurement. The
rate is the sum of the samples over the time since the oldest one started, but never over
less than `samples` - 1 whole windows (so a first burst is spread over that much time rather
than over the milliseconds it took). Times are integer milliseconds, as Kafka's.
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RateWindow:
    """How a rate is sampled: `samples` windows of `window_ms` (Kafka's `quota.window.num`,
    default 11, and `quota.window.size.seconds`, default 1)."""

    samples: int = 11
    window_ms: int = 1000


class _Sample:
    __slots__ = ("start_ms", "last_event_ms", "value", "events")

    def __init__(self, now_ms: int) -> None:
        self.reset(now_ms)

    def reset(self, now_ms: int) -> None:
        self.start_ms = now_ms
        self.last_event_ms = now_ms
        self.value = 0.0
        self.events = 0


class SampledRate:
    """A rate per second over the samples of `window` (see the module docstring)."""

    __slots__ = ("window", "_samples", "_current", "last_record_ms")

    def __init__(self, window: RateWindow) -> None:
        self.window = window
        self._samples: list[_Sample] = []
        self._current = 0
        self.last_record_ms = 0

    def record(self, value: float, now_ms: int) -> None:
        sample = self._current_sample(now_ms)
        if now_ms - sample.start_ms >= self.window.window_ms:
            sample = self._advance(now_ms)
        sample.value += value
        sample.events += 1
        sample.last_event_ms = now_ms
        self.last_record_ms = now_ms

    def measure(self, now_ms: int) -> float:
        """The rate per second at `now_ms`."""
        self._purge(now_ms)
        total = sum(sample.value for sample in self._samples)
        return total / (self.window_size(now_ms) / 1000)

    def window_size(self, now_ms: int) -> int:
        """The milliseconds the rate is measured over at `now_ms` (Kafka's Rate.windowSize)."""
        self._purge(now_ms)
        if not self._samples:
            self._samples.append(_Sample(now_ms))
        elapsed = now_ms - min(sample.start_ms for sample in self._samples)
        full_windows = elapsed // self.window.window_ms
        minimum = self.window.samples - 1
        if full_windows < minimum:
            elapsed += (minimum - full_windows) * self.window.window_ms
        return max(elapsed, 1)

    def _current_sample(self, now_ms: int) -> _Sample:
        if not self._samples:
            self._samples.append(_Sample(now_ms))
        return self._samples[self._current]

    def _advance(self, now_ms: int) -> _Sample:
        # One slot more than `samples`: the sample overlapping the start of the window.
        self._current = (self._current + 1) % (self.window.samples + 1)
        if self._current >= len(self._samples):
            sample = _Sample(now_ms)
            self._samples.append(sample)
            return sample
        sample = self._samples[self._current]
        sample.reset(now_ms)
        return sample

    def _purge(self, now_ms: int) -> None:
        expire_after = self.window.samples * self.window.window_ms
        for sample in self._samples:
            if now_ms - sample.last_event_ms >= expire_after:
                sample.reset(now_ms)


def throttle_time_ms(rate: float, bound: float, window_ms: int) -> int:
    """How long a client over its quota waits for its rate to come back to `bound`, if it
    sends nothing more (Kafka's QuotaUtils.throttleTime): the observed rate O over a window W
    reaches the bound T after X = (O - T) / T * W, rounded as Java's Math.round."""
    return math.floor((rate - bound) / bound * window_ms + 0.5)
