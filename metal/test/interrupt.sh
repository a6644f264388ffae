#!/usr/bin/env bash
# Ctrl-C during a real, tiny metal run (--quick, protobuf-java, api_response, decode), sent to the
# whole process group as a terminal does, once the first fork has finished. Checks that the run
# says what it kept and discarded, leaves no 0-byte or empty JSON where a result belongs, marks
# nothing failed, leaves no benchmark JVM running, and prints a --resume command that finishes the
# run, also without --allow-noisy. Needs the jars (mvn -B package); ~40 s. No timing is asserted.
set -uo pipefail
. "$(dirname "$0")/lib.sh"
check_init "interrupt"

# Job control: the run gets its own process group, and SIGINT is not ignored in it (a
# non-interactive shell starts background commands with SIGINT ignored). env --default-signal
# also undoes an ignored SIGINT inherited from whatever started this script (e.g. a CI driver
# started in the background): a shell cannot reset a signal ignored at its entry, and a JVM that
# starts with SIGINT ignored installs no handler, so the run would never see the Ctrl-C.
set -m
env --default-signal=INT metal/run.sh --no-build --quick --impls protobuf-java --datasets api_response --ops decode --allow-noisy \
  --results-dir "$tmp/results" >"$tmp/run.txt" 2>&1 &
group=$!
for _ in $(seq 1 1200); do grep -q '^\[1/' "$tmp/run.txt" && break; sleep 0.1; done
grep -q '^\[1/' "$tmp/run.txt" || { kill -KILL -- -"$group"; fail "the first fork never finished"; }
sleep 1
kill -INT -- -"$group"
wait "$group"
rc=$?
set +m

((rc == 130)) || fail "exit code $rc, expected 130"
grep -q '^interrupted: kept [1-9][0-9]* finished fork(s) in ' "$tmp/run.txt" || fail "no 'kept' line"
grep -q '^interrupted: discarded ' "$tmp/run.txt" || fail "no 'discarded' line"
resume=$(sed -n 's/^interrupted: finish the run with: //p' "$tmp/run.txt")
[[ $resume == "metal/run.sh --resume "*" --allow-noisy --results-dir $tmp/results" ]] || fail "resume command: '$resume'"
run_dir=$(ls -d "$tmp"/results/*/)
for json in $(find "$run_dir/forks" -name 'fork-*.json' -not -name '*.meta.json' -not -path '*/interrupted/*'); do
  grep -q '"benchmark"' "$json" || fail "a JSON without a result is left where a result belongs: $json"
done
[[ -z $(find "$run_dir" -name '*.failed') ]] || fail "the interrupted fork was recorded as failed"
# Live processes only: an exited child not yet reaped by its new parent (a zombie, state Z; seen
# once under load a second after the run ended, gone moments later) runs nothing.
sleep 1
live=(-g "$group" -r R,S,D,T,t)
pgrep "${live[@]}" >/dev/null && fail "processes of the run are still alive: $(pgrep "${live[@]}" -a)"

# The printed command, less --allow-noisy (the run was admitted with it, so its resume is too),
# plus --no-build (the jars are there).
${resume/ --allow-noisy/} --no-build >"$tmp/resume.txt" 2>&1
rc=$?
grep -q "^run .*, 0 failed, " "$tmp/resume.txt" || fail "the resumed run did not finish every fork (exit $rc)"
if grep -q "^aggregate: wrote" "$tmp/resume.txt"; then
  grep -q "^aggregate: wrote tables.md.* to ${run_dir%/} " "$tmp/resume.txt" || fail "the quick run's tables did not go into its run folder"
else
  # Until the aggregator reads the forks layout, aggregation of a new run fails; the run is complete.
  grep -q "^protocross: aggregation failed" "$tmp/resume.txt" || fail "resume exited $rc"
  echo "interrupt check: note: the aggregator did not aggregate this run (forks layout):"
  grep "^aggregate:" "$tmp/resume.txt"
fi
grep "^interrupted:" "$tmp/run.txt"
echo "interrupt check: ok (exit 130, kept the finished fork(s), resumed without --allow-noisy to a complete run)"
