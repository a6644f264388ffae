#!/usr/bin/env bash
# The host's JMH lock held by another process (a python helper takes /tmp/jmh.lock with
# fcntl.lockf, the POSIX lock JMH's FileChannel.tryLock takes; flock(1) would not conflict) during
# a real, tiny metal run (--quick, protobuf-java, api_response, decode). With a 3 s wait
# (PROTOCROSS_HOST_WAIT_SECONDS) the run waits with a line naming the holder's pid, then stops in
# one line, exit 6, saying how to resume; nothing is marked failed. The printed resume, started
# while the lock is still held, waits for it; once the helper lets go it finishes the run.
# Needs the jars (mvn -B package) and python3; 26 s measured on the 2-vCPU VM. No timing is asserted.
set -uo pipefail
holder=
on_exit='[[ -n $holder ]] && kill "$holder" 2>/dev/null'
. "$(dirname "$0")/lib.sh"
check_init "JMH lock"
lock=/tmp/jmh.lock

cat >"$tmp/hold.py" <<'EOF'
import fcntl, sys, time
f = open(sys.argv[1], "a")
fcntl.lockf(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
print("held", flush=True)
time.sleep(600)
EOF
python3 "$tmp/hold.py" "$lock" >"$tmp/holder.txt" 2>&1 &
holder=$!
for _ in $(seq 1 100); do grep -q '^held' "$tmp/holder.txt" && break; sleep 0.1; done
grep -q '^held' "$tmp/holder.txt" || fail "could not take $lock (another JMH running?)"

PROTOCROSS_HOST_WAIT_SECONDS=3 metal/run.sh "${tiny_run[@]}" --results-dir "$tmp/results" >"$tmp/run.txt" 2>&1
rc=$?
((rc == 6)) || fail "exit code $rc, expected 6"
grep -q "^waiting: $lock is held by process $holder (.*hold.py $lock) " "$tmp/run.txt" || fail "no waiting line naming pid $holder"
stop=$(tail -n 1 "$tmp/run.txt")
[[ $stop == "protocross: $lock is held by process $holder ("*"hold.py $lock) (only one JMH runs on a host)"*", still after waiting 0:00:0"*"; 0 finished fork(s) kept in $tmp/results/"*"; finish the run with: metal/run.sh --resume "* ]] \
  || fail "last line: '$stop'"
[[ -z $(find "$tmp/results" -name '*.failed') ]] || fail "a fork was marked failed"
resume=${stop##*finish the run with: }

# The resume waits while the lock is held (the default wait), and goes on once it is released.
$resume --no-build >"$tmp/resume.txt" 2>&1 &
resumed=$!
for _ in $(seq 1 600); do grep -q '^waiting: ' "$tmp/resume.txt" && break; sleep 0.1; done
grep -q "^waiting: $lock is held by process $holder " "$tmp/resume.txt" || { kill "$resumed"; fail "the resume did not wait for the lock"; }
kill "$holder"
wait "$holder" 2>/dev/null
holder=
wait "$resumed"
rc=$?
grep -q '^waited .* for the host.s JMH lock; going on' "$tmp/resume.txt" || fail "the resume did not say it went on"
grep -q "^run .*, 0 failed, " "$tmp/resume.txt" || fail "the resumed run did not finish every fork (exit $rc)"
((rc == 0)) || fail "the resume exited $rc"
echo "$stop"
echo "JMH lock check: ok (waited naming the holder, stopped in one line with exit 6; the resume waited for the release and finished)"
