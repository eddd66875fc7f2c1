#!/usr/bin/env bash
# Every test: lint, type check, unit and integration tests (vitest), then the browser tests
# (Playwright in Debian's Chromium) against a production build. Each layer prints its time.
# Integration and browser tests use PostgreSQL too when DATABASE_URL (or TEST_DATABASE_URL) is set.
set -euo pipefail
cd "$(dirname "$0")/.."

export NEXT_TELEMETRY_DISABLED=1
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ ! -x "$CHROMIUM_PATH" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "== Installing Debian's chromium for the browser tests"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
    exit 1
  fi
fi
export CHROMIUM_PATH

if [ -n "${DATABASE_URL:-}" ]; then echo "== Database: PostgreSQL ($DATABASE_URL) and embedded PGlite"; else echo "== Database: embedded PGlite"; fi

layer() {
  local name="$1"
  shift
  echo "== $name"
  local started=$SECONDS
  "$@"
  echo "== $name: $((SECONDS - started)) s"
}

if [ "${TEST_DB_ONLY:-}" = "1" ]; then
  # A second run on another database (.ci/run's PostgreSQL run): lint, formatting, types, unit tests and the
  # build do not depend on the database and were checked by the first run of this checkout, so only what
  # touches the database runs again: integration tests (on DATABASE_URL's server only) and browser tests.
  if [ ! -f .next/BUILD_ID ]; then
    echo "TEST_DB_ONLY=1 needs the production build of a first run (.next/BUILD_ID is missing)." >&2
    exit 1
  fi
  export TEST_DATABASES=postgres
  layer "Integration tests" npx vitest run --project integration
  layer "Browser tests" npx playwright test
  exit 0
fi

layer "Lint" npx eslint . --max-warnings=0
layer "Format check" npx prettier --check --log-level=warn .
layer "Unit and integration tests" npx vitest run
layer "Production build" npx next build
layer "Browser bundle check" npx tsx scripts/check-client-bundle.ts
layer "Type check (tests and scripts too)" npx tsc --noEmit -p .
layer "Browser tests" npx playwright test
