#!/usr/bin/env bash
# One owner per run folder: while a real, tiny metal run (--quick, protobuf-java, api_response,
# decode) is running, a --resume of its run id is refused in one line naming the live runner's pid,
# exit 6, and touches nothing (no leftovers moved, no resume recorded in run.json); the live run
# then finishes as if alone, each fork once. Needs the jars (mvn -B package); 41 s measured on
# the 2-vCPU VM. No timing is asserted.
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo"
tmp=$(mktemp -d)
trap '[[ ${keep:-0} == 1 ]] || rm -rf "$tmp"' EXIT
fail() { keep=1; echo "owner check: FAILED: $*" >&2; echo "--- output (kept in $tmp):" >&2; cat "$tmp"/*.txt >&2; exit 1; }

# metal/run.sh execs the runner's JVM: $! is the runner, the pid the refusal must name.
metal/run.sh --no-build --quick --impls protobuf-java --datasets api_response --ops decode --allow-noisy \
  --results-dir "$tmp/results" >"$tmp/run.txt" 2>&1 &
runner=$!
for _ in $(seq 1 1200); do grep -q '^\[1/' "$tmp/run.txt" && break; sleep 0.1; done
grep -q '^\[1/' "$tmp/run.txt" || { kill -KILL "$runner"; fail "the first fork never finished"; }
run_dir=$(ls -d "$tmp"/results/*/)
id=$(basename "$run_dir")

metal/run.sh --resume "$id" --no-build --results-dir "$tmp/results" >"$tmp/second.txt" 2>&1
rc=$?
kill -0 "$runner" 2>/dev/null || fail "the run ended before the second owner was tried; nothing was checked"
((rc == 6)) || fail "the second owner exited $rc, expected 6"
(($(wc -l <"$tmp/second.txt") == 1)) || fail "the refusal is not one line"
grep -q "^protocross: run $id is in use by process $runner " "$tmp/second.txt" || fail "the refusal does not name pid $runner"

wait "$runner"
rc=$?
((rc == 0)) || fail "the live run exited $rc after the refused resume"
grep -q "^run $id: [1-9][0-9]* forks run, 0 already there, 0 failed" "$tmp/run.txt" || fail "the live run did not run every fork itself"
[[ -z $(find "$run_dir" -path '*/interrupted/*') ]] || fail "the refused resume moved files: $(find "$run_dir" -path '*/interrupted/*')"
grep -q '"resumes"' "$run_dir/run.json" && fail "the refused resume recorded itself in run.json"
[[ -z $(find "$run_dir" -name '*.failed') ]] || fail "a fork was marked failed: $(find "$run_dir" -name '*.failed')"
cat "$tmp/second.txt"
echo "owner check: ok (a resume of a live run refused in one line naming pid $runner, exit 6; the run finished alone)"
