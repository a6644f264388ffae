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
run() { if ((dry)); then echo "would run: $*"; else "$@"; fi; }

containers=$(docker ps -aq --filter label=protocross.docker)
[[ -z $containers ]] || run docker rm -f $containers
images=$( (docker image ls -q --filter label=protocross.impl
           docker image ls -q --filter label=protocross.stage=builder
           docker image ls -q protocross/base-jdk25:offline
           docker image ls -q protocross/builder-upb:offline) | sort -u)
[[ -z $images ]] || run docker image rm -f $images
cache=/var/cache/protocross-debootstrap had_cache=""
if [[ -d $cache ]]; then had_cache=", $(du -sh "$cache" | cut -f1) of debootstrap cache"; run rm -rf "$cache"; fi
((dry)) || echo "docker/clean.sh: removed $(wc -w <<<"$containers") container(s), $(wc -w <<<"$images") image(s)$had_cache"
