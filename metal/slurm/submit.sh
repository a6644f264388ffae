#!/usr/bin/env bash
# Submits a sharded metal run to Slurm: one array job of N shards (metal/slurm/shards.sbatch, each
# task on a node of its own) and the job that merges them after they all end (merge.sbatch).
#
#   metal/slurm/submit.sh N RESULTS_DIR [-- metal/run.sh flags]   submit shards 1-N and their merge
#   metal/slurm/submit.sh --retry I[,J...] RESULTS_DIR             resubmit those shards (same flags), then merge again
#
# RESULTS_DIR: a directory on a file system every node shares (made absolute here); it gets
# shard-<I>/ (each shard's run folder and status), logs/, submit.args (N and the flags, for --retry)
# and, from the merge, merged/. The flags are metal/run.sh's, checked first with its own
# `metal/run.sh --check-only`; --seed is added when not given (one seed for every shard);
# --shard, --resume, --results-dir and --out are this script's to set (and --check-only and --help
# are refused: every task would stop before its run). Where the jobs go is
# sbatch's: set SBATCH_PARTITION, SBATCH_TIMELIMIT, SBATCH_ACCOUNT... in the environment.
# Prints the job ids. Exit 2 on bad input, 1 when sbatch refuses.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
die() { echo "submit: $*" >&2; exit 2; }
usage="usage: metal/slurm/submit.sh N RESULTS_DIR [-- metal/run.sh flags] | --retry I[,J...] RESULTS_DIR"

retry=
if [[ ${1:-} == --retry ]]; then
  (($# == 3)) || die "$usage"
  [[ $2 =~ ^[1-9][0-9]{0,3}(,[1-9][0-9]{0,3})*$ ]] || die "--retry needs shard numbers I[,J...] (from 1), got '$2'"
  retry=$2
  [[ -d $3 ]] || die "no results directory $3"
  results=$(cd -- "$3" && pwd)
  args_file=$results/submit.args
  [[ -f $args_file ]] || die "$results holds no submission (no submit.args); submit it first"
  mapfile -d '' -t saved <"$args_file"
  count=${saved[0]:-}
  [[ $count =~ ^[1-9][0-9]{0,3}$ ]] || die "$args_file does not start with a number of shards; not written by this script"
  flags=("${saved[@]:1}")
  IFS=, read -ra again <<<"$retry"
  for i in "${again[@]}"; do ((i <= count)) || die "shard $i is not one of 1-$count"; done
  array=$retry
else
  (($# >= 2)) || die "$usage"
  [[ $1 =~ ^[1-9][0-9]{0,3}$ ]] || die "N must be a positive number of shards, got '$1'"
  count=$1 dir=$2
  shift 2
  if (($#)); then
    [[ $1 == -- ]] || die "the metal/run.sh flags come after --: $usage"
    shift
  fi
  flags=("$@")
  seed=0
  for flag in ${flags[@]+"${flags[@]}"}; do
    case $flag in
      --shard|--resume|--results-dir|--out) die "$flag is set by this script; leave it out" ;;
      --check-only|--help|-h) die "$flag would make every task stop before its run; leave it out" ;;
      --seed) seed=1 ;;
    esac
  done
  # From the checkout, as the tasks run it (a relative --dataset or --jar path is the checkout's).
  (cd "$repo" && metal/run.sh --check-only ${flags[@]+"${flags[@]}"}) || exit 2
  mkdir -p -- "$dir" 2>/dev/null || die "cannot create the results directory $dir"
  results=$(cd -- "$dir" && pwd)
  args_file=$results/submit.args
  [[ ! -e $args_file ]] || die "$results already holds a submission (submit.args); resubmit a shard with --retry I, or give a new directory"
  if ((!seed)); then
    flags+=(--seed "$(date -u +%Y%m%d%H%M%S)")
    echo "submit: one seed for every shard: ${flags[-1]}"
  fi
  array=1-$count
fi
command -v sbatch >/dev/null || die "sbatch not found: run this where Slurm's client commands are (Debian: slurm-client)"
[[ -n $retry ]] || printf '%s\0' "$count" ${flags[@]+"${flags[@]}"} >"$args_file"
mkdir -p "$results/logs"

job=$(sbatch --parsable --array="$array" --chdir="$repo" --output="$results/logs/shard-%a-%A.out" \
  "$repo/metal/slurm/shards.sbatch" "$count" "$results" ${flags[@]+"${flags[@]}"}) || { echo "submit: sbatch refused the shards" >&2; exit 1; }
job=${job%%;*}
merge=$(sbatch --parsable --dependency="afterany:$job" --chdir="$repo" --output="$results/logs/merge-%j.out" \
  "$repo/metal/slurm/merge.sbatch" "$count" "$results") || { echo "submit: sbatch refused the merge (shards are job $job)" >&2; exit 1; }
merge=${merge%%;*}
echo "submit: shards: job $job, array $array of $count (logs: $results/logs/shard-<I>-$job.out)"
echo "submit: merge: job $merge, after job $job ends (log: $results/logs/merge-$merge.out; tables: $results/merged/tables.md)"
