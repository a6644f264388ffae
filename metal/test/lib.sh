# Sourced by metal/test's checks, never run: what every check of a real, tiny metal run repeats.
# One place for it, so that the checks differ only in the fault each one makes.

# check_init NAME: the repository's top level as the working folder, a temp folder $tmp (kept when
# the check fails) and fail(). A check with more to undo on exit (a lock holder, a mount) sets
# on_exit to that command first; it runs at exit with the variables as they are then.
check_init() {
  check_name=$1
  repo=$(cd "$(dirname "${BASH_SOURCE[1]}")/../.." && pwd)
  cd "$repo" || exit 1
  tmp=$(mktemp -d)
  trap 'eval "${on_exit:-}"; [[ ${keep:-0} == 1 ]] || rm -rf "$tmp"' EXIT
}

fail() {
  keep=1
  echo "$check_name check: FAILED: $*" >&2
  echo "--- output (kept in $tmp):" >&2
  cat "$tmp"/*.txt >&2
  exit 1
}

# The tiny run: one implementation, one dataset, one op, --quick (two forks a cell).
tiny_run=(--no-build --quick --impls protobuf-java --datasets api_response --ops decode --allow-noisy)

# start_tiny_run RESULTS_DIR: the tiny run in the background, its output in $tmp/run.txt and its pid
# in $runner (metal/run.sh execs the runner's JVM, so that is the runner); returns once the run's
# first fork has finished.
start_tiny_run() {
  metal/run.sh "${tiny_run[@]}" --results-dir "$1" >"$tmp/run.txt" 2>&1 &
  runner=$!
  wait_for_first_fork
}

wait_for_first_fork() {
  for _ in $(seq 1 1200); do grep -q '^\[1/' "$tmp/run.txt" && break; sleep 0.1; done
  grep -q '^\[1/' "$tmp/run.txt" || { kill -KILL "$runner"; fail "the first fork never finished"; }
}

# each_fork_once RUN_DIR: the finished run holds each planned fork's result once (two a cell, each
# with its cell in it, none beside a .failed) and no fork is marked failed.
each_fork_once() {
  local forks=$1/forks results cells json
  results=$(find "$forks" -name 'fork-*.json' -not -name '*.meta.json' -not -path '*/interrupted/*' | sort)
  cells=$(find "$forks" -mindepth 3 -maxdepth 3 -type d | wc -l)
  (($(wc -l <<<"$results") == 2 * cells)) || fail "expected 2 result JSONs in each of $cells cells, found: $results"
  for json in $results; do
    grep -q '"benchmark"' "$json" || fail "$json holds no result"
    [[ ! -e ${json%.json}.failed ]] || fail "$json is published beside ${json%.json}.failed"
  done
  [[ -z $(find "$forks" -name '*.failed') ]] || fail "a fork was marked failed: $(find "$forks" -name '*.failed')"
}
