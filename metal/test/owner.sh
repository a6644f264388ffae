#!/usr/bin/env bash
# One owner per run folder: while a real, tiny metal run (--quick, protobuf-java, api_response,
# decode) is running, a --resume of its run id is refused in one line naming the live runner's pid,
# exit 6, and touches nothing (no leftovers moved, no resume recorded in run.json). Then SIGTERM to
# the live runner: exit 143 with the same kept/resume lines as Ctrl-C, and the printed resume
# finishes the run, each fork once. Needs the jars (mvn -B package); 22 s measured on the 2-vCPU
# VM. No timing is asserted.
set -uo pipefail
. "$(dirname "$0")/lib.sh"
check_init "owner"

# $runner is the runner's JVM, the pid the refusal must name.
start_tiny_run "$tmp/results"
run_dir=$(ls -d "$tmp"/results/*/)
id=$(basename "$run_dir")

metal/run.sh --resume "$id" --no-build --results-dir "$tmp/results" >"$tmp/second.txt" 2>&1
rc=$?
kill -0 "$runner" 2>/dev/null || fail "the run ended before the second owner was tried; nothing was checked"
((rc == 6)) || fail "the second owner exited $rc, expected 6"
(($(wc -l <"$tmp/second.txt") == 1)) || fail "the refusal is not one line"
grep -q "^protocross: run $id is in use by process $runner " "$tmp/second.txt" || fail "the refusal does not name pid $runner"

[[ -z $(find "$run_dir" -path '*/interrupted/*') ]] || fail "the refused resume moved files: $(find "$run_dir" -path '*/interrupted/*')"
grep -q '"resumes"' "$run_dir/run.json" && fail "the refused resume recorded itself in run.json"

# SIGTERM (not the group: a service manager's stop) gets the same kept/resume lines as Ctrl-C, exit 143,
# and lets go of the folder: the printed resume finishes the run.
kill -TERM "$runner"
wait "$runner"
rc=$?
((rc == 143)) || fail "SIGTERM: exit code $rc, expected 143"
grep -q '^interrupted: kept [0-9]* finished fork(s) in ' "$tmp/run.txt" || fail "SIGTERM: no 'kept' line"
resume=$(sed -n 's/^interrupted: finish the run with: //p' "$tmp/run.txt")
[[ $resume == "metal/run.sh --resume $id --allow-noisy --results-dir $tmp/results" ]] || fail "SIGTERM: resume command '$resume'"
$resume --no-build >"$tmp/resume.txt" 2>&1
rc=$?
grep -q "^run $id: [1-9][0-9]* forks run, [1-9][0-9]* already there, 0 failed" "$tmp/resume.txt" || fail "the resume did not finish the run (exit $rc)"
((rc == 0)) || fail "the resume exited $rc"
each_fork_once "$run_dir"
cat "$tmp/second.txt"
echo "owner check: ok (a resume of a live run refused in one line naming pid $runner, exit 6, nothing touched;"\
  "SIGTERM exit 143 with the kept/resume lines; the resume finished the run)"
