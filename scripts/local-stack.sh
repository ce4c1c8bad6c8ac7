#!/usr/bin/env bash
# Local stand-ins for the AWS services lazygraph uses, on 127.0.0.1 only:
#   dynalite (DynamoDB API) on $LAZYGRAPH_DYNALITE_PORT (default 4567)
#   s3rver   (S3 API)       on $LAZYGRAPH_S3RVER_PORT   (default 4568; credentials S3RVER/S3RVER)
#   dynalite-second         a second dynalite on $LAZYGRAPH_DYNALITE_SECOND_PORT, only when that is set
#                           (scripts/test.sh sets it: dynalite answers one request at a time, and src/aws's second
#                           test JVM uses this one)
# Used by the tests (surefire passes the same ports as -Dlazygraph-dev.dynalite.port / -Dlazygraph-dev.s3rver.port),
# by CI and by `bin/lazygraph invoke`.
#
#   scripts/local-stack.sh start    install (npm ci from the lockfile, once per machine: scripts/npm-ci-cached.sh)
#                                   if needed, start both, wait until they answer
#   scripts/local-stack.sh stop [dynalite|dynalite-second|s3rver]...
#                                   stop the processes this script started on these ports (all, or those
#                                   named); their data is discarded
#   scripts/local-stack.sh status   exit 0 when both answer, 3 otherwise
#   scripts/local-stack.sh running NAME
#                                   exit 0 when this checkout's NAME (dynalite, dynalite-second or s3rver) runs
#                                   on its port
#
# Every command is about the stand-ins on the ports it is given: stacks on other ports run side by side and are
# never stopped by it. Idempotent: `start` when already running only checks the ports; a start that did not
# start fails. State (pids, logs, s3rver data) lives in .local-stack/ at the repository root (gitignored), one
# set of files per service and port.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PKG="$ROOT/scripts/local-stack"
STATE="$ROOT/.local-stack"
BIN="$PKG/node_modules/.bin"
DYNALITE_PORT="${LAZYGRAPH_DYNALITE_PORT:-4567}"
S3RVER_PORT="${LAZYGRAPH_S3RVER_PORT:-4568}"
SECOND_PORT="${LAZYGRAPH_DYNALITE_SECOND_PORT:-}"
WAIT_SECONDS="${LAZYGRAPH_LOCAL_STACK_WAIT:-30}"

log() { echo "local-stack: $*" >&2; }

port_answers() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# What this script keeps of the service NAME on PORT: NAME-PORT.pid, .log (and s3rver's data folder).
state_of() { echo "$STATE/$1-$2"; }

