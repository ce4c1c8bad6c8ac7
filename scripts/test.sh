#!/usr/bin/env bash
# The one test command (README, CI): starts the local stand-ins (dynalite, s3rver) on 127.0.0.1,
# runs the whole Maven suite, and stops the stand-ins again.
set -euo pipefail
cd "$(dirname "$0")/.."
export JSII_SILENCE_WARNING_END_OF_LIFE_NODE_VERSION=20

scripts/local-stack.sh start
trap 'scripts/local-stack.sh stop' EXIT

./mvnw -B -ntp verify "$@"
