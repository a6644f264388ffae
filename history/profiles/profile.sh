#!/usr/bin/env bash
# Where one history cell's time goes: one JMH fork of a variant's benchmarks.jar (built by
# history/run.sh --build-only) under JDK Flight Recorder, so an annotation can show where a step's
# time went instead of guessing. A profile is not a measurement: one fork, JFR on, 1 s iterations;
# the history's numbers come from the interleaved runs. Method and findings: history/profiles/README.md.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
die() { echo "protocross: $*" >&2; exit 2; }

usage() {
  cat <<'USAGE'
usage: history/profiles/profile.sh [--out DIR] VARIANT DATASET [OP]
  VARIANT   an implementation at a release, e.g. protobuf-java@4.26.1 (a bare name: the pinned
            release), whose jar history/run.sh --build-only (or metal/run.sh) has built
  DATASET   one of datasets/MANIFEST.tsv, e.g. log_record
  OP        a throughput op of the benchmark (default: encode)
  --out DIR where <variant>-<dataset>-<op>.jfr and .jmh.txt go (default: target/profiles/; the
            committed profiles in history/profiles/ are only replaced if you name that folder)
USAGE
}

out=$repo/target/profiles
args=()
while (($#)); do
  case $1 in
    --help|-h) usage; exit 0 ;;
    --out) (($# >= 2)) || die "--out needs a folder"; out=$2; shift 2 ;;
    -*) die "unknown option '$1' (history/profiles/profile.sh --help)" ;;
    *) args+=("$1"); shift ;;
  esac
done
((${#args[@]} == 2 || ${#args[@]} == 3)) || die "want VARIANT DATASET [OP], got ${#args[@]} argument(s) (history/profiles/profile.sh --help)"
variant=${args[0]} dataset=${args[1]} op=${args[2]:-encode}
[[ $op =~ ^[a-z_]+$ ]] || die "unparsable op '$op'"
datasets=$(tail -n +2 "$repo/datasets/MANIFEST.tsv" | cut -f1 | paste -sd,)
[[ ",$datasets," == *",$dataset,"* ]] || die "unknown dataset '$dataset'; known: $datasets"
impl=${variant%%@*}
impls=$(cd "$repo/impls" && grep -l '<impl.name>' */pom.xml | sed 's|/pom.xml||' | paste -sd,)
[[ ",$impls," == *",$impl,"* ]] || die "unknown implementation '$impl'; known: $impls"
# shellcheck source=../../bin/variant-jar.sh
source "$repo/bin/variant-jar.sh"
jar=$repo/$(protocross_variant_jar "$variant")
[[ -f $jar ]] || die "no jar for $variant at ${jar#$repo/}; build it first: history/run.sh --build-only --only $impl"

# shellcheck source=../../bin/jdk25.sh
source "$repo/bin/jdk25.sh"
protocross_find_jdk25

mkdir -p "$out"
name=$variant-$dataset-$op
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cores=$(($(nproc) - 1))
echo "profiling $name (one fork, JFR) into $out/"
# Pinned to the last CPU like a timed fork; JMH's own JFR profiler starts and stops the recording
# around the measured iterations, so warm-up and setup are not in the profile.
(cd "$repo" && taskset -c "$cores" java -jar "$jar" "^protocross\.bench\.CodecBenchmark\.$op\$" -f 1 -wi 5 -w 1s -i 10 -r 1s \
  -bm thrpt -tu s -p "dataset=$dataset" -prof "jfr:dir=$tmp") > "$tmp/jmh.txt" 2>&1 \
  || { tail -5 "$tmp/jmh.txt" >&2; die "the JMH fork of $name failed (last lines above)"; }
jfr=$(find "$tmp" -name profile.jfr | head -1)
[[ -n $jfr ]] || die "JMH wrote no profile.jfr for $name (see its output: $tmp/jmh.txt)"
mv "$jfr" "$out/$name.jfr"
{ echo "# Host: $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1), $(nproc) CPUs; fork pinned to CPU $cores"
  grep -E '^(# (JMH version|VM version|VM options|Warmup|Measurement|Benchmark|Parameters)|CodecBenchmark)' "$tmp/jmh.txt"
} > "$out/$name.jmh.txt"
echo "wrote $out/$name.jfr and $name.jmh.txt; hottest methods: jfr view hot-methods $out/$name.jfr"
