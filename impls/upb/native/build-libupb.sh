#!/usr/bin/env bash
# Builds libupb.so (and the C reference loop upb_bench) from the upb sources in the protobuf
# Python sdist of one release. Run by the Maven build (generate-resources); safe to rerun:
# the result is cached under OUT and rebuilt only when version, sha256, flags or our C files change.
#
# usage: build-libupb.sh VERSION SHA256 OUT [PINNED_VERSION RECORD]
#   VERSION         the protobuf Python package whose sdist is compiled (7.36.2 is protobuf 36.2)
#   SHA256          the sha256 the pinned sdist must have (impls/upb/pom.xml)
#   PINNED_VERSION  the release SHA256 belongs to; without it (the docker image), VERSION is pinned
#   RECORD          for any other VERSION (a variant, upb@X): the file that keeps the sha256 of the
#                   sdist the first build compiled; a later build whose file differs is refused
# Every failure ends with one line "build-libupb: ..." saying why (the runner shows that line).
set -euo pipefail

version=$1 pinned_sha256=$2 out=$3 pinned_version=${4:-$1} record=${5:-}
here=$(cd "$(dirname "$0")" && pwd)
fail() { echo "build-libupb: $*" >&2; exit 1; }

# The protobuf release line (36 for 7.36.2): upb_api.c refuses a line whose upb internals the binding
# was not checked against, and the Java binding picks its few per-line differences by it (UpbRelease).
[[ $version =~ ^[0-9]+\.([0-9]+)\.[0-9]+$ ]] || fail "cannot read a protobuf release line from version '$version' (want X.Y.Z, e.g. 7.36.2)"
line=${BASH_REMATCH[1]}

cflags="-O3 -DNDEBUG -fPIC"
# -mavx where the build host has AVX: the same SSE code VEX-encoded. Without it, libupb's legacy-SSE
# instructions run right after JIT-compiled code that leaves the upper vector registers dirty, and
# on the Intel Xeon dev VM every switch pays an AVX-SSE transition: upb decode of api_response ran
# at ~45 k ops/s through FFM against ~120 k in the C loop (impls/upb/README.md, "Why upb decode of api_response slows down"). The C
# loop links the same library, so FFM/C stays like for like. PROTOCROSS_UPB_VEX=off builds without.
if [[ ${PROTOCROSS_UPB_VEX:-auto} != off ]] && grep -qw avx /proc/cpuinfo 2>/dev/null; then
  cflags="$cflags -mavx"
fi
sdist="protobuf-$version.tar.gz"

command -v gcc >/dev/null || fail "gcc not found; install it (Debian: apt-get install gcc)"
python3 -m pip --version >/dev/null 2>&1 || fail "pip not found; install it (Debian: apt-get install python3-pip)"

# The sha256 the sdist must have: the pinned one, or for a variant the one its first build recorded
# (empty until then: that build records it).
if [[ $version == "$pinned_version" ]]; then
  sha256=$pinned_sha256
else
  [[ -n $record ]] || fail "$sdist is not the pinned release ($pinned_version) and no RECORD file was given for its sha256"
  sha256=$(cat "$record" 2>/dev/null || true)
fi

stamp="$version ${sha256:-unrecorded} $cflags $(cat "$here/upb_api.c" "$0" | sha256sum | cut -c1-16)"
build_bench() {
  # The C loop links the very libupb.so the JVM loads; rebuilt alone when only it changed.
  if [[ ! -x $out/upb_bench || $here/upb_bench.c -nt $out/upb_bench || $out/libupb.so -nt $out/upb_bench ]]; then
    gcc $cflags -I"$out/src" -I"$out/src/utf8_range" "$here/upb_bench.c" -L"$out" -lupb -Wl,-rpath,'$ORIGIN' -o "$out/upb_bench" \
      || fail "compiling upb_bench against $sdist failed (see the gcc output above)"
  fi
}
if [[ -n $sha256 && -f $out/libupb.so && -f $out/stamp && $(cat "$out/stamp") == "$stamp" ]]; then
  build_bench
  exit 0