# The pid of NAME on PORT, if that process is alive and still the service we started (guards against pid reuse).
running_pid() {
  local name="$1" port="$2" pid
  [[ -f "$(state_of "$name" "$port").pid" ]] || return 1
  pid="$(cat "$(state_of "$name" "$port").pid")"
  [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q "$name" || return 1
  echo "$pid"
}

# A foreign process on the port is accepted only if it speaks the expected API (another checkout's stack).
speaks_dynalite() { curl -s -m 2 -X POST "http://127.0.0.1:$1/" | grep -q 'com.amazon'; }
speaks_s3() { curl -s -m 2 "http://127.0.0.1:$1/" | grep -q 'ListAllMyBucketsResult'; }

install_if_needed() {
  if [[ ! -x "$BIN/dynalite" || ! -x "$BIN/s3rver" ]]; then
    "$ROOT/scripts/npm-ci-cached.sh" "$PKG"
  fi
}

wait_for_port() {
  local name="$1" port="$2" pid="$3" waited=0 state
  state="$(state_of "$name" "$port")"
  until port_answers "$port"; do
    if ! kill -0 "$pid" 2>/dev/null; then
      log "$name exited during start-up; last lines of $state.log:"
      tail -n 20 "$state.log" >&2 || true
      rm -f "$state.pid"
      return 1
    fi
    if (( waited >= WAIT_SECONDS * 10 )); then
      log "$name did not answer on 127.0.0.1:$port within ${WAIT_SECONDS}s (log: $state.log)"
      return 1
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
}

# start_service NAME PORT PROBE COMMAND...
start_service() {
  local name="$1" port="$2" probe="$3" pid state
  shift 3
  state="$(state_of "$name" "$port")"
  if pid="$(running_pid "$name" "$port")"; then
    wait_for_port "$name" "$port" "$pid"
    log "$name already running on 127.0.0.1:$port (pid $pid)"
    return 0
  fi
  if port_answers "$port"; then
    if "$probe" "$port"; then
      log "$name: port $port is already served by another process (not managed by this script); using it"
      return 0
    fi
    log "port $port is taken by something that is not $name; set LAZYGRAPH_${name^^}_PORT to a free port"
    return 1
  fi
  nohup "$@" >"$state.log" 2>&1 </dev/null &
  pid=$!
  echo "$pid" >"$state.pid"
  wait_for_port "$name" "$port" "$pid"
  log "$name listening on 127.0.0.1:$port (pid $pid)"
}

stop_service() {
  local name="$1" port="$2" pid waited=0
  if pid="$(running_pid "$name" "$port")"; then
    kill "$pid"
    while kill -0 "$pid" 2>/dev/null && (( waited < 50 )); do sleep 0.1; waited=$((waited + 1)); done
    kill -0 "$pid" 2>/dev/null && kill -9 "$pid"
    log "$name on port $port stopped (pid $pid)"
  else
    log "$name not running on port $port (from this checkout)"
  fi
  rm -f "$(state_of "$name" "$port").pid"
}

status_service() {
  local name="$1" port="$2" pid
  if pid="$(running_pid "$name" "$port")"; then
    if port_answers "$port"; then echo "$name: running on 127.0.0.1:$port (pid $pid)"; return 0; fi
    echo "$name: process $pid alive but 127.0.0.1:$port does not answer"; return 1
  fi
  if port_answers "$port"; then echo "$name: 127.0.0.1:$port answers (another process)"; return 0; fi
  echo "$name: stopped"
  return 1
}

case "${1:-}" in
  start)
    mkdir -p "$STATE"
    install_if_needed
    S3RVER_DATA="$(state_of s3rver "$S3RVER_PORT")-data"
    if ! running_pid s3rver "$S3RVER_PORT" >/dev/null; then
      rm -rf "$S3RVER_DATA"
      mkdir -p "$S3RVER_DATA"
    fi
    for port in "$DYNALITE_PORT" ${SECOND_PORT:+"$SECOND_PORT"}; do
      start_service dynalite "$port" speaks_dynalite \
        "$BIN/dynalite" --host 127.0.0.1 --port "$port" \
        --createTableMs 0 --deleteTableMs 0 --updateTableMs 0
    done
    start_service s3rver "$S3RVER_PORT" speaks_s3 \
      "$BIN/s3rver" -d "$S3RVER_DATA" -a 127.0.0.1 -p "$S3RVER_PORT" --silent
    ;;
  stop)
    shift
    services=("$@")
    (( ${#services[@]} )) || services=(s3rver dynalite ${SECOND_PORT:+dynalite-second})
    for service in "${services[@]}"; do
      case "$service" in
        dynalite) stop_service dynalite "$DYNALITE_PORT" ;;
        dynalite-second) [[ -z "$SECOND_PORT" ]] || stop_service dynalite "$SECOND_PORT" ;;
        s3rver) stop_service s3rver "$S3RVER_PORT"; rm -rf "$(state_of s3rver "$S3RVER_PORT")-data" ;;
        *) echo "unknown service '$service' (dynalite, dynalite-second or s3rver)" >&2; exit 2 ;;
      esac
    done
    ;;
  running)
    case "${2:-}" in
      dynalite) running_pid dynalite "$DYNALITE_PORT" >/dev/null ;;
      dynalite-second) [[ -n "$SECOND_PORT" ]] && running_pid dynalite "$SECOND_PORT" >/dev/null ;;
      s3rver) running_pid s3rver "$S3RVER_PORT" >/dev/null ;;
      *) echo "usage: $0 running dynalite|dynalite-second|s3rver" >&2; exit 2 ;;
    esac
    ;;
  status)
    rc=0
    status_service dynalite "$DYNALITE_PORT" || rc=3
    if [[ -n "$SECOND_PORT" ]]; then status_service dynalite "$SECOND_PORT" || rc=3; fi
    status_service s3rver "$S3RVER_PORT" || rc=3
    exit "$rc"
    ;;
  *)
    echo "usage: $0 start|stop [SERVICE...]|status|running SERVICE   (ports: LAZYGRAPH_DYNALITE_PORT=$DYNALITE_PORT, LAZYGRAPH_S3RVER_PORT=$S3RVER_PORT)" >&2
    exit 2
    ;;
esac
