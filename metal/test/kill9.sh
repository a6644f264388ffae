#!/usr/bin/env bash
# kill -9 of the runner during a real, tiny metal run (--quick, protobuf-java, api_response, decode),
# once a fork has finished and the next one's JVMs (JMH's host and its forked VM) are running.
# Checks that no process of the run outlives it 5 s after the kill (the benchmark JVMs watch the
# runner's stdin pipe), that --resume then finishes the run, and that nothing is published twice:
# each planned fork has one result JSON, none also a .failed, and the resume ran only what was
# missing. Needs the jars (mvn -B package); 28 s and 38 s measured on the 2-vCPU VM. No timing is asserted.
set -uo pipefail
. "$(dirname "$0")/lib.sh"
check_init "kill -9"
# The java processes under a pid. Only java counts: a short-lived helper the runner or JMH starts
# between forks would otherwise pass for the forked VM.
java_descendants() {
  local c
  for c in $(pgrep -P "$1"); do
    [[ $(ps -o comm= -p "$c" 2>/dev/null) == java ]] && echo "$c"
    java_descendants "$c"
  done
}

start_tiny_run "$tmp/results"
# The next fork: the host JVM and JMH's forked VM under it, seen in one snapshot (a fork can end
# between two looks, so the snapshot that passes the test is the one that is killed).
jvms=""
for _ in $(seq 1 300); do
  jvms=$(java_descendants "$runner")
  (($(wc -w <<<"$jvms") >= 2)) && break
  sleep 0.1
done
(($(wc -w <<<"$jvms") >= 2)) || { kill -KILL "$runner"; fail "no fork with a forked VM was running (got: ${jvms:-none})"; }
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
each_fork_once "$run_dir"
echo "kill -9 check: ok (no process of the run alive 5 s after kill -9 of the runner; the resume finished it, each fork once)"
