#!/usr/bin/env bash
# Removes what this checkout's docker path leaves on this machine, and nothing else:
#   - its implementation images protocross/<impl>:dev-<checkout>[-jdkN] (label protocross.checkout),
#   - its upb builder stage (untagged, labels protocross.stage=builder and protocross.checkout),
#   - its leftover benchmark containers (label protocross.docker=<checkout>),
#   - the shared offline base images protocross/base-jdk{25,17,21}:offline and protocross/builder-upb:offline
#     and debootstrap's .deb cache /var/cache/protocross-debootstrap (offline-base.sh), but only
#     when no other checkout's protocross image or container is left on the daemon.
# <checkout> is the first 12 hex digits of the sha256 of the checkout's real path (Checkout.java),
# so two checkouts on one daemon never remove each other's. --all removes every checkout's
# (and images from before the checkout was named, protocross/<impl>:dev). Registry images such
# as eclipse-temurin:25-jre or debian:bookworm are left alone: other projects may use them.
# Usage: docker/clean.sh [--dry-run] [--all]   (root or a docker group member; needs a running daemon)
#        docker/clean.sh --checkout              prints this checkout's id and exits (no daemon needed)
set -euo pipefail
checkout=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P | tr -d '\n' | sha256sum | cut -c1-12)
dry=0 all=0
for arg in "$@"; do
  case $arg in
    --dry-run) dry=1 ;;
    --all) all=1 ;;
    --checkout) echo "$checkout"; exit 0 ;;
    *) echo "usage: docker/clean.sh [--dry-run] [--all] | --checkout" >&2; exit 2 ;;
  esac
done
docker info >/dev/null 2>&1 || { echo "docker/clean.sh: no docker daemon answers (docker/ci-setup.sh start starts one)" >&2; exit 2; }
run() { if ((dry)); then echo "would run: $*" >&2; else "$@"; fi; }

if ((all)); then
  containers=$(docker ps -aq --filter label=protocross.docker)
  ours=$( (docker image ls -q --no-trunc --filter label=protocross.impl
           docker image ls -q --no-trunc --filter label=protocross.stage=builder) | sort -u)
else
  containers=$(docker ps -aq --filter "label=protocross.docker=$checkout")
  ours=$(docker image ls -q --no-trunc --filter "label=protocross.checkout=$checkout" | sort -u)
fi
[[ -z $containers ]] || run docker rm -f $containers

# What other checkouts still have: while there is any, the base images they build from stay.
others=$( (docker image ls -q --no-trunc --filter label=protocross.impl
           docker image ls -q --no-trunc --filter label=protocross.stage=builder) | sort -u | grep -vxF -f <(echo "$ours") || true)
other_containers=$(docker ps -aq --filter label=protocross.docker | grep -vxF -f <(echo "$containers") || true)
shared=0
if ((all)) || [[ -z $others && -z $other_containers ]]; then shared=1; fi

# An image goes after its children: the classic builder keeps every build step as an untagged
# child image, and a parent with children cannot be removed.
every=$(docker image ls -aq --no-trunc)
removed=0
children() {
  local c
  for c in $every; do
    [[ $(docker image inspect --format '{{.Parent}}' "$c" 2>/dev/null) == "$1" ]] && echo "$c"
  done
}
remove_tree() {
  local c
  for c in $(children "$1"); do remove_tree "$c"; done
  run docker image rm "$1" >/dev/null && removed=$((removed + 1))
}
roots=$ours
if ((shared)); then
  roots=$( (echo "$ours"
            for n in 25 17 21; do docker image ls -q --no-trunc "protocross/base-jdk$n:offline"; done
            docker image ls -q --no-trunc protocross/builder-upb:offline) | sed '/^$/d' | sort -u)
fi
for root in $roots; do
  # A root may be gone already: the child of another root.
  docker image inspect "$root" >/dev/null 2>&1 && remove_tree "$root"
done
cache=/var/cache/protocross-debootstrap kept=""
if ((shared)); then
  if [[ -d $cache ]]; then kept=", $(du -sh "$cache" | cut -f1) of debootstrap cache"; run rm -rf "$cache"; fi
else
  kept="; kept the offline base images and debootstrap's cache: $(wc -w <<<"$others") image(s) and"
  kept+=" $(wc -w <<<"$other_containers") container(s) of other checkouts are left (--all removes them too)"
fi
((dry)) || echo "docker/clean.sh: removed $(wc -w <<<"$containers") container(s), $removed image(s) of checkout $checkout$kept"