fi
mkdir -p "$out/cache"
rm -rf "$out/src" "$out/stamp"

if [[ ! -f $out/cache/$sdist ]]; then
  # --no-binary: the sdist (the only form that carries upb's C sources), never a wheel. pip checks the
  # file against the sha256 the index lists for it.
  if ! python3 -m pip download --quiet --disable-pip-version-check --no-deps --no-binary :all: \
      "protobuf==$version" -d "$out/cache" >"$out/pip.log" 2>&1; then
    cat "$out/pip.log" >&2
    fail "pip could not download $sdist: $( (grep -m1 -E '^ERROR' "$out/pip.log" || tail -n1 "$out/pip.log") | sed 's/ (from versions:.*)//')"
  fi
  [[ -f $out/cache/$sdist ]] || fail "pip downloaded no $sdist (the release may publish no sdist)"
fi
actual=$(sha256sum "$out/cache/$sdist" | cut -d' ' -f1)
if [[ $version == "$pinned_version" && $actual != "$sha256" ]]; then
  fail "$sdist has sha256 $actual, expected $sha256 (pinned in impls/upb/pom.xml)"
fi
if [[ $version != "$pinned_version" ]]; then
  if [[ -n $sha256 && $actual != "$sha256" ]]; then
    fail "$sdist has sha256 $actual, but this variant was first built from sha256 $sha256 (recorded in $record); refusing another file under the same release"
  fi
  sha256=$actual
  mkdir -p "$(dirname "$record")"
  echo "$sha256" > "$record"
  stamp="$version $sha256 $cflags $(cat "$here/upb_api.c" "$0" | sha256sum | cut -c1-16)"
fi

mkdir -p "$out/src"
tar -xzf "$out/cache/$sdist" -C "$out/src" --strip-components=1
src=$out/src
# The fast-table decoder is off in the sdist's own build too; its files need it enabled.
mapfile -t sources < <(cd "$src" && find upb utf8_range -name '*.c' ! -name '*decode_fast*' | sort)
# descriptor.proto's MiniTables (FileDescriptorSet, which the binding decodes the schema with) in every
# release; json_enumvalue_options.proto's only where the release has it (from 36.x).
sources+=(google/protobuf/descriptor.upb_minitable.c)
if [[ -f $src/google/protobuf/json_enumvalue_options.upb_minitable.c ]]; then
  sources+=(google/protobuf/json_enumvalue_options.upb_minitable.c)
fi

echo "build-libupb: compiling upb from $sdist ($cflags)" >&2
# Every upb source is built as upb builds itself (API functions header-inline, so the hot paths
# inline); upb_api.c alone sees UPB_BUILD_API and gives each inline API function one exported copy.
# gcc's output is kept, so that a release that does not compile against the binding (upb_api.c names
# every function the binding calls) fails in one line with gcc's own first error.
rm -f "$out/libupb.so.tmp"
if ! (cd "$src" && gcc $cflags -DUPB_BUILD_API -DPROTOCROSS_UPB_LINE="$line" -I. -Iutf8_range -c "$here/upb_api.c" -o "$out/upb_api.o" \
    && gcc $cflags -shared -I. -Iutf8_range "${sources[@]}" "$out/upb_api.o" -o "$out/libupb.so.tmp") >"$out/gcc.log" 2>&1; then
  cat "$out/gcc.log" >&2
  fail "compiling libupb.so from $sdist failed: $( (grep -m1 -E ': (fatal )?error: |undefined reference' "$out/gcc.log" || echo "see the gcc output above") | sed "s|^$here/||")"
fi
cat "$out/gcc.log" >&2
mv "$out/libupb.so.tmp" "$out/libupb.so"

rm -f "$out/upb_bench"
build_bench

cat > "$out/upb-build.properties" <<PROPS
sdist=$sdist
version=$version
sha256=$sha256
cflags=$cflags -shared (-DUPB_BUILD_API on the API export unit)
compiler=$(gcc --version | head -1)
PROPS
echo "$stamp" > "$out/stamp"
