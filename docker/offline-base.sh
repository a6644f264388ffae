#!/usr/bin/env bash
# Builds the local base images the offline docker path uses, from Debian's packages (debootstrap)
# plus the host's JDKs, with `docker import`: no container registry is needed.
#
#   protocross/base-jdk25:offline     minbase + JDK 25 at /opt/java/openjdk (the run's own runtime)
#   protocross/base-jdkN:offline      the same with JDK N (17, 21) from .jdks/N/ (bin/jdks.sh N),
#                                     for columns that name it (~jdk17); only when N is given
#   protocross/builder-upb:offline    minbase + gcc, python3-pip (upb's builder stage; no JDK)
#
# Idempotent: an image that already exists is kept (--force rebuilds). The JDK path matches the
# public eclipse-temurin images, so one Dockerfile serves both base kinds.
#
# Usage: docker/offline-base.sh [--force] [--jdk DIR] [--mirror URL] [N...]
set -euo pipefail

BUILDER_TAG=protocross/builder-upb:offline
JDK=${PROTOCROSS_JDK:-/usr/lib/jvm/temurin-25-jdk-amd64}
MIRROR=http://deb.debian.org/debian
FORCE=0
REPO=$(cd "$(dirname "$0")/.." && pwd)
FEATURES=()

die() { echo "offline-base.sh: $*" >&2; exit 1; }

while [ $# -gt 0 ]; do
  case "$1" in
    --force) FORCE=1 ;;
    --jdk) JDK=$2; shift ;;
    --mirror) MIRROR=$2; shift ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    17|21) FEATURES+=("$1") ;;
    25) ;; # always built, from --jdk
    *) echo "offline-base.sh: unknown option or JDK $1 (JDKs: 17, 21; try --help)" >&2; exit 2 ;;
  esac
  shift
done

command -v debootstrap >/dev/null || die "debootstrap is missing: apt-get install -y debootstrap"
command -v docker >/dev/null || die "docker is missing: apt-get install -y docker.io"
docker info >/dev/null 2>&1 || die "no Docker daemon answers: start one (docker/ci-setup.sh start, or dockerd &)"
[ "$(id -u)" = 0 ] || die "debootstrap needs root"
[ -x "$JDK/bin/java" ] || die "no JDK at $JDK (set --jdk or PROTOCROSS_JDK)"
"$JDK/bin/java" -version 2>&1 | grep -q 'version "25' || die "$JDK is not a JDK 25"
# Each other JDK is the one bin/jdks.sh installed, asked what it is rather than trusted by its folder.
for n in "${FEATURES[@]}"; do
  [ -x "$REPO/.jdks/$n/bin/java" ] || die "no JDK $n at .jdks/$n: install it with bin/jdks.sh $n"
  "$REPO/.jdks/$n/bin/java" -version 2>&1 | grep -q "version \"$n[.\"]" || die ".jdks/$n is not a JDK $n: reinstall it with bin/jdks.sh $n"
done

# The host's own Debian release, so the images get the same libc the host build was made with.
. /etc/os-release
SUITE=${VERSION_CODENAME:?cannot tell the host Debian release from /etc/os-release}

have() { docker image inspect "$1" >/dev/null 2>&1; }

WORK=$(mktemp -d /var/tmp/protocross-rootfs.XXXXXX)
trap 'rm -rf "$WORK"' EXIT

# One debootstrap per image: --include resolves the builder's dependencies inside debootstrap,
# which is simpler and as fast as chroot + apt-get (the .debs come from one shared cache).
CACHE=/var/cache/protocross-debootstrap
mkdir -p "$CACHE"

bootstrap() { # dir, extra packages (comma list or empty)
  local dir=$1 include=$2 args=(--variant=minbase --cache-dir="$CACHE")
  [ -n "$include" ] && args+=(--include="$include")
  debootstrap "${args[@]}" "$SUITE" "$dir" "$MIRROR" >"$dir.log" 2>&1 \
    || die "debootstrap $SUITE failed; last lines of $dir.log: $(tail -3 "$dir.log" | tr '\n' ' ')"
  # Slim down: apt lists, docs and caches are not needed inside the image.
  rm -rf "$dir"/var/lib/apt/lists/* "$dir"/var/cache/apt/* "$dir"/usr/share/doc/* \
         "$dir"/usr/share/man/* "$dir"/usr/share/locale/*
}

import() { # dir, tag, docker import --change lines...
  local dir=$1 tag=$2; shift 2
  local changes=()
  for c in "$@"; do changes+=(--change "$c"); done
  tar --numeric-owner -C "$dir" -c . | docker import "${changes[@]}" - "$tag" >/dev/null \
    || die "docker import $tag failed"
  echo "offline-base.sh: built $tag ($(docker image inspect -f '{{.Id}}' "$tag"))"
}

start=$(date +%s)

# The runtimes: one minbase, each JDK copied into it in turn and imported under its tag.
runtimes=("25=$JDK")
for n in "${FEATURES[@]}"; do runtimes+=("$n=$REPO/.jdks/$n"); done
for r in "${runtimes[@]}"; do
  n=${r%%=*} jdk=${r#*=}
  tag=protocross/base-jdk$n:offline
  if [ "$FORCE" = 1 ] || ! have "$tag"; then
    [ -d "$WORK/runtime" ] || bootstrap "$WORK/runtime" ""
    mkdir -p "$WORK/runtime/opt/java"
    rm -rf "$WORK/runtime/opt/java/openjdk"
    cp -a "$jdk" "$WORK/runtime/opt/java/openjdk"
    rm -f "$WORK/runtime/opt/java/openjdk/.wheel" # bin/jdks.sh's record, not the JDK's
    import "$WORK/runtime" "$tag" \
      "ENV JAVA_HOME=/opt/java/openjdk" \
      "ENV PATH=/opt/java/openjdk/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
      "ENV LANG=C.UTF-8" \
      "CMD [\"/bin/bash\"]"
  else
    echo "offline-base.sh: $tag exists (--force rebuilds)"
  fi
done
rm -rf "$WORK/runtime"

if [ "$FORCE" = 1 ] || ! have "$BUILDER_TAG"; then
  bootstrap "$WORK/builder" "gcc,libc6-dev,python3,python3-pip"
  import "$WORK/builder" "$BUILDER_TAG" \
    "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
    "ENV LANG=C.UTF-8" \
    "CMD [\"/bin/bash\"]"
else
  echo "offline-base.sh: $BUILDER_TAG exists (--force rebuilds)"
fi

echo "offline-base.sh: done in $(( $(date +%s) - start ))s"
