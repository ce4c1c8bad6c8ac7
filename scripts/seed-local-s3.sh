#!/usr/bin/env bash
# Puts the objects the sample S3 events (events/s3-*.json) refer to into the local s3rver, so that
# `bin/lazygraph invoke ingest events/s3-put.json` finds them, as the ingest function would in AWS.
#
#   scripts/seed-local-s3.sh            create bucket lazygraph-documents (if missing) and put every object
#                                       listed in events/objects/objects.tsv (local file <TAB> object key)
#   scripts/seed-local-s3.sh --remove KEY
#                                       delete one object (e.g. before replaying events/s3-delete.json)
#
# Needs scripts/local-stack.sh start first. Port: $LAZYGRAPH_S3RVER_PORT (default 4568). Plain curl:
# s3rver accepts unsigned requests, so no credentials are involved.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ENDPOINT="http://127.0.0.1:${LAZYGRAPH_S3RVER_PORT:-4568}"
BUCKET="${LAZYGRAPH_SEED_BUCKET:-lazygraph-documents}"
OBJECTS="$ROOT/events/objects"

log() { echo "seed-local-s3: $*" >&2; }

# S3 path encoding of a key: every byte except unreserved characters and '/' as %XX (UTF-8 for non-ASCII).
urlencode() {
  local LC_ALL=C key="$1" out="" c hex i
  for ((i = 0; i < ${#key}; i++)); do
    c="${key:i:1}"
    case "$c" in
      [a-zA-Z0-9.~_/-]) out+="$c" ;;
      *) printf -v hex '%%%02X' "'$c"; out+="$hex" ;;
    esac
  done
  printf '%s' "$out"
}

# curl_s3 EXPECTED_STATUS... -- CURL_ARGS...: fails with the response body unless the status is expected.
curl_s3() {
  local expected=() status body
  while [[ "$1" != "--" ]]; do expected+=("$1"); shift; done
  shift
  body="$(mktemp)"
  status="$(curl -s -o "$body" -w '%{http_code}' "$@")" || { rm -f "$body"; log "cannot reach s3rver at $ENDPOINT (run scripts/local-stack.sh start)"; exit 1; }
  if [[ " ${expected[*]} " != *" $status "* ]]; then
    log "unexpected HTTP $status from: curl $*"
    cat "$body" >&2; echo >&2
    rm -f "$body"
    exit 1
  fi
  rm -f "$body"
}

if [[ "${1:-}" == "--remove" ]]; then
  [[ -n "${2:-}" ]] || { echo "usage: $0 --remove KEY" >&2; exit 2; }
  curl_s3 204 -- -X DELETE "$ENDPOINT/$BUCKET/$(urlencode "$2")"
  log "removed s3://$BUCKET/$2"
  exit 0
fi
[[ $# -eq 0 ]] || { echo "usage: $0 [--remove KEY]" >&2; exit 2; }

# 200 when created, 409 when it already exists.
curl_s3 200 409 -- -X PUT "$ENDPOINT/$BUCKET"
while IFS=$'\t' read -r file key; do
  [[ -n "$file" ]] || continue
  curl_s3 200 -- -X PUT -H 'Content-Type: application/octet-stream' --data-binary "@$OBJECTS/$file" \
    "$ENDPOINT/$BUCKET/$(urlencode "$key")"
  log "put s3://$BUCKET/$key ($(wc -c <"$OBJECTS/$file") bytes)"
done <"$OBJECTS/objects.tsv"
