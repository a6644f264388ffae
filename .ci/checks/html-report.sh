#!/usr/bin/env bash
# report.html in a real browser: the committed published set's (CommittedRunTest keeps it what
# bin/aggregate --publish writes) and one run's, written here by bin/aggregate (needs
# aggregate/target/aggregate.jar: after the build); headless Chromium loads each (html-report.py, over the DevTools pipe): no console error or blocked load, the sort
# script ran and a click sorts a numeric column both ways, the screenshot is not blank (> 10 KB,
# > 1 % non-white pixels). Skipped, in one line, where no Chromium is installed (.ci/run installs
# Debian's). About half a minute on the 2-vCPU VM; offline.
set -uo pipefail
cd "$(dirname "$0")/../.."
browser=
for b in chromium chromium-browser google-chrome; do
  if command -v "$b" >/dev/null 2>&1; then browser=$(command -v "$b"); break; fi
done
if [[ -z $browser ]]; then
  echo "html-report check: skipped (no chromium installed; apt-get install chromium)"
  exit 0
fi
fail() { echo "html-report check: FAILED: $*" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# A single run's own report (its provenance in the opening) beside the published set's (per-run blocks).
run=results/20261130-141050-9687d22
bin/aggregate "$run" --out "$tmp/run" >"$tmp/out.txt" 2>&1 || fail "bin/aggregate $run: $(cat "$tmp/out.txt")"
[[ -f $tmp/run/report.html ]] || fail "bin/aggregate wrote no report.html beside $tmp/run/tables.md"
[[ -f report.html ]] || fail "no committed report.html at the top level: run bin/aggregate --publish"
for page in report.html "$tmp/run/report.html"; do
  python3 .ci/checks/html-report.py "$browser" "$page" "$tmp/shot.png" || exit 1
done
