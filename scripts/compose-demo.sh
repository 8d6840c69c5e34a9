#!/usr/bin/env bash
# The demo in containers (docker-compose.yml): both phases (rack-aware selector, then leader
# selector) and the Spark report, output in demo-out/. Needs a Docker engine; COMPOSE names
# the compose command (`docker compose` or Debian's `docker-compose`).
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PY:-.venv/bin/python}"
COMPOSE="${COMPOSE:-docker compose}"
OUT=demo-out
CLIENTS=(producer consumer-a consumer-b consumer-c own-consumer-a own-consumer-b own-consumer-c)

mkdir -p "$OUT"
rm -rf "$OUT/logs" "$OUT/broker-records" "$OUT/report"
trap '$COMPOSE down --remove-orphans >/dev/null 2>&1 || true' EXIT
bash scripts/build-base-image.sh
$COMPOSE build
"$PY" -m kafkasim.broker.network.topology default > "$OUT/topology.json"
for phase in "rack-aware org.apache.kafka.common.replica.RackAwareReplicaSelector" \
             "leader org.apache.kafka.common.replica.LeaderSelector"; do
  set -- $phase
  echo "compose-demo: phase $1 (replica.selector.class=$2)"
  export DEMO_LABEL="$1" REPLICA_SELECTOR="$2"
  $COMPOSE up -d "${CLIENTS[@]}"
  # shellcheck disable=SC2046
  statuses="$(docker wait $($COMPOSE ps -q "${CLIENTS[@]}"))"
  $COMPOSE logs --no-color "${CLIENTS[@]}" | tail -n 20
  $COMPOSE down --remove-orphans
  if [ -n "$(printf '%s\n' $statuses | grep -v '^0$')" ]; then
    echo "compose-demo: a client container failed in phase $1 (exit statuses: $(echo $statuses))" >&2
    exit 1
  fi
done
$COMPOSE --profile report run --rm report
$COMPOSE --profile report run --rm report demo headline /demo-out/report
echo "compose-demo: open $OUT/report/report.html"
