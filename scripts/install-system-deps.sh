#!/usr/bin/env bash
# Installs the non-Python parts the tests and the demo use, only when missing:
# a Java runtime for PySpark, kcat and Node's kafkajs for the client matrix.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v java >/dev/null 2>&1 || need_apt+=(openjdk-17-jre-headless)
command -v kcat >/dev/null 2>&1 || need_apt+=(kcat)
command -v node >/dev/null 2>&1 || need_apt+=(nodejs npm)

if [ ${#need_apt[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

if [ -f tests/clients/package.json ] && [ ! -d tests/clients/node_modules/kafkajs ]; then
  (cd tests/clients && npm install --silent --no-audit --no-fund >/dev/null)
fi
