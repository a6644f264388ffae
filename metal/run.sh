#!/usr/bin/env bash
# Runs the cross-implementation comparison on this host, then aggregates it.
# Thin wrapper: checks the JDK, builds what the run needs, hands the flags to the runner core
# (runner/, which validates them and does everything else), then runs the aggregator.
# See metal/README.md for the method; --help for the flags.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
die() { echo "protocross: $*" >&2; exit 2; }

# --out and --no-build are ours; everything else goes to the runner unchanged.
out="" build=1 help=0 args=()
while (($#)); do
  case $1 in
    --out) (($# >= 2)) || die "--out needs a directory"; out=$2; shift 2 ;;
    --no-build) build=0; shift ;;
    --help|-h) help=1; shift ;;
    *) args+=("$1"); shift ;;
  esac
done

# One JDK for the build and every benchmark JVM: 25 (FFM, and the runner records it).
if [[ -z ${JAVA_HOME:-} && -x /usr/lib/jvm/temurin-25-jdk-amd64/bin/java ]]; then
  export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64
fi
[[ -n ${JAVA_HOME:-} && -x $JAVA_HOME/bin/java ]] \
  || die "JDK 25 needed: set JAVA_HOME (looked for /usr/lib/jvm/temurin-25-jdk-amd64)"
jver=$("$JAVA_HOME/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')
[[ $jver == 25 ]] || die "JDK 25 needed, JAVA_HOME=$JAVA_HOME is Java ${jver:-unknown}"
export PATH=$JAVA_HOME/bin:$PATH
command -v taskset >/dev/null || die "taskset not found (Debian: apt-get install util-linux)"
runner_jar=$repo/runner/target/runner.jar
if ((build)); then
  command -v mvn >/dev/null || die "mvn not found (Debian: apt-get install maven)"
fi

cd "$repo"
if ((help)); then
  if [[ ! -f $runner_jar ]]; then mvn -B -q -DskipTests -pl runner -am package; fi
  exec java -jar "$runner_jar" run --repo "$repo" --help
fi

if ((build)); then
  # The runner first: it validates the flags and names the modules this run needs.
  mvn -B -q -DskipTests -pl runner -am package || die "building the runner failed (see above)"
fi
[[ -f $runner_jar ]] || die "$runner_jar missing; run without --no-build"
modules=$(java -jar "$runner_jar" modules --repo "$repo" ${args[@]+"${args[@]}"}) || exit $?
if ((build)); then
  echo "building $modules"
  mvn -B -q -DskipTests -pl "$modules" -am package || die "building $modules failed (see above)"
fi

run_dir_file=$(mktemp)
trap 'rm -f "$run_dir_file"' EXIT
rc=0
java -jar "$runner_jar" run --repo "$repo" --run-dir-file "$run_dir_file" ${args[@]+"${args[@]}"} || rc=$?
# 5 = the run finished with failed parts: still aggregate what is there.
if ((rc != 0 && rc != 5)) || [[ ! -s $run_dir_file ]]; then exit "$rc"; fi

run_dir=$(sed -n 1p "$run_dir_file")
tables=${out:-$(sed -n 2p "$run_dir_file")}
aggregate_jar=$repo/aggregate/target/aggregate.jar
[[ -f $aggregate_jar ]] || die "$aggregate_jar missing; results are in $run_dir, aggregate later with: java -jar $aggregate_jar $run_dir --out $tables"
java -jar "$aggregate_jar" "$run_dir" --out "$tables" || { echo "protocross: aggregation failed; the raw results are in $run_dir" >&2; exit 1; }
echo "results: $run_dir; tables: $tables/tables.md"
exit "$rc"
