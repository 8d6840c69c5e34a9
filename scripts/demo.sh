#!/usr/bin/env bash
# `make demo`: a 3-rack cluster, producers, rack-aware consumers and the Spark report.
#
# With a Docker engine (`docker compose version` works and `docker info` reaches a daemon) the
# scenario runs as docker-compose.yml describes: controller, three brokers on racks a/b/c, a
# producer, one consumer per rack, twice (rack-aware selector, then leader selector), then the
# Spark report container. Without one it runs the same scenario on this machine:
# `python -m kafkasim.client.demo run` (the cluster is `kafkasim up` in the background).
# Output lands in demo-out/ either way; DEMO_ARGS passes extra options to the local mode.
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PY:-.venv/bin/python}"
OUT=demo-out

compose_available() {
  docker compose version >/dev/null 2>&1 && docker info >/dev/null 2>&1
}

if [ "${DEMO_MODE:-auto}" != "local" ] && compose_available; then
  echo "demo: Docker engine found, running docker-compose.yml"
  mkdir -p "$OUT"
  rm -rf "$OUT/logs" "$OUT/report"
  trap 'docker compose down --remove-orphans >/dev/null 2>&1 || true' EXIT
  docker compose build
  for phase in "rack-aware org.apache.kafka.common.replica.RackAwareReplicaSelector" \
               "leader org.apache.kafka.common.replica.LeaderSelector"; do
    set -- $phase
    echo "demo: phase $1 (replica.selector.class=$2)"
    DEMO_LABEL="$1" REPLICA_SELECTOR="$2" \
      docker compose up --no-log-prefix producer consumer-a consumer-b consumer-c
    docker compose down --remove-orphans
  done
  docker compose --profile report run --rm report
  docker compose --profile report run --rm report demo headline /demo-out/report
  echo "demo: open $OUT/report/report.html"
else
  echo "demo: no Docker engine here, running the scenario locally (kafkasim up + python -m kafkasim.client.demo)"
  # shellcheck disable=SC2086
  PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}" "$PY" -m kafkasim.client.demo run --out "$OUT" ${DEMO_ARGS:-}
fi
