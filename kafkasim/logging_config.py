"""The one logging configuration of every `kafkasim` command: `--log-level` and `--log-format`.

Everything logs through the standard `logging` module under the `kafkasim.*` loggers; this
module only decides where records go and how they look: stderr, one line per record, as text
(`2026-01-01T00:00:00.123Z WARNING kafkasim.server: ...`) or as one JSON object per line
(`{"ts": ..., "level": ..., "logger": ..., "message": ...}`, plus `exception` when there is
a traceback) for log collectors. Python warnings and asyncio's unhandled-error reports go the
same way.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time

LEVELS = ("debug", "info", "warning", "error")
FORMATS = ("text", "json")
DEFAULT_LEVEL = "warning"
DEFAULT_FORMAT = "text"


def add_logging_arguments(parser: argparse.ArgumentParser, *, defaults: bool = True) -> None:
    """`--log-level` and `--log-format` on `parser` (defaults None when `defaults` is False,
    so that a subcommand's parser can tell "not given" from the global value)."""
    parser.add_argument("--log-level", type=str.lower, choices=LEVELS,
                        default=DEFAULT_LEVEL if defaults else None,
                        help=f"least severe level logged (default {DEFAULT_LEVEL})")
    parser.add_argument("--log-format", type=str.lower, choices=FORMATS,
                        default=DEFAULT_FORMAT if defaults else None,
                        help=f"text lines or JSON lines on stderr (default {DEFAULT_FORMAT})")


def _timestamp(record: logging.LogRecord) -> str:
    seconds = time.gmtime(record.created)
    return time.strftime("%Y-%m-%dT%H:%M:%S", seconds) + f".{int(record.msecs):03d}Z"


class TextFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        line = f"{_timestamp(record)} {record.levelname} {record.name}: {record.getMessage()}"
        if record.exc_info:
            line += "\n" + self.formatException(record.exc_info)
        return line


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry = {"ts": _timestamp(record), "level": record.levelname, "logger": record.name,
                 "message": record.getMessage()}
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False)


def configure_logging(level: str = DEFAULT_LEVEL, log_format: str = DEFAULT_FORMAT,
                      stream=None) -> None:
    """Send every log record at `level` or above to `stream` (stderr) in `log_format`."""
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(JsonFormatter() if log_format == "json" else TextFormatter())
    root = logging.getLogger()
    for existing in list(root.handlers):
        root.removeHandler(existing)
    root.addHandler(handler)
    root.setLevel(getattr(logging, level.upper()))
    logging.captureWarnings(True)
