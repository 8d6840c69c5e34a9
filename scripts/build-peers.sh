#!/usr/bin/env bash
# Builds the peer programs from other ecosystems, outside the repository, only when missing or
# out of date:
#
#   java   tests/clients/java (kafka-clients at scripts/reference/KAFKA_VERSION)
#          -> $CACHE/java-client/<version>/lib/*.jar   (java -cp 'lib/*' kafkasim.peer.JavaClient)
#   go     tests/clients/go (franz-go kgo)  -> $CACHE/go-client/kafkasim-go-client
#   kfake  benchmarks/kfake (franz-go's fake cluster) -> $CACHE/kfake/kfake
#
# with CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/kafkasim. Each output has a stamp: a hash of its
# sources, its version and the toolchain's version; a matching stamp means nothing to do.
# Prints one line per thing built and nothing else; on a failure, the build's log to stderr.
#
#   scripts/build-peers.sh [java] [go] [kfake]     (default: all three)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/kafkasim"
mkdir -p "$CACHE"

# One build at a time (parallel test workers may all ask).
if command -v flock >/dev/null 2>&1; then
  exec 9>"$CACHE/.build-peers.lock"
  flock 9
fi

# A hash of the files under $1 (relative paths and contents, in a stable order) and of "$2".
source_hash() {
  local dir="$1" extra="$2"
  {
    printf '%s\n' "$extra"
    (cd "$dir" && find . -type f ! -path './target/*' -print0 | LC_ALL=C sort -z \
       | xargs -0 sha256sum)
  } | sha256sum | cut -d' ' -f1
}

# run LOG CMD...: run CMD with its output in LOG; on failure show LOG and stop.
run() {
  local log="$1"; shift
  if ! "$@" >"$log" 2>&1; then
    echo "build-peers: failed: $*" >&2
    cat "$log" >&2
    exit 1
  fi
}

need() {
  command -v "$1" >/dev/null 2>&1 || { echo "build-peers: $1 not found ($2)" >&2; exit 1; }
}

# Maven and a JDK come with the project's machines; Debian's packages when they do not.
ensure_java_tools() {
  local missing=()
  command -v mvn >/dev/null 2>&1 || missing+=(maven)
  command -v javac >/dev/null 2>&1 || missing+=(openjdk-17-jdk-headless)
  [ ${#missing[@]} -eq 0 ] && return
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "build-peers: apt-get install ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
}

build_java() {
  ensure_java_tools
  need mvn "Maven builds tests/clients/java"
  need javac "a JDK builds tests/clients/java"
  local version_file="$ROOT/scripts/reference/KAFKA_VERSION"
  [ -s "$version_file" ] || { echo "build-peers: $version_file missing" >&2; exit 1; }
  local version
  version="$(tr -d '[:space:]' <"$version_file")"
  local src="$ROOT/tests/clients/java" out="$CACHE/java-client/$version"
  local hash
  hash="$(source_hash "$src" "kafka $version; $(javac -version 2>&1)")"
  if [ -f "$out/stamp" ] && [ "$(cat "$out/stamp")" = "$hash" ]; then
    return
  fi
  local started=$SECONDS tmp="$out.tmp.$$"
  rm -rf "$tmp"
  mkdir -p "$tmp"
  run "$tmp/build.log" mvn -q -B -Dstyle.color=never -f "$src/pom.xml" package \
    "-Dkafka.version=$version" "-Dpeers.out=$tmp"
  rm -rf "$tmp/build"
  echo "$hash" >"$tmp/stamp"
  rm -rf "$out"
  mv "$tmp" "$out"
  echo "build-peers: java client (kafka-clients $version) -> $out/lib in $((SECONDS - started)) s"
}

# build_go NAME SRC OUT: a Go main package into one binary.
build_go() {
  local name="$1" src="$2" out="$3"
  need go "Go builds $src"
  local hash
  hash="$(source_hash "$src" "$(go version)")"
  if [ -x "$out" ] && [ -f "$out.stamp" ] && [ "$(cat "$out.stamp")" = "$hash" ]; then
    return
  fi
  local started=$SECONDS
  mkdir -p "$(dirname "$out")"
  # GOTOOLCHAIN=local: build with the installed Go, never fetch another toolchain.
  (cd "$src" && run "$out.log" env GOTOOLCHAIN=local GOFLAGS=-mod=readonly \
     go build -buildvcs=false -trimpath -o "$out.tmp.$$" .)
  mv "$out.tmp.$$" "$out"
  rm -f "$out.log"
  echo "$hash" >"$out.stamp"
  echo "build-peers: $name -> $out in $((SECONDS - started)) s"
}

targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(java go kfake)
for target in "${targets[@]}"; do
  case "$target" in
    java) build_java ;;
    go) build_go "go client (franz-go)" "$ROOT/tests/clients/go" "$CACHE/go-client/kafkasim-go-client" ;;
    kfake) build_go "kfake" "$ROOT/benchmarks/kfake" "$CACHE/kfake/kfake" ;;
    *) echo "build-peers: unknown target $target (java, go, kfake)" >&2; exit 2 ;;
  esac
done
