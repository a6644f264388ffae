#!/usr/bin/env bash
# history/run.sh answers --help, --dry-run and malformed flags itself, with no mvn and no java on
# PATH: each bad input is exit 2 and one line "protocross: ..."; --dry-run prints the plan and its
# estimate and runs nothing.
set -uo pipefail
cd "$(dirname "$0")/../.."
fail() { echo "history flags check: FAILED: $*" >&2; exit 1; }
bare=$(mktemp -d)
trap 'rm -rf "$bare"' EXIT
for tool in bash cat sed grep tr cut tail dirname awk paste; do ln -s "$(command -v "$tool")" "$bare/$tool"; done
run() { env -i PATH="$bare" bash history/run.sh "$@"; }

out=$(run --help) || fail "--help exited $?"
[[ $out == usage:* ]] || fail "--help printed: $out"
out=$(run --dry-run) || fail "--dry-run exited $?"
columns=$(sed -e 's/#.*//' -e 's/[[:space:]]//g' history/variants.txt | grep -c '^protobuf-java\(@\|$\)')
grep -q "^times: metal/run.sh --no-build --allow-noisy --impls .* --ops decode --forks 6 --max-forks 6 --no-aa --seed 20261201$" <<<"$out" \
  || fail "--dry-run printed no metal/run.sh command: $out"
grep -q "^$columns columns, " <<<"$out" || fail "--dry-run estimate does not count the $columns protobuf-java variants: $out"
out=$(run --dry-run --only wire,protobuf-lite) || fail "--dry-run --only exited $?"
grep -q -- "--impls protobuf-lite@3.21.6,protobuf-lite@3.21.7,protobuf-lite,wire@4.9.11,wire@5.5.0,wire " <<<"$out" \
  || fail "--only wire,protobuf-lite did not pick their variants: $out"
# --aa: the twin of the first variant (catalog order: protobuf-lite before wire) is one more column in every round (6 + 1 columns x 7 datasets
# + 7 control forks = 56 a round, 336 in 6 rounds), and metal/run.sh gets --aa instead of --no-aa.
out=$(run --dry-run --only wire,protobuf-lite --aa) || fail "--dry-run --aa exited $?"
grep -q -- " --max-forks 6 --aa --seed 20261201$" <<<"$out" || fail "--aa did not reach metal/run.sh: $out"
grep -q "^6 columns and the A/A twin of protobuf-lite@3.21.6, 56 forks per round, 6 rounds: 336 forks " <<<"$out" \
  || fail "--aa estimate does not count the twin: $out"
# --shard: passed to metal/run.sh after the seed (every host the same flags but I), and --dry-run
# gives the shard's approximate share of the forks.
out=$(run --dry-run --shard 2/3) || fail "--dry-run --shard exited $?"
grep -q -- " --seed 20261201 --shard 2/3$" <<<"$out" || fail "--shard did not reach metal/run.sh: $out"
grep -q "^shard 2/3: about 1/3 of them, ~[0-9]* forks, ~[0-9]* min " <<<"$out" || fail "--dry-run --shard printed no share: $out"
while IFS='|' read -r args expected; do
  # shellcheck disable=SC2086
  out=$(run $args 2>&1)
  rc=$?
  ((rc == 2)) || fail "'$args' exited $rc, expected 2: $out"
  [[ $(wc -l <<<"$out") == 1 && $out == "protocross: $expected" ]] || fail "'$args' said: $out (expected: protocross: $expected)"
done <<'CASES'
--bogus|unknown option '--bogus' (see --help)
--forks 0|--forks needs a positive number, got '0'
--forks|--forks needs a value (see --help)
--ops Decode|--ops needs a comma list of ops, got 'Decode'
--seed x|--seed needs a whole number, got 'x'
--only nope|--only: history/variants.txt lists no variant of 'nope'
--shard 2|--shard needs I/N, e.g. 1/2 (shard 1 of 2; shards are numbered from 1), got '2'
--shard 3/2|--shard needs I/N with 1 <= I <= N (shards are numbered from 1), got '3/2'
--shard 1/2 --publish|--publish needs the whole run, not shard 1/2: when every shard has run, merge them into the history with bin/aggregate --history <folder of each shard> ... --out history and list their run ids in history/runs.txt
CASES

# history/profiles/profile.sh: the same one-line refusals, before it looks for a JDK (none is on PATH
# here); a variant whose jar is not built names the command that builds it.
profile() { env -i PATH="$bare" bash history/profiles/profile.sh "$@"; }
out=$(profile --help) || fail "profile.sh --help exited $?"
[[ $out == usage:* ]] || fail "profile.sh --help printed: $out"
# The implementations it knows: the modules whose pom names one (a new module joins the list).
known=$(cd impls && grep -l '<impl.name>' */pom.xml | sed 's|/pom.xml||' | tr '\n' ',')
known=${known%,}
while IFS='|' read -r args expected; do
  expected=${expected//@KNOWN@/$known}
  # shellcheck disable=SC2086
  out=$(profile $args 2>&1)
  [[ $(wc -l <<<"$out") == 1 && $out == "protocross: $expected" ]] || fail "profile.sh '$args' said: $out (expected: protocross: $expected)"
done <<'CASES'
--bogus|unknown option '--bogus' (history/profiles/profile.sh --help)
protobuf-java|want VARIANT DATASET [OP], got 1 argument(s) (history/profiles/profile.sh --help)
protobuf-java nope|unknown dataset 'nope'; known: api_response,log_record,i18n_text,analytics_event,media_frame,column_batch,mesh
nope@1.0 mesh|unknown implementation 'nope'; known: @KNOWN@
protobuf-java@0.0.1 mesh|no jar for protobuf-java@0.0.1 at target/variants/protobuf-java@0.0.1/protobuf-java/benchmarks.jar; build it first: history/run.sh --build-only --only protobuf-java
CASES
echo "history flags check: ok (--help, --dry-run, --aa, --shard and 9 bad inputs answered without mvn or java on PATH; profile.sh: --help and 5 bad inputs)"
