#!/usr/bin/env bash
# Installs the non-Python parts the tests and the demo use, only when missing:
# a Java runtime for PySpark; curl; Debian's chromium (headless, for the report's screenshot test);
# Debian's kcat, Node.js and npm, and npm's kafkajs (pinned in
# tests/clients/package-lock.json, installed into tests/clients/node_modules) for the
# cross-client matrix. The Python clients come from pyproject's `dev` extra.
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"

need_apt=()
command -v java >/dev/null 2>&1 || need_apt+=(openjdk-17-jre-headless)
command -v kcat >/dev/null 2>&1 || need_apt+=(kcat)
# curl drives the HTTP control plane in tests/harness/test_control_http.py.
command -v curl >/dev/null 2>&1 || need_apt+=(curl)
command -v node >/dev/null 2>&1 || need_apt+=(nodejs)
command -v npm >/dev/null 2>&1 || need_apt+=(npm)
# Headless Chromium renders report.html for the screenshot test (tests/spark/test_report_render.py).
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
# Debian's docker-compose validates docker-compose.yml in tests/test_compose.py (no engine needed).
command -v docker-compose >/dev/null 2>&1 || docker compose version >/dev/null 2>&1 \
  || need_apt+=(docker-compose)

if [ ${#need_apt[@]} -gt 0 ]; then
  echo "install-system-deps: apt-get install ${need_apt[*]}"
  # The package lists may be absent or stale on a new machine: update once before installing.
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
    "${need_apt[@]}" >/dev/null
fi

# kafkajs: install exactly what the lock file pins; again only when the lock changed since.
clients=tests/clients
if [ -f "$clients/package-lock.json" ]; then
  installed="$clients/node_modules/.package-lock.json"
  if [ ! -f "$installed" ] || [ ! -d "$clients/node_modules/kafkajs" ] \
     || [ "$clients/package-lock.json" -nt "$installed" ]; then
    echo "install-system-deps: npm ci in $clients"
    (cd "$clients" && npm ci --silent --no-audit --no-fund --loglevel=error >/dev/null)
  fi
fi
