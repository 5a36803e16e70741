#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { runCheckoutBench } from './checkoutBench.js';

/**
 * `npm run bench` (after the catalogue benchmark): completed checkouts per second on SQLite with
 * the exactly-once checks. Options: `--shoppers N` (orders per scenario, default 400),
 * `--concurrency N` (shoppers at once, default 16). Exits 1 when any anomaly is found.
 */
const { values } = parseArgs({ args: process.argv.slice(2), options: { shoppers: { type: 'string' }, concurrency: { type: 'string' } } });
runCheckoutBench({
  shoppers: values.shoppers ? Number(values.shoppers) : undefined,
  concurrency: values.concurrency ? Number(values.concurrency) : undefined,
}).catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
