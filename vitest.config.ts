import { defineConfig } from 'vitest/config';

// One run for every package. Tests resolve workspace packages to their sources through the
// `@d2d/source` export condition, so they never test a stale build.
export default defineConfig({
  resolve: { conditions: ['@d2d/source'] },
  ssr: { resolve: { conditions: ['@d2d/source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // against PostgreSQL (TEST_DATABASE_URL) every query is a round trip to a server, and the
        // fuzz and many-shopper tests make thousands: three times the time
        test: {
          name: 'server', include: ['packages/server/src/**/*.test.ts'], environment: 'node',
          testTimeout: process.env.TEST_DATABASE_URL ? 90_000 : 30_000, hookTimeout: process.env.TEST_DATABASE_URL ? 180_000 : 60_000,
        },
      },
      {
        extends: true,
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'react', include: ['packages/react/src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
      {
        extends: true,
        test: { name: 'elements', include: ['packages/elements/src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
      {
        extends: true,
        // every story rendered and checked by axe: 80-odd files, some with a store, on two cores
        test: { name: 'stories', include: ['stories/**/*.test.{ts,tsx}'], environment: 'jsdom', testTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: { name: 'store', include: ['examples/store/src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
    ],
  },
});
