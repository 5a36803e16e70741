// The size budget of the script build (issue: "fails the build if the script build of product
// card + buy button + mini cart + store, minified and gzipped, exceeds 25 KB, and prints the
// figure; the goal is 20 KB or less"). 1 KB = 1000 bytes; gzip at level 9. It runs at the end of
// the package's build, so a script over the limit fails `npm run build` (and `npm test`).
// `node scripts/size.mjs --modules` also lists what each module adds, to find what to cut.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { packageDir, scriptConfig } from './scriptConfig.mjs';

const LIMIT = 25_000;
const GOAL = 20_000;

const gzipped = (code) => gzipSync(Buffer.from(code), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

async function measure(entry) {
  const result = await build(scriptConfig({ entry, fileName: 'measure.js', outDir: 'dist', write: false, sourcemap: false }));
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const chunk = outputs.find((o) => o.type === 'chunk' && o.isEntry);
  if (!chunk) throw new Error(`No bundle was built for ${entry}.`);
  return { raw: Buffer.byteLength(chunk.code), gzip: gzipped(chunk.code), modules: chunk.modules };
}

/** Each module's share of the minified bundle, with its share of the gzipped size (an estimate). */
function printModules({ raw, gzip, modules }) {
  const rows = Object.entries(modules)
    .map(([id, info]) => [id.replace(/.*node_modules\//, '').replace(/.*\/packages\//, ''), info.renderedLength])
    .filter(([, length]) => length > 0)
    .sort((a, b) => b[1] - a[1]);
  for (const [id, length] of rows) console.log(`  ${String(length).padStart(7)} B  ~${((length / raw) * gzip / 1000).toFixed(2)} KB gz  ${id}`);
}

const budget = await measure('src/entries/sizeCheck.ts');
console.log(`d2d elements script, product card + buy button + mini cart + store: ${kb(budget.gzip)} minified and gzipped (${budget.gzip} bytes; ${kb(budget.raw)} minified)`);
console.log(`  limit ${kb(LIMIT)}, goal ${kb(GOAL)} (Shopify's Buy Button: 57.6 KB)`);
if (process.argv.includes('--modules')) printModules(budget);
for (const file of ['d2d-elements.js', 'd2d-channel.js']) {
  const path = join(packageDir, 'dist', file);
  if (existsSync(path)) {
    const code = readFileSync(path);
    console.log(`  dist/${file} (built): ${kb(gzipped(code))} gzipped, ${kb(code.length)} minified`);
  }
}
if (budget.gzip > LIMIT) {
  console.error(`Size check failed: ${kb(budget.gzip)} is over the ${kb(LIMIT)} limit.`);
  process.exitCode = 1;
} else if (budget.gzip > GOAL) {
  console.log(`Within the limit, above the ${kb(GOAL)} goal.`);
}
