"""How a test runs pytest the way a user of the installed plugin does."""

from __future__ import annotations

from importlib.metadata import entry_points


def plugin_args() -> tuple[str, ...]:
    """`-p kafkasim.pytest_plugin` unless the entry point is visible (an installed kafkasim, or
    a checkout with build metadata on the path), which loads it already: looked up when a
    subprocess starts, since a build during the run can add the metadata."""
    if any(ep.value == "kafkasim.pytest_plugin" for ep in entry_points(group="pytest11")):
        return ()
    return ("-p", "kafkasim.pytest_plugin")
