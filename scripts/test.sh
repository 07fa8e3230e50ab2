#!/usr/bin/env bash
# The whole test suite: lint, types, unit and API tests (PGlite, and PostgreSQL when
# TEST_DATABASE_URL is set), then the browser journeys against the built app.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-browser.sh

echo "== lint (biome)"
npx biome check .
echo "== types (tsc -b)"
npx tsc -b --builders 2 --checkers 2

projects=(--project unit --project unit-isolated --project api-pglite --project api-pglite-isolated --project faults)
[ -n "${TEST_DATABASE_URL:-}" ] && projects+=(--project api-pg --project api-pg-isolated)
echo "== unit and API tests (${projects[*]})"
npx vitest run "${projects[@]}"

echo "== build"
npm run build
echo "== browser journeys (Chromium)"
npx vitest run --project e2e
