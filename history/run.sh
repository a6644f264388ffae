#!/usr/bin/env bash
# The release history in one command: builds every variant that history/variants.txt lists, times
# them in one interleaved run (metal/run.sh, full JMH settings), then writes the history tables and
# charts from that run (bin/aggregate --history). Method and numbers: history/README.md.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
die() { echo "protocross: $*" >&2; exit 2; }

# Measured on the 2-vCPU VM at the publication settings: one fork, two JVMs (the launcher with its
# conformance proof, then JMH's fork), 3.5 s of iterations: 6.7 s per fork over the 294 forks of the
# A/B run 20261130-213141-e6f8718 (quiet host, protobuf-java columns). For the estimate only.
seconds_per_fork=6.7

usage() {
  cat <<'EOF'
usage: history/run.sh [options]
  (no option)      build the variants, run them (metal/run.sh), write the history into the run folder
                   (results/<run-id>/history/)
  --publish        also write the committed history from this run and those in history/runs.txt
                   (history/tables.md, history/charts/), and add this run to history/runs.txt
  --only LIST      the implementations of history/variants.txt to run (default: protobuf-java)
  --ops LIST       ops to time (default: decode); other runs may give other ops or implementations (README)
  --forks N        forks per cell, no adaptive forks (default: 6, the fewest with a 95 % CI of a median)
  --seed S         seed of the fork order (default: 20261201)
  --shard I/N      time only shard I of N of this run's plan (metal/run.sh --shard), on hosts of one CPU
                   model and JDK at one commit, each with the same flags; then bin/aggregate --history
                   <folder of each shard> merges them (history/README.md, "Shards"); not with --publish
  --aa             also time the A/A twin of the first variant (its jar again, one more column): the
                   run's measurement-spread.md reports its false-positive rate; the history leaves it out
  --no-build       time the jars already built (after history/run.sh --build-only at this commit)
  --build-only     build the pinned modules and every variant, time nothing
  --check          conformance of every variant on every dataset, timing nothing (each jar's --admit)
  --dry-run        print the metal/run.sh command and its estimated length, run nothing
  --help           this text
The variants: history/variants.txt (one a line; # starts a comment).
EOF
}

ops=decode only=protobuf-java forks=6 seed=20261201 publish=0 build=1 mode=run aa=0 shard=
while (($#)); do
  case $1 in
    --help|-h) usage; exit 0 ;;
    --publish) publish=1; shift ;;
    --aa) aa=1; shift ;;
    --no-build) build=0; shift ;;
    --build-only) mode=build; shift ;;
    --check) mode=check; shift ;;
    --dry-run) mode=dry; shift ;;
    --ops|--only|--forks|--seed|--shard)
      (($# >= 2)) && [[ $2 != --* ]] || die "$1 needs a value (see --help)"
      case $1 in
        --ops) [[ $2 =~ ^[a-z_]+(,[a-z_]+)*$ ]] || die "--ops needs a comma list of ops, got '$2'"; ops=$2 ;;
        --only) [[ $2 =~ ^[a-z-]+(,[a-z-]+)*$ ]] || die "--only needs a comma list of implementations, got '$2'"; only=$2 ;;
        --forks) [[ $2 =~ ^[1-9][0-9]*$ ]] || die "--forks needs a positive number, got '$2'"; forks=$2 ;;
        --seed) [[ $2 =~ ^-?[0-9]+$ ]] || die "--seed needs a whole number, got '$2'"; seed=$2 ;;
        --shard)
          [[ $2 =~ ^([0-9]+)/([0-9]+)$ ]] || die "--shard needs I/N, e.g. 1/2 (shard 1 of 2; shards are numbered from 1), got '$2'"
          ((10#${BASH_REMATCH[1]} >= 1 && 10#${BASH_REMATCH[1]} <= 10#${BASH_REMATCH[2]})) \
            || die "--shard needs I/N with 1 <= I <= N (shards are numbered from 1), got '$2'"
          shard=$2 ;;
      esac
      shift 2 ;;
    *) die "unknown option '$1' (see --help)" ;;
  esac
done

# A shard is part of one run: the committed history needs every shard, merged (README "Shards").
[[ -n $shard && $publish == 1 ]] && die "--publish needs the whole run, not shard $shard: when every shard has run, merge them into the history with bin/aggregate --history <folder of each shard> ... --out history and list their run ids in history/runs.txt"

variants_file=history/variants.txt
[[ -f $repo/$variants_file ]] || die "$variants_file missing"
mapfile -t listed < <(sed -e 's/#.*//' -e 's/[[:space:]]//g' "$repo/$variants_file" | grep -v '^$')
variants=()
IFS=, read -ra only_list <<<"$only"
# The runner puts implementations in catalog order (contract's Catalog: protobuf-java, protobuf-lite, wire, upb,
# then others), so the first variant here is the run's baseline and the one --aa twins, whatever --only's order.
catalog=" protobuf-java protobuf-lite wire upb "
ordered=()
for c in $catalog; do for i in "${only_list[@]}"; do [[ $i == "$c" ]] && ordered+=("$i"); done; done
for i in "${only_list[@]}"; do [[ $catalog == *" $i "* ]] || ordered+=("$i"); done
only_list=("${ordered[@]}")
for impl in "${only_list[@]}"; do
  found=0
  for v in "${listed[@]}"; do
    [[ ${v%%@*} == "$impl" ]] && { variants+=("$v"); found=1; }
  done
  ((found)) || die "--only: $variants_file lists no variant of '$impl'"
done
((${#variants[@]} >= 2)) || die "--only $only: fewer than two variants in $variants_file"
impls=$(IFS=,; echo "${variants[*]}")
mapfile -t datasets < <(tail -n +2 "$repo/datasets/MANIFEST.tsv" | cut -f1 | grep -v '^$')
IFS=, read -ra op_list <<<"$ops"

# Fixed plan, no adaptive rounds (--max-forks = --forks): every cell gets exactly N forks, so the
# run's length is known before it starts. The A/A twin only with --aa (README "Plan": runs 2 and 5
# carry it, 21 A/A cells between them).
twin=--no-aa
((aa)) && twin=--aa
run_args=(--allow-noisy --impls "$impls" --ops "$ops" --forks "$forks" --max-forks "$forks" "$twin" --seed "$seed")
# The same seed and flags on every host: each computes the same plan and runs its shard of it.
[[ -n $shard ]] && run_args+=(--shard "$shard")

estimate() {
  # Each round: every column × dataset × op (the twin is one more column), plus the control op of the
  # baseline per dataset.
  local per_round=$(((${#variants[@]} + aa) * ${#datasets[@]} * ${#op_list[@]} + ${#datasets[@]}))
  local total=$((per_round * forks))
  local columns="${#variants[@]} columns"
  ((aa)) && columns+=" and the A/A twin of ${variants[0]}"
  awk -v n="$total" -v s="$seconds_per_fork" -v c="$columns" -v r="$per_round" -v f="$forks" 'BEGIN {
    printf "%s, %d forks per round, %d rounds: %d forks x %.1f s = %.0f min of forks (+ ~2 min preflight and tables)\n",
      c, r, f, n, s, n * s / 60 }'
  if [[ -n $shard ]]; then
    # Whole (dataset, op) groups are dealt out (a dataset's decode and encode together), so a shard's
    # share is near 1/N, not exactly; the runner's banner prints the exact one as the shard starts.
    awk -v n="$total" -v s="$seconds_per_fork" -v i="${shard%/*}" -v k="${shard#*/}" 'BEGIN {
      printf "shard %d/%d: about 1/%d of them, ~%.0f forks, ~%.0f min (whole (dataset, op) groups are dealt out; metal/run.sh prints the exact share as it starts)\n",
        i, k, k, n / k, n * s / 60 / k }'
  fi
}

cd "$repo"
case $mode in
  dry)
    ((build)) && echo "builds: the runner, the pinned modules, then each variant (runner.jar variants), as metal/run.sh does"
    echo "times: metal/run.sh --no-build ${run_args[*]}"
    estimate
    exit 0 ;;
  check)
    # The equal-work proof each fork's launcher runs before timing, alone: byte-equal re-encoding and the
    # reference digest of every payload, for every core op. Nothing is timed.
    . "$repo/bin/jdk25.sh"
    protocross_find_jdk25
    . "$repo/bin/variant-jar.sh"
    bad=0
    for v in "${variants[@]}"; do
      jar=$(protocross_variant_jar "$v")
      if [[ ! -f $jar ]]; then
        failed=$(cat "target/variants/$v/build.failed" 2>/dev/null || true)
        echo "$v: not built${failed:+: $failed}"; bad=1; continue
      fi
      line="$v:"
      for d in "${datasets[@]}"; do
        answer=$(java -jar "$jar" --admit "$d" 2>/dev/null | tail -n 1)
        case $answer in
          "admitted $d") line+=" $d ok" ;;
          *) line+=" $d REFUSED (${answer#refused $d: })"; bad=1 ;;
        esac
      done
      echo "$line"
    done
    exit $bad ;;
esac

. "$repo/bin/jdk25.sh"
protocross_find_jdk25
if ((build)); then
  command -v mvn >/dev/null || die "mvn not found (Debian: apt-get install maven)"
  # What metal/run.sh builds, then every variant in its own folder (one that fails is one line; the run goes on without it).
  mvn -B -q -Dstyle.color=never -DskipTests -pl runner -am package || die "building the runner failed (see above)"
  modules=$(java -jar runner/target/runner.jar modules --repo "$repo" "${run_args[@]}")
  mvn -B -q -Dstyle.color=never -DskipTests -pl "$modules" -am package || die "building $modules failed (see above)"
  java -jar runner/target/runner.jar variants --repo "$repo" "${run_args[@]}"
fi
[[ $mode == build ]] && exit 0

estimate
before=$(ls -1 results 2>/dev/null || true)
status=0
"$repo/metal/run.sh" --no-build "${run_args[@]}" || status=$?
run_id=$(comm -13 <(echo "$before" | sort) <(ls -1 results | sort) | grep -E '^[0-9]{8}-[0-9]{6}-[0-9a-f]{7}$' | tail -n 1 || true)
[[ -n $run_id ]] || die "metal/run.sh wrote no run folder under results/ (exit $status)"
case $status in
  0|5) ;; # 5: some forks failed; their cells say so, the rest is a history all the same
  *) echo "protocross: the run stopped (exit $status); finish it with metal/run.sh --resume $run_id --allow-noisy," \
       "then bin/aggregate --history results/$run_id$( [[ -n $shard ]] && echo ' <folders of the other shards>')$( ((publish)) && echo ' --out history')" >&2
     exit "$status" ;;
esac
if [[ -n $shard ]]; then
  # One shard alone is no history (bin/aggregate --history refuses an incomplete set); metal/run.sh
  # wrote the shard's own tables into its folder.
  echo "history: shard $shard is results/$run_id; when every shard has run, bring their folders into results/ on one host" \
       "and write the history with bin/aggregate --history results/$run_id <results/<run id> of each other shard>"
  exit "$status"
fi
"$repo/bin/aggregate" --history "results/$run_id"
if ((publish)); then
  # The committed history is every published run's lines plus this one's (each implementation's op
  # from one run: the aggregator refuses an overlap in one line, and then nothing is written).
  runs_file=$repo/history/runs.txt
  mapfile -t published < <( [[ -f $runs_file ]] && sed -e 's/#.*//' -e 's/[[:space:]]//g' "$runs_file" | grep -v '^$' )
  "$repo/bin/aggregate" --history "${published[@]/#/results/}" "results/$run_id" --out history
  echo "$run_id" >>"$runs_file"
  echo "history: published from ${published[*]} $run_id; commit results/$run_id, history/ and history/runs.txt"
fi
