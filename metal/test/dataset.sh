#!/usr/bin/env bash
# A dataset directory written outside the repository, run end to end on the metal path as a user
# would (--dataset, --quick, protobuf-java and upb, decode, one fork; its schema imports a
# well-known type, which protoc finds beside itself): its schema is built into
# target/protocross-builds/, a non-canonical payload is named and canonicalised, the run folder and
# its tables are the dataset's own, and no file of the repository changes; the directory's own path
# holds a space and a quote, and its dataset.properties an unknown key (one warning line). Then bad
# input through run.sh (a payload that does not parse, and the hostile directories of issue 26: a
# schema file name protoc would read as an argument file naming a plugin, a symbolic link, a FIFO, a
# payload nested past the depth limit, payloads with no bytes, name=..): each one line naming the
# file, exit 2, no run folder, and the plugin never runs. Needs the jars (mvn -B package);
# the first time it builds protobuf-java for the schema (Maven). No timing is asserted. Measured:
# 67 s with that build, 27 s with it reused (2-vCPU VM, 2026-12-01).
set -uo pipefail
. "$(dirname "$0")/lib.sh"
check_init "dataset"

d="$tmp/it's readings"
mkdir -p "$d/payloads"
cat >"$d/sensor.proto" <<'PROTO'
syntax = "proto3";
package acme.telemetry;
import "google/protobuf/timestamp.proto";
message Reading { string sensor = 1; double value = 2; repeated sint32 deltas = 3; google.protobuf.Timestamp at = 4; }
PROTO
printf 'message=acme.telemetry.Reading\nname=sensor_readings\nmesage=typo\n' >"$d/dataset.properties"
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
[[ $(grep -c "^protocross: warning: $d/dataset.properties: unknown key mesage ignored (the keys are message, name, description)$" "$tmp/run.txt") == 1 ]] \
  || fail "the unknown key was not warned about once"
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
[[ $(grep -vc '^protocross: warning: ' "$tmp/bad.txt") == 1 ]] && grep -q "^protocross: payload $d/payloads/003.bin does not parse as acme.telemetry.Reading: " "$tmp/bad.txt" \
  || fail "bad payload: $(cat "$tmp/bad.txt")"
[[ ! -e $tmp/bad ]] || fail "bad payload: a results folder was created"
rm "$d/payloads/003.bin"

# A copy of the good directory, hostile-$1, with one defect made by $2 (run in it); $3: the one
# line run.sh must print (after "protocross: ", a prefix), with exit 2 and no results folder.
refused() {
  local what=$1 setup=$2 expected=$3 h=$tmp/hostile-$1 out
  rm -rf "$h" && cp -r "$d" "$h" && (cd "$h" && eval "$setup") || fail "$what: cannot set up"
  metal/run.sh --no-build --quick --allow-noisy --dataset "$h" --results-dir "$tmp/bad-$what" >"$tmp/bad-$what.txt" 2>&1
  rc=$?
  ((rc == 2)) || fail "$what: exit code $rc, expected 2"
  out=$(grep -v '^protocross: warning: ' "$tmp/bad-$what.txt")
  [[ $out != *$'\n'* && $out == "protocross: $expected"* ]] || fail "$what: expected 'protocross: $expected...', got: $out"
  [[ ! -e $tmp/bad-$what ]] || fail "$what: a results folder was created"
}
h=$tmp/hostile
# protoc reads an argument "@<path>" as an argument file: this one names a plugin that would leave a marker.
printf '#!/bin/sh\ntouch "%s/plugin-ran"\ncat >/dev/null\n' "$tmp" >"$tmp/protoc-gen-evil" && chmod +x "$tmp/protoc-gen-evil"
printf -- '--plugin=protoc-gen-evil=%s\n--evil_out=%s\n' "$tmp/protoc-gen-evil" "$tmp" >"$tmp/args.proto"
refused at 'mkdir -p "@$tmp" && echo "syntax = \"proto3\";" >"@$tmp/args.proto"' "$h-at/@$tmp/args.proto: unsafe file name"
[[ ! -e $tmp/plugin-ran ]] || fail "the plugin named by the argument file ran"
refused link 'ln -s "$tmp/args.proto" evil.proto' "$h-link/evil.proto is a symbolic link"
refused fifo 'mkfifo payloads/009.bin' "$h-fifo/payloads/009.bin is not a regular file"
refused empty ': >payloads/001.bin && : >payloads/002.bin' "$h-empty/payloads: all 2 payloads are empty"
refused dotdot 'printf "message=acme.telemetry.Reading\nname=..\n" >dataset.properties' \
  "$h-dotdot/dataset.properties: dataset name '..' may not start with '.'"
# acme.telemetry.Node nested 10,000 deep (field 1, length-delimited, around one unknown varint field).
refused deep 'rm payloads/002.bin && printf "message=acme.telemetry.Node\n" >dataset.properties &&
  printf "syntax = \"proto3\";\npackage acme.telemetry;\nmessage Node { Node child = 1; }\n" >node.proto && python3 -c "
def varint(n):
    out = b\"\"
    while n >= 128:
        out, n = out + bytes([n & 127 | 128]), n >> 7
    return out + bytes([n])
b = bytes([16, 1])
for _ in range(10000):
    b = bytes([10]) + varint(len(b)) + b
open(\"payloads/001.bin\", \"wb\").write(b)
"' "payload $h-deep/payloads/001.bin does not parse as acme.telemetry.Node: messages nested more than 100 levels deep"
echo "dataset check: ok (a dataset directory ran end to end with its own build, run folder and tables; a bad payload and six hostile directories refused in one line each)"
