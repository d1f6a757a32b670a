#!/usr/bin/env bash
# `npm test`: the one gate. Bundles, typechecks, runs unit and integration
# tests, then the browser tests against built sites served over HTTP.
# Every stage runs whatever an earlier one did, so one run reports each
# stage's result (a failing typecheck does not hide the browser tests'); the
# exit status is non-zero when any stage failed.
set -uo pipefail
cd "$(dirname "$0")/.."

# Setup: without the bundle or a browser no later stage means anything.
node scripts/bundle.mjs || exit 1
bash scripts/ensure-chromium.sh || exit 1

results=()
failures=0
stage() {
  local name=$1
  shift
  local started=$SECONDS
  echo "── ${name}: $*"
  if "$@"; then
    results+=("  passed  ${name} ($((SECONDS - started)) s)")
  else
    results+=("  FAILED  ${name} ($((SECONDS - started)) s)")
    failures=$((failures + 1))
  fi
}

stage typecheck bash -c 'npx tsc -b cli runtime && npx tsc -p tests'
# Each Vitest stage also writes a JSON report, read back after the summary.
reports=$(mktemp -d)
trap 'rm -rf "$reports"' EXIT
json() { echo --reporter=default --reporter=json "--outputFile.json=$reports/$1.json"; }
stage 'unit and integration tests' npx vitest run $(json unit)
stage 'browser tests' npx vitest run --config vitest.browser.config.ts $(json browser)

echo
echo "npm test, stage by stage:"
printf '%s\n' "${results[@]}"
echo "stages: $(( ${#results[@]} - failures )) passed, ${failures} failed"
[ "$failures" -eq 0 ] || node scripts/failed-tests.mjs "$reports/unit.json" "$reports/browser.json"
[ "$failures" -eq 0 ]
