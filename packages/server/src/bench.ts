#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { benchSides } from './bench/benchDatabases.js';
import { runCheckoutBench } from './bench/checkoutBench.js';
import { runBench } from './bench/runBench.js';
import { sideBySide, type SideFigures } from './bench/sideBySide.js';

/**
 * `npm run bench`: findpage and keyword-search latency on a 100,000-product catalogue, then
 * completed checkouts per second, on each database (`bench/benchDatabases.ts`: `DATABASE_URL`
 * picks one; `BENCH_DATABASE_URL=postgres://…`, or a local PostgreSQL that answers, adds
 * PostgreSQL beside SQLite), closing with both databases' figures side by side.
 * Options: `--products N` (default 100000), `--dir <folder>` (SQLite catalogue, default
 * .data/bench, reused between runs), `--shoppers N` and `--concurrency N` (the checkout benchmark).
 * Exits 1 when the checkout benchmark finds an anomaly.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { products: { type: 'string' }, dir: { type: 'string' }, shoppers: { type: 'string' }, concurrency: { type: 'string' } },
});

async function main(): Promise<void> {
  const sides = await benchSides(process.env, values.dir ?? '.data/bench');
  console.log(`Databases: ${sides.map((side) => side.label).join(', ')}`);
  const figures: SideFigures[] = [];
  for (const side of sides) {
    console.log(`\n=== ${side.label} ===`);
    const findpage = await runBench({ products: values.products ? Number(values.products) : undefined, dir: values.dir, side });
    const { results } = await runCheckoutBench({
      shoppers: values.shoppers ? Number(values.shoppers) : undefined,
      concurrency: values.concurrency ? Number(values.concurrency) : undefined,
      side,
    });
    figures.push({ label: side.label, findpage, checkout: results });
  }
  console.log('');
  for (const line of sideBySide(figures)) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
