import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium.js';

const port = Number(process.env.E2E_PORT ?? 8099);

// The browser tests run the real server on a fresh SQLite file with the built store.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
  },
  webServer: {
    command: `node packages/server/dist/cli.js start --store examples/store/dist`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `.data/e2e-${Date.now()}.db` },
    url: `http://localhost:${port}/api/countries`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
