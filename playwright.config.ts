import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium.js';
import { firstVisitAnswered } from './e2e/support/firstVisit.js';
import { CARD_STORE_PORT, STORE_PORT } from './e2e/support/servers.js';

const stamp = Date.now();

// Another build of the server or the store (E2E_SERVER_CLI, E2E_STORE_DIR) lets two people run
// journeys from one working tree without rebuilding each other's dist folders.
const serverCli = process.env.E2E_SERVER_CLI ?? 'packages/server/dist/cli.js';
const storeDir = process.env.E2E_STORE_DIR ?? 'examples/store/dist';

/** The built server with the built store on a fresh SQLite file. */
function storeServer(port: number, env: Record<string, string> = {}) {
  return {
    command: `node ${serverCli} start --store ${storeDir}`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `.data/e2e-${port}-${stamp}.db`, ...env },
    url: `http://localhost:${port}/api/countries`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
  };
}

// The browser tests run the real server on a fresh SQLite file with the built store.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // the screenshots of docs/screenshots are made on request: SCREENSHOTS=1 npx playwright test screenshots
  testIgnore: process.env.SCREENSHOTS ? [] : ['**/screenshots.spec.ts'],
  use: {
    baseURL: `http://localhost:${STORE_PORT}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
    // every journey's browser has seen the first-visit offer but the one about it (firstVisit.spec.ts)
    storageState: firstVisitAnswered(),
  },
  // the default store (legacy provider: hosted checkout in a frame) and a card-modal store
  webServer: [storeServer(STORE_PORT), storeServer(CARD_STORE_PORT, { PAYMENT_PROVIDER: 'card' })],
});
