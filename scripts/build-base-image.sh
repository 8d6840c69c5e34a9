#!/usr/bin/env bash
# The demo image's inputs, made here without any container registry (docker-compose.yml):
# - kafkasim-base:bookworm, a minimal Debian bookworm made by debootstrap from Debian's own
#   packages and loaded with `docker import` (skipped when the image exists);
# - wheelhouse/, every Python package the image installs (kafkasim[demo] and its
#   dependencies), built by `pip wheel` with this checkout's .venv.
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PY:-.venv/bin/python}"
BASE=kafkasim-base:bookworm

if ! docker image inspect "$BASE" >/dev/null 2>&1; then
  command -v debootstrap >/dev/null 2>&1 || {
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get install -y -qq --no-install-recommends debootstrap >/dev/null; }
  rootfs="$(mktemp -d)"
  trap 'rm -rf "$rootfs"' EXIT
  echo "build-base-image: debootstrap bookworm into $rootfs"
  debootstrap --variant=minbase bookworm "$rootfs" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}" >/dev/null
  tar -C "$rootfs" -c . | docker import - "$BASE" >/dev/null
  echo "build-base-image: $BASE imported"
fi

echo "build-base-image: pip wheel kafkasim[demo] into wheelhouse/"
rm -rf wheelhouse
"$PY" -m pip wheel -q --wheel-dir wheelhouse '.[demo]'
