#!/usr/bin/env bash
# The whole test suite: lint, types, then two lanes at once — the unit and API tests (PGlite, and
# PostgreSQL when TEST_DATABASE_URL is set) beside the build and the browser journeys against it.
# Each lane alone leaves much of the two cores idle (the API tests wait on the database, the
# journeys on the browser and the server), so running them side by side shortens the suite.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-browser.sh

echo "== lint (biome)"
npx biome check .
echo "== types (tsc -b)"
npx tsc -b

projects=(--project unit --project unit-isolated --project api-pglite --project api-pglite-isolated --project faults)
[ -n "${TEST_DATABASE_URL:-}" ] && projects+=(--project api-pg --project api-pg-isolated)

# Each lane's lines carry its name; a lane's exit status is its own (pipefail).
lane() {
  local name=$1
  shift
  ("$@") 2>&1 | sed -u "s/^/[$name] /"
}
started=$SECONDS
echo "== unit and API tests (${projects[*]}) | build, then browser journeys (Chromium)"
lane tests npx vitest run "${projects[@]}" &
tests=$!
lane journeys bash -c 'npm run build && npx vitest run --project e2e' &
journeys=$!
status=0
wait "$tests" || { status=1; echo "== unit and API tests failed"; }
echo "== unit and API tests done after $((SECONDS - started)) s"
wait "$journeys" || { status=1; echo "== build or browser journeys failed"; }
echo "== journeys done after $((SECONDS - started)) s"
exit "$status"
