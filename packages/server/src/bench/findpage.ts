#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { benchSides } from './benchDatabases.js';
import { runBench } from './runBench.js';

/**
 * `npm run bench:findpage`: the findpage, keyword and product-read part of `npm run bench` alone
 * (no checkout), on the same databases and catalogue, so the catalogue's figures can be measured
 * in under a minute. Options: `--products N`, `--dir <folder>`, `--only <text>` (scenarios whose
 * name contains it).
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { products: { type: 'string' }, dir: { type: 'string' }, only: { type: 'string' } },
});

async function main(): Promise<void> {
  const sides = await benchSides(process.env, values.dir ?? '.data/bench');
  for (const side of sides) {
    console.log(`\n=== ${side.label} ===`);
    await runBench({ products: values.products ? Number(values.products) : undefined, dir: values.dir, side, only: values.only });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
