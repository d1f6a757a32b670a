#!/usr/bin/env bash
# `npm test`: the one gate. Bundles, typechecks, runs unit and integration
# tests, then the browser tests against built sites served over HTTP.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/bundle.mjs
bash scripts/ensure-chromium.sh
npx tsc -b cli runtime
npx tsc -p tests
npx vitest run
npx vitest run --config vitest.browser.config.ts
