import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/chromium.js';

// The starter's journey: the built server (API only) on 127.0.0.1 and the starter, built against
// it and served by `vite preview`, on localhost: two sites, as an integrator's app and the store
// are. Run from the repository root after `npm run build`:
//   npx playwright test -c examples/react-starter/playwright.config.ts
// STARTER_E2E_API_PORT / STARTER_E2E_APP_PORT move the ports, STARTER_E2E_SERVER runs another build
// of the server's CLI and STARTER_E2E_OUT_DIR builds the starter into another folder.
const apiPort = Number(process.env.STARTER_E2E_API_PORT ?? 8093);
const appPort = Number(process.env.STARTER_E2E_APP_PORT ?? 8094);
const root = fileURLToPath(new URL('../..', import.meta.url));
const starter = fileURLToPath(new URL('.', import.meta.url));
// set once in the main process; the workers inherit them
process.env.STARTER_E2E_API ??= `http://127.0.0.1:${apiPort}`;
process.env.STARTER_E2E_APP ??= `http://localhost:${appPort}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: process.env.STARTER_E2E_APP,
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
  },
  webServer: [
    {
      command: `node ${process.env.STARTER_E2E_SERVER ?? 'packages/server/dist/cli.js'} start`,
      cwd: root,
      env: {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATABASE_URL: `.data/e2e-starter-${apiPort}-${Date.now()}.db`,
        API_ORIGINS: process.env.STARTER_E2E_APP,
        PAYMENT_PROVIDER: 'card',
        LOCAL_IDP: '0',
      },
      url: `${process.env.STARTER_E2E_API}/api/countries`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      // built here rather than in `npm run build`: only this journey needs it, and its API
      // address is the journey's
      command: 'npm run build && npm run preview',
      cwd: starter,
      env: {
        VITE_D2D_API_BASE: process.env.STARTER_E2E_API,
        STARTER_PORT: String(appPort),
        ...(process.env.STARTER_E2E_OUT_DIR ? { STARTER_OUT_DIR: process.env.STARTER_E2E_OUT_DIR } : {}),
      },
      url: process.env.STARTER_E2E_APP,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
    },
  ],
});
