#!/usr/bin/env bash
# What each Lambda function carries and how fast its JVM build starts, from the packaged builds:
#   runner jar, dependencies (target/lib: bytes and jars), function.zip (and unzipped), the Quarkus features it installs,
#   and RUNS cold invocations through bin/lazygraph invoke (Quarkus' own "started in", and the whole
#   invocation's wall time: JVM start, Quarkus start, the first event, exit).
#
#   ./mvnw -pl functions/ingest,functions/query,functions/question -am package -DskipTests
#   scripts/local-stack.sh start && scripts/seed-local-s3.sh
#   RUNS=5 scripts/function-footprint.sh
#
# Environment: RUNS (3), and what bin/lazygraph invoke reads (LAZYGRAPH_DYNALITE_PORT, LAZYGRAPH_S3RVER_PORT).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${RUNS:-3}"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

for function in ingest query question; do
  case "$function" in
    ingest) event="$repo/events/s3-put.json" ;;
    query | question) event="$repo/events/http-query.json" ;;
  esac
  target="$repo/functions/$function/target"
  jar="$target/$(sed -n 's/^path=//p' "$target/quarkus-artifact.properties")"
  echo "$function: runner jar $(stat -c %s "$jar") B; target/lib $(du -sb "$target/lib" | cut -f1) B in" \
    "$(find "$target/lib" -name '*.jar' | wc -l) jars; function.zip $(stat -c %s "$target/function.zip") B" \
    "($(unzip -l "$target/function.zip" | tail -1 | awk '{print $1}') B unzipped; Lambda allows 262,144,000)"
  for ((run = 1; run <= runs; run++)); do
    start=$(date +%s%N)
    if ! LAZYGRAPH_NO_BUILD=1 "$repo/bin/lazygraph-invoke" "$function" "$event" >/dev/null 2>"$log"; then
      cat "$log" >&2
      exit 1
    fi
    end=$(date +%s%N)
    echo "  run $run: Quarkus $(grep -o 'started in [0-9.]*s' "$log"), invocation $(((end - start) / 1000000)) ms"
  done
  grep -o 'Installed features: .*' "$log" | sed 's/^/  /'
done
