#!/usr/bin/env bash
# The whole test suite: formatting, lint (with import boundaries), types, unit/API/web tests on the
# embedded database, the API tests again on PostgreSQL, the web build, and end-to-end tests in Chromium.
# Under CI=true a missing PostgreSQL or Chromium is a failure; elsewhere it is reported as SKIPPED.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_URL="${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/test}"
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
step() { printf '\n== %s\n' "$1"; }
missing() {
  if [ "${CI:-}" = "true" ]; then
    echo "FAILED: $1 is required under CI=true. $2" >&2
    exit 1
  fi
  echo "SKIPPED: $1 is not available. $2"
}

[ -d node_modules ] || npm ci
npx tsx src/server/platform/node-version.ts

step "Formatting (prettier)"
npx prettier --check . --log-level warn

step "Lint (eslint, import boundaries)"
npx eslint . --max-warnings 0

step "Types (tsc, strict)"
npx tsc --noEmit

step "Unit, API (PGlite) and web tests"
npx vitest run

step "API tests on PostgreSQL"
if node scripts/postgres-available.mjs "$PG_URL"; then
  TEST_DATABASE_URL="$PG_URL" npx vitest run --project api
else
  missing "PostgreSQL at $PG_URL" "Start it (pg_ctlcluster --skip-systemctl-redirect \$(ls /etc/postgresql) main start) or set TEST_DATABASE_URL."
fi

step "Web build"
npx vite build --logLevel warn

step "End-to-end tests (Chromium)"
if [ -x "$CHROMIUM" ]; then
  CHROMIUM_PATH="$CHROMIUM" npx playwright test
else
  missing "Chromium at $CHROMIUM" "Install it with: apt-get install -y chromium"
fi
