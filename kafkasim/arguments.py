"""Argument types and the parser of the `kafkasim` command (kafkasim/cli.py), in a module of
their own that imports nothing of ours, so every package's subcommand can use them.

Each type refuses a bad value with a message that `ArgumentParser` reports on one line,
`kafkasim up: argument --brokers: must be at least 1, not 0`, with exit status 2.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path


def _integer(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None


def positive_int(text: str) -> int:
    value = _integer(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def non_negative_int(text: str) -> int:
    value = _integer(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, not {value}")
    return value


def port(text: str) -> int:
    """A TCP port, 0 meaning any free one."""
    value = _integer(text)
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"a port is 0-65535, not {value}")
    return value


def host_port(text: str) -> tuple[str, int]:
    """HOST:PORT, the port 1-65535."""
    host, separator, number = text.rpartition(":")
    if not separator or not host:
        raise argparse.ArgumentTypeError(f"expected HOST:PORT, got {text!r}")
    value = port(number)
    if value == 0:
        raise argparse.ArgumentTypeError(f"a port is 1-65535 here, not 0 ({text!r})")
    return host.strip("[]"), value


def listen_address(text: str) -> tuple[str, int]:
    """HOST:PORT to listen on, the port 0-65535 (0: any free port); an empty host is loopback."""
    host, separator, number = text.rpartition(":")
    if not separator:
        raise argparse.ArgumentTypeError(f"expected HOST:PORT, got {text!r}")
    return host.strip("[]") or "127.0.0.1", port(number)


def fraction(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError(f"must be between 0 and 1, not {value}")
    return value


def positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"must be a number more than 0, not {value}")
    return value


def bootstrap_servers(text: str) -> str:
    """A bootstrap.servers list: HOST:PORT[,HOST:PORT...]."""
    for address in text.split(","):
        host_port(address.strip())
    return text


def directory_problem(path: str | Path) -> str | None:
    """Why `path` cannot serve as a directory to write into, or None; a missing directory
    is created (the command would create it anyway, and creating it is the one sure test)."""
    path = Path(path)
    if path.exists() and not path.is_dir():
        return f"{path} is not a directory"
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return f"cannot create {path}: {error.strerror or error}"
    if not os.access(path, os.W_OK | os.X_OK):
        return f"{path} is not writable"
    return None


class ArgumentParser(argparse.ArgumentParser):
    """argparse, with mistakes reported on one line (`prog: message`) and exit status 2."""

    def error(self, message: str):
        self.exit(2, f"{self.prog}: {message}\n")
