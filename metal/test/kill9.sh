#!/usr/bin/env bash
# kill -9 of the runner during a real, tiny metal run (--quick, protobuf-java, api_response, decode),
# once a fork has finished and the next one's JVMs (JMH's host and its forked VM) are running.
# Checks that no process of the run outlives it 5 s after the kill (the benchmark JVMs watch the
# runner's stdin pipe), that --resume then finishes the run, and that nothing is published twice:
# each planned fork has one result JSON, none also a .failed, and the resume ran only what was
# missing. Needs the jars (mvn -B package); 28 s and 38 s measured on the 2-vCPU VM. No timing is asserted.
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo"
tmp=$(mktemp -d)
trap '[[ ${keep:-0} == 1 ]] || rm -rf "$tmp"' EXIT
fail() { keep=1; echo "kill -9 check: FAILED: $*" >&2; echo "--- output (kept in $tmp):" >&2; cat "$tmp"/*.txt >&2; exit 1; }
descendants() { local c; for c in $(pgrep -P "$1"); do echo "$c"; descendants "$c"; done; }

# metal/run.sh execs the runner's JVM: $! is the runner.
metal/run.sh --no-build --quick --impls protobuf-java --datasets api_response --ops decode --allow-noisy \
  --results-dir "$tmp/results" >"$tmp/run.txt" 2>&1 &
runner=$!
for _ in $(seq 1 1200); do grep -q '^\[1/' "$tmp/run.txt" && break; sleep 0.1; done
grep -q '^\[1/' "$tmp/run.txt" || { kill -KILL "$runner"; fail "the first fork never finished"; }
# The next fork: the host JVM and JMH's forked VM under it.
for _ in $(seq 1 300); do (($(descendants "$runner" | wc -l) >= 2)) && break; sleep 0.1; done
jvms=$(descendants "$runner")
(($(wc -w <<<"$jvms") >= 2)) || { kill -KILL "$runner"; fail "no fork with a forked VM was running (got: $jvms)"; }
kill -KILL "$runner"
wait "$runner" 2>/dev/null
sleep 5
alive=""
for p in $jvms; do kill -0 "$p" 2>/dev/null && alive+=" $p"; done
if [[ -n $alive ]]; then
  ps -o pid,ppid,args -p "${alive# }" >&2
  kill -KILL $alive
  fail "processes of the killed run still alive 5 s after kill -9:$alive"
fi

run_dir=$(ls -d "$tmp"/results/*/)
id=$(basename "$run_dir")
metal/run.sh --resume "$id" --no-build --results-dir "$tmp/results" >"$tmp/resume.txt" 2>&1
rc=$?
grep -q "^run $id: [1-9][0-9]* forks run, [1-9][0-9]* already there, 0 failed" "$tmp/resume.txt" \
  || fail "the resume did not finish the run (exit $rc)"
((rc == 0)) || fail "the resume exited $rc"
cd "$run_dir/forks"
results=$(find . -name 'fork-*.json' -not -name '*.meta.json' -not -path '*/interrupted/*' | sort)
planned=$(find . -mindepth 3 -maxdepth 3 -type d | wc -l)
(($(wc -l <<<"$results") == 2 * planned)) || fail "expected 2 result JSONs in each of $planned cells, found: $results"
for json in $results; do
  grep -q '"benchmark"' "$json" || fail "$json holds no result"
  [[ ! -e ${json%.json}.failed ]] || fail "$json is published beside ${json%.json}.failed"
done
[[ -z $(find . -name '*.failed') ]] || fail "a fork was marked failed: $(find . -name '*.failed')"
cd "$repo"
echo "kill -9 check: ok (no process of the run alive 5 s after kill -9 of the runner; the resume finished it, each fork once)"
