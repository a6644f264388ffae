#!/usr/bin/env bash
# The Slurm path (metal/slurm/) end to end on a one-node Slurm cluster this check starts and stops:
# Debian's slurmctld, slurmd, slurm-client and munge (installed with apt-get if missing; needs
# root), a munge key and a slurm.conf for this host in a temp folder (its real CPUs and memory from
# `slurmd -C`; proctrack/linuxproc, task/none: no cgroups needed), own ports and socket, so nothing
# of a system Slurm or munge is touched. Then a tiny plan (--quick, protobuf-java, api_response,
# decode, 2 forks: two (dataset, op) groups, decode and control) is run unsharded on this host, and
# through metal/slurm/submit.sh as 2 array tasks (--exclusive: one after the other on the one node):
#   1. task 2 is cancelled before it starts, task 1 stopped (SIGTERM to its script, as 5 min before
#      its time limit) once its first fork is done: it keeps that fork and discards the one it
#      stopped; the merge job runs anyway, refuses the set in one line naming both shards and the
#      command that resubmits them, and writes no tables;
#   2. that command: shard 1 finishes its run with --resume (only its missing fork), shard 2 runs,
#      the merge's cells (dataset, op, implementation) are the unsharded run's, each shard's
#      run.json names its array task(s) and the merged header lists them.
# And submit.sh's bad input (exit 2, one line). Needs the jars (mvn -B package). Measured: 49-56 s on
# the 2-vCPU VM, plus Debian's install on a bare machine. No timing is asserted; each wait is
# bounded (2 to 5 min).
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
cd "$repo"
say() { echo "slurm check: $*"; }
fail() { keep=1; echo "slurm check: FAILED: $*" >&2; echo "--- kept in $tmp; logs:" >&2; tail -n 5 "$tmp"/log/* >&2 2>/dev/null; tail -n 20 "$tmp"/res/logs/* >&2 2>/dev/null; exit 1; }

if ! command -v slurmctld >/dev/null || ! command -v slurmd >/dev/null || ! command -v sbatch >/dev/null || ! command -v munged >/dev/null; then
  say "installing slurmctld slurmd slurm-client munge (apt)"
  { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
      slurmctld slurmd slurm-client munge; } >/dev/null || { echo "slurm check: FAILED: apt-get install failed" >&2; exit 1; }
fi

tmp=$(mktemp -d)
chmod 711 "$tmp"  # munge's socket must be reachable
mkdir -p "$tmp"/{munge,state,spool,log,run}
pids=()
stop() {
  # Jobs first (a batch step outlives slurmd), then the daemons, newest first.
  if [[ -n ${SLURM_CONF:-} && -f $tmp/run/slurmctld.pid ]]; then
    scancel --quiet --full --user=root 2>/dev/null
    for _ in $(seq 1 30); do [[ -z $(squeue -h -o %A 2>/dev/null) ]] && break; sleep 1; done
  fi
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
    kill -TERM "${pids[i]}" 2>/dev/null || continue
    for _ in $(seq 1 20); do kill -0 "${pids[i]}" 2>/dev/null || break; sleep 0.5; done
    kill -KILL "${pids[i]}" 2>/dev/null
  done
  [[ ${keep:-0} == 1 ]] || rm -rf "$tmp"
}
trap stop EXIT

# munge: its own key and socket.
dd if=/dev/urandom of="$tmp/munge/munge.key" bs=1024 count=1 status=none && chmod 400 "$tmp/munge/munge.key"
setsid munged -F --force -S "$tmp/run/munge.sock" --key-file="$tmp/munge/munge.key" --log-file="$tmp/log/munged.log" \
  --pid-file="$tmp/run/munged.pid" --seed-file="$tmp/state/munge.seed" </dev/null >"$tmp/log/munged.out" 2>&1 &
pids+=($!)
for _ in $(seq 1 50); do [[ -S $tmp/run/munge.sock ]] && break; sleep 0.2; done
[[ -S $tmp/run/munge.sock ]] || fail "munged did not start"

host=$(hostname -s)
node=$(slurmd -C | head -1 | sed 's/ UpTime=.*//')
[[ $node == "NodeName=$host "* ]] || fail "slurmd -C gave '$node'"
export SLURM_CONF=$tmp/slurm.conf
cat >"$SLURM_CONF" <<EOF
ClusterName=protocross-ci
SlurmctldHost=$host(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$tmp/run/munge.sock
SlurmctldPort=16817
SlurmdPort=16818
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/run/slurmctld.pid
SlurmdPidFile=$tmp/run/slurmd.pid
SlurmctldLogFile=$tmp/log/slurmctld.log
SlurmdLogFile=$tmp/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SelectType=select/linear
SchedulerType=sched/builtin
ReturnToService=2
MinJobAge=600
$node NodeAddr=127.0.0.1 State=UNKNOWN
PartitionName=bench Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
setsid slurmctld -D -f "$SLURM_CONF" </dev/null >"$tmp/log/slurmctld.out" 2>&1 &
pids+=($!)
setsid slurmd -D -f "$SLURM_CONF" </dev/null >"$tmp/log/slurmd.out" 2>&1 &
pids+=($!)
for _ in $(seq 1 60); do [[ $(sinfo -h -o %T 2>/dev/null) == idle ]] && break; sleep 0.5; done
[[ $(sinfo -h -o %T 2>/dev/null) == idle ]] || fail "the node did not become idle: $(sinfo 2>&1 | tail -1)"
say "cluster up: $(sinfo -h -o '%P %D node(s) %c CPUs %m MB %T') (slurm $(sinfo -V | cut -d' ' -f2))"

# Waits until none of the given jobs is in the queue (MinJobAge keeps their states for scontrol).
wait_jobs() {
  local _
  for _ in $(seq 1 600); do
    [[ -z $(squeue -h -j "$(IFS=,; echo "$*")" -o %A 2>/dev/null) ]] && return 0
    sleep 0.5
  done
  fail "jobs $* still queued after 5 min: $(squeue 2>&1)"
}
state() { local s; s=$(scontrol show job "$1" 2>/dev/null | grep -o 'JobState=[A-Z]*' | head -1); echo "${s:-no record (never started)}"; }
# Bad input to submit.sh: exit 2 and one line, before anything is created or submitted.
bad() {
  local want=$1 out rc
  shift
  out=$(metal/slurm/submit.sh "$@" 2>&1)
  rc=$?
  [[ $rc == 2 && $out == "$want" ]] || fail "submit.sh $*: exit $rc, '$out'; expected exit 2, '$want'"
  say "refused (exit 2): submit.sh $* -> $out"
}
# The (dataset, op, column) cells that have a value in a tables.md: throughput tables and the control table.
cells() {
  python3 - "$1" <<'PY'
import re, sys
op = None; cols = None; out = set()
for line in open(sys.argv[1]):
    m = re.match(r"## (\w+): throughput", line)
    if line.startswith("## "):
        op = m.group(1) if m else ("control" if "control op" in line else None); cols = None
        continue
    if op is None or not line.startswith("|") or line.startswith("|---"):
        continue
    row = [c.strip() for c in line.strip().strip("|").split("|")]
    if cols is None:
        cols = row
        continue
    dataset = row[0].split(" ")[0]
    for col, value in list(zip(cols, row))[1:2] if op == "control" else zip(cols[1:], row[1:]):
        if value and "no data" not in value:
            out.add(f"{dataset} {op} {'baseline' if op == 'control' else col}")
print("\n".join(sorted(out)))
PY
}

bad "protocross: unknown option '--bogus' (see --help)" 2 "$tmp/bad" -- --quick --bogus
bad "submit: --shard is set by this script; leave it out" 2 "$tmp/bad" -- --shard 1/2 --seed 1
bad "submit: N must be a positive number of shards, got '0'" 0 "$tmp/bad"
[[ ! -e $tmp/bad ]] || fail "a refused submission created its results directory"

plan=(--no-build --quick --allow-noisy --impls protobuf-java --datasets api_response --ops decode --forks 2 --seed 20261201)
metal/run.sh "${plan[@]}" --results-dir "$tmp/unsharded" >"$tmp/log/unsharded.txt" 2>&1 || fail "the unsharded run failed: $(tail -3 "$tmp/log/unsharded.txt")"
whole=$(cells "$(ls -d "$tmp"/unsharded/*/)tables.md")
[[ -n $whole ]] || fail "no cells in the unsharded run's tables"
say "unsharded run: cells $(echo $whole | tr '\n' ' ')"

# 1. Task 2 cancelled before it starts (the node drained while submitting, so none can start), task 1
#    cancelled once its first fork is done (SIGTERM, as at a time limit): a partial set.
res=$tmp/res
scontrol update nodename="$host" state=drain reason=protocross-check || fail "scontrol could not drain the node"
out=$(metal/slurm/submit.sh 2 "$res" -- "${plan[@]}" 2>&1) || fail "submit: $out"
echo "$out"
job=$(sed -n 's/^submit: shards: job \([0-9]*\),.*/\1/p' <<<"$out")
merge=$(sed -n 's/^submit: merge: job \([0-9]*\),.*/\1/p' <<<"$out")
[[ -n $job && -n $merge ]] || fail "no job ids in: $out"
scancel "${job}_2"
scontrol update nodename="$host" state=resume || fail "scontrol could not resume the node"
log1=$res/logs/shard-1-$job.out
for _ in $(seq 1 600); do grep -qs '^\[1/' "$log1" && break; sleep 0.2; done
grep -qs '^\[1/' "$log1" || fail "shard 1's first fork never finished"
scancel --batch --signal=TERM "${job}_1"
wait_jobs "$job" "$merge"
say "array task ${job}_1: $(state "${job}_1"); ${job}_2: $(state "${job}_2"); merge $merge: $(state "$merge")"
grep -h '^shard\|^interrupted:' "$log1"
grep -q '^shard 1/2: exit 143$' "$log1" || fail "the stopped shard 1 did not end with exit 143"
grep -q '^interrupted: discarded .*fork-2 (unfinished' "$log1" || fail "the stopped shard 1 did not discard its unfinished fork"
grep -q 'FAILED' "$log1" && fail "the stopped shard 1 recorded a failed fork"
refusal=$(cat "$res/logs/merge-$merge.out")
echo "$refusal"
[[ $(wc -l <<<"$refusal") == 1 && $refusal == "merge: refusing a partial set: shard 1/2 failed (exit 143, array task ${job}_1 on $host; log "*"; shard 2/2 did not run to its end "*"; resubmit with: metal/slurm/submit.sh --retry 1,2 $res" ]] \
  || fail "the merge did not refuse shards 1 and 2 in one line"
[[ $(state "$merge") == JobState=FAILED ]] || fail "the refusing merge job did not fail"
[[ ! -e $res/merged ]] || fail "a partial set was merged"
bad "submit: shard 3 is not one of 1-2" --retry 1,3 "$res"
bad "submit: $res already holds a submission (submit.args); resubmit a shard with --retry I, or give a new directory" \
  2 "$res" -- "${plan[@]}"

# 2. The printed command: shard 1 finishes its run (--resume), shard 2 runs, and the merge merges.
out=$(metal/slurm/submit.sh --retry 1,2 "$res" 2>&1) || fail "retry: $out"
echo "$out"
job2=$(sed -n 's/^submit: shards: job \([0-9]*\),.*/\1/p' <<<"$out")
merge2=$(sed -n 's/^submit: merge: job \([0-9]*\),.*/\1/p' <<<"$out")
wait_jobs "$job2" "$merge2"
grep -h '^shard' "$res"/logs/shard-[12]-"$job2".out
grep -q '^shard 1/2: finishing ' "$res"/logs/shard-1-"$job2".out || fail "the resubmitted shard 1 did not resume its run"
grep -q '^run .*: [1-9][0-9]* forks run, [1-9][0-9]* already there, 0 failed' "$res"/logs/shard-1-"$job2".out \
  || fail "the resumed shard 1 did not run only its missing forks"
for i in 1 2; do grep -q "^shard $i/2: exit 0$" "$res"/logs/shard-$i-"$job2".out || fail "the resubmitted shard $i did not end with exit 0"; done
grep -h '^merge:\|^aggregate:' "$res/logs/merge-$merge2.out"
[[ $(state "$merge2") == JobState=COMPLETED ]] || fail "the merge job did not complete"
merged=$(cells "$res/merged/tables.md")
[[ $merged == "$whole" ]] || fail "the merged cells ($(echo $merged)) are not the unsharded run's ($(echo $whole))"
say "merged cells = unsharded cells: $(echo $merged | tr '\n' ' ')"
grep -q '2 shards merged' "$res/merged/tables.md" || fail "the merged tables do not say they merge 2 shards"
task() { python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); j=[r.get("scheduler",{})]+[x.get("scheduler",{}) for x in r.get("resumes",[])]; print(" ".join(s.get("arrayJobId","")+"_"+s.get("arrayTaskId","")+"@"+s.get("nodeList","") for s in j))' "$(ls -d "$res"/shard-$1/*/)run.json"; }
[[ $(task 1) == "${job}_1@$host ${job2}_1@$host" ]] || fail "shard 1's run.json names '$(task 1)', expected its first and its resumed array task"
[[ $(task 2) == "${job2}_2@$host" ]] || fail "shard 2's run.json names '$(task 2)', expected ${job2}_2@$host"
say "run.json scheduler: shard 1/2 array task $(task 1 | sed 's/ / then (resumed) /'); shard 2/2 array task $(task 2)"
grep -q "Slurm array task ${job}_1 (job [0-9]*) on $host" "$res/merged/tables.md" || fail "the merged header does not name shard 1's array task"
say "ok (2 array tasks: one cancelled before it started, one while timing, both named and not merged; resubmitted, resumed, merged to the unsharded cells; ${SECONDS} s)"
