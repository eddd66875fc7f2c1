#!/usr/bin/env bash
# Every test: lint, format check, unit and integration tests (vitest), the production build, the browser-bundle
# and type checks, and the browser tests (Playwright in Debian's Chromium with axe) against that build.
# With DATABASE_URL (or TEST_DATABASE_URL) set, integration and browser tests run on PGlite AND on that
# PostgreSQL server. Each layer prints its time.
#
# The build comes first; then the browser tests (one run per database, each with its own server, port and
# fresh database) run in the background while the other layers run in the foreground. A browser run is mostly
# waiting on its server and on Chromium, so on 2 cores the layers side by side take about half as long as in a row.
set -euo pipefail
cd "$(dirname "$0")/.."

export NEXT_TELEMETRY_DISABLED=1

# Chromium's headless shell (Debian package chromium-headless-shell) is the same engine without the browser's
# UI processes: about a fifth less CPU per test than full Chromium in headless mode. Full Chromium still works.
if [ -z "${CHROMIUM_PATH:-}" ]; then
  if [ ! -x /usr/bin/chromium-headless-shell ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "== Installing Debian's chromium-headless-shell for the browser tests"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  fi
  for candidate in /usr/bin/chromium-headless-shell /usr/bin/chromium; do
    if [ -x "$candidate" ]; then
      CHROMIUM_PATH="$candidate"
      break
    fi
  done
fi
if [ ! -x "${CHROMIUM_PATH:-}" ]; then
  echo "Chromium is missing: run 'sudo apt-get install -y chromium-headless-shell' (or set CHROMIUM_PATH)." >&2
  exit 1
fi
export CHROMIUM_PATH

POSTGRES_URL="${TEST_DATABASE_URL:-${DATABASE_URL:-}}"
if [ -n "$POSTGRES_URL" ]; then echo "== Databases: embedded PGlite and PostgreSQL ($POSTGRES_URL)"; else echo "== Database: embedded PGlite"; fi
echo "== Browser: $CHROMIUM_PATH"

layer() {
  local name="$1"
  shift
  echo "== $name"
  local started=$SECONDS
  "$@"
  echo "== $name: $((SECONDS - started)) s"
}

logs="$(mktemp -d)"
pids=()
names=()
cleanup() {
  for pid in "${pids[@]}"; do kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true; done
  rm -rf "$logs"
}
trap cleanup EXIT

# Runs a layer in the background (its own process group, so a failure elsewhere can stop it), output to a log
# that is printed when the layer ends.
background_layer() {
  local name="$1"
  shift
  local log="$logs/${#pids[@]}.log"
  set -m
  (
    started=$SECONDS
    if "$@" >"$log" 2>&1; then status=0; else status=$?; fi
    echo "== $name: $((SECONDS - started)) s" >>"$log"
    exit "$status"
  ) &
  set +m
  pids+=("$!")
  names+=("$name")
  echo "== $name: started in the background"
}

layer "Production build" npx next build

# Ports 3100 (PGlite) and 3101 (PostgreSQL): each run starts its own server on a database of its own.
background_layer "Browser tests (PGlite)" env -u DATABASE_URL E2E_PORT=3100 npx playwright test
if [ -n "$POSTGRES_URL" ]; then
  background_layer "Browser tests (PostgreSQL)" env DATABASE_URL="$POSTGRES_URL" E2E_PORT=3101 npx playwright test
fi

layer "Lint" npx eslint . --max-warnings=0
layer "Format check" npx prettier --check --log-level=warn .
layer "Browser bundle check" npx tsx scripts/check-client-bundle.ts
layer "Type check (tests and scripts too)" npx tsc --noEmit -p .
layer "Unit and integration tests" npx vitest run

failed=0
for index in "${!pids[@]}"; do
  pid="${pids[$index]}"
  if wait "$pid"; then status=0; else status=$?; fi
  echo "== ${names[$index]}: output"
  cat "$logs/$index.log"
  if [ "$status" -ne 0 ]; then
    echo "== ${names[$index]}: FAILED (exit $status)"
    failed=1
  fi
done
pids=()
exit "$failed"
