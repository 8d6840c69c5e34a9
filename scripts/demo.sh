#!/usr/bin/env bash
# `make demo`: a 3-rack cluster, producers, rack-aware consumers and the Spark report.
#
# With a Docker engine (`docker info` reaches a daemon, and `docker compose` or Debian's
# `docker-compose` is installed) the scenario runs as docker-compose.yml describes
# (scripts/compose-demo.sh): controller, three brokers on racks a/b/c with the network model, a
# producer, per rack a librdkafka consumer and a kafkasim consumer, twice (rack-aware selector,
# then leader selector), then the Spark report container. Without one it runs the same scenario
# on this machine: `python -m kafkasim.client.demo run` (the cluster is `kafkasim up
# --topology default` in the background).
# Output lands in demo-out/ either way; DEMO_ARGS passes extra options to the local mode.
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PY:-.venv/bin/python}"
OUT=demo-out

compose_command() {
  docker info >/dev/null 2>&1 || return 1
  if docker compose version >/dev/null 2>&1; then echo "docker compose"
  elif command -v docker-compose >/dev/null 2>&1; then echo "docker-compose"
  else return 1; fi
}

if [ "${DEMO_MODE:-auto}" != "local" ] && COMPOSE="$(compose_command)"; then
  echo "demo: Docker engine found, running docker-compose.yml ($COMPOSE)"
  COMPOSE="$COMPOSE" PY="$PY" bash scripts/compose-demo.sh
else
  echo "demo: no Docker engine here, running the scenario locally (kafkasim up + python -m kafkasim.client.demo)"
  # shellcheck disable=SC2086
  PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}" "$PY" -m kafkasim.client.demo run --out "$OUT" ${DEMO_ARGS:-}
fi
