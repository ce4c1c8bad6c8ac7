#!/usr/bin/env bash
# The one test command (README, CI): starts the local stand-ins (dynalite, s3rver) on 127.0.0.1, installs
# the npm API clients the tests drive, runs the whole Maven suite, and stops the stand-ins it started.
#   LAZYGRAPH_DYNALITE_PORT, LAZYGRAPH_S3RVER_PORT   move the stand-ins; the tests are pointed at the same ports
# Extra arguments go to Maven (e.g. -pl src/core).
set -euo pipefail
cd "$(dirname "$0")/.."
export JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION=20

# Stand-ins that already run (started by the user from this checkout) are used and left running.
ours=()
for service in dynalite s3rver; do
  scripts/local-stack.sh running "$service" || ours+=("$service")
done
stop_ours() {
  if (( ${#ours[@]} )); then scripts/local-stack.sh stop "${ours[@]}"; fi
}
# Set before starting: a start that fails half way still stops what it started.
trap stop_ours EXIT

scripts/local-stack.sh start
# The API clients the tests drive (the MCP TypeScript SDK, @redocly/cli), from their lockfile.
scripts/api-clients.sh install

# Two modules at a time (-T 2): a module waits only for those it depends on, so the modules off the longest chain
# (s3, documents, embeddings, bench, the functions, infra) test beside it. The tests of different modules share
# nothing but the stand-ins, where each uses tables and buckets of its own, and free ports.
./mvnw -B -ntp -T 2 verify -Dlazygraph-dev.dynalite.port="${LAZYGRAPH_DYNALITE_PORT:-4567}" \
  -Dlazygraph-dev.s3rver.port="${LAZYGRAPH_S3RVER_PORT:-4568}" "$@"
