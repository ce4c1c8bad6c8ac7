#!/usr/bin/env bash
# The API clients the tests drive (scripts/api-clients: the official MCP TypeScript SDK and @redocly/cli),
# installed from their lockfile.
#   scripts/api-clients.sh install   npm ci once per lockfile content on this machine (scripts/npm-ci-cached.sh);
#                                    @redocly/cli needs Node.js 20.19+
set -euo pipefail
SCRIPTS="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

case "${1:-}" in
  install)
    "$SCRIPTS/npm-ci-cached.sh" "$SCRIPTS/api-clients"
    ;;
  *)
    echo "usage: $0 install" >&2
    exit 2
    ;;
esac
