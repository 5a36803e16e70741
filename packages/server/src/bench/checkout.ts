#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { benchSides } from './benchDatabases.js';
import { runCheckoutBench } from './checkoutBench.js';

/**
 * `npm run bench:checkout`: completed checkouts per second with the exactly-once checks, on the
 * database `DATABASE_URL` picks (a fresh SQLite file by default; on a PostgreSQL server, a
 * throwaway database of its own). Options: `--shoppers N` (orders per scenario, default 400),
 * `--concurrency N` (shoppers at once, default 16). Exits 1 when any anomaly is found.
 */
const { values } = parseArgs({ args: process.argv.slice(2), options: { shoppers: { type: 'string' }, concurrency: { type: 'string' } } });
benchSides({ DATABASE_URL: process.env.DATABASE_URL, BENCH_DATABASE_URL: '' })
  .then(([side]) =>
    runCheckoutBench({
      shoppers: values.shoppers ? Number(values.shoppers) : undefined,
      concurrency: values.concurrency ? Number(values.concurrency) : undefined,
      side,
    }),
  )
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
