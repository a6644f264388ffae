#!/usr/bin/env bash
# Builds the upb binding as it was at commit 3409e40 (before issue 14) against TODAY's harness
# (contract, Launcher, conformance proof, meta.json), so the runner can time it as its own column
# beside today's binding in one interleaved run (metal/run.sh --jar upb@before-3409e40=<the jar>).
#
# What is old: impls/upb/src/main and src/test as of 3409e40. What is new: everything else
# (root and module poms, the libupb sdist build, contract, bench harness) as of HEAD, so both jars
# load the same libupb build and prove equal work against the same reference before timing.
# The only edit to the old sources is 3409e40-harness.patch beside this script: the contract's
# nativeBytesPerOp now takes an Op instead of a String.
#
# Usage: impls/upb/before/build.sh        (from anywhere; JDK 25 on PATH or JAVA_HOME; Maven offline
#                                           if the cache is warm, see PROTOCROSS_MVN_FLAGS)
# Writes impls/upb/target/before-3409e40/benchmarks.jar and prints its path and sha256.
# The tree it builds in (impls/upb/target/before-3409e40/tree/) is a git archive of HEAD: committed
# files only, never the working copy.
set -euo pipefail

die() { echo "protocross: $*" >&2; exit 2; }
before=3409e40
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../../.." && pwd)
out=$repo/impls/upb/target/before-$before
tree=$out/tree

command -v git >/dev/null || die "git not found"
command -v mvn >/dev/null || die "mvn not found (Debian: apt-get install maven)"
git -C "$repo" cat-file -e "$before^{commit}" 2>/dev/null || die "commit $before is not in $repo (a shallow clone? git fetch --unshallow)"

rm -rf "$tree"
mkdir -p "$tree"
git -C "$repo" archive HEAD | tar -x -C "$tree"
rm -rf "$tree/impls/upb/src/main" "$tree/impls/upb/src/test"
git -C "$repo" archive "$before" impls/upb/src/main impls/upb/src/test | tar -x -C "$tree"
patch -s -p1 -d "$tree" <"$here/$before-harness.patch" || die "$before-harness.patch does not apply"
# The sdist pip downloaded for this checkout's own build (sha256-checked again by the build): no second download.
if [[ -d $repo/impls/upb/target/upb/cache ]]; then
  mkdir -p "$tree/impls/upb/target/upb" && cp -r "$repo/impls/upb/target/upb/cache" "$tree/impls/upb/target/upb/"
fi

echo "building the upb binding of $before against the harness of $(git -C "$repo" rev-parse --short HEAD) (log: $out/build.log)"
(cd "$tree" && mvn -B -q -Dstyle.color=never ${PROTOCROSS_MVN_FLAGS:--o} -DskipTests -pl impls/upb -am package) \
  >"$out/build.log" 2>&1 || die "build failed; see $out/build.log"
cp "$tree/impls/upb/target/benchmarks.jar" "$out/benchmarks.jar"
echo "$out/benchmarks.jar sha256 $(sha256sum "$out/benchmarks.jar" | cut -d' ' -f1)"
