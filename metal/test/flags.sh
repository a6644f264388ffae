#!/usr/bin/env bash
# metal/run.sh answers --help and malformed flags itself, before any build: run here with no mvn
# and no java on PATH (as on a fresh clone before the first build, which used to come first).
# Each bad input gives exit 2 and one line "protocross: ..."; --help prints metal/usage.txt.
set -uo pipefail
cd "$(dirname "$0")/../.."
fail() { echo "flags check: FAILED: $*" >&2; exit 1; }
bare=$(mktemp -d)
trap 'rm -rf "$bare"' EXIT
for tool in bash cat sed grep tr cut tail dirname; do ln -s "$(command -v "$tool")" "$bare/$tool"; done
run() { env -i PATH="$bare" bash metal/run.sh "$@"; }

out=$(run --help) || fail "--help exited $?"
[[ $out == "$(cat metal/usage.txt)" ]] || fail "--help does not print metal/usage.txt"
# --check-only (metal/slurm/submit.sh's check): well-formed flags pass silently, a bad one as without it.
out=$(run --check-only --quick --impls wire --seed 3 --shard 1/2 2>&1) && [[ -z $out ]] || fail "--check-only with good flags: $out"
out=$(run --check-only --impls protobuf-java@3.25.8~jdk17~g1,wire~unsafe-deny 2>&1) && [[ -z $out ]] \
  || fail "--check-only with JVM columns: $out"
out=$(run --check-only --forks 0 2>&1); (($? == 2)) && [[ $out == "protocross: --forks needs a positive number, got '0'" ]] \
  || fail "--check-only with a bad flag said: $out"
# The implementations run.sh knows: the modules whose pom names one (a new module joins the list).
known=$(cd impls && grep -l '<impl.name>' */pom.xml | sed 's|/pom.xml||' | tr '\n' ',')
known=${known%,}
[[ ,$known, == *,protobuf-java,*protobuf-lite,*upb,*wire,* ]] || fail "the built-in implementations are not all known: $known"
while IFS='|' read -r args expected; do
  expected=${expected//@KNOWN@/$known}
  # shellcheck disable=SC2086
  out=$(run $args 2>&1)
  rc=$?
  ((rc == 2)) || fail "'$args' exited $rc, expected 2: $out"
  [[ $(wc -l <<<"$out") == 1 && $out == "protocross: $expected" ]] || fail "'$args' said: $out (expected: protocross: $expected)"
done <<'CASES'
--bogus|unknown option '--bogus' (see --help)
--impls|--impls needs a value (see --help)
--impls --quick|--impls needs a value (see --help)
--impls nope|unknown implementation 'nope'; known: @KNOWN@
--impls protobuf-jav@3.25.8|unknown implementation 'protobuf-jav'; known: @KNOWN@
--impls protobuf-java@3.x|unparsable version '3.x' in 'protobuf-java@3.x'; want a release number like 3.25.8 or 4.28.0-RC1
--impls wire,@3.25.8|'@3.25.8' names no implementation; want <implementation>@<version>, e.g. protobuf-java@3.25.8
--impls wire~JDK17|unparsable JVM part '~JDK17' in 'wire~JDK17'; want ~jdk17, ~unsafe-deny, ... (--help)
--impls wire~jdk17~|unparsable JVM part '~jdk17~' in 'wire~jdk17~'; want ~jdk17, ~unsafe-deny, ... (--help)
--compare protobuf-java,nope~jdk17|unknown implementation 'nope'; known: @KNOWN@
--compare protobuf-java|--compare needs exactly two variants, A,B (e.g. protobuf-java@3.25.8,protobuf-java), got 'protobuf-java'
--compare protobuf-java,wire@latest|unparsable version 'latest' in 'wire@latest'; want a release number like 3.25.8 or 4.28.0-RC1
--datasets mesh,nope|unknown dataset 'nope'; known: api_response,log_record,i18n_text,analytics_event,media_frame,column_batch,mesh
--forks 0|--forks needs a positive number, got '0'
--passes x|--passes needs a positive number, got 'x'
--resume ../x|--resume needs a run id like 20261129-201500-abc1234, got '../x'
--dataset|--dataset needs a directory (see --help)
--jar upb|--jar needs <implementation>@<label>=<benchmarks.jar>, e.g. upb@before-3409e40=/tmp/upb.jar, got 'upb'
--dataset /nonexistent/protocross-dataset|dataset directory /nonexistent/protocross-dataset does not exist
--shard 2|--shard needs i/N, e.g. 1/4 (shard 1 of 4; shards are numbered from 1), got '2'
CASES
echo "flags check: ok (--help and 20 bad inputs answered without mvn or java on PATH)"
