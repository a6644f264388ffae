#!/usr/bin/env bash
# Builds libupb.so (and the C reference loop upb_bench) from the upb sources in the protobuf
# Python sdist of the pinned release. Run by the Maven build (generate-resources); safe to rerun:
# the result is cached under OUT and rebuilt only when version, sha256, flags or our C files change.
#
# usage: build-libupb.sh VERSION SHA256 OUT
set -euo pipefail

version=$1 sha256=$2 out=$3
here=$(cd "$(dirname "$0")" && pwd)
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

command -v gcc >/dev/null || { echo "build-libupb: gcc not found; install it (Debian: apt-get install gcc)" >&2; exit 1; }
python3 -m pip --version >/dev/null 2>&1 || { echo "build-libupb: pip not found; install it (Debian: apt-get install python3-pip)" >&2; exit 1; }

stamp="$version $sha256 $cflags $(cat "$here/upb_api.c" "$0" | sha256sum | cut -c1-16)"
build_bench() {
  # The C loop links the very libupb.so the JVM loads; rebuilt alone when only it changed.
  if [[ ! -x $out/upb_bench || $here/upb_bench.c -nt $out/upb_bench || $out/libupb.so -nt $out/upb_bench ]]; then
    gcc $cflags -I"$out/src" -I"$out/src/utf8_range" "$here/upb_bench.c" -L"$out" -lupb -Wl,-rpath,'$ORIGIN' -o "$out/upb_bench"
  fi
}
if [[ -f $out/libupb.so && -f $out/stamp && $(cat "$out/stamp") == "$stamp" ]]; then
  build_bench
  exit 0
fi
mkdir -p "$out/cache"
rm -rf "$out/src" "$out/stamp"

if [[ ! -f $out/cache/$sdist ]]; then
  # --no-binary: the sdist (the only form that carries upb's C sources), never a wheel.
  python3 -m pip download --quiet --disable-pip-version-check --no-deps --no-binary :all: \
    "protobuf==$version" -d "$out/cache" >&2
fi
actual=$(sha256sum "$out/cache/$sdist" | cut -d' ' -f1)
if [[ $actual != "$sha256" ]]; then
  echo "build-libupb: $sdist has sha256 $actual, expected $sha256 (pinned in impls/upb/pom.xml)" >&2
  exit 1
fi

mkdir -p "$out/src"
tar -xzf "$out/cache/$sdist" -C "$out/src" --strip-components=1
src=$out/src
# The fast-table decoder is off in the sdist's own build too; its files need it enabled.
mapfile -t sources < <(cd "$src" && find upb utf8_range -name '*.c' ! -name '*decode_fast*' | sort)
sources+=(google/protobuf/descriptor.upb_minitable.c google/protobuf/json_enumvalue_options.upb_minitable.c)

echo "build-libupb: compiling upb from $sdist ($cflags)" >&2
# Every upb source is built as upb builds itself (API functions header-inline, so the hot paths
# inline); upb_api.c alone sees UPB_BUILD_API and gives each inline API function one exported copy.
rm -f "$out/libupb.so.tmp"
(cd "$src" && gcc $cflags -DUPB_BUILD_API -I. -Iutf8_range -c "$here/upb_api.c" -o "$out/upb_api.o" \
  && gcc $cflags -shared -I. -Iutf8_range "${sources[@]}" "$out/upb_api.o" -o "$out/libupb.so.tmp") >&2 \
  || { echo "build-libupb: compiling libupb.so failed (see the gcc output above)" >&2; exit 1; }
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
