#!/usr/bin/env bash
# Every test: type check, unit and integration tests (vitest), then the browser tests
# (Playwright in Debian's Chromium) against a production build.
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

echo "== Unit and integration tests"
npx vitest run

echo "== Production build"
npx next build

echo "== Type check (tests and scripts too)"
npx tsc --noEmit -p .

echo "== Browser tests"
npx playwright test
