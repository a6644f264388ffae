#!/usr/bin/env bash
# A dataset directory written outside the repository, run end to end on the metal path as a user
# would (--dataset, --quick, protobuf-java and upb, decode, one fork; its schema imports a
# well-known type, which protoc finds beside itself): its schema is built into
# target/protocross-builds/, a non-canonical payload is named and canonicalised, the run folder and
# its tables are the dataset's own, and no file of the repository changes. Then one bad input
# through run.sh: one line naming the file, exit 2, no run folder. Needs the jars (mvn -B package);
# the first time it builds protobuf-java for the schema (Maven). No timing is asserted.
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo"
tmp=$(mktemp -d)
trap '[[ ${keep:-0} == 1 ]] || rm -rf "$tmp"' EXIT
fail() { keep=1; echo "dataset check: FAILED: $*" >&2; echo "--- output (kept in $tmp):" >&2; cat "$tmp"/*.txt >&2; exit 1; }

d=$tmp/readings
mkdir -p "$d/payloads"
cat >"$d/sensor.proto" <<'PROTO'
syntax = "proto3";
package acme.telemetry;
import "google/protobuf/timestamp.proto";
message Reading { string sensor = 1; double value = 2; repeated sint32 deltas = 3; google.protobuf.Timestamp at = 4; }
PROTO
printf 'message=acme.telemetry.Reading\nname=sensor_readings\n' >"$d/dataset.properties"
# sensor "t-1", value 21.5, deltas [1, -1, 2]; then the same fields 2 before 1 (not canonical).
printf '\x0a\x03t-1\x11\x00\x00\x00\x00\x00\x80\x35\x40\x1a\x03\x02\x01\x04' >"$d/payloads/001.bin"
printf '\x11\x00\x00\x00\x00\x00\x80\x35\x40\x0a\x03t-2' >"$d/payloads/002.bin"

before=$(git status --porcelain)
metal/run.sh --no-build --quick --allow-noisy --dataset "$d" --impls protobuf-java,upb --ops decode --forks 1 \
  --results-dir "$tmp/results" >"$tmp/run.txt" 2>&1
rc=$?
((rc == 0)) || fail "exit code $rc"
grep -q "^protocross: $d/payloads/002.bin is not canonical (protobuf-java re-encodes its 14 bytes to 14, first difference at byte 0)" "$tmp/run.txt" \
  || fail "the non-canonical payload was not named"
grep -q "^dataset sensor_readings: 2 payloads of acme.telemetry.Reading, 33 bytes, from $d; schema [0-9a-f]\{16\} (target/protocross-builds/" "$tmp/run.txt" \
  || fail "no dataset line"
run_dir=$(ls -d "$tmp"/results/*/)
[[ -f $run_dir/tables.md && -f $run_dir/datasets/MANIFEST.tsv && -f $run_dir/datasets/sensor_readings/dataset.properties && -f $run_dir/datasets/sensor_readings/payloads/001.bin && -f $run_dir/datasets/sensor_readings/sensor.proto ]] || fail "the run folder lacks its tables or datasets"
grep -q '"datasetDirs"' "$run_dir/run.json" || fail "run.json does not record the dataset directory"
grep -q 'sensor_readings' "$run_dir/tables.md" || fail "the tables do not name the dataset"
[[ -z $(find "$run_dir" -name '*.failed') ]] || fail "forks failed: $(cat "$(find "$run_dir" -name '*.failed' | head -1)")"
[[ $(git status --porcelain) == "$before" ]] || fail "the run changed files of the repository: $(git status --porcelain)"

# Bad input: a payload that does not parse. One line naming the file, exit 2, nothing run.
printf '\x0a\x7f' >"$d/payloads/003.bin"
metal/run.sh --no-build --quick --allow-noisy --dataset "$d" --results-dir "$tmp/bad" >"$tmp/bad.txt" 2>&1
rc=$?
((rc == 2)) || fail "bad payload: exit code $rc, expected 2"
[[ $(wc -l <"$tmp/bad.txt") == 1 ]] && grep -q "^protocross: payload $d/payloads/003.bin does not parse as acme.telemetry.Reading: " "$tmp/bad.txt" \
  || fail "bad payload: $(cat "$tmp/bad.txt")"
[[ ! -e $tmp/bad ]] || fail "bad payload: a results folder was created"
echo "dataset check: ok (a dataset directory ran end to end with its own build, run folder and tables; a bad payload refused in one line)"
