#!/usr/bin/env bash
# Installs a folder's npm packages from its lockfile once per lockfile content on this machine (one folder
# per content), so that a fresh clone whose lockfile was installed before installs nothing:
#   scripts/npm-ci-cached.sh DIR
# `npm ci` runs in $LAZYGRAPH_NPM_CACHE (default ~/.cache/lazygraph/npm)/<DIR's name>-<lockfile hash>/, from
# DIR/package.json and DIR/package-lock.json; DIR/node_modules then links to that folder's node_modules. npm's
# own download cache is preferred to the registry (--prefer-offline).
set -euo pipefail
dir="$(cd "$1" && pwd)"
hash="$(sha256sum "$dir/package-lock.json" | cut -c1-16)"
cache="${LAZYGRAPH_NPM_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/lazygraph/npm}/$(basename "$dir")-$hash"

if [[ ! -f "$cache/.installed" ]]; then
  command -v npm >/dev/null || { echo "npm not found: install Node.js 20.19+ first" >&2; exit 1; }
  echo "npm-ci-cached: installing ${dir##*/} from its package-lock.json (npm ci) into $cache" >&2
  mkdir -p "$(dirname "$cache")"
  tmp="$(mktemp -d "$cache.XXXXXX")"
  trap 'rm -rf "$tmp"' EXIT
  cp "$dir/package.json" "$dir/package-lock.json" "$tmp/"
  (cd "$tmp" && npm ci --prefer-offline --no-audit --no-fund --loglevel=error >&2)
  touch "$tmp/.installed"
  # Renamed whole, so a folder with .installed is complete; when another run got there first, its folder stays.
  mv -T "$tmp" "$cache" 2>/dev/null || true
fi
if [[ "$(readlink "$dir/node_modules" 2>/dev/null)" != "$cache/node_modules" ]]; then
  rm -rf "$dir/node_modules"
  ln -s "$cache/node_modules" "$dir/node_modules"
fi
