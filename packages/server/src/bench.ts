#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { runBench } from './bench/runBench.js';

/**
 * `npm run bench`: findpage and keyword-search latency on a 100,000-product catalogue.
 * Options: `--products N` (default 100000), `--dir <folder>` (default .data/bench, reused between runs).
 */
const { values } = parseArgs({ args: process.argv.slice(2), options: { products: { type: 'string' }, dir: { type: 'string' } } });
runBench({ products: values.products ? Number(values.products) : undefined, dir: values.dir }).catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
