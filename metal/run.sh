#!/usr/bin/env bash
# Runs the cross-implementation comparison on this host, then aggregates it.
# Thin wrapper: checks the flags' form (so --help and typos answer at once, before any build),
# checks the JDK, builds what the run needs, and hands the flags to the runner's run session
# (runner/, which validates them fully and does everything else, the aggregation included).
# See metal/README.md for the method; --help for the flags (metal/usage.txt).
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
die() { echo "protocross: $*" >&2; exit 2; }

# Maven in batch mode without colour. Debian's Maven 3.8.7 still writes ESC[0m resets through its
# console library even then, so what is left is stripped too (pipefail keeps Maven's exit code).
mvn_build() { mvn -B -q -Dstyle.color=never -DskipTests "$@" 2>&1 | sed -u $'s/\e\\[[0-9;]*m//g'; }

# One comma list of names, each in the known set.
check_names() {
  local flag=$1 what=$2 value=$3 known name
  known=$(echo $4 | tr ' ' ',')
  IFS=, read -ra names <<<"$value"
  ((${#names[@]})) || die "$flag needs at least one name"
  for name in "${names[@]}"; do
    [[ ",$known," == *",$name,"* ]] || die "unknown $what '$name'; known: $known"
  done
}

# One comma list of variants: an implementation, or implementation@version (a release number),
# each optionally on a JVM: ~jdk17, ~unsafe-deny, ... (metal/README.md, "On this JDK").
# The runner checks the rest (a version the implementation cannot run at, the pinned version,
# the JDKs and option sets by name, a JDK not installed), all before any build.
check_variants() {
  local flag=$1 value=$2 known spec name version
  known=$(echo $3 | tr ' ' ',')
  IFS=, read -ra specs <<<"$value"
  ((${#specs[@]})) || die "$flag needs at least one name"
  for spec in "${specs[@]}"; do
    if [[ $spec == *~* ]]; then
      [[ ${spec#*~} =~ ^[a-z0-9-]+(~[a-z0-9-]+)*$ ]] \
        || die "unparsable JVM part '~${spec#*~}' in '$spec'; want ~jdk17, ~unsafe-deny, ... (--help)"
      spec=${spec%%~*}
    fi
    name=${spec%%@*}
    [[ -n $name ]] || die "'$spec' names no implementation; want <implementation>@<version>, e.g. protobuf-java@3.25.8"
    [[ ",$known," == *",$name,"* ]] || die "unknown implementation '$name'; known: $known"
    if [[ $spec == *@* ]]; then
      version=${spec#*@}
      [[ $version =~ ^[0-9]+(\.[0-9]+){1,3}([-.][0-9A-Za-z]+)*$ ]] \
        || die "unparsable version '$version' in '$spec'; want a release number like 3.25.8 or 4.28.0-RC1"
    fi
  done
}

# --no-build, --check-only and --estimate are ours; everything else goes to the runner unchanged, after a check
# of its form here (--check-only stops after it: metal/slurm/submit.sh checks a job's flags with it). The runner checks it all again (and what needs the build: ops, cores, the adaptive
# target, the seed). A flag the runner gains must be added here too.
build=1 check_only=0 estimate=0 args=()
while (($#)); do
  case $1 in
    --help|-h) cat "$repo/metal/usage.txt"; exit 0 ;;
    --no-build) build=0; shift ;;
    --check-only) check_only=1; shift ;;
    --estimate) estimate=1; shift ;;
    --quick|--allow-noisy|--no-chrt|--aa|--no-aa|--paired) args+=("$1"); shift ;;
    --dataset)
      # A dataset directory anywhere on disk (repeatable); made absolute here, since the runner runs
      # from the repository's top level.
      (($# >= 2)) && [[ $2 != --* ]] || die "$1 needs a directory (see --help)"
      [[ -d $2 ]] || die "dataset directory $2 does not exist"
      args+=("$1" "$(cd "$2" && pwd)")
      shift 2 ;;
    --jar)
      # A column from a prebuilt benchmarks.jar, <impl>@<label>=<jar>; its path made absolute here, since
      # the runner runs from the repository's top level. The runner checks the name and the jar.
      (($# >= 2)) && [[ $2 != --* ]] || die "$1 needs <implementation>@<label>=<benchmarks.jar> (see --help)"
      [[ $2 == *?=?* ]] || die "--jar needs <implementation>@<label>=<benchmarks.jar>, e.g. upb@before-3409e40=/tmp/upb.jar, got '$2'"
      jar_path=${2#*=}
      [[ $jar_path == /* ]] || jar_path=$PWD/$jar_path
      args+=("$1" "${2%%=*}=$jar_path")
      shift 2 ;;
    --out|--impls|--compare|--datasets|--ops|--forks|--passes|--max-forks|--budget-minutes|--target-half-width|--seed|--cores|--resume|--results-dir|--shard|--settings)
      (($# >= 2)) && [[ $2 != --* ]] || die "$1 needs a value (see --help)"
      case $1 in
        --forks|--passes|--max-forks|--budget-minutes) [[ $2 =~ ^[1-9][0-9]*$ ]] || die "$1 needs a positive number, got '$2'" ;;
        --impls|--compare)
          commas=${2//[^,]/}
          [[ $1 == --impls || ${#commas} == 1 ]] \
            || die "--compare needs exactly two variants, A,B (e.g. protobuf-java@3.25.8,protobuf-java), got '$2'"
          check_variants "$1" "$2" "$(cd "$repo/impls" && grep -l '<impl.name>' */pom.xml | sed 's|/pom.xml||')" ;;
        --datasets) check_names --datasets dataset "$2" "$(tail -n +2 "$repo/datasets/MANIFEST.tsv" | cut -f1 | tr '\n' ' ')" ;;
        --resume) [[ $2 =~ ^[0-9]{8}-[0-9]{6}-[0-9a-f]{7}$ ]] || die "--resume needs a run id like 20261129-201500-abc1234, got '$2'" ;;
        --settings) [[ $2 == full || $2 == half-second ]] || die "unknown --settings '$2'; known: full, half-second (--quick is its own flag)" ;;
        --shard) [[ $2 =~ ^[0-9]+/[0-9]+$ ]] || die "--shard needs i/N, e.g. 1/4 (shard 1 of 4; shards are numbered from 1), got '$2'" ;;
      esac
      args+=("$1" "$2")
      shift 2 ;;
    *) die "unknown option '$1' (see --help)" ;;
  esac
done
((check_only)) && exit 0

. "$repo/bin/jdk25.sh"
protocross_find_jdk25
command -v taskset >/dev/null || die "taskset not found (Debian: apt-get install util-linux)"
runner_jar=$repo/runner/target/runner.jar
if ((build)); then
  command -v mvn >/dev/null || die "mvn not found (Debian: apt-get install maven)"
fi

cd "$repo"
if ((build)); then
  # The runner first: it validates the flags and names the modules this run needs. Maven runs with
  # -q, so say what the first half-minute is.
  echo "building the runner (mvn -pl runner -am package, JDK $(java -version 2>&1 | head -1))"
  mvn_build -pl runner -am package || die "building the runner failed (see above)"
fi
[[ -f $runner_jar ]] || die "$runner_jar missing; run without --no-build"
# --estimate: the plan and its estimated time from the runner alone (PlanEstimate); nothing else built, nothing timed.
((estimate)) && exec java -jar "$runner_jar" estimate --repo "$repo" ${args[@]+"${args[@]}"}
modules=$(java -jar "$runner_jar" modules --repo "$repo" ${args[@]+"${args[@]}"}) || exit $?
if ((build)); then
  echo "building $modules"
  mvn_build -pl "$modules" -am package || die "building $modules failed (see above)"
  # Each variant at a non-pinned version: its own Maven build in target/variants/<impl>@<version>/.
  # One that fails is one line; the run then goes on without it (the runner says so again).
  java -jar "$runner_jar" variants --repo "$repo" ${args[@]+"${args[@]}"} || exit $?
fi

# The run, then the tables (exit 5: done with failed forks, still aggregated; 130/143: interrupted,
# the runner said what it kept and how to resume).
exec java -jar "$runner_jar" run --repo "$repo" ${args[@]+"${args[@]}"}
