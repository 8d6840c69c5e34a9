#!/usr/bin/env bash
# `make compose-test`: build docker-compose.yml's images, run the demo in containers and check
# the report. Where no Docker engine answers it prints one line saying why and exits 1.
set -uo pipefail
cd "$(dirname "$0")/.."

if ! command -v docker >/dev/null 2>&1; then
  echo "compose-test: cannot run: the docker command is not installed" >&2
  exit 1
fi
if ! reason="$(docker info 2>&1 >/dev/null)"; then
  reason="$(printf '%s\n' "$reason" | grep -v '^\s*$' | tail -n 1)"
  echo "compose-test: cannot run: no Docker engine answers on this machine (docker info: ${reason:-failed})" >&2
  exit 1
fi
if docker compose version >/dev/null 2>&1; then
  export COMPOSE="docker compose"
elif command -v docker-compose >/dev/null 2>&1; then
  export COMPOSE="docker-compose"
else
  echo "compose-test: cannot run: neither 'docker compose' nor 'docker-compose' is installed" >&2
  exit 1
fi

set -e
bash scripts/compose-demo.sh
report=demo-out/report
for file in report.html summary.json; do
  [ -s "$report/$file" ] || { echo "compose-test: FAILED: $report/$file is missing" >&2; exit 1; }
done
for label in rack-aware leader; do
  for kind in rack kafkasim; do
    for rack in a b c; do
      ls demo-out/logs/$label/$kind-$rack/*.jsonl >/dev/null 2>&1 || {
        echo "compose-test: FAILED: no fetch logs in demo-out/logs/$label/$kind-$rack" >&2; exit 1; }
    done
  done
  ls demo-out/broker-records/$label/*.jsonl >/dev/null 2>&1 || {
    echo "compose-test: FAILED: no broker-side records for $label" >&2; exit 1; }
done
grep -q 'id=summary' "$report/report.html" \
  || { echo "compose-test: FAILED: report.html has no summary paragraph" >&2; exit 1; }
echo "compose-test: passed ($report/report.html)"
