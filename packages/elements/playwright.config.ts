import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/chromium.js';
import { firstVisitAnswered } from '../../e2e/support/firstVisit.js';

// The elements' browser tests: the real server with the built store on one origin and the
// example partner site on another (a different port is a different origin). Run from the
// repository root after `npm run build`:
//   npx playwright test -c packages/elements/playwright.config.ts
const storePort = Number(process.env.ELEMENTS_E2E_STORE_PORT ?? 8095);
const partnerPort = Number(process.env.ELEMENTS_E2E_PARTNER_PORT ?? 8096);
const root = fileURLToPath(new URL('../..', import.meta.url));
// set once in the main process; the workers inherit it and read the orders from this file
process.env.ELEMENTS_E2E_DB ??= `${root}.data/e2e-elements-${Date.now()}.db`;
// the store on 127.0.0.1 and the partner on localhost are different *sites*, as a real partner
// is: the channel frame is third-party there and cannot see the store's SameSite=Lax cookie
process.env.ELEMENTS_E2E_STORE ??= `http://127.0.0.1:${storePort}`;
process.env.ELEMENTS_E2E_PARTNER ??= `http://localhost:${partnerPort}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: process.env.ELEMENTS_E2E_PARTNER,
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
    // the store pages these journeys open must not show the first-visit offer over them
    storageState: firstVisitAnswered(),
  },
  webServer: {
    // ELEMENTS_E2E_SERVER and ELEMENTS_E2E_STORE_DIR run other builds of the server's CLI and the store
    command: `node ${process.env.ELEMENTS_E2E_SERVER ?? 'packages/server/dist/cli.js'} start --store ${process.env.ELEMENTS_E2E_STORE_DIR ?? 'examples/store/dist'} --partner examples/partner-site --elements packages/elements/dist`,
    cwd: root,
    // PUBLIC_URL: the partner page names the store by that origin
    env: { PORT: String(storePort), PARTNER_PORT: String(partnerPort), HOST: '127.0.0.1', DATABASE_URL: process.env.ELEMENTS_E2E_DB, PUBLIC_URL: process.env.ELEMENTS_E2E_STORE },
    url: `http://localhost:${storePort}/embed/channel.html`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
