#!/usr/bin/env bash
# Docker for CI (and any Debian machine without a registry): installs Debian's docker.io and
# debootstrap, starts dockerd unless one already answers, and builds the offline base images.
#
#   docker/ci-setup.sh start [N...]   install, start dockerd (log: /var/log/protocross-dockerd.log), build base
#                                     images (and JDK N's, 17 or 21, from .jdks/N: bin/jdks.sh N first)
#   docker/ci-setup.sh stop    stop the dockerd that a `start` started (pid file; never one started otherwise)
#
# Or source it and call protocross_docker_start [N...] / protocross_docker_stop, e.g. in .ci/run:
#   . docker/ci-setup.sh && trap protocross_docker_stop EXIT && protocross_docker_start
# Needs root (apt-get, dockerd, debootstrap).

PROTOCROSS_DOCKERD_PID=/run/protocross-dockerd.pid
PROTOCROSS_DOCKERD_LOG=/var/log/protocross-dockerd.log

protocross_docker_start() {
  local here
  here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
  if ! command -v dockerd >/dev/null || ! command -v debootstrap >/dev/null; then
    echo "ci-setup: installing docker.io and debootstrap (apt)"
    apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q docker.io debootstrap >/dev/null \
      || { echo "ci-setup: apt-get install docker.io debootstrap failed" >&2; return 1; }
  fi
  if docker info >/dev/null 2>&1; then
    echo "ci-setup: a Docker daemon already answers; using it"
  else
    echo "ci-setup: starting dockerd (log: $PROTOCROSS_DOCKERD_LOG)"
    # setsid: the daemon must not get the CI shell's signals before we stop it ourselves.
    setsid dockerd >"$PROTOCROSS_DOCKERD_LOG" 2>&1 < /dev/null &
    echo $! >"$PROTOCROSS_DOCKERD_PID"
    local waited=0
    until docker info >/dev/null 2>&1; do
      if ! kill -0 "$(cat "$PROTOCROSS_DOCKERD_PID")" 2>/dev/null; then
        echo "ci-setup: dockerd exited at start-up; last lines of $PROTOCROSS_DOCKERD_LOG: $(tail -3 "$PROTOCROSS_DOCKERD_LOG" | tr '\n' ' ')" >&2
        rm -f "$PROTOCROSS_DOCKERD_PID"
        return 1
      fi
      if [ "$waited" -ge 60 ]; then
        echo "ci-setup: dockerd did not answer within 60 s (log: $PROTOCROSS_DOCKERD_LOG)" >&2
        return 1
      fi
      sleep 1
      waited=$((waited + 1))
    done
    echo "ci-setup: dockerd answers after ${waited} s ($(docker version --format 'server {{.Server.Version}}, API {{.Server.APIVersion}}'))"
  fi
  "$here/offline-base.sh" "$@"
}

protocross_docker_stop() {
  [ -f "$PROTOCROSS_DOCKERD_PID" ] || return 0
  local pid
  pid=$(cat "$PROTOCROSS_DOCKERD_PID")
  if kill -0 "$pid" 2>/dev/null; then
    echo "ci-setup: stopping dockerd (pid $pid)"
    kill -TERM "$pid"
    for _ in $(seq 1 30); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 1
    done
    kill -0 "$pid" 2>/dev/null && { echo "ci-setup: dockerd ignored SIGTERM for 30 s; killing it" >&2; kill -KILL "$pid"; }
  fi
  rm -f "$PROTOCROSS_DOCKERD_PID"
}

# Executed (not sourced): dispatch on the first argument.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  case "${1:-}" in
    start) shift; protocross_docker_start "$@" ;;
    stop) protocross_docker_stop ;;
    *) echo "usage: docker/ci-setup.sh start [17] [21] | stop" >&2; exit 2 ;;
  esac
fi
