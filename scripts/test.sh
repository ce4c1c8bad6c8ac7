#!/usr/bin/env bash
# The one test command (README, CI): starts the local stand-ins (dynalite, s3rver) on 127.0.0.1, installs
# the npm API clients the tests drive, runs the whole Maven suite, and stops the stand-ins it started.
#   LAZYGRAPH_DYNALITE_PORT, LAZYGRAPH_S3RVER_PORT   move the stand-ins; the tests are pointed at the same ports
#   LAZYGRAPH_DYNALITE_SECOND_PORT   a second dynalite, for src/aws's second test JVM (dynalite answers one request
#                                    at a time); 4569 with the default ports, none when the ports are moved
#                                    without it (a port beside the two given may be someone else's)
# Extra arguments go to Maven (e.g. -pl src/core).
set -euo pipefail
cd "$(dirname "$0")/.."
export JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION=20
if [[ -z "${LAZYGRAPH_DYNALITE_PORT:-}" ]]; then
  export LAZYGRAPH_DYNALITE_SECOND_PORT="${LAZYGRAPH_DYNALITE_SECOND_PORT:-4569}"
fi
services=(dynalite s3rver)
second=()
if [[ -n "${LAZYGRAPH_DYNALITE_SECOND_PORT:-}" ]]; then
  services+=(dynalite-second)
  second=(-Dlazygraph-dev.dynalite.second-port="$LAZYGRAPH_DYNALITE_SECOND_PORT")
fi

# Stand-ins that already run (started by the user from this checkout) are used and left running.
ours=()
for service in "${services[@]}"; do
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
  -Dlazygraph-dev.s3rver.port="${LAZYGRAPH_S3RVER_PORT:-4568}" "${second[@]}" "$@"
