#!/usr/bin/env bash
# Runs the tests with every clock a year ahead: the server, its seed, the store's Chromium and the
# unit tests all see the same shifted day through libfaketime. A test that asserts the day it was
# written (a release date, a countdown, "new" or "coming soon") fails here long before it would fail
# on main. See docs/testing.md.
#
#   scripts/test-year-ahead.sh            unit tests and browser journeys, a year ahead
#   OFFSET=+730d scripts/test-year-ahead.sh   any other offset faketime understands
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v faketime >/dev/null 2>&1; then
  echo "faketime is not installed: sudo apt-get install -y faketime (Debian/Ubuntu), then run this again." >&2
  exit 1
fi
offset="${OFFSET:-+365d}"
ahead() { faketime -f "$offset" "$@"; }

echo "Clock shifted by $offset: $(ahead date -u +%Y-%m-%dT%H:%MZ)"
# the build is dated by nothing, so it is shared with the ordinary run; the tests run shifted
ahead npx vitest run
# the axe sweep of every route (e2e/a11yRoutes.spec.ts, the longest spec) checks markup and contrast,
# which no date changes: it runs once, in npm test
ahead npx playwright test --grep-invert 'axe on every route'
ahead npx playwright test -c packages/elements/playwright.config.ts
ahead npx playwright test -c examples/react-starter/playwright.config.ts
