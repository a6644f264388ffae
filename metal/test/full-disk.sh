#!/usr/bin/env bash
# A full results filesystem during a real, tiny metal run (--quick, protobuf-java, api_response,
# decode): --results-dir is a 16 MiB tmpfs, filled up once the first fork has finished. Checks that
# the run stops in one line (no space left on <mount> (tmpfs); N finished fork(s) kept; free space,
# then resume with ...), exit 6, with no stack trace, no .failed marker and no half-written marker;
# then, with the space freed, that the printed resume finishes the run with every fork once and
# nothing failed. Needs root (mount) and the jars (mvn -B package); 23 s and 26 s measured on the 2-vCPU VM.
# Prints "skipped" when it cannot mount a tmpfs. No timing is asserted.
set -uo pipefail
if (($(id -u) != 0)); then
  echo "full-disk check: skipped: not root (it mounts a small tmpfs as the results folder)"
  exit 0
fi
on_exit='mountpoint -q "$mnt" && umount "$mnt"'
. "$(dirname "$0")/lib.sh"
check_init "full-disk"
mnt=$tmp/results
mkdir "$mnt"
if ! mount -t tmpfs -o size=16m tmpfs "$mnt" 2>"$tmp/mount.err"; then
  echo "full-disk check: skipped: cannot mount a tmpfs here ($(head -n 1 "$tmp/mount.err"))"
  exit 0
fi

start_tiny_run "$mnt"
dd if=/dev/zero of="$mnt/filler" bs=64k 2>/dev/null
wait "$runner"
rc=$?
((rc == 6)) || fail "exit code $rc, expected 6"
grep -q '^\s*at ' "$tmp/run.txt" && fail "a stack trace was printed"
stop=$(tail -n 1 "$tmp/run.txt")
[[ $stop == "protocross: no space left on $mnt (tmpfs)"*"; "[1-9]*" finished fork(s) kept in $mnt/"*"; free space, then finish the run with: metal/run.sh --resume "* ]] \
  || fail "last line: '$stop'"
[[ -z $(find "$mnt" -name '*.failed') ]] || fail "a fork was marked failed: $(find "$mnt" -name '*.failed')"

rm "$mnt/filler"
resume=${stop##*finish the run with: }
$resume --no-build >"$tmp/resume.txt" 2>&1
rc=$?
grep -q "^run .*, 0 failed, " "$tmp/resume.txt" || fail "the resumed run did not finish every fork (exit $rc)"
((rc == 0)) || fail "the resume exited $rc"
run_dir=$(ls -d "$mnt"/*/)
each_fork_once "$run_dir"
echo "$stop"
echo "full-disk check: ok (stopped in one line with exit 6, nothing marked failed; the resume after freeing space finished the run)"
