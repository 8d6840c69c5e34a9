"""One cluster object for synchronous and asynchronous callers.

A cluster lives on one event loop: the caller's own (`async with Cluster()`, or `await
cluster.start()`), or a loop of its own in a daemon thread (`with Cluster()`, or
`cluster.start()` where no loop runs), uvloop when installed. Its state is touched only on
that loop (librdkafka's mock cluster and kfake keep the same rule with one thread or one
goroutine); calls from elsewhere are marshalled onto it:

- An operation that waits for the cluster (`@waits`: create_topic, stop_broker, move_leader,
  wait_for_request, ...) returns an awaitable when the calling thread runs an event loop — the
  coroutine itself on the cluster's loop, a future wrapping it on any other loop — and blocks
  until done, returning the result, when it does not.
- A quick operation (`@on_loop`: inject, isolate, cap_versions, requests, ...) is a plain call
  everywhere: on the cluster's loop it runs at once, from another thread it runs on the loop
  and the caller waits for it.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import functools
import threading
from collections.abc import Callable
from typing import Any

from kafkasim.broker.control.errors import ClusterNotRunningError


def new_event_loop() -> asyncio.AbstractEventLoop:
    try:
        import uvloop
    except ImportError:
        return asyncio.new_event_loop()
    return uvloop.new_event_loop()


def running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


async def poll_until(predicate: Callable[[], Any], timeout: float, interval: float = 0.01
                     ) -> Any:
    """Call `predicate` (a function, or a coroutine function) every `interval` seconds until
    it returns something true, and return that; TimeoutError after `timeout` seconds. The
    harness's one way of waiting for the cluster to converge."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        result = predicate()
        if asyncio.iscoroutine(result):
            result = await result
        if result:
            return result
        if loop.time() >= deadline:
            raise TimeoutError(f"condition not met within {timeout} s")
        await asyncio.sleep(interval)


class LoopOwner:
    """The event loop a cluster lives on, and the marshalling of calls onto it."""

    _loop: asyncio.AbstractEventLoop | None = None
    _thread: threading.Thread | None = None

    @property
    def loop(self) -> asyncio.AbstractEventLoop | None:
        """The cluster's event loop (None before start)."""
        return self._loop

    @property
    def threaded(self) -> bool:
        """True when the cluster runs on a loop of its own in a background thread."""
        return self._thread is not None

    def _require_loop(self) -> asyncio.AbstractEventLoop:
        loop = self._loop
        if loop is None or loop.is_closed():
            raise ClusterNotRunningError("the cluster is not running (start it first)")
        return loop

    def _dispatch(self, coroutine_function: Callable, *args, **kwargs):
        loop = self._require_loop()
        running = running_loop()
        if running is loop:
            return coroutine_function(*args, **kwargs)
        future = asyncio.run_coroutine_threadsafe(coroutine_function(*args, **kwargs), loop)
        if running is not None:
            return asyncio.wrap_future(future)
        return future.result()

    def _run_on_loop(self, function: Callable, *args, **kwargs):
        loop = self._require_loop()
        if running_loop() is loop or not loop.is_running():
            return function(*args, **kwargs)
        result: concurrent.futures.Future = concurrent.futures.Future()

        def run() -> None:
            try:
                result.set_result(function(*args, **kwargs))
            except BaseException as error:
                result.set_exception(error)

        loop.call_soon_threadsafe(run)
        return result.result()

    def call(self, function: Callable, *args, timeout: float | None = 30.0) -> Any:
        """Run `function(*args)` on the cluster's loop (awaiting it there when it returns a
        coroutine) and return the result: for reading or changing node state from a test.
        Like a `@waits` operation, it returns an awaitable where the caller runs a loop."""
        async def run():
            result = function(*args)
            if asyncio.iscoroutine(result):
                result = await asyncio.wait_for(result, timeout)
            return result

        return self._dispatch(run)

    # --- a loop of our own -----------------------------------------------------------------

    def _start_loop_thread(self) -> asyncio.AbstractEventLoop:
        loop = new_event_loop()
        started = threading.Event()

        def run() -> None:
            asyncio.set_event_loop(loop)
            loop.call_soon(started.set)
            loop.run_forever()

        self._thread = threading.Thread(target=run, name="kafkasim-cluster", daemon=True)
        self._thread.start()
        started.wait()
        self._loop = loop
        return loop

    def _stop_loop_thread(self) -> None:
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        if not loop.is_closed():
            loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        if not loop.is_closed() and not loop.is_running():
            loop.close()
        self._thread = None
        self._loop = None


def waits(method: Callable) -> Callable:
    """Decorate an `async def` operation of a LoopOwner: see the module docstring."""
    @functools.wraps(method)
    def operation(self: LoopOwner, *args, **kwargs):
        return self._dispatch(method, self, *args, **kwargs)

    operation.coroutine_function = method
    return operation


def on_loop(method: Callable) -> Callable:
    """Decorate a quick (synchronous) operation of a LoopOwner: see the module docstring."""
    @functools.wraps(method)
    def operation(self: LoopOwner, *args, **kwargs):
        return self._run_on_loop(method, self, *args, **kwargs)

    return operation
