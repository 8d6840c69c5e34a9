"""Run one codec operation of benchmarks/codec.py in a loop, for a profiler to sample.

    py-spy record -o benchmarks/profiles/NAME.svg -- \\
        .venv/bin/python benchmarks/profile_codec.py WORKLOAD_INDEX decode|encode|encode_chunks [SECONDS]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import codec  # noqa: E402


def main(argv: list[str]) -> int:
    index, operation = int(argv[0]), argv[1]
    seconds = float(argv[2]) if len(argv) > 2 else 5.0
    name, build = codec.WORKLOADS[index]
    if operation == "encode_chunks":  # the broker's path: Message.encode_chunks for writelines
        function = codec.operations(build())["encode"]["ours (encode_chunks)"]
    else:
        function = codec.operations(build())[operation]["ours"]
    deadline = time.perf_counter() + seconds
    calls = 0
    while time.perf_counter() < deadline:
        function()
        calls += 1
    print(f"{name} {operation}: {seconds / calls * 1e6:.1f} µs per call ({calls} calls)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
