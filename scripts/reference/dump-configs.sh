#!/usr/bin/env bash
# Regenerates broker/config/kafka_configs.json from the reference Kafka jars (facts: names,
# types, defaults, validators, synonyms, dynamic update modes; no documentation text).
set -euo pipefail
cd "$(dirname "$0")/../.."
version=$(cat scripts/reference/KAFKA_VERSION)
lib="${XDG_CACHE_HOME:-$HOME/.cache}/kafkasim/reference/$version/lib"
[ -d "$lib" ] || make -s reference-jars
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT
javac -nowarn -d "$build" -cp "$lib/*" scripts/reference/DumpConfigs.java
java -cp "$lib/*:$build" DumpConfigs > broker/config/kafka_configs.json
echo "dump-configs: $(grep -c '"scope"' broker/config/kafka_configs.json) keys from Kafka $version"
