#!/usr/bin/env bash
# The API clients the tests drive (scripts/api-clients: the official MCP TypeScript SDK and @redocly/cli),
# installed from their lockfile.
#   scripts/api-clients.sh install   npm ci when node_modules is missing or older than the lockfile
set -euo pipefail
PKG="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/api-clients"

case "${1:-}" in
  install)
    if [[ ! -x "$PKG/node_modules/.bin/redocly" || "$PKG/package-lock.json" -nt "$PKG/node_modules/.package-lock.json" ]]; then
      command -v npm >/dev/null || { echo "api-clients: npm not found: install Node.js 20.19+ first (@redocly/cli needs it)" >&2; exit 1; }
      echo "api-clients: installing from scripts/api-clients/package-lock.json (npm ci)" >&2
      (cd "$PKG" && npm ci --no-audit --no-fund --loglevel=error >&2)
    fi
    ;;
  *)
    echo "usage: $0 install" >&2
    exit 2
    ;;
esac
