#!/usr/bin/env bash
# Removes what the docker path leaves on this machine, and nothing else:
#   - the implementation images protocross/<impl>:dev (label protocross.impl),
#   - upb's untagged builder stage (label protocross.stage=builder),
#   - the offline base images protocross/base-jdk25:offline and protocross/builder-upb:offline,
#   - debootstrap's .deb cache /var/cache/protocross-debootstrap (offline-base.sh).
# Leftover benchmark containers (label protocross.docker) are removed too. Registry images such
# as eclipse-temurin:25-jre or debian:bookworm are left alone: other projects may use them.
# Usage: docker/clean.sh [--dry-run]   (root or a docker group member; needs a running daemon)
set -euo pipefail
dry=0
case ${1:-} in
  --dry-run) dry=1 ;;
  "") ;;
  *) echo "usage: docker/clean.sh [--dry-run]" >&2; exit 2 ;;
esac
docker info >/dev/null 2>&1 || { echo "docker/clean.sh: no docker daemon answers (docker/ci-setup.sh start starts one)" >&2; exit 2; }
run() { if ((dry)); then echo "would run: $*" >&2; else "$@"; fi; }

containers=$(docker ps -aq --filter label=protocross.docker)
[[ -z $containers ]] || run docker rm -f $containers

# An image goes after its children: the classic builder keeps every build step as an untagged
# child image, and a parent with children cannot be removed.
all=$(docker image ls -aq --no-trunc)
removed=0
children() {
  local c
  for c in $all; do
    [[ $(docker image inspect --format '{{.Parent}}' "$c" 2>/dev/null) == "$1" ]] && echo "$c"
  done
}
remove_tree() {
  local c
  for c in $(children "$1"); do remove_tree "$c"; done
  run docker image rm "$1" >/dev/null && removed=$((removed + 1))
}
roots=$( (docker image ls -q --no-trunc --filter label=protocross.impl
          docker image ls -q --no-trunc --filter label=protocross.stage=builder
          docker image ls -q --no-trunc protocross/base-jdk25:offline
          docker image ls -q --no-trunc protocross/builder-upb:offline) | sort -u)
for root in $roots; do
  # A root may be gone already: the child of another root.
  docker image inspect "$root" >/dev/null 2>&1 && remove_tree "$root"
done
cache=/var/cache/protocross-debootstrap had_cache=""
if [[ -d $cache ]]; then had_cache=", $(du -sh "$cache" | cut -f1) of debootstrap cache"; run rm -rf "$cache"; fi
((dry)) || echo "docker/clean.sh: removed $(wc -w <<<"$containers") container(s), $removed image(s)$had_cache"
